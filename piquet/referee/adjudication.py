"""Adjudicating a record: replay every deal through the referee and score the partie.

:func:`adjudicate` is the library's main entry point.  It takes a record
(parsed JSON or a :class:`~piquet.game.record.Record`), replays each deal act by
act with every act validated, scores each deal (Law 67 order, pique,
repique) and the partie (Laws 71-73), and returns an :class:`Adjudication`
whose ``to_json()`` is the adjudication of the record format.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from itertools import compress, count, repeat
from operator import is_
from typing import Any

import attrs

from piquet.lawbook.citation import cites
from piquet.referee.apply import close_deal, replay, report_unsettled
from piquet.game.cut import CutForDeal
from piquet.referee.opening import judge_cut_for_deal
from piquet.referee.dealt import start_deal
from piquet.errors import Contradiction, RecordError, no_such_deal
from lawkit.registry import RuleConflict
from piquet.lawbook.registry import run
from piquet.referee.runs.closing import closes_plainly
from piquet.rules.dealing import pack_incorrect
from piquet.rules.partie import ScoreKeeper, misscored, prejudiced_by_righting
from piquet.game.games import PartieStanding
from piquet.game.partie import EXTRA_DEALS
from piquet.game.acts import Event, PenaltyClaim, WriteScore
from piquet.game.record import Record
from piquet.formats.record_json import read_record
from lawkit.ruling import Ruling, fill
from piquet.lawbook.listing import rulings_to_json
from piquet.rules.scoring import ScoreItem, score_deal
from piquet.game.state import DealState, Phase

__all__ = ["ADJUDICATION_FORMAT", "adjudicate", "adjudicate_in_session", "last_deal_errors", "state_after", "Adjudication", "DealAdjudication"]

#: The published format of :meth:`Adjudication.to_json`; its changes are listed in ``docs/format-changes.rst``.
ADJUDICATION_FORMAT = "piquet-adjudication/2"

#: The agreements of Piquet au Cent a record's options may put in force.
AU_CENT_AGREEMENTS = ("point_four_less", "low_cards_do_not_count")



@attrs.frozen
class DealAdjudication:
    """One deal adjudicated: its scores (doubling applied), items and rulings."""

    number: int
    dealer: str
    elder: str
    scores: dict[str, int]
    items: tuple[ScoreItem, ...]
    rulings: tuple[Ruling, ...]
    complete: bool
    multiplier: int
    state: DealState = attrs.field(eq=False, repr=False)
    void: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "dealer": self.dealer,
            "elder": self.elder,
            "scores": dict(self.scores),
            "items": [item.to_json() for item in self.items],
            "rulings": rulings_to_json(self.rulings),
            "complete": self.complete,
            "multiplier": self.multiplier,
            **({"void": {"reason": self.void_reason, "next_dealer": self.state.void.next_dealer}} if self.void and self.state.void else {}),
        }

    @property
    def void_reason(self) -> str | None:
        """Why the deal is void, as people read it (the players' labels filled in), or None for a deal that counts."""
        void = self.state.void
        return None if void is None or not self.void else fill(void.reason, self.state.setup.labels)


@attrs.frozen
class Adjudication:
    """The answer to a record: each deal, and the partie."""

    record: Record = attrs.field(repr=False)
    deals: tuple[DealAdjudication, ...]
    partie: PartieStanding
    #: The cut for deal as the referee found it, when the record gives one (Laws 4-6).
    cut_for_deal: CutForDeal | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": ADJUDICATION_FORMAT,
            "variant": self.record.variant.value,
            "players": list(self.record.players),
        }
        if self.cut_for_deal is not None:
            out["cut_for_deal"] = self.cut_for_deal.to_json()
        out["deals"] = [deal.to_json() for deal in self.deals]
        out["partie"] = self.partie.to_json()
        return out


@cites(71)
def _doubled(factor: int, player: str, extra: int) -> ScoreItem:
    """The extra a doubled deal of the four-deal partie adds (note to Law 71)."""
    return ScoreItem(player, "doubled", extra, (71,), f"the deal counts {'double' if factor == 2 else factor}")


def _deal_error(error: Contradiction, index: int, position: int | None = None) -> RecordError:
    return RecordError(error.reason, deal=index, event=position, card=error.card, laws=error.laws, cases=error.cases)


def adjudicate(record: Record | Mapping[str, Any]) -> Adjudication:
    """Replay and score a record; raises :class:`RecordError` naming deal, event and card on a fault.

    A fault of the library's own rules, two exceptions that both hold for one
    act with no order declared between them, raises
    :class:`~lawkit.registry.RuleConflict` instead, naming both rules, the
    deal, the event and the act: no record is at fault for it.

    The partie is kept by the score-keeper the ``"partie begins"`` rule gives
    for the record's variant (the deals of Law 71, or the games of au cent):
    what differs between them is the rules', never a branch here.
    """
    return _adjudicate(record if isinstance(record, Record) else read_record(record))


