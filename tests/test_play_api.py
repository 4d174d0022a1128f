"""Issue #35: playing through the referee, in the manner of a game library.

The live deal says whom the referee awaits and what (``to_act``,
``awaiting``, ``legal_acts()``), lists the options open by key, elector and
choices (``offers()``), is scored by ``close()`` as :func:`piquet.adjudicate`
scores its record (``to_record()``), and opens the options the scoring opens
(Law 44, a miscall nobody found: Law 54, Case VIII) so that a live loop may
elect them.  Strategies see their own player's view only.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import piquet
from lawkit.ruling import Outcome
from piquet.errors import PlayError
from piquet.game.acts import Discard, Elect, Exchange, Play, Take
from piquet.game.record import Record
from piquet.play.matches import MAX_ACTS
from piquet.referee.adjudication import state_after
from piquet.referee.deal import Deal
from piquet.table.cardsets import Hand

ROOT = Path(__file__).resolve().parents[1]
CASE_VIII = ROOT / "examples" / "cases" / "case-VIII.json"
SEEDS = st.integers(0, 2**32 - 1)


def _live(path: Path) -> tuple[Deal, Record]:
    """The first deal of a record, dealt live as the referee deals it and played act by act; and the record."""
    record = piquet.read_record(json.loads(path.read_text()))
    dealt = attrs.evolve(record, deals=(attrs.evolve(record.deals[0], events=()),))
    deal = Deal(state_after(dealt, 1, 0), attrs.evolve(record, deals=()))
    for event in record.deals[0].events:
        deal, _ = deal.step(event)
    return deal, record


def _played_out(seed: int, variant: str = "rubicon") -> Deal:
    rng = random.Random(seed)
    deal = piquet.deal(rng, dealer=rng.choice("AB"), variant=variant)
    players = {"A": piquet.random_player(rng), "B": piquet.random_player(rng)}
    while not deal.is_over:
        player = deal.to_act
        assert player is not None
        deal, _ = deal.step(players[player](deal.view(player)))
    return deal


def test_a_fresh_deal_awaits_the_elder_s_exchange_of_one_to_five_cards() -> None:
    deal = piquet.deal(7, dealer="B")
    assert deal.to_act == "A" and deal.players == ("A", "B")
    awaited = deal.awaiting
    assert awaited.player == "A" and "exchange" in awaited.verbs and awaited.exchange == (1, 5)
    assert len(deal.hand("A")) == len(deal.hand("B")) == 12 and not deal.hand("A") & deal.hand("B")
    exchange = awaited.exchanging(list(deal.hand("A"))[:3])
    assert isinstance(exchange, Exchange) and len(exchange.cards) == 3
    after, step = deal.step(exchange)
    assert step.rulings == () and after.to_act == "B" and after.awaiting.exchange == (1, 5)


def test_the_same_seed_deals_the_same_cards_and_another_seed_others() -> None:
    assert piquet.deal(3).hand("A") == piquet.deal(3).hand("A") == piquet.deal(random.Random(3)).hand("A")
    assert piquet.deal(3).hand("A") != piquet.deal(4).hand("A")


def test_a_player_not_in_the_deal_is_a_play_error_naming_him() -> None:
    deal = piquet.deal(1)
    with pytest.raises(PlayError, match="'C' is not a player"):
        deal.hand("C")
    with pytest.raises(PlayError, match="'C' is not one of the players"):
        piquet.deal(1, dealer="C")


def test_a_deal_still_in_play_has_no_returns_and_a_scored_one_takes_no_act() -> None:
    deal = piquet.deal(2)
    with pytest.raises(PlayError, match="still in play"):
        deal.returns()
    scored = _played_out(2).close()
    assert scored.is_over and scored.to_act is None and scored.legal_acts() == ()
    with pytest.raises(PlayError, match="scored"):
        scored.step(Take("A", 1))


@settings(max_examples=12, deadline=None)
@given(SEEDS, st.sampled_from(("rubicon", "au-cent")))
def test_every_act_legal_acts_lists_is_taken_without_an_irregularity_and_so_is_an_exchange_in_range(seed: int, variant: str) -> None:
    """OpenSpiel's check: each act of ``legal_actions`` applies cleanly (here: no ruling but a note of the first trick)."""
    rng = random.Random(seed)
    deal = piquet.deal(rng, variant=variant)
    player = piquet.random_player(rng)
    for _ in range(MAX_ACTS):
        if deal.is_over:
            break
        acts = deal.legal_acts()
        for act in acts:
            _, step = deal.step(act)
            irregular = [r for r in step.rulings if not r.note or r.offender is not None or r.penalty is not None]
            assert isinstance(act, Elect) or irregular == [], (act, irregular)
        span = deal.awaiting.exchange
        if span is not None:
            hand = list(deal.hand(deal.awaiting.player or ""))
            for count in {span[0], span[1]}:
                assert deal.step(deal.awaiting.exchanging(rng.sample(hand, count)))[1].rulings == ()
        who = deal.to_act
        assert who is not None
        deal, _ = deal.step(player(deal.view(who)))


