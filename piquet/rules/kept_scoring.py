"""A kept deal scored from what the table said and played (:mod:`piquet.referee.keeping`), and held to its calls at the end.

The items are the referee's (:class:`~piquet.rules.scoring.ScoreItem`), and
pique and repique are worked out by the same function
(:func:`~piquet.rules.scoring.pique_and_repique`), so a deal kept at a table
of real cards scores exactly as the same deal adjudicated with its hands
would, as long as what was said was true.  Once a player has played all
twelve cards, they are the hand he called from: a call conceded good that
they do not hold is a misnomer (Law 53) or a false call (Law 54).
"""

from __future__ import annotations

from itertools import combinations as choose

from lawkit.ruling import Finding, Outcome
from piquet.game.state import HandScore
from piquet.game.kept import ELDER, YOUNGER, KeptDeal, Said
from piquet.lawbook.registry import rule
from piquet.rules.kept import ruling
from piquet.rules.scoring import (
    CAPOT_POINTS,
    CARDS_POINTS,
    CARTE_BLANCHE_POINTS,
    DealScore,
    ScoreItem,
    pique_and_repique,
    scored_with_bonuses,
)
from piquet.table.cards import PACK, Card, bits_of
from piquet.table.categories import Category
from piquet.table.claims import Claim, PointClaim, SequenceClaim, SetClaim, resolve
from piquet.table.combinations import point_value, points, rank_sets, sequences

__all__ = ["score_kept", "score_after_a_false_call", "held_as_called", "play_made", "score_so_far"]

_LAWS = {Category.CARTE_BLANCHE: (18, 61), Category.POINT: (62,), Category.SEQUENCE: (63,), Category.SET: (64,)}


def held_as_called(deal: KeptDeal, said: Said) -> bool | None:
    """Whether the twelve cards the caller played hold what he called; None until he has played them all."""
    played = deal.played[said.seat]
    if len(played) < 12:
        return None
    return resolve(said.claim, bits_of(played)) is not None


def _misnomer(deal: KeptDeal, said: Said) -> bool:
    """Whether he holds what he called in another suit or rank (Law 53): the same point, sequence or set, misnamed."""
    bits = bits_of(deal.played[said.seat])
    claim = said.claim
    if isinstance(claim, PointClaim):
        return any(held.length == claim.length and claim.value in (None, held.value) for held in points(bits))
    if isinstance(claim, SequenceClaim):
        return any(run.length == claim.length for run in sequences(bits))
    assert isinstance(claim, SetClaim)
    return any(found.count == claim.count for found in rank_sets(bits))


def _could_hold(claim: Claim, mine: frozenset[Card], barred: frozenset[Card]) -> bool:
    """Whether twelve cards including ``mine`` and none of ``barred`` could hold what was claimed."""
    room = 12 - len(mine)
    pool = [c for c in PACK if c not in barred]
    if isinstance(claim, PointClaim):
        for suit in {c.suit for c in pool} if claim.suit is None else {claim.suit}:
            cards = [c for c in pool if c.suit == suit]
            for chosen in choose(cards, claim.length):
                value = point_value(c.rank for c in chosen)
                others = [c for c in mine if c.suit == suit and c not in chosen]
                if not others and claim.value in (None, value) and len(set(chosen) - mine) <= room:
                    return True
        return False
    if isinstance(claim, SequenceClaim):
        for card in pool:
            if (claim.suit is not None and card.suit != claim.suit) or (claim.top is not None and card.rank != claim.top):
                continue
            run = [c for c in pool if c.suit == card.suit and card.rank - claim.length < c.rank <= card.rank]
            if len(run) == claim.length and len(set(run) - mine) <= room:
                return True
        return False
    assert isinstance(claim, SetClaim)
    ranks = [claim.rank] if claim.rank is not None else [r for r in {c.rank for c in PACK} if r >= 10]
    return any(len(found := [c for c in pool if c.rank == r]) >= claim.count and len(set(found[:claim.count]) - mine) <= room for r in ranks)


def proved_not_held_at(deal: KeptDeal, said: Said) -> int:
    """The card played that first shows the claim could not have been held: his own cards, and his adversary's he cannot
    hold, leave no twelve that hold it (his last card at the latest, when his twelve are all down)."""
    plays = sorted(
        [(t.events[0], t.leader, t.cards[0]) for t in deal.tricks] + [(t.events[1], 1 - t.leader, t.cards[1]) for t in deal.tricks]
    )
    mine: set[Card] = set()
    barred: set[Card] = set()
    last = said.event
    for event, seat, card in plays:
        (mine if seat == said.seat else barred).add(card)
        if seat == said.seat:
            last = event
        if not _could_hold(said.claim, frozenset(mine), frozenset(barred)):
            return event
    return last


def _not_held(deal: KeptDeal) -> list[Said]:
    """The calls and reckonings that stood as good and the cards played do not hold as said."""
    return [s for s in deal.said if s.scores and held_as_called(deal, s) is False]


