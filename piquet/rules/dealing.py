"""Dealing (Laws 9-16, 38-39, 75): the deal as dealt, wrong deals, exposed and faced cards, deals out of turn.

The ``deal`` rules look at the cards as dealt: a regular deal (Law 9) needs
no ruling; its exceptions are an incorrect pack (Law 75), a deal that must
be made afresh (Laws 12, 39), and a deal of one card wrong, where the elder
hand has the option of a fresh deal (Law 11).  A fresh deal ends the deal
void: it does not count in the partie and the same dealer deals again.
"""

from __future__ import annotations

from piquet.game.acts import AnnounceHand, CountStock, Expose, FacedCard, PenaltyClaim
from lawkit.elections import Election
from piquet.game.elections import LAW_OF_OPTION, Window
from piquet.game.state import ELDER, REGULAR_HAND, REGULAR_STOCK, YOUNGER, adversary, DealState, Phase, Void
from piquet.rules.common import choice, cite, contradiction, names, offer, rule_on, first_code, party, RulingOutcome
from piquet.rules.marks import DEALING_RUN
from piquet.lawbook.citation import au_cent as au_cent_clause
from piquet.lawbook.registry import rule, rule_of, run
from piquet.table.cards import FULL_PACK_BITS

__all__ = [
    "regular_deal",
    "pack_incorrect",
    "must_be_redealt",
    "fresh_deal_required",
    "wrong_count",
    "offer_fresh_deal_or_stand",
    "fresh_deal",
    "stand_deal",
    "void_deal",
    "exposed_card",
    "exposed_in_dealing",
    "exposed_in_dealing_contradicted",
    "REGULAR_STOCK",
]

#: The rules and helpers that cite a law, documented with the rest (the law index links to them).
__all__ += ["announce_count", "claim_deal_out_of_turn", "count_stock", "faced_card", "mode_changed"]



def _sizes(state: DealState) -> tuple[int, int, int]:
    return state.setup.dealt[ELDER].bit_count(), state.setup.dealt[YOUNGER].bit_count(), len(state.setup.stock)


def void_deal(
    state: DealState,
    reason: str,
    laws: tuple[int, ...],
    *,
    next_dealer: str | None = None,
    cases: tuple[str, ...] = (),
    rectifiable: bool = False,
) -> DealState:
    """End the deal without a score; by default the same dealer deals again."""
    dealer = state.setup.dealer if next_dealer is None else next_dealer
    void = Void(reason, dealer, cite(laws, cases), rectifiable=rectifiable)
    return state.evolve(phase=Phase.VOID, void=void, elections=())


@rule("deal", laws=(9,), label="a regular deal", marks=(DEALING_RUN,))
def regular_deal(state: DealState) -> DealState:
    """Twelve cards to each player and eight to the stock: the deal goes on, no ruling (Law 9)."""
    return state


def _mode_changed(state: DealState) -> bool:
    setup = state.setup
    if setup.mode_kept:
        return False  # the usual case: no mode changed, and no ruling to look for
    ruled = rule_of(mode_changed).name  # the ruling is on the deal as dealt: once is enough
    return not any(r.rule == ruled for r in state.rulings)


@rule("deal", laws=(9,), when=_mode_changed, exception_to=regular_deal, label="the mode of dealing changed", marks=(DEALING_RUN,))
def mode_changed(state: DealState) -> DealState:
    """A dealer who chose to deal by two (or three) deals otherwise later in the partie: he must keep his mode (Law 9).

    The law sets no penalty and no option: the dealer keeps to his mode from
    his next deal.  The cards as dealt are then judged as any deal's are (a
    card too many or too few, Laws 10-12, 39): the change of mode is ruled
    first, and the ``deal`` rules are asked again, this one having ruled.
    """
    setup = state.setup
    # With the cards dealt right the deal stands; dealt wrong as well, what follows is the rule of the wrong count's.
    stands = "so the deal stands" if setup.dealt_regularly else "the change alone voids nothing"
    ruled = rule_on(
        state,
        act=f"{setup.dealer} deals by {setup.deal_by}; his mode in this partie is by {setup.mode}",
        decision=f"the dealer keeps in the partie the mode he chose, by {setup.mode}; the law sets no penalty, {stands}, "
        f"and {setup.dealer} deals by {setup.mode} again from his next deal",
        laws=(9,),
        offender=YOUNGER,
        event=None,
    )
    judged: DealState = run("deal", None, ruled)
    return judged


