"""A text notation for whole records, read and written beside the JSON.

JSON is the interchange contract, but nobody notes a deal at the table in
JSON.  This notation is the record as a player would write it down: a short
header, then for each deal the dealer, the hands, the stock and the acts one
line at a time (``A: discard KS 8C 7C 9D 8D; take 5``).  It carries exactly
what the JSON carries, so nothing is lost going either way:
``parse_record_text(format_record_text(r))`` is the canonical JSON of ``r``,
and canonical text reads back to itself.  The grammar is set out in
``docs/notation.rst``.

Reading goes through :func:`piquet.read_record`, so a text is checked as
strictly as JSON is; a fault raises :class:`RecordTextError`, a
:class:`~piquet.errors.RecordError` that also names the line.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple, NoReturn

import attrs

from piquet.game.variant import Variant
from piquet.errors import NotationError, RecordError, did_you_mean, twice
from piquet.formats.acts_json import event_from_json
from piquet.formats.cut_json import cut_act_from_json
from piquet.game.record import FORMAT, Record
from piquet.formats.record_json import check_extension, read_record
from piquet.table.cards import Card, unknown_card

__all__ = [
    "SUFFIX",
    "MAX_LINE",
    "RecordTextError",
    "TextLines",
    "parse_record_text",
    "read_record_text",
    "format_record_text",
    "format_event_text",
    "parse_event_text",
]

#: The file suffix of a record written in this notation ("piquet notation").
SUFFIX = ".pqn"

#: The longest line read or written, in characters: a bound on what one
#: faulty line can cost, far beyond any line a real record needs.
MAX_LINE = 10_000
#: How long a line the writer makes by joining one player's acts: a record written for people reads in 100 columns.
_WRITTEN_WIDTH = 100

#: How long an error message may grow; input is never echoed beyond this.
_MESSAGE_LIMIT = 200

#: Header keys other than extensions, in the order they must come.
_HEADER_ORDER = ("format", "players", "variant", "options", "start")

#: The line that opens the cut for deal, as tokens.
_CUT_HEADING = [("word", "cut"), ("word", "for"), ("word", "deal"), (":", ":")]

#: Labels that would read as a keyword at the start of a line, so are quoted (``players`` and ``format`` open a record of several).
_RESERVED = frozenset({"stock", "deal", "players", "format"})

#: Words that open a call: a point, a sequence or a set.
_CLAIM_WORDS = ("point", "sequence", "set")

_TOKEN = re.compile(
    r'[ \t]+|(?P<string>"(?:[^"\\]|\\.)*")|(?P<punct>[,:;])|(?P<comment>#)|(?P<word>[^ \t",:;#]+)|(?P<open>")'
)
_NUMBER = re.compile(r"[0-9]{1,6}")


class RecordTextError(RecordError):
    """A record's text could not be read: a :class:`RecordError` that also says on which line.

    ``line`` counts from 1, as an editor does; ``deal`` and ``event`` are
    indexes from 0 like those of every :class:`RecordError`.  The message is
    kept short, so a long or hostile line is never echoed whole.
    """

    def __init__(
        self,
        message: str,
        *,
        line: int | None = None,
        deal: int | None = None,
        event: int | None = None,
        card: str | None = None,
        laws: tuple[int, ...] = (),
        cases: tuple[str, ...] = (),
    ) -> None:
        short_card = card if card is not None and len(card) <= 4 and card.isprintable() else None
        super().__init__(_clip(message, 160), deal=deal, event=event, card=short_card, laws=laws, cases=cases)
        self.line = line

    def where(self) -> str:
        """The place in words: ``line 7, deal 1, event 3``."""
        inner = super().where()
        head = f"line {self.line}" if self.line is not None else ""
        return ", ".join(part for part in (head, inner) if part)

    def __str__(self) -> str:
        return _clip(super().__str__(), _MESSAGE_LIMIT)


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _show(text: str) -> str:
    """A piece of input for a message: quoted, and cut short if long."""
    return repr(text if len(text) <= 24 else text[:24] + "…")


def _who(label: str) -> str:
    """A player's label for a message: as it is when short and plain, else as :func:`_show` gives it."""
    return label if len(label) <= 24 and _is_bare(label) else _show(label)


# ---------------------------------------------------------------- tokens


class _Token(NamedTuple):
    kind: str  # "word", "string" (text is the decoded value), ",", ":" or ";"
    text: str
    end: int


def _is_bare(word: str) -> bool:
    """Whether a word can be written without quotes and read back the same."""
    return (
        bool(word)
        and word[0].isalnum()
        and all(c.isprintable() and not c.isspace() and c not in '",:;#\\' for c in word)
    )


def _label_out(label: str) -> str:
    return label if _is_bare(label) and label not in _RESERVED else _quote(label)


