"""Benchmark: what opening a model costs before the first message, per stand-in GGUF.

    python -m tests.benchmarks.model_load [--repeats N]

For each stand-in model: the header check BotPsy runs before llama.cpp (app/agent/gguf_info.py,
median of N), the same facts read with the ``gguf`` package's GGUFReader (what the check used
before; once: it is slow), llama.cpp's own load of the file (median of N), and how many
progress reports that load gives the window. Prints one JSON object as the last line.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from app.agent.gguf_info import inspect_gguf
from tests.support import models as stand_in
from tests.support.qwen35 import qwen35_path


def _seconds(run: object, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        run()  # type: ignore[operator]
        times.append(time.perf_counter() - started)
    return round(statistics.median(times), 3)


def measure(path: Path, repeats: int) -> dict[str, object]:
    """The figures for one model file."""
    from gguf import GGUFReader
    from llama_cpp import Llama

    from app.agent.backends import _reporting_load

    reports: list[float] = []

    def load() -> None:
        reports.clear()
        with _reporting_load(lambda p: reports.append(p) or True):
            Llama(model_path=str(path), n_ctx=512, verbose=False)

    return {
        "size_mb": round(path.stat().st_size / 1e6),
        "header_check_s": _seconds(lambda: inspect_gguf(path), repeats),
        "gguf_reader_s": _seconds(lambda: GGUFReader(path), 1),
        "llama_load_s": _seconds(load, repeats),
        "load_progress_reports": len(reports),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    found = {"qwen2.5-coder-0.5b": stand_in.qwen_path()[0],
             "gemma-3-270m": stand_in.gemma_path()[0], "qwen35-test": qwen35_path()[0]}
    figures = {name: measure(path, args.repeats) for name, path in found.items() if path}
    for name, row in figures.items():
        print(name, row)
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
