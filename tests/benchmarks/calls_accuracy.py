"""Benchmark: tool-calling accuracy of `botpsy calls` vs. plain llama-cpp-python.

    python -m tests.benchmarks.calls_accuracy [--limit N] [--skip-grammar]

Runs our 64 cases (tests/benchmarks/calls_cases.py) with the Qwen2.5-Coder-0.5B stand-in:
- botpsy: `botpsy calls` as users run it (a subprocess), default settings (lazy grammar);
- botpsy_grammar_full: the same with `--grammar full` (grammar on every token);
- botpsy_no_probe: without asking the model for further parallel calls (`--no-probe`);
- botpsy_no_grammar: neither grammar nor probe (`--grammar off --no-probe`);
- plain: llama-cpp-python `create_chat_completion(messages, tools=...)`, structured calls only;
- plain+extractor: the same generation plus a hand-written JSON extractor on the text.
Prints a table, then one JSON object of figures as the last line.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tests.benchmarks.calls_cases import build_cases, case_correct
from tests.support.models import qwen_path

CATEGORIES = ("single", "multiple", "parallel", "none")


def run_botpsy(model: Path, cases: list[dict[str, Any]], extra: list[str]) -> dict[str, list]:
    with tempfile.TemporaryDirectory() as tmp:
        source, out = Path(tmp) / "cases.jsonl", Path(tmp) / "predictions.jsonl"
        source.write_text("".join(json.dumps({k: case[k] for k in ("id", "messages", "tools")})
                                  + "\n" for case in cases))
        subprocess.run([sys.executable, "-m", "app", "calls", "--model", str(model), "--in",
                        str(source), "--out", str(out), "--ctx", "4096", *extra],
                       check=True, stderr=subprocess.DEVNULL, env={"BOTPSY_HOME": tmp,
                                                                   **_env()})
        predictions = [json.loads(line) for line in out.read_text().splitlines() if line]
    return {p["id"]: p["calls"] for p in predictions}


def _env() -> dict[str, str]:
    import os

    return {k: v for k, v in os.environ.items() if k != "BOTPSY_HOME"}


def extract_json_calls(text: str) -> list[dict[str, Any]]:
    """The hand-written extractor a developer would write first: the first JSON object."""
    match = re.search(r"\{.*\}", text, re.S)
    if not match:
        return []
    try:
        value = json.loads(match.group(0))
    except ValueError:
        return []
    if isinstance(value, dict) and "name" in value:
        return [{"name": value["name"], "arguments": value.get("arguments", {})}]
    return []


def run_plain(model: Path, cases: list[dict[str, Any]]) -> tuple[dict[str, list], dict[str, list]]:
    from llama_cpp import Llama

    llm = Llama(model_path=str(model), n_ctx=4096, verbose=False, seed=1234)
    structured: dict[str, list] = {}
    extracted: dict[str, list] = {}
    for case in cases:
        response = llm.create_chat_completion(messages=case["messages"], tools=case["tools"],
                                              temperature=0.0, max_tokens=384)
        message = response["choices"][0]["message"]
        calls = []
        for call in message.get("tool_calls") or []:
            arguments = call["function"]["arguments"]
            try:
                arguments = json.loads(arguments)
            except (TypeError, ValueError):
                pass
            calls.append({"name": call["function"]["name"], "arguments": arguments})
        structured[case["id"]] = calls
        extracted[case["id"]] = calls or extract_json_calls(message.get("content") or "")
    return structured, extracted


def score(cases: list[dict[str, Any]], predictions: dict[str, list]) -> dict[str, float]:
    result: dict[str, float] = {}
    for category in CATEGORIES:
        subset = [c for c in cases if c["category"] == category]
        if subset:
            good = sum(case_correct(predictions.get(c["id"], []), c["expected"]) for c in subset)
            result[category] = round(good / len(subset), 3)
    good = sum(case_correct(predictions.get(c["id"], []), c["expected"]) for c in cases)
    result["overall"] = round(good / len(cases), 3)
    return result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--limit", type=int, default=0, help="cases per category (0 = all)")
    parser.add_argument("--skip-grammar", action="store_true",
                        help="only the default configuration and the plain loop")
    parser.add_argument("--cases", choices=("ours", "heldout", "fresh"), default="ours",
                        help="the first 64 cases, the domain set written later "
                        "(tests/benchmarks/calls_heldout.py, scored per half), or the "
                        "second never-tuned domain set (tests/benchmarks/calls_fresh.py)")
    args = parser.parse_args()
    model, reason = qwen_path()
    if model is None:
        raise SystemExit(f"calls_accuracy: {reason}")
    if args.cases == "heldout":
        from tests.benchmarks.calls_heldout import build_cases as heldout_cases

        cases = heldout_cases()
    elif args.cases == "fresh":
        from tests.benchmarks.calls_fresh import build_cases as fresh_cases

        cases = fresh_cases()
    else:
        cases = build_cases()
    if args.limit:
        cases = [c for cat in CATEGORIES for c in cases if c["category"] == cat][: 0] + [
            c for cat in CATEGORIES for c in [x for x in cases if x["category"] == cat][: args.limit]
        ]
    figures: dict[str, Any] = {"cases": len(cases), "model": model.name}
    timings: dict[str, float] = {}
    runs = [("botpsy", []), ("botpsy_grammar_full", ["--grammar", "full"]),
            ("botpsy_no_probe", ["--no-probe"]),
            ("botpsy_no_grammar", ["--grammar", "off", "--no-probe"])]
    if args.skip_grammar:
        runs = runs[:1]
    splits = sorted({c["split"] for c in cases if "split" in c})

    def scored(predictions: dict[str, list]) -> dict[str, Any]:
        row: dict[str, Any] = score(cases, predictions)
        for split in splits:  # the held-out half is only ever scored
            part = [c for c in cases if c.get("split") == split]
            row[split] = score(part, predictions)["overall"]
        return row

    for name, extra in runs:
        start = time.perf_counter()
        figures[name] = scored(run_botpsy(model, cases, extra))
        timings[name] = round(time.perf_counter() - start, 1)
    start = time.perf_counter()
    structured, extracted = run_plain(model, cases)
    timings["plain"] = round(time.perf_counter() - start, 1)
    figures["plain_structured"] = scored(structured)
    figures["plain_extractor"] = scored(extracted)
    figures["seconds"] = timings
    figures["seconds_per_case"] = {k: round(v / len(cases), 2) for k, v in timings.items()}
    for key in ("botpsy", "botpsy_grammar_full", "botpsy_no_probe", "botpsy_no_grammar",
                "plain_structured", "plain_extractor"):
        if key in figures:
            row = figures[key]
            print(f"{key:18} " + "  ".join(f"{k}={v:.2f}" for k, v in row.items()))
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
