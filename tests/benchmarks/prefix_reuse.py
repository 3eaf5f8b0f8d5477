"""Benchmark: KV prefix reuse in the embedded backend.

    python -m tests.benchmarks.prefix_reuse

1. A 5-step tool loop with the Qwen2.5 stand-in: per step, the prompt length and the prompt
   tokens llama.cpp actually had to evaluate (the transcript is append-only, so after step 1
   only the tool result and the new turn should be evaluated).
2. Time to first token of a new conversation: cold (empty cache, the whole system+tools prompt
   is read) vs. warm (the system+tools prefix restored from the state saved on disk; the
   restore is included in the time). Median of 3 each, interleaved.
Prints one JSON object as the last line.
"""

from __future__ import annotations

import json
import statistics
import tempfile
import time
from pathlib import Path

from app.agent.backends import GenerationOptions, LlamaBackend
from app.agent.loop import DEFAULT_SYSTEM_PROMPT
from tests.benchmarks.calls_cases import TOOLS
from tests.support.models import qwen_path

OPTIONS = GenerationOptions(temperature=0.0, max_tokens=48)
TOOL_LIST = list(TOOLS.values())
STEP_RESULTS = [
    '{"city": "Paris", "temperature_c": 17, "sky": "sunny"}',
    '{"city": "Rome", "temperature_c": 21, "sky": "clear"}',
    '{"symbol": "AAPL", "price": 231.4}',
    '{"minutes": 10, "status": "started"}',
]


def loop_figures(backend: LlamaBackend) -> dict[str, object]:
    messages: list[dict[str, str]] = [
        {"role": "system", "content": DEFAULT_SYSTEM_PROMPT},
        {"role": "user", "content": "Weather in Paris and Rome, the AAPL price, and a 10 minute "
                                    "timer, one call at a time please."},
    ]
    steps = []
    for step in range(5):
        turn = backend.chat_turn(messages, TOOL_LIST, OPTIONS)
        steps.append({"prompt_tokens": turn.prompt_tokens,
                      "evaluated_tokens": turn.evaluated_tokens})
        messages.append({"role": "assistant", "content": turn.text})
        if step < 4:
            messages.append({"role": "tool", "content": STEP_RESULTS[step]})
    return {
        "steps": steps,
        "prompt_tokens_total": sum(s["prompt_tokens"] for s in steps),
        "prompt_tokens_evaluated": sum(s["evaluated_tokens"] for s in steps),
        "evaluated_after_step1": [s["evaluated_tokens"] for s in steps[1:]],
    }


def first_token_time(backend: LlamaBackend, warm: bool) -> float:
    messages = [{"role": "system", "content": DEFAULT_SYSTEM_PROMPT},
                {"role": "user", "content": "What's the weather in Lisbon?"}]
    backend.llm.reset()
    backend.llm.n_tokens = 0
    start = time.perf_counter()
    if warm:
        status = backend.warm_prefix(DEFAULT_SYSTEM_PROMPT, TOOL_LIST)
        assert status == "restored", status
    backend.chat_turn(messages, TOOL_LIST, GenerationOptions(temperature=0.0, max_tokens=1))
    return time.perf_counter() - start


def main() -> None:
    model, reason = qwen_path()
    if model is None:
        raise SystemExit(f"prefix_reuse: {reason}")
    with tempfile.TemporaryDirectory() as tmp:
        backend = LlamaBackend(model, n_ctx=8192, state_dir=Path(tmp))
        figures: dict[str, object] = {"model": model.name}
        figures["system_prefix_tokens"] = backend.count_tokens(
            backend.format.system_prefix(DEFAULT_SYSTEM_PROMPT, TOOL_LIST))
        figures.update(loop_figures(backend))
        backend.llm.reset()
        assert backend.warm_prefix(DEFAULT_SYSTEM_PROMPT, TOOL_LIST) == "computed"  # saves it
        cold, warm = [], []
        for _ in range(3):
            cold.append(first_token_time(backend, warm=False))
            warm.append(first_token_time(backend, warm=True))
        figures["ttft_cold_s"] = round(statistics.median(cold), 3)
        figures["ttft_warm_s"] = round(statistics.median(warm), 3)
        figures["ttft_speedup"] = round(figures["ttft_cold_s"] / figures["ttft_warm_s"], 1)  # type: ignore[operator]
        figures["state_file_mb"] = round(
            sum(p.stat().st_size for p in Path(tmp).glob("*.state")) / 1e6, 1)
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
