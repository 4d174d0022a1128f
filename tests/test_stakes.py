"""Stakes (the Description of the Game): points won settled in money, exact, with odd money dropped as each stake drops it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from piquet import adjudicate
from piquet.faces.stakes_report import stakes_of, stakes_text
from piquet.referee.adjudication import Adjudication
from piquet.stakes import (
    SHILLING,
    SIXPENNY,
    THREEPENNY,
    TWOPENNY,
    Money,
    MoneyError,
    Stake,
    parse_stake,
    settle,
    settle_balances,
)

ROOT = Path(__file__).resolve().parents[1]


def _adjudicated(path: str) -> Adjudication:
    return adjudicate(json.loads((ROOT / path).read_text()))
TEN_SHILLINGS_A_HUNDRED = Stake.a_hundred(Money.of(shillings=10))


def test_description_stakes_75_points_at_ten_shillings_a_hundred_win_five_shillings() -> None:
    settled = settle(75, TEN_SHILLINGS_A_HUNDRED)
    assert (settled.counted, settled.money) == (50, Money.of(shillings=5))
    assert str(settled.money) == "5s"


def test_description_stakes_fractions_of_twenty_five_by_agreement() -> None:
    settled = settle(75, Stake.a_hundred(Money.of(shillings=10), fractions=25))
    assert (settled.counted, str(settled.money)) == (75, "7s 6d")
    with pytest.raises(MoneyError, match="fifty or of twenty-five"):
        Stake.a_hundred(Money.of(shillings=10), fractions=30)


def test_description_stakes_threepenny_points_by_forties_75_count_40() -> None:
    settled = settle(75, THREEPENNY)
    assert (settled.counted, str(settled.money)) == (40, "10s")
    assert settle(80, THREEPENNY).counted == 80 and settle(39, THREEPENNY).money == Money(0)


def test_description_stakes_shilling_points_drop_fractions_of_a_pound_75_count_60() -> None:
    settled = settle(75, SHILLING)
    assert (settled.counted, str(settled.money)) == (60, "£3")


def test_description_stakes_sixpenny_points_drop_fractions_of_a_pound() -> None:
    settled = settle(75, SIXPENNY)
    assert (settled.counted, str(settled.money)) == (40, "£1"), "75 at sixpence is £1 17s 6d: the pound is kept"
    assert settle(39, SIXPENNY).money == Money(0)


def test_description_stakes_twopenny_points_at_a_pound_a_hundred_fractions_of_fifty_dropped() -> None:
    assert (settle(75, TWOPENNY).counted, str(settle(75, TWOPENNY).money)) == (50, "10s")
    assert str(settle(283, TWOPENNY).money) == "£2 10s"


def test_description_chouette_running_card_settled_at_ten_shillings_a_hundred() -> None:
    """A +190, C +310, B -500: A receives 15s, C 30s, and B pays only 45s, the winners' fractions of fifty dropped."""
    settled = settle_balances({"A": 190, "B": -500, "C": 310}, TEN_SHILLINGS_A_HUNDRED)
    assert {p: str(s.money) for p, s in settled.items()} == {"A": "15s", "B": "-£2 5s", "C": "£1 10s"}
    assert {p: s.counted for p, s in settled.items()} == {"A": 150, "B": -450, "C": 300}
    assert sum(s.money.farthings for s in settled.values()) == 0


def test_stakes_several_losers_share_in_proportion_to_the_farthing() -> None:
    settled = settle_balances({"A": 300, "B": -100, "C": -200}, Stake.a_point(Money.of(pence=1)))
    assert {p: s.money.farthings for p, s in settled.items()} == {"A": 1200, "B": -400, "C": -800}
    odd = settle_balances({"A": 1, "B": -1, "C": -1, "D": 1}, Stake.a_point(Money.of(farthings=1)))
    assert sum(s.money.farthings for s in odd.values()) == 0


