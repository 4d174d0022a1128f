"""The ruling framework: values, JSON round trip, errors, rendering.

The values and rendering are the kernel's (:mod:`lawkit.ruling`,
:mod:`lawkit.render`); the JSON is checked in piquet's form, with the record
format's ``laws`` and ``cases`` listed (:mod:`piquet.lawbook.listing`), and
in the kernel's neutral form.

Rendered output is compared exactly with stored snapshots under
``tests/snapshots/ruling/``; after a deliberate change of layout regenerate
them with ``PIQUET_UPDATE_SNAPSHOTS=1 pytest tests/test_ruling.py`` and
review the diff.
"""

from __future__ import annotations

from tests.snapshot import check_snapshot

import copy
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lawkit.citation import Citation, ids_of
from lawkit.errors import LawkitError
from piquet.lawbook.citation import case, law
from lawkit.ruling import Displaced, Finding, Option, Outcome, Ruling, RulingFormatError, Subject, citation_from_json, fill, party
from piquet.lawbook.listing import LISTED, ruling_from_json, rulings_from_json, rulings_to_json
from lawkit.render import PlainProvision, describe, render_markdown, render_rulings_markdown, render_rulings_text, render_text

SPEC_KEYS = ["event", "decision", "laws", "cases", "penalty", "options"]

#: A ruling as a referee keeps it: parties by seat, the players in its words as slots.
TEMPLATE = Ruling(
    event=12,
    act=f"{party(0)}, dealing, exposed a card",
    findings=[
        Finding(f"In dealing, {party(0)} turned up the ace of hearts.", [12]),
        Finding(f"{party(1)} had not yet taken up his cards.", [10, 11]),
    ],
    offender=0,
    injured=1,
    decision=(
        f"{party(1)} may have a fresh deal by the same dealer; if he lets the deal "
        f"stand, the exposed card stays in {party(0)}'s hand and play goes on."
    ),
    penalty="None beyond the option of a fresh deal.",
    options=[
        Option(name="fresh deal", text="Have a fresh deal.", elector=1, citations=[law(54)]),
        Option(name="stand", text="Let the deal stand.", elector=1, citations=[law(54), case("II")]),
    ],
    citations=[law(54), law(23)],
    displaced=[Displaced(law(30), "It governs cards exposed from the stock.")],
)

#: The same ruling shown: the labels of seats 0 and 1 filled in.
FULL = TEMPLATE.shown(("A", "B"))

MINIMAL = Ruling(event=None, act="", decision="The deal stands.")

LOOKUP: dict[Citation, PlainProvision] = {
    law(23): PlainProvision("Dealing", "The dealer deals twelve cards to each."),
    law(30): PlainProvision(
        "Card exposed from the stock",
        "A card of the stock exposed by either player is shown to both.\n\n"
        "The offender cannot claim a new deal.",
    ),
    law(54): PlainProvision(
        "Card exposed in dealing",
        "If the dealer exposes a card of either hand, the non-dealer may "
        "claim a fresh deal, provided that he has not touched his cards.",
    ),
    case("II"): PlainProvision("The ace exposed", None),
}


# -- values -------------------------------------------------------------------


def test_helpers_pick_citations_by_kind() -> None:
    assert FULL.cited("law") == (54, 23)
    assert FULL.cited("case") == ()
    assert FULL.authorities() == (law(54), law(23), case("II"))
    cited = [law(1), case("IV"), Citation("rule", "3a"), law(1)]
    assert ids_of(cited, "rule") == ("3a",)
    assert ids_of(cited, "law") == (1,)


def test_sequences_are_kept_as_tuples() -> None:
    assert isinstance(FULL.findings, tuple)
    assert isinstance(FULL.options[0].citations, tuple)
    assert FULL.findings[1].events == (10, 11)
    hash(FULL)


