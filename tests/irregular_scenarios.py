"""Short deals on the Example's cards with one irregular act each, shared by the law tests and the rulebook trace.

The cards are those of the Description's Example: B deals, A is elder.
A's share of the stock is 9S 8S KH 9C KD, B's is QS AC 7D.
"""

from __future__ import annotations

from typing import Any

from piquet import Deal, event_from_json
from piquet.referee.apply import Step, step
from piquet.game.state import DealState

HANDS = {"A": "AS KS JS AH QH JH 8H JC 8C 7C 9D 8D", "B": "TS 7S TH 9H 7H KC QC TC AD QD JD TD"}
STOCK = "9S 8S KH 9C KD QS AC 7D"

A_EXCHANGES = {"player": "A", "exchange": "KS 8C 7C 9D 8D"}
B_EXCHANGES = {"player": "B", "exchange": "7S 9H 7H"}
EXAMPLE_CALLS: list[dict[str, Any]] = [
    {"player": "A", "call": {"point": 5, "value": 49}},
    {"player": "B", "reply": "good"},
    {"player": "A", "call": {"sequence": 4}},
    {"player": "B", "reply": "good"},
    {"player": "A", "call": {"set": "J", "count": 3}},
    {"player": "B", "reply": "not good"},
]
FIRST_TRICK: list[dict[str, Any]] = [{"player": "A", "play": "AH"}, {"player": "B", "play": "TH"}]
#: Both exchanged, the point allowed good and a tierce major called by its top card and allowed good: A holds the quart major.
TIERCE_ALLOWED: list[dict[str, Any]] = [
    A_EXCHANGES,
    B_EXCHANGES,
    {"player": "A", "call": {"point": 5, "value": 49}},
    {"player": "B", "reply": "good"},
    {"player": "A", "call": {"sequence": 3, "to": "A"}},
    {"player": "B", "reply": "good"},
]

