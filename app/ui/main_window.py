"""The main window: the parts put together (docs/architecture.md, "The window's parts").

- Sidebar (sidebar.py): the conversations, the journal and Settings buttons;
- ChatColumn (chat_column.py): the open conversation, the composer and the tasks it runs,
  shown by TaskProgress (progress.py) in the chat and the StatusLine;
- ConfirmationQueue (confirmations.py): the agent's questions, one dialog at a time;
- shortcuts.py, geometry.RememberedPlace: the keys, and where the window goes.

The window never waits on the model, the network or the database: the agent runs on its
worker thread, database work runs in the background pool, and results come back as signals.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QSplitter, QSystemTrayIcon

from app.settings import Settings
from app.store.db import Store
from app.ui import shortcuts, theme
from app.ui.background import run_in_background
from app.ui.chat_column import ChatColumn
from app.ui.confirm_dialog import Validator
from app.ui.confirmations import ConfirmationQueue
from app.ui.geometry import DEFAULT_SIZE, RememberedPlace
from app.ui.i18n import percent, tr
from app.ui.journal import JournalDialog
from app.ui.progress import StatusLine
from app.ui.settings import SettingsDialog
from app.ui.sidebar import Sidebar
from app.ui.worker import AgentWorker, GuiConfirmer

Keys = QKeySequence.StandardKey


class MainWindow(QMainWindow):
    """BotPsy's window.

    Signals:
        settings_changed(object): the user saved new Settings.
        first_run_requested(): the user asked (in Settings) for the welcome guide again.
        hidden_to_tray(): closing hid the window: BotPsy runs on for what is to come.
        closed(): the window closed for good (BotPsy stops).
    The sidebar's loaded and the column's history_loaded, outcome_saved and task_finished are
    passed on under the names conversations_loaded, history_loaded, outcome_saved and
    task_finished.
    """

    settings_changed = Signal(object)
    first_run_requested = Signal()
    hidden_to_tray = Signal()
    closed = Signal()
    conversations_loaded = Signal()
    history_loaded = Signal()
    outcome_saved = Signal()
    task_finished = Signal(object)

    def __init__(self, store: Store, worker: AgentWorker, confirmer: GuiConfirmer,
                 settings: Settings, validator: Validator | None = None,
                 n_ctx: Callable[[], int] | None = None) -> None:
        super().__init__()
        self.store = store
        self.worker = worker
        self.settings = settings
        self.choices: dict[str, tuple[str, ...]] = {}  # names Settings may offer
        self.keep_running: Callable[[], bool] = lambda: False  # the app says (timers pending)
        self.in_tray = False
        self.setWindowTitle("BotPsy")
        self.resize(*DEFAULT_SIZE)
        self.place = RememberedPlace(self, store)
        self.status = StatusLine(self.statusBar())
        self.sidebar = Sidebar(store)
        self.column = ChatColumn(store, worker, self.status, n_ctx or (lambda: 0),
                                 lambda: self.settings.model.path)
        self.confirmations = ConfirmationQueue(confirmer, validator, self)
        self._build()
        self._connect()
        self._shortcuts()
        self.sidebar.refresh()

    # -- the parts --------------------------------------------------------------------------
    def _build(self) -> None:
        splitter = QSplitter()
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.sidebar)
        splitter.addWidget(self.column)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([260, 860])
        self.setCentralWidget(splitter)
        # the parts' widgets that the app, the tests and the screenshots reach by name
        side, column = self.sidebar, self.column
        self.chat, self.input = column.chat, column.composer.input
        self.send_button, self.stop_button = column.composer.send_button, \
            column.composer.stop_button
        self.new_button, self.search, self.conversations = side.new_button, side.search, \
            side.conversations
        self.journal_button, self.settings_button = side.journal_button, side.settings_button
        self.model_label = self.status.model_label
        for first, then in ((self.input, self.send_button), (self.send_button, self.new_button),
                            (self.new_button, self.search), (self.search, self.conversations),
                            (self.conversations, self.journal_button),
                            (self.journal_button, self.settings_button)):
            self.setTabOrder(first, then)
        self.input.setFocus()

    def _connect(self) -> None:
        side, column = self.sidebar, self.column
        side.new_requested.connect(column.new_conversation)
        side.activated.connect(column.open_conversation)
        side.deleting.connect(self._on_deleting)
        side.journal_requested.connect(self.on_journal_clicked)
        side.settings_requested.connect(self.on_settings_clicked)
        side.loaded.connect(self.conversations_loaded)
        column.conversation_changed.connect(side.select)
        column.stored.connect(side.refresh)
        column.busy_changed.connect(lambda busy: side.new_button.setEnabled(not busy))
        column.composer.stop_requested.connect(self.on_stop_clicked)
        column.task_finished.connect(lambda _: self.confirmations.pending.clear())
        column.history_loaded.connect(self.history_loaded)
        column.outcome_saved.connect(self.outcome_saved)
        column.task_finished.connect(self.task_finished)
        self.worker.model_status.connect(self.on_model_status)

    def _on_deleting(self, conversation: Any) -> None:
        if self.column.conversation and self.column.conversation.id == conversation.id:
            self.column.new_conversation()

    def _shortcuts(self) -> None:
        for text, keys, slot in (
                (tr("New conversation"), QKeySequence(Keys.New), self.column.new_conversation),
                (tr("Search conversations"), "Ctrl+K", self.search.setFocus),
                (tr("Settings"), "Ctrl+,", self.on_settings_clicked),
                (tr("Action journal"), "Ctrl+J", self.on_journal_clicked),
                (tr("Stop"), "Ctrl+.", self.on_stop_clicked),
                (tr("Go to the message box"), "Ctrl+L", self.input.setFocus),
                (tr("Larger text"), QKeySequence(Keys.ZoomIn), self.zoom_in),
                (tr("Larger text"), "Ctrl+=", self.zoom_in),
                (tr("Smaller text"), QKeySequence(Keys.ZoomOut), self.zoom_out),
                (tr("Text at normal size"), "Ctrl+0", self.zoom_reset),
                (tr("Keyboard shortcuts"), "Ctrl+/", self.show_shortcuts),
                (tr("Keyboard shortcuts"), "F1", self.show_shortcuts)):
            shortcuts.add(self, text, keys, slot)
        shortcuts.show_keys_in_tooltips([
            (self.new_button, "Ctrl+N"), (self.search, "Ctrl+K"),
            (self.journal_button, "Ctrl+J"), (self.settings_button, "Ctrl+,"),
            (self.stop_button, "Ctrl+."), (self.send_button, "Enter")])
        self._zoom_saver = QTimer(self)
        self._zoom_saver.setSingleShot(True)
        self._zoom_saver.setInterval(400)
        self._zoom_saver.timeout.connect(self._save_zoom)

    def shortcuts(self) -> list[tuple[str, str]]:
        """(what, keys) of every keyboard shortcut, as the user's system writes them."""
        return shortcuts.listing(self)

    def show_shortcuts(self) -> QDialog:
        """The keyboard shortcuts sheet."""
        self.shortcuts_sheet = shortcuts.sheet(self)
        return self.shortcuts_sheet

    def zoom(self, direction: int) -> None:
        """Larger (1), smaller (-1) or normal (0) text; remembered."""
        level = theme.zoom_step(self.settings.zoom, direction)
        self.settings = replace(self.settings, zoom=level)
        theme.apply(QApplication.instance(), self.settings.theme, level)  # type: ignore[arg-type]
        self.statusBar().showMessage(tr("Text size {percent}").format(
            percent=percent(round(level * 100))), 3000)
        self._zoom_saver.start()  # once the keys stop: the last size is the one kept

    def zoom_in(self) -> None:
        """Larger text (Ctrl++)."""
        self.zoom(1)

    def zoom_out(self) -> None:
        """Smaller text (Ctrl+-)."""
        self.zoom(-1)

    def zoom_reset(self) -> None:
        """Text at normal size (Ctrl+0)."""
        self.zoom(0)

    def _save_zoom(self) -> None:
        store, level = self.store, self.settings.zoom
        run_in_background(lambda: store.set_setting("ui.zoom", level), owner=self)

    # -- what the window passes on ----------------------------------------------------------
    @property
    def model_ready(self) -> bool:
        """The model is loaded: a message is answered now."""
        return self.column.model_ready

    @property
    def dialog(self) -> QDialog | None:
        """The confirmation dialog open now, if any."""
        return self.confirmations.dialog

    def on_stop_clicked(self) -> None:
        """Stop generation or the loop at once; a pending question is denied; a message
        waiting for the model is not sent."""
        was_running = self.worker.busy
        self.column.stop()
        if was_running:
            self.confirmations.deny_all()

    def on_model_status(self, state: str, detail: str) -> None:
        """Model loading progress and errors: the status bar, and the chat's waiting message."""
        self.status.show_model(state, detail)
        self.column.on_model_status(state, detail)

    # -- dialogs ----------------------------------------------------------------------------
    def on_settings_clicked(self) -> None:
        """Open Settings; saved changes are applied and stored by the app."""
        dialog = SettingsDialog(self.settings, self, self.choices)

        def finished(result: int) -> None:
            if result == QDialog.DialogCode.Accepted:
                self.update_settings(dialog.result_settings())
                self.settings_changed.emit(self.settings)
            elif dialog.guide_requested:
                self.first_run_requested.emit()
            dialog.deleteLater()

        dialog.finished.connect(finished)
        dialog.open()

    def on_journal_clicked(self) -> None:
        """Open the action journal."""
        def show(entries: list[Any]) -> None:
            dialog = JournalDialog(entries, self)
            dialog.finished.connect(lambda _: dialog.deleteLater())
            dialog.open()

        run_in_background(self.store.journal_entries, show, owner=self)

    def update_settings(self, settings: Settings,
                        choices: dict[str, tuple[str, ...]] | None = None) -> None:
        """Take settings changed elsewhere (first run), and what Settings may offer."""
        self.settings = settings
        if choices is not None:
            self.choices = choices

    # -- the window's life ------------------------------------------------------------------
    def place_on_screen(self) -> None:
        """Where it was last time on this screen, else centred; always on the screen."""
        self.place.restore()

    def remember_geometry(self) -> None:
        """Keep the window's place and size for this screen."""
        self.place.remember()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing remembers where the window was and denies anything pending. With timers,
        reminders or mail to send still to come, BotPsy goes on in the tray (the running
        task stops); otherwise the agent stops and the app ends."""
        self.place.remember()
        self.confirmations.deny_all()
        if self.keep_running():
            event.ignore()
            self.worker.stop()
            if QSystemTrayIcon.isSystemTrayAvailable():
                self.hide()
            else:  # no tray to come back from: out of the way, still on the task bar
                self.showMinimized()
            self.in_tray = True
            self.hidden_to_tray.emit()
            return
        self.worker.shutdown()
        super().closeEvent(event)
        self.closed.emit()

    def showEvent(self, event: QShowEvent) -> None:
        """Shown again (from the tray)."""
        self.in_tray = False
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        """Restored from the task bar (where it goes when there is no tray)."""
        if event.type() == QEvent.Type.WindowStateChange and not self.isMinimized():
            self.in_tray = False
        super().changeEvent(event)

    def on_color_scheme_changed(self, *_: object) -> None:
        """The OS switched light/dark: follow it when the theme is "system"."""
        if self.settings.theme == "system":
            theme.apply(QApplication.instance(), "system", self.settings.zoom)  # type: ignore[arg-type]
