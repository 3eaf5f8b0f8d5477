"""The window with a scripted model (pytest-qt, offscreen): the flows users go through."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog

from app.agent import events as ev
from app.store.db import Store
from app.ui.application import BotPsyApp
from app.ui.i18n import near, written
from tests.support.doubles import ScriptedBackend


def write_call(path: Path, content: str) -> str:
    body = json.dumps({"name": "files_write", "arguments": {"path": str(path),
                                                              "content": content}})
    return f"<tool_call>\n{body}\n</tool_call>"


def send(qtbot, app: BotPsyApp, text: str) -> None:  # type: ignore[no-untyped-def]
    app.window.input.setPlainText(text)
    qtbot.keyClick(app.window.input, Qt.Key.Key_Return)


def test_streaming_answer_appears(qtbot, make_app) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QObject, Slot

    app, backend = make_app(["Hello! **How** can I help?"])
    tokens: list[str] = []

    class Spy(QObject):  # a receiver on the GUI thread: its slot is queued there
        @Slot(object)
        def take(self, event: object) -> None:
            if isinstance(event, ev.TokenEvent):
                tokens.append(event.text)

    spy = Spy()  # (a plain function would run on the agent's thread, beside the window)
    app.worker.agent_event.connect(spy.take)
    with qtbot.waitSignal(app.window.task_finished, timeout=5000):
        send(qtbot, app, "Hi there")
    assert len(tokens) > 3  # streamed in pieces, not at once
    assert app.window.chat.messages_text() == ["user: Hi there",
                                               "assistant: Hello! **How** can I help?"]
    assert app.window.input.toPlainText() == ""


def test_shift_enter_adds_a_line_instead_of_sending(qtbot, make_app) -> None:  # type: ignore[no-untyped-def]
    app, backend = make_app(["unused"])
    app.window.input.setPlainText("first line")
    app.window.input.moveCursor(app.window.input.textCursor().MoveOperation.End)
    qtbot.keyClick(app.window.input, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert app.window.input.toPlainText() == "first line\n"
    assert backend.calls == []


def run_until_dialog(qtbot, app, text: str):  # type: ignore[no-untyped-def]
    send(qtbot, app, text)
    qtbot.waitUntil(lambda: app.window.dialog is not None and app.window.dialog.isVisible(),
                    timeout=5000)
    return app.window.dialog


def test_the_bubble_never_shows_the_loops_own_text_or_a_false_claim(qtbot, make_app, docs) -> None:  # type: ignore[no-untyped-def]
    """Issue 14: after a denial, "Done — saved it" from the model is not what the user sees."""
    app, _backend = make_app([write_call(docs / "note.txt", "hi"), "Done — I saved it."])
    dialog = run_until_dialog(qtbot, app, "Write a note")
    with qtbot.waitSignal(app.window.task_finished, timeout=5000):
        qtbot.mouseClick(dialog.deny_button, Qt.MouseButton.LeftButton)
    assert app.window.chat.messages_text()[-1] == (
        "assistant: Not done, because you did not approve it: Create note.txt.")


def test_deny_leaves_nothing_executed_and_the_answer_says_so_at_once(qtbot, make_app, docs) -> None:  # type: ignore[no-untyped-def]
    app, backend = make_app([write_call(docs / "note.txt", "hi"), "never asked"])
    dialog = run_until_dialog(qtbot, app, "Write a note")
    assert dialog.cards[0].request.tool == "files_write"
    card = app.window.chat.cards[dialog.pending.requests[0].call_id]
    assert card.state == "waiting"
    with qtbot.waitSignal(app.window.task_finished, timeout=5000):
        qtbot.mouseClick(dialog.deny_button, Qt.MouseButton.LeftButton)
    assert not (docs / "note.txt").exists()
    assert len(backend.calls) == 1  # no model turn after a denial: the outcome answers
    assert card.state == "denied"
    assert app.window.chat.messages_text()[-1] == \
        "assistant: Not done, because you did not approve it: Create note.txt."


def test_approve_runs_it_once(qtbot, make_app, docs) -> None:  # type: ignore[no-untyped-def]
    app, backend = make_app([write_call(docs / "note.txt", "hi"), "Written."])
    dialog = run_until_dialog(qtbot, app, "Write a note")
    assert not (docs / "note.txt").exists()
    with qtbot.waitSignal(app.window.task_finished, timeout=5000):
        qtbot.mouseClick(dialog.approve_button, Qt.MouseButton.LeftButton)
    assert (docs / "note.txt").read_text() == "hi"
    [entry] = app.store.journal_entries()
    assert (entry.decision, entry.outcome) == ("approved", "done")
    card = next(iter(app.window.chat.cards.values()))
    assert card.state == "done"


def test_the_workers_events_and_questions_reach_the_window_on_the_gui_thread(  # type: ignore[no-untyped-def]
        qtbot, make_app, docs, monkeypatch) -> None:
    """The agent runs on its own thread; every widget it changes (the answer, the cards, the
    working row, the status bar, the confirmation dialog) must be changed on the GUI thread,
    or Qt parents widgets across threads and the window misbehaves at random."""
    from PySide6.QtCore import QThread

    from app.ui.chat_view import ChatView
    from app.ui.confirm_dialog import ConfirmationDialog
    from app.ui.progress import StatusLine

    gui, seen = QThread.currentThread(), []

    def recording(cls, name):  # type: ignore[no-untyped-def]
        original = getattr(cls, name)

        def wrapper(self, *args, **kwargs):  # type: ignore[no-untyped-def]
            seen.append((name, QThread.currentThread() is gui))
            return original(self, *args, **kwargs)

        monkeypatch.setattr(cls, name, wrapper)

    for name in ("add_tool_card", "set_working", "assistant", "add_notice"):
        recording(ChatView, name)
    recording(StatusLine, "show_stats")
    recording(ConfirmationDialog, "__init__")
    app, _ = make_app([write_call(docs / "note.txt", "hi"), "Written."])
    dialog = run_until_dialog(qtbot, app, "Write a note")
    with qtbot.waitSignal(app.window.task_finished, timeout=5000):
        qtbot.mouseClick(dialog.approve_button, Qt.MouseButton.LeftButton)
    names = {name for name, _ in seen}
    assert {"add_tool_card", "set_working", "assistant", "__init__"} <= names
    assert [name for name, on_gui in seen if not on_gui] == []


def test_the_sidebar_and_the_composer_paint_the_themes_colours(qtbot, make_app) -> None:  # type: ignore[no-untyped-def]
    """The parts are QWidget subclasses: without WA_StyledBackground Qt paints none of their
    style sheet, and the sidebar and the message box vanish into the window's background."""
    from PySide6.QtGui import QColor

    from app.ui import theme

    app, _ = make_app(["x"])
    for name in ("light", "dark"):
        palette = theme.apply(QApplication.instance(), name)  # type: ignore[arg-type]
        window = app.window
        QApplication.processEvents()
        shot = window.grab().toImage()
        sidebar = window.sidebar.mapTo(window, window.sidebar.rect().center())
        # just inside the composer's rounded frame, left of the text box's own margin
        composer = window.column.composer
        inside = composer.mapTo(window, composer.rect().center())
        inside.setX(composer.mapTo(window, composer.rect().topLeft()).x() + 5)
        assert shot.pixelColor(sidebar) == QColor(palette.sidebar), name
        assert shot.pixelColor(inside) == QColor(palette.surface), name
        assert QColor(palette.sidebar) != QColor(palette.window) != QColor(palette.surface)


