"""Rulings: a referee's documented answer to an act, free of any one game.

A :class:`Ruling` records what a referee decided and why: the act answered,
the facts found, who offended and who was injured, the decision, the penalty
or remedy, the options open to the injured party and who elects each, the
provisions relied on, and the provisions considered but displaced.  The
provisions are :class:`~lawkit.citation.Citation` values of the game's kinds.

A ruling is data first and words second.  The parties are *seats* (an
index into the players of whatever the ruling is on: the elder hand 0 and
the younger 1 in a deal of piquet), the :class:`Outcome` says what the ruling
does, each :class:`Option` has a stable ``name``, and :class:`Subject` says
what a claim concerns.  The texts are templates: a player appears in them as
a slot (:func:`party`), filled from the players' labels only where the ruling
is shown (:meth:`Ruling.shown`), so that no rule ever needs to read a
ruling's words back, and rewording one changes nothing a referee does.

The JSON form (:meth:`Ruling.to_json`, of a shown ruling) has game-neutral keys: every
provision is in ``citations`` as ``{"kind": ..., "id": ...}``; the parties
are given by label (``offender``) and by seat (``offender_seat``).  A game whose
published format also lists the ids of some kinds under keys of their own
(a code's ``"laws"`` beside its ``"cases"``) passes ``listed``, a mapping from
kind to key; the reader checks that such lists agree with the citations.
``Ruling.from_json(r.to_json()) == r`` for every shown ruling.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, TypeGuard, TypeVar

import attrs

from lawkit.citation import Citation, ids_of
from lawkit.errors import LawkitError
from lawkit.registry import UndeclaredCitation, active_rule, find_rule

__all__ = [
    "Outcome",
    "Subject",
    "party",
    "fill",
    "implied_outcome",
    "Finding",
    "Option",
    "Displaced",
    "Ruling",
    "RulingFormatError",
    "NO_LISTS",
    "numbered",
    "unnumbered",
    "citation_to_json",
    "citation_from_json",
    "rulings_to_json",
    "rulings_from_json",
    "last_offering",
]


_Valued = TypeVar("_Valued", "Ruling", "Option", "Finding", "Displaced")


class RulingFormatError(LawkitError, ValueError):
    """A ruling's JSON is malformed; ``key`` names the offending place.

    ``key`` is a path such as ``"option_details[1].elector"`` so that the
    person fixing a record knows where to look without a traceback.
    """

    def __init__(self, key: str, problem: str) -> None:
        self.key = key
        self.problem = problem
        super().__init__(f"ruling: {key!r}: {problem}")


# -- validation shared by the constructors and the JSON reader ---------------


def _is_index(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _is_text(value: object) -> TypeGuard[str]:
    return isinstance(value, str) and bool(value.strip())


def _is_id(value: object) -> TypeGuard[int | str]:
    return (isinstance(value, int) and not isinstance(value, bool)) or _is_text(value)


def _check_index(_: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None and not _is_index(value):
        raise ValueError(f"{attribute.name} must be a non-negative int or None")


def _check_text(_: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not _is_text(value):
        raise ValueError(f"{attribute.name} must be a non-empty string")


def _check_seat(_: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None and not _is_index(value):
        raise ValueError(f"{attribute.name} must be a seat (an int >= 0) or None, not {value!r}")


def _check_label(_: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None and not _is_text(value):
        raise ValueError(f"{attribute.name} must be a non-empty string or None")


def _check_citations(
    _: object, attribute: attrs.Attribute[Any], value: tuple[object, ...]
) -> None:
    for item in value:
        if not _is_citation(item):
            raise ValueError(f"{attribute.name} must hold well-formed Citations")
    if len(set(value)) != len(value):
        raise ValueError(f"{attribute.name} must not cite a provision twice")


def _is_citation(value: object) -> TypeGuard[Citation]:
    return isinstance(value, Citation) and _is_text(value.kind) and _is_id(value.id)


def _check_citation(_: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not _is_citation(value):
        raise ValueError(f"{attribute.name} must be a well-formed Citation")


def _citations(items: Iterable[Citation]) -> tuple[Citation, ...]:
    return tuple(items)


def _events(items: Iterable[int]) -> tuple[int, ...]:
    return tuple(items)


if TYPE_CHECKING:

    def _findings(items: Iterable[Finding]) -> tuple[Finding, ...]: ...

    def _options(items: Iterable[Option]) -> tuple[Option, ...]: ...

    def _displaced(items: Iterable[Displaced]) -> tuple[Displaced, ...]: ...

else:
    # The converters of a ruling's lists are the builtin itself, called by attrs for every ruling with no frame of Python's;
    # typed above for the checker.
    _findings = _options = _displaced = tuple


def _check_events(
    _: object, attribute: attrs.Attribute[Any], value: tuple[object, ...]
) -> None:
    if not all(_is_index(e) for e in value):
        raise ValueError(f"{attribute.name} must hold non-negative ints")


def _sentence(text: str) -> str:
    """Words as a sentence begins them: the first letter a capital (a slot or a label is left as it is).

    Anything else is given back unchanged, for the validator to refuse.
    """
    if isinstance(text, str) and text[:1].islower():
        return text[:1].upper() + text[1:]
    return text


def _active_rule_name() -> str | None:
    found = active_rule()
    return None if found is None else found.name


# -- parties in the words ----------------------------------------------------

_SLOT = re.compile(r"\{p(\d+)\}")


def party(seat: int) -> str:
    """The slot for the player in ``seat`` in a ruling's words, filled with his label where the ruling is shown."""
    return f"{{p{seat}}}"


