"""The play: leading and following (Game rule 5), a lead out of turn (Law 40), a suit named (Law 41),
a hand given up (Law 42), a revoke or a trick not won (Law 43)."""

from __future__ import annotations

from ecarte.cards import Card, beats, legal_cards
from ecarte.laws import game, law
from ecarte.rules.book import ECARTE, offer, ruled
from ecarte.rules.scoring import close, point_value
from ecarte.state import DealState, Offence, Stage, Trick
from lawkit.citation import Citation
from lawkit.ruling import Outcome
from lawkit.runner import Act, Contradiction


_PLAYING = (Stage.EXCHANGE, Stage.PLAY)


def _begin(state: DealState, act: Act) -> DealState:
    """The first lead ends the proposals: a non-dealer who never proposed has played without proposing."""
    if state.stage is not Stage.EXCHANGE:
        return state
    if act.player != state.elder or state.awaiting is not None:
        raise Contradiction(f"{act.player} cannot play now: " + ("the non-dealer leads first" if state.awaiting is None else f"the {state.awaiting} is awaited"))
    return state.evolve(stage=Stage.PLAY, without_proposing=state.proposals == 0, at_play=state.hands)


def _check(state: DealState, act: Act) -> DealState:
    if act.value.card not in state.hands.get(act.player, ()):
        raise Contradiction(f"{act.player} plays {act.value.card}, which is not in his hand")
    return state


def _without(state: DealState, player: str, card: Card) -> DealState:
    hands = dict(state.hands) | {player: tuple(c for c in state.hands[player] if c != card)}
    return state.evolve(hands=hands, played=state.played | {player})


def _lead(state: DealState, act: Act, *, out_of_turn: bool = False) -> DealState:
    if state.required is not None and act.value.card.suit != state.required:
        raise Contradiction(f"{act.player} must lead a {state.required.plural[:-1]}, the suit he named (Law 41)")
    led = _without(state, act.player, act.value.card)
    return led.evolve(trick=((act.player, act.value.card),), out_of_turn=out_of_turn, undoable=None, required=None, named=act.value.naming,
                      stood=None)


def _offence(state: DealState, act: Act, led: Card) -> Offence | None:
    hand = state.hands[act.player]
    if act.value.card in legal_cards(hand, led, state.trumps):
        return None
    kind = "revoke" if act.value.card.suit != led.suit and any(c.suit == led.suit for c in hand) else "not won"
    return Offence(act.player, state.event, act.value.card, kind)


def _follow(state: DealState, act: Act) -> DealState:
    (leader, led), = state.trick
    if act.player == leader:
        raise Contradiction(f"{act.player} has already played to this trick")
    offence = _offence(state, act, led)
    winner = act.player if beats(act.value.card, led, state.trumps) else leader
    after = _without(state, act.player, act.value.card).evolve(
        trick=(), tricks=state.tricks + (Trick(leader, led, act.player, act.value.card, winner),), leader=winner,
        out_of_turn=False, named=None, undoable=offence,
        offences=state.offences + ((offence,) if offence is not None else ()),
    )
    if not all(after.hands[p] for p in after.players):
        return close(after)
    return after


@ECARTE.rule("play", game(5), stages=_PLAYING)
def play(state: DealState, act: Act) -> DealState:
    """The leader leads; the second player follows suit and wins if he can, or trumps if he cannot follow."""
    state = _check(_begin(state, act), act)
    if not state.trick:
        if act.player != state.leader:
            raise Contradiction(f"{act.player} cannot lead: it is {state.leader}'s lead")
        return _lead(state, act)
    return _follow(state, act)


def _leads_out_of_turn(state: DealState, act: Act) -> bool:
    return state.stage is Stage.PLAY and not state.trick and state.pending is None and act.player != state.leader


@ECARTE.rule("play", law(40), stages=(Stage.PLAY,), exception_to=play, when=_leads_out_of_turn)
def lead_out_of_turn(state: DealState, act: Act) -> DealState:
    """A card led out of turn may be taken back until it is played to; then it stands."""
    state = _check(state, act)
    return ruled(_lead(state, act, out_of_turn=True), act,
                 f"{act.player} may take the card back until {state.other(act.player)} plays to it; once played to, the lead stands",
                 [law(40)], findings=[f"the lead was {state.leader}'s"], offender=act.player, injured=state.leader)


def _names_another_suit(state: DealState, act: Act) -> bool:
    named = act.value.naming
    return not state.trick and state.pending is None and act.player == state.leader and named not in (None, act.value.card.suit)


