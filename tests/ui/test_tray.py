"""Issue 15, item 5: timers outlive the window. Closing keeps BotPsy in the tray while
something is to come; the tray has a menu; an alert stays and rings until Dismiss or Snooze;
BotPsy can start at login."""

from __future__ import annotations

import configparser
import plistlib
import shlex
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app import autostart
from app.ui.application import TRAY_HINT_KEY, BotPsyApp
from app.ui.reminders import SNOOZED_KEY
from connectors.system.alarms import AlarmStore


def rings(app: BotPsyApp) -> list[int]:
    count: list[int] = []
    app.reminders.sound = lambda: count.append(1)
    return count


def looked(qtbot, app: BotPsyApp) -> list[str]:  # type: ignore[no-untyped-def]
    """Look up what is to come, and wait for the answer (after the look at start)."""
    qtbot.waitUntil(lambda: app.reminders.waiting_looks >= 1, timeout=5000)
    before = app.reminders.waiting_looks
    app.check_alerts()
    qtbot.waitUntil(lambda: app.reminders.waiting_looks > before, timeout=5000)
    return list(app.reminders.waiting)


def test_closing_with_a_timer_set_keeps_botpsy_in_the_tray_and_the_timer_rings(
        qtbot, make_app, botpsy_home) -> None:  # type: ignore[no-untyped-def]
    app, _ = make_app(["x"])
    sound = rings(app)
    alarms = AlarmStore(botpsy_home / "alarms.sqlite3")
    alarms.add("timer", datetime.now(UTC) + timedelta(seconds=2), "Tea")
    [line] = looked(qtbot, app)
    assert line.startswith("timer at ")
    closed: list[bool] = []
    app.window.closed.connect(lambda: closed.append(True))
    assert app.window.close() is False  # the close was refused: BotPsy goes on
    assert app.window.in_tray and not closed
    assert app.store.get_setting(TRAY_HINT_KEY) is True  # the first-time hint was given
    assert app.worker._thread.isRunning()  # the agent is still there for when it comes back
    qtbot.wait(2100)
    with qtbot.waitSignal(app.events.alerts_rang, timeout=5000) as rang:
        app.check_alerts()
    assert [alert.text for alert in rang.args[0]] == ["Tea"]
    [alert] = app.reminders.alert_windows
    assert alert.isVisible() and alert.line() == "Timer: Tea" and sound == [1]
    assert alert.ringer.isActive()  # it rings again while nobody answers
    # Dismissed, nothing else to come: BotPsy was only kept for this, so it ends.
    with qtbot.waitSignal(app.events.quit_requested, timeout=5000):
        qtbot.mouseClick(alert.dismiss_button, Qt.MouseButton.LeftButton)
    assert app.reminders.alert_windows == [] and closed == [True]


def test_closing_with_nothing_to_come_or_the_setting_off_ends_botpsy(
        qtbot, make_app, botpsy_home) -> None:  # type: ignore[no-untyped-def]
    app, _ = make_app(["x"])
    assert looked(qtbot, app) == []
    assert app.window.close() is True and not app.window.in_tray
    again, _ = make_app(["x"])
    again.settings = replace(again.settings, keep_in_tray=False)
    AlarmStore(botpsy_home / "alarms.sqlite3").add(
        "alarm", datetime.now(UTC) + timedelta(hours=3), "Wake up")
    assert looked(qtbot, again)[0].startswith("alarm at ")
    assert again.window.close() is True  # the user said: closing quits


def test_the_tray_menu_shows_starts_a_chat_pauses_sync_and_quits(qtbot, make_app) -> None:  # type: ignore[no-untyped-def]
    app, _ = make_app(["x"])
    menu = app.tray.build_menu()
    actions = {a.text(): a for a in menu.actions() if a.text()}
    assert list(actions) == ["Show BotPsy", "New chat", "Pause sync", "Quit BotPsy"]
    app.window.hide()
    actions["Show BotPsy"].trigger()
    assert app.window.isVisible()
    app.window.chat.add_user("old")
    actions["New chat"].trigger()
    assert app.window.chat.messages_text() == [] and app.window.column.conversation is None
    actions["Pause sync"].trigger()
    assert app.syncing.paused and not app.syncing.timer.isActive()
    assert actions["Pause sync"].text() == "Resume sync"
    assert "paused" in app.window.statusBar().currentMessage()
    actions["Pause sync"].trigger()
    assert not app.syncing.paused and app.syncing.timer.isActive()
    with qtbot.waitSignal(app.events.quit_requested, timeout=5000):
        actions["Quit BotPsy"].trigger()
    assert not app.window.isVisible()


