"""The acts of an écarté deal, as values: what a player did at the table.

Each act has a ``verb``, the name the rulebook dispatches it by, and names
the ``player`` who did it.  The regular game needs shuffles, the cut, the
turn, proposals and discards, the king and the play; the others are the acts
the recovered laws rule on (a card shown in the cut, a claim, a card taken
back, a hand given up, new cards called for, an election among options).
"""

from __future__ import annotations

from typing import ClassVar

import attrs

from ecarte.cards import Card, Suit

__all__ = [
    "Act",
    "Shuffle",
    "Cut",
    "ChangeOrder",
    "Look",
    "Turn",
    "King",
    "Propose",
    "Accept",
    "Refuse",
    "Discard",
    "Play",
    "Retake",
    "Abandon",
    "LayDown",
    "Claim",
    "Elect",
    "NewCards",
    "CutForDeal",
    "CLAIMS",
    "FAULTS",
]

#: What a player may claim: a wrong deal (Law 9), a revoke or a trick not won (Law 43), a faulty pack (Laws 6, 45).
CLAIMS = ("misdeal", "revoke", "incorrect pack")
#: How a shuffle may go wrong (Law 2).
FAULTS = ("faces shown", "below the table")


@attrs.frozen
class Act:
    """Something a player did; ``verb`` names the rules that answer it."""

    verb: ClassVar[str] = "act"
    player: str

    def key(self) -> str:
        """The verb the rulebook answers this act by."""
        return self.verb

    def said(self) -> str:
        """The act in words, for the ruling that answers it."""
        return f"{self.player} {self.verb}s"


@attrs.frozen
class Shuffle(Act):
    """Shuffles the pack; ``fault`` says how the shuffle broke Law 2, if it did."""

    verb: ClassVar[str] = "shuffle"
    fault: str | None = None

    def said(self) -> str:
        return f"{self.player} shuffles" + (f" ({self.fault})" if self.fault else "")


@attrs.frozen
class Cut(Act):
    """Cuts the pack to the dealer, lifting ``count`` cards; ``exposed`` a card shown in doing it (Law 7)."""

    verb: ClassVar[str] = "cut"
    count: int = 16
    exposed: Card | None = None

    def said(self) -> str:
        shown = f", showing {self.exposed}" if self.exposed is not None else ""
        return f"{self.player} cuts {self.count} cards{shown}"


@attrs.frozen
class ChangeOrder(Act):
    """The dealer tells his adversary he will deal in another order (``"2-3"`` or ``"3-2"``, Law 8)."""

    verb: ClassVar[str] = "order"
    order: str = "3-2"

    def said(self) -> str:
        return f"{self.player} will deal {self.order}"


@attrs.frozen
class Look(Act):
    """Looks at his hand (Laws 9 and 11 ask whether the non-dealer has)."""

    verb: ClassVar[str] = "look"

    def said(self) -> str:
        return f"{self.player} looks at his hand"


@attrs.frozen
class Turn(Act):
    """The dealer turns up ``count`` cards from the top of the rest of the pack (Laws 10, 11)."""

    verb: ClassVar[str] = "turn"
    count: int = 1

    def said(self) -> str:
        return f"{self.player} turns up {self.count} card" + ("s" if self.count != 1 else "")


@attrs.frozen
class King(Act):
    """Says he holds the king of trumps (Game rule 3)."""

    verb: ClassVar[str] = "king"

    def said(self) -> str:
        return f"{self.player} marks the king"


@attrs.frozen
class Propose(Act):
    """The non-dealer proposes to exchange cards (Game rule 4)."""

    verb: ClassVar[str] = "propose"

    def said(self) -> str:
        return f"{self.player} proposes"


@attrs.frozen
class Accept(Act):
    """The dealer accepts a proposal."""

    verb: ClassVar[str] = "accept"

    def said(self) -> str:
        return f"{self.player} accepts"


@attrs.frozen
class Refuse(Act):
    """The dealer refuses a proposal; the play begins."""

    verb: ClassVar[str] = "refuse"

    def said(self) -> str:
        return f"{self.player} refuses"


@attrs.frozen
class Discard(Act):
    """Puts out these cards and is given as many from the top of the stock."""

    verb: ClassVar[str] = "discard"
    cards: tuple[Card, ...] = ()

    def said(self) -> str:
        return f"{self.player} discards {' '.join(str(c) for c in self.cards) or 'nothing'}"


@attrs.frozen
class Play(Act):
    """Plays a card; a leader may name a suit as he leads (Law 41)."""

    verb: ClassVar[str] = "play"
    card: Card
    naming: Suit | None = None

    def said(self) -> str:
        named = f", naming {self.naming.plural}" if self.naming is not None and self.naming != self.card.suit else ""
        return f"{self.player} plays {self.card}{named}"


@attrs.frozen
class Retake(Act):
    """Takes back the card he last played (Laws 40, 43)."""

    verb: ClassVar[str] = "retake"

    def said(self) -> str:
        return f"{self.player} takes his card back"


@attrs.frozen
class Abandon(Act):
    """Gives up his hand (Law 42)."""

    verb: ClassVar[str] = "abandon"

    def said(self) -> str:
        return f"{self.player} abandons his hand"


@attrs.frozen
class LayDown(Act):
    """Lays his cards down face up, claiming to score (Law 42: not an abandoned hand)."""

    verb: ClassVar[str] = "lay down"

    def said(self) -> str:
        return f"{self.player} lays his cards down, claiming to score"


@attrs.frozen
class Claim(Act):
    """Claims what the laws give him: one of :data:`CLAIMS`."""

    verb: ClassVar[str] = "claim"
    what: str = "revoke"

    def key(self) -> str:
        return f"claim {self.what}"

    def said(self) -> str:
        return f"{self.player} claims {self.what}"


@attrs.frozen
class Elect(Act):
    """Chooses one of the options a ruling gave him, by its key."""

    verb: ClassVar[str] = "elect"
    option: str = ""

    def said(self) -> str:
        return f"{self.player} elects: {self.option}"


@attrs.frozen
class NewCards(Act):
    """Calls for new cards (Law 44): ``packs`` called for, and who chose between them."""

    verb: ClassVar[str] = "new cards"
    packs: int = 2
    chosen_by: str | None = None

    def said(self) -> str:
        chosen = f", {self.chosen_by} choosing" if self.chosen_by else ""
        return f"{self.player} calls for {self.packs} new pack" + ("s" if self.packs != 1 else "") + chosen


@attrs.frozen
class CutForDeal(Act):
    """Cuts for the deal, showing ``card``; ``shown`` every card he let be seen, when more than one (Law 4)."""

    verb: ClassVar[str] = "cut for deal"
    card: Card
    shown: tuple[Card, ...] = ()

    def said(self) -> str:
        if len(self.shown) > 1:
            return f"{self.player} cuts for deal, showing {' '.join(str(c) for c in self.shown)}"
        return f"{self.player} cuts {self.card} for deal"
