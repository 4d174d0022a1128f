"""Case records XVII to XXI (see tools/make_cases.py): a card of the other pack, thirteen cards in the play, carte blanche after taking in.

The hands are constructed.  A card of the other pack is never a card of the
deal (all 32 are dealt), so a record names it only in the ``surplus`` act,
and the other acts are of the real cards: a stray card put out with four
real ones is written as a discard of four.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from piquet.referee.simulate import NoRegularAct, random_step

from .common import Json, Table, case_record

#: B deals, A is elder.  The real nine of hearts lies at the bottom of the stock, in B's share.
HANDS = {"A": "AS KS QS JS TS AH KH 8H 7H 8C 7C 7D", "B": "9S 8S 7S QH JH TH AC KC QC JC AD KD"}
STOCK = "TC 9C 9D 8D QD JD TD 9H"
#: A has a carte blanche (no king, queen or knave); B the court cards.
BLANCHE = {"A": "AS TS 9S 8S AH TH 9H AC TC 9C AD TD", "B": "7S KS QS JS 8H 7H KH QH JH KC QC JC"}
BLANCHE_STOCK = "8C 7C KD QD JD 9D 8D 7D"
#: The same, with A's ace of diamonds and B's king of clubs exchanged: no carte blanche.
NO_BLANCHE = {"A": "AS TS 9S 8S AH TH 9H AC TC 9C KC TD", "B": "7S KS QS JS 8H 7H KH QH JH AD QC JC"}

SEE_XVII = (
    "Constructed hands: B deals, A is elder. A was dealt twelve cards of the deal and, unnoticed, a nine of hearts of the other "
    "pack; the deal's own nine of hearts is at the bottom of the stock."
)
SEE_BLANCHE = (
    "Constructed hands: B deals, A is elder and holds a carte blanche, aces, tens and lower cards with no king, queen or knave; "
    "B holds every court card but the diamonds, which lie in the stock."
)


def _found(holder: str, card: str, place: str) -> Json:
    return {"player": "B", "surplus": {"holder": holder, "card": card, "in": place}}


def _play_until(table: Table, seed: str, tricks: int) -> Table:
    """Play on with the simulator until ``tricks`` tricks are turned (the deal not yet over)."""
    rng = random.Random(seed)
    while len(table.state.tricks) < tricks and not table.state.finished:
        event, table.state = random_step(table.state, rng)
        table.events.append(event.to_json())
    return table


# -- Case XVII ----------------------------------------------------------------------------


def case_xvii() -> Json:
    table = Table(HANDS, STOCK)
    table.act({"player": "A", "discard": "8H 7H 8C 7C"}, {"player": "A", "take": 5},
              _found("A", "9H", "discard"), {"player": "A", "claim": "incorrect pack"}).finish("case-XVII")
    return case_record(
        "XVII",
        "A, the elder, had a card too many and did not notice it. He put out five cards and took in five; then a nine of hearts "
        "belonging to the pack not in use turned up among the cards he had put out, and A asked for the deal to be void as dealt "
        "from a redundant pack (Law 75). Counted in the cards of the deal, A put out four and took in five, so he plays with "
        "thirteen.",
        SEE_XVII,
        [table.deal()],
    )


def case_xvii_took_in_four() -> Json:
    table = Table(HANDS, STOCK)
    table.act({"player": "A", "discard": "8H 7H 8C 7C"}, {"player": "A", "take": 4},
              _found("A", "9H", "discard"), {"player": "A", "claim": "incorrect pack"}).finish("case-XVII-he-took-in-four")
    return case_record(
        "XVII",
        "As in Case XVII, but A took in only four cards after putting out the stray card with four of his own, so he holds twelve "
        "cards of the deal when the stray card turns up in his discard.",
        SEE_XVII,
        [table.deal()],
        variation="A took in four cards, as many as he put out of the deal's own, not five",
    )


def case_xvii_no_stray_card() -> Json:
    table = Table(HANDS, STOCK)
    table.act({"player": "A", "discard": "8H 7H 8C 7C"}, {"player": "A", "take": 5},
              {"player": "A", "claim": "incorrect pack"}).finish("case-XVII-no-card-of-another-pack")
    return case_record(
        "XVII",
        "As in Case XVII, A put out four and took in five, but no card of the other pack is found: A asks for a fresh deal under "
        "Law 75 all the same.",
        "Constructed hands: B deals, A is elder; the pack is the deal's own 32 cards.",
        [table.deal()],
        variation="no card of the other pack is found",
    )


# -- Case XVIII ---------------------------------------------------------------------------


def case_xviii() -> Json:
    table = Table(HANDS, STOCK)
    table.act({"player": "A", "exchange": "8H 7H 8C 7C 7D"}, {"player": "B", "exchange": "9S 8S 7S"},
              _found("A", "9H", "hand"), {"player": "A", "claim": "incorrect pack"}).finish("case-XVIII")
    return case_record(
        "XVIII",
        "As in Case XVII, A held a nine of hearts of the other pack besides his twelve, but kept it in his hand: he put out five "
        "cards of the deal and took in five. The stray card is found in his hand before he has played it or called anything with "
        "it, and A asks for a fresh deal under Law 75.",
        SEE_XVII,
        [table.deal()],
    )


def case_xviii_played() -> Json:
    table = Table(HANDS, STOCK)
    table.act({"player": "A", "exchange": "8H 7H 8C 7C 7D"}, {"player": "B", "exchange": "9S 8S 7S"}, {"declare": "all"})
    _play_until(table, "case-XVIII-played-before-it-was-found", 4)
    table.act(_found("A", "9H", "played")).finish("case-XVIII-played-before-it-was-found/over")
    return case_record(
        "XVIII",
        "As in Case XVIII, but A had played the nine of hearts of the other pack before it was found, four tricks into the play. "
        "The record's plays are the cards of the deal; the trick the stray card fell in cannot be written in them.",
        SEE_XVII,
        [table.deal()],
        variation="the stray card was played before it was found",
    )


def case_xviii_call_rested_on_it() -> Json:
    table = Table(HANDS, STOCK)
    table.act(
        {"player": "A", "exchange": "QS 8H 7H 8C 7C"},
        {"player": "B", "exchange": "9S 8S 7S"},
        {"player": "A", "call": {"point": 5, "value": 51}},
        {"player": "B", "reply": "good"},
        {"player": "A", "call": {"sequence": 5}},
        {"player": "B", "reply": "good"},
        {"player": "A", "play": "AS"},
        _found("A", "QS", "hand"),
    ).finish("case-XVIII-a-call-rested-on-it")
    return case_record(
        "XVIII",
        "As in Case XVIII, but the stray card is a queen of spades, and A put out the deal's own queen of spades and kept the "
        "stray one. With it he called five spades making fifty-one and a quint major, both allowed good, and led the ace of spades "
        "before the stray card was found in his hand.",
        "Constructed hands: B deals, A is elder. A was dealt the deal's queen of spades and, unnoticed, a queen of spades of the "
        "other pack; he discarded the first and kept the second, so his point and quint could be made from his hand and discard "
        "together.",
        [table.deal()],
        variation="A scored a point and a quint that rested on the stray card, and led, before it was found",
    )


# -- Case XIX -----------------------------------------------------------------------------


def _twelfth_won_by(table: Table, seed: str, winner: int) -> Table:
    """Finish with the first seed (``seed``, ``seed/1``, ...) that has ``winner`` win the twelfth trick."""
    start_state, start_events = table.state, list(table.events)
    for n in range(200):
        table.state, table.events = start_state, list(start_events)
        try:
            table.finish(seed if n == 0 else f"{seed}/{n}")
        except NoRegularAct:  # the simulator leads the thirteenth card, which nothing answers: try the next seed
            continue
        if len(table.state.tricks) >= 12 and table.state.tricks[11].winner == winner:
            return table
    raise AssertionError(f"no seed of {seed} has the twelfth trick won as wanted")


def case_xix() -> Json:
    table = Table(HANDS, STOCK)
    table.act({"player": "A", "discard": "8H 7H 8C 7C"}, {"player": "A", "take": 5})
    _twelfth_won_by(table, "case-XIX", 1).act({"player": "A", "claim": "score"})
    return case_record(
        "XIX",
        "A played the hand with thirteen cards (he took in five after putting out four) and B with twelve. B took the twelfth "
        "trick and counted two for it. A objected that with his thirteenth card still in hand the twelfth trick was not the "
        "last, and that his extra card, though it scores nothing, bars his adversary.",
        "Constructed hands: B deals, A is elder; the play after the exchange is the simulator's, chosen so that B takes the "
        "twelfth trick.",
        [table.deal()],
    )


def case_xix_both_twelve() -> Json:
    table = Table(HANDS, STOCK)
    table.act({"player": "A", "exchange": "8H 7H 8C 7C 7D"})
    _twelfth_won_by(table, "case-XIX-both-hold-twelve", 1).act({"player": "A", "claim": "score"})
    return case_record(
        "XIX",
        "As in Case XIX, but A took in as many as he put out and both play with twelve cards; B takes the twelfth trick and "
        "counts two, and A disputes the score.",
        "Constructed hands: B deals, A is elder; the play is the simulator's, chosen so that B takes the twelfth trick.",
        [table.deal()],
        variation="both players hold twelve cards",
    )


def case_xix_a_wins_twelfth() -> Json:
    table = Table(HANDS, STOCK)
    table.act({"player": "A", "discard": "8H 7H 8C 7C"}, {"player": "A", "take": 5})
    _twelfth_won_by(table, "case-XIX-a-wins-the-twelfth-trick", 0).act({"player": "B", "claim": "score"})
    return case_record(
        "XIX",
        "As in Case XIX, A plays with thirteen cards and B with twelve, but A takes the twelfth trick; B disputes the score.",
        "Constructed hands: B deals, A is elder; the play is the simulator's, chosen so that A takes the twelfth trick.",
        [table.deal()],
        variation="A, who holds thirteen, takes the twelfth trick",
    )


# -- Case XX ------------------------------------------------------------------------------


def case_xx() -> Json:
    table = Table(BLANCHE, BLANCHE_STOCK)
    table.act({"player": "A", "announce": "carte blanche"}, {"player": "A", "discard": "9S 8S 9H 9C TD"}, {"player": "A", "take": 5},
              {"player": "A", "show": "carte blanche"}).finish("case-XX")
    return case_record(
        "XX",
        "A, the elder, holding a carte blanche, told B to discard for it. While B was still choosing his discard, A laid his own "
        "five cards face down and took up his five cards of the stock, keeping them apart from his hand; then he showed the "
        "carte blanche.",
        SEE_BLANCHE,
        [table.deal()],
    )


def case_xx_mixed() -> Json:
    table = Table(BLANCHE, BLANCHE_STOCK)
    table.act({"player": "A", "announce": "carte blanche"}, {"player": "A", "discard": "9S 8S 9H 9C TD"},
              {"player": "A", "mix": "8C 7C KD QD JD", "with": "hand"}, {"player": "A", "take": 0},
              {"player": "A", "show": "carte blanche"}, {"player": "B", "exchange": "7S 8H 7H"}).finish("case-XX-stock-mixed-with-his-hand")
    return case_record(
        "XX",
        "As in Case XX, but A mixed the five cards of the stock he took up with his hand before he tried to show the carte "
        "blanche.",
        SEE_BLANCHE,
        [table.deal()],
        variation="A mixed the stock cards with his hand",
    )


def case_xx_before_taking_in() -> Json:
    table = Table(BLANCHE, BLANCHE_STOCK)
    table.act({"player": "A", "announce": "carte blanche"}, {"player": "A", "discard": "9S 8S 9H 9C TD"},
              {"player": "A", "show": "carte blanche"}, {"player": "A", "take": 5}).finish("case-XX-shown-before-taking-in")
    return case_record(
        "XX",
        "As in Case XX, but A showed the carte blanche after laying out his discard and before taking up any card of the stock.",
        SEE_BLANCHE,
        [table.deal()],
        variation="A showed the carte blanche before taking up a card of the stock",
    )


# -- Case XXI -----------------------------------------------------------------------------


def case_xxi() -> Json:
    table = Table(BLANCHE, BLANCHE_STOCK)
    table.act({"player": "A", "announce": "carte blanche"}, {"player": "A", "discard": "9S 8S 9H 9C TD"}, {"player": "A", "take": 5},
              {"player": "A", "retake": "9S 8S 9H 9C TD"}, {"player": "A", "show": "carte blanche"},
              {"player": "B", "claim": "penalty"}).finish("case-XXI")
    return case_record(
        "XXI",
        "Continuing Case XX: B, seeing A take up his stock cards, reminded him that the carte blanche had not been shown. A "
        "agreed, let the stock cards be, took his discard back among his cards and was going to show the carte blanche when B "
        "objected that, having taken up a stock card and then his discard, A holds seventeen cards and reckons nothing this "
        "deal.",
        SEE_BLANCHE + " The five stock cards A took up are written as taken in: he never gave them back.",
        [table.deal()],
    )


def case_xxi_no_stock_card() -> Json:
    table = Table(BLANCHE, BLANCHE_STOCK)
    table.act({"player": "A", "announce": "carte blanche"}, {"player": "A", "discard": "9S 8S 9H 9C TD"},
              {"player": "A", "retake": "9S 8S 9H 9C TD"}, {"player": "A", "show": "carte blanche"},
              {"player": "B", "claim": "penalty"}, {"player": "A", "exchange": "9S 8S 9H 9C TD"}).finish("case-XXI-he-took-up-no-stock-card")
    return case_record(
        "XXI",
        "As in Case XXI, but B spoke before A had taken up any card of the stock: A took his discard back, showed the carte "
        "blanche, and B claimed a penalty all the same. A then discarded and took in.",
        SEE_BLANCHE,
        [table.deal()],
        variation="A took up no card of the stock before taking back his discard",
    )


def case_xxi_no_carte_blanche() -> Json:
    table = Table(NO_BLANCHE, BLANCHE_STOCK)
    table.act({"player": "A", "discard": "9S 8S 9H 9C TD"}, {"player": "A", "take": 5},
              {"player": "A", "retake": "9S 8S 9H 9C TD"}, {"player": "B", "claim": "penalty"}).finish("case-XXI-no-carte-blanche")
    return case_record(
        "XXI",
        "As in Case XXI, A took up his stock cards and then his discard, but his hand held the king of clubs: he had no carte "
        "blanche to show, and B claims that A reckons nothing.",
        "Constructed hands as in Case XX, with A's ace of diamonds and B's king of clubs exchanged, so that A has no carte blanche.",
        [table.deal()],
        variation="A's hand is not a carte blanche",
    )


#: record name (``case-IV``, ``case-IV-a-point-without-the-ace``) -> builder of the whole record
RECORDS: dict[str, Callable[[], Json]] = {
    "case-XVII": case_xvii,
    "case-XVII-he-took-in-four": case_xvii_took_in_four,
    "case-XVII-no-card-of-another-pack": case_xvii_no_stray_card,
    "case-XVIII": case_xviii,
    "case-XVIII-played-before-it-was-found": case_xviii_played,
    "case-XVIII-a-call-rested-on-it": case_xviii_call_rested_on_it,
    "case-XIX": case_xix,
    "case-XIX-both-hold-twelve": case_xix_both_twelve,
    "case-XIX-a-wins-the-twelfth-trick": case_xix_a_wins_twelfth,
    "case-XX": case_xx,
    "case-XX-stock-mixed-with-his-hand": case_xx_mixed,
    "case-XX-shown-before-taking-in": case_xx_before_taking_in,
    "case-XXI": case_xxi,
    "case-XXI-he-took-up-no-stock-card": case_xxi_no_stock_card,
    "case-XXI-no-carte-blanche": case_xxi_no_carte_blanche,
}
