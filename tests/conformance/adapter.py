"""Feeding the abartnof/piquet conformance vectors to our library.

The vectors live beside the repository, in
``<workspace>/shared/conformance/abartnof/*.json`` (see the README there).
When that folder is absent the conformance tests skip with a reason.

Conventions of that engine (its README): card index = suit*8 + rank-7 with
suits C, D, H, S = 0..3 (ours too); ranks 7..14; masks are 32-bit ints in
our :attr:`Hand.bits` layout; a pack written in full is dealt in blocks
(elder pack[0:12], younger pack[12:24], stock pack[24:32] top first);
``raises`` means "must be rejected" (we accept any
:class:`~piquet.errors.PiquetError`).  Where the vectors depart from the
Laws, the tests say so, cite the law, and assert our law-following answer.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import attrs
import pytest

from tests.shared_folder import shared_missing

from piquet.table.cards import Card, Rank
from piquet.table.cardsets import Hand, Stock
from piquet.table.claims import best_held, held_in_category
from piquet.table.combinations import Combination, Comparison, Point, RankSet, Sequence, is_carte_blanche
from piquet.referee.deal import start_deal
from piquet.errors import PiquetError
from piquet.game.acts import (
    AnnounceCarteBlanche,
    Category,
    DeclareAll,
    Event,
    Exchange,
    Play,
    PointClaim,
    SequenceClaim,
    SetClaim,
    ShowCarteBlanche,
)
from piquet.rules.scoring import score_deal
from piquet.game.state import ELDER, YOUNGER, DealSetup, DealState, Phase

VECTORS = Path(__file__).resolve().parents[3] / "shared" / "conformance" / "abartnof"
"""``/work/shared/...`` when the repository is ``/work/main``: the shared folder sits beside it."""

ROLE = {"elder": ELDER, "younger": YOUNGER}
ELDER_LABEL, YOUNGER_LABEL = "elder", "younger"

# Their category names -> ours (Law 67 numbering is the same).
CATEGORY = {
    "CARTE_BLANCHE": Category.CARTE_BLANCHE,
    "POINT": Category.POINT,
    "SEQUENCES": Category.SEQUENCE,
    "SETS": Category.SET,
    "PLAY": Category.PLAY,
    "CARDS": Category.CARDS,
}
# Their score categories -> our ScoreItem.item names.
ITEMS = {
    "CARTE_BLANCHE": {"carte blanche"},
    "POINT": {"point"},
    "SEQUENCES": {"sequence"},
    "SETS": {"set"},
    "PLAY": {"play"},
    "CARDS": {"cards", "capot"},
    "BONUS": {"pique", "repique"},
}
BONUS_ITEMS = ITEMS["BONUS"]

COMPARISON = {"better": Comparison.GOOD, "equal": Comparison.EQUAL, "worse": Comparison.NOT_GOOD}

# Their engine's phases -> ours.  Theirs splits the exchange by player and the
# declarations by category; ours has one phase for each.
PHASE = {
    "elder_exchange": Phase.EXCHANGE,
    "younger_exchange": Phase.EXCHANGE,
    "declare_point": Phase.DECLARATION,
    "declare_sequences": Phase.DECLARATION,
    "declare_sets": Phase.DECLARATION,
    "play": Phase.PLAY,
    "complete": Phase.FINISHED,
}


def load(module: str) -> dict[str, Any]:
    """The vector file ``<module>.json``; skips the calling test module if the folder is absent."""
    path = VECTORS / f"{module}.json"
    if not path.is_file():
        shared_missing(f"conformance vectors not found at {path} (the shared folder beside the repository is absent)")
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def slug(text: object) -> str:
    """A readable pytest id."""
    words = re.sub(r"[^0-9A-Za-z♠♥♦♣]+", "-", str(text)).strip("-")
    return words[:60] or "empty"


def cases(items: Iterable[Any], name: Callable[[Any], object]) -> list[Any]:
    """``pytest.param`` for each item, with an id from ``name`` (numbered, so ids are unique)."""
    return [pytest.param(item, id=f"{i:02d}-{slug(name(item))}") for i, item in enumerate(items)]


def hand(text: str) -> Hand:
    return Hand.parse(text)


def bits(text: str) -> int:
    return Hand.parse(text).bits


def index_order(cards: Iterable[Card]) -> list[str]:
    """Codes in their order (card index), as their hand strings list them."""
    return [c.code for c in sorted(cards, key=lambda c: c.index)]


def irregular(action: Callable[[], object]) -> tuple[int, ...]:
    """Run an act their engine rejects; ours must rule on it or find the record contradicts itself.

    The Laws do not refuse an irregular act that happened: the referee rules
    on it (a ruling citing the law), notes it to be ruled on when claimed (a
    revoke, Law 59 IV), or hears a call not held as said, to be penalised
    at the first trick if not corrected (Law 54).  Only an act the record's
    facts contradict raises.  Returns the laws cited (54 for an unfounded
    call, 59 for a noted revoke).
    """
    try:
        result = action()
    except PiquetError as error:
        return tuple(getattr(error, "laws", ()))
    from piquet.game.state import DealState

    assert isinstance(result, DealState), result
    laws: list[int] = []
    for ruling in result.rulings:
        laws += [int(n) for n in ruling.cited("law")]
    if any(s.held is None and s.claim is not None for s in result.said):
        laws.append(54)
    if result.revokes:
        laws.append(59)
    assert laws, "the act was neither ruled on nor refused"
    return tuple(laws)


def rejected(action: Callable[[], object]) -> PiquetError:
    """Run ``action`` and require our library to refuse it with a PiquetError."""
    with pytest.raises(PiquetError) as caught:
        action()
    return caught.value


# -- combinations in their vocabulary -----------------------------------------------

RANK_WORD = {
    "seven": Rank.SEVEN, "eight": Rank.EIGHT, "nine": Rank.NINE, "ten": Rank.TEN,
    "jack": Rank.KNAVE, "knave": Rank.KNAVE, "queen": Rank.QUEEN, "king": Rank.KING, "ace": Rank.ACE,
}
RANK_PLURAL = {word + "s": rank for word, rank in RANK_WORD.items()}
SEQUENCE_WORD = {"tierce": 3, "quart": 4, "quint": 5, "sixième": 6, "septième": 7, "huitième": 8}


def said(category: str, text: str) -> list[tuple[int, int]]:
    """What a declaration says, as comparison keys.

    ``point of 8 (75)`` -> [(8, 75)]; ``quint to the jack, tierce to the
    ace`` -> [(5, 11), (3, 14)]; ``trio of aces`` -> [(3, 14)]; ``sunk`` -> [].
    """
    if text == "sunk":
        return []
    keys = []
    for part in (p.strip() for p in text.split(",")):
        if category == "POINT":
            found = re.fullmatch(r"point of (\d+) \((\d+)\)", part)
            assert found, part
            keys.append((int(found[1]), int(found[2])))
        elif category == "SEQUENCES":
            found = re.fullmatch(r"(\w+) to the (\w+)", part)
            assert found, part
            keys.append((SEQUENCE_WORD[found[1]], int(RANK_WORD[found[2]])))
        else:
            found = re.fullmatch(r"(trio|quatorze) of (\w+)", part)
            assert found, part
            keys.append((3 if found[1] == "trio" else 4, int(RANK_PLURAL[found[2]])))
    return keys


def claim_for(category: str, key: tuple[int, int], *, with_value: bool = True) -> PointClaim | SequenceClaim | SetClaim:
    """Our claim for a declaration key of theirs (no suit: theirs never speaks it)."""
    if category == "POINT":
        return PointClaim(key[0], key[1] if with_value else None)
    if category == "SEQUENCES":
        return SequenceClaim(key[0], Rank(key[1]))
    return SetClaim(key[0], Rank(key[1]))


def combination_of(shown: dict[str, Any]) -> Combination:
    """Our combination for one of their shown/claimed combination dicts."""
    if shown["kind"] == "point":
        return Point(shown["suit"], shown["length"], shown["pip_value"])
    if shown["kind"] == "sequence":
        return Sequence(shown["suit"], shown["length"], shown["top"])
    return RankSet(shown["rank"], shown["count"])


def keys_held(category: str, cards: int) -> list[tuple[int, int]]:
    """Every combination of the category held (our detection), as sorted keys."""
    return sorted((c.key for c in held_in_category(CATEGORY[category], cards)), reverse=True)


# -- fragments of hands for the dialogue vectors ----------------------------------------


def fragment_state(elder: str, younger: str) -> DealState:
    """A deal at the calling stage whose hands are the given fragments.

    The dialogue vectors use a few cards each, not hands of twelve, so the
    state is built directly (start_deal rightly refuses such a deal, Law 9);
    the calling code does not depend on hand size.
    """
    e, y = bits(elder), bits(younger)
    setup = DealSetup(YOUNGER_LABEL, ELDER_LABEL, YOUNGER_LABEL, (e, y), ())
    return DealState(setup, Phase.DECLARATION, (e, y), (0, 0), (), taken=(0, 0))


# -- replays (rules.json) --------------------------------------------------------------


def deal_pack(pack: list[str]) -> DealState:
    """Deal a pack written in full in their blocks: elder 0-11, younger 12-23, stock 24-31 top first."""
    return start_deal(
        YOUNGER_LABEL,
        ELDER_LABEL,
        {ELDER_LABEL: Hand.parse(pack[0:12]), YOUNGER_LABEL: Hand.parse(pack[12:24])},
        Stock.parse(pack[24:32]),
    )


def carte_blanche_events(state: DealState) -> list[Event]:
    """A player dealt carte blanche must say so at once (Law 20); he may show it then too (Law 19)."""
    out: list[Event] = []
    for who, label in ((ELDER, ELDER_LABEL), (YOUNGER, YOUNGER_LABEL)):
        if is_carte_blanche(state.setup.dealt[who]):
            out += [AnnounceCarteBlanche(label), ShowCarteBlanche(label)]
    return out


def step_events(step: dict[str, Any]) -> list[Event]:
    """Our events for one of their scripted steps.

    Their declarations come one category and one player at a time; ours are
    one ``{"declare": "all"}`` applied when theirs are complete (the step
    after which their phase is ``play``).
    """
    action = step["action"]
    if action == "exchange":
        return [Exchange(step["player"], Hand.parse(step["discard"]))]
    if action == "play":
        return [Play(step["player"], (Card.parse(step["card"]),))]
    if action == "declare":
        return [DeclareAll(None)] if step["after"]["phase"] == "play" else []
    raise AssertionError(f"unknown action {action!r}")


def replay_events(replay: dict[str, Any], elder: str = ELDER_LABEL, younger: str = YOUNGER_LABEL) -> list[Event]:
    """All our events for a replay (after the deal), the players relabelled."""
    label = {ELDER_LABEL: elder, YOUNGER_LABEL: younger}
    out: list[Event] = []
    for step in replay["steps"][1:]:
        for event in step_events(step):
            out.append(event if event.player is None else attrs.evolve(event, player=label[event.player]))
    return out


def running_totals(state: DealState) -> dict[str, int]:
    """Our totals so far; pique and repique only once the deal is over (theirs add bonuses at the end)."""
    score = score_deal(state)
    totals = {ELDER_LABEL: 0, YOUNGER_LABEL: 0}
    for item in score.items:
        if item.item in BONUS_ITEMS and not state.finished:
            continue
        totals[item.player] += item.points
    return totals


def by_category(state: DealState) -> Counter[tuple[str, str]]:
    """Our deal score as (player, their category) -> points."""
    reverse = {item: theirs for theirs, names in ITEMS.items() for item in names}
    out: Counter[tuple[str, str]] = Counter()
    for item in score_deal(state).items:
        out[(item.player, reverse[item.item])] += item.points
    return out


__all__ = [
    "VECTORS", "load", "slug", "cases", "hand", "bits", "index_order", "rejected", "said", "claim_for",
    "combination_of", "keys_held", "fragment_state", "deal_pack", "carte_blanche_events", "step_events",
    "running_totals", "by_category", "CATEGORY", "ITEMS", "COMPARISON", "PHASE", "ROLE", "best_held",
    "ELDER_LABEL", "YOUNGER_LABEL", "replay_events",
]
