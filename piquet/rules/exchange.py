"""Discarding and taking in (Laws 21-45): the limits the deal sets, and taking too many or too few.

How many cards each player may and must discard and take is computed from
the deal (``limits`` rules): Laws 21 and 22 are the base rules, Laws 40-43
their labelled exceptions for a deal stood with eleven or thirteen cards or a
stock of seven, and Law 39 a further limit on an elder who took in without
announcing his wrong count.  Every player should come out of the exchange
with twelve cards; taking more or fewer than that allows is ruled on, not
refused: more than twelve reckons nothing (Laws 27, 31, 35, 58), fewer plays
short without penalty (Laws 30, 57).
"""

from __future__ import annotations

import attrs

from lawkit.ruling import Finding, Ruling

from piquet.game.acts import (
    AnnounceCarteBlanche, CountStock, DeclareAll, Discard, Elect, Event, Exchange, Expose, Leave, LookAtDiscard, LookAtLeft, Mix, PenaltyClaim,
    Retake, ShowCarteBlanche, Take,
)
from piquet.game.state import ELDER, REGULAR_HAND, YOUNGER, adversary, DealState, Phase
from piquet.rules.common import contradiction, flag, names, pair, no_effect, rule_on, first_code, party, RulingOutcome
from piquet.rules.marks import EXCHANGE_RUN, LOOKING_RUN
from piquet.rules.elections import impose_penalty
from piquet.rules.dealing import offer_fresh_deal
from piquet.rules.play_common import play_is_over
from piquet.lawbook.citation import au_cent as au_cent_clause
from piquet.lawbook.citation import cites
from piquet.lawbook.registry import rule, run
from piquet.table.categories import Category
from piquet.table.combinations import is_carte_blanche

__all__ = [
    "left_after_the_younger_took",
    "Limits",
    "limits",
    "elder_limits",
    "younger_limits",
    "discard",
    "take",
    "look_at_left",
    "ELDER_SHARE",
    "YOUNGER_SHARE",
]

#: The rules and helpers that cite a law, documented with the rest (the law index links to them).
__all__ += ["intrudes_on_the_adversary", "discard_after_taking", "elder_eleven", "elder_short_stock", "elder_thirteen", "holds_twelve", "look_at_discard", "plays_with_fewer", "plays_with_more", "took_adversarys_cards", "took_cards_declared_left", "declared_left", "elders_untaken", "play_ends_if_over", "took_without_discarding", "elder_taking_in", "ends_lift", "lift_over", "lifted_by_take", "lifting", "said_left", "younger_eleven", "younger_thirteen"]

#: The elder hand's share of a regular stock (Law 21) and the younger's (Law 22).
ELDER_SHARE = 5
YOUNGER_SHARE = 3
#: Law 39: an elder who took in without announcing must leave this many for the younger.
LEFT_FOR_YOUNGER = 3


@attrs.frozen
class Limits:
    """What a player may take, and how many more he must discard than he takes (``surplus``)."""

    least: int
    most: int
    surplus: int
    laws: tuple[int, ...]
    #: The clauses of Piquet au Cent that set these limits in place of the laws (a wrong deal's, say).
    clauses: tuple[str, ...] = ()

    def discard_for(self, taken: int) -> int:
        return max(0, taken + self.surplus)


#: The clauses of Piquet au Cent for a deal dealt wrong, which may set a player's limits (:attr:`Limits.clauses`).
#: Declared as further citations, not as the rule's clauses: these rules are of every variant, and displace nothing.
_WRONG_DEAL_CITATIONS = tuple(au_cent_clause(c) for c in ("elder-with-thirteen", "elder-with-eleven", "stock-of-seven"))


def limits(state: DealState, who: int) -> Limits:
    """The exchange limits of one player in this deal, from the rule that governs them.

    Judging one act of taking in asks for the same limits several times
    (each exception's condition does), so the last answer is kept; a state
    never changes, so the same state and player give the same limits.
    """
    global _LAST_LIMITS
    last = _LAST_LIMITS
    if last is not None and last[0] is state and last[1] == who:
        return last[2]
    found: Limits = run("limits", None, state, who)
    _LAST_LIMITS = (state, who, found)
    return found


_LAST_LIMITS: tuple[DealState, int, Limits] | None = None


def _elder(state: DealState, who: int) -> bool:
    return who == ELDER


def _younger(state: DealState, who: int) -> bool:
    return who == YOUNGER


@rule("limits", marks=(EXCHANGE_RUN,), laws=(21,), when=_elder, label="the elder hand's exchange")
def elder_limits(state: DealState, who: int) -> Limits:
    """The elder may take up to five and must take one; he discards as many as he takes (Law 21)."""
    return Limits(1, ELDER_SHARE, 0, (21,))


def _elder_thirteen(state: DealState, who: int) -> bool:
    return who == ELDER and state.setup.dealt[ELDER].bit_count() == REGULAR_HAND + 1


@rule("limits", marks=(EXCHANGE_RUN,), laws=(39, 40, 41), when=_elder_thirteen, exception_to=elder_limits, label="the elder stands with thirteen")
def elder_thirteen(state: DealState, who: int) -> Limits:
    """With thirteen, the elder discards one more than he takes, and at least two (Laws 40, 41)."""
    laws = (41,) if len(state.setup.stock) == 7 else (40,)
    return _law_39(state, Limits(1, ELDER_SHARE, 1, laws))


def _elder_eleven(state: DealState, who: int) -> bool:
    return who == ELDER and state.setup.dealt[ELDER].bit_count() == REGULAR_HAND - 1


