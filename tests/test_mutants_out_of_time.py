"""Acts out of their time, where the mutation sample of seed 1127 found
``piquet/rules/out_of_time.py`` untested.

The test goes through the public referee and names in its docstring the mutant
it kills (see ``docs/mutation.rst``).
"""

from __future__ import annotations

from piquet import event_from_json
from tests.dealing import play_out
from tests.test_law_59_ii_case_x import _deal
from tests.test_law_gaps import rulings_on


def test_law_65_a_discard_after_the_play_is_over_has_no_place_even_by_the_player_left_with_a_card() -> None:
    """Laws 65, 66 (and 57): B played a card beyond A's leads and was a card
    short, so the play ends with A holding the ace of spades, which counts to
    him as a trick (Law 57).  A then "discards" it: a discard has no place at
    the end of the play, and is of no effect; only a card *played* is the
    uncontested card of Law 57.  (Kills dropping ``not isinstance(event, Play)``
    in ``_uncontested``.)"""
    deal = play_out(_deal({"player": "A", "play": "AH QH"}, {"player": "B", "play": "TH 7D KC"}))
    assert deal.finished and deal.state.hands[1] == 0
    _, rulings = rulings_on(deal, event_from_json({"player": "A", "discard": "AS"}))
    (ruling,) = rulings
    assert ruling.decision == "Of no effect: discard has no place in the end of the play; the deal goes on as it stood"
    assert ruling.cited("law") == (65, 66)
