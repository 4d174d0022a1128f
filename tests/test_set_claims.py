"""Law 64: a call of a quatorze or a trio stands for the highest set of its count the hand holds, of the rank named if one is.

:func:`piquet.table.claims.resolve` reads a set call from the packed counts
of the ranks; this checks it against the sets the hand holds, as
:func:`piquet.table.combinations.rank_sets` lists them, for every call of
three or four, named or not, on random hands.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from piquet.table.cards import Rank
from piquet.table.claims import SetClaim, resolve
from piquet.table.combinations import RankSet, rank_sets

_SET_RANKS = [Rank.TEN, Rank.KNAVE, Rank.QUEEN, Rank.KING, Rank.ACE]


def _expected(claim: SetClaim, bits: int) -> RankSet | None:
    """The highest rank held at least as many times as called (and the rank named), at the count called."""
    for held in sorted(rank_sets(bits), key=lambda found: found.rank, reverse=True):
        if held.count >= claim.count and (claim.rank is None or held.rank == claim.rank):
            return RankSet(held.rank, claim.count)
    return None


@settings(max_examples=400, deadline=None)
@given(bits=st.integers(0, 2**32 - 1), count=st.sampled_from([3, 4]), rank=st.sampled_from([None, *_SET_RANKS]))
def test_law_64_a_set_call_stands_for_the_highest_set_of_its_count(bits: int, count: int, rank: Rank | None) -> None:
    claim = SetClaim(count, rank)
    assert resolve(claim, bits) == _expected(claim, bits)


def test_law_64_a_trio_called_in_a_hand_with_a_quatorze_and_a_higher_trio_is_the_higher_rank() -> None:
    # Four tens and three aces (ten and ace of every suit but one ace): a call of three is of aces, a call of four of tens.
    tens = sum(1 << (8 * suit + 3) for suit in range(4))
    aces = sum(1 << (8 * suit + 7) for suit in range(3))
    assert resolve(SetClaim(3), tens | aces) == RankSet(Rank.ACE, 3)
    assert resolve(SetClaim(4), tens | aces) == RankSet(Rank.TEN, 4)
    assert resolve(SetClaim(3, Rank.KING), tens | aces) is None
