"""Passwords of connector accounts: in the OS keyring, and nowhere else.

Only a real OS keyring is accepted for storing (Secret Service, KWallet, macOS Keychain,
Windows Credential Locker). keyring also knows backends that are not keyrings: a plaintext or
"encrypted" file (keyrings.alt, which installing silently makes the default), a null one that
forgets, a failing one. Storing into those is refused with InsecureKeyringError, unless the
user explicitly chose a plaintext store in Settings after a warning (``allow_insecure_store``).
"""

from __future__ import annotations

from typing import Any

from keyring.errors import KeyringError

from connectors.base import UserError, tr

_INSECURE_MODULES = ("keyrings.alt", "keyring.backends.fail", "keyring.backends.null")
_state = {"allow_insecure": False}


class InsecureKeyringError(KeyringError, UserError):
    """The keyring backend would keep the password in the clear (or not at all)."""


def allow_insecure_store(allowed: bool) -> None:
    """The user's explicit choice (Settings) to keep passwords in a non-OS keyring."""
    _state["allow_insecure"] = bool(allowed)


def insecure_allowed() -> bool:
    """Whether the user allowed a non-OS keyring."""
    return _state["allow_insecure"]


def _writer(backend: Any) -> Any:
    """The backend a password would actually be written to (a chainer's first)."""
    chained = getattr(backend, "backends", None)
    if chained:
        return list(chained)[0]
    return backend


def backend_problem(backend: Any = None) -> str | None:
    """Why the current keyring backend is not a real OS keyring, or None when it is."""
    import keyring

    writer = _writer(backend if backend is not None else keyring.get_keyring())
    module, name = type(writer).__module__, type(writer).__name__
    if module.startswith(_INSECURE_MODULES) or "plaintext" in name.lower():
        return (f"the keyring backend {module}.{name} is not an OS keyring (it keeps passwords "
                "in a file, or not at all)")
    return None


class KeyringUnavailableError(KeyringError, UserError):
    """No keyring could be asked for a password (none is running, or it refused)."""


def get_secret(service: str, name: str) -> str | None:
    """A stored password, or None; KeyringUnavailableError, saying what to do, when no
    keyring can be asked (a desktop with no keyring running: keyring's NoKeyringError)."""
    import keyring

    try:
        return keyring.get_password(service, name)
    except KeyringError as err:
        raise KeyringUnavailableError(tr(
            "The password of {account} cannot be read: no keyring answered ({error}). Start "
            "your desktop's keyring (GNOME Keyring, KWallet) and try again.",
            account=name, error=type(err).__name__)) from err


def set_secret(service: str, name: str, password: str) -> None:
    """Store a password; raises keyring's error when there is no keyring, and
    InsecureKeyringError when the backend is not a real one and the user did not allow it."""
    import keyring

    problem = backend_problem()
    if problem is not None and not insecure_allowed():
        raise InsecureKeyringError(tr(
            "Not stored: {problem}. Start your desktop's keyring (GNOME Keyring, KWallet), "
            "or allow a plaintext password file in Settings → Accounts.", problem=problem))
    keyring.set_password(service, name, password)


def delete_secret(service: str, name: str) -> None:
    """Forget a password (nothing to do when there is none)."""
    import keyring

    try:
        keyring.delete_password(service, name)
    except KeyringError:
        pass


class KeyringSecrets:
    """An account kind's password handling: in the OS keyring, under ``keyring_service`` and
    the account's name (mixed into ``AccountKind`` implementations)."""

    keyring_service = ""

    def get_secret(self, account: Any) -> str | None:
        """The stored password (None when there is none)."""
        return get_secret(self.keyring_service, account.name)

    def save_secret(self, account: Any, password: str) -> None:
        """Store the password (raises keyring's error when no OS keyring can)."""
        set_secret(self.keyring_service, account.name, password)

    def forget_secret(self, account: Any) -> None:
        """Forget the password."""
        delete_secret(self.keyring_service, account.name)
