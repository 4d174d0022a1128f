"""The exact solver (piquet.search.solve) against the plain minimax and the laws of the play (Laws 57-59, 65, 66)."""

from __future__ import annotations

import functools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet.game.acts import Event, Play
from piquet.referee.apply import replay
from piquet.referee.simulate import play_random_deal
from piquet.rules.play import legal_cards, trick_winner
from piquet.rules.scoring import score_deal
from piquet.search import DIFFERENCE, POINTS, TRICKS, LastTricks, Margin, Position, from_cards_left, solve, sure_of, value
from piquet.search.minimax import answers
from piquet.search.ordering import lead_order
from piquet.search.solver import _Search
from piquet.search.table import INFINITY, Table, key_of
from piquet.table.cards import PACK, Card, cards_from_bits
from piquet.table.cardsets import Hand

DEAL_SEED = 13


def _difference(position: Position, led: Card | None = None) -> int:
    """Elder's play points less younger's from here, by plain minimax over the difference (the reference)."""
    sizes = [h.bit_count() for h in position.hands]
    sizes[position.leader] += led is not None
    last = min(12, position.made + max(sizes))
    return _difference_from(position, last, led)


@functools.cache
def _difference_from(position: Position, last: int, led: Card | None) -> int:
    if position.finished() and led is None:
        elder = value(position, 0, POINTS)
        younger = value(position, 1, POINTS)
        return elder - younger  # nothing left to choose: each side's count is forced
    leader = position.leader
    sign = 1 if leader == 0 else -1
    leads = [led] if led is not None else list(cards_from_bits(position.hands[leader]))
    outcomes = []
    for lead in leads:
        held = list(position.hands)
        held[leader] |= lead.bit
        before = Position((held[0], held[1]), leader, position.made, position.won)
        replies = []
        for answer in answers(before, lead):
            after = before.after(lead, answer)
            gained = POINTS.per_trick(position.made + 1, last, leader, after.leader, 0) - POINTS.per_trick(
                position.made + 1, last, leader, after.leader, 1)
            if led is not None:
                gained -= sign  # the point for the card led is already scored
            replies.append(gained + _difference_from(after, last, None))
        outcomes.append(min(replies) if leader == 0 else max(replies))
    return max(outcomes) if leader == 0 else min(outcomes)


@st.composite
def endgames(draw: st.DrawFn) -> Position:
    """Up to five tricks left; now and then a hand a card short or long (Laws 57, 58)."""
    size = draw(st.integers(1, 5))
    extra = draw(st.sampled_from([0, 0, 0, 1, -1]))
    cards = draw(st.permutations(PACK))
    other = max(1, size + extra)
    elder = sum(c.bit for c in cards[:size])
    younger = sum(c.bit for c in cards[size:size + other])
    made = 12 - max(size, other) if draw(st.booleans()) else draw(st.integers(0, 12 - max(size, other)))
    elder_won = draw(st.integers(0, made))
    return Position((elder, younger), draw(st.integers(0, 1)), made, (elder_won, made - elder_won))


@settings(max_examples=120, deadline=None)
@given(endgames(), st.integers(0, 1))
def test_law_65_66_the_solver_equals_the_plain_minimax_for_one_players_points_and_tricks(position: Position, player: int) -> None:
    for objective in (POINTS, TRICKS, LastTricks(2)):
        assert solve(position, objective=objective, player=player, line=False).value == value(position, player, objective)


@settings(max_examples=120, deadline=None)
@given(endgames())
def test_law_65_66_the_solver_equals_the_plain_minimax_for_the_difference(position: Position) -> None:
    found = solve(position)
    assert found.value == _difference(position)
    assert solve(position, player=1).value == -found.value, "the play is zero-sum in the difference"
    assert solve(position, objective=Margin(POINTS), merge=False, transpositions=False).value == found.value


