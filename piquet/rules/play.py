"""Playing the cards (Laws 56-60, 65-66, 71): leads, following suit, tricks, and their irregularities.

One card is one act of the play: a ``play`` event of several cards (a
leader leading cards one after another without waiting, Law 59 II) is
dispatched card by card.  The base rule plays a card in turn, following suit;
its labelled exceptions are a lead out of turn (Law 59 III) and a revoke
(Law 59 IV), which stands until it is claimed, when every card from it on is
taken up and played again.
"""

from __future__ import annotations

from piquet.lawbook.citation import cites, law
from piquet.game.acts import Concede, Event, PenaltyClaim, Play, Retake
from piquet.game.state import ELDER, REGULAR_HAND, YOUNGER, adversary, DealState, Phase, Place, trick_of
from piquet.rules.common import contradiction, rule_on, party, RulingOutcome
from lawkit.ruling import Finding
from piquet.rules.marks import PLAY_RUN
from piquet.rules.play_common import play_is_over, standing_plays, taken_up_by_a_revoke
from piquet.lawbook.registry import rule, rule_of, run
from piquet.table.cards import PACK, Card, bits_of

__all__ = ["play_card", "lead_out_of_turn", "revoke", "concede", "trick_winner", "legal_cards", "claim_revoke"]
__all__ += ["retake_string_lead", "retake_string_lead_too_late"]
__all__ += ["retake_played", "retake_lead_out_of_turn", "retake_lead_after_correction", "played_beyond_the_leads", "retake_surplus"]

#: The rules and helpers that cite a law, documented with the rest (the law index links to them).
__all__ += ["unclaimed_revoke"]

PLAYING_STAGES = (Phase.DECLARATION, Phase.PLAY)
#: Members as module names, read at every act (through the enum's class, several times slower).
_FINISHED = Phase.FINISHED
_PLAY = Phase.PLAY


@cites(59)
def trick_winner(leader: int, led: int, followed: int) -> int:
    """The higher card of the suit led wins the trick."""
    if led >> 3 == followed >> 3 and followed > led:
        return 1 - leader
    return leader


@cites(59)
def legal_cards(hand_bits: int, led: int | None) -> int:
    """The cards a player may play: any when leading, else the suit led if he has it (Law 59 IV)."""
    if led is None:
        return hand_bits
    suit_bits = hand_bits & (0xFF << (8 * (led >> 3)))
    return suit_bits or hand_bits


def _leading(state: DealState, who: int) -> bool:
    return not state.pending or who == state.leader


def _out_of_turn(state: DealState, who: int, card: Card) -> bool:
    return not state.pending and who != state.leader


def _revokes(state: DealState, who: int, card: Card) -> bool:
    if _leading(state, who):
        return False
    return not legal_cards(state.hands[who], state.pending[0]) & card.bit


def _first_card(state: DealState, who: int) -> DealState:
    """The first card of the play (or a hand thrown down in its place) settles what the "first lead" rules settle."""
    settled: DealState = run("first lead", state.phase, state, who)
    return settled


def _place_card(state: DealState, who: int, card: Card, *, leader: int) -> DealState:
    """Put the card on the table: a lead joins the leads awaiting an answer, a follow makes a trick."""
    if not state.tricks and not state.pending:
        state = _first_card(state, who)
    bit = card.bit
    hands = state.hands
    played = state.played
    if who == ELDER:
        new_hands = (hands[0] & ~bit, hands[1])
        new_played = (played[0] | bit, played[1])
    else:
        new_hands = (hands[0], hands[1] & ~bit)
        new_played = (played[0], played[1] | bit)
    pending = state.pending
    tricks = state.tricks
    if not pending or who == leader:
        pending = pending + (card.index,)
    else:
        led = pending[0]
        pending = pending[1:]
        winner = trick_winner(leader, led, card.index)
        tricks = tricks + (trick_of(leader, led, card.index, winner),)
        if not pending:
            leader = winner
    return state.evolve(
        phase=_FINISHED if play_is_over(new_hands, pending, leader) else _PLAY,
        hands=new_hands,
        played=new_played,
        pending=pending,
        tricks=tricks,
        leader=leader,
    )


