"""The acts at the table, every one a value a record or a program can give the referee.

One import for the acts of a deal and of the cut for deal::

    >>> from piquet.acts import Discard, Play, Reply
    >>> Play("B", "7C").verb
    'play'
    >>> Discard("A", "KS 8C 7C").cards
    Hand.parse('KS 8C 7C')
    >>> Reply("B", "not good").answer
    <Answer.NOT_GOOD: 'not good'>
    >>> Play("A", 7)
    Traceback (most recent call last):
    ...
    piquet.errors.ActError: Play.cards: expected a card like '7C' or a Card, or several in a string or a list, got int 7
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
