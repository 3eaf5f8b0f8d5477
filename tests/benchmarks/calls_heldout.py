"""New single-turn cases in BotPsy's own domain (mail, calendar, files, the device), written on
2026-12-01 before any change to `botpsy calls` was tuned, with schemas unlike the first set's.

Two halves: ``tune`` (cases 1, 3, 5, … of each category) may be looked at while changing the
defaults; ``held_out`` (cases 2, 4, 6, …) is only ever scored, never read while tuning. Both
are reported by ``python -m tests.benchmarks.calls_accuracy --cases heldout``.
"""

from __future__ import annotations

from typing import Any

from tests.benchmarks.calls_cases import assemble, c, declare

S = {"type": "string"}
N = {"type": "integer"}



TOOLS = {
    "compose_email": declare("compose_email", "Write and send an email.",
                           {"recipient": S, "title": S, "text": S},
                           ["recipient", "title", "text"]),
    "find_emails": declare("find_emails", "Search the mailbox.",
                         {"keywords": S, "from_address": S, "unread_only": {"type": "boolean"}},
                         []),
    "add_appointment": declare("add_appointment", "Put an appointment in the calendar.",
                             {"summary": S, "day": {"type": "string",
                                                    "description": "YYYY-MM-DD"},
                              "start_time": {"type": "string", "description": "HH:MM"},
                              "minutes": N}, ["summary", "day", "start_time"]),
    "agenda": declare("agenda", "List the appointments of one day.",
                    {"day": {"type": "string", "description": "YYYY-MM-DD"}}, ["day"]),
    "locate_file": declare("locate_file", "Find files by name.", {"name_pattern": S},
                         ["name_pattern"]),
    "open_document": declare("open_document", "Show the text of a document.", {"filename": S},
                           ["filename"]),
    "start_countdown": declare("start_countdown", "Start a countdown.",
                             {"seconds": N, "label": S}, ["seconds"]),
    "wake_up_alarm": declare("wake_up_alarm", "Set a wake-up alarm.",
                           {"at": {"type": "string", "description": "HH:MM"}}, ["at"]),
    "speaker_level": declare("speaker_level", "Change the speaker volume.",
                           {"level": {"type": "integer", "minimum": 0, "maximum": 100}},
                           ["level"]),
    "new_note": declare("new_note", "Save a short note.", {"content": S}, ["content"]),
    "contact_lookup": declare("contact_lookup", "Find a contact's details by name.",
                            {"person": S}, ["person"]),
    "mark_done": declare("mark_done", "Mark a to-do item as done.", {"item": S}, ["item"]),
}

SINGLE = [
    ("Email sara@example.org with the title 'Keys' and the text 'They are on the desk'.",
     c("compose_email", recipient="sara@example.org", title="Keys",
       text="They are on the desk")),
    ("Search my mailbox for emails about the lease.", c("find_emails", keywords="lease")),
    ("What's on my agenda for 2026-12-09?", c("agenda", day="2026-12-09")),
    ("Find files named budget*.xlsx.", c("locate_file", name_pattern="budget*.xlsx")),
    ("Show me the text of minutes.docx.", c("open_document", filename="minutes.docx")),
    ("Start a countdown of 90 seconds.", c("start_countdown", seconds=90)),
    ("Set a wake-up alarm at 06:30.", c("wake_up_alarm", at="06:30")),
    ("Put the speaker volume at 25.", c("speaker_level", level=25)),
    ("Save a note: buy stamps.", c("new_note", content="buy stamps")),
    ("Look up the contact details of Priya.", c("contact_lookup", person="Priya")),
    ("Mark 'file taxes' as done.", c("mark_done", item="file taxes")),
    ("Add 'Vet' to my calendar on 2026-12-11 at 16:15.",
     c("add_appointment", summary="Vet", day="2026-12-11", start_time="16:15")),
]

