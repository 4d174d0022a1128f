"""Chouette for three (the Description of the Game, "Chouette piquet"): the session, the rotation, the tens, the running card."""

from __future__ import annotations

import copy
import io
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import piquet
from piquet.game.session import ChouetteError
from piquet.formats.session_json import read_session
from piquet.faces.cli import main
from piquet.referee.chouette import (
    CHOUETTE,
    Seats,
    adjudicate_chouette,
    next_seats,
    partie_entries,
    running_card,
    tens,
)
from piquet.referee.simulate import partie_record

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "chouette-session.json"
sys.path.insert(0, str(ROOT / "tools"))
try:
    from make_chouette import SEED_PARTIES, partie_won, seed_session
finally:
    sys.path.pop(0)

#: The Description's separate scoring card, in tens: each player's standing after each of its five parties.
SEED_CARD = [
    {"A": 30, "B": -15, "C": -15},
    {"A": 114, "B": -57, "C": -57},
    {"A": 18, "B": -9, "C": -9},
    {"A": 32, "B": -37, "C": 5},
    {"A": 19, "B": -50, "C": 31},
]


def finished(single: str, opponent: str, scores: dict[str, int], deals_played: int = 6) -> dict[str, Any]:
    """A partie record taken up when it is already over: no deals to replay, the totals as given."""
    return {"players": [single, opponent], "start": {"scores": scores, "deals_played": deals_played}, "deals": []}


def session(*parties: tuple[str, dict[str, Any]], cut: Any = None) -> dict[str, Any]:
    data: dict[str, Any] = {"format": "piquet-chouette/1", "players": ["A", "B", "C"]}
    if cut is not None:
        data["cut"] = cut
    data["parties"] = [{"single": single, "partie": record} for single, record in parties]
    return data


def run(*argv: str, stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), out=out, err=err, stdin=io.StringIO(stdin))
    return status, out.getvalue(), err.getvalue()


# -- the tens ----------------------------------------------------------------------


def test_the_description_reckons_416_as_42_tens_and_141_as_14() -> None:
    assert tens(416) == 42
    assert tens(141) == 14


def test_units_from_one_to_five_are_dropped_so_415_is_41_tens_and_5_is_none() -> None:
    assert [tens(p) for p in (410, 411, 415, 416, 419, 420)] == [41, 41, 41, 42, 42, 42]
    assert [tens(p) for p in (0, 1, 5, 6, 9)] == [0, 0, 0, 1, 1]


@given(st.integers(min_value=0, max_value=10_000))
def test_tens_times_ten_is_within_five_below_and_four_above_the_points(points: int) -> None:
    assert points - 5 <= 10 * tens(points) <= points + 4


# -- the seed's card ---------------------------------------------------------------


@pytest.fixture(scope="module")
def seed() -> piquet.ChouetteAdjudication:
    return adjudicate_chouette(seed_session())


def test_the_seed_first_three_parties_are_plus_30_minus_15_minus_15_then_84_then_minus_96(seed: piquet.ChouetteAdjudication) -> None:
    entries = [dict(result.entries) for result in seed.parties[:3]]
    assert entries == [{"A": 30, "B": -15, "C": -15}, {"A": 84, "B": -42, "C": -42}, {"A": -96, "B": 48, "C": 48}]
    assert [result.tens for result in seed.parties[:3]] == [15, 42, 48]
    assert [result.points_won for result in seed.parties] == [points for *_, points, _ in SEED_PARTIES]


def test_the_seed_running_card_ends_at_a_190_b_minus_500_c_310_points(seed: piquet.ChouetteAdjudication) -> None:
    assert seed.running_card == SEED_CARD
    assert seed.balances == {"A": 190, "B": -500, "C": 310}
    assert all(not result.rulings for result in seed.parties)