def fill(text: str, labels: Sequence[str]) -> str:
    """A template's words with every party's slot replaced by the label of his seat."""
    if "{p" not in text:
        return text
    # The referee fills the same few templates with the same two labels record after record: each filling is kept.
    key = (text, labels) if type(labels) is tuple else None
    if key is not None:
        found = _FILLED.get(key)
        if found is not None:
            return found

    def label(found: re.Match[str]) -> str:
        seat = int(found.group(1))
        if seat >= len(labels):
            raise ValueError(f"no label for seat {seat} among {list(labels)} in {text!r}")
        return labels[seat]

    filled = _SLOT.sub(label, text)
    if key is not None:
        if len(_FILLED) >= 4096:
            _FILLED.clear()
        _FILLED[key] = filled
    return filled


_FILLED: dict[tuple[str, tuple[str, ...]], str] = {}


class Outcome(enum.Enum):
    """What a ruling does, as data: what a later rule, a claim or a reader may ask of it instead of its words."""

    #: An offender is ruled against, with a penalty or a loss (to score nothing, to lose the game, a card called).
    PENALTY = "penalty"
    #: A party is offered a choice of courses (the injured party's options), and the ruling waits on it.
    OPTION = "option"
    #: The act happened and the laws give it no effect: nothing it would change is changed.
    NO_EFFECT = "no-effect"
    #: A claim or a correction made after its time: what it disputes stands.
    TOO_LATE = "too-late"
    #: An error put right in time: a score, a call or a count corrected.
    CORRECTED = "corrected"
    #: What the ruling is on (a deal, a game) is void and counts for nothing.
    VOID = "void"
    #: Not a ruling on an irregularity: what the laws make of a regular act (an option lapsing, a right given up).
    NOTE = "note"
    #: How an act stands, with no penalty: allowed, the deal stands, who wins the game.
    RULED = "ruled"


@attrs.frozen
class Subject:
    """What a ruling on a claim concerns, where that is not the act it answers: a deal (by number) and an item of it."""

    deal: int | None = attrs.field(default=None, validator=_check_index)
    item: str | None = attrs.field(default=None, validator=_check_label)


# -- the values --------------------------------------------------------------


@attrs.frozen
class Finding:
    """A fact the referee found, with the events that show it.

    Kept apart from the decision so a reader can dispute the facts without
    disputing the law, which is how disputes are actually argued.
    """

    text: str = attrs.field(validator=_check_text)
    events: tuple[int, ...] = attrs.field(
        default=(), converter=_events, validator=_check_events
    )


@attrs.frozen(kw_only=True)
class Option:
    """One course the injured party may elect, with its own authority.

    Each option carries who elects it (a seat), since a law may give one
    choice to the injured party and another to the offender, and a ``name``
    that an election act gives and a program keys on; ``text`` is its words.
    """

    name: str = attrs.field(validator=_check_text)
    text: str = attrs.field(validator=_check_text)
    elector: int | None = attrs.field(default=None, validator=_check_seat)
    citations: tuple[Citation, ...] = attrs.field(
        default=(), converter=_citations, validator=_check_citations
    )
    #: The elector's label, once the option is shown.
    elector_label: str | None = attrs.field(default=None, validator=_check_label)

    @property
    def said(self) -> str:
        """The option as a ruling states it: its name, then its words."""
        return f"{self.name}: {self.text}"

    def shown(self, labels: Sequence[str]) -> Option:
        label = None if self.elector is None else _label_of(self.elector, labels)
        shown: Option = _COPIERS[Option](self, text=fill(self.text, labels), elector_label=label)
        return shown


