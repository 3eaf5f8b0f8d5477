"""The system connector: device settings, and timers, alarms and reminders.

``CONNECTOR`` is all the app sees of it: its tools, and the alarms that come due.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from connectors.base import Alert, ConnectorBase, Moment, Tool, tr

#: an alert's title per kind of alarm, in the window's catalogue
ALERT_TITLES = {"timer": tr("Timer"), "alarm": tr("Alarm"), "reminder": tr("Reminder")}


class SystemConnector(ConnectorBase):
    """Volume, brightness, apps, URLs; timers and alarms the app rings."""

    name = "system"
    topics = (r"volume\b", r"louder\b", r"quieter\b", r"softer\b", r"(?:un)?mut(?:e|ed|ing)\b",
              r"sound\b", r"speakers?\b", r"brightness\b", r"brighter\b", r"dimm?(?:er)?\b",
              r"screen\b", r"dark\b", r"light mode\b", r"night mode\b", r"wi-?fi\b",
              r"wireless\b", r"internet\b", r"network\b", r"offline\b", r"battery\b",
              r"charg\w*", r"do not disturb\b", r"do-not-disturb\b", r"dnd\b",
              r"notifications?\b", r"timers?\b", r"alarms?\b", r"remind\w*", r"wake\b",
              r"countdown\b", r"\d+\s*(?:min(?:ute)?s?|hours?|h|secs?|seconds?)\b",
              # a time counted from now in words ("ping me in ten minutes"), and a reminder
              # asked for as not forgetting ("don't let me forget to call mum at 5")
              r"in (?:an?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|"
              r"thirty|forty|forty-five|sixty|half an?|a few|a couple of) "
              r"(?:min(?:ute)?s?|hours?|secs?|seconds?)\b",
              r"(?:don[’']?t|do not) let me forget\b",
              r"open\w*", r"launch\w*", r"apps?\b", r"programs?\b",
              r"browser\b", r"websites?\b", r"web ?pages?\b", r"urls?\b", r"https?://",
              r"www\.", r"status\b", r"computer\b", r"laptop\b", r"device\b")
    # weaker words: "application" is a program as often as a form ("have I heard back about
    # the job application?"), so alone it leaves the area to routing by meaning
    hints = (r"applications?\b",)

    def build_tools(self, context: Any) -> list[Tool]:
        """The system tools."""
        from connectors.system.tools import build_tools

        return build_tools(context)

    def alerts(self, context: Any, now: datetime) -> list[Alert]:
        """Timers, alarms and reminders whose time has come (each once: they are marked
        fired), also those that came due while the app was closed."""
        from connectors.system.tools import alarm_store

        return [Alert(ALERT_TITLES.get(alarm.kind, alarm.kind.capitalize()),
                      alarm.label if alarm.kind == "timer" else _label_at(alarm.label, alarm.due_at,
                                                                      now),
                      alarm.due_at) for alarm in alarm_store(context).due(now)]

    def waiting(self, context: Any, now: datetime) -> list[str]:
        """Timers and alarms still to ring."""
        from connectors.system.tools import alarm_store

        return [f"{alarm.kind} at {alarm.due_at.astimezone():%H:%M}"
                + ("" if alarm.due_at - now < timedelta(hours=20)
                   else f" on {alarm.due_at.astimezone():%a %d %b}")
                for alarm in alarm_store(context).pending() if alarm.due_at > now]


CONNECTOR = SystemConnector()


def _label_at(label: str, due: datetime, now: datetime) -> str:
    """An alarm's or reminder's words and when it was due: "Dentist (Fri 04 Dec 15:00)" (the
    window says the day relative to today)."""
    local = due.astimezone()
    return tr("{label} ({when})", label=label, when=Moment(f"{local:%a %d %b %H:%M}", local,
                                                            now.astimezone().date()))