@rule("limits", marks=(EXCHANGE_RUN,), laws=(39, 42), when=_elder_eleven, exception_to=elder_limits, label="the elder stands with eleven")
def elder_eleven(state: DealState, who: int) -> Limits:
    """With eleven, the elder discards one less than he takes; taking one, he need not discard (Law 42)."""
    return _law_39(state, Limits(1, ELDER_SHARE, -1, (42,)))


def _elder_short_stock(state: DealState, who: int) -> bool:
    return who == ELDER and state.setup.dealt[ELDER].bit_count() == REGULAR_HAND and len(state.setup.stock) == 7


@rule("limits", marks=(EXCHANGE_RUN,), laws=(43,), when=_elder_short_stock, exception_to=elder_limits, label="the elder stands with a stock of seven")
def elder_short_stock(state: DealState, who: int) -> Limits:
    """With twelve and a stock of seven, the elder discards as many as he takes (Law 43)."""
    return Limits(1, ELDER_SHARE, 0, (43,))


@cites(39)
def _law_39(state: DealState, found: Limits) -> Limits:
    """An elder who took in without announcing eleven or thirteen must leave three for the younger (Law 39)."""
    if state.stood and not state.announced_count[ELDER]:
        most = min(found.most, len(state.setup.stock) - LEFT_FOR_YOUNGER)
        return attrs.evolve(found, most=most, laws=found.laws + (39,))
    return found


@rule("limits", marks=(EXCHANGE_RUN,), laws=(22, 34, 41), when=_younger, label="the younger hand's exchange")
def younger_limits(state: DealState, who: int) -> Limits:
    """The younger may take what the stock holds, three and all the elder left (Laws 22, 34); he discards as many.

    After an elder who stood with thirteen and a stock of seven, what the
    stock holds is what Law 41 leaves him: two, if the elder took all his.
    """
    stood_over_seven = state.setup.dealt[ELDER].bit_count() == REGULAR_HAND + 1 and len(state.setup.stock) == 7
    return Limits(1, len(state.stock), 0, (22, 34, 41) if stood_over_seven else (22, 34))


def _younger_eleven(state: DealState, who: int) -> bool:
    return who == YOUNGER and state.setup.dealt[YOUNGER].bit_count() == REGULAR_HAND - 1


@rule("limits", marks=(EXCHANGE_RUN,), laws=(40,), when=_younger_eleven, exception_to=younger_limits, label="the younger with eleven")
def younger_eleven(state: DealState, who: int) -> Limits:
    """Dealt eleven, the younger discards one less than he takes; taking one, he need not discard (Law 40)."""
    return Limits(1, len(state.stock), -1, (40,))


def _younger_thirteen(state: DealState, who: int) -> bool:
    return who == YOUNGER and state.setup.dealt[YOUNGER].bit_count() == REGULAR_HAND + 1


@rule("limits", marks=(EXCHANGE_RUN,), laws=(42, 43), when=_younger_thirteen, exception_to=younger_limits, label="the younger with thirteen")
def younger_thirteen(state: DealState, who: int) -> Limits:
    """Dealt thirteen, the younger discards one more than he takes, and at least two (Laws 42, 43)."""
    laws = (43,) if len(state.setup.stock) == 7 else (42,)
    return Limits(1, len(state.stock), 1, laws)


_EXCHANGE = (Phase.EXCHANGE,)


@rule("discard", marks=(EXCHANGE_RUN,), laws=(21, 22, 24), cases=("V",), stages=_EXCHANGE, label="cards put out")
def discard(state: DealState, who: int, event: Discard) -> DealState:
    """Put cards out of the hand, face down.

    Until he takes a card of the stock a player may add to his discard
    (Case V); how many he must put out is judged when he takes in.
    """
    bits = event.cards.bits
    missing = bits & ~state.hands[who]
    if missing:
        label = party(who)
        raise contradiction(state, who, f"{label} discards {names(missing)}, not in {label}'s hand", card=first_code(missing), laws=(21, 22))
    return state.evolve(
        hands=pair(state.hands, who, state.hands[who] & ~bits),
        discards=pair(state.discards, who, state.discards[who] | bits),
    )


def _taken_in(state: DealState, who: int, event: Discard) -> bool:
    return state.taken[who] is not None


@rule("discard", marks=(EXCHANGE_RUN,), laws=(21, 22, 24, 26, 30, 57), when=_taken_in, exception_to=discard, stages=_EXCHANGE + (Phase.DECLARATION, Phase.PLAY), label="a discard added to after taking in")
def discard_after_taking(state: DealState, who: int, event: Discard) -> DealState:
    """A discard cannot be altered once a card of the stock is taken (Law 24).

    Cards put with it after that stay there (Law 26): the player plays with
    fewer than twelve, and his adversary counts as tricks the cards that
    cannot be played to (Laws 30, 57).
    """
    state = discard(state, who, event)
    state = rule_on(
        state,
        act=f"{party(who)} puts {event.cards} with his discard after taking in",
        decision=f"the cards stay with his discard; he plays with {state.hands[who].bit_count()} cards, and his adversary "
        "counts as tricks the cards that cannot be played to",
        laws=(24, 26, 57),
        offender=who,
    )
    return play_ends_if_over(state)


def play_ends_if_over(state: DealState) -> DealState:
    """In the play, cards put out of a hand may leave it with nothing to play: the play is then over (Law 57)."""
    if state.phase is Phase.PLAY and play_is_over(state.hands, state.pending, state.leader):
        return state.evolve(phase=Phase.FINISHED)
    return state


