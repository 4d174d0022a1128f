"""A batch of any length, read as a stream and worked on many cores (issue 38).

``adjudicate`` and ``validate`` read JSON Lines and the notation a record at
a time, bound each record (not the whole input) by the size limit, write
each answer as soon as its record is done, and with ``--jobs N`` work the
records in N processes while writing the same bytes in the same order.
These run the command in a child process, as a user would.
"""

from __future__ import annotations

import json
import os
import selectors
import subprocess
import sys
from pathlib import Path

import pytest

from piquet.faces.batch import jobs_wanted
from piquet.formats.loading import Loaded
from piquet.game.record import MAX_TEXT

ROOT = Path(__file__).resolve().parents[1]

#: Small records to repeat: one with no deals, one dealt with no events, and a line that is no record.
NO_DEALS = {"players": ["A", "B"], "deals": [], "x-note": "a line long enough that the batch outgrows the limit"}
BAD_LINE = '{"players": ["A"]}'


def _dealt() -> str:
    done = subprocess.run([sys.executable, "-m", "piquet", "new", "--seed", "3"], capture_output=True, cwd=ROOT, check=True, timeout=60)
    return json.dumps(json.loads(done.stdout))


def _batch(path: Path, lines: int) -> list[str]:
    """A JSON Lines file of ``lines`` records, mostly the smallest, a dealt one and a bad one now and then; the lines written."""
    small, dealt = json.dumps(NO_DEALS), _dealt()
    written = [dealt if n % 1000 == 1 else BAD_LINE if n % 1000 == 500 else small for n in range(1, lines + 1)]
    path.write_text("\n".join(written) + "\n", encoding="utf-8")
    return written


def _peak_kilobytes(*argv: str, out: Path) -> int:
    """Run the command in a child process writing to ``out``; the child's peak resident memory in kilobytes, from ``resource``."""
    probe = (
        "import resource, sys\n"
        "from piquet.faces.cli import main\n"
        "with open(sys.argv[1], 'w', encoding='utf-8') as out:\n"
        "    status = main(sys.argv[2:], out=out)\n"
        "print(status, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe, str(out), *argv], capture_output=True, text=True, cwd=ROOT, timeout=900)
    status, peak = done.stdout.split()
    assert status == "2", done.stderr[-500:]  # the bad lines
    return int(peak)


def test_a_batch_of_100000_json_lines_is_answered_every_line_in_order_with_memory_flat(tmp_path: Path) -> None:
    small, large = tmp_path / "small.jsonl", tmp_path / "large.jsonl"
    _batch(small, 10_000)
    written = _batch(large, 100_000)
    assert large.stat().st_size > MAX_TEXT  # the whole batch is more than one record may be
    small_peak = _peak_kilobytes("adjudicate", "--json", str(small), out=tmp_path / "small.out")
    large_peak = _peak_kilobytes("adjudicate", "--json", str(large), out=tmp_path / "large.out")
    answers = [json.loads(line) for line in (tmp_path / "large.out").read_text(encoding="utf-8").splitlines()]
    assert [answer["source"] for answer in answers] == [f"{large}:{n}" for n in range(1, len(written) + 1)]
    assert [("error" in answer) for answer in answers] == [line == BAD_LINE for line in written]
    # Read whole, ten times the lines would cost tens of megabytes more (the text alone is over 5 MB, its records several times that).
    assert large_peak - small_peak < 10_000, (small_peak, large_peak)


class _Child:
    """A command run with a pipe at each end, its answers read line by line with a bound on the wait."""

    def __init__(self, *argv: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "piquet", *argv], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT
        )
        assert self.process.stdin is not None and self.process.stdout is not None
        self.stdin, self.stdout = self.process.stdin, self.process.stdout
        self.read = b""

    def write(self, line: str) -> None:
        self.stdin.write(line.encode("utf-8") + b"\n")
        self.stdin.flush()

    def answer(self, seconds: float = 60) -> dict[str, object]:
        """The next line the command writes, as JSON; fails when none comes within ``seconds``."""
        with selectors.DefaultSelector() as waiting:
            waiting.register(self.stdout, selectors.EVENT_READ)
            while b"\n" not in self.read:
                assert waiting.select(seconds), f"no answer within {seconds} s; read so far: {self.read[:200]!r}"
                piece = os.read(self.stdout.fileno(), 65536)
                assert piece, "the command ended without answering"
                self.read += piece
        line, self.read = self.read.split(b"\n", 1)
        found: dict[str, object] = json.loads(line)
        return found

    def close(self) -> tuple[int, str]:
        self.stdin.close()
        self.process.stdin = None  # closed: nothing more for communicate to send
        rest, err = self.process.communicate(timeout=120)
        self.read += rest
        return self.process.returncode, err.decode("utf-8")


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_pipe_gets_each_answer_before_its_next_record_is_written(jobs: str) -> None:
    child = _Child("adjudicate", "--json", "--format", "jsonl", "--jobs", jobs, "-")
    try:
        record = json.dumps(NO_DEALS)
        child.write(record)
        assert child.answer()["source"] == "<stdin>:1"
        child.write(BAD_LINE)
        assert "error" in child.answer()
        child.write(record)
        assert child.answer()["source"] == "<stdin>:3"
    finally:
        status, err = child.close()
    assert status == 2 and err == "3 records: 2 adjudicated, 1 with errors\n"


