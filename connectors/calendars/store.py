"""The calendar store: the local calendar and the offline copy of every CalDAV calendar.

Stdlib sqlite3 in the app's data folder. Each object keeps its iCalendar text, its ETag and an
index row (kind, start/end bounds, recurring) so a month view reads only the objects that can
fall in it: a series is bounded by its last occurrence when it has COUNT or UNTIL, and is open
otherwise; what is read is expanded after reading. Writes made while a server is away wait
in ``pending`` with the ETag they were based on.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Iterable
from contextlib import closing
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import icalendar

from connectors.base import tr
from connectors.calendars import ical
from connectors.calendars.errors import CalendarError
from connectors.storage import connect

LOCAL_ACCOUNT = ""
LOCAL_NAME = "On this computer"


def shown_name(name: str) -> str:
    """A calendar's name as a person reads it: the app's own calendar in their language (its
    name is English where the model and the settings read it), any other as it is."""
    return tr("On this computer") if name.strip() == LOCAL_NAME else name


LOCAL_URL = "local:calendar"
PARSED_CACHE = 4000  # parsed objects kept in memory, keyed by their text

SCHEMA = """
CREATE TABLE IF NOT EXISTS accounts (account TEXT PRIMARY KEY, home TEXT, synced_at TEXT);
CREATE TABLE IF NOT EXISTS calendars (id INTEGER PRIMARY KEY, account TEXT, url TEXT,
    name TEXT, color TEXT, components TEXT, ctag TEXT DEFAULT '', sync_token TEXT DEFAULT '',
    UNIQUE (account, url));
CREATE TABLE IF NOT EXISTS objects (calendar_id INTEGER, href TEXT, etag TEXT, uid TEXT,
    kind TEXT, start INTEGER, end INTEGER, alarm INTEGER, ical TEXT, problem TEXT,
    PRIMARY KEY (calendar_id, href));
CREATE INDEX IF NOT EXISTS objects_range ON objects (calendar_id, kind, start, end);
CREATE INDEX IF NOT EXISTS objects_uid ON objects (uid);
CREATE TABLE IF NOT EXISTS pending (id INTEGER PRIMARY KEY, calendar_id INTEGER, href TEXT,
    action TEXT, ical TEXT, base_etag TEXT, summary TEXT, created_at TEXT);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT);
