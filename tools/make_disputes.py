"""Write the dispute records of examples/disputes/ (run from the repository root).

Each record is a game in which something went wrong at the table.  The
irregular acts are written by hand; the regular acts around them (the rest
of the exchange, the declarations, the play) are chosen by the simulator
with a fixed seed, so the records are reproducible.  The rulings shown in
each ``.txt`` file are what ``piquet adjudicate --acts`` prints for the record:
the acts numbered from 1, as the rulings cite them.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from piquet import PACK, Card, Hand, Stock, event_from_json, step
from piquet.referee.deal import start_deal
from piquet.referee.simulate import random_deal, random_step
from piquet.game.state import DealState, Phase

OUT = Path("examples/disputes")


def _deal(hands: dict[str, str], stock: str, dealer: str = "B", elder: str = "A", number: int = 1) -> DealState:
    return start_deal(dealer, elder, {k: Hand.parse(v) for k, v in hands.items()}, Stock.parse(stock), number=number)


def _act(state: DealState, events: list[dict[str, object]], act: dict[str, object]) -> DealState:
    event = event_from_json(act)
    events.append(event.to_json())
    return step(state, event).state


def _finish(state: DealState, events: list[dict[str, object]], rng: random.Random) -> DealState:
    while not state.finished:
        event, state = random_step(state, rng)
        events.append(event.to_json())
    return state


def _finish_singly(state: DealState, events: list[dict[str, object]], rng: random.Random) -> DealState:
    """As :func:`_finish`, but every card played singly: a hand of eleven or thirteen cannot answer a run of leads card for card."""
    from piquet.game.acts import Play
    from piquet.rules.play import legal_cards

    while not state.finished:
        if state.phase is not Phase.PLAY and not state.first_lead_made:
            event, state = random_step(state, rng)
            events.append(event.to_json())
            continue
        who = 1 - state.leader if state.pending else state.leader
        allowed = (legal_cards(state.hands[who], state.pending[0]) if state.pending else 0) or state.hands[who]
        card = rng.choice([c for c in PACK if allowed & c.bit])
        state = _act(state, events, Play(state.setup.label(who), (card,)).to_json())
    return state


def _record(state: DealState, events: list[dict[str, object]]) -> dict[str, object]:
    setup = state.setup
    return {
        "dealer": setup.dealer,
        "hands": {setup.elder: str(Hand(setup.dealt[0])), setup.younger: str(Hand(setup.dealt[1]))},
        "stock": str(Stock(setup.stock)),
        "events": events,
    }


def _regular(rng: random.Random, dealer: str, number: int) -> dict[str, object]:
    elder = "A" if dealer == "B" else "B"
    state = random_deal(rng, dealer, elder, number=number)
    events: list[dict[str, object]] = []
    _finish(state, events, rng)
    return _record(state, events)


def law_11_13(rng: random.Random) -> list[dict[str, object]]:
    """A hand of thirteen dealt, a fresh deal elected; then a card exposed in dealing, the deal stood."""
    first = _deal(
        {"A": "AS KS QS JS TS 9S AH KH QH JH TH 9H AD", "B": "8S 7S 8H 7H KD QD JD TD 9D 8D 7D AC"},
        "KC QC JC TC 9C 8C 7C",
    )
    events: list[dict[str, object]] = []
    state = _act(first, events, {"player": "A", "announce": "13 cards"})
    state = _act(state, events, {"player": "B", "count": "stock"})
    state = _act(state, events, {"player": "A", "elect": "fresh deal"})
    deals = [_record(first, events)]
    second = random_deal(rng, "B", "A", number=1)
    exposed = Card.from_index(second.setup.stock[0])
    events = []
    state = _act(second, events, {"player": "B", "expose": exposed.code})
    state = _act(state, events, {"player": "A", "elect": "stand"})
    _finish(state, events, rng)
    deals.append(_record(second, events))
    return deals


def law_27_44(rng: random.Random) -> list[dict[str, object]]:
    """The elder takes six cards: he reckons nothing unless the younger declines to enforce it; the younger stands the deal."""
    state = random_deal(rng, "B", "A")
    events: list[dict[str, object]] = []
    state = _act(state, events, {"player": "A", "exchange": _lowest(state.hands[0], 6)})
    state = _act(state, events, {"player": "B", "elect": "stand"})
    state = _act(state, events, {"player": "B", "elect": "waive"})
    _finish(state, events, rng)
    return [_record(state, events)]


def _moved(state: DealState, to: int, rng: random.Random, number: int = 1) -> DealState:
    """The same shuffle dealt with one card of the stock put into a hand: thirteen cards and a stock of seven."""
    setup = state.setup
    hands = [setup.dealt[0], setup.dealt[1]]
    card = setup.stock[-1]
    hands[to] |= 1 << card
    return start_deal(
        setup.dealer, setup.elder, {setup.elder: Hand(hands[0]), setup.younger: Hand(hands[1])}, Stock(setup.stock[:-1]), number=number
    )


def _lowest(bits: int, count: int) -> str:
    cards = sorted(Hand(bits), key=lambda c: (c.rank.value, c.suit.value))
    return " ".join(c.code for c in cards[:count])


def law_41_43(rng: random.Random) -> list[dict[str, object]]:
    """Thirteen dealt: the elder stands, but discards one too few and plays with thirteen; then the younger's thirteen."""
    state = _moved(random_deal(rng, "B", "A"), 0, rng)
    first = state
    events: list[dict[str, object]] = []
    state = _act(state, events, {"player": "A", "announce": "13 cards"})
    state = _act(state, events, {"player": "A", "elect": "stand"})
    state = _act(state, events, {"player": "A", "exchange": _lowest(state.hands[0], 5)})
    state = _act(state, events, {"player": "B", "elect": "enforce"})
    state = _act(state, events, {"player": "B", "discard": _lowest(state.hands[1], 2)})
    state = _act(state, events, {"player": "B", "take": 2})
    _finish(state, events, rng)
    deals = [_record(first, events)]
    state = _moved(random_deal(rng, "A", "B", number=2), 1, rng, number=2)
    second = state
    events = []
    state = _act(state, events, {"player": "A", "announce": "13 cards"})
    state = _act(state, events, {"player": "B", "elect": "stand"})
    state = _act(state, events, {"player": "B", "exchange": _lowest(state.hands[0], 5)})
    state = _act(state, events, {"player": "A", "discard": _lowest(state.hands[1], 3)})
    state = _act(state, events, {"player": "A", "take": 2})
    _finish(state, events, rng)
    deals.append(_record(second, events))
    return deals


