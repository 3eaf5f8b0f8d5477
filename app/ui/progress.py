"""What a running task shows: the working row, the tool cards, the answer as it is written,
and the speed and context in the status bar. One agent event at a time (app/agent/events.py).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLocale, QObject, Qt
from PySide6.QtWidgets import QLabel, QStatusBar

from app.agent import events as ev
from app.agent.transcript import edited_title
from app.ui.chat_view import ChatView
from app.ui.i18n import localized, mark_content, percent, tr


def set_aside_notice(turns: int) -> str:
    """What the chat says when the oldest exchanges were set aside (app/agent/events.py)."""
    return tr("This conversation grew longer than BotPsy can read at once, so it set aside the "
              "oldest %Ln exchange(s). They stay here for you to read; BotPsy no longer sees "
              "them.", "", turns)


class StatusLine:
    """The status bar's parts: the model (and its loading), the speed, the context used."""

    def __init__(self, bar: QStatusBar) -> None:
        self.model_label = mark_content(QLabel(tr("No model")))  # mostly the model's name
        self.model_label.setTextFormat(Qt.TextFormat.PlainText)  # a GGUF names itself
        self.speed_label = QLabel("")
        self.context_label = QLabel("")
        bar.addWidget(self.model_label, 1)
        bar.addPermanentWidget(self.speed_label)
        bar.addPermanentWidget(self.context_label)

    def show_model(self, state: str, detail: str) -> None:
        """"loading", "ready" or an error, with the detail the worker gave."""
        self.model_label.setText("⏳ " + detail if state == "loading" else
                                 f"● {detail}" if state == "ready" else tr("Model not loaded"))

    def show_stats(self, event: ev.StepStatsEvent, n_ctx: int) -> None:
        """Tokens a second of the step just written, and how much of the context it used."""
        if event.generated_tokens and event.total_s - event.ttft_s > 0.05:
            self.speed_label.setText(tr("{speed} tokens/s").format(
                speed=QLocale().toString(event.tokens_per_second, "f", 1)))
        if n_ctx:
            self.context_label.setText(tr("context {used} / {total}").format(
                used=QLocale().toString(event.prompt_tokens), total=QLocale().toString(n_ctx)))


class TaskProgress(QObject):
    """Shows one task's events in the chat as they come. A QObject living in the GUI thread,
    so the worker's signals reach it queued, never on the worker's thread."""

    def __init__(self, chat: ChatView, status: StatusLine, n_ctx: Callable[[], int]) -> None:
        super().__init__(chat)
        self.chat = chat
        self.status = status
        self.n_ctx = n_ctx
        self.reading = tr("Reading your message")  # what the next ReadingEvent is about

    def begin(self) -> None:
        """A new message was sent: the working row appears at once."""
        self.reading = tr("Reading your message")
        self.chat.start_working(tr("{activity}…").format(activity=self.reading))

    def resume(self) -> None:
        """The task starts (after the model loaded, or the conversation was stored)."""
        self.chat.set_working(tr("{activity}…").format(activity=self.reading))

    def show(self, event: ev.AgentEvent) -> None:
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
            self.status.show_stats(event, self.n_ctx())
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
            activity = tr("{activity}…").format(activity=self.reading)
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
            self.reading = tr("Reading the result")
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
