"""Benchmark: does the window stay responsive while the real model works?

    python -m tests.benchmarks.ui_responsiveness

The real window (offscreen unless DISPLAY is set) with the Qwen2.5 stand-in loaded in the
background. A 5 ms timer on the GUI thread records how late each tick fires while (1) the
model streams a long answer and (2) the model calls files_search over 3,000 files and then
answers. Reports the longest stall and the p99, the time from launch to a usable window (the
model still loading), the time until the model is ready, and the peak RSS next to the model
file's size. Prints one JSON object as the last line.

    python -m tests.benchmarks.ui_responsiveness --stream

No model: a scripted 20 KB answer (headings, paragraphs, lists, a 40-row table, code) streams
into the chat view 16 characters every 5 ms, as fast as a model on a fast machine. Reports the
longest GUI stall, the p99 and the longest time per render, and the mean time per render in the
first and last fifth of the answer (flat means it does not grow with the answer's length).
Like the app once its window is shown, it first pays the one-off costs (app/ui/steady.py);
``--unsettled`` streams without that, as before.
"""

from __future__ import annotations

import time
from typing import Any

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


def long_answer(size: int = 20_000) -> str:
    """A Markdown answer of about ``size`` characters: every block kind the chat renders."""
    parts: list[str] = []
    section = 0
    while sum(len(p) for p in parts) < size:
        section += 1
        parts.append(f"## Part {section}: what the numbers say\n\n")
        parts.append("The quarterly figures *improved* in most regions, with **two** exceptions "
                     "noted below; see [the report](https://example.org/report) for details. "
                     * 3 + "\n\n")
        parts.append("".join(f"- Item {i}: `value_{i}` rose by {i * 3} %\n" for i in range(6))
                     + "\n")
        if section % 2:
            parts.append("| Region | Q1 | Q2 | Change |\n|---|---:|---:|---|\n" + "".join(
                f"| Region {r} | {r * 10} | {r * 12} | +{r * 2} % |\n" for r in range(40))
                + "\n")
        else:
            parts.append("```python\n" + "".join(
                f"def total_{i}(rows):\n    return sum(r.amount for r in rows if r.q == {i})\n\n"
                for i in range(8)) + "```\n\n")
    return "".join(parts)[:size]


def stream_only() -> None:
    """The scripted 20 KB stream (``--stream``): see the module docstring."""
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    from app.ui.chat_view import AssistantMessage, ChatView

    app = QApplication.instance() or QApplication(sys.argv)
    window = QMainWindow()
    chat = ChatView()
    window.setCentralWidget(chat)
    window.resize(1000, 720)
    window.show()
    answer = long_answer()
    if "--unsettled" not in sys.argv:  # as the app does once its window is shown
        from app.ui import steady

        steady.settle(run_in_background=False)
    renders: list[tuple[int, float]] = []  # (characters so far, ms)
    original = AssistantMessage._render

    def timed(message: AssistantMessage, *args: Any, **kwargs: Any) -> None:
        started = time.perf_counter()
        original(message, *args, **kwargs)
        renders.append((len(message.text), (time.perf_counter() - started) * 1000))

    AssistantMessage._render = timed  # type: ignore[method-assign]
    chat.add_user("Write me a long report.")
    message = chat.assistant()
    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.elapsed()]
    position = [0]

    def feed() -> None:
        now = clock.elapsed()
        gaps.append(max(0.0, now - last[0] - 5))
        last[0] = now
        message.append_text(answer[position[0]:position[0] + 16])
        position[0] += 16

    feeder = QTimer()
    feeder.setInterval(5)
    feeder.timeout.connect(feed)
    feeder.start()
    while position[0] < len(answer):
        loop = QEventLoop()
        QTimer.singleShot(20, loop.quit)
        loop.exec()
    feeder.stop()
    streamed_s = clock.elapsed() / 1000
    started = time.perf_counter()
    message.set_text(answer)
    app.processEvents()
    final_ms = (time.perf_counter() - started) * 1000
    times = sorted(ms for _, ms in renders)
    fifth = len(renders) // 5 or 1
    stalls = sorted(gaps)
    print(json.dumps({
        "answer_chars": len(answer),
        "renders": len(renders),
        "render_p99_ms": round(times[int(len(times) * 0.99) - 1], 1),
        "render_max_ms": round(times[-1], 1),
        "render_mean_first_fifth_ms": round(statistics.mean(ms for _, ms in renders[:fifth]), 1),
        "render_mean_last_fifth_ms": round(statistics.mean(ms for _, ms in renders[-fifth:]), 1),
        "final_render_ms": round(final_ms, 1),
        "stall_max_ms": round(stalls[-1], 1),
        "stall_p99_ms": round(stalls[int(len(stalls) * 0.99) - 1], 1),
        "stall_mean_first_fifth_ms": round(statistics.mean(gaps[:len(gaps) // 5 or 1]), 1),
        "stall_mean_last_fifth_ms": round(statistics.mean(gaps[-(len(gaps) // 5 or 1):]), 1),
        "streamed_s": round(streamed_s, 1),  # 6.25 s if the window kept up with the feed
        "parts": len(getattr(message, "parts", ())),
    }), flush=True)
    AssistantMessage._render = original  # type: ignore[method-assign]
    sys.stderr.flush()
    # PySide6 can crash tearing down a window whose class was patched; the figures are out
    os._exit(0)


def main() -> None:
    if "--stream" in sys.argv[1:]:
        stream_only()
        return
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from app.store.db import Store
    from app.ui.application import BotPsyApp
    from tests.support.gui_clock import StallMeter, spin
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

    spin(lambda: "t" in usable, 30)
    spin(lambda: botpsy.window.model_ready, 120)
    ready_s = time.perf_counter() - T0

    meter = StallMeter()

    def run_task(text: str) -> float:
        done = []
        botpsy.window.task_finished.connect(lambda outcome: done.append(outcome))
        start = time.perf_counter()
        botpsy.window.input.setPlainText(text)
        botpsy.window.column.on_send_clicked()
        spin(lambda: bool(done), 300)
        return time.perf_counter() - start

    generated: list[int] = []
    botpsy.worker.agent_event.connect(
        lambda e: generated.append(e.generated_tokens) if hasattr(e, "generated_tokens")
        else None)
    meter.start()
    story_s = run_task("Tell me about lighthouses in about 150 words.")
    botpsy.window.column.new_conversation()
    search_s = run_task("Search my files for the text 'budget for the garden'.")
    meter.stop()
    gaps = meter.gaps
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
