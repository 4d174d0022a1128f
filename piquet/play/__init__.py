"""Playing through the referee, in the manner of a game library: deal, act, elect, score, and whole matches.

A live :class:`~piquet.referee.deal.Deal` says whom the referee awaits
(``to_act``), what it awaits of him (``awaiting``), his regular acts
(``legal_acts()``) and the options open (``offers()``); ``step`` applies any
act, regular or not, and returns the rulings it drew; a deal played out is
scored by ``close()`` exactly as :func:`piquet.adjudicate` scores its record
(``to_record()``).  Two strategies play whole parties with :func:`match`::

    >>> import piquet
    >>> deal = piquet.deal(7, dealer="B")
    >>> deal.to_act, deal.awaiting.exchange
    ('A', (1, 5))
    >>> players = {"A": piquet.random_player(1), "B": piquet.random_player(2)}
    >>> while not deal.is_over:
    ...     deal, step = deal.step(players[deal.to_act](deal.view(deal.to_act)))
    >>> deal = deal.close()
    >>> deal.returns() == piquet.adjudicate(deal.to_record()).deals[0].scores
    True
    >>> result = piquet.match(piquet.random_player(3), piquet.computer("quick"), parties=1, seed=5)
    >>> sum(result.wins.values()) <= 1 and len(result.records) == 1
    True
"""

from __future__ import annotations

from piquet.referee.awaiting import Awaiting, awaiting, legal_acts, to_act
from piquet.play.dealing import deal, deal_next
from piquet.errors import PlayError
from piquet.play.matches import MatchResult, PartieResult, match, play_deal
from piquet.referee.offers import Offer, offers_of
from piquet.play.strategies import Computer, RandomPlayer, Strategy, computer, random_player
from piquet.referee.view import View, view_of

__all__ = [
    "Awaiting", "awaiting", "legal_acts", "to_act", "deal", "deal_next", "PlayError", "MatchResult", "PartieResult", "match",
    "play_deal", "Offer", "offers_of", "Computer", "RandomPlayer", "Strategy", "computer", "random_player", "View", "view_of",
]
