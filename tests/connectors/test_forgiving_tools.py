"""Issue 14, item 3: the easy mistakes of a small model end in answers, not errors, and the
result says what was assumed; facts in results are true; messages never glue punctuation
to a path (the model copies "…/Drive." and then looks for "Drive.")."""

from __future__ import annotations

import json
from pathlib import Path

from app.agent.registry import ToolRegistry
from app.agent.runner import CallRequest, TaskContext, ToolRunner
from connectors import ConnectorContext
from connectors.calendars.tools import build_tools as calendar_tools
from connectors.files.tools import build_tools as files_tools
from tests.support.doubles import ScriptedConfirmer


def runner_of(tools) -> ToolRunner:  # type: ignore[no-untyped-def]
    return ToolRunner(ToolRegistry(tools), ScriptedConfirmer("approve"))


def run(runner: ToolRunner, tool: str, **arguments):  # type: ignore[no-untyped-def]
    return runner.run_calls([CallRequest(tool, arguments)], TaskContext())[0]


def test_a_date_as_start_and_end_is_that_whole_day_and_recurring_is_true(tmp_path: Path) -> None:
    context = ConnectorContext(tmp_path, (), {"calendars": {"time_zone": "Europe/Paris"}})
    runner = runner_of(calendar_tools(context))
    assert run(runner, "calendar_create_event", title="Dentist", start="2026-12-03T15:00").ok
    assert run(runner, "calendar_create_event", title="Yoga", start="2026-12-03T07:00",
               repeat="weekly", repeat_count=3).ok
    listed = run(runner, "calendar_list_events", start="2026-12-03", end="2026-12-03")
    assert listed.ok, listed.text
    content = listed.result.content
    assert "2026-12-03 was read as the whole day" in content["note"]
    by_title = {e["title"]: e for e in content["items"]}
    assert by_title["Dentist"]["recurring"] is False and by_title["Yoga"]["recurring"] is True


def test_an_event_that_ends_where_it_starts_lasts_its_duration_and_the_dialog_says_so(
        tmp_path: Path) -> None:
    """A small model writes the start time as the end too ("haircut Friday 15:00", with
    duration_minutes 30): the duration decides, as with no end at all, and the dialog shows
    the end that will be saved; an end before the start is still refused."""
    context = ConnectorContext(tmp_path, (), {"calendars": {"time_zone": "Europe/Paris"}})
    confirmer = ScriptedConfirmer("approve")
    runner = ToolRunner(ToolRegistry(calendar_tools(context)), confirmer)
    made = run(runner, "calendar_create_event", title="Haircut", start="2026-12-04T15:00",
               end="2026-12-04T15:00", duration_minutes=30)
    assert made.ok, made.text
    shown = {f.label: f.value for f in confirmer.seen[-1].preview.fields}
    assert shown["Ends"] == "Friday 04 December 2026, 15:30 (CET)", shown
    listed = run(runner, "calendar_list_events", start="2026-12-04", end="2026-12-05")
    assert [(e["start"], e["end"]) for e in listed.result.content] == [
        ("2026-12-04T15:00+01:00", "2026-12-04T15:30+01:00")]
    backwards = run(runner, "calendar_create_event", title="Haircut", start="2026-12-04T15:00",
                    end="2026-12-04T14:00")
    assert not backwards.ok and "must end after it starts" in backwards.text


def test_free_time_on_part_of_a_day_says_what_else_is_on_that_day(tmp_path: Path) -> None:
    """"Am I free Thursday afternoon?" asked as 14:00-15:00: the free slot, and the events
    of that day beside it (the dentist at 15:00), untrusted, and in the answer the app
    writes; a week's range does not list a week of events."""
    from app.agent.endings import findings

    context = ConnectorContext(tmp_path, (), {"calendars": {"time_zone": "Europe/Paris"}})
    runner = runner_of(calendar_tools(context))
    assert run(runner, "calendar_create_event", title="Dentist", start="2027-12-02T15:00",
               duration_minutes=30).ok
    assert run(runner, "calendar_create_event", title="Other day", start="2027-12-03T15:00").ok
    found = run(runner, "calendar_find_free_time", start="2027-12-02T14:00",
                end="2027-12-02T15:00", duration_minutes=60)
    assert found.ok, found.text
    content = found.result.content
    assert [s["start"][:16] for s in content["free"]] == ["2027-12-02T14:00"]
    assert [e["title"] for e in content["events"]] == ["Dentist"]
    assert found.result.untrusted is not None
    assert "Dentist" in findings(content)
    week = run(runner, "calendar_find_free_time", start="2027-11-29", end="2027-12-06")
    assert "events" not in week.result.content


