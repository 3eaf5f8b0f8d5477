"""Benchmark: a deterministic sample of the public BFCL v4 cases through `botpsy calls`
(issue 29, item 6).

    python -m tests.benchmarks.bfcl [--per 40] [--only default,no_probe,raw,gbnf]

The cases and their possible answers are the benchmark's own data, read from the
``bfcl-eval`` wheel on PyPI (downloaded once, ``--no-deps``, into ~/.cache/botpsy-bench; no
other network). Seven categories, ``--per`` cases each, drawn with a fixed seed: simple
(Python), multiple, parallel, parallel-multiple, irrelevance, live simple and live
irrelevance. Never tuned on: run, recorded, and not read case by case to change defaults.

Scored with BFCL's AST rules, re-implemented here (the wheel's checker needs its whole
dependency tree): the same number of calls as the ground truth, matched in any order for the
parallel categories; each call names the right function; every argument it gives is a
parameter of that function and its value is one of the accepted ones (strings compared
lower-cased without spaces and ``,./-_*^``; an integer is accepted for a float; lists element
by element; dicts key by key); every required parameter is given; a parameter left out must
accept "" (optional). The irrelevance categories are right when no call is made. BFCL's own
handlers give OpenAI-style models function names with "." replaced by "_"; so does this one.

Three configurations by default: ``default`` (`botpsy calls`), ``no_probe`` (`--no-probe`),
and ``raw``: llama-cpp-python's ``create_chat_completion(tools=…)`` plus the hand-written JSON
extractor (tests/benchmarks/calls_accuracy.py). ``gbnf`` (asked for with ``--only``) is the
default with llama.cpp's own grammar sampler in place of llguidance. Prints one line per
configuration and category, then one JSON object as the last line.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import subprocess
import sys
import time
import zipfile
from pathlib import Path
from typing import Any

VERSION = "2026.3.23"
CACHE = Path.home() / ".cache" / "botpsy-bench"
#: our name → BFCL's file name
CATEGORIES = {"simple": "simple_python", "multiple": "multiple", "parallel": "parallel",
              "parallel_multiple": "parallel_multiple", "irrelevance": "irrelevance",
              "live_simple": "live_simple", "live_irrelevance": "live_irrelevance"}
IRRELEVANT = {"irrelevance", "live_irrelevance"}
SEED = 29


def wheel() -> Path:
    """The bfcl-eval wheel (downloaded once from PyPI, without its dependencies)."""
    found = sorted(CACHE.glob(f"bfcl_eval-{VERSION}-*.whl"))
    if found:
        return found[0]
    CACHE.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, "-m", "pip", "download", f"bfcl-eval=={VERSION}",
                    "--no-deps", "--quiet", "-d", str(CACHE)], check=True)
    return sorted(CACHE.glob(f"bfcl_eval-{VERSION}-*.whl"))[0]


def _lines(archive: zipfile.ZipFile, name: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in archive.read(name).decode("utf-8").splitlines()
            if line.strip()]


def tool_name(name: str) -> str:
    """A BFCL function name as an OpenAI-style tool name (BFCL's FC handlers do the same)."""
    return name.replace(".", "_")


def build_cases(per: int) -> list[dict[str, Any]]:
    """``per`` cases of each category, drawn with a fixed seed, as calls_accuracy's cases."""
    cases: list[dict[str, Any]] = []
    with zipfile.ZipFile(wheel()) as archive:
        for category, file in CATEGORIES.items():
            entries = _lines(archive, f"bfcl_eval/data/BFCL_v4_{file}.json")
            answers: dict[str, Any] = {}
            if category not in IRRELEVANT:
                answers = {a["id"]: a["ground_truth"] for a in _lines(
                    archive, f"bfcl_eval/data/possible_answer/BFCL_v4_{file}.json")}
            chosen = random.Random(f"{SEED}-{category}").sample(entries, min(per, len(entries)))
            for entry in sorted(chosen, key=lambda e: e["id"]):
                functions = entry["function"]
                cases.append({
                    "id": entry["id"], "category": category,
                    "messages": entry["question"][0],
                    "tools": [{"type": "function", "function": {**f, "name": tool_name(
                        f["name"])}} for f in functions],
                    "functions": {tool_name(f["name"]): f for f in functions},
                    "expected": [{tool_name(name): params for name, params in call.items()}
                                 for call in answers.get(entry["id"], [])],
                })
    return cases


# -- BFCL's AST rules ------------------------------------------------------------------------
_PUNCTUATION = re.compile(r"[ ,./\-_*^]")


def _text(value: str) -> str:
    return _PUNCTUATION.sub("", value).lower()


def value_ok(value: Any, accepted: Any, kind: str = "") -> bool:
    """Whether one given value equals one accepted value under BFCL's rules."""
    if isinstance(accepted, str):
        return isinstance(value, str) and _text(value) == _text(accepted)
    if isinstance(accepted, bool) or isinstance(value, bool):
        return value is accepted
    if isinstance(accepted, (int, float)):
        if kind == "integer" and isinstance(value, float):
            return False
        return isinstance(value, (int, float)) and float(value) == float(accepted)
    if isinstance(accepted, list):
        return (isinstance(value, list) and len(value) == len(accepted)
                and all(value_ok(v, a) for v, a in zip(value, accepted, strict=True)))
    if isinstance(accepted, dict):
        return (isinstance(value, dict) and set(value) <= set(accepted)
                and all(any(value_ok(value[k], option) for option in _options(accepted[k]))
                        for k in value)
                and all("" in _options(accepted[k]) for k in set(accepted) - set(value)))
    return bool(value == accepted)


def _options(accepted: Any) -> list[Any]:
    return accepted if isinstance(accepted, list) else [accepted]


def call_ok(call: dict[str, Any], expected: dict[str, Any],
            functions: dict[str, Any]) -> bool:
    """One call against one ground-truth entry ``{name: {param: [accepted values]}}``."""
    [(name, params)] = expected.items()
    if call.get("name") != name or not isinstance(call.get("arguments"), dict):
        return False
    arguments = call["arguments"]
    schema = functions.get(name, {}).get("parameters", {})
    properties = schema.get("properties", {}) if isinstance(schema, dict) else {}
    if set(arguments) - set(params):
        return False  # a parameter the function does not have (or the answer does not know)
    for parameter in schema.get("required", ()) if isinstance(schema, dict) else ():
        if parameter not in arguments:
            return False
    for parameter, accepted in params.items():
        if parameter not in arguments:
            if "" not in accepted:
                return False
            continue
        kind = (properties.get(parameter) or {}).get("type", "")
        if not any(value_ok(arguments[parameter], option, kind) for option in accepted
                   if option != "" or arguments[parameter] == ""):
            return False
    return True


def case_ok(case: dict[str, Any], calls: list[dict[str, Any]]) -> bool:
    """The whole case: no call for irrelevance; else one call per ground-truth entry."""
    if case["category"] in IRRELEVANT:
        return not calls
    expected = case["expected"]
    if len(calls) != len(expected):
        return False
    return _match(list(calls), list(expected), case["functions"])


def _match(calls: list[dict[str, Any]], expected: list[dict[str, Any]],
           functions: dict[str, Any]) -> bool:
    """Every call matched to a distinct ground-truth entry (any order)."""
    if not calls:
        return not expected
    first, rest = calls[0], calls[1:]
    return any(call_ok(first, entry, functions)
               and _match(rest, expected[:i] + expected[i + 1:], functions)
               for i, entry in enumerate(expected))


def score(cases: list[dict[str, Any]], predictions: dict[str, list]) -> dict[str, Any]:
    """Per category and overall: right / total."""
    figures: dict[str, Any] = {}
    for category in CATEGORIES:
        mine = [c for c in cases if c["category"] == category]
        right = sum(case_ok(c, predictions.get(c["id"], [])) for c in mine)
        figures[category] = f"{right}/{len(mine)}"
    right = sum(case_ok(c, predictions.get(c["id"], [])) for c in cases)
    figures["overall"] = f"{right}/{len(cases)}"
    figures["accuracy"] = round(right / max(len(cases), 1), 3)
    return figures


def main() -> None:
    from tests.benchmarks.calls_accuracy import run_botpsy, run_plain
    from tests.support.models import qwen_path

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per", type=int, default=40, help="cases per category")
    parser.add_argument("--only", default="default,no_probe,raw")
    parser.add_argument("--model", type=Path, default=None)
    args = parser.parse_args()
    model = args.model or qwen_path()[0]
    if model is None:
        raise SystemExit("bfcl: no model")
    cases = build_cases(args.per)
    wanted = args.only.split(",")
    figures: dict[str, Any] = {"model": model.name, "cases": len(cases), "per": args.per}
    runs = {"default": [], "no_probe": ["--no-probe"],
            "gbnf": ["--grammar-engine", "gbnf"]}  # the grammar as before llguidance
    for name, extra in runs.items():
        if name not in wanted:
            continue
        started = time.perf_counter()
        predictions = run_botpsy(model, cases, extra)
        seconds = time.perf_counter() - started
        figures[name] = {**score(cases, predictions),
                         "seconds_per_case": round(seconds / len(cases), 2)}
        print(name, json.dumps(figures[name]), flush=True)
    if "raw" in wanted:
        started = time.perf_counter()
        _structured, extracted = run_plain(model, cases)
        seconds = time.perf_counter() - started
        figures["raw"] = {**score(cases, extracted),
                          "seconds_per_case": round(seconds / len(cases), 2)}
        print("raw", json.dumps(figures["raw"]), flush=True)
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
