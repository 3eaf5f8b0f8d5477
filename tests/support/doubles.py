"""Deterministic doubles: a scripted model and scripted confirmers."""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from app.agent.backends import GenerationOptions, TurnResult
from app.agent.confirmation import ConfirmationRequest, Decision
from connectors.base import Effect, Preview, PreviewField, Provenance, Tool, ToolResult


class ScriptedBackend:
    """Plays back model turns; records the prompts it was given.

    Each script item is a string (the raw text of a turn) or a callable taking the messages.
    """

    name = "scripted"
    call_style = "hermes"

    def __init__(self, turns: Sequence[str | Callable[[list[dict[str, Any]]], str]],
                 chunk: int = 4) -> None:
        self.turns = list(turns)
        self.calls: list[list[dict[str, Any]]] = []
        self.grammars: list[str | None] = []  # the grammar each turn was given
        self.chunk = chunk
        self.before_token: Callable[[int], None] | None = None

    def chat_turn(self, messages, tools, options: GenerationOptions, cancel=None, on_text=None):  # type: ignore[no-untyped-def]
        self.calls.append([dict(m) for m in messages])
        self.grammars.append(options.grammar)
        if not self.turns:
            raise AssertionError("the scripted model ran out of turns")
        turn = self.turns.pop(0)
        text = turn(self.calls[-1]) if callable(turn) else turn
        produced = ""
        finish = "stop"
        for index in range(0, len(text), self.chunk):
            if cancel is not None and cancel.is_set():
                finish = "cancelled"
                break
            if self.before_token:
                self.before_token(index)
            piece = text[index:index + self.chunk]
            produced += piece
            if on_text:
                on_text(piece)
        return TurnResult(text=produced, finish_reason=finish, prompt_tokens=len(str(messages)),
                          evaluated_tokens=1, generated_tokens=len(produced))


class SmallContextBackend(ScriptedBackend):
    """A scripted model with an 8k context (a token is ~4 characters here): a prompt that
    does not fit raises ContextOverflowError, as llama.cpp's backend does."""

    n_ctx = 8192

    def count_tokens(self, text: str) -> int:
        return len(text) // 4

    def chat_turn(self, messages, tools, options, cancel=None, on_text=None):  # type: ignore[no-untyped-def]
        from app.agent.backends import ContextOverflowError

        size = sum(len(str(m.get("content", ""))) for m in messages) // 4
        if size > self.n_ctx:
            raise ContextOverflowError(size, self.n_ctx)
        return super().chat_turn(messages, tools, options, cancel, on_text)


class ScriptedConfirmer:
    """Answers confirmation requests with a policy; records what it was shown."""

    def __init__(self, policy: Callable[[ConfirmationRequest], Decision | None] | str = "deny"):
        self.seen: list[ConfirmationRequest] = []
        self.policy = policy

    def confirm(self, requests: Sequence[ConfirmationRequest], cancel: threading.Event):  # type: ignore[no-untyped-def]
        self.seen.extend(requests)
        answers = []
        for request in requests:
            if self.policy == "approve":
                answers.append(request.approve())
            elif self.policy == "deny":
                answers.append(request.deny())
            elif callable(self.policy):
                answer = self.policy(request)
                if answer is not None:
                    answers.append(answer)
        return answers


class Recorder:
    """A tool function that records each call."""

    def __init__(self, result: Any = "ok", untrusted: Provenance | None = None,
                 error: Exception | None = None) -> None:
        self.calls: list[dict[str, Any]] = []
        self.result = result
        self.untrusted = untrusted
        self.error = error

    def __call__(self, **kwargs: Any) -> ToolResult:
        self.calls.append(kwargs)
        if self.error is not None:
            raise self.error
        return ToolResult(self.result, untrusted=self.untrusted, summary="recorded")


def send_tool(recorder: Recorder, name: str = "mail_send", effect: Effect = Effect.SEND) -> Tool:
    """A side-effecting test tool shaped like mail_send."""

    def preview(args: Mapping[str, Any]) -> Preview:
        return Preview("mail", (PreviewField("To", ", ".join(args["to"])),
                                PreviewField("Subject", args.get("subject", "")),
                                PreviewField("Body", args.get("body", ""), long=True)),
                       account="work")

    return Tool(
        name=name,
        description="Send an email.",
        parameters={"type": "object", "properties": {
            "to": {"type": "array", "items": {"type": "string"}, "minItems": 1},
            "subject": {"type": "string"},
            "body": {"type": "string"},
            "priority": {"type": "integer", "minimum": 1, "maximum": 5},
        }, "required": ["to", "subject", "body"], "additionalProperties": False},
        effect=effect,
        function=recorder,
        summarize=lambda a: f"Send '{a.get('subject', '')}' to {', '.join(a.get('to', []))}",
        preview=preview,
    )


def read_tool(recorder: Recorder, name: str = "mail_read") -> Tool:
    """A READ test tool shaped like mail_read."""
    return Tool(
        name=name,
        description="Read an email by id.",
        parameters={"type": "object", "properties": {"id": {"type": "integer"}},
                    "required": ["id"]},
        effect=Effect.READ,
        function=recorder,
    )
