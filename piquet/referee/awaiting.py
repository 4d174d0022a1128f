"""What the referee awaits, and of whom: the player to act, the verbs open to him, the regular acts he may make.

In the manner of a game library's ``current_player`` and ``legal_actions``,
computed on demand from the state (never by :func:`~piquet.referee.apply.step`,
which stays as quick as it was).  "Regular" is the referee's word: an act is
listed when the referee takes it without a ruling (a card may draw a note of
what the first trick settles), among the shapes
:func:`~piquet.referee.simulate.legal_events` tries, calls named as the laws
ask them.  Every other act stays open to a player, and is ruled on when he
makes it.

Two kinds of act are given otherwise than one by one:

* an exchange: the hand holds hundreds of ways to put out one to five
  cards, so :attr:`Awaiting.exchange` gives how many he may put out
  (``(least, most)``) and :meth:`Awaiting.exchanging` builds the act from
  the cards he chooses;
* an election: each open option is an :class:`~piquet.referee.offers.Offer`
  with its choices; :func:`legal_acts` lists one ``elect`` act a choice for
  the options open to the player to act.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import combinations

import attrs

from lawkit.ruling import Ruling
from piquet.errors import Contradiction, PlayError
from piquet.game.acts import (
    AnnounceCarteBlanche,
    Answer,
    Call,
    Claim,
    Concede,
    DeclareAll,
    Event,
    Exchange,
    Leave,
    LookAtLeft,
    Play,
    Reckon,
    Reply,
    ShowCarteBlanche,
    Take,
)
from piquet.game.state import ELDER, YOUNGER, DealState, Outcome, Phase
from piquet.referee.offers import Offer, offers_of
from piquet.referee.apply import _act, current_player
# The dialogue awaiting speech, the calls as the laws ask them (Law 48) and the au cent shows, as the simulator makes them.
from piquet.referee.simulate import _as_the_laws_ask, _awaiting, _show_before_leading, _value_statements, _younger_shows, claims_held
from piquet.rules.exchange import declared_left, limits
from piquet.rules.play import legal_cards
from piquet.table.cards import Card, cards_from_bits
from piquet.table.cardsets import Hand
from piquet.table.combinations import is_carte_blanche

__all__ = ["Awaiting", "awaiting", "awaiting_and_acts", "legal_acts", "to_act"]


@attrs.frozen
class Awaiting:
    """What the referee awaits of one player now: the verbs open to him and what each may name."""

    #: The player awaited, by name (None when the deal awaits no one: it is over).
    player: str | None
    #: The verbs of the acts open to him, in alphabetical order ("elect", "exchange", "play", "reply", ...).
    verbs: tuple[str, ...] = ()
    #: The cards he may play now, as the laws of following allow.
    cards: tuple[Card, ...] = ()
    #: The call he must answer (the younger hand, in the declaration).
    call: Claim | None = None
    #: What he may still call (the elder) or reckon (the younger, before his first card).
    claims: tuple[Claim, ...] = ()
    #: How many cards he may put out and take in, ``(least, most)``, when his exchange is due.
    exchange: tuple[int, int] | None = None
    #: The options open to him.
    offers: tuple[Offer, ...] = ()

    def exchanging(self, cards: Hand | Iterable[Card]) -> Exchange:
        """The act by which he puts out ``cards`` and takes as many from the stock (an exchange of the number he chooses)."""
        if self.player is None:
            raise PlayError("no player is awaited: there is no exchange to make")
        return Exchange(self.player, cards if isinstance(cards, Hand) else Hand.of(cards))


def to_act(state: DealState) -> str | None:
    """The player the referee awaits, by name: the one whose act or election is due; after the last trick, the elector
    of an option still open (or one the scoring opens); None when nothing is awaited."""
    if state.finished:
        offered = offers_of(state)
        return offered[0].elector if offered else None
    return current_player(state)


def _regular(state: DealState, event: Event) -> bool:
    """Whether the referee takes the act with no ruling (a card may draw a note of what its playing settles), and nothing
    said that the hand does not hold."""
    try:
        after = _act(state, event)  # the step, without the rulings shown: only whether there are any is asked
    except Contradiction:
        return False
    drawn = after.rulings[len(state.rulings):]
    if drawn and not (isinstance(event, Play) and all(_a_note(r) for r in drawn)):
        return False
    return not any(s.held is None and s.claim is not None for s in after.said[len(state.said):])


def _a_note(ruling: Ruling) -> bool:
    """A ruling that only says how the deal stands once the younger plays (a call unanswered taken as allowed)."""
    return ruling.note and ruling.offender is None and ruling.penalty is None and not ruling.options


def _at_any_time(state: DealState, who: int, label: str) -> Iterator[Event]:
    """A carte blanche told and shown, a look at the cards left, a concession: tried where they may be regular."""
    if is_carte_blanche(state.setup.dealt[who]) and not state.carte_blanche[who]:
        yield AnnounceCarteBlanche(label)
        yield ShowCarteBlanche(label)
    if not state.looked_at_left[who] and state.stock:
        yield LookAtLeft(label)
    if state.setup.last_of_partie:
        yield Concede(label)


def _exchange_candidates(state: DealState, who: int, label: str) -> Iterator[Event]:
    yield from _at_any_time(state, who, label)
    if state.discards[who] and state.taken[who] is None:
        yield Take(label, state.discards[who].bit_count())
    if who == ELDER and state.setup.au_cent and state.taken[ELDER] is None and not state.discards[ELDER]:
        for count in range(1, limits(state, ELDER).most):
            yield Leave(label, count)


def _speech_candidates(state: DealState, who: int, label: str) -> Iterator[Event]:
    yield from _at_any_time(state, who, label)
    if not state.first_lead_made and not state.declared_all:
        yield DeclareAll(None)
    waiting = _awaiting(state)
    if waiting is not None:
        number, asked = waiting
        if asked and who == ELDER:
            yield from _value_statements(state, number)
        if who == YOUNGER:
            for answer in Answer:
                yield Reply(label, answer)
    if who == ELDER and not state.first_lead_made and not state.declared_all:
        for claim in claims_held(state.hands[ELDER]):
            dialogue = state.dialogue(claim.category)
            if dialogue.outcome is Outcome.OPEN and not dialogue.forfeited:
                yield Call(label, _as_the_laws_ask(state, claim))
        shown = _show_before_leading(state)
        if shown is not None:
            yield shown[0]
    if who == YOUNGER and state.first_lead_made and not state.younger_has_played:
        for claim in claims_held(state.hands[YOUNGER]):
            yield Reckon(label, claim)
        shown = _younger_shows(state)
        if shown is not None:
            yield shown[0]
    if state.pending and who != state.leader:
        allowed = legal_cards(state.hands[who], state.pending[0])
    elif not state.pending and who == state.leader:
        allowed = state.hands[who]
    else:
        allowed = 0
    for card in cards_from_bits(allowed):
        yield Play(label, (card,))


def _seat(state: DealState, label: str | None) -> int | None:
    return None if label is None else state.setup.index(label)


def _elections(offered: tuple[Offer, ...], label: str) -> tuple[Event, ...]:
    return tuple(offer.elect(choice) for offer in offered if offer.elector == label for choice in offer.choices)


def legal_acts(state: DealState) -> tuple[Event, ...]:
    """The regular acts of the player to act, each taken by the referee without a ruling, then his elections.

    Every regular exchange is listed (the elder's choice of one to five cards
    of twelve is 1,585 acts; :attr:`Awaiting.exchange` gives the same range in
    two numbers); leads of several cards at once are not, regular as they may
    be.  An option the game waits for (a blocking one) leaves only its
    elections.
    """
    label = to_act(state)
    who = _seat(state, label)
    if label is None or who is None:
        return ()
    offered = offers_of(state)
    if state.finished or any(o.blocking and o.elector == label for o in offered):
        return _elections(offered, label)
    if state.phase is Phase.EXCHANGE:
        candidates: Iterable[Event] = _exchange_candidates(state, who, label)
    elif state.phase in (Phase.DECLARATION, Phase.PLAY):
        candidates = _speech_candidates(state, who, label)
    else:
        candidates = ()
    seen: set[Event] = set()
    found = []
    for event in candidates:
        if event not in seen and _regular(state, event):
            seen.add(event)
            found.append(event)
    if state.phase is Phase.EXCHANGE:
        found.extend(_exchanges(state, who, label))
    return tuple(found) + _elections(offered, label)


def _exchanges(state: DealState, who: int, label: str) -> list[Event]:
    """Every exchange in the range the laws leave him, if one of them is regular: which cards he puts out does not make an
    exchange irregular (a carte blanche not yet shown, say, makes them all so), so one stands for all."""
    span = _exchange_range(state, who)
    if span is None:
        return []
    codes = [i for i in range(32) if state.hands[who] >> i & 1]
    made: list[Event] = [
        Exchange(label, Hand(sum(1 << i for i in chosen)))
        for count in range(span[0], span[1] + 1)
        for chosen in combinations(codes, count)
    ]
    return made if made and _regular(state, made[0]) else []


def _exchange_range(state: DealState, who: int) -> tuple[int, int] | None:
    """How many cards the player may put out and take in by one regular exchange, if his exchange is due."""
    if state.phase is not Phase.EXCHANGE or state.taken[who] is not None or state.discards[who]:
        return None
    if who == YOUNGER and state.taken[ELDER] is None:
        return None
    found = limits(state, who)
    if found.surplus:
        return None
    most = min(found.most, len(state.stock), state.hands[who].bit_count())
    least = max(1, found.least)
    if who == ELDER:
        said = declared_left(state, ELDER)
        if said:
            least = most = min(most, found.most - said)
        elif state.setup.au_cent:
            least = most  # au cent: fewer than his share only after saying how many he leaves (a ``leave`` act)
    return (least, most) if least <= most else None


def awaiting(state: DealState, player: str | None = None) -> Awaiting:
    """What the referee awaits of ``player`` (by default the player to act): an empty value when nothing is."""
    return awaiting_and_acts(state, player)[0]


def awaiting_and_acts(state: DealState, player: str | None = None) -> tuple[Awaiting, tuple[Event, ...]]:
    """What the referee awaits of ``player`` (by default the player to act), and his regular acts: none unless he is to act."""
    acting = to_act(state)
    label = acting if player is None else player
    if label is None:
        return Awaiting(None), ()
    mine = tuple(o for o in offers_of(state) if o.elector == label)
    if label != acting:
        return Awaiting(label, ("elect",) if mine else (), offers=mine), ()
    acts = legal_acts(state)
    who = _seat(state, label)
    waits = any(o.blocking for o in mine)  # an option the game waits for: his elections are all that is asked
    exchange = None if who is None or state.finished or waits else _exchange_range(state, who)
    verbs = {event.verb for event in acts} | ({"exchange"} if exchange else set())
    cards = tuple(card for event in acts if isinstance(event, Play) for card in event.cards)
    claims = tuple(dict.fromkeys(event.claim for event in acts if isinstance(event, Call | Reckon)))
    waiting = _awaiting(state)
    replying = waiting is not None and any(isinstance(event, Reply) for event in acts)
    call = state.dialogues[waiting[0]].call if replying and waiting is not None else None
    return Awaiting(label, tuple(sorted(verbs)), cards, call, claims, exchange, mine), acts
