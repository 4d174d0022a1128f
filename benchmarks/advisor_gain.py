"""The gain of the listening advisor: the computer opponent that listens against the one that does not.

    python benchmarks/advisor_gain.py --parties 1000 --seed 36 [--strength quick] [--minutes M]

Both players are :func:`piquet.play.computer`'s advisor at the same
strength; A listens (:mod:`piquet.advice.listening`), B samples the
adversary's hands as the advisor did before it listened
(``listening=False``).  The parties are played two at a time, each player
dealing first in one, on one stream of random numbers from ``--seed``.
Each partie counts what A won in it (the points of the partie, Laws 72-73),
negative when B won; the mean over the parties and its standard error are
printed.  ``--minutes`` stops early (after a pair of parties) when the time
is spent, and the count of parties played is printed with the figures.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time

from piquet.advice.opponent import AdvisorPlayer
from piquet.play import match
from piquet.play.strategies import STRENGTHS, Computer


def _computer(strength: str, listening: bool, rng: random.Random) -> Computer:
    effort, samples = STRENGTHS[strength]
    return Computer(AdvisorPlayer(effort=effort, samples=samples, listening=listening), rng)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--parties", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=36)
    parser.add_argument("--strength", default="quick", choices=sorted(STRENGTHS))
    parser.add_argument("--minutes", type=float, default=None, help="stop after this many minutes (pairs of parties)")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    listener = _computer(args.strength, True, random.Random(rng.getrandbits(32)))
    deaf = _computer(args.strength, False, random.Random(rng.getrandbits(32)))
    start = time.monotonic()
    won: list[int] = []
    while len(won) < args.parties:
        if args.minutes is not None and time.monotonic() - start > args.minutes * 60:
            break
        for partie in match(listener, deaf, parties=2, seed=rng).parties:
            points = partie.points_won or 0
            won.append(points if partie.winner == "A" else -points if partie.winner == "B" else 0)
        mean = sum(won) / len(won)
        print(f"{len(won)} parties, {time.monotonic() - start:.0f}s: mean {mean:+.1f}", file=sys.stderr, flush=True)
    count = len(won)
    mean = sum(won) / count
    spread = math.sqrt(sum((w - mean) ** 2 for w in won) / (count - 1)) if count > 1 else 0.0
    wins = sum(w > 0 for w in won)
    print(f"{count} parties ({args.strength}, seed {args.seed}): the listening advisor won {wins}, "
          f"and {mean:+.1f} ± {spread / math.sqrt(count):.1f} points a partie (mean ± standard error)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
