"""CalDAV accounts: settings without secrets, the password in the OS keyring."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

from connectors.secrets import delete_secret, get_secret, set_secret

KEYRING_SERVICE = "BotPsy calendar"


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

    @classmethod
    def from_settings(cls, data: Mapping[str, Any]) -> CalDAVAccount:
        """From stored settings."""
        return cls(**{k: v for k, v in data.items() if k in cls.__dataclass_fields__})


def get_password(account: CalDAVAccount) -> str | None:
    """The password from the OS keyring."""
    return get_secret(KEYRING_SERVICE, account.name)


def set_password(account: CalDAVAccount, password: str) -> None:
    """Store the password in the OS keyring."""
    set_secret(KEYRING_SERVICE, account.name, password)


def delete_password(account: CalDAVAccount) -> None:
    """Forget the password."""
    delete_secret(KEYRING_SERVICE, account.name)
