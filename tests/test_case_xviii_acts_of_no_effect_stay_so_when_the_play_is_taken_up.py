"""Case XVIII with Law 59: a card of another pack found played takes up every card played; acts of no effect stay so.

Twice in the play A mixed a card of his discard with his hand: mixing has
no place in the play, so each was of no effect, the card staying in his
discard.  Then a card of another pack is found among A's cards played:
every card played is taken up and the hands are played over (Case XVIII).
The replay of the deal without the plays offered the two mixes again where
the play no longer was: the first took the card into his hand, an effect
its ruling had denied it, and the second was refused as naming a card not
in the discard.  An act ruled out of its time changed nothing where it
happened, and changes nothing in the replay.
"""

from __future__ import annotations

import piquet
from piquet.game.state import ELDER
from tests.irregular_scenarios import A_EXCHANGES, B_EXCHANGES, EXAMPLE_CALLS, HANDS, STOCK

MIX = {"player": "A", "mix": "KS", "with": "hand"}


def test_case_xviii_acts_of_no_effect_in_the_play_stay_so_when_the_play_is_taken_up() -> None:
    events = [
        A_EXCHANGES,
        B_EXCHANGES,
        *EXAMPLE_CALLS,
        {"player": "A", "play": "AH"},
        MIX,
        {"player": "B", "play": "TH"},
        MIX,
        {"player": "B", "surplus": {"holder": "A", "card": "9H", "in": "played"}},
    ]
    done = piquet.adjudicate({"players": ["A", "B"], "deals": [{"dealer": "B", "hands": HANDS, "stock": STOCK, "events": events}]})
    deal = done.deals[0]
    assert [r.rule.rsplit(".", 1)[-1] for r in deal.rulings if r.event in (9, 11)] == ["act_out_of_its_time"] * 2
    assert deal.rulings[-1].rule == "piquet.rules.surplus_card.surplus_played"
    state = deal.state
    assert state.discards[ELDER] & piquet.Card.parse("KS").bit and state.hands[ELDER].bit_count() == 12
    assert not state.played[0] and not state.played[1]
