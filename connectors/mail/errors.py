"""Errors of the mail connector; library errors are converted once, in client.py."""

from __future__ import annotations

from connectors.base import ToolError


class MailError(ToolError):
    """A mail operation failed in a way people can act on."""


class MailConnectionError(MailError):
    """The server could not be reached, or TLS or login failed.

    Attributes:
        stage: "dns", "connect", "tls", "login" or "folder".
    """

    def __init__(self, stage: str, message: str) -> None:
        super().__init__(message)
        self.stage = stage


class InvalidMessageError(MailError):
    """A message to send is malformed (CR/LF in a header, a bad address)."""
