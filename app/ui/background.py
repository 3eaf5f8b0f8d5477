"""Running short blocking work (database, file dialogs' checks, downloads) off the GUI thread.

``run_in_background(fn, on_done, on_error)`` runs ``fn`` on Qt's thread pool and calls the
callbacks on the GUI thread. Only plain values (frozen dataclasses, lists) come back.
"""

from __future__ import annotations

import gc
import itertools
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot
from shiboken6 import isValid

from connectors.base import error_chain

log = logging.getLogger(__name__)


@dataclass
class _Pending:
    """What a job was given, held on the GUI thread until its report has been delivered."""

    fn: Callable[[], Any]
    on_done: Callable[[Any], None] | None
    on_error: Callable[[Exception], None] | None
    owner: QObject | None


_live: dict[int, _Pending] = {}
_numbers = itertools.count(1)


class _Dispatcher(QObject):
    """Lives on the GUI thread for good; the pool reports to it by a queued signal."""

    reported = Signal(object, bool, object)  # job number, succeeded, result or error

    def __init__(self) -> None:
        super().__init__()
        self.reported.connect(self._deliver)

    @Slot(object, bool, object)
    def _deliver(self, number: int, succeeded: bool, value: Any) -> None:
        pending = _live.pop(number, None)
        if pending is None:
            return
        if pending.owner is not None and not isValid(pending.owner):
            return  # the owner (a window, a dialog) is gone: nobody to tell
        callback = pending.on_done if succeeded else pending.on_error
        if callback is not None:
            callback(value)
        elif not succeeded:
            log.error("background job failed: %s", value)


_dispatcher: _Dispatcher | None = None


class _Job(QRunnable):
    """Holds only its number: what it runs stays in ``_live``, on the GUI thread's side."""

    def __init__(self, number: int, dispatcher: _Dispatcher) -> None:
        super().__init__()
        self.number = number
        self.dispatcher = dispatcher

    def run(self) -> None:
        fn = _live[self.number].fn  # the GUI thread lets go of it only after the report
        try:
            value, succeeded = fn(), True
        except Exception as err:  # handed to the GUI as a value, never raised in the pool
            log.debug("background job failed", exc_info=True)
            value, succeeded = _without_frames(err), False
        del fn  # before reporting: afterwards the GUI thread may drop the last reference
        self.dispatcher.reported.emit(self.number, succeeded, value)


def _without_frames(error: BaseException) -> BaseException:
    """``error`` and its causes without their tracebacks, whose frames hold what the job's
    function closed over (a window): those must not be let go on the pool's thread."""
    for link in error_chain(error, implicit=True, limit=64):
        link.__traceback__ = None
    return error


def run_in_background(
    fn: Callable[[], Any],
    on_done: Callable[[Any], None] | None = None,
    on_error: Callable[[Exception], None] | None = None,
    owner: QObject | None = None,
) -> None:
    """Run ``fn`` in the pool; deliver its result (or exception) on the GUI thread.

    With an ``owner`` the callbacks are not called once the owner is deleted.

    Every reference the job was given (``fn``, the callbacks, what they close over) is held
    and released on the GUI thread: the pool thread drops its own before it reports. Qt
    objects must be destroyed on the thread they live on; a window whose last reference was
    let go by a pool thread was destroyed there, and the suite crashed later in that window's
    events (a segmentation fault; a deleted wrapper's memory taken for a function). Called on
    the GUI thread.
    """
    global _dispatcher
    if _dispatcher is None:
        _dispatcher = _Dispatcher()  # created on the GUI thread, never deleted
    number = next(_numbers)
    _live[number] = _Pending(fn, on_done, on_error, owner)
    QThreadPool.globalInstance().start(_Job(number, _dispatcher))


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
