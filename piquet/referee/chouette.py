"""Chouette: piquet for three, refereed partie by partie, and the running card.

The Description of the Game ("Chouette piquet") is the only authority; the
Laws of 1882 say nothing of three players.  In the project's words:

* The three cut.  The highest has the choice of deal and cards and plays
  alone (the *single player*) against the other two in consultation; the
  middle card plays the cards against him; the lowest sits out and advises.
  Cards of one rank decide nothing between the two who cut them, and those
  two (or three) cut again, as two players do at the cut for deal
  (:law:`4`; ``docs/decisions.rst``).
* While the single player wins he goes on, and the other two change
  places: the adviser plays, the player advises.
* When he loses, the winner of that partie becomes the single player, the
  adviser takes the loser's seat and plays against him, and the loser
  advises.  (The seed's running card bears this out: B, who beat A in the
  third partie, is single in the fourth.)
* A drawn partie (:law:`71`) is no loss: the single player goes on as if he
  had won, and nothing is reckoned.
* The single player plays double stakes: each partie's points won
  (:law:`72`, :law:`73`) are reckoned in tens (:func:`tens`), and he wins
  or loses the tens from each of the other two.

A partie played by other players than the rotation calls for is not
refused: the referee rules on it (citing the Description), the partie stands
as played and is reckoned, and the rotation goes on from it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import attrs

from piquet.errors import RecordError
from piquet.game.session import ChouetteError, ChouetteSession
from piquet.formats.session_json import read_session
from piquet.lawbook.registry import dispatch
from lawkit.registry import RuleConflict
from lawkit.ruling import Ruling
from piquet.lawbook.listing import rulings_to_json
from piquet.rules.chouette import CHOUETTE
from piquet.referee.adjudication import Adjudication, adjudicate_in_session, last_deal_errors
from piquet.table.cards import Card

__all__ = [
    "CHOUETTE",
    "Seats",
    "ChouetteCut",
    "ChouettePartieResult",
    "ChouetteAdjudication",
    "adjudicate_chouette",
    "tens",
    "partie_entries",
    "next_seats",
    "running_card",
    "judge_cut",
    "CHOUETTE_ADJUDICATION_FORMAT",
]

#: The published format of a chouette session's adjudication (each partie's own is :data:`~piquet.referee.adjudication.ADJUDICATION_FORMAT`).
CHOUETTE_ADJUDICATION_FORMAT = "piquet-chouette-adjudication/2"



def tens(points: int) -> int:
    """A partie's points reckoned in tens: units above five add a ten, units from one to five are dropped.

    The Description's own figures: 416 counts 42 tens, 141 counts 14.  A
    unit of exactly five is among those dropped, so 415 counts 41 and 5
    counts nothing; a unit of six counts a whole ten.

    >>> from piquet.referee.chouette import tens
    >>> tens(416), tens(141), tens(415), tens(5), tens(6), tens(0)
    (42, 14, 41, 0, 1, 0)
    """
    if points < 0:
        raise ValueError(f"points won are never negative, not {points}")
    whole, units = divmod(points, 10)
    return whole + (1 if units > 5 else 0)


@attrs.frozen
class Seats:
    """Who does what in one partie: the single player, the player against him, and the adviser who sits out."""

    single: str
    opponent: str
    adviser: str

    def to_json(self) -> dict[str, str]:
        return {"single": self.single, "opponent": self.opponent, "adviser": self.adviser}

    def __str__(self) -> str:
        return f"{self.single} single against {self.opponent}, {self.adviser} advising"


def next_seats(seats: Seats, single_won: bool | None) -> Seats:
    """Who plays the next partie, after one the single player won (True), lost (False) or drew (None).

    >>> from piquet.referee.chouette import Seats, next_seats
    >>> after = Seats("A", "B", "C")
    >>> str(next_seats(after, True))
    'A single against C, B advising'
    >>> str(next_seats(after, False))
    'B single against C, A advising'
    """
    if single_won is False:
        return Seats(seats.opponent, seats.adviser, seats.single)
    return Seats(seats.single, seats.adviser, seats.opponent)


def partie_entries(seats: Seats, single_won: bool | None, reckoned: int) -> dict[str, int]:
    """Each player's entry for one partie, in tens: the single player takes or pays ``reckoned`` to each of the two others.

    >>> from piquet.referee.chouette import Seats, partie_entries
    >>> partie_entries(Seats("A", "B", "C"), True, 15)
    {'A': 30, 'B': -15, 'C': -15}
    >>> partie_entries(Seats("A", "B", "C"), False, 48)
    {'A': -96, 'B': 48, 'C': 48}
    """
    sign = 0 if single_won is None else (1 if single_won else -1)
    return {seats.single: 2 * sign * reckoned, seats.opponent: -sign * reckoned, seats.adviser: -sign * reckoned}


def running_card(players: Sequence[str], entries: Iterable[Mapping[str, int]]) -> list[dict[str, int]]:
    """The running card: each player's plus or minus after each partie, the entries added as they come.

    >>> from piquet.referee.chouette import running_card
    >>> running_card("ABC", [{"A": 30, "B": -15, "C": -15}, {"A": 84, "B": -42, "C": -42}])
    [{'A': 30, 'B': -15, 'C': -15}, {'A': 114, 'B': -57, 'C': -57}]
    """
    totals = {label: 0 for label in players}
    card = []
    for entry in entries:
        for label in players:
            totals[label] += entry.get(label, 0)
        card.append(dict(totals))
    return card


@attrs.frozen
class ChouetteCut:
    """The cut that opens a chouette: the rounds cut, and the seats it gives for the first partie."""

    rounds: tuple[Mapping[str, Card], ...]
    seats: Seats

    def to_json(self) -> dict[str, Any]:
        return {"rounds": [{label: card.code for label, card in rnd.items()} for rnd in self.rounds], **self.seats.to_json()}


def judge_cut(rounds: Sequence[Mapping[str, Card]]) -> ChouetteCut:
    """The seats the cut gives: highest single, middle plays, lowest advises.

    Two (or three) who cut cards of one rank cut again among themselves,
    the higher tie first; each later round must be cut by exactly the
    players still tied.  A cut that leaves a tie, or has rounds to spare,
    is a :class:`ChouetteError`.
    """
    if not rounds:
        raise ChouetteError("the cut has no rounds")
    # Groups of tied players, highest first; split a group with each re-cut.
    groups: list[list[str]] = _split(list(rounds[0]), rounds[0])
    for number, rnd in enumerate(rounds[1:], 2):
        tied = next((group for group in groups if len(group) > 1), None)
        if tied is None:
            raise ChouetteError(f"the cut, round {number}: the cut was already decided, and nobody had to cut again", laws=(4,))
        if set(rnd) != set(tied):
            raise ChouetteError(
                f"the cut, round {number}: {' and '.join(tied)} cut cards of one rank, so they (and only they) cut again", laws=(4,)
            )
        at = groups.index(tied)
        groups[at : at + 1] = _split(tied, rnd)
    still = next((group for group in groups if len(group) > 1), None)
    if still is not None:
        raise ChouetteError(f"the cut is not decided: {' and '.join(still)} cut cards of one rank and must cut again", laws=(4,))
    order = [group[0] for group in groups]
    return ChouetteCut(tuple(rounds), Seats(order[0], order[1], order[2]))


def _split(players: list[str], cards: Mapping[str, Card]) -> list[list[str]]:
    """The players grouped by the rank each cut, highest rank first (the ace is highest, :law:`4`)."""
    ranks = sorted({cards[p].rank for p in players}, reverse=True)
    return [[p for p in players if cards[p].rank == rank] for rank in ranks]


@attrs.frozen
class ChouettePartieResult:
    """One partie of the session, refereed and reckoned."""

    number: int
    seats: Seats
    #: Who the rotation called for (None for a first partie without a cut: nothing to check against).
    expected: Seats | None
    adjudication: Adjudication = attrs.field(repr=False)
    rulings: tuple[Ruling, ...]
    #: Points won under Law 72 or 73 (0 for a drawn partie), None while the partie is unfinished.
    points_won: int | None
    tens: int | None
    #: This partie's entries in tens (empty while unfinished), and the running card after it.
    entries: Mapping[str, int]
    running: Mapping[str, int]

    @property
    def complete(self) -> bool:
        return self.points_won is not None

    @property
    def winner(self) -> str | None:
        settled = self.adjudication.partie.settlement
        return settled.winner if settled else None

    @property
    def single_won(self) -> bool | None:
        """True if the single player won, False if he lost, None if drawn (or unfinished)."""
        winner = self.winner
        return None if winner is None else winner == self.seats.single

    def to_json(self) -> dict[str, Any]:
        settled = self.adjudication.partie.settlement
        return {
            "number": self.number,
            **self.seats.to_json(),
            "expected": self.expected.to_json() if self.expected else None,
            "rulings": rulings_to_json(self.rulings),
            "complete": self.complete,
            "winner": self.winner,
            "points_won": self.points_won,
            "rubicon": settled.rubicon if settled else None,
            "tens": self.tens,
            "entries": dict(self.entries),
            "running": dict(self.running),
            "adjudication": self.adjudication.to_json(),
        }


@attrs.frozen
class ChouetteAdjudication:
    """A chouette session refereed: the cut, each partie, the running card and the balances."""

    session: ChouetteSession = attrs.field(repr=False)
    cut: ChouetteCut | None
    parties: tuple[ChouettePartieResult, ...]
    #: Who should play the next partie, once the last one is finished.
    next: Seats | None

    @property
    def players(self) -> tuple[str, str, str]:
        return self.session.players

    @property
    def running_card(self) -> list[dict[str, int]]:
        """Each player's standing in tens after each partie (the seed's separate scoring card)."""
        return [dict(result.running) for result in self.parties]

    @property
    def balances(self) -> dict[str, int]:
        """Each player's final plus or minus in points (tens times ten), to be settled in money elsewhere."""
        last = self.parties[-1].running if self.parties else {}
        return {label: 10 * last.get(label, 0) for label in self.players}

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": CHOUETTE_ADJUDICATION_FORMAT, "players": list(self.players)}
        if self.cut is not None:
            out["cut"] = self.cut.to_json()
        out["parties"] = [result.to_json() for result in self.parties]
        out["running_card"] = self.running_card
        out["balances"] = self.balances
        out["next"] = self.next.to_json() if self.next else None
        return out


