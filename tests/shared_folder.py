"""What the tests do when ``../shared`` (the seeds, the spec, the conformance vectors) is absent.

A developer without the folder runs the rest of the suite, and the tests
that need it skip with the reason.  Under CI the folder is part of the
contract, so a missing folder must fail the run, never shrink it silently:
``.ci/run`` sets ``PIQUET_REQUIRE_SHARED=1`` (and most CI services set ``CI``).
"""

from __future__ import annotations

import os
from typing import NoReturn

import pytest

REQUIRED = bool(os.environ.get("PIQUET_REQUIRE_SHARED")) or os.environ.get("CI", "").lower() in ("1", "true", "yes")


def shared_missing(reason: str) -> NoReturn:
    """Skip (on a developer's machine) or fail (under CI) because the shared folder is absent."""
    if REQUIRED:
        pytest.fail(f"{reason}; this run requires the shared folder (PIQUET_REQUIRE_SHARED or CI is set)", pytrace=False)
    pytest.skip(reason, allow_module_level=True)
