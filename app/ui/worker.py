"""The agent's Qt worker: runs tasks on its own thread and talks to the GUI by signals.

It lives with the UI: app.agent knows nothing of Qt. Only frozen dataclasses cross threads: agent events,
PendingConfirmation (the requests) and Decisions (the answers). The agent thread waits on a
Future that the GUI resolves; closing the window, Stop, a timeout or shutdown resolve it as
a denial.

Signals:
    agent_event(object): an AgentEvent from the running task.
    task_done(object): TaskOutcome when a task ends (answered, failed or stopped).
    confirmation_requested(object): PendingConfirmation for the GUI to show.
    model_status(str, str): ("loading" | "ready" | "error", detail).
"""

from __future__ import annotations

import logging
import threading
import uuid
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from app.agent import events as ev
from app.agent.backends import load_listener
from app.agent.confirmation import ConfirmationRequest, Decision
from app.agent.loop import Agent
from app.agent.runner import TaskContext
from app.agent.transcript import TranscriptEntry, TranscriptRecorder
from app.ui import i18n
from app.ui.i18n import localized, tr
from connectors.base import said

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class PendingConfirmation:
    """Requests waiting for the user, and the token to answer them with."""

    token: str
    requests: tuple[ConfirmationRequest, ...]
    conversation_id: str | None = None


@dataclass(frozen=True)
class TaskOutcome:
    """How a task ended, and the messages it added to the conversation."""

    conversation_id: str | None
    answer: str
    new_messages: tuple[dict[str, Any], ...]
    cancelled: bool = False
    error: str = ""
    allowances: frozenset[str] = field(default_factory=frozenset)
    set_aside: int = 0  # the oldest messages taken out of the model's context
    not_saved: Exception | None = None  # why TaskRequest.keep_task could not store them


@dataclass(frozen=True)
class TaskRequest:
    """What the GUI asks the worker to do."""

    conversation_id: str | None
    history: tuple[dict[str, Any], ...]
    text: str
    allowances: frozenset[str] = field(default_factory=frozenset)
    #: stores the user's words before the model runs (on the worker's thread, never the
    #: GUI's), after the messages a new conversation starts with (its argument): a task the
    #: app does not live to finish keeps them (Store.append_sent)
    keep_sent: Callable[[list[dict[str, Any]]], object] | None = None
    #: stores the finished task's entries and set-aside count, on the worker's thread,
    #: before the window hears the task ended (so what it shows as finished is stored)
    keep_task: Callable[[tuple[TranscriptEntry, ...], int], None] | None = None


class GuiConfirmer(QObject):
    """A Confirmer whose questions are answered by the GUI thread.

    Signals:
        requested(object): a PendingConfirmation.
    """

    requested = Signal(object)

    def __init__(self, timeout_s: float | None = 600.0) -> None:
        super().__init__()
        self.timeout_s = timeout_s
        self._pending: dict[str, tuple[Future[Sequence[Decision]], PendingConfirmation]] = {}
        self._lock = threading.Lock()
        self._closed = threading.Event()
        self.conversation_id: str | None = None

    def confirm(
        self, requests: Sequence[ConfirmationRequest], cancel: threading.Event
    ) -> Sequence[Decision]:
        """Ask the GUI and wait; Stop, shutdown or the timeout deny."""
        if self._closed.is_set():
            return [r.deny("shutdown") for r in requests]
        pending = PendingConfirmation(uuid.uuid4().hex, tuple(requests), self.conversation_id)
        future: Future[Sequence[Decision]] = Future()
        with self._lock:
            self._pending[pending.token] = (future, pending)
        self.requested.emit(pending)
        waited = 0.0
        try:
            while True:
                if cancel.is_set():
                    return [r.deny("stopped") for r in requests]
                if self._closed.is_set():
                    return [r.deny("shutdown") for r in requests]
                try:
                    return future.result(timeout=0.1)
                except FutureTimeout:
                    waited += 0.1
                    if self.timeout_s is not None and waited >= self.timeout_s:
                        return [r.deny("timeout") for r in requests]
        finally:
            with self._lock:
                self._pending.pop(pending.token, None)

    def resolve(self, token: str, decisions: Sequence[Decision]) -> bool:
        """Answer a pending question (any thread). False if it is no longer waiting."""
        with self._lock:
            entry = self._pending.get(token)
        if entry is None or entry[0].done():
            return False
        entry[0].set_result(tuple(decisions))
        return True

    def close(self) -> None:
        """Shutdown: every waiting and future question is denied."""
        self._closed.set()


