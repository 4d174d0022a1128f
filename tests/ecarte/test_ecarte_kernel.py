"""Écarté uses the kernel as piquet does: its own kinds, its own rulebook, rulings checked against their rules, a coverage table."""

from __future__ import annotations

from pathlib import Path

from ecarte.laws import CODE, GAME_RULES, LAWS, game, law
from ecarte.rules.book import ECARTE
from lawkit.citation import cited
from lawkit.coverage import coverage, rules_by_citation
from lawkit.lawdocs import cited_by_tests, names_of_tests
from lawkit.render import render_text
from lawkit.ruling import Ruling

HERE = Path(__file__).resolve().parent


def test_ecarte_s_kinds_read_as_its_code_names_them() -> None:
    assert str(law(43)) == "Law 43" and str(game(6)) == "Game rule 6"
    assert cited([law(9), law(11), game(2)]) == "Laws 9, 11; Game rule 2"
    assert sorted([game(1), law(46), law(9)]) == [law(9), law(46), game(1)]


def test_the_codex_holds_the_recovered_laws_and_the_regular_game() -> None:
    assert [p.citation for p in CODE.of_kind("ecarte-law")] == [law(n) for n, *_ in LAWS]
    assert [n for n, *_ in LAWS] == [*range(1, 12), *range(40, 47)]
    assert len(CODE.of_kind("ecarte-game")) == len(GAME_RULES)
    assert CODE.get(law(43)).heading == "Playing"


def test_ecarte_s_rulebook_is_its_own() -> None:
    from piquet.lawbook.registry import PIQUET_RULES

    ours = set(ECARTE.all_rules())
    assert ours and all(name.startswith("ecarte.rules.") for name in ours)
    assert not ours & set(PIQUET_RULES.all_rules())
    assert "play" in ECARTE.verbs() and all(not r.name.startswith("piquet.") for r in ECARTE.rules_for("play"))


def test_exceptions_are_tried_before_the_rules_they_except() -> None:
    for found in ECARTE.all_rules().values():
        if found.exception_to is not None:
            order = [r.name for r in ECARTE.rules_for(found.verb)]
            assert order.index(found.name) < order.index(found.exception_to), found.name


def test_every_provision_has_a_rule_and_a_test_naming_it() -> None:
    rules = rules_by_citation("ecarte.")
    # Test names say "law_43" and "game_rule_6", the words people read for the code's kinds ("ecarte-law", "ecarte-game").
    named = cited_by_tests(names_of_tests(HERE), CODE)
    table = coverage(CODE, rules, named)
    missing = [(str(e.citation), e.status, e.reason) for e in table if e.citation.kind == "ecarte-law" and e.status != "implemented"]
    assert missing == []
    assert {e.status for e in table} <= {"implemented", "partial"}


def test_a_ruling_renders_with_the_code_s_titles_and_reads_back_from_its_json() -> None:
    from ecarte import adjudicate
    from tests.ecarte.builders import PLAY, PREPARE, TURN, one

    result = adjudicate(one(PREPARE + TURN + PLAY[:2] + [{"player": "B", "abandon": True}]))
    (ruling,) = result.deals[0].rulings
    text = render_text(ruling, CODE, event_base=1)
    assert text.startswith("Ruling on event 6: B abandons his hand") and "Law 42 — A hand abandoned" in text
    assert Ruling.from_json(ruling.to_json()) == ruling and ruling.rule == "ecarte.rules.play.abandon"
