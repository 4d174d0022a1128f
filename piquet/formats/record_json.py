"""Reading records: the JSON account of what happened at the table, checked before anything is played.

The format is the interchange contract in ``shared/spec/record-format.md``
(documented in ``docs/record-format.rst``).  Reading checks everything it
can without playing: JSON shape, players, cards (unknown or given twice),
verbs; faults raise :class:`~piquet.errors.RecordError` naming the deal and
event.  The values write canonical JSON that reads back to an equal record.
"""

from __future__ import annotations

import json
import os
from functools import reduce
from operator import attrgetter, or_
from collections.abc import Mapping
from typing import IO, Any

from piquet.game.variant import Variant
from piquet.errors import NotARecord, NotationError, RecordError, shown, twice
from piquet.formats.acts_json import event_from_json, events_from_json
from piquet.formats.cut_json import cut_act_from_json
from piquet.formats.recognition import refuse_non_record
from piquet.game.acts import Event
from piquet.game.games import GAME_POINTS, GAMES_TO_WIN
from piquet.game.partie import Partie, PartieError
from piquet.game.record import (
    FORMAT,
    MAX_DEALS,
    MAX_EVENTS,
    MAX_LABEL,
    MAX_TEXT,
    VARIANTS,
    DealRecord,
    Record,
    Start,
)
from piquet.table.cards import Card, card_indexes, parse_cards
from piquet.table.cardsets import Hand, Stock, checked_stock

__all__ = ["read_record", "load_record", "parse_json", "check_extension", "MAX_EXTENSION_DEPTH"]

#: How deep an extension's value (an ``x-`` key) may nest lists and objects.
#: The library keeps extensions as they are and writes them back, in JSON
#: and in the text notation; a value nested deeper than Python's writers go
#: would be accepted here and break every writer later, so it is refused
#: when the record is read, far beyond what any note about a record needs.
MAX_EXTENSION_DEPTH = 100

_OPTIONS = {"deals": (4, 6), "deal_by": (2, 3), "point_four_less": (True, False), "low_cards_do_not_count": (True, False)}
_TOP_KEYS = {"format", "variant", "options", "players", "start", "cut_for_deal", "deals"}
_DEAL_KEYS = {"dealer", "hands", "stock", "events", "deal_by"}


def _fail(
    message: str, deal: int | None = None, event: int | None = None, card: str | None = None, laws: tuple[int, ...] = ()
) -> RecordError:
    return RecordError(message, deal=deal, event=event, card=card, laws=laws)


def _read_players(data: Mapping[str, Any]) -> tuple[str, str]:
    players = data.get("players")
    if (
        not isinstance(players, list)
        or len(players) != 2
        or not all(isinstance(p, str) and p and p.isprintable() and len(p) <= MAX_LABEL for p in players)
        or players[0] == players[1]
    ):
        raise _fail(f"'players' must be a list of two distinct printable labels of at most {MAX_LABEL} characters, not {shown(players)}")
    return players[0], players[1]


def _read_options(data: Mapping[str, Any], variant: Variant) -> dict[str, Any]:
    options = data.get("options", {})
    if not isinstance(options, Mapping):
        raise _fail(f"'options' must be an object, not {shown(options)}")
    for key, value in options.items():
        if key not in _OPTIONS:
            raise _fail(f"unknown option {shown(key)}; known: {', '.join(_OPTIONS)}")
        if value not in _OPTIONS[key] or type(value) is not type(_OPTIONS[key][0]):
            raise _fail(f"option {shown(key)} must be one of {list(_OPTIONS[key])}, not {shown(value)}")
        if key in ("point_four_less", "low_cards_do_not_count") and not variant.au_cent:
            raise _fail(f"option {shown(key)} is an agreement of piquet au cent")
    return dict(options)


