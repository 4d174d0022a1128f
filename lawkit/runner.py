"""A referee any card game can run: a record read, its events numbered, each act dispatched, the open options kept.

Everything between a game's rules and a working referee is the same from
one game to the next: read a record (``{"format", "players", "deals":
[{"events": [...]}]}``), name each event's act by its verb and player,
dispatch it through the game's :class:`~lawkit.registry.Rulebook` in the
deal's stage, keep the choices rulings leave open (who may elect, which acts
let an option lapse), and return one adjudication whose JSON has the same
shape for every game (:data:`ADJUDICATION_SCHEMA`).  A game declares only
what is its own, as a :class:`Game`: its acts, the state a deal starts in,
its stage and its scores; its rules do the rest.

The conflict check (:func:`~lawkit.registry.check_conflicts`) is on while
the runner dispatches: two exceptions of a game's rulebook that both hold for
one act are a :class:`~lawkit.registry.RuleConflict`, never a silent winner.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, Protocol, TypeVar

import attrs

from lawkit.codex import Codex
from lawkit.elections import Election, UnknownChoice
from lawkit.errors import LawkitError
from lawkit.registry import NoRule, Rulebook, check_conflicts
from lawkit.ruling import Ruling, numbered

__all__ = [
    "ActSpec",
    "Act",
    "Game",
    "Runner",
    "DealResult",
    "Adjudication",
    "RecordError",
    "Contradiction",
    "ELECT",
    "UNENTITLED",
    "LAPSE",
    "ADJUDICATION_FORMAT",
    "ADJUDICATION_SCHEMA",
]

S = TypeVar("S")

#: The verb of an election among a ruling's options: ``{"player": "B", "elect": "fresh deal"}``.
ELECT = "elect"
#: The verb the runner dispatches when someone elects who is not the elector: the game's rule for it says what follows.
UNENTITLED = "elect by another"
#: The verb the runner dispatches when an act lets an open option lapse: the game's rule applies its default.
LAPSE = "lapse"
ADJUDICATION_FORMAT = "lawkit-adjudication/1"
_MAX_NAME = 40


class RecordError(LawkitError, ValueError):
    """A record that cannot be read or contradicts itself, with the place: deal and event (numbered from 1)."""

    def __init__(self, reason: str, *, deal: int | None = None, event: int | None = None) -> None:
        place = "".join(
            part for part in (f"deal {deal + 1}" if deal is not None else "", f", event {event + 1}" if event is not None else "") if part
        )
        super().__init__(f"{place}: {reason}" if place else reason)
        self.reason = reason
        self.deal = deal
        self.event = event


class Contradiction(LawkitError, ValueError):
    """Raised by a game's rule for an act the record's own facts contradict (a card its player does not hold): the
    runner reports it as a :class:`RecordError` naming the deal and the event.  An irregular act is ruled, not this."""


@attrs.frozen
class ActSpec:
    """An act a game declares: the key that names it in an event, and how its value is read.

    ``read`` turns the event's value into what the game's rule takes, and
    raises ``ValueError`` (with a message) for a value it cannot read.
    ``shared`` acts belong to the table rather than to one player.
    """

    verb: str
    read: Callable[[Any], Any] = attrs.field(default=lambda value: value, eq=False, repr=False)
    shared: bool = False


@attrs.frozen
class Act:
    """One event of a deal, read: its verb, who did it (and his seat), the value, and its index in the deal."""

    verb: str
    player: str | None
    seat: int | None
    value: Any
    event: int


class Game(Protocol[S]):
    """What a game gives the runner; everything else is its rulebook's.  (Read-only: a frozen class provides them.)"""

    @property
    def name(self) -> str:
        """The game's name, as the adjudication gives it."""

    @property
    def record_format(self) -> str:
        """The ``format`` its records name (``"whist-record/1"``)."""

    @property
    def seats(self) -> int:
        """How many play: two at piquet or écarté, four at whist."""

    @property
    def codex(self) -> Codex:
        """Its code of laws, in its own words."""

    @property
    def rulebook(self) -> Rulebook[S]:
        """Its rules, each citing what it applies."""

    @property
    def acts(self) -> Sequence[ActSpec]:
        """The acts its records' events may name (``elect`` is the runner's)."""

    def start(self, players: tuple[str, ...], deal: Mapping[str, Any], number: int, before: S | None) -> S:
        """The state a deal begins in, from the record's deal (its dealer, hands...) and the deal before it."""

    def stage(self, state: S) -> object:
        """The stage of the deal the rulebook dispatches in."""

    def scores(self, state: S) -> Mapping[str, int]:
        """What each player scored in the deal so far."""

    def rulings(self, state: S) -> Sequence[Ruling]:
        """The deal's rulings, in order."""

    def options(self, state: S) -> Sequence[tuple[Election, frozenset[str]]]:
        """The options open now: each election, with the verbs whose act lets it lapse (none: it waits)."""

    def at_event(self, state: S, event: int) -> S:
        """The state with the act about to be applied numbered ``event``, so that rulings name it."""


