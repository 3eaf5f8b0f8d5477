"""The chat column: one conversation on screen, its composer, and the tasks it runs.

It keeps what the model reads of the open conversation (its history and the allowances the
user gave in it), starts a task for each message, shows the task through TaskProgress, stores
what the task added, and offers Edit and Regenerate on the last exchange. Nothing here waits:
the agent runs on its worker thread and the database in the background pool.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from app.agent.transcript import TranscriptEntry
from app.store.db import Conversation, DiskFullError, Store, StoredMessage
from app.ui.background import run_in_background
from app.ui.chat_view import ChatView, ToolCard
from app.ui.composer import ComposerBar
from app.ui.i18n import QT_TR_NOOP, localized, tr
from app.ui.progress import StatusLine, TaskProgress
from app.ui.worker import AgentWorker, TaskOutcome, TaskRequest
from connectors.base import said

log = logging.getLogger(__name__)

NOT_READY_LINE = QT_TR_NOOP("The model is not loaded (the status bar says why): choose another "
                            "one in Settings, or check its file.")
REDO_REFUSED = QT_TR_NOOP("This request changed something (see the Action journal), so it "
                          "cannot be rewritten: send a new message instead.")
SET_ASIDE_LINE = QT_TR_NOOP("The messages above were set aside to keep this conversation going: "
                            "BotPsy no longer sees them.")

Step = tuple[str, str, Any]  # (conversation id, "message" | "set_aside", what to store)


class NotSaved(Exception):
    """A finished task's messages could not be stored: why, and what is still to save."""

    def __init__(self, steps: list[Step], cause: Exception) -> None:
        super().__init__(str(cause))
        self.steps, self.cause = steps, cause


def save_steps(store: Store, steps: list[Step]) -> None:
    """Store what finished tasks left (set-asides, messages); each step leaves ``steps``
    once it is saved, so what is left on an error is what is still to save."""
    while steps:
        owner, kind, value = steps[0]
        if kind == "set_aside":
            store.set_aside(owner, value)
            steps.pop(0)
            continue
        # a task's messages together, in place of the words kept as sent
        run = 1
        while run < len(steps) and steps[run][:2] == (owner, "message"):
            run += 1
        store.append_task(owner, [value for _, _, value in steps[:run]])
        del steps[:run]


def keeper(store: Store, conversation_id: str, unsaved: list[Step]
           ) -> Callable[[tuple[TranscriptEntry, ...], int], None]:
    """What stores a finished task (run on the worker's thread), after what a full disk kept
    back earlier: NotSaved, with what is still to save, when it could not."""
    def keep(entries: tuple[TranscriptEntry, ...], set_aside: int) -> None:
        steps = [*unsaved]
        if set_aside:
            steps.append((conversation_id, "set_aside", set_aside))
        steps += [(conversation_id, "message", entry.as_kwargs()) for entry in entries]
        try:
            save_steps(store, steps)
        except Exception as err:
            raise NotSaved(steps, err) from err
    return keep


