"""The referee of one deal: start it from the cards dealt, apply acts one by one.

:func:`start_deal` checks the deal (Laws 9, 11, 12, 75) and gives the first
state; :func:`apply` takes a state and an event and returns the next state,
or raises :class:`~piquet.errors.IllegalAct` leaving the given state as it
was (states are immutable, so nothing is ever half-applied).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import attrs

from piquet.table.cards import FULL_PACK_BITS, cards_from_bits
from piquet.table.cardsets import Hand, Stock
from piquet.lawbook.citation import cites
from piquet.rules.calling import call, declare_all, reckon, reply
from piquet.errors import IllegalAct
from piquet.referee.acts import (
    AnnounceCarteBlanche,
    Call,
    Concede,
    DeclareAll,
    Discard,
    Event,
    Exchange,
    LookAtLeft,
    Play,
    Reckon,
    Reply,
    ShowCarteBlanche,
    Take,
)
from piquet.rules.exchange import announce_carte_blanche, discard, look_at_left, show_carte_blanche, take
from piquet.rules.play import concede, play
from piquet.rules.scoring import DealScore, score_deal
from piquet.referee.state import DealSetup, DealState, Phase

__all__ = ["start_deal", "apply", "replay", "Deal", "HAND_SIZE", "STOCK_SIZE"]

HAND_SIZE = 12
STOCK_SIZE = 8


@cites(9, 11, 12, 38, 75)
def start_deal(
    dealer: str,
    elder: str,
    hands: Mapping[str, Hand],
    stock: Stock,
    *,
    number: int = 1,
    last_of_partie: bool = False,
) -> DealState:
    """The state of a deal just dealt.

    The two hands and the stock must be disjoint and make the pack of 32
    (Law 75).  Twelve cards each and eight in the stock is a regular deal
    (Law 9); a hand of eleven or thirteen (Laws 11, 38-43) or a wrong stock
    (Law 12) is refused until the laws of irregular deals are applied.
    """
    if elder == dealer:
        raise IllegalAct("the elder hand is the dealer's adversary", laws=(9,), player=elder)
    if set(hands) != {dealer, elder}:
        raise IllegalAct(f"hands must be given for {dealer} and {elder}, not {sorted(hands)}", laws=(9,))
    elder_bits, younger_bits = hands[elder].bits, hands[dealer].bits
    stock_bits = stock.bits
    for one, two, what in (
        (elder_bits, younger_bits, "both hands"),
        (elder_bits, stock_bits, "the elder's hand and the stock"),
        (younger_bits, stock_bits, "the younger's hand and the stock"),
    ):
        if one & two:
            card = cards_from_bits(one & two)[0]
            raise IllegalAct(f"{card} is in {what}", laws=(75,), card=card.code)
    missing = FULL_PACK_BITS & ~(elder_bits | younger_bits | stock_bits)
    if missing:
        names = " ".join(c.code for c in cards_from_bits(missing))
        raise IllegalAct(f"the pack is incorrect: {names} missing from the deal", laws=(75,), card=names.split()[0])
    sizes = (elder_bits.bit_count(), younger_bits.bit_count(), len(stock))
    if sizes != (HAND_SIZE, HAND_SIZE, STOCK_SIZE):
        raise IllegalAct(
            f"a wrong deal ({sizes[0]} cards to the elder, {sizes[1]} to the younger, {sizes[2]} in the stock) "
            "is not yet adjudicated",
            laws=(11, 12, 38),
        )
    setup = DealSetup(dealer, elder, dealer, (elder_bits, younger_bits), stock.order, number, last_of_partie)
    return DealState(setup, Phase.EXCHANGE, (elder_bits, younger_bits), (0, 0), stock.order)


def _who(state: DealState, event: Event) -> int:
    if event.player is None:
        raise IllegalAct(f"the {event.verb!r} act must name a player")
    found = state.setup.index(event.player)
    if found is None:
        raise IllegalAct(f"{event.player!r} is not a player in this deal", player=event.player)
    return found


_DECLARING = (Call, Reply, Reckon, DeclareAll, AnnounceCarteBlanche, ShowCarteBlanche)


@cites(71)
def _declaring_after_concession(state: DealState, event: Event) -> bool:
    """A hand thrown down ends the play, not the declarations: both still reckon their hands."""
    return state.conceded_by is not None and not state.tricks and isinstance(event, _DECLARING)


def apply(state: DealState, event: Event) -> DealState:
    """The state after the act, or :class:`IllegalAct` with the state untouched."""
    if state.phase is Phase.FINISHED and not _declaring_after_concession(state, event):
        raise IllegalAct("the deal is over", laws=(65, 66), player=event.player)
    if isinstance(event, DeclareAll):
        new = declare_all(state)
    else:
        who = _who(state, event)
        if isinstance(event, Play):
            new = play(state, who, event.cards)
        elif isinstance(event, Discard):
            new = discard(state, who, event.cards.bits)
        elif isinstance(event, Take):
            new = take(state, who, event.count)
        elif isinstance(event, Exchange):
            new = take(discard(state, who, event.cards.bits), who, len(event.cards))
        elif isinstance(event, Call):
            new = call(state, who, event.claim)
        elif isinstance(event, Reply):
            new = reply(state, who, event.answer)
        elif isinstance(event, Reckon):
            new = reckon(state, who, event.claim)
        elif isinstance(event, ShowCarteBlanche):
            new = show_carte_blanche(state, who)
        elif isinstance(event, AnnounceCarteBlanche):
            new = announce_carte_blanche(state, who)
        elif isinstance(event, LookAtLeft):
            new = look_at_left(state, who)
        elif isinstance(event, Concede):
            new = concede(state, who)
        else:
            raise IllegalAct(f"no rule applies to {type(event).__name__}")
    if new is state:
        new = state.replace()
    # ``new`` was made by this act and is not yet shared: counting the act on it
    # in place saves a second copy of the whole state on every act.
    object.__setattr__(new, "events", state.events + 1)
    return new


def replay(state: DealState, events: Iterable[Event]) -> DealState:
    """Apply events in order; the first refused one raises."""
    for event in events:
        state = apply(state, event)
    return state


@attrs.frozen
class Deal:
    """A friendly handle on a deal: its state and the events applied so far."""

    state: DealState
    history: tuple[Event, ...] = ()

    @classmethod
    def dealt(
        cls,
        dealer: str,
        elder: str,
        hands: Mapping[str, Hand | str],
        stock: Stock | str,
        *,
        number: int = 1,
        last_of_partie: bool = False,
    ) -> Deal:
        """Start from hands and stock given as :class:`Hand`/:class:`Stock` or card strings."""
        parsed = {k: v if isinstance(v, Hand) else Hand.parse(v) for k, v in hands.items()}
        pile = stock if isinstance(stock, Stock) else Stock.parse(stock)
        return cls(start_deal(dealer, elder, parsed, pile, number=number, last_of_partie=last_of_partie))

    def apply(self, event: Event) -> Deal:
        return Deal(apply(self.state, event), self.history + (event,))

    def score(self) -> DealScore:
        return score_deal(self.state)

    @property
    def finished(self) -> bool:
        return self.state.finished


