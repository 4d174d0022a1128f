"""The Game the runner needs: the acts a record names, the deal a record starts, and the scores by cards."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from lawkit.codex import Codex
from lawkit.registry import Rulebook
from lawkit.ruling import Ruling
from lawkit.runner import ActSpec, BaseGame, Open, Runner, never, on_verbs
from whist.cards import PACK, card
from whist.laws import CODEX
from whist.rules import BOOK
from whist.state import Deal, side


class WhistGame(BaseGame[Deal]):
    """Whist for the runner: seats 0 and 2 against 1 and 3 (a plain class: the Game protocol's attributes are settable)."""

    name: str = "whist"
    record_format: str = "whist-record/1"
    seats: int = 4
    codex: Codex = CODEX
    rulebook: Rulebook[Deal] = BOOK
    acts: Sequence[ActSpec] = (*(ActSpec(verb, card) for verb in ("play", "expose", "call", "correct")), ActSpec("claim"))

    def start(self, players: tuple[str, ...], deal: Mapping[str, Any], number: int, before: Deal | None, carried: Any = None) -> Deal:
        """A deal from its record: the dealer, each player's thirteen cards, and the trump card (the dealer's)."""
        if deal.get("dealer") not in players:
            raise ValueError(f"dealer: one of {', '.join(players)}")
        dealer, hands = players.index(deal["dealer"]), deal.get("hands")
        if not isinstance(hands, Mapping) or set(hands) != set(players):
            raise ValueError("hands: an object with each player's cards")
        held = tuple(frozenset(card(c) for c in hands[p]) for p in players)
        if any(len(hand) != 13 for hand in held) or frozenset().union(*held) != PACK:
            raise ValueError("hands: thirteen cards each, the whole pack between them")
        trump = card(deal.get("trump"))
        if trump not in held[dealer]:
            raise ValueError(f"trump: the dealer's last card, and {trump} is not in his hand")
        return Deal(number, players, held, trump.suit, leader=(dealer + 1) % 4, turn=(dealer + 1) % 4)

    def scores(self, state: Deal) -> Mapping[str, int]:
        """Each player's side's score: the penalties elected, then one point a trick over six once all thirteen are played."""
        tricks, points = list(state.tricks), [0, 0]
        for revoking, choice in state.penalties:
            moved = min(3, tricks[revoking]) if choice == "three tricks" else 0
            tricks[revoking], tricks[1 - revoking] = tricks[revoking] - moved, tricks[1 - revoking] + moved
            points[revoking] -= 3 if choice == "three off" else 0
            points[1 - revoking] += 3 if choice == "three on" else 0
        by_cards = [max(0, t - 6) if state.done == 13 else 0 for t in tricks]
        return {p: points[side(i)] + by_cards[side(i)] for i, p in enumerate(state.players)}

    def rulings(self, state: Deal) -> Sequence[Ruling]:
        return state.rulings

    def options(self, state: Deal) -> Sequence[Open]:
        """Either adversary may elect for his side; a lead out of turn's option is tested at each card played to it."""
        return tuple(Open(e, on_verbs("play") if e.key == "lead out of turn" else never, also=frozenset({(e.elector + 2) % 4}))
                     for e in state.open)

    def at_event(self, state: Deal, event: int) -> Deal:
        return attrs.evolve(state, event=event)


GAME = WhistGame()
RUNNER: Runner[Deal] = Runner(GAME)
