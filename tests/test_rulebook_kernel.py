"""The rulebook's guarantees: a ruling names its rule and cites only what the rule declares; exceptions do not silently compete.

The corpus is every record shipped in ``examples/`` and every blind record
in ``tests/examination/``: each is adjudicated, and every ruling it draws (on the
cut, in the deals, between deals, in a chouette session) is held against the
rule that gave it.  The conflict check is on by default, for the suite as for
every user (``tests/conftest.py`` asserts it), so every test that reaches two
exceptions holding at once fails there.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path

import attrs
import pytest

from piquet.errors import PiquetError
from piquet.faces.cli import main
from piquet.lawbook.citation import law
from lawkit.registry import Rule, RuleConflict, RulebookError, UndeclaredCitation, acting
from lawkit.registry import Rulebook
from piquet.lawbook.registry import all_rules, rule_named, rules_for
from piquet.lawbook.registry import rule
from lawkit.ruling import Ruling

ROOT = Path(__file__).resolve().parents[1]
# Écarté's and Whist's records (examples/ecarte, examples/whist) are other games', refereed by its own package (tests/ecarte).
CORPUS = sorted([*(p for p in ROOT.glob("examples/**/*.json") if not {"ecarte", "whist"} & set(p.parts)), *(p for p in ROOT.glob("tests/examination/**/*.json") if p.name != "open.json")])


def _rulings(path: Path) -> Iterator[Ruling]:
    import piquet

    data = json.loads(path.read_text())
    if data.get("format") == "piquet-chouette/1" or "parties" in data:
        session = piquet.adjudicate_chouette(data)
        for result in session.parties:
            yield from result.rulings
            yield from _adjudication_rulings(result.adjudication)
        return
    yield from _adjudication_rulings(piquet.adjudicate(data))


def _adjudication_rulings(adjudication: object) -> Iterator[Ruling]:
    cut = getattr(adjudication, "cut_for_deal")
    if cut is not None:
        yield from cut.rulings
    for deal in getattr(adjudication, "deals"):
        yield from deal.rulings


def test_the_corpus_is_the_shipped_records() -> None:
    assert len([p for p in CORPUS if "examples" in p.parts]) >= 96


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_ruling_names_its_rule_and_cites_only_what_that_rule_declares(path: Path) -> None:
    try:
        drawn = list(_rulings(path))
    except PiquetError as error:
        pytest.skip(f"the referee refuses the record, so it draws no ruling to check ({error}); see tests/test_examination_records.py")
    rules = all_rules()  # after the record: an au cent record loads the au cent rules, which a test run alone has not yet met
    for ruling in drawn:
        assert ruling.rule is not None, ruling.decision
        declared = set(rules[ruling.rule].citations)
        assert set(ruling.citations) <= declared, (ruling.rule, ruling.citations)


def test_a_ruling_citing_what_its_rule_does_not_declare_is_refused() -> None:
    concede = rule_named("piquet.rules.play.concede")
    with acting(concede):
        assert Ruling(event=None, act="a", decision="B", citations=(law(65),)).rule == concede.name
        with pytest.raises(UndeclaredCitation, match="Law 1"):
            Ruling(event=None, act="a", decision="B", citations=(law(1),))


def test_a_ruling_outside_every_rule_names_none_and_rule_on_refuses_to_give_one() -> None:
    import piquet
    from piquet.rules.common import rule_on

    assert Ruling(event=None, act="a", decision="B").rule is None
    deal = piquet.Deal.dealt("B", "A", {"A": "AS KS QS JS TS 9S 8S 7S AH KH QH JH", "B": "AC KC QC JC TC 9C 8C 7C AD KD QD JD"}, "TH 9H 8H 7H TD 9D 8D 7D")
    with pytest.raises(RulebookError):
        rule_on(deal.state, act="a", decision="B", laws=(1,))


def test_a_ruling_reads_back_with_its_rule() -> None:
    concede = rule_named("piquet.rules.play.concede")
    with acting(concede):
        ruling = Ruling(event=3, act="a", decision="B", citations=(law(66),))
    assert ruling.to_json()["rule"] == concede.name
    assert Ruling.from_json(ruling.to_json()) == ruling


def _fake(name: str, base: str | None = "base", holds: bool = True) -> Rule:
    return Rule(
        name=name, verb="v", label=name, action=lambda *a: None, when=lambda *a: holds, stages=frozenset(),
        citations=(law(1),), exception_to=base,
    )


def test_two_exceptions_at_one_level_that_both_hold_are_a_conflict() -> None:
    first, second = _fake("first"), _fake("second")
    with pytest.raises(RuleConflict, match="declare which prevails"):
        Rulebook[object]("test")._check_siblings(first, (first, second), ())


def test_a_declared_order_resolves_the_conflict_and_the_prevailing_rule_is_tried_first() -> None:
    book = Rulebook[object]("test")
    first, second = _fake("first"), _fake("second")
    book._prevails.add(("second", "first"))
    book._check_siblings(second, (first, second), ())
    book._check_siblings(first, (first, second), ())
    assert [r.name for r in book._order([first, second])] == ["second", "first"]


#: Each order the rulebook declares between exceptions that can hold together, and the law that gives it.
DECLARED = {
    ("piquet.rules.dealing.fresh_deal_required", "piquet.rules.dealing.wrong_count"): 12,
    ("piquet.rules.packs.pack_found_incorrect", "piquet.rules.surplus_card.claim_fresh_deal_for_a_surplus_card"): 75,
    ("piquet.rules.rectifying.rectified_by_the_wrong_player", "piquet.rules.rectifying.rectified_too_late"): 10,
    ("piquet.rules.rectifying.rectified_by_the_wrong_player", "piquet.rules.rectifying.rectified_without_leave"): 10,
    ("piquet.rules.rectifying.rectified_by_the_wrong_player", "piquet.rules.rectifying.nothing_to_rectify"): 10,
    ("piquet.rules.rectifying.rectified_too_late", "piquet.rules.rectifying.rectified_without_leave"): 10,
    ("piquet.rules.rectifying.rectified_too_late", "piquet.rules.rectifying.nothing_to_rectify"): 10,
    ("piquet.rules.rectifying.rectified_without_leave", "piquet.rules.rectifying.nothing_to_rectify"): 10,
    ("piquet.rules.shuffling.cut_again", "piquet.rules.shuffling.cut_too_small"): 8,
    ("piquet.rules.shuffling.cut_again", "piquet.rules.shuffling.cut_exposing_a_card"): 8,
    ("piquet.rules.shuffling.cut_too_small", "piquet.rules.shuffling.cut_exposing_a_card"): 3,
    ("piquet.rules.exchange.took_without_discarding", "piquet.rules.exchange.plays_with_fewer"): 21,
    ("piquet.rules.exchange.took_cards_declared_left", "piquet.rules.exchange.plays_with_more"): 28,
    ("piquet.rules.exchange.took_without_discarding", "piquet.rules.exchange.plays_with_more"): 21,
    ("piquet.rules.exchange.took_cards_declared_left", "piquet.rules.exchange.plays_with_fewer"): 28,
    ("piquet.rules.exchange.took_without_discarding", "piquet.rules.exchange.took_cards_declared_left"): 21,
    ("piquet.rules.exchange.took_adversarys_cards", "piquet.rules.exchange.took_without_discarding"): 29,
    ("piquet.rules.exchange.left_after_the_younger_took", "piquet.rules.exchange.plays_with_fewer"): 24,
    ("piquet.rules.showing.shown_too_soon", "piquet.rules.showing.nothing_to_show"): 55,
    ("piquet.rules.dealing.exposed_in_dealing", "piquet.rules.handling.expose_from_stock"): 13,
    ("piquet.rules.cutting_for_deal.cut_already_made", "piquet.rules.cutting_for_deal.several_cards_shown"): 8,
}


def test_every_declared_order_is_one_the_laws_give_and_the_prevailing_rule_cites_that_law() -> None:
    from piquet.lawbook.registry import declared_orders

    piquet_orders = {pair for pair in declared_orders() if pair[0].startswith("piquet.")}
    assert piquet_orders >= set(DECLARED)
    rules = all_rules()
    for (winner, loser), number in DECLARED.items():
        assert number in rules[winner].cited("law"), (winner, number)
        order = [r.name for r in rules_for(rules[winner].verb)]
        assert order.index(winner) < order.index(loser), (winner, loser)


def test_the_conflict_check_asks_only_the_siblings_after_the_chosen_rule_which_the_dispatch_did_not_reach() -> None:
    # A dispatch chooses the first candidate that holds: those before it were asked and did not hold.
    asked: list[str] = []

    def counted(name: str, holds: bool) -> Rule:
        def when(*args: object) -> bool:
            asked.append(name)
            return holds

        return attrs.evolve(_fake(name), when=when)

    book = Rulebook[object]("test")
    before, chosen, after = counted("before", False), _fake("chosen"), counted("after", True)
    with pytest.raises(RuleConflict, match="chosen and after"):
        book._check_siblings(chosen, (before, chosen, after), ())
    assert asked == ["after"]
    # The same rule chosen among other candidates is checked against those, not against what was kept for the first.
    book._check_siblings(chosen, (chosen, counted("later", False)), ())
    assert asked == ["after", "later"]


def test_exceptions_that_do_not_both_hold_or_except_different_rules_do_not_conflict() -> None:
    book = Rulebook[object]("test")
    first = _fake("first")
    book._check_siblings(first, (first, _fake("second", holds=False)), ())
    book._check_siblings(first, (first, _fake("third", base="other")), ())
    book._check_siblings(_fake("base-rule", base=None), (_fake("base-rule", base=None), first), ())


def test_an_au_cent_exception_displaces_the_laws_it_declares_of_its_base() -> None:
    # A rule of every variant may cite an au cent clause as well, where the clause sets what it judges (a wrong deal's
    # limits); it sets no law aside.  Only an au cent rule's own clauses displace the laws of its base.
    for found in all_rules().values():
        clauses = [c for c in found.citations if c.kind == "au-cent"]
        if clauses and found.exception_to is not None and found.variant is not None:
            assert found.displaces == tuple(c for c in found.citations if c.kind == "law"), found.name
        else:
            assert found.displaces == (), found.name


def test_piquet_rules_json_lists_every_rule_with_its_citations_and_what_it_excepts() -> None:
    out = io.StringIO()
    assert main(["rules", "--json"], out=out) == 0
    listed = json.loads(out.getvalue())
    rules = all_rules()
    assert {entry["name"] for entry in listed} == set(rules)
    for entry in listed:
        found = rules[entry["name"]]
        assert entry["verb"] == found.verb
        assert entry["citations"] == [{"kind": c.kind, "id": c.id} for c in found.citations]
        assert entry["exception_to"] == found.exception_to


def test_piquet_rules_prints_the_rules_of_one_verb() -> None:
    out = io.StringIO()
    assert main(["rules", "--verb", "concede"], out=out) == 0
    text = out.getvalue()
    assert "piquet.rules.play.concede" in text and "Law 65" in text and "call_rule" not in text


def test_law_29_law_21_the_younger_taking_the_elder_s_cards_without_a_discard_is_ruled_under_law_29() -> None:
    """Both exceptions hold (no discard, Laws 21-22; the adversary's cards taken, Laws 27-29): the penalised fault is ruled."""
    import piquet
    from piquet.acts import Take

    record = json.loads((ROOT / "examples" / "description-example.json").read_text())
    dealt = record["deals"][0]
    deal = piquet.Deal.dealt("B", "A", dealt["hands"], dealt["stock"])
    _, step = deal.step(Take("B", 3))
    (ruling,) = step.rulings
    assert ruling.rule == "piquet.rules.exchange.took_adversarys_cards"
    assert [str(c) for c in ruling.citations] == ["Law 27", "Law 29", "Case XIV"] and ruling.offender_label == "B"
    assert {o.elector_label for o in ruling.options} == {"A"}


def test_the_conflict_check_can_be_turned_off_for_a_block_and_comes_back_after_it() -> None:
    from lawkit import registry

    assert registry.conflicts_checked() is True  # on by default, for the suite as for every user
    with registry.check_conflicts(False):
        assert registry.conflicts_checked() is False
    assert registry.conflicts_checked() is True


def test_a_ruling_narrowed_to_a_case_cites_that_case_alone() -> None:
    """``rule_on`` with only ``cases`` cites those, not the rule's laws (its laws are the default only when nothing narrows it)."""
    import piquet
    from piquet.rules.common import rule_on

    deal = piquet.Deal.dealt("B", "A", {"A": "AS KS QS JS TS 9S 8S 7S AH KH QH JH", "B": "AC KC QC JC TC 9C 8C 7C AD KD QD JD"}, "TH 9H 8H 7H TD 9D 8D 7D")
    stand = rule_named("piquet.rules.dealing.stand_deal")
    with acting(stand):
        narrowed = rule_on(deal.state, act="a", decision="B", cases=("III",)).rulings[-1]
        default = rule_on(deal.state, act="a", decision="B").rulings[-1]
    assert [str(c) for c in narrowed.citations] == ["Case III"]
    assert set(default.citations) == set(stand.citations) and narrowed.rule == default.rule == stand.name


# Two exceptions of one base, registered under a verb of their own, that always both hold: the dispatch of the suite finds them.
@rule("kernel test: two exceptions", laws=(1,), label="the base")
def _kernel_base(*args: object) -> str:
    return "base"


@rule("kernel test: two exceptions", laws=(1,), exception_to=_kernel_base, label="one exception")
def _kernel_one(*args: object) -> str:
    return "one"


@rule("kernel test: two exceptions", laws=(1,), exception_to=_kernel_base, label="another exception")
def _kernel_another(*args: object) -> str:
    return "another"


def test_dispatch_with_the_check_on_raises_when_two_exceptions_hold_and_without_it_takes_the_first() -> None:
    from lawkit.registry import check_conflicts
    from piquet.lawbook.registry import dispatch

    with pytest.raises(RuleConflict, match="_kernel_one and .*_kernel_another"):
        dispatch("kernel test: two exceptions", None)
    with check_conflicts(False):
        assert dispatch("kernel test: two exceptions", None)() == "one"
