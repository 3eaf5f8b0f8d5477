"""Mail and calendars kept up to date: a background sync every few minutes (pausable from
the tray), what is new told to the user, and the names connectors offer in Settings."""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from app.services import connector_context
from app.settings import Settings
from app.store.db import Store
from app.ui.background import run_in_background
from app.ui.i18n import localized, tr
from connectors import all_connectors
from connectors.base import SyncResult

log = logging.getLogger(__name__)


class Syncing(QObject):
    """Polls every connector's accounts. IDLE would need a connection held open per account;
    polling works offline and everywhere.

    Signals:
        synced(list): a sync finished (SyncResult per account).
        choices_found(dict): what Settings may offer, by setting (the calendars).
    """

    synced = Signal(list)
    choices_found = Signal(dict)

    def __init__(self, store: Store, settings: Callable[[], Settings],
                 notify: Callable[[str, str], None], parent: QWidget) -> None:
        super().__init__(parent)
        self.store = store
        self.settings = settings
        self.notify = notify
        self.window = parent
        self.paused = False
        self._synced_once: set[str] = set()  # a first sync fills a cache: no "new" for it
        self.timer = QTimer(self)
        self.timer.setInterval(5 * 60_000)
        self.timer.timeout.connect(self.sync)

    def sync(self) -> None:
        """Sync every connector's accounts in the background (queued offline changes go out
        first); tell the user what is new and what could not be sent."""
        if not self.settings().accounts or self.paused:
            return
        store = self.store

        def work() -> list[SyncResult]:
            context = connector_context(store)  # settings read off the GUI thread
            return [result for each in all_connectors() for result in each.sync(context)]

        run_in_background(work, self._on_synced, lambda error: log.info("sync failed: %s", error),
                          owner=self.window)

    def toggle(self) -> bool:
        """Pause or resume; returns whether it is paused now."""
        self.paused = not self.paused
        if self.paused:
            self.timer.stop()
        else:
            self.timer.start()
            self.sync()
        return self.paused

    def _on_synced(self, results: list[SyncResult]) -> None:
        new = 0
        for result in results:
            if result.error:  # offline: the local copy serves until next time
                log.info("sync of %s failed: %s", result.account, result.error)
                continue
            for notice in result.notices:
                self.notify(result.account, localized(notice))
            # Only what someone else sent and nobody read yet (not the copy of what you
            # sent), and never for the sync that first fills the local copy.
            if result.account in self._synced_once:
                new += result.incoming
            self._synced_once.add(result.account)
        if new:
            self.notify(tr("Mail"), tr("%Ln new message(s)", "", new))
        self.synced.emit(results)
        self.refresh_choices()

    def refresh_choices(self) -> None:
        """Ask the connectors (in the background) what Settings may offer (calendars)."""
        store = self.store

        def gather() -> dict[str, tuple[str, ...]]:
            context = connector_context(store)
            found: dict[str, tuple[str, ...]] = {}
            for each in all_connectors():
                found.update(each.choices(context))
            return found

        run_in_background(gather, self.choices_found.emit,
                          lambda error: log.info("connector choices failed: %s", error),
                          owner=self.window)
