"""Sphinx extension: cards drawn with their suit symbols, hearts and diamonds in red.

``:cards:`AS KH TD```
    Cards in running text, each as its rank and suit symbol (A♠ K♥ 10♦).

``.. hand:: AS KS QS``
    A hand, its cards in a row; ``:label:`` names it ("A, elder hand").

``.. hand::`` with ``:record: examples/disputes/x.json`` (from the repository root) and ``:deal: 1``
    A whole deal as dealt: each player's hand, labelled elder or dealer, and
    the stock, top card first.

Cards are read by the library's own parser, so a card that does not exist
is a build warning naming it (and a build with ``-W`` fails).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective, SphinxRole

logger = logging.getLogger(__name__)

ROOT = Path(__file__).resolve().parents[2]
SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RED = {"H", "D"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def card_nodes(text: str) -> list[nodes.Node]:
    """The cards of a string, as inline nodes; raises the library's NotationError for a card that does not exist."""
    from piquet.table.cards import parse_cards

    out: list[nodes.Node] = []
    for card in parse_cards(text, allow_repeats=True):
        code = card.code
        rank = "10" if code[0] == "T" else code[0]
        suit = code[1]
        classes = ["piquet-card", f"piquet-{SUIT_NAMES[suit]}"] + (["piquet-red"] if suit in RED else [])
        shown = rank + SYMBOLS[suit]
        out.append(nodes.inline(code, shown, classes=classes, title=card.name))
    return out


def hand_node(cards: str, label: str | None = None) -> nodes.container:
    """A row of cards, with its label."""
    box = nodes.container(classes=["piquet-hand"])
    if label:
        box += nodes.inline(label, label, classes=["piquet-hand-label"])
    row = nodes.inline(classes=["piquet-hand-cards"])
    for number, card in enumerate(card_nodes(cards)):
        if number:
            row += nodes.Text(" ")
        row += card
    box += row
    return box


class CardsRole(SphinxRole):
    """``:cards:`AS KH```."""

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        from piquet.errors import NotationError

        try:
            found = card_nodes(self.text)
        except NotationError as error:
            logger.warning("%s in :cards:`%s`", error, self.text, location=self.get_location())
            return [nodes.problematic(self.rawtext, self.text)], []
        span = nodes.inline(classes=["piquet-cards"])
        for number, card in enumerate(found):
            if number:
                span += nodes.Text(" ")
            span += card
        return [span], []


class HandDirective(SphinxDirective):
    """A hand, or a whole deal of a record, drawn with suit symbols."""

    optional_arguments = 1
    final_argument_whitespace = True
    option_spec = {"label": directives.unchanged, "record": directives.unchanged, "deal": directives.positive_int}

    def run(self) -> list[nodes.Node]:
        from piquet.errors import NotationError

        try:
            if "record" in self.options:
                return [self._deal()]
            if not self.arguments:
                raise self.error("hand: give the cards, or a :record: and :deal:")
            return [hand_node(self.arguments[0], self.options.get("label"))]
        except NotationError as error:
            logger.warning("%s in a hand", error, location=self.get_location())
            return []

    def _deal(self) -> nodes.container:
        path = ROOT / self.options["record"]
        self.env.note_dependency(str(path))
        record = json.loads(path.read_text(encoding="utf-8"))
        number = self.options.get("deal", 1)
        deal = record["deals"][number - 1]
        players = record["players"]
        dealer = deal["dealer"]
        elder = next(p for p in players if p != dealer)
        box = nodes.container(classes=["piquet-deal"])
        box += hand_node(deal["hands"][elder], f"{elder}, elder hand")
        box += hand_node(deal["hands"][dealer], f"{dealer}, younger hand (the dealer)")
        box += hand_node(deal["stock"], "stock, top card first")
        return box


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_role("cards", CardsRole())
    app.add_directive("hand", HandDirective)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
