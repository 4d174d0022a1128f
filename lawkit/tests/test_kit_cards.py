"""lawkit's notation of the French-suited pack: any game's records read against the pack it plays with."""

from __future__ import annotations

import pytest

from lawkit.cards import Card, CardError, Pack, Rank, Suit


def test_the_whole_pack_holds_52_cards_and_a_short_one_32_from_the_seven_up() -> None:
    whole, short = Pack(), Pack(Rank.SEVEN)
    assert len(set(whole.cards)) == 52 and len(set(short.cards)) == 32
    assert set(short.cards) < set(whole.cards) and min(c.rank for c in short.cards) is Rank.SEVEN


def test_every_card_written_reads_back_as_itself_and_ten_reads_as_t_or_10() -> None:
    whole = Pack()
    assert all(whole.card(str(c)) == c == whole.card(str(c).lower()) for c in whole.cards)
    assert whole.card("10h") == whole.card("TH") == Card(Rank.TEN, Suit.HEARTS) and whole.card("q\u2660") == Card(Rank.QUEEN, Suit.SPADES)
    assert whole.parse("2C, 3d  AS") == (Card(Rank.TWO, Suit.CLUBS), Card(Rank.THREE, Suit.DIAMONDS), Card(Rank.ACE, Suit.SPADES))


def test_a_card_the_pack_does_not_hold_is_refused_with_how_its_cards_are_written() -> None:
    with pytest.raises(CardError, match=r"unknown card '2H': a card is its rank \(A K Q J T or 10, 9 8 7\)"):
        Pack(Rank.SEVEN).card("2H")
    with pytest.raises(CardError, match=r"its rank \(A K Q J T or 10, 9 8 7 6 5 4 3 2\)"):
        Pack().card("1H")
    with pytest.raises(CardError, match=r"the rank comes first \(10H\)"):
        Pack().card("h10")
    with pytest.raises(CardError, match="a suit is S, H, D or C"):
        Suit.parse("X")
