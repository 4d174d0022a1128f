"""A deal's state in words: a ``repr`` with cards for bitmasks, and a picture of the table for ``str``.

The state keeps its cards as bit masks, which is what the referee needs and
nobody can read; these give the same facts as cards.  The repr is one line
that names every card (``Hand.parse('AS KS ...')``); the picture is a few
lines under 100 columns: each hand by suit, the stock and its split, the
discards, the dialogue so far, the tricks, what has been reckoned, the
rulings.  What only the referee knows (whose turn it is, the deal's score)
is given by its caller (:class:`piquet.referee.deal.Deal`), since this
layer cannot ask the rules::

    >>> from piquet.referee.deal import Deal
    >>> deal = Deal.dealt("B", "A", {"A": "AS KS QS JS TS 9S AH KH QH AD KD AC",
    ...                              "B": "8S 7S JH TH 9H 8H QD JD TD QC JC TC"}, "7H 9D 8D 7D KC 9C 8C 7C")
    >>> print(deal)  # doctest: +NORMALIZE_WHITESPACE
    Deal 1: B deals, A is elder; exchange, A to act
    A (elder, 12):   AS KS QS JS TS 9S  AH KH QH  AD KD  AC
    B (younger, 12): 8S 7S  JH TH 9H 8H  QD JD TD  QC JC TC
    Stock (8, top first): 7H 9D 8D 7D KC | 9C 8C 7C
"""

from __future__ import annotations

import enum
import textwrap
from collections.abc import Iterable, Sequence
from typing import Protocol

from piquet.game.acts import (
    AnnounceCarteBlanche,
    AnswerQuestion,
    Ask,
    Call,
    Correct,
    DeclareAll,
    Event,
    Reckon,
    Reply,
    ShowCards,
    ShowCarteBlanche,
)
from piquet.game.variant import Variant
from lawkit.ruling import Ruling
from piquet.table.cards import PACK, Card, cards_from_bits
from piquet.table.cardsets import Hand, Stock
from piquet.table.claims import Answer

__all__ = ["WIDTH", "DealView", "state_repr", "picture", "by_suit"]

#: The seats, as the state numbers them (:mod:`piquet.game.state`, which imports this module for its ``str`` and
#: ``repr``, and so is not imported here).
ELDER, YOUNGER = 0, 1


class _Setup(Protocol):
    @property
    def dealer(self) -> str: ...
    @property
    def elder(self) -> str: ...
    @property
    def younger(self) -> str: ...
    @property
    def number(self) -> int: ...
    @property
    def variant(self) -> Variant: ...
    @property
    def au_cent(self) -> bool: ...
    def shown(self, rulings: tuple[Ruling, ...]) -> tuple[Ruling, ...]: ...


class _Trick(Protocol):
    @property
    def leader(self) -> int: ...
    @property
    def winner(self) -> int: ...
    @property
    def cards(self) -> tuple[Card, Card]: ...


class _Scored(Protocol):
    @property
    def player(self) -> int: ...
    @property
    def points(self) -> int: ...


class _Void(Protocol):
    @property
    def reason(self) -> str: ...


class DealView(Protocol):
    """What a picture reads of a deal's state (:class:`piquet.game.state.DealState` has it all)."""

    @property
    def setup(self) -> _Setup: ...
    @property
    def phase(self) -> enum.Enum: ...
    @property
    def hands(self) -> tuple[int, int]: ...
    @property
    def discards(self) -> tuple[int, int]: ...
    @property
    def played(self) -> tuple[int, int]: ...
    @property
    def stock(self) -> tuple[int, ...]: ...
    @property
    def taken(self) -> tuple[int | None, int | None]: ...
    @property
    def tricks(self) -> Sequence[_Trick]: ...
    @property
    def pending(self) -> tuple[int, ...]: ...
    @property
    def leader(self) -> int: ...
    @property
    def hand_scores(self) -> Sequence[_Scored]: ...
    @property
    def log(self) -> tuple[Event, ...]: ...
    @property
    def rulings(self) -> tuple[Ruling, ...]: ...
    @property
    def void(self) -> _Void | None: ...
    @property
    def finished(self) -> bool: ...

#: The widest line of a picture.
WIDTH = 100
#: The cards the elder may take in a regular exchange (Law 21), where the picture splits the stock.
_ELDER_SHARE = 5


def state_repr(state: DealView, name: str = "DealState") -> str:
    """One line that names the deal's places by their cards: ``DealState(dealer='B', elder='A', phase='play', ...)``."""
    setup = state.setup
    labels = (setup.elder, setup.younger)
    hands = {labels[who]: Hand(state.hands[who]) for who in (ELDER, YOUNGER)}
    parts = [f"dealer={setup.dealer!r}", f"elder={setup.elder!r}"]
    if setup.number != 1:
        parts.append(f"number={setup.number}")
    if setup.au_cent:
        parts.append(f"variant={setup.variant.value!r}")
    parts += [f"phase={state.phase.value!r}", f"hands={hands!r}"]
    if any(state.discards):
        parts.append(f"discards={ {labels[who]: Hand(state.discards[who]) for who in (ELDER, YOUNGER)}!r}")
    parts.append(f"stock={Stock(state.stock)!r}")
    if any(state.played):
        parts.append(f"tricks={len(state.tricks)}")
    parts.append(f"events={len(state.log)}")
    if state.rulings:
        parts.append(f"rulings={len(state.rulings)}")
    return f"{name}({', '.join(parts)})"


def by_suit(cards: Hand) -> str:
    """The cards suit by suit (spades, hearts, diamonds, clubs), high to low, two spaces between suits; ``-`` for none."""
    groups: dict[int, list[str]] = {}
    for card in cards_from_bits(cards.bits):
        groups.setdefault(card.suit, []).append(card.code)
    return "  ".join(" ".join(codes) for codes in groups.values()) or "-"


