"""The laws of the partie as rules: who deals next, a deal out of turn that stood, the written scores, games won.

These are the laws the referee applies between deals (Laws 16, 70, 71-74),
registered and dispatched like the laws of a deal, so that their rulings name
their rule and the law index lists them.  Piquet au Cent changes some of them;
each change is an exception of the base rule that applies only in an au cent
partie, never a branch inside the base rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

import attrs

from piquet.errors import RecordError
from piquet.game.acts import Event, PenaltyClaim, WriteScore
from piquet.game.games import Game, GamesPartie, PartieStanding
from piquet.game.partie import Partie, Settlement
from piquet.game.record import Record
from piquet.game.state import HAND_SEEN_BY, DealState
from piquet.game.variant import Variant
from piquet.lawbook.citation import au_cent as au_cent_clause, law
from piquet.lawbook.registry import rule, run
from lawkit.ruling import Ruling
from piquet.rules.marks import CLOSING_RUN
from piquet.rules.common import displaced_by, rule_on, party, RulingOutcome
from piquet.rules.scoring import Accrued, DealScore, ScoreItem, order_of_reckoning, score_deal
from piquet.lawbook.citation import cites
from piquet.rules.dealing import void_deal
from piquet.rules.scoresheet import bystander_may_be_called_on, claim_put_right, last_deal_righted

__all__ = [
    "next_dealers",
    "next_dealers_au_cent",
    "out_of_turn_unclaimed",
    "out_of_turn_unclaimed_au_cent",
    "written_scores",
    "deal_after_the_partie",
    "deal_after_the_partie_of_games",
    "prejudiced_by_righting",
    "rectify_during_the_game",
    "score_claimed",
    "game_decided",
    "GAME_CLAUSES",
    "ScoreKeeper",
    "DealsKeeper",
    "GamesKeeper",
    "Dealt",
    "Unsettled",
    "partie_begins",
    "games_begin",
    "modes_agreed",
    "dealt_by_twos",
]

#: The clauses under which a player of au cent loses the game by a penalty, as well as those of the game itself.
GAME_CLAUSES = ("game-a-hundred-up", "double-game", "partie-of-five-games", "elder-mixes-stock-cards", "younger-takes-top-cards")


@rule("next dealers", laws=(16, 71), label="the deal passes in turn", marks=(CLOSING_RUN,))
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
        decision="too late: there is no remedy; the deal stands, and the deal passes in turn",
        event=None,
        outcome=RulingOutcome.TOO_LATE,
    )


def _no_deal_of_the_partie(state: DealState, why: str, decision: str, **cited: Any) -> DealState:
    """The deal void, counting for nothing, and the ruling that says why (the laws or clauses in ``cited``)."""
    laws = cited.get("laws", ())
    state = void_deal(state, "no deal of the partie", laws, next_dealer=state.setup.dealer)
    return rule_on(state, act="a deal is played after the partie was over", decision=decision, facts=(why,), event=None, void=True, **cited)


@rule("deal after the partie", laws=(70, 71), label="a deal played after the partie was over")
def deal_after_the_partie(state: DealState, why: str) -> DealState:
    """A deal played when the partie was already over counts for nothing (Law 71: the partie is of its deals): it is no deal of
    the partie.  Where the written scores, put right by a claim in this deal, show the partie was won before it (a tie of
    the scores as written having brought it), the ruling says so (Law 70)."""
    righted = last_deal_righted(state)
    because = "the last deal's written score, put right in this deal, shows it" if righted else "as the scores stood"
    decision = f"no deal of the partie: the partie was over before it, {because}; this deal counts for nothing and no deal follows"
    return _no_deal_of_the_partie(state, why, decision, laws=(70, 71) if righted else (71,))


@rule(
    "deal after the partie",
    laws=(71,),
    au_cent=("partie-of-five-games",),
    exception_to=deal_after_the_partie,
    variant=Variant.AU_CENT,
    label="a deal of au cent played after the partie was won",
)
def deal_after_the_partie_of_games(state: DealState, why: str) -> DealState:
    """A deal of au cent played once a player had won three games counts for nothing: the partie is of five games at most."""
    decision = "no deal of the partie: a player had won three games before it; this deal counts for nothing"
    return _no_deal_of_the_partie(state, why, decision, laws=(), au_cent=("partie-of-five-games",), displaced=(71,))


def score_claimed(state: DealState) -> bool:
    """Whether an error in the written score was claimed in this deal (the proof of Law 70)."""
    return any(isinstance(event, PenaltyClaim) and event.what == "score" for event in state.log)


@rule("rectify scores", laws=(70,), au_cent=("errors-in-scoring",), variant=Variant.AU_CENT, label="an error in scoring put right during the game")
def rectify_during_the_game(state: DealState, errors: list[tuple[int, str, int]]) -> tuple[list[tuple[int, ScoreItem]], DealState]:
    """In au cent an error in the written score, once proved, is put right at any time during the game (Law 70: only
    until the player in error has seen his next hand).

    The proof is a claim of ``"score"`` in a later deal of the same game.  The
    score is put right where the error was made: each deal in error gets an
    item of its own restoring its score (returned with the deal's number),
    and the games follow the scores so restored (:class:`GamesKeeper`).
    """
    items = []
    for number, player, over in errors:
        items.append(
            (number, ScoreItem(player, "rectified", -over, (70,), f"put right in deal {state.setup.number}", (), ("errors-in-scoring",)))
        )
        state = rule_on(
            state,
            act=f"an error in {player}'s written score of deal {number} is proved in a later deal of the same game",
            decision=f"put right: in au cent an error in marking the score may be rectified at any time during the game; "
            f"{player}'s score of deal {number} is restored ({'+' if over < 0 else '-'}{abs(over)}), and the game follows the "
            "scores as restored",
            laws=(),
            au_cent=("errors-in-scoring",),
            displaced=(70,),
            event=None,
            outcome=RulingOutcome.CORRECTED,
        )
    return items, state


def _claims_this_deal(event: Event, this: int | None) -> bool:
    """Whether an act is a claim of the score that may prove an error in this deal's written score (Law 70): one naming this
    deal (``this``, its index in the record), or naming none, made in it or in the next deal."""
    return isinstance(event, PenaltyClaim) and event.what == "score" and (event.deal is None or event.deal == this)


def _hand_seen(events: tuple[Event, ...], player: str) -> int:
    """The index of the first act by which ``player`` takes up or uses his hand (len(events) if none)."""
    for index, event in enumerate(events):
        if event.player == player and event.verb in HAND_SEEN_BY:
            return index
    return len(events)


def _remark_that_proved_it(state: DealState, last_write: int, claims: list[int], prejudiced: str) -> DealState:
    """A bystander's remark on the written scores, before the claim that put one right, affected the score (Law 78): the
    player who lost by the righting may call on him (the one whose score came down, or the adversary of the one whose
    score went up).  A remark before the scores were written spoke of something else."""
    first_claim = min((c for c in claims if c > last_write), default=len(state.log))
    remarks = [s for s in state.said if s.kind in ("remark", "remark weighed") and last_write < s.event < first_claim]
    if not remarks:
        return state
    seat = state.setup.index(prejudiced)
    assert seat is not None  # a player whose score this deal wrote
    return bystander_may_be_called_on(state, remarks[-1], seat, "the score it pointed to was put right")


def _written(state: DealState) -> dict[str, dict[str, int]]:
    """What each player wrote of the deal, by writer (the last he wrote), as the figures count in the partie: in a deal that
    counts double, a figure written doubled as it is, the hand's own figure doubled (the note to Law 71)."""
    factor = state.setup.multiplier
    return {event.player or "": event.counted(factor) for event in state.log if isinstance(event, WriteScore)}


def _counted(state: DealState, true: Mapping[str, int]) -> dict[str, int]:
    """The laws' count of the deal as it counts in the partie: doubled in a deal that counts double (the note to Law 71)."""
    factor = state.setup.multiplier
    return {player: points * factor for player, points in true.items()}


def _entry(written: Mapping[str, Mapping[str, int]], true: Mapping[str, int], player: str) -> tuple[int | None, int | None, int | None]:
    """A player's score as he wrote it, as his adversary wrote it, and the one the partie holds against the count (Law 74)."""
    other = next(p for p in true if p != player)
    own = written.get(player, {}).get(player)
    theirs = written.get(other, {}).get(player)
    return own, theirs, own if own is not None else theirs


def misscored(state: DealState, true: Mapping[str, int]) -> tuple[str, ...]:
    """The players whose written score of this deal differs from the laws' count: the next deal learns who is in error (Law 70)."""
    if WriteScore not in set(map(type, state.log)):  # the usual case: nobody wrote the deal's score in the record
        return ()
    written = _written(state)
    if not written:
        return ()
    counted = _counted(state, true)
    return tuple(p for p in counted if (entry := _entry(written, counted, p)[2]) is not None and entry != counted[p])


def prejudiced_by_righting(state: DealState, true: Mapping[str, int], wrong: tuple[str, ...]) -> tuple[str, ...]:
    """Whom a righting of this deal's written scores would prejudice (Law 78): the player whose written score would come
    down, or the adversary of the one whose score would go up (``wrong``: those :func:`misscored` found); the next deal is
    told, for a remark made in it."""
    if not wrong:
        return ()
    written = _written(state)
    counted = _counted(state, true)
    found = []
    for player in wrong:
        entry = _entry(written, counted, player)[2]
        assert entry is not None  # a player whose written score differs from the count
        found.append(player if entry > counted[player] else next(p for p in true if p != player))
    return tuple(dict.fromkeys(found))


@rule("written scores", laws=(70, 74, 78), label="the scores as written", marks=(CLOSING_RUN,))
def written_scores(
    state: DealState, true: Mapping[str, int], following: tuple[Event, ...]
) -> tuple[dict[str, int], list[ScoreItem], DealState]:
    """The scores the partie takes for a deal, after what the players wrote (Laws 70, 74), as they count in the partie.

    An error in counting, once proved (a ``claim`` of ``"score"`` of this
    deal, by name or as the last deal scored), is put right if proved before
    the player in error has seen his next hand (Law 70); otherwise the score
    stands as written, a player's own score of his own hand being taken where
    the written scores differ (Law 74).  ``true`` is the laws' count of the
    hand; in a deal that counts double the scores, and the written figures
    held against them, are the doubled ones (the note to Law 71).
    """
    counted = _counted(state, true)
    if WriteScore not in set(map(type, state.log)):
        return counted, [], state
    written = _written(state)
    this = state.setup.record_index
    claims = [index for index, event in enumerate(state.log) if _claims_this_deal(event, this)]
    last_write = max(i for i, e in enumerate(state.log) if isinstance(e, WriteScore))
    true = counted
    scores = dict(true)
    items: list[ScoreItem] = []
    for player in true:
        other = next(p for p in true if p != player)
        own, theirs, entry = _entry(written, true, player)
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
        in_time = any(i > last_write for i in claims) or any(_claims_this_deal(e, this) for e in following[: _hand_seen(following, player)])
        if in_time:
            state = claim_put_right(state, tuple(i for i in claims if i > last_write))
            state = rule_on(
                state,
                act=f"{player}'s score was written as {entry}, and the error was proved",
                decision=f"proved before {player} saw his next hand: the error is put right, and {player} scores {true[player]}",
                laws=(70,),
                event=None,
                outcome=RulingOutcome.CORRECTED,
            )
            state = _remark_that_proved_it(state, last_write, claims, player if entry > true[player] else other)
            continue
        state = rule_on(
            state,
            act=f"{player}'s score was written as {entry}; the cards give {true[player]}",
            decision=f"the error was not proved before {player} saw his next hand: the score stands as written, {entry}",
            laws=(70, 74),
            event=None,
            outcome=RulingOutcome.TOO_LATE,
        )
        items.append(ScoreItem(player, "as written", entry - true[player], (70, 74), "the written score stands"))
        scores[player] = entry
    return scores, items, state


@rule("game decided", laws=(67, 71, 72, 73), au_cent=GAME_CLAUSES, variant=Variant.AU_CENT, label="a game of au cent won")
def game_decided(state: DealState, game: Game, games: GamesPartie) -> DealState:
    """The ruling on a game of au cent won: who won it, single or double, and by what score of the deal he reached a hundred.

    The game is won at the moment the hundred is reached, the scores accruing
    in the order of Law 67; the rest of that deal counts toward no game.  A
    game that scores put right in this deal show to have been won in an
    earlier deal is ruled on here, where the correction is made.
    """
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
    reached = f"{game.winner} reaches a hundred" + (f" by the {game.reached_by}" if game.reached_by else "")
    at = f"{game.scores[game.winner]} to {loser}'s {game.scores[loser]}"
    if game.last_deal != state.setup.number:
        act = f"the scores put right show that in deal {game.last_deal} {reached}, {at}"
        rest = f"; deals {game.last_deal + 1} on belong to the next game, which began from nothing"
    else:
        act = f"in this deal {reached}, {at}"
        rest = (
            f"; what the deal scores after that ({', '.join(f'{p} {n}' for p, n in game.after.items())}) counts toward no game"
            if any(game.after.values())
            else ""
        ) + "; the next game begins from nothing with the next deal"
    ruling = Ruling(
        event=None,
        act=act,
        decision=f"{game.winner} wins game {game.number}: {kind} (counting {2 if game.double else 1}); {partie}{rest}",
        citations=tuple(au_cent_clause(c) for c in clauses) + (law(67),),
        displaced=displaced_by(clauses[:1], (71,)) + displaced_by(clauses[2:], (72,)) + displaced_by(clauses[1:2], (73,)),
    )
    return state.evolve(rulings=state.rulings + (ruling,))


# -- the score-keeper of the partie: the four-deal (or agreed) partie, or the games of au cent ----------------------


class ScoreKeeper(Protocol):
    """What the referee asks of a partie between deals, whichever the variant: the rules below answer it."""

    @property
    def complete(self) -> bool: ...

    @property
    def next_deal(self) -> int: ...

    def finished_before(self) -> str | None:
        """Why no deal may follow (the partie is over), or None."""

    def is_last_deal(self, number: int) -> bool: ...

    def multiplier(self, number: int) -> int: ...

    def forfeit(self, state: DealState) -> tuple[ScoreKeeper, DealState]:
        """The partie after a deal in which a player lost the game by a penalty, and the deal with its ruling."""

    def rectify(
        self, state: DealState, totals: dict[str, int], adjustments: list[ScoreItem]
    ) -> tuple[ScoreKeeper, dict[str, int], list[ScoreItem], DealState]:
        """Errors of written scores put right in this deal, and those that stood kept for later: the keeper, totals, items, deal."""

    def record(self, state: DealState, totals: Mapping[str, int], score: DealScore | None = None) -> tuple[ScoreKeeper, DealState]:
        """The partie after a finished deal (``score``: the deal as the laws count it, item by item), and the deal with any
        ruling on the partie it makes; ``totals`` are the deal's scores as they count in the partie (a doubled deal's
        doubling included)."""

    def righted_deals(self) -> tuple[tuple[int, ScoreItem], ...]:
        """The scores of earlier deals the last :meth:`rectify` put right, by deal number: the adjudication shows them there."""

    def score_errors(self, last_deal: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """Whose written scores stand wrong, in the game in progress and in a game the last deal ended (au cent's
        errors-in-scoring), ``last_deal`` being those who wrote that deal's wrong; a partie of deals keeps none."""

    def standing(self) -> PartieStanding: ...


@attrs.frozen
class DealsKeeper:
    """The partie of a number of deals under the Laws of Piquet (Laws 71-73: six, or four by the note to Law 71)."""

    partie: Partie

    @property
    def complete(self) -> bool:
        return self.partie.complete

    @property
    def next_deal(self) -> int:
        return self.partie.next_deal

    def finished_before(self) -> str | None:
        return f"the partie was complete before this deal (after {self.partie.played} deals)" if self.partie.complete else None

    def is_last_deal(self, number: int) -> bool:
        return self.partie.is_last_deal(number)

    def multiplier(self, number: int) -> int:
        return self.partie.multiplier(number)

    def forfeit(self, state: DealState) -> tuple[ScoreKeeper, DealState]:
        return self, state

    def rectify(
        self, state: DealState, totals: dict[str, int], adjustments: list[ScoreItem]
    ) -> tuple[ScoreKeeper, dict[str, int], list[ScoreItem], DealState]:
        return self, totals, [], state

    def record(self, state: DealState, totals: Mapping[str, int], score: DealScore | None = None) -> tuple[ScoreKeeper, DealState]:
        return DealsKeeper(self.partie.record(totals, counted=True)), state

    def righted_deals(self) -> tuple[tuple[int, ScoreItem], ...]:
        return ()  # Law 70 puts a score right in the deal it is of, or not at all

    def score_errors(self, last_deal: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        return (), ()  # Law 70 alone: the next deal learns of the last one's errors from the written scores

    def standing(self) -> PartieStanding:
        partie = self.partie
        return PartieStanding(partie.totals_by_player(), partie.played, partie.deals_due(), partie.complete, partie.settlement())


@attrs.frozen
class Dealt:
    """A deal of the game in progress, as the keeper of an au cent partie holds it to reckon the game again.

    ``accrued``: its scores in the order they accrued (:func:`~piquet.rules.scoring.order_of_reckoning`);
    ``written``: the totals that stand as written, for a player whose written
    score stood wrong (Law 70) and has not been put right; ``forfeit``: the
    loser and the clause, for a deal in which a player lost the game by a penalty.
    """

    number: int
    accrued: tuple[Accrued, ...] = ()
    written: dict[str, int] = attrs.field(factory=dict)
    forfeit: tuple[str, str] | None = None
    #: The deal's state and score, kept instead of ``accrued`` by a deal that could not decide its game as it was
    #: recorded: the order is reckoned only if the game is reckoned again (most deals of au cent are such deals).
    reckoned_from: tuple[DealState, DealScore] | None = attrs.field(default=None, eq=False, repr=False)

    def in_order(self) -> tuple[Accrued, ...]:
        """The deal's scores in the order they accrued."""
        return self.accrued if self.reckoned_from is None else order_of_reckoning(*self.reckoned_from)

    @cites(70, 74)
    def as_it_stands(self) -> tuple[Accrued, ...]:
        """The scores as the partie holds them: a score that stands as written follows the count until it reaches the
        written figure, and a written figure above the count has its surplus at the end of the deal, when it was written."""
        if not self.written:
            return self.in_order()
        left = dict(self.written)
        out: list[Accrued] = []
        for player, points, item in self.in_order():
            if player in left:
                points = max(0, min(points, left[player]))
                left[player] -= points
            if points:
                out.append((player, points, item))
        out += [(player, over, "as written") for player, over in left.items() if over > 0]
        return tuple(out)


@attrs.frozen
class Unsettled:
    """A game won on the card only by written scores that stood wrong: by the laws' count nobody had yet made a hundred.

    The game is not over until a hundred is scored, so its errors may still
    be proved, and put right, while the game reckoned truly lasts
    (:au-cent:`errors-in-scoring`, :au-cent:`game-a-hundred-up`): ``base`` is the
    partie as it stood when that game began, ``history`` its deals and
    every deal since, ``errors`` the errors that stood in it.
    """

    base: GamesPartie
    history: tuple[Dealt, ...]
    errors: tuple[tuple[int, str, int], ...]

    def then(self, dealt: Dealt) -> Unsettled | None:
        """After one more deal: still open, or None once the game reckoned truly is won (its errors then past righting)."""
        history = self.history + (dealt,)
        return None if _truly_won(self.base, history, self.errors) else attrs.evolve(self, history=history)


def _put_right(history: tuple[Dealt, ...], errors: tuple[tuple[int, str, int], ...]) -> tuple[Dealt, ...]:
    """The deals with the written scores that stood wrong put right: the figures written no longer held against the count."""
    put_right = {(number, player) for number, player, _ in errors}
    return tuple(attrs.evolve(d, written={p: n for p, n in d.written.items() if (d.number, p) not in put_right}) for d in history)


def _truly_won(base: GamesPartie, history: tuple[Dealt, ...], errors: tuple[tuple[int, str, int], ...]) -> bool:
    """Whether the deals, their errors put right, decide a game from ``base``."""
    games = base
    for dealt in _put_right(history, errors):
        games, game = games.forfeit(*dealt.forfeit) if dealt.forfeit is not None else games.record(dealt.as_it_stands())
        if game is not None:
            return True
    return False


@attrs.frozen
class GamesKeeper:
    """The partie of au cent: games of a hundred, three out of five, and the errors of the game in progress that stood.

    ``standing_errors`` are the errors in the written scores of the game in
    progress that stood under Law 70: (deal, player, points written over the
    true score), put right when proved later in the same game
    (:au-cent:`errors-in-scoring`).  ``history`` holds the deals of the game
    in progress and ``base`` the partie as it stood when that game began, so
    that scores put right reckon the game again from its first deal.
    """

    games: GamesPartie
    standing_errors: tuple[tuple[int, str, int], ...] = ()
    #: When the last deal ended a game, the players whose errors stood in it, past righting in the next (errors-in-scoring);
    #: None when the last deal ended no game.
    ended_errors: tuple[str, ...] | None = None
    history: tuple[Dealt, ...] = ()
    base: GamesPartie | None = None
    #: The scores of earlier deals the last rectification put right: (deal, item), for the adjudication to show on them.
    righted: tuple[tuple[int, ScoreItem], ...] = ()
    #: A game won on the card only by errors that stood, its errors still to be righted while it truly lasts.
    unsettled: Unsettled | None = None

    @property
    def complete(self) -> bool:
        return self.games.complete

    @property
    def next_deal(self) -> int:
        return self.games.next_deal

    def finished_before(self) -> str | None:
        return f"the partie was won before this deal (after {self.games.played} deals)" if self.games.complete else None

    def is_last_deal(self, number: int) -> bool:
        return False  # an au cent partie is of games, not of a number of deals

    def multiplier(self, number: int) -> int:
        return 1  # no deal counts double in au cent: its games are of a hundred

    def _started(self) -> GamesPartie:
        return self.games if self.base is None else self.base

    def _after(self, games: GamesPartie, dealt: Dealt, game: Game | None) -> GamesKeeper:
        unsettled = self.unsettled.then(dealt) if self.unsettled is not None else None
        if game is None:
            # The game won on the card by errors, now won truly too: the next deal learns its errors are past righting.
            # (Errors of the game now in progress, if any, are its own: they keep it open to claims, as they would anyway.)
            closing = self.unsettled is not None and unsettled is None and not self.standing_errors
            closed = tuple(dict.fromkeys(p for _, p, _ in self.unsettled.errors)) if closing and self.unsettled is not None else None
            return attrs.evolve(
                self, games=games, ended_errors=closed, history=self.history + (dealt,), base=self._started(), righted=(), unsettled=unsettled
            )
        errors = self.standing_errors
        if unsettled is None and errors and not _truly_won(self._started(), self.history + (dealt,), errors):
            # Won on the card by errors that stood, not by the laws' count: the game goes on in truth, and its errors may
            # still be proved while it does (errors-in-scoring).
            unsettled = Unsettled(self._started(), self.history + (dealt,), errors)
            return GamesKeeper(games, base=games, unsettled=unsettled)
        # Errors are rectified only during the game they were made in: the next deal learns they are past righting.
        return GamesKeeper(games, ended_errors=self._wrong(), base=games, unsettled=unsettled)

    def forfeit(self, state: DealState) -> tuple[ScoreKeeper, DealState]:
        assert state.void is not None and state.game_lost_by is not None
        clause = str(state.void.citations[0].id)
        loser = state.setup.labels[state.game_lost_by]
        games, forfeited = self.games.forfeit(loser, clause)
        state = run("game decided", None, state, forfeited, games)
        return self._after(games, Dealt(games.played, forfeit=(loser, clause)), forfeited), state

    def rectify(
        self, state: DealState, totals: dict[str, int], adjustments: list[ScoreItem]
    ) -> tuple[ScoreKeeper, dict[str, int], list[ScoreItem], DealState]:
        errors = self.standing_errors
        # Most deals right nothing and leave no error standing: the keeper is then kept as it is, not copied unchanged.
        keeper = attrs.evolve(self, righted=()) if self.righted else self
        unsettled = self.unsettled
        if unsettled is not None and score_claimed(state):
            # The game won on the card by errors is reckoned again from its first deal, every deal since with it.
            errors = unsettled.errors + errors
            keeper = attrs.evolve(keeper, history=unsettled.history, base=unsettled.base, unsettled=None)
        if errors and score_claimed(state):
            righted, state = run("rectify scores", None, state, list(errors))
            keeper, state = keeper._reckoned_again(state, errors)
            keeper = attrs.evolve(keeper, righted=tuple(righted))
            errors = ()
        number = self.games.next_deal
        errors += tuple([(number, item.player, item.points) for item in adjustments if item.item == "as written"])
        if errors != keeper.standing_errors:
            keeper = attrs.evolve(keeper, standing_errors=errors)
        return keeper, totals, [], state

    def _reckoned_again(self, state: DealState, errors: tuple[tuple[int, str, int], ...]) -> tuple[GamesKeeper, DealState]:
        """The game in progress reckoned again from its first deal with the written scores put right (errors-in-scoring):
        a game the restored scores show won ends where its hundred was reached, and the deals after it begin the next."""
        history = _put_right(self.history, errors)
        games = self._started()
        base, kept = games, list[Dealt]()
        for dealt in history:
            if games.complete:
                break
            game: Game | None
            if dealt.forfeit is not None:
                games, game = games.forfeit(*dealt.forfeit)
            else:
                games, game = games.record(dealt.as_it_stands())
            if game is None:
                kept.append(dealt)
                continue
            state = run("game decided", None, state, game, games)
            base, kept = games, []
        return attrs.evolve(self, games=games, history=tuple(kept), base=base, ended_errors=None), state

    def record(self, state: DealState, totals: Mapping[str, int], score: DealScore | None = None) -> tuple[ScoreKeeper, DealState]:
        if self.games.complete:
            return self, state  # scores put right in this deal showed the partie won before it
        score = score if score is not None else score_deal(state)
        games = self.games
        if (
            totals == score.totals
            and min((item.points for item in score.items), default=0) >= 0
            and games.short_of_the_hundred(score.totals)
        ):
            # The usual deal: written as counted, and short of a hundred for both however its scores fall, so the order they
            # accrued in decides nothing now; it is reckoned only if the game is reckoned again.
            dealt = Dealt(games.next_deal, reckoned_from=(state, score))
            return self._after(games.record_short_of_the_hundred(score.totals), dealt, None), state
        accrued = order_of_reckoning(state, score)
        counted = dict.fromkeys(totals, 0)
        for player, points, _ in accrued:  # one pass over the scores, not one for each player
            if player in counted:
                counted[player] += points
        dealt = Dealt(self.games.next_deal, accrued, {p: totals[p] for p in totals if totals[p] != counted[p]})
        games, game = self.games.record(dealt.as_it_stands())
        if game is not None:
            state = run("game decided", None, state, game, games)
        return self._after(games, dealt, game), state

    def righted_deals(self) -> tuple[tuple[int, ScoreItem], ...]:
        return self.righted

    def _wrong(self, last_deal: tuple[str, ...] = ()) -> tuple[str, ...]:
        unsettled = self.unsettled.errors if self.unsettled is not None else ()
        return tuple(dict.fromkeys(tuple(player for _, player, _ in unsettled + self.standing_errors) + last_deal))

    def score_errors(self, last_deal: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        # The last deal's own slip (Law 70's) is of its game too, though Law 70 may have put it right already.
        if self.ended_errors is not None:
            return (), tuple(dict.fromkeys(self.ended_errors + last_deal))
        return self._wrong(last_deal), ()

    def standing(self) -> PartieStanding:
        games = self.games
        winner = games.winner
        return PartieStanding(
            games.scores_by_player(),
            games.played,
            games.played,
            games.complete,
            Settlement(winner, games.games_won()[winner], False) if winner is not None else None,
            games=games.games,
            games_won=games.games_won(),
        )


@rule("partie begins", laws=(71,), label="the partie of a number of deals begins")
def partie_begins(record: Record) -> ScoreKeeper:
    """The partie a record plays: six deals, or the number agreed, from nothing or from the scores it was taken up at (Law 71)."""
    players = record.players
    if record.start is not None:
        try:
            return DealsKeeper(Partie.in_progress(players, record.start.scores, record.start.deals_played, record.partie_deals))
        except ValueError as error:
            raise RecordError(str(error)) from None
    return DealsKeeper(Partie(players, record.partie_deals))


@rule(
    "partie begins",
    laws=(71,),
    au_cent=("partie-of-five-games",),
    exception_to=partie_begins,
    variant=Variant.AU_CENT,
    label="the partie of au cent begins",
)
def games_begin(record: Record) -> ScoreKeeper:
    """An au cent partie is of games of a hundred, three out of five (in place of Law 71's number of deals): from nothing, or
    from where a record takes it up (``start``: the scores of the game in progress, the deals played, the games won).

    One giving a number of deals (``deals``) is refused: the partie is of games.
    """
    if "deals" in record.options:
        raise RecordError("an au cent partie is played in games of a hundred, not in a number of deals ('deals')")
    start = record.start
    if start is None:
        return GamesKeeper(GamesPartie(record.players))
    first, second = record.players
    games = GamesPartie(
        record.players,
        scores=(start.scores[first], start.scores[second]),
        played=start.deals_played,
        game_from=start.deals_played + 1,
        earlier=start.games,
    )
    return GamesKeeper(games)


@rule("modes of dealing", laws=(9,), label="the mode of dealing agreed")
def modes_agreed(record: Record) -> dict[str, int]:
    """The mode of dealing each dealer is bound to from the outset: the record's agreement (Law 9), else none yet."""
    agreed = record.options.get("deal_by")
    return {p: int(agreed) for p in record.players} if agreed is not None else {}


@rule(
    "modes of dealing",
    laws=(9,),
    au_cent=("deal-by-twos",),
    exception_to=modes_agreed,
    variant=Variant.AU_CENT,
    label="au cent is dealt by twos",
)
def dealt_by_twos(record: Record) -> dict[str, int]:
    """In au cent the cards are dealt by twos: there is no mode to choose (Law 9 lets the dealer choose)."""
    return {p: 2 for p in record.players}
