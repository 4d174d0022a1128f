"""The whole suite runs with the rulebook's conflict check on.

Every dispatch then also asks the exceptions at the chosen one's level, and
two that hold for one act with no order declared between them fail the test
that reached them (:class:`piquet.lawbook.registry.RuleConflict`): the
record corpus, the Cases, the audits and the state machine all search for
conflicts this way.  Production dispatch skips the check, which costs a
condition per sibling on every act.
"""

from __future__ import annotations

from piquet.lawbook.registry import checking_conflicts

checking_conflicts(True)
