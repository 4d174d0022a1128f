"""Acts no rule of their stage answers: ruled on, never refused.

A player may do at the table what the laws give no place to at that moment:
play a card during the exchange, take in once the play has begun, gather
the cards before the deal is scored.  A record is what happened, so the
referee rules each such act of no effect, citing the laws of the stage that
leave it no place, and the deal goes on as it stood.  One such act is
regular after all: when the play is over because one player has no cards
left, his adversary laying down a card that cannot be played to is the
trick Law 57 gives him, and draws no ruling.  So is the younger's taking
of the cards the elder left after the younger took in first: Case XIV
obliges him to take them.
"""

from __future__ import annotations

from piquet.game.acts import Event, Play, Take
from piquet.game.state import YOUNGER, adversary, DealState, Phase
from piquet.lawbook.registry import rule, rule_of
from piquet.rules.common import act_words, no_effect, party
from piquet.rules.exchange import declared_left, left_after_the_younger_took

__all__ = ["act_out_of_its_time", "card_that_cannot_be_played_to", "left_card_taken_in_the_play", "takes_the_cards_left_him"]

#: The laws that say what each stage holds, cited by an act that has no place in it.
_STAGE_LAWS: dict[Phase, tuple[int, ...]] = {
    Phase.EXCHANGE: (21, 22),
    Phase.DECLARATION: (46,),
    Phase.PLAY: (59, 65),
    Phase.FINISHED: (65, 66),
}

_STAGE_WORDS: dict[Phase, str] = {
    Phase.EXCHANGE: "the exchange, before the calls and the play",
    Phase.DECLARATION: "the declarations",
    Phase.PLAY: "the play",
    Phase.FINISHED: "the end of the play",
}


@rule("act out of its time", laws=(17, 21, 22, 46, 59, 65, 66), label="an act the stage gives no place to")
def act_out_of_its_time(state: DealState, who: int | None, event: Event) -> DealState:
    """An act no law allows at this point of the deal: of no effect; the deal goes on as it stood."""
    stage = state.phase
    return no_effect(
        state,
        act=act_words(event, who),
        why=f"{event.verb} has no place in {_STAGE_WORDS.get(stage, stage.value)}; the deal goes on as it stood",
        laws=_STAGE_LAWS.get(stage, (65,)),
        offender=who,
    )


def _uncontested(state: DealState, who: int | None, event: Event) -> bool:
    """A card laid down after the play is over, by the player whose adversary has no card to play to it (Law 57)."""
    if not isinstance(event, Play) or who is None or state.phase is not Phase.FINISHED or state.conceded_by is not None:
        return False
    held = state.hands[who]
    return not state.hands[adversary(who)] and all(held & card.bit for card in event.cards)


@rule(
    "act out of its time",
    laws=(57,),
    when=_uncontested,
    exception_to=act_out_of_its_time,
    stages=(Phase.FINISHED,),
    label="a card laid down that cannot be played to",
)
def card_that_cannot_be_played_to(state: DealState, who: int | None, event: Event) -> DealState:
    """The adversary has no card left: the cards still in hand count as tricks to their holder (Law 57), laid down or not."""
    return state


def _left_and_now_taken(state: DealState, who: int | None, event: Event) -> bool:
    """The younger, who said he would leave cards, takes from the stock once the play has begun (Case XIII)."""
    return (
        isinstance(event, Take) and who == YOUNGER and state.phase is Phase.PLAY and bool(state.stock)
        and bool(declared_left(state, YOUNGER))
    )


@rule(
    "act out of its time",
    laws=(35,),
    cases=("XIII",),
    when=_left_and_now_taken,
    exception_to=act_out_of_its_time,
    stages=(Phase.PLAY,),
    label="a card the younger said he would leave, taken in the play",
)
def left_card_taken_in_the_play(state: DealState, who: int | None, event: Event) -> DealState:
    """The younger who announced he would leave a card takes it up in the play: of no effect; he plays with the cards he
    has, eleven if he left one (Case XIII), and no penalty falls on him."""
    label = party(YOUNGER)
    return no_effect(
        state,
        act=act_words(event, who),
        why=f"having said he would leave cards, {label} plays with the cards he has; those he left stay in the stock",
        laws=(35,),
        cases=("XIII",),
        offender=YOUNGER,
    )


def _takes_the_cards_left_him(state: DealState, who: int | None, event: Event) -> bool:
    """The younger takes, once, as many cards as the elder left after the younger had taken in first (Case XIV).

    The referee gave him those cards when the elder took in (:func:`~piquet.rules.exchange.left_after_the_younger_took`);
    his own ``take`` of them says what was done at the table.
    """
    if not isinstance(event, Take) or who != YOUNGER or event.count != state.left_by_elder:
        return False
    given = rule_of(left_after_the_younger_took).name
    at = next((r.event for r in state.rulings if r.rule == given and r.event is not None), None)
    return at is not None and state.first_act(YOUNGER, lambda act: isinstance(act, Take), after=at) is None


@rule(
    "act out of its time",
    laws=(23, 24),
    cases=("XIV",),
    when=_takes_the_cards_left_him,
    exception_to=act_out_of_its_time,
    stages=(Phase.DECLARATION,),
    label="the younger takes the cards the elder left after he took in first",
)
def takes_the_cards_left_him(state: DealState, who: int | None, event: Event) -> DealState:
    """The younger who took in first takes the cards the elder then left: the act Case XIV obliges, regular, no ruling.

    Cards are taken in from the top, the elder's cards left among them
    (Law 23), and his discard was fixed once he lifted a stock card (Law 24):
    the referee gave him the cards when the elder took in, and his taking
    them changes nothing.  A take of any other number is still out of its time.
    """
    return state
