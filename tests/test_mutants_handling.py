"""Laws whose consequences the mutation sample of seed 1127 found untested in ``piquet/rules/handling.py``.

Each test is named after the law or Case it checks, goes through the public
referee on the Example's cards (``tests/irregular_scenarios.py``), and names in
its docstring the mutant it kills (see ``docs/mutation.rst``).
"""

from __future__ import annotations

from piquet import Deal, event_from_json
from tests.irregular_scenarios import A_EXCHANGES, HANDS, STOCK


def test_case_xiii_the_card_left_taken_up_in_the_play_after_following_its_suit_is_no_revoke() -> None:
    """Case XIII (with Law 59 IV): the younger, who left the seven of diamonds in
    the stock, takes it up during the play.  He has followed every diamond led
    with a diamond, so he did not in effect fail to follow suit: no card is
    taken up, and the only ruling is Law 35's "no penalty".  (Kills dropping
    ``trick.followed >> 3 == trick.led >> 3`` in ``_renounced``, which took a
    trick of diamonds followed in diamonds for a renounce.)"""
    deal = Deal.dealt("B", "A", HANDS, STOCK)
    acts = [
        A_EXCHANGES, {"player": "B", "discard": "7S 9H 7H"}, {"player": "B", "take": 2}, {"declare": "all"},
        {"player": "A", "play": "KD"}, {"player": "B", "play": "TD"}, {"player": "A", "play": "AH"}, {"player": "B", "play": "TH"},
    ]  # fmt: skip
    for act in acts:
        deal = deal.apply(event_from_json(act))
    deal, done = deal.step(event_from_json({"player": "B", "mix": "7D", "with": "hand"}))
    (ruling,) = done.rulings
    assert ruling.cited("law") == (35,) and ruling.cited("case") == ("XIII",) and ruling.offender is None
    assert len(deal.state.tricks) == 2 and deal.state.retaken == ()


def test_law_26_the_elder_mixing_a_card_of_the_stock_with_his_discard_after_taking_in() -> None:
    """Law 26 (with Law 57): a card mixed with the discard after taking in stays
    there.  Both players have taken in, B leaving the seven of diamonds in the
    stock; the elder then mixes that card with his discard: it stays with the
    discard, the elder plays with his twelve, and the ruling is Law 26's, not
    the rule for the cards the younger left in the stock (Law 35, Case XIII).
    (Kills dropping ``who == YOUNGER`` in ``mix_with_discard``'s branch for
    cards of the stock mixed after taking in.)"""
    from tests.test_law_gaps import HANDS as DEALT_HANDS
    from tests.test_law_gaps import STOCK as DEALT_STOCK
    from tests.test_law_gaps import rulings_on

    deal = Deal.dealt("B", "A", DEALT_HANDS, DEALT_STOCK)
    for act in ({"player": "A", "exchange": "KS 8C 7C 9D 8D"}, {"player": "B", "discard": "7S 9H"}, {"player": "B", "take": 2}):
        deal = deal.apply(event_from_json(act))
    _, rulings = rulings_on(deal, event_from_json({"player": "A", "mix": "7D", "with": "discard"}))
    (ruling,) = rulings
    assert ruling.decision == (
        "The cards stay with his discard; A plays with 12 cards, and his adversary counts as tricks the cards that cannot be played to"
    )
    assert ruling.cited("law") == (26, 57) and ruling.offender_label == "A"


def test_case_xiii_the_younger_who_took_as_many_as_he_discarded_may_not_take_up_the_card_he_left() -> None:
    """Case XIII (with Law 35): the younger may take up in the play a card he
    left in the stock only while he has taken in no more than he discarded.  B
    discarded two and took two, leaving the seven of diamonds; taking it up in
    the play is not the Case XIII correction: it is ruled against him under
    Law 35, and the card he put in his hand is there, so he plays with
    thirteen and reckons nothing (the act is ruled on, not refused).  (Kills dropping
    ``_no_more_than_discarded(state, bits)`` in ``_left_card_taken_up_in_play``.)"""
    from tests.test_law_gaps import rulings_on

    deal = Deal.dealt("B", "A", HANDS, STOCK)
    acts = [
        A_EXCHANGES, {"player": "B", "discard": "7S 9H"}, {"player": "B", "take": 2}, {"declare": "all"},
        {"player": "A", "play": "KD"}, {"player": "B", "play": "TD"},
    ]  # fmt: skip
    for act in acts:
        deal = deal.apply(event_from_json(act))
    after, rulings = rulings_on(deal, event_from_json({"player": "B", "mix": "7D", "with": "hand"}))
    (ruling,) = rulings
    assert ruling.offender_label == "B" and "XIII" not in ruling.cited("case") and 35 in ruling.cited("law") and ruling.penalty is not None
    assert len(after.state.hand(1)) == len(deal.state.hand(1)) + 1 and len(after.state.stock) == len(deal.state.stock) - 1
