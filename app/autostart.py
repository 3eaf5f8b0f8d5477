"""Start BotPsy when the user logs in (optional, off unless chosen in Settings).

Each desktop has its own place for it, all per user, none needing administrator rights:

- Linux and other freedesktop systems: ``$XDG_CONFIG_HOME/autostart/botpsy.desktop`` (the XDG
  Autostart specification);
- macOS: ``~/Library/LaunchAgents/org.botpsy.desktop.plist`` with ``RunAtLoad`` (launchd);
- Windows: the ``BotPsy`` value under ``HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Run``.

The command is the running program: the frozen app's executable, or this Python with
``-m app``.
"""

from __future__ import annotations

import os
import plistlib
import sys
from pathlib import Path

from app import APP_NAME

LAUNCH_AGENT = "org.botpsy.desktop"
RUN_KEY = r"Software\Microsoft\Windows\CurrentVersion\Run"


def launch_command() -> list[str]:
    """How this BotPsy is started again (the bundle's executable, or ``python -m app``)."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "app"]


def desktop_entry_path() -> Path:
    """Where the XDG autostart entry goes."""
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "autostart" / "botpsy.desktop"


def _desktop_quote(word: str) -> str:
    """A word of an Exec line (Desktop Entry spec: double quotes; \\, ", ` and $ escaped)."""
    if word and all(c.isalnum() or c in "/._-+=:," for c in word):
        return word
    escaped = "".join("\\" + c if c in '\\"`$' else c for c in word)
    return f'"{escaped}"'


def desktop_entry(command: list[str]) -> str:
    """The text of the autostart entry."""
    return ("[Desktop Entry]\nType=Application\n"
            f"Name={APP_NAME}\nComment=Your offline assistant\n"
            f"Exec={' '.join(_desktop_quote(word) for word in command)}\n"
            "Terminal=false\nX-GNOME-Autostart-enabled=true\n")


def launch_agent_path() -> Path:
    """Where the macOS launch agent goes."""
    return Path.home() / "Library" / "LaunchAgents" / f"{LAUNCH_AGENT}.plist"


def _windows_value() -> str | None:  # pragma: no cover - Windows only
    if sys.platform != "win32":
        return None
    import winreg

    try:
        with winreg.OpenKey(winreg.HKEY_CURRENT_USER, RUN_KEY) as key:
            return str(winreg.QueryValueEx(key, APP_NAME)[0])
    except OSError:
        return None


def _windows_set(value: str | None) -> None:  # pragma: no cover - Windows only
    if sys.platform != "win32":
        raise OSError("the Windows registry is only on Windows")
    import winreg

    with winreg.CreateKey(winreg.HKEY_CURRENT_USER, RUN_KEY) as key:
        if value is not None:
            winreg.SetValueEx(key, APP_NAME, 0, winreg.REG_SZ, value)
        else:
            try:
                winreg.DeleteValue(key, APP_NAME)
            except FileNotFoundError:
                pass


def is_enabled(platform: str = sys.platform) -> bool:
    """Whether BotPsy starts at login now."""
    if platform == "win32":
        return _windows_value() is not None
    path = launch_agent_path() if platform == "darwin" else desktop_entry_path()
    return path.exists()


def set_enabled(enabled: bool, command: list[str] | None = None,
                platform: str = sys.platform) -> None:
    """Start (or stop starting) BotPsy at login; OSError when the place cannot be written."""
    command = command or launch_command()
    if platform == "win32":
        _windows_set(" ".join(f'"{word}"' for word in command) if enabled else None)
        return
    if platform == "darwin":
        path = launch_agent_path()
        text = plistlib.dumps({"Label": LAUNCH_AGENT, "ProgramArguments": command,
                               "RunAtLoad": True, "ProcessType": "Interactive"})
    else:
        path = desktop_entry_path()
        text = desktop_entry(command).encode()
    if not enabled:
        path.unlink(missing_ok=True)
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text)
