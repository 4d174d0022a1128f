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

A game played over several deals says so too (:class:`BaseGame` gives every
such hook a default that does nothing): a :class:`Prelude` before the first
deal (a cut for the deal), a value carried from deal to deal (who deals
next, the score of the game under way), checks across deals, and keys of
its own in the JSON beside the runner's.  The options it keeps open are
:class:`Open` values: who may elect, which acts let an option lapse, and
whether other acts wait for the election.

The conflict check (:func:`~lawkit.registry.check_conflicts`) is on while
the runner dispatches: two exceptions of a game's rulebook that both hold for
one act are a :class:`~lawkit.registry.RuleConflict`, never a silent winner.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
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
    "Open",
    "never",
    "on_verbs",
    "Prelude",
    "Game",
    "BaseGame",
    "PreludeResult",
    "Runner",
    "DealResult",
    "Adjudication",
    "RecordError",
    "Contradiction",
    "ELECT",
    "UNENTITLED",
    "UNOFFERED",
    "LAPSE",
    "BEFORE_ELECTION",
    "ADJUDICATION_FORMAT",
    "ADJUDICATION_SCHEMA",
]

S = TypeVar("S")

#: The verb of an election among a ruling's options: ``{"player": "B", "elect": "fresh deal"}``.
ELECT = "elect"
#: The verb the runner dispatches when someone elects who is not the elector: the game's rule for it says what follows.
UNENTITLED = "elect by another"
#: The verb the runner dispatches for an election that no open option offers (made after its option lapsed, or when none
#: was given): an act at the table all the same, ruled by the game's rule for it (too late, of no effect).
UNOFFERED = "elect unoffered"
#: The verb the runner dispatches when an act lets an open option lapse: the game's rule applies its default (the act
#: follows, unless the lapse ended the deal: see :class:`Open`).
LAPSE = "lapse"
#: The verb the runner dispatches for an act made while an option that comes first awaits its election (and the act
#: does not let it lapse): an act at the table all the same, ruled by the game's rule for it (of no effect, the choice
#: still to make).  A game with no rule for it keeps the old answer: the record contradicts itself.
BEFORE_ELECTION = "act before the election"
ADJUDICATION_FORMAT = "lawkit-adjudication/1"
_MAX_NAME = 40


class RecordError(LawkitError, ValueError):
    """A record that cannot be read or contradicts itself, with the place: a prelude or a deal, and the event (from 1)."""

    def __init__(self, reason: str, *, deal: int | None = None, event: int | None = None, part: str | None = None) -> None:
        where = [part or "", f"deal {deal + 1}" if deal is not None and part is None else "", f"event {event + 1}" if event is not None else ""]
        place = ", ".join(w for w in where if w)
        super().__init__(f"{place}: {reason}" if place else reason)
        self.reason = reason
        self.deal = deal
        self.event = event
        self.part = part


class Contradiction(LawkitError, ValueError):
    """Raised by a game's rule for an act the record's own facts contradict (a card its player does not hold): the
    runner reports it as a :class:`RecordError` naming the deal and the event.  An irregular act is ruled, not this."""


@contextmanager
def _placed(caught: tuple[type[Exception], ...] = (ValueError, LawkitError), **place: Any) -> Iterator[None]:
    """Errors of reading or of the record's own facts, raised inside, become a :class:`RecordError` naming the place.

    A game's hooks that read the record say so with ``ValueError``; while a rule runs only the kernel's errors
    (a :class:`Contradiction`, an unknown choice) are the record's, so that a rule's own bug is not blamed on it.
    """
    try:
        yield
    except RecordError:
        raise
    except caught as error:
        raise RecordError(str(error), **place) from None


@attrs.frozen
class ActSpec:
    """An act a game declares: the key that names it in an event, and how its value is read.

    ``read`` turns the event's value into what the game's rule takes, and
    raises ``ValueError`` (with a message) for a value it cannot read; the
    ``fields`` an event of this act may carry beside it are passed to ``read``
    by name when present (``{"play": "KH", "naming": "S"}``), and any other key
    is an error.  ``dispatch`` gives the verb the rulebook answers the act by
    when it depends on the value (a claim of a revoke as ``"claim revoke"``),
    so that each kind has rules of its own.  Every act is a player's: the
    event names him.
    """

    verb: str
    read: Callable[..., Any] = attrs.field(default=lambda value: value, eq=False, repr=False)
    fields: tuple[str, ...] = ()
    dispatch: Callable[[Any], str] | None = attrs.field(default=None, eq=False, repr=False)


