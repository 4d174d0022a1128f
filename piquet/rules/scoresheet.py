"""The score as written and disputed, and bystanders (Laws 44, 70, 74, 78).

A written score is kept in the log; the adjudication compares it with the
score the laws give (Laws 70, 74).  A claim that the score is wrong or that
the adversary owes a penalty is answered from what the deal already knows.
A bystander's remark is recorded; if a ruling against a player follows from
it in the same deal, that player may call on the bystander to pay his
stakes and bets (Law 78), and the referee says so when the deal is scored.
"""

from __future__ import annotations

from piquet.errors import shown
import attrs

from piquet.game.acts import PenaltyClaim, Remark, WriteScore
from piquet.game.state import ELDER, HAND_SEEN_BY, REGULAR_HAND, YOUNGER, adversary, DealState, Phase, Said
from piquet.game.variant import Variant
from piquet.table.categories import Category
from piquet.lawbook.citation import au_cent as au_cent_clause
from piquet.lawbook.citation import law
from lawkit.ruling import Option
from piquet.rules.marks import CLOSING_RUN
from piquet.rules.common import contradiction, rule_on, RulingOutcome, Subject, party
from piquet.rules.scoring import uncontested
from piquet.lawbook.registry import rule, rule_of
from piquet.rules.elections import PENALTY_LAWS

__all__ = ["write_score", "claim_score", "claim_score_of_a_deal_named", "claim_put_right", "last_deal_righted", "claim_last_trick", "claim_penalty", "bystander_remark", "bystander_liability", "bystander_may_be_called_on"]


@rule("write", laws=(70, 74), label="a score written down")
def write_score(state: DealState, who: int, event: WriteScore) -> DealState:
    """What a player writes is kept; the adjudication holds it against the laws' count (Laws 70, 74)."""
    players = {state.setup.elder, state.setup.younger}
    stranger = [name for name, _ in event.scores if name not in players]
    if stranger:
        raise contradiction(state, who, f"{shown(stranger[0])} is not a player in this deal")
    if event.doubled and state.setup.multiplier == 1:
        raise contradiction(state, who, "the scores are written as doubled, but this deal does not count double (note to Law 71)", laws=(71,))
    return state


def _named_number(state: DealState, event: PenaltyClaim) -> int | None:
    """The number in the partie of the deal a claim of the score names, or None where it names none (Law 70)."""
    if event.deal is None:
        return None
    if event.deal == state.setup.record_index:
        return state.setup.number
    earlier = state.setup.earlier
    # A deal played outside a record (the simulator's, a test's) knows no earlier deals: the deal named is not known to it.
    return earlier[event.deal][0] if event.deal < len(earlier) else None


def _names_this_deal(state: DealState, event: PenaltyClaim) -> bool:
    return event.deal is not None and event.deal == state.setup.record_index


def _names_the_last_deal_or_none(state: DealState, event: PenaltyClaim) -> bool:
    """A claim naming no deal, or the deal just before this one in the record: the one whose score Law 70 may still right."""
    index = state.setup.record_index
    return event.deal is None or (index is not None and event.deal == index - 1)


def _last_number(state: DealState, event: PenaltyClaim) -> int:
    """The number of the last deal, the one a claim naming it or none concerns."""
    named = _named_number(state, event)
    return state.setup.number - 1 if named is None else named


def _last_score(state: DealState, event: PenaltyClaim) -> Subject | None:
    """The last deal's score as a ruling's subject; none in a partie's first deal, whose last deal was the last partie's
    (a chouette session: Law 70's time runs on into the next partie)."""
    number = _last_number(state, event)
    return Subject(number, "score") if number >= 1 else None


