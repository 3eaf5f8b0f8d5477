"""Benchmark: a month view over 1,000 events (a fifth recurring) in a real Radicale.

    python -m tests.benchmarks.calendar_range [--events N]

1. Initial sync of the calendar into the local store (requests, time).
2. A month view (December 2026, recurring events expanded) read from the local store: median
   and p95 of 30 reads (the first read parses; later ones reuse parsed objects), side by side
   with the same range fetched from the server with caldav's own search(expand=True): median of
   5 (the server expands there).
3. A no-change incremental sync: requests and time (median of 10).
4. One event changed by another client, then an incremental sync: requests and time.
Prints one JSON object as the last line.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import caldav

from connectors.calendars import ical
from connectors.calendars.account import CalDAVAccount
from connectors.calendars.service import Calendars
from connectors.calendars.store import CalendarStore
from tests.support.caldavserver import RadicaleServer

ZONE = ZoneInfo("Europe/Paris")
REPEATS = ("daily", "weekly", "weekly", "monthly", "yearly")


def fill(calendar: caldav.Calendar, events: int) -> None:
    """``events`` events over 2026-2027, every fifth one recurring (some open-ended)."""
    rng = random.Random(7)
    first = datetime(2026, 1, 1, 8, tzinfo=ZONE)
    for index in range(events):
        start = first + timedelta(days=rng.randrange(730), hours=rng.randrange(10),
                                  minutes=rng.choice((0, 15, 30, 45)))
        rrule = None
        if index % 5 == 0:
            rrule = {"FREQ": REPEATS[index // 5 % len(REPEATS)].upper()}
            if index % 10 == 0:
                rrule["COUNT"] = rng.randrange(5, 60)
        text = ical.new_event(f"bench-{index}@x", f"Event {index}", start,
                              start + timedelta(minutes=rng.choice((30, 45, 60, 90))),
                              location="Room " + str(index % 17), rrule=rrule,
                              reminder_minutes=10 if index % 3 == 0 else None)
        calendar.save_event(text)


def timed(function, repeats: int) -> tuple[list[float], object]:  # type: ignore[no-untyped-def]
    results = []
    value = None
    for _ in range(repeats):
        start = time.perf_counter()
        value = function()
        results.append((time.perf_counter() - start) * 1000)
    return results, value


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--events", type=int, default=1000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / "server").mkdir()
        server = RadicaleServer(root / "server")
        server.start()
        try:
            other = caldav.DAVClient(url=server.url, username="alice", password="alice-pw")
            calendar = other.principal().make_calendar(name="Bench")
            start = time.perf_counter()
            fill(calendar, args.events)
            fill_s = time.perf_counter() - start

            account = CalDAVAccount("bench", server.url, "alice")
            calendars = Calendars(CalendarStore(root / "calendars.sqlite3"), [account],
                                  zone=ZONE, password=lambda _a: "alice-pw")
            initial = calendars.sync()[0]

            month = (datetime(2026, 12, 1, tzinfo=ZONE), datetime(2027, 1, 1, tzinfo=ZONE))
            local_ms, shown = timed(lambda: calendars.events(*month), 30)
            first_read_ms = local_ms[0]
            local_ms.sort()
            server_ms, found = timed(lambda: calendar.search(start=month[0], end=month[1],
                                                             event=True, expand=True), 5)

            idle_ms, idle = timed(lambda: calendars.sync()[0], 10)
            target = calendar.get_event_by_uid("bench-1@x")
            target.icalendar_component["summary"] = "Changed elsewhere"
            target.save()
            changed_ms, changed = timed(lambda: calendars.sync()[0], 1)
        finally:
            server.stop()
    assert isinstance(shown, list) and isinstance(found, list)
    print(json.dumps({
        "events": args.events, "recurring": sum(1 for i in range(args.events) if i % 5 == 0),
        "fill_s": round(fill_s, 1),
        "initial_sync_s": round(initial.seconds, 2), "initial_requests": initial.requests,
        "month_occurrences": len(shown), "server_occurrences": len(found),
        "month_from_cache_first_ms": round(first_read_ms, 1),
        "month_from_cache_median_ms": round(statistics.median(local_ms), 1),
        "month_from_cache_p95_ms": round(local_ms[int(len(local_ms) * 0.95) - 1], 1),
        "month_from_server_median_ms": round(statistics.median(server_ms), 1),
        "ratio_server_over_cache": round(statistics.median(server_ms)
                                         / statistics.median(local_ms), 1),
        "nochange_sync_median_ms": round(statistics.median(idle_ms), 1),
        "nochange_sync_requests": idle.requests,  # type: ignore[attr-defined]
        "one_change_sync_ms": round(changed_ms[0], 1),
        "one_change_sync_requests": changed.requests,  # type: ignore[attr-defined]
        "one_change_fetched": changed.fetched,  # type: ignore[attr-defined]
    }))


if __name__ == "__main__":
    main()