def test_awaiting_names_the_call_to_answer_the_cards_to_play_and_the_claims_open() -> None:
    deal = _played_out(11)
    assert deal.finished
    seen = {"reply": False, "play": False, "call": False}
    # Replay the same deal and look at what was awaited before each act.
    record = deal.to_record()
    live = Deal(state_after(attrs.evolve(record, deals=(attrs.evolve(record.deals[0], events=()),)), 1, 0))
    for event in record.deals[0].events:
        awaited = live.awaiting
        assert awaited.player == live.to_act
        if awaited.call is not None:
            seen["reply"] = True
            assert "reply" in awaited.verbs
        if awaited.cards:
            seen["play"] = True
            assert "play" in awaited.verbs and all(card in live.hand(awaited.player or "") for card in awaited.cards)
        if awaited.claims:
            seen["call"] = True
        live, _ = live.step(event)
    assert seen["play"]


def test_a_miscall_found_at_the_scoring_opens_its_law_44_option_live_and_electing_it_scores_as_the_record_does() -> None:
    """Case VIII: A's miscall stood uncorrected; the scoring finds it, and B may decline the penalty (Laws 44, 54)."""
    deal, _ = _live(CASE_VIII)
    assert deal.finished and not deal.is_over and deal.state.elections == ()
    (offer,) = deal.offers()
    assert (offer.key, offer.elector, offer.subject, offer.choices, offer.default, offer.at_scoring) == (
        "law-44", "B", "A", ("enforce", "waive"), "enforce", True)
    assert offer.texts[0] == "A reckons nothing this deal" and offer.lapses == "until the deal is scored"
    assert deal.to_act == "B" and deal.awaiting.verbs == ("elect",) and deal.legal_acts() == (offer.elect("enforce"), offer.elect("waive"))
    waived, step = deal.step(offer.elect("waive"))
    assert [r.event for r in step.rulings] == [None, len(deal.state.log)]
    assert waived.offers() == () and waived.is_over
    lapsed, elected = deal.close(), waived.close()
    assert lapsed.returns()["A"] == 0 < elected.returns()["A"]
    for scored in (lapsed, elected):
        again = piquet.adjudicate(scored.to_record()).deals[0]
        assert again.scores == scored.returns()
        assert [(r.event, r.citations) for r in again.rulings] == [(r.event, r.citations) for r in scored.rulings]


def test_an_offer_s_elect_names_its_option_and_refuses_a_choice_it_does_not_offer() -> None:
    deal, _ = _live(CASE_VIII)
    (offer,) = deal.offers()
    assert offer.elect("waive") == Elect("B", "waive", "law-44")
    with pytest.raises(PlayError, match="offers 'enforce', 'waive', not 'stand'"):
        offer.elect("stand")
    assert offer.to_json()["choices"][1] == {"name": "waive", "text": "the penalty of reckoning nothing is not enforced"}


