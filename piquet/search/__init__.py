"""Searching the play: what a position is worth with both hands known."""

from piquet.search.minimax import LastTricks, Line, Objective, POINTS, Position, TRICKS, answers, best_line, lead_values, value

__all__ = ["LastTricks", "Line", "Objective", "POINTS", "Position", "TRICKS", "answers", "best_line", "lead_values", "value"]
