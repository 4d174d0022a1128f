"""Piquet au Cent: discarding and taking in, where au cent displaces Laws 22-43.

The younger need not discard; the adversary's cards of the stock taken up or
mixed lose the game; an elder or younger who stands a wrong deal; the cards
the younger leaves; the discard fixed once the stock is touched.  Each rule
is an exception to the rule applying the law it displaces, declared for au
cent (``variant=Variant.AU_CENT``).
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from piquet.game.acts import CountStock, LookAtLeft, Mix, Retake
from piquet.game.state import ELDER, YOUNGER, adversary, DealState, Phase, Void
from piquet.game.elections import Window
from piquet.game.variant import Variant
from piquet.lawbook.citation import au_cent as au_cent_clause
from piquet.lawbook.registry import dispatch, rule
from lawkit.ruling import Option
from piquet.rules.common import party, RulingOutcome, displaced_by, names, rule_on
from piquet.rules.dealing import must_be_redealt, offer_fresh_deal_or_stand, wrong_count
from piquet.rules.exchange import (
    ELDER_SHARE,
    LEFT_FOR_YOUNGER,
    Limits,
    intrudes_on_the_adversary,
    declared_left,
    limits,
    took_adversarys_cards,
    took_cards_declared_left,
    elder_eleven,
    elder_short_stock,
    elder_thirteen,
    look_at_left,
    younger_limits,
    younger_thirteen,
)
from piquet.rules.handling import stock_cards_are_adversarys, stock_mask, mix_with_hand, retake_from_discard

# -- discarding and taking in ---------------------------------------------------------------


def _younger_dealt_twelve(state: DealState, who: int) -> bool:
    return who == YOUNGER and state.setup.dealt[YOUNGER].bit_count() == 12


@rule(
    "limits",
    laws=(22, 34),
    au_cent=("younger-need-not-discard",),
    when=_younger_dealt_twelve,
    exception_to=younger_limits,
    label="the younger hand's exchange in au cent",
    variant=Variant.AU_CENT,
)
def younger_need_not_discard(state: DealState, who: int) -> Limits:
    """In au cent the younger need not discard: he may keep the twelve he was dealt (Law 22 obliges him to exchange one)."""
    return Limits(0, len(state.stock), 0, (22, 34))


def _adversarys_mixed(state: DealState, who: int, event: Mix) -> bool:
    if event.into != "hand" or state.phase not in (Phase.EXCHANGE, Phase.DECLARATION):
        return False
    from_stock = event.cards.bits & stock_mask(state)
    return bool(from_stock) and stock_cards_are_adversarys(state, who, from_stock)


#: The clauses of the elder's exchange in a wrong deal, which fix how many of the stock are his (cited with the loss of the game).
_ELDER_SHARE_CLAUSES = ("elder-with-thirteen", "elder-with-eleven", "stock-of-seven")


def _elders_share_clauses(state: DealState) -> tuple[str, ...]:
    """The au cent clauses of the rule fixing the elder's share of the stock in this deal, if one does."""
    found = dispatch("limits", None, state, ELDER, variant=state.setup.variant)
    return tuple(str(c.id) for c in found.citations if c.kind == "au-cent" and c.id in _ELDER_SHARE_CLAUSES)


def _adversarys_cards_lose_the_game(state: DealState, who: int, from_stock: int, how: str, share_clauses: tuple[str, ...]) -> DealState:
    """The ruling that ``who`` loses the game for taking up or mixing the adversary's cards of the stock, and the deal ended.

    One ruling whatever verb the record uses for the act (``mix``, or a
    ``take`` of more than the player's cards): the same facts, the same clause.
    """
    label = party(who)
    displaced: tuple[int, ...]
    if who == ELDER:
        clause, displaced = "elder-mixes-stock-cards", (28,)
        what = "the younger hand's cards of the stock" if state.taken[ELDER] is None else "cards he ought to have left"
    else:
        clause, displaced = "younger-takes-top-cards", (27, 29)
        what = "the elder hand's cards of the stock"
    state = rule_on(
        state,
        act=f"{label} {how} {names(from_stock)}, {what}, with his hand",
        decision=f"{label} loses the game; the deal ends here, and the next game begins with the next deal",
        laws=(),
        au_cent=share_clauses + (clause,),
        displaced=displaced,
        offender=who,
        injured=adversary(who),
        penalty="loses the game",
    )
    return lose_the_game(state, who, clause)


