"""The Laws of Piquet 1-78 and the note to Law 71, restated in our own words.

Kept apart from :mod:`piquet.lawbook.catalogue` so that the catalogue's structure stays
readable and the long texts can be reviewed on their own.  Every statement is
a fresh restatement: facts and figures follow the 1882 code, the wording does
not (``tests/test_lawbook_originality.py`` guards this).
"""

from __future__ import annotations

from typing import Final, NamedTuple

from lawkit.citation import Citation
from piquet.lawbook.citation import law, laws

__all__ = ["NOTE_KIND", "LawText", "NoteText", "LAW_TEXTS", "NOTE_TEXTS"]

#: Citation kind of a note attached to a law; its id is the law's number.
NOTE_KIND: Final = "law-note"


class LawText(NamedTuple):
    """One law's number, short title, restatement and cross-references."""

    number: int
    title: str
    statement: str
    refers_to: tuple[Citation, ...] = ()


class NoteText(NamedTuple):
    """A note attached to a law (id is the law's number)."""

    law: int
    title: str
    statement: str
    refers_to: tuple[Citation, ...] = ()


_RECKON_NOTHING: Final = law(44)

LAW_TEXTS: Final[tuple[LawText, ...]] = (
    # Shuffling
    LawText(
        1,
        "Who may shuffle",
        "Either player may shuffle either pack, the one he will deal with or "
        "the one his adversary will use. The dealer is entitled to shuffle last.",
    ),
    LawText(
        2,
        "How to shuffle",
        "Shuffling is done above the table and in a way that lets no card's "
        "face be seen.",
    ),
    # Cutting
    LawText(
        3,
        "Size of a cut",
        "Whoever cuts must lift off two cards or more and leave two cards or "
        "more beneath.",
    ),
    LawText(
        4,
        "Cutting for deal; choice of cards",
        "When cutting, the ace ranks above every other card. Whoever "
        "turns up the higher card chooses who deals first. At the start of every "
        "partie the dealer picks which of the two packs he takes.",
    ),
    LawText(
        5,
        "Several cards shown in cutting for deal",
        "A player who shows more than one card when cutting for the deal has to "
        "cut a second time.",
    ),
    LawText(
        6,
        "Cut for deal survives a bad pack",
        "The cut that settled who deals stands even if the pack proves to be "
        "incorrect.",
        laws(75),
    ),
    LawText(
        7,
        "Fresh cut after exposure or confusion",
        "When a card is exposed, or the cards get muddled, either in the cut "
        "made to the dealer or while the two packets are put back together, "
        "the pack is cut again.",
    ),
    LawText(
        8,
        "A cut is final",
        "Once the cutter has lifted the pack apart, the cut stands; he may not "
        "try again.",
    ),
    # Dealing
    LawText(
        9,
        "How the cards are dealt",
        "The dealer gives out the cards in twos or in threes, the first batch "
        "to his adversary and the next to himself, alternating until both hold "
        "twelve. Whichever method he picks, he keeps to it for the rest of the "
        "partie. The eight cards left over form the stock, laid face down as a "
        "single pile in the middle of the table between the two players.",
    ),
    LawText(
        10,
        "Correcting a misdeal by consent",
        "A dealer who has dealt wrongly may put it right if his adversary "
        "agrees, but only while neither player has yet picked up his hand.",
    ),
    LawText(
        11,
        "Elder hand dealt the wrong number",
        "If the elder hand holds eleven or thirteen cards he may, after looking "
        "at his hand, have a fresh deal, provided he has not yet taken up any "
        "card from the stock. If he was dealt twelve and, on pulling the stock "
        "over after discarding, finds only seven cards in it, he may choose "
        "between a fresh deal and changing his discard. If he keeps a deal "
        "with the wrong number of cards, Laws 40 to 43 fix how many each "
        "player discards.",
        laws(38, 39, 40, 41, 42, 43),
    ),
    LawText(
        12,
        "When a fresh deal is compulsory",
        "The cards must be dealt again when two or more of them have been "
        "misdealt, or when the stock holds nine cards, save where the dealer "
        "has been allowed to correct his error under Law 10.",
        laws(10),
    ),
    LawText(
        13,
        "Cards exposed by the dealer",
        "If the dealer shows a card that belongs in his adversary's hand or in "
        "the stock, the elder hand may choose to have a fresh deal. A card of the "
        "dealer's own hand shown by him does not disturb the deal, which stands.",
    ),
    LawText(
        14,
        "Faced card in pack or stock",
        "A card found turned face up in the pack during the deal, or in the "
        "stock while a player is taking in, makes the deal void: the cards are "
        "dealt afresh.",
    ),
    LawText(
        15,
        "Dealing with the wrong pack",
        "If the dealer uses the wrong pack and this is noticed while neither "
        "player has taken up any card, the cards are dealt again with the right "
        "pack. Noticed any later, the deal is valid and the two packs stay "
        "exchanged from then on.",
    ),
    LawText(
        16,
        "Deals alternate; dealing out of turn",
        "The players take turns to deal. A deal made by the wrong player is "
        "void if either of them notices before taking up any card, and the "
        "proper dealer then deals. If the mistake comes to light too late to "
        "undo, whoever was elder hand in the faulty deal must deal the next two "
        "deals in a row, using the same pack for both (subject to Law 76), "
        "unless that deal or the one after it ends the partie.",
        laws(76),
    ),
    LawText(
        17,
        "Gathering the cards",
        "The player who is not dealing gathers the cards for the coming deal "
        "and puts them, squared up, face down on the table.",
    ),
    # Carte blanche
    LawText(
        18,
        "Carte blanche and its priority",
        "A carte blanche is a dealt hand of twelve or more cards containing no "
        "king, queen or knave. It is scored before anything else, so it "
        "prevents the adversary's pique or repique, and its score also counts "
        "towards the holder's own pique or repique.",
        laws(61, 67, 68, 69),
    ),
    LawText(
        19,
        "Showing carte blanche",
        "The holder shows a carte blanche by laying his cards face up on the "
        "table and counting them out one at a time.",
    ),
    LawText(
        20,
        "Announcing carte blanche",
        "A player must tell his adversary of a carte blanche the moment he "
        "knows he has one, though he may wait until the adversary has "
        "discarded before showing it.",
        laws(19),
    ),
    # Discarding and taking in
    LawText(
        21,
        "Elder hand's discard",
        "The elder hand may put out as many as five cards and take in the same "
        "number. He must put out at least one card, apart from the situation "
        "covered by Law 42.",
        laws(42),
    ),
    LawText(
        22,
        "Younger hand's discard",
        "The younger hand may put out as many as three cards and take in the "
        "same number, subject to Laws 41 and 43 (and to Law 34 when the elder "
        "leaves cards). He must put out at least one card, subject to Law 40.",
        laws(34, 40, 41, 43),
    ),
    LawText(
        23,
        "Order of taking in",
        "A player taking in must draw the stock cards in sequence, uppermost "
        "first.",
    ),
    LawText(
        24,
        "Discard fixed once a stock card is taken",
        "As soon as a player has taken up any card of the stock, his discard is "
        "settled and he may not change it.",
    ),
    LawText(
        25,
        "Retaking discards after taking in",
        "A player who, having taken up a stock card, puts any discarded card "
        "back into his hand plays the deal holding over twelve cards and "
        "scores nothing in it.",
        (_RECKON_NOTHING, law(58)),
    ),
    LawText(
        26,
        "Cards mixed into the discard after taking in",
        "If a player, having taken up a stock card, lets one of his own cards, "
        "or a stock card due to him, get mixed with his discard, that card "
        "stays in the discard. He plays short of twelve cards, and "
        "each card of his adversary's that he cannot play to counts as a trick "
        "for the adversary.",
        laws(57),
    ),
    LawText(
        27,
        "Exposing or lifting the other hand's stock cards",
        "Elder hand: if, while taking in or while inspecting cards he has left, "
        "he exposes or takes up any of the lowest three cards of the stock, he "
        "scores nothing that deal (Laws 41 and 43 excepted). Younger hand: if, "
        "when taking in, he exposes or takes up any of the uppermost five cards "
        "of the stock, he scores nothing that deal, unless they are cards the "
        "elder hand declared he was leaving.",
        (law(41), law(43), _RECKON_NOTHING),
    ),
    LawText(
        28,
        "Elder hand mixing the younger's cards",
        "If the elder hand mixes into his hand any of the lowest three stock "
        "cards (Laws 41 and 43 excepted), or, having left cards, mixes into his "
        "hand any card he should have left, he scores nothing that deal; or "
        "else the younger hand may, having seen his own cards, choose a fresh "
        "deal. If the younger hand lets the deal stand, he may take in "
        "only as many of his cards as remain unmixed.",
        (law(41), law(43), _RECKON_NOTHING),
    ),
    LawText(
        29,
        "Younger hand mixing the elder's cards",
        "If the younger hand mixes into his hand any of the uppermost five "
        "stock cards (other than cards the elder hand declared he was leaving), "
        "he scores nothing that deal; or else the elder hand may, having seen "
        "his own cards, choose a fresh deal. If the elder hand lets it "
        "stand, he may take in only as many of his cards as remain unmixed. "
        "But where the elder "
        "hand has taken in part of his cards and the rest still lie on the "
        "stock, the younger hand incurs no penalty for taking any of them up, "
        "unless he mixes one of them into his hand, when he scores nothing "
        "that deal.",
        (_RECKON_NOTHING,),
    ),
    LawText(
        30,
        "Discarding more than is taken in",
        "A player dealt twelve who puts out more cards than he then takes in "
        "plays short, and each card of his adversary's he cannot play to counts to "
        "the adversary as a trick.",
        laws(57),
    ),
    LawText(
        31,
        "Taking in more than is discarded",
        "A player dealt twelve who takes in more cards than he discarded, "
        "without taking any of his adversary's cards off the stock, plays with "
        "over twelve cards and scores nothing that deal.",
        (_RECKON_NOTHING, law(58)),
    ),
    LawText(
        32,
        "Elder hand must declare cards left",
        "An elder hand who does not take all his cards must announce the "
        "number he is taking or leaving before he lifts any stock card. If he fails "
        "to say so, and the younger hand, having touched the stock but not yet "
        "lifted any card from it, finds more than three cards there, the younger "
        "hand may change his discard and take in the extra card or cards too.",
    ),
    LawText(
        33,
        "Elder hand looking at cards left",
        "The elder hand may look at cards he has left; but if he picks them up "
        "along with the cards he is taking in, he scores nothing that deal.",
        (_RECKON_NOTHING,),
    ),
    LawText(
        34,
        "Younger hand may take the whole stock",
        "The younger hand may take in every card still lying in the stock.",
    ),
    LawText(
        35,
        "Younger hand lifting too many cards",
        "If the younger hand leaves cards and, together with those he is "
        "taking in, picks up more cards than he discarded, he scores nothing "
        "that deal.",
        (_RECKON_NOTHING,),
    ),
    LawText(
        36,
        "Seeing the cards the younger hand leaves",
        "The younger hand may see any cards he leaves. He must say whether he "
        "will look at them once the elder hand has led or named the suit he "
        "will lead first, and before he plays any card himself. If he chooses "
        "to look, the elder hand may see them as well, once he has led or "
        "named his first suit. If he chooses not to look, neither player may "
        "see them.",
    ),
    LawText(
        37,
        "Left cards mixed into the younger's discard unseen",
        "If the younger hand mixes cards he has left into his discard without "
        "letting the elder hand see them, the elder hand, once he has led a "
        "card, may inspect the younger hand's discard together with the cards "
        "mixed into it.",
    ),
    LawText(
        38,
        "Counting the stock",
        "When a player says he was dealt eleven or thirteen cards, the stock "
        "may be counted to check how many cards it holds.",
    ),
    LawText(
        39,
        "Elder hand taking in without announcing a misdeal",
        "An elder hand dealt eleven or thirteen who takes up a stock card "
        "without announcing the fault loses his right to a fresh deal, may not "
        "change his discard, and must leave the younger hand no fewer than "
        "three cards. But where he holds eleven and the stock has seven, the "
        "cards must be dealt again.",
        laws(11, 38),
    ),
    LawText(
        40,
        "Elder plays on with thirteen; stock of eight",
        "If the elder hand, dealt thirteen with eight cards in the stock, "
        "chooses to play on, his discard must exceed what he takes in by one "
        "card, and be two cards at the least. The younger hand discards one "
        "fewer than he takes in; "
        "if he takes only a single card he need not discard.",
    ),
    LawText(
        41,
        "Elder plays on with thirteen; stock of seven",
        "If the elder hand, dealt thirteen with seven cards in the stock, "
        "chooses to play on, his discard must exceed what he takes in by one "
        "card, and be two cards at the least. If he takes in all five cards "
        "due to him, he puts out six, leaving the younger hand just two to "
        "take.",
    ),
    LawText(
        42,
        "Elder plays on with eleven; stock of eight",
        "If the elder hand, dealt eleven with eight cards in the stock, chooses "
        "to play on, he discards one card fewer than he takes in; taking only a "
        "single card, he need not discard at all. The younger hand's discard "
        "must exceed what he takes in by one card, and be two at the least.",
    ),
    LawText(
        43,
        "Elder plays on with twelve; stock of seven",
        "If the elder hand, dealt twelve with only seven cards in the stock, "
        "chooses to play on, he discards exactly as many as he takes in; if he "
        "takes in all five of his, only two remain for the younger hand. The "
        "younger hand's discard must exceed what he takes in by one card, and "
        "be two at the least.",
    ),
    LawText(
        44,
        "Waiving the penalty of scoring nothing",
        "Whenever a player incurs the penalty of scoring nothing in a deal, his "
        "adversary may choose not to enforce it.",
    ),
    LawText(
        45,
        "Looking through one's own discard",
        "Each player may look through his own discard whenever he likes.",
    ),
    # Calling and showing
    LawText(
        46,
        "Calling the point",
        "The elder hand calls his point before anything else, and forfeits it "
        "if he does not. Naming how many cards form the point is a sufficient "
        "call. The younger hand may ask what the point is worth only if he "
        "holds at least as many cards for point himself; once he asks, he "
        "cannot score a point made of more cards.",
    ),
    LawText(
        47,
        "Order of calls is free",
        "The younger hand need not start with his point, and neither player "
        "has to call his sequence straight after his point.",
    ),
    LawText(
        48,
        "Naming a sequence, quatorze or trio",
        "A sequence may be called by its number of cards alone if that call "
        "is good against the cards; if not, the elder hand must say which card "
        "heads it. Likewise he must name the rank of a quatorze or trio unless "
        "the bare call is already good against the cards.",
    ),
    LawText(
        49,
        "Counting further sequences and sets",
        "When the first sequence the elder hand calls is good against the "
        "cards, he is entitled to score every sequence he holds, whether worth more than "
        "the one called or not. In the same way, a first call of a trio or "
        "quatorze that is good against the cards lets him score every quatorze "
        "and trio in his hand.",
    ),
    LawText(
        50,
        "Correcting an under-call",
        "An elder hand who calls his point, sequence, quatorze or trio below "
        "what he actually holds may put the call right, so long as the younger "
        "hand has not yet answered it.",
    ),
    LawText(
        51,
        "Correcting a reply",
        "A younger hand who concedes a correct call as good or equal while "
        "holding something better may withdraw his answer, provided the elder "
        "hand has not yet made his next call or, if no call follows, has not "
        "yet led a card.",
    ),
    LawText(
        52,
        "Correcting an over-call",
        "A player whose call of a point, sequence, quatorze or trio exceeds "
        "what he holds, and is conceded as good, may correct it up to the "
        "moment the younger hand plays to the first trick. If it is the younger "
        "hand who corrects such a call once the elder has led, the elder may "
        "take back his lead and play another card. Left uncorrected, the "
        "over-call is punished under Law 54.",
        laws(54),
    ),
    LawText(
        53,
        "Misnomers",
        "A misnomer carries no penalty. A player commits one when he holds a "
        "point or sequence of the value called but gives its suit wrongly, or "
        "holds a sequence of that value but gives its rank wrongly, or holds a "
        "trio or quatorze but gives its rank wrongly. It counts as a misnomer "
        "only if what he actually claimed could not have been held at all, "
        "given his hand and discard together.",
    ),
    LawText(
        54,
        "Penalty for an uncorrected over-call",
        "Calling a point, sequence, quatorze or trio not actually held, having "
        "it conceded as good, and leaving it uncorrected until the younger "
        "hand's first card has gone to the opening trick means the offender "
        "scores nothing for that deal. "
        "A misnomer goes unpunished (Law 53), and so does a claim to something "
        "he could never have held with his hand and discard combined. When "
        "the error comes out, the adversary may score whatever good things of "
        "his own are not barred by some correct call the offender made besides "
        "the false one. Nor is a player penalised for miscalling what he "
        "showed of his own accord before playing a card (Law 55).",
        (law(52), law(53), law(55), law(56), _RECKON_NOTHING),
    ),
    LawText(
        55,
        "Showing what has been called",
        "Anything a player calls and has conceded as good or equal must be "
        "shown whenever the adversary asks, except that the younger hand need "
        "not show anything until the elder has led. A player who, before playing "
        "a card, shows of his own accord something he claims as good or equal "
        "incurs no penalty for having miscalled what he showed.",
        laws(54),
    ),
    LawText(
        56,
        "No late claims after the first trick",
        "Once the younger hand has played his card to the opening trick, "
        "neither player may score anything he failed to call (Law 54 "
        "excepted).",
        laws(54),
    ),
    # Playing
    LawText(
        57,
        "Playing with too few cards",
        "No penalty falls on a player who plays with fewer than twelve cards, "
        "but any card of his adversary's to which he cannot play counts as a "
        "trick for the adversary.",
    ),
    LawText(
        58,
        "Playing with too many cards",
        "A player holding more than twelve cards in play scores nothing that "
        "deal; his cards cannot score but still count to bar the adversary.",
        (_RECKON_NOTHING,),
    ),
    LawText(
        59,
        "Taking back a card played",
        "A card once led or played stays played, except under Law 52 and in "
        "these situations. (I) Cards dropped by accident may be picked up "
        "again. (II) If the leader leads several cards one after another "
        "without waiting, and the adversary plays more cards to them than he "
        "should, the adversary may take back the surplus once it is noticed, "
        "and every card wrongly played after that is taken back and played "
        "afresh. (III) A lead out of turn may be withdrawn unless the adversary "
        "has already played to it, after which it stands. (IV) A player who "
        "fails to follow suit when he could must, once this is noticed, take "
        "back the wrongly played cards and play the suit led; both players "
        "take back every card played since, and play resumes as if the mistake "
        "had never happened. (V) If a player, asked which cards conceded as "
        "good or equal he still holds, answers wrongly, the adversary may take "
        "back every card played since the wrong answer and play differently.",
        laws(52, 55),
    ),
    LawText(
        60,
        "Looking at tricks",
        "Either player may inspect any trick already taken, whether his or his "
        "adversary's, at any moment.",
    ),
    # Scoring
    LawText(61, "Score for carte blanche", "A carte blanche is worth ten.", laws(18)),
    LawText(
        62,
        "Scoring the point",
        "The larger point is good (more cards; between points of equal length, "
        "the higher count; if both are the same, neither scores). A good "
        "point scores one for every card in it.",
    ),
    LawText(
        63,
        "Scoring sequences",
        "The longest sequence is good; between sequences of the same length "
        "the one with the higher top card is good, and if they are equal "
        "neither scores for sequence. A good sequence scores: "
        "tierce (three cards) 3, quart (four) 4, quint (five) 15, sixième (six) "
        "16, septième (seven) 17, huitième (eight) 18.",
    ),
    LawText(
        64,
        "Scoring quatorzes and trios",
        "The highest quatorze is good, and every quatorze beats every trio; "
        "among trios, the highest is good. A good quatorze scores 14 and a good "
        "trio 3.",
    ),
    LawText(
        65,
        "Points in play and the last trick",
        "During play a player scores one for each card he leads and one for "
        "each card with which he wins a trick he did not lead (a lead that "
        "wins still scores only one). Whoever wins the last trick scores two "
        "for it in place of one.",
    ),
    LawText(
        66,
        "The cards and capot",
        "Winning seven tricks or more scores ten for the cards. With six tricks "
        "each the cards are divided and nobody scores for them. Winning all "
        "twelve tricks is capot, worth forty for the cards in place of ten.",
    ),
    LawText(
        67,
        "Order in which scores count",
        "Whichever hand earns them, scores are reckoned carte blanche first, "
        "then the point, then sequences, then quatorzes and trios, then the "
        "points won in the play, and the cards last of all.",
        laws(68, 69),
    ),
    LawText(
        68,
        "Repique",
        "A repique is made when a player reaches thirty from his hand alone, "
        "with scores that rank ahead of anything the adversary is able to "
        "count. It adds sixty to his score.",
        laws(67),
    ),
    LawText(
        69,
        "Pique",
        "A pique is made when the elder hand reaches thirty in hand and play "
        "together before his adversary has scored anything in that deal. It "
        "adds thirty to his score. Capot counts after the points made in play, "
        "so it cannot help towards a pique.",
        laws(66, 67),
    ),
    LawText(
        70,
        "Correcting errors in counting a hand",
        "A proven mistake in counting a hand may be put right at any time until "
        "the player who made it has seen his next hand.",
    ),
    LawText(
        71,
        "A partie of six deals",
        "A partie lasts six deals, and the player with the higher total after "
        "them wins it. If the totals are level, each player deals one more "
        "time and the partie then ends, even if the scores are level again. "
        "See the note for the four-deal partie played by agreement.",
        (Citation(NOTE_KIND, 71),),
    ),
    LawText(
        72,
        "Points won by the winner",
        "The winner of the partie subtracts the loser's total from his own, "
        "then adds a hundred to the difference; that is the number of points "
        "he wins.",
        laws(73),
    ),
    LawText(
        73,
        "Loser under a hundred (rubicon)",
        "If the loser's total is below a hundred, the winner, whether or not he "
        "has reached a hundred himself, adds the loser's total to his own and "
        "then a further hundred; that sum is the number of points won.",
        laws(72),
    ),
    LawText(
        74,
        "Written scores that disagree",
        "When the written scores differ, each player's own record of his own "
        "hand is accepted as correct.",
    ),
    # Incorrect packs
    LawText(
        75,
        "Incorrect packs",
        "If a pack turns out to be incorrect, with a surplus card or a missing "
        "or faulty one, the deal in which this is found is void, while every "
        "earlier deal stands.",
        laws(6),
    ),
    # Changing cards
    LawText(
        76,
        "Calling for fresh cards",
        "Until the pack has been cut to the dealer, either player may ask for "
        "new cards at his own cost. He must ask for two new packs, and the "
        "dealer chooses between them.",
    ),
    LawText(
        77,
        "Damaged cards",
        "Cards that are torn or marked must be replaced, or fresh packs "
        "obtained, with the two players sharing the cost.",
    ),
    # Bystanders
    LawText(
        78,
        "Bystanders",
        "A bystander who draws attention to a mistake or oversight and so "
        "alters the score may be required to make good all the stakes and bets "
        "of the player he has harmed.",
    ),
)

NOTE_TEXTS: Final[tuple[NoteText, ...]] = (
    NoteText(
        71,
        "Four-deal partie by agreement",
        "The players may agree to play a partie of four deals instead of six, "
        "the first and the last deal scoring double. If that ends level, each "
        "deals once more, and the extra deals score at their face value.",
        laws(71),
    ),
)
