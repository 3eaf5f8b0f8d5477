"""A second never-tuned set of single-turn cases in BotPsy's domain (40 cases).

Why a second one: the first domain set (calls_heldout.py) keeps its `tune` and `held_out`
halves in one file, and on 2026-12-02 a session read that file whole before tuning anything.
Its held-out half can no longer be called unseen, so these cases were written then, before
any change to `botpsy calls` was tried, with tools and wordings unlike both earlier sets.
They are only ever scored (`python -m tests.benchmarks.calls_accuracy --cases fresh`); a
change is tuned on calls_heldout's `tune` half and checked here.
"""

from __future__ import annotations

from typing import Any

from tests.benchmarks.calls_cases import assemble, c, declare

S = {"type": "string"}
N = {"type": "integer"}



TOOLS = {
    "mail_out": declare("mail_out", "Send a message by e-mail.",
                      {"address": S, "headline": S, "content": S},
                      ["address", "headline", "content"]),
    "inbox_query": declare("inbox_query", "Look through received e-mail.",
                         {"text": S, "sender_email": S}, []),
    "schedule": declare("schedule", "Create a calendar entry.",
                      {"label": S, "date": {"type": "string", "description": "YYYY-MM-DD"},
                       "time": {"type": "string", "description": "HH:MM"}},
                      ["label", "date", "time"]),
    "day_overview": declare("day_overview", "Show the calendar entries of a date.",
                          {"date": {"type": "string", "description": "YYYY-MM-DD"}}, ["date"]),
    "file_finder": declare("file_finder", "Search the disk for files by name.", {"glob": S},
                         ["glob"]),
    "read_file": declare("read_file", "Return a file's contents.", {"file": S}, ["file"]),
    "egg_timer": declare("egg_timer", "Run a timer for some minutes.", {"minutes": N,
                                                                      "title": S},
                       ["minutes"]),
    "alarm_clock": declare("alarm_clock", "Ring an alarm at a time of day.",
                         {"time": {"type": "string", "description": "HH:MM"}}, ["time"]),
    "display_brightness": declare("display_brightness", "Set the screen brightness.",
                                {"percent": {"type": "integer", "minimum": 0, "maximum": 100}},
                                ["percent"]),
    "add_todo": declare("add_todo", "Add an item to the to-do list.", {"task": S}, ["task"]),
    "weather_at": declare("weather_at", "Get the weather forecast for a town.", {"town": S},
                        ["town"]),
    "archive_mail": declare("archive_mail", "Move an e-mail to the archive by its number.",
                          {"number": N}, ["number"]),
}

SINGLE = [
    ("E-mail tom@example.net with the headline 'Lunch' and the content 'Noon at Luigi's'.",
     c("mail_out", address="tom@example.net", headline="Lunch", content="Noon at Luigi's")),
    ("Look through my e-mail for anything about the dentist.",
     c("inbox_query", text="dentist")),
    ("Create a calendar entry 'Choir' on 2026-12-10 at 19:30.",
     c("schedule", label="Choir", date="2026-12-10", time="19:30")),
    ("Search the disk for files named report*.pdf.", c("file_finder", glob="report*.pdf")),
    ("Run a timer for 12 minutes.", c("egg_timer", minutes=12)),
    ("Set the screen brightness to 70 percent.", c("display_brightness", percent=70)),
    ("Add 'water the plants' to my to-do list.", c("add_todo", task="water the plants")),
    ("What's the forecast for Bergen?", c("weather_at", town="Bergen")),
    ("Archive e-mail number 42.", c("archive_mail", number=42)),
    ("Show me what's in todo.md.", c("read_file", file="todo.md")),
]