def test_json_lines_told_from_their_text_are_answered_from_the_second_line_on() -> None:
    child = _Child("validate", "--json", "-")
    try:
        child.write(json.dumps(NO_DEALS))
        child.write(json.dumps(NO_DEALS))  # the second line shows the input is JSON Lines, not one record
        assert child.answer() == {"source": "<stdin>:1", "valid": True, "schema_checked": True, "replayed": True}
        assert child.answer()["source"] == "<stdin>:2"
        child.write(json.dumps(NO_DEALS))
        assert child.answer()["source"] == "<stdin>:3"
    finally:
        status, _ = child.close()
    assert status == 0


def _run(*argv: str) -> tuple[int, str, str]:
    done = subprocess.run([sys.executable, "-m", "piquet", *argv], capture_output=True, text=True, cwd=ROOT, timeout=900)
    return done.returncode, done.stdout, done.stderr


@pytest.fixture(scope="module")
def mixed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A directory of records, good and bad, in each format: JSON, JSON Lines with a bad line, the notation."""
    folder = tmp_path_factory.mktemp("mixed")
    examples = ROOT / "examples"
    for path in sorted(examples.glob("*.json")) + sorted(examples.glob("*.pqn")):
        (folder / path.name).write_bytes(path.read_bytes())
    lines = [json.dumps(json.loads(path.read_text(encoding="utf-8"))) for path in sorted((examples / "disputes").glob("*.json"))]
    (folder / "lines.jsonl").write_text("\n".join(lines[:6] + [BAD_LINE, "{oops"] + lines[6:12]) + "\n", encoding="utf-8")
    (folder / "broken.json").write_text('{"players": ["A", "B"], "deals": [{"dealer": "C"}]}', encoding="utf-8")
    return folder


@pytest.mark.parametrize(
    "argv",
    [
        ("adjudicate",),
        ("adjudicate", "--json"),
        ("adjudicate", "--markdown", "--acts"),
        ("adjudicate", "--pretty"),
        ("adjudicate", "--html"),
        ("validate",),
        ("validate", "--json", "--no-replay"),
    ],
    ids=" ".join,
)
def test_jobs_2_writes_the_same_bytes_and_status_as_one_process(mixed: Path, argv: tuple[str, ...]) -> None:
    corpus = [str(mixed), str(ROOT / "examples" / "cases"), str(ROOT / "tests" / "examination" / "cases")]
    alone = _run(*argv, "--jobs", "1", *corpus)
    pooled = _run(*argv, "--jobs", "2", *corpus)
    assert pooled == alone
    assert alone[0] == 2 and "Traceback" not in alone[2]  # the bad records are answered as errors


def test_lines_streamed_for_a_pool_are_parsed_by_whoever_works_them_with_the_same_faults(tmp_path: Path) -> None:
    """``--jobs`` from a pipe: the reading process leaves each line of JSON Lines unparsed; :meth:`Loaded.read` gives what reading would have."""
    import io

    from piquet.formats.sources import stream_source

    lines = [json.dumps(NO_DEALS).encode(), b"", BAD_LINE.encode(), b"\xff{}", b"{oops", json.dumps(NO_DEALS).encode()]
    text = b"\n".join(lines) + b"\n"
    parsed = list(stream_source("-", "jsonl", io.TextIOWrapper(io.BytesIO(text))))
    unparsed = list(stream_source("-", "jsonl", io.TextIOWrapper(io.BytesIO(text)), parse=False))
    assert all(isinstance(entry, Loaded) for entry in unparsed)  # no descriptor, as a pipe's writer waits: a line at a time
    assert [entry.source for entry in unparsed] == [entry.source for entry in parsed]
    assert all(entry.data is None and entry.error is None and entry.unread is not None for entry in unparsed)
    read = [entry.read() for entry in unparsed]
    assert [(entry.data, entry.line, entry.format) for entry in read] == [(entry.data, entry.line, entry.format) for entry in parsed]
    assert [str(entry.error) for entry in read] == [str(entry.error) for entry in parsed]
    assert sum(entry.error is not None for entry in read) == 2  # the line not UTF-8, the line not JSON
    assert all(entry.read() is entry for entry in parsed)


def test_jobs_0_asks_for_a_process_for_every_core() -> None:
    assert jobs_wanted(0) == len(os.sched_getaffinity(0))
    assert jobs_wanted(3) == 3


@pytest.mark.parametrize("given", ["-1", "two", "1e3"])
def test_jobs_that_is_no_number_of_processes_is_a_usage_error(given: str) -> None:
    status, out, err = _run("adjudicate", "--jobs", given, "examples/description-example.json")
    assert status == 2 and out == "" and "--jobs" in err and "Traceback" not in err


@pytest.mark.parametrize("records", [1, 2, 40])
@pytest.mark.parametrize("argv", [("adjudicate",), ("adjudicate", "--json"), ("validate",)], ids=" ".join)
def test_jobs_2_on_one_json_lines_file_writes_what_one_process_does(tmp_path: Path, records: int, argv: tuple[str, ...]) -> None:
    """A file read in blocks of lines: one record is no batch (no header), two are, and blank lines are no records."""
    path = tmp_path / "some.jsonl"
    lines = [json.dumps(json.loads(path.read_text(encoding="utf-8"))) for path in sorted((ROOT / "examples").glob("*.json"))]
    path.write_text("\n\n".join(lines[n % len(lines)] for n in range(records)) + "\n\n", encoding="utf-8")
    alone = _run(*argv, "--jobs", "1", str(path))
    assert _run(*argv, "--jobs", "2", str(path)) == alone
    assert ("==>" in alone[1]) == (records > 1 and argv == ("adjudicate",))


@pytest.mark.parametrize("jobs", [1, 2])
def test_an_entry_standing_for_several_is_unpacked_where_it_is_worked_and_answered_in_its_place(jobs: int) -> None:
    import operator

    from piquet.errors import RecordError
    from piquet.faces.batch import answers
    from piquet.formats.loading import LineBlock

    entries = [Loaded("a"), LineBlock("f", 3, b'{}\n\n{"x": 1}\n'), Loaded("b", error=RecordError("bad")), Loaded("c")]
    found = answers(entries, operator.attrgetter("source"), jobs, at_home=lambda entry: entry.error is not None)
    assert list(found) == ["a", "f:3", "f:5", "b", "c"]


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_both_streams_sent_to_one_place_interleave_the_same_with_each_error_after_its_header(mixed: Path, jobs: str) -> None:
    """Errors go to standard error as each record is answered: with ``2>&1`` each follows its own record's header, however many processes."""
    path = mixed / "lines.jsonl"
    alone = subprocess.run([sys.executable, "-m", "piquet", "adjudicate", "--jobs", "1", str(path)], stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, cwd=ROOT, timeout=300, env={**os.environ, "PYTHONUNBUFFERED": ""})
    done = subprocess.run([sys.executable, "-m", "piquet", "adjudicate", "--jobs", jobs, str(path)], stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, cwd=ROOT, timeout=300, env={**os.environ, "PYTHONUNBUFFERED": ""})
    assert done.stdout == alone.stdout
    text = done.stdout.decode()
    for number in (7, 8):  # the two bad lines
        header = text.index(f"==> {path}:{number} <==")
        error = text.index(f"piquet: {path}:{number}:")
        assert header < error < text.index(f"==> {path}:{number + 1} <==")


def _run_of(answers: list[str]) -> list[str]:
    return ["+".join(answers)]


@pytest.mark.parametrize("jobs", [1, 2])
def test_the_answers_of_an_entry_standing_for_several_are_joined_where_they_are_made(jobs: int) -> None:
    import operator

    from piquet.faces.batch import answers
    from piquet.formats.loading import LineBlock

    entries = [Loaded("a"), LineBlock("f", 3, b'{}\n\n{"x": 1}\n'), LineBlock("g", 1, b"\n \n"), Loaded("c")]
    assert list(answers(entries, operator.attrgetter("source"), jobs, joined=_run_of)) == ["a", "f:3+f:5", "c"]
