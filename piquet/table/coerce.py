"""The usual spellings of the table's values, as the acts' constructors take them, and what no act can hold.

A program writes ``Play("A", "7C")`` or ``Reply("B", "not good")``; the
record reader writes the same acts from JSON.  Both go through the
constructors, so what one accepts the other does.  Each field of an act has
a *converter* here (a named function, so that type checkers see what the
constructor takes) that turns the usual spellings into the value, and a
*validator* that refuses what is left: a value of the wrong kind, or one
impossible in itself (a point of thirteen cards, a card not in the pack).
A converter never raises: what it cannot read it hands on as
:class:`Refused`, and the validator, which knows the act and the field,
raises :class:`~piquet.errors.ActError` naming both.

Converters take the right type first, at the cost of one ``type`` test, as
the referee makes acts in its busiest loops.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, cast

from piquet.errors import ActError, NotationError, shown
from piquet.table.cards import Card, Rank, Suit, bits_of, parse_cards
from piquet.table.cardsets import Hand, Stock

__all__ = [
    "Refused",
    "refusal",
    "between",
    "one_of",
    "some",
    "is_line",
    "LINE_MOST",
    "SCORE_MOST",
    "to_label",
    "to_int",
    "to_optional_int",
    "to_bool",
    "to_optional_bool",
    "to_text",
    "to_optional_text",
    "to_hand",
    "to_cards",
    "to_card",
    "to_optional_card",
    "to_suit",
    "to_optional_suit",
    "to_optional_rank",
    "to_scores",
    "to_moves",
    "answer_text",
    "words",
]

#: A field's validator, as attrs calls it: the instance, the field, the value.
Validator = Callable[[Any, Any, Any], None]

#: The longest line of text an act may carry (a question, a remark, an election's choice).
LINE_MOST = 200


class Refused:
    """What a converter could not read, and why; the field's validator raises it with the act and field named."""

    __slots__ = ("value", "reason")

    def __init__(self, value: object, reason: str) -> None:
        self.value = value
        self.reason = reason


def _refused(expected: str, value: object) -> Any:
    """A value of the wrong kind, handed on to the validator (typed as the field's type, which it stands in for)."""
    return Refused(value, f"expected {expected}, got {type(value).__name__} {shown(value)}")


def _raise(instance: object, name: str, reason: str) -> None:
    raise ActError(type(instance).__name__, name, reason)


def refusal(instance: Any, attribute: Any, value: Any) -> None:
    """The validator of a field whose converter alone says what it takes."""
    if type(value) is Refused:
        _raise(instance, attribute.name, value.reason)


def between(low: int, high: int, *, optional: bool = False) -> Validator:
    """A validator: a whole number from ``low`` to ``high`` (or None, if ``optional``)."""

    def check(instance: Any, attribute: Any, value: Any) -> None:
        if type(value) is int and low <= value <= high:
            return
        if optional and value is None:
            return
        if type(value) is Refused:
            value = value.value
        kind = "a whole number" if type(value) is not int else "a number"
        _raise(instance, attribute.name, f"expected {kind} from {low} to {high}, got {type(value).__name__} {shown(value)}")

    return check


def one_of(allowed: tuple[str, ...], *, optional: bool = False) -> Validator:
    """A validator: one of the words ``allowed`` (or None, if ``optional``)."""

    def check(instance: Any, attribute: Any, value: Any) -> None:
        if value in allowed and type(value) is str or (optional and value is None):
            return
        if type(value) is Refused:
            value = value.value
        _raise(instance, attribute.name, f"expected one of {list(allowed)}, got {type(value).__name__} {shown(value)}")

    return check


def some(instance: Any, attribute: Any, value: Any) -> None:
    """A validator: cards, at least one."""
    if value and type(value) is not Refused:
        return
    refusal(instance, attribute, value)
    if not value:
        _raise(instance, attribute.name, "expected at least one card, got none")


def is_line(value: object) -> bool:
    """A short line of text: a string, not blank, printable, of :data:`LINE_MOST` characters at most."""
    return isinstance(value, str) and bool(value.strip()) and len(value) <= LINE_MOST and value.isprintable()


