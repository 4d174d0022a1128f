"""The rulebook a referee dispatches through: each rule labelled with the provisions it applies.

A game keeps its rules in a :class:`Rulebook`.  A :class:`Rule` answers one
*verb* (an act at the table such as ``"play"``, or an internal question such
as ``"score"``) in some stages of the game, when its condition holds.  A rule
may be declared an *exception* to another (Catala's "base rule with labelled
exceptions", a code's "except as provided in rule 9"): exceptions are tried
before the rule they except, so the base rule never hides an ``if`` for them.
The rulebook knows nothing of the game's state: a rule's condition and action
receive whatever the referee passes, and :meth:`Rulebook.run` passes the
state first.

Three guarantees are kept here rather than by each rule:

* **Cited is applied.**  A rule runs by being called (:meth:`Rule.__call__`),
  which makes it the *active* rule while it runs.  A
  :class:`~lawkit.ruling.Ruling` made meanwhile names that rule and may cite
  only what the rule declares; anything else is an
  :class:`UndeclaredCitation`.
* **Two exceptions never silently compete.**  Every dispatch also asks the
  exceptions at the same level as the one chosen; if another holds too and
  no order between them was declared (``prevails_over``), that is a
  :class:`RuleConflict`, a fault of the rulebook's code, raised for every
  user and not only under test.  Code that measures the dispatch, or must
  go fastest, may turn the check off (:func:`check_conflicts`).
* **A variant's rules apply only in that variant.**  A rule declared for a
  variant is not a candidate in any other; the variant is selected once per
  dispatch table, not tested in each rule's condition.

The active rule and the conflict check are the kernel's, shared by every
rulebook: a ruling is checked against its rule whichever game made it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Generic, TypeVar

import attrs

from lawkit.citation import Citation, ids_of, implements

__all__ = [
    "Rule",
    "Rulebook",
    "find_rule",
    "active_rule",
    "acting",
    "check_conflicts",
    "checking_conflicts",
    "conflicts_checked",
    "NoRule",
    "RulebookError",
    "UndeclaredCitation",
    "RuleConflict",
    "ANY_STAGE",
]

_F = TypeVar("_F", bound=Callable[..., Any])
_S = TypeVar("_S")

#: A stage filter that admits every stage.
ANY_STAGE: frozenset[object] = frozenset()


class NoRule(LookupError):
    """No rule answers this verb in this stage and situation (a gap in the rulebook)."""


class RulebookError(Exception):
    """The rulebook contradicts itself: a fault of the code, never of the record being ruled on."""


class UndeclaredCitation(RulebookError):
    """A ruling cites a provision its rule does not declare, so an index of the rules by provision would miss it."""


class RuleConflict(RulebookError):
    """Two exceptions at the same level hold for one act and nothing says which comes first.

    ``rules`` are the two qualified names (the one dispatch found first, then
    the other), ``base`` the rule both except, ``verb`` and ``arguments``
    what the rulebook was dispatched on.  The kernel knows nothing of a
    game's state, so it cannot say which act that was: the game's referee,
    catching the error on its way out, says where it arose and what the act
    was (:meth:`located`), and the message names them too.
    """

    def __init__(self, chosen: str, other: str, base: str = "", verb: str = "", arguments: tuple[Any, ...] = ()) -> None:
        super().__init__(chosen, other)
        self.rules = (chosen, other)
        self.base = base
        self.verb = verb
        #: What the rule's conditions were asked on (a referee passes its state first).
        self.arguments = arguments
        #: Where the conflict arose, outermost first, as the callers that know say it (``("deal 2", "event 7")``).
        self.places: tuple[str, ...] = ()
        #: The act dispatched, as its game writes it, once a caller has said (``"A: play KS"``).
        self.act: str | None = None

    def located(self, place: str, act: str | None = None) -> RuleConflict:
        """Say where the conflict arose, ahead of what an inner caller said, and the act if none has named it yet; the error itself, to re-raise."""
        self.places = (place, *self.places)
        if self.act is None and act is not None:
            self.act = act
        return self

    def __str__(self) -> str:
        chosen, other = self.rules
        on = f" at {', '.join(self.places)}" if self.places else ""
        on += f" ({self.act})" if self.act else ""
        base = f" to {self.base}" if self.base else ""
        return f"{chosen} and {other} are both exceptions{base} and both hold for this {self.verb!r}{on}: declare which prevails"


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
    #: The provisions this rule sets aside: a variant's exception displaces what its base applies.
    displaces: tuple[Citation, ...] = ()
    #: Marks a rule declares for code that takes a shortcut past the rulebook: a fast path runs
    #: only while every rule it would pass over carries its mark (:meth:`Rulebook.all_marked`).
    marks: frozenset[str] = frozenset()

    def admits(self, stage: object) -> bool:
        return not self.stages or stage in self.stages

    def cited(self, kind: str) -> tuple[int | str, ...]:
        """The ids of the provisions of one kind the rule applies, in order."""
        return ids_of(self.citations, kind)

    def __call__(self, *args: Any) -> Any:
        """Apply the rule: it is the active rule (the one rulings name) until it returns."""
        stack = _LOCAL.stack
        stack.append(self)
        try:
            return self.action(*args)
        finally:
            stack.pop()

    def declares(self, citations: Iterable[Citation]) -> bool:
        declared = _DECLARED.get(self.name)  # the property's look-up written out: every ruling asks
        return set(citations) <= (declared if declared is not None else self._declared)

    @property
    def _declared(self) -> frozenset[Citation]:
        found = _DECLARED.get(self.name)
        if found is None:
            found = _DECLARED[self.name] = frozenset(self.citations)
        return found


#: Every rule of every rulebook by qualified name: a ruling names its rule, whichever game made it.
_ALL: dict[str, Rule] = {}
_DECLARED: dict[str, frozenset[Citation]] = {}


class _Local(threading.local):
    """Each thread's stack of active rules (made when a thread first touches it)."""

    def __init__(self) -> None:
        self.stack: list[Rule] = []


