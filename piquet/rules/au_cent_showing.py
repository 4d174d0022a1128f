"""Piquet au Cent: showing what was called, and saying what is left, where au cent is stricter than the Laws of Piquet.

Under the Laws of Piquet a call allowed is shown only when the adversary
asks (Law 55).  Au cent makes the elder show what he calls good or equal
(quatorzes and trios excepted) before he leads, and turns on the showing in
four more clauses.  A record says a card was shown with a ``show`` act; the
``{"declare": "all"}`` shorthand declares and shows everything.  Each rule
here is an exception to the rule applying the law it qualifies, declared for
au cent (``variant=Variant.AU_CENT``): the referee selects it only in an au
cent deal.
"""

from __future__ import annotations

from collections.abc import Iterator

from piquet.game.acts import Ask, CountStock, Exchange, Leave, Reckon, ShowCards, Take
from piquet.game.state import ELDER, REGULAR_HAND, YOUNGER, DealState, Dialogue, HandScore, Outcome, Phase
from piquet.game.variant import Variant
from piquet.lawbook.registry import rule
from piquet.rules.au_cent_calling import refused_in_au_cent
from piquet.rules.declaring_common import hand_score, holding_of, scores_but, with_dialogue
from piquet.rules.marks import RECKONING_RUN
from piquet.rules.misnomers import could_have_held
from piquet.rules.on_discovery import discovered
from piquet.rules.reckonings import reckon_rule
from lawkit.elections import Election
from piquet.game.elections import Window
from piquet.rules.common import party, RulingOutcome, choice, offer, rule_on
from piquet.rules.disallowing import (
    shows_after_a_false_reply,
    call_shown_after_a_false_reply,
    put_right,
)
from piquet.rules.dealing import count_stock
from piquet.rules.exchange import declared_left, limits, take
from piquet.rules.showing import (
    first_lead,
    record_shown,
    show_cards,
    shown_bits,
    shows_at_least,
)
from piquet.table.categories import Category
from piquet.table.claims import best_held
from piquet.table.combinations import Combination, Comparison, cards_of, compare

__all__ = [
    "SHOWN_CATEGORIES",
    "cards_left_not_declared",
    "finds_cards_left_undeclared",
    "offer_law_32",
    "younger_alters_his_discard",
    "younger_plays_on",
    "led_without_showing",
    "reckoned_against_a_call_led_unshown",
    "unshown",
    "disallowed_call_shown",
    "call_shown_after_the_younger_played_unshown",
    "superior_sequence_shown",
    "sequence_barred_by_a_show",
    "shown_bar",
]

#: What the elder must show in au cent: his point and sequences, not his quatorzes and trios.
SHOWN_CATEGORIES = (Category.POINT, Category.SEQUENCE)


# -- saying what is left before touching the stock ----------------------------------------


def _undeclared_short_take(state: DealState, who: int, event: Take) -> bool:
    if who != ELDER or state.taken[ELDER] is not None:
        return False
    # A take that leaves him short of what his discard entitles him to is a first lift, the rest to follow (Law 29).
    lifts = state.hands[ELDER].bit_count() + event.count < REGULAR_HAND
    return 0 < event.count < limits(state, ELDER).most and declared_left(state, ELDER) == 0 and not lifts


@rule(
    "take",
    laws=(23, 24, 32),
    au_cent=("declare-cards-left",),
    when=_undeclared_short_take,
    exception_to=take,
    label="the elder takes fewer than his cards without saying so first, in au cent",
    variant=Variant.AU_CENT,
)
def cards_left_not_declared(state: DealState, who: int, event: Take) -> DealState:
    """In au cent the elder says how many he takes or leaves before he touches the stock (Law 32: before he takes a card).

    Taking the cards is touching the stock, so a take of fewer than his
    share with nothing said before it is too late.  The clause sets no
    penalty; the younger keeps Law 32's remedy, which au cent's fixing of
    the discard once the stock is touched expressly leaves him.
    """
    share = limits(state, ELDER).most
    left = share - event.count
    state = rule_on(
        state,
        act=f"{party(ELDER)} takes {event.count} of his {share} cards without first saying how many he leaves",
        decision=f"in au cent the elder must say how many he takes or leaves before he touches the stock, and he did not; "
        f"no penalty is set: {party(YOUNGER)}, finding the {left} card{'s' if left != 1 else ''} left with his own before he "
        "takes one, may still alter his discard and take them in (Law 32)",
        laws=(32,),
        au_cent=("declare-cards-left",),
        offender=ELDER,
        injured=YOUNGER,
    )
    state = offer_law_32(state)
    taken: DealState = take(state, who, event)
    return taken


