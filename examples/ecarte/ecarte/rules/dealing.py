"""The deal and the trump: the order of distribution (Law 8), a wrong deal (Law 9), the turn (Laws 10, 11), the cards (Laws 44, 45)."""

from __future__ import annotations

from ecarte.cards import Rank
from ecarte.laws import game, law
from ecarte.rules.book import ECARTE, offer, ruled
from ecarte.state import DealState, Mark, Stage
from lawkit.ruling import Outcome
from lawkit.runner import Act, Contradiction


_UNDER_WAY = (Stage.PREPARING, Stage.DEALT, Stage.EXCHANGE, Stage.PLAY)


@ECARTE.rule("order", law(8), stages=(Stage.PREPARING,), when=lambda state, act: state.new_game or state.picked is None)
def change_order(state: DealState, act: Act) -> DealState:
    """Before the cut of his first deal, or of the first deal of a game, the dealer tells his adversary the order he picks."""
    if act.player != state.dealer:
        raise Contradiction(f"{act.player} does not deal: only the dealer picks the order")
    return state.evolve(order_told=True)


@ECARTE.rule("order", law(8), stages=_UNDER_WAY)
def order_changed_within_a_game(state: DealState, act: Act) -> DealState:
    """Within a game, or once the pack is cut, the dealer keeps the order he picked."""
    return ruled(state, act,
                 f"of no effect: {state.dealer} keeps the order he picked until a new game, and says so before the cut",
                 [law(8)], offender=act.player, outcome=Outcome.NO_EFFECT)


@ECARTE.rule("look", law(9), law(11))
def look(state: DealState, act: Act) -> DealState:
    """A player looks at his hand: from then on Laws 9 and 11 give the non-dealer less."""
    return state.evolve(looked=state.looked | {act.player})


@ECARTE.rule("turn", law(10), game(3), stages=(Stage.DEALT,))
def turn(state: DealState, act: Act) -> DealState:
    """The dealer turns up the top card of the rest of the pack for trumps; a king turned scores him one."""
    if act.player != state.dealer:
        raise Contradiction(f"{act.player} does not deal: the dealer turns up the trump")
    if len(state.stock) < act.value:
        raise Contradiction(f"the stock holds {len(state.stock)} cards, not {act.value}")
    trump, rest = state.stock[0], state.stock[1:]
    turned = state.evolve(trump=trump, stock=rest, stage=Stage.EXCHANGE, leader=state.elder)
    return king_turned(turned) if trump.rank is Rank.KING else turned


def king_turned(state: DealState) -> DealState:
    """The king turned up scores the dealer one (Game rule 3)."""
    return state.evolve(marks=state.marks + (Mark(state.dealer, "king", 1, (game(3),)),))


@ECARTE.rule("turn", law(11), stages=(Stage.DEALT,), exception_to=turn,
             when=lambda state, act: act.value > 1 and state.elder not in state.looked)
def several_turned(state: DealState, act: Act) -> DealState:
    """Several cards turned: the non-dealer names the trump among them, or has a fresh deal."""
    if act.player != state.dealer:
        raise Contradiction(f"{act.player} does not deal: the dealer turns up the trump")
    shown = state.stock[: act.value]
    pending, options = offer(state, state.elder, "turn",
                             [(f"trump {c}", f"{c} is the trump") for c in shown] + [("fresh deal", "a fresh deal")],
                             law(11))
    return ruled(state.evolve(turned=shown, pending=pending), act,
                 f"{state.elder}, who has not looked at his hand, names the trump among the cards turned or has a fresh deal",
                 [law(11)], findings=[f"{act.player} turned up {' '.join(str(c) for c in shown)}"], offender=act.player,
                 injured=state.elder, options=options)


@ECARTE.rule("turn", law(11), game(2), stages=(Stage.DEALT,), exception_to=turn,
             when=lambda state, act: act.value > 1 and state.elder in state.looked)
def several_turned_after_looking(state: DealState, act: Act) -> DealState:
    """Several cards turned when the non-dealer has looked at his hand: the deal is made afresh."""
    return ruled(state.evolve(stage=Stage.OVER, void=True), act, "a fresh deal, by the same dealer", [law(11), game(2)],
                 findings=[f"{act.player} turned up {act.value} cards", f"{state.elder} had looked at his hand"],
                 offender=act.player, void=True)


@ECARTE.rule("play", law(10), stages=(Stage.DEALT,))
def before_the_turn(state: DealState, act: Act) -> DealState:
    """Nothing is played, proposed or marked before the trump is turned."""
    return ruled(state, act, "of no effect: the trump has not been turned up", [law(10)], offender=act.player,
                 outcome=Outcome.NO_EFFECT)