@attrs.frozen
class DealResult(Generic[S]):
    """One deal adjudicated: its number, the state it ended in, its scores and rulings as people read them."""

    number: int
    state: S
    scores: Mapping[str, int]
    rulings: tuple[Ruling, ...]
    open: tuple[Election, ...]

    def to_json(self, players: tuple[str, ...]) -> dict[str, Any]:
        rulings = [numbered(ruling.to_json()) for ruling in self.rulings]
        return {
            "number": self.number,
            "scores": {p: self.scores.get(p, 0) for p in players},
            "rulings": rulings,
            "open_options": [_option_json(e, players) for e in self.open],
        }


def _option_json(election: Election, players: tuple[str, ...]) -> dict[str, Any]:
    found = election.to_json()
    found["elector"] = players[election.elector]
    return found


@attrs.frozen
class Adjudication(Generic[S]):
    """A record adjudicated: the game, the players, each deal, and the totals."""

    game: str
    players: tuple[str, ...]
    deals: tuple[DealResult[S], ...]

    @property
    def totals(self) -> dict[str, int]:
        return {p: sum(d.scores.get(p, 0) for d in self.deals) for p in self.players}

    def to_json(self) -> dict[str, Any]:
        """The adjudication in the one shape every game's has (:data:`ADJUDICATION_SCHEMA`)."""
        return {
            "format": ADJUDICATION_FORMAT,
            "game": self.game,
            "players": list(self.players),
            "deals": [d.to_json(self.players) for d in self.deals],
            "totals": self.totals,
        }