def _lead_one(position: Position, data: st.DataObject) -> tuple[Card, Position]:
    """A card the leader leads, drawn, and the position awaiting the answer to it (the card out of his hand)."""
    lead = data.draw(st.sampled_from(list(cards_from_bits(position.hands[position.leader]))))
    held = list(position.hands)
    held[position.leader] &= ~lead.bit
    return lead, Position((held[0], held[1]), position.leader, position.made, position.won)


@settings(max_examples=80, deadline=None)
@given(endgames(), st.data())
def test_law_59_a_card_led_awaits_the_answer_and_its_point_is_already_scored(position: Position, data: st.DataObject) -> None:
    leader = position.leader
    if position.finished():
        return
    lead, waiting = _lead_one(position, data)
    found = solve(waiting, led=lead, card_values=True)
    assert found.value == _difference(waiting, lead)
    assert found.line[0][0] == lead
    allowed = legal_cards(position.hands[1 - leader], lead.index)
    assert {card.bit for card, _ in found.card_values} == {c.bit for c in cards_from_bits(allowed)}
    worst = min if leader == 0 else max
    assert found.value == worst(worth for _, worth in found.card_values)


def _walk(position: Position, tricks: tuple[tuple[Card, Card], ...]) -> int:
    """Play the tricks by the referee's rules of the play and count elder's points less younger's (Laws 57-59, 65, 66)."""
    last = min(12, position.made + max(h.bit_count() for h in position.hands))
    hands = list(position.hands)
    leader, made, won, margin = position.leader, position.made, list(position.won), 0
    for lead, answer in tricks:
        assert hands[leader] & lead.bit, "the leader holds his card"
        assert legal_cards(hands[1 - leader], lead.index) & answer.bit, "the answer follows suit if it can (Law 59)"
        winner = trick_winner(leader, lead.index, answer.index)
        made += 1
        margin += (1 if leader == 0 else -1) + (0 if winner == leader else (1 if winner == 0 else -1))
        margin += (1 if winner == 0 else -1) if made == last else 0
        hands[leader] &= ~lead.bit
        hands[1 - leader] &= ~answer.bit
        won[winner] += 1
        leader = winner
    end = Position((hands[0], hands[1]), leader, made, (won[0], won[1]))
    assert end.finished(), "the line runs to the end of the play"
    return margin + value(end, 0, POINTS) - value(end, 1, POINTS)


@settings(max_examples=80, deadline=None)
@given(endgames())
def test_law_65_the_line_given_scores_the_value_claimed_when_played_out(position: Position) -> None:
    found = solve(position)
    assert _walk(position, found.line) == found.value
    if found.line:
        assert found.best == found.line[0][0]


def _deals(count: int) -> list[Position]:
    rng = random.Random(DEAL_SEED)
    found = []
    for _ in range(count):
        pack = list(range(32))
        rng.shuffle(pack)
        found.append(Position((sum(1 << c for c in pack[:12]), sum(1 << c for c in pack[12:24]))))
    return found


@pytest.mark.parametrize("position", _deals(3), ids=["deal-1", "deal-2", "deal-3"])
def test_law_65_a_whole_deal_is_solved_and_its_line_plays_out_to_the_value(position: Position) -> None:
    found = solve(position, card_values=True)
    assert len(found.line) == 12
    assert _walk(position, found.line) == found.value
    assert max(worth for _, worth in found.card_values) == found.value, "elder leads: the best of his leads"
    assert dict(found.card_values)[found.best] == found.value


def test_a_whole_deal_is_solved_within_a_bounded_number_of_nodes() -> None:
    """The search stays small on whole deals: a regression guard on the pruning, not a timing."""
    nodes = [solve(position, line=False).nodes for position in _deals(5)]
    assert max(nodes) < 60_000, nodes
    assert sorted(nodes)[2] < 25_000, nodes


def test_merging_equivalent_cards_saves_nodes_on_a_whole_deal_and_changes_nothing() -> None:
    position = _deals(1)[0]
    both = solve(position, line=False)
    unmerged = solve(position, line=False, merge=False)
    assert both.value == unmerged.value
    assert both.nodes * 3 < unmerged.nodes, (both.nodes, unmerged.nodes)


