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
    assert batches == [EVAL_BATCH]
    assert qwen_backend.llm.n_tokens == EVAL_BATCH < turn.prompt_tokens
    monkeypatch.undo()
    # the next turn reuses what was read, and answers exactly as a fresh evaluation would
    again = qwen_backend.chat_turn(LONG, [], GenerationOptions(max_tokens=8, temperature=0.0),
                                   threading.Event())
    assert again.evaluated_tokens == again.prompt_tokens - EVAL_BATCH
    qwen_backend.cache.reset()
    fresh = qwen_backend.chat_turn(LONG, [], GenerationOptions(max_tokens=8, temperature=0.0))
    assert again.text == fresh.text and again.finish_reason == fresh.finish_reason
