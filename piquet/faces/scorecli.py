"""``piquet score [DEAL...]``: a score pad that keeps a partie from each deal's scores.

A deal is written ``28-23`` (the players in the order ``--players`` names
them) or ``A=28,B=23``, or item by item, ``A: point 5, quint, play 14,
cards; B: trio, play 6`` (:mod:`piquet.faces.scoreitems`: each item worth
what the laws give it, the repique added where the items make it).  The partie is the library's: six deals, or four
with the first and last doubled (:class:`~piquet.game.partie.Partie`, note
to Law 71), or Piquet au Cent's games of a hundred up
(:class:`~piquet.game.games.GamesPartie`).  Au cent, a deal's scores are added
in the order written, since the game is won the moment a hundred is reached
(Law 67): when both reach a hundred in one deal, write first the player who
got there first.

After each deal the pad says the totals, the deals played and left, who
deals next and who is elder (the deal passes in turn, Law 5), who is still
short of the rubicon, and once the partie is over its result and the money
(``piquet settle``'s words).  With no deal given at a terminal, or with
``-``, deals are read one a line from standard input, the state printed
after each; ``q`` or the end of the input stops.  A bad line there is said
and skipped; a bad deal on the command line is exit status 2.
"""

from __future__ import annotations

import argparse
import json
import re
from typing import TYPE_CHECKING, Any

import attrs

from piquet.errors import ScoreError
from piquet.game.variant import Variant

if TYPE_CHECKING:
    from piquet.game.games import GamesPartie
    from piquet.game.partie import Partie

__all__ = ["add_command", "Pad", "parse_deal", "read_deal"]

_PAIR = re.compile(r"^\s*(\d+)\s*[-:]\s*(\d+)\s*$")


def add_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``score`` to the ``piquet`` parser."""
    from piquet.faces.settlecli import add_partie_options

    score = commands.add_parser(
        "score",
        help="a score pad: enter each deal's scores, see the running partie, the next dealer and the result",
        description="Keep a partie from each deal's scores: totals, deals left, the next dealer and elder, "
        "the rubicon, the result and the money. No DEAL at a terminal, or '-', reads one deal a line.",
    )
    score.add_argument("scores", nargs="*", metavar="DEAL",
                       help="a deal's scores: '28-23' or 'A=28,B=23', or its items: 'A: point 5, quint; B: trio, play 6'; '-' reads stdin")
    score.add_argument("--deal", action="append", default=[], metavar="A=N,B=N", help="a deal's scores, by name")
    score.add_argument("--deals", dest="length", type=int, choices=(4, 6), default=6, help="six deals (default), or four, the first and last doubled")
    score.add_argument("--dealer", metavar="PLAYER", help="who deals first (default: the first player)")
    add_partie_options(score)
    score.set_defaults(handler=_score)


def read_deal(pad: Pad, text: str) -> Pad:
    """The pad after the next deal, written as two scores (``28-23``) or by items (``A: point 5, quint; B: trio``)."""
    from piquet.faces.scoreitems import looks_itemized, parse_items

    if not looks_itemized(text):
        return pad.record(parse_deal(text, pad.players))
    number = pad.partie.next_deal
    dealer = pad.dealer_of(number)
    itemized = parse_items(text, pad.players, next(p for p in pad.players if p != dealer))
    said = "; ".join(f"{p}: {itemized.described(p)}" for p in pad.players)
    return attrs.evolve(pad.record(itemized.totals), items=pad.items[: len(pad.deals)] + (said,))


def parse_deal(text: str, players: tuple[str, str]) -> dict[str, int]:
    """A deal's scores, in the order written: ``28-23`` (the players in order) or ``A=28,B=23``."""
    from piquet.game.partie import MOST_IN_A_DEAL

    pair = _PAIR.match(text)
    if pair:
        scores = {players[0]: int(pair.group(1)), players[1]: int(pair.group(2))}
    else:
        scores = {}
        for part in text.replace(" ", "").split(","):
            name, sign, number = part.partition("=")
            if not sign or name not in players or not number.isdigit() or name in scores:
                raise ScoreError(f"a deal is written like '28-23' or '{players[0]}=28,{players[1]}=23', not {text!r}")
            scores[name] = int(number)
        if len(scores) != 2:
            raise ScoreError(f"a deal gives both players' scores, {players[0]} and {players[1]}: {text!r}")
    for name, points in scores.items():
        if points > MOST_IN_A_DEAL:
            raise ScoreError(f"{name} cannot score {points} in one deal ({MOST_IN_A_DEAL} at most, Laws 61-69)")
    return scores


