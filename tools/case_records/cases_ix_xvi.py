"""Case records IX to XVI, each with variations that change one fact (see tools/make_cases.py).

The Cases give few hands, so most are constructed: each builder's ``hands``
text says which cards were chosen and which fact of the Case they serve.
B deals and A is elder hand throughout, as in the Cases.
"""

from __future__ import annotations

from collections.abc import Callable

from piquet import Hand

from .common import Json, Table, case_record

_PACK = [r + s for s in "SHDC" for r in "AKQJT987"]


def _stock(a: str, b: str, top: str) -> str:
    """The stock left by two hands: ``top`` in that order first, the rest in pack order."""
    used = set(a.split()) | set(b.split()) | set(top.split())
    assert len(set(a.split()) | set(b.split())) == 24 and not (set(top.split()) & (set(a.split()) | set(b.split())))
    rest = [c for c in _PACK if c not in used]
    stock = top.split() + rest
    assert len(stock) == 8 and Hand.parse(" ".join(stock))
    return " ".join(stock)


def _p(player: str, **act: object) -> Json:
    return {"player": player, **act}


# -- Case IX: a miscall corrected in time reveals the adversary's hand ------------------------------------

IX_A = "JS KS QS TS 9S JH KH JD 8D 7D 7C JC"
IX_B = "AS 8S 7S AH 9H 8H AD AC KC QC TC 9C"
IX_STOCK = _stock(IX_A, IX_B, "7H 9D 8C KD QH TH QD TD")
IX_HANDS = (
    "Constructed. The Case gives no hands, so A is given three knaves and no ace, and puts the fourth knave (JC) "
    "out with his discard: he calls four knaves that he does not hold. B is dealt all four aces and discards AC, "
    "so he holds three: A sees no ace in his own cards and could think B held four, which is what the correction "
    "tells him. A's point and quint to the king in spades are good; B's three aces and three tens beat A's knaves."
)
IX_OPENING: list[Json] = [
    _p("A", exchange="KH 8D 7D 7C JC"),
    _p("B", exchange="AC 8S 7S"),
    _p("A", call={"point": 5}),
    _p("B", reply="good"),
    _p("A", call={"sequence": 5, "to": "K"}),
    _p("B", reply="good"),
    _p("A", call={"set": "J", "count": 4}),
    _p("B", reply="good"),
]


def case_ix() -> Json:
    table = Table({"A": IX_A, "B": IX_B}, IX_STOCK)
    table.act(*IX_OPENING, _p("A", correct={"set": "J", "count": 3}), _p("B", reply="not good"), _p("B", claim="penalty"))
    table.finish("case-IX")
    return case_record(
        "IX",
        "A, elder, calls four knaves though he holds three, and B allows them. Before leading, A owns that he has "
        "only three; B now answers that three are not good. So A learns that B, who might have held all four aces, "
        "has put one out. B asks for a remedy for what A learned.",
        IX_HANDS,
        [table.deal()],
    )


def case_ix_not_corrected() -> Json:
    table = Table({"A": IX_A, "B": IX_B}, IX_STOCK)
    table.act(*IX_OPENING, _p("A", play="KS"), _p("B", play="AS"), _p("B", claim="unfounded call"))
    table.finish("case-IX-the-miscall-never-corrected")
    return case_record(
        "IX",
        "A calls four knaves holding three and B allows them; A says nothing more and leads, and B plays to the "
        "first trick. B then finds that A held only three knaves and claims the penalty.",
        IX_HANDS,
        [table.deal()],
        variation="A does not correct his call of four knaves before B plays to the first trick",
    )


def case_ix_corrected_late() -> Json:
    table = Table({"A": IX_A, "B": IX_B}, IX_STOCK)
    table.act(*IX_OPENING, _p("A", play="KS"), _p("B", play="AS"), _p("A", correct={"set": "J", "count": 3}))
    table.finish("case-IX-the-correction-made-after-the-first-trick")
    return case_record(
        "IX",
        "A calls four knaves holding three and B allows them; A leads and B plays to the first trick, and only "
        "then does A say that he has three knaves.",
        IX_HANDS,
        [table.deal()],
        variation="A owns his miscall only after B has played to the first trick",
    )


