"""The tool contract every connector implements.

A tool is a name, a description written for the model, a JSON Schema for its arguments, an
effect class and a function. Every side-effecting tool also gives a one-line human summary of a
call and a structured preview for the confirmation dialog. Tools are validated when they are
defined, so a broken declaration fails at import time, not in front of a user.

This module is the connectors' base: it imports neither ``app`` nor Qt.
"""

from __future__ import annotations

import enum
import errno
import json
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import date, datetime, time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, runtime_checkable

import jsonschema

if TYPE_CHECKING:
    from connectors import Words

_NAME_RE = re.compile(r"^[a-z][a-z0-9]*_[a-z0-9_]+$")


class Effect(enum.Enum):
    """What running a tool does to the world."""

    READ = "read"
    WRITE = "write"
    SEND = "send"
    DELETE = "delete"
    DEVICE = "device"

    @property
    def has_side_effect(self) -> bool:
        """True for every class but READ: such calls need the user's approval."""
        return self is not Effect.READ

    @property
    def may_be_remembered(self) -> bool:
        """Whether "allow for this conversation" may ever be offered (never for SEND/DELETE).

        A tool can narrow this further: see :attr:`Tool.irreversible`.
        """
        return self in (Effect.WRITE, Effect.DEVICE)


class UserError(Exception):
    """The root of every error the user can act on: its message says, in plain words, what
    went wrong and what to do. Anything else that escapes is a bug (the CLI says which)."""


def error_chain(err: BaseException, implicit: bool = False,
                limit: int = 8) -> Iterator[BaseException]:
    """``err`` and the errors it wraps (``raise … from``; with ``implicit``, also the error
    being handled when it was raised), at most ``limit`` of them."""
    seen: BaseException | None = err
    for _ in range(limit):
        if seen is None:
            return
        yield seen
        seen = seen.__cause__ or (seen.__context__ if implicit else None)


def disk_full(err: BaseException) -> bool:
    """Whether ``err`` says the disk, or the user's quota on it, is full (an OSError's
    ENOSPC/EDQUOT, or SQLite's SQLITE_FULL as sqlite3/SQLAlchemy word it)."""
    full = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}
    return any((isinstance(seen, OSError) and seen.errno in full)
               or "database or disk is full" in str(seen)
               for seen in error_chain(err))  # SQLAlchemy wraps sqlite3's error


def network_failure(err: BaseException) -> str:
    """How a connection failed, from ``err`` and what it wraps: "stalled" (no answer within
    the timeout), "cut" (reset, aborted or closed mid-answer) or "" (anything else). The words
    count too: imaplib and the HTTP libraries word socket errors as text ("socket error:
    timed out", "Connection aborted.")."""
    chain = list(error_chain(err, implicit=True))
    words = " ".join(f"{type(e).__name__} {e} {e.args!r}" for e in chain).lower()
    if any(isinstance(e, TimeoutError) for e in chain) or "timed out" in words \
            or "timeout" in words:
        return "stalled"
    if any(isinstance(e, (ConnectionError, EOFError)) for e in chain) or any(
            word in words for word in ("eof", "socket error", "reset", "aborted",
                                       "disconnected")):
        return "cut"
    return ""


class ToolDefinitionError(ValueError):
    """A tool declaration breaks the contract (a bug in a connector)."""


class ToolError(UserError):
    """A tool failed in a way the model and the user should read (not a bug).

    Connectors convert their library's exceptions to this (or a subclass) once, at the edge.
    """

    #: whether the call itself is at fault (a path outside the allowed folders, a calendar
    #: that does not exist: the model may correct it); False when the call is fine but this
    #: computer cannot do it now (no sound system running), so it fails as it is
    about_the_call = True


class AlreadySo(ToolError):
    """What a call would change is already so (the sound is muted, the brightness is at
    40%): nothing to do and nothing to ask about. Raised by a preview; ``result`` is what the
    model reads, the message what people see."""

    def __init__(self, message: str, result: Mapping[str, Any]) -> None:
        super().__init__(message)
        self.result = dict(result)


class Phrase(str):
    """A sentence a connector writes for people ("Moved to Archive", "3 events"). It *is* the
    English sentence, so the command line, the log, the transcript and the model read it as
    before; it also keeps its template, count and fields, so the window can show it in the
    user's language (app/ui/i18n.localized) from the same catalogue as its own strings."""

    template: str
    disambiguation: str | None
    number: int  # the count that picks the plural form (-1: none)
    fields: dict[str, Any]

    def __new__(cls, template: str, disambiguation: str | None = None, count: int = -1, /,
                **fields: Any) -> Phrase:
        """The English sentence of ``template`` (see :func:`tr`)."""
        english = template
        if count >= 0:  # the English plural: "%Ln event(s)" is "1 event", "2 events"
            english = english.replace("%Ln", str(count)).replace(
                "(s)", "" if count == 1 else "s")
        made = super().__new__(cls, english.format(**fields) if fields else english)
        made.template, made.disambiguation, made.number = template, disambiguation, count
        made.fields = fields
        return made


