"""The law catalogue is complete, consistent and navigable.

Covers the generic :mod:`lawkit.codex` behaviour through small codes of its
own, then the piquet catalogue in :mod:`piquet.lawbook.catalogue`.
"""

from __future__ import annotations

import re

import attrs
import pytest

from lawkit.citation import Citation
from piquet.lawbook.citation import au_cent, case, law
from lawkit.codex import Codex, Governing, Provision, UnknownProvision
from lawkit.errors import LawkitError
from piquet.lawbook.catalogue import (
    AU_CENT,
    AU_CENT_CLAUSES,
    CASE_NUMERALS,
    CASES,
    EDITION,
    LAW_HEADINGS,
    LAWS_OF_PIQUET,
    NOTE_KIND,
    all_provisions,
    au_cent_provision,
    case_provision,
    law_note,
    law_provision,
    lookup,
)

# Cases that set out a ruling by example or comment rather than a decision.
EXPOSITORY_CASES = ("XVI", "XXII")

NUMERALS = (
    "I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI XVII XVIII XIX XX XXI XXII"
).split()

EXPECTED_HEADINGS = {
    "Shuffling": (1, 2),
    "Cutting": (3, 8),
    "Dealing": (9, 17),
    "Carte blanche": (18, 20),
    "Discarding and taking in": (21, 45),
    "Calling and showing": (46, 56),
    "Playing": (57, 60),
    "Scoring": (61, 74),
    "Incorrect packs": (75, 75),
    "Changing cards": (76, 77),
    "Bystanders": (78, 78),
}

# Clauses named in the brief, with the laws they must displace (at least).
EXPECTED_DISPLACEMENTS = {
    "cut": {4},
    "deal-by-twos": {9},
    "wrong-number-of-cards": {11},
    "wrong-pack": {15},
    "deal-out-of-turn": {16},
    "carte-blanche-of-younger": {20},
    "younger-need-not-discard": {22},
    "touching-the-stock": {24},
    "game-a-hundred-up": {71},
    "no-choice-of-cards": {4},
}
BY_AGREEMENT = ("point-four-less", "low-cards-do-not-count")
OTHER_EXPECTED_CLAUSES = ("double-game", "partie-of-five-games", *BY_AGREEMENT)


# --- the generic codex -------------------------------------------------------


def _toy() -> tuple[Codex, Codex]:
    base = Codex(
        "Base",
        "1",
        [
            Provision(Citation("rule", 1), "One", "First rule.", "A"),
            Provision(Citation("rule", 2), "Two", "Second rule.", "B", (Citation("rule", 1),)),
        ],
    )
    variant = Codex(
        "Variant",
        "2",
        [Provision(Citation("amend", "x"), "X", "Replaces rule one.", "A")],
        parent=base,
        displaces={Citation("amend", "x"): [Citation("rule", 1)]},
    )
    return base, variant


def test_codex_get_falls_back_to_the_parent() -> None:
    base, variant = _toy()
    assert variant.get(Citation("rule", 2)) is base.get(Citation("rule", 2))
    assert Citation("rule", 2) in variant
    assert Citation("amend", "x") not in base


def test_codex_unknown_provision_is_a_lookup_and_kernel_error_with_citation() -> None:
    _, variant = _toy()
    with pytest.raises(UnknownProvision) as raised:
        variant.get(Citation("rule", 99))
    assert raised.value.citation == Citation("rule", 99)
    assert isinstance(raised.value, LookupError)
    assert isinstance(raised.value, LawkitError)


def test_codex_find_returns_none_for_a_missing_provision() -> None:
    base, variant = _toy()
    assert variant.find(Citation("rule", 99)) is None
    assert variant.find(Citation("rule", 1)) is base.get(Citation("rule", 1))


def test_codex_contains_rejects_non_citations() -> None:
    base, _ = _toy()
    assert "rule 1" not in base
    assert 1 not in base


def test_codex_iterates_parent_then_own_provisions() -> None:
    _, variant = _toy()
    assert [str(p.citation) for p in variant] == ["rule 1", "rule 2", "amend x"]
    assert len(variant) == 3