#: record name (``case-IV``, ``case-IV-a-point-without-the-ace``) -> builder of the whole record
RECORDS: dict[str, Callable[[], Json]] = {
    "case-IX": case_ix,
    "case-IX-the-miscall-never-corrected": case_ix_not_corrected,
    "case-IX-the-correction-made-after-the-first-trick": case_ix_corrected_late,
}


# -- Case X: six cards played to a quint laid down as five leads ------------------------------------------

X_A = "AH KH QH JH TH 9S 8S 7S 9D 8D 9C 8C"
X_B = "9H 8H 7H AS KS QS AD KD QD AC KC QC"
X_STOCK = _stock(X_A, X_B, "JS TS 7D JD TD 7C JC TC")
X_HANDS = (
    "Constructed. The Case gives no hands: A keeps the quint major in hearts and takes in knaves and tens, so "
    "that after the quint B must choose what to keep; B holds only three hearts, so he answers the quint with his "
    "three hearts and two clubs, and then a sixth card. B's aces and kings are good for six, which keeps A from a "
    "repique."
)
X_OPENING: list[Json] = [
    _p("A", exchange="7S 9D 8D 9C 8C"),
    _p("B", exchange="QS QD QC"),
    {"declare": "all"},
    _p("A", play="AH KH QH JH TH"),
    _p("B", play="9H 8H 7H 7C TC JC"),
]


def case_x() -> Json:
    table = Table({"A": X_A, "B": X_B}, X_STOCK)
    table.act(*X_OPENING).finish("case-X")
    table.act(_p("B", retake="TC")).finish("case-X-played-over")
    return case_record(
        "X",
        "A, elder, lays his quint major in hearts on the table and tells B to play five cards to it. B plays six. "
        "The hand goes on, and when A plays his last card B has nothing left to play to it. B asks to have the hand "
        "played over; A objects that B was told how many to play and has now seen every card.",
        X_HANDS,
        [table.deal()],
    )


def case_x_found_at_once() -> Json:
    table = Table({"A": X_A, "B": X_B}, X_STOCK)
    table.act(*X_OPENING, _p("A", play="JS"), _p("B", retake="TC"))
    table.finish("case-X-the-sixth-card-taken-back-at-the-next-trick")
    return case_record(
        "X",
        "A lays down his quint major as five leads and B plays six cards to it; as A leads the next card, B sees "
        "the extra card and takes it back.",
        X_HANDS,
        [table.deal()],
        variation="the extra card is found and taken back at the next lead, not at the end of the hand",
    )


def case_x_not_claimed() -> Json:
    table = Table({"A": X_A, "B": X_B}, X_STOCK)
    table.act(*X_OPENING).finish("case-X")
    return case_record(
        "X",
        "A lays down his quint major as five leads and B plays six cards to it. Nobody notices; at the end B has "
        "no card for A's last one, and B does not ask to take anything back.",
        X_HANDS,
        [table.deal()],
        variation="B does not claim to take back the extra card; the hand ends as played",
    )


# -- Case XI: a wrong card laid down with a quint -----------------------------------------------------

XI_A = "AC KC QC JC TC 7C 7S 9H 8H 9D 8D 7D"
XI_B = "9C 8C 8S AS KS QS JS QH JH TH AD KD"
XI_STOCK = _stock(XI_A, XI_B, "AH KH QD JD TD 9S TS 7H")
XI_HANDS = (
    "Constructed. The Case gives A the quint major in clubs and the seven; the rest is chosen so that B holds "
    "the eight of spades to win A's seven of spades, only two clubs to answer the quint, and spades to spare."
)
XI_OPENING: list[Json] = [
    _p("A", exchange="9H 8H 9D 8D 7D"),
    _p("B", exchange="KD AD TH"),
    {"declare": "all"},
    _p("A", play="AC KC QC JC TC 7S"),
]


