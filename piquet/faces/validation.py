"""Checking a record without adjudicating it: ``piquet validate``.

A record is valid when the reader accepts it
(:func:`~piquet.game.record.read_record`: its shape, players, cards and
verbs), when it matches the published JSON Schema of the record
(:func:`~piquet.formats.schemas.schema`), and when each deal's cards can all
be true as dealt (:func:`~piquet.referee.deal.start_deal`).  No act is
replayed: a record whose play the referee would refuse is still valid here.

The schema step needs the ``jsonschema`` package, which the library does
not otherwise need (``pip install ".[validate]"`` in a checkout of piquet);
where it is missing the step is skipped and :attr:`Checked.schema_checked` says so.
"""

from __future__ import annotations

import importlib
from typing import Any

import attrs

from piquet.errors import Contradiction, RecordError
from piquet.game.record import Record
from piquet.formats.record_json import read_record
from piquet.formats.schemas import schema
from piquet.referee.deal import start_deal

__all__ = ["Checked", "check_record", "record_validator", "schema_error", "SCHEMA_MISSING"]

#: Why the schema step is skipped when ``jsonschema`` is not installed.
SCHEMA_MISSING = "the JSON Schema was not checked: the jsonschema package is not installed (pip install '.[validate]' in a checkout of piquet, or pip install jsonschema)"


@attrs.frozen
class Checked:
    """A record found valid, and whether its schema was checked."""

    record: Record
    schema_checked: bool


def record_validator() -> Any | None:
    """A validator of the record schema (draft 2020-12), or None when ``jsonschema`` is not installed."""
    try:
        jsonschema = importlib.import_module("jsonschema")
    except ImportError:
        return None
    return jsonschema.Draft202012Validator(schema("record"))


def _json_path(path: list[Any]) -> str:
    out = "the record"
    for step in path:
        out = f"{out}[{step}]" if isinstance(step, int) else (step if out == "the record" else f"{out}.{step}")
    return out


def schema_error(data: Any, validator: Any) -> RecordError | None:
    """The most telling way ``data`` fails the schema, as a :class:`RecordError` naming deal and event; None if it matches."""
    jsonschema = importlib.import_module("jsonschema")
    worst = jsonschema.exceptions.best_match(validator.iter_errors(data))
    if worst is None:
        return None
    path = list(worst.absolute_path)
    deal = path[1] if len(path) > 1 and path[0] == "deals" and isinstance(path[1], int) else None
    event = path[3] if deal is not None and len(path) > 3 and path[2] == "events" and isinstance(path[3], int) else None
    message = " ".join(str(worst.message).split())
    if len(message) > 200:
        message = message[:197] + "..."
    return RecordError(f"does not match the record schema at {_json_path(path)}: {message}", deal=deal, event=event)


def _check_deals(record: Record) -> None:
    first, second = record.players
    played = record.start.deals_played if record.start is not None else 0
    for index, deal in enumerate(record.deals):
        elder = second if deal.dealer == first else first
        try:
            start_deal(deal.dealer, elder, deal.hands, deal.stock, number=played + index + 1)
        except Contradiction as error:
            raise RecordError(error.reason, deal=index, card=error.card, laws=error.laws, cases=error.cases) from None


def check_record(data: Any, *, validator: Any | None = None, use_schema: bool = True) -> Checked:
    """Check a record's parsed JSON without replaying it; :class:`RecordError` at the first fault.

    The reader's checks come first, as they name the fault most exactly;
    then the schema (``validator``, or one made here; skipped when
    ``use_schema`` is false or ``jsonschema`` is missing); then each deal as
    dealt.
    """
    record = read_record(data)
    if use_schema and validator is None:
        validator = record_validator()
    checked = use_schema and validator is not None
    if checked:
        error = schema_error(data, validator)
        if error is not None:
            raise error
    _check_deals(record)
    return Checked(record, checked)
