"""Matches: parties played through the referee by two strategies, and what they came to.

Each partie is played deal by deal: the deal is dealt as the referee deals the
record's next deal (:func:`~piquet.play.dealing.deal_next`), each act is asked
of the strategy of the player the referee awaits, given that player's view
(:mod:`piquet.referee.view`), and applied by the referee; a deal played out is
scored as :func:`piquet.adjudicate` scores its record.  So every record a
match returns adjudicates to the results it reports.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

import attrs

from piquet.game.record import Record
from piquet.game.variant import Variant
from piquet.play.dealing import deal_next
from piquet.errors import PlayError
from piquet.play.strategies import Strategy
from piquet.referee.adjudication import Adjudication
from piquet.referee.deal import Deal

__all__ = ["PartieResult", "MatchResult", "match", "play_deal", "MAX_ACTS", "MAX_DEALS"]

#: A deal that has not ended after this many acts is stopped with an error: a strategy that never lets it end.
MAX_ACTS = 400
#: A partie that has not ended after this many deals is stopped with an error (an au cent partie takes a dozen or two).
MAX_DEALS = 200


@attrs.frozen
class PartieResult:
    """One partie played: its record, each player's total, the winner (None for a drawn partie) and what he won."""

    record: Record
    totals: dict[str, int]
    winner: str | None
    points_won: int | None
    adjudication: Adjudication = attrs.field(repr=False, eq=False)


@attrs.frozen
class MatchResult:
    """The parties of a match: each one's record and result, and per player the parties won and the points won in them."""

    parties: tuple[PartieResult, ...]
    #: Each player's points won over the match (Laws 72, 73), or in au cent the games he won.
    totals: dict[str, int]
    #: How many parties each player won.
    wins: dict[str, int]

    @property
    def records(self) -> tuple[Record, ...]:
        return tuple(p.record for p in self.parties)

    @property
    def winner(self) -> str | None:
        """The player who won the more points over the match; None when equal."""
        (one, a), (two, b) = self.totals.items()
        return None if a == b else one if a > b else two


def play_deal(deal: Deal, strategies: Mapping[str, Strategy], *, max_acts: int = MAX_ACTS) -> Deal:
    """Play the deal out, asking each act of the awaited player's strategy, and score it (:meth:`Deal.close`)."""
    acts = 0
    while not deal.is_over:
        player = deal.to_act
        if player is None:
            raise PlayError("the referee awaits no one, and the deal is not over")
        if acts >= max_acts:
            raise PlayError(f"deal {deal.state.setup.number} did not end in {max_acts} acts")
        deal, _ = deal.step(strategies[player](deal.view(player)))
        acts += 1
    return deal.close()


def _partie(strategies: Mapping[str, Strategy], players: tuple[str, str], first_dealer: str, variant: Variant | str,
            rng: random.Random) -> PartieResult:
    record = Record(players, (), variant=variant)
    dealer = first_dealer
    while True:
        if len(record.deals) >= MAX_DEALS:
            raise PlayError(f"the partie did not end in {MAX_DEALS} deals")
        deal = play_deal(deal_next(record, dealer, rng), strategies)
        record = deal.to_record()
        adjudged = deal.adjudication
        assert adjudged is not None
        if adjudged.partie.complete:
            settled = adjudged.partie.settlement
            return PartieResult(record, dict(adjudged.partie.totals), settled.winner if settled else None,
                                settled.points_won if settled and adjudged.partie.games is None else None, adjudged)
        void = adjudged.deals[-1].state.void
        dealer = void.next_dealer if void is not None else deal.state.setup.elder


def match(
    strategy_a: Strategy,
    strategy_b: Strategy,
    parties: int = 1,
    seed: int | random.Random | None = None,
    variant: Variant | str = Variant.RUBICON,
    players: tuple[str, str] = ("A", "B"),
) -> MatchResult:
    """Play ``parties`` parties, ``strategy_a`` for the first player and ``strategy_b`` for the second, the pack shuffled
    from ``seed``; the first dealer alternates from partie to partie, the second player dealing the first."""
    if parties < 1:
        raise PlayError(f"a match is of one partie or more, not {parties}")
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    strategies = {players[0]: strategy_a, players[1]: strategy_b}
    played = tuple(_partie(strategies, players, players[(number + 1) % 2], variant, rng) for number in range(parties))
    totals = {p: 0 for p in players}
    wins = {p: 0 for p in players}
    for partie in played:
        if partie.winner is not None:
            wins[partie.winner] += 1
        games = partie.adjudication.partie.games_won
        for player in players:
            # Rubicon: the points the winner won (Laws 72, 73); au cent: the games each won.
            won = games.get(player, 0) if games is not None else partie.points_won if player == partie.winner else 0
            totals[player] += won or 0
    return MatchResult(played, totals, wins)