def case_xi() -> Json:
    table = Table({"A": XI_A, "B": XI_B}, XI_STOCK)
    table.act(*XI_OPENING, _p("B", play="9C 8C JS QS TS"), _p("B", play="8S"), _p("A", retake="7S"))
    table.finish("case-XI")
    return case_record(
        "XI",
        "A, elder, with the quint major in clubs and the seven of clubs, lays the quint on the table with the seven "
        "of spades by mistake and tells B to play six cards. B plays five and then wins the seven of spades with the "
        "eight. A now says he meant the seven of clubs and wants to change it.",
        XI_HANDS,
        [table.deal()],
    )


def case_xi_before_the_sixth() -> Json:
    table = Table({"A": XI_A, "B": XI_B}, XI_STOCK)
    table.act(*XI_OPENING, _p("B", play="9C 8C JS QS TS"), _p("A", retake="7S"), _p("A", play="7C"))
    table.finish("case-XI-the-error-put-right-before-the-sixth-card")
    return case_record(
        "XI",
        "A lays down the quint major in clubs with the seven of spades in place of the seven of clubs. B plays five "
        "cards, and before B plays a sixth A takes the seven of spades back and puts down the seven of clubs.",
        XI_HANDS,
        [table.deal()],
        variation="A puts his error right before B plays his sixth card",
    )


def case_xi_before_any_card() -> Json:
    table = Table({"A": XI_A, "B": XI_B}, XI_STOCK)
    table.act(*XI_OPENING, _p("A", retake="7S"), _p("A", play="7C"))
    table.finish("case-XI-the-error-put-right-before-b-plays")
    return case_record(
        "XI",
        "A lays down the quint major in clubs with the seven of spades in place of the seven of clubs, and takes "
        "the seven of spades back for the seven of clubs before B has played any card to them.",
        XI_HANDS,
        [table.deal()],
        variation="A puts his error right before B plays to the cards at all",
    )


RECORDS.update({
    "case-X": case_x,
    "case-X-the-sixth-card-taken-back-at-the-next-trick": case_x_found_at_once,
    "case-X-the-extra-card-never-claimed": case_x_not_claimed,
    "case-XI": case_xi,
    "case-XI-the-error-put-right-before-the-sixth-card": case_xi_before_the_sixth,
    "case-XI-the-error-put-right-before-b-plays": case_xi_before_any_card,
})


# -- Case XIII: the younger takes in a card too few -------------------------------------------------

XIII_A = "KS QS JS TS AH KH QH 8D 7D 9C 8C 7C"
XIII_B = "9S 8S JH TH 9H 8H AD KD QD AC KC QC"
XIII_STOCK = _stock(XIII_A, XIII_B, "AS 7H JC TC JD TD 9D 7S")
XIII_HANDS = (
    "Constructed. The Case gives no hands. B discards his three spades and takes in two cards, leaving the seven "
    "of spades, the last of the stock, on the table apart from his discard; so the card he left is of a suit he "
    "no longer holds, and whether he has renounced in it depends only on whether spades have been led. A holds "
    "the quint major in spades and the hearts, so he can lead either suit."
)
XIII_OPENING: list[Json] = [
    _p("A", exchange="8D 7D 9C 8C 7C"),
    _p("B", discard="9S 8S 8H"),
    _p("B", take=2),
]


def case_xiii() -> Json:
    table = Table({"A": XIII_A, "B": XIII_B}, XIII_STOCK)
    table.act(*XIII_OPENING, {"declare": "all"}, _p("A", play="AH"), _p("B", play="9H"), _p("A", play="KH"), _p("B", play="TH"),
              _p("A", play="QH"), _p("B", play="JH"), _p("B", mix="7S", **{"with": "hand"}))
    table.finish("case-XIII")
    return case_record(
        "XIII",
        "B, younger hand, puts out three cards but takes in only two, and the card he should have taken stays on "
        "the table, apart from his discard. Three tricks later, all in hearts, the mistake is found, and B asks to "
        "take up the card he left.",
        XIII_HANDS,
        [table.deal()],
    )