MULTIPLE = [
    (["inbox_query", "mail_out", "day_overview"], "Did anything arrive from "
     "kai@example.com?", c("inbox_query", sender_email="kai@example.com")),
    (["day_overview", "schedule", "add_todo"], "What do I have on 2026-12-14?",
     c("day_overview", date="2026-12-14")),
    (["egg_timer", "alarm_clock", "display_brightness"], "Ring an alarm at 05:50.",
     c("alarm_clock", time="05:50")),
    (["read_file", "file_finder", "mail_out"], "Return the contents of notes.md.",
     c("read_file", file="notes.md")),
    (["display_brightness", "egg_timer", "weather_at"], "Dim the screen to 15 percent.",
     c("display_brightness", percent=15)),
    (["add_todo", "schedule", "mail_out"], "Put 'renew passport' on my to-do list.",
     c("add_todo", task="renew passport")),
    (["weather_at", "day_overview", "inbox_query"], "Will it rain in Ghent? Check the "
     "forecast.", c("weather_at", town="Ghent")),
    (["archive_mail", "inbox_query", "mail_out"], "Move e-mail 7 to the archive.",
     c("archive_mail", number=7)),
    (["schedule", "day_overview", "egg_timer"], "Put 'Dinner' in my calendar on 2026-12-19 "
     "at 20:00.", c("schedule", label="Dinner", date="2026-12-19", time="20:00")),
    (["file_finder", "read_file", "add_todo"], "Which files match *.mp3?",
     c("file_finder", glob="*.mp3")),
]

PARALLEL = [
    (["day_overview"], "Show my calendar for 2026-12-07 and for 2026-12-08.",
     [c("day_overview", date="2026-12-07"), c("day_overview", date="2026-12-08")]),
    (["weather_at"], "What's the forecast for Porto and for Faro?",
     [c("weather_at", town="Porto"), c("weather_at", town="Faro")]),
    (["add_todo"], "Add 'buy bread' and 'call mum' to my to-do list.",
     [c("add_todo", task="buy bread"), c("add_todo", task="call mum")]),
    (["alarm_clock", "display_brightness"], "Ring an alarm at 06:20 and set the brightness "
     "to 50 percent.", [c("alarm_clock", time="06:20"), c("display_brightness", percent=50)]),
    (["read_file"], "Return the contents of x.md and y.md.",
     [c("read_file", file="x.md"), c("read_file", file="y.md")]),
    (["archive_mail"], "Archive e-mails number 3 and 9.",
     [c("archive_mail", number=3), c("archive_mail", number=9)]),
    (["egg_timer", "weather_at"], "Run a 5 minute timer and get the forecast for Oslo.",
     [c("egg_timer", minutes=5), c("weather_at", town="Oslo")]),
    (["file_finder"], "Search the disk for *.png files and for *.gif files.",
     [c("file_finder", glob="*.png"), c("file_finder", glob="*.gif")]),
    (["inbox_query", "day_overview"], "Look through my e-mail for 'tickets' and show my "
     "calendar for 2026-12-12.",
     [c("inbox_query", text="tickets"), c("day_overview", date="2026-12-12")]),
    (["mail_out"], "E-mail ana@example.net and raj@example.net with the headline 'Notes' and "
     "the content 'Attached tomorrow'.",
     [c("mail_out", address="ana@example.net", headline="Notes", content="Attached tomorrow"),
      c("mail_out", address="raj@example.net", headline="Notes", content="Attached tomorrow")]),
]

NONE = [
    (["mail_out", "schedule"], "Good evening!"),
    (["add_todo", "mail_out"], "Get me a taxi to the station."),
    (["egg_timer", "display_brightness"], "How tall is Mount Everest?"),
    (["inbox_query", "file_finder"], "Write me a haiku about winter."),
    (["schedule", "day_overview"], "Are you a robot?"),
    (["mail_out", "inbox_query"], "Perfect, thank you very much."),
    (["read_file", "add_todo"], "Explain what a leap year is."),
    (["alarm_clock", "weather_at"], "Reserve a table for two tonight."),
    (["archive_mail", "day_overview"], "What is 9 squared?"),
    (["mail_out", "add_todo"], "Hi!"),
]

SYSTEM = "You are a helpful assistant. Today is 2026-12-02."


def build_cases() -> list[dict[str, Any]]:
    """Every case as `botpsy calls` input lines with expectations and categories; all of
    them are held out."""
    cases = assemble(TOOLS, SYSTEM, SINGLE, MULTIPLE, PARALLEL, NONE, prefix="fresh-")
    for case in cases:
        case["split"] = "held_out"
    return cases
