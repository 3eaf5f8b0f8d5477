"""Benchmark: prompt-lookup speculative decoding, as llama-cpp-python ships it (issue 29, item 4).

    python -m tests.benchmarks.prompt_lookup [--model PATH.gguf] [--threads 2] [--n-ctx 8192]

Tool arguments and answers often copy text from the conversation (names, addresses, subjects,
paths), which is what prompt lookup drafts from. Each request is a real prompt of the app's
shape (the model's template, a system prompt, the user's words with text to copy), run greedily
with raw llama-cpp-python twice in separate processes' worth of state (one ``Llama`` each):

- ``plain``: as BotPsy runs it;
- ``lookup``: ``draft_model=LlamaPromptLookupDecoding(num_pred_tokens=N)``; llama-cpp-python
  then needs ``logits_all=True`` (it keeps a row of logits for every position of the context).

Reported: resident memory after loading each, the prompt's reading time, generated tokens per
second, and whether both wrote the same tokens. Run it alone; one JSON object is the last line.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path
from typing import Any

from tests.support.models import qwen_path

COPY = ("Subject: Quarterly numbers for the Lisbon office, Rua Augusta 27, 1100-048 Lisboa\n"
        "From: Maria Fernandes <maria.fernandes@lisbon-office.example.org>\n"
        "Attachment: /home/alice/Documents/Finance/2026/Q3/lisbon-quarterly-numbers-final.xlsx")
REQUESTS = (
    ("call", f"{COPY}\n\nForward this to maria.fernandes@lisbon-office.example.org and "
             "attach /home/alice/Documents/Finance/2026/Q3/lisbon-quarterly-numbers-final.xlsx. "
             'Answer only with the call as JSON: {"name": "mail_send", "arguments": {...}}.'),
    ("answer", f"{COPY}\n\nRepeat the sender's full address, the subject and the attachment's "
               "path exactly, one per line."),
    ("free answer", "Write three sentences about planning a team offsite."),
)


def rss_mb() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def run_one(llm: Any, prompt: list[int], max_tokens: int) -> dict[str, Any]:
    llm.reset()
    started = time.perf_counter()
    llm.eval(prompt[:-1])
    read_s = time.perf_counter() - started
    out: list[int] = []
    started = time.perf_counter()
    for token in llm.generate(prompt, top_k=1, temp=0.0, repeat_penalty=1.0):  # reuses the read prefix
        if llm.token_eos() == token or len(out) >= max_tokens:
            break
        out.append(token)
    decode_s = time.perf_counter() - started
    return {"read_s": round(read_s, 3), "tokens": len(out),
            "tokens_per_s": round(len(out) / decode_s, 2) if decode_s else None, "ids": out}


def run(model: Path | None, threads: int, n_ctx: int, draft: int,
        max_tokens: int) -> dict[str, Any]:
    from llama_cpp import Llama
    from llama_cpp.llama_speculative import LlamaPromptLookupDecoding

    if model is None:
        model, reason = qwen_path()
        if model is None:
            raise SystemExit(f"prompt_lookup: {reason}")
    results: dict[str, Any] = {"model": model.name, "threads": threads, "n_ctx": n_ctx,
                               "num_pred_tokens": draft}
    for way in ("plain", "lookup"):
        before = rss_mb()
        extra: dict[str, Any] = ({"draft_model": LlamaPromptLookupDecoding(
            num_pred_tokens=draft), "logits_all": True} if way == "lookup" else {})
        llm = Llama(model_path=str(model), n_ctx=n_ctx, n_threads=threads,
                    n_threads_batch=threads, verbose=False, **extra)
        loaded = rss_mb()
        rows = []
        for kind, text in REQUESTS:
            prompt_text = ("<|im_start|>system\nYou are BotPsy, a helpful assistant.<|im_end|>\n"
                           f"<|im_start|>user\n{text}<|im_end|>\n<|im_start|>assistant\n")
            prompt = llm.tokenize(prompt_text.encode(), add_bos=False, special=True)
            rows.append({"kind": kind, "prompt_tokens": len(prompt),
                         **run_one(llm, prompt, max_tokens)})
        results[way] = {"rss_added_mb": round(loaded - before, 1),
                        "rss_after_mb": round(rss_mb(), 1), "rows": rows}
        llm.close()
        del llm
    for plain, lookup in zip(results["plain"]["rows"], results["lookup"]["rows"]):
        lookup["same_tokens"] = plain["ids"] == lookup["ids"]
        lookup["speedup"] = (round(lookup["tokens_per_s"] / plain["tokens_per_s"], 2)
                             if plain["tokens_per_s"] and lookup["tokens_per_s"] else None)
    for way in ("plain", "lookup"):
        for row in results[way]["rows"]:
            row.pop("ids")
    results["load_average"] = os.getloadavg()
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, default=None)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--n-ctx", type=int, default=8192)
    parser.add_argument("--num-pred-tokens", type=int, default=10)
    parser.add_argument("--max-tokens", type=int, default=96)
    args = parser.parse_args()
    print(json.dumps(run(args.model, args.threads, args.n_ctx, args.num_pred_tokens,
                         args.max_tokens)))


if __name__ == "__main__":
    main()
