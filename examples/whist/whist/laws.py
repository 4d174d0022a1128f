"""The codex: the few laws of whist refereed here, in the project's words (one plain reading where the old code says more)."""

from __future__ import annotations

from lawkit.citation import Citation, register_kind
from lawkit.codex import Codex, Provision

register_kind("whist", "Whist", plural="Whist")


def law(name: str) -> Citation:
    """The citation of the law of that short name."""
    return Citation("whist", name)


CODEX = Codex("Whist", "irregularities of short whist, restated", [
    Provision(law("by-cards"), "Scoring by cards", "Each trick a side takes beyond six scores it one point."),
    Provision(law("follow"), "Following suit", "Each player in turn plays one card to the trick, of the suit led when he has one."),
    Provision(law("revoke"), "The revoke", "Playing a card of another suit while still holding one of the suit led is a revoke."),
    Provision(law("established"), "Established revoke",
              "A revoke becomes established once its trick is complete: from then on it can no longer be put right."),
    Provision(law("correction"), "Correcting a revoke",
              "Until it is established the revoker may take his card back and follow suit; the card he takes back "
              "is exposed, and whoever played after him may take his own card back too."),
    Provision(law("revoke-penalty"), "Penalty for a revoke",
              "On a claim the adversaries of an established revoke choose three tricks moved from the revoking side "
              "to theirs, three points off the revoking side's score, or three points on their own."),
    Provision(law("exposed"), "Exposed cards",
              "A card shown or named by its holder stays exposed until played; an adversary may call it when it is "
              "the holder's turn, unless playing it would be a revoke."),
    Provision(law("lead-out-of-turn"), "Lead out of turn",
              "Against a lead out of turn the adversaries may call the card led, which becomes exposed, or call a "
              "suit for the offender's partner's next lead; once all four have played to it, the trick stands."),
])
