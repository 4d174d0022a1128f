"""The au cent cut for deal, where the mutation sample of seed 1127 found
``piquet/rules/au_cent_cut.py`` untested.

The test goes through ``piquet.judge_cut_for_deal`` and names in its docstring
the mutant it kills (see ``docs/mutation.rst``).
"""

from __future__ import annotations

from piquet import Card, judge_cut_for_deal
from piquet.formats.cut_json import cut_act_from_json


def test_law_8_in_au_cent_a_second_card_cut_counts_for_nothing_and_the_lower_first_card_deals() -> None:
    """Law 8 holds in au cent too: a player abides by the card he cut, and a
    second cut counts for nothing, before or after his adversary's.  A cut the
    eight of hearts, then the ace; B the nine of spades: A's eight stands, and
    in au cent the lower card deals, so A deals.  (Kills ``_au_cent_cut``
    answering the state, always true, so that the au cent rule took a player's
    second card as his cut.)"""
    orders = (
        [{"player": "A", "cut": "8H"}, {"player": "A", "cut": "AH"}, {"player": "B", "cut": "9S"}],
        [{"player": "A", "cut": "8H"}, {"player": "B", "cut": "9S"}, {"player": "A", "cut": "AH"}],
    )
    for acts in orders:
        cut = judge_cut_for_deal(("A", "B"), [cut_act_from_json(a) for a in acts], "au-cent")
        assert cut.cards == (Card.parse("8H"), Card.parse("9S")) and cut.dealer == 0
        (ruling,) = cut.shown_rulings
        assert ruling.decision == "His first card, 8H, stands: a player abides by his cut, and the second card counts for nothing"
        assert ruling.offender_label == "A"