@attrs.frozen
class Act:
    """One event, read: the verb its rules answer, who did it and his seat (his place in the record's players), the
    value read, and its index."""

    verb: str
    player: str
    seat: int
    value: Any
    event: int


def never(act: Act) -> bool:
    """An option that no act lets lapse: it waits for its elector."""
    return False


def on_verbs(*verbs: str) -> Callable[[Act], bool]:
    """An option that lapses when any of these acts is done, by whoever does it."""
    named = frozenset(verbs)
    return lambda act: act.verb in named


@attrs.frozen
class Open:
    """An option a ruling left open, as the runner keeps it for the game.

    ``also`` are the seats who may elect besides the election's elector (his
    partner); an election by anyone else goes to the game's ``UNENTITLED``
    rule, or, if it has none, is an error of the record.  ``lapses`` tells
    the act that lets the option lapse (the runner dispatches ``LAPSE`` just
    before that act, and then the act itself, unless the lapse left a state the
    game's ``admit`` refuses it in: a deal made void, say, whose ruling answers
    the act).  When ``first``, every other act waits for the election:
    one made meanwhile that does not let it lapse goes to the game's
    ``BEFORE_ELECTION`` rule, or, if it has none, is an error of the record.
    """

    election: Election
    lapses: Callable[[Act], bool] = attrs.field(default=never, eq=False, repr=False)
    also: frozenset[int] = frozenset()
    first: bool = False

    def may_elect(self, seat: int) -> bool:
        return seat == self.election.elector or seat in self.also


@attrs.frozen
class Prelude:
    """What a game plays before its first deal (écarté's cut for the deal), dispatched through its rulebook in ``stage``.

    ``key`` names its events in the record and its result in the JSON;
    ``title`` names it in messages and reports.  ``start`` gives its state
    from the players: a frozen attrs value with ``event`` and ``rulings``
    fields, as the runner numbers its acts and reports its rulings.  A
    prelude offers no options.  ``describe`` says its result in lines for
    people; the game's ``begin`` reads it.
    """

    key: str
    title: str
    stage: object
    start: Callable[[tuple[str, ...]], Any] = attrs.field(eq=False)
    acts: Sequence[ActSpec] = ()
    describe: Callable[[Any], Sequence[str]] = attrs.field(default=lambda state: (), eq=False)


class Game(Protocol[S]):
    """What a game gives the runner; everything else is its rulebook's.  (Read-only: a frozen class provides them.)

    The hooks after ``at_event`` matter to a game played across deals;
    :class:`BaseGame` gives each a default for a game of one deal at a time.
    """

    @property
    def name(self) -> str:
        """The game's name, as the adjudication gives it."""

    @property
    def record_format(self) -> str:
        """The ``format`` its records name (``"whist-record/1"``); a record naming none is taken as the game's."""

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

    @property
    def prelude(self) -> Prelude | None:
        """What is played before the first deal, if anything."""

    def begin(self, players: tuple[str, ...], record: Mapping[str, Any], prelude: Any) -> Any:
        """The value the first deal carries in (a game taken up, who deals first), from the record and the prelude's state."""

    def start(self, players: tuple[str, ...], deal: Mapping[str, Any], number: int, before: S | None, carried: Any) -> S:
        """The state a deal begins in, from the record's deal, the deal before it and the value carried; ``ValueError``
        (or a :class:`RecordError`) for a deal the record cannot have, such as one dealt by the wrong player."""

    def stage(self, state: S) -> object:
        """The stage of the deal the rulebook dispatches in."""

    def scores(self, state: S) -> Mapping[str, int]:
        """What each player scored in the deal so far."""

    def rulings(self, state: S) -> Sequence[Ruling]:
        """The deal's rulings, in order."""

    def options(self, state: S) -> Sequence[Open]:
        """The options open now."""

    def at_event(self, state: S, event: int) -> S:
        """The state with the act about to be applied numbered ``event``, so that rulings name it."""

    def admit(self, state: S, act: Act) -> None:
        """Raise :class:`Contradiction` for an act no rule may answer in this state (any act after a void deal)."""

    def after_deal(self, state: S, carried: Any, number: int, last: bool) -> tuple[S, Any]:
        """The deal's last state (a game won may add a ruling) and the value carried to the next deal; ``ValueError``
        for a deal the record cannot have there (one left unfinished with another after it)."""

    def totals(self, deals: Sequence[DealResult[S]], carried: Any) -> Mapping[str, int]:
        """The totals the adjudication gives: by default each player's scores added up."""

    def describe(self, state: S) -> Sequence[str]:
        """Lines on a deal for people (the dealer, the trump), shown above its rulings."""

    def deal_json(self, state: S) -> Mapping[str, Any]:
        """Keys of the game's own for a deal's JSON, beside the runner's (and named apart from them)."""

    def record_json(self, adjudication: Adjudication[S]) -> Mapping[str, Any]:
        """Keys of the game's own for the adjudication's JSON, beside the runner's (and named apart from them)."""

    def summary(self, adjudication: Adjudication[S]) -> Sequence[str]:
        """Lines for people after the deals (the games won)."""


