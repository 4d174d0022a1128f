"""Write the JSON Schemas of the record, the adjudication and the command's JSON output (run from the repository root).

The schemas are data shipped in the package (``piquet/formats/schema/``);
this script is how they are made, so that the verb list comes from the
reader itself.  ``tests/test_schema.py`` fails if the files differ from
what this script writes.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from piquet.game.acts import CLAIMS, SURPLUS_PLACES, Answer
from piquet.formats.acts_json import LOOKS, VERBS
from piquet.game.cut import CHOICES
from piquet.game.record import MAX_DEALS
from lawkit.ruling import Outcome
from piquet.referee.adjudication import ADJUDICATION_FORMAT
from piquet.referee.chouette import CHOUETTE_ADJUDICATION_FORMAT

OUT = Path("piquet/formats/schema")
DRAFT = "https://json-schema.org/draft/2020-12/schema"

CARDS: dict[str, Any] = {
    "oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}],
    "description": "cards: one string separated by spaces or commas, or a list of card strings",
}
RANK = {"type": "string", "description": "a rank: A K Q J T (or 10) 9 8 7"}
SUIT = {"type": "string", "description": "a suit: S H D C or a symbol"}
CLAIM: dict[str, Any] = {
    "description": "a call or reckoning: a point, a sequence or a set",
    "oneOf": [
        {
            "type": "object",
            "properties": {"point": {"type": "integer", "minimum": 1, "maximum": 8}, "value": {"type": ["integer", "null"], "minimum": 0, "maximum": 100}, "suit": {"oneOf": [SUIT, {"type": "null"}]}},
            "required": ["point"],
            "additionalProperties": False,
        },
        {
            "type": "object",
            "properties": {"sequence": {"type": "integer", "minimum": 3, "maximum": 8}, "to": {"oneOf": [RANK, {"type": "null"}]}, "suit": {"oneOf": [SUIT, {"type": "null"}]}},
            "required": ["sequence"],
            "additionalProperties": False,
        },
        {
            "type": "object",
            "properties": {"set": {"oneOf": [RANK, {"type": "null"}]}, "count": {"type": "integer", "minimum": 3, "maximum": 4}},
            "required": ["set"],
            "additionalProperties": False,
        },
    ],
}
ANSWERS = [a.value for a in Answer]
TEXT = {"type": "string", "minLength": 1}

#: The value each verb takes, and the keys it may carry besides ``player``.
VALUES: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {
    "discard": (CARDS, {}),
    "exchange": (CARDS, {}),
    "take": ({"type": "integer", "minimum": 0, "maximum": 32}, {}),
    "announce": ({"type": "string", "pattern": "^(carte blanche|(1[0-4]|ten|eleven|twelve|thirteen|fourteen) cards)$"}, {}),
    "show": ({"anyOf": [{"const": "carte blanche"}, CARDS]}, {}),
    "call": (CLAIM, {}),
    "reckon": (CLAIM, {}),
    "reply": ({"enum": ANSWERS}, {}),
    "look": ({"enum": list(LOOKS)}, {}),
    "play": (CARDS, {}),
    "concede": ({"const": True}, {}),
    "expose": (CARDS, {"while": {"enum": ["dealing", "taking in"]}}),
    "faced": ({"type": "string"}, {}),
    "damaged": ({"type": "string"}, {}),
    "surplus": (
        {
            "type": "object",
            "properties": {"holder": {"type": "string"}, "card": {"type": "string"}, "in": {"enum": list(SURPLUS_PLACES)}},
            "required": ["holder", "card", "in"],
            "additionalProperties": False,
        },
        {},
    ),
    "fresh": ({"const": "packs"}, {}),
    "leave": ({"type": "integer", "minimum": 0, "maximum": 8}, {}),
    "demand": (SUIT, {}),
    "count": ({"const": "stock"}, {}),
    "retake": (CARDS, {}),
    "mix": (CARDS, {"with": {"enum": ["hand", "discard"]}}),
    "correct": ({"oneOf": [CLAIM, {"enum": ANSWERS}]}, {}),
    "ask": ({"oneOf": [TEXT, {"type": "object", "minProperties": 1, "maxProperties": 1, "additionalProperties": TEXT}]}, {}),
    "answer": ({"oneOf": [TEXT, {"type": "integer"}]}, {}),
    "elect": (TEXT, {"option": TEXT}),
    "propose": ({"const": "fresh deal"}, {}),
    "accept": ({"enum": ["fresh deal", "rectify"]}, {}),
    "rectify": ({"type": "object", "minProperties": 1, "maxProperties": 32, "additionalProperties": {"type": "string", "minLength": 1}}, {}),
    "claim": (
        {"enum": list(CLAIMS)},
        {
            "deal": {
                "type": "integer",
                "minimum": 0,
                "maximum": MAX_DEALS - 1,
                "description": "a claim of the score only: the deal whose written score it disputes, by its index in deals (from 0); "
                "absent, the last deal scored",
            }
        },
    ),
    "write": (
        {"type": "object", "minProperties": 1, "additionalProperties": {"type": "integer", "minimum": 0, "maximum": 10000}},
        {
            "doubled": {
                "type": "boolean",
                "description": "in a deal that counts double (four-deal partie): true, the default, if the figures written are the "
                "doubled ones; false if they are the hand's own",
            }
        },
    ),
    "lift": ({"const": "hand"}, {}),
    "will": ({"enum": ["look", "not look"]}, {}),
    "gather": ({"const": "pack"}, {}),
    "shuffle": ({"enum": ["pack", "faces shown"]}, {}),
    "cut": ({"type": "integer", "minimum": 0, "maximum": 32}, {"exposed": {"type": "string"}}),
    "declare": ({"const": "all"}, {}),
    "remark": (TEXT, {"by": TEXT}),
}
#: Verbs that may be given without a player.
NO_PLAYER = {"declare", "remark"}


#: Modifiers that only some values of a verb may carry: the claim of the score alone names a deal.
ONLY_WITH = {"claim": ("deal", {"const": "score"})}


def _event(verb: str) -> dict[str, Any]:
    value, modifiers = VALUES[verb]
    required = [verb] if verb in NO_PLAYER else ["player", verb]
    event: dict[str, Any] = {
        "title": verb,
        "type": "object",
        "properties": {"player": {"type": "string"}, verb: value, **modifiers},
        "required": required,
        "additionalProperties": False,
    }
    if verb in ONLY_WITH:
        modifier, allowed = ONLY_WITH[verb]
        event["if"] = {"required": [modifier]}
        event["then"] = {"properties": {verb: allowed}}
    return event


def record_schema() -> dict[str, Any]:
    assert set(VALUES) == set(VERBS), set(VALUES) ^ set(VERBS)
    return {
        "$schema": DRAFT,
        "$id": "https://piquet.invalid/schema/record.schema.json",
        "title": "piquet record",
        "description": "A game of piquet as played: the rules in force, the players, each deal as dealt and every act at the table.",
        "type": "object",
        "properties": {
            "format": {"const": "piquet-record/1"},
            "variant": {"enum": ["rubicon", "au-cent"]},
            "options": {
                "type": "object",
                "properties": {
                    "deals": {"enum": [4, 6]},
                    "deal_by": {"enum": [2, 3]},
                    "point_four_less": {"type": "boolean"},
                    "low_cards_do_not_count": {"type": "boolean"},
                },
                "additionalProperties": False,
            },
            "players": {"type": "array", "items": {"type": "string", "minLength": 1}, "minItems": 2, "maxItems": 2},
            "start": {
                "type": "object",
                "properties": {
                    "scores": {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}},
                    "deals_played": {"type": "integer", "minimum": 0},
                    # Our extension: who deals next (Law 16), so that a first deal dealt by the other is out of turn.
                    "next_dealer": {"type": "string"},
                    # Au cent only: the games already won, in order (the scores are then the game's in progress).
                    "games": {
                        "type": "array",
                        "items": {
                            "type": "object",
                            "properties": {"winner": {"type": "string"}, "double": {"type": "boolean"}},
                            "required": ["winner"],
                            "additionalProperties": False,
                        },
                    },
                },
                "required": ["scores", "deals_played"],
                "additionalProperties": False,
            },
            "cut_for_deal": {"type": "array", "items": {"$ref": "#/$defs/cut_act"}},
            "deals": {"type": "array", "items": {"$ref": "#/$defs/deal"}},
        },
        "required": ["players"],
        "patternProperties": {"^x-": {}},
        "additionalProperties": False,
        "$defs": {
            "cards": CARDS,
            "claim": CLAIM,
            "deal": {
                "type": "object",
                "properties": {
                    "dealer": {"type": "string"},
                    "deal_by": {"enum": [2, 3]},
                    "hands": {"type": "object", "additionalProperties": CARDS, "minProperties": 2, "maxProperties": 2},
                    "stock": CARDS,
                    "events": {"type": "array", "items": {"$ref": "#/$defs/event"}},
                },
                "required": ["dealer", "hands", "stock"],
                "additionalProperties": False,
            },
            "event": {"oneOf": [_event(verb) for verb in VALUES]},
            "cut_act": {"oneOf": CUT_ACTS},
        },
    }


#: The acts of the cut for deal that opens a partie (Laws 4-6).
CUT_ACTS: list[dict[str, Any]] = [
    {
        "type": "object",
        "properties": {"player": {"type": "string"}, "cut": {"type": "string"}, "exposed": CARDS},
        "required": ["player", "cut"],
        "additionalProperties": False,
    },
    {
        "type": "object",
        "properties": {"player": {"type": "string"}, "choose": {"enum": list(CHOICES)}},
        "required": ["player", "choose"],
        "additionalProperties": False,
    },
    {
        "type": "object",
        "properties": {"player": {"type": "string"}, "claim": {"const": "incorrect pack"}},
        "required": ["player", "claim"],
        "additionalProperties": False,
    },
]


CITATION = {
    "type": "object",
    "properties": {"kind": {"type": "string"}, "id": {"type": ["integer", "string"]}},
    "required": ["kind", "id"],
    "additionalProperties": False,
}
RULING = {
    "type": "object",
    "properties": {
        "event": {
            "type": ["integer", "null"],
            "minimum": 0,
            "description": "the act ruled on: its index from 0 in the deal's events (or the cut for deal's acts), "
            "as the record format's contract has it; event_number gives it from 1; null for the deal as a whole",
        },
        "event_number": {
            "type": ["integer", "null"],
            "minimum": 1,
            "description": "the same act counted from 1, as the text report and the error messages name it (event + 1); "
            "null when event is null",
        },
        "act": {"type": "string"},
        "decision": {"type": "string"},
        "laws": {"type": "array", "items": {"type": "integer"}},
        "cases": {"type": "array", "items": {"type": "string"}},
        "penalty": {"type": ["string", "null"]},
        "options": {"type": "array", "items": {"type": "string"}},
        "findings": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "text": {"type": "string"},
                    "events": {
                        "type": "array",
                        "items": {"type": "integer"},
                        "description": "the acts that show the fact: indexes from 0, as the ruling's event",
                    },
                },
                "required": ["text", "events"],
                "additionalProperties": False,
            },
        },
        "outcome": {
            "enum": [o.value for o in Outcome],
            "description": "what the ruling does, as data: a penalty, an option offered, no effect, too late, corrected in time, "
            "a void, a note on a regular act, or how an act stands (ruled)",
        },
        "offender": {"type": ["string", "null"], "description": "the offender's label"},
        "offender_seat": {
            "type": ["integer", "null"],
            "minimum": 0,
            "description": "the offender's seat: 0 the elder hand, 1 the younger in a deal; the index in players for a cut for deal",
        },
        "injured": {"type": ["string", "null"], "description": "the injured party's label"},
        "injured_seat": {"type": ["integer", "null"], "minimum": 0, "description": "the injured party's seat, as offender_seat"},
        "subject": {
            "type": ["object", "null"],
            "description": "what a ruling on a claim concerns where that is not the act it answers: a deal (by number) and an item",
            "properties": {"deal": {"type": ["integer", "null"], "minimum": 0}, "item": {"type": ["string", "null"]}},
            "additionalProperties": False,
        },
        "citations": {"type": "array", "items": {"$ref": "#/$defs/citation"}},
        "option_details": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "name": {"type": "string", "description": "the option's stable name: what an elect act gives"},
                    "text": {"type": "string", "description": "its words; options[i] is the name, a colon and the words"},
                    "elector": {"type": ["string", "null"]},
                    "elector_seat": {"type": ["integer", "null"], "minimum": 0},
                    "citations": {"type": "array", "items": {"$ref": "#/$defs/citation"}},
                },
                "required": ["name", "text", "elector", "elector_seat", "citations"],
                "additionalProperties": False,
            },
        },
        "displaced": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {"citation": {"$ref": "#/$defs/citation"}, "reason": {"type": "string"}},
                "required": ["citation", "reason"],
                "additionalProperties": False,
            },
        },
        "rule": {"type": ["string", "null"]},
        "note": {"type": "boolean"},
        "void": {"type": "boolean"},
    },
    "required": ["event", "decision", "laws", "cases", "penalty", "options"],
    "patternProperties": {"^x-": {}},
    "additionalProperties": False,
}


def adjudication_schema() -> dict[str, Any]:
    scores = {"type": "object", "additionalProperties": {"type": "integer"}}
    return {
        "$schema": DRAFT,
        "$id": "https://piquet.invalid/schema/adjudication.schema.json",
        "title": "piquet adjudication",
        "description": "What the library answers to a record: each deal's score item by item and its rulings, and the partie.",
        "type": "object",
        "properties": {
            "format": {"const": ADJUDICATION_FORMAT},
            "variant": {"enum": ["rubicon", "au-cent"]},
            "players": {"type": "array", "items": {"type": "string"}, "minItems": 2, "maxItems": 2},
            "cut_for_deal": {
                "type": "object",
                "properties": {
                    "cards": {"type": "object", "additionalProperties": {"type": ["string", "null"]}},
                    "winner": {"type": ["string", "null"]},
                    "dealer": {"type": ["string", "null"]},
                    "rulings": {"type": "array", "items": {"$ref": "#/$defs/ruling"}},
                },
                "required": ["cards", "winner", "dealer", "rulings"],
                "additionalProperties": False,
            },
            "deals": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {
                        "number": {
                            "type": "integer",
                            "minimum": 1,
                            "description": "the deal's number in the partie, from 1 (a partie taken up counts the "
                            "deals played before the record)",
                        },
                        "dealer": {"type": "string"},
                        "elder": {"type": "string"},
                        "scores": scores,
                        "items": {
                            "type": "array",
                            "items": {
                                "type": "object",
                                "properties": {
                                    "player": {"type": "string"},
                                    "item": {"type": "string"},
                                    "points": {"type": "integer"},
                                    "laws": {"type": "array", "items": {"type": "integer"}},
                                    "cases": {"type": "array", "items": {"type": "string"}},
                                    "detail": {"type": "string"},
                                    "au_cent": {"type": "array", "items": {"type": "string"}},
                                },
                                "required": ["player", "item", "points", "laws"],
                                "additionalProperties": False,
                            },
                        },
                        "rulings": {"type": "array", "items": {"$ref": "#/$defs/ruling"}},
                        "complete": {"type": "boolean"},
                        "multiplier": {"type": "integer", "minimum": 1},
                        "void": {
                            "type": "object",
                            "properties": {"reason": {"type": "string"}, "next_dealer": {"type": "string"}},
                            "required": ["reason", "next_dealer"],
                            "additionalProperties": False,
                        },
                    },
                    "required": ["number", "dealer", "elder", "scores", "items", "rulings", "complete"],
                    "additionalProperties": False,
                },
            },
            "partie": {
                "type": "object",
                "properties": {
                    "totals": scores,
                    "complete": {"type": "boolean"},
                    "winner": {"type": ["string", "null"]},
                    "points_won": {"type": ["integer", "null"]},
                    "rubicon": {"type": ["boolean", "null"]},
                    "deals_played": {"type": "integer", "minimum": 0},
                    "deals_due": {"type": "integer", "minimum": 0},
                    "games": {
                        "type": "array",
                        "description": "Piquet au Cent: each game won, single or double",
                        "items": {
                            "type": "object",
                            "properties": {
                                "number": {"type": "integer", "minimum": 1},
                                "winner": {"type": "string"},
                                "double": {"type": "boolean"},
                                "counts": {"enum": [1, 2]},
                                "scores": scores,
                                "deals": {"type": "array", "items": {"type": "integer"}, "minItems": 2, "maxItems": 2},
                                "forfeited": {"type": "string", "description": "the au cent clause by which the loser lost the game"},
                                "reached_by": {
                                    "type": "string",
                                    "description": "the score of the last deal (point, play, cards...) by which the winner reached a hundred",
                                },
                                "after_the_hundred": {
                                    **scores,
                                    "description": "what the last deal scored after the hundred was reached, counting toward no game",
                                },
                            },
                            "required": ["number", "winner", "double", "counts", "scores", "deals"],
                            "additionalProperties": False,
                        },
                    },
                    "games_won": {**scores, "description": "Piquet au Cent: games won by each player, a double counting two"},
                },
                "required": ["totals", "complete", "winner", "points_won", "rubicon"],
                "additionalProperties": False,
            },
        },
        "required": ["deals", "partie"],
        "patternProperties": {"^x-": {}},
        "additionalProperties": False,
        "$defs": {"citation": CITATION, "ruling": RULING},
    }


def chouette_schema() -> dict[str, Any]:
    """A chouette session: three players, the cut, and each partie as an ordinary record (embedded, by its $id)."""
    record = {key: value for key, value in record_schema().items() if key != "$schema"}
    one_round = {"type": "object", "minProperties": 1, "maxProperties": 3, "additionalProperties": {"type": "string"}}
    return {
        "$schema": DRAFT,
        "$id": "https://piquet.invalid/schema/chouette.schema.json",
        "title": "piquet chouette session",
        "description": "An evening of chouette (piquet for three): the players, the cut for the first partie, and the parties "
        "in the order played, each the single player's record against the one who played the cards.",
        "type": "object",
        "properties": {
            "format": {"const": "piquet-chouette/1"},
            "players": {"type": "array", "items": {"type": "string", "minLength": 1}, "minItems": 3, "maxItems": 3, "uniqueItems": True},
            "cut": {
                "description": "one card a player, or rounds of such cuts: the first of all three, then re-cuts of those tied",
                "oneOf": [one_round, {"type": "array", "items": one_round, "minItems": 1, "maxItems": 20}],
            },
            "parties": {
                "type": "array",
                "maxItems": 50,
                "items": {
                    "type": "object",
                    "properties": {"single": {"type": "string"}, "partie": {"$ref": record["$id"]}},
                    "required": ["single", "partie"],
                    "patternProperties": {"^x-": {}},
                    "additionalProperties": False,
                },
            },
        },
        "required": ["format", "players", "parties"],
        "patternProperties": {"^x-": {}},
        "additionalProperties": False,
        "$defs": {"record": record},
    }


def _place(what: str, lists: str) -> dict[str, Any]:
    """The two fields that say where a fault is: an index from 0 and a number from 1."""
    return {
        f"{what}_index": {"type": ["integer", "null"], "minimum": 0, "description": f"the {what}'s index in {lists}, from 0"},
        f"{what}_number": {
            "type": ["integer", "null"],
            "minimum": 1,
            "description": f"the same {what} counted from 1, as the message names it ({what}_index + 1)",
        },
    }


ERROR = {
    "type": "object",
    "description": "a record that could not be read or replayed; null where a field does not apply",
    "properties": {
        **_place("partie", "the chouette session's parties"),
        "line": {"type": "integer", "minimum": 1, "description": "the line of the notation's text, from 1"},
        **_place("deal", "the record's deals (its place in the record, whatever a start counts before it)"),
        **_place("event", "the deal's events"),
        "card": {"type": ["string", "null"]},
        "laws": {"type": "array", "items": {"type": "integer"}},
        "cases": {"type": "array", "items": {"type": "string"}},
        "message": {"type": "string"},
    },
    "required": ["deal_index", "deal_number", "event_index", "event_number", "card", "laws", "cases", "message"],
    "additionalProperties": False,
}


def output_schema() -> dict[str, Any]:
    """One object of ``piquet adjudicate --json``: the source, and its adjudication or its error."""
    adjudication = {key: value for key, value in adjudication_schema().items() if key != "$schema"}
    chouette = {
        "type": "object",
        "description": "a chouette session's adjudication: each partie's own adjudication under parties[i].adjudication",
        "properties": {"format": {"const": CHOUETTE_ADJUDICATION_FORMAT}},
        "required": ["format"],
    }
    source = {
        "type": "string",
        "description": "where the record was read: a path, <stdin>, or either with :LINE for a record that is one line of it",
    }
    return {
        "$schema": DRAFT,
        "$id": "https://piquet.invalid/schema/output.schema.json",
        "title": "piquet adjudicate --json",
        "description": "One object a record, whether one record is read or many (JSON Lines): its source and its "
        "adjudication, or its source and the error that stopped it.",
        "oneOf": [
            {
                "type": "object",
                "properties": {
                    "source": source,
                    "adjudication": {"oneOf": [{"$ref": adjudication["$id"]}, chouette]},
                    "stakes": {"type": "object", "description": "with --stakes: the partie, or the session's balances, settled in money"},
                },
                "required": ["source", "adjudication"],
                "additionalProperties": False,
            },
            {
                "type": "object",
                "properties": {"source": source, "error": {"$ref": "#/$defs/error"}},
                "required": ["source", "error"],
                "additionalProperties": False,
            },
        ],
        "$defs": {"error": ERROR, "adjudication": adjudication},
    }


def written() -> dict[str, str]:
    """Each schema file's name and text."""
    return {
        "record.schema.json": json.dumps(record_schema(), indent=2) + "\n",
        "adjudication.schema.json": json.dumps(adjudication_schema(), indent=2) + "\n",
        "chouette.schema.json": json.dumps(chouette_schema(), indent=2) + "\n",
        "output.schema.json": json.dumps(output_schema(), indent=2) + "\n",
    }


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, text in written().items():
        (OUT / name).write_text(text)


if __name__ == "__main__":
    main()