class AgentWorker(QObject):
    """Owns the Agent on a worker thread.

    Signals:
        agent_event(object): an AgentEvent of the running task.
        task_done(object): a TaskOutcome.
        model_status(str, str): model state and a detail for the status bar.
    """

    agent_event = Signal(object)
    task_done = Signal(object)
    kept = Signal()  # the words of the task just started are stored (TaskRequest.keep_sent)
    model_status = Signal(str, str)
    _start = Signal(object)
    _load = Signal(object)

    def __init__(self, confirmer: GuiConfirmer) -> None:
        super().__init__()
        self.confirmer = confirmer
        self.agent: Agent | None = None
        self._cancel = threading.Event()
        self._closing = threading.Event()
        self._busy = threading.Event()
        self._thread = QThread()
        self._thread.setObjectName("botpsy-agent")
        self.moveToThread(self._thread)
        self._start.connect(self._run_task)
        self._load.connect(self._load_agent)
        self._thread.start()

    # -- called from the GUI thread ---------------------------------------------------------
    @property
    def busy(self) -> bool:
        """True while a task runs."""
        return self._busy.is_set()

    def load(self, factory: Callable[[], Agent],
             preparing: str = "") -> None:
        """Build the agent (load the model) on the worker thread. ``preparing`` is what the
        status bar says while the tools' prompt is computed (only when it is not saved)."""
        self._load.emit((factory, preparing or tr("Preparing BotPsy for its tools")))

    def start_task(self, request: TaskRequest) -> None:
        """Run a task; its events arrive through signals."""
        self._cancel = threading.Event()
        self._busy.set()
        self._start.emit(request)

    def stop(self) -> None:
        """Stop the running task now (thread-safe)."""
        self._cancel.set()

    def shutdown(self, wait_ms: int = 5000) -> None:
        """Deny everything pending, stop the task, end the thread."""
        self.confirmer.close()
        self._cancel.set()
        self._closing.set()
        self._thread.quit()
        self._thread.wait(wait_ms)

    # -- on the worker thread ------------------------------------------------------------------
    @Slot(object)
    def _load_agent(self, job: tuple[Callable[[], Agent], str]) -> None:
        factory, preparing = job
        self.model_status.emit("loading", tr("Loading the model…"))
        shown = -1

        def hear(progress: float) -> bool:  # llama.cpp reading the model file
            nonlocal shown
            percent = int(progress * 100)
            if percent != shown:
                shown = percent
                self.model_status.emit("loading", tr("Loading the model… {percent}").format(
                    percent=i18n.percent(percent)))
            return not self._closing.is_set()  # quitting stops the load

        token = load_listener.set(hear)
        try:
            try:
                agent = factory()
            finally:
                load_listener.reset(token)
            status = agent.warm_up(lambda done, total: self.model_status.emit(  # real progress
                "loading", tr("{activity} — one time… {percent}").format(
                    activity=preparing, percent=i18n.percent(100 * done // max(total, 1)))))
        except Exception as err:  # shown to the user in plain words; details in the log
            log.exception("model failed to load")
            self.model_status.emit("error", localized(said(err)))  # Qt's translate is
            # thread-safe; a signal would drop the Phrase's template
            return
        self.agent = agent
        name = agent.backend.name
        self.model_status.emit("ready", name if status is None else f"{name}")

    @Slot(object)
    def _run_task(self, request: TaskRequest) -> None:
        history = [dict(m) for m in request.history]
        start = len(history)
        answer, error, cancelled = "", "", False
        allowances = frozenset(request.allowances)
        recorder = TranscriptRecorder(request.text)
        if request.keep_sent is not None:
            try:
                request.keep_sent(self.agent.new_history() if self.agent is not None
                                  and not history else [])
            except Exception:  # a full disk: the task runs; its end says what was not saved
                log.exception("the message could not be stored as sent")
            else:
                self.kept.emit()
        try:
            if self.agent is None:
                error = tr("No model is loaded yet. Choose one in Settings.")
                self.agent_event.emit(ev.ErrorEvent(error))
            else:
                self.confirmer.conversation_id = request.conversation_id
                task = TaskContext(conversation_id=request.conversation_id,
                                   allowances=set(request.allowances), cancel=self._cancel)

                def sink(event: ev.AgentEvent) -> None:
                    nonlocal error, cancelled
                    recorder.observe(event)
                    if isinstance(event, ev.ErrorEvent):
                        error = event.message
                    elif isinstance(event, ev.CancelledEvent):
                        cancelled = True
                    self.agent_event.emit(event)

                answer = self.agent.run(history, request.text, task, sink)
                allowances = frozenset(task.allowances)
        except Exception as err:  # a bug must not kill the worker thread
            log.exception("task failed")
            error = f"Something went wrong ({type(err).__name__}). Details are in the log."
            self.agent_event.emit(ev.ErrorEvent(error))
        finally:
            added = recorder.new_messages(history, start)
            entries = tuple(recorder.entries(added))
            not_saved: Exception | None = None
            try:
                if request.keep_task is not None:
                    request.keep_task(entries, recorder.set_aside)
            except Exception as err:  # a full disk: the window says so, keeps them
                log.warning("a finished task could not be stored: %s", err)
                not_saved = err
            finally:
                self._busy.clear()
            self.task_done.emit(TaskOutcome(request.conversation_id, answer, tuple(added),
                                            cancelled, error, allowances,
                                            recorder.set_aside, not_saved))
