"""The referee: each act dispatched to its rule in Écarté's rulebook, deal after deal, and the game scored.

:func:`step` asks :data:`~ecarte.rules.book.ECARTE` for the rule that answers
an act in the deal's stage and applies it; :func:`adjudicate` replays a
whole record, checks who deals, and keeps the score of the games (Law 46:
five up).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

import ecarte.rules  # noqa: F401  (registers every rule)
from ecarte.acts import Act, Elect, Play
from ecarte.errors import RecordError, Refused
from ecarte.laws import law
from ecarte.record import DealRecord, Record, read_record
from ecarte.rules.book import ECARTE
from ecarte.state import CutState, DealState, Mark, Stage
from lawkit.registry import NoRule
from lawkit.ruling import Ruling

__all__ = ["GAME", "DealResult", "Adjudication", "start_deal", "step", "cut_for_deal", "adjudicate", "adjudicate_json", "FORMAT"]

#: Five up (Law 46).
GAME = 5
FORMAT = "ecarte-adjudication/1"


def start_deal(dealt: DealRecord, players: tuple[str, str], *, picked: str | None = None, new_game: bool = True) -> DealState:
    """The state before the shuffle of a deal as the record gives it."""
    elder = players[1] if dealt.dealer == players[0] else players[0]
    return DealState(
        dealer=dealt.dealer, elder=elder, hands=dealt.hands, stock=dealt.stock, order=dealt.order or picked or "3-2",
        picked=picked, new_game=new_game, pack_fault=dealt.pack_fault, leader=elder,
    )


def _may_act(state: DealState, act: Act) -> None:
    pending = state.pending
    if pending is None or isinstance(act, Elect):
        return
    if pending.key == "named suit" and isinstance(act, Play):
        return
    raise Refused(f"{pending.elector} has an election to make first ({', '.join(pending.names)})", player=act.player)


def step(state: DealState, act: Act, event: int = 0) -> DealState:
    """The state after one act: the rule its verb calls for in this stage, applied; raises :class:`Refused` if the deal contradicts it."""
    if act.player not in state.players:
        raise Refused(f"{act.player} is not in this deal", player=act.player)
    if state.stage is Stage.OVER and state.void:
        raise Refused("the deal is void: the next deal follows", player=act.player)
    _may_act(state, act)
    try:
        result: DealState = ECARTE.run(act.key(), state.stage, state.evolve(event=event), act)
    except NoRule:
        raise Refused(f"{act.said()}: no recovered law or rule of the game answers this act now ({state.stage.value})", player=act.player) from None
    return result


def cut_for_deal(players: tuple[str, str], acts: tuple[Act, ...]) -> CutState:
    """The cut for deal played out: who won it, and the rulings on it (Laws 4-6)."""
    state = CutState(players)
    for n, act in enumerate(acts):
        try:
            state = ECARTE.run(act.key(), Stage.CUT_FOR_DEAL, state.evolve(event=n), act)
        except (Refused, NoRule) as error:
            raise RecordError(f"the cut for deal: {error}", event=n) from None
    return state


@attrs.frozen
class DealResult:
    """One deal adjudicated."""

    number: int
    dealer: str
    elder: str
    state: DealState

    @property
    def scores(self) -> dict[str, int]:
        return {p: sum(m.points for m in self.state.marks if m.player == p) for p in (self.elder, self.dealer)}

    @property
    def complete(self) -> bool:
        return self.state.stage is Stage.OVER

    @property
    def rulings(self) -> tuple[Ruling, ...]:
        """The deal's rulings as people read them: the players' labels filled in."""
        return tuple(r.shown(self.state.players) for r in self.state.rulings)

    @property
    def marks(self) -> tuple[Mark, ...]:
        return self.state.marks

    def to_json(self) -> dict[str, Any]:
        state = self.state
        return {
            "number": self.number,
            "dealer": self.dealer,
            "elder": self.elder,
            "trump": None if state.trump is None else str(state.trump),
            "tricks": {p: state.won(p) for p in (self.elder, self.dealer)},
            "void": state.void,
            "complete": self.complete,
            "marks": [m.to_json() for m in state.marks],
            "scores": self.scores,
            "rulings": [r.to_json() for r in self.rulings],
        }


@attrs.frozen
class Adjudication:
    """A record adjudicated: the cut for deal, each deal, the games won and the score of the game under way."""

    players: tuple[str, str]
    cut: CutState | None
    deals: tuple[DealResult, ...]
    games: tuple[Mapping[str, Any], ...]
    totals: Mapping[str, int]

    def to_json(self) -> dict[str, Any]:
        won = {p: sum(1 for g in self.games if g["winner"] == p) for p in self.players}
        return {
            "format": FORMAT,
            "players": list(self.players),
            "cut_for_deal": None if self.cut is None else {"dealer": self.cut.winner, "rulings": [r.to_json() for r in self.cut.shown_rulings]},
            "deals": [d.to_json() for d in self.deals],
            "games": [dict(g) for g in self.games],
            "games_won": won,
            "totals": dict(self.totals),
        }


def _play_deal(dealt: DealRecord, players: tuple[str, str], index: int, picked: str | None, new_game: bool) -> DealState:
    state = start_deal(dealt, players, picked=picked, new_game=new_game)
    for n, act in enumerate(dealt.events):
        try:
            state = step(state, act, n)
        except Refused as error:
            raise RecordError(error.reason, deal=index, event=n) from None
    return state


def adjudicate(data: object) -> Adjudication:
    """Adjudicate a parsed record (or a :class:`~ecarte.record.Record`); raises :class:`~ecarte.errors.EcarteError` on bad input."""
    record = data if isinstance(data, Record) else read_record(data)
    players = record.players
    cut = cut_for_deal(players, record.cut_for_deal) if record.cut_for_deal else None
    if cut is not None and cut.winner is None:
        raise RecordError("the cut for deal names no dealer: each player cuts until one card is higher")
    due = cut.winner if cut is not None else record.deals[0].dealer
    totals = dict(record.start)
    picked: dict[str, str] = {}
    new_game = True
    games: list[Mapping[str, Any]] = []
    results: list[DealResult] = []
    for index, dealt in enumerate(record.deals):
        if dealt.dealer != due:
            raise RecordError(f"{due} deals this deal, not {dealt.dealer} (Game rule 2)", deal=index)
        state = _play_deal(dealt, players, index, picked.get(dealt.dealer), new_game)
        if dealt.dealer not in picked or (state.order_told and new_game):
            picked[dealt.dealer] = state.order
        results.append(DealResult(index + 1, state.dealer, state.elder, state))
        last = index == len(record.deals) - 1
        if state.stage is not Stage.OVER and not last:
            raise RecordError("this deal is unfinished, yet another deal follows it", deal=index)
        if state.void:
            continue
        for mark in state.marks:
            totals[mark.player] += mark.points
        new_game = False
        winners = [p for p in players if totals[p] >= GAME]
        if winners:
            state = ECARTE.run("game", Stage.OVER, state, totals)
            results[-1] = DealResult(index + 1, state.dealer, state.elder, state)
            games.append({"number": len(games) + 1, "winner": winners[0], "scores": dict(totals), "last_deal": index + 1, "citations": [{"kind": law(46).kind, "id": 46}]})
            totals = {p: 0 for p in players}
            new_game = True
        due = state.elder
    return Adjudication(players, cut, tuple(results), tuple(games), totals)


def adjudicate_json(data: object) -> dict[str, Any]:
    """The adjudication of a parsed record as JSON."""
    return adjudicate(data).to_json()
