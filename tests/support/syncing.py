"""The window's background sync (app/ui/syncing.py) for one mail account, without the
window: what it tells the user is recorded."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app.settings import load_settings
from app.store.db import Store
from app.ui.syncing import Syncing
from connectors.mail.account import MailAccount


def syncing_for(qtbot: Any, store_path: Path, account: MailAccount
                ) -> tuple[Syncing, list[tuple[str, str]]]:
    """A Syncing over a store holding ``account``, and the list of what it told the user."""
    from PySide6.QtWidgets import QWidget

    store = Store(store_path)
    store.set_setting("connectors", {"mail": {"accounts": [account.to_settings()]}})
    parent = QWidget()
    qtbot.addWidget(parent)
    told: list[tuple[str, str]] = []
    syncing = Syncing(store, lambda: load_settings(store), lambda *said: told.append(said),
                      parent)
    return syncing, told


def sync_and_wait(qtbot: Any, syncing: Syncing) -> None:
    """One sync, as the timer would start it, waited for."""
    syncing.sync()
    qtbot.waitUntil(lambda: not syncing.running, timeout=30_000)
