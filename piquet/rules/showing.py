"""Showing the cards called (Law 55): on demand, and of a player's own accord.

What a player called and had allowed good or equal he must show whenever
his adversary asks, the younger hand once the elder has led a card.  The
demand is an ``ask`` of ``"show"``; the showing a ``show`` of the cards.
Cards shown that do not make the call allowed reveal a miscall, which
Law 54 then governs; but a player who shows of his own accord, before he
has played a card, what he claims good or equal is liable to no penalty
for miscalling it: he reckons what the cards shown make.
"""

from __future__ import annotations

from piquet.game.acts import Answer, Ask, Reply, ShowCards
from piquet.game.state import YOUNGER, adversary, DealState, HandScore, Outcome, Said
from piquet.rules.common import contradiction, names, rule_on, shown_bits, first_code, party, RulingOutcome
from piquet.rules.declaring_common import holding_of
from piquet.rules.miscalls import defined_by_an_answer
from piquet.rules.questions import ask
from piquet.rules.replies import reply_rule
from piquet.lawbook.registry import rule
from piquet.table.categories import Category
from piquet.lawbook.citation import au_cent as au_cent_clause
from piquet.table.claims import SequenceClaim, best_held
from piquet.table.questions import Question, QuestionKind
from piquet.table.combinations import Combination, Comparison, Point, RankSet, Sequence, category_of, compare

__all__ = [
    "demand_to_show",
    "nothing_to_show",
    "shown_too_soon",
    "show_cards",
    "shown_of_his_own_accord",
    "first_lead",
    "shown_bits",
    "shows_at_least",
    "record_shown",
    "DEMAND",
]

#: The question that demands to see the cards called.
DEMAND = "show"


def _allowed(state: DealState, who: int) -> bool:
    """Whether ``who`` called anything allowed good or equal."""
    return any(s.player == who for s in state.hand_scores) or any(d.outcome is Outcome.EQUAL for d in state.dialogues)


def _is_demand(state: DealState, who: int, event: Ask) -> bool:
    return event.question == DEMAND


@rule("ask", laws=(55,), when=_is_demand, exception_to=ask, label="a demand to show the cards called")
def demand_to_show(state: DealState, who: int, event: Ask) -> DealState:
    """The adversary asks to see what was called and allowed: he is entitled to, and the cards must be shown (Law 55)."""
    return state.evolve(said=state.said + (Said(state.events, who, "ask", question=Question(QuestionKind.SHOW, DEMAND)),))


def _younger_before_the_lead(state: DealState, who: int, event: Ask) -> bool:
    return event.question == DEMAND and adversary(who) == YOUNGER and not state.first_lead_made


@rule("ask", laws=(20, 55), when=_younger_before_the_lead, exception_to=demand_to_show, label="the younger asked to show before the lead")
def shown_too_soon(state: DealState, who: int, event: Ask) -> DealState:
    """The younger hand shows what he called only once the elder has led a card (Law 55): the demand is premature.

    A carte blanche he has told of is shown once his adversary has discarded (Law 20): asked for before, it too is
    not yet due.
    """
    younger = state.setup.younger
    if state.announced_carte_blanche[YOUNGER] and not state.carte_blanche[YOUNGER] and not state.discards[who]:
        return rule_on(
            state,
            act=f"{party(who)} asks {younger} to show his carte blanche before discarding",
            decision=f"of no effect: {younger} need not show his carte blanche until {party(who)} has discarded",
            laws=(20,),
            outcome=RulingOutcome.NO_EFFECT,
        )
    return rule_on(
        state,
        act=f"{party(who)} asks {state.setup.younger} to show what he called before leading",
        decision=f"of no effect: {state.setup.younger}, the younger hand, need show what he called only after the elder hand has led a card",
        laws=(55,),
        outcome=RulingOutcome.NO_EFFECT,
    )


def _nothing_allowed(state: DealState, who: int, event: Ask) -> bool:
    return event.question == DEMAND and not _allowed(state, adversary(who))


# The younger need show nothing until the elder has led (Law 55): a demand before the lead is ruled as that, before what there is to show.
@rule("ask", yields_to=(shown_too_soon,), laws=(55,), when=_nothing_allowed, exception_to=demand_to_show, label="a demand to show when nothing was allowed")
def nothing_to_show(state: DealState, who: int, event: Ask) -> DealState:
    """Only what was allowed good or equal must be shown (Law 55): with nothing allowed, there is nothing to show."""
    other = party(adversary(who))
    return rule_on(
        state,
        act=f"{party(who)} asks {other} to show what he called",
        decision=f"{other} has had nothing allowed good or equal, so there is nothing he must show",
        laws=(55,),
        # Asking breaks no law: the note says what the laws make of the question.
        note=True,
    )