class BaseGame(Generic[S]):
    """The defaults of :class:`Game`'s hooks for a game that needs none: no prelude, nothing carried, no keys of its own."""

    prelude: Prelude | None = None

    def begin(self, players: tuple[str, ...], record: Mapping[str, Any], prelude: Any) -> Any:
        return None

    def stage(self, state: S) -> object:
        return None

    def admit(self, state: S, act: Act) -> None:
        return None

    def after_deal(self, state: S, carried: Any, number: int, last: bool) -> tuple[S, Any]:
        return state, carried

    def totals(self, deals: Sequence[DealResult[S]], carried: Any) -> Mapping[str, int]:
        players = deals[0].scores.keys() if deals else ()
        return {p: sum(d.scores.get(p, 0) for d in deals) for p in players}

    def describe(self, state: S) -> Sequence[str]:
        return ()

    def deal_json(self, state: S) -> Mapping[str, Any]:
        return {}

    def record_json(self, adjudication: Adjudication[S]) -> Mapping[str, Any]:
        return {}

    def summary(self, adjudication: Adjudication[S]) -> Sequence[str]:
        return ()


def _rulings_json(rulings: Sequence[Ruling]) -> list[dict[str, Any]]:
    return [numbered(ruling.to_json()) for ruling in rulings]


@attrs.frozen
class PreludeResult:
    """The prelude played: its key and title, the state it ended in, its rulings as people read them, its lines."""

    key: str
    title: str
    state: Any
    rulings: tuple[Ruling, ...]
    notes: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "rulings": _rulings_json(self.rulings)}


@attrs.frozen
class DealResult(Generic[S]):
    """One deal adjudicated: its number, the state it ended in, its scores and rulings as people read them, the game's
    own keys for its JSON and lines for people."""

    number: int
    state: S
    scores: Mapping[str, int]
    rulings: tuple[Ruling, ...]
    open: tuple[Election, ...]
    extra: Mapping[str, Any] = attrs.field(factory=dict)
    notes: tuple[str, ...] = ()

    def to_json(self, players: tuple[str, ...]) -> dict[str, Any]:
        return {
            "number": self.number,
            "scores": {p: self.scores.get(p, 0) for p in players},
            "rulings": _rulings_json(self.rulings),
            "open_options": [_option_json(e, players) for e in self.open],
            **self.extra,
        }


def _option_json(election: Election, players: tuple[str, ...]) -> dict[str, Any]:
    found = election.to_json()
    found["elector"] = players[election.elector]
    return found


