"""The ``piquet`` command.

``piquet adjudicate [--json | --markdown] [--acts] FILE...`` replays records and
prints their adjudications (``--acts``: with each deal's acts, numbered from
1 as the rulings cite them).  A FILE is a record in JSON (``.json``), JSON
Lines (``.jsonl``, one record a line) or the text notation (``.pqn``, where
installed); a directory stands for its record files, sorted by name; ``-``
is standard input, one JSON record or JSON Lines (several lines each
beginning with ``{`` are JSON Lines, so a bad first line costs that line
only).  ``--format`` reads the files named in one format whatever their
extensions.  Sources are read as a stream (:mod:`piquet.formats.sources`),
each answer written as soon as its record is done; no record is read past
5,000,000 characters (:data:`~piquet.game.record.MAX_TEXT`): a longer one,
or an endless one such as ``/dev/zero``, is bad input, refused as soon as
the limit is passed, and the reading of its source ends there.  ``--jobs
N`` works on N records at once in N processes (:mod:`piquet.faces.batch`),
writing the same output in the same order.

Given one record, the command prints its adjudication alone.  Given more,
it prints a header line naming each record's source (file, or file and
line) before its adjudication, and ends with a summary line.  Under
``--json`` the output has one shape however many records are read: JSON
Lines, one ``{"source": ..., "adjudication": ...}`` or ``{"source": ...,
"error": ...}`` object a record (``--pretty`` indents each object,
``--bare`` leaves out the envelope), and the summary goes to standard error
so that standard output stays JSON.

``piquet validate FILE...`` checks records (reader, JSON Schema, the cards
of each deal) and replays them through the referee, reporting what
``adjudicate`` would reject (``--no-replay`` skips the replay).  ``piquet new`` prints a record of one
deal with no events, to fill in.  ``piquet schema record`` prints a schema.

A fault of the library itself is no traceback either: two of its rules
that both hold for one act with no order declared between them
(:class:`~lawkit.registry.RuleConflict`) are reported as errors are, with
the rules, the deal, the event and the act in the message, which says that
the rulebook is in conflict and that this is a fault of the library, not
of the record.

Bad input is never a traceback.  Without ``--json`` it is one line on
standard error naming the deal, event and card; with ``--json`` it is a JSON
object on standard output (:func:`error_json`), whose fields say how they
count: ``deal_index`` and ``event_index`` from 0, as the record's lists are
indexed, ``deal_number`` and ``event_number`` from 1, as the message names
them; null where unknown.  Either way the exit status is 2 when any record
was bad, 0 when all were good.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import io
import itertools
import json
import os
import random
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import Any, NamedTuple, NoReturn, TextIO, cast

import attrs

from lawkit.errors import LawkitError
from piquet.errors import NotationError, PiquetError, RecordError, did_you_mean
from piquet.faces.messages import error_message
from piquet.faces.options import add_format_option, stake_argument
from piquet.faces.width import ArgumentParser
from piquet.formats.loading import LineBlock, Loaded
from piquet.formats.schemas import SCHEMAS, schema

# The referee, the reports and the validator are imported by the commands that
# use them, so that ``piquet --version`` and ``piquet --help`` start at once.

__all__ = ["main", "build_parser", "error_json", "run"]

EXIT_OK = 0
EXIT_BAD_INPUT = 2


class _Streams(NamedTuple):
    out: TextIO
    err: TextIO
    stdin: TextIO


class _Version(argparse.Action):
    """``--version``: the version is read from the package metadata only when asked for."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help="print the version and exit")

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any, option_string: str | None = None) -> None:
        from piquet.faces.version import installed_version

        sys.stdout.write(f"piquet {installed_version()}\n")
        parser.exit()


class _Parser(ArgumentParser):
    """The command's parser (its help kept to the line's width): a choice mistyped (a command, a format) is answered with the one meant, when one is close.

    A command not known is said in one line, without the usage: the usage
    of ``piquet`` says nothing the line does not.
    """

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        choices = action.choices
        if choices is not None and isinstance(value, str) and value not in choices:
            names = [str(choice) for choice in choices]
            guess = did_you_mean(value, names)
            if isinstance(action, argparse._SubParsersAction):
                raise argparse.ArgumentError(None, f"{_UNKNOWN_COMMAND} {value!r}{guess or '; piquet --help lists the commands'}")
            raise argparse.ArgumentError(action, f"invalid choice: {value!r}{guess} (choose from {', '.join(map(repr, names))})")
        super()._check_value(action, value)

    def error(self, message: str) -> NoReturn:
        if message.startswith(_UNKNOWN_COMMAND):
            self.exit(EXIT_BAD_INPUT, f"{self.prog}: {message}\n")
        super().error(message)


