"""A partie at the table: what ``piquet play`` keeps between the screen and the referee, with no screen of its own.

The person's acts come in as lines of the notation (``exchange KS 8C 7C``,
``call point 5``, ``play AH``, ``elect waive``), are read as a record's acts
are read (:func:`~piquet.formats.notation.parse_event_text`) and given to the
live :class:`~piquet.referee.deal.Deal`, which rules on any act and refuses
none; only an act the deal's facts contradict (a card he does not hold) is
answered with an error and nothing applied.  The computer opponent makes the
other player's acts as the referee awaits them.  Each deal played out is
scored, the record written (:meth:`Table.save`), and the next one dealt, until
the partie is over.

Everything here is plain Python, so that the Textual screen
(:mod:`piquet.faces.playapp`) stays a thin face and the library never needs
Textual.  The deals are shuffled from the seed and the deal's number, and the
computer's choices from the seed, the deal and the act, so that a partie is
the same under one seed however often it is stopped and resumed.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

import attrs

from piquet.errors import Contradiction, PiquetError, PlayError, RecordError
from piquet.game.acts import Event, Exchange
from piquet.game.record import Record
from piquet.game.variant import Variant
from piquet.referee.deal import Deal

__all__ = ["Table", "PLAY_KEY", "MAX_ACTS", "act_text", "allowed_lines", "suit_rows", "provision_text", "words_answered"]

#: The record's extension that keeps how the table was set (seed, strength, who types), so that a resumed partie goes on alike.
PLAY_KEY = "x-play"
#: The computer is asked for no more than this many acts in a row before the table stops: a deal that never ends.
MAX_ACTS = 400
_PLAYERS = ("A", "B")


def act_text(event: Event, *, hide_cards: bool = False) -> str:
    """An act as the notation writes it (``A: play AH``); ``hide_cards``: an exchange by the count of cards, not the cards."""
    from piquet.formats.notation import format_event_text

    if hide_cards and isinstance(event, Exchange):
        count = len(event.cards)
        return f"{event.player}: exchange {count} card{'s' if count != 1 else ''}"
    return format_event_text(event.to_json())


def _bare(text: str) -> str:
    """An act's text without its player (``play AH``), as the person types it."""
    head, colon, rest = text.partition(": ")
    return rest if colon and " " not in head else text


def allowed_lines(acts: Sequence[Event], exchange: tuple[int, int] | None) -> list[str]:
    """What the player may do now, in short: an exchange by its span, the cards he may play on one line, each other act as typed."""
    lines: list[str] = []
    if exchange is not None:
        least, most = exchange
        lines.append(f"exchange {least}-{most} cards (name them: exchange KS 8C 7C)")
    cards = [_bare(act_text(a)).removeprefix("play ") for a in acts if _bare(act_text(a)).startswith("play ")]
    if cards:
        lines.append("play one of: " + " ".join(cards))
    for act in acts:
        if isinstance(act, Exchange):
            continue
        text = _bare(act_text(act))
        if not text.startswith("play ") and text not in lines:
            lines.append(text)
    return lines


