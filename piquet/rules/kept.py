"""The laws a table of real cards can be held to from what it says and plays (:mod:`piquet.referee.keeping`).

The program keeping such a table never sees a hand, so these rules read
only the public deal (:class:`~piquet.game.kept.KeptDeal`): how many
cards were taken (Laws 21, 22, 32, 34), the calls and answers and what the
younger reckoned (Laws 56, 62-64), the cards played (Laws 59, 65, 66), and
what the cards played prove once they are all down (Laws 53, 54).  What
turns on a hidden card is not ruled here; it is for the referee, given the
hands (``piquet adjudicate``).
"""

from __future__ import annotations

import attrs

from lawkit.ruling import Finding, Outcome, Ruling, party
from piquet.errors import Contradiction
from piquet.game.kept import ELDER, YOUNGER, Failure, KeptDeal, KeptTrick, Said
from piquet.lawbook.registry import rule
from piquet.rules.common import cite
from piquet.table.cards import Card
from piquet.table.categories import Category
from piquet.table.claims import Answer, Claim, PointClaim, SequenceClaim, SetClaim
from piquet.table.combinations import point_score, sequence_score, set_score

__all__ = [
    "most_taken",
    "take_in",
    "take_beyond_the_law",
    "announce_carte_blanche",
    "call",
    "call_too_late",
    "point_called_out_of_order",
    "longer_point_after_asking",
    "reply",
    "reckon",
    "reckon_too_late",
    "play",
    "play_out_of_turn",
    "play_proving_a_revoke",
    "claim_revoke",
    "claim_without_a_revoke",
    "unclaimed_revoke",
    "ruling",
    "worth",
]

#: The most the elder may take (Law 21) and the younger (Law 22), before any card the elder leaves.
ELDER_MOST = 5
YOUNGER_MOST = 3


def ruling(
    deal: KeptDeal,
    *,
    act: str,
    decision: str,
    laws: tuple[int, ...],
    facts: tuple[str | Finding, ...] = (),
    offender: int | None = None,
    injured: int | None = None,
    outcome: Outcome | None = None,
    event: int | None = None,
) -> Ruling:
    """A ruling on the act being taken, made by the rule applying it (which must declare ``laws``).

    A fact in words is shown by the act ruled on; a :class:`Finding` names the earlier act that shows it.
    """
    findings = tuple(f if isinstance(f, Finding) else Finding(f, (deal.events,)) for f in facts)
    made = Ruling(event=deal.events if event is None else event, act=act, decision=decision, findings=findings, offender=offender, injured=injured,
                  citations=cite(laws))
    return made if outcome is None else attrs.evolve(made, outcome=outcome)


def worth(claim: Claim) -> int:
    """What a claim scores when it stands: a point its cards, a sequence or a set its value (Laws 62-64)."""
    if isinstance(claim, PointClaim):
        return point_score(claim.length)
    if isinstance(claim, SequenceClaim):
        return sequence_score(claim.length)
    assert isinstance(claim, SetClaim)
    return set_score(claim.count)


# -- the exchange -------------------------------------------------------------------------------------------------


def most_taken(deal: KeptDeal, seat: int) -> int:
    """The most cards ``seat`` may take: the elder five (Law 21), the younger three and any the elder left (Laws 22,
    34), never more than the stock holds."""
    if seat == ELDER:
        return ELDER_MOST
    return min(YOUNGER_MOST + deal.left_by_elder, deal.stock_left)


def _beyond(deal: KeptDeal, seat: int, count: int) -> bool:
    return not 1 <= count <= most_taken(deal, seat)


def _taken(deal: KeptDeal, seat: int, count: int) -> KeptDeal:
    taken = list(deal.taken)
    taken[seat] = count
    both = taken[ELDER] is not None and taken[YOUNGER] is not None
    return deal.evolve(taken=(taken[0], taken[1]), stage="declaring" if both else deal.stage)


@rule("kept take", laws=(21, 22, 32, 34), label="cards taken in, counted aloud")
def take_in(deal: KeptDeal, seat: int, count: int) -> KeptDeal:
    """A take within the law: the elder one to five, leaving the rest to the younger (Laws 21, 32); the younger up to
    three and any the elder left (Laws 22, 34)."""
    return _taken(deal, seat, count)