@pytest.mark.parametrize(
    "changes",
    [
        {"event": -1},
        {"event": True},
        {"decision": " "},
        {"offender": ""},
        {"citations": [law(1), law(1)]},
        {"citations": [Citation("", 1)]},
        {"citations": ["Law 1"]},
        {"findings": ["a fact"]},
    ],
)
def test_constructor_refuses_bad_values(changes: dict[str, Any]) -> None:
    fields: dict[str, Any] = {"event": 0, "act": "x", "decision": "y"} | changes
    with pytest.raises((ValueError, TypeError)):
        Ruling(**fields)


def test_parts_refuse_bad_values() -> None:
    with pytest.raises(ValueError):
        Finding("x", [-1])
    with pytest.raises(ValueError):
        Option(name="", text="x")
    with pytest.raises(ValueError):
        Option(name="x", text="y", elector="B")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        Displaced(law(1), "")


# -- the data and the words ------------------------------------------------------


def test_a_ruling_is_shown_by_filling_its_slots_with_the_labels_of_the_seats() -> None:
    assert TEMPLATE.offender == 0 and TEMPLATE.offender_label is None and not TEMPLATE.is_shown
    assert FULL.act == "A, dealing, exposed a card" and FULL.offender_label == "A" and FULL.injured_label == "B"
    assert FULL.findings[1].text == "B had not yet taken up his cards."
    assert [o.elector_label for o in FULL.options] == ["B", "B"] and FULL.is_shown
    # The seats and everything but the words are what they were.
    assert (FULL.offender, FULL.injured, FULL.outcome, FULL.citations) == (0, 1, Outcome.PENALTY, TEMPLATE.citations)
    swapped = TEMPLATE.shown(("North", "South"))
    assert swapped.decision.startswith("South may have") and swapped.offender_label == "North"


def test_a_slot_with_no_label_is_an_error() -> None:
    with pytest.raises(ValueError, match="seat 1"):
        TEMPLATE.shown(("A",))
    assert fill("no slot here {p}", ()) == "no slot here {p}"


def test_a_ruling_not_shown_is_not_written() -> None:
    with pytest.raises(ValueError, match="show it first"):
        TEMPLATE.to_json()


@pytest.mark.parametrize(
    ("fields", "outcome"),
    [
        ({}, Outcome.RULED),
        ({"note": True}, Outcome.NOTE),
        ({"void": True}, Outcome.VOID),
        ({"penalty": "reckons nothing"}, Outcome.PENALTY),
        ({"options": [Option(name="stand", text="the deal stands")]}, Outcome.OPTION),
        ({"penalty": "reckons nothing", "options": [Option(name="waive", text="not enforced")]}, Outcome.PENALTY),
        ({"outcome": Outcome.TOO_LATE, "penalty": "x"}, Outcome.TOO_LATE),
    ],
)
def test_the_outcome_follows_the_structure_unless_the_rule_names_it(fields: dict[str, Any], outcome: Outcome) -> None:
    assert Ruling(event=0, act="x", decision="Y", **fields).outcome is outcome


# -- JSON ---------------------------------------------------------------------


def test_json_begins_with_the_spec_keys_exactly() -> None:
    data = FULL.to_json(LISTED)
    assert list(data)[:6] == SPEC_KEYS
    assert data["event"] == 12
    assert data["laws"] == [54, 23]
    assert data["cases"] == []
    assert data["penalty"] == "None beyond the option of a fresh deal."
    assert data["options"] == ["fresh deal: Have a fresh deal.", "stand: Let the deal stand."]
    assert list(data)[6:] == [
        "outcome",
        "act",
        "findings",
        "offender",
        "offender_seat",
        "injured",
        "injured_seat",
        "subject",
        "citations",
        "option_details",
        "displaced",
        "rule",
    ]
    assert data["citations"] == [{"kind": "law", "id": 54}, {"kind": "law", "id": 23}]
    assert (data["outcome"], data["offender"], data["offender_seat"], data["injured"], data["injured_seat"]) == ("penalty", "A", 0, "B", 1)
    assert data["option_details"][1] == {
        "name": "stand",
        "text": "Let the deal stand.",
        "elector": "B",
        "elector_seat": 1,
        "citations": [{"kind": "law", "id": 54}, {"kind": "case", "id": "II"}],
    }
    assert data["displaced"] == [
        {
            "citation": {"kind": "law", "id": 30},
            "reason": "It governs cards exposed from the stock.",
        }
    ]
    assert data["findings"][0] == {
        "text": "In dealing, A turned up the ace of hearts.",
        "events": [12],
    }


