"""Law 70 (with Law 74): a claim of the score may name the deal whose written score it disputes (the record format of #34).

``{"player": "A", "claim": "score", "deal": 0}`` names the deal by its index
in the record's ``deals``, from 0, as the format's indexes count; the
ruling's ``subject`` is then that deal (by its number in the partie, as the
adjudication numbers deals).  Unnamed, the claim is of the last deal scored.
A claim naming a deal not yet played, not scored (void), or its own deal
before it is played out is a record that contradicts itself.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

import piquet
from lawkit.ruling import Ruling, Subject
from piquet import RecordError
from piquet.faces.cli import main
from piquet.lawbook.registry import rule_of
from piquet.rules.scoresheet import claim_score, claim_score_of_a_deal_named, claim_score_too_late

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "partie-six-deals.json"


def _six_deals(first_written: dict[str, int] | None = {"North": 13, "South": 30}) -> dict[str, Any]:
    """The six-deal example (deal 1: North 3, South 30), both players writing the first deal's score as given."""
    record: dict[str, Any] = json.loads(EXAMPLE.read_text())
    record.pop("x-note")
    if first_written is not None:
        for writer in ("North", "South"):
            record["deals"][0]["events"].append({"player": writer, "write": dict(first_written)})
    return record


def _claim(record: dict[str, Any], deal: int, at: int, named: int | None, player: str = "South") -> int:
    """Put a claim of the score into ``deals[deal]`` at event ``at`` (-1: at the end), naming ``named``; its index."""
    claim: dict[str, Any] = {"player": player, "claim": "score"}
    if named is not None:
        claim["deal"] = named
    events = record["deals"][deal]["events"]
    if at < 0:
        events.append(claim)
        return len(events) - 1
    events.insert(at, claim)
    return at


def _refused(record: dict[str, Any], deal: int, event: int) -> str:
    """The error a record that contradicts itself raises, which names the deal and the event: its message."""
    with pytest.raises(RecordError) as raised:
        piquet.adjudicate(record)
    assert (raised.value.deal, raised.value.event) == (deal, event)
    return str(raised.value)


def _ruling_on(record: dict[str, Any], deal: int, event: int) -> Ruling:
    (ruling,) = [r for r in piquet.adjudicate(record).deals[deal].rulings if r.event == event]
    return ruling


def test_law_70_a_claim_naming_the_last_deal_before_the_player_in_error_sees_his_hand_puts_that_deal_right() -> None:
    record = _six_deals()
    at = _claim(record, 1, 0, named=0)
    ruling = _ruling_on(record, 1, at)
    assert ruling.outcome.value == "corrected" and ruling.subject == Subject(1, "score")
    assert piquet.adjudicate(record).deals[0].scores == {"North": 3, "South": 30}


def test_law_70_a_claim_naming_the_last_deal_after_the_player_in_error_has_taken_in_is_too_late() -> None:
    record = _six_deals()
    at = _claim(record, 1, 3, named=0)  # North, the younger, has exchanged (event 2)
    ruling = _ruling_on(record, 1, at)
    assert ruling.outcome.value == "too-late" and ruling.rule == rule_of(claim_score_too_late).name
    assert ruling.subject == Subject(1, "score")
    assert piquet.adjudicate(record).deals[0].scores == {"North": 13, "South": 30}


def test_law_70_a_claim_naming_a_deal_before_the_last_whose_written_error_stood_is_too_late() -> None:
    record = _six_deals()
    at = _claim(record, 2, 0, named=0)
    ruling = _ruling_on(record, 2, at)
    assert ruling.rule == rule_of(claim_score_of_a_deal_named).name
    assert ruling.outcome.value == "too-late" and ruling.subject == Subject(1, "score")
    assert [int(c.id) for c in ruling.citations] == [70, 74]
    assert piquet.adjudicate(record).deals[0].scores == {"North": 13, "South": 30}


@pytest.mark.parametrize(
    ("claimed_in", "rule"),
    [(3, claim_score_of_a_deal_named), (2, claim_score)],
    ids=["a deal before the last", "the last deal"],
)
def test_law_70_a_claim_naming_a_deal_scored_right_is_of_no_effect_and_its_subject_is_that_deal(claimed_in: int, rule: Any) -> None:
    record = _six_deals(first_written=None)
    at = _claim(record, claimed_in, 0, named=1)
    ruling = _ruling_on(record, claimed_in, at)
    assert ruling.rule == rule_of(rule).name
    assert ruling.outcome.value == "no-effect" and ruling.subject == Subject(2, "score")


def test_law_70_an_unnamed_claim_that_finds_nothing_wrong_has_no_subject_as_before() -> None:
    record = _six_deals(first_written=None)
    at = _claim(record, 2, 0, named=None)
    assert _ruling_on(record, 2, at).subject is None


def test_law_70_a_claim_naming_its_own_deal_once_played_out_puts_its_written_score_right() -> None:
    record = _six_deals()
    at = _claim(record, 0, -1, named=0)
    ruling = _ruling_on(record, 0, at)
    assert ruling.outcome.value == "corrected" and ruling.subject == Subject(1, "score")
    assert piquet.adjudicate(record).deals[0].scores == {"North": 3, "South": 30}


