"""Write the Piquet au Cent records (run from the repository root).

``examples/au-cent-partie.json`` is a whole partie played by the simulator;
``examples/au-cent/`` holds short records of the au cent clauses on dealing
and the penalty of losing the game, made from the dispute records and the
Description's Example by changing the variant and the acts the clause is about.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from piquet.referee.simulate import au_cent_partie_record

SEED = 9
AGREEMENTS = frozenset({"point_four_less", "low_cards_do_not_count"})
OUT = Path("examples/au-cent-partie.json")
FOLDER = Path("examples/au-cent")


def _load(path: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(Path(path).read_text())
    return data


def _au_cent(note: str, deals: list[dict[str, Any]]) -> dict[str, Any]:
    return {"x-note": note, "format": "piquet-record/1", "variant": "au-cent", "players": ["A", "B"], "deals": deals}


def _swapped(deal: dict[str, Any], events: list[dict[str, Any]]) -> dict[str, Any]:
    """The Example's cards dealt by A to B: B holds A's hand of the Example as elder."""
    hands = deal["hands"]
    return {"dealer": "A", "hands": {"B": hands["A"], "A": hands["B"]}, "stock": deal["stock"], "events": events}


def _relabelled(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The Example's acts with the players' labels exchanged."""
    other = {"A": "B", "B": "A"}
    return [{**event, "player": other[event["player"]]} if "player" in event else dict(event) for event in events]


def _called_as_au_cent(deal: dict[str, Any]) -> dict[str, Any]:
    """The Example's deal with its calls made as au cent makes them: the point by its value, and the cards shown before the lead."""
    events = [e for e in deal["events"] if e.get("call") != {"point": 5} and e.get("reply") != "what do they make"]
    lead = next(i for i, e in enumerate(events) if "play" in e)
    events[lead:lead] = [{"player": "A", "show": "AH KH QH JH 8H"}]
    return {**deal, "events": events}


def _as_played_in_au_cent(deal: dict[str, Any]) -> dict[str, Any]:
    """A deal recorded under the Laws of Piquet with what au cent adds to a regular deal: the elder says what he leaves
    before he touches the stock, and shows what was allowed before he leads (au cent declare-cards-left, elder-must-show)."""
    from piquet import Deal, Hand, Stock, event_from_json
    from piquet.referee.apply import replay
    from piquet.game.state import ELDER
    from piquet.rules.au_cent_showing import unshown
    from piquet.table.combinations import cards_of

    elder = next(p for p in deal["hands"] if p != deal["dealer"])
    hands = {p: Hand.parse(h) for p, h in deal["hands"].items()}
    dealt = Deal.dealt(deal["dealer"], elder, hands, Stock.parse(deal["stock"]), variant="au-cent").state
    out: list[dict[str, Any]] = []
    for event in deal["events"]:
        state = replay(dealt, [event_from_json(e) for e in out])
        by_elder = event.get("player") == elder
        if by_elder and ("exchange" in event or "take" in event) and state.taken[ELDER] is None:
            count = len(event["exchange"].split()) if "exchange" in event else int(event["take"])
            if count < 5 and not any("leave" in e for e in out):
                out.append({"player": elder, "leave": 5 - count})
        if by_elder and "play" in event and not state.first_lead_made:
            holding = state.hands[ELDER] | state.played[ELDER]
            cards = 0
            for dialogue in unshown(state):
                assert dialogue.resolved is not None
                cards |= cards_of(dialogue.resolved, holding)
            if cards:
                out.append({"player": elder, "show": str(Hand(cards))})
        out.append(event)
    return {**deal, "events": out}


