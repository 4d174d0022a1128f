"""What the act reader makes of its input, where the mutation sample of seed 1127
found ``piquet/formats/acts_json.py`` untested.

Each test goes through the public reader (``piquet.event_from_json``) and names
in its docstring the mutant it kills (see ``docs/mutation.rst``).
"""

from __future__ import annotations

import pytest

from piquet import AnswerQuestion, event_from_json
from piquet.errors import PiquetError


def test_case_xv_an_answer_given_as_a_number_is_read_as_its_text_up_to_two_hundred_digits() -> None:
    """Case XV: "how many?" may be answered with a number, read as its text.  A
    number of two hundred digits is still a line of text; one of 201 digits is
    refused, and the message describes the number given, not a text it was
    turned into.  (Kills ``abs(value) < 10**200`` made ``<=`` in
    ``_number_as_text``.)"""
    read = event_from_json({"player": "B", "answer": 5})
    assert read == AnswerQuestion("B", "5")
    longest = 10**200 - 1
    assert event_from_json({"player": "B", "answer": longest}) == AnswerQuestion("B", str(longest))
    with pytest.raises(PiquetError, match="an answer must be a short line of text, not an integer of about 201 digits"):
        event_from_json({"player": "B", "answer": 10**200})


def test_law_55_a_remark_or_question_is_a_short_line_of_two_hundred_characters_at_most() -> None:
    """What is said at the table (a remark, a question, an answer) is read as a
    short line of text: two hundred characters are read, 201 are refused with a
    message saying what a line must be.  (Kills dropping ``len(value) > 200`` in
    ``_text``.)"""
    assert event_from_json({"player": "A", "remark": "x" * 200}).player == "A"
    for act in ({"player": "A", "remark": "x" * 201}, {"player": "B", "answer": "y" * 201}):
        with pytest.raises(PiquetError, match="must be a short line of text"):
            event_from_json(act)


def test_law_64_a_set_called_is_a_trio_or_a_quatorze() -> None:
    """Law 64: sets are trios and quatorzes; a call of a set of five is refused by
    the reader, saying what the count may be.  (Kills the set's greatest count
    ``4`` made ``5`` in the claim reader.)"""
    assert event_from_json({"player": "A", "call": {"set": "A", "count": 4}}).player == "A"
    with pytest.raises(PiquetError, match="the set's count must be from 3 to 4, not 5"):
        event_from_json({"player": "A", "call": {"set": "A", "count": 5}})


def test_law_38_a_hand_announced_is_a_count_of_ten_to_fourteen_cards() -> None:
    """Law 38 (and the au cent announcement of a wrong number of cards): a
    player announces how many cards he was dealt, a count such as "13 cards"; a
    count out of reason ("20 cards") or no count at all ("many cards") is refused
    by the reader with a message saying what an announcement takes.  (Kills
    ``count is not None and 10 <= count <= 14`` made ``or`` in ``_announce``.)"""
    assert event_from_json({"player": "A", "announce": "13 cards"}).player == "A"
    for wrong in ("20 cards", "many cards", "9 cards"):
        with pytest.raises(PiquetError, match='"announce" takes "carte blanche" or a count of cards dealt'):
            event_from_json({"player": "A", "announce": wrong})


def test_law_21_the_number_of_cards_taken_in_is_never_negative() -> None:
    """Laws 21, 22: a player takes in some number of the stock's cards, none at
    the least; "take": -1 is refused by the reader, saying what the number may
    be.  (Kills the least whole number ``_int`` accepts by default, ``0``, made
    ``-1``.)"""
    assert event_from_json({"player": "B", "take": 0}).player == "B"
    with pytest.raises(PiquetError, match="the number of cards taken must be from 0 to 32, not -1"):
        event_from_json({"player": "B", "take": -1})