def test_a_range_that_ends_where_it_starts_is_that_whole_day(tmp_path: Path) -> None:
    """"12月3日我的日程是什么？" listed as 2026-12-03T15:00 to 2026-12-03T15:00 (one time copied
    into both ends): that whole day, said; a range that ends before it starts stays an
    error."""
    context = ConnectorContext(tmp_path, (), {"calendars": {"time_zone": "Europe/Paris"}})
    runner = runner_of(calendar_tools(context))
    assert run(runner, "calendar_create_event", title="Dentist", start="2026-12-03T09:30").ok
    assert run(runner, "calendar_create_event", title="Other day", start="2026-12-04T09:30").ok
    listed = run(runner, "calendar_list_events", start="2026-12-03T15:00",
                 end="2026-12-03T15:00")
    assert listed.ok, listed.text
    assert [e["title"] for e in listed.result.content["items"]] == ["Dentist"]
    assert listed.result.content["note"].startswith(
        "a range that ends where it starts was read as the whole of 2026-12-03")
    backwards = run(runner, "calendar_list_events", start="2026-12-03T15:00",
                    end="2026-12-03T14:00")
    assert not backwards.ok and "must be after its start" in backwards.text


def test_an_empty_part_of_a_day_shows_that_days_events_and_says_so(tmp_path: Path) -> None:
    """"What do I have tomorrow?" listed as tomorrow 09:00-15:00 (the hour of the [Now]
    line copied) misses the 07:00 yoga: nothing there, so the whole day, said."""
    context = ConnectorContext(tmp_path, (), {"calendars": {"time_zone": "Europe/Paris"}})
    runner = runner_of(calendar_tools(context))
    assert run(runner, "calendar_create_event", title="Yoga", start="2026-12-02T07:00").ok
    assert run(runner, "calendar_create_event", title="Late", start="2026-12-03T07:00").ok
    listed = run(runner, "calendar_list_events", start="2026-12-02T09:00", end="2026-12-02T15:00")
    assert listed.ok, listed.text
    assert [e["title"] for e in listed.result.content["items"]] == ["Yoga"]
    assert listed.result.content["note"] == ("nothing between 09:00 and 15:00; these are the "
                                             "other events of Wed 02 Dec")
    # a part of the day that has an event lists only that; a whole empty day stays empty
    listed = run(runner, "calendar_list_events", start="2026-12-02T06:00", end="2026-12-02T08:00")
    assert [e["title"] for e in listed.result.content] == ["Yoga"]
    assert run(runner, "calendar_list_events", start="2026-12-04").result.content == []
    # "what is on the 3rd?" read as from now until the 3rd at 09:00: those whole days
    listed = run(runner, "calendar_list_events", start="2026-12-01T09:00",
                 end="2026-12-02T06:00")
    assert [e["title"] for e in listed.result.content["items"]] == ["Yoga"]
    assert listed.result.content["note"] == (
        "nothing between Tue 01 Dec 09:00 and Wed 02 Dec 06:00; these are the other events "
        "from Tue 01 Dec to Wed 02 Dec")
    # whole days with nothing, or more than a week: nothing is added
    assert run(runner, "calendar_list_events", start="2026-12-05",
               end="2026-12-06").result.content == []
    assert run(runner, "calendar_list_events", start="2026-11-20T09:00",
               end="2026-12-02T06:00").result.content == []


def test_free_time_longer_than_its_range_looks_for_the_whole_range(tmp_path: Path) -> None:
    from datetime import datetime
    from zoneinfo import ZoneInfo

    now = datetime(2026, 12, 1, 9, 0, tzinfo=ZoneInfo("Europe/Paris"))
    context = ConnectorContext(tmp_path, (), {"calendars": {"time_zone": "Europe/Paris"}},
                               clock=lambda: now)
    runner = runner_of(calendar_tools(context))
    found = run(runner, "calendar_find_free_time", start="2026-12-03T15:00",
                end="2026-12-03T16:00", duration_minutes=1440)
    assert found.ok, found.text
    assert found.result.content["note"] == "the range is 60 minutes long; looked for 60 free minutes"
    assert [slot["start"][11:16] for slot in found.result.content["items"]["free"]] == ["15:00"]


