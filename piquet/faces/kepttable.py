"""Two people and a pack of their own: what ``piquet play --real-cards`` keeps between the screen and the keeper.

The program never sees a hand.  Each person types what he says and plays
(``take 5``, ``call point 5 making 48``, ``reply good``, ``play AH``), each
line is ruled on as it comes (:class:`~piquet.referee.keeping.Keeping`, the
rules of :mod:`piquet.rules.kept`), and the screen shows the cards played,
the tricks, the deal's score as said so far and the partie.  It offers the
same surface as :class:`~piquet.faces.playtable.Table`, so the one Textual
face (:mod:`piquet.faces.playapp`) shows either; there is no computer, so
nothing ever waits on one.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import attrs

from lawkit.ruling import Ruling
from piquet.errors import KeepError, PiquetError, RecordError
from piquet.game.kept import ELDER, KeptDeal
from piquet.referee.keeping import KEPT_FORMAT, Keeping

__all__ = ["KeptTable", "read_kept", "is_kept"]

_WORDS = (
    "take ", "announce carte blanche", "call point ", "call sequence ", "call set ", "reply good", "reply not good",
    "reply equal", "reply what do they make", "reckon point ", "reckon sequence ", "reckon set ", "play ", "claim revoke",
    "law ", "help",
)
_HELP = (
    "Type what is said and played, as the notation writes it: take 5, call point 5 making 48, reply good,",
    "reckon set 4 A, play AH; a line names its player first (B: reply not good) or is the one awaited's.",
    "claim revoke: when a card played proves a revoke; law 59 shows the text of Law 59.",
)


def is_kept(path: Path) -> bool:
    """Whether a file holds a partie kept at a table of real cards (``.kept`` text, or its JSON), not a record."""
    if path.suffix == ".kept":
        return True
    try:
        head = path.read_text(encoding="utf-8")[:200]
    except OSError:
        return False
    return KEPT_FORMAT in head


def read_kept(path: Path) -> Keeping:
    """A kept partie from its file: the text form (``.kept``) or its JSON."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise RecordError(f"{path}: {error.strerror or error}") from None
    try:
        return Keeping.from_text(text) if not text.lstrip().startswith("{") else Keeping.from_json(json.loads(text))
    except (KeepError, json.JSONDecodeError) as error:
        raise RecordError(f"{path}: {error}") from None


