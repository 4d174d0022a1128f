"""The score of a deal: the point and the vole (Game rule 6), a hand given up (Law 42), an offender's score limited (Law 43).

Scoring is asked of the rulebook like any act: ``"score"`` marks the
point or the vole (an abandoned hand is an exception to the base rule), and
``"limit"`` then cuts down the score of a player whose revoke was claimed.
"""

from __future__ import annotations

from ecarte.laws import game, law
from ecarte.rules.book import ECARTE, ruled
from ecarte.state import TRICKS, DealState, Mark, Stage


def point_value(state: DealState, winner: str) -> int:
    """One for the point; two where the loser played without proposing, or refused the first proposal (Game rule 6)."""
    if winner == state.dealer and state.without_proposing:
        return 2
    if winner == state.elder and state.first_refused:
        return 2
    return 1


def _marks_for(state: DealState, winner: str, vole: bool) -> tuple[Mark, ...]:
    if vole:
        return (Mark(winner, "vole", 2, (game(6),)),)
    return (Mark(winner, "point", point_value(state, winner), (game(6),)),)


@ECARTE.rule("score", game(6), stages=(Stage.OVER,))
def score(state: DealState) -> DealState:
    """Three or four tricks score the point, five the vole."""
    for player in state.players:
        won = state.won(player)
        if won >= 3:
            return state.evolve(marks=state.marks + _marks_for(state, player, won == TRICKS))
    return state


@ECARTE.rule("score", law(42), game(6), stages=(Stage.OVER,), exception_to=score, when=lambda state: state.abandoned is not None)
def score_abandoned(state: DealState) -> DealState:
    """A hand given up with no trick gives the adversary the vole; with one or two, the point."""
    quitter = state.abandoned or ""
    won = state.won(quitter)
    if won >= 3:
        # He had made the point already: giving up the rest costs him only the chance of the vole.
        return state.evolve(marks=state.marks + _marks_for(state, quitter, False))
    return state.evolve(marks=state.marks + _marks_for(state, state.other(quitter), won == 0))


@ECARTE.rule("limit", game(6), stages=(Stage.OVER,))
def no_limit(state: DealState) -> DealState:
    """No revoke was claimed: the score stands."""
    return state


@ECARTE.rule("limit", law(43), stages=(Stage.OVER,), exception_to=no_limit, when=lambda state: state.limited is not None)
def limited_score(state: DealState) -> DealState:
    """The offender whose revoke was claimed scores nothing for the point, one for the vole, one for a point worth two."""
    marks = []
    for mark in state.marks:
        if mark.player == state.limited and mark.item in ("point", "vole"):
            points = 0 if mark.item == "point" and mark.points == 1 else 1
            mark = Mark(mark.player, mark.item, points, mark.citations + (law(43),))
        marks.append(mark)
    return state.evolve(marks=tuple(marks))


def close(state: DealState) -> DealState:
    """The deal is over: its score worked out afresh from the tricks (the king's marks are kept)."""
    done = state.evolve(stage=Stage.OVER, marks=state.kings_marked, pending=None)
    done = ECARTE.run("score", Stage.OVER, done)
    result: DealState = ECARTE.run("limit", Stage.OVER, done)
    return result


@ECARTE.rule("game", law(46), stages=(Stage.OVER,))
def game_won(state: DealState, totals: dict[str, int]) -> DealState:
    """Five up: the first to five wins the game, and the next deal begins a new one; points over five are not carried."""
    winner = max(state.players, key=lambda p: totals[p])
    over = totals[winner] - 5
    beyond = f"; the {over} point{'s' if over != 1 else ''} over five {'are' if over != 1 else 'is'} not carried" if over > 0 else ""
    return ruled(state, f"{winner} reaches five",
                 f"{winner} has {totals[winner]} and wins the game{beyond}; the next deal begins a new game",
                 [law(46)], note=True, whole_deal=True)