@attrs.frozen
class Displaced:
    """A provision considered and set aside, and why it gave way.

    Recording these answers the question a loser asks first: "but what
    about Law so-and-so?"
    """

    citation: Citation = attrs.field(validator=_check_citation)
    reason: str = attrs.field(validator=_check_text)


def _copied(value: _Valued, **changes: Any) -> _Valued:
    """A copy of a value already checked, with words filled in or labels given: made without checking again.

    Showing a ruling only fills its slots with labels and names its parties,
    which cannot make a checked value unsound; the referee shows every
    ruling it makes, so the check is not paid twice.  The copy is made by
    the class's own copier (:func:`_copier`).
    """
    copied: _Valued = _COPIERS[type(value)](value, **changes)
    return copied


#: What a copier's keyword defaults to: the field is kept as it is.
_KEEP: Any = object()


def _copier(cls: type) -> Callable[..., Any]:
    """A function that copies a value of ``cls`` field by field, given fields changed and the rest kept, without checking.

    It is written out for the class's fields, as attrs writes a class's
    ``__init__``: no loop over the names and no look-up of each in the
    changes, since the referee shows every ruling it makes.
    """
    names = [field.name for field in attrs.fields(cls)]
    lines = [f"def copy(value, *, {', '.join(f'{name}=_KEEP' for name in names)}):", "    made = _new(cls)"]
    lines += [f"    _set(made, {name!r}, value.{name} if {name} is _KEEP else {name})" for name in names]
    lines.append("    return made")
    scope: dict[str, Any] = {"_KEEP": _KEEP, "_new": object.__new__, "_set": object.__setattr__, "cls": cls}
    exec("\n".join(lines), scope)  # the names are the class's own fields, nothing read from outside
    made: Callable[..., Any] = scope["copy"]
    return made


def _label_of(seat: int, labels: Sequence[str]) -> str:
    if seat >= len(labels):
        raise ValueError(f"no label for seat {seat} among {list(labels)}")
    return labels[seat]


def implied_outcome(*, note: bool = False, void: bool = False, penalty: str | None = None, options: Sequence[Option] = ()) -> Outcome:
    """The outcome a ruling's structure implies when its rule names none: a note, a void, a penalty, an option, else ruled."""
    if note:
        return Outcome.NOTE
    if void:
        return Outcome.VOID
    if penalty is not None:
        return Outcome.PENALTY
    if options:
        return Outcome.OPTION
    return Outcome.RULED


def _outcome(ruling: Ruling) -> Outcome:
    return implied_outcome(note=ruling.note, void=ruling.void, penalty=ruling.penalty, options=ruling.options)


