"""The acts at the table, every one a value a record or a program can give the referee.

One import for the acts of a deal and of the cut for deal::

    >>> from piquet.acts import Discard, Play
    >>> Play("B", ()).verb
    'play'
"""

from __future__ import annotations

from piquet.game.acts import (
    Accept,
    AnnounceCarteBlanche,
    AnnounceHand,
    Answer,
    AnswerQuestion,
    Ask,
    Call,
    Category,
    Concede,
    Correct,
    CountStock,
    Cut,
    DamagedCard,
    DeclareAll,
    DemandSuit,
    Discard,
    Elect,
    Event,
    Exchange,
    Expose,
    FacedCard,
    FreshCards,
    Gather,
    Leave,
    LiftHand,
    LookAtAdversarysDiscard,
    LookAtDiscard,
    LookAtLeft,
    LookAtTricks,
    Mix,
    PenaltyClaim,
    Play,
    PointClaim,
    Propose,
    Reckon,
    Rectify,
    Remark,
    Reply,
    Retake,
    SequenceClaim,
    SetClaim,
    Shuffle,
    ShowCarteBlanche,
    ShowCards,
    SurplusCard,
    Take,
    WillLook,
    WriteScore,
)
from piquet.game.cut import Choose, DealCut, PackFoundIncorrect

__all__ = [
    "Accept", "AnnounceCarteBlanche", "AnnounceHand", "Answer", "AnswerQuestion", "Ask", "Call", "Category", "Choose",
    "Concede", "Correct", "CountStock", "Cut", "DamagedCard", "DealCut", "DeclareAll", "DemandSuit", "Discard", "Elect",
    "Event", "Exchange", "Expose", "FacedCard", "FreshCards", "Gather", "Leave", "LiftHand", "LookAtAdversarysDiscard", "LookAtDiscard", "LookAtLeft",
    "LookAtTricks", "Mix", "PackFoundIncorrect", "PenaltyClaim", "Play", "PointClaim", "Propose", "Reckon", "Rectify",
    "Remark", "Reply", "Retake", "SequenceClaim", "SetClaim", "Shuffle", "ShowCarteBlanche", "ShowCards", "SurplusCard",
    "Take", "WillLook", "WriteScore",
]
