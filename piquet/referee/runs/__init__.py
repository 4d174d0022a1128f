"""The referee's runs: stretches of regular acts taken in one pass, each leaving the state the act-by-act referee leaves.

A run applies the base rules of one part of the deal (the deal as dealt,
the exchange, the declarations, the reckonings, the play, a look at the
cards left, the close) without dispatching each act, and steps aside where
any other rule could answer: every rule it passes over carries its mark
(:mod:`piquet.rules.marks`).  The rules are the law; a run is only a faster
way of applying them, and ``tests/test_*_run.py`` hold each to the referee.
"""
