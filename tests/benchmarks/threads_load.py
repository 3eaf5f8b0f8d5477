"""Benchmark: generation speed under load, automatic threads against every fixed count.

    python -m tests.benchmarks.threads_load [--model PATH.gguf] [--rounds 4] [--tokens 128]

A laptop is never quiet. For each load — quiet; one core kept busy; every core kept busy at
the lowest priority (``nice 19``); another model process generating beside it — the stand-in
model generates the same answer with llama.cpp's thread count fixed at 1 … cores, and with
BotPsy's automatic choice (app/agent/threads.py). Reported per load and count: decode
tokens per second (the mean of the rounds; the automatic choice learns during them, and its
learning is counted), and the automatic choice against the best fixed count (goal ≥ 0.9).

``--prompt WORDS`` measures reading prompts instead (llama.cpp's batch evaluation, where long
mails and files spend their time, governed by its own thread count): each round reads a new
mail of about WORDS words and writes one token; reported as prompt tokens per second.

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


def mail(round_index: int, words: int) -> list[dict[str, str]]:
    """A new long mail to summarize (it differs from the first word on: no prompt reuse)."""
    body = " ".join(f"item{(round_index * 7919 + n) % 100_003} of the quarterly budget review"
                    for n in range(words // 6))
    return [{"role": "user", "content": f"Mail {round_index}: {body}\n\nSummarize this mail."}]


def speed(model: Path, threads: int | None, rounds: int, tokens: int,
          prompt_words: int = 0) -> dict[str, Any]:
    """Decode tokens/s with this count (None: automatic), the mean of ``rounds``; with
    ``prompt_words``, prompt tokens read per second instead."""
    backend = LlamaBackend(model, n_ctx=4096 if prompt_words else 2048, n_threads=threads)
    options = GenerationOptions(temperature=0.0, max_tokens=1 if prompt_words else tokens)
    governor = backend.batch_threads if prompt_words else backend.threads
    try:
        backend.chat_turn(PROMPT, [], GenerationOptions(temperature=0.0, max_tokens=8))
        rates = []
        for index in range(rounds):
            if prompt_words:
                result = backend.chat_turn(mail(index, prompt_words), [], options)
                rates.append(result.evaluated_tokens / max(result.ttft_s, 1e-6))
                continue
            result = backend.chat_turn(PROMPT, [], options)
            decode = max(result.total_s - result.ttft_s, 1e-6)
            rates.append((result.generated_tokens - 1) / decode)
        return {"tokens_per_s": round(sum(rates) / len(rates), 2),
                "rounds": [round(r, 2) for r in rates],
                "final_threads": governor.threads, "changes": governor.changes}
    finally:
        backend.llm.close()


LOADS = ("quiet", "one core busy", "all cores busy (nice 19)", "another model process")


def run(model: Path | None = None, rounds: int = 4, tokens: int = 128,
        loads: tuple[str, ...] = LOADS, prompt_words: int = 0) -> dict[str, Any]:
    if model is None:
        model, reason = qwen_path()
        if model is None:
            raise SystemExit(f"threads_load: {reason}")
    cores = physical_cores()
    report: dict[str, Any] = {"model": model.name, "cores": cores, "cpus": os.cpu_count(),
                              "measured": f"reading {prompt_words}-word prompts"
                              if prompt_words else "generating", "loads": {},
                              "load_average_before": os.getloadavg()}
    for kind in loads:
        with load(kind, model):
            fixed = {count: speed(model, count, rounds, tokens, prompt_words)
                     for count in range(1, cores + 1)}
            auto = speed(model, None, rounds, tokens, prompt_words)
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
    parser.add_argument("--prompt", type=int, default=0, metavar="WORDS",
                        help="measure reading prompts of about WORDS words instead")
    args = parser.parse_args()
    print(json.dumps(run(args.model, args.rounds, args.tokens, tuple(args.loads),
                         args.prompt)))


if __name__ == "__main__":
    main()
