"""The referee's state machine (shipped in :mod:`piquet.testing`) over random regular *and* irregular acts of every phase.

After every act: no exception but :class:`~piquet.errors.Contradiction`, every card in
exactly one place, an act the record contradicts leaves the state as it was,
and the referee can say whose act it awaits.  At the end the deal is driven
home: every awaited election is taken or lapses, and the deal ends scored or
void.  ``PIQUET_MACHINE_EXAMPLES`` sets how many runs (300 by default).
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

from piquet.testing import RefereeMachine


class ProjectMachine(RefereeMachine):
    """The machine as users get it, with this project's settings."""


ProjectMachine.TestCase.settings = settings(
    max_examples=int(os.environ.get("PIQUET_MACHINE_EXAMPLES", "300")),
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_referee_state_machine = ProjectMachine.TestCase