@ECARTE.rule("play", law(41), stages=_PLAYING, exception_to=play, when=_names_another_suit)
def suit_named_and_another_led(state: DealState, act: Act) -> DealState:
    """The leader names one suit and leads another: his adversary plays to the card led, or has the suit named led."""
    state = _check(_begin(state, act), act)
    other = state.other(act.player)
    named = act.value.naming
    assert named is not None
    led = _lead(state, act)
    finding = f"{act.player} named {named.plural} and led {act.value.card}"
    if not any(c.suit == named for c in state.hands[act.player]):
        return ruled(led, act, f"the card stays led: {act.player} holds no {named.plural[:-1]}", [law(41)],
                     findings=[finding], offender=act.player, injured=other)
    pending, options = offer(
        state, other, "named suit", [("card led", f"{other} plays to the card led"), ("suit named", f"{act.player} takes it back and leads a {named.plural[:-1]}")], law(41),
    )
    return ruled(led.evolve(pending=pending), act,
                 f"{other} may play to the card led or have {act.player} lead the suit he named", [law(41)],
                 findings=[finding], offender=act.player, injured=other, options=options)


@ECARTE.rule("retake", law(40), stages=_PLAYING + (Stage.OVER,))
def retake_refused(state: DealState, act: Act) -> DealState:
    """A card that has been played to, or played as the laws require, stays played."""
    seat = state.table.index(act.player)
    erred = any(r.offender == seat and {law(40), law(43)} & set(r.citations) for r in state.rulings)
    return ruled(state, act, "of no effect: the card stays played", [law(40)], offender=act.player,
                 outcome=Outcome.TOO_LATE if erred else Outcome.NO_EFFECT)


@ECARTE.rule("retake", law(40), stages=(Stage.PLAY,), exception_to=retake_refused,
             when=lambda state, act: state.out_of_turn and len(state.trick) == 1 and state.trick[0][0] == act.player)
def take_back_a_lead_out_of_turn(state: DealState, act: Act) -> DealState:
    """The card led out of turn, not yet played to, is taken back without penalty."""
    (player, card), = state.trick
    return ruled(state.given_back(player, card).evolve(trick=(), out_of_turn=False, named=None), act,
                 f"{card} is taken back without penalty; {state.leader} leads", [law(40)], offender=act.player,
                 outcome=Outcome.CORRECTED)


@ECARTE.rule("retake", law(41), stages=(Stage.PLAY, Stage.OVER), exception_to=retake_refused,
             when=lambda state, act: state.stood is not None and state.stood[0] == act.player)
def retake_a_card_let_stand(state: DealState, act: Act) -> DealState:
    """The card led naming another suit, once the adversary has let it stand (by playing to it, his choice), stays led."""
    assert state.stood is not None
    return ruled(state, act, f"too late: {state.other(act.player)} has let {state.stood[1]} stand, as was his choice", [law(41)],
                 offender=act.player, outcome=Outcome.TOO_LATE)


def _claim_answered(state: DealState, offender: str) -> DealState:
    """The revoke claimed is taken back and no other offence of his remains: his score is not limited, and the
    claimant's choice of a replay, made or not, is gone with the fault it answered."""
    if state.limited != offender or _offender(state, state.other(offender)) is not None:
        return state
    claims = [r.event for r in state.rulings if r.event is not None and any(o.name == "play again" for o in r.options)]
    return state.evolve(replay=None, limited=None, righted=state.righted | set(claims[-1:]))


@ECARTE.rule("retake", law(43), stages=(Stage.PLAY, Stage.OVER), exception_to=retake_refused,
             when=lambda state, act: state.undoable is not None and state.undoable.player == act.player and state.abandoned is None,
             prevails_over=(take_back_a_lead_out_of_turn,))
def take_back_an_error(state: DealState, act: Act) -> DealState:
    """The card played in error, taken back before the next lead, costs nothing: he plays as the laws require; a
    replay claimed for it is no longer to be had."""
    last = state.tricks[-1]
    offence = state.undoable
    assert offence is not None
    undone = _claim_answered(state.given_back(last.follower, last.played).evolve(
        tricks=state.tricks[:-1], trick=((last.leader, last.led),), leader=last.leader, undoable=None,
        offences=tuple(o for o in state.offences if o != offence), stage=Stage.PLAY, marks=state.kings_marked), act.player)
    ended = f"; {state.table[state.replay.elector]} no longer has the choice of a replay" if state.replay is not None and undone.replay is None else ""
    return ruled(
        undone, act, f"{last.played} is taken back before the next lead: no penalty, and {act.player} plays again{ended}", [law(43)],
        findings=[f"{act.player} played {last.played} to {last.led} " + ("holding the suit led" if offence.kind == "revoke" else "when he could win the trick")],
        offender=act.player, outcome=Outcome.CORRECTED,
    )


