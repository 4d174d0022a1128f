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
from piquet.errors import Contradiction, IllegalAct, NotationError, PiquetError, RecordError
from piquet.referee.acts import (
    AnnounceCarteBlanche,
    ShowCarteBlanche,
    LookAtLeft,
    Expose,
    FacedCard,
    AnnounceHand,
    Leave,
    CountStock,
    LookAtDiscard,
    Retake,
    Mix,
    Correct,
    Ask,
    AnswerQuestion,
    Elect,
    Propose,
    Accept,
    PenaltyClaim,
    Remark,
    WriteScore,
    LiftHand,
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


def _installed_version() -> str:
    """The version of the installed distribution, as pyproject.toml declares it; the one place it is read.

    A checkout imported without being installed (the docs build allows it)
    has no metadata; its pyproject.toml says the version instead.
    """
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("piquet")
    except PackageNotFoundError:
        import tomllib
        from pathlib import Path

        try:
            with open(Path(__file__).resolve().parent.parent / "pyproject.toml", "rb") as handle:
                return str(tomllib.load(handle)["project"]["version"])
        except (OSError, KeyError, tomllib.TOMLDecodeError):
            return "0+unknown"


#: The version of the package, read from the installed distribution's metadata.
__version__ = _installed_version()

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
    "AnnounceCarteBlanche",
    "ShowCarteBlanche",
    "LookAtLeft",
    "Expose",
    "FacedCard",
    "AnnounceHand",
    "Leave",
    "CountStock",
    "LookAtDiscard",
    "Retake",
    "Mix",
    "Correct",
    "Ask",
    "AnswerQuestion",
    "Elect",
    "Propose",
    "Accept",
    "PenaltyClaim",
    "Remark",
    "WriteScore",
    "LiftHand",
    "Contradiction",
    "step",
    "Step",
    "current_player",
    "is_terminal",
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
