"""Benchmark: does the window stay responsive while the real model works?

    python -m tests.benchmarks.ui_responsiveness

The real window (offscreen unless DISPLAY is set) with the Qwen2.5 stand-in loaded in the
background. A 5 ms timer on the GUI thread records how late each tick fires while (1) the
model streams a long answer and (2) the model calls files_search over 3,000 files and then
answers. Reports the longest stall and the p99, the time from launch to a usable window (the
model still loading), the time until the model is ready, and the peak RSS next to the model
file's size. Prints one JSON object as the last line.
"""

from __future__ import annotations

import time

T0 = time.perf_counter()

import json  # noqa: E402
import os  # noqa: E402
import resource  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
from pathlib import Path  # noqa: E402

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HOME = tempfile.mkdtemp(prefix="botpsy-bench-")
os.environ["BOTPSY_HOME"] = HOME


def main() -> None:
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from app.store.db import Store
    from app.ui.application import BotPsyApp
    from tests.support.models import qwen_path

    model, reason = qwen_path()
    if model is None:
        raise SystemExit(f"ui_responsiveness: {reason}")
    docs = Path(HOME) / "Documents"
    docs.mkdir()
    for index in range(3000):
        (docs / f"note-{index:04d}.txt").write_text(
            f"Note {index}\n" + ("lorem ipsum dolor sit amet " * 20)
            + ("\nbudget for the garden\n" if index % 500 == 0 else ""))

    app = QApplication.instance() or QApplication(sys.argv)
    assert app is not None
    store = Store(Path(HOME) / "db.sqlite3")
    store.set_setting("files.allowed_folders", [str(docs)])
    botpsy = BotPsyApp(store, model=str(model))
    usable = {}

    def mark_usable() -> None:
        usable["t"] = time.perf_counter() - T0

    botpsy.start(show_first_run=False)
    QTimer.singleShot(0, mark_usable)

    def spin(condition, limit_s: float) -> None:  # type: ignore[no-untyped-def]
        deadline = time.monotonic() + limit_s
        while not condition() and time.monotonic() < deadline:
            loop = QEventLoop()
            QTimer.singleShot(5, loop.quit)
            loop.exec()

    spin(lambda: "t" in usable, 30)
    spin(lambda: botpsy.window.model_ready, 120)
    ready_s = time.perf_counter() - T0

    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.elapsed()]

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(max(0.0, now - last[0] - 5))
        last[0] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)

    def run_task(text: str) -> float:
        done = []
        botpsy.window.task_finished.connect(lambda outcome: done.append(outcome))
        start = time.perf_counter()
        botpsy.window.input.setPlainText(text)
        botpsy.window.on_send_clicked()
        spin(lambda: bool(done), 300)
        return time.perf_counter() - start

    generated: list[int] = []
    botpsy.worker.agent_event.connect(
        lambda e: generated.append(e.generated_tokens) if hasattr(e, "generated_tokens")
        else None)
    timer.start()
    story_s = run_task("Tell me about lighthouses in about 150 words.")
    botpsy.window.on_new_clicked()
    search_s = run_task("Search my files for the text 'budget for the garden'.")
    timer.stop()
    cards = [card.name for card in botpsy.window.chat.cards.values()]
    transcript = botpsy.window.chat.messages_text()
    stalls = sorted(gaps)
    figures = {
        "model": model.name,
        "launch_to_usable_window_s": round(usable["t"], 2),
        "launch_to_model_ready_s": round(ready_s, 2),
        "story_task_s": round(story_s, 1),
        "search_task_s": round(search_s, 1),
        "generated_tokens": sum(generated),
        "tools_called": cards,
        "transcript_tail": [line[:120] for line in transcript[-4:]],
        "ticks": len(gaps),
        "stall_max_ms": round(stalls[-1], 1) if stalls else None,
        "stall_p99_ms": round(stalls[int(len(stalls) * 0.99) - 1], 1) if stalls else None,
        "stall_median_ms": round(statistics.median(stalls), 2) if stalls else None,
        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 0),
        "model_file_mb": round(model.stat().st_size / 1e6, 0),
    }
    botpsy.dispose()
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
