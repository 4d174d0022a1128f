"""What a call or a reckoning stands for, and the misnomer (Laws 53, 54).

What is said is held, or possible from hand and discard together (heard as
said and judged at the first trick), or a misnomer of what is held, or a
holding the speaker could not possibly have had.  The calls, replies and
reckonings put what is said through :func:`applied_or_refused`, which makes
a misnomer or speech of no effect a ruling; the corrections and Law 54's
remedies ask what a claim stands for.  This module registers no rule.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from piquet.game.state import DealState
from piquet.lawbook.citation import cites
from piquet.rules.common import RulingOutcome, party, rule_on
from piquet.rules.declaring_common import NoEffect, holding_of, with_dialogue
from piquet.table.cards import FULL_PACK_BITS
from piquet.table.claims import Claim, PointClaim, SequenceClaim, SetClaim, resolve
from piquet.table.combinations import Combination

__all__ = ["stands_for", "Misnomer", "misnomer_of", "applied_or_refused", "misnamed_by", "words_when_ruled", "could_have_held"]


@cites(53, 54)
def stands_for(state: DealState, who: int, claim: Claim, verb: str, bits: int | None = None, *, heard: bool = False) -> tuple[Combination, bool]:
    """What the claim stands for, and whether the hand holds it.

    Held in hand: founded.  Not in hand but possible from hand and discard
    together: heard as said, unfounded, and judged at the first trick
    (Law 54).  A misnomer (the suit or rank named wrongly of a combination
    held at that value, the one named impossible) is the one held, without
    penalty (Law 53).  A call or reckoning that could not possibly have been
    held is still ``heard`` as said (Law 54 exempts it from the penalty, not
    from being a call): it stands for the combination named, unfounded, and
    is judged at the first trick; anything else said of it (a correction to
    it, say) has no effect.
    """
    hand = holding_of(state, who) if bits is None else bits
    held = resolve(claim, hand)
    if held is not None:
        return held, True
    label = party(who)
    possible = resolve(claim, hand | state.discards[who])
    if possible is not None:
        return possible, False
    named = misnomer_of(claim, hand)
    if named is not None:
        raise Misnomer(named)
    as_named = resolve(claim, FULL_PACK_BITS) if heard else None
    if as_named is not None:
        return as_named, False
    raise NoEffect(
        f"{label} {verb} {claim}, which he could not possibly have held in hand and discard together: "
        "the call has no effect and no penalty",
        laws=(54,),
        player=label,
    )


class Misnomer(Exception):
    """A claim that named wrongly what is held at the value called (Law 53): raised for the rule to rule on, with what is held."""

    def __init__(self, held: Combination) -> None:
        super().__init__(str(held))
        self.held = held


def misnomer_of(claim: Claim, bits: int) -> Combination | None:
    """The combination held at the value called, when only its suit or rank was named wrongly (Law 53)."""
    if isinstance(claim, PointClaim) and claim.suit is not None:
        found = resolve(attrs.evolve(claim, suit=None), bits)
    elif isinstance(claim, SequenceClaim) and (claim.suit is not None or claim.top is not None):
        # A sequence of the length called, its suit or its top card named wrongly: "its rank" is the card it is to.
        found = resolve(SequenceClaim(claim.length), bits)
    elif isinstance(claim, SetClaim) and claim.rank is not None:
        found = resolve(SetClaim(claim.count), bits)
    else:
        return None
    return found


def applied_or_refused(state: DealState, who: int, act: Callable[[], str], function: Any, argument: Any, *, misnamed: bool = False) -> DealState:
    """Apply a dialogue helper; speech it gives no effect becomes a ruling saying so.

    ``act`` words the act for a ruling; it is called only when one is made,
    as most speech draws none.
    """
    try:
        result: DealState = function(state, who, argument)
        return result
    except Misnomer as misnomer:
        if misnamed:
            return _no_effect(state, who, act(), NoEffect(f"{misnomer.held} does not answer what was named", laws=(53,)))
        named = rule_on(
            state,
            act=act(),
            decision=f"a misnomer: {party(who)} holds {misnomer.held}, and could not have held what he named; "
            "no penalty, and the call stands for what he holds",
            laws=(53,),
            # What the laws make of the call, not a ruling against it: a misnomer is no offence (Law 53).
            note=True,
        )
        if who not in named.misnamed:
            named = named.evolve(misnamed=named.misnamed + (who,))
        return applied_or_refused(named, who, act, function, _stripped(argument), misnamed=True)
    except NoEffect as refused:
        return _no_effect(state, who, act(), refused)


def misnamed_by(state: DealState, who: int) -> bool:
    """Whether a call or reckoning of this player was ruled a misnomer this deal (Law 53): named wrongly, held as valued."""
    return who in state.misnamed


def _no_effect(state: DealState, who: int, act: str, refused: NoEffect) -> DealState:
    """A call, reply or reckoning the laws refuse, or whose time has passed: ruled so, the speaker named as the one in error
    unless the refusal says he is not (a holding of the adversary bars what he reckons)."""
    ruled = rule_on(
        state,
        act=act,
        decision=f"{'too late' if refused.late else 'of no effect'}: {refused.reason}",
        laws=refused.laws or (46,),
        cases=refused.cases,
        au_cent=refused.au_cent,
        offender=who if refused.in_error else None,
        outcome=RulingOutcome.TOO_LATE if refused.late else RulingOutcome.NO_EFFECT,
    )
    return ruled if refused.leaves is None else with_dialogue(ruled, refused.leaves)


def _stripped(claim: Any) -> Any:
    if isinstance(claim, PointClaim):
        return attrs.evolve(claim, suit=None)
    if isinstance(claim, SequenceClaim):
        return SequenceClaim(claim.length)
    if isinstance(claim, SetClaim):
        return SetClaim(claim.count)
    return claim


def words_when_ruled(state: DealState, who: int, what: str, claim: object) -> Callable[[], str]:
    """The act as a ruling words it ("A calls a quart major"), made only if a ruling is."""
    return lambda: f"{party(who)} {what.format(claim)}"


def could_have_held(state: DealState, who: int, claim: Claim) -> bool:
    """Whether the player could have held what he claimed, in hand and discard together, or misnamed what he held (Laws 53, 54)."""
    return resolve(claim, holding_of(state, who) | state.discards[who]) is not None or misnomer_of(claim, holding_of(state, who)) is not None