@ECARTE.rule("abandon", law(42), game(6), stages=_PLAYING)
def abandon(state: DealState, act: Act) -> DealState:
    """A hand given up: the adversary scores the vole if the quitter has no trick, the point if he has one or two."""
    return _abandoned(state, act)


@ECARTE.rule("abandon", law(42), law(43), game(6), stages=_PLAYING, exception_to=abandon,
             when=lambda state, act: state.replay is not None and state.table[state.replay.elector] == act.player)
def abandon_keeping_the_replay(state: DealState, act: Act) -> DealState:
    """A hand given up by one who has claimed a revoke: the hand is given up, yet he may still have it played again."""
    limited = ", limited as the offender's" if state.limited == state.other(act.player) else ""
    return _abandoned(state, act, f"{limited}, unless {act.player} has the hands played again: the choice stays his", (law(43),))


def _abandoned(state: DealState, act: Act, unless: str = "", also: tuple[Citation, ...] = ()) -> DealState:
    """The ruling on a hand given up; ``unless`` says what may yet set it aside, on the provisions ``also``."""
    won = state.won(act.player)
    other = state.other(act.player)
    doubled = 0 < won < 3 and point_value(state, other) == 2
    if won >= 3:
        decision = f"{act.player} has made the point already; giving up the rest costs him only the chance of the vole"
    elif won == 0:
        decision = f"{other} scores the vole"
    else:
        decision = f"{other} scores the point" + (" (two, under Game rule 6)" if doubled else "")
    done = close(state.evolve(abandoned=act.player, trick=(), undoable=None))
    return ruled(done, act, decision + unless, [law(42), *also] + ([game(6)] if doubled else []),
                 findings=[f"{act.player} had won {won} trick" + ("" if won == 1 else "s")],
                 offender=act.player if won < 3 else None, injured=other if won < 3 else None,
                 penalty=decision if won < 3 else None)


@ECARTE.rule("lay_down", law(42), stages=_PLAYING)
def lay_down(state: DealState, act: Act) -> DealState:
    """Cards laid down face up as a claim to score: the hand is not abandoned, and there is no penalty."""
    return ruled(state, act, "the hand is not abandoned and there is no penalty: the play goes on", [law(42)], note=True)


@ECARTE.rule("claim revoke", law(43), stages=(Stage.PLAY, Stage.OVER))
def claim_revoke(state: DealState, act: Act) -> DealState:
    """A revoke claimed where the adversary played as the laws require: of no effect."""
    if state.limited is not None:
        return ruled(state, act, "of no effect: a revoke has already been claimed in this deal", [law(43)], outcome=Outcome.NO_EFFECT)
    return ruled(state, act, f"of no effect: {state.other(act.player)} followed suit and won the tricks he could",
                 [law(43)], offender=None, outcome=Outcome.NO_EFFECT)


def _offender(state: DealState, claimant: str) -> Offence | None:
    return next((o for o in state.offences if o.player != claimant), None)


@ECARTE.rule("claim revoke", law(43), stages=(Stage.PLAY, Stage.OVER), exception_to=claim_revoke,
             when=lambda state, act: _offender(state, act.player) is not None and state.limited is None and not state.void)
def revoke_claimed(state: DealState, act: Act) -> DealState:
    """A revoke, or a trick not won that could be, claimed: the adversary may have the hands played again."""
    offence = _offender(state, act.player)
    assert offence is not None
    pending, options = offer(
        state, act.player, "revoke", [("play again", "the hands are played again"), ("stand", "the hand stands as played")], law(43),
    )
    what = "did not follow suit though he held the suit led" if offence.kind == "revoke" else "did not win a trick he could win"
    claimed = state.evolve(replay=pending, limited=offence.player)
    # The offender's score is limited whether the hand stands or is played again: claimed after the play, it is now.
    return ruled(close(claimed) if state.stage is Stage.OVER else claimed, act,
                 f"{act.player} may have the hands played again" + (", though he gave up his hand" if state.abandoned == act.player else ""),
                 [law(43)], findings=[(f"{offence.player} {what}, playing {offence.card}", [offence.event])],
                 offender=offence.player, injured=act.player,
                 penalty=f"{offence.player} scores nothing for the point, one for the vole, one for a point that would count two",
                 options=options)
