"""Random deals with irregular acts that could happen at the table, as records (issue #34).

:mod:`piquet.referee.simulate` plays regular deals only.  This module plays
them the same way and, now and then, inserts an irregular act that the
state makes physically possible: a player plays, exposes, mixes, retakes or
shows only cards that are where the act takes them from, takes from the
stock no more cards than it holds, answers only a question put to him, and
elects only among the options the laws left open (or names one that is not:
a player may say anything).  Such an act happened, so the referee must rule
on it; a record built here must never be refused (the property of
``tests/test_nothing_that_happened_at_the_table_is_refused.py``).

After an irregular act the deal goes on with :func:`~piquet.referee.simulate.random_step`
where the simulator can; when it finds no regular act
(:class:`~piquet.referee.simulate.NoRegularAct`), or the deal runs long, the
record stops there, mid-deal, as a record may.

Each act is made as JSON and read with :func:`piquet.event_from_json`, and
the record is a JSON object for :func:`piquet.adjudicate`, so the record
reader is exercised too.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from piquet import event_from_json
from piquet.errors import Contradiction
from piquet.game.acts import Answer, Call, Event
from piquet.game.state import ELDER, YOUNGER, DealState, Phase, adversary
from piquet.referee.adjudication import adjudicate, state_after
from piquet.referee.apply import apply
from piquet.referee.simulate import NoRegularAct, claims_held, random_step
from piquet.table.cards import PACK

__all__ = ["IRREGULAR_ACTS", "irregular_act", "irregular_partie", "Refused"]

#: How often an act of the deal is an irregular one instead of the simulator's regular act.
IRREGULARITY = 0.12
#: A deal that runs this long is stopped there (the record ends mid-deal): irregular acts can keep a deal from ending.
DEAL_LENGTH = 160
_RANKS = "789TJQKA"
_SUITS = "SHDC"
_SUIT_WORDS = ("spades", "hearts", "diamonds", "clubs")

Act = dict[str, Any]
Maker = Callable[[DealState, random.Random], "Act | None"]


class Refused(Exception):
    """An act of the generator the referee refused as contradicting the record (the record is kept, to be shown)."""


def _codes(bits: int) -> list[str]:
    return [card.code for card in PACK if bits & card.bit]


def _some(rng: random.Random, codes: list[str], most: int = 1) -> str | None:
    if not codes:
        return None
    return " ".join(rng.sample(codes, rng.randint(1, min(most, len(codes)))))


def _player(state: DealState, rng: random.Random) -> int:
    return rng.choice((ELDER, YOUNGER))


def _stock_codes(state: DealState) -> list[str]:
    return [PACK[index].code for index in state.stock]


# -- the claims a player may say: held, near what he holds, or anything plausible ----------------------------


def _claim(state: DealState, who: int, rng: random.Random) -> Act:
    """A call's JSON: one the hand supports, one a card longer or shorter, or one of another suit or rank."""
    held = [Call("A", claim).to_json()["call"] for claim in claims_held(state.hands[who])]
    roll = rng.random()
    if held and roll < 0.5:
        return dict(rng.choice(held))
    if held and roll < 0.8:
        claim = dict(rng.choice(held))
        if "point" in claim:
            claim["point"] = max(1, min(8, claim["point"] + rng.choice((-1, 1))))
            if "value" in claim:
                claim["value"] = max(7, claim["value"] + rng.choice((-10, -1, 1, 10)))
        elif "sequence" in claim:
            length = max(3, min(8, claim["sequence"] + rng.choice((-1, 1))))
            claim["sequence"] = length
            if claim.get("to") is not None and _RANKS.index(claim["to"]) < length - 1:
                claim["to"] = _RANKS[length - 1]
        else:
            claim["count"] = 4 if claim.get("count", 3) == 3 else 3
        return claim
    kind = rng.choice(("point", "sequence", "set"))
    if kind == "point":
        length = rng.randint(3, 7)
        out: Act = {"point": length}
        if rng.random() < 0.6:
            out["value"] = rng.randint(length * 7, min(length * 11, 70))
        if rng.random() < 0.3:
            out["suit"] = rng.choice(_SUITS)
        return out
    if kind == "sequence":
        length = rng.randint(3, 6)
        out = {"sequence": length}
        if rng.random() < 0.7:
            out["to"] = _RANKS[rng.randint(length - 1, 7)]
        return out
    return {"set": rng.choice("TJQKA"), "count": rng.choice((3, 3, 4))}


