"""Écarté's rules, each registered with the provisions it applies in :data:`ecarte.rules.book.ECARTE`.

Importing this package registers them all: the cut for deal and the cut
(Laws 3-7), shuffling (Laws 1-2), dealing and the trump (Laws 8-11),
proposals and the king (the regular game), the play (Laws 40-43), the cards
(Laws 44-45), elections, and the score (Laws 42, 43, the regular game).
"""

from ecarte.rules import cutting, dealing, elections, exchange, play, scoring  # noqa: F401
