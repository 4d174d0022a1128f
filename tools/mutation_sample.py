"""A small, dependency-free mutation sampler for the rule modules.

It finds mutation points with :mod:`ast`, rewrites the source text of one point
at a time, runs the test suite against the mutant and records whether some test
failed (the mutant is *killed*) or all passed (it *survived*).  See
``docs/mutation.rst`` for how to read the report.

Usage (from the repository root)::

    .venv/bin/python tools/mutation_sample.py --sample 150 --seed 1 --jobs 2 \
        --out /tmp/mutants.json

    # run again only the survivors of an earlier report
    .venv/bin/python tools/mutation_sample.py --rerun /tmp/mutants.json --out /tmp/again.json

    # each mutant against a bite set of its module's own (tools/mutation_selection.py), in a copy
    nice -n 10 .venv/bin/python tools/mutation_sample.py --per-module --copy --sample 100 --out /tmp/m.json

With ``--jobs 1`` the mutated file is written in place and always restored (on
an error, Ctrl-C or SIGTERM too); with ``--jobs J > 1`` each worker runs in its
own temporary copy of the repository so that the runs never clobber each other
(``--copy`` asks for the copy with one job too, so the checkout stays free).
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import queue
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from mutation_selection import QUICK, tests_for  # noqa: E402

PYTEST_ARGS = ["-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "--ignore=tests/test_tooling.py"]

# Comparison operators and their flipped forms (the source text of each).
_FLIP: dict[type[ast.cmpop], tuple[str, str]] = {
    ast.Lt: ("<", "<="),
    ast.LtE: ("<=", "<"),
    ast.Gt: (">", ">="),
    ast.GtE: (">=", ">"),
    ast.Eq: ("==", "!="),
    ast.NotEq: ("!=", "=="),
    ast.In: ("in", "not in"),
    ast.NotIn: ("not in", "in"),
    ast.Is: ("is", "is not"),
    ast.IsNot: ("is not", "is"),
}


@dataclass
class Mutant:
    """One mutation: where it is, what it changes, and (once run) its outcome."""

    file: str
    line: int
    col: int
    operator: str
    original: str
    mutated: str
    start: int = field(repr=False, default=0)  # byte offsets of the replaced span
    end: int = field(repr=False, default=0)
    tests: int = 0  # how many test files were named for the run (0: the suite's own test paths)
    outcome: str = ""  # "killed", "survived", "timeout" (counted as killed) or "error"
    killed_by: str = ""
    seconds: float = 0.0

    @property
    def key(self) -> str:
        return f"{self.file}:{self.line}:{self.col}:{self.operator}:{self.mutated}"

    def report(self) -> dict[str, object]:
        d = asdict(self)
        del d["start"], d["end"]
        return d


# ---------------------------------------------------------------------------
# Finding mutation points


class _Source:
    """A module's source as bytes, with byte offsets for ast positions."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.data = path.read_bytes()
        self.line_starts = [0]
        for i, b in enumerate(self.data):
            if b == 0x0A:
                self.line_starts.append(i + 1)

    def offset(self, lineno: int, col: int) -> int:
        return self.line_starts[lineno - 1] + col

    def span(self, node: ast.AST) -> tuple[int, int]:
        start = self.offset(node.lineno, node.col_offset)  # type: ignore[attr-defined]
        end = self.offset(node.end_lineno, node.end_col_offset)  # type: ignore[attr-defined]
        return start, end

    def text(self, start: int, end: int) -> str:
        return self.data[start:end].decode("utf-8")


def _is_docstring_or_type_checking(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.If)
        and isinstance(node.test, ast.Name)
        and node.test.id == "TYPE_CHECKING"
    )


