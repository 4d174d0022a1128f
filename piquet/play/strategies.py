"""Strategies: whatever chooses a player's act from his view of the deal.

A :class:`Strategy` is any callable taking a :class:`~piquet.referee.view.View`
and returning an act (:class:`~piquet.game.acts.Event`).  It is asked only
when the referee awaits its player, and may return any act at all, regular
or not: the referee rules on it.  Two are provided:

* :func:`random_player`: a regular act at random (a random exchange of a
  number of cards the laws allow, now and then an election), and a card
  when no regular act is open (:func:`off_the_path`);
* :func:`computer`: the computer opponent of :mod:`piquet.advice`, which
  discards, declares and plays as the advisor advises, and elects an
  option's default (the injured party enforces what the law gives him).
"""

from __future__ import annotations

import random
from typing import Protocol

import attrs

from piquet.advice.advisor import FULL, QUICK, Effort
from piquet.advice.opponent import AdvisorPlayer
from piquet.game.acts import Concede, Elect, Event, LookAtLeft, Play
from piquet.referee.simulate import NoRegularAct
from piquet.errors import PlayError
from piquet.referee.view import View
from piquet.table.cardsets import Hand

__all__ = ["Strategy", "random_player", "computer", "RandomPlayer", "Computer", "STRENGTHS", "off_the_path"]


class Strategy(Protocol):
    """Chooses the act of the player whose view it is given."""

    def __call__(self, view: View) -> Event: ...


def off_the_path(view: View, rng: random.Random) -> Event:
    """An act for a player with no regular act open (a regular call may leave no regular show, an irregular act no
    regular answer): a card he holds, of the suit led if he can, which the referee rules on; a concession if he holds none."""
    if not view.hand:
        return Concede(view.player)
    cards = list(view.hand)
    if view.pending:
        cards = [c for c in cards if c.suit == view.pending[0].suit] or cards
    return Play(view.player, (rng.choice(cards),))


def _elect_at_random(view: View, rng: random.Random) -> Event:
    offer = rng.choice(view.offers)
    return offer.elect(rng.choice(offer.choices))


@attrs.define
class RandomPlayer:
    """A regular act at random; a concession or a look at the cards left only when nothing else is open."""

    rng: random.Random
    #: How often a player with an option open elects it at his turn, rather than acting on.
    elect_rate: float = 0.1

    def __call__(self, view: View) -> Event:
        rng = self.rng
        acts = [a for a in view.legal_acts if not isinstance(a, Elect)]
        blocking = any(o.blocking for o in view.offers)
        if view.offers and (blocking or not acts or rng.random() < self.elect_rate):
            return _elect_at_random(view, rng)
        span = view.awaiting.exchange
        if span is not None and view.awaiting.player is not None:
            count = rng.randint(*span)
            return view.awaiting.exchanging(Hand.of(rng.sample(list(view.hand), count)))
        plain = [a for a in acts if not isinstance(a, Concede | LookAtLeft)] or acts
        return rng.choice(plain) if plain else off_the_path(view, rng)


def random_player(seed: int | random.Random | None = None) -> RandomPlayer:
    """A strategy that makes a regular act at random, from a seed or a :class:`random.Random`."""
    return RandomPlayer(seed if isinstance(seed, random.Random) else random.Random(seed))


#: The strengths of the computer opponent: the effort of its discard search and the spreads it samples for each card.
STRENGTHS: dict[str, tuple[Effort, int]] = {"quick": (QUICK, 8), "full": (FULL, 32)}


@attrs.define
class Computer:
    """The advisor at the table (:class:`~piquet.advice.opponent.AdvisorPlayer`), choosing from the referee's state."""

    advisor: AdvisorPlayer
    rng: random.Random

    def __call__(self, view: View) -> Event:
        if view.offers:
            # The injured party takes what the law gives him when he lets it lapse: the default.
            offer = view.offers[0]
            return offer.elect(offer.default)
        state = view.referee_state()
        seat = state.setup.index(view.player)
        assert seat is not None
        try:
            return self.advisor.act(state, seat, self.rng)[0]
        except NoRegularAct:
            return self.rng.choice(view.legal_acts) if view.legal_acts else off_the_path(view, self.rng)


def computer(strength: str = "quick", seed: int | random.Random | None = 0) -> Computer:
    """The computer opponent as a strategy: ``strength`` "quick" (for simulating many parties) or "full" (as ``piquet advise``)."""
    if strength not in STRENGTHS:
        raise PlayError(f"unknown strength {strength!r}: choose one of {', '.join(STRENGTHS)}")
    effort, samples = STRENGTHS[strength]
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    return Computer(AdvisorPlayer(effort=effort, samples=samples), rng)
