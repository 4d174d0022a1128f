"""The referee: each act dispatched to the rule of the law that governs it.

:func:`step` takes a state and an act and returns the next state with the
rulings the act drew (none for a regular act).  Three outcomes only:

* a regular act: the next state, no ruling;
* an irregular act: the next state *as the ruling leaves it* (a penalty, an
  option for the injured party, cards taken up, or the deal void), and the
  ruling;
* an act the record's own facts contradict (a card that is elsewhere, a
  player not in the deal, an answer to no call): :class:`Contradiction`, and
  the state offered is left as it was.

A fault of the rulebook itself, two exceptions that both hold for the act
with no order declared between them, is none of these: it raises
:class:`~lawkit.registry.RuleConflict`, which the referee locates before it
leaves (the act's event number, counted from 1 as the rulings cite it, and
the act as the notation writes it; :func:`replay` and
:func:`~piquet.referee.adjudication.adjudicate` add the rest).

Before an act is dispatched, every open option whose window the act closes
lapses with the choice the law gives by default.  The rule is found by
:func:`piquet.lawbook.registry.dispatch` from the act's verb, the stage of the
deal and each rule's condition, exceptions before the rule they except.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import cast

import attrs

# Importing the rulebook registers every rule.
import piquet.rules.rulebook  # noqa: F401
from piquet.errors import Contradiction, shown
from lawkit.ruling import Ruling, party
from piquet.game.acts import (
    Accept,
    Propose,
    Remark,
    WriteScore,
    AnnounceCarteBlanche,
    AnnounceHand,
    AnswerQuestion,
    Ask,
    LiftHand,
    CountStock,
    DeclareAll,
    Discard,
    Elect,
    Event,
    Exchange,
    LookAtDiscard,
    LookAtLeft,
    LookAtTricks,
    LookAtAdversarysDiscard,
    WillLook,
    Play,
    Reckon,
    ShowCarteBlanche,
    ShowCards,
    SurplusCard,
    Take,
)
from lawkit.elections import Election
from piquet.game.elections import Window, default_of, window_of
from piquet.game.state import ELDER, YOUNGER, adversary, DealSetup, DealState, Outcome, Phase, dealt_state
from piquet.rules.common import rule_on
from piquet.referee.runs.dealing import dealt_regularly
from piquet.referee.runs.declaration import declaration_run
from piquet.referee.runs.looking import looked_at_left
from piquet.referee.runs.exchange import exchange_run
from piquet.referee.runs.play import play_run
from piquet.referee.runs.reckoning import reckoning_run
from piquet.rules.exchange import ends_lift, lifted_by_take, lifting
from piquet.rules.play import card_not_held
from piquet.rules.out_of_time import act_out_of_its_time
from piquet.rules.rectifying import may_follow_a_void
from piquet.rules.elections import effect_of
from lawkit.registry import NoRule, RuleConflict, acting
from piquet.lawbook.registry import dispatch, run

__all__ = ["Step", "initial_state", "step", "apply", "replay", "advance", "current_player", "is_terminal", "close_deal", "rebuild", "found_at_the_scoring", "KEYS"]


@attrs.frozen
class Step:
    """What one act did: the state it leaves, and the rulings it drew, shown with the players' labels."""

    state: DealState
    rulings: tuple[Ruling, ...]


#: The dispatch key of each act: its verb, refined where one verb has several senses.
KEYS: dict[type[Event], str] = {
    AnnounceCarteBlanche: "announce carte blanche",
    AnnounceHand: "announce count",
    ShowCarteBlanche: "show carte blanche",
    LookAtLeft: "look left",
    LookAtDiscard: "look discard",
    LookAtTricks: "look tricks",
    LookAtAdversarysDiscard: "look adversary's discard",
    ShowCards: "show cards",
    SurplusCard: "surplus card",
}

#: The stages as module names: an enum's member read through its class costs several times a global's, at every act.
_PLAY = Phase.PLAY
_VOID = Phase.VOID
_FINISHED = Phase.FINISHED
_EXCHANGE = Phase.EXCHANGE
_DECLARATION = Phase.DECLARATION

