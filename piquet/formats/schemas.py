"""The published JSON Schemas of the record, of the adjudication and of the command's JSON output.

Other programs validate what they send and what they receive against these
files without importing the library's reader; they ship in the package as
``piquet/formats/schema/record.schema.json``,
``piquet/formats/schema/adjudication.schema.json``, for a chouette
session ``piquet/formats/schema/chouette.schema.json``, and for each object
``piquet adjudicate --json`` prints (the envelope: its ``source`` and its
``adjudication`` or ``error``) ``piquet/formats/schema/output.schema.json``
(JSON Schema draft 2020-12; a session's parties are records, and the
output's adjudications adjudications, embedded by their ``$id``).
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

__all__ = ["schema", "SCHEMAS"]

#: The schemas by name.
SCHEMAS = ("record", "adjudication", "chouette", "output")


def schema(name: str) -> dict[str, Any]:
    """The JSON Schema ``name`` (``"record"``, ``"adjudication"``, ``"chouette"``, a session, or ``"output"``, an object of ``adjudicate --json``) as parsed JSON."""
    if name not in SCHEMAS:
        raise ValueError(f"no schema {name!r}; one of {', '.join(SCHEMAS)}")
    text = resources.files("piquet.formats").joinpath("schema", f"{name}.schema.json").read_text(encoding="utf-8")
    found: dict[str, Any] = json.loads(text)
    return found