@rule("kept take", laws=(21, 22), when=_beyond, exception_to=take_in, label="a take the law does not allow")
def take_beyond_the_law(deal: KeptDeal, seat: int, count: int) -> KeptDeal:
    """No card or more than the law allows: the irregularity is noted, and its remedy left to the referee given the cards.

    Whose cards he took, and what each hand then holds, is exactly what the
    table did not say; the laws on a hand of the wrong size need it.
    """
    law = 21 if seat == ELDER else 22
    most = most_taken(deal, seat)
    noted = ruling(
        deal,
        act=f"{party(seat)} takes {count} card{'s' if count != 1 else ''}",
        decision=f"Law {law} allows {party(seat)} one to {most}: what follows turns on the cards he holds, "
        "which the table did not say; enter the hands and adjudicate the record to rule on it",
        laws=(law,),
        offender=seat,
        injured=1 - seat,
        facts=(f"{deal.stock_left} card(s) were in the stock",),
    )
    return _taken(deal.ruled(noted), seat, count)


# -- carte blanche, calls, answers, reckonings --------------------------------------------------------------------


@rule("kept announce", laws=(18, 61), label="a carte blanche announced")
def announce_carte_blanche(deal: KeptDeal, seat: int) -> KeptDeal:
    """A carte blanche scores ten, first of everything (Laws 18, 61); the table takes the holder's word for it."""
    blanche = list(deal.blanche)
    blanche[seat] = True
    return deal.evolve(blanche=(blanche[0], blanche[1]))


def _late(deal: KeptDeal, seat: int, claim: Claim) -> bool:
    return deal.younger_has_played


@rule("kept call", laws=(49, 62, 63, 64), label="a call")
def call(deal: KeptDeal, seat: int, claim: Claim) -> KeptDeal:
    """A call waits on the adversary's answer; a further call in a category where the caller's first was conceded good
    scores without one, since the holder of the best counts every other he holds there (Law 49).  A call made again
    with its value, after the adversary asked what it makes, takes the place of the first."""
    restated = [s for s in deal.said if s.awaiting and s.seat == seat and s.category == claim.category]
    said = tuple(s for s in deal.said if s not in restated)
    after_good = any(s.seat == seat and s.category == claim.category and s.answer is Answer.GOOD for s in said)
    made = Said(seat, claim, deal.events, points=worth(claim), scores=after_good, awaiting=not after_good,
                asked=any(s.asked for s in restated))
    return deal.evolve(said=said + (made,))


@rule("kept call", laws=(56,), when=_late, exception_to=call, label="a call after the younger's first card")
def call_too_late(deal: KeptDeal, seat: int, claim: Claim) -> KeptDeal:
    """Once the younger has played a card nothing more may be called to score (Law 56)."""
    return _too_late(deal, seat, claim, reckoned=False)


def _too_late(deal: KeptDeal, seat: int, claim: Claim, *, reckoned: bool) -> KeptDeal:
    """A call or reckoning made after the younger's first card: said, and scoring nothing (Law 56)."""
    late = ruling(
        deal,
        act=f"{party(seat)} {'reckons' if reckoned else 'calls'} {claim}",
        decision="too late to score: the younger hand has played to the first trick, after which nothing uncalled counts",
        laws=(56,),
        outcome=Outcome.TOO_LATE,
    )
    return deal.ruled(late).evolve(said=deal.said + (Said(seat, claim, deal.events, reckoned=reckoned, points=worth(claim)),))


def _point_after_other_calls(deal: KeptDeal, seat: int, claim: Claim) -> bool:
    return seat == ELDER and isinstance(claim, PointClaim) and any(
        s.seat == ELDER and not s.reckoned and s.category in (Category.SEQUENCE, Category.SET) for s in deal.said
    )


@rule("kept call", laws=(46,), when=_point_after_other_calls, exception_to=call, yields_to=(call_too_late,),
      label="the elder's point called after another call")
