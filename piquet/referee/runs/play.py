"""A run of regular plays taken in one pass (Laws 56, 59, 65): the base rule of the play, as a run.

Most of a deal is cards played in turn that follow suit, each of which the
base rule of the play (:func:`~piquet.rules.play.play_card`) answers alone.
:func:`play_run` takes such a stretch at once over bit masks and leaves the
state the referee leaves act by act; anything else it leaves to the referee.
"""

from __future__ import annotations

from piquet.game.acts import Event, Play
from piquet.game.state import ELDER, YOUNGER, DealState, Phase, Trick, trick_of
from piquet.lawbook.citation import cites
from piquet.lawbook.registry import all_marked, dispatch
from piquet.rules.marks import PLAY_RUN
from piquet.rules.play import trick_winner

__all__ = ["play_run"]

_PLAYING = (Phase.DECLARATION, Phase.PLAY)
#: Members as module names, read at every act (through the enum's class, several times slower).
_FINISHED = Phase.FINISHED
_PLAY = Phase.PLAY


def _first_lead_ruled(state: DealState) -> bool:
    """Whether a rule other than the base one answers the elder's first lead (au cent's showing, say)."""
    return dispatch("first lead", state.phase, state, ELDER, variant=state.setup.variant).exception_to is not None


def _first_trick_settled(state: DealState) -> DealState | None:
    """The state the "first trick" rules leave before the younger's first card, or None if :func:`play_run` cannot go on from it.

    It goes on only from a state whose play those rules left as it was, with
    no option open, no retake, no cards out of play and no suit to call.
    """
    if state.phase is not _PLAY or state.elections:
        return None
    settled: DealState = dispatch("first trick", state.phase, state, variant=state.setup.variant)(state)
    if settled is state:
        # The usual case: the rules left the deal as it was, so only what was already there can stop the run.
        return None if state.surplus or state.suit_call_from is not None else settled
    if (
        settled.elections
        or settled.surplus
        or settled.suit_call_from is not None
        or settled.phase is not state.phase
        or settled.retaken != state.retaken
        or settled.log != state.log
        or settled.hands != state.hands
        or settled.played != state.played
        or settled.pending != state.pending
        or settled.tricks != state.tricks
        or settled.leader != state.leader
    ):
        return None
    return settled


#: Each trick by who led, the card led and the card that followed (``leader << 10 | led << 5 | followed``), the one
#: :func:`trick_of` makes and shares, kept here when first met: the run finds a trick and its winner in one look.
_TRICK_AFTER: list[Trick | None] = [None] * 2048


def _trick_after(leader: int, led: int, followed: int) -> Trick:
    """The trick :func:`trick_of` gives, its winner by :func:`trick_winner`, kept in :data:`_TRICK_AFTER`."""
    made = _TRICK_AFTER[leader << 10 | led << 5 | followed] = trick_of(leader, led, followed, trick_winner(leader, led, followed))
    return made


