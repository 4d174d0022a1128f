"""Short deals on the Example's cards with one irregular act each, shared by the law tests and the rulebook trace.

The cards are those of the Description's Example: B deals, A is elder.
A's share of the stock is 9S 8S KH 9C KD, B's is QS AC 7D.
"""

from __future__ import annotations

from typing import Any

from piquet import Deal, event_from_json
from piquet.referee.apply import Step, step
from piquet.referee.state import DealState

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
}


def start() -> DealState:
    return Deal.dealt("B", "A", HANDS, STOCK).state


def run(name: str) -> tuple[DealState, list[Step]]:
    """The state after a scenario's acts, and each act's step."""
    state = start()
    steps = []
    for act in SCENARIOS[name]:
        done = step(state, event_from_json(act))
        steps.append(done)
        state = done.state
    return state, steps