def test_the_seed_parties_follow_the_rotation_from_the_cut(seed: piquet.ChouetteAdjudication) -> None:
    played = [str(result.seats) for result in seed.parties]
    assert played == [
        "A single against B, C advising",
        "A single against C, B advising",
        "A single against B, C advising",
        "B single against C, A advising",
        "C single against A, B advising",
    ]
    assert all(result.expected == result.seats for result in seed.parties)
    assert str(seed.next) == "C single against B, A advising"


def test_the_example_session_is_the_seed_card_and_the_tool_writes_it() -> None:
    data = json.loads(EXAMPLE.read_text())
    assert data == json.loads(json.dumps(seed_session())), "run python tools/make_chouette.py"
    assert adjudicate_chouette(data).running_card == SEED_CARD


# -- the rotation ------------------------------------------------------------------


def test_after_a_win_the_single_player_goes_on_and_the_other_two_change_places() -> None:
    assert next_seats(Seats("A", "B", "C"), True) == Seats("A", "C", "B")
    done = adjudicate_chouette(session(("A", finished("A", "B", {"A": 200, "B": 120})), ("A", finished("A", "C", {"A": 200, "C": 120}))))
    assert done.parties[1].expected == Seats("A", "C", "B") and not done.parties[1].rulings


def test_after_a_loss_the_winner_is_single_the_adviser_plays_and_the_loser_advises() -> None:
    assert next_seats(Seats("A", "B", "C"), False) == Seats("B", "C", "A")
    done = adjudicate_chouette(session(("A", finished("A", "B", {"A": 120, "B": 200})), ("B", finished("B", "C", {"B": 120, "C": 200}))))
    assert [str(r.seats) for r in done.parties] == ["A single against B, C advising", "B single against C, A advising"]
    assert not done.parties[1].rulings
    assert done.parties[0].entries == {"A": -36, "B": 18, "C": 18}
    assert done.next == Seats("C", "A", "B")


def test_a_drawn_partie_is_no_loss_the_single_player_goes_on_and_nothing_is_reckoned() -> None:
    done = adjudicate_chouette(session(("A", finished("A", "B", {"A": 150, "B": 150}, deals_played=8))))
    assert done.parties[0].winner is None and done.parties[0].entries == {"A": 0, "B": 0, "C": 0}
    assert done.next == Seats("A", "C", "B")


def test_the_cut_gives_the_highest_single_the_middle_player_and_the_lowest_adviser() -> None:
    done = adjudicate_chouette(session(("C", finished("C", "A", {"C": 200, "A": 150})), cut={"A": "JS", "B": "8H", "C": "AD"}))
    assert done.cut is not None and done.cut.seats == Seats("C", "A", "B")
    assert not done.parties[0].rulings


def test_players_who_tie_in_the_cut_cut_again_among_themselves() -> None:
    cut = [{"A": "QS", "B": "QD", "C": "7H"}, {"A": "8C", "B": "TC"}]
    done = adjudicate_chouette(session(("B", finished("B", "A", {"B": 200, "A": 150})), cut=cut))
    assert done.cut is not None and done.cut.seats == Seats("B", "A", "C")


# -- the wrong players -------------------------------------------------------------


def test_a_partie_played_by_the_wrong_players_is_ruled_on_citing_the_description_and_stands() -> None:
    # A won the first partie, so C should play the second with B advising; B played it again.
    data = session(("A", finished("A", "B", {"A": 200, "B": 120})), ("A", finished("A", "B", {"A": 200, "B": 120})))
    done = adjudicate_chouette(data)
    ruling = done.parties[1].rulings[0]
    assert ruling.citations == (CHOUETTE,)
    assert "A single against C, B advising" in ruling.decision and "stands as played" in ruling.decision
    assert ruling.to_json()["citations"] == [{"kind": "description", "id": "chouette"}]
    assert done.parties[1].entries == {"A": 36, "B": -18, "C": -18}
    assert done.next == Seats("A", "C", "B")
    status, out, _ = run("adjudicate", "-", stdin=json.dumps(data))
    assert status == 0 and "Ruling: partie 2 was played A single against B, C advising." in out


