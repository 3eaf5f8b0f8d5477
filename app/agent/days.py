"""The days a request names, in any shipped language: "tomorrow", "morgen", "vendredi prochain",
"3 de diciembre", "12月3日", "03.12.2026".

Words come from the lexicon (app/agent/language.py), one concept per meaning:

- ``day.today``, ``day.tomorrow``, ``day.after_tomorrow``, ``day.yesterday``: days counted
  from today;
- ``weekday.monday`` … ``weekday.sunday``: the next such day to come (today's weekday: today),
  and with ``day.next`` just before or after it, a week later when it is today ("next
  Friday", "vendredi prochain"); with ``day.next_week`` before it, that weekday of the next
  calendar week ("下周五");
- ``month.january`` … ``month.december``: a written date is a day number next to a month's
  name ("3. Dezember", "3 de diciembre de 2026", "December 3rd");
- ``day.that_day``: a day named before ("that day", "an dem Tag", "ce jour-là", "ese día",
  "那天"): the one day the last exchange names, in its answer or what it read
  (``day_referred``).

Numbers need no words: ISO dates (2026-12-03), dates with 年/月/日 (2026年12月3日, 12月3日),
dotted dates (03.12.2026, 3.12.), and slashed dates in the order the request's language writes
them (``date_order`` in its lexicon: 3/12 is the 3rd of December in French, and in English,
which writes both orders, only a date that can be read one way is taken). A date without a
year is this year's, unless that was more than half a year ago.

The loop writes what they mean beside the request (``turn.day_dates``), so a small model
copies a date instead of guessing one, and a made-up event id is looked up over those days.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from functools import cache

from app.agent.language import LEXICON, SHIPPED, lexicon_of, raw_concept

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august",
          "september", "october", "november", "december")
COUNTED = {"day.today": 0, "day.tomorrow": 1, "day.after_tomorrow": 2, "day.yesterday": -1}
#: how far around a weekday a "next" may stand ("next Friday", "vendredi prochain")
NEXT_REACH = 12

_ISO = re.compile(r"(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)")
_HAN_DATE = re.compile(r"(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*[日号號]")
# 03.12.2026, 3.12.26, or 3.12. (a dot after the month: "6.45" is a time)
_DOTTED = re.compile(r"(?<![\d.])(\d{1,2})\.(\d{1,2})\.(?:(\d{4}|\d{2})(?!\d)|(?!\d))")
_SLASHED = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})(?:/(\d{4}|\d{2}))?(?![\d/])")


@dataclass(frozen=True)
class NamedDay:
    """A day the request names: its words as written, and the date they mean."""

    words: str
    day: date


def _year(text: str | None, month: int, day: int, today: date) -> date | None:
    """The date, this year's when no year is written (next year's if that was over half a
    year ago); None when it does not exist (31.02.)."""
    try:
        if text:
            year = int(text)
            return date(year + 2000 if year < 100 else year, month, day)
        found = date(today.year, month, day)
    except ValueError:
        return None
    if (today - found).days > 183:
        try:
            return date(today.year + 1, month, day)
        except ValueError:  # 29 February
            return None
    return found


@cache
def _written_dates(language: str) -> tuple[re.Pattern[str], re.Pattern[str]] | None:
    """A language's written dates: a day number before its month's name, and after it."""
    names = [raw_concept(language, f"month.{m}") for m in MONTHS]
    if not any(names):
        return None
    month = "|".join(f"(?:{n})" for n in names if n)
    year = r"(?:\s*,?\s*(?:[^\W\d_]{1,2}\s+)?(?P<year>\d{4})(?!\d))?"
    # the day's own mark (3., 3rd, 1er, 1º) and a short joining word (de, of) may stand between
    before = re.compile(rf"(?<![\d.])(?P<day>\d{{1,2}})(?:\.|[^\W\d_]{{1,2}}\b\.?)?\s*"
                        rf"(?:[^\W\d_]{{1,3}}\s+)?(?P<month>{month}){year}", re.IGNORECASE)
    after = re.compile(rf"(?P<month>{month})\s*(?P<day>\d{{1,2}})(?!\d)(?:[^\W\d_]{{1,2}}\b)?"
                       rf"{year}", re.IGNORECASE)
    return before, after


def _month_of(language: str, name: str) -> int:
    for number, month in enumerate(MONTHS, 1):
        pattern = lexicon_of(language).concepts.get(f"month.{month}")
        if pattern is not None and pattern.fullmatch(name.strip()):
            return number
    return 0


#: where in the text a day is named (start, end), and the day
Found = list[tuple[int, int, NamedDay]]


def _numbers(text: str, language: str, today: date) -> Found:
    found: Found = []

    def add(match: re.Match[str], day: date | None) -> None:
        if day is not None:
            found.append((match.start(), match.end(), NamedDay(match.group(0).strip(), day)))

    for match in _ISO.finditer(text):
        add(match, _year(match.group(1), int(match.group(2)), int(match.group(3)), today))
    for match in _HAN_DATE.finditer(text):
        add(match, _year(match.group(1), int(match.group(2)), int(match.group(3)), today))
    for match in _DOTTED.finditer(text):
        add(match, _year(match.group(3), int(match.group(2)), int(match.group(1)), today))
    order = _date_order(language)
    for match in _SLASHED.finditer(text):
        first, second = int(match.group(1)), int(match.group(2))
        if order == "dmy" or (not order and first > 12 >= second):
            day, month = first, second
        elif order == "mdy" or (not order and second > 12 >= first):
            day, month = second, first
        else:  # both readings possible, and the language writes both
            continue
        add(match, _year(match.group(3), month, day, today))
    return found


def _date_order(language: str) -> str:
    try:
        return lexicon_of(language).date_order
    except ValueError:
        return ""


def _words(text: str, language: str, today: date) -> Found:
    words = lexicon_of(language)
    found: Found = []
    for concept, ahead in COUNTED.items():
        pattern = words.concepts.get(concept)
        for match in pattern.finditer(text) if pattern is not None else ():
            found.append((match.start(), match.end(),
                          NamedDay(match.group(0), today + timedelta(ahead))))
    after_next = words.concepts.get("day.next")
    next_week = words.concepts.get("day.next_week")
    for number, weekday in enumerate(WEEKDAYS):
        pattern = words.concepts.get(f"weekday.{weekday}")
        for match in pattern.finditer(text) if pattern is not None else ():
            ahead = (number - today.weekday()) % 7
            start, end = match.start(), match.end()
            week = next((m for m in next_week.finditer(text, max(0, start - 4), end)
                         if m.end() == start), None) if next_week else None
            near = after_next.search(text, max(0, start - NEXT_REACH),
                                     min(len(text), end + NEXT_REACH)) if after_next else None
            if week is not None:  # that weekday of the next calendar week
                ahead = 7 - today.weekday() + number
                start = week.start()
            elif near is not None:
                if ahead == 0:
                    ahead = 7
                start, end = min(start, near.start()), max(end, near.end())
            found.append((start, end, NamedDay(text[start:end], today + timedelta(ahead))))
    written = _written_dates(language)
    for pattern in written or ():
        for match in pattern.finditer(text):
            month = _month_of(language, match.group("month"))
            if month:
                day = _year(match.group("year"), month, int(match.group("day")), today)
                if day is not None:
                    found.append((match.start(), match.end(),
                                  NamedDay(match.group(0).strip(), day)))
    return found


def named_days(text: str, now: datetime, language: str = "") -> list[NamedDay]:
    """The days ``text`` names, in the order it names them, each once: its words in every
    shipped language (a user may mix them), its numbers read in ``language``'s order."""
    today = now.date()
    found = _numbers(text, language, today)
    for lang in SHIPPED:
        found.extend(_words(text, lang, today))
    days: list[NamedDay] = []
    taken: list[tuple[int, int]] = []
    for start, end, named in sorted(found, key=lambda item: (item[0], item[0] - item[1])):
        if any(start < stop and begin < end for begin, stop in taken):
            continue  # inside a longer one: "3.12" of "3.12.2026", "mai" of "3 mai"
        taken.append((start, end))
        if named not in days:
            days.append(named)
    return days


def day_referred(text: str, now: datetime, language: str, answer: str,
                 read: Iterable[str] = ()) -> NamedDay | None:
    """The day ``text`` names by pointing back at one ("set an alarm for 7:30 that day", "Stell
    mir an dem Tag einen Wecker", "那天早上七点半叫醒我"), from the last exchange: the one day
    its ``answer`` names, when what the last task ``read`` names that day too or no day from
    today on (the days a mail was sent are past); else the one day from today on that the
    reads name (a mail's "Thursday, December 3", where the answer only said what was
    searched "today"). None when the request points at no day, or at more than one."""
    pointer = LEXICON.find("day.that_day", text)
    if pointer is None:
        return None
    today = now.date()
    answered = {named.day for named in named_days(answer, now, language)}
    found = {named.day for part in read for named in named_days(part, now, language)
             if named.day >= today}
    if len(answered) == 1 and (not found or answered <= found):
        return NamedDay(pointer.group(0), answered.pop())
    return NamedDay(pointer.group(0), found.pop()) if len(found) == 1 else None
