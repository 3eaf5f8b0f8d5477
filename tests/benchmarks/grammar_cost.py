"""Benchmark: what constrained decoding costs per token, for each grammar engine (issue 29).

    python -m tests.benchmarks.grammar_cost [--model PATH.gguf] [--threads 2] [--bfcl 2]

Two families of tool sets: ours (every connector's tools, with four everyday requests) and
BFCL v4's (``--bfcl`` cases per category, the deterministic sample of tests.benchmarks.bfcl).
For each request the model writes one call under the probe grammar (the turn starts with the
call opener, and the grammar holds it to one call of those tools, as app/agent/calls.py's
parallel probe does), greedily, with a fixed thread count, three ways:

- ``free``: no grammar, the same prompt and opener;
- ``gbnf``: llama.cpp's grammar sampler;
- ``llguidance``: the default engine (app/agent/constrained.py).

Reported per family: milliseconds per generated token after the first (the prompt's reading
and the grammar's compilation are before it, and are reported on their own), and each engine's
cost over ``free``. Run it alone: it prints one JSON object as the last line.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from app.agent.backends import GenerationOptions, LlamaBackend
from app.agent.calls import declared_tool
from app.agent.grammar import build_call_grammar
from app.agent.threads import physical_cores
from connectors import build_all_tools
from tests.benchmarks.prompt_budget import world
from tests.support.models import qwen_path

OURS = ("Set a timer for 10 minutes.", "Find my notes about the budget.",
        "Email bob@example.org that I'm running ten minutes late.",
        "What is on my calendar tomorrow?")
ENGINES = ("free", "gbnf", "llguidance")


def requests(root: Path, bfcl_per: int) -> list[dict[str, Any]]:
    """(family, messages, tool schemas, Tool objects) for every request measured."""
    from tests.support.memory_keyring import MemoryKeyring, installed

    with installed(MemoryKeyring()):
        ours = build_all_tools(world(root))
    rows = [{"family": "ours", "messages": [{"role": "user", "content": text}],
             "schemas": [t.openai_schema() for t in ours], "tools": ours} for text in OURS]
    if bfcl_per:
        from tests.benchmarks.bfcl import build_cases

        for case in build_cases(bfcl_per):
            rows.append({"family": "bfcl", "messages": case["messages"],
                         "schemas": case["tools"],
                         "tools": [declared_tool(s) for s in case["tools"]]})
    return rows


def run(model: Path | None = None, threads: int = 0, bfcl_per: int = 2,
        max_tokens: int = 64) -> dict[str, Any]:
    if model is None:
        model, reason = qwen_path()
        if model is None:
            raise SystemExit(f"grammar_cost: {reason}")
    threads = threads or physical_cores()
    with tempfile.TemporaryDirectory() as tmp:
        rows = requests(Path(tmp), bfcl_per)
        backends = {engine: LlamaBackend(model, n_ctx=8192, n_threads=threads,
                                         grammar_engine=engine)
                    for engine in ("gbnf", "llguidance")}
        backends["free"] = backends["gbnf"]
        opener = "<tool_call>\n"
        results = []
        for row in rows:
            style = backends["gbnf"].call_style
            grammar = build_call_grammar(row["tools"], style,
                                         single="tagged" if style != "json" else "fenced")
            prefix = opener if style != "json" else "```json\n"
            measured: dict[str, Any] = {"family": row["family"]}
            for engine in ENGINES:
                backend = backends[engine]
                compile_s = 0.0
                if engine != "free":
                    started = time.perf_counter()
                    backend.constrainer.constraint(grammar)
                    compile_s = time.perf_counter() - started
                options = GenerationOptions(
                    temperature=0.0, max_tokens=max_tokens, assistant_prefix=prefix,
                    grammar=None if engine == "free" else grammar, grammar_lazy=False)
                turn = backend.chat_turn(row["messages"], row["schemas"], options)
                after_first = max(turn.generated_tokens - 1, 0)
                measured[engine] = {
                    "tokens": turn.generated_tokens, "compile_s": round(compile_s, 4),
                    "decode_s": round(turn.total_s - turn.ttft_s, 4),
                    "after_first": after_first,
                    "text": turn.text[:200]}
            results.append(measured)
        for backend in backends.values():
            backend.llm.close()
    summary: dict[str, Any] = {}
    for family in sorted({r["family"] for r in results}):
        chosen = [r for r in results if r["family"] == family]
        per_engine = {}
        for engine in ENGINES:
            seconds = sum(r[engine]["decode_s"] for r in chosen)
            tokens = sum(r[engine]["after_first"] for r in chosen)
            per_engine[engine] = {
                "ms_per_token": round(1000 * seconds / tokens, 2) if tokens else None,
                "tokens": tokens,
                "compile_ms_mean": round(1000 * sum(r[engine]["compile_s"] for r in chosen)
                                         / len(chosen), 1)}
        free = per_engine["free"]["ms_per_token"]
        for engine in ("gbnf", "llguidance"):
            mine = per_engine[engine]["ms_per_token"]
            per_engine[engine]["over_free"] = (round(mine / free - 1, 3)
                                               if mine and free else None)
        summary[family] = {"requests": len(chosen), **per_engine,
                           "same_call": sum(r["gbnf"]["text"] == r["llguidance"]["text"]
                                            for r in chosen)}
    return {"model": model.name, "threads": threads, "load_average": os.getloadavg(),
            "summary": summary, "rows": results}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, default=None)
    parser.add_argument("--threads", type=int, default=0)
    parser.add_argument("--bfcl", type=int, default=2, help="BFCL cases per category (0: none)")
    parser.add_argument("--max-tokens", type=int, default=64)
    args = parser.parse_args()
    result = run(args.model, args.threads, args.bfcl, args.max_tokens)
    for family, figures in result["summary"].items():
        print(family, json.dumps(figures))
    print(json.dumps(result))


if __name__ == "__main__":
    main()