#: Each scenario: the acts, in order, from the deal as dealt.
SCENARIOS: dict[str, list[dict[str, Any]]] = {
    "law 24 discard altered before taking in": [
        {"player": "A", "discard": "KS 8C"},
        {"player": "A", "retake": "KS"},
    ],
    "law 25 discard retaken after taking in": [A_EXCHANGES, {"player": "A", "retake": "KS"}],
    "law 26 hand card mixed with the discard after taking in": [A_EXCHANGES, {"player": "A", "mix": "AS", "with": "discard"}],
    "law 37 left cards mixed with the younger's discard": [
        A_EXCHANGES,
        {"player": "B", "discard": "7S"},
        {"player": "B", "take": 1},
        {"player": "B", "mix": "AC 7D", "with": "discard"},
    ],
    "law 28 elder mixes the younger's card": [
        {"player": "A", "discard": "KS 8C 7C 9D 8D"},
        {"player": "A", "mix": "QS", "with": "hand"},
    ],
    "law 29 younger mixes the elder's card": [
        {"player": "B", "discard": "7S"},
        {"player": "B", "mix": "9S", "with": "hand"},
    ],
    "law 28 elder mixes a card he left": [
        {"player": "A", "exchange": "8C 7C 9D 8D"},
        {"player": "A", "mix": "KD", "with": "hand"},
    ],
    "law 27 elder exposes the younger's card": [{"player": "A", "discard": "KS"}, {"player": "A", "expose": "QS"}],
    "law 27 elder exposes his own card of the stock": [{"player": "A", "discard": "KS"}, {"player": "A", "expose": "9S"}],
    "law 32 elder declares a card left": [{"player": "A", "leave": 1}, {"player": "A", "exchange": "8C 7C 9D 8D"}],
    "law 59 a card of his own exposed in the play": [A_EXCHANGES, B_EXCHANGES, *EXAMPLE_CALLS, {"player": "A", "expose": "AS"}],
    "law 46 everything declared after the first lead": [A_EXCHANGES, B_EXCHANGES, *EXAMPLE_CALLS, FIRST_TRICK[0], {"declare": "all"}],
    "case iii fresh deal offered and accepted": [{"player": "A", "propose": "fresh deal"}, {"player": "B", "accept": "fresh deal"}],
    "case iii offer refused by going on": [
        {"player": "A", "propose": "fresh deal"},
        A_EXCHANGES,
        {"player": "B", "accept": "fresh deal"},
    ],
    "law 59 v a wrong answer to how many": [
        A_EXCHANGES,
        B_EXCHANGES,
        *EXAMPLE_CALLS,
        *FIRST_TRICK,
        {"player": "B", "ask": {"how many": "hearts"}},
        {"player": "A", "answer": "none"},
        {"player": "A", "play": "KH"},
        {"player": "B", "play": "7D"},
        {"player": "B", "elect": "retake"},
    ],
    "law 59 v a true answer to how many": [
        A_EXCHANGES,
        B_EXCHANGES,
        *EXAMPLE_CALLS,
        *FIRST_TRICK,
        {"player": "B", "ask": {"how many": "hearts"}},
        {"player": "A", "answer": "4"},
    ],
    "law 54 a call claimed unfounded before the first trick": [
        A_EXCHANGES,
        B_EXCHANGES,
        {"player": "A", "call": {"set": "K", "count": 3}},
        {"player": "B", "reply": "good"},
        {"player": "B", "claim": "unfounded call"},
    ],
    "law 54 a claim of an unfounded call that fails": [
        A_EXCHANGES,
        B_EXCHANGES,
        *EXAMPLE_CALLS,
        {"player": "B", "claim": "unfounded call"},
    ],
    "law 44 a penalty claimed": [A_EXCHANGES, {"player": "A", "retake": "KS"}, {"player": "B", "claim": "penalty"}],
    "law 44 a penalty claimed where none is owed": [A_EXCHANGES, {"player": "B", "claim": "penalty"}],
    "law 70 a score claimed wrong": [A_EXCHANGES, B_EXCHANGES, {"player": "B", "claim": "score"}],
    "law 78 a bystander's remark before a claim": [
        A_EXCHANGES,
        B_EXCHANGES,
        *EXAMPLE_CALLS,
        {"player": "A", "play": "AH"},
        {"player": "B", "play": "7D"},
        {"remark": "B did not follow suit", "by": "C"},
        {"player": "A", "claim": "revoke"},
    ],
    "law 15 a hand lifted": [{"player": "A", "lift": "hand"}, {"player": "B", "lift": "hand"}],
    "law 45 a player looks at his own discard": [A_EXCHANGES, {"player": "A", "look": "discard"}],
    "law 26 a card added to the discard after taking in": [A_EXCHANGES, {"player": "A", "discard": "AS"}],
    "law 31 taking in more than he discarded": [{"player": "A", "take": 5}],
    "law 21 taking nothing in and discarding nothing": [{"player": "A", "take": 0}],
    "law 30 discarding more than he takes": [{"player": "A", "discard": "KS 8C 7C"}, {"player": "A", "take": 2}],
    "law 59 iii a lead out of turn taken back": [
        A_EXCHANGES,
        B_EXCHANGES,
        *EXAMPLE_CALLS,
        {"player": "B", "play": "TS"},
        {"player": "B", "retake": "TS"},
    ],
    "law 51 a reply corrected before the next call": [
        A_EXCHANGES,
        B_EXCHANGES,
        *EXAMPLE_CALLS[:4],
        {"player": "A", "call": {"set": "J", "count": 3}},
        {"player": "B", "reply": "good"},
        {"player": "B", "correct": "not good"},
    ],
    "law 56 a call omitted made after the lead": [
        A_EXCHANGES,
        B_EXCHANGES,
        *EXAMPLE_CALLS[:4],
        {"player": "A", "play": "AH"},
        {"player": "A", "call": {"set": "J", "count": 3}},
        {"player": "B", "reply": "good"},
    ],
    "law 59 v the misinformed lets the play stand": [
        A_EXCHANGES,
        B_EXCHANGES,
        *EXAMPLE_CALLS,
        *FIRST_TRICK,
        {"player": "B", "ask": {"how many": "hearts"}},
        {"player": "A", "answer": "none"},
        {"player": "B", "elect": "stand"},
    ],
    "law 35 the younger mixes a card he left": [
        {"player": "A", "exchange": "8C 7C 9D 8D"},
        {"player": "B", "exchange": "7S 9H 7H"},
        {"player": "B", "mix": "7D", "with": "hand"},
    ],
    "law 38 the stock counted after thirteen announced": [
        {"player": "A", "announce": "13 cards"},
        {"player": "B", "count": "stock"},
    ],
    "law 39 the elder takes in without announcing thirteen": [
        {"player": "A", "discard": "9S 8S 7S AH TH"},
        {"player": "A", "take": 4},
    ],
    "law 53 a misnomer": [A_EXCHANGES, B_EXCHANGES, {"player": "A", "call": {"point": 5, "value": 49, "suit": "S"}}],
    "law 74 a score written": [A_EXCHANGES, {"player": "A", "write": {"A": 10, "B": 0}}],
    "law 18 carte blanche announced and shown": [
        {"player": "A", "announce": "carte blanche"},
        {"player": "A", "show": "carte blanche"},
        {"player": "A", "exchange": "9S 8S 7S 9H 8H"},
    ],
    "law 14 a faced card in the stock": [{"player": "A", "discard": "AS"}, {"player": "A", "faced": "7C"}],
    "law 75 an incorrect pack": [{"player": "A", "claim": "incorrect pack"}],
    "law 12 more than one card dealt wrongly": [],
    "law 42 the elder stands with eleven": [
        {"player": "A", "elect": "stand"},
        {"player": "A", "discard": "8S 7S"},
        {"player": "A", "take": 3},
    ],
    "law 40 the younger with eleven": [
        {"player": "A", "elect": "stand"},
        {"player": "A", "discard": "9S 8S 7S AH TH"},
        {"player": "A", "take": 4},
        {"player": "B", "take": 1},
    ],
    "law 1 either player shuffles, the dealer last": [
        {"player": "A", "gather": "pack"},
        {"player": "B", "shuffle": "pack"},
        {"player": "A", "shuffle": "pack"},
        {"player": "B", "shuffle": "pack"},
        {"player": "A", "cut": 12},
        A_EXCHANGES,
    ],
    "law 17 the dealer gathers the cards": [{"player": "B", "gather": "pack"}, {"player": "A", "cut": 12}],
    "law 2 a shuffle that shows the faces": [{"player": "B", "shuffle": "faces shown"}, {"player": "B", "shuffle": "pack"}],
    "law 3 a cut of one card": [{"player": "A", "cut": 1}, {"player": "A", "cut": 12}, A_EXCHANGES],
    "law 7 a card exposed in the cut": [{"player": "A", "cut": 10, "exposed": "QS"}, {"player": "A", "cut": 9}],
    "law 8 a second cut": [{"player": "A", "cut": 12}, {"player": "A", "cut": 30}, A_EXCHANGES],
    "law 15 the wrong pack found before a card is taken up": [{"player": "A", "claim": "wrong pack"}],
    "law 15 the wrong pack found after the exchange": [A_EXCHANGES, {"player": "A", "claim": "wrong pack"}],
    "law 10 a misdeal put right with leave": [{"player": "A", "accept": "rectify"}, {"player": "B", "rectify": {"9D": "A"}}],
    "law 10 a misdeal put right without leave": [{"player": "B", "rectify": {"9D": "A"}}],
    "law 10 a misdeal put right by the elder": [{"player": "B", "accept": "rectify"}, {"player": "A", "rectify": {"9D": "A"}}],
    "law 10 a misdeal put right after a hand is taken up": [
        {"player": "A", "lift": "hand"},
        {"player": "A", "accept": "rectify"},
        {"player": "B", "rectify": {"KS": "stock"}},
    ],
    "law 60 the tricks examined and a penalty claimed for it": [
        A_EXCHANGES,
        B_EXCHANGES,
        *EXAMPLE_CALLS,
        *FIRST_TRICK,
        {"player": "B", "look": "tricks"},
        {"player": "A", "claim": "penalty"},
    ],
    "law 76 fresh cards called for before the cut": [{"player": "A", "fresh": "packs"}, {"player": "A", "cut": 12}, A_EXCHANGES],
    "law 76 fresh cards called for after the cut": [{"player": "A", "cut": 12}, {"player": "B", "fresh": "packs"}, A_EXCHANGES],
    "law 77 a marked card found before the cut": [{"player": "B", "damaged": "QS"}, {"player": "A", "cut": 12}, A_EXCHANGES],
    "law 75 law 77 a marked card found in the exchange": [A_EXCHANGES, {"player": "B", "damaged": "QS"}],
    "law 75 a fresh deal claimed for a correct pack": [{"player": "A", "claim": "incorrect pack"}],
    "case xvii a card of the other pack in the discard and a fresh deal claimed": [
        {"player": "A", "discard": "KS 8C 7C 9D"},
        {"player": "A", "take": 5},
        {"player": "B", "surplus": {"holder": "A", "card": "9H", "in": "discard"}},
        {"player": "A", "claim": "incorrect pack"},
    ],
    "case xviii a card of the other pack kept in hand": [A_EXCHANGES, {"player": "B", "surplus": {"holder": "A", "card": "9H", "in": "hand"}}],
    "case xviii law 54 a call allowed good rested on a card of the other pack, and A led": [
        A_EXCHANGES,
        B_EXCHANGES,
        {"player": "A", "call": {"point": 5, "value": 49}},
        {"player": "B", "reply": "good"},
        {"player": "A", "call": {"set": "K", "count": 3}},
        {"player": "B", "reply": "good"},
        {"player": "A", "play": "AH"},
        {"player": "B", "surplus": {"holder": "A", "card": "KS", "in": "hand"}},
    ],
    "case xx a carte blanche shown after taking in": [
        {"player": "A", "announce": "carte blanche"},
        {"player": "A", "discard": "9S 8S 9H 9C TD"},
        {"player": "A", "take": 5},
        {"player": "A", "show": "carte blanche"},
    ],
    "case xx a carte blanche shown after stock cards were mixed with the hand": [
        {"player": "A", "announce": "carte blanche"},
        {"player": "A", "discard": "9S 8S 9H 9C TD"},
        {"player": "A", "mix": "8C 7C KD QD JD", "with": "hand"},
        {"player": "A", "take": 0},
        {"player": "A", "show": "carte blanche"},
    ],
    "case xviii a card of the other pack found played": [
        A_EXCHANGES,
        B_EXCHANGES,
        *EXAMPLE_CALLS,
        *FIRST_TRICK,
        {"player": "B", "surplus": {"holder": "A", "card": "9H", "in": "played"}},
    ],
    "law 59 ii a card played beyond the leads taken back": [
        A_EXCHANGES,
        B_EXCHANGES,
        *EXAMPLE_CALLS,
        {"player": "A", "play": "AH QH"},
        {"player": "B", "play": "TH 7D KC"},
        {"player": "A", "play": "JH"},
        {"player": "B", "retake": "KC"},
    ],
    "law 55 a miscall shown of his own accord": [
        {"player": "A", "exchange": "7C"},
        {"player": "B", "exchange": "9H"},
        {"player": "A", "call": {"point": 5}},
        {"player": "B", "reply": "good"},
        {"player": "A", "show": "8C 9C TC JC"},
        {"player": "A", "play": "AD"},
        {"player": "B", "play": "QD"},
    ],
    "law 55 a miscall shown on demand": [
        {"player": "B", "ask": "show"},
        {"player": "A", "exchange": "7C"},
        {"player": "B", "exchange": "9H"},
        {"player": "A", "call": {"point": 5}},
        {"player": "B", "reply": "good"},
        {"player": "A", "ask": "show"},
        {"player": "B", "ask": "show"},
        {"player": "A", "show": "8C 9C TC JC"},
        {"player": "A", "play": "AD"},
        {"player": "B", "play": "QD"},
    ],
    "case vii asking which knave is out admits the trio": [
        A_EXCHANGES,
        B_EXCHANGES,
        *EXAMPLE_CALLS[:4],
        {"player": "A", "call": {"set": "J", "count": 3}},
        {"player": "B", "ask": {"which out": "J"}},
        {"player": "A", "answer": "JD"},
        {"player": "B", "reply": "not good"},
        {"player": "A", "play": "AH"},
        {"player": "B", "reckon": {"set": "T", "count": 4}},
        {"player": "B", "play": "TH"},
    ],
    "case viii the wrong king named as out": [
        {"player": "A", "exchange": "KH TS 8S 7S JC"},
        {"player": "B", "exchange": "8D 7D TC"},
        {"player": "A", "call": {"point": 4, "value": 41}},
        {"player": "B", "reply": "good"},
        {"player": "A", "call": {"set": "K", "count": 3}},
        {"player": "B", "reply": "good"},
        {"player": "B", "ask": {"which out": "K"}},
        {"player": "A", "answer": "KD"},
        {"player": "A", "play": "AH"},
        {"player": "B", "play": "9H"},
    ],
    "case ix a remedy claimed for what a correction revealed": [
        {"player": "A", "exchange": "JC"},
        {"player": "B", "exchange": "7C"},
        {"player": "A", "call": {"point": 4}},
        {"player": "B", "reply": "not good"},
        {"player": "A", "call": {"set": "J", "count": 4}},
        {"player": "B", "reply": "good"},
        {"player": "A", "correct": {"set": "J", "count": 3}},
        {"player": "B", "reply": "not good"},
        {"player": "B", "claim": "penalty"},
    ],
    "law 57 an elder who put out every card": [
        {"player": "A", "discard": "JC TC 9C 8C 7C"},
        {"player": "A", "discard": "9D 8D 7D AC KC QC"},
        {"player": "A", "take": 0},
        {"player": "B", "exchange": "TD"},
        {"declare": "all"},
    ],
    "law 59 a lead made in turn is not taken back": [A_EXCHANGES, B_EXCHANGES, *EXAMPLE_CALLS, {"player": "A", "play": "AH"}, {"player": "A", "retake": "AH"}],
    "law 52 the elder takes back his lead after the younger corrects": [
        {"player": "A", "exchange": "7C"},
        {"player": "B", "exchange": "9H"},
        {"player": "A", "call": {"point": 4}},
        {"player": "B", "reply": "not good"},
        {"player": "A", "play": "AD"},
        {"player": "B", "reckon": {"point": 6}},
        {"player": "B", "correct": {"point": 5}},
        {"player": "A", "retake": "AD"},
        {"player": "A", "play": "KS"},
    ],
    "law 10 a deal with nothing to put right": [{"player": "A", "accept": "rectify"}, {"player": "B", "rectify": {"AS": "B", "TS": "A"}}],
    "case xi a card of a string of leads changed before it is played to": [
        A_EXCHANGES, B_EXCHANGES, *EXAMPLE_CALLS, {"player": "A", "play": "AH KH"}, {"player": "A", "retake": "KH"},
    ],
    "case xi a card of a string of leads changed after it is played to": [
        A_EXCHANGES, B_EXCHANGES, *EXAMPLE_CALLS, {"player": "A", "play": "AH KH"}, {"player": "B", "play": "TH 7D"},
        {"player": "A", "retake": "KH"},
    ],
    "case xiii the card left taken up in the play": [
        A_EXCHANGES, {"player": "B", "discard": "7S 9H 7H"}, {"player": "B", "take": 2}, {"declare": "all"},
        {"player": "A", "play": "AH"}, {"player": "B", "play": "TH"}, {"player": "B", "mix": "7D", "with": "hand"},
    ],
    "case xiv the younger takes up his cards and the elder then leaves one": [
        {"player": "B", "discard": "7S 9H 7H"}, {"player": "B", "mix": "QS AC 7D", "with": "hand"},
        {"player": "A", "leave": 1}, {"player": "A", "exchange": "KS 8C 7C 9D"},
    ],
    "case xvi a true count of the declared cards with more held": [
        A_EXCHANGES, B_EXCHANGES, *EXAMPLE_CALLS, *FIRST_TRICK,
        {"player": "B", "ask": {"how many": "spades"}}, {"player": "A", "answer": "none"},
    ],
    "case xii the cards claimed to be played again as misinformed": [
        A_EXCHANGES, B_EXCHANGES, *EXAMPLE_CALLS, *FIRST_TRICK, {"player": "B", "claim": "misinformed"},
    ],
    "case i a reply corrected once the value is given": [
        {"player": "A", "exchange": "7S 7H 7C 8C TD"},
        {"player": "B", "exchange": "TS TH JC"},
        {"player": "A", "call": {"point": 4}},
        {"player": "B", "reply": "equal"},
        {"player": "A", "call": {"point": 4, "value": 41}},
        {"player": "B", "correct": "not good"},
    ],
    "case v a discard altered after the carte blanche is shown": [
        {"player": "A", "announce": "carte blanche"},
        {"player": "B", "discard": "KS QS JS"},
        {"player": "A", "show": "carte blanche"},
        {"player": "A", "leave": 1},
        {"player": "A", "exchange": "9D 8H 9H TH"},
        {"player": "B", "retake": "KS QS JS"},
    ],
    "law 20 law 32 a discard for a carte blanche kept once it is shown": [
        {"player": "A", "announce": "carte blanche"},
        {"player": "B", "discard": "KS QS JS"},
        {"player": "A", "show": "carte blanche"},
        {"player": "A", "exchange": "9D 8H 9H TH 8S"},
        {"player": "B", "retake": "KS QS JS"},
    ],
    "case vi carte blanche told after the elder took in": [
        {"player": "A", "exchange": "KS QS JS KH QH"},
        {"player": "B", "announce": "carte blanche"},
        {"player": "B", "show": "carte blanche"},
    ],
    "law 53 case viii a card named out that the adversary holds": [
        {"player": "A", "exchange": "AC TS 8S 7S JC"},
        {"player": "B", "exchange": "8D 7D TC"},
        {"player": "A", "call": {"point": 4, "value": 41}},
        {"player": "B", "reply": "good"},
        {"player": "A", "call": {"set": "K", "count": 3}},
        {"player": "B", "reply": "good"},
        {"player": "B", "ask": {"which out": "K"}},
        {"player": "A", "answer": "KD"},
    ],
}

