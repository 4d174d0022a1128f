"""Which cards the solver tries, and in what order: equivalent cards merged, likely best first.

Two cards of one suit in the same hand are *equivalent* when no card still
held by the adversary (nor the card he has just led) lies between them:
whichever is played, the same tricks fall the same way, because the cards
that once separated them are gone.  Searching one card of each such run is
enough, and it shrinks the tree more than anything else the solver does.

The order matters to alpha-beta only for speed: the sooner the best card is
tried, the more of the others are cut off.  Leads try a master (a run above
every card the adversary holds in the suit, sure to win the trick and keep
the lead) first, then the lowest card of each suit; answers try the cheapest
card that wins the trick, then the lowest that does not.

Everything here works on one suit at a time, as the eight bits of the suit
(``hand >> 8 * suit & 0xFF``), and is precomputed into tables indexed by
``mine | theirs << 8`` so the search does no arithmetic on ranks.
"""

from __future__ import annotations

from piquet.table.cards import SUIT_MASKS

__all__ = ["SUIT_MASKS", "runs", "LEAD_MASTERS", "LEAD_OTHERS", "DISCARDS", "answer_order", "lead_order"]
__all__ += ["SQUEEZED", "RANKS_LEFT", "ALL_MASTERS", "MASTER_COUNT", "ANSWERS"]

#: The bits of each suit in a 32-bit hand, clubs first (the card index is suit * 8 + rank - 7).


def runs(mine: int, theirs: int) -> list[list[int]]:
    """The runs of ``mine`` (suit bytes): ranks 0-7 held with none of ``theirs`` between, highest run first.

    >>> from piquet.search.ordering import runs
    >>> runs(0b1011_0001, 0b0100_0000)   # A, Q, J and 7 against the K
    [[7], [5, 4, 0]]
    """
    found: list[list[int]] = []
    current: list[int] = []
    for rank in range(7, -1, -1):
        if mine >> rank & 1:
            current.append(rank)
        elif theirs >> rank & 1 and current:
            found.append(current)
            current = []
    if current:
        found.append(current)
    return found


def _tables() -> tuple[list[list[tuple[int, ...]]], list[list[tuple[int, ...]]], list[list[tuple[int, ...]]]]:
    masters: list[list[tuple[int, ...]]] = [[() for _ in range(1 << 16)] for _ in range(4)]
    others: list[list[tuple[int, ...]]] = [[() for _ in range(1 << 16)] for _ in range(4)]
    discards: list[list[tuple[int, ...]]] = [[() for _ in range(1 << 16)] for _ in range(4)]
    for mine in range(1, 256):
        rest = 255 & ~mine
        theirs = rest
        while True:  # every subset of the cards not mine
            found = runs(mine, theirs)
            lowest = [run[-1] for run in found]
            top_is_master = not theirs or found[0][0] > theirs.bit_length() - 1
            master = lowest[:1] if top_is_master else []
            other = sorted(lowest[1:] if top_is_master else lowest)
            key = mine | theirs << 8
            for suit in range(4):
                base = 8 * suit
                masters[suit][key] = tuple(base + r for r in master)
                others[suit][key] = tuple(base + r for r in other)
                discards[suit][key] = tuple(base + r for r in sorted(lowest))
            if not theirs:
                break
            theirs = (theirs - 1) & rest
    return masters, others, discards


def squeezed(mine: int, theirs: int) -> int:
    """A suit's cards with those already played squeezed out: a 1 above the ranks left, then which are ``mine``.

    Only the order of the cards left in a suit matters to the rest of the
    play, so two positions whose suits squeeze alike are the same position
    (a seven and a nine left after the eight is played are as good as a
    seven and an eight).  The leading 1 says how many cards are left.

    >>> from piquet.search.ordering import squeezed
    >>> bin(squeezed(0b1000_0001, 0b0001_0000))   # the ace and seven against the knave: mine, theirs, mine
    '0b1101'
    """
    code = 1
    for rank in range(7, -1, -1):
        if (mine | theirs) >> rank & 1:
            code = code << 1 | (mine >> rank & 1)
    return code


#: ``SQUEEZED[mine | theirs << 8]``: :func:`squeezed`, for every pair of disjoint suit bytes (nine bits each).
SQUEEZED: list[int] = [0] * (1 << 16)
#: ``ALL_MASTERS[mine | theirs << 8]``: every card of mine in the suit beats every card of theirs (or I have none).
ALL_MASTERS: list[bool] = [not (k & 0xFF) or (k & 0xFF & -(k & 0xFF)) > k >> 8 for k in range(1 << 16)]
#: ``MASTER_COUNT[mine | theirs << 8]``: how many of my cards in the suit beat every card of theirs.
MASTER_COUNT: list[int] = [((k & 0xFF) >> (k >> 8).bit_length()).bit_count() for k in range(1 << 16)]
#: ``RANKS_LEFT[cards]``: the ranks (0-7) of a suit byte, lowest first.
RANKS_LEFT: list[tuple[int, ...]] = [tuple(r for r in range(8) if cards >> r & 1) for cards in range(256)]
for _mine in range(256):
    _rest = 255 & ~_mine
    _theirs = _rest
    while True:
        SQUEEZED[_mine | _theirs << 8] = squeezed(_mine, _theirs)
        if not _theirs:
            break
        _theirs = (_theirs - 1) & _rest


#: ``LEAD_MASTERS[suit][mine | theirs << 8]``: the card index of a run sure to win if led, or nothing.
#: ``LEAD_OTHERS[...]``: one card of each other run, lowest first.
#: ``DISCARDS[...]``: one card of each run, lowest first (what a player void in the suit led may throw).
LEAD_MASTERS, LEAD_OTHERS, DISCARDS = _tables()


def lead_order(hand: int, other: int) -> list[int]:
    """The card indexes a leader holding ``hand`` tries against ``other``: masters first, then low cards."""
    first: list[int] = []
    then: list[int] = []
    for suit in range(4):
        key = (hand >> 8 * suit & 0xFF) | (other >> 8 * suit & 0xFF) << 8
        if key & 0xFF:
            first += LEAD_MASTERS[suit][key]
            then += LEAD_OTHERS[suit][key]
    return first + then


#: The answers already worked out by :func:`answer_order`, by ``mine | theirs << 8 | led << 16``.
ANSWERS: dict[int, tuple[int, ...]] = {}


def answer_order(mine: int, theirs: int, led: int) -> tuple[int, ...]:
    """The answers to consider in the suit of ``led`` (a card index), holding ``mine`` of it against ``theirs``.

    ``mine`` and ``theirs`` are suit bytes; ``theirs`` is what the leader
    still holds of the suit, without the card led.  One card of each run
    against the leader's cards and the card led, the cheapest winner first,
    then the losers, lowest first.
    """
    key = mine | theirs << 8 | led << 16
    found = ANSWERS.get(key)
    if found is None:
        suit, rank = divmod(led, 8)
        lowest = sorted(run[-1] for run in runs(mine, theirs | 1 << rank))
        found = tuple(8 * suit + r for r in lowest if r > rank) + tuple(8 * suit + r for r in lowest if r < rank)
        ANSWERS[key] = found
    return found
