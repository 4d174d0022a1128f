"""The regular game on random deals: every trick won by the right card, the point and the vole, the king marked.

Each deal is shuffled, proposed over and played at random within the rules
(:mod:`tests.ecarte.simulate`); the checks below work each result out again from
the cards alone, without the referee's helpers.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from ecarte import adjudicate
from tests.ecarte.simulate import random_record

#: Écarté's order within a suit, lowest first (Game rule 1): the ace between the knave and the ten.
ORDER = "789TAJQK"


def _wins(led: str, played: str, trump: str) -> bool:
    """Whether the card played to ``led`` takes the trick, from the card names alone."""
    if played[1] == led[1]:
        return ORDER.index(played[0]) > ORDER.index(led[0])
    return played[1] == trump


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_game_rule_5_every_trick_is_won_by_the_right_card(seed: int) -> None:
    result = adjudicate(random_record(random.Random(seed), deals=2))
    for dealt in result.deals:
        state = dealt.state
        assert state.trump is not None and len(state.tricks) == 5
        trump = str(state.trump)[1]
        leader = state.elder
        for trick in state.tricks:
            assert trick.leader == leader
            expected = trick.follower if _wins(str(trick.led), str(trick.played), trump) else trick.leader
            assert trick.winner == expected
            leader = trick.winner


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_game_rule_6_the_point_and_the_vole(seed: int) -> None:
    result = adjudicate(random_record(random.Random(seed), deals=2))
    for dealt in result.deals:
        state = dealt.state
        won = {p: sum(1 for t in state.tricks if t.winner == p) for p in (state.elder, state.dealer)}
        winner = max(won, key=lambda p: won[p])
        if won[winner] == 5:
            expected = ("vole", 2)
        else:
            doubled = (winner == state.dealer and state.proposals == 0) or (winner == state.elder and state.first_refused)
            expected = ("point", 2 if doubled else 1)
        assert [(m.player, m.item, m.points) for m in state.marks if m.item != "king"] == [(winner, *expected)]
        assert all(r.cited("ecarte-law") == (46,) and r.event is None for r in dealt.rulings)  # a game won at most


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_game_rule_3_the_king_is_marked_when_turned_or_announced(seed: int) -> None:
    data = random_record(random.Random(seed), deals=2)
    result = adjudicate(data)
    for dealt, raw in zip(result.deals, data["deals"]):
        state = dealt.state
        kings = [m.player for m in state.marks if m.item == "king"]
        announced = [e["player"] for e in raw["events"] if "king" in e]
        turned = [state.dealer] if str(state.trump)[0] == "K" else []
        assert sorted(kings) == sorted(turned + announced)


def test_the_game_is_five_up_over_many_deals() -> None:
    result = adjudicate(random_record(random.Random(11), deals=24))
    for game in result.carried.games:
        assert max(game["scores"].values()) >= 5
    assert sum(result.totals.values()) < 10 and all(v < 5 for v in result.totals.values())
