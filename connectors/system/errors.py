"""Errors of the system connector."""

from __future__ import annotations

from connectors.base import ToolError


class SystemSettingError(ToolError):
    """A device setting could not be read or changed."""


class UnsupportedError(SystemSettingError):
    """This system cannot do that ("not supported on this system: <why>")."""
