"""Law 69 and the last-hand concession (Law 71, the Description; Case XXII): the thirteen conceded do not make a pique."""

from __future__ import annotations

import copy
from typing import Any

from piquet import adjudicate

#: Case XXII had B held twelve cards (the eight of diamonds, his least useful card, set aside as the Case says):
#: the hands, discards and stock are the Case's; A reckons 21 in hand, leads, and B throws his hand down.
CASE_XXII_TWELVE: dict[str, Any] = {
    "players": ["A", "B"],
    "start": {"scores": {"A": 62, "B": 92}, "deals_played": 5},
    "deals": [
        {
            "dealer": "B",
            "hands": {"A": "AS KS QS JS AD QD JD 8H 7H 8C 7C 7D", "B": "TS QH TH 9H AC KC QC TC 9C 8S 7S 8D"},
            "stock": "9S KH JH JC TD AH KD 9D",
            "events": [
                {"player": "A", "exchange": "8H 7H 8C 7C 7D"},
                {"player": "B", "exchange": "8S 7S 8D"},
                {"declare": "all"},
                {"player": "A", "play": "AS"},
                {"player": "B", "concede": True},
            ],
        }
    ],
}


def _items(done: Any) -> list[tuple[str, str, int]]:
    return [(i.player, i.item, i.points) for i in done.deals[0].items]


def test_law_69_case_xxii_the_thirteen_of_a_concession_do_not_complete_a_pique() -> None:
    done = adjudicate(CASE_XXII_TWELVE)
    assert _items(done) == [
        ("A", "sequence", 4),
        ("A", "sequence", 3),
        ("A", "set", 14),
        ("A", "play", 13),
        ("A", "cards", 10),
    ]
    assert done.deals[0].scores == {"A": 44, "B": 0}
    assert done.partie.totals == {"A": 106, "B": 92}
    settled = done.partie.settlement
    assert settled is not None and (settled.winner, settled.points_won, settled.rubicon) == ("A", 298, True)
    (ruling,) = done.deals[0].rulings
    assert "and nothing more: the thirteen do not make up a pique" in ruling.decision


def test_law_69_the_same_cards_played_out_trick_by_trick_do_make_the_pique() -> None:
    """Played out, A's 21 in hand and his leads reach thirty before B counts: the pique is his (Law 69)."""
    record = copy.deepcopy(CASE_XXII_TWELVE)
    events = record["deals"][0]["events"][:3]
    a_leads = ["AS", "KS", "QS", "JS", "9S", "AD", "QD", "JD", "TD", "KH", "JH", "JC"]
    b_plays = ["TS", "9H", "TH", "QH", "AH", "KD", "9D", "9C", "TC", "QC", "KC", "AC"]
    for lead, answer in zip(a_leads[:10], b_plays[:10]):
        events += [{"player": "A", "play": lead}, {"player": "B", "play": answer}]
    record["deals"][0]["events"] = events
    done = adjudicate(record)
    items = _items(done)
    assert ("A", "pique", 30) in items
    assert done.deals[0].rulings == () and done.deals[0].state.revokes == ()