def test_codex_headings_group_in_order_of_first_appearance() -> None:
    _, variant = _toy()
    grouped = variant.headings()
    assert list(grouped) == ["A", "B"]
    assert [str(p.citation) for p in grouped["A"]] == ["rule 1", "amend x"]


def test_codex_governing_says_which_clause_displaces_which() -> None:
    _, variant = _toy()
    ruled = variant.governing(Citation("rule", 1))
    assert isinstance(ruled, Governing)
    assert ruled.defined_in == "Base"
    assert [p.citation for p in ruled.displaced_by] == [Citation("amend", "x")]
    assert not ruled.unchanged
    assert ruled.in_force[0].citation == Citation("amend", "x")
    clause = variant.governing(Citation("amend", "x"))
    assert clause.defined_in == "Variant"
    assert [p.citation for p in clause.displaces] == [Citation("rule", 1)]
    assert variant.governing(Citation("rule", 2)).unchanged


def test_codex_rejects_duplicate_citations() -> None:
    p = Provision(Citation("rule", 1), "One", "First rule.")
    with pytest.raises(ValueError, match="twice"):
        Codex("Bad", "1", [p, p])


def test_codex_rejects_redefining_a_parent_provision() -> None:
    base, _ = _toy()
    with pytest.raises(ValueError, match="already"):
        Codex("Bad", "1", [Provision(Citation("rule", 1), "t", "s")], parent=base)


def test_codex_rejects_displacing_what_the_parent_lacks() -> None:
    base, _ = _toy()
    own = Provision(Citation("amend", "y"), "Y", "s")
    with pytest.raises(ValueError, match="unknown"):
        Codex("Bad", "1", [own], parent=base, displaces={own.citation: [Citation("rule", 9)]})


def test_codex_rejects_displaces_without_a_parent() -> None:
    own = Provision(Citation("amend", "y"), "Y", "s")
    with pytest.raises(ValueError, match="derived"):
        Codex("Bad", "1", [own], displaces={own.citation: [Citation("rule", 1)]})


def test_provision_requires_title_and_statement() -> None:
    with pytest.raises(ValueError):
        Provision(Citation("rule", 1), " ", "s")
    with pytest.raises(ValueError):
        Provision(Citation("rule", 1), "t", "")


def test_provision_is_frozen() -> None:
    p = Provision(Citation("rule", 1), "t", "s")
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        p.title = "changed"  # type: ignore[misc]


# --- completeness --------------------------------------------------------------


@pytest.mark.parametrize("number", range(1, 79))
def test_every_law_1_to_78_is_present_with_title_and_statement(number: int) -> None:
    provision = law_provision(number)
    assert provision.citation == law(number)
    assert provision.title.strip() and provision.statement.strip()


def test_laws_have_integer_ids_only_1_to_78() -> None:
    ids = [p.citation.id for p in LAWS_OF_PIQUET.of_kind("law")]
    assert ids == list(range(1, 79))


def test_note_to_law_71_is_its_own_provision() -> None:
    note = law_note(71)
    assert note.citation == Citation(NOTE_KIND, 71)
    assert note.heading == "Scoring"
    assert law(71) in note.refers_to
    assert note.citation in law_provision(71).refers_to
    assert "four" in note.statement and "double" in note.statement


@pytest.mark.parametrize("numeral", NUMERALS)
def test_every_case_i_to_xxii_is_present_with_title_and_statement(numeral: str) -> None:
    provision = case_provision(numeral)
    assert provision.citation == case(numeral)
    assert provision.title.strip() and provision.statement.strip()
    if numeral not in EXPOSITORY_CASES:
        assert "Decision:" in provision.statement


def test_case_numerals_are_in_order() -> None:
    assert CASE_NUMERALS == tuple(NUMERALS)
    assert [p.citation.id for p in CASES] == NUMERALS


def test_cases_codex_shares_provisions_with_the_laws() -> None:
    for provision in CASES:
        assert LAWS_OF_PIQUET.get(provision.citation) is provision


def test_expected_au_cent_clauses_are_present() -> None:
    for slug in (*EXPECTED_DISPLACEMENTS, *OTHER_EXPECTED_CLAUSES):
        assert slug in AU_CENT_CLAUSES
        assert au_cent_provision(slug).citation == au_cent(slug)


