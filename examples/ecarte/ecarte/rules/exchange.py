"""The king and the proposals: the regular game between the turn and the first lead (Game rules 3, 4)."""

from __future__ import annotations

from ecarte.cards import Rank
from ecarte.laws import game
from ecarte.rules.book import ECARTE, ruled
from ecarte.state import DealState, Mark, Stage
from lawkit.ruling import Outcome
from lawkit.runner import Act, Contradiction


def _holds_king(state: DealState, player: str) -> bool:
    return any(c.rank is Rank.KING and c.suit == state.trumps for c in state.hands[player])


def _king_in_time(state: DealState, player: str) -> bool:
    """Before his first card; or having just led the king, before it is played to."""
    if player in state.kings:
        return False
    if player not in state.played:
        return _holds_king(state, player)
    led = state.trick[0] if len(state.trick) == 1 else None
    return led is not None and led[0] == player and led[1].rank is Rank.KING and led[1].suit == state.trumps


@ECARTE.rule("king", game(3), stages=(Stage.EXCHANGE, Stage.PLAY))
def mark_king(state: DealState, act: Act) -> DealState:
    """The holder of the king of trumps scores one by saying so in time."""
    return state.evolve(kings=state.kings | {act.player}, marks=state.marks + (Mark(act.player, "king", 1, (game(3),)),))


@ECARTE.rule("king", game(3), stages=(Stage.EXCHANGE, Stage.PLAY, Stage.OVER), exception_to=mark_king,
             when=lambda state, act: not _king_in_time(state, act.player))
def king_not_marked(state: DealState, act: Act) -> DealState:
    """The king said too late, twice, or by a player who does not hold it scores nothing."""
    outcome = Outcome.NO_EFFECT
    if act.player in state.kings:
        why = "the king has already been marked"
    elif not _holds_king(state, act.player) and act.player not in state.played:
        why = f"{act.player} does not hold the king of trumps"
    else:
        why, outcome = f"{act.player} has played his first card: the king is marked before it", Outcome.TOO_LATE
    return ruled(state, act, f"of no effect: {why}", [game(3)], offender=act.player, outcome=outcome)


def _may_propose(state: DealState) -> bool:
    return state.awaiting is None and not state.trick and not state.tricks


@ECARTE.rule("propose", game(4), stages=(Stage.EXCHANGE,))
def propose(state: DealState, act: Act) -> DealState:
    """The non-dealer proposes; the dealer answers."""
    if act.player != state.elder or not _may_propose(state):
        raise Contradiction(f"{act.player} cannot propose now: the non-dealer proposes before the play")
    return state.evolve(proposals=state.proposals + 1, awaiting="answer")


@ECARTE.rule("propose", game(4), stages=(Stage.EXCHANGE,), exception_to=propose, when=lambda state, act: not state.stock)
def proposal_the_stock_cannot_meet(state: DealState, act: Act) -> DealState:
    """The stock is spent: no proposal is made, and the play begins."""
    return ruled(state, act, "of no effect: the stock has no card left to give", [game(4)], note=True)


@ECARTE.rule("accept", game(4), stages=(Stage.EXCHANGE,))
def accept(state: DealState, act: Act) -> DealState:
    """The dealer accepts: the non-dealer discards first."""
    if act.player != state.dealer or state.awaiting != "answer":
        raise Contradiction(f"{act.player} cannot accept: no proposal awaits his answer")
    return state.evolve(awaiting="discard elder")


@ECARTE.rule("refuse", game(4), game(6), stages=(Stage.EXCHANGE,))
def refuse_proposal(state: DealState, act: Act) -> DealState:
    """The dealer refuses: the play begins; refusing the first proposal risks two against him (Game rule 6)."""
    if act.player != state.dealer or state.awaiting != "answer":
        raise Contradiction(f"{act.player} cannot refuse: no proposal awaits his answer")
    return state.evolve(awaiting=None, first_refused=state.proposals == 1, stage=Stage.PLAY, at_play=state.hands)


@ECARTE.rule("discard", game(4), stages=(Stage.EXCHANGE,))
def discard(state: DealState, act: Act) -> DealState:
    """Each puts out the cards he likes, the non-dealer first, and is given as many from the top of the stock."""
    due = state.elder if state.awaiting == "discard elder" else state.dealer if state.awaiting == "discard dealer" else None
    if act.player != due:
        raise Contradiction(f"{act.player} cannot discard now")
    hand = state.hands[act.player]
    missing = [str(c) for c in act.value if c not in hand]
    if missing:
        raise Contradiction(f"{act.player} discards {' '.join(missing)}, which he does not hold")
    if act.player == state.elder and not act.value:
        raise Contradiction(f"{act.player} proposed, so he discards at least one card")
    if len(act.value) > len(state.stock):
        raise Contradiction(f"the stock holds {len(state.stock)} cards, not the {len(act.value)} {act.player} would take")
    taken, rest = state.stock[: len(act.value)], state.stock[len(act.value):]
    kept = tuple(c for c in hand if c not in act.value) + taken
    hands = dict(state.hands) | {act.player: kept}
    after = "discard dealer" if act.player == state.elder else None
    return state.evolve(hands=hands, stock=rest, awaiting=after)
