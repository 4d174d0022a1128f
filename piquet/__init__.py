"""piquet: referee and scorer for Piquet under the Portland Club laws of 1882.

Import what you need from here::

    >>> import piquet
    >>> piquet.Card.parse("10s")
    Card.parse('TS')
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any


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



#: Where each public name lives.  ``import piquet`` loads none of them: a name
#: is imported the first time it is used (PEP 562), so a script or the command
#: that needs one corner of the library does not wait for all of it.
_HOME: dict[str, str] = {
    "Adjudication": "piquet.referee.adjudication",
    "DealAdjudication": "piquet.referee.adjudication",
    "PartieStanding": "piquet.referee.adjudication",
    "adjudicate": "piquet.referee.adjudication",
    "ChouetteAdjudication": "piquet.referee.chouette",
    "ChouettePartieResult": "piquet.referee.chouette",
    "adjudicate_chouette": "piquet.referee.chouette",
    "ChouetteError": "piquet.faces.chouette_record",
    "ChouettePartie": "piquet.faces.chouette_record",
    "ChouetteSession": "piquet.faces.chouette_record",
    "read_session": "piquet.faces.chouette_record",
    "parse_record_text": "piquet.faces.notation",
    "format_record_text": "piquet.faces.notation",
    "PACK": "piquet.table.cards",
    "Card": "piquet.table.cards",
    "Rank": "piquet.table.cards",
    "Suit": "piquet.table.cards",
    "parse_cards": "piquet.table.cards",
    "Hand": "piquet.table.cardsets",
    "Stock": "piquet.table.cardsets",
    "Citation": "piquet.lawbook.citation",
    "case": "piquet.lawbook.citation",
    "cites": "piquet.lawbook.citation",
    "implements": "piquet.lawbook.citation",
    "law": "piquet.lawbook.citation",
    "registry": "piquet.lawbook.citation",
    "Comparison": "piquet.table.combinations",
    "HandCombinations": "piquet.table.combinations",
    "Point": "piquet.table.combinations",
    "RankSet": "piquet.table.combinations",
    "Sequence": "piquet.table.combinations",
    "best_point": "piquet.table.combinations",
    "combinations": "piquet.table.combinations",
    "compare": "piquet.table.combinations",
    "is_carte_blanche": "piquet.table.combinations",
    "rank_sets": "piquet.table.combinations",
    "sequences": "piquet.table.combinations",
    "Step": "piquet.referee.apply",
    "apply": "piquet.referee.apply",
    "current_player": "piquet.referee.apply",
    "is_terminal": "piquet.referee.apply",
    "replay": "piquet.referee.apply",
    "step": "piquet.referee.apply",
    "Deal": "piquet.referee.deal",
    "start_deal": "piquet.referee.deal",
    "Contradiction": "piquet.errors",
    "IllegalAct": "piquet.errors",
    "NotationError": "piquet.errors",
    "PiquetError": "piquet.errors",
    "RecordError": "piquet.errors",
    "AnnounceCarteBlanche": "piquet.referee.acts",
    "ShowCarteBlanche": "piquet.referee.acts",
    "LookAtLeft": "piquet.referee.acts",
    "Expose": "piquet.referee.acts",
    "FacedCard": "piquet.referee.acts",
    "AnnounceHand": "piquet.referee.acts",
    "Leave": "piquet.referee.acts",
    "CountStock": "piquet.referee.acts",
    "LookAtDiscard": "piquet.referee.acts",
    "Retake": "piquet.referee.acts",
    "Mix": "piquet.referee.acts",
    "Correct": "piquet.referee.acts",
    "Ask": "piquet.referee.acts",
    "AnswerQuestion": "piquet.referee.acts",
    "Elect": "piquet.referee.acts",
    "Propose": "piquet.referee.acts",
    "Accept": "piquet.referee.acts",
    "PenaltyClaim": "piquet.referee.acts",
    "Remark": "piquet.referee.acts",
    "WriteScore": "piquet.referee.acts",
    "LiftHand": "piquet.referee.acts",
    "Gather": "piquet.referee.acts",
    "Rectify": "piquet.referee.acts",
    "LookAtTricks": "piquet.referee.acts",
    "FreshCards": "piquet.referee.acts",
    "DamagedCard": "piquet.referee.acts",
    "SurplusCard": "piquet.referee.acts",
    "DealCut": "piquet.referee.cut_for_deal",
    "Choose": "piquet.referee.cut_for_deal",
    "PackFoundIncorrect": "piquet.referee.cut_for_deal",
    "CutForDeal": "piquet.referee.cut_for_deal",
    "judge_cut_for_deal": "piquet.referee.opening",
    "Shuffle": "piquet.referee.acts",
    "Cut": "piquet.referee.acts",
    "Answer": "piquet.referee.acts",
    "Call": "piquet.referee.acts",
    "Category": "piquet.referee.acts",
    "Concede": "piquet.referee.acts",
    "DeclareAll": "piquet.referee.acts",
    "Discard": "piquet.referee.acts",
    "Event": "piquet.referee.acts",
    "EventError": "piquet.referee.acts",
    "Exchange": "piquet.referee.acts",
    "Play": "piquet.referee.acts",
    "PointClaim": "piquet.referee.acts",
    "Reckon": "piquet.referee.acts",
    "Reply": "piquet.referee.acts",
    "SequenceClaim": "piquet.referee.acts",
    "SetClaim": "piquet.referee.acts",
    "Take": "piquet.referee.acts",
    "event_from_json": "piquet.referee.acts",
    "Partie": "piquet.rules.partie",
    "Settlement": "piquet.rules.partie",
    "settle": "piquet.rules.partie",
    "DealRecord": "piquet.faces.record",
    "Record": "piquet.faces.record",
    "load_record": "piquet.faces.record",
    "read_record": "piquet.faces.record",
    "Displaced": "piquet.lawbook.ruling",
    "Finding": "piquet.lawbook.ruling",
    "Option": "piquet.lawbook.ruling",
    "Ruling": "piquet.lawbook.ruling",
    "DealScore": "piquet.rules.scoring",
    "ScoreItem": "piquet.rules.scoring",
    "score_deal": "piquet.rules.scoring",
    "DealState": "piquet.referee.state",
    "Phase": "piquet.referee.state",
    "Place": "piquet.referee.state",
    "Solution": "piquet.search.solver",
    "solve": "piquet.search.solver",
    "sure_of": "piquet.search.solver",
}


def __getattr__(name: str) -> Any:
    if name == "__version__":
        # Read from the installed distribution's metadata on first use, which keeps ``import piquet`` quick.
        globals()[name] = found = _installed_version()
        return found
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_HOME))


if TYPE_CHECKING:
    from piquet.faces.notation import format_record_text, parse_record_text
    #: The version of the package, read from the installed distribution's metadata.
    __version__: str
    from piquet.referee.adjudication import Adjudication, DealAdjudication, PartieStanding, adjudicate
    from piquet.referee.chouette import ChouetteAdjudication, ChouettePartieResult, adjudicate_chouette
    from piquet.faces.chouette_record import ChouetteError, ChouettePartie, ChouetteSession, read_session
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
    from piquet.referee.cut_for_deal import Choose, CutForDeal, DealCut, PackFoundIncorrect
    from piquet.referee.opening import judge_cut_for_deal
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
        Gather,
        Rectify,
        LookAtTricks,
        FreshCards,
        DamagedCard,
        SurplusCard,
        Shuffle,
        Cut,
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
    from piquet.search.solver import Solution, solve, sure_of

__all__ = [
    "Adjudication",
    "DealAdjudication",
    "PartieStanding",
    "adjudicate",
    "ChouetteAdjudication",
    "ChouettePartieResult",
    "adjudicate_chouette",
    "ChouetteError",
    "ChouettePartie",
    "ChouetteSession",
    "read_session",
    "parse_record_text",
    "format_record_text",
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
    "Gather",
    "Rectify",
    "LookAtTricks",
    "FreshCards",
    "DamagedCard",
    "SurplusCard",
    "DealCut",
    "Choose",
    "PackFoundIncorrect",
    "CutForDeal",
    "judge_cut_for_deal",
    "Shuffle",
    "Cut",
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
    "Solution",
    "solve",
    "sure_of",
    "__version__",
]
