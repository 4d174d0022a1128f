"""The rulebook the referee dispatches through: each rule labelled with its law.

A :class:`Rule` answers one *verb* (an act at the table such as ``"take"`` or
``"play"``, or an internal question such as ``"limits"`` or ``"effect"``) in
some stages of the game, when its condition holds.  A rule may be declared an
*exception* to another (Catala's "base rule with labelled exceptions", the
laws' "except as provided in Law 41"): exceptions are tried before the rule
they except, so the base rule never hides an ``if`` for them.

Three guarantees are kept here rather than by each rule:

* **Cited is applied.**  A rule runs by being called (:meth:`Rule.__call__`),
  which makes it the *active* rule while it runs.  A
  :class:`~piquet.lawbook.ruling.Ruling` made meanwhile names that rule and
  may cite only what the rule declares; anything else is an
  :class:`UndeclaredCitation`.  The law index reads the same declarations.
* **Two exceptions never silently compete.**  When checking is on
  (:func:`check_conflicts`), every dispatch also asks the exceptions at the
  same level as the one chosen; if another holds too and no order between
  them was declared (``prevails_over``), that is a :class:`RuleConflict`.
* **A variant's rules apply only in that variant.**  A rule declared for a
  variant is not a candidate in any other; the variant is selected once per
  dispatch table, not tested in each rule's condition.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any, TypeVar

import attrs

from piquet.lawbook.citation import Citation, au_cent as au_cent_clause, case, implements, law

__all__ = [
    "Rule",
    "rule",
    "rules_for",
    "rule_names",
    "all_rules",
    "dispatch",
    "run",
    "rule_named",
    "rule_of",
    "find_rule",
    "prevailing",
    "declared_orders",
    "active_rule",
    "acting",
    "check_conflicts",
    "NoRule",
    "RulebookError",
    "UndeclaredCitation",
    "RuleConflict",
    "ANY_STAGE",
    "all_marked",
]

_F = TypeVar("_F", bound=Callable[..., Any])

#: A stage filter that admits every stage.
ANY_STAGE: frozenset[object] = frozenset()


class NoRule(LookupError):
    """No rule answers this verb in this stage and situation (a gap in the rulebook)."""


class RulebookError(Exception):
    """The rulebook contradicts itself: a fault of the code, never of the record being ruled on."""


class UndeclaredCitation(RulebookError):
    """A ruling cites a provision its rule does not declare, so the law index would not list the rule under it."""


class RuleConflict(RulebookError):
    """Two exceptions at the same level hold for one act and nothing says which comes first."""


@attrs.frozen
class Rule:
    """One rule: which verb it answers, when, what it does, and the provisions it applies."""

    name: str
    verb: str
    label: str
    action: Callable[..., Any] = attrs.field(repr=False)
    when: Callable[..., bool] | None = attrs.field(repr=False)
    stages: frozenset[object]
    citations: tuple[Citation, ...]
    exception_to: str | None = None
    #: Rules at the same level that give way to this one when both hold, as declared on this rule.
    prevails_over: tuple[str, ...] = ()
    #: The variant of the game this rule belongs to; None for a rule of every variant.
    variant: Hashable | None = None
    #: The provisions this rule sets aside: a variant's exception displaces the laws it declares of its base.
    displaces: tuple[Citation, ...] = ()
    #: Marks a rule declares for the code that takes a shortcut past the registry: a fast path
    #: (``play_run``) runs only while every rule it would pass over carries its mark (:func:`all_marked`).
    marks: frozenset[str] = frozenset()

    def admits(self, stage: object) -> bool:
        return not self.stages or stage in self.stages

    @property
    def laws(self) -> tuple[int, ...]:
        return tuple(int(c.id) for c in self.citations if c.kind == "law")

    def __call__(self, *args: Any) -> Any:
        """Apply the rule: it is the active rule (the one rulings name) until it returns."""
        stack = _LOCAL.stack
        stack.append(self)
        try:
            return self.action(*args)
        finally:
            stack.pop()

    def declares(self, citations: Iterable[Citation]) -> bool:
        return set(citations) <= self._declared

    @property
    def _declared(self) -> frozenset[Citation]:
        found = _DECLARED.get(self.name)
        if found is None:
            found = _DECLARED[self.name] = frozenset(self.citations)
        return found


_BY_VERB: dict[str, list[Rule]] = {}
_BY_NAME: dict[str, Rule] = {}
_BY_ACTION: dict[Callable[..., Any], Rule] = {}
_DECLARED: dict[str, frozenset[Citation]] = {}
#: The rules for a verb that admit a stage in a variant, in dispatch order: worked out once, as the referee asks often.
#: Stages and variants are enum members (or None) that hash by identity, so the key is cheap to look up.
_CANDIDATES: dict[tuple[str, object, Hashable | None], tuple[Rule, ...]] = {}
_NAMES: dict[str, tuple[str, ...]] = {}
#: Whether every rule for a verb that admits a stage in a variant carries a mark, by (verb, mark, stage, variant).
_MARKED: dict[tuple[str, str, object, Hashable | None], bool] = {}
#: Every declared order between sibling exceptions, as (the rule that prevails, the rule that gives way).
_PREVAILS: set[tuple[str, str]] = set()


class _Local(threading.local):
    """Each thread's stack of active rules (made when a thread first touches it)."""

    def __init__(self) -> None:
        self.stack: list[Rule] = []


