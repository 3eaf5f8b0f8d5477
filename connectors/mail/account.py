"""Mail accounts: settings (no secrets), the password in the OS keyring, a connection test."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

from connectors.base import QT_TR_NOOP, said
from connectors.secrets import KeyringUnavailableError, delete_secret, get_secret, set_secret

KEYRING_SERVICE = "BotPsy mail"
SECURITY = ("tls", "starttls", "plain")


@dataclass(frozen=True)
class MailAccount:
    """One IMAP + SMTP account. The password is never here: it lives in the keyring.

    ``security`` is "tls" (implicit TLS) or "starttls"; "plain" is accepted only for a
    server on localhost and only when the user allowed it (``allow_plaintext``).
    """

    name: str
    email: str
    imap_host: str
    smtp_host: str
    imap_port: int = 993
    imap_security: str = "tls"
    smtp_port: int = 465
    smtp_security: str = "tls"
    username: str = ""
    ca_file: str = ""
    allow_plaintext: bool = False
    display_name: str = ""

    @property
    def login(self) -> str:
        """The login name (the address unless a username is set)."""
        return self.username or self.email

    def to_settings(self) -> dict[str, Any]:
        """As stored in the app's settings (JSON, no secrets)."""
        return asdict(self)

    @classmethod
    def from_settings(cls, data: Mapping[str, Any]) -> MailAccount:
        """From stored settings (unknown keys are ignored)."""
        fields = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
        return cls(**fields)

    def problems(self) -> dict[str, str]:
        """Per field, what is wrong (empty when the settings are usable)."""
        found: dict[str, str] = {}
        if "@" not in self.email or any(c in self.email for c in " \r\n"):
            found["email"] = QT_TR_NOOP("not an email address")
        for prefix in ("imap", "smtp"):
            security = getattr(self, f"{prefix}_security")
            host = getattr(self, f"{prefix}_host")
            if not host.strip():
                found[f"{prefix}_host"] = QT_TR_NOOP("required")
            if security not in SECURITY:
                found[f"{prefix}_security"] = QT_TR_NOOP("must be tls or starttls")
            elif security == "plain" and not (
                    self.allow_plaintext and host in ("localhost", "127.0.0.1", "::1")):
                found[f"{prefix}_security"] = QT_TR_NOOP("plaintext is allowed only for a server on "
                                               "localhost, and only when you allow it")
            port = getattr(self, f"{prefix}_port")
            if not 0 < int(port) < 65536:
                found[f"{prefix}_port"] = QT_TR_NOOP("not a port number")
        return found


def get_password(account: MailAccount) -> str | None:
    """The account's password from the OS keyring (MailError when no keyring answers)."""
    from connectors.mail.errors import MailError

    try:
        return get_secret(KEYRING_SERVICE, account.name)
    except KeyringUnavailableError as err:
        raise MailError(said(err)) from err


def set_password(account: MailAccount, password: str) -> None:
    """Store the password in the OS keyring (raises keyring's error when there is none)."""
    set_secret(KEYRING_SERVICE, account.name, password)


def delete_password(account: MailAccount) -> None:
    """Forget the password."""
    delete_secret(KEYRING_SERVICE, account.name)