def _fault_in(ruling: Ruling) -> Exception | None:
    """What is wrong with a ruling's fields, the first in their order, as the exception to raise; None if nothing is.

    The same checks and words as the validators of :class:`Option` and
    :class:`Finding` (``_check_index``, ``_check_text``, ...), written out in
    one function; a field of the wrong type is a :class:`TypeError`, as
    attrs' own ``instance_of`` makes it, a wrong value a :class:`ValueError`.
    A text of type ``str`` passes at a look, the full test made only when
    that look fails.
    """
    event = ruling.event
    if event is not None and not (type(event) is int and event >= 0) and not _is_index(event):
        return ValueError("event must be a non-negative int or None")
    if not isinstance(ruling.act, str):
        return TypeError(f"'act' must be a str (got {ruling.act!r})")
    if not (type(ruling.decision) is str and ruling.decision.strip()) and not _is_text(ruling.decision):
        return ValueError("decision must be a non-empty string")
    for finding in ruling.findings:
        if not isinstance(finding, Finding):
            return TypeError(f"'findings' must hold Finding values (got {finding!r})")
    offender, injured = ruling.offender, ruling.injured
    if offender is not None and not (type(offender) is int and offender >= 0) and not _is_index(offender):
        return ValueError(f"offender must be a seat (an int >= 0) or None, not {offender!r}")
    if injured is not None and not (type(injured) is int and injured >= 0) and not _is_index(injured):
        return ValueError(f"injured must be a seat (an int >= 0) or None, not {injured!r}")
    if ruling.penalty is not None and not (type(ruling.penalty) is str and ruling.penalty.strip()) and not _is_text(ruling.penalty):
        return ValueError("penalty must be a non-empty string or None")
    for option in ruling.options:
        if not isinstance(option, Option):
            return TypeError(f"'options' must hold Option values (got {option!r})")
    citations = ruling.citations
    for citation in citations:
        # A Citation itself, of a kind and an id that pass at a look at their types; else the full test.
        if type(citation) is Citation:
            kind, cited = citation.kind, citation.id
            if type(kind) is str and kind.strip() and (type(cited) is int or (type(cited) is str and cited.strip())):
                continue
        if not _is_citation(citation):
            return ValueError("citations must hold well-formed Citations")
    if len(citations) > 1 and len(set(citations)) != len(citations):
        return ValueError("citations must not cite a provision twice")
    for displaced in ruling.displaced:
        if not isinstance(displaced, Displaced):
            return TypeError(f"'displaced' must hold Displaced values (got {displaced!r})")
    if ruling.rule is not None and not (type(ruling.rule) is str and ruling.rule.strip()) and not _is_text(ruling.rule):
        return ValueError("rule must be a non-empty string or None")
    if not isinstance(ruling.note, bool):
        return TypeError(f"'note' must be a bool (got {ruling.note!r})")
    if not isinstance(ruling.void, bool):
        return TypeError(f"'void' must be a bool (got {ruling.void!r})")
    if not isinstance(ruling.outcome, Outcome):
        return TypeError(f"'outcome' must be an Outcome (got {ruling.outcome!r})")
    if ruling.subject is not None and not isinstance(ruling.subject, Subject):
        return TypeError(f"'subject' must be a Subject or None (got {ruling.subject!r})")
    if ruling.offender_label is not None and not (type(ruling.offender_label) is str and ruling.offender_label.strip()) and not _is_text(ruling.offender_label):
        return ValueError("offender_label must be a non-empty string or None")
    if ruling.injured_label is not None and not (type(ruling.injured_label) is str and ruling.injured_label.strip()) and not _is_text(ruling.injured_label):
        return ValueError("injured_label must be a non-empty string or None")
    return None


#: No kind listed under a key of its own: the neutral JSON form.
NO_LISTS: Mapping[str, str] = MappingProxyType({})


