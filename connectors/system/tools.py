"""Tool declarations of the system connector."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import Any
from urllib.parse import urlparse

from connectors import ConnectorContext
from connectors.base import Effect, Preview, PreviewField, Tool, ToolResult
from connectors.system.alarms import AlarmStore
from connectors.system.device import DeviceBackend, backend_for_platform
from connectors.system.errors import SystemSettingError, UnsupportedError

PERCENT = {"type": "integer", "minimum": 0, "maximum": 100}
DESCRIPTIONS = {
    "system_set_volume": "Set the speaker volume, 0 to 100 percent.",
    "system_set_mute": "Mute (true) or unmute (false) the speakers.",
    "system_set_brightness": "Set the screen brightness, 0 to 100 percent.",
    "system_set_dark_mode": "Turn the system dark mode on (true) or off (false).",
    "system_set_wifi": "Turn Wi-Fi on (true) or off (false).",
    "system_set_do_not_disturb": "Turn do-not-disturb on (true) or off (false): no "
                                 "notification banners.",
}
ON_OFF = {"type": "boolean"}


def alarm_store(context: ConnectorContext) -> AlarmStore:
    """The alarms file for this app's data folder."""
    return AlarmStore(context.data_dir / "alarms.sqlite3")


def parse_local_time(text: str, now: datetime | None = None) -> datetime:
    """An ISO 8601 date-time (or HH:MM for the next such time) in the user's time zone."""
    now = now or datetime.now().astimezone()
    value = text.strip()
    try:
        if len(value) <= 5 and ":" in value:
            hour, minute = (int(p) for p in value.split(":"))
            when = now.replace(hour=hour, minute=minute, second=0, microsecond=0)
            return when if when > now else when + timedelta(days=1)
        when = datetime.fromisoformat(value)
    except ValueError as err:
        raise SystemSettingError(
            f"'{text}' is not a time. Use ISO 8601 like 2026-12-01T07:30, or HH:MM.") from err
    if when.tzinfo is None:  # a wall-clock time is in the user's time zone
        when = when.replace(tzinfo=now.tzinfo)
    return when


