"""Cards handled wrongly in the exchange: left, retaken, mixed or exposed (Laws 24-29, 32-35, 37, 59 I).

The exchange rules (:mod:`piquet.rules.exchange`) judge a player who puts
out and takes in by count.  These rules judge the accidents of the table:
a player who takes back his discard, mixes cards with his hand or his
discard, or exposes a card of the stock.  Before a player has taken up a
card of the stock he may still alter his discard (Law 24), so the same act
is regular then and irregular after.
"""

from __future__ import annotations

from collections.abc import Callable

from piquet.game.acts import AnnounceCarteBlanche, Discard, Event, Exchange, Expose, Leave, LiftHand, Mix, PenaltyClaim, Retake, ShowCarteBlanche, Take
from piquet.game.state import REGULAR_HAND, ELDER, YOUNGER, adversary, DealState, Phase
from piquet.rules.carte_blanche import stock_mixed_with_hand
from piquet.rules.common import first_code, party, RulingOutcome, contradiction, names, pair, no_effect, rule_on
from piquet.rules.examining import no_remedy_for_a_correction, penalty_claimed_for_looking
from piquet.rules.scoresheet import claim_penalty
from piquet.rules.elections import impose_penalty
from piquet.rules.dealing import offer_fresh_deal
from piquet.rules.dealing import exposed_card, exposed_in_dealing, exposed_in_dealing_contradicted
from piquet.rules.exchange import ELDER_SHARE, declared_left, discard, discard_after_taking, elder_taking_in, elders_untaken, lifting, limits, play_ends_if_over, said_left, take_in
from piquet.rules.marks import EXCHANGE_RUN
from piquet.rules.play import retake_played
from piquet.rules.play_common import standing_plays, taken_up_by_a_revoke
from piquet.lawbook.registry import rule, rule_of
from lawkit.ruling import Finding, Ruling
from piquet.lawbook.citation import au_cent as au_cent_clause
from piquet.lawbook.citation import cites
from piquet.table.categories import Category
from piquet.table.cards import PACK
from piquet.table.cardsets import Hand
from piquet.table.combinations import is_carte_blanche

__all__ = [
    "stock_mask",
    "stock_cards_are_adversarys",
    "leave",
    "lift_hand",
    "retake_from_discard",
    "alter_discard_after_carte_blanche",
    "mix_with_discard",
    "mix_with_hand",
    "left_card_taken_up_in_play",
    "younger_takes_his_own_first",
    "expose_from_stock",
    "carte_blanche_survives",
]

_EXCHANGE = (Phase.EXCHANGE,)


def stock_mask(state: DealState) -> int:
    """The cards left in the stock, as a mask: the rules of mixing ask whether cards mixed came from it."""
    bits = 0
    for index in state.stock:
        bits |= 1 << index
    return bits


def _without(stock: tuple[int, ...], bits: int) -> tuple[int, ...]:
    return tuple(i for i in stock if not (1 << i) & bits)


@cites(18, 58, cases=("XX", "XXI"))
def carte_blanche_survives(state: DealState, who: int) -> bool:
    """Whether a penalty for too many cards leaves the player's carte blanche: it was dealt him, so it scores before any card is taken in (Case XXI)."""
    # Once a card of the stock is mixed with his hand the hand dealt can no longer be shown (Case XX): nothing survives to show.
    return state.carte_blanche[who] or (is_carte_blanche(state.setup.dealt[who]) and not stock_mixed_with_hand(state, who))


def _penalty_from(state: DealState, who: int) -> Category:
    """A carte blanche already shown still counts after a later penalty (Case XXI)."""
    return Category.POINT if state.carte_blanche[who] else Category.CARTE_BLANCHE


@rule("leave", laws=(21, 22, 32), also=(au_cent_clause("declare-cards-left"),), stages=_EXCHANGE, label="cards declared left in the stock")
def leave(state: DealState, who: int, event: Leave) -> DealState:
    """A player says how many cards of his share he leaves, before he takes in (Law 32; Case XIII).

    The declaration is a regular act.  It is kept in the log: a younger hand
    who has declared that he leaves a card must play with the cards he has
    (Case XIII), and an elder who takes them up with his cards reckons
    nothing (Laws 28, 33; see :func:`~piquet.rules.exchange.took_cards_declared_left`).
    """
    label = party(who)
    if state.taken[who] is not None:
        # The declaration comes before taking up a card of the stock (Law 32): after, its time has passed, and the cards he
        # leaves are simply those he did not take.
        return rule_on(
            state,
            act=f"{label} declares cards left after taking in",
            decision="too late: the number is declared before a card of the stock is taken up; the cards he leaves are those he did not take",
            laws=(32,),
            # Au cent sets the time earlier still, before he touches the stock.
            au_cent=("declare-cards-left",) if state.setup.au_cent else (),
            offender=who,
            outcome=RulingOutcome.TOO_LATE,
        )
    found = limits(state, who)
    # The younger's share is what the stock holds when he comes to it: all that the elder did not take.
    most = found.most if who == ELDER else len(state.stock)
    least = min(found.least, 1)
    if event.count > most - least:
        # A declaration the laws refuse (he must exchange at least one, Laws 21, 22): of no effect, and its maker named.
        # One that leaves him fewer to take than a wrong deal's clause asks (au cent's elder on eleven takes two) is what
        # he declared: the count he then takes is judged by that clause.
        return no_effect(
            state,
            act=f"{label} declares he leaves {event.count} cards",
            why=f"he must take at least {least}, so he may leave at most {most - least} of his {most}",
            laws=(21, 32) if who == ELDER else (22, 32),
            offender=who,
        )
    return state


