"""Au cent exchanges whose consequences the mutation sample of seed 1127 found
untested in ``piquet/rules/au_cent_exchange.py``.

Each test is named after the law it checks, goes through ``piquet.adjudicate``
on a record, and names in its docstring the mutant it kills (see
``docs/mutation.rst``).
"""

from __future__ import annotations

from piquet import adjudicate
from tests.examination.harness import record_of as _record


def test_law_42_in_au_cent_the_younger_with_thirteen_who_keeps_eleven_plays_with_them() -> None:
    """Law 42 (with Law 57): the elder dealt eleven stands the deal; the younger,
    dealt thirteen, discards two and takes none, keeping eleven.  He plays with
    them without further penalty, and the ruling cites Law 42, whose limits he
    left, and Law 57.  (Kills the laws of the au cent limits of the younger with
    thirteen after an elder with eleven made ``(43,)``.)"""
    record = _record("au_cent_more/elder-with-eleven-younger-discards-one-takes-none.json")
    events = record["deals"][0]["events"]
    del events[5:]
    events += [{"player": "B", "discard": "7D 9C"}, {"player": "B", "take": 0}, {"declare": "all"}]
    (deal,) = adjudicate(record).deals
    last = deal.rulings[-1]
    assert "plays with 11 cards" in last.decision and last.offender_label == "B", last.decision
    # The au cent clause that set the limits is cited with the laws (docs/decisions.rst).
    assert [(c.kind, c.id) for c in last.citations] == [("au-cent", "elder-with-eleven"), ("law", 42), ("law", 57)]


def test_law_42_in_au_cent_the_elder_standing_with_eleven_who_keeps_eleven_plays_with_them() -> None:
    """Law 42 and the au cent clause "elder with eleven": the elder dealt eleven
    stands the deal and must discard one less than he takes.  Discarding two and
    taking two he keeps eleven: he plays with them without further penalty, and
    the ruling cites Law 42, whose limits he left, and Law 57.  (Kills the laws of
    the au cent limits of the elder with eleven made ``(43,)``.)"""
    record = _record("au_cent_more/elder-with-eleven-stands-four-out-five-in.json")
    events = record["deals"][0]["events"]
    del events[2:]
    events += [{"player": "A", "discard": "TD 8C"}, {"player": "A", "take": 2}]
    (deal,) = adjudicate(record).deals
    last = deal.rulings[-1]
    assert "A plays with 11 cards" in last.decision and last.offender_label == "A", last.decision
    # The au cent clause that set the limits is cited with the laws (docs/decisions.rst).
    assert [(c.kind, c.id) for c in last.citations] == [("au-cent", "elder-with-eleven"), ("law", 42), ("law", 57)]


def test_au_cent_the_younger_who_takes_the_elder_s_cards_loses_the_game_to_the_elder() -> None:
    """Au cent, "younger takes top cards": the younger who takes in the elder's
    cards of the stock loses the game; he is the offender and the elder the
    party injured (and likewise the elder who takes six, "elder mixes stock
    cards", injures the younger).  (Kills ``injured=1 - who`` made ``2 - who``
    in the ruling on stock cards mixed with a hand.)"""
    for name, offender, injured, clause in (
        ("au_cent/younger-takes-the-elders-cards.json", "B", "A", "younger-takes-top-cards"),
        ("au_cent/elder-takes-six.json", "A", "B", "elder-mixes-stock-cards"),
    ):
        record = _record(name)
        (ruling,) = [r for d in adjudicate(record).deals for r in d.rulings if r.penalty == "loses the game"]
        assert ruling.offender_label == offender and ruling.injured_label == injured
        assert clause in [c.id for c in ruling.citations]