def pack_incorrect(state: DealState) -> bool:
    """Whether the pack dealt is not the 32 cards once each (Law 75); nobody knows until someone finds it."""
    return state.setup.pack_bits != FULL_PACK_BITS


def must_be_redealt(state: DealState) -> bool:
    """More than one card dealt wrongly, nine in the stock, or eleven to the elder with seven in the stock (Laws 12, 39)."""
    elder, younger, stock = _sizes(state)
    wrong = abs(elder - REGULAR_HAND) + abs(younger - REGULAR_HAND) + abs(stock - REGULAR_STOCK)
    if state.setup.dealt_regularly:
        return False
    return stock > REGULAR_STOCK or wrong > 2 or (elder < REGULAR_HAND and stock < REGULAR_STOCK)


# The dealer who deals wrongly is the one in error (Laws 10-12), though no penalty falls on him: the remedy is the deal's.
@rule("deal", laws=(10, 12, 39), when=must_be_redealt, exception_to=regular_deal, yields_to=(mode_changed,), label="a deal that must be made afresh",
      marks=(DEALING_RUN,))
def fresh_deal_required(state: DealState) -> DealState:
    """More than one card dealt wrongly, nine in the stock, or eleven to the elder with seven in the stock.

    There must be a fresh deal (Law 12; Law 39 for eleven and seven), except
    that the dealer may put the error right with his adversary's leave
    before either hand is taken up (Law 10): the void stays open to a
    ``rectify`` act (:mod:`piquet.rules.rectifying`).
    """
    elder, younger, stock = _sizes(state)
    laws = (39,) if (elder, stock) == (REGULAR_HAND - 1, REGULAR_STOCK - 1) else (12,)
    state = rule_on(
        state,
        act=f"the dealer deals {elder} cards to the elder hand, {younger} to himself and {stock} to the stock",
        decision="there must be a fresh deal; the same dealer deals again, and this deal does not count in the partie, "
        f"unless {state.setup.elder} gives the dealer leave to put it right before either hand is taken up",
        laws=laws + (10,),
        facts=(f"{elder}, {younger} and {stock} cards",),
        offender=YOUNGER,
        event=None,
    )
    return void_deal(state, "the cards were dealt wrongly", laws, rectifiable=True)


def _one_card_wrong(state: DealState) -> bool:
    """The cards lie one wrong; not an elder of twelve from an incorrect pack, whose count gives Law 11 nothing to act on."""
    return not state.setup.dealt_regularly and not (state.setup.dealt[ELDER].bit_count() == REGULAR_HAND and pack_incorrect(state))


# Two or more cards misdealt compel a fresh deal (Law 12): that leaves the elder no option on a wrong count (Law 11).
# A short pack is judged as its cards lie until it is found incorrect (Law 75, :func:`piquet.rules.packs.pack_found_incorrect`):
# the elder dealt eleven or thirteen from it has Law 11's option, as its first case gives it; an elder of twelve has none at
# the deal, since that case is his own hand's count, and a stock short of eight with both hands of twelve was no card dealt
# wrongly.  Its second case, seven found in the stock after discarding, is his still (:func:`elder_finds_seven`).
# In au cent the stock of seven is still Law 11's option, but its standing terms are the au cent clause's, not Law 43's.
@rule("deal", yields_to=(fresh_deal_required, mode_changed), laws=(11, 38, 40, 41, 42, 43), also=(au_cent_clause("stock-of-seven"),),
      when=_one_card_wrong, exception_to=regular_deal, label="one card dealt wrongly", marks=(DEALING_RUN,))
