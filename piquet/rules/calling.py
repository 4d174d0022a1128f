"""Calling and showing (Laws 46-56): the dialogue of calls, replies and reckonings.

The elder hand calls, the younger replies; what is allowed good is scored
for the elder, what the younger shows to be better he reckons after the
elder's first lead.  ``{"declare": "all"}`` runs the whole dialogue at once
with nothing sunk.  Acts the regular dialogue cannot accept (a call of what
is not held, a false reply) are refused, naming the law, until the referee
applies the penalties for them.
"""

from __future__ import annotations

import attrs

from piquet.lawbook.citation import cites
from piquet.table.claims import best_held, good_against_the_cards, held_in_category, resolve
from piquet.table.combinations import Combination, Comparison, Point, RankSet, Sequence, compare, is_carte_blanche
from piquet.errors import IllegalAct
from piquet.referee.acts import Answer, Category, Claim, PointClaim
from piquet.lawbook.citation import case as case_citation
from piquet.lawbook.citation import law
from piquet.lawbook.ruling import Finding, Ruling
from piquet.referee.state import ELDER, YOUNGER, DealState, Dialogue, HandScore, Outcome, Phase

__all__ = ["call", "reply", "reckon", "declare_all", "LAWS_OF_CATEGORY", "close_elder_calls"]

LAWS_OF_CATEGORY = {
    Category.CARTE_BLANCHE: (18, 61),
    Category.POINT: (62,),
    Category.SEQUENCE: (63,),
    Category.SET: (64,),
}


def _with_dialogue(state: DealState, dialogue: Dialogue, **changes: object) -> DealState:
    index = dialogue.category - Category.POINT
    dialogues = list(state.dialogues)
    dialogues[index] = dialogue
    return state.replace(dialogues=tuple(dialogues), **changes)


def _score(who: int, what: Combination, cases: tuple[str, ...] = ()) -> HandScore:
    category = _category_of(what)
    return HandScore(who, category, what.score, what, LAWS_OF_CATEGORY[category], cases)


def _category_of(what: Combination) -> Category:
    if isinstance(what, Sequence):
        return Category.SEQUENCE
    if isinstance(what, RankSet):
        return Category.SET
    return Category.POINT


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


@cites(46, 47, 48, 49, 50, 53, 54, 56, cases=("IV", "XII"))
def call(state: DealState, who: int, claim: Claim) -> DealState:
    """The elder hand calls a point, sequence, quatorze or trio.

    The point comes first or the elder loses it (Law 46); the rest in any
    order (Law 47).  After a call is allowed good the elder reckons lesser
    ones of that kind, but nothing better unless the first was good against
    the cards (Law 49).  Calling what is not held (Law 54) is refused.
    """
    label = state.setup.label(who)
    if who != ELDER:
        raise IllegalAct(
            "the younger hand does not call: he answers the elder's calls and reckons what he has good after the elder has led",
            laws=(46, 47),
            player=label,
        )
    if state.phase is Phase.EXCHANGE:
        raise IllegalAct("calling begins when both players have taken in", laws=(46,), player=label)
    if state.first_lead_made:
        _check_omission_after_lead(state, claim, label)
    if state.declared_all:
        raise IllegalAct("everything has been declared", laws=(46,), player=label)
    category = claim.category
    pending = _awaiting(state)
    if pending is not None and _value_asked(pending) and category is Category.POINT:
        return _state_value(state, pending, claim, label)
    if pending is not None:
        raise IllegalAct(f"the younger hand has not yet answered the call of {pending.call}", laws=(46,), player=label)
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
        )
        state = _with_dialogue(state, attrs.evolve(point, forfeited=True), rulings=state.rulings + (ruling,))
    elif category is Category.POINT and point.forfeited:
        raise IllegalAct("the elder hand must call his point first, or lose the right to call it", laws=(46,), player=label)
    held = _held(state, ELDER, claim, "calls")
    if dialogue.outcome is Outcome.OPEN:
        known = state.hands[ELDER] | state.discards[ELDER]
        return _with_dialogue(
            state,
            attrs.evolve(
                dialogue,
                outcome=Outcome.AWAITING,
                call=claim,
                resolved=held,
                first_good_against_the_cards=good_against_the_cards(held, known),
            ),
        )
    if dialogue.outcome is Outcome.GOOD and category is not Category.POINT:
        first = dialogue.resolved
        assert first is not None
        if held.key > first.key and not dialogue.first_good_against_the_cards:
            raise IllegalAct(
                f"{label} called {first} first and it was allowed good; he may reckon only what is equal or lower, "
                "since the first call was not good against the cards",
                laws=(49,),
                player=label,
            )
        lesser = resolve(claim, _unreckoned(state, ELDER, category))
        if lesser is None or _overlaps(state, ELDER, lesser):
            raise IllegalAct(f"{held} uses cards already reckoned", laws=(49,), player=label)
        return state.replace(hand_scores=state.hand_scores + (_score(ELDER, lesser),))
    raise IllegalAct(
        f"the {category.label} has been answered {dialogue.outcome.value}; the elder hand has nothing more to call in it",
        laws=LAWS_OF_CATEGORY[category],
        player=label,
    )