def point_called_out_of_order(deal: KeptDeal, seat: int, claim: Claim) -> KeptDeal:
    """The elder calls his point before anything else, and forfeits it if he does not (Law 46)."""
    first = next(s for s in deal.said if s.seat == ELDER and not s.reckoned)
    forfeited = ruling(
        deal,
        act=f"{party(seat)} calls {claim}",
        decision=f"the point is forfeited: {party(seat)} called his {first.claim} before it, and the elder calls his "
        "point first",
        laws=(46,),
        offender=seat,
        injured=1 - seat,
        facts=(Finding(f"{party(seat)} called {first.claim} first", (first.event,)),),
        outcome=Outcome.PENALTY,
    )
    return deal.ruled(forfeited).evolve(said=deal.said + (Said(seat, claim, deal.events, points=worth(claim)),))


@rule("kept reply", laws=(62, 63, 64), label="an answer to a call")
def reply(deal: KeptDeal, seat: int, answer: Answer | None) -> KeptDeal:
    """Good: the call scores.  Not good: the answerer has better, and reckons it.  Equal: neither scores (Laws 62, 63).
    ``None`` is a question (what do they make): the call waits on the answer still."""
    waiting = deal.unanswered
    if waiting is None and _confirms_a_further_call(deal, seat):
        return deal  # "good" to a call that scores unanswered (the holder of the best counts his others) changes nothing
    if waiting is None or waiting.seat == seat:
        raise Contradiction(f"{deal.labels[seat]} answers, but no call of his adversary's waits on an answer")
    if answer is None:
        asked = attrs.evolve(waiting, asked=True)
        return deal.evolve(said=tuple(asked if s is waiting else s for s in deal.said))
    answered = Said(waiting.seat, waiting.claim, waiting.event, answer, points=waiting.points, scores=answer is Answer.GOOD,
                    asked=waiting.asked)
    return deal.evolve(said=tuple(answered if s is waiting else s for s in deal.said))


def _confirms_a_further_call(deal: KeptDeal, seat: int) -> bool:
    """Whether the adversary's last call is one that waits on no answer (a further call in a category already his, or
    one that cannot score), so that an answer to it changes nothing."""
    last = deal.said[-1] if deal.said else None
    return last is not None and last.seat != seat and not last.reckoned and last.answer is None


def _conceded_to_him(deal: KeptDeal, seat: int, claim: Claim) -> Said | None:
    """The adversary's call in this category that ``seat`` answered good or equal, which leaves him nothing to reckon."""
    return next(
        (s for s in deal.said if s.seat != seat and s.category == claim.category and s.answer in (Answer.GOOD, Answer.EQUAL)),
        None,
    )


@rule("kept reckon", laws=(62, 63, 64), label="the younger's reckoning")
def reckon(deal: KeptDeal, seat: int, claim: Claim) -> KeptDeal:
    """What the younger reckons scores, unless he conceded his adversary's call in that category good or equal."""
    conceded = _conceded_to_him(deal, seat, claim)
    made = Said(seat, claim, deal.events, reckoned=True, points=worth(claim), scores=conceded is None)
    if conceded is None:
        return deal.evolve(said=deal.said + (made,))
    word = "good" if conceded.answer is Answer.GOOD else "equal"
    barred = ruling(
        deal,
        act=f"{party(seat)} reckons {claim}",
        decision=f"it does not score: {party(seat)} answered his adversary's {conceded.claim} {word}",
        laws=(62, 63, 64),
        facts=(Finding(f"{party(seat)} answered {word}", (conceded.event,)),),
        outcome=Outcome.NO_EFFECT,
    )
    return deal.ruled(barred).evolve(said=deal.said + (made,))


@rule("kept reckon", laws=(56,), when=_late, exception_to=reckon, label="a reckoning after the younger's first card")
def reckon_too_late(deal: KeptDeal, seat: int, claim: Claim) -> KeptDeal:
    """The younger reckons when he plays his first card, not after it (Law 56)."""
    return _too_late(deal, seat, claim, reckoned=True)


def _asked_about(deal: KeptDeal, seat: int, claim: Claim) -> Said | None:
    """The adversary's point ``seat`` asked the value of, when the point he reckons has more cards (Law 46)."""
    if not isinstance(claim, PointClaim):
        return None
    return next(
        (s for s in deal.said if s.seat != seat and s.asked and isinstance(s.claim, PointClaim) and claim.length > s.claim.length),
        None,
    )


def _longer_after_asking(deal: KeptDeal, seat: int, claim: Claim) -> bool:
    return _asked_about(deal, seat, claim) is not None


