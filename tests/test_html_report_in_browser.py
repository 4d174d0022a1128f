"""The page of ``piquet adjudicate --html`` seen in Chromium: its cards drawn, each with its two corner indices inside it, nothing wider than the window at 1000 and 400 px.

Chromium renders each page headless, as tests/test_docs_in_browser.py does
for the manual, in a frame of the width measured (a window is never narrower
than 500 px); a probe script in the page round the frame (the page itself
has none) writes what it measured into the DOM Chromium prints.
A screenshot of the first page at 1000 px is kept under
``docs/_build/screenshots/`` (a build artefact; docs/_static/adjudication-page.png
is a copy of one).  Without Chromium the test skips, unless
``PIQUET_REQUIRE_BROWSER`` is set, as under CI, when it fails.
"""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from piquet.faces.html_report import adjudication_html
from piquet.formats.sources import load_paths
from piquet.referee.adjudication import adjudicate

ROOT = Path(__file__).resolve().parents[1]
SHOTS = ROOT / "docs" / "_build" / "screenshots"
REQUIRED = bool(os.environ.get("PIQUET_REQUIRE_BROWSER"))
#: A whole deal played out; a dispute with rulings and options; a partie of six deals.
RECORDS = (
    "examples/description-example.json",
    "examples/disputes/law-46-47-51-56-point-lost-and-reply-corrected.json",
    "examples/partie-six-deals.json",
)
WIDTHS = (1000, 400)

#: The page is put in a frame of the width measured (Chromium's window is at least 500 px wide), the probe in the page round it.
FRAME = """<!DOCTYPE html>
<html><body style="margin:0">
<iframe id="page" style="border:0; width:%dpx; height:900px" srcdoc="%s"></iframe>
<script>
// Measured once the page's fonts are in, and again until two measures a moment apart agree (at most about three
// seconds): a loaded machine lays the page out late, and a layout still moving is not the page's.
document.getElementById('page').addEventListener('load', function () {
  var doc = document.getElementById('page').contentDocument;
  doc.fonts.ready.then(function () { setTimeout(function () { settle(null, 0); }, 300); });
});
function settle(before, tries) {
  var now = JSON.stringify(measure());
  if (now === before || tries >= 12) {
    document.body.setAttribute('data-piquet-probe', now);
  } else {
    setTimeout(function () { settle(now, tries + 1); }, 250);
  }
}
function measure() {
  var frame = document.getElementById('page');
  var doc = frame.contentDocument, root = doc.documentElement;
  var found = {pictures: 0, drawn: 0, cards: 0, cards_drawn: 0, outside: [],
               indices: 0, indices_drawn: 0, index_outside: [], index_astray: []};
  doc.querySelectorAll('.piquet-picture svg').forEach(function (svg) {
    var box = svg.getBoundingClientRect();
    found.pictures += 1;
    if (box.width > 0 && box.height > 0) { found.drawn += 1; }
  });
  doc.querySelectorAll('g.piquet-card').forEach(function (g) {
    var box = g.getBoundingClientRect();
    found.cards += 1;
    if (box.width > 0 && box.height > 0) { found.cards_drawn += 1; }
    if (box.right > root.clientWidth + 1) { found.outside.push(g.getAttribute('data-card')); }
    // Each corner index, as drawn: inside the card's face, the first in its top left quarter, the other in its bottom right.
    var face = g.querySelector('rect').getBoundingClientRect();
    var middle_x = face.left + face.width / 2, middle_y = face.top + face.height / 2;
    g.querySelectorAll('text.piquet-index').forEach(function (index, number) {
      var drawn = index.getBoundingClientRect();
      found.indices += 1;
      if (drawn.width > 0 && drawn.height > 0) { found.indices_drawn += 1; }
      if (drawn.left < face.left - 0.5 || drawn.right > face.right + 0.5 || drawn.top < face.top - 0.5 || drawn.bottom > face.bottom + 0.5) {
        found.index_outside.push(g.getAttribute('data-card'));
      }
      var top_left = drawn.right <= middle_x && drawn.bottom <= middle_y;
      var bottom_right = drawn.left >= middle_x && drawn.top >= middle_y;
      if (!(number === 0 ? top_left : bottom_right)) { found.index_astray.push(g.getAttribute('data-card')); }
    });
  });
  found.scroll_width = root.scrollWidth;
  found.window_width = frame.contentWindow.innerWidth;
  return found;
}
</script>
</body></html>
"""