@cites(56, cases=("IV",))
def _check_omission_after_lead(state: DealState, claim: Claim, label: str) -> None:
    """After his lead, the elder may still reckon what he omitted, until the younger plays (Law 56).

    A lesser sequence, quatorze or trio in a kind already allowed good needs no
    answer and is reckoned; a fresh call that would need one is refused for now (Case IV).
    """
    if state.younger_has_played:
        raise IllegalAct(
            "the younger hand has played to the first trick: nothing omitted can be reckoned now",
            laws=(56,),
            player=label,
        )
    dialogue = state.dialogue(claim.category)
    if dialogue.outcome is not Outcome.GOOD or claim.category is Category.POINT:
        raise IllegalAct(
            "the elder hand has led: a fresh call omitted before the lead is not yet adjudicated",
            laws=(56,),
            cases=("IV",),
            player=label,
        )


def _suit_length(state: DealState, who: int, point: Point) -> int:
    """How many cards the player holds in the point's suit (a point is a whole suit)."""
    return (state.hands[who] >> (8 * point.suit) & 0xFF).bit_count()


def _unreckoned(state: DealState, who: int, category: Category) -> int:
    """The player's hand less the cards of what he has already reckoned in this kind.

    A second "tierce minor" called stands for the tierce not yet reckoned
    (Law 49), and a set already reckoned cannot be reckoned again.
    """
    bits = state.hands[who]
    for score in state.hand_scores:
        if score.player != who or score.category is not category:
            continue
        if isinstance(score.what, Sequence):
            bits &= ~score.what.bits
        elif isinstance(score.what, RankSet):
            bits &= ~(0x01010101 << (score.what.rank - 7))
    return bits