def _read_start(data: Mapping[str, Any], players: tuple[str, str], deals: int, variant: Variant = Variant.RUBICON) -> Start | None:
    start = data.get("start")
    if start is None:
        return None
    au_cent = variant is Variant.AU_CENT
    if not isinstance(start, Mapping) or not {"scores", "deals_played"} <= set(start) or set(start) - {"scores", "deals_played", "games", "next_dealer"}:
        raise _fail("'start' must be an object with 'scores' and 'deals_played'" + (" (and, in au cent, 'games')" if au_cent else ""))
    if "games" in start and not au_cent:
        raise _fail("'start.games' gives the games won in an au cent partie; this partie is of deals (Law 71)")
    scores = start["scores"]
    if not isinstance(scores, Mapping) or set(scores) != set(players):
        raise _fail(f"'start.scores' must give a score for each of {players[0]} and {players[1]}")
    for label, value in scores.items():
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise _fail(f"'start.scores.{label}' must be a whole number of points, not {shown(value)}")
    played = start["deals_played"]
    if isinstance(played, bool) or not isinstance(played, int) or played < 0:
        raise _fail(f"'start.deals_played' must be a whole number, not {shown(played)}")
    next_dealer = start.get("next_dealer")
    if next_dealer is not None and next_dealer not in players:
        raise _fail(f"'start.next_dealer' must be one of the players {players[0]} and {players[1]}, not {shown(next_dealer)}")
    if au_cent:
        return Start(dict(scores), played, _read_games_won(start.get("games", []), players, scores), next_dealer)
    try:
        Partie.in_progress(players, scores, played, deals)
    except PartieError as error:
        raise _fail(f"'start': {error}") from None
    return Start(dict(scores), played, next_dealer=next_dealer)


def _read_games_won(games: Any, players: tuple[str, str], scores: Mapping[str, int]) -> tuple[tuple[str, bool], ...]:
    """An au cent partie taken up part way: the games already won, checked against the game a hundred up and the partie."""
    for label, value in scores.items():
        if value >= GAME_POINTS:
            raise _fail(
                f"'start.scores.{label}' is {value}: an au cent game is a hundred up, so the game in progress would be over"
            )
    if not isinstance(games, list):
        raise _fail("'start.games' must be a list of the games won, each {\"winner\": a player, \"double\": true or false}")
    out = []
    for number, game in enumerate(games, start=1):
        if not isinstance(game, Mapping) or "winner" not in game or set(game) - {"winner", "double"}:
            raise _fail(f"'start.games' game {number} must be an object with 'winner' and, optionally, 'double'")
        if game["winner"] not in players:
            raise _fail(f"'start.games' game {number}: the winner {shown(game['winner'])} is not a player")
        double = game.get("double", False)
        if not isinstance(double, bool):
            raise _fail(f"'start.games' game {number}: 'double' must be true or false, not {shown(double)}")
        out.append((str(game["winner"]), double))
    won = {p: sum(2 if d else 1 for w, d in out if w == p) for p in players}
    if any(n >= GAMES_TO_WIN for n in won.values()):
        raise _fail("'start.games': a player has won three games (a double counting two), so the partie is over")
    return tuple(out)


def _read_cards(value: Any, label: str | None, index: int) -> str | tuple[str, ...]:
    """The cards dealt to the player ``label`` (the stock's for None), as a string or a list of card strings."""
    if isinstance(value, str):
        return value
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return tuple(value)
    what = "stock" if label is None else f"hands.{label}"
    raise _fail(f"{what} must be a string of cards or a list of card strings", deal=index)


def _refuse_cards_twice(places: list[tuple[Card, ...]], masks: list[int], players: tuple[str, str], index: int) -> None:
    """A card given twice (in one place or two) is an error naming both places; checked on the places' bit masks first.

    ``places`` are the cards of the players' hands and of the stock, in that order.
    """
    seen = 0
    total = 0
    for cards, bits in zip(places, masks):
        seen |= bits
        total += len(cards)
    if seen.bit_count() == total:
        return
    where: dict[str, str] = {}
    for place, cards in zip((f"{players[0]}'s hand", f"{players[1]}'s hand", "the stock"), places):
        for card in cards:
            if card.code in where:
                raise _fail(f"{card} is {twice(where[card.code], place)}", deal=index, card=card.code)
            where[card.code] = place