@rule("lift", laws=(16,), label="a hand taken up from the table")
def lift_hand(state: DealState, who: int, event: LiftHand) -> DealState:
    """A player takes up his cards: from now on a deal out of turn is found too late to be void (Law 16)."""
    return state


def _in_discard(state: DealState, who: int, event: Retake) -> bool:
    return event.cards.bits & ~state.discards[who] == 0


@rule(
    "retake",
    laws=(24, 25, 58),
    cases=("VI", "XX", "XXI"),
    when=_in_discard,
    exception_to=retake_played,
    label="cards taken back from the discard",
)
def retake_from_discard(state: DealState, who: int, event: Retake) -> DealState:
    """A player takes cards of his discard back into his hand.

    Before he has taken up a card of the stock he may alter his discard
    (Law 24).  After, he plays with more than twelve cards and reckons
    nothing that deal (Law 25), though a carte blanche he may still show
    counts (Case XXI).
    """
    bits = event.cards.bits
    state = state.evolve(hands=pair(state.hands, who, state.hands[who] | bits), discards=pair(state.discards, who, state.discards[who] & ~bits))
    if state.taken[who] is None:
        return state
    label = party(who)
    held = state.hands[who].bit_count()
    blanche = carte_blanche_survives(state, who)
    # Told of his adversary's carte blanche only after taking in, he still could not alter his discard (Case VI).
    late = ("VI",) if _told_of_carte_blanche_late(state, who) else ()
    state = rule_on(
        state,
        act=f"{label} takes {event.cards} back from his discard after taking in",
        decision=f"{label} plays with {held} cards and reckons nothing this deal; his cards still bar his adversary"
        + ("; his carte blanche, shown or still to be shown, counts" if blanche else ""),
        # His discard was closed when he took up a card of the stock (Law 24); Law 25 is the penalty for opening it.
        laws=(24, 25, 58),
        cases=(("XXI",) if blanche else ()) + late,
        offender=who,
        injured=adversary(who),
        penalty="reckons nothing this deal (the adversary may decline to enforce it, Law 44)",
    )
    return impose_penalty(state, who, (25,), ("XXI",) if blanche else (), from_category=Category.POINT if blanche else Category.CARTE_BLANCHE)


def _told_of_carte_blanche_late(state: DealState, who: int) -> bool:
    """Whether the adversary told of (or showed) a carte blanche only after this player had taken in (Case VI)."""
    took = state.first_act(who, lambda e: isinstance(e, Take | Exchange))
    told = state.first_act(adversary(who), lambda e: isinstance(e, AnnounceCarteBlanche | ShowCarteBlanche), after=took)
    return took is not None and told is not None


def _claimed_for_a_carte_blanche_told_late(state: DealState, who: int, event: PenaltyClaim) -> bool:
    other = adversary(who)
    return event.what == "penalty" and state.carte_blanche[other] and _told_of_carte_blanche_late(state, who) and not any(
        p.player == other for p in state.penalties
    )


# A claim against the younger who told of his carte blanche late is about that, before his right to look at the tricks
# (Law 60); a correction the claim could be about answers it first (Case IX).
@rule("claim", laws=(20, 44), cases=("VI",), when=_claimed_for_a_carte_blanche_told_late, exception_to=claim_penalty,
      prevails_over=(penalty_claimed_for_looking,), yields_to=(no_remedy_for_a_correction,),
      label="a penalty claimed for a carte blanche told after the claimant took in")