class Moment(str):
    """A date or time a connector writes for people, in English ("Friday 11 December 2026,
    15:00 (CET)"), keeping the moment (in the user's zone) so the window can write it the
    user's way (app/ui/i18n.localized). With ``near`` (the day it was written on) it is said
    briefly and relative to that day, as a card title says it ("tomorrow 15:00")."""

    moment: date | datetime | time
    near: date | None

    def __new__(cls, english: str, moment: date | datetime | time,
                near: date | None = None) -> Moment:
        """``english``, remembering ``moment`` (and the day it is relative to)."""
        made = super().__new__(cls, english)
        made.moment, made.near = moment, near
        return made


def tr(text: str, disambiguation: str | None = None, count: int = -1, /,
       **fields: Any) -> Phrase:
    """A :class:`Phrase`: ``text`` is its English template, with ``{field}``s filled from
    ``fields`` and, given a ``count``, "%Ln" and "(s)" for the plural. Qt's lupdate collects
    every ``tr("…")`` into the window's catalogue (packaging/translations.py), a count making
    it a plural there; nothing here imports Qt, and nothing is translated here."""
    return Phrase(text, disambiguation, count, **fields)


def said(err: BaseException) -> str:
    """What an error says to people: the connector's own Phrase when it was raised with one
    (so the window can show it in the user's language, also inside a wider sentence), else
    the error's text."""
    first = err.args[0] if len(err.args) == 1 else None
    return first if isinstance(first, str) else str(err)


def joined(parts: Sequence[str]) -> str:
    """``parts`` joined by "; ", each kept as it was written (a Phrase stays one, so the
    window shows every part in the user's language); "" for none."""
    if not parts:
        return ""
    result = parts[0]
    for part in parts[1:]:
        result = tr("{first}; {then}", first=result, then=part)
    return result


#: Han script (Chinese characters): the app tells Chinese by it, and a connector counts two
#: of them as a word
HAN_RANGES = ((0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF))
# scripts in which a name or a word stands with no space around it (Chinese, Japanese kana;
# a Korean name): no word edges to find, so a name is looked for inside the text
UNSPACED_RANGES = (*HAN_RANGES, (0x3040, 0x30FF), (0xAC00, 0xD7AF))


def char_class(ranges: Iterable[tuple[int, int]]) -> str:
    """``[…]`` of these ranges of code points, as a regular expression and SQLite's GLOB
    both read it."""
    return "[" + "".join(f"{chr(low)}-{chr(high)}" for low, high in ranges) + "]"


HAN = re.compile(char_class(HAN_RANGES))
UNSPACED = re.compile(char_class(UNSPACED_RANGES))
#: a run of characters of a script written without spaces (a name, a phrase: no word edges)
UNSPACED_RUN = re.compile(char_class(UNSPACED_RANGES) + "+")


def search_words(query: str, words: Words) -> list[str]:
    """The words of a search that can tell messages or files apart: no possessive "'s", no
    word of two letters or fewer (two Han characters are a word), none that says
    ``search.common`` or ``search.request`` in a shipped language."""
    found = (re.sub(r"['’]s$", "", word.strip("'’.-")) for word in
             re.findall(r"[\w@.+'’-]+", query))
    return [w for w in found if (len(w) > 2 or (len(w) == 2 and HAN.search(w)))
            and not words.says_only("search.common", w)
            and not words.says_only("search.request", w)]


#: what to do when the disk is full (every connector and the store say the same)
DISK_FULL_ADVICE = tr("Free some space on the disk and try again.")


class DiskFullToolError(ToolError):
    """A tool that ran out of disk space partway (its local copy, a file beside it); whether
    its action happened is not known here, so the sentence does not say."""

    about_the_call = False

    def __init__(self, tool: str) -> None:
        super().__init__(tr("The disk is full, so {tool} could not finish. {advice}",
                            tool=tool, advice=DISK_FULL_ADVICE))


def QT_TR_NOOP(text: str) -> str:
    """Mark a label the window shows (a form field, an account kind's title) for the window's
    translation catalogue (packaging/translations.py); the window translates it where it
    shows it. Here it stays English, and nothing here imports Qt."""
    return text


