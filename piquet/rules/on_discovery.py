"""What the discovery of a miscall lets its maker's adversary reckon, whatever the trick (Law 54, Cases II and VIII).

On discovery he reckons what he has good that no correct call of the maker
bars, though the first trick is played, and nothing that such a call bars.
These conditions are asked by the rules of a call and of a reckoning made
on discovery, and by the referee's run of reckonings before it takes one,
so they are public here.  This module registers no rule.
"""

from __future__ import annotations

from piquet.game.acts import Call, Reckon
from piquet.game.state import adversary, DealState
from piquet.lawbook.citation import cites
from piquet.rules.common import party, rule_on
from piquet.rules.declaring_common import holding_of
from piquet.rules.miscalls import barring_call, defined_by_an_answer, penalised_for_a_miscall
from piquet.rules.misnomers import misnamed_by
from piquet.table.claims import best_held, resolve
from piquet.table.combinations import Comparison, category_of, compare

__all__ = ["credited_on_discovery", "reckoned_on_discovery", "barred_on_discovery", "discovered"]


def credited_on_discovery(state: DealState, who: int, event: Call | Reckon) -> bool:
    """Whether the act names what Law 54 already counts to this player: his adversary's miscall was found, and this he has good."""
    credited = [s.what for s in state.hand_scores if s.player == who and "II" in s.cases and s.what is not None]
    if not credited:  # the usual case, asked at every call and reckoning: nothing to resolve
        return False
    held = resolve(event.claim, holding_of(state, who))
    return held is not None and any(what.key == held.key and category_of(what) is category_of(held) for what in credited)


@cites(54, 56, cases=("II", "VIII"))
def reckoned_on_discovery(state: DealState, who: int, event: Call | Reckon) -> DealState:
    """On discovery of the adversary's miscall a player reckons what he has good, whatever the trick (Laws 54, 56; Case II)."""
    label = party(who)
    # The miscall may be one that the answer to "which is out" defined (Case VIII).
    defined = any(defined_by_an_answer(state, s) for s in state.hand_scores if s.player == adversary(who) and not s.founded)
    return rule_on(
        state,
        act=f"{label} reckons {event.claim} after {party(adversary(who))}'s miscall was found",
        decision=f"allowed: on discovery of the error {label} reckons what he has good that no correct call of his adversary "
        "bars, though the first trick is played (Law 56 excepts Law 54); it is counted to him once",
        laws=(54, 56),
        cases=("II", "VIII") if defined else ("II",),
        # His right, and nobody in error: what the law makes of a regular act, said for the record.
        note=True,
    )


def barred_on_discovery(state: DealState, who: int, event: Reckon) -> bool:
    """Whether the act names what a correct call of the adversary bars, his miscall having been found (Law 54).

    On discovery the player reckons only what no correct call of the one in
    error bars; what such a call bars stays unscored, whatever the trick.
    The error may be one that costs its maker no penalty (Law 54 gives the
    adversary the same remedy): a call he could not possibly have held,
    struck at the first trick, or a misnomer, once the first trick is played.
    """
    other = adversary(who)
    if not discovered(state, other):  # the usual case: no error of his
        return False
    held = resolve(event.claim, holding_of(state, who))
    if held is None:
        return False
    # As Law 54's credit is reckoned (:func:`credit_adversary`): by the best he holds of the kind against the best correct call.
    category = category_of(held)
    barrier = barring_call(state, other, category)
    return barrier is not None and compare(best_held(category, holding_of(state, who)), barrier) is not Comparison.GOOD


def discovered(state: DealState, who: int) -> bool:
    """Whether this player's miscall has been found: penalised, or an error of his without a penalty once the first trick is played."""
    return penalised_for_a_miscall(state, who) or _erred_without_penalty(state, who)


def _erred_without_penalty(state: DealState, who: int) -> bool:
    """Whether this player's call, allowed good, was in error without a penalty, and the first trick is played: one he
    could not possibly have held (struck then), or a misnomer (Laws 53, 54)."""
    return state.younger_has_played and (any(s.player == who for s in state.impossible_calls) or misnamed_by(state, who))
