"""Issue 27, item 3: slow, stalled, cut and garbled connections to the real servers.

A proxy (tests/support/fault_proxy.py) sits between the app and real Dovecot, SMTP and
Radicale. Every operation ends (the clients' timeouts are shortened to 2 s here, so a stall
costs seconds, not minutes), with a message that says what happened and what happens next;
nothing already stored is damaged, and the next sync resumes where the cut one stopped,
storing every message once."""

from __future__ import annotations

import time
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import make_msgid
from pathlib import Path
from typing import Any

import pytest

from connectors.mail import cache as cache_module
from connectors.mail import client as client_module
from connectors.mail.account import MailAccount, set_password
from connectors.mail.cache import MailCache
from connectors.mail.client import MailClient
from connectors.mail.errors import MailConnectionError, MailError
from connectors.mail.outbox import Outbox
from tests.support.fault_proxy import FaultProxy

#: the clients' timeout in these tests; an operation may take a few of them (connect, TLS,
#: each read), never an unbounded time
TIMEOUT = 2
BOUND = 6 * TIMEOUT


@pytest.fixture()
def short_timeouts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(client_module, "TIMEOUT", TIMEOUT)
    monkeypatch.setattr(cache_module, "BATCH", 20)  # a sync of 60 messages is 3 batches


@pytest.fixture(scope="module")
def mailbox(mail_servers):  # type: ignore[no-untyped-def]
    """A user with 60 messages in INBOX (delivered once per module)."""
    import smtplib

    from tests.support.mailserver import note

    with smtplib.LMTP("127.0.0.1", mail_servers.lmtp_port) as lmtp:
        for index in range(60):
            lmtp.sendmail("sender@example.net", ["netfault@example.org"],
                          note(f"Report {index}", f"body {index} " + "words " * 200))
    return mail_servers


def through(servers, proxy: FaultProxy, name: str) -> MailAccount:  # type: ignore[no-untyped-def]
    account = MailAccount(name=name, email="netfault@example.org", imap_host="127.0.0.1",
                          imap_port=proxy.port, smtp_host="127.0.0.1",
                          smtp_port=servers.smtp_port, smtp_security="starttls",
                          username="netfault", ca_file=str(servers.ca))
    set_password(account, "netfault-pw")
    return account


def sending_through(servers, proxy: FaultProxy, name: str) -> MailAccount:  # type: ignore[no-untyped-def]
    """An account whose SMTP (STARTTLS) goes through ``proxy``."""
    account = MailAccount(name=name, email="netfault@example.org", imap_host="127.0.0.1",
                          imap_port=servers.imaps_port, smtp_host="127.0.0.1",
                          smtp_port=proxy.port, smtp_security="starttls", username="netfault",
                          ca_file=str(servers.ca))
    set_password(account, "netfault-pw")
    return account


def to_self(subject: str, body: str) -> EmailMessage:
    """A message from the fault tests' user to itself."""
    message = EmailMessage()
    message["From"], message["To"] = "netfault@example.org", "netfault@example.org"
    message["Subject"], message["Message-ID"] = subject, make_msgid(domain="example.org")
    message.set_content(body)
    return message


@dataclass(frozen=True)
class Queued:
    """A message to the fault tests' user, stored in a new outbox as the send tool stores it."""

    outbox: Outbox
    item_id: int
    raw: bytes
    message_id: str

    def deliver(self, client: MailClient) -> dict[str, Any]:
        """Deliver it as the send tool does (connectors.mail.tools.deliver_outbox_item)."""
        from connectors.mail.tools import deliver_outbox_item

        return deliver_outbox_item(client, self.outbox, self.item_id, self.raw, self.message_id)


def queued(tmp_path: Path, account: MailAccount, subject: str, body: str) -> Queued:
    """``to_self(subject, body)`` in an outbox under ``tmp_path`` (where the app keeps it, so
    a sync with ``tmp_path`` as its data folder finds it)."""
    message = to_self(subject, body)
    outbox = Outbox(tmp_path / "mail-outbox.sqlite3")
    item = outbox.add(account.name, message["Message-ID"], subject, bytes(message))
    return Queued(outbox, item.id, bytes(message), message["Message-ID"])


