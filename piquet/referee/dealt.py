"""A deal from the cards dealt: its first state.

:func:`start_deal` checks what the record cannot contradict (two distinct
players, no card in two places) and then lets the ``deal`` rules judge the
deal as dealt: a regular deal (Law 9) goes on with no ruling; a wrong deal
is ruled on (Laws 11, 12, 39, 75) and may end void at once or await the
elder's choice.
"""

from __future__ import annotations

from collections.abc import Mapping

from piquet.game.variant import Variant
from piquet.errors import Contradiction
from piquet.referee.apply import initial_state
from piquet.game.state import ELDER, YOUNGER, DealSetup, DealState
from piquet.table.cards import cards_from_bits
from piquet.table.cardsets import Hand, Stock

__all__ = ["start_deal", "initial_state", "HAND_SIZE", "STOCK_SIZE"]

HAND_SIZE = 12
STOCK_SIZE = 8


def _seats(players: tuple[str, ...], elder: str, dealer: str) -> tuple[int, ...]:
    """The seats in this deal of the players the partie names (labels become seats here, once, as the deal begins)."""
    if not players:
        return ()  # the usual case, at every deal
    return tuple(sorted({ELDER if p == elder else YOUNGER for p in players if p in (elder, dealer)}))


def start_deal(
    dealer: str,
    elder: str,
    hands: Mapping[str, Hand],
    stock: Stock,
    *,
    number: int = 1,
    last_of_partie: bool = False,
    next_is_last: bool = False,
    out_of_turn: bool = False,
    deal_by: int | None = None,
    mode: int | None = None,
    variant: Variant | str = Variant.RUBICON,
    agreements: frozenset[str] = frozenset(),
    cut_laws: tuple[int, ...] = (),
    misscored: tuple[str, ...] = (),
    errors_in_game: tuple[str, ...] = (),
    errors_in_ended_game: tuple[str, ...] = (),
    partie_before: Mapping[str, int] | None = None,
    multiplier: int = 1,
    righting_prejudices: tuple[str, ...] = (),
    errors_stood: tuple[str, ...] = (),
    last_written: bool = False,
    record_index: int | None = None,
    earlier: tuple[tuple[int | None, tuple[str, ...]], ...] = (),
    misscored_away: tuple[str, ...] = (),
) -> DealState:
    """The state of a deal just dealt; :class:`Contradiction` if the cards given cannot all be true.

    ``deal_by`` is how the cards were given (two or three at a time) and
    ``mode`` the way this dealer is bound to deal in the partie (Law 9).
    ``variant`` is ``"au-cent"`` for a deal of Piquet au Cent, with the
    ``agreements`` of au cent in force.  ``cut_laws`` are the laws by which
    a cut for deal named this deal's dealer (the first deal of a partie);
    ``misscored`` the players whose score of the last deal was written wrong;
    in au cent ``errors_in_game`` and ``errors_in_ended_game`` those whose
    written scores stand wrong in the game in progress, or in the game that
    ended before this deal.  ``partie_before`` (the partie's scores before
    this deal, given for the deal a tie would extend) and ``multiplier``
    (what each of its points counts in the partie) say whether a deal
    follows it.  ``righting_prejudices``: the players a righting of the last
    deal's written score would prejudice (Law 78); ``errors_stood``: those
    whose written score of an earlier deal stood wrong, past righting (Law 70);
    ``last_written``: the players wrote the last deal's scores (Law 74).
    ``record_index`` is this deal's index in the record's deals, and
    ``earlier`` gives each deal before it in the record, its number in the
    partie if it was scored and the players whose written score of it stood
    wrong: what a claim of the score naming a deal concerns (Law 70).
    """
    if elder == dealer:
        raise Contradiction("the elder hand is the dealer's adversary", laws=(9,), player=elder)
    if set(hands) != {dealer, elder}:
        raise Contradiction(f"hands must be given for {dealer} and {elder}, not {sorted(hands)}", laws=(9,))
    elder_bits, younger_bits = hands[elder].bits, hands[dealer].bits
    stock_bits = stock.bits
    if elder_bits & younger_bits or (elder_bits | younger_bits) & stock_bits:
        for one, two, what in (
            (elder_bits, younger_bits, "both hands"),
            (elder_bits, stock_bits, "the elder's hand and the stock"),
            (younger_bits, stock_bits, "the younger's hand and the stock"),
        ):
            if one & two:
                card = cards_from_bits(one & two)[0]
                raise Contradiction(f"{card} is in {what}", laws=(75,), card=card.code)
    setup = DealSetup(
        dealer, elder, dealer, (elder_bits, younger_bits), stock.order, number, last_of_partie, next_is_last, out_of_turn, deal_by, mode,
        variant, agreements if type(agreements) is frozenset else frozenset(agreements), tuple(cut_laws), _seats(misscored, elder, dealer), _seats(errors_in_game, elder, dealer),
        _seats(errors_in_ended_game, elder, dealer),
        None if partie_before is None else (partie_before[elder], partie_before[dealer]), multiplier,
        _seats(righting_prejudices, elder, dealer),
        _seats(errors_stood, elder, dealer),
        last_written,
        record_index,
        tuple([(number, _seats(stood, elder, dealer) if stood else ()) for number, stood in earlier]) if earlier else (),
        misscored_away,
    )
    return initial_state(setup)
