"""Property tests: invariants that must hold for every card, hand, event and random deal.

Random deals come from :mod:`piquet.referee.simulate`, which proposes acts and lets
the referee (:func:`piquet.referee.deal.apply`) accept or refuse them, so every deal
here is a legal regular deal.  Hypothesis draws the seed; a failing example
is reproduced with ``play_random_deal(random.Random(seed))``.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from piquet import (
    PACK,
    Answer,
    Card,
    Hand,
    Contradiction,
    Phase,
    Place,
    PointClaim,
    SequenceClaim,
    SetClaim,
    Stock,
    adjudicate,
    apply,
    best_point,
    event_from_json,
    rank_sets,
    read_record,
    replay,
    score_deal,
    step,
    sequences,
)
from piquet.table.cards import Rank, Suit
from piquet.table.combinations import summary_keys
from piquet.game.acts import (
    AnnounceCarteBlanche,
    Call,
    Concede,
    DeclareAll,
    Discard,
    Event,
    Exchange,
    LookAtLeft,
    Play,
    Reckon,
    Reply,
    ShowCarteBlanche,
    Take,
)
from piquet.referee.apply import close_deal
from piquet.rules.play import legal_cards
from piquet.game.record import Record
from piquet.referee.simulate import (
    SimulatedDeal,
    deal_record,
    legal_events,
    partie_record,
    play_random_deal,
    random_deal,
    random_event,
)
from piquet.game.state import ELDER, YOUNGER, DealState

FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
DEALS = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])

seeds = st.integers(min_value=0, max_value=2**64 - 1)
cards = st.sampled_from(PACK)
masks = st.integers(min_value=0, max_value=(1 << 32) - 1)
twelve_card_masks = st.lists(st.integers(0, 31), min_size=12, max_size=12, unique=True).map(
    lambda indexes: sum(1 << i for i in indexes)
)


def simulated(seed: int) -> SimulatedDeal:
    return play_random_deal(random.Random(seed))


def states_of(deal: SimulatedDeal) -> Iterator[tuple[DealState, Event | None]]:
    """Every state of a deal with the act about to be applied to it (None after the last)."""
    state = deal.initial
    for event in deal.events:
        yield state, event
        state = apply(state, event)
    yield state, None


# -- notation round trips ------------------------------------------------------------


def test_every_card_round_trips() -> None:
    for card in PACK:
        assert Card.parse(str(card)) == card
        assert Card.from_index(card.index) == card


@st.composite
def lenient_spellings(draw: st.DrawFn) -> tuple[Card, str]:
    card = draw(cards)
    rank = card.rank.letter
    rank_spellings = [rank, rank.lower()] + (["10"] if card.rank is Rank.TEN else [])
    hollow = {Suit.SPADES: "\u2664", Suit.HEARTS: "\u2661", Suit.DIAMONDS: "\u2662", Suit.CLUBS: "\u2667"}
    suit_spellings = [card.suit.letter, card.suit.letter.lower(), card.suit.symbol, hollow[card.suit]]
    text = draw(st.sampled_from(rank_spellings)) + draw(st.sampled_from(suit_spellings))
    pad = draw(st.sampled_from(["", " ", "\t"]))
    return card, pad + text + pad


@FAST
@given(lenient_spellings())
def test_lenient_card_spellings_read_to_the_card(spelled: tuple[Card, str]) -> None:
    card, text = spelled
    assert Card.parse(text) == card
    assert str(Card.parse(text)) == card.code


@FAST
@given(masks)
def test_hand_round_trips(bits: int) -> None:
    hand = Hand(bits)
    assert Hand.parse(str(hand)) == hand
    assert len(hand) == bits.bit_count()
    assert Hand.of(list(hand)) == hand


@FAST
@given(st.permutations(range(32)), st.integers(0, 32))
def test_stock_round_trips_in_order(order: list[int], size: int) -> None:
    stock = Stock(tuple(order[:size]))
    again = Stock.parse(str(stock))
    assert again == stock
    assert again.order == stock.order


labels = st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", min_size=1, max_size=6)
suits_or_none = st.none() | st.sampled_from(list(Suit))
ranks_or_none = st.none() | st.sampled_from(list(Rank))
claims = st.one_of(
    st.builds(PointClaim, st.integers(1, 8), st.none() | st.integers(0, 80), suits_or_none),
    st.builds(SequenceClaim, st.integers(3, 8), ranks_or_none, suits_or_none),
    st.builds(SetClaim, st.sampled_from([3, 4]), ranks_or_none),
)
card_runs = st.lists(cards, min_size=1, max_size=8, unique=True).map(tuple)
events = st.one_of(
    st.builds(Discard, labels, masks.map(Hand)),
    st.builds(Exchange, labels, masks.map(Hand)),
    st.builds(Take, labels, st.integers(0, 8)),
    st.builds(DeclareAll, st.none() | labels),
    st.builds(AnnounceCarteBlanche, labels),
    st.builds(ShowCarteBlanche, labels),
    st.builds(Call, labels, claims),
    st.builds(Reckon, labels, claims),
    st.builds(Reply, labels, st.sampled_from(list(Answer))),
    st.builds(LookAtLeft, labels),
    st.builds(Play, labels, card_runs),
    st.builds(Concede, labels),
)


@FAST
@given(events)
def test_event_json_round_trips(event: Event) -> None:
    data = event.to_json()
    assert event_from_json(data) == event
    assert event_from_json(json.loads(json.dumps(data))) == event


@DEALS
@given(seeds)
def test_simulated_events_round_trip(seed: int) -> None:
    for event in simulated(seed).events:
        assert event_from_json(json.loads(json.dumps(event.to_json()))) == event


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seeds, st.sampled_from([1, 2, 4, 6]))
def test_record_round_trips(seed: int, deals: int) -> None:
    record = partie_record(random.Random(seed), deals=deals)
    data = record.to_json()
    again = read_record(json.loads(json.dumps(data)))
    assert again == record
    assert again.to_json() == data


# -- Law 75: every card in exactly one place ---------------------------------------


def assert_each_card_once(state: DealState) -> None:
    places = state.places()
    held = [card for found in places.values() for card in found]
    assert len(held) == 32
    assert len(set(held)) == 32
    assert places[Place.OUT_OF_DEAL] == ()
    for place, found in places.items():
        for card in found:
            assert state.where(card) is place


@DEALS
@given(seeds)
def test_every_card_is_in_exactly_one_place_after_every_act(seed: int) -> None:
    for state, _ in states_of(simulated(seed)):
        assert_each_card_once(state)


# -- Laws 65-67: the items of a deal add up to its score --------------------------


@DEALS
@given(seeds)
def test_items_add_up_to_the_deal_score(seed: int) -> None:
    score = score_deal(simulated(seed).final)
    for label, total in score.totals.items():
        assert sum(item.points for item in score.items if item.player == label) == total
    assert set(score.totals) == {"A", "B"}
    assert all(item.points > 0 for item in score.items)


@DEALS
@given(seeds)
def test_law_65_and_66_play_and_cards(seed: int) -> None:
    final = simulated(seed).final
    score = score_deal(final)
    play = {label: sum(i.points for i in score.items if i.player == label and i.item == "play") for label in ("A", "B")}
    won_by_follower = sum(1 for trick in final.tricks if trick.winner != trick.leader)
    # one for each card led, one for each trick won against the lead, one more for the last trick
    assert play["A"] + play["B"] == 12 + won_by_follower + 1
    for who in (ELDER, YOUNGER):
        label = final.setup.label(who)
        won = final.tricks_won(who)
        cards_items = [i for i in score.items if i.player == label and i.item in ("cards", "capot")]
        if won == 12:
            assert [(i.item, i.points) for i in cards_items] == [("capot", 40)]
        elif won > 6:
            assert [(i.item, i.points) for i in cards_items] == [("cards", 10)]
        else:
            assert cards_items == []


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seeds, st.sampled_from([4, 6]))
def test_adjudication_json_items_add_up(seed: int, deals: int) -> None:
    record = partie_record(random.Random(seed), deals=deals)
    result = json.loads(json.dumps(adjudicate(record.to_json()).to_json()))
    totals = {"A": 0, "B": 0}
    assert len(result["deals"]) == deals
    for deal, dealt in zip(result["deals"], record.deals):
        assert deal["complete"] is True
        for label in ("A", "B"):
            assert sum(item["points"] for item in deal["items"] if item["player"] == label) == deal["scores"][label]
            totals[label] += deal["scores"][label]
        # the referee's score of the same events, doubled where the four-deal partie doubles
        initial = random_deal_like(dealt)
        raw = score_deal(replay(initial, dealt.events)).totals
        assert deal["scores"] == {label: raw[label] * deal["multiplier"] for label in raw}
    assert result["partie"]["totals"] == totals
    assert result["partie"]["deals_played"] == deals


def random_deal_like(dealt: object) -> DealState:
    from piquet.referee.deal import start_deal
    from piquet.game.record import DealRecord

    assert isinstance(dealt, DealRecord)
    elder = next(label for label in dealt.hands if label != dealt.dealer)
    return start_deal(dealt.dealer, elder, dealt.hands, dealt.stock)


# -- Laws 59, 65, 66: a legal deal is played out to twelve tricks ------------------


@DEALS
@given(seeds)
def test_random_legal_deals_complete_with_twelve_tricks(seed: int) -> None:
    deal = simulated(seed)
    final = deal.final
    assert final.phase is Phase.FINISHED
    assert len(final.tricks) == 12
    assert final.hands == (0, 0)
    assert final.pending == ()
    assert final.played[ELDER].bit_count() == final.played[YOUNGER].bit_count() == 12
    assert final.tricks_won(ELDER) + final.tricks_won(YOUNGER) == 12
    assert replay(deal.initial, deal.events) == final
    assert final.events == len(deal.events)
    # Law 23: each took from the top of the stock as many as he discarded
    for who in (ELDER, YOUNGER):
        assert final.taken[who] == final.discards[who].bit_count()
    assert len(final.stock) == 8 - sum(final.taken[who] or 0 for who in (ELDER, YOUNGER))


@DEALS
@given(seeds)
def test_each_trick_goes_to_the_higher_card_of_the_suit_led(seed: int) -> None:
    final = simulated(seed).final
    leader = ELDER
    for trick in final.tricks:
        assert trick.leader == leader
        led, followed = PACK[trick.led], PACK[trick.followed]
        beaten = followed.suit == led.suit and followed.rank > led.rank
        assert trick.winner == (1 - trick.leader if beaten else trick.leader)
        leader = trick.winner


# -- a refused act changes nothing ------------------------------------------------


def irregular_acts(state: DealState) -> Iterator[tuple[str, Event]]:
    """Irregular acts the referee must rule on in this state (not refuse), with what is wrong with them."""
    setup = state.setup
    if state.phase is Phase.EXCHANGE:
        if state.taken[ELDER] is None and not state.discards[ELDER]:
            yield "exchange six", Exchange(setup.elder, Hand(_lowest(state.hands[ELDER], 6)))
            yield "younger takes first", Take(setup.younger, 1)
        yield "call in the exchange", Call(setup.elder, PointClaim(1))
        return
    if state.finished:
        return
    if not state.first_lead_made:
        yield "younger calls", Call(setup.younger, PointClaim(1))
    if state.pending:
        follower = 1 - state.leader
        led = state.pending[0]
        suit = 0xFF << (8 * (led >> 3))
        off_suit = state.hands[follower] & ~suit
        if state.hands[follower] & suit and off_suit:
            yield "revoke", Play(setup.label(follower), (PACK[_lowest(off_suit, 1).bit_length() - 1],))
    else:
        other = 1 - state.leader
        if state.hands[other]:
            yield "lead out of turn", Play(setup.label(other), (PACK[_lowest(state.hands[other], 1).bit_length() - 1],))


def contradicting_acts(state: DealState) -> Iterator[tuple[str, Event]]:
    """Acts the record's own facts contradict in this state: the referee refuses them."""
    setup = state.setup
    if state.finished:
        yield "play after the end", Play(setup.elder, (PACK[0],))
        return
    if state.phase is Phase.PLAY:
        player = 1 - state.leader if state.pending else state.leader
        elsewhere = ~state.hands[player] & ((1 << 32) - 1)
        yield "card not in hand", Play(setup.label(player), (PACK[_lowest(elsewhere, 1).bit_length() - 1],))
    yield "a stranger acts", Take("Z", 1)


