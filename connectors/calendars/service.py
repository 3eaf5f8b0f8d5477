"""Calendars as the tools see them: the local calendar plus every CalDAV account, read from
the store (so reads work offline) and written through to the server with If-Match.

Sync (per account): queued writes are replayed first, then one PROPFIND lists the calendars
with their ctag/sync-token; only calendars whose tag moved are asked what changed (RFC 6578
sync-collection, or an ETag listing) and the changed objects fetched by calendar-multiget.
"""

from __future__ import annotations

import threading
import time as clock
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime, time, timedelta, tzinfo
from typing import Any

from connectors.calendars import ical
from connectors.calendars.account import CalDAVAccount, get_password
from connectors.calendars.client import CalDAVSession, Collection, local_zone
from connectors.calendars.errors import (
    CalendarConnectionError,
    CalendarError,
    ConflictError,
    UnknownCalendarError,
)
from connectors.calendars.store import (
    LOCAL_ACCOUNT,
    CalendarRow,
    CalendarStore,
    StoredObject,
    local_etag,
)

_SYNC_LOCKS: dict[tuple[str, str], threading.Lock] = {}
_LOCKS_GUARD = threading.Lock()
_REMINDERS_LOCK = threading.Lock()
RETRY_AFTER = 60  # seconds: a server that could not be reached is not asked again before this


@dataclass
class SyncReport:
    """What one account's sync did."""

    account: str
    calendars: int = 0
    unchanged: int = 0
    fetched: int = 0
    removed: int = 0
    sent: int = 0
    conflicts: list[str] = field(default_factory=list)
    requests: int = 0
    seconds: float = 0.0


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


