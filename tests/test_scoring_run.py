"""Laws 62 and 65: a deal scored without dispatching the base "point score" and "card counts" rules scores as they do.

:func:`piquet.rules.scoring.score_deal` asks neither rule when both verbs
are answered by their base rules alone (marked
:data:`~piquet.rules.scoring.SCORING_RUN`): a good point scores one for each
card, and every card counts in play.  These tests score the deals of the
example records and random deals of both variants with the shortcut and
without it, and check that it steps aside for au cent's agreements and for
any rule of those verbs it does not know.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import attrs
import pytest

import piquet
from lawkit.registry import check_conflicts
from piquet.game.state import DealState
from piquet.game.variant import Variant
from piquet.lawbook import registry
from piquet.referee.simulate import play_random_deal
from piquet.rules import scoring
from piquet.rules.scoring import SCORING_RUN, score_deal

ROOT = Path(__file__).resolve().parent.parent


def _states() -> list[DealState]:
    """The deals of every example record as the referee leaves them, and random deals of both variants, played out."""
    states = []
    for path in sorted(ROOT.joinpath("examples").rglob("*.json")):
        data = json.loads(path.read_text())
        if not (isinstance(data, dict) and "deals" in data):
            continue
        try:
            states += [deal.state for deal in piquet.adjudicate(data).deals]
        except piquet.RecordError:
            continue
    agreed = frozenset({"point_four_less", "low_cards_do_not_count"})
    for seed in range(60):
        for variant, agreements in ((Variant.RUBICON, frozenset()), (Variant.AU_CENT, frozenset()), (Variant.AU_CENT, agreed)):
            with check_conflicts(False):
                states.append(play_random_deal(random.Random(seed), variant=variant, agreements=agreements).final)
    return states


def test_laws_62_65_the_base_scoring_rules_taken_without_dispatch_score_as_dispatched(monkeypatch: pytest.MonkeyPatch) -> None:
    states = _states()
    assert len(states) > 150
    fast = [score_deal(state) for state in states]
    taken = [scoring.all_marked_in(SCORING_RUN, scoring._SCORING_RULES, state.variant) for state in states]
    monkeypatch.setattr(scoring, "all_marked_in", lambda *args: False)
    slow = [score_deal(state) for state in states]
    assert fast == slow
    assert any(taken) and not all(taken)  # au cent's deals are scored by dispatch, its agreements being rules


def test_laws_62_65_au_cents_agreements_still_change_what_a_deal_scores() -> None:
    # The shortcut must not pass over the agreements' rules: a point ending in four, and low cards in play.
    agreed = [state for state in _states() if state.setup.agreements]
    plain = [attrs.evolve(state, setup=attrs.evolve(state.setup, agreements=frozenset())) for state in agreed]
    changed = sum(score_deal(one) != score_deal(other) for one, other in zip(agreed, plain))
    assert changed > len(agreed) // 2


def test_laws_62_65_the_shortcut_steps_aside_when_a_rule_it_does_not_know_could_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    book = registry.PIQUET_RULES
    assert book.all_marked_in(SCORING_RUN, scoring._SCORING_RULES, Variant.RUBICON)
    for verb, name in (("point score", "piquet.rules.scoring.point_scores_its_cards"), ("card counts", "piquet.rules.scoring.every_card_counts")):
        with monkeypatch.context() as patched:
            new = attrs.evolve(registry.rule_named(name), name="a.new.rule", marks=frozenset())
            patched.setitem(book._by_verb, verb, [new, *book._by_verb[verb]])
            patched.setattr(book, "_candidates", {})
            patched.setattr(book, "_marked", {})
            patched.setattr(book, "_marked_in", {})
            assert not book.all_marked_in(SCORING_RUN, scoring._SCORING_RULES, Variant.RUBICON), verb
