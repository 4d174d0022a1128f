"""The whole suite runs with the rulebook's conflict check on.

Every dispatch then also asks the exceptions at the chosen one's level, and
two that hold for one act with no order declared between them fail the test
that reached them (:class:`piquet.lawbook.registry.RuleConflict`): the
record corpus, the Cases, the audits and the state machine all search for
conflicts this way.  Production dispatch skips the check, which costs a
condition per sibling on every act.
"""

from __future__ import annotations

import os

from hypothesis import settings

from lawkit.registry import checking_conflicts

checking_conflicts(True)

# CI runs the property and state-machine tests derandomized (``.ci/run`` sets HYPOTHESIS_PROFILE=ci), so that a
# landing is judged on the same examples every time; the search for new conflicts and faults is the work of local
# runs and of long runs with more examples (PIQUET_MACHINE_EXAMPLES and the like), whose findings become tests.
settings.register_profile("ci", derandomize=True, database=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