def wrong_count(state: DealState) -> DealState:
    """A card too many or too few, or a stock of seven: the elder hand's option (Law 11).

    He may have a fresh deal, until he takes up a card of the stock; if he
    takes one without announcing the error he loses the option (Law 39).
    Standing, the exchange follows Laws 40-43 (in au cent, a stock of seven follows :au-cent:`stock-of-seven`).
    """
    elder, younger, stock = _sizes(state)
    clauses: tuple[str, ...] = ()
    exchange = "the discards and takings follow Laws 40-43"
    if elder == REGULAR_HAND:
        found = f"the stock holds {stock} cards (the dealer has {younger})"
        laws: tuple[int, ...] = (11, 43)
        if state.setup.au_cent:
            laws, clauses, exchange = (11,), ("stock-of-seven",), "the exchange follows the au cent clause stock-of-seven"
    else:
        found = f"the elder hand was dealt {elder} cards (the dealer {younger}, the stock {stock})"
        laws = (11, 40, 41) if elder > REGULAR_HAND else (11, 42)
    state = rule_on(
        state,
        act="one card dealt wrongly",
        decision=f"{state.setup.elder} may have a fresh deal, or stand the deal, until he takes up a card of the stock",
        laws=laws,
        au_cent=clauses,
        displaced=(43,) if clauses else (),
        facts=(found,),
        offender=YOUNGER,
        event=None,
    )
    return offer_fresh_deal_or_stand(state, exchange, laws[1:] or (11,))


def offer_fresh_deal_or_stand(
    state: DealState, exchange: str, stand_laws: tuple[int, ...], window: Window = Window.BEFORE_ELECTOR_TAKES_IN, on_deal: bool = True
) -> DealState:
    """The elder's option on a wrong deal (Law 11): a fresh deal, or stand it, with ``exchange`` saying how it then goes on.

    He elects before he takes in (au cent: before he touches the stock); if he says nothing, the deal stands.
    ``on_deal``: the option is opened by the deal as dealt, not by the act being ruled on.
    """
    return offer(
        state,
        key="law-11",
        elector=ELDER,
        choices=(
            choice("fresh deal", "the deal is void and the same dealer deals again", fresh_deal, (11,)),
            choice("stand", f"the deal stands; {exchange}", stand_deal, stand_laws),
        ),
        window=window,
        lapses_to="stand",
        on_deal=on_deal,
    )


@rule("effect", laws=(11, 13, 28, 29), label="a fresh deal elected")
def fresh_deal(state: DealState, election: Election) -> DealState:
    """The elector has a fresh deal: this deal is void and the same dealer deals again."""
    return void_deal(state, f"{party(election.elector)} elected a fresh deal", (LAW_OF_OPTION[election.key],))


# In au cent the option ends when the elder touches the stock (its clause on a wrong number of cards), his discard is then
# fixed (touching-the-stock), and his share is his clause's: those clauses, not Law 39, say what he has lost.
@rule("effect", cases=("III",), laws=(11, 13, 28, 29, 39, 40, 41, 42, 43),
      also=tuple(au_cent_clause(c) for c in ("wrong-number-of-cards", "touching-the-stock", "elder-with-thirteen", "elder-with-eleven")),
      label="the deal stood")
def stand_deal(state: DealState, election: Election) -> DealState:
    """The deal stands.  An elder who took in without announcing or electing loses the option (Law 39).

    Electing to stand tells the table the count is wrong as plainly as
    announcing it, so an explicit election never draws Law 39.
    """
    if election.key != "law-11":
        return state
    # The effect follows the ruling on the election: the elder's election, or the option's lapse (a note).
    elected = bool(state.rulings) and state.rulings[-1].outcome is not RulingOutcome.NOTE
    if elected:
        # Standing by election tells the younger of the wrong count: Law 39's limit on taking in does not follow.
        return state.evolve(stood=True, announced_count=(True, state.announced_count[YOUNGER]))
    if not state.announced_count[ELDER] and state.setup.dealt[ELDER].bit_count() != REGULAR_HAND:
        dealt = state.setup.dealt[ELDER].bit_count()
        au_cent = state.setup.au_cent
        share = "elder-with-thirteen" if dealt > REGULAR_HAND else "elder-with-eleven"
        state = rule_on(
            state,
            act=f"{state.setup.elder} {'touches' if au_cent else 'takes up a card of'} the stock without announcing his {dealt} cards",
            decision="he has lost the option of a fresh deal, cannot alter his discard, and must leave at least three cards "
            "for the younger hand",
            laws=() if au_cent else (39,),
            au_cent=("wrong-number-of-cards", "touching-the-stock", share) if au_cent else (),
            displaced=(11,) if au_cent else (),
            offender=ELDER,
        )
    return state.evolve(stood=True)