@rule("take", marks=(EXCHANGE_RUN,), laws=(21, 22, 23, 24, 32, 34), cases=("XIV",), stages=_EXCHANGE, label="cards taken in")
def take(state: DealState, who: int, event: Take) -> DealState:
    """Take cards in order from the top of the stock (Law 23).

    The elder takes first; taking fewer than his share declares how many he
    leaves (Law 32).  The younger then takes from what remains, including
    what the elder left (Law 34).  A count that leaves the player with more
    or fewer than twelve cards is ruled on (:func:`_judge_count`).
    """
    label = party(who)
    count = event.count
    if who == YOUNGER and state.taken[ELDER] is None and _left_everything(state):
        # The elder said he leaves every card of his share, as he may (au cent's elder with thirteen): he took in none.
        state = take(state, ELDER, Take(state.setup.elder, 0))
    if count > len(state.stock):
        raise contradiction(state, who, f"{label} takes {count} but the stock holds {len(state.stock)}", laws=(23,))
    taken_bits = 0
    for index in state.stock[:count]:
        taken_bits |= 1 << index
    return take_in(state, who, taken_bits, partial=count > 0)


def take_in(state: DealState, who: int, bits: int, *, partial: bool = False) -> DealState:
    """The player puts these cards of the stock with his hand: taken in, however the record says it (Laws 21-23).

    A player who takes again, having taken in already, takes more cards:
    ruled on by what he then holds (Laws 31, 35), as a first taking is.
    A ``partial`` taking (a lift: a ``take`` or cards mixed in, the rest of
    what his discard entitles him to perhaps to follow) that leaves him short
    of that share is one lift of his taking in: it is judged when his taking
    in is over, by his last lift or by the act that ends it
    (:func:`lift_over`); until then it declares nothing (Laws 29, 32).
    """
    total = bits.bit_count() + (state.taken[who] or 0)
    new = state.evolve(
        hands=pair(state.hands, who, state.hands[who] | bits),
        stock=tuple(i for i in state.stock if not bits >> i & 1),
        taken=(total, state.taken[1]) if who == ELDER else (state.taken[0], total),
    )
    if partial and _more_to_lift(new, who):
        return new if new.lifting_in == who else new.evolve(lifting_in=who)
    return _taking_in_over(state, new, who, total)


def _taking_in_over(before: DealState, state: DealState, who: int, total: int, *, judged: bool = True) -> DealState:
    """His taking in is over with ``total`` cards taken: what he left is declared, and his hand is judged (Law 32)."""
    state = state.evolve(
        lifting_in=None,
        # Taking in fewer than his share, the elder has said how many he leaves (Law 32, as the record format reads it).
        **({"left_by_elder": max(0, ELDER_SHARE - total)} if who == ELDER else {}),
        # The exchange is over once both have taken in: the younger may have taken up his cards first (Case XIV).
        # Before the elder has taken in, the younger who takes leaves the exchange open for him (Laws 28, 29 let him stand).
        **({"phase": Phase.DECLARATION} if state.taken[adversary(who)] is not None else {}),
    )
    return _judge_count(before, state, who, total) if judged else state


def _share_on_the_stock(state: DealState, who: int) -> bool:
    """Whether any card he might still lift lies on the stock: of the elder's five, or, for the younger, any card."""
    if who == YOUNGER:
        return bool(state.stock)
    return any(i in state.stock for i in state.setup.stock[: limits(state, ELDER).most])


def _more_to_lift(state: DealState, who: int) -> bool:
    """Whether a player who has just lifted cards of the stock is still short of what his discard entitles him to, with
    more of it to lift: his taking in is not over (Law 29's last sentence; Law 32).

    His discard says how many he takes (he takes as many as he put out, less the surplus a wrong deal sets): while his
    hand is short of twelve and he said he would leave nothing, what is still on the stock of his share is his to lift.
    The elder's share is his five less what the younger mixed of it (Laws 28, 29); the younger's, what is left once the
    elder is done.  An elder lifting after the younger took in, as Case XIV has it, takes once and is done.
    """
    if not state.discards[who] or state.hands[who].bit_count() >= REGULAR_HAND or declared_left(state, who):
        return False  # with nothing put out, his discard makes him no share to lift towards (Laws 21, 22)
    if who == ELDER:
        # Once the younger has taken up cards, only an elder who had begun lifting before lifts on (Case XIV otherwise).
        if state.left_by_elder or (state.taken[YOUNGER] is not None and state.lifting_in != ELDER):
            return False
        share = state.setup.stock[: limits(state, ELDER).most]
        mixed = sum(1 for i in share if state.hands[YOUNGER] >> i & 1)
        return state.hands[ELDER].bit_count() + mixed < REGULAR_HAND and _share_on_the_stock(state, ELDER)
    return state.taken[ELDER] is not None and state.phase is Phase.EXCHANGE and _share_on_the_stock(state, YOUNGER)


def _lifted_first(state: DealState, who: int) -> int | None:
    return state.first_act(who, _a_lift)


def _a_lift(event: Event) -> bool:
    return isinstance(event, Take | Exchange) or (isinstance(event, Mix) and event.into == "hand")


def lifting(state: DealState) -> int | None:
    """The seat of the player whose taking in is under way, one lift taken and more of his share to come; or None."""
    return state.lifting_in if state.phase is Phase.EXCHANGE else None


def _lifted_last(state: DealState, who: int) -> int | None:
    """The index in the log of this player's last lift (a ``take``, an ``exchange`` or cards mixed with his hand)."""
    for index in range(len(state.log) - 1, -1, -1):
        event = state.log[index]
        if state.acted_by[index] == who and (isinstance(event, Take | Exchange) or (isinstance(event, Mix) and event.into == "hand")):
            return index
    return None


