"""Calling and showing (Laws 46-56): the dialogue of calls, replies and reckonings.

The elder hand calls, the younger replies; what is allowed good is scored
for the elder, what the younger shows to be better he reckons after the
elder's first lead.  ``{"declare": "all"}`` runs the whole dialogue at once
with nothing sunk.

Speech the laws give no effect (an answer when no call is pending, a second
point, a reckoning of what was allowed good) is ruled to be of no effect,
naming the law; nothing else changes.  A call of what the caller does not
hold is heard as said: it bars and scores as called until the younger hand
plays to the first trick, when an uncorrected miscall costs the caller
everything that deal (Law 54), unless it was a misnomer (Law 53) or a call
he could not possibly have held in hand and discard together.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from piquet.lawbook.citation import au_cent as au_cent_clause
from piquet.lawbook.citation import cites
from piquet.table.cards import FULL_PACK_BITS
from piquet.table.claims import best_held, by_length_alone, good_against_the_cards, held_in_category, resolve
from piquet.table.combinations import (
    Combination, Comparison, Point, RankSet, Sequence, best_point, best_sequence, category_of, compare, is_carte_blanche, point_key,
    rank_sets, run_key, set_key,
)
from piquet.errors import Contradiction
from piquet.game.acts import Answer, Call, Correct, DeclareAll, Reckon, Reply, Take
from piquet.rules.implied import implied_best
from piquet.rules.common import rule_on
from piquet.rules.marks import DECLARATION_RUN, RECKONING_RUN
from lawkit.registry import find_rule
from piquet.lawbook.registry import rule, run
from piquet.table.categories import Category
from piquet.table.claims import Claim, PointClaim, SequenceClaim, SetClaim
from piquet.lawbook.citation import case as case_citation
from piquet.lawbook.citation import law
from lawkit.ruling import Finding, Ruling
from piquet.game.state import ELDER, YOUNGER, adversary, DealState, Dialogue, HandScore, Outcome, Penalty, Phase, Said

__all__ = [
    "call",
    "found_before",
    "fix_unheld_set",
    "unheld_set_settled",
    "reply",
    "reckon",
    "declare_all",
    "LAWS_OF_CATEGORY",
    "scores_but",
    "call_rule",
    "call_not_held",
    "reply_rule",
    "reckon_rule",
    "declare_all_rule",
    "correct_call",
    "first_trick",
]


class _NoEffect(Exception):
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
    ) -> None:
        super().__init__(message)
        self.reason = message
        #: The act's time has passed (a ruling says "too late"), as against an act the laws never allow.
        self.late = late
        self.laws = laws
        self.cases = cases
        #: In an au cent deal, the clauses that say so too.
        self.au_cent = au_cent

LAWS_OF_CATEGORY = {
    Category.CARTE_BLANCHE: (18, 61),
    Category.POINT: (62,),
    Category.SEQUENCE: (63,),
    Category.SET: (64,),
}


def _holding(state: DealState, who: int) -> int:
    """The cards a player holds for the declarations: his hand and what he has already led."""
    return state.hands[who] | state.played[who]


def _with_dialogue(state: DealState, dialogue: Dialogue, **changes: object) -> DealState:
    index = dialogue.category - Category.POINT
    dialogues = list(state.dialogues)
    dialogues[index] = dialogue
    return state.evolve(dialogues=tuple(dialogues), **changes)


def _score(who: int, what: Combination, cases: tuple[str, ...] = (), *, founded: bool = True, said_at: int | None = None) -> HandScore:
    category = _category_of(what)
    return HandScore(who, category, what.score, what, LAWS_OF_CATEGORY[category], cases, founded, said_at)


#: Read at every deal's first trick and in "declare all": module names, where a member read through its enum's class is several times slower.
_AWAITING_ANSWER = Outcome.AWAITING
_ALLOWED_GOOD = Outcome.GOOD
_NOT_GOOD_OUTCOME = Outcome.NOT_GOOD
_EQUAL_OUTCOME = Outcome.EQUAL
_OPEN = Outcome.OPEN
_EQUAL = Comparison.EQUAL
_GOOD = Comparison.GOOD
_POINT_KIND = Category.POINT
_SETS_KIND = Category.SET
_EXCHANGE_STAGE = Phase.EXCHANGE


def scores_but(state: DealState, who: int, category: Category) -> tuple[HandScore, ...]:
    """The scores in hand less ``who``'s in one kind: what stands when his call of that kind is struck or put right."""
    return tuple(s for s in state.hand_scores if not (s.player == who and s.category is category))


def _said(state: DealState, who: int, kind: str, claim: Claim | None, held: Combination | None, answer: Answer | None = None) -> tuple[Said, ...]:
    """What has been said, with this (``held`` None: not held when said): kept apart from what is held."""
    return state.said + (Said(state.events, who, kind, claim, answer, held),)


def _say(state: DealState, who: int, kind: str, claim: Claim | None, held: Combination | None, answer: Answer | None = None) -> DealState:
    """The state with this said (:func:`_said`)."""
    return state.evolve(said=_said(state, who, kind, claim, held, answer))


def _category_of(what: Combination) -> Category:
    return category_of(what)


def _awaiting(state: DealState) -> Dialogue | None:
    for dialogue in state.dialogues:
        if dialogue.outcome is Outcome.AWAITING:
            return dialogue
    return None


def _overlaps(state: DealState, who: int, what: Combination) -> bool:
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


@cites(46, 47, 48, 49, 50, 53, 54, 55, 56, cases=("IV", "VII", "XII"))
def call(state: DealState, who: int, claim: Claim) -> DealState:
    """The elder hand calls a point, sequence, quatorze or trio.

    The point comes first or the elder loses it (Law 46); the rest in any
    order (Law 47).  After a call is allowed good the elder reckons lesser
    ones of that kind, but nothing better unless the first was good against
    the cards (Law 49).  Calling what is not held (Law 54) is refused.
    """
    label = state.setup.label(who)
    if who != ELDER:
        raise _NoEffect(
            "the younger hand does not call: he answers the elder's calls and reckons what he has good after the elder has led",
            laws=(46, 47),
            player=label,
        )
    if state.phase is Phase.EXCHANGE:
        raise _NoEffect("calling begins when both players have taken in", laws=(46,), player=label)
    if state.first_lead_made:
        _check_omission_after_lead(state, claim, label)
    if state.declared_all:
        raise _NoEffect("everything has been declared", laws=(46,), player=label)
    category = claim.category
    if category is Category.SET and _trio_admitted_by_the_elder(state):
        raise _NoEffect(
            f"{label} asked which card of the younger's trio is out, and so allowed it good: he cannot now call a set against it",
            laws=(55,),
            cases=("VII",),
            player=label,
        )
    pending = _awaiting(state)
    if pending is not None and _value_asked(pending) and category is Category.POINT:
        return _state_value(state, pending, claim, label)
    if pending is not None:
        raise _NoEffect(f"the younger hand has not yet answered the call of {pending.call}", laws=(46,), player=label)
    dialogue = state.dialogue(category)
    point = state.dialogue(Category.POINT)
    if category is not Category.POINT and point.outcome is Outcome.OPEN and not point.forfeited:
        ruling = Ruling(
            event=state.events,
            act=f"{label} calls {claim} before calling a point",
            decision=f"{label} has lost the right to call his point this deal; "
            f"{state.setup.younger} may reckon his point after the first lead",
            findings=(Finding("the point was not called first", (state.events,)),),
            citations=(law(46), law(47)),
            note=True,
        )
        state = _with_dialogue(state, point.evolve(forfeited=True), rulings=state.rulings + (ruling,))
    elif category is Category.POINT and point.forfeited:
        raise _NoEffect("the elder hand must call his point first, or lose the right to call it", laws=(46,), player=label)
    held, founded = _held(state, ELDER, claim, "calls", heard=True)
    said = _said(state, ELDER, "call", claim, held if founded else None)
    if dialogue.outcome is Outcome.OPEN:
        known = _holding(state, ELDER) | state.discards[ELDER]
        return _with_dialogue(
            state,
            dialogue.evolve(
                outcome=Outcome.AWAITING,
                call=claim,
                resolved=held,
                first_good_against_the_cards=good_against_the_cards(held, known),
                founded=founded,
            ),
            said=said,
        )
    if _completes(dialogue, claim, held, founded):
        # Saying what a point allowed by its number of cards makes completes that call; it is not another (Case I).
        return _with_dialogue(state, dialogue.evolve(call=claim, value_stated=True), said=_said(state, ELDER, "complete", claim, held))
    if dialogue.outcome is Outcome.GOOD and category is not Category.POINT:
        first = dialogue.resolved
        assert first is not None
        if held.key > first.key and not dialogue.first_good_against_the_cards:
            raise _NoEffect(
                f"{label} called {first} first and it was allowed good; he may reckon only what is equal or lower, "
                "since the first call was not good against the cards",
                laws=(49,),
                player=label,
            )
        lesser = resolve(claim, _unreckoned(state, ELDER, category)) if founded else held
        if lesser is None or _overlaps(state, ELDER, lesser):
            raise _NoEffect(f"{held} uses cards already reckoned", laws=(49,), player=label)
        return state.evolve(hand_scores=state.hand_scores + (_score(ELDER, lesser, founded=founded, said_at=state.events),), said=said)
    raise _NoEffect(
        f"the {category.label} has been answered {dialogue.outcome.value}; the elder hand has nothing more to call in it",
        laws=LAWS_OF_CATEGORY[category],
        player=label,
    )


