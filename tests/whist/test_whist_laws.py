"""Each law of the whist example, checked on the shipped records and on small changes to them; test names give the law."""

from __future__ import annotations

from typing import Any

import pytest

from lawkit.ruling import Outcome
from lawkit.runner import RecordError
from tests.whist.builders import changed, events, first, load, state
from whist import RUNNER, law
from whist.cards import Card, card


def rulings(record: dict[str, Any]) -> list[Any]:
    return list(RUNNER.adjudicate(record).deals[0].rulings)


def winners(record: dict[str, Any]) -> list[int]:
    """Each trick's winner worked out here from the plays alone (trumps from the record's trump card)."""
    players, trumps = record["players"], card(record["deals"][0]["trump"]).suit
    plays = [(players.index(e["player"]), card(e["play"])) for e in events(record)]
    found = []
    for start in range(0, len(plays), 4):
        trick = plays[start:start + 4]
        led = trick[0][1].suit
        found.append(max(trick, key=lambda p: (p[1].suit == trumps, p[1].suit == led, p[1].rank))[0])
    return found


def test_by_cards_each_side_scores_its_tricks_over_six_and_a_regular_deal_has_no_ruling() -> None:
    record = load("regular-deal")
    won = winners(record)
    tricks = [sum(1 for w in won if w % 2 == s) for s in (0, 1)]
    found = RUNNER.adjudicate(record)
    assert len(won) == 13 and found.deals[0].rulings == ()
    assert found.deals[0].scores == {p: max(0, tricks[i % 2] - 6) for i, p in enumerate(record["players"])}


def test_revoke_is_noted_but_not_ruled_until_it_is_claimed() -> None:
    record = load("revoke-three-off")
    before = changed(record, first(record, "claim"))
    assert rulings(before) == [] and len(state(before).revokes) == 1


def test_established_a_claim_of_an_established_revoke_opens_the_three_penalties_to_the_claimant() -> None:
    record = load("revoke-three-off")
    claimed = changed(record, first(record, "elect"))
    (ruling,) = rulings(claimed)
    assert {law("revoke"), law("established"), law("revoke-penalty")} <= set(ruling.citations)
    (option,) = RUNNER.adjudicate(claimed).deals[0].open
    assert option.names == ("three tricks", "three off", "three on") and option.elector == ruling.injured


@pytest.mark.parametrize("choice", ["three tricks", "three off", "three on"])
def test_revoke_penalty_each_choice_changes_the_scores_as_it_says(choice: str) -> None:
    record = load("revoke-" + choice.replace(" ", "-"))
    unclaimed = state(changed(record, first(record, "claim")))
    revoking = unclaimed.revokes[0][0] % 2
    tricks = list(unclaimed.tricks)
    if choice == "three tricks":
        moved = min(3, tricks[revoking])
        tricks[revoking] -= moved
        tricks[1 - revoking] += moved
    points = [max(0, t - 6) for t in tricks]
    points[revoking] -= 3 if choice == "three off" else 0
    points[1 - revoking] += 3 if choice == "three on" else 0
    found = RUNNER.adjudicate(record).deals[0]
    assert found.scores == {p: points[i % 2] for i, p in enumerate(record["players"])} and found.open == ()


def test_revoke_penalty_the_claimants_partner_may_elect_for_his_side() -> None:
    record = load("revoke-three-on")
    at = first(record, "elect")
    partner = record["players"][(record["players"].index(events(record)[at]["player"]) + 2) % 4]
    by_partner = RUNNER.adjudicate(changed(record, at, {"player": partner, "elect": "three on"}))
    assert by_partner.totals == RUNNER.adjudicate(record).totals


def test_revoke_penalty_an_election_by_the_revoking_side_is_of_no_effect_and_the_option_stays_open() -> None:
    record = load("revoke-three-on")
    at = first(record, "claim")
    revoker = events(record)[at]["claim"]
    found = RUNNER.adjudicate(changed(record, at + 1, {"player": revoker, "elect": "three on"})).deals[0]
    assert found.rulings[-1].decision == "Of no effect: the choice is the adversaries'" and len(found.open) == 1


