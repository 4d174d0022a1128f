"""ecarte: a referee for Écarté on lawkit's runner, an example of rulings for another game.

Écarté is played by two with the 32-card pack, under a club code of
1878 of which Laws 1-11 and 40-46 survive.  This package states that code
in the project's words (:mod:`ecarte.laws`), registers a rule for each
provision in a rulebook of its own (:mod:`ecarte.rules`), and gives lawkit's
runner the rest (:mod:`ecarte.acts`, :mod:`ecarte.referee`), answering
every irregular act with a :class:`lawkit.ruling.Ruling`.  Its cards are
lawkit's short pack (:mod:`ecarte.pack`); it needs lawkit and nothing of piquet.

Installed (``pip install ./lawkit ./examples/ecarte`` from the repository's
root): ``ecarte adjudicate [--json] RECORD``, or ``python -m ecarte ...``.
"""

from ecarte.laws import CODE, game, law
from ecarte.referee import RUNNER, adjudicate
from lawkit.runner import Adjudication, Contradiction, RecordError

__all__ = ["RecordError", "Contradiction", "CODE", "law", "game", "RUNNER", "Adjudication", "adjudicate"]
