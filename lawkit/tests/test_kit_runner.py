"""lawkit's referee runner on a made-up game of three laws: the record read, events numbered, acts dispatched, options
kept (elected, elected by another, lapsed), one JSON shape, and the conflict check on.  Nothing here imports piquet."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import attrs
import pytest

from lawkit.citation import Citation, register_kind
from lawkit.codex import Codex, Provision
from lawkit.elections import Choice, Election
from lawkit.registry import RuleConflict, Rulebook
from lawkit.ruling import Ruling
from lawkit.runner import (
    ADJUDICATION_SCHEMA, BEFORE_ELECTION, ELECT, LAPSE, UNENTITLED, UNOFFERED, Act, ActSpec, BaseGame, Contradiction, Open, Prelude, RecordError, Runner,
    on_verbs,
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
        ({"format": "other/1"}, "not a record of odds"),
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


# -- a game across deals, with a prelude: who starts is drawn first, the turn passes, a match is first to 10 ----------


@attrs.frozen
class Draw:
    players: tuple[str, ...]
    first: str | None = None
    rulings: tuple[Ruling, ...] = ()
    event: int = 0


@BOOK.rule("draw", law(1), stages=("draw",))
def draw(state: Draw, act: Act) -> Draw:
    if act.value == 0:
        ruling = Ruling(event=state.event, act=f"{act.player} draws 0", decision="a blank: draw again", citations=(law(1),))
        return attrs.evolve(state, rulings=state.rulings + (ruling,))
    return attrs.evolve(state, first=act.player)


@attrs.frozen
class Match:
    first: int
    scores: Mapping[str, int]


@attrs.frozen
class OddsMatch(OddsGame):
    """Odds over several deals: a drawn first player, the first turn passing, the scores carried, keys of its own."""

    prelude: Any = Prelude("draw", "the draw", "draw", lambda players: Draw(players), (ActSpec("draw", _number),),
                           lambda state: (f"{state.first} starts.",))

    def begin(self, players: tuple[str, ...], record: Mapping[str, Any], prelude: Any) -> Match:
        return Match(players.index(prelude.first) if prelude is not None else 0, dict.fromkeys(players, 0))

    def start(self, players: tuple[str, ...], deal: Mapping[str, Any], number: int, before: Odds | None, carried: Any) -> Odds:
        if deal.get("first", players[carried.first]) != players[carried.first]:
            raise ValueError(f"{players[carried.first]} starts this deal, not {deal['first']}")
        return Odds(players, turn=carried.first)

    def after_deal(self, state: Odds, carried: Match, number: int, last: bool) -> tuple[Odds, Match]:
        scores = self.scores(state)
        return state, Match(1 - carried.first, {p: carried.scores[p] + scores[p] for p in state.players})

    def totals(self, deals: Sequence[Any], carried: Match) -> Mapping[str, int]:
        return {p: min(10, n) for p, n in carried.scores.items()}

    def deal_json(self, state: Odds) -> Mapping[str, Any]:
        return {"said": len(state.said)}

    def record_json(self, adjudication: Any) -> Mapping[str, Any]:
        return {"first_player": adjudication.prelude and adjudication.prelude.state.first}

    def describe(self, state: Odds) -> Sequence[str]:
        return [f"{len(state.said)} numbers said"]


MATCH: Runner[Odds] = Runner(OddsMatch())


def test_a_prelude_is_played_through_the_rulebook_before_the_first_deal_and_names_who_starts() -> None:
    data = record({"player": "Bob", "say": 2}, draw=[{"player": "Ann", "draw": 0}, {"player": "Bob", "draw": 4}])
    found = MATCH.adjudicate(data)
    assert found.prelude is not None and found.prelude.state.first == "Bob" and found.totals == {"Ann": 0, "Bob": 2}
    (blank,) = found.prelude.rulings
    assert blank.event == 0 and str(blank.rule).endswith("draw")
    shown = found.to_json()
    assert shown["prelude"]["key"] == "draw" and shown["prelude"]["rulings"][0]["event_number"] == 1
    assert "The draw:\nBob starts.\n[1 of 1] Ruling on event 1: Ann draws 0" in adjudication_text_of(found)


def adjudication_text_of(found: Any) -> str:
    from lawkit.report import adjudication_text

    text: str = adjudication_text(found, CODEX)
    return text


def test_a_prelude_s_bad_event_is_an_error_naming_the_prelude_and_the_event() -> None:
    with pytest.raises(RecordError, match="the draw, event 2: draw: a number from 0 to 9"):
        MATCH.adjudicate(record({"player": "Ann", "say": 2}, draw=[{"player": "Ann", "draw": 0}, {"player": "Bob", "draw": 11}]))


def test_across_deals_the_carried_value_passes_the_turn_and_adds_up_the_scores() -> None:
    data = record({"player": "Ann", "say": 6})
    data["deals"].append({"events": [{"player": "Bob", "say": 3}, {"player": "Ann", "say": 5}]})
    found = MATCH.adjudicate(data)
    assert [d.scores for d in found.deals] == [{"Ann": 6, "Bob": 0}, {"Ann": 5, "Bob": 3}]
    assert found.carried == Match(0, {"Ann": 11, "Bob": 3}) and found.totals == {"Ann": 10, "Bob": 3}


def test_across_deals_a_deal_started_by_the_wrong_player_is_an_error_naming_the_deal() -> None:
    data = record({"player": "Ann", "say": 6})
    data["deals"].append({"first": "Ann", "events": []})
    with pytest.raises(RecordError, match="deal 2: Bob starts this deal, not Ann"):
        MATCH.adjudicate(data)


def test_a_game_s_own_keys_stand_beside_the_runner_s_in_the_json_and_the_schema_allows_them() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    shown = MATCH.adjudicate(record({"player": "Bob", "say": 2}, draw=[{"player": "Bob", "draw": 3}])).to_json()
    jsonschema.validate(shown, ADJUDICATION_SCHEMA)
    assert shown["first_player"] == "Bob" and shown["deals"][0]["said"] == 1 and shown["format"] == "lawkit-adjudication/1"
    assert "additionalProperties" in ADJUDICATION_SCHEMA and "own" in ADJUDICATION_SCHEMA["description"]


# -- options: two who may elect, an election that comes first, a lapse by condition ---------------------------------


@attrs.frozen
class Partners(OddsGame):
    """The injured's option may be elected by either seat 1 or seat 3... here, with two seats, by both players (``also``),
    comes first, and lapses only when its elector says a number (a condition on the act, not only its verb)."""

    def options(self, state: Odds) -> Sequence[Open]:
        return tuple(Open(e, _by_elector(e), also=self.also, first=True) for e in state.open)

    also: frozenset[int] = frozenset()


def _by_elector(election: Election) -> Callable[[Act], bool]:
    return lambda act: act.verb == "say" and act.seat == election.elector


OUT_OF_TURN = ({"player": "Ann", "say": 3}, {"player": "Ann", "say": 9})


def test_an_election_open_to_two_players_is_applied_whichever_of_them_elects() -> None:
    found = Runner(Partners(also=frozenset({0}))).adjudicate(record(*OUT_OF_TURN, {"player": "Ann", "elect": "retake"}))
    assert found.totals == {"Ann": 3, "Bob": 0} and found.deals[0].open == ()


def test_an_election_that_comes_first_makes_another_act_an_error_until_made() -> None:
    with pytest.raises(RecordError, match="deal 1, event 3: Bob has an election to make first \\(stand, retake\\)"):
        Runner(Partners()).adjudicate(record(*OUT_OF_TURN, {"player": "Ann", "say": 1}))


WAITING: Rulebook[Odds] = Rulebook("Odds that wait")


@WAITING.rule("say", law(1), law(2))
def waiting_say(state: Odds, act: Act) -> Odds:
    return say(state, act)


@WAITING.rule("say", law(1), when=_out_of_turn, exception_to=waiting_say)
def waiting_say_out_of_turn(state: Odds, act: Act) -> Odds:
    return say_out_of_turn(state, act)


@WAITING.rule(ELECT, law(1))
def waiting_elect(state: Odds, election: Election, act: Act) -> Odds:
    return elect(state, election, act)


@WAITING.rule(LAPSE, law(1))
def waiting_lapse(state: Odds, election: Election, act: Act) -> Odds:
    return lapse(state, election, act)


@WAITING.rule(BEFORE_ELECTION, law(1))
def said_before_the_election(state: Odds, election: Election, act: Act) -> Odds:
    ruling = Ruling(event=act.event, act=f"{act.player} says {act.value}", decision="of no effect: the choice is awaited",
                    citations=(law(1),), offender=act.seat)
    return attrs.evolve(state, rulings=state.rulings + (ruling,))


def test_an_act_before_an_election_that_comes_first_goes_to_the_games_rule_for_it_and_the_option_stays_open() -> None:
    result = Runner(Partners(rulebook=WAITING)).adjudicate(
        record(*OUT_OF_TURN, {"player": "Ann", "say": 1}, {"player": "Bob", "elect": "retake"})
    )
    (_, early) = result.deals[0].rulings
    assert early.decision.endswith("the choice is awaited") and early.offender_label == "Ann" and early.event == 2  # from 0: the third act
    assert result.totals == {"Ann": 3, "Bob": 0} and result.deals[0].open == ()  # the act changed nothing; the choice was Bob's


def test_an_option_lapses_by_its_condition_the_elector_acting_on() -> None:
    found = Runner(Partners()).adjudicate(record(*OUT_OF_TURN, {"player": "Bob", "say": 1}))
    assert found.deals[0].open == () and found.totals == {"Ann": 12, "Bob": 1}


ENDING: Rulebook[Odds] = Rulebook("Odds where a lapse ends the deal")
ENDED = -1


@ENDING.rule("say", law(1), law(2))
def ending_say(state: Odds, act: Act) -> Odds:
    return (say_out_of_turn if _out_of_turn(state, act) else say)(state, act)


@ENDING.rule(LAPSE, law(1))
def lapse_ends_the_deal(state: Odds, election: Election, act: Act) -> Odds:
    ruling = Ruling(event=act.event, act=f"{act.player} says {act.value}", decision="the deal ends", citations=(law(1),))
    return attrs.evolve(state, open=(), turn=ENDED, rulings=state.rulings + (ruling,))


@attrs.frozen
class Ending(Partners):
    """A game whose deal is over once an option lapses: it admits no act after that."""

    def admit(self, state: Odds, act: Act) -> None:
        if state.turn == ENDED:
            raise Contradiction("the deal is over")


def test_a_lapse_that_ends_the_deal_answers_the_act_that_let_it_lapse_and_a_later_act_is_an_error() -> None:
    found = Runner(Ending(rulebook=ENDING)).adjudicate(record(*OUT_OF_TURN, {"player": "Bob", "say": 1}))
    assert found.totals == {"Ann": 12, "Bob": 0}  # Bob's number is not said: the lapse's ruling answers it
    assert [(r.event, r.decision) for r in found.deals[0].rulings][-1] == (2, "The deal ends")
    with pytest.raises(RecordError, match="deal 1, event 4: the deal is over"):
        Runner(Ending(rulebook=ENDING)).adjudicate(record(*OUT_OF_TURN, {"player": "Bob", "say": 1}, {"player": "Ann", "say": 2}))


def test_an_election_by_one_not_entitled_is_an_error_when_the_game_has_no_rule_for_it() -> None:
    book: Rulebook[Odds] = Rulebook("Odds without a rule for another's election")

    @book.rule("say", law(1), law(2))
    def plain(state: Odds, act: Act) -> Odds:
        return say(state, act)

    @book.rule("say", law(1), when=_out_of_turn, exception_to=plain)
    def out_of_turn(state: Odds, act: Act) -> Odds:
        return say_out_of_turn(state, act)

    with pytest.raises(RecordError, match="event 3: the election is Bob's, not Ann's"):
        Runner(Partners(rulebook=book)).adjudicate(record(*OUT_OF_TURN, {"player": "Ann", "elect": "retake"}))


def test_an_election_no_option_offers_goes_to_the_game_s_rule_for_it_or_is_an_error_without_one() -> None:
    book: Rulebook[Odds] = Rulebook("Odds with a rule for an election nothing offers")

    @book.rule("say", law(1), law(2))
    def plain(state: Odds, act: Act) -> Odds:
        return say(state, act)

    @book.rule(UNOFFERED, law(1))
    def too_late(state: Odds, act: Act) -> Odds:
        ruling = Ruling(event=act.event, act=f"{act.player} elects {act.value}", decision="too late", citations=(law(1),))
        return attrs.evolve(state, rulings=state.rulings + (ruling,))

    late = record({"player": "Ann", "say": 3}, {"player": "Bob", "say": 1}, {"player": "Bob", "elect": "retake"})
    found = Runner(OddsGame(rulebook=book)).adjudicate(late)
    assert [(r.event, r.decision) for r in found.deals[0].rulings] == [(2, "Too late")] and found.totals == {"Ann": 3, "Bob": 1}
    with pytest.raises(RecordError, match="event 3: Bob elects 'retake', but no option is open"):
        RUNNER.adjudicate(late)


# -- one command for any game ------------------------------------------------------------------------------------


def test_the_command_prints_the_json_and_answers_bad_input_in_one_line_with_exit_status_2(tmp_path: Any) -> None:
    import io
    import json

    from lawkit.cli import EXIT_BAD_INPUT, main

    good = tmp_path / "good.json"
    good.write_text(json.dumps(record(*OUT_OF_TURN)))
    out, err = io.StringIO(), io.StringIO()
    assert main(RUNNER, "odds", ["adjudicate", "--json", str(good)], out=out, err=err) == 0
    assert json.loads(out.getvalue())["game"] == "odds" and err.getvalue() == ""
    for text, said in (("{", "not JSON"), (json.dumps(record({"player": "Cat", "say": 1})), "deal 1, event 1: the player")):
        out, err = io.StringIO(), io.StringIO()
        assert main(RUNNER, "odds", ["adjudicate", "-"], out=out, err=err, stdin=io.StringIO(text)) == EXIT_BAD_INPUT
        assert err.getvalue().startswith("odds: -: ") and said in err.getvalue() and err.getvalue().count("\n") == 1
        assert out.getvalue() == "" and "Traceback" not in err.getvalue()
    err = io.StringIO()
    assert main(RUNNER, "odds", ["adjudicate", str(tmp_path / "none.json")], err=err) == EXIT_BAD_INPUT
    assert err.getvalue().startswith("odds: cannot read")


@pytest.mark.parametrize("players", [["A", "B"], ["A" * 40, "B"]], ids=["one character", "forty"])
def test_a_players_name_of_one_character_to_forty_is_read(players: list[str]) -> None:
    found = RUNNER.adjudicate(record({"player": players[0], "say": 3}, players=players)).to_json()
    assert found["players"] == players and found["totals"][players[0]] == 3


@pytest.mark.parametrize("players", [["", "B"], ["A" * 41, "B"], [" A", "B"]], ids=["empty", "forty-one", "spaced"])
def test_a_players_name_empty_too_long_or_spaced_is_refused(players: list[str]) -> None:
    with pytest.raises(RecordError, match="players"):
        RUNNER.adjudicate(record(players=players))