def _completes(dialogue: Dialogue, claim: Claim, held: Combination, founded: bool) -> bool:
    """Whether the call completes one already answered: what a point makes, or to what card a sequence runs, of the same
    holding (Case I: saying it is not another call; Law 48 asks it of a sequence not good against the cards)."""
    called = dialogue.call
    if not founded or held != dialogue.resolved or dialogue.outcome not in (Outcome.GOOD, Outcome.NOT_GOOD, Outcome.EQUAL):
        return False
    if isinstance(called, PointClaim) and isinstance(claim, PointClaim):
        return called.value is None and claim.value is not None and claim.length == called.length
    if isinstance(called, SequenceClaim) and isinstance(claim, SequenceClaim):
        return called.top is None and claim.top is not None and claim.length == called.length
    if isinstance(called, SetClaim) and isinstance(claim, SetClaim):
        return called.rank is None and claim.rank is not None and claim.count == called.count
    return False


@cites(48, cases=("XII",))
def _owed_its_top(state: DealState, answered: Dialogue, answer: Answer) -> DealState:
    """A bare call not good against the cards allowed without asking: its top card or rank was owed, but no penalty (Law 48).

    The elder is bound to say to what card only when his call is not good
    against the cards; the younger could have asked before he answered
    (Case XII), and his answer binds him.  Ruled on the call, when the
    answer shows the younger was never told.
    """
    call = answered.call
    if answer not in (Answer.GOOD, Answer.EQUAL) or call is None or not by_length_alone(call):
        return state
    if not answered.founded or answered.first_good_against_the_cards or answered.resolved is None:
        return state
    made = next((s for s in reversed(state.said) if s.kind == "call" and s.player == ELDER and s.claim is call), None)
    if made is None or any(s.kind == "ask" and s.player == YOUNGER and s.event > made.event for s in state.said):
        return state
    spoken = state.log[made.event] if made.event < len(state.log) else None
    if not isinstance(spoken, Call) or not by_length_alone(spoken.claim):
        return state  # he named a card, wrongly: a misnomer (Law 53), not a call by length alone
    label = state.setup.label(ELDER)
    owed = "to what card it runs" if isinstance(call, SequenceClaim) else "of what rank it is"
    return rule_on(
        state,
        act=f"{label} calls {call} without saying {owed}",
        decision=f"allowed: the call was not good against the cards, so {label} was bound to say {owed} (he holds {answered.resolved}); "
        f"the laws set no penalty, and {state.setup.younger} answered {answer.value!r} without asking",
        laws=(48,),
        cases=("XII",),
        offender=ELDER,
        event=made.event,
    )


@cites(56, cases=("IV",))
def _check_omission_after_lead(state: DealState, claim: Claim, label: str) -> None:
    """After his lead, the elder may still call what he omitted, until the younger plays (Law 56, Case IV)."""
    if state.younger_has_played:
        raise _omitted_too_late(state, label)


def _omitted_too_late(state: DealState, label: str) -> _NoEffect:
    """Nothing omitted is reckoned once the younger has played to the first trick (Law 56; au cent says it in its own words)."""
    return _NoEffect(
        "the younger hand has played to the first trick, and nothing omitted can be reckoned now",
        laws=(56,),
        cases=("IV",),
        player=label,
        late=True,
        au_cent=("nothing-omitted-after-play",) if state.setup.au_cent else (),
    )


def _barred_by_asking(state: DealState, dialogue: Dialogue, held: Combination) -> bool:
    """Whether the younger, having asked what the point makes, reckons a point of more cards than it (Law 46)."""
    return (
        dialogue.younger_barred and dialogue.resolved is not None and isinstance(held, Point)
        and _suit_length(state, YOUNGER, held) > dialogue.resolved.key[0]
    )


def _suit_length(state: DealState, who: int, point: Point) -> int:
    """How many cards the player holds in the point's suit (a point is a whole suit)."""
    return (_holding(state, who) >> (8 * point.suit) & 0xFF).bit_count()


def _unreckoned(state: DealState, who: int, category: Category) -> int:
    """The player's hand less the cards of what he has already reckoned in this kind.

    A second "tierce minor" called stands for the tierce not yet reckoned
    (Law 49), and a set already reckoned cannot be reckoned again.
    """
    bits = _holding(state, who)
    for score in state.hand_scores:
        if score.player != who or score.category is not category:
            continue
        if isinstance(score.what, Sequence):
            bits &= ~score.what.bits
        elif isinstance(score.what, RankSet):
            bits &= ~(0x01010101 << (score.what.rank - 7))
    return bits


@cites(53, 54)
def _held(state: DealState, who: int, claim: Claim, verb: str, bits: int | None = None, *, heard: bool = False) -> tuple[Combination, bool]:
    """What the claim stands for, and whether the hand holds it.

    Held in hand: founded.  Not in hand but possible from hand and discard
    together: heard as said, unfounded, and judged at the first trick
    (Law 54).  A misnomer (the suit or rank named wrongly of a combination
    held at that value, the one named impossible) is the one held, without
    penalty (Law 53).  A call or reckoning that could not possibly have been
    held is still ``heard`` as said (Law 54 exempts it from the penalty, not
    from being a call): it stands for the combination named, unfounded, and
    is judged at the first trick; anything else said of it (a correction to
    it, say) has no effect.
    """
    hand = _holding(state, who) if bits is None else bits
    held = resolve(claim, hand)
    if held is not None:
        return held, True
    label = state.setup.label(who)
    possible = resolve(claim, hand | state.discards[who])
    if possible is not None:
        return possible, False
    named = _misnomer(claim, hand)
    if named is not None:
        raise _Misnomer(named)
    as_named = resolve(claim, FULL_PACK_BITS) if heard else None
    if as_named is not None:
        return as_named, False
    raise _NoEffect(
        f"{label} {verb} {claim}, which he could not possibly have held in hand and discard together: "
        "the call has no effect and no penalty",
        laws=(54,),
        player=label,
    )


class _Misnomer(Exception):
    def __init__(self, held: Combination) -> None:
        super().__init__(str(held))
        self.held = held


def _misnomer(claim: Claim, bits: int) -> Combination | None:
    """The combination held at the value called, when only its suit or rank was named wrongly (Law 53)."""
    if isinstance(claim, PointClaim) and claim.suit is not None:
        found = resolve(attrs.evolve(claim, suit=None), bits)
    elif isinstance(claim, SequenceClaim) and (claim.suit is not None or claim.top is not None):
        # A sequence of the length called, its suit or its top card named wrongly: "its rank" is the card it is to.
        found = resolve(SequenceClaim(claim.length), bits)
    elif isinstance(claim, SetClaim) and claim.rank is not None:
        found = resolve(SetClaim(claim.count), bits)
    else:
        return None
    return found


@cites(49)
def _reckoned_after_good(state: DealState) -> bool:
    """Whether the act before this was the elder's call of a kind already allowed good, which he reckons without an answer (Law 49)."""
    if not state.said or state.said[-1].event != state.events - 1:
        return False
    last = state.said[-1]
    return last.player == ELDER and last.kind == "call" and last.claim is not None and state.dialogue(last.claim.category).outcome is Outcome.GOOD


def _value_asked(dialogue: Dialogue) -> bool:
    """The younger asked what the point makes, and the elder has not yet said."""
    return (
        bool(dialogue.answers)
        and dialogue.answers[-1] in (Answer.EQUAL, Answer.WHAT_DO_THEY_MAKE)
        and not dialogue.value_stated
    )


@cites(46, 62)
def _state_value(state: DealState, dialogue: Dialogue, claim: Claim, label: str) -> DealState:
    """The elder says what his point makes, after the younger asked or said equal (Law 46)."""
    assert dialogue.resolved is not None
    length = dialogue.resolved.key[0]
    if not isinstance(claim, PointClaim) or claim.value is None or claim.length != length:
        raise _NoEffect(
            f"the younger hand asked what the point of {length} cards makes: the elder states its value",
            laws=(46,),
            player=label,
        )
    held, founded = _held(state, ELDER, claim, "calls")
    said = _said(state, ELDER, "call", claim, held if founded else None)
    return _with_dialogue(state, dialogue.evolve(call=claim, resolved=held, value_stated=True, founded=founded), said=said)