@rule(
    "mix",
    laws=(27, 28, 29),
    au_cent=("elder-mixes-stock-cards", "younger-takes-top-cards") + _ELDER_SHARE_CLAUSES,
    # The cards the younger left lie at the bottom of the stock after the exchange is over: still not the elder's.
    stages=(Phase.EXCHANGE, Phase.DECLARATION),
    when=_adversarys_mixed,
    exception_to=mix_with_hand,
    label="the adversary's stock cards mixed with a hand in au cent",
    variant=Variant.AU_CENT,
)
def adversarys_stock_cards_mixed(state: DealState, who: int, event: Mix) -> DealState:
    """In au cent a player who mixes the adversary's cards of the stock with his hand loses the game.

    The elder: any of the three lowest cards, or a card he ought to have left
    (:au-cent:`elder-mixes-stock-cards`, in place of Law 28), his share being
    fixed, in a wrong deal, by the clause for it (:au-cent:`stock-of-seven`,
    for one).  The younger: any of the five top cards the elder has not
    declared he leaves (:au-cent:`younger-takes-top-cards`, in place of Laws
    27 and 29).
    """
    from_stock = event.cards.bits & stock_mask(state)
    share = _elders_share_clauses(state) if who == ELDER else ()
    return _adversarys_cards_lose_the_game(state, who, from_stock, "mixes", share)


def _adversarys_taken(before: DealState, who: int, count: int) -> int:
    """The adversary's cards of the stock among the ``count`` taken from its top: the elder's past his share; the younger's
    before the elder took in, of the elder's five not declared left (Law 23: cards are taken in order from the top)."""
    if who == ELDER:
        cards = before.stock[limits(before, ELDER).most : count]
    elif before.taken[ELDER] is None:
        cards = before.stock[: min(count, ELDER_SHARE - declared_left(before, ELDER))]
    else:
        cards = ()
    return sum(1 << i for i in cards)


def _takes_adversarys_cards(before: DealState, state: DealState, who: int, count: int) -> bool:
    return intrudes_on_the_adversary(before, state, who, count) and bool(_adversarys_taken(before, who, count))


@rule(
    "judge take",
    laws=(27, 28, 29),
    au_cent=("elder-mixes-stock-cards", "younger-takes-top-cards") + _ELDER_SHARE_CLAUSES,
    when=_takes_adversarys_cards,
    exception_to=took_adversarys_cards,
    label="the adversary's stock cards taken in, in au cent",
    variant=Variant.AU_CENT,
)
def adversarys_stock_cards_taken(before: DealState, state: DealState, who: int, count: int) -> DealState:
    """In au cent a player who takes in the adversary's cards of the stock loses the game, as if he had mixed them.

    Taking a card in is putting it with the hand: the elder who takes more
    than his share (one of the younger's three, or, with a stock of seven,
    the fifth card) comes under :au-cent:`elder-mixes-stock-cards` (Law 28
    otherwise, with Laws 27 and 43); the younger who takes before the elder
    any of the five top cards not declared left comes under
    :au-cent:`younger-takes-top-cards` (Laws 27 and 29 otherwise).  The
    ruling is the one :func:`adversarys_stock_cards_mixed` gives for a
    ``mix`` of the same cards.
    """
    share = _elders_share_clauses(before) if who == ELDER else ()
    return _adversarys_cards_lose_the_game(state, who, _adversarys_taken(before, who, count), "takes", share)


def _left_cards_taken(before: DealState, state: DealState) -> int:
    """The cards the elder declared he leaves that this take brought into his hand, as a mask (by the stock as dealt)."""
    share = limits(before, ELDER).most
    kept = share - declared_left(before, ELDER)
    left = sum(1 << i for i in state.setup.stock[kept:share])
    return state.hands[ELDER] & ~before.hands[ELDER] & left


