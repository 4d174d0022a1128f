"""lawkit.elections: an open choice, its options as a ruling states them, and a choice that is not among them."""

from __future__ import annotations

import enum

import pytest

from lawkit.citation import Citation
from lawkit.ruling import Ruling


def test_an_election_states_its_options_as_the_ruling_gives_them_and_knows_its_choices() -> None:
    from lawkit.elections import Choice, Election, UnknownChoice
    from lawkit.render import render_text

    cite = Citation("kernel-test-rule", 9)
    election = Election("misdeal", 0, [Choice("rectify", "put it right", [cite]), Choice("fresh deal", "a fresh deal", [cite])], event=3)
    options = election.options()
    assert [(o.name, o.text, o.elector, o.citations) for o in options] == [("rectify", "put it right", 0, (cite,)), ("fresh deal", "a fresh deal", 0, (cite,))]
    assert [o.shown(("A", "B")).elector_label for o in options] == ["A", "A"]
    assert election.choice("rectify").text == "put it right"
    with pytest.raises(UnknownChoice, match="'redeal' is not among the choices: rectify, fresh deal"):
        election.choice("redeal")
    with pytest.raises(ValueError):
        Election("x", 0, [Choice("a", "one"), Choice("a", "two")])
    with pytest.raises(ValueError):
        Election("x", 0, [Choice("a", "one")], lapses_to="b")
    voided = Ruling(event=3, act="A elects: fresh deal", decision="A fresh deal", citations=[cite], void=True)
    assert voided.to_json()["void"] is True and "void" not in Ruling(event=3, act="", decision="Y").to_json()
    assert Ruling.from_json(voided.to_json()) == voided
    assert "Void: what it rules on counts for nothing." in render_text(voided)


def test_an_election_written_as_json_names_its_elector_choices_and_their_authority() -> None:
    from lawkit.elections import Choice, Election

    cite = Citation("kernel-test-rule", 4)
    election = Election("exposed card", 1, [Choice("call", "call the card", [cite]), Choice("leave", "leave it")], event=7, lapses_to="leave")
    data = election.to_json()
    assert data["key"] == "exposed card" and data["elector"] == 1
    assert [c["name"] for c in data["choices"]] == ["call", "leave"]
    assert data["choices"][0]["citations"] == [{"kind": "kernel-test-rule", "id": 4}] and data["choices"][1]["citations"] == []


class _Time(enum.Enum):
    """A game's own times an option lasts (the kernel knows none)."""

    BEFORE_THE_LEAD = "before the next lead"


def test_an_election_says_when_it_lapses_in_the_game_s_own_terms_and_what_then_holds() -> None:
    from lawkit.elections import Choice, Election

    choices = [Choice("call", "call the card"), Choice("leave", "leave it")]
    timed = Election("exposed card", 1, choices, lapses_to="leave", window=_Time.BEFORE_THE_LEAD, blocking=False, subject=0)
    assert (timed.window, timed.lapses, timed.blocking, timed.subject) == (_Time.BEFORE_THE_LEAD, "before the next lead", False, 0)
    assert timed.default == Choice("leave", "leave it")
    worded = Election("exposed card", 1, choices, lapses_to="call", window="until the trick is turned")
    assert (worded.lapses, worded.default, worded.blocking, worded.subject) == ("until the trick is turned", choices[0], True, None)
    waiting = Election("exposed card", 1, choices)
    assert (waiting.window, waiting.lapses, waiting.default) == (None, None, None)
    with pytest.raises(ValueError, match="an election that lapses before the next lead names the choice it lapses to"):
        Election("exposed card", 1, choices, window=_Time.BEFORE_THE_LEAD)


@pytest.mark.parametrize(("window", "blocking", "subject"), [(None, True, None), (_Time.BEFORE_THE_LEAD, False, 1), ("until the deal is scored", True, 0)])
def test_an_election_s_json_has_the_same_keys_for_every_game_whatever_its_window(window: _Time | str | None, blocking: bool, subject: int | None) -> None:
    from lawkit.elections import Choice, Election

    cite = Citation("kernel-test-rule", 2)
    choices = [Choice("rectify", "put it right", [cite]), Choice("fresh deal", "a fresh deal")]
    plain = Election("misdeal", 0, choices, event=4, lapses_to="rectify")
    game_s = Election("misdeal", 0, choices, event=4, lapses_to="rectify", window=window, blocking=blocking, subject=subject)
    assert game_s.to_json() == plain.to_json()
    assert list(game_s.to_json()) == ["key", "elector", "choices", "event", "lapses_to"]
    assert game_s.to_json()["choices"] == [c.to_json() for c in choices] == [
        {"name": "rectify", "text": "put it right", "citations": [{"kind": "kernel-test-rule", "id": 2}]},
        {"name": "fresh deal", "text": "a fresh deal", "citations": []},
    ]