def build_tools(context: ConnectorContext, backend: DeviceBackend | None = None) -> list[Tool]:
    """The system tools for this platform."""
    device = backend or backend_for_platform()
    alarms = alarm_store(context)

    def working(getter: str, label: str) -> str:
        """The current value; a backend that cannot even read it fails now, in plain words,
        before the user is asked about a change that would fail the same way."""
        try:
            value = getattr(device, getter)()
        except UnsupportedError as err:
            raise UnsupportedError(f"{label} cannot be changed here: {err}") from err
        except SystemSettingError as err:
            raise SystemSettingError(f"{label} cannot be changed right now: {err}") from err
        except OSError:
            value = None
        if value is None:
            return "unknown"
        if isinstance(value, bool):
            return "on" if value else "off"
        return f"{value}%"

    def setting_preview(label: str, getter: str, key: str, unit: str = "") -> Any:
        def preview(args: Mapping[str, Any]) -> Preview:
            new = args[key]
            new_text = ("on" if new else "off") if isinstance(new, bool) else f"{new}{unit}"
            return Preview("setting", (PreviewField("Setting", label),
                                       PreviewField("Change",
                                                    f"{working(getter, label)} → {new_text}")))
        return preview

    def setting_summary(label: str, key: str, unit: str) -> Any:
        def summary(args: Mapping[str, Any]) -> str:
            value = args[key]
            shown = ("on" if value else "off") if isinstance(value, bool) else f"{value}{unit}"
            return f"Set {label.lower()} to {shown}"
        return summary

    def setter(method: str, key: str, label: str) -> Any:
        def run(**args: Any) -> ToolResult:
            getattr(device, method)(args[key])
            return ToolResult({"setting": label, "value": args[key]}, summary="Done")
        return run

    def system_status() -> ToolResult:
        values = device.status()
        return ToolResult(values, summary=", ".join(f"{k}: {v}" for k, v in values.items()
                                                    if k != "platform") or "nothing known")

    def system_open_url(url: str) -> ToolResult:
        parts = urlparse(url)
        if parts.scheme not in ("http", "https") or not parts.netloc:
            raise SystemSettingError("Only http and https addresses can be opened.")
        device.open_url(url)
        return ToolResult({"opened": url}, summary="Opened in the browser")

    def system_open_app(name: str) -> ToolResult:
        app = device.find_app(name)
        device.open_app(app.name)
        return ToolResult({"opened": app.name}, summary=f"Opened {app.name}")

    def open_app_preview(args: Mapping[str, Any]) -> Preview:
        app = device.find_app(args["name"])  # only an installed application gets a dialog
        return Preview("setting", (PreviewField("Open application", app.name),
                                   PreviewField("Installed as", app.launch_id)))

    def open_url_preview(args: Mapping[str, Any]) -> Preview:
        parts = urlparse(args["url"])
        if parts.scheme not in ("http", "https") or not parts.netloc:
            raise SystemSettingError("Only http and https addresses can be opened.")
        return Preview("setting", (PreviewField("Open in browser", args["url"]),
                                   PreviewField("Site", parts.hostname or parts.netloc)))

    def add_alarm(kind: str, when: datetime, label: str) -> ToolResult:
        alarm = alarms.add(kind, when, label)
        return ToolResult({"id": alarm.id, "kind": kind, "label": label,
                           "due": when.isoformat(timespec="minutes")},
                          summary=alarm.describe())

    def system_set_timer(minutes: int, label: str = "Timer") -> ToolResult:
        return add_alarm("timer", datetime.now().astimezone() + timedelta(minutes=minutes), label)

    def system_set_alarm(time: str, label: str = "Alarm") -> ToolResult:
        return add_alarm("alarm", parse_local_time(time), label)

    def system_set_reminder(time: str, text: str) -> ToolResult:
        return add_alarm("reminder", parse_local_time(time), text)

    def system_list_alarms() -> ToolResult:
        pending = alarms.pending()
        return ToolResult([{"id": a.id, "kind": a.kind, "label": a.label,
                            "due": a.due_at.astimezone().isoformat(timespec="minutes")}
                           for a in pending], summary=f"{len(pending)} pending")

    def system_cancel_alarm(id: int) -> ToolResult:  # noqa: A002 - the model's argument name
        alarm = alarms.get(id)
        if alarm is None or not alarms.cancel(id):
            raise SystemSettingError(f"There is no pending timer, alarm or reminder {id}.")
        return ToolResult({"cancelled": id}, summary=f"Cancelled {alarm.describe()}")

    def cancel_preview(args: Mapping[str, Any]) -> Preview:
        alarm = alarms.get(args["id"])
        what = alarm.describe() if alarm else f"#{args['id']} (not found)"
        return Preview("setting", (PreviewField("Cancel", what),))

    def when_preview(kind: str) -> Any:
        def preview(args: Mapping[str, Any]) -> Preview:
            if kind == "timer":
                when = datetime.now().astimezone() + timedelta(minutes=args["minutes"])
            else:
                when = parse_local_time(args["time"])
            label = args.get("label") or args.get("text") or kind.capitalize()
            return Preview("setting", (PreviewField("What", f"{kind.capitalize()}: {label}"),
                                       PreviewField("When", f"{when:%A %d %B %Y, %H:%M %Z}")))
        return preview

    tools = [
        Tool("system_status", "Tell the device's state: battery, network, volume, brightness, "
             "dark mode, Wi-Fi, do-not-disturb (whatever this system can tell).",
             {"type": "object", "properties": {}}, Effect.READ, system_status,
             summarize=lambda a: "Check the device status"),
    ]
    for name, method, key, schema, label, getter, unit in (
        ("system_set_volume", "set_volume", "percent", PERCENT, "Volume", "get_volume", "%"),
        ("system_set_mute", "set_mute", "muted", ON_OFF, "Mute", "get_mute", ""),
        ("system_set_brightness", "set_brightness", "percent", PERCENT, "Brightness",
         "get_brightness", "%"),
        ("system_set_dark_mode", "set_dark_mode", "on", ON_OFF, "Dark mode", "get_dark_mode", ""),
        ("system_set_wifi", "set_wifi", "on", ON_OFF, "Wi-Fi", "get_wifi", ""),
        ("system_set_do_not_disturb", "set_do_not_disturb", "on", ON_OFF, "Do not disturb",
         "get_do_not_disturb", ""),
    ):
        tools.append(Tool(
            name, DESCRIPTIONS[name],
            {"type": "object", "properties": {key: schema}, "required": [key]},
            Effect.DEVICE, setter(method, key, label),
            summarize=setting_summary(label, key, unit),
            preview=setting_preview(label, getter, key, unit),
        ))
    tools += [
        Tool("system_open_url", "Open a web address in the default browser.",
             {"type": "object", "properties": {"url": {"type": "string"}}, "required": ["url"]},
             # Opening a URL can carry data out (in its query): asked every time.
             Effect.DEVICE, system_open_url, summarize=lambda a: f"Open {a['url']}",
             preview=open_url_preview, irreversible=True),
        Tool("system_open_app", "Open an installed application by name.",
             {"type": "object", "properties": {"name": {"type": "string"}},
              "required": ["name"]},
             Effect.DEVICE, system_open_app, summarize=lambda a: f"Open the app {a['name']}",
             preview=open_app_preview, irreversible=True),
        Tool("system_set_timer", "Start a countdown timer for a number of minutes.",
             {"type": "object", "properties": {
                 "minutes": {"type": "integer", "minimum": 1, "maximum": 24 * 60},
                 "label": {"type": "string"}}, "required": ["minutes"]},
             Effect.WRITE, system_set_timer,
             summarize=lambda a: f"Start a {a['minutes']}-minute timer",
             preview=when_preview("timer")),
        Tool("system_set_alarm", "Set an alarm at a time (ISO 8601 or HH:MM, user's time "
             "zone).",
             {"type": "object", "properties": {"time": {"type": "string"},
                                               "label": {"type": "string"}},
              "required": ["time"]},
             Effect.WRITE, system_set_alarm, summarize=lambda a: f"Set an alarm for {a['time']}",
             preview=when_preview("alarm")),
        Tool("system_set_reminder", "Remind the user of something at a time (ISO 8601 or "
             "HH:MM).",
             {"type": "object", "properties": {"time": {"type": "string"},
                                               "text": {"type": "string"}},
              "required": ["time", "text"]},
             Effect.WRITE, system_set_reminder,
             summarize=lambda a: f"Remind you '{a['text']}' at {a['time']}",
             preview=when_preview("reminder")),
        Tool("system_list_alarms", "List pending timers, alarms and reminders.",
             {"type": "object", "properties": {}}, Effect.READ, system_list_alarms,
             summarize=lambda a: "List timers and alarms"),
        Tool("system_cancel_alarm", "Cancel a pending timer, alarm or reminder by its id.",
             {"type": "object", "properties": {"id": {"type": "integer"}}, "required": ["id"]},
             Effect.WRITE, system_cancel_alarm, summarize=lambda a: f"Cancel alarm #{a['id']}",
             preview=cancel_preview),
    ]
    return tools
