"""Case records (see tools/make_cases.py): Cases I to VIII and their variations.

Cases I to VIII give no hands, so each deal below is built to fit every fact
the Case states, and nothing more: the ``hands`` text of each record says
which cards were chosen and why.  B deals and A is elder throughout, as in
the Cases.  A variation changes one fact of its Case and is decided by the
laws, not by the Case.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .common import Json, Table, case_record

#: record name (``case-IV``, ``case-IV-a-point-without-the-ace``) -> builder of the whole record
RECORDS: dict[str, Callable[[], Json]] = {}


def _record(name: str) -> Callable[[Callable[[], Json]], Callable[[], Json]]:
    def register(build: Callable[[], Json]) -> Callable[[], Json]:
        RECORDS[name] = build
        return build

    return register


def _p(player: str, verb: str, value: Any, **more: Any) -> Json:
    return {"player": player, verb: value, **more}


# -- Case I: a point whose value the younger asked for --------------------------------------------------------

I_HANDS = {"A": "AC KC QC AS KS AH KH 7S 7H 7C 8C TD", "B": "QS JS TS 9S QH JH TH 9H QD JD 9D JC"}
I_STOCK = "TC AD KD 8S 8H 8D 7D 9C"
I_HANDS_TEXT = (
    "Constructed: the Case gives no cards.  After the exchange A holds four clubs to the ace making forty-one "
    "(ace, king, queen, ten), with a tierce major in them, and all four aces and four kings, so that without the point "
    "he still has thirty-one in hand; B holds five diamonds (queen, knave, nine, eight, seven), a point of more cards "
    "than A's, and nothing else that scores against A.  A's hand then shows whether B's barred point saves the repique."
)
I_EXCHANGES = [_p("A", "exchange", "7S 7H 7C 8C TD"), _p("B", "exchange", "TS TH JC")]
I_ASKED = [_p("A", "call", {"point": 4}), _p("B", "reply", "equal"), _p("A", "call", {"point": 4, "value": 41})]
I_REST = [
    _p("A", "call", {"sequence": 3, "to": "A"}),
    _p("B", "reply", "good"),
    _p("A", "call", {"set": "A", "count": 4}),
    _p("B", "reply", "good"),
    _p("A", "call", {"set": "K", "count": 4}),
]


@_record("case-I")
def case_i() -> Json:
    table = Table(I_HANDS, I_STOCK).act(*I_EXCHANGES, *I_ASKED, _p("B", "reply", "not good"), *I_REST).finish("case-I")
    return case_record(
        "I",
        "A called a point of four cards.  B, who held five in diamonds, answered 'equal', which asks what the point makes. "
        "A said forty-one.  B then answered that the point was not good, since his five cards beat any four, and A "
        "claimed the point on the ground that B's first answer had conceded equality.",
        I_HANDS_TEXT,
        [table.deal()],
    )


@_record("case-I-the-point-allowed-good-and-corrected")
def case_i_allowed_good() -> Json:
    table = Table(I_HANDS, I_STOCK).act(
        *I_EXCHANGES,
        _p("A", "call", {"point": 4}),
        _p("B", "reply", "good"),
        _p("B", "correct", "not good"),
        *I_REST,
        _p("A", "play", "AC"),
        _p("B", "reckon", {"point": 5, "value": 44}),
    ).finish("case-I-the-point-allowed-good-and-corrected")
    return case_record(
        "I",
        "A called a point of four cards.  B, holding five diamonds, first allowed it good instead of asking what it "
        "made, then put his answer right ('not good') before A made his next call.  After A led, B reckoned his five "
        "diamonds.",
        I_HANDS_TEXT,
        [table.deal()],
        variation="B allows the four cards good without asking what they make, and corrects his answer before A calls "
        "again: no question was asked, so nothing bars his point of five",
    )


@_record("case-I-corrected-after-the-next-call")
def case_i_too_late() -> Json:
    table = Table(I_HANDS, I_STOCK).act(
        *I_EXCHANGES,
        *I_ASKED,
        _p("B", "reply", "good"),
        _p("A", "call", {"sequence": 3, "to": "A"}),
        _p("B", "correct", "not good"),
        _p("B", "reply", "good"),
        *I_REST[2:],
    ).finish("case-I-corrected-after-the-next-call")
    return case_record(
        "I",
        "A called a point of four cards; B, holding five diamonds, answered 'equal', and A said forty-one.  B let the "
        "point pass as good, and only after A had gone on to call his tierce did B try to change his answer to 'not "
        "good'.",
        I_HANDS_TEXT,
        [table.deal()],
        variation="B notices his five-card point only after A has made his next call (the tierce), not as soon as A "
        "gives the value",
    )


# -- Case II: a trio allowed good that the caller did not hold ------------------------------------------------

II_HANDS = {"A": "AH KH QH JH AS KS QS KD QD JD 8D 7D", "B": "TS JS 9S 7S TH QC JC TC 9C 9D AC KC"}
II_STOCK = "9H AD 8C 7C 8S 7H 8H TD"
II_HANDS_TEXT = (
    "Constructed: the Case gives no cards.  A keeps the kings of spades and hearts and puts the king of diamonds out, so "
    "that three kings were possible from his hand and discard together (a call he could not have held would carry no "
    "penalty, Law 54); his five hearts and quart major are good, so they stand as correct calls.  B holds the four "
    "tens, which beat three kings, and no point or sequence as good as A's."
)
II_EXCHANGES = [_p("A", "exchange", "KD QD JD 8D 7D"), _p("B", "exchange", "9D AC KC")]
II_CALLS = [
    _p("A", "call", {"point": 5, "value": 50}),
    _p("B", "reply", "good"),
    _p("A", "call", {"sequence": 4, "to": "A"}),
    _p("B", "reply", "good"),
    _p("A", "call", {"set": "K", "count": 3}),
]


@_record("case-II")
def case_ii() -> Json:
    table = Table(II_HANDS, II_STOCK).act(
        *II_EXCHANGES,
        *II_CALLS,
        _p("B", "reply", "good"),
        _p("A", "play", "AH"),
        _p("B", "play", "TH"),
        _p("B", "claim", "unfounded call"),
    ).finish("case-II")
    return case_record(
        "II",
        "A called three kings and B let them pass as good.  It came out after the first trick that A held only two "
        "kings, the third being in his discard, and B claimed to count his four tens.",
        II_HANDS_TEXT,
        [table.deal()],
    )


@_record("case-II-the-kings-not-allowed")
def case_ii_not_allowed() -> Json:
    table = Table(II_HANDS, II_STOCK).act(
        *II_EXCHANGES,
        *II_CALLS,
        _p("B", "reply", "not good"),
        _p("A", "play", "AH"),
        _p("B", "reckon", {"set": "T", "count": 4}),
        _p("B", "play", "TH"),
    ).finish("case-II-the-kings-not-allowed")
    return case_record(
        "II",
        "A called three kings, holding two.  B at once answered 'not good' and, after A's lead, reckoned his four tens.",
        II_HANDS_TEXT,
        [table.deal()],
        variation="B refuses the three kings at once instead of allowing them: a miscall not allowed good costs the "
        "caller nothing (Law 54)",
    )


@_record("case-II-three-kings-held")
def case_ii_held() -> Json:
    table = Table(II_HANDS, II_STOCK).act(
        _p("A", "exchange", "QS QD JD 8D 7D"),
        II_EXCHANGES[1],
        *II_CALLS,
        _p("B", "reply", "good"),
        _p("A", "play", "AH"),
        _p("B", "reckon", {"set": "T", "count": 4}),
        _p("B", "play", "TH"),
    ).finish("case-II-three-kings-held")
    return case_record(
        "II",
        "A called three kings and held them, having kept the king of diamonds and put out the queen of spades instead. "
        "B allowed them good, and after A's lead tried to reckon his four tens.",
        II_HANDS_TEXT + "  Here A puts out the queen of spades and keeps the king of diamonds.",
        [table.deal()],
        variation="A keeps the king of diamonds and so holds the three kings he calls",
    )


# -- Case III: an offer of a fresh deal -----------------------------------------------------------------------

III_HANDS = {"A": "AS KS JS AH QH JH 8H JC 8C 7C 9D 8D", "B": "TS 7S TH 9H 7H KC QC TC AD QD JD TD"}
III_STOCK = "9S 8S KH 9C KD QS AC 7D"
III_HANDS_TEXT = (
    "The Case gives no cards and none of them matters to the ruling; the deal is the worked Example of the "
    "Description of the Game, B dealing."
)


@_record("case-III")
def case_iii() -> Json:
    table = Table(III_HANDS, III_STOCK).act(
        _p("A", "propose", "fresh deal"),
        _p("A", "exchange", "KS 8C 7C 9D 8D"),
        _p("B", "accept", "fresh deal"),
    ).finish("case-III")
    return case_record(
        "III",
        "A offered a fresh deal.  B said nothing until A had discarded and taken in, and then said he would take the "
        "fresh deal; A no longer wanted it, and B held the offer to be still open since he had never said no.",
        III_HANDS_TEXT,
        [table.deal()],
    )


@_record("case-III-accepted-before-the-discard")
def case_iii_accepted() -> Json:
    first = Table(III_HANDS, III_STOCK).act(_p("A", "propose", "fresh deal"), _p("B", "accept", "fresh deal"))
    return case_record(
        "III",
        "A offered a fresh deal and B accepted it at once, before A discarded.",
        III_HANDS_TEXT,
        [first.deal()],
        variation="B accepts the offer before A carries the game on by discarding",
    )


@_record("case-III-the-offer-refused-in-words")
def case_iii_refused() -> Json:
    table = Table(III_HANDS, III_STOCK).act(
        _p("A", "propose", "fresh deal"),
        _p("B", "elect", "refuse", option="case-iii"),
        _p("A", "exchange", "KS 8C 7C 9D 8D"),
        _p("B", "accept", "fresh deal"),
    ).finish("case-III-the-offer-refused-in-words")
    return case_record(
        "III",
        "A offered a fresh deal and B declined it outright.  A discarded and took in, and B then said he would take the "
        "fresh deal after all.",
        III_HANDS_TEXT,
        [table.deal()],
        variation="B refuses the offer in words at once instead of keeping silent",
    )


# -- Case IV: aces declared by implication ---------------------------------------------------------------------

IV_HANDS = {"A": "AS KS QS AH KH QH AD JC TC 9C 8H 7H", "B": "JS JH JD 8S TH 9H 9D KC QC 7S 8D 7D"}
IV_STOCK = "8C 7C TS QD KD AC 9S TD"
IV_HANDS_TEXT = (
    "Constructed: the Case gives no cards.  After the exchange A holds four spades to the ace making forty-one (ace, "
    "king, queen, ten), tierce majors in hearts and diamonds, and so three aces, which he never calls; B holds three "
    "knaves (spades, hearts, diamonds) and no point or sequence as good as A's.  Forty-one in four cards cannot be "
    "made without the ace, so the point shows it."
)
IV_EXCHANGES = [_p("A", "exchange", "JC TC 9C 8H 7H"), _p("B", "exchange", "7S 8D 7D")]
IV_TIERCES = [
    _p("A", "call", {"sequence": 3, "to": "A", "suit": "H"}),
    _p("B", "reply", "good"),
    _p("A", "call", {"sequence": 3, "to": "A", "suit": "D"}),
]


@_record("case-IV")
def case_iv() -> Json:
    table = Table(IV_HANDS, IV_STOCK).act(
        *IV_EXCHANGES,
        _p("A", "call", {"point": 4, "value": 41, "suit": "S"}),
        _p("B", "reply", "good"),
        *IV_TIERCES,
        _p("A", "play", "AS"),
        _p("B", "reckon", {"set": "J", "count": 3}),
        _p("B", "play", "8S"),
    ).finish("case-IV")
    return case_record(
        "IV",
        "A called four spades making forty-one, which must be headed by the ace, and tierce majors in hearts and "
        "diamonds, then led without a word about aces.  B tried to reckon three knaves, then played to the lead.",
        IV_HANDS_TEXT,
        [table.deal()],
    )


@_record("case-IV-the-point-called-by-its-cards-only")
def case_iv_count_only() -> Json:
    table = Table(IV_HANDS, IV_STOCK).act(
        *IV_EXCHANGES,
        _p("A", "call", {"point": 4}),
        _p("B", "reply", "good"),
        *IV_TIERCES,
        _p("A", "play", "AS"),
        _p("B", "reckon", {"set": "J", "count": 3}),
        _p("B", "play", "8S"),
    ).finish("case-IV-the-point-called-by-its-cards-only")
    return case_record(
        "IV",
        "A called a point of four cards without saying what it made or in which suit, and B allowed it; A called his "
        "two tierce majors, led, and said nothing of aces.  B reckoned three knaves and played.",
        IV_HANDS_TEXT,
        [table.deal()],
        variation="A calls his point by its number of cards only, so it does not show the ace of spades: only two "
        "aces are declared",
    )


@_record("case-IV-the-aces-called-after-the-lead")
def case_iv_aces_called() -> Json:
    table = Table(IV_HANDS, IV_STOCK).act(
        *IV_EXCHANGES,
        _p("A", "call", {"point": 4, "value": 41, "suit": "S"}),
        _p("B", "reply", "good"),
        *IV_TIERCES,
        _p("A", "play", "AS"),
        _p("A", "call", {"set": "A", "count": 3}),
        _p("B", "reply", "good"),
        _p("B", "play", "8S"),
    ).finish("case-IV-the-aces-called-after-the-lead")
    return case_record(
        "IV",
        "A called four spades making forty-one and two tierce majors and led; before B played to the lead, A called "
        "his three aces, and B allowed them.",
        IV_HANDS_TEXT,
        [table.deal()],
        variation="A calls the aces he omitted after leading but before B plays to the first trick",
    )


# -- Case V: a card left, declared after a carte blanche is shown ---------------------------------------------

V_HANDS = {"A": "AS TS 9S 8S 7S AH TH 9H 8H AD TD 9D", "B": "KS QS JS KH QH JH KD QD JD KC QC JC"}
V_STOCK = "7H 8D 7D AC TC 9C 8C 7C"
V_HANDS_TEXT = (
    "Constructed: the Case gives no cards.  A, elder, is dealt no king, queen or knave (a carte blanche); B holds "
    "every court card.  A takes four of his five cards, leaving one, so B may take four."
)


@_record("case-V")
def case_v() -> Json:
    table = Table(V_HANDS, V_STOCK).act(
        _p("A", "announce", "carte blanche"),
        _p("B", "discard", "KS QS JS"),
        _p("A", "show", "carte blanche"),
        _p("A", "leave", 1),
        _p("A", "exchange", "9D 8H 9H TH"),
        _p("B", "retake", "KS QS JS"),
        _p("B", "discard", "KD QD JD KC"),
        _p("B", "take", 4),
    ).finish("case-V")
    return case_record(
        "V",
        "A, elder, told B he had a carte blanche and asked him to discard.  B put out three cards.  A then showed his "
        "twelve cards and only after that said he would leave a card.  B, who had now seen A's hand, took back his "
        "discard and put out four different cards.",
        V_HANDS_TEXT,
        [table.deal()],
    )


@_record("case-V-the-card-left-declared-before-the-show")
def case_v_declared_first() -> Json:
    table = Table(V_HANDS, V_STOCK).act(
        _p("A", "announce", "carte blanche"),
        _p("A", "leave", 1),
        _p("B", "discard", "KS QS JS"),
        _p("A", "show", "carte blanche"),
        _p("A", "exchange", "9D 8H 9H TH"),
        _p("B", "retake", "KS QS JS"),
        _p("B", "take", 3),
    ).finish("case-V-the-card-left-declared-before-the-show")
    return case_record(
        "V",
        "A told B he had a carte blanche and that he would leave a card, and asked him to discard.  B put out three "
        "cards; A showed his hand and took in four; B then tried to take back his discard before taking in three.",
        V_HANDS_TEXT,
        [table.deal()],
        variation="A says he leaves a card before he shows his carte blanche, not after",
    )


@_record("case-V-the-younger-has-taken-in")
def case_v_taken_in() -> Json:
    table = Table(V_HANDS, V_STOCK).act(
        _p("A", "announce", "carte blanche"),
        _p("B", "discard", "KS QS JS"),
        _p("A", "show", "carte blanche"),
        _p("A", "leave", 1),
        _p("A", "exchange", "9D 8H 9H TH"),
        _p("B", "take", 3),
        _p("B", "retake", "KS"),
    ).finish("case-V-the-younger-has-taken-in")
    return case_record(
        "V",
        "A told B of his carte blanche; B discarded three cards; A showed his hand, then said he would leave a card, and "
        "took in four.  B took in three cards from the stock and only then took the king of spades back from his "
        "discard.",
        V_HANDS_TEXT,
        [table.deal()],
        variation="B has taken up cards of the stock before he alters his discard",
    )


# -- Case VI: a carte blanche found after the elder has taken in ----------------------------------------------

VI_HANDS = {"A": "KS QS JS KH QH JH KD QD JD KC QC JC", "B": "AS TS 9S 8S 7S AH TH 9H 8H AD TD 9D"}
VI_STOCK = "7H 8D 7D AC TC 9C 8C 7C"
VI_HANDS_TEXT = (
    "Constructed: the Case gives no cards.  B, younger, is dealt no king, queen or knave (a carte blanche); A, elder, "
    "holds every court card."
)


@_record("case-VI")
def case_vi() -> Json:
    table = Table(VI_HANDS, VI_STOCK).act(
        _p("A", "exchange", "KS QS JS KH QH"),
        _p("B", "announce", "carte blanche"),
        _p("B", "show", "carte blanche"),
        _p("B", "exchange", "9D 8H 9H"),
    ).finish("case-VI")
    return case_record(
        "VI",
        "A, elder, discarded five cards and took in from the stock.  Only then did B notice that his hand held no "
        "court card, and he said so and showed it.  A wanted to change his discard, having not been told in time to "
        "discard for a carte blanche.",
        VI_HANDS_TEXT,
        [table.deal()],
    )


@_record("case-VI-told-before-the-elder-took-in")
def case_vi_in_time() -> Json:
    table = Table(VI_HANDS, VI_STOCK).act(
        _p("A", "discard", "KS QS JS KH QH"),
        _p("B", "announce", "carte blanche"),
        _p("A", "retake", "KS QS JS KH QH"),
        _p("A", "discard", "KD QD JD KC QC"),
        _p("A", "take", 5),
        _p("B", "show", "carte blanche"),
        _p("B", "exchange", "9D 8H 9H"),
    ).finish("case-VI-told-before-the-elder-took-in")
    return case_record(
        "VI",
        "A discarded five cards; before he took up a card of the stock B told him of a carte blanche.  A took his "
        "discard back and put out five other cards, then took in; B showed his carte blanche.",
        VI_HANDS_TEXT,
        [table.deal()],
        variation="B tells A of the carte blanche after A has discarded but before he takes up a card of the stock",
    )


@_record("case-VI-the-elder-takes-back-his-discard")
def case_vi_retaken() -> Json:
    table = Table(VI_HANDS, VI_STOCK).act(
        _p("A", "exchange", "KS QS JS KH QH"),
        _p("B", "announce", "carte blanche"),
        _p("A", "retake", "KS"),
        _p("B", "show", "carte blanche"),
        _p("B", "exchange", "9D 8H 9H"),
    )
    return case_record(
        "VI",
        "A discarded and took in; B then told him of a carte blanche, and A, not told in time, took the king of spades "
        "back from his discard.",
        VI_HANDS_TEXT,
        [table.deal()],
        variation="A does not merely ask to alter his discard after taking in: he takes a card of it back",
    )


# -- Case VII: asking which queen is out ----------------------------------------------------------------------

VII_HANDS = {"A": "QS AS JS TS 9S QH QC KD JD TD 9D 8D", "B": "8S 7S KH JH TH KC JC TC 9C 7H 7D AC"}
VII_STOCK = "AH 9H 8H 7C 8C AD QD KS"
VII_HANDS_TEXT = (
    "Constructed: the Case gives no cards.  A holds the queens of spades, hearts and clubs, the queen of diamonds "
    "being with B, and a point and quart in spades that are good; B holds the kings of spades, hearts and clubs, "
    "which beat three queens, and nothing better than A's point or quart."
)
VII_EXCHANGES = [_p("A", "exchange", "KD JD TD 9D 8D"), _p("B", "exchange", "7H 7D AC")]
VII_CALLS = [
    _p("A", "call", {"point": 5, "value": 50}),
    _p("B", "reply", "good"),
    _p("A", "call", {"sequence": 4, "to": "Q"}),
    _p("B", "reply", "good"),
    _p("A", "call", {"set": "Q", "count": 3}),
]


@_record("case-VII")
def case_vii() -> Json:
    table = Table(VII_HANDS, VII_STOCK).act(
        *VII_EXCHANGES,
        *VII_CALLS,
        _p("B", "ask", {"which out": "Q"}),
        _p("A", "answer", "QD"),
        _p("B", "reply", "not good"),
        _p("A", "play", "AS"),
        _p("B", "reckon", {"set": "K", "count": 3}),
        _p("B", "play", "7S"),
    ).finish("case-VII")
    return case_record(
        "VII",
        "A called three queens.  Instead of answering, B asked which queen A was not counting; A named the queen of "
        "diamonds and counted his queens.  B then said the queens were not good, as he held three kings, and tried to "
        "reckon the kings after A led.",
        VII_HANDS_TEXT,
        [table.deal()],
    )


@_record("case-VII-the-question-not-asked")
def case_vii_not_asked() -> Json:
    table = Table(VII_HANDS, VII_STOCK).act(
        *VII_EXCHANGES,
        *VII_CALLS,
        _p("B", "reply", "not good"),
        _p("A", "play", "AS"),
        _p("B", "reckon", {"set": "K", "count": 3}),
        _p("B", "play", "7S"),
    ).finish("case-VII-the-question-not-asked")
    return case_record(
        "VII",
        "A called three queens; B answered at once that they were not good and, after A led, reckoned three kings.",
        VII_HANDS_TEXT,
        [table.deal()],
        variation="B answers the three queens 'not good' without first asking which queen is out",
    )


@_record("case-VII-asked-after-allowing-the-queens")
def case_vii_after_good() -> Json:
    table = Table(VII_HANDS, VII_STOCK).act(
        *VII_EXCHANGES,
        *VII_CALLS,
        _p("B", "reply", "good"),
        _p("B", "ask", {"which out": "Q"}),
        _p("A", "answer", "QD"),
        _p("A", "play", "AS"),
        _p("B", "reckon", {"set": "K", "count": 3}),
        _p("B", "play", "7S"),
    ).finish("case-VII-asked-after-allowing-the-queens")
    return case_record(
        "VII",
        "A called three queens and B allowed them good in so many words, then asked which queen was out; A named the "
        "queen of diamonds.  After A led, B tried to reckon three kings.",
        VII_HANDS_TEXT,
        [table.deal()],
        variation="B says 'good' to the queens before asking which is out, so his question admits nothing he had not "
        "already allowed",
    )


# -- Case VIII: the wrong king named as out -------------------------------------------------------------------

VIII_HANDS = {"A": "KS KD KC AH QH JH TH KH TS 8S 7S JC", "B": "9S 9H 8H 7H QD JD TD AC QC 8D 7D TC"}
VIII_STOCK = "AD 9D 9C 8C 7C AS QS JS"
VIII_HANDS_TEXT = (
    "Constructed: the Case gives no cards.  A is dealt all four kings and puts the king of hearts out, keeping the "
    "kings of spades, diamonds and clubs, so that he does hold three kings, and the three he names (all but the king "
    "of diamonds) were possible from his hand and discard together; his point of four hearts is good.  B holds "
    "nothing that bears on the kings."
)
VIII_EXCHANGES = [_p("A", "exchange", "KH TS 8S 7S JC"), _p("B", "exchange", "8D 7D TC")]
VIII_CALLS = [
    _p("A", "call", {"point": 4, "value": 41}),
    _p("B", "reply", "good"),
    _p("A", "call", {"set": "K", "count": 3}),
    _p("B", "reply", "good"),
    _p("B", "ask", {"which out": "K"}),
]


@_record("case-VIII")
def case_viii() -> Json:
    table = Table(VIII_HANDS, VIII_STOCK).act(
        *VIII_EXCHANGES,
        *VIII_CALLS,
        _p("A", "answer", "KD"),
        _p("A", "play", "AH"),
        _p("B", "play", "9H"),
    ).finish("case-VIII")
    return case_record(
        "VIII",
        "A called three kings; B allowed them and asked which king was out, and A named the king of diamonds.  The play "
        "showed that A held the king of diamonds and had discarded the king of hearts.  B claimed that A scores nothing "
        "that deal; A called it a mere slip of the name.",
        VIII_HANDS_TEXT,
        [table.deal()],
    )


@_record("case-VIII-the-right-king-named")
def case_viii_right() -> Json:
    table = Table(VIII_HANDS, VIII_STOCK).act(
        *VIII_EXCHANGES,
        *VIII_CALLS,
        _p("A", "answer", "KH"),
        _p("A", "play", "AH"),
        _p("B", "play", "9H"),
    ).finish("case-VIII-the-right-king-named")
    return case_record(
        "VIII",
        "A called three kings; B allowed them and asked which king was out, and A named the king of hearts, the one he "
        "had discarded.",
        VIII_HANDS_TEXT,
        [table.deal()],
        variation="A names the king he did put out (hearts)",
    )


VIII_B_HOLDS_IT = {"A": "KS KD KC AH QH JH TH AC TS 8S 7S JC", "B": "9S 9H 8H 7H QD JD TD KH QC 8D 7D TC"}


@_record("case-VIII-the-king-named-is-the-adversarys")
def case_viii_misnomer() -> Json:
    table = Table(VIII_B_HOLDS_IT, VIII_STOCK).act(
        _p("A", "exchange", "AC TS 8S 7S JC"),
        VIII_EXCHANGES[1],
        *VIII_CALLS,
        _p("A", "answer", "KD"),
        _p("A", "play", "AH"),
        _p("B", "play", "9H"),
    ).finish("case-VIII-the-king-named-is-the-adversarys")
    return case_record(
        "VIII",
        "A called three kings and, asked which was out, named the king of diamonds, which he held.  The king of hearts "
        "was not in his discard but in B's hand, so A could never have held the three he named.",
        VIII_HANDS_TEXT + "  Here B was dealt the king of hearts and A the ace of clubs, which he puts out in its place.",
        [table.deal()],
        variation="the fourth king is in B's hand, not in A's discard, so the kings A named were impossible for him",
    )
