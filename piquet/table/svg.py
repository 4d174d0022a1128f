"""Cards drawn as SVG: one card, a hand, a deal's two hands and stock, a trick.

The pictures are text, built the same way every time, so a page or a test can
compare them; each has a ``viewBox``, so it scales to whatever room it is
given, and each card is one ``<g>`` element (classes ``piquet-card``, and
``piquet-red`` for hearts and diamonds; ``data-card`` holds its code) that a
stylesheet or a test can find.  A card is drawn as a pack's cards are: its
index (the rank over the suit symbol, a ten written ``10``) at the top left
and again turned upside down at the bottom right, each a ``<text>`` of class
``piquet-index``, and the suit symbol large in the middle.

This module is the table layer's, so that :class:`~piquet.table.cardsets.Hand`
can draw itself in a notebook; :mod:`piquet.svg` is its public name.  It
takes any cards, a hand and a stock among them, and so needs only the cards.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from xml.sax.saxutils import escape, quoteattr

from piquet.errors import PiquetError, shown
from piquet.table.cards import DISPLAY_ORDER, Card, Suit, parse_cards

__all__ = ["PictureError", "card", "hand", "deal", "trick", "CARD_WIDTH", "CARD_HEIGHT"]

#: A card's size in the pictures' own units (pixels when no ``width`` is asked for).
CARD_WIDTH = 56
CARD_HEIGHT = 80

_GAP = 6  # between two cards
_SUIT_GAP = 6  # added between the last card of a suit and the first of the next
_MARGIN = 4
_LABEL = 20  # the height of a row's label
_ROW_GAP = 8

_RED = "#c0172b"
_BLACK = "#1b1b1b"
_FONT = "'DejaVu Sans', Verdana, 'Segoe UI Symbol', sans-serif"


class PictureError(PiquetError, ValueError):
    """A picture that cannot be drawn as asked: a size that is not a positive number, names that do not fit the cards."""


def _number(value: float) -> str:
    """A length written the same way every time: at most two decimals, no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _card_of(value: Card | str) -> Card:
    return value if isinstance(value, Card) else Card.parse(value)


def _cards_of(value: Iterable[Card | str] | str) -> tuple[Card, ...]:
    """Cards in the order given: a string of cards, or cards (a hand, a stock) or their codes.

    A card given twice is drawn twice: a picture shows what it is given, and a
    wrong pack (Law 15) may hold a card twice; judging that is the referee's work.
    """
    if isinstance(value, str):
        return parse_cards(value, allow_repeats=True)
    return tuple(_card_of(item) for item in value)


#: Each card's place when a hand is shown: spades, hearts, diamonds, clubs, high card first.
_SHOWN_PLACE = {index: place for place, index in enumerate(DISPLAY_ORDER)}


def _sorted(value: Iterable[Card | str] | str) -> tuple[Card, ...]:
    """A hand's cards as a hand is shown, suit by suit and high card first."""
    return tuple(sorted(_cards_of(value), key=lambda found: _SHOWN_PLACE[found.index]))


def _is_red(found: Card) -> bool:
    return found.suit in (Suit.HEARTS, Suit.DIAMONDS)


#: The corner index: the middle of its column, then the baseline and size of the rank and of the suit symbol under it.
_INDEX_X = 11.5
_INDEX_RANK = (19, 20)
_INDEX_SUIT = (34, 15)
_PIP = (51, 30)  # the large suit symbol in the card's middle: baseline, size
_TEN_WIDTH = 18  # "10" is drawn narrower than its font would make it, to stay in its corner
_TURNED = f' transform="rotate(180 {_number(CARD_WIDTH / 2)} {_number(CARD_HEIGHT / 2)})"'