def _quote(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def _text_out(text: str, stops: tuple[str, ...] = ()) -> str:
    """Free text bare when its words read back as the same text, else quoted."""
    words = text.split(" ")
    if all(_is_bare(w) and w not in stops for w in words):
        return text
    return _quote(text)


def _cards_out(cards: str) -> str:
    return cards if cards else "-"


# ---------------------------------------------------------------- reading


class _Line:
    """One line being read: its tokens and a cursor, and where it is for errors."""

    def __init__(self, number: int, tokens: list[_Token], deal: int | None = None) -> None:
        self.lineno = number
        self.tokens = tokens
        self.at = 0
        self.deal = deal
        self.event: int | None = None

    def fail(self, message: str, card: str | None = None) -> NoReturn:
        raise RecordTextError(message, line=self.lineno, deal=self.deal, event=self.event, card=card)

    def peek(self) -> _Token | None:
        return self.tokens[self.at] if self.at < len(self.tokens) else None

    def peek_word(self) -> str | None:
        token = self.peek()
        return token.text if token is not None and token.kind == "word" else None

    def take(self, what: str) -> _Token:
        token = self.peek()
        if token is None:
            self.fail(f"{what} is missing at the end of the act")
        self.at += 1
        return token

    def word(self, what: str) -> str:
        token = self.take(what)
        if token.kind != "word":
            self.fail(f"expected {what}, found {_show(token.text)}")
        return token.text

    def keyword(self, expected: str) -> None:
        found = self.word(repr(expected))
        if found != expected:
            self.fail(f"expected {expected!r}, found {_show(found)}")

    def number(self, what: str) -> int:
        text = self.word(what)
        if not _NUMBER.fullmatch(text):
            self.fail(f"{what} must be a whole number, not {_show(text)}")
        return int(text)

    def label(self, what: str) -> str:
        token = self.take(what)
        if token.kind not in ("word", "string"):
            self.fail(f"expected {what}, found {token.text!r}")
        return token.text

    def rest_phrase(self, what: str) -> str:
        """The remaining words, joined by single spaces: the fixed phrases of some verbs."""
        words = []
        while (token := self.peek()) is not None:
            if token.kind != "word":
                self.fail(f"{what}: unexpected {_show(token.text)}")
            words.append(token.text)
            self.at += 1
        if not words:
            self.fail(f"{what} is missing")
        return " ".join(words)

    def text(self, what: str, stops: tuple[str, ...] = ()) -> str:
        """Free text: one quoted string, or bare words up to a stop word or the end."""
        token = self.peek()
        if token is not None and token.kind == "string":
            self.at += 1
            return token.text
        words = []
        while (token := self.peek()) is not None and not (token.kind == "word" and token.text in stops):
            if token.kind != "word":
                self.fail(f"{what}: put text with {token.text!r} or quotes in it inside double quotes")
            words.append(token.text)
            self.at += 1
        if not words:
            self.fail(f"{what} is missing")
        return " ".join(words)

    def cards(self, what: str, stops: tuple[str, ...] = ()) -> str:
        """Cards up to a stop word or the end (``-`` for none), checked one by one."""
        codes: list[str] = []
        dash = False
        while (token := self.peek()) is not None and not (token.kind == "word" and token.text in stops):
            self.at += 1
            if token.kind == ",":
                continue
            if token.kind != "word":
                self.fail(f"{what}: expected a card, found {_show(token.text)}")
            if token.text == "-":
                dash = True
                continue
            try:
                codes.append(Card.parse(token.text).code)
            except NotationError:
                self.fail(f"{what}: {unknown_card(token.text)}", card=token.text)
        if dash and codes:
            self.fail(f"{what}: '-' stands for no cards, so cannot come with cards")
        return " ".join(codes)

    def end(self, what: str) -> None:
        token = self.peek()
        if token is not None:
            self.fail(f"{what}: unexpected {_show(token.text)} at the end")


def _lex(line: str, number: int, deal: int | None) -> list[_Token]:
    tokens: list[_Token] = []
    position = 0
    while position < len(line):
        match = _TOKEN.match(line, position)
        assert match is not None  # every character starts some alternative
        position = match.end()
        kind = match.lastgroup
        if kind is None:
            continue
        if kind == "comment":
            break
        if kind == "open":
            raise RecordTextError("a quoted text is not closed", line=number, deal=deal)
        text = match.group()
        if kind == "string":
            try:
                text = json.loads(text)
            except ValueError:
                raise RecordTextError(f"a quoted text is not valid JSON: {_show(text)}", line=number, deal=deal) from None
            tokens.append(_Token("string", text, position))
        elif kind == "punct":
            tokens.append(_Token(text, text, position))
        else:
            tokens.append(_Token("word", text, position))
    return tokens


def _json_after(line: str, start: int, where: _Line, what: str) -> Any:
    """A JSON value from ``start`` to the end of the line (a comment may follow)."""
    decoder = json.JSONDecoder()
    rest = line[start:].lstrip(" \t")
    try:
        value, end = decoder.raw_decode(rest)
    except (ValueError, RecursionError):
        where.fail(f"{what} must be a JSON value")
    tail = rest[end:].strip(" \t")
    if tail and not tail.startswith("#"):
        where.fail(f"{what}: unexpected {_show(tail)} after the JSON value")
    return value


def _claim(line: _Line, verb: str) -> dict[str, Any]:
    kind = line.word(f"what {verb} names (point, sequence or set)")
    if kind not in _CLAIM_WORDS:
        line.fail(f"{verb} names a point, a sequence or a set, not {_show(kind)}")
    if kind == "set":
        first = line.peek_word()
        if first is not None and not _NUMBER.fullmatch(first):
            line.fail(f"{verb} set: the count comes first, then the rank, as in 'set 3 J', not {_show(first)}")
        count = line.number("the count of a set (3 or 4)")
        rank = line.peek_word()
        if rank is not None:
            line.at += 1
        line.end(f"{verb} set")
        return {"set": rank, "count": count}
    out: dict[str, Any] = {kind: line.number(f"the {kind}'s number of cards")}
    clauses = {"point": ("making", "in"), "sequence": ("to", "in")}[kind]
    while (word := line.peek_word()) is not None:
        line.at += 1
        if word not in clauses:
            line.fail(f"{verb} {kind}: expected {' or '.join(map(repr, clauses))}, found {_show(word)}")
        key = {"making": "value", "to": "to", "in": "suit"}[word]
        if key in out:
            line.fail(f"{verb} {kind}: {word!r} is said twice")
        out[key] = line.number("the point's value") if word == "making" else line.word(f"what follows {word!r}")
    line.end(f"{verb} {kind}")
    return out


def _pairs(line: _Line, what: str, value: Callable[[], Any]) -> dict[str, Any]:
    """``name value, name value``: options, start scores and written scores."""
    out: dict[str, Any] = {}
    while True:
        name = line.label(f"a name in {what}")
        if name in out:
            line.fail(f"{what}: {_show(name)} is given twice")
        out[name] = value()
        token = line.peek()
        if token is None or token.kind != ",":
            return out
        line.at += 1


def _option_value(line: _Line) -> Any:
    text = line.word("an option's value")
    if text in ("true", "false"):
        return text == "true"
    if _NUMBER.fullmatch(text):
        return int(text)
    line.fail(f"an option's value is a number, true or false, not {_show(text)}")


def _phrase_act(verb: str) -> Callable[[_Line], dict[str, Any]]:
    return lambda line: {verb: line.rest_phrase(f"what follows {verb!r}")}


def _cards_act(verb: str) -> Callable[[_Line], dict[str, Any]]:
    return lambda line: {verb: line.cards(verb)}


def _number_act(verb: str) -> Callable[[_Line], dict[str, Any]]:
    def read(line: _Line) -> dict[str, Any]:
        count = line.number(f"the number of cards to {verb}")
        line.end(verb)
        return {verb: count}

    return read


def _read_cut(line: _Line) -> dict[str, Any]:
    """``cut 10``, or ``cut 10 exposing AS`` for a card shown in cutting (Law 7)."""
    count = line.number("the number of cards lifted in the cut")
    if line.peek() is None:
        return {"cut": count}
    line.keyword("exposing")
    card = line.cards("the card exposed")
    if len(card.split()) != 1:
        line.fail("a cut exposes one card: 'cut N exposing CARD'")
    return {"cut": count, "exposed": card}


def _read_card_cut(line: _Line) -> dict[str, Any]:
    """In the cut for deal: ``cut KH``, or ``cut KH exposing 9S 7D`` when more cards were shown (Law 5)."""
    card = line.cards("the card cut", stops=("exposing",))
    if len(card.split()) != 1:
        line.fail("a cut for deal names the one card cut: 'cut CARD'")
    if line.peek() is None:
        return {"cut": card}
    line.keyword("exposing")
    return {"cut": card, "exposed": line.cards("the cards exposed")}


#: The acts of the cut for deal (Laws 4-6) and how each is read.
_CUT_READERS: dict[str, Callable[[_Line], dict[str, Any]]] = {
    "cut": _read_card_cut,
    "choose": _phrase_act("choose"),
    "claim": _phrase_act("claim"),
}


def _read_concede(line: _Line) -> dict[str, Any]:
    line.end("concede")
    return {"concede": True}


def _read_claim_act(verb: str) -> Callable[[_Line], dict[str, Any]]:
    return lambda line: {verb: _claim(line, verb)}


def _read_correct(line: _Line) -> dict[str, Any]:
    if line.peek_word() in _CLAIM_WORDS:
        return {"correct": _claim(line, "correct")}
    return {"correct": line.rest_phrase("the reply corrected to")}


def _read_expose(line: _Line) -> dict[str, Any]:
    """``expose 8H``, or ``expose 8H while taking in`` (or ``while dealing``) where the record says when (Laws 13, 27)."""
    cards = line.cards("expose", stops=("while",))
    if line.peek() is None:
        return {"expose": cards}
    line.keyword("while")
    return {"expose": cards, "while": line.rest_phrase("when the card was exposed (dealing or taking in)")}


def _read_mix(line: _Line) -> dict[str, Any]:
    cards = line.cards("mix", stops=("with",))
    line.keyword("with")
    into = line.word("what the cards are mixed with (hand or discard)")
    line.end("mix")
    return {"mix": cards, "with": into}


def _read_surplus(line: _Line) -> dict[str, Any]:
    """``surplus 9H of A in discard``: a card of the other pack found with A, in his discard, hand or cards played (Cases XVII, XVIII)."""
    card = line.cards("the surplus card", stops=("of",))
    if len(card.split()) != 1:
        line.fail("a surplus card is one card: 'surplus CARD of PLAYER in discard|hand|played'")
    line.keyword("of")
    holder = line.label("the player the card was found with")
    line.keyword("in")
    place = line.word("where the card was found (discard, hand or played)")
    line.end("surplus")
    return {"surplus": {"holder": holder, "card": card, "in": place}}


def _read_rectify(line: _Line) -> dict[str, Any]:
    """``rectify TD to B, 9S to stock``: each card the dealer moves and where to (Law 10)."""
    moves: dict[str, str] = {}
    while True:
        code = line.word("a card moved")
        try:
            card = Card.parse(code).code
        except NotationError:
            line.fail(f"rectify: {unknown_card(code)}", card=code)
        line.keyword("to")
        moves[card] = line.label("where the card is moved to")
        token = line.peek()
        if token is None:
            return {"rectify": moves}
        if token.kind != ",":
            line.fail(f"rectify: expected ',' between moves, found {_show(token.text)}")
        line.at += 1


def _read_ask(line: _Line) -> dict[str, Any]:
    question = line.text("the question", stops=("about",))
    if line.peek() is None:
        return {"ask": question}
    line.keyword("about")
    about = line.text("what the question is about")
    line.end("ask")
    return {"ask": {question: about}}


def _read_answer(line: _Line) -> dict[str, Any]:
    answer = line.text("the answer")
    line.end("answer")
    return {"answer": answer}


def _read_elect(line: _Line) -> dict[str, Any]:
    out: dict[str, Any] = {"elect": line.text("the choice", stops=("option",))}
    if line.peek() is not None:
        line.keyword("option")
        out["option"] = line.text("the option")
        line.end("elect")
    return out


def _read_remark(line: _Line) -> dict[str, Any]:
    out: dict[str, Any] = {"remark": line.text("the remark", stops=("by",))}
    if line.peek() is not None:
        line.keyword("by")
        out["by"] = line.text("who remarks")
        line.end("remark")
    return out


#: The word after a written score that says whether its figures are doubled (a deal that counts double, note to Law 71).
_DOUBLED_WORDS = {"doubled": True, "undoubled": False}


def _read_write(line: _Line) -> dict[str, Any]:
    """``write A 28, B 23``, then ``doubled`` or ``undoubled`` where the record says which figure was written."""
    scores = _pairs(line, "write", lambda: line.number("a score written"))
    out: dict[str, Any] = {"write": scores}
    word = line.peek_word()
    if word in _DOUBLED_WORDS:
        line.at += 1
        out["doubled"] = _DOUBLED_WORDS[word]
    line.end("write")
    return out


def _read_claim(line: _Line) -> dict[str, Any]:
    """``claim revoke`` and the like; ``claim score of deal 2`` names the deal whose written score is claimed, numbered as
    the ``deal`` lines number it, from 1 (the JSON's ``deal`` is its index, from 0)."""
    what = line.rest_phrase("what follows 'claim'")
    named = re.fullmatch(r"score of deal ([0-9]{1,6})", what)
    if named is None:
        return {"claim": what}
    number = int(named.group(1))
    if number < 1:
        line.fail("claim score of deal N: deals are numbered from 1")
    return {"claim": "score", "deal": number - 1}


def _read_play(line: _Line) -> dict[str, Any]:
    return {"play": line.cards("play")}


_ACT_READERS: dict[str, Callable[[_Line], dict[str, Any]]] = {
    "discard": _cards_act("discard"),
    "take": _number_act("take"),
    "exchange": _cards_act("exchange"),
    "declare": _phrase_act("declare"),
    "announce": _phrase_act("announce"),
    "show": _phrase_act("show"),
    "call": _read_claim_act("call"),
    "reply": _phrase_act("reply"),
    "reckon": _read_claim_act("reckon"),
    "look": _phrase_act("look"),
    "play": _read_play,
    "concede": _read_concede,
    "expose": _read_expose,
    "faced": _cards_act("faced"),
    "damaged": _cards_act("damaged"),
    "surplus": _read_surplus,
    "fresh": _phrase_act("fresh"),
    "leave": _number_act("leave"),
    "demand": _phrase_act("demand"),
    "count": _phrase_act("count"),
    "retake": _cards_act("retake"),
    "mix": _read_mix,
    "correct": _read_correct,
    "ask": _read_ask,
    "answer": _read_answer,
    "elect": _read_elect,
    "propose": _phrase_act("propose"),
    "accept": _phrase_act("accept"),
    "rectify": _read_rectify,
    "claim": _read_claim,
    "remark": _read_remark,
    "write": _read_write,
    "lift": _phrase_act("lift"),
    "will": _phrase_act("will"),
    "gather": _phrase_act("gather"),
    "shuffle": _phrase_act("shuffle"),
    "cut": _read_cut,
}


class _Reader:
    """Reads a text line by line into the JSON shape, remembering where each part came from."""

    def __init__(self) -> None:
        self.header: dict[str, Any] = {}
        self.header_lines: dict[str, int] = {}
        self.extra: dict[str, Any] = {}
        self.players: tuple[str, str] | None = None
        self.deals: list[dict[str, Any]] = []
        self.deal_lines: list[int] = []
        self.event_lines: list[list[int]] = []
        self.state = "header"
        self.stock_seen: dict[str, str] = {}
        self.cut_acts: list[dict[str, Any]] | None = None

    # -- the whole text

    def read(self, text: str, first_line: int = 1) -> dict[str, Any]:
        for number, raw in enumerate(text.split("\n"), start=first_line):
            line = raw[:-1] if raw.endswith("\r") else raw
            if len(line) > MAX_LINE:
                raise RecordTextError(
                    f"the line is {len(line)} characters long; a line holds at most {MAX_LINE}",
                    line=number,
                    deal=self._deal_index(),
                )
            self.read_line(number, line)
        if self.state == "header":
            self.close_header(None)
        elif self.state == "hands":
            self.missing_hands(None)
        return self.finish()

    def _deal_index(self) -> int | None:
        return len(self.deals) - 1 if self.deals else None

    def read_line(self, number: int, line: str) -> None:
        stripped = line.lstrip(" \t")
        if not stripped or stripped.startswith("#"):
            return
        deal = self._deal_index()
        if stripped.startswith("{"):
            where = _Line(number, [], deal)
            if self.state != "acts":
                where.fail("a JSON event belongs among a deal's acts, after its stock")
            where.event = len(self.deals[-1]["events"])
            self.add_event(where, _json_after(line, 0, where, "a JSON event"))
            return
        tokens = _lex(line, number, deal)
        if not tokens:
            return
        where = _Line(number, tokens, deal)
        first = tokens[0]
        if first.kind == "word" and first.text == "deal" and len(tokens) > 2 and tokens[1].kind == "word" and tokens[2].kind == ":":
            self.start_deal(where)
        elif [(t.kind, t.text) for t in tokens] == _CUT_HEADING:
            self.start_cut(where)
        elif self.state == "cut":
            self.cut_line(where)
        elif self.state == "header":
            self.header_line(where, line)
        elif self.state == "hands":
            self.hand_line(where)
        else:
            self.act_line(where)

    # -- the header

    def header_line(self, where: _Line, line: str) -> None:
        if len(where.tokens) < 2 or where.tokens[1].kind != ":" or where.tokens[0].kind not in ("word", "string"):
            where.fail("a header line is 'name: value' (players, variant, options, start or an x- extension)")
        key = where.tokens[0].text
        where.at = 2
        if key.startswith("x-"):
            if key in self.extra:
                where.fail(f"the extension {_show(key)} is given twice")
            self.extra[key] = _json_after(line, where.tokens[1].end, where, f"the extension {_show(key)}")
            return
        if key not in _HEADER_ORDER:
            where.fail(f"unknown header {_show(key)}; one of {', '.join(_HEADER_ORDER)} or an x- extension")
        order = _HEADER_ORDER.index(key)
        for later in _HEADER_ORDER[order:]:
            if later in self.header_lines:
                where.fail(f"{key!r} is given twice" if later == key else f"{key!r} must come before {later!r}")
        if key != "format" and key != "players" and self.players is None:
            where.fail(f"the header names the players before {key!r}")
        self.header_lines[key] = where.lineno
        check: dict[str, Any] = {}
        if key == "format":
            value = where.word("the format")
            if value != FORMAT:
                where.fail(f"unknown format {_show(value)}; this library reads {FORMAT!r}")
            where.end("format")
            return
        if key == "players":
            first, second = where.label("the first player"), where.label("the second player")
            where.end("players")
            check["players"] = [first, second]
            self.check_header(where, check)
            self.players = (first, second)
            return
        assert self.players is not None
        check["players"] = list(self.players)
        if key == "variant":
            self.header["variant"] = where.word("the variant")
            where.end("variant")
        elif key == "options":
            self.header["options"] = _pairs(where, "options", lambda: _option_value(where)) if where.peek() else {}
            where.end("options")
        else:
            self.header["start"] = self.read_start(where)
        check.update(self.header)
        self.check_header(where, check)

    def read_start(self, where: _Line) -> dict[str, Any]:
        scores = _pairs(where, "start", lambda: where.number("a score so far"))
        where.keyword("after")
        played = where.number("the number of deals played")
        unit = where.word("'deals'")
        if unit not in ("deal", "deals"):
            where.fail(f"start: expected 'deals', found {_show(unit)}")
        start: dict[str, Any] = {"scores": scores, "deals_played": played}
        token = where.peek()
        if token is not None and token.kind == "," and where.at + 1 < len(where.tokens) and where.tokens[where.at + 1].text != "games":
            # Who deals next, e.g. ", A to deal" (Law 16: a first deal dealt by the other is out of turn).
            where.at += 1
            start["next_dealer"] = where.label("the player who deals next")
            where.keyword("to")
            where.keyword("deal")
            token = where.peek()
        if token is not None and token.kind == ",":
            # Au cent: the games already won, in order, e.g. ", games A double, B".
            where.at += 1
            where.keyword("games")
            games: list[dict[str, Any]] = []
            while True:
                game: dict[str, Any] = {"winner": where.label("the winner of a game")}
                if where.peek_word() == "double":
                    where.at += 1
                    game["double"] = True
                games.append(game)
                token = where.peek()
                if token is None or token.kind != ",":
                    break
                where.at += 1
            start["games"] = games
        where.end("start")
        return start

    def check_header(self, where: _Line, data: dict[str, Any]) -> None:
        try:
            read_record(data)
        except RecordError as error:
            where.fail(error.reason)

    def close_header(self, where: _Line | None) -> None:
        if self.players is None:
            line = where.lineno if where is not None else None
            raise RecordTextError("the text must name the players first, e.g. 'players: A B'", line=line)
        self.state = "deal"

    # -- the cut for deal

    def start_cut(self, where: _Line) -> None:
        if self.state != "header" or self.cut_acts is not None:
            where.fail("'cut for deal:' comes once, after the header and before the first deal")
        self.close_header(where)
        self.cut_acts = []
        self.state = "cut"

    def cut_line(self, where: _Line) -> None:
        tokens = where.tokens
        if len(tokens) < 3 or tokens[1].kind != ":" or tokens[0].kind not in ("word", "string"):
            where.fail("an act of the cut for deal is 'PLAYER: cut CARD', 'PLAYER: choose deal' and the like")
        where.at = 2
        assert self.players is not None and self.cut_acts is not None
        player = tokens[0].text
        if player not in self.players:
            where.fail(f"{_show(player)} is not a player")
        verb = where.word("a verb")
        reader = _CUT_READERS.get(verb)
        if reader is None:
            where.fail(f"the cut for deal has the verbs {', '.join(_CUT_READERS)}, not {_show(verb)}")
        data = {"player": player, **reader(where)}
        try:
            cut_act_from_json(data)
        except NotationError as error:
            where.fail(str(error), card=error.text)
        self.cut_acts.append(data)

    # -- deals and hands

    def start_deal(self, where: _Line) -> None:
        if self.state == "header":
            self.close_header(where)
        elif self.state == "hands":
            self.missing_hands(where)
        assert self.players is not None
        where.at = 1
        index = len(self.deals)
        where.deal = index
        number = where.word("the deal's number")
        if number != str(index + 1):
            where.fail(f"deal {_show(number)} is out of order: deals are numbered from 1, this is deal {index + 1}")
        where.at = 3
        where.keyword("dealer")
        dealer = where.label("the dealer")
        deal: dict[str, Any] = {"dealer": dealer}
        if where.peek() is not None:
            where.keyword("by")
            deal["deal_by"] = where.number("the cards dealt at a time (2 or 3)")
        where.end("the deal line")
        if dealer not in self.players:
            where.fail(f"the dealer {_show(dealer)} is not one of the players")
        self.deals.append({**deal, "hands": {}, "events": []})
        self.deal_lines.append(where.lineno)
        self.event_lines.append([])
        self.stock_seen = {}
        self.state = "hands"

    def missing_hands(self, where: _Line | None) -> NoReturn:
        assert self.players is not None
        deal = self.deals[-1]
        missing = [p for p in self.players if p not in deal["hands"]]
        what = f"{_who(missing[0])}'s hand" if missing else "the stock"
        raise RecordTextError(
            f"{what} is missing: the deal line is followed by each player's hand, then 'stock: ...'",
            line=where.lineno if where is not None else self.deal_lines[-1],
            deal=len(self.deals) - 1,
        )

    def hand_line(self, where: _Line) -> None:
        assert self.players is not None
        tokens = where.tokens
        if len(tokens) < 2 or tokens[1].kind != ":" or tokens[0].kind not in ("word", "string"):
            self.missing_hands(where)
        label = tokens[0].text
        where.at = 2
        if where.peek_word() in _ACT_READERS:
            # "A: exchange ..." where a hand or the stock was due: no card is named like a verb.
            self.missing_hands(where)
        deal = self.deals[-1]
        is_stock = tokens[0].kind == "word" and label == "stock"
        if is_stock and len(deal["hands"]) < 2:
            self.missing_hands(where)
        if not is_stock and label not in self.players:
            where.fail(f"{_show(label)} is not a player; the hands come first, then the stock")
        if not is_stock and label in deal["hands"]:
            where.fail(f"{_who(label)}'s hand is given twice")
        owner = "the stock" if is_stock else f"{_who(label)}'s hand"
        cards = where.cards(owner)
        for code in cards.split():
            if code in self.stock_seen:
                where.fail(f"{code} is {twice(self.stock_seen[code], owner)}", card=code)
            self.stock_seen[code] = owner
        if is_stock:
            deal["stock"] = cards
            self.state = "acts"
        else:
            deal["hands"][label] = cards

    # -- acts

    def act_line(self, where: _Line) -> None:
        segments: list[list[_Token]] = [[]]
        for token in where.tokens:
            if token.kind == ";":
                segments.append([])
            else:
                segments[-1].append(token)
        player: str | None = None
        for segment in segments:
            if not segment:
                continue
            act = _Line(where.lineno, segment, where.deal)
            act.event = len(self.deals[-1]["events"])
            if len(segment) >= 2 and segment[1].kind == ":" and segment[0].kind in ("word", "string"):
                player = segment[0].text
                act.at = 2
                assert self.players is not None
                if player not in self.players:
                    act.fail(f"{_show(player)} is not a player")
            verb = act.word("a verb")
            reader = _ACT_READERS.get(verb)
            if reader is None:
                act.fail(f"unknown verb {_show(verb)}{did_you_mean(verb, _ACT_READERS)}; the verbs are in docs/notation.rst (Acts)")
            data: dict[str, Any] = {} if player is None else {"player": player}
            data.update(reader(act))
            self.add_event(act, data)

    def add_event(self, where: _Line, data: Any) -> None:
        try:
            event = event_from_json(data)
        except NotationError as error:
            where.fail(str(error), card=error.text)
        except RecursionError:
            where.fail("an event nested too deeply to read")
        assert self.players is not None
        if event.player is not None and event.player not in self.players:
            where.fail(f"{_show(event.player)} is not a player")
        self.deals[-1]["events"].append(data)
        self.event_lines[-1].append(where.lineno)

    # -- the record

    def finish(self) -> dict[str, Any]:
        assert self.players is not None
        data: dict[str, Any] = {"format": FORMAT, "variant": self.header.get("variant", Variant.RUBICON.value)}
        if "options" in self.header:
            data["options"] = self.header["options"]
        data["players"] = list(self.players)
        if "start" in self.header:
            data["start"] = self.header["start"]
        if self.cut_acts:
            data["cut_for_deal"] = self.cut_acts
        data["deals"] = self.deals
        data.update(self.extra)
        try:
            return read_record(data).to_json()
        except RecordTextError:
            raise
        except RecordError as error:
            raise RecordTextError(
                error.reason, line=self.line_of(error), deal=error.deal, event=error.event, card=error.card
            ) from None

    def line_of(self, error: RecordError) -> int | None:
        if error.deal is None or error.deal >= len(self.deal_lines):
            return None
        lines = self.event_lines[error.deal]
        if error.event is not None and error.event < len(lines):
            return lines[error.event]
        return self.deal_lines[error.deal]


@attrs.frozen
class TextLines:
    """Where each deal and each event of a record read from the notation stands in its text (lines from 1).

    A fault found later, when the record is replayed, names its deal and
    event; :meth:`locate` adds the line, so that the message reads as the
    reader's own faults do.
    """

    deals: tuple[int, ...]
    events: tuple[tuple[int, ...], ...]

    def line_of(self, deal: int | None, event: int | None) -> int | None:
        """The line of an event (or of the deal's line when ``event`` is None or past its acts); None outside the deals."""
        if deal is None or not 0 <= deal < len(self.deals):
            return None
        lines = self.events[deal]
        if event is not None and 0 <= event < len(lines):
            return lines[event]
        return self.deals[deal]

    def locate(self, error: RecordError) -> RecordError:
        """``error`` naming its line as well, as a :class:`RecordTextError`; unchanged when it has a line or no deal."""
        if isinstance(error, RecordTextError) or type(error) is not RecordError:
            return error
        line = self.line_of(error.deal, error.event)
        if line is None:
            return error
        return RecordTextError(
            error.reason, line=line, deal=error.deal, event=error.event, card=error.card, laws=error.laws, cases=error.cases
        )


def read_record_text(text: str, *, first_line: int = 1) -> tuple[dict[str, Any], TextLines]:
    """:func:`parse_record_text`, with where each deal and event stands in the text (:class:`TextLines`).

    ``first_line`` is the number of the text's first line, where the text is
    one record of a longer file: lines are then named as in the file, without
    the lines before being read again.
    """
    if not isinstance(text, str):
        raise RecordTextError(f"a record's text must be a string, not {type(text).__name__}")
    reader = _Reader()
    data = reader.read(text, first_line)
    return data, TextLines(tuple(reader.deal_lines), tuple(tuple(lines) for lines in reader.event_lines))


def parse_record_text(text: str) -> dict[str, Any]:
    """Read a record written in the notation; returns its canonical JSON (a dict).

    The result is what :meth:`piquet.Record.to_json` gives, so it can go
    straight to :func:`piquet.adjudicate`.  A fault raises
    :class:`RecordTextError` naming the line (and the deal and event, where
    the fault is inside one).
    """
    return read_record_text(text)[0]


# ---------------------------------------------------------------- writing


def _claim_out(claim: Mapping[str, Any]) -> str:
    if "set" in claim:
        rank = claim.get("set")
        return f"set {claim['count']}" + (f" {rank}" if rank is not None else "")
    kind = "point" if "point" in claim else "sequence"
    text = f"{kind} {claim[kind]}"
    if claim.get("value") is not None:
        text += f" making {claim['value']}"
    if claim.get("to") is not None:
        text += f" to {claim['to']}"
    if claim.get("suit") is not None:
        text += f" in {claim['suit']}"
    return text


def _pairs_out(pairs: Mapping[str, Any], name: Callable[[str], str]) -> str:
    return ", ".join(f"{name(key)} {json.dumps(value)}" for key, value in pairs.items())


def _act_out(verb: str, data: Mapping[str, Any]) -> str | None:
    """One act without its player, or None for a shape the notation has no words for."""
    value = data[verb]
    if verb == "claim" and data.get("deal") is not None:
        return f"claim {value} of deal {data['deal'] + 1}"
    if verb == "expose" and data.get("while") is not None:
        return f"expose {_cards_out(value)} while {data['while']}"
    if verb in ("discard", "exchange", "expose", "retake"):
        return f"{verb} {_cards_out(value)}"
    if verb in ("play", "faced", "declare", "announce", "show", "reply", "look", "count", "propose", "accept", "claim", "lift", "will", "shuffle", "gather", "fresh", "damaged", "demand"):
        return f"{verb} {value}"
    if verb in ("take", "leave"):
        return f"{verb} {value}"
    if verb == "rectify":
        return "rectify " + ", ".join(f"{card} to {'stock' if to == 'stock' else _label_out(to)}" for card, to in value.items())
    if verb == "cut":
        return f"cut {value}" + (f" exposing {data['exposed']}" if data.get("exposed") is not None else "")
    if verb == "surplus":
        return f"surplus {value['card']} of {_label_out(value['holder'])} in {value['in']}"
    if verb == "concede":
        return "concede"
    if verb in ("call", "reckon"):
        return f"{verb} {_claim_out(value)}"
    if verb == "correct":
        return f"correct {value}" if isinstance(value, str) else f"correct {_claim_out(value)}"
    if verb == "mix":
        return f"mix {_cards_out(value)} with {data['with']}"
    if verb == "ask":
        if isinstance(value, str):
            return f"ask {_text_out(value, ('about',))}"
        ((question, about),) = value.items()
        return f"ask {_text_out(question, ('about',))} about {_text_out(about)}"
    if verb == "answer":
        return f"answer {_text_out(value)}"
    if verb == "elect":
        text = f"elect {_text_out(value, ('option',))}"
        return text + (f" option {_text_out(data['option'])}" if "option" in data else "")
    if verb == "remark":
        return f"remark {_text_out(value, ('by',))} by {_text_out(data['by'])}"
    if verb == "write":
        doubled = data.get("doubled")
        return f"write {_pairs_out(value, _write_key_out)}" + ("" if doubled is None else " doubled" if doubled else " undoubled")
    return None


def format_event_text(event: Mapping[str, Any]) -> str:
    """One event (its JSON, as read) as a line of the notation, its player's label first: ``A: play AH``.

    An event of a shape the notation has no words for is its JSON, as the
    writer puts it on a line of its own.

    >>> from piquet.formats.notation import format_event_text
    >>> format_event_text({"player": "A", "call": {"point": 5, "value": 49}})
    'A: call point 5 making 49'
    """
    player = event.get("player")
    verb = next((key for key in event if key not in ("player", "exposed")), None)
    act = _act_out(verb, event) if verb is not None else None
    if act is None and verb == "choose":  # an act of the cut for deal, as its own lines write it
        act = f"choose {event[verb]}"
    if act is None:
        return json.dumps(dict(event), ensure_ascii=False)
    return act if player is None else f"{_label_out(player)}: {act}"


def parse_event_text(text: str, players: tuple[str, str], player: str | None = None) -> dict[str, Any]:
    """One act typed as a line of the notation (``play AH``, ``B: call point 5``) as its JSON, checked as a record's act is.

    The act is ``player``'s when the line names no player; a line of no act,
    or of more than one (``;``), is a :class:`RecordTextError`, as is
    anything the record's reader refuses.  A table reads a player's acts so.

    >>> from piquet.formats.notation import parse_event_text
    >>> parse_event_text("exchange KS 8C 7C", ("A", "B"), "A")
    {'player': 'A', 'exchange': 'KS 8C 7C'}
    """
    if len(text) > MAX_LINE:
        raise RecordTextError(f"the act is {len(text)} characters long; a line holds at most {MAX_LINE}")
    tokens = _lex(text, 1, None)
    named = len(tokens) >= 2 and tokens[1].kind == ":" and tokens[0].kind in ("word", "string")
    if player is not None and tokens and not named:
        tokens = [_Token("word", player, 0), _Token(":", ":", 0)] + tokens
    reader = _Reader()
    reader.players = players
    reader.state = "acts"
    reader.deals = [{"events": []}]
    reader.event_lines = [[]]
    reader.act_line(_Line(1, tokens))
    events: list[dict[str, Any]] = reader.deals[-1]["events"]
    if len(events) != 1:
        raise RecordTextError(f"type one act, not {len(events)}", line=1)
    return events[0]


def _write_key_out(key: str) -> str:
    return key if _is_bare(key) else _quote(key)


def _deal_lines(number: int, deal: Mapping[str, Any], players: tuple[str, str]) -> list[str]:
    by = f" by {deal['deal_by']}" if deal.get("deal_by") is not None else ""
    lines = [f"deal {number}: dealer {_label_out(deal['dealer'])}{by}"]
    lines += [f"{_label_out(label)}: {_cards_out(deal['hands'][label])}" for label in players]
    lines.append(f"stock: {_cards_out(deal['stock'])}")
    current: str | None = None
    current_player: str | None = None
    for data in deal["events"]:
        player = data.get("player")
        verb = next(key for key in data if key != "player")
        act = _act_out(verb, data)
        if act is None:
            # A shape without words of its own: the event's JSON, on a line to itself.
            if current is not None:
                lines.append(current)
            lines.append(json.dumps(data, ensure_ascii=False))
            current, current_player = None, None
            continue
        if current is not None and player is not None and player == current_player and len(current) + 2 + len(act) <= _WRITTEN_WIDTH:
            current += "; " + act
            continue
        if current is not None:
            lines.append(current)
        current = act if player is None else f"{_label_out(player)}: {act}"
        current_player = player
    if current is not None:
        lines.append(current)
    return lines


def format_record_text(record: Mapping[str, Any] | Record) -> str:
    """Write a record in the notation, canonically (``\\n`` line ends, one at the end).

    Takes a :class:`~piquet.Record` or its JSON (which is read first, so an
    invalid record raises :class:`~piquet.errors.RecordError`).  Reading the
    text back with :func:`parse_record_text` gives the record's canonical
    JSON.

    An ``x-`` extension nested more than
    :data:`~piquet.formats.record_json.MAX_EXTENSION_DEPTH` deep is refused
    with a :class:`~piquet.errors.RecordError`, here as when the record is
    read (so :func:`piquet.adjudicate` refuses it too): the same limit on
    both paths, checked without recursing, so that no extension can make
    writing blow the stack.
    """
    if not isinstance(record, Record):
        record = read_record(record)
    for key, value in record.extra.items():
        check_extension(key, value)
    data = record.to_json()
    players = record.players
    lines = [f"players: {_label_out(players[0])} {_label_out(players[1])}", f"variant: {data['variant']}"]
    if "options" in data:
        lines.append(f"options: {_pairs_out(data['options'], str)}")
    if record.start is not None:
        played = record.start.deals_played
        scores = _pairs_out(record.start.scores, _label_out)
        games = "".join(
            f"{', games ' if number == 0 else ', '}{_label_out(winner)}{' double' if double else ''}"
            for number, (winner, double) in enumerate(record.start.games)
        )
        dealer = f", {_label_out(record.start.next_dealer)} to deal" if record.start.next_dealer is not None else ""
        lines.append(f"start: {scores} after {played} deal{'' if played == 1 else 's'}{dealer}{games}")
    for key, value in record.extra.items():
        try:
            shown = json.dumps(value, ensure_ascii=False, allow_nan=False)
        except (TypeError, ValueError, RecursionError):
            raise RecordError(f"the extension {_show(key)} is not plain JSON, so cannot be written") from None
        lines.append(f"{key if _is_bare(key) else _quote(key)}: {shown}")
    if record.cut_for_deal:
        lines += ["", "cut for deal:"]
        for act in data["cut_for_deal"]:
            verb = next(key for key in act if key != "player")
            words = f"{verb} {act[verb]}" + (f" exposing {act['exposed']}" if act.get("exposed") else "")
            lines.append(f"{_label_out(act['player'])}: {words}")
    for number, deal in enumerate(data["deals"], start=1):
        lines.append("")
        lines += _deal_lines(number, deal, players)
    for number, line in enumerate(lines, start=1):
        if len(line) > MAX_LINE:
            raise RecordTextError(f"this line would be longer than {MAX_LINE} characters, so cannot be read back", line=number)
    return "\n".join(lines) + "\n"