def _trio_awaiting_his_answer(state: DealState, who: int, event: Ask) -> bool:
    """The younger asks to see the elder's trio or quatorze while it still awaits his answer."""
    if event.question != DEMAND or who != YOUNGER:
        return False
    dialogue = state.dialogue(Category.SET)
    return dialogue.outcome is Outcome.AWAITING and dialogue.call is not None


# Asking to see the trio is asking for what only its allowance gives (Case VII): that comes before whether anything was allowed.
@rule("ask", prevails_over=(nothing_to_show,), laws=(55,), cases=("VII",), when=_trio_awaiting_his_answer, exception_to=demand_to_show,
      label="a trio asked to be shown before replying")
def demand_admits_the_trio(state: DealState, who: int, event: Ask) -> DealState:
    """To ask to see a trio before answering it admits it good, as asking which card is out does (Case VII; Law 55).

    Only what is allowed good or equal must be shown: the demand asks for
    what its allowance alone would give, so it is the allowance, and the
    asker cannot afterwards call the trio not good.
    """
    call = state.dialogue(Category.SET).call
    state = demand_to_show(state, who, event)
    state = rule_on(
        state,
        act=f"{state.setup.younger} asks to see the {call} called before answering it",
        decision=f"to ask to see it is to admit the {call} good: {state.setup.elder} scores it, "
        f"and {state.setup.younger} cannot afterwards call it not good",
        laws=(55,),
        cases=("VII",),
    )
    answered: DealState = reply_rule(state, who, Reply(event.player, Answer.GOOD))
    return answered


def _kept_shown(state: DealState, who: int, event: ShowCards) -> DealState:
    """The state with the cards shown kept with what was said: a later claim asks whether, and when, they were shown."""
    return state.evolve(said=state.said + (Said(state.events, who, "shown", cards=event.cards.bits),))


def _check_held(state: DealState, who: int, event: ShowCards) -> None:
    held = state.hands[who] | state.played[who]
    missing = event.cards.bits & ~held
    if missing:
        label = party(who)
        raise contradiction(state, who, f"{label} shows {names(missing)}, which he does not hold", card=first_code(missing), laws=(55,))


def _unfounded(state: DealState, who: int) -> list[HandScore]:
    return [s for s in state.hand_scores if s.player == who and not s.founded]


@rule("show cards", laws=(54, 55), also=(au_cent_clause("unheld-quatorze-or-trio"),), label="cards called shown")
def show_cards(state: DealState, who: int, event: ShowCards) -> DealState:
    """Cards called are shown: kept with what was said; cards that do not make a call allowed reveal a miscall (Laws 54, 55)."""
    state = record_shown(state, who, event)
    unfounded = _unfounded(state, who)
    if not unfounded:
        return state
    label = party(who)
    what = ", ".join(s.description for s in unfounded)
    settled = state.younger_has_played
    # In au cent a quatorze or trio not held is the clause's, in place of Law 54.
    clause = state.setup.au_cent and all(s.category is Category.SET for s in unfounded)
    return rule_on(
        state,
        act=f"{label} shows {event.cards}",
        decision=f"the cards shown do not make {what}, which was allowed: "
        + (
            f"{label} reckons nothing this deal" + ("" if clause else " (Law 54)")
            if settled
            else f"unless {label} corrects it before the younger hand plays to the first trick, he reckons nothing this deal"
        ),
        laws=(55,) if clause else (55, 54),
        au_cent=("unheld-quatorze-or-trio",) if clause else (),
        offender=who,
        injured=adversary(who),
    )


def _named_no_suit(state: DealState, score: HandScore) -> bool:
    """Whether the call a score stands for was spoken without a suit ("a quart to the king"): the referee gives an unheld
    call a suit to describe it, but the player named none, so cards of any suit shown bear on it."""
    calls = [
        s for s in state.said
        if s.player == score.player and s.claim is not None and s.claim.category is score.category
        and (score.said_at is None or s.event <= score.said_at)
    ]
    return bool(calls) and isinstance(calls[-1].claim, SequenceClaim) and calls[-1].claim.suit is None