def _dealt_quickly(first: Any, second: Any, stock: Any) -> tuple[int, int, tuple[int, ...]] | None:
    """The two players' hands as masks and the stock's order, when all three are strings of cards in their usual spelling
    with no card given twice; None for anything else, which :func:`_dealt` reads and, if need be, refuses."""
    if type(first) is not str or type(second) is not str or type(stock) is not str:
        return None
    first_order, second_order, order = card_indexes(first), card_indexes(second), card_indexes(stock)
    if first_order is None or second_order is None or order is None:
        return None
    first_bits = reduce(or_, map(_BITS.__getitem__, first_order), 0)
    second_bits = reduce(or_, map(_BITS.__getitem__, second_order), 0)
    stock_bits = reduce(or_, map(_BITS.__getitem__, order), 0)
    if (first_bits | second_bits | stock_bits).bit_count() != len(first_order) + len(second_order) + len(order):
        return None
    return first_bits, second_bits, order


def _dealt(hands_data: Mapping[str, Any], stock_data: Any, players: tuple[str, str], index: int) -> tuple[dict[str, Hand], Stock]:
    """The hands and the stock read card by card, saying what is wrong: a card not known, or given twice."""
    first, second = players
    try:
        places = [
            parse_cards(_read_cards(hands_data[first], first, index), allow_repeats=True),
            parse_cards(_read_cards(hands_data[second], second, index), allow_repeats=True),
            parse_cards(_read_cards(stock_data, None, index), allow_repeats=True),
        ]
    except NotationError as error:
        raise _fail(str(error), deal=index, card=error.text) from None
    masks = [reduce(or_, map(_BIT, cards), 0) for cards in places]
    _refuse_cards_twice(places, masks, players, index)
    return {first: Hand(masks[0]), second: Hand(masks[1])}, Stock(tuple(map(_INDEX, places[2])))


def _read_deal(data: Any, index: int, players: tuple[str, str]) -> DealRecord:
    if type(data) is not dict and not isinstance(data, Mapping):
        raise _fail("a deal must be an object", deal=index)
    if not _DEAL_KEYS.issuperset(data):
        unknown = set(data) - _DEAL_KEYS
        raise _fail(f"unknown key(s) in deal: {', '.join(sorted(map(repr, unknown)))}", deal=index)
    for key in ("dealer", "hands", "stock"):
        if key not in data:
            raise _fail(f"a deal must give its {shown(key)}", deal=index)
    dealer = data.get("dealer")
    if dealer not in players:
        raise _fail(f"'dealer' must be one of {list(players)}, not {shown(dealer)}", deal=index)
    deal_by = data.get("deal_by")
    if deal_by is not None and (type(deal_by) is not int or deal_by not in (2, 3)):
        raise _fail(f"'deal_by' is 2 or 3 (cards at a time), not {shown(deal_by)}", deal=index)
    hands_data = data.get("hands")
    first, second = players
    if (type(hands_data) is not dict and not isinstance(hands_data, Mapping)) or len(hands_data) != 2 or first not in hands_data or second not in hands_data:
        raise _fail(f"'hands' must give the cards dealt to each of {first} and {second}", deal=index)
    quick = _dealt_quickly(hands_data[first], hands_data[second], data.get("stock", ""))
    if quick is not None:
        first_bits, second_bits, order = quick
        hands = {first: Hand(first_bits), second: Hand(second_bits)}
        stock = checked_stock(order)  # checked with the hands just now, on their masks
    else:
        hands, stock = _dealt(hands_data, data.get("stock", ""), players, index)
    events_data = data.get("events", [])
    if not isinstance(events_data, list):
        raise _fail("'events' must be a list", deal=index)
    if len(events_data) > MAX_EVENTS:
        raise _fail(f"a deal of {len(events_data)} events is more than this library reads ({MAX_EVENTS} at most)", deal=index)
    try:
        events = events_from_json(events_data)
    except (NotationError, RecursionError):
        events = _read_events_one_by_one(events_data, index, players)
    if not set(map(_PLAYER, events)) <= {None, *players}:
        number, stranger = next((n, e.player) for n, e in enumerate(events) if e.player is not None and e.player not in players)
        raise _fail(f"{shown(stranger)} is not a player", deal=index, event=number)
    return DealRecord(dealer, hands, stock, events, deal_by)


