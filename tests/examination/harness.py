"""Compare a blind record's expectations (its ``x-expected`` key) with what the referee rules.

The records in ``tests/examination/`` were written from the laws, the Cases and the
record format alone, by examiners who never read the code.  Each carries what
a club committee would decide: per deal, the rulings (the act answered, the
offender, the options and who elects, what the ruling must cite at least),
the acts that must draw no ruling, the scores, and for au cent the games won.
:func:`disagreements` lists every point where the referee differs, in words.

The outcomes an examiner may expect, and what each asks of the ruling:
``"penalty"`` (a penalty imposed), ``"of no effect"`` (the decision says
the act has no effect), ``"void"`` (the deal ends void), ``"option"`` (the
options listed are offered), ``"too late"`` (the decision says so) and
``"allowed"`` (the act stands: no penalty; with no offender and no options,
a referee that passes the act without a ruling agrees), ``"corrected"``
(an error put right in time) and ``"ruled"`` (the referee says how the act
or the deal stands, with no penalty of its own and nothing to elect: the
working-out of a penalty already given, a card that may be taken back).  "Of no effect", "too late" and "corrected"
are read from the ruling's outcome (:class:`lawkit.ruling.Outcome`), not
from its words.  A ruling at ``"event": null``
is one on the deal as dealt.  A ruling marked ``note`` (the lapse of an
option, what the laws make of a regular act) is not a ruling on the act it
coincides with: it does not count against an act expected to draw no
ruling.  A ruling that names an offender is expected only where the
record lists a ruling at its event (``"rulings"``) or lets the referee rule
there as it sees fit (``"may_also_rule"``, a list of events); anywhere else,
and in a deal the record does not list, it is a disagreement.  A record
whose expectations say ``"contradiction": true`` is one
the examiner judged to contradict its own facts: the referee must refuse it
with an error, and rule on nothing.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import piquet
from piquet.errors import PiquetError
from lawkit.ruling import Outcome, Ruling

__all__ = ["disagreements", "expected_of", "record_of", "BLIND"]

BLIND = Path(__file__).resolve().parent


def record_of(name: str) -> dict[str, Any]:
    """A blind record, by its path under ``tests/examination/``, without its expectations: the record as a table wrote it."""
    record: dict[str, Any] = json.loads((BLIND / name).read_text())
    record.pop("x-expected", None)
    return record


def expected_of(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text())["x-expected"]
    return data


def _cited(ruling: Ruling) -> set[str]:
    found = set()
    for citation in ruling.authorities():
        if citation.kind == "au-cent":
            found.add(f"au-cent:{citation.id}")
        else:
            found.add(f"{citation.kind.capitalize()} {citation.id}")
    return found


def _stands_silently(expected: dict[str, Any]) -> bool:
    """An act expected to stand, with no one in error and no choice to make: a referee that lets it pass without a ruling agrees.

    A regular act draws no ruling; "allowed" with no offender and no options
    says no more than that it stands.
    """
    return expected.get("outcome") == "allowed" and expected.get("offender") is None and not expected.get("options")


def _matches(expected: dict[str, Any], ruling: Ruling) -> list[str]:
    """What of one expected ruling this actual ruling fails to give (empty when it gives it all)."""
    missing = []
    if ruling.offender_label != expected.get("offender"):
        missing.append(f"offender {ruling.offender!r}, not {expected.get('offender')!r}")
    cites = set(expected.get("cites", ()))
    if not cites <= _cited(ruling):
        missing.append(f"does not cite {sorted(cites - _cited(ruling))}")
    outcome = expected.get("outcome")
    if outcome == "penalty" and ruling.penalty is None:
        missing.append("imposes no penalty")
    if outcome == "of no effect" and ruling.outcome is not Outcome.NO_EFFECT:
        missing.append(f"is not ruled of no effect ({ruling.outcome.value})")
    if outcome == "too late" and ruling.outcome is not Outcome.TOO_LATE:
        missing.append(f"is not ruled too late ({ruling.outcome.value})")
    if outcome == "corrected" and ruling.outcome is not Outcome.CORRECTED:
        missing.append(f"is not ruled corrected in time ({ruling.outcome.value})")
    if outcome == "ruled" and ruling.outcome is not Outcome.RULED:
        missing.append(f"is not a ruling without penalty or choice ({ruling.outcome.value})")
    if outcome == "allowed" and ruling.penalty is not None:
        missing.append(f"imposes a penalty ({ruling.penalty}) on an act expected to stand")
    electors = {(o.get("elector"), tuple(o.get("choices", ()))) for o in expected.get("options", ())}
    if electors and not ruling.options:
        missing.append("offers no option")
    for elector, _ in electors:
        if ruling.options and all(o.elector_label != elector for o in ruling.options):
            missing.append(f"offers nothing to {elector}")
    if not electors and ruling.options and outcome not in (None, "option"):
        missing.append(f"offers options {[o.said for o in ruling.options]} where none was expected")
    return missing


def _partie_disagreements(expected: dict[str, Any] | None, got: dict[str, Any]) -> list[str]:
    """Where the partie's standing (totals, completion, winner, points won, rubicon, games won) differs from what the examiner gives."""
    if not expected:
        return []
    return [
        f"partie: {key} {got.get(key)!r}, expected {want!r}"
        for key, want in expected.items()
        if got.get(key) != want
    ]


