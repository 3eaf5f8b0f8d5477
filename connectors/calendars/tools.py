"""Tool declarations of the calendars connector (the local calendar and CalDAV accounts)."""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, date, datetime, time, timedelta, tzinfo
from pathlib import Path
from typing import Any, cast
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from connectors import ConnectorContext
from connectors.base import (
    DELETE_WORDS,
    QT_TR_NOOP,
    Effect,
    Moment,
    Phrase,
    Preview,
    PreviewField,
    Provenance,
    Tool,
    ToolResult,
    ToolSpec,
    joined,
    said,
    tool,
    tr,
    when_words,
)
from connectors.calendars import TO_DO_WORDS, ical, itip
from connectors.calendars.account import CalDAVAccount
from connectors.calendars.client import default_end, local_zone, parse_when
from connectors.calendars.errors import CalendarError, UnknownCalendarError
from connectors.calendars.invitations import ADDRESSES, InvitationTools
from connectors.calendars.service import Calendars, WorkingHours
from connectors.calendars.store import CalendarStore, shown_name
from connectors.calendars.sync import SyncReport

# Schemas are short on purpose: every token here is in every prompt of a 0.8B model. What
# needs saying (ISO 8601 in the user's zone) is said once per tool, in its description.
REPEAT = {"type": "string", "enum": ["daily", "weekly", "monthly", "yearly"]}
#: how a repeat is said on a card (the window's language)
REPEATS = {"daily": tr("daily", "a repeat"), "weekly": tr("weekly", "a repeat"),
           "monthly": tr("monthly", "a repeat"), "yearly": tr("yearly", "a repeat")}
#: a repeat every few days, weeks, months or years (RRULE INTERVAL), for people
EVERY: dict[str, Callable[[int], Phrase]] = {
    "daily": lambda n: tr("every %Ln day(s)", None, n),
    "weekly": lambda n: tr("every %Ln week(s)", None, n),
    "monthly": lambda n: tr("every %Ln month(s)", None, n),
    "yearly": lambda n: tr("every %Ln year(s)", None, n)}
#: the days of a weekly repeat (RRULE BYDAY without a position), for people
WEEKDAYS = {"MO": tr("Monday", "a repeat's day"), "TU": tr("Tuesday", "a repeat's day"),
            "WE": tr("Wednesday", "a repeat's day"), "TH": tr("Thursday", "a repeat's day"),
            "FR": tr("Friday", "a repeat's day"), "SA": tr("Saturday", "a repeat's day"),
            "SU": tr("Sunday", "a repeat's day")}
#: a weekday's place in the month or year (RRULE BYDAY "2MO", "-1FR"), for people
POSITIONS = {1: tr("first", "a repeat's position"), 2: tr("second", "a repeat's position"),
             3: tr("third", "a repeat's position"), 4: tr("fourth", "a repeat's position"),
             5: tr("fifth", "a repeat's position"), -1: tr("last", "a repeat's position")}
#: the months of a yearly repeat (RRULE BYMONTH), for people
MONTHS = {1: tr("January", "a repeat's month"), 2: tr("February", "a repeat's month"),
          3: tr("March", "a repeat's month"), 4: tr("April", "a repeat's month"),
          5: tr("May", "a repeat's month"), 6: tr("June", "a repeat's month"),
          7: tr("July", "a repeat's month"), 8: tr("August", "a repeat's month"),
          9: tr("September", "a repeat's month"), 10: tr("October", "a repeat's month"),
          11: tr("November", "a repeat's month"), 12: tr("December", "a repeat's month")}
#: the parts of a repeat rule said in words; a rule with any other (BYSETPOS, BYHOUR…), or a
#: value none of these says ("the 3rd to last Monday", day 40), is shown as written
SAID_RULE = {"FREQ", "COUNT", "UNTIL", "WKST", "INTERVAL", "BYDAY", "BYMONTHDAY", "BYMONTH"}
_BYDAY = re.compile(r"([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)")


def _listed(items: Sequence[str]) -> str:
    """"a, b, c" as the window's language lists them."""
    listed = items[0]
    for item in items[1:]:
        listed = tr("{first}, {then}", first=listed, then=item)
    return listed


def days_said(days: Sequence[str]) -> list[str] | None:
    """The days of RRULE BYDAY for people ("Monday", "the second Monday", "the last Friday");
    None when one of them is none of these."""
    said: list[str] = []
    for value in days:
        found = _BYDAY.fullmatch(value.upper())
        if found is None:
            return None
        if found.group(1) is None:
            said.append(WEEKDAYS[found.group(2)])
        elif int(found.group(1)) in POSITIONS:
            said.append(tr("the {position} {day}", position=POSITIONS[int(found.group(1))],
                           day=WEEKDAYS[found.group(2)]))
        else:
            return None
    return said


def month_days_said(days: Sequence[Any]) -> list[str] | None:
    """The days of RRULE BYMONTHDAY for people ("day 15", "the last day"); None when one is
    none of these."""
    said: list[str] = []
    for value in days:
        number = int(value)
        if 1 <= number <= 31:
            said.append(tr("day {number}", number=number))
        elif number == -1:
            said.append(tr("the last day", "a repeat's day of the month"))
        else:
            return None
    return said


ISO = {"type": "string"}
TEXT = {"type": "string"}
OCCURRENCE = {"type": "string", "description": "one occurrence only (its 'occurrence' value)"}
REMINDER = {"type": "integer", "minimum": 0, "maximum": ical.MAX_REMINDER_MINUTES,
            "description": "minutes before"}
MAX_EVENTS = 40  # per answer: about what fits the model's budget for one tool result


def _events_untrusted(events: Sequence[Mapping[str, Any]]) -> Provenance | None:
    """Listed events as untrusted content: titles and locations are someone else's words as
    soon as an invitation or a shared calendar put the event there."""
    titles = [str(e.get("title", "")) for e in events]
    return Provenance("calendar events", ", ".join(titles[:5])) if titles else None


