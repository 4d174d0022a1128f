"""The acts at the table, as values: the vocabulary the rules speak.

Each event names the acting player (by label) and one verb.  The JSON shape
is the record format's (``docs/record-format``): ``{"player": "A",
"discard": "KS 8C"}``, ``{"declare": "all"}`` and so on.  Reading is strict
about verbs and cards and says what is wrong; writing gives canonical JSON,
so ``event_from_json(e.to_json()) == e``.
"""

from __future__ import annotations

from typing import Any, ClassVar

import attrs

from piquet.errors import ActError, shown
from piquet.table.questions import Question
from piquet.table.cards import Card, Suit
from piquet.table.cardsets import Hand
from piquet.table.categories import Category
from piquet.table.claims import Answer, Claim, PointClaim, SequenceClaim, SetClaim, to_answer, to_claim, to_correction
from piquet.table.coerce import (
    answer_text,
    between,
    one_of,
    refusal,
    some,
    to_bool,
    to_card,
    to_cards,
    to_hand,
    to_int,
    to_label,
    to_moves,
    to_optional_bool,
    to_optional_card,
    to_optional_int,
    to_optional_text,
    to_scores,
    to_suit,
    to_text,
)

__all__ = [
    "Category",
    "Answer",
    "PointClaim",
    "SequenceClaim",
    "SetClaim",
    "Claim",
    "Event",
    "Discard",
    "Take",
    "Exchange",
    "DeclareAll",
    "AnnounceCarteBlanche",
    "ShowCarteBlanche",
    "Call",
    "Reply",
    "Reckon",
    "LookAtLeft",
    "Play",
    "Concede",
    "Expose",
    "FacedCard",
    "AnnounceHand",
    "Leave",
    "DemandSuit",
    "CountStock",
    "LookAtDiscard",
    "LookAtAdversarysDiscard",
    "WillLook",
    "Retake",
    "Mix",
    "Correct",
    "Ask",
    "AnswerQuestion",
    "Elect",
    "Propose",
    "Accept",
    "PenaltyClaim",
    "Remark",
    "WriteScore",
    "LiftHand",
    "Gather",
    "Rectify",
    "LookAtTricks",
    "ShowCards",
    "FreshCards",
    "DamagedCard",
    "SurplusCard",
    "SURPLUS_PLACES",
    "Shuffle",
    "Cut",
    "CLAIMS",
    "EXPOSE_TIMES",
    "MAX_DEALS",
    "PACK_SIZE",
    "LEFT_MOST",
    "ANNOUNCED_COUNTS",
    "MIX_PLACES",
    "PROPOSALS",
    "ACCEPTED",
]

#: The most cards an act may count (taken, lifted in a cut): the pack's; the most the elder may leave (Law 32), the
#: stock's; and the counts of a hand dealt a player may announce (Law 38).
PACK_SIZE = 32
LEFT_MOST = 8
ANNOUNCED_COUNTS = (10, 14)
#: The most deals a record holds (:mod:`piquet.game.record`), and so the highest a claim of the score may name.
MAX_DEALS = 50
#: What a player may claim the adversary did wrong.
CLAIMS = ("revoke", "deal out of turn", "unfounded call", "score", "penalty", "wrong pack", "misinformed", "incorrect pack")
#: When an exposed card was shown, where a record says (Laws 13, 27).
EXPOSE_TIMES = ("dealing", "taking in")
#: Where cards are mixed: with the hand or with the discard (Laws 26, 28, 29, 37).
MIX_PLACES = ("hand", "discard")
#: What a player may propose (Case III), and what he may accept: a proposal, or leave to put a misdeal right (Law 10).
PROPOSALS = ("fresh deal",)
ACCEPTED = ("fresh deal", "rectify")
#: Where a card of another pack may be found: among the holder's discard, in his hand, or among the cards he has played.
SURPLUS_PLACES = ("discard", "hand", "played")


