"""Reading a record keeps what repeated acts were read as: the same answers as reading each afresh, types told apart."""

from __future__ import annotations

import pytest

from piquet.formats.acts_json import EventError, claim_from_json, event_from_json, events_from_json
from piquet.game.acts import Call, DeclareAll
from piquet.table.cards import Suit
from piquet.table.claims import PointClaim


def test_a_call_read_again_is_an_equal_claim_of_its_own() -> None:
    # The referee tells two calls of one deal apart by their claims (Law 48's owed top card looks for the call made).
    read = [claim_from_json({"point": 4, "value": 39, "suit": "S"}) for _ in range(3)]
    assert read == [PointClaim(4, 39, Suit.SPADES)] * 3
    assert len({id(claim) for claim in read}) == 3


@pytest.mark.parametrize("value", [True, 4.0, "4"])
def test_a_call_kept_as_read_does_not_stand_for_a_value_of_another_type(value: object) -> None:
    assert claim_from_json({"point": 4}) == PointClaim(4)
    with pytest.raises(EventError):
        claim_from_json({"point": value})


def test_two_calls_of_one_deal_read_as_two_claims() -> None:
    events = events_from_json([{"player": "A", "call": {"sequence": 3}}] * 3)
    assert all(isinstance(event, Call) for event in events) and events[0] == events[1] == events[2]
    assert len({id(event.claim) for event in events if isinstance(event, Call)}) == 3


def test_declare_all_reads_as_the_shorthand_and_nothing_else() -> None:
    assert event_from_json({"declare": "all"}) == DeclareAll(None)
    with pytest.raises(EventError):
        event_from_json({"declare": "some"})