_UNKNOWN_COMMAND = "unknown command"


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="piquet",
        description="Referee and score piquet under the Portland Club laws of 1882.",
    )
    parser.add_argument("--version", action=_Version)
    # Each command's parser is a _Parser too (argparse makes them of the parser's class): typed as the modules adding them take it.
    added = parser.add_subparsers(dest="command", metavar="COMMAND")
    commands = cast("argparse._SubParsersAction[argparse.ArgumentParser]", added)
    adj = commands.add_parser(
        "adjudicate",
        help="replay records and print their adjudications",
        description="Replay each record and print its adjudication; with several, a header before each and a summary.",
    )
    _add_inputs(adj)
    form = adj.add_mutually_exclusive_group()
    form.add_argument(
        "--json",
        action="store_true",
        help='print JSON Lines, one object a record however many are read: {"source": ..., "adjudication": ...} '
        'or {"source": ..., "error": ...}',
    )
    form.add_argument("--markdown", action="store_true", help="print the adjudication as Markdown")
    form.add_argument(
        "--html",
        action="store_true",
        help="print one self-contained HTML page for one record, its cards drawn (inline style and SVG, nothing fetched)",
    )
    adj.add_argument(
        "--bare",
        action="store_true",
        help='JSON (implies --json) with the adjudication objects alone, one a record, no envelope; a bad record gives {"error": ...}',
    )
    adj.add_argument("--pretty", action="store_true", help="JSON (implies --json) with each object indented, for people to read")
    adj.add_argument(
        "--statements", action="store_true", help="with each ruling, state the laws it cites in full (text and Markdown)"
    )
    adj.add_argument(
        "--acts",
        action="store_true",
        help="list each deal's acts in the notation, numbered from 1 as the rulings cite them (text and Markdown)",
    )
    adj.add_argument(
        "--stakes",
        type=stake_argument,
        metavar="STAKE",
        help="settle each finished partie in money: '10s/100' (so much a hundred, fractions of fifty dropped; "
        "'10s/100:25' for twenty-five), '1d/point', or twopenny, threepenny, sixpenny, shilling; "
        "Piquet au Cent so much a game: '5s/game'",
    )
    adj.set_defaults(handler=_adjudicate)
    check = commands.add_parser(
        "validate",
        help="check records: the schema, their cards, and a replay through the referee",
        description="Check each record: the reader, the JSON Schema (when jsonschema is installed), the cards "
        "of each deal, and then (unless --no-replay) every act replayed through the referee, as adjudicate "
        "replays it, so that a record valid here is one adjudicate accepts.  Prints 'SOURCE: ok' or the fault "
        "for each record, with its deal and event.",
    )
    _add_inputs(check)
    check.add_argument("--json", action="store_true", help="one JSON object a record (JSON Lines)")
    check.add_argument(
        "--replay",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="replay each record through the referee and report what adjudicate would reject (the default); "
        "--no-replay checks the reader, the schema and the cards only",
    )
    check.set_defaults(handler=_validate)
    new = commands.add_parser(
        "new",
        help="print a record of one deal, with no events, to fill in",
        description="Deal one deal, from a shuffled pack or the cards given, and print it as a record with no events.  "
        "Cards not given are dealt from the rest of the pack: twelve to each hand not given, the rest to the stock.",
    )
    new.add_argument("--seed", type=int, help="shuffle with this seed, so the same seed deals the same cards")
    new.add_argument("--players", nargs=2, metavar=("FIRST", "SECOND"), default=["A", "B"], help="the players' labels (default: A B)")
    new.add_argument("--dealer", help="who deals (default: the second player)")
    new.add_argument("--hands", nargs="+", metavar="PLAYER=CARDS", default=[], help='the cards dealt to a player, e.g. "A=AS KS QS ..."')
    new.add_argument("--stock", metavar="CARDS", help="the stock, top card first")
    new.add_argument("--pqn", action="store_true", help="write the record in the notation (PQN) instead of JSON")
    new.set_defaults(handler=_new)
    shown = commands.add_parser("schema", help="print a JSON Schema: of the record, of the adjudication, of a chouette session, or of an object adjudicate --json prints")
    shown.add_argument("name", choices=SCHEMAS, help="which schema")
    shown.set_defaults(handler=_schema)
    _add_law_commands(commands)
    from piquet.faces.advisecli import add_advise_command

    add_advise_command(commands)
    from piquet.faces.solvecli import add_command as add_solve

    add_solve(commands)
    from piquet.faces.convertcli import add_convert_command

    add_convert_command(commands)
    from piquet.faces.playcli import add_play_command

    add_play_command(commands)
    from piquet.faces.handcli import add_command as add_hand
    from piquet.faces.scorecli import add_command as add_score
    from piquet.faces.settlecli import add_command as add_settle

    from piquet.faces.keepcli import add_command as add_keep

    add_hand(commands)
    add_settle(commands)
    add_score(commands)
    add_keep(commands)
    return parser


