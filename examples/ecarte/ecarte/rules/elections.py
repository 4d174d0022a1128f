"""Elections: the injured party chooses among the options a ruling gave him (Laws 9, 11, 41, 43); an option that
lapses, an act made while a choice that comes first is awaited, and an election that no open option offers."""

from __future__ import annotations

from ecarte.laws import game, law
from ecarte.pack import Rank, card
from ecarte.rules.book import ECARTE, ruled
from ecarte.rules.scoring import close
from ecarte.rules.dealing import king_turned
from ecarte.state import HAND_SIZE, DealState, Stage
from lawkit.elections import Election
from lawkit.runner import BEFORE_ELECTION, ELECT, LAPSE, UNOFFERED, Act, Contradiction
from lawkit.ruling import Outcome, last_offering


def _void(state: DealState, act: Act, cite: int) -> DealState:
    return ruled(state.evolve(stage=Stage.OVER, void=True, pending=None), act, "a fresh deal, by the same dealer", [law(cite), game(2)], note=True, void=True)


def _rectify(state: DealState) -> DealState:
    """Each hand brought to five: a long hand's last cards go back on the stock, a short hand draws from its top."""
    hands = dict(state.hands)
    stock = list(state.stock)
    for player in state.players:
        extra = hands[player][HAND_SIZE:]
        hands[player] = hands[player][:HAND_SIZE]
        stock = list(extra) + stock
    for player in state.players:
        short = HAND_SIZE - len(hands[player])
        hands[player] = hands[player] + tuple(stock[:short])
        stock = stock[short:]
    return state.evolve(hands=hands, stock=tuple(stock), order=state.picked or state.order, pending=None)


@ECARTE.rule(ELECT, law(9), game(2), when=lambda state, election, act: election.key == "misdeal")
def elect_after_a_misdeal(state: DealState, election: Election, act: Act) -> DealState:
    """After a wrong deal the non-dealer has it put right, or a fresh deal."""
    if act.value == "fresh deal":
        return _void(state, act, 9)
    return ruled(_rectify(state), act, "the hands are made five each from the top of the stock, and the deal goes on",
                 [law(9)], note=True)


@ECARTE.rule(ELECT, law(11), game(2), game(3), when=lambda state, election, act: election.key == "turn")
def elect_the_trump(state: DealState, election: Election, act: Act) -> DealState:
    """After several cards turned, the non-dealer names the trump among them, or has a fresh deal."""
    if act.value == "fresh deal":
        return _void(state, act, 11)
    trump = card(act.value.removeprefix("trump "))
    others = tuple(c for c in state.turned if c != trump)
    rest = others + state.stock[len(state.turned):]
    chosen = state.evolve(trump=trump, stock=rest, turned=(), stage=Stage.EXCHANGE, leader=state.elder, pending=None)
    if trump.rank is Rank.KING:
        chosen = king_turned(chosen)
    return ruled(chosen, act, f"{trump} is the trump; the other cards turned go back on top of the stock", [law(11)],
                 note=True)


@ECARTE.rule(ELECT, law(41), when=lambda state, election, act: election.key == "named suit")
def elect_after_a_suit_named(state: DealState, election: Election, act: Act) -> DealState:
    """The adversary plays to the card led, or has the suit named led."""
    if act.value == "card led":
        return ruled(state.evolve(pending=None, named=None, stood=state.trick[0]), act, "the card led stands", [law(41)], note=True)
    (leader, card), = state.trick
    named = state.named
    return ruled(state.given_back(leader, card).evolve(pending=None, trick=(), required=named, named=None), act,
                 f"{leader} takes {card} back and leads a {named.plural[:-1] if named else 'card'} of the suit he named",
                 [law(41)], note=True)


@ECARTE.rule(ELECT, law(43), when=lambda state, election, act: election.key == "revoke")
def elect_after_a_revoke(state: DealState, election: Election, act: Act) -> DealState:
    """After a revoke claimed, the hands are played again, or the hand stands; either way the offender's score is limited."""
    if act.value == "stand":
        after = state.evolve(replay=None)
        if after.stage is Stage.OVER:
            return ruled(close(after), act, "the hand stands as played", [law(43)], note=True)
        return ruled(after, act, "the hand stands: the play goes on", [law(43)], note=True)
    again = state.evolve(pending=None, replay=None, hands=state.at_play or state.hands, tricks=(), trick=(), leader=state.elder,
                         stage=Stage.PLAY, offences=(), undoable=None, abandoned=None, out_of_turn=False, named=None,
                         required=None, played=frozenset(), stood=None, marks=state.kings_marked)
    return ruled(again, act, "the hands are played again from the first lead", [law(43)], note=True)