def test_every_au_cent_clause_has_title_statement_and_heading() -> None:
    for slug in AU_CENT_CLAUSES:
        clause = au_cent_provision(slug)
        assert clause.title.strip() and clause.statement.strip()
        assert clause.heading in LAW_HEADINGS


def test_au_cent_clause_ids_are_kebab_case_slugs() -> None:
    for slug in AU_CENT_CLAUSES:
        assert slug == slug.lower() and " " not in slug and slug.strip("-") == slug


def test_all_provisions_lists_each_law_note_case_and_clause_once() -> None:
    everything = all_provisions()
    citations = [p.citation for p in everything]
    assert len(citations) == len(set(citations))
    assert len(everything) == 78 + 1 + 22 + len(AU_CENT_CLAUSES)
    kinds = {c.kind for c in citations}
    assert kinds == {"law", NOTE_KIND, "case", "au-cent"}


def test_titles_are_unique_within_each_kind() -> None:
    for kind in ("law", "case", "au-cent"):
        titles = [p.title for p in all_provisions() if p.citation.kind == kind]
        assert len(titles) == len(set(titles)), kind


def test_edition_names_the_1882_portland_club_code_by_cavendish() -> None:
    assert "1882" in EDITION and "Portland Club" in EDITION and "Cavendish" in EDITION
    assert LAWS_OF_PIQUET.edition == EDITION


# --- headings ---------------------------------------------------------------


@pytest.mark.parametrize("heading", list(EXPECTED_HEADINGS))
def test_law_headings_match_the_1882_code(heading: str) -> None:
    first, last = EXPECTED_HEADINGS[heading]
    for number in range(first, last + 1):
        assert law_provision(number).heading == heading
    assert list(LAW_HEADINGS[heading]) == list(range(first, last + 1))


def test_codex_headings_follow_the_order_of_the_code() -> None:
    assert list(LAWS_OF_PIQUET.headings())[: len(EXPECTED_HEADINGS)] == list(EXPECTED_HEADINGS)


def test_au_cent_clauses_join_the_heading_of_the_law_they_amend() -> None:
    dealing = AU_CENT.headings()["Dealing"]
    assert au_cent_provision("deal-by-twos") in dealing
    assert law_provision(9) in dealing


# --- cross-references --------------------------------------------------------


def test_every_cross_reference_resolves() -> None:
    for provision in all_provisions():
        for cited in provision.refers_to:
            assert cited in AU_CENT, f"{provision.citation} refers to missing {cited}"
            assert cited != provision.citation


def test_law_and_case_references_resolve_without_au_cent() -> None:
    for provision in LAWS_OF_PIQUET:
        for cited in provision.refers_to:
            assert cited in LAWS_OF_PIQUET, f"{provision.citation} -> {cited}"


def test_law_22_points_to_laws_40_41_43() -> None:
    assert {law(40), law(41), law(43)} <= set(law_provision(22).refers_to)


def test_law_21_points_to_law_42() -> None:
    assert law(42) in law_provision(21).refers_to


def test_laws_with_stated_exceptions_point_to_them() -> None:
    expected = {12: {10}, 16: {76}, 27: {41, 43}, 28: {41, 43}, 56: {54}, 59: {52}}
    for number, targets in expected.items():
        assert {law(n) for n in targets} <= set(law_provision(number).refers_to), number


def test_penalty_of_reckoning_nothing_points_to_the_waiver_in_law_44() -> None:
    for number in (25, 27, 28, 29, 31, 33, 35, 54, 58):
        assert law(44) in law_provision(number).refers_to, number


def test_case_i_applies_laws_51_and_46() -> None:
    assert {law(51), law(46)} <= set(case_provision("I").refers_to)


def test_cases_that_cite_laws_list_them() -> None:
    expected = {
        "IV": {56},
        "VI": {19, 20, 24},
        "X": {59},
        "XII": {48, 55, 59},
        "XVII": {75},
        "XIX": {58, 65},
        "XXII": {24, 35, 73},
    }
    for numeral, laws in expected.items():
        assert {law(n) for n in laws} <= set(case_provision(numeral).refers_to), numeral