@rule("expose", laws=(59,), label="a card of a player's own exposed")
def exposed_card(state: DealState, who: int, event: Expose) -> DealState:
    """A player shows or drops a card of his own hand or discard: no law punishes it, and a dropped card is picked up (Law 59 I)."""
    label = party(who)
    own = state.hands[who] | state.discards[who]
    if event.cards.bits & ~own:
        stray = event.cards.bits & ~own
        raise contradiction(state, who, f"{names(stray)} is not among {label}'s cards", card=first_code(stray))
    return rule_on(
        state,
        act=f"{label} exposes {event.cards} of his own",
        decision="no penalty: the laws punish exposing only the adversary's cards or the stock's; a card dropped is taken up again",
        laws=(59,),
    )


def _dealing_now(state: DealState, who: int) -> bool:
    """Whether a card this player exposes now may be one shown in dealing: the dealer's, before anyone discarded or took in."""
    return who == YOUNGER and state.phase is Phase.EXCHANGE and not state.log_has_exchange()


def _in_dealing(state: DealState, who: int, event: Expose) -> bool:
    """The dealer's card shown before anyone discarded or took in, unless the record says it was in taking in (Law 27)."""
    return _dealing_now(state, who) and event.during != "taking in"


def _said_in_dealing_when_it_could_not_be(state: DealState, who: int, event: Expose) -> bool:
    return event.during == "dealing" and not _dealing_now(state, who)


@rule("expose", laws=(13,), when=_said_in_dealing_when_it_could_not_be, exception_to=exposed_card,
      label="a card said exposed in dealing where it could not have been")
def exposed_in_dealing_contradicted(state: DealState, who: int, event: Expose) -> DealState:
    """The record says a card was exposed in dealing by the elder, or after the exchange began: only the dealer deals, and the
    deal is over once anyone has discarded or taken in (Law 13), so the record contradicts itself."""
    raise contradiction(state, who, "a card is exposed in dealing only by the dealer, before anyone has discarded or taken in")


@rule("expose", cases=("III",), laws=(13,), when=_in_dealing, exception_to=exposed_card, stages=(Phase.EXCHANGE,), label="a card exposed in dealing")
def exposed_in_dealing(state: DealState, who: int, event: Expose) -> DealState:
    """The dealer exposes a card: the elder's option of a fresh deal if it is the elder's or the stock's (Law 13).

    A card of the dealer's own hand exposed leaves the deal good.  The
    option lapses when the elder carries the game a step further (Case III).
    """
    bits = event.cards.bits
    others = bits & (state.setup.dealt[ELDER] | state.setup.stock_bits)
    if bits & ~(state.setup.dealt[ELDER] | state.setup.dealt[YOUNGER] | state.setup.stock_bits):
        raise contradiction(state, who, f"{event.cards} is not in this deal", card=first_code(bits))
    state = state.evolve(exposed=state.exposed | bits)
    if not others:
        return rule_on(
            state,
            act=f"{party(YOUNGER)} exposes {event.cards} of his own hand in dealing",
            decision="the deal stands good",
            laws=(13,),
            offender=YOUNGER,
        )
    whose = "the elder hand's" if others & state.setup.dealt[ELDER] else "the stock's"
    state = rule_on(
        state,
        act=f"{party(YOUNGER)} exposes {names(others)}, {whose}, in dealing",
        decision=f"{party(ELDER)} may have a fresh deal; going on with the game refuses it",
        laws=(13,),
        cases=("III",),
        offender=YOUNGER,
        injured=ELDER,
    )
    return offer(
        state,
        key="law-13",
        elector=ELDER,
        choices=(
            choice("fresh deal", "the deal is void and the same dealer deals again", fresh_deal, (13,)),
            choice("stand", "the deal stands, the card exposed", stand_deal, (13,), ("III",)),
        ),
        window=Window.BEFORE_ELECTOR_ACTS,
        lapses_to="stand",
    )


@rule("faced", laws=(14,), stages=(Phase.EXCHANGE,), label="a faced card in the pack or stock")
def faced_card(state: DealState, who: int, event: FacedCard) -> DealState:
    """A card lying face up in the pack while it is dealt, or among the stock's cards as they are taken in: a fresh deal (Law 14)."""
    in_stock = event.card.index in state.stock
    dealt = state.setup.dealt[0] | state.setup.dealt[1]
    if not in_stock and not (dealt & event.card.bit and not state.log_has_exchange()):
        raise contradiction(state, who, f"{event.card} is neither in the stock nor among the cards just dealt", card=event.card.code, laws=(14,))
    state = rule_on(
        state,
        act=f"{party(who)} finds {event.card} face up {'in the stock' if in_stock else 'in the pack'}",
        decision="there must be a fresh deal by the same dealer; this deal does not count",
        laws=(14,),
    )
    return void_deal(state, "a faced card was found", (14,))