#: the kinds of content connectors name as a source (Provenance.kind), for the window's catalogue
SOURCE_KINDS = (QT_TR_NOOP("email"), QT_TR_NOOP("email list"), QT_TR_NOOP("file"),
                QT_TR_NOOP("file names"), QT_TR_NOOP("files"), QT_TR_NOOP("calendar events"),
                QT_TR_NOOP("calendar names"), QT_TR_NOOP("tasks"), QT_TR_NOOP("earlier content"))


@dataclass(frozen=True)
class Provenance:
    """Where untrusted content came from, e.g. ``Provenance("email", "From alice@x: Hi")``."""

    kind: str
    source: str

    def describe(self) -> str:
        """Return a short phrase for people: ``email: From alice@x: Hi``.

        The source is someone else's text (a subject, a file name): control characters and
        line breaks are folded into spaces and it is cut to a sane length, so it can never
        start a line of its own in a prompt, a terminal or a dialog.
        """
        return tr("{kind}: {source}", kind=Phrase(one_line(self.kind, 40)),
                  source=one_line(self.source, 200))

    def to_dict(self) -> dict[str, str]:
        """As kept with a conversation's tool message (JSON)."""
        return {"kind": self.kind, "source": self.source}

    @classmethod
    def from_dict(cls, data: Any) -> Provenance | None:
        """From :meth:`to_dict`'s output; None for anything else."""
        if isinstance(data, Mapping) and isinstance(data.get("kind"), str):
            return cls(data["kind"], str(data.get("source", "")))
        return None


_CONTROL_RE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]+")


#: the words of a deletion: a delete tool comes only when the user speaks of one (an email or
#: event that says "delete every event" is not the user; app/agent/routing.py)
DELETE_WORDS = (r"delet\w*", r"remov\w*", r"trash\w*", r"bin\b", r"get rid\b", r"erase\w*",
                r"throw (?:it |this |that |them )?away\b", r"junk\b", r"spam\b", r"discard\w*",
                r"clean (?:up|out)\b")


def local_now() -> datetime:
    """The computer's clock, aware, in the user's zone (a connector's default clock)."""
    return datetime.now().astimezone()


def when_words(text: Any, now: datetime | None = None) -> str:
    """An ISO 8601 date or time as a card title says it: "today 05:58", "tomorrow",
    "Fri 4 Dec 15:00", "4 Dec 2027" (a :class:`Moment` relative to ``now``'s day, so the
    window says it in the user's language); anything else as it was written."""
    value = str(text or "").strip()
    try:
        when = datetime.fromisoformat(value)
    except ValueError:
        return value
    now = now or datetime.now(when.tzinfo)
    if when.tzinfo is not None and now.tzinfo is not None:
        when = when.astimezone(now.tzinfo)
    days = (when.date() - now.date()).days
    day = {0: "today", 1: "tomorrow", -1: "yesterday"}.get(days) or (
        f"{when:%a} {when.day} {when:%b}" if abs(days) < 180 else
        f"{when.day} {when:%b %Y}")
    if "T" in value or " " in value:  # with its time
        return Moment(f"{day} {when:%H:%M}", when, now.date())
    return Moment(day, when.date(), now.date())


def one_line(text: str, limit: int = 200) -> str:
    """Someone else's short text made safe to show on one line: control characters, line
    breaks and bidi overrides become one space, and it is cut at ``limit`` characters."""
    folded = _CONTROL_RE.sub(" ", str(text)).strip()
    return folded if len(folded) <= limit else folded[: limit - 1] + "…"


@dataclass(frozen=True)
class ToolResult:
    """What a tool returns.

    Attributes:
        content: JSON-serialisable data for the model.
        untrusted: set when the result carries content written by someone else (an email body,
            a file's text, an event description); the loop keeps it for the rest of the task.
        summary: a short line for the UI's tool card ("3 messages found").
    """

    content: Any
    untrusted: Provenance | None = None
    summary: str = ""


@dataclass(frozen=True)
class PreviewField:
    """One labelled line of a confirmation preview (``To: bob@example.com``)."""

    label: str
    value: str
    long: bool = False  # body text, file content, diffs: shown in a scrollable box


@dataclass(frozen=True)
class Preview:
    """Everything a side-effecting call will do, laid out for people.

    Attributes:
        kind: "mail", "event", "file", "setting", ... (the dialog picks a layout from it).
        fields: the labelled values, in display order.
        account: which account acts, when there is one.
    """

    kind: str
    fields: tuple[PreviewField, ...]
    account: str = ""


ToolFunction = Callable[..., ToolResult]
SummaryFunction = Callable[[Mapping[str, Any]], str]
PreviewFunction = Callable[[Mapping[str, Any]], Preview]