# -- the irregular acts, each possible in the state it is made for ----------------------------------------------


def _play_held(state: DealState, rng: random.Random) -> Act | None:
    """A card he holds played: out of turn, in the exchange, or (a revoke) when he could follow suit."""
    who = _player(state, rng)
    if state.pending and who != state.leader and rng.random() < 0.7:
        led = PACK[state.pending[0]].code[-1]
        off = [code for code in _codes(state.hands[who]) if code[-1] != led]
        if off and any(code[-1] == led for code in _codes(state.hands[who])):
            return {"player": state.setup.label(who), "play": rng.choice(off)}
    card = _some(rng, _codes(state.hands[who]))
    return None if card is None else {"player": state.setup.label(who), "play": card}


def _lead_several(state: DealState, rng: random.Random) -> Act | None:
    """Several of his cards led at once, sure winners or not, by the leader or not."""
    who = state.leader if rng.random() < 0.7 else _player(state, rng)
    cards = _some(rng, _codes(state.hands[who]), 4)
    return None if cards is None else {"player": state.setup.label(who), "play": cards}


def _expose_own(state: DealState, rng: random.Random) -> Act | None:
    who = _player(state, rng)
    card = _some(rng, _codes(state.hands[who]), 2)
    return None if card is None else {"player": state.setup.label(who), "expose": card}


def _expose_stock(state: DealState, rng: random.Random) -> Act | None:
    """A card of the stock exposed, in the exchange, by the player taking in (or the other)."""
    if state.phase is not Phase.EXCHANGE or not state.stock:
        return None
    who = (ELDER if state.taken[ELDER] is None else YOUNGER) if rng.random() < 0.8 else _player(state, rng)
    act: Act = {"player": state.setup.label(who), "expose": rng.choice(_stock_codes(state))}
    if state.log_has_exchange() or rng.random() < 0.5:
        act["while"] = "taking in"
    return act


def _exposed_in_dealing(state: DealState, rng: random.Random) -> Act | None:
    """The dealer shows a card in dealing, found before anyone has discarded or taken in (Law 13)."""
    if state.cards_taken_up() or state.phase is not Phase.EXCHANGE:
        return None
    dealt = _codes(state.setup.dealt[ELDER] | state.setup.dealt[YOUNGER] | state.setup.stock_bits)
    return {"player": state.setup.dealer, "expose": rng.choice(dealt), "while": "dealing"}


def _mix(state: DealState, rng: random.Random) -> Act | None:
    """Cards of the stock (or of his discard) mixed with his hand; of the stock (or his hand) with his discard."""
    who = (ELDER if state.taken[ELDER] is None else YOUNGER) if state.phase is Phase.EXCHANGE and rng.random() < 0.7 else _player(state, rng)
    into = rng.choice(("hand", "discard"))
    pool = _stock_codes(state) * 2 + _codes(state.discards[who] if into == "hand" else state.hands[who])
    cards = _some(rng, sorted(set(pool)), 2)
    return None if cards is None else {"player": state.setup.label(who), "mix": cards, "with": into}


def _retake_discard(state: DealState, rng: random.Random) -> Act | None:
    who = _player(state, rng)
    cards = _some(rng, _codes(state.discards[who]), 2)
    return None if cards is None else {"player": state.setup.label(who), "retake": cards}


