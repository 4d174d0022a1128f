"""Questions at the table as values: what was asked (its kind, the suit or rank it names), read once from the words.

A player asks in words ("how many hearts", "which out", "show"); the laws
give a remedy for some questions and not others (Laws 55, 59 V; Cases VII,
VIII, XV, XVI).  The words are read here, once, when the act is made, so
that the rules compare kinds and suits and never the words themselves.
"""

from __future__ import annotations

import enum

import attrs

from piquet.table.cards import Card, Rank, Suit

__all__ = ["QuestionKind", "Question", "number_said", "suit_named", "card_named"]


class QuestionKind(enum.Enum):
    """The questions the laws and Cases treat apart; any other is :attr:`OTHER`, kept with its words."""

    #: How many of a suit a player has (Cases XV, XVI; Law 59 V).
    HOW_MANY = "how many"
    #: Which card of a trio called is not reckoned (Cases VII, VIII).
    WHICH_OUT = "which out"
    #: A demand to see the cards called (Law 55).
    SHOW = "show"
    OTHER = "other"


_NUMBERS = {
    "none": 0, "no": 0, "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
}  # fmt: skip


def suit_named(word: str) -> Suit | None:
    """The suit a word names ("hearts", "heart", "H"), or None."""
    said = word.strip().lower()
    for suit in Suit:
        if said in (suit.plural.lower(), suit.name.lower(), suit.letter.lower()):
            return suit
    return None


def number_said(text: str) -> int | None:
    """The number an answer gives, in figures or in words ("3", "three", "none"), or None."""
    said = text.strip().lower()
    return int(said) if said.isdigit() else _NUMBERS.get(said)


def card_named(text: str) -> Card | None:
    """The card an answer names ("KH"), or None."""
    try:
        return Card.parse(text)
    except ValueError:
        return None


@attrs.frozen
class Question:
    """A question as asked: its kind, the suit or rank it names, and its words (for the rulings that quote it)."""

    kind: QuestionKind
    words: str
    suit: Suit | None = None
    rank: Rank | None = None

    @classmethod
    def read(cls, question: str, about: str | None = None) -> Question:
        """The question of an ``ask`` act: its words, and what they are about when given apart (``{"how many": "hearts"}``)."""
        words = question if about is None else f"{question} {about}"
        said = words.lower().split()
        if said[:2] == ["how", "many"] and len(said) == 3 and (suit := suit_named(said[2])) is not None:
            return cls(QuestionKind.HOW_MANY, words, suit=suit)
        if words.startswith(QuestionKind.WHICH_OUT.value):
            return cls(QuestionKind.WHICH_OUT, words)
        if question == QuestionKind.SHOW.value and about is None:
            return cls(QuestionKind.SHOW, words)
        return cls(QuestionKind.OTHER, words)
