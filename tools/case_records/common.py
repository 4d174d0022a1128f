"""What every Case builder shares: a deal started from given hands, acts applied through the referee, the rest finished.

A builder writes the facts of its Case as acts, exactly; the acts no Case
speaks of (the rest of the exchange, the declarations, the play) are chosen
by the simulator with a seed fixed by the record's name, so every record is
reproducible.  Each act goes through :func:`piquet.step` as it is written, so
a builder cannot write a record the referee would not accept.
"""

from __future__ import annotations

import random
from typing import Any

from piquet import Hand, Stock, event_from_json, step
from piquet.referee.deal import start_deal
from piquet.referee.simulate import random_step
from piquet.game.state import DealState

Json = dict[str, Any]

#: The Cases in order, for sorting and for checking a record's ``x-case``.
CASES = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI",
         "XII", "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI", "XXII")


class Table:
    """One deal being written: the state the referee keeps and the acts written so far."""

    def __init__(self, hands: dict[str, str], stock: str, *, dealer: str = "B", elder: str = "A", number: int = 1,
                 last_of_partie: bool = False) -> None:
        self.state: DealState = start_deal(dealer, elder, {k: Hand.parse(v) for k, v in hands.items()},
                                           Stock.parse(stock), number=number, last_of_partie=last_of_partie)
        self.events: list[Json] = []
        self.hands = dict(hands)
        self.stock = stock
        self.dealer = dealer

    def act(self, *acts: Json) -> "Table":
        """Apply each act through the referee and keep it for the record."""
        for act in acts:
            event = event_from_json(act)
            self.state = step(self.state, event).state
            self.events.append(event.to_json())
        return self

    def finish(self, seed: str) -> "Table":
        """Play the deal out with the simulator (legal acts, seeded by ``seed``)."""
        rng = random.Random(seed)
        while not self.state.finished:
            event, self.state = random_step(self.state, rng)
            self.events.append(event.to_json())
        return self

    def deal(self) -> Json:
        """The deal as the record holds it."""
        return {"dealer": self.dealer, "hands": dict(self.hands), "stock": self.stock, "events": list(self.events)}


def case_record(case: str, facts: str, hands: str, deals: list[Json], *, variation: str | None = None,
                start: Json | None = None, options: Json | None = None) -> Json:
    """A whole record for one Case or one variation of it.

    ``facts`` says in the project's words what happened; ``hands`` says where
    the cards come from (the Case's own, or constructed, and how); a
    variation names the one fact changed from the Case.
    """
    assert case in CASES, case
    meta: Json = {"case": case, "facts": facts, "hands": hands}
    if variation is not None:
        meta["variation"] = variation
    record: Json = {"format": "piquet-record/1", "players": ["A", "B"]}
    if options:
        record["options"] = options
    if start:
        record["start"] = start
    record["deals"] = deals
    record["x-case"] = meta
    return record
