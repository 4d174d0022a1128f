"""A Sphinx extension that documents a game's laws: each provision, the rules applying it, the tests checking it.

Add ``"lawkit.sphinx"`` to ``extensions`` and describe each game in
``conf.py`` (see :class:`lawkit.lawdocs.GameDocs` for the settings)::

    lawkit_games = {
        "ecarte": {
            "codex": "ecarte.laws:CODE",
            "rulebook": "ecarte.rules.book:ECARTE",
            "load": ["ecarte.rules"],
            "tests": "../tests/ecarte",
        },
    }

Values are best written as ``"module:attribute"`` strings and paths (a
relative path is read from the folder of ``conf.py``): Sphinx keeps them
between builds.  A callable works too; it is asked again on every build.

Three directives, each taking ``:game:`` (needed only when there are several
games, or set ``lawkit_default_game``) and ``:kind:`` (one kind of
provision, or several separated by commas):

``.. lawkit-codex::``
    Every provision: its citation, title and statement, its status, the
    rules that apply it (with their labels) and the tests that check it,
    under the codex's headings.  ``:heading:`` keeps one heading.

``.. lawkit-provision:: 46``
    One provision's entry.  The argument is an id (``46``), or a kind and an
    id (``Law 46``, ``case IV``, ``ecarte-law:43``) where the id alone could
    name two provisions.

``.. lawkit-coverage::``
    The coverage: counts by status and kind with a bar of the proportions,
    then a table of every provision with how many rules apply it and tests
    check it, and its status.  ``:show:`` is ``both`` (the default),
    ``summary`` or ``table``.  A game whose provisions have their own pages
    names the Sphinx domain that resolves them (the game's ``xref``
    setting): each row then links to its provision, the target being the
    kind and the id joined by a hyphen, as an HTML id (``law-46``).

Sphinx is needed only here: nothing else in lawkit imports it.
"""

from __future__ import annotations

import hashlib
import weakref
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.addnodes import pending_xref
from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.environment import BuildEnvironment
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from lawkit.citation import Citation, kind_of
from lawkit.coverage import STATUSES
from lawkit.lawdocs import GameDocs, LawDocsError, ProvisionDocs, counts

__all__ = ["setup"]

logger = logging.getLogger(__name__)

_LOADED: weakref.WeakKeyDictionary[Config, dict[str, tuple[ProvisionDocs, ...]]] = weakref.WeakKeyDictionary()


def _entries(config: Config, game: str) -> tuple[ProvisionDocs, ...]:
    """A game's entries, worked out once per build."""
    loaded = _LOADED.setdefault(config, {})
    if game not in loaded:
        settings = config.lawkit_games.get(game)
        if settings is None:
            raise LawDocsError(f"no game {game!r} in lawkit_games (there are: {', '.join(sorted(config.lawkit_games)) or 'none'})")
        base = Path(config.lawkit_base or ".")
        loaded[game] = GameDocs.from_config(game, settings, base).entries()
    return loaded[game]


def _fingerprint(config: Config) -> str:
    """What every game's pages show, hashed: a page using a directive is read again when it changes."""
    digest = hashlib.sha256()
    for game in sorted(config.lawkit_games):
        try:
            digest.update(repr((game, _entries(config, game))).encode())
        except LawDocsError as error:
            digest.update(str(error).encode())
    return digest.hexdigest()


def _status(entry: ProvisionDocs) -> nodes.inline:
    return nodes.inline(entry.status, entry.status, classes=["lawkit-status", f"lawkit-status-{nodes.make_id(entry.status)}"])


def _named(label: str, items: Sequence[nodes.Node], none: str) -> list[nodes.Node]:
    """A line naming what follows, then the items as a list, or one line saying there are none."""
    if not items:
        return [nodes.paragraph(none, none, classes=["lawkit-none"])]
    listed = nodes.bullet_list()
    for item in items:
        listed += nodes.list_item("", nodes.paragraph("", "", item))
    return [nodes.paragraph(label, label, classes=["lawkit-label"]), listed]


