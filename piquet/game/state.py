"""The state of one deal: where every card is, and how far the deal has gone.

The state is a frozen value; an act produces a new state (see
:mod:`piquet.referee.deal`).  Card places are bit masks, one per place, so that the
whereabouts of every card is explicit and nothing assumes twelve cards in a
hand or eight in the stock: hands of eleven or thirteen and stocks of seven
or nine are representable, which the laws of irregularity need.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterator
from typing import Any

import attrs

from piquet.errors import ScoreError
from piquet.game.acts import Event
from lawkit.elections import Election
from piquet.game.picture import picture, state_repr
from piquet.game.variant import Variant, as_variant
from lawkit.citation import Citation
from lawkit.ruling import Option, Ruling
from piquet.table.cards import PACK, Card, bits_of, cards_from_bits
from piquet.table.cardsets import Hand, Stock
from piquet.table.categories import Category
from piquet.table.claims import Answer, Claim
from piquet.table.combinations import Combination
from piquet.table.questions import Question

__all__ = [
    "ELDER",
    "YOUNGER",
    "Phase",
    "Place",
    "DealSetup",
    "Trick",
    "trick_of",
    "Dialogue",
    "HandScore",
    "Penalty",
    "Said",
    "Void",
    "DealState",
    "dealt_state",
    "REGULAR_HAND",
    "REGULAR_STOCK",
    "HAND_SEEN_BY",
    "adversary",
]

#: The cards each player should hold (Laws 9, 57, 58): the measure of too many and too few.
REGULAR_HAND = 12
#: The cards left undealt in a regular deal (Law 9).
REGULAR_STOCK = 8
#: The acts by which a player takes up or uses the hand he was dealt (Laws 16, 70).
HAND_SEEN_BY = ("lift", "discard", "exchange", "take", "announce", "show")

ELDER = 0
YOUNGER = 1


def adversary(who: int) -> int:
    """The other seat: two play, so each player's adversary is the one he is not."""
    return 1 - who


class Phase(enum.Enum):
    """How far the deal has gone."""

    #: Members are singletons compared by identity, so the identity hash is enough; it is C, where Enum's is Python,
    #: and the referee looks up its rules by stage at every act.
    __hash__ = object.__hash__

    EXCHANGE = "exchange"
    DECLARATION = "declaration"
    PLAY = "play"
    FINISHED = "finished"
    VOID = "void"


# Read by the properties below at every act: a module name, where a member read through its enum's class is slower.
_FINISHED = Phase.FINISHED
_VOID = Phase.VOID


class Place(enum.Enum):
    """Where a card can be during a deal."""

    ELDER_HAND = "elder's hand"
    YOUNGER_HAND = "younger's hand"
    ELDER_DISCARD = "elder's discard"
    YOUNGER_DISCARD = "younger's discard"
    STOCK = "stock"
    ELDER_PLAYED = "played by the elder hand"
    YOUNGER_PLAYED = "played by the younger hand"
    OUT_OF_DEAL = "not in this deal"