def _retake_played(state: DealState, rng: random.Random) -> Act | None:
    """A card played taken back from the table: one led and not yet answered, or one of the last trick."""
    if state.pending and rng.random() < 0.6:
        return {"player": state.setup.label(state.leader), "retake": PACK[rng.choice(state.pending)].code}
    if state.tricks:
        trick = state.tricks[-1]
        who = _player(state, rng)
        card = trick.cards[0] if who == trick.leader else trick.cards[1]
        return {"player": state.setup.label(who), "retake": card.code}
    return None


def _take(state: DealState, rng: random.Random) -> Act | None:
    """A take of a number other than he discarded (never more than the stock holds), or out of his turn."""
    if not state.stock:
        return None
    who = (ELDER if state.taken[ELDER] is None else YOUNGER) if rng.random() < 0.7 else _player(state, rng)
    put_out = state.discards[who].bit_count()
    count = rng.choice([n for n in (put_out - 1, put_out + 1, rng.randint(0, len(state.stock))) if 0 <= n <= len(state.stock)])
    return {"player": state.setup.label(who), "take": count}


def _discard(state: DealState, rng: random.Random) -> Act | None:
    """Cards of his hand put out: too many, too few, out of turn, or after taking in."""
    who = _player(state, rng)
    cards = _some(rng, _codes(state.hands[who]), 6)
    return None if cards is None else {"player": state.setup.label(who), "discard": cards}


def _exchange(state: DealState, rng: random.Random) -> Act | None:
    who = _player(state, rng)
    most = min(len(state.stock), 6)
    if not most:
        return None
    cards = _some(rng, _codes(state.hands[who]), most)
    return None if cards is None else {"player": state.setup.label(who), "exchange": cards}


def _leave(state: DealState, rng: random.Random) -> Act | None:
    who = ELDER if rng.random() < 0.8 else YOUNGER
    return {"player": state.setup.label(who), "leave": rng.randint(0, 4)}


def _call(state: DealState, rng: random.Random) -> Act | None:
    """A call, by the elder or (out of turn) the younger, of what he holds, nearly holds, or does not hold."""
    who = ELDER if rng.random() < 0.75 else YOUNGER
    return {"player": state.setup.label(who), "call": _claim(state, who, rng)}


def _reckon(state: DealState, rng: random.Random) -> Act | None:
    """A reckoning, by the younger (or the elder), in its time or out of it."""
    who = YOUNGER if rng.random() < 0.8 else ELDER
    return {"player": state.setup.label(who), "reckon": _claim(state, who, rng)}


def _reply(state: DealState, rng: random.Random) -> Act | None:
    """A reply, true or wrong, answering a call or none, mostly by the younger."""
    who = YOUNGER if rng.random() < 0.85 else ELDER
    return {"player": state.setup.label(who), "reply": rng.choice([answer.value for answer in Answer])}


def _correct(state: DealState, rng: random.Random) -> Act | None:
    who = _player(state, rng)
    if rng.random() < 0.3:
        return {"player": state.setup.label(who), "correct": rng.choice(("good", "not good", "equal"))}
    return {"player": state.setup.label(who), "correct": _claim(state, who, rng)}


def _ask(state: DealState, rng: random.Random) -> Act | None:
    who = _player(state, rng)
    question: Any = rng.choice(
        [{"how many": rng.choice(_SUIT_WORDS)}, {"how many": rng.choice(_SUIT_WORDS)}, "show", {"which out": rng.choice("TJQKA")}, "what do they make"]
    )
    return {"player": state.setup.label(who), "ask": question}


def _answer(state: DealState, rng: random.Random) -> Act | None:
    """An answer, true or wrong, by the player a question was last put to."""
    asked = [said for said in state.said if said.kind == "ask"]
    if not asked:
        return None
    who = adversary(asked[-1].player)
    return {"player": state.setup.label(who), "answer": rng.choice(("none", "one", "two", "three", "4", rng.choice(_RANKS)))}


