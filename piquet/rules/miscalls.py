"""What Law 54 makes of a miscall allowed good and not corrected: the penalty, its ruling, and the adversary's remedy.

A miscall standing when the younger plays to the first trick costs its
maker everything that deal: the penalty is fixed then and ruled when the
error is found (a claim, a late correction, the deal's scoring), and the
adversary reckons what he has good that no correct call of the maker bars
(Case II).  The first trick, the corrections, the questions, a surplus card
and au cent's calling all come to these.  This module registers no rule.
"""

from __future__ import annotations

from lawkit.registry import find_rule
from piquet.game.state import YOUNGER, adversary, DealState, HandScore, Penalty, Said
from piquet.lawbook.citation import cites, law
from piquet.rules.common import party, rule_on
from lawkit.ruling import Finding
from piquet.rules.declaring_common import hand_score, holding_of
from piquet.rules.elections import impose_penalty
from piquet.rules.misnomers import could_have_held
from piquet.table.categories import Category
from piquet.table.claims import best_held, held_in_category
from piquet.table.combinations import Combination, Comparison, Point, RankSet, Sequence, compare

__all__ = [
    "barred_by_his_inquiry",
    "fix_miscall",
    "could_not_have_held",
    "found_before",
    "penalised_for_a_miscall",
    "settle_miscall",
    "fix_unheld_set",
    "unheld_set_settled",
    "penalise_miscall",
    "unheld_call",
    "called_at",
    "defined_by_an_answer",
    "barring_call",
    "credit_adversary",
]


def fix_miscall(state: DealState, offender: int) -> DealState:
    """A miscall that stands past the first trick: its penalty is fixed now and counts in any score, but it is ruled when
    the error is found (Law 54: "on discovery of the error"): a claim, a late correction, or the deal's scoring."""
    fixed = Penalty(offender, (54,))
    return credit_adversary(state.evolve(penalties=state.penalties + (fixed,), miscalls=state.miscalls + (offender,)), offender)


def could_not_have_held(state: DealState, score: HandScore) -> bool:
    """Whether an unfounded score rests on a call its maker could not possibly have held in hand and discard (Law 54)."""
    said = [
        s for s in state.said
        if s.player == score.player and s.kind in ("call", "reckon") and s.claim is not None and s.claim.category is score.category
        and s.held is None and not s.corrected
    ]
    claim = said[-1].claim if said else None
    return claim is not None and not could_have_held(state, score.player, claim)


def found_before(state: DealState, offender: int) -> bool:
    """Whether a ruling has already found this player's call unfounded (a show on demand, a claim), before the first trick.

    A ruling on one of his replies (one his own cards contradict cites
    Law 54 too, as the adversary may then show his cards) finds nothing of
    his calls.
    """
    return any(law(54) in r.citations and not _on_a_reply(r.rule) for r in state.ruled_against(offender))


def _on_a_reply(name: str | None) -> bool:
    """Whether the rule so named rules on a reply: the base rule of replies or one of its exceptions."""
    found = find_rule(name) if name is not None else None
    return found is not None and found.verb == "reply"


def penalised_for_a_miscall(state: DealState, offender: int) -> bool:
    """Whether the player already bears Law 54's penalty this deal (fixed at the first trick, ruled or not yet)."""
    return any(p.player == offender and 54 in p.laws for p in state.penalties)


def settle_miscall(
    state: DealState, offender: int, *, act: str | None = None, event: int | None = -1, late_correction: bool = False
) -> DealState:
    """Rule on a miscall found after the first trick: the Law 54 ruling, with the adversary's option not to enforce it (Law 44).

    Found by its maker's own correction, the correction is too late under
    Law 52 as well, and the ruling cites it.
    """
    unfounded = [s for s in state.hand_scores if s.player == offender and not s.founded]
    if state.setup.au_cent and unfounded and all(s.category is Category.SET for s in unfounded):
        return unheld_set_settled(state, offender, unfounded, act=act, event=event)
    return penalise_miscall(state, offender, unfounded, act=act, event=event, laws=(52, 54) if late_correction else (54,))


def fix_unheld_set(state: DealState, offender: int) -> DealState:
    """Au cent: a quatorze or trio not held, allowed good and played on: the penalty is fixed now, and ruled when the
    error is found, as Law 54's is.  The clause changes when the penalty falls, not the adversary's remedy: he reckons
    what he has good that no correct call bars (Law 54, Case II), au cent differing from the Laws only where it says."""
    fixed = state.evolve(penalties=state.penalties + (Penalty(offender, (54,)),), miscalls=state.miscalls + (offender,))
    return credit_adversary(fixed, offender)


@cites(44, 54, cases=("II",), au_cent=("unheld-quatorze-or-trio",))
def unheld_set_settled(
    state: DealState, offender: int, unheld: list[HandScore], *, act: str | None = None, event: int | None = -1,
    decision: str | None = None,
) -> DealState:
    """Au cent: a quatorze or trio called and not held, allowed good and played on, ruled on: he reckons nothing that
    deal (in place of Laws 52 and 54 for when the penalty falls), the adversary having Law 44's option, and reckoning
    what he has good that no correct call of the offender bars (Law 54's remedy, Case II, which au cent leaves as it is)."""
    what = ", ".join(s.description for s in unheld)
    state = rule_on(
        state,
        event=event,
        act=act or f"{party(offender)} called {what}, which he did not hold; it was allowed good, and he played on without correcting it",
        decision=(decision or f"{party(offender)} reckons nothing this deal")
        + f"; {party(adversary(offender))} reckons whatever he has good that no correct call of {party(offender)}'s bars",
        laws=(44, 54),
        cases=("II",),
        au_cent=("unheld-quatorze-or-trio",),
        displaced=(52,),
        offender=offender,
        injured=adversary(offender),
        penalty="reckons nothing this deal (the adversary may decline to enforce it, Law 44)",
        facts=tuple(unheld_call(state, s) for s in unheld),
    )
    state = impose_penalty(state, offender, (54,), on_deal=event is None)
    kept = tuple(s for s in state.hand_scores if s not in unheld)
    return credit_adversary(state.evolve(hand_scores=kept, miscalls=tuple(m for m in state.miscalls if m != offender)), offender)


