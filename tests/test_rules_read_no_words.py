"""No rule reads words: what the referee remembers is data, and its words are written at the edge.

A ruling's act, decision, penalty and options, a question asked and a
remark made are kept as structure (seats, an outcome, option names, a
question's kind and suit); their words are a rendering.  So nothing in the
rules, the game's state or the referee may take a text apart to find out
what was ruled or said: no ``startswith``, ``split``, ``partition`` or
regular expression there at all.  And the rules write players by seat
(:func:`lawkit.ruling.party`), never by the label a deal's setup gives them.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LAYERS = ("piquet/rules", "piquet/game", "piquet/referee")

#: The methods and modules that take a text apart.
READING = {"startswith", "endswith", "split", "rsplit", "partition", "rpartition", "splitlines", "find", "rfind"}


def _readings(source: str, rules: bool = True) -> list[str]:
    """Each place in ``source`` that takes a text apart or (in a rule, ``rules``) names a player by the label of his seat.

    The referee names players by label where it speaks to its caller (whom it awaits, the acts it makes up); a rule never.
    """
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr in READING:
                found.append(f"line {node.lineno}: .{node.func.attr}()")
            if rules and node.func.attr == "label" and ast.unparse(node.func.value).endswith("setup"):
                found.append(f"line {node.lineno}: setup.label()")
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            if "re" in names:
                found.append(f"line {node.lineno}: import re")
    return found


def test_the_check_finds_each_kind_of_reading() -> None:
    sample = (
        "import re\n"
        "def f(state, r, o):\n"
        "    a = r.decision.startswith('of no effect')\n"
        "    b = o.text.split(':')[0]\n"
        "    c = state.setup.label(0)\n"
        "    d = r.act.partition(' ')\n"
        "    return a, b, c, d\n"
    )
    kinds = sorted(found.partition(": ")[2] for found in _readings(sample))
    assert kinds == [".partition()", ".split()", ".startswith()", "import re", "setup.label()"]


def test_no_rule_state_or_referee_reads_words() -> None:
    found = {}
    for layer in LAYERS:
        for path in sorted((ROOT / layer).rglob("*.py")):
            readings = _readings(path.read_text(), rules=layer == "piquet/rules")
            if readings:
                found[path.relative_to(ROOT).as_posix()] = readings
    assert found == {}


# -- the rules folder holds laws only ----------------------------------------------------------------------------------


def _rules_modules() -> list[Path]:
    return sorted((ROOT / "piquet" / "rules").glob("*.py"))


def test_the_rules_folder_holds_no_run() -> None:
    """The fast runs past the rulebook are the referee's (``piquet/referee/runs/``); the rules folder holds laws."""
    assert [p.name for p in _rules_modules() if p.stem.endswith("_run")] == []
    source = "\n".join(p.read_text() for p in _rules_modules())
    assert "def play_run" not in source and "def declaration_run" not in source


def test_no_rule_module_imports_another_s_private_names_or_imports_inside_a_function() -> None:
    """Each module of the rules says what it shares (public, in ``__all__`` or documented), and the import graph needs no
    import put off into a function to dodge the order in which rules register."""
    found = []
    for path in _rules_modules():
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("piquet."):
                found += [f"{path.name}:{node.lineno} imports {a.name}" for a in node.names if a.name.startswith("_")]
            if isinstance(node, ast.FunctionDef):
                found += [f"{path.name}:{inner.lineno} imports inside {node.name}" for inner in ast.walk(node) if isinstance(inner, ast.Import | ast.ImportFrom)]
    assert found == []
