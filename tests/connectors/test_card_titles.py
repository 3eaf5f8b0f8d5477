"""A tool card's title names every argument that restricts what the call did, in words a
person reads (issue 15: "List Documents — 0 items" for a folder full of files, because the
call filtered on *.pdf)."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from pathlib import Path

from connectors import ConnectorContext
from connectors.base import when_words
from connectors.calendars.tools import CalendarTools
from connectors.files.tools import FilesTools
from connectors.mail.account import MailAccount
from connectors.mail.tools import MailTools

TODAY = date.today()


def test_times_are_said_as_people_say_them() -> None:
    now = datetime(2026, 12, 1, 10, 0)
    assert when_words("2026-12-01T05:58", now) == "today 05:58"
    assert when_words("2026-12-02", now) == "tomorrow"
    assert when_words("2026-11-30T23:00", now) == "yesterday 23:00"
    assert when_words("2026-12-04T15:00", now) == "Fri 4 Dec 15:00"
    assert when_words("2027-08-04", now) == "4 Aug 2027"
    assert when_words("next week", now) == "next week"  # not a time: as written


def test_file_titles_name_the_filter_and_the_folder(tmp_path: Path) -> None:
    files = FilesTools(ConnectorContext(tmp_path, (tmp_path,)))
    assert files.files_list_summary({"path": "Documents", "pattern": "*.pdf"}) == \
        "List *.pdf in Documents"
    assert files.files_list_summary({"path": "Documents"}) == "List Documents"
    assert files.files_search_summary({"query": "lease", "folder": "Documents",
                                       "max_results": 5}) == \
        "Search files for 'lease' in Documents, 5 at most"


def test_a_mail_search_title_says_why_it_found_what_it_found(tmp_path: Path) -> None:
    mail = MailTools(ConnectorContext(tmp_path, (tmp_path,)),
                     [MailAccount("home", "me@example.org", "imap.example.org",
                                  "smtp.example.org")])
    assert mail.mail_search_summary({"query": "invoice", "since": f"{TODAY}T05:58",
                                     "limit": 1}) == \
        "Search mail for 'invoice' since today 05:58, 1 result at most"
    assert mail.mail_search_summary({"sender": "bob@example.org", "mailbox": "Archive",
                                     "unread": True, "flagged": True}) == \
        "Search mail from bob@example.org in Archive, unread and flagged only"
    assert mail.mail_search_summary({}) == "Search mail"


def test_a_calendar_title_says_the_range_in_words(tmp_path: Path) -> None:
    calendars = CalendarTools(ConnectorContext(tmp_path, (), {}))
    assert calendars.calendar_list_events_summary(
        {"start": f"{TODAY}T05:55", "end": f"{TODAY}T06:00"}) == "List events today 05:55–06:00"
    assert calendars.calendar_list_events_summary({"start": str(TODAY)}) == "List events today"
    tomorrow = TODAY + timedelta(days=1)
    assert calendars.calendar_find_free_time_summary(
        {"start": str(tomorrow), "duration_minutes": 30}) == \
        "Find 30 free minutes for 7 days from tomorrow"
    assert calendars.calendar_list_tasks_summary({"include_completed": True,
                                                  "calendar": "home/Chores"}) == \
        "List tasks (completed too) in home/Chores"


def test_side_effect_titles_say_times_in_words(tmp_path: Path) -> None:
    from connectors.system.tools import SystemTools

    calendars = CalendarTools(ConnectorContext(tmp_path, (), {}))
    assert calendars.calendar_create_event_summary(
        {"title": "Gym", "start": f"{TODAY}T07:00"}) == "Add 'Gym' today 07:00"
    system = SystemTools(ConnectorContext(tmp_path, ()))
    tomorrow = TODAY + timedelta(days=1)
    assert system.system_set_alarm_summary({"time": f"{tomorrow}T06:30"}) == \
        "Set an alarm for tomorrow 06:30"
    from datetime import datetime

    next_day = "today" if datetime.now().astimezone().strftime("%H:%M") < "06:30" else "tomorrow"
    assert system.system_set_alarm_summary({"time": "06:30"}) == \
        f"Set an alarm for {next_day} 06:30"  # the card says when it will ring


def test_the_tools_tell_time_by_the_clock_they_are_given(tmp_path: Path) -> None:
    """The context's clock, not the computer's, decides "today", the next 07:00, a timer's
    end and the first free slot: the model's [Now] line and the tools agree (the task suite
    pins both; run after midnight, the cards said "yesterday 09:00")."""
    from zoneinfo import ZoneInfo

    from connectors.system.tools import SystemTools

    now = datetime(2026, 12, 1, 9, 0, tzinfo=ZoneInfo("Europe/Lisbon"))  # not the real day
    context = ConnectorContext(tmp_path, (), {"calendars": {"time_zone": "Europe/Lisbon"}},
                               clock=lambda: now)
    system = SystemTools(context)
    assert system.system_set_alarm_summary({"time": "07:00"}) == "Set an alarm for tomorrow 07:00"
    assert system.system_set_reminder_summary({"text": "call mum", "time": "17:00"}) == \
        "Remind you 'call mum' at today 17:00"
    alarm = system.system_set_alarm(time="07:00").content
    assert alarm["due"] == "2026-12-02T07:00+00:00"
    timer = system.system_set_timer(minutes=10).content
    assert timer["due"] == "2026-12-01T09:10+00:00"
    calendars = CalendarTools(context)
    assert calendars.calendar_list_events_summary({"start": "2026-12-02"}) == \
        "List events tomorrow"
    assert calendars.calendar_create_event_summary(
        {"title": "Gym", "start": "2026-11-30T07:00"}) == "Add 'Gym' yesterday 07:00"
    free = calendars.calendar_find_free_time(start="2026-12-01", end="2026-12-01").content
    slots = free["free"] if isinstance(free, dict) else free
    assert slots and all(str(slot["start"]) >= "2026-12-01T09:00" for slot in slots)
    assert any(str(slot["start"]).startswith("2026-12-01T09:00") for slot in slots)