def _lowest(bits: int, count: int) -> int:
    out = 0
    for _ in range(count):
        low = bits & -bits
        out |= low
        bits ^= low
    return out


@DEALS
@given(seeds, st.data())
def test_an_act_the_record_contradicts_leaves_the_state_as_it_was(seed: int, data: st.DataObject) -> None:
    deal = simulated(seed)
    history = list(states_of(deal))
    position = data.draw(st.integers(0, len(history) - 1), label="position")
    state, _ = history[position]
    what, act = data.draw(st.sampled_from(list(contradicting_acts(state))), label="contradicting act")
    snapshot = copy.deepcopy(state)
    with pytest.raises(Contradiction) as refused:
        apply(state, act)
    assert state == snapshot, what
    if what == "card not in hand":
        assert isinstance(act, Play) and refused.value.card == act.cards[0].code
    # still usable: the rest of the deal goes on from it to the same end
    assert replay(state, deal.events[position:]) == deal.final


@DEALS
@given(seeds, st.data())
def test_an_irregular_act_is_ruled_on_and_the_deal_goes_on(seed: int, data: st.DataObject) -> None:
    deal = simulated(seed)
    history = [(state, event) for state, event in states_of(deal) if list(irregular_acts(state))]
    if not history:
        return
    state, _ = data.draw(st.sampled_from(history), label="state")
    what, act = data.draw(st.sampled_from(list(irregular_acts(state))), label="irregular act")
    snapshot = copy.deepcopy(state)
    done = step(state, act)
    assert state == snapshot, what
    if what == "revoke":
        # Law 59 IV: a revoke stands, noted, until it is claimed or the deal is scored
        assert done.state.revokes and not any(c.id == 59 for r in done.rulings for c in r.citations)
        closed = close_deal(done.state)
        assert closed.rulings[-1].event == state.events and closed.rulings[-1].citations[0].id == 59
    else:
        assert done.rulings, what
    assert all(ruling.citations for ruling in done.rulings), what
    assert_each_card_once(done.state)
    expected = {"exchange six": 27, "younger takes first": 29, "lead out of turn": 59}
    if what in expected:
        assert any(c.id == expected[what] for ruling in done.rulings for c in ruling.citations), what


