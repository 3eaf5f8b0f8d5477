"""Issue 27, item 5, short: two virtual hours of the accelerated day (tests/faults/uptime.py)
against the suite's Dovecot, in the real window. Every alarm rings exactly once, every message
reaches the local copy, every conversation is stored, and nothing the process holds grows
from the first hour to the last (open files, threads)."""

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
    assert samples[2]["open_files"] <= samples[1]["open_files"] + 2, samples
    assert samples[2]["threads"] <= samples[1]["threads"] + 2, samples
