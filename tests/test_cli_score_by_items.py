"""``piquet score`` with a deal written item by item: each item worth what Laws 61-66 give, the repique added (Law 68),
a pique accepted only where Law 69 allows it.  With ``--dealer A`` (the default), B is elder in the first deal."""

from __future__ import annotations

import io
import json

import pytest

from piquet.faces.cli import main


def _score(*args: str) -> tuple[int, dict[str, object], str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(["score", "--json", *args], out=out, err=err)
    said = json.loads(out.getvalue())
    # With --json a refusal is JSON too: its message stands where the text would be on standard error.
    return status, said, said["error"]["message"] + err.getvalue() if status else err.getvalue()


def test_law_61_to_66_items_are_worth_what_the_laws_give() -> None:
    status, said, _ = _score("B: point 5, quint, play 13, cards; A: quatorze, trio, play 6")
    assert status == 0
    assert said["totals"] == {"A": 14 + 3 + 6, "B": 5 + 15 + 13 + 10}
    assert said["items"] == ["A: quatorze 14, trio 3, play 6; B: point 5, quint 15, play 13, cards 10"]


def test_law_68_a_repique_the_items_in_hand_make_is_added() -> None:
    # The elder's point, quint and quatorze make 35 in hand before the younger counts anything: a repique.
    status, said, _ = _score("B: point 6, quint, quatorze, play 9, cards; A: play 4")
    assert status == 0 and said["totals"] == {"A": 4, "B": 6 + 15 + 14 + 60 + 9 + 10}


def test_law_68_the_younger_counting_first_prevents_the_repique() -> None:
    # A's point (the younger's) reckons before B's sequences and sets: B's 31 in hand makes no repique.
    status, said, _ = _score("B: quint, quatorze, trio; A: point 6")
    assert status == 0 and said["totals"] == {"A": 6, "B": 15 + 14 + 3}


def test_law_68_a_repique_written_that_the_items_do_not_make_is_refused() -> None:
    status, _, err = _score("B: point 5, quart, repique; A: trio")
    assert status == 2 and "no repique" in err and "Law 68" in err


def test_law_69_a_pique_is_the_elders_alone_with_thirty_in_hand_and_play() -> None:
    assert _score("B: point 5, quint, play 12, pique; A: play 3")[1]["totals"] == {"A": 3, "B": 5 + 15 + 12 + 30}
    status, _, err = _score("A: point 5, quint, play 12, pique; B: play 3")
    assert status == 2 and "only the elder" in err
    status, _, err = _score("B: point 5, quint, play 12, pique; A: trio, play 3")
    assert status == 2 and "counted in hand" in err
    status, _, err = _score("B: point 5, tierce, play 12, pique")
    assert status == 2 and "do not make thirty" in err


@pytest.mark.parametrize(
    ("deal", "said"),
    [
        ("B: quint 14", "a quint is worth 15"),
        ("B: point 9", "one to eight"),
        ("B: point 5; A: point 6", "only one player scores the point"),
        ("B: cards; A: capot", "only one player wins the cards"),
        ("B: bezique 40", "is not an item"),
        ("C: point 5", "items are written per player"),
        ("B: play 14", "one to thirteen"),
        ("B: point 0", "one to eight"),
        ("B: sequence 5", "a sequence scores 3, 4, 15"),
        ("B: set 4", "a trio scores 3 and a quatorze 14"),
        ("B: point 5, point 6", "B: point is written twice"),
        ("B: carte blanche; A: carte blanche", "only one player scores the carte blanche"),
    ],
)
def test_an_item_the_laws_do_not_allow_is_refused_with_exit_2(deal: str, said: str) -> None:
    status, _, err = _score(deal)
    assert status == 2 and said in err and "Traceback" not in err


def test_items_and_scores_mix_in_one_partie_and_the_elder_follows_the_deal() -> None:
    # Deal 2 is dealt by B, so A is elder there and may pique.
    status, said, _ = _score("28-23", "A: point 6, quint, play 10, pique; B: play 5")
    assert status == 0 and said["totals"] == {"A": 28 + 6 + 15 + 10 + 30, "B": 23 + 5}
    assert said["items"][0] is None


def test_law_68_the_younger_may_repique_and_a_repique_written_is_counted_once() -> None:
    # B is elder in deal 1: A, the younger, makes 35 in hand before B counts anything.
    assert _score("A: point 6, quint, quatorze; B: play 5")[1]["totals"] == {"A": 6 + 15 + 14 + 60, "B": 5}
    assert _score("B: point 6, quint, quatorze, repique")[1]["totals"] == {"A": 0, "B": 6 + 15 + 14 + 60}
