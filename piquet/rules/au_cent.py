"""Piquet au Cent: the clauses that put themselves in the place of a Law of Piquet.

Au cent is not a second engine.  Each clause here is a rule of the same
registry, an *exception* to the rule applying the law it displaces, whose
condition holds only in a deal of au cent (``state.setup.variant``); it cites
its clause by slug and the law it displaces.  Everything au cent does not
mention is left to the Laws of Piquet.  The games, double games and the
partie of five games are in :mod:`piquet.rules.games`.
"""

from __future__ import annotations

import attrs

from piquet.referee.acts import Call, Correct
from piquet.referee.state import ELDER, YOUNGER, DealState, HandScore, Outcome
from piquet.rules.calling import call_rule, correct_call
from piquet.rules.common import rule_on
from piquet.rules.registry import rule
from piquet.rules.scoring import every_card_counts, point_scores_its_cards
from piquet.table.cards import PACK, Rank
from piquet.table.categories import Category
from piquet.table.claims import Answer, PointClaim, SequenceClaim, SetClaim, resolve
from piquet.table.combinations import Point

__all__ = [
    "in_au_cent",
    "agreed",
    "point_ending_in_four",
    "low_card_does_not_count",
    "point_called_by_its_number",
    "sequence_or_set_not_named",
    "better_than_an_under_call",
    "call_after_the_lead",
    "reply_allowed_withdrawn",
]

#: The ranks that do not count in play by agreement (:au-cent:`low-cards-do-not-count`).
LOW_RANKS = frozenset((Rank.NINE, Rank.EIGHT, Rank.SEVEN))


def in_au_cent(state: DealState, *_: object) -> bool:
    """Whether the deal is one of Piquet au Cent: the condition of every au cent rule."""
    return state.setup.au_cent


def agreed(state: DealState, agreement: str) -> bool:
    """Whether the players of an au cent deal made this agreement (a record option)."""
    return state.setup.au_cent and agreement in state.setup.agreements


def _point_ends_in_four(state: DealState, score: HandScore) -> bool:
    return agreed(state, "point_four_less") and isinstance(score.what, Point) and score.what.value % 10 == 4


@rule(
    "point score",
    laws=(62,),
    au_cent=("point-four-less",),
    when=_point_ends_in_four,
    exception_to=point_scores_its_cards,
    label="a point ending in four counts one less, by agreement",
)
def point_ending_in_four(state: DealState, score: HandScore) -> HandScore:
    """By agreement in au cent, a point whose value ends in four scores one less than its cards (Law 62 otherwise)."""
    return attrs.evolve(score, points=score.points - 1)


def _low_card(state: DealState, card: int) -> bool:
    return agreed(state, "low_cards_do_not_count") and PACK[card].rank in LOW_RANKS


@rule(
    "card counts",
    laws=(65,),
    au_cent=("low-cards-do-not-count",),
    when=_low_card,
    exception_to=every_card_counts,
    label="nines, eights and sevens do not count in play, by agreement",
)
def low_card_does_not_count(state: DealState, card: int) -> bool:
    """By agreement in au cent, a nine, eight or seven led, or winning a trick, scores nothing (Law 65 otherwise).

    The extra point for the last trick is for the trick, not the card: it stands.
    """
    return False


# -- calling ---------------------------------------------------------------------------


def _refused(state: DealState, who: int, *, act: str, reason: str, clause: str, displaced: tuple[int, ...]) -> DealState:
    """An au cent ruling that a call is of no effect, citing the clause and the law it displaces."""
    return rule_on(state, act=act, decision=f"of no effect: {reason}", laws=(), au_cent=(clause,), displaced=displaced, offender=who)


def _value_pending(state: DealState) -> bool:
    point = state.dialogue(Category.POINT)
    return point.outcome is Outcome.AWAITING and bool(point.answers)


def _point_by_its_number(state: DealState, who: int, event: Call) -> bool:
    claim = event.claim
    return (
        state.setup.au_cent
        and who == ELDER
        and isinstance(claim, PointClaim)
        and claim.value is None
        and not _value_pending(state)
    )


@rule(
    "call",
    laws=(46,),
    au_cent=("point-called-by-value",),
    when=_point_by_its_number,
    exception_to=call_rule,
    label="a point called by its number of cards only",
)
def point_called_by_its_number(state: DealState, who: int, event: Call) -> DealState:
    """In au cent the elder calls what his point makes; its number of cards alone is no call (Law 46 otherwise)."""
    return _refused(
        state,
        who,
        act=f"{state.setup.label(who)} calls a point of {event.claim.length if isinstance(event.claim, PointClaim) else ''} without its value",
        reason="in au cent the elder must call the number his point makes, not only its number of cards; the call is to be made again with its value",
        clause="point-called-by-value",
        displaced=(46,),
    )


