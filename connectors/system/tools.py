"""Tool declarations of the system connector."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime, timedelta
from typing import Any
from urllib.parse import urlparse

from connectors import ConnectorContext
from connectors.base import (
    QT_TR_NOOP,
    AlreadySo,
    Effect,
    Moment,
    Phrase,
    Preview,
    PreviewField,
    Tool,
    ToolResult,
    ToolSet,
    ToolSpec,
    joined,
    said,
    tool,
    tr,
    when_words,
)
from connectors.system.alarms import KINDS, AlarmStore
from connectors.system.device import DeviceBackend, backend_for_platform
from connectors.system.errors import (
    DeviceUnavailableError,
    SystemSettingError,
    UnsupportedError,
)

PERCENT = {"type": "integer", "minimum": 0, "maximum": 100}
DESCRIPTIONS = {
    "system_set_volume": "Set the speaker volume, 0 to 100 percent.",
    "system_set_mute": "Sound off (true: mute, silence the speakers) or back on (false: "
                       "unmute).",
    "system_set_brightness": "Set the screen brightness, 0 to 100 percent.",
    "system_set_dark_mode": "Turn the system dark mode on (true) or off (false).",
    "system_set_wifi": "Turn Wi-Fi on (true) or off (false).",
    "system_set_do_not_disturb": "Notifications off (true: do not disturb, no banners) or "
                                 "back on (false: show notifications).",
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
        raise SystemSettingError(tr(
            "'{text}' is not a time. Use ISO 8601 like 2026-12-01T07:30, or HH:MM.",
            text=text)) from err
    if when.tzinfo is None:  # a wall-clock time is in the user's time zone
        when = when.replace(tzinfo=now.tzinfo)
    if when < now - timedelta(minutes=2):
        if now - when <= timedelta(days=1):
            # "at 17:00" written with today's or yesterday's date after that time has
            # passed: an alarm means the next 17:00, as an alarm clock does
            return when + timedelta(days=1) * ((now - when) // timedelta(days=1) + 1)
        raise SystemSettingError(tr("{when} has passed; give a time to come.",
                                    when=Moment(f"{when:%a %d %b %Y %H:%M}", when)))
    return when


def _when_said(text: str, now: datetime) -> str:
    """The time of an alarm or reminder as its card says it (the time it will ring)."""
    try:
        return when_words(parse_local_time(text, now).isoformat(timespec="minutes"), now)
    except SystemSettingError:
        return when_words(text, now)


def _one(key: str, schema: Mapping[str, Any]) -> dict[str, Any]:
    """The schema of a tool with one required argument."""
    return {"type": "object", "properties": {key: schema}, "required": [key]}


#: a setting's values as its card says them (in the window's language: they are Phrases)
ON, OFF = tr("on", "a setting's value"), tr("off", "a setting's value")
UNKNOWN = tr("unknown", "a setting's value")


def _shown(value: Any, unit: str) -> str:
    if isinstance(value, bool):
        return ON if value else OFF
    return tr("{number}%", number=value) if unit == "%" else str(value)


#: the status a card shows, in this order: the key, its name, and the unit of its value
STATUS_SAID = (("volume_percent", tr("Volume"), "%"), ("muted", tr("Mute"), ""),
               ("brightness_percent", tr("Brightness"), "%"), ("dark_mode", tr("Dark mode"), ""),
               ("wifi_on", tr("Wi-Fi"), ""), ("do_not_disturb", tr("Do not disturb"), ""),
               ("battery", tr("Battery"), "%"), ("network", tr("Network"), ""))
#: what the network's state is called (NetworkManager's words, and the test backends')
NETWORK_SAID = {"full": tr("connected", "the network"), "connected": tr("connected", "the network"),
                "none": tr("not connected", "the network"),
                "limited": tr("limited", "the network"),
                "portal": tr("behind a login page", "the network"), "unknown": UNKNOWN}
#: a battery's state as the system gives it (Linux sysfs: Charging, Discharging, Full, Not
#: charging, Unknown), said after its level
BATTERY_SAID: dict[str, Callable[[str], Phrase]] = {
    "charging": lambda level: tr("{level}, charging", level=level),
    "discharging": lambda level: tr("{level}, on battery", level=level),
    "full": lambda level: tr("{level}, fully charged", level=level),
    "not charging": lambda level: tr("{level}, plugged in, not charging", level=level)}


def _status_said(values: Mapping[str, Any]) -> str:
    """The device's status as a card's result line ("Volume: 50%; Battery: 80%, charging"),
    each part in the window's language; a value this system did not give is left out."""
    parts: list[str] = []
    for key, name, unit in STATUS_SAID:
        value = values.get(key)
        if value is None:
            continue
        if key == "battery" and isinstance(value, Mapping):
            shown = _shown(value.get("percent"), unit) if value.get("percent") is not None \
                else UNKNOWN
            state = str(value.get("status", "")).strip().lower()
            if state in BATTERY_SAID:
                shown = BATTERY_SAID[state](shown)
            elif state and state != "unknown":  # a state this app does not know: as given
                shown = tr("{level}, {state}", level=shown, state=str(value.get("status")))
        elif key == "network":
            shown = NETWORK_SAID.get(str(value).lower(), str(value))
        else:
            shown = _shown(value, unit)
        parts.append(tr("{setting}: {value}", setting=name, value=shown))
    return joined(parts) or tr("nothing known", "the device's status")


