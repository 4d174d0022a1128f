"""Small helpers every rule module uses: pairs by player, rulings, options, penalties.

Rules speak in player indexes (0 the elder, 1 the younger); these helpers
turn a rule's decision into the values the state keeps: a :class:`Ruling`
citing the rule's laws, an :class:`Election` of named choices, a
:class:`Penalty` the adversary may waive (Law 44).
"""

from __future__ import annotations

import attrs

from collections.abc import Iterable

from piquet.errors import Contradiction
from piquet.lawbook.citation import Citation, au_cent as au_cent_clause, case, law
from piquet.lawbook.ruling import Displaced, Finding, Option, Ruling
from piquet.game.elections import Choice, Election, Window
from piquet.game.state import ELDER, DealState, Penalty
from piquet.table.cards import cards_from_bits
from piquet.table.categories import Category

__all__ = [
    "pair",
    "flag",
    "names",
    "cite",
    "rule_on",
    "displaced_by",
    "offer",
    "choice",
    "impose_penalty",
    "contradiction",
    "WAIVE_OPTION",
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
    return tuple(law(n) for n in laws) + tuple(case(c) for c in cases)


def rule_on(
    state: DealState,
    *,
    act: str,
    decision: str,
    laws: Iterable[int],
    cases: Iterable[str] = (),
    facts: Iterable[str] = (),
    offender: int | None = None,
    injured: int | None = None,
    penalty: str | None = None,
    options: Iterable[Option] = (),
    event: int | None = -1,
    au_cent: Iterable[str] = (),
    displaced: Iterable[int] = (),
) -> DealState:
    """The state with one more ruling; ``event`` defaults to the act being applied.

    A ruling under Piquet au Cent cites its clauses (``au_cent``) first and
    names the Laws of Piquet they set aside (``displaced``).
    """
    at = state.events if event == -1 else event
    clauses = tuple(au_cent)
    label = state.setup.label
    ruling = Ruling(
        event=at,
        act=act,
        decision=decision,
        findings=tuple(Finding(text, () if at is None else (at,)) for text in facts),
        offender=None if offender is None else label(offender),
        injured=None if injured is None else label(injured),
        penalty=penalty,
        options=tuple(options),
        citations=tuple(au_cent_clause(c) for c in clauses) + cite(laws, cases),
        displaced=displaced_by(clauses, displaced),
    )
    return state.evolve(rulings=state.rulings + (ruling,))


def displaced_by(clauses: tuple[str, ...], laws: Iterable[int]) -> tuple[Displaced, ...]:
    """The Laws of Piquet an au cent ruling sets aside, each with the clause that displaces it."""
    named = ", ".join(clauses) or "its own laws"
    return tuple(Displaced(law(n), f"displaced in Piquet au Cent by {named}") for n in laws)


def choice(name: str, text: str, effect: str, laws: Iterable[int], cases: Iterable[str] = ()) -> Choice:
    """A named course an elector may take, applied by the effect rule ``effect``."""
    return Choice(name, text, effect, cite(laws, cases))


def offer(
    state: DealState,
    *,
    key: str,
    elector: int,
    choices: Iterable[Choice],
    window: Window,
    on_lapse: str,
    blocking: bool = True,
    subject: int | None = None,
    on_deal: bool = False,
) -> DealState:
    """Open an option for ``elector``; the last ruling names its choices and who elects.

    ``on_deal`` marks an option opened by the deal as dealt (Law 11), whose
    ruling answers no act.
    """
    offered = tuple(choices)
    election = Election(key, elector, offered, window, on_lapse, state.events, blocking, subject)
    label = state.setup.label(elector)
    options = tuple(Option(f"{c.name}: {c.text}", label, c.citations) for c in offered)
    rulings = state.rulings
    # The ruling that opens the option is the last one: on the act being applied, or (``on_deal``) on the deal as dealt.
    if rulings and (rulings[-1].event is None if on_deal else rulings[-1].event == state.events):
        last = rulings[-1]
        rulings = rulings[:-1] + (attrs.evolve(last, options=last.options + options),)
    return state.evolve(elections=state.elections + (election,), rulings=rulings)


def offer_fresh_deal(state: DealState, offender: int) -> DealState:
    """The adversary of a player who mixed cards not his may have a fresh deal instead (Laws 28, 29).

    Going on with the game refuses it (Case III); standing, the offender
    takes only those of his cards that were not mixed.
    """
    law = 28 if offender == ELDER else 29
    return offer(
        state,
        key=f"law-{law}",
        elector=1 - offender,
        choices=(
            choice("fresh deal", "the deal is void and the same dealer deals again", "piquet.rules.dealing.fresh_deal", (law,)),
            choice("stand", "the deal stands; he takes only his cards that were not mixed", "piquet.rules.dealing.stand_deal", (law,)),
        ),
        window=Window.BEFORE_ELECTOR_ACTS,
        on_lapse="stand",
    )


#: The key of the Law 44 option not to enforce a penalty of reckoning nothing.
WAIVE_OPTION = "law-44"


def impose_penalty(
    state: DealState,
    offender: int,
    laws: tuple[int, ...],
    cases: tuple[str, ...] = (),
    *,
    from_category: Category = Category.CARTE_BLANCHE,
) -> DealState:
    """The offender reckons nothing that deal; the adversary may decline to enforce it (Law 44).

    The option stays open while the deal goes on and lapses, enforced, when
    the deal is scored.
    """
    penalty = Penalty(offender, laws, cases, from_category)
    state = state.evolve(penalties=state.penalties + (penalty,))
    if any(e.key == WAIVE_OPTION and e.subject == offender for e in state.elections):
        return state
    return offer(
        state,
        key=WAIVE_OPTION,
        elector=1 - offender,
        choices=(
            choice("enforce", f"{state.setup.label(offender)} reckons nothing this deal", "piquet.rules.elections.enforce_penalty", (44,) + laws),
            choice("waive", "the penalty of reckoning nothing is not enforced", "piquet.rules.elections.waive_penalty", (44,)),
        ),
        window=Window.UNTIL_DEAL_SCORED,
        on_lapse="enforce",
        blocking=False,
        subject=offender,
    )


def contradiction(state: DealState, who: int | None, message: str, *, card: str | None = None, laws: Iterable[int] = ()) -> Contradiction:
    """The error for an act the record's own facts contradict."""
    return Contradiction(message, laws=tuple(laws), player=None if who is None else state.setup.label(who), card=card)