def offer_law_32(state: DealState) -> DealState:
    """The younger's remedy under Law 32 is his to take or leave: an option, open until he takes in, that lapses to playing on."""
    return offer(
        state,
        key="law-32",
        elector=YOUNGER,
        choices=(
            choice("alter discard", "he may put out more cards and take in the cards left", younger_alters_his_discard, (32,)),
            choice("play on", "the exchange goes on as he makes it", younger_plays_on, (32,)),
        ),
        window=Window.BEFORE_ELECTOR_TAKES_IN,
        lapses_to="play on",
        blocking=False,
    )


@rule("effect", laws=(32,), label="the younger alters his discard for the cards left")
def younger_alters_his_discard(state: DealState, election: Election) -> DealState:
    """The younger elects Law 32's remedy: his discard stays open to more cards until he takes in the cards left."""
    return state


@rule("effect", laws=(32,), label="the younger plays on without Law 32's remedy")
def younger_plays_on(state: DealState, election: Election) -> DealState:
    """The younger lets the remedy go: the exchange goes on as he makes it."""
    return state


def _finds_cards_left_undeclared(state: DealState, who: int, event: CountStock) -> bool:
    """The younger, touching the stock before taking a card of it, finds more than three: the elder, who took in by
    lifting his cards and no ``take`` (which says what he leaves), left some without declaring it (Law 32)."""
    if who != YOUNGER or state.taken[YOUNGER] is not None or state.taken[ELDER] is None or len(state.stock) <= 3:
        return False
    if not state.left_by_elder or declared_left(state, ELDER) or any(e.key == "law-32" for e in state.elections):
        return False
    return not any(isinstance(e, Take | Exchange | Leave) for e in state.acts_of(ELDER))


@rule("count", laws=(32,), when=_finds_cards_left_undeclared, exception_to=count_stock, stages=(Phase.EXCHANGE,),
      label="the younger finds cards the elder left without declaring them")
def finds_cards_left_undeclared(state: DealState, who: int, event: CountStock) -> DealState:
    """The elder who does not take all his cards must say how many he takes or leaves before taking one (Law 32).

    Lifting fewer than five, having put out as many, he said nothing: the
    younger who, touching the stock before taking a card of it, finds more
    than three there may alter his discard and take in the cards left.  The
    law sets the elder no other penalty.
    """
    left = state.left_by_elder
    state = rule_on(
        state,
        act=f"{party(YOUNGER)} touches the stock and finds {len(state.stock)} cards in it",
        decision=f"{party(ELDER)} left {left} card{'s' if left != 1 else ''} without declaring it before taking in; "
        f"{party(YOUNGER)} may alter his discard and take in the cards left, or play on",
        laws=(32,),
        offender=ELDER,
        injured=YOUNGER,
    )
    return offer_law_32(state)


# -- the elder shows before he leads -----------------------------------------------------------


def unshown(state: DealState) -> list[Dialogue]:
    """The elder's point or sequence allowed good or equal whose cards he has not shown (quatorzes and trios need no showing)."""
    if state.declared_all:
        return []
    shown = shown_bits(state, ELDER) & holding_of(state, ELDER)
    found = []
    for category in SHOWN_CATEGORIES:
        dialogue = state.dialogue(category)
        if dialogue.outcome not in (Outcome.GOOD, Outcome.EQUAL) or dialogue.resolved is None:
            continue
        if not dialogue.founded and dialogue.call is not None and could_have_held(state, ELDER, dialogue.call):
            continue  # a call he could have held but did not: Law 54's penalty takes everything, the show nothing more
        if not shows_at_least(shown, dialogue.resolved):
            found.append(dialogue)
    return found


def unshown_further(state: DealState) -> list[HandScore]:
    """The elder's further sequences reckoned beside the one allowed (Law 49) whose cards he has not all shown."""
    if state.declared_all:
        return []
    holding = holding_of(state, ELDER)
    shown = shown_bits(state, ELDER) & holding
    dialogue = state.dialogue(Category.SEQUENCE)
    return [
        score for score in state.hand_scores
        if score.player == ELDER and score.category is Category.SEQUENCE and score.founded and score.what is not None
        and score.what != dialogue.resolved and cards_of(score.what, holding) & ~shown
    ]