@attrs.frozen
class DealSetup:
    """What was dealt, fixed for the deal: who is who, the hands and the stock."""

    dealer: str
    elder: str
    younger: str
    dealt: tuple[int, int]
    stock: tuple[int, ...]
    number: int = 1
    last_of_partie: bool = False
    next_is_last: bool = False
    out_of_turn: bool = False
    #: How this deal was dealt, by two or by three (Law 9), and the mode this dealer is bound to for the partie, when known.
    deal_by: int | None = None
    mode: int | None = None
    #: The code the deal is played under (the Laws of Piquet, or Piquet au Cent),
    #: and the agreements of au cent in force (``"point_four_less"``, ``"low_cards_do_not_count"``).
    variant: Variant = attrs.field(default=Variant.RUBICON, converter=as_variant)
    agreements: frozenset[str] = frozenset()
    #: For the first deal of a partie opened by a cut for deal, the laws by which the cut named its dealer (Laws 4-8).
    cut_laws: tuple[int, ...] = ()
    #: The seats of the players whose score of the last deal of the partie was written otherwise than the laws count it:
    #: the error is put right only until the player in error has seen this deal's hand (Law 70).  The partie names
    #: players; the deal knows seats, and the names become seats once, when the deal is dealt.
    misscored: tuple[int, ...] = ()
    #: Au cent: the seats of the players whose written scores in the game in progress stand wrong, to be put right while the game
    #: lasts (:au-cent:`errors-in-scoring`); and those whose errors stood when the game before this deal ended.
    errors_in_game: tuple[int, ...] = ()
    errors_in_ended_game: tuple[int, ...] = ()
    #: In the deal a tie would extend (the sixth of a partie of six, Law 71): the partie's scores before it, by seat, and
    #: what each of this deal's points counts in the partie (two in the last of a four-deal partie, the note to Law 71).
    #: Whether another deal follows this one turns on them.
    partie_before: tuple[int, int] | None = None
    multiplier: int = 1
    #: The seats of the players a righting of the last deal's written score would prejudice (Law 78): the player whose score
    #: would come down, or the adversary of the one whose score would go up.  A bystander whose remark brings the claim that
    #: puts it right may be called on by them.
    righting_prejudices: tuple[int, ...] = ()
    #: The seats of the players whose written score of a deal before the last stood wrong, past righting (Law 70): a claim of
    #: it now is too late.
    errors_stood: tuple[int, ...] = ()
    #: Whether the players wrote the last deal's scores: a claim of them is judged on each player's own figure (Law 74).
    last_written: bool = False
    #: This deal's index in the record's ``deals`` (None for a deal not read from a record), and for each deal of the record
    #: before it, its number in the partie if it was scored (None for a deal void or of no partie) and the seats whose
    #: written score of it stood wrong, past righting (Law 70): what a claim of the score that names its deal concerns.
    record_index: int | None = None
    earlier: tuple[tuple[int | None, tuple[int, ...]], ...] = ()
    #: In the first deal of a partie of a chouette session: the players in error in the last partie's last written score
    #: who hold no hand in this partie (an adviser).  They see no hand of this deal, so a claim of that score here is in
    #: time, as the last partie's adjudication rules it (Law 70); having no seat here, they are named by label.
    misscored_away: tuple[str, ...] = ()

    @property
    def au_cent(self) -> bool:
        """Whether the deal is played under the Laws of Piquet au Cent."""
        return self.variant is Variant.AU_CENT

    def label(self, who: int) -> str:
        return self.elder if who == ELDER else self.younger

    @property
    def labels(self) -> tuple[str, str]:
        """The players' labels by seat: what fills the slots of the deal's rulings where they are shown."""
        return (self.elder, self.younger)

    def shown(self, rulings: tuple[Ruling, ...]) -> tuple[Ruling, ...]:
        """Rulings of this deal as people read them: the parties' labels filled in."""
        if not rulings:
            return ()  # most deals draw none
        labels = (self.elder, self.younger)
        return tuple([r.shown(labels) for r in rulings])

    def index(self, player: str) -> int | None:
        if player == self.elder:
            return ELDER
        if player == self.younger:
            return YOUNGER
        return None

    @property
    def dealt_regularly(self) -> bool:
        """Twelve cards to each player and eight to the stock (Law 9)."""
        dealt = self.dealt
        return len(self.stock) == REGULAR_STOCK and dealt[0].bit_count() == REGULAR_HAND and dealt[1].bit_count() == REGULAR_HAND

    @property
    def mode_kept(self) -> bool:
        """Whether the dealer deals in the mode he is bound to, or no mode is known (Law 9)."""
        return self.deal_by is None or self.mode is None or self.deal_by == self.mode

    @property
    def dealer_seat(self) -> int | None:
        """The dealer's seat (the younger hand), or None where the dealer named holds neither hand."""
        return self.index(self.dealer)

    def seats_of(self, acts: tuple[Event, ...]) -> tuple[int | None, ...]:
        """The seat of each act's player, None where it names none: the names of a run of acts turned into seats once,
        as they enter the deal's log (:attr:`DealState.acted_by`)."""
        elder, younger = self.elder, self.younger
        # A list made and then frozen: for the few acts of a run, quicker than a generator (and than map with a look-up
        # table and attrgetter, measured: the comparisons of interned labels are cheaper than the calls).
        return tuple([ELDER if a.player == elder else YOUNGER if a.player == younger else None for a in acts])

    @property
    def stock_bits(self) -> int:
        """The cards of the stock as dealt, as a mask."""
        # Read on most acts of the exchange and the look: the indices set as bits (a card's bit is ``1 << index``),
        # without a generator or a Card per card, and kept for the setup last asked about (one deal's acts ask in turn).
        global _LAST_STOCK
        last = _LAST_STOCK
        if last[0] is self:
            return last[1]
        bits = 0
        for index in self.stock:
            bits |= 1 << index
        _LAST_STOCK = (self, bits)  # one tuple, replaced whole: a thread reading it sees an old pair or the new one
        return bits

    @property
    def pack_bits(self) -> int:
        return self.dealt[0] | self.dealt[1] | self.stock_bits


