"""Grounded arguments: a recipient, a message id or an event id must come from somewhere.

A small model asked to "say good morning" or "order a pizza" with a mail tool in view writes
``mail_send(to=["user@example.com"])``. An address (or an id) that appears nowhere the model
could have read it — the user's messages, the tool results of the conversation, the user's own
accounts — was invented. Such a call goes back to the model as a tool error and is never put
to the user as a proposal.

What counts as appearing: a text value, ignoring case, inside that evidence; a number as a
whole number (an id the user read off a card counts as much as one in a result). A time (an
alarm's, an event's start) counts by its clock time: where the user's words give times, it must
be one of them ("wake me at 6:45" proposed as 17:45 is refused; "move the dentist to 16:00"
proposed at the 15:00 the calendar showed, too); where only tool results give times, one of
those; a date is never checked.
"""

from __future__ import annotations

import email.utils
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from datetime import date
from functools import cache, partial
from typing import Any

from app.agent.language import DEFAULT, LEXICON, any_language, with_digits
from app.agent.messages import result_body, say, to_model
from app.agent.routing import user_words
from connectors.base import UNSPACED, Effect, Tool, one_line


class Evidence(str):
    """The evidence text (folded), knowing which of it the user wrote (``said``) and the
    clock time of the request's ``[Now: …]`` line (``now``)."""

    said: str = ""
    now: tuple[int, int] | None = None

    @classmethod
    def of(cls, text: str, said: str, now: tuple[int, int] | None = None) -> Evidence:
        """Evidence ``text``, of which the user wrote ``said``, asked at ``now``."""
        evidence = cls(text)
        evidence.said, evidence.now = said, now
        return evidence


_NOW_CLOCK = re.compile(r"^\[Now: [^\]\n]*?\d{4}-\d\d-\d\d (\d\d):(\d\d)")


def evidence_of(history: Sequence[Mapping[str, Any]], known: Iterable[str] = ()) -> Evidence:
    """Everything the user wrote (without the loop's ``[Now: …]`` line, whose numbers no one
    wrote) and every tool result of the conversation, folded, with ``known`` values."""
    parts, said, now = list(known), [], None
    for message in history:
        if message.get("role") == "user":
            said.append(user_words(message))
            clock = _NOW_CLOCK.match(str(message.get("content") or ""))
            now = (int(clock[1]), int(clock[2])) if clock else None
        elif message.get("role") == "tool":
            parts.append(shown_of_result(message.get("content")))
    return Evidence.of("\n".join([*said, *parts]).casefold(), "\n".join(said).casefold(), now)


def _times_given(evidence: str, both_halves: bool = True) -> set[tuple[int, int]]:
    """The clock times a time argument may take: the user's, when they gave any; else those
    of the tool results. None (nothing to judge by) when the user's words work a time out
    from another: "an hour later" is a time no one wrote."""
    said = getattr(evidence, "said", "")
    if LEXICON.matches("time.relative", said):  # "an hour later", "30 Minuten vor 15:00"
        return set()
    return times_said(said, both_halves) or times_said(evidence, both_halves, words=False)


def shown_of_result(content: Any) -> str:
    """What a tool result shows. An error, a denial or a repeat shows nothing: its text
    echoes the call's own values ("Not proposed: 12345 appears nowhere…"), which would
    otherwise ground the same made-up id on the next try; only what a refusal's lookup
    found (its ``found``) counts."""
    text = str(content or "")
    body = result_body(text)
    if not _FAILED.match(body):
        return text
    try:
        result = json.loads(body)
    except ValueError:
        return ""  # cut short to fit the context: nothing of it counts
    return json.dumps(result.get("found"), ensure_ascii=False) if "found" in result else ""


_FAILED = re.compile(r'\{"status": "(?:error|denied|already_done|cancelled)"')


def _values(value: Any) -> list[Any]:
    if isinstance(value, list):
        return [v for item in value for v in _values(item)]
    return [] if value in (None, "", 0) or isinstance(value, bool) else [value]