def _leads_unshown(state: DealState, who: int) -> bool:
    return who == ELDER and bool(unshown(state) or unshown_further(state))


@rule(
    "first lead",
    laws=(55,),
    au_cent=("elder-must-show",),
    when=_leads_unshown,
    exception_to=first_lead,
    label="the elder leads without showing what was allowed, in au cent",
    variant=Variant.AU_CENT,
)
def led_without_showing(state: DealState, who: int) -> DealState:
    """In au cent the elder who leads without showing his point or sequence allowed good or equal cannot reckon it (Law 55: shown on demand).

    His adversary may then show and reckon his own point or sequence, even
    one only equal or inferior to the call: the dialogue is left as if the
    call had been answered "not good", with no call for the younger's to beat.
    """
    for dialogue in unshown(state):
        assert dialogue.resolved is not None
        kind = dialogue.category
        state = rule_on(
            state,
            act=f"{party(ELDER)} leads without showing his {dialogue.resolved}, allowed {dialogue.outcome.value}",
            decision=f"{party(ELDER)} cannot reckon it; {party(YOUNGER)} may show and reckon his own {kind.label}, "
            "even one only equal or inferior to it",
            laws=(),
            au_cent=("elder-must-show",),
            displaced=(55,),
            offender=ELDER,
            injured=YOUNGER,
            penalty=f"reckons nothing for his {kind.label} this deal",
        )
        kept = scores_but(state, ELDER, kind)
        state = with_dialogue(state.evolve(hand_scores=kept), dialogue.evolve(outcome=Outcome.NOT_GOOD, resolved=None))
    for score in unshown_further(state):
        # A further sequence reckoned beside the one allowed is a call like it, and must be shown like it.
        state = rule_on(
            state,
            act=f"{party(ELDER)} leads without showing his {score.what}, reckoned beside the sequence allowed",
            decision=f"{party(ELDER)} cannot reckon it",
            laws=(),
            au_cent=("elder-must-show",),
            displaced=(55,),
            offender=ELDER,
            injured=YOUNGER,
            penalty=f"reckons nothing for his {score.what}",
        )
        state = state.evolve(hand_scores=tuple(s for s in state.hand_scores if s is not score))
    return state


# -- a good call disallowed ----------------------------------------------------------------------


def _shown_after_a_false_reply(state: DealState, who: int, event: ShowCards) -> bool:
    return shows_after_a_false_reply(state, who, event)


@rule(
    "show cards",
    laws=(55,),
    au_cent=("disallowed-good-call",),
    when=_shown_after_a_false_reply,
    exception_to=call_shown_after_a_false_reply,
    label="a good call disallowed, shown by the elder, in au cent",
    variant=Variant.AU_CENT,
)
def disallowed_call_shown(state: DealState, who: int, event: ShowCards) -> DealState:
    """In au cent the elder whose good or equal call the younger disallowed shows and reckons it, or shows his equality, though he has led."""
    return put_right(state, event, au_cent=("disallowed-good-call",), displaced=(56,))


# -- the younger plays without showing -------------------------------------------------------------


def _answered_calls_shown(state: DealState, shown_now: int) -> Iterator[tuple[Dialogue, bool]]:
    """The calls the younger answered "not good" or "equal" that the elder's cards ``shown_now`` make, each with whether
    the younger showed better or as good before he played to the first trick."""
    first = state.first_card_of(YOUNGER)
    if first is None or state.declared_all:
        return
    his = shown_bits(state, YOUNGER, before=first)
    for category in SHOWN_CATEGORIES:
        dialogue = state.dialogue(category)
        call = dialogue.resolved
        if dialogue.outcome in (Outcome.NOT_GOOD, Outcome.EQUAL) and call is not None and shows_at_least(shown_now, call):
            yield dialogue, shows_at_least(his, call)


def _answered_unshown(state: DealState, shown_now: int) -> Dialogue | None:
    """A call the younger answered "not good" or "equal" and then played on without showing better or as good."""
    return next((d for d, showed in _answered_calls_shown(state, shown_now) if not showed and not d.contradicted), None)


def _shown_with(state: DealState, event: ShowCards) -> int:
    """The elder's cards shown so far, with those he shows now (of what he holds or has played)."""
    return (event.cards.bits | shown_bits(state, ELDER)) & holding_of(state, ELDER)