@attrs.frozen
class Adjudication(Generic[S]):
    """A record adjudicated: the game, the players, the prelude if played, each deal, the value carried out of the
    last deal, the totals, and the game's own keys for the JSON and lines for people."""

    game: str
    players: tuple[str, ...]
    deals: tuple[DealResult[S], ...]
    prelude: PreludeResult | None = None
    carried: Any = None
    totals: Mapping[str, int] = attrs.field(factory=dict)
    extra: Mapping[str, Any] = attrs.field(factory=dict)
    notes: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The adjudication in the one shape every game's has (:data:`ADJUDICATION_SCHEMA`), then the game's own keys."""
        return {
            "format": ADJUDICATION_FORMAT,
            "game": self.game,
            "players": list(self.players),
            "prelude": None if self.prelude is None else self.prelude.to_json(),
            "deals": [d.to_json(self.players) for d in self.deals],
            "totals": {p: self.totals.get(p, 0) for p in self.players},
            **self.extra,
        }


@attrs.define
class Runner(Generic[S]):
    """Adjudicates a game's records: ``Runner(game).adjudicate(record)``."""

    game: Game[S]

    def adjudicate(self, record: object) -> Adjudication[S]:
        game = self.game
        players, deals = self._read_record(record)
        assert isinstance(record, Mapping)
        results: list[DealResult[S]] = []
        before: S | None = None
        with check_conflicts(True):
            prelude = self._prelude(players, record)
            with _placed():
                carried = game.begin(players, record, None if prelude is None else prelude.state)
            for index, deal in enumerate(deals):
                state = self._deal(players, deal, index, before, carried)
                with _placed(deal=index):
                    state, carried = game.after_deal(state, carried, index + 1, index == len(deals) - 1)
                results.append(DealResult(
                    index + 1, state, dict(game.scores(state)), tuple(r.shown(players) for r in game.rulings(state)),
                    tuple(o.election for o in game.options(state)), dict(game.deal_json(state)), tuple(game.describe(state)),
                ))
                before = state
        found = Adjudication(game.name, players, tuple(results), prelude, carried, dict(game.totals(results, carried)))
        return attrs.evolve(found, extra=dict(game.record_json(found)), notes=tuple(game.summary(found)))

    def _read_record(self, record: object) -> tuple[tuple[str, ...], list[Mapping[str, Any]]]:
        name, wanted = self.game.name, self.game.record_format
        if not isinstance(record, Mapping):
            raise RecordError(f"a record of {name} is a JSON object, not {type(record).__name__}")
        if record.get("format", wanted) != wanted:
            raise RecordError(f"not a record of {name}: its format is {record.get('format')!r}, not {wanted!r}")
        players = record.get("players")
        seats = self.game.seats
        if not (isinstance(players, list) and len(players) == seats and all(_is_name(p) for p in players) and len(set(players)) == seats):
            raise RecordError(f"players: {seats} distinct names")
        deals = record.get("deals")
        if not isinstance(deals, list) or not deals or not all(isinstance(d, Mapping) for d in deals):
            raise RecordError("deals: a list of one deal or more, each an object")
        return tuple(players), list(deals)

    def _prelude(self, players: tuple[str, ...], record: Mapping[str, Any]) -> PreludeResult | None:
        """The prelude's events played in its stage, numbered as a deal's are; None when the record has none."""
        prelude = self.game.prelude
        events = None if prelude is None else record.get(prelude.key)
        if prelude is None or events is None or events == []:
            return None
        if not isinstance(events, list):
            raise RecordError(f"{prelude.key}: a list of events")
        specs = {spec.verb: spec for spec in prelude.acts}
        state = prelude.start(players)
        for number, data in enumerate(events):
            act = self._read_act(specs, players, data, part=prelude.title, event=number)
            with _placed((LawkitError,), part=prelude.title, event=number):
                try:
                    state = self.game.rulebook.run(act.verb, prelude.stage, attrs.evolve(state, event=number), act)
                except NoRule:
                    raise RecordError(f"no rule of {self.game.name} answers {act.verb!r} here") from None
        return PreludeResult(prelude.key, prelude.title, state, tuple(r.shown(players) for r in state.rulings), tuple(prelude.describe(state)))

    def _deal(self, players: tuple[str, ...], deal: Mapping[str, Any], index: int, before: S | None, carried: Any) -> S:
        with _placed(deal=index):
            state = self.game.start(players, deal, index + 1, before, carried)
        events = deal.get("events", [])
        if not isinstance(events, list):
            raise RecordError("events: a list", deal=index)
        specs = {spec.verb: spec for spec in self.game.acts}
        for number, data in enumerate(events):
            act = self._read_act(specs, players, data, deal=index, event=number)
            with _placed((LawkitError,), deal=index, event=number):
                state = self._apply(state, act, players)
        return state

    def _read_act(self, specs: Mapping[str, ActSpec], players: tuple[str, ...], data: object, **place: Any) -> Act:
        if not isinstance(data, Mapping):
            raise RecordError("an event is an object", **place)
        verbs = [key for key in data if key in specs or key == ELECT]
        if len(verbs) != 1:
            listed = ", ".join([*specs, ELECT])
            named = verbs or [key for key in data if key != "player"] or "none"
            raise RecordError(f"an event names one act ({listed}), not {named}", **place)
        key = verbs[0]
        spec = specs.get(key, ActSpec(ELECT))
        unknown = sorted(set(data) - {"player", key, *spec.fields})
        if unknown:
            raise RecordError(f"an event names one act, and a {key} event has no key {unknown[0]!r}", **place)
        player = data.get("player")
        if player not in players:
            raise RecordError(f"the player is one of {', '.join(players)}, not {player!r}", **place)
        try:
            value = spec.read(data[key], **{name: data[name] for name in spec.fields if name in data})
        except (ValueError, LawkitError) as error:
            raise RecordError(f"{key}: {error}", **place) from None
        return Act(key if spec.dispatch is None else spec.dispatch(value), player, players.index(player), value, place["event"])

    def _apply(self, state: S, act: Act, players: tuple[str, ...]) -> S:
        """One act: an election to the elector's rule; any other lets lapse the options it ends, unless one comes first."""
        game = self.game
        state = game.at_event(state, act.event)
        game.admit(state, act)
        try:
            if act.verb == ELECT:
                return self._elect(state, act, game.options(state), players)
            for option in game.options(state):
                if option.lapses(act):
                    state = game.rulebook.run(LAPSE, game.stage(state), state, option.election, act)
                    if not self._admitted(state, act):
                        return state  # the lapse ended the deal (made it void): its ruling answers the act
            for option in game.options(state):
                if option.first:
                    election = option.election
                    if game.rulebook.rules_for(BEFORE_ELECTION):
                        waited: S = game.rulebook.run(BEFORE_ELECTION, game.stage(state), state, election, act)
                        return waited
                    raise Contradiction(f"{players[election.elector]} has an election to make first ({', '.join(election.names)})")
            after: S = game.rulebook.run(act.verb, game.stage(state), state, act)
            return after
        except NoRule:
            raise Contradiction(f"no rule of {game.name} answers {act.verb!r} now (stage {game.stage(state)})") from None

    def _admitted(self, state: S, act: Act) -> bool:
        try:
            self.game.admit(state, act)
        except Contradiction:
            return False
        return True

    def _elect(self, state: S, act: Act, open_now: Sequence[Open], players: tuple[str, ...]) -> S:
        """An election: one entitled to it goes to the game's ``elect`` rule; anyone else's to its rule for that, if any."""
        chosen = str(act.value)
        stage, book = self.game.stage(state), self.game.rulebook
        offered = [o for o in open_now if chosen in o.election.names]
        if not offered and book.rules_for(UNOFFERED):
            unoffered: S = book.run(UNOFFERED, stage, state, act)
            return unoffered
        if not open_now:
            raise Contradiction(f"{act.player} elects {chosen!r}, but no option is open")
        if not offered:
            raise UnknownChoice(chosen, open_now[0].election)
        own = [o for o in offered if o.may_elect(act.seat)]
        if own:
            elected: S = book.run(ELECT, stage, state, own[0].election, act)
            return elected
        if book.rules_for(UNENTITLED):
            ruled: S = book.run(UNENTITLED, stage, state, offered[0].election, act)
            return ruled
        raise Contradiction(f"the election is {players[offered[0].election.elector]}'s, not {act.player}'s")


