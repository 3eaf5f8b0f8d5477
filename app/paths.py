"""Where the app finds its resources and keeps its data.

The one place that knows the layout: a source checkout, an installed wheel (resources under
``share/botpsy-desktop``) and a PyInstaller bundle (``sys._MEIPASS``) all resolve here.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import platformdirs

APP_DIR_NAME = "BotPsy"


def resources_dir() -> Path:
    """Return the folder that holds the app's resources (templates, catalog, icons)."""
    candidates = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / "resources")
    candidates.append(Path(__file__).resolve().parent.parent / "resources")
    candidates.append(Path(sys.prefix) / "share" / "botpsy-desktop" / "resources")
    for candidate in candidates:
        if (candidate / "models.json").is_file():
            return candidate
    raise FileNotFoundError(
        "BotPsy's resources are missing; looked in: " + ", ".join(str(c) for c in candidates)
    )


def resource(*parts: str) -> Path:
    """Return the path of one resource file, e.g. ``resource("templates", "x.jinja")``."""
    return resources_dir().joinpath(*parts)


def private_dir(path: Path) -> Path:
    """Create ``path`` if needed and make it readable by this user only (0700 on POSIX).

    Conversations, the journal, mail and calendar copies and logs live below it: other
    accounts on the computer must not read them. (Windows: the profile folder's ACL already
    keeps other users out; chmod cannot express more there.)
    """
    path.mkdir(parents=True, exist_ok=True, mode=0o700)
    if os.name == "posix":
        try:
            if path.stat().st_mode & 0o077:
                path.chmod(0o700)
        except OSError:  # not ours (a shared BOTPSY_HOME): leave it, do not fail
            pass
    return path


def private_file(path: Path) -> Path:
    """Make an existing file readable and writable by this user only (0600 on POSIX)."""
    if os.name == "posix":
        try:
            if path.exists() and path.stat().st_mode & 0o077:
                path.chmod(0o600)
        except OSError:
            pass
    return path


def data_dir() -> Path:
    """Return (and create) the per-user data folder (0700); ``BOTPSY_HOME`` overrides it."""
    override = os.environ.get("BOTPSY_HOME")
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_DIR_NAME, False))
    return private_dir(path)


def models_dir() -> Path:
    """Return (and create) the folder where downloaded models live."""
    path = data_dir() / "models"
    path.mkdir(parents=True, exist_ok=True)
    return path


def cache_dir() -> Path:
    """Return (and create) the folder for disposable caches such as saved prompt states."""
    override = os.environ.get("BOTPSY_HOME")
    base = Path(override) / "cache" if override else Path(platformdirs.user_cache_dir(APP_DIR_NAME, False))
    return private_dir(base)  # saved prompt states hold the conversation's text


def database_path() -> Path:
    """Return the path of the SQLite database."""
    return data_dir() / "botpsy.sqlite3"


def log_dir() -> Path:
    """Return (and create) the folder for log files."""
    path = data_dir() / "logs"
    path.mkdir(parents=True, exist_ok=True)
    return path


@contextmanager
def environment(**values: str) -> Iterator[None]:
    """Set environment variables for a while, then put back exactly what was there (the
    self-test must leave the process as it found it)."""
    before = {key: os.environ.get(key) for key in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for key, value in before.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