@attrs.frozen
class Pad:
    """The partie kept so far: the library's partie (or au cent's games), the first dealer and each deal's scores."""

    players: tuple[str, str]
    first_dealer: str
    partie: Partie | GamesPartie
    deals: tuple[dict[str, int], ...] = ()
    #: Each deal's items as the pad read them (None for a deal written as two scores).
    items: tuple[str | None, ...] = ()

    @classmethod
    def start(cls, players: tuple[str, str], first_dealer: str, deals: int, au_cent: bool) -> Pad:
        from piquet.game.games import GamesPartie
        from piquet.game.partie import Partie

        if first_dealer not in players:
            raise ScoreError(f"the dealer must be {players[0]} or {players[1]}, not {first_dealer!r}")
        return cls(players, first_dealer, GamesPartie(players) if au_cent else Partie(players, deals))

    @property
    def au_cent(self) -> bool:
        from piquet.game.games import GamesPartie

        return isinstance(self.partie, GamesPartie)

    def dealer_of(self, number: int) -> str:
        """The dealer of deal ``number``: the deal passes in turn (Law 5)."""
        other = self.players[1] if self.first_dealer == self.players[0] else self.players[0]
        return self.first_dealer if number % 2 == 1 else other

    def record(self, scores: dict[str, int]) -> Pad:
        """The pad after one more deal with these scores."""
        from piquet.game.games import GamesPartie

        if self.partie.complete:
            raise ScoreError("the partie is over: no more deals")
        partie: Partie | GamesPartie
        if isinstance(self.partie, GamesPartie):
            partie, _ = self.partie.record((name, points, "deal") for name, points in scores.items())
        else:
            partie = self.partie.record(scores)
        return attrs.evolve(self, partie=partie, deals=self.deals + (scores,), items=self.items + (None,))

    def state(self, stake: Any = None) -> dict[str, Any]:
        """Where the partie stands, as JSON."""
        from piquet.faces.settlecli import settled
        from piquet.game.games import GamesPartie
        from piquet.game.partie import RUBICON, Partie

        partie = self.partie
        number = partie.next_deal
        variant = Variant.AU_CENT if self.au_cent else Variant.RUBICON
        out: dict[str, Any] = {"variant": str(variant), "players": list(self.players),
                               "deals": [dict(d) for d in self.deals], "deals_played": len(self.deals),
                               "items": list(self.items),
                               "complete": partie.complete}
        if isinstance(partie, GamesPartie):
            won = partie.games_won()
            out |= {"games_won": won, "game_in_progress": partie.scores_by_player(),
                    "games": [game.to_json() for game in partie.games]}
            numbers = (won[self.players[0]], won[self.players[1]])
        else:
            totals = partie.totals_by_player()
            out |= {"deals_due": partie.deals_due(), "deals_left": max(0, partie.deals_due() - partie.played),
                    "totals": totals, "short_of_rubicon": [p for p in self.players if totals[p] < RUBICON]}
            if not partie.complete:
                out["next_counts_double"] = partie.multiplier(number) == 2
            out["played_off"] = partie.extended
            if self.deals:
                out["last_counted_double"] = partie.multiplier(partie.played) == 2
            numbers = (totals[self.players[0]], totals[self.players[1]])
        if not partie.complete:
            dealer = self.dealer_of(number)
            out["next"] = {"deal": number, "dealer": dealer, "elder": next(p for p in self.players if p != dealer)}
        else:
            replayed = isinstance(partie, Partie) and partie.extended
            out["result"] = settled(self.players, numbers, self.au_cent, stake, replayed=replayed)
        return out