@dataclass(frozen=True)
class Tool:
    """A tool declaration, checked when it is created.

    Attributes:
        name: ``<connector>_<verb>``, unique across the app.
        description: written for a small model: what it does and when to use it.
        parameters: JSON Schema (an object schema) for the arguments.
        effect: READ or a side-effecting class.
        function: called with the validated arguments as keyword arguments.
        summarize: one line for people ("Send 'Late' to bob@example.com"); required unless READ.
        preview: the full structured preview for the dialog; defaults to one field per argument.
        irreversible: True (or a function of the arguments returning True) when a call cannot
            be taken back or opens something outside the app: it overwrites or destroys data,
            moves mail to Trash/Junk, opens a URL, an application or a file. Such a call is
            asked about every time: "allow for this conversation" never covers it.
        grounded: arguments whose values must come from somewhere (a recipient, a message or
            event id, a clock time): one that appears nowhere in the conversation, its tool
            results or the user's accounts was invented, and goes back to the model, never to
            the user (app/agent/grounding.py).
        topics: words that call for this very tool (regular expressions, any case, as a
            connector's ``topics``). A tool with topics is offered only when the user's words
            in the conversation name one, or it ran in it: it stands beside a sibling a small
            model takes it for (a timer for "wake me at 6:45", the to-do list for "what do I
            have tomorrow"). A tool without topics comes with its connector.
        finder: a read tool of the same connector whose result shows the ids this tool's
            grounded ids come from (mail_search for mail_forward): a made-up id is looked up
            with it before the model tries again (app/agent/loop.py).
        filters: on a read tool, optional arguments that only narrow what it returns (words
            to search for, a date since which): a value the conversation never gave (a small
            model writes today's date, or "hello world") is left out by the assist policy
            ``calls.unasked_filters`` (app/agent/grounding.py), so the read is wider, never
            narrower, than asked.
        filter_words: lexicon concepts a filter's words may say in another language than the
            user's ("mail.unread": the model writes "unread emails" for "ungelesene Mails"):
            a value that is only such a concept counts as given when the user's words say
            it too, in any shipped language.
        flags: on a read tool, optional yes/no arguments that only narrow what it returns,
            each with the lexicon concept whose words ask for it ("unread": "mail.unread"): a
            flag set when the user's words in the conversation never say it (a small model
            writes "unread": true into every search) is left out by ``calls.unasked_filters``,
            in any shipped language, so the read is wider, never narrower, than asked.
        lookup: on a read tool, the arguments of a call that shows what a request is about,
            from the request's words ("Forward the invoice email" → a search for "invoice")
            and the days it names (read by the agent in the request's language: "tomorrow's
            meeting", "le 3 décembre"); none: the call without arguments.
        named: on a read tool, the arguments of a call that reads what a request names by
            itself, in any language (a file by its name: "notes.txt"; the days it names:
            "thursday the 3rd", "明天"), or empty when it names nothing of the kind (the
            ``turn.read_named`` policy reads it before the model answers).
        named_routes: what ``named`` finds is the user's own data called by its own name (a
            person whose mail the user has: "Olga" in "Olga回复我了吗？"), so a request it
            finds something in needs this tool's area whatever its other words, in any
            language (the ``route.known_names`` policy). Only the request's words are looked
            up; the data says only which names exist.
        complete: on a side-effecting tool, the arguments the call is asked about and run
            with, from those the model wrote: a recipient named as the user named them
            ("Bob") becomes the address the user's own mail knows for them. It raises a
            ToolError about the call when it cannot (no such name, or several). The runner
            applies it before the dialog, so what the user approves is what runs.
        samples: on a read tool that searches by words, a few texts of what it searches (the
            newest mails' subjects and first words), from the local copy only: the agent tells
            from them which language the data's words are in, and so whether a request in
            another language needs its words in that one to find anything (the
            ``calls.search_in_data_language`` policy). Never shown to the model.
        holds_records: on a read tool, whether what it returns can hold a fact of the user's
            own life (mail, events, files: a booking, a bill, a code); False for the
            device's own state (the Wi-Fi switch, the battery). A question routed to such a
            tool's area by its meaning alone ("新显示器我付了多少钱？": the monitor; the
            laptop's status) that only such reads answered found none of the user's records,
            and is looked for where they are (the ``calls.look_elsewhere`` policy).
    """

    name: str
    description: str
    parameters: Mapping[str, Any]
    effect: Effect
    function: ToolFunction
    summarize: SummaryFunction | None = None
    preview: PreviewFunction | None = None
    connector: str = field(default="")
    irreversible: bool | Callable[[Mapping[str, Any]], bool] = False
    grounded: tuple[str, ...] = ()
    topics: tuple[str, ...] = ()
    finder: str = ""
    lookup: Callable[[str, tuple[date, ...]], Mapping[str, Any]] | None = None
    named: Callable[[str, tuple[date, ...]], Mapping[str, Any]] | None = None
    named_routes: bool = False
    filters: tuple[str, ...] = ()
    filter_words: tuple[str, ...] = ()
    flags: tuple[tuple[str, str], ...] = ()
    complete: Callable[[Mapping[str, Any]], Mapping[str, Any]] | None = None
    samples: Callable[[], Sequence[str]] | None = None
    holds_records: bool = True

    def __post_init__(self) -> None:
        if not _NAME_RE.match(self.name):
            raise ToolDefinitionError(f"tool name {self.name!r} is not <connector>_<verb>")
        if not self.description.strip():
            raise ToolDefinitionError(f"tool {self.name} has no description")
        if self.parameters.get("type") != "object":
            raise ToolDefinitionError(f"tool {self.name}: parameters must be an object schema")
        try:
            jsonschema.Draft202012Validator.check_schema(dict(self.parameters))
        except jsonschema.SchemaError as err:
            raise ToolDefinitionError(f"tool {self.name}: invalid schema: {err.message}") from err
        if self.effect.has_side_effect and self.summarize is None:
            raise ToolDefinitionError(f"tool {self.name} has a side effect but no summary")
        if not callable(self.function):
            raise ToolDefinitionError(f"tool {self.name}: function is not callable")
        unknown = set(self.grounded) - set(self.parameters.get("properties", {}))
        if unknown:
            raise ToolDefinitionError(f"tool {self.name}: grounded names no argument "
                                      f"{sorted(unknown)}")
        narrowing = set(self.filters)
        if narrowing - set(self.parameters.get("properties", {})) or narrowing & set(
                self.parameters.get("required", ())) or (narrowing and self.effect != Effect.READ):
            raise ToolDefinitionError(f"tool {self.name}: filters are optional arguments of a "
                                      f"read ({sorted(narrowing)})")
        if self.filter_words and not self.filters:
            raise ToolDefinitionError(f"tool {self.name}: filter_words say what a filter's "
                                      "words may mean, and it has no filters")
        properties = self.parameters.get("properties", {})
        for flag, _concept in self.flags:
            if properties.get(flag, {}).get("type") != "boolean" or self.effect != Effect.READ \
                    or flag in self.parameters.get("required", ()):
                raise ToolDefinitionError(f"tool {self.name}: flag {flag!r} is not an optional "
                                          "yes/no argument of a read")
        if not self.connector:
            object.__setattr__(self, "connector", self.name.split("_", 1)[0])

    def completed(self, arguments: Mapping[str, Any]) -> dict[str, Any]:
        """The arguments as the call is asked about and run (see ``complete``)."""
        return dict(self.complete(arguments) if self.complete is not None else arguments)

    def summary_for(self, arguments: Mapping[str, Any]) -> str:
        """Return the one-line human summary of a call."""
        if self.summarize is not None:
            return self.summarize(arguments)
        return f"{self.name}({', '.join(f'{k}={v!r}' for k, v in arguments.items())})"

    def is_irreversible(self, arguments: Mapping[str, Any]) -> bool:
        """Whether this call cannot be undone or opens something (see ``irreversible``)."""
        if callable(self.irreversible):
            return bool(self.irreversible(arguments))
        return bool(self.irreversible)

    def may_remember(self, arguments: Mapping[str, Any]) -> bool:
        """Whether "allow for this conversation" may be offered for (or cover) this call."""
        return self.effect.may_be_remembered and not self.is_irreversible(arguments)

    def preview_for(self, arguments: Mapping[str, Any]) -> Preview:
        """Return the structured preview of a call (a generic one when none is declared)."""
        if self.preview is not None:
            return self.preview(arguments)
        fields = []
        for key, value in arguments.items():
            text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
            fields.append(PreviewField(key.replace("_", " ").capitalize(), text, len(text) > 80))
        return Preview(kind=self.connector, fields=tuple(fields))

    def openai_schema(self) -> dict[str, Any]:
        """Return the OpenAI-style function tool declaration that chat templates expect."""
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": dict(self.parameters),
            },
        }


