"""Write examples/chouette-session.json: the Description's chouette running card as a session (run from the repository root).

The Description gives the parties' points won (on its scoring card: 150,
416, 476, 141 and 126) and the running card they make (A +19, B -50, C +31
in tens), but no deals.  Each partie here is therefore taken up at its
sixth deal (``start``): the sixth deal is dealt and played by the simulator
with a fixed seed, and the scores before it are chosen so that the partie
comes to exactly the points the card gives, won by the player the card
says.  ``tests/test_chouette.py`` builds its sessions with the same helpers.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from piquet.game.record import Record, Start
from piquet.referee.adjudication import adjudicate
from piquet.referee.simulate import deal_record, play_random_deal

OUT = Path("examples/chouette-session.json")

#: The seed's parties: (single, opponent, winner, points won, won by a rubicon).  A single; B, C; B single; C single.
SEED_PARTIES = (
    ("A", "B", "A", 150, False),
    ("A", "C", "A", 416, False),
    ("A", "B", "B", 476, True),
    ("B", "C", "C", 141, False),
    ("C", "A", "C", 126, False),
)
#: The cut of the example: B and C tie on nines and cut again (Law 4's rule, applied to three).
SEED_CUT = [{"A": "KH", "B": "9C", "C": "9D"}, {"B": "JC", "C": "8S"}]


def _last_deal(seed: int, single: str, opponent: str) -> tuple[dict[str, Any], dict[str, int]]:
    """The sixth deal of a partie, played by the simulator, and what each player scored in it."""
    simulated = play_random_deal(random.Random(seed), single, opponent, number=6, last_of_partie=True)
    deal = deal_record(simulated.initial, simulated.events)
    probe = Record((single, opponent), (deal,), start=Start({single: 0, opponent: 0}, 5))
    return deal.to_json(), dict(adjudicate(probe).deals[0].scores)


def _before(scored: dict[str, int], winner: str, loser: str, points: int, rubicon: bool) -> dict[str, int] | None:
    """Scores after five deals that bring the partie to ``points`` won by ``winner``; None if this deal cannot."""
    if rubicon:
        low = max(scored[loser], 40)
        high = points - 100 - low
        if low >= 100 or high <= low or high < scored[winner]:
            return None
    else:
        low = max(scored[loser], 120)
        high = low + points - 100
        if high < scored[winner]:
            return None
    return {winner: high - scored[winner], loser: low - scored[loser]}


def partie_won(single: str, opponent: str, winner: str, points: int, rubicon: bool = False, seed: int = 0) -> dict[str, Any]:
    """A partie record between ``single`` and ``opponent`` that ``winner`` wins by exactly ``points`` (Laws 72, 73)."""
    loser = opponent if winner == single else single
    for attempt in range(seed, seed + 200):
        deal, scored = _last_deal(attempt, single, opponent)
        start = _before(scored, winner, loser, points, rubicon)
        if start is not None:
            return {
                "players": [single, opponent],
                "start": {"scores": {single: start[single], opponent: start[opponent]}, "deals_played": 5},
                "deals": [deal],
            }
    raise ValueError(f"no sixth deal found for {winner} to win {points}")


def seed_session() -> dict[str, Any]:
    """The Description's five parties as a chouette session."""
    parties = [
        {"single": single, "partie": partie_won(single, opponent, winner, points, rubicon, seed=10 * number)}
        for number, (single, opponent, winner, points, rubicon) in enumerate(SEED_PARTIES, 1)
    ]
    return {
        "format": "piquet-chouette/1",
        "players": ["A", "B", "C"],
        "cut": SEED_CUT,
        "parties": parties,
        "x-source": "the running card of the Description of the Game's chouette: A +19, B -50, C +31 (tens)",
    }


if __name__ == "__main__":
    OUT.write_text(json.dumps(seed_session(), indent=1) + "\n")
    print(f"wrote {OUT}")