def _player(instance: Any, attribute: Any, value: Any) -> None:
    """An act names its player by label; only an act of both players (a declaration of all, a remark) may name none."""
    if type(value) is str:
        return
    refusal(instance, attribute, value)
    if value is None and not instance.shared:
        raise ActError(type(instance).__name__, "player", f"expected a player's label (a string such as 'A'), got {shown(value)}")


@attrs.frozen
class Event:
    """Base of all acts; ``player`` is the actor's label (None for an act of both players, where ``shared``).

    Each act's constructor takes the usual spellings of its values (a card
    as ``"7C"``, cards as ``"KS 8C 7C"`` or a list, a reply as ``"not good"``)
    and refuses at once, with :class:`~piquet.errors.ActError` naming the act
    and the field, a value of the wrong kind or one no act can hold: what the
    record reader refuses.  An act that is only irregular is made, and ruled on.
    """

    player: str | None = attrs.field(converter=to_label, validator=_player)

    verb = ""
    #: Whether the act may be of both players together, naming none.
    shared: ClassVar[bool] = False

    def payload(self) -> Any:
        return True

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.player is not None:
            out["player"] = self.player
        out[self.verb] = self.payload()
        return out


@attrs.frozen
class Discard(Event):
    """Puts cards out, face down."""

    cards: Hand = attrs.field(converter=to_hand, validator=refusal)
    verb = "discard"

    def payload(self) -> Any:
        return str(self.cards)


@attrs.frozen
class Take(Event):
    """Takes cards from the top of the stock."""

    count: int = attrs.field(converter=to_int, validator=between(0, PACK_SIZE))
    verb = "take"

    def payload(self) -> Any:
        return self.count


@attrs.frozen
class Exchange(Event):
    """Discards these cards and takes as many from the stock."""

    cards: Hand = attrs.field(converter=to_hand, validator=refusal)
    verb = "exchange"

    def payload(self) -> Any:
        return str(self.cards)


@attrs.frozen
class DeclareAll(Event):
    """Both players call and reckon everything they hold, nothing sunk."""

    verb = "declare"
    shared = True

    def payload(self) -> Any:
        return "all"


@attrs.frozen
class AnnounceCarteBlanche(Event):
    """Tells the adversary of a carte blanche (Law 20)."""

    verb = "announce"

    def payload(self) -> Any:
        return "carte blanche"


@attrs.frozen
class ShowCarteBlanche(Event):
    """Shows a carte blanche card by card (Law 19) and scores it."""

    verb = "show"

    def payload(self) -> Any:
        return "carte blanche"


@attrs.frozen
class Call(Event):
    """The elder hand calls a combination: ``Call("A", PointClaim(5, 49))``."""

    claim: Claim = attrs.field(converter=to_claim, validator=refusal)
    verb = "call"

    def payload(self) -> Any:
        return self.claim.to_json()


@attrs.frozen
class Reply(Event):
    """The younger hand answers the elder's call: ``Reply("B", "not good")`` or ``Reply("B", Answer.NOT_GOOD)``."""

    answer: Answer = attrs.field(converter=to_answer, validator=refusal)
    verb = "reply"

    def payload(self) -> Any:
        return self.answer.value


@attrs.frozen
class Reckon(Event):
    """The younger hand reckons a combination he has good."""

    claim: Claim = attrs.field(converter=to_claim, validator=refusal)
    verb = "reckon"

    def payload(self) -> Any:
        return self.claim.to_json()


@attrs.frozen
class LookAtLeft(Event):
    """Looks at cards left in the stock (Laws 33, 36)."""

    verb = "look"

    def payload(self) -> Any:
        return "left"


@attrs.frozen
class Play(Event):
    """Leads or plays cards, one after another without waiting: ``Play("A", "7C")``, ``Play("A", ["AS", "KS"])``."""

    cards: tuple[Card, ...] = attrs.field(converter=to_cards, validator=some)
    verb = "play"

    def payload(self) -> Any:
        return " ".join(c.code for c in self.cards)


@attrs.frozen
class Concede(Event):
    """In the last deal, throws the hand down (the adversary counts every trick and the cards)."""

    verb = "concede"




