"""piquet.dask without Dask: the library imports and works without it, and the module names the extra it needs.

These run with or without Dask installed; the bags themselves, on a
LocalCluster, are tested in ``tests/test_dask.py``.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet.faces.cli import main
from piquet.faces.daskbag import _newlines, adjudication_json, file_records, json_lines_block

ROOT = Path(__file__).resolve().parents[1]


def _bare(path: Path) -> list[dict[str, Any]]:
    """What ``piquet adjudicate --bare PATH`` prints, one object a record."""
    out = io.StringIO()
    main(["adjudicate", "--bare", str(path)], out=out, err=io.StringIO())
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_importing_piquet_and_piquet_dask_does_not_import_dask() -> None:
    probe = "import sys, piquet, piquet.dask; piquet.__all__; print('dask' in sys.modules, 'distributed' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "False"]


@pytest.mark.parametrize("call", ["read_records_bag", "adjudicate_bag"])
def test_without_dask_each_function_raises_an_import_error_naming_the_extra(call: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import piquet.dask

    for name in [name for name in sys.modules if name == "dask" or name.startswith("dask.")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "dask", None)  # ``import dask`` now raises ImportError, as when it is not installed
    argument: Any = ["examples/description-example.json"] if call == "read_records_bag" else object()
    with pytest.raises(ImportError, match=r'pip install "\.\[dask\]"'):
        getattr(piquet.dask, call)(argument)


@pytest.mark.parametrize("required", [False, True])
def test_the_cluster_tests_skip_without_dask_and_fail_when_ci_requires_it(required: bool) -> None:
    """``.ci/run`` sets ``PIQUET_REQUIRE_DASK``: there a missing Dask must fail the run, never shrink it."""
    hide = "import sys, pytest; sys.modules['dask'] = None; sys.exit(pytest.main(['-q', '-p', 'no:cacheprovider', 'tests/test_dask.py']))"
    env = {key: value for key, value in os.environ.items() if key != "PIQUET_REQUIRE_DASK"} | ({"PIQUET_REQUIRE_DASK": "1"} if required else {})
    done = subprocess.run([sys.executable, "-c", hide], capture_output=True, text=True, cwd=ROOT, env=env, timeout=300)
    assert 'Dask is not installed (pip install ".[dask]")' in done.stdout
    if required:
        assert done.returncode != 0 and "PIQUET_REQUIRE_DASK is set" in done.stdout
    else:
        assert done.returncode == pytest.ExitCode.NO_TESTS_COLLECTED and "1 skipped" in done.stdout  # skipped whole, not failed


def test_piquet_dask_is_a_public_submodule_with_its_two_functions() -> None:
    import piquet

    assert "dask" in piquet.__all__
    assert piquet.dask.__all__ == ["adjudicate_bag", "read_records_bag"]


@pytest.mark.parametrize("name", ["description-example.json", "description-example.pqn", "chouette-session.json", "partie-six-deals.json"])
def test_one_element_is_answered_as_adjudicate_bare_answers_its_file(name: str) -> None:
    path = ROOT / "examples" / name
    assert [adjudication_json(element) for element in file_records(str(path))] == _bare(path)
    assert adjudication_json(path.read_text(encoding="utf-8")) == _bare(path)[0]  # the file's text as an element


def test_a_notation_file_of_two_records_gives_two_texts_and_a_fault_names_its_line_in_the_file(tmp_path: Path) -> None:
    text = (ROOT / "examples" / "description-example.pqn").read_text(encoding="utf-8")
    path = tmp_path / "two.pqn"
    path.write_text(text + "\n" + text.replace("A: play AH\n", "A: play 7S\n", 1), encoding="utf-8")
    answers = [adjudication_json(element) for element in file_records(str(path))]
    assert answers == _bare(path)
    assert "format" in answers[0] and answers[1]["error"]["line"] > text.count("\n")


def test_a_bad_line_of_json_lines_is_an_error_value_naming_the_file_and_the_line(tmp_path: Path) -> None:
    record = (ROOT / "examples" / "description-example.json").read_text(encoding="utf-8")
    path = tmp_path / "three.jsonl"
    path.write_text(json.dumps(json.loads(record)) + "\n{not json\n" + json.dumps(json.loads(record)) + "\n", encoding="utf-8")
    elements = file_records(str(path))
    assert len(elements) == 3 and elements[1]["source"] == f"{path}:2"
    answers = [adjudication_json(element) for element in elements]
    assert answers[1] == elements[1], "an error value read from the file is passed on as it is"
    assert [answer if i != 1 else {"error": answer["error"]} for i, answer in enumerate(answers)] == _bare(path)


def test_a_file_that_cannot_be_read_is_one_error_value_naming_it(tmp_path: Path) -> None:
    missing = tmp_path / "gone.jsonl"
    [element] = file_records(str(missing))
    assert element["source"] == str(missing) and "cannot read" in element["error"]["message"]


@pytest.mark.parametrize(
    ("element", "words"),
    [
        (42, "not a piquet record"),
        ("{bad", "JSON"),
        ('{"players": ["A", "B"]}\n{"players": ["A", "B"]}\n', "holds 2 records"),
        ("x" * 5_000_001, "more than 5,000,000 characters"),
    ],
)
def test_an_element_that_is_no_record_is_an_error_value_not_an_exception(element: Any, words: str) -> None:
    answer = adjudication_json(element)
    assert set(answer) == {"error"} and words.lower() in answer["error"]["message"].lower()


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(["players", "deals", "hands", "events", "variant", "format"]), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=60, deadline=None)
@given(json_values)
def test_any_json_value_or_its_text_is_answered_with_an_adjudication_or_an_error_never_an_exception(value: Any) -> None:
    for element in (value, json.dumps(value)):
        answer = adjudication_json(element)
        assert ("error" in answer) != ("format" in answer)
        json.dumps(answer)  # JSON-ready


lines_of_json_lines = st.lists(
    st.sampled_from([b'{"players": ["A", "B"], "deals": []}', b"", b"   ", b"{not json", b'{"players": ["A"]}', b"[1, 2]", "caf\u00e9".encode(), b"\xff\xfe not UTF-8"]),
    min_size=1,
    max_size=30,
)


@settings(max_examples=80, deadline=None)
@given(lines_of_json_lines, st.booleans(), st.integers(min_value=1, max_value=200))
def test_json_lines_cut_into_blocks_of_any_size_read_as_the_whole_file_does(lines: list[bytes], final_end: bool, block_size: int) -> None:
    """Every line is read once, by the block where it begins, with its number in the file: blocks joined give the file's elements."""
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "blocks.jsonl"
        path.write_bytes(b"\n".join(lines) + (b"\n" if final_end else b""))
        size = path.stat().st_size
        joined: list[Any] = []
        before = 0
        for start in range(0, size, block_size):
            end = min(start + block_size, size)
            joined += json_lines_block(str(path), start, end, before)
            before += _newlines(str(path), start, end)
        whole = file_records(str(path))
        if any(line.strip() for line in lines):
            assert joined == whole
        else:
            assert joined == [] and "no record" in whole[0]["error"]["message"]
