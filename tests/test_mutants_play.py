"""Laws whose consequences the mutation sample of seed 1127 found untested in ``piquet/rules/play.py``.

Each test is named after the law or Case it checks, goes through the public
referee, and names in its docstring the mutant it kills (see
``docs/mutation.rst``).
"""

from __future__ import annotations

from piquet.table.cardsets import Hand
from tests.dealing import play_out
from tests.test_law_59_ii_case_x import _deal


def test_law_59_ii_case_x_the_elder_playing_beyond_the_younger_s_leads_keeps_the_rest_of_his_hand() -> None:
    """Law 59 II (Case X) with the elder as offender: B wins a trick and leads
    two diamonds at once; A answers with three cards, the third in error.  The
    extra card lies out of play; A keeps exactly the cards he did not play, has
    played exactly the four he played, B's hand is untouched, and A, a card
    short, answers eleven leads.  (Kills ``state.played[0]`` made
    ``state.played[-1]`` in ``played_beyond_the_leads``, which counted the
    younger's cards as played by the elder.)"""
    deal = _deal(
        {"player": "A", "play": "JC"}, {"player": "B", "play": "AC"},
        {"player": "B", "play": "AD QD"}, {"player": "A", "play": "KD 8S 9S"},
    )  # fmt: skip
    (ruling,) = deal.state.shown_rulings
    assert ruling.offender_label == "A" and ruling.decision.startswith("9S is played in error")
    assert deal.state.hand(0) == Hand.parse("AS JS AH KH QH JH 8H 9C")
    assert deal.state.hand(1) == Hand.parse("QS TS TH JD TD 7D KC QC TC")
    assert deal.state.played == (Hand.parse("JC KD 8S 9S").bits, Hand.parse("AC AD QD").bits)
    finished = play_out(deal)
    assert len(finished.state.tricks) == 11 and finished.state.hands[0] == 0 and finished.state.hands[1].bit_count() == 1


def test_law_59_the_follower_cannot_take_back_the_card_his_adversary_led() -> None:
    """Law 59: a card once led or played cannot be taken up.  A leads the ace of
    spades; B "taking it back" is of no effect against B, and the card stays led,
    in neither player's hand.  (Kills dropping ``state.leader == who`` in
    ``_led_and_unanswered``, which let the follower take the leader's card into
    his own hand as a lead out of turn taken back.)"""
    from piquet.game.acts import DeclareAll, Play, Retake
    from tests.dealing import deal_to
    from tests.test_law_gaps import ELDER_FINAL, YOUNGER_FINAL, cards, rulings_on

    deal = deal_to(ELDER_FINAL, YOUNGER_FINAL).apply(DeclareAll(None)).apply(Play("A", cards("AS")))
    after, rulings = rulings_on(deal, Retake("B", Hand.parse("AS")))
    (ruling,) = rulings
    assert ruling.decision == "Of no effect: a card once led or played cannot be taken up; the play stands"
    assert ruling.cited("law") == (59,) and ruling.offender_label == "B"
    assert after.state.hand(0) == deal.state.hand(0) and after.state.hand(1) == deal.state.hand(1)
    assert after.state.pending == deal.state.pending and after.current_player() == "B"