def _shown_or_played(state: DealState, event: ShowCards) -> int:
    """The elder's cards shown so far with those he shows now, and those he has played: a call is shown after the lead by
    showing the rest of it, the card led having been seen on the table."""
    return _shown_with(state, event) | state.played[ELDER]


def _shows_what_the_younger_did_not(state: DealState, who: int, event: ShowCards) -> bool:
    if who != ELDER or not state.younger_has_played:
        return False
    return _answered_unshown(state, _shown_or_played(state, event)) is not None


@rule(
    "show cards",
    laws=(55, 56),
    au_cent=("younger-plays-without-showing",),
    when=_shows_what_the_younger_did_not,
    exception_to=show_cards,
    label="the elder shows what the younger answered and did not show, in au cent",
    variant=Variant.AU_CENT,
)
def call_shown_after_the_younger_played_unshown(state: DealState, who: int, event: ShowCards) -> DealState:
    """In au cent, the younger having said "not good" or "equal" and played without showing, the elder shows his call and reckons it.

    The younger's answer then counts for nothing: what he reckoned of that
    kind on the strength of it is taken off.
    """
    dialogue = _answered_unshown(state, _shown_or_played(state, event))
    assert dialogue is not None and dialogue.resolved is not None
    state = record_shown(state, who, event)
    kind = dialogue.category
    kept = tuple(s for s in state.hand_scores if s.category is not kind)
    kept += (hand_score(ELDER, dialogue.resolved, said_at=state.events),)
    state = rule_on(
        state,
        act=f"{party(ELDER)} shows {event.cards}, his {dialogue.resolved}; {party(YOUNGER)} answered it "
        f"{dialogue.outcome.value!r} and played to the first trick without showing better or as good",
        decision=f"{party(ELDER)} reckons {dialogue.resolved}, though he has led; {party(YOUNGER)} reckons no {kind.label}",
        laws=(),
        au_cent=("younger-plays-without-showing",),
        displaced=(56,),
        offender=YOUNGER,
        injured=ELDER,
        penalty=f"reckons nothing for his {kind.label} this deal",
    )
    return with_dialogue(state.evolve(hand_scores=kept), dialogue.evolve(outcome=Outcome.GOOD))


def _shown_after_the_younger_showed(state: DealState, who: int, event: ShowCards) -> bool:
    """The elder shows, after the younger played, a call the younger answered "not good" or "equal" and showed he beat or equalled."""
    if who != ELDER or not state.younger_has_played or state.declared_all:
        return False
    if state.log and isinstance(state.log[-1], Ask) and state.acted_by[-1] == YOUNGER:
        return False  # shown on the younger's demand (Law 55), not of the elder's own motion to count it
    return any(showed for _, showed in _answered_calls_shown(state, _shown_with(state, event)))


@rule(
    "show cards",
    laws=(55, 56),
    au_cent=("younger-plays-without-showing",),
    when=_shown_after_the_younger_showed,
    exception_to=show_cards,
    yields_to=(call_shown_after_the_younger_played_unshown,),
    label="the elder shows a call the younger showed he beat, in au cent",
    variant=Variant.AU_CENT,
)
def call_shown_after_the_younger_showed(state: DealState, who: int, event: ShowCards) -> DealState:
    """In au cent the elder may show and count his call after the lead only if the younger played without showing better or
    as good: the younger showed it, so the elder's show counts nothing."""
    state = record_shown(state, who, event)
    return rule_on(
        state,
        act=f"{party(ELDER)} shows {event.cards} after the first trick",
        decision=f"of no effect: {party(YOUNGER)} showed better or as good before he played, so the elder's call "
        "answered so is not counted for being shown now",
        laws=(),
        au_cent=("younger-plays-without-showing",),
        displaced=(56,),
        outcome=RulingOutcome.NO_EFFECT,
    )


# -- a better sequence shown than called ------------------------------------------------------------


def _best_shown_sequence(state: DealState, event: ShowCards) -> Combination | None:
    return best_held(Category.SEQUENCE, _shown_with(state, event))


def _shows_better_than_called(state: DealState, who: int, event: ShowCards) -> bool:
    if who != ELDER:
        return False
    dialogue = state.dialogue(Category.SEQUENCE)
    if dialogue.call is None or dialogue.resolved is None:
        return False
    best = _best_shown_sequence(state, event)
    if best is None or best.key <= dialogue.resolved.key:
        return False
    return dialogue.shown_bar is None or best.key > dialogue.shown_bar.key