#: Acts that only ask or inform: they do not carry the game a step further (Case III).
_INFORMING = (
    AnnounceHand, CountStock, LookAtDiscard, LookAtTricks, Ask, AnswerQuestion, AnnounceCarteBlanche, LiftHand, ShowCards, WillLook,
    LookAtAdversarysDiscard,
)


def _who(state: DealState, event: Event) -> int | None:
    if event.player is None:
        if isinstance(event, DeclareAll) or event.verb == "remark":
            return None
        raise Contradiction(f"the {shown(event.verb)} act must name a player")
    # DealSetup.index written out: every act asks.
    setup = state.setup
    if event.player == setup.elder:
        return ELDER
    if event.player == setup.younger:
        return YOUNGER
    raise Contradiction(f"{shown(event.player)} is not a player in this deal", player=event.player)


def _closes(election: Election, state: DealState, who: int | None, event: Event) -> bool:
    """Whether this act closes the window of an open option."""
    if isinstance(event, Elect) and who == election.elector:
        return False
    window = window_of(election)
    if window is Window.BEFORE_ELECTOR_TAKES_IN:
        return who == election.elector and isinstance(event, Take | Exchange)
    if window is Window.BEFORE_ELECTOR_TOUCHES_STOCK:
        return who == election.elector and isinstance(event, Take | Exchange | CountStock | LookAtLeft)
    if window is Window.BEFORE_ELECTOR_ACTS:
        return who == election.elector and not isinstance(event, _INFORMING)
    if window is Window.BEFORE_FIRST_TRICK:
        return isinstance(event, Play) and who == YOUNGER and not state.tricks and not state.played[YOUNGER]
    if window is Window.BEFORE_GAME_GOES_ON:
        return not isinstance(event, _INFORMING + (Accept, Propose, Remark, WriteScore))
    if window is Window.BEFORE_ADVERSARY_PLAYS:
        return isinstance(event, Play) and who is not None and who != election.elector
    return False


def lapse(state: DealState, election: Election, *, reason: str, event: int | None = -1) -> DealState:
    """An option not taken when its window closes: the law's default applies.

    The ruling is on the act that closed the window (``event`` -1, the act
    being applied), or on the deal as a whole (None) when the deal is scored
    with the option still open: no act closed it then.
    """
    state = state.evolve(elections=tuple(e for e in state.elections if e is not election))
    chosen = default_of(election)
    laws = tuple(int(c.id) for c in chosen.citations if c.kind == "law")
    cases = tuple(str(c.id) for c in chosen.citations if c.kind == "case")
    effect = effect_of(chosen)
    # The lapse is ruled by the effect rule the law applies by default: it cites what that choice rests on.
    with acting(effect):
        state = rule_on(
            state,
            act=f"{party(election.elector)} did not elect {reason}",
            decision=f"the option lapses: {chosen.name} ({chosen.text})",
            # An option resting on a Case alone (an offer of a fresh deal, Case III) cites no law; Law 44 only when nothing else is cited.
            laws=laws if laws or cases else (44,),
            cases=cases,
            note=True,
            event=event,
        )
    done: DealState = effect(state, election)
    return done


def _lapse_closed(state: DealState, who: int | None, event: Event) -> DealState:
    for election in state.elections:
        if _closes(election, state, who, event):
            state = lapse(state, election, reason=window_of(election).value)
    return state


def _dispatch(state: DealState, who: int | None, event: Event) -> DealState:
    stage = state.phase
    if isinstance(event, Play):
        if who is None:
            raise Contradiction("a play must name its player")
        # Answering a string of leads in one act, a card beyond the last lead is played in error (Law 59 II).
        answering = len(event.cards) > 1 and bool(state.pending) and state.leader != who
        beyond = False
        for card in event.cards:
            if not state.hands[who] & card.bit:
                raise card_not_held(state, who, card)
            beyond = beyond or (answering and not state.pending and state.phase is _PLAY)
            verb = "surplus" if beyond else "play"
            try:
                found = dispatch(verb, state.phase, state, who, card, variant=state.setup.variant)
            except NoRule:
                # A card played where the play has no place (the exchange, or after the last trick): ruled, never refused.
                return _out_of_its_time(state, who, Play(event.player, event.cards[event.cards.index(card):]))
            state = found(state, who, card)
        return state
    if isinstance(event, Exchange):
        assert who is not None
        state = _dispatch(state, who, Discard(event.player, event.cards))
        return _dispatch(state, who, Take(event.player, len(event.cards)))
    key = KEYS.get(type(event), event.verb)
    try:
        found = dispatch(key, stage, state, who, event, variant=state.setup.variant)
    except NoRule:
        return _out_of_its_time(state, who, event)
    new: DealState = found(state, who, event)
    return new


