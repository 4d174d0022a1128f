"""piquet: referee and scorer for Piquet under the Portland Club laws of 1882.

Import what you need from here::

    >>> import piquet
    >>> piquet.Card.parse("10s")
    Card.parse('TS')
"""

from piquet.referee.adjudication import Adjudication, DealAdjudication, PartieStanding, adjudicate
from piquet.table.cards import PACK, Card, Rank, Suit, parse_cards
from piquet.table.cardsets import Hand, Stock
from piquet.lawbook.citation import Citation, case, cites, implements, law, registry
from piquet.table.combinations import (
    Comparison,
    HandCombinations,
    Point,
    RankSet,
    Sequence,
    best_point,
    combinations,
    compare,
    is_carte_blanche,
    rank_sets,
    sequences,
)
from piquet.referee.apply import Step, apply, current_player, is_terminal, replay, step
from piquet.referee.deal import Deal, start_deal
from piquet.errors import IllegalAct, NotationError, PiquetError, RecordError
from piquet.referee.acts import (
    Answer,
    Call,
    Category,
    Concede,
    DeclareAll,
    Discard,
    Event,
    EventError,
    Exchange,
    Play,
    PointClaim,
    Reckon,
    Reply,
    SequenceClaim,
    SetClaim,
    Take,
    event_from_json,
)
from piquet.rules.partie import Partie, Settlement, settle
from piquet.faces.record import DealRecord, Record, load_record, read_record
from piquet.lawbook.ruling import Displaced, Finding, Option, Ruling
from piquet.rules.scoring import DealScore, ScoreItem, score_deal
from piquet.referee.state import DealState, Phase, Place

__version__ = "0.1.0"

__all__ = [
    "Adjudication",
    "DealAdjudication",
    "PartieStanding",
    "adjudicate",
    "PACK",
    "Card",
    "Rank",
    "Suit",
    "parse_cards",
    "Hand",
    "Stock",
    "Citation",
    "case",
    "cites",
    "implements",
    "law",
    "registry",
    "Comparison",
    "HandCombinations",
    "Point",
    "RankSet",
    "Sequence",
    "best_point",
    "combinations",
    "compare",
    "is_carte_blanche",
    "rank_sets",
    "sequences",
    "Deal",
    "apply",
    "replay",
    "start_deal",
    "IllegalAct",
    "NotationError",
    "PiquetError",
    "RecordError",
    "Answer",
    "Call",
    "Category",
    "Concede",
    "DeclareAll",
    "Discard",
    "Event",
    "EventError",
    "Exchange",
    "Play",
    "PointClaim",
    "Reckon",
    "Reply",
    "SequenceClaim",
    "SetClaim",
    "Take",
    "event_from_json",
    "Partie",
    "Settlement",
    "settle",
    "DealRecord",
    "Record",
    "load_record",
    "read_record",
    "Displaced",
    "Finding",
    "Option",
    "Ruling",
    "DealScore",
    "ScoreItem",
    "score_deal",
    "DealState",
    "Phase",
    "Place",
    "__version__",
]
