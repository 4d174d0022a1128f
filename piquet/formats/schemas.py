"""The published JSON Schemas of the record and of the adjudication.

Other programs validate what they send and what they receive against these
files without importing the library's reader; they ship in the package as
``piquet/formats/schema/record.schema.json``,
``piquet/formats/schema/adjudication.schema.json`` and, for a chouette
session, ``piquet/formats/schema/chouette.schema.json`` (JSON Schema draft
2020-12; a session's parties are records, embedded in it by their ``$id``).
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

__all__ = ["schema", "SCHEMAS"]

#: The schemas by name.
SCHEMAS = ("record", "adjudication", "chouette")


def schema(name: str) -> dict[str, Any]:
    """The JSON Schema ``name`` (``"record"``, ``"adjudication"`` or ``"chouette"``, a session) as parsed JSON."""
    if name not in SCHEMAS:
        raise ValueError(f"no schema {name!r}; one of {', '.join(SCHEMAS)}")
    text = resources.files("piquet.formats").joinpath("schema", f"{name}.schema.json").read_text(encoding="utf-8")
    found: dict[str, Any] = json.loads(text)
    return found