def test_the_kernel_s_json_lists_no_kind_under_a_key_of_its_own() -> None:
    neutral = FULL.to_json()
    assert "laws" not in neutral and "cases" not in neutral
    assert list(neutral)[:4] == ["event", "decision", "penalty", "options"]
    assert {k: v for k, v in FULL.to_json(LISTED).items() if k not in LISTED.values()} == neutral


def test_minimal_json() -> None:
    assert MINIMAL.to_json(LISTED) == {
        "event": None,
        "decision": "The deal stands.",
        "laws": [],
        "cases": [],
        "penalty": None,
        "options": [],
        "outcome": "ruled",
        "act": "",
        "findings": [],
        "offender": None,
        "offender_seat": None,
        "injured": None,
        "injured_seat": None,
        "subject": None,
        "citations": [],
        "option_details": [],
        "displaced": [],
        "rule": None,
    }


CLAIM = Ruling(event=3, act="B claims the score", decision="Put right", outcome=Outcome.CORRECTED, subject=Subject(2, "point"))


@pytest.mark.parametrize("ruling", [FULL, MINIMAL, CLAIM], ids=["full", "minimal", "claim"])
def test_round_trip(ruling: Ruling) -> None:
    assert Ruling.from_json(ruling.to_json()) == ruling
    assert Ruling.from_json(json.loads(json.dumps(ruling.to_json()))) == ruling


def test_reads_a_ruling_with_only_the_spec_keys() -> None:
    data = {
        "event": 12,
        "decision": "Fresh deal.",
        "laws": [54],
        "cases": ["II"],
        "penalty": None,
        "options": ["fresh deal: Have a fresh deal."],
    }
    ruling = ruling_from_json(data)
    assert ruling.citations == (law(54), case("II"))
    assert ruling.options == (Option(name="fresh deal", text="Have a fresh deal."),)
    assert ruling.act == ""
    assert {k: v for k, v in ruling.to_json(LISTED).items() if k in SPEC_KEYS} == data
    with pytest.raises(RulingFormatError, match="'laws'"):
        ruling_from_json({k: v for k, v in data.items() if k != "laws"})


def test_list_round_trip() -> None:
    assert rulings_from_json(rulings_to_json([FULL, MINIMAL])) == (FULL, MINIMAL)


def _text() -> st.SearchStrategy[str]:
    return st.text(min_size=1, max_size=12).filter(lambda s: bool(s.strip()))


def _citations() -> st.SearchStrategy[Citation]:
    kinds = st.sampled_from(["law", "case", "rule"]) | _text()
    ids = st.integers(min_value=0, max_value=10**6) | _text()
    return st.builds(Citation, kinds, ids)


def _cited() -> st.SearchStrategy[list[Citation]]:
    return st.lists(_citations(), max_size=4, unique=True)


_events = st.lists(st.integers(min_value=0, max_value=500), max_size=3)
_labels = st.none() | _text()
_seats = st.none() | st.integers(min_value=0, max_value=1)
_name = _text().filter(lambda s: ": " not in s)

rulings = st.builds(
    Ruling,
    event=st.none() | st.integers(min_value=0, max_value=500),
    act=st.text(max_size=12),
    decision=_text(),
    findings=st.lists(st.builds(Finding, _text(), _events), max_size=3),
    offender=_seats,
    injured=_seats,
    penalty=_labels,
    options=st.lists(st.builds(Option, name=_name, text=_text(), elector=_seats, citations=_cited()), max_size=3),
    citations=_cited(),
    displaced=st.lists(st.builds(Displaced, _citations(), _text()), max_size=3),
    outcome=st.sampled_from(Outcome),
    subject=st.none() | st.builds(Subject, st.none() | st.integers(min_value=1, max_value=9), _labels),
).map(lambda r: r.shown(("A", "B")))