@attrs.frozen
class Expose(Event):
    """A card shown by accident: by the dealer in dealing, or from the stock, a hand or a discard (Laws 13, 27).

    ``during`` says when, where the record must: ``"dealing"`` or ``"taking in"``.  Left out, the dealer's card shown
    before anyone has discarded or taken in is taken to be shown in dealing (Law 13).
    """

    cards: Hand = attrs.field(converter=to_hand, validator=refusal)
    during: str | None = attrs.field(default=None, validator=one_of(EXPOSE_TIMES, optional=True))
    verb = "expose"

    def payload(self) -> Any:
        return str(self.cards)

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        if self.during is not None:
            out["while"] = self.during
        return out


@attrs.frozen
class FacedCard(Event):
    """A card lying face up: in the pack while it is dealt, or among the stock's cards as they are taken in (Law 14)."""

    card: Card = attrs.field(converter=to_card, validator=refusal)
    verb = "faced"

    def payload(self) -> Any:
        return self.card.code


@attrs.frozen
class AnnounceHand(Event):
    """A player says how many cards he was dealt, eleven or thirteen (Law 38)."""

    count: int = attrs.field(converter=to_int, validator=between(*ANNOUNCED_COUNTS))
    verb = "announce"

    def payload(self) -> Any:
        return f"{self.count} cards"


@attrs.frozen
class DemandSuit(Event):
    """Calls on the adversary to lead a suit the next time he leads, where a law gives the right (au cent: cards left seen)."""

    suit: Suit = attrs.field(converter=to_suit, validator=refusal)
    verb = "demand"

    def payload(self) -> Any:
        return str(self.suit)


@attrs.frozen
class Leave(Event):
    """The elder hand declares how many cards he leaves in the stock (Law 32)."""

    count: int = attrs.field(converter=to_int, validator=between(0, LEFT_MOST))
    verb = "leave"

    def payload(self) -> Any:
        return self.count


@attrs.frozen
class CountStock(Event):
    """Counts the cards of the stock (Laws 38, 39)."""

    verb = "count"

    def payload(self) -> Any:
        return "stock"


@attrs.frozen
class LookAtDiscard(Event):
    """Looks at his own discard (Law 45)."""

    verb = "look"

    def payload(self) -> Any:
        return "discard"


@attrs.frozen
class LookAtAdversarysDiscard(Event):
    """Looks at the adversary's discard: the elder's right, once he has led, where the younger mixed cards he left with his
    discard without showing them (Law 37)."""

    verb = "look"

    def payload(self) -> Any:
        return "adversary's discard"


@attrs.frozen
class WillLook(Event):
    """The younger hand, having left cards in the stock, declares whether he will look at them (Law 36): ``look`` True
    ("look") or False ("not look")."""

    look: bool = attrs.field(converter=to_bool, validator=refusal)
    verb = "will"

    def payload(self) -> Any:
        return "look" if self.look else "not look"


@attrs.frozen
class ShowCards(Event):
    """Shows cards he called, on demand or of his own accord (Law 55)."""

    cards: Hand = attrs.field(converter=to_hand, validator=some)
    verb = "show"

    def payload(self) -> Any:
        return str(self.cards)


@attrs.frozen
class LookAtTricks(Event):
    """Examines the tricks turned, his own or his adversary's (Law 60)."""

    verb = "look"

    def payload(self) -> Any:
        return "tricks"


@attrs.frozen
class FreshCards(Event):
    """Calls for two new packs at his own expense, the dealer choosing between them (Law 76)."""

    verb = "fresh"

    def payload(self) -> Any:
        return "packs"


@attrs.frozen
class DamagedCard(Event):
    """Finds a card torn or marked (Laws 75, 77)."""

    card: Card = attrs.field(converter=to_card, validator=refusal)
    verb = "damaged"

    def payload(self) -> Any:
        return self.card.code