def test_escape_and_enter_deny(qtbot, make_app, docs) -> None:  # type: ignore[no-untyped-def]
    app, backend = make_app([write_call(docs / "a.txt", "a"), write_call(docs / "b.txt", "b")])
    dialog = run_until_dialog(qtbot, app, "Write a.txt")
    assert dialog.deny_button.isDefault() and not dialog.approve_button.isDefault()
    with qtbot.waitSignal(app.window.task_finished, timeout=5000):
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    dialog = run_until_dialog(qtbot, app, "Write b.txt")
    with qtbot.waitSignal(app.window.task_finished, timeout=5000):
        qtbot.keyClick(dialog, Qt.Key.Key_Return)  # Enter hits the default button: Deny
    assert not (docs / "a.txt").exists() and not (docs / "b.txt").exists()
    assert [e.decision for e in app.store.journal_entries()] == ["denied (declined)"] * 2


def test_edit_then_approve_runs_the_edited_version(qtbot, make_app, docs) -> None:  # type: ignore[no-untyped-def]
    app, backend = make_app([write_call(docs / "note.txt", "hi"), "Written."])
    dialog = run_until_dialog(qtbot, app, "Write a note")
    qtbot.mouseClick(dialog.edit_button, Qt.MouseButton.LeftButton)
    dialog.cards[0].inputs["content"].setPlainText("edited by me")  # multi-line: a body
    with qtbot.waitSignal(app.window.task_finished, timeout=5000):
        qtbot.mouseClick(dialog.approve_button, Qt.MouseButton.LeftButton)
    assert (docs / "note.txt").read_text() == "edited by me"


def test_stop_cancels_generation_at_once(qtbot, make_app) -> None:  # type: ignore[no-untyped-def]
    app, backend = make_app(["word " * 400])
    started = threading.Event()

    def slow(index: int) -> None:
        started.set()
        time.sleep(0.01)

    backend.before_token = slow
    send(qtbot, app, "Tell me a long story")
    qtbot.waitUntil(started.is_set, timeout=5000)
    with qtbot.waitSignal(app.window.task_finished, timeout=3000) as blocker:
        qtbot.mouseClick(app.window.stop_button, Qt.MouseButton.LeftButton)
    assert blocker.args[0].cancelled
    assert app.window.chat.messages_text()[-1] == "notice: Stopped."
    assert len(blocker.args[0].new_messages[-1]["content"]) < len("word " * 400)
    assert app.window.send_button.isVisibleTo(app.window)
    assert not app.window.stop_button.isVisibleTo(app.window)


