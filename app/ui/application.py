"""Starting the window: logging, crash dialog, settings, first run, the agent's worker.

``BotPsyApp`` wires the pieces together; ``run_gui`` is what `botpsy` calls.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys
import traceback
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QSystemTrayIcon

from app import APP_NAME, __version__
from app.agent.backends import Backend, CountsTokens, GenerationOptions, load_backend
from app.agent.loop import Agent, AgentConfig
from app.agent.registry import ToolRegistry, validate_arguments
from app.paths import cache_dir, data_dir, log_dir, resource
from app.services import (
    ALLOWED_FOLDERS_KEY,
    PLAINTEXT_PASSWORDS_KEY,
    apply_secret_policy,
    build_registry,
    build_runner,
    default_allowed_folders,
)
from app.store.db import Store
from app.ui import theme
from app.ui.background import run_in_background
from app.ui.main_window import MainWindow
from app.ui.settings import AppSettings, FirstRunDialog
from app.ui.worker import AgentWorker, GuiConfirmer
from connectors.base import one_line
from connectors.system.alarms import Alarm, AlarmStore

log = logging.getLogger(__name__)

BackendFactory = Callable[[AppSettings], Backend]


class PrivateRotatingFileHandler(logging.handlers.RotatingFileHandler):
    """A rotating log whose files only this user can read (0600), also after a rotation."""

    def _open(self):  # type: ignore[no-untyped-def]
        fd = os.open(self.baseFilename, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        return open(fd, self.mode, encoding=self.encoding, errors=self.errors)  # noqa: SIM115


def setup_logging() -> Path:
    """Log to a rotating file in the data folder; returns its path."""
    path = log_dir() / "botpsy.log"
    handler = PrivateRotatingFileHandler(path, maxBytes=2_000_000, backupCount=3,
                                         encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    if not any(isinstance(h, logging.handlers.RotatingFileHandler) for h in root.handlers):
        root.addHandler(handler)
    root.setLevel(logging.INFO)
    return path


def install_crash_dialog(log_path: Path) -> None:
    """Unexpected exceptions go to the log and a dialog that says where it is."""

    def hook(kind: type[BaseException], value: BaseException,
             tb: TracebackType | None) -> None:
        log.critical("unexpected error\n%s", "".join(traceback.format_exception(kind, value, tb)))
        if QApplication.instance() is not None and not os.environ.get("BOTPSY_NO_CRASH_DIALOG"):
            QMessageBox.critical(None, f"{APP_NAME} hit a bug",
                                 "Something unexpected went wrong. Your conversations are "
                                 f"safe.\n\nDetails were written to:\n{log_path}")

    sys.excepthook = hook


def load_settings(store: Store) -> AppSettings:
    """The stored settings (defaults where nothing is stored)."""
    folders = store.get_setting(ALLOWED_FOLDERS_KEY)
    calendars = (store.get_setting("connectors", {}) or {}).get("calendars") or {}
    hours = calendars.get("working_hours") or {}
    return AppSettings(
        model_path=store.get_setting("model.path", "") or "",
        thinking=bool(store.get_setting("model.thinking", False)),
        theme=store.get_setting("ui.theme", "system") or "system",
        allowed_folders=tuple(folders if folders is not None else default_allowed_folders()),
        first_run_done=bool(store.get_setting("first_run.done", False)),
        mail_accounts=tuple(tuple(item.items()) for item in
                            ((store.get_setting("connectors", {}) or {}).get("mail") or {})
                            .get("accounts", [])),
        calendar_accounts=tuple(tuple(item.items()) for item in
                                calendars.get("accounts", [])),
        default_calendar=str(calendars.get("default") or ""),
        work_start=str(hours.get("start") or "09:00"),
        work_end=str(hours.get("end") or "17:00"),
        work_days=tuple(int(d) for d in hours.get("days", (0, 1, 2, 3, 4))),
        time_zone=str(calendars.get("time_zone") or ""),
        plaintext_passwords=bool(store.get_setting(PLAINTEXT_PASSWORDS_KEY, False)),
    )


def save_settings(store: Store, settings: AppSettings) -> None:
    """Store settings (never secrets)."""
    store.set_setting("model.path", settings.model_path)
    store.set_setting("model.thinking", settings.thinking)
    store.set_setting("ui.theme", settings.theme)
    store.set_setting(ALLOWED_FOLDERS_KEY, list(settings.allowed_folders))
    store.set_setting("first_run.done", settings.first_run_done)
    store.set_setting(PLAINTEXT_PASSWORDS_KEY, settings.plaintext_passwords)
    apply_secret_policy(store)
    connectors = store.get_setting("connectors", {}) or {}
    connectors.setdefault("mail", {})["accounts"] = [dict(a) for a in settings.mail_accounts]
    calendars = connectors.setdefault("calendars", {})
    calendars["accounts"] = [dict(a) for a in settings.calendar_accounts]
    calendars["default"] = settings.default_calendar
    calendars["working_hours"] = {"start": settings.work_start, "end": settings.work_end,
                                  "days": list(settings.work_days)}
    calendars["time_zone"] = settings.time_zone
    store.set_setting("connectors", connectors)


def default_backend_factory(settings: AppSettings) -> Backend:
    """The real backend for the chosen model."""
    if not settings.model_path:
        raise RuntimeError("No model is chosen yet. Choose one in Settings.")
    if settings.model_path.startswith(("http://", "https://")):
        return load_backend(settings.model_path)
    return load_backend(settings.model_path, state_dir=cache_dir() / "prompt-states")


class BotPsyApp:
    """The running application: store, settings, worker, window."""

    def __init__(self, store: Store, backend_factory: BackendFactory | None = None,
                 model: str | None = None, confirm_timeout_s: float | None = 600.0) -> None:
        self.store = store
        self.settings = load_settings(store)
        if model:
            self.settings = replace(self.settings, model_path=model, first_run_done=True)
        self.backend_factory = backend_factory or default_backend_factory
        self.confirmer = GuiConfirmer(confirm_timeout_s)
        self.worker = AgentWorker(self.confirmer)
        self.registry: ToolRegistry = build_registry(store)
        self.n_ctx = 0
        self.window = MainWindow(store, self.worker, self.confirmer, self.settings,
                                 self.validate, lambda: self.n_ctx)
        self.window.settings_changed.connect(self.on_settings_changed)
        self.window.first_run_requested.connect(self.run_first_run)
        self.alarms = AlarmStore(data_dir() / "alarms.sqlite3")
        self.alarms_fired: list[list[Alarm]] = []  # for tests and the UI benchmark
        self.mail_reports: list[list[Any]] = []
        self._mail_synced_once = False  # the first sync fills the cache: no "new mail" for it
        self.tray: QSystemTrayIcon | None = None
        self.alarm_timer = QTimer(self.window)
        self.alarm_timer.setInterval(15_000)
        self.alarm_timer.timeout.connect(self.check_alarms)
        # New mail by polling: a background sync every few minutes (IDLE needs a connection
        # held open per account; polling is what works offline and behind every server).
        self.mail_timer = QTimer(self.window)
        self.mail_timer.setInterval(5 * 60_000)
        self.mail_timer.timeout.connect(self.check_mail)
        self.mail_timer.timeout.connect(self.check_calendars)
        self._started_at = datetime.now(UTC)
        hints = QGuiApplication.styleHints()
        if hasattr(hints, "colorSchemeChanged"):  # Qt >= 6.5: follow the OS when it switches
            hints.colorSchemeChanged.connect(self.window.on_color_scheme_changed)

    def validate(self, tool: str, arguments: dict[str, Any]) -> tuple[dict[str, Any], str | None]:
        """Validate edited arguments in the dialog."""
        try:
            validated, problem = validate_arguments(self.registry.get(tool), arguments)
        except LookupError as err:
            return arguments, str(err)
        return validated, problem.message if problem else None

    def agent_factory(self) -> Agent:
        """Build the agent on the worker thread (loads the model there)."""
        settings = self.settings
        backend = self.backend_factory(settings)
        self.n_ctx = backend.n_ctx if isinstance(backend, CountsTokens) else 0
        registry = self.registry  # built from the current settings (start, settings change)
        runner = build_runner(registry, self.confirmer, self.store)
        config = AgentConfig(options=GenerationOptions(enable_thinking=settings.thinking),
                             time_zone=settings.time_zone)
        return Agent(backend, registry, runner, config)

    def start(self, show_first_run: bool = True) -> None:
        """Show the window; run first-run if needed; load the model in the background."""
        theme.apply(QApplication.instance(), self.settings.theme)  # type: ignore[arg-type]
        self.window.place_on_screen()
        self.window.show()
        self.window.place_on_screen()  # again, now that the window's frame is known
        if QSystemTrayIcon.isSystemTrayAvailable():
            self.tray = QSystemTrayIcon(QIcon(str(resource("botpsy.svg"))), self.window)
            self.tray.setToolTip("BotPsy")
            self.tray.show()
        run_in_background(self.alarms.missed, self._on_missed_alarms, owner=self.window)
        self.check_reminders()
        self.check_mail()
        self.check_calendars()
        self.alarm_timer.start()
        self.mail_timer.start()
        if show_first_run and not self.settings.first_run_done:
            QTimer.singleShot(0, self.run_first_run)
        else:
            self.load_model()

    def check_calendars(self) -> None:
        """Sync calendar accounts in the background (queued offline changes go out first);
        refresh the calendars Settings offers; report changes that could not be sent."""
        from app.services import connector_context
        from connectors.calendars.tools import open_calendars

        store = self.store

        def sync() -> tuple[list[str], list[str]]:
            calendars = open_calendars(connector_context(store))  # settings read off the GUI
            problems = []
            for name in calendars.accounts:
                try:
                    problems += calendars.sync_account(name).conflicts
                except Exception as err:  # offline: the local copy serves until next time
                    log.info("calendar sync of %s failed: %s", name, err)
            return problems, [c.label for c in calendars.calendars()]

        run_in_background(sync, self._on_calendars_synced,
                          lambda error: log.info("calendar sync failed: %s", error),
                          owner=self.window)

    def _on_calendars_synced(self, result: tuple[list[str], list[str]]) -> None:
        conflicts, labels = result
        for conflict in conflicts:
            self._notify("Calendar", conflict)
        self.settings = replace(self.settings, calendar_choices=tuple(labels))
        self.window.update_settings(self.settings)

    def check_reminders(self) -> None:
        """Show event reminders (VALARM) that have come due since the last look, including
        those that came due while BotPsy was closed."""
        from app.services import connector_context
        from connectors.calendars.tools import open_calendars

        store = self.store  # every 15 s: the settings are read in the background too
        run_in_background(lambda: open_calendars(connector_context(store)).take_reminders(
                              datetime.now(UTC)),
                          self._on_reminders_due,
                          lambda error: log.info("calendar reminders failed: %s", error),
                          owner=self.window)

    def _on_reminders_due(self, reminders: list[dict[str, Any]]) -> None:
        for reminder in reminders:
            title = "Calendar" if reminder["at"] >= self._started_at else \
                "Missed while BotPsy was closed: Calendar"
            self._notify(title, f"{reminder['title']} at {reminder['start']:%H:%M} "
                         f"({reminder['start']:%a %d %b})")
        if reminders:
            self.alarms_fired.append(reminders)

    def check_mail(self) -> None:
        """Sync mail accounts in the background; tell the user about new messages."""
        if not self.settings.mail_accounts:
            return
        from app.services import connector_context
        from connectors.mail.tools import sync_accounts

        store = self.store
        run_in_background(lambda: sync_accounts(connector_context(store)), self._on_mail_synced,
                          lambda error: log.info("mail sync failed: %s", error),
                          owner=self.window)

    def _on_mail_synced(self, reports: list[Any]) -> None:
        # Only what someone else sent and nobody read yet: not the copy of what you sent.
        new = sum(report.incoming for _name, report in reports)
        if new and self._mail_synced_once:
            self._notify("Mail", f"{new} new message{'s' if new != 1 else ''}")
        self._mail_synced_once = True
        self.mail_reports.append(reports)

    def check_alarms(self) -> None:
        """Fire what has come due (polled; the database work runs in the background)."""
        run_in_background(self.alarms.due, self._on_alarms_due, owner=self.window)
        self.check_reminders()

    def _notify(self, title: str, text: str) -> None:
        if self.tray is not None:
            # Some desktops' notification servers read a little HTML in the body; a reminder's
            # text may be someone else's (a shared calendar): angle brackets never reach them.
            shown = one_line(text, 300).replace("<", "‹").replace(">", "›").replace("&", "＆")
            self.tray.showMessage(one_line(title, 60), shown,
                                  QSystemTrayIcon.MessageIcon.Information, 15_000)
        self.window.chat.add_notice(f"{title}: {text}")
        self.window.statusBar().showMessage(f"{title}: {text}", 15_000)
        QApplication.alert(self.window)

    def _on_alarms_due(self, alarms: list[Alarm]) -> None:
        for alarm in alarms:
            self._notify(alarm.kind.capitalize(), alarm.label)
        if alarms:
            self.alarms_fired.append(alarms)

    def _on_missed_alarms(self, alarms: list[Alarm]) -> None:
        for alarm in alarms:
            self._notify("Missed while BotPsy was closed", alarm.describe())
        self.alarms_fired.append(alarms)

    def run_first_run(self) -> None:
        """The first-run guide (model, folders, optional accounts), shown without blocking."""
        from app.agent import catalog

        entry = catalog.find_entry(catalog.default_model_id())
        dialog = FirstRunDialog(self.settings, entry.title, entry.size_bytes, self.window)
        dialog.download_function = lambda report: catalog.pull(entry.id, progress=report).path

        def finished(result: int) -> None:
            if result == QDialog.DialogCode.Accepted:
                self.on_settings_changed(dialog.result_settings())
            # Closed without finishing: not done for ever; it comes back at the next start
            # (and Settings can start it any time).
            dialog.deleteLater()

        dialog.finished.connect(finished)
        self.first_run_dialog = dialog
        dialog.open()

    def load_model(self) -> None:
        """(Re)load the agent on the worker thread."""
        if self.settings.model_path:
            self.worker.load(self.agent_factory)
        else:
            self.window.model_label.setText("No model chosen — open Settings")

    def dispose(self) -> None:
        """Tear down in a safe order before the QApplication goes (avoids crashes at exit)."""
        from PySide6.QtCore import QCoreApplication, QThreadPool

        self.alarm_timer.stop()
        self.mail_timer.stop()
        self.worker.shutdown()
        QThreadPool.globalInstance().waitForDone(5000)
        if self.tray is not None:
            self.tray.hide()
        self.window.hide()
        self.window.deleteLater()
        self.worker.deleteLater()
        QCoreApplication.sendPostedEvents(None, 0)  # runs the deferred deletes now
        QCoreApplication.processEvents()

    def on_settings_changed(self, settings: AppSettings) -> None:
        """Store new settings, apply the theme, reload the model if needed."""
        old = self.settings
        self.settings = settings
        self.window.update_settings(settings)
        save_settings(self.store, settings)
        self.registry = build_registry(self.store)
        theme.apply(QApplication.instance(), settings.theme)  # type: ignore[arg-type]
        from connectors.calendars.account import KEYRING_SERVICE as CALENDAR_SERVICE
        from connectors.calendars.tools import forget_account
        from connectors.mail.account import KEYRING_SERVICE as MAIL_SERVICE
        from connectors.secrets import delete_secret

        for service, before, after in ((MAIL_SERVICE, old.mail_accounts, settings.mail_accounts),
                                       (CALENDAR_SERVICE, old.calendar_accounts,
                                        settings.calendar_accounts)):
            for removed in set(before) - set(after):
                name = str(dict(removed)["name"])
                run_in_background(lambda service=service, name=name: delete_secret(service,
                                                                                  name))
                if service == CALENDAR_SERVICE:  # and its offline copy
                    run_in_background(lambda name=name: forget_account(data_dir(), name))
        def tools_and_model(s: AppSettings) -> tuple[object, ...]:
            return (s.model_path, s.thinking, s.allowed_folders, s.mail_accounts,
                    s.calendar_accounts, s.default_calendar, s.work_start, s.work_end,
                    s.work_days, s.time_zone)

        if tools_and_model(settings) != tools_and_model(old) or self.worker.agent is None:
            self.load_model()  # the tools are built from these (the saved prompt prefix stays)
        if settings.calendar_accounts != old.calendar_accounts:
            self.check_calendars()


def open_and_close_window() -> str:
    """For the self-test: open the real window with a scripted model, then close it."""
    import tempfile

    from app.agent.demo import ScriptedDemoBackend

    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["BOTPSY_HOME"] = tmp
        store = Store(Path(tmp) / "db.sqlite3")
        botpsy = BotPsyApp(store, backend_factory=lambda s: ScriptedDemoBackend([]),
                           model="selftest")
        botpsy.start(show_first_run=False)
        app.processEvents()
        shown = botpsy.window.isVisible()
        botpsy.dispose()
        store.engine.dispose()
    if not shown:
        raise RuntimeError("the window did not show")
    return f"platform {QApplication.platformName()}"


def run_gui(model: str | None = None) -> int:
    """Open the window; returns the exit code."""
    from app.services import open_store

    QGuiApplication.setApplicationName(APP_NAME)
    QGuiApplication.setApplicationVersion(__version__)
    app = QApplication.instance() or QApplication(sys.argv)
    log_path = setup_logging()
    install_crash_dialog(log_path)
    try:
        store = open_store()
    except Exception as err:  # e.g. a database from a newer version
        QMessageBox.critical(None, APP_NAME, f"BotPsy cannot open its data:\n{err}")
        return 1
    botpsy = BotPsyApp(store, model=model)
    botpsy.start()
    if os.environ.get("BOTPSY_EXIT_WHEN_READY"):  # startup benchmark: quit once usable
        QTimer.singleShot(0, lambda: (print("BOTPSY_WINDOW_READY", flush=True), app.quit()))
    code = int(app.exec())
    botpsy.dispose()
    return code
