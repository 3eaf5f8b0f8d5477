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
from functools import partial
from pathlib import Path
from types import TracebackType
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from app import APP_NAME, __version__, autostart
from app.agent.backends import Backend, CountsTokens, GenerationOptions, load_backend
from app.agent.loop import Agent
from app.agent.registry import ToolRegistry, validate_arguments
from app.paths import cache_dir, data_dir, environment, log_dir
from app.services import (
    apply_secret_policy,
    build_agent,
    build_registry,
    build_runner,
    settings_of,
)
from app.settings import Settings, save_settings
from app.store.db import DiskFullError, Store
from app.ui import i18n, steady, theme
from app.ui.background import MainThreadCollector, run_in_background
from app.ui.first_run import FirstRunDialog
from app.ui.i18n import localized, tr
from app.ui.main_window import MainWindow
from app.ui.reminders import Reminders
from app.ui.single_instance import SingleInstance
from app.ui.syncing import Syncing
from app.ui.tray import Tray
from app.ui.worker import AgentWorker, GuiConfirmer
from connectors.base import said

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
        raise RuntimeError(tr("No model is chosen yet: choose one in Settings."))
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


class BotPsyApp:
    """The running application: store, settings, worker, window, and what runs beside the
    window (the tray, the reminders, the syncs)."""

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
        self.events = AppEvents()
        self.recovery_notices: list[str] = []  # what tell_recoveries showed
        self.quitting = False
        self.tray = Tray(self.window, self.show_window, self.new_chat, self.toggle_sync,
                         self.quit)
        self.reminders = Reminders(store, self.tray.notify, self.window)
        self.syncing = Syncing(store, lambda: self.settings, self.tray.notify, self.window)
        self._connect()

    def _connect(self) -> None:
        window, reminders = self.window, self.reminders
        window.settings_changed.connect(self.on_settings_changed)
        window.first_run_requested.connect(self.run_first_run)
        window.keep_running = self.keep_running
        window.hidden_to_tray.connect(self.on_hidden_to_tray)
        window.task_finished.connect(lambda _: self.check_alerts())  # a timer just set?
        reminders.timer.timeout.connect(self.tell_recoveries)
        reminders.rang.connect(self.events.alerts_rang)
        reminders.waiting_checked.connect(self._on_waiting)
        reminders.quiet.connect(self.check_alerts)  # may be the last thing kept running for
        self.syncing.synced.connect(self.events.synced)
        self.syncing.choices_found.connect(self._on_choices)
        hints = QGuiApplication.styleHints()
        if hasattr(hints, "colorSchemeChanged"):  # Qt >= 6.5: follow the OS when it switches
            hints.colorSchemeChanged.connect(window.on_color_scheme_changed)

    def on_second_launch(self, message: dict[str, Any]) -> None:
        """BotPsy was started again: bring this window to the front, and use the model the
        second launch named (``botpsy --model PATH``)."""
        self.show_window()
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
        self.tray.show()
        self.check_alerts()  # also what came due while BotPsy was closed
        self.reminders.restore_snoozes()
        self.syncing.sync()
        self.syncing.refresh_choices()
        self.reminders.timer.start()
        self.syncing.timer.start()
        QTimer.singleShot(0, steady.settle)  # once shown: nothing one-off while answers stream
        if show_first_run and not self.settings.first_run_done:
            QTimer.singleShot(0, self.run_first_run)
        else:
            self.load_model()

    # -- the tray ---------------------------------------------------------------------------
    def new_chat(self) -> None:
        """The tray's New chat: the window, with an empty conversation."""
        self.show_window()
        self.window.column.new_conversation()

    def show_window(self) -> None:
        """Bring the window back (from the tray, or from behind others)."""
        self.window.showNormal()
        self.window.raise_()
        self.window.activateWindow()

    def toggle_sync(self) -> None:
        """Pause or resume the background sync of mail and calendars."""
        self.tray.show_sync_paused(self.syncing.toggle())

    def keep_running(self) -> bool:
        """Whether closing the window should keep BotPsy in the tray: something is still to
        come (a timer, a reminder, mail to send) and the user did not turn it off."""
        return not self.quitting and self.settings.keep_in_tray and bool(
            self.reminders.waiting or self.reminders.snoozed)

    def on_hidden_to_tray(self) -> None:
        """The window went to the tray: say so, the first time, with what is waiting."""
        if self.store.get_setting(TRAY_HINT_KEY, False):
            return
        try:
            self.store.set_setting(TRAY_HINT_KEY, True)
        except DiskFullError as err:  # the hint is shown again next time, nothing worse
            log.warning("the tray hint was not remembered: %s", err)
        waiting = self.reminders.waiting
        coming = waiting[:3] or [tr("a snoozed alert")]
        self.tray.tell(tr("BotPsy is still running"),
                       tr("BotPsy keeps running so that {waiting} still happens. Quit from the "
                          "tray icon's menu; Settings › Window turns this off.").format(
                           waiting=tr(", ").join(coming)))
        log.info("kept running in the tray: %s", ", ".join(waiting))

    def quit(self) -> None:
        """Quit for real (the tray menu): the window closes, everything stops."""
        self.quitting = True
        self.reminders.close_all()
        self.window.close()
        self.events.quit_requested.emit()

    # -- what runs beside the window -----------------------------------------------------------
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
        text = "\n\n".join(localized(recovery.message()) for recovery in taken)
        self.tray.notify(tr("Some of BotPsy's data was damaged"), text)
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
        """Ring what has come due, also what came due while BotPsy was closed; say what was
        recovered from damaged data first."""
        self.tell_recoveries()
        self.reminders.check()

    def _on_waiting(self, waiting: list[str]) -> None:
        self.events.waiting_checked.emit(waiting)
        if (self.window.in_tray and not waiting and not self.reminders.snoozed
                and not self.reminders.alert_windows):
            self.quit()  # kept only for what was to come: nothing is left

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

        self.reminders.timer.stop()
        self.syncing.stop()
        self.reminders.close_all()
        self.worker.shutdown()
        QThreadPool.globalInstance().waitForDone(5000)
        self.collector.stop()
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
        try:
            save_settings(self.store, settings)
        except DiskFullError as err:  # they apply now; saved at the next change with space
            log.warning("settings not saved: %s", err)
            self.tray.notify(tr("Settings not saved"), tr(
                "{error} Your new settings apply until BotPsy quits; change a setting again "
                "once there is space to keep them.").format(error=localized(said(err))))
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
            self.syncing.sync()
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