@cites(54)
def _held(state: DealState, who: int, claim: Claim, verb: str, bits: int | None = None) -> Combination:
    """What the claim stands for in the player's hand; a claim of what is not held is refused (Law 54)."""
    held = resolve(claim, state.hands[who] if bits is None else bits)
    if held is None:
        label = state.setup.label(who)
        raise IllegalAct(
            f"{label} {verb} {claim} but does not hold it; a claim of what is not held is not yet adjudicated",
            laws=(54,),
            player=label,
        )
    return held


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
        raise IllegalAct(
            f"the younger hand asked what the point of {length} cards makes: the elder states its value",
            laws=(46,),
            player=label,
        )
    held = _held(state, ELDER, claim, "calls")
    return _with_dialogue(state, attrs.evolve(dialogue, call=claim, resolved=held, value_stated=True))


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
        raise IllegalAct("only the younger hand answers a call", laws=(46,), player=label)
    if state.declared_all:
        raise IllegalAct("everything has been declared", laws=(46,), player=label)
    dialogue = _awaiting(state)
    if dialogue is None or dialogue.call is None or dialogue.resolved is None:
        raise IllegalAct("there is no call to answer", laws=(46,), player=label)
    if _value_asked(dialogue):
        raise IllegalAct("the elder hand has not yet said what his point makes", laws=(46,), player=label)
    category = dialogue.category
    mine = dialogue.resolved
    theirs = best_held(category, state.hands[YOUNGER])
    count_only = isinstance(dialogue.call, PointClaim) and dialogue.call.value is None and not dialogue.answers
    verdict = compare(theirs, mine)  # from the younger's side
    if answer is Answer.WHAT_DO_THEY_MAKE or (answer is Answer.EQUAL and count_only):
        if not count_only:
            raise IllegalAct("'what do they make' asks the value of a point called by its number of cards", laws=(46,), player=label)
        their_length = theirs.length if isinstance(theirs, Point) else 0
        if their_length < mine.key[0]:
            raise IllegalAct(
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
                ),
            )
        return _with_dialogue(
            state,
            attrs.evolve(dialogue, answers=dialogue.answers + (answer,), younger_barred=barred, call=PointClaim(mine.key[0], mine.key[1], getattr(mine, "suit", None))),
            rulings=rulings,
        )
    if answer is Answer.GOOD:
        return _with_dialogue(
            state,
            attrs.evolve(dialogue, outcome=Outcome.GOOD, answers=dialogue.answers + (answer,)),
            hand_scores=state.hand_scores + (_score(ELDER, mine),),
        )
    if answer is Answer.NOT_GOOD:
        if verdict is not Comparison.GOOD:
            raise IllegalAct(
                f"{label} says 'not good' to {mine} without holding better; a false reply is not yet adjudicated",
                laws=(51, 55),
                player=label,
            )
        bars = state.bars | {(YOUNGER, category)} if dialogue.younger_barred else state.bars
        return _with_dialogue(
            state,
            attrs.evolve(dialogue, outcome=Outcome.NOT_GOOD, answers=dialogue.answers + (answer,)),
            bars=bars,
        )
    # Answer.EQUAL to a full call
    if category is Category.SET:
        raise IllegalAct("there is no equality between quatorzes or trios", laws=(64,), player=label)
    if verdict is Comparison.NOT_GOOD:
        raise IllegalAct(
            f"{label} says 'equal' to {mine} without holding as good; a false reply is not yet adjudicated",
            laws=(51, 55),
            player=label,
        )
    return _with_dialogue(state, attrs.evolve(dialogue, outcome=Outcome.EQUAL, answers=dialogue.answers + (answer,)))