def law_50_54(rng: random.Random) -> list[dict[str, object]]:
    """A point miscalled and corrected in time; four kings called with one in the discard, found at the first trick."""
    a = "KS KH KD KC AS QS JS TS 9H 8H 7D 8C"
    top, bottom = "AH QH JH 7S 8D", "9C 7C TD"
    taken = set((a + " " + top + " " + bottom).split())
    b = " ".join(c.code for c in sorted(Hand.parse(" ".join(x.code for x in __import__("piquet").PACK if x.code not in taken)), key=lambda c: c.index))
    state = _deal({"A": a, "B": b}, top + " " + bottom)
    first = state
    events: list[dict[str, object]] = []
    for act in (
        {"player": "A", "exchange": "KC 7D 8C 9H 8H"},
        {"player": "B", "exchange": _lowest(state.hands[1], 3)},
        {"player": "A", "call": {"point": 5}},
        {"player": "A", "correct": {"point": 6}},
        {"player": "B", "reply": "good"},
        {"player": "A", "call": {"sequence": 5}},
        {"player": "B", "reply": "good"},
        {"player": "A", "call": {"set": "K", "count": 4}},
        {"player": "B", "reply": "good"},
        {"player": "A", "play": "AS"},
    ):
        if "exchange" in act and act["player"] == "B":
            act = {"player": "B", "exchange": _lowest(state.hands[1], 3)}
        state = _act(state, events, act)
    _finish(state, events, rng)
    return [_record(first, events)]


def law_59(rng: random.Random) -> list[dict[str, object]]:
    """A revoke in the middle of the play, claimed at the end: the cards after it taken up and played again."""
    from piquet.rules.play import legal_cards

    while True:
        state = random_deal(rng, "B", "A")
        first = state
        events: list[dict[str, object]] = []
        revoked = False
        while not state.finished:
            if not revoked and len(state.tricks) >= 5 and state.pending and state.leader == 0:
                hand = state.hands[1]
                off = hand & ~legal_cards(hand, state.pending[0])
                if hand & legal_cards(hand, state.pending[0]) and off and legal_cards(hand, state.pending[0]) != hand:
                    card = Card.from_index((off & -off).bit_length() - 1)
                    state = _act(state, events, {"player": "B", "play": card.code})
                    revoked = True
                    continue
            event, state = random_step(state, rng)
            events.append(event.to_json())
        if revoked:
            break
    state = _act(state, events, {"player": "A", "claim": "revoke"})
    _finish(state, events, rng)
    return [_record(first, events)]


