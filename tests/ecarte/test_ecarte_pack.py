"""Écarté's pack (ecarte.pack): the 32 cards from the seven up, read and written in lawkit's notation, and no piquet."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from ecarte.pack import PACK, Card, CardError, Rank, Suit, card, parse_cards
from lawkit.errors import LawkitError

PACKAGE = Path(__file__).resolve().parents[2] / "examples" / "ecarte" / "ecarte"


def test_the_pack_holds_each_rank_of_each_suit_once() -> None:
    assert len(PACK) == len(set(PACK)) == 32
    assert {(c.rank, c.suit) for c in PACK} == {(r, s) for r in Rank if r >= Rank.SEVEN for s in Suit}


def test_every_card_written_reads_back_as_itself_in_any_case() -> None:
    for each in PACK:
        assert card(str(each)) == each and card(str(each).lower()) == each


def test_ten_reads_as_t_or_10_and_suits_as_letters_or_symbols() -> None:
    assert card("10h") == card("TH") == Card(Rank.TEN, Suit.HEARTS) and str(card("10h")) == "TH"
    assert card("K\u2660") == Card(Rank.KING, Suit.SPADES) and Suit.parse("d") is Suit.DIAMONDS
    assert parse_cards("KH, 7c  AS") == parse_cards(["KH", "7C", "AS"]) == (card("KH"), card("7C"), card("AS"))


def test_a_card_twice_is_kept_for_the_record_to_rule_on() -> None:
    assert parse_cards("9D 9D") == (card("9D"),) * 2


@pytest.mark.parametrize("text", ["1H", "KX", "", "KHH", "10", "2H", "6S"])
def test_text_naming_no_card_is_refused_with_the_notation(text: str) -> None:
    with pytest.raises(CardError, match="unknown card .*rank .* then its suit") as raised:
        card(text)
    assert isinstance(raised.value, LawkitError) and isinstance(raised.value, ValueError)
    with pytest.raises(CardError, match="a suit is S, H, D or C"):
        Suit.parse("X")


def test_a_card_written_suit_first_is_named_the_right_way_round() -> None:
    with pytest.raises(CardError, match=r"unknown card 'h10': the rank comes first \(10H\)"):
        card("h10")
    with pytest.raises(CardError, match="a card is a string such as 'AS' or '10h', not 5"):
        parse_cards([5])  # type: ignore[list-item]


def test_the_package_imports_nothing_of_piquet() -> None:
    for module in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            assert not [n for n in names if n.split(".")[0] == "piquet"], f"{module.relative_to(PACKAGE)} imports piquet"