@rule(
    "show cards",
    laws=(49, 55),
    au_cent=("shown-sequence-bars",),
    when=_shows_better_than_called,
    exception_to=show_cards,
    # A show after the younger played may also hold a call he showed he beat or equalled (younger-plays-without-showing):
    # that call counts nothing either way, so only the sequence's bar is an effect, and it is this rule's.  One he played
    # to without showing better or as good is the elder's to reckon now, and that rule's effect decides the show.
    prevails_over=(call_shown_after_the_younger_showed,),
    yields_to=(call_shown_after_the_younger_played_unshown,),
    label="a sequence shown better than the one called, in au cent",
    variant=Variant.AU_CENT,
)
def superior_sequence_shown(state: DealState, who: int, event: ShowCards) -> DealState:
    """In au cent the elder who shows a better sequence than he called cannot reckon it, but it bars the younger's equal or lesser ones.

    (Law 49 would let an elder whose first sequence is good reckon every
    sequence he holds; au cent holds him to his call and lets the show bar.)
    """
    best = _best_shown_sequence(state, event)
    assert best is not None
    state = record_shown(state, who, event)
    dialogue = state.dialogue(Category.SEQUENCE)
    theirs = best_held(Category.SEQUENCE, holding_of(state, YOUNGER))
    barred = theirs is not None and compare(theirs, best) is not Comparison.GOOD
    # Calling less than he shows breaks no law (an under-call binds him, smaller-call-binds): the clause says what the
    # show does.  When the younger has no sequence for it to bar, it changes nothing, and is said as a note.
    kept = tuple(s for s in state.hand_scores if not (barred and s.player == YOUNGER and s.category is Category.SEQUENCE))
    state = rule_on(
        state,
        act=f"{party(ELDER)} shows {event.cards}, a {best}, having called {dialogue.resolved}",
        decision=f"{party(ELDER)} cannot reckon the {best}, only what he called if it is good; the show bars "
        f"{party(YOUNGER)} from reckoning any sequence equal or inferior to it"
        + (f", and {party(YOUNGER)}'s best, {theirs}, is such a one" if barred else f"; {party(YOUNGER)}'s {theirs} is better and is not barred" if theirs else ""),
        laws=(),
        au_cent=("shown-sequence-bars",),
        displaced=(49,),
        note=theirs is None,
    )
    return with_dialogue(state.evolve(hand_scores=kept), state.dialogue(Category.SEQUENCE).evolve(shown_bar=best))


def shown_bar(state: DealState) -> Combination | None:
    """The sequence the elder has shown, when or however he showed it, if it is better than the sequence he called."""
    dialogue = state.dialogue(Category.SEQUENCE)
    if dialogue.call is None or dialogue.resolved is None:
        return None
    best = best_held(Category.SEQUENCE, shown_bits(state, ELDER) & holding_of(state, ELDER))
    return best if best is not None and best.key > dialogue.resolved.key else None


def _sequence_under_the_bar(state: DealState, who: int, event: Reckon) -> bool:
    if who != YOUNGER or event.claim.category is not Category.SEQUENCE:
        return False
    bar = shown_bar(state)
    theirs = best_held(Category.SEQUENCE, holding_of(state, YOUNGER))
    return bar is not None and theirs is not None and compare(theirs, bar) is not Comparison.GOOD


@rule(
    "reckon",
    laws=(49,),
    au_cent=("shown-sequence-bars",),
    when=_sequence_under_the_bar,
    exception_to=reckon_rule,
    label="a sequence reckoned that a sequence shown bars, in au cent",
    variant=Variant.AU_CENT,
)
def sequence_barred_by_a_show(state: DealState, who: int, event: Reckon) -> DealState:
    """In au cent the younger cannot reckon a sequence no better than one the elder showed, though the elder called less.

    The show may have come before the call (the cards of a point shown, a
    sequence among them) or after it: the elder has shown a sequence either way.
    """
    bar = shown_bar(state)
    return refused_in_au_cent(
        state,
        who,
        act=f"{party(who)} reckons {event.claim}",
        reason=f"{state.setup.elder} showed a {bar}, and in au cent the show bars any sequence equal or inferior to it",
        clause="shown-sequence-bars",
        displaced=(49,),
        breach=False,
    )