@attrs.frozen
class Trick:
    """A finished trick: who led, the two cards and who won."""

    leader: int
    led: int
    followed: int
    winner: int

    @property
    def cards(self) -> tuple[Card, Card]:
        return PACK[self.led], PACK[self.followed]


#: Every trick made so far, by :func:`trick_of`'s key (the play's fast path looks here first).
TRICKS: dict[int, Trick] = {}


def trick_of(leader: int, led: int, followed: int, winner: int) -> Trick:
    """The trick, made once and shared: there are only a few thousand, and a deal makes twelve."""
    key = leader << 11 | winner << 10 | led << 5 | followed
    found = TRICKS.get(key)
    if found is None:
        found = TRICKS[key] = Trick(leader, led, followed, winner)
    return found


@attrs.frozen
class HandScore:
    """A score in hand (categories I-IV) that a player has made good."""

    player: int
    category: Category
    points: int = attrs.field()
    what: Combination | None
    laws: tuple[int, ...]
    cases: tuple[str, ...] = ()
    founded: bool = True
    said_at: int | None = None

    @points.validator
    def _positive(self, attribute: object, value: int) -> None:
        if value <= 0:
            raise ScoreError(f"a score must be of one point or more, not {value}")

    @property
    def description(self) -> str:
        if self.what is None:
            return self.category.label
        return str(self.what)


@attrs.frozen
class Penalty:
    """A player can reckon nothing that deal, from one category of Law 67 on.

    Laws 25, 27-29, 31, 33, 35, 54 and 58 take away everything a player
    would score; a carte blanche shown before the offence still counts
    (Case XXI), so the penalty may start after it.  The player's cards,
    though not good to score, remain good to bar the adversary's pique and
    repique (Law 58).  The adversary may decline to enforce it (Law 44):
    ``waived`` then holds.
    """

    player: int
    laws: tuple[int, ...]
    cases: tuple[str, ...] = ()
    reckons_nothing_from: Category = Category.CARTE_BLANCHE
    waived: bool = False

    def applies_to(self, player: int, category: Category) -> bool:
        return not self.waived and player == self.player and category >= self.reckons_nothing_from


@attrs.frozen
class Said:
    """Something a player said, kept apart from what he holds.

    ``claim`` is the call as spoken; ``held`` is what the hand supported at
    the moment (None when it did not: a claim that may later be found
    unfounded, Law 54).  ``corrected`` marks a statement later withdrawn or
    replaced (Laws 50-52).  What else was said is kept as structure, never as
    words to read again: a question (its kind and suit, Laws 55, 59 V), the
    number or card an answer gives, the cards shown (a mask), and the
    bystander who made a remark (Law 78).
    """

    event: int
    player: int
    kind: str
    claim: Claim | None = None
    answer: Answer | None = None
    held: object | None = None
    corrected: bool = False
    question: Question | None = None
    number: int | None = None
    card: Card | None = None
    cards: int = 0
    by: str | None = None