def law_16(rng: random.Random) -> list[dict[str, object]]:
    """B deals the second deal out of turn; found after the exchange, the deal stands and A deals the next two."""
    deals = [_regular(rng, "B", 1)]
    state = random_deal(rng, "B", "A", number=2)
    events: list[dict[str, object]] = []
    first = state
    event, state = random_step(state, rng)
    events.append(event.to_json())
    state = _act(state, events, {"player": "A", "claim": "deal out of turn"})
    _finish(state, events, rng)
    deals.append(_record(first, events))
    for number, dealer in ((3, "A"), (4, "A"), (5, "B"), (6, "A")):
        deals.append(_regular(rng, dealer, number))
    return deals


def law_2_3_7_8(rng: random.Random) -> list[dict[str, object]]:
    """Before the deal: a shuffle that shows the faces, a cut of one card, a card exposed in the cut, a good cut, and a try at a second."""
    state = random_deal(rng, "B", "A")
    events: list[dict[str, object]] = []
    exposed = Card.from_index(state.setup.stock[0]).code
    for act in (
        {"player": "A", "shuffle": "pack"},
        {"player": "B", "shuffle": "faces shown"},
        {"player": "B", "shuffle": "pack"},
        {"player": "A", "cut": 1},
        {"player": "A", "cut": 14, "exposed": exposed},
        {"player": "A", "cut": 11},
        {"player": "A", "cut": 20},
    ):
        state = _act(state, events, act)
    _finish(state, events, rng)
    return [_record(state, events)]


def law_4_5_6(rng: random.Random) -> dict[str, object]:
    """The cut for deal: several cards shown, cards of one rank, a second cut, the choice made by the wrong player, an incorrect pack."""
    cut = [
        {"player": "A", "cut": "QH", "exposed": "QH 7S"},
        {"player": "A", "cut": "9C"},
        {"player": "B", "cut": "9D"},
        {"player": "A", "cut": "KS"},
        {"player": "A", "cut": "AH"},
        {"player": "B", "cut": "JH"},
        {"player": "B", "choose": "deal"},
        {"player": "A", "choose": "elder"},
        {"player": "A", "choose": "cards"},
        {"player": "B", "choose": "cards"},
        {"player": "A", "claim": "incorrect pack"},
    ]
    short = random_deal(rng, "B", "A")
    # The short pack voids the deal when it is found (Law 75): the elder counts the stock of seven and claims it.
    void = _record(short, [{"player": "A", "count": "stock"}, {"player": "A", "claim": "incorrect pack"}])
    void["stock"] = " ".join(str(void["stock"]).split()[1:])
    return {"cut_for_deal": cut, "deals": [void, _regular(rng, "B", 1), _regular(rng, "A", 2)]}


def law_10_12(rng: random.Random) -> list[dict[str, object]]:
    """A misdeal put right with leave (the deal goes on), and one put right without leave (the cards stay; the elder has a fresh deal)."""
    state = random_deal(rng, "B", "A")
    short = Card.from_index(state.setup.dealt[1].bit_length() - 1).code
    events: list[dict[str, object]] = [{"player": "A", "accept": "rectify"}, {"player": "B", "rectify": {short: "B"}}]
    _finish(state, events, rng)
    first = _record(state, events)
    hands = dict(first["hands"])  # type: ignore[call-overload]
    hands["B"] = " ".join(code for code in str(hands["B"]).split() if code != short)
    first["hands"], first["stock"] = hands, f"{first['stock']} {short}"
    second = random_deal(rng, "A", "B", number=2)
    extra = Card.from_index(second.setup.dealt[0].bit_length() - 1).code
    misdealt = _record(second, [{"player": "A", "rectify": {extra: "B"}}, {"player": "B", "elect": "fresh deal"}])
    hands = dict(misdealt["hands"])  # type: ignore[call-overload]
    hands["B"] = " ".join(code for code in str(hands["B"]).split() if code != extra)
    hands["A"] = f"{hands['A']} {extra}"
    misdealt["hands"] = hands
    return [first, misdealt, _regular(rng, "A", 2)]