#: A hand without a court card for A, every court card for B.
BLANK = "AS TS 9S 8S 7S AH TH 9H 8H AD TD"
COURTS = "KS QS JS KH QH JH KD QD JD KC QC JC"
LOW_STOCK = "7H 8D 7D AC TC 9C 8C 7C"


def _dealt(elder: str, younger: str, stock: str) -> tuple[dict[str, str], str]:
    return {"A": elder, "B": younger}, stock


#: Scenarios dealt otherwise than the Example: (hands, stock).
DEALT: dict[str, tuple[dict[str, str], str]] = {
    "law 18 carte blanche announced and shown": _dealt(BLANK + " 9D", COURTS, LOW_STOCK),
    "case xx a carte blanche shown after taking in": _dealt(
        "AS TS 9S 8S AH TH 9H AC TC 9C AD TD", "7S KS QS JS 8H 7H KH QH JH KC QC JC", "8C 7C KD QD JD 9D 8D 7D"
    ),
    "case xx a carte blanche shown after stock cards were mixed with the hand": _dealt(
        "AS TS 9S 8S AH TH 9H AC TC 9C AD TD", "7S KS QS JS 8H 7H KH QH JH KC QC JC", "8C 7C KD QD JD 9D 8D 7D"
    ),
    "law 14 a faced card in the stock": _dealt(BLANK + " 9D", COURTS, LOW_STOCK),
    "law 75 an incorrect pack": _dealt(BLANK + " 9D", COURTS, LOW_STOCK[:-3]),
    "law 12 more than one card dealt wrongly": _dealt(BLANK, COURTS, "9D " + LOW_STOCK),
    "law 10 a misdeal put right with leave": _dealt(BLANK, COURTS, "9D " + LOW_STOCK),
    "case ix a remedy claimed for what a correction revealed": _dealt(
        "JS JH JD 9S 8S 7S AH 8H 7H 9D 8D JC", "AS KS QS AD KD QD AC KC QC TS TH 7C", "9C TD 7D 8C TC 9H KH QH"
    ),
    "law 57 an elder who put out every card": _dealt(
        "9D 8D 7D AC KC QC JC TC 9C 8C 7C", "AH KH QH JH TH 9H 8H 7H AD KD QD JD TD", "7S 8S 9S TS JS QS KS AS"
    ),
    "law 55 a miscall shown of his own accord": _dealt(
        "8C 9C TC JC KS QS JS 9S AD KD 8H 7C", "AH KH QH JH TH AC KC QC QD JD TD 9H", "7H 7S AS TS 8S 9D 8D 7D"
    ),
    "law 55 a miscall shown on demand": _dealt(
        "8C 9C TC JC KS QS JS 9S AD KD 8H 7C", "AH KH QH JH TH AC KC QC QD JD TD 9H", "7H 7S AS TS 8S 9D 8D 7D"
    ),
    "law 52 the elder takes back his lead after the younger corrects": _dealt(
        "8C 9C TC JC KS QS JS 9S AD KD 8H 7C", "AH KH QH JH TH AC KC QC QD JD TD 9H", "7H 7S AS TS 8S 9D 8D 7D"
    ),
    "law 10 a misdeal put right without leave": _dealt(BLANK, COURTS, "9D " + LOW_STOCK),
    "law 10 a misdeal put right by the elder": _dealt(BLANK, COURTS, "9D " + LOW_STOCK),
    "law 10 a misdeal put right after a hand is taken up": _dealt(BLANK + " 9D KS", COURTS[3:], LOW_STOCK),
    "law 42 the elder stands with eleven": _dealt(BLANK, COURTS + " 9D", LOW_STOCK),
    "au cent the younger tells of his carte blanche after the elder took in": _dealt(COURTS, BLANK + " 9D", LOW_STOCK),
    "au cent the elder stands with thirteen and takes none": _dealt(BLANK + " 9D KS", COURTS[3:], LOW_STOCK),
    "au cent the elder stands with eleven": _dealt(BLANK, COURTS + " 9D", LOW_STOCK),
    "au cent the elder plays on with a stock of seven": _dealt(BLANK + " 9D", COURTS + " 7H", LOW_STOCK[3:]),
    "law 38 the stock counted after thirteen announced": _dealt(BLANK + " 9D KS", COURTS[3:], LOW_STOCK),
    "law 39 the elder takes in without announcing thirteen": _dealt(BLANK + " 9D KS", COURTS[3:], LOW_STOCK),
    "law 40 the younger with eleven": _dealt(BLANK + " 9D KS", COURTS[3:], LOW_STOCK),
    "case viii the wrong king named as out": _dealt(
        "KS KD KC AH QH JH TH KH TS 8S 7S JC", "9S 9H 8H 7H QD JD TD AC QC 8D 7D TC", "AD 9D 9C 8C 7C AS QS JS"
    ),
    "case i a reply corrected once the value is given": _dealt(
        "AC KC QC AS KS AH KH 7S 7H 7C 8C TD", "QS JS TS 9S QH JH TH 9H QD JD 9D JC", "TC AD KD 8S 8H 8D 7D 9C"
    ),
    "case v a discard altered after the carte blanche is shown": _dealt(BLANK + " 9D", COURTS, LOW_STOCK),
    "law 20 law 32 a discard for a carte blanche kept once it is shown": _dealt(BLANK + " 9D", COURTS, LOW_STOCK),
    "case vi carte blanche told after the elder took in": _dealt(COURTS, BLANK + " 9D", LOW_STOCK),
    "law 53 case viii a card named out that the adversary holds": _dealt(
        "KS KD KC AH QH JH TH AC TS 8S 7S JC", "9S 9H 8H 7H QD JD TD KH QC 8D 7D TC", "AD 9D 9C 8C 7C AS QS JS"
    ),
}