_LOCAL = _Local()
#: The process's setting of the conflict check, for every thread and task that has not chosen its own
#: (:func:`checking_conflicts`): on unless code that must go fastest turns it off.
_PROCESS_CHECKING = [True]
#: A block's own setting (:func:`check_conflicts`), or None outside every block.  A context variable,
#: not a global: each thread has its own context and each asyncio task runs in a copy of its creator's,
#: so a block entered in one thread or task is seen by it alone and ends with it, however others overlap.
_BLOCK_CHECKING: ContextVar[bool | None] = ContextVar("lawkit_check_conflicts", default=None)


def active_rule() -> Rule | None:
    """The rule now being applied (the innermost, when one rule applies another), or None."""
    stack = _LOCAL.stack
    return stack[-1] if stack else None


@contextmanager
def acting(found: Rule) -> Iterator[Rule]:
    """Make a rule the active one for a block: its rulings name it, as if it had been called."""
    stack = _LOCAL.stack
    stack.append(found)
    try:
        yield found
    finally:
        stack.pop()


@contextmanager
def check_conflicts(on: bool = True) -> Iterator[None]:
    """For a block, check for competing exceptions (``on``, the default everywhere) or not (``check_conflicts(False)``).

    While on, every dispatch also asks the chosen exception's siblings and
    raises :class:`RuleConflict` if one holds too with no order declared.
    The check is on by default for every user; turning it off is for code
    that measures the dispatch or must go fastest, and takes the first
    exception found, silently, where two compete.

    The setting belongs to the thread, or the asyncio task, that enters the
    block (it is kept in a :class:`contextvars.ContextVar`): a referee run in
    other threads or tasks meanwhile keeps its own, and each finds its own
    again when the block ends, in whatever order overlapping blocks end.  A
    process-wide flag saved and restored by each block could not: two
    threads whose blocks overlap would leave it off inside a block that
    asked for it, or on for good after both.
    """
    token = _BLOCK_CHECKING.set(on)
    try:
        yield
    finally:
        _BLOCK_CHECKING.reset(token)