def arrived(client: MailClient, subject: str) -> int:
    """How many copies of ``subject`` reached the mailbox (the SMTP server delivers over LMTP
    behind it, so a few seconds are allowed for the first)."""
    from tests.support.mailserver import search_server

    deadline = time.monotonic() + 10
    while not search_server(client, subject=subject) and time.monotonic() < deadline:
        time.sleep(0.05)
    return len(search_server(client, subject=subject))


def sync(account: MailAccount, cache: MailCache) -> None:
    with MailClient(account, "netfault-pw").imap() as imap:
        cache.sync(account.name, imap, ["INBOX"])


def cached(cache: MailCache, account: MailAccount) -> list[str]:
    return sorted(m["subject"] for m in cache.search(account.name, "INBOX", limit=1000))


def everything(mailbox, tmp_path: Path, secrets) -> tuple[int, list[str]]:  # type: ignore[no-untyped-def]
    """Bytes a whole sync takes, and what it stores, without faults."""
    with FaultProxy("127.0.0.1", mailbox.imaps_port) as proxy:
        account = through(mailbox, proxy, "netfault-clean")
        cache = MailCache(tmp_path / "clean.sqlite3")
        sync(account, cache)
        return proxy.from_server, cached(cache, account)


def test_a_slow_network_still_syncs_everything(mailbox, tmp_path, secrets,  # type: ignore[no-untyped-def]
                                                short_timeouts) -> None:
    _, expected = everything(mailbox, tmp_path, secrets)
    assert len(expected) == 60
    with FaultProxy("127.0.0.1", mailbox.imaps_port) as proxy:
        proxy.fault("pass", latency=0.02)  # 20 ms before every piece the server sends
        account = through(mailbox, proxy, "netfault-slow")
        cache = MailCache(tmp_path / "slow.sqlite3")
        sync(account, cache)
    assert cached(cache, account) == expected


