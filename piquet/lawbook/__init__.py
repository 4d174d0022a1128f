"""The lawbook: the laws and Cases in the project's words, and how piquet cites them.

The kernel (:mod:`lawkit`) holds what any code of laws needs: citations,
the codex, rulings, the rule registry.  This package holds piquet's own
part: the statements of Laws 1-78, the Cases I-XXII and the au cent clauses
(:mod:`piquet.lawbook.catalogue`), the kinds piquet cites
(:mod:`piquet.lawbook.citation`, registered with the kernel as this package
is imported), piquet's rulebook (:mod:`piquet.lawbook.registry`) and the
``laws`` and ``cases`` keys of the record format's rulings
(:mod:`piquet.lawbook.listing`).  The rules that *apply* the laws live in
:mod:`piquet.rules`.
"""

from piquet.lawbook import citation as _citation  # noqa: F401  (registers piquet's kinds of citation)