@rule("kept reckon", laws=(46,), when=_longer_after_asking, exception_to=reckon, yields_to=(reckon_too_late,),
      label="a longer point reckoned after asking what the adversary's made")
def longer_point_after_asking(deal: KeptDeal, seat: int, claim: Claim) -> KeptDeal:
    """Asking what a point makes admits holding no more cards for point: a point of more cards then scores nothing
    (Law 46)."""
    asked = _asked_about(deal, seat, claim)
    assert asked is not None
    barred = ruling(
        deal,
        act=f"{party(seat)} reckons {claim}",
        decision=f"it does not score: {party(seat)} asked what his adversary's {asked.claim} makes, and having asked he "
        "cannot score a point of more cards",
        laws=(46,),
        offender=seat,
        injured=1 - seat,
        facts=(Finding(f"{party(seat)} asked what the point makes", (asked.event,)),),
        outcome=Outcome.PENALTY,
    )
    return deal.ruled(barred).evolve(said=deal.said + (Said(seat, claim, deal.events, reckoned=True, points=worth(claim)),))


# -- the play ------------------------------------------------------------------------------------------------------


def _wins(led: Card, answer: Card) -> bool:
    """Whether the second card takes the trick: the suit led, and higher."""
    return answer.suit == led.suit and answer.rank > led.rank


def _placed(deal: KeptDeal, seat: int, card: Card) -> KeptDeal:
    """The card on the table: a lead, or the answer that makes a trick (and the deal's end with the twelfth)."""
    if deal.lead is None:
        return deal.evolve(lead=(seat, card, deal.events), stage="play" if deal.stage != "over" else deal.stage)
    leader, led, at = deal.lead
    winner = seat if _wins(led, card) else leader
    trick = KeptTrick(leader, (led, card), winner, (at, deal.events))
    failures = deal.failures
    if card.suit != led.suit:
        failures += (Failure(seat, led.suit, len(deal.tricks), deal.events),)
    tricks = deal.tricks + (trick,)
    return deal.evolve(tricks=tricks, lead=None, leader=winner, failures=failures, stage="over" if len(tricks) == 12 else "play")


def _out_of_turn(deal: KeptDeal, seat: int, card: Card) -> bool:
    return deal.lead is None and seat != deal.leader


def _proves_a_revoke(deal: KeptDeal, seat: int, card: Card) -> bool:
    return _revoke_proved(deal, seat, card) is not None


def _revoke_proved(deal: KeptDeal, seat: int, card: Card) -> Failure | None:
    """The earliest trick where ``seat`` played another suit to a lead of this card's suit, which he therefore held."""
    claimed = {(offender, trick) for offender, trick, _ in deal.revokes}
    return next((f for f in deal.failures if f.seat == seat and f.suit == card.suit and (seat, f.trick) not in claimed), None)


def _unplayed(deal: KeptDeal, seat: int, card: Card) -> KeptDeal:
    if card in deal.played[0] | deal.played[1]:
        raise Contradiction(f"{card.code} was played already in this deal: no pack holds it twice")
    return deal


@rule("kept play", laws=(65,), label="a card played in turn")
def play(deal: KeptDeal, seat: int, card: Card) -> KeptDeal:
    """A lead by the player to lead, or the answer to it; the trick goes to the higher card of the suit led."""
    return _placed(_unplayed(deal, seat, card), seat, card)


@rule("kept play", laws=(59,), when=_out_of_turn, exception_to=play, label="a lead out of turn")
def play_out_of_turn(deal: KeptDeal, seat: int, card: Card) -> KeptDeal:
    """A lead out of turn may be taken back until the adversary plays to it; once he has, the trick stands (Law 59 III)."""
    noted = ruling(
        deal,
        act=f"{party(seat)} leads {card.code} out of turn",
        decision=f"{party(seat)} may take it back until {party(1 - seat)} plays to it; once a card is played to it, "
        "the trick stands as played",
        laws=(59,),
        offender=seat,
        injured=1 - seat,
        facts=(f"{party(deal.leader)} had the lead",),
    )
    return _placed(_unplayed(deal, seat, card).ruled(noted), seat, card)


