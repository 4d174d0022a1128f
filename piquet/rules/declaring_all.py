"""Everything declared at once, nothing sunk (Laws 18, 46, 49, 56, 57, 61-64): the record's shorthand for the dialogue.

Carte blanche is shown for a hand dealt without a court card; in each kind
the better best combination is good and its holder reckons all his others
of that kind, and an equal best scores nothing for either.
"""

from __future__ import annotations

from lawkit.ruling import Outcome as RulingOutcome
from piquet.game.acts import DeclareAll, Take
from piquet.game.state import ELDER, YOUNGER, DealState, HandScore, Outcome, Phase
from piquet.lawbook.citation import cites
from piquet.lawbook.registry import rule, run
from piquet.rules.carte_blanche import stock_mixed_with_hand
from piquet.rules.common import rule_on
from piquet.rules.declaring_common import LAWS_OF_CATEGORY, NoEffect
from piquet.table.categories import Category
from piquet.table.claims import held_in_category
from piquet.table.combinations import Combination, best_point, best_sequence, is_carte_blanche, point_key, rank_sets, run_key, set_key

__all__ = ["declare_all", "declare_all_rule", "no_card_to_lead"]

#: Read in every "declare all": module names, where a member read through its enum's class is several times slower.
_ALLOWED_GOOD = Outcome.GOOD
_NOT_GOOD_OUTCOME = Outcome.NOT_GOOD
_EQUAL_OUTCOME = Outcome.EQUAL
_OPEN = Outcome.OPEN
_POINT_KIND = Category.POINT
_SETS_KIND = Category.SET
_EXCHANGE_STAGE = Phase.EXCHANGE


@cites(18, 46, 49, 61, 62, 63, 64)
def declare_all(state: DealState) -> DealState:
    """Both players declare everything, nothing sunk.

    Carte blanche is shown for any hand dealt without a court card; in each
    of point, sequences and sets the better best combination is good and
    its holder reckons all his others of that kind; an equal best nullifies
    the whole category.
    """
    out_of_time = _out_of_its_time(state)
    if out_of_time is not None:
        raise out_of_time
    scores = list(state.hand_scores)
    shown = list(state.carte_blanche)
    dealt = state.setup.dealt
    if is_carte_blanche(dealt[ELDER]) or is_carte_blanche(dealt[YOUNGER]):
        for who in (ELDER, YOUNGER):
            if is_carte_blanche(dealt[who]) and not stock_mixed_with_hand(state, who):
                shown[who] = True
    dialogues = []
    hands = state.hands
    elder_holding, younger_holding = hands[ELDER] | state.played[ELDER], hands[YOUNGER] | state.played[YOUNGER]
    for dialogue in state.dialogues:
        # Each kind decided on the tables' keys of the two holdings (greater is better, as compare() orders them); then
        # the elder's best is made, and every combination of the kind the winner holds in hand.
        category = dialogue.category
        elder_best: Combination | None
        if category is _POINT_KIND:
            elder_key, younger_key = point_key(elder_holding), point_key(younger_holding)
            elder_best = best_point(elder_holding) if elder_key else None
        elif category is _SETS_KIND:
            elder_key, younger_key = set_key(elder_holding), set_key(younger_holding)
            elder_best = rank_sets(elder_holding)[0] if elder_key else None
        else:
            elder_key, younger_key = run_key(elder_holding), run_key(younger_holding)
            elder_best = best_sequence(elder_holding) if elder_key else None
        if elder_key == younger_key:
            outcome = _EQUAL_OUTCOME if elder_key else _OPEN
        else:
            if elder_key > younger_key:
                winner, outcome = ELDER, _ALLOWED_GOOD
            else:
                winner, outcome = YOUNGER, _NOT_GOOD_OUTCOME
            laws = LAWS_OF_CATEGORY[category]
            for what in held_in_category(category, hands[winner]):
                # Made once for each player and combination (combinations are shared, and a score is immutable).
                kept = _SCORED.get((winner, id(what)))
                if kept is None or kept[0] is not what:
                    if len(_SCORED) >= 4096:
                        _SCORED.clear()
                    kept = _SCORED[(winner, id(what))] = (what, HandScore(winner, category, what.score, what, laws, (), True, None))
                scores.append(kept[1])
        dialogues.append(dialogue.evolve(outcome=outcome, resolved=elder_best))
    return state.evolve(
        hand_scores=tuple(scores),
        dialogues=tuple(dialogues),
        carte_blanche=(shown[0], shown[1]),
        declared_all=True,
    )


