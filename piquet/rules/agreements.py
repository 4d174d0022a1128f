"""What the laws leave to the players' agreement: an offer of a fresh deal (Case III).

The laws give no player a right to a fresh deal by offer; the players may
agree to one.  An offer stays open only while the game stands still: once
either player carries it a step further (a discard, a take, a call), the
offer is refused (Case III).  The offer is kept as an option of the
adversary's, so acceptance, refusal and lapse go through the same
election machinery as the options the laws give.
"""

from __future__ import annotations

from piquet.game.acts import Accept, Elect, Propose
from lawkit.elections import Election
from piquet.game.elections import Window
from piquet.game.state import adversary, DealState
from piquet.rules.common import party, RulingOutcome, choice, offer, no_effect, rule_on
from piquet.rules.dealing import void_deal
from piquet.rules.elections import elect
from piquet.lawbook.registry import rule

__all__ = ["propose_fresh_deal", "accept_proposal", "agreed_fresh_deal", "offer_refused", "PROPOSAL"]

#: The key of the option an offer of a fresh deal opens.
PROPOSAL = "case-iii"


@rule("propose", cases=("III",), label="a fresh deal offered")
def propose_fresh_deal(state: DealState, who: int, event: Propose) -> DealState:
    """A player offers a fresh deal: the adversary may accept it until the game goes on (Case III)."""
    if any(e.key == PROPOSAL for e in state.elections):
        return no_effect(state, act=f"{party(who)} offers a fresh deal again", why="a fresh deal is already on offer", cases=("III",))
    state = rule_on(
        state,
        act=f"{party(who)} offers a fresh deal",
        decision="the laws give no right to a fresh deal by offer; it is a matter of agreement. "
        f"{party(adversary(who))} may accept it until either player carries the game a step further, which refuses it",
        cases=("III",),
        laws=(),
    )
    return offer(
        state,
        key=PROPOSAL,
        elector=adversary(who),
        choices=(
            choice("accept", "the players agree to a fresh deal by the same dealer", agreed_fresh_deal, (), ("III",)),
            choice("refuse", "the offer is refused and the deal goes on", offer_refused, (), ("III",)),
        ),
        window=Window.BEFORE_GAME_GOES_ON,
        lapses_to="refuse",
        blocking=False,
    )


@rule("accept", laws=(44,), cases=("III",), label="an offer of a fresh deal accepted")
def accept_proposal(state: DealState, who: int, event: Accept) -> DealState:
    """Accepting an offer is electing its ``accept`` choice; an offer already refused cannot be accepted (Case III)."""
    if not any(e.key == PROPOSAL and e.elector == who for e in state.elections):
        label = party(who)
        return rule_on(
            state,
            act=f"{label} accepts a fresh deal",
            decision="too late: no offer is open to him; an offer not accepted before the game was carried a step further was refused",
            laws=(),
            cases=("III",),
            outcome=RulingOutcome.TOO_LATE,
        )
    return elect(state, who, Elect(event.player, "accept", PROPOSAL))


@rule("effect", cases=("III",), label="a fresh deal by agreement")
def agreed_fresh_deal(state: DealState, election: Election) -> DealState:
    """The deal is void by agreement; it does not count and the same dealer deals again."""
    return void_deal(state, "a fresh deal by agreement", (), cases=("III",))


@rule("effect", cases=("III",), label="an offer of a fresh deal refused")
def offer_refused(state: DealState, election: Election) -> DealState:
    """The deal goes on as it stands."""
    return state
