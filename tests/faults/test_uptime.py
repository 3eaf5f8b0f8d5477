"""Issue 27, item 5, short: two virtual hours of the accelerated day (tests/faults/uptime.py)
against the suite's Dovecot, in the real window. Every alarm rings exactly once, every message
reaches the local copy, every conversation is stored, and no file, thread or reference to
True or False is lost step after step."""

from __future__ import annotations

from pathlib import Path

from tests.faults.uptime import run


def test_two_virtual_hours_ring_every_alarm_once_and_hold_no_more(  # type: ignore[no-untyped-def]
        qapp, mail_servers, secrets, botpsy_home: Path) -> None:
    result = run(2, mail_servers, botpsy_home)
    assert result["alarms"] == 4
    assert result["rang_twice"] == [] and result["never_rang"] == []
    assert result["messages_cached"] == result["messages_delivered"] == 48
    assert result["conversations"] == 24
    samples = result["samples"]
    assert [s["hour"] for s in samples] == [0, 1, 2]
    # what is open at a sample moves with the work in flight (32-38 files over the 24-hour
    # run, threads 9-11 while the pool warms up); a file or a thread left behind per step
    # would add 12 in the second hour
    assert samples[2]["open_files"] <= samples[1]["open_files"] + 8, samples
    assert samples[2]["threads"] <= samples[1]["threads"] + 6, samples
    # a C extension releasing True once per signal emitted (PySide6 6.12.0) lost about 400
    # of True's references a virtual hour here, and the process aborted after 29 hours
    assert samples[2]["true_refs"] >= samples[1]["true_refs"] - 100, samples
    assert samples[2]["false_refs"] >= samples[1]["false_refs"] - 100, samples