def test_cases_xv_and_xvi_refer_to_each_other() -> None:
    assert case("XVI") in case_provision("XV").refers_to
    assert case("XV") in case_provision("XVI").refers_to


def test_touching_the_stock_keeps_the_exceptions_of_laws_11_32_38() -> None:
    refs = set(au_cent_provision("touching-the-stock").refers_to)
    assert {law(11), law(32), law(38)} <= refs


# --- au cent and governing ----------------------------------------------------


def test_au_cent_is_derived_from_the_laws_of_piquet() -> None:
    assert AU_CENT.parent is LAWS_OF_PIQUET
    assert law(1) in AU_CENT and case("IV") in AU_CENT


def test_under_au_cent_the_deal_is_governed_by_deal_by_twos_displacing_law_9() -> None:
    ruled = AU_CENT.governing(law(9))
    assert ruled.provision is law_provision(9)
    assert ruled.defined_in == LAWS_OF_PIQUET.name
    assert [p.citation for p in ruled.displaced_by] == [au_cent("deal-by-twos")]
    assert ruled.in_force[0] is au_cent_provision("deal-by-twos")
    clause = AU_CENT.governing(au_cent("deal-by-twos"))
    assert clause.defined_in == AU_CENT.name
    assert [p.citation for p in clause.displaces] == [law(9)]


def test_under_au_cent_law_62_comes_from_the_parent_unchanged() -> None:
    ruled = AU_CENT.governing(law(62))
    assert ruled.unchanged
    assert ruled.provision is law_provision(62)
    assert ruled.defined_in == LAWS_OF_PIQUET.name
    assert ruled.in_force == (law_provision(62),)


def test_au_cent_clauses_displace_the_expected_laws() -> None:
    for slug, numbers in EXPECTED_DISPLACEMENTS.items():
        displaced = set(AU_CENT.displaces[au_cent(slug)])
        assert {law(n) for n in numbers} <= displaced, slug
        for number in numbers:
            assert au_cent(slug) in {p.citation for p in AU_CENT.governing(law(number)).displaced_by}


def test_agreement_clauses_displace_nothing_but_point_to_their_law() -> None:
    for slug in BY_AGREEMENT:
        assert au_cent(slug) not in AU_CENT.displaces
        assert au_cent_provision(slug).refers_to
    assert law(62) in au_cent_provision("point-four-less").refers_to
    assert law(65) in au_cent_provision("low-cards-do-not-count").refers_to


def test_the_laws_of_piquet_themselves_displace_nothing() -> None:
    assert not LAWS_OF_PIQUET.displaces
    assert LAWS_OF_PIQUET.governing(law(9)).unchanged


def test_a_partie_under_au_cent_is_governed_by_games_not_deals() -> None:
    displacing = {p.citation for p in AU_CENT.governing(law(71)).displaced_by}
    assert {au_cent("game-a-hundred-up"), au_cent("partie-of-five-games")} <= displacing
    note = {p.citation for p in AU_CENT.governing(Citation(NOTE_KIND, 71)).displaced_by}
    assert au_cent("game-a-hundred-up") in note


def test_every_displaced_citation_is_a_law_or_note() -> None:
    for targets in AU_CENT.displaces.values():
        assert targets
        for target in targets:
            assert target.kind in {"law", NOTE_KIND}
            assert target in LAWS_OF_PIQUET


# --- lookup -----------------------------------------------------------------


def test_lookup_finds_every_kind() -> None:
    assert lookup("law", 46) is law_provision(46)
    assert lookup("law", "46") is law_provision(46)
    assert lookup(NOTE_KIND, "71") is law_note(71)
    assert lookup("case", "iv") is case_provision("IV")
    assert lookup("au-cent", "deal-by-twos") is au_cent_provision("deal-by-twos")


@pytest.mark.parametrize(
    ("kind", "ident"), [("law", 79), ("law", 0), ("case", "XXIII"), ("au-cent", "nope"), ("rule", 1)]
)
def test_lookup_of_a_missing_provision_raises_unknown_provision(kind: str, ident: int | str) -> None:
    with pytest.raises(UnknownProvision) as raised:
        lookup(kind, ident)
    assert raised.value.citation.kind == kind


