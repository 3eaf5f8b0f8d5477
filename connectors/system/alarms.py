"""Timers, alarms and reminders, stored by the app so they survive a restart.

A small SQLite file in the app's data folder (stdlib sqlite3: connectors do not use the app's
store). The window polls ``due()`` to fire desktop notifications and, on start, shows what
came due while it was closed (``missed()``).
"""

from __future__ import annotations

import sqlite3
import threading
from contextlib import closing
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from connectors.base import Moment, tr
from connectors.storage import connect

#: what a timer, an alarm and a reminder are called for people (Phrases: the window shows
#: them in its language)
KINDS = {"timer": tr("Timer"), "alarm": tr("Alarm"), "reminder": tr("Reminder")}


@dataclass(frozen=True)
class Alarm:
    """One timer, alarm or reminder."""

    id: int
    kind: str  # "timer", "alarm" or "reminder"
    due_at: datetime  # aware, UTC
    label: str
    state: str  # "pending", "fired", "cancelled"

    def describe(self, tz: object | None = None) -> str:
        """For people: "Alarm 'Wake up' at Tue 1 Dec 07:00"."""
        local = self.due_at.astimezone(tz)  # type: ignore[arg-type]
        return tr("{kind} '{label}' at {when}", kind=KINDS.get(self.kind, self.kind),
                  label=self.label, when=Moment(f"{local:%a %d %b %H:%M}", local))


class AlarmStore:
    """The alarms file; safe to use from several threads."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        path.parent.mkdir(parents=True, exist_ok=True)
        with closing(connect(self.path)) as conn, conn:
            conn.execute("CREATE TABLE IF NOT EXISTS alarms (id INTEGER PRIMARY KEY, kind TEXT,"
                         " due_at TEXT, label TEXT, state TEXT DEFAULT 'pending', "
                         "created_at TEXT)")


    def add(self, kind: str, due_at: datetime, label: str) -> Alarm:
        """Store a new pending alarm."""
        due = due_at.astimezone(UTC)
        with self._lock, closing(connect(self.path)) as conn, conn:
            cursor = conn.execute(
                "INSERT INTO alarms (kind, due_at, label, created_at) VALUES (?, ?, ?, ?)",
                (kind, due.isoformat(), label, datetime.now(UTC).isoformat()))
            return Alarm(int(cursor.lastrowid or 0), kind, due, label, "pending")

    def _select(self, where: str, args: tuple[object, ...] = ()) -> list[Alarm]:
        with self._lock, closing(connect(self.path)) as conn:
            return self._select_in(conn, where, args)

    @staticmethod
    def _select_in(conn: sqlite3.Connection, where: str,
                   args: tuple[object, ...] = ()) -> list[Alarm]:
        rows = conn.execute(f"SELECT id, kind, due_at, label, state FROM alarms {where} "
                            "ORDER BY due_at", args).fetchall()
        return [Alarm(r[0], r[1], datetime.fromisoformat(r[2]), r[3], r[4]) for r in rows]

    def pending(self) -> list[Alarm]:
        """Alarms that have not fired or been cancelled."""
        return self._select("WHERE state = 'pending'")

    def get(self, alarm_id: int) -> Alarm | None:
        """One alarm by id."""
        found = self._select("WHERE id = ?", (alarm_id,))
        return found[0] if found else None

    def cancel(self, alarm_id: int) -> bool:
        """Cancel a pending alarm; False if there is none."""
        with self._lock, closing(connect(self.path)) as conn, conn:
            changed = conn.execute("UPDATE alarms SET state = 'cancelled' WHERE id = ? AND "
                                   "state = 'pending'", (alarm_id,)).rowcount
        return changed > 0

    def due(self, now: datetime | None = None) -> list[Alarm]:
        """Pending alarms whose time has come, each claimed for this caller: it is marked
        fired in the same statement that checks it is still pending, so when two processes
        ask at once (a window and a CLI command, or two windows) each alarm rings once."""
        now = (now or datetime.now(UTC)).astimezone(UTC)
        claimed = []
        with self._lock, closing(connect(self.path)) as conn, conn:
            for alarm in [a for a in self._select_in(conn, "WHERE state = 'pending'")
                          if a.due_at <= now]:
                if conn.execute("UPDATE alarms SET state = 'fired' WHERE id = ? AND "
                                "state = 'pending'", (alarm.id,)).rowcount == 1:
                    claimed.append(alarm)
        return claimed

    def missed(self, now: datetime | None = None) -> list[Alarm]:
        """Call once on start: what came due while the app was closed (marked fired)."""
        return self.due(now)
