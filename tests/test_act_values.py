"""Act constructors: the usual spellings taken, a wrong value refused at once naming the act and the field, and the
live path (a program's constructor) accepting and refusing exactly what the record reader does."""

from __future__ import annotations

import inspect
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import piquet.acts
from piquet.acts import (
    Accept, AnnounceCarteBlanche, AnnounceHand, Answer, AnswerQuestion, Ask, Call, Choose, Concede, Correct, CountStock,
    Cut, DamagedCard, DealCut, DeclareAll, DemandSuit, Discard, Elect, Event, Exchange, Expose, FacedCard, FreshCards,
    Gather, Leave, LiftHand, LookAtAdversarysDiscard, LookAtDiscard, LookAtLeft, LookAtTricks, Mix, PackFoundIncorrect,
    PenaltyClaim, Play, PointClaim, Propose, Reckon, Rectify, Remark, Reply, Retake, SequenceClaim, SetClaim, Shuffle,
    ShowCarteBlanche, ShowCards, SurplusCard, Take, WillLook, WriteScore,
)
from piquet.errors import ActError, NotationError, PiquetError
from piquet.formats.acts_json import EventError, claim_from_json, event_from_json
from piquet.formats.cut_json import cut_act_from_json
from piquet.referee.deal import Deal
from piquet.table.cards import PACK, Card, Rank, Suit
from piquet.table.cardsets import Hand
from tests.test_notation import _event

#: One regular instance of every act, made from plain values: the starting point for refusing each field in turn.
EXAMPLES: dict[type[Event], Event] = {
    act.__class__: act
    for act in (
        Accept("A", "fresh deal"), AnnounceCarteBlanche("A"), AnnounceHand("A", 13), AnswerQuestion("A", "5"),
        Ask("A", "how many", "spades"), Call("A", PointClaim(5, 49, "S")), Choose("A", "deal"), Concede("A"),
        Correct("A", "good"), CountStock("A"), Cut("A", 12, "7C"), DamagedCard("A", "9H"), DealCut("A", "KH", "QH 7S"),
        DeclareAll(None), DemandSuit("A", "H"), Discard("A", "KS 8C 7C"), Elect("A", "stand", "law 44"), Exchange("A", "7C"),
        Expose("A", "7C", "dealing"), FacedCard("A", "7C"), FreshCards("A"), Gather("A"), Leave("A", 2), LiftHand("A"),
        LookAtAdversarysDiscard("A"), LookAtDiscard("A"), LookAtLeft("A"), LookAtTricks("A"), Mix("A", "7C", "hand"),
        PackFoundIncorrect("A"), PenaltyClaim("A", "score", 0), Play("A", "7C"), Propose("A", "fresh deal"),
        Reckon("B", SequenceClaim(4, "K", "S")), Rectify("A", {"7C": "stock"}), Remark(None, "C", "the score is wrong"),
        Reply("B", "not good"), Retake("A", "7C"), Shuffle("A", True), ShowCarteBlanche("A"), ShowCards("A", "AS KS"),
        SurplusCard("A", "B", "9H", "discard"), Take("A", 5), WillLook("B", False), WriteScore("A", {"A": 28, "B": 23}, True),
    )
}


def _act_classes() -> set[type[Event]]:
    return {value for value in vars(piquet.acts).values() if inspect.isclass(value) and issubclass(value, Event) and value is not Event}


def test_every_act_class_has_an_example() -> None:
    assert set(EXAMPLES) == _act_classes()


class _Nothing:
    """A value of no kind any act takes."""

    def __repr__(self) -> str:
        return "<nothing>"


@pytest.mark.parametrize("cls", sorted(EXAMPLES, key=lambda cls: cls.__name__), ids=lambda cls: cls.__name__)
def test_a_wrong_value_in_any_field_is_refused_at_once_naming_the_act_and_the_field(cls: type[Event]) -> None:
    fields = attrs.asdict(EXAMPLES[cls], recurse=False)
    for name in fields:
        if name == "player" and cls.shared:
            continue
        with pytest.raises(ActError) as caught:
            cls(**fields | {name: _Nothing()})
        assert str(caught.value).startswith(f"{cls.__name__}.{name}: "), str(caught.value)
        assert "<nothing>" in str(caught.value) or "expected" in str(caught.value)
        assert (caught.value.act, caught.value.field) == (cls.__name__, name)


