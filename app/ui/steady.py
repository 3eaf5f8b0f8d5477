"""One-off costs paid when the window is up, so that none falls in the middle of a streamed
answer (docs/benchmarks.md, ui_responsiveness ``--stream``).

- Python's full garbage collection walks every object the app holds: about 85,000 after
  start, 28 ms on this machine, and it fell in the middle of a stream at random. Everything
  alive once the window is shown (modules, classes, widgets) lives as long as the app, so it
  is moved out of the collector's sight (``gc.freeze``); what answers create is still
  collected as before.
- The code highlighter (Pygments) loads its lexer tables on first use: 23 ms for the first
  Python block of the first answer. It is loaded in the background instead.
"""

from __future__ import annotations

import gc
import logging

log = logging.getLogger(__name__)

WARM_LANGUAGES = ("python", "bash", "json", "javascript")  # the usual code in answers


def freeze_startup_heap() -> int:
    """Collect once, then keep what is alive now out of later collections. Returns how many
    objects that is (what the collector no longer walks)."""
    gc.collect()
    gc.freeze()
    return gc.get_freeze_count()


def warm_highlighter() -> None:
    """Load the highlighter and the usual languages' lexers (run off the GUI thread)."""
    from app.ui.markdown import highlighted

    for language in WARM_LANGUAGES:
        highlighted("", language)


_settled = False


def settle(run_in_background: bool = True) -> None:
    """What the app does once its window is shown (BotPsyApp.start), and the stream benchmark
    before it streams. Once per process: a second window (the tests start many) finds it
    done."""
    global _settled
    if _settled:
        return
    _settled = True
    if run_in_background:
        from app.ui.background import run_in_background as run

        run(warm_highlighter, on_error=lambda err: log.info("highlighter warm-up: %s", err))
    else:
        warm_highlighter()
    log.debug("%d objects kept out of garbage collection", freeze_startup_heap())
