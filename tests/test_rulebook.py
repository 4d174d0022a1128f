"""The rulebook: "cited" means "applied", and the layers import one way.

Every function that cites a law or Case (the rules of the registry and the
helpers marked with ``@cites``) must be called by the referee when it
adjudicates the project's corpus: the examples, the dispute records, the
irregular scenarios and simulated parties.  A citation on a function the
referee never reaches would be a promise the library does not keep.
"""

from __future__ import annotations

import ast
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from types import FrameType
from typing import Any

import pytest

import piquet
from piquet import adjudicate, read_record
from piquet.lawbook.citation import registry
from piquet.referee.simulate import partie_record
from piquet.rules.registry import all_rules
from tests.irregular_scenarios import SCENARIOS, run

ROOT = Path(__file__).resolve().parent.parent


def _unclaimed(name: str) -> Any:
    """A dispute record with its claim and every act after it removed: the error stands unclaimed."""
    data = json.loads((ROOT / "examples" / "disputes" / f"{name}.json").read_text())
    for deal in data["deals"]:
        claims = [i for i, e in enumerate(deal["events"]) if "claim" in e]
        if claims and "revoke" in name:
            deal["events"] = deal["events"][: claims[0]]
        elif claims:
            del deal["events"][claims[0]]
    return data


def _corpus() -> Iterator[Any]:
    for path in sorted((ROOT / "examples").rglob("*.json")):
        if path.name.startswith("chouette"):  # a session of several records (tests/test_chouette.py)
            continue
        yield json.loads(path.read_text())
    yield _unclaimed("law-59-revoke-claimed-at-the-end")
    yield _unclaimed("law-16-deal-out-of-turn")
    for seed in range(8):
        yield partie_record(random.Random(seed)).to_json()


def _called_while(work: Any) -> set[str]:
    called: set[str] = set()

    def profile(frame: FrameType, event: str, arg: object) -> None:
        if event == "call":
            module = frame.f_globals.get("__name__", "")
            if module.startswith("piquet."):
                called.add(f"{module}.{frame.f_code.co_qualname}")

    sys.setprofile(profile)
    try:
        work()
    finally:
        sys.setprofile(None)
    return called


def _adjudicate_everything() -> None:
    for data in _corpus():
        adjudicate(read_record(data))
    for name in SCENARIOS:
        run(name)


def test_every_cited_function_is_called_by_the_referee() -> None:
    called = _called_while(_adjudicate_everything)
    cited = {name for name in registry() if name.startswith("piquet.")}
    never = sorted(cited - called)
    assert not never, f"cited in code but never applied by the referee: {never}"


def test_every_rule_of_the_registry_cites_what_it_applies() -> None:
    for name, found in all_rules().items():
        assert found.citations, name
        assert registry()[name] == found.citations or set(found.citations) <= set(registry()[name])


def test_exceptions_are_tried_before_the_rule_they_except() -> None:
    from piquet.rules.registry import rules_for

    for found in all_rules().values():
        if found.exception_to is None:
            continue
        order = [r.name for r in rules_for(found.verb)]
        assert order.index(found.name) < order.index(found.exception_to), found.name


# -- layers ---------------------------------------------------------------------

#: Each layer may import only the layers listed (and itself).
LAYERS = {
    "errors": set(),
    "lawbook": {"errors"},
    "table": {"lawbook", "errors"},
    "referee": {"table", "lawbook", "rules", "errors"},
    "rules": {"table", "lawbook", "referee", "errors"},
    "faces": {"table", "lawbook", "referee", "rules", "search", "advice", "stakes", "errors"},
    "search": {"table", "lawbook", "referee", "rules", "errors"},
    "advice": {"table", "lawbook", "referee", "rules", "search", "errors"},
    "stakes": {"errors"},
}


def _imports(path: Path) -> Iterator[str]:
    tree = ast.parse(path.read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.module
        elif isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _graph() -> dict[str, set[str]]:
    package = ROOT / "piquet"
    modules = {_module_name(p): p for p in package.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        graph[name] = {m for m in _imports(path) if m in modules and m != name}
    return graph


#: The record is the adjudication's input: the referee reads its data model, nothing else of the faces.
THE_RECORD_AS_INPUT = {
    ("piquet.referee.adjudication", "piquet.faces.record"),
    ("piquet.referee.simulate", "piquet.faces.record"),
    ("piquet.referee.chouette", "piquet.faces.chouette_record"),
    # The computer opponent writes the parties it plays as records for the referee, as the simulator does.
    ("piquet.advice.opponent", "piquet.faces.record"),
}


def _layer(module: str) -> str:
    return module.split(".")[1] if module.count(".") else ""


def test_each_layer_imports_only_the_layers_below_it() -> None:
    for module, imported in _graph().items():
        layer = _layer(module)
        if layer not in LAYERS:
            continue
        for target in imported:
            other = _layer(target)
            allowed = other in (layer, "") or other in LAYERS[layer] or (module, target) in THE_RECORD_AS_INPUT
            assert allowed, (module, target)


def test_no_import_cycles_among_modules_at_import_time() -> None:
    graph = _graph()
    state: dict[str, int] = {}

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in graph[node]:
            if nxt == "piquet":
                continue
            if state.get(nxt) == 1:
                raise AssertionError("import cycle: " + " -> ".join(path[path.index(nxt):] + [nxt]) if nxt in path else nxt)
            if nxt not in state:
                visit(nxt, path + [nxt])
        state[node] = 2

    for node in graph:
        if node not in state and node != "piquet":
            visit(node, [node])


def test_the_package_exports_what_it_documents() -> None:
    for name in piquet.__all__:
        assert hasattr(piquet, name), name


@pytest.mark.parametrize("number", [11, 13, 16, 27, 41, 43, 44, 50, 54, 59])
def test_piquet_law_n_lists_the_rules_the_referee_dispatches_through(number: int) -> None:
    import io

    from piquet.faces.cli import main

    out = io.StringIO()
    assert main(["law", str(number)], out=out) == 0
    text = out.getvalue()
    assert "The referee dispatches through:" in text
    listed = [line.rsplit(": ", 1)[-1].rstrip(")") for line in text.splitlines() if line.startswith("  - ")]
    rules = all_rules()
    assert listed and all(name in rules and number in rules[name].laws for name in listed)
