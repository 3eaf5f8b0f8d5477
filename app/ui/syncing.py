"""Mail and calendars kept up to date: a background sync every few minutes (pausable from
the tray), what is new told to the user, and the names connectors offer in Settings."""

from __future__ import annotations

import logging
import random
import time as clock
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QNetworkInformation
from PySide6.QtWidgets import QWidget

from app.services import connector_context
from app.settings import Settings
from app.store.db import Store
from app.ui.background import run_in_background
from app.ui.i18n import localized, tr
from connectors import all_connectors
from connectors.base import SyncResult

log = logging.getLogger(__name__)

#: how often the accounts are synced when all is well
INTERVAL_MS = 5 * 60_000
#: the first retry after a failed sync; each further failure doubles it, up to INTERVAL_MS
FIRST_RETRY_MS = 30_000
#: an account that has failed every sync for this long, and at least LONG_OUTAGE_SYNCS times
#: in a row, is told to the user once (and again when it is back): offline for a few minutes
#: is normal on a laptop, a server that refuses for half an hour is worth knowing about
LONG_OUTAGE_S = 30 * 60
LONG_OUTAGE_SYNCS = 5


def _offline() -> bool:
    """Whether the system says there is no network at all."""
    info = QNetworkInformation.instance()
    return info is not None and \
        info.reachability() == QNetworkInformation.Reachability.Disconnected


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
        self._told_full: set[str] = set()  # accounts whose full disk the user has heard of
        self._failing: dict[str, tuple[float, int]] = {}  # account: (first failure, count)
        self._told_down: set[str] = set()  # accounts whose long outage the user has heard of
        self.running = False  # one sync at a time: a slow one is never overtaken by the next
        self.failures = 0  # syncs in a row that an account failed in (the backoff's step)
        self._started_at = 0.0  # the wall clock when the last sync began (sleep shows here)
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(self.sync)
        self.retry = QTimer(self)  # sooner than the interval after a failure, backing off
        self.retry.setSingleShot(True)
        self.retry.timeout.connect(self.sync)
        self._watch_the_network()

    def _watch_the_network(self) -> None:
        """When the system says the network is back (after sleep, a new Wi-Fi), sync now
        instead of waiting out the backoff. Systems without a network backend for Qt still
        retry on the timers."""
        if not QNetworkInformation.loadDefaultBackend() or QNetworkInformation.instance() is None:
            log.info("no network information backend: sync retries on its timers alone")
            return
        QNetworkInformation.instance().reachabilityChanged.connect(self._on_reachability)

    def _on_reachability(self, reachability: object) -> None:
        if reachability == QNetworkInformation.Reachability.Online:
            self.network_back()

    def network_back(self) -> None:
        """A fresh network (after sleep, a new Wi-Fi): the backoff starts over, sync now."""
        self.failures = 0
        self._failing.clear()  # an outage is counted on one network
        self.retry.stop()
        self.sync()

    def next_retry_ms(self) -> int:
        """How long after the ``failures``-th failed sync in a row to try again: 30 s, 1, 2,
        4 min, then the usual interval, each with up to a tenth of jitter (many laptops
        waking at once do not all knock at once)."""
        delay = min(FIRST_RETRY_MS * 2 ** max(self.failures - 1, 0), INTERVAL_MS)
        return int(delay * (1 + random.uniform(0, 0.1)))

    def sync(self) -> None:
        """Sync every connector's accounts in the background (queued offline changes go out
        first); tell the user what is new and what could not be sent. Not while a sync still
        runs (a stalled server is given its timeouts, not a second connection)."""
        if not self.settings().accounts or self.paused or self.running:
            return
        now = clock.time()
        if self._started_at and now - self._started_at > 2 * INTERVAL_MS / 1000:
            # the timers did not fire for much longer than they should: the laptop slept,
            # and the network it wakes to is a new one
            log.info("sync: %.0f s since the last one (sleep?): the backoff starts over",
                     now - self._started_at)
            self.failures = 0
            self._failing.clear()  # time asleep is not time the server failed
        self._started_at = now
        self.running = True
        self.retry.stop()
        store = self.store

        def work() -> list[SyncResult]:
            context = connector_context(store)  # settings read off the GUI thread
            return [result for each in all_connectors() for result in each.sync(context)]

        run_in_background(work, self._on_synced, self._on_failed, owner=self.window)

    def _on_failed(self, error: Exception) -> None:
        self.running = False
        log.info("sync failed: %s", error)
        self._back_off()

    def _back_off(self) -> None:
        self.failures += 1
        self.retry.start(self.next_retry_ms())
        log.info("sync: failure %d in a row, next try in %d s", self.failures,
                 self.retry.interval() // 1000)

    def stop(self) -> None:
        """No more syncs from the timers (pause, quit)."""
        self.timer.stop()
        self.retry.stop()

    def toggle(self) -> bool:
        """Pause or resume; returns whether it is paused now."""
        self.paused = not self.paused
        if self.paused:
            self.stop()
        else:
            self.timer.start()
            self.sync()
        return self.paused

    def _on_synced(self, results: list[SyncResult]) -> None:
        self.running = False
        if any(result.error for result in results):
            self._back_off()
        else:
            self.failures = 0
        new = 0
        for result in results:
            if result.disk_full and result.account not in self._told_full:
                # offline is normal on a laptop; a full disk is not, and only the user can
                # fix it: said once, until a sync of that account works again
                self._told_full.add(result.account)
                self.notify(result.account, localized(result.error))
            if result.error:  # offline: the local copy serves until next time
                log.info("sync of %s failed: %s", result.account, result.error)
                if not result.disk_full:
                    self._count_outage(result)
                continue
            self._told_full.discard(result.account)
            self._failing.pop(result.account, None)
            if result.account in self._told_down:
                self._told_down.discard(result.account)
                self.notify(result.account, tr("{account} can be reached again, and the local "
                                               "copy is up to date.").format(
                                                   account=result.account))
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

    def _count_outage(self, result: SyncResult) -> None:
        """One more failed sync of an account; tell the user once it is a long outage (not
        while the system says there is no network at all: the user knows that)."""
        now = clock.time()
        since, count = self._failing.get(result.account, (now, 0))
        self._failing[result.account] = (since, count + 1)
        if result.account in self._told_down or count + 1 < LONG_OUTAGE_SYNCS \
                or now - since < LONG_OUTAGE_S or _offline():
            return
        self._told_down.add(result.account)
        self.notify(result.account, tr(
            "BotPsy has not reached {account} for {minutes} minutes. It keeps trying and uses "
            "the local copy meanwhile. The last error: {error}").format(
                account=result.account, minutes=int((now - since) // 60),
                error=localized(result.error)))

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