def _chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        found = shutil.which(name)
        if found:
            return found
    reason = "Chromium is not installed (Debian: apt-get install chromium)"
    if REQUIRED:
        pytest.fail(f"{reason}; this run requires it (PIQUET_REQUIRE_BROWSER is set)", pytrace=False)
    pytest.skip(reason)


def _page(record: str, folder: Path) -> Path:
    loaded, _ = load_paths([str(ROOT / record)])
    page = folder / (Path(record).stem + ".html")
    page.write_text(adjudication_html(adjudicate(loaded[0].data)), encoding="utf-8")
    return page


def _probe(browser: str, page: Path, width: int) -> dict[str, Any]:
    probed = page.with_name(page.stem + f".probed-{width}.html")
    probed.write_text(FRAME % (width, html.escape(page.read_text(encoding="utf-8"))), encoding="utf-8")
    command = [browser, "--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,1000", "--virtual-time-budget=5000"]
    dom = subprocess.run(command + ["--dump-dom", probed.as_uri()], capture_output=True, text=True, timeout=90, check=False).stdout
    match = re.search(r'data-piquet-probe="([^"]*)"', dom)
    assert match, f"the probe did not run on {page.name} at {width} px"
    found: dict[str, Any] = json.loads(match.group(1).replace("&quot;", '"'))
    return found


@pytest.fixture(scope="module")
def measured(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, int], dict[str, Any]]:
    browser = _chromium()
    folder = tmp_path_factory.mktemp("pages")
    pages = {record: _page(record, folder) for record in RECORDS}
    SHOTS.mkdir(parents=True, exist_ok=True)
    shot = SHOTS / "adjudication-page.png"
    subprocess.run(
        [browser, "--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1000,1500", "--hide-scrollbars",
         f"--screenshot={shot}", pages[RECORDS[0]].as_uri()],
        capture_output=True, timeout=90, check=False,
    )
    return {(record, width): _probe(browser, page, width) for record, page in pages.items() for width in WIDTHS}


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("record", RECORDS)
def test_html_page_in_browser_draws_every_card(measured: dict[tuple[str, int], dict[str, Any]], record: str, width: int) -> None:
    found = measured[record, width]
    assert found["pictures"] > 0 and found["drawn"] == found["pictures"], found
    assert found["cards"] >= 32 + 24 and found["cards_drawn"] == found["cards"], found  # dealt, and held after the exchange at least


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("record", RECORDS)
def test_html_page_in_browser_is_no_wider_than_the_window(measured: dict[tuple[str, int], dict[str, Any]], record: str, width: int) -> None:
    found = measured[record, width]
    assert found["window_width"] == width, found  # the frame is the width asked for
    assert found["scroll_width"] <= found["window_width"], found
    assert not found["outside"], found["outside"][:5]


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("record", RECORDS)
def test_html_page_in_browser_draws_each_cards_index_inside_it_top_left_and_bottom_right(
    measured: dict[tuple[str, int], dict[str, Any]], record: str, width: int
) -> None:
    found = measured[record, width]
    assert found["indices"] == 2 * found["cards"] and found["indices_drawn"] == found["indices"], found
    assert not found["index_outside"], found["index_outside"][:5]  # the rank and suit lie within the card's edge
    assert not found["index_astray"], found["index_astray"][:5]  # one index in each of the two corners
