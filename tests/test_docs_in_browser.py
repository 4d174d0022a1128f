"""The built documentation seen in a real browser at 1280 px: nothing scrolls sideways, and the key pages show what they promise.

Chromium (Debian's package; ``.ci/run`` installs it when missing) renders each
page headless in a 1280 x 900 window.  A small probe script, added to a copy
of each built page, records once the page has loaded how wide the document
is against the window and which of the promised parts are on the page; the
test reads them from the DOM Chromium prints.  A screenshot of each page is
kept under ``docs/_build/screenshots/`` as a build artefact (not committed).

Without Chromium the test skips on a developer's machine; under CI
(``PIQUET_REQUIRE_BROWSER=1``, set by ``.ci/run``) it fails instead.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHOTS = ROOT / "docs" / "_build" / "screenshots"
WIDTH, HEIGHT = 1280, 900
REQUIRED = bool(os.environ.get("PIQUET_REQUIRE_BROWSER"))

#: Which parts each page must show, as CSS selectors the probe counts.
PROBES: dict[str, str] = {
    "law_grid": ".piquet-law-grid a",
    "law_status": ".piquet-law-status, .piquet-status-badge",
    "law_tests": "details",
    "coverage_bar": ".lawkit-coverage-bar",
    "cards": ".piquet-card",
    "red_cards": ".piquet-card.piquet-red",
    "pre": "pre",
    "rule_links": ".piquet-provision-code a.reference",
    "coverage_numbers": ".lawkit-coverage-summary",
    "phases": ".piquet-phase",
    "case_entries": ".piquet-case-entry",
    "small_deals": ".piquet-case-entry .piquet-small .piquet-picture svg",
}

PROBE_SCRIPT = """
<script>
window.addEventListener('load', function () {
  var root = document.documentElement;
  var found = {};
  var probes = %s;
  for (var name in probes) { found[name] = document.querySelectorAll(probes[name]).length; }
  var cut = [];
  document.querySelectorAll('pre, table').forEach(function (el) {
    if (el.scrollWidth > el.clientWidth + 1) { cut.push(el.tagName + ':' + (el.textContent || '').trim().slice(0, 40)); }
  });
  found.cut = cut;
  // Each picture of piquet.svg: how many cards on each row, the narrowest card, and any card past its column or the window.
  var rows_of = [];
  var narrowest = null;
  var narrowest_small = null;
  var outside = [];
  document.querySelectorAll('.piquet-picture svg').forEach(function (svg) {
    var column = svg.parentElement.getBoundingClientRect().right;
    var small = svg.closest('.piquet-small') !== null;
    var rows = {};
    svg.querySelectorAll('g.piquet-card').forEach(function (g) {
      var box = g.getBoundingClientRect();
      var top = Math.round(box.top);
      rows[top] = (rows[top] || 0) + 1;
      if (small) { narrowest_small = narrowest_small === null ? box.width : Math.min(narrowest_small, box.width); }
      else { narrowest = narrowest === null ? box.width : Math.min(narrowest, box.width); }
      if (box.right > column + 1 || box.right > root.clientWidth) { outside.push(g.getAttribute('data-card')); }
    });
    var tops = Object.keys(rows).map(Number).sort(function (a, b) { return a - b; });
    rows_of.push(tops.map(function (top) { return rows[top]; }));
  });
  found.card_rows = rows_of;
  found.narrowest_card = narrowest;
  found.narrowest_small_card = narrowest_small;
  found.cards_outside = outside;
  found.gallery = Array.from(document.querySelectorAll('ul.piquet-gallery > li')).map(function (li) {
    var link = li.querySelector('a'); return link ? link.getAttribute('href') : null;
  });
  found.gallery_stages = Array.from(document.querySelectorAll('section[id]')).filter(function (s) {
    return s.querySelector(':scope > ul.piquet-gallery');
  }).map(function (s) { return s.id; });
  found.coverage_tables = Array.from(document.querySelectorAll('table.lawkit-coverage-table')).map(function (table) {
    return {head: Array.from(table.querySelectorAll('thead th')).map(function (th) { return th.textContent.trim(); }),
            rows: table.querySelectorAll('tbody tr').length,
            cells: Array.from(table.querySelectorAll('tbody tr')).every(function (tr) { return tr.children.length === 5; })};
  });
  found.scroll_width = root.scrollWidth;
  found.client_width = root.clientWidth;
  document.body.setAttribute('data-piquet-probe', JSON.stringify(found));
});
</script>
"""


def _chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if _chromium() is None:
        reason = "Chromium is not installed (Debian: apt-get install chromium)"
        if REQUIRED:
            pytest.fail(f"{reason}; this run requires it (PIQUET_REQUIRE_BROWSER is set)", pytrace=False)
        pytest.skip(reason)
    out = tmp_path_factory.mktemp("html")
    done = subprocess.run(
        [sys.executable, "-m", "sphinx", "-q", "-b", "html", "docs", str(out)],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return out


def _render(site: Path, page: str) -> dict[str, Any]:
    """Load one built page in Chromium with the probe added; returns what the probe found."""
    source = site / page
    probed = source.with_name(source.stem + ".probed.html")
    html = source.read_text(encoding="utf-8")
    probed.write_text(html.replace("</body>", PROBE_SCRIPT % json.dumps(PROBES) + "</body>"), encoding="utf-8")
    browser = _chromium()
    assert browser is not None
    common = [browser, "--headless=new", "--no-sandbox", "--disable-gpu", f"--window-size={WIDTH},{HEIGHT}", "--virtual-time-budget=3000"]
    dom = subprocess.run(common + ["--dump-dom", probed.as_uri()], capture_output=True, text=True, timeout=60, check=False).stdout
    SHOTS.mkdir(parents=True, exist_ok=True)
    shot = SHOTS / (page.replace("/", "__").removesuffix(".html") + ".png")
    subprocess.run(common + [f"--screenshot={shot}", source.as_uri()], capture_output=True, timeout=60, check=False)
    probed.unlink()
    match = re.search(r'data-piquet-probe="([^"]*)"', dom)
    assert match, f"the probe did not run on {page}"
    found: dict[str, Any] = json.loads(match.group(1).replace("&quot;", '"'))
    return found


def _pages(site: Path) -> list[str]:
    """Every page of the manual, generated ones included, but not Sphinx's own index and search pages."""
    skip = {"genindex.html", "search.html", "py-modindex.html"}
    return sorted(
        str(p.relative_to(site)) for p in site.rglob("*.html")
        if p.name not in skip and not p.name.endswith(".probed.html") and "_modules" not in p.parts and "_static" not in p.parts
    )