def law_60_75_76_77(rng: random.Random) -> list[dict[str, object]]:
    """Fresh packs called for before the cut, the tricks examined, a marked card found after the deal and another during the next (replaced)."""
    state = random_deal(rng, "B", "A")
    events: list[dict[str, object]] = []
    for act in ({"player": "A", "fresh": "packs"}, {"player": "A", "cut": 16}):
        state = _act(state, events, act)
    first = state
    while len(state.tricks) < 3:
        event, state = random_step(state, rng)
        events.append(event.to_json())
    state = _act(state, events, {"player": "B", "look": "tricks"})
    _finish(state, events, rng)
    events.append({"player": "A", "damaged": Card.from_index(first.setup.stock[0]).code})
    second = random_deal(rng, "A", "B", number=2)
    later_events: list[dict[str, object]] = []
    event, after = random_step(second, rng)
    later_events.append(event.to_json())
    # Found during the deal, the card is replaced and the deal goes on: Law 77 voids nothing (docs/decisions.rst).
    after = _act(after, later_events, {"player": "B", "damaged": Card.from_index(second.setup.stock[-1]).code})
    _finish(after, later_events, rng)
    return [_record(first, events), _record(second, later_events), _regular(rng, "B", 3)]


def law_18_25_44(rng: random.Random) -> list[dict[str, object]]:
    """Carte blanche: taken in before it is shown and the discard taken back (Cases XX, XXI); then told late (Case VI), saving a pique."""
    first = _deal(
        {"A": "AS TS 9S 8S 7S AH TH 9H 8H AD TD 9D", "B": "KS QS JS KH QH JH KD QD JD KC QC JC"},
        "7H 8D 7D AC TC 9C 8C 7C",
    )
    events: list[dict[str, object]] = []
    state = first
    for act in (
        {"player": "A", "announce": "carte blanche"},
        {"player": "B", "discard": "KS QS JS"},
        {"player": "A", "exchange": "9S 8S 7S 9H 8H"},
        {"player": "A", "retake": "9S 8S 7S 9H 8H"},
        {"player": "A", "show": "carte blanche"},
        {"player": "B", "elect": "enforce"},
        {"player": "B", "take": 3},
        {"declare": "all"},
    ):
        state = _act(state, events, act)
    _finish_singly(state, events, rng)
    deals = [_record(first, events)]
    second = _deal(
        {"B": "AH KH QH JH TH AS KS AD KD JC TC QC", "A": "TS 9S 8S 7S TD 9D 8D 7D 9H 8H 7H AC"},
        "7C 8C 9C QS JS QD JD KC",
        dealer="A",
        elder="B",
        number=2,
    )
    events = []
    state = second
    for act in (
        {"player": "B", "exchange": "QC"},
        {"player": "A", "announce": "carte blanche"},
        {"player": "A", "show": "carte blanche"},
        {"player": "B", "claim": "penalty"},
        {"player": "A", "exchange": "7H"},
        {"declare": "all"},
        {"player": "B", "play": "AH"},
        {"player": "A", "play": "8H"},
        {"player": "B", "play": "KH"},
        {"player": "A", "play": "9H"},
        {"player": "B", "play": "QH"},
        {"player": "A", "play": "7S"},
        {"player": "B", "play": "JH"},
        {"player": "A", "play": "7D"},
    ):
        state = _act(state, events, act)
    _finish_singly(state, events, rng)
    deals.append(_record(second, events))
    return deals


def law_26_31_57_58(rng: random.Random) -> list[dict[str, object]]:
    """Too few and too many: a card of the hand mixed with the discard after taking in (eleven, Laws 26, 57); then one taken in more than discarded (thirteen, Laws 31, 58)."""
    state = random_deal(rng, "B", "A")
    first = state
    events: list[dict[str, object]] = []
    state = _act(state, events, {"player": "A", "exchange": _lowest(state.hands[0], 5)})
    state = _act(state, events, {"player": "A", "mix": _lowest(state.hands[0], 1), "with": "discard"})
    _finish_singly(state, events, rng)
    deals = [_record(first, events)]
    state = random_deal(rng, "A", "B", number=2)
    second = state
    events = []
    state = _act(state, events, {"player": "B", "discard": _lowest(state.hands[0], 3)})
    state = _act(state, events, {"player": "B", "take": 4})
    state = _act(state, events, {"player": "A", "elect": "enforce"})
    _finish_singly(state, events, rng)
    deals.append(_record(second, events))
    return deals