@attrs.frozen
class SurplusCard(Event):
    """Finds a card of another pack (the undealt one) among a player's cards (Law 75; Cases XVII, XVIII).

    The 32 codes of a deal are all dealt, so the surplus card is named by
    its code but is never a card of the deal: ``card`` says which it is
    ("a nine of hearts of the other pack"), ``holder`` whose it is and
    ``place`` where it was found.
    """

    holder: str = attrs.field(converter=to_text, validator=refusal)
    card: Card = attrs.field(converter=to_card, validator=refusal)
    place: str = attrs.field(validator=one_of(SURPLUS_PLACES))
    verb = "surplus"

    def payload(self) -> Any:
        return {"holder": self.holder, "card": self.card.code, "in": self.place}


@attrs.frozen
class Retake(Event):
    """Takes cards back into the hand: from his discard (Law 25) or from the table (Law 59).

    A retake names at least one card, as a play does: taking back nothing is
    no act at the table, and every rule of retaking would hold for it at once.
    """

    cards: Hand = attrs.field(converter=to_hand, validator=some)
    verb = "retake"

    def payload(self) -> Any:
        return str(self.cards)


@attrs.frozen
class Mix(Event):
    """Mixes cards with his hand or with his discard (Laws 26, 28, 29, 37)."""

    cards: Hand = attrs.field(converter=to_hand, validator=refusal)
    into: str = attrs.field(validator=one_of(MIX_PLACES))
    verb = "mix"

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "mix": str(self.cards), "with": self.into}


@attrs.frozen
class Correct(Event):
    """Corrects his call (Laws 50, 52) or his reply (Law 51)."""

    correction: Claim | Answer = attrs.field(converter=to_correction, validator=refusal)
    verb = "correct"

    def payload(self) -> Any:
        if isinstance(self.correction, Answer):
            return self.correction.value
        return self.correction.to_json()


@attrs.frozen
class Ask(Event):
    """A question to the adversary about what he called or holds (Laws 55, 59 V; Cases VII, VIII, XV, XVI)."""

    question: str = attrs.field(converter=to_text, validator=refusal)
    about: str | None = attrs.field(default=None, converter=to_optional_text, validator=refusal)
    verb = "ask"

    def payload(self) -> Any:
        return self.question if self.about is None else {self.question: self.about}

    @property
    def asked(self) -> Question:
        """The question as a value (its kind, the suit it names): what the rules compare, never the words."""
        return Question.read(self.question, self.about)


@attrs.frozen
class AnswerQuestion(Event):
    """The answer given to a question: a card, a number or a word (a card is kept as its code, a number as its text)."""

    answer: str = attrs.field(converter=answer_text, validator=refusal)
    verb = "answer"

    def payload(self) -> Any:
        return self.answer


@attrs.frozen
class Elect(Event):
    """Takes one of the options a ruling left to him (``option`` names it when several are open)."""

    choice: str = attrs.field(converter=to_text, validator=refusal)
    option: str | None = attrs.field(default=None, converter=to_optional_text, validator=refusal)

    verb = "elect"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"player": self.player, "elect": self.choice}
        if self.option is not None:
            out["option"] = self.option
        return out


@attrs.frozen
class Propose(Event):
    """Proposes something the laws leave to agreement: a fresh deal (Case III)."""

    proposal: str = attrs.field(validator=one_of(PROPOSALS))
    verb = "propose"

    def payload(self) -> Any:
        return self.proposal


@attrs.frozen
class Accept(Event):
    """Accepts the adversary's proposal."""

    proposal: str = attrs.field(validator=one_of(ACCEPTED))
    verb = "accept"

    def payload(self) -> Any:
        return self.proposal