@rule("play", laws=(56, 59, 65), cases=("X", "XI"), stages=PLAYING_STAGES, label="a card played in turn", marks=(PLAY_RUN,))
def play_card(state: DealState, who: int, card: Card) -> DealState:
    """Lead or follow in turn; the follower follows suit (Law 59 IV).

    The elder's first lead closes his calls; leads made one after another
    are answered in order (Law 59 II, Cases X, XI).  A trick won from a
    string of leads leaves the rest led out of turn; once the adversary plays
    to them they stand (Law 59 III).
    """
    new = _place_card(state, who, card, leader=state.leader)
    made = new.tricks[-1] if len(new.tricks) > len(state.tricks) else None
    if made is not None and new.pending and made.winner != made.leader:
        new = rule_on(
            new,
            act=f"{party(who)} wins {PACK[made.led]} with {card} out of a string of leads",
            decision=f"the {len(new.pending)} card(s) {party(made.leader)} led after it were led out of turn; "
            f"once {party(who)} plays to them the tricks stand as played",
            laws=(59,),
            cases=("XI",),
            offender=made.leader,
        )
    return new


@rule(
    "play",
    laws=(59,),
    when=_out_of_turn,
    exception_to=play_card,
    stages=PLAYING_STAGES,
    label="a lead out of turn",
    marks=(PLAY_RUN,),
)
def lead_out_of_turn(state: DealState, who: int, card: Card) -> DealState:
    """A player leads when it is his adversary's lead (Law 59 III).

    The card may be taken back (``retake``) until the adversary plays to
    it; once he has, the trick stands and the error cannot be put right.
    """
    state = rule_on(
        state,
        act=f"{party(who)} leads {card} out of turn; it was {party(state.leader)}'s lead",
        decision=f"{party(who)} may take the card back until {party(adversary(who))} plays to it; "
        "once he has played to it, the trick stands as played",
        laws=(59,),
        offender=who,
        injured=adversary(who),
        facts=(f"{party(state.leader)} had the lead",),
    )
    return _place_card(state, who, card, leader=who)


@rule(
    "play",
    laws=(59,),
    when=_revokes,
    exception_to=play_card,
    stages=PLAYING_STAGES,
    label="a revoke",
    marks=(PLAY_RUN,),
)
def revoke(state: DealState, who: int, card: Card) -> DealState:
    """A card of another suit played while holding the suit led (Law 59 IV).

    The card stands until the error is claimed; then the card and every card
    played after it are taken up and played again (see :func:`claim_revoke`).
    The referee notes it, unannounced, as the players would find it later.
    """
    noted = state.evolve(revokes=state.revokes + ((state.events, who, card.index),))
    return _place_card(noted, who, card, leader=state.leader)


@rule("unclaimed revoke", laws=(59,), label="a revoke never claimed")
def unclaimed_revoke(state: DealState, index: int, who: int, card: int) -> DealState:
    """A revoke nobody claimed before the deal was scored: the play stands (Law 59 IV).

    The law gives its remedy "when the error is detected"; the referee, who
    sees every card, reports the revoke so the players know, but does not
    take up cards no one asked to retake.
    """
    return rule_on(
        state,
        act=f"{party(who)} played {PACK[card]} holding the suit led, and the revoke was not claimed",
        decision="the play stands as played: Law 59 IV retakes the cards only when the error is found and claimed",
        laws=(59,),
        offender=who,
        injured=adversary(who),
        event=index,
        facts=(f"{party(who)} held the suit led when he played {PACK[card]}",),
    )


def _revoke_put_right(state: DealState, offender: int) -> bool:
    """Whether a revoke of ``offender`` was already put right in this deal (a card he left taken up in the play, Case XIII)."""
    return any(r.offender == offender and law(59) in r.citations and r.outcome is RulingOutcome.CORRECTED for r in state.rulings)