def _out_of_its_time(state: DealState, who: int | None, event: Event) -> DealState:
    """An act no rule of this stage answers: the ``act out of its time`` rules rule on it (of no effect, or Law 57's uncontested card)."""
    ruled: DealState = run("act out of its time", state.phase, state, who, event)
    return ruled


def step(state: DealState, event: Event) -> Step:
    """Apply one act: the next state and the rulings it drew, or :class:`Contradiction`.

    Two exceptions that both hold for the act, with no order declared, are a
    :class:`~lawkit.registry.RuleConflict` naming both rules, the act and its
    event number: a fault of the library, never of the act.
    """
    before = len(state.rulings)
    new = _act(state, event)
    return Step(new, new.setup.shown(new.rulings[before:]) if len(new.rulings) > before else ())


def _act(state: DealState, event: Event) -> DealState:
    """The state after one act (its rulings appended to the state's), or :class:`Contradiction`."""
    who = _who(state, event)
    before = len(state.rulings)
    start = state
    # A try costs nothing in Python 3.11 until it catches: the usual act pays nothing for it.
    try:
        if state.phase is _FINISHED and type(event) is Elect and _scoring_finds(state):
            # An option taken after the last trick may be one the scoring opens: what it finds is ruled first, as it is then.
            state = _rule_miscalls(state)
        if state.elections:
            state = _lapse_closed(state, who, event)
        if state.phase is _VOID and not may_follow_a_void(state, event):
            # The deal is over without a score; what is done after is ruled on, never refused.
            voided: DealState = run("act in a void deal", Phase.VOID, state, who, event)
            return voided.evolve(log=start.log + (event,), acted_by=start.acted_by + (who,))
        if isinstance(event, Play) and who == YOUNGER and not start.tricks and not start.played[YOUNGER] and state.phase is not _FINISHED:
            state = _first_trick(state)
        if state.phase is _EXCHANGE and state.taken != (None, None):
            # A taking in by lifts that this act ends is judged first, as one taking in of what was lifted (Law 32).
            lifter = ends_lift(state, who, event)
            if lifter is not None:
                state = run("lift over", state.phase, state, lifter)
        new = _dispatch(state, who, event)
        if new.retaken != start.retaken:
            new = rebuild(new, new.rulings[before:])
        log = start.log + (event,)
        acted_by = start.acted_by + (who,)
        if new is start or new is state:
            new = new.evolve(log=log, acted_by=acted_by)
        else:
            # A state made by this act and not yet handed to anyone: record the act, and its player's seat, in it directly.
            fields = new.__dict__
            fields["log"] = log
            fields["acted_by"] = acted_by
        return new
    except RuleConflict as conflict:
        _conflict_at(conflict, len(start.log), event)
        raise


def _conflict_at(conflict: RuleConflict, index: int, event: Event | None) -> RuleConflict:
    """A conflict found while the act at ``index`` was ruled on, located there unless an inner act already was (a replay after a retake)."""
    if conflict.places:
        return conflict
    from piquet.formats.notation import format_event_text

    return conflict.located(f"event {index + 1}", None if event is None else format_event_text(event.to_json()))


def _first_trick(state: DealState) -> DealState:
    """The younger hand plays to the first trick: what was not said or corrected by now is settled (Laws 52, 54, 56)."""
    rule = dispatch("first trick", state.phase, state, variant=state.setup.variant)
    closed: DealState = rule(state)
    return closed