@ECARTE.rule("propose", law(10), stages=(Stage.DEALT,))
def proposal_before_the_turn(state: DealState, act: Act) -> DealState:
    """A proposal before the trump is turned is of no effect."""
    return ruled(state, act, "of no effect: the trump has not been turned up", [law(10)], offender=act.player,
                 outcome=Outcome.NO_EFFECT)


@ECARTE.rule("king", law(10), stages=(Stage.DEALT,))
def king_before_the_turn(state: DealState, act: Act) -> DealState:
    """The king cannot be marked before the trump is turned."""
    return ruled(state, act, "of no effect: the trump has not been turned up", [law(10)], offender=act.player,
                 outcome=Outcome.NO_EFFECT)


@ECARTE.rule("claim misdeal", law(9))
def claim_misdeal(state: DealState, act: Act) -> DealState:
    """A claim that the deal was wrong, made when Law 9 gives nothing: the deal stands."""
    if any(o.name == "rectify" for r in state.rulings for o in r.options):
        return ruled(state, act, "of no effect: the deal was claimed already, and the choice it gave has been made or has lapsed",
                     [law(9)], outcome=Outcome.NO_EFFECT)
    wrong = state.dealt_wrong
    if wrong is None:
        return ruled(state, act, "of no effect: the deal was right, and it stands", [law(9)],
                     findings=["each player had five cards, dealt in the order picked"], outcome=Outcome.NO_EFFECT)
    why = []
    if act.player != state.elder:
        why.append(f"only the non-dealer, {state.elder}, may claim")
    if state.stage is not Stage.DEALT:
        why.append("the trump had been turned")
    if state.elder in state.looked:
        why.append(f"{state.elder} had looked at his hand")
    return ruled(state, act, "the deal stands as it was made: " + "; ".join(why or ["the claim comes too late"]),
                 [law(9)], findings=[wrong], offender=state.dealer)


@ECARTE.rule("claim misdeal", law(9), exception_to=claim_misdeal,
             when=lambda state, act: state.dealt_wrong is not None and state.stage is Stage.DEALT and act.player == state.elder and state.elder not in state.looked)
def misdeal_claimed_in_time(state: DealState, act: Act) -> DealState:
    """A wrong deal found before the turn, the non-dealer not having looked: he has it put right, or a fresh deal."""
    pending, options = offer(state, state.elder, "misdeal",
                             [("rectify", "the dealer puts the error right"), ("fresh deal", "a fresh deal")], law(9))
    return ruled(state.evolve(pending=pending), act, f"{state.elder} may have the error put right or a fresh deal",
                 [law(9)], findings=[state.dealt_wrong or ""], offender=state.dealer, injured=state.elder,
                 options=options)


@ECARTE.rule("new_cards", law(44))
def new_cards(state: DealState, act: Act) -> DealState:
    """New cards may be called for at any time before the next cut: two packs, at the caller's expense, the dealer choosing."""
    return state


@ECARTE.rule("new_cards", law(44), exception_to=new_cards,
             when=lambda state, act: act.value.packs != 2 or (act.value.chosen_by is not None and act.value.chosen_by != state.dealer))
def new_cards_wrongly_called(state: DealState, act: Act) -> DealState:
    """New cards called for otherwise than as two packs, or chosen by the non-dealer."""
    return ruled(state, act,
                 f"two new packs are called for at {act.player}'s expense, and {state.dealer}, the dealer, chooses between them",
                 [law(44)],
                 offender=act.player if act.value.chosen_by == act.player or act.value.packs != 2 else act.value.chosen_by)


@ECARTE.rule("claim incorrect pack", law(45), stages=(*_UNDER_WAY, Stage.OVER))
def claim_incorrect_pack(state: DealState, act: Act) -> DealState:
    """A claim that the pack is incorrect when it is not: of no effect."""
    return ruled(state, act, "of no effect: the pack is a correct one, and the deal stands", [law(45)], outcome=Outcome.NO_EFFECT)


@ECARTE.rule("claim incorrect pack", law(45), stages=(*_UNDER_WAY, Stage.OVER), exception_to=claim_incorrect_pack,
             when=lambda state, act: state.pack_fault is not None and not state.void)
def incorrect_pack_found(state: DealState, act: Act) -> DealState:
    """An incorrect pack found: this deal is void, the deals before it stand."""
    return ruled(state.evolve(stage=Stage.OVER, void=True, marks=()), act, "the deal is void; the deals before it stand",
                 [law(45)], findings=[f"the pack was incorrect: {state.pack_fault}"], void=True)