# --- tools declared beside their code ---------------------------------------------------------


SummaryMethod = TypeVar("SummaryMethod", bound=Callable[..., str])
PreviewMethod = TypeVar("PreviewMethod", bound=Callable[..., Preview])
IrreversibleMethod = TypeVar("IrreversibleMethod", bound=Callable[..., bool])
LookupMethod = TypeVar("LookupMethod", bound=Callable[..., Mapping[str, Any]])
SamplesMethod = TypeVar("SamplesMethod", bound=Callable[..., Sequence[str]])
CompleteMethod = TypeVar("CompleteMethod", bound=Callable[..., Mapping[str, Any]])


class ToolSpec:
    """A tool declared on a :class:`ToolSet` method, with its schema, summary and preview
    next to the code: ``@tool(...)`` on the method, then ``@name.summary`` on
    ``name_summary`` and ``@name.preview`` on ``name_preview`` under it. Those stay plain
    methods (a preview can be called and tested alone). Read on an instance, the tool is its
    plain method too."""

    def __init__(self, function: Callable[..., ToolResult], description: str,
                 parameters: Mapping[str, Any], effect: Effect,
                 irreversible: bool | Callable[..., bool],
                 grounded: tuple[str, ...] = (), topics: tuple[str, ...] = (),
                 finder: str = "", filters: tuple[str, ...] = (),
                 filter_words: tuple[str, ...] = (),
                 flags: tuple[tuple[str, str], ...] = (), holds_records: bool = True) -> None:
        self.function = function
        self.holds_records = holds_records
        self.grounded = grounded
        self.filters = filters
        self.filter_words = filter_words
        self.flags = flags
        self.topics = topics
        self.finder = finder
        self.looks_up: Callable[..., Mapping[str, Any]] | None = None
        self.reads_named: Callable[..., Mapping[str, Any]] | None = None
        self.named_routes = False
        self.name = function.__name__
        self.description = description
        self.parameters = parameters
        self.effect = effect
        self.irreversible = irreversible
        self.summarize: Callable[..., str] | None = None
        self.previewer: Callable[..., Preview] | None = None
        self.completer: Callable[..., Mapping[str, Any]] | None = None
        self.sampler: Callable[..., Sequence[str]] | None = None

    def summary(self, function: SummaryMethod) -> SummaryMethod:
        """Declare the one-line summary: ``(self, arguments) -> str``."""
        self.summarize = function
        return function

    def preview(self, function: PreviewMethod) -> PreviewMethod:
        """Declare the confirmation preview: ``(self, arguments) -> Preview``."""
        self.previewer = function
        return function

    def lookup(self, function: LookupMethod) -> LookupMethod:
        """Declare the arguments that look up a request's subject: ``(self, words, days) ->
        dict`` (``days``: the dates the request names)."""
        self.looks_up = function
        return function

    def completes(self, function: CompleteMethod) -> CompleteMethod:
        """Declare how a call's arguments are completed before it is asked about:
        ``(self, arguments) -> dict`` (see Tool's ``complete``)."""
        self.completer = function
        return function

    def named(self, function: LookupMethod) -> LookupMethod:
        """Declare the arguments that read what a request names by itself (a file by its
        name, the days it names), or none: ``(self, words, days) -> dict``."""
        self.reads_named = function
        return function

    def named_routing(self, function: LookupMethod) -> LookupMethod:
        """As :meth:`named`, for a look-up of the user's own data by its own name (a
        person): what it finds also brings the tool's area (Tool's ``named_routes``)."""
        self.reads_named = function
        self.named_routes = True
        return function

    def samples(self, function: SamplesMethod) -> SamplesMethod:
        """Declare a few texts of what the tool searches, to tell their language: ``(self)
        -> list[str]`` (see Tool's ``samples``)."""
        self.sampler = function
        return function

    def irreversible_when(self, function: IrreversibleMethod) -> IrreversibleMethod:
        """Declare when a call cannot be undone: ``(self, arguments) -> bool``."""
        self.irreversible = function
        return function

    def __get__(self, owner: object, owner_type: type | None = None) -> Any:
        return self if owner is None else self.function.__get__(owner, owner_type)

    def bind(self, owner: object, parameters: Mapping[str, Any] | None = None) -> Tool:
        """The tool, its functions bound to ``owner`` (the connector's state)."""
        def bound(function: Callable[..., Any] | None) -> Any:
            return None if function is None else function.__get__(owner, type(owner))

        irreversible = self.irreversible
        return Tool(self.name, self.description, parameters or self.parameters, self.effect,
                    bound(self.function), summarize=bound(self.summarize),
                    preview=bound(self.previewer),
                    irreversible=bound(irreversible) if callable(irreversible)
                    else irreversible, grounded=self.grounded, topics=self.topics,
                    finder=self.finder, lookup=bound(self.looks_up),
                    named=bound(self.reads_named), named_routes=self.named_routes,
                    filters=self.filters,
                    filter_words=self.filter_words, flags=self.flags,
                    complete=bound(self.completer), samples=bound(self.sampler),
                    holds_records=self.holds_records)


