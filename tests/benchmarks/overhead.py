"""Benchmark: what BotPsy costs over the raw engine for the very same tokens (issue 29).

    python -m tests.benchmarks.overhead [--model PATH.gguf] [--rounds 3] [--threads N]

Requests go through the real agent (router, policies, grammar, template, prompt reuse, the
real tools of a configured world, a user who approves nothing). Every model step's prompt and
generated token ids are kept; then raw llama-cpp-python replays each step on a fresh context
holding the same cached prefix: it evaluates the same new prompt tokens and, token by token,
evaluates and samples the same number of output tokens (greedy, no grammar). Reported per
request and overall, in seconds:

- ``agent``: the whole ``Agent.run``;
- ``model_steps``: the backend's turns (template, prompt reading, sampling with the grammar);
- ``raw``: the raw replay of the same tokens;
- the app's own parts timed on their own: routing (``router.tools_for``), the grammar build,
  and everything else in the run (policies, tools, events) as the rest;
- ``agent / raw``: the goal is ≤ 1.15.

``--load`` runs it all beside one of threads_load's loads (one core busy, every core busy at
``nice 19``, another model process), both sides under the same load, so the ratio says what
the app costs on a busy laptop.
``--no-grammar`` runs the agent without constrained decoding, to see what the grammar costs;
``--grammar-engine gbnf`` applies it with llama.cpp's own sampler instead of llguidance.
The thread count is fixed for both (``--threads``, the machine's cores by default) so the
governor's learning does not enter the comparison; ``--auto-threads`` gives the agent BotPsy's
automatic choice instead (app/agent/threads.py, what users get), the raw replay keeping
``--threads``: the agent's seconds then say what a user waits under that load. Run it alone;
it prints one JSON object as the last line.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from app.agent.backends import LlamaBackend
from app.agent.constrained import DEFAULT_ENGINE, ENGINES
from app.agent.grammar import build_call_grammar
from app.agent.loop import Agent, AgentConfig
from app.agent.registry import ToolRegistry
from app.agent.runner import TaskContext, ToolRunner
from app.agent.threads import physical_cores
from app.services import build_router
from connectors import build_all_tools
from tests.benchmarks.injection import NobodyApproves
from tests.benchmarks.prompt_budget import world
from tests.benchmarks.threads_load import LOADS
from tests.benchmarks.threads_load import load as busy
from tests.support.models import qwen_path

REQUESTS = ("What is on my calendar tomorrow?", "Set a timer for 10 minutes.",
            "Hello! How are you today?", "Find my notes about the budget.")


def replay(llm: Any, prompt: tuple[int, ...], cached: int, generated: int) -> float:
    """Raw llama-cpp-python: with ``cached`` prompt tokens already in the context (not
    timed), evaluate the rest and write ``generated`` tokens greedily, one by one."""
    llm.reset()
    if cached:
        llm.eval(list(prompt[:cached]))
    started = time.perf_counter()
    llm.eval(list(prompt[cached:]))
    for _ in range(generated):
        token = llm.sample(top_k=1, temp=0.0)
        llm.eval([token])
    return time.perf_counter() - started


def run(model: Path | None = None, rounds: int = 3, threads: int = 0,
        grammar: bool = True, engine: str = DEFAULT_ENGINE,
        load: str = "quiet", auto_threads: bool = False) -> dict[str, Any]:
    if model is None:
        model, reason = qwen_path()
        if model is None:
            raise SystemExit(f"overhead: {reason}")
    threads = threads or physical_cores()
    from llama_cpp import Llama

    from tests.support.memory_keyring import MemoryKeyring, installed

    before = os.getloadavg()
    with installed(MemoryKeyring()), tempfile.TemporaryDirectory() as tmp, \
            busy(load, model):
        backend = LlamaBackend(model, n_ctx=8192, n_threads=None if auto_threads else threads,
                               state_dir=Path(tmp) / "states", grammar_engine=engine)
        raw = Llama(model_path=str(model), n_ctx=8192, n_threads=threads,
                    n_threads_batch=threads, verbose=False)
        registry = ToolRegistry(build_all_tools(world(Path(tmp) / "home")))
        router = build_router(registry)
        turns: list[Any] = []
        chat_turn = backend.chat_turn

        def recording(*args: Any, **kwargs: Any) -> Any:
            started = time.perf_counter()
            result = chat_turn(*args, **kwargs)
            turns.append((result, time.perf_counter() - started))
            return result

        backend.chat_turn = recording  # type: ignore[method-assign]
        agent = Agent(backend, registry, ToolRunner(registry, NobodyApproves()),  # type: ignore[arg-type]
                      AgentConfig(use_grammar=grammar), router=router)
        agent.warm_up()
        rows = []
        for round_index in range(rounds):
            for text in REQUESTS:
                turns.clear()
                started = time.perf_counter()
                agent.run([], text, TaskContext(conversation_id=f"r{round_index}"))
                total = time.perf_counter() - started
                model_s = sum(seconds for _, seconds in turns)
                raw_s = sum(replay(raw, t.prompt_ids, len(t.prompt_ids) - t.evaluated_tokens,
                                   t.generated_tokens) for t, _ in turns)
                started = time.perf_counter()
                tools = router.tools_for([], text)
                routing_s = time.perf_counter() - started
                started = time.perf_counter()
                if tools:
                    build_call_grammar(tools, backend.call_style)
                grammar_s = time.perf_counter() - started
                rows.append({"request": text, "round": round_index, "agent": total,
                             "model_steps": model_s, "raw": raw_s, "routing": routing_s,
                             "grammar_build": grammar_s, "steps": len(turns),
                             "evaluated": sum(t.evaluated_tokens for t, _ in turns),
                             "generated": sum(t.generated_tokens for t, _ in turns)})
        final_threads = backend.threads.threads
        raw.close()
        backend.llm.close()
    later = [r for r in rows if r["round"] > 0] or rows  # the first round fills the caches
    total = {key: sum(r[key] for r in later) for key in
             ("agent", "model_steps", "raw", "routing", "grammar_build")}
    return {
        "model": model.name, "threads": "auto" if auto_threads else threads,
        "raw_threads": threads, "agent_threads_at_the_end": final_threads,
        "grammar": grammar, "engine": engine,
        "load": load, "load_average_before": before, "load_average": os.getloadavg(),
        "requests": len(later),
        "seconds": {k: round(v, 3) for k, v in total.items()},
        "agent_over_raw": round(total["agent"] / total["raw"], 3) if total["raw"] else None,
        "model_steps_over_raw": round(total["model_steps"] / total["raw"], 3)
        if total["raw"] else None,
        "rest_of_the_run_s": round(total["agent"] - total["model_steps"], 3),
        "rows": [{k: (round(v, 3) if isinstance(v, float) else v) for k, v in r.items()}
                 for r in rows],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, default=None)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--threads", type=int, default=0)
    parser.add_argument("--no-grammar", action="store_true",
                        help="the agent without constrained decoding (what the grammar costs)")
    parser.add_argument("--grammar-engine", choices=ENGINES, default=DEFAULT_ENGINE,
                        help="how the grammar is applied (app/agent/constrained.py)")
    parser.add_argument("--load", choices=LOADS, default="quiet",
                        help="what else keeps the machine busy meanwhile")
    parser.add_argument("--auto-threads", action="store_true",
                        help="the agent with BotPsy's automatic thread choice")
    args = parser.parse_args()
    print(json.dumps(run(args.model, args.rounds, args.threads, not args.no_grammar,
                         args.grammar_engine, args.load, args.auto_threads)))


if __name__ == "__main__":
    main()
