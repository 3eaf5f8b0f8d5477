"""Issue 27, item 4: a full disk, on a real small file system (a 512 KB tmpfs).

Writes, overwrites, copies and the conversation database fail cleanly and say so (the disk
is full, and what to do); nothing already stored is damaged, no half-written or temporary file
is left, and once space is freed everything works again."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app.store.db import DiskFullError, Store
from connectors.files.errors import FilesError
from connectors.files.folders import Folders
from tests.support.small_disk import fill, free_bytes


def leftovers(folder: Path) -> list[str]:
    """Anything a write could have left behind: temporary or partial files."""
    return sorted(p.name for p in folder.rglob("*") if p.name.startswith(".botpsy-"))


def test_writes_on_a_full_disk_say_so_and_keep_what_was_there(small_disk: Path) -> None:
    docs = small_disk / "Documents"
    docs.mkdir()
    folders = Folders([docs])
    note = docs / "note.txt"
    folders.write(note, "the first version\n")
    filler = fill(small_disk)
    assert free_bytes(small_disk) < 4096

    with pytest.raises(FilesError, match="The disk is full") as new:
        folders.write(docs / "new.txt", "x" * 200_000)
    assert "Free some space" in str(new.value)
    assert not (docs / "new.txt").exists()

    with pytest.raises(FilesError, match="The disk is full.*unchanged"):
        folders.write(note, "a much longer second version\n" * 20_000, overwrite=True)
    assert note.read_text() == "the first version\n"

    # a save-attachment is a new file written the same way (connectors/mail/tools.py)
    with pytest.raises(FilesError, match="The disk is full"):
        folders.write_bytes(docs / "invoice.pdf", b"%PDF" + b"\1" * 300_000)
    assert not (docs / "invoice.pdf").exists()
    assert leftovers(small_disk) == []

    filler.unlink()  # space again: the same writes now work
    folders.write(note, "the second version\n", overwrite=True)
    assert note.read_text() == "the second version\n"


def test_a_folder_copy_that_runs_out_of_space_leaves_no_half_copy(small_disk: Path) -> None:
    docs = small_disk / "Documents"
    (docs / "trip").mkdir(parents=True)
    for index in range(6):
        (docs / "trip" / f"photo{index}.raw").write_bytes(bytes([index]) * 30_000)
    folders = Folders([docs])
    # room for about two of the six files
    filler = fill(small_disk)
    filler.write_bytes(b"\0" * (filler.stat().st_size - 70_000))

    with pytest.raises(FilesError, match="The disk is full.*nothing half-copied"):
        folders.copy(docs / "trip", docs / "trip copy")
    assert not (docs / "trip copy").exists()
    assert sorted(p.name for p in (docs / "trip").iterdir()) == [
        f"photo{index}.raw" for index in range(6)]
    assert all((docs / "trip" / f"photo{i}.raw").read_bytes() == bytes([i]) * 30_000
               for i in range(6))

    filler.unlink()
    assert folders.copy(docs / "trip", docs / "trip copy") == 0
    assert len(list((docs / "trip copy").iterdir())) == 6


def test_the_database_on_a_full_disk_keeps_every_saved_message(small_disk: Path) -> None:
    store = Store(small_disk / "botpsy.sqlite3")
    store.migrate()
    conversation = store.create_conversation("Dentist")
    store.append_message(conversation.id, "user", "Move the dentist to Friday.")
    store.append_message(conversation.id, "assistant", "Done: moved to Friday at 10:00.")
    filler = fill(small_disk)

    with pytest.raises(DiskFullError, match="The disk is full") as full:
        store.append_message(conversation.id, "user", "long paste " * 40_000)
    assert "unchanged" in str(full.value) and "Free some space" in str(full.value)
    with pytest.raises(DiskFullError):
        store.set_setting("window.geometry", {"blob": "x" * 200_000})

    assert [m.content for m in store.messages(conversation.id)] == [
        "Move the dentist to Friday.", "Done: moved to Friday at 10:00."]
    filler.unlink()
    with sqlite3.connect(small_disk / "botpsy.sqlite3") as raw:
        assert raw.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    store.append_message(conversation.id, "user", "Thanks!")
    assert len(store.messages(conversation.id)) == 3


def _integrity(path: Path) -> str:
    with sqlite3.connect(path) as db:
        return str(db.execute("PRAGMA integrity_check").fetchone()[0])


def test_a_mail_sync_on_a_full_disk_says_so_and_keeps_the_local_copy(  # type: ignore[no-untyped-def]
        small_disk: Path, mail_servers, secrets) -> None:
    """A real Dovecot sync into a local copy on a full disk: the account's result says the
    disk is full and what to do (not a crash, not a bug report); every message already in
    the copy is still there and the database is whole; once space is freed the next sync
    brings the rest, each message once."""
    from email.message import EmailMessage

    from connectors import ConnectorContext, connector
    from connectors.mail.account import MailAccount, set_password
    from connectors.mail.cache import MailCache

    def deliver(first: int, count: int) -> None:
        for index in range(first, first + count):
            message = EmailMessage()
            message["From"], message["To"] = "carol@example.net", "diskfull@example.org"
            message["Subject"] = f"Report {index}"
            message.set_content(f"report {index} " + "figures " * 250)  # 2 KB of body
            mail_servers.deliver("diskfull", bytes(message))

    account = MailAccount("diskfull", "diskfull@example.org", "127.0.0.1", "127.0.0.1",
                          imap_port=mail_servers.imaps_port, smtp_port=mail_servers.smtps_port,
                          username="diskfull", ca_file=str(mail_servers.ca))
    set_password(account, "diskfull-pw")
    context = ConnectorContext(small_disk, (), {"mail": {"accounts": [account.to_settings()]}})
    mail = connector("mail")
    deliver(0, 5)
    [first] = mail.sync(context)
    assert first.error == "" and first.incoming == 5, first

    filler = fill(small_disk)
    deliver(5, 20)
    [full] = mail.sync(context)
    assert full.error.startswith("The disk is full, so the local copy of diskfull was not "
                                 "brought up to date"), full.error
    assert "Free some space" in full.error
    filler.unlink()  # (SQLite cannot even open a WAL database on a full disk: no -shm)
    cache_file = small_disk / "mail-cache.sqlite3"
    assert _integrity(cache_file) == "ok"
    subjects = {m["subject"] for m in MailCache(cache_file).search("diskfull", "INBOX",
                                                                   limit=100)}
    assert {f"Report {n}" for n in range(5)} <= subjects

    [again] = mail.sync(context)
    assert again.error == "", again.error
    stored = [m["subject"] for m in MailCache(cache_file).search("diskfull", "INBOX", limit=100)]
    assert sorted(stored) == sorted(f"Report {n}" for n in range(25))


def test_a_calendar_sync_on_a_full_disk_says_so_and_keeps_the_local_copy(  # type: ignore[no-untyped-def]
        small_disk: Path, own_radicale, secrets) -> None:
    """The same for a CalDAV account on real Radicale: events added on the server while the
    disk is full are not half-stored; the copy keeps what it had; the next sync fetches them."""
    from datetime import datetime, timedelta

    import caldav

    from connectors import ConnectorContext, connector
    from connectors.calendars.account import CalDAVAccount, set_password
    from connectors.calendars.tools import open_calendars

    server = caldav.DAVClient(url=own_radicale.url, username="alice",
                              password="alice-pw").principal().make_calendar(name="Team")

    def add(first: int, count: int) -> None:
        for day in range(first, first + count):
            server.save_event(dtstart=datetime(2026, 12, 1, 9) + timedelta(days=day),
                              dtend=datetime(2026, 12, 1, 10) + timedelta(days=day),
                              summary=f"Standup {day}", description="agenda " * 300)

    account = CalDAVAccount("team", own_radicale.url, "alice")
    set_password(account, "alice-pw")
    context = ConnectorContext(small_disk, (), {"calendars": {"accounts": [
        account.to_settings()]}})
    calendars = connector("calendars")
    add(0, 3)
    assert [r.error for r in calendars.sync(context)] == [""]
    filler = fill(small_disk)
    add(3, 30)
    [full] = calendars.sync(context)
    assert full.error.startswith("The disk is full, so the local copy of team was not "
                                 "brought up to date"), full.error
    filler.unlink()
    store_file = next(small_disk.glob("calendar*.sqlite3"))
    assert _integrity(store_file) == "ok"
    start, end = datetime(2026, 11, 30).astimezone(), datetime(2027, 2, 1).astimezone()
    kept = {e["title"] for e in open_calendars(context).events(start, end, "")}
    assert {"Standup 0", "Standup 1", "Standup 2"} <= kept
    assert [r.error for r in calendars.sync(context)] == [""]
    titles = {e["title"] for e in open_calendars(context).events(start, end, "")}
    assert {f"Standup {day}" for day in range(33)} <= titles