@rule("claim", laws=(59,), when=lambda s, w, e: e.what == "revoke", label="a revoke claimed")
def claim_revoke(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """A revoke claimed: the revoking card and all cards after it are taken up (Law 59 IV).

    The play of the rest proceeds as though no error had been committed.  A
    claim of a revoke that was not made changes nothing.
    """
    found = [r for r in state.revokes if r[1] == adversary(who)]
    if not found and _revoke_put_right(state, adversary(who)):
        return rule_on(
            state,
            act=f"{party(who)} claims that {party(adversary(who))} revoked",
            decision="of no effect: the revoke was put right when it came to light, the cards played after it taken up",
            laws=(59,),
            outcome=RulingOutcome.NO_EFFECT,
        )
    if not found:
        return rule_on(
            state,
            act=f"{party(who)} claims that {party(adversary(who))} revoked",
            decision="of no effect: no revoke was made; the play stands",
            laws=(59,),
            facts=(f"{party(adversary(who))} followed suit whenever he could",),
            outcome=RulingOutcome.NO_EFFECT,
        )
    index, _, card = found[0]
    taken = taken_up_by_a_revoke(state, index, card)
    state = rule_on(
        state,
        act=f"{party(who)} claims that {party(adversary(who))} revoked",
        decision=f"{party(adversary(who))} revoked with {PACK[card]} at event {index + 1}: that card and every card played "
        "after it are taken up, and the play goes on from there as though no error had been made",
        laws=(59,),
        offender=adversary(who),
        injured=who,
        facts=(
            Finding(f"{party(adversary(who))} played {PACK[card]} holding the suit led", (index,)),
            Finding(f"{len(taken)} play(s) taken up", tuple(at for at, _ in taken)),
        ),
        # The law's remedy puts the play right as though the error had not been made: no penalty, an error corrected.
        outcome=RulingOutcome.CORRECTED,
    )
    return state.evolve(retaken=state.retaken + taken)


def _led_and_unanswered(state: DealState, who: int, event: Retake) -> bool:
    """The cards retaken are all led by ``who`` and not yet played to."""
    pending_bits = sum(1 << i for i in state.pending)
    return bool(state.pending) and state.leader == who and event.cards.bits & ~pending_bits == 0


def _taken_back(state: DealState, who: int, bits: int, leader: int) -> DealState:
    """The state with cards led and not yet answered back in the leader's hand; ``leader`` leads next."""
    hands = list(state.hands)
    played = list(state.played)
    hands[who] |= bits
    played[who] &= ~bits
    pending = tuple(i for i in state.pending if not (1 << i) & bits)
    return state.evolve(
        hands=(hands[0], hands[1]),
        played=(played[0], played[1]),
        pending=pending,
        leader=leader if not pending else state.leader,
        phase=Phase.PLAY if state.first_lead_made or pending else state.phase,
    )


def _led_out_of_turn_and_played_to(state: DealState, who: int, event: Retake) -> bool:
    """Whether a card retaken is of a trick led out of turn, as a ruling said, and played to (Law 59 III).

    The leader's card, or the card his adversary played to it: once the
    adversary has played to a lead out of turn the trick stands, and
    neither may take his card back.
    """
    ruled = {r.event for r in state.rulings if r.rule == rule_of(lead_out_of_turn).name}
    led_out = 0
    for index, act in standing_plays(state).items():
        if index in ruled:
            led_out |= bits_of(act.cards)
    bits = event.cards.bits
    return any(
        (1 << trick.led) & led_out and bits & ((1 << trick.led) if trick.leader == who else (1 << trick.followed))
        for trick in state.tricks
    )


@rule("retake", laws=(59,), stages=PLAYING_STAGES, label="a card taken back from the table")
def retake_played(state: DealState, who: int, event: Retake) -> DealState:
    """A card once led or played cannot be taken up (Law 59): a retake is ruled ineffective and the play stands.

    A lead out of turn may be taken back only until the adversary plays to
    it (Law 59 III); taking it back after that is too late.
    """
    late = _led_out_of_turn_and_played_to(state, who, event)
    return rule_on(
        state,
        act=f"{party(who)} takes back {event.cards}",
        decision="too late: the card led out of turn has been played to, and the trick stands as played"
        if late
        else "of no effect: a card once led or played cannot be taken up; the play stands",
        laws=(59,),
        offender=who,
        outcome=RulingOutcome.TOO_LATE if late else RulingOutcome.NO_EFFECT,
    )


def _out_of_turn_and_unanswered(state: DealState, who: int, event: Retake) -> bool:
    return _led_and_unanswered(state, who, event) and _rightful_leader(state) != who


@rule("retake", laws=(59,), when=_out_of_turn_and_unanswered, exception_to=retake_played, stages=PLAYING_STAGES, label="a lead out of turn taken back")
def retake_lead_out_of_turn(state: DealState, who: int, event: Retake) -> DealState:
    """A lead out of turn taken back before the adversary played to it (Law 59 III); the rightful leader leads."""
    right = _rightful_leader(state)
    state = rule_on(
        state,
        act=f"{party(who)} takes back {event.cards}",
        decision=f"the card led out of turn is taken back before it was played to; {party(right)} leads",
        laws=(59,),
        offender=who,
        outcome=RulingOutcome.CORRECTED,
    )
    return _taken_back(state, who, event.cards.bits, right)


@rule("surplus", laws=(59,), cases=("X",), stages=PLAYING_STAGES, label="a card played beyond a string of leads")
def played_beyond_the_leads(state: DealState, who: int, card: Card) -> DealState:
    """A player answering several leads at once plays more cards than were led: the extra card is played in error (Law 59 II).

    It lies on the table as played, in no trick, and the play goes on with
    the player a card short; he may take it back when the error is found,
    and then every card played after it is taken up and played over again
    (Case X).  Not taken back, it stays out of play, and the adversary's
    last card, which he cannot answer, counts as a trick (Law 57).
    """
    at = state.events
    earlier = [entry for entry in state.surplus if entry[0] == at]
    if earlier:
        surplus = tuple(entry if entry[0] != at else (at, who, entry[2] | card.bit) for entry in state.surplus)
    else:
        state = rule_on(
            state,
            act=f"{party(who)} plays {card} beyond the cards {party(adversary(who))} led",
            decision=f"{card} is played in error; {party(who)} may take back the extra card when the error is found, "
            "and every card played after it is then taken up and played over again",
            laws=(59,),
            cases=("X",),
            offender=who,
        )
        surplus = state.surplus + ((at, who, card.bit),)
    bit = card.bit
    hands = (state.hands[0] & ~bit, state.hands[1]) if who == ELDER else (state.hands[0], state.hands[1] & ~bit)
    played = (state.played[0] | bit, state.played[1]) if who == ELDER else (state.played[0], state.played[1] | bit)
    phase = Phase.FINISHED if play_is_over(hands, state.pending, state.leader) else Phase.PLAY
    return state.evolve(hands=hands, played=played, surplus=surplus, phase=phase)


def _cards_of(act: Event) -> int:
    return bits_of(act.cards) if isinstance(act, Play) else 0


def _leaves_a_revoke(state: DealState, who: int, index: int, extra: int, taken: int) -> bool:
    """Whether the cards left after taking ``taken`` back from the play at ``index`` fail to follow suit to the leads they answer.

    Case X lets the player choose which card to take back, but what stays
    must answer the leads as Law 59 requires: a choice that would leave a
    revoke is not one the laws give him.
    """
    standing = standing_plays(state)
    act = standing.get(index)
    if act is None:
        return False
    answered = len(act.cards) - extra.bit_count()
    led: list[Card] = []
    for earlier in reversed([at for at in standing if at < index]):
        if state.acted_by[earlier] == who:
            break
        led = list(standing[earlier].cards) + led
    leads = led[-answered:] if answered else []
    held = state.hands[who] | _cards_of(act)
    for at, later in standing.items():
        if at > index and state.acted_by[at] == who:
            held |= _cards_of(later)
    kept = [card for card in act.cards if not taken & card.bit]
    for lead, answer in zip(leads, kept):
        if not legal_cards(held, lead.index) & answer.bit:
            return True
        held &= ~answer.bit
    return False


def _surplus_act(state: DealState, index: int) -> int:
    """The cards of the play at ``index`` as it stands: a card already taken back from it is no longer on the table (Case X)."""
    act = standing_plays(state).get(index)
    return _cards_of(act) if act is not None else 0


def _retakes_surplus(state: DealState, who: int, event: Retake) -> bool:
    """Whether the cards retaken are all among the cards now on the table from a play that went beyond the leads (Case X)."""
    return any(
        player == who
        and event.cards.bits & ~_surplus_act(state, index) == 0
        and len(event.cards) <= extra.bit_count()
        and not _leaves_a_revoke(state, who, index, extra, event.cards.bits)
        for index, player, extra in state.surplus
    )


@rule("retake", laws=(59,), cases=("X",), when=_retakes_surplus, exception_to=retake_played, label="cards played beyond the leads taken back")
def retake_surplus(state: DealState, who: int, event: Retake) -> DealState:
    """The player who played too many cards to a string of leads takes one back: every card played after them is taken up,
    and the hand is played over from there (Law 59 II, Case X).

    The law puts the error right and sets no penalty (Case X lays the consequences on the leader who did not count), so
    no one is named in error.
    """
    index = next(
        i for i, p, extra in state.surplus
        if p == who and event.cards.bits & ~_surplus_act(state, i) == 0 and not _leaves_a_revoke(state, who, i, extra, event.cards.bits)
    )
    standing = standing_plays(state)
    act = standing[index]
    kept = Play(act.player, tuple(c for c in act.cards if not event.cards.bits & c.bit))
    later = tuple((i, None) for i in standing if i > index)
    state = rule_on(
        state,
        act=f"{party(who)} takes back {event.cards}, played beyond the cards led at event {index + 1}",
        decision=f"the extra card is taken back; {len(later)} later play(s) are taken up, and the hand is played over again from there",
        laws=(59,),
        cases=("X",),
    )
    return state.evolve(retaken=state.retaken + ((index, kept),) + later)


def _string_play(state: DealState, who: int, bits: int) -> Play | None:
    """The play of several cards at once by ``who`` (a string of leads, Law 59 II) that holds all these cards, if any.

    Only a play that stands counts: a string taken up by a retake was never
    led, as far as the hand played over again goes (Law 59 II, Case X), so a
    card of it led again alone is a lead like any other (Law 59), not one of
    a string that Case XI lets the leader change.
    """
    for at, act in reversed(standing_plays(state).items()):
        if state.acted_by[at] == who and len(act.cards) > 1 and bits & ~bits_of(act.cards) == 0:
            return act
    return None


def _string_lead_unanswered(state: DealState, who: int, event: Retake) -> bool:
    return _led_and_unanswered(state, who, event) and _rightful_leader(state) == who and _string_play(state, who, event.cards.bits) is not None


def _string_lead_answered(state: DealState, who: int, event: Retake) -> bool:
    if _led_and_unanswered(state, who, event) or _string_play(state, who, event.cards.bits) is None:
        return False
    answered = sum(1 << t.led for t in state.tricks if t.leader == who)
    return event.cards.bits & ~answered == 0


@rule("retake", laws=(59,), cases=("XI",), when=_string_lead_unanswered, exception_to=retake_played, stages=PLAYING_STAGES,
      label="a card of a string of leads changed before it is played to")
def retake_string_lead(state: DealState, who: int, event: Retake) -> DealState:
    """A card laid down among several leads may be changed until the adversary plays to it (Case XI).

    The leader has put cards on the table for the adversary to answer in
    order; until a card is answered it has not been played to, so the
    leader may take it back and lead another in its place.
    """
    state = rule_on(
        state,
        act=f"{party(who)} takes back {event.cards}, laid down with other leads and not yet played to",
        decision=f"the error is put right in time: {party(adversary(who))} has not played to {event.cards}, "
        f"so {party(who)} takes it back and may lead another card in its place",
        laws=(59,),
        cases=("XI",),
        outcome=RulingOutcome.CORRECTED,
    )
    return _taken_back(state, who, event.cards.bits, who)


@rule("retake", laws=(59,), cases=("XI",), when=_string_lead_answered, exception_to=retake_played, stages=PLAYING_STAGES,
      label="a card of a string of leads changed after it is played to")
def retake_string_lead_too_late(state: DealState, who: int, event: Retake) -> DealState:
    """A card laid down among several leads and already answered stands: the chance to change it ended with the answer (Case XI)."""
    return rule_on(
        state,
        act=f"{party(who)} takes back {event.cards}, laid down with other leads",
        decision=f"too late: {party(adversary(who))} has played to {event.cards}, and a card once played to cannot be taken up; "
        "the play stands",
        laws=(59,),
        cases=("XI",),
        offender=who,
        outcome=RulingOutcome.TOO_LATE,
    )


def _after_a_late_correction(state: DealState, who: int, event: Retake) -> bool:
    corrected = [s.event for s in state.said if s.kind == "correct after the lead" and s.player == YOUNGER]
    if not corrected or who != ELDER or state.tricks or not _led_and_unanswered(state, who, event):
        return False
    # The liberty is the correction's (Law 52): used once, it is spent, and a revoke's retake later does not revive it.
    used = rule_of(retake_lead_after_correction).name
    return not any(r.rule == used and r.event is not None and r.event > corrected[-1] for r in state.rulings)


@rule("retake", laws=(52, 59), when=_after_a_late_correction, exception_to=retake_played, stages=PLAYING_STAGES, label="the first lead taken back after a correction")
def retake_lead_after_correction(state: DealState, who: int, event: Retake) -> DealState:
    """The younger corrected a miscall after the elder led: the elder may take back his lead and play differently (Law 52)."""
    state = rule_on(
        state,
        act=f"{party(who)} takes back {event.cards}, led before {state.setup.younger} corrected his miscall",
        decision="the younger corrected his call after the lead, so the elder may take back the card he led and play differently",
        laws=(52, 59),
    )
    return _taken_back(state, who, event.cards.bits, ELDER)


def _rightful_leader(state: DealState) -> int:
    if not state.tricks:
        return ELDER
    return state.tricks[-1].winner


def _concession_out_of_time(state: DealState, who: int) -> str | None:
    """Why a hand thrown down is not the custom's concession, or None when it is."""
    if not state.setup.last_of_partie:
        return "a hand is thrown down only in the last deal of a partie"
    if state.tricks:
        return "a hand is thrown down before the play of the hand begins, not after a trick"
    if who == ELDER and state.first_lead_made:
        return "the elder hand throws his hand down in place of leading, not after"
    if who == YOUNGER and not state.first_lead_made:
        return "the younger hand throws his hand down when the elder has finished calling and led, before playing to the lead"
    return None


@rule("concede", laws=(65, 66, 71, 73), stages=(Phase.DECLARATION, Phase.PLAY), label="a hand thrown down in the last deal")
def concede(state: DealState, who: int, event: Concede) -> DealState:
    """In the last deal of a partie, a player throws his hand down before the play.

    The adversary then counts thirteen in play (twelve tricks, the last counting two) and ten for the cards;
    the player keeps what he reckoned in hand.  Allowed only in the last
    deal: the elder in place of his first lead, the younger once the elder
    has finished calling and led, before playing to it.  Both may still
    reckon their hands afterwards.  Out of its time the throw is of no
    effect and names no one: it is an offer the laws do not take up, not a
    breach.
    """
    label = party(who)
    why = _concession_out_of_time(state, who)
    if why is not None:
        return rule_on(
            state,
            act=f"{label} throws down his hand",
            decision=f"of no effect: {why}; the hand is taken up again and the deal goes on",
            laws=(71, 73),
            outcome=RulingOutcome.NO_EFFECT,
        )
    if not state.first_lead_made:
        state = _first_card(state, who)
    other = party(adversary(who))
    state = rule_on(
        state,
        act=f"{label} throws down his hand in the last deal",
        decision=f"{other} counts thirteen in play (the twelve tricks, and one more for the last) and ten for the cards, and nothing more: the thirteen do not make up a pique; "
        f"{label} keeps what he reckoned in hand and counts nothing in play",
        laws=(65, 66, 71, 73),
        facts=("the last deal of the partie, before the play of the hand",),
    )
    return state.evolve(phase=Phase.FINISHED, conceded_by=who)


def card_not_held(state: DealState, who: int, card: Card) -> Exception:
    """A card played that is not in the player's hand: the record contradicts itself."""
    place = state.where(card)
    label = party(who)
    where = "on the table" if place in (Place.ELDER_PLAYED, Place.YOUNGER_PLAYED) else f"in the {place.value}"
    return contradiction(state, who, f"{label} plays {card}, which is not in {label}'s hand (it is {where})", card=card.code, laws=(59,))


#: Compared with REGULAR_HAND by the scoring of the last trick.
__all__ += ["card_not_held", "REGULAR_HAND", "PLAYING_STAGES"]