@ECARTE.rule(LAPSE, law(41), when=lambda state, election, act: election.key == "named suit")
def card_led_played_to(state: DealState, election: Election, act: Act) -> DealState:
    """The adversary who plays to the card led has made his election by playing: the card led stands."""
    return state.evolve(pending=None, named=None, stood=state.trick[0])


@ECARTE.rule(LAPSE, law(9), when=lambda state, election, act: election.key == "misdeal")
def misdeal_choice_gone(state: DealState, election: Election, act: Act) -> DealState:
    """The non-dealer who sees his hand before choosing has let the choice go: the deal stands, and the act goes on.

    Law 9 gives him the choice only until he has seen his cards.  A hand of the wrong size can be played only once
    made five, so that much is still put right from the stock; a deal made in the wrong order stands as it is.
    """
    short = [p for p in state.players if len(state.hands[p]) != HAND_SIZE]
    made = f"; {' and '.join(short)} brought to five cards with the stock, since only so can the deal be played" if short else ""
    stands = _rectify(state).evolve(order=state.order, looked=state.looked | {state.elder})
    return ruled(stands, act, f"{state.elder} has seen his hand without choosing: his choice is gone and the deal stands{made}",
                 [law(9)], findings=[f"{state.elder} had the choice of Law 9 since event {(election.event or 0) + 1}"])


@ECARTE.rule(LAPSE, law(11), game(2), when=lambda state, election, act: election.key == "turn")
def trump_choice_gone(state: DealState, election: Election, act: Act) -> DealState:
    """The non-dealer who sees his hand before naming the trump among the cards turned: there must be a fresh deal."""
    return ruled(state.evolve(stage=Stage.OVER, void=True, pending=None, turned=()), act,
                 f"a fresh deal, by the same dealer: {state.elder} has seen his hand before naming the trump",
                 [law(11), game(2)], findings=[f"{state.dealer} turned up {' '.join(str(c) for c in state.turned)}"],
                 offender=state.dealer, void=True)


@ECARTE.rule(BEFORE_ELECTION, law(9), law(11), law(41))
def act_before_the_election(state: DealState, election: Election, act: Act) -> DealState:
    """An act made while the injured party's choice is awaited: it happened, so it is ruled, of no effect; the choice stays his."""
    elector = state.table[election.elector]
    waiting = f"{elector} has first to choose ({', '.join(election.names)})"
    return ruled(state, act, f"of no effect: {waiting}, and the deal waits for his choice", election.choices[0].citations,
                 offender=act.player, outcome=Outcome.NO_EFFECT)


#: The laws whose options an écarté election may name, by the choice's name ("trump 9D" is Law 11's).
_LAW_OF_CHOICE = {"rectify": (9,), "fresh deal": (9, 11), "card led": (41,), "suit named": (41,), "play again": (43,), "stand": (43,)}


def _laws_of(choice: str) -> tuple[int, ...]:
    return (11,) if choice.startswith("trump ") else _LAW_OF_CHOICE.get(choice, ())


@ECARTE.rule(UNOFFERED, law(9), law(11), law(41), law(43))
def elect_unoffered(state: DealState, act: Act) -> DealState:
    """An election no open option offers: too late if its option was given in this deal and has lapsed or been made,
    of no effect if none was given or the fault it answered was put right; no one is at fault, and nothing changes."""
    chosen = str(act.value)
    given = last_offering(state.rulings, chosen)
    if given is not None:
        ruling, option = given
        if ruling.event not in state.righted:
            return ruled(state, act, f"too late: the choice given at event {(ruling.event or 0) + 1} is no longer open",
                         option.citations, outcome=Outcome.TOO_LATE)
        return ruled(state, act, "of no effect: the fault that gave the choice was put right in time", option.citations,
                     outcome=Outcome.NO_EFFECT)
    laws = _laws_of(chosen)
    if not laws:
        raise Contradiction(f"{act.player} elects {chosen!r}, which no law of écarté offers")
    return ruled(state, act, f"of no effect: no ruling of this deal offers {chosen!r}", [law(n) for n in laws],
                 outcome=Outcome.NO_EFFECT)