class ChatColumn(QWidget):
    """The conversation, the hint shown while it is empty, and the composer.

    Signals:
        conversation_changed(object): the open conversation's id (None: a new one).
        stored(): the conversation list changed (a conversation began or grew).
        busy_changed(bool): a task started or ended.
        history_loaded(): a stored conversation is shown.
        outcome_saved(): a finished task's messages are stored.
        task_finished(object): a finished task is shown (a TaskOutcome).
    """

    conversation_changed = Signal(object)
    stored = Signal()
    busy_changed = Signal(bool)
    history_loaded = Signal()
    outcome_saved = Signal()
    task_finished = Signal(object)

    def __init__(self, store: Store, worker: AgentWorker, status: StatusLine,
                 n_ctx: Callable[[], int], model_path: Callable[[], str]) -> None:
        super().__init__()
        self.store = store
        self.worker = worker
        self.model_path = model_path  # the chosen model's file ("" when none), as set now
        self.conversation: Conversation | None = None
        self.history: list[dict[str, Any]] = []
        self.allowances: dict[str, frozenset[str]] = {}
        self.unsaved: list[Step] = []  # what a full disk kept from the database, in order
        self.model_ready = False
        self.model_loading = False
        self._loading_detail = ""
        self.queued: str | None = None  # a message typed while the model loads
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 12)
        self.chat = ChatView()
        self.chat.edit_requested.connect(self.on_edit_last)
        self.chat.regenerate_requested.connect(self.on_regenerate)
        column.addWidget(self.chat, 1)
        self.progress = TaskProgress(self.chat, status, n_ctx)
        self.empty_hint = QLabel(tr("Ask BotPsy anything — “find the PDF about the lease in my "
                                    "Documents”, “draft a note to Sam”. You approve every "
                                    "change."))
        self.empty_hint.setObjectName("Muted")
        self.empty_hint.setWordWrap(True)
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(self.empty_hint)
        self.composer = ComposerBar()
        self.composer.send_requested.connect(self.on_send_clicked)
        holder = QHBoxLayout()
        holder.setContentsMargins(32, 0, 32, 0)
        holder.addWidget(self.composer)
        column.addLayout(holder)
        worker.agent_event.connect(self.progress.show)
        worker.task_done.connect(self.on_task_done)

    @property
    def idle(self) -> bool:
        """No task runs and no message waits for the model."""
        return not self.worker.busy and self.queued is None

    # -- which conversation ---------------------------------------------------------------
    def new_conversation(self) -> None:
        """An empty conversation (stored when its first message is sent)."""
        if not self.idle:
            return
        self.conversation = None
        self.history = []
        self.chat.clear()
        self.empty_hint.show()
        self.conversation_changed.emit(None)
        self.composer.input.setFocus()

    def open_conversation(self, conversation: Conversation) -> None:
        """Show a stored conversation (not while a task runs; not the one already open)."""
        if not self.idle or (self.conversation and conversation.id == self.conversation.id):
            return
        self.conversation = conversation
        self.conversation_changed.emit(conversation.id)
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
            self.chat.add_stored(message)
        self.offer_redo()
        self.history_loaded.emit()

    # -- sending ---------------------------------------------------------------------------
    def on_send_clicked(self) -> None:
        """Send the composer's text (or keep it until the model is loaded)."""
        text = self.composer.text()
        if not text or not self.idle:
            return
        if not self.model_ready:
            if not self.model_path() or not self.model_loading:
                self.chat.add_notice(tr(NOT_READY_LINE) if self.model_path() else
                                     tr("No model is chosen yet: choose one in Settings."))
                return
            # Loading: the message waits in the chat and goes as soon as the model is ready.
            self.composer.input.clear()
            self._show_sent(text)
            self.queued = text
            self.chat.set_working(tr("Waiting for the model to load… {detail}").format(
                detail=self._loading_detail))
            return
        self.composer.input.clear()
        self.send_text(text)

    def _show_sent(self, text: str) -> None:
        self.chat.offer_redo(False)
        self.empty_hint.hide()
        self.chat.add_user(text)
        self._set_busy(True)
        self.progress.begin()

    def send_text(self, text: str) -> None:
        """Show the user's message and start its task."""
        self._show_sent(text)
        self._begin_task(text)

    def _begin_task(self, text: str) -> None:
        self.progress.resume()
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
        if not self.composer.text():
            self.composer.input.setPlainText(text)
        log.error("a conversation could not be started: %s", err)
        self.chat.add_notice(
            tr("{error} Your message was not sent; it is back in the box below.").format(
                error=localized(said(err))) if isinstance(err, DiskFullError)
            else tr("A new conversation could not be started: {error}").format(error=err))

    def _start(self, conversation: Conversation, text: str) -> None:
        if self.conversation is None or self.conversation.id != conversation.id:
            self.conversation = conversation
            self.conversation_changed.emit(conversation.id)
        self.stored.emit()
        # Stored on the worker's thread, in order (never the GUI's): the words as sent, before
        # the model answers, and the task's messages in their place before the window shows
        # the task finished; with them what a full disk kept back earlier
        unsaved, self.unsaved = self.unsaved, []
        self.worker.start_task(TaskRequest(
            conversation.id, tuple(self.history), text,
            self.allowances.get(conversation.id, frozenset()),
            lambda first: self.store.append_sent(conversation.id, text, first),
            keeper(self.store, conversation.id, unsaved)))

    def stop(self) -> None:
        """Stop generation or the loop at once; a message waiting for the model is not sent."""
        if self.queued is not None:
            self.queued = None
            self.chat.stop_working()
            self.chat.add_notice(tr("Stopped. Your message was not sent."))
            self._set_busy(False)
        elif self.worker.busy:
            self.worker.stop()

    def _set_busy(self, busy: bool) -> None:
        self.composer.set_busy(busy)
        self.busy_changed.emit(busy)

    # -- Edit and Regenerate ------------------------------------------------------------------
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
        if self.model_ready:
            self._take_back_last(lambda text: self.send_text(text) if text else None)

    def on_edit_last(self, _text: str = "") -> None:
        """Edit: the last message goes back to the composer, its answer goes."""
        self._take_back_last(self.composer.put_back)

    # -- a task ends -------------------------------------------------------------------------
    def on_task_done(self, outcome: TaskOutcome) -> None:
        """A task ended: keep its messages and store them."""
        self._set_busy(False)
        self.chat.stop_working()
        if outcome.set_aside:  # the model no longer reads the oldest messages
            del self.history[1:1 + outcome.set_aside]
        self.history.extend(outcome.new_messages)
        if outcome.conversation_id:
            self.allowances[outcome.conversation_id] = outcome.allowances
        self.offer_redo()
        self.task_finished.emit(outcome)  # stored already (TaskRequest.keep_task), or not
        if outcome.conversation_id is None:
            return
        if outcome.not_saved is None:
            self.outcome_saved.emit()
            self.stored.emit()
        else:
            self._not_saved(outcome.not_saved)

    def _not_saved(self, failure: Exception) -> None:
        """A conversation's messages could not be saved: on a full disk, keep them for the
        next save and say so; otherwise say so (they stay in the window)."""
        err = failure.cause if isinstance(failure, NotSaved) else failure
        if isinstance(err, DiskFullError) and isinstance(failure, NotSaved):
            self.unsaved = failure.steps + self.unsaved
            self.chat.add_notice(tr("{error} This conversation stays in the window and is "
                                    "saved with your next message.").format(
                                        error=localized(said(err))))
        else:
            log.error("a conversation could not be saved: %s", err)
            self.chat.add_notice(tr("This conversation could not be saved: {error}").format(
                error=err))

    # -- the model -----------------------------------------------------------------------------
    def on_model_status(self, state: str, detail: str) -> None:
        """The model loads, is ready, or failed: a message typed meanwhile goes or is dropped."""
        self.model_ready = state == "ready"
        self.model_loading = state == "loading"
        if state == "loading":
            self._loading_detail = detail
            if self.queued is not None:
                self.chat.set_working(tr("Waiting for the model to load… {detail}").format(
                    detail=detail))
        elif state == "ready":
            if self.queued is not None:  # the message typed while it loaded goes now
                text, self.queued = self.queued, None
                self._begin_task(text)
        else:
            self.chat.add_notice(tr("The model could not be loaded: {detail}").format(
                detail=detail))
            if self.queued is not None:
                self.queued = None
                self.chat.stop_working()
                self.chat.add_notice(tr("Your message was not sent: there is no model to read "
                                        "it."))
                self._set_busy(False)