@cites(46, 51, 62, 63, 64, cases=("I",))
def reply(state: DealState, who: int, answer: Answer) -> DealState:
    """The younger hand answers the pending call.

    ``good`` is always open to him (a player need not show what he holds);
    ``not good`` and ``equal`` must be true of his hand.  He may ask what a
    point makes only if he holds as many cards, and the asking bars him from
    counting a point of more cards (Law 46, Case I).  Quatorzes and trios
    admit no equality (Law 64).
    """
    label = state.setup.label(who)
    if who != YOUNGER:
        raise _NoEffect("only the younger hand answers a call", laws=(46,), player=label)
    if state.declared_all:
        raise _NoEffect("everything has been declared", laws=(46,), player=label)
    dialogue = _awaiting(state)
    if dialogue is None or dialogue.call is None or dialogue.resolved is None:
        if _admitted_by_asking(state) and answer is not Answer.GOOD:
            raise _NoEffect(
                f"{label} asked which card of the trio called is out, or to see it, and so allowed it good: he cannot now call it {answer.value}",
                laws=(55,),
                cases=("VII",),
                player=label,
            )
        if answer is Answer.GOOD and _reckoned_after_good(state):
            # "Good" to a lesser call the elder reckons of a kind already allowed good (Law 49) only says what is so.
            return state
        raise _NoEffect("there is no call to answer", laws=(46,), player=label)
    if _value_asked(dialogue):
        raise _NoEffect("the elder hand has not yet said what his point makes", laws=(46,), player=label)
    category = dialogue.category
    mine = dialogue.resolved
    theirs = best_held(category, _holding(state, YOUNGER))
    count_only = isinstance(dialogue.call, PointClaim) and dialogue.call.value is None and not dialogue.answers
    if answer is Answer.WHAT_DO_THEY_MAKE or (answer is Answer.EQUAL and count_only):
        if not count_only:
            raise _NoEffect("'what do they make' asks the value of a point called by its number of cards", laws=(46,), player=label)
        their_length = theirs.length if isinstance(theirs, Point) else 0
        if their_length < mine.key[0]:
            raise _NoEffect(
                f"{label} may ask what the point makes only holding at least {mine.key[0]} cards in a suit",
                laws=(46,),
                player=label,
            )
        barred = their_length > mine.key[0]
        rulings = state.rulings
        if barred:
            rulings += (
                Ruling(
                    event=state.events,
                    act=f"{label} answers {answer.value!r} to a point of {mine.key[0]} cards, holding {their_length}",
                    decision=f"{label} may not count a point of more than {mine.key[0]} cards this deal; "
                    "his point, though not good to score, is good to bar a pique or a repique",
                    findings=(Finding(f"{label} holds a point of {their_length} cards", (state.events,)),),
                    citations=(law(46), case_citation("I")),
                    note=True,
                ),
            )
        return _with_dialogue(
            state,
            dialogue.evolve(answers=dialogue.answers + (answer,), younger_barred=barred, call=PointClaim(mine.key[0], mine.key[1], getattr(mine, "suit", None))),
            rulings=rulings,
        )
    if answer is Answer.GOOD:
        # A call omitted and made after the lead (Law 56) may come after the younger reckoned in its kind: allowed good,
        # it is the best of the kind, and what he reckoned there, all worse, scores nothing (Laws 62-64).
        reckoned = tuple(s for s in state.hand_scores if s.player == YOUNGER and s.category is category and s.what is not None)
        beaten = reckoned if reckoned and all(compare(mine, s.what) is Comparison.GOOD for s in reckoned if s.what is not None) else ()
        kept = tuple(s for s in state.hand_scores if s not in beaten)
        return _with_dialogue(
            state,
            dialogue.evolve(outcome=Outcome.GOOD, answers=dialogue.answers + (answer,)),
            hand_scores=kept + (_score(ELDER, mine, founded=dialogue.founded, said_at=state.events),),
        )
    if answer is Answer.NOT_GOOD:
        # A "not good" his cards contradict is ruled on by piquet.rules.disallowing, an exception to this rule.
        bars = state.bars | {(YOUNGER, category)} if dialogue.younger_barred else state.bars
        rulings = state.rulings
        if dialogue.younger_barred and dialogue.value_stated:
            rulings += (_completed_call(state, label, mine, f"answers 'not good' to {mine}"),)
        return _with_dialogue(
            state,
            dialogue.evolve(outcome=Outcome.NOT_GOOD, answers=dialogue.answers + (answer,)),
            bars=bars,
            rulings=rulings,
        )
    # Answer.EQUAL to a full call
    if category is Category.SET:
        raise _NoEffect("there is no equality between quatorzes or trios", laws=(64,), player=label)
    # An "equal" his cards contradict is ruled on by piquet.rules.disallowing, an exception to this rule.
    return _with_dialogue(state, dialogue.evolve(outcome=Outcome.EQUAL, answers=dialogue.answers + (answer,)))


@cites(55, cases=("VII",))
def _admitted_by_asking(state: DealState) -> bool:
    """The younger's only answer to the elder's trio was to ask which card of it is out (Case VII)."""
    calls = [s for s in state.said if s.player == ELDER and s.kind == "call"]
    if not calls or not isinstance(calls[-1].claim, SetClaim):
        return False  # the elder has called something else since: the question concerned an earlier trio
    since = calls[-1].event
    said = [s for s in state.said if s.player == YOUNGER and s.kind in ("reply", "ask") and s.event >= since]
    # Asking which card is out, or asking to see the trio (piquet.rules.showing.DEMAND), admits it alike.
    asks = [s.event for s in said if _asks_which_out(s) or (s.kind == "ask" and s.text == "show")]
    return bool(asks) and not any(s.kind == "reply" and s.event < asks[0] for s in said)


@cites(55, cases=("VII",))
def _trio_admitted_by_the_elder(state: DealState) -> bool:
    """The elder asked which card of the trio the younger reckoned is out: he so admitted it good (Case VII, whichever asks)."""
    reckoned = [s for s in state.said if s.player == YOUNGER and s.kind == "reckon" and isinstance(s.claim, SetClaim)]
    if not reckoned:
        return False
    since = reckoned[-1].event
    return any(s.player == ELDER and _asks_which_out(s) and s.event > since for s in state.said)


def _asks_which_out(said: Said) -> bool:
    """Whether what was said asks which card of a trio is not reckoned (piquet.rules.questions.WHICH_OUT, Case VII)."""
    return said.kind == "ask" and (said.text or "").startswith("which out")


@cites(46, 51, cases=("I",))
def _completed_call(state: DealState, label: str, point: Combination, act: str) -> Ruling:
    """The younger who asked the value of a point answers "not good" once it is given (Case I).

    The value completes the call he asked about; it is not another or a
    further call (Law 51), so his answer is in time and the elder does not
    score the point.  His asking still bars a point of more cards (Law 46):
    it scores nothing, but counts against a pique or a repique.
    """
    elder = state.setup.elder
    return Ruling(
        event=state.events,
        act=f"{label} {act}, after asking what it makes",
        decision=f"{elder} does not score the point: saying what it makes completed the call {label} asked about, "
        f"and was not another or a further call, so {label}'s answer is in time; {label}'s point of more cards, "
        "barred by his asking, scores nothing but still saves a pique or a repique",
        findings=(Finding(f"{elder} stated the value of his point after {label} asked what it makes", (state.events,)),),
        citations=(law(51), law(46), case_citation("I")),
        # What the laws make of regular acts (an inquiry, the value stated, the answer): no one is in error.
        note=True,
    )


@cites(46, 51, 54, 55, 56, cases=("I", "II"))
def reckon(state: DealState, who: int, claim: Claim) -> DealState:
    """The younger hand reckons what he has good, after the elder's first lead.

    He may reckon in a category the elder did not call, or whose call he
    answered "not good"; not one he allowed good or equal, nor a point of
    more cards than one he asked the value of (Law 46).  Nothing can be
    reckoned once he has played to the first trick (Law 56).
    """
    label = state.setup.label(who)
    if who != YOUNGER:
        raise _NoEffect("the elder hand calls; only the younger hand reckons after the lead", laws=(46, 47), player=label)
    if state.declared_all:
        raise _NoEffect("everything has been declared", laws=(46,), player=label)
    conceded = state.conceded_by is not None
    if not state.first_lead_made and not conceded:
        raise _NoEffect("the younger hand reckons after the elder hand has led a card", laws=(55,), player=label)
    if state.younger_has_played:
        raise _omitted_too_late(state, label)
    category = claim.category
    awaiting = state.dialogue(category)
    if awaiting.outcome is Outcome.AWAITING and awaiting.call is not None:
        # A call (a corrected one, Law 52, or one made after the lead, Case IV) awaits his answer: he answers it first,
        # or his play to the first trick allows it (Law 56); reckoning past it would let both players score the kind.
        raise _NoEffect(f"{label} has not answered the elder's call of {awaiting.call}: he answers it before reckoning in it", laws=(46, 56), player=label)
    held, founded = _held(state, YOUNGER, claim, "reckons", _unreckoned(state, YOUNGER, category), heard=True)
    state = _say(state, YOUNGER, "reckon", claim, held if founded else None)
    dialogue = state.dialogue(category)
    if category is Category.SET and dialogue.outcome is Outcome.GOOD and _admitted_by_asking(state):
        raise _NoEffect(
            f"{label} asked which card of the elder's trio is out, or to see it, and so allowed it good: he cannot now reckon a set",
            laws=(55,),
            cases=("VII",),
            player=label,
        )
    if dialogue.outcome is Outcome.GOOD and _barred_by_asking(state, dialogue, held):
        # He asked what the point makes: more cards than it were barred from counting before he answered (Law 46, Case I).
        raise _NoEffect(
            f"{label} asked the value of a point of {dialogue.resolved.key[0] if dialogue.resolved else '?'} cards, which bars him "
            f"from counting a point of more cards, and then answered it good",
            laws=(46, 51),
            cases=("I",),
            player=label,
        )
    if dialogue.outcome is Outcome.GOOD and not dialogue.founded:
        if any(s.player == YOUNGER and s.category is category and "II" in s.cases for s in state.hand_scores):
            # Holding the best of the kind after all (below), he reckons his lesser ones of it too (Laws 63, 64).
            if _overlaps(state, YOUNGER, held):
                raise _NoEffect(f"{held} uses cards already reckoned", laws=LAWS_OF_CATEGORY[category], player=label)
            return state.evolve(hand_scores=state.hand_scores + (_score(YOUNGER, held, ("II",), founded=founded, said_at=state.events),))
        shown = _shown_for_a_miscall(state, category)
        mine = best_held(category, _holding(state, YOUNGER))
        if shown is not None and mine is not None and compare(mine, shown) is Comparison.GOOD:
            return _reckoned_against_what_was_shown(state, category, held, founded, shown)
    if dialogue.outcome is Outcome.GOOD:
        # His "good" binds once the elder, holding what he called, has called again or led (Law 51): he may have meant
        # to sink what he holds (Case II), and the time to say otherwise has passed.  Allowing a call not held binds
        # only on that condition (Case II): what follows its discovery is Law 54's.
        raise _NoEffect(
            f"{label} answered the elder's {category.label} good, and cannot now reckon one",
            laws=(51,),
            cases=("II",) if dialogue.founded else (),
            player=label,
            late=dialogue.founded,
        )
    if dialogue.outcome is Outcome.EQUAL:
        raise _NoEffect(
            f"{label} answered the elder's {category.label} equal, and cannot now reckon one",
            laws=LAWS_OF_CATEGORY[category],
            player=label,
        )
    if dialogue.outcome is Outcome.NOT_GOOD and dialogue.resolved is not None:
        if _barred_by_asking(state, dialogue, held):
            raise _NoEffect(
                f"{label} asked the value of a point of {dialogue.resolved.key[0] if dialogue.resolved else '?'} cards: "
                "that bars him from counting a point of more cards",
                laws=(46,),
                cases=("I",),
                player=label,
            )
    if category is Category.POINT and any(s.player == YOUNGER and s.category is Category.POINT for s in state.hand_scores):
        raise _NoEffect("the point is reckoned once", laws=(62,), player=label)
    # A point the elder lost the right to call (Law 46) is out of the deal's reckoning: what his calls imply of it bars
    # nothing, as the ruling on the forfeit tells the younger (docs/decisions.rst).
    if dialogue.outcome is Outcome.OPEN and dialogue.call is None and not dialogue.forfeited:
        implied = implied_best(state, ELDER, category)
        if implied is not None and compare(implied, held) is Comparison.GOOD:
            raise _NoEffect(
                f"{state.setup.elder} has declared {implied} by implication in what he called, which is better: "
                f"{label} cannot reckon {held}",
                laws=(56,),
                cases=("IV",),
                player=label,
            )
    if _overlaps(state, YOUNGER, held):
        raise _NoEffect(f"{held} uses cards already reckoned", laws=LAWS_OF_CATEGORY[category], player=label)
    if dialogue.outcome is Outcome.NOT_GOOD and dialogue.resolved is not None:
        # The point reckoned must itself beat the elder's; of sequences and sets
        # the younger reckons lesser ones too, once he holds a better one.
        # A reckoning of what he does not hold is heard as said (Law 54): it is measured as claimed.
        best = held if category is Category.POINT or not founded else best_held(category, _holding(state, YOUNGER))
        if compare(best, dialogue.resolved) is not Comparison.GOOD:
            raise _NoEffect(f"{label} holds nothing better than the elder's {dialogue.resolved}", laws=LAWS_OF_CATEGORY[category], player=label)
    return state.evolve(hand_scores=state.hand_scores + (_score(YOUNGER, held, founded=founded, said_at=state.events),))


