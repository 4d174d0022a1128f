"""An adjudication as one HTML page, with the cards drawn: ``piquet adjudicate --html``.

The page is for a person reading a partie after it was played: each deal's
hands as dealt and after the exchange, the discards, the stock, the dialogue,
the tricks as cards, the items scored, the rulings with their laws and
options, and the partie.  It stands alone: the style sheet and the card
pictures (:mod:`piquet.table.svg`) are inside it, and it names no address on
a network, so it opens the same offline, attached to a mail or archived.

The words are those of the text report (:mod:`piquet.faces.report`), whose
lines it reuses; every piece of text is escaped.  A ten is written ``10``
throughout, in the acts as on the cards drawn, since a reader who sees
``10`` on a card should not meet ``T`` in the line beside it (the notation
reads either).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from html import escape
from typing import TYPE_CHECKING

from lawkit.render import describe
from piquet.faces.report import (
    _codex,
    _cut_line,
    _deal_header,
    _equal_lines,
    _item_cited,
    _partie_kind,
    _score_line,
    _unfinished,
    _void_line,
    games_lines,
    partie_line,
    result_line,
)
from piquet.table.cards import PACK, Card, cards_from_bits
from piquet.table.svg import PictureError, deal, hand, trick

if TYPE_CHECKING:
    from lawkit.codex import Codex
    from lawkit.ruling import Ruling
    from piquet.game.acts import Event
    from piquet.game.record import DealRecord
    from piquet.game.state import DealState
    from piquet.referee.adjudication import Adjudication, DealAdjudication

__all__ = ["adjudication_html", "tens"]

#: The page's whole style: narrow enough for a telephone, every picture scaled to its column.
_STYLE = """
body { font-family: system-ui, 'DejaVu Sans', Verdana, sans-serif; margin: 0 auto; max-width: 62rem;
       padding: 0.5rem 1rem 2rem; color: #1b1b1b; background: #fdfdfb; line-height: 1.45; overflow-wrap: anywhere; }
h1 { font-size: 1.6rem; } h2 { font-size: 1.3rem; border-bottom: 2px solid #2f5d3a; margin-top: 2.2rem; }
h3 { font-size: 1.05rem; margin: 1.2rem 0 0.4rem; color: #2f5d3a; }
.piquet-picture svg { max-width: 100%; height: auto; display: block; }
.piquet-row { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; }
figure { margin: 0.3rem 0; min-width: 0; max-width: 100%; }
figcaption { font-size: 0.9rem; color: #444444; }
.piquet-tricks { display: flex; flex-wrap: wrap; gap: 0.6rem; list-style: none; padding: 0; margin: 0; }
.piquet-tricks li { font-size: 0.85rem; text-align: center; max-width: 100%; }
.piquet-tricks svg { width: 9.5rem; max-width: 100%; height: auto; }
.piquet-acts { font-family: ui-monospace, 'DejaVu Sans Mono', monospace; font-size: 0.9rem; padding-left: 3em; }
table { border-collapse: collapse; width: 100%; font-size: 0.92rem; }
th, td { border-bottom: 1px solid #d8d8d0; padding: 0.25rem 0.4rem; text-align: left; vertical-align: top; }
td.piquet-points { text-align: right; }
.piquet-ruling { border-left: 4px solid #a33b2b; padding: 0.2rem 0 0.2rem 0.9rem; margin: 1rem 0; }
.piquet-ruling h4 { margin: 0.2rem 0; font-size: 1rem; }
.piquet-ruling dt { font-weight: bold; margin-top: 0.4rem; } .piquet-ruling dd { margin-left: 1rem; }
.piquet-partie { font-weight: bold; }
"""

_CODE_TEN = re.compile(r"\bT(?=[SHDC]\b)")
_RANK_TEN = re.compile(r"(?<=\s)T\b")


def tens(text: str) -> str:
    """Card codes with their ten written ``10`` (``TS`` as ``10S``), as the cards on the page show it."""
    return _CODE_TEN.sub("10", text)


def _act_text(event: Event) -> str:
    """An act in the notation, a ten written ``10`` in its cards and in a rank named alone (``set 4 10``)."""
    from piquet.formats.notation import format_event_text

    said = format_event_text(event.to_json())
    who, colon, rest = said.partition(": ")
    if not colon:
        return tens(said)
    return f"{who}: " + _RANK_TEN.sub("10", " " + tens(rest))[1:]


def _kind(event: Event) -> str:
    """What an act is, by the key naming it in the record (``play``, ``exchange``, ``call``...)."""
    keys = [key for key in event.to_json() if key != "player"]
    return keys[0] if keys else ""


def _text(value: str) -> str:
    return escape(tens(value))


def _picture(svg: str, caption: str) -> str:
    return f'<figure class="piquet-picture">{svg}<figcaption>{_text(caption)}</figcaption></figure>'


def _names(cards: Iterable[Card]) -> str:
    return " ".join(found.code for found in cards) or "none"


def _dealt(recorded: DealRecord) -> str:
    """The deal as dealt: the elder's hand, the dealer's and the stock, top card first."""
    hands = {label: tuple(cards) for label, cards in recorded.hands.items()}
    stock = tuple(recorded.stock)
    try:
        svg = deal(hands, stock, dealer=recorded.dealer)
    except PictureError:  # a record whose dealer holds no hand: drawn in the record's order
        svg = deal(hands, stock)
    said = "; ".join(f"{label}: {_names(cards)}" for label, cards in hands.items()) + f"; stock: {_names(stock)}"
    return f'<h3>As dealt</h3><div class="piquet-picture">{svg}</div><p class="piquet-cards-said">{_text(said)}</p>'


def _exchange(state: DealState) -> str:
    """The discards, the hands once the exchange was done, and any cards left in the stock; nothing before an exchange."""
    if not any(state.discards):
        return ""
    setup = state.setup
    parts = ["<h3>The discards</h3>", '<div class="piquet-row">']
    for seat in (0, 1):
        cards = cards_from_bits(state.discards[seat])
        if cards:
            parts.append(_picture(hand(cards), f"{setup.label(seat)} discards {_names(cards)}"))
    parts.append('</div><h3>After the exchange</h3><div class="piquet-row">')
    for seat in (0, 1):
        held = cards_from_bits(state.hands[seat] | state.played[seat])
        role = "elder hand" if seat == 0 else "younger hand"
        parts.append(_picture(hand(held), f"{setup.label(seat)}, {role}: {_names(held)}"))
    left = tuple(PACK[index] for index in state.stock)
    if left:
        parts.append(_picture(hand(left), f"left in the stock: {_names(left)}"))
    return "".join(parts) + "</div>"


def _acts(events: Sequence[Event], kinds: frozenset[str] | None, title: str) -> str:
    """Acts as a list numbered as the rulings cite them; ``kinds`` leaves out acts of other kinds."""
    items = [
        f'<li value="{number}">{_act_text_html(event)}</li>'
        for number, event in enumerate(events, start=1)
        if kinds is None or _kind(event) not in kinds
    ]
    if not items:
        return ""
    return f'<h3>{escape(title)}</h3><ol class="piquet-acts">{"".join(items)}</ol>'


def _act_text_html(event: Event) -> str:
    return escape(_act_text(event))


def _tricks(state: DealState) -> str:
    """The tricks in the order played, each drawn led card first with who played and who won it."""
    label = state.setup.label
    parts = []
    for number, made in enumerate(state.tricks, start=1):
        players = (label(made.leader), label(1 - made.leader))
        svg = trick(made.cards, players=players, winner=label(made.winner))
        parts.append(f'<li class="piquet-picture" data-trick="{number}">{svg}<span>trick {number}</span></li>')
    if state.pending:
        svg = trick(tuple(PACK[index] for index in state.pending))
        parts.append(f'<li class="piquet-picture">{svg}<span>on the table</span></li>')
    if not parts:
        return ""
    return f'<h3>The tricks</h3><ol class="piquet-tricks">{"".join(parts)}</ol>'


def _items(deal_: DealAdjudication) -> str:
    """The items scored, the lines saying what counted for nothing, and the deal's score."""
    parts = ["<h3>Scored</h3>"]
    void = _void_line(deal_)
    if void:
        parts.append(f"<p>{_text(void[:1].upper() + void[1:])}</p>")
    elif not deal_.items:
        parts.append("<p>Nothing scored.</p>")
    else:
        rows = "".join(
            f"<tr><td>{_text(item.player)}</td><td>{_text(item.item)}</td><td class=\"piquet-points\">{item.points}</td>"
            f"<td>{_text(item.detail)}</td><td>{_text(_item_cited(item))}</td></tr>"
            for item in deal_.items
        )
        parts.append(
            "<table class=\"piquet-items\"><thead><tr><th>Player</th><th>Item</th><th>Points</th><th>Detail</th>"
            f"<th>Laws</th></tr></thead><tbody>{rows}</tbody></table>"
        )
    parts += [f"<p>{_text(line[:1].upper() + line[1:])}</p>" for line in _equal_lines(deal_)]
    parts.append(f"<p><strong>{_text(_score_line(deal_))}</strong></p>")
    return "".join(parts)


def _ruling(ruling: Ruling, codex: Codex) -> str:
    """One ruling: the act, the parties, the facts, the decision, the penalty, the options and the laws with their titles."""
    where = "the deal as a whole" if ruling.event is None else f"event {ruling.event + 1}"
    act = ruling.act.strip()
    head = f"Ruling on {where}" + (f": {act}" if act else "")
    body: list[tuple[str, list[str]]] = []
    parties = [f"Offender: {ruling.offender_label}"] if ruling.offender_label else []
    parties += [f"Injured party: {ruling.injured_label}"] if ruling.injured_label else []
    if parties:
        body.append(("Parties", ["; ".join(parties)]))
    if ruling.findings:
        facts = []
        for finding in ruling.findings:
            events = ", ".join(str(event + 1) for event in finding.events)
            facts.append(finding.text + (f" [event{'s' if len(finding.events) > 1 else ''} {events}]" if events else ""))
        body.append(("Facts found", facts))
    body.append(("Decision", [ruling.decision] + (["Void: what it rules on counts for nothing."] if ruling.void else [])))
    if ruling.penalty is not None:
        body.append(("Penalty or remedy", [ruling.penalty]))
    if ruling.options:
        options = []
        for option in ruling.options:
            note = [f"{option.elector_label} elects"] if option.elector_label else []
            note += [", ".join(str(c) for c in option.citations)] if option.citations else []
            options.append(option.said + (f" [{'; '.join(note)}]" if note else ""))
        body.append(("Options", options))
    cited = ruling.authorities()
    if cited:
        body.append(("Laws", [describe(citation, codex) for citation in cited]))
    if ruling.displaced:
        body.append(("Considered and displaced", [f"{describe(d.citation, codex)}: {d.reason}" for d in ruling.displaced]))
    sections = "".join(
        f"<dt>{escape(title)}</dt>" + "".join(f"<dd>{_text(line)}</dd>" for line in lines) for title, lines in body
    )
    return f'<section class="piquet-ruling"><h4>{_text(head)}</h4><dl>{sections}</dl></section>'


def _rulings(rulings: Sequence[Ruling], codex: Codex) -> str:
    if not rulings:
        return ""
    return "<h3>Rulings</h3>" + "".join(_ruling(ruling, codex) for ruling in rulings)


def _deal_section(position: int, deal_: DealAdjudication, recorded: DealRecord, codex: Codex) -> str:
    """A deal's section, its ``id`` its place in the record (``deal-3``): a void deal and the one dealt again share a number."""
    state = deal_.state
    parts = [
        f'<section class="piquet-deal" id="deal-{position}"><h2>{_text(_deal_header(deal_))}</h2>',
        _dealt(recorded),
        _exchange(state),
        _acts(recorded.events, frozenset({"exchange", "play"}), "The dialogue and other acts"),
        _tricks(state),
        _items(deal_),
        _rulings(deal_.rulings, codex),
        f"<details><summary>Every act, numbered as the rulings cite them</summary>"
        f"{_acts(recorded.events, None, 'Acts') or '<p>No acts.</p>'}</details>",
        "</section>",
    ]
    return "".join(parts)


def _partie(adjudication: Adjudication) -> str:
    lines = [*games_lines(adjudication.partie), partie_line(adjudication.partie, _unfinished(adjudication))]
    result = result_line(adjudication.partie)
    if result:
        lines.append(result)
    return '<section class="piquet-partie-section"><h2>The partie</h2>' + "".join(
        f'<p class="piquet-partie">{_text(line)}</p>' for line in lines
    ) + "</section>"


def adjudication_html(adjudication: Adjudication, *, title: str | None = None) -> str:
    """The adjudication of a record as one self-contained HTML page (inline style and SVG, no script, no address)."""
    record = adjudication.record
    codex = _codex(record)
    heading = f"Piquet: {record.players[0]} v {record.players[1]}"
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{_text(title or heading)}</title><style>{_STYLE}</style></head><body>",
        f"<h1>{_text(heading)}</h1>",
        f"<p>Variant: {_text(str(record.variant))}; {_text(_partie_kind(record))}.</p>",
    ]
    if record.start is not None:
        scores = ", ".join(f"{label} {points}" for label, points in dict(record.start.scores).items())
        parts.append(f"<p>Taken up after {record.start.deals_played} deals at {_text(scores)}.</p>")
    cut = _cut_line(adjudication)
    if cut is not None and adjudication.cut_for_deal is not None:
        parts += [
            f'<section class="piquet-cut"><h2>The cut for deal</h2><p>{_text(cut)}</p>',
            _acts(record.cut_for_deal, None, "Acts"),
            _rulings(adjudication.cut_for_deal.shown_rulings, codex),
            "</section>",
        ]
    parts += [
        _deal_section(position, deal_, recorded, codex)
        for position, (deal_, recorded) in enumerate(zip(adjudication.deals, record.deals), start=1)
    ]
    parts += [_partie(adjudication), "</body></html>", ""]
    return "\n".join(parts)

