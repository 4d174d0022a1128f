"""A computer opponent that plays whole parties through the referee, advised at every choice.

Each act is chosen by a player object and offered to the referee
(:func:`piquet.referee.apply.step`), which has the last word: what comes
out is a record of the partie that :func:`piquet.adjudicate` scores, as it
would a partie played by people.  Two players are provided:

* :class:`RandomPlayer`, the random legal player of
  :mod:`piquet.referee.simulate` (random discards, calls and cards);
* :class:`AdvisorPlayer`, which discards as :func:`~piquet.advice.advisor.advise_discard`
  advises, declares as :func:`~piquet.advice.declaring.advise_declaring`
  advises (``{"declare": "all"}`` when everything is to be called, else
  the calls one by one), answers calls truly as far as it can know (the
  referee checks a reply against both hands: a point called by its number
  of cards alone, as long as its own, is asked about first), reckons what
  is good, and plays the card
  :func:`~piquet.advice.playing.advise_play` puts first.  A carte blanche
  is shown and the acts the advisor has no view on (a value asked for) are
  made as the simulator makes them.  Should the referee refuse or rule on
  an act (it never has in the tests), the random player's act is made
  instead, and counted in :attr:`AdvisorPlayer.fallbacks`.

:class:`Game` gives the same in the manner of a game library
(``current_player``, ``legal_actions``, ``apply_action``, ``is_terminal``,
``returns``), one deal after another to the end of the partie.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

import attrs

from piquet.errors import Contradiction
from piquet.game.record import Record
from piquet.game.acts import (
    AnnounceCarteBlanche,
    Answer,
    Call,
    DeclareAll,
    Event,
    Exchange,
    Play,
    Reckon,
    Reply,
    ShowCarteBlanche,
    Take,
)
from piquet.referee.adjudication import adjudicate
from piquet.referee.apply import current_player, step
from piquet.referee.simulate import MAX_EVENTS, deal_record, legal_events, random_deal, random_step
from piquet.game.state import ELDER, YOUNGER, DealState, Outcome, Phase
from piquet.advice.advisor import QUICK, Effort, advise_discard
from piquet.advice.declaring import advise_declaring, claim_for
from piquet.advice.evaluation import PlayEvaluator
from piquet.advice.playing import advise_play
from piquet.table.categories import Category

__all__ = ["Player", "RandomPlayer", "AdvisorPlayer", "PartieResult", "play_deal", "play_partie", "Game"]

#: The replies the advisor prefers, most telling first: a true "not good" or "equal" is worth more than a "good".
_REPLIES = (Answer.NOT_GOOD, Answer.EQUAL, Answer.WHAT_DO_THEY_MAKE, Answer.GOOD)


class Player:
    """Chooses an act when the referee awaits one of ``who`` (0 elder, 1 younger); the state after it comes back too."""

    def act(self, state: DealState, who: int, rng: random.Random) -> tuple[Event, DealState]:
        raise NotImplementedError


class RandomPlayer(Player):
    """The simulator's random legal policy (:func:`piquet.referee.simulate.random_step`)."""

    def act(self, state: DealState, who: int, rng: random.Random) -> tuple[Event, DealState]:
        return random_step(state, rng)


def _regular(state: DealState, event: Event) -> DealState | None:
    """The state after ``event`` if the referee takes it as regular (no ruling, not refused), else None."""
    try:
        done = step(state, event)
    except Contradiction:
        return None
    return None if done.rulings else done.state


