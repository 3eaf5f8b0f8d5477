"""One transcript writer for every front end: what a task adds to a conversation, as stored.

The window and `botpsy chat` both store a task through a :class:`TranscriptRecorder`, which
watches the loop's own events while the task runs and then turns the task's new messages into
:class:`TranscriptEntry` rows: the raw message the model reads (``content`` and the keys of
``MODEL_KEYS``), plus what the user saw — the user's own words without the ``[Now: …]`` line,
the answer without call markup, the thinking, and every tool card with its real status and
result line. A conversation held in the terminal therefore reopens in the window exactly as
it would have looked there, and is found by the conversation search.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from app.agent import events as ev
from app.agent.parsing import parse_output

MODEL_KEYS = ("tool_calls", "tool_call_id", "name", "untrusted", "refused", "routed",
              "app_answer")
STOPPED_LINE = "Stopped."


def edited_title(summary: str) -> str:
    """A card's title once the user edited the call."""
    return f"{summary} (edited by you)"


@dataclass(frozen=True)
class TranscriptEntry:
    """One stored message: what the model reads, and what the user saw."""

    role: str
    content: str
    visible: str = ""
    thinking: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    def as_kwargs(self) -> dict[str, Any]:
        """Keyword arguments for ``Store.append_message``."""
        return {"role": self.role, "content": self.content, "visible": self.visible,
                "thinking": self.thinking, "extra": dict(self.extra)}


@dataclass
class _Card:
    name: str
    summary: str
    effect: str
    arguments: Any = None
    status: str = "proposed"
    result: str = ""


class TranscriptRecorder:
    """Watches one task's events (``observe`` is a sink) and writes its entries."""

    def __init__(self, user_text: str) -> None:
        self.user_text = user_text
        self.cards: dict[str, _Card] = {}
        self.answer: str | None = None
        self.set_aside = 0  # old messages the loop took out of the model's context
        self.notices: list[str] = []  # errors and "Stopped.", as the chat showed them
        self.verdicts: list[dict[str, str]] = []  # the policies that acted in the task

    def new_messages(self, history: list[dict[str, Any]], start: int) -> list[dict[str, Any]]:
        """What the task added to ``history``, which had ``start`` messages before it (some of
        them may since have been set aside)."""
        return history[start - self.set_aside:]

    def observe(self, event: ev.AgentEvent) -> None:
        """Remember what the user is shown of this event."""
        if isinstance(event, ev.ToolProposedEvent):
            self.cards[event.call_id] = _Card(event.name, event.summary, event.effect,
                                              event.arguments)
        elif isinstance(event, ev.DecisionEvent) and event.call_id in self.cards:
            card = self.cards[event.call_id]
            card.status = "running" if event.approved else "denied"
            if event.edited:  # what ran is what the user made of it
                card.arguments, card.summary = event.arguments, edited_title(event.summary)
        elif isinstance(event, ev.ErrorEvent):
            self.notices.append(event.message)
        elif isinstance(event, ev.CancelledEvent):
            self.notices.append(STOPPED_LINE)
        elif isinstance(event, ev.ToolResultEvent):
            card = self.cards.setdefault(event.call_id, _Card(event.name, event.name, "read"))
            card.status, card.result = event.status, event.summary
        elif isinstance(event, ev.AnswerEvent):
            self.answer = event.text
        elif isinstance(event, ev.SetAsideEvent):
            self.set_aside += event.messages
        elif isinstance(event, ev.PolicyEvent):
            self.verdicts.append(event.verdict.to_dict())

    def entries(self, messages: list[dict[str, Any]]) -> list[TranscriptEntry]:
        """The entries for the messages the task added (in order)."""
        out: list[TranscriptEntry] = []
        final = max((i for i, m in enumerate(messages) if m.get("role") == "assistant"),
                    default=-1)
        for index, message in enumerate(messages):
            role, content = str(message.get("role", "")), str(message.get("content") or "")
            extra = {key: message[key] for key in MODEL_KEYS if key in message}
            if role == "user":
                out.append(TranscriptEntry(role, content, self.user_text, "", extra))
            elif role == "assistant":
                parsed = parse_output(content)
                # The answer as the chat showed it (with what the reads found, when the app
                # wrote it); the model reads ``content``.
                shown = self.answer if index == final and self.answer else parsed.content
                if index == final and self.verdicts:  # kept with the answer, never read by the model
                    extra["policies"] = list(self.verdicts)
                out.append(TranscriptEntry(role, content, shown, parsed.thinking, extra))
            elif role == "tool":
                card = self.cards.get(str(message.get("tool_call_id", "")))
                if card is None:  # the loop's note on unreadable call markup: no card live
                    extra["hidden"] = True
                else:
                    extra.update(name=card.name, summary=card.summary, effect=card.effect,
                                 arguments=card.arguments, status=card.status,
                                 result_summary=card.result)
                out.append(TranscriptEntry(role, content, "", "", extra))
            else:
                out.append(TranscriptEntry(role, content, "", "", extra))
        # The chat's notices, kept for the user (never read by the model: role "notice")
        out.extend(TranscriptEntry("notice", "", notice) for notice in self.notices)
        return out