class Calendars:
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
        self._failed_at: dict[str, tuple[float, str]] = {}

    def session(self, account: str) -> CalDAVSession:
        """The (reused) connection of an account."""
        if account not in self._sessions:
            acct = self.accounts.get(account)
            if acct is None:
                raise CalendarError(f"There is no calendar account {account!r}.")
            password = self._password(acct)
            if password is None:
                raise CalendarConnectionError("login", f"No password is stored for {account}.")
            self._sessions[account] = CalDAVSession(acct, password)
        return self._sessions[account]

    # -- sync ---------------------------------------------------------------------------------
    def sync(self, name: str = "") -> list[SyncReport]:
        """Sync every account (or one): raises CalendarConnectionError for a dead server."""
        if name and name not in self.accounts:
            raise CalendarError(f"There is no calendar account {name!r}.")
        return [self.sync_account(n) for n in self.accounts if not name or n == name]

    def _lock(self, name: str) -> threading.Lock:
        """One sync of an account at a time in this process (the window's background sync
        and a tool's read share the store: a queued write must go out once)."""
        with _LOCKS_GUARD:
            return _SYNC_LOCKS.setdefault((str(self.store.path), name), threading.Lock())

    def sync_account(self, name: str) -> SyncReport:
        """Replay queued writes, then bring the account's calendars up to date."""
        with self._lock(name):
            return self._sync_account(name)

    def _sync_account(self, name: str) -> SyncReport:
        began = clock.perf_counter()
        session = self.session(name)
        first_request = session.requests
        report = SyncReport(name)
        report.sent, report.conflicts = self.replay(name)
        collections = self._collections(name, session)
        self.store.drop_calendars(name, keep=[c.url for c in collections])
        for collection in collections:
            row = self.store.upsert_calendar(name, collection.url, collection.name,
                                             collection.color, collection.components)
            report.calendars += 1
            tag = collection.ctag or collection.sync_token
            if tag and (row.ctag or row.sync_token) == tag:
                report.unchanged += 1
                continue
            known = self.store.etags(row.id)
            changes = session.changes(collection, row.sync_token, known)
            waiting = self.store.pending_hrefs(row.id)
            if changes.full:
                self.store.remove(row.id, [h for h in known if h not in waiting])
            report.fetched += self.store.put_many(
                row.id, [c for c in changes.changed if c[0] not in waiting])
            report.removed += self.store.remove(row.id, [h for h in changes.deleted
                                                         if h not in waiting])
            self.store.set_tokens(row.id, collection.ctag, changes.token)
        self.store.mark_synced(name)
        report.requests = session.requests - first_request
        report.seconds = clock.perf_counter() - began
        return report

    def _collections(self, name: str, session: CalDAVSession) -> list[Collection]:
        """The account's calendars, from the home found last time (discovered again when
        the server no longer answers there)."""
        home = self.store.home(name)
        if home:
            try:
                return session.collections(home)
            except CalendarConnectionError:
                raise
            except CalendarError:
                pass  # the server moved the home
        home = session.home()
        self.store.set_home(name, home)
        return session.collections(home)

    def replay(self, name: str) -> tuple[int, list[str]]:
        """Send the writes queued while the server was away, oldest first. A write whose
        object changed on the server meanwhile is not sent: it is reported, and the server's
        version is what the cache now shows."""
        session = self.session(name)
        sent, conflicts = 0, []
        for item in self.store.pending(name):
            what = "deletion" if item["action"] == "delete" else "change"
            try:
                self._send(session, item["calendar_id"], item["href"], item["action"],
                           item["ical"], item["base_etag"])
                sent += 1
            except CalendarConnectionError:
                raise  # still away: everything stays queued
            except ConflictError:
                server = self._server_version(session, item["calendar_id"], item["href"])
                differences = ical.differences(item["ical"], server, self.zone) if server \
                    else []
                conflicts.append(
                    f"Your offline {what} of '{item['summary']}' was not sent: " + (
                        "someone changed it on the server meanwhile ("
                        + ("; ".join(differences) or "details differ") + ")." if server
                        else "it was deleted on the server meanwhile."))
            except CalendarError as err:  # e.g. the calendar is gone or read-only now
                conflicts.append(f"Your offline {what} of '{item['summary']}' could not be "
                                 f"sent: {err}")
            self.store.done(item["id"])
        return sent, conflicts

    def _send(self, session: CalDAVSession, calendar_id: int, href: str, action: str,
              text: str, base_etag: str) -> None:
        """One write to the server (If-Match ``base_etag``; a create only if new), and the
        store updated to match. Raises ConflictError for a 412."""
        if action == "delete":
            session.delete(href, base_etag)
            self.store.remove(calendar_id, [href])
            return
        etag = session.put(href, text, base_etag if action == "put" else "")
        if not etag:  # the server did not say: ask
            got = session.get(href)
            etag = got[0] if got else ""
        self.store.put(calendar_id, href, etag, text)

    def _server_version(self, session: CalDAVSession, calendar_id: int, href: str) -> str:
        """After a conflict: the server's version, now also the local copy ("" = gone)."""
        server = session.get(href)
        if server is None:
            self.store.remove(calendar_id, [href])
            return ""
        self.store.put(calendar_id, href, server[0], server[1])
        return server[1]

    def _try_sync(self, name: str) -> bool:
        """Sync unless the server failed less than RETRY_AFTER ago; a failure is remembered
        (with its message) instead of raised."""
        failed = self._failed_at.get(name)
        if failed is not None and clock.monotonic() - failed[0] <= RETRY_AFTER:
            return False
        try:
            self.sync_account(name)
        except CalendarError as err:
            self._failed_at[name] = (clock.monotonic(), str(err))
            return False
        self._failed_at.pop(name, None)
        return True

    def refresh(self) -> list[str]:
        """Before a read: ask each server what changed (one PROPFIND when nothing did). A
        server that cannot be reached is a note (the read answers from the local copy), not a
        failure, and is not asked again for a minute."""
        notes = []
        for name in self.accounts:
            if self._try_sync(name):
                continue
            synced = self.store.synced_at(name)
            when = f"last synced {synced.replace('T', ' ')} UTC" if synced else "never synced"
            notes.append(f"{name} is offline ({self._failed_at[name][1]}); shown from this "
                         f"computer's copy, {when}.")
        return notes

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
        what = "tasks" if kind == "VTODO" else "events"
        remote = [c for c in holding if not c.local]
        if self.default and not remote:
            raise CalendarError(f"The default calendar {self.default!r} is not available "
                                "(its account cannot be reached now). Name a calendar, e.g. "
                                "'On this computer'.")
        if remote:
            return remote[0]
        if self.accounts:
            names = ", ".join(self.accounts)
            raise CalendarError(f"No calendar of {names} that holds {what} is known yet (the "
                                "server cannot be reached?). Name a calendar, e.g. "
                                "'On this computer'.")
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
            raise CalendarError(f"Several calendars are called {name!r}: "
                                + ", ".join(c.label for c in matches) + ". Give one of these.")
        if not matches:
            raise UnknownCalendarError(f"There is no calendar {name!r}. Calendars: "
                                       + ", ".join(repr(c.label) for c in rows))
        if kind not in matches[0].components:
            what = "tasks" if kind == "VTODO" else "events"
            raise CalendarError(f"{matches[0].label} does not hold {what}.")
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
        raise CalendarError(f"There is no event or task {uid!r}; use the uid "
                            "calendar_list_events or calendar_list_tasks gave.")

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
            raise CalendarError(f"This entry cannot be changed: {item.problem}")
        text = edit(item.text)
        return row, self.commit(row, item.href, "put", text, item.etag, ical.index(text).summary,
                                before=item.text)

    def delete(self, uid: str) -> tuple[CalendarRow, str]:
        """Delete a whole object (every occurrence)."""
        row, item = self.find(uid)
        summary = ical.index(item.text).summary if not item.problem else uid
        return row, self.commit(row, item.href, "delete", "", item.etag, summary,
                                before=item.text)

    def commit(self, row: CalendarRow, href: str, action: str, text: str, base_etag: str,
               summary: str, before: str = "") -> str:
        """Write through to the server (or the local calendar). Returns a note for the user
        ("" when all went through). A 412 re-reads the object and raises ConflictError with
        what changed; a dead server queues the write and the local copy shows it."""
        if row.local:
            if action == "delete":
                self.store.remove(row.id, [href])
            else:
                self.store.put(row.id, href, local_etag(text), text)
            return ""
        session = self.session(row.account)
        try:
            self._send(session, row.id, href, action, text, base_etag)
            return ""
        except ConflictError as err:
            server = self._server_version(session, row.id, href)
            if not server:
                raise ConflictError("It was deleted on the server meanwhile; nothing was "
                                    "changed.") from err
            changed = ical.differences(before, server, self.zone) if before else []
            raise ConflictError(
                "Someone else changed this after it was read; your change was NOT saved. "
                "Their version: " + ("; ".join(changed) or "changed details")
                + ". Read it again and propose the change on top of it.") from err
        except CalendarConnectionError:
            self.store.queue(row.id, href, action, text, base_etag, summary)
            if action == "delete":
                self.store.remove(row.id, [href])
            else:
                self.store.put(row.id, href, base_etag, text)
            return (f"{row.account} cannot be reached: the change is kept on this computer and "
                    "will be sent when the server is back.")


def _sort_key(text: str, zone: tzinfo) -> str:
    """ISO strings of different offsets sort by instant; floating times and dates by the
    user's zone."""
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return text
    return _as_datetime(moment, zone).astimezone(UTC).isoformat()