def apply(state: DealState, event: Event) -> DealState:
    """The state after the act (its rulings are in ``state.rulings``), or :class:`Contradiction`."""
    return step(state, event).state


def replay(state: DealState, events: Iterable[Event]) -> DealState:
    """Apply events in order; the first the record contradicts raises, its index in ``error.index``."""
    events = tuple(events)
    index = 0
    count = len(events)
    try:
        while index < count:
            state, index = _through_runs(state, events, index)
            if index < count:
                state = _act(state, events[index])
                index += 1
    except Contradiction as error:
        error.index = index
        raise
    except RuleConflict as conflict:
        _conflict_in_run(conflict, events, index)
        raise
    return state


def _conflict_in_run(conflict: RuleConflict, events: tuple[Event, ...], index: int) -> None:
    """Locate a conflict found in a run's own dispatch (the "first trick" rules before the younger's first card), unless
    an act already did: the state the rules were asked on has logged the acts before the one they were asked for."""
    asked = conflict.arguments[0] if conflict.arguments else None
    at = len(asked.log) if isinstance(asked, DealState) else index
    _conflict_at(conflict, at, events[at] if at < len(events) else None)


def _through_runs(state: DealState, events: tuple[Event, ...], index: int) -> tuple[DealState, int]:
    """The regular stretch from ``index`` taken by the runs, each the fast path of its base rules: the exchange, the
    calls and answers, the play, the younger's reckonings, and a look at the cards left made by right between them;
    the index of the first act they leave to :func:`step`."""
    count = len(events)
    while True:
        if state.phase is _EXCHANGE:
            state, index = exchange_run(state, events, index)
        if state.phase is _DECLARATION:
            state, index = declaration_run(state, events, index)
        # Each run steps aside at once from an act not of its kind: that first test made here, without the call.
        if index < count and type(events[index]) is Play:
            state, index = play_run(state, events, index)
        if index < count and type(events[index]) is Reckon:
            reckoned = index
            state, index = reckoning_run(state, events, index)
            if index > reckoned and index < count and type(events[index]) is Play:
                # The younger's reckonings come between the elder's lead and his own first card: the play goes on in its run.
                state, index = play_run(state, events, index)
        if index < count and type(events[index]) is LookAtLeft:
            looked = looked_at_left(state, cast(LookAtLeft, events[index]))
            if looked is not None:
                state, index = looked, index + 1
                continue  # and the runs take up again after it
        return state, index


def advance(state: DealState, events: tuple[Event, ...]) -> Iterator[tuple[DealState, int]]:
    """Apply events in order, yielding the state after each act taken and the index of the next.

    Runs of regular plays go through :func:`~piquet.referee.runs.play.play_run`
    (the base rule of the play, applied to the run at once), a regular
    exchange through :func:`~piquet.referee.runs.exchange.exchange_run` and
    regular calls and answers through
    :func:`~piquet.referee.runs.declaration.declaration_run`, the younger's
    regular reckonings after the lead through
    :func:`~piquet.referee.runs.reckoning.reckoning_run`; every
    other act, and any act another rule answers, through :func:`step`.  A
    :class:`Contradiction` propagates with ``index`` (the last yielded) the
    event at fault.
    """
    index = 0
    count = len(events)
    while index < count:
        try:
            state, ran = _through_runs(state, events, index)
        except RuleConflict as conflict:
            _conflict_in_run(conflict, events, index)
            raise
        if ran > index:
            index = ran
            yield state, index
            if index == count:
                return
        state = _act(state, events[index])
        index += 1
        yield state, index


def initial_state(setup: DealSetup) -> DealState:
    """The state of a deal just dealt, as the ``deal`` rules leave it (Laws 9-14, 75)."""
    state = dealt_state(setup, _EXCHANGE)
    if dealt_regularly(state):
        return state  # as the base rule of the deal leaves it, none of the others answering (Law 9)
    judged: DealState = run("deal", None, state)
    return judged


_OUT_OF_ITS_TIME = f"{act_out_of_its_time.__module__}.{act_out_of_its_time.__qualname__}"


