"""A deal's score: items in the order of Law 67, with pique and repique.

Scores accrue in a fixed order whoever makes them (Law 67): carte blanche,
point, sequences, quatorzes and trios, play, the cards.  Pique (Law 69) and
repique (Law 68) depend on that order, not on the order of speech; a
player's cards that are good to bar but not to score (a penalty) stop them
too.  Equalities stop nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from operator import attrgetter

import attrs

from piquet.lawbook.citation import cites
from lawkit.registry import Rule
from piquet.lawbook.registry import all_marked_in, dispatch, rule, run
from piquet.table.categories import Category
from piquet.game.state import ELDER, YOUNGER, adversary, DealState, HandScore, Phase

__all__ = [
    "bonus_barred_by_a_penalty",
    "ScoreItem",
    "DealScore",
    "score_deal",
    "play_scores",
    "pique_and_repique",
    "CARTE_BLANCHE_POINTS",
    "CARDS_POINTS",
    "CAPOT_POINTS",
    "PIQUE_BONUS",
    "REPIQUE_BONUS",
    "PIQUE_THRESHOLD",
    "SCORING_RUN",
]

#: The rules and helpers that cite a law, documented with the rest (the law index links to them).
__all__ += ["uncontested", "played_toward_a_pique", "every_card_counts", "point_scores_its_cards", "order_of_reckoning", "Accrued"]

CARTE_BLANCHE_POINTS = 10
CARDS_POINTS = 10
CAPOT_POINTS = 40
PIQUE_BONUS = 30
REPIQUE_BONUS = 60
PIQUE_THRESHOLD = 30

#: The mark of a "point score" or "card counts" rule that :func:`score_deal` accounts for without dispatching it: the
#: base rules, by which a good point scores one for each card (Law 62) and every card led or winning counts (Law 65).
SCORING_RUN = "scoring run"
_SCORING_RULES: tuple[tuple[str, object], ...] = (("point score", None), ("card counts", None))
_CATEGORY = attrgetter("category")

TRICKS_IN_A_DEAL = 12
#: Members as module names, read at every act (through the enum's class, several times slower).
_FINISHED = Phase.FINISHED
_VOID = Phase.VOID
_POINT = Category.POINT


@attrs.frozen
class ScoreItem:
    """One score of a deal: who, what, how many, and the laws it rests on."""

    player: str
    item: str
    points: int
    laws: tuple[int, ...]
    detail: str = ""
    cases: tuple[str, ...] = ()
    #: The clauses of Piquet au Cent the score rests on, by slug (an agreement of au cent, say).
    au_cent: tuple[str, ...] = ()

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"player": self.player, "item": self.item, "points": self.points, "laws": list(self.laws)}
        if self.cases:
            out["cases"] = list(self.cases)
        if self.au_cent:
            out["au_cent"] = list(self.au_cent)
        if self.detail:
            out["detail"] = self.detail
        return out

    @classmethod
    def from_json(cls, data: dict[str, object]) -> ScoreItem:
        laws = data.get("laws", [])
        cases = data.get("cases", [])
        clauses = data.get("au_cent", [])
        assert isinstance(laws, list) and isinstance(cases, list) and isinstance(clauses, list)
        return cls(
            str(data["player"]),
            str(data["item"]),
            int(data["points"]),  # type: ignore[call-overload]
            tuple(int(n) for n in laws),
            str(data.get("detail", "")),
            tuple(str(c) for c in cases),
            tuple(str(c) for c in clauses),
        )


@attrs.frozen
class DealScore:
    """Everything a deal scored, item by item, and who piqued or repiqued."""

    items: tuple[ScoreItem, ...]
    totals: dict[str, int]
    pique: str | None
    repique: str | None


@cites(57, 58)
def uncontested(state: DealState) -> tuple[int, int]:
    """Cards that cannot be played to: (holder, how many count as his tricks).

    When the play ends with cards left in one hand because the adversary
    played with fewer than twelve, those cards count as tricks to their
    holder, up to the twelfth (Law 57), with any card he led that the
    adversary had nothing to answer with; a surplus over twelve is not played
    and counts nothing (Law 58, Case XIX).
    """
    if state.phase is not _FINISHED or state.conceded_by is not None:
        return (ELDER, 0)
    for holder in (ELDER, YOUNGER):
        led = len(state.pending) if state.leader == holder else 0
        left = state.hands[holder].bit_count() + led
        if left and not state.hands[adversary(holder)]:
            return (holder, max(0, min(left, TRICKS_IN_A_DEAL - len(state.tricks))))
    return (ELDER, 0)


def _trick_results(state: DealState) -> list[tuple[int, int]]:
    """Each trick of the deal as (leader, winner), the uncontested cards last.

    Scoring a deal asks twice (the points of play, the cards); a state never
    changes, so the last answer is kept for the same state.
    """
    global _LAST_RESULTS
    last = _LAST_RESULTS
    if last is not None and last[0] is state:
        return list(last[1])
    results = [(t.leader, t.winner) for t in state.tricks]
    holder, count = uncontested(state)
    results += [(holder, holder)] * count
    _LAST_RESULTS = (state, tuple(results))
    return results


_LAST_RESULTS: tuple[DealState, tuple[tuple[int, int], ...]] | None = None


@cites(65, 66, cases=("XIX",))
def play_scores(state: DealState) -> tuple[tuple[int, int], ...]:
    """The points made in play, in the order they were made: (player, points).

    One for each card led, one for winning a trick the adversary led, and
    the winner of the last trick scores two instead of one.  The last trick
    is the twelfth, whatever the hands held (Case XIX), or the final one
    when fewer than twelve are made.  After a concession, the adversary of
    the player who threw down his hand counts all twelve tricks (thirteen, the last counting two) and the
    player himself nothing.
    """
    if state.conceded_by is not None:
        taker = adversary(state.conceded_by)
        return tuple((taker, 1) for _ in range(TRICKS_IN_A_DEAL - 1)) + ((taker, 2),)
    counts: Callable[[int], bool] = run("card counts", None, state)
    return _play_scores(state, counts)


def _play_scores(state: DealState, counts: Callable[[int], bool]) -> tuple[tuple[int, int], ...]:
    """:func:`play_scores` of a deal not conceded, with the cards that count as the "card counts" rule gave them."""
    made: list[tuple[int, int]] = []
    results = _trick_results(state)
    final = len(results) if state.phase is Phase.FINISHED else TRICKS_IN_A_DEAL
    last_trick = min(final, TRICKS_IN_A_DEAL)
    tricks = state.tricks
    every = counts is _every_card  # Law 65 as it stands: no card need be asked about
    if every:
        # The same count without asking about any card: a card led counts one, a trick won from the leader one, the last two.
        for number, (leader, winner) in enumerate(results, start=1):
            made.append((leader, 1))
            if winner != leader:
                made.append((winner, 1))
            if number == last_trick:
                made.append((winner, 1))
        made.extend([(state.leader, 1)] * len(state.pending))
        return tuple(made)
    for number, (leader, winner) in enumerate(results, start=1):
        trick = tricks[number - 1] if number <= len(tricks) else None
        if every or trick is None or counts(trick.led):
            made.append((leader, 1))
        if winner != leader and (every or trick is None or counts(trick.followed)):
            made.append((winner, 1))
        if number == last_trick:
            made.append((winner, 1))
    for card in state.pending:
        if every or counts(card):
            made.append((state.leader, 1))
    return tuple(made)


@cites(57, 65, 66)
def _every_card_scores(state: DealState) -> tuple[list[int], tuple[tuple[int, str, int], ...]]:
    """The points of play each player made, and what the cards scored, in one pass over the tricks: a deal not conceded,
    every card counting (Law 65).  The same as :func:`play_scores` summed and :func:`_cards_items`, without listing them."""
    finished = state.phase is _FINISHED
    tricks = state.tricks
    made_by = [0, 0]
    won_by_younger = 0
    for trick in tricks:
        leader, winner = trick.leader, trick.winner
        made_by[leader] += 1
        if winner != leader:
            made_by[winner] += 1
        won_by_younger += winner  # YOUNGER is 1, ELDER 0
    holder, count = uncontested(state)
    results = len(tricks) + count
    if count:
        made_by[holder] += count  # each uncontested card is led by its holder and won by him: one point
        won_by_younger += holder * count
    last_trick = min(results if finished else TRICKS_IN_A_DEAL, TRICKS_IN_A_DEAL)
    if 0 < last_trick <= results:
        made_by[holder if last_trick > len(tricks) else tricks[last_trick - 1].winner] += 1
    if state.pending:
        made_by[state.leader] += len(state.pending)
    if not finished:
        return made_by, ()
    won: list[tuple[int, str, int]] = []
    for who, taken in ((ELDER, results - won_by_younger), (YOUNGER, won_by_younger)):
        if taken == results == TRICKS_IN_A_DEAL:
            won.append((who, "capot", CAPOT_POINTS))
        elif taken * 2 > TRICKS_IN_A_DEAL:
            won.append((who, "cards", CARDS_POINTS))
    return made_by, tuple(won)


def _every_card(card: int) -> bool:
    return True


@rule("card counts", laws=(65,), label="every card led or winning a trick counts", marks=(SCORING_RUN,))
def every_card_counts(state: DealState) -> Callable[[int], bool]:
    """Which cards count in play: every card led, and every card winning a trick the adversary led, counts one (Law 65)."""
    return _every_card


@cites(66)
def _cards_items(state: DealState) -> Iterator[tuple[int, str, int]]:
    """Ten for winning more than six tricks; forty for all twelve (capot)."""
    if state.phase is not _FINISHED:
        return
    if state.conceded_by is not None:
        yield (adversary(state.conceded_by), "cards", CARDS_POINTS)
        return
    results = _trick_results(state)
    won_by_younger = sum(winner for _, winner in results)  # YOUNGER is 1, ELDER 0
    for who, won in ((ELDER, len(results) - won_by_younger), (YOUNGER, won_by_younger)):
        if won == len(results) == TRICKS_IN_A_DEAL:
            yield (who, "capot", CAPOT_POINTS)
        elif won * 2 > TRICKS_IN_A_DEAL:
            yield (who, "cards", CARDS_POINTS)


def _hand_scores(state: DealState, base: bool = False) -> list[HandScore]:
    """The scores in hand, carte blanche first; ``base``: the "point score" rules are known to be the base rule alone."""
    shown = state.carte_blanche
    scores = [
        HandScore(who, Category.CARTE_BLANCHE, CARTE_BLANCHE_POINTS, None, (18, 61))
        for who in (ELDER, YOUNGER)
        if shown[who]
    ] if shown[ELDER] or shown[YOUNGER] else []
    # A call not held scores nothing and bars nothing, whether or not its penalty is enforced (Laws 44, 54): waiving the
    # penalty lets the caller score what he held, not what he said.
    held = [s for s in state.hand_scores if s.founded]
    held.sort(key=_CATEGORY)  # stable, as sorted() is
    # What a good point scores is the "point score" rule's (Law 62), or an agreement's in the variant that has one.
    if not base:
        held = [run("point score", None, state, s) if s.category is _POINT else s for s in held]
    scores += held
    return scores


@rule("point score", laws=(62,), label="a good point scores one for each card", marks=(SCORING_RUN,))
def point_scores_its_cards(state: DealState, score: HandScore) -> HandScore:
    """A good point scores one for each of its cards, whatever its value (Law 62)."""
    return score


@cites(69, 71, cases=("XXII",))
def played_toward_a_pique(state: DealState, play: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    """The points of play that count toward a pique: none after a last-hand concession.

    A player who throws his hand down lets his adversary count thirteen for
    play and ten for the cards, and nothing more (the Description's
    last-hand concession): the thirteen were not won trick by trick, so they
    cannot make up the thirty of a pique (Law 69).  Case XXII's twelve-card
    alternative scores it so: A reaches 106 with no pique.
    """
    return () if state.conceded_by is not None else play


@cites(67, 68, 69, cases=("I",))
def pique_and_repique(
    hand: list[HandScore],
    bars: frozenset[tuple[int, Category]],
    play: tuple[tuple[int, int], ...],
) -> tuple[int | None, int | None]:
    """Who, if anyone, wins a pique and a repique: (pique, repique) as player indexes.

    Repique (Law 68): thirty in hand alone, by scores that reckon before
    anything the adversary counts.  Pique (Law 69): the elder reaches
    thirty in hand and play before the younger has counted anything; the
    capot reckons after the play and does not help.  Cards good to bar but
    not to score (``bars``) count as the adversary having reckoned.
    """
    # Most deals: neither player comes near thirty, and nothing more need be worked out (the same test as below).
    in_hand = [0, 0]
    for score in hand:
        if score.points > 0:
            in_hand[score.player] += score.points
    if in_hand[YOUNGER] < PIQUE_THRESHOLD and in_hand[ELDER] + sum(points for player, points in play if player == ELDER) < PIQUE_THRESHOLD:
        return None, None
    counted: dict[int, set[Category]] = {ELDER: set(), YOUNGER: set()}
    by_category: dict[int, dict[Category, int]] = {ELDER: {}, YOUNGER: {}}
    for score in hand:
        if score.points > 0:
            counted[score.player].add(score.category)
            by_category[score.player][score.category] = by_category[score.player].get(score.category, 0) + score.points
    for who, category in bars:
        counted[who].add(category)
    if sum(by_category[ELDER].values()) + sum(points for player, points in play if player == ELDER) < PIQUE_THRESHOLD and sum(
        by_category[YOUNGER].values()
    ) < PIQUE_THRESHOLD:
        return None, None  # nobody reaches thirty: neither a repique nor a pique is possible
    repique = None
    for who in (ELDER, YOUNGER):
        other = adversary(who)
        total = 0
        for category in (Category.CARTE_BLANCHE, Category.POINT, Category.SEQUENCE, Category.SET):
            if any(c <= category for c in counted[other]):
                break
            total += by_category[who].get(category, 0)
            if total >= PIQUE_THRESHOLD:
                repique = who
                break
        if repique is not None:
            break
    pique = None
    if repique is None and not counted[YOUNGER]:
        total = sum(by_category[ELDER].values())
        for who, points in play:
            if who == YOUNGER:
                break
            total += points
            if total >= PIQUE_THRESHOLD:
                pique = ELDER
                break
    return pique, repique


@cites(58, cases=("XXI", "XXII"))
def _penalised(state: DealState, hand: list[HandScore]) -> tuple[list[HandScore], frozenset[tuple[int, Category]]]:
    """Drop the hand scores a penalty forbids; what they would have scored still bars (Law 58)."""
    if not state.penalties:
        return hand, state.bars
    kept = [s for s in hand if not state.reckons_nothing(s.player, s.category)]
    barring = {(s.player, s.category) for s in hand if state.reckons_nothing(s.player, s.category)}
    return kept, state.bars | barring


@cites(58, 68, 69, cases=("XXII",))
def bonus_barred_by_a_penalty(state: DealState) -> list[tuple[int, str]]:
    """The pique or repique the adversary would have made but for what a penalised hand, scoring nothing, still holds.

    A hand that reckons nothing still bars (Law 58); here the referee asks
    what the deal would give if its holdings did not count at all.
    """
    hand, bars = _penalised(state, _hand_scores(state))
    if bars == state.bars:
        return []
    play = played_toward_a_pique(state, play_scores(state))
    actual = pique_and_repique(hand, bars, play)
    without = pique_and_repique(hand, state.bars, play)
    return [
        (who, name)
        for who, had, name in ((without[1], actual[1], "repique"), (without[0], actual[0], "pique"))
        if who is not None and had != who
    ]


def _clauses_of(counting: Rule) -> tuple[str, ...]:
    """The au cent clauses a rule cites, worked out once for each rule (the rule that counts the play is asked every deal)."""
    kept = _CLAUSES.get(counting.name)
    if kept is None or kept[0] is not counting:
        kept = _CLAUSES[counting.name] = (counting, tuple(str(c.id) for c in counting.citations if c.kind == "au-cent"))
    return kept[1]


_CLAUSES: dict[str, tuple[Rule, tuple[str, ...]]] = {}


def _described(score: HandScore) -> str:
    """A score's description; a combination's words are made once for it, as combinations are shared and immutable."""
    what = score.what
    if what is None:
        return score.description
    kept = _DESCRIBED.get(id(what))
    if kept is not None and kept[0] is what:
        return kept[1]
    text = score.description
    if len(_DESCRIBED) >= 4096:
        _DESCRIBED.clear()
    _DESCRIBED[id(what)] = (what, text)
    return text


_DESCRIBED: dict[int, tuple[object, str]] = {}


def _item(player: str, item: str, points: int, laws: tuple[int, ...], detail: str, cases: tuple[str, ...] = ()) -> ScoreItem:
    """A score item, made once for each value: deal after deal scores the same few items, and an item is immutable."""
    key = (player, item, points, laws, detail, cases)
    made = _ITEMS.get(key)
    if made is None:
        if len(_ITEMS) >= 4096:
            _ITEMS.clear()
        made = _ITEMS[key] = ScoreItem(player, item, points, laws, detail, cases)
    return made


_ITEMS: dict[tuple[object, ...], ScoreItem] = {}


def score_deal(state: DealState) -> DealScore:
    """The deal's items in the order of Law 67, pique or repique last, and the totals.

    A void deal scores nothing.
    """
    labels = (state.setup.elder, state.setup.younger)
    if state.phase is _VOID:
        return DealScore((), {labels[0]: 0, labels[1]: 0}, None, None)
    # Where the "point score" and "card counts" rules are the base ones alone (SCORING_RUN), a good point scores its cards
    # and every card counts (Laws 62, 65), and neither is dispatched.
    base = all_marked_in(SCORING_RUN, _SCORING_RULES, state.setup.variant)
    hand, bars = _penalised(state, _hand_scores(state, base))
    # The rule that says which cards count in play (Law 65, or an agreement of au cent displacing it), applied once.
    counting = None if base else dispatch("card counts", None, state, variant=state.setup.variant)
    counts: Callable[[int], bool] = _every_card if counting is None else counting(state)
    conceded = state.conceded_by is not None
    play: tuple[tuple[int, int], ...] | None = None
    if conceded or counts is not _every_card:
        listed = play_scores(state) if conceded else _play_scores(state, counts)
        made_by = [0, 0]
        for player, points in listed:
            made_by[player] += points
        won: tuple[tuple[int, str, int], ...] = tuple(_cards_items(state))
        play = listed
    else:
        made_by, won = _every_card_scores(state)
    items: list[ScoreItem] = []
    for score in hand:
        item = score.category.label
        if score.what is not None and score.points != score.what.score:  # an agreement of au cent changed it
            detail = f"{score.description}, one less: a point ending in four (au cent, by agreement)"
            items.append(ScoreItem(labels[score.player], item, score.points, score.laws, detail, score.cases, ("point-four-less",)))
            continue
        items.append(_item(labels[score.player], item, score.points, score.laws, _described(score), score.cases))
    counting_clauses = () if counting is None else _clauses_of(counting)
    for who in (ELDER, YOUNGER):
        made = made_by[who]
        if made and not (state.penalties and state.reckons_nothing(who, Category.PLAY)):
            detail = "every trick, the hand being thrown down" if conceded else "cards led and tricks won"
            if counting_clauses and not conceded:
                detail += "; nines, eights and sevens not counting (au cent, by agreement)"
                items.append(ScoreItem(labels[who], "play", made, (65,), detail, (), counting_clauses))
                continue
            items.append(_item(labels[who], "play", made, (65,), detail))
    for who, item, points in won:
        if state.penalties and state.reckons_nothing(who, Category.CARDS):
            continue
        detail = "all twelve tricks" if item == "capot" else "more than six tricks"
        items.append(_item(labels[who], item, points, (66,), detail))
    if play is None:
        # As pique_and_repique's first test: when neither player comes near thirty, the points of play need not be listed.
        in_hand = [0, 0]
        for score in hand:
            if score.points > 0:
                in_hand[score.player] += score.points
        if in_hand[YOUNGER] < PIQUE_THRESHOLD and in_hand[ELDER] + made_by[ELDER] < PIQUE_THRESHOLD:
            pique, repique = None, None
        else:
            play = _play_scores(state, counts)
    if play is not None:
        pique, repique = pique_and_repique(hand, bars, played_toward_a_pique(state, play))
    return scored_with_bonuses(items, labels, pique, repique)


def scored_with_bonuses(items: list[ScoreItem], labels: tuple[str, str], pique: int | None, repique: int | None) -> DealScore:
    """The deal's score: its items, then the repique (Law 68) and the pique (Law 69) won, and each player's total."""
    if repique is not None:
        items.append(ScoreItem(labels[repique], "repique", REPIQUE_BONUS, (68,), "thirty in hand before the adversary counted"))
    if pique is not None:
        items.append(ScoreItem(labels[pique], "pique", PIQUE_BONUS, (69,), "thirty in hand and play before the adversary counted"))
    totals = {labels[0]: 0, labels[1]: 0}
    for entry in items:
        totals[entry.player] += entry.points
    return DealScore(tuple(items), totals, labels[pique] if pique is not None else None, labels[repique] if repique is not None else None)


#: One score as it accrues within a deal: (player, points, the item it is part of).
Accrued = tuple[str, int, str]

_HAND_ITEMS = ("carte blanche", "point", "sequence", "set")


@cites(65, 66, 67, 68, 69)
def order_of_reckoning(state: DealState, score: DealScore) -> tuple[Accrued, ...]:
    """A deal's scores in the order they accrue (Law 67), whoever makes them: (player, points, item).

    The scores in hand come first, in the order of Law 67 (carte blanche,
    point, sequences, quatorzes and trios); then the points of play, card by
    card and trick by trick as the cards are led and the tricks won (Law 65);
    the cards, or the capot, last (Law 66; a capot reckons after the play,
    Law 69).  A repique's sixty accrues with the score that makes its thirty
    in hand (Law 68), a pique's thirty with the card that makes its thirty in
    hand and play (Law 69): the player counts sixty, or ninety, for thirty.
    The Description gives the reason the order matters: the scores are written
    at the end of the hand only for convenience, and are recordable as they
    accrue.  The points each player accrues sum to his score of the deal.
    """
    labels = (state.setup.elder, state.setup.younger)
    items = score.items
    hand = [(i.player, i.points, i.item) for i in items if i.item in _HAND_ITEMS]
    bonus = {i.item: i for i in items if i.item in ("pique", "repique")}
    out: list[Accrued] = []
    repique = bonus.get("repique")
    made = 0
    for entry in hand:
        out.append(entry)
        if repique is not None and entry[0] == repique.player:
            made += entry[1]
            if made >= PIQUE_THRESHOLD:
                out.append((repique.player, repique.points, "repique"))
                repique = None
    play_total = {label: 0 for label in labels}
    for i in items:
        if i.item == "play":
            play_total[i.player] += i.points
    pique = bonus.get("pique")
    elder_made = sum(points for player, points, _ in out if player == labels[ELDER])
    if any(play_total.values()):
        plays = play_scores(state)
        listed: dict[str, int] = {label: 0 for label in labels}
        if pique is None:
            # The usual deal, no pique to place: when the list accounts for each player's points of play exactly, every
            # entry is kept, in its order, and nothing is left over; the entries are then taken at once.
            in_play = [0, 0]
            for who, points in plays:
                in_play[who] += points
            if in_play[ELDER] == play_total[labels[ELDER]] and in_play[YOUNGER] == play_total[labels[YOUNGER]]:
                out += [(labels[who], points, "play") for who, points in plays]
                listed, plays = dict(play_total), ()
        for who, points in plays:
            player = labels[who]
            if listed[player] + points > play_total[player]:
                continue  # a player who reckons nothing in play
            listed[player] += points
            out.append((player, points, "play"))
            if pique is not None and player == pique.player:
                elder_made += points
                if elder_made >= PIQUE_THRESHOLD:
                    out.append((pique.player, pique.points, "pique"))
                    pique = None
        for player in labels:
            if listed[player] != play_total[player]:  # what the list did not account for, at the end of the play
                out.append((player, play_total[player] - listed[player], "play"))
    for leftover in (repique, pique):
        if leftover is not None:
            out.append((leftover.player, leftover.points, leftover.item))
    out += [(i.player, i.points, i.item) for i in items if i.item not in _HAND_ITEMS + ("play", "pique", "repique")]
    return tuple(out)