def test_no_free_time_in_a_part_of_a_day_looks_at_the_whole_day(tmp_path: Path) -> None:
    """"Find a free hour on 2026-12-03" asked as 09:00-11:00 while a workshop fills 9-12:
    the free times of that whole day, said; a whole day already searched stays as it is."""
    from datetime import datetime
    from zoneinfo import ZoneInfo

    now = datetime(2026, 12, 1, 9, 0, tzinfo=ZoneInfo("Europe/Paris"))
    context = ConnectorContext(tmp_path, (), {"calendars": {"time_zone": "Europe/Paris"}},
                               clock=lambda: now)
    runner = runner_of(calendar_tools(context))
    assert run(runner, "calendar_create_event", title="Workshop", start="2026-12-03T09:00",
               end="2026-12-03T12:00").ok
    found = run(runner, "calendar_find_free_time", start="2026-12-03T09:00",
                end="2026-12-03T11:00", duration_minutes=60)
    assert found.ok, found.text
    assert "no 60 free minutes between Thu 03 Dec 09:00 and Thu 03 Dec 11:00" in \
        found.result.content["note"]
    assert found.result.content["items"]["free"][0]["start"][11:16] == "12:00"
    whole = run(runner, "calendar_find_free_time", start="2026-12-03T00:00",
                end="2026-12-04T00:00", duration_minutes=600)  # longer than working hours
    assert whole.ok and whole.result.content["free"] == [] and "whole days" not in whole.text


def test_an_occurrence_that_is_a_one_off_events_own_start_changes_the_event(tmp_path: Path) -> None:
    context = ConnectorContext(tmp_path, (), {"calendars": {"time_zone": "Europe/Paris"}})
    runner = runner_of(calendar_tools(context))
    uid = run(runner, "calendar_create_event", title="Dentist",
              start="2026-12-03T15:00").result.content["uid"]
    moved = run(runner, "calendar_update_event", uid=uid, occurrence="2026-12-03T14:00+00:00",
                start="2026-12-03T16:00")  # 15:00 in Paris: the start it was listed with
    assert moved.ok, moved.text
    listed = run(runner, "calendar_list_events", start="2026-12-03").result.content
    assert [(e["title"], e["start"][11:16]) for e in listed] == [("Dentist", "16:00")]
    # another time is still a wrong occurrence, said
    wrong = run(runner, "calendar_update_event", uid=uid, occurrence="2026-12-05T10:00",
                title="Y")
    assert not wrong.ok and "does not repeat" in wrong.text


def test_an_unknown_calendar_name_searches_every_calendar_and_says_so(tmp_path: Path) -> None:
    context = ConnectorContext(tmp_path, (), {"calendars": {"time_zone": "Europe/Paris"}})
    runner = runner_of(calendar_tools(context))
    assert run(runner, "calendar_create_event", title="Dentist", start="2026-12-03T15:00").ok
    listed = run(runner, "calendar_list_events", start="2026-12-03", calendar="INBOX")
    assert listed.ok
    assert "There is no calendar 'INBOX'" in listed.result.content["note"]
    assert [e["title"] for e in listed.result.content["items"]] == ["Dentist"]
    tasks = run(runner, "calendar_list_tasks", calendar="Work")
    assert tasks.ok and "every calendar was searched" in json.dumps(tasks.result.content)
    # a write never lands somewhere else: an unknown calendar is still an error there
    assert not run(runner, "calendar_create_event", title="x", start="2026-12-04T10:00",
                   calendar="INBOX").ok


def test_page_one_of_a_text_file_and_listing_a_file(tmp_path: Path) -> None:
    docs = tmp_path / "Documents"
    docs.mkdir()
    (docs / "todo.md").write_text("- buy milk\n- call the bank\n")
    runner = runner_of(files_tools(ConnectorContext(tmp_path, (docs,))))
    read = run(runner, "files_read", path="todo.md", page=1)
    assert read.ok and "buy milk" in read.result.content["text"]
    assert "page 1 of a file without pages" in read.result.content["notes"][0]
    assert not run(runner, "files_read", path="todo.md", page=2).ok
    listed = run(runner, "files_list", path="todo.md")
    assert listed.ok and listed.result.content["entries"][0]["path"] == str(docs / "todo.md")
    assert "its beginning is shown" in listed.result.content["note"]
    assert "buy milk" in listed.result.content["entries"][0]["snippet"]


