"""piquet.svg: every picture is well-formed SVG with one ``<g>`` a card, hearts and diamonds red, and the same text every time."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import piquet
import piquet.svg
from piquet import PACK, Card, Deal, Hand, Stock
from piquet.table.svg import CARD_HEIGHT, CARD_WIDTH
from piquet.testing.strategies import dealt, hands

ROOT = Path(__file__).resolve().parents[1]
SVG = "{http://www.w3.org/2000/svg}"
RED = "#c0172b"


def _parsed(picture: str) -> ET.Element:
    root = ET.fromstring(picture)
    assert root.tag == f"{SVG}svg"
    return root


def _cards(picture: str) -> list[str]:
    """The codes of the cards drawn, in the order drawn; every ``<g>`` must be a card."""
    groups = list(_parsed(picture).iter(f"{SVG}g"))
    assert all("piquet-card" in g.get("class", "").split() for g in groups)
    return [g.get("data-card", "") for g in groups]


def _record_deal() -> Deal:
    record = json.loads((ROOT / "examples" / "description-example.json").read_text())
    first = record["deals"][0]
    return Deal.dealt(first["dealer"], "A", first["hands"], first["stock"])


#: The suit symbols as a reader knows them, from the card code's last letter.
SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


def _group(code: str) -> ET.Element:
    (group,) = _parsed(piquet.svg.card(code)).iter(f"{SVG}g")
    return group


def _index(text: ET.Element) -> tuple[list[str], list[tuple[float, float]]]:
    """What a corner index says (rank, then suit symbol) and where each line is anchored, in the card's own units."""
    lines = text.findall(f"{SVG}tspan")
    assert text.text is None and all(not (line.tail or "").strip() for line in lines)  # nothing outside its two lines
    return [line.text or "" for line in lines], [(float(line.get("x", "nan")), float(line.get("y", "nan"))) for line in lines]


def _turned_about(transform: str) -> tuple[float, float]:
    """The centre of a ``rotate(180 cx cy)``; fails on any other transform."""
    match = re.fullmatch(r"rotate\(180 ([\d.]+) ([\d.]+)\)", transform)
    assert match, transform
    return float(match.group(1)), float(match.group(2))


def test_a_card_is_one_group_titled_with_its_name() -> None:
    group = _group("TD")
    assert group.get("data-card") == "TD" and group.findtext(f"{SVG}title") == "ten of diamonds"


@pytest.mark.parametrize("code", [c.code for c in PACK])
def test_every_card_has_its_index_at_the_top_left_and_again_turned_at_the_bottom_right(code: str) -> None:
    group = _group(code)
    top, bottom = (t for t in group.iter(f"{SVG}text") if t.get("class") == "piquet-index")
    said, anchors = _index(top)
    assert (said, anchors) == _index(bottom)  # the same index, drawn again turned
    assert top.get("transform") is None
    assert _turned_about(bottom.get("transform", "")) == (CARD_WIDTH / 2, CARD_HEIGHT / 2)
    for x, y in anchors:  # near the top left corner; turned, the same lines are as near the bottom right
        assert 0 < x < CARD_WIDTH / 4 and 0 < y < CARD_HEIGHT / 2
    assert anchors[0][1] < anchors[1][1]  # the rank above the suit symbol
    rank, suit = said
    assert Card.parse(rank.replace("10", "T") + code[1]).code == code  # the index names the card
    assert rank == ("10" if code[0] == "T" else code[0]) and suit == SYMBOLS[code[1]]


@pytest.mark.parametrize("code", [c.code for c in PACK])
def test_no_card_writes_its_rank_t_and_each_has_its_suit_large_in_the_middle(code: str) -> None:
    group = _group(code)
    written = [piece for element in group.iter() if element.tag != f"{SVG}title" for piece in (element.text or "").split()]
    assert "T" not in written and ("10" in written) is (code[0] == "T")
    (pip,) = (t for t in group.iter(f"{SVG}text") if t.get("class") == "piquet-pip")
    assert pip.text == SYMBOLS[code[1]] and float(pip.get("x", "nan")) == CARD_WIDTH / 2
    assert float(pip.get("font-size", "0")) > max(float(t.get("font-size", "0")) for t in group.iter(f"{SVG}tspan"))


