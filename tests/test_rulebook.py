"""The rulebook: "cited" means "applied", and the layers import one way.

Every function that cites a law or Case (the rules of the registry and the
helpers marked with ``@cites``) must be called by the referee when it
adjudicates the project's corpus: the examples, the dispute records, the
irregular scenarios and simulated parties.  A citation on a function the
referee never reaches would be a promise the library does not keep.
"""

from __future__ import annotations

from piquet.errors import PiquetError

import ast
import re
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
from lawkit.citation import registry
from piquet.referee.simulate import partie_record
from piquet.lawbook.registry import all_rules
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
        if {"ecarte", "whist"} & set(path.parts):  # other games' records, refereed by their own packages (tests/ecarte, tests/whist)
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
    from piquet import adjudicate_chouette

    for data in _corpus():
        adjudicate(read_record(data))
    # The blind records reach acts the examples do not: a void deal's later acts, acts out of their time (tests/examination).
    for path in sorted((ROOT / "tests" / "examination").rglob("*.json")):
        if path.name != "open.json":
            try:
                adjudicate(json.loads(path.read_text()))
            except PiquetError:
                pass
    for name in SCENARIOS:
        run(name)
    # A record that contradicts itself: a card said exposed in dealing by the elder, whom the rule of that act refutes.
    from tests.law_audit import record as audit_record

    try:
        adjudicate(audit_record([{"player": "A", "expose": "KS", "while": "dealing"}]))
    except PiquetError:
        pass
    else:
        raise AssertionError("a card said exposed in dealing by the elder should contradict the record")
    # An act the stage gives no place to: a card played in the exchange (the blind records' takes out of their time were
    # the cards Case XIV obliges the younger to take, which are regular).
    adjudicate(audit_record([{"player": "A", "play": "AS"}], finish=False))
    # A deal played after an au cent partie was won: no deal of the partie (au cent's partie of five games).
    partie = json.loads((ROOT / "examples" / "au-cent-partie.json").read_text())
    partie["deals"].append(partie["deals"][0])
    adjudicate(partie)
    # The deals kept at a table of real cards (examples/kept): what the table said, ruled with no hand known.
    from piquet.referee.keeping import Keeping

    for path in sorted((ROOT / "examples" / "kept").glob("*.kept")):
        Keeping.from_text(path.read_text()).standing()
    # A chouette session whose second partie is played by the wrong players (the rotation's rule).
    session = json.loads((ROOT / "examples" / "chouette-session.json").read_text())
    session["parties"][1] = {**session["parties"][0]}
    adjudicate_chouette(session)


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
    from piquet.lawbook.registry import rules_for

    for found in all_rules().values():
        if found.exception_to is None:
            continue
        order = [r.name for r in rules_for(found.verb)]
        assert order.index(found.name) < order.index(found.exception_to), found.name


# -- layers ---------------------------------------------------------------------

#: The layers of the package, lowest first.  The rule is one line: a module
#: imports only from its own layer and the layers below it.  The lowest is the
#: kernel, the package ``lawkit`` beside ``piquet``: it imports nothing of piquet.
LAYERS = ("lawkit", "errors", "lawbook", "table", "stakes", "game", "formats", "rules", "referee", "search", "advice", "play", "testing", "faces")


def _imports(path: Path) -> Iterator[str]:
    """Every module a file imports, at any depth, and every module it names to ``import_module``."""
    tree = ast.parse(path.read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.module
            # ``from piquet.rules import calls`` imports the module piquet.rules.calls.
            yield from (f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) == "import_module":
            if node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                yield node.args[0].value


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _graph() -> dict[str, set[str]]:
    modules = {_module_name(p): p for package in ("lawkit", "piquet") for p in (ROOT / package).rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        graph[name] = {m for m in _imports(path) if m in modules and m != name}
    return graph


def _rank(module: str) -> int:
    """The layer's place, lowest first; the package's public faces (``piquet``, ``piquet.acts``, ``piquet.svg``, ``piquet.dask``, ``__main__``) stand above every layer."""
    parts = module.split(".")
    if parts[0] == "lawkit":
        return LAYERS.index("lawkit")
    return LAYERS.index(parts[1]) if len(parts) > 1 and parts[1] in LAYERS else len(LAYERS)


def test_the_architecture_picture_shows_the_layers_in_their_order() -> None:
    import re

    picture = (ROOT / "docs" / "_static" / "layers.svg").read_text()
    drawn = re.findall(r'font-weight="bold"[^>]*>([a-z]+)</text>', picture)
    assert tuple(reversed(drawn)) == LAYERS


def test_every_module_belongs_to_a_layer() -> None:
    assert {m for m in _graph() if _rank(m) == len(LAYERS)} == {"piquet", "piquet.__main__", "piquet.acts", "piquet.svg", "piquet.dask"}


def test_the_kernel_is_the_lowest_layer_and_imports_nothing_of_piquet() -> None:
    kernel = {module: imported for module, imported in _graph().items() if module.split(".")[0] == "lawkit"}
    assert {"lawkit.citation", "lawkit.codex", "lawkit.registry", "lawkit.ruling", "lawkit.render", "lawkit.coverage"} <= set(kernel)
    assert {(module, target) for module, imported in kernel.items() for target in imported if not target.startswith("lawkit")} == set()
    for path in (ROOT / "lawkit").rglob("*.py"):
        assert not [name for name in _imports(path) if name.split(".")[0] == "piquet"], path


def test_importing_the_ecarte_example_loads_nothing_of_piquet_s_rules_referee_or_faces() -> None:
    """Écarté (examples/ecarte) is refereed through the kernel alone: it may use piquet's cards, never its rules."""
    import os
    import subprocess

    probe = "import sys, ecarte, ecarte.referee, ecarte.__main__; print('\\n'.join(sorted(sys.modules)))"
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "examples" / "ecarte"), str(ROOT)]))
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    loaded = done.stdout.split()
    assert "ecarte.rules.play" in loaded and "lawkit.registry" in loaded
    forbidden = [m for m in loaded if m.startswith(("piquet.rules", "piquet.referee", "piquet.faces"))]
    assert forbidden == []