def _bears_on(what: Combination | None, shown: int, *, any_suit: bool = False) -> bool:
    """Whether cards shown bear on a call: for a point, any cards (a hand has one point, and a point miscalled stands for no
    suit he holds); for a sequence, cards of its suit (of any suit, when the call named none); for a set, cards of its
    rank only (a quint shown that holds a king is no show of the kings)."""
    if what is None or isinstance(what, Point):
        return True
    if isinstance(what, RankSet):
        rank = int(what.rank) - 7
        of_rank = sum(1 << (8 * suit + rank) for suit in range(4))
        return bool(shown) and not shown & ~of_rank
    suit = what.suit if isinstance(what, Point | Sequence) and not any_suit else None
    return suit is None or bool(shown & (0xFF << (8 * int(suit))))


def _of_his_own_accord(state: DealState, who: int, event: ShowCards) -> bool:
    demanded = any(s.kind == "ask" and s.question is not None and s.question.kind is QuestionKind.SHOW and s.player != who for s in state.said)
    return not demanded and not state.played[who] and bool(_unfounded(state, who))


def _equalled(state: DealState, who: int, shown: Combination) -> bool:
    """Whether what a player shows in place of his miscall, allowed good, is only equal to the adversary's best of the kind.

    The answer "good" allowed what was called, not what is shown (Case II): against an equal holding neither scores.
    """
    if state.dialogue(category_of(shown)).outcome is not Outcome.GOOD:
        return False
    theirs = best_held(category_of(shown), holding_of(state, adversary(who)))
    return theirs is not None and compare(theirs, shown) is Comparison.EQUAL


@rule("show cards", laws=(55,), cases=("II", "VIII"), when=_of_his_own_accord, exception_to=show_cards, label="cards called shown of his own accord")
def shown_of_his_own_accord(state: DealState, who: int, event: ShowCards) -> DealState:
    """Shown unasked, before he plays a card: no penalty for miscalling what he shows; he reckons what the cards make (Law 55)."""
    _check_held(state, who, event)
    label = party(who)
    shown = event.cards.bits & state.hands[who]
    # The show puts right only the calls it bears on: his quint shown says nothing of the kings he called.
    unfounded = [s for s in _unfounded(state, who) if _bears_on(s.what, shown, any_suit=_named_no_suit(state, s))]
    if not unfounded:
        return _kept_shown(state, who, event)
    kept = [s for s in state.hand_scores if s not in unfounded]
    made, level = [], []
    for score in unfounded:
        found = best_held(score.category, shown)
        if found is None:
            continue
        if _equalled(state, who, found):
            level.append(str(found))
            continue
        kept.append(HandScore(who, score.category, found.score, found, score.laws, score.cases, True, score.said_at))
        made.append(str(found))
    # A trio that the answer to "which is out" defined as three not held is shown right in time, as any miscall (Case VIII).
    defined = any(defined_by_an_answer(state, s) for s in unfounded)
    state = rule_on(
        state,
        act=f"{label} shows {event.cards} of his own accord, before playing a card",
        decision=f"no penalty for miscalling what he shows; {label} reckons "
        + (", ".join(made) if made else "nothing for it, the cards shown making nothing" if not level else "nothing for it")
        + (
            f"; his {', '.join(level)} is only equal to what {party(adversary(who))} holds, whose answer allowed what was "
            "called, not what is shown: neither scores it"
            if level else ""
        ),
        laws=(55,),
        cases=tuple(c for c, wanted in (("II", bool(level)), ("VIII", defined)) if wanted),
        note=True,
    )
    return _kept_shown(state.evolve(hand_scores=tuple(kept)), who, event)


@rule("first lead", laws=(46, 51, 55, 56), label="the first card of the play")
def first_lead(state: DealState, who: int) -> DealState:
    """The first card led closes the younger's time to correct a reply (Law 51) and opens his time to be asked to show (Law 55).

    A call still unanswered waits for the younger, who answers before he
    plays (Laws 46, 56).  All of this follows from the lead itself, which
    the state records; under the Laws of Piquet nothing else is settled
    here.  Piquet au Cent settles more (see :mod:`piquet.rules.au_cent_showing`).
    """
    return state


def shows_at_least(shown: int, what: Combination) -> bool:
    """Whether the cards shown make a combination of ``what``'s kind at least as good as ``what``."""
    found = best_held(category_of(what), shown)
    return found is not None and found.key >= what.key


def record_shown(state: DealState, who: int, event: ShowCards) -> DealState:
    """Keep the cards shown with what was said, after checking that the player holds or held them."""
    _check_held(state, who, event)
    return _kept_shown(state, who, event)
