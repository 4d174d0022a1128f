"""Sphinx extension: the API reference reads like the rest of the manual.

* "Law 20", "Laws 21, 22", "Laws 61-69", "Case IV" and "Cases X, XI" in a
  docstring become links to the law index (the ``:law:`` and ``:case:`` roles
  of :mod:`piquet_laws`), except inside literal text, examples and roles;
* a class's bases are not listed when the only one is ``object`` (nor is an
  empty "Bases:" line left behind);
* a module constant whose value does not fit on a line is shown below its
  name, laid out one entry to a line, instead of as one long repr in the
  signature (a table too long to read is described, not printed);
* ``.. piquet-public-names::`` lists every name of ``piquet.__all__``, grouped
  by the module that defines it, each linked to its documentation with the
  first line of its docstring;
* ``.. piquet-api::`` documents in full the public names given one to a
  line, under the name a program imports (``piquet.Deal``): the task pages
  of the reference (``docs/api/reading.rst`` and the others of
  :data:`TASK_PAGES`) are made of it, so that a new public name is one line
  on the page of its task.  ``tests/test_docs_api.py`` checks that every
  name of ``piquet.__all__`` is on exactly one of them.  A public name is
  documented there only: a module's page leaves it out, and a reference to
  it by the module that defines it (``piquet.referee.deal.Deal.step``) is
  resolved to the task page (``piquet.Deal.step``).
"""

from __future__ import annotations

import functools
import importlib
import inspect
import re
import textwrap
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from docutils import nodes
from docutils.statemachine import StringList
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.locale import _ as sphinx_text
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

logger = logging.getLogger(__name__)

#: "Law 20", "Laws 21, 22 and 23", "Laws 61-69", "Case IV", "Cases X, XI".
_CITED = re.compile(
    r"\b(?P<word>Laws?|Cases?)\s+(?P<ids>(?:\d{1,2}|[IVXL]+)(?:\s*(?:,|-|–|and|or)\s*(?:\d{1,2}|[IVXL]+))*)\b"
)
_ONE = re.compile(r"\d{1,2}|[IVXL]+")
#: Spans a rewrite must not touch: inline literals, roles with their targets, and links.
_SHIELDED = re.compile(r"``.*?``|:[\w:-]+:`[^`]*`|`[^`]*`_?")


def _linked(text: str) -> str:
    def cite(match: re.Match[str]) -> str:
        role = "law" if match.group("word").startswith("Law") else "case"
        ids = match.group("ids")
        if role == "law" and not all(part.isdigit() for part in _ONE.findall(ids)):
            return match.group(0)
        if role == "case" and any(part.isdigit() for part in _ONE.findall(ids)):
            return match.group(0)
        if role == "law" and any(not 1 <= int(part) <= 78 for part in _ONE.findall(ids)):
            return match.group(0)
        # The role would print "Law 44" itself: the numbers alone are the links, after the word as written.
        return match.group("word") + " " + _ONE.sub(lambda one: f":{role}:`{one.group(0)} <{one.group(0)}>`", ids)

    out = []
    done = 0
    for shield in _SHIELDED.finditer(text):
        out.append(_CITED.sub(cite, text[done : shield.start()]))
        out.append(shield.group(0))
        done = shield.end()
    out.append(_CITED.sub(cite, text[done:]))
    # A role must not touch a word character: "Laws :law:`21`, :law:`22`" is fine as it is.
    return "".join(out)


def link_laws(app: Sphinx, what: str, name: str, obj: Any, options: Any, lines: list[str]) -> None:
    """Rewrite the mentions of laws and Cases in one docstring, leaving examples and literal blocks alone."""
    literal_indent: int | None = None
    for number, line in enumerate(lines):
        stripped = line.strip()
        indent = len(line) - len(line.lstrip())
        if literal_indent is not None:
            if stripped and indent <= literal_indent:
                literal_indent = None
            else:
                continue
        if stripped.startswith((">>>", "...")) or stripped.startswith(".. "):
            continue
        lines[number] = _linked(line)
        if stripped.endswith("::"):
            literal_indent = indent


def drop_object_base(app: Sphinx, name: str, obj: Any, options: Any, bases: list[Any]) -> None:
    """No "Bases: object" under every class."""
    if bases == [object]:
        bases.clear()


#: A constant's value is kept in its signature up to this many characters.
INLINE_VALUE = 80
#: Longest value laid out below a constant; beyond it the value is described.
SHOWN_LINES = 40


def _short(value: Any) -> str:
    """A value as a reader wants it: a class by its name, everything else by its repr."""
    if inspect.isclass(value):
        return value.__name__
    return repr(value)