def case_xiii_said_he_would_leave() -> Json:
    table = Table({"A": XIII_A, "B": XIII_B}, XIII_STOCK)
    table.act(_p("A", exchange="8D 7D 9C 8C 7C"), _p("B", leave=1), _p("B", discard="9S 8S 8H"), _p("B", take=2), {"declare": "all"},
              _p("A", play="AH"), _p("B", play="9H"), _p("A", play="KH"), _p("B", play="TH"),
              _p("A", play="QH"), _p("B", play="JH"), _p("B", mix="7S", **{"with": "hand"}))
    table.finish("case-XIII-he-had-said-he-would-leave-a-card")
    return case_record(
        "XIII",
        "B says he will leave a card, puts out three and takes in two. After three tricks in hearts he asks to take "
        "up the card he left.",
        XIII_HANDS,
        [table.deal()],
        variation="B had announced that he would leave a card",
    )


def case_xiii_renounced() -> Json:
    table = Table({"A": XIII_A, "B": XIII_B}, XIII_STOCK)
    table.act(*XIII_OPENING, {"declare": "all"}, _p("A", play="AS"), _p("B", play="9D"), _p("A", play="AH"), _p("B", play="9H"),
              _p("A", play="KH"), _p("B", play="TH"), _p("B", mix="7S", **{"with": "hand"}))
    table.finish("case-XIII-he-had-renounced-in-the-suit")
    return case_record(
        "XIII",
        "B puts out three cards and takes in two, leaving the seven of spades. A leads the ace of spades and B, who "
        "holds no other spade, plays a diamond; two tricks in hearts follow. B then asks to take up the seven of "
        "spades he left.",
        XIII_HANDS,
        [table.deal()],
        variation="B has already played another suit to a spade lead when he takes up the spade he left",
    )


RECORDS.update({
    "case-XIII": case_xiii,
    "case-XIII-he-had-said-he-would-leave-a-card": case_xiii_said_he_would_leave,
    "case-XIII-he-had-renounced-in-the-suit": case_xiii_renounced,
})


# -- Case XIV: the younger takes in before the elder, who then leaves a card ------------------------

XIV_A = "AS KS QS JS AH KH QH 8D 7D 9C 8C 7C"
XIV_B = "9S 8S 7S JH TH 9H AD KD QD AC KC QC"
XIV_STOCK = _stock(XIV_A, XIV_B, "TS 8H 7H JC TC JD TD 9D")
XIV_HANDS = (
    "Constructed. The Case gives no hands. B puts out his three spades and takes up the bottom three cards of "
    "the stock (JD TD 9D) before A has taken in; A then leaves the fifth of his cards, the ten of clubs, and "
    "exchanges four. A's hand is chosen to be good for a point and a quint, so that the score shows what B's "
    "thirteen cards still bar and what they cannot count."
)


def case_xiv() -> Json:
    table = Table({"A": XIV_A, "B": XIV_B}, XIV_STOCK)
    table.act(_p("B", discard="9S 8S 7S"), _p("B", mix="JD TD 9D", **{"with": "hand"}), _p("A", leave=1),
              _p("A", exchange="8D 7D 9C 8C"), {"declare": "all"})
    table.finish("case-XIV")
    return case_record(
        "XIV",
        "B, younger hand, puts out three cards and takes up the three at the bottom of the stock while A has not "
        "yet taken in. A then says that he leaves a card.",
        XIV_HANDS,
        [table.deal()],
    )


def case_xiv_takes_all() -> Json:
    table = Table({"A": XIV_A, "B": XIV_B}, XIV_STOCK)
    table.act(_p("B", discard="9S 8S 7S"), _p("B", mix="JD TD 9D", **{"with": "hand"}),
              _p("A", exchange="8D 7D 9C 8C 7C"), {"declare": "all"})
    table.finish("case-XIV-the-elder-takes-all-five")
    return case_record(
        "XIV",
        "B puts out three cards and takes up the bottom three of the stock before A has taken in; A takes all five "
        "of his cards.",
        XIV_HANDS,
        [table.deal()],
        variation="A leaves no card: he takes all five of his cards",
    )


def case_xiv_not_yet_taken() -> Json:
    table = Table({"A": XIV_A, "B": XIV_B}, XIV_STOCK)
    table.act(_p("B", discard="9S 8S 7S"), _p("A", leave=1), _p("A", exchange="8D 7D 9C 8C"),
              _p("B", discard="9H"), _p("B", take=4), {"declare": "all"})
    table.finish("case-XIV-the-younger-had-not-taken-up-a-card")
    return case_record(
        "XIV",
        "B puts out three cards before A has taken in, but takes up nothing. A says he leaves a card and exchanges "
        "four; B then puts out a fourth card and takes in the card A left with his own three.",
        XIV_HANDS,
        [table.deal()],
        variation="B has discarded but not taken up any card of the stock when A says he leaves a card",
    )


