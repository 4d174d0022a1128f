"""The adjudication report says things right: one account of an unfinished deal, the equal kinds, the concession's count.

Called in-process through :func:`piquet.faces.cli.main`, as the other CLI tests do.
"""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from piquet import adjudicate
from piquet.faces.cli import main

ROOT = Path(__file__).resolve().parents[1]
CASES = ROOT / "examples" / "cases"


def run(*argv: str) -> str:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), out=out, err=err, stdin=io.StringIO(""))
    assert status == 0 and not err.getvalue()
    return out.getvalue()


def _record(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


# -- an unfinished deal: reckoned so far, not written to the partie ----------------------------------------------------

UNFINISHED = CASES / "case-VI-the-elder-takes-back-his-discard.json"


def test_an_unfinished_deal_shows_its_score_so_far_and_the_partie_says_it_does_not_count_it() -> None:
    """Case VI's record stops in the exchange: B has reckoned his carte blanche (10), which no partie holds yet."""
    text = run("adjudicate", str(UNFINISHED))
    assert "Deal 1: B deals, A is elder hand (unfinished)" in text
    assert "  Score so far: A 0, B 10 (the deal is unfinished: not written to the partie)" in text
    assert "Partie: A 0, B 0 after 0 deals (not counting the unfinished deal 1); 6 to play" in text
    assert "\n  Score: " not in text


def test_an_unfinished_deal_reads_the_same_in_markdown() -> None:
    text = run("adjudicate", "--markdown", str(UNFINISHED))
    assert "Score so far: A 0, B 10 (the deal is unfinished: not written to the partie)" in text
    assert "(not counting the unfinished deal 1)" in text


def test_the_json_of_an_unfinished_deal_gives_the_same_account_as_the_text() -> None:
    """The deal's scores are so far (``complete`` false); the partie's totals leave them out, as the text says."""
    data = adjudicate(_record(UNFINISHED)).to_json()
    (deal,) = data["deals"]
    assert deal["complete"] is False and deal["scores"] == {"A": 0, "B": 10}
    assert data["partie"]["totals"] == {"A": 0, "B": 0} and data["partie"]["deals_played"] == 0


def test_every_unfinished_deal_is_left_out_of_the_partie_and_every_finished_one_counted() -> None:
    """Over the examples of several deals: the partie's totals are the sum of the finished deals, each counted once."""
    for path in sorted((ROOT / "examples").rglob("*.json")):
        data = _record(path)
        if "players" not in data or not str(data.get("format", "piquet-record/1")).startswith("piquet-record"):
            continue
        if data.get("variant") == "au-cent" or "start" in data:
            continue  # au cent counts games, and a partie taken up starts from a score
        adjudication = adjudicate(data)
        counted = [d for d in adjudication.deals if d.complete and not d.void]
        totals = {p: sum(d.scores[p] for d in counted) for p in adjudication.partie.totals}
        if all(d.multiplier == 1 for d in counted):
            assert adjudication.partie.totals == totals, path.name
        assert adjudication.partie.deals_played == len(counted), path.name


# -- equal holdings: a line, where no item shows them (Laws 62, 63) ---------------------------------------------------


def test_laws_62_63_an_equal_point_and_equal_sequences_each_say_neither_scores() -> None:
    """Case V: B answers 'equal' to A's point and to his tierce; neither kind scores, and the report says so."""
    text = run("adjudicate", str(CASES / "case-V.json"))
    assert "  point: equal, neither scores [Law 62]" in text
    assert "  sequence: equal, neither scores [Law 63]" in text
    markdown = run("adjudicate", "--markdown", str(CASES / "case-V.json"))
    assert "- Point: equal, neither scores [Law 62]" in markdown


def test_a_point_answered_good_leaves_no_equal_line() -> None:
    text = run("adjudicate", str(ROOT / "examples" / "description-example.json"))
    assert "equal, neither scores" not in text


# -- the concession: thirteen in play, for twelve tricks ---------------------------------------------------------------


def test_law_65_a_hand_thrown_down_gives_thirteen_in_play_for_the_twelve_tricks() -> None:
    text = run("adjudicate", str(ROOT / "examples" / "last-hand-concession.json"))
    assert "twelve tricks" in text and "every trick (thirteen)" not in text
    assert "  A      play            13  every trick, the hand being thrown down  [Law 65]" in text


# -- Markdown: no empty table ------------------------------------------------------------------------------------------

VOID = ROOT / "tests" / "examination" / "laws_70_78" / "law-71-75-void-fifth-deal-is-not-one-of-the-six.json"


def test_markdown_of_a_void_deal_has_a_line_and_no_empty_table() -> None:
    text = run("adjudicate", "--markdown", str(VOID))
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("| player | item"):
            assert lines[i + 2].startswith("| "), "a table header with no rows"
    assert "Void (the pack was incorrect): it does not count in the partie" in text


@pytest.mark.parametrize("path", [VOID, UNFINISHED], ids=["void", "unfinished"])
def test_markdown_never_prints_a_table_with_no_rows(path: Path) -> None:
    lines = run("adjudicate", "--markdown", str(path)).splitlines()
    headers = [i for i, line in enumerate(lines) if line.startswith("| player | item")]
    assert all(lines[i + 2].startswith("| ") for i in headers)


# -- decisions read as sentences, in the JSON as in the text -----------------------------------------------------------


def test_a_decision_begins_with_a_capital_however_its_rule_wrote_it() -> None:
    from lawkit.ruling import Ruling, party

    assert Ruling(event=0, act="an act", decision="of no effect: the play stands", rule=None).decision == "Of no effect: the play stands"
    # A decision that begins with a player is his label as given, in the JSON as in the text.
    shown = Ruling(event=0, act="an act", decision=f"{party(0)} reckons nothing", rule=None).shown(("alice", "bob"))
    assert shown.decision == "alice reckons nothing" and shown.to_json()["decision"] == "alice reckons nothing"


def test_every_decision_of_the_case_records_is_a_sentence_and_the_json_reads_as_the_text() -> None:
    """Case XII's ruling that B was not misinformed begins "Of no effect", in its JSON and under Decision alike."""
    path = CASES / "case-XII.json"
    data = adjudicate(_record(path)).to_json()
    decisions = [r["decision"] for deal in data["deals"] for r in deal["rulings"]]
    assert decisions and all(not d[:1].islower() for d in decisions)
    assert any(d.startswith("Of no effect: B was not misinformed") for d in decisions)
    text = " ".join(run("adjudicate", str(path)).split())
    assert all(" ".join(d.split()) in text for d in decisions)
    markdown = " ".join(run("adjudicate", "--markdown", str(path)).split())
    assert "**Decision.** Of no effect: B was not misinformed" in markdown
