"""A live deal freshly dealt: the pack shuffled from a seed, dealt as the referee deals the record's next deal."""

from __future__ import annotations

import random

from piquet.game.record import DealRecord, Record
from piquet.game.variant import Variant
from piquet.errors import PlayError
from piquet.referee.adjudication import state_after
from piquet.referee.deal import HAND_SIZE, Deal
from piquet.table.cards import PACK
from piquet.table.cardsets import Hand, Stock

__all__ = ["deal", "deal_next"]


def _rng(seed_or_rng: int | random.Random | None) -> random.Random:
    return seed_or_rng if isinstance(seed_or_rng, random.Random) else random.Random(seed_or_rng)


def deal_next(prior: Record, dealer: str, rng: random.Random) -> Deal:
    """The next deal of the partie ``prior`` records, from a pack shuffled by ``rng``: twelve to the elder, twelve to the
    dealer, eight to the stock.  It starts as :func:`piquet.adjudicate` starts that deal of the record (its number, the
    partie's standing, the variant), so its record adjudicates as it was played."""
    if dealer not in prior.players:
        raise PlayError(f"the dealer {dealer!r} is not one of the players ({', '.join(prior.players)})")
    elder = prior.players[1] if dealer == prior.players[0] else prior.players[0]
    order = list(PACK)
    rng.shuffle(order)
    hands = {elder: Hand.of(order[:HAND_SIZE]), dealer: Hand.of(order[HAND_SIZE : 2 * HAND_SIZE])}
    dealt = DealRecord(dealer, hands, Stock.of(order[2 * HAND_SIZE :]))
    record = Record(prior.players, prior.deals + (dealt,), variant=prior.variant, options=prior.options)
    return Deal(state_after(record, len(record.deals), 0), prior)


def deal(
    seed_or_rng: int | random.Random | None = None,
    dealer: str = "B",
    players: tuple[str, str] = ("A", "B"),
    *,
    variant: Variant | str = Variant.RUBICON,
) -> Deal:
    """A live deal, the first of a partie between ``players``, freshly dealt by ``dealer`` from a pack shuffled by the seed
    (or the :class:`random.Random` given; None shuffles afresh each time)."""
    if len(players) != 2 or players[0] == players[1]:
        raise PlayError(f"a deal is between two players of different names, not {players!r}")
    return deal_next(Record((players[0], players[1]), (), variant=variant), dealer, _rng(seed_or_rng))
