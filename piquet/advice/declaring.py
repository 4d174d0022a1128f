"""What to call and what to sink.

A player need not call everything he holds: he may sink a combination, and
then it neither scores nor tells anything (Laws 46-56).  Calling gives the
adversary a picture of the hand: a point of five making forty-nine, a
quart to the king in hearts, three knaves, and that picture guides his
discards in play and the guards he keeps.  Sinking costs what the
combination would score, and, for the younger, the bar it puts on the
elder's pique and repique.

So the advice is to call everything, except a combination that will almost
surely not be good: it cannot score, and calling it only shows the suit.
How sure is measured, not guessed:

* the elder, who calls first, does not know the younger's hand: the
  younger's twelve are dealt at random from the cards the elder cannot see
  (:mod:`piquet.advice.sampling`), many times, and the share of deals in
  which his best combination of each category is good, or equal, is
  counted.  Under :data:`SINK_BELOW` (one in twenty) of good or equal, he
  is advised to sink it;
* the younger, once the elder has called in a category, knows where he
  stands: his best is good, equal or not good against the call, and a
  combination that is not good is sunk (he answers "good" and shows
  nothing).  Against a point called by its number of cards alone he
  knows only that number: as long a point is to be asked about ("what do
  they make?", Law 46) before he can tell.  Before the elder's call he is advised by sampling as the
  elder is.

This is a rule of thumb with a measured input, not a search of what the
information is worth in play; the advisor's evaluation itself assumes
everything called.

>>> from piquet.table.cardsets import Hand
>>> from piquet.advice.declaring import advise_calls
>>> hand = Hand.parse("AS KS QS JS TS 9S AH KH QH AC KC AD").bits
>>> [advice.verdict for advice in advise_calls(hand, 0xFFFFFFFF & ~hand, 12, samples=50)]
['call', 'call', 'call']
"""

from __future__ import annotations

import random

import attrs

from piquet.game.state import ELDER, YOUNGER, DealState, Outcome, Phase
from piquet.advice.playing import unseen_by
from piquet.advice.listening import Clue, clues, listening_hand, played_by
from piquet.advice.sampling import adversary_hand
from piquet.table.categories import Category
from piquet.table.cards import Rank, Suit
from piquet.table.claims import Claim, PointClaim, SequenceClaim, SetClaim
from piquet.table.combinations import Combination, Point, RankSet, Sequence, best_point, compare, Comparison
from piquet.table.combinations import rank_sets, sequences, summary_keys

__all__ = ["SINK_BELOW", "CallAdvice", "best_held", "claim_for", "advise_calls", "still_open", "advise_declaring"]

#: Below this share of sampled deals in which a combination is good or equal, the advice is to sink it.
SINK_BELOW = 0.05

_CATEGORIES = (Category.POINT, Category.SEQUENCE, Category.SET)


@attrs.frozen
class CallAdvice:
    """The advice for one category: the best combination held, how often it is good or equal, and the verdict.

    ``verdict`` is "call", "sink", "nothing" (nothing held), "closed" (the
    category is called, answered or barred already), or "ask"
    (the younger holds a point as long as the one called by its number of
    cards, and asks what it makes before he can tell); ``good``
    and ``equal`` are shares (0 to 1) of the deals sampled, or 0 and 1
    when the adversary's call settles it.
    """

    category: Category
    held: Combination | None
    good: float
    equal: float
    verdict: str
    reason: str

    def __str__(self) -> str:
        if self.held is None:
            return f"{self.category.name.lower()}: nothing to call"
        return f"{self.verdict} the {self.held.name}: {self.reason}"


def best_held(hand: int, category: Category) -> Combination | None:
    """The best combination of a category in the hand (the one that is compared)."""
    if category is Category.POINT:
        return best_point(hand)
    found: tuple[Sequence, ...] | tuple[RankSet, ...] = sequences(hand) if category is Category.SEQUENCE else rank_sets(hand)
    return found[0] if found else None


def claim_for(combination: Combination) -> Claim:
    """The call of a combination in full: a point with its value and suit, a sequence with its top and suit, a set with its rank."""
    if isinstance(combination, Point):
        return PointClaim(combination.length, combination.value, Suit(combination.suit))
    if isinstance(combination, Sequence):
        return SequenceClaim(combination.length, Rank(combination.top), Suit(combination.suit))
    return SetClaim(combination.count, Rank(combination.rank))


def _verdict(category: Category, held: Combination | None, good: float, equal: float, how: str) -> CallAdvice:
    if held is None:
        return CallAdvice(category, None, 0.0, 0.0, "nothing", "nothing held")
    if good + equal < SINK_BELOW:
        return CallAdvice(category, held, good, equal, "sink", f"{how} it is good or equal in {good + equal:.0%}: calling would only show the suit")
    return CallAdvice(category, held, good, equal, "call", f"{how} it is good in {good:.0%}, equal in {equal:.0%}")


