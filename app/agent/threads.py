"""How many threads llama.cpp uses, chosen while it runs (issue 29).

ggml's threads wait for each other at every step of a token. Give llama.cpp every core and
let a browser tab take one of them, and every token waits for the thread that has no core:
on two cores the stand-in model fell from 25 to 7 tokens/s with one core busy, where one
thread kept 13. A fixed choice is wrong on a laptop, whose load changes by the minute.

A :class:`ThreadGovernor` watches the time llama.cpp takes per token, in windows of tokens
(a window also ends once it has lasted ``LONGEST`` seconds: a count that runs ten times
slower than it should, as all the cores do beside a busy one, is judged after a few tokens,
not after a whole window of them — the start, on every core, and each try cost seconds, not
tens of seconds), and keeps to the thread count that is fastest *now*:

- each window's time per token is remembered for the count it ran with; a memory goes stale
  after ``FRESH`` windows (the load may have changed since);
- of the counts with fresh memories, the fastest is used;
- when the current count runs ``SLOWER`` times slower than it ever ran (other work took a
  core), one thread fewer is tried at once; a neighbour whose stale memory is ``BETTER``
  than the current count is tried again soon (a lucky window does not keep a slow count);
- a neighbour never measured is tried after ``FIRST`` windows; one whose memory is stale is
  tried every ``EXPLORE`` windows (so the threads come back when the cores are free again).
  A try that loses waits twice as long before the next (up to ``MOST_PATIENT`` windows, times
  half what the loser cost over the winner when that is more than twice): on a machine whose
  load stays, trying costs ever less; a back-off for load starts it afresh.

Generation (one token per step) and reading a prompt (batches) are governed separately: they
want different counts under load. A count the user pins in Settings is never changed.
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass, field

FRESH = 6  # windows a measurement stays trusted
FIRST = 2  # windows before a count never measured is tried
EXPLORE = 12  # windows between two tries of a stale neighbour (at first)
MOST_PATIENT = 24  # the longest wait between two tries (windows)
SLOWER = 1.35  # this much slower than the count's best: other work took a core
DRIFT = 1.01  # the best a count ever ran forgets itself this much a window
BETTER = 1.1  # a stale count that ran this much faster than the current one is looked at
LONGEST = 2.0  # seconds: a window ends after its tokens or after this long, whichever first


def physical_cores() -> int:
    """The cores llama.cpp may use: those this process may run on, without hyper-threads'
    twins when there are more than four (at least 1)."""
    try:
        count = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # macOS, Windows
        count = os.cpu_count() or 2
    return max(1, count if count <= 4 else count // 2)


@dataclass
class ThreadGovernor:
    """Chooses a thread count between 1 and ``most`` from the time per token it is told."""

    most: int
    pinned: int = 0  # the user's choice (0: automatic)
    window: int = 16  # tokens per measurement
    threads: int = 0  # the current choice
    changes: int = 0  # how often it changed (for the benchmarks and the log)
    _recent: dict[int, tuple[float, int]] = field(default_factory=dict)  # per token, window
    _best: dict[int, float] = field(default_factory=dict)
    _tokens: int = 0
    _seconds: float = 0.0
    _windows: int = 0
    _explored: int = 0
    _every: int = EXPLORE
    _trying: int = 0  # the count the last window tried (0: none)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def __post_init__(self) -> None:
        self.most = max(1, self.most)
        if self.pinned:
            self.threads = max(1, self.pinned)
        elif not self.threads:
            self.threads = self.most

    @property
    def automatic(self) -> bool:
        """False when the user pinned the count."""
        return not self.pinned

    def observe(self, tokens: int, seconds: float) -> int | None:
        """llama.cpp took ``seconds`` for ``tokens`` with the current count; the new count
        when it should change, else None."""
        if self.pinned or tokens <= 0 or seconds <= 0:
            return None
        with self._lock:
            self._tokens += tokens
            self._seconds += seconds
            if self._tokens < self.window and self._seconds < LONGEST:
                return None
            per_token = self._seconds / self._tokens
            self._tokens, self._seconds = 0, 0.0
            return self._decide(per_token)

    def _decide(self, per_token: float) -> int | None:
        self._windows += 1
        now = self.threads
        self._recent[now] = (per_token, self._windows)
        self._best[now] = min(self._best.get(now, per_token) * DRIFT, per_token)
        fresh = {count: time for count, (time, seen) in self._recent.items()
                 if self._windows - seen < FRESH}
        choice = min(fresh, key=lambda count: fresh[count])
        trying = False
        if choice == now:
            neighbours = [count for count in (now + 1, now - 1) if 1 <= count <= self.most]
            busy = per_token > SLOWER * self._best[now]
            due = FIRST if any(n not in self._recent for n in neighbours) else self._every
            was_faster = [count for count in neighbours if count not in fresh and count
                          in self._recent and self._recent[count][0] * BETTER < per_token]
            if now > 1 and busy and now - 1 not in fresh:
                choice, trying = now - 1, True  # other work took a core: one thread fewer
                self._every = EXPLORE  # the load changed: look again soon
            elif was_faster and self._windows - self._explored >= FIRST:
                choice, trying = was_faster[0], True  # it ran faster when last seen: look
            elif self._windows - self._explored >= due:
                stale = [count for count in neighbours if count not in fresh]
                if stale:
                    choice, trying = stale[0], True
        if self._trying == now:  # this window was a try: did it win?
            if choice == now:
                self._every = EXPLORE
            else:  # patience grows with what the try cost: a count 18 times slower (two
                # threads of a fast model beside a busy core) is tried 9 times less often
                cost = per_token / max(min(fresh.values()), 1e-9)
                self._every = min(self._every * 2, MOST_PATIENT) * max(1, int(cost / 2))
        self._trying = choice if trying else 0
        if trying:
            self._explored = self._windows
        if choice == now:
            return None
        self.threads = choice
        self.changes += 1
        return choice

_live: tuple[ThreadGovernor, ThreadGovernor] | None = None


def register(generating: ThreadGovernor, reading: ThreadGovernor) -> None:
    """The governors of the model this process runs (one at a time), for Settings to show."""
    global _live
    _live = (generating, reading)


def now() -> tuple[int, int] | None:
    """The thread counts the running model uses now (generating, reading), if one runs."""
    return (_live[0].threads, _live[1].threads) if _live is not None else None