def test_messages_never_end_a_path_with_punctuation(tmp_path: Path) -> None:
    docs = tmp_path / "Drive"
    docs.mkdir()
    runner = runner_of(files_tools(ConnectorContext(tmp_path, (docs,))))
    for tool, arguments in (("files_read", {"path": "missing.txt"}),
                            ("files_list", {"path": "nowhere"}),
                            ("files_read", {"path": "/etc/passwd"})):
        outcome = run(runner, tool, **arguments)
        message = json.loads(outcome.text)["message"]
        for name in (str(docs), "missing.txt", "nowhere", "/etc/passwd"):
            for mark in ".,;:)'\"":
                assert f"{name}{mark}" not in message, (message, name)


def test_read_the_newest_email_without_an_id(mail_servers, secrets, tmp_path) -> None:  # type: ignore[no-untyped-def]
    import email.utils
    from datetime import datetime, timedelta

    from connectors.mail.account import set_password
    from tests.connectors.mail.test_mail import account, call, note, tools

    now = datetime.now().astimezone()
    for subject, when in (("Ancient one", now - timedelta(days=10)),
                          ("Older one", now - timedelta(minutes=5)),
                          ("Newest one", now + timedelta(minutes=5))):
        raw = note(subject, subject.lower())
        mail_servers.deliver("bob", f"Date: {email.utils.format_datetime(when)}\r\n".encode()
                             + raw)
    set_password(account(mail_servers, user="bob"), "bob-pw")
    runner, _ = tools(tmp_path, [account(mail_servers, user="bob")])
    read = call(runner, "mail_read")
    assert read.ok and read.result.content["subject"] == "Newest one"
    assert read.result.content["notes"][0].startswith("the newest message in INBOX")
    # an id the model guessed: the newest message, and it says so
    guessed = call(runner, "mail_read", id=987654)
    assert guessed.ok and guessed.result.content["subject"] == "Newest one"
    assert guessed.result.content["notes"][0].startswith("there is no message 987654 in INBOX")
    # a date from the [Now: …] line on, copied into "since", finds nothing: any date, said
    later = (datetime.now() + timedelta(days=1)).date().isoformat()
    found = call(runner, "mail_search", query="older", since=later)
    assert found.ok and [m["subject"] for m in found.result.content["messages"]] == ["Older one"]
    assert found.result.content["note"] == f"nothing since {later}; these match from any date"
    # a date made up in the past ("since yesterday" for "the invoice"): the same
    week = (datetime.now() - timedelta(days=5)).date().isoformat()
    found = call(runner, "mail_search", query="ancient", since=week)
    assert [m["subject"] for m in found.result.content["messages"]] == ["Ancient one"]
    assert found.result.content["note"] == f"nothing since {week}; these match from any date"
    # unread and flagged on a question about a sender ("did Carol write?"): none is both
    found = call(runner, "mail_search", query="ancient", unread=True, flagged=True, since=week)
    assert [m["subject"] for m in found.result.content["messages"]] == ["Ancient one"]
    assert found.result.content["note"] == (f"nothing since {week} and unread and flagged "
                                            "matched; these match the words in any message")
    # "unread" searched as a word ("how many unread emails?"): the flag, said; one read
    # ("newest" tells no message apart: the newest come, said, the newest first)
    newest_first = call(runner, "mail_search", query="newest").result.content["messages"]
    assert newest_first[0]["subject"] == "Newest one"
    newest = newest_first[0]["id"]
    assert call(runner, "mail_mark", id=newest, flag="read").ok
    found = call(runner, "mail_search", query="unread emails", since=later)
    subjects = {m["subject"] for m in found.result.content["messages"]}  # bob's box is shared
    assert {"Ancient one", "Older one"} <= subjects and "Newest one" not in subjects
    assert found.result.content["note"] == ("'unread emails' was read as unread messages; "
                                            f"nothing since {later}; these match from any date")