@pytest.mark.parametrize("code", [c.code for c in PACK])
def test_hearts_and_diamonds_are_drawn_red_and_the_others_black(code: str) -> None:
    group = _group(code)
    texts = list(group.iter(f"{SVG}text"))
    assert len(texts) == 3  # two corner indices and the middle symbol, each of the suit's colour, no line of its own colour
    red = code[1] in "HD"
    assert {t.get("fill") for t in texts} == ({RED} if red else {"#1b1b1b"})
    assert all(line.get("fill") is None for line in group.iter(f"{SVG}tspan"))
    assert ("piquet-red" in group.get("class", "").split()) is red


def test_a_hand_is_drawn_sorted_by_suit_one_group_a_card() -> None:
    picture = piquet.svg.hand("9C AH 7D KS QH JC")
    assert _cards(picture) == ["KS", "AH", "QH", "7D", "JC", "9C"]


def test_a_hand_of_twelve_is_one_row() -> None:
    root = _parsed(piquet.svg.hand(Hand.parse("AH KH QH JH 8H AS KS JS JC 9C 9D KD")))
    groups = list(root.iter(f"{SVG}g"))
    assert len(groups) == 12
    assert {g.get("transform", "").split()[-1] for g in groups} == {"4)"}  # every card at the same height


def test_the_picture_has_a_viewbox_and_scales_to_the_width_asked() -> None:
    natural = _parsed(piquet.svg.hand("AS KS"))
    scaled = _parsed(piquet.svg.hand("AS KS", width=300))
    assert natural.get("viewBox") == scaled.get("viewBox")
    _, _, w, h = (float(v) for v in natural.get("viewBox", "").split())
    assert (float(natural.get("width", 0)), float(natural.get("height", 0))) == (w, h)
    assert float(scaled.get("width", 0)) == 300 and float(scaled.get("height", 0)) == pytest.approx(300 * h / w, abs=0.01)


@pytest.mark.parametrize("width", [0, -5, float("nan"), float("inf"), "wide", True])
def test_a_width_that_is_not_a_positive_number_is_refused(width: object) -> None:
    with pytest.raises(piquet.svg.PictureError, match="width"):
        piquet.svg.card("AS", width=width)  # type: ignore[arg-type]


def test_a_card_that_does_not_exist_is_a_notation_error() -> None:
    with pytest.raises(piquet.NotationError, match="6S"):
        piquet.svg.hand("AS 6S")


def test_a_card_given_twice_is_drawn_twice_as_a_wrong_pack_law_15_may_hold_it() -> None:
    assert _cards(piquet.svg.hand("7C AS 7C")) == ["AS", "7C", "7C"]
    assert _cards(piquet.svg.deal({"A": "AS"}, "7C AS 7C"))[1:] == ["7C", "AS", "7C"]


def test_a_deal_draws_both_hands_and_the_stock_elder_first_stock_in_its_order() -> None:
    deal = _record_deal()
    hands = {"A": deal.state.hand(0), "B": deal.state.hand(1)}
    picture = piquet.svg.deal(hands, deal.state.stock_cards, dealer="B")
    drawn = _cards(picture)
    assert len(drawn) == 32 and len(set(drawn)) == 32
    assert drawn[:12] == [c.code for c in hands["A"]] and drawn[12:24] == [c.code for c in hands["B"]]
    assert drawn[24:] == [c.code for c in deal.state.stock_cards]  # top card first, not sorted
    labels = [t.text for t in _parsed(picture).findall(f"{SVG}text")]
    assert labels == ["A, elder hand", "B, younger hand (the dealer)", "stock, top card first"]