@attrs.define
class KeptTable:
    """A partie two people play with real cards, kept from what they type; the journal is what the screen shows."""

    keeping: Keeping
    record_path: Path | None = None
    journal: list[str] = attrs.field(factory=list)
    people: tuple[str, ...] = ("A", "B")
    #: The deal last scored in the journal, and at which act.
    scored_at: tuple[int, int] | None = None
    #: The width rulings are written to: the screen wraps its own lines (a paragraph a line), a report is 78 columns.
    ruling_width: int = 1000

    @classmethod
    def new(cls, *, deals: int = 6, record_path: Path | None = None) -> KeptTable:
        table = cls(Keeping.start(("A", "B"), "B", deals), record_path)
        table._opened(table.keeping.deal)
        table.save()
        return table

    @classmethod
    def resume(cls, path: Path, *, record_path: Path | None = None) -> KeptTable:
        keeping = read_kept(path)
        table = cls(keeping, path if record_path is None else record_path)
        table.journal.append(f"Resumed from {path}: deal {keeping.deal.number}, after {keeping.deal.events} acts.")
        table._opened(keeping.deal)
        table.save()
        return table

    @classmethod
    def resume_quietly(cls, path: Path) -> KeptTable:
        """The kept partie in a file entered again line by line, its journal the report of every act, ruling and score."""
        table = cls(Keeping.start(*_settings_of(read_kept(path))), ruling_width=78)
        table._opened(table.keeping.deal)
        for line in read_kept(path).lines:
            table.enter(line)
        return table

    def _opened(self, deal: KeptDeal) -> None:
        self.journal.append(f"Deal {deal.number}: {deal.dealer} deals, {deal.elder} is elder hand. Nothing of the hands is entered.")

    # -- what the screen shows -----------------------------------------------------------------------------------

    @property
    def deal(self) -> KeptDeal:
        return self.keeping.deal

    @property
    def over(self) -> bool:
        return self.keeping.over

    @property
    def viewer(self) -> str:
        return self.deal.to_act or self.people[0]

    hand_title = "Cards played"
    prompt = "what is said and played: take 5, call point 5 making 48, reply good, play AH, law 59, help"
    computer_due = False

    def status(self) -> str:
        deal = self.deal
        head = f"Deal {deal.number} of {self.keeping.length}: {deal.dealer} deals, {deal.elder} is elder. Stock: {deal.stock_left} cards."
        if self.over:
            return head + " The partie is over."
        return head + (f" To act: {deal.to_act}." if deal.to_act else " The deal is played: the next line begins the next deal.")

    def hand_rows(self) -> list[str]:
        """The cards each player has played this deal, high first: all that the table knows of the hands."""
        from piquet.faces.playtable import suit_rows

        rows = []
        for seat, label in enumerate(self.deal.labels):
            rows.append(f"{label}: " + ("  ".join(suit_rows(self.deal.played[seat])) or "none yet"))
        return rows

    def trick_lines(self) -> list[str]:
        deal = self.deal
        label = deal.labels
        lines = [f"{n}. {label[t.leader]} {t.cards[0].code} {label[1 - t.leader]} {t.cards[1].code}: {label[t.winner]}"
                 for n, t in enumerate(deal.tricks, start=1)]
        if deal.lead is not None:
            lines.append(f"{len(deal.tricks) + 1}. {label[deal.lead[0]]} {deal.lead[1].code}")
        return lines

    def score_lines(self) -> list[str]:
        now = self.keeping.standing()
        order = sorted(self.keeping.players)
        lines = ["deal  " + "  ".join(f"{p:>4}" for p in order)]
        for kept in now.scored:
            lines.append(f"{kept.deal.number:>4}  " + "  ".join(f"{kept.score.totals[p] * kept.multiplier:>4}" for p in order))
        if not now.deal.is_over:
            so_far = self.keeping.score_so_far().totals
            lines.append(f"{now.deal.number:>3}*  " + "  ".join(f"{so_far[p]:>4}" for p in order))
        lines.append(_partie_line(now))
        return lines

    def allowed(self) -> list[str]:
        """What the player awaited may say or play now, by the stage of the deal."""
        deal = self.deal
        if self.over or deal.to_act is None:
            return []
        seat = deal.seat(deal.to_act)
        if deal.taken[seat] is None:
            from piquet.rules.kept import most_taken

            most = most_taken(deal, seat)
            return [f"take 1-{most} (the number of cards taken in)", "announce carte blanche"]
        if deal.unanswered is not None:
            return ["reply good", "reply not good", "reply equal", "reply what do they make"]
        lines = []
        if not deal.younger_has_played:
            verb = "call" if seat == ELDER else "reckon"
            lines += [f"{verb} point N making V", f"{verb} sequence N to R", f"{verb} set N R"]
        lines.append("play CARD (any card you hold)")
        if any(offender != seat for offender, _, _ in deal.revokes):
            lines.append("claim revoke")
        return lines

    def completions(self) -> list[str]:
        return list(_WORDS)

    # -- what the people type ------------------------------------------------------------------------------------

    def enter(self, line: str, *, advance: bool = True) -> bool:
        """A line typed: an act (ruled, its rulings in the journal), ``law N`` or ``help``; an error changes nothing."""
        from piquet.faces.playtable import words_answered

        text = line.strip()
        answered = words_answered(text, _HELP)
        if answered is not None:
            self.journal.extend(answered)
            return False
        if self.over:
            self.journal.append("The partie is over; the record is written.")
            return False
        before = self.keeping
        try:
            after = before.enter(text)
        except PiquetError as error:
            self.journal.append(f"Not taken: {error}")
            return False
        self.keeping = after
        same = after.deal.number == before.deal.number
        if not same:
            self._opened(after.deal)
        self.journal.append(after.lines[-1])
        self.journal.extend(self._rulings_text(after.deal, after.deal.rulings[len(before.deal.rulings) if same else 0:]))
        if after.deal.is_over:
            self._scored(after.standing())
        self.save()
        return True

    def _rulings_text(self, deal: KeptDeal, rulings: tuple[Ruling, ...]) -> list[str]:
        from lawkit.render import render_rulings_text
        from piquet.lawbook.catalogue import LAWS_OF_PIQUET

        if not rulings:
            return []
        shown = [r.shown(deal.labels) for r in rulings]
        return render_rulings_text(shown, LAWS_OF_PIQUET, event_base=1, width=self.ruling_width).rstrip("\n").split("\n")

    def _scored(self, now: Keeping) -> None:
        """The deal's score in the journal once its twelfth trick is down (again if a revoke claimed reopened it)."""
        kept = now.scored[-1]
        key = (kept.deal.number, kept.deal.events)
        if key == self.scored_at:
            return
        self.scored_at = key
        self.journal.append(f"Deal {kept.deal.number} scored: " + ", ".join(f"{p} {n * kept.multiplier}" for p, n in kept.score.totals.items()))
        self.journal += [f"  {i.player} {i.item} {i.points}" + (f" ({i.detail})" if i.detail else "") for i in kept.score.items]
        self.journal += self._rulings_text(kept.deal, kept.deal.rulings[len(self.keeping.deal.rulings):])
        self.journal.append(_partie_line(now))

    def advance(self, stop: Callable[[], bool] | None = None) -> None:
        """Nothing to do: both players are people."""

    def save(self) -> None:
        """Write the kept partie where the table was told to: text for a ``.kept`` file, JSON otherwise."""
        if self.record_path is None:
            return
        if self.record_path.suffix == ".kept":
            text = self.keeping.to_text("kept at piquet play --real-cards")
        else:
            text = json.dumps(self.keeping.to_json(), indent=1, ensure_ascii=False) + "\n"
        self.record_path.write_text(text, encoding="utf-8")


def _settings_of(keeping: Keeping) -> tuple[tuple[str, str], str, int]:
    return keeping.players, keeping.first_dealer, keeping.length


def _partie_line(keeping: Keeping) -> str:
    partie = keeping.partie
    totals = ", ".join(f"{p} {n}" for p, n in partie.totals_by_player().items())
    if not partie.complete:
        return f"Partie after {partie.played} deal(s): {totals}; {partie.deals_due() - partie.played} to play"
    settled = partie.settlement()
    if settled is None or settled.winner is None:
        return f"Partie over: {totals}; drawn"
    rubicon = ", a rubicon" if settled.rubicon else ""
    return f"Partie over: {totals}; {settled.winner} wins {settled.points_won}{rubicon}"

