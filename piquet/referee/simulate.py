"""Random simulation of regular deals, in the manner of a game-state API.

Simulations exist to exercise the referee: property tests play thousands of
random deals and check invariants after every act, and the benchmarks time
the referee on realistic streams of events.  So nothing here decides what is
legal.  Every act is offered to :func:`piquet.referee.apply.step`, which
accepts it as regular (no ruling), rules on it as irregular, or refuses it as
contradicting the record; this module only proposes acts of a sensible shape
and keeps those the referee accepts as regular.

Two views of the same state are offered:

* :func:`legal_events` lists every legal act of the *canonical shapes* (see
  its docstring), like ``legal_actions`` in a game library.  It tries each
  candidate through the referee, so it is exact but slow in the exchange,
  where a hand has thousands of possible discards.
* :func:`random_event` samples one legal act directly, with a simple policy
  that makes realistic deals: the elder exchanges one to five cards and the
  younger one to what is left; then either ``{"declare": "all"}`` or a
  random dialogue of calls, replies and reckonings; then the play, now and
  then leading several cards at once when they are sure to win.

:func:`random_deal` deals a shuffled pack and :func:`play_random_deal` plays
one deal to the end.  :func:`deal_record` and :func:`partie_record` turn
simulated deals into :class:`~piquet.game.record.Record` values, the input of
:func:`piquet.adjudicate`.

Only regular deals are simulated (twelve cards each, eight in the stock, no
irregularity); a concession is never chosen by :func:`random_event`.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from itertools import combinations as choose
from typing import NamedTuple

from piquet.game.variant import Variant
from piquet.table.cards import PACK, Rank, Suit, cards_from_bits, iter_bits
from piquet.table.cardsets import Hand, Stock
from piquet.table.combinations import RankSet, Sequence as Run, is_carte_blanche, rank_sets, sequences
from piquet.referee.apply import apply, step
from piquet.referee.dealt import HAND_SIZE, start_deal
from piquet.errors import Contradiction
from piquet.game.acts import (
    AnnounceCarteBlanche,
    Answer,
    Call,
    Claim,
    Concede,
    DeclareAll,
    Discard,
    Event,
    Exchange,
    Leave,
    LookAtLeft,
    Play,
    PointClaim,
    Reckon,
    Reply,
    SequenceClaim,
    SetClaim,
    ShowCarteBlanche,
    ShowCards,
    Take,
)
from piquet.rules.au_cent_showing import SHOWN_CATEGORIES, unshown
from piquet.rules.exchange import ELDER_SHARE as ELDER_MAXIMUM
from piquet.rules.exchange import declared_left, limits
from piquet.rules.showing import shown_bits, shows_at_least
from piquet.table.claims import best_held, by_length_alone, good_against_the_cards, resolve
from piquet.table.combinations import cards_of
from piquet.rules.play import legal_cards
from piquet.game.record import DealRecord, Record
from piquet.game.state import ELDER, YOUNGER, adversary, DealState, Outcome, Phase

__all__ = [
    "SimulatedDeal",
    "random_deal",
    "au_cent_partie_record",
    "legal_events",
    "random_event",
    "random_step",
    "play_random_deal",
    "claims_held",
    "deal_record",
    "partie_record",
    "MAX_EVENTS",
]

MAX_EVENTS = 400
"""A regular deal never needs this many acts; reaching it means a policy loop (a bug)."""

# Probabilities of the random policy.  They shape the deals, not legality.
_DISCARD_THEN_TAKE = 0.2  # use separate discard and take events instead of one exchange
_ELDER_LOOKS = 0.25
_YOUNGER_LOOKS = 0.2
_DECLARE_ALL = 0.35
_ELDER_CALLS = 0.85  # on each turn of the dialogue, call (if anything can be called) rather than lead
_POINT_FIRST = 0.9  # the point is called first (Law 46) unless the policy chooses to sink it
_YOUNGER_RECKONS = 0.8
_MULTI_LEAD = 0.25
_ANSWER_ALL_AT_ONCE = 0.7


class SimulatedDeal(NamedTuple):
    """One simulated deal: the state as dealt, the acts in order, the state at the end."""

    initial: DealState
    events: list[Event]
    final: DealState


def _is_legal(state: DealState, event: Event) -> bool:
    return _try(state, event) is not None


def _try(state: DealState, event: Event) -> DealState | None:
    """The state after a regular act; None if the act is irregular (drew a ruling) or contradicted."""
    try:
        done = step(state, event)
    except Contradiction:
        return None
    if done.rulings or _unfounded_said(state, done.state):
        return None
    return done.state


def _unfounded_said(before: DealState, after: DealState) -> bool:
    """A claim heard as said but not held: regular-looking now, ruled on at the first trick (Law 54)."""
    return any(s.held is None and s.claim is not None for s in after.said[len(before.said) :])


def random_deal(
    rng: random.Random,
    dealer: str = "B",
    elder: str = "A",
    *,
    number: int = 1,
    last_of_partie: bool = False,
    variant: Variant | str = Variant.RUBICON,
    agreements: frozenset[str] = frozenset(),
) -> DealState:
    """Shuffle the pack and deal twelve to each player and eight to the stock.

    The way the twelve are dealt (by twos or threes) does not matter to a
    shuffled pack, so the first twelve cards go to the elder, the next twelve
    to the dealer and the last eight make the stock, top card first.  The
    deal goes through :func:`~piquet.referee.deal.start_deal`, which checks it.
    """
    order = list(range(32))
    rng.shuffle(order)
    elder_bits = 0
    for index in order[:HAND_SIZE]:
        elder_bits |= 1 << index
    dealer_bits = 0
    for index in order[HAND_SIZE : 2 * HAND_SIZE]:
        dealer_bits |= 1 << index
    hands = {elder: Hand(elder_bits), dealer: Hand(dealer_bits)}
    stock = Stock(tuple(order[2 * HAND_SIZE :]))
    return start_deal(
        dealer, elder, hands, stock, number=number, last_of_partie=last_of_partie, variant=variant, agreements=agreements
    )


# -- candidates ----------------------------------------------------------------


def claims_held(bits: int) -> tuple[Claim, ...]:
    """Calls a hand can support, in several spellings, without duplicates.

    For each suit a point by number of cards, with its value, and with value
    and suit; for each sequence held every run of three or more inside it by
    length and top card (with and without the suit) and the whole run by
    length alone; for each quatorze or trio the set by rank, and a trio out
    of a quatorze.  These are the claims the simulator offers the referee;
    it says which are legal at the moment.
    """
    found: dict[Claim, None] = {}
    for suit in Suit:
        byte = bits >> (8 * suit) & 255
        if byte:
            ranks = [Rank(7 + i) for i in range(8) if byte >> i & 1]
            value = sum(r.pip_value for r in ranks)
            found[PointClaim(len(ranks))] = None
            found[PointClaim(len(ranks), value)] = None
            found[PointClaim(len(ranks), value, suit)] = None
    for run in sequences(bits):
        low = int(run.top) - run.length + 1
        for length in range(3, run.length + 1):
            for top in range(low + length - 1, int(run.top) + 1):
                found[SequenceClaim(length, Rank(top))] = None
                found[SequenceClaim(length, Rank(top), run.suit)] = None
        found[SequenceClaim(run.length)] = None
    for rank_set in rank_sets(bits):
        found[SetClaim(rank_set.count, rank_set.rank)] = None
        if rank_set.count == 4:
            found[SetClaim(3, rank_set.rank)] = None
    return tuple(found)


def _subsets(bits: int, low: int, high: int) -> Iterator[int]:
    indexes = list(iter_bits(bits))
    for size in range(low, min(high, len(indexes)) + 1):
        for picked in choose(indexes, size):
            mask = 0
            for index in picked:
                mask |= 1 << index
            yield mask


def _awaiting(state: DealState) -> tuple[int, bool] | None:
    """The dialogue waiting for speech: (index, whether the elder must state a point's value)."""
    for number, dialogue in enumerate(state.dialogues):
        if dialogue.outcome is Outcome.AWAITING:
            asked = bool(dialogue.answers) and dialogue.answers[-1] in (Answer.EQUAL, Answer.WHAT_DO_THEY_MAKE)
            return number, asked
    return None


def _value_stated(state: DealState, number: int) -> bool:
    """Whether the elder has stated the value his point makes, after being asked.

    The state does not record the statement itself (the referee would take
    it twice, or not at all), so the policy states the value without a suit
    and recognises its own statement: the younger's question leaves the
    call with the suit filled in, the statement leaves it without.
    """
    call = state.dialogues[number].call
    return isinstance(call, PointClaim) and call.value is not None and call.suit is None


def _value_statements(state: DealState, number: int) -> list[Event]:
    dialogue = state.dialogues[number]
    resolved = dialogue.resolved
    assert resolved is not None
    length, value = resolved.key
    suit = getattr(resolved, "suit", None)
    label = state.setup.elder
    return [Call(label, PointClaim(length, value)), Call(label, PointClaim(length, value, suit))]


def _plays(state: DealState) -> list[Event]:
    """Single-card plays of whoever is to play, as the laws of following allow."""
    if state.pending:
        who = adversary(state.leader)
        allowed = legal_cards(state.hands[who], state.pending[0])
    else:
        who = state.leader
        allowed = state.hands[who]
    label = state.setup.label(who)
    return [Play(label, (card,)) for card in cards_from_bits(allowed)]


def _candidates(state: DealState) -> Iterator[Event]:
    setup = state.setup
    elder, younger = setup.elder, setup.younger
    for who in (ELDER, YOUNGER):
        if is_carte_blanche(setup.dealt[who]):
            yield AnnounceCarteBlanche(setup.label(who))
            yield ShowCarteBlanche(setup.label(who))
        yield LookAtLeft(setup.label(who))
        yield Concede(setup.label(who))
    if state.phase is Phase.EXCHANGE:
        if state.taken[ELDER] is None:
            if state.discards[ELDER]:
                yield Take(elder, state.discards[ELDER].bit_count())
            else:
                for mask in _subsets(state.hands[ELDER], 1, ELDER_MAXIMUM):
                    yield Exchange(elder, Hand(mask))
        elif state.taken[YOUNGER] is None:
            if state.discards[YOUNGER]:
                yield Take(younger, state.discards[YOUNGER].bit_count())
            else:
                for mask in _subsets(state.hands[YOUNGER], 1, len(state.stock)):
                    yield Exchange(younger, Hand(mask))
        return
    if state.phase is Phase.FINISHED:
        return
    yield DeclareAll(None)
    waiting = _awaiting(state)
    if waiting is not None:
        number, asked = waiting
        if asked:
            yield from _value_statements(state, number)
        for answer in Answer:
            yield Reply(younger, answer)
    for claim in claims_held(state.hands[ELDER]):
        yield Call(elder, claim)
    if state.first_lead_made and not state.younger_has_played:
        for claim in claims_held(state.hands[YOUNGER]):
            yield Reckon(younger, claim)
    yield from _plays(state)


def legal_events(state: DealState) -> tuple[Event, ...]:
    """Every legal act of the canonical shapes, each one accepted by the referee.

    The canonical shapes: in the exchange, an :class:`~piquet.game.acts.Exchange`
    of every allowed number of cards (or the :class:`~piquet.game.acts.Take`
    that completes a discard already made); carte blanche announced or
    shown; looking at cards left; ``{"declare": "all"}``; calls and
    reckonings of the claims of :func:`claims_held`; the four replies;
    single-card plays; a concession (only in the last deal of a partie).
    Leads of several cards at once are legal too but are left out: their
    orderings are many, and :func:`random_event` makes them where they are
    safe.

    Each candidate is tried through :func:`piquet.referee.deal.apply`; in the
    exchange that is a few thousand tries, so this is for analysis and
    tests, not for fast simulation (use :func:`random_event`).
    """
    if state.finished:
        return ()
    return tuple(event for event in _candidates(state) if _is_legal(state, event))


# -- the random policy -----------------------------------------------------------


def _legal_among(state: DealState, events: Sequence[Event]) -> list[tuple[Event, DealState]]:
    out = []
    for event in events:
        after = _try(state, event)
        if after is not None:
            out.append((event, after))
    return out


class NoRegularAct(ValueError):
    """The policy finds no act the referee accepts as regular here (the deal went off the regular path)."""


def _pick(rng: random.Random, options: Sequence[tuple[Event, DealState]]) -> tuple[Event, DealState]:
    if not options:
        raise NoRegularAct("no regular act of the simulator's shapes is open in this state")
    return options[rng.randrange(len(options))]


def _accepted(state: DealState, event: Event) -> tuple[Event, DealState]:
    """Apply an act the policy believes legal; the referee has the last word."""
    return event, apply(state, event)


def _exchange_step(state: DealState, rng: random.Random) -> tuple[Event, DealState]:
    setup = state.setup
    younger_cb = is_carte_blanche(setup.dealt[YOUNGER])
    if is_carte_blanche(setup.dealt[ELDER]) and not state.carte_blanche[ELDER]:
        return _accepted(state, ShowCarteBlanche(setup.elder))
    if younger_cb and not state.announced_carte_blanche[YOUNGER]:
        # Law 20: inform the adversary at once; showing may wait for his discard.
        return _accepted(state, AnnounceCarteBlanche(setup.younger))
    if state.taken[ELDER] is None:
        return _exchange_of(state, ELDER, ELDER_MAXIMUM, rng)
    if younger_cb and not state.carte_blanche[YOUNGER]:
        return _accepted(state, ShowCarteBlanche(setup.younger))
    if state.left_by_elder and not state.looked_at_left[ELDER] and not state.discards[YOUNGER]:
        if rng.random() < _ELDER_LOOKS:
            return _accepted(state, LookAtLeft(setup.elder))
    return _exchange_of(state, YOUNGER, len(state.stock), rng)


def _exchange_of(state: DealState, who: int, most: int, rng: random.Random) -> tuple[Event, DealState]:
    label = state.setup.label(who)
    if state.discards[who]:
        if state.discards[who].bit_count() > len(state.stock):
            raise NoRegularAct("the stock holds fewer cards than the player put out")
        return _accepted(state, Take(label, state.discards[who].bit_count()))
    hand = list(iter_bits(state.hands[who]))
    if not hand or not state.stock:
        raise NoRegularAct("the player to exchange has no card to put out, or the stock none to take")
    said = declared_left(state, ELDER) if who == ELDER else 0
    count = limits(state, ELDER).most - said if said else rng.randint(1, min(most, len(hand), len(state.stock)))
    if count > len(state.stock):
        raise NoRegularAct("the stock holds fewer cards than the player is to take")
    if state.setup.au_cent and who == ELDER and not said and count < limits(state, ELDER).most:
        # Au cent: the elder says what he leaves before he touches the stock (declare-cards-left).
        return _accepted(state, Leave(label, limits(state, ELDER).most - count))
    mask = 0
    for index in rng.sample(hand, count):
        mask |= 1 << index
    if rng.random() < _DISCARD_THEN_TAKE:
        return _accepted(state, Discard(label, Hand(mask)))
    return _accepted(state, Exchange(label, Hand(mask)))


def _reply_step(state: DealState, rng: random.Random) -> tuple[Event, DealState]:
    """The younger answers: any true answer is three times as likely as "good" (which is always open)."""
    options = _legal_among(state, [Reply(state.setup.younger, answer) for answer in Answer])
    if not options:
        raise NoRegularAct("no regular reply is open in this state")
    weights = [1 if isinstance(event, Reply) and event.answer is Answer.GOOD else 3 for event, _ in options]
    return rng.choices(options, weights)[0]


def _as_the_laws_ask(state: DealState, claim: Claim) -> Claim:
    """The call as the laws ask it: a sequence or set named by length alone only when good against the cards (Law 48).

    Otherwise the same call names its top card or rank, so the simulator
    makes the same choices (one candidate for one) with regular speech.
    """
    held = resolve(claim, state.hands[ELDER]) if by_length_alone(claim) else None
    if held is None or good_against_the_cards(held, state.hands[ELDER] | state.discards[ELDER]):
        return claim
    if isinstance(held, Run):
        return SequenceClaim(held.length, held.top)
    assert isinstance(held, RankSet)
    return SetClaim(held.count, held.rank)


def _elder_speaks(state: DealState, rng: random.Random) -> tuple[Event, DealState]:
    elder = state.setup.elder
    if not state.declared_all and rng.random() < _ELDER_CALLS:
        calls = _legal_among(state, [Call(elder, _as_the_laws_ask(state, claim)) for claim in claims_held(state.hands[ELDER])])
        if calls:
            point_open = state.dialogues[0].outcome is Outcome.OPEN and not state.dialogues[0].forfeited
            points = [option for option in calls if isinstance(option[0], Call) and isinstance(option[0].claim, PointClaim)]
            if point_open and points and rng.random() < _POINT_FIRST:
                return _pick(rng, points)
            return _pick(rng, calls)
    shown = _show_before_leading(state)
    if shown is not None:
        return shown
    return _lead(state, rng)


def _show_before_leading(state: DealState) -> tuple[Event, DealState] | None:
    """Au cent: the elder shows what was allowed good or equal before he leads (elder-must-show)."""
    if not state.setup.au_cent or state.first_lead_made:
        return None
    holding = state.hands[ELDER] | state.played[ELDER]
    cards = 0
    for dialogue in unshown(state):
        assert dialogue.resolved is not None
        cards |= cards_of(dialogue.resolved, holding)
    return _accepted(state, ShowCards(state.setup.elder, Hand(cards))) if cards else None


def _younger_shows(state: DealState) -> tuple[Event, DealState] | None:
    """Au cent: the younger shows what he answered better or equal before he plays (younger-plays-without-showing)."""
    if not state.setup.au_cent or state.declared_all:
        return None
    holding = state.hands[YOUNGER] | state.played[YOUNGER]
    shown = shown_bits(state, YOUNGER)
    cards = 0
    for category in SHOWN_CATEGORIES:
        dialogue = state.dialogue(category)
        if dialogue.outcome not in (Outcome.NOT_GOOD, Outcome.EQUAL) or dialogue.contradicted or dialogue.resolved is None:
            continue
        best = best_held(category, holding)
        if best is not None and not shows_at_least(shown, dialogue.resolved):
            cards |= cards_of(best, holding)
    return _accepted(state, ShowCards(state.setup.younger, Hand(cards))) if cards else None


def _younger_before_playing(state: DealState, rng: random.Random) -> tuple[Event, DealState] | None:
    """Between the elder's first lead and the younger's first card: reckon, look at what was left."""
    younger = state.setup.younger
    shows = _younger_shows(state)
    if shows is not None:
        return shows
    if not state.declared_all and rng.random() < _YOUNGER_RECKONS:
        reckonings = _legal_among(state, [Reckon(younger, claim) for claim in claims_held(state.hands[YOUNGER])])
        if reckonings:
            return _pick(rng, reckonings)
    if not state.looked_at_left[YOUNGER] and state.stock and rng.random() < _YOUNGER_LOOKS:
        looked = _try(state, LookAtLeft(younger))
        if looked is not None:
            return LookAtLeft(younger), looked
    if state.looked_at_left[YOUNGER] and not state.looked_at_left[ELDER] and rng.random() < 0.5:
        # Law 36: once the younger has looked, the elder may see them too.
        seen = _try(state, LookAtLeft(state.setup.elder))
        if seen is not None:
            return LookAtLeft(state.setup.elder), seen
    return None


def _sure_winners(state: DealState, who: int) -> list[int]:
    """Cards of ``who`` that no card of the adversary can beat."""
    other = state.hands[adversary(who)]
    out = []
    for index in iter_bits(state.hands[who]):
        suit_start = index & ~7
        higher = ((0xFF << suit_start) & 0xFFFFFFFF) & ~((2 << index) - 1)
        if not other & higher:
            out.append(index)
    return out


def _lead(state: DealState, rng: random.Random) -> tuple[Event, DealState]:
    who = state.leader
    label = state.setup.label(who)
    if rng.random() < _MULTI_LEAD:
        winners = _sure_winners(state, who)
        if len(winners) >= 2:
            rng.shuffle(winners)
            count = rng.randint(2, len(winners))
            return _accepted(state, Play(label, tuple(PACK[i] for i in winners[:count])))
    cards = list(iter_bits(state.hands[who]))
    if not cards:
        raise NoRegularAct("the leader has no card left to lead")
    return _accepted(state, Play(label, (PACK[rng.choice(cards)],)))


def _follow(state: DealState, rng: random.Random) -> tuple[Event, DealState]:
    who = adversary(state.leader)
    hand = state.hands[who]
    count = len(state.pending) if rng.random() < _ANSWER_ALL_AT_ONCE else 1
    played = []
    for led in state.pending[:count]:
        allowed = list(iter_bits(legal_cards(hand, led)))
        if not allowed:
            raise NoRegularAct("the follower has no card left to play")
        index = rng.choice(allowed)
        hand &= ~(1 << index)
        played.append(PACK[index])
    return _accepted(state, Play(state.setup.label(who), tuple(played)))


def random_step(state: DealState, rng: random.Random) -> tuple[Event, DealState]:
    """A random legal act and the state after it (one call of the referee saved).

    Raises :class:`ValueError` if the deal is finished.  See
    :func:`random_event` for the policy.
    """
    if state.finished:
        raise ValueError("the deal is finished: there is no act to choose")
    if state.phase is Phase.EXCHANGE:
        return _exchange_step(state, rng)
    if not state.first_lead_made:
        waiting = _awaiting(state)
        if waiting is not None:
            number, asked = waiting
            if asked and not _value_stated(state, number):
                return _accepted(state, _value_statements(state, number)[0])
            return _reply_step(state, rng)
        if not state.declared_all and all(d.outcome is Outcome.OPEN and not d.forfeited for d in state.dialogues):
            if rng.random() < _DECLARE_ALL:
                return _accepted(state, DeclareAll(None))
        return _elder_speaks(state, rng)
    if not state.younger_has_played and state.pending and state.leader == ELDER:
        extra = _younger_before_playing(state, rng)
        if extra is not None:
            return extra
    if state.pending:
        return _follow(state, rng)
    return _lead(state, rng)


def random_event(state: DealState, rng: random.Random) -> Event:
    """A random legal act of a sensible shape, for simulation.

    The elder exchanges one to five cards (a number chosen uniformly, then
    the cards), the younger one to all that is left; a carte blanche is
    announced and shown.  Then ``{"declare": "all"}`` about a third of the
    time, otherwise a dialogue: the elder calls random claims he holds that
    the referee accepts (the point first, mostly), the younger answers with
    a true answer more often than "good", the elder states his point's value
    when asked; after the first lead the younger reckons what he may.  In
    play cards are random among those the laws allow, and a leader with two
    or more cards the adversary cannot beat sometimes leads several at once.

    The act is checked by :func:`piquet.referee.deal.apply` before it is returned.
    """
    return random_step(state, rng)[0]


def play_random_deal(
    rng: random.Random,
    dealer: str = "B",
    elder: str = "A",
    *,
    number: int = 1,
    last_of_partie: bool = False,
    variant: Variant | str = Variant.RUBICON,
    agreements: frozenset[str] = frozenset(),
) -> SimulatedDeal:
    """Deal at random and play the deal to the end with :func:`random_step`."""
    initial = random_deal(rng, dealer, elder, number=number, last_of_partie=last_of_partie, variant=variant, agreements=agreements)
    state = initial
    events: list[Event] = []
    while not state.finished:
        if len(events) >= MAX_EVENTS:
            raise RuntimeError(f"a simulated deal did not finish in {MAX_EVENTS} acts")
        event, state = random_step(state, rng)
        events.append(event)
    return SimulatedDeal(initial, events, state)


# -- records ---------------------------------------------------------------------


def deal_record(initial: DealState, events: Sequence[Event]) -> DealRecord:
    """The record of a deal: the hands dealt, the stock and the acts."""
    setup = initial.setup
    hands = {setup.elder: Hand(setup.dealt[ELDER]), setup.younger: Hand(setup.dealt[YOUNGER])}
    return DealRecord(setup.dealer, hands, Stock(setup.stock), tuple(events))


def partie_record(rng: random.Random, players: tuple[str, str] = ("A", "B"), deals: int = 6) -> Record:
    """A record of ``deals`` random deals dealt alternately, the second player dealing first.

    Six deals make a partie (Law 71), four by agreement; fewer make a partie
    in progress, which :func:`piquet.adjudicate` also accepts.
    """
    if not 1 <= deals <= 6:
        raise ValueError(f"a partie record holds one to six deals here, not {deals}")
    first, second = players
    last = 4 if deals == 4 else 6
    out = []
    for number in range(1, deals + 1):
        dealer, elder = (second, first) if number % 2 else (first, second)
        simulated = play_random_deal(rng, dealer, elder, number=number, last_of_partie=number == last)
        out.append(deal_record(simulated.initial, simulated.events))
    options = {"deals": 4} if deals == 4 else {}
    return Record(players, tuple(out), options=options)


def au_cent_partie_record(
    rng: random.Random, players: tuple[str, str] = ("A", "B"), agreements: frozenset[str] = frozenset()
) -> Record:
    """A record of a whole partie of Piquet au Cent: random deals, dealt alternately, until a player has won three games.

    The games are kept as :func:`piquet.adjudicate` keeps them (see
    :mod:`piquet.game.games`); ``agreements`` are the au cent agreements in
    force (``"point_four_less"``, ``"low_cards_do_not_count"``).
    """
    from piquet.referee.apply import close_deal
    from piquet.game.games import GamesPartie
    from piquet.rules.scoring import order_of_reckoning, score_deal

    first, second = players
    games = GamesPartie(players)
    out = []
    while not games.complete:
        number = games.next_deal
        dealer, elder = (second, first) if number % 2 else (first, second)
        simulated = play_random_deal(rng, dealer, elder, number=number, variant=Variant.AU_CENT, agreements=agreements)
        out.append(deal_record(simulated.initial, simulated.events))
        final = close_deal(simulated.final)
        games, _ = games.record(order_of_reckoning(final, score_deal(final)))
    options = {key: True for key in sorted(agreements)}
    return Record(players, tuple(out), variant=Variant.AU_CENT, options=options)