@given(st.dictionaries(st.sampled_from("ABCD"), st.integers(-2000, 2000), min_size=2, max_size=4))
def test_stakes_a_settlement_always_balances_and_no_winner_gets_more_than_his_points(balances: dict[str, int]) -> None:
    first = next(iter(balances))
    balances[first] -= sum(balances.values())
    for stake in (TEN_SHILLINGS_A_HUNDRED, THREEPENNY, SIXPENNY, SHILLING, TWOPENNY, Stake.a_point(Money.of(pence=1))):
        settled = settle_balances(balances, stake)
        assert sum(s.money.farthings for s in settled.values()) == 0
        for player, points in balances.items():
            assert abs(settled[player].counted) <= abs(points)
            if points > 0:
                assert settled[player].money == settle(points, stake).money


@given(st.integers(0, 10_000))
def test_stakes_counted_points_are_whole_multiples_and_money_never_exceeds_the_full_rate(points: int) -> None:
    assert settle(points, TEN_SHILLINGS_A_HUNDRED).counted % 50 == 0
    assert settle(points, THREEPENNY).counted % 40 == 0
    for stake in (SIXPENNY, SHILLING):
        money = settle(points, stake).money
        assert money.shillings == money.pence == 0 and money.farthings <= stake.rate.farthings * points


def test_money_reads_and_writes_pounds_shillings_and_pence() -> None:
    assert Money.parse("£1 17s 6d") == Money.of(1, 17, 6) == Money(1800)
    assert Money.parse("2s6d") == Money.of(shillings=2, pence=6)
    assert Money.parse("1l 5s") == Money.of(pounds=1, shillings=5)
    assert str(Money.of(1, 17, 6)) == "£1 17s 6d" and str(Money(2)) == "½d" and str(Money(0)) == "nothing"
    assert str(-Money.of(shillings=45)) == "-£2 5s"
    assert Money.of(shillings=5) * 3 == Money.of(shillings=15) and Money.of(pence=3) + Money(1) == Money(13)
    for bad in ("", "ten bob", "5x", "£"):
        with pytest.raises(MoneyError):
            Money.parse(bad)
    with pytest.raises(MoneyError, match="whole number"):
        Money(1.5)  # type: ignore[arg-type]


def test_stakes_are_read_as_the_command_takes_them() -> None:
    assert parse_stake("10s/100") == TEN_SHILLINGS_A_HUNDRED
    assert parse_stake("10s a hundred:25").multiples == 25
    assert parse_stake("1d/point") == Stake.a_point(Money.of(pence=1))
    assert parse_stake("Threepenny") is THREEPENNY
    with pytest.raises(MoneyError, match="cannot read the stake"):
        parse_stake("plenty")
    with pytest.raises(MoneyError, match="positive"):
        Stake.a_point(Money(0))


def _command(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "piquet", *args], capture_output=True, text=True, check=False, cwd=ROOT)


def test_command_stakes_settles_a_finished_partie() -> None:
    done = _command("adjudicate", "--stakes", "10s/100", "examples/cases/case-XXII.json")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "Stakes at 10s a hundred: B wins 283 points, counted as 250; A pays B £1 5s."
    shown = json.loads(_command("adjudicate", "--json", "--stakes", "shilling", "examples/cases/case-XXII.json").stdout)
    assert shown["adjudication"]["partie"]["winner"] == "B" and shown["stakes"]["players"]["B"] == {
        "points": 283, "counted": 280, "money": {"pounds": 14, "shillings": 0, "pence": 0, "farthings": 13440, "text": "£14"},
    }


def test_command_stakes_on_an_unfinished_partie_settles_nothing_and_a_bad_stake_is_refused() -> None:
    done = _command("adjudicate", "--stakes", "threepenny", "examples/description-example.json")
    assert done.returncode == 0
    assert done.stdout.splitlines()[-1] == "Stakes at threepenny points (by forties): nothing to settle until the partie is won."
    bad = _command("adjudicate", "--stakes", "lots", "examples/description-example.json")
    assert bad.returncode == 2 and "cannot read the stake 'lots'" in bad.stderr and "Traceback" not in bad.stderr


