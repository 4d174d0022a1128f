"""The injured party's choice (Law 44 and every law that gives an option), and what each choice does.

An ``elect`` act takes one of the choices a ruling offered.  The choice names
an *effect* rule (verb ``"effect"``) that the referee applies: the same rule
applies when the option lapses with its default.
"""

from __future__ import annotations

from piquet.errors import shown
import attrs

from piquet.game.acts import Elect
from lawkit.elections import Choice, Election
from piquet.game.elections import LAW_OF_OPTION
from piquet.game.state import ELDER, adversary, DealState
from piquet.game.state import Penalty
from piquet.rules.common import party, RulingOutcome, choice, contradiction, offer, rule_on
from piquet.game.elections import Window
from piquet.table.categories import Category
from piquet.lawbook.citation import au_cent as au_cent_clause
from lawkit.ruling import Option, Ruling
from lawkit.registry import Rule, RulebookError, acting
from piquet.lawbook.registry import rule, rule_of

__all__ = ["elect", "effect_of", "enforce_penalty", "waive_penalty", "impose_penalty", "WAIVE_OPTION", "PENALTY_LAWS"]


def _open_to(state: DealState, who: int, event: Elect) -> Election | None:
    """The open election the act answers, or None when no option of that kind is open to this player."""
    mine = [e for e in state.elections if e.elector == who]
    if event.option is not None:
        mine = [e for e in mine if e.key == event.option]
    else:
        mine = [e for e in mine if event.choice in e.names] or mine
    return mine[0] if mine else None


def _find(state: DealState, who: int, event: Elect) -> Election:
    found = _open_to(state, who, event)
    if found is None:
        raise contradiction(state, who, f"{party(who)} elects {shown(event.choice)} but no option is open to him", laws=(44,))
    return found


def effect_of(chosen: Choice) -> Rule:
    """The effect rule that carries a choice out: every choice of piquet's (:func:`~piquet.rules.common.choice`) names one."""
    if chosen.effect is None:
        raise RulebookError(f"the choice {chosen.name!r} names no effect rule")
    return rule_of(chosen.effect)


#: Every law that can impose the penalty of reckoning nothing: enforcing it, or claiming it, applies the law that imposed it.
PENALTY_LAWS = (23, 24, 25, 27, 28, 29, 31, 33, 35, 39, 40, 41, 42, 43, 54, 58)


@rule("elect", laws=(44,), label="an option taken")
def elect(state: DealState, who: int, event: Elect) -> DealState:
    """The elector takes one of the choices offered to him; the referee applies it."""
    election = _find(state, who, event)
    if event.choice not in election.names:
        offered = ", ".join(repr(name) for name in election.names)
        raise contradiction(state, who, f"{shown(event.choice)} is not one of the choices offered ({offered})", laws=(44,))
    chosen = election.choice(event.choice)
    state = state.evolve(elections=tuple(e for e in state.elections if e is not election))
    effect = effect_of(chosen)
    # The ruling on the election is the effect rule's: it cites what the choice rests on.
    with acting(effect):
        state = rule_on(
            state,
            act=f"{party(who)} elects: {chosen.name}",
            decision=chosen.text,
            laws=tuple(int(c.id) for c in chosen.citations if c.kind == "law"),
            cases=tuple(str(c.id) for c in chosen.citations if c.kind == "case"),
        )
    done: DealState = effect(state, election)
    return done


#: The laws that give an option (its key names the law): an election of one not open is ruled under that law.
_OPTION_LAWS = (11, 13, 28, 29, 32, 39, 44, 52, 59)
#: What an election of a choice not offered may cite: the option laws, and the laws of a penalty whose option is open.
_NOT_OPEN_LAWS = tuple(sorted(set(_OPTION_LAWS) | set(PENALTY_LAWS)))


def _laws_of(election: Election) -> tuple[int, ...]:
    """The laws an open election rests on: those its choices cite (Law 44 and the penalty's own law, say Law 35)."""
    cited = {int(c.id) for choice in election.choices for c in choice.citations if c.kind == "law"}
    return tuple(sorted(cited)) or (44,)


def _no_option_open(state: DealState, who: int, event: Elect) -> bool:
    found = _open_to(state, who, event)
    return found is None or event.choice not in found.names


def _lapsed_by(state: DealState, who: int, law_named: int | None) -> tuple[int, ...]:
    """The laws that ended the option: Law 39 takes the elder's fresh deal when he takes in with eleven or thirteen unannounced."""
    if law_named == 11 and who == ELDER and state.taken[ELDER] is not None and state.dealt_count(ELDER) != 12:
        return (11, 39)
    return (law_named,) if law_named in _OPTION_LAWS else (44,)


def _offered_before(state: DealState, who: int, event: Elect) -> tuple[Ruling, Option] | None:
    """The option an earlier ruling of this deal offered this player under the choice he now names, and that ruling, if any."""
    return next(((ruling, option) for ruling, option in state.offered_to(who) if option.name == event.choice), None)


