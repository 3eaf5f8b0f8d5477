"""How a repeating event is said on its card: a rule another app wrote ("the second Monday",
"day 15", "the last Friday of October") in words, in the window's language; a rule with a
part or a value that is not said in words, as it is written (never dropped, never guessed)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from icalendar import vRecur

from connectors import ConnectorContext
from connectors.calendars.tools import build_tools


def _said(tmp_path: Path, rule: str) -> str | None:
    context = ConnectorContext(tmp_path, (), {"calendars": {"time_zone": "UTC"}},
                               clock=lambda: datetime(2026, 12, 5, 9, tzinfo=UTC))
    tool = next(t for t in build_tools(context) if t.name == "calendar_delete_event")
    own: Any = tool.function.__self__  # type: ignore[attr-defined]
    said = own.rule_said(vRecur.from_ical(rule))
    return None if said is None else str(said)


@pytest.mark.parametrize(("rule", "expected"), [
    ("FREQ=WEEKLY;BYDAY=MO,WE", "weekly on Monday, Wednesday, with no end"),
    ("FREQ=MONTHLY;BYDAY=2MO", "monthly on the second Monday, with no end"),
    ("FREQ=MONTHLY;BYDAY=+1TU;COUNT=6", "monthly on the first Tuesday, 6 times"),
    ("FREQ=MONTHLY;BYDAY=-1FR", "monthly on the last Friday, with no end"),
    ("FREQ=MONTHLY;BYMONTHDAY=15", "monthly on day 15, with no end"),
    ("FREQ=MONTHLY;BYMONTHDAY=1,15", "monthly on day 1, day 15, with no end"),
    ("FREQ=MONTHLY;BYMONTHDAY=-1;INTERVAL=3", "every 3 months on the last day, with no end"),
    ("FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "yearly on the last Sunday in October, with no end"),
    ("FREQ=YEARLY;BYMONTH=3,9;BYMONTHDAY=1", "yearly on day 1 in March, September, with no end"),
    # what is not said in words is shown as written
    ("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", None),  # the last working day
    ("FREQ=MONTHLY;BYDAY=-2MO", None),
    ("FREQ=MONTHLY;BYMONTHDAY=-3", None),
    ("FREQ=DAILY;BYHOUR=9,17", None),
    ("BYDAY=MO", None),  # no FREQ: not a rule
    ("FREQ=HOURLY;INTERVAL=4", None),  # a frequency the card has no words for
])
def test_a_rule_in_words_or_as_written(tmp_path: Path, rule: str, expected: str | None) -> None:
    assert _said(tmp_path, rule) == expected