def state_text(said: dict[str, Any]) -> str:
    """The pad's state in a few lines of text."""
    from piquet.faces.settlecli import settled_text

    players = said["players"]
    played = said["deals_played"]
    deals = f"{played} deal{'s' if played != 1 else ''}"
    head = []
    if said["deals"]:
        double = " (counts double)" if said.get("last_counted_double") else ""
        head = [f"Deal {played}{double}: {_pairs(said['deals'][-1], players)}"]
        if said.get("items") and said["items"][-1]:
            head.append(f"  ({said['items'][-1]})")
    if "games_won" in said:
        won, game = said["games_won"], said["game_in_progress"]
        lines = [f"Games won: {_pairs(won, players)} (a double counting two) after {deals}; "
                 f"the game in progress stands {_pairs(game, players)}"]
        lines += [f"Game {g['number']}: {g['winner']} wins a {'double' if g['double'] else 'single'} game, "
                  f"{_pairs(g['scores'], players)}" for g in said["games"]]
    else:
        lines = [f"Totals: {_pairs(said['totals'], players)} after {deals}; {said['deals_left']} to play"]
        short = said["short_of_rubicon"]
        if short and not said["complete"]:
            lines.append(f"Short of the rubicon (a hundred): {' and '.join(short)}")
        if said["played_off"] and said.get("next"):
            lines.append("Tied after the regular deals: one more deal each is played off (Law 71)")
    lines = head + lines
    nxt = said.get("next")
    if nxt:
        double = " (counts double)" if said.get("next_counts_double") else ""
        lines.append(f"Next: deal {nxt['deal']}{double}, {nxt['dealer']} deals, {nxt['elder']} is elder")
        return "\n".join(lines) + "\n"
    return "\n".join(lines) + "\nThe partie is over.\n" + settled_text(said["result"])


def _pairs(scores: dict[str, int], players: list[str]) -> str:
    return ", ".join(f"{p} {scores[p]}" for p in players)


def _score(args: argparse.Namespace, streams: Any) -> int:
    from piquet.faces.width import fit_text

    players = (args.players[0], args.players[1])
    if players[0] == players[1]:
        raise ScoreError(f"the two players need two names, not {players[0]!r} twice")
    pad = Pad.start(players, args.dealer or players[0], args.length, Variant.parse(args.variant).au_cent)
    written = [d for d in args.scores if d != "-"] + list(args.deal)
    for text in written:
        pad = read_deal(pad, text)
    reading = "-" in args.scores or (not written and streams.stdin.isatty())
    shown = False
    if reading:
        pad, shown = _read(pad, args, streams)
    said = pad.state(args.stakes)
    if args.json:
        streams.out.write(json.dumps(said) + "\n")
    elif not shown or pad.partie.complete:
        streams.out.write(fit_text(state_text(said)))
    return 0


def _read(pad: Pad, args: argparse.Namespace, streams: Any) -> tuple[Pad, bool]:
    """Deals one a line from standard input, the state after each but the last (text only); ``q`` or the end stops.

    Also says whether a state was shown; the last state, with the result and the money, is the caller's to show.
    """
    from piquet.faces.width import fit_text
    from piquet.errors import PiquetError

    prompt = streams.stdin.isatty() and not args.json
    shown = False
    while not pad.partie.complete:
        if prompt:
            streams.out.write(f"deal {pad.partie.next_deal} ({pad.players[0]}-{pad.players[1]}, q to stop)> ")
            streams.out.flush()
        line = streams.stdin.readline()
        if not line or line.strip().lower() in ("q", "quit"):
            break
        if not line.strip():
            continue
        try:
            pad = read_deal(pad, line.strip())
        except PiquetError as error:
            streams.err.write(f"piquet: {error}\n")
            continue
        if not args.json and not pad.partie.complete:
            streams.out.write(fit_text(state_text(pad.state())))
            shown = True
    return pad, shown
