"""The rules on a Rulebook: each answers a verb, cites its laws, returns a new Deal; exceptions are chosen by ``when``."""

from __future__ import annotations

from typing import Any

import attrs

from lawkit.elections import Choice, Election
from lawkit.registry import Rulebook
from lawkit.ruling import Outcome, Ruling, last_offering
from lawkit.runner import ELECT, LAPSE, UNENTITLED, UNOFFERED, Act
from whist.cards import SUITS, Card
from whist.laws import law
from whist.state import Deal, side

BOOK: Rulebook[Deal] = Rulebook("Whist")
PENALTIES = {"three tricks": "three tricks pass from the revoking side to the adversaries",
             "three off": "three points come off the revoking side's score",
             "three on": "the adversaries add three points to their score"}
_SUIT_NAMES = dict(zip(SUITS, ("spades", "hearts", "diamonds", "clubs")))


def ruled(state: Deal, act: Act, decision: str, *citations: Any, **more: Any) -> Deal:
    """The state with one more ruling on the act."""
    ruling = Ruling(event=act.event, act=f"{act.player}: {act.verb} {act.value}", decision=decision, citations=citations, **more)
    return attrs.evolve(state, rulings=(*state.rulings, ruling))


def place(state: Deal, seat: int, card: Card) -> Deal:
    """The card moved from the hand to the trick; a fourth card completes the trick, won by the best card."""
    if card not in state.hands[seat]:
        raise state.error(f"{state.players[seat]} does not hold {card}")
    hands = tuple(hand - {card} if i == seat else hand for i, hand in enumerate(state.hands))
    called = None if not state.trick and state.suit_call and state.suit_call[0] == seat else state.suit_call
    trick = (*state.trick, (seat, card))
    state = attrs.evolve(state, hands=hands, exposed=state.exposed - {card}, trick=trick, turn=(seat + 1) % 4,
                         suit_call=called)
    if len(trick) < 4:
        return state
    best = max(trick, key=lambda p: (p[1].suit == state.trumps, p[1].suit == trick[0][1].suit, p[1].rank))[0]
    won = (state.tricks[0] + (side(best) == 0), state.tricks[1] + (side(best) == 1))
    return attrs.evolve(state, trick=(), done=state.done + 1, tricks=won, leader=best, turn=best)


@BOOK.rule("play", law("follow"), law("lead-out-of-turn"), law("exposed"))
def play(state: Deal, act: Act) -> Deal:
    """A card played in turn, following suit when the player can (and leading a suit called, the code setting no penalty)."""
    if state.trick and act.seat != state.turn:
        raise state.error(f"it is {state.players[state.turn]}'s turn to play, not {act.player}'s")
    call, called = state.suit_call, state.called
    if not state.trick and call and call[0] == act.seat and act.value.suit != call[1] and state.holds(*call):
        state = ruled(state, act, "the suit called was not led", law("lead-out-of-turn"), offender=act.seat)
    if called is not None and called != act.value:
        state = ruled(state, act, f"{called} was called and not played: it may be called again at his next turn",
                      law("exposed"), offender=act.seat)
    return place(attrs.evolve(state, called=None), act.seat, act.value)


@BOOK.rule("play", law("revoke"), law("exposed"), exception_to=play,
           when=lambda state, act: state.trick and act.value.suit != state.led() and state.holds(act.seat, state.led()))
def revoke(state: Deal, act: Act) -> Deal:
    """A revoke: the card stands, noted, to be ruled when it is corrected or claimed."""
    return attrs.evolve(play(state, act), revokes=(*state.revokes, (act.seat, state.done)))


@BOOK.rule("play", law("lead-out-of-turn"), exception_to=play, when=lambda state, act: not state.trick and act.seat != state.leader)
def lead_out_of_turn(state: Deal, act: Act) -> Deal:
    """A lead out of turn: the adversary on the offender's left elects what follows."""
    cite = (law("lead-out-of-turn"),)
    choices = [Choice("call the card", "the card goes back to the offender's hand, exposed", cite),
               *(Choice(f"call {n}", f"the offender's partner leads {n} at his next lead", cite) for n in _SUIT_NAMES.values()),
               Choice("let it stand", "the lead stands", cite)]
    election = Election("lead out of turn", (act.seat + 1) % 4, choices, event=act.event,
                        lapses_to="let it stand")
    return attrs.evolve(ruled(place(state, act.seat, act.value), act, "led out of turn", *cite,
                              offender=act.seat, injured=election.elector, options=election.options()),
                        open=(*state.open, election))


@BOOK.rule(LAPSE, law("lead-out-of-turn"))
def lapse(state: Deal, election: Election, act: Act) -> Deal:
    """Once all four have played to a lead out of turn, the trick stands and no penalty follows."""
    if len(state.trick) < 3:
        return state
    return ruled(state.closed(election), act, "all four have played to the lead out of turn: it stands", law("lead-out-of-turn"))


@BOOK.rule("expose", law("exposed"))
def expose(state: Deal, act: Act) -> Deal:
    """A card shown or named by its holder: exposed until it is played."""
    if act.value not in state.hands[act.seat]:
        raise state.error(f"{act.player} does not hold {act.value}")
    return ruled(attrs.evolve(state, exposed=state.exposed | {act.value}), act, f"{act.value} is exposed",
                 law("exposed"), offender=act.seat, penalty="the card may be called")