def test_the_error_is_a_piquet_error_a_type_error_and_a_value_error() -> None:
    with pytest.raises(ActError) as caught:
        Play("A", 7)  # type: ignore[arg-type]
    assert isinstance(caught.value, (PiquetError)) and isinstance(caught.value, TypeError) and isinstance(caught.value, ValueError)
    assert str(caught.value) == "Play.cards: expected a card like '7C' or a Card, or several in a string or a list, got int 7"


def test_the_issue_s_examples() -> None:
    card = Card.parse("7C")
    assert Play("A", card) == Play("A", "7C") == Play("A", (card,)) == Play("A", ["7c"])
    assert Reply("B", "good").answer is Answer.GOOD
    with pytest.raises(ActError, match=r"PointClaim\.length: .*from 1 to 8.*13"):
        PointClaim(13)


def test_cards_are_taken_as_a_string_a_card_a_list_or_a_hand() -> None:
    hand = Hand.parse("KS 8C 7C")
    assert Discard("A", "KS 8C 7C") == Discard("A", ["KS", "8C", "7C"]) == Discard("A", hand) == Discard("A", "ks,8c,7c")
    assert Discard("A", [Card.parse("KS"), "8C", "7C"]).cards == hand
    assert Exchange("A", Card.parse("KS")).cards == Hand.parse("KS")
    assert Play("A", "AS KS").cards == (Card.parse("AS"), Card.parse("KS"))
    assert Play("A", hand).cards == tuple(hand)
    assert DealCut("A", "kh", ["QH", "7S"]) == DealCut("A", Card.parse("KH"), Hand.parse("QH 7S"))


def test_cards_impossible_in_themselves_are_refused() -> None:
    with pytest.raises(ActError, match=r"Discard\.cards: unknown card 'ZH'"):
        Discard("A", "ZH")
    with pytest.raises(ActError, match=r"Play\.cards: .*twice"):
        Play("A", ["7C", "7C"])
    with pytest.raises(ActError, match=r"Play\.cards: .*twice"):
        Play("A", (Card.parse("7C"), Card.parse("7C")))
    with pytest.raises(ActError, match=r"Play\.cards: expected at least one card"):
        Play("A", ())
    with pytest.raises(ActError, match=r"FacedCard\.card: expected one card, got 2"):
        FacedCard("A", "7C 8C")


@pytest.mark.parametrize("spelled", ["not good", "NOT GOOD", "Not_Good", "not-good", " not  good ", "NOT_GOOD"])
def test_a_reply_is_taken_by_its_words_in_any_case_and_with_any_joiner(spelled: str) -> None:
    assert Reply("B", spelled) == Reply("B", Answer.NOT_GOOD)
    assert Correct("B", spelled).correction is Answer.NOT_GOOD


def test_every_answer_is_taken_by_its_value_and_its_name() -> None:
    for answer in Answer:
        assert Reply("B", answer.value).answer is answer
        assert Reply("B", answer.name.lower()).answer is answer


def test_claims_take_ranks_and_suits_by_letter_or_number() -> None:
    assert PointClaim(5, 49, "s") == PointClaim(5, 49, Suit.SPADES) == PointClaim(5, 49, 3)
    assert SequenceClaim(4, "K", "♠") == SequenceClaim(4, Rank.KING, Suit.SPADES) == SequenceClaim(4, 13, "S")
    assert SetClaim(3, "10") == SetClaim(3, Rank.TEN)
    assert Call("A", PointClaim(5)).claim == PointClaim(5)
    with pytest.raises(ActError, match=r"Call\.claim: expected a PointClaim, SequenceClaim or SetClaim, got dict"):
        Call("A", {"point": 5})  # type: ignore[arg-type]


def test_a_suit_an_answer_scores_moves_and_a_cut_card_take_their_usual_spellings() -> None:
    assert DemandSuit("A", "h").suit is Suit.HEARTS
    assert AnswerQuestion("A", 5) == AnswerQuestion("A", "5")
    assert AnswerQuestion("A", "jd").answer == "JD"
    assert WriteScore("A", {"A": 28, "B": 23}) == WriteScore("A", (("A", 28), ("B", 23))) == WriteScore("A", [["A", 28], ["B", 23]])
    assert Rectify("A", {"7C": "stock"}) == Rectify("A", [(Card.parse("7C"), "stock")])
    assert Cut("A", 5, "7c").exposed == Card.parse("7C")