def test_the_wrong_single_player_after_a_loss_is_ruled_on() -> None:
    data = session(("A", finished("A", "B", {"A": 120, "B": 200})), ("C", finished("C", "A", {"C": 200, "A": 120})))
    ruling = adjudicate_chouette(data).parties[1].rulings[0]
    assert "The rotation called for B single against C, A advising" in ruling.decision
    assert "A lost partie 1" in ruling.decision


def test_a_first_partie_not_the_cut_s_is_ruled_on() -> None:
    data = session(("B", finished("B", "A", {"B": 200, "A": 150})), cut={"A": "KS", "B": "QS", "C": "JS"})
    assert adjudicate_chouette(data).parties[0].rulings[0].act == "partie 1 was played B single against A, C advising"


# -- malformed sessions ------------------------------------------------------------

GOOD = ("A", finished("A", "B", {"A": 200, "B": 120}))


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "not a chouette session: expected a JSON object with 'players' and 'parties', found a list"),
        ({"format": "piquet-chouette/1", "players": ["A", "B"], "parties": []}, "'players' must be a list of three"),
        ({"format": "piquet-chouette/1", "players": ["A", "A", "B"], "parties": []}, "three distinct"),
        ({"format": "piquet-chouette/1", "players": ["A", "B", "C"]}, "'parties' must be a list of at least one partie"),
        (dict(session(GOOD), colour="red"), "unknown key 'colour' in the session"),
        (session(GOOD, cut={"A": "KS", "B": "KS", "C": "7S"}), "KS is cut twice"),
        (session(GOOD, cut={"A": "KS", "B": "ZZ", "C": "7S"}), "the cut, round 1: unknown card 'ZZ'"),
        (session(GOOD, cut={"A": "KS", "B": "KH", "C": "7S"}), "A and B cut cards of one rank and must cut again"),
        (session(GOOD, cut=[{"A": "KS", "B": "KH", "C": "7S"}, {"A": "9S", "C": "8S"}]), "A and B cut cards of one rank, so they"),
        (session(GOOD, cut=[{"A": "KS", "B": "QH", "C": "7S"}, {"A": "9S"}]), "the cut was already decided"),
        (session(GOOD, cut={"A": "KS", "B": "QH"}), "all three players cut"),
    ],
)
def test_a_malformed_session_is_refused_with_a_clear_error(data: Any, message: str) -> None:
    with pytest.raises(ChouetteError) as raised:
        adjudicate_chouette(data)
    assert message in str(raised.value) and raised.value.partie is None


@pytest.mark.parametrize(
    ("partie", "message"),
    [
        ("not a partie", "partie 2: a partie must be an object"),
        ({"partie": finished("A", "C", {"A": 200, "C": 120})}, "partie 2: a partie must give 'single'"),
        ({"single": "B", "partie": finished("A", "C", {"A": 200, "C": 120})}, "partie 2: 'single' must be one of the partie's players A and C"),
        ({"single": "A", "partie": finished("A", "D", {"A": 200, "D": 120})}, "partie 2: 'D' plays in this partie but is not one of A, B, C"),
        ({"single": "A", "partie": {"players": ["A", "C"], "deals": [{"dealer": "A", "hands": {"A": "ZZ", "C": ""}, "stock": ""}]}}, "partie 2, deal 1, card ZZ: unknown card"),
        ({"single": "A", "partie": finished("A", "C", {"A": 200, "C": 120}), "note": 1}, "partie 2: unknown key 'note' in the partie"),
    ],
)
def test_a_fault_inside_a_partie_names_the_partie(partie: Any, message: str) -> None:
    data = session(GOOD)
    data["parties"].append(partie)
    with pytest.raises(ChouetteError) as raised:
        adjudicate_chouette(data)
    assert str(raised.value).startswith(message) and raised.value.partie == 1