STORE_FILE = "calendars.sqlite3"
#: the to-do tools come only when the user speaks of tasks (app/agent/routing.py): beside the
#: event tools, a small model lists tasks for "what do I have tomorrow?"
TASK_WORDS = (r"tasks?\b", *TO_DO_WORDS, r"checklists?\b", r"chores?\b", r"errands?\b")
TIMES = " Times: ISO 8601 like 2026-12-04T15:00 in the user's time zone; a date means all day."


def accounts_from(context: ConnectorContext) -> list[CalDAVAccount]:
    """The configured CalDAV accounts."""
    stored = (context.settings.get("calendars") or {}).get("accounts", [])
    return [CalDAVAccount.from_settings(item) for item in stored]


def user_zone(context: ConnectorContext) -> tzinfo:
    """The zone chosen in Settings, else the system's."""
    name = (context.settings.get("calendars") or {}).get("time_zone")
    if name:
        try:
            return ZoneInfo(str(name))
        except (ZoneInfoNotFoundError, ValueError):
            pass  # a stale setting: the system's zone
    return local_zone()


def open_store(data_dir: Path) -> CalendarStore:
    """The calendar store in the app's data folder."""
    return CalendarStore(data_dir / STORE_FILE)


def forget_account(data_dir: Path, name: str) -> None:
    """Drop a removed account's offline copy (its calendars and queued changes)."""
    open_store(data_dir).drop_calendars(name)


def open_calendars(context: ConnectorContext) -> Calendars:
    """The calendars service for the app's settings (store in the data folder)."""
    settings = context.settings.get("calendars") or {}
    return Calendars(open_store(context.data_dir),
                     accounts_from(context), zone=user_zone(context),
                     default=str(settings.get("default") or ""),
                     hours=WorkingHours.from_settings(settings.get("working_hours")))


class _OnFirstUse:
    """The calendars service, opened on the first call (building the tools at start-up
    touches no file)."""

    def __init__(self, context: ConnectorContext) -> None:
        self._context = context
        self._service: Calendars | None = None

    def __getattr__(self, name: str) -> Any:
        if self._service is None:
            self._service = open_calendars(self._context)
        return getattr(self._service, name)


def known_calendars(context: ConnectorContext) -> list[tuple[str, tuple[str, ...]]]:
    """(label, components) of the calendars known so far, without creating the store (none
    before the first start)."""
    if not (context.data_dir / STORE_FILE).is_file():
        return []
    service = open_calendars(context)
    return [(row.label, row.components) for row in service.calendars()]


def sync_accounts(context: ConnectorContext, name: str = "") -> list[SyncReport]:
    """`botpsy sync [NAME]` and the app's polling: sync CalDAV accounts now."""
    return open_calendars(context).sync(name)


def _not_after(end: Any, start: Any) -> bool:
    """Whether ``end`` is not after ``start`` (False when they cannot be compared)."""
    try:
        return bool(type(end) is type(start) and end <= start)
    except TypeError:  # one with a zone, one without
        return False


def _dates_in(words: str) -> set[date]:
    """The dates written as YYYY-MM-DD in ``words``."""
    found = set()
    for text in re.findall(r"\b\d{4}-\d\d-\d\d\b", words):
        try:
            found.add(date.fromisoformat(text))
        except ValueError:
            continue
    return found


def _span(args: Mapping[str, Any], days: int, now: datetime) -> str:
    """The range a read covers, in words: "today", "today 05:55–06:00", "for 7 days from
    tomorrow" (``days``: how long a range without an end lasts)."""
    start, end = when_words(args.get("start", ""), now), when_words(args.get("end", ""), now)
    if not end:
        if days == 1 and not isinstance(getattr(start, "moment", None), datetime):
            return start if start in ("today", "tomorrow", "yesterday") else tr(
                "on {date}", date=start)
        return tr("for %Ln day(s) from {start}", "", days, start=start)
    first, last = getattr(start, "moment", None), getattr(end, "moment", None)
    if isinstance(first, datetime) and isinstance(last, datetime) and \
            first.date() == last.date():
        day = when_words(first.date().isoformat(), now)
        return tr("{day} {start}–{end}", day=day, start=Moment(f"{first:%H:%M}", first.time()),
                  end=Moment(f"{last:%H:%M}", last.time()))
    return tr("from {start} to {end}", start=start, end=end)


