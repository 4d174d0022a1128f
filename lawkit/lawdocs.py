"""What a game's documentation says of each provision: its text, the rules applying it, the tests checking it, its status.

:mod:`lawkit.sphinx` renders this for Sphinx; the gathering is kept here,
free of Sphinx, so that any other renderer (or a test) can use it.  A game
is described by a :class:`GameDocs`: its codex, its rulebook, and the names
of the tests that check it.  Each may be given as the object itself, as a
callable that returns it, or as ``"module:attribute"`` (the form a Sphinx
``conf.py`` should use, since its values are cached between builds).  The
tests may also be a path: a JSON file holding a list of test names (or a
mapping ``"kind:id"`` to names), or a folder whose ``test_*.py`` files are
read, not run, for the names of their tests.  Test names cite provisions as
:func:`lawkit.coverage.citations_in_test_names` reads them, by the kind's
name (``ecarte_law_43``) or by the words people read for it (``law_43``,
``game_rule_6``).
"""

from __future__ import annotations

import ast
import importlib
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs

from lawkit.citation import Citation, kind_of, registry
from lawkit.codex import Codex, Provision
from lawkit.coverage import STATUSES, citations_in_test_names, coverage
from lawkit.errors import LawkitError
from lawkit.registry import Rulebook

__all__ = [
    "LawDocsError",
    "RuleShown",
    "ProvisionDocs",
    "GameDocs",
    "resolve",
    "names_of_tests",
    "cited_by_tests",
    "counts",
]


#: A setting that names an object to import, ``"module:attribute"``, rather than a path.
_NAMED = re.compile(r"[A-Za-z_][\w.]*:[A-Za-z_][\w.]*")


class LawDocsError(LawkitError, ValueError):
    """A game's documentation is set up wrongly: a name that does not import, a path that does not exist."""


@attrs.frozen
class RuleShown:
    """A rule applying a provision: its qualified name and its label (empty for code outside the rulebook)."""

    name: str
    label: str = ""


@attrs.frozen
class ProvisionDocs:
    """One provision as the documentation shows it."""

    provision: Provision
    rules: tuple[RuleShown, ...]
    tests: tuple[str, ...]
    status: str
    reason: str = ""

    @property
    def citation(self) -> Citation:
        return self.provision.citation


def resolve(value: object, what: str) -> Any:
    """The object ``value`` stands for: itself, or what ``"module:attribute"`` names; a callable found either way is called."""
    found: Any = value
    if isinstance(value, str):
        module, colon, attribute = value.partition(":")
        if not colon or not module or not attribute:
            raise LawDocsError(f"{what}: {value!r} should read 'module:attribute'")
        try:
            found = importlib.import_module(module)
        except ImportError as error:
            raise LawDocsError(f"{what}: cannot import {module!r} ({error})") from error
        for part in attribute.split("."):
            if not hasattr(found, part):
                raise LawDocsError(f"{what}: {module!r} has no {attribute!r}")
            found = getattr(found, part)
    if callable(found) and not isinstance(found, (Codex, Rulebook, type)):
        return found()
    return found


def names_of_tests(folder: Path) -> list[str]:
    """The tests defined in a folder's ``test_*.py`` files, as ``path::name`` (``path::Class::name`` in a class), read and not run."""
    names: list[str] = []
    for path in sorted(folder.rglob("test_*.py")):
        where = path.relative_to(folder).as_posix()
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
                names.append(f"{where}::{node.name}")
            elif isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
                names += [
                    f"{where}::{node.name}::{item.name}"
                    for item in node.body
                    if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and item.name.startswith("test")
                ]
    return names


def _word(text: str) -> str:
    return "-".join(text.lower().split())


def cited_by_tests(names: Iterable[str], codex: Codex) -> dict[Citation, list[str]]:
    """The provisions of ``codex`` that test names cite, each with the names citing it.

    A kind may be written in a name as its own name or as the words people
    read for it; words shared by two kinds of the codex are left out, as
    they could not say which is meant.
    """
    ids: dict[str, list[int | str]] = {}
    for provision in codex:
        ids.setdefault(provision.citation.kind, []).append(provision.citation.id)
    words: dict[str, set[str]] = {}
    for kind in ids:
        for word in (kind, _word(kind_of(kind).display)):
            words.setdefault(word, set()).add(kind)
    owner = {word: min(kinds) for word, kinds in words.items() if len(kinds) == 1}
    known = {word: ids[kind] for word, kind in owner.items()}
    found: dict[Citation, list[str]] = {}
    for cited, tests in citations_in_test_names(list(names), known).items():
        citation = Citation(owner[cited.kind], cited.id)
        if citation in codex:
            found.setdefault(citation, [])
            found[citation] += [t for t in tests if t not in found[citation]]
    return found


def _read_tests(path: Path, codex: Codex) -> dict[Citation, list[str]]:
    if path.is_dir():
        return cited_by_tests(names_of_tests(path), codex)
    if not path.is_file():
        raise LawDocsError(f"the test index {path} does not exist")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as error:
        raise LawDocsError(f"the test index {path} is not JSON: {error}") from error
    if isinstance(data, list):
        return cited_by_tests((str(n) for n in data), codex)
    if isinstance(data, dict):
        return _mapping(data, codex, str(path))
    raise LawDocsError(f"the test index {path} holds neither a list of names nor a mapping")


