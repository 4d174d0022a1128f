"""Small helpers every rule module uses: pairs by player, rulings, options, penalties.

Rules speak in player indexes (0 the elder, 1 the younger); these helpers
turn a rule's decision into the values the state keeps: a :class:`Ruling`
citing the rule's laws, an :class:`Election` of named choices, a
:class:`Penalty` the adversary may waive (Law 44).
"""

from __future__ import annotations

import attrs

from collections.abc import Callable, Iterable
from typing import Any

from piquet.errors import Contradiction
from lawkit.citation import Citation
from piquet.lawbook.citation import au_cent as au_cent_clause, case, law
from lawkit.registry import RulebookError, active_rule
from lawkit.ruling import Displaced, Finding, Option, Ruling, Subject, fill, implied_outcome, party
from lawkit.ruling import Outcome as RulingOutcome
from lawkit.elections import Choice, Election
from piquet.game.elections import Window
from piquet.game.state import ELDER, DealState
from piquet.table.cards import cards_from_bits
from piquet.table.cardsets import Hand

__all__ = [
    "shown_bits",
    "pair",
    "flag",
    "names",
    "cite",
    "rule_on",
    "displaced_by",
    "offer",
    "choice",
    "contradiction",
    "act_words",
    "first_code",
    "no_effect",
    "party",
    "RulingOutcome",
    "Subject",
]


def pair(values: tuple[int, int], who: int, value: int) -> tuple[int, int]:
    """A pair of per-player values with one player's value replaced."""
    return (value, values[1]) if who == ELDER else (values[0], value)


def flag(flags: tuple[bool, bool], who: int) -> tuple[bool, bool]:
    return (True, flags[1]) if who == ELDER else (flags[0], True)


def names(bits: int) -> str:
    """Cards of a mask as canonical codes: ``"KS 8C"``."""
    return " ".join(c.code for c in cards_from_bits(bits))


def cite(laws: Iterable[int] = (), cases: Iterable[str] = ()) -> tuple[Citation, ...]:
    if type(laws) is tuple and type(cases) is tuple and {*map(type, laws)} <= _INT and {*map(type, cases)} <= _STR:
        # Every ruling cites: the citations of each pair of tuples are made once and shared, as they are immutable.  Only
        # ints and texts are kept, as True or 1.0 would find what was made for 1.
        key = (laws, cases)
        found = _CITED.get(key)
        if found is None:
            if len(_CITED) >= 4096:
                _CITED.clear()
            found = _CITED[key] = tuple([law(n) for n in laws]) + tuple([case(c) for c in cases])
        return found
    return tuple(law(n) for n in laws) + tuple(case(c) for c in cases)


_CITED: dict[tuple[tuple[int, ...], tuple[str, ...]], tuple[Citation, ...]] = {}
_INT = {int}
_STR = {str}


def rule_on(
    state: DealState,
    *,
    act: str,
    decision: str,
    laws: Iterable[int] | None = None,
    cases: Iterable[str] = (),
    facts: Iterable[str | Finding] = (),
    offender: int | None = None,
    injured: int | None = None,
    penalty: str | None = None,
    options: Iterable[Option] = (),
    event: int | None = -1,
    au_cent: Iterable[str] = (),
    displaced: Iterable[int] | None = None,
    note: bool = False,
    outcome: RulingOutcome | None = None,
    subject: Subject | None = None,
    void: bool = False,
) -> DealState:
    """The state with one more ruling, given by the rule being applied; ``event`` defaults to the act being applied.

    ``offender`` and ``injured`` are seats; the words name players by :func:`party` slots, filled where the ruling is
    shown.  ``outcome`` says what the ruling does where its structure does not (no effect, too late, corrected in time).

    A fact given as words is shown by the act ruled on; one about an earlier act (the call a claim
    finds unfounded, the card a revoke was made with) is a :class:`Finding` citing that act's event.

    The ruling cites what the rule declares unless ``laws``, ``cases`` or
    ``au_cent`` narrow it; it may cite nothing the rule does not declare
    (:class:`~piquet.lawbook.registry.UndeclaredCitation`).  A ruling under
    Piquet au Cent cites its clauses first and names the Laws of Piquet they
    set aside: by default those the rule displaces as an exception to the
    rule of those laws.
    """
    at = state.events if event == -1 else event
    active = active_rule()
    if active is None:
        raise RulebookError(f"a ruling ({decision!r}) must be given by a rule the referee applies")
    clauses = tuple(au_cent)
    if laws is None and not clauses and not cases:
        own = tuple(c for c in active.citations if c not in active.displaces)
        clauses = tuple(str(c.id) for c in own if c.kind == "au-cent")
        laws = tuple(int(c.id) for c in own if c.kind == "law")
        cases = tuple(str(c.id) for c in own if c.kind == "case")
    if displaced is None:
        displaced = tuple(int(c.id) for c in active.displaces if c.id not in tuple(laws or ()))
    offered = tuple(options)
    ruling = Ruling(
        event=at,
        act=act,
        decision=decision,
        findings=tuple(_found(fact, at) for fact in facts),
        offender=offender,
        injured=injured,
        penalty=penalty,
        options=offered,
        citations=tuple(au_cent_clause(c) for c in clauses) + cite(laws or (), cases),
        displaced=displaced_by(clauses, displaced),
        note=note,
        void=void,
        subject=subject,
        # The outcome the rule names, else the one the ruling's structure implies.
        outcome=implied_outcome(note=note, void=void, penalty=penalty, options=offered) if outcome is None else outcome,
    )
    if note and (offender is not None or penalty is not None or ruling.options):
        raise RulebookError(f"a note ({decision!r}) names no offender, penalty or option: those make a ruling")
    return state.evolve(rulings=state.rulings + (ruling,))


