"""piquet.testing: the strategies shipped for other projects' tests give what they promise."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import piquet
from piquet.errors import RecordError
from piquet.game.acts import Event
from piquet.formats.acts_json import event_from_json
from piquet.referee.apply import step
from piquet.game.state import DealState, Phase
from piquet.table.cards import Card
from piquet.table.cardsets import Hand
from piquet.testing import cards, dealt, hands, irregular_events, legal_events, records, regular_deals

SOME = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SOME
@given(cards(), hands(), hands(size=13))
def test_cards_and_hands_have_the_size_asked(card: Card, hand: Hand, thirteen: Hand) -> None:
    assert isinstance(card, Card)
    assert len(hand) == 12 and len(thirteen) == 13


@SOME
@given(dealt())
def test_a_dealt_deal_has_every_card_once(state: DealState) -> None:
    held = [card for found in state.places().values() for card in found]
    assert len(held) == len(set(held)) == 32 and state.phase is Phase.EXCHANGE


@SOME
@given(regular_deals())
def test_a_regular_deal_ends_without_a_ruling(deal: Any) -> None:
    assert deal.final.finished and not deal.final.rulings


@SOME
@given(dealt(), st.data())
def test_a_legal_event_is_accepted_without_a_ruling(state: DealState, data: st.DataObject) -> None:
    event = data.draw(legal_events(state))
    assert not step(state, event).rulings


@SOME
@given(irregular_events())
def test_an_irregular_event_round_trips_through_its_json(event: Event) -> None:
    assert event_from_json(event.to_json()) == event


@SOME
@given(records())
def test_a_regular_record_adjudicates_without_a_ruling(record: dict[str, Any]) -> None:
    result = piquet.adjudicate(record)
    assert all(not deal.rulings for deal in result.deals)
    assert result.partie.deals_played == len(record["deals"])


@SOME
@given(records(irregular=True))
def test_an_irregular_record_is_ruled_on_or_refused_with_a_record_error(record: dict[str, Any]) -> None:
    try:
        piquet.adjudicate(record)
    except RecordError as error:
        assert error.deal is not None
