"""What asking in the dialogue concedes or binds (Law 46 and Case I; Law 55 and Case VII).

The younger who asks what a point makes answers it once the elder says, and
his asking bars him from a point of more cards; to ask which card of a trio
is out, or to see the trio, admits it good, whichever player asks.  The
calls, replies, reckonings and corrections each come to these; the
questions about cards themselves are :mod:`piquet.rules.questions`'s.  This
module registers no rule.
"""

from __future__ import annotations

from lawkit.ruling import Finding, Ruling
from piquet.table.questions import QuestionKind
from piquet.game.acts import Answer
from piquet.game.state import ELDER, YOUNGER, DealState, Dialogue, Said
from piquet.lawbook.citation import case as case_citation
from piquet.lawbook.citation import cites, law
from piquet.table.claims import SetClaim
from piquet.table.combinations import Combination

__all__ = ["value_asked", "admitted_by_asking", "trio_admitted_by_the_elder", "completed_call"]


def value_asked(dialogue: Dialogue) -> bool:
    """The younger asked what the point makes, and the elder has not yet said."""
    return (
        bool(dialogue.answers)
        and dialogue.answers[-1] in (Answer.EQUAL, Answer.WHAT_DO_THEY_MAKE)
        and not dialogue.value_stated
    )


@cites(55, cases=("VII",))
def admitted_by_asking(state: DealState) -> bool:
    """The younger's only answer to the elder's trio was to ask which card of it is out (Case VII)."""
    calls = [s for s in state.said if s.player == ELDER and s.kind == "call"]
    if not calls or not isinstance(calls[-1].claim, SetClaim):
        return False  # the elder has called something else since: the question concerned an earlier trio
    since = calls[-1].event
    said = [s for s in state.said if s.player == YOUNGER and s.kind in ("reply", "ask") and s.event >= since]
    # Asking which card is out, or asking to see the trio (piquet.rules.showing.DEMAND), admits it alike.
    asks = [s.event for s in said if _asks_which_out(s) or (s.kind == "ask" and s.question is not None and s.question.kind is QuestionKind.SHOW)]
    return bool(asks) and not any(s.kind == "reply" and s.event < asks[0] for s in said)


@cites(55, cases=("VII",))
def trio_admitted_by_the_elder(state: DealState) -> bool:
    """The elder asked which card of a trio the younger reckoned is out: he so admitted it good (Case VII, whichever asks).

    A question put after any of the younger's trios concerns one of them, and a trio he reckons afterwards does not
    take back the admission: measured from the first trio reckoned.
    """
    reckoned = [s for s in state.said if s.player == YOUNGER and s.kind == "reckon" and isinstance(s.claim, SetClaim)]
    if not reckoned:
        return False
    since = reckoned[0].event
    return any(s.player == ELDER and _asks_which_out(s) and s.event > since for s in state.said)


def _asks_which_out(said: Said) -> bool:
    """Whether what was said asks which card of a trio is not reckoned (piquet.rules.questions.WHICH_OUT, Case VII)."""
    return said.kind == "ask" and said.question is not None and said.question.kind is QuestionKind.WHICH_OUT


@cites(46, 51, cases=("I",))
def completed_call(state: DealState, label: str, point: Combination, act: str) -> Ruling:
    """The younger who asked the value of a point answers "not good" once it is given (Case I).

    The value completes the call he asked about; it is not another or a
    further call (Law 51), so his answer is in time and the elder does not
    score the point.  His asking still bars a point of more cards (Law 46):
    it scores nothing, but counts against a pique or a repique.
    """
    elder = state.setup.elder
    return Ruling(
        event=state.events,
        act=f"{label} {act}, after asking what it makes",
        decision=f"{elder} does not score the point: saying what it makes completed the call {label} asked about, "
        f"and was not another or a further call, so {label}'s answer is in time; {label}'s point of more cards, "
        "barred by his asking, scores nothing but still saves a pique or a repique",
        findings=(Finding(f"{elder} stated the value of his point after {label} asked what it makes", _asked_and_stated(state)),),
        citations=(law(51), law(46), case_citation("I")),
        # What the laws make of regular acts (an inquiry, the value stated, the answer): no one is in error.
        note=True,
    )


def _asked_and_stated(state: DealState) -> tuple[int, ...]:
    """The events of the younger's asking what the point makes and of the elder's saying it: what Case I's finding rests on."""
    stated = [s.event for s in state.said if s.player == ELDER and s.kind == "call"]
    if not stated:
        return (state.events,)
    asked = [
        s.event
        for s in state.said
        if s.player == YOUNGER and s.kind == "reply" and s.answer in (Answer.EQUAL, Answer.WHAT_DO_THEY_MAKE) and s.event < stated[-1]
    ]
    return tuple(asked[-1:]) + (stated[-1],)
