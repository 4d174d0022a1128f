"""lawkit.ruling: a ruling's neutral JSON, read back to the same value, and refused when it does not hold together."""

from __future__ import annotations

import pytest

from lawkit.citation import Citation
from lawkit.ruling import Finding, Option, Outcome, Ruling, RulingFormatError


def test_the_neutral_json_has_no_listing_and_a_listing_must_agree_with_the_citations() -> None:
    ruling = Ruling(event=0, act="x", decision="Y", citations=[Citation("kernel-test-rule", 3)])
    data = ruling.to_json()
    assert "laws" not in data and data["citations"] == [{"kind": "kernel-test-rule", "id": 3}]
    listed = ruling.to_json({"kernel-test-rule": "rules"})
    assert listed["rules"] == [3] and list(listed)[:3] == ["event", "decision", "rules"]
    listed["rules"] = [4]
    with pytest.raises(RulingFormatError, match="'rules'"):
        Ruling.from_json(listed, listed={"kernel-test-rule": "rules"})
    with pytest.raises(RulingFormatError, match="unknown key"):
        Ruling.from_json(listed)


def test_a_ruling_with_findings_options_and_parties_comes_back_from_its_json_unchanged() -> None:
    cite = Citation("kernel-test-rule", 6)
    ruling = Ruling(
        event=2, act="B plays out of turn", decision="the card stays exposed",
        findings=[Finding("B played before A", events=(1, 2))], offender=1, injured=0,
        options=[Option(name="call", text="A may call the card", elector=0, citations=[cite]),
                 Option(name="leave", text="A may leave it", elector=0, citations=[cite])],
        citations=[cite], rule=None,
    ).shown(("A", "B"))
    data = ruling.to_json()
    assert data["offender"] == "B" and [o["name"] for o in data["option_details"]] == ["call", "leave"]
    again = Ruling.from_json(data)
    assert again == ruling and again.to_json() == data
    assert again.outcome is Outcome.OPTION and again.decision == "The card stays exposed"


def test_json_that_is_not_a_ruling_is_refused_with_the_key_at_fault() -> None:
    data = Ruling(event=0, act="x", decision="Y", citations=[Citation("kernel-test-rule", 1)], rule=None).to_json()
    with pytest.raises(RulingFormatError, match="event"):
        Ruling.from_json(dict(data, event="first"))
    with pytest.raises(RulingFormatError):
        Ruling.from_json([data])


_CITED = Citation("kernel-test-rule", 3)


@pytest.mark.parametrize(
    ("field", "value", "error"),
    [
        ("event", -1, ValueError),
        ("event", True, ValueError),
        ("act", 5, TypeError),
        ("decision", "  ", ValueError),
        ("findings", ("a fact",), TypeError),
        ("offender", -2, ValueError),
        ("injured", "A", ValueError),
        ("penalty", "", ValueError),
        ("options", ("take",), TypeError),
        ("citations", ("Law 3",), ValueError),
        ("citations", (_CITED, _CITED), ValueError),
        ("displaced", (_CITED,), TypeError),
        ("rule", "", ValueError),
        ("note", 1, TypeError),
        ("void", None, TypeError),
        ("outcome", "penalty", TypeError),
        ("subject", 3, TypeError),
        ("offender_label", "", ValueError),
        ("injured_label", 7, ValueError),
    ],
)
def test_a_ruling_with_one_field_wrong_is_refused_naming_that_field(field: str, value: object, error: type[Exception]) -> None:
    # The fields are checked together after the ruling is made (one check a ruling, not one a field): each is still refused.
    given: dict[str, object] = {"event": 0, "act": "x", "decision": "Y", "rule": None, field: value}
    with pytest.raises(error, match=field):
        Ruling(**given)  # type: ignore[arg-type]


def test_a_ruling_with_every_field_given_well_is_made() -> None:
    option = Option(name="take", text="takes", elector=1)
    ruling = Ruling(
        event=None, act="x", decision="y", findings=(Finding("a fact", (0,)),), offender=0, injured=1, penalty="a card",
        options=(option,), citations=(_CITED,), rule=None, note=False, void=False, offender_label="A", injured_label="B",
    )
    assert ruling.decision == "Y" and ruling.outcome is Outcome.PENALTY
