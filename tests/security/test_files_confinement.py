"""Attack 4 (High): writes that leave the allowed folders through planted or swapped links.

Each test plants what an attacker who can write into the user's folder (a synced share, an
unpacked archive) would plant, then makes the real files tools write, and checks that
nothing outside the allowed folder was created or changed.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from app.agent.registry import ToolRegistry
from app.agent.runner import CallRequest, TaskContext, ToolRunner
from connectors import ConnectorContext
from connectors.files.errors import FilesError
from connectors.files.folders import Folders
from connectors.files.tools import build_tools
from tests.support.doubles import ScriptedConfirmer


@pytest.fixture()
def tree(tmp_path: Path) -> tuple[Path, Path]:
    allowed, outside = tmp_path / "Documents", tmp_path / "Outside"
    allowed.mkdir()
    outside.mkdir()
    return allowed, outside


def runner_for(allowed: Path) -> ToolRunner:
    context = ConnectorContext(data_dir=allowed.parent, allowed_folders=(allowed,))
    return ToolRunner(ToolRegistry(build_tools(context)), ScriptedConfirmer("approve"))


def run(runner: ToolRunner, name: str, **arguments):  # type: ignore[no-untyped-def]
    return runner.run_calls([CallRequest(name, arguments)], TaskContext())[0]


def test_the_old_fixed_temp_name_symlink_is_never_followed(tree) -> None:  # type: ignore[no-untyped-def]
    allowed, outside = tree
    (allowed / "notes.txt").write_text("old")
    (allowed / ".notes.txt.botpsy-tmp").symlink_to(outside / "planted.txt")
    outcome = run(runner_for(allowed), "files_write", path="notes.txt", content="new",
                  overwrite=True)
    assert outcome.status == "done"
    assert (allowed / "notes.txt").read_text() == "new"
    assert list(outside.iterdir()) == []
    assert [p.name for p in allowed.iterdir() if p.name.startswith(".botpsy-")] == []


def test_a_dangling_symlink_at_the_new_name_is_refused(tree) -> None:  # type: ignore[no-untyped-def]
    allowed, outside = tree
    (allowed / "new.txt").symlink_to(outside / "created-by-botpsy.txt")
    outcome = run(runner_for(allowed), "files_write", path="new.txt", content="x")
    assert outcome.status in ("failed", "invalid")
    assert list(outside.iterdir()) == []


def test_copy_into_a_folder_with_a_dangling_symlink_is_refused(tree) -> None:  # type: ignore[no-untyped-def]
    allowed, outside = tree
    (allowed / "report.txt").write_text("data")
    (allowed / "backup").mkdir()
    (allowed / "backup" / "report.txt").symlink_to(outside / "exfil.txt")
    outcome = run(runner_for(allowed), "files_copy", source="report.txt", destination="backup")
    assert outcome.status == "failed" and "already exists" in outcome.text.lower()
    assert list(outside.iterdir()) == []


def test_copying_a_folder_never_copies_links_out_of_it(tree) -> None:  # type: ignore[no-untyped-def]
    allowed, outside = tree
    (outside / "secret.txt").write_text("hunter2")
    (allowed / "src").mkdir()
    (allowed / "src" / "ok.txt").write_text("fine")
    (allowed / "src" / "secret-link").symlink_to(outside / "secret.txt")
    outcome = run(runner_for(allowed), "files_copy", source="src", destination="dst")
    assert outcome.status == "done"
    assert sorted(p.name for p in (allowed / "dst").iterdir()) == ["ok.txt"]
    assert "1 links or special files" in outcome.text


def test_move_never_replaces_a_planted_link(tree) -> None:  # type: ignore[no-untyped-def]
    allowed, outside = tree
    (allowed / "a.txt").write_text("a")
    (allowed / "b.txt").symlink_to(outside / "b.txt")
    outcome = run(runner_for(allowed), "files_move", source="a.txt", destination="b.txt")
    assert outcome.status in ("failed", "invalid")
    assert (allowed / "a.txt").read_text() == "a" and list(outside.iterdir()) == []


def test_a_folder_swapped_for_a_symlink_mid_write_never_leads_outside(tree) -> None:  # type: ignore[no-untyped-def]
    """The check-then-write race: a thread flips sub/ between a folder and a link to the
    outside while the tool writes; every write lands inside or is refused."""
    allowed, outside = tree
    sub, parked = allowed / "sub", allowed / "parked"
    sub.mkdir()
    stop = threading.Event()

    def flip() -> None:
        while not stop.is_set():
            try:
                sub.rename(parked)
                sub.symlink_to(outside, target_is_directory=True)
                sub.unlink()
                parked.rename(sub)
            except OSError:
                pass

    tools = {t.name: t for t in build_tools(ConnectorContext(allowed.parent, (allowed,)))}
    flipper = threading.Thread(target=flip, daemon=True)
    flipper.start()
    written = refused = 0
    try:
        for index in range(300):
            try:
                tools["files_write"].function(path=f"sub/f{index}.txt", content="x")
                written += 1
            except FilesError:
                refused += 1
    finally:
        stop.set()
        flipper.join()
    assert list(outside.iterdir()) == []
    assert written + refused == 300 and written > 0


def test_save_bytes_through_the_same_safe_path(tree) -> None:  # type: ignore[no-untyped-def]
    """mail_save_attachment writes through Folders.write_bytes: the same protections."""
    allowed, outside = tree
    (allowed / "invoice.pdf").symlink_to(outside / "invoice.pdf")
    folders = Folders([allowed])
    with pytest.raises(FilesError):
        folders.write_bytes(allowed / "invoice.pdf", b"%PDF")
    assert list(outside.iterdir()) == []
    folders.write_bytes(allowed / "new" / "deep" / "a.bin", b"1")
    assert (allowed / "new" / "deep" / "a.bin").read_bytes() == b"1"
    assert os.stat(allowed / "new").st_mode & 0o040000