@attrs.frozen(kw_only=True)
class Ruling:
    """A referee's answer to one act (``event``) or to the deal as a whole.

    ``citations`` are the provisions the decision rests on; each option's
    own citations are kept with the option.  Keyword-only, because a
    ruling has too many texts to pass positionally without mixing them up.
    """

    # The fields are checked together, in this order, by __attrs_post_init__ (:func:`_fault_in`): one call for a ruling,
    # not one a field, as the referee makes a ruling at most acts that are not plain.
    event: int | None
    act: str
    #: A sentence: its first letter is a capital however the rule wrote it, so the JSON and every rendering read alike.
    decision: str = attrs.field(converter=_sentence)
    findings: tuple[Finding, ...] = attrs.field(default=(), converter=_findings)
    #: The seats of the offender and of the injured party (labels are given where the ruling is shown).
    offender: int | None = None
    injured: int | None = None
    penalty: str | None = None
    options: tuple[Option, ...] = attrs.field(default=(), converter=_options)
    citations: tuple[Citation, ...] = attrs.field(default=(), converter=_citations)
    displaced: tuple[Displaced, ...] = attrs.field(default=(), converter=_displaced)
    #: The rule that gave the ruling: by default the rule being applied when it was made.
    rule: str | None = attrs.field(factory=_active_rule_name)
    #: A note, not a ruling on an irregularity: what the laws make of a regular act (an option that lapses, a
    #: right given up by acting first).  No one offended.
    note: bool = False
    #: A void outcome: the ruling makes void what it rules on (a deal, a game), which then counts for nothing.
    void: bool = False
    #: What the ruling does; by default what its structure implies (:class:`Outcome`).
    outcome: Outcome = attrs.field(default=attrs.Factory(lambda self: _outcome(self), takes_self=True))
    #: What a claim concerns, when it is not the act ruled on: the deal and the item.
    subject: Subject | None = None
    #: The labels of the offender and injured party, filled in when the ruling is shown.
    offender_label: str | None = None
    injured_label: str | None = None

    def __attrs_post_init__(self) -> None:
        fault = _fault_in(self)
        if fault is not None:
            raise fault
        if self.rule is None:
            return
        found = find_rule(self.rule)
        if found is not None and not found.declares(self.citations):
            extra = ", ".join(str(c) for c in self.citations if not found.declares((c,)))
            raise UndeclaredCitation(f"a ruling of {self.rule} cites {extra}, which that rule does not declare")

    @property
    def is_shown(self) -> bool:
        """Whether the parties have their labels (the words are then filled too)."""
        return (self.offender is None or self.offender_label is not None) and (self.injured is None or self.injured_label is not None) and all(
            o.elector is None or o.elector_label is not None for o in self.options
        )

    def shown(self, labels: Sequence[str]) -> Ruling:
        """The ruling as people read it: every party's slot in its words filled with the label of his seat."""
        # Most rulings have no findings, options or displaced provisions: those are copied only when there are some.
        shown: Ruling = _COPIERS[Ruling](
            self,
            act=fill(self.act, labels),
            decision=fill(self.decision, labels),
            penalty=None if self.penalty is None else fill(self.penalty, labels),
            findings=tuple([_copied(f, text=fill(f.text, labels)) for f in self.findings]) if self.findings else (),
            options=tuple([o.shown(labels) for o in self.options]) if self.options else (),
            displaced=tuple([_copied(d, reason=fill(d.reason, labels)) for d in self.displaced]) if self.displaced else (),
            offender_label=None if self.offender is None else _label_of(self.offender, labels),
            injured_label=None if self.injured is None else _label_of(self.injured, labels),
        )
        return shown

    def cited(self, kind: str) -> tuple[int | str, ...]:
        """Ids of this ruling's own citations of one kind (not its options'), in order."""
        return ids_of(self.citations, kind)

    def authorities(self) -> tuple[Citation, ...]:
        """Every provision relied on: the ruling's, then its options', once each."""
        found = list(self.citations)
        for option in self.options:
            found += [c for c in option.citations if c not in found]
        return tuple(found)

    def to_json(self, listed: Mapping[str, str] = NO_LISTS) -> dict[str, Any]:
        """The shown ruling as JSON; ``listed`` maps a kind to a key listing its ids after ``decision``.

        A ruling whose parties have no labels yet is refused: show it first.
        """
        if not self.is_shown:
            raise ValueError("a ruling is written with its parties' labels: show it first (Ruling.shown)")
        lists = {key: list(self.cited(kind)) for kind, key in listed.items()}
        return {
            "event": self.event,
            "decision": self.decision,
            **lists,
            "penalty": self.penalty,
            "options": [o.said for o in self.options],
            "outcome": self.outcome.value,
            "act": self.act,
            "findings": [
                {"text": f.text, "events": list(f.events)} for f in self.findings
            ],
            "offender": self.offender_label,
            "offender_seat": self.offender,
            "injured": self.injured_label,
            "injured_seat": self.injured,
            "subject": None if self.subject is None else {"deal": self.subject.deal, "item": self.subject.item},
            "citations": [citation_to_json(c) for c in self.citations],
            "option_details": [
                {
                    "name": o.name,
                    "text": o.text,
                    "elector": o.elector_label,
                    "elector_seat": o.elector,
                    "citations": [citation_to_json(c) for c in o.citations],
                }
                for o in self.options
            ],
            "displaced": [
                {"citation": citation_to_json(d.citation), "reason": d.reason}
                for d in self.displaced
            ],
            "rule": self.rule,
            **({"note": True} if self.note else {}),
            **({"void": True} if self.void else {}),
        }

    @classmethod
    def from_json(
        cls, data: object, *, where: str = "", listed: Mapping[str, str] = NO_LISTS, labels: Sequence[str] | None = None
    ) -> Ruling:
        """Read a ruling written by :meth:`to_json` with the same ``listed``.

        A party given by label alone (no ``offender_seat``, say) is found
        among ``labels``, the players in seat order.

        The listed keys are required.  Without ``citations`` the ruling cites
        the listed ids, kind by kind in the order of ``listed``; without
        ``option_details`` the options have no elector.  When both forms are
        present they must agree.  Unknown keys are refused, so a misspelt key
        is reported rather than silently lost.  ``where`` is the ruling's own
        place in a larger document (e.g. ``"rulings[3]"``) and prefixes the
        key named in errors (``"rulings[3].decision"``).  Raises
        :class:`RulingFormatError`.
        """
        return _Reader(f"{where}." if where else "", dict(listed), None if labels is None else tuple(labels)).ruling(data)