def _add_inputs(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "files",
        nargs="+",
        metavar="FILE",
        help="a record file (.json, .jsonl, .pqn), a directory of them, or '-' for standard input (JSON, JSON Lines or PQN, as its text shows)",
    )
    add_format_option(command, "the files named (and standard input)")
    command.add_argument(
        "--jobs",
        type=_jobs,
        default=1,
        metavar="N",
        help="work on N records at once, in N processes (0: one for each core); the output is the same, in the same order",
    )


def _jobs(text: str) -> int:
    """``--jobs``: a whole number of processes, 0 for every core."""
    try:
        number = int(text)
    except ValueError:
        number = -1
    if number < 0 or len(text) > 6:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of processes (0 for one a core)")
    return number


def _add_law_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    try:
        from piquet.faces.lawcommands import add_commands
    except ImportError:  # the lawbook commands are optional until installed
        return
    add_commands(commands)


# -- reporting -------------------------------------------------------------------


def _index_and_number(name: str, index: Any) -> dict[str, Any]:
    """``<name>_index`` (from 0, to look the place up in the record's lists) and ``<name>_number`` (from 1, as messages say it)."""
    known = type(index) is int
    return {f"{name}_index": index if known else None, f"{name}_number": index + 1 if known else None}


def error_json(error: BaseException) -> dict[str, Any]:
    """An error as JSON: where it is, the ``card``, the ``laws`` and ``cases``, the ``message``.

    Each place is given twice, under names that say how it is counted:
    ``deal_index`` and ``event_index`` from 0, to look the deal and the act
    up in the record's ``deals`` and ``events``; ``deal_number`` and
    ``event_number`` from 1, as the message names them ("deal 1, event
    16").  A deal's number here is its place in the record, whatever deals
    a ``start`` says were played before it.  Fields the error does not know
    are null (or empty lists).  A fault inside a partie of a chouette
    session also gives ``partie_index`` and ``partie_number``, and a fault
    in a record written in the notation the ``line`` of its text (from 1,
    as editors count lines).
    """
    card = getattr(error, "card", None)
    if card is None and isinstance(error, NotationError):
        card = error.text
    partie = getattr(error, "partie", None)
    line = getattr(error, "line", None)
    return {
        **(_index_and_number("partie", partie) if partie is not None else {}),
        **({"line": line} if isinstance(line, int) else {}),
        **_index_and_number("deal", getattr(error, "deal", None)),
        **_index_and_number("event", getattr(error, "event", None)),
        "card": card,
        "laws": list(getattr(error, "laws", ())),
        "cases": list(getattr(error, "cases", ())),
        "message": error_message(error),
    }


