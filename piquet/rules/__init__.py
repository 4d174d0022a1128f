"""The rules, one module per group of laws, each rule labelled with the law it applies.

The referee dispatches every act through :mod:`piquet.lawbook.registry`; the law
index and ``piquet law N`` read the same registry.  The folder holds laws
only: the runs that take regular acts past the rulebook are the referee's
(:mod:`piquet.referee.runs`), and a rule writes players by seat and keeps
its rulings as data (:mod:`lawkit.ruling`).
"""