#: The copier of each value a ruling is made of (:func:`_copier`): what :func:`_copied` copies with.
_COPIERS: dict[type, Callable[..., Any]] = {cls: _copier(cls) for cls in (Ruling, Option, Finding, Displaced)}


def citation_to_json(citation: Citation) -> dict[str, Any]:
    """A citation as ``{"kind": ..., "id": ...}``."""
    return {"kind": citation.kind, "id": citation.id}


def citation_from_json(data: object, *, where: str = "citation") -> Citation:
    """Read ``{"kind": ..., "id": ...}``; errors name ``where``."""
    return _Reader("", {}, None).citation(data, where)


def numbered(written: Mapping[str, Any]) -> dict[str, Any]:
    """A ruling's JSON with ``event_number`` (the act counted from 1, or null) just after ``event`` (its index from 0).

    People count acts from 1; a program showing a ruling to a person should
    not have to add the one itself, nor guess which count a number is in.
    """
    out: dict[str, Any] = {}
    for key, value in written.items():
        out[key] = value
        if key == "event":
            out["event_number"] = None if value is None else value + 1
    return out


def unnumbered(data: object, where: str = "") -> object:
    """A ruling's JSON without its ``event_number``, once that is found to name the same act as ``event``."""
    if not isinstance(data, Mapping) or "event_number" not in data:
        return data
    index, number = data.get("event"), data["event_number"]
    expected = index + 1 if type(index) is int else None
    if number is not None and type(number) is not int or number != expected:
        key = f"{where}.event_number" if where else "event_number"
        raise RulingFormatError(key, f"expected {expected} (the event's index {index} counted from 1), got {number!r}")
    return {key: value for key, value in data.items() if key != "event_number"}


def rulings_to_json(rulings: Iterable[Ruling], listed: Mapping[str, str] = NO_LISTS) -> list[dict[str, Any]]:
    """A list of rulings as JSON, in order."""
    return [r.to_json(listed) for r in rulings]


def rulings_from_json(
    data: object, *, where: str = "rulings", listed: Mapping[str, str] = NO_LISTS, labels: Sequence[str] | None = None
) -> tuple[Ruling, ...]:
    """Read a JSON list of rulings; errors name e.g. ``rulings[2].decision``."""
    if not isinstance(data, list):
        raise RulingFormatError(where, f"expected a list, got {_kind(data)}")
    return tuple(
        Ruling.from_json(item, where=f"{where}[{i}]", listed=listed, labels=labels) for i, item in enumerate(data)
    )


# -- reading -----------------------------------------------------------------

_REQUIRED_KEYS = ("event", "decision", "penalty", "options")
_OTHER_KEYS = (
    "act",
    "outcome",
    "findings",
    "offender",
    "offender_seat",
    "injured",
    "injured_seat",
    "subject",
    "citations",
    "option_details",
    "displaced",
    "rule",
    "note",
    "void",
)