def _rule_item(name: str, label: str) -> nodes.Node:
    line = nodes.inline()
    line += nodes.literal(name, name)
    if label:
        line += nodes.Text(f" — {label}")
    return line


class _GameDirective(SphinxDirective):
    """What the three directives share: which game, which kind, and how an error is reported."""

    option_spec: ClassVar[dict[str, Any]] = {"game": directives.unchanged_required, "kind": directives.unchanged_required}

    def _game(self) -> str:
        named = self.options.get("game") or self.config.lawkit_default_game
        if named:
            return str(named)
        games = list(self.config.lawkit_games)
        if len(games) != 1:
            raise LawDocsError("say which game with :game: (or set lawkit_default_game)")
        return str(games[0])

    def _chosen(self) -> tuple[str, tuple[ProvisionDocs, ...]]:
        game = self._game()
        entries = _entries(self.config, game)
        wanted = self.options.get("kind")
        if wanted is not None:
            kinds = [k.strip() for k in str(wanted).split(",") if k.strip()]
            for kind in kinds:
                if not any(e.citation.kind == kind for e in entries):
                    raise LawDocsError(f"game {game!r} has no provision of kind {kind!r}")
            entries = tuple(e for e in entries if e.citation.kind in kinds)
        return game, entries

    def run(self) -> list[nodes.Node]:
        _users(self.env).add(self.env.docname)
        try:
            return self.render()
        except LawDocsError as error:
            logger.warning("%s: %s", self.name, error, location=self.get_location(), type="lawkit", subtype="config")
            return []

    def render(self) -> list[nodes.Node]:
        raise NotImplementedError

    def entry(self, game: str, entry: ProvisionDocs) -> nodes.container:
        """One provision: its citation and title, status, statement, rules and tests."""
        anchor = nodes.make_id(f"lawkit-{game}-{entry.citation.kind}-{entry.citation.id}")
        box = nodes.container(classes=["lawkit-provision", f"lawkit-provision-{nodes.make_id(entry.status)}"])
        if anchor not in self.state.document.ids:
            box["ids"].append(anchor)
            self.state.document.ids[anchor] = box
        heading = nodes.paragraph(classes=["lawkit-provision-heading"])
        said = f"{entry.citation}. {entry.provision.title}"
        heading += nodes.strong(said, said)
        heading += nodes.Text(" ")
        heading += _status(entry)
        box += heading
        box += nodes.paragraph(entry.provision.statement, entry.provision.statement, classes=["lawkit-statement"])
        if entry.reason:
            box += nodes.paragraph("", "", nodes.emphasis(entry.reason, entry.reason), classes=["lawkit-reason"])
        box.extend(_named("Rules applying it:", [_rule_item(r.name, r.label) for r in entry.rules], "No rule applies it."))
        box.extend(_named("Tests checking it:", [nodes.literal(t, t) for t in entry.tests], "No test is named after it."))
        return box


class CodexDirective(_GameDirective):
    """``.. lawkit-codex::``: every provision of a game's codex, under its headings."""

    option_spec: ClassVar[dict[str, Any]] = {**_GameDirective.option_spec, "heading": directives.unchanged_required}

    def render(self) -> list[nodes.Node]:
        game, entries = self._chosen()
        wanted = self.options.get("heading")
        if wanted is not None:
            entries = tuple(e for e in entries if e.provision.heading == wanted)
            if not entries:
                raise LawDocsError(f"game {game!r} has no heading {wanted!r}")
        out: list[nodes.Node] = []
        heading: str | None = None
        for entry in entries:
            if entry.provision.heading and entry.provision.heading != heading and wanted is None:
                heading = entry.provision.heading
                out.append(nodes.rubric(heading, heading, classes=["lawkit-heading"]))
            out.append(self.entry(game, entry))
        return out


def _matches(citation: Citation, words: str) -> bool:
    """Whether ``words`` name the citation: ``46``, ``Law 46``, ``law:46``, ``ecarte-law:43``."""
    kind, sep, ident = words.replace(":", " ").rpartition(" ")
    if str(citation.id).lower() != ident.strip().lower():
        return False
    kind = kind.strip().lower()
    return not sep or kind in (citation.kind, kind_of(citation.kind).display.lower())


