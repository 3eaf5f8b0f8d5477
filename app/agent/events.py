"""Events the agent loop yields; the CLI and the GUI consume the same stream.

All are frozen dataclasses, so they may cross from the agent thread to the GUI thread.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from app.agent.confirmation import ConfirmationRequest
from app.agent.policies import Verdict


class CallStatus(StrEnum):
    """How one call ended. The values are what the model, the store and the UI read."""

    DONE = "done"  # the tool ran and succeeded
    FAILED = "failed"  # the tool ran (or was approved) and reported an error
    DENIED = "denied"  # the user (or a timeout, Stop's dialog, shutdown) said no
    INVALID = "invalid"  # unknown tool or arguments that do not fit its schema
    CANCELLED = "cancelled"  # Stop came before it ran
    REPEATED = "repeated"  # the same call was already made in this task: not run again


@dataclass(frozen=True)
class TokenEvent:
    """Visible answer text as it streams."""

    text: str


@dataclass(frozen=True)
class ThinkingEvent:
    """Thinking text as it streams (shown collapsed)."""

    text: str


@dataclass(frozen=True)
class ToolProposedEvent:
    """The model proposed a call (not validated or approved yet)."""

    call_id: str
    name: str
    arguments: Any
    effect: str
    summary: str


@dataclass(frozen=True)
class AwaitingConfirmationEvent:
    """A side-effecting call waits for the user."""

    request: ConfirmationRequest


@dataclass(frozen=True)
class DecisionEvent:
    """The user decided about a request."""

    request_id: str
    tool: str
    approved: bool
    call_id: str = ""
    edited: bool = False  # approved after the user changed it: what runs is below
    arguments: Any = None
    summary: str = ""


@dataclass(frozen=True)
class ToolResultEvent:
    """A call finished: done, failed, denied, invalid or cancelled."""

    call_id: str
    name: str
    status: CallStatus
    summary: str
    content: str


@dataclass(frozen=True)
class ReadingEvent:
    """The model is reading the prompt: ``done`` of ``total`` new tokens so far."""

    done: int
    total: int


@dataclass(frozen=True)
class StepStatsEvent:
    """Figures for one model step (status bar, benchmarks)."""

    step: int
    prompt_tokens: int
    evaluated_tokens: int
    generated_tokens: int
    ttft_s: float
    total_s: float

    @property
    def tokens_per_second(self) -> float:
        """Generation speed of this step."""
        gen_time = max(self.total_s - self.ttft_s, 1e-6)
        return self.generated_tokens / gen_time if self.generated_tokens else 0.0


@dataclass(frozen=True)
class SetAsideEvent:
    """The conversation grew past the model's context: its oldest exchanges were set aside.

    ``messages`` were removed from the start of what the model reads (after the system
    prompt); they stay in the conversation for the user to read.
    """

    turns: int
    messages: int

    @property
    def notice(self) -> str:
        """What the chat says when it happens."""
        exchanges = f"{self.turns} exchange{'s' if self.turns != 1 else ''}"
        return (f"This conversation grew longer than BotPsy can read at once, so it set aside "
                f"the oldest {exchanges}. They stay here for you to read; BotPsy no longer "
                "sees them.")


@dataclass(frozen=True)
class AnswerEvent:
    """The final answer of the task."""

    text: str
    thinking: str = ""
    replaced: bool = False  # the model's text was replaced by the outcomes' (endings.py)


@dataclass(frozen=True)
class PolicyEvent:
    """A policy acted (app/agent/policies.py): its typed verdict."""

    verdict: Verdict


@dataclass(frozen=True)
class RoutedEvent:
    """Which areas a request was offered tools of, how they were found ("words",
    "meaning", "actions", "own facts": whether a request that needs no area asks for a fact
    of the user's own life), and what finding them cost (model tokens and seconds; zero for
    words); or ("data language") what writing the request's search words in the language of
    an area's data cost (calls.search_in_data_language)."""

    areas: tuple[str, ...]
    by: str
    evaluated_tokens: int = 0
    generated_tokens: int = 0
    seconds: float = 0.0


@dataclass(frozen=True)
class ErrorEvent:
    """Something went wrong that the user should read (plain words, no traceback)."""

    message: str


@dataclass(frozen=True)
class CancelledEvent:
    """The user stopped the task."""


AgentEvent = (
    TokenEvent | ThinkingEvent | ToolProposedEvent | AwaitingConfirmationEvent | DecisionEvent
    | ToolResultEvent | ReadingEvent | StepStatsEvent | SetAsideEvent | AnswerEvent
    | ErrorEvent | CancelledEvent | PolicyEvent | RoutedEvent
)