def _seats_of(session: ChouetteSession, index: int) -> Seats:
    partie = session.parties[index]
    adviser = next(label for label in session.players if label not in partie.record.players)
    return Seats(partie.single, partie.opponent, adviser)


def _why(expected: Seats, previous: ChouettePartieResult | None) -> str:
    if previous is None:
        return "the cut gives the first partie to the highest card single, the middle playing and the lowest advising"
    if previous.single_won is False:
        return (
            f"{previous.seats.single} lost partie {previous.number}, so its winner {expected.single} is single, "
            f"{expected.opponent}, who advised, plays, and {expected.adviser} advises"
        )
    how = "won" if previous.single_won else "drew"
    return f"{previous.seats.single} {how} partie {previous.number} and goes on; the other two change places"


def _reckoning(result: Adjudication) -> tuple[int | None, int | None]:
    settled = result.partie.settlement
    if settled is None:
        return None, None
    return settled.points_won, tens(settled.points_won)


def adjudicate_chouette(session: ChouetteSession | Mapping[str, Any]) -> ChouetteAdjudication:
    """Referee a chouette session: each partie adjudicated, checked against the rotation, and reckoned in tens.

    Raises :class:`~piquet.game.session.ChouetteError`, naming the
    partie, for a session that cannot be read, a partie whose record is at
    fault, or an unfinished partie followed by another.
    """
    if not isinstance(session, ChouetteSession):
        session = read_session(session)
    cut = judge_cut(session.cut) if session.cut else None
    expected: Seats | None = cut.seats if cut else None
    results: list[ChouettePartieResult] = []
    running = {label: 0 for label in session.players}
    for index, partie in enumerate(session.parties):
        number = index + 1
        previous = results[-1] if results else None
        if previous is not None and not previous.complete:
            raise ChouetteError("the partie before this one is unfinished, yet this one follows it", partie=index, laws=(71,))
        # Law 70's time runs from one partie into the next: its first hand is the next hand of the last partie's players.
        after = session.parties[index + 1].record.deals[0].events if index + 1 < len(session.parties) and session.parties[index + 1].record.deals else ()
        misscored_before, written_before = last_deal_errors(previous.adjudication) if previous is not None else ((), False)
        try:
            result = adjudicate_in_session(partie.record, after=after, misscored_before=misscored_before, written_before=written_before)
        except RecordError as error:
            raise ChouetteError.inside(error, index) from None
        except RuleConflict as conflict:
            conflict.located(f"partie {number}")
            raise
        seats = _seats_of(session, index)
        rulings: tuple[Ruling, ...] = ()
        if expected is not None and seats != expected:
            rulings = (dispatch("chouette rotation", None)(number, str(seats), str(expected), _why(expected, previous)),)
        points_won, reckoned = _reckoning(result)
        entries: dict[str, int] = {}
        if points_won is not None and reckoned is not None:
            settled = result.partie.settlement
            single_won = None if settled is None or settled.winner is None else settled.winner == seats.single
            entries = partie_entries(seats, single_won, reckoned)
            running = {label: running[label] + entries[label] for label in session.players}
        done = ChouettePartieResult(number, seats, expected, result, rulings, points_won, reckoned, entries, dict(running))
        results.append(done)
        expected = next_seats(seats, done.single_won) if done.complete else None
    return ChouetteAdjudication(session, cut, tuple(results), expected)

