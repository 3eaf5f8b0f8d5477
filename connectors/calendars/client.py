"""CalDAV through the caldav library; the only importer of caldav.

Times: the model gives ISO 8601; a time without an offset is the user's local time, checked
against DST gaps and overlaps (PEP 495 fold) so an impossible or ambiguous time gets a message
instead of a silent shift. Updates carry the server's ETag (If-Match): a 412 re-reads the
event and reports what someone else changed; nothing is overwritten.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta, tzinfo
from typing import Any

from connectors.calendars.errors import CalendarConnectionError, CalendarError, ConflictError  # noqa: F401
from connectors.calendars.setup import CalDAVAccount


def local_zone() -> tzinfo:
    """The user's time zone (the system's)."""
    zone = datetime.now().astimezone().tzinfo
    assert zone is not None
    return zone


def parse_when(text: str, zone: tzinfo | None = None) -> datetime | date:
    """ISO 8601 date or date-time; a naive time is in ``zone``. Raises CalendarError."""
    zone = zone or local_zone()
    value = text.strip()
    try:
        if len(value) == 10:
            return date.fromisoformat(value)
        when = datetime.fromisoformat(value)
    except ValueError as err:
        raise CalendarError(f"'{text}' is not an ISO 8601 date or time, e.g. 2026-12-04T15:00 "
                            "or 2026-12-04 for all day.") from err
    if when.tzinfo is not None:
        return when
    first = when.replace(tzinfo=zone, fold=0)
    second = when.replace(tzinfo=zone, fold=1)
    if first.utcoffset() != second.utcoffset():
        # In a DST overlap the two folds differ; in a gap a round trip does not come back.
        back = first.astimezone(UTC).astimezone(zone).replace(tzinfo=None)
        if back != when:
            raise CalendarError(f"{value} does not exist in your time zone (the clocks "
                                "skip it); choose another time.")
        raise CalendarError(f"{value} happens twice in your time zone (the clocks go back); "
                            "give the offset, e.g. +01:00 or +02:00.")
    return first


def _text(component: Any, key: str) -> str:
    value = component.get(key)
    return str(value) if value is not None else ""


def _when(value: Any, zone: tzinfo) -> str:
    if value is None:
        return ""
    moment = value.dt
    if isinstance(moment, datetime):
        if moment.tzinfo is None:  # floating time: shown as written
            return moment.isoformat(timespec="minutes")
        return moment.astimezone(zone).isoformat(timespec="minutes")
    return moment.isoformat()


@dataclass(frozen=True)
class CalendarInfo:
    """A calendar or task list."""

    name: str
    url: str
    color: str
    components: tuple[str, ...]


class CalendarClient:
    """One CalDAV account."""

    def __init__(self, account: CalDAVAccount, password: str, zone: tzinfo | None = None) -> None:
        self.account = account
        self._password = password
        self.zone = zone or local_zone()

    @contextmanager
    def principal(self) -> Iterator[Any]:
        """The logged-in principal; library errors become CalendarError here."""
        import caldav
        from caldav.lib import error as dav_error

        kwargs: dict[str, Any] = {"url": self.account.url, "username": self.account.username,
                                  "password": self._password}
        if self.account.ca_file:
            kwargs["ssl_verify_cert"] = self.account.ca_file
        try:
            client = caldav.DAVClient(**kwargs)  # type: ignore[operator]
            principal = client.principal()
        except dav_error.AuthorizationError as err:
            raise CalendarConnectionError("login", "The calendar server refused the login for "
                                          f"{self.account.username}.") from err
        except (dav_error.DAVError, OSError) as err:
            raise CalendarConnectionError("connect", f"Cannot reach the calendar server at "
                                          f"{self.account.url} ({err}).") from err
        except Exception as err:  # requests/niquests connection errors
            raise CalendarConnectionError("connect", f"Cannot reach the calendar server at "
                                          f"{self.account.url} ({type(err).__name__}).") from err
        try:
            yield principal
        except CalendarError:
            raise
        except dav_error.DAVError as err:
            raise CalendarError(f"The calendar server failed: {err}") from err

    def test(self) -> list[tuple[str, str]]:
        """Connection test: login, then calendar access."""
        try:
            with self.principal() as principal:
                calendars = principal.calendars()
                return [("login", "ok"), ("calendars", f"ok ({len(calendars)} found)")]
        except CalendarConnectionError as err:
            return [(err.stage, str(err))]

    def calendars(self) -> list[CalendarInfo]:
        """Every calendar and task list with its colour."""
        with self.principal() as principal:
            found = []
            for calendar in principal.calendars():
                try:
                    color = calendar.get_property("{http://apple.com/ns/ical/}calendar-color") or ""
                except Exception:  # colour is optional and servers differ
                    color = ""
                try:
                    components = tuple(calendar.get_supported_components())
                except Exception:
                    components = ("VEVENT",)
                found.append(CalendarInfo(calendar.get_display_name() or calendar.url.path,
                                          str(calendar.url), str(color), components))
            return found

    def _calendar(self, principal: Any, name: str) -> Any:
        calendars = principal.calendars()
        wanted = name or self.account.default_calendar
        if not wanted and calendars:
            return calendars[0]
        for calendar in calendars:
            if calendar.get_display_name() == wanted or str(calendar.url) == wanted:
                return calendar
        names = ", ".join(c.get_display_name() or "?" for c in calendars)
        raise CalendarError(f"There is no calendar {wanted!r}. Calendars: {names or 'none'}.")

    def events(self, start: datetime, end: datetime, calendar: str = "") -> list[dict[str, Any]]:
        """Events in a range, recurring ones expanded, times in the user's zone. A malformed
        event is reported by name and skipped; the rest of the calendar still loads."""
        with self.principal() as principal:
            calendars = [self._calendar(principal, calendar)] if calendar else \
                principal.calendars()
            found: list[dict[str, Any]] = []
            for cal in calendars:
                try:
                    results = cal.search(start=start, end=end, event=True, expand=True)
                except Exception as err:  # one broken calendar must not hide the others
                    found.append({"calendar": cal.get_display_name(), "error": str(err)[:200]})
                    continue
                for item in results:
                    try:
                        component = item.icalendar_component
                        found.append({
                            "uid": _text(component, "uid"),
                            "calendar": cal.get_display_name(),
                            "title": _text(component, "summary"),
                            "start": _when(component.get("dtstart"), self.zone),
                            "end": _when(component.get("dtend"), self.zone),
                            "all_day": not isinstance(component.get("dtstart").dt, datetime),
                            "location": _text(component, "location"),
                            "description": _text(component, "description")[:1000],
                            "recurring": component.get("recurrence-id") is not None
                            or component.get("rrule") is not None,
                        })
                    except Exception as err:
                        found.append({"calendar": cal.get_display_name(),
                                      "error": f"an unreadable event was skipped ({err})"[:200]})
            found.sort(key=lambda e: e.get("start", ""))
            return found

    def create_event(self, calendar: str, title: str, start: datetime | date,
                     end: datetime | date, location: str = "", description: str = "",
                     rrule: dict[str, Any] | None = None) -> str:
        """Create an event; returns its UID."""
        uid = f"{uuid.uuid4()}@botpsy"
        with self.principal() as principal:
            cal = self._calendar(principal, calendar)
            values: dict[str, Any] = {"uid": uid, "dtstart": start, "dtend": end,
                                      "summary": title}
            if location:
                values["location"] = location
            if description:
                values["description"] = description
            if rrule:
                values["rrule"] = rrule
            try:
                cal.save_event(**values)
            except Exception as err:
                raise CalendarError(f"The server did not accept the event: {err}") from err
        return uid

    def get_event(self, uid: str, calendar: str = "") -> tuple[Any, dict[str, Any]]:
        """The event resource and a plain view of it."""
        with self.principal() as principal:
            calendars = [self._calendar(principal, calendar)] if calendar else \
                principal.calendars()
            for cal in calendars:
                try:
                    event = cal.get_event_by_uid(uid)
                except Exception:
                    continue
                component = event.icalendar_component
                return event, {
                    "uid": uid, "calendar": cal.get_display_name(),
                    "title": _text(component, "summary"),
                    "start": _when(component.get("dtstart"), self.zone),
                    "end": _when(component.get("dtend"), self.zone),
                    "location": _text(component, "location"),
                    "description": _text(component, "description"),
                }
        raise CalendarError(f"There is no event {uid!r}.")

    def update_event(self, event: Any, changes: dict[str, Any]) -> None:
        """Save changes with If-Match; a 412 becomes ConflictError with the difference."""
        from caldav.lib import error as dav_error

        component = event.icalendar_component
        before = {k: _text(component, k) for k in ("summary", "location", "description")}
        for key, value in changes.items():
            if key in component:
                del component[key]
            component.add(key, value)
        try:
            event.save()
        except dav_error.DAVError as err:
            if "412" not in str(err) and "ETag" not in type(err).__name__:
                raise CalendarError(f"The server did not accept the change: {err}") from err
            uid = _text(component, "uid")
            _fresh, now = self.get_event(uid)
            differences = [f"{k}: was '{before[k]}', now '{now[{'summary': 'title'}.get(k, k)]}'"
                           for k in before if before[k] != now[{"summary": "title"}.get(k, k)]]
            raise ConflictError(
                "Someone else changed this event after it was read; your change was NOT "
                "saved. Their version: " + ("; ".join(differences) or
                                            f"start {now['start']}, end {now['end']}")
                + ". Read it again and propose the change on top of it.") from err

    def delete_event(self, event: Any) -> None:
        """Delete a whole event (all occurrences)."""
        try:
            event.delete()
        except Exception as err:
            raise CalendarError(f"The server did not delete the event: {err}") from err


def default_end(start: datetime | date, duration_minutes: int) -> datetime | date:
    """The end of an event given its start and length (all-day events last one day)."""
    if isinstance(start, datetime):
        return start + timedelta(minutes=duration_minutes)
    return start + timedelta(days=1)