class ProvisionDirective(_GameDirective):
    """``.. lawkit-provision:: 46``: one provision's entry."""

    required_arguments = 1
    final_argument_whitespace = True

    def render(self) -> list[nodes.Node]:
        game, entries = self._chosen()
        words = self.arguments[0]
        found = [e for e in entries if _matches(e.citation, words)]
        if not found:
            raise LawDocsError(f"game {game!r} has no provision {words!r}")
        if len(found) > 1:
            named = ", ".join(f"{e.citation.kind}:{e.citation.id}" for e in found)
            raise LawDocsError(f"{words!r} could be {named}: give the kind")
        return [self.entry(game, found[0])]


class CoverageDirective(_GameDirective):
    """``.. lawkit-coverage::``: counts by status and kind, and a table of every provision."""

    option_spec: ClassVar[dict[str, Any]] = {
        **_GameDirective.option_spec,
        "show": lambda value: directives.choice(value, ("both", "summary", "table")),
    }

    def render(self) -> list[nodes.Node]:
        game, entries = self._chosen()
        show = self.options.get("show", "both")
        out: list[nodes.Node] = []
        if show in ("both", "summary"):
            out += self._summary(entries)
        if show in ("both", "table"):
            xref = _entries_xref(self.config, game)
            out.append(self._table(entries, xref, self.env.docname))
        return out

    @staticmethod
    def _summary(entries: Sequence[ProvisionDocs]) -> list[nodes.Node]:
        total = counts(entries)
        done = total["implemented"]
        share = round(100 * done / len(entries)) if entries else 0
        rest = ", ".join(f"{total[s]} {s}" for s in STATUSES[1:] if total[s])
        line = nodes.paragraph(classes=["lawkit-coverage-summary"])
        line += nodes.strong(f"{done} of {len(entries)}", f"{done} of {len(entries)}")
        line += nodes.Text(f" provisions applied by a rule and checked by a test ({share} %)" + (f"; {rest}." if rest else "."))
        by_kind = nodes.bullet_list(classes=["lawkit-coverage-kinds"])
        for kind in dict.fromkeys(e.citation.kind for e in entries):
            mine = counts(e for e in entries if e.citation.kind == kind)
            parts = ", ".join(f"{n} {s}" for s, n in mine.items() if n)
            said = f"{kind_of(kind).plural}: {sum(mine.values())} ({parts})"
            by_kind += nodes.list_item("", nodes.paragraph(said, said))
        return [line, _bar(total, len(entries)), by_kind]

    @staticmethod
    def _table(entries: Sequence[ProvisionDocs], xref: str, docname: str) -> nodes.table:
        kinds = set(e.citation.kind for e in entries)
        # A table of one kind heads its first column with the kind's name and gives each provision's id alone.
        first = kind_of(next(iter(kinds))).display if len(kinds) == 1 else "Provision"
        table = nodes.table(classes=["lawkit-coverage-table"])
        group = nodes.tgroup(cols=5)
        table += group
        for width in (14, 46, 8, 8, 24):
            group += nodes.colspec(colwidth=width)
        head = nodes.thead()
        head += _row(nodes.Text(label) for label in (first, "Title", "Rules", "Tests", "Status"))
        group += head
        body = nodes.tbody()
        for entry in entries:
            status: list[nodes.Node] = [_status(entry)]
            if entry.reason:
                status.append(nodes.Text(f" {entry.reason}"))
            shown = str(entry.citation.id) if len(kinds) == 1 else str(entry.citation)
            body += _row([
                _provision_link(entry.citation, shown, xref, docname),
                nodes.Text(entry.provision.title),
                nodes.Text(str(len(entry.rules))),
                nodes.Text(str(len(entry.tests))),
                status,
            ])
        group += body
        return table


