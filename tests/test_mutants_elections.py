"""Laws whose consequences the mutation sample of seed 1127 found untested in ``piquet/rules/elections.py``.

Each test is named after the law or Case it checks, goes through the public
referee, and names in its docstring the mutant it kills (see
``docs/mutation.rst``).
"""

from __future__ import annotations

from piquet import Deal
from piquet.game.acts import Elect, Propose
from tests.test_law_gaps import HANDS, STOCK, rulings_on


def test_law_44_a_choice_not_among_those_open_is_of_no_effect_and_the_ruling_names_them() -> None:
    """Law 44 (Case III): the party to whom an option is open takes one of its
    choices.  A offers a fresh deal; B electing "maybe" is of no effect, and the
    ruling names the choices open to him ("accept", "refuse"), whether or not he
    names the option.  (Kills making ``found is not None`` always false in
    ``election_not_open``.)"""
    deal = Deal.dealt("B", "A", HANDS, STOCK).apply(Propose("A", "fresh deal"))
    for elect in (Elect("B", "maybe"), Elect("B", "maybe", "case-iii")):
        after, rulings = rulings_on(deal, elect)
        (ruling,) = rulings
        assert ruling.decision == (
            "Of no effect: 'maybe' is not one of the choices open to him ('accept', 'refuse'); the deal goes on as it stands"
        )
        assert ruling.cited("law") == (44,) and ruling.offender is None
        assert [e.key for e in after.state.elections] == ["case-iii"]


def _law_13_record(*events: dict[str, object]) -> dict[str, object]:
    """B, dealing, exposes one of the elder's cards (Law 13): A may have a fresh deal."""
    import json
    from pathlib import Path

    path = Path(__file__).resolve().parent / "examination" / "laws_01_17" / "law-13-elder-goes-on-without-electing.json"
    record = json.loads(path.read_text())
    record.pop("x-expected")
    record["deals"][0]["events"] = [{"player": "B", "expose": "7H"}, *events]
    return dict(record)


def test_law_44_an_option_elected_by_the_player_it_is_not_open_to_is_of_no_effect() -> None:
    """Law 44: an option is its elector's.  The Law 13 option is A's; B electing
    a choice it does not have is of no effect because no such option is open to
    him, not because it is his adversary's (which is said only when he names the
    adversary's option or one of its choices).  (Kills ``e.key == named`` made
    ``!=`` in ``election_not_open``.)"""
    from piquet import adjudicate

    (deal,) = adjudicate(_law_13_record({"player": "B", "elect": "maybe"})).deals
    last = deal.rulings[-1]
    assert last.decision == "Of no effect: no such option is open to him now; the deal goes on as it stands"
    assert last.cited("law") == (44,)


def test_law_13_an_option_elected_after_it_lapsed_cites_the_law_that_gave_it() -> None:
    """Laws 13 and 44: A goes on with the game (takes in) instead of electing, so
    the deal stands; his later election of a fresh deal is too late, and the
    ruling cites Law 13, the law of the option he named, not Laws 11 and 39
    (which end the elder's option on a wrong deal when he takes in).  (Kills
    ``law_named == 11 and ...`` made ``or`` in ``_lapsed_by``.)"""
    from piquet import adjudicate

    record = _law_13_record({"player": "A", "exchange": "9D 9C 7S 7H 9H"}, {"player": "A", "elect": "fresh deal", "option": "law-13"})
    (deal,) = adjudicate(record).deals
    last = deal.rulings[-1]
    assert last.decision == "Too late: the option was his, but it lapsed before he elected; the deal stands as it is"
    assert [(c.kind, c.id) for c in last.citations] == [("law", 13)]