@attrs.define
class Table:
    """A partie in play: the live deal, the record of the deals before it, and the journal shown to the people playing.

    ``people`` are the players whose acts are typed (``A`` against the
    computer, or both); the computer plays the others at ``strength``.
    """

    deal: Deal
    seed: int
    strength: str = "quick"
    people: tuple[str, ...] = ("A",)
    record_path: Path | None = None
    #: What has happened, one line each: the acts, the rulings with their laws, each deal's score, errors.
    journal: list[str] = attrs.field(factory=list)
    #: The last deal scored (None before the first is), whose partie standing the screen shows.
    last: Deal | None = None
    over: bool = False

    # -- starting -----------------------------------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        seed: int = 0,
        *,
        strength: str = "quick",
        deals: int = 6,
        variant: Variant | str = Variant.RUBICON,
        two: bool = False,
        record_path: Path | None = None,
    ) -> Table:
        """A new partie between A (the person, elder in the first deal) and B (the computer, or a second person)."""
        from piquet.play.strategies import STRENGTHS

        if strength not in STRENGTHS:
            raise PlayError(f"unknown strength {strength!r}: choose one of {', '.join(STRENGTHS)}")
        chosen = Variant.parse(variant)
        options: dict[str, Any] = {"deals": deals} if deals != 6 and not chosen.au_cent else {}
        people = _PLAYERS if two else _PLAYERS[:1]
        settings = {"seed": seed, "strength": strength, "people": list(people)}
        prior = Record(_PLAYERS, (), variant=chosen, options=options, extra={PLAY_KEY: settings})
        table = cls(_dealt(prior, "B", seed), seed, strength, people, record_path)
        table._opened()
        table.advance()
        table.save()
        return table

    @classmethod
    def resume(cls, path: Path, *, record_path: Path | None = None, advance: bool = True) -> Table:
        """The partie a record written by the table keeps, taken up where it stopped (written on to ``record_path``, or to it).

        With ``advance`` False the computer, if it is to act, waits for :meth:`advance` (the screen calls it off its thread).
        """
        from piquet.referee.adjudication import adjudicate, state_after

        record = read_written(path)
        settings = record.extra.get(PLAY_KEY, {})
        if not isinstance(settings, dict):
            raise RecordError(f"{path}: the {PLAY_KEY} extension is an object of the table's settings")
        seed = int(settings.get("seed", 0))
        strength = str(settings.get("strength", "quick"))
        people = tuple(str(p) for p in settings.get("people", record.players[:1]))
        if not people or not set(people) <= set(record.players):
            raise RecordError(f"{path}: the people at the table ({', '.join(people)}) are not players of the record")
        target = path if record_path is None else record_path
        if not record.deals:
            table = cls(_dealt(record, record.players[1], seed), seed, strength, people, target)
        else:
            prior = attrs.evolve(record, deals=record.deals[:-1])
            live = Deal(state_after(record, len(record.deals)), prior)
            table = cls(live, seed, strength, people, target)
            if len(record.deals) > 1:
                before = attrs.evolve(prior, deals=prior.deals[:-1])
                table.last = Deal(state_after(prior, len(prior.deals)), before, adjudicate(prior))
        table.journal.append(f"Resumed from {path}: deal {table.deal.state.setup.number}, after {len(table.deal.state.log)} acts.")
        table._opened()
        if advance:
            table.advance()
        table.save()
        return table

    def _opened(self) -> None:
        setup = self.deal.state.setup
        self.journal.append(f"Deal {setup.number}: {setup.dealer} deals, {setup.elder} is elder hand.")

    # -- what the screen shows -----------------------------------------------------------------------------------

    @property
    def viewer(self) -> str:
        """The player whose hand is shown: the person, or with two at the table the one to act."""
        to_act = self.deal.to_act
        return to_act if to_act in self.people else self.people[0]

    #: What the prompt shows before anything is typed.
    prompt = "your act: exchange KS 8C 7C, call point 5, play AH, elect waive, law 46, help"

    @property
    def hand_title(self) -> str:
        """The hand panel's title: the person's own hand, or with two at the table the hand of the one to act."""
        return "Your hand" if len(self.people) == 1 else f"{self.viewer}'s hand"

    def status(self) -> str:
        """One line: the deal, who deals, the stock, and who is to act and what for."""
        state = self.deal.state
        setup = state.setup
        due = "" if setup.variant.au_cent else f" of {self.deal.to_record().partie_deals}"
        head = f"Deal {setup.number}{due}: {setup.dealer} deals, {setup.elder} is elder. Stock: {len(state.stock)} cards."
        if self.over:
            return head + " The partie is over."
        to_act = self.deal.to_act
        if to_act is None:
            return head
        verbs = ", ".join(self.deal.awaiting.verbs)
        who = "you" if self.people == (to_act,) else to_act
        return head + f" To act: {who}" + (f" ({verbs})." if verbs else ".")

    def hand_rows(self) -> list[str]:
        """The viewer's hand a suit a row, high card first, and his discard once he has made it."""
        player = self.viewer
        rows = suit_rows(self.deal.hand(player))
        put_out = self.deal.discard(player)
        if put_out:
            rows.append("discarded: " + str(put_out))
        return rows

    def trick_lines(self) -> list[str]:
        """The tricks played, each with who won it, and the trick under way."""
        from piquet.table.cards import PACK

        state = self.deal.state
        label = state.setup.label
        lines = [
            f"{number}. {label(t.leader)} {t.cards[0].code} {label(1 - t.leader)} {t.cards[1].code}: {label(t.winner)}"
            for number, t in enumerate(state.tricks, start=1)
        ]
        if state.pending:
            lines.append(f"{len(state.tricks) + 1}. {label(state.leader)} " + " ".join(PACK[i].code for i in state.pending))
        return lines

    def score_lines(self) -> list[str]:
        """Each deal's score, the deal in play so far, and the partie's totals."""
        players = self.deal.players
        order = sorted(players)
        lines = ["deal  " + "  ".join(f"{p:>4}" for p in order)]
        if self.last is not None and self.last.adjudication is not None:
            for dealt in self.last.adjudication.deals:
                lines.append(f"{dealt.number:>4}  " + "  ".join(f"{dealt.scores[p]:>4}" for p in order))
        if not self.over:
            points = {p: self.deal.points(p) for p in players}
            lines.append(f"{self.deal.state.setup.number:>3}*  " + "  ".join(f"{points[p]:>4}" for p in order))
        lines.append(self.partie_line())
        return lines

    def partie_line(self) -> str:
        """The partie's standing after the deals scored, as the reports say it."""
        from piquet.faces.report import partie_line, result_line

        if self.last is None or self.last.adjudication is None:
            return "Partie: no deal scored yet"
        partie = self.last.adjudication.partie
        result = result_line(partie) if partie.complete else None
        return partie_line(partie) + (f"\n{result}" if result else "")

    def allowed(self) -> list[str]:
        """What the person to act may type now; nothing while the computer acts or once the partie is over."""
        if self.over or self.deal.to_act not in self.people:
            return []
        return allowed_lines(self.deal.legal_acts(), self.deal.awaiting.exchange)

    def completions(self) -> list[str]:
        """The texts the prompt completes: every regular act of the person to act as he would type it, and the table's words."""
        if self.over or self.deal.to_act not in self.people:
            return list(_WORDS)
        return [_bare(act_text(a)) for a in self.deal.legal_acts()] + list(_WORDS)

    # -- what the people type ------------------------------------------------------------------------------------

    def enter(self, line: str, *, advance: bool = True) -> bool:
        """A line typed at the prompt: an act in the notation, ``law N``, ``offers`` or ``help``; answered in the journal.

        True when the line was an act handed to the referee.  The computer
        then makes its replies at once, unless ``advance`` is False: the screen
        shows the person's act first and calls :meth:`advance` itself, off its
        own thread, since the computer at full strength takes seconds.
        """
        text = line.strip()
        answered = words_answered(text, _HELP)
        if answered is not None:
            self.journal.extend(answered)
            return False
        word = text.partition(" ")[0]
        if word == "offers":
            self.journal.extend(self.offer_lines() or ["No option is open."])
            return False
        if self.over:
            self.journal.append("The partie is over; the record is written.")
            return False
        try:
            event = self.read_act(text)
        except PiquetError as error:
            self.journal.append(f"Not an act: {_reason(error)}")
            return False
        if event.player is not None and event.player not in self.people:
            self.journal.append(f"{event.player} is the computer's player: type your own acts ({', '.join(self.people)}).")
            return False
        self.act(event)
        if advance:
            self.advance()
        return True

    def read_act(self, text: str) -> Event:
        """The act a typed line names, the person's own when it names no player; an ``elect`` naming no option takes the one open."""
        from piquet.formats.acts_json import event_from_json
        from piquet.formats.notation import parse_event_text

        default = self.deal.to_act if self.deal.to_act in self.people else self.people[0]
        data = parse_event_text(text, self.deal.players, default)
        if "elect" in data and "option" not in data:
            keys = [o.key for o in self.deal.offers() if o.elector == data.get("player") and data["elect"] in o.choices]
            if len(keys) == 1:
                data["option"] = keys[0]
        return event_from_json(data)

    def act(self, event: Event) -> None:
        """Give the act to the referee, and put it and its rulings in the journal; a contradicted act changes nothing."""
        try:
            self.deal, done = self.deal.step(event)
        except Contradiction as error:
            self.journal.append(f"Error, nothing applied: {_reason(error)}")
            return
        hidden = event.player not in self.people and len(self.people) == 1
        self.journal.append(act_text(event, hide_cards=hidden))
        if done.rulings:
            self.journal.extend(_rulings_lines(done.rulings, self.deal))
        self.save()

    def offer_lines(self) -> list[str]:
        """The options open, each with its choices and what each does: ``elect CHOICE`` takes one."""
        lines = []
        for offer in self.deal.offers():
            lines.append(f"Option {offer.key} for {offer.elector} (lapses {offer.lapses}; by default {offer.default}):")
            lines += [f"  elect {choice}: {text}" for choice, text in zip(offer.choices, offer.texts, strict=True)]
        return lines

    # -- the computer, and the deals one after another -----------------------------------------------------------

    @property
    def computer_due(self) -> bool:
        """Whether :meth:`advance` has work before the person can type again: a deal to score, or an act the computer owes."""
        if self.over:
            return False
        to_act = self.deal.to_act
        return self.deal.is_over or (to_act is not None and to_act not in self.people)

    def advance(self, stop: Callable[[], bool] | None = None) -> None:
        """Let the computer act while the referee awaits it; score each deal played out and deal the next, to the partie's end.

        ``stop`` is asked before each of the computer's acts, and a true
        answer ends the turn there (the screen closing while the computer
        thinks); the table is then as after any act, its record written.
        """
        from piquet.play.strategies import computer

        acts = 0
        while not self.over:
            if self.deal.is_over:
                self._score()
                continue
            to_act = self.deal.to_act
            if to_act is None or to_act in self.people:
                offered = self.offer_lines()
                if offered and to_act is not None and self.deal.offers():
                    self.journal.extend(line for line in offered if line not in self.journal[-len(offered):])
                return
            if stop is not None and stop():
                return
            if acts >= MAX_ACTS:
                raise PlayError(f"the computer made {MAX_ACTS} acts in a row and the deal did not end")
            number = self.deal.state.setup.number
            strategy = computer(self.strength, random.Random(f"{self.seed} {number} {len(self.deal.state.log)}"))
            self.act(strategy(self.deal.view(to_act)))
            acts += 1

    def _score(self) -> None:
        from piquet.faces.report import partie_line, result_line

        closed = self.deal.close()
        assert closed.adjudication is not None
        self.last = closed
        scored = closed.adjudication.deals[-1]
        self.journal.append(f"Deal {scored.number} scored: " + ", ".join(f"{p} {n}" for p, n in scored.scores.items()))
        self.journal += [f"  {item.player} {item.item} {item.points}" + (f" ({item.detail})" if item.detail else "") for item in scored.items]
        partie = closed.adjudication.partie
        self.journal.append(partie_line(partie))
        record = closed.to_record()
        if partie.complete:
            self.over = True
            self.journal.append(result_line(partie) or "The partie is over.")
            self.save(record)
            return
        void = scored.state.void
        dealer = void.next_dealer if void is not None else closed.state.setup.elder
        self.deal = _dealt(record, dealer, self.seed)
        self._opened()
        self.save()

    def record(self) -> Record:
        """The record of the partie so far: every deal scored, and the deal in play to its last act."""
        return self.last.to_record() if self.over and self.last is not None else self.deal.to_record()

    def save(self, record: Record | None = None) -> None:
        """Write the record where the table was told to (JSON, or the notation for a ``.pqn`` file); nothing if nowhere."""
        if self.record_path is None:
            return
        kept = self.record() if record is None else record
        if self.record_path.suffix == ".pqn":
            from piquet.formats.notation import format_record_text

            text = format_record_text(kept)
        else:
            text = json.dumps(kept.to_json(), indent=1, ensure_ascii=False) + "\n"
        self.record_path.write_text(text, encoding="utf-8")


