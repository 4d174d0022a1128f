"""Laws 46 and 62-64: "declare all" decides each kind on the tables' keys exactly as comparing the best combinations does.

:func:`piquet.rules.declaring_all.declare_all` compares the two holdings' best
point, sequence and set by their packed keys; this checks, on random
hands, that the outcome of each kind, the elder's best kept in it and the
scores made are those that :func:`piquet.table.combinations.compare` on
the best combinations gives (the winner reckoning all he holds in the kind,
an equality nullifying the kind).
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from piquet.game.state import ELDER, YOUNGER, DealSetup, Outcome, Phase, dealt_state
from piquet.rules.declaring_all import declare_all
from piquet.table.categories import Category
from piquet.table.claims import best_held, held_in_category
from piquet.table.combinations import Comparison, compare


@settings(max_examples=400, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), skew=st.integers(0, 3))
def test_laws_46_62_64_each_kind_goes_to_the_better_best(seed: int, skew: int) -> None:
    order = list(range(32))
    rng = random.Random(seed)
    rng.shuffle(order)
    if skew:  # hands rich in one suit or in high cards, where equal and near-equal bests are met
        order.sort(key=lambda index: (index % 8 if skew == 1 else index // 8 if skew == 2 else -index) + rng.random() * 6)
    elder = sum(1 << i for i in order[:12])
    younger = sum(1 << i for i in order[12:24])
    setup = DealSetup("B", "A", "B", (elder, younger), tuple(order[24:]))
    state = declare_all(dealt_state(setup, Phase.DECLARATION))
    expected_scores = []
    for dialogue in state.dialogues:
        category = dialogue.category
        mine, theirs = best_held(category, elder), best_held(category, younger)
        verdict = compare(mine, theirs)
        assert dialogue.resolved == mine
        if verdict is Comparison.EQUAL:
            assert dialogue.outcome is (Outcome.EQUAL if mine is not None else Outcome.OPEN)
            continue
        winner = ELDER if verdict is Comparison.GOOD else YOUNGER
        assert dialogue.outcome is (Outcome.GOOD if winner == ELDER else Outcome.NOT_GOOD)
        expected_scores += [(winner, category, what) for what in held_in_category(category, (elder, younger)[winner])]
    assert [(s.player, s.category, s.what) for s in state.hand_scores] == expected_scores
    assert all(s.category is not Category.CARTE_BLANCHE for s in state.hand_scores)
