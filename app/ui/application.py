"""Starting the window: logging, crash dialog, settings, first run, the agent's worker.

``BotPsyApp`` wires the pieces together; ``run_gui`` is what `botpsy` calls.
"""

from __future__ import annotations

import logging
import logging.handlers
import operator
import os
import sys
import traceback
import uuid
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path
from types import TracebackType
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QMessageBox, QSystemTrayIcon

from app import APP_NAME, __version__, autostart
from app.agent.backends import Backend, CountsTokens, GenerationOptions, load_backend
from app.agent.loop import Agent
from app.agent.registry import ToolRegistry, validate_arguments
from app.paths import cache_dir, data_dir, environment, log_dir, resource
from app.services import (
    apply_secret_policy,
    build_agent,
    build_registry,
    build_runner,
    connector_context,
    settings_of,
)
from app.settings import Settings, save_settings
from app.store.db import Store
from app.ui import i18n, theme
from app.ui.alerts import SNOOZE_MINUTES, AlertDialog, ring
from app.ui.background import MainThreadCollector, run_in_background
from app.ui.i18n import tr
from app.ui.main_window import MainWindow
from app.ui.settings import FirstRunDialog
from app.ui.single_instance import SingleInstance
from app.ui.worker import AgentWorker, GuiConfirmer
from connectors import all_connectors
from connectors.base import Alert, SyncResult, one_line

log = logging.getLogger(__name__)

BackendFactory = Callable[[Settings], Backend]