#: Piquet au Cent: scenarios whose name begins "au cent" are dealt as a deal of au cent (the variant on the deal's setup).
AU_CENT_CALLS: list[dict[str, Any]] = [A_EXCHANGES, B_EXCHANGES, {"player": "A", "call": {"point": 5, "value": 49}}, {"player": "B", "reply": "good"}]
SCENARIOS.update(
    {
        "au cent point called by its number of cards": [A_EXCHANGES, B_EXCHANGES, {"player": "A", "call": {"point": 5}}],
        "au cent sequence called without its card": [*AU_CENT_CALLS, {"player": "A", "call": {"sequence": 4}}],
        "au cent trio called without its rank": [*AU_CENT_CALLS, {"player": "A", "call": {"set": None, "count": 3}}],
        "au cent more called after an under-call allowed": [
            *AU_CENT_CALLS,
            {"player": "A", "call": {"sequence": 3, "to": "A"}},
            {"player": "B", "reply": "good"},
            {"player": "A", "call": {"sequence": 4, "to": "A"}},
        ],
        "au cent a call after the elder has led": [
            *AU_CENT_CALLS,
            {"player": "A", "call": {"sequence": 4, "to": "A"}},
            {"player": "B", "reply": "good"},
            {"player": "A", "play": "AH"},
            {"player": "A", "call": {"set": "J", "count": 3}},
        ],
        "au cent a reply of good withdrawn": [*AU_CENT_CALLS, {"player": "B", "correct": "not good"}],
        "au cent the wrong pack found": [{"player": "A", "claim": "wrong pack"}],
        "au cent a discard altered after touching the stock": [A_EXCHANGES, {"player": "A", "retake": "KS"}],
        "au cent cards left looked at after the younger declined them": [
            A_EXCHANGES,
            {"player": "B", "exchange": "7S 9H"},
            *AU_CENT_CALLS[2:],
            *FIRST_TRICK,
            {"player": "B", "look": "left"},
        ],
        "au cent a trio not held played on": [
            *AU_CENT_CALLS,
            {"player": "A", "call": {"set": "K", "count": 3}},
            {"player": "B", "reply": "good"},
            *FIRST_TRICK,
        ],
        "au cent a trio not held corrected after the lead": [
            *AU_CENT_CALLS,
            {"player": "A", "call": {"set": "K", "count": 3}},
            {"player": "B", "reply": "good"},
            {"player": "A", "play": "AH"},
            {"player": "A", "correct": {"set": "J", "count": 3}},
        ],
        "au cent the younger takes nothing in": [A_EXCHANGES, {"player": "B", "take": 0}],
        "au cent the elder mixes the younger's card": [
            {"player": "A", "discard": "KS 8C 7C 9D 8D"},
            {"player": "A", "mix": "QS", "with": "hand"},
        ],
        "au cent the elder mixes a card he left": [
            {"player": "A", "exchange": "8C 7C 9D 8D"},
            {"player": "A", "mix": "KD", "with": "hand"},
        ],
        "au cent the younger mixes the elder's card": [{"player": "B", "discard": "7S"}, {"player": "B", "mix": "9S", "with": "hand"}],
        "au cent the elder takes six": [{"player": "A", "discard": "KS JC 8C 7C 9D 8D"}, {"player": "A", "take": 6}],
        "au cent the younger takes the elder's cards": [
            {"player": "A", "discard": "KS 8C 7C 9D 8D"},
            {"player": "B", "discard": "7S 9H 7H"},
            {"player": "B", "take": 3},
        ],
        "au cent the younger tells of his carte blanche after the elder took in": [
            {"player": "A", "exchange": "KS QS JS KH QH"},
            {"player": "B", "announce": "carte blanche"},
            {"player": "B", "show": "carte blanche"},
        ],
        "au cent the elder stands with thirteen and takes none": [
            {"player": "A", "elect": "stand"},
            {"player": "A", "discard": "9S"},
            {"player": "A", "take": 0},
            {"player": "B", "discard": "QS"},
            {"player": "B", "take": 2},
        ],
        "au cent the elder stands with eleven": [
            {"player": "A", "elect": "stand"},
            {"player": "A", "discard": "8S"},
            {"player": "A", "take": 2},
            {"player": "B", "discard": "9D"},
            {"player": "B", "take": 0},
        ],
        "au cent the elder plays on with a stock of seven": [
            {"player": "A", "elect": "stand"},
            {"player": "A", "discard": "9S 8S"},
            {"player": "A", "take": 2},
            {"player": "B", "discard": "7H"},
            {"player": "B", "take": 0},
        ],
    }
)