@DEALS
@given(seeds)
def test_law_59_a_revoke_is_ruled_on_whenever_the_follower_holds_the_suit(seed: int) -> None:
    for state, event in states_of(simulated(seed)):
        if not state.pending or not isinstance(event, Play):
            continue
        follower = 1 - state.leader
        allowed = legal_cards(state.hands[follower], state.pending[0])
        for index in range(32):
            if state.hands[follower] >> index & 1 and not allowed >> index & 1:
                done = step(state, Play(state.setup.label(follower), (PACK[index],)))
                assert done.state.revokes == ((state.events, follower, index),)


# -- Laws 18-20: carte blanche ------------------------------------------------------


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seeds, st.sampled_from([ELDER, YOUNGER]))
def test_law_18_a_carte_blanche_scores_ten_first(seed: int, who: int) -> None:
    from piquet.referee.deal import start_deal
    from piquet.referee.simulate import random_step

    rng = random.Random(seed)
    blank = [card.index for card in PACK if not card.rank.is_court]
    rng.shuffle(blank)
    rest = [i for i in range(32) if i not in blank[:12]]
    rng.shuffle(rest)
    lucky, other = sum(1 << i for i in blank[:12]), sum(1 << i for i in rest[:12])
    hands = {"A": Hand(lucky if who == ELDER else other), "B": Hand(other if who == ELDER else lucky)}
    state = start_deal("B", "A", hands, Stock(tuple(rest[12:])))
    while not state.finished:
        _, state = random_step(state, rng)
    score = score_deal(state)
    label = state.setup.label(who)
    assert score.items[0].item == "carte blanche" and score.items[0].player == label
    assert score.items[0].points == 10
    assert_each_card_once(state)