def test_an_unfinished_partie_followed_by_another_is_refused() -> None:
    unfinished = finished("A", "B", {"A": 100, "B": 90}, deals_played=4)
    data = session(("A", unfinished), ("A", finished("A", "C", {"A": 200, "C": 120})))
    with pytest.raises(ChouetteError, match="partie 2: the partie before this one is unfinished"):
        adjudicate_chouette(data)


def test_an_unfinished_last_partie_is_shown_and_not_reckoned() -> None:
    done = adjudicate_chouette(session(GOOD, ("A", finished("A", "C", {"A": 100, "C": 90}, deals_played=4))))
    last = done.parties[1]
    assert not last.complete and last.entries == {} and last.running == {"A": 36, "B": -18, "C": -18}
    assert done.next is None
    assert "unfinished: not reckoned" in run("adjudicate", "-", stdin=json.dumps(session(GOOD, ("A", finished("A", "C", {"A": 100, "C": 90}, deals_played=4)))))[1]


def test_the_command_refuses_a_bad_session_in_one_line_with_status_2() -> None:
    data = session(GOOD, ("A", {"players": ["A", "C"], "deals": "none"}))
    status, out, err = run("adjudicate", "-", stdin=json.dumps(data))
    assert status == 2 and out == "" and err == "piquet: partie 2: 'deals' must be a list\n"
    status, out, _ = run("adjudicate", "--json", "-", stdin=json.dumps(data))
    assert status == 2 and json.loads(out)["error"]["partie_index"] == 1
    assert json.loads(out)["error"]["partie_number"] == 2


def test_extension_keys_are_kept_and_the_session_reads_back() -> None:
    data = session(GOOD)
    data["x-venue"] = "the club"
    data["parties"][0]["x-note"] = "first of the evening"
    read = read_session(data)
    written = read.to_json()
    assert written["x-venue"] == "the club" and written["parties"][0]["x-note"] == "first of the evening"
    assert read_session(written) == read


# -- the command -------------------------------------------------------------------


def test_piquet_adjudicate_prints_each_partie_and_the_running_card() -> None:
    status, out, _ = run("adjudicate", str(EXAMPLE))
    assert status == 0
    assert "Partie 4: B single against C, A advising" in out
    assert "Result: C wins 141 points (Law 72), 14 in tens; the single player loses" in out
    assert "Entries (tens): A +14, B -28, C +14" in out
    assert "  A    +30   +114    +18    +32    +19" in out
    assert "Balances (points): A +190, B -500, C +310" in out


def test_piquet_adjudicate_json_and_markdown_give_the_card_and_balances() -> None:
    status, out, _ = run("adjudicate", "--json", str(EXAMPLE))
    answer = json.loads(out)["adjudication"]
    assert status == 0 and answer["format"] == "piquet-chouette-adjudication/2"
    assert answer["running_card"] == SEED_CARD and answer["balances"] == {"A": 190, "B": -500, "C": 310}
    assert answer["parties"][2]["winner"] == "B" and answer["parties"][2]["rubicon"] is True
    assert answer["parties"][0]["adjudication"]["format"] == "piquet-adjudication/2"
    status, out, _ = run("adjudicate", "--markdown", str(EXAMPLE))
    assert status == 0 and "| 3 | A | B | C | B | 476 | 48 | -96 | +48 | +48 |" in out and "| C | -15 | -57 | -9 | +5 | +31 |" in out


def test_a_session_of_whole_simulated_parties_follows_the_rotation() -> None:
    seats = Seats("A", "B", "C")
    parties = []
    for seed in range(3):
        record = partie_record(random.Random(seed), (seats.single, seats.opponent)).to_json()
        parties.append((seats.single, record))
        winner = piquet.adjudicate(record).partie.settlement
        assert winner is not None
        seats = next_seats(seats, None if winner.winner is None else winner.winner == seats.single)
    done = adjudicate_chouette(session(*parties))
    assert all(not result.rulings for result in done.parties) and done.next == seats
    assert all(sum(row.values()) == 0 for row in done.running_card)


