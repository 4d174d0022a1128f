"""Laws whose consequences an earlier mutation sample found untested.

Each test is named after the law or Case it checks and asserts what the law
says must follow; the mutant of the rule module it kills is named in its
docstring (see ``docs/mutation.rst`` and ``tools/mutation_sample.py``).
Hands are those held after the exchange (``tests.dealing.deal_to``: B deals,
A is the elder hand).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from piquet import Card, Deal, Hand, Contradiction, Ruling, adjudicate
from piquet.game.acts import (
    Accept,
    Answer,
    AnswerQuestion,
    Ask,
    Call,
    Concede,
    Correct,
    Discard,
    Elect,
    Exchange,
    LookAtLeft,
    Play,
    PointClaim,
    Propose,
    Reply,
    SequenceClaim,
    Take,
)
from piquet.game.state import Phase
from piquet.table.cards import Rank
from tests.dealing import deal_to, declared, lowest_legal, of_no_effect

EXAMPLE = json.loads((Path(__file__).resolve().parents[1] / "examples" / "description-example.json").read_text())
HANDS = EXAMPLE["deals"][0]["hands"]
STOCK = EXAMPLE["deals"][0]["stock"]

ELDER_FINAL = "AS KS QS JS TS AH 8H 7H AD 9D 8C 7C"
YOUNGER_FINAL = "KH QH JH TH 9H KD QD TD KC QC JC TC"


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in text.split())


def refused(deal: Deal, event: Any) -> Contradiction:
    """An act the record contradicts: refused, and the deal left as it was."""
    before = deal.state
    with pytest.raises(Contradiction) as caught:
        deal.apply(event)
    assert deal.state is before
    return caught.value


def rulings_on(deal: Deal, event: Any) -> tuple[Deal, tuple[Ruling, ...]]:
    new, done = deal.step(event)
    return new, tuple(done.rulings)


def record_of(deals: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return {"format": "piquet-record/1", "players": ["A", "B"], "deals": deals, **extra}


def example_deal() -> dict[str, Any]:
    deal: dict[str, Any] = json.loads(json.dumps(EXAMPLE["deals"][0]))
    return deal


# -- Law 71 (the last hand): a hand is thrown down before the play, not after a trick


def test_law_71_no_hand_is_thrown_down_once_a_trick_has_been_played() -> None:
    """The last-hand concession (Description; Laws 71, 73) is made before the play
    of the hand: once a trick has been played neither player may throw his hand
    down: the act is ruled of no effect and the deal goes on as it stood.  (Kills
    dropping ``if state.tricks`` in ``piquet.rules.play``.)"""
    deal = declared(deal_to(ELDER_FINAL, YOUNGER_FINAL, last_of_partie=True))
    deal = deal.apply(Play("A", cards("AS"))).apply(Play("B", cards("TC")))
    assert len(deal.state.tricks) == 1
    for who in ("A", "B"):
        after, done = deal.step(Concede(who))
        (ruling,) = done.rulings
        assert ruling.decision.startswith("Of no effect") and 71 in ruling.cited("law") and ruling.offender is None  # no one is named where nothing was done against a law (docs/decisions.rst, 'Who is named in error')
        assert not after.finished and after.state.conceded_by is None
        assert after.state.evolve(rulings=deal.state.shown_rulings, log=deal.state.log, acted_by=deal.state.acted_by) == deal.state


def test_law_71_a_concession_before_the_play_still_counts_thirteen() -> None:
    """The same hand thrown down before the first lead is accepted: the adversary
    counts thirteen in play (the twelve tricks, the last counting two) and ten for the cards.  The contrast with the test
    above is the trick played, nothing else."""
    deal = declared(deal_to(ELDER_FINAL, YOUNGER_FINAL, last_of_partie=True))
    deal = deal.apply(Concede("A"))
    got = [(i.player, i.item, i.points) for i in deal.score().items]
    assert ("B", "play", 13) in got and ("B", "cards", 10) in got


# -- Law 71: a tie after six deals, taken up in a record's "start"


def test_law_71_partie_taken_up_tied_after_six_deals_is_not_complete() -> None:
    """Law 71: when the scores are equal after the six deals, each player deals
    once more.  A record taken up after six deals with equal totals therefore
    runs to eight deals: after the seventh the partie is not complete and nothing
    is settled.  (Kills ``played == deals and totals equal`` mutated in
    ``Partie.in_progress``.)"""
    record = record_of([example_deal()], start={"scores": {"A": 120, "B": 120}, "deals_played": 6})
    result = adjudicate(record)
    standing = result.partie
    assert standing.deals_played == 7
    assert standing.deals_due == 8
    assert not standing.complete and standing.settlement is None


def test_law_71_partie_taken_up_untied_after_six_deals_takes_no_more_deals() -> None:
    """The contrast: totals that differ after six deals end the partie, so a
    seventh deal in the record is no deal of the partie (Law 71): ruled so, not refused."""
    record = record_of([example_deal()], start={"scores": {"A": 121, "B": 120}, "deals_played": 6})
    result = adjudicate(record)
    (seventh,) = result.deals
    assert seventh.void and seventh.scores == {"A": 0, "B": 0} and result.partie.totals == {"A": 121, "B": 120}
    assert [int(c.id) for r in seventh.rulings for c in r.citations] == [71]


# -- Law 36: the elder sees the cards the younger left only if the younger looked


def test_law_36_elder_looking_after_the_lead_when_the_younger_never_looked_is_ruled_on() -> None:
    """Law 36: the younger may look at the cards he left once the elder has led;
    only if he does may the elder see them too.  The elder looking after his lead
    when the younger never looked is irregular, ruled on under Law 36 (no penalty
    is provided).  (Kills dropping ``state.looked_at_left[YOUNGER]`` from the
    elder's entitlement in ``piquet.rules.exchange.look_at_left``.)"""
    deal = Deal.dealt("B", "A", HANDS, STOCK)
    deal = deal.apply(Exchange("A", Hand.parse("KS 8C 7C 9D 8D")))
    deal = deal.apply(Exchange("B", Hand.parse("7S")))  # B leaves two cards
    deal = declared(deal).apply(Play("A", cards("AH")))
    assert deal.state.looked_at_left[1] is False
    new, rulings = rulings_on(deal, LookAtLeft("A"))
    assert rulings and 36 in rulings[-1].cited("law")
    assert rulings[-1].penalty is None
    # once the younger has looked, the elder's look after the lead is his right
    deal = deal.apply(LookAtLeft("B"))
    _, rulings = rulings_on(deal, LookAtLeft("A"))
    assert not rulings


def test_law_36_elder_looking_before_his_lead_is_ruled_on_even_if_the_younger_looked() -> None:
    """Law 36: the elder may see the cards the younger left only once he has led.
    The younger looking too early (itself ruled on) gives the elder no right to
    look before his lead.  (Kills dropping ``state.first_lead_made`` from the
    elder's entitlement in ``piquet.rules.exchange.look_at_left``.)"""
    deal = Deal.dealt("B", "A", HANDS, STOCK)
    deal = deal.apply(Exchange("A", Hand.parse("KS 8C 7C 9D 8D")))
    deal = deal.apply(Exchange("B", Hand.parse("7S")))
    deal, rulings = rulings_on(deal, LookAtLeft("B"))
    assert rulings and 36 in rulings[-1].cited("law")
    assert deal.state.looked_at_left[1] is True and not deal.state.first_lead_made
    _, rulings = rulings_on(deal, LookAtLeft("A"))
    assert rulings and 36 in rulings[-1].cited("law")


def test_law_71_partie_taken_up_in_its_extra_deals_runs_to_eight() -> None:
    """Law 71: a partie that has gone past six deals was tied after the sixth, so
    each deals once more: taken up after seven deals, the eighth is played and
    then the partie is complete and settled.  (Kills dropping ``played > deals``
    in ``Partie.in_progress``.)"""
    record = record_of([example_deal()], start={"scores": {"A": 140, "B": 150}, "deals_played": 7})
    standing = adjudicate(record).partie
    assert (standing.deals_played, standing.deals_due) == (8, 8)
    assert standing.complete and standing.settlement is not None


def test_law_71_equal_scores_before_the_sixth_deal_are_no_tie() -> None:
    """Law 71: only a tie at the end of the six deals calls for more; equal scores
    when a partie is taken up after five deals change nothing, and the sixth deal
    ends it (the example deal does not leave the scores equal).  (Kills dropping
    ``played == deals`` in ``Partie.in_progress``.)"""
    record = record_of([example_deal()], start={"scores": {"A": 100, "B": 100}, "deals_played": 5})
    standing = adjudicate(record).partie
    assert standing.totals["A"] != standing.totals["B"]
    assert (standing.deals_played, standing.deals_due) == (6, 6)
    assert standing.complete and standing.settlement is not None


# -- Law 51: a reply corrected before the elder calls again or leads


def _miscalled_good() -> Deal:
    """A calls a point of four; B, who holds five hearts, says "good" by mistake."""
    deal = deal_to("KS QS JS TS KD QD JD TD 9H 8H 7H TC", "AH KH QH JH TH AC KC QC JC 9S 8S 7S")
    return deal.apply(Call("A", PointClaim(4))).apply(Reply("B", Answer.GOOD))


def test_law_51_a_reply_corrected_in_time_makes_the_call_not_good() -> None:
    """Law 51: the younger may correct "good" to "not good" before the elder calls
    again or leads; the call is then not good and the elder does not score it.
    (Kills ignoring the correction in ``correct_call`` or ``_correct_reply``.)"""
    deal = _miscalled_good().apply(Correct("B", Answer.NOT_GOOD))
    deal = deal.apply(Call("A", SequenceClaim(4, Rank.KING))).apply(Reply("B", Answer.NOT_GOOD))
    deal = deal.apply(Play("A", cards("KS")))
    got = [(i.player, i.item) for i in deal.score().items]
    assert ("A", "point") not in got


def test_law_51_a_reply_corrected_after_the_elder_called_again_is_too_late() -> None:
    """Law 51: once the elder has called again the reply stands: the correction is
    ruled too late and the elder keeps the point allowed him.  (Kills removing
    the "too late" test of ``_correct_reply``.)"""
    deal = _miscalled_good().apply(Call("A", SequenceClaim(4, Rank.KING)))
    new, rulings = rulings_on(deal, Correct("B", Answer.NOT_GOOD))
    assert rulings and 51 in rulings[-1].cited("law") and rulings[-1].decision.startswith("Too late")
    new = new.apply(Reply("B", Answer.NOT_GOOD)).apply(Play("A", cards("KS")))
    assert ("A", "point") in [(i.player, i.item) for i in new.score().items]


# -- Case III: a fresh deal by agreement


def test_case_iii_a_player_cannot_accept_his_own_offer_of_a_fresh_deal() -> None:
    """Case III: a fresh deal by offer needs the adversary's agreement; the player
    who offered it accepting it himself is ruled on and the deal goes on.  (Kills
    dropping ``e.elector == who`` in ``accept_proposal``.)"""
    deal = Deal.dealt("B", "A", HANDS, STOCK).apply(Propose("A", "fresh deal"))
    new, rulings = rulings_on(deal, Accept("A", "fresh deal"))
    assert rulings and "III" in rulings[-1].cited("case")
    assert new.state.phase is not Phase.VOID


def test_case_iii_a_deal_void_by_agreement_scores_nothing() -> None:
    """Case III: the deal given up by agreement does not count: it scores nothing
    for either player.  (Kills a void deal scoring anything in ``score_deal``.)"""
    deal = Deal.dealt("B", "A", HANDS, STOCK).apply(Propose("A", "fresh deal")).apply(Accept("B", "fresh deal"))
    assert deal.state.phase is Phase.VOID
    assert deal.score().totals == {"A": 0, "B": 0} and deal.score().items == ()


# -- Law 44: an option is taken among the choices offered


def test_law_44_a_choice_not_offered_is_of_no_effect() -> None:
    """Law 44 (and Case XIV): the injured player elects among the choices the law
    gives; naming another is ruled of no effect, and the option stays open.  (Kills
    dropping the test of ``chosen is None`` in ``piquet.rules.elections``.)"""
    deal = Deal.dealt("B", "A", HANDS, STOCK).apply(Discard("B", Hand.parse("7S 9H 7H"))).apply(Take("B", 3))
    open_keys = {e.key for e in deal.state.elections}
    assert "law-44" in open_keys
    assert 44 in of_no_effect(deal, Elect("A", "no such choice", "law-44"))
    assert "law-44" in {e.key for e in deal.apply(Elect("A", "no such choice", "law-44")).state.elections}


# -- Cases XV, XVI and Law 59 V: "how many?" answered in words


def test_case_xv_a_true_count_in_words_draws_no_ruling() -> None:
    """Cases XV, XVI: "how many spades?" asks after the cards declared.  A true
    answer, in words or figures, misinforms nobody; a wrong one does (Law 59 V).
    (Kills moving the numbers of the words "two", "one", "none", "zero", "no".)"""
    deal = declared(deal_to(ELDER_FINAL, YOUNGER_FINAL))
    for card, reply in (("AS", None), ("KS", None), ("QS", "two"), ("JS", "one"), ("TS", "none")):
        deal = deal.apply(Play("A", cards(card))).apply(Play("B", (lowest_legal(deal, "B"),)))
        if reply is None:
            continue
        for word in (reply, "zero", "no") if reply == "none" else (reply,):
            deal = deal.apply(Ask("B", "how many", "spades"))
            deal, rulings = rulings_on(deal, AnswerQuestion("A", word))
            assert not rulings, (word, [r.decision for r in rulings])
    deal = deal.apply(Ask("B", "how many", "spades"))
    _, rulings = rulings_on(deal, AnswerQuestion("A", "two"))
    assert rulings and 59 in rulings[-1].cited("law")


def test_law_71_a_concession_out_of_the_last_deal_is_of_no_effect_and_a_contradiction_names_its_maker() -> None:
    """Laws 71, 73: a hand is thrown down only in the last deal; elsewhere it is
    ruled of no effect against its maker.  An act the record contradicts names the
    player who made it.  (Kills inverting ``who is None`` in
    ``piquet.rules.common.contradiction``.)"""
    deal = declared(deal_to(ELDER_FINAL, YOUNGER_FINAL))
    _, done = deal.step(Concede("B"))
    assert done.rulings[0].offender is None and 71 in done.rulings[0].cited("law")  # no one is named where nothing was done against a law (docs/decisions.rst, 'Who is named in error')
    error = refused(deal, Discard("B", deal.state.hand(0)))
    assert error.player == "B"


def test_law_71_a_drawn_partie_wins_nothing() -> None:
    """Law 71: equal totals after the deals due make a drawn partie: nobody wins,
    nothing is won and there is no rubicon."""
    from piquet.game.partie import settle

    drawn = settle({"A": 120, "B": 120})
    assert (drawn.winner, drawn.points_won, drawn.rubicon) == (None, 0, False)


# -- Law 59 III: a lead out of turn taken back


def test_law_59_iii_a_lead_out_of_turn_taken_back_leaves_the_lead_to_the_trick_winner() -> None:
    """Law 59 III: a card led out of turn may be taken back until the adversary
    plays to it; the lead then belongs to the winner of the last trick, not to the
    elder hand.  (Kills ``_rightful_leader`` always naming the elder, and the
    retake of the card led being refused.)"""
    from piquet.game.acts import Retake

    deal = declared(deal_to(ELDER_FINAL, YOUNGER_FINAL))
    deal = deal.apply(Play("A", cards("7C"))).apply(Play("B", cards("TC")))
    assert deal.state.tricks[-1].winner == 1  # B won the first trick and leads
    deal, rulings = rulings_on(deal, Play("A", cards("AS")))
    assert rulings and 59 in rulings[-1].cited("law")
    deal, rulings = rulings_on(deal, Retake("A", Hand.parse("AS")))
    assert rulings and 59 in rulings[-1].cited("law")
    assert deal.state.leader == 1 and not deal.state.pending
    assert Card.parse("AS") in deal.state.hand(0)


# -- Law 14: a faced card


def test_law_14_a_card_faced_in_the_stock_makes_a_fresh_deal() -> None:
    """Law 14: a card found face up in the stock calls for a fresh deal by the same
    dealer: the deal is void.  (Kills ``in_stock`` inverted in ``faced_card``.)"""
    from piquet.game.acts import FacedCard

    deal = Deal.dealt("B", "A", HANDS, STOCK)
    deal, rulings = rulings_on(deal, FacedCard("A", Card.parse(STOCK.split()[-1])))
    assert rulings and 14 in rulings[-1].cited("law")
    assert deal.state.phase is Phase.VOID


def test_law_14_a_card_in_a_hand_after_the_exchange_began_is_no_faced_card() -> None:
    """Law 14 speaks of the pack when dealing and the stock when taking in: a card
    already taken into a hand once the exchange has begun cannot be "found face
    up" there, and the record is contradicted.  (Kills dropping that test.)"""
    from piquet.game.acts import FacedCard

    deal = Deal.dealt("B", "A", HANDS, STOCK).apply(Exchange("A", Hand.parse("KS 8C 7C 9D 8D")))
    held = next(iter(deal.state.hand(0)))
    error = refused(deal, FacedCard("A", held))
    assert 14 in error.laws


# -- Law 57: cards left when the adversary played with fewer than twelve


def test_law_57_a_card_left_against_a_short_hand_counts_as_a_trick_to_its_holder() -> None:
    """Laws 30, 57: the younger, having put out four and taken three, plays with
    eleven; the elder's card left when the younger's hand is empty counts as a
    trick to the elder, the twelfth, so the elder also scores the last trick.
    (Kills inverting ``not state.hands[1 - holder]`` in ``uncontested``.)"""
    from piquet.rules.scoring import play_scores, uncontested
    from tests.dealing import play_out

    deal = Deal.dealt("B", "A", HANDS, STOCK)
    deal = deal.apply(Discard("B", Hand.parse("7S 9H 7H")))
    deal = deal.apply(Exchange("A", Hand.parse("KS 8C 7C 9D 8D")))
    deal = deal.apply(Discard("B", Hand.parse("TS"))).apply(Take("B", 3))
    deal = play_out(declared(deal))
    state = deal.state
    assert len(state.tricks) == 11 and state.hands[0].bit_count() == 1 and not state.hands[1]
    assert uncontested(state) == (0, 1)
    assert play_scores(state)[-2:] == ((0, 1), (0, 1))  # the card led, and the last trick


def test_law_33_the_elder_who_left_no_card_has_none_to_look_at() -> None:
    """Law 33: the elder may look at the cards he leaves; having taken all five he
    left none, and a look at them contradicts the record.  (Kills moving the
    ``left_by_elder == 0`` test in ``look_at_left``.)"""
    deal = Deal.dealt("B", "A", HANDS, STOCK).apply(Exchange("A", Hand.parse("KS 8C 7C 9D 8D")))
    assert deal.state.left_by_elder == 0
    assert 33 in of_no_effect(deal, LookAtLeft("A"))


def test_case_iii_a_fresh_deal_already_on_offer_is_not_offered_again() -> None:
    """Case III: an offer of a fresh deal stays open until accepted or refused; a
    second offer while it is open contradicts the record."""
    deal = Deal.dealt("B", "A", HANDS, STOCK).apply(Propose("A", "fresh deal"))
    of_no_effect(deal, Propose("B", "fresh deal"))


def test_law_59_iv_a_claimed_revoke_takes_up_every_card_from_the_first_revoke() -> None:
    """Law 59 IV: when a revoke is claimed, the revoking card and every card played
    after it are taken up.  With two revokes, the first fixes where the play is
    taken up, so both revoking cards go back to the hand and no trick stands.
    (Kills taking the last revoke instead of the first in ``claim_revoke``.)"""
    from piquet.game.acts import PenaltyClaim

    deal = declared(deal_to(ELDER_FINAL, YOUNGER_FINAL))
    for lead, revoke in (("AH", "KD"), ("8H", "QD")):  # B holds hearts both times
        deal = deal.apply(Play("A", cards(lead))).apply(Play("B", cards(revoke)))
    assert len(deal.state.revokes) == 2
    deal, rulings = rulings_on(deal, PenaltyClaim("A", "revoke"))
    assert rulings and 59 in rulings[-1].cited("law")
    assert not deal.state.tricks
    assert {Card.parse("KD"), Card.parse("QD")} <= set(deal.state.hand(1))


def test_law_59_v_the_misinformed_player_retakes_every_card_played_after_the_answer() -> None:
    """Law 59 V, Case XV: A, asked how many spades he has of those declared, says
    three while he has four; B may retake every card played after the answer.
    Electing to, the trick played since is taken up, the one before stands.
    (Kills ``election.event is not None`` inverted in ``retake_after_misinformation``.)"""
    deal = declared(deal_to(ELDER_FINAL, YOUNGER_FINAL))
    deal = deal.apply(Play("A", cards("AS"))).apply(Play("B", cards("TC")))
    deal = deal.apply(Ask("B", "how many", "spades"))
    deal, rulings = rulings_on(deal, AnswerQuestion("A", "three"))
    assert rulings and 59 in rulings[-1].cited("law")
    deal = deal.apply(Play("A", cards("KS"))).apply(Play("B", cards("JC")))
    assert len(deal.state.tricks) == 2
    deal = deal.apply(Elect("B", "retake", "law-59-v"))
    assert len(deal.state.tricks) == 1
    assert Card.parse("KS") in deal.state.hand(0) and Card.parse("JC") in deal.state.hand(1)
    assert Card.parse("AS") not in deal.state.hand(0)


def test_law_55_a_question_once_answered_is_not_answered_again() -> None:
    """Law 55: an answer answers the question put; a second answer with no new
    question is no answer to anything, and the record is contradicted.  (Kills
    ``said.kind == "answer"`` inverted in ``_last_question``.)"""
    deal = declared(deal_to(ELDER_FINAL, YOUNGER_FINAL)).apply(Play("A", cards("AS")))
    deal = deal.apply(Ask("B", "how many", "spades")).apply(AnswerQuestion("A", "four"))
    of_no_effect(deal, AnswerQuestion("A", "four"))


def test_law_46_a_quart_called_to_its_top_card_and_held_is_scored() -> None:
    """Laws 46, 63: the elder calls a quart to the king, naming its top card, and
    holds it; allowed good, it scores four.  (Kills the comparison of the named
    top card with the quart held being inverted in ``_held``.)"""
    deal = deal_to("KS QS JS TS KD QD JD TD 9H 8H 7H TC", "AH KH QH JH TH AC KC QC JC 9S 8S 7S")
    deal = deal.apply(Call("A", PointClaim(4))).apply(Reply("B", Answer.NOT_GOOD))
    deal = deal.apply(Call("A", SequenceClaim(4, Rank.KING))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Play("A", cards("KS")))
    assert ("A", "sequence", 4) in [(i.player, i.item, i.points) for i in deal.score().items]


def test_law_36_no_cards_left_in_the_stock_none_to_look_at() -> None:
    """Law 36 lets the younger look at the cards he left; having taken all three
    he left none, and a look at them contradicts the record.  (Kills dropping the
    empty-stock test in ``look_at_left``.)"""
    deal = Deal.dealt("B", "A", HANDS, STOCK).apply(Exchange("A", Hand.parse("KS 8C 7C 9D 8D")))
    deal = declared(deal.apply(Exchange("B", Hand.parse("7S 9H 7H")))).apply(Play("A", cards("AH")))
    assert not deal.state.stock
    assert 36 in of_no_effect(deal, LookAtLeft("B"))


def test_law_56_a_call_unanswered_when_the_younger_plays_is_taken_as_good() -> None:
    """Laws 46, 56: the younger who plays to the first trick without answering the
    elder's call allows it: the call scores.  (Kills dropping the unanswered-call
    step of ``first_trick``.)"""
    deal = deal_to("KS QS JS TS KD QD JD TD 9H 8H 7H TC", "AH KH QH JH TH AC KC QC JC 9S 8S 7S")
    deal = deal.apply(Call("A", PointClaim(4))).apply(Play("A", cards("KS")))
    deal, rulings = rulings_on(deal, Play("B", cards("9S")))
    assert any(56 in r.cited("law") for r in rulings)
    assert ("A", "point", 4) in [(i.player, i.item, i.points) for i in deal.score().items]


def test_case_xv_a_true_count_of_seven_in_words_draws_no_ruling() -> None:
    """Cases XV, XVI with a huitieme declared: after a lead of another suit the
    elder still has all eight spades, then seven.  (Kills moving the numbers of the
    words "eight" and "seven".)"""
    deal = declared(deal_to("AS KS QS JS TS 9S 8S 7S AH AD AC KC", "KH QH JH TH 9H 8H 7H KD QD JD TD QC"))
    for card, reply in (("AC", "eight"), ("AS", "seven")):
        deal = deal.apply(Play("A", cards(card))).apply(Play("B", (lowest_legal(deal, "B"),)))
        deal = deal.apply(Ask("B", "how many", "spades"))
        deal, rulings = rulings_on(deal, AnswerQuestion("A", reply))
        assert not rulings, (reply, [r.decision for r in rulings])


def test_law_27_the_elder_exposing_a_card_of_the_younger_s_share_injures_the_younger() -> None:
    """Law 27: the elder who exposes one of the bottom three cards of the stock (the
    younger's share) reckons nothing that deal; the ruling names him the offender
    and the younger the injured party, who may decline the penalty (Law 44)."""
    from piquet.game.acts import Expose

    deal = Deal.dealt("B", "A", HANDS, STOCK)
    deal, rulings = rulings_on(deal, Expose("A", Hand.parse(STOCK.split()[-1])))
    assert rulings and 27 in rulings[-1].cited("law")
    assert (rulings[-1].offender_label, rulings[-1].injured_label) == ("A", "B")


def test_law_27_the_younger_exposing_a_card_of_his_own_share_is_not_penalised() -> None:
    """Law 27 punishes exposing the adversary's cards of the stock: the younger who
    exposes one of the bottom three (his own share) reckons as usual.  (Kills the
    younger being judged by the elder's share in ``stock_cards_are_adversarys``.)"""
    from piquet.game.acts import Expose

    deal = Deal.dealt("B", "A", HANDS, STOCK).apply(Exchange("A", Hand.parse("KS 8C 7C 9D 8D")))
    deal, rulings = rulings_on(deal, Expose("B", Hand.parse(STOCK.split()[-1])))
    assert rulings and 27 in rulings[-1].cited("law")
    assert rulings[-1].penalty is None and rulings[-1].offender is None


def test_law_59_the_follower_plays_to_a_lead_and_the_trick_winner_leads() -> None:
    """Law 59 (the play): to a card led, the adversary plays next; a trick played,
    its winner leads.  The referee names who is to act accordingly."""
    deal = declared(deal_to(ELDER_FINAL, YOUNGER_FINAL)).apply(Play("A", cards("7C")))
    assert deal.current_player() == "B"
    deal = deal.apply(Play("B", cards("TC")))
    assert deal.current_player() == "B"


def test_laws_21_22_the_elder_exchanges_first_and_an_open_offer_does_not_stop_the_game() -> None:
    """Laws 21, 22: the elder takes in first, then the younger.  An offer of a fresh
    deal (Case III) does not hold the game up: until it is accepted, the player
    whose turn it is still acts."""
    deal = Deal.dealt("B", "A", HANDS, STOCK)
    assert deal.current_player() == "A"
    assert deal.apply(Propose("A", "fresh deal")).current_player() == "A"
    deal = deal.apply(Exchange("A", Hand.parse("KS 8C 7C 9D 8D")))
    assert deal.current_player() == "B"


# -- Laws 24, 37: cards mixed with a discard


def test_law_24_a_card_mixed_with_the_discard_before_taking_in_is_simply_discarded() -> None:
    """Law 24: before he takes in, a card of his hand that a player mixes with his
    discard is discarded, with no ruling.  (Kills that act being refused or ruled
    on like the younger's mixing of cards he left, Law 37.)"""
    from piquet.game.acts import Mix

    deal = Deal.dealt("B", "A", HANDS, STOCK).apply(Exchange("A", Hand.parse("KS 8C 7C 9D 8D")))
    card = next(iter(deal.state.hand(1)))
    deal, rulings = rulings_on(deal, Mix("B", Hand.of([card]), "discard"))
    assert not rulings
    assert card not in deal.state.hand(1)


def test_law_37_the_younger_mixing_the_cards_he_left_with_his_discard_is_ruled_on() -> None:
    """Law 37: the younger who mixes the cards he left with his discard without
    showing them lets the elder see that discard once he has led: a ruling
    against the younger, citing Law 37.  (Kills dropping or inverting that case
    in ``mix_with_discard``.)"""
    from piquet.game.acts import Mix

    deal = Deal.dealt("B", "A", HANDS, STOCK).apply(Exchange("A", Hand.parse("KS 8C 7C 9D 8D")))
    deal = deal.apply(Exchange("B", Hand.parse("7S")))
    left = deal.state.setup.stock[6:8]
    assert tuple(deal.state.stock) == tuple(left)
    deal, rulings = rulings_on(deal, Mix("B", Hand.parse(" ".join(STOCK.split()[6:8])), "discard"))
    assert rulings and 37 in rulings[-1].cited("law") and rulings[-1].offender_label == "B"


# -- Law 46: everything declared at once, after the exchange and before the lead


def test_law_46_everything_is_declared_at_once_only_before_the_first_lead_and_any_call() -> None:
    """The record's "declare all" stands for the whole dialogue of Law 46: once a
    card has been led it comes too late, and once a call has been answered it is
    of no effect; it happened, so it is ruled on, never refused (issue #34).
    (Kills dropping either test at the head of ``declare_all``.)"""
    from lawkit.ruling import Outcome as RulingOutcome
    from piquet.game.acts import DeclareAll

    deal = deal_to(ELDER_FINAL, YOUNGER_FINAL)
    led = deal.apply(Play("A", cards("AS")))
    after, (late,) = rulings_on(led, DeclareAll(None))
    assert late.outcome is RulingOutcome.TOO_LATE and after.state.hand_scores == led.state.hand_scores
    called = deal.apply(Call("A", PointClaim(5))).apply(Reply("B", Answer.GOOD))
    assert of_no_effect(called, DeclareAll(None)) == (46,)


def test_law_26_a_card_mixed_with_the_discard_after_taking_in_stays_there() -> None:
    """Law 26: after taking in, a card of the hand mixed with the discard stays
    there and the player plays short (Law 57); it is no case of Law 37, which is
    the younger's mixing of the cards he left.  (Kills every mixing after taking
    in being ruled under Law 37.)"""
    from piquet.game.acts import Mix

    deal = Deal.dealt("B", "A", HANDS, STOCK).apply(Exchange("A", Hand.parse("KS 8C 7C 9D 8D")))
    card = next(iter(deal.state.hand(0)))
    deal, rulings = rulings_on(deal, Mix("A", Hand.of([card]), "discard"))
    assert rulings and 26 in rulings[-1].cited("law") and 37 not in rulings[-1].cited("law")
    assert deal.state.hand(0).__len__() == 11


def test_case_xvi_how_many_counts_a_card_of_a_set_declared() -> None:
    """Cases XV, XVI: "how many hearts?" asks after the hearts reckoned or declared,
    and a card declared in a trio is one of them: the elder, who declared his
    point and quint in spades and three aces, has one heart declared (the ace).
    (Kills sets being left out of ``declared_cards``.)"""
    deal = declared(deal_to(ELDER_FINAL, YOUNGER_FINAL))
    assert ("A", "set") in [(i.player, i.item) for i in deal.score().items]
    deal = deal.apply(Play("A", cards("7C"))).apply(Play("B", cards("TC")))
    deal = deal.apply(Ask("B", "how many", "hearts"))
    _, rulings = rulings_on(deal, AnswerQuestion("A", "one"))
    (stands,) = rulings  # he holds three hearts: the true count of one stands by custom, without remedy (Case XVI)
    assert stands.decision.startswith("The answer stands") and stands.offender is None and not stands.options


def test_law_43_the_younger_with_thirteen_and_a_stock_of_seven_takes_two_for_three() -> None:
    """Law 43: the younger dealt thirteen, the stock holding seven, discards one
    more than he takes.  The elder stands and takes his five; the younger puts
    out three and takes the two left, with no ruling, and holds twelve; putting
    out only two, he keeps thirteen and is ruled on under Law 43."""
    from piquet.game.acts import AnnounceHand

    record = json.loads((Path(__file__).resolve().parents[1] / "examples" / "disputes" / "law-41-43-thirteen-cards-stood.json").read_text())
    dealt = record["deals"][1]
    assert len(dealt["hands"]["A"].split()) == 13 and len(dealt["stock"].split()) == 7
    deal = Deal.dealt("A", "B", dealt["hands"], dealt["stock"])
    deal = deal.apply(AnnounceHand("A", 13)).apply(Elect("B", "stand"))
    deal = deal.apply(Exchange("B", Hand.parse("9H 7H 7D 9C 7C")))
    regular = deal.apply(Discard("A", Hand.parse("7S 8D 8C")))
    regular, rulings = rulings_on(regular, Take("A", 2))
    assert not rulings, [r.decision for r in rulings]
    assert regular.state.hand(1).__len__() == 12 and not regular.state.stock
    # putting out only two for the two taken keeps thirteen: that is ruled on
    short = deal.apply(Discard("A", Hand.parse("7S 8D")))
    short, rulings = rulings_on(short, Take("A", 2))
    assert rulings and 43 in {n for r in rulings for n in r.cited("law")}, [r.cited("law") for r in rulings]