RECORDS.update({
    "case-XIV": case_xiv,
    "case-XIV-the-elder-takes-all-five": case_xiv_takes_all,
    "case-XIV-the-younger-had-not-taken-up-a-card": case_xiv_not_yet_taken,
})


# -- Case XII: a tierce called without its suit or top card ------------------------------------------

XII_A = "QS QH JH KC JC TC 9C TH 9S 8S 7S 9H"
XII_B = "AS KS JS TS AH KH 8H 7H QD JD AC QC"
XII_STOCK = _stock(XII_A, XII_B, "AD KD TD 8D 7D 9D 8C 7C")
XII_HANDS = (
    "Constructed. A keeps QH JH and puts out TH (with 9H and three spades), so that he might have held the tierce "
    "to the queen in hearts; he holds the tierce to the knave in clubs, and takes in AD KD TD 8D 7D for a point "
    "in diamonds with no sequence in it. Every sequence that could beat or equal his tierce is blocked by a card "
    "he holds or put out, so the tierce is good against the cards and may be called by its length alone (Law 48)."
)
XII_EXCHANGES: list[Json] = [_p("A", exchange="TH 9S 8S 7S 9H"), _p("B", exchange="JS TS 7H")]


def _case_xii(tierce: Json, seed: str, *, asked: list[Json] | None = None) -> Json:
    table = Table({"A": XII_A, "B": XII_B}, XII_STOCK)
    table.act(*XII_EXCHANGES, _p("A", call={"point": 5}), _p("B", reply="good"), _p("A", call=tierce), _p("B", reply="good"),
              _p("A", play="AD"), _p("B", reckon={"set": "A", "count": 3}), *(asked or []))
    table.finish(seed)
    table.act(_p("B", claim="misinformed"))
    return table.finish(seed + "-played-again").deal()


def case_xii() -> Json:
    return case_record(
        "XII",
        "A, elder, calls a point in diamonds and then simply a tierce, naming neither its suit nor its top card. He "
        "holds the tierce to the knave in clubs; he had hearts enough for a tierce to the queen but put one out. B "
        "plays as though the tierce were in hearts, loses the cards, and then asks to play them again, saying he "
        "was misinformed, or not informed enough.",
        XII_HANDS,
        [_case_xii({"sequence": 3}, "case-XII")],
    )


def case_xii_named_wrongly() -> Json:
    return case_record(
        "XII",
        "A calls a point in diamonds and a tierce in hearts, though his tierce is in clubs and his hearts lack the "
        "ten he put out. B plays on the call, and at the end asks to play the cards again.",
        XII_HANDS,
        [_case_xii({"sequence": 3, "suit": "H"}, "case-XII-the-tierce-named-in-hearts")],
        variation="A names the suit of his tierce, wrongly, as hearts",
    )


def case_xii_asked() -> Json:
    return case_record(
        "XII",
        "A calls a point in diamonds and a tierce by its length alone. After A's lead B asks how many hearts he "
        "holds of what he declared, and A answers three; B plays on that answer and at the end asks to play the "
        "cards again.",
        XII_HANDS,
        [_case_xii({"sequence": 3}, "case-XII-a-question-answered-wrongly",
                   asked=[_p("B", play="QD"), _p("B", ask={"how many": "hearts"}), _p("A", answer="three")])],
        variation="B asks how many hearts A declared and is answered wrongly, three",
    )


def case_xii_shown() -> Json:
    return case_record(
        "XII",
        "A calls a point in diamonds and a tierce by its length alone. After A's lead B asks to see the tierce, and A "
        "shows the knave, ten and nine of clubs; at the end B still asks to play the cards again.",
        XII_HANDS,
        [_case_xii({"sequence": 3}, "case-XII-b-asks-to-see-the-tierce",
                   asked=[_p("B", ask="show"), _p("A", show="JC TC 9C")])],
        variation="B asks to see the tierce, as Law 55 allows, and is shown it",
    )


