"""A referee for the irregularities of Whist on lawkit's runner: the template to copy for your own game."""

from whist.game import GAME, RUNNER, WhistGame
from whist.laws import CODEX, law

__all__ = ["CODEX", "GAME", "RUNNER", "WhistGame", "law"]
