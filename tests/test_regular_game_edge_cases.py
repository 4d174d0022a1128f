"""Edge cases of the regular game, checked against the Laws (1882), the Cases and the Description.

Found by an adversarial review: the first group were bugs (a legal act
refused, an illegal one accepted, a wrong score), now fixed; the rest are
tricky cases that were right all along.  Each docstring states the rule in
our words and what is expected.

Hands are those held after the exchange unless a test deals explicitly
(``tests.dealing.deal_to``: B deals, A is the elder hand).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from piquet import Card, Deal, Hand, Contradiction
from piquet.table.cards import Rank, Suit
from piquet.game.acts import (
    Answer,
    Call,
    Concede,
    Discard,
    Exchange,
    Play,
    PointClaim,
    Reckon,
    Reply,
    SequenceClaim,
    SetClaim,
    Take,
)
from piquet.game.partie import Partie, settle
from tests.dealing import deal_to, declared, play_out

EXAMPLE = json.loads((Path(__file__).resolve().parents[1] / "examples" / "description-example.json").read_text())
HANDS = EXAMPLE["deals"][0]["hands"]
STOCK = EXAMPLE["deals"][0]["stock"]


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in text.split())


def items(deal: Deal) -> list[tuple[str, str, int]]:
    return [(i.player, i.item, i.points) for i in deal.score().items]


def accepted(deal: Deal, event: Any) -> Deal:
    """Apply an act the Laws allow; a refusal is reported as the finding."""
    try:
        return deal.apply(event)
    except Contradiction as error:  # pragma: no cover - the message is the finding
        pytest.fail(f"legal act refused: {event!r} -> {error}")


# =====================================================================================
# FINDINGS (fail until fixed)
# =====================================================================================


def test_law_46_case_i_barred_younger_still_reckons_a_point_of_the_called_number() -> None:
    """Law 46 / Case I: asking what the elder's point makes bars the younger only
    from counting a point of MORE cards than the elder called; a point of the same
    number of cards that is better in value is still his to reckon.

    A calls four cards; B (five hearts, and four clubs making 41) asks what they
    make; A says forty; B says not good and, after the lead, reckons his four clubs
    making forty-one.
    Expected: the reckoning is accepted and B scores 4 for point.
    """
    deal = deal_to("KS QS JS TS KD QD JD TD 9H 8H 7H TC", "AH KH QH JH TH AC KC QC JC 9S 8S 7S")
    deal = deal.apply(Call("A", PointClaim(4))).apply(Reply("B", Answer.WHAT_DO_THEY_MAKE))
    deal = deal.apply(Call("A", PointClaim(4, 40))).apply(Reply("B", Answer.NOT_GOOD))
    deal = deal.apply(Play("A", cards("KS")))
    deal = accepted(deal, Reckon("B", PointClaim(4, 41, Suit.CLUBS)))
    assert ("B", "point", 4) in items(deal)


def test_law_24_case_v_a_discard_may_be_altered_until_a_card_of_the_stock_is_taken() -> None:
    """Law 24 fixes a discard only once the player has taken up a card of the stock;
    before that he may alter it.  Case V: the younger, having discarded three
    before the elder took in, may alter his discard when the elder leaves a card
    (and Law 34 entitles him to take the card left).

    B discards three first; A exchanges four (leaving one); B adds a card to his
    discard and takes four.
    Expected: accepted; B holds KD (the card A left).
    """
    deal = Deal.dealt("B", "A", HANDS, STOCK)
    deal = deal.apply(Discard("B", Hand.parse("7S 9H 7H")))
    deal = deal.apply(Exchange("A", Hand.parse("8C 7C 9D 8D")))
    assert deal.state.left_by_elder == 1
    deal = accepted(deal, Discard("B", Hand.parse("TS")))
    deal = accepted(deal, Take("B", 4))
    assert Card.parse("KD") in deal.state.hand(1)


def test_law_71_last_hand_concession_by_the_elder_leaves_the_younger_his_hand() -> None:
    """Description (last hand of a partie, Laws 71-73): a player who cannot save
    his rubicon may throw down his hand before the play; his adversary counts
    thirteen in play (the twelve tricks, the last counting two) and ten for the cards.  Nothing takes away what the
    adversary holds good in hand: the younger reckons his hand when the elder
    has finished calling (Law 55).

    A (elder) calls his point, B says not good (he holds six hearts), A throws
    down his hand before leading.
    Expected: B still reckons his point of six (and his sixieme), so B's score
    includes ('point', 6) besides play 13 and cards 10.
    """
    deal = deal_to(
        "AS KS QS JS 7S 8H 7H 9D 8D 7D 9C 8C",
        "AH KH QH JH TH 9H AD KD QD AC KC QC",
        last_of_partie=True,
    )
    deal = deal.apply(Call("A", PointClaim(5))).apply(Reply("B", Answer.NOT_GOOD))
    deal = deal.apply(Concede("A"))
    try:
        deal = deal.apply(Reckon("B", PointClaim(6)))
    except Contradiction:
        pass  # an implementation may instead reckon it for him: the score decides
    got = items(deal)
    assert ("B", "play", 13) in got and ("B", "cards", 10) in got
    assert ("B", "point", 6) in got


def test_law_71_last_hand_concession_by_the_younger_does_not_cut_short_the_elders_calls() -> None:
    """Description (last hand of a partie, Laws 71-73): the thrown-down hand gives up
    the conceder's points in play, not his adversary's hand: the elder calls and
    reckons all he has good before the play (Laws 46-49, 55).

    A's point is allowed good; before A calls his quint major and three aces, B
    throws down his hand.
    Expected: either the concession waits until A has finished calling, or A may
    still call his quint afterwards: A's score includes ('sequence', 15).
    """
    deal = deal_to("AS KS QS JS TS AH 8H 7H AD 9D 8C 7C", "KH QH JH TH 9H KD QD TD KC QC JC TC", last_of_partie=True)
    deal = deal.apply(Call("A", PointClaim(5))).apply(Reply("B", Answer.GOOD))
    try:
        after = deal.apply(Concede("B"))
    except Contradiction:
        return  # refusing the concession until the elder has finished calling is also right
    after = accepted(after, Call("A", SequenceClaim(5, Rank.ACE)))
    after = accepted(after, Reply("B", Answer.GOOD))
    assert ("A", "sequence", 15) in items(after)


def test_law_49_a_second_tierce_minor_named_as_such_is_the_one_not_yet_reckoned() -> None:
    """Law 49 and the Description: the elder whose first sequence is allowed good
    reckons any others equal to or lower than it; with a quart minor and a tierce
    minor, a tierce minor called and allowed good lets him reckon two tierce
    minors (but not the quart).

    A holds T-9-8-7 of spades and 9-8-7 of hearts; calls 'tierce minor' (good),
    then 'tierce minor' again.
    Expected: the second call stands for the tierce minor not yet reckoned (the
    hearts): two tierce minors, 6 for sequences.
    """
    deal = deal_to("TS 9S 8S 7S 9H 8H 7H AD KD JD AC KC", "AS KS JS AH KH JH TH QD TD 8D 7D QC")
    deal = deal.apply(Call("A", SequenceClaim(3, Rank.NINE))).apply(Reply("B", Answer.GOOD))
    assert 49 in _refused_laws(deal, Call("A", SequenceClaim(4, Rank.TEN)))  # not the quart: correct
    deal = accepted(deal, Call("A", SequenceClaim(3, Rank.NINE)))
    assert sum(p for who, item, p in items(deal) if who == "A" and item == "sequence") == 6


def test_law_48_law_64_a_trio_called_without_its_rank_is_the_best_trio_held() -> None:
    """Laws 48 and 64: a trio good against the cards may be called by its number
    alone ('three'); like a point or sequence called by its size, the call stands
    for the best such combination held.  A holds three aces (good against the
    cards: he holds a king, a queen, a knave and all four tens, so no quatorze is
    possible against him) and four tens.

    Expected: 'three' is three aces; B's 'not good' (three kings) is ruled on
    as a reply his cards contradict (Law 54), and allowed good it is recorded
    as 'three aces'.
    """
    deal = deal_to("AS AH AD TS TH TD TC KS QS JS 9S 8S", "KH QH JH KD QD JD KC QC JC AC 9H 8H")
    deal = deal.apply(Call("A", PointClaim(7))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Call("A", SetClaim(3)))
    good = deal.apply(Reply("B", Answer.GOOD))
    assert [i.detail for i in good.score().items if i.item == "set"] == ["three aces"]
    assert 54 in _refused_laws(deal, Reply("B", Answer.NOT_GOOD))


def test_law_56_case_iv_elder_reckons_an_omitted_lesser_sequence_before_the_younger_plays() -> None:
    """Law 56 (and Case IV, the Description's 'rectify the omission'): until the
    younger has played to the first trick either player may still reckon what he
    omitted.  The elder, whose quart major was allowed good, may after leading
    add his tierce minor (a lesser sequence that Law 49 lets him reckon without a
    reply).

    Expected: accepted; A's sequences total 4 + 3.
    """
    deal = deal_to("AS KS QS JS 9H 8H 7H AD KD 8C 7C 9C", "TS 9S 8S QH JH TH AH QD JD TD AC KC")
    deal = deal.apply(Call("A", PointClaim(4))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Call("A", SequenceClaim(4, Rank.ACE))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Play("A", cards("AS")))
    deal = accepted(deal, Call("A", SequenceClaim(3, Rank.NINE)))
    assert sum(p for who, item, p in items(deal) if who == "A" and item == "sequence") == 7


def _refused_laws(deal: Deal, event: Any) -> tuple[int, ...]:
    """Not accepted as a regular act: refused as contradicting the record, or ruled on; the laws cited."""
    try:
        _, done = deal.step(event)
    except Contradiction as error:
        return error.laws
    assert done.rulings, f"{event} was accepted as a regular act"
    return tuple(int(n) for r in done.rulings for n in r.cited("law"))


# =====================================================================================
# REGRESSIONS: tricky cases checked and found correct
# =====================================================================================


def test_law_18_younger_carte_blanche_saves_the_elders_repique_and_pique() -> None:
    """Laws 18, 61, 68, 69: the younger's carte blanche reckons first of all, so the
    elder's 41 in hand (point, quint, quart, quatorze, trio) is no repique, and no
    pique either; the carte blanche scores ten."""
    deal = Deal.dealt(
        "B",
        "A",
        {"A": "AS KS QS JS TS AH KH QH AD KD QD AC", "B": "9S 8S 7S 9H 8H 7H 9D 8D 7D 9C 8C 7C"},
        "JH TH JD TD KC QC JC TC",
    )
    deal = deal.apply(Exchange("A", Hand.parse("QD"))).apply(Exchange("B", Hand.parse("7C")))
    deal = play_out(declared(deal))
    score = deal.score()
    assert ("B", "carte blanche", 10) == items(deal)[0]
    assert sum(i.points for i in score.items if i.player == "A" and i.item in ("point", "sequence", "set")) == 41
    assert score.repique is None and score.pique is None


def test_law_18_elder_carte_blanche_counts_toward_his_repique() -> None:
    """Law 18 and the Description: a carte blanche counts toward a repique; carte
    blanche (10), a point of six (6) and a quint (15) make 31 before anything
    the younger can count: repique."""
    deal = Deal.dealt(
        "B",
        "A",
        {"A": "AS TS 9S 8S 7S AH TH 9H AD TD AC TC", "B": "KS QS KH QH JH KD QD JD KC QC JC 8H"},
        "JS 7H 9D 8D 7D 9C 8C 7C",
    )
    deal = deal.apply(Exchange("A", Hand.parse("TC"))).apply(Exchange("B", Hand.parse("8H")))
    deal = declared(deal)
    assert deal.state.carte_blanche == (True, False)
    assert deal.score().repique == "A"


def test_law_68_elder_repiques_though_the_younger_has_the_point_equal() -> None:
    """Law 68 and the Description: equalities save nothing.  Point equal (six making
    57 each), sixieme to a king (16) and four tens (14) make thirty: repique,
    whether by declaring all or by the dialogue."""
    elder = "KS QS JS TS 9S 8S TH TD TC 8H 7D 7C"
    younger = "AH KH QH JH 9H 7H 9D 8D 9C 8C 7S AD"
    assert declared(deal_to(elder, younger)).score().repique == "A"
    deal = deal_to(elder, younger)
    deal = deal.apply(Call("A", PointClaim(6))).apply(Reply("B", Answer.EQUAL))
    deal = deal.apply(Call("A", PointClaim(6, 57))).apply(Reply("B", Answer.EQUAL))
    deal = deal.apply(Call("A", SequenceClaim(6, Rank.KING))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Call("A", SetClaim(4, Rank.TEN))).apply(Reply("B", Answer.GOOD))
    score = deal.score()
    assert score.repique == "A"
    assert [(i.item, i.points) for i in score.items if i.player == "A"] == [("sequence", 16), ("set", 14), ("repique", 60)]
    assert 62 in _refused_laws(deal.apply(Play("A", cards("KS"))), Reckon("B", PointClaim(6)))


def test_law_69_pique_on_the_thirtieth_point_by_a_losing_lead() -> None:
    """Law 69 and the Description: with 29 in hand and the younger having counted
    nothing, the elder's next lead makes thirty and wins the pique even though
    the younger wins that trick (the lead counts before the win)."""
    deal = declared(deal_to("AS KS QS JS TS 9S 8S 7S KH QH JH 7D", "AH TH 8H 7H KD QD TD 9D JC 9C 8C 7C"))
    assert sum(p for who, _, p in items(deal) if who == "A") == 29
    assert not [x for x in items(deal) if x[0] == "B"]
    deal = play_out(deal, ["7D"])
    assert deal.state.tricks[0].winner == 1
    assert deal.score().pique == "A"


def test_law_69_pique_not_won_when_the_thirtieth_point_follows_the_younger_winning() -> None:
    """Law 69: with 28 in hand a losing lead makes only 29 and the younger then
    counts one for winning it: no pique."""
    deal = declared(deal_to("AS KS QS JS TS 9S 8S 7S KH QH 8H 7D", "AH TH JH 9H KD QD TD 9D JC 9C 8C 7C"))
    assert sum(p for who, _, p in items(deal) if who == "A") == 26  # point 8, huitieme 18
    deal = play_out(deal, ["7D"])
    assert deal.score().pique is None


def test_law_51_a_younger_who_sinks_cannot_reckon_later_and_may_be_piqued() -> None:
    """Laws 46, 51, 69: the younger may allow a call good though he holds better
    (he need not declare); the elder then scores it, the younger cannot reckon
    that category, and his unshown cards do not save a pique."""
    deal = deal_to("AS KS QS JS TS AH AD 9D 8D 7D 8C 7C", "KH QH JH TH 9H 8H KD QD KC QC JC TC")
    deal = deal.apply(Call("A", PointClaim(5))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Call("A", SequenceClaim(5, Rank.ACE))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Call("A", SetClaim(3, Rank.ACE))).apply(Reply("B", Answer.GOOD))
    led = deal.apply(Play("A", cards("AS")))
    assert 51 in _refused_laws(led, Reckon("B", PointClaim(6)))
    assert 51 in _refused_laws(led, Reckon("B", SequenceClaim(6, Rank.KING)))
    deal = play_out(deal, ["AS", "KS", "QS", "JS", "TS", "AH", "AD"])
    score = deal.score()
    assert score.pique == "A" and ("A", "pique", 30) in items(deal)


def test_law_50_elder_calling_less_than_he_holds_abides_by_his_call() -> None:
    """Laws 46, 50: the elder (six spades) calls only five, making 48; the younger's
    five hearts making 51 are not good against the six held but are against the
    call: the younger scores the point."""
    deal = deal_to("AS KS QS 9S 8S 7S 9H 8H 9D 8D 7D 7C", "AH KH QH JH TH AD KD QD AC KC 8C 9C")
    deal = deal.apply(Call("A", PointClaim(5))).apply(Reply("B", Answer.WHAT_DO_THEY_MAKE))
    deal = deal.apply(Call("A", PointClaim(5, 48))).apply(Reply("B", Answer.NOT_GOOD))
    deal = deal.apply(Play("A", cards("7C"))).apply(Reckon("B", PointClaim(5)))
    assert ("B", "point", 5) in items(deal)
    assert not [x for x in items(deal) if x[1] == "point" and x[0] == "A"]


def test_law_49_good_against_the_cards_lets_the_elder_reckon_a_higher_sequence() -> None:
    """Law 49 and the Description's example: a tierce to a queen good against the
    cards, called first and allowed good, lets the elder then reckon his quart to
    a king."""
    deal = deal_to("KH QH JH TH QS JS TS 7S QD 9D QC 9C", "AS KS AH 9H 8H 7H AD KD JD TD AC KC")
    deal = deal.apply(Call("A", SequenceClaim(3, Rank.QUEEN, Suit.SPADES))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Call("A", SequenceClaim(4, Rank.KING)))
    seqs = [(i.detail, i.points) for i in deal.score().items if i.item == "sequence"]
    assert seqs == [("tierce to a queen in spades", 3), ("quart to a king in hearts", 4)]


def test_law_49_sets_good_against_the_cards_then_a_quatorze() -> None:
    """Law 49: three aces good against the cards (no quatorze is possible for the
    younger) called first; the elder may then reckon his four tens."""
    deal = deal_to("AS AH AD TS TH TD TC KS QS JS 9S 8S", "KH QH JH KD QD JD KC QC JC AC 9H 8H")
    deal = deal.apply(Call("A", PointClaim(7))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Call("A", SetClaim(3, Rank.ACE))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Call("A", SetClaim(4, Rank.TEN)))
    assert [(i.detail, i.points) for i in deal.score().items if i.item == "set"] == [("three aces", 3), ("four tens", 14)]


def test_law_49_elder_lesser_sequences_after_good_but_not_a_better_one() -> None:
    """Law 49 and the Description: the elder holding a quart minor and a tierce
    minor who first calls a tierce minor (allowed good) may reckon two tierce
    minors (naming the suit of the second) but not the quart."""
    deal = deal_to("TS 9S 8S 7S 9H 8H 7H AD KD JD AC KC", "AS KS JS AH KH JH TH QD TD 8D 7D QC")
    deal = deal.apply(Call("A", SequenceClaim(3, Rank.NINE, Suit.SPADES))).apply(Reply("B", Answer.GOOD))
    assert 49 in _refused_laws(deal, Call("A", SequenceClaim(4, Rank.TEN)))
    deal = deal.apply(Call("A", SequenceClaim(3, Rank.NINE, Suit.HEARTS)))
    assert [i.points for i in deal.score().items if i.item == "sequence"] == [3, 3]


def test_law_63_equal_sequence_in_the_dialogue_nullifies_the_elders_lesser_ones() -> None:
    """Law 63 and the Description: a tierce major answered 'equal' scores for
    neither, and the elder can reckon no lesser sequence; the younger reckons
    none either."""
    deal = deal_to("AS KS QS 9H 8H 7H 9D 8D 7D JC 9C 8C", "AH KH QH JS TS 9S AD KD AC KC 7S 7C")
    deal = deal.apply(Call("A", PointClaim(3))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Call("A", SequenceClaim(3, Rank.ACE))).apply(Reply("B", Answer.EQUAL))
    assert _refused_laws(deal, Call("A", SequenceClaim(3, Rank.NINE)))
    led = deal.apply(Play("A", cards("AS")))
    assert _refused_laws(led, Reckon("B", SequenceClaim(3, Rank.KNAVE)))
    assert "sequence" not in [x[1] for x in items(led)]


def test_law_47_younger_reckons_in_categories_the_elder_never_called() -> None:
    """Laws 46, 47, 55: the elder calls only his point; after the lead the younger
    reckons his sequence and trio, which the elder never called; in a category
    where only one player holds anything, it is his."""
    deal = deal_to("AS KS JS 9S 7S AH 9H 7H AD 9D 7D 8C", "QH JH TH KD QD JD KC QC JC 8H 8D 7C")
    deal = deal.apply(Call("A", PointClaim(5))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Play("A", cards("AS")))
    deal = deal.apply(Reckon("B", SequenceClaim(3, Rank.KING, Suit.DIAMONDS)))
    deal = deal.apply(Reckon("B", SequenceClaim(3, Rank.QUEEN, Suit.HEARTS)))
    deal = deal.apply(Reckon("B", SetClaim(3, Rank.KNAVE))).apply(Reckon("B", SetClaim(3, Rank.QUEEN)))
    got = items(deal)
    assert ("A", "point", 5) in got
    assert [(w, i, p) for w, i, p in got if w == "B" and i != "play"] == [
        ("B", "sequence", 3), ("B", "sequence", 3), ("B", "set", 3), ("B", "set", 3)
    ]


def test_law_64_younger_with_no_set_cannot_say_not_good() -> None:
    """Law 64 with Law 54: a trio is good against nothing; 'not good' from a younger
    without a set is ruled on as contradicted by his cards, 'good' accepted."""
    deal = deal_to("AS AH AD KS QS JS 9S 8S 7H 8D 7D 9C", "KH QH JH TH 9H KD QD JD 7S 8H TD 8C")
    deal = deal.apply(Call("A", PointClaim(5))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Call("A", SetClaim(3, Rank.ACE)))
    assert 54 in _refused_laws(deal, Reply("B", Answer.NOT_GOOD))
    assert ("A", "set", 3) in items(deal.apply(Reply("B", Answer.GOOD)))


def test_law_65_a_deal_where_nobody_declares_anything() -> None:
    """Laws 46, 65-67: nothing called, nothing reckoned: only play and the cards
    score; no pique from play alone."""
    deal = play_out(deal_to("AS KS QS JS TS AH 8H 7H AD 9D 8C 7C", "KH QH JH TH 9H KD QD TD KC QC JC TC"))
    score = deal.score()
    assert {i.item for i in score.items} <= {"play", "cards"}
    assert score.pique is None and score.repique is None
    assert sum(score.totals.values()) == 12 + sum(1 for t in deal.state.tricks if t.winner != t.leader) + 1 + 10


def test_law_65_last_trick_when_all_twelve_cards_are_led_at_once() -> None:
    """Laws 59 II, 65, 66: the elder leads all twelve cards at once and the younger
    answers them in order, winning only the twelfth: twelve for the elder's leads,
    two for the younger's last trick, ten for the elder's cards."""
    deal = declared(deal_to("AS KS QS JS TS 9S 8S 7S AH KH QH 7H", "JH TH 9H 8H AD KD QD JD AC KC QC JC"))
    deal = deal.apply(Play("A", cards("AS KS QS JS TS 9S 8S 7S AH KH QH 7H")))
    deal = deal.apply(Play("B", cards("AD KD QD JD AC KC QC JC 9H TH JH 8H")))
    assert deal.finished and deal.state.tricks[-1].winner == 1
    play = {who: p for who, item, p in items(deal) if item == "play"}
    assert play == {"A": 12, "B": 2}
    assert ("A", "cards", 10) in items(deal)


def test_law_66_capot_by_the_younger() -> None:
    """Laws 65, 66, 68, 69: the younger wins every trick: capot forty (not ten more),
    thirteen in play; the younger's thirty in hand is a repique; no pique for
    anyone (the capot does not count toward one)."""
    deal = declared(deal_to("TH 9H 8H 7H AD 9D 8D 7D KC 9C 8C 7C", "AS KS QS JS TS 9S 8S 7S AH KH QH JH"))
    deal = play_out(deal, ["7H"])
    assert deal.state.tricks_won(1) == 12
    got = items(deal)
    assert ("B", "capot", 40) in got and ("B", "cards", 10) not in got
    assert ("B", "play", 13) in got and ("A", "play", 1) in got
    score = deal.score()
    assert score.repique == "B" and score.pique is None
    assert score.totals == {"A": 1, "B": 8 + 18 + 4 + 60 + 13 + 40}


def test_law_71_note_four_deal_partie_extra_deals_single_and_rubicon() -> None:
    """Law 71 (note), Laws 72-73: four deals, first and last double; tied after four,
    one more each, single; the loser short of a hundred: rubicon (sum + 100)."""
    partie = Partie(("A", "B"), deals=4)
    for scores in ({"A": 10, "B": 20}, {"A": 30, "B": 10}, {"A": 5, "B": 5}, {"A": 7, "B": 7}):
        partie = partie.record(scores)
    assert partie.totals == (69, 69) and not partie.complete and partie.deals_due() == 6
    assert partie.multiplier(5) == partie.multiplier(6) == 1
    partie = partie.record({"A": 10, "B": 0}).record({"A": 0, "B": 30})
    assert partie.complete and partie.totals == (79, 99)
    settled = partie.settlement()
    assert settled is not None and (settled.winner, settled.points_won, settled.rubicon) == ("B", 278, True)


def test_laws_72_73_settlement_at_the_hundred_boundary() -> None:
    """Law 72: a loser of exactly a hundred saves the rubicon (difference + 100);
    Law 73: ninety-nine does not (sum + 100); Law 71: equal totals, drawn."""
    assert (settle({"A": 150, "B": 100}).points_won, settle({"A": 150, "B": 100}).rubicon) == (150, False)
    assert (settle({"A": 150, "B": 99}).points_won, settle({"A": 150, "B": 99}).rubicon) == (349, True)
    assert settle({"A": 120, "B": 120}).winner is None


def test_law_71_younger_concedes_after_reckoning_and_keeps_his_hand() -> None:
    """Description, last hand: the younger reckons after the elder's lead, then
    throws down his hand: he keeps what he reckoned, counts nothing in play; the
    elder counts thirteen and the cards (not a capot), and his lead is not
    counted twice."""
    deal = deal_to("AS KS QS JS TS AH 8H 7H AD 9D 8C 7C", "KH QH JH TH 9H KD QD TD KC QC JC TC", last_of_partie=True)
    deal = deal.apply(Call("A", PointClaim(5))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Call("A", SequenceClaim(5, Rank.ACE))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Play("A", cards("AS"))).apply(Reckon("B", SetClaim(3, Rank.KING)))
    deal = deal.apply(Reckon("B", SetClaim(3, Rank.QUEEN))).apply(Reckon("B", SetClaim(3, Rank.TEN)))
    deal = deal.apply(Concede("B"))
    got = items(deal)
    assert [x for x in got if x[0] == "B"] == [("B", "set", 3), ("B", "set", 3), ("B", "set", 3)]
    assert ("A", "play", 13) in got and ("A", "cards", 10) in got
    assert deal.score().pique is None


def test_law_68_point_and_sequences_reach_thirty_before_the_younger_trio_repique() -> None:
    """Laws 67, 68: huitieme with its point (26) and a quart (4) make thirty in
    categories II-III; the younger's three aces reckon later (IV) and do not save
    the repique (contrast the Description's huitieme and tierce, saved by three
    tens from a pique)."""
    deal = declared(deal_to("AS KS QS JS TS 9S 8S 7S KH QH JH TH", "AH 9H 8H 7H AD KD QD JD AC KC QC JC"))
    score = deal.score()
    assert ("B", "set", 3) in items(deal)
    assert score.repique == "A"


def test_law_68_thirty_two_in_hand_is_no_repique_when_the_point_is_not_good() -> None:
    """Law 68 and the Description: quint, tierce and quatorze (32) in hand, but the
    younger's point reckons before them: no repique, and no pique after the lead."""
    deal = declared(deal_to("KS QS JS TS 9S KH 9H 8H 7H KD KC 7D", "AD QD JD TD 9D 8D AH QH JH TH AS 8S"))
    assert sum(p for who, item, p in items(deal) if who == "A") == 32
    assert ("B", "point", 6) in items(deal)
    deal = play_out(deal)
    assert deal.score().repique is None and deal.score().pique is None


def test_law_18_both_players_cannot_hold_carte_blanche() -> None:
    """Law 18: a carte blanche is twelve cards without king, queen or knave; the pack
    has only twenty such cards, so the two hands cannot both be carte blanche and
    the case 'both players with carte blanche' cannot arise in a regular deal."""
    from piquet.table.cards import PACK

    assert sum(1 for c in PACK if not c.rank.is_court) == 20 < 24


# -- guards for the fixes of the findings above --


def test_law_46_case_i_barred_younger_cannot_reckon_a_worse_point_of_the_called_number() -> None:
    """Laws 46, 62 and Case I: the barred younger's five hearts are not good to
    score; his four clubs making 35 are worse than the elder's four making 40.
    His 'not good' (true by his five) leaves the elder without the point, but
    the younger scores no point either; his five still bar a pique."""
    deal = deal_to("KS QS JS TS KD QD JD TD 9H 8H 7H TC", "AH KH QH JH TH 9C 8C 7C AC 9S 8S 7S")
    deal = deal.apply(Call("A", PointClaim(4))).apply(Reply("B", Answer.WHAT_DO_THEY_MAKE))
    deal = deal.apply(Call("A", PointClaim(4, 40))).apply(Reply("B", Answer.NOT_GOOD))
    deal = deal.apply(Play("A", cards("KS")))
    for claim in (PointClaim(4, 35, Suit.CLUBS), PointClaim(5), PointClaim(4, 41, Suit.HEARTS)):
        assert _refused_laws(deal, Reckon("B", claim))
        assert "point" not in [x[1] for x in items(deal.apply(Reckon("B", claim)))]
    assert "point" not in [x[1] for x in items(deal)]


def test_law_22_law_30_a_discard_added_to_beyond_what_the_stock_holds_plays_short() -> None:
    """Laws 22, 30, 34: the younger may put out three cards plus those the elder
    left; a fourth with none left is put out, but only three can be taken: he
    plays with eleven, without penalty (Law 57)."""
    deal = Deal.dealt("B", "A", HANDS, STOCK)
    deal = deal.apply(Discard("B", Hand.parse("7S 9H 7H")))
    deal = deal.apply(Exchange("A", Hand.parse("KS 8C 7C 9D 8D")))
    deal = deal.apply(Discard("B", Hand.parse("TS")))
    laws = _refused_laws(deal, Take("B", 3))
    assert {30, 57} <= set(laws)
    assert deal.apply(Take("B", 3)).state.hands[1].bit_count() == 11


def test_law_56_nothing_omitted_is_reckoned_once_the_younger_has_played() -> None:
    """Law 56: once the younger has played to the first trick, the elder can no
    longer add a lesser sequence he omitted."""
    deal = deal_to("AS KS QS JS 9H 8H 7H AD KD 8C 7C 9C", "TS 9S 8S QH JH TH AH QD JD TD AC KC")
    deal = deal.apply(Call("A", PointClaim(4))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Call("A", SequenceClaim(4, Rank.ACE))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Play("A", cards("AS"))).apply(Play("B", cards("8S")))
    assert 56 in _refused_laws(deal, Call("A", SequenceClaim(3, Rank.NINE)))


def test_law_71_no_card_is_played_after_a_hand_is_thrown_down() -> None:
    """Description, last hand: once a hand is thrown down there is no play."""
    deal = deal_to("AS KS QS JS TS AH 8H 7H AD 9D 8C 7C", "KH QH JH TH 9H KD QD TD KC QC JC TC", last_of_partie=True)
    deal = declared(deal).apply(Play("A", cards("AS"))).apply(Concede("B"))
    assert _refused_laws(deal, Play("B", cards("9H")))
    assert _refused_laws(deal, Play("A", cards("KS")))


def test_law_47_younger_reckons_a_lesser_sequence_before_his_best() -> None:
    """Description (calling and showing): the younger, having said 'not good' to a
    tierce major, is only adding up his score and may reckon a tierce minor
    first and his quart afterwards; both count, and the elder's tierce none."""
    deal = deal_to("AS KS QS 8S 7S AH 9H AD 8D AC 8C TC", "KH QH JH TH 9D 9C 7D JS TS 9S 7C 7H")
    deal = deal.apply(Call("A", PointClaim(5))).apply(Reply("B", Answer.GOOD))
    deal = deal.apply(Call("A", SequenceClaim(3, Rank.ACE))).apply(Reply("B", Answer.NOT_GOOD))
    deal = deal.apply(Play("A", cards("AS")))
    deal = deal.apply(Reckon("B", SequenceClaim(3, Rank.KNAVE, Suit.SPADES)))
    deal = deal.apply(Reckon("B", SequenceClaim(4, Rank.KING, Suit.HEARTS)))
    assert [(w, p) for w, item, p in items(deal) if item == "sequence"] == [("B", 3), ("B", 4)]