def read_written(path: Path) -> Record:
    """A record the table wrote: JSON, or the notation for a ``.pqn`` file."""
    from piquet.formats.record_json import load_record, read_record

    if path.suffix == ".pqn":
        from piquet.formats.notation import parse_record_text

        return read_record(parse_record_text(path.read_text(encoding="utf-8")))
    return load_record(path)


def _dealt(prior: Record, dealer: str, seed: int) -> Deal:
    """The partie's next deal, shuffled from the seed and the deal's number, so that a resumed partie deals as it would have."""
    from piquet.play.dealing import deal_next

    return deal_next(prior, dealer, random.Random(f"piquet play {seed} deal {len(prior.deals) + 1}"))


def suit_rows(cards: Iterable[Any]) -> list[str]:
    from piquet.table.cards import Suit

    held = list(cards)
    rows = []
    for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
        codes = [c.code for c in sorted((c for c in held if c.suit == suit), key=lambda c: c.rank, reverse=True)]
        if codes:
            rows.append(f"{suit.symbol} " + " ".join(codes))
    return rows


def _reason(error: PiquetError) -> str:
    return error.reason if isinstance(error, RecordError) else str(error)


def _rulings_lines(rulings: Sequence[Any], deal: Deal) -> list[str]:
    from lawkit.render import render_rulings_text
    from piquet.lawbook.catalogue import AU_CENT, LAWS_OF_PIQUET

    codex = AU_CENT if deal.state.setup.variant.au_cent else LAWS_OF_PIQUET
    # One line a paragraph: the screen wraps them to the panel, which is narrower than a report's 78 columns.
    return render_rulings_text(rulings, codex, event_base=1, width=1000).rstrip("\n").split("\n")


def words_answered(text: str, help_lines: Sequence[str]) -> list[str] | None:
    """The table's answer to a line that is no act (``law 46``, ``case XIV``, ``help``, nothing); None for an act."""
    word = text.partition(" ")[0]
    if not text:
        return []
    if word in ("law", "case", "note"):
        return [provision_text(text)]
    if word == "help":
        return list(help_lines)
    return None


def provision_text(text: str) -> str:
    """``law 46``: the law's number, title and text (any key :func:`piquet.provision` takes); its error if none."""
    from piquet.lawbook.provisions import provision

    try:
        found = provision(text)
    except KeyError as error:
        return f"No such law: {error.args[0] if error.args else text}"
    return f"{found}: {found.statement}"


_WORDS = ("law ", "offers", "help")
_HELP = (
    "Type an act as the notation writes it: exchange KS 8C 7C, call point 5, reply good, play AH.",
    "An option open to you: elect CHOICE (offers lists them). law 46 shows the text of Law 46.",
    "Tab takes the completion offered; the list beside the prompt says what is allowed now.",
)
