"""Hypothesis strategies for piquet's values: cards, hands, deals, acts and records.

Each strategy draws its randomness from hypothesis (``st.randoms``,
permutations), so failures shrink and replay like any other example.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import strategies as st

from piquet.referee.acts import Event, event_from_json
from piquet.referee.deal import HAND_SIZE, start_deal
from piquet.referee.simulate import SimulatedDeal, legal_events as _legal_events, partie_record, play_random_deal
from piquet.referee.state import DealState
from piquet.table.cards import PACK, Card
from piquet.table.cardsets import Hand, Stock

__all__ = [
    "cards",
    "hands",
    "dealt",
    "misdealt",
    "regular_deals",
    "legal_events",
    "irregular_events",
    "exchange_events",
    "cut_for_deal_acts",
    "records",
    "IRREGULAR_VALUES",
    "EXCHANGE_VERBS",
    "MISDEALS",
]

_CODES = [card.code for card in PACK]
_COURT_RANKS = {11, 12, 13}  # knave, queen, king
_SOME_CARDS = st.lists(st.sampled_from(_CODES), min_size=1, max_size=3, unique=True).map(" ".join)
_CLAIMS = st.sampled_from(
    [{"point": 5}, {"point": 4, "value": 40}, {"sequence": 3}, {"sequence": 4, "to": "A"}, {"set": "K", "count": 3}, {"set": "A", "count": 4}]
)

#: For each verb of the record format, values an act of that verb may carry,
#: regular or not: cards anywhere, counts out of range, calls not held,
#: questions, claims, proposals, written scores.
IRREGULAR_VALUES: dict[str, st.SearchStrategy[Any]] = {
    "expose": _SOME_CARDS,
    "faced": st.sampled_from(_CODES),
    "damaged": st.sampled_from(_CODES),
    "fresh": st.just("packs"),
    "announce": st.sampled_from(["11 cards", "13 cards", "carte blanche"]),
    "leave": st.integers(0, 4),
    "count": st.just("stock"),
    "look": st.sampled_from(["left", "discard", "tricks"]),
    "retake": _SOME_CARDS,
    "discard": _SOME_CARDS,
    "exchange": _SOME_CARDS,
    "take": st.integers(0, 8),
    "play": _SOME_CARDS,
    "call": _CLAIMS,
    "reckon": _CLAIMS,
    "correct": _CLAIMS,
    "reply": st.sampled_from(["good", "not good", "equal", "what do they make"]),
    "ask": st.sampled_from(["how many", {"how many": "hearts"}, {"how many": "spades"}]),
    "answer": st.sampled_from(["none", "1", "2", "4"]),
    "propose": st.just("fresh deal"),
    "accept": st.sampled_from(["fresh deal", "rectify"]),
    "rectify": st.dictionaries(st.sampled_from(_CODES), st.sampled_from(["A", "B", "stock"]), min_size=1, max_size=3),
    "claim": st.sampled_from(["revoke", "deal out of turn", "unfounded call", "score", "penalty", "wrong pack"]),
    "lift": st.just("hand"),
    "concede": st.just(True),
    "write": st.just({"A": 10, "B": 5}),
    "mix": _SOME_CARDS,
    "declare": st.just("all"),
    "gather": st.just("pack"),
    "shuffle": st.sampled_from(["pack", "faces shown"]),
    "cut": st.integers(0, 32),
    "show": st.one_of(st.just("carte blanche"), _SOME_CARDS),
    "elect": st.sampled_from(["enforce", "waive", "fresh deal", "stand", "retake", "play on"]),
    "remark": st.sampled_from(["that card was exposed", "he has thirteen cards", "B did not follow suit"]),
}

#: The verbs of the acts before the play (Laws 1-45): dealing, the exchange and its accidents, carte blanche.
EXCHANGE_VERBS = (
    "discard",
    "exchange",
    "take",
    "retake",
    "mix",
    "expose",
    "leave",
    "look",
    "count",
    "announce",
    "show",
    "faced",
    "shuffle",
    "cut",
    "gather",
    "lift",
    "elect",
    "claim",
    "propose",
    "accept",
    "rectify",
    "fresh",
    "damaged",
)


def cards() -> st.SearchStrategy[Card]:
    """Any of the 32 cards."""
    return st.sampled_from(PACK)


def hands(size: int = HAND_SIZE) -> st.SearchStrategy[Hand]:
    """A set of ``size`` different cards (twelve by default; eleven and thirteen are the irregular deals)."""
    if not 0 <= size <= len(PACK):
        raise ValueError(f"a hand holds 0 to 32 cards, not {size}")
    return st.lists(st.integers(0, 31), min_size=size, max_size=size, unique=True).map(lambda found: Hand(sum(1 << i for i in found)))


@st.composite
def dealt(draw: st.DrawFn, dealer: str = "B", elder: str = "A") -> DealState:
    """A deal as dealt from a shuffled pack: twelve to each player, eight to the stock, top card first."""
    order = draw(st.permutations(range(32)))
    hands_dealt = {elder: Hand(sum(1 << i for i in order[:HAND_SIZE])), dealer: Hand(sum(1 << i for i in order[HAND_SIZE : 2 * HAND_SIZE]))}
    return start_deal(dealer, elder, hands_dealt, Stock(tuple(order[2 * HAND_SIZE :])))


@st.composite
def regular_deals(draw: st.DrawFn, dealer: str = "B", elder: str = "A") -> SimulatedDeal:
    """A deal played to the end with regular acts only: ``(initial, events, final)``; the final state is scored or void."""
    rng = draw(st.randoms(use_true_random=False))
    return play_random_deal(random.Random(rng.getrandbits(64)), dealer, elder)


@st.composite
def legal_events(draw: st.DrawFn, state: DealState) -> Event:
    """One regular act the referee accepts without a ruling in this state (the deal must not be over)."""
    found = _legal_events(state)
    if not found:
        raise ValueError("the deal is over: no act is legal")
    return draw(st.sampled_from(found))


@st.composite
def irregular_events(draw: st.DrawFn, players: tuple[str, str] = ("A", "B")) -> Event:
    """One act of any verb by either player, with a value drawn from :data:`IRREGULAR_VALUES`; often irregular, sometimes regular."""
    verb = draw(st.sampled_from(sorted(IRREGULAR_VALUES)))
    data: dict[str, Any] = {"player": draw(st.sampled_from(players)), verb: draw(IRREGULAR_VALUES[verb])}
    if verb == "declare":  # "declare all" is said by neither player alone
        del data["player"]
    if verb == "remark":  # said by a bystander, not a player (Law 78)
        data["by"] = data.pop("player") + "'s friend"
    if verb == "elect" and draw(st.booleans()):
        data["option"] = draw(st.sampled_from(["law-11", "law-13", "law-28", "law-29", "law-44", "law-59"]))
    if verb == "mix":
        data["with"] = draw(st.sampled_from(["hand", "discard"]))
    if verb == "cut" and draw(st.booleans()):
        data["exposed"] = draw(st.sampled_from(_CODES))  # a card shown in cutting (Law 7)
    return event_from_json(data)


def cut_for_deal_acts(players: tuple[str, str] = ("A", "B")) -> st.SearchStrategy[list[dict[str, Any]]]:
    """The acts of a cut for deal as JSON (Laws 4-6): cuts, some showing several cards, choices by either player, a pack found incorrect."""
    player = st.sampled_from(players)
    cut = st.builds(lambda p, c, shown: {"player": p, "cut": c, **({"exposed": shown} if shown else {})}, player, st.sampled_from(_CODES), st.none() | _SOME_CARDS)
    choose = st.builds(lambda p, what: {"player": p, "choose": what}, player, st.sampled_from(["deal", "elder", "cards"]))
    claim = st.builds(lambda p: {"player": p, "claim": "incorrect pack"}, player)
    return st.lists(st.one_of(cut, cut, choose, claim), min_size=1, max_size=8)


def _codes(bits: int) -> list[str]:
    return [card.code for card in PACK if bits & card.bit]


@st.composite
def _some(draw: st.DrawFn, codes: list[str], most: int = 3) -> str:
    """One to ``most`` of these cards (any card of the pack when there are none)."""
    pool = codes or _CODES
    return " ".join(draw(st.lists(st.sampled_from(pool), min_size=1, max_size=max(1, min(most, len(pool))), unique=True)))


@st.composite
def exchange_events(draw: st.DrawFn, state: DealState) -> Event:
    """One act of the deal or the exchange (:data:`EXCHANGE_VERBS`) by either player, its cards drawn from where they lie now.

    :func:`irregular_events` names cards anywhere, so most of its acts of
    the exchange are refused as contradicting the cards; these name the
    actor's hand, his discard or the stock, so that the referee meets the
    exchange's irregularities themselves: a discard retaken or added to
    after taking in, a card of the stock mixed with a hand or a discard
    (the actor's share, the adversary's, or cards left), a card of the
    stock exposed, too many or too few taken, cards left and looked at, a
    wrong count announced and the stock counted, a carte blanche announced
    or shown, a faced card, a shuffle, cut or gathering at the wrong time,
    a hand lifted, an option elected (offered or not), a claim, an offer of
    a fresh deal.  Often irregular, sometimes regular, sometimes refused.
    """
    verb = draw(st.sampled_from(EXCHANGE_VERBS))
    discarded = [who for who in (0, 1) if state.discards[who]]
    if verb == "retake" and discarded:  # mostly by a player who has a discard to take back from
        who = draw(st.sampled_from(discarded + [0, 1] if len(discarded) == 1 else [0, 1]))
    else:
        who = draw(st.sampled_from((0, 1)))
    label = state.setup.label(who)
    hand = _codes(state.hands[who])
    discard = _codes(state.discards[who])
    stock = [PACK[index].code for index in state.stock]
    data: dict[str, Any] = {"player": label}
    if verb in ("discard", "exchange"):
        data[verb] = draw(_some(hand, 6))
    elif verb == "take":
        put_out = len(discard)  # about as many as he discarded: one more or one fewer are Laws 30, 31, 40-43
        data[verb] = draw(st.integers(max(0, put_out - 1), put_out + 1) if put_out else st.integers(0, len(state.stock) + 1))
    elif verb == "retake":
        data[verb] = draw(_some(discard or hand))
    elif verb == "mix":
        data["with"] = draw(st.sampled_from(["hand", "discard"]))
        data[verb] = draw(_some(stock + (discard if data["with"] == "hand" else hand)))
    elif verb == "expose":
        data[verb] = draw(_some(draw(st.sampled_from([stock, hand])) or stock, 2))
    elif verb == "leave":
        data[verb] = draw(st.integers(0, 5))
    elif verb == "announce":
        dealt_count = state.dealt_count(who)
        data[verb] = draw(st.sampled_from(["carte blanche", f"{dealt_count} cards", "11 cards", "13 cards"]))
    elif verb == "faced":
        data[verb] = draw(st.sampled_from(stock or _CODES))
    elif verb == "cut":
        data[verb] = draw(st.integers(0, 32))
        if draw(st.booleans()):
            data["exposed"] = draw(st.sampled_from(_CODES))
    elif verb == "elect":
        offered = [(e.key, c.name) for e in state.elections for c in e.choices]
        key, choice = draw(st.sampled_from(offered + [("law-44", "waive"), ("law-28", "fresh deal"), ("law-11", "stand")]))
        data[verb] = choice
        if draw(st.booleans()):
            data["option"] = key
    elif verb == "claim":
        data[verb] = draw(st.sampled_from(["penalty", "deal out of turn", "wrong pack", "score"]))
    elif verb == "rectify":
        places = [state.setup.elder, state.setup.younger, "stock"]
        moved = draw(_some(_codes(state.hands[0] | state.hands[1]) + stock, 2)).split()
        data[verb] = {code: draw(st.sampled_from(places)) for code in moved}
    else:
        data[verb] = draw(IRREGULAR_VALUES[verb])
    return event_from_json(data)


#: How a deal may be dealt wrongly by one card: (from, to) among "elder", "younger" and "stock".
MISDEALS: tuple[tuple[str, str] | None, ...] = (
    None,
    ("stock", "elder"),
    ("stock", "younger"),
    ("younger", "elder"),
    ("elder", "younger"),
    ("elder", "stock"),
)


@st.composite
def misdealt(draw: st.DrawFn, dealer: str = "B", elder: str = "A") -> DealState:
    """A deal as dealt from a shuffled pack, often with one card dealt to the wrong place, sometimes with a carte blanche.

    Hands of eleven or thirteen and stocks of seven or nine: the deals of
    Laws 11, 12 and 38-43.  The first of :data:`MISDEALS` is the regular deal,
    so failures shrink towards it.  A carte blanche (Laws 18-20), which a
    shuffled pack deals once in many thousand deals, is dealt to the elder
    or the younger a third of the time each.
    """
    order = list(draw(st.permutations(range(32))))
    blanche = draw(st.sampled_from((None, "elder", "younger")))
    if blanche is not None:  # twelve cards without a king, queen or knave to one player (Law 18)
        plain = [i for i in order if int(PACK[i].rank) not in _COURT_RANKS]
        rest = [i for i in order if i not in plain[:HAND_SIZE]]
        order = plain[:HAND_SIZE] + rest if blanche == "elder" else rest[:HAND_SIZE] + plain[:HAND_SIZE] + rest[HAND_SIZE:]
    places = {"elder": order[:HAND_SIZE], "younger": order[HAND_SIZE : 2 * HAND_SIZE], "stock": order[2 * HAND_SIZE :]}
    wrong = draw(st.sampled_from(MISDEALS))
    if wrong is not None:
        source, target = wrong
        places[target].append(places[source].pop())
    return start_deal(
        dealer,
        elder,
        {elder: Hand(sum(1 << i for i in places["elder"])), dealer: Hand(sum(1 << i for i in places["younger"]))},
        Stock(tuple(places["stock"])),
    )


@st.composite
def records(draw: st.DrawFn, deals: st.SearchStrategy[int] | None = None, irregular: bool = False) -> dict[str, Any]:
    """A partie record as parsed JSON: one to six regular deals, or with irregular acts spliced in.

    A regular record adjudicates with no ruling.  With ``irregular=True``
    a few acts from :func:`irregular_events` are inserted at random places,
    and half the records open with a cut for deal from :func:`cut_for_deal_acts`;
    the referee rules on them, or the record contradicts itself and
    :func:`piquet.adjudicate` raises :class:`~piquet.errors.RecordError`:
    the two answers a program embedding the referee must handle.
    """
    count = draw(deals if deals is not None else st.integers(1, 6))
    rng = draw(st.randoms(use_true_random=False))
    record = partie_record(random.Random(rng.getrandbits(64)), deals=count).to_json()
    if irregular:
        players = (record["players"][0], record["players"][1])
        if draw(st.booleans()):
            record["cut_for_deal"] = draw(cut_for_deal_acts(players))
        for _ in range(draw(st.integers(1, 3))):
            deal = draw(st.sampled_from(record["deals"]))
            act = draw(irregular_events(players)).to_json()
            deal["events"].insert(draw(st.integers(0, len(deal["events"]))), act)
    return record
