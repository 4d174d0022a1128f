"""The plain minimax of the play (Laws 59, 65, 66; Case XIX) against a brute force written here from the laws."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet.search import POINTS, TRICKS, LastTricks, Position, best_line, lead_values, value
from piquet.table.cards import PACK, Card


def _brute(a: list[Card], b: list[Card], leader: int, made: int, won: list[int], player: int, count: str) -> int:
    """Every line of play tried; points counted as Law 65 and 66 state them (twelve tricks in a deal)."""
    hands = [a, b]
    if not a or not b:
        if count == "points":
            return 40 if won[player] == 12 else 10 if won[player] * 2 > 12 else 0
        return 0
    results = []
    for lead in hands[leader]:
        follow = [c for c in hands[1 - leader] if c.suit == lead.suit] or hands[1 - leader]
        replies = []
        for answer in follow:
            winner = 1 - leader if answer.suit == lead.suit and answer.rank > lead.rank else leader
            got = 0
            if count == "points":
                got = (leader == player) + (winner == player and winner != leader) + (winner == player and made + 1 == 12)
            elif count == "tricks":
                got = winner == player
            else:
                got = winner == player and made + 1 >= 11
            rest = [[c for c in h if c not in (lead, answer)] for h in hands]
            now = list(won)
            now[winner] += 1
            replies.append(got + _brute(rest[0], rest[1], winner, made + 1, now, player, count))
        results.append(max(replies) if 1 - leader == player else min(replies))
    return max(results) if leader == player else min(results)


@st.composite
def endgames(draw: st.DrawFn) -> tuple[list[Card], list[Card], int, int]:
    size = draw(st.integers(1, 4))
    cards = draw(st.permutations(PACK))[: 2 * size]
    return list(cards[:size]), list(cards[size:]), draw(st.integers(0, 1)), draw(st.integers(0, 12 - size))


@settings(max_examples=150, deadline=None)
@given(endgames(), st.integers(0, 1))
def test_law_65_66_minimax_equals_brute_force_on_small_endgames(game: tuple[list[Card], list[Card], int, int], player: int) -> None:
    a, b, leader, a_won = game
    made = 12 - len(a)
    won = [a_won, made - a_won]
    position = Position.of(" ".join(map(str, a)), " ".join(map(str, b)), leader=leader, made=made, won=(won[0], won[1]))
    assert value(position, player, POINTS) == _brute(a, b, leader, made, won, player, "points")
    assert value(position, player, TRICKS) == _brute(a, b, leader, made, won, player, "tricks")
    assert value(position, player, LastTricks(2)) == _brute(a, b, leader, made, won, player, "last")


@settings(max_examples=60, deadline=None)
@given(endgames())
def test_law_65_the_best_line_scores_its_value_and_each_lead_is_weighed(game: tuple[list[Card], list[Card], int, int]) -> None:
    a, b, leader, a_won = game
    made = 12 - len(a)
    position = Position.of(" ".join(map(str, a)), " ".join(map(str, b)), leader=leader, made=made, won=(a_won, made - a_won))
    line = best_line(position, 0)
    assert line.value == value(position, 0)
    walked, points = position, 0
    for number, (lead, answer) in enumerate(line.tricks, start=made + 1):
        after = walked.after(lead, answer)
        points += POINTS.per_trick(number, 12, walked.leader, after.leader, 0)
        walked = after
    assert walked.finished()
    assert points + POINTS.at_end(walked.won[0], 12) == line.value
    best = lead_values(position, 0)
    assert (max(best.values()) if leader == 0 else min(best.values())) == line.value


def test_case_xix_a_thirteenth_card_is_never_played() -> None:
    """Twelve tricks made: the hand of thirteen keeps its last card, and the twelfth trick was the last (Case XIX)."""
    position = Position.of("AS", "KS 7H", made=11, won=(6, 5))
    assert value(position, 0, POINTS) == 1 + 1 + 10, "led, won as the last trick, and the cards"
    assert position.after(Card.parse("AS"), Card.parse("KS")).finished()


def test_law_57_cards_that_cannot_be_answered_count_as_tricks_to_their_holder() -> None:
    position = Position.of("AS AH", "KS", made=9, won=(5, 4))
    assert value(position, 0, TRICKS) == 2
    assert value(position, 0, POINTS) == 1 + 1 + 1 + 10, "one lead played, one uncontested trick that is the last, the cards"


def test_a_position_that_contradicts_itself_is_refused() -> None:
    with pytest.raises(ValueError, match="both hands"):
        Position.of("AS KS", "KS QS")
    with pytest.raises(ValueError, match="cannot be played"):
        Position.of("AS", "KS 7H").after(Card.parse("AS"), Card.parse("7H"))


def test_a_position_made_directly_starts_with_no_trick_played() -> None:
    position = Position((Card.parse("AS").bit, Card.parse("KS").bit))
    assert (position.leader, position.made, position.won) == (0, 0, (0, 0))
    assert value(position, 0, TRICKS) == 1