def _show(state: DealState, rng: random.Random) -> Act | None:
    """Cards he holds (or has played) shown, asked or not."""
    who = _player(state, rng)
    cards = _some(rng, _codes(state.hands[who] | state.played[who]), 5)
    return None if cards is None else {"player": state.setup.label(who), "show": cards}


def _elect(state: DealState, rng: random.Random) -> Act | None:
    """An option taken: one the laws left open, by its elector, or (a player may say anything) one not open."""
    offered = [(election.elector, election.key, choice.name) for election in state.elections for choice in election.choices]
    if offered and rng.random() < 0.8:
        elector, key, choice = rng.choice(offered)
        act: Act = {"player": state.setup.label(elector), "elect": choice}
        if rng.random() < 0.6:
            act["option"] = key
        return act
    return {"player": state.setup.label(_player(state, rng)), "elect": rng.choice(("fresh deal", "stand", "enforce", "waive", "play on"))}


def _claim_error(state: DealState, rng: random.Random) -> Act | None:
    """A claim, founded or not: a revoke (mostly by the adversary of one who revoked), a miscall, a deal out of turn, the score…"""
    if state.revokes and rng.random() < 0.5:
        return {"player": state.setup.label(adversary(state.revokes[-1][1])), "claim": "revoke"}
    claims = ["revoke", "unfounded call", "score", "penalty", "deal out of turn", "misinformed", "wrong pack", "incorrect pack"]
    return {"player": state.setup.label(_player(state, rng)), "claim": rng.choice(claims)}


def _concede(state: DealState, rng: random.Random) -> Act | None:
    return {"player": state.setup.label(_player(state, rng)), "concede": True}


def _declare_all(state: DealState, rng: random.Random) -> Act | None:
    return {"declare": "all"}


def _remark(state: DealState, rng: random.Random) -> Act | None:
    return {"remark": rng.choice(("that card was exposed", "he did not follow suit", "the point is not good", "count the stock")), "by": "C"}


def _write(state: DealState, rng: random.Random) -> Act | None:
    elder, younger = state.setup.elder, state.setup.younger
    return {"player": state.setup.label(_player(state, rng)), "write": {elder: rng.randint(0, 60), younger: rng.randint(0, 60)}}


def _look(state: DealState, rng: random.Random) -> Act | None:
    who = _player(state, rng)
    places = ["tricks"] + (["discard"] if state.discards[who] else []) + (["left"] if state.stock else [])
    return {"player": state.setup.label(who), "look": rng.choice(places)}


def _count_stock(state: DealState, rng: random.Random) -> Act | None:
    return {"player": state.setup.label(_player(state, rng)), "count": "stock"} if state.stock else None


def _announce(state: DealState, rng: random.Random) -> Act | None:
    """What he holds announced: carte blanche (held or not) or the true number of cards dealt to him."""
    who = _player(state, rng)
    count = state.dealt_count(who)
    if count != 12 and rng.random() < 0.7:
        return {"player": state.setup.label(who), "announce": f"{count} cards"}
    return {"player": state.setup.label(who), "announce": "carte blanche"}


def _show_carte_blanche(state: DealState, rng: random.Random) -> Act | None:
    return {"player": state.setup.label(_player(state, rng)), "show": "carte blanche"}


def _propose(state: DealState, rng: random.Random) -> Act | None:
    return {"player": state.setup.label(_player(state, rng)), "propose": "fresh deal"}


def _accept(state: DealState, rng: random.Random) -> Act | None:
    """An offer of a fresh deal accepted by the other player, or leave given to put a misdeal right."""
    offers = [event for event in state.log if event.verb == "propose"]
    if offers and rng.random() < 0.8:
        offerer = state.setup.index(str(offers[-1].player))
        assert offerer is not None
        return {"player": state.setup.label(adversary(offerer)), "accept": "fresh deal"}
    return {"player": state.setup.elder, "accept": "rectify"}


