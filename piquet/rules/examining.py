"""Examining the tricks (Law 60), and penalties claimed for what the laws allow (Law 60; Case IX).

Either player may look at his own tricks and his adversary's whenever he
likes, the tricks turned long ago as well as the last.  A look is noted in
the log and changes nothing; a penalty claimed against a player for looking
is answered by the law that gives the right.  So is a remedy claimed for
what a miscall corrected in time revealed (Case IX).
"""

from __future__ import annotations

from piquet.game.acts import LookAtTricks, PenaltyClaim
from piquet.game.state import adversary, DealState
from piquet.rules.common import party, RulingOutcome, rule_on
from piquet.lawbook.registry import rule
from piquet.rules.scoresheet import claim_penalty

__all__ = ["look_at_tricks", "penalty_claimed_for_looking", "no_remedy_for_a_correction"]


@rule("look tricks", laws=(60,), label="the tricks examined")
def look_at_tricks(state: DealState, who: int, event: LookAtTricks) -> DealState:
    """A player examines his own or his adversary's tricks: his right at any time (Law 60); no ruling."""
    return state


def _looked_and_owes_nothing(state: DealState, who: int, event: PenaltyClaim) -> bool:
    looked = any(isinstance(e, LookAtTricks) for e in state.acts_of(adversary(who)))
    return event.what == "penalty" and looked and not any(p.player == adversary(who) for p in state.penalties)


@rule("claim", laws=(44, 60), when=_looked_and_owes_nothing, exception_to=claim_penalty, label="a penalty claimed for examining the tricks")
def penalty_claimed_for_looking(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """A penalty claimed against a player who has only examined the tricks: the law gives him that right, and he owes none (Laws 60, 44)."""
    return rule_on(
        state,
        act=f"{party(who)} claims a penalty against {party(adversary(who))}, who examined the tricks",
        decision=f"either player may examine his own and his adversary's tricks at any time; {party(adversary(who))} has incurred no penalty",
        laws=(60, 44),
    )


def _after_a_correction(state: DealState, who: int, event: PenaltyClaim) -> bool:
    corrected = any(s.player == adversary(who) and s.corrected for s in state.said)
    return event.what == "penalty" and corrected and not any(p.player == adversary(who) for p in state.penalties)


# A player who corrected a call and also examined the tricks gives two grounds for a penalty claimed against him: the
# correction is the one the claim can be about (Case IX), for examining the tricks is his right at any time (Law 60).
@rule("claim", laws=(44, 52), cases=("IX",), when=_after_a_correction, exception_to=claim_penalty, prevails_over=(penalty_claimed_for_looking,),
      label="a remedy claimed for what a correction revealed")
def no_remedy_for_a_correction(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """A miscall corrected in time costs nothing (Law 52); what the correction let the caller learn is an accident no law reaches (Case IX)."""
    return rule_on(
        state,
        act=f"{party(who)} claims a remedy after {party(adversary(who))} corrected his call",
        decision=f"of no effect: the call was corrected in time and costs nothing; what the correction let {party(adversary(who))} learn of "
        f"{party(who)}'s hand is an accident the laws do not reach: there is no remedy",
        laws=(52, 44),
        cases=("IX",),
        outcome=RulingOutcome.NO_EFFECT,
    )