@rule("kept play", laws=(59,), when=_proves_a_revoke, exception_to=play, prevails_over=(play_out_of_turn,), label="a card that proves a revoke")
def play_proving_a_revoke(deal: KeptDeal, seat: int, card: Card) -> KeptDeal:
    """A card of a suit the player failed to follow earlier proves he held it then: a revoke, which the adversary may
    claim, the cards from the revoke on then taken back and played again (Law 59 IV)."""
    failure = _revoke_proved(deal, seat, card)
    assert failure is not None
    base = play_out_of_turn if _out_of_turn(deal, seat, card) else play
    placed = base(deal, seat, card)
    proved = ruling(
        deal,
        act=f"{party(seat)} plays {card.code}",
        decision=f"this proves {party(seat)} revoked at trick {failure.trick + 1}: he held {card.suit.name.lower()} and "
        f"did not follow; {party(1 - seat)} may claim it (claim revoke), and then the revoking card and every card "
        "played after it are taken back and played again",
        laws=(59,),
        offender=seat,
        injured=1 - seat,
        facts=(Finding(f"{party(seat)} played another suit to a {card.suit.name.lower()} lead", (failure.event,)),),
        outcome=Outcome.OPTION,
    )
    return placed.ruled(proved).evolve(revokes=placed.revokes + ((seat, failure.trick, failure.event),))


def _no_revoke(deal: KeptDeal, seat: int) -> bool:
    return not any(offender != seat for offender, _, _ in deal.revokes)


@rule("kept claim", laws=(59,), label="a revoke claimed")
def claim_revoke(deal: KeptDeal, seat: int) -> KeptDeal:
    """The revoke proved is put right: the tricks from it on are taken back, and the play resumes there (Law 59 IV)."""
    offender, trick, event = next(r for r in deal.revokes if r[0] != seat)
    revoked = deal.tricks[trick]
    # The lead of the trick revoked to stands; the revoking card and every card after it are taken back.
    taken_back = 2 * (len(deal.tricks) - trick) - 1 + (1 if deal.lead is not None else 0)
    corrected = ruling(
        deal,
        act=f"{party(seat)} claims the revoke",
        decision=f"the revoking card and the {taken_back - 1} card(s) played after it are taken back; "
        f"{party(offender)} plays to {revoked.cards[0].code} again and must follow suit",
        laws=(59,),
        offender=offender,
        injured=seat,
        facts=(Finding(f"{party(offender)} revoked at trick {trick + 1}", (event,)),),
        outcome=Outcome.CORRECTED,
    )
    return deal.ruled(corrected).evolve(
        tricks=deal.tricks[:trick],
        lead=(revoked.leader, revoked.cards[0], revoked.events[0]),
        leader=revoked.leader,
        failures=tuple(f for f in deal.failures if f.trick < trick),
        revokes=tuple(r for r in deal.revokes if r[0] == seat and r[1] < trick),
        stage="play",
    )


@rule("kept claim", laws=(59,), when=_no_revoke, exception_to=claim_revoke, label="a revoke claimed that no card proves")
def claim_without_a_revoke(deal: KeptDeal, seat: int) -> KeptDeal:
    """A claim no card has proved changes nothing: the table cannot see a hand, only the cards played."""
    return deal.ruled(
        ruling(
            deal,
            act=f"{party(seat)} claims a revoke",
            decision="of no effect: no card played proves one; the play stands",
            laws=(59,),
            outcome=Outcome.NO_EFFECT,
        )
    )



@rule("kept unclaimed revoke", laws=(59,), label="a revoke proved and never claimed")
def unclaimed_revoke(deal: KeptDeal, offender: int, trick: int, event: int) -> KeptDeal:
    """A revoke the cards proved and nobody claimed before the deal was scored: the play stands as it fell (Law 59 IV
    puts it right only when claimed), as the referee rules on one no one claimed."""
    return deal.ruled(
        ruling(
            deal,
            act=f"{party(offender)} revoked at trick {trick + 1}, and it was not claimed",
            decision="the play stands as played: Law 59 IV takes the cards back only when the revoke is claimed",
            laws=(59,),
            offender=offender,
            injured=1 - offender,
            facts=(Finding(f"{party(offender)} did not follow suit at trick {trick + 1}", (event,)),),
            event=event,
        )
    )
