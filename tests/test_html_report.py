"""``piquet adjudicate --html``: the page of every example is well formed, stands alone and shows each deal's cards and rulings."""

from __future__ import annotations

import io
import json
import re
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest

from piquet.faces.cli import main
from piquet.faces.html_report import adjudication_html, tens
from piquet.formats.sources import load_paths
from piquet.formats.session_json import is_chouette_session
from piquet.referee.adjudication import Adjudication, adjudicate

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
#: Every record among the examples, the Cases and the disputes included; a chouette session has no page.
RECORDS = sorted(
    path for path in [*EXAMPLES.glob("*.json"), *EXAMPLES.glob("*/*.json"), *EXAMPLES.glob("*.pqn")]
    if not is_chouette_session(json.loads(path.read_text(encoding="utf-8")) if path.suffix == ".json" else None)
)
#: Elements HTML closes by itself, never with an end tag.
VOID = {"meta", "br", "img", "hr", "link", "input"}


class _Page(HTMLParser):
    """The page read as a browser reads it: its tags balanced or not, and per deal the cards drawn and the text shown."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[str] = []
        self.faults: list[str] = []
        self.deal: int | None = None
        self.cards: dict[int | None, set[str]] = {}
        self.text: dict[int | None, list[str]] = {}
        self.attributes: list[str] = []
        self.in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        self.attributes += [value for value in found.values() if value]
        if tag == "section" and (found.get("id") or "").startswith("deal-"):
            self.deal = int((found["id"] or "").removeprefix("deal-"))
        if found.get("data-card"):
            self.cards.setdefault(self.deal, set()).add(found["data-card"] or "")
        self.in_style = tag == "style"
        if tag not in VOID:
            self.open.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.attributes += [value for _, value in attrs if value]

    def handle_endtag(self, tag: str) -> None:
        if not self.open or self.open[-1] != tag:
            self.faults.append(f"</{tag}> closes <{self.open[-1] if self.open else 'nothing'}>")
            return
        self.open.pop()
        self.in_style = False
        if tag == "section" and "section" not in self.open:
            self.deal = None

    def handle_data(self, data: str) -> None:
        if not self.in_style:
            self.text.setdefault(self.deal, []).append(data)

    def shown(self, deal: int | None) -> str:
        return " ".join(" ".join(self.text.get(deal, [])).split())


def _adjudicated(path: Path) -> Adjudication:
    loaded, _ = load_paths([str(path)])
    assert loaded[0].error is None, loaded[0].error
    return adjudicate(loaded[0].data)


def _pages() -> Iterator[tuple[str, Adjudication, _Page]]:
    for path in RECORDS:
        result = _adjudicated(path)
        page = _Page()
        page.feed(adjudication_html(result))
        page.close()
        yield str(path.relative_to(EXAMPLES)), result, page


@pytest.fixture(scope="module")
def pages() -> list[tuple[str, Adjudication, _Page]]:
    found = list(_pages())
    assert len(found) >= 90, len(found)  # the examples, the Cases and the disputes
    return found


def test_html_page_of_every_example_is_well_formed(pages: list[tuple[str, Adjudication, _Page]]) -> None:
    for name, _, page in pages:
        assert not page.faults, (name, page.faults[:3])
        assert not page.open, (name, page.open)


def test_html_page_shows_every_card_of_each_hand_as_dealt_and_the_stock(pages: list[tuple[str, Adjudication, _Page]]) -> None:
    for name, result, page in pages:
        for number, deal in enumerate(result.record.deals, start=1):
            dealt = {card.code for cards in deal.hands.values() for card in cards} | {card.code for card in deal.stock}
            assert dealt <= page.cards.get(number, set()), (name, number, dealt - page.cards.get(number, set()))


def test_html_page_shows_each_trick_and_the_hands_after_the_exchange(pages: list[tuple[str, Adjudication, _Page]]) -> None:
    for name, result, page in pages:
        for position, deal in enumerate(result.deals, start=1):
            text = page.shown(position)
            for number in range(1, len(deal.state.tricks) + 1):
                assert f"trick {number}" in text, (name, position, number)
            if any(deal.state.discards):
                assert "After the exchange" in text and "discards" in text, (name, position)


def test_html_page_refers_to_nothing_on_a_network(pages: list[tuple[str, Adjudication, _Page]]) -> None:
    """No address, no script, no style sheet or font fetched: the one "http" is the SVG namespace, a name, not a fetch."""
    for name, result, page in pages:
        html = adjudication_html(result)
        assert "<script" not in html and "<link" not in html and "@import" not in html and "url(" not in html, name
        assert not [value for value in page.attributes if re.match(r"\s*(https?:)?//", value) and value != "http://www.w3.org/2000/svg"], name
        assert not re.search(r"https?://(?!www\.w3\.org/2000/svg\")", html), name


def test_html_page_writes_a_ten_as_10_in_its_text_as_on_its_cards(pages: list[tuple[str, Adjudication, _Page]]) -> None:
    for name, result, page in pages:
        text = " ".join(page.shown(position) for position in range(1, len(result.deals) + 1))
        assert not re.search(r"\bT[SHDC]\b", text), (name, re.findall(r".{30}\bT[SHDC]\b.{10}", text)[:2])
        assert not re.search(r"(?:set \d|to) T\b", text), name
        assert "10" in text, name


def test_html_page_gives_each_ruling_with_its_laws_and_options(pages: list[tuple[str, Adjudication, _Page]]) -> None:
    ruled = 0
    for name, result, page in pages:
        for position, deal in enumerate(result.deals, start=1):
            text = page.shown(position)
            for ruling in deal.rulings:
                ruled += 1
                assert " ".join(tens(ruling.decision).split()) in text, (name, position, ruling.decision)
                for citation in ruling.authorities():
                    assert str(citation) in text, (name, position, str(citation))
                for option in ruling.options:
                    assert " ".join(tens(option.said).split()) in text, (name, position, option.said)
        if result.cut_for_deal is not None:
            text = page.shown(None)
            for ruling in result.cut_for_deal.shown_rulings:
                ruled += 1
                assert " ".join(tens(ruling.decision).split()) in text and all(str(c) in text for c in ruling.authorities()), (name, ruling)
    assert ruled >= 50, ruled  # the Cases and the disputes rule


def test_html_page_names_each_deal_section_once(pages: list[tuple[str, Adjudication, _Page]]) -> None:
    for name, result, page in pages:
        assert sorted(key for key in page.cards if key is not None) == list(range(1, len(result.record.deals) + 1)), name


def test_html_page_ends_with_the_partie(pages: list[tuple[str, Adjudication, _Page]]) -> None:
    for name, _, page in pages:
        assert "Partie:" in page.shown(None), name


def _run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(args), out=out, err=err)
    return status, out.getvalue(), err.getvalue()


def test_cli_html_prints_the_page_to_standard_output() -> None:
    status, out, err = _run("adjudicate", "--html", str(EXAMPLES / "description-example.json"))
    assert status == 0 and err == ""
    assert out.startswith("<!DOCTYPE html>") and out.rstrip().endswith("</html>")


@pytest.mark.parametrize("other", ["--json", "--markdown", "--bare", "--pretty"])
def test_cli_html_cannot_go_with_another_form(other: str) -> None:
    status, out, err = _run("adjudicate", "--html", other, str(EXAMPLES / "description-example.json"))
    assert status == 2 and out == "" and "--html" in err and "Traceback" not in err


def test_cli_html_refuses_several_records_in_one_line() -> None:
    status, out, err = _run("adjudicate", "--html", str(EXAMPLES / "description-example.json"), str(EXAMPLES / "partie-four-deals.json"))
    assert status == 2 and out == ""
    assert err == "piquet: --html writes one page for one record; 2 records were given\n"


def test_cli_html_says_a_chouette_session_has_no_page() -> None:
    status, out, err = _run("adjudicate", "--html", str(EXAMPLES / "chouette-session.json"))
    assert status == 2 and out == "" and "chouette session" in err and err.count("\n") == 1


def test_cli_html_reports_a_bad_record_in_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    data = json.loads((EXAMPLES / "description-example.json").read_text(encoding="utf-8"))
    data["deals"][0]["events"][0]["exchange"] = "KS KS"
    bad.write_text(json.dumps(data), encoding="utf-8")
    status, out, err = _run("adjudicate", "--html", str(bad))
    assert status == 2 and out == "" and err.startswith("piquet: ") and err.count("\n") == 1


def test_html_page_escapes_what_the_record_says() -> None:
    """A player named in markup is shown as written, never read as markup, in the title, the captions, the acts and the items."""
    data = json.loads((EXAMPLES / "description-example.json").read_text(encoding="utf-8"))
    name = '<i>Ann & "Co"</i>'
    data["players"] = [name, "B"]
    deal = data["deals"][0]
    deal["hands"] = {name: deal["hands"]["A"], "B": deal["hands"]["B"]}
    for event in deal["events"]:
        event["player"] = name if event["player"] == "A" else event["player"]
    html = adjudication_html(adjudicate(data))
    page = _Page()
    page.feed(html)
    assert "<i>" not in html and not page.faults
    assert page.shown(1).count(name) >= 10 and name in page.shown(None)