def test_revoke_a_claim_where_there_was_none_is_ruled_so_and_opens_no_option() -> None:
    record = changed(load("regular-deal"), None, {"player": "Ann", "claim": "Bob"})
    (ruling,) = rulings(record)
    assert ruling.decision == "No established revoke by Bob" and ruling.options == ()


def test_revoke_penalty_a_claim_against_ones_own_side_is_of_no_effect() -> None:
    record = changed(load("revoke-three-off"), first(load("revoke-three-off"), "claim"), {"player": "Ann", "claim": "Cat"})
    *_, ruling = rulings(record)
    assert (ruling.outcome, ruling.offender, ruling.options) == (Outcome.NO_EFFECT, None, ())
    assert law("revoke-penalty") in ruling.citations and state(record).open == ()


def test_revoke_a_claim_against_someone_not_at_the_table_is_an_error_naming_the_event() -> None:
    record = changed(load("regular-deal"), None, {"player": "Ann", "claim": "Eve"})
    with pytest.raises(RecordError, match="deal 1, event 53: a revoke is claimed against a player of the deal"):
        RUNNER.adjudicate(record)


def test_correction_the_card_taken_back_is_exposed_and_no_revoke_remains() -> None:
    record = load("revoke-corrected")
    at = first(record, "correct")
    wrong = card(events(record)[at - 1]["play"])
    after = state(changed(record, at + 1))
    (ruling,) = rulings(record)
    assert law("correction") in ruling.citations and wrong in after.exposed and after.revokes == ()
    assert state(record).done == 13 and state(record).exposed == frozenset()


def test_established_a_revoke_cannot_be_corrected_once_its_trick_is_complete() -> None:
    record = load("revoke-corrected")
    at = first(record, "correct")
    finished = changed(record, at)
    while state(finished).trick:
        finished = changed(finished, None, _next_play(finished))
    late = changed(finished, None, {"player": events(record)[at]["player"], "correct": events(record)[at]["correct"]})
    with pytest.raises(RecordError, match="no revoke to correct"):
        RUNNER.adjudicate(late)


def _next_play(record: dict[str, Any]) -> dict[str, Any]:
    """A legal play for the player in turn: the lowest card of the suit led, else the lowest card."""
    now = state(record)
    hand = sorted(now.hands[now.turn], key=lambda c: c.rank)
    follow = [c for c in hand if c.suit == now.led()]
    return {"player": record["players"][now.turn], "play": str((follow or hand)[0])}


def test_exposed_a_called_card_is_its_holder_s_to_play_and_is_exposed_no_more_once_played() -> None:
    record = load("exposed-card-called")
    at = first(record, "call")
    called = card(events(record)[at]["call"])
    before, between, after = (state(changed(record, k)) for k in (at, at + 1, at + 2))
    assert called in before.exposed and between.called == called and called in between.hands[1]
    assert called not in after.exposed and called not in after.hands[1] and after.called is None
    assert [r.decision for r in rulings(record)][-1] == f"{called} is called: Bob is to play it"


def test_exposed_a_called_card_not_played_is_ruled_and_may_be_called_again() -> None:
    record = load("exposed-card-called")
    at = first(record, "call")
    called, now = card(events(record)[at]["call"]), state(changed(record, at + 1))
    other = next(c for c in sorted(now.hands[1]) if c != called and (c.suit == now.led() or not now.holds(1, now.led())))
    found = changed(record, at + 1, {"player": "Bob", "play": str(other)})
    *_, ruling = rulings(found)
    assert ruling.offender == 1 and law("exposed") in ruling.citations and "may be called again" in ruling.decision
    assert state(found).called is None and called in state(found).exposed


def test_exposed_a_card_cannot_be_called_when_playing_it_would_be_a_revoke() -> None:
    record = load("regular-deal")
    keep = next(k for k in range(len(events(record))) if _bob_must_follow(state(changed(record, k))))
    now = state(changed(record, keep))
    shown = next(c for c in now.hands[1] if c.suit != now.led())
    found = rulings(changed(record, keep, {"player": "Bob", "expose": str(shown)}, {"player": "Cat", "call": str(shown)}))
    assert found[-1].decision == f"Of no effect: playing {shown} would be a revoke" and found[-1].outcome is Outcome.NO_EFFECT


