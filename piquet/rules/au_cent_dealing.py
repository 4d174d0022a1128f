"""Piquet au Cent: dealing (by twos, out of turn, the wrong pack), where au cent displaces Laws 9, 15 and 16.

Each rule is an exception to the rule applying the law it displaces,
declared for au cent (``variant=Variant.AU_CENT``).
"""

from __future__ import annotations

import attrs

from piquet.game.acts import PenaltyClaim
from piquet.game.state import HAND_SEEN_BY, YOUNGER, DealState
from piquet.game.variant import Variant
from piquet.lawbook.citation import au_cent as au_cent_clause
from piquet.lawbook.registry import rule
from piquet.rules.common import party, RulingOutcome, rule_on
from piquet.rules.dealing import claim_deal_out_of_turn, claim_wrong_pack, mode_changed, void_deal

# -- dealing ------------------------------------------------------------------------------


def _by_threes(state: DealState) -> bool:
    return state.setup.deal_by == 3


@rule(
    "deal",
    laws=(9,),
    au_cent=("deal-by-twos",),
    when=_by_threes,
    exception_to=mode_changed,
    label="a deal of au cent dealt by threes",
    variant=Variant.AU_CENT,
)
def dealt_by_threes(state: DealState) -> DealState:
    """In au cent the cards are dealt by twos, never by threes (Law 9 lets the dealer choose).

    The clause sets no penalty; as Law 9 does for a change of mode, the deal
    stands, and the dealer deals by twos from his next deal.
    """
    return rule_on(
        state,
        act=f"{state.setup.dealer} deals by threes",
        decision="in au cent the cards are dealt two at a time; no penalty is set, so the deal stands, "
        f"and {state.setup.dealer} deals by twos from his next deal",
        laws=(),
        au_cent=("deal-by-twos",),
        displaced=(9,),
        offender=YOUNGER,
        event=None,
    )


def _dealer_took_up(state: DealState) -> bool:
    """Whether the dealer (the younger hand) has taken up his hand: any act of his on it."""
    return any(e.verb in HAND_SEEN_BY for e in state.acts_of(YOUNGER))


def _out_of_turn_claimed(state: DealState, who: int, event: PenaltyClaim) -> bool:
    return event.what == "deal out of turn" and state.setup.out_of_turn


@rule(
    "claim",
    laws=(16,),
    au_cent=("deal-out-of-turn",),
    when=_out_of_turn_claimed,
    exception_to=claim_deal_out_of_turn,
    label="a deal out of turn found in au cent",
    variant=Variant.AU_CENT,
)
def out_of_turn_found(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """In au cent a deal out of turn is void if found before the dealer took up his hand; later there is no remedy.

    Law 16 looks to either player's cards and gives the elder of a deal out
    of turn two deals; au cent looks to the dealer's hand, and the deal then
    simply passes in turn.
    """
    if not _dealer_took_up(state):
        state = rule_on(
            state,
            act=f"{party(who)} finds that {state.setup.dealer} dealt out of turn, before the dealer took up his hand",
            decision=f"the deal is void; {state.setup.elder}, whose deal it was, deals",
            laws=(),
            au_cent=("deal-out-of-turn",),
            displaced=(16,),
            offender=YOUNGER,
        )
        state = void_deal(state, "dealt out of turn", (16,), next_dealer=state.setup.elder)
        assert state.void is not None
        return state.evolve(void=attrs.evolve(state.void, citations=(au_cent_clause("deal-out-of-turn"),)))
    return rule_on(
        state,
        act=f"{party(who)} finds that {state.setup.dealer} dealt out of turn, after the dealer took up his hand",
        decision="too late: there is no remedy; the deal stands, and the deal passes in turn (no double deal)",
        laws=(),
        au_cent=("deal-out-of-turn",),
        displaced=(16,),
        offender=YOUNGER,
        outcome=RulingOutcome.TOO_LATE,
    ).evolve(out_of_turn_found=True)


def _wrong_pack_claimed(state: DealState, who: int, event: PenaltyClaim) -> bool:
    return event.what == "wrong pack"


@rule(
    "claim",
    laws=(15,),
    au_cent=("wrong-pack",),
    when=_wrong_pack_claimed,
    exception_to=claim_wrong_pack,
    label="the wrong pack found in au cent",
    variant=Variant.AU_CENT,
)
def wrong_pack_found(state: DealState, who: int, event: PenaltyClaim) -> DealState:
    """In au cent the wrong pack found once the deal is complete leaves the deal good (Law 15 looks to the cards taken up).

    A record gives a deal once it is dealt, so any claim it holds comes
    after the deal was completed.
    """
    return rule_on(
        state,
        act=f"{party(who)} finds that {state.setup.dealer} dealt with the wrong pack, after the deal was completed",
        decision="too late: the deal was completed before the error was found, and it holds good",
        laws=(),
        au_cent=("wrong-pack",),
        displaced=(15,),
        offender=YOUNGER,
        outcome=RulingOutcome.TOO_LATE,
    )
