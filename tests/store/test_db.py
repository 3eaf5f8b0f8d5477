"""The database: migrations, conversations, messages, journal; no secrets."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app.store.db import SCHEMA_VERSION, DatabaseError, Store


def test_new_database_is_migrated_and_uses_wal(tmp_path: Path) -> None:
    store = Store(tmp_path / "db.sqlite3")
    assert store.schema_version() == SCHEMA_VERSION
    assert store.migrate() == 0  # idempotent
    with sqlite3.connect(tmp_path / "db.sqlite3") as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"conversations", "messages", "action_journal", "settings"} <= tables


def test_a_newer_database_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    Store(path)
    with sqlite3.connect(path) as conn:
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    with pytest.raises(DatabaseError, match="newer BotPsy"):
        Store(path)


def test_conversations_and_messages_survive_a_restart(tmp_path: Path) -> None:
    store = Store(tmp_path / "db.sqlite3")
    conv = store.create_conversation("Dentist")
    store.append_message(conv.id, "user", "[Now: ...]\nBook the dentist", visible="Book the dentist")
    store.append_message(conv.id, "assistant", "<tool_call>{}</tool_call>",
                         extra={"tool_calls": [{"id": "1"}]})
    store.append_message(conv.id, "tool", '{"status": "ok"}', extra={"tool_call_id": "1"})
    other = store.create_conversation("Groceries")
    store.rename_conversation(other.id, "Shopping list")

    reopened = Store(tmp_path / "db.sqlite3")
    titles = [c.title for c in reopened.list_conversations()]
    assert titles == ["Shopping list", "Dentist"]
    messages = reopened.messages(conv.id)
    assert [m.role for m in messages] == ["user", "assistant", "tool"]
    assert messages[1].for_model()["tool_calls"] == [{"id": "1"}]
    assert messages[2].for_model() == {"role": "tool", "content": '{"status": "ok"}',
                                       "tool_call_id": "1"}
    assert [c.title for c in reopened.list_conversations("dentist")] == ["Dentist"]
    reopened.delete_conversation(conv.id)
    assert reopened.messages(conv.id) == []


def test_settings_roundtrip_json_only(tmp_path: Path) -> None:
    store = Store(tmp_path / "db.sqlite3")
    store.set_setting("theme", {"mode": "dark"})
    assert store.get_setting("theme") == {"mode": "dark"}
    assert store.get_setting("missing", 3) == 3
    with pytest.raises(TypeError):
        store.set_setting("bad", object())


def test_the_store_keeps_the_keys_the_transcript_writer_writes() -> None:
    from app.agent.transcript import MODEL_KEYS
    from app.store.db import MODEL_MESSAGE_KEYS

    assert MODEL_KEYS == MODEL_MESSAGE_KEYS


def test_the_users_words_are_kept_as_sent_and_the_task_takes_their_place(tmp_path: Path) -> None:
    """The window and the terminal store the user's words when they are sent, before the
    model answers: an app stopped mid-task (a kill, the battery) keeps them. The task's own
    messages take their place in one transaction, so the message is there once."""
    from app.store.db import SENT

    store = Store(tmp_path / "db.sqlite3")
    conv = store.create_conversation("t")
    store.append_sent(conv.id, "Remember the milk", [{"role": "system", "content": "Be kind."}])
    kept = store.messages(conv.id)  # the app stopped here: the words are still there
    assert [m.for_model() for m in kept if m.in_context] == [
        {"role": "system", "content": "Be kind."},
        {"role": "user", "content": "Remember the milk"}]
    assert kept[1].visible == "Remember the milk"
    store.append_task(conv.id, [
        {"role": "system", "content": "Be kind."},
        {"role": "user", "content": "[Now: …]\nRemember the milk",
         "visible": "Remember the milk"},
        {"role": "assistant", "content": "Noted.", "visible": "Noted."}])
    done = Store(tmp_path / "db.sqlite3").messages(conv.id)
    assert [(m.role, m.visible) for m in done] == [("system", ""),
                                                    ("user", "Remember the milk"),
                                                    ("assistant", "Noted.")]
    assert not any(m.extra.get(SENT) for m in done)
    # a task that never ended: its words stay as a plain message when the next is sent
    store.append_sent(conv.id, "And eggs")  # (stopped here)
    store.append_sent(conv.id, "And bread")
    store.append_task(conv.id, [{"role": "user", "content": "And bread",
                                 "visible": "And bread"},
                                {"role": "assistant", "content": "Got it."}])
    assert [m.visible or m.content for m in store.messages(conv.id)] == [
        "Be kind.", "Remember the milk", "Noted.", "And eggs", "And bread", "Got it."]
    with pytest.raises(KeyError):
        store.append_sent("no-such-conversation", "x")