def tool(description: str, parameters: Mapping[str, Any] | None = None,
         effect: Effect = Effect.READ, irreversible: bool = False,
         grounded: tuple[str, ...] = (), topics: tuple[str, ...] = (), finder: str = "",
         filters: tuple[str, ...] = (), filter_words: tuple[str, ...] = (),
         flags: tuple[tuple[str, str], ...] = (), holds_records: bool = True
         ) -> Callable[[Callable[..., ToolResult]], ToolSpec]:
    """Declare a :class:`ToolSet` method as a tool (``parameters``: its JSON Schema; none
    means it takes no arguments; ``grounded``, ``topics``, ``finder``, ``filters``,
    ``filter_words``, ``flags`` and ``holds_records``: see :class:`Tool`)."""
    def declare(function: Callable[..., ToolResult]) -> ToolSpec:
        return ToolSpec(function, description,
                        parameters or {"type": "object", "properties": {}}, effect,
                        irreversible, grounded, topics, finder, filters, filter_words, flags,
                        holds_records)
    return declare


class ToolSet:
    """A connector's tools as methods of one object that holds what they share.

    Subclass it, declare each tool with :func:`tool`, and build with :meth:`tools`. The
    declarations are checked when the class is defined, so a broken one fails at import.
    """

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for spec in cls.specs():
            spec.bind(None)  # Tool's own checks, with unbound functions

    @classmethod
    def specs(cls) -> list[ToolSpec]:
        """The declared tools, in the order they are written: the class's own first, then
        those of its bases (a small model tends to pick the first tool that could fit, so the
        everyday ones come first)."""
        found: dict[str, ToolSpec] = {}
        for klass in cls.__mro__:
            for value in vars(klass).values():
                if isinstance(value, ToolSpec) and value.name not in found:
                    found[value.name] = value
        return list(found.values())

    def parameters_for(self, spec: ToolSpec) -> Mapping[str, Any]:
        """A tool's schema for this object's settings (a connector with several accounts adds
        the account argument); the declared schema by default."""
        return spec.parameters

    def tools(self) -> list[Tool]:
        """Every declared tool, bound to this object."""
        return [spec.bind(self, self.parameters_for(spec)) for spec in self.specs()]


