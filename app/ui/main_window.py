"""The main window: conversations, the chat, the composer, the status bar.

The window never waits on the model, the network or the database: the agent runs on its
worker thread, database work runs in the background pool, and results come back as signals.
Confirmation requests are queued and shown one dialog at a time.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QLocale, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.agent import events as ev
from app.agent.transcript import edited_title
from app.settings import Settings
from app.store.db import Conversation, DiskFullError, Store, StoredMessage
from app.ui.background import run_in_background
from app.ui.chat_view import ChatView, ToolCard
from app.ui.confirm_dialog import ConfirmationDialog, Validator
from app.ui.geometry import DEFAULT_SIZE, GEOMETRY_KEY, place, screen_key
from app.ui.i18n import QT_TR_NOOP, localized, mark_content, percent, tr
from app.ui.markdown import plain_tooltip
from app.ui.settings import JournalDialog, SettingsDialog
from app.ui.worker import AgentWorker, GuiConfirmer, PendingConfirmation, TaskOutcome, TaskRequest

log = logging.getLogger(__name__)

NOT_READY_LINE = QT_TR_NOOP("The model is not loaded (the status bar says why): choose another "
                            "one in Settings, or check its file.")
REDO_REFUSED = QT_TR_NOOP("This request changed something (see the Action journal), so it "
                          "cannot be rewritten: send a new message instead.")
SET_ASIDE_LINE = QT_TR_NOOP("The messages above were set aside to keep this conversation going: "
                            "BotPsy no longer sees them.")


def set_aside_notice(turns: int) -> str:
    """What the chat says when the oldest exchanges were set aside (app/agent/events.py)."""
    return tr("This conversation grew longer than BotPsy can read at once, so it set aside the "
              "oldest %Ln exchange(s). They stay here for you to read; BotPsy no longer sees "
              "them.", "", turns)


class Composer(QPlainTextEdit):
    """The input box: Enter sends, Shift+Enter adds a line.

    Signals:
        submitted(): Enter was pressed.
    """

    submitted = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter sends; Shift+Enter (or Ctrl+Enter) is a new line."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not (
            event.modifiers() & (Qt.KeyboardModifier.ShiftModifier
                                 | Qt.KeyboardModifier.ControlModifier)
        ):
            self.submitted.emit()
            return
        super().keyPressEvent(event)


class MainWindow(QMainWindow):
    """BotPsy's window.

    Signals:
        settings_changed(object): the user saved new Settings.
        first_run_requested(): the user asked (in Settings) for the welcome guide again.
        conversations_loaded(): the sidebar was refreshed (tests wait on it).
        history_loaded(): a conversation's messages are shown.
        outcome_saved(): a finished task's messages are stored.
        task_finished(object): the window has shown a finished task (a TaskOutcome).
        hidden_to_tray(): closing hid the window: BotPsy runs on for what is to come.
        closed(): the window closed for good (BotPsy stops).
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
        self.confirmer = confirmer
        self.settings = settings
        self.choices: dict[str, tuple[str, ...]] = {}  # names Settings may offer
        self._reading = tr("Reading your message")  # what the next ReadingEvent is about
        self.validator = validator
        self.n_ctx = n_ctx or (lambda: 0)
        self.conversation: Conversation | None = None
        self.history: list[dict[str, Any]] = []
        self.allowances: dict[str, frozenset[str]] = {}
        self.pending: deque[PendingConfirmation] = deque()
        # what a full disk kept from the database: saved, in order, with the next outcome
        self.unsaved: list[tuple[str, str, Any]] = []
        self.dialog: ConfirmationDialog | None = None
        self.model_ready = False
        self.model_loading = False
        self._loading_detail = ""
        self.queued: str | None = None  # a message typed while the model loads
        self.keep_running: Callable[[], bool] = lambda: False  # the app says (timers pending)
        self.in_tray = False
        self.setWindowTitle("BotPsy")
        self.resize(*DEFAULT_SIZE)
        self._zoom_saver = QTimer(self)
        self._zoom_saver.setSingleShot(True)
        self._zoom_saver.setInterval(400)
        self._zoom_saver.timeout.connect(self._save_zoom)
        self._build()
        self._shortcuts()
        confirmer.requested.connect(self.on_confirmation_requested)
        worker.agent_event.connect(self.on_agent_event)
        worker.task_done.connect(self.on_task_done)
        worker.model_status.connect(self.on_model_status)
        self.refresh_conversations()

    # -- layout ---------------------------------------------------------------------------
    def _build(self) -> None:
        splitter = QSplitter()
        splitter.setChildrenCollapsible(False)
        sidebar = QWidget()
        sidebar.setObjectName("Sidebar")
        sidebar.setMinimumWidth(220)
        side = QVBoxLayout(sidebar)
        side.setContentsMargins(10, 14, 10, 10)
        title = QLabel("BotPsy")
        title.setObjectName("AppTitle")
        side.addWidget(title)
        self.new_button = QPushButton(tr("+  New chat"))
        self.new_button.setObjectName("Primary")
        self.new_button.setAccessibleName(tr("New conversation"))
        self.new_button.clicked.connect(self.on_new_clicked)
        side.addWidget(self.new_button)
        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Search conversations"))
        self.search.setAccessibleName(tr("Search conversations"))
        self.search.setClearButtonEnabled(True)
        for clear in self.search.findChildren(QToolButton):  # Qt's own, nameless
            clear.setAccessibleName(tr("Clear the search"))
        self._search_timer = QTimer(self)
        self.search.textChanged.connect(lambda _: self._search_timer.start())
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(200)
        self._search_timer.timeout.connect(self.refresh_conversations)
        side.addWidget(self.search)
        self.conversations = QListWidget()
        self.conversations.setAccessibleName(tr("Conversations"))
        self.conversations.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.conversations.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.conversations.itemActivated.connect(self.on_conversation_activated)
        self.conversations.itemClicked.connect(self.on_conversation_activated)
        self.conversations.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.conversations.customContextMenuRequested.connect(self._conversation_menu)
        side.addWidget(self.conversations, 1)
        self.journal_button = QPushButton(tr("Action journal"))
        self.journal_button.clicked.connect(self.on_journal_clicked)
        self.settings_button = QPushButton(tr("Settings"))
        self.settings_button.clicked.connect(self.on_settings_clicked)
        side.addWidget(self.journal_button)
        side.addWidget(self.settings_button)

        main = QWidget()
        column = QVBoxLayout(main)
        column.setContentsMargins(0, 0, 0, 12)
        self.chat = ChatView()
        self.chat.edit_requested.connect(self.on_edit_last)
        self.chat.regenerate_requested.connect(self.on_regenerate)
        column.addWidget(self.chat, 1)
        self.empty_hint = QLabel(tr("Ask BotPsy anything — “find the PDF about the lease in my "
                                 "Documents”, “draft a note to Sam”. You approve every change."))
        self.empty_hint.setObjectName("Muted")
        self.empty_hint.setWordWrap(True)
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(self.empty_hint)
        composer_frame = QWidget()
        composer_frame.setObjectName("Composer")
        row = QHBoxLayout(composer_frame)
        row.setContentsMargins(10, 6, 8, 6)
        self.input = Composer()
        self.input.setPlaceholderText(tr("Message BotPsy  (Enter to send, Shift+Enter for a new "
                                      "line)"))
        self.input.setAccessibleName(tr("Message"))
        self.input.setFixedHeight(68)
        self.input.setTabChangesFocus(True)  # keyboard users leave the box with Tab
        self.input.submitted.connect(self.on_send_clicked)
        self.send_button = QPushButton(tr("Send"))
        self.send_button.setObjectName("Primary")
        self.send_button.setAccessibleName(tr("Send message"))
        self.send_button.clicked.connect(self.on_send_clicked)
        self.stop_button = QPushButton(tr("Stop"))
        self.stop_button.setAccessibleName(tr("Stop generating"))
        self.stop_button.clicked.connect(self.on_stop_clicked)
        self.stop_button.hide()
        row.addWidget(self.input, 1)
        row.addWidget(self.send_button, 0, Qt.AlignmentFlag.AlignBottom)
        row.addWidget(self.stop_button, 0, Qt.AlignmentFlag.AlignBottom)
        holder = QHBoxLayout()
        holder.setContentsMargins(32, 0, 32, 0)
        holder.addWidget(composer_frame)
        column.addLayout(holder)

        splitter.addWidget(sidebar)
        splitter.addWidget(main)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([260, 860])
        self.setCentralWidget(splitter)
        self.model_label = mark_content(QLabel(tr("No model")))  # mostly the model's name
        self.model_label.setTextFormat(Qt.TextFormat.PlainText)  # a GGUF names itself
        self.speed_label = QLabel("")
        self.context_label = QLabel("")
        status = self.statusBar()
        status.addWidget(self.model_label, 1)
        status.addPermanentWidget(self.speed_label)
        status.addPermanentWidget(self.context_label)
        self.setTabOrder(self.input, self.send_button)
        self.setTabOrder(self.send_button, self.new_button)
        self.setTabOrder(self.new_button, self.search)
        self.setTabOrder(self.search, self.conversations)
        self.setTabOrder(self.conversations, self.journal_button)
        self.setTabOrder(self.journal_button, self.settings_button)
        self.input.setFocus()

    def _shortcuts(self) -> None:
        def action(text: str, keys: QKeySequence | str, slot: Callable[[], object]) -> None:
            act = QAction(text, self)
            act.setShortcut(QKeySequence(keys))
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            act.triggered.connect(slot)
            self.addAction(act)

        action(tr("New conversation"), QKeySequence(QKeySequence.StandardKey.New), self.on_new_clicked)
        action(tr("Search conversations"), "Ctrl+K", lambda: self.search.setFocus())
        action(tr("Settings"), "Ctrl+,", self.on_settings_clicked)
        action(tr("Action journal"), "Ctrl+J", self.on_journal_clicked)
        action(tr("Stop"), "Ctrl+.", self.on_stop_clicked)
        action(tr("Go to the message box"), "Ctrl+L", lambda: self.input.setFocus())
        action(tr("Larger text"), QKeySequence(QKeySequence.StandardKey.ZoomIn), lambda: self.zoom(1))
        action(tr("Larger text"), "Ctrl+=", lambda: self.zoom(1))
        action(tr("Smaller text"), QKeySequence(QKeySequence.StandardKey.ZoomOut),
               lambda: self.zoom(-1))
        action(tr("Text at normal size"), "Ctrl+0", lambda: self.zoom(0))
        action(tr("Keyboard shortcuts"), "Ctrl+/", self.show_shortcuts)
        action(tr("Keyboard shortcuts"), "F1", self.show_shortcuts)
        for widget, key in ((self.new_button, "Ctrl+N"), (self.search, "Ctrl+K"),
                            (self.journal_button, "Ctrl+J"), (self.settings_button, "Ctrl+,"),
                            (self.stop_button, "Ctrl+."), (self.send_button, "Enter")):
            shown = QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText) or key
            widget.setToolTip(tr("{what}  ({keys})").format(
                what=widget.accessibleName() or widget.text(), keys=shown))

    def shortcuts(self) -> list[tuple[str, str]]:
        """(what, keys) of every keyboard shortcut, as the user's system writes them."""
        seen: dict[str, list[str]] = {}
        for act in self.actions():
            keys = act.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            if keys:
                seen.setdefault(act.text(), []).append(keys)
        rows = [(what, tr(" or ").join(keys)) for what, keys in seen.items()]
        return rows + [(tr("Send the message"), "Enter"),
                       (tr("New line in the message"), "Shift+Enter"),
                       (tr("Move between controls"), "Tab / Shift+Tab")]

    def show_shortcuts(self) -> QDialog:
        """The keyboard shortcuts sheet."""
        from PySide6.QtWidgets import QFormLayout

        sheet = QDialog(self)
        sheet.setWindowTitle(tr("Keyboard shortcuts"))
        sheet.setAccessibleName(tr("Keyboard shortcuts"))
        form = QFormLayout(sheet)
        for what, keys in self.shortcuts():
            label = mark_content(QLabel(keys))  # the keys, as the system names them
            label.setAccessibleName(tr("{what}: {keys}").format(what=what, keys=keys))
            form.addRow(what, label)
        close = QPushButton(tr("Close"))
        close.clicked.connect(sheet.accept)
        form.addRow(close)
        sheet.finished.connect(lambda _: sheet.deleteLater())
        self.shortcuts_sheet = sheet
        sheet.open()
        return sheet

    def zoom(self, direction: int) -> None:
        """Larger (1), smaller (-1) or normal (0) text; remembered."""
        from dataclasses import replace

        from PySide6.QtWidgets import QApplication

        from app.ui import theme

        level = theme.zoom_step(self.settings.zoom, direction)
        self.settings = replace(self.settings, zoom=level)
        theme.apply(QApplication.instance(), self.settings.theme, level)  # type: ignore[arg-type]
        self.statusBar().showMessage(tr("Text size {percent}").format(
            percent=percent(round(level * 100))), 3000)
        self._zoom_saver.start()  # once the keys stop: the last size is the one kept

    def _save_zoom(self) -> None:
        store, level = self.store, self.settings.zoom
        run_in_background(lambda: store.set_setting("ui.zoom", level), owner=self)

    # -- conversations ---------------------------------------------------------------------
    def refresh_conversations(self) -> None:
        """Reload the sidebar in the background."""
        query = self.search.text().strip()
        run_in_background(lambda: self.store.list_conversations(query),
                          self._show_conversations, owner=self)

    def _show_conversations(self, conversations: list[Conversation]) -> None:
        current = self.conversation.id if self.conversation else None
        self.conversations.clear()
        for conversation in conversations:
            item = QListWidgetItem(conversation.title)
            item.setData(Qt.ItemDataRole.UserRole, conversation)
            item.setToolTip(plain_tooltip(conversation.title))
            self.conversations.addItem(item)
            if conversation.id == current:
                item.setSelected(True)
                self.conversations.setCurrentItem(item)
        self.conversations_loaded.emit()

    def on_new_clicked(self) -> None:
        """Start an empty conversation (stored when the first message is sent)."""
        if self.worker.busy or self.queued is not None:
            return
        self.conversation = None
        self.history = []
        self.chat.clear()
        self.empty_hint.show()
        self.conversations.clearSelection()
        self.input.setFocus()

    def on_conversation_activated(self, item: QListWidgetItem) -> None:
        """Open a stored conversation."""
        conversation: Conversation = item.data(Qt.ItemDataRole.UserRole)
        if self.worker.busy or self.queued is not None or (
                self.conversation and conversation.id == self.conversation.id):
            return
        self.open_conversation(conversation)

    def open_conversation(self, conversation: Conversation) -> None:
        """Show a conversation's stored messages."""
        self.conversation = conversation
        self.chat.clear()
        self.empty_hint.hide()
        run_in_background(lambda: self.store.messages(conversation.id),
                          lambda messages: self._show_history(conversation, messages), owner=self)

    def _show_history(self, conversation: Conversation, messages: list[StoredMessage]) -> None:
        if self.conversation is None or self.conversation.id != conversation.id:
            return
        self.history = [m.for_model() for m in messages if m.in_context]
        aside = any(m.extra.get("set_aside") for m in messages)
        for message in messages:
            if aside and message.role == "user" and not message.extra.get("set_aside"):
                aside = False  # where what the model still reads begins
                self.chat.add_notice(tr(SET_ASIDE_LINE))
            if message.role == "user":
                self.chat.add_user(message.visible or message.content)
            elif message.role == "assistant":
                if message.thinking or message.visible:
                    bubble = self.chat.assistant()
                    if message.thinking:
                        bubble.append_thinking(message.thinking)
                    if message.visible:
                        bubble.set_text(message.visible)
                self.chat.end_assistant()
            elif message.role == "notice":
                self.chat.add_notice(message.visible)
            elif message.role == "tool" and not message.extra.get("hidden"):
                status = message.extra.get("status", "done")
                card = self.chat.add_tool_card(str(message.id), message.extra.get("name", "tool"),
                                               message.extra.get("summary") or
                                               message.extra.get("name", "tool"),
                                               message.extra.get("effect", "read"),
                                               message.extra.get("arguments"))
                card.set_state(status, message.extra.get("result_summary", ""), message.content)
        self.offer_redo()
        self.history_loaded.emit()

    def _conversation_menu(self, position: Any) -> None:
        item = self.conversations.itemAt(position)
        if item is None:
            return
        menu = QMenu(self)
        rename = menu.addAction(tr("Rename…"))
        delete = menu.addAction(tr("Delete"))
        chosen = menu.exec(self.conversations.mapToGlobal(position))
        if chosen is rename:
            self.rename_conversation(item)
        elif chosen is delete:
            self.delete_conversation(item)

    def rename_conversation(self, item: QListWidgetItem, title: str | None = None) -> None:
        """Rename (asks for the title unless given)."""
        conversation: Conversation = item.data(Qt.ItemDataRole.UserRole)
        if title is None:
            title, ok = QInputDialog.getText(self, tr("Rename conversation"), tr("Title"),
                                             text=conversation.title)
            if not ok:
                return
        new_title = title

        def work() -> None:
            self.store.rename_conversation(conversation.id, new_title)

        run_in_background(work, lambda _: self.refresh_conversations(), owner=self)

    def delete_conversation(self, item: QListWidgetItem, confirm: bool = True) -> None:
        """Delete a conversation (asks first)."""
        conversation: Conversation = item.data(Qt.ItemDataRole.UserRole)
        if confirm and QMessageBox.question(
            self, tr("Delete conversation"),
            tr("Delete “{title}”?").format(title=conversation.title),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        ) != QMessageBox.StandardButton.Yes:
            return
        if self.conversation and self.conversation.id == conversation.id:
            self.on_new_clicked()
        run_in_background(lambda: self.store.delete_conversation(conversation.id),
                          lambda _: self.refresh_conversations(), owner=self)

    # -- sending ---------------------------------------------------------------------------
    def on_send_clicked(self) -> None:
        """Send the composer's text."""
        text = self.input.toPlainText().strip()
        if not text or self.worker.busy:
            return
        if self.queued is not None:
            return
        if not self.model_ready:
            if not self.settings.model.path or not self.model_loading:
                self.chat.add_notice(tr(NOT_READY_LINE) if self.settings.model.path else
                                     tr("No model is chosen yet: choose one in Settings."))
                return
            # Loading: the message waits in the chat and goes as soon as the model is ready.
            self.input.clear()
            self._show_sent(text)
            self.queued = text
            self.chat.set_working(tr("Waiting for the model to load… {detail}").format(
                detail=self._loading_detail))
            return
        self.input.clear()
        self.send_text(text)

    def _show_sent(self, text: str) -> None:
        self.chat.offer_redo(False)
        self.empty_hint.hide()
        self.chat.add_user(text)
        self._set_busy(True)
        self._reading = tr("Reading your message")
        self.chat.start_working(tr("{activity}…").format(activity=self._reading))

    def send_text(self, text: str) -> None:
        """Show the user's message and start its task."""
        self._show_sent(text)
        self._begin_task(text)

    def _begin_task(self, text: str) -> None:
        self.chat.set_working(tr("{activity}…").format(activity=self._reading))
        if self.conversation is None:
            title = text.splitlines()[0][:60]
            run_in_background(lambda: self.store.create_conversation(title),
                              lambda conv: self._start(conv, text),
                              lambda err: self._not_started(text, err), owner=self)
        else:
            self._start(self.conversation, text)

    def _not_started(self, text: str, err: Exception) -> None:
        """A new conversation could not be stored (a full disk): nothing runs, the words go
        back into the composer, and the window says why."""
        self._set_busy(False)
        self.chat.stop_working()
        if not self.input.toPlainText().strip():
            self.input.setPlainText(text)
        log.error("a conversation could not be started: %s", err)
        self.chat.add_notice(
            tr("{error} Your message was not sent; it is back in the box below.").format(
                error=err) if isinstance(err, DiskFullError)
            else tr("A new conversation could not be started: {error}").format(error=err))


    def _start(self, conversation: Conversation, text: str) -> None:
        self.conversation = conversation
        self.refresh_conversations()
        self.worker.start_task(TaskRequest(
            conversation.id, tuple(self.history), text,
            self.allowances.get(conversation.id, frozenset())))

    def _last_exchange_changed_something(self) -> bool:
        return any(isinstance(w, ToolCard) and w.state == "done" and w.effect != "read"
                   for w in self.chat.last_exchange())

    def offer_redo(self) -> None:
        """Edit and Regenerate on the last exchange, unless it changed something (a sent mail
        stays sent: asking again is a new message, not a rewrite)."""
        changed = self._last_exchange_changed_something()
        self.chat.offer_redo(not self.worker.busy and not changed,
                             tr(REDO_REFUSED) if changed else "")

    def _take_back_last(self, then: Callable[[str], None]) -> None:
        """Remove the last exchange from the screen, the model's context and the store, then
        call ``then`` with its text (not at all when that cannot be done now)."""
        if (self.worker.busy or self.conversation is None
                or self._last_exchange_changed_something()):
            return None
        users = [i for i, m in enumerate(self.history) if m.get("role") == "user"]
        if users:
            del self.history[users[-1]:]
        text = self.chat.remove_last_exchange()
        conversation_id = self.conversation.id
        self.chat.offer_redo(False)
        # stored first, then the next step: a new task's messages must come after the delete
        run_in_background(lambda: self.store.drop_last_exchange(conversation_id),
                          lambda _: then(text), owner=self)

    def on_regenerate(self) -> None:
        """Regenerate: the last answer is written again, from the same message."""
        def again(text: str) -> None:
            if text:
                self.send_text(text)

        if self.model_ready:
            self._take_back_last(again)

    def on_edit_last(self, _text: str) -> None:
        """Edit: the last message goes back to the composer, its answer goes."""
        def edit(text: str) -> None:
            self.input.setPlainText(text)
            self.input.moveCursor(self.input.textCursor().MoveOperation.End)
            self.input.setFocus()

        self._take_back_last(edit)

    def on_stop_clicked(self) -> None:
        """Stop generation or the loop at once; a pending question is denied; a message
        waiting for the model is not sent."""
        if self.queued is not None:
            self.queued = None
            self.chat.stop_working()
            self.chat.add_notice(tr("Stopped. Your message was not sent."))
            self._set_busy(False)
            return
        if not self.worker.busy:
            return
        self.worker.stop()
        if self.dialog is not None:
            self.dialog.reject()
        self.pending.clear()

    def _set_busy(self, busy: bool) -> None:
        self.send_button.setVisible(not busy)
        self.stop_button.setVisible(busy)
        self.new_button.setEnabled(not busy)

    # -- agent events -----------------------------------------------------------------------
    def on_agent_event(self, event: ev.AgentEvent) -> None:
        """Show one event of the running task."""
        self._show_working(event)
        if isinstance(event, (ev.ToolProposedEvent, ev.AwaitingConfirmationEvent,
                              ev.DecisionEvent, ev.ToolResultEvent)):
            self._update_card(event)
        elif isinstance(event, ev.TokenEvent):
            self.chat.assistant().append_text(event.text)
        elif isinstance(event, ev.ThinkingEvent):
            self.chat.assistant().append_thinking(event.text)
        elif isinstance(event, ev.StepStatsEvent):
            self._show_stats(event)
        elif isinstance(event, ev.AnswerEvent):
            self.chat.assistant().set_text(event.text)
            self.chat.end_assistant()
        elif isinstance(event, ev.ErrorEvent):
            self.chat.add_notice(event.message, content=True)
        elif isinstance(event, ev.CancelledEvent):
            self.chat.add_notice(tr("Stopped."))
        elif isinstance(event, ev.SetAsideEvent):
            self.chat.add_notice(set_aside_notice(event.turns))

    def _show_working(self, event: ev.AgentEvent) -> None:
        """The working row says what is happening now (from the first moment)."""
        if isinstance(event, ev.ReadingEvent):
            long = event.total >= 400  # a short prompt is read in a blink: no bar
            activity = tr("{activity}…").format(activity=self._reading)
            if long:
                activity = tr("{activity} {percent}").format(activity=activity, percent=percent(
                    100 * event.done // max(event.total, 1)))
            self.chat.set_working(activity, event.done, event.total if long else 0)
        elif isinstance(event, ev.ThinkingEvent):
            self.chat.set_working(tr("Thinking…"))
        elif isinstance(event, ev.TokenEvent):
            self.chat.set_working(tr("Writing…"))
        elif isinstance(event, ev.ToolProposedEvent):
            self.chat.set_working(tr("Preparing: {action}").format(
                action=localized(event.summary)))
        elif isinstance(event, ev.AwaitingConfirmationEvent):
            self.chat.set_working(tr("Waiting for you: {action}").format(
                action=localized(event.request.summary)))
        elif isinstance(event, ev.DecisionEvent):
            card = self.chat.cards.get(event.call_id)
            what = card.title.text() if card is not None else event.tool
            self.chat.set_working(tr("Running: {action}").format(action=what) if event.approved
                                  else tr("Going on without it…"))
        elif isinstance(event, ev.ToolResultEvent):
            self._reading = tr("Reading the result")
            self.chat.set_working(tr("Reading the result…"))
        elif isinstance(event, (ev.AnswerEvent, ev.ErrorEvent, ev.CancelledEvent)):
            self.chat.stop_working()

    def _update_card(self, event: ev.ToolProposedEvent | ev.AwaitingConfirmationEvent
                     | ev.DecisionEvent | ev.ToolResultEvent) -> None:
        """A tool card appears, waits for the user, runs, and shows how it ended."""
        if isinstance(event, ev.ToolProposedEvent):
            self.chat.add_tool_card(event.call_id, event.name, event.summary, event.effect,
                                    event.arguments)
            return
        call_id = event.request.call_id if isinstance(event, ev.AwaitingConfirmationEvent) \
            else event.call_id
        card = self.chat.cards.get(call_id)
        if card is None:
            return
        if isinstance(event, ev.AwaitingConfirmationEvent):
            card.set_state("waiting")
        elif isinstance(event, ev.DecisionEvent):
            if event.edited:
                card.show_edited(event.arguments, edited_title(event.summary))
            card.set_state("running" if event.approved else "denied")
        else:
            card.set_state(event.status, event.summary, event.content)

    def _show_stats(self, event: ev.StepStatsEvent) -> None:
        if event.generated_tokens and event.total_s - event.ttft_s > 0.05:
            self.speed_label.setText(tr("{speed} tokens/s").format(
                speed=QLocale().toString(event.tokens_per_second, "f", 1)))
        total = self.n_ctx()
        if total:
            self.context_label.setText(tr("context {used} / {total}").format(
                used=QLocale().toString(event.prompt_tokens), total=QLocale().toString(total)))


    def on_task_done(self, outcome: TaskOutcome) -> None:
        """A task ended: keep its messages and store them."""
        self._set_busy(False)
        self.chat.stop_working()
        if outcome.set_aside:  # the model no longer reads the oldest messages
            del self.history[1:1 + outcome.set_aside]
        self.history.extend(outcome.new_messages)
        if outcome.conversation_id:
            self.allowances[outcome.conversation_id] = outcome.allowances
        self.pending.clear()
        self.offer_redo()
        self.task_finished.emit(outcome)
        if outcome.conversation_id is None:
            return
        conversation_id = outcome.conversation_id
        # the one transcript writer (app/agent/transcript.py) made the entries
        steps = [*self.unsaved]
        if outcome.set_aside:
            steps.append((conversation_id, "set_aside", outcome.set_aside))
        steps += [(conversation_id, "message", entry.as_kwargs()) for entry in outcome.entries]
        self.unsaved = []

        def save() -> None:
            while steps:  # each step leaves the list once it is saved
                owner, kind, value = steps[0]
                if kind == "set_aside":
                    self.store.set_aside(owner, value)
                else:
                    self.store.append_message(owner, **value)
                steps.pop(0)

        def saved(_: object) -> None:
            self.outcome_saved.emit()
            self.refresh_conversations()

        run_in_background(save, saved, self._not_saved(steps), owner=self)

    def _not_saved(self, steps: list[tuple[str, str, Any]]) -> Callable[[Exception], None]:
        """What to do when a conversation's messages could not be saved: on a full disk,
        keep them for the next save and say so; otherwise say so (they stay in the window)."""

        def failed(err: Exception) -> None:
            if isinstance(err, DiskFullError):
                self.unsaved = steps + self.unsaved
                self.chat.add_notice(tr("{error} This conversation stays in the window and is "
                                        "saved with your next message.").format(error=err))
            else:
                log.error("a conversation could not be saved: %s", err)
                self.chat.add_notice(tr("This conversation could not be saved: {error}").format(
                    error=err))

        return failed

    def on_model_status(self, state: str, detail: str) -> None:
        """Model loading progress and errors, in the status bar."""
        self.model_ready = state == "ready"
        self.model_loading = state == "loading"
        if state == "loading":
            self.model_label.setText("⏳ " + detail)
            self._loading_detail = detail
            if self.queued is not None:
                self.chat.set_working(tr("Waiting for the model to load… {detail}").format(
                    detail=detail))
        elif state == "ready":
            self.model_label.setText(f"● {detail}")
            if self.queued is not None:  # the message typed while it loaded goes now
                text, self.queued = self.queued, None
                self._begin_task(text)
        else:
            self.model_label.setText(tr("Model not loaded"))
            self.chat.add_notice(tr("The model could not be loaded: {detail}").format(
                detail=detail))
            if self.queued is not None:
                self.queued = None
                self.chat.stop_working()
                self.chat.add_notice(tr("Your message was not sent: there is no model to read "
                                        "it."))

                self._set_busy(False)

    # -- confirmations ----------------------------------------------------------------------
    def on_confirmation_requested(self, pending: PendingConfirmation) -> None:
        """Queue a question; show it when no other dialog is open."""
        self.pending.append(pending)
        if self.dialog is None:
            self._show_next_confirmation()

    def _show_next_confirmation(self) -> None:
        if not self.pending:
            return
        pending = self.pending.popleft()
        dialog = ConfirmationDialog(pending, self.validator, self)
        self.dialog = dialog
        dialog.finished.connect(lambda _result: self._on_dialog_finished(dialog))
        dialog.open()

    def _on_dialog_finished(self, dialog: ConfirmationDialog) -> None:
        self.confirmer.resolve(dialog.pending.token, dialog.decisions())
        self.dialog = None
        dialog.deleteLater()
        self._show_next_confirmation()

    # -- dialogs ----------------------------------------------------------------------------
    def on_settings_clicked(self) -> None:
        """Open Settings; saved changes are applied and stored by the app."""
        dialog = SettingsDialog(self.settings, self, self.choices)

        def finished(result: int) -> None:
            if result == QDialog.DialogCode.Accepted:
                self.settings = dialog.result_settings()
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

    def _screen_area(self) -> tuple[str, tuple[int, int, int, int]] | None:
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return None
        area = screen.availableGeometry()
        return screen.name(), (area.x(), area.y(), area.width(), area.height())

    def place_on_screen(self) -> None:
        """Fit the window to the screen's available area (at any scaling), where it was last
        time on this screen, else centred at the default size."""
        found = self._screen_area()
        if found is None:
            return
        name, area = found
        saved = (self.store.get_setting(GEOMETRY_KEY, {}) or {}).get(screen_key(name, area))
        # The frame (title bar, borders) is known once shown: the whole frame must fit.
        frame, inner = self.frameGeometry(), self.geometry()
        left, top = inner.x() - frame.x(), inner.y() - frame.y()
        right, bottom = frame.right() - inner.right(), frame.bottom() - inner.bottom()
        client_area = (area[0] + left, area[1] + top, area[2] - left - right,
                       area[3] - top - bottom)
        rect = place(client_area,
                     tuple(saved) if isinstance(saved, list) and len(saved) == 4 else None)
        self.setGeometry(*rect)

    def remember_geometry(self) -> None:
        """Keep the window's place and size for this screen."""
        found = self._screen_area()
        if found is None or self.isMinimized() or self.isMaximized():
            return
        name, area = found
        geometry = self.geometry()
        known = dict(self.store.get_setting(GEOMETRY_KEY, {}) or {})
        known[screen_key(name, area)] = [geometry.x(), geometry.y(), geometry.width(),
                                         geometry.height()]
        try:
            self.store.set_setting(GEOMETRY_KEY, known)
        except DiskFullError as err:  # the window still closes; it opens where it was before
            log.warning("the window's place was not remembered: %s", err)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing remembers where the window was and denies anything pending. With timers,
        reminders or mail to send still to come, BotPsy goes on in the tray (the running
        task stops); otherwise the agent stops and the app ends."""
        self.remember_geometry()
        if self.dialog is not None:
            self.dialog.reject()
        self.pending.clear()
        if self.keep_running():
            event.ignore()
            self.worker.stop()
            from PySide6.QtWidgets import QSystemTrayIcon

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
            from PySide6.QtWidgets import QApplication

            from app.ui import theme

            theme.apply(QApplication.instance(), "system", self.settings.zoom)  # type: ignore[arg-type]

    def update_settings(self, settings: Settings,
                        choices: dict[str, tuple[str, ...]] | None = None) -> None:
        """Take settings changed elsewhere (first run), and what Settings may offer."""
        self.settings = settings
        if choices is not None:
            self.choices = choices