def _annotation_nodes(tree: ast.AST) -> set[int]:
    """ids of nodes inside annotations (mutating them changes nothing at run time)."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        anns: list[ast.AST | None] = []
        if isinstance(node, ast.AnnAssign):
            anns.append(node.annotation)
        elif isinstance(node, ast.arg):
            anns.append(node.annotation)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            anns.append(node.returns)
        for ann in anns:
            if ann is not None:
                inside.update(id(n) for n in ast.walk(ann))
    return inside


def _citation_numbers(tree: ast.AST) -> set[int]:
    """ids of integer constants that are law numbers cited, or sit in f-strings.

    A law number in ``laws=(...)``, ``law(...)``, ``@cites(...)``, ``law = ...``/``laws = ...`` or
    returned by a ``*_laws`` helper only labels a ruling with the law it applies
    (like a message string); moving it by one is not a change of behaviour that
    the sampler should count, so such numbers are no mutation points.
    """
    roots: list[ast.AST] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg in {"laws", "law"}:
            roots.append(node.value)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in {"law", "cite", "cites"}:
            roots.append(node)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id in {"law", "laws"} for t in targets) and node.value is not None:
                roots.append(node.value)
        elif isinstance(node, ast.FunctionDef) and node.name.endswith("_laws"):
            roots.extend(n.value for n in ast.walk(node) if isinstance(n, ast.Return) and n.value is not None)
        elif isinstance(node, ast.JoinedStr):
            roots.append(node)
    return {
        id(n) for r in roots for n in ast.walk(r) if isinstance(n, ast.Constant) and type(n.value) is int
    }


def _functions_taking_state(tree: ast.AST) -> dict[int, bool]:
    """Map id(return node) -> whether its enclosing function has a ``state`` parameter."""
    out: dict[int, bool] = {}

    def visit(node: ast.AST, takes_state: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                a = child.args
                names = {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs}
                visit(child, "state" in names)
            else:
                if isinstance(child, ast.Return):
                    out[id(child)] = takes_state
                visit(child, takes_state)

    visit(tree, False)
    return out


def find_mutants(path: Path, root: Path = ROOT) -> list[Mutant]:
    """Every mutation point of one module, in source order."""
    src = _Source(path)
    tree = ast.parse(src.data, filename=str(path))
    rel = path.resolve().relative_to(root).as_posix()
    skip = _annotation_nodes(tree)
    for node in ast.walk(tree):
        if _is_docstring_or_type_checking(node):
            skip.update(id(n) for n in ast.walk(node))
    citation_numbers = _citation_numbers(tree)
    returns_in_state_fn = _functions_taking_state(tree)
    found: list[Mutant] = []

    def add(node: ast.AST, operator: str, start: int, end: int, new: str) -> None:
        old = src.text(start, end)
        if old == new:
            return
        found.append(
            Mutant(
                file=rel,
                line=node.lineno,  # type: ignore[attr-defined]
                col=node.col_offset,  # type: ignore[attr-defined]
                operator=operator,
                original=old,
                mutated=new,
                start=start,
                end=end,
            )
        )

    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Compare):
            left = node.left
            for op, right in zip(node.ops, node.comparators):
                flip = _FLIP.get(type(op))
                if flip is not None:
                    # the operator lies between the end of the left operand and
                    # the start of the right one; rewrite that gap
                    a = src.span(left)[1]
                    b = src.span(right)[0]
                    gap = src.text(a, b)
                    old_op, new_op = flip
                    # find the operator token in the gap (outside any closing parentheses)
                    idx = _find_operator(gap, old_op)
                    if idx is not None:
                        s = a + len(gap[:idx].encode())
                        e = s + len(old_op.encode()) if old_op != "not in" else _not_in_end(src, s)
                        add(node, "compare-flip", s, e, new_op)
                left = right
        elif isinstance(node, ast.BoolOp):
            start, end = src.span(node)
            parts = [src.text(*src.span(v)) for v in node.values]
            other = " or " if isinstance(node.op, ast.And) else " and "
            name = "and-to-or" if isinstance(node.op, ast.And) else "or-to-and"
            add(node, name, start, end, "(" + other.join(f"({p})" for p in parts) + ")")
            mine = " and " if isinstance(node.op, ast.And) else " or "
            for i in range(len(parts)):
                rest = parts[:i] + parts[i + 1 :]
                add(node, f"drop-clause-{i + 1}", start, end, "(" + mine.join(f"({p})" for p in rest) + ")")
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            start, end = src.span(node)
            add(node, "drop-not", start, end, "(" + src.text(*src.span(node.operand)) + ")")
        elif isinstance(node, ast.Constant) and type(node.value) is int and id(node) not in citation_numbers:
            start, end = src.span(node)
            add(node, "int-plus-1", start, end, str(node.value + 1))
            add(node, "int-minus-1", start, end, str(node.value - 1))
        elif isinstance(node, ast.If):
            start, end = src.span(node.test)
            add(node, "if-true", start, end, "True")
            add(node, "if-false", start, end, "False")
        elif isinstance(node, ast.Return) and node.value is not None and returns_in_state_fn.get(id(node)):
            start, end = src.span(node.value)
            add(node, "return-state", start, end, "state")

    # keep only those whose mutated module still parses
    good = []
    for m in found:
        try:
            ast.parse(apply(src.data, m))
        except SyntaxError:
            continue
        good.append(m)
    good.sort(key=lambda m: (m.line, m.col, m.operator, m.mutated))
    return good


def _find_operator(gap: str, op: str) -> int | None:
    """Index of the comparison operator in the text between two operands."""
    # the gap holds closing parens of the left operand, whitespace, comments,
    # the operator and opening parens of the right one
    i = 0
    while i < len(gap):
        c = gap[i]
        if c == "#":
            while i < len(gap) and gap[i] != "\n":
                i += 1
            continue
        if gap.startswith(op, i):
            return i
        if op == "not in" and gap.startswith("not", i):
            return i
        if op == "is not" and gap.startswith("is", i):
            return i
        i += 1
    return None


def _not_in_end(src: _Source, s: int) -> int:
    """End of a ``not in`` operator that may span whitespace."""
    j = s + 3
    while src.data[j : j + 1].isspace():
        j += 1
    assert src.data[j : j + 2] == b"in"
    return j + 2


def apply(data: bytes, m: Mutant) -> bytes:
    return data[: m.start] + m.mutated.encode() + data[m.end :]


# ---------------------------------------------------------------------------
# Choosing and running


def default_modules(root: Path = ROOT) -> list[Path]:
    mods = sorted(p for p in (root / "piquet" / "rules").glob("*.py") if p.name != "__init__.py")
    # The runs left piquet/rules for the referee; they are the base rules applied in one pass, and sampled as before.
    runs = sorted(p for p in (root / "piquet" / "referee" / "runs").glob("*.py") if p.name != "__init__.py")
    return mods + [root / "piquet" / "referee" / "apply.py"] + runs


def sample(mutants_by_module: dict[str, list[Mutant]], n: int, seed: int, at_least: int = 2) -> list[Mutant]:
    """A sample of about ``n`` mutants spread over the modules.

    Each module gets a share in proportion to its mutation points, with at least
    ``at_least`` (or all it has), so that no module is left out of a small sample;
    with many modules and a small sample, ``at_least=0`` keeps it to about ``n``.
    """
    rng = random.Random(seed)
    total = sum(len(v) for v in mutants_by_module.values())
    if n >= total:
        return [m for v in mutants_by_module.values() for m in v]
    chosen: list[Mutant] = []
    for mod, ms in sorted(mutants_by_module.items()):
        share = max(min(at_least, len(ms)), round(n * len(ms) / total))
        chosen.extend(rng.sample(ms, min(share, len(ms))))
    rng.shuffle(chosen)
    return chosen


def _copy_repo(root: Path) -> Path:
    dest = Path(tempfile.mkdtemp(prefix="piquet-mutant-"))
    ignore = shutil.ignore_patterns(
        ".venv", ".git", "__pycache__", ".hypothesis", ".mypy_cache", ".pytest_cache", "_build", ".nox", "*.egg-info"
    )
    for item in root.iterdir():
        if item.name in {".venv", ".git", ".hypothesis", ".mypy_cache", ".pytest_cache", ".nox"} or item.name.endswith(
            ".egg-info"
        ):
            continue
        if item.is_dir():
            shutil.copytree(item, dest / item.name, ignore=ignore)
        else:
            shutil.copy2(item, dest / item.name)
    return dest


def _run_tests(workdir: Path, timeout: float, tests: Sequence[str] = ()) -> tuple[str, str, float]:
    """Run the suite (or the test files ``tests``) in ``workdir``; return (outcome, first failure, seconds)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(workdir)
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    t0 = time.monotonic()
    proc = subprocess.Popen(
        [sys.executable, *PYTEST_ARGS, *tests],
        cwd=workdir,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        out, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        return "timeout", "", time.monotonic() - t0
    except BaseException:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        raise
    secs = time.monotonic() - t0
    text = out.decode("utf-8", "replace")
    if proc.returncode == 0:
        return "survived", "", secs
    if proc.returncode in (1, 2):  # tests failed, or collection was interrupted by an error
        first = next((ln for ln in text.splitlines() if ln.startswith(("FAILED ", "ERROR "))), "")
        return "killed", first[:300], secs
    return "error", text[-500:], secs


def _check_import(workdir: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(workdir))
    got = subprocess.run(
        [sys.executable, "-c", "import piquet; print(piquet.__file__)"],
        cwd=workdir, env=env, capture_output=True, text=True, check=True,
    ).stdout.strip()
    if not Path(got).resolve().is_relative_to(workdir.resolve()):
        raise SystemExit(f"in {workdir} piquet is imported from {got}: the copy would not be tested")
    kit = subprocess.run(
        [sys.executable, "-c", "import lawkit; print(lawkit.__file__)"],
        cwd=workdir, env=env, capture_output=True, text=True, check=True,
    ).stdout.strip()
    if not Path(kit).resolve().is_relative_to(workdir.resolve()):
        raise SystemExit(f"in {workdir} lawkit is imported from {kit}: the copy would not be tested")


#: The test files a mutant runs against, in stages (a later stage only if it survives the one before): none named (the
#: suite's own paths), or a bite set of its module's.
Selector = Callable[[Mutant], Sequence[Sequence[str]]]


def _whole_suite(m: Mutant) -> Sequence[Sequence[str]]:
    return [()]


def _per_module(root: Path, extra: Sequence[str]) -> Selector:
    """A mutant's module's bite set (:func:`mutation_selection.tests_for`), then the files of ``extra`` it lacks."""
    chosen: dict[str, list[list[str]]] = {}

    def select(m: Mutant) -> Sequence[Sequence[str]]:
        if m.file not in chosen:
            own = [*tests_for(m.file, root), *(t for t in extra if t not in tests_for(m.file, root))]
            quick = [t for t in own if t in QUICK or t.startswith("lawkit/tests/") or Path(t).name.startswith("test_mutants_")]
            chosen[m.file] = [quick, [t for t in own if t not in quick]]
        return chosen[m.file]

    return select


def run_mutant(m: Mutant, workdir: Path, timeout: float, select: Selector = _whole_suite) -> Mutant:
    """Write the mutant into ``workdir``, run the suite (or its selection), and always restore the file."""
    target = workdir / m.file
    original = target.read_bytes()
    stages = select(m)
    m.tests = sum(len(tests) for tests in stages)
    try:
        target.write_bytes(apply(original, m))
        m.seconds = 0.0
        for tests in stages:
            m.outcome, m.killed_by, seconds = _run_tests(workdir, timeout, tests)
            m.seconds += seconds
            if m.outcome != "survived":
                break
    finally:
        target.write_bytes(original)
    return m


def _raise_interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def _baseline_tests(mutants: Sequence[Mutant], select: Selector) -> list[str]:
    """Every test file some mutant will run, once each: the unmutated code must pass them all."""
    return list(dict.fromkeys(t for m in mutants for tests in select(m) for t in tests))


def run_all(
    mutants: Sequence[Mutant], jobs: int, timeout: float, root: Path, baseline: bool, select: Selector = _whole_suite, copy: bool = False
) -> Iterator[Mutant]:
    if jobs <= 1 and not copy:
        if baseline:
            outcome, why, _ = _run_tests(root, timeout * 4, _baseline_tests(mutants, select))
            if outcome != "survived":
                raise SystemExit(f"the unmutated suite does not pass: {why}")
        for m in mutants:
            yield run_mutant(m, root, timeout, select)
        return
    jobs = max(jobs, 1)
    dirs: list[Path] = []
    try:
        for _ in range(jobs):
            d = _copy_repo(root)
            dirs.append(d)
            _check_import(d)
        if baseline:
            outcome, why, _ = _run_tests(dirs[0], timeout * 4, _baseline_tests(mutants, select))
            if outcome != "survived":
                raise SystemExit(f"the unmutated suite does not pass: {why}")
        free: queue.Queue[Path] = queue.Queue()
        for d in dirs:
            free.put(d)

        def work(m: Mutant) -> Mutant:
            d = free.get()
            try:
                return run_mutant(m, d, timeout, select)
            finally:
                free.put(d)

        pool = ThreadPoolExecutor(max_workers=jobs)
        try:
            yield from pool.map(work, mutants)
        finally:
            # on Ctrl-C or SIGTERM, run no mutant not yet started; each running
            # one restores its file in its own ``finally``
            pool.shutdown(wait=True, cancel_futures=True)
    finally:
        for d in dirs:
            shutil.rmtree(d, ignore_errors=True)


def _load_rerun(path: Path, outcomes: set[str], root: Path) -> list[Mutant]:
    """The mutants of an earlier report with the given outcomes, found again in today's source."""
    old = json.loads(path.read_text())["mutants"]
    by_file: dict[str, list[Mutant]] = {}
    chosen = []
    for rec in old:
        if rec["outcome"] not in outcomes:
            continue
        if rec["file"] not in by_file:
            by_file[rec["file"]] = find_mutants(root / rec["file"], root)
        ms = by_file[rec["file"]]
        same = [
            m for m in ms
            if m.operator == rec["operator"] and m.original == rec["original"] and m.mutated == rec["mutated"]
            and abs(m.line - rec["line"]) <= 10  # the source may have moved a little since
        ]
        if not same:
            print(f"not found any more: {rec['file']}:{rec['line']} {rec['operator']}", file=sys.stderr)
            continue
        chosen.append(min(same, key=lambda m: abs(m.line - rec["line"])))
    return chosen


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--modules", nargs="*", type=Path, help="modules to mutate (default: piquet/rules/*.py, piquet/referee/apply.py and piquet/referee/runs/*.py)")
    p.add_argument("--sample", type=int, default=150, help="how many mutants to run (0: all)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--at-least", type=int, default=2, help="mutants drawn from each module at the least (0: in proportion only)")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--timeout", type=float, default=300.0, help="seconds per run; a timeout counts as killed")
    p.add_argument("--out", type=Path, default=Path("mutation-report.json"))
    p.add_argument("--list", action="store_true", help="only list the mutation points per module")
    p.add_argument("--rerun", type=Path, help="run again the mutants of this earlier report")
    p.add_argument("--rerun-outcomes", default="survived", help="comma-separated outcomes to run again")
    p.add_argument("--no-baseline", action="store_true", help="skip the run of the unmutated suite")
    p.add_argument(
        "--tests",
        nargs="*",
        help="run only these test files or node ids (e.g. a new test file, against the survivors of a --rerun)",
    )
    p.add_argument(
        "--per-module",
        action="store_true",
        help="run each mutant against a bite set of its module's (tools/mutation_selection.py), with --tests added",
    )
    p.add_argument("--copy", action="store_true", help="run in a temporary copy of the repository even with one job")
    args = p.parse_args(argv)
    root = ROOT
    select: Selector = _whole_suite
    if args.per_module:
        select = _per_module(root, list(args.tests or ()))
    elif args.tests:
        global PYTEST_ARGS
        PYTEST_ARGS = [*PYTEST_ARGS, *args.tests]

    if args.rerun:
        chosen = _load_rerun(args.rerun, set(args.rerun_outcomes.split(",")), root)
        total_points = None
    else:
        modules = [m.resolve() for m in args.modules] if args.modules else default_modules(root)
        by_module = {m.relative_to(root).as_posix(): find_mutants(m, root) for m in modules}
        total_points = sum(len(v) for v in by_module.values())
        if args.list:
            for mod, ms in by_module.items():
                print(f"{len(ms):5d}  {mod}")
            print(f"{total_points:5d}  in all")
            return 0
        chosen = sample(by_module, args.sample if args.sample > 0 else total_points, args.seed, args.at_least)

    signal.signal(signal.SIGTERM, _raise_interrupt)
    print(f"running {len(chosen)} mutants with {args.jobs} job(s)", file=sys.stderr)
    done: list[Mutant] = []
    started = time.monotonic()

    def write() -> None:
        counts: dict[str, int] = {}
        for m in done:
            counts[m.outcome] = counts.get(m.outcome, 0) + 1
        args.out.write_text(
            json.dumps(
                {
                    "seed": args.seed,
                    "sample": len(chosen),
                    "mutation_points": total_points,
                    "run": len(done),
                    "counts": counts,
                    "seconds": round(time.monotonic() - started, 1),
                    "mutants": [m.report() for m in done],
                },
                indent=1,
            )
            + "\n"
        )

    try:
        for i, m in enumerate(run_all(chosen, args.jobs, args.timeout, root, not args.no_baseline, select, args.copy), 1):
            done.append(m)
            print(f"[{i}/{len(chosen)}] {m.outcome:8s} {m.file}:{m.line} {m.operator}: {m.original!r} -> {m.mutated!r}",
                  file=sys.stderr, flush=True)
            write()
    finally:
        write()
    survived = sum(m.outcome == "survived" for m in done)
    print(f"{len(done)} run, {survived} survived; report in {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