def law_28_33_35(rng: random.Random) -> list[dict[str, object]]:
    """Cards left in the stock: the elder takes up one he said he would leave (Laws 28, 33); the younger takes up one he left, silently (Case XIII) and after saying so."""
    state = random_deal(rng, "B", "A")
    first = state
    events: list[dict[str, object]] = []
    state = _act(state, events, {"player": "A", "leave": 1})
    state = _act(state, events, {"player": "A", "exchange": _lowest(state.hands[0], 5)})
    state = _act(state, events, {"player": "B", "elect": "stand"})
    state = _act(state, events, {"player": "B", "elect": "enforce"})
    _finish_singly(state, events, rng)
    deals = [_record(first, events)]
    for number, dealer, elder, said in ((2, "A", "B", False), (3, "B", "A", True)):
        state = random_deal(rng, dealer, elder, number=number)
        start = state
        events = []
        state = _act(state, events, {"player": elder, "exchange": _lowest(state.hands[0], 5)})
        if said:
            state = _act(state, events, {"player": dealer, "leave": 1})
        state = _act(state, events, {"player": dealer, "discard": _lowest(state.hands[1], 3)})
        state = _act(state, events, {"player": dealer, "take": 2})
        if not said:
            # Found after the exchange is over (Case XIII), not a second lift of his taking in (Law 29, Law 32).
            state = _act(state, events, {"declare": "all"})
        state = _act(state, events, {"player": dealer, "mix": Card.from_index(state.stock[0]).code, "with": "hand"})
        _finish_singly(state, events, rng)
        deals.append(_record(start, events))
    return deals


def law_9(rng: random.Random) -> list[dict[str, object]]:
    """Each dealer keeps his mode of dealing: B deals by three, A by two, then B by two (Law 9)."""
    deals = [_regular(rng, dealer, number) for number, dealer in ((1, "B"), (2, "A"), (3, "B"), (4, "A"))]
    for deal, by in zip(deals, (3, 2, 2, 2)):
        deal["deal_by"] = by
    return deals


#: The cards of the Description's Example (B deals, A is elder).
EXAMPLE_HANDS = {"A": "AS KS JS AH QH JH 8H JC 8C 7C 9D 8D", "B": "TS 7S TH 9H 7H KC QC TC AD QD JD TD"}
EXAMPLE_STOCK = "9S 8S KH 9C KD QS AC 7D"


def law_46_47_51_56(rng: random.Random) -> list[dict[str, object]]:
    """A sequence called before the point loses the point; a reply corrected in time; a call omitted made after the younger played."""
    state = _deal(EXAMPLE_HANDS, EXAMPLE_STOCK)
    first = state
    events: list[dict[str, object]] = []
    for act in (
        {"player": "A", "exchange": "KS 8C 7C 9D 8D"},
        {"player": "B", "exchange": "7S 9H 7H"},
        {"player": "A", "call": {"sequence": 4}},
        {"player": "B", "reply": "good"},
        {"player": "A", "call": {"set": "J", "count": 3}},
        {"player": "B", "reply": "good"},
        {"player": "B", "correct": "not good"},
        {"player": "A", "play": "AH"},
        {"player": "B", "reckon": {"point": 5, "value": 48}},
        {"player": "B", "reckon": {"set": "T", "count": 4}},
        {"player": "B", "reckon": {"set": "Q", "count": 3}},
        {"player": "B", "play": "TH"},
        {"player": "A", "call": {"point": 5, "value": 49}},
    ):
        state = _act(state, events, act)
    _finish(state, events, rng)
    return [_record(first, events)]