@rule("announce count", laws=(38,), stages=(Phase.EXCHANGE,), label="a wrong number of cards announced")
def announce_count(state: DealState, who: int, event: AnnounceHand) -> DealState:
    """A player says he was dealt eleven or thirteen; the stock may then be counted (Law 38)."""
    if event.count != state.setup.dealt[who].bit_count():
        raise contradiction(
            state, who, f"{party(who)} announces {event.count} cards but was dealt {state.setup.dealt[who].bit_count()}", laws=(38,)
        )
    flags = (True, state.announced_count[1]) if who == ELDER else (state.announced_count[0], True)
    return state.evolve(announced_count=flags)


@rule("count", laws=(38,), stages=(Phase.EXCHANGE,), label="the stock counted")
def count_stock(state: DealState, who: int, event: CountStock) -> DealState:
    """The stock is counted to learn how many cards it holds (Law 38).

    Counted after a player announced eleven or thirteen, as the law allows,
    it is a regular act and draws no ruling (the count is in the deal's
    state); counted otherwise, the ruling says what it showed and that the
    law gives no place to it.
    """
    if any(state.announced_count):
        return state
    return rule_on(
        state,
        act=f"{party(who)} counts the stock",
        decision=f"the stock holds {len(state.stock)} cards; no player had announced eleven or thirteen cards, which is when the law allows it",
        laws=(38,),
        # Counting breaks no law and changes nothing (a younger may so find the cards left, Law 32): noted, not ruled on.
        note=True,
    )


def _elder_finds_seven(state: DealState, who: int, event: CountStock) -> bool:
    """The elder, dealt twelve, counts the stock after discarding and before taking in, and it holds seven (Law 11).

    The law asks only that: the dealer may hold thirteen, or, with twelve, the
    pack is a card short, which is judged as its cards lie until it is found
    incorrect (Law 75), as the deal's own option is.
    """
    if not (
        who == ELDER and state.setup.dealt[ELDER].bit_count() == REGULAR_HAND and len(state.setup.stock) == 7
        and bool(state.discards[ELDER]) and state.taken[ELDER] is None
    ):
        return False
    if any(e.key == "law-11" and e.elector == ELDER for e in state.elections):
        return True
    # A pack short of a card, dealt twelve and twelve, opened no option at the deal: the find is the first the elder knows
    # of it, and no option of his has lapsed or been used (the dealer's thirteen opens one at the deal, :func:`wrong_count`).
    return state.setup.dealt[YOUNGER].bit_count() == REGULAR_HAND and not any(r.rule == rule_of(elder_finds_seven).name for r in state.rulings)


# Law 11's second case is found, not dealt: the elder learns of it in drawing the stock to him after discarding.  The
# option the deal opened is his still, and the ruling on the find states it as the law gives it (in au cent too,
# whose clause on touching the stock excepts Law 11).
@rule("count", laws=(11, 43), also=(au_cent_clause("stock-of-seven"), au_cent_clause("touching-the-stock")), when=_elder_finds_seven,
      exception_to=count_stock, stages=(Phase.EXCHANGE,), label="the elder finds a stock of seven")
def elder_finds_seven(state: DealState, who: int, event: CountStock) -> DealState:
    """The elder with twelve finds seven cards in the stock after discarding: a fresh deal, or alter his discard (Law 11).

    The dealer who gave himself thirteen dealt a card wrongly; with twelve,
    the pack is a card short (Law 75), and he dealt none wrongly: the elder,
    who cannot yet know which, has his option all the same, and the ruling
    names the dealer in error only in the first case.
    """
    thirteen = state.setup.dealt[YOUNGER].bit_count() > REGULAR_HAND
    state = rule_on(
        state,
        act=f"{state.setup.elder} counts the stock after discarding and finds seven cards",
        decision=(
            f"{state.setup.dealer} dealt himself thirteen" if thirteen else "the stock holds only seven"
        ) + f": {state.setup.elder} may have a fresh deal, or stand the deal and alter his discard, until he takes up a card of the stock",
        laws=(11,),
        au_cent=("stock-of-seven", "touching-the-stock") if state.setup.au_cent else (),
        offender=YOUNGER if thirteen else None,
        facts=(f"the stock holds 7 cards; {state.setup.elder} was dealt 12 and has discarded",),
    )
    return offer_fresh_deal_or_stand(state, "he may alter his discard, and the exchange follows Law 43", (11, 43), on_deal=False)