@rule("claim", laws=(70, 74), also=(au_cent_clause("errors-in-scoring"),), when=lambda s, w, e: e.what == "score", label="a score claimed wrong")
def claim_score(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """A player says a score was counted wrong: the referee's count is the laws' count, and an error is rectified (Law 70).

    Where the players wrote their scores, what each wrote of his own hand is
    the figure held against the count (Law 74), and the ruling says so.  A
    claim that proves an error in the last deal's written score, before the
    player in error has seen this deal's hand, puts it right: the ruling is
    on that deal's score.  One that proves an error of this deal's written
    score is found to when the deal is scored (:func:`claim_put_right`).
    """
    written = state.setup.last_written or any(isinstance(e, WriteScore) for e in state.log)
    if _names_this_deal(state, event):
        if state.phase is not Phase.FINISHED:
            raise contradiction(state, who, "the claim of the score names this deal, which is not yet played out and scored", laws=(70,))
        written = any(isinstance(e, WriteScore) for e in state.log)
    elif not _names_the_last_deal_or_none(state, event):
        written = True  # an earlier deal of the partie: what stood of it, stood as written
    # Unnamed, the claim is of the last deal scored: this deal once it is played out, else the one before it.
    of_the_last = event.deal is not None and _names_the_last_deal_or_none(state, event) or event.deal is None and state.phase is not Phase.FINISHED
    wrong = state.setup.misscored if of_the_last else ()
    away = state.setup.misscored_away if of_the_last else ()
    if wrong or away:
        unseen = [f"{' and '.join(party(p) for p in wrong)} had not seen his hand of this deal"] if wrong else []
        unseen += [f"{' and '.join(away)}, in error, holds no hand in this partie"] if away else []
        return rule_on(
            state,
            act=f"{party(who)} claims that a score of the last deal was counted wrongly",
            decision=f"corrected in time: {'; '.join(unseen)}, so the error in "
            "the written score of the last deal is put right, and that deal is scored as the laws count it",
            laws=(70, 74),
            outcome=RulingOutcome.CORRECTED,
            subject=_last_score(state, event),
        )
    named = _named_number(state, event)
    return rule_on(
        state,
        act=f"{party(who)} claims that a score was counted wrongly",
        decision="of no effect: the deal is scored as the laws count it; an error in counting the hand is rectified while the player "
        "in error has not seen his next hand" + ("; where the written scores differ, each player's own figure for his own hand is taken" if written else ""),
        laws=(70, 74) if written else (70,),
        outcome=RulingOutcome.NO_EFFECT,
        subject=None if named is None else Subject(named, "score"),
    )


def claim_put_right(state: DealState, claims: tuple[int, ...]) -> DealState:
    """The rulings on claims of this deal's score found, when it is scored, to have proved an error put right (Law 70).

    The claim was ruled when it was made, before the deal's count was known;
    the deal's scoring shows it proved an error in a written score, so its
    ruling is completed: corrected in time, on this deal's score.
    """
    claimed = rule_of(claim_score).name
    rulings = tuple(
        attrs.evolve(
            r,
            decision="corrected in time: the error in the written score is proved before the player in error has seen his next "
            "hand, and it is put right when the deal is scored"
            + ("; where the written scores differ, each player's own figure for his own hand is taken" if 74 in r.cited("law") else ""),
            outcome=RulingOutcome.CORRECTED,
            subject=Subject(state.setup.number, "score"),
            # In au cent the clause on errors in scoring puts it right too, while the game lasts.
            citations=r.citations + ((au_cent_clause("errors-in-scoring"),) if state.setup.au_cent else ()),
        )
        if r.event in claims and r.rule == claimed and r.outcome is RulingOutcome.NO_EFFECT
        else r
        for r in state.rulings
    )
    return state.evolve(rulings=rulings)


def _past_righting(state: DealState) -> tuple[int, ...]:
    """Who has seen his hand of this deal, so that an error of his in the last deal's score is past righting (Law 70).

    When the partie knows who wrote a score wrong, it is those players once
    each has taken up (lifted his hand, discarded or taken in), in the
    exchange or after it, while the hand is declared or played; when it does
    not, both players once both have, in the exchange.  Once this deal is
    played out, a claim naming no deal is of this deal's own score.
    """
    in_error = state.setup.misscored
    if in_error and state.phase in (Phase.DECLARATION, Phase.PLAY):
        return in_error  # both have taken in: each has seen his hand
    if state.phase is not Phase.EXCHANGE:
        return ()
    if in_error:
        return in_error if all(_has_seen(state, who) for who in in_error) else ()
    return (ELDER, YOUNGER) if _has_seen(state, ELDER) and _has_seen(state, YOUNGER) else ()


def _has_seen(state: DealState, who: int) -> bool:
    """Whether a player has seen his hand of this deal (Law 70): taken it up (lifted, discarded or taken in), or announced or
    shown something of it, by the acts the partie also reads (:data:`HAND_SEEN_BY`)."""
    return state.has_taken_up(who) or any(e.verb in HAND_SEEN_BY for e in state.acts_of(who))


def _in_the_next_deal(state: DealState, who: int, event: PenaltyClaim) -> bool:
    """A score of the last deal claimed wrong once the player in error has taken up his new hand: past righting."""
    return event.what == "score" and _names_the_last_deal_or_none(state, event) and bool(_past_righting(state))


@rule("claim", laws=(70, 74), also=(au_cent_clause("errors-in-scoring"),), when=_in_the_next_deal, exception_to=claim_score,
      label="a score claimed wrong after the next hands are seen")
def claim_score_too_late(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """An error in counting is rectified only before the player in error has seen his next hand (Law 70): he has seen it."""
    seen = _past_righting(state)
    setup = state.setup
    if setup.au_cent and not (setup.misscored or setup.errors_in_game or setup.errors_in_ended_game or setup.errors_stood):
        # Au cent's clause keeps the claim open while the game lasts; the written scores prove right, so it changes nothing.
        return rule_on(
            state,
            act=f"{party(who)} claims that a score was counted wrongly",
            decision="of no effect: in au cent a written score may be put right at any time during the game, and the scores "
            "of this game were written as the laws count them",
            laws=(),
            au_cent=("errors-in-scoring",),
            displaced=(70,),
            subject=_last_score(state, event),
            outcome=RulingOutcome.NO_EFFECT,
        )
    if not state.setup.misscored:
        whom = "both players have taken up their cards"
    elif len(seen) == 1:
        whom = f"{party(seen[0])}, whose score was written wrong, has taken up his cards"
    else:
        whom = "both players, whose scores were written wrong, have taken up their cards"
    return rule_on(
        state,
        act=f"{party(who)} claims that a score of the last deal was counted wrongly",
        decision="too late: an error in counting a hand is rectified only before the player in error has seen his next hand, "
        f"and {whom} of this deal"
        # In au cent the clause on errors in scoring gives the whole game: no error stands in the game now being played.
        + ("; nor does any error stand in the game now in progress, which au cent would let be put right" if state.setup.au_cent else "")
        + "; the score stands as written, each player's own figure for his own hand being taken where the written scores differ",
        laws=(70, 74),
        au_cent=("errors-in-scoring",) if state.setup.au_cent else (),
        subject=_last_score(state, event),
        outcome=RulingOutcome.TOO_LATE,
    )


def _error_of_an_earlier_deal(state: DealState, who: int, event: PenaltyClaim) -> bool:
    """A score claimed wrong when no error stands in the last deal's, but one stood in an earlier deal's, past righting."""
    return event.what == "score" and event.deal is None and not state.setup.misscored and bool(state.setup.errors_stood)


@rule(
    "claim",
    laws=(70, 74),
    when=_error_of_an_earlier_deal,
    exception_to=claim_score,
    # The written score that stands wrong is an earlier deal's: that, not the last deal's seen hands, is why it is too late.
    prevails_over=(claim_score_too_late,),
    variant=Variant.RUBICON,
    label="a score of an earlier deal claimed wrong",
)
def claim_score_of_an_earlier_deal(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """The written score that stands wrong is of a deal before the last: the player in error has seen a hand since, so the
    error is past righting (Law 70), and the score stands as written (Law 74)."""
    return _stood_wrong(state, f"{party(who)} claims that a score of an earlier deal was counted wrongly", state.setup.errors_stood, None)


def _stood_wrong(state: DealState, act: str, stood: tuple[int, ...], number: int | None) -> DealState:
    """The ruling on a claim of a written score that stood wrong past the time to right it (Laws 70, 74): too late."""
    wrong = " and ".join(party(p) for p in stood)
    which = "an earlier deal" if number is None else "that deal"
    return rule_on(
        state,
        act=act,
        decision=f"too late: {wrong}'s written score of {which} stands wrong, and he has seen his next hand since; "
        "an error in counting a hand is rectified only before that, so the score stands as written",
        laws=(70, 74),
        outcome=RulingOutcome.TOO_LATE,
        subject=Subject(number, "score"),
    )


def _names_a_deal_before_the_last(state: DealState, who: int, event: PenaltyClaim) -> bool:
    """A claim of the score naming a deal of the record before the last: its written score was past righting once the player
    in error saw the hand after it (Law 70)."""
    return (
        event.what == "score"
        and event.deal is not None
        and event.deal < len(state.setup.earlier)
        and not _names_this_deal(state, event)
        and not _names_the_last_deal_or_none(state, event)
    )


@rule(
    "claim",
    laws=(70, 74),
    when=_names_a_deal_before_the_last,
    exception_to=claim_score,
    variant=Variant.RUBICON,
    label="a score of a deal before the last claimed wrong, by name",
)
def claim_score_of_a_deal_named(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """The claim names a deal before the last: every player has seen a hand since, so an error in its written score is past
    righting (Law 70) and stands as written (Law 74); where its written score agreed with the count, the claim changes nothing."""
    assert event.deal is not None  # the rule's condition
    number, stood = state.setup.earlier[event.deal]
    assert number is not None  # the referee refuses a claim naming a deal not scored
    act = f"{party(who)} claims that the score of deal {number} was counted wrongly"
    if stood:
        return _stood_wrong(state, act, stood, number)
    return rule_on(
        state,
        act=act,
        decision="of no effect: that deal was scored as the laws count it, or put right in time; what the partie holds of it stands",
        laws=(70, 74),
        outcome=RulingOutcome.NO_EFFECT,
        subject=Subject(number, "score"),
    )


def _in_the_time_of_law_70(state: DealState) -> bool:
    """The errors of the written scores are the last deal's alone, and no player in error has yet taken up his hand of
    this deal: Law 70 puts them right, which au cent's clause on errors in scoring only adds time to."""
    wrong = state.setup.misscored
    return bool(wrong) and set(state.setup.errors_in_game + state.setup.errors_in_ended_game) <= set(wrong) and all(
        not state.has_taken_up(p) for p in wrong
    )


def _error_of_this_game(state: DealState, who: int, event: PenaltyClaim) -> bool:
    return event.what == "score" and bool(state.setup.errors_in_game)


@rule(
    "claim",
    laws=(70, 74),
    au_cent=("errors-in-scoring",),
    when=_error_of_this_game,
    exception_to=claim_score,
    prevails_over=(claim_score_too_late,),
    label="a score claimed wrong while the game lasts, in au cent",
    variant=Variant.AU_CENT,
)
def claim_score_while_the_game_lasts(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """In au cent a slip in the written score is put right at any time while the game lasts (Law 70 only until the player
    in error has seen his next hand): the claim is allowed, and the partie puts the score right with this deal's."""
    wrong = " and ".join(party(who) for who in state.setup.errors_in_game)
    if _in_the_time_of_law_70(state):
        # Law 70 still holds in au cent: the clause adds time to it, it takes none away.
        return rule_on(
            state,
            act=f"{party(who)} claims that a written score of the last deal is wrong",
            decision=f"corrected in time: {wrong} had not seen his hand of this deal, so the error in the written score of the "
            "last deal is put right (as au cent would allow at any time during the game), and that deal is scored as the "
            "laws count it",
            laws=(70, 74),
            au_cent=("errors-in-scoring",),
            outcome=RulingOutcome.CORRECTED,
            subject=Subject(state.setup.number - 1, "score"),
        )
    return rule_on(
        state,
        act=f"{party(who)} claims that a written score of this game is wrong",
        decision=f"allowed: in au cent an error in the written score is put right at any time while the game lasts; "
        f"{wrong}'s score is put right when this deal is scored",
        laws=(),
        au_cent=("errors-in-scoring",),
        displaced=(70,),
        outcome=RulingOutcome.CORRECTED,
        # A written score of this game, of one earlier deal or several: the partie knows which, the deal only whose (unless
        # the claim names its deal).
        subject=Subject(_named_number(state, event), "score"),
    )


def _error_of_a_game_over(state: DealState, who: int, event: PenaltyClaim) -> bool:
    return (
        event.what == "score"
        and not state.setup.errors_in_game
        and bool(state.setup.errors_in_ended_game)
        and not _in_the_time_of_law_70(state)
    )


@rule(
    "claim",
    laws=(70,),
    au_cent=("errors-in-scoring",),
    when=_error_of_a_game_over,
    exception_to=claim_score,
    prevails_over=(claim_score_too_late,),
    label="a score of a game that is over claimed wrong, in au cent",
    variant=Variant.AU_CENT,
)
def claim_score_after_the_game(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """In au cent an error in the written score is put right only while its game lasts: proved once it is over, too late."""
    return rule_on(
        state,
        act=f"{party(who)} claims that a written score of the game just ended was wrong",
        decision="too late: in au cent an error in the written score is put right only while the game lasts, and that game "
        "is over; its result stands",
        laws=(),
        au_cent=("errors-in-scoring",),
        displaced=(70,),
        subject=Subject(_named_number(state, event), "score"),
        outcome=RulingOutcome.TOO_LATE,
    )


def _odd_hands_played_out(state: DealState, who: int, event: PenaltyClaim) -> bool:
    held = [state.in_play_count(p) for p in (0, 1)]
    return (
        event.what == "score"
        and (event.deal is None or _names_this_deal(state, event))
        and state.phase is Phase.FINISHED
        and len(state.tricks) >= REGULAR_HAND
        and max(held) > REGULAR_HAND
    )


# A claim of the score naming no other deal, once a play with a hand of other than twelve is over, is of that play's last
# trick (Case XIX): it prevails over the rules that read it as a claim of an earlier deal's or game's written score.
_EARLIER_SCORES = (claim_score_of_an_earlier_deal, claim_score_while_the_game_lasts, claim_score_after_the_game, claim_score_too_late)


@rule("claim", laws=(58, 65), cases=("XIX",), when=_odd_hands_played_out, exception_to=claim_score, prevails_over=_EARLIER_SCORES,
      label="the last trick claimed when one held thirteen")
def claim_last_trick(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """The twelfth trick is the last (Law 65) though a player held more than twelve: 'last' supposes twelve cards each, and a
    card beyond the twelfth is not played to a trick (Case XIX); it still bars (Law 58), but it does not take the last trick's two."""
    twelfth = state.tricks[REGULAR_HAND - 1]
    more = [p for p in (0, 1) if state.in_play_count(p) > REGULAR_HAND]
    return rule_on(
        state,
        act=f"{party(who)} claims that the twelfth trick is not the last, {party(more[0])} having held {state.in_play_count(more[0])} cards",
        decision=f"of no effect: the twelfth trick is the last: 'last' supposes twelve cards each, so {party(twelfth.winner)}, who won it, "
        + ("would score two for it, but reckons nothing this deal" if state.reckons_nothing(twelfth.winner, Category.PLAY) else "scores two for it")
        + "; a card beyond the twelfth bars the adversary's pique and repique, and nothing more",
        laws=(58, 65),
        cases=("XIX",),
        outcome=RulingOutcome.NO_EFFECT,
    )


def _short_hand_played_out(state: DealState, who: int, event: PenaltyClaim) -> bool:
    """A score claimed after a play in which one player held fewer than twelve, his adversary's last cards not played to."""
    if event.what != "score" or state.phase is not Phase.FINISHED or len(state.tricks) >= REGULAR_HAND:
        return False
    if event.deal is not None and not _names_this_deal(state, event):
        return False
    return uncontested(state)[1] > 0


@rule("claim", laws=(57, 65), cases=("XIX",), when=_short_hand_played_out, exception_to=claim_score, prevails_over=_EARLIER_SCORES,
      label="the last trick claimed when one held fewer than twelve")
def claim_last_trick_not_played_to(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """Cards that cannot be played to count as tricks to their holder (Law 57), and "last" supposes twelve tricks (Case XIX):
    the trick a card not played to makes, if it is the twelfth, is the last, and scores as the last (Law 65)."""
    holder, count = uncontested(state)
    return rule_on(
        state,
        act=f"{party(who)} claims that the score of the last trick is wrong, {party(adversary(holder))} having held fewer than twelve cards",
        decision=f"of no effect: the {count} card(s) {party(holder)} held that could not be played to count as his tricks, and the "
        f"twelfth trick is the last, so {party(holder)} scores it as the last trick",
        laws=(57, 65),
        cases=("XIX",),
        outcome=RulingOutcome.NO_EFFECT,
    )


@rule("claim", laws=(44,) + PENALTY_LAWS, cases=("XXI",), when=lambda s, w, e: e.what == "penalty", label="a penalty claimed")
def claim_penalty(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """A player claims that his adversary has incurred a penalty: the referee says which, if any (Law 44).

    A penalty that spares a carte blanche, whose score accrues before any card
    is taken in, says so and cites Case XXI: the claim is then right only in part.
    """
    other = adversary(who)
    owed = [p for p in state.penalties if p.player == other]
    if not owed:
        return rule_on(
            state,
            act=f"{party(who)} claims a penalty against {party(other)}",
            decision=f"of no effect: {party(other)} has incurred no penalty this deal",
            laws=(44,),
            outcome=RulingOutcome.NO_EFFECT,
        )
    laws = tuple(sorted({n for p in owed for n in p.laws}))
    spared = all(p.reckons_nothing_from > Category.CARTE_BLANCHE for p in owed)
    return rule_on(
        state,
        act=f"{party(who)} claims a penalty against {party(other)}",
        decision=f"{party(other)} reckons nothing this deal under Law {', '.join(map(str, laws))}"
        + (", save his carte blanche, which scores before any card is taken in" if spared else "")
        + f"; {party(who)} may decline to enforce it",
        laws=(44,) + laws,
        cases=("XXI",) if spared else (),
        offender=other,
        injured=who,
    )


@rule("remark", laws=(78,), label="a bystander's remark")
def bystander_remark(state: DealState, who: int | None, event: Remark) -> DealState:
    """A bystander calls attention to an error or oversight: kept, to be weighed when the deal is scored (Law 78)."""
    return state.evolve(said=state.said + (Said(state.events, -1, "remark", by=event.by),))


@rule("bystander", laws=(78,), label="a bystander's remark that affected the score", marks=(CLOSING_RUN,))
def bystander_liability(state: DealState, finished: bool = True) -> DealState:
    """A bystander whose remark drew a ruling against a player may be called on by that player to pay (Law 78).

    The player the ruling went against is the one whose interest the remark
    prejudiced, and the choice is his: to call on the bystander for all his
    stakes and bets on the game, or not.  A remark after which nothing was
    ruled against anyone affected no score, and costs the bystander nothing.
    A claim of the score that follows a remark is weighed by the partie,
    which alone knows the written scores, so nothing is said of it here.

    A record that stops before its deal is scored (``finished`` false) has
    the remarks whose effect is already seen weighed; one that nothing has
    yet followed may still be, and is left to weigh.
    """
    if not any(s.kind == "remark" for s in state.said):
        return state  # the usual deal: no bystander spoke, and there is nothing to weigh
    weighed: set[int] = set()
    for remark in (s for s in state.said if s.kind == "remark"):
        later = [r for r in state.rulings if r.event is not None and r.event > remark.event]
        after = [r for r in later if r.offender is not None]
        by = remark.by or "a bystander"
        gainer = _gained_by_the_next_act(state, remark.event)
        if not after and gainer is None and not finished:
            continue  # nothing it brought about yet, and the deal goes on
        weighed.add(remark.event)
        if not after and gainer is not None:
            # The act it prompted, a correction in time or a call omitted, changed the score: to the other's prejudice.
            other = adversary(gainer)
            state = bystander_may_be_called_on(
                state, remark, other, f"the act that followed it changed the score to {party(other)}'s prejudice"
            )
            continue
        if not after:
            # A claim ruled too late changed nothing; so did one ruled of no effect before this deal's score was written (the
            # last deal's written score was right).  One after it is weighed when the deal is scored (claim_put_right).
            late = {
                r.event for r in later
                if r.rule == rule_of(claim_score_too_late).name or r.outcome is RulingOutcome.TOO_LATE
                or (r.outcome is RulingOutcome.NO_EFFECT and not any(isinstance(e, WriteScore) for e in state.log[: r.event]))
            }
            claimed_score = any(
                isinstance(e, PenaltyClaim) and e.what == "score" and remark.event + 1 + i not in late
                for i, e in enumerate(state.log[remark.event + 1 :])
            )
            if last_deal_righted(state, after=remark.event):
                # The claim it brought put the last deal's written score right, in this deal: the players that righting
                # prejudiced may call on the bystander (the partie weighs a remark in the deal whose score it puts right).
                for prejudiced in state.setup.righting_prejudices:
                    state = bystander_may_be_called_on(state, remark, prejudiced, "the score of the last deal it pointed to was put right")
                continue
            if not claimed_score:
                state = rule_on(
                    state,
                    act=f"{by}, a bystander, calls attention to an error at event {remark.event + 1}",
                    decision="of no effect: the remark brought about no ruling against either player and affected no score; "
                    f"{by} owes nothing",
                    laws=(78,),
                    event=remark.event,
                    outcome=RulingOutcome.NO_EFFECT,
                )
            continue
        ruling = after[0]
        offender = state.offender_of(ruling)
        assert offender is not None  # a ruling against a player of this deal
        state = bystander_may_be_called_on(state, remark, offender, f"a ruling against {party(offender)} followed")
    return state.evolve(said=tuple(attrs.evolve(s, kind="remark weighed") if s.kind == "remark" and s.event in weighed else s for s in state.said))


def last_deal_righted(state: DealState, *, after: int = -1) -> bool:
    """Whether a claim of this deal (after the act ``after``) was ruled to put the last deal's written score right (Law 70)."""
    last = state.setup.number - 1
    return any(
        r.event is not None and r.event > after and r.outcome is RulingOutcome.CORRECTED and r.subject is not None and r.subject.deal == last
        for r in state.rulings
    )


def _gained_by_the_next_act(state: DealState, remark: int) -> int | None:
    """The player whose act next after a remark changed the score in his favour, if it did (Law 78): a reply corrected in time,
    or a call or reckoning scored.  An act refused or ruled against its maker gained him nothing."""
    nxt = next((i for i in range(remark + 1, len(state.log)) if state.acted_by[i] is not None), None)
    if nxt is None:
        return None
    who = state.acted_by[nxt]
    assert who is not None
    ruled = [r for r in state.rulings if r.event == nxt]
    if any(r.outcome in (RulingOutcome.NO_EFFECT, RulingOutcome.TOO_LATE) or r.offender is not None for r in ruled):
        return None
    # A call is scored when it is answered, the act after it.
    scored = any(s.player == who and s.said_at is not None and nxt <= s.said_at <= nxt + 1 for s in state.hand_scores)
    # A call or a reply corrected in time changes what is scored in hand; a lead or a deal put right does not, by itself.
    corrected = any(r.outcome is RulingOutcome.CORRECTED and r.subject is not None and r.subject.item in _DECLARED for r in ruled)
    return who if scored or corrected else None


#: What a correction of a call or reply concerns (its subject): a category declared in hand.
_DECLARED = (Category.POINT.label, Category.SEQUENCE.label, Category.SET.label)


def bystander_may_be_called_on(state: DealState, remark: Said, prejudiced: int, because: str) -> DealState:
    """Law 78's ruling on a remark that affected the score: the player it prejudiced may call on the bystander to pay."""
    by = remark.by or "a bystander"
    name = party(prejudiced)
    return rule_on(
        state,
        act=f"{by} called attention to an error at event {remark.event + 1}, and {because}",
        decision=f"{name} may call on {by} to pay all his stakes and bets on the game",
        laws=(78,),
        injured=prejudiced,
        options=(
            Option(name="call-on-bystander", text=f"call on {by} to pay all his stakes and bets on the game", elector=prejudiced, citations=(law(78),)),
            Option(name="release-bystander", text=f"do not call on {by}", elector=prejudiced, citations=(law(78),)),
        ),
        event=remark.event,
    )