def _deal_disagreements(deal: dict[str, Any], result: Any, where: str = "") -> list[str]:
    """Where one deal's adjudication differs from what the examiner gives for it: scores, acts that stand, rulings."""
    index = deal["deal"]
    if index >= len(result.deals):
        return [f"{where}deal {index}: not adjudicated"]
    got = result.deals[index]
    found: list[str] = []
    if "scores" in deal and dict(got.scores) != deal["scores"]:
        found.append(f"{where}deal {index}: scores {dict(got.scores)}, expected {deal['scores']}")
    for event in deal.get("regular_events", ()):
        drawn = [r for r in got.rulings if r.event == event and not r.note]
        if drawn:
            found.append(f"{where}deal {index}, event {event}: expected no ruling, got {[r.decision for r in drawn]}")
    for wanted in deal.get("rulings", ()):
        at = [r for r in got.rulings if r.event == wanted["event"]]
        if wanted.get("outcome") == "void" and got.void:
            continue
        if not at:
            if _stands_silently(wanted):
                continue
            found.append(f"{where}deal {index}, event {wanted['event']}: no ruling, expected {wanted.get('outcome')} citing {wanted.get('cites')}")
            continue
        misses = [_matches(wanted, r) for r in at]
        if all(misses):
            best = min(misses, key=len)
            found.append(f"{where}deal {index}, event {wanted['event']}: the ruling {'; '.join(best)} ({at[0].decision!r})")
    found.extend(_unexpected_offenders(got.rulings, deal, f"{where}deal {index}"))
    return found


def _unexpected_offenders(rulings: Any, deal: dict[str, Any] | None, where: str) -> list[str]:
    """Rulings naming an offender at an event the record neither expects a ruling at nor leaves open (``deal`` None: a deal not listed)."""
    listed = deal or {}
    open_events = {wanted["event"] for wanted in listed.get("rulings", ())} | set(listed.get("may_also_rule", ()))
    return [
        f"{where}, event {ruling.event}: a ruling naming {ruling.offender_label or ruling.offender!r} the record does not expect ({ruling.decision!r})"
        for ruling in rulings
        if (ruling.offender is not None or ruling.offender_label is not None) and ruling.event not in open_events
    ]


def _unlisted_deals(listed: Any, result: Any, where: str = "") -> list[str]:
    """Rulings naming an offender in the deals the record gives no expectations for."""
    named = {deal["deal"] for deal in listed}
    return [
        problem
        for index, got in enumerate(result.deals)
        if index not in named
        for problem in _unexpected_offenders(got.rulings, None, f"{where}deal {index}")
    ]


def _games_disagreements(games: list[dict[str, Any]], result: Any) -> list[str]:
    """Where au cent's games (who won each, and whether double) differ from what the examiner gives.

    The adjudication lists the games the record plays; an examiner may list
    first the games a ``start`` gave as already won, which are the record's
    own facts, not the referee's finding: those are passed over.
    """
    found: list[str] = []
    start = result.record.start
    given = [{"winner": winner, "double": double} for winner, double in (start.games if start is not None else ())]
    if given and [(g.get("winner"), bool(g.get("double"))) for g in games[: len(given)]] == [(g["winner"], g["double"]) for g in given]:
        games = games[len(given):]
    played = list(result.partie.games) if result.partie.games is not None else []
    won = [g.winner for g in played]
    want = [g["winner"] for g in games if "winner" in g]
    if won[: len(want)] != want:
        found.append(f"games won by {won}, expected {want}")
    for number, (game, expected_game) in enumerate(zip(played, games), start=1):
        if "double" in expected_game and bool(game.double) != bool(expected_game["double"]):
            kind = "double" if expected_game["double"] else "single"
            found.append(f"game {number} is {'double' if game.double else 'single'}, expected {kind}")
    return found


def _session_disagreements(expected: dict[str, Any], session: dict[str, Any]) -> list[str]:
    """A chouette session: each partie's seats, result and deals, and the balances, against the examiner's."""
    done = piquet.adjudicate_chouette(session)
    found: list[str] = []
    for wanted in expected.get("parties", ()):
        number = wanted["partie"]
        if number >= len(done.parties):
            found.append(f"partie {number}: not adjudicated")
            continue
        got = done.parties[number]
        shown = got.to_json()
        for key in ("single", "winner", "points_won", "rubicon"):
            if key in wanted and shown.get(key) != wanted[key]:
                found.append(f"partie {number}: {key} {shown.get(key)!r}, expected {wanted[key]!r}")
        for deal in wanted.get("deals", ()):
            found.extend(_deal_disagreements(deal, got.adjudication, f"partie {number}, "))
        found.extend(_unlisted_deals(wanted.get("deals", ()), got.adjudication, f"partie {number}, "))
    if "balances" in expected and dict(done.balances) != expected["balances"]:
        found.append(f"balances {dict(done.balances)}, expected {expected['balances']}")
    return found


def disagreements(path: Path) -> list[str]:
    """Every point where the referee differs from the record's expectations, in words (empty: it agrees)."""
    expected = expected_of(path)
    record = json.loads(path.read_text())
    try:
        if "parties" in record:
            found = _session_disagreements(expected, record)
        else:
            found = _record_disagreements(expected, piquet.adjudicate(record))
    except PiquetError as error:
        return [] if expected.get("contradiction") else [f"the record was refused: {error}"]
    if expected.get("contradiction"):
        return ["the record contradicts its own facts, but the referee accepted it"]
    return found


def _record_disagreements(expected: dict[str, Any], result: Any) -> list[str]:
    """A record of one partie: its deals, the partie's standing and au cent's games, against the examiner's."""
    found: list[str] = []
    for deal in expected.get("deals", ()):
        found.extend(_deal_disagreements(deal, result))
    found.extend(_unlisted_deals(expected.get("deals", ()), result))
    found.extend(_partie_disagreements(expected.get("partie"), result.partie.to_json()))
    if expected.get("games") is not None:
        found.extend(_games_disagreements(expected["games"], result))
    return found