def penalty_claimed_for_a_carte_blanche_told_late(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """The adversary told of his carte blanche only after the claimant had taken in: telling of it as soon as he knows is a
    matter of etiquette, not of law (Law 20), so he still reckons it and owes nothing (Case VI)."""
    label, other = party(who), party(adversary(who))
    return rule_on(
        state,
        act=f"{label} claims a penalty against {other}, who told of his carte blanche after {label} had taken in",
        decision=f"of no effect: {other} is bound to tell of a carte blanche as soon as he knows of it, but the laws set no "
        f"penalty on telling it late, and good faith is presumed; {other} reckons his carte blanche and has incurred no penalty",
        laws=(20, 44),
        cases=("VI",),
        outcome=RulingOutcome.NO_EFFECT,
    )


def _discarded_before_the_show(state: DealState, who: int, event: Retake) -> bool:
    """A player alters a discard made before his adversary showed a carte blanche, having not yet taken in (Law 20, Case V)."""
    other = adversary(who)
    if state.taken[who] is not None or not state.carte_blanche[other] or not _in_discard(state, who, event):
        return False
    shown = state.first_act(other, lambda e: isinstance(e, ShowCarteBlanche))
    put_out = state.first_act(who, lambda e: isinstance(e, Discard | Exchange))
    return shown is not None and put_out is not None and put_out < shown


@cites(20, 32, cases=("V",))
def _left_after_the_show(state: DealState) -> int:
    """How many cards the elder said he leaves only after showing his carte blanche (0: none, or said in time).

    Saying it by taking fewer than his share counts as saying it then (Law 32).
    """
    shown = state.first_act(ELDER, lambda e: isinstance(e, ShowCarteBlanche))
    assert shown is not None
    if any(isinstance(e, Leave) and by == ELDER for e, by in zip(state.log[:shown], state.acted_by)):
        return 0
    return said_left(state)


@rule(
    "retake",
    laws=(20, 24, 25, 32, 58),
    cases=("V", "XXI"),
    when=_discarded_before_the_show,
    exception_to=retake_from_discard,
    stages=_EXCHANGE,
    label="a discard made for a carte blanche altered after it is shown",
)
def alter_discard_after_carte_blanche(state: DealState, who: int, event: Retake) -> DealState:
    """A player discarded for his adversary's carte blanche and, having seen it, takes his discard back (Case V).

    He discards before the carte blanche is shown (Law 20), so that he does
    not discard with its cards in view; that protection would be nothing if
    he might then discard again, whichever hand holds the carte blanche.
    The elder holding it must say what he leaves before he shows: if he said
    it only after showing, the younger may alter his discard while he has
    taken up no card of the stock (Laws 24, 32).  Otherwise the discard
    stands.
    """
    mine, holder = party(who), party(adversary(who))
    act = f"{mine} takes {event.cards} back from his discard after {holder} has shown his carte blanche"
    left = _left_after_the_show(state) if who == YOUNGER else 0
    if left:
        state = rule_on(
            state,
            act=act,
            decision=f"{mine} may alter his discard, though he has seen {holder}'s cards: {holder} ought to have said he "
            f"leaves {left} card{'s' if left != 1 else ''} before showing his carte blanche, and {mine} has taken up no "
            "card of the stock",
            laws=(24, 32),
            cases=("V",),
        )
        return retake_from_discard(state, who, event)
    return rule_on(
        state,
        act=act,
        decision=f"of no effect: {mine} discarded before the carte blanche was shown, as the law provides"
        + (f", and {holder} declared in time what he leaves, if anything" if who == YOUNGER else "")
        + f"; having seen {holder}'s cards, {mine} may not alter his discard",
        laws=(20, 32) if who == YOUNGER else (20,),
        cases=("V",),
        offender=who,
        outcome=RulingOutcome.NO_EFFECT,
    )


def _puts_out_what_is_out(state: DealState, who: int, event: Discard) -> bool:
    """A discard that belongs to an alteration of no effect: it names cards already in his own discard (and none
    elsewhere), or it follows straight on his taking his discard back, which was refused (Case V)."""
    missing = event.cards.bits & ~state.hands[who]
    if missing:
        return not missing & ~state.discards[who]
    return _refused_alteration_just_before(state, who)


def _refused_alteration_just_before(state: DealState, who: int) -> bool:
    """Whether this player's last act was a retake of his discard that a ruling refused as an alteration (Law 20, Case V)."""
    last = next((i for i in range(len(state.log) - 1, -1, -1) if state.acted_by[i] == who), None)
    return last is not None and isinstance(state.log[last], Retake) and any(r.event == last for r in _refused_alterations(state, who))


def _refused_alterations(state: DealState, who: int) -> list[Ruling]:
    """The rulings that refused this player's taking his discard back after a carte blanche was shown (Case V)."""
    refused = rule_of(alter_discard_after_carte_blanche).name
    return [r for r in state.ruled_against(who) if r.rule == refused]


# Cards already out cannot go out again, whether or not he has taken in: the act is of no effect before Laws 24 and 26.
@rule("discard", marks=(EXCHANGE_RUN,), laws=(20, 24, 32), cases=("V",), when=_puts_out_what_is_out, exception_to=discard, prevails_over=(discard_after_taking,),
      stages=_EXCHANGE + (Phase.DECLARATION, Phase.PLAY), label="cards put out that already lie in his discard")
def discard_what_is_out(state: DealState, who: int, event: Discard) -> DealState:
    """A discard that belongs to an alteration of no effect: cards put out again, or in place of those refused (Case V, say).

    The act belongs to the alteration that failed: he put the cards out
    again to discard afresh.  It is of no effect with it, and his discard
    stands as it was; it cites what the failed retake rested on.
    """
    label = party(who)
    before = _refused_alterations(state, who)
    grounds = before[-1].citations if before else ()
    out = event.cards.bits & ~state.hands[who]
    lie = "lies" if out.bit_count() == 1 else "lie"
    why = (
        f"{names(out)} already {lie} in his discard, his taking it back having had no effect"
        if out
        else f"he puts out {event.cards} in place of cards he might not take back"
    )
    return rule_on(
        state,
        act=f"{label} puts out {event.cards}",
        decision=f"of no effect: {why}; his discard stands as it was",
        laws=(24,) + tuple(int(c.id) for c in grounds if c.kind == "law" and c.id != 24),
        cases=tuple(str(c.id) for c in grounds if c.kind == "case"),
        offender=who,
        outcome=RulingOutcome.NO_EFFECT,
    )


def _into(place: str) -> Callable[[DealState, int, Mix], bool]:
    def into(state: DealState, who: int, event: Mix) -> bool:
        return event.into == place

    return into


@rule("mix", laws=(24, 26, 37, 57), cases=("XIII",), stages=_EXCHANGE + (Phase.DECLARATION, Phase.PLAY), when=_into("discard"), label="cards mixed with a discard")
def mix_with_discard(state: DealState, who: int, event: Mix) -> DealState:
    """Cards of the hand or the stock mixed with a player's discard.

    Before he takes in, cards of his hand mixed with his discard are simply
    discarded (Law 24).  After, they stay with the discard (Law 26): he plays
    with fewer cards and his adversary counts as tricks the cards that
    cannot be played to (Law 57).  The younger hand who mixes the cards he
    left with his discard without showing them lets the elder see that
    discard once he has led (Law 37); if the elder has seen them already,
    the law's condition is not met and nothing follows.  Cards he left that
    he was entitled to take in (he took fewer than he discarded) stay with
    the discard too, though unmixed he could have taken them up (Law 26,
    Case XIII).
    """
    # In the play, the cards put out may leave his hand with nothing to play: the play is then over (Law 57).
    return play_ends_if_over(_mix_with_discard(state, who, event))


def _mix_with_discard(state: DealState, who: int, event: Mix) -> DealState:
    before = state
    bits = event.cards.bits
    label = party(who)
    from_hand = bits & state.hands[who]
    from_stock = bits & stock_mask(state)
    if bits & ~(from_hand | from_stock):
        raise contradiction(state, who, f"{names(bits & ~(from_hand | from_stock))} is neither in {label}'s hand nor in the stock", card=first_code(bits & ~(from_hand | from_stock)))
    state = state.evolve(
        hands=pair(state.hands, who, state.hands[who] & ~from_hand),
        discards=pair(state.discards, who, state.discards[who] | bits),
        stock=_without(state.stock, from_stock),
    )
    if state.taken[who] is None and not from_stock:
        return state
    if who == YOUNGER and from_stock and state.taken[YOUNGER] is not None:
        return _left_cards_mixed(before, state, from_stock)
    held = state.hands[who].bit_count()
    return rule_on(
        state,
        act=f"{label} mixes {event.cards} with his discard" + (" after taking in" if state.taken[who] is not None else ""),
        decision=f"the cards stay with his discard; {label} plays with {held} cards, and his adversary counts as tricks "
        "the cards that cannot be played to",
        laws=(26, 57),
        offender=who,
    )


@cites(26, 37, 57, cases=("XIII",))
def _left_cards_mixed(before: DealState, state: DealState, from_stock: int) -> DealState:
    """The younger mixes cards he left with his discard: Law 37's sight of it, unless the elder saw them already, and,
    for cards he was entitled to take in, Law 26 (unmixed, Case XIII would have let him take them up)."""
    label, elder = party(YOUNGER), party(ELDER)
    seen = state.looked_at_left[ELDER]
    sight = f"{elder}, once he has led a card, may see {label}'s discard and the cards mixed with it"
    if before.discards[YOUNGER].bit_count() > (state.taken[YOUNGER] or 0):
        return rule_on(
            state,
            act=f"{label} mixes {names(from_stock)}, cards he left and was entitled to take in, with his discard",
            decision=f"the cards stay with his discard: {label} plays with {state.hands[YOUNGER].bit_count()} cards, and his "
            "adversary counts as tricks the cards that cannot be played to" + ("" if seen else f"; {sight}"),
            laws=(26, 57) if seen else (26, 37, 57),
            cases=("XIII",),
            offender=YOUNGER,
        )
    if seen:
        return rule_on(
            state,
            act=f"{label} mixes {names(from_stock)}, cards he left, with his discard",
            decision=f"allowed: {elder} has seen them already, so they were not mixed unseen, and nothing follows",
            laws=(37,),
            note=True,
        )
    return rule_on(
        state,
        act=f"{label} mixes {names(from_stock)}, cards he left, with his discard without showing them",
        decision=sight,
        laws=(37,),
        offender=YOUNGER,
        injured=ELDER,
        penalty=f"{elder} may see his discard and the cards mixed with it, once he has led",
    )


def _elder_before_taking(state: DealState, stock: tuple[int, ...], mixed: int, laws: tuple[int, ...]) -> tuple[str, tuple[int, ...]]:
    """What the elder mixed past his share before taking in is, and the laws besides Laws 27 and 28 that it breaks.

    Cards he said he would leave are cards he ought to have left, which he
    may look at but not take up (Laws 28, 33); taking some of his own but
    passing one over for a card below it breaks the order of taking in (Law 23).
    """
    most = limits(state, ELDER).most
    declared = declared_left(state, ELDER)
    left = sum(1 << i for i in stock[most - declared : most]) if declared else 0
    what = "cards he said he would leave" if mixed & left else "of his adversary's cards in the stock"
    if mixed & left:
        laws += (33,)
    taken_at = [n for n, index in enumerate(stock) if mixed >> index & 1]
    # Taking some of his own cards but passing one over for a card below it; cards that are all his adversary's are Law 28's.
    if taken_at and taken_at[0] < most - declared and taken_at != list(range(len(taken_at))):
        laws += (23,)
    return what, laws


def stock_cards_are_adversarys(state: DealState, who: int, bits: int) -> bool:
    """Whether the stock cards mixed belong to the adversary: the elder past his share, the younger before the elder took."""
    # His share is the top of the stock less the cards he said he leaves (Laws 28, 32) and those already in his hand.
    if who == ELDER:
        return bool(bits & ~elders_untaken(state))
    return bool(bits & elders_untaken(state))


def _no_more_than_discarded(state: DealState, from_stock: int) -> bool:
    """Whether the younger, with these cards he left, has still taken in no more than his discard allows (Law 35)."""
    taken = (state.taken[YOUNGER] or 0) + from_stock.bit_count()
    return taken <= state.discards[YOUNGER].bit_count() - limits(state, YOUNGER).surplus


@cites(35, cases=("XIII",))
def _younger_takes_up_what_he_left(state: DealState, event: Mix, from_stock: int) -> DealState:
    """The younger took in fewer than he discarded and now takes up the cards he left (Case XIII).

    Taking in no more than he discarded, he incurs no penalty (Law 35 punishes
    only taking more): the cards are his, unless he had said he would leave
    them, when he must play with the cards he has and they stay in the stock.
    """
    label = party(YOUNGER)
    if declared_left(state, YOUNGER):
        return rule_on(
            state,
            act=f"{label} takes up {names(from_stock)}, which he said he would leave in the stock",
            decision=f"of no effect: having said he would leave cards, {label} plays with the {(state.hands[YOUNGER] | state.played[YOUNGER]).bit_count()} "
            "cards he has; the cards stay in the stock; no penalty",
            laws=(35,),
            cases=("XIII",),
            offender=YOUNGER,
            outcome=RulingOutcome.NO_EFFECT,
        )
    state = state.evolve(hands=pair(state.hands, YOUNGER, state.hands[YOUNGER] | from_stock), stock=_without(state.stock, from_stock))
    return rule_on(
        state,
        act=f"{label} takes up {names(from_stock)}, which he had left in the stock",
        decision=f"no penalty: he has taken in no more cards than he discarded, and had not said he would leave them; "
        f"he plays with {(state.hands[YOUNGER] | state.played[YOUNGER]).bit_count()} cards",
        laws=(35,),
        cases=("XIII",),
    )


@rule("mix", laws=(23, 24, 25, 27, 28, 29, 33, 35, 58), cases=("VI", "XIII", "XXI"), stages=_EXCHANGE + (Phase.DECLARATION,), when=_into("hand"), label="cards mixed with a hand")
def mix_with_hand(state: DealState, who: int, event: Mix) -> DealState:
    """Cards of the discard or the stock mixed with a player's hand.

    His own discard mixed back before he takes in is a change of discard
    (Law 24); after, it is Law 25.  Stock cards that are not his to take
    (the elder's past his share or those he left, the younger's among the
    top five before the elder has taken in) take everything from him, and the
    adversary may instead have a fresh deal (Laws 27-29).  The younger who
    mixes cards he left after taking in reckons nothing (Law 35), unless he
    has still taken in no more than he discarded: then he may take them up,
    or, if he said he would leave them, must play without them (Case XIII).
    Any other card of his own share mixed in is simply taken in.
    """
    bits = event.cards.bits
    label = party(who)
    from_discard = bits & state.discards[who]
    from_stock = bits & stock_mask(state)
    stray = bits & ~(from_discard | from_stock)
    if stray:
        raise contradiction(state, who, f"{names(stray)} is neither in {label}'s discard nor in the stock", card=first_code(stray))
    if from_discard:
        state = retake_from_discard(state, who, Retake(event.player, Hand(from_discard)))
    if not from_stock:
        return state
    adversarys = stock_cards_are_adversarys(state, who, from_stock)
    before_taking = state.taken[who] is None
    # A player still taking in by lifts takes up more of his share: another lift, not cards he left (Laws 29, 32).
    left_mixed = not before_taking and lifting(state) != who
    if who == YOUNGER and left_mixed and not adversarys and _no_more_than_discarded(state, from_stock):
        return _younger_takes_up_what_he_left(state, event, from_stock)
    if not adversarys and not left_mixed:
        # Cards of his own share mixed with his hand are taken in, as a ``take`` of them would be.
        return take_in(state, who, from_stock, partial=True)
    stock_before = state.stock
    # The elder had taken in some of his cards, the rest still on the stock: the younger who mixes them with his hand
    # reckons nothing, and the law gives the elder no fresh deal for it (Law 29's last sentence).
    fresh = adversarys and not (who == YOUNGER and elder_taking_in(state))
    state = _mixed_in(state, who, from_stock)
    if adversarys:
        law = 28 if who == ELDER else 29
        laws: tuple[int, ...] = (27, law) if before_taking and fresh else (law,)
        what = "of his adversary's cards in the stock" if before_taking else "cards he ought to have left"
        if who == ELDER and not before_taking and from_stock & sum(1 << i for i in stock_before[: state.left_by_elder]):
            laws += (33,)  # the elder takes up cards he left, which he may only look at (Law 33)
        elif who == ELDER and before_taking:
            what, laws = _elder_before_taking(state, stock_before, from_stock, laws)
    else:
        laws = (35,)
        what = "cards he had left in the stock"
    state = rule_on(
        state,
        act=f"{label} mixes {names(from_stock)}, {what}, with his hand",
        decision=f"{label} reckons nothing this deal; his cards still bar his adversary"
        + ("; or his adversary, after looking at his own cards, may have a fresh deal" if fresh else ""),
        laws=laws + (58,),
        offender=who,
        injured=adversary(who),
        penalty="reckons nothing this deal (the adversary may decline to enforce it, Law 44)",
    )
    state = impose_penalty(state, who, laws, from_category=_penalty_from(state, who))
    return offer_fresh_deal(state, who) if fresh else state


def _mixed_in(state: DealState, who: int, from_stock: int) -> DealState:
    """Stock cards a player mixed with his hand, with what it says of his taking in.

    An elder who mixes cards of his own share with the rest has taken in (so the exchange closes once both have, as
    with ``take``); so has a player mixing more after taking in.  A younger who mixes the elder's cards before the
    elder took in, or an elder only the younger's, may still take in his own.
    """
    share = sum(1 << i for i in state.setup.stock[:ELDER_SHARE])
    taking = state.taken[who] is not None or (who == ELDER and bool(from_stock & share))
    total = (state.taken[who] or 0) + from_stock.bit_count()
    taken = state.taken if not taking else (total, state.taken[YOUNGER]) if who == ELDER else (state.taken[ELDER], total)
    closes = taking and state.phase in _EXCHANGE and state.taken[adversary(who)] is not None
    return state.evolve(hands=pair(state.hands, who, state.hands[who] | from_stock), stock=_without(state.stock, from_stock),
                        taken=taken, **({"phase": Phase.DECLARATION} if closes else {}))


def _younger_takes_his_own_first(state: DealState, who: int, event: Mix) -> bool:
    """The younger takes up cards of his own share of the stock, and nothing else, before the elder has taken in."""
    bits = event.cards.bits
    elders = elders_untaken(state)
    return (
        event.into == "hand" and who == YOUNGER and state.taken[YOUNGER] is None
        and (state.taken[ELDER] is None or lifting(state) == ELDER)
        and bool(bits) and bits & ~stock_mask(state) == 0 and not bits & elders
    )


@rule("mix", laws=(23, 24, 27), cases=("XIV",), stages=_EXCHANGE, when=_younger_takes_his_own_first, exception_to=mix_with_hand,
      label="the younger takes up his cards before the elder takes in")
def younger_takes_his_own_first(state: DealState, who: int, event: Mix) -> DealState:
    """The younger takes up the bottom cards of the stock before the elder has taken in, or while the elder is between
    two lifts of his share (Case XIV; Law 23).

    They are his own share, so Law 27 does not reach them, nor the last
    sentence of Law 29, which speaks of the elder's cards; he ought to have
    waited and taken from the top (Law 23), but the law sets no penalty for
    the order alone.  He has now taken in, and can no longer alter his
    discard (Law 24): should the elder then leave cards, they are his
    (Case XIV).
    """
    bits = event.cards.bits
    between = state.taken[ELDER] is not None
    state = state.evolve(hands=pair(state.hands, YOUNGER, state.hands[YOUNGER] | bits), stock=_without(state.stock, bits),
                          taken=(state.taken[0], bits.bit_count()))
    return rule_on(
        state,
        act=f"{party(YOUNGER)} takes up {names(bits)} from the bottom of the stock "
        + (f"while {party(ELDER)} is between two lifts of his cards" if between else f"before {party(ELDER)} has taken in"),
        decision=f"no penalty: the cards are of {party(YOUNGER)}'s own share; but having taken up cards of the stock "
        "he can no longer alter his discard",
        laws=(23, 24, 27),
        cases=("XIV",),
        offender=YOUNGER,
    )


def _passes_over_cards_left(state: DealState, who: int, event: Mix) -> bool:
    """The younger takes up stock cards below cards the elder left, passing over them, before he has taken in (Law 23)."""
    bits = event.cards.bits
    if event.into != "hand" or who != YOUNGER or state.taken[ELDER] is None or state.taken[YOUNGER] is not None:
        return False
    if lifting(state) == ELDER:
        return False  # the cards above are the elder's still, not cards he left (Law 29's last sentence)
    if not bits or bits & ~stock_mask(state):
        return False
    return bool(_passed_over(state, bits))


def _passed_over(state: DealState, bits: int) -> int:
    """The stock cards above the lowest of ``bits`` that ``bits`` leaves behind, as a mask (the stock is listed from the top)."""
    deepest = max(i for i, card in enumerate(state.stock) if bits >> card & 1)
    return sum(1 << card for card in state.stock[:deepest] if not bits >> card & 1)


@rule("mix", laws=(23, 24, 31, 34, 58), cases=("XIV",), stages=_EXCHANGE, when=_passes_over_cards_left, exception_to=mix_with_hand,
      label="the younger passes over the cards the elder left")
def younger_passes_over_cards_left(state: DealState, who: int, event: Mix) -> DealState:
    """The younger takes up lower cards of the stock, passing over cards the elder left (Law 23, Case XIV).

    Cards are taken in order from the top, the cards the elder left
    included.  Having taken up cards of the stock he cannot alter his
    discard (Law 24), so he must take the cards he passed over as well: he
    plays with more than twelve and reckons nothing (Laws 31, 58), as Case
    XIV decides for the younger who took the bottom cards before the elder
    said he left one.
    """
    bits = event.cards.bits
    skipped = _passed_over(state, bits)
    if (state.hands[YOUNGER] | bits | skipped).bit_count() <= REGULAR_HAND:
        # His discard makes room for the cards he passed over as well: he broke the order (Law 23), but taking them
        # next he holds his twelve; Case XIV's penalty comes of the cards he must take beyond his discard.
        state = rule_on(
            state,
            act=f"{party(YOUNGER)} takes up {names(bits)}, passing over {names(skipped)} that {party(ELDER)} left",
            decision=f"{party(YOUNGER)} ought to have taken in order from the top, the cards left included; but he put out "
            f"enough to take {names(skipped)} as well, which are his to take next: no penalty",
            laws=(23, 34),
            offender=YOUNGER,
        )
        return take_in(state, YOUNGER, bits, partial=True)
    state = state.evolve(hands=pair(state.hands, YOUNGER, state.hands[YOUNGER] | bits), stock=_without(state.stock, bits),
                          taken=(state.taken[0], bits.bit_count()))
    state = rule_on(
        state,
        act=f"{party(YOUNGER)} takes up {names(bits)}, passing over {names(skipped)} that {party(ELDER)} left",
        decision=f"{party(YOUNGER)} must take in order from the top, the cards left included: he cannot now alter his discard, "
        f"so he must take {names(skipped)} as well, play with more than twelve cards and reckon nothing this deal; "
        "his cards still bar his adversary",
        laws=(23, 24, 31, 58),
        cases=("XIV",),
        offender=YOUNGER,
        injured=ELDER,
        penalty="reckons nothing this deal (the adversary may decline to enforce it, Law 44)",
    )
    return impose_penalty(state, YOUNGER, (31,), ("XIV",), from_category=_penalty_from(state, YOUNGER))


def _left_card_taken_up_in_play(state: DealState, who: int, event: Mix) -> bool:
    """The younger, in the play, takes up cards of the stock he left, having taken in no more than he discarded."""
    bits = event.cards.bits
    return (
        event.into == "hand" and who == YOUNGER and state.taken[YOUNGER] is not None
        and bits & ~stock_mask(state) == 0 and _no_more_than_discarded(state, bits)
    )


def _renounced(state: DealState, who: int, bits: int) -> tuple[int, int] | None:
    """The first play that stands in which ``who`` followed to a lead of the suit of these cards with another suit: its log index and that card.

    Only the plays that stand are searched: a card taken up and played again
    was last played by the act that put it back on the table (Law 59 IV).
    """
    suits = {i >> 3 for i in range(32) if bits >> i & 1}
    standing = standing_plays(state)
    for trick in state.tricks:
        if trick.leader == who or trick.led >> 3 not in suits or trick.followed >> 3 == trick.led >> 3:
            continue
        # The card that followed is the follower's, and he is this player: the play that stands holding it is his.
        for index, act in standing.items():
            if any(c.index == trick.followed for c in act.cards):
                return index, trick.followed
    return None


def _left_cards_mixed_in_play(state: DealState, who: int, event: Mix) -> bool:
    """The younger, in the play, takes up cards of the stock he left, having then taken in more than he discarded."""
    bits = event.cards.bits
    return (
        event.into == "hand" and who == YOUNGER and state.taken[YOUNGER] is not None
        and bool(bits) and bits & ~stock_mask(state) == 0 and not _no_more_than_discarded(state, bits)
    )


@rule("mix", laws=(23, 24, 25, 27, 28, 29, 33, 35, 58), cases=("XIII", "XXI"), stages=(Phase.PLAY,), when=_left_cards_mixed_in_play,
      label="cards left in the stock taken up in the play, more than he discarded")
def left_cards_mixed_in_play(state: DealState, who: int, event: Mix) -> DealState:
    """Cards he left taken up in the play, so that he has taken in more than he discarded: the card is his, but he plays
    with too many and reckons nothing (Laws 35, 58), as in the exchange."""
    return mix_with_hand(state, who, event)


@rule("mix", laws=(35, 59), cases=("XIII",), stages=(Phase.PLAY,), when=_left_card_taken_up_in_play, label="a card left in the stock taken up in the play")
def left_card_taken_up_in_play(state: DealState, who: int, event: Mix) -> DealState:
    """The younger finds in the play that he took in a card too few and takes up the card he left (Case XIII).

    It is his, as before the play (Law 35 punishes only taking more than he
    discarded), unless he said he would leave it.  If he has meanwhile
    played another suit to a lead of that card's suit, he has in effect not
    followed suit: that card and every card played after it are taken up
    and played again (Law 59 IV).
    """
    bits = event.cards.bits
    state = _younger_takes_up_what_he_left(state, event, bits)
    if declared_left(state, YOUNGER):
        return state
    found = _renounced(state, who, bits)
    if found is None:
        return state
    index, card = found
    taken = taken_up_by_a_revoke(state, index, card)
    label = party(who)
    state = rule_on(
        state,
        act=f"{label} takes up {event.cards} after playing {PACK[card]} to a lead of the suit of {event.cards}",
        decision=f"{label} did not follow suit with the card he ought to have held: {PACK[card]} and every card played "
        "after it are taken up, and the play goes on as though no error had been made",
        laws=(59,),
        cases=("XIII",),
        offender=who,
        injured=adversary(who),
        facts=(Finding(f"{label} played {PACK[card]} to a lead of the suit of {event.cards}", (index,)),),
        outcome=RulingOutcome.CORRECTED,
    )
    # The retake replays the deal from its log, so this act must be in the log for the card to be taken up again.
    return state.evolve(retaken=state.retaken + taken, log=state.log + (event,), acted_by=state.acted_by + (who,))


def _below_the_elders_share(state: DealState) -> int:
    """The cards of the stock as dealt below the elder's share (the bottom three, or as a wrong deal stood sets it, Laws 41, 43)."""
    return sum(1 << i for i in state.setup.stock[limits(state, ELDER).most :])


def _from_stock(state: DealState, who: int, event: Expose) -> bool:
    return bool(event.cards.bits & stock_mask(state))


# A card shown while the cards are being dealt is the dealer's (Law 13), ruled before any exposure in taking in (Law 27).
@rule("expose", yields_to=(exposed_in_dealing, exposed_in_dealing_contradicted), laws=(27, 29, 33, 34, 58), when=_from_stock, exception_to=exposed_card, stages=_EXCHANGE, label="a card of the stock exposed in taking in")
def expose_from_stock(state: DealState, who: int, event: Expose) -> DealState:
    """A player exposes a card of the stock when taking in or looking at cards left.

    The elder who exposes any of the bottom three, or the younger any of the
    top five not left by the elder, reckons nothing that deal (Law 27).  A
    card of his own share exposed carries no penalty.
    """
    label = party(who)
    bits = event.cards.bits
    stray = bits & ~stock_mask(state)
    if stray:
        raise contradiction(state, who, f"{names(stray)} is not in the stock", card=first_code(stray))
    state = state.evolve(exposed=state.exposed | bits)
    if who == YOUNGER and elder_taking_in(state) and bits & elders_untaken(state):
        return rule_on(
            state,
            act=f"{label} takes up {event.cards} of the stock while {party(ELDER)} is taking in his cards",
            decision=f"no penalty: {party(ELDER)} had taken in some of his cards, and the younger who takes up "
            "one of the rest is penalised only if he mixes it with his hand",
            laws=(27, 29),
            offender=who,
        )
    if who == ELDER and stock_cards_are_adversarys(state, who, bits) and not bits & _below_the_elders_share(state):
        # Law 27 reaches the elder only for the cards below his share: a card of his five that he left is his to look at (Law 33).
        return rule_on(
            state,
            act=f"{label} exposes {event.cards} of the stock, a card of his share that he left",
            decision="no penalty: the law punishes the elder's exposing only the cards below his share (the bottom three); "
            "he may look at the cards he left, and showing one tells the younger only a card that is his to take",
            laws=(27, 33),
        )
    if not stock_cards_are_adversarys(state, who, bits):
        # The younger's share is every card the elder left (Law 34), the top five included once the elder has left them.
        left_by_elder = who == YOUNGER and bool(bits & sum(1 << i for i in state.setup.stock[:ELDER_SHARE]))
        return rule_on(
            state,
            act=f"{label} exposes {event.cards} of the stock, a card of his own share",
            decision="no penalty: the law punishes exposing only the adversary's cards of the stock"
            + ("; the cards the elder left are the younger's to take in" if left_by_elder else ""),
            laws=(27, 34) if left_by_elder else (27,),
        )
    state = rule_on(
        state,
        act=f"{label} exposes {event.cards} of the stock, his adversary's card",
        decision=f"{label} reckons nothing this deal; his cards still bar his adversary",
        laws=(27, 58),
        offender=who,
        injured=adversary(who),
        penalty="reckons nothing this deal (the adversary may decline to enforce it, Law 44)",
    )
    return impose_penalty(state, who, (27,), from_category=_penalty_from(state, who))
