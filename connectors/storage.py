"""Small stdlib-SQLite files that connectors keep in the app's data folder (outbox, mail
cache, alarms, calendars): one way to open them, and what happens when one is damaged.

A laptop loses power, a disk fills, a sync tool copies half a file: a database that SQLite
cannot read must never stop the app. The first time a process opens a file, ``check`` asks
SQLite (``PRAGMA quick_check``); a file that fails is moved aside whole (with its -wal and -shm)
as ``<name>.damaged-<time>``, every row SQLite can still read is copied into a fresh file of
the same name and schema, and a :class:`Recovery` says what was kept and what was lost. The
app's own database (``app/store/db.py``) goes through the same ``check``; the window and the
CLI tell the user (``take_recoveries``).
"""

from __future__ import annotations

import errno
import logging
import os
import shutil
import sqlite3
import threading
from contextlib import closing
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

log = logging.getLogger(__name__)

# what a healthy file answers to ``PRAGMA quick_check``
_OK = [("ok",)]
_SIDE_FILES = ("-wal", "-shm", "-journal")


@dataclass(frozen=True)
class Recovery:
    """A damaged database that was set aside, and what could be saved from it."""

    path: Path  # the file the app uses (fresh now)
    kept: Path  # the damaged file, as it was
    reason: str  # what SQLite said
    saved: dict[str, int] = field(default_factory=dict)  # table → rows copied
    lost: tuple[str, ...] = ()  # tables that could not be read to the end

    def message(self) -> str:
        """One paragraph for the user: what happened, what was kept, where the copy is (a
        Phrase: the window says it in the user's language)."""
        from connectors.base import tr

        rows = sum(self.saved.values())
        kept = tr("%Ln record(s) could be saved", None, rows) if rows else \
            tr("nothing in it could be saved")
        if self.lost:
            return tr("{file} was damaged ({reason}). BotPsy started with a fresh copy: {kept}; "
                      "some of {tables} could not be read. The damaged file is kept as {copy}.",
                      file=self.path.name, reason=self.reason, kept=kept,
                      tables=", ".join(self.lost), copy=str(self.kept))
        return tr("{file} was damaged ({reason}). BotPsy started with a fresh copy: {kept}. "
                  "The damaged file is kept as {copy}.", file=self.path.name,
                  reason=self.reason, kept=kept, copy=str(self.kept))


_lock = threading.Lock()
_checked: set[str] = set()
_recoveries: list[Recovery] = []


def connect(path: Path, timeout: float = 10) -> sqlite3.Connection:
    """Open a connector's SQLite file in WAL mode (readers never block the writer), after
    ``check`` (once per process per file)."""
    check(path)
    try:
        conn = sqlite3.connect(path, timeout=timeout)
        conn.execute("PRAGMA journal_mode=WAL")
    except sqlite3.OperationalError as err:
        # WAL needs its -shm file: on a full disk SQLite says only "disk I/O error"
        if no_room(path.parent):
            raise OSError(errno.ENOSPC, f"No space left on the disk for {path.name}") from err
        raise
    return conn


def no_room(folder: Path, least: int = 64 * 1024) -> bool:
    """Whether the file system of ``folder`` has less than ``least`` bytes free (what
    SQLite's vaguer errors mean on a full disk)."""
    try:
        return shutil.disk_usage(folder).free < least
    except OSError:
        return False


def check(path: Path) -> Recovery | None:
    """Make sure ``path`` is a database SQLite can read; a damaged one is set aside and what
    can be read is saved into a fresh one (see the module's docstring). Checked once per
    process: a file this process opened and wrote is the process's own responsibility."""
    key = str(path)  # no resolve(): this runs at every connect; a second spelling costs one check
    with _lock:
        if key in _checked:
            return None
        _checked.add(key)
        reason = _problem(Path(path))
        if reason is None:
            return None
        recovery = _recover(Path(path), reason)
        _recoveries.append(recovery)
    log.warning("damaged database %s set aside as %s (%s); saved %s, lost %s", path,
                recovery.kept, reason, recovery.saved, recovery.lost)
    return recovery


def take_recoveries() -> list[Recovery]:
    """The recoveries not told to the user yet (each is returned once)."""
    with _lock:
        taken = list(_recoveries)
        _recoveries.clear()
    return taken


def forget(path: Path) -> None:
    """Check ``path`` again the next time it is opened (a test, or a file replaced)."""
    with _lock:
        _checked.discard(str(path))


def _problem(path: Path) -> str | None:
    """What is wrong with the file, or None when SQLite reads it (or there is none yet)."""
    try:
        if not path.exists() or path.stat().st_size == 0:
            return None  # an empty file is an empty database
        with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=10)) as conn:
            found = conn.execute("PRAGMA quick_check").fetchall()
    except sqlite3.OperationalError as err:
        if "locked" in str(err) or "busy" in str(err):
            return None  # another process is writing it: it is readable, just not now
        return str(err)
    except sqlite3.DatabaseError as err:  # "file is not a database", "malformed"
        return str(err)
    if found == _OK:
        return None
    return "; ".join(str(row[0]) for row in found[:3])


