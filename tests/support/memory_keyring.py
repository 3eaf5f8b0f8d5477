"""An in-memory keyring backend for tests (the app itself never stores secrets anywhere else
than the OS keyring)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from keyring.backend import KeyringBackend
from keyring.errors import PasswordDeleteError


class MemoryKeyring(KeyringBackend):
    """Passwords in a dict, for one test."""

    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.secrets: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.secrets.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.secrets[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        if self.secrets.pop((service, username), None) is None:
            raise PasswordDeleteError(username)


@contextmanager
def installed(backend: KeyringBackend) -> Iterator[KeyringBackend]:
    """Make ``backend`` keyring's backend for a while, then put the previous one back."""
    import keyring

    previous = keyring.get_keyring()
    keyring.set_keyring(backend)
    try:
        yield backend
    finally:
        keyring.set_keyring(previous)