def _shown_for_a_miscall(state: DealState, category: Category) -> Combination | None:
    """What the elder showed of his own accord for a call he did not hold, and reckons in its place (Law 55): None if nothing."""
    kept = [s.what for s in state.hand_scores if s.player == ELDER and s.category is category and s.founded and s.what is not None]
    return max(kept, key=lambda c: c.key) if kept else None


@cites(55, cases=("II",))
def _reckoned_against_what_was_shown(state: DealState, category: Category, held: Combination, founded: bool, shown: Combination) -> DealState:
    """The younger allowed a call the elder did not hold and then showed less of his own accord: the admission was of what
    was called (Case II), so the younger who holds better than what was shown reckons it, and the elder's shown
    combination, now beaten, scores nothing (Law 55 spares the elder only the penalty)."""
    kept = scores_but(state, ELDER, category)
    state = rule_on(
        state,
        act=f"{state.setup.younger} reckons {held}, having allowed the elder's call that was then shown as {shown}",
        decision=f"allowed: his 'good' admitted what was called, which the elder did not hold; what was shown, {shown}, is "
        f"not as good as his own, so he reckons it and the elder scores nothing in the {category.label}",
        laws=(55,),
        cases=("II",),
    )
    return state.evolve(hand_scores=kept + (_score(YOUNGER, held, ("II",), founded=founded, said_at=state.events),))


@cites(18, 46, 49, 61, 62, 63, 64)
def declare_all(state: DealState) -> DealState:
    """Both players declare everything, nothing sunk.

    Carte blanche is shown for any hand dealt without a court card; in each
    of point, sequences and sets the better best combination is good and
    its holder reckons all his others of that kind; an equal best nullifies
    the whole category.
    """
    if state.phase is _EXCHANGE_STAGE or state.tricks or state.pending:
        raise _NoEffect("everything is declared after the exchange and before the first lead", laws=(46, 56))
    if state.declared_all or any(d.outcome is not _OPEN or d.forfeited for d in state.dialogues):
        raise _NoEffect("the declarations have already begun; 'declare all' replaces the whole dialogue", laws=(46,))
    scores = list(state.hand_scores)
    shown = list(state.carte_blanche)
    dealt = state.setup.dealt
    if is_carte_blanche(dealt[ELDER]) or is_carte_blanche(dealt[YOUNGER]):
        from piquet.rules.carte_blanche import stock_mixed_with_hand

        for who in (ELDER, YOUNGER):
            if is_carte_blanche(dealt[who]) and not stock_mixed_with_hand(state, who):
                shown[who] = True
    dialogues = []
    hands = state.hands
    elder_holding, younger_holding = hands[ELDER] | state.played[ELDER], hands[YOUNGER] | state.played[YOUNGER]
    for dialogue in state.dialogues:
        # Each kind decided on the tables' keys of the two holdings (greater is better, as compare() orders them); then
        # the elder's best is made, and every combination of the kind the winner holds in hand.
        category = dialogue.category
        elder_best: Combination | None
        if category is _POINT_KIND:
            elder_key, younger_key = point_key(elder_holding), point_key(younger_holding)
            elder_best = best_point(elder_holding) if elder_key else None
        elif category is _SETS_KIND:
            elder_key, younger_key = set_key(elder_holding), set_key(younger_holding)
            elder_best = rank_sets(elder_holding)[0] if elder_key else None
        else:
            elder_key, younger_key = run_key(elder_holding), run_key(younger_holding)
            elder_best = best_sequence(elder_holding) if elder_key else None
        if elder_key == younger_key:
            outcome = _EQUAL_OUTCOME if elder_key else _OPEN
        else:
            if elder_key > younger_key:
                winner, outcome = ELDER, _ALLOWED_GOOD
            else:
                winner, outcome = YOUNGER, _NOT_GOOD_OUTCOME
            laws = LAWS_OF_CATEGORY[category]
            for what in held_in_category(category, hands[winner]):
                scores.append(HandScore(winner, category, what.score, what, laws, (), True, None))
        dialogues.append(dialogue.evolve(outcome=outcome, resolved=elder_best))
    return state.evolve(
        hand_scores=tuple(scores),
        dialogues=tuple(dialogues),
        carte_blanche=(shown[0], shown[1]),
        declared_all=True,
    )


# -- the rules the referee dispatches -------------------------------------------


def _ruled(state: DealState, who: int, act: Callable[[], str], function: Any, argument: Any, *, misnamed: bool = False) -> DealState:
    """Apply a dialogue helper; speech it gives no effect becomes a ruling saying so.

    ``act`` words the act for a ruling; it is called only when one is made,
    as most speech draws none.
    """
    try:
        result: DealState = function(state, who, argument)
        return result
    except _Misnomer as misnomer:
        if misnamed:
            return _no_effect(state, who, act(), _NoEffect(f"{misnomer.held} does not answer what was named", laws=(53,)))
        named = rule_on(
            state,
            act=act(),
            decision=f"a misnomer: {state.setup.label(who)} holds {misnomer.held}, and could not have held what he named; "
            "no penalty, and the call stands for what he holds",
            laws=(53,),
            # What the laws make of the call, not a ruling against it: a misnomer is no offence (Law 53).
            note=True,
        )
        if who not in named.misnamed:
            named = named.evolve(misnamed=named.misnamed + (who,))
        return _ruled(named, who, act, function, _stripped(argument), misnamed=True)
    except _NoEffect as refused:
        return _no_effect(state, who, act(), refused)


def misnamed_by(state: DealState, who: int) -> bool:
    """Whether a call or reckoning of this player was ruled a misnomer this deal (Law 53): named wrongly, held as valued."""
    return who in state.misnamed


def _no_effect(state: DealState, who: int, act: str, refused: _NoEffect) -> DealState:
    """A call, reply or reckoning the laws refuse, or whose time has passed: ruled so, the speaker named as the one in error."""
    return rule_on(
        state,
        act=act,
        decision=f"{'too late' if refused.late else 'of no effect'}: {refused.reason}",
        laws=refused.laws or (46,),
        cases=refused.cases,
        au_cent=refused.au_cent,
        offender=who,
    )


def _stripped(claim: Any) -> Any:
    if isinstance(claim, PointClaim):
        return attrs.evolve(claim, suit=None)
    if isinstance(claim, SequenceClaim):
        return SequenceClaim(claim.length)
    if isinstance(claim, SetClaim):
        return SetClaim(claim.count)
    return claim


def _says(state: DealState, who: int, what: str, claim: object) -> Callable[[], str]:
    """The act as a ruling words it ("A calls a quart major"), made only if a ruling is."""
    return lambda: f"{state.setup.label(who)} {what.format(claim)}"


@rule("call", marks=(DECLARATION_RUN,), laws=(46, 47, 48, 49, 53, 55, 56, 62, 63, 64), cases=("IV", "VII", "XII"), also=(au_cent_clause("nothing-omitted-after-play"),), label="a call")
def call_rule(state: DealState, who: int, event: Call) -> DealState:
    """The elder calls (Laws 46-49); after his lead, until the younger plays, he may still call what he omitted (Law 56, Case IV)."""
    return _ruled(state, who, _says(state, who, "calls {}", event.claim), call, event.claim)


