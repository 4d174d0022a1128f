"""Law 9 and the record format: hands and a stock read the quick way are read as card by card, and refused alike.

A record's hands and stock are read first as strings of cards in their
usual spelling (:func:`piquet.table.cards.card_indexes`); anything else
(another spelling, a word that is no card, a card given twice) is read
card by card, which says what is wrong.  These tests read the same deals
both ways, and compare what is read or the error raised.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet.errors import RecordError
from piquet.formats import record_json
from piquet.formats.record_json import read_record
from piquet.table.cards import PACK, card_indexes, parse_cards

#: Spellings of cards: the usual, and others the slower reading knows or refuses.
_WORDS = [card.code for card in PACK] + ["10S", "as", "kh", "Q♥", "XX", "", "7C"]


def _deal(rng: random.Random, elder: list[str], younger: list[str], stock: list[str]) -> dict[str, object]:
    joiner = rng.choice([" ", ", ", ","])
    return {"dealer": "B", "hands": {"A": joiner.join(elder), "B": joiner.join(younger)}, "stock": joiner.join(stock), "events": []}


def _read_both_ways(deal: dict[str, object], monkeypatch: pytest.MonkeyPatch) -> tuple[object, object]:
    record = {"format": "piquet-record/1", "players": ["A", "B"], "deals": [deal]}

    def read() -> object:
        try:
            found = read_record(record).deals[0]
            return found.hands, found.stock
        except RecordError as error:
            return ("refused", str(error))

    quick = read()
    with monkeypatch.context() as patched:
        patched.setattr(record_json, "_dealt_quickly", lambda *places: None)
        slow = read()
    return quick, slow


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), spoiled=st.lists(st.tuples(st.integers(0, 31), st.sampled_from(_WORDS)), max_size=3))
def test_law_9_hands_read_quickly_are_the_hands_read_card_by_card(seed: int, spoiled: list[tuple[int, str]]) -> None:
    rng = random.Random(seed)
    words = [card.code for card in PACK]
    rng.shuffle(words)
    for place, word in spoiled:  # another spelling, no card at all, or a card given twice
        words[place] = word
    deal = _deal(rng, words[:12], words[12:24], words[24:])
    with pytest.MonkeyPatch.context() as monkeypatch:
        quick, slow = _read_both_ways(deal, monkeypatch)
    assert quick == slow


def test_the_quick_reading_takes_only_the_usual_spelling() -> None:
    assert card_indexes("AS KS, 7C") == tuple(card.index for card in parse_cards("AS KS 7C"))
    assert card_indexes("") == ()
    assert card_indexes("10S Q♥") == tuple(card.index for card in parse_cards("TS QH"))
    assert card_indexes("AS kh") is None  # read card by card instead, which knows it
    assert card_indexes("AS XX") is None