def checking_conflicts(on: bool) -> None:
    """Turn conflict checking on or off for the rest of the process (it is on by default; off only where speed must come first).

    This is the setting of every thread and task outside a
    :func:`check_conflicts` block; a block's own setting prevails inside it.
    """
    _PROCESS_CHECKING[0] = on


def conflicts_checked() -> bool:
    """Whether a dispatch made here and now checks for competing exceptions: this thread's or task's block, else the process's setting."""
    on = _block_checking()
    return _PROCESS_CHECKING[0] if on is None else on


#: The block's setting, read without a look-up of the method on each dispatch.
_block_checking = _BLOCK_CHECKING.get


def find_rule(name: str) -> Rule | None:
    """A rule of any rulebook by its qualified name, or None (a ruling read from elsewhere may name a rule not loaded here)."""
    return _ALL.get(name)


def _qualified(function: Callable[..., Any]) -> str:
    return f"{function.__module__}.{function.__qualname__}"


def _no_variant(state: object) -> Hashable | None:
    return None


class Rulebook(Generic[_S]):
    """One game's rules, registered by verb and dispatched on the game's state ``_S``.

    ``variant_of`` tells :meth:`run` which variant of the game a state is
    played under (none, by default).  Each game has its own rulebook, so two
    games that both answer ``"play"`` never see each other's rules.
    """

    def __init__(self, name: str, *, variant_of: Callable[[_S], Hashable | None] = _no_variant) -> None:
        self.name = name
        self._variant_of = variant_of
        self._by_verb: dict[str, list[Rule]] = {}
        self._by_name: dict[str, Rule] = {}
        self._by_action: dict[Callable[..., Any], Rule] = {}
        #: The rules for a verb that admit a stage in a variant, in dispatch order: worked out once, as a referee asks often.
        self._candidates: dict[tuple[str, object, Hashable | None], tuple[Rule, ...]] = {}
        self._names: dict[str, tuple[str, ...]] = {}
        #: Whether every rule for a verb that admits a stage in a variant carries a mark, by (verb, mark, stage, variant).
        self._marked: dict[tuple[str, str, object, Hashable | None], bool] = {}
        #: The same for several verbs and stages at once, by (mark, the (verb, stage) pairs, variant).
        self._marked_in: dict[tuple[str, tuple[tuple[str, object], ...], Hashable | None], bool] = {}
        #: Every declared order between sibling exceptions, as (the rule that prevails, the rule that gives way).
        self._prevails: set[tuple[str, str]] = set()
        #: The siblings :meth:`_check_siblings` asks, by the candidates' identity and the chosen rule's name (the
        #: candidates kept with them, so an identity reused by another tuple is not mistaken for theirs).
        self._siblings: dict[tuple[int, str], tuple[tuple[Rule, ...], tuple[Rule, ...]]] = {}

    def __repr__(self) -> str:
        return f"Rulebook({self.name!r}, {len(self._by_name)} rules)"

    # -- registering ---------------------------------------------------------------

    def rule(
        self,
        verb: str,
        *citations: Citation,
        when: Callable[..., bool] | None = None,
        stages: Iterable[object] = (),
        exception_to: Callable[..., Any] | None = None,
        prevails_over: Iterable[Callable[..., Any]] = (),
        yields_to: Iterable[Callable[..., Any]] = (),
        label: str = "",
        variant: Hashable | None = None,
        displaces: Iterable[Citation] = (),
        marks: Iterable[str] = (),
    ) -> Callable[[_F], _F]:
        """Register a rule answering ``verb`` that applies the provisions ``citations``.

        ``when(*args)`` narrows the rule to the situation it governs;
        ``exception_to`` names the base rule it overrides when ``when`` holds;
        ``prevails_over`` names the sibling exceptions it overrides when both
        hold, and ``yields_to`` those that override it (the same order,
        declared from the other side, for a rule defined in a module this one
        cannot import).  A rule of a ``variant`` is a candidate only in that
        variant, and ``displaces`` the provisions it sets aside there.
        ``marks`` are the rule's declarations to a fast path that passes the
        rulebook by (see :meth:`all_marked`).  The label defaults to the first
        line of the function's docstring.
        """
        if not citations:
            raise ValueError("a rule must cite the provision it applies")
        base = _qualified(exception_to) if exception_to is not None else None
        over = tuple(_qualified(f) for f in prevails_over)
        under = tuple(_qualified(f) for f in yields_to)
        set_aside = tuple(displaces)

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
                citations=tuple(citations),
                exception_to=base,
                prevails_over=over,
                variant=variant,
                displaces=set_aside,
                marks=frozenset(marks),
            )
            if name in _ALL:
                raise ValueError(f"rule {name} registered twice")
            _ALL[name] = self._by_name[name] = found
            self._by_action[function] = found
            self._prevails.update((name, other) for other in over)
            self._prevails.update((other, name) for other in under)
            for each in {verb} | {self._by_name[o].verb for o in under if o in self._by_name}:
                self._by_verb[each] = self._order(self._by_verb.get(each, []) + ([found] if each == verb else []))
            self._candidates.clear()
            self._siblings.clear()
            self._names.clear()
            self._marked.clear()
            self._marked_in.clear()
            return function

        return register

    def _depth(self, r: Rule) -> int:
        d = 0
        seen = r
        while seen.exception_to is not None and seen.exception_to in self._by_name:
            d += 1
            seen = self._by_name[seen.exception_to]
        return d

    def _order(self, rules: list[Rule]) -> list[Rule]:
        """Exceptions before the rules they except; a rule before those it prevails over; otherwise the order of registration."""
        indexed = sorted(enumerate(rules), key=lambda pair: (-self._depth(pair[1]), pair[0]))
        placed = [r for _, r in indexed]
        # A declared order among siblings: move each rule ahead of those it prevails over.
        changed = True
        moves = 0
        while changed:
            moves += 1
            if moves > len(placed) ** 2 + 1:
                # Orders that go round (A before B before C before A) can never all hold: refuse them at import.
                names = sorted({r.name for r in placed for w, l in self._prevails if r.name in (w, l)})
                raise ValueError(f"the declared orders among {', '.join(names)} go round in a circle: no rule can come first")
            changed = False
            for i, r in enumerate(placed):
                for j in range(i):
                    if (r.name, placed[j].name) in self._prevails:
                        placed.insert(j, placed.pop(i))
                        changed = True
                        break
                if changed:
                    break
        return placed

    # -- asking ----------------------------------------------------------------------

    def verbs(self) -> tuple[str, ...]:
        """Every verb some rule answers, in the order first registered."""
        return tuple(self._by_verb)

    def rule_names(self, verb: str) -> tuple[str, ...]:
        """The qualified names of the rules answering a verb, in the order they are tried (kept until a rule is added)."""
        names = self._names.get(verb)
        if names is None:
            names = self._names[verb] = tuple(r.name for r in self._by_verb.get(verb, ()))
        return names

    def rules_for(self, verb: str) -> tuple[Rule, ...]:
        """The rules answering a verb, in the order they are tried."""
        return tuple(self._by_verb.get(verb, ()))

    def rule_named(self, name: str) -> Rule:
        """A rule of this book by its qualified name."""
        return self._by_name[name]

    def rule_of(self, function: Callable[..., Any]) -> Rule:
        """The rule a function was registered as (an option's effect is referenced by its function)."""
        return self._by_action[function]

    def all_rules(self) -> Mapping[str, Rule]:
        """Every rule of this book by qualified name."""
        return dict(self._by_name)

    def prevailing(self, name: str) -> tuple[str, ...]:
        """The rules a rule prevails over when both hold, whichever side declared the order."""
        return tuple(sorted(loser for winner, loser in self._prevails if winner == name))

    def declared_orders(self) -> frozenset[tuple[str, str]]:
        """Every declared order between sibling exceptions: (the rule that prevails, the rule that gives way)."""
        return frozenset(self._prevails)

    def _candidates_for(self, verb: str, stage: object, variant: Hashable | None) -> tuple[Rule, ...]:
        key = (verb, stage, variant)
        found = self._candidates.get(key)
        if found is None:
            found = self._candidates[key] = tuple(
                r for r in self._by_verb.get(verb, ()) if r.admits(stage) and (r.variant is None or r.variant == variant)
            )
        return found

    def all_marked(self, verb: str, mark: str, stage: object, variant: Hashable | None = None) -> bool:
        """Whether every rule that could answer ``verb`` in ``stage`` and ``variant`` declares ``mark`` (kept until a rule is added).

        A fast path that applies a rule without dispatching asks this: a rule
        registered later without the mark makes it step aside, so a new rule
        is never silently passed over.
        """
        key = (verb, mark, stage, variant)
        marked = self._marked.get(key)
        if marked is None:
            marked = self._marked[key] = all(mark in r.marks for r in self._candidates_for(verb, stage, variant))
        return marked

    def all_marked_in(self, mark: str, places: tuple[tuple[str, object], ...], variant: Hashable | None = None) -> bool:
        """:meth:`all_marked` for every ``(verb, stage)`` of ``places`` at once: one look-up for a fast path that passes over several verbs."""
        key = (mark, places, variant)
        marked = self._marked_in.get(key)
        if marked is None:
            marked = self._marked_in[key] = all(self.all_marked(verb, mark, stage, variant) for verb, stage in places)
        return marked

    def dispatch(self, verb: str, stage: object, *args: Any, variant: Hashable | None = None) -> Rule:
        """The first rule for ``verb`` that admits ``stage`` and ``variant`` and whose condition holds on ``args``."""
        candidates = self._candidates.get((verb, stage, variant))
        if candidates is None:
            candidates = self._candidates_for(verb, stage, variant)
        for candidate in candidates:
            if candidate.when is None or candidate.when(*args):
                if candidate.exception_to is not None and conflicts_checked():
                    self._check_siblings(candidate, candidates, args)
                return candidate
        raise NoRule(f"no rule answers {verb!r} in stage {stage}")

    def run(self, verb: str, stage: object, state: _S, *args: Any) -> Any:
        """Dispatch on ``(state, *args)`` in the state's variant and apply the rule found to the same arguments."""
        # :meth:`dispatch` written out: a referee runs a few rules for every deal it scores.
        variant = self._variant_of(state)
        candidates = self._candidates.get((verb, stage, variant))
        if candidates is None:
            candidates = self._candidates_for(verb, stage, variant)
        for candidate in candidates:
            if candidate.when is None or candidate.when(state, *args):
                if candidate.exception_to is not None:
                    # Only an exception has siblings to ask: a base rule chosen, the common case, costs one attribute.
                    # conflicts_checked() written out, as it is asked for every exception chosen.
                    on = _block_checking()
                    if on or (on is None and _PROCESS_CHECKING[0]):
                        self._check_siblings(candidate, candidates, (state, *args))
                return candidate(state, *args)
        raise NoRule(f"no rule answers {verb!r} in stage {stage}")

    def _check_siblings(self, chosen: Rule, candidates: tuple[Rule, ...], args: tuple[Any, ...]) -> None:
        """Raise :class:`RuleConflict` when another exception at the chosen one's level holds too, with no order declared.

        Only the siblings after the chosen rule in ``candidates`` are asked: a
        dispatch tries the candidates in order and chooses the first that
        holds, so every one before it was asked already and did not hold.
        Which siblings those are is worked out once for each chosen rule.
        """
        if chosen.exception_to is None:
            return
        key = (id(candidates), chosen.name)
        found = self._siblings.get(key)
        if found is None or found[0] is not candidates:
            found = self._siblings[key] = (candidates, self._siblings_after(chosen, candidates))
        for other in found[1]:
            if other.when is None or other.when(*args):
                raise RuleConflict(chosen.name, other.name, chosen.exception_to, chosen.verb, args)

    def _siblings_after(self, chosen: Rule, candidates: tuple[Rule, ...]) -> tuple[Rule, ...]:
        """The exceptions to the chosen rule's base after it in ``candidates`` with no order declared between them and it."""
        position = next((i for i, r in enumerate(candidates) if r is chosen), -1)
        return tuple(
            other
            for other in candidates[position + 1 :]
            if other is not chosen
            and other.exception_to == chosen.exception_to
            and (chosen.name, other.name) not in self._prevails
            and (other.name, chosen.name) not in self._prevails
        )