# --- a connector's public face --------------------------------------------------------------
# The app (CLI, Settings, first run, the background scheduler) knows a connector only through
# these types: it never imports a connector's modules.


@dataclass(frozen=True)
class Check:
    """One stage of a connection test: passed or not, in words, and the form field to fix."""

    stage: str  # "imap login", "calendars", ...
    ok: bool
    message: str  # "ok (3 found)" or what is wrong
    field: str = ""  # the AccountField key the failure points at ("" = the form as a whole)


@dataclass(frozen=True)
class AccountField:
    """One field of an account form (and its `botpsy accounts add` option).

    ``kind``: "text", "email", "url", "password", "port", "choice" or "file". ``choices`` are
    (value, label) pairs for "choice". The password is asked for, never stored in settings.
    """

    key: str
    label: str
    kind: str = "text"
    default: str | int = ""
    choices: tuple[tuple[str, str], ...] = ()
    help: str = ""
    required: bool = False


class Account(Protocol):
    """A configured account: typed settings without secrets."""

    @property
    def name(self) -> str:
        """Unique across every connector."""
        ...

    def to_settings(self) -> dict[str, Any]:
        """As stored in the app's settings (JSON, no secrets)."""
        ...

    def problems(self) -> dict[str, str]:
        """Per field, what is wrong (empty when usable)."""
        ...


@dataclass(frozen=True)
class SyncResult:
    """What one account's sync did, for `botpsy sync` and the background scheduler."""

    account: str
    summary: str  # one line: "3 folders, 2 new, 0 removed"
    notices: tuple[str, ...] = ()  # what the user should be told (a change that could not go)
    incoming: int = 0  # new items someone else sent (the "new mail" notice)
    details: tuple[str, ...] = ()  # more lines for the command line
    error: str = ""  # why this account could not sync (the others still did)
    disk_full: bool = False  # the error is a full disk: the user must act, so they are told


@contextmanager
def one_at_a_time(folder: Path, what: str) -> Iterator[None]:
    """Across processes (the window and a `botpsy sync` beside it), one ``what`` at a time:
    a lock file in ``folder``/locks, held while the block runs (the OS frees it if the
    process dies)."""
    from filelock import FileLock

    locks = folder / "locks"
    locks.mkdir(parents=True, exist_ok=True)
    name = re.sub(r"[^\w.-]", "_", what)[:100] or "lock"
    with FileLock(str(locks / f"{name}.lock")):
        yield