def _false_calls(deal: KeptDeal) -> list[Said]:
    return [s for s in _not_held(deal) if not _misnomer(deal, s)]


def _has_a_false_call(deal: KeptDeal) -> bool:
    return bool(_false_calls(deal))


def play_made(deal: KeptDeal) -> list[tuple[int, int]]:
    """The points of play in the order they were made (Law 65): one a card led, one a trick won on the adversary's
    lead, the last trick two in place of one."""
    made: list[tuple[int, int]] = []
    for number, trick in enumerate(deal.tricks, start=1):
        made.append((trick.leader, 1))
        if trick.winner != trick.leader:
            made.append((trick.winner, 1))
        if number == 12:
            made.append((trick.winner, 1))
    if deal.lead is not None:
        made.append((deal.lead[0], 1))
    return made


def _hand(deal: KeptDeal, nothing_for: int | None) -> list[HandScore]:
    hand = [HandScore(seat, Category.CARTE_BLANCHE, CARTE_BLANCHE_POINTS, None, (18, 61)) for seat in (ELDER, YOUNGER) if deal.blanche[seat]]
    hand += [HandScore(s.seat, s.category, s.points, None, _LAWS[s.category], said_at=s.event) for s in deal.said if s.scores]
    hand.sort(key=lambda h: h.category)
    return [h for h in hand if h.player != nothing_for]


def _items(deal: KeptDeal, nothing_for: int | None = None) -> DealScore:
    labels = deal.labels
    hand = _hand(deal, nothing_for)
    items = [ScoreItem(labels[h.player], h.category.label, h.points, h.laws, _detail(deal, h)) for h in hand]
    made = [(seat, points) for seat, points in play_made(deal) if seat != nothing_for]
    for seat in (ELDER, YOUNGER):
        points = sum(p for who, p in made if who == seat)
        if points:
            items.append(ScoreItem(labels[seat], "play", points, (65,), "cards led and tricks won"))
    if deal.is_over:
        for seat in (ELDER, YOUNGER):
            won = sum(1 for t in deal.tricks if t.winner == seat)
            if seat == nothing_for:
                continue
            if won == 12:
                items.append(ScoreItem(labels[seat], "capot", CAPOT_POINTS, (66,), "all twelve tricks"))
            elif won > 6:
                items.append(ScoreItem(labels[seat], "cards", CARDS_POINTS, (66,), "more than six tricks"))
    pique, repique = pique_and_repique(hand, frozenset(), tuple(made))
    return scored_with_bonuses(items, labels, pique, repique)


def _detail(deal: KeptDeal, score: HandScore) -> str:
    if score.category is Category.CARTE_BLANCHE:
        return "announced"
    said = next(s for s in deal.said if s.event == score.said_at)
    return f"{said.claim}, {'reckoned' if said.reckoned else 'called'}"


@rule("kept score", laws=(53, 61, 62, 63, 64, 65, 66, 67, 68, 69), label="a kept deal scored as it was said and played")
def score_kept(deal: KeptDeal) -> tuple[KeptDeal, DealScore]:
    """Everything that stood as said scores, the play as the tricks fell, pique and repique in the order of Law 67; a
    call misnamed (the right value in another suit or rank) scores as it was called, without penalty (Law 53)."""
    for said in _not_held(deal):
        deal = deal.ruled(
            ruling(
                deal,
                act=f"{deal.labels[said.seat]}'s {said.claim}",
                decision="a misnomer: the cards he played hold what he called under another name, and it scores without penalty",
                laws=(53,),
                facts=(
                    Finding("the call, conceded as good", (said.event,)),
                    Finding("the card that shows it was not held as named", (proved_not_held_at(deal, said),)),
                ),
                outcome=Outcome.NO_EFFECT,
                event=said.event,
            )
        )
    return deal, _items(deal)


@rule("kept score", laws=(53, 54), when=_has_a_false_call, exception_to=score_kept, label="a call the cards played do not hold")
def score_after_a_false_call(deal: KeptDeal) -> tuple[KeptDeal, DealScore]:
    """A call conceded good that the caller's twelve cards do not hold, and no misnomer of something he holds: he scores
    nothing this deal (Law 54); his adversary scores what is his."""
    false = _false_calls(deal)[0]
    offender = false.seat
    found = ruling(
        deal,
        act=f"{deal.labels[offender]}'s {false.claim}",
        decision="the twelve cards he played do not hold it, and it names nothing he held: he scores nothing this deal "
        "(the discard was not entered, so that he could never have held it is not shown)",
        laws=(54,),
        facts=(
            Finding("the call, conceded as good", (false.event,)),
            Finding("the card that shows it was not held", (proved_not_held_at(deal, false),)),
        ),
        event=false.event,
        offender=offender,
        injured=1 - offender,
        outcome=Outcome.PENALTY,
    )
    return deal.ruled(found), _items(deal, nothing_for=offender)



def score_so_far(deal: KeptDeal) -> DealScore:
    """What a deal in play has scored so far as said and played; the cards and capot wait for its end."""
    return _items(deal)
