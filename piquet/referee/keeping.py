"""A partie kept at a table of real cards: the lines people type, each deal ruled and scored, the partie's standing.

:class:`Keeping` takes what is said and played one act at a time (a line of
the notation, ``A: call point 5 making 48``, or its JSON), dispatches it
through the rulebook's rules for a kept deal (:mod:`piquet.rules.kept`), and
scores each deal once its twelfth trick is down (:mod:`piquet.rules.kept_scoring`).
The deal passes in turn (Law 5) and the partie is the library's
(:class:`~piquet.game.partie.Partie`: six deals, or four).  It is kept as
the lines typed (:meth:`Keeping.to_json`), so a partie is resumed by reading
them again and is the same however often it is stopped.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import attrs

import piquet.rules.rulebook  # noqa: F401  (importing it registers the rules a kept deal is dispatched to)
from piquet.errors import Contradiction, KeepError, PiquetError
from piquet.formats.kept_text import KEPT_FORMAT
from piquet.game.partie import Partie
from piquet.game.kept import YOUNGER, KeptDeal
from piquet.rules.scoring import DealScore

__all__ = ["Keeping", "KeptScore", "KEPT_FORMAT", "keep"]

#: The verbs a table of real cards says aloud; every other act turns on cards the program does not see.
KEPT_VERBS = ("take", "announce", "call", "reply", "reckon", "play", "claim")
_KEPT_ACTS = "take N, announce carte blanche, call, reply, reckon, play CARD, claim revoke"


@attrs.frozen
class KeptScore:
    """A deal kept and scored: the deal as said, with its rulings, and what it scored (``multiplier``: a four-deal
    partie's first and last deals count double)."""

    deal: KeptDeal
    score: DealScore
    multiplier: int

    def to_json(self) -> dict[str, Any]:
        from piquet.lawbook.listing import rulings_to_json

        deal = self.deal
        shown = [r.shown(deal.labels) for r in deal.rulings]
        rulings = rulings_to_json(shown)  # numbered as every game's are (lawkit.ruling.numbered)
        return {
            "number": deal.number,
            "dealer": deal.dealer,
            "elder": deal.elder,
            "finished": deal.is_over,
            "scores": {p: n * self.multiplier for p, n in self.score.totals.items()},
            "items": [{**item.to_json(), "points": item.points * self.multiplier} for item in self.score.items],
            "rulings": rulings,
        }


@attrs.frozen
class Keeping:
    """A partie kept from what the table said: the deals scored, the deal in play, and the lines that made them."""

    players: tuple[str, str]
    first_dealer: str
    length: int
    partie: Partie
    deal: KeptDeal
    scored: tuple[KeptScore, ...] = ()
    lines: tuple[str, ...] = ()

    @classmethod
    def start(cls, players: tuple[str, str] = ("A", "B"), first_dealer: str | None = None, deals: int = 6) -> Keeping:
        """A new partie: ``first_dealer`` deals the first hand (the second player, by default)."""
        if len(set(players)) != 2:
            raise KeepError(f"two players with distinct names, not {players!r}")
        dealer = players[1] if first_dealer is None else first_dealer
        if dealer not in players:
            raise KeepError(f"the first dealer must be {players[0]} or {players[1]}, not {dealer!r}")
        if deals not in (4, 6):
            raise KeepError(f"a partie is of six deals or four, not {deals}")
        return cls(players, dealer, deals, Partie(players, deals), KeptDeal(1, players, dealer))

    # -- taking acts ----------------------------------------------------------------------------------------------

    def enter(self, line: str) -> Keeping:
        """The partie after one typed line (``A: play AH``; a line naming no player is the one the table waits on's)."""
        from piquet.formats.kept_text import read_kept_line

        try:
            data, written = read_kept_line(line, self.players, self.deal.to_act or self.players[0])
        except PiquetError as error:
            raise KeepError(f"line {len(self.lines) + 1}: {_reason(error)}") from None
        return self.step(data, written)

    def step(self, act: Mapping[str, Any], line: str | None = None) -> Keeping:
        """The partie after one act given as the record format writes it (``{"player": "A", "play": "AH"}``)."""
        where = f"line {len(self.lines) + 1}"
        player = act.get("player")
        if player not in self.players:
            raise KeepError(f"{where}: the player must be {self.players[0]} or {self.players[1]}, not {player!r}")
        verb = next((v for v in KEPT_VERBS if v in act), None)
        if verb is None:
            named = ", ".join(k for k in act if k != "player")
            if not named:
                raise KeepError(f"{where}: the act names a player and no verb ({', '.join(KEPT_VERBS)})")
            raise KeepError(f"{where}: a table of real cards keeps what is said aloud ({', '.join(KEPT_VERBS)}); "
                            f"{named} turns on cards it does not see: write a record with the hands for the referee")
        keeping = self._next_deal_if(verb)
        if keeping.partie.complete:
            raise KeepError(f"{where}: the partie is over")
        try:
            deal = keeping._applied(keeping.deal, str(player), verb, act)
        except Contradiction as error:
            raise KeepError(f"{where} (deal {keeping.deal.number}): {error}") from None
        except PiquetError as error:
            raise KeepError(f"{where} (deal {keeping.deal.number}): {_reason(error)}") from None
        text = line if line is not None else _line_of(act)
        return attrs.evolve(keeping, deal=deal.evolve(events=deal.events + 1), lines=keeping.lines + (text,))

    def _next_deal_if(self, verb: str) -> Keeping:
        """A finished deal is scored when the next deal's first act comes (a claim of a revoke may still reopen it)."""
        if not self.deal.is_over or verb == "claim":
            return self
        closed = self.standing()
        number = self.deal.number + 1
        if closed.partie.complete:
            return closed
        return attrs.evolve(closed, deal=KeptDeal(number, self.players, self.dealer_of(number)))

    def _applied(self, deal: KeptDeal, player: str, verb: str, data: Mapping[str, Any]) -> KeptDeal:
        from piquet.formats.acts_json import event_from_json
        from piquet.game.acts import AnnounceCarteBlanche, Call, PenaltyClaim, Play, Reckon, Reply, Take
        from piquet.lawbook.registry import run
        from piquet.table.claims import Answer

        event = event_from_json(dict(data))
        seat = deal.seat(player)
        if isinstance(event, Take):
            return run("kept take", deal.stage, deal, seat, event.count)  # type: ignore[no-any-return]
        if isinstance(event, AnnounceCarteBlanche):
            return run("kept announce", deal.stage, deal, seat)  # type: ignore[no-any-return]
        if isinstance(event, Reply):
            answer = event.answer if event.answer in (Answer.GOOD, Answer.NOT_GOOD, Answer.EQUAL) else None
            return run("kept reply", deal.stage, deal, seat, answer)  # type: ignore[no-any-return]
        if isinstance(event, (Call, Reckon)):
            # The younger answers calls and reckons what he has good: what he "calls" is his reckoning (Laws 46, 47).
            asked = "kept reckon" if isinstance(event, Reckon) or seat == YOUNGER else "kept call"
            return run(asked, deal.stage, deal, seat, event.claim)  # type: ignore[no-any-return]
        if isinstance(event, PenaltyClaim) and event.what == "revoke":
            return run("kept claim", deal.stage, deal, seat)  # type: ignore[no-any-return]
        if isinstance(event, Play):
            for card in event.cards:
                if deal.is_over:
                    raise Contradiction(f"{card.code} played after the twelfth trick")
                deal = run("kept play", deal.stage, deal, seat, card)
            return deal
        raise KeepError(f"{verb} {data[verb]!r} is not kept at a table of real cards: {_KEPT_ACTS}")

    # -- the partie -------------------------------------------------------------------------------------------------

    def dealer_of(self, number: int) -> str:
        """The dealer of deal ``number``: the deal passes in turn (Law 5)."""
        other = self.players[0] if self.first_dealer == self.players[1] else self.players[1]
        return self.first_dealer if number % 2 == 1 else other

    def closed(self) -> Keeping:
        """The partie with the deal in play scored and written to the partie (it must be over)."""
        from piquet.lawbook.registry import run

        deal = self.deal
        for offender, trick, event in deal.revokes:
            deal = run("kept unclaimed revoke", deal.stage, deal, offender, trick, event)
        deal, score = run("kept score", deal.stage, deal)
        return attrs.evolve(self, partie=self.partie.record(score.totals), scored=self.scored + (KeptScore(deal, score, self.partie.multiplier(deal.number)),), deal=deal)

    def standing(self) -> Keeping:
        """The partie as it stands: the deal in play scored too once it is over."""
        if self.deal.is_over and (not self.scored or self.scored[-1].deal.number != self.deal.number):
            return self.closed()
        return self

    def score_so_far(self) -> DealScore:
        """What the deal in play has scored so far, as said and played."""
        from piquet.rules.kept_scoring import score_so_far

        return score_so_far(self.deal)

    @property
    def over(self) -> bool:
        return self.standing().partie.complete

    def to_json(self) -> dict[str, Any]:
        """The kept partie: its settings and lines (enough to resume it), each deal scored, and the partie's standing."""
        now = self.standing()
        partie = now.partie
        settlement = partie.settlement()
        return {
            "format": KEPT_FORMAT,
            "players": list(self.players),
            "first_dealer": self.first_dealer,
            "deals": self.length,
            "lines": list(self.lines),
            "scored": [kept.to_json() for kept in now.scored],
            "partie": {
                "totals": partie.totals_by_player(),
                "played": partie.played,
                "complete": partie.complete,
                "winner": None if settlement is None else settlement.winner,
                "points_won": None if settlement is None else settlement.points_won,
                "rubicon": None if settlement is None else settlement.rubicon,
            },
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Keeping:
        """A kept partie read again from :meth:`to_json`'s settings and lines."""
        if data.get("format") != KEPT_FORMAT:
            raise KeepError(f"not a kept partie: its format is {data.get('format')!r}, not {KEPT_FORMAT!r}")
        players = data.get("players", ["A", "B"])
        if not isinstance(players, list) or len(players) != 2:
            raise KeepError("players: a list of two names")
        length = data.get("deals", 6)
        keeping = cls.start((str(players[0]), str(players[1])), data.get("first_dealer"), length if isinstance(length, int) else 0)
        return keeping.enter_all(data.get("lines", []))

    def to_text(self, title: str = "") -> str:
        """The kept partie as a text file: its settings in comment lines, then the lines typed, one an act."""
        from piquet.formats.kept_text import format_kept_text

        return format_kept_text(self.players, self.first_dealer, self.length, self.lines, title)

    @classmethod
    def from_text(cls, text: str) -> Keeping:
        """A kept partie read from :meth:`to_text`'s form."""
        from piquet.formats.kept_text import parse_kept_text

        players, first_dealer, deals, lines = parse_kept_text(text)
        return cls.start(players, first_dealer, deals).enter_all(lines)

    def enter_all(self, lines: Iterable[object]) -> Keeping:
        keeping = self
        for line in lines:
            if not isinstance(line, str):
                raise KeepError(f"line {len(keeping.lines) + 1}: a line of text, not {line!r}")
            keeping = keeping.enter(line)
        return keeping


def keep(lines: Iterable[str], players: tuple[str, str] = ("A", "B"), first_dealer: str | None = None, deals: int = 6) -> Keeping:
    """A partie kept from the lines typed at a table of real cards."""
    return Keeping.start(players, first_dealer, deals).enter_all(lines)


def _reason(error: PiquetError) -> str:
    return str(getattr(error, "reason", error))


def _line_of(act: Mapping[str, Any]) -> str:
    from piquet.formats.notation import format_event_text

    return format_event_text(dict(act))
