"""What the rules of the declarations share: speech of no effect, the cards declared from, scores in hand, what was said.

The calls, the replies, the reckonings, the corrections, the first trick and
the declaring of everything at once are modules of their own, and the
referee's runs of calls and reckonings apply them in one pass; all of them
read and write the same few things, which are public here for that reason.
This module registers no rule.
"""

from __future__ import annotations

from piquet.game.acts import Answer
from piquet.lawbook.citation import cites
from piquet.game.state import YOUNGER, DealState, Dialogue, HandScore, Outcome, Said
from piquet.table.categories import Category
from piquet.table.claims import Claim
from piquet.table.combinations import Combination, Comparison, RankSet, Sequence, category_of, compare

__all__ = [
    "NoEffect",
    "reckoned_within",
    "part_of",
    "LAWS_OF_CATEGORY",
    "holding_of",
    "with_dialogue",
    "hand_score",
    "scored_once",
    "scores_but",
    "said_with",
    "say",
    "awaiting_answer",
    "overlaps_reckoned",
    "omitted_too_late",
    "unreckoned",
]


class NoEffect(Exception):
    """Speech the laws give no effect; the rule turns it into a ruling saying so."""

    def __init__(
        self,
        message: str,
        *,
        laws: tuple[int, ...] = (),
        cases: tuple[str, ...] = (),
        player: str | None = None,
        late: bool = False,
        au_cent: tuple[str, ...] = (),
        in_error: bool = True,
        leaves: Dialogue | None = None,
    ) -> None:
        super().__init__(message)
        #: Whether the speaker is in error: a reckoning the adversary's holding bars is no offence of his.
        self.in_error = in_error
        #: The dialogue of the kind as the refused speech leaves it (a too-late call that still bars), or None: unchanged.
        self.leaves = leaves
        self.reason = message
        #: The act's time has passed (a ruling says "too late"), as against an act the laws never allow.
        self.late = late
        self.laws = laws
        self.cases = cases
        #: In an au cent deal, the clauses that say so too.
        self.au_cent = au_cent


#: The laws a score in hand of each kind rests on.
LAWS_OF_CATEGORY = {
    Category.CARTE_BLANCHE: (18, 61),
    Category.POINT: (62,),
    Category.SEQUENCE: (63,),
    Category.SET: (64,),
}


def holding_of(state: DealState, who: int) -> int:
    """The cards a player holds for the declarations: his hand and what he has already led."""
    return state.hands[who] | state.played[who]


def with_dialogue(state: DealState, dialogue: Dialogue, **changes: object) -> DealState:
    """The state with this dialogue in place of the one of its kind, and the other changes given."""
    index = dialogue.category - Category.POINT
    dialogues = list(state.dialogues)
    dialogues[index] = dialogue
    return state.evolve(dialogues=tuple(dialogues), **changes)


def hand_score(who: int, what: Combination, cases: tuple[str, ...] = (), *, founded: bool = True, said_at: int | None = None) -> HandScore:
    """A score in hand for what a player declared, citing the law of its kind (:data:`LAWS_OF_CATEGORY`)."""
    category = _category_of(what)
    return HandScore(who, category, what.score, what, LAWS_OF_CATEGORY[category], cases, founded, said_at)


def beaten_reckonings(state: DealState, mine: Combination, category: Category) -> tuple[HandScore, ...]:
    """What the younger reckoned in a kind, when the elder's call of it, allowed good, beats all of it (Laws 62-64).

    A call omitted and made after the lead (Law 56) may come after the
    younger reckoned in its kind: allowed, it is the best of the kind, and
    what the younger reckoned there, all worse, scores nothing.
    """
    reckoned = tuple(s for s in state.hand_scores if s.player == YOUNGER and s.category is category and s.what is not None)
    return reckoned if reckoned and all(compare(mine, s.what) is Comparison.GOOD for s in reckoned if s.what is not None) else ()