@pytest.fixture(scope="module")
def rendered(site: Path) -> dict[str, dict[str, Any]]:
    """Every page rendered once, two at a time."""
    pages = _pages(site)
    with ThreadPoolExecutor(max_workers=2) as pool:
        return dict(zip(pages, pool.map(lambda page: _render(site, page), pages)))


def test_docs_no_page_scrolls_sideways_at_1280_px(rendered: dict[str, dict[str, Any]]) -> None:
    wide = {page: (f["scroll_width"], f["client_width"]) for page, f in rendered.items() if f["scroll_width"] > f["client_width"]}
    assert not wide, f"pages wider than the window (document, window): {wide}"


def test_docs_nothing_is_cut_behind_a_scrollbar_at_1280_px(rendered: dict[str, dict[str, Any]]) -> None:
    """No code block or table is wider than the space it is given (its end hidden behind a scrollbar)."""
    cut = {page: f["cut"][:3] for page, f in rendered.items() if f["cut"]}
    assert not cut, f"blocks cut off behind a scrollbar: {cut}"


def test_docs_law_index_shows_the_grid_each_status_the_rules_and_the_tests(rendered: dict[str, dict[str, Any]]) -> None:
    assert rendered["laws.html"]["law_grid"] == 78 + 22, rendered["laws.html"]  # every law and every Case
    pages = [page for page in rendered if page.startswith("laws/")]
    assert len(pages) >= 12, pages  # the code's headings, the Cases, au cent
    total = {key: sum(rendered[page][key] for page in pages) for key in ("law_status", "rule_links", "law_tests")}
    assert total["law_status"] >= 78 + 22, total
    assert total["rule_links"] >= 50, total
    assert total["law_tests"] >= 50, total


def test_docs_coverage_page_opens_with_the_counts_and_a_bar(rendered: dict[str, dict[str, Any]]) -> None:
    found = rendered["coverage.html"]
    assert found["coverage_bar"] == 1 and found["coverage_numbers"] == 1, found


def test_docs_every_dispute_page_shows_the_deal_in_cards_and_the_ruling(rendered: dict[str, dict[str, Any]]) -> None:
    pages = [page for page in rendered if page.startswith("disputes/") and not page.endswith("index.html")]
    assert len(pages) == len(list((ROOT / "examples" / "disputes").glob("*.json")))
    for page in pages:
        found = rendered[page]
        assert found["cards"] >= 32 and found["red_cards"] >= 1, (page, found)
        assert found["pre"] >= 3, (page, found)  # the acts, the ruling as text and as Markdown


def test_docs_the_phases_of_a_deal_are_drawn(rendered: dict[str, dict[str, Any]]) -> None:
    assert rendered["tutorial.html"]["phases"] == 5
    assert rendered["rulings.html"]["phases"] == 5