def _wrapped(head: str, items: Iterable[str], separator: str = "; ") -> list[str]:
    """``head`` then the items, as many to a line as fit in :data:`WIDTH`, the lines after the first indented; an item
    is broken only where it is too long for a line of its own."""
    listed = list(items)
    if not listed:
        return []
    lines = []
    line = f"{head} {listed[0]}"
    for item in listed[1:]:
        if len(line) + len(separator) + len(item) <= WIDTH:
            line += separator + item
        else:
            lines.append(line + separator.rstrip())
            line = f"  {item}"
    lines.append(line)
    return [piece for long in lines for piece in textwrap.wrap(long, WIDTH, subsequent_indent="    ", break_on_hyphens=False)]


def _said(act: Event) -> str | None:
    """An act of the declaration as it was said at the table, or None for an act of another kind."""
    who = act.player or "both"
    if isinstance(act, Call):
        return f"{who} calls {act.claim}"
    if isinstance(act, Reckon):
        return f"{who} reckons {act.claim}"
    if isinstance(act, Reply):
        return f"{who}: {act.answer.value}"
    if isinstance(act, Correct):
        correction = act.correction
        return f"{who} corrects to {correction.value if isinstance(correction, Answer) else correction}"
    if isinstance(act, ShowCards):
        return f"{who} shows {act.cards}"
    if isinstance(act, (AnnounceCarteBlanche, ShowCarteBlanche)):
        return f"{who} {'announces' if isinstance(act, AnnounceCarteBlanche) else 'shows'} carte blanche"
    if isinstance(act, DeclareAll):
        return "all declared"
    if isinstance(act, Ask):
        return f"{who} asks {act.question}" + (f" {act.about}" if act.about else "")
    if isinstance(act, AnswerQuestion):
        return f"{who} answers {act.answer}"
    return None


def _stock(state: DealView) -> str:
    cards = [PACK[i].code for i in state.stock]
    if state.phase.value == "exchange" and state.taken == (None, None) and len(cards) > _ELDER_SHARE:
        cards.insert(_ELDER_SHARE, "|")  # the elder's share above the bar, the younger's below (Law 21)
    return f"Stock ({len(state.stock)}, top first): {' '.join(cards) or '-'}"


def picture(state: DealView, *, to_act: str | None = None, score: dict[str, int] | None = None) -> str:
    """The deal as a few lines of text, each under :data:`WIDTH` columns.

    ``to_act`` names the player the referee awaits and ``score`` the deal's
    totals, where the caller knows them; without them the picture says what
    the state alone says.
    """
    setup = state.setup
    labels = (setup.elder, setup.younger)
    variant = " (au cent)" if setup.au_cent else ""
    head = f"Deal {setup.number}{variant}: {setup.dealer} deals, {setup.elder} is elder; {state.phase.value}"
    if state.void is not None:
        head += f" ({state.void.reason})"
    if to_act is not None and not state.finished:
        head += f", {to_act} to act"
    lines = [head]
    seats = ("elder", "younger")
    heads = [f"{labels[who]} ({seats[who]}, {state.hands[who].bit_count()}):" for who in (ELDER, YOUNGER)]
    width = max(map(len, heads))
    for who in (ELDER, YOUNGER):
        lines.append(f"{heads[who]:<{width}} {by_suit(Hand(state.hands[who]))}")
    lines.append(_stock(state))
    lines += _wrapped("Discards:", (f"{labels[who]} {by_suit(Hand(state.discards[who]))}" for who in (ELDER, YOUNGER) if state.discards[who]))
    lines += _wrapped("Declared:", (said for said in map(_said, state.log) if said is not None))
    lines += _tricks(state, labels)
    reckoned = [0, 0]
    for made in state.hand_scores:
        reckoned[made.player] += made.points
    if any(reckoned) and score is None:
        lines.append(f"Reckoned so far: {labels[ELDER]} {reckoned[ELDER]}, {labels[YOUNGER]} {reckoned[YOUNGER]}")
    if score is not None:
        lines.append("Score: " + ", ".join(f"{player} {points}" for player, points in score.items()))
    labelled = setup.shown(state.rulings)
    if labelled:
        lines.append("Rulings:")
    for ruling in labelled:
        at = f"event {ruling.event + 1}" if ruling.event is not None else "the deal"
        lines += textwrap.wrap(f"[{at}] {ruling.decision}", WIDTH, initial_indent="  ", subsequent_indent="    ")
    # A line made long by long labels or a long reason is broken like the rest.
    return "\n".join(piece for line in lines for piece in (_broken(line) if len(line) > WIDTH else [line]))


def _broken(line: str) -> list[str]:
    return textwrap.wrap(line, WIDTH, subsequent_indent="    ", break_on_hyphens=False)


def _tricks(state: DealView, labels: Sequence[str]) -> list[str]:
    if not state.tricks and not state.pending:
        return []
    won = [sum(1 for trick in state.tricks if trick.winner == who) for who in (ELDER, YOUNGER)]
    shown = []
    for number, trick in enumerate(state.tricks, start=1):
        led, followed = trick.cards
        shown.append(f"{number}. {labels[trick.leader]} {led}, {labels[1 - trick.leader]} {followed}: {labels[trick.winner]}")
    if state.pending:
        shown.append(f"{labels[state.leader]} leads {' '.join(PACK[i].code for i in state.pending)}")
    head = f"Tricks (won: {labels[ELDER]} {won[ELDER]}, {labels[YOUNGER]} {won[YOUNGER]}):"
    return _wrapped(head, shown, separator=" | ")