#: The acts of the player lifting that leave his taking in under way: another lift, showing a card in taking in,
#: looking at his own discard (Law 45), taking a card of it back (ruled by Law 25), telling or showing a carte blanche,
#: and speech about the deal (electing an option, claiming a penalty), which takes in nothing and leaves nothing.
_WITHIN_A_LIFT = (Take, Mix, Expose, LookAtDiscard, Retake, CountStock, AnnounceCarteBlanche, ShowCarteBlanche, Elect, PenaltyClaim)


def ends_lift(state: DealState, who: int | None, event: Event) -> int | None:
    """The seat of the player whose taking in by lifts this act ends, or None.

    His own acts of taking in leave it under way; so do the younger's while the elder lifts, save his own taking in
    (a ``take``): the elder who has not lifted the rest of his share by then has taken what he has taken (Law 32).
    Any act of the elder's while the younger lifts, and any act of the declaration or the play, ends it.
    """
    lifter = lifting(state)
    if lifter is None:
        return None
    if who == lifter:
        return None if isinstance(event, _WITHIN_A_LIFT) else lifter
    if who is not None and lifter == ELDER and not (isinstance(event, Take | Exchange) and lifted_by_take(state, ELDER)):
        # Cards he mixed in declare nothing: the younger who takes in over them takes the elder's (Law 29's last sentence).
        return None
    return lifter


def lifted_by_take(state: DealState, who: int) -> bool:
    """Whether the player's last lift was a ``take`` (or an ``exchange``): a taking in that, if no further lift follows,
    says how many he leaves (Law 32, as the record format reads it).  Cards mixed in one by one say nothing."""
    last = _lifted_last(state, who)
    return last is not None and isinstance(state.log[last], Take | Exchange)


@rule("lift over", laws=(21, 22, 23, 30, 32, 57), stages=_EXCHANGE, label="a taking in by lifts is over")
def lift_over(state: DealState, who: int) -> DealState:
    """A player's taking in by lifts ends short of his share: he has taken what he lifted (Law 32), judged as one
    taking in of that many would be, on his last lift."""
    at = _lifted_last(state, who)
    before = len(state.rulings)
    if not _share_on_the_stock(state, who):
        # Nothing he might lift is left on the stock: the act that took it from him (a card of it put with his discard,
        # Law 26, or mixed by his adversary, Law 29) was ruled when it was done, and says why he is short.
        return _taking_in_over(state, state, who, state.taken[who] or 0, judged=False)
    done = _taking_in_over(state, state, who, state.taken[who] or 0)
    if at is None or len(done.rulings) == before:
        return done
    return done.evolve(rulings=done.rulings[:before] + tuple(_answering(r, at) for r in done.rulings[before:]))


def _answering(ruling: Ruling, at: int) -> Ruling:
    """The ruling as one on the act at ``at``, its findings shown by that act where they cite the act that ended the lift."""
    ended = ruling.event
    findings = tuple(attrs.evolve(f, events=tuple(at if e == ended else e for e in f.events)) for f in ruling.findings)
    return attrs.evolve(ruling, event=at, findings=findings)


def _left_everything(state: DealState) -> bool:
    """Whether the elder, who may take none, has declared he leaves every card of his share (Law 32)."""
    found = limits(state, ELDER)
    return found.least == 0 and declared_left(state, ELDER) == found.most > 0


def _takes_adversarys(state: DealState, who: int, count: int, found: Limits) -> bool:
    """Whether the cards taken include the adversary's: the elder past his share, the younger any of the elder's before he took."""
    if who == ELDER:
        # Standing after the younger mixed cards of his share, he takes only as many as were not mixed (Laws 28, 29).
        share = state.setup.stock[: found.most]
        return count > found.most - sum(1 for i in share if state.hands[YOUNGER] >> i & 1)
    taken = 0
    for index in state.stock[:count]:
        taken |= 1 << index
    return bool(taken & elders_untaken(state))


def elder_taking_in(state: DealState) -> bool:
    """Whether the elder has taken in some of his cards, one lift at a time, and may take more (Law 29's last sentence).

    His discard says how many he takes: while what he has lifted leaves him short of it, the rest of his share on the
    stock is his still (:func:`lifting`).  A ``take`` or a lift that makes up his discard is the whole of his taking in.
    """
    return lifting(state) == ELDER


def elders_untaken(state: DealState) -> int:
    """The cards of the elder's share still in the stock, before he has taken in, as a mask (Laws 27-29).

    His share is the top of the stock as dealt, less the cards he declared he
    leaves (they are the younger's, au cent says so in terms) and those he
    has already mixed with his hand: a younger who takes up only cards that
    are not these takes none of his adversary's.
    """
    if state.taken[ELDER] is not None and not elder_taking_in(state):
        return 0
    most = limits(state, ELDER).most
    share = state.setup.stock[:most]
    # Cards of his share he has already mixed with his hand count toward it (Law 28): what he has not taken of it after
    # that is left, and the younger takes it in from the top (Law 23, Case XIV).
    mixed = sum(1 for i in share if state.hands[ELDER] >> i & 1)
    stock = set(state.stock)
    still = [i for i in share if i in stock]
    return sum(1 << i for i in still[: max(0, most - declared_left(state, ELDER) - mixed)])


def _judge_count(before: DealState, state: DealState, who: int, count: int) -> DealState:
    """Rule on what the player holds after taking in, through the ``judge take`` rules."""
    judged: DealState = run("judge take", state.phase, before, state, who, count)
    return judged


def _fact(state: DealState, who: int, count: int) -> str:
    label = party(who)
    discarded = state.discards[who].bit_count()
    held = state.hands[who].bit_count()
    return f"{label} was dealt {state.setup.dealt[who].bit_count()}, discarded {discarded} and took {count}: he holds {held}"


