"""Case XX: a carte blanche can no longer be shown once cards of the stock are mixed with the hand.

Only that mixing bars the show: stock cards put with the discard, or cards
of the player's own discard put back with his hand, leave the hand he was
dealt apart from the stock, and the carte blanche is shown after taking in
as Case XX allows.  (Asked for by the mutation sample of seed 1130, which
found the two conditions untested.)
"""

from __future__ import annotations

from typing import Any

from piquet.formats.acts_json import event_from_json
from piquet.referee.apply import step
from tests.irregular_scenarios import SCENARIOS, start

NAME = "case xx a carte blanche shown after stock cards were mixed with the hand"
ANNOUNCED_AND_DISCARDED = SCENARIOS[NAME][:2]


def _rule_of_the_show(acts: list[dict[str, Any]]) -> list[str]:
    state = start(NAME)
    drawn: list[str] = []
    for act in [*ANNOUNCED_AND_DISCARDED, *acts, {"player": "A", "show": "carte blanche"}]:
        done = step(state, event_from_json(act))
        state, drawn = done.state, [(r.rule or "").rsplit(".", 1)[-1] for r in done.rulings]
    return drawn


def test_case_xx_stock_cards_mixed_with_the_hand_bar_the_show() -> None:
    assert _rule_of_the_show([{"player": "A", "mix": "8C 7C", "with": "hand"}, {"player": "A", "take": 3}]) == ["show_after_stock_mixed"]


def test_case_xx_stock_cards_mixed_with_the_discard_do_not_bar_the_show() -> None:
    assert _rule_of_the_show([{"player": "A", "mix": "8C 7C KD QD JD", "with": "discard"}, {"player": "A", "take": 0}]) == ["show_after_taking_in"]


def test_case_xx_his_own_discarded_card_put_back_with_his_hand_does_not_bar_the_show() -> None:
    assert _rule_of_the_show([{"player": "A", "take": 5}, {"player": "A", "mix": "9S", "with": "hand"}]) == ["show_after_taking_in"]
