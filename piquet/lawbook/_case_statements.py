"""The Cases and Decisions I-XXII, restated in our own words.

Each statement gives the facts in brief, then the decision and its reason.
Scores and card holdings are kept; the wording is the project's own.  Card
holdings in Case XXII use rank letters by suit (A K Q J 10 9 8 7).
"""

from __future__ import annotations

from typing import Final, NamedTuple

from lawkit.citation import Citation
from piquet.lawbook.citation import case, law, laws

__all__ = ["CaseText", "CASE_TEXTS"]


class CaseText(NamedTuple):
    """One case's numeral, short title, restatement and the provisions applied."""

    numeral: str
    title: str
    statement: str
    refers_to: tuple[Citation, ...] = ()


CASE_TEXTS: Final[tuple[CaseText, ...]] = (
    CaseText(
        "I",
        "Completing an unfinished call of point",
        "Facts: A called four cards for point and B answered 'equal'; A then "
        "gave the value, forty-one. B saw that he could not hold forty-one but "
        "did hold a five-card point, and A claimed the point. Decision: A does "
        "not score the point. Giving the value was not another or a further "
        "call under Law 51, merely the completion of an unfinished one, so B "
        "was still in time to withdraw his answer. B's answer nonetheless bars "
        "him from counting a point of more cards (Law 46): his five-card point "
        "scores nothing, but it still serves to save a pique or repique.",
        laws(51, 46),
    ),
    CaseText(
        "II",
        "Conceding a call the caller cannot make good",
        "Facts: A called three kings and B let them pass as good; it then came "
        "out that A did not hold three kings, and B wished to count four tens. "
        "Decision: he may. B's concession assumed that A held the kings. B "
        "could have refused the call at once, but while believing A had three "
        "kings he might prefer to sink his tens, something he might not do "
        "once he knew A had a king out.",
        laws(54, 64),
    ),
    CaseText(
        "III",
        "An offer of a fresh deal",
        "Facts: A suggested a fresh deal; B stayed silent until A had "
        "discarded, then said he would grant one. A, reading B's hesitation as "
        "a sign that no strong hand opposed him, said he no longer wanted it; "
        "B argued the offer was still open since he had never declined it. "
        "Decision: the offer had lapsed. The laws make no provision for "
        "offering a fresh deal; one happens only if both players agree. By "
        "letting A take the game a stage further by discarding, B in effect "
        "declined, though he never said so.",
    ),
    CaseText(
        "IV",
        "Aces declared by implication",
        "Facts: A called a point headed by the ace and two tierces major in "
        "the other suits, then led without mentioning aces. May B count three "
        "knaves? Decision: he may not. A's calls imply three "
        "aces, and A may still count anything omitted until B has played a "
        "card to the first trick (Law 56). The right course for B is to play "
        "a card and say "
        "nothing of knaves, whereupon A loses the score for his aces. But if A "
        "is under the rubicon and B calls knaves, A, should he object, must "
        "count his aces.",
        laws(56, 73),
    ),
    CaseText(
        "V",
        "Leaving a card after a carte blanche",
        "Facts: the elder hand, holding carte blanche, told the younger to "
        "discard for it; after the younger had put out three cards, the elder "
        "showed his hand and only then announced that he was leaving a card. "
        "Decision: the younger hand may change his discard even though he has "
        "seen the elder's cards. The elder ought to have announced the card "
        "left before he showed the carte blanche.",
        laws(20, 32),
    ),
    CaseText(
        "VI",
        "Carte blanche found after the elder has taken in",
        "Facts: the elder hand discarded and took up a stock card (Law 24); the "
        "younger then found he held carte blanche and offered to show it (Law "
        "19). Decision: the elder may not change his discard, and the younger "
        "may count his carte blanche. This is more a matter of etiquette than "
        "of law. The younger hand must announce a carte blanche as soon as he "
        "knows of it (Law 20), but if he only learns of it after the elder has "
        "taken up a stock card nothing can be done: he cannot be asked for the "
        "impossible, and his good faith, meaning no needless delay, is "
        "presumed. Under the older rule the younger hand had no duty to "
        "announce at all, a difference between the two hands that was "
        "doubtless made to keep disputes like this one from arising.",
        laws(24, 19, 20),
    ),
    CaseText(
        "VII",
        "Asking which queen is out",
        "Facts: A called three queens; B asked which queen A was not counting, "
        "A named the queen of diamonds and counted his queens, and B then "
        "declared the queens not good because he held three kings. Decision: B "
        "may not score his kings. Asking which queen is out amounts to "
        "conceding the three queens as good, since it obtains information B "
        "is entitled to only when A scores them.",
        laws(55, 64),
    ),
    CaseText(
        "VIII",
        "Naming the wrong king out",
        "Facts: A called three kings; B said 'good' and asked which king was "
        "out; A named the king of diamonds. In play it appeared that A held "
        "that king and had discarded the king of hearts. B claimed that A "
        "scores nothing that hand; A pleaded a mere misnomer. Decision: B is "
        "right. A did hold three kings, but his answer took the place of "
        "showing them and defined his claim as three kings including one he "
        "lacked, so he is liable to the penalty for scoring a holding he does "
        "not have (Law 54).",
        laws(53, 54, 55),
    ),
    CaseText(
        "IX",
        "Information gained from a corrected over-call",
        "Facts: A called four knaves while holding three; B said 'good'; A "
        "apologised and corrected himself to three; B then said 'not good'. B "
        "could have held four aces but had discarded one, so A learnt before "
        "leading, without being entitled to, that B had an ace out. Decision: "
        "nothing can be done for B; this is one of the rare mishaps beyond the "
        "reach of any card law.",
        laws(52),
    ),
    CaseText(
        "X",
        "Too many cards played to a shown quint",
        "Facts: A, elder hand, whose other cards were likely to leave B guessing "
        "which card to keep, put a quint major on the table and told B to "
        "play five cards; B played six by "
        "accident. When A played his last card, B had nothing left to play to "
        "it. B asked for the hand to be played again (Law 59, II). A argued "
        "that B had been told how many cards to play, should not gain by his "
        "own slip, and, having now seen every card, knew which one to keep to "
        "save the capot. Decision: the deal is replayed, B retrieving one of "
        "the six cards he put on the quint. A could have guarded against this "
        "by counting the cards B played; if he was too careless to do so, the "
        "consequences are his.",
        laws(59, 66),
    ),
    CaseText(
        "XI",
        "Wrong card placed with a quint",
        "Facts: A, elder hand with a club quint major and the club seven, "
        "laid the quint down along with the spade seven and told "
        "B to play six cards. B played five, then won the spade seven with his "
        "eight. A said he had meant to put down the club seven. Decision: A is "
        "too late once B has played his sixth card; until then he could have "
        "corrected the mistake.",
        laws(59),
    ),
    CaseText(
        "XII",
        "A tierce called without its suit or top card",
        "Facts: A, elder hand, had in clubs a tierce to the knave that was good "
        "against the cards; he could also have had a tierce to the queen in hearts "
        "but had discarded from that suit. He called a diamond point and a "
        "tierce, naming neither its suit nor its top card (Law 48). B, younger "
        "hand, played as if the tierce were in hearts, lost the cards thereby, "
        "and asked to play them again as misinformed (Law 59, V) or at least "
        "not told enough. Decision: no replay. B was not misinformed; he could "
        "have asked A to lay the tierce on the table (Law 55) or to say what "
        "card it ran "
        "to. Note: by custom players volunteer information where a claim could "
        "be ambiguous. A younger hand whose point, good or equal, might be in "
        "more than one suit names the suit once the elder has led; and if a "
        "high card of his point is out and could affect the play, though the "
        "point is still good or equal, he shows the cards. A claim left unspecified "
        "is generally taken to mean the best combination that could be held "
        "(here the tierce to the queen). If A and B habitually play on that "
        "understanding, B has a fair grievance, and A should make amends, most "
        "simply by not objecting to a replay. The same holds for quatorzes and "
        "trios: an elder hand with point and quart both good, who might hold "
        "three kings and three tens good against the cards but has discarded a "
        "king, should call 'three tens' by name rather than just 'three'.",
        laws(48, 55, 59),
    ),
    CaseText(
        "XIII",
        "Younger hand taking in one card too few",
        "Facts: B, younger hand, by accident took in one card fewer than he had "
        "discarded; this came to light with the hand partly played. B wished "
        "to take the card still on the table, which had not been mixed with "
        "his discard. Decision: he may, unless he had announced that he was "
        "leaving a card, in which case he plays with eleven. If he has not "
        "renounced in the suit of that card, play goes on as usual; if he has, "
        "Law 59 (IV) applies.",
        laws(30, 57, 59),
    ),
    CaseText(
        "XIV",
        "Younger hand taking in before the elder",
        "Facts: B, younger hand, discarded and took up the lowest three stock "
        "cards before A, elder hand, had taken in; A then announced he was "
        "leaving a card. Decision: having taken up stock cards, B cannot change "
        "his discard; and because cards must be taken in from the top, cards "
        "left by the elder included, he must also take the card A left. He "
        "therefore plays with thirteen cards and scores nothing that deal.",
        laws(23, 24, 34, 58),
    ),
    CaseText(
        "XV",
        "'How many diamonds?' answered beyond the declared cards",
        "Facts: the elder hand held six diamonds, the king, the knave and the "
        "four cards from ten down to seven. His six-card point was not good, "
        "but the quint minor he called was. In play he threw the ten, "
        "nine, eight and seven; the younger asked how many diamonds he had and "
        "was told two. Taking the answer to concern only the quint, the "
        "younger played accordingly, lost the cards, and claimed to replay the "
        "end of the hand under Law 59 (V). Decision: the question may concern "
        "only cards counted or called as equal, so the answer can refer to "
        "nothing else; the younger hand was misinformed and may replay the end "
        "of the hand. Note: this ruling has been widely contested; see Case "
        "XVI.",
        (law(59), law(55), case("XVI")),
    ),
    CaseText(
        "XVI",
        "Answers refer only to declared cards",
        "The converse of Case XV: when a player answers 'one', or any number, "
        "while holding more cards he has not declared, his adversary must take "
        "the answer as covering only cards counted good or declared equal. "
        "Example: B, younger hand, having put out one spade or more, is left "
        "with three cards, the ace and queen of hearts and the king of spades; "
        "he has declared no point, aces or queens, but has counted the hearts "
        "quart minor. A, elder hand, holding the ace and queen of spades "
        "and the king of hearts, asks before leading how many hearts B has, "
        "and B says 'none'. Everyone agrees B is right: players understand the "
        "answer as 'none among those I declared'. Note: strictly, the question "
        "in this case and in Case XV is irregular; it should be 'how many of "
        "your quint (or quart)?', or a request to show what was declared (Law "
        "55). Custom tolerates it on the footing that the answer concerns only "
        "cards called good or declared equal, and that footing decides Case XV.",
        (law(55), case("XV")),
    ),
    CaseText(
        "XVII",
        "Surplus card found in the discard",
        "Facts: A held thirteen cards without noticing, discarded five and took "
        "in five; afterwards his discard was found to contain a card from the "
        "undealt pack, and he claimed under Law 75 that the deal was void. "
        "Decision: "
        "nothing proves the pack was redundant when it was dealt, since the "
        "extra card could have got among A's cards or discard once dealing was "
        "done. A is penalised for playing with thirteen cards: he scores "
        "nothing that deal.",
        laws(75, 58),
    ),
    CaseText(
        "XVIII",
        "Surplus card kept in hand",
        "Facts: as in Case XVII, except that A kept the stray card in his hand "
        "rather than discarding it. Decision: if A has not played it, he may "
        "put it back with the undealt cards, free of penalty, unless he used it in "
        "scoring something conceded good, or in showing something conceded "
        "equal, and then led a card. In that event he is punished as for an "
        "unfounded claim, scoring nothing that deal, subject to Law 54's "
        "allowance for what he could have held in hand and discard together. "
        "If the stray card had already been played when the error came to "
        "light, the hands are taken up and played again once it is removed.",
        (law(54), law(58), case("XVII")),
    ),
    CaseText(
        "XIX",
        "The last trick when one player holds thirteen",
        "Facts: A played with thirteen cards and B with twelve; B won the "
        "twelfth trick and scored two for it. A protested that the twelfth was "
        "not the last trick (Law 65), adding that his extra card, unable to score, "
        "still bars the adversary (Law 58). Decision: 'last' in Law 65 "
        "assumes both players hold twelve cards, so B scores two for the "
        "twelfth trick.",
        laws(65, 58),
    ),
    CaseText(
        "XX",
        "Showing carte blanche after taking in",
        "Facts: A told B to discard for carte blanche; while B was deciding, A "
        "laid his own discard face down and took some stock cards. May A still "
        "show the carte blanche? Decision: he may, as long as no stock card has "
        "been mixed into his hand. Hand and discard are then shown apart, "
        "since after taking up a stock card he may not take back any card he "
        "discarded.",
        laws(20, 24, 19),
    ),
    CaseText(
        "XXI",
        "Discard retaken to show carte blanche",
        "Facts: continuing Case XX, B, seeing A take up a stock card, remarked "
        "that A had not shown his carte blanche. A agreed, gave up the stock, "
        "mixed his discard back into his hand and was about to show, when B "
        "objected that, having taken a stock card and then retaken his "
        "discard, A must play with seventeen cards and score nothing. "
        "Decision: B is right only to the extent that A scores nothing after "
        "the carte blanche; so long as A has mixed no stock card into his hand "
        "he may still show and count it. That score arises before any cards "
        "are taken in or played, so the rule that stops a player with too many "
        "cards from scoring does not touch a carte blanche.",
        (law(25), law(58), law(61), case("XX")),
    ),
    CaseText(
        "XXII",
        "Gaining by playing with thirteen cards",
        "Facts: last deal of a partie; A, elder hand, has 62 and B, younger "
        "hand, 92. A holds spades A K Q J 9, hearts K J, clubs J, diamonds A Q "
        "J 10, having discarded hearts 8 7, clubs 8 7 and diamonds 7. B holds "
        "spades 10, hearts A Q 10 9, clubs A K Q 10 9, diamonds K 9 8, thirteen "
        "cards: he discarded only spades 8 7 and picked up the three remaining "
        "stock cards together. Unable to change his discard (Law 24), he must "
        "play with thirteen and score nothing that deal (Law 35). A calls five "
        "cards making fifty, which is equal, then a quart major, a tierce to "
        "the queen and four knaves, worth twenty-one in all as they are good, "
        "then leads his five "
        "spades; B plays to them spades 10, hearts 9, 10 and Q, and diamonds 8. "
        "A's best continuation is the king of hearts; B wins it with the ace, "
        "runs his five clubs and divides the cards. Final totals: A 91, B 92 "
        "(B scoring nothing in the deal), so B wins a rubicon (Law 73) worth "
        "283. Had B held twelve cards (remove his least useful card, the eight "
        "of diamonds), A leads his spades as before and, whatever B does, wins "
        "the last two tricks at the least, and the cards, scoring forty: A 102, B at "
        "most 98; and as B would likely see he cannot save the rubicon and let "
        "A count thirteen in play, A 106, B 92, A winning a rubicon worth 298. "
        "B's blunder thus gains him 581 points; the example comes from actual "
        "play. Comparable cases arise where a thirteen-card call bars a pique "
        "or repique, or the extra card saves a capot. Comment: the penalty of "
        "scoring nothing for holding too many cards may cost the offender "
        "nothing and can even hand him a large advantage. The author calls this "
        "a serious flaw in the game, urges future lawmakers to remedy it, and "
        "rejects as a weak excuse the common view that careless players lose "
        "more than they gain over time.",
        laws(24, 35, 58, 73),
    ),
)