def test_stop_while_the_dialog_is_open_denies(qtbot, make_app, docs) -> None:  # type: ignore[no-untyped-def]
    app, backend = make_app([write_call(docs / "note.txt", "hi")])
    run_until_dialog(qtbot, app, "Write a note")
    with qtbot.waitSignal(app.window.task_finished, timeout=5000):
        app.window.on_stop_clicked()  # the dialog is modal: Stop comes from the app itself
    assert not (docs / "note.txt").exists()
    assert app.store.journal_entries()[0].decision.startswith("denied")


def test_conversation_survives_a_restart(qtbot, make_app, tmp_path) -> None:  # type: ignore[no-untyped-def]
    app, _ = make_app(["First answer."])
    with qtbot.waitSignal(app.window.outcome_saved, timeout=5000):
        send(qtbot, app, "Remember the milk")
    app.window.close()

    again, backend = make_app(["Second answer."], tmp_path / "db.sqlite3")
    qtbot.waitUntil(lambda: again.window.conversations.count() == 1, timeout=5000)
    item = again.window.conversations.item(0)
    assert item.text() == "Remember the milk"
    with qtbot.waitSignal(again.window.history_loaded, timeout=5000):
        again.window.sidebar.open_item(item)
    assert again.window.chat.messages_text() == ["user: Remember the milk",
                                                 "assistant: First answer."]
    with qtbot.waitSignal(again.window.task_finished, timeout=5000):
        send(qtbot, again, "And eggs")
    assert [m["role"] for m in backend.calls[0]] == ["system", "user", "assistant", "user"]