@attrs.frozen
class Void:
    """A deal that ends without a score: why, who deals next, and the laws."""

    reason: str
    next_dealer: str
    citations: tuple[Citation, ...]
    counts_in_partie: bool = False
    #: A misdeal the dealer may still put right with his adversary's leave, before either hand is taken up (Law 10).
    rectifiable: bool = False


class Outcome(enum.Enum):
    """How the elder's call in a category was answered."""

    OPEN = "open"
    AWAITING = "awaiting reply"
    GOOD = "good"
    EQUAL = "equal"
    NOT_GOOD = "not good"


@attrs.frozen(slots=False)
class Dialogue:
    """The calls and replies of one category (point, sequences or sets).

    Not slotted, as :class:`DealState`: a copy of the instance dictionary is the cheap way to change a field.
    """

    category: Category
    outcome: Outcome = Outcome.OPEN
    call: Claim | None = None
    resolved: Combination | None = None
    answers: tuple[Answer, ...] = ()
    first_good_against_the_cards: bool = False
    younger_barred: bool = False
    forfeited: bool = False
    value_stated: bool = False
    founded: bool = True
    #: The younger's "not good" or "equal" that his own cards contradict, until the elder shows his call (Laws 54, 55).
    contradicted: bool = False
    #: In au cent, a sequence the elder showed that is better than the one he called: it bars the younger's equal or lesser ones.
    shown_bar: Combination | None = None
    #: A better holding the elder called after his smaller call of the kind was answered: too late to reckon (Law 50),
    #: it still bars the younger's equal or lesser ones, as a holding not good to score is good to bar (Case I).
    late_bar: Combination | None = None

    def evolve(self, **changes: Any) -> Dialogue:
        """A copy with some fields changed: :func:`attrs.evolve`, without its look at the class on every call.

        The dialogue changes at every call and reply, so this is on the referee's busiest path.
        """
        new = _NEW(Dialogue)
        fields = new.__dict__
        fields.update(self.__dict__)
        fields.update(changes)
        if len(fields) != len(self.__dict__):  # a name that is not a field was added
            raise TypeError(f"Dialogue has no field(s) {', '.join(sorted(changes.keys() - self.__dict__.keys()))}")
        return new


#: The acts by which a player takes up his cards.
_TAKING_UP = ("lift", "discard", "exchange", "take")


def _is_play(act: Event) -> bool:
    return act.verb == "play"