def records() -> dict[str, dict[str, Any]]:
    """Each au cent record by file name."""
    example = _called_as_au_cent(_load("examples/description-example.json")["deals"][0])
    out_of_turn = _load("examples/disputes/law-16-deal-out-of-turn.json")["deals"]
    out_of_turn = [_as_played_in_au_cent(d) for d in out_of_turn]
    claimed = dict(out_of_turn[1])
    claim = next(i for i, e in enumerate(claimed["events"]) if "claim" in e)
    claimed["events"] = claimed["events"][: claim + 1]
    unclaimed = dict(out_of_turn[1])
    unclaimed["events"] = [e for e in unclaimed["events"] if "claim" not in e]
    by_threes = [_as_played_in_au_cent(d) for d in _load("examples/disputes/law-9-mode-of-dealing.json")["deals"]]
    cut = _au_cent(
        "The cut for deal of au cent: A shows two cards, and the lower, 7S, is taken as his cut. B cuts 9D. The lower card deals, "
        "so A deals, and neither the choice of deal nor a choice of cards is open (au cent cut, no-choice-of-cards). "
        "Then the Example's deal, dealt by A.",
        [_swapped(example, _relabelled(example["events"]))],
    )
    cut["cut_for_deal"] = [
        {"player": "A", "cut": "QH", "exposed": "QH 7S"},
        {"player": "B", "cut": "9D"},
        {"player": "B", "choose": "deal"},
        {"player": "A", "choose": "cards"},
    ]
    # Kept as recorded under the Laws of Piquet: the written scores were made for those acts (its first deal draws au cent's
    # rulings on a sequence called without its card and a point not shown).
    written = _load("examples/disputes/law-70-74-78-written-scores-and-a-bystander.json")["deals"][:2]
    first = dict(written[0])
    first["events"] = [e for e in first["events"] if e.get("claim") != "score"]
    second = dict(written[1])
    seen = next(i for i, e in enumerate(second["events"]) if e.get("player") == "B")
    second["events"] = second["events"][: seen + 1] + [{"player": "B", "claim": "score"}] + second["events"][seen + 1 :]
    return {
        "errors-in-scoring.json": _au_cent(
            "B's score of the first deal is written three short, and B proves the error only after seeing his next hand: "
            "too late under Law 70, in time in au cent, where an error may be put right at any time during the game "
            "(au cent errors-in-scoring).",
            [first, second],
        ),
        "cut-for-deal.json": cut,
        "deal-out-of-turn.json": _au_cent(
            "B deals twice running. A claims after taking in, before B has taken up his hand: the deal is void and A deals "
            "(au cent deal-out-of-turn, where under Law 16 the deal would stand, the cards having been taken up).",
            [out_of_turn[0], claimed, out_of_turn[2]],
        ),
        "deal-out-of-turn-unclaimed.json": _au_cent(
            "B deals twice running and nobody says so: there is no remedy, the deal stands and passes in turn, with no double deal "
            "(au cent deal-out-of-turn).",
            [out_of_turn[0], unclaimed, out_of_turn[2]],
        ),
        "deal-by-threes.json": _au_cent(
            "B deals by threes: in au cent the deal is by twos (au cent deal-by-twos, in place of Law 9's choice).",
            by_threes,
        ),
        "elder-mixes-stock-cards.json": _au_cent(
            "The Example's deal, then B, elder, mixes one of the three lowest cards of the stock with his hand: he loses the game "
            "(au cent elder-mixes-stock-cards, in place of Law 28).",
            [example, _swapped(example, [{"player": "B", "discard": "KS 8C 7C 9D 8D"}, {"player": "B", "mix": "QS", "with": "hand"}])],
        ),
        "younger-takes-top-cards.json": _au_cent(
            "The Example's deal, then A, younger, having discarded, mixes one of the top five cards of the stock with his hand before "
            "B has taken in: he loses the game (au cent younger-takes-top-cards, in place of Laws 27 and 29).",
            [example, _swapped(example, [{"player": "A", "discard": "7S"}, {"player": "A", "mix": "9S", "with": "hand"}])],
        ),
    }


def main() -> None:
    FOLDER.mkdir(exist_ok=True)
    for name, data in records().items():
        (FOLDER / name).write_text(json.dumps(data, indent=1) + "\n")
    record = au_cent_partie_record(random.Random(SEED), agreements=AGREEMENTS)
    data = {
        "x-note": (
            f"A partie of Piquet au Cent played by the simulator (piquet.referee.simulate.au_cent_partie_record, seed {SEED}): "
            "games of a hundred up, won single or double, until a player has won three games. "
            "Both agreements of au cent are in force: a point ending in four counts one less, and nines, eights and sevens "
            "do not count in play."
        ),
        **record.to_json(),
    }
    OUT.write_text(json.dumps(data, indent=1) + "\n")


if __name__ == "__main__":
    main()