# -- Case XV: "how many diamonds?" answered beyond the declared cards -----------------------------------

XV_A = "KD JD TD 9D 8D 7D AS 9S 8S 7S 8C 7C"
XV_B = "AH KH QH JH 9H 8H AD QD KC QC JC TC"
XV_HANDS = (
    "Constructed from the Case's six diamonds: A is dealt KD JD TD 9D 8D 7D and keeps them. B keeps six hearts "
    "without a quint (AH KH QH JH 9H 8H, making 58), so A's six diamonds (54) are not good for point while his "
    "quint minor is good; B puts out his two diamonds, so A's diamond leads win."
)


XV_STOCK = _stock(XV_A, XV_B, "AC 9C TH 7H TS KS QS JS")


def _case_xv(b_discard: str, answer: str, seed: str, *, reckon: list[Json], elect: bool) -> Table:
    table = Table({"A": XV_A, "B": XV_B}, XV_STOCK)
    point_good = "AD" not in b_discard or "8H" in b_discard
    table.act(_p("A", exchange="9S 8S 7S 8C 7C"), _p("B", exchange=b_discard), _p("A", call={"point": 6}),
              _p("B", reply="good" if point_good else "not good"), _p("A", call={"sequence": 5, "to": "J"}), _p("B", reply="good"),
              _p("A", play="TD"), *reckon, _p("B", play="8H" if "8H" not in b_discard else "TC"), _p("A", play="9D"), _p("B", play="QS"),
              _p("A", play="8D"), _p("B", play="JS"), _p("A", play="7D"), _p("B", play="KS"),
              _p("B", ask={"how many": "diamonds"}), _p("A", answer=answer))
    table.finish(seed)
    if elect:
        table.act(_p("B", elect="retake", option="law-59-v")).finish(seed + "-played-again")
    return table


XV_RECKON: list[Json] = [_p("B", reckon={"point": 6}), _p("B", reckon={"set": "K", "count": 3}),
                         _p("B", reckon={"set": "Q", "count": 3}), _p("B", reckon={"set": "J", "count": 3})]


def case_xv() -> Json:
    table = _case_xv("AD QD TC", "two", "case-XV", reckon=XV_RECKON, elect=True)
    return case_record(
        "XV",
        "A, elder, holds KD JD TD 9D 8D 7D; his six diamonds are not good for point, but his quint minor is good. "
        "In the play he leads TD 9D 8D 7D. B asks how many diamonds he has; A says two. B takes the answer to be "
        "about the quint, plays on it and loses the cards, and asks to play the end of the hand again.",
        XV_HANDS,
        [table.deal()],
    )


def case_xv_one() -> Json:
    table = _case_xv("AD QD TC", "one", "case-XV-the-answer-one", reckon=XV_RECKON, elect=False)
    return case_record(
        "XV",
        "A's six diamonds are not good for point and his quint minor is good. After he has led TD 9D 8D 7D, B "
        "asks how many diamonds, and A answers one: the knave, all that is left of his quint.",
        XV_HANDS,
        [table.deal()],
        variation="A answers one, the count of his quint's cards still in hand",
    )


def case_xv_point_good() -> Json:
    reckon = [_p("B", reckon={"set": "K", "count": 3}), _p("B", reckon={"set": "Q", "count": 3}), _p("B", reckon={"set": "J", "count": 3})]
    table = _case_xv("AD QD 8H", "two", "case-XV-the-point-of-six-good", reckon=reckon, elect=False)
    table_deal = table.deal()
    return case_record(
        "XV",
        "B puts out a heart instead of the ten of clubs, so his hearts make only five cards and A's six diamonds are "
        "good for point, as is his quint minor. After A has led TD 9D 8D 7D, B asks how many diamonds; A says two.",
        XV_HANDS + " In this variation B discards 8H in place of TC.",
        [table_deal],
        variation="A's point of six diamonds is good, so the king of diamonds was reckoned",
    )


# -- Case XVI: "how many hearts?" answered "none" ----------------------------------------------------