def test_a_search_whose_folder_is_a_file_searches_that_file(tmp_path: Path) -> None:
    """"Schau in notes.txt nach dem WLAN-Passwort" as files_search(query="WLAN-Passwort",
    folder="notes.txt"): that file, with the place that has the words, or else its beginning
    (the file is English), said; never a file outside the allowed folders."""
    docs = tmp_path / "Documents"
    docs.mkdir()
    (docs / "notes.txt").write_text("Project Falcon: kickoff moved to Thursday.\n"
                                    "The wifi password is tulip-42.\n")
    (tmp_path / "secret.txt").write_text("not yours")
    runner = runner_of(files_tools(ConnectorContext(tmp_path, (docs,))))
    found = run(runner, "files_search", query="WLAN-Passwort", folder="notes.txt")
    assert found.ok, found.text
    content = found.result.content
    assert [f["path"] for f in content["files"]] == [str(docs / "notes.txt")]
    assert "tulip-42" in content["files"][0]["snippet"]
    assert content["notes"] == ["notes.txt is a file, not a folder, and 'WLAN-Passwort' is not "
                                "in it; its beginning is shown"]
    assert found.result.untrusted is not None  # the file's words are someone's data
    found = run(runner, "files_search", query="wifi", folder="Documents/notes.txt")
    assert "The wifi password is tulip-42" in found.result.content["files"][0]["snippet"]
    assert found.result.content["notes"] == ["notes.txt is a file, not a folder; searched in it"]
    outside = run(runner, "files_search", query="yours", folder="../secret.txt")
    assert not outside.ok and "not yours" not in outside.text


def test_a_file_listed_as_a_folder_is_shown_with_its_beginning(tmp_path: Path) -> None:
    """"what was the wifi code in notes.txt" as files_list(path="notes.txt"): that one entry
    with the start of its text, said and untrusted, and in the answer the app writes; a file
    with no text (binary) is still listed, with why nothing of it is shown."""
    from app.agent.endings import findings

    docs = tmp_path / "Documents"
    docs.mkdir()
    (docs / "notes.txt").write_text("Project Falcon: kickoff moved to Thursday.\n"
                                    "The wifi password is tulip-42.\n")
    (docs / "photo.bin").write_bytes(b"\x00\x01binary\x00" * 10)
    runner = runner_of(files_tools(ConnectorContext(tmp_path, (docs,))))
    listed = run(runner, "files_list", path="notes.txt", pattern="*.txt")
    assert listed.ok, listed.text
    content = listed.result.content
    assert [e["path"] for e in content["entries"]] == [str(docs / "notes.txt")]
    assert content["note"] == "notes.txt is a file, not a folder; its beginning is shown"
    assert listed.result.untrusted is not None
    assert "The wifi password is tulip-42." in findings(content)
    binary = run(runner, "files_list", path="photo.bin")
    assert binary.ok, binary.text
    assert "snippet" not in binary.result.content["entries"][0]
    assert "binary file" in binary.result.content["note"]


def test_a_docx_is_written_as_a_word_document_and_reads_back(tmp_path: Path) -> None:
    docs = tmp_path / "Documents"
    docs.mkdir()
    runner = runner_of(files_tools(ConnectorContext(tmp_path, (docs,))))
    written = run(runner, "files_write", path="minutes.docx",
                  content="# Minutes\nWe agreed on Friday.\nBudget: 40 EUR")
    assert written.ok, written.text
    import zipfile

    assert zipfile.is_zipfile(docs / "minutes.docx")  # a real Word file, not text
    from docx import Document

    paragraphs = [p.text for p in Document(str(docs / "minutes.docx")).paragraphs]
    assert paragraphs == ["Minutes", "We agreed on Friday.", "Budget: 40 EUR"]
    read = run(runner, "files_read", path="minutes.docx")
    assert read.ok and "We agreed on Friday." in json.dumps(read.result.content)


def test_a_format_it_cannot_write_is_refused_before_anything_is_shown(tmp_path: Path) -> None:
    docs = tmp_path / "Documents"
    docs.mkdir()
    runner = runner_of(files_tools(ConnectorContext(tmp_path, (docs,))))
    refused = run(runner, "files_write", path="report.pdf", content="Q3 figures")
    assert not refused.ok and "cannot write .pdf files" in refused.text
    assert "report.pdf." not in refused.text and "/report.pdf " in refused.text  # nothing glued
    assert runner.confirmer.seen == [] and not (docs / "report.pdf").exists()


def test_a_write_over_a_folder_is_refused_before_anything_is_shown(tmp_path: Path) -> None:
    """The stand-in wrote "overwrite": true over the Documents folder itself, and the user was
    asked to approve "Overwrite Documents", a call that could only fail."""
    docs = tmp_path / "Documents"
    (docs / "old").mkdir(parents=True)
    runner = runner_of(files_tools(ConnectorContext(tmp_path, (docs,))))
    for path in (str(docs), "old"):
        refused = run(runner, "files_write", path=path, content="eggs", overwrite=True)
        assert not refused.ok and "is a folder, not a file" in refused.text
    assert runner.confirmer.seen == [] and (docs / "old").is_dir()
    assert sorted(p.name for p in docs.iterdir()) == ["old"]