def _demand(state: DealState, rng: random.Random) -> Act | None:
    return {"player": state.setup.label(_player(state, rng)), "demand": rng.choice(_SUITS)}


def _faced(state: DealState, rng: random.Random) -> Act | None:
    """A card found face up in the stock."""
    return {"player": state.setup.label(_player(state, rng)), "faced": rng.choice(_stock_codes(state))} if state.stock else None


def _damaged(state: DealState, rng: random.Random) -> Act | None:
    return {"player": state.setup.label(_player(state, rng)), "damaged": rng.choice(_codes(state.setup.pack_bits))}


def _surplus(state: DealState, rng: random.Random) -> Act | None:
    """A card of the other pack found with a player: in his discard (he has one), his hand or among the cards he played."""
    holder = _player(state, rng)
    places = ["hand"] + (["discard"] if state.discards[holder] else []) + (["played"] if state.played[holder] else [])
    return {
        "player": state.setup.label(_player(state, rng)),
        "surplus": {"holder": state.setup.label(holder), "card": rng.choice(PACK).code, "in": rng.choice(places)},
    }


def _fresh_packs(state: DealState, rng: random.Random) -> Act | None:
    return {"player": state.setup.label(_player(state, rng)), "fresh": "packs"}


def _lift(state: DealState, rng: random.Random) -> Act | None:
    return {"player": state.setup.label(_player(state, rng)), "lift": "hand"}


def _rectify(state: DealState, rng: random.Random) -> Act | None:
    """The dealer (or the other) moves cards that lie in a hand or the stock to a hand or the stock, with leave or without, in time or late."""
    where = _codes(state.hands[ELDER] | state.hands[YOUNGER]) + _stock_codes(state)
    if not where:
        return None
    mover = state.setup.dealer if rng.random() < 0.8 else state.setup.elder
    places = [state.setup.elder, state.setup.younger, "stock"]
    return {"player": mover, "rectify": {code: rng.choice(places) for code in rng.sample(where, rng.randint(1, min(2, len(where))))}}


#: Each irregular act and the maker that builds it from the state (None where the state leaves no such act possible).
IRREGULAR_ACTS: dict[str, Maker] = {
    "card held played out of turn or in revoke": _play_held,
    "several cards led at once": _lead_several,
    "card of his hand exposed": _expose_own,
    "card of the stock exposed": _expose_stock,
    "card exposed in dealing": _exposed_in_dealing,
    "cards mixed with his hand or discard": _mix,
    "discard retaken": _retake_discard,
    "card played taken back": _retake_played,
    "take of the wrong number": _take,
    "discard out of its time": _discard,
    "exchange out of its time": _exchange,
    "cards declared left": _leave,
    "call of what he may not hold": _call,
    "reckoning, in time or not": _reckon,
    "reply, true or wrong": _reply,
    "correction": _correct,
    "question": _ask,
    "answer, true or wrong": _answer,
    "cards shown": _show,
    "option elected": _elect,
    "claim": _claim_error,
    "concession": _concede,
    "declaration of all": _declare_all,
    "bystander's remark": _remark,
    "written score": _write,
    "look at tricks, discard or cards left": _look,
    "count of the stock": _count_stock,
    "announcement": _announce,
    "carte blanche shown": _show_carte_blanche,
    "offer of a fresh deal": _propose,
    "offer accepted": _accept,
    "suit demanded": _demand,
    "card found face up": _faced,
    "damaged card": _damaged,
    "card of another pack found": _surplus,
    "fresh packs called for": _fresh_packs,
    "hand lifted": _lift,
    "misdeal put right": _rectify,
}


def irregular_act(state: DealState, rng: random.Random, kinds: tuple[str, ...] = tuple(IRREGULAR_ACTS)) -> Act:
    """One act of the kinds named that could happen in this state, as JSON (a bystander's remark if none can)."""
    for _ in range(10):
        made = IRREGULAR_ACTS[rng.choice(kinds)](state, rng)
        if made is not None:
            return made
    return {"remark": "nothing", "by": "C"}


