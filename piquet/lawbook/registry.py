"""Piquet's rulebook: a :class:`lawkit.registry.Rulebook` of the Laws of Piquet and of au cent.

The rules in :mod:`piquet.rules` register here with :func:`rule`, which
cites by law number, Case numeral and au cent clause, and derives what an
au cent exception displaces: a rule of Piquet au Cent cites its clause by
slug (``au_cent=("deal-by-twos",)``) and, in ``laws``, the Law of Piquet it
displaces; it is an exception to the rule applying that law, and belongs to
its ``variant``.  The referee asks this book through the names below, bound
to it: :func:`dispatch`, :func:`run` (which reads the state's ``variant``),
:func:`rule_of` and the rest.  The active rule and the conflict check are
the kernel's (:mod:`lawkit.registry`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Any, TypeVar

from lawkit.citation import Citation
from lawkit.registry import Rulebook
from piquet.lawbook.citation import au_cent as au_cent_clause, case, law

__all__ = [
    "PIQUET_RULES",
    "rule",
    "rules_for",
    "rule_names",
    "all_rules",
    "dispatch",
    "run",
    "rule_named",
    "rule_of",
    "prevailing",
    "declared_orders",
    "all_marked",
    "all_marked_in",
]

_F = TypeVar("_F", bound=Callable[..., Any])


def _variant(state: object) -> Hashable | None:
    # A deal's state carries its variant; the cut for deal and the chouette session play under none.
    found: Hashable | None = getattr(state, "variant", None)
    return found


#: Every rule of piquet, the partie's and au cent's among them.
PIQUET_RULES: Rulebook[Any] = Rulebook("Laws of Piquet", variant_of=_variant)


def rule(
    verb: str,
    *,
    laws: Iterable[int] = (),
    cases: Iterable[str] = (),
    when: Callable[..., bool] | None = None,
    stages: Iterable[object] = (),
    exception_to: Callable[..., Any] | None = None,
    prevails_over: Iterable[Callable[..., Any]] = (),
    yields_to: Iterable[Callable[..., Any]] = (),
    label: str = "",
    au_cent: Iterable[str] = (),
    variant: Hashable | None = None,
    also: Iterable[Citation] = (),
    marks: Iterable[str] = (),
) -> Callable[[_F], _F]:
    """Register a rule of piquet answering ``verb``; it cites ``laws``, ``cases``, ``au_cent`` clauses and ``also``.

    The rest is as for :meth:`lawkit.registry.Rulebook.rule`.  An au cent
    exception (it cites a clause and excepts a base rule) displaces the laws
    it cites.
    """
    clauses = tuple(au_cent)
    citations = tuple(au_cent_clause(s) for s in clauses) + tuple(law(n) for n in laws) + tuple(case(c) for c in cases) + tuple(also)
    # A variant's exception sets aside the Laws it declares: its clauses govern instead.
    displaces = tuple(c for c in citations if c.kind == "law") if clauses and exception_to is not None else ()
    return PIQUET_RULES.rule(
        verb,
        *citations,
        when=when,
        stages=stages,
        exception_to=exception_to,
        prevails_over=prevails_over,
        yields_to=yields_to,
        label=label,
        variant=variant,
        displaces=displaces,
        marks=marks,
    )


# The questions the referee asks, bound to piquet's book.
rules_for = PIQUET_RULES.rules_for
rule_names = PIQUET_RULES.rule_names
all_rules = PIQUET_RULES.all_rules
dispatch = PIQUET_RULES.dispatch
run = PIQUET_RULES.run
rule_named = PIQUET_RULES.rule_named
rule_of = PIQUET_RULES.rule_of
prevailing = PIQUET_RULES.prevailing
declared_orders = PIQUET_RULES.declared_orders
all_marked = PIQUET_RULES.all_marked
all_marked_in = PIQUET_RULES.all_marked_in
