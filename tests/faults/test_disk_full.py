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