# -- Laws 68, 69: pique and repique -------------------------------------------------


HAND_ITEMS = ("carte blanche", "point", "sequence", "set")


def check_pique_and_repique(final: DealState) -> tuple[bool, bool]:
    score = score_deal(final)
    elder, younger = final.setup.elder, final.setup.younger
    pique = [item for item in score.items if item.item == "pique"]
    repique = [item for item in score.items if item.item == "repique"]
    assert len(pique) <= 1 and len(repique) <= 1
    assert score.pique in (None, elder)  # Law 69: only the elder hand piques
    if score.pique is not None:
        assert pique[0].player == elder and pique[0].points == 30
        assert score.repique is None
        assert not any(item.player == younger and item.item in HAND_ITEMS for item in score.items)
    if score.repique is not None:  # Law 68: thirty in hand alone
        who = score.repique
        assert repique[0].player == who and repique[0].points == 60
        assert sum(item.points for item in score.items if item.player == who and item.item in HAND_ITEMS) >= 30
    return score.pique is not None, score.repique is not None


@DEALS
@given(seeds)
def test_law_69_only_the_elder_piques(seed: int) -> None:
    check_pique_and_repique(simulated(seed).final)


def test_law_69_and_68_over_many_deals() -> None:
    """A fixed batch, big enough that piques and repiques actually occur."""
    rng = random.Random(1882)
    seen = [False, False]
    for number in range(3000):
        dealer, elder = ("B", "A") if number % 2 else ("A", "B")
        found = check_pique_and_repique(play_random_deal(rng, dealer, elder).final)
        seen = [seen[0] or found[0], seen[1] or found[1]]
        if all(seen):
            break
    assert seen == [True, True]


