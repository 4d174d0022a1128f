"""lawkit.render: a ruling as text and Markdown, with the titles and statements of what it cites from any lookup."""

from __future__ import annotations

from lawkit.citation import Citation, register_kind
from lawkit.render import PlainProvision, describe, render_markdown, render_rulings_text, render_text
from lawkit.ruling import Finding, Option, Ruling

KIND = register_kind("kernel-test-statute", "Statute", order=-2).name
CITE = Citation(KIND, 5)
LOOKUP = {CITE: PlainProvision("A card exposed", "A card shown by mistake may be called by the adversary.")}
RULING = Ruling(
    event=3, act="B drops a card face up", decision="the card is exposed", findings=[Finding("the card was seen", events=(3,))],
    offender=1, options=[Option(name="call", text="{p0} may call it", elector=0, citations=[CITE])], citations=[CITE], rule=None,
).shown(("Ann", "Bob"))


def test_a_citation_is_described_by_its_title_when_the_lookup_knows_it() -> None:
    assert describe(CITE, LOOKUP) == "Statute 5 — A card exposed"
    assert describe(CITE) == "Statute 5" and describe(Citation(KIND, 6), LOOKUP) == "Statute 6"


def test_the_text_gives_the_act_offender_decision_options_and_quoted_authority() -> None:
    text = render_text(RULING, LOOKUP, with_statements=True, event_base=1)
    assert text.startswith("Ruling on event 4: B drops a card face up\n") and text.endswith("\n")
    for said in ("Offender: Bob.", "The card is exposed", "Ann may call it", "Statute 5 — A card exposed", "may be called by the adversary"):
        assert said in text, said
    assert "may be called" not in render_text(RULING, LOOKUP)


def test_the_markdown_heads_the_ruling_at_the_level_asked_and_quotes_the_statement() -> None:
    markdown = render_markdown(RULING, LOOKUP, with_statements=True, level=2)
    assert markdown.startswith("## ") and "Statute 5" in markdown and "> A card shown by mistake" in markdown


def test_several_rulings_render_one_after_another_in_their_order() -> None:
    other = Ruling(event=5, act="A leads", decision="the lead stands", citations=[CITE], rule=None).shown(("Ann", "Bob"))
    text = render_rulings_text([RULING, other], LOOKUP)
    assert text.startswith("[1 of 2]") and text.index("event 3") < text.index("[2 of 2]") < text.index("event 5")
    assert render_rulings_text([]) == "No rulings.\n"
