"""The crash harness, short (tests/faults/crash.py; `python -m tests.faults.crash` kills 200
times): the app killed with SIGKILL at random moments while it writes conversations, files,
settings and events (local, and on a real Radicale that is stopped one generation in three,
where events are also edited and deleted),
sends approved mail through real Dovecot and SMTP and syncs, loses nothing that was
acknowledged, sends nothing twice, leaves every database whole and no half-written file, and
its journal says what became of every approved action."""

from __future__ import annotations

import io
import sqlite3
from pathlib import Path

import pytest

from app.store.db import INTERRUPTED, Store, StoreJournal
from tests.faults import crash

pytestmark = pytest.mark.slow


def test_killed_twelve_times_at_random_nothing_acknowledged_is_lost(mail_servers, own_radicale) -> None:  # type: ignore[no-untyped-def]
    out = io.StringIO()
    code = crash.run(12, seed=7, out=out, servers=mail_servers, radicale=own_radicale)
    report = out.getvalue()
    assert code == 0, report
    assert "violations: 0" in report
    acknowledged = dict(part.rsplit(" ", 1) for part in report.split("acknowledged: ")[1]
                        .splitlines()[0].split(", "))
    for kind in ("message", "file", "copy", "move", "zoom", "event", "send", "remote_event",
                 "remote_edit", "remote_delete", "sync"):
        assert int(acknowledged.get(kind, 0)) > 0, (kind, report)  # every kind of work ran


def test_the_checks_see_what_a_kill_could_break(tmp_path: Path) -> None:
    """The checks are not blind: a lost message, a changed file, a half-written file, a mail
    sent twice and an approved action with no outcome are each reported."""
    docs = tmp_path / "Documents"
    docs.mkdir()
    store = Store(tmp_path / "botpsy.sqlite3")
    conversation = store.create_conversation("c")
    store.append_message(conversation.id, "user", "user 0-1")
    (docs / "f-0-2.txt").write_text("changed")
    (docs / ".botpsy-0123.tmp").write_text("half")
    (tmp_path / "acks.jsonl").write_text("\n".join([
        '{"kind": "message", "token": "0-1", "role": "user"}',
        '{"kind": "message", "token": "0-1", "role": "assistant"}',
        '{"kind": "file", "path": "f-0-2.txt", "sha": "0"}',
        '{"kind": "send", "token": "0-3"}', '{"kind": "cut']))
    smtp = tmp_path / "smtp.log"
    smtp.write_text("a -> b\tmail 0-3\na -> b\tmail 0-3\n")

    class Request:
        tool, summary, arguments_json, untrusted_sources = "mail_send", "Send", "{}", ()

        class effect:
            value = "send"

    StoreJournal(store).decided(Request(), "approved", conversation.id)
    problems = crash.check(tmp_path, docs, smtp)
    assert "lost a message: answer 0-1" in problems
    assert not any("calendar server" in p or "mail copy" in p for p in problems)  # unchecked
    assert "lost or changed a written file: f-0-2.txt" in problems
    assert any(p.startswith("half-written files left") for p in problems)
    assert "sent 2 times: mail 0-3" in problems
    assert "an acknowledged mail went 2 times" in problems
    assert any(p.startswith("journal entries approved with no outcome") for p in problems)
    assert store.mark_interrupted() == 1  # what the app's start does
    with sqlite3.connect(tmp_path / "botpsy.sqlite3") as conn:
        assert conn.execute("SELECT outcome FROM action_journal").fetchone()[0] == INTERRUPTED
    assert not any(p.startswith("journal entries") for p in crash.check(tmp_path, docs, smtp))