def _recover(path: Path, reason: str) -> Recovery:
    """Move the damaged file aside and copy what can be read into a fresh one."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    kept = path.with_name(f"{path.name}.damaged-{stamp}")
    os.replace(path, kept)
    for suffix in _SIDE_FILES:
        side = Path(f"{path}{suffix}")
        if side.exists():
            os.replace(side, Path(f"{kept}{suffix}"))
    saved: dict[str, int] = {}
    lost: list[str] = []
    fresh = path.with_name(f"{path.name}.salvage-{stamp}")
    try:
        _salvage(kept, fresh, saved, lost)
        os.replace(fresh, path)
    except (sqlite3.Error, OSError) as err:  # nothing readable at all: start empty
        log.warning("nothing could be saved from %s: %s", kept, err)
        fresh.unlink(missing_ok=True)
        saved.clear()
    if os.name == "posix":
        for each in (path, kept):
            if each.exists():
                os.chmod(each, 0o600)  # conversations, mail and the journal are private
    return Recovery(path, kept, reason, saved, tuple(lost))


def _salvage(damaged: Path, fresh: Path, saved: dict[str, int], lost: list[str]) -> None:
    """Copy the schema and every row SQLite can still read from ``damaged`` into ``fresh``;
    when SQLite cannot even read the schema, from a copy whose header is made to fit the file
    (a file cut short still says how long it was, and in WAL mode its pages cannot be read
    without the rest)."""
    try:
        _copy_rows(damaged, fresh, saved, lost)
        return
    except sqlite3.DatabaseError:
        patched = _fitted_copy(damaged)
        if patched is None:
            raise
    try:
        fresh.unlink(missing_ok=True)
        saved.clear()
        lost.clear()
        _copy_rows(patched, fresh, saved, lost)
    finally:
        patched.unlink(missing_ok=True)


_HEADER = b"SQLite format 3\x00"


def _fitted_copy(damaged: Path) -> Path | None:
    """A copy of ``damaged`` cut to whole pages, in rollback-journal mode, whose header counts
    the pages it has (the file format's offsets 18–19 and 28–31); None when the file does not
    start like an SQLite database."""
    data = bytearray(damaged.read_bytes())
    if not data.startswith(_HEADER) or len(data) < 100:
        return None
    size = int.from_bytes(data[16:18], "big")
    size = 65536 if size == 1 else size
    if size < 512 or size & (size - 1):
        return None
    pages = len(data) // size
    if pages == 0:
        return None
    del data[pages * size:]
    data[18] = data[19] = 1  # legacy (rollback) file format: no WAL index needed
    data[28:32] = pages.to_bytes(4, "big")
    copy = damaged.with_name(f"{damaged.name}.fitted")
    copy.write_bytes(bytes(data))
    return copy


def _copy_rows(damaged: Path, fresh: Path, saved: dict[str, int], lost: list[str]) -> None:
    """Copy the schema and every row SQLite can read from ``damaged`` into ``fresh``: table
    by table, row by row, stopping a table at its first unreadable page. Virtual tables (the
    mail cache's full-text index) are created, not copied: their shadow tables come with them,
    and the triggers, created before the rows, fill them again from the rows copied."""
    with closing(sqlite3.connect(f"file:{damaged}?mode=ro", uri=True)) as source, \
            closing(sqlite3.connect(fresh)) as target:
        schema = source.execute(
            "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL "
            "AND name NOT LIKE 'sqlite_%'").fetchall()
        version = source.execute("PRAGMA user_version").fetchone()[0]
        virtual = [name for kind, name, sql in schema
                   if kind == "table" and _starts(sql, "CREATE VIRTUAL TABLE")]
        tables = [name for kind, name, sql in schema
                  if kind == "table" and name not in virtual
                  and not any(name.startswith(f"{v}_") for v in virtual)]
        for name in tables:
            target.execute(next(sql for _, n, sql in schema if n == name))
        for kind, name, sql in schema:
            if name in tables:
                continue
            if kind == "table" and name not in virtual:
                continue  # a virtual table's shadow table: it comes with the table
            try:
                target.execute(sql)  # virtual tables, indexes, triggers, views
            except sqlite3.DatabaseError:
                continue  # an index the rows may not fit, a module this SQLite lacks
        for table in tables:
            quoted = '"' + table.replace('"', '""') + '"'
            count = 0
            try:
                cursor = source.execute(f"SELECT * FROM {quoted}")  # a table name the file holds, quoted
                marks = ", ".join("?" * len(cursor.description))
                for row in cursor:
                    target.execute(f"INSERT OR IGNORE INTO {quoted} VALUES ({marks})", row)
                    count += 1
            except sqlite3.DatabaseError:
                lost.append(table)
            saved[table] = count
        target.execute(f"PRAGMA user_version = {int(version)}")
        target.commit()


def _starts(sql: str, words: str) -> bool:
    return " ".join(sql.split()).upper().startswith(words)