@pytest.mark.parametrize(
    "make",
    [
        lambda: Take("A", True), lambda: Take("A", 33), lambda: Leave("A", 9), lambda: AnnounceHand("A", 9),
        lambda: Cut("A", -1), lambda: PenaltyClaim("A", "revoke", 0), lambda: PenaltyClaim("A", "score", 50),
        lambda: PenaltyClaim("A", "cheating"), lambda: Mix("A", "7C", "stock"), lambda: Propose("A", "draw"),
        lambda: Expose("A", "7C", "playing"), lambda: Ask("A", ""), lambda: Elect("A", "x" * 201), lambda: Remark(None, "C", "a\nb"),
        lambda: WriteScore("A", {}), lambda: WriteScore("A", {"A": -1}), lambda: Rectify("A", {}), lambda: Choose("A", "partner"),
        lambda: SurplusCard("A", "B", "9H", "pocket"), lambda: WillLook("B", "yes"), lambda: Shuffle("A", 1),
        lambda: SequenceClaim(9), lambda: SetClaim(2), lambda: PointClaim(0), lambda: PointClaim(5, 101), lambda: Play(None, "7C"),
    ],
)
def test_values_impossible_in_themselves_are_refused(make: Any) -> None:
    with pytest.raises(ActError):
        make()


def test_an_act_merely_false_is_made_and_ruled_not_refused() -> None:
    """A call the hand cannot hold is an act the referee rules on, not a value refused."""
    deal = Deal.dealt("B", "A", {"A": "AS KS QS JS TS 9S AH KH QH AD KD AC", "B": "8S 7S JH TH 9H 8H QD JD TD QC JC TC"},
                      "7H 9D 8D 7D KC 9C 8C 7C")
    for act in (Discard("A", "9S AH KH QH AD"), Take("A", 5), Discard("B", "8H QD JD"), Take("B", 3), Call("A", PointClaim(8, 80))):
        deal = deal.apply(act)
    assert deal.state.log[-1] == Call("A", PointClaim(8, 80))


# -- the reader and the constructors agree ------------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(data=st.one_of(_event("A"), _event("B")))
def test_an_act_read_writes_back_as_itself_and_its_constructor_remakes_it(data: dict[str, Any]) -> None:
    act = event_from_json(data)
    assert event_from_json(act.to_json()) == act
    assert type(act)(**attrs.asdict(act, recurse=False)) == act


def _same_acceptance(read: Any, make: Any) -> None:
    """Reading and making agree: both give the same act, or both refuse (the reader with EventError or, for a card
    string, the notation's error; the constructor with ActError)."""
    try:
        from_record = read()
    except NotationError:  # EventError, or the notation's own error for a card string
        from_record = None
    try:
        made = make()
    except ActError:
        made = None
    assert from_record == made


_NUMBERS = st.one_of(st.integers(-3, 120), st.booleans(), st.none(), st.text(max_size=3), st.floats(allow_nan=False))


@settings(max_examples=400, deadline=None)
@given(length=_NUMBERS, value=_NUMBERS, suit=st.one_of(st.none(), st.sampled_from(["S", "h", "♦", "X", ""])))
def test_a_point_call_is_accepted_live_exactly_when_the_reader_accepts_it(length: Any, value: Any, suit: Any) -> None:
    data = {"point": length, "value": value, "suit": suit}
    _same_acceptance(lambda: event_from_json({"player": "A", "call": data}), lambda: Call("A", PointClaim(length, value, suit)))


@settings(max_examples=300, deadline=None)
@given(length=_NUMBERS, top=st.one_of(st.none(), st.sampled_from(["K", "10", "7", "Z"])), count=_NUMBERS,
       rank=st.one_of(st.none(), st.sampled_from(["A", "T", "x"])))
def test_sequence_and_set_calls_are_accepted_live_exactly_when_the_reader_accepts_them(length: Any, top: Any, count: Any, rank: Any) -> None:
    _same_acceptance(lambda: claim_from_json({"sequence": length, "to": top}), lambda: SequenceClaim(length, top))
    _same_acceptance(lambda: claim_from_json({"set": rank, "count": count}), lambda: SetClaim(count, rank))