# -- properties --------------------------------------------------------------------


@settings(max_examples=200)
@given(st.lists(st.tuples(st.sampled_from([True, False, None]), st.integers(min_value=0, max_value=200)), max_size=30))
def test_the_running_card_sums_to_zero_and_the_single_entry_is_minus_the_others(parties: list[tuple[bool | None, int]]) -> None:
    seats = Seats("A", "B", "C")
    entries = []
    for single_won, reckoned in parties:
        entry = partie_entries(seats, single_won, reckoned)
        assert entry[seats.single] == -(entry[seats.opponent] + entry[seats.adviser])
        assert entry[seats.opponent] == entry[seats.adviser]
        entries.append(entry)
        seats = next_seats(seats, single_won)
        assert sorted((seats.single, seats.opponent, seats.adviser)) == ["A", "B", "C"]
    for row in running_card("ABC", entries):
        assert sum(row.values()) == 0


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.integers(min_value=101, max_value=900)), min_size=1, max_size=6))
def test_adjudicated_sessions_balance_to_zero_points(parties: list[tuple[bool, int]]) -> None:
    seats = Seats("A", "B", "C")
    built = []
    for single_won, points in parties:
        winner, loser = (seats.single, seats.opponent) if single_won else (seats.opponent, seats.single)
        built.append((seats.single, finished(seats.single, seats.opponent, {winner: points, loser: 100})))
        seats = next_seats(seats, single_won)
    done = adjudicate_chouette(session(*built))
    assert sum(done.balances.values()) == 0
    for result, (single_won, points) in zip(done.parties, parties):
        assert result.tens == tens(points) and not result.rulings
        assert result.entries[result.seats.single] == (2 if single_won else -2) * tens(points)


def test_partie_won_builds_a_partie_of_exactly_the_points_asked() -> None:
    record = partie_won("A", "B", "B", 476, rubicon=True)
    settled = piquet.adjudicate(copy.deepcopy(record)).partie.settlement
    assert settled is not None and (settled.winner, settled.points_won, settled.rubicon) == ("B", 476, True)


def test_piquet_validate_checks_each_partie_of_a_session_without_replaying() -> None:
    status, out, _ = run("validate", str(EXAMPLE))
    assert status == 0 and out == f"{EXAMPLE}: ok\n"
    data = session(GOOD, ("A", {"players": ["A", "C"], "deals": [{"dealer": "A", "hands": {"A": "AS", "C": "AS"}, "stock": ""}]}))
    status, out, _ = run("validate", "-", stdin=json.dumps(data))
    assert status == 2 and out.startswith("<stdin>: partie 2, deal 1, card AS: AS is given twice")


def test_a_runaway_session_is_refused_before_any_partie_is_played() -> None:
    data = session(*[GOOD] * 51)
    with pytest.raises(ChouetteError, match=r"a session of 51 parties is more than this library reads \(50 at most\)"):
        read_session(data)
    rounds = [{"A": "KS", "B": "KH", "C": "KD"}] * 21
    with pytest.raises(ChouetteError, match="up to 20 such rounds"):
        read_session(session(GOOD, cut=rounds))


def test_stakes_settle_the_balances_as_the_description_does_a_15s_c_30s_b_pays_45s() -> None:
    status, out, _ = run("adjudicate", "--stakes", "10s/100", str(EXAMPLE))
    assert status == 0
    assert out.endswith("A receives 15s (+190 points, counted as 150); B pays £2 5s (-500 points, counted as 450); C receives £1 10s (+310 points, counted as 300).\n")
    status, out, _ = run("adjudicate", "--json", "--stakes", "10s/100", str(EXAMPLE))
    players = json.loads(out)["stakes"]["players"]
    assert {p: s["money"]["farthings"] for p, s in players.items()} == {"A": 15 * 48, "B": -45 * 48, "C": 30 * 48}
