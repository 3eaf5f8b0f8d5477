"""Damaging SQLite files the way a crash or a bad disk does (the recovery tests)."""

from __future__ import annotations

import sqlite3
from pathlib import Path


def damage_a_middle_page(path: Path) -> None:
    """Write garbage over one page in the middle of ``path`` (its WAL folded in first)."""
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        page = conn.execute("PRAGMA page_size").fetchone()[0]
    data = bytearray(path.read_bytes())
    middle = (len(data) // page // 2) * page
    data[middle:middle + page] = b"\xff" * page
    path.write_bytes(bytes(data))
