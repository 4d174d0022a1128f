"""Regular deals played at random, for the tests: a record any referee of écarté must score the same way."""

from __future__ import annotations

import random
from typing import Any

from ecarte.cards import Card, beats, legal_cards
from ecarte.pack import PACK

__all__ = ["random_deal", "random_record"]


def _text(cards: list[Card] | tuple[Card, ...]) -> str:
    return " ".join(str(c) for c in cards)


def random_deal(rng: random.Random, dealer: str, elder: str) -> dict[str, Any]:
    """One regular deal: shuffled, cut, dealt five each, the trump turned, proposals at random, every trick played legally."""
    pack = list(PACK)
    rng.shuffle(pack)
    hands = {elder: pack[:5], dealer: pack[5:10]}
    stock = pack[10:]
    record: dict[str, Any] = {"dealer": dealer, "hands": {p: _text(h) for p, h in hands.items()}, "stock": _text(stock)}
    events: list[dict[str, Any]] = [{"player": dealer, "shuffle": True}, {"player": elder, "cut": rng.randint(2, 30)}, {"player": dealer, "turn": 1}]
    trump, rest = stock[0], stock[1:]
    held = {p: list(h) for p, h in hands.items()}
    # Proposals: the non-dealer proposes while the stock lasts and he likes; the dealer accepts or refuses.
    while rest and rng.random() < 0.5:
        events.append({"player": elder, "propose": True})
        if rng.random() < 0.4:
            events.append({"player": dealer, "refuse": True})
            break
        events.append({"player": dealer, "accept": True})
        for player in (elder, dealer):
            most = min(len(rest), 5)
            least = 1 if player == elder else 0
            if most < least:
                break
            out = rng.sample(held[player], rng.randint(least, most)) if most else []
            events.append({"player": player, "discard": _text(out)})
            held[player] = [c for c in held[player] if c not in out] + rest[: len(out)]
            rest = rest[len(out):]
        if not rest:
            break
    kings = {p for p, h in held.items() if any(c.rank.letter == "K" and c.suit == trump.suit for c in h)}
    for player in (elder, dealer):
        if player in kings and rng.random() < 0.8:
            events.append({"player": player, "king": True})
    leader = elder
    for _ in range(5):
        led = rng.choice(held[leader])
        held[leader].remove(led)
        follower = dealer if leader == elder else elder
        played = rng.choice(legal_cards(held[follower], led, trump.suit))
        held[follower].remove(played)
        events += [{"player": leader, "play": str(led)}, {"player": follower, "play": str(played)}]
        leader = follower if beats(played, led, trump.suit) else leader
    record["events"] = events
    return record


def random_record(rng: random.Random, deals: int = 1, players: tuple[str, str] = ("A", "B")) -> dict[str, Any]:
    """A record of regular deals, the deal passing from one player to the other."""
    out = []
    for n in range(deals):
        dealer, elder = (players[1], players[0]) if n % 2 == 0 else players
        out.append(random_deal(rng, dealer, elder))
    return {"format": "ecarte-record/1", "players": list(players), "deals": out}
