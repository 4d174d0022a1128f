"""Piquet au Cent: the clauses that put themselves in the place of a Law of Piquet.

Au cent is not a second engine.  Each clause here is a rule of the same
registry, an *exception* to the rule applying the law it displaces, whose
condition holds only in a deal of au cent (``state.setup.variant``); it cites
its clause by slug and the law it displaces.  Everything au cent does not
mention is left to the Laws of Piquet.  The games, double games and the
partie of five games are in :mod:`piquet.game.games`.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from piquet.lawbook.citation import au_cent as au_cent_clause
from piquet.lawbook.ruling import Option, Ruling
from piquet.game.acts import AnnounceCarteBlanche, Call, Correct, LookAtLeft, Mix, PenaltyClaim, Retake
from piquet.game.cut import Choose, CutForDeal, DealCut
from piquet.game.state import ELDER, YOUNGER, DealState, HandScore, Outcome, Phase, Void
from piquet.rules.calling import call_rule, correct_call, first_trick
from piquet.rules.carte_blanche import announce_after_adversary_took_in, announce_carte_blanche
from piquet.rules.common import displaced_by, names, rule_on
from piquet.rules.elections import impose_penalty
from piquet.rules.cutting_for_deal import (
    cards_chosen_by_the_wrong_player,
    choice_not_the_winners,
    cut_a_card,
    ranks_equal,
    several_cards_shown,
)
from piquet.rules.dealing import claim_deal_out_of_turn, claim_wrong_pack, mode_changed, offer_fresh_deal_or_stand, void_deal, wrong_count
from piquet.rules.exchange import (
    ELDER_SHARE,
    LEFT_FOR_YOUNGER,
    Limits,
    elder_eleven,
    elder_short_stock,
    elder_thirteen,
    look_at_left,
    younger_limits,
    younger_thirteen,
)
from piquet.rules.handling import _stock_cards_are_adversarys, _stock_mask, mix_with_hand, retake_from_discard
from piquet.lawbook.registry import rule
from piquet.rules.scoring import every_card_counts, point_scores_its_cards
from piquet.table.cards import PACK, Rank
from piquet.table.categories import Category
from piquet.table.claims import Answer, PointClaim, SequenceClaim, SetClaim, resolve
from piquet.table.combinations import Point

__all__ = [
    "agreed",
    "point_ending_in_four",
    "low_card_does_not_count",
    "point_called_by_its_number",
    "sequence_or_set_not_named",
    "better_than_an_under_call",
    "call_after_the_lead",
    "reply_allowed_withdrawn",
    "dealt_by_threes",
    "out_of_turn_found",
    "wrong_pack_found",
    "younger_need_not_discard",
    "adversarys_stock_cards_mixed",
    "lose_the_game",
    "elder_with_thirteen",
    "elder_with_eleven",
    "elder_with_a_stock_of_seven",
    "younger_with_thirteen_after_eleven",
    "younger_with_thirteen_and_seven",
    "wrong_number_dealt",
    "younger_tells_carte_blanche_after_the_elder_took_in",
    "unheld_quatorze_or_trio_played_on",
    "unheld_set_corrected_after_the_lead",
    "lower_card_deals",
    "several_cards_shown_lowest_taken",
    "no_choice_of_deal",
    "no_choice_of_cards",
    "cards_left_seen_after_the_younger_declined",
    "discard_altered_after_touching_the_stock",
]

#: The ranks that do not count in play by agreement (:au-cent:`low-cards-do-not-count`).
LOW_RANKS = frozenset((Rank.NINE, Rank.EIGHT, Rank.SEVEN))


def agreed(state: DealState, agreement: str) -> bool:
    """Whether the players of an au cent deal made this agreement (a record option)."""
    return state.setup.au_cent and agreement in state.setup.agreements


def _point_ends_in_four(state: DealState, score: HandScore) -> bool:
    return agreed(state, "point_four_less") and isinstance(score.what, Point) and score.what.value % 10 == 4


@rule(
    "point score",
    laws=(62,),
    au_cent=("point-four-less",),
    when=_point_ends_in_four,
    exception_to=point_scores_its_cards,
    label="a point ending in four counts one less, by agreement",
)
def point_ending_in_four(state: DealState, score: HandScore) -> HandScore:
    """By agreement in au cent, a point whose value ends in four scores one less than its cards (Law 62 otherwise)."""
    return attrs.evolve(score, points=score.points - 1)


def _low_cards_agreed(state: DealState) -> bool:
    return agreed(state, "low_cards_do_not_count")


def _counting_card(card: int) -> bool:
    return PACK[card].rank not in LOW_RANKS


@rule(
    "card counts",
    laws=(65,),
    au_cent=("low-cards-do-not-count",),
    when=_low_cards_agreed,
    exception_to=every_card_counts,
    label="nines, eights and sevens do not count in play, by agreement",
)
def low_card_does_not_count(state: DealState) -> Callable[[int], bool]:
    """By agreement in au cent, a nine, eight or seven led, or winning a trick, scores nothing (Law 65 otherwise).

    The extra point for the last trick is for the trick, not the card: it stands.
    """
    return _counting_card


# -- calling ---------------------------------------------------------------------------


def _refused(state: DealState, who: int, *, act: str, reason: str, clause: str, displaced: tuple[int, ...]) -> DealState:
    """An au cent ruling that a call is of no effect, citing the clause and the law it displaces."""
    return rule_on(state, act=act, decision=f"of no effect: {reason}", laws=(), au_cent=(clause,), displaced=displaced, offender=who)


def _value_pending(state: DealState) -> bool:
    point = state.dialogue(Category.POINT)
    return point.outcome is Outcome.AWAITING and bool(point.answers)


def _point_by_its_number(state: DealState, who: int, event: Call) -> bool:
    claim = event.claim
    return (
        state.setup.au_cent
        and who == ELDER
        and isinstance(claim, PointClaim)
        and claim.value is None
        and not _value_pending(state)
    )


@rule(
    "call",
    laws=(46,),
    au_cent=("point-called-by-value",),
    when=_point_by_its_number,
    exception_to=call_rule,
    label="a point called by its number of cards only",
)
def point_called_by_its_number(state: DealState, who: int, event: Call) -> DealState:
    """In au cent the elder calls what his point makes; its number of cards alone is no call (Law 46 otherwise)."""
    return _refused(
        state,
        who,
        act=f"{state.setup.label(who)} calls a point of {event.claim.length if isinstance(event.claim, PointClaim) else ''} without its value",
        reason="in au cent the elder must call the number his point makes, not only its number of cards; the call is to be made again with its value",
        clause="point-called-by-value",
        displaced=(46,),
    )


def _not_named(state: DealState, who: int, event: Call) -> bool:
    claim = event.claim
    return (
        state.setup.au_cent
        and who == ELDER
        and ((isinstance(claim, SequenceClaim) and claim.top is None) or (isinstance(claim, SetClaim) and claim.rank is None))
    )


@rule(
    "call",
    laws=(48,),
    au_cent=("sequence-named-to-its-card",),
    when=_not_named,
    exception_to=call_rule,
    label="a sequence, quatorze or trio called by its number of cards only",
)
def sequence_or_set_not_named(state: DealState, who: int, event: Call) -> DealState:
    """In au cent a sequence is called to its top card, a quatorze or trio by its rank; the number of cards alone is no call (Law 48 otherwise)."""
    what = "card his sequence is to" if isinstance(event.claim, SequenceClaim) else "rank of the cards"
    return _refused(
        state,
        who,
        act=f"{state.setup.label(who)} calls {event.claim} without naming the {what}",
        reason=f"in au cent the elder must name the {what}; the call is to be made again in full",
        clause="sequence-named-to-its-card",
        displaced=(48,),
    )


def _better_than_allowed(state: DealState, who: int, event: Call) -> bool:
    """A call, after a call of the same kind was allowed good, of something better than that first call."""
    if not state.setup.au_cent or who != ELDER:
        return False
    category = event.claim.category
    if category is Category.POINT:
        return False
    dialogue = state.dialogue(category)
    if dialogue.outcome is not Outcome.GOOD or dialogue.resolved is None:
        return False
    held = resolve(event.claim, state.hands[ELDER] | state.played[ELDER])
    return held is not None and held.key > dialogue.resolved.key


@rule(
    "call",
    laws=(49, 50),
    au_cent=("smaller-call-binds",),
    when=_better_than_allowed,
    exception_to=call_rule,
    label="more called after an under-call was allowed",
)
def better_than_an_under_call(state: DealState, who: int, event: Call) -> DealState:
    """In au cent an elder who under-called is held to his call: nothing better is reckoned, even if his call was good against the cards (Laws 49, 50 otherwise)."""
    first = state.dialogue(event.claim.category).resolved
    return _refused(
        state,
        who,
        act=f"{state.setup.label(who)} calls {event.claim} after {first} was allowed good",
        reason=f"in au cent an under-call binds: having called {first}, he reckons nothing superior to it, "
        "even though his call was good against the cards",
        clause="smaller-call-binds",
        displaced=(49, 50),
    )


def _after_the_lead(state: DealState, who: int, event: Call) -> bool:
    return state.setup.au_cent and who == ELDER and state.first_lead_made and not state.younger_has_played


@rule(
    "call",
    laws=(56,),
    cases=("IV",),
    au_cent=("nothing-omitted-after-play",),
    when=_after_the_lead,
    exception_to=call_rule,
    label="a call made after the elder has led",
)
def call_after_the_lead(state: DealState, who: int, event: Call) -> DealState:
    """In au cent the elder reckons nothing omitted once he has led (Law 56 and Case IV allow it until the younger plays)."""
    return _refused(
        state,
        who,
        act=f"{state.setup.label(who)} calls {event.claim} after leading a card",
        reason="in au cent nothing omitted is reckoned once the elder has led a card",
        clause="nothing-omitted-after-play",
        displaced=(56,),
    )


def _withdraws_allowed_reply(state: DealState, who: int, event: Correct) -> bool:
    """The younger would withdraw a reply of good or equal to a correct call."""
    if not state.setup.au_cent or who != YOUNGER or event.correction is not Answer.NOT_GOOD:
        return False
    answered = [d for d in state.dialogues if d.answers and d.outcome in (Outcome.GOOD, Outcome.EQUAL)]
    return bool(answered) and all(d.founded for d in answered)


@rule(
    "correct",
    laws=(51,),
    au_cent=("younger-abides-by-answer",),
    when=_withdraws_allowed_reply,
    exception_to=correct_call,
    label="a reply allowing a correct call withdrawn",
)
def reply_allowed_withdrawn(state: DealState, who: int, event: Correct) -> DealState:
    """In au cent the younger who allowed a correct call good or equal abides by his answer (Law 51 lets him correct it in time)."""
    return _refused(
        state,
        who,
        act=f"{state.setup.label(who)} corrects his reply to 'not good'",
        reason="in au cent the younger hand who allowed a correct call good or equal must abide by his answer",
        clause="younger-abides-by-answer",
        displaced=(51,),
    )


# -- dealing ------------------------------------------------------------------------------


def _by_threes(state: DealState) -> bool:
    return state.setup.au_cent and state.setup.deal_by == 3


@rule(
    "deal",
    laws=(9,),
    au_cent=("deal-by-twos",),
    when=_by_threes,
    exception_to=mode_changed,
    label="a deal of au cent dealt by threes",
)
def dealt_by_threes(state: DealState) -> DealState:
    """In au cent the cards are dealt by twos, never by threes (Law 9 lets the dealer choose).

    The clause sets no penalty; as Law 9 does for a change of mode, the deal
    stands, and the dealer deals by twos from his next deal.
    """
    return rule_on(
        state,
        act=f"{state.setup.dealer} deals by threes",
        decision="in au cent the cards are dealt two at a time; no penalty is set, so the deal stands, "
        f"and {state.setup.dealer} deals by twos from his next deal",
        laws=(),
        au_cent=("deal-by-twos",),
        displaced=(9,),
        offender=YOUNGER,
        event=None,
    )


def _dealer_took_up(state: DealState) -> bool:
    """Whether the dealer (the younger hand) has taken up his hand: any act of his on it."""
    label = state.setup.younger
    return any(e.player == label and e.verb in ("lift", "discard", "exchange", "take", "announce", "show") for e in state.log)


def _out_of_turn_claimed(state: DealState, who: int, event: PenaltyClaim) -> bool:
    return state.setup.au_cent and event.what == "deal out of turn" and state.setup.out_of_turn


@rule(
    "claim",
    laws=(16,),
    au_cent=("deal-out-of-turn",),
    when=_out_of_turn_claimed,
    exception_to=claim_deal_out_of_turn,
    label="a deal out of turn found in au cent",
)
def out_of_turn_found(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """In au cent a deal out of turn is void if found before the dealer took up his hand; later there is no remedy.

    Law 16 looks to either player's cards and gives the elder of a deal out
    of turn two deals; au cent looks to the dealer's hand, and the deal then
    simply passes in turn.
    """
    label = state.setup.label
    if not _dealer_took_up(state):
        state = rule_on(
            state,
            act=f"{label(who)} finds that {state.setup.dealer} dealt out of turn, before the dealer took up his hand",
            decision=f"the deal is void; {state.setup.elder}, whose deal it was, deals",
            laws=(),
            au_cent=("deal-out-of-turn",),
            displaced=(16,),
            offender=YOUNGER,
        )
        state = void_deal(state, "dealt out of turn", (16,), next_dealer=state.setup.elder)
        assert state.void is not None
        return state.evolve(void=attrs.evolve(state.void, citations=(au_cent_clause("deal-out-of-turn"),)))
    return rule_on(
        state,
        act=f"{label(who)} finds that {state.setup.dealer} dealt out of turn, after the dealer took up his hand",
        decision="there is no remedy: the deal stands, and the deal passes in turn (no double deal)",
        laws=(),
        au_cent=("deal-out-of-turn",),
        displaced=(16,),
        offender=YOUNGER,
    ).evolve(out_of_turn_found=True)


def _wrong_pack_claimed(state: DealState, who: int, event: PenaltyClaim) -> bool:
    return state.setup.au_cent and event.what == "wrong pack"


@rule(
    "claim",
    laws=(15,),
    au_cent=("wrong-pack",),
    when=_wrong_pack_claimed,
    exception_to=claim_wrong_pack,
    label="the wrong pack found in au cent",
)
def wrong_pack_found(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """In au cent the wrong pack found once the deal is complete leaves the deal good (Law 15 looks to the cards taken up).

    A record gives a deal once it is dealt, so any claim it holds comes
    after the deal was completed.
    """
    return rule_on(
        state,
        act=f"{state.setup.label(who)} finds that {state.setup.dealer} dealt with the wrong pack, after the deal was completed",
        decision="the deal was completed before the error was found: it holds good",
        laws=(),
        au_cent=("wrong-pack",),
        displaced=(15,),
        offender=YOUNGER,
    )


# -- discarding and taking in ---------------------------------------------------------------


def _younger_in_au_cent(state: DealState, who: int) -> bool:
    return state.setup.au_cent and who == YOUNGER and state.dealt_count(YOUNGER) == 12


@rule(
    "limits",
    laws=(22, 34),
    au_cent=("younger-need-not-discard",),
    when=_younger_in_au_cent,
    exception_to=younger_limits,
    label="the younger hand's exchange in au cent",
)
def younger_need_not_discard(state: DealState, who: int) -> Limits:
    """In au cent the younger need not discard: he may keep the twelve he was dealt (Law 22 obliges him to exchange one)."""
    return Limits(0, len(state.stock), 0, (22, 34))


def _adversarys_mixed(state: DealState, who: int, event: Mix) -> bool:
    if not state.setup.au_cent or event.into != "hand" or state.phase is not Phase.EXCHANGE:
        return False
    from_stock = event.cards.bits & _stock_mask(state)
    return bool(from_stock) and _stock_cards_are_adversarys(state, who, from_stock)


@rule(
    "mix",
    laws=(27, 28, 29),
    au_cent=("elder-mixes-stock-cards", "younger-takes-top-cards"),
    stages=(Phase.EXCHANGE,),
    when=_adversarys_mixed,
    exception_to=mix_with_hand,
    label="the adversary's stock cards mixed with a hand in au cent",
)
def adversarys_stock_cards_mixed(state: DealState, who: int, event: Mix) -> DealState:
    """In au cent a player who mixes the adversary's cards of the stock with his hand loses the game.

    The elder: any of the three lowest cards, or a card he ought to have left
    (:au-cent:`elder-mixes-stock-cards`, in place of Law 28).  The younger:
    any of the five top cards the elder has not declared he leaves
    (:au-cent:`younger-takes-top-cards`, in place of Laws 27 and 29).
    """
    from_stock = event.cards.bits & _stock_mask(state)
    label = state.setup.label(who)
    displaced: tuple[int, ...]
    if who == ELDER:
        clause, displaced = "elder-mixes-stock-cards", (28,)
        what = "the younger hand's cards of the stock" if state.taken[ELDER] is None else "cards he ought to have left"
    else:
        clause, displaced = "younger-takes-top-cards", (27, 29)
        what = "the elder hand's cards of the stock"
    state = rule_on(
        state,
        act=f"{label} mixes {names(from_stock)}, {what}, with his hand",
        decision=f"{label} loses the game; the deal ends here, and the next game begins with the next deal",
        laws=(),
        au_cent=(clause,),
        displaced=displaced,
        offender=who,
        injured=1 - who,
        penalty="loses the game",
    )
    return lose_the_game(state, who, clause)


def lose_the_game(state: DealState, loser: int, clause: str) -> DealState:
    """End the deal with ``loser`` having lost the game (au cent): nothing of the deal is scored, and the deal passes in turn."""
    void = Void(
        f"{state.setup.label(loser)} lost the game",
        state.setup.elder,
        (au_cent_clause(clause),),
        counts_in_partie=True,
    )
    return state.evolve(phase=Phase.VOID, void=void, elections=(), game_lost_by=loser)


# -- an elder hand who stands a wrong deal -------------------------------------------------


def _elder_dealt(count: int, stock: int) -> Callable[[DealState, int], bool]:
    def holds(state: DealState, who: int) -> bool:
        return (
            state.setup.au_cent
            and who == ELDER
            and state.dealt_count(ELDER) == count
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
)
def elder_with_thirteen(state: DealState, who: int) -> Limits:
    """With thirteen the elder discards one more than he takes, need take none, and leaves the younger three (Laws 40, 41 otherwise)."""
    return Limits(0, len(state.setup.stock) - LEFT_FOR_YOUNGER, 1, (40, 41))


@rule(
    "limits",
    laws=(42,),
    au_cent=("elder-with-eleven",),
    when=_elder_dealt(11, 8),
    exception_to=elder_eleven,
    label="the elder stands with eleven in au cent",
)
def elder_with_eleven(state: DealState, who: int) -> Limits:
    """With eleven and eight in the stock the elder discards one less than he takes, and one at least: he takes two or more (Law 42 otherwise)."""
    return Limits(2, ELDER_SHARE, -1, (42,))


@rule(
    "limits",
    laws=(43,),
    au_cent=("stock-of-seven",),
    when=_elder_dealt(12, 7),
    exception_to=elder_short_stock,
    label="the elder stands with a stock of seven in au cent",
)
def elder_with_a_stock_of_seven(state: DealState, who: int) -> Limits:
    """With twelve and a stock of seven the elder discards as many as he takes and leaves the younger three (Law 43 otherwise)."""
    return Limits(1, len(state.setup.stock) - LEFT_FOR_YOUNGER, 0, (43,))


def _younger_thirteen(stock: int) -> Callable[[DealState, int], bool]:
    def holds(state: DealState, who: int) -> bool:
        return state.setup.au_cent and who == YOUNGER and state.dealt_count(YOUNGER) == 13 and len(state.setup.stock) == stock

    return holds


@rule(
    "limits",
    laws=(42,),
    au_cent=("elder-with-eleven",),
    when=_younger_thirteen(8),
    exception_to=younger_thirteen,
    label="the younger with thirteen, the elder having eleven, in au cent",
)
def younger_with_thirteen_after_eleven(state: DealState, who: int) -> Limits:
    """The younger with thirteen discards one more than he takes, but need take none (Law 42 otherwise)."""
    return Limits(0, len(state.stock), 1, (42,))


@rule(
    "limits",
    laws=(43,),
    au_cent=("stock-of-seven",),
    when=_younger_thirteen(7),
    exception_to=younger_thirteen,
    label="the younger with thirteen and a stock of seven, in au cent",
)
def younger_with_thirteen_and_seven(state: DealState, who: int) -> Limits:
    """The younger with thirteen, the stock holding seven, discards one more than he takes, but need take none (Law 43 otherwise)."""
    return Limits(0, len(state.stock), 1, (43,))


def _elder_wrong_number(state: DealState) -> bool:
    return state.setup.au_cent and state.dealt_count(ELDER) in (11, 13) and len(state.setup.stock) + state.dealt_count(ELDER) + state.dealt_count(YOUNGER) == 32


@rule(
    "deal",
    laws=(11,),
    au_cent=("wrong-number-of-cards",),
    when=_elder_wrong_number,
    exception_to=wrong_count,
    label="the elder dealt eleven or thirteen, in au cent",
)
def wrong_number_dealt(state: DealState) -> DealState:
    """An elder dealt eleven or thirteen may have a fresh deal, claiming it before he touches the stock (Law 11 otherwise).

    Standing, he discards and takes in under the au cent clauses for thirteen
    and for eleven (:au-cent:`elder-with-thirteen`, :au-cent:`elder-with-eleven`).
    """
    elder = state.dealt_count(ELDER)
    clause = "elder-with-thirteen" if elder == 13 else "elder-with-eleven"
    state = rule_on(
        state,
        act="one card dealt wrongly",
        decision=f"{state.setup.elder} may have a fresh deal, or stand the deal, until he touches the stock",
        laws=(),
        au_cent=("wrong-number-of-cards",),
        displaced=(11,),
        facts=(f"the elder hand was dealt {elder} cards (the dealer {state.dealt_count(YOUNGER)}, the stock {len(state.setup.stock)})",),
        event=None,
    )
    return offer_fresh_deal_or_stand(state, f"the exchange follows the au cent clause {clause}", (11,))


# -- carte blanche -------------------------------------------------------------------------


def _younger_after_elder_took_in(state: DealState, who: int, event: AnnounceCarteBlanche) -> bool:
    return state.setup.au_cent and who == YOUNGER and state.taken[ELDER] is not None and not state.first_lead_made


@rule(
    "announce carte blanche",
    laws=(18, 20),
    au_cent=("carte-blanche-of-younger",),
    when=_younger_after_elder_took_in,
    exception_to=announce_after_adversary_took_in,
    label="the younger tells of his carte blanche once the elder has taken in, in au cent",
)
def younger_tells_carte_blanche_after_the_elder_took_in(state: DealState, who: int, event: AnnounceCarteBlanche) -> DealState:
    """In au cent the younger need not tell of a carte blanche until the elder has discarded and touched the stock.

    Under the Laws of Piquet he tells at once (Law 20), and telling only now
    is a matter of etiquette (Case VI); in au cent it is his right.
    """
    state = announce_carte_blanche(state, who, event)
    return rule_on(
        state,
        act=f"{state.setup.label(who)} tells of a carte blanche after {state.setup.elder} has discarded and taken in",
        decision="in time: in au cent the younger hand need not declare his carte blanche until the elder has discarded "
        "and touched the stock; it counts",
        laws=(),
        au_cent=("carte-blanche-of-younger",),
        displaced=(20,),
    )


# -- a quatorze or trio called and not held --------------------------------------------------


def _unheld_sets(state: DealState) -> list[HandScore]:
    return [s for s in state.hand_scores if not s.founded and s.category is Category.SET]


def _unheld_set_allowed(state: DealState) -> bool:
    return state.setup.au_cent and bool(_unheld_sets(state))


@rule(
    "first trick", cases=("II",),
    laws=(44, 46, 52, 54, 56),
    au_cent=("unheld-quatorze-or-trio",),
    when=_unheld_set_allowed,
    exception_to=first_trick,
    label="a quatorze or trio not held, allowed good and played on, in au cent",
)
def unheld_quatorze_or_trio_played_on(state: DealState) -> DealState:
    """In au cent a player who called a quatorze or trio he does not hold, had it allowed and played a card
    without correcting it, reckons nothing that deal (in place of Laws 52 and 54 for quatorzes and trios).

    The clause takes everything from him and says nothing of his adversary
    reckoning what the call would have barred (Law 54's remedy), so the
    adversary reckons only what he has made good.  Whatever else the first
    trick settles is settled as under the Laws of Piquet.
    """
    unheld = _unheld_sets(state)
    for offender in sorted({s.player for s in unheld}):
        label = state.setup.label
        what = ", ".join(s.description for s in unheld if s.player == offender)
        state = rule_on(
            state,
            act=f"{label(offender)} called {what}, which he did not hold; it was allowed good, and he played on without correcting it",
            decision=f"{label(offender)} reckons nothing this deal",
            laws=(44,),
            au_cent=("unheld-quatorze-or-trio",),
            displaced=(52, 54),
            offender=offender,
            injured=1 - offender,
            penalty="reckons nothing this deal (the adversary may decline to enforce it, Law 44)",
        )
        state = impose_penalty(state, offender, (54,))
    state = state.evolve(hand_scores=tuple(s for s in state.hand_scores if s not in unheld))
    after: DealState = first_trick(state)
    return after


def _set_corrected_late(state: DealState, who: int, event: Correct) -> bool:
    correction = event.correction
    return (
        state.setup.au_cent
        and who == ELDER
        and state.first_lead_made
        and not isinstance(correction, Answer)
        and correction.category is Category.SET
        and any(s.player == ELDER for s in _unheld_sets(state))
    )


@rule(
    "correct",
    laws=(52,),
    au_cent=("unheld-quatorze-or-trio",),
    when=_set_corrected_late,
    exception_to=correct_call,
    label="a quatorze or trio not held, corrected after the elder has led, in au cent",
)
def unheld_set_corrected_after_the_lead(state: DealState, who: int, event: Correct) -> DealState:
    """In au cent the miscall of a quatorze or trio is corrected before the elder plays a card (Law 52 allows it until the younger plays)."""
    return _refused(
        state,
        who,
        act=f"{state.setup.label(who)} corrects his call to {event.correction} after leading a card",
        reason="in au cent a quatorze or trio called and not held must be corrected before he plays a card; "
        "having played, he reckons nothing this deal",
        clause="unheld-quatorze-or-trio",
        displaced=(52,),
    )


# -- the cut for deal ------------------------------------------------------------------------


def _cut_ruling(state: CutForDeal, who: int | None, *, act: str, decision: str, clause: str, displaced: tuple[int, ...]) -> CutForDeal:
    at = len(state.log)
    ruling = Ruling(
        event=at,
        act=act,
        decision=decision,
        findings=(),
        offender=None if who is None else state.label(who),
        citations=(au_cent_clause(clause),),
        displaced=displaced_by((clause,), displaced),
    )
    return attrs.evolve(state, rulings=state.rulings + (ruling,))


def _au_cent_cut(state: CutForDeal, who: int, event: DealCut) -> bool:
    return state.variant.au_cent and state.winner is None and state.dealer is None and state.cards[who] is None


def _settle_lower(state: CutForDeal, who: int, event: DealCut) -> CutForDeal:
    first, second = state.cards
    if first is None or second is None:
        return state
    if first.rank == second.rank:
        return ranks_equal(state, who, event)
    return attrs.evolve(state, dealer=0 if first.rank < second.rank else 1)


@rule(
    "cut for deal",
    laws=(4,),
    au_cent=("cut",),
    when=lambda s, w, e: _au_cent_cut(s, w, e) and not e.exposed - {e.card},
    exception_to=cut_a_card,
    label="a card cut for deal in au cent",
)
def lower_card_deals(state: CutForDeal, who: int, event: DealCut) -> CutForDeal:
    """In au cent the player who cuts the lower card deals; there is no choice of deal (Law 4 gives it to the higher card)."""
    cards = (event.card, state.cards[1]) if who == 0 else (state.cards[0], event.card)
    return _settle_lower(attrs.evolve(state, cards=cards), who, event)


@rule(
    "cut for deal",
    laws=(4, 5),
    au_cent=("cut",),
    when=lambda s, w, e: _au_cent_cut(s, w, e) and bool(e.exposed - {e.card}),
    exception_to=several_cards_shown,
    label="more than one card shown in cutting for deal, in au cent",
)
def several_cards_shown_lowest_taken(state: CutForDeal, who: int, event: DealCut) -> CutForDeal:
    """In au cent the adversary of a player who shows several cards may treat the lowest as his cut (Law 5: he cuts again).

    A record holds no act for the adversary's option; as the lowest card is
    the one that makes the offender deal, the option is taken as exercised.
    """
    lowest = min({event.card, *event.exposed}, key=lambda c: (c.rank, c.suit))
    state = _cut_ruling(
        state,
        who,
        act=f"{state.label(who)} shows {len({event.card, *event.exposed})} cards in cutting for deal",
        decision=f"{state.label(1 - who)} may treat the lowest card shown, {lowest.code}, as the card cut, and it is so taken",
        clause="cut",
        displaced=(5,),
    )
    cards = (lowest, state.cards[1]) if who == 0 else (state.cards[0], lowest)
    return _settle_lower(attrs.evolve(state, cards=cards), who, event)


@rule(
    "choose",
    laws=(4,),
    au_cent=("cut",),
    when=lambda s, w, e: s.variant.au_cent,
    exception_to=choice_not_the_winners,
    label="a choice of deal in au cent",
)
def no_choice_of_deal(state: CutForDeal, who: int, event: Choose) -> CutForDeal:
    """In au cent the lower card deals, so nobody chooses whether to deal (Law 4 gives the higher card the choice)."""
    return _cut_ruling(
        state,
        who,
        act=f"{state.label(who)} chooses {'to deal' if event.what == 'deal' else 'to be elder hand'}",
        decision="of no effect: in au cent the player who cuts the lower card deals, and there is no choice of deal",
        clause="cut",
        displaced=(4,),
    )


@rule(
    "choose cards",
    laws=(4,),
    au_cent=("no-choice-of-cards",),
    when=lambda s, w, e: s.variant.au_cent,
    exception_to=cards_chosen_by_the_wrong_player,
    label="a choice of cards in au cent",
)
def no_choice_of_cards(state: CutForDeal, who: int, event: Choose) -> CutForDeal:
    """In au cent neither player has a choice of cards on beginning a fresh partie (Law 4 gives it to the dealer)."""
    return _cut_ruling(
        state,
        who,
        act=f"{state.label(who)} chooses the cards",
        decision="of no effect: in au cent there is no choice of cards on beginning a partie",
        clause="no-choice-of-cards",
        displaced=(4,),
    )


# -- the cards the younger hand leaves ----------------------------------------------------------


def _declined_and_seen(state: DealState, who: int, event: LookAtLeft) -> bool:
    """The younger left cards and let the time to see them pass (he has played a card without looking)."""
    return (
        state.setup.au_cent
        and state.taken[YOUNGER] is not None
        and bool(state.stock)
        and state.younger_has_played
        and not state.looked_at_left[YOUNGER]
    )


@rule(
    "look left",
    laws=(36,),
    au_cent=("looking-at-cards-left",),
    when=_declined_and_seen,
    exception_to=look_at_left,
    label="cards the younger declined to see looked at, in au cent",
)
def cards_left_seen_after_the_younger_declined(state: DealState, who: int, event: LookAtLeft) -> DealState:
    """In au cent, cards the younger left and declined to see, looked at by either player, are exposed,
    and the offender's adversary may call a suit from him the next time he has to lead (Law 36 sets no penalty).

    The right is the adversary's to use with a ``demand`` act before that
    lead (:mod:`piquet.rules.suit_called` enforces the suit called).
    """
    label = state.setup.label
    state = state.evolve(looked_at_left=(True, True), suit_call_from=who)
    return rule_on(
        state,
        act=f"{label(who)} looks at the cards {state.setup.younger} left, which he had declined to see",
        decision=f"the cards left are turned face up; {label(1 - who)} may call a suit from {label(who)} "
        "the next time he has to lead",
        laws=(),
        au_cent=("looking-at-cards-left",),
        displaced=(36,),
        offender=who,
        injured=1 - who,
        penalty="the cards are exposed, and a suit may be called from him when next he leads",
        options=(Option(f"call a suit from {label(who)} when next he has to lead", label(1 - who)),),
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
    return state.setup.au_cent and state.taken[who] is not None and bool(event.cards.bits & state.discards[who])


@rule(
    "retake", cases=("XXI",),
    laws=(24, 25, 58),
    au_cent=("touching-the-stock",),
    when=_retaken_after_touching,
    exception_to=retake_from_discard,
    label="a discard altered after touching the stock, in au cent",
)
def discard_altered_after_touching_the_stock(state: DealState, who: int, event: Retake) -> DealState:
    """In au cent a player who has touched the stock cannot alter his discard (Law 24 fixes it once a card is taken up).

    A record cannot tell touching the stock from taking a card of it, so the
    moment is the same; what follows a card taken back is Law 25's, which au
    cent leaves in force.
    """
    after: DealState = retake_from_discard(state, who, event)
    return _restated(state, after, "touching-the-stock", (24,))