def sync_each(names: list[str], only: str,
              sync_one: Callable[[str], SyncResult]) -> list[SyncResult]:
    """Sync every account in ``names`` (or only the one called ``only``); an account that
    fails gets a result with its error, and the others still sync."""
    results = []
    for name in names:
        if only and name != only:
            continue
        try:
            results.append(sync_one(name))
        except Exception as err:
            if disk_full(err):  # the local copy's database, or a file beside it
                results.append(SyncResult(name, "", error=tr(
                    "The disk is full, so the local copy of {account} was not brought up to "
                    "date (what it already held is unchanged). {advice}", account=name,
                    advice=DISK_FULL_ADVICE), disk_full=True))
            elif isinstance(err, (UserError, OSError)):
                results.append(SyncResult(name, "", error=said(err)))  # a Phrase stays one
            else:
                raise
    return results


@dataclass(frozen=True)
class Alert:
    """Something that came due (a timer, an event reminder) for the app to ring."""

    title: str  # "Timer", "Calendar"
    text: str
    at: datetime  # when it came due (aware): before the app started means it was missed


@dataclass(frozen=True)
class Suggested:
    """Form fields filled in for the user (from an address), and where they came from."""

    fields: Mapping[str, Any]
    source: str  # "BotPsy's list of providers (Gmail)", "the DNS of example.org (RFC 6186)"
    note: str = ""  # what to know ("Gmail needs an app password …")
    confirm: str = ""  # a question the user must answer yes to before the fields are used


@runtime_checkable
class AccountKind(Protocol):
    """How a connector's accounts are added, tested, described and removed.

    Optional, for the form: ``suggest(values, network) -> Suggested | None`` fills fields in
    from what is typed so far (mail: the servers of an address), and ``test`` may take a
    ``progress`` callable that hears each stage as it starts. A kind without them works as
    before.
    """

    kind: str  # the word in `botpsy accounts add KIND` ("mail", "caldav")
    title: str  # "mail account"
    fields: tuple[AccountField, ...]

    def new(self, values: Mapping[str, Any]) -> Account:
        """The account a form or the command line describes (not checked yet; missing
        values take their defaults)."""
        ...

    def from_settings(self, data: Mapping[str, Any]) -> Account:
        """From stored settings (unknown keys ignored)."""
        ...

    def test(self, account: Any, password: str) -> list[Check]:
        """Connect and log in: one check per stage."""
        ...

    def get_secret(self, account: Any) -> str | None:
        """The stored password (None when there is none)."""
        ...

    def save_secret(self, account: Any, password: str) -> None:
        """Store the password in the OS keyring (raises keyring's error when it cannot)."""
        ...

    def forget(self, data_dir: Path, account: Any) -> None:
        """Forget a removed account: its password and any local copy."""
        ...

    def describe(self, account: Any) -> str:
        """One full line for `botpsy accounts list` (servers, ports, user)."""
        ...

    def label(self, account: Any) -> str:
        """A few words for a list in Settings ("alex@example.org")."""
        ...


@runtime_checkable
class Connector(Protocol):
    """One connector, as the app sees it. Optional parts are None or return nothing."""

    name: str  # the settings section and the index key ("mail")
    accounts: AccountKind | None
    #: words that call for this connector's tools (regular expressions, any case; a match
    #: starts at a word). None declared: its tools are offered with every request.
    topics: tuple[str, ...]
    #: weaker words: they call for this connector only when no connector's topics are there
    hints: tuple[str, ...]

    def build_tools(self, context: Any) -> list[Tool]:
        """The tools this connector offers for these settings."""
        ...

    def sync(self, context: Any, name: str = "") -> list[SyncResult]:
        """Bring local copies up to date (every account, or the one named)."""
        ...

    def alerts(self, context: Any, now: datetime) -> list[Alert]:
        """What came due since the last call (each alert once)."""
        ...

    def choices(self, context: Any) -> dict[str, tuple[str, ...]]:
        """Names the app offers the user to choose from ({"default_calendar": (...)})."""
        ...

    def waiting(self, context: Any, now: datetime) -> list[str]:
        """What is still to come and needs the app running (a timer, a reminder in the next
        day, a message waiting to be sent), a few words each: closing the window then keeps
        BotPsy in the tray."""
        ...


class ConnectorBase:
    """Defaults for the optional parts of :class:`Connector`: no accounts, nothing to sync,
    nothing that rings, nothing to choose."""

    name = ""
    accounts: AccountKind | None = None
    topics: tuple[str, ...] = ()
    hints: tuple[str, ...] = ()

    def build_tools(self, context: Any) -> list[Tool]:
        """No tools."""
        return []

    def sync(self, context: Any, name: str = "") -> list[SyncResult]:
        """Nothing to sync."""
        return []

    def alerts(self, context: Any, now: datetime) -> list[Alert]:
        """Nothing rings."""
        return []

    def choices(self, context: Any) -> dict[str, tuple[str, ...]]:
        """Nothing to choose."""
        return {}

    def waiting(self, context: Any, now: datetime) -> list[str]:
        """Nothing to come."""
        return []
