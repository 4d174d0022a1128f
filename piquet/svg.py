"""Pictures of cards as SVG text, for a page, a notebook or a file.

``card``, ``hand``, ``deal`` and ``trick`` each return the text of one
``<svg>`` element, with a ``viewBox`` so that it scales, one ``<g>`` group
a card, its rank and suit in two corners (a ten written ``10``), and hearts
and diamonds in red::

    >>> import piquet.svg
    >>> from piquet import Hand
    >>> picture = piquet.svg.hand(Hand.parse("AH KH QH JH 8H AS KS JS JC 9C 9D KD"))
    >>> picture.startswith("<svg") and picture.count("<g ")
    12

In a Jupyter notebook a :class:`~piquet.Hand` or a :class:`~piquet.Deal`
left at the end of a cell is drawn with these.  The drawing lives in the
table layer (:mod:`piquet.table.svg`) so that a hand can draw itself; this
module is its public name.
"""

from __future__ import annotations

from piquet.table.svg import PictureError, card, deal, hand, trick

__all__ = ["card", "hand", "deal", "trick", "PictureError"]