def _took(count: int) -> str:
    return f"takes {count} card{'s' if count != 1 else ''} in"


@rule("judge take", marks=(EXCHANGE_RUN,), laws=(21, 22), label="twelve cards after the exchange")
def holds_twelve(before: DealState, state: DealState, who: int, count: int) -> DealState:
    """A player who comes out of the exchange with twelve cards of his own share needs no ruling."""
    return state


def _no_discard(before: DealState, state: DealState, who: int, count: int) -> bool:
    return count < limits(before, who).least and not state.discards[who]


@rule("judge take", marks=(EXCHANGE_RUN,), laws=(21, 22), also=_WRONG_DEAL_CITATIONS, when=_no_discard, exception_to=holds_twelve, label="taking in without discarding")
def took_without_discarding(before: DealState, state: DealState, who: int, count: int) -> DealState:
    """A player is obliged to exchange one card (Laws 21, 22); no penalty is set, and he keeps the hand he was dealt.

    In au cent a hand dealt wrong may be held to discard by the clause that
    sets its limits (the elder standing on eleven must discard one): the
    ruling cites it.
    """
    return rule_on(
        state,
        act=f"{party(who)} takes in without discarding",
        decision="a player is obliged to exchange at least one card; the law sets no penalty, and he plays the hand he was dealt",
        laws=(21,) if who == ELDER else (22,),
        au_cent=_clauses_of(before, who, limits(before, who)),
        offender=who,
    )


def declared_left(state: DealState, who: int) -> int:
    """How many cards of his share the player said he would leave (Law 32), by his last ``leave`` act that took effect; 0 if none."""
    refused = {r.event for r in state.rulings if r.rule == _LEAVE_RULE}
    for index in range(len(state.log) - 1, -1, -1):
        event = state.log[index]
        if isinstance(event, Leave) and state.acted_by[index] == who and index not in refused:
            return event.count
    return 0


#: The rule that rules on a declaration of cards left: a ruling of it means the declaration took no effect.
_LEAVE_RULE = "piquet.rules.handling.leave"


def _takes_what_he_left(before: DealState, state: DealState, who: int, count: int) -> bool:
    if who != ELDER or intrudes_on_the_adversary(before, state, who, count):
        return False
    left = said_left(before)
    return left > 0 and count > limits(before, who).most - left


def _said_then_took(state: DealState, who: int) -> tuple[int, ...]:
    """The events of the elder's saying how many he leaves (his ``leave``, else his earlier taking in) and of his taking now."""
    said = [i for i, (act, by) in enumerate(zip(state.log, state.acted_by)) if by == who and isinstance(act, (Leave, Take, Exchange))]
    return tuple(said[-1:]) + (state.events,)


def _took_in_first(state: DealState) -> tuple[int, ...]:
    """The events of the younger's taking up cards of the stock and of the elder's taking in after him (Case XIV)."""
    first = state.first_act(YOUNGER, lambda act: isinstance(act, (Take, Exchange, Mix)))
    return ((first,) if first is not None else ()) + (state.events,)


def said_left(state: DealState) -> int:
    """How many cards of his share the elder has said he leaves: by a ``leave``, or by taking in fewer than his share (Law 32)."""
    return max(declared_left(state, ELDER), state.left_by_elder if state.taken[ELDER] is not None else 0)


# The discard comes before the taking in (Law 21): a taking in with no discard is ruled as that first.
@rule("judge take", marks=(EXCHANGE_RUN,), yields_to=(took_without_discarding,), laws=(28, 32, 33, 58), when=_takes_what_he_left, exception_to=holds_twelve, label="the elder takes up cards he said he would leave")
def took_cards_declared_left(before: DealState, state: DealState, who: int, count: int) -> DealState:
    """The elder said he would leave cards, then took them up with the cards he takes in (Laws 28, 33).

    He reckons nothing that deal, his cards still barring; the younger may
    instead, after looking at his own cards, have a fresh deal (Law 28).
    """
    label = party(who)
    left = said_left(before)
    share = limits(before, who).most
    over = count - (share - left)
    state = rule_on(
        state,
        act=f"{label} {_took(count)} after saying he would leave {left}",
        decision=f"{label} has taken up {over} of the cards he left: he plays with {state.hands[who].bit_count()} cards and reckons "
        "nothing this deal; his cards still bar his adversary; or his adversary, after looking at his own cards, may have a fresh deal",
        # The number he declared under Law 32 says which cards he ought to have left.
        laws=(28, 32, 33, 58),
        offender=who,
        injured=adversary(who),
        penalty="reckons nothing this deal (the adversary may decline to enforce it, Law 44)",
        facts=(Finding(f"{label} said he would leave {left} of his {share} cards, then took {count}", _said_then_took(before, who)),),
    )
    state = impose_penalty(state, who, (28, 33))
    return offer_fresh_deal(state, who)


def intrudes_on_the_adversary(before: DealState, state: DealState, who: int, count: int) -> bool:
    """Whether a taking in reaches into the adversary's share of the stock: ruled as that, not as a wrong count (Laws 27, 29)."""
    return _takes_adversarys(before, who, count, limits(before, who))


def _fewer(before: DealState, state: DealState, who: int, count: int) -> bool:
    return state.hands[who].bit_count() < REGULAR_HAND and not intrudes_on_the_adversary(before, state, who, count)


def _more(before: DealState, state: DealState, who: int, count: int) -> bool:
    return state.hands[who].bit_count() > REGULAR_HAND and not intrudes_on_the_adversary(before, state, who, count)