def _is_name(value: object) -> bool:
    return isinstance(value, str) and 0 < len(value) <= _MAX_NAME and value.strip() == value


#: The JSON Schema of :meth:`Adjudication.to_json`, the same for every game.  A game may add keys of its own to the
#: adjudication and to each deal (:meth:`Game.record_json`, :meth:`Game.deal_json`): the schema allows them.
ADJUDICATION_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "An adjudication made by the lawkit runner",
    "description": (
        "The same keys for every game; a game may add keys of its own to the adjudication and to each deal "
        "(écarté's trump, marks and games won), so both allow properties besides these."
    ),
    "type": "object",
    "additionalProperties": True,
    "required": ["format", "game", "players", "deals", "totals"],
    "properties": {
        "format": {"const": ADJUDICATION_FORMAT},
        "game": {"type": "string"},
        "players": {"type": "array", "items": {"type": "string"}, "minItems": 2},
        "totals": {"type": "object", "additionalProperties": {"type": "integer"}},
        "prelude": {
            "description": "What was played before the first deal (a cut for the deal), or null",
            "type": ["object", "null"],
            "required": ["key", "rulings"],
            "properties": {"key": {"type": "string"}, "rulings": {"type": "array"}},
        },
        "deals": {
            "type": "array",
            "items": {
                "type": "object",
                "additionalProperties": True,
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