_PLAYER = attrgetter("player")
_BIT = attrgetter("bit")
_INDEX = attrgetter("index")
#: Each card's bit by its index.
_BITS = tuple(1 << index for index in range(32))


def _read_events_one_by_one(events_data: list[Any], index: int, players: tuple[str, str]) -> tuple[Event, ...]:
    """Read the events again, one at a time, to name the first at fault."""
    events = []
    for number, item in enumerate(events_data):
        try:
            event = event_from_json(item)
        except NotationError as error:
            raise _fail(str(error), deal=index, event=number, card=error.text) from None
        except RecursionError:
            raise _fail("an event nested too deeply to read", deal=index, event=number) from None
        if event.player is not None and event.player not in players:
            raise _fail(f"{shown(event.player)} is not a player", deal=index, event=number)
        events.append(event)
    return tuple(events)


def _read_cut_for_deal(data: Mapping[str, Any], players: tuple[str, str], start: Start | None) -> tuple[Event, ...]:
    """The acts of the cut for deal, checked as strictly as a deal's acts (Laws 4-6)."""
    acts = data.get("cut_for_deal", [])
    if not isinstance(acts, list):
        raise _fail(f"'cut_for_deal' must be a list of acts, not {shown(acts)}")
    if acts and start is not None:
        raise _fail("a cut for deal opens a partie, and this record takes one up part way ('start')", laws=(4,))
    if len(acts) > MAX_EVENTS:
        raise _fail(f"a cut for deal of {len(acts)} acts is more than this library reads ({MAX_EVENTS} at most)")
    read: list[Event] = []
    for number, item in enumerate(acts):
        try:
            act = cut_act_from_json(item)
        except NotationError as error:
            raise _fail(f"the cut for deal, act {number + 1}: {error}", card=error.text) from None
        if act.player not in players:
            raise _fail(f"the cut for deal, act {number + 1}: {shown(act.player)} is not a player")
        read.append(act)
    return tuple(read)


def read_record(data: Any) -> Record:
    """Read a parsed JSON record; raises :class:`RecordError` saying where it is wrong.

    Input that is no record at all (other JSON, a file's name, the output of
    :func:`piquet.adjudicate`) raises :class:`~piquet.errors.NotARecord`, a
    :class:`RecordError` that says what was expected instead.
    """
    refuse_non_record(data)
    fmt = data.get("format", FORMAT)
    if fmt != FORMAT:
        raise _fail(f"unknown format {shown(fmt)}; this library reads {shown(FORMAT)}")
    try:
        variant = Variant.parse(data.get("variant", Variant.RUBICON.value))
    except ValueError:
        raise _fail(f"unknown variant {shown(data.get('variant'))}; one of {', '.join(VARIANTS)}") from None
    players = _read_players(data)
    options = _read_options(data, variant)
    start = _read_start(data, players, int(options.get("deals", 6)), variant)
    deals_data = data.get("deals", [])
    if not isinstance(deals_data, list):
        raise _fail("'deals' must be a list")
    if len(deals_data) > MAX_DEALS:
        raise _fail(f"a record of {len(deals_data)} deals is more than this library reads ({MAX_DEALS} at most)")
    cut = _read_cut_for_deal(data, players, start)
    deals = tuple(_read_deal(d, i, players) for i, d in enumerate(deals_data))
    extra = {k: v for k, v in data.items() if k not in _TOP_KEYS}
    for key, value in extra.items():
        if not isinstance(key, str) or not key.startswith("x-"):
            raise _fail(f"unknown key {shown(key)} in record (extensions start with 'x-')")
        check_extension(key, value)
    return Record(players, deals, variant, options, start, extra, cut)