# Taking in before discarding (Laws 21, 22) and the elder taking cards he said he would leave (Laws 28, 33) are ruled
# as such before the count of the hand they leave (Laws 30, 40-43).
@rule("judge take", marks=(EXCHANGE_RUN,), yields_to=(took_without_discarding, took_cards_declared_left), laws=(21, 22, 30, 34, 39, 40, 41, 42, 43, 57),
      cases=("XIII",), also=_WRONG_DEAL_CITATIONS, when=_fewer, exception_to=holds_twelve, label="playing with fewer than twelve")
def plays_with_fewer(before: DealState, state: DealState, who: int, count: int) -> DealState:
    """Fewer than twelve after the exchange: no penalty; the adversary counts as tricks what cannot be played to (Laws 30, 57).

    A younger who took in a card fewer than he discarded without saying he
    leaves it may still take it up, however late he finds it (Case XIII);
    the ruling says so.  A hand short of twelve beside an adversary's twelve
    comes of a short pack, not of a card dealt wrongly: Law 57 alone judges it.
    """
    held = state.hands[who].bit_count()
    label = party(who)
    found = limits(before, who)
    laws: tuple[int, ...]
    if state.setup.dealt[who].bit_count() == REGULAR_HAND:
        # Dealt twelve, Laws 30 and 57 judge his count, with Law 41 when it left him the stock he had.
        laws = (30, 57) + tuple(n for n in found.laws if n == 41)
    elif state.setup.dealt[adversary(who)].bit_count() == REGULAR_HAND:
        laws = (57,)
    else:
        laws = found.laws + (57,)  # dealt wrong, his limits judge his count
    may_take_up = who == YOUNGER and state.setup.dealt[who].bit_count() == REGULAR_HAND and bool(state.stock) and not declared_left(before, who)
    return rule_on(
        state,
        act=f"{label} {_took(count)}",
        decision=f"{label} plays with {held} cards, without further penalty; his adversary counts as tricks "
        "the cards that cannot be played to"
        + ("; not having said he would leave a card, he may still take up the card he left" if may_take_up else ""),
        laws=laws,
        cases=("XIII",) if may_take_up else (),
        au_cent=_clauses_of(before, who, found),
        offender=who,
        facts=(_fact(state, who, count),),
    )


def _penalise(
    before: DealState,
    state: DealState,
    who: int,
    count: int,
    laws: tuple[int, ...],
    cases: tuple[str, ...] = (),
    from_category: Category = Category.CARTE_BLANCHE,
    clauses: tuple[str, ...] = (),
) -> DealState:
    label = party(who)
    held = state.hands[who].bit_count()
    state = rule_on(
        state,
        au_cent=clauses,
        act=f"{label} {_took(count)}",
        decision=f"{label} plays with {held} cards and reckons nothing this deal; his cards still bar his adversary"
        + ("; his carte blanche, shown or still to be shown, counts" if from_category is Category.POINT else ""),
        laws=laws,
        cases=cases,
        offender=who,
        injured=adversary(who),
        penalty="reckons nothing this deal (the adversary may decline to enforce it, Law 44)",
        facts=(_fact(state, who, count),),
    )
    return impose_penalty(state, who, laws, cases, from_category=from_category)


# Taking in before discarding (Laws 21, 22) and the elder taking cards he said he would leave (Laws 28, 33) are ruled
# as such before the count of the hand they leave (Laws 31, 40-43).
@rule("judge take", marks=(EXCHANGE_RUN,), yields_to=(took_without_discarding, took_cards_declared_left), laws=(21, 22, 31, 34, 35, 39, 40, 41, 42, 43, 58), cases=("XXI",),
      also=_WRONG_DEAL_CITATIONS, when=_more, exception_to=holds_twelve, label="playing with more than twelve")
def plays_with_more(before: DealState, state: DealState, who: int, count: int) -> DealState:
    """More than twelve after the exchange: he reckons nothing, though his cards still bar (Laws 31, 35, 58; 40-43 when stood).

    A carte blanche he was dealt still counts: it scores before any card is
    taken in, so the penalty for too many cards does not reach it (Case XXI).
    """
    found = limits(before, who)
    laws = _too_many_laws(before, who, False, found, cards_left=bool(state.stock))
    clauses = _clauses_of(before, who, found)
    if state.carte_blanche[who] or is_carte_blanche(state.setup.dealt[who]):
        return _penalise(before, state, who, count, laws, ("XXI",), Category.POINT, clauses)
    return _penalise(before, state, who, count, laws, clauses=clauses)


def _retaken_since_taking(state: DealState, who: int) -> int:
    """How many cards of his discard the player took back into his hand after his first lift, and holds still (Law 25)."""
    stock = state.setup.stock_bits
    first = state.first_act(who, lambda e: isinstance(e, Take | Exchange) or (isinstance(e, Mix) and e.into == "hand" and bool(e.cards.bits & stock)))
    if first is None:
        return 0
    back = 0
    for index in range(first + 1, len(state.log)):
        event = state.log[index]
        if state.acted_by[index] == who and isinstance(event, Retake | Mix):
            back |= event.cards.bits & ~stock
    return (back & state.hands[who]).bit_count()


def _too_many_by_the_retake(before: DealState, state: DealState, who: int, count: int) -> bool:
    retaken = _retaken_since_taking(state, who)
    return retaken > 0 and state.hands[who].bit_count() - retaken == REGULAR_HAND and not intrudes_on_the_adversary(before, state, who, count)


@rule("judge take", marks=(EXCHANGE_RUN,), prevails_over=(plays_with_more,), laws=(24, 25), when=_too_many_by_the_retake, exception_to=holds_twelve,
      label="more than twelve by cards taken back from the discard, already ruled")
