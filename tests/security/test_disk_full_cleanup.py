"""A copy that runs out of space removes what it made, and nothing else (issue 27, item 4).

The files connector now deletes a half-made copy when the disk fills. That deletion must never
reach anything the copy did not create: not a folder a link in the source points to, not a
target that already existed (or is a link), not the source. Checked on a real 512 KB tmpfs
(tests/support/small_disk.py)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from connectors.files.errors import FilesError
from connectors.files.folders import Folders
from tests.support.small_disk import fill


def tree(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and not p.is_symlink()}


def test_the_cleanup_never_follows_a_link_out_of_the_copy(small_disk: Path,
                                                          tmp_path: Path) -> None:
    docs = small_disk / "Documents"
    source = docs / "trip"
    source.mkdir(parents=True)
    elsewhere = tmp_path / "precious"  # not on the small disk, not an allowed folder
    elsewhere.mkdir()
    (elsewhere / "keep.txt").write_text("do not delete")
    for index in range(5):
        (source / f"{index}.raw").write_bytes(bytes([index]) * 30_000)
    os.symlink(elsewhere, source / "a link out")
    os.symlink(elsewhere, source / "z link out")  # after the files: met once the disk is full
    before = tree(source)
    filler = fill(small_disk)
    filler.write_bytes(b"\0" * (filler.stat().st_size - 70_000))

    with pytest.raises(FilesError, match="The disk is full"):
        Folders([docs]).copy(source, docs / "trip copy")

    assert not (docs / "trip copy").exists()
    assert (elsewhere / "keep.txt").read_text() == "do not delete"
    assert tree(source) == before and (source / "a link out").is_symlink()


def test_a_target_that_already_exists_is_never_cleaned_up(small_disk: Path) -> None:
    docs = small_disk / "Documents"
    (docs / "trip").mkdir(parents=True)
    (docs / "trip" / "big.raw").write_bytes(b"\1" * 100_000)
    (docs / "archive").mkdir()
    (docs / "archive" / "old.txt").write_text("mine")
    os.symlink(docs / "archive", docs / "linked")
    fill(small_disk)

    for target in ("archive", "linked"):
        with pytest.raises(FilesError, match="Already exists"):
            Folders([docs]).copy(docs / "trip", docs / target)
    assert (docs / "archive" / "old.txt").read_text() == "mine"
    assert (docs / "linked").is_symlink()