def check_extension(key: str, value: Any) -> None:
    """Refuse an extension nested more than :data:`MAX_EXTENSION_DEPTH` deep, so that every record read can be written.

    The walk goes level by level with a list of its own, so that a value
    nested deeper than the recursion limit (built in Python, not parsed) is
    measured without recursing.  The texts and numbers that fill most
    extensions are passed over at a look at their type.
    """
    level: list[Any] = [value]
    depth = 0
    while level:
        deeper: list[Any] = []
        for node in level:
            kind = type(node)
            if kind is int or kind is str or node is None or kind is bool or kind is float:
                continue
            if kind is dict:
                children: Any = node.values()
            elif kind is list:
                children = node
            elif isinstance(node, Mapping):
                children = node.values()
            elif isinstance(node, (list, tuple)):
                children = node
            else:
                continue
            if depth >= MAX_EXTENSION_DEPTH:
                raise _fail(f"the extension {shown(key)} nests lists and objects more than {MAX_EXTENSION_DEPTH} deep")
            deeper.extend(children)
        level = deeper
        depth += 1


def parse_json(text: str) -> Any:
    """Parse JSON text strictly (no NaN or Infinity, no key given twice, no more than :data:`MAX_TEXT` characters); :class:`RecordError` if it is not JSON."""
    if len(text) > MAX_TEXT:
        raise _fail(f"a record of more than {MAX_TEXT:,} characters is more than this library reads")
    try:
        return json.loads(text, parse_constant=_no_constant, object_pairs_hook=_unique_keys, parse_int=_whole_number)
    except _TooManyDigits as error:
        raise _fail(f"cannot read the JSON: {error}") from None
    except json.JSONDecodeError as error:
        raise _fail(f"not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}") from None
    except (ValueError, RecursionError) as error:
        raise _fail(f"not valid JSON: {str(error).splitlines()[0][:120]}") from None


def load_record(source: str | os.PathLike[str] | IO[str]) -> Record:
    """Read a record from JSON text, an open text file, or the path of a JSON file.

    A path is a :class:`~pathlib.Path`, or a string of one line that is no
    JSON and names a file.  A record in the notation is read with
    :func:`~piquet.formats.notation.parse_record_text`.
    """
    if isinstance(source, os.PathLike):
        return read_record(parse_json(_file_text(os.fspath(source))))
    if isinstance(source, str):
        if _may_be_path(source) and os.path.isfile(source):
            return read_record(parse_json(_file_text(source)))
        try:
            data = parse_json(source)
        except RecordError:
            if _may_be_path(source):
                raise _fail(f"no file {shown(source)}, and the text is not JSON either") from None
            raise
        return read_record(data)
    if not callable(getattr(source, "read", None)):
        raise NotARecord(f"load_record reads JSON text, a file's path or an open text file, not {type(source).__name__}")
    text = source.read(MAX_TEXT + 1)
    if not isinstance(text, str):
        raise NotARecord("load_record reads a file opened as text, not in binary mode")
    return read_record(parse_json(text))


def _may_be_path(text: str) -> bool:
    """Whether a string could be a file's name rather than JSON: one short line not opening an object or a list."""
    return 0 < len(text) <= 4096 and "\n" not in text and text.lstrip()[:1] not in ("{", "[", "")


def _file_text(path: str) -> str:
    """The text of a record's file, no further than :data:`MAX_TEXT` characters and one more (so a longer one is refused)."""
    if path.endswith(".pqn"):
        raise _fail(f"{shown(path)} is in the notation: read its text with piquet.parse_record_text, then piquet.read_record")
    try:
        with open(path, encoding="utf-8") as handle:
            return handle.read(MAX_TEXT + 1)
    except UnicodeDecodeError as error:
        raise _fail(f"cannot read {shown(path)}: not UTF-8 text ({error.reason} at byte {error.start})") from None
    except OSError as error:
        raise _fail(f"cannot read {shown(path)}: {error.strerror or error}") from None


#: The most digits a whole number in a record's JSON may have: Python's own bound on reading one, far beyond any score.
MAX_DIGITS = 4300


class _TooManyDigits(ValueError):
    """A whole number longer than :data:`MAX_DIGITS`, told apart from JSON's other faults to be named in the reader's words."""


def _whole_number(digits: str) -> int:
    """A JSON whole number, refused in the reader's words when it is longer than Python reads (not its message, cut short)."""
    count = len(digits.lstrip("-"))
    if count > MAX_DIGITS:
        raise _TooManyDigits(f"a whole number of {count:,} digits, more than the {MAX_DIGITS:,} this library reads")
    return int(digits)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"the key {shown(key)} is given twice in one object")
        out[key] = value
    return out
