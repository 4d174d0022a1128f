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
from piquet.game.state import ELDER, REGULAR_HAND, YOUNGER, adversary, DealState, Phase, Said
from piquet.game.variant import Variant
from piquet.table.categories import Category
from piquet.lawbook.citation import law
from lawkit.ruling import Option
from piquet.rules.marks import CLOSING_RUN
from piquet.rules.common import contradiction, rule_on, RulingOutcome, Subject, party
from piquet.rules.scoring import uncontested
from piquet.lawbook.registry import rule, rule_of
from piquet.rules.elections import PENALTY_LAWS

__all__ = ["write_score", "claim_score", "claim_put_right", "last_deal_righted", "claim_last_trick", "claim_penalty", "bystander_remark", "bystander_liability", "bystander_may_be_called_on"]


@rule("write", laws=(70, 74), label="a score written down")
def write_score(state: DealState, who: int, event: WriteScore) -> DealState:
    """What a player writes is kept; the adjudication holds it against the laws' count (Laws 70, 74)."""
    players = {state.setup.elder, state.setup.younger}
    stranger = [name for name, _ in event.scores if name not in players]
    if stranger:
        raise contradiction(state, who, f"{shown(stranger[0])} is not a player in this deal")
    return state


@rule("claim", laws=(70, 74), when=lambda s, w, e: e.what == "score", label="a score claimed wrong")
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
    wrong = state.setup.misscored
    if wrong:
        return rule_on(
            state,
            act=f"{party(who)} claims that a score of the last deal was counted wrongly",
            decision=f"corrected in time: {' and '.join(party(p) for p in wrong)} had not seen his hand of this deal, so the error in "
            "the written score of the last deal is put right, and that deal is scored as the laws count it",
            laws=(70, 74),
            outcome=RulingOutcome.CORRECTED,
            subject=Subject(state.setup.number - 1, "score"),
        )
    return rule_on(
        state,
        act=f"{party(who)} claims that a score was counted wrongly",
        decision="of no effect: the deal is scored as the laws count it; an error in counting the hand is rectified while the player "
        "in error has not seen his next hand" + ("; where the written scores differ, each player's own figure for his own hand is taken" if written else ""),
        laws=(70, 74) if written else (70,),
        outcome=RulingOutcome.NO_EFFECT,
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
        )
        if r.event in claims and r.rule == claimed and r.outcome is RulingOutcome.NO_EFFECT
        else r
        for r in state.rulings
    )
    return state.evolve(rulings=rulings)


def _past_righting(state: DealState) -> tuple[int, ...]:
    """Who has seen his hand of this deal, so that an error of his in the last deal's score is past righting (Law 70).

    When the partie knows who wrote a score wrong, it is those players once
    each has taken up; when it does not, both players once both have.
    """
    if state.phase is not Phase.EXCHANGE:
        return ()
    in_error = state.setup.misscored
    if in_error:
        return in_error if all(state.has_taken_up(who) for who in in_error) else ()
    return (ELDER, YOUNGER) if state.has_taken_up(ELDER) and state.has_taken_up(YOUNGER) else ()


def _in_the_next_deal(state: DealState, who: int, event: PenaltyClaim) -> bool:
    """A score of the last deal claimed wrong once the player in error has taken up his new hand: past righting."""
    return event.what == "score" and bool(_past_righting(state))


@rule("claim", laws=(70, 74), when=_in_the_next_deal, exception_to=claim_score, label="a score claimed wrong after the next hands are seen")
def claim_score_too_late(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """An error in counting is rectified only before the player in error has seen his next hand (Law 70): he has seen it."""
    seen = _past_righting(state)
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
        f"and {whom} of this deal; the score stands as written, each player's own figure "
        "for his own hand being taken where the written scores differ",
        laws=(70, 74),
        subject=Subject(state.setup.number - 1, "score"),
        outcome=RulingOutcome.TOO_LATE,
    )


def _error_of_an_earlier_deal(state: DealState, who: int, event: PenaltyClaim) -> bool:
    """A score claimed wrong when no error stands in the last deal's, but one stood in an earlier deal's, past righting."""
    return event.what == "score" and not state.setup.misscored and bool(state.setup.errors_stood)


@rule(
    "claim",
    laws=(70, 74),
    when=_error_of_an_earlier_deal,
    exception_to=claim_score,
    variant=Variant.RUBICON,
    label="a score of an earlier deal claimed wrong",
)
def claim_score_of_an_earlier_deal(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """The written score that stands wrong is of a deal before the last: the player in error has seen a hand since, so the
    error is past righting (Law 70), and the score stands as written (Law 74)."""
    wrong = " and ".join(party(p) for p in state.setup.errors_stood)
    return rule_on(
        state,
        act=f"{party(who)} claims that a score of an earlier deal was counted wrongly",
        decision=f"too late: {wrong}'s written score of an earlier deal stands wrong, and he has seen his next hand since; "
        "an error in counting a hand is rectified only before that, so the score stands as written",
        laws=(70, 74),
        outcome=RulingOutcome.TOO_LATE,
        subject=Subject(None, "score"),
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
        # A written score of this game, of one earlier deal or several: the partie knows which, the deal only whose.
        subject=Subject(None, "score"),
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
        subject=Subject(None, "score"),
        outcome=RulingOutcome.TOO_LATE,
    )


def _odd_hands_played_out(state: DealState, who: int, event: PenaltyClaim) -> bool:
    held = [state.in_play_count(p) for p in (0, 1)]
    return event.what == "score" and state.phase is Phase.FINISHED and len(state.tricks) >= REGULAR_HAND and max(held) > REGULAR_HAND


@rule("claim", laws=(58, 65), cases=("XIX",), when=_odd_hands_played_out, exception_to=claim_score, label="the last trick claimed when one held thirteen")
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
    return uncontested(state)[1] > 0


@rule("claim", laws=(57, 65), cases=("XIX",), when=_short_hand_played_out, exception_to=claim_score, label="the last trick claimed when one held fewer than twelve")
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


@rule("claim", laws=(44,) + PENALTY_LAWS, when=lambda s, w, e: e.what == "penalty", label="a penalty claimed")
def claim_penalty(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """A player claims that his adversary has incurred a penalty: the referee says which, if any (Law 44)."""
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
    return rule_on(
        state,
        act=f"{party(who)} claims a penalty against {party(other)}",
        decision=f"{party(other)} reckons nothing this deal under Law {', '.join(map(str, laws))}; "
        f"{party(who)} may decline to enforce it",
        laws=(44,) + laws,
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