def _takes_cards_he_left(before: DealState, state: DealState, who: int, count: int) -> bool:
    return who == ELDER and bool(_left_cards_taken(before, state))


@rule(
    "judge take",
    laws=(28, 32, 33),
    au_cent=("elder-mixes-stock-cards",) + _ELDER_SHARE_CLAUSES,
    when=_takes_cards_he_left,
    exception_to=took_cards_declared_left,
    label="the elder takes in cards he said he would leave, in au cent",
    variant=Variant.AU_CENT,
)
def cards_left_taken_in(before: DealState, state: DealState, who: int, count: int) -> DealState:
    """In au cent the elder who takes in a card he said he would leave loses the game, as if he had mixed it with his hand.

    Taking a card in is putting it with the hand, in one take or a second:
    the same facts as a ``mix`` of the card, and the same clause
    (:au-cent:`elder-mixes-stock-cards`, in place of Laws 28 and 33).
    """
    return _adversarys_cards_lose_the_game(state, who, _left_cards_taken(before, state), "takes", _elders_share_clauses(before))


def _retaken_after_counting(state: DealState, who: int, event: Retake) -> bool:
    """A discard altered, before taking in, by a player who has touched the stock to count it, no wrong number in question."""
    if state.taken[who] is not None or not event.cards.bits & state.discards[who] or any(state.announced_count):
        return False
    if len(state.setup.stock) != 8 or any(e.key == "law-32" and e.elector == who for e in state.elections):
        return False  # Law 11's stock of seven and Law 32's cards left undeclared let him alter it (touching-the-stock)
    return any(isinstance(e, CountStock) for e in state.acts_of(who))


@rule(
    "retake",
    laws=(24,),
    au_cent=("touching-the-stock",),
    when=_retaken_after_counting,
    exception_to=retake_from_discard,
    label="a discard altered after the stock was counted, in au cent",
    variant=Variant.AU_CENT,
)
def discard_altered_after_counting_the_stock(state: DealState, who: int, event: Retake) -> DealState:
    """In au cent a discard is settled once the stock is touched (Law 24: once a card of it is taken up): counting it
    touches it, so a card taken back after is of no effect and stays in the discard."""
    label = party(who)
    return rule_on(
        state,
        act=f"{label} takes {event.cards} back from his discard after counting the stock",
        decision=f"of no effect: in au cent the discard is settled once the stock is touched, and {label} touched it to count "
        "it; the cards stay in his discard",
        laws=(),
        au_cent=("touching-the-stock",),
        displaced=(24,),
        offender=who,
        outcome=RulingOutcome.NO_EFFECT,
    )


def lose_the_game(state: DealState, loser: int, clause: str) -> DealState:
    """End the deal with ``loser`` having lost the game (au cent): nothing of the deal is scored, and the deal passes in turn."""
    void = Void(
        f"{party(loser)} lost the game",
        state.setup.elder,
        (au_cent_clause(clause),),
        counts_in_partie=True,
    )
    return state.evolve(phase=Phase.VOID, void=void, elections=(), game_lost_by=loser)


# -- an elder hand who stands a wrong deal -------------------------------------------------


def _elder_dealt(count: int, stock: int) -> Callable[[DealState, int], bool]:
    def holds(state: DealState, who: int) -> bool:
        return (
            who == ELDER
            and state.setup.dealt[ELDER].bit_count() == count
            and (count == 13 or len(state.setup.stock) == stock)
        )

    return holds


@rule(
    "limits",
    laws=(40, 41),
    au_cent=("elder-with-thirteen",),
    when=_elder_dealt(13, 0),
    exception_to=elder_thirteen,
    label="the elder stands with thirteen in au cent",
    variant=Variant.AU_CENT,
)
def elder_with_thirteen(state: DealState, who: int) -> Limits:
    """With thirteen the elder discards one more than he takes, need take none, and leaves the younger three (Laws 40, 41 otherwise)."""
    return Limits(0, len(state.setup.stock) - LEFT_FOR_YOUNGER, 1, (40, 41), ("elder-with-thirteen",))