def state_after(record: Record | Mapping[str, Any], deal: int, events: int | None = None) -> DealState:
    """The state of deal ``deal`` (counted from 1) after its first ``events`` acts (all by default), as the referee reaches it.

    Every deal before it is adjudicated as :func:`adjudicate` adjudicates it,
    so the deal starts from the same setup (variant, number, dealer, mode of
    dealing, a deal out of turn); the state is the one the game goes on from,
    before the reports the referee adds when a record ends unfinished.  The
    advisor starts here, so it never advises a player the referee does not await.
    """
    if not isinstance(record, Record):
        record = read_record(record)
    if not 1 <= deal <= len(record.deals):
        raise RecordError(no_such_deal(deal, len(record.deals)))
    dealt = record.deals[deal - 1]
    acts = dealt.events if events is None else dealt.events[: max(events, 0)]
    cut = attrs.evolve(record, deals=record.deals[: deal - 1] + (attrs.evolve(dealt, events=acts),))
    replayed: list[DealState] = []
    _adjudicate(cut, replayed.append)
    return replayed[-1]


def adjudicate_in_session(record: Record, *, after: tuple[Event, ...] = (), misscored_before: tuple[str, ...] = (), written_before: bool = False) -> Adjudication:
    """:func:`adjudicate` for a partie that others follow or come before at one table (a chouette session).

    Law 70 rights an error in a deal's written score until the player in
    error has seen his next hand, and the next hand may be the next partie's:
    ``after`` holds the acts of the next partie's first deal, where a claim
    of this partie's last score may come in time; ``misscored_before`` the
    players of this partie whose written score of the last partie's last deal
    stood wrong, and ``written_before`` whether that deal's score was written,
    so that a claim of it in this partie's first deal is ruled as in the next
    deal of one partie.
    """
    return _adjudicate(record, opening_next=after, misscored_before=misscored_before, written_before=written_before)


def last_deal_errors(result: Adjudication) -> tuple[tuple[str, ...], bool]:
    """Whose written score of a partie's last deal differs from the laws' count, and whether it was written (for the next partie)."""
    if not result.deals or result.deals[-1].void or not result.deals[-1].complete:
        return (), False
    state = result.deals[-1].state
    return misscored(state, score_deal(state).totals), WriteScore in map(type, state.log)


#: A deal's state is over (:attr:`DealState.finished`) or void (:attr:`DealState.is_void`), asked of its phase here: the
#: loop asks several times a deal, and a comparison costs no frame of Python's.
_VOID = Phase.VOID
_OVER = (Phase.FINISHED, Phase.VOID)


