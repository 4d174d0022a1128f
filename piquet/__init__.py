"""piquet: referee and scorer for Piquet under the Portland Club laws of 1882.

Import what you need from here::

    >>> import piquet
    >>> piquet.Card.parse("10s")
    Card.parse('TS')
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any


#: The public API, one table: each module with the names it gives the package.
#: ``__all__`` and the lazy loading below both derive from it, and the
#: ``TYPE_CHECKING`` imports that give type checkers the same names are
#: checked against it by ``tests/test_rulebook.py``.  ``import piquet`` loads
#: none of them: a name is imported the first time it is used (PEP 562), so a
#: script or the command that needs one corner of the library does not wait
#: for all of it.  The package's own entry lists its public submodules, such
#: as :mod:`piquet.svg`: ``piquet.svg`` then works after ``import piquet`` alone.
_API: dict[str, tuple[str, ...]] = {
    "piquet.referee.adjudication": ("Adjudication", "DealAdjudication", "adjudicate", "state_after",),
    "piquet.game.games": ("PartieStanding",),
    "piquet.referee.chouette": ("ChouetteAdjudication", "ChouettePartieResult", "adjudicate_chouette",),
    "piquet.game.session": ("ChouetteError", "ChouettePartie", "ChouetteSession", "NotASession",),
    "piquet.formats.session_json": ("read_session",),
    "piquet.formats.notation": ("parse_record_text", "format_record_text",),
    "piquet.table.cards": ("PACK", "Card", "Rank", "Suit", "parse_cards",),
    "piquet.table.cardsets": ("Hand", "Stock",),
    "lawkit.citation": ("Citation", "implements", "registry",),
    "piquet.lawbook.citation": ("case", "cites", "law",),
    "piquet.table.combinations": ("Comparison", "HandCombinations", "Point", "RankSet", "Sequence", "best_point", "combinations", "compare", "is_carte_blanche", "rank_sets", "sequences",),
    "piquet.referee.apply": ("Step", "apply", "current_player", "is_terminal", "replay", "step",),
    "piquet.referee.deal": ("Deal", "start_deal",),
    "piquet.errors": ("ActError", "Contradiction", "KeepError", "NotARecord", "NotationError", "PiquetError", "PlayError", "RecordError", "UnknownLaw",),
    "piquet.acts": ("AnnounceCarteBlanche", "ShowCarteBlanche", "LookAtLeft", "Expose", "FacedCard", "AnnounceHand", "Leave", "DemandSuit", "CountStock", "LookAtDiscard", "Retake", "Mix", "Correct", "Ask", "AnswerQuestion", "Elect", "Propose", "Accept", "PenaltyClaim", "Remark", "WriteScore", "LiftHand", "Gather", "Rectify", "LookAtTricks", "LookAtAdversarysDiscard", "WillLook", "FreshCards", "DamagedCard", "SurplusCard", "DealCut", "Choose", "PackFoundIncorrect", "Shuffle", "Cut", "Answer", "Call", "Category", "Concede", "DeclareAll", "Discard", "Event", "Exchange", "Play", "PointClaim", "Reckon", "Reply", "SequenceClaim", "SetClaim", "Take",),
    "piquet.game.cut": ("CutForDeal",),
    "piquet.referee.opening": ("judge_cut_for_deal",),
    "piquet.formats.acts_json": ("EventError", "event_from_json",),
    "piquet.game.partie": ("Partie", "Settlement", "settle",),
    "piquet.game.record": ("DealRecord", "Record",),
    "piquet.formats.record_json": ("load_record", "read_record",),
    "piquet.formats.stream": ("read_records",),
    "lawkit.ruling": ("Displaced", "Finding", "Option", "Ruling",),
    "piquet.rules.scoring": ("DealScore", "ScoreItem", "score_deal",),
    "piquet.game.state": ("DealState", "Phase", "Place",),
    "piquet.search.solver": ("Solution", "solve", "sure_of",),
    "piquet.referee.awaiting": ("Awaiting",),
    "piquet.referee.offers": ("Offer",),
    "piquet.referee.view": ("View",),
    "piquet.referee.keeping": ("Keeping", "KeptScore", "keep",),
    "piquet.game.kept": ("KeptDeal",),
    "piquet.play": ("MatchResult", "PartieResult", "Strategy", "computer", "deal", "match", "random_player",),
    "piquet.lawbook.provisions": ("LawProvision", "provision", "provisions",),
    "piquet": ("svg", "dask",),
}

#: Where each public name lives.
_HOME: dict[str, str] = {name: module for module, names in _API.items() for name in names}

__all__ = [*_HOME, "__version__"]


def __getattr__(name: str) -> Any:
    if name == "__version__":
        # Read from the installed distribution's metadata on first use, which keeps ``import piquet`` quick.
        from piquet.faces.version import installed_version

        globals()[name] = found = installed_version()
        return found
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    if not home.startswith("piquet"):
        # A name of the kernel (lawkit): piquet's kinds of citation are registered first, so that they read as piquet's.
        importlib.import_module("piquet.lawbook")
    # A public submodule is imported as itself; asking the package for it would come straight back here.
    value = importlib.import_module(f"{home}.{name}") if home == __name__ else getattr(importlib.import_module(home), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_HOME))


if TYPE_CHECKING:
    #: The version of the package, read from the installed distribution's metadata.
    __version__: str
    from piquet.referee.adjudication import Adjudication, DealAdjudication, adjudicate, state_after
    from piquet.game.games import PartieStanding
    from piquet.referee.chouette import ChouetteAdjudication, ChouettePartieResult, adjudicate_chouette
    from piquet.game.session import ChouetteError, ChouettePartie, ChouetteSession, NotASession
    from piquet.formats.session_json import read_session
    from piquet.formats.notation import parse_record_text, format_record_text
    from piquet.table.cards import PACK, Card, Rank, Suit, parse_cards
    from piquet.table.cardsets import Hand, Stock
    from lawkit.citation import Citation, implements, registry
    from piquet.lawbook.citation import case, cites, law
    from piquet.table.combinations import Comparison, HandCombinations, Point, RankSet, Sequence, best_point, combinations, compare, is_carte_blanche, rank_sets, sequences
    from piquet.referee.apply import Step, apply, current_player, is_terminal, replay, step
    from piquet.referee.deal import Deal, start_deal
    from piquet.errors import ActError, Contradiction, KeepError, NotARecord, NotationError, PiquetError, PlayError, RecordError, UnknownLaw
    from piquet.acts import AnnounceCarteBlanche, ShowCarteBlanche, LookAtLeft, Expose, FacedCard, AnnounceHand, Leave, DemandSuit, CountStock, LookAtDiscard, Retake, Mix, Correct, Ask, AnswerQuestion, Elect, Propose, Accept, PenaltyClaim, Remark, WriteScore, LiftHand, Gather, Rectify, LookAtTricks, LookAtAdversarysDiscard, WillLook, FreshCards, DamagedCard, SurplusCard, DealCut, Choose, PackFoundIncorrect, Shuffle, Cut, Answer, Call, Category, Concede, DeclareAll, Discard, Event, Exchange, Play, PointClaim, Reckon, Reply, SequenceClaim, SetClaim, Take
    from piquet.game.cut import CutForDeal
    from piquet.referee.opening import judge_cut_for_deal
    from piquet.formats.acts_json import EventError, event_from_json
    from piquet.game.partie import Partie, Settlement, settle
    from piquet.game.record import DealRecord, Record
    from piquet.formats.record_json import load_record, read_record
    from piquet.formats.stream import read_records
    from lawkit.ruling import Displaced, Finding, Option, Ruling
    from piquet.rules.scoring import DealScore, ScoreItem, score_deal
    from piquet.game.state import DealState, Phase, Place
    from piquet.search.solver import Solution, solve, sure_of
    from piquet.referee.awaiting import Awaiting
    from piquet.referee.offers import Offer
    from piquet.referee.view import View
    from piquet.referee.keeping import Keeping, KeptScore, keep
    from piquet.game.kept import KeptDeal
    from piquet.play import MatchResult, PartieResult, Strategy, computer, deal, match, random_player
    from piquet.lawbook.provisions import LawProvision, provision, provisions
    from piquet import svg, dask
