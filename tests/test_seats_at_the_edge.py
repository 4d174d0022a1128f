"""Seats from names once, at the edge (issue 20).

The record names players; the deal speaks of seats.  The referee turns an
act's player into a seat once, as the act enters the deal, and keeps it
beside the act in the log (:attr:`DealState.acted_by`), so the rules that
look back at the log never turn an act's player into a seat, nor compare
the name an act carries.  Names made from seats are for the text of
rulings only.  The runs, which take acts as they enter the log, read their
players as the referee's first step does; names an act gives as its
content (the holder of a surplus card, where a card is moved to) are read
by the rule of that act.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

from piquet.game.variant import Variant
from piquet.referee.apply import replay, step
from piquet.referee.simulate import play_random_deal

RULES = Path(__file__).resolve().parent.parent / "piquet" / "rules"


def _calls_label(node: ast.AST) -> bool:
    """``<...>.label(...)``: a seat turned into a name."""
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "label"


def _names_from_seats(function: ast.AST) -> set[str]:
    """The local names a function binds to a name made from a seat (``label = state.setup.label(who)``, tuples too)."""
    names: set[str] = set()
    for node in ast.walk(function):
        if not isinstance(node, ast.Assign):
            continue
        for target in node.targets:
            pairs: list[tuple[ast.AST, ast.AST]] = [(target, node.value)]
            if isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple):
                pairs = list(zip(target.elts, node.value.elts))
            for name, value in pairs:
                if isinstance(name, ast.Name) and _calls_label(value):
                    names.add(name.id)
    return names


def _logged_acts(function: ast.AST) -> set[str]:
    """The local names a function binds, in a loop or a comprehension, to acts of the deal's log (``for e in state.log``)."""
    names: set[str] = set()
    for node in ast.walk(function):
        if isinstance(node, ast.For | ast.comprehension) and ".log" in ast.unparse(node.iter):
            names |= {n.id for n in ast.walk(node.target) if isinstance(n, ast.Name)}
    return names


def _player_of_a_logged_act(side: ast.AST, acts: set[str]) -> bool:
    """``e.player`` for an act of the log, or ``state.log[i].player``."""
    if not (isinstance(side, ast.Attribute) and side.attr == "player"):
        return False
    owner = side.value
    return (isinstance(owner, ast.Name) and owner.id in acts) or (isinstance(owner, ast.Subscript) and ".log" in ast.unparse(owner.value))


def name_comparisons(source: str) -> list[tuple[int, str]]:
    """Every comparison in the source of a name made from a seat or of the player named by an act of the log, and every
    act's player turned into a seat."""
    tree = ast.parse(source)
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "index":
            if isinstance(node.func.value, ast.Attribute) and node.func.value.attr == "setup" and ".player" in ast.unparse(node):
                found.append((node.lineno, ast.unparse(node)))
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef | ast.Lambda):
            continue
        names, acts = _names_from_seats(function), _logged_acts(function)
        for node in ast.walk(function):
            if not isinstance(node, ast.Compare):
                continue
            sides = [node.left, *node.comparators]
            if any(_calls_label(side) or (isinstance(side, ast.Name) and side.id in names) or _player_of_a_logged_act(side, acts) for side in sides):
                found.append((node.lineno, ast.unparse(node)))
    return sorted(set(found))


def test_the_rules_compare_seats_never_names_made_from_seats() -> None:
    offences = [f"{path.name}:{line}: {text}" for path in sorted(RULES.glob("*.py")) for line, text in name_comparisons(path.read_text())]
    assert offences == []


def test_the_check_finds_a_name_compared_and_a_name_turned_into_a_seat() -> None:
    source = (
        "def f(state, who):\n"
        "    label, other = state.setup.label(who), state.setup.label(1 - who)\n"
        "    a = any(e.player == other for e in state.log)\n"
        "    b = state.setup.label(who) == state.setup.dealer\n"
        "    c = [e for e in state.log if e.player == state.setup.elder]\n"
        "    d = state.log[-1].player != 'A'\n"
        "    e = any(s.player == who for s in state.said)\n"
        "    return state.setup.index(state.log[0].player)\n"
    )
    assert [line for line, _ in name_comparisons(source)] == [3, 4, 5, 6, 8]


def test_each_act_in_the_log_keeps_the_seat_of_its_player() -> None:
    """Act by act and through the runs alike, ``acted_by`` is the seat of each logged act's player."""
    for seed in range(40):
        deal = play_random_deal(random.Random(seed), variant=Variant.AU_CENT if seed % 2 else Variant.RUBICON)
        state = deal.initial
        for event in deal.events:
            state = step(state, event).state
        for final in (state, replay(deal.initial, deal.events)):
            assert len(final.acted_by) == len(final.log)
            assert final.acted_by == final.setup.seats_of(final.log)
            for who in (0, 1):
                assert list(final.acts_of(who)) == [e for e in final.log if final.setup.index(e.player or "") == who]


def test_a_run_s_acts_logged_with_their_seats_and_unknown_fields_refused() -> None:
    """``DealState.logged`` is :meth:`evolve` with the acts and their seats added: it refuses a name that is no field."""
    import pytest

    deal = play_random_deal(random.Random(3))
    acts = tuple(deal.events[:3])
    logged = deal.initial.logged(acts, leader=1)
    assert logged.log == acts and logged.acted_by == deal.initial.setup.seats_of(acts) and logged.leader == 1
    assert deal.initial.log == () and deal.initial.acted_by == ()
    with pytest.raises(TypeError, match="no field"):
        deal.initial.logged(acts, nonsense=1)
