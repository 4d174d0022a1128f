"""Another game's referee using piquet's ruling framework.

The ruling framework knows nothing of piquet: this example builds a
documented ruling under a made-up, three-law code of the nursery game Snap,
renders it for people, and writes it as JSON.  It uses no Codex: the code's
titles and statements are a plain dict of ``PlainProvision``.

Run: ``python examples/made_up_code.py`` (``--markdown`` for Markdown).
"""

from __future__ import annotations

import json
import sys

from piquet.lawbook.citation import Citation
from piquet.lawbook.ruling import Displaced, Finding, Option, Ruling
from piquet.lawbook.render import PlainProvision, render_markdown, render_text


def snap(number: int) -> Citation:
    """Cite a Law of Snap."""
    return Citation("law", number)


LAWS_OF_SNAP = {
    snap(1): PlainProvision(
        "Calling snap",
        "When the two cards last turned are of the same rank, the first "
        "player to call \"Snap\" takes both face-up piles.",
    ),
    snap(2): PlainProvision(
        "Calls together",
        "If both players call at once, the piles are put together in a pool, "
        "and the next player to win a snap takes the pool as well.",
    ),
    snap(3): PlainProvision(
        "False snap",
        "A player who calls when the cards do not match gives his face-up "
        "pile to his adversary, or, at the adversary's choice, one card from "
        "his hand.",
    ),
}

RULING = Ruling(
    event=7,
    act='Bob called "Snap" on the seven of clubs and the eight of hearts',
    findings=[
        Finding("The cards turned were the 7C (Alice) and the 8H (Bob).", [6, 7]),
        Finding("Only Bob called; Alice said nothing.", [7]),
    ],
    offender="Bob",
    injured="Alice",
    decision="The call was a false snap. Bob must pay Alice as she elects.",
    penalty="Bob forfeits his face-up pile or one card from his hand.",
    options=[
        Option("Take Bob's face-up pile.", "Alice", [snap(3)]),
        Option("Take one card from Bob's hand, unseen.", "Alice", [snap(3)]),
    ],
    citations=[snap(3), snap(1)],
    displaced=[Displaced(snap(2), "Alice did not call, so no calls were made together.")],
)


def main(argv: list[str]) -> int:
    """Print the ruling for people, then as JSON, and check the round trip."""
    if "--markdown" in argv:
        print(render_markdown(RULING, LAWS_OF_SNAP, with_statements=True), end="")
    else:
        print(render_text(RULING, LAWS_OF_SNAP, with_statements=True), end="")
    data = RULING.to_json()
    assert Ruling.from_json(json.loads(json.dumps(data))) == RULING
    print("\n--- JSON ---")
    print(json.dumps(data, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
