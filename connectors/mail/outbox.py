"""The outbox: a message is stored before it is sent, so nothing the user wrote is lost.

States: queued → sent (then saved to Sent), or failed with the error (kept, with its bytes),
or unconfirmed: the whole message went out and the connection broke before the server's
verdict, so it may have been sent (kept, and never sent again on its own: a second copy is
worse than asking the user), unless its copy in Sent, filed by the server, says it went.
Delivery (connectors/mail/tools.py ``deliver_outbox_item``) first looks for the Message-ID in
Sent, so delivering an item again after a crash between SMTP and the bookkeeping does not
send it twice. Nothing delivers a failed item again on its own: the user asks again.
"""

from __future__ import annotations

import threading
from contextlib import closing
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from connectors.storage import connect


@dataclass(frozen=True)
class OutboxItem:
    """One message waiting in, or done with, the outbox."""

    id: int
    account: str
    message_id: str
    summary: str
    state: str
    error: str
    raw: bytes


class Outbox:
    """The outbox file (stdlib sqlite3, WAL)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        path.parent.mkdir(parents=True, exist_ok=True)
        with closing(connect(self.path)) as conn, conn:
            conn.execute("CREATE TABLE IF NOT EXISTS outbox (id INTEGER PRIMARY KEY, account "
                         "TEXT, message_id TEXT UNIQUE, summary TEXT, state TEXT, error TEXT "
                         "DEFAULT '', raw BLOB, updated_at TEXT)")


    def add(self, account: str, message_id: str, summary: str, raw: bytes) -> OutboxItem:
        """Store a message before sending it."""
        with self._lock, closing(connect(self.path)) as conn, conn:
            cursor = conn.execute(
                "INSERT INTO outbox (account, message_id, summary, state, raw, updated_at) "
                "VALUES (?, ?, ?, 'queued', ?, ?)",
                (account, message_id, summary, raw, datetime.now(UTC).isoformat()))
        return OutboxItem(int(cursor.lastrowid or 0), account, message_id, summary, "queued",
                          "", raw)

    def set_state(self, item_id: int, state: str, error: str = "") -> None:
        """Record what happened."""
        with self._lock, closing(connect(self.path)) as conn, conn:
            conn.execute("UPDATE outbox SET state = ?, error = ?, updated_at = ? WHERE id = ?",
                         (state, error, datetime.now(UTC).isoformat(), item_id))

    def items(self, states: tuple[str, ...] = ("queued", "failed")) -> list[OutboxItem]:
        """Messages in the given states, oldest first."""
        marks = ",".join("?" * len(states))
        with self._lock, closing(connect(self.path)) as conn:
            rows = conn.execute(f"SELECT id, account, message_id, summary, state, error, raw "
                                f"FROM outbox WHERE state IN ({marks}) ORDER BY id",
                                states).fetchall()
        return [OutboxItem(r[0], r[1], r[2], r[3], r[4], r[5], bytes(r[6])) for r in rows]
