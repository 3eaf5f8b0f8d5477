"""Errors of the system connector."""

from __future__ import annotations

from connectors.base import ToolError


class SystemSettingError(ToolError):
    """A device setting could not be read or changed."""


class DeviceUnavailableError(SystemSettingError):
    """The setting exists, but the part of the system that changes it does not answer now."""

    about_the_call = False


class UnsupportedError(SystemSettingError):
    """This system cannot do that ("not supported on this system: <why>")."""

    about_the_call = False
