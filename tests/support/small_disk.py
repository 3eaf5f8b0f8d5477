"""A real small file system for disk-full tests: a tmpfs of a few hundred KB, mounted for
one test (Linux, as root, as this project's CI runs), and a way to fill it to the last byte."""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path


def can_mount() -> tuple[bool, str]:
    """Whether a tmpfs can be mounted here, and why not."""
    if os.name != "posix" or not hasattr(os, "geteuid"):
        return False, "a tmpfs needs Linux"
    if os.geteuid() != 0:
        return False, "mounting a tmpfs needs root"
    if shutil.which("mount") is None:
        return False, "mount is not installed"
    return True, ""


@contextlib.contextmanager
def mounted(where: Path, size_kb: int = 512) -> Iterator[Path]:
    """A tmpfs of ``size_kb`` KB at ``where`` (made and unmounted here)."""
    where.mkdir(parents=True, exist_ok=True)
    subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size_kb}k,mode=0700", "tmpfs",
                    str(where)], check=True)
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def fill(disk: Path, name: str = "filler.bin") -> Path:
    """Write a file until the file system is full; return it (delete it to free the space)."""
    filler = disk / name
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    try:
        for size in (65536, 4096, 1):  # big pieces, then the last partial block
            while True:
                try:
                    os.write(fd, b"\0" * size)
                except OSError as err:
                    if err.errno != errno.ENOSPC:
                        raise
                    break
    finally:
        os.close(fd)
    return filler


def free_bytes(disk: Path) -> int:
    stats = os.statvfs(disk)
    return stats.f_bavail * stats.f_frsize
