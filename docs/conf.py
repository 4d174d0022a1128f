"""Sphinx configuration for the piquet documentation.

Build with ``nox -s docs``, or by hand from the repository root::

    sphinx-build -W -b html docs docs/_build/html
    sphinx-build -W -b doctest docs docs/_build/doctest

No part of the build touches the network: intersphinx is loaded but given no
inventories to fetch.
"""

from __future__ import annotations

import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
ROOT = DOCS.parent

# The local extension, and the package itself when it is not installed.
sys.path.insert(0, str(DOCS / "_ext"))
if str(ROOT) not in sys.path:
    sys.path.insert(1, str(ROOT))
# The Écarté example (examples/ecarte), whose laws docs/ecarte-laws.rst documents.
sys.path.insert(2, str(ROOT / "examples" / "ecarte"))

import piquet  # noqa: E402

project = "piquet"
author = "the piquet authors"
copyright = "the piquet authors"
release = piquet.__version__
version = ".".join(release.split(".")[:2])

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.doctest",
    "sphinx.ext.intersphinx",
    "sphinx_copybutton",
    "piquet_laws",
    "piquet_api",
    "piquet_cards",
    "piquet_gallery",
    "piquet_cases",
    "lawkit.sphinx",
]

# lawkit.sphinx: each game's codex, rulebook and tests, for the directives
# lawkit-codex, lawkit-provision and lawkit-coverage.  Names rather than
# objects, so that Sphinx can keep them between builds; a relative path is
# read from this folder.
lawkit_games = {
    "piquet": {
        "codex": "piquet.lawbook.catalogue:AU_CENT",
        "rulebook": "piquet.lawbook.registry:PIQUET_RULES",
        "load": ["piquet.rules.rulebook", "piquet.referee.adjudication"],
        "code_prefix": "piquet.",
        "tests": "piquet.faces.coverage:tests_by_citation",
        "partial": "piquet.faces.coverage:PARTIAL",
        "xref": "piquet",  # the law index's domain (docs/_ext/piquet_laws.py): each coverage row links to its provision
    },
    "ecarte": {
        "codex": "ecarte.laws:CODE",
        "rulebook": "ecarte.rules.book:ECARTE",
        "load": ["ecarte.rules"],
        "tests": "../tests/ecarte",
    },
}

# Offline: no inventories, so intersphinx never fetches anything.
intersphinx_mapping: dict[str, tuple[str, str | None]] = {}
intersphinx_disabled_reftypes = ["*"]

root_doc = "index"
exclude_patterns = ["_build", "Thumbs.db", ".DS_Store"]
templates_path: list[str] = []
language = "en"
nitpicky = False

# autodoc: members in source order, signatures as written.
# Module data (the pack, tables) is named, not printed; attrs fields show the
# default values themselves (preserving the source would show the generated
# ``__init__``'s ``attr_dict[...]`` expressions).
autodoc_default_options = {
    "members": True,
    "member-order": "bysource",
    "show-inheritance": True,
    "no-value": True,
}
autodoc_typehints = "signature"
autodoc_preserve_defaults = False
autoclass_content = "class"

# Doctests run from the repository root, so examples can open
# ``examples/description-example.json`` by its path in the repository.
doctest_global_setup = f"""
import os as _os
_doctest_previous_cwd = _os.getcwd()
_os.chdir({str(ROOT)!r})
"""
doctest_global_cleanup = """
_os.chdir(_doctest_previous_cwd)
"""
doctest_test_doctest_blocks = "default"

html_theme = "furo"
html_title = f"piquet {release}"
html_static_path = ["_static"]
html_css_files = ["piquet.css", "piquet-layout.css", "piquet-cards.css"]
# The copy button leaves out the prompts and the output of the examples.
copybutton_prompt_text = r">>> |\.\.\. |\$ "
copybutton_prompt_is_regexp = True
copybutton_only_copy_prompt_lines = True
html_show_sourcelink = False


from sphinx.domains.python import PythonDomain  # noqa: E402


# Names re-exported by the package (``piquet.Deal``) are documented where they
# are defined (``piquet.referee.deal.Deal``); let references to either resolve.
def _resolve_reexport(app, env, node, contnode):  # type: ignore[no-untyped-def]
    if node.get("refdomain") != "py":
        return None
    target = node.get("reftarget", "")
    prefix, _, rest = target.partition(".")
    if prefix != "piquet" or not rest:
        return None
    name, _, member = rest.partition(".")
    if name not in getattr(piquet, "__all__", ()):
        return None
    obj = getattr(piquet, name, None)
    module = getattr(obj, "__module__", None)
    qualname = getattr(obj, "__qualname__", None)
    if not module or not qualname or module == "piquet":
        return None
    real = f"{module}.{qualname}" + (f".{member}" if member else "")
    domain = env.get_domain("py")
    return domain.resolve_xref(
        env, node.get("refdoc", ""), app.builder, node["reftype"], real, node, contnode
    )


class _PackageFirstPython(PythonDomain):
    """An unqualified name in a signature means its own package's object: ``Adjudication`` in piquet's code is
    piquet's, in lawkit's the runner's, and on a page with no module piquet's (the kernel and a game may share a
    class name; the page must still link to one)."""

    def find_obj(self, env, modname, classname, name, type, searchmode=0):  # type: ignore[no-untyped-def]
        found = super().find_obj(env, modname, classname, name, type, searchmode)
        if len(found) > 1:
            package = modname.split(".")[0] if modname else "piquet"  # these are piquet's pages
            own = [m for m in found if m[0].split(".")[0] == package]
            canonical = [m for m in own if not m[1].aliased]
            return canonical if len(canonical) == 1 else own or found
        return found


def setup(app):  # type: ignore[no-untyped-def]
    app.add_domain(_PackageFirstPython, override=True)
    app.connect("missing-reference", _resolve_reexport)