def test_the_checks_see_a_calendar_change_sent_twice_or_never_and_a_sync_that_lost_mail(
        tmp_path: Path) -> None:
    docs = tmp_path / "Documents"
    docs.mkdir()
    Store(tmp_path / "botpsy.sqlite3")
    (tmp_path / "acks.jsonl").write_text('{"kind": "remote_event", "token": "0-4"}\n'
                                         '{"kind": "remote_event", "token": "0-5"}\n')
    server = "SUMMARY:remote 0-4\nSUMMARY:remote 0-4\nSUMMARY:remote 0-6\n"
    with sqlite3.connect(tmp_path / "mail-cache.sqlite3") as conn:
        conn.execute("CREATE TABLE messages (folder TEXT, subject TEXT)")
        conn.executemany("INSERT INTO messages VALUES ('INBOX', ?)",
                         [("mail 0-7",), ("mail 0-7",)])
    problems = crash.check(tmp_path, docs, tmp_path / "none.log", server, {"mail 0-7", "mail 0-8"})
    assert "on the calendar server 2 times: remote 0-4" in problems
    assert "an acknowledged CalDAV event is on the server 0 times: remote 0-5" in problems
    assert "an acknowledged CalDAV event is in the local copy 0 times: remote 0-5" in problems
    assert "the local mail copy holds 2 copies of: mail 0-7" in problems
    assert "the sync at start left out 1 messages: ['mail 0-8']" in problems
    offline = crash.check(tmp_path, docs, tmp_path / "none.log", None, None)
    assert not any("calendar server" in p or "mail copy" in p for p in offline)


def test_the_checks_see_a_calendar_edit_or_deletion_lost_half_done_or_undone(
        tmp_path: Path) -> None:
    """An acknowledged edit that is not there, an acknowledged deletion that is, and an edit
    the kill cut short that is there both as it was and as edited, are each reported; a
    deletion the kill cut short may have happened or not."""
    import json

    docs = tmp_path / "Documents"
    docs.mkdir()
    Store(tmp_path / "botpsy.sqlite3")
    acks = [{"kind": "remote_event", "token": t, "uid": f"u{t}"}
            for t in ("1-1", "1-3", "1-5", "1-7")]
    acks += [{"kind": "target", "op": "remote_edit", "token": "1-2", "target": "1-1"},
             {"kind": "remote_edit", "token": "1-2", "target": "1-1"},
             {"kind": "target", "op": "remote_delete", "token": "1-4", "target": "1-3"},
             {"kind": "remote_delete", "token": "1-4", "target": "1-3"},
             {"kind": "target", "op": "remote_edit", "token": "1-6", "target": "1-5"},
             {"kind": "target", "op": "remote_delete", "token": "1-8", "target": "1-7"}]
    (tmp_path / "acks.jsonl").write_text("".join(json.dumps(a) + "\n" for a in acks))
    server = "SUMMARY:remote 1-1\nSUMMARY:remote 1-3\nSUMMARY:remote 1-5\nSUMMARY:edited 1-6\n"
    problems = crash.check(tmp_path, docs, tmp_path / "none.log", server)
    assert problems == [
        "an acknowledged CalDAV event is in the local copy 0 times: remote 1-1",
        "an acknowledged CalDAV event is in the local copy 0 times: remote 1-5 "
        "(or edited 1-6)",
        "an acknowledged CalDAV change is not on the server: remote 1-1 is there as "
        "remote 1-1, not 'edited 1-2'",
        "an acknowledged CalDAV change is not on the server: remote 1-3 is there as "
        "remote 1-3, not ''",
        "a CalDAV edit is on the server twice: remote 1-5 as ['edited 1-6', 'remote 1-5']",
        "the journal has 0 done calendar_update_event, 1 acknowledged",
        "the journal has 0 done calendar_delete_event, 1 acknowledged"], problems
    right = "SUMMARY:edited 1-2\nSUMMARY:remote 1-5\n"  # 1-7: deleted or not, both fine
    assert not [p for p in crash.check(tmp_path, docs, tmp_path / "none.log", right)
                if "server" in p]
    assert not [p for p in crash.check(tmp_path, docs, tmp_path / "none.log",
                                       right + "SUMMARY:remote 1-7\n") if "server" in p]


WRITER = """
import sys
from pathlib import Path
from connectors.files.folders import Folders, PendingWrites
folder, pending = Path(sys.argv[1]), Path(sys.argv[2])
Folders((folder,), PendingWrites(pending)).write_bytes(folder / "report.txt", b"x" * 400_000_000)
"""


