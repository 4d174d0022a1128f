"""The state of an écarté deal, of the cut for deal, and of the game carried from deal to deal, as frozen values.

The referee never changes a state: each act gives a new one
(:meth:`DealState.evolve`), with the rulings the act drew added to it.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

import attrs

from ecarte.cards import Card, Suit
from lawkit.citation import Citation
from lawkit.elections import Election
from lawkit.ruling import Ruling, citation_to_json

__all__ = ["Stage", "Trick", "Offence", "Mark", "DealState", "CutState", "Match", "HAND_SIZE", "TRICKS"]

#: Five cards to each player, so five tricks.
HAND_SIZE = 5
TRICKS = 5


class Stage(enum.Enum):
    """Where a deal stands: what the referee expects next."""

    CUT_FOR_DEAL = "cut for deal"
    PREPARING = "preparing"  # shuffles and the cut to the dealer
    DEALT = "dealt"  # hands dealt, the trump not yet turned
    EXCHANGE = "exchange"  # the trump turned: proposals and discards
    PLAY = "play"
    OVER = "over"  # scored, or void


def _frozen(value: Mapping[str, Any]) -> Mapping[str, Any]:
    return MappingProxyType(dict(value))


@attrs.frozen
class Trick:
    """A trick played: who led what, who played what to it, and who won it."""

    leader: str
    led: Card
    follower: str
    played: Card
    winner: str


@attrs.frozen
class Offence:
    """A card played against Game rule 5 (Law 43): a revoke, or a trick not won that could have been."""

    player: str
    event: int
    card: Card
    kind: str  # "revoke" or "not won"


@attrs.frozen
class Mark:
    """Points scored in a deal, with what for and on which provisions."""

    player: str
    item: str
    points: int
    citations: tuple[Citation, ...]

    def to_json(self) -> dict[str, Any]:
        citations = [citation_to_json(c) for c in self.citations]
        return {"player": self.player, "item": self.item, "points": self.points, "citations": citations}


@attrs.frozen
class DealState:
    """One deal, from the shuffle to the score."""

    dealer: str
    elder: str
    hands: Mapping[str, tuple[Card, ...]] = attrs.field(converter=_frozen)
    stock: tuple[Card, ...]
    #: The players in the record's order: a ruling's parties and an election's elector are seats in it.
    table: tuple[str, ...] = ()
    #: The order of distribution this deal was made in, and the one the dealer had picked for the game (Law 8).
    order: str = "3-2"
    picked: str | None = None
    #: Whether this deal begins a game, so that the dealer may change his order by saying so (Law 8).
    new_game: bool = True
    #: What is wrong with the pack, if anything (Law 45): ``"7C missing"``, ``"9D twice"``.
    pack_fault: str | None = None
    stage: Stage = Stage.PREPARING
    event: int = 0
    shuffles: tuple[str, ...] = ()
    order_told: bool = False
    looked: frozenset[str] = frozenset()
    trump: Card | None = None
    turned: tuple[Card, ...] = ()
    proposals: int = 0
    first_refused: bool = False
    without_proposing: bool = False
    awaiting: str | None = None
    leader: str = ""
    trick: tuple[tuple[str, Card], ...] = ()
    out_of_turn: bool = False
    named: Suit | None = None
    required: Suit | None = None
    tricks: tuple[Trick, ...] = ()
    played: frozenset[str] = frozenset()
    kings: frozenset[str] = frozenset()
    at_play: Mapping[str, tuple[Card, ...]] | None = None
    offences: tuple[Offence, ...] = ()
    #: The offence that may still be taken back, before the next lead (Law 43).
    undoable: Offence | None = None
    limited: str | None = None
    #: The election a ruling opened that comes before anything else (Laws 9, 11, 41), awaiting its elector (the
    #: kernel's :class:`~lawkit.elections.Election`).
    pending: Election | None = None
    #: The claimant's choice of a replay after a revoke (Law 43): it does not hold up the play, and he may make it
    #: until the next deal, even after giving up his hand.
    replay: Election | None = None
    #: The events of the rulings whose options ended because the fault was put right in time (a revoke taken back
    #: before the next lead, Law 43): electing one of them afterwards is of no effect rather than too late.
    righted: frozenset[int] = frozenset()
    #: The leader and the card he led naming another suit, once his adversary let it stand by playing to it or by
    #: electing so (Law 41): the leader can no longer take it back.  Cleared by the next lead.
    stood: tuple[str, Card] | None = None
    abandoned: str | None = None
    void: bool = False
    marks: tuple[Mark, ...] = ()
    rulings: tuple[Ruling, ...] = ()

    def evolve(self, **changes: Any) -> DealState:
        return attrs.evolve(self, **changes)

    @property
    def players(self) -> tuple[str, str]:
        return (self.elder, self.dealer)

    def other(self, player: str) -> str:
        return self.dealer if player == self.elder else self.elder

    @property
    def trumps(self) -> Suit | None:
        return None if self.trump is None else self.trump.suit

    def won(self, player: str) -> int:
        """Tricks the player has won so far."""
        return sum(1 for t in self.tricks if t.winner == player)

    @property
    def kings_marked(self) -> tuple[Mark, ...]:
        """The marks for the king, which stand when the rest of the score is worked out again."""
        return tuple(m for m in self.marks if m.item == "king")

    def given_back(self, player: str, card: Card) -> DealState:
        """The state with a card played returned to its player's hand."""
        return self.evolve(hands=dict(self.hands) | {player: self.hands[player] + (card,)})

    def score(self, player: str) -> int:
        """Points the player has marked in this deal."""
        return sum(m.points for m in self.marks if m.player == player)

    @property
    def dealt_wrong(self) -> str | None:
        """What Law 9 finds wrong with the deal: a hand of the wrong size, or the order changed; None if nothing."""
        wrong = [f"{p} was given {len(self.hands[p])} cards" for p in self.players if len(self.hands[p]) != HAND_SIZE]
        if self.picked is not None and self.order != self.picked and not (self.order_told and self.new_game):
            wrong.append(f"the deal was made {self.order} where the dealer had picked {self.picked}")
        return "; ".join(wrong) or None


@attrs.frozen
class CutState:
    """The cut for deal: each player's card in the round under way, and the winner once there is one (Laws 4-6)."""

    players: tuple[str, ...]
    cards: Mapping[str, Card] = attrs.field(factory=dict, converter=_frozen)
    winner: str | None = None
    event: int = 0
    rulings: tuple[Ruling, ...] = ()

    def evolve(self, **changes: Any) -> CutState:
        return attrs.evolve(self, **changes)

    @property
    def table(self) -> tuple[str, ...]:
        return self.players


@attrs.frozen
class Match:
    """What one deal hands the next: who deals (Game rule 2), the order each dealer picked (Law 8), whether a new game
    begins, the score of the game under way and the games won (Law 46)."""

    due: str
    scores: Mapping[str, int]
    picked: Mapping[str, str] = attrs.field(factory=dict, converter=_frozen)
    new_game: bool = True
    games: tuple[Mapping[str, Any], ...] = ()
