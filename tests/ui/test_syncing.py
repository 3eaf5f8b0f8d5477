"""Issue 27, item 3: the background sync on a flaky network, against real Dovecot behind the
fault proxy (tests/support/fault_proxy.py). A failed sync is tried again sooner than the
usual five minutes, backing off (30 s, 1, 2, 4 min, then the interval); a fresh network or a
wake from sleep starts the backoff over; a sync that is still waiting on a stalled server is
never overtaken by a second one."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget

from app.settings import load_settings
from app.store.db import Store
from app.ui import syncing as syncing_module
from app.ui.syncing import FIRST_RETRY_MS, INTERVAL_MS, Syncing
from connectors.mail import client as client_module
from connectors.mail.account import MailAccount, set_password
from tests.support.fault_proxy import FaultProxy
from tests.support.syncing import sync_and_wait, syncing_for


def flaky(qtbot, tmp_path: Path, mail_servers, proxy: FaultProxy,  # type: ignore[no-untyped-def]
          name: str) -> tuple[Syncing, list[tuple[str, str]]]:
    """A Syncing for one mail account whose IMAP goes through ``proxy``, and what it told."""
    account = MailAccount(name, "alice@example.org", "127.0.0.1", "127.0.0.1",
                          imap_port=proxy.port, smtp_port=mail_servers.smtps_port,
                          username="alice", ca_file=str(mail_servers.ca))
    set_password(account, "alice-pw")
    return syncing_for(qtbot, tmp_path / "sync.sqlite3", account)


@pytest.fixture()
def proxied(qtbot, tmp_path: Path, mail_servers, secrets, monkeypatch):  # type: ignore[no-untyped-def]
    """A Syncing for one mail account whose IMAP goes through a fault proxy (timeouts 2 s)."""
    monkeypatch.setattr(client_module, "TIMEOUT", 2)
    with FaultProxy("127.0.0.1", mail_servers.imaps_port) as proxy:
        syncing, _ = flaky(qtbot, tmp_path, mail_servers, proxy, "flaky")
        yield syncing, proxy
        syncing.stop()




def test_a_failed_sync_is_tried_again_sooner_backing_off(qtbot, proxied) -> None:  # type: ignore[no-untyped-def]
    syncing, proxy = proxied
    proxy.fault("reset", after=100)  # the server's greeting starts, then the line drops
    waits = []
    for _ in range(5):
        sync_and_wait(qtbot, syncing)
        assert syncing.retry.isActive()
        waits.append(syncing.retry.interval())
    expected = [FIRST_RETRY_MS * 2 ** n for n in range(4)] + [INTERVAL_MS]
    assert all(want <= got <= want * 1.1 for want, got in zip(expected, waits, strict=True)), \
        waits
    assert syncing.failures == 5
    # the network comes back (the system says so): at once, and the backoff starts over
    proxy.fault("pass")
    syncing.network_back()
    qtbot.waitUntil(lambda: not syncing.running, timeout=30_000)
    assert syncing.failures == 0 and not syncing.retry.isActive()


def test_a_wake_from_sleep_starts_the_backoff_over(qtbot, proxied) -> None:  # type: ignore[no-untyped-def]
    syncing, proxy = proxied
    proxy.fault("reset", after=100)
    for _ in range(3):
        sync_and_wait(qtbot, syncing)
    assert syncing.failures == 3
    # the timers did not fire for three intervals: the laptop slept
    syncing._started_at = time.time() - 3 * INTERVAL_MS / 1000
    sync_and_wait(qtbot, syncing)
    assert syncing.failures == 1 and syncing.retry.interval() < FIRST_RETRY_MS * 1.1


def test_a_stalled_sync_is_not_overtaken_by_the_next(qtbot, proxied) -> None:  # type: ignore[no-untyped-def]
    syncing, proxy = proxied
    proxy.fault("stall", after=0)  # the server accepts and says nothing
    syncing.sync()
    qtbot.waitUntil(lambda: proxy.connections == 1, timeout=10_000)
    for _ in range(3):  # the timer fires again meanwhile, and the user asks too
        syncing.sync()
    qtbot.waitUntil(lambda: not syncing.running, timeout=30_000)
    assert proxy.connections == 1
    assert syncing.failures == 1 and syncing.retry.isActive()


def test_pausing_stops_the_retry_too(qtbot, proxied) -> None:  # type: ignore[no-untyped-def]
    syncing, proxy = proxied
    proxy.fault("reset", after=100)
    sync_and_wait(qtbot, syncing)
    assert syncing.retry.isActive()
    assert syncing.toggle() is True
    assert not syncing.retry.isActive() and not syncing.timer.isActive()
    connections = proxy.connections
    syncing.sync()  # paused: nothing
    assert proxy.connections == connections


def test_the_backoff_has_jitter_and_a_ceiling(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    parent = QWidget()
    qtbot.addWidget(parent)
    store = Store(tmp_path / "db.sqlite3")
    syncing = Syncing(store, lambda: load_settings(store), lambda *_: None, parent)
    monkeypatch.setattr(syncing_module.random, "uniform", lambda low, high: high)
    syncing.failures = 1
    assert syncing.next_retry_ms() == int(FIRST_RETRY_MS * 1.1)
    syncing.failures = 40
    assert syncing.next_retry_ms() == int(INTERVAL_MS * 1.1)


def test_a_long_outage_is_told_once_and_its_end_too(  # type: ignore[no-untyped-def]
        qtbot, tmp_path: Path, mail_servers, secrets, monkeypatch) -> None:
    """A few failed syncs stay in the log (offline is normal on a laptop). An account that has
    failed every sync for half an hour, five times or more, is told to the user once, with the
    last error; when a sync works again the user hears that too. A wake from sleep starts the
    count over: time asleep is not time the server failed."""
    monkeypatch.setattr(client_module, "TIMEOUT", 2)
    with FaultProxy("127.0.0.1", mail_servers.imaps_port) as proxy:
        syncing, told = flaky(qtbot, tmp_path, mail_servers, proxy, "flaky-long")
        proxy.fault("reset", after=100)
        for _ in range(syncing_module.LONG_OUTAGE_SYNCS):
            sync_and_wait(qtbot, syncing)
        assert told == []  # five failures in a few seconds: not an outage yet
        since, count = syncing._failing["flaky-long"]
        syncing._failing["flaky-long"] = (since - syncing_module.LONG_OUTAGE_S, count)
        sync_and_wait(qtbot, syncing)
        sync_and_wait(qtbot, syncing)
        assert len(told) == 1, told  # once, however long it lasts
        assert told[0][0] == "flaky-long"
        assert "has not reached flaky-long for 30 minutes" in told[0][1]
        assert "127.0.0.1" in told[0][1]  # the last error says what failed

        proxy.fault("pass")
        sync_and_wait(qtbot, syncing)
        assert told[1] == ("flaky-long", "flaky-long can be reached again, and the local copy "
                                         "is up to date.")
        assert "flaky-long" not in syncing._failing

        proxy.fault("reset", after=100)  # a new outage, then the laptop sleeps
        for _ in range(syncing_module.LONG_OUTAGE_SYNCS):
            sync_and_wait(qtbot, syncing)
        syncing._failing["flaky-long"] = (since - syncing_module.LONG_OUTAGE_S, count)
        syncing._started_at = time.time() - 3 * INTERVAL_MS / 1000  # woke after sleep
        sync_and_wait(qtbot, syncing)
        assert len(told) == 2 and syncing._failing["flaky-long"][1] == 1
        syncing.stop()
