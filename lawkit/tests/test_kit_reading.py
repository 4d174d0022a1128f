"""lawkit.reading and Pack.read/one: a record's values read for any game, a fault said as what was wanted and found."""

from __future__ import annotations

import pytest

from lawkit.cards import Card, CardError, Pack, Rank, Suit
from lawkit.reading import cards_at, count, hands, known_keys, one_of


@pytest.mark.parametrize("least", [0, 1, 2])
def test_a_count_is_a_whole_number_of_the_least_or_more(least: int) -> None:
    for value in range(-3, 40):
        if value >= least:
            assert count(value, least) == value
        else:
            with pytest.raises(ValueError, match=f"a whole number of {least} or more, not {value}"):
                count(value, least)


@pytest.mark.parametrize("value", [True, 2.0, "3", None])
def test_a_count_refuses_what_is_not_a_whole_number(value: object) -> None:
    with pytest.raises(ValueError, match="a whole number of 0 or more"):
        count(value)


def test_one_of_takes_only_the_values_allowed_and_names_them() -> None:
    read = one_of("3-2", "2-3")
    assert read("2-3") == "2-3"
    with pytest.raises(ValueError, match=r"one of 3-2, 2-3, not '4-1'"):
        read("4-1")
    with pytest.raises(ValueError, match="one of True, not 'yes'"):
        one_of(True)("yes")


def test_a_key_the_game_does_not_read_is_named() -> None:
    known_keys({"dealer": "A", "hands": {}}, {"dealer", "hands", "stock"})
    with pytest.raises(ValueError, match="unknown key 'handz'"):
        known_keys({"dealer": "A", "handz": {}, "zz": 1}, {"dealer", "hands"})


def test_a_pack_reads_cards_from_text_or_a_list_and_nothing_else() -> None:
    short = Pack(Rank.SEVEN)
    assert short.read("KH 7c") == short.read(["KH", "7C"]) == (Card(Rank.KING, Suit.HEARTS), Card(Rank.SEVEN, Suit.CLUBS))
    with pytest.raises(CardError, match="cards, as a string or a list"):
        short.read(5)


@pytest.mark.parametrize("value", ["KH QH", "", [], ["KH", "QH"], 7, None])
def test_a_pack_reads_one_card_and_refuses_none_or_several(value: object) -> None:
    assert Pack().one("10h") == Pack().one(["TH"]) == Card(Rank.TEN, Suit.HEARTS)
    with pytest.raises(CardError, match="one card, such as KH"):
        Pack().one(value)


def test_a_deals_cards_are_read_with_their_place_in_the_message() -> None:
    short = Pack(Rank.SEVEN)
    assert cards_at(short, "AS 7d", "'stock'") == (Card(Rank.ACE, Suit.SPADES), Card(Rank.SEVEN, Suit.DIAMONDS))
    with pytest.raises(ValueError, match="'stock' must be cards, as a string or a list"):
        cards_at(short, {"AS": 1}, "'stock'")
    with pytest.raises(ValueError, match=r"^'stock': unknown card '2S'"):
        cards_at(short, "AS 2S", "'stock'")


def test_hands_name_every_player_and_no_one_else() -> None:
    whole = Pack()
    assert hands(whole, {"N": "AS", "S": ["2C"]}, ("N", "S")) == {"N": (Card(Rank.ACE, Suit.SPADES),), "S": (Card(Rank.TWO, Suit.CLUBS),)}
    for value in ({"N": "AS"}, {"N": "AS", "S": "2C", "E": ""}, ["AS", "2C"]):
        with pytest.raises(ValueError, match="'hands' must give the cards of N and S"):
            hands(whole, value, ("N", "S"))
    with pytest.raises(ValueError, match="S's hand: unknown card 'ZZ'"):
        hands(whole, {"N": "AS", "S": "ZZ"}, ("N", "S"))
