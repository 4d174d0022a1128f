"""Questions at the table and their answers (Laws 55, 59 V; Cases XV, XVI), and a call claimed unfounded (Law 54).

What a player is asked and answers is kept with what he said (``said``),
apart from what he holds.  One question the laws give a remedy for is
"how many" of a suit during the play: custom reads it as asking after the
cards the player reckoned good or declared equal (Cases XV, XVI), so the
referee compares the answer with those cards still in his hand.  A wrong
answer lets the adversary retake every card played after it and play
differently (Law 59 V), an option he may take until the deal is scored.
"""

from __future__ import annotations

import attrs

from piquet.game.acts import Answer, AnswerQuestion, Ask, Elect, PenaltyClaim, Play, Reply
from lawkit.elections import Election
from piquet.game.elections import Window
from piquet.game.state import YOUNGER, adversary, DealState, Outcome, Phase, Said
from piquet.table.categories import Category
from piquet.rules.common import choice, offer, no_effect, rule_on, party, RulingOutcome
from lawkit.ruling import Finding
from piquet.rules.elections import elect
from piquet.rules.miscalls import fix_miscall, penalised_for_a_miscall, settle_miscall
from piquet.rules.misnomers import could_have_held, misnamed_by
from piquet.rules.replies import reply_rule
from piquet.lawbook.registry import rule
from piquet.lawbook.citation import au_cent as au_cent_clause
from piquet.lawbook.citation import cites, law
from piquet.table.cards import Card, Suit
from piquet.table.combinations import RankSet, cards_of
from piquet.table.claims import SequenceClaim
from piquet.table.questions import QuestionKind, card_named, number_said

__all__ = ["ask", "answer", "answer_to_how_many", "retake_after_misinformation", "keep_play", "claim_unfounded_call", "declared_cards"]
__all__ += ["which_out_admits_the_trio", "answer_which_out", "WHICH_OUT", "claim_misinformed"]

#: The key of the Law 59 V option.
MISINFORMED = "law-59-v"


def declared_cards(state: DealState, who: int) -> int:
    """The cards a player reckoned good (his scores in hand), as a mask of the cards he held after the exchange."""
    held = state.hands[who] | state.played[who]
    bits = 0
    for score in state.hand_scores:
        if score.player != who:
            continue
        if score.what is not None:
            bits |= cards_of(score.what, held)
    return bits


@rule("ask", laws=(55,), cases=("XV", "XVI"), label="a question to the adversary")
def ask(state: DealState, who: int, event: Ask) -> DealState:
    """A question is kept with what was said; it changes nothing until it is answered (Law 55)."""
    return state.evolve(said=state.said + (Said(state.events, who, "ask", question=event.asked),))


def _last_question(state: DealState, who: int) -> Said | None:
    for said in reversed(state.said):
        if said.kind == "ask":
            return said if said.player != who else None
        if said.kind == "answer":
            return None
    return None


def _how_many(state: DealState, who: int, event: AnswerQuestion) -> bool:
    asked = _last_question(state, who)
    if asked is None or asked.question is None or state.phase not in (Phase.PLAY, Phase.FINISHED):
        return False
    return asked.question.kind is QuestionKind.HOW_MANY and number_said(event.answer) is not None


@rule("answer", laws=(55,), label="a question answered")
def answer(state: DealState, who: int, event: AnswerQuestion) -> DealState:
    """An answer is kept with what was said; only an answer to a question asked of this player is one."""
    if _last_question(state, who) is None:
        return no_effect(state, act=f"{party(who)} answers", why="no question was put to him", laws=(55,))
    said = Said(state.events, who, "answer", number=number_said(event.answer), card=card_named(event.answer))
    return state.evolve(said=state.said + (said,))


@rule("answer", laws=(55, 59), cases=("XV", "XVI"), when=_how_many, exception_to=answer, label="how many of a suit, answered")
def answer_to_how_many(state: DealState, who: int, event: AnswerQuestion) -> DealState:
    """"How many of a suit?" asks after the cards reckoned or declared (Cases XV, XVI).

    A wrong count misinforms: the asker may retake every card played after
    the answer and play differently (Law 59 V).
    """
    asked = _last_question(state, who)
    assert asked is not None and asked.question is not None
    suit = asked.question.suit
    assert suit is not None
    given = number_said(event.answer)
    state = answer(state, who, event)
    truth = (declared_cards(state, who) & state.hands[who] & (0xFF << (8 * suit.value))).bit_count()
    if given == truth:
        return _answer_stands_by_custom(state, who, asked.question.words, event.answer, suit, truth)
    state = rule_on(
        state,
        act=f"{party(who)} answers {event.answer!r} to {party(adversary(who))}'s {asked.question.words!r}",
        decision=f"{party(who)} has {truth} of the {suit.plural} he reckoned or declared still in hand: "
        f"{party(adversary(who))} is misinformed and may retake every card played after the answer and play differently",
        laws=(59,),
        cases=("XV", "XVI"),
        offender=who,
        injured=adversary(who),
        facts=("the question is taken to ask after the cards reckoned good or declared equal (Cases XV, XVI)",),
    )
    return offer(
        state,
        key=MISINFORMED,
        elector=adversary(who),
        choices=(
            choice("retake", "every card played after the answer is taken up and played again", retake_after_misinformation, (59,)),
            choice("stand", "the play stands as played", keep_play, (59,)),
        ),
        window=Window.UNTIL_DEAL_SCORED,
        lapses_to="stand",
        blocking=False,
    )


