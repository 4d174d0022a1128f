"""Chouette, piquet for three: the rule on a partie played by other players than the rotation calls for.

The Description of the Game gives the rotation (the single player goes on
while he does not lose; the other two change places), and says nothing of a
partie played out of it.  The project's reading (:doc:`/decisions`): what was
played stands, between those who played it, and the rotation goes on from it.
"""

from __future__ import annotations

from lawkit.citation import Citation
from piquet.lawbook.registry import rule
from lawkit.ruling import Ruling

__all__ = ["CHOUETTE", "wrong_players"]

#: The citation of the Description of the Game's account of chouette, the authority for everything here but the points won.
CHOUETTE = Citation("description", "chouette")


@rule("chouette rotation", also=(CHOUETTE,), label="a partie of chouette played by other players than the rotation's")
def wrong_players(number: int, played: str, expected: str, why: str) -> Ruling:
    """The ruling on a partie the rotation did not call for: it stands, as played."""
    return Ruling(
        event=None,
        act=f"partie {number} was played {played}",
        decision=(
            f"the rotation called for {expected} ({why}); the partie was played and stands as played, "
            "it is reckoned between those who played it, and the rotation goes on from it"
        ),
        citations=(CHOUETTE,),
    )