def rebuild(state: DealState, drawn: tuple[Ruling, ...]) -> DealState:
    """The deal replayed from the cards dealt, without the acts taken back.

    A retake (Laws 52, 54, 59) cuts the log where the error was and plays the
    rest again: every kept act is applied afresh, so tricks, leads and
    scores are derived from the log, never patched.  The rulings already
    given stand, with those this act drew.

    Each kept act is offered to a state that already knows which of the
    acts before it are taken back (:func:`_taken_back_before`), so that a
    rule looking back at the plays sees what a replay of the kept acts alone
    would show it: one position, one answer (Law 59 II-IV, Cases X, XI).
    The options left open are those the replay offers too
    (:func:`_still_open`).
    """
    fresh = initial_state(state.setup)
    amended = dict(state.retaken)
    # An act the stage gave no place to changed nothing where it happened (Laws 17, 21, 22, 46, 59, 65, 66): replayed
    # where the retake leaves the deal (the play taken up, Case XVIII), it would take an effect its ruling denied it.
    stood = {ruling.event for ruling in state.rulings if ruling.rule == _OUT_OF_ITS_TIME}
    for index, (event, who) in enumerate(zip(state.log, state.acted_by, strict=True)):
        kept = amended.get(index, event)
        recorded = {"log": fresh.log + (event,), "acted_by": fresh.acted_by + (who,)}
        if kept is None or (kept is event and index in stood):
            fresh = fresh.evolve(**recorded)
            continue
        known = _taken_back_before(state.retaken, index)
        if fresh.retaken != known:
            fresh = fresh.evolve(retaken=known)
        fresh = step(fresh, kept).state.evolve(**recorded)
    return fresh.evolve(
        rulings=state.rulings[: len(state.rulings) - len(drawn)] + drawn, retaken=state.retaken, elections=_still_open(state, fresh)
    )


def _still_open(state: DealState, replayed: DealState) -> tuple[Election, ...]:
    """The options open after a retake: those open before it that the replay of the kept acts still offers.

    An option the retake's own act settled or let lapse stays settled; one
    offered by an act the retake took up, or that the replayed deal no
    longer gives, is gone.  Options offered before the retake's cut stay
    open, however many earlier retakes the deal has seen (Laws 44, 59).
    """
    offered = set(replayed.elections)
    acts = len(state.log)
    return tuple(e for e in state.elections if e in offered or e.event is None or e.event >= acts)


def _taken_back_before(retaken: tuple[tuple[int, Event | None], ...], index: int) -> tuple[tuple[int, Event | None], ...]:
    """The amendments to the acts before ``index``, in the order they were made.

    A retake made later in the log may take up an act made earlier (a
    revoke claimed at the end takes up the plays after it): replayed, the
    acts in between must not see the plays it takes up, since in the deal
    as amended those plays were never made.
    """
    return tuple(entry for entry in retaken if entry[0] < index)


def current_player(state: DealState) -> str | None:
    """Whose act or election the referee awaits, in the manner of a game library's ``current_player``.

    None when the deal is over and no option is open, or when either may act.
    """
    for election in state.elections:
        if election.blocking:
            return state.setup.label(election.elector)
    if state.phase is Phase.EXCHANGE:
        return state.setup.label(ELDER if state.taken[ELDER] is None else YOUNGER)
    if state.phase is Phase.DECLARATION:
        if any(d.outcome is Outcome.AWAITING for d in state.dialogues):
            awaiting = next(d for d in state.dialogues if d.outcome is Outcome.AWAITING)
            asked = bool(awaiting.answers) and not awaiting.value_stated
            return state.setup.elder if asked else state.setup.younger
        return state.setup.elder
    if state.phase is Phase.PLAY:
        follower = adversary(state.leader)
        return state.setup.label(follower if state.pending else state.leader)
    if state.elections:
        return state.setup.label(state.elections[0].elector)
    return None


def is_terminal(state: DealState) -> bool:
    """The deal is over (played out or void) and no option awaits a choice."""
    return state.finished and not state.elections