def test_law_70_a_claim_naming_the_next_deal_does_not_prove_an_error_in_this_one() -> None:
    """A claim naming deal 2, made in deal 1 after its scores were written, is no claim of deal 1's score."""
    record = _six_deals()
    message = _refused(record, 0, _claim(record, 0, -1, named=1))
    assert "deal 2" in message and "not played" in message


def test_law_70_a_claim_naming_its_own_deal_before_it_is_played_out_contradicts_the_record() -> None:
    record = _six_deals()
    assert "not yet played out" in _refused(record, 1, _claim(record, 1, 0, named=1))


def test_law_70_a_claim_naming_a_deal_out_of_range_is_an_error_naming_deal_and_event_exit_2() -> None:
    record = _six_deals()
    message = _refused(record, 2, _claim(record, 2, 1, named=7))
    assert message.startswith("deal 3, event 2:") and "deal 8" in message
    import io

    err = io.StringIO()
    assert main(["adjudicate", "-"], stdin=io.StringIO(json.dumps(record)), err=err) == 2
    assert "Traceback" not in err.getvalue() and "deal 3, event 2" in err.getvalue()


def test_law_70_a_claim_naming_a_void_deal_contradicts_the_record() -> None:
    record = _six_deals(first_written=None)
    void = copy.deepcopy(record["deals"][0])
    faced = void["stock"].split()[0]
    void["events"] = [{"player": "North", "faced": faced}]
    record["deals"].insert(0, void)  # a card found faced in the stock (Law 14): a fresh deal by the same dealer
    assert piquet.adjudicate(record).deals[0].void
    at = _claim(record, 2, 0, named=0)
    assert "not scored" in _refused(record, 2, at)
    record["deals"][2]["events"][at]["deal"] = 1  # the redeal was scored: a claim of it stands
    assert _ruling_on(record, 2, at).subject == Subject(1, "score")


def test_law_70_only_a_claim_of_the_score_names_a_deal() -> None:
    record = _six_deals()
    record["deals"][1]["events"].insert(0, {"player": "South", "claim": "revoke", "deal": 0})
    assert "only a claim of the score" in _refused(record, 1, 0)


def test_law_70_the_window_stays_shut_while_the_hand_is_declared_the_deal_agreeing_with_the_partie() -> None:
    """A claim of the last deal's score made after both have taken in (the declaration) is too late, as the partie holds it:
    the ruling on the claim and the score the partie keeps agree."""
    record = _six_deals()
    events = record["deals"][1]["events"]
    after_exchange = 1 + max(i for i, e in enumerate(events[:6]) if "exchange" in e or "take" in e)
    at = _claim(record, 1, after_exchange, named=None)
    ruling = _ruling_on(record, 1, at)
    assert ruling.outcome.value == "too-late" and ruling.subject == Subject(1, "score")
    assert piquet.adjudicate(record).deals[0].scores["North"] == 13


def test_law_70_lifting_his_hand_closes_the_window_for_the_player_in_error() -> None:
    """``lift`` is the act by which the player in error sees his next hand: the same claim is in time before it, too late after."""
    before, after = _six_deals(), _six_deals()
    _claim(before, 1, 0, named=0)
    after["deals"][1]["events"].insert(0, {"player": "North", "lift": "hand"})
    _claim(after, 1, 1, named=0)
    assert _ruling_on(before, 1, 0).outcome.value == "corrected"
    assert _ruling_on(after, 1, 1).outcome.value == "too-late"
    assert piquet.adjudicate(before).deals[0].scores["North"] == 3
    assert piquet.adjudicate(after).deals[0].scores["North"] == 13


def test_law_70_his_adversary_lifting_leaves_the_window_open() -> None:
    record = _six_deals()
    record["deals"][1]["events"].insert(0, {"player": "South", "lift": "hand"})
    _claim(record, 1, 1, named=0)
    assert _ruling_on(record, 1, 1).outcome.value == "corrected"


def test_law_70_saying_how_many_cards_he_holds_shows_he_has_seen_his_hand_in_the_deal_as_in_the_partie() -> None:
    """The deal's ruling and the partie's score read the same acts as seeing the hand: an announcement from it among them."""
    record = _six_deals()
    record["deals"][1]["events"].insert(0, {"player": "North", "announce": "12 cards"})
    _claim(record, 1, 1, named=0)
    assert _ruling_on(record, 1, 1).outcome.value == "too-late"
    assert piquet.adjudicate(record).deals[0].scores["North"] == 13


def test_law_70_the_notation_numbers_the_deal_claimed_as_its_deal_lines_do() -> None:
    from piquet.formats.notation import RecordTextError, format_record_text, parse_record_text

    record = _six_deals()
    _claim(record, 1, 0, named=0)
    text = format_record_text(record)
    assert "South: claim score of deal 1;" in text and "deal 1: dealer South" in text
    assert parse_record_text(text) == piquet.read_record(record).to_json()
    with pytest.raises(RecordTextError, match="numbered from 1"):
        parse_record_text(text.replace("claim score of deal 1", "claim score of deal 0"))
