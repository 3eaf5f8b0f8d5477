"""iCalendar objects: building, changing, indexing and expanding them (icalendar +
recurring-ical-events). Pure functions on text, shared by the local calendar and CalDAV.

One calendar object resource holds one UID: a VEVENT (with its recurrence overrides, each
marked by RECURRENCE-ID) or a VTODO. A malformed object raises CalendarError here; callers
report it as a problem of that object only, and the rest of the calendar still loads.
"""

from __future__ import annotations

import copy
import itertools
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta, tzinfo
from typing import Any

import icalendar
import recurring_ical_events

from connectors.base import tr
from connectors.calendars.errors import CalendarError

PRODID = "-//BotPsy Desktop//EN"
FAR_FUTURE = 4_102_444_800  # 2100-01-01, the end bound of an open recurring series
SERIES_INDEX_LIMIT = 2000  # occurrences counted to find where a bounded series ends
MAX_REMINDER_MINUTES = 40320  # four weeks: the longest reminder the tools accept
# slack for floating and all-day times, whose instant depends on the viewer's zone
SLACK = 14 * 3600


@dataclass(frozen=True)
class Indexed:
    """What the cache keeps beside an object's text to answer range queries quickly."""

    uid: str
    kind: str  # VEVENT or VTODO
    summary: str
    start: int  # epoch seconds, widened for floating/all-day times
    end: int
    alarm: int  # the longest reminder in minutes (0: none), so reminders read only these


def parse(text: str) -> icalendar.Calendar:
    """Parse iCalendar text; anything unreadable is a CalendarError with the reason."""
    try:
        parsed = icalendar.Calendar.from_ical(text)
    except Exception as err:
        raise CalendarError(tr("unreadable iCalendar ({error})", error=str(err)[:120])) from err
    if not isinstance(parsed, icalendar.Calendar):
        raise CalendarError(tr("not an iCalendar object"))
    return parsed


def main_component(cal: icalendar.Calendar) -> icalendar.cal.Component:
    """The VEVENT without RECURRENCE-ID (the series), or the VTODO."""
    found = [c for c in cal.subcomponents if c.name in ("VEVENT", "VTODO")]
    if not found:
        raise CalendarError(tr("the object holds no event or task"))
    for component in found:
        if component.get("recurrence-id") is None:
            return component
    return found[0]


def _epoch(value: date | datetime, end: bool = False) -> int:
    if isinstance(value, datetime):
        if value.tzinfo is None:
            return int(value.replace(tzinfo=UTC).timestamp()) + (SLACK if end else -SLACK)
        return int(value.timestamp())
    moment = datetime.combine(value, time(), tzinfo=UTC)
    return int(moment.timestamp()) + (SLACK if end else -SLACK)


def component_end(component: icalendar.cal.Component) -> date | datetime:
    """DTEND, or DTSTART + DURATION, or the RFC 5545 default (one day, or zero for a time)."""
    start = component.get("dtstart").dt
    if component.get("dtend") is not None:
        return component.get("dtend").dt
    if component.get("duration") is not None:
        return start + component.get("duration").dt
    if isinstance(start, datetime):
        return start
    return start + timedelta(days=1)


def index(text: str) -> Indexed:
    """The row the cache keeps for an object (raises CalendarError when unreadable)."""
    cal = parse(text)
    main = main_component(cal)
    uid = str(main.get("uid") or "")
    if not uid:
        raise CalendarError(tr("the object has no UID"))
    summary = str(main.get("summary") or "")
    if main.name == "VTODO":
        due = main.get("due") or main.get("dtstart")
        moment = _epoch(due.dt) if due is not None else FAR_FUTURE
        return Indexed(uid, "VTODO", summary, moment, moment, 0)
    if main.get("dtstart") is None:
        raise CalendarError(tr("the event '{title}' has no start", title=summary))
    events = [c for c in cal.subcomponents if c.name == "VEVENT"]
    recurring = is_recurring(cal)
    starts = [_epoch(c.get("dtstart").dt) for c in events if c.get("dtstart") is not None]
    ends = [_epoch(component_end(c), end=True) for c in events if c.get("dtstart") is not None]
    end = _series_end(cal, events) if recurring else max(ends)
    alarm = max((m for c in events for m in reminders(c)), default=0)
    return Indexed(uid, "VEVENT", summary, min(starts), end, alarm)


