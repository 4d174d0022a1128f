"""Écarté's own pack and card notation (ecarte.pack): the 32 cards, read and written as the records write them, and no piquet."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from ecarte.pack import PACK, Card, CardError, Rank, Suit, parse_cards
from lawkit.errors import LawkitError

PACKAGE = Path(__file__).resolve().parents[2] / "examples" / "ecarte" / "ecarte"


def test_the_pack_holds_each_rank_of_each_suit_once() -> None:
    assert len(PACK) == len(set(PACK)) == 32
    assert {(c.rank, c.suit) for c in PACK} == {(r, s) for r in Rank for s in Suit}


def test_every_card_written_reads_back_as_itself_in_any_case() -> None:
    for card in PACK:
        assert Card.parse(str(card)) == card and Card.parse(str(card).lower()) == card


def test_ten_reads_as_t_or_10_and_suits_as_letters_or_symbols() -> None:
    assert Card.parse("10h") == Card.parse("TH") == Card(Rank.TEN, Suit.HEARTS) and str(Card.parse("10h")) == "TH"
    assert Card.parse("K\u2660") == Card(Rank.KING, Suit.SPADES) and Suit.parse("d") is Suit.DIAMONDS
    assert parse_cards("KH, 7c  AS") == parse_cards(["KH", "7C", "AS"]) == (Card.parse("KH"), Card.parse("7C"), Card.parse("AS"))


def test_a_card_twice_is_kept_for_the_record_to_rule_on() -> None:
    assert parse_cards("9D 9D") == (Card.parse("9D"),) * 2


@pytest.mark.parametrize("text", ["1H", "KX", "", "KHH", "10"])
def test_text_naming_no_card_is_refused_with_the_notation(text: str) -> None:
    with pytest.raises(CardError, match="unknown card .*rank .* then its suit") as raised:
        Card.parse(text)
    assert isinstance(raised.value, LawkitError) and isinstance(raised.value, ValueError)
    with pytest.raises(CardError, match="a suit is S, H, D or C"):
        Suit.parse("X")


def test_a_card_written_suit_first_is_named_the_right_way_round() -> None:
    with pytest.raises(CardError, match=r"unknown card 'h10': the rank comes first \(10H\)"):
        Card.parse("h10")
    with pytest.raises(CardError, match="a card is a string such as 'AS' or '10h', not 5"):
        parse_cards([5])  # type: ignore[list-item]


def test_the_package_imports_nothing_of_piquet() -> None:
    for module in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            assert not [n for n in names if n.split(".")[0] == "piquet"], f"{module.relative_to(PACKAGE)} imports piquet"
