"""A new user's tests of piquet's public play API, written blind from the docs alone
(README.md, docs/api/*.rst, docs/command.rst, docs/rulings.rst, docstrings), by an examiner who never read the code.

Kept as written, but for the paths: what the docs promise a program that plays through the referee."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import piquet
from piquet import (
    ActError,
    Answer,
    Call,
    Card,
    Deal,
    Discard,
    Exchange,
    Hand,
    Play,
    PlayError,
    PiquetError,
    PointClaim,
    Record,
    RecordError,
    Reply,
)

REPO = Path(__file__).resolve().parent.parent
EXAMPLE_JSON = REPO / "examples" / "description-example.json"
EXAMPLE_PQN = REPO / "examples" / "description-example.pqn"
SECOND_JSON = REPO / "examples" / "last-hand-concession.json"
PIQUET = [sys.executable, "-m", "piquet"]

HANDS = {"A": "AS KS JS AH QH JH 8H JC 8C 7C 9D 8D", "B": "TS 7S TH 9H 7H KC QC TC AD QD JD TD"}
STOCK = "9S 8S KH 9C KD QS AC 7D"


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*PIQUET, *args], cwd=REPO, capture_output=True, text=True, timeout=120)


def play_out(deal: Deal, seeds=(1, 2)) -> Deal:
    players = {deal.players[0]: piquet.random_player(seeds[0]), deal.players[1]: piquet.random_player(seeds[1])}
    for _ in range(500):
        if deal.is_over:
            break
        deal, _step = deal.step(players[deal.to_act](deal.view(deal.to_act)))
    assert deal.is_over
    return deal


def card_shown(card: Card, text: str) -> bool:
    symbols = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
    s = str(card)
    return s in text or (s[:-1] + symbols.get(s[-1], s[-1])) in text


# --- playing a deal live (docs/api/playing.rst "A live deal, its offers, and matches") ---


def test_fresh_deal_awaits_elder_exchange():
    deal = piquet.deal(7, dealer="B")
    assert deal.to_act == "A"
    assert deal.awaiting.exchange == (1, 5)
    assert deal.awaiting.player == "A"
    assert not deal.is_over


def test_deal_same_seed_same_cards():
    one, two = piquet.deal(11, dealer="B"), piquet.deal(11, dealer="B")
    assert one.hand("A") == two.hand("A") and one.hand("B") == two.hand("B")
    assert len(one.hand("A")) == 12 and len(one.hand("B")) == 12


def test_dealer_a_makes_b_elder():
    deal = piquet.deal(3, dealer="A")
    assert deal.to_act == "B"
    assert deal.players[0] == "B"  # "The two players by name, the elder first."


def test_awaiting_exchanging_builds_exchange_act():
    deal = piquet.deal(7, dealer="B")
    cards = list(deal.hand("A"))[:3]
    act = deal.awaiting.exchanging(cards)
    assert isinstance(act, Exchange)
    after, step = deal.step(act)
    assert step.rulings == ()
    assert after.to_act == "B"
    assert after.awaiting.exchange[1] == 5  # 8 - 3 cards left in the stock


def test_every_legal_act_is_accepted_without_ruling():
    deal = piquet.deal(21, dealer="B")
    strategy = {"A": piquet.random_player(5), "B": piquet.random_player(6)}
    checked = 0
    for _ in range(60):
        if deal.is_over:
            break
        acts = deal.legal_acts()
        # Deal.legal_acts docstring: "(exchanges by Awaiting.exchange)": none listed in the exchange
        assert acts or deal.awaiting.exchange is not None, "a deal not over should have a legal act"
        for act in acts[:40]:
            _after, step = deal.step(act)
            assert step.rulings == (), (act, step.rulings)
            checked += 1
        deal, _ = deal.step(strategy[deal.to_act](deal.view(deal.to_act)))
    assert checked > 50


def test_view_never_shows_adversarys_hand():
    deal = piquet.deal(4, dealer="B")
    view = deal.view("A")
    assert view.player == "A" and view.adversary == "B"
    assert view.hand == deal.hand("A")
    text = repr(view)
    hidden = list(deal.hand("B"))
    for card in hidden:
        assert repr(card) not in text or repr(card) in repr(deal.hand("A")), card
    # none of the public attributes is the adversary's hand
    for name in ("hand", "discard", "pending", "legal_acts", "offers", "awaiting", "played"):
        value = getattr(view, name)
        assert value != deal.hand("B"), name


def test_view_legal_acts_match_deal():
    deal = piquet.deal(4, dealer="B")
    assert tuple(deal.view("A").legal_acts) == tuple(deal.legal_acts())


def test_random_players_play_out_and_returns_match_adjudication():
    deal = play_out(piquet.deal(7, dealer="B"))
    assert deal.to_act is None
    closed = deal.close()
    assert closed.returns() == piquet.adjudicate(closed.to_record()).deals[0].scores


def test_apply_is_step_without_rulings():
    deal = piquet.deal(9, dealer="B")
    act = deal.awaiting.exchanging(list(deal.hand("A"))[:2])
    stepped, _ = deal.step(act)
    applied = deal.apply(act)
    assert applied.to_act == stepped.to_act
    assert applied.hand("A") == stepped.hand("A")


def test_close_while_in_play_is_play_error():
    deal = piquet.deal(9, dealer="B")
    with pytest.raises(PlayError):
        deal.close()


def test_step_after_close_is_play_error():
    deal = play_out(piquet.deal(12, dealer="B")).close()
    with pytest.raises(PlayError):
        deal.step(Play("A", "7C"))


def test_irregular_act_is_ruled_on_and_opens_offer():
    # docs/rulings.rst: the elder takes six cards; B may enforce, waive, fresh deal, stand
    deal = Deal.dealt("B", "A", HANDS, STOCK)
    deal, step = deal.step(Exchange("A", "KS 8C 7C 9D 8D JC"))
    assert step.rulings, "an elder taking six should be ruled on"
    offers = deal.offers()
    assert offers
    assert all(o.elector == "B" for o in offers)
    assert {"enforce", "waive", "fresh deal", "stand"} <= {c for o in offers for c in o.choices}
    offer = next(o for o in offers if "waive" in o.choices)
    assert any(isinstance(a, piquet.Elect) for a in deal.view("B").legal_acts) or deal.to_act != "B"
    elect = offer.elect("waive")
    assert isinstance(elect, piquet.Elect) and elect.player == "B"
    deal, _ = deal.step(elect)
    assert all(o.key != offer.key for o in deal.offers())


def test_offer_elect_unknown_choice_is_play_error():
    deal = Deal.dealt("B", "A", HANDS, STOCK).apply(Exchange("A", "KS 8C 7C 9D 8D JC"))
    for offer in deal.offers():
        with pytest.raises(PlayError):
            offer.elect("no such choice")


def test_irregular_deal_record_adjudicates_as_live():
    deal = Deal.dealt("B", "A", HANDS, STOCK).apply(Exchange("A", "KS 8C 7C 9D 8D JC"))
    deal = deal.apply(next(o for o in deal.offers() if "stand" in o.choices).elect("stand"))
    deal = play_out(deal, seeds=(3, 4)).close()
    assert deal.returns() == piquet.adjudicate(deal.to_record()).deals[0].scores


def test_call_not_held_allowed_good_offers_option_at_scoring():
    deal = Deal.dealt("B", "A", HANDS, STOCK)
    deal = deal.apply(Exchange("A", "KS 8C 7C 9D 8D"))
    deal = deal.apply(Exchange("B", "7S 9H 7H"))
    deal = deal.apply(Call("A", PointClaim(5, 49)))
    deal = deal.apply(Reply("B", "good"))
    # three kings: KS is in A's discard, KC in B's hand -- possible, not held (a 7-card point is impossible,
    # which docs/decisions.rst says has no effect and no penalty)
    deal = deal.apply(Call("A", piquet.SetClaim(3, "K")))
    deal = deal.apply(Reply("B", "good"))
    players = {"A": piquet.random_player(1), "B": piquet.random_player(2)}
    for _ in range(200):
        if deal.is_over or any(o.at_scoring for o in deal.offers()):
            break
        deal, _ = deal.step(players[deal.to_act](deal.view(deal.to_act)))
    scoring = [o for o in deal.offers() if o.at_scoring]
    assert scoring, "a call not held allowed good should leave an option found at the scoring"
    assert scoring[0].elector == "B" and {"enforce", "waive"} <= set(scoring[0].choices)
    deal = play_out(deal.apply(scoring[0].elect("waive")), seeds=(5, 6)).close()
    assert deal.returns() == piquet.adjudicate(deal.to_record()).deals[0].scores


# --- matches ---


def test_match_with_random_players_fields():
    result = piquet.match(piquet.random_player(1), piquet.random_player(2), parties=2, seed=5)
    assert len(result.parties) == 2
    assert set(result.totals) == {"A", "B"} and set(result.wins) == {"A", "B"}
    assert sum(result.wins.values()) <= 2
    assert len(result.records) == 2
    for partie in result.parties:
        assert isinstance(partie.record, Record)
        assert partie.winner in ("A", "B", None)
        assert partie.totals == piquet.adjudicate(partie.record).partie.totals
    if result.totals["A"] != result.totals["B"]:
        assert result.winner == max(result.totals, key=result.totals.get)


def test_match_first_dealer_alternates():
    result = piquet.match(piquet.random_player(1), piquet.random_player(2), parties=2, seed=8)
    dealers = [p.record.to_json()["deals"][0]["dealer"] for p in result.parties]
    assert dealers == ["B", "A"]


def test_match_is_reproducible_from_seed():
    one = piquet.match(piquet.random_player(1), piquet.random_player(2), parties=1, seed=13)
    two = piquet.match(piquet.random_player(1), piquet.random_player(2), parties=1, seed=13)
    assert one.totals == two.totals


def test_match_computer_against_random():
    result = piquet.match(piquet.computer("quick"), piquet.random_player(3), parties=1, seed=2)
    assert len(result.parties) == 1
    assert result.parties[0].winner in ("A", "B", None)


# --- act constructors ---


def test_play_takes_card_strings():
    assert Play("A", "7C").cards == (Card.parse("7C"),)
    assert Play("A", ["AS", "KS"]).cards == (Card.parse("AS"), Card.parse("KS"))


def test_reply_takes_answer_words():
    assert Reply("B", "good").answer == Answer.GOOD
    assert Reply("B", "not good").answer == Answer.NOT_GOOD


def test_discard_and_exchange_take_a_string_of_cards():
    assert Exchange("A", "KS 8C 7C 9D 8D") == Exchange("A", Hand.parse("KS 8C 7C 9D 8D"))
    assert Discard("A", "KS 8C") == Discard("A", Hand.parse("KS 8C"))


def test_wrong_type_refused_at_once_naming_the_field():
    with pytest.raises(ActError) as caught:
        Play("A", 7)
    assert isinstance(caught.value, TypeError)
    assert "Play.cards" in str(caught.value)
    with pytest.raises(TypeError) as caught:
        Reply("B", 3)
    assert "Reply.answer" in str(caught.value)
    with pytest.raises(TypeError) as caught:
        Play(7, "7C")
    assert "Play.player" in str(caught.value)


def test_unknown_card_shows_card_syntax():
    with pytest.raises(ValueError) as caught:
        Play("A", "1X")
    message = str(caught.value)
    assert "Play.cards" in message
    assert re.search(r"7C|rank", message), message
    with pytest.raises(PiquetError) as caught:
        Card.parse("ZZ")
    assert re.search(r"\b[0-9TJQKA]{1,2}[SHDC]\b|rank", str(caught.value)), str(caught.value)


# --- provisions (docs/api/laws-and-rulings.rst) ---


def test_provision_lookup():
    assert piquet.provision(62).title == "Scoring the point"
    assert piquet.provision("Law 62") == piquet.provision(62)
    assert piquet.provision("XIV").citation == piquet.case("XIV")
    assert piquet.provision("note 71").kind == "law-note"


def test_provision_unknown_is_keyerror():
    with pytest.raises(KeyError):
        piquet.provision(999)


def test_provisions_cover_every_kind():
    every = list(piquet.provisions())
    assert {p.kind for p in every} == {"law", "law-note", "case", "au-cent"}
    assert every[0].kind == "law" and every[0].number == 1


# --- str and repr ---


def test_str_deal_is_readable_picture():
    deal = piquet.deal(7, dealer="B")
    text = str(deal)
    for card in deal.hand(deal.to_act):
        assert card_shown(card, text), card
    assert all(len(line) <= 100 for line in text.splitlines()), max(map(len, text.splitlines()))


def test_repr_has_no_big_integers():
    deal = piquet.deal(7, dealer="B")
    deal = deal.apply(deal.awaiting.exchanging(list(deal.hand("A"))[:3]))
    assert not re.search(r"\d{6,}", repr(deal)), repr(deal)[:300]


# --- reading records ---


def test_read_records_json_lines():
    line = json.dumps(json.loads(EXAMPLE_JSON.read_text()))
    handle = io.StringIO(line + "\n" + line + "\n")
    found = list(piquet.read_records(handle, name="games.jsonl"))
    assert [s for s, _ in found] == ["games.jsonl:1", "games.jsonl:2"]
    assert all(isinstance(r, Record) for _, r in found)
    assert piquet.adjudicate(found[1][1]).deals[0].scores == {"A": 28, "B": 23}


def test_read_records_notation_text():
    text = EXAMPLE_PQN.read_text()
    found = list(piquet.read_records(io.StringIO(text), name="ex.pqn"))
    assert len(found) == 1
    source, record = found[0]
    assert source == "ex.pqn"
    assert piquet.adjudicate(record).deals[0].scores == {"A": 28, "B": 23}
    two = list(piquet.read_records(io.StringIO(text + "\n" + text), name="ex.pqn"))
    assert len(two) == 2 and all(isinstance(r, Record) for _, r in two)
    assert all(re.fullmatch(r"ex\.pqn:\d+", s) for s, _ in two) and two[0][0] != two[1][0]


# --- the command ---


def test_cli_json_one_envelope_for_one_file():
    done = run_cli("adjudicate", "--json", "examples/description-example.json")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 1
    obj = json.loads(lines[0])
    assert set(obj) == {"source", "adjudication"}
    assert obj["adjudication"]["partie"]["totals"] == {"A": 28, "B": 23}


def test_cli_json_one_envelope_per_file_for_many():
    done = run_cli("adjudicate", "--json", "examples/description-example.json", "examples/last-hand-concession.json")
    assert done.returncode == 0, done.stderr
    objs = [json.loads(line) for line in done.stdout.splitlines()]
    assert [o["source"] for o in objs] == ["examples/description-example.json", "examples/last-hand-concession.json"]
    assert all(set(o) == {"source", "adjudication"} for o in objs)


def test_cli_bare_prints_adjudication_alone():
    done = run_cli("adjudicate", "--bare", "examples/description-example.json")
    assert done.returncode == 0, done.stderr
    obj = json.loads(done.stdout)
    assert "source" not in obj
    assert obj["partie"]["totals"] == {"A": 28, "B": 23}


# --- helpful errors ---


def test_json_not_a_record_says_so():
    with pytest.raises(RecordError) as caught:
        piquet.load_record('{"hello": "world"}')
    assert "piquet record" in str(caught.value).lower(), str(caught.value)


def test_adjudicate_of_a_path_hints_at_load_record():
    with pytest.raises(Exception) as caught:
        piquet.adjudicate("some/path.json")
    assert "load_record" in str(caught.value), str(caught.value)


def test_misspelt_command_did_you_mean():
    done = run_cli("adjudcate", "examples/description-example.json")
    assert done.returncode == 2
    assert "did you mean" in done.stderr.lower() and "adjudicate" in done.stderr, done.stderr


def test_rules_bogus_verb_exits_2():
    done = run_cli("rules", "--verb", "bogus")
    assert done.returncode == 2, (done.returncode, done.stdout[:200], done.stderr[:200])
    assert "Traceback" not in done.stderr
