"""Running short blocking work (database, file dialogs' checks, downloads) off the GUI thread.

``run_in_background(fn, on_done, on_error)`` runs ``fn`` on Qt's thread pool and calls the
callbacks on the GUI thread. Only plain values (frozen dataclasses, lists) come back.
"""

from __future__ import annotations

import gc
import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

log = logging.getLogger(__name__)


class _Relay(QObject):
    """Lives on the GUI thread; its slots (bound methods) run there via queued signals."""

    done = Signal(object)
    failed = Signal(object)

    def __init__(self, on_done: Callable[[Any], None] | None,
                 on_error: Callable[[Exception], None] | None) -> None:
        super().__init__()
        self.on_done = on_done
        self.on_error = on_error
        self.done.connect(self._deliver_done)
        self.failed.connect(self._deliver_error)

    @Slot()
    def orphan(self) -> None:
        """The owner is gone: nobody to tell (the relay stays alive until its job ends)."""
        self.on_done = self.on_error = None

    @Slot(object)
    def _deliver_done(self, result: Any) -> None:
        _live.discard(self)
        if self.on_done is not None:
            self.on_done(result)

    @Slot(object)
    def _deliver_error(self, error: Exception) -> None:
        _live.discard(self)
        if self.on_error is not None:
            self.on_error(error)
        else:
            log.error("background job failed: %s", error)


class _Job(QRunnable):
    def __init__(self, fn: Callable[[], Any], relay: _Relay) -> None:
        super().__init__()
        self.fn = fn
        self.relay = relay

    def run(self) -> None:
        try:
            result = self.fn()
        except Exception as err:  # handed to the GUI as a value, never raised in the pool
            log.debug("background job failed", exc_info=True)
            self._emit(self.relay.failed, err)
            return
        self._emit(self.relay.done, result)

    @staticmethod
    def _emit(signal: Any, value: Any) -> None:
        try:
            signal.emit(value)
        except RuntimeError:  # the owner (a window, a dialog) is gone: nobody to tell
            pass


_live: set[_Relay] = set()


def run_in_background(
    fn: Callable[[], Any],
    on_done: Callable[[Any], None] | None = None,
    on_error: Callable[[Exception], None] | None = None,
    owner: QObject | None = None,
) -> None:
    """Run ``fn`` in the pool; deliver its result (or exception) on the GUI thread.

    With an ``owner`` the callbacks are dropped once the owner is deleted. The relay is not
    the owner's child: deleting the owner (on the GUI thread) would delete the relay while the
    pool thread may be emitting its signal, a race that crashed the process (a segmentation
    fault in the suite, PySide6 6.11.3). It lives until its job has reported.
    """
    relay = _Relay(on_done, on_error)  # created on the calling (GUI) thread
    if owner is not None:
        owner.destroyed.connect(relay.orphan)
    _live.add(relay)
    QThreadPool.globalInstance().start(_Job(fn, relay))


class MainThreadCollector(QObject):
    """Python's garbage collector, run on the GUI thread only.

    A cycle holding a Qt wrapper (a closed dialog, a finished relay) may be collected by
    whichever thread allocates when the collector's threshold is reached: a background job
    or the agent's thread. Qt objects must be destroyed on the thread they live on, so doing
    it elsewhere crashes the app. While this object runs, automatic collection is off and a
    timer on the GUI thread collects instead (the pattern pyqtgraph and others use).
    """

    def __init__(self, interval_ms: int = 500, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._was_enabled = gc.isenabled()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.check)

    def start(self) -> None:
        """Take over collection (automatic collection is switched off)."""
        gc.disable()
        self._timer.start()

    def check(self) -> None:
        """Collect the generations whose thresholds were passed, on this (GUI) thread."""
        counts, limits = gc.get_count(), gc.get_threshold()
        for generation in (2, 1, 0):
            if counts[generation] > limits[generation]:
                gc.collect(generation)
                break

    def stop(self) -> None:
        """Collect what is left here, and give collection back to Python."""
        self._timer.stop()
        gc.collect()
        if self._was_enabled:
            gc.enable()
