"""The laws of the partie as rules: who deals next, a deal out of turn that stood, the written scores, games won.

These are the laws the referee applies between deals (Laws 16, 70, 71-74),
registered and dispatched like the laws of a deal, so that their rulings name
their rule and the law index lists them.  Piquet au Cent changes some of them;
each change is an exception of the base rule that applies only in an au cent
partie, never a branch inside the base rule.
"""

from __future__ import annotations

from collections.abc import Mapping

from piquet.game.acts import Event, PenaltyClaim, WriteScore
from piquet.game.games import Game, GamesPartie
from piquet.game.state import DealState
from piquet.game.variant import Variant
from piquet.lawbook.citation import au_cent as au_cent_clause
from piquet.lawbook.registry import rule
from piquet.lawbook.ruling import Ruling
from piquet.rules.common import displaced_by, rule_on
from piquet.rules.scoring import ScoreItem

__all__ = [
    "next_dealers",
    "next_dealers_au_cent",
    "out_of_turn_unclaimed",
    "out_of_turn_unclaimed_au_cent",
    "written_scores",
    "rectify_during_the_game",
    "score_claimed",
    "game_decided",
    "GAME_CLAUSES",
]

#: The clauses under which a player of au cent loses the game by a penalty, as well as those of the game itself.
GAME_CLAUSES = ("game-a-hundred-up", "double-game", "partie-of-five-games", "elder-mixes-stock-cards", "younger-takes-top-cards")


@rule("next dealers", laws=(16, 71), label="the deal passes in turn")
def next_dealers(state: DealState, out_of_turn: bool, partie_ends_soon: bool) -> tuple[str, ...]:
    """Who deals after this deal, as far as the laws fix it (Law 16).

    After a void deal, whoever the ruling names (the same dealer, or the
    right one after a deal out of turn).  After a deal out of turn that
    stood, its elder hand deals the next two, unless this or the next deal
    is the last of the partie.  Otherwise the deal passes to the other player.
    """
    if state.void is not None:
        return (state.void.next_dealer,)
    if out_of_turn and not partie_ends_soon:
        return (state.setup.elder, state.setup.elder)
    return (state.setup.elder,)


@rule(
    "next dealers",
    laws=(16,),
    au_cent=("deal-out-of-turn",),
    exception_to=next_dealers,
    variant=Variant.AU_CENT,
    label="the deal passes in turn in au cent",
)
def next_dealers_au_cent(state: DealState, out_of_turn: bool, partie_ends_soon: bool) -> tuple[str, ...]:
    """Who deals after a deal of au cent: whoever a void deal names, else the other player; never a double deal."""
    if state.void is not None:
        return (state.void.next_dealer,)
    return (state.setup.elder,)


@rule("out of turn unclaimed", laws=(16,), label="a deal out of turn not found in time")
def out_of_turn_unclaimed(state: DealState) -> DealState:
    """A deal out of turn nobody claimed in time stands; the referee says so for the whole deal (Law 16)."""
    note = (
        "; this or the next deal is the last of the partie, so the deal simply passes in turn"
        if state.setup.last_of_partie or state.setup.next_is_last
        else f"; {state.setup.elder} deals the next two deals"
    )
    return rule_on(
        state,
        act=f"{state.setup.dealer} dealt out of turn, and it was not found before the cards were taken up",
        decision="the deal stands" + note,
        event=None,
    )


@rule(
    "out of turn unclaimed",
    laws=(16,),
    au_cent=("deal-out-of-turn",),
    exception_to=out_of_turn_unclaimed,
    variant=Variant.AU_CENT,
    label="a deal of au cent out of turn not found in time",
)
def out_of_turn_unclaimed_au_cent(state: DealState) -> DealState:
    """A deal of au cent out of turn nobody found before the dealer took up his hand: no remedy."""
    return rule_on(
        state,
        act=f"{state.setup.dealer} dealt out of turn, and it was not found before he took up his hand",
        decision="there is no remedy: the deal stands, and the deal passes in turn",
        event=None,
    )


def score_claimed(state: DealState) -> bool:
    """Whether an error in the written score was claimed in this deal (the proof of Law 70)."""
    return any(isinstance(event, PenaltyClaim) and event.what == "score" for event in state.log)


@rule("rectify scores", laws=(70,), au_cent=("errors-in-scoring",), variant=Variant.AU_CENT, label="an error in scoring put right during the game")
def rectify_during_the_game(
    state: DealState, totals: Mapping[str, int], errors: list[tuple[int, str, int]]
) -> tuple[dict[str, int], list[ScoreItem], DealState]:
    """In au cent an error in the written score, once proved, is put right at any time during the game (Law 70: only
    until the player in error has seen his next hand).

    The proof is a claim of ``"score"`` in a later deal of the same game; the
    difference is put right in the deal of the claim, as an item of its own.
    """
    scores = dict(totals)
    items = []
    for number, player, over in errors:
        scores[player] -= over
        items.append(
            ScoreItem(player, "rectified", -over, (70,), f"the score of deal {number} put right", (), ("errors-in-scoring",))
        )
        state = rule_on(
            state,
            act=f"an error in {player}'s written score of deal {number} is proved in a later deal of the same game",
            decision=f"put right: in au cent an error in marking the score may be rectified at any time during the game; "
            f"{player} {'gains' if over < 0 else 'loses'} {abs(over)}",
            laws=(),
            au_cent=("errors-in-scoring",),
            displaced=(70,),
            event=None,
        )
    return scores, items, state