def test_the_table_of_bounds_saves_nodes_and_changes_nothing() -> None:
    position = Position.of("AS KS 9S 7S AH TH 8H KD", "QS JS TS 8S KH QH JH 7D", made=4, won=(2, 2))
    both = solve(position, line=False)
    untabled = solve(position, line=False, transpositions=False)
    assert both.value == untabled.value == solve(position, line=False, merge=False, transpositions=False).value
    assert both.nodes * 4 < untabled.nodes, (both.nodes, untabled.nodes)


def test_law_65_the_last_trick_is_worth_a_point_more_so_the_leader_ducks_first() -> None:
    found = solve(Position.of("AS 7S", "KS 8S", made=10, won=(5, 5)))
    assert (found.value, found.best) == (1, Card.parse("7S")), "lead the seven; keep the ace for the last trick"
    assert found.values() == {} and solve(Position.of("AS 7S", "KS 8S", made=10, won=(5, 5)), card_values=True).values() == {
        Card.parse("7S"): 1, Card.parse("AS"): 0}


def test_law_66_capot_replaces_the_cards_and_counts_forty() -> None:
    found = solve(Position.of("AS", "KS", made=11, won=(11, 0)))
    assert found.value == 1 + 1 + 40, "the lead, the last trick and capot; not ten for the cards as well"


def test_law_66_the_cards_count_ten_for_more_than_six_tricks() -> None:
    assert solve(Position.of("AS", "KS", made=11, won=(6, 5))).value == 1 + 1 + 10
    assert solve(Position.of("AS", "KS", made=11, won=(5, 6))).value == 1 + 1, "six each: nothing for the cards"


def test_law_57_the_unanswered_cards_of_the_longer_hand_count_as_its_tricks() -> None:
    position = Position.of("AS AH", "KS", made=9, won=(5, 4))
    assert solve(position).value == _difference(position) == 1 + 1 + 1 + 10
    assert solve(position, objective=TRICKS).value == 2


def test_case_xix_a_thirteenth_card_is_never_played() -> None:
    found = solve(Position.of("AS", "KS 7H", made=11, won=(6, 5)))
    assert found.value == 1 + 1 + 10 and found.line == ((Card.parse("AS"), Card.parse("KS")),)


def test_sure_of_answers_as_the_value_does() -> None:
    for position in _deals(2):
        worth = solve(position, objective=TRICKS, line=False).value
        assert sure_of(position, worth) and not sure_of(position, worth + 1)
        margin = solve(position, line=False).value
        assert sure_of(position, margin, objective=DIFFERENCE)
        assert not sure_of(position, margin + 1, objective=DIFFERENCE)
        assert sure_of(position, -margin, player=1, objective=DIFFERENCE)
        assert not sure_of(position, -margin + 1, player=1, objective=DIFFERENCE)


def test_sure_of_with_a_card_led_counts_from_the_answer() -> None:
    position, led = from_cards_left("KS", "AS QS", leader=0, led="7S", elder_tricks=5)
    assert solve(position, led=led).value == -13
    assert sure_of(position, 13, player=1, objective=DIFFERENCE, led=led)
    assert not sure_of(position, 14, player=1, objective=DIFFERENCE, led=led)
    assert sure_of(position, -13, player=0, objective=DIFFERENCE, led=led)
    assert not sure_of(position, -12, player=0, objective=DIFFERENCE, led=led)


def test_a_finished_position_is_worth_what_its_tricks_give() -> None:
    found = solve(Position((0, 0), 0, 12, (7, 5)))
    assert (found.value, found.best, found.line) == (10, None, ())
    assert found.nodes == 2, "two zero-window tests (at least 0, at least 11), each settled at the first node"