_LOCAL = _Local()
_CHECKING = [False]


def _stack() -> list[Rule]:
    return _LOCAL.stack


def active_rule() -> Rule | None:
    """The rule now being applied (the innermost, when one rule applies another), or None."""
    stack = _stack()
    return stack[-1] if stack else None


@contextmanager
def acting(found: Rule) -> Iterator[Rule]:
    """Make a rule the active one for a block: its rulings name it, as if it had been called."""
    stack = _stack()
    stack.append(found)
    try:
        yield found
    finally:
        stack.pop()


@contextmanager
def check_conflicts(on: bool = True) -> Iterator[None]:
    """While on, every dispatch also asks the chosen rule's siblings and raises :class:`RuleConflict` if one holds too."""
    before = _CHECKING[0]
    _CHECKING[0] = on
    try:
        yield
    finally:
        _CHECKING[0] = before


def checking_conflicts(on: bool) -> None:
    """Turn conflict checking on or off for the rest of the process (the test suite turns it on)."""
    _CHECKING[0] = on


def _qualified(function: Callable[..., Any]) -> str:
    return f"{function.__module__}.{function.__qualname__}"


def _depth(r: Rule) -> int:
    d = 0
    seen = r
    while seen.exception_to is not None and seen.exception_to in _BY_NAME:
        d += 1
        seen = _BY_NAME[seen.exception_to]
    return d


def _order(rules: list[Rule]) -> list[Rule]:
    """Exceptions before the rules they except; a rule before those it prevails over; otherwise the order of registration."""
    indexed = sorted(enumerate(rules), key=lambda pair: (-_depth(pair[1]), pair[0]))
    placed = [r for _, r in indexed]
    # A declared order among siblings: move each rule ahead of those it prevails over.
    changed = True
    moves = 0
    while changed:
        moves += 1
        if moves > len(placed) ** 2 + 1:
            # Orders that go round (A before B before C before A) can never all hold: refuse them at import.
            names = sorted({r.name for r in placed for w, l in _PREVAILS if r.name in (w, l)})
            raise ValueError(f"the declared orders among {', '.join(names)} go round in a circle: no rule can come first")
        changed = False
        for i, r in enumerate(placed):
            for j in range(i):
                if (r.name, placed[j].name) in _PREVAILS:
                    placed.insert(j, placed.pop(i))
                    changed = True
                    break
            if changed:
                break
    return placed


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
    """Register a rule answering ``verb``; it cites ``laws``, ``cases``, ``au_cent`` clauses and ``also``.

    ``when(*args)`` narrows the rule to the situation it governs;
    ``exception_to`` names the base rule it overrides when ``when`` holds;
    ``prevails_over`` names the sibling exceptions it overrides when both
    hold, and ``yields_to`` those that override it (the same order, declared
    from the other side, for a rule defined in a module this one cannot import).
    A rule of Piquet au Cent cites its clause by slug (``au_cent=("deal-by-twos",)``)
    and, in ``laws``, the Law of Piquet it displaces; it is an exception to
    the rule applying that law, and it belongs to its ``variant``.
    ``marks`` are the rule's declarations to a fast path that passes the
    registry by (see :func:`all_marked`).
    """
    clauses = tuple(au_cent)
    citations = tuple(au_cent_clause(s) for s in clauses) + tuple(law(n) for n in laws) + tuple(case(c) for c in cases) + tuple(also)
    if not citations:
        raise ValueError("a rule must cite the law it applies")
    base = _qualified(exception_to) if exception_to is not None else None
    over = tuple(_qualified(f) for f in prevails_over)
    under = tuple(_qualified(f) for f in yields_to)
    # A variant's exception sets aside the Laws it declares: its clauses govern instead.
    displaces = tuple(c for c in citations if c.kind == "law") if clauses and base is not None else ()

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
            prevails_over=over,
            variant=variant,
            displaces=displaces,
            marks=frozenset(marks),
        )
        if name in _BY_NAME:
            raise ValueError(f"rule {name} registered twice")
        _BY_NAME[name] = found
        _BY_ACTION[function] = found
        _PREVAILS.update((name, other) for other in over)
        _PREVAILS.update((other, name) for other in under)
        for each in {verb} | {_BY_NAME[o].verb for o in under if o in _BY_NAME}:
            _BY_VERB[each] = _order(_BY_VERB.get(each, []) + ([found] if each == verb else []))
        _CANDIDATES.clear()
        _NAMES.clear()
        _MARKED.clear()
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


