"""``repr`` and ``str`` of a deal: cards for bit masks, and a picture of the table under 100 columns."""

from __future__ import annotations

import doctest
import random
import re
from pathlib import Path

import attrs
from hypothesis import given, settings, strategies as st

from piquet.formats.record_json import load_record
from piquet.game import picture as picture_module
from piquet.game.state import ELDER, YOUNGER, DealState
from piquet.referee.adjudication import state_after
from piquet.referee.deal import Deal
from piquet.referee.simulate import play_random_deal
from piquet.table.cardsets import Hand, Stock

ROOT = Path(__file__).resolve().parents[1]
#: A number of four digits or more: what a bit mask looks like in a repr.
LONG_NUMBER = re.compile(r"\d{4,}")


def _states(seed: int) -> list[DealState]:
    """Every state of one random deal, from the deal to the end."""
    dealt = play_random_deal(random.Random(seed))
    states = [dealt.initial]
    for act in dealt.events:
        states.append(Deal(states[-1]).apply(act).state)
    return states


def _check_repr(state: DealState) -> None:
    for shown in (repr(state), repr(Deal(state))):
        assert not LONG_NUMBER.search(shown), shown
        parsed = re.findall(r"'(\w+)': Hand\.parse\('([^']*)'\)", shown)
        hands = {state.setup.elder: state.hand(ELDER), state.setup.younger: state.hand(YOUNGER)}
        assert {label: Hand.parse(cards) for label, cards in parsed[:2]} == hands
        stock = re.search(r"stock=Stock\.parse\('([^']*)'\)", shown)
        assert stock is not None and Stock.parse(stock.group(1)) == state.stock_cards


def _check_picture(state: DealState) -> None:
    for shown in (str(state), str(Deal(state))):
        lines = shown.splitlines()
        assert all(len(line) <= 100 for line in lines), [line for line in lines if len(line) > 100]
        for who in (ELDER, YOUNGER):
            label = state.setup.label(who)
            line = next(line for line in lines if line.startswith(f"{label} ("))
            assert set(line.split(":", 1)[1].split()) - {"-"} == {card.code for card in state.hand(who)}
        stock_line = next(line for line in lines if line.startswith("Stock ("))
        assert [code for code in stock_line.split(":", 1)[1].split() if code not in "|-"] == [c.code for c in state.stock_cards]


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10**6))
def test_every_state_of_a_random_deal_has_a_repr_without_masks_and_a_picture_of_every_card(seed: int) -> None:
    for state in _states(seed):
        _check_repr(state)
        _check_picture(state)


def test_the_picture_tells_the_dialogue_the_tricks_whose_turn_and_the_score() -> None:
    states = _states(7)
    middle = next(s for s in states if len(s.tricks) == 3)
    shown = str(Deal(middle))
    assert "Tricks (won:" in shown and "3. " in shown and "4. " not in shown
    assert any(f"{label} to act" in shown.splitlines()[0] for label in ("A", "B"))
    last = Deal(states[-1])
    score = last.score().totals
    assert f"Score: A {score['A']}, B {score['B']}" in str(last)
    assert "to act" not in str(last).splitlines()[0]
    declared = [line for line in shown.splitlines() if line.startswith(("Declared:", "  "))]
    assert declared, shown


def test_a_deal_with_rulings_shows_each_ruling_within_the_width() -> None:
    for path in sorted((ROOT / "examples" / "disputes").glob("*.json"))[:12]:
        with path.open() as handle:
            record = load_record(handle)
        for number in range(1, len(record.deals) + 1):
            state = state_after(record, number)
            _check_repr(state)
            _check_picture(state)
            if state.rulings:
                assert sum(line.startswith("  [") for line in str(state).splitlines()) == len(state.rulings)


def test_the_picture_examples_run() -> None:
    assert doctest.testmod(picture_module).failed == 0


def test_long_labels_still_fit_the_width() -> None:
    elder, dealer = "E" * 40, "D" * 40
    states = _states(11)
    setup = states[0].setup
    relabelled = Deal.dealt(dealer, elder, {elder: Hand(setup.dealt[ELDER]), dealer: Hand(setup.dealt[YOUNGER])}, Stock(setup.stock))
    for act in play_random_deal(random.Random(11)).events:
        relabelled = relabelled.apply(type(act)(**{**attrs.asdict(act, recurse=False), "player": {"A": elder, "B": dealer}.get(act.player or "", act.player)}))
    _check_picture(relabelled.state)
    assert all(len(line) <= 100 for line in str(relabelled).splitlines())