def test_docs_twelve_card_hands_are_on_one_row_at_1280_px(rendered: dict[str, dict[str, Any]]) -> None:
    """Every hand and deal is drawn by piquet.svg, each hand on one row, wholly inside its column, its cards large enough to read."""
    # The tutorial: the deal as dealt (elder, dealer, stock), then the two hands after the exchange.
    assert rendered["tutorial.html"]["card_rows"] == [[12, 12, 8], [12], [12]], rendered["tutorial.html"]["card_rows"]
    from piquet import parse_cards

    for record in sorted((ROOT / "examples" / "disputes").glob("*.json")):
        data = json.loads(record.read_text(encoding="utf-8"))
        expected = []
        for deal in data["deals"]:
            elder = next(label for label in deal["hands"] if label != deal["dealer"])
            places = (deal["hands"][elder], deal["hands"][deal["dealer"]], deal["stock"])
            expected.append([count for count in (len(parse_cards(cards, allow_repeats=True)) for cards in places) if count])
        # Each deal of a dispute on its rows: the elder's hand, the dealer's, the stock (of whatever size a wrong deal gave).
        assert rendered[f"disputes/{record.stem}.html"]["card_rows"] == expected, record.stem
    for page, found in rendered.items():
        assert not found["cards_outside"], (page, found["cards_outside"])
        if found["narrowest_card"] is not None:
            assert found["narrowest_card"] >= 40, (page, found["narrowest_card"])  # the pictures' cards are 56 wide
        if found["narrowest_small_card"] is not None:
            assert found["narrowest_small_card"] >= 28, (page, found["narrowest_small_card"])  # drawn small, still legible


def test_docs_the_cards_the_cases_name_are_drawn_on_their_page(rendered: dict[str, dict[str, Any]]) -> None:
    found = rendered["laws/cases.html"]
    assert found["cards"] >= 5 and found["red_cards"] >= 1, found
    assert rendered["tutorial.html"]["cards"] >= 32 + 24, rendered["tutorial.html"]  # the deal as dealt, the hands after the exchange


def test_docs_the_cases_gallery_shows_each_case_with_its_deal_drawn_small(rendered: dict[str, dict[str, Any]]) -> None:
    found = rendered["cases/index.html"]
    assert found["case_entries"] == 22 and found["small_deals"] == 22, found
    assert all(len(rows) == 3 for rows in found["card_rows"]), found["card_rows"]  # elder, dealer, stock
    assert not found["cards_outside"], found["cards_outside"]


def test_docs_the_disputes_are_listed_in_the_order_of_a_deal(rendered: dict[str, dict[str, Any]]) -> None:
    found = rendered["disputes/index.html"]
    pages = [href.removesuffix(".html") for href in found["gallery"]]
    assert sorted(pages) == sorted(p.stem for p in (ROOT / "examples" / "disputes").glob("*.json")), found["gallery"]
    firsts = []
    for page in pages:
        match = re.match(r"laws?-(\d+)", page)
        assert match, page
        firsts.append(int(match.group(1)))
    assert firsts == sorted(firsts), f"not in the order of a deal (by each record's first law): {pages}"
    assert found["gallery_stages"][:4] == ["dealing", "the-exchange", "declaring", "the-play"], found["gallery_stages"]


def test_docs_coverage_page_is_a_table_of_law_title_rules_tests_and_status(rendered: dict[str, dict[str, Any]]) -> None:
    tables = rendered["coverage.html"]["coverage_tables"]
    assert [table["head"] for table in tables] == [
        [first, "Title", "Rules", "Tests", "Status"] for first in ("Law", "Case", "Au cent")
    ], tables
    assert tables[0]["rows"] == 78 and tables[1]["rows"] == 22, tables
    assert all(table["cells"] for table in tables), "every row has the five cells"


def test_docs_searching_for_revoke_finds_law_59_first(site: Path) -> None:
    browser = _chromium()
    assert browser is not None
    page = (site / "search.html").as_uri() + "?q=revoke"
    dom = subprocess.run(
        [browser, "--headless=new", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=8000", "--dump-dom", page],
        capture_output=True, text=True, timeout=90, check=False,
    ).stdout
    first = re.search(r'class="search"[^>]*>\s*<li[^>]*>\s*<a href="([^"]+)"', dom)
    assert first, "the search gave no result"
    assert first.group(1) == "laws/playing.html#law-59", first.group(1)


def test_docs_api_reference_lists_the_package_names_with_no_empty_bases_and_no_long_values(site: Path) -> None:
    import piquet

    package = (site / "api" / "package.html").read_text(encoding="utf-8")
    assert 'id="piquet.adjudicate"' in (site / "api" / "adjudicating.html").read_text(encoding="utf-8"), (
        "piquet.adjudicate is documented under that name, on the page of its task"
    )
    missing = [name for name in piquet.__all__ if name != "__version__" and f"piquet.{name}<" not in re.sub(r"<span[^>]*>|</span>", "", package)]
    assert not missing, f"names of piquet.__all__ not listed on the package page: {missing}"
    empty, long_values = [], []
    for page in sorted((site / "api").glob("*.html")):
        text = page.read_text(encoding="utf-8")
        for paragraph in re.findall(r"<p>(.*?)</p>", text, re.S):
            if re.sub(r"<[^>]+>", "", paragraph).strip() == "Bases:":
                empty.append(page.name)
        for signature in re.findall(r'<dt class="sig sig-object py" id="([^"]+)">(.*?)</dt>', text, re.S):
            shown = re.sub(r"<[^>]+>", "", signature[1])
            if " = " in shown and len(shown.split(" = ", 1)[1]) > 120 and "(" not in shown.split(" = ", 1)[0]:
                long_values.append(signature[0])
    assert not empty, f"empty 'Bases:' lines: {empty}"
    assert not long_values, f"constants whose value runs on in the signature: {long_values}"
