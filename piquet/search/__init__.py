"""Searching the play: what a position is worth with both hands known.

:mod:`~piquet.search.minimax` is the plain reference; :mod:`~piquet.search.solver`
the fast exact solver that agrees with it.
"""

from piquet.search.minimax import LastTricks, Line, Objective, POINTS, Position, TRICKS, answers, best_line, lead_values, value
from piquet.search.solver import DIFFERENCE, Margin, Solution, from_cards_left, solve, sure_of

__all__ = ["LastTricks", "Line", "Objective", "POINTS", "Position", "TRICKS", "answers", "best_line", "lead_values", "value"]
__all__ += ["DIFFERENCE", "Margin", "Solution", "from_cards_left", "solve", "sure_of"]
