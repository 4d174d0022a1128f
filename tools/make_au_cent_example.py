"""Write examples/au-cent-partie.json: a whole partie of Piquet au Cent played by the simulator (run from the repository root)."""

from __future__ import annotations

import json
import random
from pathlib import Path

from piquet.referee.simulate import au_cent_partie_record

SEED = 21
AGREEMENTS = frozenset({"point_four_less", "low_cards_do_not_count"})
OUT = Path("examples/au-cent-partie.json")


def main() -> None:
    record = au_cent_partie_record(random.Random(SEED), agreements=AGREEMENTS)
    data = {
        "x-note": (
            f"A partie of Piquet au Cent played by the simulator (piquet.referee.simulate.au_cent_partie_record, seed {SEED}): "
            "games of a hundred up, won single or double, until a player has won three games; "
            "with both agreements of au cent (a point ending in four counts one less; nines, eights and sevens do not count in play)."
        ),
        **record.to_json(),
    }
    OUT.write_text(json.dumps(data, indent=1) + "\n")


if __name__ == "__main__":
    main()