def _index(rank: str, found: Card, colour: str, turned: bool) -> str:
    """A corner index, the rank over the suit symbol; the bottom right one is the top left one turned about the card's centre."""
    x = _number(_INDEX_X)
    squeeze = f' textLength="{_TEN_WIDTH}" lengthAdjust="spacingAndGlyphs"' if len(rank) > 1 else ""
    return (
        f'<text class="piquet-index"{_TURNED if turned else ""} text-anchor="middle" fill="{colour}">'
        f'<tspan x="{x}" y="{_INDEX_RANK[0]}" font-size="{_INDEX_RANK[1]}" font-weight="bold"{squeeze}>{rank}</tspan>'
        f'<tspan x="{x}" y="{_INDEX_SUIT[0]}" font-size="{_INDEX_SUIT[1]}">{found.suit.symbol}</tspan>'
        "</text>"
    )


def _card_group(found: Card, x: float, y: float) -> str:
    """One card, its top left corner at (x, y): an index in two corners, as a pack's cards have, and the suit large in the middle.

    The index is the rank over the suit symbol, at the top left and again
    upside down at the bottom right, so the card reads the same either way up;
    the ten is ``10``, as the text beside the pictures writes it.
    """
    colour = _RED if _is_red(found) else _BLACK
    classes = "piquet-card piquet-red" if _is_red(found) else "piquet-card"
    rank = "10" if found.rank.letter == "T" else found.rank.letter
    return (
        f'<g class="{classes}" data-card="{found.code}" transform="translate({_number(x)} {_number(y)})">'
        f"<title>{found.name}</title>"
        f'<rect x="0.5" y="0.5" width="{CARD_WIDTH - 1}" height="{CARD_HEIGHT - 1}" rx="5" fill="#ffffff" stroke="#8c8c8c"/>'
        + _index(rank, found, colour, turned=False)
        + _index(rank, found, colour, turned=True)
        + f'<text class="piquet-pip" x="{_number(CARD_WIDTH / 2)}" y="{_PIP[0]}" text-anchor="middle" '
        f'font-size="{_PIP[1]}" fill="{colour}">{found.suit.symbol}</text>'
        "</g>"
    )


def _row(cards: Sequence[Card], y: float, *, suit_gaps: bool) -> tuple[list[str], float]:
    """Cards side by side from the left margin: their groups, and the x where the row ends."""
    parts = []
    x = float(_MARGIN)
    for number, found in enumerate(cards):
        if number:
            x += _GAP + (_SUIT_GAP if suit_gaps and found.suit != cards[number - 1].suit else 0)
        parts.append(_card_group(found, x, y))
        x += CARD_WIDTH
    return parts, x


def _label(text: str, y: float) -> str:
    return f'<text x="{_MARGIN + 1}" y="{_number(y)}" font-size="14" fill="#444444">{escape(text)}</text>'


def _picture(body: Sequence[str], size: tuple[float, float], description: str, width: float | None) -> str:
    """The ``<svg>`` element round the body: the ``viewBox`` is the natural size, ``width`` scales it."""
    natural_width, natural_height = size
    if width is None:
        shown_width, shown_height = natural_width, natural_height
    else:
        if isinstance(width, bool) or not isinstance(width, (int, float)) or not width > 0 or width == float("inf"):
            raise PictureError(f"a picture's width is a positive number of pixels, not {shown(width)}")
        shown_width, shown_height = width, width * natural_height / natural_width
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_number(natural_width)} {_number(natural_height)}" '
        f'width="{_number(shown_width)}" height="{_number(shown_height)}" role="img" aria-label={quoteattr(description)} '
        f'font-family="{_FONT}">'
    )
    return head + "".join(body) + "</svg>\n"


def _names(cards: Iterable[Card]) -> str:
    return ", ".join(found.name for found in cards) or "no cards"


def card(value: Card | str, *, width: float | None = None) -> str:
    """One card as SVG text; ``width`` in pixels (the height follows), else its natural 56 by 80.

    >>> import piquet.svg
    >>> from piquet import Card
    >>> piquet.svg.card(Card.parse("QH")).count('class="piquet-card piquet-red"')
    1
    """
    found = _card_of(value)
    body = [_card_group(found, _MARGIN, _MARGIN)]
    return _picture(body, (CARD_WIDTH + 2 * _MARGIN, CARD_HEIGHT + 2 * _MARGIN), found.name, width)


