"""Case XXII: the younger hand gains by playing with thirteen cards (the Case gives the full hands; they are used as given).

A is elder and dealt the hand after which he discards the eight and seven
of hearts, the eight and seven of clubs and the seven of diamonds and takes
the top five of the stock; B discards only the eight and seven of spades and
takes up the three left.  The stock is put together from the cards the Case
says each took in: the nine of spades, king and knave of hearts, knave of
clubs and ten of diamonds for A; the ace of hearts, king and nine of
diamonds for B.
"""

from __future__ import annotations

from collections.abc import Callable

from piquet.search import Position, best_line

from .common import Json, Table, case_record

START: Json = {"scores": {"A": 62, "B": 92}, "deals_played": 5}
A_DEALT = "AS KS QS JS AD QD JD 8H 7H 8C 7C 7D"
B_DEALT = "TS QH TH 9H AC KC QC TC 9C 8S 7S 8D"
STOCK = "9S KH JH JC TD AH KD 9D"
A_OUT = "8H 7H 8C 7C 7D"
SPADES = ["AS", "KS", "QS", "JS", "9S"]

HANDS = (
    "The Case's own: A's twelve and his five discards, B's thirteen and his two discards; the stock is "
    "the eight cards they took in, A's five on top."
)


def _table() -> Table:
    return Table({"A": A_DEALT, "B": B_DEALT}, STOCK, last_of_partie=True, number=6)


def _calls(table: Table) -> Table:
    """A calls five cards making fifty (equal), a quart major (good, so his tierce to the queen needs no answer, Law 49) and four knaves (good)."""
    return table.act(
        {"player": "A", "call": {"point": 5, "value": 50}},
        {"player": "B", "reply": "equal"},
        {"player": "A", "call": {"sequence": 4, "to": "A"}},
        {"player": "B", "reply": "good"},
        {"player": "A", "call": {"sequence": 3, "to": "Q"}},
        {"player": "A", "call": {"set": "J", "count": 4}},
        {"player": "B", "reply": "good"},
    )


def _tricks(table: Table, leads: list[str], answers: list[str], leader: str = "A") -> Table:
    follower = "B" if leader == "A" else "A"
    for lead, answer in zip(leads, answers):
        table.act({"player": leader, "play": lead}, {"player": follower, "play": answer})
    return table


def as_played() -> Json:
    table = _table().act({"player": "A", "exchange": A_OUT}, {"player": "B", "discard": "8S 7S"}, {"player": "B", "take": 3})
    _calls(table)
    _tricks(table, SPADES, ["TS", "9H", "TH", "QH", "8D"])
    _tricks(table, ["KH"], ["AH"])
    _tricks(table, ["AC", "KC", "QC", "TC", "9C"], ["JC", "JH", "TD", "JD", "QD"], leader="B")
    _tricks(table, ["KD"], ["AD"], leader="B")
    return case_record(
        "XXII",
        "The last deal of a partie, A sixty-two and B ninety-two. B puts out two cards instead of three and "
        "takes up all three left in the stock, so he holds thirteen; having taken a card of the stock he cannot "
        "change his discard, plays with thirteen and reckons nothing. A's point of five making fifty is met by "
        "B's equal, and A reckons a quart major, a tierce to the queen and four knaves, twenty-one. A leads his "
        "five spades, then the king of hearts, which B takes with the ace; B runs his five clubs and the tricks "
        "are divided. A ends on ninety-one, B, who counted nothing, on ninety-two: B wins, with a rubicon.",
        HANDS,
        [table.deal()],
        start=START,
    )


def _twelve() -> Table:
    """B's least useful card, the eight of diamonds, put out with his spades: he holds twelve."""
    table = _table().act({"player": "A", "exchange": A_OUT}, {"player": "B", "exchange": "8S 7S 8D"})
    return _calls(table)


def twelve_cards_conceded() -> Json:
    table = _twelve()
    table.act({"player": "A", "play": "AS"}, {"player": "B", "concede": True})
    return case_record(
        "XXII",
        "As the Case goes on to reckon it: had B held twelve cards (the eight of diamonds put out with his two "
        "spades), his point of fifty is still equal and A reckons his twenty-one; after A's first lead B, seeing "
        "he cannot save the rubicon, throws his hand down. A counts thirteen for the play and ten for the cards "
        "and nothing more (the thirteen do not make up a pique), and wins on 106 against 92.",
        HANDS,
        [table.deal()],
        start=START,
        variation="B puts out three cards and holds twelve, and concedes the play after the first lead",
    )


def twelve_cards_played_out() -> Json:
    """The play after the spades is the line the exhaustive search finds best for A against B's best."""
    table = _twelve()
    b_answers = ["TS", "QH", "TH", "9H", "9C"]
    _tricks(table, SPADES, b_answers)
    state = table.state
    left = Position(state.hands, state.leader, len(state.tricks), (state.tricks_won(0), state.tricks_won(1)))
    leader = "A"
    for lead, answer in best_line(left, 0).tricks:
        follower = "B" if leader == "A" else "A"
        table.act({"player": leader, "play": str(lead)}, {"player": follower, "play": str(answer)})
        leader = table.state.setup.label(table.state.leader)
    return case_record(
        "XXII",
        "Had B held twelve cards and played the hand out: A leads his five spades, B keeps his clubs and "
        "diamonds, and the rest is played as the exhaustive search of the position finds best for each side. "
        "A wins the cards and scores forty in the deal; B, reckoning what he may, stays under a hundred, and "
        "A wins the partie with a rubicon.",
        HANDS + " The play after the spades is the search's line of best play for both sides.",
        [table.deal()],
        start=START,
        variation="B puts out three cards and holds twelve, and the hand is played out",
    )


#: record name -> builder of the whole record
RECORDS: dict[str, Callable[[], Json]] = {
    "case-XXII": as_played,
    "case-XXII-b-holds-twelve-and-concedes": twelve_cards_conceded,
    "case-XXII-b-holds-twelve-and-plays-it-out": twelve_cards_played_out,
}