def _reckons_against_a_call_shown(state: DealState, who: int, event: Reckon) -> bool:
    """The younger reckons in a kind whose call he allowed good, the elder having shown its cards (however) before he led."""
    category = event.claim.category
    if who != YOUNGER or category not in SHOWN_CATEGORIES or not state.first_lead_made:
        return False
    dialogue = state.dialogue(category)
    if dialogue.outcome is not Outcome.GOOD or dialogue.resolved is None or not dialogue.founded:
        return False
    return shows_at_least(shown_bits(state, ELDER) & holding_of(state, ELDER), dialogue.resolved)


@rule(
    "reckon",
    laws=(51,),
    au_cent=("younger-abides-by-answer", "elder-must-show"),
    when=_reckons_against_a_call_shown,
    exception_to=reckon_rule,
    yields_to=(sequence_barred_by_a_show,),
    label="a reckoning against a call allowed good and shown, in au cent",
    variant=Variant.AU_CENT,
)
def reckoned_against_a_call_shown(state: DealState, who: int, event: Reckon) -> DealState:
    """In au cent the elder shows what he called good before he leads; shown, however (among the cards of his point, say),
    it stands, and the younger who allowed it abides by his answer (:au-cent:`younger-abides-by-answer`, in place of Law 51).

    What bars the younger is his own answer, and the ruling cites that clause first; the show, made as
    :au-cent:`elder-must-show` asks, is what keeps the call standing, and is cited after it."""
    dialogue = state.dialogue(event.claim.category)
    return refused_in_au_cent(
        state,
        who,
        act=f"{party(who)} reckons {event.claim}",
        reason=f"{state.setup.elder}'s {dialogue.resolved}, allowed good, was shown before he led, as au cent asks, "
        f"and {party(who)}, who allowed it, abides by his answer",
        clause="younger-abides-by-answer",
        also=("elder-must-show",),
        displaced=(51,),
    )


def _reckons_against_a_call_led_unshown(state: DealState, who: int, event: Reckon) -> bool:
    """The younger reckons, after the lead and before he plays, in a kind whose call the elder allowed but did not hold and
    led without showing; what the elder showed of his own accord in its place (Law 55) is a show, and excludes it."""
    category = event.claim.category
    if who != YOUNGER or category not in SHOWN_CATEGORIES or not state.first_lead_made or state.younger_has_played:
        return False
    dialogue = state.dialogue(category)
    if dialogue.outcome not in (Outcome.GOOD, Outcome.EQUAL) or dialogue.founded or dialogue.resolved is None or state.declared_all:
        return False
    if any(s.player == ELDER and s.category is category and s.founded for s in state.hand_scores):
        return False
    # Once the miscall is found, Law 54 says what the younger reckons, and its rules answer him.
    return not discovered(state, ELDER)


@rule(
    "reckon",
    marks=(RECKONING_RUN,),
    laws=(51, 55),
    au_cent=("elder-must-show",),
    when=_reckons_against_a_call_led_unshown,
    exception_to=reckon_rule,
    yields_to=(sequence_barred_by_a_show,),
    label="a reckoning against a call the elder led without showing, in au cent",
    variant=Variant.AU_CENT,
)
def reckoned_against_a_call_led_unshown(state: DealState, who: int, event: Reckon) -> DealState:
    """In au cent the younger reckons his own point or sequence, even one equal or inferior, against a call the elder led
    without showing (elder-must-show), though he allowed it: the clause sets aside the "good" that would bind him (Law 51).

    :func:`led_without_showing` leaves a call the elder could have held but
    did not to Law 54, whose penalty takes more; the younger's right under
    the clause is his all the same.  The call stays as it was answered, so
    that its discovery is ruled on as Law 54 has it.
    """
    category = event.claim.category
    dialogue = state.dialogue(category)
    assert dialogue.resolved is not None
    opened = with_dialogue(state, dialogue.evolve(outcome=Outcome.NOT_GOOD, resolved=None))
    reckoned = reckon_rule(opened, who, event)
    if reckoned.rulings == opened.rulings:
        reckoned = rule_on(
            reckoned,
            act=f"{party(YOUNGER)} reckons {event.claim}, having allowed {party(ELDER)}'s {dialogue.resolved}",
            decision=f"allowed: {party(ELDER)} led without showing the {category.label} he called, so {party(YOUNGER)} may "
            f"show and reckon his own, even one only equal or inferior to it",
            laws=(),
            au_cent=("elder-must-show",),
            displaced=(51,),
            note=True,
        )
    return with_dialogue(reckoned, reckoned.dialogue(category).evolve(outcome=dialogue.outcome, resolved=dialogue.resolved))