# -- converters ----------------------------------------------------------------------------------------------------


def to_label(value: object) -> str:
    """A player's label: a string (None stands for an act of both players, where the act allows it)."""
    if type(value) is str or value is None:
        return cast(str, value)
    return cast(str, _refused("a player's label (a string such as 'A')", value))


def to_int(value: object) -> int:
    """A whole number (``True`` is not one)."""
    if type(value) is int:
        return value
    return cast(int, _refused("a whole number", value))


def to_optional_int(value: object) -> int | None:
    return None if value is None else to_int(value)


def to_bool(value: object) -> bool:
    """True or False, and nothing that merely passes for one."""
    if type(value) is bool:
        return value
    return cast(bool, _refused("True or False", value))


def to_optional_bool(value: object) -> bool | None:
    return None if value is None else to_bool(value)


def to_text(value: object) -> str:
    """A short line of text (:func:`is_line`)."""
    if is_line(value):
        return cast(str, value)
    return cast(str, _refused(f"a short line of text (at most {LINE_MOST} printable characters)", value))


def to_optional_text(value: object) -> str | None:
    return None if value is None else to_text(value)


_CARDS = "cards like 'KS 8C 7C' (a string, a list of cards, or a Hand)"


def _card_list(value: object, expected: str) -> tuple[Card, ...] | Refused:
    """Cards from a string, a card, a Hand or a list of cards and card strings; two of one card are refused."""
    if isinstance(value, Card):
        return (value,)
    if isinstance(value, (Hand, Stock)):
        return tuple(value)
    try:
        if isinstance(value, str):
            return parse_cards(value)
        if isinstance(value, (list, tuple)):
            if all(type(item) is Card for item in value):
                cards = tuple(value)
                if bits_of(cards).bit_count() != len(cards):
                    return Refused(value, "a card is given twice")
                return cards
            if all(isinstance(item, (str, Card)) for item in value):
                return parse_cards([item if isinstance(item, str) else item.code for item in value])
    except NotationError as error:
        return Refused(value, str(error))
    return cast(Refused, _refused(expected, value))


def to_hand(value: object) -> Hand:
    """Cards as a set: a Hand, a string of cards (``"KS 8C 7C"``), a card, or a list of cards or card strings."""
    if type(value) is Hand:
        return value
    cards = _card_list(value, _CARDS)
    if type(cards) is Refused:
        return cast(Hand, cards)
    return Hand(bits_of(cast(tuple[Card, ...], cards)))


def to_cards(value: object) -> tuple[Card, ...]:
    """Cards in order: a card (``"7C"`` or a Card), a string of cards, or a list of cards or card strings."""
    if type(value) is tuple:
        if len(value) == 1 and type(value[0]) is Card:  # one card played, the usual act: no look for a repeat
            return value
        if all(type(card) is Card for card in value) and bits_of(value).bit_count() == len(value):
            return value
    cards = _card_list(value, "a card like '7C' or a Card, or several in a string or a list")
    return cast(tuple[Card, ...], cards)


def to_card(value: object) -> Card:
    """One card: a Card, or its code (``"7C"``, ``"10h"``, ``"Q♠"``), alone or in a list."""
    if type(value) is Card:
        return value
    if not isinstance(value, (str, list, tuple)):
        return cast(Card, _refused("a card like '7C' or a Card", value))
    found = _card_list(value, "a card like '7C' or a Card")
    if type(found) is Refused:
        return cast(Card, found)
    cards = cast(tuple[Card, ...], found)
    if len(cards) == 1:
        return cards[0]
    return cast(Card, Refused(value, f"expected one card, got {len(cards)}: {shown(value)}"))


def to_optional_card(value: object) -> Card | None:
    return None if value is None else to_card(value)