def readable(value: Any, width: int = 76) -> list[str] | None:
    """A constant laid out one entry to a line; None when it fits on a line or is too long to read."""
    if len(repr(value)) <= INLINE_VALUE:
        return None
    if isinstance(value, Mapping):
        lines = ["{"] + [f"    {_short(k)}: {_short(v)}," for k, v in value.items()] + ["}"]
    elif isinstance(value, (tuple, list, frozenset, set)):
        opening, closing = {tuple: "()", list: "[]"}.get(type(value), "{}")
        items = ", ".join(_short(item) for item in value)
        lines = [opening] + textwrap.wrap(items, width - 4, initial_indent="    ", subsequent_indent="    ") + [closing]
    else:
        lines = textwrap.wrap(repr(value), width, subsequent_indent="    ", break_on_hyphens=False)
    return lines if len(lines) <= SHOWN_LINES else None


def _size(value: Any) -> str:
    try:
        return f"{type(value).__name__} of {len(value)} entries"
    except TypeError:
        return f"{type(value).__name__}"


def show_long_values(app: Sphinx, what: str, name: str, obj: Any, options: Any, lines: list[str]) -> None:
    """Lay out below a module constant the value that is taken out of its signature (see :func:`tidy_signatures`)."""
    if what != "data" or len(repr(obj)) <= INLINE_VALUE:
        return
    laid_out = readable(obj)
    if lines and lines[-1].strip():
        lines.append("")
    if laid_out is None:
        lines.append(f"*Value:* a {_size(obj)}, too long to print here.")
        return
    lines += ["*Value:*", "", ".. code-block:: text", ""] + [f"   {line}" for line in laid_out] + [""]


def tidy_signatures(app: Sphinx, doctree: nodes.document) -> None:
    """No empty "Bases:" line under a class, and no value longer than a line in a constant's signature."""
    empty_bases = (sphinx_text("Bases: %s") % "").strip()
    for desc in list(doctree.findall(addnodes.desc)):
        if desc.get("domain") != "py":
            continue
        for content in [child for child in desc.children if isinstance(child, addnodes.desc_content)]:
            for para in [child for child in content.children if isinstance(child, nodes.paragraph)]:
                if para.astext().strip() == empty_bases:
                    content.remove(para)
        if desc.get("objtype") != "data":
            continue
        for signature in [child for child in desc.children if isinstance(child, addnodes.desc_signature)]:
            for annotation in list(signature.findall(addnodes.desc_annotation)):
                assigns = any(isinstance(n, addnodes.desc_sig_punctuation) and n.astext() == "=" for n in annotation.children)
                if assigns and len(annotation.astext()) > INLINE_VALUE + 3:
                    annotation.parent.remove(annotation)


class PublicNamesDirective(SphinxDirective):
    """``.. piquet-public-names::``: every name of ``piquet.__all__``, by defining module, linked, with its summary."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        package = importlib.import_module("piquet")
        homes: dict[str, tuple[str, ...]] = getattr(package, "_API")
        out: list[nodes.Node] = []
        listed: set[str] = set()
        for module, names in homes.items():
            rubric = nodes.rubric("", "")
            rubric += nodes.Text("From ")
            rubric += self._link(module, module, "mod")
            out.append(rubric)
            items = nodes.bullet_list(classes=["piquet-public-names"])
            for name in names:
                value = getattr(package, name)
                item = nodes.list_item()
                para = nodes.paragraph()
                para += self._link(self._target(module, name, value), f"piquet.{name}", "obj")
                summary = self._summary(module, name, value)
                if summary:
                    para += nodes.Text(": ")
                    inline, _problems = self.parse_inline(_linked(summary), lineno=self.lineno)
                    para.extend(inline)
                item += para
                items += item
                listed.add(name)
            out.append(items)
        rest = [name for name in package.__all__ if name not in listed]
        if rest:
            para = nodes.paragraph("", "And " + ", ".join(f"piquet.{name}" for name in rest) + ".")
            out.append(para)
        return out

    @staticmethod
    def _target(module: str, name: str, value: Any) -> str:
        home = getattr(value, "__module__", None)
        qualname = getattr(value, "__qualname__", None)
        if isinstance(home, str) and isinstance(qualname, str) and (inspect.isclass(value) or inspect.isfunction(value)):
            return f"{home}.{qualname}"
        return f"{module}.{name}"

    @staticmethod
    def _summary(module: str, name: str, value: Any) -> str:
        if inspect.isclass(value) or inspect.isfunction(value):
            doc = inspect.getdoc(value) or ""
        else:
            from sphinx.pycode import ModuleAnalyzer

            try:
                found = ModuleAnalyzer.for_module(module).find_attr_docs()
            except Exception:  # no source to read: the name goes without a summary
                found = {}
            doc = "\n".join(found.get(("", name), []))
        first = doc.strip().split("\n\n")[0]
        return " ".join(first.split())

    def _link(self, target: str, shown: str, kind: str) -> addnodes.pending_xref:
        ref = addnodes.pending_xref(
            "", refdomain="py", reftype=kind, reftarget=target, refexplicit=True, refwarn=False,
            refdoc=self.env.docname,
        )
        ref += nodes.literal(shown, shown)
        return ref


#: The pages of the reference by task, in their order, from ``docs/``.
TASK_PAGES = (
    "api/reading", "api/adjudicating", "api/playing", "api/keeping", "api/values", "api/laws-and-rulings", "api/pictures", "api/errors",
)
#: ``.. piquet-api::`` and the names under it, one to a line.
_TASK_BLOCK = re.compile(r"^\.\. piquet-api::[ \t]*\n((?:[ \t]*\n|[ \t]+\S.*\n)*)", re.M)


def task_names(docs: Path) -> dict[str, list[str]]:
    """Each task page's public names, in the order the page documents them."""
    found: dict[str, list[str]] = {}
    for page in TASK_PAGES:
        text = (docs / f"{page}.rst").read_text(encoding="utf-8")
        blocks = _TASK_BLOCK.findall(text + "\n")
        found[page] = [line.strip() for block in blocks for line in block.splitlines() if line.strip()]
    return found