def test_a_file_killed_while_written_never_appears_half_written(tmp_path: Path) -> None:
    """SIGKILL in the middle of writing a new file: the file's own name never holds part of
    it (it appears whole or not at all), and the next start removes the temporary file."""
    import os
    import signal
    import subprocess
    import sys
    import time

    from connectors import ConnectorContext, connector

    docs, data = tmp_path / "Documents", tmp_path / "data"
    docs.mkdir()
    data.mkdir()
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(docs),
                               str(data / "pending-writes")], cwd=Path(__file__).parents[2])
    deadline = time.monotonic() + 60
    temps: list[Path] = []
    while not temps and time.monotonic() < deadline and writer.poll() is None:
        temps = [p for p in docs.iterdir() if p.name.startswith(".botpsy-")]
        time.sleep(0.001)
    os.kill(writer.pid, signal.SIGKILL)
    writer.wait()
    assert temps, "the write ended before it could be killed"
    assert not (docs / "report.txt").exists()  # never half a file under its own name
    assert [p.name for p in docs.iterdir()] == [temps[0].name]  # only our temporary file
    assert list((data / "pending-writes").glob("*.path"))  # recorded before it was created
    connector("files").build_tools(ConnectorContext(data, (docs,), {}))  # the next start
    assert list(docs.iterdir()) == []
    assert list((data / "pending-writes").glob("*.path")) == []


def test_the_sweep_removes_only_our_temporary_files_inside_allowed_folders(tmp_path: Path) -> None:
    from connectors.files.folders import PendingWrites

    docs, elsewhere = tmp_path / "Documents", tmp_path / "elsewhere"
    docs.mkdir()
    elsewhere.mkdir()
    pending = PendingWrites(tmp_path / "pending")
    ours = docs / ".botpsy-0123456789abcdef.tmp"
    theirs = docs / "notes.txt"  # a record naming a file that is not a temporary one
    outside = elsewhere / ".botpsy-fedcba9876543210.tmp"  # a record pointing outside
    for path in (ours, theirs, outside):
        path.write_text("x")
        pending.note(path)
    assert pending.sweep([docs]) == 1
    assert not ours.exists() and theirs.exists() and outside.exists()
    assert list((tmp_path / "pending").iterdir()) == []


def test_the_window_killed_at_random_loses_no_message_it_took_in_nor_an_answer_it_showed() -> None:
    """The window itself (tests/faults/crash_window.py; `python -m tests.faults.crash_window`
    kills 200 times): a message it took in, or an answer it showed finished, is stored once."""
    from tests.faults import crash_window

    out = io.StringIO()
    code = crash_window.run(6, seed=5, out=out)
    report = out.getvalue()
    assert code == 0, report
    assert "violations: 0" in report
    counts = report.split("acknowledged: ")[1].splitlines()[0]
    assert int(counts.split("user messages ")[1].split(",")[0]) > 0, report
    assert int(counts.split("answers shown ")[1]) > 0, report


def test_the_window_checks_see_a_lost_or_doubled_message(tmp_path: Path) -> None:
    from tests.faults import crash_window

    store = Store(tmp_path / "botpsy.sqlite3")
    conversation = store.create_conversation("c")
    store.append_message(conversation.id, "user", "[Now: …]\nuser 0-1", "user 0-1")
    store.append_message(conversation.id, "assistant", "answer 0-1", "answer 0-1")
    store.append_message(conversation.id, "assistant", "answer 0-1", "answer 0-1")
    (tmp_path / "acks.jsonl").write_text("\n".join([
        '{"kind": "typed", "token": "0-1"}',
        '{"kind": "message", "token": "0-1", "role": "user"}',
        '{"kind": "message", "token": "0-1", "role": "assistant"}',
        '{"kind": "typed", "token": "0-2"}',
        '{"kind": "message", "token": "0-2", "role": "user"}', '{"kind": "cut']))
    problems = crash_window.check(tmp_path)
    assert problems == ["lost a message: user 0-2", "stored twice: ['answer 0-1']"]
    assert crash_window.typed_not_kept(tmp_path) == ["0-2"]
