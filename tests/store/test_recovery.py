"""A damaged database at start never stops the app (issue 27, item 4): the damaged file is
kept, what SQLite can still read is saved into a fresh one, and the user is told."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from app.store.db import Store
from connectors.storage import Recovery, forget, take_recoveries
from connectors.system.alarms import AlarmStore
from tests.support.damage import damage_a_middle_page


@pytest.fixture(autouse=True)
def _no_earlier_recoveries() -> None:
    take_recoveries()


def _integrity(path: Path) -> str:
    with sqlite3.connect(path) as conn:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])


def _checkpointed(store: Store) -> None:
    """Everything in the main file (not the WAL), as after a clean exit."""
    with store.engine.connect() as conn:
        conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
    store.engine.dispose()


def test_a_file_that_is_not_a_database_is_kept_and_a_fresh_one_starts(tmp_path: Path) -> None:
    path = tmp_path / "botpsy.sqlite3"
    garbage = b"this is not SQLite at all\x00" * 400
    path.write_bytes(garbage)
    store = Store(path)
    conversation = store.create_conversation("After the damage")
    assert [c.title for c in store.list_conversations()] == ["After the damage"]
    assert store.messages(conversation.id) == []
    [recovery] = take_recoveries()
    assert recovery.path == path and recovery.kept.read_bytes() == garbage  # kept as it was
    assert recovery.kept.name.startswith("botpsy.sqlite3.damaged-")
    assert recovery.saved == {}
    message = recovery.message()
    assert "botpsy.sqlite3 was damaged" in message and str(recovery.kept) in message
    assert "nothing in it could be saved" in message
    assert _integrity(path) == "ok"
    assert take_recoveries() == []  # told once
    assert path.stat().st_mode & 0o777 == recovery.kept.stat().st_mode & 0o777 == 0o600


def test_a_truncated_database_keeps_every_row_it_can_read(tmp_path: Path) -> None:
    path = tmp_path / "botpsy.sqlite3"
    store = Store(path)
    conversation = store.create_conversation("Long one")
    for i in range(300):
        store.append_message(conversation.id, "user", f"message {i} " + "x" * 1000)
    store.set_setting("theme", "dark")
    _checkpointed(store)
    whole = path.read_bytes()
    path.write_bytes(whole[:len(whole) * 6 // 10])  # a copy cut short, a disk that filled
    forget(path)  # as a new process would: this one opened the file while it was whole
    store = Store(path)
    [recovery] = take_recoveries()
    kept = [m.content for m in store.messages(conversation.id)]
    assert 0 < len(kept) < 300, recovery
    assert all(text.startswith("message ") for text in kept)  # whole rows, never half ones
    assert [c.title for c in store.list_conversations()] == ["Long one"]
    assert recovery.saved["messages"] == len(kept)
    assert "messages" in recovery.lost and "some of" in recovery.message()
    assert recovery.kept.stat().st_size == len(whole) * 6 // 10
    assert _integrity(path) == "ok"
    store.append_message(conversation.id, "user", "still works")  # the fresh file is usable
    assert store.messages(conversation.id)[-1].content == "still works"


def test_a_healthy_database_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "botpsy.sqlite3"
    store = Store(path)
    store.set_setting("theme", "dark")
    _checkpointed(store)
    before = path.read_bytes()
    forget(path)
    assert Store(path).get_setting("theme") == "dark"
    assert take_recoveries() == []
    assert not list(tmp_path.glob("*.damaged-*"))
    assert path.read_bytes()[:100] == before[:100]


def test_a_damaged_page_inside_a_connector_file_is_set_aside(tmp_path: Path) -> None:
    """The alarm store with garbage over a page in the middle of its table: alarms still
    work, the readable ones are kept, nothing raises."""
    path = tmp_path / "alarms.sqlite3"
    alarms = AlarmStore(path)
    due = datetime.now(UTC) + timedelta(hours=1)
    for i in range(400):
        alarms.add("alarm", due + timedelta(minutes=i), f"alarm {i} " + "y" * 200)
    damage_a_middle_page(path)
    forget(path)  # this process opened it before the damage
    alarms = AlarmStore(path)
    pending = alarms.pending()
    [recovery] = take_recoveries()
    assert isinstance(recovery, Recovery) and recovery.kept.exists()
    assert len(pending) < 400
    assert all(a.label.startswith("alarm ") for a in pending)
    alarms.add("alarm", due, "after the damage")
    assert "after the damage" in [a.label for a in alarms.pending()]
    assert _integrity(path) == "ok"


def test_the_cli_says_what_was_damaged(tmp_path: Path, monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    from app import cli

    monkeypatch.setenv("BOTPSY_HOME", str(tmp_path))
    from app.paths import database_path

    database_path().parent.mkdir(parents=True, exist_ok=True)
    database_path().write_bytes(b"garbage" * 1000)
    assert cli.main(["tools"]) == 0
    err = capsys.readouterr().err
    assert f"{database_path().name} was damaged" in err and ".damaged-" in err


def test_a_damaged_settings_entry_gives_its_default_and_is_written_whole_again(
        tmp_path: Path) -> None:
    path = tmp_path / "botpsy.sqlite3"
    store = Store(path)
    store.set_setting("theme", "dark")
    store.set_setting("zoom", 1.25)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE settings SET value = ? WHERE key = 'theme'", ('{"da',))
    assert store.get_setting("theme", "system") == "system"
    assert store.get_setting("zoom") == 1.25  # the other entries are untouched
    store.set_setting("theme", "light")
    assert store.get_setting("theme", "system") == "light"
