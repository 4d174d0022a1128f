"""The law documentation's index of tests: a key ``"kind:id"`` names the one provision of that kind and number."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lawkit.citation import Citation
from lawkit.codex import Codex, Provision
from lawkit.lawdocs import LawDocsError, _read_tests

CODEX = Codex("Pairs", "a test", [Provision(Citation("law", n), f"Law {n}", f"The text of provision {n}.") for n in (1, 2, 12)])


def test_a_key_of_the_test_index_names_the_provision_of_its_own_number(tmp_path: Path) -> None:
    index = tmp_path / "index.json"
    index.write_text(json.dumps({"law:12": ["test_twelve"], "law:2": ["test_two"]}))
    assert _read_tests(index, CODEX) == {Citation("law", 12): ["test_twelve"], Citation("law", 2): ["test_two"]}


def test_a_key_naming_no_provision_is_an_error(tmp_path: Path) -> None:
    index = tmp_path / "index.json"
    index.write_text(json.dumps({"law:7": ["test_seven"]}))
    with pytest.raises(LawDocsError, match="'law:7' names no provision of Pairs"):
        _read_tests(index, CODEX)
