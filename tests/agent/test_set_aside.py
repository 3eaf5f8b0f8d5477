"""Issue 15, item 4: a long conversation keeps going. When it no longer fits the model's
context, its oldest exchanges are set aside (the user is told, and still sees them), the cut
stays put for the next messages, and a reopened conversation gives the model what it read."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from app.agent import events as ev
from app.agent.backends import GenerationOptions
from app.agent.loop import Agent, AgentConfig
from app.agent.registry import ToolRegistry
from app.agent.runner import ToolRunner
from app.agent.transcript import TranscriptRecorder
from app.store.db import Store
from tests.support.doubles import ScriptedConfirmer, SmallContextBackend


def agent_for(backend: Any) -> Agent:
    registry = ToolRegistry([])
    return Agent(backend, registry, ToolRunner(registry, ScriptedConfirmer("deny")),
                 AgentConfig(use_grammar=False))


def chapter(n: int) -> str:
    """About 1,500 tokens of the user's own text (a token is ~4 characters in the double)."""
    return f"Chapter {n}. " + f"Notes for chapter {n}, line by line. " * 160


def talk(agent: Agent, history: list[dict[str, Any]], text: str,
         store: Store, conversation: str) -> list[ev.AgentEvent]:
    """One task, stored the way the window and `botpsy chat` store it."""
    events: list[ev.AgentEvent] = []
    start = len(history)
    recorder = TranscriptRecorder(text)

    def sink(event: ev.AgentEvent) -> None:
        recorder.observe(event)
        events.append(event)

    agent.run(history, text, sink=sink)
    if recorder.set_aside:
        store.set_aside(conversation, recorder.set_aside)
    for entry in recorder.entries(recorder.new_messages(history, start)):
        store.append_message(conversation, **entry.as_kwargs())
    return events


def test_the_oldest_exchanges_are_set_aside_and_the_conversation_goes_on(tmp_path: Path) -> None:
    backend = SmallContextBackend([f"Noted {n}." for n in range(1, 14)])
    agent = agent_for(backend)
    store = Store(tmp_path / "db.sqlite3")
    conversation = store.create_conversation("book").id
    history: list[dict[str, Any]] = []
    cuts: list[int] = []
    for n in range(1, 13):
        events = talk(agent, history, chapter(n), store, conversation)
        assert not [e for e in events if isinstance(e, ev.ErrorEvent)], n
        assert events[-1] == ev.AnswerEvent(f"Noted {n}.")
        for event in events:
            if isinstance(event, ev.SetAsideEvent):
                cuts.append(n)
                assert event.messages == 2 * event.turns  # whole exchanges only
                assert f"set aside the oldest {event.turns} exchanges" in event.notice
    prompts = [call for call in backend.calls if len(str(call)) // 4 <= backend.n_ctx]
    assert len(prompts) == 12  # each message was answered from a prompt that fits
    # Five chapters fill 8k: the first cut comes with the sixth. It frees half the context,
    # so the next three messages are not cut again and each prompt begins with the last.
    assert cuts[0] == 6 and len(cuts) >= 2
    assert all(later - earlier >= 3 for earlier, later in zip(cuts, cuts[1:], strict=False))
    for n, (before, after) in enumerate(zip(prompts, prompts[1:], strict=False), start=2):
        if n not in cuts:
            assert after[:len(before)] == before, n
    after_cut = prompts[cuts[0] - 1]
    assert after_cut[0]["role"] == "system"
    assert len(str(after_cut)) // 4 <= 0.6 * backend.n_ctx
    assert not any("Chapter 1." in str(m["content"]) for m in after_cut)
    # Stored: everything is still there for the user, and the model's view matches.
    stored = store.messages(conversation)
    assert sum(m.role == "user" for m in stored) == 12
    assert [m.for_model() for m in stored if m.in_context] == history
    assert "Chapter 1." in stored[1].content and not stored[1].in_context


def test_a_single_huge_message_is_still_refused_and_nothing_is_set_aside(tmp_path: Path) -> None:
    backend = SmallContextBackend(["Hello."])
    agent = agent_for(backend)
    store = Store(tmp_path / "db.sqlite3")
    conversation = store.create_conversation("x").id
    talk(agent, history := [], "Hi", store, conversation)
    events = talk(agent, history, "Figures. " * 5000, store, conversation)
    assert not [e for e in events if isinstance(e, ev.SetAsideEvent)]
    [error] = [e for e in events if isinstance(e, ev.ErrorEvent)]
    assert "too long" in error.message and "not kept" in error.message
    # what is kept: the first exchange, and the error as the chat showed it (not for the model)
    assert [m.role for m in store.messages(conversation)] == ["system", "user", "assistant",
                                                               "notice"]
    assert [m.role for m in store.messages(conversation) if m.in_context] == [
        "system", "user", "assistant"]


@pytest.mark.model
def test_with_the_real_model_a_long_conversation_goes_on(qwen_gguf: Path, tmp_path: Path) -> None:
    from app.agent.backends import LlamaBackend

    small = LlamaBackend(qwen_gguf, n_ctx=1024)  # a small context: the test reads little
    agent = agent_for(small)
    agent.config.options = GenerationOptions(temperature=0.0, max_tokens=4)
    store = Store(tmp_path / "db.sqlite3")
    conversation = store.create_conversation("long").id
    history: list[dict[str, Any]] = []
    text = "Here is part {n} of my notes: " + "the meeting moved to Thursday, " * 22
    seen: list[ev.SetAsideEvent] = []
    for n in range(1, 8):  # ~200 tokens each against 1,024
        events = talk(agent, history, text.format(n=n), store, conversation)
        assert not [e for e in events if isinstance(e, ev.ErrorEvent)], (n, events[-1])
        seen += [e for e in events if isinstance(e, ev.SetAsideEvent)]
    assert seen, "a conversation of 1,400 tokens never had to set anything aside"
    assert small.count_tokens(str(history)) < small.n_ctx
    assert [m.for_model() for m in store.messages(conversation) if m.in_context] == history