def _not_in_hand(state: DealState, who: int, event: Call) -> bool:
    return who == ELDER and resolve(event.claim, _holding(state, ELDER)) is None


@rule("call", marks=(DECLARATION_RUN,), laws=(46, 47, 49, 53, 54, 55, 56, 62, 63, 64), cases=("IV", "VII", "XII"), also=(au_cent_clause("nothing-omitted-after-play"),), when=_not_in_hand, exception_to=call_rule, label="a call of what is not held")
def call_not_held(state: DealState, who: int, event: Call) -> DealState:
    """A call of what the elder does not hold is heard as said (Laws 53, 54).

    It bars and is answered as called; if it is allowed good and not
    corrected before the younger plays to the first trick, the elder reckons
    nothing that deal (:func:`first_trick`).
    """
    return _ruled(state, who, _says(state, who, "calls {}, which he does not hold", event.claim), call, event.claim)


@rule("reply", marks=(DECLARATION_RUN,), laws=(46, 48, 51, 53, 55, 64), cases=("I", "VII", "XII"), label="a reply to a call")
def reply_rule(state: DealState, who: int, event: Reply) -> DealState:
    """The younger answers the elder's call: good, not good, equal, or what it makes (Law 46).

    A reply that took effect is kept with what was said, so that a later
    correction (Law 51) knows which call it answered and what came after it.
    """
    answered = _ruled(state, who, _says(state, who, "replies {!r}", event.answer.value), reply, event.answer)
    if answered.dialogues == state.dialogues:
        return answered
    pending = _awaiting(state)
    if pending is not None:
        answered = _owed_its_top(answered, pending, event.answer)
    return _say(answered, who, "reply", None, None, event.answer)


def _last_reckoning(state: DealState) -> Reckon | None:
    """The younger's reckoning the elder's act answers: the younger's last act, if it was one (ruled or not)."""
    for act, by in zip(reversed(state.log), reversed(state.acted_by)):
        if by is not None:
            return act if isinstance(act, Reckon) and by == YOUNGER else None
    return None


def _objects_by_implication(state: DealState, who: int, event: Reply) -> bool:
    """The elder, after his lead and before the younger plays, says "not good" to what the younger reckoned, his calls
    implying better in that kind (Case IV)."""
    if who != ELDER or event.answer is not Answer.NOT_GOOD or not state.first_lead_made or state.younger_has_played:
        return False
    reckoned = _last_reckoning(state)
    if reckoned is None:
        return False
    category = reckoned.claim.category
    implied = implied_best(state, ELDER, category)
    already = any(h.player == ELDER and h.category is category for h in state.hand_scores)
    return implied is not None and not already and compare(implied, best_held(category, _holding(state, YOUNGER))) is Comparison.GOOD


@rule("reply", marks=(DECLARATION_RUN,), laws=(56,), cases=("IV",), when=_objects_by_implication, exception_to=reply_rule, label="the elder objects to what the younger reckoned")
def objects_by_implication(state: DealState, who: int, event: Reply) -> DealState:
    """The elder objects to the younger's reckoning with what his calls implied: he must then reckon it (Case IV).

    He need not reckon what he declared by implication (under a rubicon he
    may prefer to score nothing), but to object to the younger's lesser
    holding he must reckon his own, and he may, before the younger plays to
    the first trick (Law 56).
    """
    reckoned = _last_reckoning(state)
    assert reckoned is not None
    category = reckoned.claim.category
    implied = implied_best(state, ELDER, category)
    assert implied is not None
    label = state.setup.label
    state = rule_on(
        state,
        act=f"{label(ELDER)} objects to {label(YOUNGER)}'s {reckoned.claim}",
        decision=f"allowed: {label(ELDER)} declared {implied} by implication in what he called; objecting, he must reckon it, "
        f"and may, before {label(YOUNGER)} has played to the first trick",
        laws=(56,),
        cases=("IV",),
    )
    # What he must reckon to object is what his calls implied, and no more: under a rubicon he may wish to score little.
    return _say(state.evolve(hand_scores=state.hand_scores + (_score(ELDER, implied, ("IV",)),)), ELDER, "reckon", None, implied)


@rule("reckon", marks=(RECKONING_RUN,), laws=(46, 47, 51, 53, 54, 55, 56, 62, 63, 64), cases=("I", "II", "IV", "VII"), also=(au_cent_clause("nothing-omitted-after-play"),), label="the younger reckons what he has good")
def reckon_rule(state: DealState, who: int, event: Reckon) -> DealState:
    """The younger reckons what he has good after the elder's lead, before he plays (Laws 46, 56)."""
    return _ruled(state, who, _says(state, who, "reckons {}", event.claim), reckon, event.claim)


def _credited_on_discovery(state: DealState, who: int, event: Call | Reckon) -> bool:
    """Whether the act names what Law 54 already counts to this player: his adversary's miscall was found, and this he has good."""
    credited = [s.what for s in state.hand_scores if s.player == who and "II" in s.cases and s.what is not None]
    if not credited:  # the usual case, asked at every call and reckoning: nothing to resolve
        return False
    held = resolve(event.claim, _holding(state, who))
    return held is not None and any(what.key == held.key and category_of(what) is category_of(held) for what in credited)


@cites(54, 56, cases=("II", "VIII"))
def _reckoned_on_discovery(state: DealState, who: int, event: Call | Reckon) -> DealState:
    """On discovery of the adversary's miscall a player reckons what he has good, whatever the trick (Laws 54, 56; Case II)."""
    label = state.setup.label(who)
    # The miscall may be one that the answer to "which is out" defined (Case VIII).
    defined = any(defined_by_an_answer(state, s) for s in state.hand_scores if s.player == adversary(who) and not s.founded)
    return rule_on(
        state,
        act=f"{label} reckons {event.claim} after {state.setup.label(adversary(who))}'s miscall was found",
        decision=f"allowed: on discovery of the error {label} reckons what he has good that no correct call of his adversary "
        "bars, though the first trick is played (Law 56 excepts Law 54); it is counted to him once",
        laws=(54, 56),
        cases=("II", "VIII") if defined else ("II",),
        # His right, and nobody in error: what the law makes of a regular act, said for the record.
        note=True,
    )


@rule("reckon", marks=(RECKONING_RUN,), laws=(54, 56), cases=("II", "VIII"), when=_credited_on_discovery, exception_to=reckon_rule, label="what is good reckoned on discovery of a miscall")
def reckon_on_discovery(state: DealState, who: int, event: Reckon) -> DealState:
    """The younger reckons, after the first trick, what Law 54 lets him reckon on discovery of the elder's miscall."""
    return _reckoned_on_discovery(state, who, event)


@rule("call", marks=(DECLARATION_RUN,), laws=(54, 56), cases=("II", "VIII"), when=_credited_on_discovery, exception_to=call_rule, label="what is good called on discovery of a miscall")
def call_on_discovery(state: DealState, who: int, event: Call) -> DealState:
    """The elder calls, after the first trick, what Law 54 lets him reckon on discovery of the younger's miscall."""
    return _reckoned_on_discovery(state, who, event)


def _barred_on_discovery(state: DealState, who: int, event: Reckon) -> bool:
    """Whether the act names what a correct call of the adversary bars, his miscall having been found (Law 54).

    On discovery the player reckons only what no correct call of the one in
    error bars; what such a call bars stays unscored, whatever the trick.
    The error may be one that costs its maker no penalty (Law 54 gives the
    adversary the same remedy): a call he could not possibly have held,
    struck at the first trick, or a misnomer, once the first trick is played.
    """
    other = adversary(who)
    if not (penalised_for_a_miscall(state, other) or _erred_without_penalty(state, other)):  # the usual case: no error of his
        return False
    held = resolve(event.claim, _holding(state, who))
    if held is None:
        return False
    # As Law 54's credit is reckoned (:func:`_credit_adversary`): by the best he holds of the kind against the best correct call.
    category = category_of(held)
    barrier = _barrier(state, other, category)
    return barrier is not None and compare(best_held(category, _holding(state, who)), barrier) is not Comparison.GOOD


def _erred_without_penalty(state: DealState, who: int) -> bool:
    """Whether this player's call, allowed good, was in error without a penalty, and the first trick is played: one he
    could not possibly have held (struck then), or a misnomer (Laws 53, 54)."""
    return state.younger_has_played and (any(s.player == who for s in state.impossible_calls) or misnamed_by(state, who))


# What Law 54 already counts to him (his best beats the barrier, and with it his lesser holdings of the kind) is ruled so first.
@rule("reckon", marks=(RECKONING_RUN,), laws=(54,), when=_barred_on_discovery, exception_to=reckon_rule, yields_to=(reckon_on_discovery,),
      label="what a correct call bars reckoned on discovery of a miscall")
def reckon_barred_on_discovery(state: DealState, who: int, event: Reckon) -> DealState:
    """The younger reckons, after the elder's miscall was found, what the elder's correct call bars (Law 54): of no effect."""
    label, other = state.setup.label(who), state.setup.label(adversary(who))
    held = resolve(event.claim, _holding(state, who))
    assert held is not None
    barrier = _barrier(state, adversary(who), category_of(held))
    return rule_on(
        state,
        act=f"{label} reckons {event.claim} after {other}'s miscall was found",
        decision=f"of no effect: on discovery of {other}'s miscall {label} reckons only what no correct call of {other}'s bars, "
        f"and what {other} correctly called ({barrier}) bars his {held}",
        laws=(54,),
        offender=who,
    )