class PrivateRotatingFileHandler(logging.handlers.RotatingFileHandler):
    """A rotating log whose files only this user can read (0600), also after a rotation."""

    def _open(self):
        fd = os.open(self.baseFilename, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        return open(fd, self.mode, encoding=self.encoding, errors=self.errors)


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
            QMessageBox.critical(None, tr("{app} hit a bug").format(app=APP_NAME),
                                 tr("Something unexpected went wrong. Your conversations are "
                                    "safe.\n\nDetails were written to:\n{path}").format(
                                     path=log_path))

    sys.excepthook = hook


def default_backend_factory(settings: Settings) -> Backend:
    """The real backend for the chosen model."""
    path = settings.model.path
    if not path:
        raise RuntimeError("No model is chosen yet. Choose one in Settings.")
    if path.startswith(("http://", "https://")):
        return load_backend(path)
    return load_backend(path, state_dir=cache_dir() / "prompt-states",
                        n_threads=settings.model.threads or None)


class AppEvents(QObject):
    """What the running application tells whoever listens (the tray, tests).

    Signals:
        synced(list): a background sync finished (SyncResult per account).
        alerts_rang(list): alerts came due and were shown (Alert each).
        waiting_checked(list): what is still to come was looked up (a line each).
        quit_requested(): the user chose Quit (the tray menu), or the window closed with
            nothing to wait for.
    """

    synced = Signal(list)
    alerts_rang = Signal(list)
    waiting_checked = Signal(list)
    quit_requested = Signal()


TRAY_HINT_KEY = "ui.tray_hint_shown"
SNOOZED_KEY = "alerts.snoozed"  # snoozed alerts, until they ring again (survive a restart)


class BotPsyApp:
    """The running application: store, settings, worker, window."""

    def __init__(self, store: Store, backend_factory: BackendFactory | None = None,
                 model: str | None = None, confirm_timeout_s: float | None = 600.0) -> None:
        self.store = store
        self.collector = MainThreadCollector()  # Qt objects die on the GUI thread only
        self.collector.start()
        self.settings = settings_of(store)
        if model:
            self.settings = replace(self.settings, model=replace(self.settings.model, path=model),
                                    first_run_done=True)
        i18n.install(self.settings.language)  # before any window is built
        self.choices: dict[str, tuple[str, ...]] = {}  # names connectors offer in Settings
        self.backend_factory = backend_factory or default_backend_factory
        self.confirmer = GuiConfirmer(confirm_timeout_s)
        self.worker = AgentWorker(self.confirmer)
        self.registry: ToolRegistry = build_registry(store)
        self.n_ctx = 0
        self.window = MainWindow(store, self.worker, self.confirmer, self.settings,
                                 self.validate, lambda: self.n_ctx)
        self.window.settings_changed.connect(self.on_settings_changed)
        self.window.first_run_requested.connect(self.run_first_run)
        self.events = AppEvents()
        self._synced_once: set[str] = set()  # a first sync fills a cache: no "new" for it
        self.tray: QSystemTrayIcon | None = None
        self.recovery_notices: list[str] = []  # what tell_recoveries showed
        self.tray_menu: QMenu | None = None
        self.pause_action: QAction | None = None
        self.sound: Callable[[], None] = ring  # what an alert plays (tests count it)
        self.sync_paused = False
        self.waiting: list[str] = []  # timers, reminders, sends still to come
        self.waiting_looks = 0  # how many looks at what is to come have finished
        self.snoozed = 0  # alerts snoozed and not yet back (also kept in the store)
        self.alert_windows: list[AlertDialog] = []
        self.snooze_ms = SNOOZE_MINUTES * 60_000
        self.quitting = False
        self.window.keep_running = self.keep_running
        self.window.hidden_to_tray.connect(self.on_hidden_to_tray)
        self.window.task_finished.connect(lambda _: self.check_alerts())  # a timer just set?
        self.alarm_timer = QTimer(self.window)
        self.alarm_timer.setInterval(15_000)
        self.alarm_timer.timeout.connect(self.check_alerts)
        # New mail and calendar changes by polling: a background sync every few minutes (IDLE
        # needs a connection held open per account; polling works offline and everywhere).
        self.sync_timer = QTimer(self.window)
        self.sync_timer.setInterval(5 * 60_000)
        self.sync_timer.timeout.connect(self.sync_accounts)
        self._started_at = datetime.now(UTC)
        hints = QGuiApplication.styleHints()
        if hasattr(hints, "colorSchemeChanged"):  # Qt >= 6.5: follow the OS when it switches
            hints.colorSchemeChanged.connect(self.window.on_color_scheme_changed)

    def on_second_launch(self, message: dict[str, Any]) -> None:
        """BotPsy was started again: bring this window to the front, and use the model the
        second launch named (``botpsy --model PATH``)."""
        self.window.showNormal()
        self.window.raise_()
        self.window.activateWindow()
        model = message.get("model")
        if isinstance(model, str) and model and model != self.settings.model.path:
            self.on_settings_changed(replace(
                self.settings, model=replace(self.settings.model, path=model),
                first_run_done=True))

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
        return build_agent(backend, registry, runner, self.store, settings.model.path,
                           settings.model.profile,
                           options=GenerationOptions(enable_thinking=settings.model.thinking))

    def start(self, show_first_run: bool = True) -> None:
        """Show the window; run first-run if needed; load the model in the background."""
        theme.apply(QApplication.instance(), self.settings.theme,  # type: ignore[arg-type]
                    self.settings.zoom)
        self.window.place_on_screen()
        self.window.show()
        self.window.place_on_screen()  # again, now that the window's frame is known
        if QSystemTrayIcon.isSystemTrayAvailable():
            self.tray = QSystemTrayIcon(QIcon(str(resource("botpsy.svg"))), self.window)
            self.tray.setToolTip("BotPsy")
            self.tray.setContextMenu(self.build_tray_menu())
            self.tray.activated.connect(self._on_tray_activated)
            self.tray.show()
        self.check_alerts()  # also what came due while BotPsy was closed
        self.restore_snoozes()
        self.sync_accounts()
        self.refresh_choices()
        self.alarm_timer.start()
        self.sync_timer.start()
        if show_first_run and not self.settings.first_run_done:
            QTimer.singleShot(0, self.run_first_run)
        else:
            self.load_model()

    # -- the tray ---------------------------------------------------------------------------
    def build_tray_menu(self) -> QMenu:
        """Show, New chat, Pause/Resume sync, Quit."""
        menu = QMenu()
        menu.addAction(tr("Show BotPsy"), self.show_window)
        menu.addAction(tr("New chat"), self.new_chat)
        self.pause_action = menu.addAction(tr("Pause sync"), self.toggle_sync)
        menu.addSeparator()
        menu.addAction(tr("Quit BotPsy"), self.quit)
        self.tray_menu = menu
        return menu

    def new_chat(self) -> None:
        """The tray's New chat: the window, with an empty conversation."""
        self.show_window()
        self.window.column.new_conversation()

    def _on_tray_activated(self, reason: QSystemTrayIcon.ActivationReason) -> None:
        if reason in (QSystemTrayIcon.ActivationReason.Trigger,
                      QSystemTrayIcon.ActivationReason.DoubleClick):
            self.show_window()

    def show_window(self) -> None:
        """Bring the window back (from the tray, or from behind others)."""
        self.window.showNormal()
        self.window.raise_()
        self.window.activateWindow()

    def toggle_sync(self) -> None:
        """Pause or resume the background sync of mail and calendars."""
        self.sync_paused = not self.sync_paused
        if self.sync_paused:
            self.sync_timer.stop()
        else:
            self.sync_timer.start()
            self.sync_accounts()
        if self.pause_action is not None:
            self.pause_action.setText(tr("Resume sync") if self.sync_paused else tr("Pause sync"))
        self.window.statusBar().showMessage(
            tr("Sync paused: mail and calendars are not updated until you resume it.")
            if self.sync_paused else tr("Sync resumed."), 10_000)

    def keep_running(self) -> bool:
        """Whether closing the window should keep BotPsy in the tray: something is still to
        come (a timer, a reminder, mail to send) and the user did not turn it off."""
        return not self.quitting and self.settings.keep_in_tray and bool(
            self.waiting or self.snoozed)

    def on_hidden_to_tray(self) -> None:
        """The window went to the tray: say so, the first time, with what is waiting."""
        if self.store.get_setting(TRAY_HINT_KEY, False):
            return
        self.store.set_setting(TRAY_HINT_KEY, True)
        coming = self.waiting[:3] or [tr("a snoozed alert")]
        text = tr("BotPsy keeps running so that {waiting} still happens. Quit from the tray "
                  "icon's menu; Settings › Window turns this off.").format(
                      waiting=tr(", ").join(coming))
        if self.tray is not None:
            self.tray.showMessage(tr("BotPsy is still running"), text,
                                  QSystemTrayIcon.MessageIcon.Information, 20_000)
        log.info("kept running in the tray: %s", ", ".join(self.waiting))

    def quit(self) -> None:
        """Quit for real (the tray menu): the window closes, everything stops."""
        self.quitting = True
        for alert in list(self.alert_windows):
            alert.close()
        self.window.close()
        self.events.quit_requested.emit()

    def sync_accounts(self) -> None:
        """Sync every connector's accounts in the background (queued offline changes go out
        first); tell the user what is new and what could not be sent."""
        if not self.settings.accounts or self.sync_paused:
            return
        store = self.store

        def sync() -> list[SyncResult]:
            context = connector_context(store)  # settings read off the GUI thread
            return [result for each in all_connectors() for result in each.sync(context)]

        run_in_background(sync, self._on_synced, lambda error: log.info("sync failed: %s", error),
                          owner=self.window)

    def _on_synced(self, results: list[SyncResult]) -> None:
        new = 0
        for result in results:
            if result.error:  # offline: the local copy serves until next time
                log.info("sync of %s failed: %s", result.account, result.error)
                continue
            for notice in result.notices:
                self._notify(result.account, notice)
            # Only what someone else sent and nobody read yet (not the copy of what you
            # sent), and never for the sync that first fills the local copy.
            if result.account in self._synced_once:
                new += result.incoming
            self._synced_once.add(result.account)
        if new:
            self._notify(tr("Mail"), tr("%Ln new message(s)", "", new))
        self.events.synced.emit(results)
        self.refresh_choices()

    def refresh_choices(self) -> None:
        """Ask the connectors (in the background) what Settings may offer (calendars)."""
        store = self.store

        def gather() -> dict[str, tuple[str, ...]]:
            context = connector_context(store)
            found: dict[str, tuple[str, ...]] = {}
            for each in all_connectors():
                found.update(each.choices(context))
            return found

        run_in_background(gather, self._on_choices,
                          lambda error: log.info("connector choices failed: %s", error),
                          owner=self.window)

    def _on_choices(self, choices: dict[str, tuple[str, ...]]) -> None:
        self.choices = choices
        self.window.choices = choices  # only those: the window's settings may be newer (zoom)

    def tell_recoveries(self) -> None:
        """A damaged database was set aside (at start, or when a connector first opened its
        file): the user is told what was kept and where the damaged copy is, once."""
        from connectors import take_recoveries

        taken = take_recoveries()
        if not taken:
            return
        text = "\n\n".join(recovery.message() for recovery in taken)
        self._notify(tr("Some of BotPsy's data was damaged"), text)
        box = QMessageBox(QMessageBox.Icon.Warning, "BotPsy",
                          tr("Some of BotPsy's data was damaged"), QMessageBox.StandardButton.Ok,
                          self.window)
        box.setInformativeText(text)
        box.setObjectName("RecoveryNotice")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.show()  # not modal: the window keeps working while it is read
        self.recovery_notices.append(text)

    def check_alerts(self) -> None:
        """Ring what has come due (timers, alarms, event reminders), also what came due while
        BotPsy was closed (polled; the database work runs in the background)."""
        self.tell_recoveries()
        store = self.store

        def look() -> list[Alert]:
            context = connector_context(store)
            now = datetime.now(UTC)
            return [alert for each in all_connectors() for alert in each.alerts(context, now)]

        def still_to_come() -> list[str]:
            context = connector_context(store)
            now = datetime.now(UTC)
            return [line for each in all_connectors() for line in each.waiting(context, now)]

        run_in_background(look, self._on_alerts_due,
                          lambda error: log.info("looking for alerts failed: %s", error),
                          owner=self.window)
        run_in_background(still_to_come, self._on_waiting,
                          lambda error: log.info("looking for what is to come failed: %s",
                                                 error), owner=self.window)

    def _on_waiting(self, waiting: list[str]) -> None:
        self.waiting = waiting
        self.waiting_looks += 1
        self.events.waiting_checked.emit(waiting)
        if self.window.in_tray and not waiting and not self.snoozed and not self.alert_windows:
            self.quit()  # kept only for what was to come: nothing is left

    def _on_alerts_due(self, alerts: list[Alert]) -> None:
        for alert in alerts:
            self.show_alert(alert, alert.at < self._started_at)
        if alerts:
            self.events.alerts_rang.emit(alerts)

    def show_alert(self, alert: Alert, missed: bool = False) -> AlertDialog:
        """A window that stays (and rings) until Dismiss or Snooze; a desktop notification
        and the status bar say it too."""
        self._notify((tr("Missed while BotPsy was closed: ") if missed else "") + alert.title,
                     alert.text)
        dialog = AlertDialog(alert, missed, sound=self.sound)
        self.alert_windows.append(dialog)
        dialog.snoozed.connect(self._snooze)
        dialog.finished.connect(lambda _: self._alert_closed(dialog))
        dialog.start()
        return dialog

    def _alert_closed(self, dialog: AlertDialog) -> None:
        if dialog in self.alert_windows:
            self.alert_windows.remove(dialog)
        if not self.alert_windows:
            self.check_alerts()  # may be the last thing BotPsy was kept running for

    def _snooze(self, alert: Alert) -> None:
        """Ring ``alert`` again in SNOOZE_MINUTES. The snooze is kept in the store, so it
        rings after a restart too (missed, if its time passed while BotPsy was closed)."""
        again = Alert(alert.title if alert.title.startswith("Snoozed") else
                      f"Snoozed {alert.title.lower()}", alert.text, alert.at)
        until = datetime.now(UTC) + timedelta(milliseconds=self.snooze_ms)
        key = uuid.uuid4().hex
        kept = self._snoozes()
        kept.append({"key": key, "title": again.title, "text": again.text,
                     "at": again.at.isoformat(), "until": until.isoformat()})
        self.store.set_setting(SNOOZED_KEY, kept)
        self._ring_at(key, again, until)

    def _snoozes(self) -> list[dict[str, str]]:
        stored = self.store.get_setting(SNOOZED_KEY, [])
        return [e for e in stored if isinstance(e, dict)] if isinstance(stored, list) else []

    def _forget_snoozes(self, which: Callable[[dict[str, str]], bool]) -> None:
        self.store.set_setting(SNOOZED_KEY, [e for e in self._snoozes() if not which(e)])

    def _ring_at(self, key: str, alert: Alert, until: datetime) -> None:
        self.snoozed += 1  # what is to come until it rings again (the poll does not know it)

        def ring_again() -> None:
            self.snoozed -= 1
            self._forget_snoozes(lambda entry: entry.get("key") == key)
            self.show_alert(alert, missed=until < self._started_at)

        wait_ms = (until - datetime.now(UTC)).total_seconds() * 1000
        QTimer.singleShot(max(0, min(int(wait_ms), 2**31 - 1)), self.window, ring_again)

    def restore_snoozes(self) -> None:
        """The alerts snoozed before BotPsy last quit ring when their snooze ends (at once,
        marked missed, when it ended while BotPsy was closed)."""
        for entry in self._snoozes():
            try:
                alert = Alert(str(entry["title"]), str(entry["text"]),
                              datetime.fromisoformat(entry["at"]))
                until = datetime.fromisoformat(entry["until"])
                if until.tzinfo is None or alert.at.tzinfo is None:
                    raise ValueError("a time without its zone")
            except (KeyError, ValueError, TypeError) as err:  # a damaged entry goes
                log.warning("a stored snooze is unreadable (%s); dropped", err)
                self._forget_snoozes(partial(operator.eq, entry))
                continue
            self._ring_at(str(entry.get("key", "")), alert, until)

    def _notify(self, title: str, text: str) -> None:
        if self.tray is not None:
            # Some desktops' notification servers read a little HTML in the body; a reminder's
            # text may be someone else's (a shared calendar): angle brackets never reach them.
            shown = one_line(text, 300).replace("<", "‹").replace(">", "›").replace("&", "＆")
            self.tray.showMessage(one_line(title, 60), shown,
                                  QSystemTrayIcon.MessageIcon.Information, 15_000)
        # Not in the chat: an alert is not part of whichever conversation happens to be open.
        self.window.statusBar().showMessage(f"{title}: {text}", 15_000)
        QApplication.alert(self.window)

    def run_first_run(self) -> None:
        """The first-run guide (model, folders, optional accounts), shown without blocking."""
        from app.agent import catalog

        entry = catalog.find_entry(catalog.default_model_id())
        dialog = FirstRunDialog(self.settings, tr(entry.title), entry.size_bytes, self.window)
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

    def load_model(self, preparing: str = "") -> None:
        """(Re)load the agent on the worker thread; ``preparing`` says why the tools' prompt
        is computed again (shown with its progress when it has to be)."""
        if self.settings.model.path:
            # Loading from now on (the worker's own word arrives a moment later): a message
            # typed at once waits for the model instead of being refused.
            self.window.on_model_status("loading", tr("Loading the model…"))
            self.worker.load(self.agent_factory, preparing)
        else:
            self.window.model_label.setText(tr("No model chosen — open Settings"))

    def dispose(self) -> None:
        """Tear down in a safe order before the QApplication goes (avoids crashes at exit)."""
        from PySide6.QtCore import QCoreApplication, QThreadPool

        self.alarm_timer.stop()
        self.sync_timer.stop()
        for alert in list(self.alert_windows):
            alert.close()
        self.worker.shutdown()
        QThreadPool.globalInstance().waitForDone(5000)
        self.collector.stop()
        if self.tray is not None:
            self.tray.hide()
        self.window.hide()
        self.window.deleteLater()
        self.worker.deleteLater()
        QCoreApplication.sendPostedEvents(None, 0)  # runs the deferred deletes now
        QCoreApplication.processEvents()

    def on_settings_changed(self, settings: Settings) -> None:
        """Store new settings, apply the theme, forget removed accounts, reload the model if
        needed."""
        old = self.settings
        self.settings = settings
        self.window.update_settings(settings, self.choices)
        save_settings(self.store, settings)
        apply_secret_policy(self.store)  # the user may have allowed a non-OS keyring
        self.registry = build_registry(self.store)
        theme.apply(QApplication.instance(), settings.theme, settings.zoom)  # type: ignore[arg-type]
        kept = settings.account_names()
        for removed in old.accounts:
            if removed.name not in kept:  # its password and its local copy go with it
                kind = removed.owner().accounts
                if kind is not None:
                    run_in_background(partial(kind.forget, data_dir(), removed.account))

        def tools_and_model(s: Settings) -> tuple[object, ...]:
            return (s.model, s.allowed_folders, s.accounts, s.calendar, s.time_zone)

        if tools_and_model(settings) != tools_and_model(old) or self.worker.agent is None:
            # the tools are built from these (the saved prompt prefix stays)
            self.load_model(tr("Preparing BotPsy for your new account")
                            if len(settings.accounts) > len(old.accounts) else
                            tr("Preparing BotPsy for your new settings"))
        if settings.accounts != old.accounts:
            self.sync_accounts()
        if settings.start_at_login != autostart.is_enabled():
            try:
                autostart.set_enabled(settings.start_at_login)
            except OSError as err:
                self.window.statusBar().showMessage(
                    tr("BotPsy could not change starting at login: {error}").format(error=err),
                    15_000)


def open_and_close_window() -> str:
    """For the self-test: open the real window (no model is loaded), then close it."""
    import tempfile

    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as tmp, environment(BOTPSY_HOME=tmp):
        store = Store(Path(tmp) / "db.sqlite3")
        botpsy = BotPsyApp(store)
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
    i18n.install("")  # the system's language until the settings are read
    log_path = setup_logging()
    install_crash_dialog(log_path)
    instance = SingleInstance(data_dir())
    if not instance.claim():  # a window runs already: it comes to the front instead
        if instance.hand_over({"model": str(Path(model).resolve()) if model and Path(
                model).exists() else model or ""}):
            log.info("BotPsy already runs: its window was brought to the front")
            return 0
        QMessageBox.critical(None, APP_NAME, tr("BotPsy is already running but does not "
                             "answer. Close it (or end it in your task manager), then start "
                             "BotPsy again."))
        return 1
    try:
        store = open_store()
    except Exception as err:  # e.g. a database from a newer version
        QMessageBox.critical(None, APP_NAME, tr("BotPsy cannot open its data:\n{error}").format(
            error=err))
        return 1
    botpsy = BotPsyApp(store, model=model)
    instance.message.connect(botpsy.on_second_launch)
    # The window may go to the tray and an alert may be the last window to close: BotPsy
    # quits when the user says so, not when no window is left.
    app.setQuitOnLastWindowClosed(False)  # type: ignore[attr-defined]
    botpsy.events.quit_requested.connect(app.quit)
    botpsy.window.closed.connect(app.quit)
    botpsy.start()
    if os.environ.get("BOTPSY_EXIT_WHEN_READY"):  # startup benchmark: quit once usable
        QTimer.singleShot(0, lambda: (print("BOTPSY_WINDOW_READY", flush=True), app.quit()))
    code = int(app.exec())
    botpsy.dispose()
    instance.release()
    return code
