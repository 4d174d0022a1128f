"""What rules of other laws read of the play: when it is over, the plays that stand, what a claimed revoke takes up.

The play's rules (:mod:`piquet.rules.play`) ask these, and so do rules of
the exchange and of cards mishandled, which put cards out of a hand or take
up a card left in the stock during the play (:mod:`piquet.rules.exchange`,
:mod:`piquet.rules.handling`).  They are public here so that those modules
need neither the play's private names nor an import inside a function.
This module registers no rule.
"""

from __future__ import annotations

from piquet.game.acts import Event, Play
from piquet.game.state import ELDER, YOUNGER, DealState
from piquet.lawbook.citation import cites

__all__ = ["play_is_over", "standing_plays", "taken_up_by_a_revoke"]


@cites(57, 58, cases=("XIX",))
def play_is_over(hands: tuple[int, int], pending: tuple[int, ...], leader: int = ELDER) -> bool:
    """The play ends when a hand is empty and no lead awaits an answer, or the follower has no card to answer with.

    With hands of unequal length the longer hand's remaining cards cannot
    be played to: the adversary of a player with fewer than twelve counts
    them as tricks (Law 57); a player with more than twelve keeps his surplus
    unplayed, good only to bar (Law 58, Case XIX).
    """
    if pending:
        return not hands[1 - leader]
    return not hands[ELDER] or not hands[YOUNGER]


def standing_plays(state: DealState) -> dict[int, Play]:
    """The plays of the log that stand, by log index: a play taken up is left out and one cut short reads as kept.

    The log keeps every act, so that the indices the retakes, revokes and
    rulings name stay fixed; but cards taken up are played over again as
    though never played (Law 59 II, IV; Case X).  A rule that looks back at
    the plays must see only these, or a deal replayed after a retake would
    answer otherwise than the same kept acts offered afresh.
    """
    amended = dict(state.retaken)
    standing: dict[int, Play] = {}
    for index, act in enumerate(state.log):
        kept = amended.get(index, act)
        if isinstance(kept, Play):
            standing[index] = kept
    return standing


def taken_up_by_a_revoke(state: DealState, index: int, card: int) -> tuple[tuple[int, Event | None], ...]:
    """The acts a claimed revoke takes up: the revoking card (and any after it in its act) and every later play that stands.

    The card is cut from the play that stands holding it: an earlier play of
    the same card, itself taken up, is no longer on the table (Law 59 IV).
    """
    taken: list[tuple[int, Event | None]] = []
    standing = standing_plays(state)
    index = next((at for at, play in standing.items() if any(c.index == card for c in play.cards)), index)
    act = standing.get(index, state.log[index])
    assert isinstance(act, Play)
    cards = tuple(c for c in act.cards)
    keep = cards[: [c.index for c in cards].index(card)]
    taken.append((index, Play(act.player, keep) if keep else None))
    taken.extend((later, None) for later in standing if later > index)
    return tuple(taken)
