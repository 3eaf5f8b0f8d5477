"""Issue 14, item 3 (in part): Stop interrupts the reading of a long prompt between batches,
not only the writing (it came 100 s late on a laptop before)."""

from __future__ import annotations

import threading

import pytest

from app.agent.backends import EVAL_BATCH, GenerationOptions, LlamaBackend

pytestmark = pytest.mark.model

LONG = [{"role": "system", "content": "You are BotPsy."},
        {"role": "user", "content": "Summarise: " + "The fox jumps over the dog. " * 120}]


def test_stop_during_prompt_evaluation_ends_the_turn_after_one_batch(qwen_backend: LlamaBackend,
                                                                     monkeypatch) -> None:  # type: ignore[no-untyped-def]
    cancel = threading.Event()
    batches: list[int] = []
    real_eval = qwen_backend.llm.eval

    def eval_then_stop(tokens):  # type: ignore[no-untyped-def]
        batches.append(len(tokens))
        real_eval(tokens)
        cancel.set()  # the user presses Stop while the first batch is read

    qwen_backend.cache.reset()
    monkeypatch.setattr(qwen_backend.llm, "eval", eval_then_stop)
    turn = qwen_backend.chat_turn(LONG, [], GenerationOptions(max_tokens=8), cancel)
    assert turn.finish_reason == "cancelled" and turn.text == ""
    # one batch, then Stop (a batch also ends where the system prompt does: its state is
    # saved there for the next conversation)
    assert len(batches) == 1 and batches[0] <= EVAL_BATCH
    read = qwen_backend.llm.n_tokens
    assert read == batches[0] < turn.prompt_tokens
    monkeypatch.undo()
    # the next turn reuses what was read, and answers exactly as a fresh evaluation would
    again = qwen_backend.chat_turn(LONG, [], GenerationOptions(max_tokens=8, temperature=0.0),
                                   threading.Event())
    assert again.evaluated_tokens == again.prompt_tokens - read
    qwen_backend.cache.reset()
    fresh = qwen_backend.chat_turn(LONG, [], GenerationOptions(max_tokens=8, temperature=0.0))
    assert again.text == fresh.text and again.finish_reason == fresh.finish_reason


def test_reading_a_long_prompt_is_reported_batch_by_batch_through_the_loop(
        qwen_backend: LlamaBackend) -> None:
    """Issue 15, item 1: the window can say how far the model has read (real llama.cpp)."""
    from app.agent import events as ev
    from app.agent.loop import Agent
    from app.agent.registry import ToolRegistry
    from app.agent.runner import ToolRunner
    from tests.support.doubles import ScriptedConfirmer

    qwen_backend.cache.reset()
    agent = Agent(qwen_backend, ToolRegistry([]), ToolRunner(ToolRegistry([]),
                                                             ScriptedConfirmer("deny")))
    events: list[ev.AgentEvent] = []
    agent.run([], LONG[1]["content"], sink=events.append)
    reading = [(e.done, e.total) for e in events if isinstance(e, ev.ReadingEvent)]
    stats = next(e for e in events if isinstance(e, ev.StepStatsEvent))
    assert len(reading) >= 3, reading  # a batch at a time, not one report at the end
    assert [done for done, _ in reading] == sorted({done for done, _ in reading})
    assert {total for _, total in reading} == {reading[-1][0]}  # ends at the whole prompt
    assert reading[-1][0] == stats.evaluated_tokens - 1  # all but the token generation reads
    qwen_backend.listen_to_reading(None)
