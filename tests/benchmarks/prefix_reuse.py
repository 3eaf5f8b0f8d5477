"""Benchmark: prompt reuse in the embedded backend, per scenario, for each model given.

    python -m tests.benchmarks.prefix_reuse                      # both test models
    python -m tests.benchmarks.prefix_reuse --model PATH.gguf [--model OTHER.gguf]

For each model, with the product's system prompt and a realistic tool set (the 20 tools of
tests/benchmarks/calls_cases.py):

1. The agent transcript of tests/support/reuse.py (calls, results, a stop-string turn,
   length-ended turns, new user turns, thinking on, a new conversation in the same process, a
   new backend restoring the prefix from disk): per step, the prompt length and the tokens
   llama.cpp really decoded (counted at the decode call); then per scenario the share reused.
2. Time to first token of a new conversation: cold (empty cache, the whole prompt is read) vs
   warm (the system+tools prefix restored from the state on disk, the restore included).
   Median of 3 each, interleaved.
3. The prefix state file's size, and on a hybrid model the size of one checkpoint (with the
   same formula applied to the real 0.8B model's dimensions).

Prints one JSON object per model as a line.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from app.agent.backends import GenerationOptions, LlamaBackend
from app.agent.loop import DEFAULT_SYSTEM_PROMPT
from tests.benchmarks.calls_cases import TOOLS
from tests.support.reuse import run_transcript

TOOL_LIST = list(TOOLS.values())
N_CTX = 8192

# Qwen3.5-0.8B: 24 layers, a full-attention layer every 4th (18 Gated DeltaNet layers), 16
# key and 16 value heads of 128, conv kernel 4. A checkpoint holds each DeltaNet layer's conv
# state ((kernel - 1) x conv_dim) and recurrent state (value heads x 128 x 128), in F32.
REAL_08B = {"recurrent_layers": 18, "key_heads": 16, "value_heads": 16, "head_dim": 128,
            "conv_kernel": 4}


def checkpoint_bytes(recurrent_layers: int, key_heads: int, value_heads: int, head_dim: int,
                     conv_kernel: int) -> int:
    """The recurrent state of one sequence, as llama.cpp keeps it (F32)."""
    conv_dim = 2 * key_heads * head_dim + value_heads * head_dim
    conv = (conv_kernel - 1) * conv_dim * 4
    state = value_heads * head_dim * head_dim * 4
    return recurrent_layers * (conv + state)


def tiny_dimensions(backend: LlamaBackend) -> dict[str, int]:
    """The same dimensions read from a qwen35 GGUF's metadata."""
    meta = backend.llm.metadata
    layers = int(meta["qwen35.block_count"])
    interval = int(meta.get("qwen35.full_attention_interval", 4))
    return {"recurrent_layers": sum(1 for i in range(layers) if (i + 1) % interval),
            "key_heads": int(meta["qwen35.ssm.group_count"]),
            "value_heads": int(meta["qwen35.ssm.time_step_rank"]),
            "head_dim": int(meta["qwen35.ssm.state_size"]),
            "conv_kernel": int(meta["qwen35.ssm.conv_kernel"])}


def first_token_time(backend: LlamaBackend, warm: bool) -> float:
    messages = [{"role": "system", "content": DEFAULT_SYSTEM_PROMPT},
                {"role": "user", "content": "What's the weather in Lisbon?"}]
    backend.cache.reset()
    start = time.perf_counter()
    if warm:
        status = backend.warm_prefix(DEFAULT_SYSTEM_PROMPT, TOOL_LIST)
        assert status == "restored", status
    backend.chat_turn(messages, TOOL_LIST, GenerationOptions(temperature=0.0, max_tokens=1))
    return time.perf_counter() - start


def measure(model: Path) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        states = Path(tmp)
        backend = LlamaBackend(model, n_ctx=N_CTX, state_dir=states)
        figures: dict[str, Any] = {"model": model.name,
                                   "architecture": backend.llm.metadata["general.architecture"],
                                   "hybrid": backend.cache.rewinds_by_checkpoint}
        figures["system_prefix_tokens"] = len(backend._prefix_tokens(
            DEFAULT_SYSTEM_PROMPT, TOOL_LIST, False))
        steps = run_transcript(backend, lambda: LlamaBackend(model, n_ctx=N_CTX, state_dir=states),
                               system=DEFAULT_SYSTEM_PROMPT, tools=TOOL_LIST)
        figures["steps"] = [[s.scenario, s.prompt_tokens, s.evaluated_tokens] for s in steps]
        by_scenario: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        for step in steps[1:]:
            name = step.scenario.split(" (")[0]
            by_scenario[name][0] += step.prompt_tokens
            by_scenario[name][1] += step.evaluated_tokens
        figures["reused_by_scenario"] = {
            name: round(1 - evaluated / prompt, 3) for name, (prompt, evaluated)
            in by_scenario.items()}
        later = steps[1:]
        figures["reused_from_step_2"] = round(
            1 - sum(s.evaluated_tokens for s in later) / sum(s.prompt_tokens for s in later), 3)
        figures["min_step_reuse_from_step_2"] = round(min(s.reused for s in later), 3)
        if backend.cache.rewinds_by_checkpoint:
            sizes = [len(c.data) for c in backend.cache.checkpoints]
            tiny = tiny_dimensions(backend)
            figures["checkpoint_bytes"] = max(sizes)
            figures["checkpoint_bytes_by_formula"] = checkpoint_bytes(**tiny)
            figures["checkpoint_mib_0_8b_by_formula"] = round(
                checkpoint_bytes(**REAL_08B) / 2**20, 1)
            figures["checkpoints_kept"] = len(sizes)
            figures["checkpoints_restored"] = backend.cache.restored
        cold, warm = [], []
        for _ in range(3):
            cold.append(first_token_time(backend, warm=False))
            warm.append(first_token_time(backend, warm=True))
        figures["ttft_cold_s"] = round(statistics.median(cold), 3)
        figures["ttft_warm_s"] = round(statistics.median(warm), 3)
        figures["ttft_speedup"] = round(figures["ttft_cold_s"] / figures["ttft_warm_s"], 1)
        figures["state_file_mb"] = round(
            max(p.stat().st_size for p in states.glob("*.state")) / 1e6, 2)
    return figures


def default_models() -> list[Path]:
    from tests.support.models import qwen_path
    from tests.support.qwen35 import qwen35_path

    found = []
    for locate in (qwen35_path, qwen_path):
        path, reason = locate()
        if path is None:
            raise SystemExit(f"prefix_reuse: {reason}")
        found.append(path)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", action="append", type=Path,
                        help="a GGUF to measure (repeat for several; default: the qwen35 test "
                             "model and the Qwen2.5 stand-in)")
    args = parser.parse_args()
    for model in args.model or default_models():
        print(json.dumps(measure(model)), flush=True)


if __name__ == "__main__":
    main()