def is_recurring(cal: icalendar.Calendar) -> bool:
    """Whether the object repeats (a rule, extra dates, or changed occurrences)."""
    events = [c for c in cal.subcomponents if c.name == "VEVENT"]
    return any(c.get("rrule") is not None or c.get("rdate") is not None
               or c.get("recurrence-id") is not None for c in events)


def _series_end(cal: icalendar.Calendar, events: list[icalendar.cal.Component]) -> int:
    """When a series with COUNT or UNTIL is over (so a range after it skips it), else
    FAR_FUTURE. Open-ended series, RDATEs and very long series stay FAR_FUTURE."""
    bounded = all(c.get("recurrence-id") is not None or (
        c.get("rdate") is None and c.get("rrule") is not None
        and ("COUNT" in c.get("rrule") or "UNTIL" in c.get("rrule"))) for c in events)
    if not bounded:
        return FAR_FUTURE
    try:
        occurrences = list(itertools.islice(recurring_ical_events.of(cal).all(),
                                            SERIES_INDEX_LIMIT + 1))
    except Exception:
        return FAR_FUTURE  # an invalid rule: always a candidate, reported when read
    if not occurrences or len(occurrences) > SERIES_INDEX_LIMIT:
        return FAR_FUTURE
    return max(_epoch(component_end(c), end=True) for c in occurrences)


# --- reading -------------------------------------------------------------------------------

def _show(value: date | datetime, zone: tzinfo) -> str:
    if isinstance(value, datetime):
        if value.tzinfo is None:  # floating: the same wall time wherever the user is
            return value.isoformat(timespec="minutes")
        return value.astimezone(zone).isoformat(timespec="minutes")
    return value.isoformat()


def readable(value: date | datetime, zone: tzinfo | None = None) -> str:
    """A time as people read it, in the user's zone (a floating time as written)."""
    if isinstance(value, datetime):
        if value.tzinfo is not None and zone is not None:
            value = value.astimezone(zone)
        return f"{value:%A %d %B %Y, %H:%M} ({value.tzname() or value.utcoffset()})"
    return f"{value:%A %d %B %Y} (all day)"


def unknown_zone(component: icalendar.cal.Component) -> str:
    """A TZID the parser could not resolve (the time was read as floating)."""
    for key in ("dtstart", "dtend", "due"):
        prop = component.get(key)
        if prop is None or not hasattr(prop, "params"):
            continue
        tzid = prop.params.get("TZID")
        if tzid and isinstance(prop.dt, datetime) and prop.dt.tzinfo is None:
            return str(tzid)
    return ""