class CalendarTools(InvitationTools):
    """The calendar tools over the local calendar and the CalDAV accounts (and invitations:
    connectors/calendars/invitations.py)."""

    def __init__(self, context: ConnectorContext) -> None:
        self.context = context
        self.calendars = cast(Calendars, _OnFirstUse(context))  # typed as what it stands for
        self.zone = user_zone(context)
        self.known = known_calendars(context)

    def parameters_for(self, spec: ToolSpec) -> Mapping[str, Any]:
        """A calendar is one of the known ones (an enum: constrained decoding cannot invent
        "Work" or "Hiking"), of those that hold what the tool is about."""
        properties = spec.parameters.get("properties", {})
        kind = "VTODO" if "task" in spec.name else "VEVENT"
        names = [label for label, components in self.known if kind in components]
        if "calendar" not in properties or not names:
            return spec.parameters
        return {**spec.parameters, "properties": {
            **properties, "calendar": {"type": "string", "enum": names}}}

    def when(self, text: str) -> datetime | date:
        return parse_when(text, self.zone)

    def show(self, value: datetime | date) -> str:
        """A time for people, in the user's zone (a Moment: the window writes it its way)."""
        local = value.astimezone(self.zone) if isinstance(value, datetime) and \
            value.tzinfo is not None else value
        return Moment(ical.readable(value, self.zone), local)

    def moment(self, value: datetime | date) -> datetime:
        """A date as the start of that day in the user's zone."""
        return value if isinstance(value, datetime) else datetime.combine(value, time(),
                                                                          tzinfo=self.zone)

    def range_of(self, start: str, end: str, days: int,
                 notes: list[str] | None = None) -> tuple[datetime, datetime]:
        first = self.when(start)
        begin = self.moment(first)
        last = self.when(end) if end else None
        finish = self.moment(last) if last is not None else begin + timedelta(days=days)
        if isinstance(last, date) and not isinstance(last, datetime):
            # A date as the end means that whole day ("from the 3rd to the 5th").
            finish = self.moment(last) + timedelta(days=1)
            if last == first and notes is not None:
                notes.append(tr("{day} was read as the whole day",
                                day=Moment(last.isoformat(), last)))
        if finish == begin and isinstance(last, datetime) and notes is not None:
            # "what is on the 3rd?" as 2026-12-03T15:00 to the same moment (a small model
            # copies one time into both): the whole of that day, said
            day = begin.astimezone(self.zone).date() if begin.tzinfo else begin.date()
            begin = self.moment(day)
            finish = begin + timedelta(days=1)
            notes.append(tr("a range that ends where it starts was read as the whole of {day}",
                            day=Moment(day.isoformat(), day)))
        if finish <= begin:
            raise CalendarError(tr("The end of the range must be after its start"))
        if finish - begin > timedelta(days=366):
            raise CalendarError(tr("Ask for at most a year at a time."))
        return begin, finish

    def with_notes(self, result: ToolResult, notes: list[str]) -> ToolResult:
        if not notes:
            return result
        offline = any("offline" in note for note in notes)
        return ToolResult({"note": joined(notes), "items": result.content},
                          untrusted=result.untrusted,
                          summary=tr("{summary} (offline)", summary=result.summary)
                          if offline else result.summary)

    # -- reading ------------------------------------------------------------------------------
    @tool("List events between two times." + TIMES,
          {"type": "object", "properties": {"start": ISO, "end": ISO, "calendar": TEXT},
           "required": ["start"]})
    def calendar_list_events(self, start: str, end: str = "", calendar: str = "") -> ToolResult:
        assumed: list[str] = []
        begin, finish = self.range_of(start, end, 1, assumed)
        notes = self.calendars.refresh() + assumed
        events = self.every_calendar_if_unknown(lambda name: self.calendars.events(begin, finish, name),
                                           calendar, notes)
        if not events:
            events = self.whole_days(begin, finish, calendar, notes)
        shown = events[:MAX_EVENTS]
        untrusted = _events_untrusted(shown)  # every listed event is untrusted content
        content: Any = shown
        if len(events) > len(shown):  # whole entries, never JSON cut in the middle
            content = {"events": shown, "not_shown": len(events) - len(shown),
                       "note": f"Only the first {len(shown)} are listed; ask for a shorter "
                       f"range (the next starts {events[len(shown)].get('start', '?')})."}
        return self.with_notes(ToolResult(content, untrusted=untrusted,
                                     summary=tr("%Ln event(s)", None, len(events))), notes)


    @calendar_list_events.lookup
    def calendar_list_events_lookup(self, words: str, named: tuple[date, ...] = ()
                                    ) -> dict[str, Any]:
        """What a request is about, as a listing: the days it names ("on 2026-12-03", and
        ``named``, the days its words mean: "tomorrow's meeting"), or else the coming week."""
        today = self.context.clock().date()
        return self.calendar_list_events_named(words, named) or {
            "start": today.isoformat(), "end": (today + timedelta(6)).isoformat()}

    @calendar_list_events.named
    def calendar_list_events_named(self, words: str, named: tuple[date, ...] = ()
                                   ) -> dict[str, Any]:
        """The days a request names, whole ("what have I got on thursday the 3rd?"), from
        the first to the last; none when it names no day."""
        days = sorted(_dates_in(words) | set(named))
        if not days:
            return {}
        # dates, not times: a day is read whole, and said as one ("on Thu 3 Dec")
        whole = {"start": days[0].isoformat()}
        return whole if days[0] == days[-1] else {**whole, "end": days[-1].isoformat()}

    @calendar_list_events.summary
    def calendar_list_events_summary(self, args: Mapping[str, Any]) -> str:
        span = _span(args, 1, self.context.clock())
        if args.get("calendar"):
            return tr("List events {span} in {calendar}", span=span,
                      calendar=shown_name(str(args["calendar"])))
        return tr("List events {span}", span=span)

    @tool("Find free slots in working hours across all calendars." + TIMES,
          {"type": "object", "properties": {
              "start": ISO, "end": ISO,
              "duration_minutes": {"type": "integer", "minimum": 5, "maximum": 1440}},
           "required": ["start"]},
          topics=(r"free\b", r"availab\w*", r"slots?\b", r"gaps?\b", r"when can\b",
                  r"time for\b", r"open time\b"))
    def calendar_find_free_time(self, start: str, end: str = "", duration_minutes: int = 60
                                ) -> ToolResult:
        begin, finish = self.range_of(start, end, 7)
        notes = self.calendars.refresh()
        span = int((finish - begin).total_seconds() // 60)
        if duration_minutes > span:  # 1440 free minutes between 15:00 and 16:00: the hour
            notes.append(f"the range is {span} minutes long; looked for {span} free minutes")
            duration_minutes = span
        now = self.context.clock().astimezone(UTC).replace(second=0, microsecond=0)
        now += timedelta(minutes=-now.minute % 15)  # no slot starts in the past or at 10:07
        slots = self.calendars.free_slots(max(begin, now), finish, duration_minutes)
        around = self.days_around(begin, finish)
        if not slots and around is not None:
            # "a free hour on the 3rd" asked as 09:00-11:00 (the [Now] hour copied, or the
            # busy part only): the free times of that whole day, said
            slots = self.calendars.free_slots(max(around[0], now), around[1], duration_minutes)
            if slots:
                asked = [f"{t.astimezone(self.zone):%a %d %b %H:%M}" for t in (begin, finish)]
                notes.append(f"no {duration_minutes} free minutes between {asked[0]} and "
                             f"{asked[1]}; these are the free times of those whole days")
        hours = self.calendars.hours
        days = ", ".join(("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")[d] for d in hours.days)
        content: dict[str, Any] = {
            "working_hours": f"{hours.start:%H:%M}-{hours.end:%H:%M} on {days}", "free": slots}
        # "am I free Thursday afternoon?": what else is on those days answers it too (the
        # dentist at 15:00 next to a free 14:00-15:00), for a range within two days
        whole = around or (begin, finish)
        taken = [{k: e[k] for k in ("title", "start", "end", "calendar") if k in e}
                 for e in self.calendars.events(*whole)[:MAX_EVENTS] if "problem" not in e] \
            if whole[1] - whole[0] <= timedelta(days=2) else []
        if taken:
            content["events"] = taken
        return self.with_notes(ToolResult(content, untrusted=_events_untrusted(taken), summary=tr(
            "%Ln free slot(s)", None, len(slots))), notes)


    @calendar_find_free_time.summary
    def calendar_find_free_time_summary(self, args: Mapping[str, Any]) -> str:
        minutes = args.get("duration_minutes") or 60
        return tr("Find {minutes} free minutes {span}", minutes=minutes,
                  span=_span(args, 7, self.context.clock()))

    @tool("List open tasks (to-dos).",
          {"type": "object", "properties": {"include_completed": {"type": "boolean"},
                                            "calendar": TEXT}}, topics=TASK_WORDS)
    def calendar_list_tasks(self, include_completed: bool = False, calendar: str = "") -> ToolResult:
        notes = self.calendars.refresh()
        tasks = self.every_calendar_if_unknown(lambda name: self.calendars.tasks(include_completed, name),
                                          calendar, notes)
        sources = [str(t.get("title", "")) for t in tasks]  # shared lists: someone else's words
        untrusted = Provenance("tasks", ", ".join(sources[:5])) if sources else None
        return self.with_notes(ToolResult(tasks, untrusted=untrusted,
                                     summary=tr("%Ln task(s)", None, len(tasks))), notes)

    # -- events -------------------------------------------------------------------------------

    @calendar_list_tasks.summary
    def calendar_list_tasks_summary(self, args: Mapping[str, Any]) -> str:
        line = tr("List tasks (completed too)") if args.get("include_completed") \
            else tr("List tasks")
        if args.get("calendar"):
            return tr("{search} {detail}", search=line,
                      detail=tr("in {folder}", folder=shown_name(str(args["calendar"]))))
        return line

    def check_reminder(self, args: Mapping[str, Any]) -> None:
        """A title, a duration of a minute or more, a reminder 0 to four weeks before (what
        the schema leaves out to stay short; refused before the dialog)."""
        if not str(args.get("title", "")).strip():
            raise CalendarError(tr("Give the event a title."))
        if int(args.get("duration_minutes") or 60) < 1:
            raise CalendarError(tr("duration_minutes must be 1 or more."))
        minutes = args.get("reminder_minutes")
        if minutes is not None and not 0 <= int(minutes) <= ical.MAX_REMINDER_MINUTES:
            raise CalendarError(tr("reminder_minutes must be 0 to {most} (four weeks).",
                                   most=ical.MAX_REMINDER_MINUTES))

    def times(self, args: Mapping[str, Any]) -> tuple[datetime | date, datetime | date]:
        start = self.when(args["start"])
        end = self.when(args["end"]) if args.get("end") else start
        if end == start:  # no end, or an end the same as the start (an event is never
            # empty: the call's duration, said in the dialog, decides, as with no end at all)
            end = default_end(start, int(args.get("duration_minutes") or 60))
        if type(start) is not type(end):
            raise CalendarError(tr("Start and end must both be dates (all day) or both "
                                   "times."))
        if end <= start:
            raise CalendarError(tr("The event must end after it starts."))
        return start, end

    def repeats_said(self, freq: str, count: int | None, until: date | datetime | None,
                     interval: int = 1, days: Sequence[str] = (),
                     months: Sequence[str] = ()) -> str:
        """How an event repeats, for people ("weekly, 3 times", "daily, until …", "every 2
        weeks on Monday, Wednesday, with no end", "yearly on the second Sunday in March, with
        no end"). ``days`` and ``months`` are said already (:func:`days_said`)."""
        kind = freq.lower()
        repeat: str = REPEATS.get(kind, kind)
        if interval > 1 and kind in EVERY:
            repeat = EVERY[kind](interval)
        if days:
            repeat = tr("{repeat} on {days}", repeat=repeat, days=_listed(days))
        if months:
            repeat = tr("{repeat} in {months}", repeat=repeat, months=_listed(months))
        if count:
            return tr("{repeat}, %Ln time(s)", None, int(count), repeat=repeat)
        if until is not None:  # the last day, in the user's zone (the window writes it its way)
            if isinstance(until, datetime):
                until = (until.astimezone(self.zone) if until.tzinfo else until).date()
            return tr("{repeat}, until {day}", repeat=repeat, day=Moment(
                until.isoformat(), until, self.context.clock().date()))
        return tr("{repeat}, with no end", repeat=repeat)

    def rule_said(self, rule: Mapping[str, Any]) -> str | None:
        """A stored repeat rule (perhaps another app's) for people: "monthly on the second
        Monday", "monthly on day 1, day 15", "yearly on the last Sunday in October"; None
        when it has a part or a value that is not said in words."""
        if not set(rule) <= SAID_RULE or str((rule.get("FREQ") or [""])[0]).lower() \
                not in REPEATS:  # no FREQ, or one said in no words here (HOURLY)
            return None
        try:
            days = days_said([str(day) for day in rule.get("BYDAY") or []])
            month_days = month_days_said(rule.get("BYMONTHDAY") or [])
            months = [MONTHS[int(str(month))] for month in rule.get("BYMONTH") or []]
            interval = int((rule.get("INTERVAL") or [1])[0])
        except (KeyError, TypeError, ValueError):  # "5L" (a leap month), garbage
            return None
        if days is None or month_days is None:
            return None
        return self.repeats_said(str(rule["FREQ"][0]), (rule.get("COUNT") or [None])[0],
                                 (rule.get("UNTIL") or [None])[0], interval,
                                 [*days, *month_days], months)

    def rule(self, args: Mapping[str, Any], start: datetime | date) -> dict[str, Any] | None:
        if not args.get("repeat"):
            if args.get("repeat_count") or args.get("repeat_until"):
                raise CalendarError(tr("Give 'repeat' (daily, weekly, monthly or yearly) "
                                       "too."))
            return None
        rrule: dict[str, Any] = {"FREQ": str(args["repeat"]).upper()}
        if args.get("repeat_count"):
            if int(args["repeat_count"]) < 1:
                raise CalendarError(tr("repeat_count is how many times: 1 or more."))
            if int(args["repeat_count"]) == 1:  # "daily, once": one event
                return None
            # with repeat_until too (a small model fills both in), the count is the rule:
            # the dialog shows the user which
            rrule["COUNT"] = int(args["repeat_count"])
        elif args.get("repeat_until"):
            until = self.when(args["repeat_until"])
            last_day = until if not isinstance(until, datetime) else until.date()
            if last_day < (start if not isinstance(start, datetime) else start.date()):
                raise CalendarError(tr("repeat_until is before the first occurrence."))
            rrule["UNTIL"] = last_day if not isinstance(start, datetime) else \
                datetime.combine(last_day, time(23, 59, 59), tzinfo=self.zone).astimezone(UTC)
        return rrule

    @tool("Add an event to a calendar; attendees are invited by mail." + TIMES,
          {"type": "object", "properties": {
              "title": TEXT, "start": ISO, "end": ISO, "duration_minutes": {"type": "integer"},
              "calendar": TEXT, "location": TEXT, "description": TEXT, "repeat": REPEAT,
              "repeat_count": {"type": "integer"}, "repeat_until": ISO,
              "reminder_minutes": {"type": "integer", "description": "minutes before"},
              "attendees": ADDRESSES},
           "required": ["title", "start"]}, Effect.WRITE, grounded=("attendees", "start"))
    def calendar_create_event(self, title: str, start: str, end: str = "", duration_minutes: int = 60,
                              calendar: str = "", location: str = "", description: str = "",
                              repeat: str = "", repeat_count: int = 0, repeat_until: str = "",
                              reminder_minutes: int | None = None,
                              attendees: list[str] | None = None) -> ToolResult:
        args = {k: v for k, v in locals().items() if k != "self"}
        self.check_reminder(args)
        begin, finish = self.times(args)
        row = self.calendars.calendar(calendar)
        text = ical.new_event(f"{uuid.uuid4()}@botpsy", title, begin, finish, location=location,
                              description=description, rrule=self.rule(args, begin),
                              reminder_minutes=reminder_minutes)
        if attendees:
            text = itip.with_people(text, self.mail_account().email, attendees)
        self.calendars.store.issue(ical.index(text).uid)  # the user's own: no invitation
        uid, note = self.calendars.create(row, text)  # from anyone else ever changes it
        content = {"uid": uid, "calendar": row.label, "title": title,
                   "start": begin.isoformat()}
        if note:
            content["note"] = note
        summary = tr("Added {title}", title=title)
        if attendees:
            content["invitations"] = self.invite(text, "Invitation")
            summary = tr("Added {title}; invited {people}", title=title,
                         people=", ".join(attendees))
        return ToolResult(content, summary=summary)

    @calendar_create_event.irreversible_when
    def calendar_create_event_irreversible(self, args: Mapping[str, Any]) -> bool:
        return bool(args.get("attendees"))  # mail goes out: asked every time


    @calendar_create_event.summary
    def calendar_create_event_summary(self, args: Mapping[str, Any]) -> str:
        start = when_words(args["start"], self.context.clock())
        if start.startswith(("to", "ye")):  # today, tomorrow, yesterday
            return tr("Add '{title}' {day}", title=args["title"], day=start)
        return tr("Add '{title}' on {date}", title=args["title"], date=start)

    @calendar_create_event.preview
    def calendar_create_event_preview(self, args: Mapping[str, Any]) -> Preview:
        self.check_reminder(args)
        begin, finish = self.times(args)
        row = self.calendars.calendar(args.get("calendar", ""))
        fields = [PreviewField(QT_TR_NOOP("Calendar"), row.label),
                  PreviewField(QT_TR_NOOP("Title"), args["title"]),
                  PreviewField(QT_TR_NOOP("Starts"), self.show(begin)),
                  PreviewField(QT_TR_NOOP("Ends"), self.show(finish))]
        if args.get("location"):
            fields.append(PreviewField(QT_TR_NOOP("Where"), args["location"]))
        rrule = self.rule(args, begin)
        if rrule:
            fields.append(PreviewField(QT_TR_NOOP("Repeats"), self.repeats_said(
                rrule["FREQ"], rrule.get("COUNT"), rrule.get("UNTIL"))))
        if args.get("reminder_minutes") is not None:
            fields.append(PreviewField(QT_TR_NOOP("Reminder"), tr(
                "%Ln minute(s) before", None, int(args["reminder_minutes"]))))
        if args.get("description"):
            fields.append(PreviewField(QT_TR_NOOP("Notes"), args["description"], long=True))
        fields.extend(self.clashes(begin, finish))
        fields.extend(self.invitation_fields(args.get("attendees") or [], tr("An invitation")))
        return Preview("event", tuple(fields), account=row.account)

    def clashes(self, begin: datetime | date, finish: datetime | date,
                uid: str = "") -> list[PreviewField]:
        """A field naming what else is on at that time (first occurrence), if anything."""
        if not isinstance(begin, datetime) or not isinstance(finish, datetime):
            return []
        if begin.tzinfo is None:  # floating: the user's wall clock
            begin, finish = begin.replace(tzinfo=self.zone), finish.replace(tzinfo=self.zone)
        found = self.calendars.overlapping(begin, finish, uid)
        if not found:
            return []
        return [PreviewField(QT_TR_NOOP("Overlaps with"), "; ".join(found[:3])
                             + (f" and {len(found) - 3} more" if len(found) > 3 else ""))]

    def changes_for(self, args: Mapping[str, Any]) -> dict[str, Any]:
        changes: dict[str, Any] = {}
        for key, target in (("title", "summary"), ("location", "location"),
                            ("description", "description")):
            if args.get(key):
                changes[target] = args[key]
        if args.get("start"):
            changes["dtstart"] = self.when(args["start"])
        if args.get("end"):
            changes["dtend"] = self.when(args["end"])
        if args.get("reminder_minutes") is not None:
            changes["reminder"] = int(args["reminder_minutes"])
        if "dtstart" in changes and "dtend" in changes and _not_after(changes["dtend"],
                                                                     changes["dtstart"]):
            # the old end copied beside a new start ("move it to 16:00", end still 15:30):
            # the event keeps its length (said in the result)
            del changes["dtend"]
        if not changes:
            raise CalendarError(tr("Say what to change: title, start, end, location, "
                                   "description or reminder_minutes."))
        return changes

    def occurrence_of(self, args: Mapping[str, Any]) -> datetime | date | None:
        """The occurrence a call names; none for an event that does not repeat when it names
        that event's own start (a small model passes the start it just listed)."""
        if not args.get("occurrence"):
            return None
        which = self.when(args["occurrence"])
        try:
            main = ical.main_component(self.editable(str(args.get("uid", "")), "VEVENT")[2])
        except Exception:  # an unknown uid or a task: the call itself says what is wrong
            return which
        start = main.get("dtstart")
        if main.get("rrule") is None and main.get("rdate") is None and start is not None \
                and ical.same_instant(start.dt, which):
            return None
        return which

    def editable(self, uid: str, kind: str) -> tuple[Any, Any, Any]:
        """(calendar, stored object, parsed object) of an event or task that can be changed."""
        row, item = self.calendars.find(uid)
        if item.problem:
            raise CalendarError(tr("This entry cannot be changed: {problem}",
                                   problem=item.problem))
        parsed = self.calendars.store.parsed(item)
        if ical.main_component(parsed).name != kind:
            raise CalendarError(tr("That is a task; use calendar_complete_task.")
                                if kind == "VEVENT" else tr("That is an event, not a task."))
        return row, item, parsed

    def current(self, uid: str, which: datetime | date | None = None
                ) -> tuple[Any, Any, dict[str, Any], Any]:
        """The calendar, the stored object, the plain view of the series (or of one
        occurrence), and the parsed object."""
        row, item, parsed = self.editable(uid, "VEVENT")
        shown = ical.occurrence_component(parsed, which) if which is not None else \
            ical.main_component(parsed)
        return row, item, ical.describe_event(shown, self.zone), parsed

    def scope(self, parsed: Any, occurrence: datetime | date | None) -> str:
        main = ical.main_component(parsed)
        if occurrence is not None:  # known to exist: self.current() found it
            return tr("Only the occurrence of {when}", when=self.show(occurrence))
        rule = main.get("rrule")
        if rule is not None:
            said = self.rule_said(rule)
            if said is not None:
                return tr("Every occurrence ({repeats})", repeats=said)
            return tr("Every occurrence (repeats {rule})", rule=rule.to_ical().decode())
        return tr("The event")

    @tool("Change an event (uid from calendar_list_events)." + TIMES,
          {"type": "object", "properties": {
              "uid": TEXT, "occurrence": OCCURRENCE, "title": TEXT, "start": ISO, "end": ISO,
              "location": TEXT, "description": TEXT, "reminder_minutes": REMINDER},
           "required": ["uid"]}, Effect.WRITE, grounded=("uid", "start"),
          finder="calendar_list_events",
          topics=(r"mov(?:e|es|ed|ing)\b", r"reschedul\w*", r"chang\w*", r"shift\w*",
                  r"postpon\w*", r"push\w*", r"renam\w*", r"updat\w*", r"edit\w*",
                  r"earlier\b", r"later\b", r"instead\b", r"invit\w*", r"extend\w*",
                  r"shorten\w*", r"make it\b"))
    def calendar_update_event(self, uid: str, occurrence: str = "", title: str = "", start: str = "",
                              end: str = "", location: str = "", description: str = "",
                              reminder_minutes: int | None = None) -> ToolResult:
        changes = self.changes_for({k: v for k, v in locals().items() if k != "self"})
        which = self.occurrence_of({"occurrence": occurrence, "uid": uid})
        invited = self.invited(uid)  # change_event raises SEQUENCE, as RFC 5546 wants
        _row, note = self.calendars.change(uid, lambda text: ical.change_event(text, changes,
                                                                                which))
        content: dict[str, Any] = {"uid": uid, "changed": sorted(changes)}
        if which is not None:
            content["occurrence"] = occurrence
        if end and "dtend" not in changes:
            note = "; ".join(filter(None, [note, f"the end {end} was not after the new start, "
                                           "so the event keeps its length"]))
        if note:
            content["note"] = note
        if invited:
            content["invitations"] = self.invite(self.calendars.find(uid)[1].text,
                                                 "Updated invitation")
        return ToolResult(content, summary=tr("Event changed; attendees told") if invited
                          else tr("Event changed"))

    def invited(self, uid: str) -> list[str]:
        """The attendees of the user's own invitation (none for an event without, or one
        someone else organises: its organiser sends the updates; the user's own is one BotPsy
        created)."""
        _row, item = self.calendars.find(uid)
        organizer = itip.organizer_of(item.text)
        if not organizer or not self.calendars.store.issued(uid):  # an ORGANIZER that names
            return []  # the user in an event BotPsy did not create mails no one
        try:
            mine = self.mail_account().email.lower()
        except CalendarError:
            return []
        return itip.attendees_of(item.text) if organizer == mine else []

    @calendar_update_event.irreversible_when
    def calendar_update_event_irreversible(self, args: Mapping[str, Any]) -> bool:
        try:
            return bool(self.invited(str(args.get("uid", ""))))
        except CalendarError:
            return False


    @calendar_update_event.summary
    def calendar_update_event_summary(self, args: Mapping[str, Any]) -> str:
        return tr("Change {event}", event=self.named(args))

    @calendar_update_event.preview
    def calendar_update_event_preview(self, args: Mapping[str, Any]) -> Preview:
        changes = self.changes_for(args)
        which = self.occurrence_of(args)
        row, item, view, parsed = self.current(args["uid"], which)
        after = ical.parse(ical.change_event(item.text, changes, which))
        if which is not None:  # the override made for it (it may have moved far away)
            rid = ical.find_occurrence(parsed, which)
            target = next(c for c in after.walk("VEVENT") if c.get("recurrence-id") is not None
                          and c.get("recurrence-id").dt == rid)
        else:
            target = ical.main_component(after)
        new_view = ical.describe_event(target, self.zone)
        labels = {"summary": (QT_TR_NOOP("Title"), "title"),
                  "location": (QT_TR_NOOP("Where"), "location"),
                  "description": (QT_TR_NOOP("Notes"), "description"),
                  "dtstart": (QT_TR_NOOP("Starts"), "start"), "dtend": (QT_TR_NOOP("Ends"), "end"),
                  "reminder": (QT_TR_NOOP("Reminder"), "reminders_minutes_before")}
        if "dtstart" in changes and "dtend" not in changes:
            changes = {**changes, "dtend": None}  # the end moves with the start: say so
        fields = [PreviewField(QT_TR_NOOP("Calendar"), row.label),
                  PreviewField(QT_TR_NOOP("Event"), view["title"]),
                  PreviewField(QT_TR_NOOP("Applies to"), self.scope(parsed, which))]
        for key in changes:
            name, present = labels[key]
            before, now = view.get(present), new_view.get(present)
            if key in ("dtstart", "dtend"):
                old_time, new_time = self.when(str(before)), self.when(str(now))
                before, now = self.show(old_time), self.show(new_time)
                if isinstance(old_time, datetime) and isinstance(new_time, datetime) and \
                        old_time.astimezone(self.zone).date() == new_time.astimezone(self.zone).date():
                    local = new_time.astimezone(self.zone)
                    now = tr("{time} the same day", time=Moment(f"{local:%H:%M}", local.time()))
            elif key == "reminder":
                before = tr("%Ln minute(s) before", None, before[0]) if before else None
                now = tr("%Ln minute(s) before", None, now[0]) if now else tr("none")
            fields.append(PreviewField(name, tr("{before} → {after}", before=before or "—",
                                                after=now)))
        if "dtstart" in changes or "dtend" in changes:
            fields.extend(self.clashes(target.get("dtstart").dt, ical.component_end(target),
                                  args["uid"]))
        fields.extend(self.invitation_fields(self.invited(args["uid"]), tr("The update")))
        return Preview("event", tuple(fields), account=row.account)

    @tool("Delete an event (uid from calendar_list_events).",
          {"type": "object", "properties": {"uid": TEXT, "occurrence": OCCURRENCE},
           "required": ["uid"]}, Effect.DELETE, grounded=("uid",),
          finder="calendar_list_events",
          topics=(*DELETE_WORDS, r"cancel\w*", r"call off\b", r"drop\b"))
    def calendar_delete_event(self, uid: str, occurrence: str = "") -> ToolResult:
        which = self.occurrence_of({"occurrence": occurrence, "uid": uid})
        told = ""
        if which is None:
            if self.invited(uid):  # the attendees hear of it first: the text goes with it
                told = self.invite(self.calendars.find(uid)[1].text, "Cancelled", "CANCEL")
            _row, note = self.calendars.delete(uid)
        else:
            _row, note = self.calendars.change(uid, lambda text: ical.delete_occurrence(text, which))
        content = {"deleted": uid, **({"occurrence": occurrence} if which else {}),
                   **({"note": note} if note else {}), **({"cancellation": told} if told else {})}
        return ToolResult(content, summary=tr("Deleted; attendees told") if told
                          else tr("Deleted"))


    @calendar_delete_event.summary
    def calendar_delete_event_summary(self, args: Mapping[str, Any]) -> str:
        return tr("Delete {event}", event=self.named(args))

    @calendar_delete_event.preview
    def calendar_delete_event_preview(self, args: Mapping[str, Any]) -> Preview:
        which = self.occurrence_of(args)
        row, _item, view, parsed = self.current(args["uid"], which)
        span = tr("{start} – {end}", start=self.show(self.when(view["start"])),
                  end=self.show(self.when(view["end"])))
        told = self.invitation_fields(self.invited(args["uid"]), tr("A cancellation")) \
            if which is None else []
        return Preview("event", (PreviewField(QT_TR_NOOP("Calendar"), row.label),
                                 PreviewField(QT_TR_NOOP("Event"), view["title"]),
                                 PreviewField(QT_TR_NOOP("When"), span),
                                 PreviewField(QT_TR_NOOP("Delete"), self.scope(parsed, which)), *told),
                       account=row.account)

    # -- tasks --------------------------------------------------------------------------------
    @tool("Add a task (to-do)." + TIMES,
          {"type": "object", "properties": {
              "title": {"type": "string", "minLength": 1}, "due": ISO,
              "notes": TEXT, "calendar": TEXT,
              "priority": {"type": "integer", "minimum": 1, "maximum": 9}},
           "required": ["title"]}, Effect.WRITE, topics=TASK_WORDS)
    def calendar_create_task(self, title: str, due: str = "", notes: str = "", calendar: str = "",
                             priority: int = 0) -> ToolResult:
        row = self.calendars.calendar(calendar, "VTODO")
        due_at = self.when(due) if due else None
        fresh = f"{uuid.uuid4()}@botpsy"
        self.calendars.store.issue(fresh)
        uid, note = self.calendars.create(row, ical.new_task(fresh, title, due_at, notes=notes,
                                                             priority=priority or None))
        content = {"uid": uid, "list": row.label, "title": title, **({"note": note} if note
                                                                      else {})}
        return ToolResult(content, summary=tr("Added task {title}", title=title))


    @calendar_create_task.summary
    def calendar_create_task_summary(self, args: Mapping[str, Any]) -> str:
        return tr("Add task '{title}'", title=args["title"])

    @calendar_create_task.preview
    def calendar_create_task_preview(self, args: Mapping[str, Any]) -> Preview:
        row = self.calendars.calendar(args.get("calendar", ""), "VTODO")
        fields = [PreviewField(QT_TR_NOOP("List"), row.label),
                  PreviewField(QT_TR_NOOP("Task"), args["title"])]
        if args.get("due"):
            fields.append(PreviewField(QT_TR_NOOP("Due"), self.show(self.when(args["due"]))))
        if args.get("priority"):
            fields.append(PreviewField(QT_TR_NOOP("Priority"), str(args["priority"])))
        if args.get("notes"):
            fields.append(PreviewField(QT_TR_NOOP("Notes"), args["notes"], long=True))
        return Preview("task", tuple(fields), account=row.account)

    def task_view(self, uid: str) -> tuple[Any, dict[str, Any]]:
        row, _item, parsed = self.editable(uid, "VTODO")
        return row, ical.describe_task(ical.main_component(parsed), self.zone)

    @tool("Mark a task done (uid from calendar_list_tasks).",
          {"type": "object", "properties": {"uid": TEXT},
           "required": ["uid"]}, Effect.WRITE, grounded=("uid",), topics=TASK_WORDS,
          finder="calendar_list_tasks")
    def calendar_complete_task(self, uid: str) -> ToolResult:
        row, view = self.task_view(uid)
        if view["status"] == "COMPLETED":
            return ToolResult({"uid": uid, "status": "already completed"},
                              summary=tr("Already done"))
        _row, note = self.calendars.change(uid, ical.complete_task)
        return ToolResult({"uid": uid, "list": row.label, "status": "COMPLETED",
                           **({"note": note} if note else {})}, summary=tr("Task done"))


    @calendar_complete_task.summary
    def calendar_complete_task_summary(self, args: Mapping[str, Any]) -> str:
        return tr("Mark {task} done", task=self.named(args))

    @calendar_complete_task.preview
    def calendar_complete_task_preview(self, args: Mapping[str, Any]) -> Preview:
        row, view = self.task_view(args["uid"])
        fields = [PreviewField(QT_TR_NOOP("List"), row.label),
                  PreviewField(QT_TR_NOOP("Task"), view["title"])]
        if view.get("due"):
            fields.append(PreviewField(QT_TR_NOOP("Due"), self.show(self.when(view["due"]))))
        fields.append(PreviewField(QT_TR_NOOP("Action"), "Mark as completed"))
        return Preview("task", tuple(fields), account=row.account)

    def named(self, args: Mapping[str, Any]) -> str:
        """An event or task by its title for one-line summaries (the uid means nothing to
        people)."""
        try:
            _row, item = self.calendars.find(str(args.get("uid", "")))
            title: str = f"'{ical.index(item.text).summary}'"
        except CalendarError:
            title = tr("event {id}", id=str(args.get("uid", ""))[:8])
        if args.get("occurrence"):
            try:
                when: str = self.show(self.when(str(args["occurrence"])))
            except CalendarError:
                when = str(args["occurrence"])
            title = tr("{event} on {when}", event=title, when=when)
        return title

    @tool("List the calendars and task lists.",
          topics=(r"calendars\b", r"task lists?\b", r"which calendar\b", r"lists\b"))
    def calendar_list_calendars(self) -> ToolResult:
        notes = self.calendars.refresh()
        try:
            default_id = self.calendars.default_calendar("VEVENT").id
        except CalendarError as err:
            default_id, notes = -1, [*notes, str(err)]
        found = [{"name": c.label, "color": c.color, "holds": [
            {"VEVENT": "events", "VTODO": "tasks"}.get(k, k.lower()) for k in c.components
            if k in ("VEVENT", "VTODO")], "default": c.id == default_id,
            "on_this_computer_only": c.local} for c in self.calendars.calendars()]
        # A server's calendar names can be chosen by others (a shared calendar): untrusted.
        remote = [str(c["name"]) for c in found if not c["on_this_computer_only"]]
        untrusted = Provenance("calendar names", ", ".join(remote[:5])) if remote else None
        return self.with_notes(ToolResult(found, untrusted=untrusted,
                                     summary=tr("%Ln calendar(s)", None, len(found))),
                               notes)


    @calendar_list_calendars.summary
    def calendar_list_calendars_summary(self, args: Mapping[str, Any]) -> str:
        return tr("List calendars")

    def days_around(self, begin: datetime, finish: datetime) -> tuple[datetime, datetime] | None:
        """The whole days a range that cuts them short lies in (a week at most); None for a
        range of whole days already, or a longer one."""
        first = datetime.combine(begin.astimezone(self.zone).date(), time(), tzinfo=self.zone)
        last = datetime.combine(finish.astimezone(self.zone).date(), time(), tzinfo=self.zone)
        if last < finish:
            last += timedelta(days=1)
        if (first, last) == (begin, finish) or last - first > timedelta(days=7):
            return None
        return first, last

    def whole_days(self, begin: datetime, finish: datetime, calendar: str,
                   notes: list[str]) -> list[dict[str, Any]]:
        """Nothing between two times that cut days short ("tomorrow" read as tomorrow
        09:00-15:00, or "on the 3rd" as now until the 3rd at 09:00: the [Now] line's hour
        copied): the events of those whole days (a week at most), said."""
        around = self.days_around(begin, finish)
        if around is None:
            return []
        first, last = around
        events: list[dict[str, Any]] = self.every_calendar_if_unknown(
            lambda name: self.calendars.events(first, last, name), calendar, [])
        if events:
            start, end = begin.astimezone(self.zone), finish.astimezone(self.zone)
            shown = "%H:%M" if last - first == timedelta(days=1) else "%a %d %b %H:%M"
            day, until = first.date(), (last - timedelta(days=1)).date()
            cut = {"start": Moment(f"{start:{shown}}", start), "end": Moment(f"{end:{shown}}", end)}
            notes.append(tr("nothing between {start} and {end}; these are the other events of "
                            "{day}", day=Moment(f"{day:%a %d %b}", day), **cut)
                         if day == until else
                         tr("nothing between {start} and {end}; these are the other events from "
                            "{first} to {last}", first=Moment(f"{day:%a %d %b}", day),
                            last=Moment(f"{until:%a %d %b}", until), **cut))
        return events

    def every_calendar_if_unknown(self, read: Any, calendar: str, notes: list[str]) -> Any:
        """A read names a calendar that does not exist: look in all of them, and say so."""
        try:
            return read(calendar)
        except UnknownCalendarError as err:
            notes.append(tr("{error}; every calendar was searched instead", error=said(err)))
            return read("")



def build_tools(context: ConnectorContext) -> list[Tool]:
    """The calendar tools: always there, since the local calendar needs no account."""
    return CalendarTools(context).tools()