@attrs.frozen(slots=False)
class DealState:
    """Everything the referee knows about one deal at one moment.

    Frozen but not slotted, on purpose: every act makes a new state, and a
    copy of the instance dictionary is several times cheaper than setting
    thirty slots one by one (measured in ``benchmarks/bench_deals.py``).

    Player indexes: 0 is the elder hand, 1 the younger (see
    :attr:`setup` for labels).  ``hands``, ``discards`` and ``played`` are
    bit masks; ``stock`` is the cards still in the stock, top first.
    """

    setup: DealSetup
    phase: Phase
    hands: tuple[int, int]
    discards: tuple[int, int]
    stock: tuple[int, ...]
    taken: tuple[int | None, int | None] = (None, None)
    left_by_elder: int = 0
    #: The seat of the player whose taking in by lifts is under way, short of his share with more to lift (Laws 29, 32).
    lifting_in: int | None = None
    looked_at_left: tuple[bool, bool] = (False, False)
    carte_blanche: tuple[bool, bool] = (False, False)
    announced_carte_blanche: tuple[bool, bool] = (False, False)
    dialogues: tuple[Dialogue, Dialogue, Dialogue] = (
        Dialogue(Category.POINT),
        Dialogue(Category.SEQUENCE),
        Dialogue(Category.SET),
    )
    hand_scores: tuple[HandScore, ...] = ()
    bars: frozenset[tuple[int, Category]] = frozenset()
    penalties: tuple[Penalty, ...] = ()
    declared_all: bool = False
    leader: int = 0
    pending: tuple[int, ...] = ()
    tricks: tuple[Trick, ...] = ()
    played: tuple[int, int] = (0, 0)
    conceded_by: int | None = None
    rulings: tuple[Ruling, ...] = ()
    log: tuple[Event, ...] = ()
    #: The seat of the player of each act in :attr:`log` (None for an act that names none): the acts carry the names
    #: the record gives, and the rules that look back at them compare seats, turned from names once, at the edge.
    acted_by: tuple[int | None, ...] = ()
    said: tuple[Said, ...] = ()
    elections: tuple[Election, ...] = ()
    void: Void | None = None
    stood: bool = False
    announced_count: tuple[bool, bool] = (False, False)
    exposed: int = 0
    retaken: tuple[tuple[int, Event | None], ...] = ()
    revokes: tuple[tuple[int, int, int], ...] = ()
    #: Players whose miscall, allowed good, stood uncorrected when the younger played to the first trick, and has not yet
    #: been found (Law 54): the ruling comes at its discovery, or when the deal is scored.
    miscalls: tuple[int, ...] = ()
    #: Calls allowed good and uncorrected at the first trick that their makers could not have held in hand and discard
    #: together: struck then, they score nothing and cost no penalty (Law 54), and are ruled on when the deal is scored
    #: unless a claim or the adversary's reckoning on discovery found them first.
    impossible_calls: tuple[HandScore, ...] = ()
    #: The seats of the players a call or reckoning of whose was ruled a misnomer this deal: named wrongly, held as
    #: valued (Law 53).
    misnamed: tuple[int, ...] = ()
    out_of_turn_found: bool = False
    #: The dealer's adversary has given him leave to put a misdeal right (Law 10).
    leave_to_rectify: bool = False
    #: Acts that answered a string of leads with too many cards: (act index, player, cards beyond the leads) (Law 59 II).
    surplus: tuple[tuple[int, int, int], ...] = ()
    #: Piquet au Cent: the player who has lost the game by a penalty of losing it (the deal ends there).
    game_lost_by: int | None = None
    #: Piquet au Cent: the player from whom his adversary may call a suit when next he leads (cards left seen).
    suit_call_from: int | None = None
    #: The suit so called (its index), until the player has led.
    suit_called: int | None = None
    #: The younger's declaration whether he will look at the cards he left (Law 36): True, False, or None (not declared).
    younger_will_look: bool | None = None

    @property
    def variant(self) -> Variant:
        """The variant the deal is played under: the rules the referee selects for it."""
        return self.setup.variant

    @property
    def events(self) -> int:
        """How many of the deal's events have been applied (the index of the next)."""
        return len(self.log)

    def acts_of(self, who: int) -> Iterator[Event]:
        """The acts of the log made by the player in this seat, in order."""
        return (act for act, by in zip(self.log, self.acted_by) if by == who)

    def first_act(self, who: int, found: Callable[[Event], bool], *, after: int | None = None) -> int | None:
        """The index in the log of this seat's first act that ``found`` picks out (after the act at ``after``, if given),
        or None."""
        start = 0 if after is None else after + 1
        log, acted_by = self.log, self.acted_by
        return next((i for i in range(start, len(log)) if acted_by[i] == who and found(log[i])), None)

    def first_card_of(self, who: int) -> int | None:
        """The index in the log of this seat's first card played, or None."""
        return self.first_act(who, _is_play)

    @property
    def shown_rulings(self) -> tuple[Ruling, ...]:
        """The deal's rulings as people read them, the players' labels filled in (the state keeps them as data)."""
        return self.setup.shown(self.rulings)

    def ruled_against(self, who: int) -> Iterator[Ruling]:
        """The deal's rulings that name the player in this seat as the offender.

        Rulings are written for the record, with names; this is where the
        rules read them back by seat.
        """
        return (ruling for ruling in self.rulings if ruling.offender == who)

    def offered_to(self, who: int) -> Iterator[tuple[Ruling, Option]]:
        """Every option a ruling of this deal offered the player in this seat, with the ruling that offered it."""
        return ((ruling, option) for ruling in self.rulings for option in ruling.options if option.elector == who)

    def offender_of(self, ruling: Ruling) -> int | None:
        """The seat of the player a ruling names as the offender, or None."""
        return ruling.offender

    def logged(self, acts: tuple[Event, ...], **changes: Any) -> DealState:
        """A copy with these acts added to the log, each with its player's seat, and the other fields changed: how a run
        of regular acts records what it took.  :meth:`evolve` written out, as a run ends every few acts of a deal."""
        new = _NEW(DealState)
        fields = new.__dict__
        fields.update(self.__dict__)
        fields.update(changes)
        if len(fields) != len(self.__dict__):
            unknown = changes.keys() - _FIELD_SET
            raise TypeError(f"DealState has no field(s) {', '.join(sorted(unknown))}")
        fields["log"] = self.log + acts
        fields["acted_by"] = self.acted_by + self.setup.seats_of(acts)
        return new

    def evolve(self, **changes: Any) -> DealState:
        """A copy with some fields changed, as :func:`attrs.evolve` gives.

        Every act makes one of these, so it copies the instance dictionary
        instead of going through evolve; unknown field names are still refused.
        """
        new = _NEW(DealState)
        fields = new.__dict__  # the new instance's own dictionary, empty: filled in place, no copy made and then set
        fields.update(self.__dict__)
        fields.update(changes)
        if len(fields) != len(self.__dict__):  # a name that is not a field was added
            unknown = changes.keys() - _FIELD_SET
            raise TypeError(f"DealState has no field(s) {', '.join(sorted(unknown))}")
        return new

    # -- places --------------------------------------------------------------

    def hand(self, who: int) -> Hand:
        return Hand(self.hands[who])

    def discard(self, who: int) -> Hand:
        return Hand(self.discards[who])

    @property
    def stock_cards(self) -> Stock:
        return Stock(self.stock)

    def __repr__(self) -> str:
        """The places by their cards, not their masks (:func:`piquet.game.picture.state_repr`)."""
        return state_repr(self)

    def __str__(self) -> str:
        """The table as a picture: hands by suit, stock, discards, dialogue, tricks (:func:`piquet.game.picture.picture`)."""
        return picture(self)

    def _repr_svg_(self) -> str:
        """The two hands and the stock as they are now (:func:`piquet.svg.deal`): how a Jupyter notebook shows the deal."""
        from piquet.table.svg import deal

        labels = (self.setup.elder, self.setup.younger)
        return deal({labels[0]: self.hand(0), labels[1]: self.hand(1)}, self.stock_cards, dealer=self.setup.dealer)

    def where(self, card: Card) -> Place:
        """The place of a card now."""
        bit = card.bit
        for mask, place in (
            (self.hands[0], Place.ELDER_HAND),
            (self.hands[1], Place.YOUNGER_HAND),
            (self.discards[0], Place.ELDER_DISCARD),
            (self.discards[1], Place.YOUNGER_DISCARD),
            (self.played[0], Place.ELDER_PLAYED),
            (self.played[1], Place.YOUNGER_PLAYED),
        ):
            if mask & bit:
                return place
        if card.index in self.stock:
            return Place.STOCK
        return Place.OUT_OF_DEAL

    def places(self) -> dict[Place, tuple[Card, ...]]:
        """Every place with the cards in it."""
        stock_bits = bits_of(PACK[i] for i in self.stock)
        out = {
            Place.ELDER_HAND: cards_from_bits(self.hands[0]),
            Place.YOUNGER_HAND: cards_from_bits(self.hands[1]),
            Place.ELDER_DISCARD: cards_from_bits(self.discards[0]),
            Place.YOUNGER_DISCARD: cards_from_bits(self.discards[1]),
            Place.ELDER_PLAYED: cards_from_bits(self.played[0]),
            Place.YOUNGER_PLAYED: cards_from_bits(self.played[1]),
            Place.STOCK: tuple(PACK[i] for i in self.stock),
        }
        seen = stock_bits | self.hands[0] | self.hands[1] | self.discards[0] | self.discards[1]
        seen |= self.played[0] | self.played[1]
        out[Place.OUT_OF_DEAL] = cards_from_bits(~seen & ((1 << 32) - 1))
        return out

    # -- progress ------------------------------------------------------------

    def reckons_nothing(self, who: int, category: Category) -> bool:
        """Whether a penalty stops the player scoring in this category."""
        return any(p.applies_to(who, category) for p in self.penalties)

    @property
    def finished(self) -> bool:
        """The deal is over: played out (and ready to score) or void."""
        phase = self.phase
        return phase is _FINISHED or phase is _VOID

    @property
    def is_void(self) -> bool:
        return self.phase is _VOID

    def dealt_count(self, who: int) -> int:
        return self.setup.dealt[who].bit_count()

    def in_play_count(self, who: int) -> int:
        """How many cards the player has held for the play: in hand and already played."""
        return (self.hands[who] | self.played[who]).bit_count()

    def log_has_exchange(self) -> bool:
        """Whether either player has discarded or taken in yet."""
        return any(d for d in self.discards) or self.taken != (None, None)

    def cards_taken_up(self) -> bool:
        """Whether either player has taken up any of his cards (Laws 10, 15, 16)."""
        return self.log_has_exchange() or any(e.verb in _TAKING_UP for e in self.log)

    def has_taken_up(self, who: int) -> bool:
        """Whether this player has taken up any of his cards: lifted his hand, discarded or taken in (Laws 16, 70)."""
        if self.taken[who] is not None or self.discards[who]:
            return True
        return any(e.verb in _TAKING_UP for e in self.acts_of(who))

    def open_elections(self, who: int | None = None) -> tuple[Election, ...]:
        return tuple(e for e in self.elections if who is None or e.elector == who)

    @property
    def first_lead_made(self) -> bool:
        return bool(self.tricks or self.pending)

    @property
    def younger_has_played(self) -> bool:
        return bool(self.tricks)

    def dialogue(self, category: Category) -> Dialogue:
        return self.dialogues[category - Category.POINT]

    def tricks_won(self, who: int) -> int:
        return sum(1 for t in self.tricks if t.winner == who)