@given(rulings)
def test_any_ruling_round_trips(ruling: Ruling) -> None:
    data = ruling.to_json(LISTED)
    assert list(data)[:6] == SPEC_KEYS
    assert data["laws"] == [c.id for c in ruling.citations if c.kind == "law"]
    assert ruling_from_json(data) == ruling
    assert ruling_from_json(json.loads(json.dumps(data))) == ruling
    assert Ruling.from_json(json.loads(json.dumps(ruling.to_json()))) == ruling


@given(rulings)
def test_any_ruling_renders(ruling: Ruling) -> None:
    for text in (
        render_text(ruling, LOOKUP, with_statements=True),
        render_markdown(ruling, LOOKUP, with_statements=True),
    ):
        assert text.endswith("\n") and not text.endswith("\n\n")
        assert "\n\n\n" not in text


# -- malformed JSON -----------------------------------------------------------


def _set(path: list[str | int], value: Any) -> dict[str, Any]:
    data = copy.deepcopy(FULL.to_json(LISTED))
    target: Any = data
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return data


def _drop(key: str) -> dict[str, Any]:
    data = FULL.to_json(LISTED)
    del data[key]
    return data


@pytest.mark.parametrize(
    ("data", "key"),
    [
        (_set(["event"], "12"), "event"),
        (_set(["event"], -3), "event"),
        (_set(["event"], True), "event"),
        (_set(["decision"], ""), "decision"),
        (_set(["decision"], None), "decision"),
        (_set(["laws"], [54, 54]), "laws[1]"),
        (_set(["laws"], [54.0, 23]), "laws[0]"),
        (_set(["laws"], [23, 54]), "laws"),
        (_set(["cases"], ["II"]), "cases"),
        (_set(["cases"], "II"), "cases"),
        (_set(["penalty"], 5), "penalty"),
        (_set(["options"], ["Have a fresh deal."]), "options"),
        (_set(["options", 0], None), "options[0]"),
        (_set(["act"], None), "act"),
        (_set(["findings", 1, "events", 0], "ten"), "findings[1].events[0]"),
        (_set(["findings", 0], "a fact"), "findings[0]"),
        (_set(["findings", 0, "page"], 3), "findings[0].page"),
        (_set(["offender"], ["A"]), "offender"),
        (_set(["offender_seat"], "0"), "offender_seat"),
        (_set(["offender_seat"], None), "offender"),
        (_set(["outcome"], "fine"), "outcome"),
        (_set(["subject"], {"deal": -1}), "subject.deal"),
        (_set(["citations", 1, "id"], None), "citations[1].id"),
        (_set(["citations", 1, "kind"], 7), "citations[1].kind"),
        (_set(["citations", 1], {"kind": "law", "id": 54}), "citations[1]"),
        (_set(["option_details", 1, "elector"], 2), "option_details[1].elector"),
        (_set(["option_details", 1, "name"], "waive"), "options"),
        (
            _set(["option_details", 0, "citations", 0], {"kind": "law"}),
            "option_details[0].citations[0].id",
        ),
        (_set(["displaced", 0, "reason"], " "), "displaced[0].reason"),
        (_set(["displaced", 0], {"reason": "x"}), "displaced[0].citation"),
        (_set(["ruling"], "typo"), "ruling"),
        (_drop("decision"), "decision"),
        (_drop("penalty"), "penalty"),
    ],
)
def test_malformed_json_names_the_key(data: dict[str, Any], key: str) -> None:
    with pytest.raises(RulingFormatError) as raised:
        ruling_from_json(data)
    assert raised.value.key == key
    assert repr(key) in str(raised.value)
    assert isinstance(raised.value, LawkitError)