@attrs.define
class Runner(Generic[S]):
    """Adjudicates a game's records: ``Runner(game).adjudicate(record)``."""

    game: Game[S]

    def adjudicate(self, record: object) -> Adjudication[S]:
        players, deals = self._read_record(record)
        results: list[DealResult[S]] = []
        before: S | None = None
        with check_conflicts(True):
            for index, deal in enumerate(deals):
                state = self._deal(players, deal, index, before)
                results.append(
                    DealResult(
                        index + 1,
                        state,
                        dict(self.game.scores(state)),
                        tuple(r.shown(players) for r in self.game.rulings(state)),
                        tuple(e for e, _ in self.game.options(state)),
                    )
                )
                before = state
        return Adjudication(self.game.name, players, tuple(results))

    def _read_record(self, record: object) -> tuple[tuple[str, ...], list[Mapping[str, Any]]]:
        if not isinstance(record, Mapping):
            raise RecordError(f"a {self.game.name} record is a JSON object, not {type(record).__name__}")
        if record.get("format") != self.game.record_format:
            raise RecordError(f"not a {self.game.name} record: its format is {record.get('format')!r}, not {self.game.record_format!r}")
        players = record.get("players")
        seats = self.game.seats
        if not (isinstance(players, list) and len(players) == seats and all(_is_name(p) for p in players) and len(set(players)) == seats):
            raise RecordError(f"players: {seats} distinct names")
        deals = record.get("deals")
        if not isinstance(deals, list) or not deals or not all(isinstance(d, Mapping) for d in deals):
            raise RecordError("deals: a list of one deal or more, each an object")
        return tuple(players), list(deals)

    def _deal(self, players: tuple[str, ...], deal: Mapping[str, Any], index: int, before: S | None) -> S:
        game = self.game
        try:
            state = game.start(players, deal, index + 1, before)
        except (ValueError, LawkitError) as error:
            raise RecordError(str(error), deal=index) from None
        events = deal.get("events", [])
        if not isinstance(events, list):
            raise RecordError("events: a list", deal=index)
        for number, data in enumerate(events):
            act = self._read_act(players, data, index, number)
            state = self._apply(state, act, index)
        return state

    def _read_act(self, players: tuple[str, ...], data: object, deal: int, event: int) -> Act:
        if not isinstance(data, Mapping):
            raise RecordError("an event is an object", deal=deal, event=event)
        specs = {spec.verb: spec for spec in self.game.acts}
        verbs = [key for key in data if key != "player"]
        known = [v for v in verbs if v in specs or v == ELECT]
        if len(verbs) != 1 or len(known) != 1:
            listed = ", ".join([*specs, ELECT])
            raise RecordError(f"an event names one act ({listed}), not {verbs or 'none'}", deal=deal, event=event)
        verb = known[0]
        player = data.get("player")
        shared = verb in specs and specs[verb].shared
        if shared and player is not None:
            raise RecordError(f"{verb} is an act of the table, and names no player", deal=deal, event=event)
        if not shared and player not in players:
            raise RecordError(f"the player is one of {', '.join(players)}, not {player!r}", deal=deal, event=event)
        value = data[verb]
        if verb in specs:
            try:
                value = specs[verb].read(value)
            except (ValueError, LawkitError) as error:
                raise RecordError(f"{verb}: {error}", deal=deal, event=event) from None
        seat = None if player is None else players.index(player)
        return Act(verb, player, seat, value, event)

    def _apply(self, state: S, act: Act, deal: int) -> S:
        game = self.game
        state = game.at_event(state, act.event)
        open_now = game.options(state)
        try:
            if act.verb == ELECT:
                if not open_now:
                    raise RecordError(f"{act.player} elects {act.value!r}, but no option is open", deal=deal, event=act.event)
                return self._elect(state, act, open_now)
            for election, lapsing in open_now:
                if act.verb in lapsing:
                    state = game.rulebook.run(LAPSE, game.stage(state), state, election, act)
            after: S = game.rulebook.run(act.verb, game.stage(state), state, act)
            return after
        except NoRule:
            raise RecordError(f"no rule of {game.name} answers {act.verb!r} now (stage {game.stage(state)})", deal=deal, event=act.event) from None
        except (UnknownChoice, Contradiction) as error:
            raise RecordError(str(error), deal=deal, event=act.event) from None

    def _elect(self, state: S, act: Act, open_now: Sequence[tuple[Election, frozenset[str]]]) -> S:
        """An election: the elector's goes to the game's ``elect`` rule; anyone else's is ruled by its rule for that."""
        chosen = str(act.value)
        own = [e for e, _ in open_now if e.elector == act.seat and chosen in e.names]
        stage = self.game.stage(state)
        if own:
            elected: S = self.game.rulebook.run(ELECT, stage, state, own[0], act)
            return elected
        offered = [e for e, _ in open_now if chosen in e.names]
        if offered:
            ruled: S = self.game.rulebook.run(UNENTITLED, stage, state, offered[0], act)
            return ruled
        raise UnknownChoice(chosen, open_now[0][0])


def _is_name(value: object) -> bool:
    return isinstance(value, str) and 0 < len(value) <= _MAX_NAME and value.strip() == value


#: The JSON Schema of :meth:`Adjudication.to_json`, the same for every game.
ADJUDICATION_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "An adjudication made by the lawkit runner",
    "type": "object",
    "required": ["format", "game", "players", "deals", "totals"],
    "properties": {
        "format": {"const": ADJUDICATION_FORMAT},
        "game": {"type": "string"},
        "players": {"type": "array", "items": {"type": "string"}, "minItems": 2},
        "totals": {"type": "object", "additionalProperties": {"type": "integer"}},
        "deals": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["number", "scores", "rulings", "open_options"],
                "properties": {
                    "number": {"type": "integer", "minimum": 1},
                    "scores": {"type": "object", "additionalProperties": {"type": "integer"}},
                    "rulings": {
                        "type": "array",
                        "items": {
                            "type": "object",
                            "required": ["event", "event_number", "decision", "citations", "outcome"],
                            "properties": {
                                "event": {"type": ["integer", "null"], "minimum": 0},
                                "event_number": {"type": ["integer", "null"], "minimum": 1},
                                "decision": {"type": "string"},
                                "outcome": {"type": "string"},
                                "citations": {
                                    "type": "array",
                                    "items": {"type": "object", "required": ["kind", "id"]},
                                },
                            },
                        },
                    },
                    "open_options": {
                        "type": "array",
                        "items": {"type": "object", "required": ["key", "elector", "choices"]},
                    },
                },
            },
        },
    },
}
