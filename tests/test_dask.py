"""piquet.dask on a LocalCluster of two worker processes: the same answers as the command, in the same order.

The cluster is small (two processes, one thread each) and made once for the
module.  Without Dask these tests skip on a developer's machine; under CI
(``PIQUET_REQUIRE_DASK=1``, set by ``.ci/run``) they fail instead, since
the suite's install (``.[tests]``) brings Dask.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import piquet
from piquet.faces.cli import main
from piquet.formats.session_json import is_chouette_session

ROOT = Path(__file__).resolve().parents[1]
REQUIRED = bool(os.environ.get("PIQUET_REQUIRE_DASK"))

try:
    import dask.bag
    from distributed import Client, LocalCluster
except ImportError:
    REASON = 'Dask is not installed (pip install ".[dask]")'
    if REQUIRED:
        pytest.fail(f"{REASON}; this run requires it (PIQUET_REQUIRE_DASK is set)", pytrace=False)
    pytest.skip(REASON, allow_module_level=True)

from piquet.dask import adjudicate_bag, read_records_bag  # noqa: E402

#: The examples, and every 40th record of the examination corpus: records as people write them.
EXAMPLES = sorted((ROOT / "examples").glob("*.json")) + [ROOT / "examples" / "description-example.pqn"]
CORPUS = sorted((ROOT / "tests" / "examination").rglob("*.json"))[::40]


@pytest.fixture(scope="module")
def client() -> Iterator[Client]:
    with LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None) as cluster, Client(cluster) as made:
        yield made


def _bare(paths: list[Path]) -> list[dict[str, Any]]:
    """What ``piquet adjudicate --bare PATHS`` prints, one object a record, in order."""
    out = io.StringIO()
    main(["adjudicate", "--bare", *map(str, paths)], out=out, err=io.StringIO())
    return [json.loads(line) for line in out.getvalue().splitlines()]


def _archive(tmp_path: Path) -> Path:
    """A JSON Lines archive of the examples and the corpus sample, with a line that is not JSON in the middle."""
    lines = [json.dumps(json.loads(path.read_text(encoding="utf-8"))) for path in EXAMPLES[:-1] + CORPUS]
    lines.insert(len(lines) // 2, '{"players": ["A", "B"], "deals": [')
    archive = tmp_path / "archive.jsonl"
    archive.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return archive


def test_the_corpus_sample_is_large_enough_to_mean_something() -> None:
    assert len(CORPUS) >= 20 and len(EXAMPLES) >= 5


def test_an_archive_read_and_adjudicated_on_two_worker_processes_answers_as_the_command_in_order(client: Client, tmp_path: Path) -> None:
    archive = _archive(tmp_path)
    paths = [archive, *EXAMPLES]
    bag = adjudicate_bag(read_records_bag(map(str, paths), block_size=4096))
    assert bag.npartitions > len(paths), "the archive is cut into blocks"
    answers = client.compute(bag).result()
    expected = _bare(paths)
    assert len(answers) == len(expected) == 2 * len(EXAMPLES) + len(CORPUS)
    bad = len(EXAMPLES[:-1] + CORPUS) // 2
    assert answers[bad]["source"] == f"{archive}:{bad + 1}", "the bad line is reported in its place, naming the file and line"
    answers[bad] = {"error": answers[bad]["error"]}  # the command's --bare leaves the source out
    assert answers == expected


def test_the_answers_equal_serial_piquet_adjudicate_to_json(client: Client) -> None:
    read = [json.loads(path.read_text(encoding="utf-8")) for path in CORPUS]
    records = [record for record in read if not is_chouette_session(record)]  # a session is adjudicate_chouette's
    assert len(records) >= 20
    serial = [json.loads(json.dumps(piquet.adjudicate(record).to_json())) for record in records]
    answers = client.compute(adjudicate_bag(dask.bag.from_sequence(records, npartitions=4))).result()
    assert answers == serial


def test_the_work_is_done_in_the_worker_processes(client: Client) -> None:
    workers = set(client.run(os.getpid).values())
    records = [json.loads(path.read_text(encoding="utf-8")) for path in CORPUS]
    done = adjudicate_bag(dask.bag.from_sequence(records, npartitions=4)).map(lambda answer: (os.getpid(), "format" in answer))
    found = client.compute(done).result()
    assert all(ok for _, ok in found)
    assert {pid for pid, _ in found} <= workers and os.getpid() not in workers


def test_texts_and_a_bad_record_in_a_bag_are_answered_in_their_places(client: Client) -> None:
    pqn = (ROOT / "examples" / "description-example.pqn").read_text(encoding="utf-8")
    record = (ROOT / "examples" / "description-example.json").read_text(encoding="utf-8")
    elements = [pqn, {"players": ["A", "B"], "deals": "none"}, record, json.loads(record)]
    answers = client.compute(adjudicate_bag(dask.bag.from_sequence(elements, npartitions=2))).result()
    worked = _bare([ROOT / "examples" / "description-example.json"])[0]
    assert answers[0] == answers[2] == answers[3] == worked
    assert set(answers[1]) == {"error"} and "deals" in answers[1]["error"]["message"]


def _docs_cluster_script() -> str:
    """The Dask script that "Adjudicating an archive" (docs/archive.rst) shows, as the page shows it."""
    text = (ROOT / "docs" / "archive.rst").read_text(encoding="utf-8")
    lines = text.split(".. code-block:: python\n", 1)[1].split("\n")
    block = []
    for line in lines:
        if line.strip() and not line.startswith("   "):
            break
        block.append(line[3:])
    return "\n".join(block).strip() + "\n"


def test_the_docs_cluster_script_writes_the_command_s_answers_in_order(tmp_path: Path) -> None:
    archive = _archive(tmp_path)
    script = tmp_path / "cluster.py"
    script.write_text(_docs_cluster_script(), encoding="utf-8")
    assert "LocalCluster" in script.read_text() and "to_textfiles" in script.read_text()
    done = subprocess.run([sys.executable, str(script)], cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    parts = sorted((tmp_path / "out").glob("*.jsonl"), key=lambda part: int(part.stem))
    assert parts, done.stdout
    answers = [json.loads(line) for part in parts for line in part.read_text(encoding="utf-8").splitlines()]
    assert [{"error": answer["error"]} if "source" in answer else answer for answer in answers] == _bare([archive])