def hand(value: Iterable[Card | str] | str, *, width: float | None = None) -> str:
    """A hand in one row, sorted by suit (spades, hearts, diamonds, clubs) and high card first, as SVG text.

    ``value`` is a :class:`~piquet.table.cardsets.Hand`, a string of cards
    or any cards.  A little more room between the suits shows where each ends.
    """
    held = _sorted(value)
    parts, end = _row(held, _MARGIN, suit_gaps=True)
    size = (max(end, float(CARD_WIDTH)) + _MARGIN, CARD_HEIGHT + 2 * _MARGIN)
    return _picture(parts, size, f"a hand of {len(held)}: {_names(held)}", width)


def deal(
    hands: Mapping[str, Iterable[Card | str] | str],
    stock: Iterable[Card | str] | str,
    *,
    dealer: str | None = None,
    width: float | None = None,
) -> str:
    """The two hands and the stock, each on its labelled row, as SVG text.

    The arguments are a deal as the library holds one (``hands`` and
    ``stock`` of a :class:`~piquet.game.record.DealRecord`, or of
    :meth:`~piquet.referee.deal.Deal.dealt`); card strings are read too.
    Naming the ``dealer`` puts the elder hand first and says which is which.
    The stock keeps its order, top card first.
    """
    if dealer is not None and dealer not in hands:
        raise PictureError(f"the dealer {shown(dealer)} holds none of the hands given ({', '.join(map(str, hands))})")
    order = sorted(hands, key=lambda label: label == dealer) if dealer is not None else list(hands)
    rows: list[tuple[str, tuple[Card, ...], bool]] = []
    for label in order:
        role = "" if dealer is None else (", younger hand (the dealer)" if label == dealer else ", elder hand")
        rows.append((f"{label}{role}", _sorted(hands[label]), True))
    rows.append(("stock, top card first", _cards_of(stock), False))
    body: list[str] = []
    y = float(_MARGIN)
    right = float(CARD_WIDTH + _MARGIN)
    for text, cards, sort in rows:
        body.append(_label(text, y + 14))
        parts, end = _row(cards, y + _LABEL, suit_gaps=sort)
        body += parts
        right = max(right, end)
        y += _LABEL + CARD_HEIGHT + _ROW_GAP
    description = "; ".join(f"{text}: {_names(cards)}" for text, cards, _ in rows)
    return _picture(body, (right + _MARGIN, y - _ROW_GAP + _MARGIN), description, width)


def trick(
    cards: Iterable[Card | str] | str,
    *,
    players: Sequence[str] = (),
    winner: str | None = None,
    width: float | None = None,
) -> str:
    """The cards of a trick in the order played, led card first, as SVG text.

    ``players`` names who played each card, written under it; the
    ``winner``'s name is marked as the one who takes the trick.
    """
    played = _cards_of(cards)
    names = tuple(players)
    if names and len(names) != len(played):
        raise PictureError(f"a trick of {len(played)} card(s) is played by as many players, not {len(names)}")
    if winner is not None and winner not in names:
        raise PictureError(f"the winner {shown(winner)} played none of the trick's cards")
    parts, end = _row(played, _MARGIN, suit_gaps=False)
    height = float(CARD_HEIGHT + 2 * _MARGIN)
    for number, name in enumerate(names):
        said = f"{name} wins" if name == winner else name
        x = _MARGIN + number * (CARD_WIDTH + _GAP) + CARD_WIDTH / 2
        end = max(end, x + len(said) * 4.5)  # room for a long name, at about 9 units a letter
        weight = ' font-weight="bold"' if name == winner else ""
        parts.append(
            f'<text x="{_number(x)}" y="{_number(CARD_HEIGHT + _MARGIN + 16)}" text-anchor="middle" font-size="13"{weight} '
            f'fill="#444444">{escape(said)}</text>'
        )
    if names:
        height += _LABEL
    led = ", then ".join(
        f"{found.name} by {names[number]}" if names else found.name for number, found in enumerate(played)
    )
    description = f"a trick: {led or 'no cards'}" + (f"; {winner} wins it" if winner is not None else "")
    return _picture(parts, (max(end, float(CARD_WIDTH)) + _MARGIN, height), description, width)