def prevailing(name: str) -> tuple[str, ...]:
    """The rules a rule prevails over when both hold, whichever side declared the order."""
    return tuple(sorted(loser for winner, loser in _PREVAILS if winner == name))


def declared_orders() -> frozenset[tuple[str, str]]:
    """Every declared order between sibling exceptions: (the rule that prevails, the rule that gives way)."""
    return frozenset(_PREVAILS)


def find_rule(name: str) -> Rule | None:
    """A registered rule by its qualified name, or None (a ruling read from elsewhere may name a rule not loaded here)."""
    return _BY_NAME.get(name)


def rule_of(function: Callable[..., Any]) -> Rule:
    """The rule a function was registered as (an option's effect is referenced by its function)."""
    return _BY_ACTION[function]


def all_rules() -> Mapping[str, Rule]:
    """Every registered rule by qualified name."""
    return dict(_BY_NAME)


def _candidates(verb: str, stage: object, variant: Hashable | None) -> tuple[Rule, ...]:
    key = (verb, stage, variant)
    found = _CANDIDATES.get(key)
    if found is None:
        found = _CANDIDATES[key] = tuple(
            r for r in _BY_VERB.get(verb, ()) if r.admits(stage) and (r.variant is None or r.variant == variant)
        )
    return found


def all_marked(verb: str, mark: str, stage: object, variant: Hashable | None = None) -> bool:
    """Whether every rule that could answer ``verb`` in ``stage`` and ``variant`` declares ``mark`` (kept until a rule is added).

    A fast path that applies a rule without dispatching (``play_run``) asks
    this: a rule registered later without the mark makes it step aside, so
    a new rule is never silently passed over.
    """
    key = (verb, mark, stage, variant)
    marked = _MARKED.get(key)
    if marked is None:
        marked = _MARKED[key] = all(mark in r.marks for r in _candidates(verb, stage, variant))
    return marked


def dispatch(verb: str, stage: object, *args: Any, variant: Hashable | None = None) -> Rule:
    """The first rule for ``verb`` that admits ``stage`` and ``variant`` and whose condition holds on ``args``."""
    candidates = _CANDIDATES.get((verb, stage, variant))
    if candidates is None:
        candidates = _candidates(verb, stage, variant)
    for candidate in candidates:
        if candidate.when is None or candidate.when(*args):
            if _CHECKING[0]:
                _check_siblings(candidate, candidates, args)
            return candidate
    raise NoRule(f"no rule answers {verb!r} in stage {stage}")


def run(verb: str, stage: object, state: Any, *args: Any) -> Any:
    """Dispatch on ``(state, *args)`` in the state's variant and apply the rule found to the same arguments."""
    return dispatch(verb, stage, state, *args, variant=getattr(state, "variant", None))(state, *args)


def _check_siblings(chosen: Rule, candidates: tuple[Rule, ...], args: tuple[Any, ...]) -> None:
    """Raise :class:`RuleConflict` when another exception at the chosen one's level holds too, with no order declared."""
    if chosen.exception_to is None:
        return
    for other in candidates:
        if other is chosen or other.exception_to != chosen.exception_to:
            continue
        if (chosen.name, other.name) in _PREVAILS or (other.name, chosen.name) in _PREVAILS:
            continue
        if other.when is None or other.when(*args):
            raise RuleConflict(
                f"{chosen.name} and {other.name} are both exceptions to {chosen.exception_to} and both hold "
                f"for this {chosen.verb!r}: declare which prevails"
            )