def test_each_layer_imports_only_its_own_layer_and_the_layers_below_it() -> None:
    upward = sorted((module, target) for module, imported in _graph().items() for target in imported if _rank(target) > _rank(module))
    assert upward == []


def test_no_module_loads_another_by_name_through_importlib() -> None:
    """A module named in a string escapes every check of the imports: only the package's lazy public names may do it."""
    for path in (ROOT / "piquet").rglob("*.py"):
        if _module_name(path) == "piquet":
            continue
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) == "import_module":
                argument = node.args[0] if node.args else None
                assert isinstance(argument, ast.Constant) and not str(argument.value).startswith("piquet"), (path, node.lineno)


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


def test_the_public_api_is_one_table_and_the_type_checkers_imports_follow_it() -> None:
    """``__all__`` and the lazy loading derive from ``_API``; the ``TYPE_CHECKING`` imports name exactly its modules and names."""
    api = piquet._API  # type: ignore[attr-defined]
    assert piquet.__all__ == [name for names in api.values() for name in names] + ["__version__"]
    tree = ast.parse((ROOT / "piquet" / "__init__.py").read_text())
    block = next(node for node in tree.body if isinstance(node, ast.If) and getattr(node.test, "id", "") == "TYPE_CHECKING")
    imported = {node.module: tuple(alias.name for alias in node.names) for node in block.body if isinstance(node, ast.ImportFrom)}
    assert imported == api


def test_piquet_acts_holds_every_act_class() -> None:
    import piquet.acts
    from piquet.game import acts, cut

    classes = {name for module in (acts, cut) for name, value in vars(module).items() if isinstance(value, type) and issubclass(value, acts.Event)}
    assert classes <= set(piquet.acts.__all__)


@pytest.mark.parametrize("number", [11, 13, 16, 27, 41, 43, 44, 50, 54, 59])
def test_piquet_law_n_lists_the_rules_the_referee_dispatches_through(number: int) -> None:
    import io

    from piquet.faces.cli import main

    out = io.StringIO()
    assert main(["law", str(number), "--verbose"], out=out) == 0  # the rules are the project's side: under --verbose
    text = out.getvalue()
    assert "The referee dispatches through:" in text
    section = text.split("The referee dispatches through:")[1].split("\n\n")[0]
    listed = re.findall(r"\bpiquet\.[\w.]+\w", section)
    assert len(listed) == section.count("\n  - ")  # one rule an item, its name whole
    rules = all_rules()
    assert listed and all(name in rules and number in rules[name].cited("law") for name in listed)


def test_no_variant_name_is_compared_outside_the_variant_value() -> None:
    """The variant is a value: code compares ``Variant`` members, never the names a record gives them."""
    names = {"rubicon", "au-cent"}
    found = []
    for path in (ROOT / "piquet").rglob("*.py"):
        if path.name == "variant.py":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Compare):
                operands = [node.left, *node.comparators]
                # A citation's kind "au-cent" names a code of laws, not the variant of a deal.
                of_kind = any(
                    (isinstance(o, ast.Attribute) and o.attr == "kind")
                    or (isinstance(o, ast.Subscript) and isinstance(o.slice, ast.Constant) and o.slice.value == "kind")
                    for o in operands
                )
                if not of_kind and any(isinstance(o, ast.Constant) and o.value in names for o in operands):
                    found.append((str(path.relative_to(ROOT)), node.lineno))
    assert found == []