def _bob_must_follow(now: Any) -> bool:
    return bool(now.turn == 1 and now.trick and now.holds(1, now.led()) and any(c.suit != now.led() for c in now.hands[1]))


def test_exposed_only_an_adversary_may_call_the_card() -> None:
    record = load("exposed-card-called")
    at = first(record, "call")
    found = changed(record, at, {"player": "Dan", "call": events(record)[at]["call"]})
    *_, ruling = rulings(found)
    assert ruling.outcome is Outcome.NO_EFFECT and "not an exposed card of the player to play" in ruling.decision
    assert state(found).called is None


def test_lead_out_of_turn_calling_the_card_sends_it_back_exposed_and_the_rightful_leader_leads() -> None:
    record = load("lead-out-of-turn-card-called")
    at = first(record, "elect")
    led = card(events(record)[at - 1]["play"])
    offender = record["players"].index(events(record)[at - 1]["player"])
    after = state(changed(record, at + 1))
    assert led in after.exposed and led in after.hands[offender] and after.trick == () and after.turn == after.leader != offender


def test_lead_out_of_turn_calling_a_suit_binds_the_partners_next_lead() -> None:
    record = load("lead-out-of-turn-suit-called")
    at = first(record, "elect")
    offender = record["players"].index(events(record)[at - 1]["player"])
    partner = record["players"][(offender + 2) % 4]
    bound = state(changed(record, at + 1)).suit_call
    assert bound is not None and bound[0] == (offender + 2) % 4
    lead = next(i for i in range(at + 1, len(events(record))) if events(record)[i]["player"] == partner and not state(changed(record, i)).trick)
    assert card(events(record)[lead]["play"]).suit == bound[1] and len(rulings(record)) == 2
    other = next(c for c in state(changed(record, lead)).hands[(offender + 2) % 4] if c.suit != bound[1])
    found = rulings(changed(record, lead, {"player": partner, "play": str(other)}))
    assert found[-1].decision == "The suit called was not led"


def test_lead_out_of_turn_played_to_by_all_four_stands_without_penalty() -> None:
    record = load("lead-out-of-turn-stands")
    at = next(i for i, e in enumerate(events(record)) if i and state(changed(record, i + 1)).rulings and not state(changed(record, i)).rulings)
    open_meanwhile = [len(RUNNER.adjudicate(changed(record, at + k)).deals[0].open) for k in (1, 2, 3, 4)]
    found = rulings(record)
    assert open_meanwhile == [1, 1, 1, 0] and found[-1].decision == "All four have played to the lead out of turn: it stands"
    assert RUNNER.adjudicate(record).deals[0].scores == {
        p: max(0, state(record).tricks[i % 2] - 6) for i, p in enumerate(record["players"])}


def test_lead_out_of_turn_an_election_by_the_offending_side_is_of_no_effect() -> None:
    record = load("lead-out-of-turn-card-called")
    at = first(record, "elect")
    offender = events(record)[at - 1]["player"]
    found = RUNNER.adjudicate(changed(record, at, {"player": offender, "elect": "call the card"})).deals[0]
    assert found.rulings[-1].decision == "Of no effect: the choice is the adversaries'" and len(found.open) == 1


def test_follow_a_card_not_held_or_played_out_of_turn_is_an_error_naming_the_event() -> None:
    record = load("regular-deal")
    held = events(record)[1]
    with pytest.raises(RecordError, match="event 2: .* does not hold"):
        RUNNER.adjudicate(changed(record, 1, {"player": held["player"], "play": events(record)[0]["play"]}))
    with pytest.raises(RecordError, match="event 2: it is .*'s turn to play"):
        RUNNER.adjudicate(changed(record, 1, {"player": events(record)[2]["player"], "play": events(record)[2]["play"]}))


def test_cards_keep_their_rank_order_with_the_ace_high() -> None:
    assert card("AS") == Card(14, "S") > card("KS") and card("10H") == card("TH") == Card(10, "H")
