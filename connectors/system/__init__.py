"""The system connector: device settings, and timers, alarms and reminders.

``CONNECTOR`` is all the app sees of it: its tools, and the alarms that come due.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from connectors.base import Alert, ConnectorBase, Tool


class SystemConnector(ConnectorBase):
    """Volume, brightness, apps, URLs; timers and alarms the app rings."""

    name = "system"

    def build_tools(self, context: Any) -> list[Tool]:
        """The system tools."""
        from connectors.system.tools import build_tools

        return build_tools(context)

    def alerts(self, context: Any, now: datetime) -> list[Alert]:
        """Timers, alarms and reminders whose time has come (each once: they are marked
        fired), also those that came due while the app was closed."""
        from connectors.system.tools import alarm_store

        return [Alert(alarm.kind.capitalize(), alarm.label if alarm.kind == "timer" else
                      f"{alarm.label} ({alarm.due_at.astimezone():%a %d %b %H:%M})",
                      alarm.due_at) for alarm in alarm_store(context).due(now)]


CONNECTOR = SystemConnector()
