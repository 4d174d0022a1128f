"""Benchmark: the declarations of a million random hands, by the fast path.

Simulations and analyses need the best point, sequence and set of very many
hands, so :func:`piquet.table.combinations.summary_keys` computes all three from a
hand's 32-bit mask with table look-ups.  This script times it on 1,000,000
pre-generated random twelve-card masks (generation is not timed) and, for
comparison, the object-building path :func:`piquet.table.combinations.combinations`
on a sample.  Target: the million in 2.5 seconds or less on one core.

Run: ``python benchmarks/bench_declarations.py [--hands N] [--repeat R] [--seed S]``.
Results are printed as plain text lines; nothing is asserted.
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time

from piquet.table.combinations import combinations, summary_keys

TARGET_SECONDS = 2.5
TARGET_HANDS = 1_000_000


def random_masks(count: int, seed: int) -> list[int]:
    """Masks of twelve distinct cards out of the 32, uniformly at random.

    Every 32-bit word is equally likely, so keeping the words with twelve
    bits set gives every twelve-card hand with the same probability; it is
    several times quicker than ``random.sample`` (about one word in 19 is
    kept).
    """
    rng = random.Random(seed)
    bits = rng.getrandbits
    masks: list[int] = []
    append = masks.append
    while len(masks) < count:
        mask = bits(32)
        if mask.bit_count() == 12:
            append(mask)
    return masks


def time_summary_keys(masks: list[int]) -> tuple[float, float]:
    """CPU and wall seconds for the keys of every mask (the loop included, as any caller pays it)."""
    keys = summary_keys
    wall, cpu = time.perf_counter(), time.process_time()
    for mask in masks:
        keys(mask)
    return time.process_time() - cpu, time.perf_counter() - wall


def time_combinations(masks: list[int]) -> float:
    cpu = time.process_time()
    for mask in masks:
        combinations(mask)
    return time.process_time() - cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=TARGET_HANDS, help="number of random hands (default 1,000,000)")
    parser.add_argument("--repeat", type=int, default=5, help="timed runs; the best is reported (default 5)")
    parser.add_argument("--sample", type=int, default=100_000, help="hands for the slow path (default 100,000)")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)

    print(f"python {platform.python_version()} ({platform.python_implementation()}) on {platform.machine()}, {sys.platform}")
    start = time.perf_counter()
    masks = random_masks(args.hands, args.seed)
    print(f"generated {len(masks):,} random 12-card masks in {time.perf_counter() - start:.2f} s (not timed)")

    runs = [time_summary_keys(masks) for _ in range(args.repeat)]
    cpus = [cpu for cpu, _ in runs]
    best = min(cpus)
    best_wall = min(wall for _, wall in runs)
    per_million = best * TARGET_HANDS / len(masks)
    print(
        f"summary_keys: {len(masks):,} hands, best of {args.repeat}: {best:.3f} s CPU "
        f"({best / len(masks) * 1e9:.0f} ns/hand, {len(masks) / best:,.0f} hands/s), {best_wall:.3f} s wall; "
        f"mean {sum(cpus) / len(cpus):.3f} s CPU"
    )
    verdict = "met" if per_million <= TARGET_SECONDS else "NOT met"
    print(f"target: 1,000,000 hands in <= {TARGET_SECONDS} s -> {per_million:.3f} CPU s per million: {verdict}")

    sample = masks[: args.sample]
    slow = min(time_combinations(sample) for _ in range(max(1, min(args.repeat, 3))))
    print(
        f"combinations (Point/Sequence/RankSet objects): {len(sample):,} hands in {slow:.3f} s CPU, "
        f"{slow / len(sample) * 1e6:.2f} us/hand, {slow * TARGET_HANDS / len(sample):.2f} s per million "
        f"({slow / len(sample) / (best / len(masks)):.1f}x the fast path)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
