"""Attacks on what this change touched: a streamed answer parsed in part (app/ui/markdown.py:
StreamedMarkdown) and a damaged database set aside and salvaged (connectors/storage.py)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app.ui.markdown import StreamedMarkdown, markdown_segments
from connectors import storage
from connectors.mail.cache import SCHEMA as MAIL_CACHE_SCHEMA
from tests.support.damage import damage_a_middle_page

HOSTILE = (
    "Here is your summary.\n\n"
    "[click](javascript:alert(1)) and [file](file:///etc/passwd)\n\n"
    "<img src=\"file:///home/user/.ssh/id_rsa\"> <script>alert(1)</script>\n\n"
    "[ref][x]\n\n[x]: javascript:alert(2)\n\n"
    "```html\n<img src=x onerror=alert(3)>\n```\n\n"
    "<a href=\"https://evil.example\">raw link</a>\n\n"
    "| a | b |\n|---|---|\n| <b>x</b> | ![img](https://evil.example/p.png) |\n"
)
#: markup that must never come out (an escaped "onerror=" inside a code block is text; an
#: image becomes a link the user may click, as in the whole answer)
FORBIDDEN = ("<img", "<script", "href=\"javascript", "href=\"file:", "\">raw link</a>")


def test_every_step_of_a_streamed_hostile_answer_is_as_inert_as_the_whole() -> None:
    """Settled blocks are never parsed again: no prefix of the stream, and no carried-over
    reference, may render markup that the whole answer would not."""
    parsed = StreamedMarkdown()
    for end in range(1, len(HOSTILE) + 1):
        parsed.update(HOSTILE[:end])
        html = "".join(segment.html for segment in parsed.segments)
        for bad in FORBIDDEN:
            assert bad not in html, (end, bad)
    parsed.update(HOSTILE, final=True)
    assert [s.html for s in parsed.segments] == [s.html for s in markdown_segments(HOSTILE)]


def test_a_damaged_file_with_hostile_table_names_is_copied_without_running_them(
        tmp_path: Path) -> None:
    """Names in a damaged file are data: a table called like an SQL statement is copied under
    that name, and the statement never runs (no database is attached, nothing dropped)."""
    path = tmp_path / "alarms.sqlite3"
    evil = "x\"; ATTACH DATABASE 'pwned.db' AS p; DROP TABLE keep; --"
    quoted = '"' + evil.replace('"', '""') + '"'
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE keep (id INTEGER PRIMARY KEY, v TEXT)")
        conn.execute(f"CREATE TABLE {quoted} (v TEXT)")
        conn.executemany("INSERT INTO keep (v) VALUES (?)", [("k" * 300,)] * 300)
        conn.executemany(f"INSERT INTO {quoted} VALUES (?)", [("e",)] * 5)
    damage_a_middle_page(path)
    storage.forget(path)
    recovery = storage.check(path)
    assert recovery is not None
    storage.take_recoveries()
    with sqlite3.connect(path) as conn:
        names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        assert {"keep", evil} <= names
        assert conn.execute(f"SELECT count(*) FROM {quoted}").fetchone()[0] == 5
        assert conn.execute("PRAGMA database_list").fetchall()[-1][1] == "main"
    assert not (tmp_path / "pwned.db").exists() and not Path("pwned.db").exists()


@pytest.mark.parametrize("damage", ["middle page", "cut short"])
def test_the_mail_caches_search_index_comes_back_with_the_salvaged_mail(
        tmp_path: Path, damage: str) -> None:
    """The mail cache keeps a full-text index (a virtual table and its shadow tables, filled by
    triggers). Salvaged, the index is made again from the mail that was kept: a search finds
    a kept mail, and never one the damage took."""
    path = tmp_path / "mail-cache.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.executescript(MAIL_CACHE_SCHEMA)
        conn.executemany(
            "INSERT INTO messages (account, folder, uid, sender, subject, body) "
            "VALUES ('w', 'INBOX', ?, 'bank@example.org', ?, ?)",
            [(i, f"statement{i}", "b" * 400) for i in range(400)])
    if damage == "middle page":
        damage_a_middle_page(path)
    else:
        with sqlite3.connect(path) as conn:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        whole = path.read_bytes()
        path.write_bytes(whole[:len(whole) // 2])
    storage.forget(path)
    recovery = storage.check(path)
    storage.take_recoveries()
    assert recovery is not None and 0 < recovery.saved["messages"] < 400
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        kept = {r[0] for r in conn.execute("SELECT subject FROM messages")}
        found = {r[0] for r in conn.execute(
            "SELECT m.subject FROM messages_fts f JOIN messages m ON m.id = f.rowid "
            "WHERE messages_fts MATCH 'bank'")}
        assert found == kept
