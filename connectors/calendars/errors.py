"""Errors of the calendars connector."""

from __future__ import annotations

from connectors.base import ToolError


class CalendarError(ToolError):
    """A calendar operation failed in a way people can act on."""


class CalendarConnectionError(CalendarError):
    """The server could not be reached, TLS failed, or the login was refused. ``message``
    is a connectors.base.Phrase, so the window can say it in the user's language."""

    def __init__(self, stage: str, message: str) -> None:
        super().__init__(message)
        self.stage = stage
        self.message = message


class ConflictError(CalendarError):
    """Someone else changed the event since it was read (HTTP 412); nothing was overwritten."""


class UnknownCalendarError(CalendarError):
    """No calendar has the name given (reads then look in every calendar, and say so)."""
