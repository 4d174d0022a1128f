"""Put examples/whist on the path, so that its package ``whist`` imports as it does when run from that folder."""

from __future__ import annotations

import sys
from pathlib import Path

FOLDER = Path(__file__).resolve().parents[2] / "examples" / "whist"
if str(FOLDER) not in sys.path:
    sys.path.insert(0, str(FOLDER))