MULTIPLE = [
    (["find_emails", "compose_email", "agenda"], "Do I have unread emails from "
     "jo@example.org?", c("find_emails", from_address="jo@example.org", unread_only=True)),
    (["agenda", "add_appointment", "new_note"], "Book 'Physio' on 2026-12-15 at 08:00.",
     c("add_appointment", summary="Physio", day="2026-12-15", start_time="08:00")),
    (["locate_file", "open_document", "find_emails"], "Open the document recipe.txt.",
     c("open_document", filename="recipe.txt")),
    (["start_countdown", "wake_up_alarm", "speaker_level"], "Wake me up at 07:15.",
     c("wake_up_alarm", at="07:15")),
    (["speaker_level", "start_countdown", "new_note"], "Turn the volume to 60.",
     c("speaker_level", level=60)),
    (["new_note", "compose_email", "mark_done"], "Write down a note: call the plumber.",
     c("new_note", content="call the plumber")),
    (["contact_lookup", "compose_email", "find_emails"], "What is Omar's phone number?",
     c("contact_lookup", person="Omar")),
    (["mark_done", "new_note", "agenda"], "I finished 'pay rent', tick it off.",
     c("mark_done", item="pay rent")),
    (["agenda", "find_emails", "locate_file"], "What is on 2026-12-20?",
     c("agenda", day="2026-12-20")),
    (["compose_email", "new_note", "contact_lookup"], "Send li@example.org an email titled "
     "'Draft' saying 'Comments welcome'.",
     c("compose_email", recipient="li@example.org", title="Draft", text="Comments welcome")),
    (["locate_file", "open_document", "new_note"], "Where are my files called invoice*.pdf?",
     c("locate_file", name_pattern="invoice*.pdf")),
    (["start_countdown", "speaker_level", "wake_up_alarm"], "Count down 30 seconds.",
     c("start_countdown", seconds=30)),
]

PARALLEL = [
    (["agenda"], "What's on my agenda on 2026-12-02 and on 2026-12-03?",
     [c("agenda", day="2026-12-02"), c("agenda", day="2026-12-03")]),
    (["wake_up_alarm"], "Set wake-up alarms at 06:00 and 06:10.",
     [c("wake_up_alarm", at="06:00"), c("wake_up_alarm", at="06:10")]),
    (["contact_lookup"], "Look up the contacts Ana and Ben.",
     [c("contact_lookup", person="Ana"), c("contact_lookup", person="Ben")]),
    (["locate_file"], "Find files named *.csv and files named *.json.",
     [c("locate_file", name_pattern="*.csv"), c("locate_file", name_pattern="*.json")]),
    (["new_note", "speaker_level"], "Save a note 'milk' and set the volume to 10.",
     [c("new_note", content="milk"), c("speaker_level", level=10)]),
    (["mark_done"], "Mark 'laundry' and 'dishes' as done.",
     [c("mark_done", item="laundry"), c("mark_done", item="dishes")]),
    (["open_document"], "Show me a.txt and b.txt.",
     [c("open_document", filename="a.txt"), c("open_document", filename="b.txt")]),
    (["start_countdown", "agenda"], "Start a 60 second countdown and show my agenda for "
     "2026-12-05.", [c("start_countdown", seconds=60), c("agenda", day="2026-12-05")]),
    (["find_emails"], "Search my mail for 'invoice' and for 'receipt'.",
     [c("find_emails", keywords="invoice"), c("find_emails", keywords="receipt")]),
    (["compose_email"], "Email ed@example.org and fay@example.org with title 'Party' and "
     "text 'Saturday 8pm'.",
     [c("compose_email", recipient="ed@example.org", title="Party", text="Saturday 8pm"),
      c("compose_email", recipient="fay@example.org", title="Party", text="Saturday 8pm")]),
    (["wake_up_alarm", "speaker_level"], "Set an alarm at 05:45 and the volume to 80.",
     [c("wake_up_alarm", at="05:45"), c("speaker_level", level=80)]),
    (["contact_lookup", "locate_file"], "Find the contact Kim and files named kim*.",
     [c("contact_lookup", person="Kim"), c("locate_file", name_pattern="kim*")]),
]

NONE = [
    (["compose_email", "agenda"], "Good morning!"),
    (["compose_email", "new_note"], "Order a pizza for me."),
    (["speaker_level", "start_countdown"], "What is the capital of Canada?"),
    (["find_emails", "locate_file"], "Tell me a joke about cats."),
    (["add_appointment", "agenda"], "How are you today?"),
    (["compose_email", "contact_lookup"], "Thanks, that's all."),
    (["open_document", "new_note"], "What does 'serendipity' mean?"),
    (["wake_up_alarm", "speaker_level"], "Book me a flight to Rome."),
    (["mark_done", "agenda"], "Who wrote Hamlet?"),
    (["compose_email", "find_emails"], "Can you help me plan a birthday party?"),
    (["locate_file", "start_countdown"], "What's 17 times 3?"),
    (["contact_lookup", "compose_email"], "Hello there."),
]

SYSTEM = "You are a helpful assistant. Today is 2026-12-01."


def build_cases() -> list[dict[str, Any]]:
    """Both halves as `botpsy calls` input lines with expectations, categories and split."""
    cases = assemble(TOOLS, SYSTEM, SINGLE, MULTIPLE, PARALLEL, NONE, prefix="heldout-")
    for case in cases:
        index = int(case["id"].rsplit("-", 1)[1])
        case["split"] = "tune" if index % 2 else "held_out"
    return cases
