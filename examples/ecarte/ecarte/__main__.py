"""``ecarte adjudicate [--json|--markdown|--html] RECORD``, or ``python -m ecarte ...`` (``-`` for standard input):
lawkit's command for any game, run for écarté.  Bad input is one line naming the place, and exit status 2."""

import sys

from ecarte.referee import RUNNER
from lawkit.cli import command

main = command(RUNNER, "ecarte")

if __name__ == "__main__":
    sys.exit(main())
