"""Piquet's options are the kernel's elections: a law of piquet gives each its window, its default, whom it concerns."""

from __future__ import annotations

import pytest

from lawkit.citation import Citation
from lawkit.elections import Choice, Election
from lawkit.registry import RulebookError
from piquet.referee.deal import Deal
from piquet.game.elections import Window, default_of, window_of
from piquet.game.state import ELDER, YOUNGER
from piquet.referee.offers import Offer
from piquet.rules.dealing import stand_deal
from piquet.rules.elections import effect_of, enforce_penalty, impose_penalty
from tests.irregular_scenarios import HANDS, STOCK


def _thirteen_to_the_younger() -> Deal:
    """B dealt thirteen cards, the stock seven: Law 11 gives A the option of a fresh deal."""
    return Deal.dealt("B", "A", {"A": HANDS["A"], "B": HANDS["B"] + " 7D"}, " ".join(STOCK.split()[:7]))


def test_law_11_the_deal_s_option_is_a_lawkit_election_that_waits_for_the_elder_and_lapses_before_he_takes_in() -> None:
    deal = _thirteen_to_the_younger()
    [election] = deal.state.elections
    assert type(election) is Election
    assert (election.key, election.elector, election.names, election.event) == ("law-11", ELDER, ("fresh deal", "stand"), 0)
    assert (window_of(election), election.lapses_to, election.blocking, election.subject) == (Window.BEFORE_ELECTOR_TAKES_IN, "stand", True, None)
    assert default_of(election) is election.choice("stand")
    assert effect_of(election.choice("stand")).action is stand_deal
    [offer] = deal.offers()
    assert (offer.default, offer.lapses, offer.blocking) == ("stand", election.lapses, True)


def test_law_44_the_penalty_s_option_stays_open_while_play_goes_on_and_concerns_the_offender() -> None:
    state = impose_penalty(_thirteen_to_the_younger().state, ELDER, (35,))
    election = state.elections[-1]
    assert (election.key, election.elector, election.subject, election.blocking) == ("law-44", YOUNGER, ELDER, False)
    assert (window_of(election), election.lapses) == (Window.UNTIL_DEAL_SCORED, "until the deal is scored")
    assert effect_of(default_of(election)).action is enforce_penalty
    offer = Offer.of(election, state.setup)
    assert offer.to_json()["subject"] == "A" and offer.to_json()["lapses"] == "until the deal is scored"


def test_an_election_no_law_of_piquet_opened_is_refused_by_name_where_the_referee_would_need_its_window_default_or_effect() -> None:
    bare = Election("law-11", ELDER, [Choice("stand", "the deal stands", [Citation("law", 11)])])
    with pytest.raises(RulebookError, match="the option law-11 has no window of piquet's laws, but None"):
        window_of(bare)
    with pytest.raises(RulebookError, match="the option law-11 names no choice it lapses to"):
        default_of(bare)
    with pytest.raises(RulebookError, match="the choice 'stand' names no effect rule"):
        effect_of(bare.choice("stand"))
