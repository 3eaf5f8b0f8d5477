"""Attacks 9 and 10 (Medium): local data readable by other users; any keyring accepted.

The data folder is 0700 and the database and log 0600, so another account on the computer
reads nothing. A password is stored only in a real OS keyring: keyring's plaintext, null and
failing backends are refused (and selftest warns) unless the user chose a plaintext store.
"""

from __future__ import annotations

import logging
import os
import stat
from pathlib import Path

import pytest
from keyring.backends import null

from app.paths import cache_dir, data_dir
from app.selftest import check_keyring
from app.services import PLAINTEXT_PASSWORDS_KEY, open_store
from connectors import secrets as secret_store
from connectors.mail.account import MailAccount, get_password, set_password
from tests.support.memory_keyring import MemoryKeyring, installed

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_data_folder_database_and_log_are_private(botpsy_home: Path) -> None:
    botpsy_home.chmod(0o755)  # as the old versions left it
    assert mode(data_dir()) == 0o700 and mode(cache_dir()) == 0o700
    store = open_store()
    store.set_setting("x", 1)
    for suffix in ("", "-wal", "-shm"):
        path = Path(str(store.path) + suffix)
        if path.exists():
            assert mode(path) == 0o600, path
    from app.ui.application import setup_logging

    root = logging.getLogger()
    before = list(root.handlers)
    log_path = setup_logging()
    try:
        logging.getLogger("botpsy.test").warning("hello")
        assert mode(log_path) == 0o600
    finally:
        for handler in list(root.handlers):
            if handler not in before:
                root.removeHandler(handler)
                handler.close()


class PlaintextKeyring(MemoryKeyring):
    """Shaped like keyrings.alt's file backend: a "keyring" that is a readable file."""


PlaintextKeyring.__module__ = "keyrings.alt.file"


@pytest.fixture()
def insecure_keyring():  # type: ignore[no-untyped-def]
    with installed(PlaintextKeyring()) as backend:
        yield backend
    secret_store.allow_insecure_store(False)


ACCOUNT = MailAccount("work", "me@example.org", "imap.example.org", "smtp.example.org")


def test_a_plaintext_keyring_is_refused_and_selftest_warns(insecure_keyring) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(secret_store.InsecureKeyringError, match="not an OS keyring"):
        set_password(ACCOUNT, "hunter2")
    assert insecure_keyring.secrets == {}
    assert check_keyring().startswith("WARN") and "keyrings.alt" in check_keyring()


def test_the_null_keyring_is_refused_too() -> None:
    with installed(null.Keyring()), pytest.raises(secret_store.InsecureKeyringError):
        set_password(ACCOUNT, "hunter2")


def test_the_users_explicit_choice_in_settings_allows_it(insecure_keyring) -> None:  # type: ignore[no-untyped-def]
    store = open_store()
    store.set_setting(PLAINTEXT_PASSWORDS_KEY, True)
    open_store()  # applying the stored choice happens when the store is opened
    set_password(ACCOUNT, "hunter2")
    assert get_password(ACCOUNT) == "hunter2"


def test_a_real_keyring_backend_is_accepted(secrets) -> None:  # type: ignore[no-untyped-def]
    assert secret_store.backend_problem() is None
    set_password(ACCOUNT, "hunter2")
    assert get_password(ACCOUNT) == "hunter2"