@pytest.mark.parametrize("fault", ["reset", "truncate", "stall"])
def test_a_sync_cut_midway_says_so_and_the_next_one_resumes(  # type: ignore[no-untyped-def]
        mailbox, tmp_path, secrets, short_timeouts, fault: str) -> None:
    total, expected = everything(mailbox, tmp_path, secrets)
    cache = MailCache(tmp_path / f"{fault}.sqlite3")
    with FaultProxy("127.0.0.1", mailbox.imaps_port) as proxy:
        account = through(mailbox, proxy, f"netfault-{fault}")
        proxy.fault(fault, after=total // 2)  # halfway through the messages
        with pytest.raises(MailError) as failed:
            sync(account, cache)
        message = str(failed.value)
        assert ("stopped answering" in message if fault == "stall"
                else "was cut" in message), message
        assert "tries again at the next sync" in message
        partial = cached(cache, account)
        assert 0 < len(partial) < 60  # the batches stored before the cut are kept

        proxy.fault("pass")
        sync(account, cache)
    assert cached(cache, account) == expected  # every message once: none lost, none twice


def test_a_stall_ends_within_a_bound(mailbox, tmp_path, secrets, short_timeouts) -> None:  # type: ignore[no-untyped-def]
    total, _ = everything(mailbox, tmp_path, secrets)
    with FaultProxy("127.0.0.1", mailbox.imaps_port) as proxy:
        account = through(mailbox, proxy, "netfault-bound")
        for after in (0, 200, total // 2):  # before TLS, during the login, mid-sync
            proxy.fault("stall", after=after)
            started = time.monotonic()
            with pytest.raises(MailError):
                sync(account, MailCache(tmp_path / f"bound-{after}.sqlite3"))
            assert time.monotonic() - started < BOUND, after


def test_a_link_too_slow_for_a_whole_sync_is_ended_and_resumed(  # type: ignore[no-untyped-def]
        mailbox, tmp_path, secrets, short_timeouts, monkeypatch) -> None:
    """A link slow enough that the sync takes far longer than any one read's timeout, but
    never quiet for a whole one (each TLS record arrives in time): the connection is ended
    once it has lasted SESSION_LIMIT in all, the user is told it was too slow, what was
    stored stays, and the next sync on a good link finishes the job. (Over TLS, CPython
    gives a whole record one timeout, so a byte-by-byte trickle is a stall there: the SMTP
    test below trickles the plain-text greeting.)"""
    _, expected = everything(mailbox, tmp_path, secrets)
    cache = MailCache(tmp_path / "trickle.sqlite3")
    with FaultProxy("127.0.0.1", mailbox.imaps_port) as proxy:
        account = through(mailbox, proxy, "netfault-trickle")
        proxy.fault("pass", latency=0.2)  # 0.2 s before every piece: a few KB/s
        started = time.monotonic()
        sync(account, MailCache(tmp_path / "timed.sqlite3"))  # how long it takes in all
        whole = time.monotonic() - started
        limit = whole * 0.6  # the first of three batches is stored by then
        monkeypatch.setattr(client_module, "SESSION_LIMIT", limit)
        started = time.monotonic()
        with pytest.raises(MailError) as failed:
            sync(account, cache)
        assert time.monotonic() - started < limit + BOUND
        assert "was too slow" in str(failed.value) and "next sync" in str(failed.value)
        assert 0 < len(cached(cache, account)) < 60
        proxy.fault("pass")
        sync(account, cache)
    assert cached(cache, account) == expected


def test_a_send_that_trickles_is_ended_and_stays_in_the_outbox(  # type: ignore[no-untyped-def]
        mailbox, tmp_path, secrets, short_timeouts, monkeypatch) -> None:

    monkeypatch.setattr(client_module, "SESSION_LIMIT", 5)
    a_trickled_send_is_ended(mailbox, tmp_path, "netfault-trickle-send", latency=1.5,
                             within=5 + BOUND)  # the greeting itself trickles


def a_trickled_send_is_ended(mailbox, tmp_path: Path, name: str, latency: float,  # type: ignore[no-untyped-def]
                             within: float) -> None:
    """A send through a server whose every byte comes ``latency`` seconds after the last is
    ended within ``within`` seconds, said as too slow, and stays in the outbox as failed."""
    with FaultProxy("127.0.0.1", mailbox.smtp_port) as proxy:
        account = sending_through(mailbox, proxy, name)
        send = queued(tmp_path, account, f"Trickled {name}", "Sent through a trickling network.")
        proxy.fault("trickle", after=0, latency=latency)
        started = time.monotonic()
        with pytest.raises(MailError, match="kept in the outbox") as failed:
            send.deliver(MailClient(account, "netfault-pw"))
        assert time.monotonic() - started < within
        assert "was too slow" in str(failed.value), failed.value
        assert [i.state for i in send.outbox.items()] == ["failed"]


def test_a_trickle_is_ended_by_the_throughput_floor_long_before_the_session_limit(  # type: ignore[no-untyped-def]
        mailbox, tmp_path, secrets, short_timeouts, monkeypatch) -> None:
    """A server whose bytes come one at a time, each read inside its timeout: the connection
    is ended once a reply has been waited for FLOOR_WINDOW seconds at less than FLOOR_BYTES
    per window, not after SESSION_LIMIT (10 minutes, as shipped); the message stays in the
    outbox."""
    assert client_module.SESSION_LIMIT == 600
    monkeypatch.setattr(client_module, "FLOOR_WINDOW", 3.0)
    monkeypatch.setattr(client_module, "FLOOR_BYTES", 64)
    monkeypatch.setattr(client_module, "TICK", 0.2)
    a_trickled_send_is_ended(mailbox, tmp_path, "netfault-floor", latency=0.5,
                             within=3 + BOUND)  # 2 bytes a second: 6 in the window


def test_a_slow_link_above_the_throughput_floor_is_not_ended(  # type: ignore[no-untyped-def]
        mailbox, tmp_path, secrets, short_timeouts, monkeypatch) -> None:
    """A slow link (0.2 s before every piece the server sends: a few KB/s) under a floor
    scaled down with it (64 bytes a second, replies waited for longer than its 0.5 s window
    are judged): replies that take longer than the window but bring their bytes steadily
    are not ended, and the whole sync goes through."""
    _, expected = everything(mailbox, tmp_path, secrets)
    monkeypatch.setattr(client_module, "FLOOR_WINDOW", 0.5)
    monkeypatch.setattr(client_module, "FLOOR_BYTES", 32)
    monkeypatch.setattr(client_module, "CONNECTION_WINDOW", 1.0)  # the whole connection too
    monkeypatch.setattr(client_module, "TICK", 0.05)
    judged: list[tuple[float, int]] = []  # (waited, bytes) of replies past the window
    too_slow = client_module._Progress.too_slow

    def spied(progress, now: float) -> bool:  # type: ignore[no-untyped-def]
        verdict = too_slow(progress, now)
        if progress.since is not None and progress.waited + now - progress.since >= 0.5:
            judged.append((progress.waited + now - progress.since, progress.bytes))
        return verdict

    monkeypatch.setattr(client_module._Progress, "too_slow", spied)
    cache = MailCache(tmp_path / "above-floor.sqlite3")
    with FaultProxy("127.0.0.1", mailbox.imaps_port) as proxy:
        account = through(mailbox, proxy, "netfault-above-floor")
        proxy.fault("pass", latency=0.2)
        sync(account, cache)
    assert cached(cache, account) == expected
    assert any(waited >= 1.0 for waited, _ in judged), judged  # long replies were judged


def test_a_link_whose_every_reply_comes_late_is_ended_by_the_floor_over_the_connection(  # type: ignore[no-untyped-def]
        mailbox, tmp_path, secrets, short_timeouts, monkeypatch) -> None:
    """Every piece the server sends comes 0.4 s late, so each short reply (over TLS one
    record, which CPython reads under one timeout) is waited for well under FLOOR_WINDOW
    (5 s here) and is never judged alone: this small-record trickle used to last until
    SESSION_LIMIT. The connection's replies in all are judged once it has waited
    CONNECTION_WINDOW (2 s here) at under FLOOR_BYTES per window, and it is ended then, said
    as too slow; the next sync on a good link stores everything."""
    _, expected = everything(mailbox, tmp_path, secrets)
    assert client_module.SESSION_LIMIT == 600
    monkeypatch.setattr(client_module, "FLOOR_WINDOW", 5.0)
    monkeypatch.setattr(client_module, "FLOOR_BYTES", 16384)  # 3.2 KB a second
    monkeypatch.setattr(client_module, "CONNECTION_WINDOW", 2.0)
    monkeypatch.setattr(client_module, "TICK", 0.1)
    longest: list[float] = [0.0]  # the longest wait for one reply the deadline saw
    too_slow = client_module._Progress.too_slow

    def spied(progress, now: float) -> bool:  # type: ignore[no-untyped-def]
        if progress.since is not None:
            longest[0] = max(longest[0], progress.waited + now - progress.since)
        return too_slow(progress, now)

    monkeypatch.setattr(client_module._Progress, "too_slow", spied)
    cache = MailCache(tmp_path / "late-replies.sqlite3")
    with FaultProxy("127.0.0.1", mailbox.imaps_port) as proxy:
        account = through(mailbox, proxy, "netfault-late-replies")
        proxy.fault("pass", latency=0.4)
        started = time.monotonic()
        with pytest.raises(MailError) as failed:
            sync(account, cache)
        assert time.monotonic() - started < 2.0 + BOUND
        assert "was too slow" in str(failed.value) and "next sync" in str(failed.value)
        assert 0 < longest[0] < 5.0  # no one reply was judged: the connection was
        proxy.fault("pass")
        sync(account, cache)
    assert cached(cache, account) == expected


def test_garbage_instead_of_the_server_is_a_tls_error(mailbox, tmp_path, secrets,  # type: ignore[no-untyped-def]
                                                      short_timeouts) -> None:
    with FaultProxy("127.0.0.1", mailbox.imaps_port) as proxy:
        proxy.fault("garbage")  # a captive portal answering in place of the server
        account = through(mailbox, proxy, "netfault-portal")
        with pytest.raises(MailConnectionError) as failed:
            sync(account, MailCache(tmp_path / "portal.sqlite3"))
    assert failed.value.stage in ("tls", "connect")
    assert "127.0.0.1" in str(failed.value)


def test_a_send_that_stalls_stays_in_the_outbox_and_goes_out_once(  # type: ignore[no-untyped-def]
        mailbox, tmp_path, secrets, short_timeouts) -> None:
    with FaultProxy("127.0.0.1", mailbox.smtp_port) as proxy:
        account = sending_through(mailbox, proxy, "netfault-send")
        send = queued(tmp_path, account, "Stalled send 7f3a", "Sent through a stalled network.")
        client = MailClient(account, "netfault-pw")

        for fault, after in (("stall", 0), ("stall", 400), ("reset", 400)):  # greeting, TLS
            proxy.fault(fault, after=after)
            started = time.monotonic()
            with pytest.raises(MailError, match="kept in the outbox"):
                send.deliver(client)
            assert time.monotonic() - started < BOUND
            assert [i.state for i in send.outbox.items()] == ["failed"]

        proxy.fault("pass")
        assert send.deliver(client)["sent"]
    assert arrived(client, "Stalled send 7f3a") == 1
    assert send.outbox.items() == []


def test_a_send_cut_before_the_server_confirms_it_is_never_called_unsent(  # type: ignore[no-untyped-def]
        mailbox, tmp_path, secrets, short_timeouts) -> None:
    """The whole message reaches the server, which queues it; its "250 OK" never comes back.
    "It was not sent" would be a lie that makes the user send it twice: the error says it may
    have been sent, and the outbox keeps it apart, never to go out again on its own."""
    from connectors.mail.errors import SendUnconfirmedError

    with FaultProxy("127.0.0.1", mailbox.smtp_port) as proxy:
        account = sending_through(mailbox, proxy, "netfault-unconfirmed")
        # far more bytes than the commands before it
        send = queued(tmp_path, account, "Unconfirmed send 51c2",
                      "A line of the minutes.\n" * 1000)
        client = MailClient(account, "netfault-pw")
        # passed while the message's data goes out
        proxy.fault("lose_reply", after=len(send.raw))
        started = time.monotonic()
        with pytest.raises(SendUnconfirmedError) as failed:
            send.deliver(client)
        assert time.monotonic() - started < BOUND
    said = str(failed.value)
    assert "may have been sent" in said and "not send it again on its own" in said
    assert "not sent" not in said
    assert [(i.id, i.state) for i in send.outbox.items(("unconfirmed",))] == \
        [(send.item_id, "unconfirmed")]
    assert send.outbox.items() == []  # neither queued nor failed: nothing offers to send it again
    assert arrived(client, "Unconfirmed send 51c2") == 1  # the server did take it, once


def test_an_unconfirmed_send_is_looked_up_in_sent_again_at_each_sync(  # type: ignore[no-untyped-def]
        mailbox, tmp_path, secrets, short_timeouts) -> None:
    """A send whose "250 OK" was lost, with no copy in Sent yet: unconfirmed. A copy filed
    later (a server that files what it takes after a while, another mail program) is found by
    the next sync, which says so; the send counts as sent, and nothing goes out again. A send
    with no copy stays unconfirmed however often the sync looks."""
    from connectors import ConnectorContext
    from connectors.mail import CONNECTOR
    from connectors.mail.errors import SendUnconfirmedError

    with FaultProxy("127.0.0.1", mailbox.smtp_port) as proxy:
        account = sending_through(mailbox, proxy, "netfault-later")
        send = queued(tmp_path, account, "Filed later 9d41", "A line of the minutes.\n" * 1000)
        never = queued(tmp_path, account, "Never filed 9d41", "Another line.\n")
        never.outbox.set_state(never.item_id, "unconfirmed", "lost")
        client = MailClient(account, "netfault-pw")
        proxy.fault("lose_reply", after=len(send.raw))
        with pytest.raises(SendUnconfirmedError):
            send.deliver(client)
    context = ConnectorContext(tmp_path, (), {"mail": {"accounts": [account.to_settings()]}})
    first = CONNECTOR.sync(context)
    assert not first[0].error and "found in Sent" not in first[0].summary
    assert len(send.outbox.items(("unconfirmed",))) == 2
    client.append_sent(send.raw, send.message_id)  # filed, a while after the send
    second = CONNECTOR.sync(context)
    assert not second[0].error and "1 send whose answer was lost found in Sent" in \
        second[0].summary
    assert [i.message_id for i in send.outbox.items(("sent",))] == [send.message_id]
    assert [i.message_id for i in send.outbox.items(("unconfirmed",))] == [never.message_id]
    assert arrived(client, "Filed later 9d41") == 1  # taken once, never sent again
    third = CONNECTOR.sync(context)
    assert "found in Sent" not in third[0].summary  # said once


def test_a_send_whose_reply_was_lost_is_confirmed_by_its_copy_in_sent(  # type: ignore[no-untyped-def]
        mailbox, tmp_path, secrets, short_timeouts) -> None:
    """The same lost "250 OK", from a server that files what it takes in Sent (as Gmail and
    Exchange do; here the real Dovecot's Sent gets the copy as the message goes out): the copy
    answers the question, so the send is counted as done, once, and nothing is asked of the
    user. BotPsy does not copy it to Sent a second time."""
    from tests.support.mailserver import search_server

    class FilingServer(MailClient):
        def send(self, message: EmailMessage) -> None:
            self.append_sent(bytes(message), str(message["Message-ID"]))  # the server's copy
            super().send(message)

    with FaultProxy("127.0.0.1", mailbox.smtp_port) as proxy:
        account = sending_through(mailbox, proxy, "netfault-filed")
        send = queued(tmp_path, account, "Filed by the server 0b7e",
                      "A line of the minutes.\n" * 1000)
        client = FilingServer(account, "netfault-pw")
        proxy.fault("lose_reply", after=len(send.raw))
        result = send.deliver(client)
    assert result["sent"] and "Sent" in result["confirmed_by"]
    assert [i.state for i in send.outbox.items(("sent",))] == ["sent"]
    assert arrived(client, "Filed by the server 0b7e") == 1  # taken once
    with client.imap() as imap:
        sent = client.special_folder(imap, b"\\Sent", "Sent")
    assert len(search_server(client, sent, subject="Filed by the server 0b7e")) == 1


def test_a_send_cut_before_its_data_is_certainly_not_sent(  # type: ignore[no-untyped-def]
        mailbox, tmp_path, secrets, short_timeouts) -> None:
    """The same lost answers earlier (to MAIL FROM, before any data): nothing was sent, and
    the error says so, so the user can send it again safely."""
    from connectors.mail.errors import SendUnconfirmedError

    with FaultProxy("127.0.0.1", mailbox.smtp_port) as proxy:
        account = sending_through(mailbox, proxy, "netfault-certain")
        client = MailClient(account, "netfault-pw")
        proxy.fault("lose_reply", after=1)  # from the client's first byte on
        with pytest.raises(MailError) as failed:
            client.send(to_self("Cut early", "A line of the minutes.\n" * 1000))
    assert not isinstance(failed.value, SendUnconfirmedError)
    assert "may have been sent" not in str(failed.value)


@pytest.mark.parametrize(("fault", "said"), [("stall", "stopped answering"),
                                             ("reset", "was cut"), ("truncate", "")])
def test_a_calendar_server_behind_a_bad_network_fails_within_a_bound(  # type: ignore[no-untyped-def]
        radicale, fault: str, said: str) -> None:
    from urllib.parse import urlsplit

    from connectors.calendars.account import CalDAVAccount
    from connectors.calendars.client import CalDAVSession
    from connectors.calendars.errors import CalendarConnectionError

    with FaultProxy("127.0.0.1", urlsplit(radicale).port or 80) as proxy:
        account = CalDAVAccount("cal-faults", f"http://127.0.0.1:{proxy.port}/", "alice")
        session = CalDAVSession(account, "alice-pw", timeout=(TIMEOUT, TIMEOUT))
        proxy.fault(fault, after=0 if fault == "stall" else 40)  # inside the first answer
        started = time.monotonic()
        with pytest.raises(CalendarConnectionError) as failed:
            session.home()
        assert time.monotonic() - started < BOUND
        assert said in str(failed.value) and "tries again at the next sync" in str(failed.value)

        proxy.fault("pass")
        assert CalDAVSession(account, "alice-pw", timeout=(TIMEOUT, TIMEOUT)).home()


def test_a_calendar_answer_that_trickles_is_ended_by_the_floor_leaving_no_thread(  # type: ignore[no-untyped-def]
        radicale, monkeypatch) -> None:
    """An answer whose body brings less than FLOOR_BYTES in FLOOR_WINDOW seconds is ended by
    the thread that reads it, long before the whole-request bound, with a message that says
    so; no helper thread is left reading, and the next request works."""
    import threading
    from urllib.parse import urlsplit

    from connectors.calendars import client as caldav_client
    from connectors.calendars.account import CalDAVAccount
    from connectors.calendars.client import CalDAVSession
    from connectors.calendars.errors import CalendarConnectionError

    monkeypatch.setattr(caldav_client, "FLOOR_WINDOW", 2.0)
    with FaultProxy("127.0.0.1", urlsplit(radicale).port or 80) as proxy:
        account = CalDAVAccount("cal-floor", f"http://127.0.0.1:{proxy.port}/", "alice")
        session = CalDAVSession(account, "alice-pw", timeout=(TIMEOUT, TIMEOUT))
        proxy.fault("trickle_body", after=10, latency=0.2)  # 5 bytes a second
        before = set(threading.enumerate())
        started = time.monotonic()
        with pytest.raises(CalendarConnectionError) as failed:
            session.home()
        took = time.monotonic() - started
        # two round trips at most (the login's challenge, whose short body may end before the
        # floor looks, then the request), each ended by the floor: far below REQUEST_LIMIT
        assert took < 2 * (2.0 + TIMEOUT) + 1 < caldav_client.REQUEST_LIMIT / 10, took
        said = str(failed.value)
        assert "less than 1024 bytes in 2 s" in said and "tries again at the next sync" in said
        assert not [t for t in set(threading.enumerate()) - before
                    if t.name == "caldav-request" and t.is_alive()]

        proxy.fault("pass")
        assert session.home()


def test_a_calendar_server_that_trickles_is_ended_within_the_whole_request_bound(  # type: ignore[no-untyped-def]
        radicale, monkeypatch) -> None:
    """A byte every half second keeps each read inside its timeout; the bound on the whole
    round trip ends it anyway, and the next session works."""
    from urllib.parse import urlsplit

    from connectors.calendars import client as caldav_client
    from connectors.calendars.account import CalDAVAccount
    from connectors.calendars.client import CalDAVSession
    from connectors.calendars.errors import CalendarConnectionError

    monkeypatch.setattr(caldav_client, "REQUEST_LIMIT", 3.0)
    with FaultProxy("127.0.0.1", urlsplit(radicale).port or 80) as proxy:
        account = CalDAVAccount("cal-trickle", f"http://127.0.0.1:{proxy.port}/", "alice")
        session = CalDAVSession(account, "alice-pw", timeout=(TIMEOUT, TIMEOUT))
        proxy.fault("trickle", after=40, latency=0.5)  # inside the first answer
        started = time.monotonic()
        with pytest.raises(CalendarConnectionError) as failed:
            session.home()
        assert time.monotonic() - started < 3.0 + TIMEOUT
        said = str(failed.value)
        assert "was too slow" in said and "3 s" in said and "tries again at the next sync" in said
        assert not helpers_left_reading()  # the given-up connection was closed under it

        proxy.fault("pass")
        assert session.home()  # the same session opens a new connection


def helpers_left_reading(within: float = 2.0) -> list[object]:
    """The CalDAV helper threads still alive ``within`` seconds from now."""
    import threading

    deadline = time.monotonic() + within
    helpers = [t for t in threading.enumerate() if t.name == "caldav-request"]
    for helper in helpers:
        helper.join(max(0.0, deadline - time.monotonic()))
    return [t for t in helpers if t.is_alive()]


def test_an_answer_whose_head_trickles_is_ended_by_the_head_bound_leaving_no_thread(  # type: ignore[no-untyped-def]
        radicale, monkeypatch) -> None:
    """An answer's status line and headers are a few hundred bytes. When they are still not
    all there after the connect timeout, the read timeout and a floor window, the link
    trickles: the request is ended then, long before the whole-request bound, with its own
    message; the helper thread's connection is closed under it, and the next request works."""
    from urllib.parse import urlsplit

    from connectors.calendars import client as caldav_client
    from connectors.calendars.account import CalDAVAccount
    from connectors.calendars.client import CalDAVSession
    from connectors.calendars.errors import CalendarConnectionError

    monkeypatch.setattr(caldav_client, "FLOOR_WINDOW", 1.0)
    with FaultProxy("127.0.0.1", urlsplit(radicale).port or 80) as proxy:
        account = CalDAVAccount("cal-head", f"http://127.0.0.1:{proxy.port}/", "alice")
        session = CalDAVSession(account, "alice-pw", timeout=(TIMEOUT, TIMEOUT))
        proxy.fault("trickle", after=20, latency=0.5)  # inside the status line's headers
        started = time.monotonic()
        with pytest.raises(CalendarConnectionError) as failed:
            session.home()
        took = time.monotonic() - started
        head = 2 * TIMEOUT + 1.0
        assert head - 0.5 < took < head + 1.5 < caldav_client.REQUEST_LIMIT / 10, took
        said = str(failed.value)
        assert f"the start of its answer was still not all there after {head:g} s" in said
        assert "tries again at the next sync" in said
        assert not helpers_left_reading()

        proxy.fault("pass")
        assert session.home()

