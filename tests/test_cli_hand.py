"""``piquet hand CARDS``: what a hand declares and what each is worth (Laws 18, 61-64), as the referee scores it."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from piquet.faces.cli import main
from piquet.referee.adjudication import adjudicate
from piquet.faces.width import COLUMNS
from piquet.table.cards import PACK, Card

ROOT = Path(__file__).resolve().parents[1]
DESCRIPTION = ROOT / "examples" / "description-example.json"


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), out=out, err=err, stdin=io.StringIO(""))
    return status, out.getvalue(), err.getvalue()


def declared(cards: str) -> dict[str, Any]:
    status, out, err = run("hand", cards, "--json")
    assert status == 0 and not err
    said: dict[str, Any] = json.loads(out)
    return said


def test_law_62_point_counts_cards_and_pips_law_63_quint_scores_fifteen() -> None:
    said = declared("AS KS QS JS TS 9H 8H AC AD KD QC 7C")
    # Law 62: five spades, ace eleven and the four others ten each; Law 63: a quint scores five and ten.
    assert said["point"] == {"name": "point of 5 in spades making 51", "suit": "spades", "cards": 5,
                             "value": 11 + 4 * 10, "score": 5, "laws": [62]}
    assert [(s["name"], s["suit"], s["score"]) for s in said["sequences"]] == [("quint major", "spades", 5 + 10)]
    # Law 64: three aces, a trio, score three; no carte blanche with court cards.
    assert [(s["name"], s["score"]) for s in said["sets"]] == [("trio of aces", 3)]
    assert said["carte_blanche"] is None


def test_laws_18_61_carte_blanche_is_twelve_without_a_court_card_worth_ten() -> None:
    said = declared("9S 8S 7S 9H 8H 7H TH 9D 8D 7D TC 9C")
    assert said["carte_blanche"] == {"score": 10, "laws": [18, 61]}
    status, out, _ = run("hand", "9S 8S 7S 9H 8H 7H TH 9D 8D 7D TC 9C")
    assert status == 0 and "Carte blanche: scores 10 [Laws 18, 61]" in out


def test_law_64_quatorze_scores_fourteen_and_sequences_best_first() -> None:
    said = declared("TS TH TD TC 9C 8C 7C KH QH JH 7S 8D")
    assert [(s["name"], s["score"]) for s in said["sets"]] == [("quatorze of tens", 14)]
    names = [(s["name"], s["suit"]) for s in said["sequences"]]
    assert names == [("quart to a king", "hearts"), ("quart minor", "clubs")]  # equal length: the higher first (Law 63)


def test_description_example_hands_after_the_exchange_declare_what_the_referee_scored() -> None:
    deal = adjudicate(json.loads(DESCRIPTION.read_text())).deals[0]
    state = deal.state
    checked = 0
    for seat, player in enumerate((state.setup.elder, state.setup.younger)):
        held = state.hands[seat] | state.played[seat]
        said = declared(" ".join(card.code for card in PACK if held & card.bit))
        offered = {}
        if said["point"]:
            offered[said["point"]["name"]] = said["point"]["score"]
        offered |= {f"{s['name']} in {s['suit']}": s["score"] for s in said["sequences"]}
        offered |= {f"{'four' if s['cards'] == 4 else 'three'} {s['rank']}": s["score"] for s in said["sets"]}
        for item in deal.items:
            if item.player == player and item.item in ("point", "sequence", "set"):
                assert offered[item.detail] == item.points
                checked += 1
    assert checked == 4  # A's point and quart, B's quatorze of tens and trio of queens


def test_hand_of_fewer_cards_is_read_and_carte_blanche_needs_twelve() -> None:
    said = declared("9S 8S 7S")
    assert said["count"] == 3 and said["carte_blanche"] is None
    assert said["sequences"][0]["name"] == "tierce minor"


def test_bad_card_is_exit_2_with_the_card_syntax_and_no_traceback() -> None:
    status, out, err = run("hand", "AS XX KS")
    assert status == 2 and not out
    assert err.startswith("piquet: unknown card 'XX'") and "Traceback" not in err


def test_card_twice_and_too_many_cards_are_exit_2() -> None:
    assert run("hand", "AS AS")[0] == 2
    status, _, err = run("hand", " ".join(card.code for card in PACK[:14]))
    assert status == 2 and "one to 13 cards" in err


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(PACK), min_size=1, max_size=12, unique=True))
def test_every_hand_is_said_within_100_columns_with_its_scores(cards: list[Card]) -> None:
    text = " ".join(card.code for card in cards)
    status, out, _ = run("hand", text)
    assert status == 0 and all(len(line) <= COLUMNS for line in out.splitlines())
    said = declared(text)
    listed = ([said["point"]] if said["point"] else []) + said["sequences"] + said["sets"]
    assert sum(1 for line in out.splitlines() if "if good [Law" in line) == len(listed)