def to_suit(value: object) -> Suit:
    """A suit: a Suit, its letter or symbol (``"S"``, ``"♠"``), or its number 0-3 (clubs first)."""
    if type(value) is Suit:
        return value
    if isinstance(value, str):
        try:
            return Suit.parse(value)
        except NotationError as error:
            return cast(Suit, Refused(value, str(error)))
    if type(value) is int and 0 <= value <= 3:
        return Suit(value)
    return cast(Suit, _refused("a suit like 'S' or a Suit", value))


def to_optional_suit(value: object) -> Suit | None:
    return None if value is None else to_suit(value)


def to_optional_rank(value: object) -> Rank | None:
    """A rank, or None: a Rank, its letter (``"K"``, ``"10"``), or its number 7-14."""
    if value is None or type(value) is Rank:
        return value
    if isinstance(value, str):
        try:
            return Rank.parse(value)
        except NotationError as error:
            return cast(Rank, Refused(value, str(error)))
    if type(value) is int and 7 <= value <= 14:
        return Rank(value)
    return cast(Rank, _refused("a rank like 'K' or a Rank", value))


#: The highest score a player may write for one deal.
SCORE_MOST = 10_000


def to_scores(value: object) -> tuple[tuple[str, int], ...]:
    """The scores written, by player: ``{"A": 28, "B": 23}`` or pairs; each label a line of text, each score 0-10000."""
    if type(value) is tuple and value and all(type(pair) is tuple and len(pair) == 2 for pair in value):
        pairs: Iterable[Any] = value
    elif isinstance(value, Mapping) and value:
        pairs = value.items()
    elif isinstance(value, (list, tuple)) and value and all(isinstance(pair, (list, tuple)) and len(pair) == 2 for pair in value):
        pairs = value
    else:
        return cast(tuple[tuple[str, int], ...], _refused("the scores written, such as {'A': 28, 'B': 23}", value))
    written = tuple((player, figure) for player, figure in pairs)
    for player, figure in written:
        if not is_line(player) or type(figure) is not int or not 0 <= figure <= SCORE_MOST:
            return cast(tuple[tuple[str, int], ...], Refused(value, f"expected a label and a score from 0 to {SCORE_MOST} for each "
                                                                    f"player, got {shown(player)}: {shown(figure)}"))
    return written


def to_moves(value: object) -> tuple[tuple[Card, str], ...]:
    """A misdeal put right: each card moved and where to, ``{"7C": "stock"}`` or pairs; each card once, 32 at most."""
    if isinstance(value, Mapping):
        pairs: Any = list(value.items())
    elif isinstance(value, (list, tuple)) and all(isinstance(pair, (list, tuple)) and len(pair) == 2 for pair in value):
        pairs = value
    else:
        return cast(tuple[tuple[Card, str], ...], _refused("each card moved and where to, such as {'7C': 'stock'}", value))
    moves = []
    for card, to in pairs:
        found: object = to_card(card)
        if not isinstance(found, Card):
            return cast(tuple[tuple[Card, str], ...], found)
        if not is_line(to):
            return cast(tuple[tuple[Card, str], ...], _refused("where a card is moved: a player's label or 'stock'", to))
        moves.append((found, cast(str, to)))
    if not 1 <= len(moves) <= 32 or len({card for card, _ in moves}) != len(moves):
        return cast(tuple[tuple[Card, str], ...], Refused(value, "expected from 1 to 32 cards moved, each once"))
    return tuple(moves)


def answer_text(value: object) -> str:
    """An answer to a question: a number is read as its text, and one card, however written, as its code ("jd" is
    ``"JD"``), so that an answer reads the same however it was given."""
    if type(value) is int and abs(value) < 10**200:
        value = str(value)
    if not is_line(value):
        return cast(str, _refused(f"a short line of text (at most {LINE_MOST} printable characters)", value))
    text = cast(str, value)
    if 2 <= len(text.strip()) <= 3:
        try:
            return Card.parse(text).code
        except NotationError:
            return text
    return text


def words(text: str) -> str:
    """A phrase as the acts' enums spell it: lower case, one space between words (``Not_Good`` is ``not good``)."""
    return " ".join(text.lower().replace("_", " ").replace("-", " ").split())