@cites(55, 59, cases=("XVI",))
def _answer_stands_by_custom(state: DealState, who: int, asked: str, said: str, suit: Suit, truth: int) -> DealState:
    """A true count of the cards declared stands, though the player holds more of the suit that he never declared (Case XVI).

    The laws oblige a player to show only what he called good or equal
    (Law 55); custom reads "how many" as asking after those cards, and the
    answer counts them alone.  No ruling when the two counts agree.
    """
    held = (state.hands[who] & (0xFF << (8 * suit.value))).bit_count()
    if held == truth:
        return state
    return rule_on(
        state,
        act=f"{party(who)} answers {said!r} to {party(adversary(who))}'s {asked!r}, holding {held} {suit.plural}",
        decision=f"the answer stands: by custom, not by law, the question asks after the cards reckoned good or declared "
        f"equal, and {party(who)} holds {truth} of those; the {suit.plural} he never declared are not counted, "
        f"and {party(adversary(who))} has no remedy",
        laws=(55, 59),
        cases=("XVI",),
        facts=(f"{party(who)} holds {held} {suit.plural}, {truth} of them reckoned or declared",),
    )


@rule("effect", laws=(59,), cases=("XV",), label="cards retaken after misinformation")
def retake_after_misinformation(state: DealState, election: Election) -> DealState:
    """Every play after the misinformation is taken up; the play goes on from there (Law 59 V)."""
    since = election.event if election.event is not None else state.events
    taken = tuple((index, None) for index in range(since, len(state.log)) if isinstance(state.log[index], Play))
    return state.evolve(retaken=state.retaken + taken)


@rule("effect", laws=(59,), label="the play stands after misinformation")
def keep_play(state: DealState, election: Election) -> DealState:
    """The misinformed player lets the play stand."""
    return state


@rule("claim", laws=(44, 52, 53, 54, 55, 58), cases=("II", "VIII"), also=(au_cent_clause("unheld-quatorze-or-trio"),), when=lambda s, w, e: e.what == "unfounded call",
      label="a call claimed unfounded")
