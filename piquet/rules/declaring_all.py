"""Everything declared at once, nothing sunk (Laws 18, 46, 49, 56, 57, 61-64): the record's shorthand for the dialogue.

Carte blanche is shown for a hand dealt without a court card; in each kind
the better best combination is good and its holder reckons all his others
of that kind, and an equal best scores nothing for either.
"""

from __future__ import annotations

from lawkit.ruling import fill
from piquet.errors import Contradiction
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
    if state.phase is _EXCHANGE_STAGE or state.tricks or state.pending:
        raise NoEffect("everything is declared after the exchange and before the first lead", laws=(46, 56))
    if state.declared_all or any(d.outcome is not _OPEN or d.forfeited for d in state.dialogues):
        raise NoEffect("the declarations have already begun; 'declare all' replaces the whole dialogue", laws=(46,))
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
                scores.append(HandScore(winner, category, what.score, what, laws, (), True, None))
        dialogues.append(dialogue.evolve(outcome=outcome, resolved=elder_best))
    return state.evolve(
        hand_scores=tuple(scores),
        dialogues=tuple(dialogues),
        carte_blanche=(shown[0], shown[1]),
        declared_all=True,
    )


@rule("declare", laws=(18, 46, 49, 56, 57, 61, 62, 63, 64), label="everything declared at once")
def declare_all_rule(state: DealState, who: int | None, event: DeclareAll) -> DealState:
    """Both players declare everything, nothing sunk (the record's shorthand).

    A younger hand who goes to the declarations without taking in has stood
    on the cards he holds: that is his taking in of none, judged as such
    (Law 22 obliges him to exchange one; au cent does not).
    """
    if state.phase is Phase.EXCHANGE and state.taken[ELDER] is not None and state.taken[YOUNGER] is None:
        state = run("take", state.phase, state, YOUNGER, Take(state.setup.younger, 0))
    try:
        declared = declare_all(state)
    except NoEffect as refused:
        raise Contradiction(fill(refused.reason, state.setup.labels), laws=refused.laws) from None
    if not declared.hands[ELDER] and not declared.pending:
        return no_card_to_lead(declared)
    return declared


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