def documented(name: str, value: Any, home: str) -> list[str]:
    """The reST that documents one public name under ``piquet.``: autodoc for a class, a function or a module."""
    if inspect.ismodule(value):
        return [f".. automodule:: {value.__name__}", ""]
    # The kernel's own names are documented with the kernel; shown here, they are not a second target.
    unindexed = [] if _piquets(value) else ["   :no-index:"]
    if inspect.isclass(value):
        return [f".. autoclass:: piquet.{name}", *unindexed, ""]
    if inspect.isfunction(value):
        return [f".. autofunction:: piquet.{name}", *unindexed, ""]
    # A constant: its doc comment is read where it is defined, and a long value laid out below.
    lines = [f".. py:data:: piquet.{name}", ""]
    summary = PublicNamesDirective._summary(home, name, value)
    if summary:
        lines += [f"   {_linked(summary)}", ""]
    laid_out = readable(value)
    if laid_out is not None:
        lines += ["   .. code-block:: text", ""] + [f"      {line}" for line in laid_out] + [""]
    return lines


def _piquets(value: Any) -> bool:
    """Whether piquet defines a public value (the kernel's, such as ``Ruling``, stay documented on its own pages)."""
    return not inspect.ismodule(value) and str(getattr(value, "__module__", "")).startswith("piquet")


@functools.cache
def _public() -> dict[str, str]:
    """Each public value of piquet's by its defining paths (``module.qualname`` and ``home.name``), to its public name."""
    package = importlib.import_module("piquet")
    found: dict[str, str] = {}
    for name, home in getattr(package, "_HOME").items():
        value = getattr(package, name)
        if not _piquets(value):
            continue
        found[f"{home}.{name}"] = name
        module, qualname = getattr(value, "__module__", None), getattr(value, "__qualname__", None)
        if isinstance(qualname, str):
            found[f"{module}.{qualname}"] = name
    return found


@functools.cache
def _public_ids() -> frozenset[int]:
    package = importlib.import_module("piquet")
    return frozenset(id(getattr(package, name)) for name in getattr(package, "_HOME") if _piquets(getattr(package, name)))


def _is_public(value: Any) -> bool:
    return id(value) in _public_ids()


def skip_public_members(app: Sphinx, what: str, name: str, obj: Any, skip: bool, options: Any) -> bool | None:
    """A module's page leaves out its public names: each is documented once, on the page of its task."""
    if what == "module" and _is_public(obj):
        return True
    return None


def public_reference(app: Sphinx, env: Any, node: Any, contnode: Any) -> Any:
    """``piquet.referee.deal.Deal.step`` (where it is defined) resolved to ``piquet.Deal.step`` (where it is documented)."""
    if node.get("refdomain") != "py":
        return None
    target = node.get("reftarget", "")
    public = _public()
    for path, name in public.items():
        if target == path or target.startswith(path + "."):
            documented_as = f"piquet.{name}{target[len(path):]}"
            domain = env.get_domain("py")
            return domain.resolve_xref(env, node.get("refdoc", ""), app.builder, node["reftype"], documented_as, node, contnode)
    return None


class TaskNamesDirective(SphinxDirective):
    """``.. piquet-api::`` and public names one to a line: each documented in full as ``piquet.NAME``."""

    has_content = True

    def run(self) -> list[nodes.Node]:
        package = importlib.import_module("piquet")
        homes: dict[str, str] = getattr(package, "_HOME")
        text: list[str] = []
        for line in self.content:
            name = line.strip()
            if not name:
                continue
            if name not in homes:
                logger.warning("piquet-api: %s is not a public name of piquet (piquet.__all__)", name,
                               location=self.get_location())
                continue
            text += documented(name, getattr(package, name), homes[name])
        box = nodes.container()
        self.state.nested_parse(StringList(text, source=self.get_source_info()[0]), self.content_offset, box)
        return list(box.children)


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("autodoc-process-docstring", link_laws)
    app.connect("autodoc-process-docstring", show_long_values)
    app.connect("autodoc-process-bases", drop_object_base)
    app.connect("doctree-read", tidy_signatures)
    app.add_directive("piquet-public-names", PublicNamesDirective)
    app.add_directive("piquet-api", TaskNamesDirective)
    app.connect("autodoc-skip-member", skip_public_members)
    app.connect("missing-reference", public_reference)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
