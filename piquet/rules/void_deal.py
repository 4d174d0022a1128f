"""Acts made in a deal that is already void: ruled on, never refused.

A deal the laws void (a misdeal that compels a fresh deal, a wrong or
imperfect pack, a deal out of turn found in time, a fresh deal elected) is
over: nothing more is played in it, and the next deal is made as the void
says.  Players do not always stop at once, and a record is what happened, so
each later act gets a ruling: of no effect, citing the laws that voided the
deal.  Taking up or looking at one's cards, counting the stock and the like
change nothing and draw no ruling.  Putting a misdeal right with leave
(Law 10) is not such an act: the rectifying rules answer it.
"""

from __future__ import annotations

from piquet.game.acts import (
    AnnounceCarteBlanche,
    AnnounceHand,
    AnswerQuestion,
    Ask,
    CountStock,
    Event,
    Gather,
    LiftHand,
    LookAtDiscard,
    LookAtTricks,
    LookAtAdversarysDiscard,
    WillLook,
    Remark,
    ShowCards,
    Shuffle,
)
from piquet.game.state import DealState, Phase
from piquet.lawbook.registry import rule
from piquet.rules.common import act_words, no_effect

__all__ = ["act_in_a_void_deal", "harmless_act_in_a_void_deal"]

_VOID = (Phase.VOID,)

#: The laws by which a deal can be void; a ruling on a later act cites those of its own void.
_VOIDING_LAWS = (10, 11, 12, 13, 14, 15, 16, 28, 29, 38, 39, 40, 41, 42, 43, 75, 77)

#: Acts that handle or inform without playing: harmless once the deal is void.
_HARMLESS = (
    AnnounceHand, AnnounceCarteBlanche, AnswerQuestion, Ask, CountStock, Gather, LiftHand, LookAtAdversarysDiscard, LookAtDiscard, LookAtTricks,
    Remark, ShowCards, Shuffle, WillLook,
)


def _void_laws(state: DealState) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """The laws and Cases the deal's void rests on, as far as this rule declares them."""
    if state.void is None:
        return (12,), ()
    laws = tuple(int(c.id) for c in state.void.citations if c.kind == "law" and int(c.id) in _VOIDING_LAWS)
    cases = tuple(str(c.id) for c in state.void.citations if c.kind == "case" and c.id == "III")
    return laws or ((12,) if not cases else ()), cases


@rule("act in a void deal", laws=_VOIDING_LAWS, cases=("III",), stages=_VOID, label="an act in a deal that is void")
def act_in_a_void_deal(state: DealState, who: int | None, event: Event) -> DealState:
    """Once the deal is void nothing more is played in it: a later act is of no effect, and no penalty follows."""
    laws, cases = _void_laws(state)
    reason = state.void.reason if state.void is not None else "the deal is void"
    dealer = state.void.next_dealer if state.void is not None else state.setup.dealer
    return no_effect(
        state,
        act=act_words(event, who),
        why=f"the deal is void ({reason}); nothing more is played in it, and {dealer} deals next",
        laws=laws,
        cases=cases,
    )


def _harmless(state: DealState, who: int | None, event: Event) -> bool:
    return isinstance(event, _HARMLESS)


@rule("act in a void deal", when=_harmless, exception_to=act_in_a_void_deal, laws=(10, 15, 16), stages=_VOID, label="cards taken up or looked at in a void deal")
def harmless_act_in_a_void_deal(state: DealState, who: int | None, event: Event) -> DealState:
    """Taking up one's cards, counting the stock or gathering the pack plays nothing: no ruling, but the act is kept (it ends Law 10's time)."""
    return state
