"""Au cent's game a hundred up (au-cent:game-a-hundred-up) and its double game (au-cent:double-game), read with Law 67's
order of reckoning: the game is won at the moment a total reaches a hundred as the scores of a deal accrue, and scores put
right (au-cent:errors-in-scoring) reckon the game again from the deal they were wrong in."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from piquet import adjudicate
from piquet.game.games import GamesPartie
from piquet.game.variant import Variant
from piquet.referee.apply import close_deal
from piquet.rules.partie import Dealt
from piquet.referee.simulate import au_cent_partie_record, play_random_deal
from piquet.rules.scoring import order_of_reckoning, play_scores, score_deal

ROUND = Path(__file__).parent / "examination" / "round_1129c"
ORDER = {"carte blanche": 0, "point": 1, "sequence": 2, "set": 3, "repique": 3, "play": 4, "pique": 4, "cards": 5, "capot": 5}


def _blind(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((ROUND / f"{name}.json").read_text())
    data.pop("x-expected")
    return data


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from([frozenset(), frozenset({"low_cards_do_not_count", "point_four_less"})]))
def test_law_67_the_scores_accrue_in_its_order_and_sum_to_the_deal(seed: int, agreements: frozenset[str]) -> None:
    rng = random.Random(seed)
    final = close_deal(play_random_deal(rng, variant=Variant.AU_CENT, agreements=agreements).final)
    score = score_deal(final)
    accrued = order_of_reckoning(final, score)
    assert {p: sum(n for q, n, _ in accrued if q == p) for p in score.totals} == score.totals
    ranks = [ORDER[item] for _, _, item in accrued]
    assert ranks == sorted(ranks)  # carte blanche, point, sequences, quatorzes and trios, the play, the cards
    assert all(n > 0 for _, n, _ in accrued)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_law_65_the_points_of_play_accrue_one_by_one_in_the_order_the_cards_made_them(seed: int) -> None:
    rng = random.Random(seed)
    final = close_deal(play_random_deal(rng, variant=Variant.AU_CENT).final)
    score = score_deal(final)
    labels = final.setup.labels
    made = [(labels[who], points) for who, points in play_scores(final)]
    accrued = [(player, points) for player, points, item in order_of_reckoning(final, score) if item in ("play", "pique")]
    reckoned = {p: sum(i.points for i in score.items if i.item == "play" and i.player == p) for p in labels}
    # Every point made in play accrues, in its order, where no pique falls among them and each player reckons his play.
    if score.pique is None and all(sum(n for q, n in made if q == p) == reckoned[p] for p in labels):
        assert accrued == made


def test_law_69_a_pique_accrues_with_the_card_that_makes_thirty_a_capot_after_the_play() -> None:
    for seed in range(400):
        final = close_deal(play_random_deal(random.Random(seed), variant=Variant.AU_CENT).final)
        score = score_deal(final)
        if score.pique is None:
            continue
        accrued = order_of_reckoning(final, score)
        at = next(i for i, (_, _, item) in enumerate(accrued) if item == "pique")
        before = sum(n for p, n, item in accrued[:at] if p == score.pique)
        assert before >= 30 and before - accrued[at - 1][1] < 30 and accrued[at - 1][2] == "play"
        return
    raise AssertionError("no pique in 400 random deals")


accrual = st.lists(
    st.tuples(st.sampled_from(["A", "B"]), st.integers(1, 40), st.sampled_from(["point", "sequence", "play", "cards"])),
    max_size=30,
)


@settings(max_examples=200, deadline=None)
@given(accrual, accrual, st.integers(0, 99), st.integers(0, 99))
def test_au_cent_game_a_hundred_up_the_winner_never_depends_on_the_later_points_of_the_deal(
    first: list[tuple[str, int, str]], later: list[tuple[str, int, str]], a: int, b: int
) -> None:
    """Once a total has reached a hundred, nothing the deal scores after it changes who won the game, or whether double."""
    partie = GamesPartie(("A", "B"), scores=(a, b))
    _, game = partie.record(first)
    if game is None:
        return
    _, again = partie.record(first + later)
    assert again is not None
    assert (again.winner, again.double, again.scores) == (game.winner, game.double, game.scores)
    assert game.scores[game.winner] >= 100


@settings(max_examples=100, deadline=None)
@given(accrual, st.integers(0, 99), st.integers(0, 99))
def test_au_cent_double_game_judged_when_the_hundred_is_reached(steps: list[tuple[str, int, str]], a: int, b: int) -> None:
    _, game = GamesPartie(("A", "B"), scores=(a, b)).record(steps)
    if game is not None:
        loser = "B" if game.winner == "A" else "A"
        assert game.double == (game.scores[loser] < 50)


def test_au_cent_game_a_hundred_up_the_younger_hands_point_and_quint_reckon_before_the_elders_trio_and_play() -> None:
    result = adjudicate(_blind("both-pass-a-hundred-younger-first-by-point-and-quint-elder-ends-higher"))
    assert result.partie.games is not None
    (game,) = result.partie.games
    assert (game.winner, game.double, game.reached_by) == ("B", False, "sequence")
    # A's three kings, his play and the cards (24) come after B's hundred and count toward no game.
    assert game.after["A"] == 24 and game.scores == {"A": 99, "B": 89 + 30 - game.after["B"]}
    ruling = result.deals[-1].rulings[-1]
    assert ("law", 67) in [(c.kind, c.id) for c in ruling.citations] and "counts toward no game" in ruling.decision


def test_au_cent_double_game_the_loser_reaches_fifty_only_with_the_cards_after_the_hundred() -> None:
    result = adjudicate(_blind("double-game-made-in-the-play-before-the-loser-reaches-fifty-with-the-cards"))
    assert result.partie.games is not None
    (game,) = result.partie.games
    assert (game.winner, game.double, game.reached_by) == ("A", True, "play") and game.scores["B"] < 50


def test_au_cent_errors_in_scoring_a_correction_ends_the_game_where_the_hundred_was_reached() -> None:
    result = adjudicate(_blind("errors-in-scoring-correction-shows-a-hundred-made-two-deals-earlier"))
    assert result.partie.games is not None
    (game,) = result.partie.games
    assert (game.winner, game.double, game.first_deal, game.last_deal) == ("A", True, 1, 2)
    # The third and fourth deals are the next game's, from nothing; the eight points are the first deal's.
    assert result.partie.totals == {"A": 49, "B": 55}
    first, fourth = result.deals[0], result.deals[3]
    assert first.scores == {"A": 41, "B": 5} and [i.points for i in first.items if i.item == "rectified"] == [8]
    assert fourth.scores == {"A": 43, "B": 22}
    decided = [r for r in fourth.rulings if r.rule == "piquet.rules.partie.game_decided"]
    assert len(decided) == 1 and "in deal 2" in decided[0].act


def test_law_70_in_au_cent_a_claim_before_the_next_hand_is_seen_is_corrected_in_time() -> None:
    result = adjudicate(_blind("errors-in-counting-proved-before-the-next-hand-is-seen-reopens-a-game-thought-won"))
    claim = next(r for r in result.deals[3].rulings if r.event == 0)
    assert claim.outcome.value == "corrected" and 70 in claim.cited("law")
    assert result.partie.games is not None
    assert [(g.winner, g.first_deal, g.last_deal) for g in result.partie.games] == [("B", 1, 4)]


def test_au_cent_partie_of_games_the_simulated_partie_is_kept_as_the_referee_keeps_it() -> None:
    record = au_cent_partie_record(random.Random(7))
    result = adjudicate(record)
    assert result.partie.complete and result.partie.games is not None
    for game in result.partie.games:
        assert game.scores[game.winner] >= 100


def test_au_cent_double_game_a_game_counts_two_in_the_partie_when_double_and_one_when_single() -> None:
    _, double = GamesPartie(("A", "B")).record([("A", 100, "point")])
    _, single = GamesPartie(("A", "B"), scores=(0, 50)).record([("A", 100, "point")])
    assert double is not None and single is not None
    assert (double.double, double.to_json()["counts"]) == (True, 2)
    assert (single.double, single.to_json()["counts"]) == (False, 1)


@settings(max_examples=200, deadline=None)
@given(accrual, st.integers(0, 99), st.integers(0, 99))
def test_au_cent_game_a_hundred_up_a_deal_short_of_the_hundred_is_recorded_by_its_sums_alone(
    steps: list[tuple[str, int, str]], a: int, b: int
) -> None:
    """A deal that leaves both totals under a hundred decides nothing at any moment: its sums give the partie its order gives."""
    partie = GamesPartie(("A", "B"), scores=(a, b))
    sums = {p: sum(n for q, n, _ in steps if q == p) for p in ("A", "B")}
    in_order, game = partie.record(steps)
    if a + sums["A"] < 100 and b + sums["B"] < 100:
        assert game is None and partie.record_short_of_the_hundred(sums) == in_order
    else:
        with pytest.raises(ValueError, match="a hundred"):
            partie.record_short_of_the_hundred(sums)


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_law_67_a_deal_kept_by_its_state_is_reckoned_in_the_order_of_its_scores_when_asked(seed: int) -> None:
    """The keeper may keep a deal short of the hundred by its state and score; asked for its order, it reckons the same order."""
    final = close_deal(play_random_deal(random.Random(seed), variant=Variant.AU_CENT).final)
    score = score_deal(final)
    kept = Dealt(3, reckoned_from=(final, score))
    assert kept.in_order() == kept.as_it_stands() == order_of_reckoning(final, score)
    assert Dealt(3, order_of_reckoning(final, score)).in_order() == kept.in_order()


def test_au_cent_errors_in_scoring_a_hundred_found_inside_a_deal_recorded_by_its_sums() -> None:
    """A correction that brings the hundred inside a deal recorded by its sums alone finds the moment in the deal's own order."""
    result = adjudicate(_blind("errors-in-scoring-correction-shows-a-hundred-made-two-deals-earlier"))
    assert result.partie.games is not None
    (game,) = result.partie.games
    # The game ends in deal 2 at the score that brought A to a hundred, not at the deal's end: what follows counts toward no game.
    assert game.last_deal == 2 and game.scores["A"] >= 100 and game.reached_by is not None