@rule("claim", laws=(16, 4, 5, 6, 8), also=(au_cent_clause("deal-out-of-turn"),), when=lambda s, w, e: e.what == "deal out of turn", label="a deal out of turn claimed")
def claim_deal_out_of_turn(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """A deal out of turn found by a player before he has taken up any of his cards: void, the right dealer deals (Law 16).

    The law ties the time to the player who finds the error: he must find it
    before he has taken up any cards of his own, where Law 15 speaks of
    either player having taken up: so the finder's own cards decide (docs/decisions.rst).  Found later, the deal stands and the elder hand of it deals the next two
    deals, unless this or the next deal is the last of the partie.
    """
    if not state.setup.out_of_turn:
        # The first deal's dealer is the cut's (Laws 4-8): the ruling cites the laws by which the cut named him.
        return rule_on(
            state, act=f"{party(who)} claims the deal was out of turn", decision="of no effect: the deal was in turn; it stands",
            laws=(16,) + state.setup.cut_laws,
            # In au cent the turn runs on from a deal out of turn that stood, with no double deal: the clause says whose it is.
            au_cent=("deal-out-of-turn",) if state.setup.au_cent else (),
            displaced=(),
            outcome=RulingOutcome.NO_EFFECT,
        )
    if not state.has_taken_up(who):
        state = rule_on(
            state,
            act=f"{party(who)} finds that {state.setup.dealer} dealt out of turn, before taking up any of his cards",
            decision=f"the deal is void; {state.setup.elder}, whose deal it was, deals",
            laws=(16,),
            offender=YOUNGER,
        )
        return void_deal(state, "dealt out of turn", (16,), next_dealer=state.setup.elder)
    return rule_on(
        state,
        act=f"{party(who)} finds that {state.setup.dealer} dealt out of turn, after cards were taken up",
        decision="found too late to correct: the deal stands" + _double_deal_note(state),
        laws=(16,),
        offender=YOUNGER,
        outcome=RulingOutcome.TOO_LATE,
    ).evolve(out_of_turn_found=True)


@rule("claim", laws=(15,), when=lambda s, w, e: e.what == "wrong pack", label="the wrong pack dealt with")
def claim_wrong_pack(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """The dealer dealt with the wrong pack (Law 15).

    Noticed before either player took up a card, the cards are dealt again
    with the right pack, by the same dealer, and this deal does not count;
    noticed later, the deal is good and the two packs stay exchanged.
    """
    if not state.cards_taken_up():
        state = rule_on(
            state,
            act=f"{party(who)} finds that {state.setup.dealer} dealt with the wrong pack, before either player took up a card",
            decision=f"the cards are dealt again with the right pack; this deal does not count, and {state.setup.dealer} deals again",
            laws=(15,),
            offender=YOUNGER,
        )
        return void_deal(state, "dealt with the wrong pack", (15,))
    return rule_on(
        state,
        act=f"{party(who)} finds that {state.setup.dealer} dealt with the wrong pack, after cards were taken up",
        decision="found too late: the deal is good, and the packs stay exchanged from now on",
        laws=(15,),
        offender=YOUNGER,
        outcome=RulingOutcome.TOO_LATE,
    )


def _double_deal_note(state: DealState) -> str:
    if state.setup.last_of_partie or state.setup.next_is_last:
        return "; as this or the next deal is the last of the partie, the deal simply passes in turn"
    return f"; {state.setup.elder} deals the next two deals"


def offer_fresh_deal(state: DealState, offender: int) -> DealState:
    """The adversary of a player who mixed cards not his may have a fresh deal instead (Laws 28, 29).

    Going on with the game refuses it (Case III); standing, the offender
    takes only those of his cards that were not mixed.
    """
    law = 28 if offender == ELDER else 29
    return offer(
        state,
        key=f"law-{law}",
        elector=adversary(offender),
        choices=(
            choice("fresh deal", "the deal is void and the same dealer deals again", fresh_deal, (law,)),
            choice("stand", "the deal stands; he takes only his cards that were not mixed", stand_deal, (law,)),
        ),
        window=Window.BEFORE_ELECTOR_ACTS,
        lapses_to="stand",
    )
