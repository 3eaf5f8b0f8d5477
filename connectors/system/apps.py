"""The applications installed on this computer, as the OS lists them.

``system_open_app`` opens only an application found here, and starts it by what the OS's own
registry names (a desktop-entry id on Linux, an ``.app`` bundle path on macOS, a Start-menu
shortcut on Windows) with an argument array: nothing the model wrote ever reaches a shell.
The roots are parameters so every platform's listing is tested on any machine.
"""

from __future__ import annotations

import configparser
import os
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from connectors.base import tr
from connectors.system.errors import SystemSettingError

MAX_ENTRIES = 5000


@dataclass(frozen=True)
class InstalledApp:
    """One application: the name people know, and what the OS starts it by."""

    name: str
    launch_id: str  # desktop-entry id (Linux), bundle path (macOS), shortcut path (Windows)
    platform: str


def _xdg_roots() -> list[Path]:
    home = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    dirs = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    roots = [home] + [Path(d) for d in dirs.split(":") if d]
    return [root / "applications" for root in roots]


def linux_apps(roots: Sequence[Path] | None = None) -> list[InstalledApp]:
    """Desktop entries (freedesktop.org Desktop Entry spec): visible applications only."""
    found: dict[str, InstalledApp] = {}
    for root in roots if roots is not None else _xdg_roots():
        if not root.is_dir():
            continue
        for path in sorted(root.rglob("*.desktop"))[:MAX_ENTRIES]:
            if not path.is_file():
                continue
            # The desktop-file id: the path below the root with '/' replaced by '-'.
            desktop_id = "-".join(path.relative_to(root).with_suffix("").parts)
            if desktop_id in found:
                continue  # earlier roots take precedence (the spec's order)
            parser = configparser.ConfigParser(interpolation=None, strict=False)
            try:
                parser.read_string(path.read_text("utf-8", "replace")[:65536])
                entry = parser["Desktop Entry"]
            except (configparser.Error, KeyError, OSError):
                continue
            if entry.get("Type", "Application") != "Application":
                continue
            if entry.get("NoDisplay", "false").lower() == "true" or \
                    entry.get("Hidden", "false").lower() == "true":
                continue
            found[desktop_id] = InstalledApp(entry.get("Name", desktop_id), desktop_id, "linux")
    return list(found.values())


def mac_apps(roots: Sequence[Path] | None = None) -> list[InstalledApp]:
    """``.app`` bundles in the Applications folders."""
    roots = roots if roots is not None else [Path("/Applications"), Path("/System/Applications"),
                                             Path.home() / "Applications"]
    apps = []
    for root in roots:
        if not root.is_dir():
            continue
        for path in sorted(root.glob("*.app"))[:MAX_ENTRIES]:
            apps.append(InstalledApp(path.stem, str(path), "darwin"))
        for path in sorted(root.glob("*/*.app"))[:MAX_ENTRIES]:  # e.g. Utilities/
            apps.append(InstalledApp(path.stem, str(path), "darwin"))
    return apps


def windows_apps(roots: Sequence[Path] | None = None) -> list[InstalledApp]:
    """Start-menu shortcuts (all users and this user)."""
    if roots is None:
        roots = [Path(base) / "Microsoft" / "Windows" / "Start Menu" / "Programs"
                 for base in (os.environ.get("PROGRAMDATA", ""), os.environ.get("APPDATA", ""))
                 if base]
    apps = []
    for root in roots:
        if not root.is_dir():
            continue
        for path in sorted(root.rglob("*.lnk"))[:MAX_ENTRIES]:
            apps.append(InstalledApp(path.stem, str(path), "win32"))
    return apps


def installed_apps(platform: str | None = None) -> list[InstalledApp]:
    """The applications of this (or the named) platform."""
    platform = platform or sys.platform
    if platform.startswith("linux"):
        return linux_apps()
    if platform == "darwin":
        return mac_apps()
    if platform == "win32":
        return windows_apps()
    return []


def _key(text: str) -> str:
    return " ".join(text.casefold().replace(".desktop", "").split())


def find_app(name: str, apps: Iterable[InstalledApp]) -> InstalledApp:
    """The installed application called ``name`` (its name or id, any case).

    Raises SystemSettingError naming a few installed applications when there is none.
    """
    wanted = _key(name)
    listed = list(apps)
    if not wanted:
        raise SystemSettingError(tr("Say which application to open."))
    for app in listed:
        if _key(app.name) == wanted or (app.platform == "linux" and _key(app.launch_id) == wanted):
            return app
    for app in listed:  # "firefox" for org.mozilla.firefox, "calculator" for gnome-calculator
        if app.platform == "linux" and \
                _key(app.launch_id).replace("-", ".").split(".")[-1] == wanted:
            return app
    close = sorted(a.name for a in listed if wanted in _key(a.name))[:8]
    if close:
        raise SystemSettingError(tr("No installed application is called '{name}'. Close "
                                    "matches: {matches}", name=name, matches=", ".join(close)))
    raise SystemSettingError(tr("No installed application is called '{name}'.", name=name))
