"""The rulebook the referee dispatches through: each rule labelled with its law.

A :class:`Rule` answers one *verb* (an act at the table such as ``"take"`` or
``"play"``, or an internal question such as ``"limits"`` or ``"effect"``) in
some stages of the deal, when its condition holds.  A rule may be declared an
*exception* to another (Catala's "base rule with labelled exceptions", the
laws' "except as provided in Law 41"): the referee tries exceptions before
the rule they except, so the base rule never hides an ``if`` for them.

The same :func:`rule` decorator records the rule's citations in
:func:`piquet.lawbook.citation.registry`, which the law index, ``piquet law N``
and the coverage table read: whatever a rule cites is what the referee
applies when it dispatches to that rule.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypeVar

import attrs

from piquet.lawbook.citation import Citation, au_cent as au_cent_clause, case, implements, law

__all__ = ["Rule", "rule", "rules_for", "rule_names", "all_rules", "dispatch", "rule_named", "NoRule", "ANY_STAGE"]

_F = TypeVar("_F", bound=Callable[..., Any])

#: A stage filter that admits every stage.
ANY_STAGE: frozenset[object] = frozenset()


class NoRule(LookupError):
    """No rule answers this verb in this stage and situation (a gap in the rulebook)."""


@attrs.frozen
class Rule:
    """One rule: which verb it answers, when, what it does, and the law it applies."""

    name: str
    verb: str
    label: str
    action: Callable[..., Any] = attrs.field(repr=False)
    when: Callable[..., bool] | None = attrs.field(repr=False)
    stages: frozenset[object]
    citations: tuple[Citation, ...]
    exception_to: str | None = None

    def admits(self, stage: object) -> bool:
        return not self.stages or stage in self.stages

    @property
    def laws(self) -> tuple[int, ...]:
        return tuple(int(c.id) for c in self.citations if c.kind == "law")


_BY_VERB: dict[str, list[Rule]] = {}
_BY_NAME: dict[str, Rule] = {}
#: The rules for a verb that admit a stage, in dispatch order: worked out once, as the referee asks often.
#: Keyed by the stage's identity: stages are enum members or None, and an enum's own hash is slow.
_CANDIDATES: dict[tuple[str, int], tuple[Rule, ...]] = {}
_NAMES: dict[str, tuple[str, ...]] = {}


def _qualified(function: Callable[..., Any]) -> str:
    return f"{function.__module__}.{function.__qualname__}"


def _order(rules: list[Rule]) -> list[Rule]:
    """Exceptions before the rules they except; otherwise the order of registration."""
    placed: list[Rule] = []
    names = {r.name for r in rules}

    def depth(r: Rule) -> int:
        d = 0
        seen = r
        while seen.exception_to is not None and seen.exception_to in names:
            d += 1
            seen = _BY_NAME[seen.exception_to]
        return d

    indexed = list(enumerate(rules))
    indexed.sort(key=lambda pair: (-depth(pair[1]), pair[0]))
    placed = [r for _, r in indexed]
    return placed


def rule(
    verb: str,
    *,
    laws: Iterable[int] = (),
    cases: Iterable[str] = (),
    when: Callable[..., bool] | None = None,
    stages: Iterable[object] = (),
    exception_to: Callable[..., Any] | None = None,
    label: str = "",
    au_cent: Iterable[str] = (),
) -> Callable[[_F], _F]:
    """Register a rule answering ``verb``; it cites ``laws``, ``cases`` and ``au_cent`` clauses.

    ``when(state, who, act)`` narrows the rule to the situation it governs;
    ``exception_to`` names the base rule it overrides when ``when`` holds.
    A rule of Piquet au Cent cites its clause by slug (``au_cent=("deal-by-twos",)``)
    and, in ``laws``, the Law of Piquet it displaces; it is an exception to
    the rule applying that law, and its ``when`` holds only in an au cent deal.
    """
    citations = tuple(au_cent_clause(s) for s in au_cent) + tuple(law(n) for n in laws) + tuple(case(c) for c in cases)
    if not citations:
        raise ValueError("a rule must cite the law it applies")
    base = _qualified(exception_to) if exception_to is not None else None

    def register(function: _F) -> _F:
        name = _qualified(function)
        implements(*citations)(function)
        found = Rule(
            name=name,
            verb=verb,
            label=label or (function.__doc__ or name).strip().splitlines()[0].rstrip("."),
            action=function,
            when=when,
            stages=frozenset(stages),
            citations=citations,
            exception_to=base,
        )
        if name in _BY_NAME:
            raise ValueError(f"rule {name} registered twice")
        _BY_NAME[name] = found
        _BY_VERB[verb] = _order(_BY_VERB.get(verb, []) + [found])
        _CANDIDATES.clear()
        _NAMES.clear()
        return function

    return register


def rule_names(verb: str) -> tuple[str, ...]:
    """The qualified names of the rules answering a verb, in the order the referee tries them (kept until a rule is added)."""
    names = _NAMES.get(verb)
    if names is None:
        names = _NAMES[verb] = tuple(r.name for r in _BY_VERB.get(verb, ()))
    return names


def rules_for(verb: str) -> tuple[Rule, ...]:
    """The rules answering a verb, in the order the referee tries them."""
    return tuple(_BY_VERB.get(verb, ()))


def rule_named(name: str) -> Rule:
    """A registered rule by its qualified name."""
    return _BY_NAME[name]


def all_rules() -> Mapping[str, Rule]:
    """Every registered rule by qualified name."""
    return dict(_BY_NAME)


def dispatch(verb: str, stage: object, *args: Any) -> Rule:
    """The first rule for ``verb`` that admits ``stage`` and whose condition holds on ``args``."""
    key = (verb, id(stage))
    candidates = _CANDIDATES.get(key)
    if candidates is None:
        candidates = _CANDIDATES[key] = tuple(r for r in _BY_VERB.get(verb, ()) if r.admits(stage))
    for candidate in candidates:
        if candidate.when is None or candidate.when(*args):
            return candidate
    raise NoRule(f"no rule answers {verb!r} in stage {stage}")