def test_the_users_message_is_stored_before_the_model_answers(qtbot, make_app, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Issue 27: the window stored a task's messages when it ended, so an app killed while
    the model wrote (or while a dialog waited for the user) lost the user's message. Now it
    is stored as sent, from the worker's thread, and the task's messages take its place."""
    from app.store.db import SENT

    released = threading.Event()

    def answer(_messages: list) -> str:  # type: ignore[type-arg]
        released.wait(10)
        return "Noted."

    app, _ = make_app([answer])
    send(qtbot, app, "Remember the milk")
    stored = Store(tmp_path / "db.sqlite3")

    def rows() -> list[tuple[str, str]]:
        return [(m.role, m.visible) for c in stored.list_conversations()
                for m in stored.messages(c.id) if m.role != "system"]

    qtbot.waitUntil(lambda: rows() == [("user", "Remember the milk")], timeout=5000)
    assert app.worker.busy  # the model has not answered yet: a kill now keeps the words
    [conversation] = stored.list_conversations()  # and the system prompt before them, so a
    # conversation whose first task never ended goes on as any other
    assert [m.role for m in stored.messages(conversation.id)] == ["system", "user"]
    with qtbot.waitSignal(app.window.outcome_saved, timeout=5000):
        released.set()
    assert rows() == [("user", "Remember the milk"), ("assistant", "Noted.")]
    assert not any(m.extra.get(SENT) for c in stored.list_conversations()
                   for m in stored.messages(c.id))


def test_sidebar_search_rename_delete(qtbot, make_app) -> None:  # type: ignore[no-untyped-def]
    app, _ = make_app(["a", "b"])
    for text in ("Dentist on Friday", "Groceries"):
        app.window.column.new_conversation()
        with qtbot.waitSignal(app.window.outcome_saved, timeout=5000):
            send(qtbot, app, text)
    qtbot.waitUntil(lambda: app.window.conversations.count() == 2, timeout=5000)
    app.window.search.setText("dentist")
    qtbot.waitUntil(lambda: app.window.conversations.count() == 1, timeout=5000)
    assert [app.window.conversations.item(i).text()
            for i in range(app.window.conversations.count())] == ["Dentist on Friday"]
    app.window.sidebar.rename_conversation(app.window.conversations.item(0), "Dentist")
    qtbot.waitUntil(lambda: app.window.conversations.item(0).text() == "Dentist", timeout=5000)
    app.window.search.setText("")
    qtbot.waitUntil(lambda: app.window.conversations.count() == 2, timeout=5000)
    titles = {app.window.conversations.item(i).text() for i in range(2)}
    assert titles == {"Dentist", "Groceries"}
    app.window.sidebar.delete_conversation(app.window.conversations.item(0), confirm=False)
    qtbot.waitUntil(lambda: app.window.conversations.count() == 1, timeout=5000)
    assert len(app.store.list_conversations()) == 1


def test_controls_have_accessible_names_and_tab_order(qtbot, make_app) -> None:  # type: ignore[no-untyped-def]
    app, _ = make_app(["x"])
    window = app.window
    for widget in (window.input, window.send_button, window.stop_button, window.new_button,
                   window.search, window.conversations):
        assert widget.accessibleName(), widget
    window.activateWindow()
    window.input.setFocus()
    qtbot.waitUntil(window.input.hasFocus, timeout=2000)
    order = []
    for _ in range(4):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        order.append(QApplication.focusWidget())
    assert order == [window.send_button, window.new_button, window.search, window.conversations]


def test_closing_the_window_denies_a_pending_question(qtbot, make_app, docs) -> None:  # type: ignore[no-untyped-def]
    app, backend = make_app([write_call(docs / "note.txt", "hi"), "x"])
    run_until_dialog(qtbot, app, "Write a note")
    with qtbot.waitSignal(app.window.task_finished, timeout=5000):
        app.window.close()
    assert not (docs / "note.txt").exists()
    # the question's dialog went with the window
    assert not [w for w in QApplication.topLevelWidgets()
                if isinstance(w, QDialog) and w.isVisible()]


def test_alarms_fire_and_missed_ones_are_shown_on_start(qtbot, make_app, botpsy_home) -> None:  # type: ignore[no-untyped-def]
    from datetime import UTC, datetime, timedelta

    from connectors.system.alarms import AlarmStore

    store = AlarmStore(botpsy_home / "alarms.sqlite3")
    store.add("reminder", datetime.now(UTC) - timedelta(hours=2), "Call the bank")
    app, _ = make_app(["x"])
    due = (datetime.now(UTC) - timedelta(hours=2)).astimezone()
    # the window says the day relative to today, the locale's way (app/ui/i18n.near)
    missed = (f"Missed while BotPsy was closed: Reminder: Call the bank "
              f"({near(due, datetime.now().astimezone().date())})")
    qtbot.waitUntil(lambda: missed in alert_lines(app), timeout=5000)
    store.add("timer", datetime.now(UTC), "Tea")  # comes due while BotPsy runs
    with qtbot.waitSignal(app.events.alerts_rang, timeout=5000) as rang:
        app.check_alerts()
    assert [alert.text for alert in rang.args[0]] == ["Tea"]
    assert alert_lines(app)[-1] == "Timer: Tea"
    assert not any("Tea" in line for line in app.window.chat.messages_text())  # not a chat's


def alert_lines(app: BotPsyApp) -> list[str]:
    """What the open alert windows say."""
    return [window.line() for window in app.reminders.alert_windows if window.isVisible()]


def test_new_mail_is_noticed_by_polling(qtbot, tmp_path, docs, mail_servers, secrets) -> None:  # type: ignore[no-untyped-def]
    from email.message import EmailMessage

    from connectors.mail.account import MailAccount, set_password

    account = MailAccount("poll", "alice@example.org", "127.0.0.1", "127.0.0.1",
                          imap_port=mail_servers.imaps_port, smtp_port=mail_servers.smtps_port,
                          username="alice", ca_file=str(mail_servers.ca))
    set_password(account, "alice-pw")
    store = Store(tmp_path / "poll.sqlite3")
    store.set_setting("connectors", {"mail": {"accounts": [account.to_settings()]}})
    app = BotPsyApp(store, backend_factory=lambda settings: ScriptedBackend(["x"]),
                    model="scripted")
    qtbot.addWidget(app.window)
    with qtbot.waitSignal(app.events.synced, timeout=15000):  # the first fill: silent
        app.start(show_first_run=False)
    assert "Mail:" not in app.window.statusBar().currentMessage()
    message = EmailMessage()
    message["From"] = "carol@example.net"
    message["To"] = "alice@example.org"
    message["Subject"] = "Polled"
    message.set_content("hello")
    mail_servers.deliver("alice", bytes(message))
    own = EmailMessage()  # what alice sent herself (a note to self, a Bcc): no notice
    own["From"] = "Alice <alice@example.org>"
    own["To"] = "alice@example.org"
    own["Subject"] = "Note to self"
    own.set_content("remember")
    mail_servers.deliver("alice", bytes(own))
    with qtbot.waitSignal(app.events.synced, timeout=15000) as synced:
        app.syncing.sync()
    assert [(r.account, r.incoming, r.error) for r in synced.args[0]] == [("poll", 1, "")]
    assert app.window.statusBar().currentMessage() == "Mail: 1 new message"
    assert not any("Mail:" in line for line in app.window.chat.messages_text())  # no chat's
    app.window.close()
    app.dispose()


def test_event_reminders_are_shown_when_due_and_missed_ones_on_start(qtbot, make_app,
                                                                     botpsy_home) -> None:  # type: ignore[no-untyped-def]
    from datetime import UTC, datetime, timedelta

    from connectors import ConnectorContext
    from connectors.calendars import ical
    from connectors.calendars.store import CalendarStore
    from connectors.calendars.tools import open_calendars

    calendars = open_calendars(ConnectorContext(botpsy_home))
    now = datetime.now(UTC).replace(second=0, microsecond=0)
    # BotPsy last looked three hours ago; a reminder came due while it was closed
    calendars.store.set_meta("reminders_seen_until", (now - timedelta(hours=3)).isoformat())
    for title, start in (("Call with Sam", now - timedelta(hours=1)),  # reminder 75 min ago
                         ("Piano", now + timedelta(hours=3))):  # not yet
        calendars.create(calendars.calendar(), ical.new_event(
            f"{title}@t", title, start, start + timedelta(hours=1), reminder_minutes=15))
    app, _ = make_app(["x"])
    qtbot.waitUntil(lambda: any("Call with Sam" in line for line in alert_lines(app)),
                    timeout=5000)
    sam = (now - timedelta(hours=1)).astimezone(calendars.zone)
    today = datetime.now(calendars.zone).date()
    assert (f"Missed while BotPsy was closed: Calendar: Call with Sam at "
            f"{written(sam.time())} ({near(sam.date(), today)})") in alert_lines(app)
    # while it runs (as if started an hour ago, last look ten minutes ago), a reminder that
    # came due five minutes ago is shown once
    app.reminders.started_at = now - timedelta(hours=1)
    dentist = now + timedelta(minutes=10)
    calendars.create(calendars.calendar(), ical.new_event(
        "Dentist@t", "Dentist", dentist, dentist + timedelta(hours=1), reminder_minutes=15))
    CalendarStore(botpsy_home / "calendars.sqlite3").set_meta(
        "reminders_seen_until", (now - timedelta(minutes=10)).isoformat())
    with qtbot.waitSignal(app.events.alerts_rang, timeout=5000) as rang:
        app.check_alerts()
    assert [alert.title for alert in rang.args[0]] == ["Calendar"]
    dentist = dentist.astimezone(calendars.zone)
    assert alert_lines(app)[-1] == (
        f"Calendar: Dentist at {written(dentist.time())} ({near(dentist.date(), today)})")
    # a second look finds nothing new: wait for that look itself to finish, then count
    looks: list[object] = []
    shown = app.reminders._on_due

    def counted(alerts):  # type: ignore[no-untyped-def]
        shown(alerts)
        looks.append(alerts)

    app.reminders._on_due = counted
    app.check_alerts()
    qtbot.waitUntil(lambda: len(looks) == 1, timeout=5000)
    assert looks == [[]]
    assert not any("Piano" in line for line in alert_lines(app))


def test_calendars_sync_in_the_background_and_settings_offer_them(qtbot, tmp_path, docs,
                                                                 own_radicale, secrets) -> None:  # type: ignore[no-untyped-def]
    import caldav

    from app.ui.settings import SettingsDialog
    from connectors.calendars.account import CalDAVAccount, set_password

    caldav.DAVClient(url=own_radicale.url, username="alice",
                     password="alice-pw").principal().make_calendar(name="Family")
    account = CalDAVAccount("home", own_radicale.url, "alice")
    set_password(account, "alice-pw")
    store = Store(tmp_path / "sync.sqlite3")
    store.set_setting("connectors", {"calendars": {"accounts": [account.to_settings()]}})
    app = BotPsyApp(store, backend_factory=lambda settings: ScriptedBackend(["x"]),
                    model="scripted")
    qtbot.addWidget(app.window)
    app.start(show_first_run=False)  # syncs calendars in the background at start
    qtbot.waitUntil(lambda: "home/Family" in app.choices.get("default_calendar", ()),
                    timeout=15000)
    assert app.choices["default_calendar"][0] == "On this computer"
    dialog = SettingsDialog(app.window.settings, app.window, app.window.choices)  # as opened
    qtbot.addWidget(dialog)
    offered = [dialog.default_calendar.itemText(i) for i in range(dialog.default_calendar.count())]
    assert "home/Family" in offered
    app.window.close()
    app.dispose()


def test_a_conversation_held_in_the_terminal_reopens_in_the_window_as_it_was(  # type: ignore[no-untyped-def]
        qtbot, make_app, docs, monkeypatch, capsys) -> None:
    """Issue 12's bug: one transcript writer, so the CLI's conversation looks right here."""
    import io

    from app import cli
    from app.paths import database_path

    store = Store(database_path())
    store.set_setting("files.allowed_folders", [str(docs)])
    (docs / "old.txt").write_text("x")
    terminal_model = ScriptedBackend([
        write_call(docs / "note.txt", "hi"),  # denied: the outcome is the answer
        '<tool_call>\n{"name": "files_list", "arguments": {}}\n</tool_call>',
        "You have one file, old.txt.",
    ])
    monkeypatch.setattr(cli, "_make_backend", lambda spec, args: terminal_model)
    monkeypatch.setattr("sys.stdin", io.StringIO("Write a note\nn\nWhat files do I have?\n\n"))
    assert cli.main(["chat", "--model", "scripted"]) == 0
    assert not (docs / "note.txt").exists()

    app, _ = make_app([], store_path=database_path())
    [conversation] = app.store.list_conversations()
    assert conversation.title == "Write a note"
    assert app.store.list_conversations("did not approve")  # the search finds its words
    with qtbot.waitSignal(app.window.history_loaded, timeout=5000):
        app.window.column.open_conversation(conversation)
    assert app.window.chat.messages_text() == [
        "user: Write a note", "tool: files_write [denied]",
        "assistant: Not done, because you did not approve it: Create note.txt.",
        "user: What files do I have?", "tool: files_list [done]",
        "assistant: You have one file, old.txt."]
    cards = list(app.window.chat.cards.values())
    assert [c.title.text() for c in cards] == ["Create note.txt",
                                                "List the first allowed folder"]
    assert cards[1].result_line.text() == "1 item"  # (was "1 items": plurals now agree)
    # Details show the call's arguments beside its result, reopened as live
    assert '"path":' in cards[0].details.text() and '"content": "hi"' in cards[0].details.text()
    assert cards[1].details.text().startswith("Arguments: none\n\nResult: ")
    assert "old.txt" in cards[1].details.text()


def test_a_working_row_says_what_botpsy_is_doing_from_the_first_moment(  # type: ignore[no-untyped-def]
        qtbot, make_app, docs) -> None:
    """Issue 15, item 1: after Enter something shows at once, then what is happening, with
    the time since the message; it goes when the task ends."""
    app, _backend = make_app([write_call(docs / "note.txt", "hi")])
    send(qtbot, app, "Write a note")
    row = app.window.chat.working
    assert row is not None  # there before the model has said anything
    qtbot.waitUntil(row.isVisible, timeout=500)  # on screen at the next paint
    assert not any("Reading" in line for line in app.window.chat.messages_text())
    qtbot.waitUntil(lambda: app.window.dialog is not None and app.window.dialog.isVisible(),
                    timeout=5000)
    qtbot.waitUntil(lambda: row.label.text() == "Waiting for you: Create note.txt",
                    timeout=2000)
    qtbot.waitUntil(lambda: row.elapsed.text() != "0 s", timeout=3000)  # the clock runs
    chat = app.window.chat
    column = [chat.column.itemAt(i).widget() for i in range(chat.column.count())]
    assert column.index(row) == len(column) - 2  # the last thing, above the stretch
    with qtbot.waitSignal(app.window.task_finished, timeout=5000):
        qtbot.mouseClick(app.window.dialog.approve_button, Qt.MouseButton.LeftButton)
    assert app.window.chat.working is None
    assert app.window.chat.messages_text()[-1] == \
        "assistant: Done: Create note.txt (Wrote note.txt)."


def test_the_working_row_shows_how_far_a_long_prompt_is_read(qtbot, make_app) -> None:  # type: ignore[no-untyped-def]
    app, _ = make_app(["x"])
    chat = app.window.chat
    chat.start_working("Reading your message…")
    app.window.column.progress.reading = "Reading your message"
    app.window.column.progress.show(ev.ReadingEvent(480, 1600))
    assert chat.working is not None
    assert chat.working.label.text() == "Reading your message… 30%"
    assert chat.working.progress.isVisibleTo(chat.working)
    assert chat.working.progress.value() == 300
    app.window.column.progress.show(ev.ReadingEvent(100, 120))  # a short prompt: no bar
    assert not chat.working.progress.isVisibleTo(chat.working)
    app.window.column.progress.show(ev.CancelledEvent())
    assert chat.working is None


def test_a_long_conversation_sets_its_oldest_exchanges_aside_and_says_so(  # type: ignore[no-untyped-def]
        qtbot, make_app, tmp_path) -> None:
    """Issue 15, item 4: the conversation keeps going past the model's context; the user is
    told, still sees everything, and a reopened conversation gives the model what it read."""
    from app.ui.chat_column import SET_ASIDE_LINE
    from tests.support.doubles import SmallContextBackend

    app, backend = make_app([f"Noted {n}." for n in range(1, 8)], kind=SmallContextBackend)
    # ~1,500 tokens in the double; no area's words (a request about the user's files would be
    # read first, tests/agent/test_policies.py)
    chapter = "Words for the chapter, line by line. " * 160
    for n in range(1, 7):
        with qtbot.waitSignal(app.window.outcome_saved, timeout=5000):
            send(qtbot, app, f"Chapter {n}. {chapter}")
    shown = app.window.chat.messages_text()
    [notice] = [line for line in shown if "set aside the oldest" in line]
    assert shown.index(notice) == len(shown) - 2  # said where it happened, before the answer
    assert shown[-1] == "assistant: Noted 6."
    assert sum(line.startswith("user: Chapter") for line in shown) == 6  # nothing vanished
    assert "Chapter 1." not in str(backend.calls[-1])
    assert app.window.column.history == [m.for_model() for m in app.store.messages(
        app.window.column.conversation.id) if m.in_context]
    app.window.close()

    again, backend = make_app(["Noted 7."], tmp_path / "db.sqlite3")
    qtbot.waitUntil(lambda: again.window.conversations.count() == 1, timeout=5000)
    with qtbot.waitSignal(again.window.history_loaded, timeout=5000):
        again.window.sidebar.open_item(again.window.conversations.item(0))
    reopened = again.window.chat.messages_text()
    assert sum(line.startswith("user: Chapter") for line in reopened) == 6
    boundary = reopened.index("notice: " + SET_ASIDE_LINE)
    assert all("Chapter 1." not in line for line in reopened[boundary:])
    with qtbot.waitSignal(again.window.task_finished, timeout=5000):
        send(qtbot, again, "And the last one")
    read = str(backend.calls[0])
    assert "Chapter 1." not in read and "Chapter 6." in read


def test_a_long_paste_is_folded_behind_show_more_and_copies_whole(qtbot, make_app) -> None:  # type: ignore[no-untyped-def]
    app, _ = make_app(["Got it."])
    paste = "\n".join(f"Line {n}: the quarterly figures, one by one." for n in range(1, 200))
    with qtbot.waitSignal(app.window.task_finished, timeout=5000):
        send(qtbot, app, paste)
    from app.ui.chat_view import UserMessage

    [bubble] = [w for w in app.window.chat.widgets() if isinstance(w, UserMessage)]
    assert bubble.label.text().endswith("…") and "Line 9:" not in bubble.label.text()
    assert bubble.more_button.isVisible() and "characters" in bubble.more_button.text()
    qtbot.mouseClick(bubble.more_button, Qt.MouseButton.LeftButton)
    assert bubble.label.text() == paste and bubble.more_button.text() == "Show less"
    qtbot.mouseClick(bubble.copy_button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == paste
    short = app.window.chat.add_user("Short one")
    assert not short.more_button.isVisible() and short.label.text() == "Short one"


def test_regenerate_writes_the_last_answer_again_from_the_same_message(qtbot, make_app) -> None:  # type: ignore[no-untyped-def]
    app, backend = make_app(["First try.", "Second try."])
    with qtbot.waitSignal(app.window.outcome_saved, timeout=5000):
        send(qtbot, app, "Tell me a joke")
    from app.ui.chat_view import AssistantMessage

    [answer] = [w for w in app.window.chat.widgets() if isinstance(w, AssistantMessage)]
    assert answer.regenerate_button.isVisible()
    with qtbot.waitSignal(app.window.outcome_saved, timeout=5000):
        qtbot.mouseClick(answer.regenerate_button, Qt.MouseButton.LeftButton)
    assert app.window.chat.messages_text() == ["user: Tell me a joke", "assistant: Second try."]
    # The model read the message once, without the first answer; the store agrees.
    assert [m["role"] for m in backend.calls[1]] == ["system", "user"]
    stored = app.store.messages(app.window.column.conversation.id)
    assert [(m.role, m.visible) for m in stored] == [
        ("system", ""), ("user", "Tell me a joke"), ("assistant", "Second try.")]
    assert app.window.column.history == [m.for_model() for m in stored]


def test_edit_puts_the_last_message_back_and_sends_the_new_version(qtbot, make_app) -> None:  # type: ignore[no-untyped-def]
    app, backend = make_app(["About Lyon.", "About Paris.", "About Rome."])
    for text in ("Tell me about Lyon", "Tell me about Paris"):
        with qtbot.waitSignal(app.window.outcome_saved, timeout=5000):
            send(qtbot, app, text)
    from app.ui.chat_view import UserMessage

    users = [w for w in app.window.chat.widgets() if isinstance(w, UserMessage)]
    assert [u.edit_button.isVisible() for u in users] == [False, True]  # only the last
    qtbot.mouseClick(users[-1].edit_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: app.window.input.toPlainText() == "Tell me about Paris",
                    timeout=5000)
    assert app.window.chat.messages_text() == ["user: Tell me about Lyon",
                                               "assistant: About Lyon."]
    app.window.input.setPlainText("Tell me about Rome")
    with qtbot.waitSignal(app.window.outcome_saved, timeout=5000):
        qtbot.keyClick(app.window.input, Qt.Key.Key_Return)
    assert app.window.chat.messages_text()[-2:] == ["user: Tell me about Rome",
                                                    "assistant: About Rome."]
    assert "Paris" not in str(backend.calls[-1][-1]) and "Rome" in str(backend.calls[-1][-1])
    stored = [m.visible for m in app.store.messages(app.window.column.conversation.id) if m.visible]
    assert stored == ["Tell me about Lyon", "About Lyon.", "Tell me about Rome", "About Rome."]


def test_an_exchange_that_changed_something_cannot_be_rewritten(qtbot, make_app, docs) -> None:  # type: ignore[no-untyped-def]
    """A file written (or a mail sent) stays done: Edit and Regenerate are not offered, so
    the model never loses the memory of what it did."""
    from app.ui.chat_column import REDO_REFUSED
    from app.ui.chat_view import AssistantMessage, UserMessage

    app, _ = make_app([write_call(docs / "note.txt", "hi")])
    dialog = run_until_dialog(qtbot, app, "Write a note")
    with qtbot.waitSignal(app.window.task_finished, timeout=5000):
        qtbot.mouseClick(dialog.approve_button, Qt.MouseButton.LeftButton)
    assert (docs / "note.txt").read_text() == "hi"
    [user] = [w for w in app.window.chat.widgets() if isinstance(w, UserMessage)]
    assert not user.edit_button.isVisible() and user.edit_button.toolTip() == REDO_REFUSED
    assert not any(w.regenerate_button.isVisible() for w in app.window.chat.widgets()
                   if isinstance(w, AssistantMessage))
    app.window.column.on_edit_last("Write a note")  # even when asked directly
    assert app.window.chat.messages_text()[0] == "user: Write a note"
    assert len(app.window.column.history) > 2


def test_a_reopened_conversation_looks_exactly_like_the_live_one(qtbot, make_app, docs,  # type: ignore[no-untyped-def]
                                                                 tmp_path) -> None:
    """Issue 15, item 6: cards with their titles, states, result lines and details (what
    the user edited included), notices such as "Stopped.", and no half-written call markup."""
    half_call = ("Let me write that down.\n<tool_call>\n{\"name\": \"files_write\", "
                 "\"arguments\": {\"path\": \"" + "x" * 600)
    app, backend = make_app([write_call(docs / "note.txt", "hi"), "word " * 400, half_call])
    dialog = run_until_dialog(qtbot, app, "Write a note")
    qtbot.mouseClick(dialog.edit_button, Qt.MouseButton.LeftButton)
    dialog.cards[0].inputs["content"].setPlainText("edited by me")
    with qtbot.waitSignal(app.window.outcome_saved, timeout=5000):
        qtbot.mouseClick(dialog.approve_button, Qt.MouseButton.LeftButton)
    assert (docs / "note.txt").read_text() == "edited by me"
    for text in ("Tell me a long story", "Write it again"):
        started = threading.Event()

        def slow(index: int, started: threading.Event = started) -> None:
            if index > 40:
                started.set()
            time.sleep(0.01)

        backend.before_token = slow
        send(qtbot, app, text)
        qtbot.waitUntil(started.is_set, timeout=5000)
        with qtbot.waitSignal(app.window.outcome_saved, timeout=5000):
            qtbot.mouseClick(app.window.stop_button, Qt.MouseButton.LeftButton)

    def seen(window) -> tuple[list[str], list[tuple[str, str, str, str]]]:  # type: ignore[no-untyped-def]
        cards = [(c.title.text(), c.chip.text(), c.result_line.text(), c.details.text())
                 for c in window.chat.cards.values()]
        return window.chat.messages_text(), cards

    live = seen(app.window)
    assert live[0].count("notice: Stopped.") == 2
    assert not any("tool_call" in line or "xxxx" in line for line in live[0])
    [card] = live[1]
    assert card[0].endswith("(edited by you)") and '"content": "edited by me"' in card[3]
    app.window.close()

    again, _ = make_app([], tmp_path / "db.sqlite3")
    qtbot.waitUntil(lambda: again.window.conversations.count() == 1, timeout=5000)
    with qtbot.waitSignal(again.window.history_loaded, timeout=5000):
        again.window.sidebar.open_item(again.window.conversations.item(0))
    assert seen(again.window) == live
    assert all(m["role"] != "notice" for m in again.window.column.history)  # the model never reads them


def loading_app(qtbot, tmp_path, docs, turns):  # type: ignore[no-untyped-def]
    """The real app whose model takes until ``gate`` is set to load."""
    gate = threading.Event()
    backend = ScriptedBackend(turns)

    def slow_load(settings):  # type: ignore[no-untyped-def]
        gate.wait(10)
        return backend

    store = Store(tmp_path / "db.sqlite3")
    store.set_setting("files.allowed_folders", [str(docs)])
    app = BotPsyApp(store, backend_factory=slow_load, model="scripted", confirm_timeout_s=30)
    qtbot.addWidget(app.window)
    app.start(show_first_run=False)
    qtbot.waitUntil(lambda: app.window.column.model_loading, timeout=5000)
    return app, backend, gate


def test_a_message_typed_while_the_model_loads_is_answered_once_it_is_ready(  # type: ignore[no-untyped-def]
        qtbot, tmp_path, docs) -> None:
    """Issue 15, item 1: chatting stays possible while the model loads."""
    app, backend, gate = loading_app(qtbot, tmp_path, docs, ["Good morning!"])
    try:
        send(qtbot, app, "Good morning")
        assert app.window.chat.messages_text() == ["user: Good morning"]
        assert app.window.chat.working is not None
        assert app.window.chat.working.label.text().startswith("Waiting for the model to load")
        assert app.window.stop_button.isVisibleTo(app.window) and backend.calls == []
        send(qtbot, app, "a second one")  # one message waits at a time
        assert app.window.input.toPlainText() == "a second one"
        with qtbot.waitSignal(app.window.task_finished, timeout=10000):
            gate.set()
        assert app.window.chat.messages_text() == ["user: Good morning",
                                                   "assistant: Good morning!"]
        assert "Good morning" in str(backend.calls[0][-1])
    finally:
        gate.set()
        app.window.close()
        app.dispose()


def test_stop_while_waiting_for_the_model_does_not_send_the_message(qtbot, tmp_path, docs) -> None:  # type: ignore[no-untyped-def]
    app, backend, gate = loading_app(qtbot, tmp_path, docs, ["never"])
    try:
        send(qtbot, app, "Hello")
        qtbot.mouseClick(app.window.stop_button, Qt.MouseButton.LeftButton)
        assert app.window.chat.messages_text()[-1] == "notice: Stopped. Your message was not sent."
        gate.set()
        qtbot.waitUntil(lambda: app.window.model_ready, timeout=10000)
        qtbot.wait(200)
        assert backend.calls == [] and app.window.send_button.isVisibleTo(app.window)
    finally:
        gate.set()
        app.window.close()
        app.dispose()
