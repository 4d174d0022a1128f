"""ecarte: a referee for Écarté built on the lawkit kernel, an example of rulings for another game.

Écarté is played by two with the 32-card pack, under a club code of
1878 of which Laws 1-11 and 40-46 survive.  This package states that code
in the project's words (:mod:`ecarte.laws`), registers a rule for each
provision in a rulebook of its own (:mod:`ecarte.rules`), and referees a
record of play (:mod:`ecarte.record`, :mod:`ecarte.referee`), answering
every irregular act with a :class:`lawkit.ruling.Ruling`.  Its cards are its
own (:mod:`ecarte.pack`); it needs lawkit and nothing of piquet.

Installed (``pip install ./lawkit ./examples/ecarte`` from the repository's
root): ``ecarte adjudicate [--json] RECORD``, or ``python -m ecarte ...``.
"""

from ecarte.errors import EcarteError, RecordError, Refused
from ecarte.laws import CODE, game, law
from ecarte.record import read_record
from ecarte.referee import Adjudication, adjudicate

__all__ = ["EcarteError", "RecordError", "Refused", "CODE", "law", "game", "read_record", "Adjudication", "adjudicate"]
