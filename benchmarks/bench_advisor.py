"""Benchmark: how well the advisor plays, measured through the referee.

Two measurements, both seeded so that a run replays the same deals:

* ``parties``: the computer opponent (:class:`piquet.advice.opponent.AdvisorPlayer`,
  at the cheap :data:`piquet.advice.advisor.QUICK` effort and 8 spreads a
  card) against the random legal player of the simulator, over whole
  parties of six deals played through the referee and adjudicated by
  :func:`piquet.adjudicate`; the two alternate in dealing first.  Prints
  wins, losses and ties, and the mean of the advisor's partie points (its
  total less the random player's) with a standard error.
* ``discards``: the same deals exchanged twice, once with the advisor's
  discard and once with a fixed heuristic's (the lowest cards outside the
  longest suit: five for the elder, three for the younger), the other player
  exchanging by the heuristic both times; then both call everything and
  play both hands open by the same greedy policy, through the referee, and
  the deal is scored by :func:`piquet.rules.scoring.score_deal`.  Prints the
  mean, over the deals, of the advised player's score (his points less his
  adversary's) with the advisor's discard less with the heuristic's, and
  its standard error, for the elder and for the younger.

Run: ``python benchmarks/bench_advisor.py [--parties N] [--deals N] [--effort quick|full] [--seed S]``.
Nothing is asserted.
"""

from __future__ import annotations

import argparse
import math
import random
import time

from piquet.game.acts import DeclareAll, Exchange, Play
from piquet.referee.apply import apply, close_deal
from piquet.referee.simulate import random_deal
from piquet.game.state import ELDER, YOUNGER, DealState
from piquet.rules.scoring import score_deal
from piquet.advice.advisor import FULL, QUICK, Effort, advise_discard, heuristic_discard
from piquet.advice.evaluation import greedy_card
from piquet.advice.opponent import AdvisorPlayer, RandomPlayer, play_partie
from piquet.table.cards import PACK
from piquet.table.cardsets import Hand


def mean_and_error(values: list[float]) -> tuple[float, float]:
    mean = sum(values) / len(values)
    variance = sum((v - mean) ** 2 for v in values) / max(1, len(values) - 1)
    return mean, math.sqrt(variance / len(values))


def parties(count: int, seed: int) -> None:
    advisor = AdvisorPlayer()
    wins = losses = ties = 0
    margins: list[float] = []
    started = time.perf_counter()
    for number in range(count):
        order = ("ADVISOR", "RANDOM") if number % 2 else ("RANDOM", "ADVISOR")
        result = play_partie({"ADVISOR": advisor, "RANDOM": RandomPlayer()}, random.Random(seed + number), order=order)
        if result.winner == "ADVISOR":
            wins += 1
        elif result.winner is None:
            ties += 1
        else:
            losses += 1
        margins.append(result.totals["ADVISOR"] - result.totals["RANDOM"])
    seconds = time.perf_counter() - started
    mean, error = mean_and_error(margins)
    print(f"parties: {count}, advisor wins {wins}, loses {losses}, ties {ties}")
    print(f"advisor's total less the random player's: mean {mean:.1f} ± {error:.1f} points a partie")
    print(f"fallbacks to the random policy: {advisor.fallbacks}; {seconds:.0f} s ({seconds / count:.2f} s a partie)")


def _played_open(state: DealState) -> int:
    """Both call everything, then both hands are played open by the greedy policy; the elder's score less the younger's."""
    state = apply(state, DeclareAll(None))
    while not state.finished:
        who = 1 - state.leader if state.pending else state.leader
        card = greedy_card(state.hands, state.leader, state.pending[0] if state.pending else None)
        state = apply(state, Play(state.setup.label(who), (PACK[card],)))
    totals = score_deal(close_deal(state)).totals
    return totals[state.setup.elder] - totals[state.setup.younger]


def _exchanged(state: DealState, elder_mask: int, younger_choice: str, seed: int, effort: Effort) -> DealState:
    state = apply(state, Exchange(state.setup.elder, Hand(elder_mask)))
    if younger_choice == "advisor":
        mask = advise_discard(state, seed=seed, effort=effort)[0].cards.bits
    else:
        mask = heuristic_discard(state.hands[YOUNGER], min(3, len(state.stock)))
    return apply(state, Exchange(state.setup.younger, Hand(mask)))


def discards(count: int, seed: int, effort_name: str) -> None:
    effort = FULL if effort_name == "full" else QUICK
    started = time.perf_counter()
    for who in (ELDER, YOUNGER):
        differences: list[float] = []
        better = worse = 0
        for number in range(count):
            dealt = random_deal(random.Random(seed + number))
            heuristic_elder = heuristic_discard(dealt.hands[ELDER], 5)
            if who == ELDER:
                advised = advise_discard(dealt, seed=seed + number, effort=effort)[0].cards.bits
                with_advice = _played_open(_exchanged(dealt, advised, "heuristic", 0, effort))
                with_heuristic = _played_open(_exchanged(dealt, heuristic_elder, "heuristic", 0, effort))
                difference = with_advice - with_heuristic
            else:
                with_advice = _played_open(_exchanged(dealt, heuristic_elder, "advisor", seed + number, effort))
                with_heuristic = _played_open(_exchanged(dealt, heuristic_elder, "heuristic", 0, effort))
                difference = with_heuristic - with_advice  # the younger's score is the elder's, negated
            differences.append(difference)
            better += difference > 0
            worse += difference < 0
        mean, error = mean_and_error(differences)
        side = "elder" if who == ELDER else "younger"
        print(f"discards ({side}, effort {effort_name}, {count} deals): advised less heuristic {mean:+.2f} ± {error:.2f} "
              f"points a deal; better in {better}, worse in {worse}, the same in {count - better - worse}")
    print(f"{time.perf_counter() - started:.0f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--parties", type=int, default=1000, help="parties against the random player (0: skip)")
    parser.add_argument("--deals", type=int, default=1000, help="deals for the discard comparison (0: skip)")
    parser.add_argument("--effort", choices=("quick", "full"), default="quick", help="the discard search's effort in the comparison")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    if args.parties:
        parties(args.parties, args.seed)
    if args.deals:
        discards(args.deals, args.seed, args.effort)


if __name__ == "__main__":
    main()