def _bar(total: Mapping[str, int], size: int) -> nodes.raw:
    """The statuses' shares as one bar (HTML only: other builders leave it out)."""
    segments = "".join(
        f'<span class="lawkit-coverage-segment lawkit-status-{nodes.make_id(status)}" '
        f'style="width:{100 * total[status] / size:.2f}%" title="{status}: {total[status]}"></span>'
        for status in STATUSES
        if total.get(status) and size
    )
    html = f'<div class="lawkit-coverage-bar">{segments}</div>'
    return nodes.raw("", html, format="html")


def _entries_xref(config: Config, game: str) -> str:
    """The Sphinx domain that resolves the game's provisions, if its settings name one."""
    return str(config.lawkit_games.get(game, {}).get("xref", "") or "")


def _provision_link(citation: Citation, shown: str, xref: str, docname: str) -> nodes.Node:
    """The provision's words, linked to its own entry where the game's domain resolves it (a warning under -W if not)."""
    text = nodes.inline(shown, shown, classes=["lawkit-citation"])
    if not xref:
        return text
    target = nodes.make_id(f"{citation.kind}-{citation.id}")
    link = pending_xref("", refdomain=xref, reftype=citation.kind, reftarget=target, refexplicit=True, refwarn=True, refdoc=docname)
    link += text
    return link


def _row(cells: Iterable[nodes.Node | list[nodes.Node]]) -> nodes.row:
    row = nodes.row()
    for cell in cells:
        paragraph = nodes.paragraph()
        paragraph.extend(cell if isinstance(cell, list) else [cell])
        row += nodes.entry("", paragraph)
    return row


# -- keeping pages fresh ---------------------------------------------------------------


#: The extension's style sheet, shipped in the package.
STATIC = Path(__file__).resolve().parent / "static"


def _config_inited(app: Sphinx, config: Config) -> None:
    """Read relative paths from the folder of conf.py, and add the style sheet for the status marks."""
    if not config.lawkit_base:
        config.lawkit_base = str(app.confdir)
    config.html_static_path = [*config.html_static_path, str(STATIC)]
    app.add_css_file("lawkit.css")


def _users(env: BuildEnvironment) -> set[str]:
    """The pages that use a directive, kept in the build environment (so between builds)."""
    found: set[str] = env.__dict__.setdefault("lawkit_users", set())
    return found


def _purge(app: Sphinx, env: BuildEnvironment, docname: str) -> None:
    _users(env).discard(docname)


def _merge(app: Sphinx, env: BuildEnvironment, docnames: Iterable[str], other: BuildEnvironment) -> None:
    _users(env).update(_users(other))


def _outdated(app: Sphinx, env: BuildEnvironment, added: set[str], changed: set[str], removed: set[str]) -> list[str]:
    """The pages using a directive, when what the games show has changed since the last build."""
    current = _fingerprint(app.config)
    previous = getattr(env, "lawkit_fingerprint", None)
    env.lawkit_fingerprint = current  # type: ignore[attr-defined]
    if previous is None or previous == current:
        return []
    return sorted(d for d in _users(env) if d in env.found_docs)


def setup(app: Sphinx) -> dict[str, Any]:
    """Register the settings, the three directives and the bookkeeping that re-reads their pages."""
    # Not cached by Sphinx (rebuild ""): a callable may stand in a setting; _outdated re-reads the pages instead.
    app.add_config_value("lawkit_games", {}, "", types=[dict])
    app.add_config_value("lawkit_default_game", "", "", types=[str])
    app.add_config_value("lawkit_base", "", "", types=[str])
    app.add_directive("lawkit-codex", CodexDirective)
    app.add_directive("lawkit-provision", ProvisionDirective)
    app.add_directive("lawkit-coverage", CoverageDirective)
    app.connect("config-inited", _config_inited)
    app.connect("env-purge-doc", _purge)
    app.connect("env-merge-info", _merge)
    app.connect("env-get-outdated", _outdated)
    return {"version": "1.0", "env_version": 1, "parallel_read_safe": True, "parallel_write_safe": True}