XVI_A = "JS TS 9S JH AD AC KC QC TC 8C 7C KH"
XVI_B = "8S 7S JC AH QH TH 9H 8H 7H KD QD 8D"
XVI_STOCK = _stock(XVI_A, XVI_B, "AS QS JD TD 9D KS 7D 9C")
XVI_HANDS = (
    "Constructed to end as the Case does. B keeps six hearts (making 55) and puts out two spades and the knave of "
    "clubs; A's six clubs make 56, so B's point is not good and he does not declare it, and neither player has a "
    "trio. B's quart minor in hearts is good (A's best sequence is a tierce). The play is written so that B's "
    "quart minor goes in the first nine tricks, A wins the ninth, and A holds AS QS KH to B's AH QH KS."
)
XVI_PLAY: list[Json] = [
    _p("A", play="AC"), _p("B", play="9C"), _p("A", play="JD"), _p("B", play="KD"),
    _p("B", play="QD"), _p("A", play="TD"), _p("B", play="8D"), _p("A", play="9D"),
    _p("A", play="KC"), _p("B", play="7D"), _p("A", play="QC"), _p("B", play="7H"),
    _p("A", play="TC"), _p("B", play="8H"), _p("A", play="8C"), _p("B", play="9H"), _p("A", play="7C"), _p("B", play="TH"),
]


def _case_xvi(point: bool, answer: str, seed: str, *, elect: bool = False) -> Json:
    table = Table({"A": XVI_A, "B": XVI_B}, XVI_STOCK)
    table.act(_p("A", exchange="JS TS 9S JH AD"), _p("B", exchange="8S 7S JC"))
    if point:
        table.act(_p("A", call={"point": 6, "value": 56}), _p("B", reply="good"))
    table.act(_p("A", call={"sequence": 3, "to": "A"}), _p("B", reply="not good"),
              _p("A", play=XVI_PLAY[0]["play"]), _p("B", reckon={"sequence": 4, "to": "T"}))
    if not point:
        table.act(_p("B", reckon={"point": 6}))
    table.act(*XVI_PLAY[1:], _p("A", ask={"how many": "hearts"}), _p("B", answer=answer))
    table.finish(seed)
    if elect:
        table.act(_p("A", elect="retake", option="law-59-v")).finish(seed + "-played-again")
    return table.deal()


def case_xvi() -> Json:
    return case_record(
        "XVI",
        "B, younger hand, has put out at least one spade and, with three cards left, holds AH QH KS. He declared no "
        "point, aces or queens; he reckoned a quart minor in hearts, now played. A holds AS QS KH and, before "
        "leading, asks how many hearts; B says none.",
        XVI_HANDS,
        [_case_xvi(True, "none", "case-XVI")],
    )


def case_xvi_two() -> Json:
    return case_record(
        "XVI",
        "With the same three cards each, A asks how many hearts and B answers two, counting the ace and queen he "
        "never declared. A plays on the answer, and then asks to play the end again.",
        XVI_HANDS,
        [_case_xvi(True, "two", "case-XVI-the-answer-two", elect=True)],
        variation="B answers two, counting hearts he never declared",
    )


def case_xvi_point_reckoned() -> Json:
    return case_record(
        "XVI",
        "A calls no point, so B reckons his six hearts for point besides his quart minor. With three cards left each, "
        "A asks how many hearts and B says none, though the ace and queen he holds were part of his point. A asks "
        "to play the end again.",
        XVI_HANDS,
        [_case_xvi(False, "none", "case-XVI-the-hearts-reckoned-for-point", elect=True)],
        variation="A does not call his point, so B reckons his hearts for point",
    )


RECORDS.update({
    "case-XII": case_xii,
    "case-XII-the-tierce-named-in-hearts": case_xii_named_wrongly,
    "case-XII-a-question-answered-wrongly": case_xii_asked,
    "case-XII-b-asks-to-see-the-tierce": case_xii_shown,
    "case-XV": case_xv,
    "case-XV-the-answer-one": case_xv_one,
    "case-XV-the-point-of-six-good": case_xv_point_good,
    "case-XVI": case_xvi,
    "case-XVI-the-answer-two": case_xvi_two,
    "case-XVI-the-hearts-reckoned-for-point": case_xvi_point_reckoned,
})