def _calls_behind(state: DealState, score: HandScore, *, bounded: bool) -> list[Said]:
    """What its maker said of a score's kind (calls, reckonings, corrections); ``bounded``: only up to when it was scored."""
    return [
        s
        for s in state.said
        if s.player == score.player and s.kind in ("call", "reckon", "correct") and s.claim is not None
        and s.claim.category is score.category and (not bounded or score.said_at is None or s.event <= score.said_at)
    ]


def called_at(state: DealState, score: HandScore) -> int | None:
    """The event at which the call behind an unfounded score was said: the call, not the reply that allowed it."""
    said = _calls_behind(state, score, bounded=True)
    # A call not held when said; else (a trio later defined as one not held, Case VIII) the call itself.
    unheld = [s for s in said if s.held is None] or said
    if unheld:
        return unheld[-1].event
    return score.said_at


def unheld_call(state: DealState, score: HandScore) -> Finding:
    """The finding that a score was called and not held, citing the call (not the act that found it out)."""
    at = called_at(state, score)
    return Finding(f"{score.description} was called but not held", () if at is None else (at,))


@cites(54, 58)
def penalise_miscall(
    state: DealState, offender: int, claims: list[HandScore], *, act: str | None = None, event: int | None = -1, laws: tuple[int, ...] = (54,)
) -> DealState:
    """Law 54: an uncorrected miscall allowed good: the caller reckons nothing; the adversary reckons what is not barred."""
    what = ", ".join(s.description for s in claims)
    other = adversary(offender)
    # A trio held when called but defined by the answer to "which is out" as three not held is Case VIII's miscall.
    defined = any(defined_by_an_answer(state, s) for s in claims)
    state = rule_on(
        state,
        event=event,
        act=act or f"{party(offender)} called {what}, which he did not hold, and did not correct it before the first trick",
        decision=f"{party(offender)} reckons nothing this deal; {party(other)} reckons whatever he has good "
        f"that no correct call of {party(offender)}'s bars"
        + ("; naming the card out stood in place of showing the trio, and defined it as three he did not hold" if defined else ""),
        laws=laws,
        cases=("II", "VIII") if defined else ("II",),
        offender=offender,
        injured=other,
        penalty="reckons nothing this deal (the adversary may decline to enforce it, Law 44)",
        facts=tuple(unheld_call(state, s) for s in claims),
    )
    state = impose_penalty(state, offender, (54,), on_deal=event is None)
    return credit_adversary(state.evolve(miscalls=tuple(m for m in state.miscalls if m != offender)), offender)


def defined_by_an_answer(state: DealState, score: HandScore) -> bool:
    """Whether an unfounded score rests on a call that was held when said, and was found unfounded only by what its maker
    answered of it later (the card named out of a trio, Case VIII)."""
    said = _calls_behind(state, score, bounded=False)
    return bool(said) and all(s.held is not None for s in said)


def barring_call(state: DealState, offender: int, category: Category) -> Combination | None:
    """The best correct call of the player in error in this kind: what it bars, his adversary cannot reckon (Law 54).

    A call he held bars though he may not score it (in au cent, one he led without showing): it was a correct call.
    """
    correct = [s.what for s in state.hand_scores if s.player == offender and s.founded and s.category is category and s.what is not None]
    # A call later found to stand for what he did not hold (Case VIII: the card named out) is no correct call.
    found_wrong = any(h.player == offender and h.category is category and not h.founded for h in state.hand_scores)
    if state.dialogue(category).founded and not found_wrong:
        correct += [
            s.held for s in state.said
            if s.player == offender and s.kind == "call" and not s.corrected and s.claim is not None and s.claim.category is category
            and isinstance(s.held, Point | Sequence | RankSet)
        ]
    return max(correct, key=lambda c: c.key) if correct else None


def barred_by_his_inquiry(state: DealState, who: int, held: Combination) -> bool:
    """Whether the younger, having asked what the elder's point makes, would count a point of more cards than it (Law 46).

    His inquiry barred him from that, and the bar is his own doing: the
    discovery of the elder's miscall, which lets him reckon what he has good,
    does not lift it (Law 54 takes away only what the elder's calls barred).
    """
    dialogue = state.dialogue(Category.POINT)
    return (
        who == YOUNGER and isinstance(held, Point) and dialogue.younger_barred and dialogue.resolved is not None
        and (holding_of(state, who) >> (8 * held.suit) & 0xFF).bit_count() > dialogue.resolved.key[0]
    )


def credit_adversary(state: DealState, offender: int) -> DealState:
    """What the adversary of an uncorrected miscall reckons: whatever he has good that no correct call of the offender bars (Law 54)."""
    other = adversary(offender)
    scores = list(state.hand_scores)
    for category in (Category.POINT, Category.SEQUENCE, Category.SET):
        barrier = barring_call(state, offender, category)
        if any(s.player == other and s.category is category for s in scores):
            continue
        holding = holding_of(state, other)
        mine = best_held(category, holding)
        if mine is None or (barrier is not None and compare(mine, barrier) is not Comparison.GOOD):
            continue
        if barred_by_his_inquiry(state, other, mine):
            continue
        for held in held_in_category(category, holding):
            scores.append(hand_score(other, held, cases=("II",)))
    return state.evolve(hand_scores=tuple(scores))
