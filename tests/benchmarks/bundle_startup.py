"""Benchmark: the Linux bundle's size and its start time to a usable window.

    python packaging/build.py && python -m tests.benchmarks.bundle_startup [dist/botpsy]

Starts the bundled `botpsy` 3 times (offscreen, a fresh data folder each time, so the first-run
guide is up) until the window is usable (BOTPSY_EXIT_WHEN_READY), next to `python -m app` from
the source tree, interleaved. Medians. Prints one JSON object as the last line.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def start_time(command: list[str]) -> float:
    with tempfile.TemporaryDirectory() as home:
        env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
        env.update(BOTPSY_HOME=home, QT_QPA_PLATFORM="offscreen", BOTPSY_EXIT_WHEN_READY="1")
        start = time.perf_counter()
        result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
        elapsed = time.perf_counter() - start
    if "BOTPSY_WINDOW_READY" not in result.stdout:
        raise SystemExit(f"{command[0]} did not start: {result.stderr[-500:]}")
    return elapsed


def main() -> None:
    bundle = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "dist" / "botpsy"
    binary = bundle / "botpsy"
    size = sum(p.stat().st_size for p in bundle.rglob("*") if p.is_file() and not p.is_symlink())
    frozen, source = [], []
    for _ in range(3):
        frozen.append(start_time([str(binary)]))
        source.append(start_time([sys.executable, "-m", "app"]))
    print(json.dumps({
        "bundle_mb": round(size / 1e6), "budget_mb": 450,
        "bundle_start_to_window_s": round(statistics.median(frozen), 2),
        "source_start_to_window_s": round(statistics.median(source), 2),
    }))


if __name__ == "__main__":
    main()
