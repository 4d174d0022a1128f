"""Law 59 with au cent's looking-at-cards-left: a lead out of turn by the player a suit may be called from.

In au cent the younger who looked at the cards left after declining them
may have a suit called from him at his next lead.  A card he leads while
the lead is his adversary's is a lead out of turn (Law 59): that rule
rules, and the clause waits for the lead that is his.  Both rules held at
once with no order between them, a rule conflict, before.
"""

from __future__ import annotations

from piquet import event_from_json
from piquet.referee.apply import step
from tests.irregular_scenarios import SCENARIOS, start

NAME = "au cent a suit called from the player who looked at the cards left"


def test_law_59_a_lead_out_of_turn_by_the_player_a_suit_may_be_called_from_is_ruled_out_of_turn() -> None:
    state = start(NAME)
    for act in SCENARIOS["au cent cards left looked at after the younger declined them"] + [
        {"player": "A", "play": "KH"},
        {"player": "B", "play": "7H"},
    ]:
        state = step(state, event_from_json(act)).state
    assert state.leader == 0 and state.suit_call_from == 1  # A, the elder, has the lead; a suit may be called from B
    done = step(state, event_from_json({"player": "B", "play": "QC"}))
    (ruling,) = done.rulings
    assert ruling.rule == "piquet.rules.play.lead_out_of_turn" and ruling.offender_label == "B"
    assert done.state.suit_call_from == 1  # the right to call a suit waits for B's own lead