#: The au cent clauses that set the time of an option a law gives (the stock touched, the cards not yet taken up): an
#: election after that time cites the clause with the law it displaced.
_TIME_CLAUSES = ("stock-of-seven", "touching-the-stock", "wrong-number-of-cards")


@rule("elect", laws=_NOT_OPEN_LAWS, also=tuple(au_cent_clause(c) for c in _TIME_CLAUSES), when=_no_option_open, exception_to=elect,
      label="an option that is not open taken")
def election_not_open(state: DealState, who: int, event: Elect) -> DealState:
    """A player elects what no law offers him now (the option is another's, or never arose): of no effect.

    Electing what is not open breaks no law, so no one is named in error.
    A choice the open option does not offer is measured against that
    option: the ruling cites the laws it rests on (a fresh deal asked where
    Law 35 gives only the penalty, say).
    """
    label = party(who)
    named = event.option or ""
    law_named = LAW_OF_OPTION.get(named)
    found = _open_to(state, who, event)
    lapsed = _offered_before(state, who, event)
    act = f"{label} elects {shown(event.choice)}" + (f" under Law {law_named}" if law_named else "")
    laws: tuple[int, ...] = (law_named,) if law_named in _OPTION_LAWS else (44,)
    if found is not None:
        why = f"{shown(event.choice)} is not one of the choices open to him ({', '.join(repr(c.name) for c in found.choices)})"
        laws = _laws_of(found)
    elif any(e.key == named or event.choice in e.names for e in state.elections):
        why = "the option is his adversary's, not his"
    elif lapsed is not None:
        # The option was his, and has lapsed (by his taking in, his going on with the game, or its own time): too late.
        offering, option = lapsed
        if law_named is None:
            law_named = next((int(c.id) for c in option.citations if c.kind == "law"), None)
            act = f"{label} elects {shown(event.choice)}" + (f" under Law {law_named}" if law_named else "")
        # An au cent clause that set the option's time (the stock touched, not taken up) is cited with the law it displaced.
        clauses = tuple(str(c.id) for c in offering.citations if c.kind == "au-cent" and c.id in _TIME_CLAUSES)
        return rule_on(
            state,
            act=act,
            decision="too late: the option was his, but it lapsed before he elected; the deal stands as it is",
            laws=_lapsed_by(state, who, law_named),
            au_cent=clauses,
            displaced=(),
            outcome=RulingOutcome.TOO_LATE,
        )
    else:
        why = "no such option is open to him now"
    return rule_on(
        state,
        act=act,
        decision=f"of no effect: {why}; the deal goes on as it stands",
        laws=laws,
        outcome=RulingOutcome.NO_EFFECT,
    )


@rule("effect", laws=(44,) + PENALTY_LAWS, label="the penalty of reckoning nothing enforced")
def enforce_penalty(state: DealState, election: Election) -> DealState:
    """The adversary enforces the penalty: the offender reckons nothing this deal; his cards still bar (Law 58)."""
    return state


@rule("effect", laws=(44,), label="the penalty of reckoning nothing waived")
def waive_penalty(state: DealState, election: Election) -> DealState:
    """The adversary does not enforce the penalty of reckoning nothing (Law 44)."""
    offender = election.subject
    penalties = tuple(attrs.evolve(p, waived=True) if p.player == offender else p for p in state.penalties)
    return state.evolve(penalties=penalties)


#: The key of the Law 44 option not to enforce a penalty of reckoning nothing.
WAIVE_OPTION = "law-44"


def impose_penalty(
    state: DealState,
    offender: int,
    laws: tuple[int, ...],
    cases: tuple[str, ...] = (),
    *,
    from_category: Category = Category.CARTE_BLANCHE,
    on_deal: bool = False,
) -> DealState:
    """The offender reckons nothing that deal; the adversary may decline to enforce it (Law 44).

    The option stays open while the deal goes on and lapses, enforced, when
    the deal is scored.
    """
    if not set(laws) <= set(PENALTY_LAWS):
        raise RulebookError(f"Laws {sorted(set(laws) - set(PENALTY_LAWS))} impose a penalty PENALTY_LAWS does not list")
    penalty = Penalty(offender, laws, cases, from_category)
    fixed_at_the_first_trick = laws == (54,) and penalty in state.penalties  # a miscall's penalty, ruled only on its discovery
    if not fixed_at_the_first_trick:
        state = state.evolve(penalties=state.penalties + (penalty,))
    if any(e.key == WAIVE_OPTION and e.subject == offender for e in state.elections):
        return state
    return offer(
        state,
        key=WAIVE_OPTION,
        elector=adversary(offender),
        choices=(
            choice("enforce", f"{party(offender)} reckons nothing this deal", enforce_penalty, (44,) + laws),
            choice("waive", "the penalty of reckoning nothing is not enforced", waive_penalty, (44,)),
        ),
        window=Window.UNTIL_DEAL_SCORED,
        lapses_to="enforce",
        blocking=False,
        subject=offender,
        on_deal=on_deal,
    )