def test_an_election_by_a_player_the_option_is_not_open_to_is_ruled_of_no_effect_not_refused() -> None:
    deal, _ = _live(CASE_VIII)
    after, step = deal.step(Elect("A", "waive", "law-44"))
    assert step.rulings and step.rulings[-1].outcome is Outcome.NO_EFFECT
    assert after.close().returns()["A"] == 0


def test_the_options_of_one_ruling_stand_together_until_one_ends_the_deal() -> None:
    """Law 28 with Law 44: B may stand and also waive (the examination's reading); a fresh deal closes the other option."""
    hands = piquet.deal(5)
    elder = list(hands.hand("A"))
    deal, _ = hands.step(Discard("A", Hand.of(elder[:6])))
    deal, step = deal.step(Take("A", 6))
    keys = sorted(o.key for o in deal.offers())
    assert keys == ["law-28", "law-44"] and {o.elector for o in deal.offers()} == {"B"}
    # Law 28's option waits for B (going on with the game refuses it): his elections are all he is asked for.
    assert deal.to_act == "B" and {a.option for a in deal.legal_acts() if isinstance(a, Elect)} == {"law-28", "law-44"}
    assert all(isinstance(a, Elect) for a in deal.legal_acts()) and deal.awaiting.verbs == ("elect",)
    law_28 = next(o for o in deal.offers() if o.key == "law-28")
    fresh, _ = deal.step(law_28.elect("fresh deal"))
    assert fresh.offers() == () and fresh.is_over
    _, step = fresh.step(Elect("B", "waive", "law-44"))
    assert step.rulings[-1].outcome is Outcome.NO_EFFECT
    stood, _ = deal.step(law_28.elect("stand"))
    assert [o.key for o in stood.offers()] == ["law-44"]


def test_a_strategy_s_view_shows_its_own_cards_and_never_the_adversary_s_hand() -> None:
    deal = _played_out(21)
    record = deal.to_record()
    live = Deal(state_after(attrs.evolve(record, deals=(attrs.evolve(record.deals[0], events=()),)), 1, 0))
    for event in record.deals[0].events:
        for player in live.players:
            view = live.view(player)
            other = live.hand(view.adversary) | live.discard(view.adversary)
            seen = view.hand | view.discard | Hand.of(view.pending) | view.played[player] | view.played[view.adversary]
            assert view.hand == live.hand(player) and not (other - Hand.of(view.pending)) & seen
            assert view.legal_acts == (live.legal_acts() if live.to_act == player else ())
        live, _ = live.step(event)


def test_the_record_of_a_live_deal_adjudicates_to_its_scores_and_rulings() -> None:
    for seed in range(6):
        deal = _played_out(seed, ("rubicon", "au-cent")[seed % 2]).close()
        again = piquet.adjudicate(deal.to_record()).deals[0]
        assert again.scores == deal.returns()
        assert [r.citations for r in again.rulings] == [r.citations for r in deal.rulings]


def test_a_match_plays_whole_parties_and_its_records_adjudicate_to_its_results() -> None:
    result = piquet.match(piquet.random_player(1), piquet.computer("quick", seed=2), parties=2, seed=3)
    assert len(result.parties) == len(result.records) == 2 and sum(result.wins.values()) <= 2
    for partie in result.parties:
        standing = piquet.adjudicate(partie.record).partie
        assert standing.complete and standing.totals == partie.totals
        assert partie.winner == (standing.settlement.winner if standing.settlement else None)
    # The first dealer alternates: the second player deals the first partie, the first the second.
    assert [p.record.deals[0].dealer for p in result.parties] == ["B", "A"]
    assert sum(result.totals.values()) == sum(p.points_won or 0 for p in result.parties)


def test_a_match_of_au_cent_counts_the_games_won() -> None:
    result = piquet.match(piquet.random_player(4), piquet.random_player(5), parties=1, seed=6, variant="au-cent")
    (partie,) = result.parties
    games = piquet.adjudicate(partie.record).partie.games_won
    assert games is not None and result.totals == games and max(games.values()) >= 3