def _adjudicate(
    record: Record,
    replayed: Callable[[DealState], object] | None = None,
    *,
    opening_next: tuple[Event, ...] = (),
    misscored_before: tuple[str, ...] = (),
    written_before: bool = False,
) -> Adjudication:
    """:func:`adjudicate`, handing each deal's state as its acts leave it to ``replayed`` (for :func:`state_after`)."""
    players = record.players
    keeper: ScoreKeeper = run("partie begins", None, record)
    agreements = frozenset(key for key in AU_CENT_AGREEMENTS if record.options.get(key))
    deals: list[DealAdjudication] = []
    cut = _cut_for_deal(record)
    # The mode of dealing each dealer is bound to (Law 9): the record's agreement, else his first deal that says.
    modes: dict[str, int] = run("modes of dealing", None, record)
    due: tuple[str, ...] = (cut.first_dealer,) if cut is not None and cut.first_dealer is not None else ()
    if not due and record.start is not None and record.start.next_dealer is not None:
        due = (record.start.next_dealer,)  # a partie taken up whose next dealer the record gives (Law 16)
    carried: tuple[str, ...] = tuple(p for p in misscored_before if p in players)
    # In error in the last partie's last score, and holding no hand in this one (a chouette adviser): named in its first deal.
    away: tuple[str, ...] = tuple(p for p in misscored_before if p not in players)
    prejudices: tuple[str, ...] = ()
    # Whose written scores stood wrong in a deal before the last, and in the last (Law 70).
    stood: set[str] = set()
    pending_stood: set[str] = set()
    last_written = written_before
    in_game: tuple[str, ...] = ()
    ended: tuple[str, ...] = ()
    # A first deal found dealt from an incorrect pack is void, and the cut that named its dealer holds good (Laws 6, 75).
    cut_held = False
    # Each deal of the record so far: its number if it was scored, and whose written score of it stood wrong (Law 70).
    earlier: list[tuple[int | None, tuple[str, ...]]] = []
    index = 0
    try:
        for index, deal in enumerate(record.deals):
            # A deal played after the partie was over (it may be the written scores, put right, that show it was) is ruled
            # no deal of the partie, not refused: it happened at the table.  It is replayed, for what was said in it.
            finished = keeper.finished_before()
            number = keeper.next_deal
            out_of_turn = bool(due) and deal.dealer != due[0]
            mode = modes.get(deal.dealer)
            if deal.deal_by is not None and mode is None:
                modes[deal.dealer] = deal.deal_by
            elder = players[1] if deal.dealer == players[0] else players[0]
            last_of_partie, next_is_last = keeper.is_last_deal(number), keeper.is_last_deal(number + 1)
            if PenaltyClaim in map(type, deal.events):  # most deals have no claim: a scan in C, before the call
                _check_named_deals(deal.events, index, earlier)
            factor = keeper.multiplier(number)
            try:
                state = start_deal(
                    deal.dealer,
                    elder,
                    deal.hands,
                    deal.stock,
                    number=number,
                    last_of_partie=last_of_partie,
                    next_is_last=next_is_last,
                    out_of_turn=out_of_turn,
                    deal_by=deal.deal_by,
                    mode=mode,
                    variant=record.variant,
                    agreements=agreements,
                    cut_laws=_cut_laws(cut, cut_held) if number == 1 else (),
                    misscored=carried,
                    righting_prejudices=prejudices,
                    errors_stood=tuple(sorted(stood)),
                    last_written=last_written,
                    errors_in_game=in_game,
                    errors_in_ended_game=ended,
                    # The deal a tie would extend: the last as things stand, with the extra deals still to come after it (Law 71).
                    partie_before=keeper.standing().totals if last_of_partie and keeper.is_last_deal(number + EXTRA_DEALS) else None,
                    multiplier=factor,
                    record_index=index,
                    earlier=tuple(earlier),
                    misscored_away=away,
                )
            except Contradiction as error:
                raise _deal_error(error, index) from None
            try:
                state = replay(state, deal.events)
            except Contradiction as error:
                raise _deal_error(error, index, error.index) from None
            if replayed is not None:
                replayed(state)
            last = index == len(record.deals) - 1
            # A regular deal's close (closes_plainly): every rule of it would leave the deal as it is, pass the deal on to this
            # deal's elder and take the scores as counted, so none is dispatched.
            plain = closes_plainly(state, out_of_turn)
            if state.phase in _OVER:
                if not plain:
                    state = close_deal(state)
                    if out_of_turn and state.phase is not _VOID and not state.out_of_turn_found:
                        state = run("out of turn unclaimed", None, state)
            elif not last and pack_incorrect(state):
                state = run("unfinished deal followed", None, state)
            elif not last:
                raise RecordError("this deal is unfinished, yet another deal follows it", deal=index)
            else:
                state = report_unsettled(state)
            cut_held = cut_held or (number == 1 and state.phase is _VOID and pack_incorrect(state))
            stood_out_of_turn = out_of_turn and state.phase is not _VOID
            ends_soon = last_of_partie or next_is_last
            after: tuple[str, ...] = (elder,) if plain else run("next dealers", None, state, stood_out_of_turn, ends_soon)
            if state.phase is _VOID:
                due = after + due[1:]
            elif stood_out_of_turn or len(due) < 2:
                due = after
            else:
                due = due[1:]
            if finished is not None:
                state = run("deal after the partie", None, state, finished)
                deals.append(DealAdjudication(number, deal.dealer, elder, {p: 0 for p in players}, (), state.setup.shown(state.rulings), True, 1, state, void=True))
                earlier.append((None, ()))
                continue
            if state.phase is _VOID and state.game_lost_by is not None:
                keeper, state = keeper.forfeit(state)
            carried = prejudices = away = ()
            last_written = False
            if state.phase is _VOID:
                deals.append(DealAdjudication(number, deal.dealer, elder, {p: 0 for p in players}, (), state.setup.shown(state.rulings), True, 1, state, void=True))
                earlier.append((None, ()))
                continue
            score = score_deal(state)
            # factor: what each point of this deal counts in the partie, asked of the keeper as the deal began (it is the same
            # keeper here: only a void deal's forfeit changes it, and a void deal is done with above).
            # The scores as they count in the partie: a doubled deal's doubling included (note to Law 71), and, where a
            # written score stands, the figure written (Laws 70, 74), which may be odd in a doubled deal.
            totals = dict(score.totals) if factor == 1 else {label: points * factor for label, points in score.totals.items()}
            adjustments: list[ScoreItem] = []
            if not plain:
                carried = misscored(state, score.totals) if state.phase in _OVER else ()
                prejudices = prejudiced_by_righting(state, score.totals, carried)
                # A scan in C (no act subclasses WriteScore): this runs on every deal that does not close plainly.
                last_written = WriteScore in map(type, state.log)
                following = record.deals[index + 1].events if not last else opening_next
                if state.phase in _OVER:
                    totals, adjustments, state = run("written scores", None, state, score.totals, following)
            items = list(score.items) + adjustments
            keeper, totals, rectified, state = keeper.rectify(state, totals, adjustments)
            items += rectified
            for righted, item in keeper.righted_deals():
                # A score put right where it was made (au cent's errors-in-scoring): the earlier deal shows it.
                at = next(k for k, d in enumerate(deals) if d.number == righted and not d.void)
                was = deals[at]
                amended = {p: was.scores[p] + (item.points if p == item.player else 0) for p in players}
                deals[at] = attrs.evolve(was, scores=amended, items=was.items + (item,))
            if factor != 1:
                for label in players:
                    if score.totals[label]:
                        items.append(_doubled(factor, label, score.totals[label] * (factor - 1)))
            scores = {label: totals[label] for label in players}
            if state.phase in _OVER:
                keeper, state = keeper.record(state, totals, score)
            # Whose written scores stand wrong in the game in progress, or in one this deal ended (au cent's errors-in-scoring).
            in_game, ended = keeper.score_errors(carried)
            # A written score that stood wrong is past righting for the rest of the partie (Law 70), unless it was the last deal's.
            stood |= set(pending_stood)
            pending_stood = {item.player for item in adjustments if item.item == "as written"}
            earlier.append((number, tuple(sorted(pending_stood))))
            deals.append(DealAdjudication(number, deal.dealer, elder, scores, tuple(items), state.setup.shown(state.rulings), state.phase in _OVER, factor, state))
    except RuleConflict as conflict:
        # The kernel cannot say in which deal two rules competed, nor the act which deal it was: the loop can.
        conflict.located(f"deal {index + 1}")
        raise
    return Adjudication(record, tuple(deals), keeper.standing(), cut)