@pytest.mark.parametrize(("make", "message"), [
    (lambda: solve(Position((Card.parse("AS").bit, Card.parse("AS").bit))), "both hands"),
    (lambda: solve(Position.of("AS", "KS"), led="AS"), "still in a hand"),
    (lambda: solve(Position.of("AS", "KS", made=3, won=(1, 1))), "cannot make"),
    (lambda: solve(Position.of("AS", "KS"), player=2), "0 \\(elder\\)"),
    (lambda: solve(Position.of("AS", "", made=11, won=(6, 5)), led="KS"), "no trick"),
    (lambda: solve(Position.of("AS", "KS 7H", made=12, won=(6, 6)), led="QS"), "no trick"),
    (lambda: from_cards_left("AS", "KS", elder_tricks=12), "cannot have won"),
])
def test_a_position_that_cannot_arise_is_refused(make: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        make()  # type: ignore[operator]


def test_the_table_keeps_what_each_search_proves_as_bounds_and_merges_them() -> None:
    table = Table()
    table.store(1, 5, 5, 6, -1)  # failed low at 5: no more than 5
    assert table.bounds(1) == (-INFINITY, 5)
    table.store(1, 3, 2, 3, -1)  # failed high at 3: at least 3
    assert table.bounds(1) == (3, 5)
    table.store(1, 4, 0, 9, -1)  # inside its window: exactly 4
    assert table.bounds(1) == (4, 4)
    assert table.bounds(2) == (-INFINITY, INFINITY) and len(table) == 1


def test_the_search_files_a_position_under_its_squeezed_key_and_learns_its_value_there() -> None:
    """After MTD(f) the first position's bounds have met at its value, under the key the table documents."""
    for position in (_deals(1)[0], Position.of("AS KS 9S 7S AH TH 8H KD", "QS JS TS 8S KH QH JH 7D", made=4, won=(3, 1))):
        search = _Search(position, None, DIFFERENCE, 0, True, True)
        node = search.root()
        found = search.exact(node)
        assert search.engine.table is not None
        assert search.engine.table.bounds(key_of(node[0], node[1], node[2], node[3], node[4])) == (found, found)
    # squeezed: the same position with the two lowest clubs swapped between played and held is the same key
    assert key_of(0b0110, 0b1000, 1, 0, 0) == key_of(0b0101, 0b1000, 1, 0, 0) != key_of(0b1100, 0b0010, 1, 0, 0)
    # sorted: the same cards with clubs and hearts renamed are the same position (no trumps)
    assert key_of(0x00FF_0001, 0x0000_0F00, 1, 0, 0) == key_of(0x0001_00FF, 0x0000_0F00, 1, 0, 0)
    # tricks won: past seven the cards are settled (Law 66), so eight and seven are filed together, six apart
    assert key_of(1, 2, 0, 8, 2) == key_of(1, 2, 0, 7, 2) != key_of(1, 2, 0, 6, 2)
    assert key_of(1, 2, 0, 8, 2, counts_won=False) == key_of(1, 2, 0, 3, 5, counts_won=False)


def test_leads_are_tried_masters_first_then_low_cards() -> None:
    mine, theirs = Hand.parse("AS QS 7H").bits, Hand.parse("KS 8H").bits
    assert [str(PACK[i]) for i in lead_order(mine, theirs)] == ["AS", "7H", "QS"]
    touching = Hand.parse("AS KS QS").bits
    assert [str(PACK[i]) for i in lead_order(touching, theirs & ~Hand.parse("KS").bits)] == ["QS"], "one card of a run"


@pytest.mark.parametrize("seed", range(4))
def test_law_59_the_last_two_tricks_played_out_follow_suit_in_every_suit(seed: int) -> None:
    """Two cards each, settled without search: the answer must follow the suit led, whichever suit it is."""
    rng = random.Random(seed)
    for _ in range(150):
        suit = rng.randrange(4)
        cards = [8 * suit, 8 * suit + rng.randint(1, 7)] + rng.sample([c for c in range(32) if c >> 3 != suit], 2)
        rng.shuffle(cards)
        position = Position((sum(1 << c for c in cards[:2]), sum(1 << c for c in cards[2:])), rng.randrange(2), 10, (5, 5))
        assert solve(position, line=False).value == _difference(position), position


def _renamed(bits: int, order: tuple[int, int, int, int]) -> int:
    return sum(((bits >> 8 * suit) & 0xFF) << 8 * order[suit] for suit in range(4))


@pytest.mark.parametrize("seed", range(3))
def test_suits_renamed_give_the_same_value_and_the_same_line_renamed(seed: int) -> None:
    """Piquet has no trumps: a deal with its suits renamed is the same deal, which the table relies on."""
    position = _deals(seed + 1)[seed]
    order = (2, 0, 3, 1)
    renamed = Position((_renamed(position.hands[0], order), _renamed(position.hands[1], order)))
    found, again = solve(position), solve(renamed)
    assert found.value == again.value
    assert _walk(renamed, again.line) == again.value


@pytest.mark.parametrize("seed", range(12))
def test_merging_never_changes_a_value_on_six_trick_endgames(seed: int) -> None:
    """Answers merged against the leader's cards left and the card led: the same values as every card tried."""
    rng = random.Random(seed)
    cards = rng.sample(range(32), 12)
    elder_won = rng.randint(0, 6)
    position = Position((sum(1 << c for c in cards[:6]), sum(1 << c for c in cards[6:])), seed % 2, 6, (elder_won, 6 - elder_won))
    assert solve(position, line=False).value == solve(position, line=False, merge=False).value
    for player in (0, 1):
        assert solve(position, objective=POINTS, player=player, line=False).value == solve(
            position, objective=POINTS, player=player, line=False, merge=False, transpositions=False).value


@settings(max_examples=60, deadline=None)
@given(endgames(), st.data())
def test_law_65_with_a_card_led_one_players_points_leave_out_only_his_own_lead(position: Position, data: st.DataObject) -> None:
    leader = position.leader
    if position.finished():
        return
    lead, waiting = _lead_one(position, data)
    last = min(12, position.made + max(h.bit_count() for h in position.hands))
    for player in (0, 1):
        outcomes = []
        for answer in answers(position, lead):
            after = position.after(lead, answer)
            gained = POINTS.per_trick(position.made + 1, last, leader, after.leader, player) - (player == leader)
            outcomes.append(gained + value(after, player, POINTS))
        best = max(outcomes) if player != leader else min(outcomes)
        assert solve(waiting, led=lead, objective=POINTS, player=player, line=False).value == best


@pytest.mark.parametrize("seed", range(4))
def test_law_65_66_the_line_played_through_the_referee_scores_the_value_claimed(seed: int) -> None:
    """A simulated deal's play replaced by the solver's line, replayed act by act and scored by the referee."""
    deal = play_random_deal(random.Random(seed))
    first = next(i for i, e in enumerate(deal.events) if isinstance(e, Play))
    second = next(i for i, e in enumerate(deal.events) if isinstance(e, Play) and i > first)
    at_first_lead = replay(deal.initial, deal.events[:first])
    found = solve(Position(at_first_lead.hands))
    label = at_first_lead.setup.label
    plays: list[Event] = []
    for (lead, answer), who in zip(found.line, _leaders(found.line)):
        plays += [Play(label(who), (lead,)), Play(label(1 - who), (answer,))]
    declared = [e for e in deal.events[first + 1:second] if not isinstance(e, Play)]  # younger's, before his first card
    final = replay(deal.initial, deal.events[:first] + plays[:1] + declared + plays[1:])
    assert final.finished
    sign = {at_first_lead.setup.elder: 1, at_first_lead.setup.younger: -1}
    scored = sum(sign[i.player] * i.points for i in score_deal(final).items if i.item in ("play", "cards", "capot"))
    assert scored == found.value


def _leaders(tricks: tuple[tuple[Card, Card], ...]) -> list[int]:
    """Who leads each trick of a line from the first lead: elder, then each trick's winner."""
    leader, found = 0, []
    for lead, answer in tricks:
        found.append(leader)
        leader = trick_winner(leader, lead.index, answer.index)
    return found
