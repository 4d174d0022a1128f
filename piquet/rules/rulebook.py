"""The rulebook: every module of rules, in one list.

Importing this module registers every rule the referee dispatches through
(:mod:`piquet.lawbook.registry`), and nothing else does: the referee, the law
index and the coverage table all import this one list, so a rule module
left out of it is a rule applied nowhere and listed nowhere.
"""

from __future__ import annotations

from types import ModuleType

from piquet.rules import (
    agreements,
    au_cent_calling,
    au_cent_cut,
    au_cent_dealing,
    au_cent_exchange,
    au_cent_scoring,
    au_cent_showing,
    barring,
    calls,
    cards_left,
    carte_blanche,
    chouette,
    corrections,
    cutting_for_deal,
    dealing,
    declaring_all,
    disallowing,
    elections,
    examining,
    exchange,
    first_trick,
    handling,
    kept,
    kept_scoring,
    out_of_time,
    packs,
    partie,
    play,
    questions,
    reckonings,
    rectifying,
    replies,
    scoresheet,
    showing,
    shuffling,
    suit_called,
    surplus_card,
    undiscovered_miscalls,
    void_deal,
)

__all__ = ["RULE_MODULES"]

#: Every module of rules, in the order their rules are registered.
RULE_MODULES: tuple[ModuleType, ...] = (
    calls,
    replies,
    reckonings,
    declaring_all,
    corrections,
    first_trick,
    undiscovered_miscalls,
    carte_blanche,
    dealing,
    elections,
    exchange,
    handling,
    agreements,
    barring,
    questions,
    scoresheet,
    shuffling,
    cutting_for_deal,
    rectifying,
    packs,
    surplus_card,
    examining,
    showing,
    disallowing,
    play,
    au_cent_scoring,
    au_cent_calling,
    au_cent_dealing,
    au_cent_exchange,
    au_cent_cut,
    au_cent_showing,
    cards_left,
    suit_called,
    partie,
    chouette,
    void_deal,
    out_of_time,
    kept,
    kept_scoring,
)
