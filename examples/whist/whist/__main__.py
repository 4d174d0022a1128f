"""``python -m whist adjudicate [--json|--markdown|--html] FILE``: lawkit's command for any game, run for whist."""

import sys

from lawkit.cli import main
from whist.game import RUNNER

if __name__ == "__main__":
    sys.exit(main(RUNNER, "python -m whist"))