@cites(46, 51, 54, 55, 56, cases=("I",))
def reckon(state: DealState, who: int, claim: Claim) -> DealState:
    """The younger hand reckons what he has good, after the elder's first lead.

    He may reckon in a category the elder did not call, or whose call he
    answered "not good"; not one he allowed good or equal, nor a point of
    more cards than one he asked the value of (Law 46).  Nothing can be
    reckoned once he has played to the first trick (Law 56).
    """
    label = state.setup.label(who)
    if who != YOUNGER:
        raise IllegalAct("the elder hand calls; only the younger hand reckons after the lead", laws=(46, 47), player=label)
    if state.declared_all:
        raise IllegalAct("everything has been declared", laws=(46,), player=label)
    conceded = state.conceded_by is not None
    if not state.first_lead_made and not conceded:
        raise IllegalAct("the younger hand reckons after the elder hand has led a card", laws=(55,), player=label)
    if state.younger_has_played:
        raise IllegalAct(
            "the younger hand has played to the first trick: nothing omitted can be reckoned now",
            laws=(56,),
            player=label,
        )
    category = claim.category
    held = _held(state, YOUNGER, claim, "reckons", _unreckoned(state, YOUNGER, category))
    dialogue = state.dialogue(category)
    if dialogue.outcome in (Outcome.GOOD, Outcome.EQUAL):
        raise IllegalAct(
            f"{label} answered the elder's {category.label} {dialogue.outcome.value}, and cannot now reckon one",
            laws=(51,) if dialogue.outcome is Outcome.GOOD else LAWS_OF_CATEGORY[category],
            player=label,
        )
    if dialogue.outcome is Outcome.NOT_GOOD and dialogue.resolved is not None:
        if dialogue.younger_barred and isinstance(held, Point) and _suit_length(state, YOUNGER, held) > dialogue.resolved.key[0]:
            raise IllegalAct(
                f"{label} asked the value of a point of {dialogue.resolved.key[0] if dialogue.resolved else '?'} cards: "
                "that bars him from counting a point of more cards",
                laws=(46,),
                cases=("I",),
                player=label,
            )
    if category is Category.POINT and any(s.player == YOUNGER and s.category is Category.POINT for s in state.hand_scores):
        raise IllegalAct("the point is reckoned once", laws=(62,), player=label)
    if _overlaps(state, YOUNGER, held):
        raise IllegalAct(f"{held} uses cards already reckoned", laws=LAWS_OF_CATEGORY[category], player=label)
    if dialogue.outcome is Outcome.NOT_GOOD and dialogue.resolved is not None:
        # The point reckoned must itself beat the elder's; of sequences and sets
        # the younger reckons lesser ones too, once he holds a better one.
        best = held if category is Category.POINT else best_held(category, state.hands[YOUNGER])
        if compare(best, dialogue.resolved) is not Comparison.GOOD:
            raise IllegalAct(f"{label} holds nothing better than the elder's {dialogue.resolved}", laws=LAWS_OF_CATEGORY[category], player=label)
    return state.replace(hand_scores=state.hand_scores + (_score(YOUNGER, held),))


@cites(18, 46, 49, 61, 62, 63, 64)
def declare_all(state: DealState) -> DealState:
    """Both players declare everything, nothing sunk.

    Carte blanche is shown for any hand dealt without a court card; in each
    of point, sequences and sets the better best combination is good and
    its holder reckons all his others of that kind; an equal best nullifies
    the whole category.
    """
    if state.phase is Phase.EXCHANGE or state.first_lead_made:
        raise IllegalAct("everything is declared after the exchange and before the first lead", laws=(46, 56))
    if state.declared_all or any(d.outcome is not Outcome.OPEN or d.forfeited for d in state.dialogues):
        raise IllegalAct("the declarations have already begun; 'declare all' replaces the whole dialogue", laws=(46,))
    scores = list(state.hand_scores)
    shown = list(state.carte_blanche)
    for who in (ELDER, YOUNGER):
        if is_carte_blanche(state.setup.dealt[who]):
            shown[who] = True
    dialogues = []
    for dialogue in state.dialogues:
        category = dialogue.category
        elder_best = best_held(category, state.hands[ELDER])
        younger_best = best_held(category, state.hands[YOUNGER])
        verdict = compare(elder_best, younger_best)
        if verdict is Comparison.EQUAL:
            outcome = Outcome.EQUAL if elder_best is not None else Outcome.OPEN
        else:
            winner = ELDER if verdict is Comparison.GOOD else YOUNGER
            outcome = Outcome.GOOD if winner == ELDER else Outcome.NOT_GOOD
            for what in held_in_category(category, state.hands[winner]):
                scores.append(_score(winner, what))
        dialogues.append(attrs.evolve(dialogue, outcome=outcome, resolved=elder_best))
    return state.replace(
        hand_scores=tuple(scores),
        dialogues=tuple(dialogues),
        carte_blanche=(shown[0], shown[1]),
        declared_all=True,
    )


@cites(46, 55)
def close_elder_calls(state: DealState) -> None:
    """Before the first lead: no call may be left unanswered."""
    pending = _awaiting(state)
    if pending is not None:
        raise IllegalAct(
            f"the elder hand leads while his call of {pending.call} is unanswered",
            laws=(46,),
            player=state.setup.elder,
        )
