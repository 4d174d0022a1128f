"""What the adversary has said and shown, as clues his sampled hands must agree with.

The advisor values an act over many hands dealt to the adversary from the
cards the player advised cannot see.  Dealt blindly, half of them would
contradict the dialogue: a younger who answered "not good" to a trio of
knaves holds a better trio or a quatorze, and a hand without one is not a
hand he can hold.  So each sampled hand is checked against the clues the
deal has given the player advised:

* the younger's replies to the elder's calls: his best holding of the
  category is worse than the call ("good"), the same ("equal") or better
  ("not good"), judged against the combination the elder called (he
  knows its value even if he called a point by its number of cards alone);
* what the adversary called, or reckoned and scored: he holds it;
* the suits he failed to follow (kept out by
  :func:`piquet.advice.sampling.adversary_hand`).

The cards played, the cards led and waiting and the player's own discards
are not among the unseen cards at all (:func:`piquet.advice.playing.unseen_by`).
A clue is checked on the adversary's hand as he declared it: the cards he
holds now and those he has played since.

The sampling is by rejection: a hand is dealt as before and kept if every
clue holds, within :data:`TRIES` deals.  If none agrees (a miscall, or a
"good" said to sink a better holding, can make the clues impossible to
meet), the weakest clue is dropped and the dealing starts again.  The
clues are ordered from strongest to weakest: holdings reckoned and scored,
then calls, then "not good" and "equal", then "good" (the reply a player
may give while sinking a better holding, Law 47), so a "good" is the first
relaxed.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

import attrs

from piquet.game.state import ELDER, DealState, Outcome
from piquet.advice.sampling import adversary_hand
from piquet.table.cards import SUIT_MASKS
from piquet.table.claims import Claim, PointClaim, SequenceClaim, SetClaim
from piquet.table.combinations import Combination, Point, RankSet, Sequence, summary_keys

__all__ = ["TRIES", "Clue", "clues", "agrees", "listening_hand"]

#: How many hands are dealt for each sampled hand before the weakest clue is dropped.
TRIES = 400


@attrs.frozen
class Clue:
    """One thing the adversary's hand (as declared) must satisfy; ``strength`` orders which is dropped first (lowest)."""

    what: str
    strength: int
    test: Callable[[int], bool] = attrs.field(eq=False, repr=False)

    def __call__(self, hand: int) -> bool:
        return self.test(hand)


_INDEX = {PointClaim: 0, SequenceClaim: 1, SetClaim: 2}
_HELD, _CALLED, _BETTER, _WORSE = 4, 3, 2, 1


def _suit_lengths(hand: int) -> list[int]:
    return [(hand & SUIT_MASKS[suit]).bit_count() for suit in range(4)]


def _best_point_length(hand: int) -> int:
    return max(_suit_lengths(hand))


def _claim_key(claim: Claim) -> int | None:
    """The packed key (as :func:`summary_keys` packs it) of a call, or None if the call does not fix it."""
    if isinstance(claim, PointClaim):
        return None if claim.value is None else claim.length * 128 + claim.value
    if isinstance(claim, SequenceClaim):
        return None if claim.top is None else claim.length * 16 + int(claim.top)
    return None if claim.rank is None else claim.count * 16 + int(claim.rank)


def _packed(what: Combination) -> int:
    """A combination's key packed as :func:`summary_keys` packs it."""
    length, second = what.key
    return length * (128 if isinstance(what, Point) else 16) + second


def _reply_clue(claim: Claim, outcome: Outcome, resolved: Combination | None) -> Clue | None:
    """What the younger's reply says of his best holding of the call's category.

    The elder, who hears the reply, knows the combination he called
    (``resolved``), even when he called a point by its number of cards alone.
    """
    index = _INDEX[type(claim)]
    key = _claim_key(claim) if resolved is None else _packed(resolved)
    word = outcome.value
    if key is None:
        if not isinstance(claim, PointClaim):
            return None
        length = claim.length  # a point by its number of cards: only that number is known
        if outcome is Outcome.NOT_GOOD:
            return Clue(f"{word} to a point of {length}", _BETTER, lambda hand: _best_point_length(hand) > length)
        if outcome is Outcome.GOOD:
            return Clue(f"{word} to a point of {length}", _WORSE, lambda hand: _best_point_length(hand) <= length)
        return None
    if outcome is Outcome.GOOD:
        return Clue(f"{word} to {claim}", _WORSE, lambda hand: summary_keys(hand)[index] < key)
    if outcome is Outcome.EQUAL:
        return Clue(f"{word} to {claim}", _BETTER, lambda hand: summary_keys(hand)[index] == key)
    return Clue(f"{word} to {claim}", _BETTER, lambda hand: summary_keys(hand)[index] > key)


