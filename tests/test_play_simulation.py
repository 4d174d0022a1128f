"""Issue #35: a game server's loop, a thousand deals played through the play API, each record adjudicating as played.

Two random players play each deal live (:func:`piquet.deal`, ``to_act``,
``view``, ``step``); in most deals one act is an irregular one that the cards
as they lie make possible (:func:`tests.irregular_simulation.irregular_act`),
and the referee rules on it.  A deal played out is scored live
(``close()``); one that runs long stops there, as a record may.  Then:

* the deal's record (``to_record()``), replayed by the referee
  (:func:`piquet.state_after`), reaches the live state: the same rulings, on
  the same events, citing the same laws, and the same score so far;
* a deal played out adjudicates (:func:`piquet.adjudicate`) to the scores
  and rulings the live close gave;
* every ruling's event lies within the deal's events (or is on the deal as
  a whole).

``PIQUET_PLAY_DEALS`` sets how many deals (1,000 by default, in four runs).
"""

from __future__ import annotations

import os
import random

import pytest

import piquet
from piquet import event_from_json
from piquet.referee.adjudication import state_after
from piquet.referee.deal import Deal
from piquet.rules.scoring import score_deal
from tests.irregular_simulation import irregular_act

DEALS = int(os.environ.get("PIQUET_PLAY_DEALS", "1000"))
RUNS = 4
#: A deal that has not ended after this many acts stops there (irregular acts can keep a deal from ending).
LONGEST = 120
#: The share of deals with an irregular act in them.
IRREGULAR = 0.75


def _play(seed: int) -> Deal:
    rng = random.Random(seed)
    deal = piquet.deal(rng, dealer=rng.choice("AB"), variant="au-cent" if seed % 4 == 3 else "rubicon")
    players = {"A": piquet.random_player(rng), "B": piquet.random_player(rng)}
    irregular_at = rng.randrange(40) if rng.random() < IRREGULAR else -1
    for number in range(LONGEST):
        if deal.is_over:
            return deal.close()
        if number == irregular_at:
            act = event_from_json(irregular_act(deal.state, rng))
        else:
            player = deal.to_act
            assert player is not None, f"seed {seed}: the referee awaits no one in a deal not over"
            act = players[player](deal.view(player))
        deal, _ = deal.step(act)
    return deal.close() if deal.is_over else deal


def _ruled(rulings: tuple[piquet.Ruling, ...]) -> list[tuple[int | None, tuple[piquet.Citation, ...], str]]:
    return [(r.event, r.citations, r.decision) for r in rulings]


def _within(rulings: tuple[piquet.Ruling, ...], events: int) -> list[piquet.Ruling]:
    return [r for r in rulings if any(e is not None and not 0 <= e < events for e in (r.event, *(e for f in r.findings for e in f.events)))]


@pytest.mark.parametrize("run", range(RUNS))
def test_every_live_deal_s_record_adjudicates_as_it_was_played(run: int) -> None:
    for seed in range(run, DEALS, RUNS):
        deal = _play(seed)
        record = deal.to_record()
        events = len(record.deals[0].events)
        replayed = state_after(record, 1)
        live = deal.state
        assert _ruled(replayed.setup.shown(replayed.rulings)) == _ruled(live.setup.shown(live.rulings)), f"seed {seed}"
        assert score_deal(replayed).totals == score_deal(live).totals, f"seed {seed}"
        assert _within(deal.rulings, events) == [], f"seed {seed}"
        if deal.adjudication is not None:
            again = piquet.adjudicate(record).deals[0]
            assert again.scores == deal.returns(), f"seed {seed}"
            assert _ruled(again.rulings) == _ruled(deal.rulings), f"seed {seed}"