def test_snooze_brings_the_alert_back(qtbot, make_app, botpsy_home) -> None:  # type: ignore[no-untyped-def]
    app, _ = make_app(["x"])
    sound = rings(app)
    app.reminders.snooze_ms = 200
    AlarmStore(botpsy_home / "alarms.sqlite3").add("timer", datetime.now(UTC), "Pasta")
    app.check_alerts()
    qtbot.waitUntil(lambda: len(app.reminders.alert_windows) == 1, timeout=5000)
    [first] = app.reminders.alert_windows
    assert first.line() == "Timer: Pasta"
    qtbot.mouseClick(first.snooze_button, Qt.MouseButton.LeftButton)
    assert app.reminders.alert_windows == [] or app.reminders.alert_windows[0] is not first
    qtbot.waitUntil(lambda: len(app.reminders.alert_windows) == 1, timeout=5000)
    [again] = app.reminders.alert_windows
    assert again.line() == "Snoozed: Timer: Pasta" and len(sound) == 2


def test_a_missed_alert_rings_once(qtbot, make_app, botpsy_home) -> None:  # type: ignore[no-untyped-def]
    AlarmStore(botpsy_home / "alarms.sqlite3").add(
        "reminder", datetime.now(UTC) - timedelta(hours=1), "Pay rent")
    app, _ = make_app(["x"])
    qtbot.waitUntil(lambda: len(app.reminders.alert_windows) == 1, timeout=5000)
    [alert] = app.reminders.alert_windows
    assert alert.line().startswith("Missed while BotPsy was closed: Reminder: Pay rent")
    assert not alert.ringer.isActive()


def test_mail_waiting_to_be_sent_and_tomorrows_reminders_count_as_to_come(botpsy_home) -> None:  # type: ignore[no-untyped-def]
    from connectors import ConnectorContext
    from connectors.calendars import CONNECTOR as CALENDARS
    from connectors.calendars import ical
    from connectors.calendars.tools import open_calendars
    from connectors.mail import CONNECTOR as MAIL
    from connectors.mail.outbox import Outbox

    context = ConnectorContext(botpsy_home)
    now = datetime.now(UTC)
    assert MAIL.waiting(context, now) == []
    assert not (botpsy_home / "mail-outbox.sqlite3").exists()  # looking creates nothing
    Outbox(botpsy_home / "mail-outbox.sqlite3").add("work", "<a@b>", "To Sam", b"raw")
    assert MAIL.waiting(context, now) == ["1 message to send"]
    calendars = open_calendars(context)
    start = (now + timedelta(hours=5)).replace(second=0, microsecond=0)
    calendars.create(calendars.calendar(), ical.new_event(
        "x@t", "Dentist", start, start + timedelta(hours=1), reminder_minutes=30))
    far = now + timedelta(days=3)
    calendars.create(calendars.calendar(), ical.new_event(
        "y@t", "Later", far, far + timedelta(hours=1), reminder_minutes=30))
    at = (start - timedelta(minutes=30)).astimezone()
    assert CALENDARS.waiting(context, now) == [f"a reminder at {at:%H:%M}"]


