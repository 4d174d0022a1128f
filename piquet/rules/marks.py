"""The marks a rule declares for the referee's runs, kept below the referee so that a rule can carry one.

A run (:mod:`piquet.referee.runs`) applies base rules to a stretch of
regular acts without dispatching each act, and goes only where every rule it
would pass over carries its mark (:meth:`lawkit.registry.Rulebook.all_marked`).
The rules sit below the referee and may not import it: the marks are plain
words, and live here, where both can read them.
"""

from __future__ import annotations

__all__ = ["CLOSING_RUN", "DEALING_RUN", "DECLARATION_RUN", "EXCHANGE_RUN", "LOOKING_RUN", "PLAY_RUN", "RECKONING_RUN"]

#: The mark of a rule of the deal's close that :func:`~piquet.referee.runs.closing.closes_plainly` accounts for: a rule it
#: can tell from the state leaves a regular deal as it is (and, for "next dealers", passes the deal to the elder of this one).
CLOSING_RUN = "closing run"

#: The mark of a ``deal`` rule that :func:`~piquet.referee.runs.dealing.dealt_regularly` accounts for: one whose condition
#: it checks is false for a regular deal, or the base rule, which leaves such a deal as it is.
DEALING_RUN = "dealing run"

#: The mark of a rule answering "call" or "reply" that :func:`piquet.referee.runs.declaration.declaration_run` passes over:
#: a rule that never applies to the acts it takes, or whose condition it checks itself.
DECLARATION_RUN = "declaration run"

#: The mark of a rule answering what :func:`piquet.referee.runs.exchange.exchange_run` passes over ("discard", "take",
#: "judge take", "limits"): a rule that never applies to the acts it takes, or whose condition it checks itself.
EXCHANGE_RUN = "exchange run"

#: The mark of a ``look left`` rule that :func:`~piquet.referee.runs.looking.looked_at_left` accounts for: the base rule,
#: whose looks by right it gives the same answer to.
LOOKING_RUN = "looking run"

#: The mark of a rule answering "play" that :func:`~piquet.referee.runs.play.play_run` accounts for: a rule that never
#: applies to the cards it takes, or whose condition it checks itself.  A "play" rule without it makes the run step aside.
PLAY_RUN = "play run"

#: The mark of a rule answering "reckon" that :func:`piquet.referee.runs.reckoning.reckoning_run` accounts for, as above.
RECKONING_RUN = "reckoning run"
