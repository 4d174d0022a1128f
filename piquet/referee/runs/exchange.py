"""A regular exchange taken in one pass (Laws 21-24): the base rules of discarding and taking in, as a run.

Most deals open the same way: the elder puts out a few cards and takes as
many from the top of the stock, then the younger does the same with what is
left, each coming out with twelve cards and no ruling drawn.  Act by act,
each of those acts goes through the referee's dispatch, where the rules of
the discard, of taking in and of judging the count each ask their
conditions.  :func:`exchange_run` applies the base rules (``discard``,
``take``, the limits of Laws 21 and 22 and ``holds_twelve``) to such a
stretch at once and leaves exactly the state the act-by-act referee leaves.

It stops before the first act any other rule would answer or that would draw
a ruling, and steps aside entirely when a rule it does not account for (one
not marked :data:`~piquet.rules.marks.EXCHANGE_RUN`) could answer one of
the verbs it passes over in this stage and variant, as
:func:`~piquet.referee.runs.play.play_run` does for the play.
"""

from __future__ import annotations

from piquet.game.acts import Discard, Event, Exchange, Leave, Retake, Take
from piquet.game.state import ELDER, REGULAR_HAND, YOUNGER, DealState, Phase
from piquet.lawbook.citation import cites
from piquet.lawbook.registry import all_marked_in
from piquet.rules.exchange import ELDER_SHARE
from piquet.rules.marks import EXCHANGE_RUN

__all__ = ["exchange_run"]

#: A regular deal's stock (Laws 21, 22): a stock of seven is Law 43's case, not the run's.
_STOCK = 8

#: The acts whose presence in the log may change how a discard or a taking in is ruled (Law 32's cards left, Case V's retake).
_SPOILERS = (Leave, Retake)


def _accounted(state: DealState) -> bool:
    """Whether every rule that could answer what the run passes over carries its mark, in this deal's variant."""
    return all_marked_in(EXCHANGE_RUN, _PASSED_OVER, state.setup.variant)


#: The verbs, and the stages, whose rules the run passes over.
_PASSED_OVER: tuple[tuple[str, object], ...] = (
    ("discard", Phase.EXCHANGE),
    ("take", Phase.EXCHANGE),
    ("judge take", Phase.EXCHANGE),
    ("judge take", Phase.DECLARATION),
    ("limits", None),
)


@cites(21, 22, 23, 24)
def exchange_run(state: DealState, events: tuple[Event, ...], start: int) -> tuple[DealState, int]:
    """Apply the base rules of the exchange to a run of regular acts at once; returns the state and the index it stopped at.

    A regular act here is the elder's, then the younger's, discard of cards
    he holds (``discard``, or the discard of an ``exchange``) and his taking
    in as many, at least one, from the top of the stock: no more than his
    share of five for the elder (Law 21), what is left for the younger
    (Law 22), each left with twelve cards, in a deal dealt twelve each with a
    stock of eight, no option open, nothing said of cards left (Law 32) and
    nothing taken back (Case V).  Anything else, the run leaves to the
    referee act by act.
    """
    count = len(events)
    if (
        start >= count
        or state.phase is not _EXCHANGE
        or type(events[start]) not in _TAKEN
        or state.elections
        or state.retaken
        or state.surplus
        or state.taken[YOUNGER] is not None
        # An elder still taking in by lifts (Law 29's last sentence) is the referee's, act by act.
        or (state.taken[ELDER] is not None and state.hands[ELDER].bit_count() != REGULAR_HAND)
        or len(state.setup.stock) != _STOCK
        or state.setup.dealt[ELDER].bit_count() != REGULAR_HAND
        or state.setup.dealt[YOUNGER].bit_count() != REGULAR_HAND
        or (state.log and any(isinstance(e, _SPOILERS) for e in state.log))
        or not _accounted(state)
    ):
        return state, start
    setup = state.setup
    labels = (setup.elder, setup.younger)
    hands = list(state.hands)
    discards = list(state.discards)
    stock = state.stock
    taken = list(state.taken)
    left_by_elder = state.left_by_elder
    phase = _EXCHANGE
    index = start
    while index < count:
        event = events[index]
        kind = type(event)
        if kind not in _TAKEN:
            break
        # Whose turn it is: the elder until he has taken in (Law 21), then the younger (Law 22).
        who = ELDER if taken[ELDER] is None else YOUNGER
        if event.player != labels[who] or phase is not _EXCHANGE:
            break
        hand = hands[who]
        # Narrowed by the type tests themselves (no call of typing.cast, which is a call of Python's at every act).
        if type(event) is Take:
            put = 0
            number = event.count
        else:
            assert type(event) is Discard or type(event) is Exchange
            put = event.cards.bits
            if put & ~hand:
                break  # a card not in his hand: a contradiction, or an alteration of no effect (Case V)
            number = put.bit_count() if kind is Exchange else -1
        if number < 0:
            hands[who] = hand & ~put
            discards[who] |= put
            index += 1
            continue
        # Taking in: at least one (Laws 21, 22), within his share, and twelve cards after it.
        most = ELDER_SHARE if who == ELDER else len(stock)
        if number < 1 or number > most or number > len(stock):
            break
        bits = 0
        for card in stock[:number]:
            bits |= 1 << card
        hand = (hand & ~put) | bits
        if hand.bit_count() != REGULAR_HAND:
            break
        hands[who] = hand
        discards[who] |= put
        stock = stock[number:]
        taken[who] = number
        if who == ELDER:
            left_by_elder = max(0, ELDER_SHARE - number)
        else:
            phase = _DECLARATION
        index += 1
    if index == start:
        return state, start
    return (
        state.logged(
            events[start:index],
            phase=phase,
            hands=(hands[0], hands[1]),
            discards=(discards[0], discards[1]),
            stock=stock,
            taken=(taken[0], taken[1]),
            left_by_elder=left_by_elder,
        ),
        index,
    )


_TAKEN = (Discard, Take, Exchange)
_EXCHANGE = Phase.EXCHANGE
_DECLARATION = Phase.DECLARATION