def test_start_at_login_writes_and_removes_the_desktops_entry(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    command = ["/opt/Bot Psy/botpsy", "--flag=$HOME"]
    assert not autostart.is_enabled("linux")
    autostart.set_enabled(True, command, "linux")
    entry = configparser.ConfigParser(interpolation=None)
    entry.read(tmp_path / "config" / "autostart" / "botpsy.desktop")
    assert entry["Desktop Entry"]["Type"] == "Application"
    exec_line = entry["Desktop Entry"]["Exec"]
    assert exec_line == '"/opt/Bot Psy/botpsy" "--flag=\\$HOME"'
    assert shlex.split(exec_line.replace("\\$", "$")) == command
    assert autostart.is_enabled("linux")
    autostart.set_enabled(False, command, "linux")
    assert not autostart.is_enabled("linux")
    autostart.set_enabled(True, command, "darwin")
    agent = plistlib.loads(autostart.launch_agent_path().read_bytes())
    assert agent["ProgramArguments"] == command and agent["RunAtLoad"] is True
    autostart.set_enabled(False, command, "darwin")
    assert not autostart.launch_agent_path().exists()


def test_the_setting_turns_start_at_login_on_and_off(qtbot, make_app, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    if autostart.sys.platform != "linux":
        pytest.skip("the XDG entry is Linux's")
    app, _ = make_app(["x"])
    app.on_settings_changed(replace(app.settings, start_at_login=True))
    entry = (tmp_path / "config" / "autostart" / "botpsy.desktop").read_text()
    assert "Exec=" in entry and "-m app" in entry
    assert app.store.get_setting("app.start_at_login") is True
    app.on_settings_changed(replace(app.settings, start_at_login=False))
    assert not (tmp_path / "config" / "autostart" / "botpsy.desktop").exists()


def test_a_snoozed_alert_keeps_botpsy_in_the_tray_until_it_rings_again(
        qtbot, make_app, botpsy_home) -> None:  # type: ignore[no-untyped-def]
    """The poll of what is to come does not know a snooze: BotPsy must not end meanwhile."""
    app, _ = make_app(["x"])
    rings(app)
    app.reminders.snooze_ms = 1500
    AlarmStore(botpsy_home / "alarms.sqlite3").add("timer", datetime.now(UTC), "Eggs")
    app.check_alerts()
    qtbot.waitUntil(lambda: len(app.reminders.alert_windows) == 1, timeout=5000)
    qtbot.mouseClick(app.reminders.alert_windows[0].snooze_button, Qt.MouseButton.LeftButton)
    quits: list[bool] = []
    app.events.quit_requested.connect(lambda: quits.append(True))
    assert app.window.close() is False and app.window.in_tray  # kept for the snooze
    assert looked(qtbot, app) == [] and quits == []  # nothing else to come: still running
    qtbot.waitUntil(lambda: len(app.reminders.alert_windows) == 1, timeout=5000)
    assert app.reminders.alert_windows[0].line() == "Snoozed: Timer: Eggs"


def test_a_snooze_survives_quitting_and_rings_after_the_restart(
        qtbot, make_app, botpsy_home, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Snoozed, then BotPsy quits: the next start keeps the snooze (it is still to come),
    and once its time has passed the alert rings, marked missed if that was while closed;
    a rung snooze is not kept, and a damaged stored entry is dropped with nothing shown."""
    app, _ = make_app(["x"])
    rings(app)
    app.reminders.snooze_ms = 3_600_000  # an hour: it cannot ring during the test
    AlarmStore(botpsy_home / "alarms.sqlite3").add("timer", datetime.now(UTC), "Bread")
    app.check_alerts()
    qtbot.waitUntil(lambda: len(app.reminders.alert_windows) == 1, timeout=5000)
    qtbot.mouseClick(app.reminders.alert_windows[0].snooze_button, Qt.MouseButton.LeftButton)
    [kept] = app.store.get_setting(SNOOZED_KEY)
    assert kept["title"] == "Snoozed: Timer" and kept["text"] == "Bread"
    app.reminders.timer.stop()  # this one is done (the fixture disposes of it)

    later, _ = make_app(["x"], tmp_path / "db.sqlite3")
    assert later.reminders.snoozed == 1 and later.reminders.alert_windows == []  # waiting, not rung
    assert later.window.close() is False and later.window.in_tray  # kept for it
    later.reminders.timer.stop()

    store = later.store
    [entry] = store.get_setting(SNOOZED_KEY)
    entry["until"] = (datetime.now(UTC) - timedelta(minutes=2)).isoformat()  # ended meanwhile
    store.set_setting(SNOOZED_KEY, [entry, {"key": "x", "title": "T", "until": "garbage"}])
    again, _ = make_app(["x"], tmp_path / "db.sqlite3")
    qtbot.waitUntil(lambda: len(again.reminders.alert_windows) == 1, timeout=5000)
    [alert] = again.reminders.alert_windows
    assert alert.line() == "Missed while BotPsy was closed: Snoozed: Timer: Bread" and alert.missed
    assert again.reminders.snoozed == 0 and again.store.get_setting(SNOOZED_KEY) == []