def start(name: str = "") -> DealState:
    hands, stock = DEALT.get(name, (HANDS, STOCK))
    return Deal.dealt("B", "A", hands, stock, variant="au-cent" if name.startswith("au cent") else "rubicon").state


def run(name: str) -> tuple[DealState, list[Step]]:
    """The state after a scenario's acts, and each act's step."""
    state = start(name)
    steps = []
    for act in SCENARIOS[name]:
        done = step(state, event_from_json(act))
        steps.append(done)
        state = done.state
    return state, steps

#: A false reply, and Piquet au Cent's showing clauses and its declaration of the cards left.
_FALSE_NOT_GOOD: list[dict[str, Any]] = [
    A_EXCHANGES,
    B_EXCHANGES,
    {"player": "A", "call": {"point": 5, "value": 49}},
    {"player": "B", "reply": "not good"},
    {"player": "A", "play": "AH"},
    {"player": "A", "show": "AH KH QH JH 8H"},
]
_YOUNGER_BETTER: list[dict[str, Any]] = [
    {"player": "A", "exchange": "7S 8S 9S 7C 8C"},
    {"player": "B", "exchange": "AS KS"},
    {"player": "A", "call": {"point": 5, "value": 50}},
    {"player": "B", "reply": "not good"},
    {"player": "A", "play": "AH"},
    {"player": "B", "reckon": {"point": 5, "value": 51}},
    {"player": "B", "play": "7H"},
    {"player": "A", "show": "AH KH QH JH 9H"},
]
SCENARIOS.update(
    {
        "law 54 a false reply of not good, the call shown": _FALSE_NOT_GOOD,
        "law 54 a false reply of equal": [A_EXCHANGES, B_EXCHANGES, {"player": "A", "call": {"point": 5, "value": 49}}, {"player": "B", "reply": "equal"}],
        "au cent a good call disallowed, shown after the lead": _FALSE_NOT_GOOD,
        "au cent the elder leads without showing": [*AU_CENT_CALLS, {"player": "A", "play": "AH"}, {"player": "B", "reckon": {"point": 5, "value": 48}}],
        "au cent the elder takes fewer without saying so": [{"player": "A", "exchange": "8C 7C 9D"}],
        "au cent the younger plays without showing": _YOUNGER_BETTER,
        "au cent a better sequence shown than called": [
            {"player": "A", "leave": 3},
            {"player": "A", "exchange": "7S 8S"},
            {"player": "B", "exchange": "8C"},
            {"player": "A", "call": {"point": 6, "value": 58}},
            {"player": "B", "reply": "good"},
            {"player": "A", "call": {"sequence": 4, "to": "K"}},
            {"player": "B", "reply": "not good"},
            {"player": "A", "show": "AH KH QH JH TH 7H"},
            {"player": "A", "play": "AH"},
            {"player": "B", "reckon": {"sequence": 4, "to": "A"}},
        ],
    }
)
DEALT["au cent the younger plays without showing"] = _dealt(
    "AH KH QH JH 9H 7S 8S 9S 7C 8C 9C 7D", "AD KD QD JD TD AS KS TC JC QC KC AC", "JS 8D TS 9D QS 7H 8H TH"
)
DEALT["au cent a better sequence shown than called"] = _dealt(
    "AH KH QH JH TH AC KC QC JC 9C 7S 8S", "AD KD QD JD 9D 7D AS KS QS JS 9S 8C", "TS 7H 8H 9H TD 8D TC 7C"
)

