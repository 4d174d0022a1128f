"""abartnof ``rules.json``: legal plays, trick winners, three deals replayed step by step, refusals.

Each replay is a pack written in full (elder 0-11, younger 12-23, stock
24-31 top first) and a script: discard the first cards in hand order,
declare everything, play the lowest legal card.  We apply the same acts
through :func:`piquet.referee.deal.apply`:

* their exchange steps are our ``exchange`` events;
* their declarations (one category and one player at a time) are our one
  ``{"declare": "all"}``, applied at their last declaration;
* their plays are our ``play`` events, one card each;
* a carte blanche is announced and shown at the deal (Laws 19, 20), as
  their engine scores it from the deal.

After every step we compare phase, hands, stock, tricks and running totals
where our model allows (see :func:`_compare`); at the end, the deal's score
item by item (by player and category) with pique and repique.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from piquet.referee import deal as deal_module
from piquet.rules import exchange, scoring
from piquet.table.cards import Card
from piquet.table.cardsets import Hand, Stock
from piquet.referee.deal import start_deal
from piquet.referee.apply import apply, replay
from piquet.errors import Contradiction
from piquet.game.acts import CountStock, DeclareAll, Discard, Exchange, Play
from piquet.rules.play import legal_cards, trick_winner
from piquet.game.state import ELDER, YOUNGER, DealState, Phase
from tests.conformance.adapter import (
    ELDER_LABEL,
    PHASE,
    ROLE,
    YOUNGER_LABEL,
    bits,
    by_category,
    carte_blanche_events,
    cases,
    deal_pack,
    keys_held,
    load,
    irregular,
    rejected,
    running_totals,
    said,
    step_events,
)

V = load("rules")


def test_rules_constants() -> None:
    """Twelve a hand and eight in the stock (Law 9), five for the elder (Law 21),
    carte blanche ten (Law 61), twelve tricks, the cards ten, capot forty (Law 66)."""
    c = V["constants"]
    assert c == {
        "HAND_SIZE": deal_module.HAND_SIZE,
        "TALON_SIZE": deal_module.STOCK_SIZE,
        "ELDER_MAX_EXCHANGE": exchange.ELDER_SHARE,
        "CARTE_BLANCHE_SCORE": scoring.CARTE_BLANCHE_POINTS,
        "TRICKS_PER_DEAL": scoring.TRICKS_IN_A_DEAL,
        "CARDS_SCORE": scoring.CARDS_POINTS,
        "CAPOT_SCORE": scoring.CAPOT_POINTS,
    }


def test_phases_map_onto_ours() -> None:
    """Their seven phases, in order, fall into our four of a regular deal, in order
    (our fifth, a void deal, has no counterpart: their engine rules on no irregularity)."""
    ours = [PHASE[p] for p in V["phases"]]
    assert ours == sorted(ours, key=list(Phase).index)
    assert set(ours) == set(Phase) - {Phase.VOID}


@pytest.mark.parametrize("vector", cases(V["tricks"], lambda v: f"{v['leader']} leads {v['led']} {v['followed']}"))
def test_law_59_trick_winner(vector: dict[str, Any]) -> None:
    """The higher card of the suit led wins; a card of another suit never does."""
    leader = ROLE[vector["leader"]]
    winner = trick_winner(leader, Card.parse(vector["led"]).index, Card.parse(vector["followed"]).index)
    assert winner == ROLE[vector["winner"]]


@pytest.mark.parametrize("vector", cases(V["legal_plays"], lambda v: v["situation"]))
def test_law_59_legal_plays(vector: dict[str, Any]) -> None:
    """Anything when leading; the suit led when able (Law 59 IV); else anything."""
    led = None if vector["led"] is None else Card.parse(vector["led"]).index
    assert legal_cards(bits(vector["hand"]), led) == bits(vector["legal"])


def _compare(state: DealState, after: dict[str, Any], step: dict[str, Any], where: str) -> None:
    """One step's state against theirs, as far as our model allows.

    * phase: theirs is ``play`` once the declarations are done; ours stays in
      the declaration phase until the elder leads (declared_all is then set);
    * running totals: theirs add pique/repique at the end only (so ours are
      compared without them until the deal is over); theirs score each
      category as it is declared, ours all at once, so totals are not compared
      in the middle of their declarations; and theirs count the younger's
      reckoning only from the elder's first lead (Laws 46, 55), while our
      ``declare all`` records it at once, so the younger's total is compared
      from the first lead on.
    """
    phase = PHASE[after["phase"]]
    if phase is Phase.PLAY and not state.first_lead_made:
        assert state.phase is Phase.DECLARATION and state.declared_all, where
    else:
        assert state.phase is phase, where
    assert state.hands[ELDER] == bits(after["elder_hand"]), where
    assert state.hands[YOUNGER] == bits(after["younger_hand"]), where
    assert sum(t or 0 for t in state.taken) == after["talon_taken"], where
    assert len(state.stock) == after["talon_remaining"], where
    assert state.tricks_won(ELDER) == after["elder_tricks"], where
    assert state.tricks_won(YOUNGER) == after["younger_tricks"], where
    mid_declaration = step["action"] == "declare" and after["phase"] != "play"
    if not mid_declaration:
        totals = running_totals(state)
        assert totals[ELDER_LABEL] == after["elder_total"], where
        if state.first_lead_made or not state.declared_all:
            assert totals[YOUNGER_LABEL] == after["younger_total"], where


def _replay(vector: dict[str, Any], check: bool) -> DealState:
    state = deal_pack(vector["pack"])
    for number, step in enumerate(vector["steps"]):
        where = f"step {number}: {step['action']} {step.get('player', '')} {step.get('card') or step.get('discard') or step.get('says', '')}"
        if step["action"] == "deal":
            for event in carte_blanche_events(state):
                state = apply(state, event)
        else:
            if step["action"] == "declare" and check:
                # What they declare is what our combination finding sees in that hand.
                who = ROLE[step["player"]]
                assert said(step["category"], step["says"]) == keys_held(step["category"], state.hands[who]), where
            for event in step_events(step):
                state = apply(state, event)
        if check:
            _compare(state, step["after"], step, where)
    return state


REPLAYS = cases(V["replays"], lambda v: v["name"])


@pytest.mark.parametrize("vector", REPLAYS)
def test_replay_step_by_step(vector: dict[str, Any]) -> None:
    _replay(vector, check=True)


@pytest.mark.parametrize("vector", REPLAYS)
def test_laws_61_to_69_replay_final_score(vector: dict[str, Any]) -> None:
    """The deal's score by player and category (Laws 61-66), with pique and repique
    (Laws 68, 69); their BONUS is our pique/repique items; CARDS our cards/capot."""
    final = vector["final"]
    state = _replay(vector, check=False)
    assert state.finished
    score = scoring.score_deal(state)
    assert score.totals == {ELDER_LABEL: final["elder_total"], YOUNGER_LABEL: final["younger_total"]}
    assert score.repique == final["repique"]
    assert score.pique == final["pique"]
    theirs: Counter[tuple[str, str]] = Counter()
    for event in final["events"]:
        theirs[(event["player"], event["category"])] += event["amount"]
    assert by_category(state) == theirs
    assert (state.tricks_won(ELDER), state.tricks_won(YOUNGER)) == (final["elder_tricks"], final["younger_tricks"])
    assert (state.hands[ELDER], state.hands[YOUNGER]) == (bits(final["elder_hand"]), bits(final["younger_hand"]))
    assert len(state.stock) == final["talon_remaining"]


# -- refusals -----------------------------------------------------------------------------

PACK_IN_ORDER = V["replays"][0]["pack"]


def _dealt() -> DealState:
    return deal_pack(PACK_IN_ORDER)


def _exchanged() -> DealState:
    state = apply(_dealt(), Exchange(ELDER_LABEL, Hand.parse("7C 8C 9C TC JC")))
    state = apply(state, Exchange(YOUNGER_LABEL, Hand.parse("JD QD KD")))
    return apply(state, DeclareAll(None))


def _short_pack() -> object:
    """Dealt from thirty-one cards, twelve each: the elder, having discarded, finds the stock holds seven (Law 11's second sentence)."""
    pack = PACK_IN_ORDER[:31]
    dealt = start_deal(
        YOUNGER_LABEL, ELDER_LABEL,
        {ELDER_LABEL: Hand.parse(pack[0:12]), YOUNGER_LABEL: Hand.parse(pack[12:24])},
        Stock.parse(pack[24:31]),
    )
    discarded = apply(dealt, Discard(ELDER_LABEL, Hand.parse(pack[0:5])))
    return apply(discarded, CountStock(ELDER_LABEL))


def _duplicate() -> object:
    pack = PACK_IN_ORDER[:31] + [PACK_IN_ORDER[0]]  # AS replaced by a second 7C
    return deal_pack(pack)


def _revoke() -> object:
    # Elder leads 7D; the younger holds AD and must follow with it (Law 59 IV).
    state = apply(_exchanged(), Play(ELDER_LABEL, (Card.parse("7D"),)))
    return apply(state, Play(YOUNGER_LABEL, (Card.parse("7H"),)))


ERRORS = {  # situation -> (the act, a law our ruling or refusal must cite)
    # Short by one, the pack deals a stock of seven: no card is dealt wrongly, but the elder who finds seven in the stock
    # after discarding has Law 11's option (naming no dealer at fault) until the pack is found incorrect (Law 75).
    "a pack of thirty-one cards": (_short_pack, 11),
    "a pack with a duplicate": (_duplicate, 75),
    "elder exchanges nothing": (lambda: apply(_dealt(), Exchange(ELDER_LABEL, Hand())), 21),
    "elder exchanges six": (lambda: apply(_dealt(), Exchange(ELDER_LABEL, Hand.parse("7C 8C 9C TC JC QC"))), 27),
    "exchanging a card not held": (lambda: apply(_dealt(), Exchange(ELDER_LABEL, Hand.parse("AS"))), 21),
    "younger exchanges out of turn": (lambda: apply(_dealt(), Exchange(YOUNGER_LABEL, Hand.parse("JD"))), 27),
    # A card played in the exchange is of no effect: the exchange comes first (Laws 21, 22).
    "playing before the play": (lambda: apply(_dealt(), Play(ELDER_LABEL, (Card.parse("7C"),))), 21),
    "following with the wrong suit when able": (_revoke, 59),
}


@pytest.mark.parametrize("vector", cases(V["errors"], lambda v: v["name"]))
def test_irregular_acts_rejected(vector: dict[str, Any]) -> None:
    """Their error vectors name the situation only; each is built here on the pack in index order.

    Their engine rejects each; ours rules on the irregular ones (a pack of
    thirty-one deals a stock of seven, Laws 11 and 43, until it is found
    incorrect, Law 75; six cards taken by the elder cost him everything,
    Law 27; the younger taking first, Law 27, Case XIV; a revoke stands until
    claimed, Law 59; a card played in the exchange is of no effect, Laws 21
    and 22) and refuses only what the record's facts contradict (a card
    twice, a card not held)."""
    action, law = ERRORS[vector["name"]]
    assert law in irregular(action), vector["name"]