def _hand_seen(events: tuple[Event, ...], player: str) -> int:
    """The index of the first act by which ``player`` takes up or uses his hand (len(events) if none)."""
    for index, event in enumerate(events):
        if event.player == player and event.verb in ("lift", "discard", "exchange", "take", "announce", "show"):
            return index
    return len(events)


@rule("written scores", laws=(70, 74), label="the scores as written")
def written_scores(
    state: DealState, true: Mapping[str, int], following: tuple[Event, ...]
) -> tuple[dict[str, int], list[ScoreItem], DealState]:
    """The scores the partie takes for a deal, after what the players wrote (Laws 70, 74).

    An error in counting, once proved (a ``claim`` of ``"score"``), is put
    right if proved before the player in error has seen his next hand
    (Law 70); otherwise the score stands as written, a player's own score of
    his own hand being taken where the written scores differ (Law 74).
    """
    written: dict[str, dict[str, int]] = {}
    claims: list[int] = []
    if not any(type(event) is WriteScore for event in state.log):
        return dict(true), [], state
    for index, event in enumerate(state.log):
        if isinstance(event, WriteScore):
            written[event.player or ""] = event.written()
        elif isinstance(event, PenaltyClaim) and event.what == "score":
            claims.append(index)
    if not written:
        return dict(true), [], state
    last_write = max(i for i, e in enumerate(state.log) if isinstance(e, WriteScore))
    scores = dict(true)
    items: list[ScoreItem] = []
    for player in true:
        other = next(p for p in true if p != player)
        own = written.get(player, {}).get(player)
        theirs = written.get(other, {}).get(player)
        entry = own if own is not None else theirs
        if own is not None and theirs is not None and own != theirs:
            state = rule_on(
                state,
                act=f"the written scores of {player}'s hand differ ({own} and {theirs})",
                decision=f"{player}'s own score of his hand, {own}, is taken as written",
                laws=(74,),
                event=None,
            )
        if entry is None or entry == true[player]:
            continue
        in_time = any(i > last_write for i in claims) or any(
            isinstance(e, PenaltyClaim) and e.what == "score" for e in following[: _hand_seen(following, player)]
        )
        if in_time:
            state = rule_on(
                state,
                act=f"{player}'s score was written as {entry}, and the error was proved",
                decision=f"proved before {player} saw his next hand: the error is put right, and {player} scores {true[player]}",
                laws=(70,),
                event=None,
            )
            continue
        state = rule_on(
            state,
            act=f"{player}'s score was written as {entry}; the cards give {true[player]}",
            decision=f"the error was not proved before {player} saw his next hand: the score stands as written, {entry}",
            laws=(70, 74),
            event=None,
        )
        items.append(ScoreItem(player, "as written", entry - true[player], (70, 74), "the written score stands"))
        scores[player] = entry
    return scores, items, state


@rule("game decided", laws=(71, 72, 73), au_cent=GAME_CLAUSES, variant=Variant.AU_CENT, label="a game of au cent won")
def game_decided(state: DealState, game: Game, games: GamesPartie) -> DealState:
    """The ruling at the end of the deal that finishes a game of au cent: who won it, single or double."""
    loser = next(p for p in game.scores if p != game.winner)
    kind = (
        f"a double game, {loser} not having reached fifty" if game.double else f"a single game, {loser} having reached fifty"
    )
    won = games.games_won()
    standing = " to ".join(f"{p} {n}" for p, n in won.items())
    partie = f"{game.winner} wins the partie, {standing} in games" if games.complete else f"the partie stands {standing} in games"
    clauses = ("game-a-hundred-up", "double-game", "partie-of-five-games")
    if game.forfeited is not None:
        ruling = Ruling(
            event=None,
            act=f"{loser} has lost the game by a penalty ({game.forfeited})",
            decision=f"{game.winner} wins game {game.number}, a single game (it was not won by a hundred); {partie}; "
            "the next game begins from nothing",
            citations=(au_cent_clause(game.forfeited), au_cent_clause("partie-of-five-games")),
            displaced=displaced_by(clauses[2:], (71, 72)),
        )
        return state.evolve(rulings=state.rulings + (ruling,))
    ruling = Ruling(
        event=None,
        act=f"the deal ends with {game.winner} on {game.scores[game.winner]} and {loser} on {game.scores[loser]}",
        decision=f"{game.winner} wins game {game.number}: {kind} (counting {2 if game.double else 1}); {partie}",
        citations=tuple(au_cent_clause(c) for c in clauses),
        displaced=displaced_by(clauses[:1], (71,)) + displaced_by(clauses[2:], (72,)) + displaced_by(clauses[1:2], (73,)),
    )
    return state.evolve(rulings=state.rulings + (ruling,))