@attrs.frozen
class PenaltyClaim(Event):
    """Claims that the adversary erred: a revoke, a deal out of turn, a call not held, a score wrongly counted.

    A claim of the score may name the deal whose written score it disputes
    (``deal``: its index in the record's ``deals``, from 0); unnamed, it is
    the last deal scored (Law 70).
    """

    what: str = attrs.field(validator=one_of(CLAIMS))
    deal: int | None = attrs.field(default=None, converter=to_optional_int, validator=between(0, MAX_DEALS - 1, optional=True))
    verb = "claim"

    @deal.validator
    def _of_the_score(self, attribute: Any, value: int | None) -> None:
        if value is not None and self.what != "score":
            raise ActError(type(self).__name__, "deal", f"only a claim of the score names a deal, not a claim of {shown(self.what)}")

    def payload(self) -> Any:
        return self.what

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        if self.deal is not None:
            out["deal"] = self.deal
        return out


@attrs.frozen
class Remark(Event):
    """A bystander calls attention to an error or oversight (Law 78); ``by`` names him."""

    by: str = attrs.field(converter=to_text, validator=refusal)
    text: str = attrs.field(converter=to_text, validator=refusal)
    verb = "remark"
    shared = True

    def to_json(self) -> dict[str, Any]:
        """The remark as the record writes it; a player the record names with it is kept, so the act reads back equal."""
        written: dict[str, Any] = {"player": self.player} if self.player is not None else {}
        return written | {"remark": self.text, "by": self.by}


@attrs.frozen
class WriteScore(Event):
    """What a player wrote on his scoring card for the deal (Laws 70, 74).

    In a deal that counts double (the first and last of a four-deal partie,
    the note to Law 71) ``doubled`` says which figure was written: the
    doubled one (True, and the meaning when it is not said, None), or the
    hand's own (False).
    """

    scores: tuple[tuple[str, int], ...] = attrs.field(converter=to_scores, validator=refusal)
    doubled: bool | None = attrs.field(default=None, converter=to_optional_bool, validator=refusal)
    verb = "write"

    def payload(self) -> Any:
        return dict(self.scores)

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        if self.doubled is not None:
            out["doubled"] = self.doubled
        return out

    def written(self) -> dict[str, int]:
        return dict(self.scores)

    def counted(self, multiplier: int) -> dict[str, int]:
        """The figures as they count in the partie, in a deal whose points count ``multiplier`` times: a figure written
        doubled is already so; the hand's own figure is multiplied."""
        factor = 1 if self.doubled is None or self.doubled else multiplier
        return {player: figure * factor for player, figure in self.scores}


@attrs.frozen
class Rectify(Event):
    """The dealer puts a misdeal right before either hand is taken up (Law 10): each card moved, and where to.

    ``moves`` pairs a card with its destination: a player's label, or
    ``"stock"`` for the top of the stock (cards moved there are stacked in
    the order given, the first on top).
    """

    moves: tuple[tuple[Card, str], ...] = attrs.field(converter=to_moves, validator=refusal)
    verb = "rectify"

    def payload(self) -> Any:
        return {card.code: to for card, to in self.moves}


@attrs.frozen
class Gather(Event):
    """Gathers the cards for the coming deal and puts them squared, face down, on the table (Law 17)."""

    verb = "gather"

    def payload(self) -> Any:
        return "pack"


@attrs.frozen
class Shuffle(Event):
    """Shuffles the pack before the deal (Laws 1, 2); ``faces_shown`` when it was done so that faces could be seen."""

    faces_shown: bool = attrs.field(default=False, converter=to_bool, validator=refusal)
    verb = "shuffle"

    def payload(self) -> Any:
        return "faces shown" if self.faces_shown else "pack"


@attrs.frozen
class Cut(Event):
    """Cuts the pack to the dealer, lifting ``lifted`` cards off the top (Laws 3, 7, 8); ``exposed``, a card shown in cutting."""

    lifted: int = attrs.field(converter=to_int, validator=between(0, PACK_SIZE))
    exposed: Card | None = attrs.field(default=None, converter=to_optional_card, validator=refusal)
    verb = "cut"

    def payload(self) -> Any:
        return self.lifted

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        if self.exposed is not None:
            out["exposed"] = self.exposed.code
        return out


@attrs.frozen
class LiftHand(Event):
    """Takes up his hand from the table (Laws 10, 15, 16)."""

    verb = "lift"

    def payload(self) -> Any:
        return "hand"