_SUIT_CALL: list[dict[str, Any]] = [
    *SCENARIOS["au cent cards left looked at after the younger declined them"],
    {"player": "A", "play": "KH"},
    {"player": "B", "play": "7H"},
    {"player": "A", "play": "KD"},
    {"player": "B", "play": "AD"},
    {"player": "A", "demand": "S"},
    {"player": "B", "play": "QC"},
    {"player": "B", "play": "QS"},
]
SCENARIOS.update(
    {
        "au cent a suit called from the player who looked at the cards left": _SUIT_CALL,
        "law 36 a suit called with no right to call one": [*SCENARIOS["au cent cards left looked at after the younger declined them"], {"player": "A", "demand": "S"}],
    }
)

#: Laws 36 and 37: the younger leaves the seven of diamonds (he discards two and takes two), and the acts the record format
#: of #34 added for his declaration whether he will see it and for the elder's look at his discard.
_LEAVES_ONE: list[dict[str, Any]] = [A_EXCHANGES, {"player": "B", "discard": "7S 9H"}, {"player": "B", "take": 2}]
SCENARIOS.update(
    {
        "law 36 the younger declares he will see the cards he left, and both see them": [
            *_LEAVES_ONE,
            {"declare": "all"},
            {"player": "A", "play": "AH"},
            {"player": "B", "will": "look"},
            {"player": "A", "look": "left"},
            {"player": "B", "look": "left"},
        ],
        "law 36 cards left looked at after the younger declared he would not see them": [
            *_LEAVES_ONE,
            {"declare": "all"},
            {"player": "B", "will": "look"},
            {"player": "A", "play": "AH"},
            {"player": "B", "will": "not look"},
            {"player": "B", "look": "left"},
        ],
        "law 37 the elder sees the younger's discard with the card he left mixed in it": [
            *_LEAVES_ONE,
            {"player": "B", "mix": "7D", "with": "discard"},
            {"declare": "all"},
            {"player": "A", "look": "adversary's discard"},
            {"player": "A", "play": "AH"},
            {"player": "A", "look": "adversary's discard"},
            {"player": "B", "look": "adversary's discard"},
        ],
        "au cent cards left looked at after the younger declared he would not see them": [
            A_EXCHANGES,
            {"player": "B", "exchange": "7S 9H"},
            *AU_CENT_CALLS[2:],
            {"player": "A", "play": "AH"},
            {"player": "B", "will": "not look"},
            {"player": "A", "look": "left"},
        ],
    }
)
