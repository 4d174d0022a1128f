"""An adjudication written for people: each deal's items and the partie's state.

Plain text for the terminal and Markdown for documents; both deterministic,
so they can be compared in tests.  Deals and events are counted from 1, as
people count them and as the JSON's ``number`` and ``event_number`` give
them, so no note on counting is needed; ``with_acts`` lists each deal's acts
in the notation under those same numbers, so that "event 16" can be found.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from piquet.errors import cited
from piquet.faces.width import COLUMNS, fill, fit_markdown, fit_text, glued
from piquet.game.state import Outcome
from piquet.lawbook.catalogue import AU_CENT, LAWS_OF_PIQUET
from lawkit.codex import Codex
from lawkit.render import render_rulings_markdown, render_rulings_text

if TYPE_CHECKING:
    from piquet.game.acts import Event
    from piquet.game.record import Record
    from piquet.game.games import PartieStanding
    from piquet.referee.adjudication import Adjudication, DealAdjudication
    from piquet.rules.scoring import ScoreItem

__all__ = ["adjudication_text", "adjudication_markdown", "acts_lines", "partie_line", "result_line", "games_lines"]

def _scores(scores: dict[str, int]) -> str:
    return ", ".join(f"{label} {points}" for label, points in scores.items())


def games_lines(partie: PartieStanding) -> list[str]:
    """Piquet au Cent: one line per game won, single or double; none for the Laws of Piquet."""
    if partie.games is None:
        return []
    lines = []
    for game in partie.games:
        first, last = game.first_deal, game.last_deal
        deals = f"deal {first}" if first == last else f"deals {first}-{last}"
        kind = "a double game" if game.double else "a single game"
        lines.append(f"Game {game.number} ({deals}): {game.winner} wins {kind}, {_scores(game.scores)}")
    return lines


def partie_line(partie: PartieStanding, unfinished: Sequence[int] = ()) -> str:
    """The partie's state in one line; ``unfinished``, the numbers of the deals left off, which it does not count."""
    played = partie.deals_played
    if unfinished:
        numbers = ", ".join(str(n) for n in unfinished)
        played_text = f"{played} deal{'s' if played != 1 else ''} (not counting the unfinished deal{'s' if len(unfinished) > 1 else ''} {numbers})"
    else:
        played_text = f"{played} deal{'s' if played != 1 else ''}"
    if partie.games is not None:
        won = _scores(partie.games_won or {})
        text = f"Partie: games won {won} (a double counting two) after {played_text}"
        if partie.complete:
            return text + "; complete"
        return text + f"; the game in progress stands {_scores(partie.totals)}"
    text = f"Partie: {_scores(partie.totals)} after {played_text}"
    if not partie.complete:
        left = partie.deals_due - played
        return text + f"; {left} to play"
    return text + "; complete"


def result_line(partie: PartieStanding) -> str | None:
    """Who won and what, once the partie is complete."""
    settled = partie.settlement
    if settled is None:
        return None
    if settled.winner is None:
        return "Result: the partie is drawn (Law 71)."
    if partie.games is not None:
        return f"Result: {settled.winner} wins the partie, {settled.points_won} games to the adversary's {sum((partie.games_won or {}).values()) - settled.points_won} (au cent: partie of five games)."
    law = "Law 73: the loser did not reach a hundred, a rubicon" if settled.rubicon else "Law 72"
    return f"Result: {settled.winner} wins {settled.points_won} points ({law})."


def _deal_header(deal: DealAdjudication) -> str:
    head = f"Deal {deal.number}: {deal.dealer} deals, {deal.elder} is elder hand"
    if deal.multiplier != 1:
        head += " (counts double)"
    if not deal.complete:
        head += " (unfinished)"
    return head


def _score_line(deal: DealAdjudication) -> str:
    """The deal's score: what it wrote to the partie, or for a deal left unfinished what it had reckoned, which counts for nothing yet."""
    if deal.complete or deal.void:
        return f"Score: {_scores(deal.scores)}"
    return f"Score so far: {_scores(deal.scores)} (the deal is unfinished: not written to the partie)"


#: The law by which an equal holding of a kind scores for neither player.
_EQUAL_LAWS = {"point": 62, "sequence": 63, "set": 64}


