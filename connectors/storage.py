"""Small stdlib-SQLite files that connectors keep in the app's data folder (outbox, mail
cache, alarms): one way to open them."""

from __future__ import annotations

import sqlite3
from pathlib import Path


def connect(path: Path, timeout: float = 10) -> sqlite3.Connection:
    """Open a connector's SQLite file in WAL mode (readers never block the writer)."""
    conn = sqlite3.connect(path, timeout=timeout)
    conn.execute("PRAGMA journal_mode=WAL")
    return conn