def _not_named(state: DealState, who: int, event: Call) -> bool:
    claim = event.claim
    return (
        state.setup.au_cent
        and who == ELDER
        and ((isinstance(claim, SequenceClaim) and claim.top is None) or (isinstance(claim, SetClaim) and claim.rank is None))
    )


@rule(
    "call",
    laws=(48,),
    au_cent=("sequence-named-to-its-card",),
    when=_not_named,
    exception_to=call_rule,
    label="a sequence, quatorze or trio called by its number of cards only",
)
def sequence_or_set_not_named(state: DealState, who: int, event: Call) -> DealState:
    """In au cent a sequence is called to its top card, a quatorze or trio by its rank; the number of cards alone is no call (Law 48 otherwise)."""
    what = "card his sequence is to" if isinstance(event.claim, SequenceClaim) else "rank of the cards"
    return _refused(
        state,
        who,
        act=f"{state.setup.label(who)} calls {event.claim} without naming the {what}",
        reason=f"in au cent the elder must name the {what}; the call is to be made again in full",
        clause="sequence-named-to-its-card",
        displaced=(48,),
    )


def _better_than_allowed(state: DealState, who: int, event: Call) -> bool:
    """A call, after a call of the same kind was allowed good, of something better than that first call."""
    if not state.setup.au_cent or who != ELDER:
        return False
    category = event.claim.category
    if category is Category.POINT:
        return False
    dialogue = state.dialogue(category)
    if dialogue.outcome is not Outcome.GOOD or dialogue.resolved is None:
        return False
    held = resolve(event.claim, state.hands[ELDER] | state.played[ELDER])
    return held is not None and held.key > dialogue.resolved.key


@rule(
    "call",
    laws=(49, 50),
    au_cent=("smaller-call-binds",),
    when=_better_than_allowed,
    exception_to=call_rule,
    label="more called after an under-call was allowed",
)
def better_than_an_under_call(state: DealState, who: int, event: Call) -> DealState:
    """In au cent an elder who under-called is held to his call: nothing better is reckoned, even if his call was good against the cards (Laws 49, 50 otherwise)."""
    first = state.dialogue(event.claim.category).resolved
    return _refused(
        state,
        who,
        act=f"{state.setup.label(who)} calls {event.claim} after {first} was allowed good",
        reason=f"in au cent an under-call binds: having called {first}, he reckons nothing superior to it, "
        "even though his call was good against the cards",
        clause="smaller-call-binds",
        displaced=(49, 50),
    )


def _after_the_lead(state: DealState, who: int, event: Call) -> bool:
    return state.setup.au_cent and who == ELDER and state.first_lead_made and not state.younger_has_played


@rule(
    "call",
    laws=(56,),
    cases=("IV",),
    au_cent=("nothing-omitted-after-play",),
    when=_after_the_lead,
    exception_to=call_rule,
    label="a call made after the elder has led",
)
def call_after_the_lead(state: DealState, who: int, event: Call) -> DealState:
    """In au cent the elder reckons nothing omitted once he has led (Law 56 and Case IV allow it until the younger plays)."""
    return _refused(
        state,
        who,
        act=f"{state.setup.label(who)} calls {event.claim} after leading a card",
        reason="in au cent nothing omitted is reckoned once the elder has led a card",
        clause="nothing-omitted-after-play",
        displaced=(56,),
    )


def _withdraws_allowed_reply(state: DealState, who: int, event: Correct) -> bool:
    """The younger would withdraw a reply of good or equal to a correct call."""
    if not state.setup.au_cent or who != YOUNGER or event.correction is not Answer.NOT_GOOD:
        return False
    answered = [d for d in state.dialogues if d.answers and d.outcome in (Outcome.GOOD, Outcome.EQUAL)]
    return bool(answered) and all(d.founded for d in answered)


@rule(
    "correct",
    laws=(51,),
    au_cent=("younger-abides-by-answer",),
    when=_withdraws_allowed_reply,
    exception_to=correct_call,
    label="a reply allowing a correct call withdrawn",
)
def reply_allowed_withdrawn(state: DealState, who: int, event: Correct) -> DealState:
    """In au cent the younger who allowed a correct call good or equal abides by his answer (Law 51 lets him correct it in time)."""
    return _refused(
        state,
        who,
        act=f"{state.setup.label(who)} corrects his reply to 'not good'",
        reason="in au cent the younger hand who allowed a correct call good or equal must abide by his answer",
        clause="younger-abides-by-answer",
        displaced=(51,),
    )