def test_a_path_that_names_an_allowed_folder_is_that_folder(tmp_path: Path) -> None:
    """"List my Documents folder" → files_list(path="Documents"), with Documents itself
    allowed: that folder, not Documents/Documents. A relative name is also looked for in the
    other allowed folders; '..' and paths outside stay refused."""
    docs, pics = tmp_path / "Documents", tmp_path / "Pictures"
    docs.mkdir()
    pics.mkdir()
    (docs / "budget.csv").write_text("rent,900\n")
    (pics / "cat.txt").write_text("a cat\n")
    runner = runner_of(files_tools(ConnectorContext(tmp_path, (docs, pics))))
    listed = run(runner, "files_list", path="Documents")
    assert listed.ok and [e["path"] for e in listed.result.content] == [str(docs / "budget.csv")]
    assert run(runner, "files_read", path="documents/budget.csv").ok
    assert "a cat" in run(runner, "files_read", path="cat.txt").result.content["text"]
    written = run(runner, "files_write", path="Pictures/new.txt", content="hi")
    assert written.ok and (pics / "new.txt").read_text() == "hi"
    assert not run(runner, "files_read", path="Documents/../../secret").ok
    (tmp_path / "secret.txt").write_text("no")
    assert not run(runner, "files_read", path=str(tmp_path / "secret.txt")).ok


def test_a_path_with_the_word_file_in_front_is_the_file_it_names(tmp_path: Path) -> None:
    """"Create a file shopping.txt …" → files_write(path="file shopping.txt"): shopping.txt,
    and the card says what will happen to which file; a file really named so is kept."""
    docs = tmp_path / "Documents"
    docs.mkdir()
    tools = files_tools(ConnectorContext(tmp_path, (docs,)))
    write = next(t for t in tools if t.name == "files_write")
    assert write.summarize is not None
    args = {"path": "file shopping.txt", "content": "eggs, milk", "overwrite": True}
    assert write.summarize(args) == "Create shopping.txt"  # nothing to overwrite yet
    runner = runner_of(tools)
    assert run(runner, "files_write", **args).ok
    assert (docs / "shopping.txt").read_text() == "eggs, milk"
    assert write.summarize(args) == "Overwrite shopping.txt"
    (docs / "file notes.txt").write_text("literal")
    assert run(runner, "files_read", path="file notes.txt").result.content["text"] == "literal"
    assert run(runner, "files_read", path="the file shopping.txt").ok


def test_a_search_in_a_missing_folder_or_by_words_of_a_name_still_finds_the_file(
        tmp_path: Path) -> None:
    """"Find my tax return PDF" → files_search(query="Tax Return PDF", folder="Tax Return"):
    no such folder (every allowed folder is searched, and it says so), and no file says
    those words, but a file's name has them. A folder outside stays refused."""
    docs = tmp_path / "Documents"
    (docs / "2025").mkdir(parents=True)
    (docs / "2025" / "tax-return-2025.pdf").write_bytes(b"%PDF-1.4 not really")
    (docs / "notes.txt").write_text("nothing here")
    runner = runner_of(files_tools(ConnectorContext(tmp_path, (docs,))))
    found = run(runner, "files_search", query="Tax Return PDF", folder="Tax Return",
                max_results=1)
    assert found.ok, found.text
    assert [Path(f["path"]).name for f in found.result.content["files"]] == \
        ["tax-return-2025.pdf"]
    assert found.result.content["notes"] == [
        "there is no folder 'Tax Return'; every allowed folder was searched",
        "no file contains 'Tax Return PDF'; these names have its words"]
    assert not run(runner, "files_search", query="x", folder=str(tmp_path)).ok
    plain = run(runner, "files_search", query="nothing here")
    assert plain.ok and isinstance(plain.result.content, list)  # as before when it is found
    # "Steuererklärung (tax return)": no name has every word; those with most, best first
    (docs / "tax-notes.txt").write_text("ask about deductions")
    (docs / "holiday.pdf").write_bytes(b"%PDF-1.4 trip")
    some = run(runner, "files_search", query="Steuererklärung (tax return)",
               folder="Steuererklärung")
    assert [Path(f["path"]).name for f in some.result.content["files"]] == \
        ["tax-return-2025.pdf", "tax-notes.txt"]
    assert some.result.content["notes"][-1].startswith("no file contains 'Steuererklärung "
                                                       "(tax return)' and no name has all")
    assert run(runner, "files_search", query="Urlaubsfotos").result.content == []