@attrs.define
class AdvisorPlayer(Player):
    """The advisor at the table: ``effort`` for discards, ``samples`` spreads for each card, an optional play evaluator.

    ``listening`` False gives the advisor that did not listen: the
    adversary's hands it samples ignore what he said (for measuring the gain).
    """

    effort: Effort = QUICK
    samples: int = 8
    evaluator: PlayEvaluator | None = None
    declare_samples: int = 100
    fallbacks: int = 0
    listening: bool = True

    def act(self, state: DealState, who: int, rng: random.Random) -> tuple[Event, DealState]:
        seed = rng.getrandbits(32)
        chosen = self._choose(state, who, seed, rng)
        if chosen is not None:
            return chosen
        self.fallbacks += 1
        return random_step(state, rng)

    def _choose(self, state: DealState, who: int, seed: int, rng: random.Random) -> tuple[Event, DealState] | None:
        label = state.setup.label(who)
        if state.phase is Phase.EXCHANGE:
            return self._exchange(state, who, label, seed, rng)
        if not state.first_lead_made:
            awaiting = next((d for d in state.dialogues if d.outcome is Outcome.AWAITING), None)
            if awaiting is not None:
                if who == ELDER:  # the elder asked what his point makes: state it as the simulator does
                    return random_step(state, rng)
                return self._first_regular(state, [Reply(label, answer) for answer in self._replies(state, awaiting.category)])
            if who == ELDER and not state.declared_all:
                called = self._calls(state, seed)
                if called is not None:
                    return called
        if who == YOUNGER and state.pending and not state.younger_has_played and not state.declared_all:
            reckoned = self._reckonings(state, label, seed)
            if reckoned is not None:
                return reckoned
        if state.phase in (Phase.DECLARATION, Phase.PLAY):
            card = advise_play(state, seed=seed, samples=self.samples, evaluator=self.evaluator,
                               listening=self.listening)[0].card
            event: Event = Play(label, (card,))
            after = _regular(state, event)
            return None if after is None else (event, after)
        return None

    def _exchange(self, state: DealState, who: int, label: str, seed: int, rng: random.Random) -> tuple[Event, DealState] | None:
        probe = random_step(state, random.Random(seed))
        if isinstance(probe[0], (AnnounceCarteBlanche, ShowCarteBlanche)):  # a carte blanche to show: no choice in it
            return probe
        if state.discards[who]:
            event: Event = Take(label, state.discards[who].bit_count())
        else:
            try:
                best = advise_discard(state, seed=seed, effort=self.effort, evaluator=self.evaluator)[0]
            except ValueError:
                return None
            event = Exchange(label, best.cards)
        after = _regular(state, event)
        return None if after is None else (event, after)

    def _calls(self, state: DealState, seed: int) -> tuple[Event, DealState] | None:
        advice = advise_declaring(state, ELDER, seed=seed, samples=self.declare_samples, listening=self.listening)
        label = state.setup.elder
        if all(a.verdict != "sink" for a in advice):
            if all(d.outcome is Outcome.OPEN and not d.forfeited for d in state.dialogues):
                after = _regular(state, DeclareAll(None))
                if after is not None:
                    return DeclareAll(None), after
            return None
        options: list[Event] = []
        for found, dialogue in zip(advice, state.dialogues):
            if found.verdict == "call" and found.held is not None and dialogue.outcome is Outcome.OPEN and not dialogue.forfeited:
                options.append(Call(label, claim_for(found.held)))
        return self._first_regular(state, options)

    def _reckonings(self, state: DealState, label: str, seed: int) -> tuple[Event, DealState] | None:
        for found in advise_declaring(state, YOUNGER, seed=seed, samples=self.declare_samples,
                                      listening=self.listening):
            if found.verdict != "call" or found.held is None:
                continue
            event = Reckon(label, claim_for(found.held))
            after = _regular(state, event)
            if after is not None and len(after.hand_scores) > len(state.hand_scores):
                return event, after
        return None

    def _replies(self, state: DealState, category: Category) -> tuple[Answer, ...]:
        """The replies to try, as far as the younger can know: "what do they make" first to a point of his own length."""
        found = next(a for a in advise_declaring(state, YOUNGER, samples=1) if a.category == category)
        return (Answer.WHAT_DO_THEY_MAKE, Answer.GOOD) if found.verdict == "ask" else _REPLIES

    @staticmethod
    def _first_regular(state: DealState, events: list[Event]) -> tuple[Event, DealState] | None:
        for event in events:
            after = _regular(state, event)
            if after is not None:
                return event, after
        return None