def _mapping(data: Mapping[Any, Any], codex: Codex, where: str) -> dict[Citation, list[str]]:
    """A mapping of provisions to test names, its keys citations or ``"kind:id"``."""
    found: dict[Citation, list[str]] = {}
    for key, tests in data.items():
        citation = key if isinstance(key, Citation) else _cite(str(key), codex, where)
        found[citation] = [str(t) for t in tests]
    return found


def _cite(key: str, codex: Codex, where: str) -> Citation:
    kind, _, ident = key.partition(":")
    for provision in codex:
        if provision.citation.kind == kind and str(provision.citation.id) == ident:
            return provision.citation
    raise LawDocsError(f"{where}: {key!r} names no provision of {codex.name}")


@attrs.frozen
class GameDocs:
    """A game as its documentation shows it: its codex, its rulebook, its tests.

    ``load`` names modules to import first (those that register the rules);
    ``code_prefix``, when given, counts as applying a provision any code under
    that prefix marked with :func:`lawkit.citation.implements`, not only the
    rulebook's rules; ``partial`` and ``out_of_scope`` are the game's own
    word on a provision's status, with the reason.  ``base`` is the folder a
    relative path to the tests is read from.
    """

    codex: object
    rulebook: object = None
    tests: object = None
    load: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    code_prefix: str = ""
    partial: object = None
    out_of_scope: object = None
    base: Path = attrs.field(default=Path("."), converter=Path)
    #: The Sphinx domain that resolves the game's provisions (read by :mod:`lawkit.sphinx`'s coverage table), if any.
    xref: str = ""

    @classmethod
    def from_config(cls, name: str, settings: Mapping[str, Any], base: Path) -> GameDocs:
        """A game from its entry in a configuration (a mapping of the fields above)."""
        unknown = set(settings) - {f.name for f in attrs.fields(cls)}
        if unknown:
            raise LawDocsError(f"game {name!r}: unknown setting {sorted(unknown)[0]!r}")
        if "codex" not in settings:
            raise LawDocsError(f"game {name!r} has no codex")
        return cls(**{**settings, "base": base})

    def entries(self) -> tuple[ProvisionDocs, ...]:
        """Every provision in effect in the codex, in its order, with its rules, tests and status."""
        for module in self.load:
            try:
                importlib.import_module(module)
            except ImportError as error:
                raise LawDocsError(f"cannot import {module!r} ({error})") from error
        codex = resolve(self.codex, "codex")
        if not isinstance(codex, Codex):
            raise LawDocsError(f"codex: {self.codex!r} is not a lawkit Codex")
        rules = self._rules(codex)
        tests = self._tests(codex)
        partial = self._statuses(self.partial, codex, "partial")
        out = self._statuses(self.out_of_scope, codex, "out_of_scope")
        names = {c: [r.name for r in shown] for c, shown in rules.items()}
        table = coverage(codex, names, tests, partial=partial, out_of_scope=out)
        return tuple(
            ProvisionDocs(provision, tuple(rules.get(provision.citation, ())), entry.tests, entry.status, entry.reason)
            for provision, entry in zip(codex, table, strict=True)
        )

    def _rules(self, codex: Codex) -> dict[Citation, list[RuleShown]]:
        found: dict[Citation, list[RuleShown]] = {}
        if self.rulebook is not None:
            book = resolve(self.rulebook, "rulebook")
            if not isinstance(book, Rulebook):
                raise LawDocsError(f"rulebook: {self.rulebook!r} is not a lawkit Rulebook")
            for rule in book.all_rules().values():
                for citation in dict.fromkeys(rule.citations):
                    found.setdefault(citation, []).append(RuleShown(rule.name, rule.label))
        if self.code_prefix:
            for name, citations in sorted(registry().items()):
                if name.startswith(self.code_prefix):
                    for citation in citations:
                        shown = found.setdefault(citation, [])
                        if all(r.name != name for r in shown):
                            shown.append(RuleShown(name))
        return found

    def _tests(self, codex: Codex) -> dict[Citation, list[str]]:
        if self.tests is None:
            return {}
        if isinstance(self.tests, Path) or (isinstance(self.tests, str) and not _NAMED.fullmatch(self.tests)):
            return _read_tests(self.base / self.tests, codex)
        given = resolve(self.tests, "tests")
        if isinstance(given, Mapping):
            return _mapping(given, codex, "tests")
        if isinstance(given, Iterable) and not isinstance(given, str):
            return cited_by_tests((str(n) for n in given), codex)
        raise LawDocsError(f"tests: {self.tests!r} gives neither test names nor a mapping of provisions to them")

    @staticmethod
    def _statuses(value: object, codex: Codex, what: str) -> Mapping[Citation, str]:
        if value is None:
            return {}
        given = resolve(value, what)
        if not isinstance(given, Mapping):
            raise LawDocsError(f"{what}: {value!r} is not a mapping of provisions to reasons")
        return {key if isinstance(key, Citation) else _cite(str(key), codex, what): str(reason) for key, reason in given.items()}


def counts(entries: Iterable[ProvisionDocs]) -> dict[str, int]:
    """How many provisions have each status, every status named (in :data:`lawkit.coverage.STATUSES` order)."""
    found = dict.fromkeys(STATUSES, 0)
    for entry in entries:
        found[entry.status] = found.get(entry.status, 0) + 1
    return found