def test_a_deal_naming_a_dealer_who_holds_no_hand_is_refused() -> None:
    with pytest.raises(piquet.svg.PictureError, match="dealer 'C'"):
        piquet.svg.deal({"A": "AS", "B": "KS"}, "QS", dealer="C")


def test_a_trick_draws_its_cards_in_the_order_played_with_who_played_and_who_won() -> None:
    picture = piquet.svg.trick("7H AH", players=["B", "A"], winner="A")
    assert _cards(picture) == ["7H", "AH"]
    labels = [t.text for t in _parsed(picture).findall(f"{SVG}text")]
    assert labels == ["B", "A wins"]


def test_a_trick_with_more_names_than_cards_or_a_winner_who_did_not_play_is_refused() -> None:
    with pytest.raises(piquet.svg.PictureError, match="trick of 1"):
        piquet.svg.trick("7H", players=["A", "B"])
    with pytest.raises(piquet.svg.PictureError, match="winner"):
        piquet.svg.trick("7H AH", players=["A", "B"], winner="C")


def test_labels_are_escaped_so_the_picture_stays_well_formed() -> None:
    picture = piquet.svg.trick("7H AH", players=["<A&>", "B"], winner="<A&>")
    assert [t.text for t in _parsed(picture).findall(f"{SVG}text")] == ["<A&> wins", "B"]


def test_the_hand_repr_svg_is_piquet_svg_hand() -> None:
    hand = Hand.parse("AH KH QH JH 8H AS KS JS JC 9C 9D KD")
    assert hand._repr_svg_() == piquet.svg.hand(hand)


def test_the_deal_repr_svg_is_piquet_svg_deal_of_its_hands_and_stock() -> None:
    deal = _record_deal()
    expected = piquet.svg.deal({"A": deal.state.hand(0), "B": deal.state.hand(1)}, deal.state.stock_cards, dealer="B")
    assert deal._repr_svg_() == expected == deal.state._repr_svg_()


def test_piquet_svg_is_a_public_name_of_the_package() -> None:
    assert "svg" in piquet.__all__ and piquet.svg is __import__("piquet.svg").svg


@settings(max_examples=60, deadline=None)
@given(hand=st.integers(0, 32).flatmap(hands), width=st.none() | st.integers(1, 2000))
def test_any_hand_is_one_group_a_card_sorted_by_suit_and_drawn_the_same_each_time(hand: Hand, width: int | None) -> None:
    picture = piquet.svg.hand(hand, width=width)
    drawn = [Card.parse(code) for code in _cards(picture)]
    assert sorted(drawn, key=lambda c: c.index) == sorted(hand, key=lambda c: c.index)
    # Spades, hearts, diamonds, clubs (the suits' numbers falling), high card first within each.
    assert [(-c.suit, -c.rank) for c in drawn] == sorted((-c.suit, -c.rank) for c in drawn)
    assert picture == piquet.svg.hand(list(reversed(list(hand))), width=width)


@settings(max_examples=30, deadline=None)
@given(state=dealt())
def test_any_deal_as_dealt_draws_its_thirty_two_cards_once_each(state: piquet.DealState) -> None:
    picture = state._repr_svg_()
    drawn = _cards(picture)
    assert sorted(drawn) == sorted(c.code for c in PACK)
    red = [g for g in _parsed(picture).iter(f"{SVG}g") if "piquet-red" in g.get("class", "")]
    assert len(red) == 16


@settings(max_examples=30, deadline=None)
@given(played=st.lists(st.sampled_from(PACK), min_size=1, max_size=2, unique=True))
def test_any_trick_is_one_group_a_card_in_the_order_played(played: list[Card]) -> None:
    assert _cards(piquet.svg.trick(played)) == [c.code for c in played]


def test_the_stock_value_is_drawn_in_its_order() -> None:
    stock = Stock.parse("7H AS 9D")
    picture = piquet.svg.deal({"A": "KS", "B": "QS"}, stock)
    assert _cards(picture)[2:] == ["7H", "AS", "9D"]