@rule("declare", laws=(18, 46, 49, 56, 57, 61, 62, 63, 64), label="everything declared at once")
def declare_all_rule(state: DealState, who: int | None, event: DeclareAll) -> DealState:
    """Both players declare everything, nothing sunk (the record's shorthand).

    A younger hand who goes to the declarations without taking in has stood
    on the cards he holds: that is his taking in of none, judged as such
    (Law 22 obliges him to exchange one; au cent does not).
    """
    if state.phase is Phase.EXCHANGE and state.taken[ELDER] is not None and state.taken[YOUNGER] is None:
        state = run("take", state.phase, state, YOUNGER, Take(state.setup.younger, 0))
    try:
        declared = declare_all(state)
    except _NoEffect as refused:
        raise Contradiction(refused.reason, laws=refused.laws) from None
    if not declared.hands[ELDER] and not declared.pending:
        return no_card_to_lead(declared)
    return declared


@cites(57)
def no_card_to_lead(state: DealState) -> DealState:
    """The declarations are over and the elder holds no card: the play is over before it begins (Law 57).

    He put out every card he held; nothing can be led, and the younger
    counts as tricks the cards that cannot be played to.
    """
    state = rule_on(
        state,
        act=f"{state.setup.elder} holds no card to lead once the hands are declared",
        decision=f"the play is over before it begins: {state.setup.younger} counts as tricks the cards that cannot be played to",
        laws=(57,),
        event=None,
    )
    return state.evolve(phase=Phase.FINISHED)


@rule("correct", laws=(46, 47, 50, 51, 52, 53, 54, 55, 56, 62, 63, 64), cases=("I", "II", "IV", "VII", "VIII"),
      also=(au_cent_clause("unheld-quatorze-or-trio"), au_cent_clause("smaller-call-binds")), label="a call or reply corrected")
def correct_call(state: DealState, who: int, event: Correct) -> DealState:
    """A call corrected before it is answered (Law 50), a miscall allowed good corrected before the younger
    plays to the first trick (Law 52), or a reply corrected before the elder calls again or leads (Law 51).
    A correction made too late is of no effect: the call or reply stands as made.
    """
    label = state.setup.label(who)
    correction = event.correction
    if isinstance(correction, Answer):
        point = state.dialogue(Category.POINT)
        if who == YOUNGER and point.outcome is Outcome.AWAITING and point.value_stated:
            # The value he asked for has just been given: his "correction" is his first answer to the completed call (Case I).
            return reply_rule(state, who, Reply(event.player, correction))
        return _correct_reply(state, who, correction)
    dialogue = state.dialogue(correction.category)
    act = f"{label} corrects his call to {correction}"
    # What the correction names of his cards, asked by every branch below.
    held, founded = _held_or_none(state, who, correction)
    if who == ELDER and dialogue.outcome is Outcome.AWAITING and not dialogue.answers:
        if held is None:
            return rule_on(state, act=act, decision="of no effect: he does not hold the call he corrects to", laws=(50, 54), offender=who)
        state = rule_on(state, act=act, decision="corrected before it was answered: the corrected call stands", laws=(50,))
        said = _said(state, who, "correct", correction, held if founded else None)
        return _with_dialogue(state, dialogue.evolve(call=correction, resolved=held, founded=founded), said=said)
    # What he reckoned of this kind and holds: a misnomer standing, or the younger's reckoning he corrects upward.
    standing = [s for s in state.hand_scores if s.player == who and s.founded and s.category is correction.category]
    if held is not None and not state.younger_has_played and any(s.what is not None and s.what.key == held.key for s in standing):
        # A misnomer already stands for what he holds (Law 53): naming it rightly, in the time a miscall may be put right,
        # changes nothing and is allowed (au cent lets a misnamed trio or quatorze be put right so).
        return rule_on(
            state,
            act=act,
            decision=f"allowed: his call already stands for what he holds, {held}; he names it rightly",
            laws=(52, 53),
            # Au cent holds the elder to his call, but lets him put a misnamed sequence, trio or quatorze right before he leads.
            au_cent=(("smaller-call-binds",) + (("unheld-quatorze-or-trio",) if correction.category is Category.SET else ()))
            if state.setup.au_cent and correction.category is not Category.POINT else (),
        )
    if who == YOUNGER and state.first_lead_made and not state.younger_has_played:
        # The younger reckons what he has good until he plays to the first trick (Law 56): correcting a reckoning to the
        # more he holds is reckoning what he omitted.  It is no miscall put right, so it gives the elder no liberty (Law 52).
        if standing and held is not None and founded and all(s.what is not None and compare(held, s.what) is Comparison.GOOD for s in standing):
            kept = tuple(s for s in state.hand_scores if s not in standing)
            state = rule_on(
                state,
                act=act,
                decision=f"allowed: the younger reckons what he holds until he plays to the first trick; {held} stands in place "
                "of what he reckoned",
                laws=(56,),
            )
            return state.evolve(hand_scores=kept + (_score(YOUNGER, held, said_at=state.events),), said=_said(state, who, "correct", correction, held))
    unfounded = [s for s in state.hand_scores if s.player == who and not s.founded and s.category is correction.category]
    if unfounded and not state.younger_has_played:
        kept = tuple(s for s in state.hand_scores if s not in unfounded)
        state = rule_on(
            state,
            act=act,
            decision="a miscall allowed good, corrected before the younger hand played to the first trick: "
            "no penalty; the corrected call is answered afresh"
            + ("; the elder may take back the card he led" if who == YOUNGER and state.first_lead_made else ""),
            laws=(52,),
            # In au cent a quatorze or trio not held is put right before its caller plays a card: this one is in that time.
            # Au cent holds the elder to his call, but lets him put a misnamed sequence, trio or quatorze right before he leads.
            au_cent=(("smaller-call-binds",) + (("unheld-quatorze-or-trio",) if correction.category is Category.SET else ()))
            if state.setup.au_cent and correction.category is not Category.POINT else (),
        )
        said = tuple(attrs.evolve(s, corrected=True) if s.player == who and s.claim is not None and s.claim.category is correction.category else s for s in state.said)
        if who == YOUNGER and state.first_lead_made:
            # Law 52: the elder may now take back the card he led; the retake rule looks for this.
            said += (Said(state.events, who, "correct after the lead", correction),)
        state = state.evolve(hand_scores=kept, said=said)
        if who == YOUNGER and held is not None and founded:
            # The younger's corrected reckoning is reckoned as any reckoning is, with the same checks (Laws 46, 52).
            try:
                return reckon(state, YOUNGER, correction)
            except _NoEffect:
                return state
        if held is None or who != ELDER:
            return _with_dialogue(state, dialogue.evolve(outcome=Outcome.OPEN if who == ELDER else dialogue.outcome))
        return _with_dialogue(
            state, dialogue.evolve(outcome=Outcome.AWAITING, call=correction, resolved=held, answers=(), founded=founded)
        )
    if who == ELDER and not state.younger_has_played and dialogue.outcome is Outcome.GOOD:
        shown = [s for s in state.hand_scores if s.player == who and s.category is correction.category]
        if held is not None and founded and any(s.what is not None and s.what.key == held.key for s in shown):
            # His own show put the overcall right already (Law 55); saying so before the younger plays is in time (Law 52).
            state = rule_on(
                state,
                act=act,
                decision="corrected in time, before the younger hand played to the first trick: no penalty; "
                "the corrected call is answered afresh",
                laws=(52,),
            )
            kept = tuple(s for s in state.hand_scores if s not in shown)
            return _with_dialogue(
                state.evolve(hand_scores=kept), dialogue.evolve(outcome=Outcome.AWAITING, call=correction, resolved=held, answers=(), founded=True)
            )
    if who in state.miscalls and unfounded:
        # Owning the miscall after the first trick is too late to save him, and is its discovery (Laws 52, 54).
        return settle_miscall(state, who, act=f"{act}, after the younger hand played to the first trick: too late", late_correction=True)
    # An overcall allowed good is corrected under Law 52 (in time only until the younger plays); an undercall under Law 50.
    law = 52 if unfounded or not (dialogue.answers or dialogue.outcome is not Outcome.OPEN) else 50
    # In au cent an undercall binds its maker (smaller-call-binds): he abides by it, whatever the reply.
    binds = law == 50 and state.setup.au_cent
    return rule_on(
        state,
        act=act,
        decision="too late: the call stands as made",
        laws=(law,),
        au_cent=("smaller-call-binds",) if binds else (),
        offender=who,
    )


def _held_or_none(state: DealState, who: int, claim: Claim) -> tuple[Combination | None, bool]:
    try:
        return _held(state, who, claim, "corrects to")
    except (_NoEffect, _Misnomer):
        return None, False