def _found(fact: str | Finding, at: int | None) -> Finding:
    """A fact as a finding: one given as words is shown by the act ruled on (``at``), a :class:`Finding` by its own events."""
    if isinstance(fact, Finding):
        return fact
    return Finding(fact, () if at is None else (at,))


def displaced_by(clauses: tuple[str, ...], laws: Iterable[int]) -> tuple[Displaced, ...]:
    """The Laws of Piquet an au cent ruling sets aside, each with the clause that displaces it."""
    named = ", ".join(clauses) or "its own laws"
    return tuple(Displaced(law(n), f"displaced in Piquet au Cent by {named}") for n in laws)


def choice(name: str, text: str, effect: Callable[..., Any], laws: Iterable[int], cases: Iterable[str] = ()) -> Choice:
    """A named course an elector may take, applied by the effect rule ``effect`` (the rule's function)."""
    return Choice(name, text, cite(laws, cases), effect)


def offer(
    state: DealState,
    *,
    key: str,
    elector: int,
    choices: Iterable[Choice],
    window: Window,
    lapses_to: str,
    blocking: bool = True,
    subject: int | None = None,
    on_deal: bool = False,
) -> DealState:
    """Open an option for ``elector``; the last ruling names its choices and who elects.

    ``on_deal`` marks an option opened by the deal as dealt (Law 11), whose
    ruling answers no act.  An option offered again while it is still open
    (the same law, elector and subject) is the same option restated at a
    later act, with what it now lets him do: the new offer replaces the old.
    """
    offered = tuple(choices)
    election = Election(key, elector, offered, event=state.events, lapses_to=lapses_to, window=window, blocking=blocking, subject=subject)
    kept = tuple(e for e in state.elections if not (e.key == key and e.elector == elector and e.subject == subject))
    options = election.options()
    rulings = state.rulings
    # The ruling that opens the option is the last one: on the act being applied, or (``on_deal``) on the deal as dealt.
    if rulings and (rulings[-1].event is None if on_deal else rulings[-1].event == state.events):
        last = rulings[-1]
        # A ruling that only said how the act stands now offers a choice: that is its outcome (a penalty stays a penalty).
        outcome = RulingOutcome.OPTION if last.outcome is RulingOutcome.RULED else last.outcome
        rulings = rulings[:-1] + (attrs.evolve(last, options=last.options + options, outcome=outcome),)
    return state.evolve(elections=kept + (election,), rulings=rulings)


def contradiction(state: DealState, who: int | None, message: str, *, card: str | None = None, laws: Iterable[int] = ()) -> Contradiction:
    """The error for an act the record's own facts contradict."""
    labels = state.setup.labels
    return Contradiction(fill(message, labels), laws=tuple(laws), player=None if who is None else labels[who], card=card)


#: The verbs of the acts whose third person is not the verb and an s ("he mixes", "he replies").
_THIRD_PERSON = {"fresh": "freshes", "mix": "mixes", "rectify": "rectifies", "reply": "replies", "surplus": "surpluses"}


def act_words(event: Any, who: int | None = None) -> str:
    """An act as a ruling names it when no rule has words of its own for it: "A plays KS", "B lifts hand".

    The player is named by his seat's slot where the act has one (``who``), filled where the ruling is shown.
    """
    payload = event.payload()
    what = "" if payload is True else f" {payload}"
    actor = party(who) if who is not None else event.player if event.player is not None else "the players"
    return f"{actor} {_THIRD_PERSON.get(event.verb, event.verb + 's')}{what}"


def first_code(bits: int) -> str:
    """The code of the first card of a mask (a contradiction names one card)."""
    return cards_from_bits(bits)[0].code


def no_effect(
    state: DealState,
    *,
    act: str,
    why: str,
    laws: Iterable[int] | None = None,
    cases: Iterable[str] = (),
    offender: int | None = None,
) -> DealState:
    """An act that happened but that the laws give no effect: ruled so, the deal going on as it stood.

    The principle of the referee: an act at the table is ruled on, never
    refused; only a record that contradicts its own facts is an error.
    """
    return rule_on(state, act=act, decision=f"of no effect: {why}", laws=laws, cases=cases, offender=offender, outcome=RulingOutcome.NO_EFFECT)


def shown_bits(state: DealState, who: int, *, before: int | None = None) -> int:
    """The cards ``who`` has shown of what he called (``before``: only what he showed before that event)."""
    bits = 0
    for said in state.said:
        if said.player == who and said.kind == "shown" and (before is None or said.event < before):
            bits |= said.cards
    return bits
