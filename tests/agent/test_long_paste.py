"""Issue 15, item 4 (in part): a paste longer than the model's context says what is wrong and
what to do, and does not ruin the conversation: the refused message is not kept."""

from __future__ import annotations

from typing import Any

import pytest

from app.agent import events as ev
from app.agent.backends import GenerationOptions
from app.agent.loop import Agent, AgentConfig
from app.agent.registry import ToolRegistry
from app.agent.runner import ToolRunner
from tests.support.doubles import ScriptedConfirmer
from tests.support.doubles import SmallContextBackend as SmallContext

PASTE = "Quarterly figures, line by line. " * 1500  # ~48 KB


def agent_for(backend: Any) -> Agent:
    registry = ToolRegistry([])
    return Agent(backend, registry, ToolRunner(registry, ScriptedConfirmer("deny")),
                 AgentConfig(use_grammar=False))


def test_a_paste_too_long_is_refused_kindly_and_not_kept() -> None:
    backend = SmallContext(["Hello! How can I help?"])
    agent = agent_for(backend)
    history: list[dict[str, Any]] = []
    events: list[ev.AgentEvent] = []
    assert agent.run(history, PASTE, sink=events.append) == ""
    [error] = [e for e in events if isinstance(e, ev.ErrorEvent)]
    assert "too long" in error.message and "about 12.4k tokens" in error.message
    assert "reads 8k" in error.message
    assert "not kept" in error.message and "save it as a file" in error.message
    assert [m["role"] for m in history] == ["system"]
    assert agent.run(history, "Hi", sink=events.append) == "Hello! How can I help?"


@pytest.mark.model
def test_with_the_real_model_the_conversation_goes_on(qwen_backend) -> None:  # type: ignore[no-untyped-def]
    agent = agent_for(qwen_backend)
    agent.config.options = GenerationOptions(temperature=0.0, max_tokens=8)
    history: list[dict[str, Any]] = []
    events: list[ev.AgentEvent] = []
    agent.run(history, PASTE, sink=events.append)
    assert any(isinstance(e, ev.ErrorEvent) and "not kept" in e.message for e in events)
    assert [m["role"] for m in history] == ["system"]
    events.clear()
    agent.run(history, "Say hello.", sink=events.append)
    assert not [e for e in events if isinstance(e, ev.ErrorEvent)]
    assert [m["role"] for m in history] == ["system", "user", "assistant"]