def _equal_lines(deal: DealAdjudication) -> list[str]:
    """One line for each kind whose best holdings were equal, which scores for neither (Laws 62-64): no item shows it."""
    if deal.void:
        return []
    lines = []
    for dialogue in deal.state.dialogues:
        if dialogue.outcome is Outcome.EQUAL and not dialogue.contradicted:
            kind = dialogue.category.label
            lines.append(f"{kind}: equal, neither scores [Law {_EQUAL_LAWS[kind]}]")
    return lines


def _unfinished(adjudication: Adjudication) -> list[int]:
    """The numbers of the deals left off unfinished (not void), which the partie does not count."""
    return [deal.number for deal in adjudication.deals if not deal.complete and not deal.void]


def _void_line(deal: DealAdjudication) -> str:
    """What a void deal means for the partie; empty for a deal that counts."""
    void = deal.state.void if deal.void else None
    if void is None:
        return ""
    laws = ", ".join(str(c) for c in void.citations)
    if deal.state.game_lost_by is not None:
        return f"the deal ends: {deal.void_reason}, and the deal passes in turn: {void.next_dealer} deals next [{laws}]"
    return f"void ({deal.void_reason}): it does not count in the partie, and {void.next_dealer} deals next [{laws}]"


def _cut_line(adjudication: Adjudication) -> str | None:
    """The outcome of the cut for deal in one line (Law 4), when the record gives one."""
    cut = adjudication.cut_for_deal
    if cut is None:
        return None
    if cut.variant.au_cent and cut.first_dealer is not None:
        cards = ", ".join(f"{cut.label(i)} {c.code}" for i, c in enumerate(cut.cards) if c is not None)
        return f"Cut for deal: {cards}; the lower card deals, and {cut.first_dealer} deals first [Au cent cut]"
    if cut.winner is None:
        return "Cut for deal: not decided [Law 4]"
    cards = ", ".join(f"{cut.label(i)} {c.code}" for i, c in enumerate(cut.cards) if c is not None)
    text = f"Cut for deal: {cards}; {cut.label(cut.winner)} has the choice"
    if cut.first_dealer is not None:
        text += f", and {cut.first_dealer} deals first"
    return text + " [Law 4]"


def _item_cited(item: ScoreItem) -> str:
    """The laws, Cases and au cent clauses a score item rests on."""
    return "; ".join([cited(item.laws, item.cases)] + [f"Au cent {slug}" for slug in item.au_cent])


def _item_lines(item: ScoreItem) -> list[str]:
    """A score item in the report's columns; a detail that would run past the width wraps under itself, its citations kept whole."""
    head = f"  {item.player:<6} {item.item:<14} {item.points:>3}  "
    said = f"{item.detail}  [{_item_cited(item)}]" if item.detail else f"[{_item_cited(item)}]"
    return fill(glued(said, r"\[[^]]*\]"), head, " " * len(head))


def _codex(record: Record) -> Codex:
    """The code the rulings of a record are rendered from: au cent (with the Laws of Piquet it amends) or the Laws of Piquet."""
    return AU_CENT if record.variant.au_cent else LAWS_OF_PIQUET


def acts_lines(events: Sequence[Event]) -> list[str]:
    """A deal's acts, one a line in the notation, numbered from 1 as the rulings cite them: ``16. B: play 7D``."""
    from piquet.formats.notation import format_event_text

    width = len(str(len(events)))
    return [f"{number:>{width}}. {format_event_text(event.to_json())}" for number, event in enumerate(events, start=1)]


def _partie_kind(record: Record) -> str:
    if record.variant.au_cent:
        return "a partie of three games in five, each a hundred up"
    return f"a partie of {record.partie_deals} deals"


