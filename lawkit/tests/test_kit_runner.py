"""lawkit's referee runner on a made-up game of three laws: the record read, events numbered, acts dispatched, options
kept (elected, elected by another, lapsed), one JSON shape, and the conflict check on.  Nothing here imports piquet."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import attrs
import pytest

from lawkit.citation import Citation, register_kind
from lawkit.codex import Codex, Provision
from lawkit.elections import Choice, Election
from lawkit.registry import RuleConflict, Rulebook
from lawkit.ruling import Ruling
from lawkit.runner import (
    ADJUDICATION_SCHEMA, ELECT, LAPSE, UNENTITLED, Act, ActSpec, BaseGame, Contradiction, Open, RecordError, Runner, on_verbs,
)

register_kind("odds-law", "Odds law", plural="Odds laws")


def law(n: int) -> Citation:
    return Citation("odds-law", n)


CODEX = Codex("Odds", "a test", [
    Provision(law(1), "Turns", "The players say a number in turn; one said out of turn may be let stand or taken back."),
    Provision(law(2), "Score", "Each number said counts to its player."),
    Provision(law(3), "Elections", "A choice made by one not entitled to it changes nothing."),
])


@attrs.frozen
class Odds:
    players: tuple[str, ...]
    turn: int = 0
    said: tuple[tuple[int, int], ...] = ()
    rulings: tuple[Ruling, ...] = ()
    open: tuple[Election, ...] = ()
    event: int = 0


BOOK: Rulebook[Odds] = Rulebook("Odds")


@BOOK.rule("say", law(1), law(2))
def say(state: Odds, act: Act) -> Odds:
    return attrs.evolve(state, said=state.said + ((act.seat, int(act.value)),), turn=1 - act.seat)


def _out_of_turn(state: Odds, act: Act) -> bool:
    return act.seat != state.turn


@BOOK.rule("say", law(1), when=_out_of_turn, exception_to=say)
def say_out_of_turn(state: Odds, act: Act) -> Odds:
    injured = 1 - act.seat
    election = Election("out of turn", injured, (Choice("stand", "the number stands", (law(1),)),
                                                 Choice("retake", "the number is taken back", (law(1),))),
                        event=act.event, lapses_to="stand")
    ruling = Ruling(event=act.event, act=f"{act.player} says {act.value}", decision="said out of turn",
                    citations=(law(1),), offender=act.seat, injured=injured, options=election.options())
    return attrs.evolve(say(state, act), rulings=state.rulings + (ruling,), open=(election,))


@BOOK.rule(ELECT, law(1))
def elect(state: Odds, election: Election, act: Act) -> Odds:
    said = state.said[:-1] if act.value == "retake" else state.said
    return attrs.evolve(state, said=said, open=())


@BOOK.rule(UNENTITLED, law(3))
def elect_by_another(state: Odds, election: Election, act: Act) -> Odds:
    ruling = Ruling(event=act.event, act=f"{act.player} elects {act.value}", decision="of no effect: the choice is another's",
                    citations=(law(3),))
    return attrs.evolve(state, rulings=state.rulings + (ruling,))


@BOOK.rule(LAPSE, law(1))
def lapse(state: Odds, election: Election, act: Act) -> Odds:
    return attrs.evolve(state, open=())


@BOOK.rule("say", law(2), when=lambda state, act: act.value == 7, exception_to=say, prevails_over=(say_out_of_turn,))
def say_seven(state: Odds, act: Act) -> Odds:
    raise Contradiction("no one can say seven: the game has no seven")


def _number(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 9:
        raise ValueError(f"a number from 0 to 9, not {value!r}")
    return value


@attrs.frozen
class OddsGame(BaseGame[Odds]):
    name: str = "odds"
    record_format: str = "odds-record/1"
    seats: int = 2
    codex: Codex = CODEX
    rulebook: Rulebook[Odds] = BOOK
    acts: Sequence[ActSpec] = (ActSpec("say", _number),)

    def start(self, players: tuple[str, ...], deal: Mapping[str, Any], number: int, before: Odds | None, carried: Any) -> Odds:
        return Odds(players)

    def scores(self, state: Odds) -> Mapping[str, int]:
        return {p: sum(n for seat, n in state.said if seat == i) for i, p in enumerate(state.players)}

    def rulings(self, state: Odds) -> Sequence[Ruling]:
        return state.rulings

    def options(self, state: Odds) -> Sequence[Open]:
        return tuple(Open(e, on_verbs("say")) for e in state.open)

    def at_event(self, state: Odds, event: int) -> Odds:
        return attrs.evolve(state, event=event)


RUNNER: Runner[Odds] = Runner(OddsGame())


def record(*events: dict[str, Any], **more: Any) -> dict[str, Any]:
    return {"format": "odds-record/1", "players": ["Ann", "Bob"], "deals": [{"events": list(events)}], **more}


def test_a_regular_record_scores_each_number_to_its_player_in_the_one_shape() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    found = RUNNER.adjudicate(record({"player": "Ann", "say": 3}, {"player": "Bob", "say": 4}, {"player": "Ann", "say": 5}))
    shown = found.to_json()
    jsonschema.validate(shown, ADJUDICATION_SCHEMA)
    assert shown["totals"] == {"Ann": 8, "Bob": 4} and shown["deals"][0]["rulings"] == []


def test_law_1_an_act_out_of_turn_is_ruled_and_its_option_kept_open_for_the_injured() -> None:
    found = RUNNER.adjudicate(record({"player": "Ann", "say": 3}, {"player": "Ann", "say": 9})).to_json()
    (ruling,) = found["deals"][0]["rulings"]
    assert (ruling["event"], ruling["event_number"], ruling["offender"]) == (1, 2, "Ann")
    (option,) = found["deals"][0]["open_options"]
    assert option["elector"] == "Bob" and [c["name"] for c in option["choices"]] == ["stand", "retake"]


def test_law_1_the_injured_elects_and_the_choice_is_applied() -> None:
    found = RUNNER.adjudicate(record({"player": "Ann", "say": 3}, {"player": "Ann", "say": 9}, {"player": "Bob", "elect": "retake"}))
    assert found.totals == {"Ann": 3, "Bob": 0} and found.deals[0].open == ()


def test_law_3_an_election_by_the_offender_is_ruled_of_no_effect_and_the_option_stays_open() -> None:
    found = RUNNER.adjudicate(record({"player": "Ann", "say": 3}, {"player": "Ann", "say": 9}, {"player": "Ann", "elect": "retake"}))
    assert [r.decision for r in found.deals[0].rulings][-1] == "Of no effect: the choice is another's"
    assert found.totals == {"Ann": 12, "Bob": 0} and len(found.deals[0].open) == 1


def test_law_1_an_option_lapses_when_the_injured_acts_on_instead() -> None:
    found = RUNNER.adjudicate(record({"player": "Ann", "say": 3}, {"player": "Ann", "say": 9}, {"player": "Bob", "say": 1}))
    assert found.deals[0].open == () and found.totals == {"Ann": 12, "Bob": 1}


@pytest.mark.parametrize(
    ("data", "said"),
    [
        ({"format": "other/1"}, "not a odds record"),
        (record(players=["Ann", "Ann"]), "players: 2 distinct names"),
        (record({"player": "Cat", "say": 1}), "deal 1, event 1: the player is one of Ann, Bob, not 'Cat'"),
        (record({"player": "Ann", "say": 1}, {"player": "Bob", "say": 1, "shout": 2}), "deal 1, event 2: an event names one act, and a say event has no key 'shout'"),
        (record({"player": "Ann", "say": 12}), "deal 1, event 1: say: a number from 0 to 9, not 12"),
        (record({"player": "Ann", "elect": "stand"}), "deal 1, event 1: Ann elects 'stand', but no option is open"),
        (record({"player": "Ann", "say": 1}, {"player": "Bob", "say": 7}), "deal 1, event 2: no one can say seven"),
    ],
)
def test_a_record_that_cannot_be_read_is_an_error_naming_the_place(data: dict[str, Any], said: str) -> None:
    with pytest.raises(RecordError, match=said):
        RUNNER.adjudicate(data)


def test_the_conflict_check_is_on_while_the_runner_dispatches() -> None:
    book: Rulebook[Odds] = Rulebook("Odds with a conflict")

    @book.rule("say", law(2))
    def plain(state: Odds, act: Act) -> Odds:
        return state

    @book.rule("say", law(1), when=lambda s, a: True, exception_to=plain)
    def one(state: Odds, act: Act) -> Odds:
        return state

    @book.rule("say", law(1), when=lambda s, a: True, exception_to=plain)
    def other(state: Odds, act: Act) -> Odds:
        return state

    with pytest.raises(RuleConflict):
        Runner(attrs.evolve(OddsGame(), rulebook=book)).adjudicate(record({"player": "Ann", "say": 1}))


def test_the_adjudication_reads_as_text_markdown_and_a_page_that_fetches_nothing() -> None:
    from lawkit.report import adjudication_html, adjudication_markdown, adjudication_text

    found = RUNNER.adjudicate(record({"player": "Ann", "say": 3}, {"player": "Ann", "say": 9}))
    text = adjudication_text(found, CODEX)
    assert "Deal 1: Ann 12, Bob 0" in text and "Ruling on event 2" in text and "Odds law 1" in text
    assert "Open: Bob may elect stand or retake (by default stand)" in text and text.rstrip().endswith("Totals: Ann 12, Bob 0")
    markdown = adjudication_markdown(found, CODEX)
    assert markdown.startswith("# odds: Ann, Bob") and "## Deal 1" in markdown and "- Open: Bob may elect" in markdown
    page = adjudication_html(found, CODEX)
    assert page.startswith("<!DOCTYPE html>") and "<h2>Deal 1</h2>" in page
    assert "http" not in page and "<script" not in page


def test_a_rulings_event_number_is_written_and_read_back_by_the_kernel_for_every_game() -> None:
    from lawkit.ruling import RulingFormatError, numbered, unnumbered

    written = numbered({"event": 4, "decision": "x"})
    assert list(written) == ["event", "event_number", "decision"] and written["event_number"] == 5
    assert unnumbered(written) == {"event": 4, "decision": "x"}
    assert numbered({"event": None})["event_number"] is None
    with pytest.raises(RulingFormatError, match="event_number"):
        unnumbered({"event": 4, "event_number": 4})
