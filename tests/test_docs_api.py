"""The API reference's extension (docs/_ext/piquet_api.py): laws linked once, long constants laid out, the package's names listed."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "docs" / "_ext"))

import piquet_api  # noqa: E402


def test_a_law_named_in_a_docstring_links_its_number_and_is_not_named_twice() -> None:
    assert piquet_api._linked("a penalty (Law 44: waived)") == "a penalty (Law :law:`44 <44>`: waived)"
    assert piquet_api._linked("Laws 9-14, 75") == "Laws :law:`9 <9>`-:law:`14 <14>`, :law:`75 <75>`"
    assert piquet_api._linked("Cases X, XI") == "Cases :case:`X <X>`, :case:`XI <XI>`"
    assert piquet_api._linked("``Law 44``") == "``Law 44``"


def test_a_long_constant_is_laid_out_one_entry_to_a_line_and_a_huge_one_is_described() -> None:
    from piquet.referee.apply import KEYS
    from piquet.search.ordering import LEAD_MASTERS

    laid_out = piquet_api.readable(KEYS)
    assert laid_out is not None and laid_out[0] == "{" and laid_out[-1] == "}"
    assert "    AnnounceCarteBlanche: 'announce carte blanche'," in laid_out
    assert all(len(line) <= 80 for line in laid_out)
    assert piquet_api.readable(LEAD_MASTERS) is None
    assert piquet_api.readable((1, 2, 3)) is None, "a value that fits on a line stays in the signature"
    lines: list[str] = ["The table."]
    piquet_api.show_long_values(None, "data", "LEAD_MASTERS", LEAD_MASTERS, None, lines)  # type: ignore[arg-type]
    assert lines[-1].startswith("*Value:* a list of ") and "too long to print" in lines[-1]


def test_the_public_names_are_linked_where_they_are_defined() -> None:
    import piquet

    target = piquet_api.PublicNamesDirective._target
    assert target("piquet.referee.adjudication", "adjudicate", piquet.adjudicate) == "piquet.referee.adjudication.adjudicate"
    assert target("piquet.table.cards", "PACK", piquet.PACK) == "piquet.table.cards.PACK"
    summary = piquet_api.PublicNamesDirective._summary("piquet.table.cards", "PACK", piquet.PACK)
    assert summary and "\n" not in summary


def test_every_public_name_is_documented_on_exactly_one_task_page() -> None:
    import piquet

    found = piquet_api.task_names(ROOT / "docs")
    placed = [name for names in found.values() for name in names]
    twice = sorted({name for name in placed if placed.count(name) > 1})
    assert not twice, f"on more than one task page: {twice}"
    public = set(piquet.__all__) - {"__version__"}
    assert not public - set(placed), f"public names on no task page of docs/api: {sorted(public - set(placed))}"
    assert not set(placed) - public, f"not public names: {sorted(set(placed) - public)}"
    assert all(names for names in found.values()), "no task page is empty"
    toc = (ROOT / "docs" / "api.rst").read_text(encoding="utf-8")
    assert [page for page in piquet_api.TASK_PAGES if f"   {page}\n" in toc] == list(piquet_api.TASK_PAGES)


def test_a_task_page_documents_each_name_by_the_kind_it_is() -> None:
    import piquet

    assert piquet_api.documented("Deal", piquet.Deal, "piquet.referee.deal") == [".. autoclass:: piquet.Deal", ""]
    assert piquet_api.documented("adjudicate", piquet.adjudicate, "x")[0] == ".. autofunction:: piquet.adjudicate"
    assert piquet_api.documented("svg", piquet.svg, "piquet")[0] == ".. automodule:: piquet.svg"
    pack = piquet_api.documented("PACK", piquet.PACK, "piquet.table.cards")
    assert pack[0] == ".. py:data:: piquet.PACK" and any("AS" in line for line in pack)