def advise_calls(
    hand: int, unseen: int, adversary_count: int, *, seed: int = 0, samples: int = 400,
    heard: tuple[Clue, ...] = (), played: int = 0,
) -> tuple[CallAdvice, ...]:
    """Point, sequence and set: call or sink, by the share of sampled adversary hands the best of each is good or equal against.

    ``unseen`` are the cards the player cannot see; the adversary holds
    ``adversary_count`` of them, and has played ``played``.  The hands
    sampled agree with the clues ``heard`` (:mod:`piquet.advice.listening`).
    """
    rng = random.Random(seed)
    mine = summary_keys(hand)
    good = [0, 0, 0]
    equal = [0, 0, 0]
    for _ in range(samples):
        if heard:
            sampled, heard = listening_hand(rng, unseen, adversary_count, 0, heard, played)
            theirs = summary_keys(sampled | played)
        else:
            theirs = summary_keys(adversary_hand(rng, unseen, adversary_count) | played)
        for index in range(3):
            good[index] += mine[index] > theirs[index]
            equal[index] += mine[index] == theirs[index]
    return tuple(
        _verdict(category, best_held(hand, category), good[i] / samples, equal[i] / samples, f"in {samples} sampled hands")
        for i, category in enumerate(_CATEGORIES)
    )


def _against_the_call(category: Category, hand: int, called: Combination, count_only: bool) -> CallAdvice:
    """Judged against the elder's call; a point called by its number of cards alone is judged on that number (Law 46)."""
    held = best_held(hand, category)
    if held is None:
        return _verdict(category, None, 0.0, 0.0, "")
    if count_only and isinstance(held, Point) and isinstance(called, Point):
        if held.length == called.length:
            return CallAdvice(category, held, 0.0, 0.0, "ask", f"as long as the point of {called.length} called: ask what it makes")
        longer = float(held.length > called.length)
        return _verdict(category, held, longer, 0.0, f"against the elder's point of {called.length},")
    found = compare(held, called)
    good, equal = float(found is Comparison.GOOD), float(found is Comparison.EQUAL)
    return _verdict(category, held, good, equal, f"against the elder's {called.name},")


def still_open(state: DealState, who: int) -> tuple[bool, bool, bool]:
    """Whether ``who`` may still call (the elder) or reckon (the younger) in each category, point, sequence, set.

    The elder calls before his first lead, in a category not yet called nor
    barred (Law 46 and the bars of a penalty); the younger reckons at his
    first card what the elder's call left him (not good or equal) or what
    the elder did not call, once, unless barred.
    """
    out = []
    scored = {score.category for score in state.hand_scores if score.player == who}
    for dialogue in state.dialogues:
        barred = (who, dialogue.category) in state.bars or dialogue.forfeited
        if who == ELDER:
            out.append(not state.first_lead_made and dialogue.outcome is Outcome.OPEN and not barred)
        else:
            lost = dialogue.outcome is Outcome.GOOD or dialogue.younger_barred
            out.append(not state.younger_has_played and not lost and not barred and dialogue.category not in scored)
    return out[0], out[1], out[2]


def advise_declaring(
    state: DealState, who: int | None = None, *, seed: int = 0, samples: int = 400, listening: bool = True
) -> tuple[CallAdvice, ...]:
    """The declaring advice for ``who`` (by default the elder before his first lead, the younger after it).

    For the younger, a category the elder has called is judged against the
    call itself; the others by sampling, the sampled hands agreeing with
    what the adversary has said (unless ``listening`` is False, the advice
    of the advisor that did not listen).  A category closed to him
    (:func:`still_open`) gets the verdict "closed" when listening.
    ValueError outside the declarations and the first trick.
    """
    if state.phase not in (Phase.DECLARATION, Phase.PLAY) or state.younger_has_played:
        raise ValueError("the declarations are over (or not begun): there is nothing to call")
    if who is None:
        who = YOUNGER if state.first_lead_made else ELDER
    hand = state.hands[who] | (sum(1 << i for i in state.pending) if who == ELDER else 0)
    unseen = unseen_by(state, who) & ~hand
    if listening:
        count = state.hands[1 - who].bit_count()
        sampled = advise_calls(hand, unseen, count, seed=seed, samples=samples, heard=clues(state, who),
                               played=played_by(state, 1 - who))
        sampled = tuple(advice if is_open else attrs.evolve(advice, verdict="closed", reason="called, answered or barred")
                        for advice, is_open in zip(sampled, still_open(state, who)))
    else:
        count = state.hands[1 - who].bit_count() + (len(state.pending) if who == YOUNGER else 0)
        sampled = advise_calls(hand, unseen, count, seed=seed, samples=samples)
    if who == ELDER:
        return sampled
    out = []
    for advice, dialogue in zip(sampled, state.dialogues):
        if advice.verdict == "closed":
            out.append(advice)
        elif dialogue.resolved is not None and dialogue.outcome is not Outcome.OPEN:
            call = dialogue.call
            count_only = isinstance(call, PointClaim) and call.value is None and not dialogue.answers
            out.append(_against_the_call(advice.category, hand, dialogue.resolved, count_only))
        else:
            out.append(advice)
    return tuple(out)
