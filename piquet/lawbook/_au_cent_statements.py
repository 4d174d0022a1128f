"""The Laws of Piquet au Cent, clause by clause, in our own words.

Au cent is stated as a list of points where it departs from the Laws of
Piquet; everything else carries over.  Each clause here gets a stable slug id
(kebab-case, naming the clause's subject, never its position, so that inserting
a clause never renumbers the others), the heading of the Laws section it
belongs to, and ``displaces``: the Laws of Piquet it replaces or modifies.

Clauses that apply only *by agreement* (``point-four-less``,
``low-cards-do-not-count``) displace nothing: the parent law stays in force
unless the players agree otherwise, so they point to it through
``refers_to`` instead.  Clauses that only qualify another au cent clause
likewise displace nothing and refer to that clause.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from lawkit.citation import Citation
from piquet.lawbook.citation import au_cent, law, laws

__all__ = ["AuCentText", "AU_CENT_TEXTS"]


class AuCentText(NamedTuple):
    """One au cent clause: slug, heading, title, statement and its links."""

    slug: str
    heading: str
    title: str
    statement: str
    displaces: tuple[int, ...] = ()
    refers_to: tuple[Citation, ...] = ()
    displaces_note: tuple[int, ...] = ()


_CUTTING: Final = "Cutting"
_DEALING: Final = "Dealing"
_CARTE: Final = "Carte blanche"
_DISCARDING: Final = "Discarding and taking in"
_CALLING: Final = "Calling and showing"
_PLAYING: Final = "Playing"
_SCORING: Final = "Scoring"

AU_CENT_TEXTS: Final[tuple[AuCentText, ...]] = (
    AuCentText(
        "cut",
        _CUTTING,
        "Lower card deals",
        "Whoever cuts the lower card must deal. If a player shows more than "
        "one card when cutting, his adversary may choose to treat the lowest "
        "of the cards shown as the one he cut; failing that, he cuts again as "
        "under Law 5.",
        displaces=(4, 5),
    ),
    AuCentText(
        "no-choice-of-cards",
        _CUTTING,
        "No choice of cards for a new partie",
        "When a new partie begins, neither player has a choice of which pack "
        "to take.",
        displaces=(4,),
    ),
    AuCentText(
        "deal-by-twos",
        _DEALING,
        "Deal in twos",
        "The cards are always dealt two at a time; dealing in threes is not "
        "allowed.",
        displaces=(9,),
    ),
    AuCentText(
        "wrong-number-of-cards",
        _DEALING,
        "Elder hand dealt the wrong number",
        "An elder hand dealt eleven or thirteen cards may have a fresh deal, "
        "but must claim it before he so much as touches the stock. The rest of "
        "Law 11 (a twelve-card hand finding only seven in the stock) is "
        "unchanged.",
        displaces=(11,),
        refers_to=laws(38),
    ),
    AuCentText(
        "wrong-pack",
        _DEALING,
        "Dealing with the wrong pack",
        "If the wrong pack is used and this is noticed before the deal is "
        "finished, the cards are dealt again with the correct pack; noticed "
        "once the deal is complete, the deal is valid.",
        displaces=(15,),
    ),
    AuCentText(
        "deal-out-of-turn",
        _DEALING,
        "Dealing out of turn",
        "A deal by the wrong player is void, and the proper dealer deals, if "
        "the offender notices the mistake before he picks up his hand. Noticed "
        "any later, the deal stands and nothing can be done about it; there "
        "is no double deal to restore the turn.",
        displaces=(16,),
    ),
    AuCentText(
        "carte-blanche-of-younger",
        _CARTE,
        "Younger hand's carte blanche",
        "A younger hand holding carte blanche may keep quiet about it until "
        "the elder hand has made his discard and touched the stock.",
        displaces=(20,),
    ),
    AuCentText(
        "younger-need-not-discard",
        _DISCARDING,
        "Younger hand need not discard",
        "The younger hand is under no obligation to discard at all: he may "
        "keep the twelve cards dealt him and take in none.",
        displaces=(22,),
    ),
    AuCentText(
        "touching-the-stock",
        _DISCARDING,
        "Discard fixed once the stock is touched",
        "As soon as a player touches the stock his discard is settled and may "
        "not be changed, save in the situations covered by Laws 11, 32 and 38 "
        "of the Laws of Piquet.",
        displaces=(24,),
        refers_to=laws(11, 32, 38),
    ),
    AuCentText(
        "elder-mixes-stock-cards",
        _DISCARDING,
        "Elder hand mixing the younger's cards loses the game",
        "The elder hand loses the game if he mixes into his hand any of the "
        "lowest three cards of the stock, or if, having left cards, he mixes "
        "into his hand any card he should have left. This replaces Law 28's "
        "penalty and the younger hand's option of a fresh deal. Law 28's "
        "exceptions for Laws 41 and 43 fall away, since under au cent the "
        "elder hand must leave three cards in those cases too.",
        displaces=(28,),
        refers_to=(
            law(41),
            law(43),
            au_cent("elder-with-thirteen"),
            au_cent("stock-of-seven"),
        ),
    ),
    AuCentText(
        "younger-takes-top-cards",
        _DISCARDING,
        "Younger hand lifting the elder's cards loses the game",
        "The younger hand loses the game if he takes up any of the uppermost "
        "five cards of the stock, unless they are cards the elder hand has "
        "declared he is leaving.",
        displaces=(27, 29),
    ),
    AuCentText(
        "declare-cards-left",
        _DISCARDING,
        "Elder hand must declare cards left",
        "An elder hand who does not take all his cards must say how many he "
        "takes or leaves before he touches the stock. If he fails to, the "
        "younger hand keeps the remedy of Law 32: finding more than three "
        "cards in the stock before lifting one, he may alter his discard and "
        "take in the extra cards.",
        displaces=(32,),
        refers_to=(au_cent("touching-the-stock"),),
    ),
    AuCentText(
        "looking-at-cards-left",
        _DISCARDING,
        "Looking at cards the younger hand chose not to see",
        "When the younger hand leaves cards and declines to see them, and "
        "either player looks at them all the same, they are turned face up, "
        "and the offender's adversary may call a suit from him the next time "
        "he has to lead.",
        displaces=(36,),
    ),
    AuCentText(
        "elder-with-thirteen",
        _DISCARDING,
        "Elder plays on with thirteen",
        "An elder hand dealt thirteen who chooses to play on, whether the "
        "stock holds seven cards or eight, must put out one card beyond the "
        "number he takes in; he need not take in any card, and he must leave "
        "the younger hand at least three.",
        displaces=(40, 41),
    ),
    AuCentText(
        "elder-with-eleven",
        _DISCARDING,
        "Elder plays on with eleven; stock of eight",
        "An elder hand dealt eleven, with eight cards in the stock, who "
        "chooses to play on discards one card fewer than he takes in, though "
        "he must put out at least one (so he takes in two or more). The younger "
        "hand's discard exceeds his intake by one card, though he may take in "
        "nothing.",
        displaces=(42,),
    ),
    AuCentText(
        "stock-of-seven",
        _DISCARDING,
        "Elder plays on with twelve; stock of seven",
        "An elder hand dealt twelve, with only seven cards in the stock, who "
        "chooses to play on still discards as many as he takes in (Law 43), "
        "but must leave three cards or more for the other player. The younger "
        "hand's discard exceeds his intake by one card, though he may take in "
        "nothing.",
        displaces=(43,),
    ),
    AuCentText(
        "point-called-by-value",
        _CALLING,
        "Point called by its value",
        "In calling his point, the elder hand has to state what it counts; "
        "giving only the number of cards in it is not enough.",
        displaces=(46,),
    ),
    AuCentText(
        "sequence-named-to-its-card",
        _CALLING,
        "Sequences, quatorzes and trios named in full",
        "Calling how many cards a sequence has is not enough: the elder hand "
        "must say which card heads it. In calling a quatorze or trio he must "
        "likewise name the rank of its cards.",
        displaces=(48,),
    ),
    AuCentText(
        "smaller-call-binds",
        _CALLING,
        "An under-call binds",
        "If the elder hand under-calls his point, sequence, quatorze or trio, "
        "or calls a trio when he has a quatorze, he is held to his "
        "call and may count nothing better, even though what he called is good "
        "against the cards. Before leading he may still put right a misnamed "
        "sequence, trio or quatorze and count anything of equal or lower "
        "scoring value, provided the mistaken call was good against the cards.",
        displaces=(49, 50),
        refers_to=laws(53),
    ),
    AuCentText(
        "elder-must-show",
        _CALLING,
        "Elder hand shows what he calls",
        "Whatever the elder hand calls that is good or equal he must show, "
        "quatorzes and trios excepted. If he leads before showing it, he "
        "cannot count it, and his adversary may show and count his own point "
        "or sequence even though it is only equal or lower.",
        displaces=(55,),
    ),
    AuCentText(
        "shown-sequence-bars",
        _CALLING,
        "A shown sequence bars though under-called",
        "An elder hand who shows a sequence but calls a lesser one cannot "
        "count the better one; yet having shown it, he bars the younger hand "
        "from counting any sequence that is merely equal or inferior to it.",
        displaces=(49,),
    ),
    AuCentText(
        "younger-abides-by-answer",
        _CALLING,
        "Younger hand bound by his answer",
        "A younger hand who has conceded a correct call as good or equal is "
        "held to that answer and may not withdraw it.",
        displaces=(51,),
    ),
    AuCentText(
        "disallowed-good-call",
        _CALLING,
        "A good call wrongly disallowed",
        "Should the younger hand reject a call that turns out good or equal, "
        "the elder may still, though he has already led, show and count what "
        "makes him better, or show that he is level.",
        refers_to=(au_cent("elder-must-show"), au_cent("nothing-omitted-after-play")),
    ),
    AuCentText(
        "younger-plays-without-showing",
        _CALLING,
        "Younger hand plays without showing",
        "If the younger hand answers a call with 'equal' or 'not good' and "
        "then plays to the first trick without showing what is better or "
        "equal, the elder hand may show and count what he called, even "
        "though he has led.",
        refers_to=(au_cent("elder-must-show"), au_cent("nothing-omitted-after-play")),
    ),
    AuCentText(
        "unheld-quatorze-or-trio",
        _CALLING,
        "Quatorze or trio called but not held",
        "A player who calls a quatorze or trio he does not hold, has it "
        "conceded as good, and plays a card without correcting the call, "
        "scores nothing that deal.",
        displaces=(52, 54),
        refers_to=laws(44),
    ),
    AuCentText(
        "nothing-omitted-after-play",
        _CALLING,
        "No late claims once play begins",
        "Once the elder hand has led, he can count nothing he omitted to call; "
        "nor can the younger hand once he has played to a trick. The two "
        "clauses on a call wrongly disallowed or left unshown by the younger "
        "hand are the exceptions.",
        displaces=(56,),
        refers_to=(au_cent("disallowed-good-call"), au_cent("younger-plays-without-showing")),
    ),
    AuCentText(
        "point-four-less",
        _SCORING,
        "Points ending in four (by agreement)",
        "If the players so agree, a point whose count ends in the figure four "
        "scores one less than its number of cards.",
        refers_to=laws(62),
    ),
    AuCentText(
        "low-cards-do-not-count",
        _PLAYING,
        "Nines, eights and sevens do not count (by agreement)",
        "If the players so agree, nines, eights and sevens do not count in the "
        "play: leading one, or winning a trick with one, scores "
        "nothing.",
        refers_to=laws(65),
    ),
    AuCentText(
        "errors-in-scoring",
        _SCORING,
        "Correcting scoring errors",
        "A proven slip in adding up the score, or in marking it, may be put "
        "right at any time while the game lasts.",
        displaces=(70,),
    ),
    AuCentText(
        "game-a-hundred-up",
        _SCORING,
        "A game of a hundred",
        "A game is played to a hundred: the first player to reach a hundred "
        "points wins it.",
        displaces=(71,),
        displaces_note=(71,),
    ),
    AuCentText(
        "double-game",
        _SCORING,
        "Double game",
        "A player who reaches a hundred while his adversary still has fewer "
        "than fifty wins a double game.",
        displaces=(73,),
    ),
    AuCentText(
        "partie-of-five-games",
        _SCORING,
        "Partie of three games in five",
        "The partie goes to whoever is first to take three of the five games; "
        "a double game counts as two.",
        displaces=(71, 72),
        refers_to=(au_cent("double-game"),),
    ),
)
