"""Écarté on lawkit's runner: a record's deals read, the cut for deal played first, the game carried from deal to deal.

The runner numbers the events, reads each act (:mod:`ecarte.acts`) and
dispatches it through :data:`~ecarte.rules.book.ECARTE` in the deal's stage;
:class:`EcarteGame` gives it what is Écarté's own: the deal as the record
states it, who deals (Game rule 2), the order each dealer picked (Law 8), the
score of the game, five up (Law 46), and the keys its adjudication has
always had (``cut_for_deal``, ``games``, and each deal's ``trump``,
``tricks``, ``marks``...), beside the runner's.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import attrs

from ecarte.acts import ACTS, CUT_FOR_DEAL_ACTS, HAND_SEEN, ORDERS
from ecarte.laws import CODE, law
from ecarte.pack import PACK, SHORT, Card
import ecarte.rules  # noqa: F401  (registers every rule)
from ecarte.rules.book import ECARTE
from ecarte.state import CutState, DealState, Match, Stage
from lawkit.citation import cited
from lawkit.codex import Codex
from lawkit.reading import cards_at, hands, known_keys
from lawkit.registry import Rulebook
from lawkit.ruling import Ruling, citation_to_json
from lawkit.runner import Act, Adjudication, BaseGame, Contradiction, Open, Prelude, Runner

__all__ = ["FORMAT", "GAME", "EcarteGame", "RUNNER", "adjudicate"]

FORMAT = "ecarte-record/1"
#: Five up (Law 46).
GAME = 5
_RECORD_KEYS = {"format", "players", "cut_for_deal", "start", "deals"}
_DEAL_KEYS = {"dealer", "order", "hands", "stock", "events", "pack"}


def _pack_fault(cards: tuple[Card, ...], pack: object) -> str | None:
    """What the record says is wrong with the pack (Law 45), checked against the cards it deals; None for a correct one."""
    counts = Counter(cards)
    if pack is None:
        twice = sorted(str(c) for c, n in counts.items() if n > 1)
        if twice:
            raise ValueError(f"{twice[0]} is given twice (say \"pack\": {{\"extra\": ...}} for a faulty pack)")
        missing = [str(c) for c in PACK if c not in counts]
        if missing:
            raise ValueError(f"{missing[0]} is missing (say \"pack\": {{\"missing\": ...}} for a faulty pack)")
        return None
    if not isinstance(pack, Mapping) or not set(pack) <= {"missing", "extra"} or not pack:
        raise ValueError("'pack' says what is \"missing\" or \"extra\"")
    missing_cards = cards_at(SHORT, pack.get("missing", ""), "'pack.missing'")
    extra_cards = cards_at(SHORT, pack.get("extra", ""), "'pack.extra'")
    if counts != Counter(PACK) - Counter(missing_cards) + Counter(extra_cards):
        raise ValueError("the hands and the stock are not the pack that 'pack' describes")
    return ", ".join([f"{c} missing" for c in missing_cards] + [f"{c} twice" for c in extra_cards])


def _start_scores(record: Mapping[str, Any], players: tuple[str, ...]) -> dict[str, int]:
    """The score of a game taken up in progress (``start``), each 0 to 4."""
    start = record.get("start", {"scores": {}})
    scores = start.get("scores", {}) if isinstance(start, Mapping) else None
    if not isinstance(scores, Mapping) or not set(scores) <= set(players) or not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < GAME for v in scores.values()):
        raise ValueError("'start' gives {\"scores\": {player: 0 to 4}} for a game taken up")
    return {p: int(scores.get(p, 0)) for p in players}


#: The cut for deal (Laws 4-6), played before the first deal when the record gives it.
CUT_FOR_DEAL = Prelude("cut_for_deal", "the cut for deal", Stage.CUT_FOR_DEAL, CutState, CUT_FOR_DEAL_ACTS,
                       lambda state: [f"{state.winner} deals first."])


class EcarteGame(BaseGame[DealState]):
    """Écarté for the runner: two players, the cut for deal first, deals carried one into the next."""

    name: str = "écarté"
    record_format: str = FORMAT
    seats: int = 2
    codex: Codex = CODE
    rulebook: Rulebook[DealState] = ECARTE
    acts = ACTS
    prelude = CUT_FOR_DEAL

    def begin(self, players: tuple[str, ...], record: Mapping[str, Any], prelude: CutState | None) -> Match:
        """Who deals first (the cut's winner, else the first deal's dealer) and the score taken up."""
        known_keys(record, _RECORD_KEYS)
        scores = _start_scores(record, players)
        if prelude is not None and prelude.winner is None:
            raise ValueError("the cut for deal names no dealer: each player cuts until one card is higher")
        first = prelude.winner if prelude is not None else record["deals"][0].get("dealer")
        return Match(str(first), scores)

    def start(self, players: tuple[str, ...], deal: Mapping[str, Any], number: int, before: DealState | None, carried: Match) -> DealState:
        """The deal as the record gives it (hands as dealt, the stock top card first, a faulty pack declared), checked
        to be dealt by the player whose turn it is."""
        known_keys(deal, _DEAL_KEYS)
        dealer, order = deal.get("dealer"), deal.get("order")
        if dealer not in players:
            raise ValueError(f"'dealer' must be one of {', '.join(players)}")
        if order is not None and order not in ORDERS:
            raise ValueError("'order' is \"3-2\" or \"2-3\"")
        held = hands(SHORT, deal.get("hands"), players)
        stock = cards_at(SHORT, deal.get("stock", ""), "'stock'")
        fault = _pack_fault(tuple(c for p in players for c in held[p]) + stock, deal.get("pack"))
        if dealer != carried.due:
            raise ValueError(f"{carried.due} deals this deal, not {dealer} (Game rule 2)")
        elder = players[1] if dealer == players[0] else players[0]
        picked = carried.picked.get(dealer)
        return DealState(dealer=dealer, elder=elder, hands=held, stock=stock, table=players, order=order or picked or "3-2",
                         picked=picked, new_game=carried.new_game, pack_fault=fault, leader=elder)

    def stage(self, state: DealState) -> object:
        return state.stage

    def scores(self, state: DealState) -> Mapping[str, int]:
        return {p: state.score(p) for p in state.players}

    def rulings(self, state: DealState) -> Sequence[Ruling]:
        return state.rulings

    def options(self, state: DealState) -> Sequence[Open]:
        """The election a ruling opened under Laws 9, 11 or 41 comes first, and the replay after a revoke (Law 43) is
        kept beside the play until the next deal.

        The non-dealer's choice after a wrong deal or several cards turned is his only before he looks at his hand
        (Laws 9, 11): looking at it, or any act that needs it seen, lets it lapse.  The adversary's choice after a suit
        named lapses when he plays to the card led instead (Law 41)."""
        found = []
        election = state.pending
        if election is not None:
            elector = election.elector
            acted: Callable[[Act], bool] = (
                (lambda act: act.verb == "play" and act.seat == elector) if election.key == "named suit"
                else lambda act: act.verb in HAND_SEEN and act.seat == elector
            )
            found.append(Open(election, acted, first=True))
        if state.replay is not None:
            found.append(Open(state.replay))
        return tuple(found)

    def at_event(self, state: DealState, event: int) -> DealState:
        return state.evolve(event=event)

    def admit(self, state: DealState, act: Act) -> None:
        if state.stage is Stage.OVER and state.void:
            raise Contradiction("the deal is void: the next deal follows")

    def after_deal(self, state: DealState, carried: Match, number: int, last: bool) -> tuple[DealState, Match]:
        """The order the dealer picked kept, the deal's marks added to the game, five up winning it (Law 46); a void
        deal is dealt again by the same dealer (Game rule 2)."""
        picked = dict(carried.picked)
        if state.dealer not in picked or (state.order_told and carried.new_game):
            picked[state.dealer] = state.order
        if state.stage is not Stage.OVER and not last:
            raise ValueError("this deal is unfinished, yet another deal follows it")
        if state.void:
            return state, attrs.evolve(carried, picked=picked)
        totals = {p: points + state.score(p) for p, points in carried.scores.items()}
        winners = [p for p in state.table if totals[p] >= GAME]
        if not winners:
            return state, Match(state.elder, totals, picked, False, carried.games)
        state = ECARTE.run("game", Stage.OVER, state, totals)
        won = {"number": len(carried.games) + 1, "winner": winners[0], "scores": totals, "last_deal": number,
               "citations": [citation_to_json(law(46))]}
        return state, Match(state.elder, dict.fromkeys(totals, 0), picked, True, (*carried.games, won))

    def totals(self, deals: Sequence[Any], carried: Match) -> Mapping[str, int]:
        """The score of the game under way, as the record leaves it."""
        return carried.scores

    def describe(self, state: DealState) -> Sequence[str]:
        trump = "no trump turned" if state.trump is None else f"trumps {state.trump.suit.plural}, {state.trump} turned"
        lines = [f"{state.dealer} deals; {trump}."]
        lines += ["  Void: a fresh deal follows."] if state.void else [] if state.stage is Stage.OVER else ["  Unfinished."]
        return lines + [f"  {m.player}: {m.item}, {m.points} ({cited(m.citations)})" for m in state.marks]

    def deal_json(self, state: DealState) -> Mapping[str, Any]:
        return {
            "dealer": state.dealer,
            "elder": state.elder,
            "trump": None if state.trump is None else str(state.trump),
            "tricks": {p: state.won(p) for p in state.players},
            "void": state.void,
            "complete": state.stage is Stage.OVER,
            "marks": [m.to_json() for m in state.marks],
        }

    def record_json(self, adjudication: Adjudication[DealState]) -> Mapping[str, Any]:
        cut, games = adjudication.prelude, adjudication.carried.games
        return {
            "cut_for_deal": None if cut is None else {"dealer": cut.state.winner, "rulings": [r.to_json() for r in cut.rulings]},
            "games": [dict(g) for g in games],
            "games_won": {p: sum(1 for g in games if g["winner"] == p) for p in adjudication.players},
        }

    def summary(self, adjudication: Adjudication[DealState]) -> Sequence[str]:
        return [f"Game {g['number']} won by {g['winner']}, {g['scores'][g['winner']]} up (Law 46)." for g in adjudication.carried.games]


RUNNER: Runner[DealState] = Runner(EcarteGame())


def adjudicate(record: object) -> Adjudication[DealState]:
    """Adjudicate a parsed ``ecarte-record/1``; a :class:`~lawkit.runner.RecordError` names the place of bad input."""
    return RUNNER.adjudicate(record)