def _kind(value: object) -> str:
    """What a JSON value is, in words, for error messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"a boolean ({str(value).lower()})"
    if isinstance(value, int | float):
        return f"a number ({value!r})"
    if isinstance(value, str):
        return f"a string ({value!r})"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, Mapping):
        return "an object"
    return type(value).__name__


@attrs.frozen
class _Reader:
    """Reads JSON into rulings, naming every key it complains about.

    ``prefix`` is prepended to every key named, so that a ruling read as
    part of a larger document is located within it.
    """

    prefix: str
    lists: dict[str, str]
    labels: tuple[str, ...] | None

    def fail(self, key: str, problem: str) -> RulingFormatError:
        if not key:
            return RulingFormatError(self.prefix.rstrip(".") or "ruling", problem)
        return RulingFormatError(self.prefix + key, problem)

    def obj(self, data: object, path: str, keys: Iterable[str]) -> Mapping[str, Any]:
        if not isinstance(data, Mapping):
            raise self.fail(path, f"expected an object, got {_kind(data)}")
        allowed = set(keys)
        for key in data:
            if key not in allowed:
                raise self.fail(f"{path}.{key}" if path else str(key), "unknown key")
        return data

    def field(self, data: Mapping[str, Any], key: str, path: str) -> Any:
        if key not in data:
            raise self.fail(path, "missing")
        return data[key]

    def text(self, value: object, path: str) -> str:
        if not _is_text(value):
            raise self.fail(path, f"expected a non-empty string, got {_kind(value)}")
        return value

    def label(self, value: object, path: str) -> str | None:
        return None if value is None else self.text(value, path)

    def index(self, value: object, path: str) -> int:
        if not _is_index(value):
            raise self.fail(path, f"expected an index (int >= 0), got {_kind(value)}")
        return value

    def ident(self, value: object, path: str) -> int | str:
        if not _is_id(value):
            problem = f"expected an int or a non-empty string, got {_kind(value)}"
            raise self.fail(path, problem)
        return value

    def array(self, value: object, path: str) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(path, f"expected a list, got {_kind(value)}")
        return value

    def citation(self, data: object, path: str) -> Citation:
        d = self.obj(data, path, ("kind", "id"))
        kind = self.text(self.field(d, "kind", f"{path}.kind"), f"{path}.kind")
        ident = self.ident(self.field(d, "id", f"{path}.id"), f"{path}.id")
        return Citation(kind, ident)

    def citations(self, value: object, path: str) -> tuple[Citation, ...]:
        found: list[Citation] = []
        for i, item in enumerate(self.array(value, path)):
            citation = self.citation(item, f"{path}[{i}]")
            if citation in found:
                raise self.fail(f"{path}[{i}]", f"{citation} is cited twice")
            found.append(citation)
        return tuple(found)

    def ids(self, value: object, path: str, kind: str) -> list[int | str]:
        found: list[int | str] = []
        for i, item in enumerate(self.array(value, path)):
            ident = self.ident(item, f"{path}[{i}]")
            if ident in found:
                problem = f"{Citation(kind, ident)} is listed twice"
                raise self.fail(f"{path}[{i}]", problem)
            found.append(ident)
        return found

    def finding(self, data: object, path: str) -> Finding:
        d = self.obj(data, path, ("text", "events"))
        text = self.text(self.field(d, "text", f"{path}.text"), f"{path}.text")
        events = self.array(d.get("events", []), f"{path}.events")
        return Finding(
            text, [self.index(e, f"{path}.events[{i}]") for i, e in enumerate(events)]
        )

    def party(self, d: Mapping[str, Any], key: str, path: str) -> tuple[int | None, str | None]:
        """A party given by label (``key``) and by seat (``key_seat``): the seat, and the label."""
        where = f"{path}.{key}" if path else key
        label = self.label(d.get(key), where)
        seat_key = f"{key}_seat"
        if seat_key in d:
            seat = None if d[seat_key] is None else self.index(d[seat_key], f"{where}_seat")
        elif label is not None and self.labels is not None and label in self.labels:
            seat = self.labels.index(label)
        elif label is not None:
            raise self.fail(f"{where}_seat", f"missing: the seat of {label!r} is not given")
        else:
            seat = None
        if (seat is None) != (label is None):
            raise self.fail(where, "a party is given by both label and seat, or by neither")
        return seat, label

    def option(self, data: object, path: str) -> Option:
        d = self.obj(data, path, ("name", "text", "elector", "elector_seat", "citations"))
        name = self.text(self.field(d, "name", f"{path}.name"), f"{path}.name")
        text = self.text(self.field(d, "text", f"{path}.text"), f"{path}.text")
        elector, label = self.party(d, "elector", path)
        citations = self.citations(d.get("citations", []), f"{path}.citations")
        return Option(name=name, text=text, elector=elector, citations=citations, elector_label=label)

    def said_option(self, said: str) -> Option:
        """An option given only as a ruling states it ("name: words"), with no details: its name is what precedes the colon."""
        name, colon, text = said.partition(": ")
        return Option(name=name, text=text) if colon and text.strip() else Option(name=said, text=said)

    def subject(self, value: object) -> Subject | None:
        if value is None:
            return None
        d = self.obj(value, "subject", ("deal", "item"))
        deal = None if d.get("deal") is None else self.index(d["deal"], "subject.deal")
        return Subject(deal, self.label(d.get("item"), "subject.item"))

    def outcome(self, value: object) -> Outcome | None:
        if value is None:
            return None
        try:
            return Outcome(value)
        except ValueError:
            known = ", ".join(o.value for o in Outcome)
            raise self.fail("outcome", f"expected one of {known}, got {_kind(value)}") from None

    def displaced(self, data: object, path: str) -> Displaced:
        d = self.obj(data, path, ("citation", "reason"))
        citation = self.citation(
            self.field(d, "citation", f"{path}.citation"), f"{path}.citation"
        )
        reason = self.text(self.field(d, "reason", f"{path}.reason"), f"{path}.reason")
        return Displaced(citation, reason)

    def listed_keys(self) -> list[tuple[str, str]]:
        keys = list(self.lists.items())
        clash = [key for _, key in keys if key in _REQUIRED_KEYS + _OTHER_KEYS]
        if clash or len({key for _, key in keys}) != len(keys):
            raise ValueError(f"a listing key must be new and given once: {sorted(key for _, key in keys)}")
        return keys

    def listed(self, d: Mapping[str, Any], key: str, read: Any) -> list[Any]:
        items = self.array(d.get(key, []), key)
        return [read(item, f"{key}[{i}]") for i, item in enumerate(items)]

    def flag(self, value: object, key: str) -> bool:
        if not isinstance(value, bool):
            raise self.fail(key, f"expected true or false, got {_kind(value)}")
        return value

    def ruling(self, data: object) -> Ruling:
        lists = tuple(self.listed_keys())
        d = self.obj(data, "", _REQUIRED_KEYS + tuple(key for _, key in lists) + _OTHER_KEYS)
        for key in _REQUIRED_KEYS[:2] + tuple(key for _, key in lists) + _REQUIRED_KEYS[2:]:
            self.field(d, key, key)
        event = None if d["event"] is None else self.index(d["event"], "event")
        ids = [(kind, key, self.ids(d[key], key, kind)) for kind, key in lists]
        texts = [
            self.text(t, f"options[{i}]")
            for i, t in enumerate(self.array(d["options"], "options"))
        ]
        act = d.get("act", "")
        if not isinstance(act, str):
            raise self.fail("act", f"expected a string, got {_kind(act)}")

        if "citations" in d:
            citations = self.citations(d["citations"], "citations")
            for kind, key, listed in ids:
                if list(ids_of(citations, kind)) != listed:
                    problem = f"does not match the citations of kind {kind!r}"
                    raise self.fail(key, problem)
        else:
            citations = tuple(Citation(kind, i) for kind, _, listed in ids for i in listed)

        if "option_details" in d:
            options = tuple(self.listed(d, "option_details", self.option))
            if [o.said for o in options] != texts:
                raise self.fail("options", "does not match the names and texts in option_details")
        else:
            options = tuple(self.said_option(t) for t in texts)

        offender, offender_label = self.party(d, "offender", "")
        injured, injured_label = self.party(d, "injured", "")
        outcome = self.outcome(d.get("outcome"))
        ruling = Ruling(
            event=event,
            act=act,
            decision=self.text(d["decision"], "decision"),
            findings=self.listed(d, "findings", self.finding),
            offender=offender,
            injured=injured,
            penalty=self.label(d["penalty"], "penalty"),
            options=options,
            citations=citations,
            displaced=self.listed(d, "displaced", self.displaced),
            rule=self.label(d.get("rule"), "rule"),
            note=self.flag(d.get("note", False), "note"),
            void=self.flag(d.get("void", False), "void"),
            subject=self.subject(d.get("subject")),
            offender_label=offender_label,
            injured_label=injured_label,
        )
        return ruling if outcome is None else attrs.evolve(ruling, outcome=outcome)


def last_offering(rulings: Iterable[Ruling], name: str) -> tuple[Ruling, Option] | None:
    """The last ruling that offered the option named ``name``, with that option; None if none did.

    An election no open option offers is ruled by what became of the option
    it names: too late where one was given and has closed, of no effect where
    none was (a game's ``UNOFFERED`` rule asks this).
    """
    found: tuple[Ruling, Option] | None = None
    for ruling in rulings:
        for option in ruling.options:
            if option.name == name:
                found = (ruling, option)
    return found