@settings(max_examples=300, deadline=None)
@given(verb=st.sampled_from(["take", "leave", "announce", "cut"]), number=_NUMBERS)
def test_counts_are_accepted_live_exactly_when_the_reader_accepts_them(verb: str, number: Any) -> None:
    makers = {"take": lambda: Take("A", number), "leave": lambda: Leave("A", number), "cut": lambda: Cut("A", number),
              "announce": lambda: AnnounceHand("A", number)}
    value = f"{number} cards" if verb == "announce" and type(number) is int else number
    if verb == "announce" and type(number) is not int:
        return  # the record says "13 cards"; a number alone is no announcement there
    _same_acceptance(lambda: event_from_json({"player": "A", verb: value}), makers[verb])


_LINES = st.one_of(st.text(max_size=6), st.text(min_size=195, max_size=205), st.integers(-5, 5), st.none(), st.just(" "))


@settings(max_examples=300, deadline=None)
@given(first=_LINES, second=_LINES)
def test_texts_are_accepted_live_exactly_when_the_reader_accepts_them(first: Any, second: Any) -> None:
    if second is not None:
        _same_acceptance(lambda: event_from_json({"player": "A", "elect": first, "option": second}), lambda: Elect("A", first, second))
        if isinstance(first, str):
            _same_acceptance(lambda: event_from_json({"player": "A", "ask": {first: second}}), lambda: Ask("A", first, second))
    _same_acceptance(lambda: event_from_json({"remark": first, "by": second}) if second is not None else event_from_json({"remark": first}),
                     lambda: Remark(None, second if second is not None else "a bystander", first))
    _same_acceptance(lambda: event_from_json({"player": "A", "answer": first}), lambda: AnswerQuestion("A", first))


_CARD_TEXT = st.lists(st.sampled_from([*(c.code for c in PACK[:6]), "10h", "q♠", "ZH", "1", ""]), max_size=4)


@settings(max_examples=300, deadline=None)
@given(words=_CARD_TEXT, as_list=st.booleans(), verb=st.sampled_from(["play", "discard", "retake", "show", "faced", "damaged"]))
def test_cards_are_accepted_live_exactly_when_the_reader_accepts_them(words: list[str], as_list: bool, verb: str) -> None:
    value: Any = words if as_list else " ".join(words)
    makers = {"play": Play, "discard": Discard, "retake": Retake, "show": ShowCards, "faced": FacedCard, "damaged": DamagedCard}
    _same_acceptance(lambda: event_from_json({"player": "A", verb: value}), lambda: makers[verb]("A", value))


@settings(max_examples=200, deadline=None)
@given(card=st.sampled_from(["KH", "kh", "ZH", "KH QH", ""]), exposed=st.one_of(st.none(), st.sampled_from(["QH 7S", "QH QH", "", "ZZ"])))
def test_the_cut_for_deal_is_accepted_live_exactly_when_its_reader_accepts_it(card: str, exposed: str | None) -> None:
    data = {"player": "A", "cut": card} | ({} if exposed is None else {"exposed": exposed})
    _same_acceptance(lambda: cut_act_from_json(data), lambda: DealCut("A", card, Hand() if exposed is None else exposed))


def test_the_examples_of_the_acts_module_run() -> None:
    import doctest

    assert doctest.testmod(piquet.acts).failed == 0


def test_a_line_of_text_of_two_hundred_characters_is_taken_and_one_more_refused_alike_by_the_reader() -> None:
    """The bound of a text an act carries (a remark, a question): 200 characters taken, 201 refused, by the constructor
    and the record reader alike."""
    from piquet.acts import Remark
    from piquet.errors import ActError
    from piquet.formats.acts_json import EventError, event_from_json

    longest = "x" * 200
    assert Remark("A", "C", longest).text == longest
    assert event_from_json({"player": "A", "remark": longest, "by": "C"}) == Remark("A", "C", longest)
    with pytest.raises(ActError):
        Remark("A", "C", longest + "x")
    with pytest.raises(EventError):
        event_from_json({"player": "A", "remark": longest + "x", "by": "C"})