@cites(51)
def _correct_reply(state: DealState, who: int, answer: Answer) -> DealState:
    """The younger corrects a reply of good or equal before the elder calls again or leads (Law 51)."""
    label = state.setup.label(who)
    act = f"{label} corrects his reply to {answer.value!r}"
    answered = [d for d in state.dialogues if d.answers and d.outcome in (Outcome.GOOD, Outcome.EQUAL)]
    last_reply = max((s.event for s in state.said if s.kind == "reply"), default=-1)
    # Showing his cards or saying what his point makes is not another call (Law 55, Case I): only a call closes the time.
    later_call = any(s.player == ELDER and s.kind == "call" and s.event > last_reply for s in state.said)
    completed = any(s.player == ELDER and s.kind == "complete" and s.event > last_reply for s in state.said)
    if who != YOUNGER or not answered or answer not in (Answer.NOT_GOOD, Answer.EQUAL) or later_call or state.first_lead_made:
        return rule_on(state, act=act, decision="too late: a reply is corrected only before the elder calls again or leads", laws=(51,), offender=who)
    calls = [s for s in state.said if s.kind == "call" and s.event < last_reply and s.claim is not None]
    replied_to = calls[-1].claim.category if calls and calls[-1].claim is not None else None
    dialogue = next((d for d in answered if d.category is replied_to), answered[-1])
    if answer is Answer.EQUAL:
        return _correct_to_equal(state, dialogue, act)
    if not _beats(state, dialogue):
        earlier = next((d for d in answered if d is not dialogue and _beats(state, d)), None)
        if earlier is not None:
            # Nothing better than the call he answered last: the correction can only mean an earlier reply, whose time is past.
            return rule_on(
                state,
                act=act,
                decision=f"too late: his reply to the {earlier.category.label} could be corrected only before the elder called again",
                laws=(51,),
                offender=who,
            )
        return rule_on(state, act=act, decision="of no effect: he holds nothing better than the call he allowed", laws=(51,), offender=who)
    kept = scores_but(state, ELDER, dialogue.category)
    if dialogue.younger_barred:
        # He asked what the point makes: the correction stands, but his point of more cards only bars (Case I, Law 46).
        assert dialogue.resolved is not None
        ruled = _completed_call(state, label, dialogue.resolved, f"corrects his reply to {dialogue.resolved} to 'not good'")
        state = state.evolve(rulings=state.rulings + (ruled,), bars=state.bars | {(YOUNGER, dialogue.category)})
    else:
        state = rule_on(
            state,
            act=act,
            decision="corrected in time: the elder's call is not good"
            + ("; saying what his call was completed it, and was not another call" if completed else ""),
            laws=(51,),
            cases=("I",) if completed else (),
        )
    return _with_dialogue(state.evolve(hand_scores=kept), dialogue.evolve(outcome=Outcome.NOT_GOOD, answers=dialogue.answers + (answer,)))


def _beats(state: DealState, dialogue: Dialogue) -> bool:
    """Whether the younger holds better in this kind than the call he answered."""
    return dialogue.resolved is not None and compare(best_held(dialogue.category, _holding(state, YOUNGER)), dialogue.resolved) is Comparison.GOOD


@cites(51, 64)
def _correct_to_equal(state: DealState, dialogue: Dialogue, act: str) -> DealState:
    """"Good" corrected to "equal" in time: the younger gave away more than he had to, and Law 51 lets him take it back.

    The law speaks of a younger who holds better; one who holds as good
    and said "good" has conceded the same thing, a score his cards deny
    the elder, and the library reads the law as letting him put that
    right too (see the positions on the blind examination).  Neither then
    scores in the kind.  Quatorzes and trios are never equal (Law 64).
    """
    mine = dialogue.resolved
    held = best_held(dialogue.category, _holding(state, YOUNGER))
    if dialogue.outcome is not Outcome.GOOD or mine is None or dialogue.category is Category.SET or compare(held, mine) is not Comparison.EQUAL:
        why = "quatorzes and trios are never equal" if dialogue.category is Category.SET else (
            "he does not hold as good as the call he allowed" if dialogue.outcome is Outcome.GOOD else "his reply was not 'good'")
        return rule_on(state, act=act, decision=f"of no effect: {why}", laws=(51, 64) if dialogue.category is Category.SET else (51,), offender=YOUNGER)
    kept = scores_but(state, ELDER, dialogue.category)
    state = rule_on(state, act=act, decision=f"corrected in time: {held} is equal to the call, and neither scores the {dialogue.category.label}", laws=(51,))
    return _with_dialogue(state.evolve(hand_scores=kept), dialogue.evolve(outcome=Outcome.EQUAL, answers=dialogue.answers + (Answer.EQUAL,)))


@rule("first trick", laws=(46, 52, 53, 54, 56), cases=("II", "IV", "VIII"), label="the younger plays to the first trick")
def first_trick(state: DealState) -> DealState:
    """What stands once the younger hand plays to the first trick (Laws 52, 54, 56).

    A call still unanswered is taken as allowed; a miscall allowed good and
    not corrected costs its maker everything that deal (Law 54), his
    adversary reckoning what he has good that no correct call of his bars.
    """
    for dialogue in state.dialogues:
        if dialogue.outcome is _AWAITING_ANSWER and dialogue.resolved is not None:
            state = rule_on(
                state,
                act=f"{state.setup.younger} plays to the first trick without answering the call of {dialogue.call}",
                decision="the call is taken as allowed good",
                laws=(46, 56),
                note=True,
            )
            score = _score(ELDER, dialogue.resolved, founded=dialogue.founded, said_at=state.events)
            state = _with_dialogue(state.evolve(hand_scores=state.hand_scores + (score,)), dialogue.evolve(outcome=Outcome.GOOD))
    for dialogue in state.dialogues:
        state = _misnomer_beaten(state, dialogue)
    if all(s.founded for s in state.hand_scores):
        return state  # the usual case: every score rests on what was held, and nothing below applies
    for offender in (ELDER, YOUNGER):
        impossible = [s for s in state.hand_scores if s.player == offender and not s.founded and could_not_have_held(state, s)]
        if impossible:
            # No penalty (Law 54), but the call scores nothing, and on its discovery the adversary reckons what he has good.
            kept = tuple(s for s in state.hand_scores if s not in impossible)
            state = _credit_adversary(state.evolve(hand_scores=kept, impossible_calls=state.impossible_calls + tuple(impossible)), offender)
        unfounded = [s for s in state.hand_scores if s.player == offender and not s.founded]
        if not unfounded or penalised_for_a_miscall(state, offender):
            continue
        if found_before(state, offender):
            # Found already (a show that did not make the call, a claim): the penalty is ruled as it falls due.
            state = _unfounded(state, offender, unfounded)
        else:
            state = fix_miscall(state, offender)
    return state


@cites(53, 54, cases=("II",))
def _misnomer_beaten(state: DealState, dialogue: Dialogue) -> DealState:
    """A misnamed call allowed good that the younger's cards beat: on its discovery he reckons what he has good (Laws 53, 54).

    A misnomer costs no penalty, and the call stands for what the elder
    holds; but the younger allowed what was named, not what was held.  When
    what was held is no better than his own, the elder scores nothing in
    the kind and the younger reckons what he has good, as Law 54 gives the
    adversary of any call found wrong.  Counted when the younger plays to
    the first trick, as an impossible call's credit is, and ruled when it
    comes out (his reckoning, a claim, a show), as the misnomer itself was
    ruled when it was made.
    """
    held = dialogue.resolved
    if dialogue.outcome is not _ALLOWED_GOOD or held is None or not dialogue.founded:
        return state
    spoken = [s for s in state.said if s.player == ELDER and s.kind == "call" and s.claim is not None and s.claim.category is dialogue.category]
    act = state.log[spoken[0].event] if spoken and spoken[0].event < len(state.log) else None
    # Held in hand, it is held in hand and discard together (the answer kept from the call, in the usual case).
    if not isinstance(act, Call) or resolve(act.claim, _holding(state, ELDER)) is not None:
        return state
    if resolve(act.claim, _holding(state, ELDER) | state.discards[ELDER]) is not None:
        return state
    holding = _holding(state, YOUNGER)
    mine = best_held(dialogue.category, holding)
    if mine is None or compare(mine, held) is Comparison.NOT_GOOD:
        return state
    kept = scores_but(state, ELDER, dialogue.category)
    better = compare(mine, held) is Comparison.GOOD
    gained = tuple(_score(YOUNGER, found, cases=("II",)) for found in held_in_category(dialogue.category, holding)) if better else ()
    return state.evolve(hand_scores=kept + gained)


def fix_miscall(state: DealState, offender: int) -> DealState:
    """A miscall that stands past the first trick: its penalty is fixed now and counts in any score, but it is ruled when
    the error is found (Law 54: "on discovery of the error"): a claim, a late correction, or the deal's scoring."""
    fixed = Penalty(offender, (54,))
    return _credit_adversary(state.evolve(penalties=state.penalties + (fixed,), miscalls=state.miscalls + (offender,)), offender)


def could_have_held(state: DealState, who: int, claim: Claim) -> bool:
    """Whether the player could have held what he claimed, in hand and discard together, or misnamed what he held (Laws 53, 54)."""
    return resolve(claim, _holding(state, who) | state.discards[who]) is not None or _misnomer(claim, _holding(state, who)) is not None


def could_not_have_held(state: DealState, score: HandScore) -> bool:
    """Whether an unfounded score rests on a call its maker could not possibly have held in hand and discard (Law 54)."""
    said = [
        s for s in state.said
        if s.player == score.player and s.kind in ("call", "reckon") and s.claim is not None and s.claim.category is score.category
        and s.held is None and not s.corrected
    ]
    claim = said[-1].claim if said else None
    return claim is not None and not could_have_held(state, score.player, claim)


def found_before(state: DealState, offender: int) -> bool:
    """Whether a ruling has already found this player's call unfounded (a show on demand, a claim), before the first trick.

    A ruling on one of his replies (one his own cards contradict cites
    Law 54 too, as the adversary may then show his cards) finds nothing of
    his calls.
    """
    return any(law(54) in r.citations and not _on_a_reply(r.rule) for r in state.ruled_against(offender))


def _on_a_reply(name: str | None) -> bool:
    """Whether the rule so named rules on a reply: the base rule of replies or one of its exceptions."""
    found = find_rule(name) if name is not None else None
    return found is not None and found.verb == "reply"


def penalised_for_a_miscall(state: DealState, offender: int) -> bool:
    """Whether the player already bears Law 54's penalty this deal (fixed at the first trick, ruled or not yet)."""
    return any(p.player == offender and 54 in p.laws for p in state.penalties)


