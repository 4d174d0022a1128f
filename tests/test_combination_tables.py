"""Laws 62-64: the answers read from the packed-key tables are the answers the combinations themselves give.

The referee asks for a hand's best sequence and whether a declaration is
good against the cards at nearly every call and reply; both are read from
tables of each suit's best run and point instead of making every
combination.  These properties compare them with the combinations made in
full, over any holding.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from piquet.table.cards import FULL_PACK_BITS
from piquet.table.claims import good_against_the_cards
from piquet.table.combinations import Combination, Point, Sequence, best_point, best_sequence, points, rank_sets, sequences, summary_keys

_HOLDINGS = st.integers(0, FULL_PACK_BITS)


@settings(max_examples=2000, deadline=None)
@given(bits=_HOLDINGS)
def test_law_63_the_best_sequence_is_the_first_of_the_sequences_held(bits: int) -> None:
    held = sequences(bits)
    assert best_sequence(bits) is (held[0] if held else None)


def _beats_every_rival(combination: Combination, known: int) -> bool:
    """Good against the cards, worked out from the adversary's best combination made in full."""
    other = FULL_PACK_BITS & ~known
    if isinstance(combination, Point):
        rival: Combination | None = best_point(other)
    elif isinstance(combination, Sequence):
        runs = sequences(other)
        rival = runs[0] if runs else None
    else:
        found = rank_sets(other)
        rival = found[0] if found else None
    return rival is None or combination.key > rival.key


@settings(max_examples=2000, deadline=None)
@given(known=_HOLDINGS, held=_HOLDINGS)
def test_laws_48_62_64_good_against_the_cards_as_the_adversarys_best_combination_says(known: int, held: int) -> None:
    hand = known & held
    for combination in (*points(hand), *sequences(hand), *rank_sets(hand)):
        assert good_against_the_cards(combination, known) is _beats_every_rival(combination, known)


@given(bits=st.integers(0, 2**32 - 1))
def test_laws_62_64_each_kinds_key_alone_is_the_one_summary_keys_gives(bits: int) -> None:
    from piquet.table.combinations import point_key, run_key, set_key

    assert (point_key(bits), run_key(bits), set_key(bits)) == summary_keys(bits)
