"""Waiting on the Qt event loop, and measuring how late it runs, for benchmarks and harnesses
that drive the real window from a script (no pytest-qt there)."""

from __future__ import annotations

import time
from collections.abc import Callable


def spin(condition: Callable[[], object], limit_s: float) -> bool:
    """Run the event loop in 5 ms slices until ``condition()`` holds or ``limit_s`` passes;
    returns whether it holds."""
    from PySide6.QtCore import QEventLoop, QTimer

    deadline = time.monotonic() + limit_s
    while not condition() and time.monotonic() < deadline:
        loop = QEventLoop()
        QTimer.singleShot(5, loop.quit)
        loop.exec()
    return bool(condition())


class StallMeter:
    """A 5 ms timer on the GUI thread that records how late each tick fires (ms): the
    window's stalls while something runs. ``start``, ``stop``, then ``gaps``."""

    def __init__(self) -> None:
        from PySide6.QtCore import QElapsedTimer, QTimer

        self.gaps: list[float] = []
        self._clock = QElapsedTimer()
        self._last = 0
        self._timer = QTimer()
        self._timer.setInterval(5)
        self._timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        now = self._clock.elapsed()
        self.gaps.append(max(0.0, now - self._last - 5))
        self._last = now

    def start(self) -> None:
        self.gaps = []
        self._clock.start()
        self._last = self._clock.elapsed()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