def too_many_by_the_retake(before: DealState, state: DealState, who: int, count: int) -> DealState:
    """A player who took cards back from his discard between two lifts holds more than twelve by those cards only.

    Taking them back was ruled when he did it: he plays with more than twelve and reckons nothing (Law 25).  The lift
    that completes his share takes no more than his discard, as it was when he first took up a card of the stock, let
    him (Law 24): it adds no fault of its own.
    """
    return state


def _short_by_the_mixed(before: DealState, state: DealState, who: int, count: int) -> bool:
    """The elder, who had begun lifting, is short of twelve by exactly the cards of his share the younger then mixed."""
    if who != ELDER or intrudes_on_the_adversary(before, state, who, count):
        return False
    held = state.hands[ELDER].bit_count()
    share = state.setup.stock[: limits(before, ELDER).most]
    mixed = sum(1 for i in share if state.hands[YOUNGER] >> i & 1)
    if not mixed or held >= REGULAR_HAND or held + mixed != REGULAR_HAND:
        return False
    first = _lifted_first(state, ELDER)
    took = state.first_act(YOUNGER, lambda e: isinstance(e, Mix) and e.into == "hand" and any(e.cards.bits >> i & 1 for i in share))
    return first is not None and took is not None and first < took


@rule("judge take", marks=(EXCHANGE_RUN,), prevails_over=(plays_with_fewer,), laws=(29, 57), when=_short_by_the_mixed, exception_to=holds_twelve,
      label="the elder short by the cards the younger mixed while he lifted")
def short_by_the_mixed(before: DealState, state: DealState, who: int, count: int) -> DealState:
    """The younger mixed cards of the elder's share with his hand while the elder was between lifts (Law 29's last
    sentence): the elder takes only the cards of his share that were not mixed, and is in no fault for the rest.  He
    plays with fewer than twelve, his adversary counting as tricks the cards that cannot be played to (Law 57)."""
    return rule_on(
        state,
        act=f"{party(ELDER)} takes in the last of his cards that {party(YOUNGER)} did not mix with his hand",
        decision=f"{party(ELDER)} takes only the cards of his share that were not mixed: he plays with "
        f"{state.hands[ELDER].bit_count()} cards, his adversary counting as tricks the cards that cannot be played to",
        laws=(29, 57),
        note=True,
    )


# Taking up the adversary's stock cards is penalised whatever else was wrong with the exchange (Laws 27, 29): it is ruled
# before a taking in without a discard, for which the law sets no penalty (Laws 21, 22).
@rule("judge take", marks=(EXCHANGE_RUN,), prevails_over=(took_without_discarding,), laws=(27, 28, 29, 39), cases=("XIV",), when=intrudes_on_the_adversary, exception_to=holds_twelve, label="taking the adversary's cards")
def took_adversarys_cards(before: DealState, state: DealState, who: int, count: int) -> DealState:
    """The elder past his share or the younger before the elder took in: reckons nothing, or a fresh deal (Laws 27-29; Case XIV)."""
    if who == YOUNGER and elder_taking_in(before):
        # The elder had taken in some of his cards: taking up the rest costs the younger his score, and no more (Law 29).
        return _penalise(before, state, who, count, (29,))
    laws = _too_many_laws(before, who, True, limits(before, who))
    state = _penalise(before, state, who, count, laws, ("XIV",) if who == YOUNGER else ())
    return offer_fresh_deal(state, who)


def _left_after_the_younger_took(before: DealState, state: DealState, who: int, count: int) -> bool:
    return who == ELDER and before.taken[YOUNGER] is not None and bool(_elders_left(before, state))


def _elders_left(before: DealState, state: DealState) -> int:
    """The cards of the elder's share still in the stock after he took in, as a mask: those he left.

    Cards of his share the younger took up first are not among them (Laws 28, 29: standing, he takes only his cards
    that were not mixed), nor are the younger's own, which stay where they lie once he has taken in.
    """
    share = state.setup.stock[: limits(before, ELDER).most]
    return sum(1 << i for i in state.stock if i in share)


# Case XIV decides this very situation: the cards the elder leaves after the younger took in are his (Laws 23, 24),
# so his hand is judged by them, not by the count of what he took (Law 40).  As for every taking in, a taking in with
# no discard is ruled as that first (Law 21), and an elder holding more than twelve of his own making is judged by his
# own count first (Laws 31, 58); the cards left then stay in the stock.  An elder who took up cards he had said he
# would leave is ruled on that first (Laws 28, 33), as he is before the count of a hand of more than twelve.
@rule("judge take", marks=(EXCHANGE_RUN,), prevails_over=(plays_with_fewer,), yields_to=(took_without_discarding, plays_with_more, took_cards_declared_left), laws=(23, 24, 30, 31, 57, 58), cases=("XIV",), when=_left_after_the_younger_took, exception_to=holds_twelve,
      label="cards left by the elder after the younger took in")
