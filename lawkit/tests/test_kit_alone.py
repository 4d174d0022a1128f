"""lawkit as a distribution of its own: its README's example runs, it imports no game, it ships its type marker."""

from __future__ import annotations

import ast
import doctest
from pathlib import Path

import lawkit

PACKAGE = Path(lawkit.__file__).resolve().parent
README = Path(__file__).resolve().parents[1] / "README.md"


def test_the_readme_example_runs_as_a_doctest() -> None:
    result = doctest.testfile(str(README), module_relative=False, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0 and result.failed == 0


def test_no_module_of_the_kernel_imports_a_game() -> None:
    """Checked on the modules imported, which are the installed ones when lawkit is installed alone."""
    modules = sorted(PACKAGE.glob("*.py"))
    assert {"citation.py", "codex.py", "registry.py", "ruling.py"} <= {m.name for m in modules}
    for module in modules:
        for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            # lawkit.sphinx is the optional extension (the ``sphinx`` extra): it alone may import Sphinx and docutils.
            allowed = {"lawkit", "attrs", "__future__"} | ({"sphinx", "docutils"} if module.name == "sphinx.py" else set())
            outside = [n for n in names if n.split(".")[0] not in allowed and not _standard(n)]
            assert not outside, f"{module.name} imports {outside}"


def _standard(name: str) -> bool:
    import sys

    return name.split(".")[0] in sys.stdlib_module_names


def test_the_package_ships_its_type_marker() -> None:
    assert (PACKAGE / "py.typed").is_file()