def _actor(state: DealState) -> int:
    label = current_player(state)
    if label is None:  # either may act: the one whose card is due
        return 1 - state.leader if state.pending else state.leader
    return ELDER if label == state.setup.elder else YOUNGER


def play_deal(initial: DealState, players: Mapping[str, Player], rng: random.Random) -> tuple[DealState, list[Event]]:
    """Play one deal to its end, each act chosen by the player the referee awaits; (final state, acts)."""
    state = initial
    events: list[Event] = []
    while not state.finished:
        if len(events) >= MAX_EVENTS:
            raise RuntimeError(f"a deal did not finish in {MAX_EVENTS} acts")
        who = _actor(state)
        event, state = players[state.setup.label(who)].act(state, who, rng)
        events.append(event)
    return state, events


@attrs.frozen
class PartieResult:
    """A partie played: its record, each player's total, the winner (None on equal totals) and what he won by."""

    record: Record
    totals: dict[str, int]
    winner: str | None
    points_won: int


def play_partie(players: Mapping[str, Player], rng: random.Random, *, order: tuple[str, str] | None = None) -> PartieResult:
    """A partie of six deals, the second player of ``order`` dealing first, adjudicated by the referee."""
    first, second = order or tuple(players)
    deals = []
    for number in range(1, 7):
        dealer, elder = (second, first) if number % 2 else (first, second)
        initial = random_deal(rng, dealer, elder, number=number, last_of_partie=number == 6)
        _, events = play_deal(initial, players, rng)
        deals.append(deal_record(initial, events))
    record = Record((first, second), tuple(deals))
    standing = adjudicate(record).partie
    settled = standing.settlement
    return PartieResult(record, dict(standing.totals), settled.winner if settled else None, settled.points_won if settled else 0)


class Game:
    """One partie in the manner of a game library: whose turn, the legal acts, an act applied, the end and the returns.

    >>> import random
    >>> from piquet.advice.opponent import AdvisorPlayer, Game
    >>> game = Game(seed=1)
    >>> game.current_player() in ("A", "B"), game.is_terminal()
    (True, False)
    >>> game.apply_action(AdvisorPlayer().act(game.state, game.to_act(), random.Random(0))[0])
    >>> len(game.history)
    1
    """

    def __init__(self, seed: int = 0, players: tuple[str, str] = ("A", "B")) -> None:
        self.rng = random.Random(seed)
        self.players = players
        self.deals: list[tuple[DealState, list[Event]]] = []
        self.history: list[Event] = []
        self._deal(1)

    def _deal(self, number: int) -> None:
        first, second = self.players
        dealer, elder = (second, first) if number % 2 else (first, second)
        self.initial = random_deal(self.rng, dealer, elder, number=number, last_of_partie=number == 6)
        self.state = self.initial
        self.history = []

    def to_act(self) -> int:
        """The index (0 elder, 1 younger) of the player awaited."""
        return _actor(self.state)

    def current_player(self) -> str:
        """The label of the player awaited."""
        return self.state.setup.label(self.to_act())

    def legal_actions(self) -> tuple[Event, ...]:
        """The legal acts of the simulator's canonical shapes (slow in the exchange: thousands of discards tried)."""
        return legal_events(self.state)

    def apply_action(self, event: Event) -> None:
        """Offer an act to the referee; Contradiction if it refuses it.  A finished deal is filed and the next dealt."""
        self.state = step(self.state, event).state
        self.history.append(event)
        if self.state.finished:
            self.deals.append((self.initial, self.history))
            if len(self.deals) < 6:
                self._deal(len(self.deals) + 1)

    def is_terminal(self) -> bool:
        """The six deals of the partie are played."""
        return len(self.deals) == 6

    def record(self) -> Record:
        """The record of the deals finished so far."""
        return Record(self.players, tuple(deal_record(initial, events) for initial, events in self.deals))

    def returns(self) -> dict[str, int]:
        """Each player's total so far, as the referee adjudicates the finished deals."""
        if not self.deals:
            return {label: 0 for label in self.players}
        return dict(adjudicate(self.record()).partie.totals)
