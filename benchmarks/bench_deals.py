"""Benchmark: complete regular deals adjudicated from their events, every act validated.

The referee is used in bulk (simulations, checking archives of records), so
the whole path from a deal's events to its score must be quick.  This script
pre-generates random deals with :mod:`piquet.referee.simulate` (not timed), then
times:

1. ``replay``: :func:`piquet.referee.deal.start_deal`, :func:`piquet.referee.deal.replay`
   (every act through :func:`piquet.referee.deal.apply`) and
   :func:`piquet.rules.scoring.score_deal`, deal by deal;
2. ``adjudicate(Record)``: :func:`piquet.adjudicate` on records of six
   deals already read (events are values), which adds the partie;
3. ``adjudicate(dict)``: the same from parsed JSON, which adds reading
   the record (cards, events) with :func:`piquet.read_record`;
4. ``json text``: from JSON text, ``json.loads`` included.

Target: 2,000 deals a second or more on one core for (1).

Run: ``python benchmarks/bench_deals.py [--deals N] [--repeat R] [--seed S] [--profile]``.
Results are printed as plain text lines; nothing is asserted.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import platform
import pstats
import random
import sys
import time
from collections.abc import Callable
from piquet.referee.adjudication import adjudicate
from piquet.table.cardsets import Hand, Stock
from piquet.referee.deal import start_deal
from piquet.referee.apply import apply, replay
from piquet.game.acts import Event, Play
from piquet.game.record import Record
from piquet.rules.scoring import score_deal
from piquet.referee.simulate import SimulatedDeal, deal_record, play_random_deal

TARGET_DEALS_PER_SECOND = 2_000
PLAYERS = ("A", "B")
PARTIE = 6


def simulate(count: int, seed: int) -> list[SimulatedDeal]:
    """Random deals, dealt alternately (the second player first), as in a partie."""
    rng = random.Random(seed)
    first, second = PLAYERS
    deals = []
    for number in range(count):
        dealer, elder = (second, first) if number % 2 == 0 else (first, second)
        deals.append(play_random_deal(rng, dealer, elder, number=number % PARTIE + 1))
    return deals


def records_of(deals: list[SimulatedDeal]) -> list[Record]:
    """Consecutive deals grouped six to a record (a partie); a shorter last one is a partie in progress."""
    records = []
    for start in range(0, len(deals), PARTIE):
        group = deals[start : start + PARTIE]
        records.append(Record(PLAYERS, tuple(deal_record(d.initial, d.events) for d in group)))
    return records


def replay_all(deals: list[tuple[str, str, dict[str, Hand], Stock, list[Event]]]) -> int:
    done = 0
    for dealer, elder, hands, stock, events in deals:
        state = replay(start_deal(dealer, elder, hands, stock), events)
        score_deal(state)
        done += state.finished
    return done


def timed(label: str, work: Callable[[], object], deals: int, repeat: int) -> float:
    """Best of ``repeat`` runs, wall clock and CPU time of this process; returns deals per CPU second.

    On a shared machine the CPU time is the steadier measure of one core's
    work; the wall clock is printed beside it.
    """
    walls, cpus = [], []
    for _ in range(repeat):
        wall, cpu = time.perf_counter(), time.process_time()
        work()
        cpus.append(time.process_time() - cpu)
        walls.append(time.perf_counter() - wall)
    best, best_wall = min(cpus), min(walls)
    print(
        f"{label}: {deals:,} deals, best of {repeat}: {best:.3f} s CPU ({deals / best:,.0f} deals/s, "
        f"{best / deals * 1e6:.0f} us/deal), {best_wall:.3f} s wall ({deals / best_wall:,.0f} deals/s); "
        f"mean {sum(cpus) / len(cpus):.3f} s CPU"
    )
    return deals / best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2_000, help="random deals to pre-generate (default 2,000)")
    parser.add_argument("--repeat", type=int, default=5, help="timed runs; the best is reported (default 5)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--profile", action="store_true", help="print a cProfile of the replay path")
    args = parser.parse_args(argv)

    print(f"python {platform.python_version()} ({platform.python_implementation()}) on {platform.machine()}, {sys.platform}")
    start = time.perf_counter()
    deals = simulate(args.deals, args.seed)
    events = sum(len(d.events) for d in deals)
    cards = sum(len(e.cards) for d in deals for e in d.events if isinstance(e, Play))
    print(
        f"simulated {len(deals):,} deals in {time.perf_counter() - start:.2f} s (not timed): "
        f"{events:,} events ({events / len(deals):.1f} a deal), {cards:,} cards played"
    )

    inputs = [
        (
            d.initial.setup.dealer,
            d.initial.setup.elder,
            {d.initial.setup.elder: Hand(d.initial.setup.dealt[0]), d.initial.setup.younger: Hand(d.initial.setup.dealt[1])},
            Stock(d.initial.setup.stock),
            d.events,
        )
        for d in deals
    ]
    if replay_all(inputs) != len(deals):
        print("error: a deal did not finish on replay")
        return 1
    rate = timed("replay + score_deal", lambda: replay_all(inputs), len(deals), args.repeat)
    verdict = "met" if rate >= TARGET_DEALS_PER_SECOND else "NOT met"
    print(f"target: >= {TARGET_DEALS_PER_SECOND:,} deals/s -> {rate:,.0f} deals per CPU second: {verdict}")

    records = records_of(deals)
    dicts = [record.to_json() for record in records]
    texts = [json.dumps(data) for data in dicts]
    print(f"records: {len(records)} of up to {PARTIE} deals, {sum(len(t) for t in texts) / len(texts):,.0f} bytes of JSON each")
    timed("adjudicate(Record)", lambda: [adjudicate(r) for r in records], len(deals), args.repeat)
    timed("adjudicate(dict) incl. read_record", lambda: [adjudicate(d) for d in dicts], len(deals), args.repeat)
    timed("adjudicate(json.loads(text))", lambda: [adjudicate(json.loads(t)) for t in texts], len(deals), args.repeat)
    timed(
        "adjudicate(...).to_json() from text",
        lambda: [adjudicate(json.loads(t)).to_json() for t in texts],
        len(deals),
        args.repeat,
    )

    if args.profile:
        profile = cProfile.Profile()
        profile.enable()
        replay_all(inputs)
        profile.disable()
        print("profile of replay + score_deal (top 15 by own time):")
        pstats.Stats(profile, stream=sys.stdout).sort_stats("tottime").print_stats(15)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