def settle_miscall(
    state: DealState, offender: int, *, act: str | None = None, event: int | None = -1, late_correction: bool = False
) -> DealState:
    """Rule on a miscall found after the first trick: the Law 54 ruling, with the adversary's option not to enforce it (Law 44).

    Found by its maker's own correction, the correction is too late under
    Law 52 as well, and the ruling cites it.
    """
    unfounded = [s for s in state.hand_scores if s.player == offender and not s.founded]
    if state.setup.au_cent and unfounded and all(s.category is Category.SET for s in unfounded):
        return unheld_set_settled(state, offender, unfounded, act=act, event=event)
    return _unfounded(state, offender, unfounded, act=act, event=event, laws=(52, 54) if late_correction else (54,))


def fix_unheld_set(state: DealState, offender: int) -> DealState:
    """Au cent: a quatorze or trio not held, allowed good and played on: the penalty is fixed now, and ruled when the
    error is found, as Law 54's is.  The clause changes when the penalty falls, not the adversary's remedy: he reckons
    what he has good that no correct call bars (Law 54, Case II), au cent differing from the Laws only where it says."""
    fixed = state.evolve(penalties=state.penalties + (Penalty(offender, (54,)),), miscalls=state.miscalls + (offender,))
    return _credit_adversary(fixed, offender)


@cites(44, 54, cases=("II",), au_cent=("unheld-quatorze-or-trio",))
def unheld_set_settled(
    state: DealState, offender: int, unheld: list[HandScore], *, act: str | None = None, event: int | None = -1,
    decision: str | None = None,
) -> DealState:
    """Au cent: a quatorze or trio called and not held, allowed good and played on, ruled on: he reckons nothing that
    deal (in place of Laws 52 and 54 for when the penalty falls), the adversary having Law 44's option, and reckoning
    what he has good that no correct call of the offender bars (Law 54's remedy, Case II, which au cent leaves as it is)."""
    from piquet.rules.elections import impose_penalty  # elections rules on options, which build on this module

    label = state.setup.label
    what = ", ".join(s.description for s in unheld)
    state = rule_on(
        state,
        event=event,
        act=act or f"{label(offender)} called {what}, which he did not hold; it was allowed good, and he played on without correcting it",
        decision=(decision or f"{label(offender)} reckons nothing this deal")
        + f"; {label(adversary(offender))} reckons whatever he has good that no correct call of {label(offender)}'s bars",
        laws=(44, 54),
        cases=("II",),
        au_cent=("unheld-quatorze-or-trio",),
        displaced=(52,),
        offender=offender,
        injured=adversary(offender),
        penalty="reckons nothing this deal (the adversary may decline to enforce it, Law 44)",
        facts=tuple(f"{s.description} was called at event {_called_at(state, s)} but not held" for s in unheld),
    )
    state = impose_penalty(state, offender, (54,), on_deal=event is None)
    kept = tuple(s for s in state.hand_scores if s not in unheld)
    return _credit_adversary(state.evolve(hand_scores=kept, miscalls=tuple(m for m in state.miscalls if m != offender)), offender)


def _found_on_discovery(state: DealState, offender: int) -> bool:
    """Whether the adversary found this player's impossible call after the first trick: an act of his (a claim of it, a
    reckoning its discovery lets him make) drew a ruling under Law 54, which said what the law makes of the call."""
    other, rests_on_54 = adversary(offender), law(54)
    first_trick = state.first_card_of(YOUNGER)
    return first_trick is not None and any(
        r.event is not None and r.event > first_trick and state.acted_by[r.event] == other and rests_on_54 in r.citations for r in state.rulings
    )


@rule("impossible call scored", laws=(54,), cases=("II",), label="a call that could not have been held, found when the deal is scored")
def impossible_call_found_at_the_scoring(state: DealState, offender: int) -> DealState:
    """A call allowed good that its maker could not possibly have held in hand and discard together, played on and found
    by nobody: the referee, who sees every card, finds it when the deal is scored and says what Law 54 made of it at the
    first trick.  It scored nothing and costs no penalty, and the adversary reckoned what he has good that no correct call
    of the caller bars (Case II)."""
    his = [s for s in state.impossible_calls if s.player == offender]
    state = state.evolve(impossible_calls=tuple(s for s in state.impossible_calls if s.player != offender))
    if _found_on_discovery(state, offender):
        return state
    label, other = state.setup.label(offender), state.setup.label(adversary(offender))
    what = ", ".join(s.description for s in his)
    return rule_on(
        state,
        act=f"{label}'s call of {what}, allowed good and uncorrected at the first trick, is found when the deal is scored",
        decision=f"of no effect, and no penalty: {label} could not possibly have held it in his hand and discard together; it "
        f"scores nothing, and {other} reckons what he has good that no correct call of {label}'s bars",
        laws=(54,),
        cases=("II",),
        event=None,
    )


@rule("undiscovered miscall", laws=(44, 54, 58), cases=("II", "VIII"), also=(au_cent_clause("unheld-quatorze-or-trio"),), label="a miscall not found before the deal was scored")
def undiscovered_miscall(state: DealState, offender: int) -> DealState:
    """A miscall that stood uncorrected at the first trick and that nobody found before the deal was scored (Law 54).

    The referee, who sees every card, finds it when the deal is scored and
    rules then, as it does a revoke nobody claimed.
    """
    label = state.setup.label(offender)
    return settle_miscall(state, offender, act=f"{label}'s miscall, uncorrected at the first trick, is found when the deal is scored", event=None)


def _calls_behind(state: DealState, score: HandScore, *, bounded: bool) -> list[Said]:
    """What its maker said of a score's kind (calls, reckonings, corrections); ``bounded``: only up to when it was scored."""
    return [
        s
        for s in state.said
        if s.player == score.player and s.kind in ("call", "reckon", "correct") and s.claim is not None
        and s.claim.category is score.category and (not bounded or score.said_at is None or s.event <= score.said_at)
    ]


def _called_at(state: DealState, score: HandScore) -> str:
    """The event (counted from 1) at which the call behind an unfounded score was said: the call, not the reply that allowed it."""
    said = _calls_behind(state, score, bounded=True)
    # A call not held when said; else (a trio later defined as one not held, Case VIII) the call itself.
    unheld = [s for s in said if s.held is None] or said
    if unheld:
        return str(unheld[-1].event + 1)
    return str(score.said_at + 1) if score.said_at is not None else "?"


@cites(54, 58)
def _unfounded(
    state: DealState, offender: int, claims: list[HandScore], *, act: str | None = None, event: int | None = -1, laws: tuple[int, ...] = (54,)
) -> DealState:
    """Law 54: an uncorrected miscall allowed good: the caller reckons nothing; the adversary reckons what is not barred."""
    from piquet.rules.elections import impose_penalty

    label = state.setup.label
    what = ", ".join(s.description for s in claims)
    other = adversary(offender)
    # A trio held when called but defined by the answer to "which is out" as three not held is Case VIII's miscall.
    defined = any(defined_by_an_answer(state, s) for s in claims)
    state = rule_on(
        state,
        event=event,
        act=act or f"{label(offender)} called {what}, which he did not hold, and did not correct it before the first trick",
        decision=f"{label(offender)} reckons nothing this deal; {label(other)} reckons whatever he has good "
        f"that no correct call of {label(offender)}'s bars"
        + ("; naming the card out stood in place of showing the trio, and defined it as three he did not hold" if defined else ""),
        laws=laws,
        cases=("II", "VIII") if defined else ("II",),
        offender=offender,
        injured=other,
        penalty="reckons nothing this deal (the adversary may decline to enforce it, Law 44)",
        facts=tuple(f"{s.description} was called at event {_called_at(state, s)} but not held" for s in claims),
    )
    state = impose_penalty(state, offender, (54,), on_deal=event is None)
    return _credit_adversary(state.evolve(miscalls=tuple(m for m in state.miscalls if m != offender)), offender)


def defined_by_an_answer(state: DealState, score: HandScore) -> bool:
    """Whether an unfounded score rests on a call that was held when said, and was found unfounded only by what its maker
    answered of it later (the card named out of a trio, Case VIII)."""
    said = _calls_behind(state, score, bounded=False)
    return bool(said) and all(s.held is not None for s in said)


def _barrier(state: DealState, offender: int, category: Category) -> Combination | None:
    """The best correct call of the player in error in this kind: what it bars, his adversary cannot reckon (Law 54).

    A call he held bars though he may not score it (in au cent, one he led without showing): it was a correct call.
    """
    correct = [s.what for s in state.hand_scores if s.player == offender and s.founded and s.category is category and s.what is not None]
    # A call later found to stand for what he did not hold (Case VIII: the card named out) is no correct call.
    found_wrong = any(h.player == offender and h.category is category and not h.founded for h in state.hand_scores)
    if state.dialogue(category).founded and not found_wrong:
        correct += [
            s.held for s in state.said
            if s.player == offender and s.kind == "call" and not s.corrected and s.claim is not None and s.claim.category is category
            and isinstance(s.held, Point | Sequence | RankSet)
        ]
    return max(correct, key=lambda c: c.key) if correct else None


def _credit_adversary(state: DealState, offender: int) -> DealState:
    """What the adversary of an uncorrected miscall reckons: whatever he has good that no correct call of the offender bars (Law 54)."""
    other = adversary(offender)
    scores = list(state.hand_scores)
    for category in (Category.POINT, Category.SEQUENCE, Category.SET):
        barrier = _barrier(state, offender, category)
        if any(s.player == other and s.category is category for s in scores):
            continue
        holding = _holding(state, other)
        mine = best_held(category, holding)
        if mine is None or (barrier is not None and compare(mine, barrier) is not Comparison.GOOD):
            continue
        for held in held_in_category(category, holding):
            scores.append(_score(other, held, cases=("II",)))
    return state.evolve(hand_scores=tuple(scores))