def _web_address(url: str) -> str:
    """The host of an http(s) address (anything else is refused)."""
    parts = urlparse(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise SystemSettingError(tr("Only http and https addresses can be opened."))
    return parts.hostname or parts.netloc


def _setting(name: str, method: str, key: str, schema: Mapping[str, Any], label: str,
             getter: str, says: Callable[[Any], str], unit: str = "",
             topics: tuple[str, ...] = ()) -> ToolSpec:
    """One device setting as a tool: its description, its one argument, a summary (``says``
    the new value as a sentence of its own, so each language can word it) and a preview that
    shows the current value going to the new one."""
    def run(self: SystemTools, **args: Any) -> ToolResult:
        return self._set(method, label, args[key])

    run.__name__ = name
    spec = tool(DESCRIPTIONS[name], _one(key, schema), Effect.DEVICE, topics=topics)(run)
    spec.summary(lambda self, args: says(args[key]))
    spec.preview(lambda self, args: self._setting_preview(label, getter, args[key], unit))
    return spec


MUTE_WORDS = (r"(?:un)?mut(?:e|ed|ing)\b", r"silen(?:ce|t)\b", r"sound off\b", r"sound on\b")
VOLUME_WORDS = (r"volume\b", r"louder\b", r"quieter\b", r"softer\b", r"loud\b",
                r"turn (?:it|the sound|the music) (?:up|down)\b")
TIMER_WORDS = (r"timers?\b", r"countdown\b", r"minutes?\b", r"mins?\b", r"hours?\b",
               r"seconds?\b", r"secs?\b")
ALARM_WORDS = (r"alarms?\b", r"wake\b", r"waking\b", r"wake-?up\b", r"get me up\b")
REMINDER_WORDS = (r"remind\w*", r"forget\b", r"nudge\b")
ALARMS_WORDS = (r"alarms?\b", r"timers?\b", r"reminders?\b", r"pending\b")
NETWORK_WORDS = (r"wi-?fi\b", r"wireless\b", r"internet\b", r"network\b", r"online\b",
                 r"offline\b", r"airplane\b", r"connect\w*")

WHEN = {"type": "object", "properties": {"time": {"type": "string"},
                                         "label": {"type": "string"}}, "required": ["time"]}


class SystemTools(ToolSet):
    """Device settings, apps and URLs, timers and alarms."""

    def __init__(self, context: ConnectorContext, backend: DeviceBackend | None = None) -> None:
        self.device = backend or backend_for_platform()
        self.alarms = alarm_store(context)
        self.now = context.clock

    def _current(self, getter: str, label: str) -> Any:
        """The current value (None: this system cannot tell); a backend that cannot even
        read it fails now, in plain words, before the user is asked about a change that
        would fail the same way."""
        try:
            return getattr(self.device, getter)()
        except UnsupportedError as err:
            raise UnsupportedError(tr("{setting} cannot be changed here: {reason}",
                                      setting=label, reason=said(err))) from err
        except SystemSettingError as err:
            raise DeviceUnavailableError(tr("{setting} cannot be changed right now: {reason}",
                                        setting=label, reason=said(err))) from err
        except OSError:
            return None

    def _setting_preview(self, label: str, getter: str, new: Any, unit: str) -> Preview:
        """Current → new for the dialog; no dialog when the setting is already so ("mute"
        with the sound muted: AlreadySo)."""
        value = self._current(getter, label)
        if value is not None and isinstance(value, bool) == isinstance(new, bool) \
                and value == new:
            raise AlreadySo(tr("{setting} is already {value}", setting=label,
                               value=_shown(new, unit)),
                            {"setting": label, "value": new, "changed": False})
        old = UNKNOWN if value is None else _shown(value, "" if isinstance(value, bool)
                                                   else "%")
        change = tr("{old} → {new}", old=old, new=_shown(new, unit))
        return Preview("setting", (PreviewField(QT_TR_NOOP("Setting"), label),
                                   PreviewField(QT_TR_NOOP("Change"), change)))

    def _set(self, method: str, label: str, value: Any) -> ToolResult:
        getattr(self.device, method)(value)
        return ToolResult({"setting": label, "value": value}, summary=tr("Done"))

    def _add_alarm(self, kind: str, when: datetime, label: str) -> ToolResult:
        alarm = self.alarms.add(kind, when, label)
        return ToolResult({"id": alarm.id, "kind": kind, "label": label,
                           "due": when.isoformat(timespec="minutes")},
                          summary=alarm.describe())

    @staticmethod
    def _when_preview(kind: str, when: datetime, label: str | None) -> Preview:
        what = tr("{kind}: {label}", kind=KINDS[kind], label=label) if label else KINDS[kind]
        return Preview("setting", (
            PreviewField(QT_TR_NOOP("What"), what),
            PreviewField(QT_TR_NOOP("When"), Moment(f"{when:%A %d %B %Y, %H:%M %Z}", when))))

    @tool("Tell the device's state: battery, network, volume, brightness, dark mode, Wi-Fi, "
          "do-not-disturb (whatever this system can tell).",
          topics=(r"status\b", r"battery\b", r"charg\w*", r"power\w*", r"plugged\b",
                  r"state\b", r"settings?\b", r"how (?:loud|bright)\b", *NETWORK_WORDS),
          holds_records=False)
    def system_status(self) -> ToolResult:
        values = self.device.status()
        return ToolResult(values, summary=_status_said(values))

    @system_status.summary
    def system_status_summary(self, args: Mapping[str, Any]) -> str:
        return tr("Check the device status")

    # Siblings a small model confuses come only when named (app/agent/routing.py): the
    # volume at 50% for "mute the sound", a 6-minute timer for "wake me at 6:45".
    system_set_mute = _setting(
        "system_set_mute", "set_mute", "muted", ON_OFF, tr("Mute"), "get_mute",
        lambda on: tr("Mute the sound") if on else tr("Unmute the sound"), topics=MUTE_WORDS)
    system_set_volume = _setting(
        "system_set_volume", "set_volume", "percent", PERCENT, tr("Volume"), "get_volume",
        lambda value: tr("Set the volume to {percent}%", percent=value), "%",
        topics=VOLUME_WORDS)
    system_set_brightness = _setting(
        "system_set_brightness", "set_brightness", "percent", PERCENT, tr("Brightness"),
        "get_brightness", lambda value: tr("Set the brightness to {percent}%", percent=value),
        "%", topics=(r"bright\w*", r"dim\w*", r"screen\b", r"display\b"))
    system_set_dark_mode = _setting(
        "system_set_dark_mode", "set_dark_mode", "on", ON_OFF, tr("Dark mode"), "get_dark_mode",
        lambda on: tr("Turn dark mode on") if on else tr("Turn dark mode off"),
        topics=(r"dark\b", r"light mode\b", r"night mode\b", r"themes?\b"))
    system_set_wifi = _setting(
        "system_set_wifi", "set_wifi", "on", ON_OFF, tr("Wi-Fi"), "get_wifi",
        lambda on: tr("Turn Wi-Fi on") if on else tr("Turn Wi-Fi off"), topics=NETWORK_WORDS)
    system_set_do_not_disturb = _setting(
        "system_set_do_not_disturb", "set_do_not_disturb", "on", ON_OFF, tr("Do not disturb"),
        "get_do_not_disturb",
        lambda on: tr("Turn do not disturb on") if on else tr("Turn do not disturb off"),
        topics=(r"disturb\b", r"dnd\b", r"notifications?\b", r"focus mode\b",
                r"quiet hours\b"))

    # Opening a URL can carry data out (in its query): asked every time.
    @tool("Open a web address in the default browser.", _one("url", {"type": "string"}),
          Effect.DEVICE, irreversible=True,
          topics=(r"https?://", r"www\.", r"urls?\b", r"websites?\b", r"web ?pages?\b",
                  r"sites?\b", r"browser\b", r"links?\b", r"[\w-]+\.(?:com|org|net|io|dev)\b"))
    def system_open_url(self, url: str) -> ToolResult:
        _web_address(url)
        self.device.open_url(url)
        return ToolResult({"opened": url}, summary=tr("Opened in the browser"))

    @system_open_url.summary
    def system_open_url_summary(self, args: Mapping[str, Any]) -> str:
        return tr("Open {address}", address=args["url"])

    @system_open_url.preview
    def system_open_url_preview(self, args: Mapping[str, Any]) -> Preview:
        return Preview("setting", (PreviewField(QT_TR_NOOP("Open in browser"), args["url"]),
                                   PreviewField(QT_TR_NOOP("Site"), _web_address(args["url"]))))

    @tool("Open an installed application by name.", _one("name", {"type": "string"}),
          Effect.DEVICE, irreversible=True,
          topics=(r"open\w*", r"launch\w*", r"start\b", r"run\b", r"apps?\b",
                  r"applications?\b", r"programs?\b"))
    def system_open_app(self, name: str) -> ToolResult:
        app = self.device.find_app(name)
        self.device.open_app(app.name)
        return ToolResult({"opened": app.name}, summary=tr("Opened {app}", app=app.name))

    @system_open_app.summary
    def system_open_app_summary(self, args: Mapping[str, Any]) -> str:
        return tr("Open the app {app}", app=args["name"])

    @system_open_app.preview
    def system_open_app_preview(self, args: Mapping[str, Any]) -> Preview:
        app = self.device.find_app(args["name"])  # only an installed application gets a dialog
        return Preview("setting", (PreviewField(QT_TR_NOOP("Open application"), app.name),
                                   PreviewField(QT_TR_NOOP("Installed as"), app.launch_id)))

    @tool("Start a countdown timer for a number of minutes.",
          {"type": "object", "properties": {
              "minutes": {"type": "integer", "minimum": 1, "maximum": 24 * 60},
              "label": {"type": "string"}}, "required": ["minutes"]}, Effect.WRITE,
          topics=TIMER_WORDS)
    def system_set_timer(self, minutes: int, label: str = "Timer") -> ToolResult:
        return self._add_alarm("timer", self.now() + timedelta(minutes=minutes),
                               label)

    @system_set_timer.summary
    def system_set_timer_summary(self, args: Mapping[str, Any]) -> str:
        return tr("Start a {minutes}-minute timer", minutes=args["minutes"])

    @system_set_timer.preview
    def system_set_timer_preview(self, args: Mapping[str, Any]) -> Preview:
        return self._when_preview("timer", self.now() +
                                  timedelta(minutes=args["minutes"]), args.get("label"))

    @tool("Set an alarm at a time (ISO 8601 or HH:MM, user's time zone).", WHEN, Effect.WRITE,
          grounded=("time",), topics=ALARM_WORDS)
    def system_set_alarm(self, time: str, label: str = "Alarm") -> ToolResult:
        return self._add_alarm("alarm", parse_local_time(time, self.now()), label)

    @system_set_alarm.summary
    def system_set_alarm_summary(self, args: Mapping[str, Any]) -> str:
        return tr("Set an alarm for {when}", when=_when_said(args["time"], self.now()))

    @system_set_alarm.preview
    def system_set_alarm_preview(self, args: Mapping[str, Any]) -> Preview:
        return self._when_preview("alarm", parse_local_time(args["time"], self.now()),
                                  args.get("label"))

    @tool("Remind the user of something at a time (ISO 8601 or HH:MM).",
          {"type": "object", "properties": {"time": {"type": "string"},
                                            "text": {"type": "string"}},
           "required": ["time", "text"]}, Effect.WRITE, grounded=("time",),
          topics=REMINDER_WORDS)
    def system_set_reminder(self, time: str, text: str) -> ToolResult:
        return self._add_alarm("reminder", parse_local_time(time, self.now()), text)

    @system_set_reminder.summary
    def system_set_reminder_summary(self, args: Mapping[str, Any]) -> str:
        return tr("Remind you '{text}' at {when}", text=args["text"],
                  when=_when_said(args["time"], self.now()))

    @system_set_reminder.preview
    def system_set_reminder_preview(self, args: Mapping[str, Any]) -> Preview:
        return self._when_preview("reminder", parse_local_time(args["time"], self.now()),
                                  args.get("text"))

    @tool("List pending timers, alarms and reminders.", topics=ALARMS_WORDS)
    def system_list_alarms(self) -> ToolResult:
        pending = self.alarms.pending()
        return ToolResult([{"id": a.id, "kind": a.kind, "label": a.label,
                            "due": a.due_at.astimezone().isoformat(timespec="minutes")}
                           for a in pending], summary=tr("%Ln pending", None, len(pending)))

    @system_list_alarms.summary
    def system_list_alarms_summary(self, args: Mapping[str, Any]) -> str:
        return tr("List timers and alarms")

    @tool("Cancel a pending timer, alarm or reminder by its id.",
          _one("id", {"type": "integer"}), Effect.WRITE, grounded=("id",),
          finder="system_list_alarms",
          topics=(r"cancel\w*", r"stop\w*", r"delet\w*", r"remov\w*", r"turn off\b",
                  r"switch off\b", r"clear\b"))
    def system_cancel_alarm(self, id: int) -> ToolResult:
        alarm = self.alarms.get(id)
        if alarm is None or not self.alarms.cancel(id):
            raise SystemSettingError(tr("There is no pending timer, alarm or reminder {id}.",
                                        id=id))
        return ToolResult({"cancelled": id}, summary=tr("Cancelled {alarm}",
                                                        alarm=alarm.describe()))

    @system_cancel_alarm.summary
    def system_cancel_alarm_summary(self, args: Mapping[str, Any]) -> str:
        return tr("Cancel alarm #{id}", id=args["id"])

    @system_cancel_alarm.preview
    def system_cancel_alarm_preview(self, args: Mapping[str, Any]) -> Preview:
        alarm = self.alarms.get(args["id"])
        what = alarm.describe() if alarm else tr("#{id} (not found)", id=args["id"])
        return Preview("setting", (PreviewField(QT_TR_NOOP("Cancel"), what),))


def build_tools(context: ConnectorContext, backend: DeviceBackend | None = None) -> list[Tool]:
    """The system tools for this platform."""
    return SystemTools(context, backend).tools()
