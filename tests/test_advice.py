"""The advisor's discards and cards: always within the laws (Laws 21, 22, 59 IV), reproducible, and sensible on plain hands."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from piquet.errors import Contradiction
from piquet.game.acts import Exchange, Play
from piquet.referee.apply import step
from piquet.referee.simulate import random_deal
from piquet.game.state import ELDER, YOUNGER
from piquet.rules.play import legal_cards
from piquet.advice.advisor import QUICK, Effort, advise_discard, advise_elder_discard, advise_younger_discard, heuristic_discard, keep_order
from piquet.advice.evaluation import declaration_scores, deal_value, greedy_play, greedy_play_value
from piquet.search.minimax import Position
from piquet.advice.playing import advise_play, to_play
from piquet.advice.sampling import adversary_hand, elder_world, younger_world
from piquet.table.cardsets import Hand

TINY = Effort(pool=6, screen=2, finalists=2, deep=4)


def _regular(state: object, event: object) -> object:
    """The state after an act the referee takes as regular; fails the test on a ruling or a refusal."""
    try:
        done = step(state, event)  # type: ignore[arg-type]
    except Contradiction as error:  # pragma: no cover - a failure message
        raise AssertionError(f"refused: {event}: {error}") from None
    assert not done.rulings, (event, done.rulings)
    return done.state


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_laws_21_22_every_advised_discard_is_a_regular_exchange_for_any_deal(seed: int) -> None:
    state = random_deal(random.Random(seed))
    elder = advise_discard(state, seed=seed, effort=TINY)[0]
    assert 1 <= len(elder.cards) <= 5 and elder.cards.bits & ~state.hands[ELDER] == 0
    state = _regular(state, Exchange("A", elder.cards))
    younger = advise_discard(state, seed=seed, effort=TINY)[0]  # type: ignore[arg-type]
    assert 1 <= len(younger.cards) <= 8 - len(elder.cards)
    _regular(state, Exchange("B", younger.cards))


def test_law_21_the_elder_may_be_limited_and_the_younger_takes_at_most_what_is_left() -> None:
    hand = Hand.parse("AS KS QS JS TS 9S AH 7H 8C 7C 8D 7D")
    assert all(len(a.cards) == 2 for a in advise_elder_discard(hand, effort=TINY, least=2, most=2))
    assert all(len(a.cards) <= 3 for a in advise_younger_discard(hand, 5, effort=TINY))


def test_the_same_seed_gives_the_same_advice_and_the_values_carry_a_standard_error() -> None:
    hand = Hand.parse("AS KS QS JS TS 9S AH 7H 8C 7C 8D 7D")
    first = advise_elder_discard(hand, seed=3, effort=QUICK)
    assert first == advise_elder_discard(hand, seed=3, effort=QUICK)
    assert [a.value for a in first] == sorted((a.value for a in first), reverse=True)
    assert all(a.stderr >= 0 and a.samples == QUICK.deep for a in first)


def test_a_long_strong_suit_is_kept_and_the_small_cards_outside_it_go() -> None:
    hand = Hand.parse("AS KS QS JS TS 9S AH 7H 8C 7C 8D 7D")
    best = advise_elder_discard(hand, effort=QUICK)[0]
    assert not best.cards & Hand.parse("AS KS QS JS TS 9S")
    assert heuristic_discard(hand.bits, 5) == Hand.parse("7H 7C 7D 8C 8D").bits
    assert set(keep_order(hand.bits)[-6:]) == {c.index for c in Hand.parse("AS KS QS JS TS 9S")}


def test_worlds_deal_exactly_the_unseen_cards() -> None:
    rng = random.Random(0)
    mine = Hand.parse("AS KS QS JS TS 9S AH 7H 8C 7C 8D 7D").bits
    younger, stock = elder_world(rng, mine)
    stock_bits = sum(1 << i for i in stock)
    assert younger & mine == 0 and stock_bits & (mine | younger) == 0 and (mine | younger | stock_bits).bit_count() == 32
    elder, discards, rest = younger_world(rng, mine, 3)
    assert discards.bit_count() == 3 and len(rest) == 5 and not elder & discards
    hearts = 0xFF << 8
    assert adversary_hand(rng, ~mine & 0xFFFFFFFF, 10, voids=0b10) & hearts == 0


def test_laws_62_64_the_better_combination_scores_and_the_worse_nothing() -> None:
    elder = Hand.parse("AS KS QS JS TS AH KH QH AC KC AD KD").bits
    younger = Hand.parse("9S 8S 7S JH TH 9H QC JC TC QD JD TD").bits
    (point, sequence, sets), other = declaration_scores(elder, younger)
    assert (point, sequence, sets) == (5, 15 + 3, 28) and other == (0, 0, 0)
    assert deal_value(elder, younger) > 60  # a repique at least


def test_laws_65_66_the_greedy_play_counts_every_trick_and_the_cards() -> None:
    elder = Hand.parse("AS KS QS JS TS AH KH QH AC KC AD KD").bits
    younger = Hand.parse("9S 8S 7S JH TH 9H QC JC TC QD JD TD").bits
    play = greedy_play(Position((elder, younger)))
    assert sum(p for who, p in play if who == ELDER) == 12 + 1 + 40  # twelve leads, the last trick, capot
    assert greedy_play_value(Position((elder, younger))) == 53


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_law_59_every_advised_card_may_be_played(seed: int) -> None:
    rng = random.Random(seed)
    state = random_deal(rng)
    state = _regular(state, Exchange("A", Hand(heuristic_discard(state.hands[ELDER], 5))))
    state = _regular(state, Exchange("B", Hand(heuristic_discard(state.hands[YOUNGER], 3))))  # type: ignore[attr-defined]
    for _ in range(rng.randint(1, 20)):
        who = to_play(state)  # type: ignore[arg-type]
        best = advise_play(state, seed=seed, samples=3)[0]  # type: ignore[arg-type]
        led = state.pending[0] if state.pending else None  # type: ignore[attr-defined]
        assert legal_cards(state.hands[who], led) & best.card.bit  # type: ignore[attr-defined]
        state = _regular(state, Play("AB"[who], (best.card,)))
        if state.finished:  # type: ignore[attr-defined]
            break


def test_laws_46_56_everything_is_called_unless_it_is_almost_never_good() -> None:
    from piquet.advice.declaring import advise_calls

    hand = Hand.parse("AS KS QS JS TS 9S AH KH QH AC KC AD").bits
    assert [a.verdict for a in advise_calls(hand, 0xFFFFFFFF & ~hand, 12, samples=50)] == ["call", "call", "call"]
    weak = Hand.parse("7S 8S 7H 8H 9H 7C 8C 9C 7D 8D 9D JS").bits
    verdicts = {a.category.name: a.verdict for a in advise_calls(weak, 0xFFFFFFFF & ~weak, 12, samples=200)}
    assert verdicts["POINT"] == "sink" and verdicts["SET"] == "nothing"  # a point of three making 24 is almost never good


def test_law_47_the_younger_sinks_what_the_elders_call_beats_and_calls_what_it_does_not() -> None:
    from piquet.game.acts import Call
    from piquet.advice.declaring import advise_declaring, claim_for

    state = random_deal(random.Random(5))
    state = _regular(state, Exchange("A", Hand(heuristic_discard(state.hands[ELDER], 5))))
    state = _regular(state, Exchange("B", Hand(heuristic_discard(state.hands[YOUNGER], 3))))  # type: ignore[attr-defined]
    elder_point = advise_declaring(state)[0]  # type: ignore[arg-type]
    assert elder_point.held is not None
    state = _regular(state, Call("A", claim_for(elder_point.held)))
    younger = advise_declaring(state, YOUNGER)[0]  # type: ignore[arg-type]
    assert younger.good in (0.0, 1.0) and younger.equal in (0.0, 1.0)
    assert younger.verdict == ("call" if younger.good or younger.equal else "sink")


def test_law_71_the_opponents_parties_complete_and_adjudicate_and_it_beats_a_random_player() -> None:
    from piquet import adjudicate
    from piquet.advice.opponent import AdvisorPlayer, RandomPlayer, play_partie

    advisor = AdvisorPlayer()
    wins = 0
    for seed in range(20):
        order = ("A", "B") if seed % 2 else ("B", "A")
        result = play_partie({"A": advisor, "B": RandomPlayer()}, random.Random(seed), order=order)
        standing = adjudicate(result.record.to_json()).partie  # the record stands as JSON too
        assert standing.complete and standing.totals == result.totals
        assert all(not deal.rulings for deal in adjudicate(result.record).deals)
        wins += result.winner == "A"
    assert wins > 10 and advisor.fallbacks == 0


def test_the_game_face_plays_a_partie_to_its_end_through_the_referee() -> None:
    from piquet.advice.opponent import AdvisorPlayer, Game, RandomPlayer

    game = Game(seed=7)
    players = {"A": AdvisorPlayer(), "B": RandomPlayer()}
    rng = random.Random(7)
    while not game.is_terminal():
        event, _ = players[game.current_player()].act(game.state, game.to_act(), rng)
        game.apply_action(event)
    assert len(game.record().deals) == 6 and sum(game.returns().values()) > 0


def test_the_rule_of_thumbs_discard_is_always_weighed_so_the_advice_is_never_worse_by_its_own_measure() -> None:
    for seed in range(6):
        state = random_deal(random.Random(seed))
        advice = advise_discard(state, seed=seed, effort=TINY)
        heuristic = [a for a in advice if a.cards.bits == heuristic_discard(state.hands[ELDER], 5)]
        assert heuristic and advice[0].value >= heuristic[0].value


def test_the_play_evaluator_is_pluggable() -> None:
    calls: list[Position] = []

    def counting(position: Position) -> int:
        calls.append(position)
        return 0

    hand = Hand.parse("AS KS QS JS TS 9S AH 7H 8C 7C 8D 7D")
    advise_elder_discard(hand, effort=TINY, evaluator=counting)
    assert calls and all(p.made == 0 and p.hands[0].bit_count() == 12 for p in calls)


def test_law_46_against_a_point_called_by_its_number_alone_an_equal_length_is_asked_about() -> None:
    from piquet.game.acts import Call
    from piquet.advice.declaring import advise_declaring
    from piquet.table.claims import PointClaim
    from piquet.table.combinations import best_point

    for seed in range(200):
        state = random_deal(random.Random(seed))
        state = _regular(state, Exchange("A", Hand(heuristic_discard(state.hands[ELDER], 5))))
        state = _regular(state, Exchange("B", Hand(heuristic_discard(state.hands[YOUNGER], 3))))  # type: ignore[attr-defined]
        elder, younger = best_point(state.hands[ELDER]), best_point(state.hands[YOUNGER])  # type: ignore[attr-defined]
        if elder is not None and younger is not None and elder.length == younger.length:
            break
    state = _regular(state, Call("A", PointClaim(elder.length)))  # type: ignore[union-attr]
    point = advise_declaring(state, YOUNGER)[0]  # type: ignore[arg-type]
    assert point.verdict == "ask" and "ask what it makes" in point.reason


def test_law_59_in_the_play_the_game_faces_legal_actions_hold_the_advised_card() -> None:
    from piquet.advice.opponent import AdvisorPlayer, Game

    game = Game(seed=3)
    advisor = AdvisorPlayer()
    rng = random.Random(3)
    while not game.state.tricks:  # through the exchange, the declarations and the first trick
        game.apply_action(advisor.act(game.state, game.to_act(), rng)[0])
    event, _ = advisor.act(game.state, game.to_act(), rng)
    assert isinstance(event, Play) and event in game.legal_actions()


def test_laws_65_66_the_exact_evaluator_gives_the_solvers_value_and_plugs_into_the_play_advice() -> None:
    from piquet.advice.evaluation import exact_play_value
    from piquet.search.solver import solve

    elder = Hand.parse("AS KS QS JS TS AH KH QH AC KC AD KD").bits
    younger = Hand.parse("9S 8S 7S JH TH 9H QC JC TC QD JD TD").bits
    position = Position((elder, younger))
    assert exact_play_value(position) == solve(position).value == 53  # every trick, the last, capot
    state = random_deal(random.Random(11))
    state = _regular(state, Exchange("A", Hand(heuristic_discard(state.hands[ELDER], 5))))
    state = _regular(state, Exchange("B", Hand(heuristic_discard(state.hands[YOUNGER], 3))))  # type: ignore[attr-defined]
    advice = advise_play(state, samples=2, evaluator=exact_play_value)  # type: ignore[arg-type]
    assert len(advice) == 12 and all(a.samples == 2 for a in advice)
