"""``whist adjudicate [--json|--markdown|--html] FILE``, or ``python -m whist ...``: lawkit's command, run for whist."""

import sys

from lawkit.cli import command
from whist.game import RUNNER

main = command(RUNNER, "whist")

if __name__ == "__main__":
    sys.exit(main())
