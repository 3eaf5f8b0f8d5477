"""Device settings per platform, behind one interface; the only code that runs OS tools.

Linux: PipeWire/PulseAudio through ``pactl``, brightness through ``brightnessctl`` or sysfs,
dark mode through ``gsettings``, Wi-Fi through ``nmcli``, do-not-disturb through GNOME's
notification setting. macOS: ``osascript`` and ``defaults``. Windows: PowerShell commands.
Whatever a system cannot do raises UnsupportedError("not supported on this system: <why>");
nothing here crashes the app.

Commands are built by pure methods (``*_command``) so every platform's construction is tested
on any machine; ``run`` executes them.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import webbrowser
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from typing_extensions import override

from connectors.base import tr
from connectors.system.apps import InstalledApp, find_app, installed_apps
from connectors.system.errors import SystemSettingError, UnsupportedError

Runner = Callable[[Sequence[str]], str]


# What each OS tool stands for, in the words a user knows (for failures).
TOOL_NAMES = {"pactl": tr("the sound system (PulseAudio or PipeWire)"), "nmcli": "NetworkManager",
              "gsettings": tr("the desktop's settings"),
              "brightnessctl": tr("the brightness control"), "osascript": tr("macOS's scripting"),
              "powershell": "PowerShell", "gtk-launch": tr("the application launcher"),
              "networksetup": tr("macOS's network setup")}


def run_command(command: Sequence[str]) -> str:
    """Run a command, return stdout; failures become SystemSettingError in plain words (the
    tool's own last line kept in brackets for whoever needs it)."""
    what = TOOL_NAMES.get(command[0], command[0])
    if not shutil.which(command[0]):
        raise UnsupportedError(tr("not supported on this system: {what} is not installed "
                                  "({command} is missing)", what=what, command=command[0]))
    try:
        result = subprocess.run(list(command), capture_output=True, text=True, timeout=10)
    except subprocess.TimeoutExpired as err:
        raise SystemSettingError(tr("{what} did not answer in time", what=what)) from err
    if result.returncode != 0:
        detail = (result.stderr or result.stdout).strip().splitlines()
        last = detail[-1] if detail else f"exit code {result.returncode}"
        if "connection" in last.lower() or "not running" in last.lower():
            raise SystemSettingError(tr("{what} is not running on this computer ({detail})",
                                        what=what, detail=last))
        raise SystemSettingError(tr("{what} refused the change ({detail})", what=what,
                                    detail=last))
    return result.stdout


@dataclass
class DeviceBackend:
    """Common behaviour; platforms override what they support."""

    run: Runner = run_command
    platform: str = "unknown"

    def unsupported(self, what: str) -> UnsupportedError:
        """The error for something this platform cannot do."""
        return UnsupportedError(tr("not supported on this system: {what} on {platform}",
                                   what=what, platform=self.platform))

    # Every getter returns None when the platform cannot tell (these defaults).
    def get_volume(self) -> int | None:
        """The speaker volume in percent."""
        return None

    def get_mute(self) -> bool | None:
        """Whether the speakers are muted."""
        return None

    def get_brightness(self) -> int | None:
        """The screen brightness in percent."""
        return None

    def get_dark_mode(self) -> bool | None:
        """Whether the system's dark mode is on."""
        return None

    def get_wifi(self) -> bool | None:
        """Whether Wi-Fi is on."""
        return None

    def get_do_not_disturb(self) -> bool | None:
        """Whether do-not-disturb is on."""
        return None

    def get_battery(self) -> dict[str, Any] | None:
        """The battery's charge and state (from sysfs where there is one)."""
        for supply in sorted(Path("/sys/class/power_supply").glob("BAT*")):
            try:
                capacity = int((supply / "capacity").read_text().strip())
                status = (supply / "status").read_text().strip()
            except (OSError, ValueError):
                continue
            return {"percent": capacity, "status": status}
        return None

    def get_network(self) -> str | None:
        """The network the computer is connected to."""
        return None

    def set_volume(self, percent: int) -> None:
        """Set the speaker volume (0-100)."""
        raise self.unsupported(tr("setting the volume"))

    def set_mute(self, muted: bool) -> None:
        """Mute or unmute the speakers."""
        raise self.unsupported(tr("muting"))

    def set_brightness(self, percent: int) -> None:
        """Set the screen brightness (0-100)."""
        raise self.unsupported(tr("setting the brightness"))

    def set_dark_mode(self, dark: bool) -> None:
        """Switch the system's dark mode."""
        raise self.unsupported(tr("switching dark mode"))

    def set_wifi(self, on: bool) -> None:
        """Switch Wi-Fi on or off."""
        raise self.unsupported(tr("switching Wi-Fi"))

    def set_do_not_disturb(self, on: bool) -> None:
        """Switch do-not-disturb on or off."""
        raise self.unsupported(tr("do-not-disturb"))

    def open_url(self, url: str) -> None:
        """Open an http(s) address in the default browser."""
        if not webbrowser.open(url):
            raise self.unsupported(tr("opening a web browser"))

    def apps(self) -> list[InstalledApp]:
        """The installed applications (the only ones ``open_app`` may start)."""
        return installed_apps(self.platform_id)

    def find_app(self, name: str) -> InstalledApp:
        """The installed application called ``name``; SystemSettingError when there is none."""
        return find_app(name, self.apps())

    def open_app(self, name: str) -> None:
        """Start the installed application called ``name``."""
        raise self.unsupported(tr("opening applications"))

    @property
    def platform_id(self) -> str:
        """sys.platform's spelling of this backend's platform."""
        return {"Linux": "linux", "macOS": "darwin", "Windows": "win32"}.get(self.platform,
                                                                             self.platform)

    def status(self) -> dict[str, Any]:
        """Everything the platform can tell; unknown values are left out."""
        values: dict[str, Any] = {}
        for key, getter in (("volume_percent", self.get_volume), ("muted", self.get_mute),
                            ("brightness_percent", self.get_brightness),
                            ("dark_mode", self.get_dark_mode), ("wifi_on", self.get_wifi),
                            ("do_not_disturb", self.get_do_not_disturb),
                            ("battery", self.get_battery), ("network", self.get_network)):
            try:
                value = getter()
            except (SystemSettingError, OSError):
                value = None
            if value is not None:
                values[key] = value
        values["platform"] = self.platform
        return values


class LinuxBackend(DeviceBackend):
    """PulseAudio/PipeWire (pactl), brightnessctl/sysfs, gsettings, nmcli."""

    def __init__(self, run: Runner = run_command) -> None:
        super().__init__(run, "Linux")

    @staticmethod
    def volume_command(percent: int) -> list[str]:
        """The command that sets volume."""
        return ["pactl", "set-sink-volume", "@DEFAULT_SINK@", f"{percent}%"]

    @staticmethod
    def mute_command(muted: bool) -> list[str]:
        """The command that sets mute."""
        return ["pactl", "set-sink-mute", "@DEFAULT_SINK@", "1" if muted else "0"]

    @override
    def get_volume(self) -> int | None:
        out = self.run(["pactl", "get-sink-volume", "@DEFAULT_SINK@"])
        found = re.findall(r"(\d+)%", out)
        return round(sum(map(int, found)) / len(found)) if found else None

    @override
    def get_mute(self) -> bool | None:
        out = self.run(["pactl", "get-sink-mute", "@DEFAULT_SINK@"])
        return "yes" in out.lower() if "mute" in out.lower() else None

    @override
    def set_volume(self, percent: int) -> None:
        self.run(self.volume_command(percent))

    @override
    def set_mute(self, muted: bool) -> None:
        self.run(self.mute_command(muted))

    def _backlight(self) -> Path | None:
        devices = sorted(Path("/sys/class/backlight").glob("*"))
        return devices[0] if devices else None

    @override
    def get_brightness(self) -> int | None:
        device = self._backlight()
        if device is None:
            return None
        current = int((device / "brightness").read_text())
        maximum = int((device / "max_brightness").read_text()) or 1
        return round(100 * current / maximum)

    @staticmethod
    def brightness_command(percent: int) -> list[str]:
        """The command that sets brightness."""
        return ["brightnessctl", "set", f"{percent}%"]

    @override
    def set_brightness(self, percent: int) -> None:
        if self._backlight() is None:
            raise UnsupportedError(tr("not supported on this system: no backlight device "
                                      "(/sys/class/backlight is empty)"))
        self.run(self.brightness_command(percent))

    @staticmethod
    def dark_mode_command(dark: bool) -> list[str]:
        """The command that sets dark mode."""
        return ["gsettings", "set", "org.gnome.desktop.interface", "color-scheme",
                "prefer-dark" if dark else "default"]

    @override
    def get_dark_mode(self) -> bool | None:
        out = self.run(["gsettings", "get", "org.gnome.desktop.interface", "color-scheme"])
        return "dark" in out

    @override
    def set_dark_mode(self, dark: bool) -> None:
        self.run(self.dark_mode_command(dark))

    @staticmethod
    def wifi_command(on: bool) -> list[str]:
        """The command that sets wifi."""
        return ["nmcli", "radio", "wifi", "on" if on else "off"]

    @override
    def get_wifi(self) -> bool | None:
        return self.run(["nmcli", "radio", "wifi"]).strip() == "enabled"

    @override
    def set_wifi(self, on: bool) -> None:
        self.run(self.wifi_command(on))

    @override
    def get_network(self) -> str | None:
        return self.run(["nmcli", "networking", "connectivity"]).strip() or None

    @staticmethod
    def dnd_command(on: bool) -> list[str]:
        """The command that sets dnd."""
        return ["gsettings", "set", "org.gnome.desktop.notifications", "show-banners",
                "false" if on else "true"]

    @override
    def get_do_not_disturb(self) -> bool | None:
        out = self.run(["gsettings", "get", "org.gnome.desktop.notifications", "show-banners"])
        return out.strip() == "false"

    @override
    def set_do_not_disturb(self, on: bool) -> None:
        self.run(self.dnd_command(on))

    @staticmethod
    def open_app_command(app: InstalledApp) -> list[str]:
        """The command that sets open app."""
        # The desktop-entry id of an installed application, as one argument: no shell.
        return ["gtk-launch", app.launch_id]

    @override
    def open_app(self, name: str) -> None:
        self.run(self.open_app_command(self.find_app(name)))


class MacBackend(DeviceBackend):
    """osascript and defaults."""

    def __init__(self, run: Runner = run_command) -> None:
        super().__init__(run, "macOS")

    @staticmethod
    def volume_command(percent: int) -> list[str]:
        """The command that sets volume."""
        return ["osascript", "-e", f"set volume output volume {percent}"]

    @staticmethod
    def mute_command(muted: bool) -> list[str]:
        """The command that sets mute."""
        return ["osascript", "-e", f"set volume output muted {'true' if muted else 'false'}"]

    @staticmethod
    def dark_mode_command(dark: bool) -> list[str]:
        """The command that sets dark mode."""
        return ["osascript", "-e", 'tell application "System Events" to tell appearance '
                f"preferences to set dark mode to {'true' if dark else 'false'}"]

    @staticmethod
    def wifi_command(on: bool) -> list[str]:
        """The command that sets wifi."""
        return ["networksetup", "-setairportpower", "en0", "on" if on else "off"]

    @staticmethod
    def open_app_command(app: InstalledApp) -> list[str]:
        """The command that sets open app."""
        return ["open", "-a", app.launch_id]  # the bundle's path, found in /Applications

    @override
    def get_volume(self) -> int | None:
        return int(self.run(["osascript", "-e", "output volume of (get volume settings)"]))

    @override
    def get_mute(self) -> bool | None:
        return self.run(["osascript", "-e", "output muted of (get volume settings)"]).strip() \
            == "true"

    @override
    def get_dark_mode(self) -> bool | None:
        try:
            return self.run(["defaults", "read", "-g", "AppleInterfaceStyle"]).strip() == "Dark"
        except SystemSettingError:  # the key is absent in light mode
            return False

    @override
    def set_volume(self, percent: int) -> None:
        self.run(self.volume_command(percent))

    @override
    def set_mute(self, muted: bool) -> None:
        self.run(self.mute_command(muted))

    @override
    def set_dark_mode(self, dark: bool) -> None:
        self.run(self.dark_mode_command(dark))

    @override
    def set_wifi(self, on: bool) -> None:
        self.run(self.wifi_command(on))

    @override
    def set_brightness(self, percent: int) -> None:
        raise UnsupportedError(tr("not supported on this system: macOS has no built-in "
                                  "command to set the display brightness"))

    @override
    def open_app(self, name: str) -> None:
        self.run(self.open_app_command(self.find_app(name)))


def _start_file(path: str) -> None:  # pragma: no cover - Windows only
    os.startfile(path)  # type: ignore[attr-defined]


class WindowsBackend(DeviceBackend):
    """PowerShell: WMI for brightness, the registry for dark mode."""

    def __init__(self, run: Runner = run_command) -> None:
        super().__init__(run, "Windows")

    @staticmethod
    def brightness_command(percent: int) -> list[str]:
        """The command that sets brightness."""
        return ["powershell", "-NoProfile", "-Command",
                "(Get-WmiObject -Namespace root/WMI -Class WmiMonitorBrightnessMethods)"
                f".WmiSetBrightness(1, {percent})"]

    @staticmethod
    def dark_mode_command(dark: bool) -> list[str]:
        """The command that sets dark mode."""
        value = 0 if dark else 1
        key = r"HKCU:\Software\Microsoft\Windows\CurrentVersion\Themes\Personalize"
        return ["powershell", "-NoProfile", "-Command",
                f"Set-ItemProperty -Path '{key}' -Name AppsUseLightTheme -Value {value}; "
                f"Set-ItemProperty -Path '{key}' -Name SystemUsesLightTheme -Value {value}"]


    @override
    def set_brightness(self, percent: int) -> None:
        self.run(self.brightness_command(percent))

    @override
    def set_dark_mode(self, dark: bool) -> None:
        self.run(self.dark_mode_command(dark))

    @override
    def set_volume(self, percent: int) -> None:
        raise UnsupportedError(tr("not supported on this system: setting the volume on "
                                  "Windows needs the pycaw package, which is not installed"))

    start_file: Callable[[str], None] = staticmethod(_start_file)

    @override
    def open_app(self, name: str) -> None:
        # A Start-menu shortcut of an installed application, opened by the shell's file
        # association (ShellExecute): never a PowerShell or cmd string built from text.
        app = self.find_app(name)
        try:
            self.start_file(app.launch_id)
        except OSError as err:
            raise SystemSettingError(tr("{name} could not be opened: {reason}", name=app.name,
                                        reason=str(err))) from err


def backend_for_platform(platform: str | None = None, run: Runner = run_command) -> DeviceBackend:
    """The backend for this (or the named) platform."""
    platform = platform or sys.platform
    if platform.startswith("linux"):
        return LinuxBackend(run)
    if platform == "darwin":
        return MacBackend(run)
    if platform == "win32":
        return WindowsBackend(run)
    return DeviceBackend(run, platform)