def _holds_claim(claim: Claim, hand: int) -> bool:
    """Whether ``hand`` holds what the call says, as far as the call says it."""
    if isinstance(claim, SetClaim):
        if claim.rank is None:
            return summary_keys(hand)[2] // 16 >= claim.count
        return (hand & (0x01010101 << (int(claim.rank) - 7))).bit_count() >= claim.count
    suits = range(4) if claim.suit is None else (int(claim.suit),)
    if isinstance(claim, PointClaim):
        for suit in suits:
            cards = hand & SUIT_MASKS[suit]
            if cards.bit_count() == claim.length and (claim.value is None or summary_keys(cards)[0] % 128 == claim.value):
                return True
        return False
    if isinstance(claim, SequenceClaim):
        for suit in suits:
            run = summary_keys(hand & SUIT_MASKS[suit])[1]
            if run // 16 >= claim.length and (claim.top is None or _runs_to(hand, suit, claim.length, int(claim.top))):
                return True
    return False


def _runs_to(hand: int, suit: int, length: int, top: int) -> bool:
    try:
        return hand & Sequence(suit, length, top).bits == Sequence(suit, length, top).bits
    except ValueError:
        return False


def _holds(what: Combination, hand: int) -> bool:
    if isinstance(what, Point):
        return summary_keys(hand & SUIT_MASKS[what.suit])[0] == what.length * 128 + what.value
    if isinstance(what, Sequence):
        return hand & what.bits == what.bits
    return (hand & (0x01010101 << (int(what.rank) - 7))).bit_count() >= what.count


def clues(state: DealState, who: int) -> tuple[Clue, ...]:
    """What the adversary of ``who`` has told him in ``state``, strongest first."""
    other = 1 - who
    found: list[Clue] = []
    for score in state.hand_scores:
        if score.player == other and score.what is not None and score.founded:
            found.append(Clue(f"scored {score.what}", _HELD, partial(_holds, score.what)))
    for dialogue in state.dialogues:
        claim = dialogue.call
        if claim is None:
            continue
        if other == ELDER:
            if dialogue.founded and not dialogue.contradicted:
                found.append(Clue(f"called {claim}", _CALLED, partial(_holds_claim, claim)))
        elif dialogue.outcome in (Outcome.GOOD, Outcome.EQUAL, Outcome.NOT_GOOD):
            clue = _reply_clue(claim, dialogue.outcome, dialogue.resolved)
            if clue is not None:
                found.append(clue)
    found.sort(key=lambda clue: -clue.strength)
    return tuple(found)


def played_by(state: DealState, player: int) -> int:
    """The cards ``player`` has played in the deal, those led and waiting included."""
    cards = 0
    for trick in state.tricks:
        cards |= 1 << (trick.led if trick.leader == player else trick.followed)
    if state.leader == player:
        for index in state.pending:
            cards |= 1 << index
    return cards


def agrees(hand: int, found: tuple[Clue, ...]) -> bool:
    """Whether a hand (as declared) satisfies every clue."""
    return all(clue(hand) for clue in found)


def listening_hand(
    rng: random.Random, unseen: int, count: int, voids: int, found: tuple[Clue, ...], played: int = 0
) -> tuple[int, tuple[Clue, ...]]:
    """``count`` unseen cards for the adversary agreeing with ``found`` (checked with ``played`` added), and the clues kept.

    Each try deals as :func:`~piquet.advice.sampling.adversary_hand` does;
    after :data:`TRIES` failures the weakest clue is dropped.  The clues
    kept are returned so that the next hand starts from them.
    """
    kept = found
    while True:
        for _ in range(TRIES if kept else 1):
            hand = adversary_hand(rng, unseen, count, voids)
            if agrees(hand | played, kept):
                return hand, kept
        kept = kept[:-1]