def report_unsettled(state: DealState) -> DealState:
    """A record that stops before its last deal is scored: a revoke nobody claimed, a miscall nobody found and a
    bystander's remark that has already brought about a ruling are still reported.

    The play may yet go on at the table, so nothing lapses and nothing is
    scored; the referee only says what it has seen (Laws 54, 59, 78).
    """
    reported: DealState = run("bystander", state.phase, _report_revokes(_rule_miscalls(_end_lift(state, scored=False))), False)
    return reported


def _scoring_finds(state: DealState) -> bool:
    """Whether the scoring of this finished deal would rule on something nobody found (a miscall, an impossible call)
    before anything else it does: the first trick was played and no taking in by lifts is left to end."""
    return bool(state.miscalls or state.impossible_calls) and bool(state.played[YOUNGER]) and lifting(state) is None


def found_at_the_scoring(state: DealState) -> DealState | None:
    """The finished deal with what its scoring finds first ruled (a miscall nobody found, and its Law 44 option opened),
    or None when the scoring finds nothing of the kind: the options a live loop may elect before the deal is scored.

    An ``elect`` act after the last trick is applied to this state (:func:`step`), so an option the scoring opens may be
    taken before it lapses, live and in the record alike.
    """
    if state.phase is not _FINISHED or not _scoring_finds(state):
        return None
    return _rule_miscalls(state)


def _rule_miscalls(state: DealState) -> DealState:
    """Rule on every miscall nobody found, whose penalty was fixed at the first trick, and on every call struck then
    that could not have been held (Law 54)."""
    for offender in state.miscalls:
        state = run("undiscovered miscall", state.phase, state, offender)
    for offender in sorted({s.player for s in state.impossible_calls}):
        state = run("impossible call scored", state.phase, state, offender)
    return state


def _report_revokes(state: DealState) -> DealState:
    """Report every revoke nobody claimed; the play stands (Law 59 IV)."""
    if not state.revokes:
        return state
    for index, who, card in state.revokes:
        state = run("unclaimed revoke", state.phase, state, index, who, card)
    return state.evolve(revokes=())


def _end_lift(state: DealState, *, scored: bool) -> DealState:
    """A record that ends with a taking in by lifts under way: a ``take`` says how many he leaves, so his taking in is
    over with what he took, and is ruled on (Law 32); cards mixed in one by one say nothing, and unless the deal is to
    be scored he may still be lifting at the table.  A deal not to be scored keeps its position, only the ruling added."""
    lifter = lifting(state)
    if lifter is None or not (scored or lifted_by_take(state, lifter)):
        return state
    before = len(state.rulings)
    ended: DealState = run("lift over", state.phase, state, lifter)
    if len(ended.rulings) == before:
        return ended
    # Its ruling answers his last lift: it takes its place among the rulings in the order of the acts they answer.
    at = ended.rulings[before].event
    earlier = tuple(r for r in ended.rulings[:before] if r.event is None or at is None or r.event <= at)
    later = tuple(r for r in ended.rulings[:before] if r not in earlier)
    rulings = earlier + ended.rulings[before:] + later
    # A deal not to be scored may go on at the table: the referee says what the take declared, and the position stands.
    return ended.evolve(rulings=rulings) if scored else state.evolve(rulings=rulings)


def close_deal(state: DealState) -> DealState:
    """The deal is to be scored: options still open lapse as the law says (Law 44)."""
    state = _end_lift(state, scored=True)
    if state.phase is not _VOID and not state.played[YOUNGER] and state.phase is _FINISHED:
        # No first card was played to (a concession): what it would have settled is settled now, on the deal as a whole.
        before = len(state.rulings)
        state = _first_trick(state)
        state = state.evolve(rulings=state.rulings[:before] + tuple(
            attrs.evolve(r, event=None) if r.event is not None and r.event >= len(state.log) else r for r in state.rulings[before:]
        ))
    # A miscall nobody found is ruled first: its penalty's option then lapses with the others (Laws 44, 54).
    state = _rule_miscalls(state)
    for election in state.elections:
        state = lapse(state, election, reason="before the deal was scored", event=None)
    state = _report_revokes(state)
    state = run("deal scored", state.phase, state)
    scored: DealState = run("bystander", state.phase, state)
    return scored