_FIELDS: tuple[str, ...] = tuple(field.name for field in attrs.fields(DealState))
#: The setup whose stock's mask was asked last, and that mask (:attr:`DealSetup.stock_bits`).
_LAST_STOCK: tuple[object, int] = (None, 0)
_FIELD_SET = frozenset(_FIELDS)
_NEW = object.__new__

#: Every field of a state at its default, in the class's order (the five given at a deal's start left None).  The
#: defaults are immutable values, none a factory, so each new deal can share them.
_DEFAULTS: dict[str, Any] = {field.name: None if field.default is attrs.NOTHING else field.default for field in attrs.fields(DealState)}
assert not any(isinstance(value, attrs.Factory) for value in _DEFAULTS.values())  # type: ignore[arg-type]


def dealt_state(setup: DealSetup, phase: Phase) -> DealState:
    """``DealState(setup, phase, setup.dealt, (0, 0), setup.stock)``: the state as the cards were dealt.

    Every deal makes one; a copy of the defaults' dictionary is several
    times cheaper than the constructor's forty assignments.
    """
    new = _NEW(DealState)
    fields = new.__dict__
    fields.update(_DEFAULTS)
    fields["setup"] = setup
    fields["phase"] = phase
    fields["hands"] = setup.dealt
    fields["discards"] = (0, 0)
    fields["stock"] = setup.stock
    return new
