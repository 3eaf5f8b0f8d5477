"""Issue 27, item 4: the window on a full disk (a real 512 KB tmpfs holds its database).

What could not be saved is said in the conversation, kept, and saved with the next message
once there is space; a new conversation that cannot be stored starts nothing and gives the
words back. Nothing is lost and the window never stays busy."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from app.store.db import Store
from tests.support.small_disk import fill


def send(qtbot, app, text: str) -> None:  # type: ignore[no-untyped-def]
    app.window.input.setPlainText(text)
    qtbot.keyClick(app.window.input, Qt.Key.Key_Return)


def notices(app) -> list[str]:  # type: ignore[no-untyped-def]
    return [t for t in app.window.chat.messages_text() if t.startswith("notice: ")]


def test_messages_a_full_disk_kept_out_are_saved_later(qtbot, make_app, small_disk: Path) -> None:  # type: ignore[no-untyped-def]
    path = small_disk / "db.sqlite3"
    app, _ = make_app(["First answer.", "Second answer.", "Third answer."], store_path=path)
    with qtbot.waitSignal(app.window.outcome_saved, timeout=5000):
        send(qtbot, app, "Hello")
    filler = fill(small_disk)

    with qtbot.waitSignal(app.window.task_finished, timeout=5000):
        send(qtbot, app, "Again " * 4_000)  # 24 KB: new pages, which a full disk refuses
    qtbot.waitUntil(lambda: bool(notices(app)), timeout=5000)
    assert "The disk is full" in notices(app)[0] and "saved with your next message" in \
        notices(app)[0]
    assert not app.window.worker.busy

    filler.unlink()
    with qtbot.waitSignal(app.window.outcome_saved, timeout=5000):
        send(qtbot, app, "Once more")
    store = Store(path)
    (conversation,) = store.list_conversations()
    assert [(m.role, (m.visible or m.content)[:10]) for m in store.messages(conversation.id)
            if m.role in ("user", "assistant")] == [
        ("user", "Hello"), ("assistant", "First answ"), ("user", "Again Agai"),
        ("assistant", "Second ans"), ("user", "Once more"), ("assistant", "Third answ")]
    assert app.window.column.unsaved == []


def test_a_conversation_a_full_disk_cannot_hold_is_not_started(qtbot, make_app, small_disk: Path) -> None:  # type: ignore[no-untyped-def]
    app, backend = make_app(["Never asked."], store_path=small_disk / "db.sqlite3")
    fill(small_disk)
    send(qtbot, app, "Plan my week " + "in detail " * 3_000)
    qtbot.waitUntil(lambda: bool(notices(app)), timeout=5000)
    assert "The disk is full" in notices(app)[0]
    assert app.window.input.toPlainText().startswith("Plan my week")
    assert not app.window.worker.busy and app.window.column.conversation is None
    assert backend.turns == ["Never asked."]  # the model was never asked


def test_settings_changed_on_a_full_disk_apply_and_say_they_were_not_saved(  # type: ignore[no-untyped-def]
        qtbot, make_app, small_disk: Path) -> None:
    """Settings › OK (or a tray toggle) on a full disk: the new settings apply, the user is
    told in the status bar and the tray that they were not kept, and a change once there is
    space keeps them."""
    from dataclasses import replace

    from app.settings import load_settings

    path = small_disk / "db.sqlite3"
    app, _ = make_app(["x"], store_path=path)
    folders = tuple(str(small_disk / f"folder-{n:03d}" / ("deep " * 20)) for n in range(150))
    wanted = replace(app.settings, allowed_folders=folders, theme="dark")  # ~20 KB to write
    filler = fill(small_disk)
    app.on_settings_changed(wanted)
    message = app.window.statusBar().currentMessage()
    assert message.startswith("Settings not saved: The disk is full"), message
    assert "apply until BotPsy quits" in message
    assert app.settings.theme == "dark"  # applied
    assert load_settings(Store(path)).theme != "dark"  # not kept, and nothing broke

    filler.unlink()
    app.on_settings_changed(replace(wanted, zoom=1.25))
    kept = load_settings(Store(path))
    assert (kept.theme, kept.zoom, len(kept.allowed_folders)) == ("dark", 1.25, 150)


def test_a_snooze_on_a_full_disk_still_rings_and_says_it_is_not_kept(  # type: ignore[no-untyped-def]
        qtbot, make_app, small_disk: Path) -> None:
    from datetime import UTC, datetime

    from connectors.base import Alert

    app, _ = make_app(["x"], store_path=small_disk / "db.sqlite3")
    app.reminders.snooze_ms = 300
    # a store with no free pages left: the snooze's ~16 KB text needs new ones
    fill(small_disk)
    app.reminders._snooze(Alert("Timer", "Tea " * 4_000, datetime.now(UTC)))
    message = app.window.statusBar().currentMessage()
    assert message.startswith("Snooze not saved: The disk is full"), message
    assert "if BotPsy keeps running" in message
    qtbot.waitUntil(lambda: any(w.isVisible() and w.line().startswith("Snoozed: Timer: Tea")
                                for w in app.reminders.alert_windows), timeout=5000)


def test_a_sync_stopped_by_a_full_disk_is_told_once(  # type: ignore[no-untyped-def]
        qtbot, small_disk: Path, mail_servers, secrets, monkeypatch) -> None:
    """The background sync into a local copy on a full disk (real Dovecot): the user is told
    once (a failed sync is otherwise only logged: offline is normal on a laptop), not at every
    retry; after a sync that works, a new full disk is told again."""
    from connectors.mail.account import MailAccount, set_password
    from tests.support.mailserver import note
    from tests.support.syncing import sync_and_wait, syncing_for

    monkeypatch.setenv("BOTPSY_HOME", str(small_disk))
    account = MailAccount("full", "fullui@example.org", "127.0.0.1", "127.0.0.1",
                          imap_port=mail_servers.imaps_port, smtp_port=mail_servers.smtps_port,
                          username="fullui", ca_file=str(mail_servers.ca))
    set_password(account, "fullui-pw")
    syncing, told = syncing_for(qtbot, small_disk / "db.sqlite3", account)

    def sync_now() -> None:
        sync_and_wait(qtbot, syncing)

    mail_servers.deliver("fullui", note("First", "hello"))
    sync_now()
    assert told == []
    filler = fill(small_disk)
    for index in range(10):
        mail_servers.deliver("fullui", note(f"Later {index}", "words " * 300))
    sync_now()
    sync_now()  # the retry: not told again
    assert told == [("full", "The disk is full, so the local copy of full was not brought up "
                             "to date (what it already held is unchanged). Free some space on "
                             "the disk and try again.")]
    filler.unlink()
    sync_now()
    assert syncing.failures == 0 and len(told) == 2  # the ten new messages, "new mail"
    assert told[1][0] == "Mail" and told[1][1].startswith("10 new message")
    syncing.stop()