def claim_unfounded_call(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """A player claims his adversary called what he did not hold (Law 54).

    The referee looks at what the adversary said and what he held when he
    said it.  A claim uncorrected when the younger hand played to the first
    trick takes everything from the caller (applied then); before that the
    caller may still correct it (Law 52).
    """
    other = adversary(who)
    claimed = f"{party(who)} claims that {party(other)} called what he did not hold"
    unfounded = [s for s in state.said if s.player == other and s.kind in ("call", "reckon") and s.held is None and not s.corrected]
    if other in state.miscalls:
        # The claim is the discovery of a miscall fixed at the first trick: the Law 54 ruling is given now.
        return settle_miscall(state, other, act=claimed)
    if not unfounded:
        # A call named wrongly but held at the value called is a misnomer, not a miscall (Law 53).
        misnomer = misnamed_by(state, other)
        return rule_on(
            state,
            act=claimed,
            decision=f"of no effect: everything {party(other)} called or reckoned was in his hand or discard"
            + ("; what he named wrongly was a misnomer, which carries no penalty" if misnomer else "")
            + "; the claim fails",
            laws=(53, 54) if misnomer else (54,),
            outcome=RulingOutcome.NO_EFFECT,
        )
    said = unfounded[0]
    settled = state.younger_has_played
    standing = {h.category for h in state.hand_scores if h.player == other and not h.founded}
    shown = any(s.kind == "shown" and s.player == other and s.event > said.event for s in state.said)
    if (
        said.claim is not None and not penalised_for_a_miscall(state, other)
        and not any(s.claim is not None and s.claim.category in standing for s in unfounded)
        and (said.kind == "call" or shown)
    ):
        if not could_have_held(state, other, said.claim):
            # Not even his hand and discard together could hold it: Law 54 sets no penalty on such a call.  Shown of his
            # own accord before he played (a note under Law 55 on that show), it was put right by the show as well.
            shows = {s.event for s in state.said if s.kind == "shown" and s.player == other and s.event > said.event}
            by_a_show = any(r.note and r.event in shows and law(55) in r.citations for r in state.rulings)
            return no_effect(
                state,
                act=claimed,
                why=f"{party(other)} said {said.claim} at event {said.event + 1}, which no cards of his, in hand or discard, could "
                "make up: Law 54 sets no penalty for such a call"
                + (", and he showed what he held of his own accord before he played" if by_a_show else ", which scores nothing claimed or not")
                + "; the claim changes nothing",
                laws=(54, 55) if by_a_show else (54,),
            )
        if said.kind == "call" and state.dialogue(said.claim.category).outcome is not Outcome.GOOD:
            # Answered "not good" or "equal", the call was never allowed good: Law 54's penalty does not reach it.
            return no_effect(
                state,
                act=claimed,
                why=f"{party(other)} said {said.claim} at event {said.event + 1} without holding it, but it was not allowed "
                "good, and the penalty falls only on a miscall allowed good; the claim fails",
                laws=(54,),
            )
        if shown:
            # No longer standing: he showed what he held of his own accord before playing a card (Law 55).
            return no_effect(
                state,
                act=claimed,
                why=f"{party(other)} said {said.claim} at event {said.event + 1} without holding it, but showed what he held "
                "before playing a card, which relieves him of the penalty for miscalling; the claim fails",
                laws=(55, 54),
            )

    if not any(could_have_held(state, other, s.claim) for s in unfounded if s.claim is not None):
        # Law 54 exempts from its penalty a call the caller could not possibly have held in hand and discard.
        return no_effect(
            state,
            act=claimed,
            why=f"{party(other)} said {said.claim} at event {said.event + 1}, which he could not possibly have held in hand and "
            f"discard together: no penalty; the call scores nothing, and {party(who)} reckons what he has good",
            laws=(54,),
        )
    return rule_on(
        state,
        act=claimed,
        decision=f"the claim is good: {party(other)} said {said.claim} at event {said.event + 1} without holding it; "
        + (
            f"not corrected before the younger hand played to the first trick, {party(other)} reckons nothing this deal"
            if settled
            else f"{party(other)} may still correct it before the younger hand plays to the first trick (Law 52)"
        ),
        laws=(54,) if settled else (52, 54),
        offender=other,
        injured=who,
    )


#: The question that asks which card of a trio called is not reckoned (Cases VII, VIII).
WHICH_OUT = "which out"


def _which_out_unanswered(state: DealState, who: int, event: Ask) -> bool:
    """The younger asks which card of a trio is out while the trio still awaits his reply."""
    if event.question != WHICH_OUT or who != YOUNGER:
        return False
    dialogue = state.dialogue(Category.SET)
    return dialogue.outcome is Outcome.AWAITING and dialogue.call is not None


@rule("ask", laws=(55,), cases=("VII",), when=_which_out_unanswered, exception_to=ask, label="which card of a trio is out, asked before replying")
def which_out_admits_the_trio(state: DealState, who: int, event: Ask) -> DealState:
    """Asking which card of a trio is not reckoned admits the trio good (Case VII).

    The question asks to be shown part of what was called, and a player must
    show only what is allowed good or equal (Law 55): so the question is an
    allowance, and the asker cannot afterwards call the trio not good.
    """
    call = state.dialogue(Category.SET).call
    state = ask(state, who, event)
    state = rule_on(
        state,
        act=f"{state.setup.younger} asks which card of the {call} called is not reckoned",
        decision=f"to ask which card is out is to admit the {call} good: {state.setup.elder} scores it, "
        f"and {state.setup.younger} cannot afterwards call it not good",
        laws=(55,),
        cases=("VII",),
    )
    return reply_rule(state, who, Reply(event.player, Answer.GOOD))


def _answers_which_out(state: DealState, who: int, event: AnswerQuestion) -> bool:
    asked = _last_question(state, who)
    return asked is not None and asked.question is not None and asked.question.kind is QuestionKind.WHICH_OUT


@rule("answer", laws=(53, 54), cases=("II", "VIII"), when=_answers_which_out, exception_to=answer, label="which card of a trio is out, answered")
def answer_which_out(state: DealState, who: int, event: AnswerQuestion) -> DealState:
    """Naming the card out stands in place of showing the trio (Case VIII): a trio so defined that is not held is a call not held.

    The named card fixes the three reckoned; if the player does not hold
    all three, his call is unfounded, and Law 54 governs it, though he held
    three of the rank: it is no misnomer.  But if the three named could not
    possibly have been in his hand and discard together (the card missing
    is in the adversary's hand), Law 54 itself sets no penalty.
    """
    state = answer(state, who, event)
    named = card_named(event.answer)
    if named is None:
        return state
    trio = next((s for s in state.hand_scores if s.player == who and isinstance(s.what, RankSet) and s.what.count == 3 and s.what.rank == named.rank), None)
    if trio is None:
        return state
    claimed = sum(Card(named.rank, suit).bit for suit in Suit if suit is not named.suit)
    held = state.hands[who] | state.played[who]
    if claimed & ~held == 0:
        return state
    if trio.founded and claimed & ~(held | state.discards[who]):
        # The three he named could not be in his hand and discard together: like a misnomer, no penalty (Laws 53, 54).
        return rule_on(
            state,
            act=f"{party(who)} names {named} as the {named.rank.name.lower()} not reckoned, and does not hold all of the other three",
            decision=f"no penalty: {party(who)} holds {trio.what}, and the three other than {named} are a holding he could "
            "not possibly have had in his hand and discard together; the call stands for the three he holds",
            laws=(54, 53),
        )
    # The answer defines the trio as three he does not hold: a call of what he does not hold, not a misnomer (Case VIII).
    # Nobody at the table knows it yet: it stands as any miscall does, its penalty fixed at the first trick and ruled
    # when the error is found (Law 54).
    kept = tuple(attrs.evolve(s, founded=False) if s is trio else s for s in state.hand_scores)
    state = state.evolve(hand_scores=kept)
    if state.younger_has_played:
        if not penalised_for_a_miscall(state, who):
            state = fix_miscall(state, who)
    return state


def _misinformed_claimed(state: DealState, who: int, event: PenaltyClaim) -> bool:
    return event.what == "misinformed"


def _unnamed_calls(state: DealState, who: int) -> list[Said]:
    """The adversary's calls of a point or sequence, allowed and not withdrawn, that named neither suit nor top card."""
    found = []
    for said in state.said:
        claim = said.claim
        if said.player != who or said.kind not in ("call", "reckon") or said.corrected or claim is None:
            continue
        if isinstance(claim, SequenceClaim) and claim.top is None and claim.suit is None:
            found.append(said)
    return found


@rule("claim", laws=(48, 55, 59), cases=("XII", "XVI"), when=_misinformed_claimed, label="the cards claimed to be played again as misinformed")
def claim_misinformed(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """A player claims to have the cards played again because he was misinformed (Law 59 V).

    The law's remedy follows a wrong answer to a question about cards
    allowed good or equal; if one was given, the claim takes it.  Without
    one there was no misinformation: a sequence called by its length alone
    is enough when good against the cards (Law 48), and the claimant could
    have asked to see it (Law 55).  Custom expects the caller to name the
    suit when there may be doubt; that is etiquette, not law (Case XII).  An
    answer to a question is taken of the cards declared, so "none" of a suit
    he declared nothing in is true (Case XVI).
    """
    if any(e.key == MISINFORMED and e.elector == who for e in state.elections):
        return elect(state, who, Elect(event.player, "retake", MISINFORMED))
    unnamed = _unnamed_calls(state, adversary(who))
    act = f"{party(who)} claims to have the cards played again, as misinformed"
    asked = any(s.kind == "ask" and s.player == who for s in state.said)
    answered = any(s.kind == "answer" and s.player == adversary(who) for s in state.said)
    if not unnamed or asked:
        return rule_on(
            state,
            act=act,
            decision=f"of no effect: {party(who)} was not misinformed; the cards are played again only after a wrong answer to a question "
            f"about cards allowed good or equal, and {party(adversary(who))} gave none; the play stands",
            facts=(f"{party(who)} asked about the calls, and was told or shown truly",) if asked else (),
            laws=(59, 55),
            # Answered of what was declared, he was told truly (Case XVI); not asking, he was told nothing false (Case XII).
            cases=("XVI",) if answered else ("XII",) if not asked else (),
            outcome=RulingOutcome.NO_EFFECT,
        )
    said = unnamed[0]
    good = state.dialogue(Category.SEQUENCE).first_good_against_the_cards
    named = "good against the cards, needed neither its suit nor its top card" if good else (
        "not good against the cards, owed its top card (Law 48), but was answered without asking it")
    return rule_on(
        state,
        act=act,
        decision=f"of no effect: {party(who)} was not misinformed, and the play stands: {party(adversary(who))}'s {said.claim}, {named}, "
        f"and {party(who)} could have asked to see it or asked to what card it is. "
        f"By custom, not law, a player names the suit of a claim that may be doubtful, and an unnamed claim is taken for "
        f"the best that could be held; players who play on that understanding should agree to play the cards again, "
        f"but the laws give no such right",
        laws=(59, 48, 55),
        cases=("XII",),
        facts=(Finding(f"{party(adversary(who))} called {said.claim} without naming its suit or top card", (said.event,)),
               f"{party(who)} asked no question about it"),
               outcome=RulingOutcome.NO_EFFECT,
    )