@rule(
    "limits",
    laws=(42,),
    au_cent=("elder-with-eleven",),
    when=_elder_dealt(11, 8),
    exception_to=elder_eleven,
    label="the elder stands with eleven in au cent",
    variant=Variant.AU_CENT,
)
def elder_with_eleven(state: DealState, who: int) -> Limits:
    """With eleven and eight in the stock the elder discards one less than he takes, and one at least: he takes two or more (Law 42 otherwise)."""
    return Limits(2, ELDER_SHARE, -1, (42,), ("elder-with-eleven",))


@rule(
    "limits",
    laws=(43,),
    au_cent=("stock-of-seven",),
    when=_elder_dealt(12, 7),
    exception_to=elder_short_stock,
    label="the elder stands with a stock of seven in au cent",
    variant=Variant.AU_CENT,
)
def elder_with_a_stock_of_seven(state: DealState, who: int) -> Limits:
    """With twelve and a stock of seven the elder discards as many as he takes and leaves the younger three (Law 43 otherwise)."""
    return Limits(1, len(state.setup.stock) - LEFT_FOR_YOUNGER, 0, (43,), ("stock-of-seven",))


def _younger_thirteen(stock: int) -> Callable[[DealState, int], bool]:
    def holds(state: DealState, who: int) -> bool:
        return who == YOUNGER and state.setup.dealt[YOUNGER].bit_count() == 13 and len(state.setup.stock) == stock

    return holds


@rule(
    "limits",
    laws=(42,),
    au_cent=("elder-with-eleven",),
    when=_younger_thirteen(8),
    exception_to=younger_thirteen,
    label="the younger with thirteen, the elder having eleven, in au cent",
    variant=Variant.AU_CENT,
)
def younger_with_thirteen_after_eleven(state: DealState, who: int) -> Limits:
    """The younger with thirteen discards one more than he takes, but need take none (Law 42 otherwise)."""
    return Limits(0, len(state.stock), 1, (42,), ("elder-with-eleven",))


@rule(
    "limits",
    laws=(43,),
    au_cent=("stock-of-seven",),
    when=_younger_thirteen(7),
    exception_to=younger_thirteen,
    label="the younger with thirteen and a stock of seven, in au cent",
    variant=Variant.AU_CENT,
)
def younger_with_thirteen_and_seven(state: DealState, who: int) -> Limits:
    """The younger with thirteen, the stock holding seven, discards one more than he takes, but need take none (Law 43 otherwise)."""
    return Limits(0, len(state.stock), 1, (43,), ("stock-of-seven",))


def _elder_wrong_number(state: DealState) -> bool:
    """One card dealt wrongly, to or from the elder: au cent changes Law 11's case only; Law 12 still compels a fresh deal."""
    counted = len(state.setup.stock) + state.setup.dealt[ELDER].bit_count() + state.setup.dealt[YOUNGER].bit_count() == 32
    return state.setup.dealt[ELDER].bit_count() in (11, 13) and counted and not must_be_redealt(state)


@rule(
    "deal",
    laws=(11,),
    au_cent=("wrong-number-of-cards",),
    when=_elder_wrong_number,
    exception_to=wrong_count,
    label="the elder dealt eleven or thirteen, in au cent",
    variant=Variant.AU_CENT,
)
def wrong_number_dealt(state: DealState) -> DealState:
    """An elder dealt eleven or thirteen may have a fresh deal, claiming it before he touches the stock (Law 11 otherwise).

    Standing, he discards and takes in under the au cent clauses for thirteen
    and for eleven (:au-cent:`elder-with-thirteen`, :au-cent:`elder-with-eleven`).
    """
    elder = state.setup.dealt[ELDER].bit_count()
    clause = "elder-with-thirteen" if elder == 13 else "elder-with-eleven"
    state = rule_on(
        state,
        act="one card dealt wrongly",
        decision=f"{state.setup.elder} may have a fresh deal, or stand the deal, until he touches the stock",
        laws=(),
        au_cent=("wrong-number-of-cards",),
        displaced=(11,),
        facts=(f"the elder hand was dealt {elder} cards (the dealer {state.setup.dealt[YOUNGER].bit_count()}, the stock {len(state.setup.stock)})",),
        # The dealer who deals wrongly is the one in error, as under the Laws (Laws 10-12), though no penalty falls on him.
        offender=YOUNGER,
        event=None,
    )
    return offer_fresh_deal_or_stand(state, f"the exchange follows the au cent clause {clause}", (11,), Window.BEFORE_ELECTOR_TOUCHES_STOCK)