def test_errors_name_the_place_in_a_list() -> None:
    items = rulings_to_json([MINIMAL, FULL])
    items[1]["option_details"][0]["text"] = ""
    with pytest.raises(RulingFormatError) as raised:
        rulings_from_json(items)
    assert raised.value.key == "rulings[1].option_details[0].text"
    with pytest.raises(RulingFormatError) as raised:
        rulings_from_json([MINIMAL.to_json(LISTED), "ruling"])
    assert raised.value.key == "rulings[1]"
    with pytest.raises(RulingFormatError) as raised:
        rulings_from_json({}, where="deals[0].rulings")
    assert raised.value.key == "deals[0].rulings"
    with pytest.raises(RulingFormatError) as raised:
        Ruling.from_json([])
    assert raised.value.key == "ruling"


def test_citation_from_json() -> None:
    assert citation_from_json({"kind": "case", "id": "XX"}) == case("XX")
    with pytest.raises(RulingFormatError) as raised:
        citation_from_json({"kind": "case", "id": False}, where="refers_to[2]")
    assert raised.value.key == "refers_to[2].id"


# -- rendering ----------------------------------------------------------------


RENDERINGS = {
    "full.txt": lambda: render_text(FULL, event_base=1),
    "full_titles.txt": lambda: render_text(FULL, LOOKUP, event_base=1),
    "full_statements.txt": lambda: render_text(FULL, LOOKUP, with_statements=True, event_base=1),
    "full_narrow_raw_events.txt": lambda: render_text(
        FULL, LOOKUP, with_statements=True, width=40, event_base=0
    ),
    "minimal.txt": lambda: render_text(MINIMAL, LOOKUP, with_statements=True, event_base=1),
    "list.txt": lambda: render_rulings_text([FULL, MINIMAL], LOOKUP, event_base=1),
    "full.md": lambda: render_markdown(FULL, event_base=1),
    "full_titles.md": lambda: render_markdown(FULL, LOOKUP, event_base=1),
    "full_statements.md": lambda: render_markdown(FULL, LOOKUP, with_statements=True, event_base=1),
    "minimal.md": lambda: render_markdown(MINIMAL, LOOKUP, with_statements=True, event_base=1),
    "list.md": lambda: render_rulings_markdown([FULL, MINIMAL], LOOKUP, level=2, event_base=1),
}


@pytest.mark.parametrize("name", sorted(RENDERINGS))
def test_rendering_matches_snapshot(name: str) -> None:
    actual = RENDERINGS[name]()
    assert actual == RENDERINGS[name](), "rendering must be deterministic"
    check_snapshot(f"ruling/{name}", actual)


def test_titles_shown_only_when_known() -> None:
    assert describe(law(54)) == "Law 54"
    assert describe(law(54), LOOKUP) == "Law 54 — Card exposed in dealing"
    assert describe(law(99), LOOKUP) == "Law 99"
    text = render_text(FULL)
    assert "Law 54\n" in text and "Card exposed in dealing" not in text
    assert "twelve cards to each" not in render_text(FULL, LOOKUP)
    assert "twelve cards to each" in render_text(FULL, LOOKUP, with_statements=True)


def test_no_rulings() -> None:
    assert render_rulings_text([]) == "No rulings.\n"
    assert render_rulings_markdown([]) == "No rulings.\n"


def test_markdown_escapes_the_texts() -> None:
    ruling = Ruling(event=0, act="a *b* [c]", decision="X_y <z> | `w` # \\")
    md = render_markdown(ruling)
    assert md.startswith("### Ruling on event 0: a \\*b\\* \\[c\\]\n")
    assert "**Decision.** X\\_y \\<z\\> \\| \\`w\\` \\# \\\\\n" in md
    with pytest.raises(ValueError):
        render_markdown(ruling, level=7)


def test_malformed_json_says_what_it_found_and_names_the_first_key_missing() -> None:
    with pytest.raises(RulingFormatError, match=r"'decision': expected a non-empty string, got null"):
        ruling_from_json(_set(["decision"], None))
    both = FULL.to_json(LISTED)
    del both["laws"], both["penalty"]
    with pytest.raises(RulingFormatError) as raised:
        ruling_from_json(both)
    assert raised.value.key == "laws"
