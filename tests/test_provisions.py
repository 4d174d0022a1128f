"""``piquet.provision``: the laws, the note, the Cases and the au cent clauses, by what a reader types."""

from __future__ import annotations

import doctest

import attrs
import pytest

import piquet
from piquet.lawbook import provisions as provisions_module
from piquet.lawbook.catalogue import AU_CENT_CLAUSES, CASE_NUMERALS, all_provisions, law_provision
from piquet.lawbook._law_statements import LAW_TEXTS


def test_every_law_is_found_by_number_with_its_own_title_and_statement() -> None:
    for text in LAW_TEXTS:
        found = piquet.provision(text.number)
        assert (found.kind, found.number, found.title, found.statement) == ("law", text.number, text.title, text.statement)
        assert found == piquet.provision(f"Law {text.number}") == piquet.provision(str(text.number))


def test_a_provision_is_a_frozen_value() -> None:
    found = piquet.provision(62)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        found.title = "changed"  # type: ignore[misc]
    assert hash(found) == hash(piquet.provision(62))


def test_cases_are_found_by_numeral_in_any_case_or_by_number_after_the_word_case() -> None:
    for number, numeral in enumerate(CASE_NUMERALS, start=1):
        found = piquet.provision(numeral.lower())
        assert (found.kind, found.number) == ("case", numeral)
        assert found == piquet.provision(f"Case {numeral}") == piquet.provision(f"case {number}")


def test_au_cent_clauses_are_found_by_name_and_the_note_by_its_law() -> None:
    for slug in AU_CENT_CLAUSES:
        assert piquet.provision(slug).citation == piquet.provision(f"au cent {slug}").citation
        assert piquet.provision(slug).kind == "au-cent"
    note = piquet.provision("note 71")
    assert (note.kind, note.number) == ("law-note", 71)


def test_the_iterator_gives_every_provision_of_the_catalogue_once_in_order() -> None:
    listed = [str(p.citation) for p in piquet.provisions()]
    assert listed == [str(p.citation) for p in all_provisions()]
    assert len(set(listed)) == len(listed)
    assert all(piquet.provision(p.citation) == p for p in piquet.provisions())


def test_the_citation_of_a_provision_is_the_one_the_referee_cites() -> None:
    assert piquet.provision(46).citation == law_provision(46).citation
    assert str(piquet.provision(46)) == str(law_provision(46))


@pytest.mark.parametrize("key", [0, 79, -1, "XXIII", "Case 23", "note 70", "no-such-clause", "", True, None, 4.0, ["46"]])
def test_an_unknown_key_is_a_key_error_naming_what_there_is(key: object) -> None:
    with pytest.raises(piquet.UnknownLaw) as caught:
        piquet.provision(key)  # type: ignore[arg-type]
    assert isinstance(caught.value, KeyError) and isinstance(caught.value, piquet.PiquetError)
    message = str(caught.value)
    assert "1-78" in message and "I-XXII" in message and not message.startswith("'")


def test_the_module_examples_run() -> None:
    assert doctest.testmod(provisions_module).failed == 0