def test_stakes_edges_refused_or_named() -> None:
    """Odd stakes: a fraction of a farthing is refused, not rounded away; a stake without a name still says what it is."""
    with pytest.raises(MoneyError, match="whole number of farthings"):
        settle(50, Stake.a_hundred(Money(1)))
    with pytest.raises(MoneyError, match="multiples of at least one"):
        Stake(Money.of(pence=1), 1, 0)
    with pytest.raises(MoneyError, match="a point or so much a hundred"):
        Stake(Money.of(pence=1), 10)
    assert str(Stake(Money.of(pence=1), 1, 1)) == "1d a point" and str(Stake(Money.of(shillings=5))) == "5s a hundred"
    assert str(parse_stake("10s/100:25")) == "10s a hundred, fractions of 25 dropped"
    assert (-Money.of(1, 17, 6)).whole_pounds() == -Money.of(pounds=1)
    assert Money.of(2, 19, 11, 3).whole_pounds() == Money.of(pounds=2)


# -- Piquet au Cent: so much a game ------------------------------------------------------------------


def test_au_cent_partie_of_five_games_settled_so_much_a_game_the_games_behind_paid() -> None:
    stake = parse_stake("5s/game")
    assert stake == Stake.a_game(Money.parse("5s")) and stake.unit == "game" and str(stake) == "5s a game"
    assert parse_stake("2s 6d a game").rate == Money.of(shillings=2, pence=6)
    result = _adjudicated("examples/au-cent-partie.json")
    settled = stakes_of(result, stake)
    assert settled["unit"] == "game" and settled["settled"]
    assert {p: s["points"] for p, s in settled["players"].items()} == {"A": 2, "B": -2}  # three games to one
    assert settled["players"]["A"]["money"]["text"] == "10s" and settled["players"]["B"]["money"]["farthings"] == -480
    assert stakes_text(settled) == "Stakes at 5s a game: A is 2 games ahead; B pays A 10s.\n"


def test_au_cent_partie_of_five_games_a_stake_in_points_settles_nothing_and_says_why() -> None:
    au_cent = stakes_of(_adjudicated("examples/au-cent-partie.json"), parse_stake("10s/100"))
    assert not au_cent["settled"] and not au_cent["players"] and "so much a game" in au_cent["reason"]
    assert "nothing settled" in stakes_text(au_cent)
    rubicon = stakes_of(_adjudicated("examples/last-hand-concession.json"), parse_stake("5s/game"))
    assert not rubicon["settled"] and "on its points" in rubicon["reason"]


def test_stake_on_games_is_every_game_paid() -> None:
    with pytest.raises(MoneyError):
        Stake(Money.parse("5s"), 100, 50, unit="game")
    with pytest.raises(MoneyError):
        Stake(Money.parse("5s"), unit="rubber")


def test_stake_a_hundred_by_default_drops_fractions_of_fifty() -> None:
    assert settle(75, Stake(Money.of(shillings=10))).counted == 50


def test_settle_balances_a_player_at_nought_neither_pays_nor_receives() -> None:
    settled = settle_balances({"A": 100, "B": -100, "C": 0}, TEN_SHILLINGS_A_HUNDRED)
    assert settled["C"] == settle(0, TEN_SHILLINGS_A_HUNDRED) and settled["C"].money == Money(0) and settled["C"].counted == 0


def test_au_cent_one_game_ahead_is_paid_for_one_game() -> None:
    one = {"points": 1, "counted": 1, "money": {"farthings": 240, "text": "5s"}}
    other = {"points": -1, "counted": -1, "money": {"farthings": -240, "text": "-5s"}}
    settled = {"stake": "5s a game", "unit": "game", "settled": True, "players": {"B": other, "A": one}}
    assert stakes_text(settled) == "Stakes at 5s a game: A is 1 game ahead; B pays A 5s.\n"
