"""Write the Case records of examples/cases/ (run from the repository root): ``python tools/make_cases.py``.

Every Case of the Cases and Decisions, I to XXII, is a record named
``case-<numeral>.json``, and each variation (one fact of the Case changed)
is ``case-<numeral>-<what changed>.json``.  The builders live in
``tools/case_records/``, one module per group of Cases; each returns whole
records (see :func:`case_records.common.case_record`).  Beside each record,
``.txt`` holds what ``piquet adjudicate --acts`` prints for it, the acts
numbered from 1 as the rulings cite them.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from case_records import case_xxii, cases_i_viii, cases_ix_xvi, cases_xvii_xxi  # noqa: E402

OUT = Path("examples/cases")


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for module in (case_xxii, cases_i_viii, cases_ix_xvi, cases_xvii_xxi):
        for name, build in module.RECORDS.items():
            record = build()
            path = OUT / f"{name}.json"
            path.write_text(json.dumps(record, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
            shown = subprocess.run([sys.executable, "-m", "piquet.faces.cli", "adjudicate", "--acts", str(path)],
                                   capture_output=True, text=True)
            (OUT / f"{name}.txt").write_text(shown.stdout + shown.stderr, encoding="utf-8")


if __name__ == "__main__":
    main()
