"""Benchmark: generation speed under load, automatic threads against every fixed count.

    python -m tests.benchmarks.threads_load [--model PATH.gguf] [--rounds 4] [--tokens 128]

A laptop is never quiet. For each load — quiet; one core kept busy; every core kept busy at
the lowest priority (``nice 19``); another model process generating beside it — the stand-in
model generates the same answer with llama.cpp's thread count fixed at 1 … cores, and with
BotPsy's automatic choice (app/agent/threads.py). Reported per load and count: decode
tokens per second (the mean of the rounds; the automatic choice learns during them, and its
learning is counted), and the automatic choice against the best fixed count (goal ≥ 0.9).

Prints one JSON object as the last line. Run it alone: it makes its own load.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from app.agent.backends import GenerationOptions, LlamaBackend
from app.agent.threads import physical_cores
from tests.support.models import qwen_path

PROMPT = [{"role": "user", "content": "Count from one to two hundred in words, separated by "
                                      "commas, and nothing else."}]
SPIN = "while True:\n    pass\n"
OTHER_MODEL = """
import sys
from llama_cpp import Llama
llm = Llama(model_path=sys.argv[1], n_ctx=1024, n_threads={cores}, verbose=False)
prompt = llm.tokenize(b"Tell me a very long story about a lighthouse keeper.")
while True:
    for count, _ in enumerate(llm.generate(prompt, temp=0.7)):
        if count > 400:
            break
"""


@contextmanager
def load(kind: str, model: Path) -> Iterator[None]:
    """Keep the machine busy the way ``kind`` says while the block runs."""
    cores = physical_cores()
    commands: list[list[str]] = []
    if kind == "one core busy":
        commands = [[sys.executable, "-c", SPIN]]
    elif kind == "all cores busy (nice 19)":
        commands = [["nice", "-n", "19", sys.executable, "-c", SPIN]] * cores
    elif kind == "another model process":
        commands = [[sys.executable, "-c", OTHER_MODEL.format(cores=cores), str(model)]]
    processes = [subprocess.Popen(c, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                 for c in commands]
    try:
        time.sleep(3 if kind == "another model process" else 0.5)  # its model loads first
        yield
    finally:
        for process in processes:
            process.kill()
            process.wait()


def speed(model: Path, threads: int | None, rounds: int, tokens: int) -> dict[str, Any]:
    """Decode tokens/s with this count (None: automatic), the mean of ``rounds``."""
    backend = LlamaBackend(model, n_ctx=2048, n_threads=threads)
    options = GenerationOptions(temperature=0.0, max_tokens=tokens)
    try:
        backend.chat_turn(PROMPT, [], GenerationOptions(temperature=0.0, max_tokens=8))
        rates = []
        for _ in range(rounds):
            result = backend.chat_turn(PROMPT, [], options)
            decode = max(result.total_s - result.ttft_s, 1e-6)
            rates.append((result.generated_tokens - 1) / decode)
        return {"tokens_per_s": round(sum(rates) / len(rates), 2),
                "rounds": [round(r, 2) for r in rates],
                "final_threads": backend.threads.threads, "changes": backend.threads.changes}
    finally:
        backend.llm.close()


LOADS = ("quiet", "one core busy", "all cores busy (nice 19)", "another model process")


def run(model: Path | None = None, rounds: int = 4, tokens: int = 128,
        loads: tuple[str, ...] = LOADS) -> dict[str, Any]:
    if model is None:
        model, reason = qwen_path()
        if model is None:
            raise SystemExit(f"threads_load: {reason}")
    cores = physical_cores()
    report: dict[str, Any] = {"model": model.name, "cores": cores, "cpus": os.cpu_count(),
                              "load_average_before": os.getloadavg(), "loads": {}}
    for kind in loads:
        with load(kind, model):
            fixed = {count: speed(model, count, rounds, tokens)
                     for count in range(1, cores + 1)}
            auto = speed(model, None, rounds, tokens)
        best = max(fixed, key=lambda count: fixed[count]["tokens_per_s"])
        report["loads"][kind] = {
            "fixed": {str(c): f for c, f in fixed.items()}, "automatic": auto,
            "best_fixed": best,
            "automatic_vs_best": round(auto["tokens_per_s"] / fixed[best]["tokens_per_s"], 3)}
        print(kind, json.dumps(report["loads"][kind]), file=sys.stderr, flush=True)
    quiet = report["loads"].get("quiet")
    busy = report["loads"].get("one core busy")
    if quiet and busy:
        report["one_busy_slowdown_automatic"] = round(
            quiet["automatic"]["tokens_per_s"] / busy["automatic"]["tokens_per_s"], 2)
        report["one_busy_slowdown_all_cores"] = round(
            quiet["fixed"][str(cores)]["tokens_per_s"]
            / busy["fixed"][str(cores)]["tokens_per_s"], 2)
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, default=None)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--tokens", type=int, default=128)
    parser.add_argument("--loads", nargs="*", choices=LOADS, default=list(LOADS))
    args = parser.parse_args()
    print(json.dumps(run(args.model, args.rounds, args.tokens, tuple(args.loads))))


if __name__ == "__main__":
    main()
