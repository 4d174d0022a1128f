"""Laws 61-69: a deal kept from what is said scores as the referee scores it with the hands, when what is said is true.

Parties are played by the computer through the referee; each deal is then
told again as a table of real cards would tell it (how many cards each took,
the calls conceded good, what the younger reckoned, the cards as they fell)
and kept with no hand known.  Every deal's score and the partie's standing
must be the referee's.
"""

from __future__ import annotations

import pytest

import piquet
from piquet.game.state import DealState
from piquet.referee.keeping import keep
from piquet.table.cards import PACK
from piquet.table.combinations import Point, RankSet, Sequence

_SAYING = {"point": "point", "sequence": "sequence", "set": "set"}


def _said(what: object) -> str:
    if isinstance(what, Point):
        return f"point {what.length} making {what.value} in {what.suit.letter}"
    if isinstance(what, Sequence):
        return f"sequence {what.length} to {what.top.letter} in {what.suit.letter}"
    assert isinstance(what, RankSet)
    return f"set {what.count} {what.rank.letter}"


def told(state: DealState) -> list[str]:
    """The deal as its players would say it aloud, true to their hands."""
    elder, younger = state.setup.elder, state.setup.younger
    labels = (elder, younger)
    lines = [f"{labels[seat]}: announce carte blanche" for seat in (0, 1) if state.carte_blanche[seat]]
    lines += [f"{elder}: take {state.discards[0].bit_count()}", f"{younger}: take {state.discards[1].bit_count()}"]
    reckoned = []
    answered: set[object] = set()
    for score in sorted(state.hand_scores, key=lambda s: s.category):
        if not score.founded or score.what is None:
            continue
        if score.player == 0:
            lines.append(f"{elder}: call {_said(score.what)}")
            if score.category not in answered:
                lines.append(f"{younger}: reply good")
                answered.add(score.category)
        else:
            reckoned.append(f"{younger}: reckon {_said(score.what)}")
    for number, trick in enumerate(state.tricks):
        lines.append(f"{labels[trick.leader]}: play {PACK[trick.led].code}")
        if number == 0:
            lines += reckoned
        lines.append(f"{labels[1 - trick.leader]}: play {PACK[trick.followed].code}")
    return lines


@pytest.mark.parametrize("seed", range(12))
def test_law_65_to_69_a_kept_partie_scores_as_the_referee(seed: int) -> None:
    result = piquet.match(piquet.computer("quick"), piquet.random_player(seed), parties=1, seed=seed)
    adjudication = piquet.adjudicate(result.records[0])
    lines: list[str] = []
    told_deals = 0
    for deal in adjudication.deals:
        state = deal.state
        if any(r for r in deal.rulings if not r.note) or len(state.tricks) != 12 or state.conceded_by is not None:
            pytest.skip("an irregular deal: the kept table hears only regular ones here")
        lines += told(state)
        told_deals += 1
    kept = keep(lines, players=("A", "B"), first_dealer=adjudication.deals[0].dealer).standing()
    assert [k.score.totals for k in kept.scored] == [d.scores for d in adjudication.deals]
    assert [[i.to_json() for i in k.score.items if i.item in ("pique", "repique", "capot", "cards")] for k in kept.scored] == [
        [i.to_json() for i in d.items if i.item in ("pique", "repique", "capot", "cards")] for d in adjudication.deals
    ]
    assert kept.partie.totals_by_player() == adjudication.partie.totals
    assert kept.partie.complete == adjudication.partie.complete
