"""Sphinx extension: cards drawn by the library's own pictures (:mod:`piquet.svg`).

``:cards:`AS KH TD```
    Cards in running text, each a small picture of the card (rank and suit
    symbol, hearts and diamonds in red), about the height of two lines.

``.. hand:: AS KS QS``
    A hand, its cards in one row sorted by suit; ``:label:`` names it ("A, elder hand").

``.. hand::`` with ``:record: examples/disputes/x.json`` (from the repository root) and ``:deal: 1``
    A whole deal as dealt: each player's hand, labelled elder or dealer, and
    the stock, top card first; ``:small:`` draws it at gallery size.

The pictures are :func:`piquet.svg.card`, :func:`piquet.svg.hand` and
:func:`piquet.svg.deal`, put in the page as they are; the stylesheet
``piquet-cards.css`` only sizes them, so a row scales down to the width of
the page instead of wrapping.  Cards are read by the library's own parser,
so a card that does not exist is a build warning naming it (and a build
with ``-W`` fails).
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


def _picture(svg: str, classes: str) -> nodes.raw:
    """A picture of piquet.svg, as it is, in an element the stylesheet sizes."""
    return nodes.raw("", f'<span class="{classes}">{svg.rstrip()}</span>', format="html")


def card_nodes(text: str) -> list[nodes.Node]:
    """The cards of a string, each drawn by piquet.svg; raises the library's NotationError for a card that does not exist."""
    import piquet.svg
    from piquet.table.cards import parse_cards

    return [_picture(piquet.svg.card(card), "piquet-inline-card") for card in parse_cards(text, allow_repeats=True)]


def hand_node(cards: str, label: str | None = None) -> nodes.container:
    """A hand in one row, with its label."""
    import piquet.svg

    box = nodes.container(classes=["piquet-hand"])
    if label:
        box += nodes.paragraph(label, label, classes=["piquet-hand-label"])
    box += _picture(piquet.svg.hand(cards), "piquet-picture")
    return box


def deal_picture(record: dict[str, Any], number: int = 1) -> str:
    """The SVG of deal ``number`` (from 1) of a JSON record as dealt: the hands, elder first, and the stock."""
    import piquet.svg

    deal = record["deals"][number - 1]
    return piquet.svg.deal(deal["hands"], deal["stock"], dealer=deal["dealer"])


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
        for card in found:
            span += card
        return [span], []


class HandDirective(SphinxDirective):
    """A hand, or a whole deal of a record, drawn with suit symbols."""

    optional_arguments = 1
    final_argument_whitespace = True
    option_spec = {
        "label": directives.unchanged,
        "record": directives.unchanged,
        "deal": directives.positive_int,
        "small": directives.flag,
    }

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
        box = nodes.container(classes=["piquet-deal", *(["piquet-small"] if "small" in self.options else [])])
        box += _picture(deal_picture(record, self.options.get("deal", 1)), "piquet-picture")
        return box


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_role("cards", CardsRole())
    app.add_directive("hand", HandDirective)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