def _dumps(data: Any, indent: int | None) -> str:
    text = json.dumps(data, indent=indent, ensure_ascii=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate from a "\\ud800" escape: keep it escaped
        text = json.dumps(data, indent=indent)
    return text


def _json_text(data: Any) -> str:
    return _dumps(data, None) + "\n"


def _json_line(data: Any, out: TextIO) -> None:
    out.write(_json_text(data))


def _json_document(data: Any, out: TextIO) -> None:
    out.write(_dumps(data, 2) + "\n")


def _report_error(error: BaseException, as_json: bool, streams: _Streams) -> int:
    if as_json:
        _json_document({"error": error_json(error)}, streams.out)
    else:
        streams.err.write(f"piquet: {error_message(error)}\n")
    return EXIT_BAD_INPUT


def _count(number: int, what: str) -> str:
    return f"{number} {what}" + ("" if number == 1 else "s")


def _load(
    args: argparse.Namespace, streams: _Streams, *, ahead: bool = False, pooled: bool = False
) -> tuple[Iterator[Loaded | LineBlock], bool]:
    """The records the command's FILEs hold, read as a stream, and whether they are a batch (more than one, or a directory).

    Several FILEs, or a directory, are a batch however many records they
    hold.  One FILE may hold one record or several: when the output must
    know which before the first answer (``ahead``: a header names each
    record of a batch), the stream is read one record beyond the first;
    otherwise the answers flow at once and the count settles it at the end.
    Records ``pooled`` (worked by ``--jobs`` processes) leave the lines of
    JSON Lines unparsed, for those processes to parse: a file's in blocks of
    lines (:class:`~piquet.formats.loading.LineBlock`), a pipe's a line at a
    time (:meth:`Loaded.read`).  The one process that reads them is then
    free to read, and to write.
    """
    from piquet.formats.sources import notation_left_out, stream_paths

    skipped = notation_left_out(args.files)
    if skipped:
        streams.err.write(
            f"piquet: skipped {_count(len(skipped), '.pqn file')} ({', '.join(skipped)}): the text notation is not available\n"
        )
    records = stream_paths(args.files, args.format, streams.stdin, parse=not pooled)
    batch = len(args.files) > 1 or any(path != "-" and os.path.isdir(path) for path in args.files)
    if batch or not ahead:
        return records, batch
    first: list[Loaded | LineBlock] = []
    found = 0
    for entry in records:  # until two records are found: a block of lines may hold none, one or many
        first.append(entry)
        found += entry.count() if isinstance(entry, LineBlock) else 1
        if found > 1:
            break
    return itertools.chain(first, records), found > 1


def _summary(total: int, good: int, done: str, as_json: bool, streams: _Streams) -> None:
    line = f"{_count(total, 'record')}: {good} {done}, {total - good} with errors\n"
    (streams.err if as_json else streams.out).write(line)


# -- commands --------------------------------------------------------------------


def _adjudicate_any(data: Any) -> Any:
    """A record's adjudication, or a chouette session's (recognised by its format)."""
    from piquet.formats.session_json import is_chouette_session

    if is_chouette_session(data):
        from piquet.referee.chouette import adjudicate_chouette

        return adjudicate_chouette(data)
    from piquet.referee.adjudication import adjudicate

    return adjudicate(data)


def _written(result: Any, markdown: bool, with_statements: bool, with_acts: bool = False) -> str:
    """An adjudication (of a record or of a chouette session) as text or Markdown."""
    from piquet.referee.chouette import ChouetteAdjudication

    if isinstance(result, ChouetteAdjudication):
        from piquet.faces.chouette_report import chouette_markdown, chouette_text

        return chouette_markdown(result) if markdown else chouette_text(result)
    from piquet.faces.report import adjudication_markdown, adjudication_text

    return (adjudication_markdown if markdown else adjudication_text)(
        result, with_statements=with_statements, with_acts=with_acts
    )


def _for_person(text: str, result: Any, style: Any) -> str:
    """The text report's cards in the ``style`` of its output: suit symbols and colour on a terminal (:mod:`piquet.faces.terminal`)."""
    labels = result.players if hasattr(result, "players") else result.record.players
    return str(style.in_text(text, labels=labels))


def _stakes_of(result: Any, stake: Any) -> dict[str, Any]:
    """``--stakes``: a partie's points won, or a chouette session's balances, settled in money (:mod:`piquet.stakes`)."""
    from piquet.referee.chouette import ChouetteAdjudication

    if isinstance(result, ChouetteAdjudication):
        from piquet.faces.chouette_report import chouette_stakes

        return chouette_stakes(result, stake)
    from piquet.faces.stakes_report import stakes_of

    return stakes_of(result, stake)


def _stakes_written(result: Any, settled: dict[str, Any], markdown: bool) -> str:
    from piquet.referee.chouette import ChouetteAdjudication

    if isinstance(result, ChouetteAdjudication):
        from piquet.faces.chouette_report import chouette_stakes_text

        return chouette_stakes_text(settled, markdown=markdown)
    from piquet.faces.stakes_report import stakes_text

    return stakes_text(settled, markdown=markdown)


@attrs.frozen
class _Shape:
    """How ``adjudicate`` writes each record's answer: what a process working on records is told."""

    json: bool
    bare: bool
    pretty: bool
    markdown: bool
    statements: bool
    acts: bool
    stakes: Any
    batch: bool
    style: Any


def _envelope(
    source: str, key: str, payload: dict[str, Any], shape: _Shape, out: TextIO, stakes: dict[str, Any] | None = None
) -> None:
    """One record's JSON: ``{"source": ..., key: payload}`` (and its ``stakes``), or with ``--bare`` the payload alone.

    Under ``--bare`` an error is ``{"error": ...}``, so that each record is
    still one object, and the stakes go inside the adjudication.
    """
    extra = {} if stakes is None else {"stakes": stakes}
    if shape.bare:
        data = payload | extra if key == "adjudication" else {key: payload}
    else:
        data = {"source": source, key: payload} | extra
    (_json_document if shape.pretty else _json_line)(data, out)


class _Answer(NamedTuple):
    """What one record gives: the text for standard output, for standard error, and whether the record was good.

    Answers joined (:func:`_in_runs`) stand for ``records`` records, ``good`` of them good.
    """

    out: str
    err: str
    good: int
    records: int = 1


def _in_runs(headers: bool, answers: list[_Answer]) -> list[_Answer]:
    """A block's answers joined wherever nothing goes to standard error between them: one text to send back and write, not dozens.

    An answer with words for standard error ends its run, so that the two
    streams interleave as they do when each answer is written alone.
    """
    runs: list[_Answer] = []
    start = 0
    for end, answer in enumerate(answers, start=1):
        if answer.err or end == len(answers):
            held = answers[start:end]
            text = ("\n" if headers else "").join(one.out for one in held)
            runs.append(_Answer(text, answer.err, sum(one.good for one in held), len(held)))
            start = end
    return runs


def adjudicate_entry(entry: Loaded) -> Any:
    """A record read, adjudicated; or the error that stops it, located at its place and returned, not raised.

    The command's answers and :mod:`piquet.dask`'s bags both go through it,
    so a record's fault reads the same in either.
    """
    from lawkit.registry import RulebookError  # a fault of the library: reported as a record's fault is, and the next record read

    entry = entry.read()
    try:
        if entry.error is not None:
            raise entry.error
        return _adjudicate_any(entry.data)
    except (PiquetError, RulebookError) as raised:
        return entry.located(raised) if isinstance(raised, PiquetError) else raised


def _adjudicated(shape: _Shape, entry: Loaded) -> _Answer:
    """One record's answer under ``adjudicate``, written out whole, so that a process of the pool sends back text only."""
    from lawkit.registry import RulebookError

    out = io.StringIO()
    if shape.batch and not shape.json:
        out.write(f"==> {entry.source} <==\n")
    result = adjudicate_entry(entry)
    if isinstance(result, (PiquetError, RulebookError)):
        error = result
        if shape.json:
            _envelope(entry.source, "error", error_json(error), shape, out)
            return _Answer(out.getvalue(), "", False)
        return _Answer(out.getvalue(), f"piquet: {entry.source + ': ' if shape.batch else ''}{error_message(error)}\n", False)
    settled = _stakes_of(result, shape.stakes) if shape.stakes is not None else None
    if shape.json:
        _envelope(entry.source, "adjudication", result.to_json(), shape, out, settled)
    else:
        written = _written(result, shape.markdown, shape.statements, shape.acts)
        out.write(written if shape.markdown else _for_person(written, result, shape.style))
        out.write(_stakes_written(result, settled, shape.markdown) if settled is not None else "")
    return _Answer(out.getvalue(), "", True)


def _write_answers(
    entries: Iterator[Loaded | LineBlock], work: Callable[[Loaded], _Answer], jobs: int, streams: _Streams, headers: bool
) -> tuple[int, int]:
    """Write each record's answer as soon as it is ready, in input order (``--jobs``: from a pool); how many records, how many good."""
    from piquet.faces.batch import answers

    if jobs > 1:
        _warm()
    total = good = 0
    for answer in answers(entries, work, jobs, at_home=_read_badly, joined=functools.partial(_in_runs, headers)):
        streams.out.write("\n" + answer.out if headers and total else answer.out)
        streams.out.flush()  # before the error, so that where both streams go to one place each error follows its record's header
        if answer.err:
            streams.err.write(answer.err)
        total += answer.records
        good += answer.good
    return total, good


def _warm() -> None:
    """Import what working on a record needs before the pool's processes start, so that they share it rather than each import it again."""
    import piquet.faces.chouette_report
    import piquet.faces.report
    import piquet.faces.stakes_report
    import piquet.faces.validation
    import piquet.formats.session_json
    import piquet.referee.adjudication
    import piquet.referee.chouette  # noqa: F401


def _read_badly(entry: Loaded) -> bool:
    """Whether the reader already found the record bad: its answer is made where it was read, its error never sent to a process."""
    return entry.error is not None


def _adjudicate(args: argparse.Namespace, streams: _Streams) -> int:
    from piquet.faces.batch import jobs_wanted

    if args.markdown and (args.bare or args.pretty):
        streams.err.write("piquet: --bare and --pretty shape JSON output; they cannot go with --markdown\n")
        return EXIT_BAD_INPUT
    if args.html and (args.bare or args.pretty):
        streams.err.write("piquet: --bare and --pretty shape JSON output; they cannot go with --html\n")
        return EXIT_BAD_INPUT
    args.json = args.json or args.bare or args.pretty
    jobs = jobs_wanted(args.jobs)
    entries, batch = _load(args, streams, ahead=not args.json, pooled=not args.html and jobs > 1)
    if args.html:
        from piquet.faces.htmlcli import write_page

        loaded = [one for entry in entries for one in (entry.entries() if isinstance(entry, LineBlock) else [entry])]
        return write_page(loaded, batch or len(loaded) > 1, streams.out, streams.err)
    from piquet.faces.terminal import style_for

    shape = _Shape(
        args.json, args.bare, args.pretty, args.markdown, args.statements, args.acts, args.stakes, batch, style_for(streams.out)
    )
    total, good = _write_answers(entries, functools.partial(_adjudicated, shape), jobs, streams, batch and not args.json)
    if batch or total > 1:
        _summary(total, good, "adjudicated", args.json, streams)
    return EXIT_OK if good == total else EXIT_BAD_INPUT


def _check_any(data: Any, validator: Any | None) -> bool:
    """Check a record, or each partie of a chouette session, without replaying; whether the schema was checked."""
    from piquet.game.session import ChouetteError
    from piquet.formats.session_json import is_chouette_session, read_session
    from piquet.faces.validation import check_record

    if not is_chouette_session(data):
        return check_record(data, validator=validator, use_schema=validator is not None).schema_checked
    read_session(data)
    for index, entry in enumerate(data["parties"]):
        try:
            check_record(entry["partie"], validator=validator, use_schema=validator is not None)
        except RecordError as error:
            raise ChouetteError.inside(error, index) from None
    return validator is not None


#: Told to a process of the pool instead of the validator itself: it makes its own, once (:func:`_own_validator`).
_EACH_PROCESS = "made in each process"


@functools.cache
def _own_validator() -> Any | None:
    """The JSON Schema validator of records, made once in a process of the pool."""
    from piquet.faces.validation import record_validator

    return record_validator()


def _checked(json_out: bool, replay: bool, validator: Any | None, entry: Loaded) -> _Answer:
    """One record's answer under ``validate``: ``SOURCE: ok`` or its fault (one JSON object with ``--json``)."""
    from lawkit.registry import RulebookError

    if isinstance(validator, str):  # _EACH_PROCESS, unpickled
        validator = _own_validator()
    entry = entry.read()
    try:
        if entry.error is not None:
            raise entry.error
        schema_checked = _check_any(entry.data, validator)
        if replay:
            _adjudicate_any(entry.data)
    except (PiquetError, RulebookError) as raised:
        error = entry.located(raised) if isinstance(raised, PiquetError) else raised
        if json_out:
            return _Answer(_json_text({"source": entry.source, "valid": False, "error": error_json(error)}), "", False)
        return _Answer(f"{entry.source}: {error_message(error)}\n", "", False)
    if json_out:
        return _Answer(_json_text({"source": entry.source, "valid": True, "schema_checked": schema_checked, "replayed": replay}), "", True)
    return _Answer(f"{entry.source}: ok\n", "", True)


def _validate(args: argparse.Namespace, streams: _Streams) -> int:
    from piquet.faces.batch import jobs_wanted
    from piquet.faces.validation import SCHEMA_MISSING, record_validator

    jobs = jobs_wanted(args.jobs)
    entries, batch = _load(args, streams, pooled=jobs > 1)
    validator = record_validator()
    if validator is None:
        streams.err.write(f"piquet: note: {SCHEMA_MISSING}\n")
    elif jobs > 1:
        validator = _EACH_PROCESS
    total, good = _write_answers(entries, functools.partial(_checked, args.json, args.replay, validator), jobs, streams, False)
    if batch or total > 1:
        _summary(total, good, "valid", args.json, streams)
    return EXIT_OK if good == total else EXIT_BAD_INPUT


def _new(args: argparse.Namespace, streams: _Streams) -> int:
    from piquet.faces.template import irregular_counts, new_record, parse_hand_options

    rng = random.Random(args.seed) if args.seed is not None else random.Random()
    hands = parse_hand_options(args.hands)
    data = new_record(rng, (args.players[0], args.players[1]), args.dealer, hands, args.stock)
    for note in irregular_counts(data):
        streams.err.write(f"piquet: note: {note}\n")
    if args.pqn:
        from piquet.faces.convertcli import convert

        streams.out.write(convert(data, "pqn"))
    else:
        _json_document(data, streams.out)
    return EXIT_OK


def _schema(args: argparse.Namespace, out: TextIO) -> int:
    _json_document(schema(args.name), out)
    return EXIT_OK


#: The commands whose handlers take all three streams; the others take standard output only.
#: ``solve`` and ``advise`` read ``-`` from the streams' standard input, as ``adjudicate`` does.
_WITH_STREAMS = {"adjudicate", "validate", "new", "solve", "advise", "convert", "score"}


def main(
    argv: Sequence[str] | None = None, *, out: TextIO | None = None, err: TextIO | None = None, stdin: TextIO | None = None
) -> int:
    """Run the command; returns the exit status.

    The output is guarded (:func:`lawkit.output_faults.guarded`): standard
    output closed, full, or a reader that stopped reading (a broken pipe) is
    one line on standard error naming the fault and exit status 2, for
    every command.  The output is flushed before this returns, so a fault
    that would surface only as the interpreter flushes at exit surfaces
    here; the console script calls this directly, and :func:`run` too.
    """
    from lawkit.output_faults import guarded

    errors = err or sys.stderr

    def command(written: TextIO) -> int:
        streams = _Streams(written, errors, stdin or sys.stdin)
        parser = build_parser()
        try:
            with contextlib.redirect_stderr(streams.err):  # a usage error goes where the caller's errors go
                args = parser.parse_args(argv)
        except SystemExit as exit_:
            return exit_.code if isinstance(exit_.code, int) else (0 if exit_.code is None else EXIT_BAD_INPUT)
        if args.command is None:  # bare ``piquet``: what it can do, not an error
            parser.print_help(streams.out)
            return EXIT_OK
        as_json = any(getattr(args, flag, False) for flag in ("json", "bare", "pretty"))
        try:
            handler = getattr(args, "handler", None)
            if handler is None:
                parser.error(f"unknown command {args.command}")
            status: int = handler(args, streams) if args.command in _WITH_STREAMS else handler(args, streams.out)
            return status
        except LawkitError as error:  # piquet's errors, and the kernel's (an unknown law asked of ``piquet law``)
            return _report_error(error, as_json, streams)
        except UnicodeDecodeError as error:
            problem = RecordError(f"cannot read: not UTF-8 text ({error.reason} at byte {error.start})")
            return _report_error(problem, as_json, streams)
        except OSError as error:
            problem = RecordError(f"cannot read {getattr(error, 'filename', None) or ''}: {error.strerror or error}")
            return _report_error(problem, as_json, streams)
        except Exception as error:
            # A fault of the library's rulebook (two rules in conflict) from any command: reported, never a traceback.
            # Its class is looked up only now, so that ``piquet --version`` does not import the rulebook.
            from lawkit.registry import RulebookError

            if not isinstance(error, RulebookError):
                raise
            return _report_error(error, as_json, streams)

    return guarded("piquet", command, out, errors)


def run() -> None:
    """Entry point of ``python -m piquet``: :func:`main` has flushed and guarded the output, so the exit is quiet."""
    sys.exit(main())


if __name__ == "__main__":
    run()