# -- combinations (Laws 62-64) ------------------------------------------------------


def suit_lengths(bits: int) -> list[int]:
    return [(bits >> (8 * s) & 255).bit_count() for s in range(4)]


def brute_runs(bits: int) -> set[tuple[int, int, int]]:
    """Maximal runs of three or more: (suit, length, top rank)."""
    runs = set()
    for suit in range(4):
        rank = 7
        while rank <= 14:
            if bits >> (8 * suit + rank - 7) & 1:
                start = rank
                while rank + 1 <= 14 and bits >> (8 * suit + rank + 1 - 7) & 1:
                    rank += 1
                if rank - start + 1 >= 3:
                    runs.add((suit, rank - start + 1, rank))
            rank += 1
    return runs


@settings(max_examples=300, deadline=None)
@given(masks | twelve_card_masks)
def test_law_63_sequences_are_maximal_disjoint_runs(bits: int) -> None:
    found = sequences(bits)
    assert {(int(s.suit), s.length, int(s.top)) for s in found} == brute_runs(bits)
    covered = 0
    for seq in found:
        assert seq.bits & bits == seq.bits
        assert not seq.bits & covered
        covered |= seq.bits
        low = 8 * seq.suit + seq.top - 7 - seq.length + 1
        high = 8 * seq.suit + seq.top - 7
        if seq.top - seq.length + 1 > 7:
            assert not bits >> (low - 1) & 1
        if seq.top < 14:
            assert not bits >> (high + 1) & 1
    assert [s.key for s in found] == sorted((s.key for s in found), reverse=True)


