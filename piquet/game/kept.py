"""A deal kept from what is said at a table of real cards: the state, with no hand in it.

When two people play with a pack of their own, the program hears only what
is said and sees only what is played: how many cards each takes, the calls
and their answers, what the younger reckons, the cards as they fall.  The
hands, the discards and the stock stay unknown.  :class:`KeptDeal` holds
exactly that, so every rule that reads it (:mod:`piquet.rules.kept`) can
rule only on what the table made public; the cards a player plays show, by
the deal's end, the twelve he held after the exchange, and no more.

Seats are numbered as the referee numbers them: 0 the elder, 1 the younger.
"""

from __future__ import annotations

import attrs

from lawkit.ruling import Ruling
from piquet.game.variant import Variant
from piquet.table.cards import Card
from piquet.table.categories import Category
from piquet.table.claims import Answer, Claim

__all__ = ["Said", "KeptTrick", "Failure", "KeptDeal", "ELDER", "YOUNGER", "STAGES"]

ELDER = 0
YOUNGER = 1

#: The stages of a kept deal, in order: the exchange, the declaring (until the younger's first card), the play, the end.
STAGES = ("exchange", "declaring", "play", "over")


@attrs.frozen
class Said:
    """A call or a reckoning: who made it, what he claimed, its answer, and whether (and why) it scores."""

    seat: int
    claim: Claim
    event: int
    #: A call's answer from the adversary (None while unanswered, and for a reckoning, which is not answered).
    answer: Answer | None = None
    reckoned: bool = False
    #: What it scores if it stands: a point its cards, a sequence or a set its value (Laws 62-64).
    points: int = 0
    #: Whether it scores (a call conceded good, a further call after a good one, an unchallenged reckoning).
    scores: bool = False
    #: Whether the call waits on the adversary's answer.
    awaiting: bool = False
    #: Whether the adversary asked what the call makes (Law 46: then he may not score a point of more cards).
    asked: bool = False

    @property
    def category(self) -> Category:
        found: Category = self.claim.category
        return found


@attrs.frozen
class KeptTrick:
    """A trick as it fell: who led, the two cards (the leader's first), who won it, and the events of its cards."""

    leader: int
    cards: tuple[Card, Card]
    winner: int
    events: tuple[int, int]


@attrs.frozen
class Failure:
    """A card of another suit played to a lead: a revoke if the player later shows a card of the suit led."""

    seat: int
    suit: object
    trick: int
    event: int


@attrs.frozen
class KeptDeal:
    """One deal as the table said it: the exchange's counts, what was called and reckoned, the tricks, the rulings.

    Every change returns a new deal; ``events`` counts the acts taken, so a
    ruling names the act it answers by its index as a record's would.
    """

    number: int
    players: tuple[str, str]
    dealer: str
    variant: Variant = Variant.RUBICON
    stage: str = "exchange"
    events: int = 0
    #: How many cards each took, once he has (the elder first).
    taken: tuple[int | None, int | None] = (None, None)
    #: Who announced a carte blanche.
    blanche: tuple[bool, bool] = (False, False)
    said: tuple[Said, ...] = ()
    tricks: tuple[KeptTrick, ...] = ()
    #: The card led and not yet answered: (leader, card, event).
    lead: tuple[int, Card, int] | None = None
    #: Who is to lead the next trick (the elder the first).
    leader: int = ELDER
    failures: tuple[Failure, ...] = ()
    #: Revokes the cards have proved and no one has claimed yet: (offender, trick, event of the revoking card).
    revokes: tuple[tuple[int, int, int], ...] = ()
    rulings: tuple[Ruling, ...] = ()

    @property
    def elder(self) -> str:
        return self.players[1] if self.dealer == self.players[0] else self.players[0]

    @property
    def labels(self) -> tuple[str, str]:
        """The players by seat: the elder, then the dealer (the younger)."""
        return (self.elder, self.dealer)

    def seat(self, player: str) -> int:
        return self.labels.index(player)

    @property
    def stock_left(self) -> int:
        """The cards still in the stock: eight less what has been taken."""
        return 8 - sum(n for n in self.taken if n is not None)

    @property
    def left_by_elder(self) -> int:
        """The cards the elder left of his five (Law 32), once he has taken."""
        taken = self.taken[ELDER]
        return 0 if taken is None else max(0, 5 - taken)

    @property
    def played(self) -> tuple[frozenset[Card], frozenset[Card]]:
        """The cards each seat has played, the trick under way included."""
        cards: tuple[set[Card], set[Card]] = (set(), set())
        for trick in self.tricks:
            cards[trick.leader].add(trick.cards[0])
            cards[1 - trick.leader].add(trick.cards[1])
        if self.lead is not None:
            cards[self.lead[0]].add(self.lead[1])
        return (frozenset(cards[0]), frozenset(cards[1]))

    @property
    def younger_has_played(self) -> bool:
        """Whether the younger has played a card: from then nothing more may be called or reckoned (Law 56)."""
        return bool(self.tricks) or (self.lead is not None and self.lead[0] == YOUNGER)

    @property
    def is_over(self) -> bool:
        return self.stage == "over"

    @property
    def to_act(self) -> str | None:
        """Who the table waits on: the elder then the younger to take, then the one to lead or to play."""
        if self.is_over:
            return None
        if self.taken[ELDER] is None:
            return self.labels[ELDER]
        if self.taken[YOUNGER] is None:
            return self.labels[YOUNGER]
        unanswered = self.unanswered
        if unanswered is not None:
            return self.labels[1 - unanswered.seat]
        if self.lead is not None:
            return self.labels[1 - self.lead[0]]
        return self.labels[self.leader]

    @property
    def unanswered(self) -> Said | None:
        """The call still waiting for its answer, if any."""
        return next((said for said in reversed(self.said) if said.awaiting), None)

    def evolve(self, **changes: object) -> KeptDeal:
        return attrs.evolve(self, **changes)  # type: ignore[arg-type]

    def ruled(self, ruling: Ruling) -> KeptDeal:
        return self.evolve(rulings=self.rulings + (ruling,))