@cites(56, 59, 65, cases=("X",))
def play_run(state: DealState, events: tuple[Event, ...], start: int) -> tuple[DealState, int]:
    """Apply :func:`~piquet.rules.play.play_card` to a run of regular plays at once; returns the state and the index it stopped at.

    Most of a deal is plays in turn that follow suit, each answered by the
    base rule alone.  This takes such a
    run in one pass over bit masks and makes one new state, exactly what
    the act-by-act referee would leave.  It stops before the first act any
    other rule would answer or that would draw a ruling (a lead out of turn,
    a revoke, a trick won out of a string of leads, more cards than the
    leads they answer, a card not held, a play after the deal is over, an
    open option, cards lying out of play (Law 59 II), the younger's first card,
    which closes the declarations), and the referee takes that act on in
    the ordinary way.  It steps aside entirely if a rule it
    does not account for (one not marked :data:`~piquet.rules.marks.PLAY_RUN`) could answer "play"
    in this stage and variant.
    """
    if (
        start >= len(events)
        or type(events[start]) is not Play
        or state.phase not in _PLAYING
        or state.elections
        or state.surplus
        or not all_marked("play", PLAY_RUN, state.phase, state.setup.variant)
        or (not state.tricks and not state.pending and _first_lead_ruled(state))
        or state.suit_call_from is not None
    ):
        return state, start
    setup = state.setup
    labels = elder, younger = setup.elder, setup.younger
    hands = list(state.hands)
    played = list(state.played)
    pending = state.pending
    leader = state.leader
    tricks = list(state.tricks)
    after = _TRICK_AFTER
    finished = False
    index = start
    count = len(events)
    # The state before the "first trick" rules, once the run has applied them: handed back if the younger's card is not taken.
    unsettled: DealState | None = None
    while index < count and not finished:
        event = events[index]
        if type(event) is not Play:
            break
        player = event.player
        if player == elder:
            who = ELDER
        elif player == younger:
            who = YOUNGER
            if not played[YOUNGER] and not tricks:
                # The younger's first card settles the declarations (Laws 52, 54, 56): the "first trick" rules, dispatched
                # as the referee dispatches them before the card, and the run goes on if they leave the play as it was.
                before = state if index == start else _after_run(state, events[start:index], _PLAY, hands, played, pending, tricks, leader)
                settled = _first_trick_settled(before)
                if settled is None:
                    return before, index
                unsettled, state, start = before, settled, index
        else:
            break
        cards = event.cards
        if not pending and who == leader and len(cards) == 1 and index + 1 < count:
            # The common trick: one card led in turn and one card answering it, the next act; both held, the suit
            # followed when it can be, and the younger's first card not among them.  The loop below, written out for it.
            answer = events[index + 1]
            if type(answer) is Play and len(answer.cards) == 1:
                follower = 1 - who
                card, reply = cards[0], answer.cards[0]
                hand, other = hands[who], hands[follower]
                led_bit, followed_bit = card.bit, reply.bit
                if (
                    answer.player == labels[follower]
                    and (follower == ELDER or played[YOUNGER] or tricks)
                    and hand & led_bit
                    and other & followed_bit
                ):
                    led, followed = card.index, reply.index
                    suit = 0xFF << (led & ~7)
                    if not other & suit or followed_bit & suit:
                        trick = after[who << 10 | led << 5 | followed]
                        if trick is None:
                            trick = _trick_after(who, led, followed)
                        tricks.append(trick)
                        hand ^= led_bit
                        other ^= followed_bit
                        hands[who], hands[follower] = hand, other
                        played[who] |= led_bit
                        played[follower] |= followed_bit
                        leader = trick.winner
                        finished = not hand or not other
                        index += 2
                        continue
        led_now, lead = pending, leader
        if led_now and who != lead and len(cards) > len(led_now):
            break  # more cards than the leads they answer: the cards beyond are ruled on (Law 59 II, Case X)
        hand, put, other = hands[who], played[who], hands[1 - who]
        made = len(tricks)
        done = False
        fits = True
        for card in cards:
            bit = card.bit
            if done or not hand & bit:
                fits = False  # a play after the deal is over, or a card not held
                break
            if not led_now:
                if who != lead:
                    fits = False  # a lead out of turn
                    break
                led_now = (card.index,)
            elif who == lead:
                led_now = led_now + (card.index,)
            else:
                # legal_cards, trick_winner and trick_of, written out: this loop is the bulk of every deal.
                led = led_now[0]
                suit = 0xFF << (led & ~7)
                if hand & suit and not bit & suit:
                    fits = False  # a revoke
                    break
                followed = card.index
                winner = 1 - lead if led >> 3 == followed >> 3 and followed > led else lead
                led_now = led_now[1:]
                if led_now and winner != lead:
                    fits = False  # a trick won out of a string of leads draws a ruling
                    break
                trick = after[lead << 10 | led << 5 | followed]
                tricks.append(trick if trick is not None else _trick_after(lead, led, followed))
                if not led_now:
                    lead = winner
            hand ^= bit  # held, as checked above
            put |= bit
            # As play_is_over: with leads waiting, the play ends when the follower has no card.
            done = not (other if who == lead else hand) if led_now else not hand or not other
        if not fits:
            del tricks[made:]  # the act is the referee's: the tricks it made here are not kept
            break
        hands[who], played[who], pending, leader, finished = hand, put, led_now, lead, done
        index += 1
    if index == start:
        return (unsettled, start) if unsettled is not None and unsettled.events == start else (state, start)
    return _after_run(state, events[start:index], _FINISHED if finished else _PLAY, hands, played, pending, tricks, leader), index


def _after_run(
    state: DealState, taken: tuple[Event, ...], phase: Phase, hands: list[int], played: list[int], pending: tuple[int, ...], tricks: list[Trick], leader: int
) -> DealState:
    """The state a run of plays leaves: its acts logged, and the hands, the cards played and the tricks as it made them."""
    return state.logged(
        taken,
        phase=phase,
        hands=(hands[0], hands[1]),
        played=(played[0], played[1]),
        pending=pending,
        tricks=tuple(tricks),
        leader=leader,
    )