def law_70_74_78(rng: random.Random) -> list[dict[str, object]]:
    """A revoke claimed after a bystander's remark; the written scores differ and one is wrong; then a regular partie to its end."""
    from piquet.rules.scoring import score_deal

    state = _deal(EXAMPLE_HANDS, EXAMPLE_STOCK)
    first = state
    events: list[dict[str, object]] = []
    for act in (
        {"player": "A", "exchange": "KS 8C 7C 9D 8D"},
        {"player": "B", "exchange": "7S 9H 7H"},
        {"player": "A", "call": {"point": 5, "value": 49}},
        {"player": "B", "reply": "good"},
        {"player": "A", "call": {"sequence": 4}},
        {"player": "B", "reply": "good"},
        {"player": "A", "call": {"set": "J", "count": 3}},
        {"player": "B", "reply": "not good"},
        {"player": "A", "play": "AH"},
        {"player": "B", "reckon": {"set": "T", "count": 4}},
        {"player": "B", "reckon": {"set": "Q", "count": 3}},
        {"player": "B", "play": "7D"},
        {"remark": "B did not follow suit", "by": "C"},
        {"player": "A", "claim": "revoke"},
    ):
        state = _act(state, events, act)
    state = _finish(state, events, rng)
    right = score_deal(state).totals
    # B writes A's score five short and A writes his own right (Law 74); A writes B's three short, and B proves it (Law 70).
    state = _act(state, events, {"player": "A", "write": {"A": right["A"], "B": right["B"] - 3}})
    state = _act(state, events, {"player": "B", "write": {"A": right["A"] - 5, "B": right["B"] - 3}})
    state = _act(state, events, {"player": "B", "claim": "score"})
    return [_record(first, events)] + [_regular(rng, "A" if number % 2 == 0 else "B", number) for number in range(2, 7)]


def law_70_71_74(rng: random.Random) -> dict[str, object]:
    """A four-deal partie: the first deal's score written doubled (the default) and wrong, claimed by name two deals on (too
    late); the last deal's written as the hand's own figures (``"doubled": false``), and a claim naming it, of no effect."""
    from piquet.rules.scoring import score_deal

    deals: list[dict[str, object]] = []
    for number, dealer in enumerate(("B", "A", "B", "A"), start=1):
        elder = "A" if dealer == "B" else "B"
        state = random_deal(rng, dealer, elder, number=number)
        events: list[dict[str, object]] = []
        if number == 3:
            # The first deal (index 0) named: its written score stood wrong, A having seen two hands since.
            state = _act(state, events, {"player": "B", "claim": "score", "deal": 0})
        state = _finish(state, events, rng)
        right = score_deal(state).totals
        if number == 1:
            # Both write the doubled figures, A's ten short: the error is not found before A sees his next hand.
            for writer in ("A", "B"):
                state = _act(state, events, {"player": writer, "write": {"A": 2 * right["A"] + 10, "B": 2 * right["B"]}})
        if number == 4:
            for writer in ("A", "B"):
                state = _act(state, events, {"player": writer, "write": dict(right), "doubled": False})
            state = _act(state, events, {"player": "A", "claim": "score", "deal": 3})
        deals.append(_record(state, events))
    return {"options": {"deals": 4}, "deals": deals}


DISPUTES: dict[str, Callable[[random.Random], list[dict[str, object]] | dict[str, object]]] = {
    "law-11-13-wrong-deal-and-exposed-card": law_11_13,
    "law-27-44-elder-takes-six": law_27_44,
    "law-41-43-thirteen-cards-stood": law_41_43,
    "law-50-54-miscall-and-unfounded-call": law_50_54,
    "law-59-revoke-claimed-at-the-end": law_59,
    "law-16-deal-out-of-turn": law_16,
    "law-2-3-7-8-shuffle-and-cut": law_2_3_7_8,
    "law-4-5-6-cut-for-deal": law_4_5_6,
    "law-10-12-misdeal-put-right": law_10_12,
    "law-75-76-77-changing-cards": law_60_75_76_77,
    "law-18-25-44-carte-blanche-retaken-and-told-late": law_18_25_44,
    "law-26-31-57-58-too-few-and-too-many": law_26_31_57_58,
    "law-28-33-35-cards-left-in-the-stock": law_28_33_35,
    "law-9-mode-of-dealing": law_9,
    "law-46-47-51-56-point-lost-and-reply-corrected": law_46_47_51_56,
    "law-70-74-78-written-scores-and-a-bystander": law_70_74_78,
    "law-70-71-74-four-deal-partie-written-scores-claimed-by-deal": law_70_71_74,
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, build in DISPUTES.items():
        built = build(random.Random(name))
        record = {"format": "piquet-record/1", "players": ["A", "B"], **(built if isinstance(built, dict) else {"deals": built})}
        path = OUT / f"{name}.json"
        path.write_text(json.dumps(record, indent=2) + "\n")
        shown = subprocess.run([sys.executable, "-m", "piquet.faces.cli", "adjudicate", "--acts", str(path)], capture_output=True, text=True)
        (OUT / f"{name}.txt").write_text(shown.stdout + shown.stderr)


if __name__ == "__main__":
    main()
