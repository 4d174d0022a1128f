"""A friendly handle on a deal: its state, the acts applied to it, and what a program playing it asks of the referee.

The deal's first state comes from :func:`~piquet.referee.dealt.start_deal`
(given here too, where it has always been found).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import attrs

from lawkit.ruling import Ruling
from piquet.errors import PlayError
from piquet.game.acts import Event
from piquet.game.record import DealRecord, Record
from piquet.game.state import ELDER, YOUNGER, DealState
from piquet.game.variant import Variant
from piquet.referee.apply import Step, current_player, initial_state, is_terminal, step
from piquet.referee.dealt import HAND_SIZE, STOCK_SIZE, start_deal
from piquet.rules.scoring import DealScore, score_deal
from piquet.table.cardsets import Hand, Stock

if TYPE_CHECKING:
    from piquet.referee.adjudication import Adjudication
    from piquet.referee.awaiting import Awaiting
    from piquet.referee.offers import Offer
    from piquet.referee.view import View

__all__ = ["start_deal", "initial_state", "Deal", "HAND_SIZE", "STOCK_SIZE"]


@attrs.frozen
class Deal:
    """A friendly handle on a deal: its state, whose ``log`` keeps every act applied so far.

    It plays in the manner of a game library (:mod:`piquet.play`): :attr:`to_act`,
    :attr:`awaiting`, :meth:`legal_acts`, :meth:`offers`, :meth:`step`,
    :attr:`is_over`, :meth:`close`, :meth:`returns`.  ``prior`` is the record of
    the partie before this deal (the players, the variant, the deals played),
    which :meth:`to_record` extends; ``adjudication`` is set once the deal is
    scored (:meth:`close`).  What these ask is worked out on demand: :meth:`step`
    costs what the referee's step costs.
    """

    state: DealState
    prior: Record | None = attrs.field(default=None, repr=False)
    adjudication: Adjudication | None = attrs.field(default=None, repr=False, eq=False)

    @classmethod
    def dealt(
        cls,
        dealer: str,
        elder: str,
        hands: Mapping[str, Hand | str],
        stock: Stock | str,
        *,
        number: int = 1,
        last_of_partie: bool = False,
        variant: Variant | str = Variant.RUBICON,
        agreements: frozenset[str] = frozenset(),
    ) -> Deal:
        """Start from hands and stock given as :class:`Hand`/:class:`Stock` or card strings."""
        parsed = {k: v if isinstance(v, Hand) else Hand.parse(v) for k, v in hands.items()}
        pile = stock if isinstance(stock, Stock) else Stock.parse(stock)
        return cls(
            start_deal(
                dealer, elder, parsed, pile, number=number, last_of_partie=last_of_partie, variant=variant, agreements=agreements
            )
        )

    def apply(self, event: Event) -> Deal:
        return self.step(event)[0]

    def step(self, event: Event) -> tuple[Deal, Step]:
        """The deal after the act, and what the act drew (its rulings); any act is taken and ruled on, none refused, until
        the deal is scored (:meth:`close`), after which :class:`~piquet.errors.PlayError`."""
        if self.adjudication is not None:
            raise PlayError("the deal is scored: an act now belongs to the next deal")
        done = step(self.state, event)
        return Deal(done.state, self.prior), done

    def current_player(self) -> str | None:
        return current_player(self.state)

    def is_terminal(self) -> bool:
        return is_terminal(self.state)

    def score(self) -> DealScore:
        return score_deal(self.state)

    @property
    def finished(self) -> bool:
        return self.state.finished

    # -- playing through the referee (piquet.play) ---------------------------------------------------------------

    @property
    def players(self) -> tuple[str, str]:
        """The two players by name, the elder first."""
        return self.state.setup.labels

    @property
    def to_act(self) -> str | None:
        """The player the referee awaits, by name; after the last trick, an elector whose option is open; None once over."""
        if self.adjudication is not None:
            return None
        from piquet.referee.awaiting import to_act

        return to_act(self.state)

    @property
    def awaiting(self) -> Awaiting:
        """What the referee awaits of the player to act (:class:`~piquet.referee.awaiting.Awaiting`)."""
        from piquet.referee.awaiting import Awaiting, awaiting

        return Awaiting(None) if self.adjudication is not None else awaiting(self.state)

    def legal_acts(self) -> tuple[Event, ...]:
        """The regular acts of the player to act, then his elections (exchanges by :attr:`Awaiting.exchange`)."""
        from piquet.referee.awaiting import legal_acts

        return () if self.adjudication is not None else legal_acts(self.state)

    def offers(self) -> tuple[Offer, ...]:
        """The options open now, with those the scoring of a deal played out opens (:class:`~piquet.referee.offers.Offer`)."""
        from piquet.referee.offers import offers_of

        return () if self.adjudication is not None else offers_of(self.state)

    def view(self, player: str) -> View:
        """What ``player`` may know of the deal, and what he may do: the view a strategy is given."""
        from piquet.referee.view import view_of

        return view_of(self.state, player)

    @property
    def is_over(self) -> bool:
        """Whether the deal is played out (or void) and no option is left to elect, or it is scored."""
        if self.adjudication is not None:
            return True
        from piquet.referee.offers import offers_of

        return self.state.finished and not offers_of(self.state)

    def close(self) -> Deal:
        """The deal scored, as :func:`piquet.adjudicate` scores its record: the options still open lapse, what the
        scoring finds is ruled on.  :class:`~piquet.errors.PlayError` while the play goes on."""
        if self.adjudication is not None:
            return self
        if not self.state.finished:
            raise PlayError("the deal is still in play: it is scored once it is played out (or void)")
        from piquet.referee.adjudication import adjudicate

        return Deal(self.state, self.prior, adjudicate(self.to_record()))

    @property
    def rulings(self) -> tuple[Ruling, ...]:
        """The deal's rulings, the players named: as scored once :meth:`close` has scored it."""
        if self.adjudication is not None:
            return self.adjudication.deals[-1].rulings
        return self.state.setup.shown(self.state.rulings)

    def returns(self) -> dict[str, int]:
        """Each player's score for the deal as it counts in the partie, by name (scoring the deal if it is not yet)."""
        return dict(self.close().adjudication.deals[-1].scores)  # type: ignore[union-attr]

    def hand(self, player: str) -> Hand:
        """The cards ``player`` holds now."""
        return Hand(self.state.hands[self._seat(player)])

    def discard(self, player: str) -> Hand:
        """The cards ``player`` put out in the exchange."""
        return Hand(self.state.discards[self._seat(player)])

    def points(self, player: str) -> int:
        """The points ``player`` has made in the deal so far (its score once scored)."""
        if self.adjudication is not None:
            return self.adjudication.deals[-1].scores[player]
        self._seat(player)
        return score_deal(self.state).totals[player]

    def _seat(self, player: str) -> int:
        seat = self.state.setup.index(player)
        if seat is None:
            raise PlayError(f"{player!r} is not a player in this deal ({', '.join(self.players)})")
        return seat

    def to_record(self) -> Record:
        """The record of the partie to the end of this deal (this deal alone, the first of a partie, for a deal not dealt
        by :func:`piquet.deal` or a match): what :func:`piquet.adjudicate` reads."""
        setup = self.state.setup
        hands = {setup.elder: Hand(setup.dealt[ELDER]), setup.younger: Hand(setup.dealt[YOUNGER])}
        this = DealRecord(setup.dealer, hands, Stock(setup.stock), self.state.log, deal_by=setup.deal_by)
        prior = self.prior
        if prior is None:
            options = {key: True for key in sorted(setup.agreements)}
            prior = Record((setup.elder, setup.dealer), (), variant=setup.variant, options=options)
        return attrs.evolve(prior, deals=prior.deals + (this,))

    def _repr_svg_(self) -> str:
        """The deal's two hands and stock as they are now (:func:`piquet.svg.deal`), for a Jupyter notebook."""
        return self.state._repr_svg_()
