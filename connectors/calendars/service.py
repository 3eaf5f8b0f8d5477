"""Calendars as the tools see them: the local calendar plus every CalDAV account, read from
the store (so reads work offline): calendars, events, tasks, free time, reminders, and the
edits that go through :class:`connectors.calendars.sync.CalendarSync`.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, time, timedelta, tzinfo
from typing import Any

from connectors.base import tr
from connectors.calendars import ical
from connectors.calendars.account import CalDAVAccount, get_password
from connectors.calendars.client import CalDAVSession, local_zone
from connectors.calendars.errors import (
    CalendarError,
    UnknownCalendarError,
)
from connectors.calendars.store import (
    LOCAL_ACCOUNT,
    CalendarRow,
    CalendarStore,
    StoredObject,
)
from connectors.calendars.sync import CalendarSync

_REMINDERS_LOCK = threading.Lock()


@dataclass(frozen=True)
class WorkingHours:
    """When free time may be proposed."""

    start: time = time(9)
    end: time = time(17)
    days: tuple[int, ...] = (0, 1, 2, 3, 4)  # Monday = 0

    @classmethod
    def from_settings(cls, data: Any) -> WorkingHours:
        """From settings like {"start": "08:30", "end": "18:00", "days": [0, 1, 2, 3, 4]}."""
        if not isinstance(data, dict):
            return cls()
        try:
            return cls(time.fromisoformat(data.get("start", "09:00")),
                       time.fromisoformat(data.get("end", "17:00")),
                       tuple(int(d) for d in data.get("days", (0, 1, 2, 3, 4))))
        except (TypeError, ValueError):
            return cls()


def _as_datetime(value: date | datetime, zone: tzinfo) -> datetime:
    if isinstance(value, datetime):
        return value if value.tzinfo else value.replace(tzinfo=zone)
    return datetime.combine(value, time(), tzinfo=zone)


class Calendars(CalendarSync):
    """The user's calendars and task lists."""

    def __init__(self, store: CalendarStore, accounts: list[CalDAVAccount], *,
                 zone: tzinfo | None = None, default: str = "",
                 hours: WorkingHours | None = None,
                 password: Callable[[CalDAVAccount], str | None] = get_password) -> None:
        self.store = store
        self.accounts = {a.name: a for a in accounts}
        self.zone = zone or local_zone()
        self.default = default
        self.hours = hours or WorkingHours()
        self._password = password
        self._sessions: dict[str, CalDAVSession] = {}
        self._failed_at: dict[str, tuple[float, str, bool]] = {}

    # -- calendars ----------------------------------------------------------------------------
    def calendars(self) -> list[CalendarRow]:
        """The local calendar and the known calendars of the configured accounts."""
        return [c for c in self.store.calendars()
                if c.account == LOCAL_ACCOUNT or c.account in self.accounts]

    def ensure_known(self) -> None:
        """Sync accounts that have never synced, so their calendars can be named (a failure
        is reported where it matters: when a calendar is missing)."""
        for name in self.accounts:
            if not self.store.synced_at(name):
                self._try_sync(name)

    def default_calendar(self, kind: str = "VEVENT") -> CalendarRow:
        """The user's choice when it holds ``kind``; else the first account calendar that
        does; else (no account at all) the local calendar. Never a silent substitute: a
        default or an account that cannot be reached is an error the model can relay."""
        self.ensure_known()
        holding = [c for c in self.calendars() if kind in c.components]
        for row in holding:
            if self.default and self.default in (row.label, row.name):
                return row
        remote = [c for c in holding if not c.local]
        if self.default and not remote:
            raise CalendarError(tr("The default calendar '{name}' is not available (its "
                                   "account cannot be reached now). Name a calendar, e.g. "
                                   "'On this computer'.", name=self.default))
        if remote:
            return remote[0]
        if self.accounts:
            names = ", ".join(self.accounts)
            if kind == "VTODO":
                raise CalendarError(tr("No calendar of {accounts} that holds tasks is known "
                                       "yet (the server cannot be reached?). Name a calendar, "
                                       "e.g. 'On this computer'.", accounts=names))
            raise CalendarError(tr("No calendar of {accounts} that holds events is known yet "
                                   "(the server cannot be reached?). Name a calendar, e.g. "
                                   "'On this computer'.", accounts=names))
        return next(c for c in holding if c.local)

    def calendar(self, name: str = "", kind: str = "VEVENT") -> CalendarRow:
        """A calendar by its name (or account/name); the default when no name is given."""
        if not name.strip():
            return self.default_calendar(kind)
        self.ensure_known()
        wanted = name.strip().casefold()
        rows = self.calendars()
        matches = [c for c in rows if c.label.casefold() == wanted] or \
            [c for c in rows if c.name.casefold() == wanted]
        if len(matches) > 1:
            raise CalendarError(tr("Several calendars are called '{name}': {calendars}. Give "
                                   "one of these.", name=name,
                                   calendars=", ".join(c.label for c in matches)))
        if not matches:
            raise UnknownCalendarError(tr("There is no calendar '{name}'. Calendars: "
                                          "{calendars}", name=name, calendars=", ".join(
                                              f"'{c.label}'" for c in rows)))
        if kind not in matches[0].components:
            if kind == "VTODO":
                raise CalendarError(tr("{calendar} does not hold tasks.",
                                       calendar=matches[0].label))
            raise CalendarError(tr("{calendar} does not hold events.",
                                   calendar=matches[0].label))
        return matches[0]

    # -- reading ------------------------------------------------------------------------------
    def _labels(self) -> dict[int, CalendarRow]:
        return {c.id: c for c in self.calendars()}

    def occurrences(self, start: datetime, end: datetime, calendar: str = "",
                    with_alarm: bool = False
                    ) -> Iterator[tuple[CalendarRow, StoredObject, Any]]:
        """(calendar, object, occurrence component) for each occurrence in [start, end)
        (of events with a reminder only, when ``with_alarm``); raises nothing for a bad
        object: it yields it with component None."""
        rows = [self.calendar(calendar)] if calendar else list(self._labels().values())
        by_id = {r.id: r for r in rows}
        for item in self.store.in_range(by_id, "VEVENT", int(start.timestamp()),
                                        int(end.timestamp()), with_alarm):
            row = by_id[item.calendar_id]
            if item.problem:
                yield row, item, None
                continue
            try:
                found = self.store.expander(item).between(start, end)
                components = [c for c in found if c.name == "VEVENT"]
            except Exception as err:  # an invalid rule or time: this object only
                yield row, replace(item, problem=f"cannot expand ({str(err)[:160]})"), None
                continue
            for component in components:
                yield row, item, component

    def events(self, start: datetime, end: datetime, calendar: str = "") -> list[dict[str, Any]]:
        """Occurrences in a range, in the user's zone, sorted; a malformed object becomes one
        entry with its problem, the rest still load."""
        views = []
        unknown_zones: dict[tuple[int, str], str] = {}  # per object, not per occurrence
        series: dict[tuple[int, str], bool] = {}
        for row, item, component in self.occurrences(start, end, calendar):
            if component is None:
                views.append({"calendar": row.label, "problem": self._problem(item)})
                continue
            view = ical.describe_event(component, self.zone)
            key = (item.calendar_id, item.href)
            if key not in unknown_zones:  # expanded copies lose the TZID: ask the original
                unknown_zones[key] = ical.unknown_zone(
                    ical.main_component(self.store.parsed(item)))
            zone_name = unknown_zones[key]
            if zone_name:
                view["problem"] = (f"unknown time zone {zone_name!r}: shown as local "
                                   "wall-clock time")
            view["calendar"] = row.label
            if key not in series:  # every expanded copy has a RECURRENCE-ID: ask the original
                series[key] = ical.is_recurring(self.store.parsed(item))
            view["recurring"] = series[key]
            views.append(view)
        views.sort(key=lambda v: (_sort_key(v.get("start", ""), self.zone), v.get("title", "")))
        return views

    @staticmethod
    def _problem(item: StoredObject) -> str:
        name = item.uid or item.href.rsplit("/", 1)[-1]
        return f"an unreadable entry was skipped ({name}: {item.problem})"

    def tasks(self, include_completed: bool = False, calendar: str = "") -> list[dict[str, Any]]:
        """Tasks, open ones first by due date."""
        rows = [self.calendar(calendar, "VTODO")] if calendar else \
            [c for c in self.calendars() if "VTODO" in c.components]
        by_id = {r.id: r for r in rows}
        views = []
        for item in self.store.of_kind(by_id, "VTODO"):
            if item.problem:
                views.append({"calendar": by_id[item.calendar_id].label,
                              "problem": self._problem(item)})
                continue
            view = ical.describe_task(ical.main_component(self.store.parsed(item)), self.zone)
            if view["status"] in ("COMPLETED", "CANCELLED") and not include_completed:
                continue
            view["calendar"] = by_id[item.calendar_id].label
            views.append(view)
        views.sort(key=lambda v: (v.get("status") == "COMPLETED", v.get("due") is None,
                                  _sort_key(v.get("due", ""), self.zone), v.get("title", "")))
        return views

    def free_slots(self, start: datetime, end: datetime, minutes: int,
                   limit: int = 10) -> list[dict[str, str]]:
        """Free periods of at least ``minutes`` inside working hours across every calendar.
        What blocks is what ``busy`` yields."""
        busy = [(begin, finish) for _row, _c, begin, finish in self.busy(start, end)]
        busy.sort()
        slots: list[dict[str, str]] = []
        day = start.astimezone(self.zone).date()
        while day <= end.astimezone(self.zone).date() and len(slots) < limit:
            if day.weekday() in self.hours.days:
                window_start = max(datetime.combine(day, self.hours.start, tzinfo=self.zone),
                                   start)
                window_end = min(datetime.combine(day, self.hours.end, tzinfo=self.zone), end)
                cursor = window_start
                for b_start, b_end in busy:
                    if b_end <= cursor or b_start >= window_end:
                        continue
                    if b_start - cursor >= timedelta(minutes=minutes):
                        slots.append(self._slot(cursor, b_start))
                    cursor = max(cursor, b_end)
                if window_end - cursor >= timedelta(minutes=minutes):
                    slots.append(self._slot(cursor, window_end))
            day += timedelta(days=1)
        return slots[:limit]

    def take_reminders(self, now: datetime) -> list[dict[str, Any]]:
        """Reminders that came due since the last call, also while the app was closed (up to
        a week back); each is returned once."""
        with _REMINDERS_LOCK:
            seen = self.store.get_meta("reminders_seen_until")
            since = now
            if seen:
                since = max(datetime.fromisoformat(seen), now - timedelta(days=7))
            due = self.reminders_due(since, now) if since < now else []
            self.store.set_meta("reminders_seen_until", now.isoformat())
        return due

    def busy(self, start: datetime, end: datetime
             ) -> Iterator[tuple[CalendarRow, Any, datetime, datetime]]:
        """(calendar, occurrence, start, end) of what makes the user busy in [start, end):
        timed events, unless marked free (TRANSP) or cancelled; all-day events do not."""
        for row, _item, component in self.occurrences(start, end):
            if component is None or not isinstance(component.get("dtstart").dt, datetime):
                continue
            if str(component.get("transp") or "") == "TRANSPARENT" or \
                    str(component.get("status") or "") == "CANCELLED":
                continue
            yield (row, component,
                   _as_datetime(component.get("dtstart").dt, self.zone).astimezone(self.zone),
                   _as_datetime(ical.component_end(component), self.zone).astimezone(self.zone))

    def overlapping(self, start: datetime, end: datetime, skip_uid: str = "") -> list[str]:
        """Busy events that overlap [start, end), as 'title hh:mm–hh:mm (calendar)': a clash
        the user should see before approving."""
        return [f"{component.get('summary') or '(no title)'} {begin:%H:%M}–{finish:%H:%M} "
                f"({row.label})" for row, component, begin, finish in self.busy(start, end)
                if str(component.get("uid") or "") != skip_uid]

    def reminders_due(self, since: datetime, until: datetime) -> list[dict[str, Any]]:
        """Event reminders (VALARM, relative to the start) that fall in (since, until]."""
        horizon = until + timedelta(minutes=ical.MAX_REMINDER_MINUTES)
        due = []
        for _row, _item, component in self.occurrences(since, horizon, with_alarm=True):
            if component is None:
                continue
            start = _as_datetime(component.get("dtstart").dt, self.zone)
            for minutes in ical.reminders(component):
                fire = start - timedelta(minutes=minutes)
                if since < fire <= until:
                    due.append({"title": str(component.get("summary") or ""),
                                "start": start.astimezone(self.zone), "minutes": minutes,
                                "at": fire})
        return sorted(due, key=lambda r: r["start"])

    def _slot(self, start: datetime, end: datetime) -> dict[str, str]:
        return {"start": start.astimezone(self.zone).isoformat(timespec="minutes"),
                "end": end.astimezone(self.zone).isoformat(timespec="minutes"),
                "minutes": str(int((end - start).total_seconds() // 60))}

    def find(self, uid: str) -> tuple[CalendarRow, StoredObject]:
        """The object with a UID (from calendar_list_events or calendar_list_tasks)."""
        rows = self._labels()
        for item in self.store.by_uid(uid):
            if item.calendar_id in rows:
                return rows[item.calendar_id], item
        raise CalendarError(tr("There is no event or task '{uid}'; use the uid "
                               "calendar_list_events or calendar_list_tasks gave.", uid=uid))

    # -- writing ------------------------------------------------------------------------------
    def create(self, row: CalendarRow, text: str) -> tuple[str, str]:
        """Store a new object; returns (uid, note)."""
        indexed = ical.index(text)
        base = "local/" if row.local else row.url.rstrip("/") + "/"
        href = f"{base}{uuid.uuid5(uuid.NAMESPACE_URL, indexed.uid).hex}.ics"
        return indexed.uid, self.commit(row, href, "create", text, "", indexed.summary)

    def change(self, uid: str, edit: Callable[[str], str]) -> tuple[CalendarRow, str]:
        """Apply ``edit`` to the stored text of an object and save it (If-Match)."""
        row, item = self.find(uid)
        if item.problem:
            raise CalendarError(tr("This entry cannot be changed: {problem}",
                                   problem=item.problem))
        text = edit(item.text)
        return row, self.commit(row, item.href, "put", text, item.etag, ical.index(text).summary,
                                before=item.text)

    def delete(self, uid: str) -> tuple[CalendarRow, str]:
        """Delete a whole object (every occurrence)."""
        row, item = self.find(uid)
        summary = ical.index(item.text).summary if not item.problem else uid
        return row, self.commit(row, item.href, "delete", "", item.etag, summary,
                                before=item.text)

def _sort_key(text: str, zone: tzinfo) -> str:
    """ISO strings of different offsets sort by instant; floating times and dates by the
    user's zone."""
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return text
    return _as_datetime(moment, zone).astimezone(UTC).isoformat()