@cites(61, 62, 63, 64, cases=("IV",))
def scored_once(scores: tuple[HandScore, ...], score: HandScore) -> tuple[HandScore, ...]:
    """The scores in hand with ``score`` credited, a combination its player has reckoned already counting once (Laws 61-64).

    What the elder reckoned on objecting to the younger's reckoning (Case IV)
    he may name again in a call allowed after it: the cards are the same,
    and they score once.  The earlier reckoning stands if it was the same
    combination or a larger one holding it; a part of it (three aces, then
    the four) gives way to the whole.
    """
    what = score.what
    if what is None:
        return scores + (score,)
    mine = tuple(s for s in scores if s.player == score.player and s.what is not None)
    if any(s.what == what or part_of(what, s.what) for s in mine if s.what is not None):
        return scores
    parts = tuple(s for s in mine if s.what is not None and part_of(s.what, what))
    return tuple(s for s in scores if s not in parts) + (score,)


def scores_but(state: DealState, who: int, category: Category) -> tuple[HandScore, ...]:
    """The scores in hand less ``who``'s in one kind: what stands when his call of that kind is struck or put right."""
    return tuple(s for s in state.hand_scores if not (s.player == who and s.category is category))


def said_with(state: DealState, who: int, kind: str, claim: Claim | None, held: Combination | None, answer: Answer | None = None) -> tuple[Said, ...]:
    """What has been said, with this (``held`` None: not held when said): kept apart from what is held."""
    return state.said + (Said(state.events, who, kind, claim, answer, held),)


def say(state: DealState, who: int, kind: str, claim: Claim | None, held: Combination | None, answer: Answer | None = None) -> DealState:
    """The state with this said (:func:`said_with`)."""
    return state.evolve(said=said_with(state, who, kind, claim, held, answer))


def _category_of(what: Combination) -> Category:
    return category_of(what)


def awaiting_answer(state: DealState) -> Dialogue | None:
    """The dialogue whose call awaits the younger's answer, or None."""
    for dialogue in state.dialogues:
        if dialogue.outcome is Outcome.AWAITING:
            return dialogue
    return None


def overlaps_reckoned(state: DealState, who: int, what: Combination) -> bool:
    """A sequence or set already reckoned by the same player that shares cards with this one."""
    for score in state.hand_scores:
        if score.player != who or score.what is None or _category_of(score.what) != _category_of(what):
            continue
        if isinstance(what, Sequence) and isinstance(score.what, Sequence):
            if score.what.bits & what.bits:
                return True
        elif isinstance(what, RankSet) and isinstance(score.what, RankSet):
            if score.what.rank == what.rank:
                return True
        else:
            return True
    return False


def omitted_too_late(state: DealState, label: str) -> NoEffect:
    """Nothing omitted is reckoned once the younger has played to the first trick (Law 56; au cent says it in its own words)."""
    return NoEffect(
        "the younger hand has played to the first trick, and nothing omitted can be reckoned now",
        laws=(56,),
        cases=("IV",),
        player=label,
        late=True,
        au_cent=("nothing-omitted-after-play",) if state.setup.au_cent else (),
    )


def reckoned_within(state: DealState, who: int, what: Combination) -> tuple[HandScore, ...]:
    """What the player has reckoned that is a part of ``what``: a quart of the quint it belongs to, three kings of the four.

    After a first call good against the cards he may reckon whatever he holds (Law 49): the whole then stands in the part's place.
    """
    return tuple(score for score in state.hand_scores if score.player == who and score.what is not None and part_of(score.what, what))


def part_of(part: Combination, whole: Combination) -> bool:
    """Whether one combination is a lesser part of another of the same cards: a quart of its quint, three kings of the four."""
    if isinstance(whole, Sequence) and isinstance(part, Sequence):
        return part.bits & ~whole.bits == 0 and part.bits != whole.bits
    if isinstance(whole, RankSet) and isinstance(part, RankSet):
        return part.rank == whole.rank and part.count < whole.count
    return False


def unreckoned(state: DealState, who: int, category: Category) -> int:
    """The player's hand less the cards of what he has already reckoned in this kind.

    A second "tierce minor" called stands for the tierce not yet reckoned
    (Law 49), and a set already reckoned cannot be reckoned again.
    """
    bits = holding_of(state, who)
    for score in state.hand_scores:
        if score.player != who or score.category is not category:
            continue
        if isinstance(score.what, Sequence):
            bits &= ~score.what.bits
        elif isinstance(score.what, RankSet):
            bits &= ~(0x01010101 << (score.what.rank - 7))
    return bits
