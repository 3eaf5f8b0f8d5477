"""Errors of the mail connector; library errors are converted once, in client.py."""

from __future__ import annotations

from connectors.base import ToolError


class MailError(ToolError):
    """A mail operation failed in a way people can act on."""


class NoSuchPerson(MailError):
    """A recipient named as the user named them ("Sam") is nobody, or several people, in
    their mail: only the user can say whom they meant, so the call fails as it is (the model
    does not guess again) and the question is shown."""

    about_the_call = False


class MailConnectionError(MailError):
    """The server could not be reached, or TLS or login failed.

    Attributes:
        stage: "dns", "connect", "tls", "login" or "folder".
        message: what went wrong, for people: a connectors.base.Phrase, so the window can
            say it in the user's language (``str(err)`` is the English).
    """

    def __init__(self, stage: str, message: str) -> None:
        super().__init__(message)
        self.stage = stage
        self.message = message


class SendUnconfirmedError(MailError):
    """The message went out to the SMTP server whole, and the connection broke before the
    server said whether it took it: it may have been sent. Never retried on its own."""


class InvalidMessageError(MailError):
    """A message to send is malformed (CR/LF in a header, a bad address)."""
