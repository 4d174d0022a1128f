"""What a deal promises where no record or test had held it: start_deal's defaults and refusals, and the deal a claim concerns.

The adjudication passes every keyword to :func:`piquet.start_deal`, so only a
direct caller relies on its defaults; a mutation sample (seed 1130, over the
modules changed on 30 November) found these behaviours held by no test.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from piquet import adjudicate
from piquet.errors import Contradiction
from piquet.game.games import GamesPartie
from piquet.referee.deal import start_deal
from piquet.table.cards import PACK, bits_of, cards_from_bits
from piquet.table.cardsets import Hand, Stock


def _dealt(seed: int = 3) -> tuple[dict[str, Hand], Stock]:
    codes = [card.code for card in PACK]
    random.Random(seed).shuffle(codes)
    return {"A": Hand.parse(" ".join(codes[:12])), "B": Hand.parse(" ".join(codes[12:24]))}, Stock.parse(" ".join(codes[24:]))


def test_law_9_the_elder_hand_is_the_dealers_adversary_not_the_dealer_himself() -> None:
    hands, stock = _dealt()
    with pytest.raises(Contradiction, match="the elder hand is the dealer's adversary"):
        start_deal("A", "A", hands, stock)


def test_law_71_a_deal_started_alone_counts_single_and_is_the_partie_s_first() -> None:
    hands, stock = _dealt()
    setup = start_deal("A", "B", hands, stock).setup
    assert (setup.multiplier, setup.number, setup.misscored, setup.misscored_away) == (1, 1, (), ())


def test_au_cent_game_a_hundred_up_a_deal_recorded_by_its_sums_adds_nothing_for_a_player_it_does_not_name() -> None:
    partie = GamesPartie(("A", "B"), scores=(40, 60))
    assert (partie.record_short_of_the_hundred({"A": 12}).scores, partie.record_short_of_the_hundred({"B": 7}).scores) == ((52, 60), (40, 67))
    after = partie.record_short_of_the_hundred({"B": 3, "A": 5})
    assert (after.scores, after.played) == ((45, 63), 1)


_FOUR_DEALS = Path(__file__).parent / "examination" / "round_1130b" / (
    "four-deal-partie-doubled-first-deal-written-ten-too-high-by-its-scorer-proved-before-he-lifts-the-next-hand-corrected-other-wins.json"
)


def test_law_70_a_claim_naming_no_deal_once_this_deal_is_played_out_is_of_this_deal_not_the_last() -> None:
    """A's score of the first deal was written ten too high; B's claim, naming no deal, waits until the second is played out.

    By then it is of the second deal's score, which was right: of no effect, and the first deal's error, never claimed
    while A had not seen his next hand, stands.  It is not the timely correction of the first deal.
    """
    data = json.loads(_FOUR_DEALS.read_text(encoding="utf-8"))
    data.pop("x-expected")
    events = data["deals"][1]["events"]
    assert events[0] == {"player": "B", "claim": "score", "deal": 0}
    late = [e for e in events[1:] if "write" not in e] + [{"player": "B", "claim": "score"}] + [e for e in events if "write" in e]
    data["deals"][1]["events"] = late
    result = adjudicate(data)
    claim = next(r for r in result.deals[1].rulings if r.event == len(late) - 3)
    assert claim.outcome.value == "no-effect"
    assert not any(r.outcome.value == "corrected" for deal in result.deals for r in deal.rulings)


_PENALTY_GAME = Path(__file__).parent / "examination" / "round_1130b" / (
    "au-cent-elder-mixes-the-sixth-stock-card-with-his-hand-while-ahead-loses-the-game-then-a-single-and-a-double-decide-the-partie.json"
)


def test_au_cent_elder_mixes_stock_cards_a_game_lost_by_penalty_takes_its_deal_and_the_next_game_begins_with_the_next() -> None:
    """The deal in which the elder lost the game is that game's last; the deals go on numbered one by one from it."""
    data = json.loads(_PENALTY_GAME.read_text(encoding="utf-8"))
    data.pop("x-expected")
    result = adjudicate(data)
    assert [deal.number for deal in result.deals] == list(range(1, len(result.deals) + 1))
    games = result.partie.games
    assert games is not None and games[0].reached_by is None  # lost by the penalty, not won by a hundred
    assert [(g.first_deal, g.last_deal) for g in games] == [(1, 3), (4, 8), (9, 12)]


def test_law_75_cards_in_two_places_the_first_of_them_is_named() -> None:
    """Two cards given to both players: the contradiction names the first of them in the order cards are shown."""
    hands, stock = _dealt()
    shared = list(hands["A"])[:2]
    doubled = {"A": hands["A"], "B": Hand.parse(" ".join(c.code for c in list(hands["B"])[2:] + shared))}
    with pytest.raises(Contradiction) as raised:
        start_deal("B", "A", doubled, stock)
    first = cards_from_bits(bits_of(shared))[0]
    assert f"{first} is in" in str(raised.value) and f"{cards_from_bits(bits_of(shared))[-1]} is in" not in str(raised.value)