def adjudication_text(adjudication: Adjudication, *, with_statements: bool = False, with_acts: bool = False) -> str:
    """The whole adjudication as plain text; ``with_acts``, each deal's acts too, numbered as the rulings cite them."""
    record = adjudication.record
    lines = [
        f"Piquet ({record.variant}), {record.players[0]} v {record.players[1]}, " + _partie_kind(record),
    ]
    if record.start is not None:
        lines.append(f"Taken up after {record.start.deals_played} deals at {_scores(dict(record.start.scores))}")
    cut = _cut_line(adjudication)
    if cut is not None and adjudication.cut_for_deal is not None:
        lines += ["", cut]
        if with_acts and record.cut_for_deal:
            lines += ["  Acts:"] + [f"    {line}" for line in acts_lines(record.cut_for_deal)]
        if adjudication.cut_for_deal.rulings:
            lines += ["", render_rulings_text(adjudication.cut_for_deal.shown_rulings, _codex(record), with_statements=with_statements, event_base=1).rstrip("\n")]
    for deal, recorded in zip(adjudication.deals, record.deals):
        lines += ["", _deal_header(deal)]
        if with_acts:
            lines += ["  Acts:"] + [f"    {line}" for line in acts_lines(recorded.events)] + ["  Scored:"]
        void = _void_line(deal)
        if void:
            lines.append(f"  {void}")
        elif not deal.items:
            lines.append("  nothing scored")
        for item in deal.items:
            lines += _item_lines(item)
        lines += [f"  {line}" for line in _equal_lines(deal)]
        lines.append(f"  {_score_line(deal)}")
        if deal.rulings:
            lines.append("")
            lines.append(render_rulings_text(deal.rulings, _codex(record), with_statements=with_statements, event_base=1).rstrip("\n"))
    lines += ["", *games_lines(adjudication.partie), partie_line(adjudication.partie, _unfinished(adjudication))]
    result = result_line(adjudication.partie)
    if result:
        lines.append(result)
    return fit_text("\n".join(lines)) + "\n"


def adjudication_markdown(adjudication: Adjudication, *, with_statements: bool = False, with_acts: bool = False) -> str:
    """The whole adjudication as Markdown; ``with_acts``, each deal's acts too, numbered as the rulings cite them."""
    record = adjudication.record
    lines = [f"# Piquet: {record.players[0]} v {record.players[1]}", ""]
    lines.append(f"Variant: {record.variant}; {_partie_kind(record)}.")
    cut = _cut_line(adjudication)
    if cut is not None and adjudication.cut_for_deal is not None:
        lines += ["", "## The cut for deal", "", cut + "."]
        if with_acts and record.cut_for_deal:
            lines += ["", *_markdown_acts(record.cut_for_deal)]
        if adjudication.cut_for_deal.rulings:
            lines += ["", render_rulings_markdown(adjudication.cut_for_deal.shown_rulings, _codex(record), with_statements=with_statements, event_base=1).rstrip("\n")]
    for deal, recorded in zip(adjudication.deals, record.deals):
        lines += ["", f"## {_deal_header(deal)}", ""]
        if with_acts:
            lines += [*_markdown_acts(recorded.events), ""]
        line = _void_line(deal)
        if line:
            lines.append(line[:1].upper() + line[1:])  # capitalize() would lower the players' labels and the laws
        elif not deal.items:
            lines.append("Nothing scored.")
        else:
            lines += _markdown_items(deal.items)
        equal = _equal_lines(deal)
        if equal:
            lines += ["", *(f"- {text[:1].upper()}{text[1:]}" for text in equal)]
        lines += ["", f"{_score_line(deal)}"]
        if deal.rulings:
            lines += ["", render_rulings_markdown(deal.rulings, _codex(record), with_statements=with_statements, event_base=1).rstrip("\n")]
    games = games_lines(adjudication.partie)
    if games:
        lines += ["", *(f"- {line}" for line in games)]
    lines += ["", partie_line(adjudication.partie, _unfinished(adjudication))]
    result = result_line(adjudication.partie)
    if result:
        lines += ["", result]
    return fit_markdown("\n".join(lines)) + "\n"


def _markdown_items(items: Sequence[ScoreItem]) -> list[str]:
    """A deal's score items as a table; stacked as a list where a row of the table would run past the width."""
    rows = [f"| {item.player} | {item.item} | {item.points} | {item.detail} | {_item_cited(item)} |" for item in items]
    if all(len(row) <= COLUMNS for row in rows):
        return ["| player | item | points | detail | laws |", "|---|---|---:|---|---|", *rows]
    return [f"- {item.player}, {item.item}, {item.points}: " + (f"{item.detail} " if item.detail else "") + f"[{_item_cited(item)}]" for item in items]


def _markdown_acts(events: Sequence[Event]) -> list[str]:
    """The acts as a Markdown list numbered from 1, each in the notation as code."""
    from piquet.formats.notation import format_event_text

    if not events:
        return ["No acts."]
    return [f"{number}. `{format_event_text(event.to_json())}`" for number, event in enumerate(events, start=1)]