PRAGMA user_version = 1;
"""
# user_version 2: the UIDs BotPsy created for the user (an invitation never changes those)
SCHEMA_2 = """
CREATE TABLE IF NOT EXISTS issued (uid TEXT PRIMARY KEY);
PRAGMA user_version = 2;
"""  # a later layout migrates from user_version 2


@dataclass(frozen=True)
class CalendarRow:
    """A calendar as the store knows it."""

    id: int
    account: str
    url: str
    name: str
    color: str
    components: tuple[str, ...]
    ctag: str
    sync_token: str

    @property
    def local(self) -> bool:
        """True for the calendar kept on this computer only."""
        return self.account == LOCAL_ACCOUNT

    @property
    def label(self) -> str:
        """How the calendar is named to the user and the model."""
        if self.local:  # the app's own calendar is named in the window's language there
            return shown_name(self.name)
        return f"{self.account}/{self.name}"


@dataclass(frozen=True)
class StoredObject:
    """One object (event series or task) as stored."""

    calendar_id: int
    href: str
    etag: str
    uid: str
    kind: str
    text: str
    problem: str


def local_etag(text: str) -> str:
    """The ETag of an object in the local calendar (a content hash)."""
    return '"' + hashlib.sha256(text.encode()).hexdigest()[:16] + '"'


class CalendarStore:
    """The store file for all accounts (thread-safe; one connection per call)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._parsed: OrderedDict[tuple[int, str, int], list[Any]] = OrderedDict()
        path.parent.mkdir(parents=True, exist_ok=True)
        with closing(connect(self.path)) as conn, conn:
            if conn.execute("PRAGMA user_version").fetchone()[0] == 0:  # a new file (two
                conn.executescript(SCHEMA)  # threads may both get here: all is idempotent)
                conn.execute("INSERT OR IGNORE INTO calendars (account, url, name, color, components) "
                             "VALUES (?, ?, ?, '', 'VEVENT,VTODO')",
                             (LOCAL_ACCOUNT, LOCAL_URL, LOCAL_NAME))
            if conn.execute("PRAGMA user_version").fetchone()[0] < 2:
                conn.executescript(SCHEMA_2)

    def _run(self, sql: str, params: Iterable[Any] = ()) -> list[tuple[Any, ...]]:
        with self._lock, closing(connect(self.path)) as conn, conn:
            return conn.execute(sql, tuple(params)).fetchall()

    # -- calendars ----------------------------------------------------------------------------
    def calendars(self, account: str | None = None) -> list[CalendarRow]:
        """Every calendar (the local one first), or those of one account."""
        sql = ("SELECT id, account, url, name, color, components, ctag, sync_token FROM "
               "calendars")
        rows = self._run(sql + (" WHERE account = ?" if account is not None else "")
                         + " ORDER BY account != '', account, name",
                         [account] if account is not None else [])
        return [CalendarRow(r[0], r[1], r[2], r[3], r[4] or "",
                            tuple(x for x in (r[5] or "").split(",") if x), r[6] or "",
                            r[7] or "") for r in rows]

    def home(self, account: str) -> str:
        """The account's calendar home found by discovery ("" before the first sync)."""
        rows = self._run("SELECT home FROM accounts WHERE account = ?", [account])
        return rows[0][0] if rows else ""

    def synced_at(self, account: str) -> str:
        """When the account last synced ("" never)."""
        rows = self._run("SELECT synced_at FROM accounts WHERE account = ?", [account])
        return rows[0][0] or "" if rows else ""

    def set_home(self, account: str, home: str) -> None:
        """Remember the calendar home (discovery is not repeated every sync)."""
        self._run("INSERT INTO accounts (account, home) VALUES (?, ?) ON CONFLICT(account) "
                  "DO UPDATE SET home = excluded.home", [account, home])

    def mark_synced(self, account: str) -> None:
        """Record a completed sync."""
        now = datetime.now(UTC).isoformat(timespec="seconds")
        self._run("INSERT INTO accounts (account, home, synced_at) VALUES (?, '', ?) "
                  "ON CONFLICT(account) DO UPDATE SET synced_at = excluded.synced_at",
                  [account, now])

    def upsert_calendar(self, account: str, url: str, name: str, color: str,
                        components: Iterable[str]) -> CalendarRow:
        """Add or rename a calendar (its ctag/sync-token are kept)."""
        self._run("INSERT INTO calendars (account, url, name, color, components) VALUES "
                  "(?, ?, ?, ?, ?) ON CONFLICT(account, url) DO UPDATE SET name = excluded.name,"
                  " color = excluded.color, components = excluded.components",
                  [account, url, name, color, ",".join(components)])
        return next(c for c in self.calendars(account) if c.url == url)

    def drop_calendars(self, account: str, keep: Iterable[str] | None = None) -> None:
        """Forget calendars of an account (all, or all but ``keep``) with their objects. With
        ``keep``, a calendar holding changes not sent yet stays (a server's odd answer must
        not lose them)."""
        kept = set(keep or ())
        for row in self.calendars(account):
            if row.url in kept or row.local or (keep is not None and self.pending_hrefs(row.id)):
                continue
            self._run("DELETE FROM objects WHERE calendar_id = ?", [row.id])
            self._run("DELETE FROM pending WHERE calendar_id = ?", [row.id])
            self._run("DELETE FROM calendars WHERE id = ?", [row.id])
        if keep is None:
            self._run("DELETE FROM accounts WHERE account = ?", [account])

    def set_tokens(self, calendar_id: int, ctag: str, sync_token: str) -> None:
        """Record the state the cache now matches."""
        self._run("UPDATE calendars SET ctag = ?, sync_token = ? WHERE id = ?",
                  [ctag, sync_token, calendar_id])

    # -- objects ------------------------------------------------------------------------------
    def put(self, calendar_id: int, href: str, etag: str, text: str) -> None:
        """Store one object (see ``put_many``)."""
        self.put_many(calendar_id, [(href, etag, text)])

    def put_many(self, calendar_id: int, objects: Iterable[tuple[str, str, str]]) -> int:
        """Store several (href, etag, text) in one transaction; returns how many. An object
        that cannot be read is kept with its problem (and shown as such), not dropped."""
        rows = []
        for href, etag, text in objects:
            try:
                row = ical.index(text)
                values = [row.uid, row.kind, row.start, row.end, row.alarm, ""]
            except CalendarError as err:
                kind = "VTODO" if "BEGIN:VTODO" in text and "BEGIN:VEVENT" not in text \
                    else "VEVENT"
                values = ["", kind, 0, ical.FAR_FUTURE, 0, str(err)]
            rows.append((calendar_id, href, etag, *values, text))
        with self._lock, closing(connect(self.path)) as conn, conn:
            conn.executemany("INSERT OR REPLACE INTO objects (calendar_id, href, etag, uid, kind, "
                             "start, end, alarm, problem, ical) VALUES "
                             "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
        return len(rows)

    def remove(self, calendar_id: int, hrefs: Iterable[str]) -> int:
        """Drop objects (one transaction); returns how many were there."""
        with self._lock, closing(connect(self.path)) as conn, conn:
            before = conn.total_changes
            conn.executemany("DELETE FROM objects WHERE calendar_id = ? AND href = ?",
                             [(calendar_id, href) for href in hrefs])
            return conn.total_changes - before

    def etags(self, calendar_id: int) -> dict[str, str]:
        """href -> ETag of a calendar's objects."""
        return dict(self._run("SELECT href, etag FROM objects WHERE calendar_id = ?",
                              [calendar_id]))

    def _objects(self, where: str, params: list[Any]) -> list[StoredObject]:
        rows = self._run("SELECT calendar_id, href, etag, uid, kind, ical, problem FROM objects "
                         "WHERE " + where, params)
        return [StoredObject(*row) for row in rows]

    def in_range(self, calendar_ids: Iterable[int], kind: str, start: int,
                 end: int, with_alarm: bool = False) -> list[StoredObject]:
        """Objects that can have an occurrence in [start, end) (epoch seconds); only those
        with a reminder when ``with_alarm``."""
        ids = list(calendar_ids)
        if not ids:
            return []
        marks = ",".join("?" * len(ids))
        return self._objects(f"calendar_id IN ({marks}) AND kind = ? AND start < ? AND "
                             "end > ?" + (" AND alarm > 0" if with_alarm else ""),
                             [*ids, kind, end, start])

    def of_kind(self, calendar_ids: Iterable[int], kind: str) -> list[StoredObject]:
        """Every object of a kind (tasks)."""
        ids = list(calendar_ids)
        marks = ",".join("?" * len(ids)) or "NULL"
        return self._objects(f"calendar_id IN ({marks}) AND kind = ?", [*ids, kind])

    def by_uid(self, uid: str) -> list[StoredObject]:
        """The stored object(s) with this UID."""
        return self._objects("uid = ?", [uid])

    def parsed(self, item: StoredObject) -> icalendar.Calendar:
        """The parsed object, from memory when its text has not changed."""
        return self._cached(item)[0]

    def expander(self, item: StoredObject) -> Any:
        """The object's recurring_ical_events query (its rules parsed once), from memory."""
        entry = self._cached(item)
        if entry[1] is None:
            import recurring_ical_events

            entry[1] = recurring_ical_events.of(entry[0])
        return entry[1]

    def _cached(self, item: StoredObject) -> list[Any]:
        key = (item.calendar_id, item.href, hash(item.text))  # a queued local edit keeps its ETag
        found = self._parsed.get(key)
        if found is None:
            found = [ical.parse(item.text), None]
            self._parsed[key] = found
            if len(self._parsed) > PARSED_CACHE:
                self._parsed.popitem(last=False)
        else:
            self._parsed.move_to_end(key)
        return found

    def issue(self, uid: str) -> None:
        """Keep a UID BotPsy created for the user's own event or task."""
        self._run("INSERT OR IGNORE INTO issued (uid) VALUES (?)", [uid])

    def issued(self, uid: str) -> bool:
        """Whether BotPsy created this UID (the event is the user's own)."""
        return bool(self._run("SELECT 1 FROM issued WHERE uid = ?", [uid]))

    def get_meta(self, key: str) -> str:
        """A small piece of state ("" when unset)."""
        rows = self._run("SELECT value FROM meta WHERE key = ?", [key])
        return str(rows[0][0]) if rows else ""

    def set_meta(self, key: str, value: str) -> None:
        """Keep a small piece of state."""
        self._run("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", [key, value])

    # -- writes waiting for the server --------------------------------------------------------
    def queue(self, calendar_id: int, href: str, action: str, text: str, base_etag: str,
              summary: str) -> None:
        """Keep a write for later; a second change to the same object replaces the first but
        keeps the ETag the first was based on."""
        earlier = self._run("SELECT id, action FROM pending WHERE calendar_id = ? AND "
                            "href = ?", [calendar_id, href])
        now = datetime.now(UTC).isoformat(timespec="seconds")
        if earlier:
            pending_id, first_action = earlier[0]
            if first_action == "create" and action == "delete":
                self._run("DELETE FROM pending WHERE id = ?", [pending_id])  # never left here
                return
            action = "create" if first_action == "create" and action == "put" else action
            self._run("UPDATE pending SET action = ?, ical = ?, summary = ? WHERE id = ?",
                      [action, text, summary, pending_id])
            return
        self._run("INSERT INTO pending (calendar_id, href, action, ical, base_etag, summary, "
                  "created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                  [calendar_id, href, action, text, base_etag, summary, now])

    def pending(self, account: str | None = None) -> list[dict[str, Any]]:
        """Queued writes, oldest first (of one account, or all)."""
        rows = self._run("SELECT p.id, p.calendar_id, p.href, p.action, p.ical, p.base_etag, "
                         "p.summary, p.created_at, c.account FROM pending p JOIN calendars c ON "
                         "c.id = p.calendar_id" + (" WHERE c.account = ?" if account is not None
                                                   else "") + " ORDER BY p.id",
                         [account] if account is not None else [])
        keys = ("id", "calendar_id", "href", "action", "ical", "base_etag", "summary",
                "created_at", "account")
        return [dict(zip(keys, row, strict=True)) for row in rows]

    def pending_hrefs(self, calendar_id: int) -> set[str]:
        """Objects with a queued write (a sync must not overwrite them)."""
        return {r[0] for r in self._run("SELECT href FROM pending WHERE calendar_id = ?",
                                        [calendar_id])}

    def done(self, pending_id: int) -> None:
        """A queued write reached the server (or was given up with a report)."""
        self._run("DELETE FROM pending WHERE id = ?", [pending_id])