def test_a_match_of_no_partie_and_an_unknown_strength_are_play_errors() -> None:
    with pytest.raises(PlayError, match="one partie or more"):
        piquet.match(piquet.random_player(1), piquet.random_player(2), parties=0)
    with pytest.raises(PlayError, match="unknown strength 'bogus'"):
        piquet.computer("bogus")


def test_the_queries_leave_the_step_as_it_was_and_a_card_played_is_ruled_never_refused() -> None:
    deal = _played_out(8)
    before = deal.state
    deal.legal_acts(), deal.awaiting, deal.offers(), deal.view("A")
    assert deal.state is before
    fresh = piquet.deal(8)
    card = next(iter(fresh.hand("B")))
    _, step = fresh.step(Play("B", (card,)))
    assert step.rulings  # a card played in the exchange: ruled on, not refused


def test_the_ten_line_example_of_the_play_package_runs_as_a_doctest() -> None:
    import doctest

    import piquet.play

    failed, attempted = doctest.testmod(piquet.play)
    assert attempted >= 8 and failed == 0


def test_every_ruling_of_every_example_lies_within_its_deal_s_events_or_on_the_deal_as_a_whole() -> None:
    checked = 0
    for path in sorted((ROOT / "examples").rglob("*.json")):
        if {"ecarte", "whist"} & set(path.parts):
            continue
        record = json.loads(path.read_text())
        if not isinstance(record, dict) or "deals" not in record:
            continue
        for deal in piquet.adjudicate(record).deals:
            events = len(deal.state.log)
            for ruling in deal.rulings:
                cited = (ruling.event, *(e for f in ruling.findings for e in f.events))
                assert all(e is None or 0 <= e < events for e in cited), (path.name, deal.number, ruling.act)
            checked += 1
    assert checked >= 50


def test_a_bot_that_chooses_only_among_legal_acts_plays_a_whole_deal_without_a_ruling() -> None:
    """OpenSpiel's loop: ``random.choice(deal.legal_acts())`` from the first act (the exchange) to the last trick."""
    for seed in range(5):
        rng = random.Random(seed)
        deal = piquet.deal(seed, dealer="B")
        first = deal.legal_acts()
        assert len([a for a in first if isinstance(a, piquet.Exchange)]) == 1585  # one to five of the elder's twelve
        while not deal.is_over:
            deal, step = deal.step(rng.choice(deal.legal_acts()))
            assert not [r for r in step.rulings if not r.note], step.rulings
        assert deal.close().returns() == piquet.adjudicate(deal.to_record()).deals[0].scores


def test_law_46_the_elder_s_legal_acts_at_the_declarations_are_his_point_first_and_the_younger_s_every_reply() -> None:
    """After the exchange the elder may call his point as held (or sink it: a lesser one), and, called, the younger may
    answer it each way the laws allow (Laws 46-48): the regular acts list them, not only the cards."""
    record = json.loads((Path(__file__).resolve().parent.parent / "examples" / "description-example.json").read_text())
    dealt = record["deals"][0]
    deal = Deal.dealt("B", "A", dealt["hands"], dealt["stock"])
    deal = deal.apply(Exchange("A", "KS 8C 7C 9D 8D")).apply(Exchange("B", "7S 9H 7H"))
    calls = [a.claim for a in deal.legal_acts() if isinstance(a, piquet.Call)]
    assert piquet.PointClaim(5, 49, piquet.Suit.HEARTS) in calls
    assert {type(c) for c in calls} == {piquet.PointClaim}  # the point comes first (Law 46)
    deal = deal.apply(piquet.Call("A", piquet.PointClaim(5)))
    assert deal.to_act == "B"
    replies = {a.answer for a in deal.legal_acts() if isinstance(a, piquet.Reply)}
    assert replies, deal.legal_acts()
