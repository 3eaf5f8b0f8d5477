"""CalDAV accounts: settings without secrets, the password in the OS keyring."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from connectors.base import QT_TR_NOOP, said
from connectors.secrets import KeyringUnavailableError, delete_secret, get_secret, set_secret

KEYRING_SERVICE = "BotPsy calendar"
LOCAL_HOSTS = ("localhost", "127.0.0.1", "::1")


@dataclass(frozen=True)
class CalDAVAccount:
    """One CalDAV account (a server URL, or a host whose /.well-known/caldav is used)."""

    name: str
    url: str
    username: str
    ca_file: str = ""
    default_calendar: str = ""

    def to_settings(self) -> dict[str, Any]:
        """As stored in the app's settings (no secrets)."""
        return asdict(self)

    def problems(self) -> dict[str, str]:
        """Per field, what is wrong (empty when the settings are usable). A server address
        may be a full CalDAV URL or just https://host (then /.well-known/caldav is asked).
        Plain http is for a server on this computer only: passwords never cross a network
        unencrypted."""
        found: dict[str, str] = {}
        if not self.name.strip():
            found["name"] = QT_TR_NOOP("required")
        parts = urlsplit(self.url)
        if parts.scheme not in ("https", "http") or not parts.hostname:
            found["url"] = QT_TR_NOOP("an address like https://calendar.example.com/")
        elif parts.username is not None or parts.password is not None:
            # user:pass@ in the address would land in the settings file in the clear.
            found["url"] = QT_TR_NOOP("leave the user name and password out of the address; give them "
                            "in their own fields (the password goes to the keyring)")
        elif parts.scheme == "http" and parts.hostname not in LOCAL_HOSTS:
            found["url"] = QT_TR_NOOP("use https:// (plain http only for a server on this computer)")
        if not self.username.strip():
            found["username"] = QT_TR_NOOP("required")
        if self.ca_file and not Path(self.ca_file).is_file():
            found["ca_file"] = QT_TR_NOOP("no such file")
        return found

    @classmethod
    def from_settings(cls, data: Mapping[str, Any]) -> CalDAVAccount:
        """From stored settings."""
        return cls(**{k: v for k, v in data.items() if k in cls.__dataclass_fields__})


def get_password(account: CalDAVAccount) -> str | None:
    """The password from the OS keyring (a failed login to the account when no keyring
    answers: its calendars are missed, the others still read)."""
    from connectors.calendars.errors import CalendarConnectionError

    try:
        return get_secret(KEYRING_SERVICE, account.name)
    except KeyringUnavailableError as err:
        raise CalendarConnectionError("login", said(err)) from err


def set_password(account: CalDAVAccount, password: str) -> None:
    """Store the password in the OS keyring."""
    set_secret(KEYRING_SERVICE, account.name, password)


def delete_password(account: CalDAVAccount) -> None:
    """Forget the password."""
    delete_secret(KEYRING_SERVICE, account.name)
