"""Law 15: a deal made with the wrong pack."""

from __future__ import annotations

from piquet import adjudicate
from piquet.game.state import Phase
from tests.irregular_scenarios import A_EXCHANGES, HANDS, STOCK, run


def test_law_15_the_wrong_pack_found_before_a_card_is_taken_up_means_the_same_dealer_deals_again() -> None:
    state, steps = run("law 15 the wrong pack found before a card is taken up")
    assert state.phase is Phase.VOID and state.void is not None and state.void.next_dealer == "B"
    ruling = steps[0].rulings[0]
    assert [str(c) for c in ruling.citations] == ["Law 15"] and ruling.offender_label == "B"
    assert "dealt again with the right pack" in ruling.decision


def test_law_15_the_wrong_pack_found_after_the_exchange_leaves_the_deal_good() -> None:
    state, steps = run("law 15 the wrong pack found after the exchange")
    assert state.phase is not Phase.VOID
    assert steps[-1].rulings[0].decision == "Found too late: the deal is good, and the packs stay exchanged from now on"


def test_law_15_a_deal_redealt_for_the_wrong_pack_does_not_count_in_the_partie() -> None:
    void = {"dealer": "B", "hands": HANDS, "stock": STOCK, "events": [{"player": "A", "claim": "wrong pack"}]}
    again = {"dealer": "B", "hands": HANDS, "stock": STOCK, "events": [A_EXCHANGES]}
    result = adjudicate({"players": ["A", "B"], "deals": [void, again]})
    assert result.deals[0].void and result.deals[0].scores == {"A": 0, "B": 0}
    assert result.deals[1].number == 1 and result.deals[1].dealer == "B"
    assert result.partie.deals_played == 0
