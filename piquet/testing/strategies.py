"""Hypothesis strategies for piquet's values: cards, hands, deals, acts and records.

Each strategy draws its randomness from hypothesis (``st.randoms``,
permutations), so failures shrink and replay like any other example.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import strategies as st

from piquet.game.acts import Event
from piquet.formats.acts_json import event_from_json
from piquet.referee.deal import HAND_SIZE, start_deal
from piquet.referee.simulate import SimulatedDeal, legal_events as _legal_events, partie_record, play_random_deal
from piquet.game.state import DealState
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
    "play_events",
    "claims_near",
    "cut_for_deal_acts",
    "records",
    "IRREGULAR_VALUES",
    "EXCHANGE_VERBS",
    "PLAY_VERBS",
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
    "surplus": st.fixed_dictionaries(
        {"holder": st.sampled_from(["A", "B"]), "card": st.sampled_from(_CODES), "in": st.sampled_from(["discard", "hand", "played"])}
    ),
    "fresh": st.just("packs"),
    "announce": st.sampled_from(["11 cards", "13 cards", "carte blanche"]),
    "leave": st.integers(0, 4),
    "demand": st.sampled_from(["S", "H", "D", "C"]),
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
    "claim": st.sampled_from(["revoke", "deal out of turn", "unfounded call", "score", "penalty", "wrong pack", "misinformed", "incorrect pack"]),
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
    "surplus",
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
        data[verb] = draw(st.sampled_from(["penalty", "deal out of turn", "wrong pack", "score", "incorrect pack"]))
    elif verb == "rectify":
        places = [state.setup.elder, state.setup.younger, "stock"]
        moved = draw(_some(_codes(state.hands[0] | state.hands[1]) + stock, 2)).split()
        data[verb] = {code: draw(st.sampled_from(places)) for code in moved}
    else:
        data[verb] = draw(IRREGULAR_VALUES[verb])
    return event_from_json(data)


#: The verbs of the declaration and the play (Laws 46-78): calls and their answers, corrections,
#: questions, plays of one card or several, cards taken back, claims, concessions, written scores,
#: a bystander's remark and the elections the rulings leave.
PLAY_VERBS = (
    "call",
    "reply",
    "reckon",
    "correct",
    "ask",
    "answer",
    "play",
    "retake",
    "claim",
    "concede",
    "expose",
    "write",
    "remark",
    "elect",
    "look",
    "declare",
    "surplus",
)

#: Plays, cards taken back and claims come more often than the rest: they are what the play turns on.
_PLAY_WEIGHTED = PLAY_VERBS + ("play",) * 5 + ("retake", "claim", "call", "reply", "reckon") * 2

_RANK_LETTERS = "789TJQKA"
_SUIT_LETTERS = "SHDC"


def _suit_of(card: Card) -> str:
    return card.code[-1]


@st.composite
def claims_near(draw: st.DrawFn, bits: int) -> dict[str, Any]:
    """A call or reckoning as JSON, close to what a hand holds: a point, sequence or set it holds, or one a card longer, shorter or higher.

    Drawn from the hand's own suits and runs, so that some claims are
    founded, some are misnomers (a suit or top card named wrongly), some
    could have been held with the discard (Law 54) and some could not.
    """
    held = [card for card in PACK if bits & card.bit]
    kind = draw(st.sampled_from(["point", "sequence", "set"]))
    if kind == "point":
        suit = draw(st.sampled_from([_suit_of(c) for c in held] or list(_SUIT_LETTERS)))
        cards_of = [c for c in held if _suit_of(c) == suit]
        length = max(1, min(8, len(cards_of) + draw(st.sampled_from([0, 0, 0, -1, 1]))))
        out: dict[str, Any] = {"point": length}
        if draw(st.booleans()):
            out["value"] = max(0, sum(int(c.rank.pip_value) for c in cards_of) + draw(st.sampled_from([0, 0, 0, -1, 2, 10])))
        if draw(st.integers(0, 3)) == 0:
            out["suit"] = draw(st.sampled_from([suit, *_SUIT_LETTERS]))
        return out
    if kind == "sequence":
        runs = [(suit, top, length) for suit in _SUIT_LETTERS for top, length in _runs(held, suit)]
        suit, top, length = draw(st.sampled_from(runs)) if runs else (draw(st.sampled_from(list(_SUIT_LETTERS))), 14, 3)
        length = max(3, min(8, length + draw(st.sampled_from([0, 0, 0, -1, 1]))))
        top = max(6 + length, min(14, top + draw(st.sampled_from([0, 0, 0, -1, 1]))))
        out = {"sequence": length}
        if draw(st.booleans()):
            out["to"] = _RANK_LETTERS[top - 7]
            if draw(st.booleans()):
                out["suit"] = draw(st.sampled_from([suit, *_SUIT_LETTERS]))
        return out
    counts = {rank: sum(1 for c in held if int(c.rank) == rank) for rank in range(10, 15)}
    likely = [rank for rank, n in counts.items() if n >= 2] or list(range(10, 15))
    rank = draw(st.sampled_from(likely))
    out = {"set": _RANK_LETTERS[rank - 7], "count": draw(st.sampled_from([3, 3, 4] if counts[rank] >= 3 else [3, 4]))}
    if draw(st.integers(0, 4)) == 0:
        out["set"] = None  # a trio called by its number alone (Law 48)
    return out


def _runs(held: list[Card], suit: str) -> list[tuple[int, int]]:
    """The runs of three or more cards of one suit in a hand: (top rank, length)."""
    ranks = sorted({int(c.rank) for c in held if _suit_of(c) == suit})
    found, start = [], 0
    for i in range(1, len(ranks) + 1):
        if i == len(ranks) or ranks[i] != ranks[i - 1] + 1:
            if i - start >= 3:
                found.append((ranks[i - 1], i - start))
            start = i
    return found


@st.composite
def play_events(draw: st.DrawFn, state: DealState) -> Event:
    """One act of the declaration or the play (:data:`PLAY_VERBS`), by the player whose turn it is or not, its values drawn from the deal.

    Calls, reckonings and corrections are :func:`claims_near` the actor's
    hand; plays are of cards he holds, mostly one legal card, sometimes a
    card off the suit led (a revoke), a lead out of turn or several cards
    at once (a string of leads, Law 59 II); cards taken back are among those
    he has played or holds; claims are of a revoke, an unfounded call, a
    score, a penalty; elections are those the rulings left open (or not);
    questions ask how many of a suit and answers are near the truth.
    Often irregular, sometimes regular, sometimes refused.
    """
    from piquet.referee.apply import current_player
    from piquet.rules.play import legal_cards

    players = (state.setup.elder, state.setup.younger)
    if state.revokes and draw(st.integers(0, 2)) == 0:  # the revoke found, and claimed by the adversary (Law 59 IV)
        return event_from_json({"player": players[1 - state.revokes[-1][1]], "claim": "revoke"})
    verb = draw(st.sampled_from(_PLAY_WEIGHTED))
    awaited = current_player(state)
    label = draw(st.sampled_from([awaited, awaited, *players] if awaited in players else list(players)))
    if verb == "retake" and state.pending and draw(st.integers(0, 3)):
        label = state.setup.label(state.leader)  # the leader takes back a card not yet played to (Law 59 III) or is refused
    who = players.index(label)
    hand = state.hands[who]
    data: dict[str, Any] = {"player": label}
    if verb in ("call", "reckon", "correct"):
        if verb == "correct" and draw(st.integers(0, 3)) == 0:
            data[verb] = draw(st.sampled_from(["good", "not good", "equal"]))  # a reply corrected (Law 51)
        else:
            data[verb] = draw(claims_near(hand | state.discards[who] if draw(st.integers(0, 4)) == 0 else hand))
    elif verb == "play":
        own = _codes(hand)
        if state.pending and who != state.leader and hand:
            legal = _codes(legal_cards(hand, state.pending[0]) or hand)
            off = [c for c in own if c not in legal]
            first = draw(st.sampled_from(legal if not off or draw(st.integers(0, 3)) else off))
        else:
            first = draw(st.sampled_from(own or _CODES))
        more = draw(st.sampled_from([0, 0, 0, 0, 1, 2]))
        rest = [c for c in own if c != first]
        data[verb] = " ".join([first, *draw(st.lists(st.sampled_from(rest), max_size=more, unique=True))] if rest and more else [first])
    elif verb == "retake":
        # Mostly the cards just played: those awaiting an answer, the last trick's, a card played beyond a string of leads.
        recent = [PACK[i].code for i in state.pending] + [card.code for trick in state.tricks[-1:] for card in trick.cards]
        data[verb] = draw(_some(draw(st.sampled_from([recent, recent, _codes(state.played[who])])) or _codes(hand), 2))
    elif verb == "expose":
        data[verb] = draw(_some(_codes(hand), 1))
    elif verb == "claim":
        data[verb] = draw(st.sampled_from(["revoke"] * (6 if state.revokes else 2) + ["unfounded call", "score", "penalty"]))
    elif verb == "write":
        data[verb] = {players[0]: draw(st.integers(0, 60)), players[1]: draw(st.integers(0, 60))}
    elif verb == "ask":
        data[verb] = {"how many": draw(st.sampled_from(["spades", "hearts", "diamonds", "clubs"]))}
    elif verb == "answer":
        data[verb] = draw(st.sampled_from(["none", "1", "2", "3", "4", str(hand.bit_count() % 5)]))
    elif verb == "elect":
        offered: list[tuple[str, str, int]] = [(e.key, c.name, e.elector) for e in state.elections for c in e.choices]
        if offered and draw(st.integers(0, 3)) > 0:
            key, choice, elector = draw(st.sampled_from(offered))
            data = {"player": state.setup.label(elector), verb: choice, "option": key}
        else:
            data[verb] = draw(IRREGULAR_VALUES["elect"])
    elif verb == "remark":
        data = {"remark": draw(IRREGULAR_VALUES["remark"]), "by": "C"}
    elif verb == "declare":
        data = {"declare": "all"}
    elif verb == "look":
        data[verb] = "tricks"
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