def test_au_cent_clause_is_not_a_law_of_piquet() -> None:
    with pytest.raises(UnknownProvision):
        LAWS_OF_PIQUET.get(au_cent("deal-by-twos"))


# --- review of the statements against the 1882 texts ---------------------------

# Every clause of the Laws of Piquet au Cent, with exactly the laws it displaces.
AU_CENT_DISPLACES_EXACTLY = {
    "cut": {4, 5},
    "no-choice-of-cards": {4},
    "deal-by-twos": {9},
    "wrong-number-of-cards": {11},
    "wrong-pack": {15},
    "deal-out-of-turn": {16},
    "carte-blanche-of-younger": {20},
    "younger-need-not-discard": {22},
    "touching-the-stock": {24},
    "elder-mixes-stock-cards": {28},
    "younger-takes-top-cards": {27, 29},
    "declare-cards-left": {32},
    "looking-at-cards-left": {36},
    "elder-with-thirteen": {40, 41},
    "elder-with-eleven": {42},
    "stock-of-seven": {43},
    "point-called-by-value": {46},
    "sequence-named-to-its-card": {48},
    "smaller-call-binds": {49, 50},
    "elder-must-show": {55},
    "shown-sequence-bars": {49},
    "younger-abides-by-answer": {51},
    "disallowed-good-call": set(),
    "younger-plays-without-showing": set(),
    "unheld-quatorze-or-trio": {52, 54},
    "nothing-omitted-after-play": {56},
    "point-four-less": set(),
    "low-cards-do-not-count": set(),
    "errors-in-scoring": {70},
    "game-a-hundred-up": {71},
    "double-game": {73},
    "partie-of-five-games": {71, 72},
}


def test_every_au_cent_clause_of_the_text_is_catalogued_with_its_displacements() -> None:
    assert set(AU_CENT_CLAUSES) == set(AU_CENT_DISPLACES_EXACTLY)
    for slug, numbers in AU_CENT_DISPLACES_EXACTLY.items():
        displaced = {c for c in AU_CENT.displaces.get(au_cent(slug), ()) if c.kind == "law"}
        assert displaced == {law(n) for n in numbers}, slug


def test_laws_mentioned_in_a_statement_are_linked() -> None:
    for provision in all_provisions():
        linked = set(provision.refers_to) | set(AU_CENT.displaces.get(provision.citation, ()))
        for run in re.finditer(r"\bLaws? ((?:\d{1,2}(?:, | and | to )?)+)", provision.statement):
            for number in re.findall(r"\d+", run.group(1)):
                cited = law(int(number))
                assert cited == provision.citation or cited in linked, (provision.citation, cited)
        for numeral in re.findall(r"\bCase ([IVXL]+)\b", provision.statement):
            assert case(numeral) in linked, (provision.citation, numeral)


def test_cross_references_added_in_review() -> None:
    expected = {
        11: {38, 39, 40, 41, 42, 43},
        39: {11, 38},
        52: {54},
        54: {52, 53, 55, 56},
        55: {54},
        59: {52, 55},
    }
    for number, targets in expected.items():
        assert {law(n) for n in targets} <= set(law_provision(number).refers_to), number


def test_younger_hand_need_not_show_before_the_lead() -> None:
    statement = law_provision(55).statement
    assert "need not show" in statement and "until the elder has led" in statement


def test_au_cent_exceptions_point_to_what_they_qualify() -> None:
    for slug in ("disallowed-good-call", "younger-plays-without-showing"):
        refs = set(au_cent_provision(slug).refers_to)
        assert {au_cent("elder-must-show"), au_cent("nothing-omitted-after-play")} <= refs, slug
    omitted = set(au_cent_provision("nothing-omitted-after-play").refers_to)
    assert {au_cent("disallowed-good-call"), au_cent("younger-plays-without-showing")} <= omitted
    assert au_cent("touching-the-stock") in au_cent_provision("declare-cards-left").refers_to
    assert "Law 11" in au_cent_provision("wrong-number-of-cards").statement
