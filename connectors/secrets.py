"""Passwords of connector accounts: in the OS keyring, and nowhere else."""

from __future__ import annotations


def get_secret(service: str, name: str) -> str | None:
    """A stored password, or None."""
    import keyring

    return keyring.get_password(service, name)


def set_secret(service: str, name: str, password: str) -> None:
    """Store a password (raises keyring's error when there is no keyring)."""
    import keyring

    keyring.set_password(service, name, password)


def delete_secret(service: str, name: str) -> None:
    """Forget a password (nothing to do when there is none)."""
    import keyring
    from keyring.errors import KeyringError

    try:
        keyring.delete_password(service, name)
    except KeyringError:
        pass