# -- the cards the younger hand leaves ----------------------------------------------------------


def _declined_and_seen(state: DealState, who: int, event: LookAtLeft) -> bool:
    """The younger left cards and declined to see them: he said he would not (Law 36's declaration), or let the time to see
    them pass (he has played a card without looking)."""
    return (
        state.taken[YOUNGER] is not None
        and bool(state.stock)
        and (state.younger_will_look is False or (state.younger_has_played and not state.looked_at_left[YOUNGER]))
    )


@rule(
    "look left",
    laws=(36,),
    au_cent=("looking-at-cards-left",),
    when=_declined_and_seen,
    exception_to=look_at_left,
    label="cards the younger declined to see looked at, in au cent",
    variant=Variant.AU_CENT,
)
def cards_left_seen_after_the_younger_declined(state: DealState, who: int, event: LookAtLeft) -> DealState:
    """In au cent, cards the younger left and declined to see, looked at by either player, are exposed,
    and the offender's adversary may call a suit from him the next time he has to lead (Law 36 sets no penalty).

    The right is the adversary's to use with a ``demand`` act before that
    lead (:mod:`piquet.rules.suit_called` enforces the suit called).
    """
    state = state.evolve(looked_at_left=(True, True), suit_call_from=who)
    return rule_on(
        state,
        act=f"{party(who)} looks at the cards {state.setup.younger} left, which he had declined to see",
        decision=f"the cards left are turned face up; {party(adversary(who))} may call a suit from {party(who)} "
        "the next time he has to lead",
        laws=(),
        au_cent=("looking-at-cards-left",),
        displaced=(36,),
        offender=who,
        injured=adversary(who),
        penalty="the cards are exposed, and a suit may be called from him when next he leads",
        options=(Option(name="demand", text=f"call a suit from {party(who)} when next he has to lead", elector=adversary(who)),),
    )


# -- the discard once the stock is touched ---------------------------------------------------------


def _restated(before: DealState, after: DealState, clause: str, displaced: tuple[int, ...]) -> DealState:
    """The rulings an act drew, citing first the au cent clause under which they are made and naming the law it displaces."""
    new = after.rulings[len(before.rulings) :]
    cited = au_cent_clause(clause)
    restated = tuple(
        attrs.evolve(
            r,
            citations=(cited,) + tuple(c for c in r.citations if not (c.kind == "law" and c.id in displaced)),
            displaced=r.displaced + displaced_by((clause,), displaced),
        )
        for r in new
    )
    return after.evolve(rulings=before.rulings + restated)


def _retaken_after_touching(state: DealState, who: int, event: Retake) -> bool:
    return state.taken[who] is not None and bool(event.cards.bits & state.discards[who])


@rule(
    "retake", cases=("VI", "XXI"),
    laws=(24, 25, 58),
    au_cent=("touching-the-stock",),
    when=_retaken_after_touching,
    exception_to=retake_from_discard,
    label="a discard altered after touching the stock, in au cent",
    variant=Variant.AU_CENT,
)
def discard_altered_after_touching_the_stock(state: DealState, who: int, event: Retake) -> DealState:
    """In au cent a player who has touched the stock cannot alter his discard (Law 24 fixes it once a card is taken up).

    A record cannot tell touching the stock from taking a card of it, so the
    moment is the same; what follows a card taken back is Law 25's, which au
    cent leaves in force.
    """
    after: DealState = retake_from_discard(state, who, event)
    return _restated(state, after, "touching-the-stock", (24,))