#: The scores in hand "declare all" credits, by seat and combination (its identity, the combination kept to tell it apart).
_SCORED: dict[tuple[int, int], tuple[Combination, HandScore]] = {}


def _out_of_its_time(state: DealState) -> NoEffect | None:
    """Why everything cannot be declared at once now, or None: its time is between the exchange and the first lead, and it
    is the whole of the dialogue, so it has no place once a call or a declaration was made (Laws 46, 56)."""
    if state.phase is _EXCHANGE_STAGE:
        return NoEffect("the declarations begin once both players have taken in", laws=(46,))
    if state.tricks or state.pending or state.phase is not Phase.DECLARATION:
        return NoEffect("the first card has been led, and the declarations are over", laws=(46, 56), late=True)
    begun = state.declared_all
    for dialogue in state.dialogues:  # three of them: a loop, where any() over a generator costs more
        begun = begun or dialogue.outcome is not _OPEN or dialogue.forfeited
    if begun:
        return NoEffect("the declarations have already begun; 'declare all' replaces the whole dialogue", laws=(46,))
    return None


def _younger_stands(state: DealState) -> bool:
    return state.phase is Phase.EXCHANGE and state.taken[ELDER] is not None and state.taken[YOUNGER] is None


@rule("declare", laws=(18, 46, 49, 56, 57, 61, 62, 63, 64), label="everything declared at once")
def declare_all_rule(state: DealState, who: int | None, event: DeclareAll) -> DealState:
    """Both players declare everything, nothing sunk (the record's shorthand).

    A younger hand who goes to the declarations without taking in has stood
    on the cards he holds: that is his taking in of none, judged as such
    (Law 22 obliges him to exchange one; au cent does not).
    """
    if _younger_stands(state):
        state = run("take", state.phase, state, YOUNGER, Take(state.setup.younger, 0))
    declared = declare_all(state)
    if not declared.hands[ELDER] and not declared.pending:
        return no_card_to_lead(declared)
    return declared


def _declared_out_of_its_time(state: DealState, who: int | None, event: DeclareAll) -> bool:
    return not _younger_stands(state) and _out_of_its_time(state) is not None


@rule("declare", laws=(46, 56), when=_declared_out_of_its_time, exception_to=declare_all_rule, label="everything declared out of its time")
def declared_out_of_its_time(state: DealState, who: int | None, event: DeclareAll) -> DealState:
    """Everything declared at once before the elder has taken in, after a call or a declaration, or after the first lead.

    The players did declare, so the act is ruled on, never refused.  Its time
    is after the exchange and before the first lead, and it stands for the
    whole dialogue: before its time it has no effect and the exchange goes
    on; once a call was made the dialogue under way stands and the
    declaration has no effect; after the first lead it comes too late, and
    only what was called or reckoned in time scores (Laws 46, 56).  Both
    players declared, so neither is named in error.
    """
    reason = _out_of_its_time(state)
    assert reason is not None
    return rule_on(
        state,
        act="everything is declared at once",
        decision=f"{'too late' if reason.late else 'of no effect'}: {reason.reason}",
        laws=reason.laws,
        outcome=RulingOutcome.TOO_LATE if reason.late else RulingOutcome.NO_EFFECT,
    )


@cites(57)
def no_card_to_lead(state: DealState) -> DealState:
    """The declarations are over and the elder holds no card: the play is over before it begins (Law 57).

    He put out every card he held; nothing can be led, and the younger
    counts as tricks the cards that cannot be played to.
    """
    state = rule_on(
        state,
        act=f"{state.setup.elder} holds no card to lead once the hands are declared",
        decision=f"the play is over before it begins: {state.setup.younger} counts as tricks the cards that cannot be played to",
        laws=(57,),
        event=None,
    )
    return state.evolve(phase=Phase.FINISHED)
