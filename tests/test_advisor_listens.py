"""The advisor listens: the adversary's hands it samples agree with what he said; no call is advised twice; the deal in progress."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from piquet.advice.declaring import advise_declaring, best_held
from piquet.advice.listening import clues, played_by
from piquet.advice.playing import adversary_worlds, to_play
from piquet.advice.position import in_progress, state_after
from piquet.faces.advisecli import advise
from piquet.formats.record_json import read_record
from piquet.game.state import DealState, Outcome, Phase
from piquet.referee.simulate import random_deal, random_step
from piquet.table.combinations import Comparison, compare

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = json.loads((ROOT / "examples" / "description-example.json").read_text())

#: What the younger's best holding is, against the call, for each reply (compare's view from his side).
_MEANT = {Outcome.GOOD: Comparison.NOT_GOOD, Outcome.EQUAL: Comparison.EQUAL, Outcome.NOT_GOOD: Comparison.GOOD}


def _cut(after: str) -> dict[str, Any]:
    """The Description's example cut just after the first act whose reply is ``after`` to the set call."""
    data: dict[str, Any] = copy.deepcopy(EXAMPLE)
    events = data["deals"][0]["events"]
    index = next(i for i, e in enumerate(events) if e.get("reply") == after and "set" in events[i - 1].get("call", {}))
    data["deals"][0]["events"] = events[: index + 1]
    return data


def _contradicted(state: DealState, younger_hand: int) -> list[str]:
    """The replies of the younger that a hand of his (as declared) contradicts, judged by the library's compare."""
    wrong = []
    for dialogue in state.dialogues:
        if dialogue.outcome in _MEANT and dialogue.resolved is not None and dialogue.call is not None:
            held = best_held(younger_hand, dialogue.category)
            if compare(held, dialogue.resolved) is not _MEANT[dialogue.outcome]:
                wrong.append(f"{dialogue.outcome.value} to {dialogue.call}")
    return wrong


def test_on_the_cut_description_example_no_sampled_hand_contradicts_b_replies() -> None:
    state = state_after(read_record(_cut("not good")), 1)
    assert [d.outcome for d in state.dialogues] == [Outcome.GOOD, Outcome.GOOD, Outcome.NOT_GOOD]
    assert _contradicted(state, state.hands[1]) == []  # B's own hand agrees with what he said
    worlds = adversary_worlds(state, random.Random(3), 300)
    assert all(_contradicted(state, hand | played_by(state, 1)) == [] for hand in worlds)


def test_the_advisor_that_did_not_listen_would_contradict_b() -> None:
    """The control: without listening, many sampled hands have no trio better than knaves, so the test above can fail."""
    state = state_after(read_record(_cut("not good")), 1)
    worlds = adversary_worlds(state, random.Random(3), 300, listening=False)
    assert sum(bool(_contradicted(state, hand)) for hand in worlds) > 30


def test_on_the_cut_description_example_advise_says_lead_with_no_call() -> None:
    found = advise(_cut("not good"))
    assert found["player"] == "A" and found["to"] == "play"
    assert found.get("declare", []) == [] and "reply" not in found
    first_lead = EXAMPLE["deals"][0]["events"][10]
    assert first_lead["player"] == "A" and "play" in first_lead


def test_a_category_called_and_answered_is_closed_to_the_elder_law_46() -> None:
    state = state_after(read_record(_cut("not good")), 1)
    assert [a.verdict for a in advise_declaring(state, 0, samples=20)] == ["closed", "closed", "closed"]


def test_the_younger_is_advised_to_reckon_only_what_the_elder_left_him() -> None:
    data = copy.deepcopy(EXAMPLE)
    events = data["deals"][0]["events"]
    data["deals"][0]["events"] = events[: next(i for i, e in enumerate(events) if "play" in e) + 1]
    state = state_after(read_record(data), 1)
    verdicts = [a.verdict for a in advise_declaring(state, 1, samples=20)]
    # point and sequence answered "good": lost; the set answered "not good": his to reckon
    assert verdicts[:2] == ["closed", "closed"] and verdicts[2] == "call"


def test_advise_finds_the_deal_in_progress_by_default() -> None:
    data = copy.deepcopy(EXAMPLE)
    second = copy.deepcopy(_cut("not good")["deals"][0])
    first_players = data["players"]
    second["dealer"] = first_players[0] if data["deals"][0]["dealer"] == first_players[1] else first_players[1]
    swapped = {p: second["hands"][q] for p, q in zip(first_players, reversed(first_players))}
    second["hands"] = swapped
    second["events"] = []
    data["deals"].append(second)
    record = read_record(data)
    assert in_progress(record) == 2
    assert advise(data, top=1)["deal"] == 2
    assert in_progress(read_record(EXAMPLE)) is None


def _random_cut(seed: int, cut: int) -> DealState | None:
    rng = random.Random(seed)
    state = random_deal(rng)
    for _ in range(cut):
        if state.finished:
            return None
        state = random_step(state, rng)[1]
    if state.finished or state.phase not in (Phase.DECLARATION, Phase.PLAY) or state.rulings:
        return None
    return state


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(st.integers(0, 2**32 - 1), st.integers(4, 30))
def test_every_sampled_hand_agrees_with_every_reply_the_truth_agrees_with(seed: int, cut: int) -> None:
    """Random deals cut at random points: if the adversary's true hand agrees with his replies (the random player
    may sink or misreply), every hand the advisor samples for him agrees with them too."""
    state = _random_cut(seed, cut)
    assume(state is not None)
    assert state is not None
    who = to_play(state)
    other = 1 - who
    assume(other == 1)  # the replies are the younger's
    truth = state.hands[other] | played_by(state, other)
    assume(not _contradicted(state, truth) and all(clue(truth) for clue in clues(state, who)))
    for hand in adversary_worlds(state, random.Random(seed), 16):
        assert _contradicted(state, hand | played_by(state, other)) == []


def test_clues_no_hand_can_meet_are_dropped_weakest_first() -> None:
    """A miscall or a sinking "good" can leave no hand agreeing: the weakest clue goes, the stronger stay."""
    from piquet.advice.listening import TRIES, Clue, listening_hand

    dealt: list[int] = []

    def counted(hand: int) -> bool:
        dealt.append(hand)
        return bool(hand & 1 << 7)

    strong = Clue("holds a given card", 4, counted)
    impossible = Clue("holds no card", 1, lambda hand: hand == 0)
    hand, kept = listening_hand(random.Random(0), 0xFFFFFFFF, 12, 0, (strong, impossible))
    assert kept == (strong,) and hand & 1 << 7 and hand.bit_count() == 12
    # the two clues were tried together TRIES times, then the strong one alone until it held
    assert len(dealt) > TRIES and all(h & 1 << 7 == 0 for h in dealt[TRIES:-1])