@settings(max_examples=300, deadline=None)
@given(masks | twelve_card_masks)
def test_law_62_best_point_is_the_longest_suit(bits: int) -> None:
    point = best_point(bits)
    if not bits:
        assert point is None
        return
    assert point is not None
    lengths = suit_lengths(bits)
    assert point.length == max(lengths)
    values = [
        sum(Rank(7 + r).pip_value for r in range(8) if bits >> (8 * s + r) & 1)
        for s in range(4)
        if lengths[s] == point.length
    ]
    assert point.value == max(values)
    assert suit_lengths(bits)[point.suit] == point.length


@settings(max_examples=300, deadline=None)
@given(masks | twelve_card_masks)
def test_law_64_rank_sets_are_threes_and_fours_of_tens_and_above(bits: int) -> None:
    expected = {}
    for rank in range(10, 15):
        count = sum(bits >> (8 * s + rank - 7) & 1 for s in range(4))
        if count >= 3:
            expected[rank] = count
    found = rank_sets(bits)
    assert {int(s.rank): s.count for s in found} == expected
    assert [s.key for s in found] == sorted((s.key for s in found), reverse=True)


@settings(max_examples=500, deadline=None)
@given(masks | twelve_card_masks)
def test_summary_keys_agree_with_the_combinations(bits: int) -> None:
    point_key, sequence_key, set_key = summary_keys(bits)
    point = best_point(bits)
    assert point_key == (point.length * 128 + point.value if point else 0)
    runs = sequences(bits)
    assert sequence_key == (runs[0].length * 16 + int(runs[0].top) if runs else 0)
    found = rank_sets(bits)
    assert set_key == (found[0].count * 16 + int(found[0].rank) if found else 0)


@FAST
@given(twelve_card_masks, twelve_card_masks)
def test_summary_keys_order_hands_as_compare_does(mine: int, theirs: int) -> None:
    from piquet.table.combinations import Comparison, compare

    pairs = [
        (summary_keys(mine)[0], summary_keys(theirs)[0], best_point(mine), best_point(theirs)),
        (summary_keys(mine)[1], summary_keys(theirs)[1], (sequences(mine) or (None,))[0], (sequences(theirs) or (None,))[0]),
        (summary_keys(mine)[2], summary_keys(theirs)[2], (rank_sets(mine) or (None,))[0], (rank_sets(theirs) or (None,))[0]),
    ]
    for key_mine, key_theirs, best_mine, best_theirs in pairs:
        verdict = compare(best_mine, best_theirs)
        expected = Comparison.GOOD if key_mine > key_theirs else Comparison.EQUAL if key_mine == key_theirs else Comparison.NOT_GOOD
        assert verdict is expected


# -- the simulator's own contract ------------------------------------------------------


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seeds, st.data())
def test_legal_events_are_accepted_and_random_events_are_legal(seed: int, data: st.DataObject) -> None:
    deal = simulated(seed)
    history = [s for s, _ in states_of(deal) if s.phase is not Phase.EXCHANGE and not s.finished]
    state = data.draw(st.sampled_from(history), label="state")
    options = legal_events(state)
    assert options
    for event in options:
        apply(state, event)
    chosen = random_event(state, random.Random(seed))
    apply(state, chosen)
    if isinstance(chosen, Play) and len(chosen.cards) == 1:
        assert chosen in options


def test_legal_events_in_the_exchange_are_the_allowed_discards() -> None:
    state = random_deal(random.Random(5))
    options = legal_events(state)
    exchanges = [e for e in options if isinstance(e, Exchange)]
    # Law 21: the elder exchanges one to five of his twelve cards
    assert len(exchanges) == 12 + 66 + 220 + 495 + 792
    assert all(e.player == "A" for e in options)


def test_deal_record_of_a_simulated_deal_adjudicates_to_its_score() -> None:
    deal = play_random_deal(random.Random(3))
    record = Record(("A", "B"), (deal_record(deal.initial, deal.events),))
    result = adjudicate(record)
    assert result.deals[0].scores == score_deal(deal.final).totals