def left_after_the_younger_took(before: DealState, state: DealState, who: int, count: int) -> DealState:
    """The elder leaves cards after the younger has already taken up cards of the stock (Case XIV).

    The younger cannot alter his discard once he has taken up a card of the
    stock (Law 24), and taking in is in order from the top, the elder's
    cards left included (Law 23): the cards left are his.  Holding more
    than twelve, he reckons nothing (Laws 31, 58); holding twelve (an elder
    standing with thirteen leaves him one, Law 40), nothing follows.
    """
    left = _elders_left(before, state)
    younger = state.setup.younger
    state = state.evolve(hands=pair(state.hands, YOUNGER, state.hands[YOUNGER] | left), stock=tuple(i for i in state.stock if not left >> i & 1),
                          taken=(state.taken[0], (state.taken[1] or 0) + left.bit_count()))
    held = state.hands[YOUNGER].bit_count()
    act = f"{party(ELDER)} leaves {names(left)} after {younger} has taken up cards of the stock"
    if held <= REGULAR_HAND:
        # The cards left bring him to no more than twelve (an elder standing with thirteen leaves one, Law 40): nothing is
        # wrong with his hand, and the laws make no more of it than that he takes them in.
        fewer = held < REGULAR_HAND
        return rule_on(
            state,
            act=act,
            decision=f"{younger} takes in the cards {party(ELDER)} left, as he must; he holds {held} cards"
            + (", and his adversary counts as tricks the cards that cannot be played to" if fewer else ", and no penalty follows"),
            laws=(23, 24) + ((30, 57) if fewer else ()),
            cases=("XIV",),
            offender=YOUNGER if fewer else None,
            note=not fewer,
        )
    state = rule_on(
        state,
        act=act,
        decision=f"{younger} cannot alter his discard, and must take in from the top, the cards {party(ELDER)} left included: "
        f"he plays with {held} cards and reckons nothing this deal; his cards still bar his adversary",
        laws=(23, 24, 31, 58),
        cases=("XIV",),
        offender=YOUNGER,
        injured=ELDER,
        penalty="reckons nothing this deal (the adversary may decline to enforce it, Law 44)",
        facts=(Finding(f"{younger} had taken up cards of the stock before {party(ELDER)} took in", _took_in_first(state)),),
    )
    return impose_penalty(state, YOUNGER, (23, 24, 31, 58), ("XIV",))


def _clauses_of(state: DealState, who: int, found: Limits) -> tuple[str, ...]:
    """The au cent clauses a count is judged by: those of the limits, when the hand was dealt wrong and they set the count."""
    return found.clauses if state.setup.dealt[who].bit_count() != REGULAR_HAND else ()


def _too_many_laws(state: DealState, who: int, intrudes: bool, found: Limits, cards_left: bool = True) -> tuple[int, ...]:
    """Which laws take everything from a player who takes his adversary's cards or holds too many.

    Dealt twelve, a player who takes in more than he discards falls under
    Law 31; the younger who leaves cards in the stock and takes up more than
    he discarded falls under it too, and under Law 35, which names his case.
    """
    if intrudes:
        law_39 = (39,) if 39 in found.laws else ()
        return (27, 28) + law_39 if who == ELDER else (27, 29)
    if state.setup.dealt[who].bit_count() == REGULAR_HAND:
        return (31, 35, 58) if who == YOUNGER and cards_left else (31, 58)
    return found.laws + (58,)


@rule("look left", laws=(33, 36, 37), label="cards left in the stock looked at", marks=(LOOKING_RUN,))
def look_at_left(state: DealState, who: int, event: LookAtLeft) -> DealState:
    """Look at the cards a player left in the stock.

    The elder may look at cards he leaves (Law 33).  The younger may look at
    his after the elder has led and before he plays; if he does, the elder
    may see them too, once he has led (Law 36).  Looking when the law gives
    no right to is ruled on; no penalty is provided.
    """
    label = party(who)
    if who == ELDER and state.taken[YOUNGER] is None:
        if state.taken[ELDER] is None or state.left_by_elder == 0:
            return no_effect(state, act=f"{label} looks at cards left", why="the elder hand has left no cards to look at", laws=(33,))
        return state.evolve(looked_at_left=flag(state.looked_at_left, who))
    if who == ELDER and state.discards[YOUNGER] & state.setup.stock_bits:
        # The younger mixed cards he left with his discard: the elder sees them there, once he has led (Law 37).
        if state.first_lead_made:
            return state.evolve(looked_at_left=flag(state.looked_at_left, who))
        return rule_on(
            state,
            act=f"{label} looks at {party(YOUNGER)}'s discard and the cards he left mixed with it",
            decision="of no effect: the elder sees the younger's discard and the cards mixed with it only after leading a card; "
            "the law sets no penalty",
            laws=(37,),
            offender=who,
            outcome=RulingOutcome.NO_EFFECT,
        )
    if not state.stock:
        return no_effect(state, act=f"{label} looks at the cards left in the stock", why="no cards are left in the stock to look at", laws=(36,))
    entitled = (
        state.looked_at_left[YOUNGER] and state.first_lead_made
        if who == ELDER
        else state.first_lead_made and not state.younger_has_played
    )
    new = state.evolve(looked_at_left=flag(state.looked_at_left, who))
    if entitled:
        return new
    why = (
        "the elder sees the cards the younger left only if the younger looked at them, and once he has led"
        if who == ELDER
        else "the younger looks at the cards he left after the elder has led and before he plays"
    )
    # Seeing cards he has no right to see is an act the law forbids him, though it sets no penalty: he is named, and the
    # look gives him no right (Law 36).  The younger's right ends when he plays to the first trick: after it, too late.
    late = who == YOUNGER and state.younger_has_played
    return rule_on(
        new,
        act=f"{label} looks at the cards left in the stock",
        decision=f"{'too late' if late else 'of no effect'}: {why}; the law sets no penalty",
        laws=(36,),
        offender=who,
        outcome=RulingOutcome.TOO_LATE if late else RulingOutcome.NO_EFFECT,
    )


@rule("look discard", laws=(45,), label="a player looks at his own discard")
def look_at_discard(state: DealState, who: int, event: LookAtDiscard) -> DealState:
    """A player may examine his own discard at any time (Law 45)."""
    return state