# -- deals and parties --------------------------------------------------------------------------------------------


def _shuffled_deal(rng: random.Random, dealer: str) -> dict[str, Any]:
    order = list(PACK)
    rng.shuffle(order)
    elder_cards, dealer_cards, stock = order[:12], order[12:24], order[24:]
    roll = rng.random()
    if roll < 0.03:  # a carte blanche: twelve cards without a king, queen or knave (Law 18), to either player
        plain = [c for c in order if c.code[0] not in "KQJ"][:12]
        rest = [c for c in order if c not in plain]
        if rng.random() < 0.5:
            elder_cards, dealer_cards, stock = plain, rest[:12], rest[12:]
        else:
            elder_cards, dealer_cards, stock = rest[:12], plain, rest[12:]
    elif roll < 0.07:  # one card dealt to the wrong place: a hand of eleven or thirteen (Laws 11, 12, 38-43)
        (elder_cards if rng.random() < 0.5 else dealer_cards).append(stock.pop())
    elif roll < 0.09:
        stock.append(elder_cards.pop())
    elder = "A" if dealer == "B" else "B"
    return {
        "dealer": dealer,
        "hands": {elder: " ".join(c.code for c in elder_cards), dealer: " ".join(c.code for c in dealer_cards)},
        "stock": " ".join(c.code for c in stock),
        "events": [],
    }


def _play_deal(state: DealState, rng: random.Random, events: list[Act], kinds: tuple[str, ...], irregularity: float) -> tuple[DealState, bool]:
    """Play the deal from ``state``, appending its acts to ``events``; the state reached and whether the record goes on."""
    after_the_end = tuple(k for k in ("claim", "written score", "look at tricks, discard or cards left", "option elected") if k in kinds) or kinds
    while True:
        if len(events) >= DEAL_LENGTH:
            return state, False
        if state.finished:
            # After the last trick: now and then a claim, a written score or a look at the tricks (a claim may reopen the play).
            if rng.random() >= 0.3:
                return state, True
            act = irregular_act(state, rng, after_the_end)
            event: Event = event_from_json(act)
        elif rng.random() < irregularity:
            act = irregular_act(state, rng, kinds)
            event = event_from_json(act)
        else:
            try:
                event, _ = random_step(state, rng)
            except NoRegularAct:
                return state, False
            except Contradiction as error:
                raise Refused(f"the simulator's regular act refused: {error}") from None
            act = event.to_json()
        events.append(act)
        try:
            state = apply(state, event)
        except Contradiction as error:
            raise Refused(f"{act} refused: {error}") from None


def irregular_partie(
    seed: int, variant: str = "rubicon", deals: int = 6, kinds: tuple[str, ...] = tuple(IRREGULAR_ACTS), irregularity: float = IRREGULARITY
) -> dict[str, Any]:
    """A record as JSON: up to ``deals`` random deals, an act in ``irregularity`` being one of the ``kinds`` of irregular acts.

    The record stops at a deal left unfinished, at the partie's end, or after
    ``deals`` deals.  An act the referee refuses while the record is made
    raises :class:`Refused`, naming the act.
    """
    rng = random.Random(seed)
    record: dict[str, Any] = {"format": "piquet-record/1", "variant": variant, "players": ["A", "B"], "deals": []}
    dealer = "B"
    for number in range(1, deals + 1):
        deal = _shuffled_deal(rng, dealer)
        record["deals"].append(deal)
        state = state_after(record, number, 0)
        state, goes_on = _play_deal(state, rng, deal["events"], kinds, irregularity)
        if not goes_on:
            return record
        if adjudicate(record).partie.complete:
            return record
        dealer = state.void.next_dealer if state.void is not None else state.setup.elder
    return record
