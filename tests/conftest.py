"""The whole suite runs with the rulebook's conflict check on, as every user does.

The check is on by default (:func:`lawkit.registry.check_conflicts`), so the
suite need not turn it on: it only asserts, once, that nothing has turned it
off.  Every dispatch also asks the exceptions at the chosen one's level, and
two that hold for one act with no order declared between them fail the test
that reached them (:class:`lawkit.registry.RuleConflict`): the record
corpus, the Cases, the audits and the state machine all search for
conflicts this way.  A test that turns it off (``check_conflicts(False)``)
does so for a block, and says why.
"""

from __future__ import annotations

import os

from hypothesis import settings

from lawkit import registry

assert registry.conflicts_checked(), "the conflict check is on by default, for every user (lawkit.registry.check_conflicts)"

# CI runs the property and state-machine tests derandomized (``.ci/run`` sets HYPOTHESIS_PROFILE=ci), so that a
# landing is judged on the same examples every time; the search for new conflicts and faults is the work of local
# runs and of long runs with more examples (PIQUET_MACHINE_EXAMPLES and the like), whose findings become tests.
settings.register_profile("ci", derandomize=True, database=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