@BOOK.rule("call", law("exposed"))
def call(state: Deal, act: Act) -> Deal:
    """An adversary calls an exposed card at its holder's turn: he is to play it, unless that would be a revoke."""
    card, owner = act.value, state.turn
    if card not in state.exposed or card not in state.hands[owner] or side(owner) == side(act.seat):
        return ruled(state, act, f"of no effect: {card} is not an exposed card of the player to play",
                     law("exposed"), outcome=Outcome.NO_EFFECT)
    if state.trick and card.suit != state.led() and state.holds(owner, state.led()):
        return ruled(state, act, f"of no effect: playing {card} would be a revoke", law("exposed"), outcome=Outcome.NO_EFFECT)
    return ruled(attrs.evolve(state, called=card), act, f"{card} is called: {state.players[owner]} is to play it",
                 law("exposed"), offender=owner, injured=act.seat)


@BOOK.rule("correct", law("correction"), law("established"), law("exposed"))
def correct(state: Deal, act: Act) -> Deal:
    """A revoke put right before its trick is complete: the card taken back is exposed, later cards go back."""
    seat = act.seat
    if (seat, state.done) not in state.revokes or act.value.suit != state.led():
        raise state.error(f"{act.player} has no revoke to correct with {act.value} in this trick")
    at = next(i for i, (s, _) in enumerate(state.trick) if s == seat)
    wrong = state.trick[at][1]
    back = tuple(hand | {c for s, c in state.trick[at:] if s == i} for i, hand in enumerate(state.hands))
    state = attrs.evolve(state, hands=back, trick=state.trick[:at], exposed=state.exposed | {wrong},
                         revokes=tuple(r for r in state.revokes if r != (seat, state.done)))
    return ruled(place(state, seat, act.value), act, f"revoke corrected: {wrong} is taken back and exposed",
                 law("correction"), law("exposed"), offender=seat, penalty=f"{wrong} may be called",
                 outcome=Outcome.CORRECTED)


@BOOK.rule("claim", law("revoke"), law("established"), law("revoke-penalty"))
def claim(state: Deal, act: Act) -> Deal:
    """A claim of a revoke: if one is established, the claimant's side elects the penalty."""
    seat = state.players.index(act.value) if act.value in state.players else None
    if seat is None:
        raise state.error(f"a revoke is claimed against a player of the deal, not {act.value!r}")
    if side(seat) == side(act.seat):
        return ruled(state, act, "of no effect: a revoke is claimed by the adversaries", law("revoke"), law("revoke-penalty"),
                     outcome=Outcome.NO_EFFECT)
    found = [r for r in state.revokes if r[0] == seat and r[1] < state.done]
    if not found:
        return ruled(state, act, f"no established revoke by {act.value}", law("revoke"), law("established"))
    cite = (law("revoke-penalty"),)
    election = Election("revoke", act.seat, [Choice(n, t, cite) for n, t in PENALTIES.items()], event=act.event)
    return attrs.evolve(ruled(state, act, f"{act.value} revoked in trick {found[0][1] + 1}: the revoke is established",
                              law("revoke"), law("established"), *cite, offender=seat, injured=act.seat,
                              options=election.options()),
                        revokes=tuple(r for r in state.revokes if r != found[0]), open=(*state.open, election))


@BOOK.rule(ELECT, law("revoke-penalty"))
def elect_penalty(state: Deal, election: Election, act: Act) -> Deal:
    """The adversaries' choice of the revoke penalty, applied when the deal is scored."""
    penalties = (*state.penalties, (1 - side(election.elector), act.value))
    return ruled(attrs.evolve(state.closed(election), penalties=penalties), act, PENALTIES[act.value], law("revoke-penalty"))


@BOOK.rule(ELECT, law("lead-out-of-turn"), when=lambda s, e, a: e.key == "lead out of turn", exception_to=elect_penalty)
def elect_against_lead(state: Deal, election: Election, act: Act) -> Deal:
    """The adversaries' choice against a lead out of turn: the trick's cards go back (a revoke in it too), the rightful leader leads."""
    choice, offender = election.choice(act.value), state.trick[0][0]
    state = state.closed(election)
    if choice.name != "let it stand":
        hands = tuple(hand | {c for s, c in state.trick if s == i} for i, hand in enumerate(state.hands))
        suit = next((k for k, v in _SUIT_NAMES.items() if choice.name == f"call {v}"), None)
        exposed = state.exposed | ({state.trick[0][1]} if suit is None else set())
        state = attrs.evolve(state, hands=hands, trick=(), turn=state.leader, exposed=exposed,
                             suit_call=None if suit is None else ((offender + 2) % 4, suit),
                             revokes=tuple(r for r in state.revokes if r[1] != state.done))
    return ruled(state, act, choice.text, *choice.citations)


@BOOK.rule(UNENTITLED, law("revoke-penalty"), law("lead-out-of-turn"))
def elect_by_another(state: Deal, election: Election, act: Act) -> Deal:
    """The choice is the adversaries': one made by the offending side is of no effect."""
    return ruled(state, act, "of no effect: the choice is the adversaries'", *election.choices[0].citations,
                 outcome=Outcome.NO_EFFECT)


@BOOK.rule(UNOFFERED, law("revoke-penalty"), law("lead-out-of-turn"))
def elect_unoffered(state: Deal, act: Act) -> Deal:
    """A choice no open option offers: too late if its option was given and has lapsed or been taken, else of no effect."""
    given = last_offering(state.rulings, str(act.value))
    if given is not None:
        return ruled(state, act, f"too late: the option of {act.value!r} is closed", *given[0].citations[-1:],
                     outcome=Outcome.TOO_LATE)
    cite = law("revoke-penalty") if act.value in PENALTIES else law("lead-out-of-turn")
    return ruled(state, act, f"of no effect: no option of {act.value!r} is open", cite, outcome=Outcome.NO_EFFECT)
