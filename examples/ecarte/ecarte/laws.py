"""Écarté's code, in this project's own words: the laws recovered, and the regular game.

Two kinds of provision, registered with the kernel so that they read as a
player would cite them:

* ``"ecarte-law"``, shown as "Law": the laws of the club code of 1878 whose
  text survives, 1-11 and 40-46 (Laws 12-39 are lost, and so is the second
  half of Law 46);
* ``"ecarte-game"``, shown as "Game rule": the regular game the laws take for
  granted (the ranks, the deal, the king, proposals, the play, the score),
  numbered here since the code gives them no numbers of their own.
"""

from __future__ import annotations

from typing import Final

from lawkit.citation import Citation, register_kind
from lawkit.codex import Codex, Provision

__all__ = ["LAW", "GAME", "law", "game", "LAWS", "GAME_RULES", "CODE", "EDITION"]

LAW: Final = register_kind("ecarte-law", "Law", order=0).name
GAME: Final = register_kind("ecarte-game", "Game rule", order=1).name

EDITION: Final = 'The club code of 1878 (Turf and Portland Clubs), as given by "Cavendish"'


def law(number: int) -> Citation:
    """Cite a law of écarté by its number."""
    return Citation(LAW, number)


def game(number: int) -> Citation:
    """Cite a rule of the regular game by its number here."""
    return Citation(GAME, number)


#: The recovered laws: number, heading, title, statement.
LAWS: Final[tuple[tuple[int, str, str, str], ...]] = (
    (1, "Shuffling", "Who shuffles",
     "Both players may shuffle, each his own pack and his adversary's; the dealer's is the last shuffle."),
    (2, "Shuffling", "How the pack is shuffled",
     "The shuffle is made above the table, without letting any card's face be seen, and never while a hand is being played."),
    (3, "Cutting", "A cut's size",
     "Whoever cuts lifts at least two cards and leaves at least two below."),
    (4, "Cutting", "Several cards shown in the cut for deal",
     "A player who shows more than one card when he cuts for the deal cuts again."),
    (5, "Cutting", "Who deals first",
     "The higher card in écarté's order wins the cut for deal: its cutter deals and picks the seats and the packs, "
     "and that choice holds for seats and packs alike while the game is played."),
    (6, "Cutting", "A cut for deal with a faulty pack",
     "The cut for deal stands even when the pack it was made with proves to be incorrect."),
    (7, "Cutting", "A card shown in the cut to the dealer",
     "If a card is shown while the pack is cut to the dealer, the pack is cut afresh."),
    (8, "Dealing", "Five cards each, in twos and threes",
     "The dealer gives five cards to the non-dealer and five to himself, two at a time to each and then three at a time, "
     "or three and then two. Once he has picked one of these orders he keeps it for the game; he may change it when a "
     "new game begins only by telling the non-dealer so before the pack is cut."),
    (9, "Dealing", "Too many or too few cards, or the order changed",
     "When the dealer gives either player more or fewer than five cards, or departs from the order he picked, and this "
     "is found before the trump is turned, the non-dealer may, so long as he has not looked at his hand, make the "
     "dealer put the error right or have a fresh deal."),
    (10, "Dealing", "The trump turned",
     "Once the hands are dealt, the dealer turns up the top card of the rest of the pack, and it makes the trump."),
    (11, "Dealing", "More than one card turned",
     "When the dealer turns up two or more cards, the non-dealer, provided he has not looked at his hand, names which "
     "of them is the trump or has a fresh deal; if he has looked at it, the deal is made afresh."),
    (40, "Playing", "A lead out of turn",
     "A card led out of turn may be taken back until a card is played to it; once it has been played to, the lead "
     "stands."),
    (41, "Playing", "A suit named and another led",
     "When the leader names one suit and leads a card of another, his adversary may play to the card led or make him "
     "lead the suit he named; if he holds none of that suit, his card stays led."),
    (42, "Playing", "A hand abandoned",
     "A player who gives up his hand before winning a trick lets his adversary score the vole; one who gives it up "
     "after winning one or two tricks lets him score the point. Laying the cards down face up as a claim to score is "
     "not giving up the hand, and costs nothing."),
    (43, "Playing", "A revoke, or a trick not won when it could be",
     "When a player does not follow suit though he holds a card of the suit led, or does not win a trick he could "
     "win, his adversary may have the hands played again, even if he himself gave up his hand. The offender scores "
     "nothing for the point, one for the vole, and one for the point where his adversary had played without "
     "proposing or had refused the first proposal. Taking back the card played in error before the next lead "
     "costs nothing."),
    (44, "Cards", "New cards",
     "Either player may call for new cards, paying for them, at any time before the pack is cut for the next deal; "
     "he calls for two packs, and the dealer chooses between them."),
    (45, "Cards", "A faulty pack",
     "A pack found to be incorrect, with a card too many or missing, makes void the deal in which this is found; the "
     "deals before it stand."),
    (46, "Scoring", "The game",
     "A game is won by the first to score five. (What the code says of games counted double or treble is lost.)"),
)

#: The regular game: number, heading, title, statement.
GAME_RULES: Final[tuple[tuple[int, str, str, str], ...]] = (
    (1, "The regular game", "Pack and ranks",
     "Thirty-two cards. In each suit the king ranks highest, then the queen, the knave, the ace, the ten, the nine, "
     "the eight and the seven. A trump beats every card of another suit."),
    (2, "The regular game", "The deal passes",
     "The players deal in turn, one deal each; a deal made afresh is made by the same dealer."),
    (3, "The regular game", "The king",
     "A king turned up for trumps scores one for the dealer. A player who holds the king of trumps scores one by "
     "saying so before he plays his first card, or, when he leads the king, before his adversary plays to it."),
    (4, "The regular game", "Proposals",
     "The non-dealer may play at once or propose. If the dealer accepts, the non-dealer puts out what cards he likes "
     "and takes as many from the top of the stock, then the dealer does the same; the non-dealer may propose again, "
     "and so on until a proposal is refused or the stock cannot furnish the cards."),
    (5, "The regular game", "The play",
     "The non-dealer leads to the first trick and the winner of each trick leads to the next. The second player "
     "follows suit and wins the trick when he can; when he cannot follow he trumps if he can. There are five tricks."),
    (6, "The regular game", "The point and the vole",
     "Three or four tricks are the point and score one; all five are the vole and score two. A non-dealer who plays "
     "without proposing and does not make the point lets the dealer score two, and a dealer who refuses the first "
     "proposal and does not make the point lets the non-dealer score two."),
)


def _provisions() -> tuple[Provision, ...]:
    laws = tuple(Provision(law(n), title, text, heading) for n, heading, title, text in LAWS)
    rules = tuple(Provision(game(n), title, text, heading) for n, heading, title, text in GAME_RULES)
    return laws + rules


#: Écarté's code as one codex: the laws, then the rules of the regular game.
CODE: Final = Codex(name="Laws of Écarté", edition=EDITION, provisions=_provisions())