@cache
def _said_time() -> re.Pattern[str]:
    """A clock time as people write it, in every shipped language: 6:45, 06:45, 6.45 pm,
    7pm, 7 o'clock, 7 Uhr, 7h30, 7点, noon, minuit (the hour words are the lexicon's
    ``time.oclock``, ``time.noon`` and ``time.midnight``); not the 03.12 of 03.12.2026."""
    return re.compile(rf"(?<![\d.:])(\d{{1,2}})(?:[:.h](\d\d)(?::\d\d)?)?\s*"
                      rf"(am|pm|a\.m\.|p\.m\.|{any_language('time.oclock')})?"
                      rf"(?:(?<=\D) ?(\d\d)|(?<=\d) (\d\d))?(?![\d:]|\.\d)"
                      rf"|(?<!\w)(?P<noon>{any_language('time.noon')})"
                      rf"|(?<!\w)(?P<midnight>{any_language('time.midnight')})", re.IGNORECASE)
_CLOCK_VALUE = re.compile(r"^(?:\d{4}-\d\d-\d\d[T ])?(\d{1,2}):(\d\d)(?::\d\d)?(?:\.\d+)?"
                          r"(?:Z|[+-]\d\d:?\d\d)?$")


def clock_of(value: Any) -> tuple[int, int] | None:
    """The hour and minute of a time argument ("06:45", "2026-12-02T17:45:00Z"), or None."""
    match = _CLOCK_VALUE.match(str(value).strip()) if isinstance(value, str) else None
    return (int(match[1]), int(match[2])) if match else None