def _check_named_deals(events: tuple[Event, ...], index: int, earlier: list[tuple[int | None, tuple[str, ...]]]) -> None:
    """A claim of the score naming a deal (Law 70) names one scored before it, or its own: else the record contradicts itself.

    ``earlier`` holds each deal of the record before this one (``index``), with its number if it was scored.  Whether a deal
    that names its own deal is scored by then is for the rule on the claim to say.
    """
    if PenaltyClaim not in map(type, events):  # most deals have no claim: a scan in C first (no act subclasses it)
        return
    # The claims' positions found in C too (compress keeps the positions whose act is of the type), not act by act.
    for position in compress(count(), map(is_, map(type, events), repeat(PenaltyClaim))):
        event = events[position]
        assert isinstance(event, PenaltyClaim)
        if event.deal is None or event.deal == index:
            continue
        if event.deal > index:
            raise RecordError(f"the claim of the score names deal {event.deal + 1}, which is not played until after this one", deal=index, event=position, laws=(70,))
        if earlier[event.deal][0] is None:
            raise RecordError(f"the claim of the score names deal {event.deal + 1}, which was not scored (it was void or of no partie)", deal=index, event=position, laws=(70,))


def _cut_laws(cut: CutForDeal | None, held: bool = False) -> tuple[int, ...]:
    """The laws by which the cut for deal named the first dealer: Law 4, and those its rulings applied (Laws 5, 6, 8).

    ``held``: the first deal was found dealt from an incorrect pack, and the cut holds good all the same (Law 6).
    """
    if cut is None:
        return ()
    applied = {int(c.id) for r in cut.rulings for c in r.citations if c.kind == "law"} | ({6} if held else set())
    return (4,) + tuple(sorted(applied & {5, 6, 8}))


def _cut_for_deal(record: Record) -> CutForDeal | None:
    """The referee's pass over the cut for deal (Laws 4-6); the first deal is then due from the dealer it gives (Law 16)."""
    if not record.cut_for_deal:
        return None
    try:
        return judge_cut_for_deal(record.players, record.cut_for_deal, record.variant)
    except Contradiction as error:
        number = "" if error.index is None else f", act {error.index + 1}"
        raise RecordError(f"the cut for deal{number}: {error.reason}", card=error.card, laws=error.laws, cases=error.cases) from None