def reminders(component: icalendar.cal.Component) -> list[int]:
    """Minutes before the start of each relative VALARM."""
    found = []
    for alarm in component.walk("VALARM"):
        trigger = alarm.get("trigger")
        if trigger is not None and isinstance(trigger.dt, timedelta):
            found.append(int(-trigger.dt.total_seconds() // 60))
    return found


def attendees(component: icalendar.cal.Component) -> list[str]:
    """Organizer and attendees as e-mail addresses."""
    people = []
    for key in ("organizer", "attendee"):
        value = component.get(key)
        for item in value if isinstance(value, list) else [value] if value else []:
            people.append(str(item).removeprefix("mailto:").removeprefix("MAILTO:"))
    return people


def describe_event(component: icalendar.cal.Component, zone: tzinfo) -> dict[str, Any]:
    """The plain view of one occurrence the model and the window see."""
    start = component.get("dtstart").dt
    rid = component.get("recurrence-id")
    view: dict[str, Any] = {
        "uid": str(component.get("uid") or ""),
        "title": str(component.get("summary") or ""),
        "start": _show(start, zone),
        "end": _show(component_end(component), zone),
        "all_day": not isinstance(start, datetime),
    }
    if rid is not None:
        view["occurrence"] = _show(rid.dt, zone)
    for key in ("location", "description"):
        if component.get(key):
            view[key] = str(component.get(key))[:1000]
    people = attendees(component)
    if people:
        view["attendees"] = people[:20]
    alarms = reminders(component)
    if alarms:
        view["reminders_minutes_before"] = alarms
    if str(component.get("status") or "") == "CANCELLED":
        view["cancelled"] = True
    zone_name = unknown_zone(component)
    if zone_name:
        view["problem"] = f"unknown time zone {zone_name!r}: shown as local wall-clock time"
    return view


def describe_task(component: icalendar.cal.Component, zone: tzinfo) -> dict[str, Any]:
    """The plain view of a task."""
    view: dict[str, Any] = {"uid": str(component.get("uid") or ""),
                            "title": str(component.get("summary") or ""),
                            "status": str(component.get("status") or "NEEDS-ACTION")}
    if component.get("due") is not None:
        view["due"] = _show(component.get("due").dt, zone)
    if component.get("completed") is not None:
        view["completed"] = _show(component.get("completed").dt, zone)
    if component.get("priority") is not None:
        view["priority"] = int(component.get("priority"))
    if component.get("description"):
        view["notes"] = str(component.get("description"))[:1000]
    return view


# --- building and changing -----------------------------------------------------------------

def _new_calendar() -> icalendar.Calendar:
    cal = icalendar.Calendar()
    cal.add("prodid", PRODID)
    cal.add("version", "2.0")
    return cal


def serialize(cal: icalendar.Calendar) -> str:
    """iCalendar text with a VTIMEZONE for every TZID used (RFC 5545 requires them; servers
    and other clients that do not know the zone by name rely on it)."""
    try:
        cal.add_missing_timezones()
    except Exception:
        pass
    return cal.to_ical().decode()


def _set(component: icalendar.cal.Component, key: str, value: Any) -> None:
    if key in component:
        del component[key]
    if value not in (None, ""):
        component.add(key, value)


def _set_reminder(component: icalendar.cal.Component, minutes: int | None) -> None:
    component.subcomponents = [c for c in component.subcomponents if c.name != "VALARM"]
    if minutes is None or minutes < 0:
        return
    alarm = icalendar.Alarm()
    alarm.add("action", "DISPLAY")
    alarm.add("description", str(component.get("summary") or "Reminder"))
    alarm.add("trigger", timedelta(minutes=-minutes))
    component.add_component(alarm)


def _stamp(component: icalendar.cal.Component) -> None:
    now = datetime.now(UTC).replace(microsecond=0)
    _set(component, "dtstamp", now)
    _set(component, "last-modified", now)


def new_event(uid: str, title: str, start: date | datetime, end: date | datetime, *,
              location: str = "", description: str = "", rrule: Mapping[str, Any] | None = None,
              reminder_minutes: int | None = None) -> str:
    """A VCALENDAR with one new VEVENT."""
    event = icalendar.Event()
    event.add("uid", uid)
    event.add("summary", title)
    event.add("dtstart", start)
    event.add("dtend", end)
    if location:
        event.add("location", location)
    if description:
        event.add("description", description)
    if rrule:
        event.add("rrule", dict(rrule))
    _stamp(event)
    _set_reminder(event, reminder_minutes)
    cal = _new_calendar()
    cal.add_component(event)
    return serialize(cal)


def new_task(uid: str, title: str, due: date | datetime | None, *, notes: str = "",
             priority: int | None = None) -> str:
    """A VCALENDAR with one new VTODO."""
    task = icalendar.Todo()
    task.add("uid", uid)
    task.add("summary", title)
    task.add("status", "NEEDS-ACTION")
    if due is not None:
        task.add("due", due)
    if notes:
        task.add("description", notes)
    if priority:
        task.add("priority", priority)
    _stamp(task)
    cal = _new_calendar()
    cal.add_component(task)
    return serialize(cal)


def same_instant(a: date | datetime, b: date | datetime) -> bool:
    """Whether two starts are the same moment (a floating time as its wall-clock time)."""
    if isinstance(a, datetime) != isinstance(b, datetime):
        return False
    if isinstance(a, datetime) and isinstance(b, datetime):
        if (a.tzinfo is None) != (b.tzinfo is None):
            return a.replace(tzinfo=None) == b.replace(tzinfo=None)
    return a == b


def occurrence_component(cal: icalendar.Calendar,
                         occurrence: date | datetime) -> icalendar.cal.Component:
    """The occurrence of a series that (originally) starts at ``occurrence``, as expanded."""
    main = main_component(cal)
    if main.get("rrule") is None and main.get("rdate") is None:
        raise CalendarError(tr("This event does not repeat; change or delete it as a whole "
                               "(leave out 'occurrence')."))
    window: tuple[date | datetime, date | datetime] = (
        occurrence - timedelta(days=1), occurrence + timedelta(days=2))
    try:
        around = recurring_ical_events.of(cal).between(*window)
    except Exception as err:
        raise CalendarError(tr("cannot expand the series ({error})",
                               error=str(err)[:120])) from err
    for component in around:
        rid = component.get("recurrence-id")
        if rid is not None and same_instant(rid.dt, occurrence):
            return component
    raise CalendarError(tr("The series has no occurrence at {time}; use the 'occurrence' "
                           "value calendar_list_events gave.", time=occurrence.isoformat()))


def find_occurrence(cal: icalendar.Calendar, occurrence: date | datetime) -> date | datetime:
    """The RECURRENCE-ID value of the occurrence that starts (originally) at ``occurrence``."""
    return occurrence_component(cal, occurrence).get("recurrence-id").dt


def _override(cal: icalendar.Calendar, rid: date | datetime) -> icalendar.cal.Component:
    """The override component of one occurrence, made from the series when there is none."""
    for component in cal.walk("VEVENT"):
        value = component.get("recurrence-id")
        if value is not None and same_instant(value.dt, rid):
            return component
    main = main_component(cal)
    length = component_end(main) - main.get("dtstart").dt
    override = copy.deepcopy(main)
    for key in ("rrule", "rdate", "exdate", "dtstart", "dtend", "duration"):
        if key in override:
            del override[key]
    start = rid
    if isinstance(rid, datetime) and isinstance(main.get("dtstart").dt, datetime):
        start = rid.astimezone(main.get("dtstart").dt.tzinfo) if rid.tzinfo else rid
    override.add("recurrence-id", start)
    override.add("dtstart", start)
    override.add("dtend", start + length)
    cal.add_component(override)
    return override


def _follow_series(cal: icalendar.Calendar, main: icalendar.cal.Component,
                   changes: Mapping[str, Any]) -> None:
    """A change to a whole series reaches the occurrences changed on their own, for what they
    had not changed themselves; a moved series start moves their RECURRENCE-IDs with it."""
    overrides = [c for c in cal.walk("VEVENT") if c.get("recurrence-id") is not None]
    old_start = main.get("dtstart").dt
    delta = None
    if "dtstart" in changes and type(changes["dtstart"]) is type(old_start):
        delta = changes["dtstart"] - old_start
    for override in overrides:
        for key in ("summary", "location", "description"):
            if key in changes and str(override.get(key) or "") == str(main.get(key) or ""):
                _set(override, key, changes[key])
        if "reminder" in changes and reminders(override) == reminders(main):
            _set_reminder(override, changes["reminder"])
        if delta:
            rid = override.get("recurrence-id").dt
            moved_with_series = same_instant(override.get("dtstart").dt, rid)
            length = component_end(override) - override.get("dtstart").dt
            _set(override, "recurrence-id", rid + delta)
            if moved_with_series:
                _set(override, "dtstart", rid + delta)
                _set(override, "dtend", rid + delta + length)


def change_event(text: str, changes: Mapping[str, Any],
                 occurrence: date | datetime | None = None) -> str:
    """Apply ``changes`` (summary, dtstart, dtend, location, description, reminder) to the
    whole series, or to one occurrence only. A new start keeps the length unless a new end
    is given."""
    cal = parse(text)
    target = _override(cal, find_occurrence(cal, occurrence)) if occurrence is not None \
        else main_component(cal)
    if occurrence is None:
        _follow_series(cal, target, changes)
    length = component_end(target) - target.get("dtstart").dt
    for key, value in changes.items():
        if key == "reminder":
            _set_reminder(target, value)
        elif key != "dtend":
            _set(target, key, value)
    if "dtend" in changes:
        _set(target, "dtend", changes["dtend"])
    elif "dtstart" in changes:
        if "duration" in target:
            del target["duration"]
        _set(target, "dtend", changes["dtstart"] + length)
    start, end = target.get("dtstart").dt, component_end(target)
    if type(start) is not type(end) or end <= start:
        raise CalendarError(tr("The event must end after it starts (and both be dates or "
                               "both times)."))
    seq = int(target.get("sequence") or 0)
    _set(target, "sequence", seq + 1)
    _stamp(target)
    return serialize(cal)


def delete_occurrence(text: str, occurrence: date | datetime) -> str:
    """Remove one occurrence of a series (EXDATE on the series, its override dropped)."""
    cal = parse(text)
    rid = find_occurrence(cal, occurrence)
    cal.subcomponents = [c for c in cal.subcomponents
                         if not (c.name == "VEVENT" and c.get("recurrence-id") is not None
                                 and same_instant(c.get("recurrence-id").dt, rid))]
    main = main_component(cal)
    main.add("exdate", rid)
    _stamp(main)
    return serialize(cal)


def complete_task(text: str, when: datetime | None = None) -> str:
    """Mark a VTODO completed now."""
    cal = parse(text)
    task = main_component(cal)
    if task.name != "VTODO":
        raise CalendarError(tr("That is an event, not a task."))
    _set(task, "status", "COMPLETED")
    _set(task, "completed", (when or datetime.now(UTC)).astimezone(UTC).replace(microsecond=0))
    _set(task, "percent-complete", 100)
    _stamp(task)
    return serialize(cal)


def _value(component: icalendar.cal.Component, key: str, zone: tzinfo) -> str:
    value = component.get(key)
    if value is None:
        return ""
    if hasattr(value, "dt"):
        return _show(value.dt, zone)
    if isinstance(value, icalendar.vRecur):
        return value.to_ical().decode()
    return str(value)


#: how a conflict report names an event's fields
FIELD_NAMES = (tr("title", "event field"), tr("start", "event field"), tr("end", "event field"),
               tr("due", "event field"), tr("location", "event field"),
               tr("notes", "event field"), tr("repeat", "event field"),
               tr("status", "event field"))


def differences(before: str, after: str, zone: tzinfo) -> list[str]:
    """What changed between two versions of an object, in words (for conflict reports)."""
    try:
        old_cal, new_cal = parse(before), parse(after)
        old, new = main_component(old_cal), main_component(new_cal)
    except CalendarError:
        return []
    changed: list[str] = []
    for key, label in (("summary", FIELD_NAMES[0]), ("dtstart", FIELD_NAMES[1]),
                       ("dtend", FIELD_NAMES[2]), ("due", FIELD_NAMES[3]),
                       ("location", FIELD_NAMES[4]), ("description", FIELD_NAMES[5]),
                       ("rrule", FIELD_NAMES[6]), ("status", FIELD_NAMES[7])):
        was, now = _value(old, key, zone), _value(new, key, zone)
        if was != now:
            changed.append(tr("{field}: was '{was}', now '{now}'", field=label, was=was,
                              now=now))
    if len(old_cal.subcomponents) != len(new_cal.subcomponents):
        changed.append(tr("single occurrences were changed"))
    return changed