@cache
def _day_half(concept: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """A part of the day (the lexicon's ``time.am`` or ``time.pm``) right after an hour ("5 de
    la tarde", "7 Uhr abends") or right before it ("this afternoon at 5", "下午5点"): a gap of
    at most a few short words ("at", "um", "de la"), no digit and no end of a clause."""
    words = any_language(concept)
    return (re.compile(rf"(?P<gap>[^\d.,;:!?\n]{{0,12}}?)(?<!\w)(?:{words})", re.IGNORECASE),
            re.compile(rf"(?:{words})(?P<gap>[^\d.,;:!?\n]{{0,12}})$", re.IGNORECASE))


def _half_of_day(text: str, start: int, end: int) -> str:
    """"am" or "pm" when a part of the day stands by the hour at ``text[start:end]``, else ""."""
    for half in ("pm", "am"):
        after, before = _day_half(f"time.{half}")
        # the words before the hour are looked for just before it: a search from the
        # start of a long text for each time in it was quadratic (seconds for a long mail)
        for found in (after.match(text, end), before.search(text, max(0, start - 64), start)):
            # the gap holds no word of its own ("3 emails this evening" is no time)
            if found is not None and not re.search(r"[^\W\d_]{4,}", found["gap"]):
                return half
    return ""


#: words that give an hour its minutes, in the lexicon (``time.half_past``…): how many, and
#: whether they stand before the hour ("half past 7", "halb 8": 7:30, "quarter to 8") or after
#: it ("7 heures et demie", "7 y cuarto", "7点半", "8 moins le quart")
_CLOCK_WORDS = (("time.half_past", 30, True), ("time.half_to", -30, True),
                ("time.quarter_past", 15, True), ("time.quarter_to", -15, True),
                ("time.and_half", 30, False), ("time.and_quarter", 15, False),
                ("time.and_three_quarters", 45, False), ("time.less_quarter", -15, False))


@cache
def _clock_words() -> tuple[tuple[re.Pattern[str], int], ...]:
    made = []
    for concept, minutes, before in _CLOCK_WORDS:
        words = any_language(concept)
        if words:
            made.append((re.compile(rf"(?<!\w)(?:{words})\s*(?P<hour>\d{{1,2}})(?![\d:])" if before
                                    else rf"(?<![\d.:])(?P<hour>\d{{1,2}})\s*(?:{words})",
                                    re.IGNORECASE), minutes))
    return tuple(made)


def _clock(minutes: int, found: re.Match[str]) -> str:
    """The hour ``found`` with ``minutes`` more (or fewer: "quarter to 8" is 7:45), as H:MM."""
    hour = int(found["hour"])
    if minutes < 0:
        hour, minutes = hour - 1, minutes + 60
    return f"{hour % 24}:{minutes:02d}"


def spelled_out(text: str, words: bool = True) -> str:
    """``text`` with its clock times in digits, however the user wrote them: number words and
    Han numerals ("at seven", "七点"), and the words that give an hour its minutes, in every
    shipped language ("halb acht", "sept heures et demie", "a quarter to eight": 7:30, 7:30,
    7:45)."""
    text = with_digits(text, words)
    for pattern, minutes in _clock_words():
        text = pattern.sub(partial(_clock, minutes), text)
    return text


def times_said(text: str, both_halves: bool = True, words: bool = True) -> set[tuple[int, int]]:
    """The clock times in ``text``, as (hour, minute): "7pm" is 19:00, "6:45" is 6:45 and,
    with ``both_halves``, 18:45 too (a bare time can be either half of the day), unless a
    part of the day stands by it, in any shipped language ("5 de la tarde" is 17:00, "下午5点"
    too, "7 Uhr morgens" 7:00). ``words``: number words count too ("at six thirty"), as in
    a user's words; a tool result's times are written in digits."""
    found: set[tuple[int, int]] = set()
    # "T17:00+00:00": no 00:00
    text = re.sub(r"(?<=:\d\d)[+-]\d\d:?\d\d\b", "", spelled_out(text, words))
    for match in _said_time().finditer(text):
        if match["noon"] or match["midnight"]:
            found.add((0 if match["midnight"] else 12, 0))
            continue
        half = (match[3] or "").replace(".", "").casefold()
        # the minutes: after a colon ("6:45"), after the hour's word ("7 h 30", "7 Uhr 30",
        # "7点30") or after the hour alone ("seven thirty", read as "7 30"); never after
        # am or pm ("7pm 30 minutes")
        minutes = match[2] or (match[4] or match[5] if half not in ("am", "pm") else None)
        hour, minute = int(match[1]), int(minutes or 0)
        if half not in ("am", "pm") and hour <= 12:
            half = _half_of_day(text, match.start(), match.end()) or half
        if hour > 23 or minute > 59 or not (minutes or half):
            continue  # a bare number ("3 emails") is not a time
        if half in ("am", "pm"):
            hour = hour % 12 + (12 if half == "pm" else 0)
            found.add((hour, minute))
        else:
            found |= {(hour, minute), ((hour + 12) % 24, minute)} if hour <= 12 and \
                both_halves else {(hour, minute)}
    return found


def _found(value: Any, evidence: str) -> bool:
    clock = clock_of(value)
    if clock is not None:
        # a time is made up when the conversation gives times and this is none of them
        # ("wake me at 6:45" proposed as 17:45); where it gives none, when it is the time
        # of the [Now: …] line (copied from there: "put the meeting from Dan's email in my
        # calendar" at 09:00, before reading the email) and the user did not say "now"
        given = _times_given(evidence)
        if given:
            return clock in given
        return clock != getattr(evidence, "now", None) or LEXICON.matches(
            "time.now", getattr(evidence, "said", ""))
    if isinstance(value, str) and re.fullmatch(r"\d{4}-\d\d-\d\d", value.strip()):
        return True  # a date is worked out ("Friday"), never written as such: not checked
    if isinstance(value, int | float):
        return _number_in(value, evidence)
    text = str(value).strip().casefold()
    if text.startswith("mailto:"):
        text = text[len("mailto:"):]
    match = re.search(r"<([^<>]+)>\s*$", text)  # "Bob <bob@example.org>"
    if match:
        text = match.group(1).strip()
    if not text or text in evidence:
        return True
    # a file by its path ("~/Documents/report.pdf" for "attach report.pdf"): its name
    name = re.split(r"[/\\]", text)[-1]
    return name != text and "." in name and len(name) >= 3 and name in evidence


def state_asked(tool: Tool, arguments: Mapping[str, Any], question: str) -> bool:
    """Whether a change of ``tool`` proposed for ``question`` (a request put as a question)
    sets a value the question does not give: an on or off (a yes/no argument), or a number
    that is none of the question's, in digits or in words ("how bright is my screen?" →
    brightness 50; "is the screen on full brightness?" → 100; "is my wifi on?" → on). Such a
    question asks about the setting's state, not for a change. Other values (a time, a text)
    are left to the grounding check, and so are values that come from a read (an id: the
    tool's ``grounded``); a number the question gives ("volume to 30?") is a change asked
    for."""
    properties = tool.parameters.get("properties", {})
    said = with_digits(question)
    for name in tool.parameters.get("required", ()):
        if name in tool.grounded:
            continue
        value = arguments.get(name) if isinstance(arguments, Mapping) else None
        kind = properties.get(name, {}).get("type") if isinstance(properties, Mapping) else None
        if kind == "boolean" or isinstance(value, bool):
            return True
        if kind in ("integer", "number") and isinstance(value, int | float) \
                and not _number_in(value, said):
            return True
    return False


def _number_in(value: int | float, text: str) -> bool:
    """Whether ``text`` has the number ``value`` as a whole number (not inside another)."""
    return re.search(rf"(?<![\d.]){re.escape(json.dumps(value))}(?!\d)", text) is not None


def ungrounded(tool: Tool, arguments: Mapping[str, Any], evidence: str) -> list[str]:
    """The values of the tool's grounded arguments that appear nowhere in the evidence."""
    return [str(value) for name in tool.grounded for value in _values(arguments.get(name))
            if not _found(value, evidence)]


def leave_out_made_up(tool: Tool, arguments: dict[str, Any], evidence: str) -> list[str]:
    """Take made-up values out of ``arguments`` where the call works without them, and
    return the made-up values it cannot do without (the call is refused for those).

    A grounded argument the tool does not require is left out (or its made-up items, from a
    list): made-up invitees or copies mean fewer people asked, never more; a guessed id on a
    read means the tool's own default (the newest mail). On a read, an address whose local
    part the user said ("carol@…" for "Carol") is not made up. A made-up time is set to the
    one time the user's words give, when it can only be that one ("16:00", "7pm"; not "6:45",
    which may be either half of the day): the stand-in kept an event's old 15:00 for "move
    it to 16:00" through three refusals. It keeps the call's own date and becomes the user's
    wall-clock time. Otherwise a made-up time is refused, required or not: an event moved
    without its new time is not what was asked.
    """
    required = set(tool.parameters.get("required", ()))
    refused: list[str] = []
    if tool.complete is not None:
        _named_instead(tool, arguments, evidence)
    for name in tool.grounded:
        values = _values(arguments.get(name))
        made_up = [v for v in values if not _found(v, evidence) and not (
            tool.effect == Effect.READ and name not in required and _named(v, evidence))]
        if not made_up:
            continue
        users = sorted(times_said(getattr(evidence, "said", "")))  # "6:45": two, unsure
        if len(users) == 1 and isinstance(arguments[name], str) and \
                clock_of(arguments[name]) is not None:
            arguments[name] = _at_clock(arguments[name], users[0])
            continue
        if name in required or any(clock_of(v) is not None for v in made_up):
            refused.extend(str(v) for v in made_up)
            continue
        kept = [v for v in values if v not in made_up]
        if kept and isinstance(arguments[name], list):
            arguments[name] = kept
        else:
            del arguments[name]
    return refused


_DATE_VALUE = re.compile(r"(\d{4}-\d\d-\d\d)(?:[T ][\d:.]*(?:Z|[+-]\d\d:?\d\d)?)?")


def leave_out_unasked(tool: Tool, arguments: dict[str, Any], evidence: str,
                      days: Iterable[date] = ()) -> list[str]:
    """Take out of a read's ``arguments`` the filters (``tool.filters``: optional arguments
    that only narrow what it returns) whose values the conversation never gave, and return
    them as "name=value". A date counts as given when it is one of ``days`` (the days the
    request names, in any shipped language), is written in the conversation, or the user's
    words speak of a stretch of time whose start no one wrote ("this week", "seit
    Montag", "最近": the lexicon's ``time.period``): a small model copies today's date from the
    ``[Now: …]`` line into "since" for "the invoice", and finds nothing. Words count as given
    when the conversation has them ("hello world" for "my latest mail" does not), or when they
    are only one of the tool's ``filter_words`` concepts and the user's words say it too, in
    any shipped language ("unread emails" for "Habe ich ungelesene Mails?"). A flag
    (``tool.flags``) set true counts as given when the user's words say its concept, a
    name pattern ("*.pdf") when the conversation has its words.
    What is left out makes the read wider, never narrower."""
    if tool.effect != Effect.READ:
        return []
    named = {day.isoformat() for day in days}
    said = getattr(evidence, "said", "")
    period = LEXICON.matches("time.period", said)
    left_out: list[str] = []
    for name in tool.filters:
        value = arguments.get(name)
        if not isinstance(value, str) or not value.strip():
            continue
        day = _DATE_VALUE.fullmatch(value.strip())
        # a concept said in any shipped language counts, a folder's name too ("Archiv" for
        # Archive; "[Gmail]/Sent Mail" is no name pattern)
        given = (period or day[1] in named or day[1] in evidence) if day \
            else (_glob_said(value, evidence) if _GLOB.search(value)
                  else _words_given(value, evidence)) or any(
                LEXICON.says_only(concept, value) and LEXICON.matches(concept, said)
                for concept in tool.filter_words)
        if not given:
            del arguments[name]
            left_out.append(f"{name}={one_line(value, 60)}")
    for name, concept in tool.flags:  # "unread": true when nobody spoke of unread mail
        if arguments.get(name) is True and not LEXICON.matches(concept, said):
            del arguments[name]
            left_out.append(f"{name}=true")
    return left_out


_GLOB = re.compile(r"[*?\[\]]")


def _words_given(value: str, evidence: str) -> bool:
    """Search words count as given when the conversation has them at the start or the end
    of one of its words ("invoice" in "invoices", "rechnung" in "Stromrechnung"), not only
    inside one: "open" is no word of "got any unopened emails?", and a search for it finds
    nothing the user asked for. Scripts written without spaces have no word edges: there,
    as they are."""
    if not _found(value, evidence):
        return False
    text = value.strip().casefold()
    if text not in evidence or UNSPACED.search(text):
        return True  # a file's name in a path, an address in "Bob <…>"; Chinese
    word = re.escape(text)
    return re.search(rf"(?<!\w){word}|{word}(?!\w)", evidence) is not None


def _glob_said(pattern: str, evidence: str) -> bool:
    """A name pattern ("*.pdf") counts as given when the conversation has each of its words
    ("my PDFs"); "*" narrows nothing."""
    return all(word in evidence for word in re.findall(r"\w+", pattern.casefold()))


def _at_clock(value: str, clock: tuple[int, int]) -> str:
    """A time value at another clock time, on its own date, without an offset (the user's
    "16:00" is their wall clock): "2026-12-03T15:00+00:00" → "2026-12-03T16:00"."""
    day = re.match(r"\d{4}-\d\d-\d\d", value.strip())
    return (f"{day[0]}T" if day else "") + f"{clock[0]:02d}:{clock[1]:02d}"


def _named_instead(tool: Tool, arguments: dict[str, Any], evidence: str) -> None:
    """On a tool that completes a recipient from a name (``Tool.complete``), a made-up
    address whose name the user said ("bob@example.com", "Bob <bob@example.com>" for "tell
    Bob…") becomes that name: the tool then finds the address the user's own mail knows for
    it, or asks. The domain is the model's guess; the name is the user's."""
    def instead(item: Any) -> Any:
        if not isinstance(item, str) or "@" not in item or _found(item, evidence):
            return item
        return _name_of(item, getattr(evidence, "said", "")) or item

    for name in tool.grounded:
        value = arguments.get(name)
        items = value if isinstance(value, list) else [value]
        renamed = [instead(item) for item in items]
        if renamed != items:
            arguments[name] = renamed if isinstance(value, list) else renamed[0]


def _name_of(address: str, said: str) -> str | None:
    """The name the user said that a made-up ``address`` stands for: its display name, or
    its local part ("bob", "priya.shah" → "priya shah"), each word of it said by the user
    as a word of its own (in a script written without spaces, inside the words)."""
    display, bare = email.utils.parseaddr(address)
    local = re.sub(r"[._+-]+", " ", bare.split("@", 1)[0])
    for candidate in (display, local):
        words = re.findall(r"\w+", candidate.casefold())
        if words and all(_word_said(word, said) for word in words):
            return " ".join(candidate.split())
    return None


def _word_said(word: str, said: str) -> bool:
    """Whether the user said ``word`` (folded) as a word: a Latin one of 3 letters or more
    between non-letters ("bob" in "告诉bob我…" too), one in a script written without spaces
    (2 characters or more) anywhere in the words."""
    if UNSPACED.search(word):
        return len(word) >= 2 and word in said
    return len(word) >= 3 and not word.isdigit() and re.search(
        rf"(?<![a-z0-9\u00c0-\u024f]){re.escape(word)}(?![a-z0-9\u00c0-\u024f])", said) is not None


def _named(value: Any, evidence: str) -> bool:
    """An address whose local part (3 letters or more) the user or a result said, as a whole
    word: "mein@domain.com" is not named by "in meinen Mails"."""
    local = str(value).split("@")[0].strip().casefold()
    return "@" in str(value) and len(local) >= 3 and re.search(
        rf"(?<!\w){re.escape(local)}(?!\w)", evidence) is not None


_CLOCK_PART = re.compile(r"(?<![\d:])\d{1,2}:\d\d(?=(?::\d\d)?(?:\.\d+)?(?:Z|[+-]\d\d:?\d\d)?$)")
#: an email address in some text
ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


def addresses_said(evidence: str) -> list[str]:
    """The addresses in the user's own words, in order (a wrong one in a call can be set
    right with them; none: only the user can say)."""
    return list(dict.fromkeys(ADDRESS.findall(getattr(evidence, "said", ""))))


def refusal(missing: Sequence[str], evidence: str = "",
            language: str = DEFAULT) -> tuple[str, str]:
    """(the tool result the model reads, the line the user reads if the task ends there, in
    ``language``); ``evidence``: what the conversation said (for a time, the times it gives)."""
    shown = ", ".join(missing)
    if all(clock_of(m) is not None for m in missing) and not _times_given(evidence):
        model = to_model("model.time_not_given", shown=shown)
        user = say("refusal.time_unknown", language)
    elif all(clock_of(m) is not None for m in missing):
        times = sorted(_times_given(evidence, False))
        given = ", ".join(f"{h:02d}:{m:02d}" for h, m in times)
        # a small model copies a whole value better than it edits one: the call's own value
        # with the user's time in it ("2026-12-03T16:00+00:00" for "…T15:00+00:00")
        instead = _CLOCK_PART.sub(f"{times[0][0]:02d}:{times[0][1]:02d}", missing[0], count=1) \
            if len(times) == 1 and len(missing) == 1 else ""
        model = (to_model("model.time_other_instead", shown=shown, given=given, instead=instead)
                 if instead else to_model("model.time_other", shown=shown, given=given))
        user = say("refusal.time_other", language)
    elif any("@" in m for m in missing):
        addresses = addresses_said(evidence)
        model = (to_model("model.address_given", shown=shown, addresses=", ".join(addresses))
                 if addresses else to_model("model.address_ask", shown=shown))
        user = say("refusal.address", language)
    else:
        model = to_model("model.id_unknown", shown=shown)
        user = say("refusal.id", language)
    return json.dumps({"status": "error", "message": model}), user
