"""The command: ``ecarte adjudicate [--json|--markdown|--html] RECORD``, or ``python -m ecarte ...`` (``-`` for standard
input): lawkit's command for any game, run for écarté.  Bad input is one line naming the place, and exit status 2."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from ecarte.referee import RUNNER
from lawkit.cli import main as run


def main(argv: Sequence[str] | None = None) -> int:
    """Named as it was called: the installed script ``ecarte``, or the package run with ``python -m``."""
    return run(RUNNER, "ecarte" if Path(sys.argv[0]).name == "ecarte" else "python -m ecarte", argv)


if __name__ == "__main__":
    sys.exit(main())
