"""IMAP and SMTP for one account; the only importer of imapclient and smtplib.

Building and reading messages (MIME) is connectors/mail/mime.py: this module only moves bytes.

TLS is verified (the system's CAs, plus an account's own CA file); a failed STARTTLS never
falls back to plaintext. Every library error becomes a MailError here, with the stage that
failed (dns, connect, tls, login, folder).
"""

from __future__ import annotations

import io
import smtplib
import socket
import ssl
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from email.message import EmailMessage
from typing import Any

from connectors.base import Phrase, network_failure, tr
from connectors.mail.account import MailAccount
from connectors.mail.errors import MailConnectionError, MailError, SendUnconfirmedError

TIMEOUT = 20
#: the longest one connection may last in all, however its bytes come: a link that keeps
#: every read just inside TIMEOUT would otherwise hold a sync or a send for hours. A sync
#: cut here goes on where it stopped at the next one.
SESSION_LIMIT = 600
#: the throughput floor: a reply (what the server sends after the client last sent
#: something) that the client has waited FLOOR_WINDOW seconds or more for must bring
#: FLOOR_BYTES per FLOOR_WINDOW of that waiting, or the connection is ended then, not at
#: SESSION_LIMIT (a link that trickles a byte at a time). 1 KB per 30 s is 34 bytes a second:
#: far below any working link, far above a trickle. A server thinking before it answers is
#: silent, and silence is ended by TIMEOUT, so a reply may take TIMEOUT of thought and still
#: come in time; time spent sending, or working between commands, is not waiting.
FLOOR_WINDOW = 30.0
FLOOR_BYTES = 1024
#: the same floor over the whole connection, once it has waited this long for replies in all:
#: over TLS a reply arrives a record at a time (CPython gives a whole record one read
#: timeout), so a link whose every reply is one small record sent slowly never waits
#: FLOOR_WINDOW for any one reply, and would otherwise last until SESSION_LIMIT. A server that
#: thinks a few seconds before each small reply is fine; one whose replies have brought less
#: than FLOOR_BYTES per FLOOR_WINDOW over a minute of waiting is not one a sync can use.
CONNECTION_WINDOW = 60.0
#: how often the deadline's thread looks
TICK = 1.0


class _Progress:
    """The reply under way: how long the client has waited for it and how many bytes came
    (the reads are counted by :class:`_CountingIO`, a send starts a new reply; the
    deadline's thread reads the figures)."""

    def __init__(self) -> None:
        self.bytes = 0
        self.waited = 0.0
        self.since: float | None = None  # the start of the read under way
        self.all_bytes = 0  # the same over the whole connection
        self.all_waited = 0.0

    def sent(self) -> None:
        """The client sent something: what comes next is a new reply."""
        self.bytes, self.waited = 0, 0.0

    def too_slow(self, now: float) -> bool:
        """Whether a read is under way in a reply below the throughput floor, or in a
        connection whose replies in all are below it (see CONNECTION_WINDOW)."""
        since = self.since
        if since is None:
            return False
        reading = now - since
        return _below_floor(self.waited + reading, self.bytes, FLOOR_WINDOW) \
            or _below_floor(self.all_waited + reading, self.all_bytes, CONNECTION_WINDOW)


def _below_floor(waited: float, got: int, judged_after: float) -> bool:
    """Whether ``got`` bytes in ``waited`` seconds of waiting, judged once that is
    ``judged_after`` seconds or more, are below FLOOR_BYTES per FLOOR_WINDOW."""
    return waited >= judged_after and got < FLOOR_BYTES * waited / FLOOR_WINDOW


class _CountingIO(socket.SocketIO):
    """A socket's reading side that counts into a :class:`_Progress` (under imaplib's and
    smtplib's buffered readers, above TLS: the bytes counted are the server's own)."""

    def __init__(self, sock: socket.socket, progress: _Progress) -> None:
        super().__init__(sock, "rb")
        sock._io_refs += 1  # type: ignore[attr-defined]  # as socket.makefile does
        self._progress = progress

    def readinto(self, b: Any) -> int | None:
        progress = self._progress
        started = progress.since = time.monotonic()
        try:
            got = super().readinto(b)
        finally:
            progress.since = None
            took = time.monotonic() - started
            progress.waited += took
            progress.all_waited += took
        if got:
            progress.bytes += got
            progress.all_bytes += got
        return got


def _counting_reader(sock: socket.socket, progress: _Progress) -> io.BufferedReader:
    return io.BufferedReader(_CountingIO(sock, progress))


class _Deadline:
    """Ends a connection that lasted SESSION_LIMIT seconds in all, or whose reply, or whose
    replies in all, fell below the throughput floor (see FLOOR_WINDOW, CONNECTION_WINDOW):
    its socket (``current``: the one in use now, which STARTTLS replaces) is shut down from a
    watching thread, so a blocked read returns at once and the caller's error handling runs.
    ``after`` is how long the connection had lasted then."""

    def __init__(self, current: Callable[[], Any]) -> None:
        self.fired = False
        self.after = 0.0
        self.progress = _Progress()
        self._current = current
        self._opened = time.monotonic()
        self._done = threading.Event()
        threading.Thread(target=self._watch, name="mail-deadline", daemon=True).start()

    def _watch(self) -> None:
        while True:
            left = self._opened + SESSION_LIMIT - time.monotonic()
            if self._done.wait(max(min(TICK, left), 0.0)):
                return
            now = time.monotonic()
            if now - self._opened >= SESSION_LIMIT or self.progress.too_slow(now):
                self._fire(now)
                return

    def _fire(self, now: float) -> None:
        self.after = now - self._opened
        self.fired = True
        try:
            sock = self._current()
            if sock is not None:
                sock.shutdown(socket.SHUT_RDWR)
        except OSError:  # already closed
            pass

    def cancel(self) -> None:
        self._done.set()


class _Verdict:
    """Knows when a message's data has gone out whole and the server's verdict on it has not
    come back: a connection that breaks then leaves the send unknown (the server may have
    queued it), which is never the same as "not sent"."""

    #: the end of the data (CRLF . CRLF) went out and no reply has come back yet
    awaiting_verdict = False
    #: a reply was awaited and never came: sticky, so a later read (QUIT) cannot clear it
    verdict_lost = False

    def send(self, s: Any) -> None:
        if self.progress is not None:
            self.progress.sent()
        super().send(s)  # type: ignore[misc]
        if isinstance(s, bytes) and s.endswith(b"\r\n.\r\n"):
            self.awaiting_verdict = True

    #: set by MailClient.smtp: the connection's reads are counted for its deadline
    progress: _Progress | None = None

    def getreply(self) -> tuple[int, bytes]:
        sock = getattr(self, "sock", None)
        if getattr(self, "file", None) is None and sock is not None \
                and self.progress is not None:
            # what smtplib would make, counted (smtplib's own attribute)
            vars(self)["file"] = _counting_reader(sock, self.progress)
        try:
            reply: tuple[int, bytes] = super().getreply()  # type: ignore[misc]
        except BaseException:
            self.verdict_lost = self.verdict_lost or self.awaiting_verdict
            raise
        self.awaiting_verdict = False
        return reply


class _SMTP(_Verdict, smtplib.SMTP):
    pass


class _SMTPS(_Verdict, smtplib.SMTP_SSL):
    pass


def _count_reads(client: Any, progress: _Progress) -> None:
    """IMAP reads counted for the throughput floor: imaplib's reader replaced by a counting
    one (right after connecting, and after STARTTLS, which makes a new one). Where imaplib
    keeps its own buffer instead (Python 3.14) only the session limit holds."""
    imap = client._imap
    if isinstance(getattr(type(imap), "file", None), property) or imap.file is None:
        return
    old, imap.file = imap.file, _counting_reader(imap.sock, progress)
    old.close()  # the server sends nothing unasked between its greeting and our command
    if "send" not in vars(imap):  # each command starts a new reply
        send = imap.send

        def counted_send(data: bytes) -> None:
            progress.sent()
            send(data)

        imap.send = counted_send


def tls_context(account: MailAccount) -> ssl.SSLContext:
    """Certificate-verifying TLS, trusting the account's extra CA when it has one."""
    context = ssl.create_default_context()
    if account.ca_file:
        try:
            context.load_verify_locations(cafile=account.ca_file)
        except (OSError, ssl.SSLError) as err:
            raise MailConnectionError("tls", tr("The CA file {path} cannot be read: {error}",
                                                path=account.ca_file, error=str(err))) from err
    return context


def _network_failure(host: str, err: BaseException, deadline: _Deadline | None = None) -> str:
    """What a failure in the middle of talking to ``host`` means (``deadline``: the one
    that may have ended the connection)."""
    if deadline is not None and deadline.fired:
        return tr("{host} was too slow: the connection was still busy after {seconds} s and "
                  "was ended.", host=host, seconds=round(deadline.after))
    words = str(err) or type(err).__name__
    kind = network_failure(err)
    if kind == "stalled":
        return tr("{host} stopped answering (nothing for {seconds} s). If this keeps "
                  "happening, check the network connection.", host=host, seconds=TIMEOUT)
    if kind == "cut":
        return tr("The connection to {host} was cut ({error}).", host=host, error=words)
    return tr("The mail server {host} failed ({error}).", host=host, error=words)


#: what happens after a failed read or sync: the local copy serves until the next one
RETRY_SYNC = tr("Nothing was lost: BotPsy uses its local copy and tries again at the next "
                "sync.")


def _resolve(host: str) -> None:
    try:
        socket.getaddrinfo(host, None)
    except socket.gaierror as err:
        raise MailConnectionError("dns", tr("The server name {host} cannot be found ({error}).",
                                            host=host, error=str(err.strerror))) from err


class MailClient:
    """One account's IMAP and SMTP."""

    def __init__(self, account: MailAccount, password: str) -> None:
        problems = account.problems()
        for field_name in ("imap_security", "smtp_security"):
            # Settings edited by hand cannot turn on plaintext for a remote server.
            if field_name in problems:
                raise MailConnectionError("tls", tr("{field}: {problem}", field=field_name,
                                                    problem=Phrase(problems[field_name])))
        self.account = account
        self._password = password

    # -- IMAP -----------------------------------------------------------------------------
    @contextmanager
    def imap(self) -> Iterator[Any]:
        """A logged-in IMAPClient; closed afterwards."""
        from imapclient import IMAPClient
        from imapclient.exceptions import IMAPClientError, LoginError

        account = self.account
        _resolve(account.imap_host)
        context = tls_context(account)
        try:
            client = IMAPClient(account.imap_host, port=account.imap_port,
                                ssl=account.imap_security == "tls", ssl_context=context,
                                timeout=TIMEOUT)
        except ssl.SSLError as err:
            raise MailConnectionError("tls", tr("TLS with {host} failed: {error}",
                                                host=account.imap_host,
                                                error=str(err.reason or err))) from err
        except OSError as err:
            raise MailConnectionError("connect", tr(
                "Cannot connect to {host}:{port} ({error}).", host=account.imap_host,
                port=account.imap_port, error=str(err))) from err
        deadline = _Deadline(client.socket)
        _count_reads(client, deadline.progress)
        try:
            if account.imap_security == "starttls":
                try:
                    client.starttls(context)
                    _count_reads(client, deadline.progress)  # a new reader over TLS
                except (ssl.SSLError, IMAPClientError, OSError) as err:
                    # Never fall back to plaintext: the password would travel in the clear.
                    raise MailConnectionError("tls", tr(
                        "STARTTLS with {host} failed ({error}); not continuing without "
                        "encryption.", host=account.imap_host, error=str(err))) from err
            try:
                client.login(account.login, self._password)
            except LoginError as err:
                raise MailConnectionError("login", tr(
                    "The server refused the login for {login}: check the password.",
                    login=account.login)) from err
            if client.has_capability("ENABLE"):  # RFC 7162, for incremental sync
                if client.has_capability("QRESYNC"):
                    client.enable("QRESYNC")  # implies CONDSTORE; gives VANISHED
                elif client.has_capability("CONDSTORE"):
                    client.enable("CONDSTORE")
            yield client
        except MailConnectionError as err:  # STARTTLS or the login, cut by the deadline?
            if deadline.fired:
                raise MailError(tr("{failure} {then}", failure=_network_failure(
                    account.imap_host, err, deadline), then=RETRY_SYNC)) from err
            raise
        except (TimeoutError, IMAPClientError, OSError) as err:
            raise MailError(tr("{failure} {then}", failure=_network_failure(
                account.imap_host, err, deadline), then=RETRY_SYNC)) from err
        finally:
            deadline.cancel()
            try:
                client.logout()
            except Exception:  # the connection may already be gone; nothing to save
                pass

    def test(self, progress: Callable[[str], None] | None = None) -> list[tuple[str, str]]:
        """The connection test: (stage, "ok" or what is wrong), IMAP then SMTP;
        ``progress`` hears each stage as it starts."""
        say = progress or (lambda stage: None)
        results: list[tuple[str, str]] = []
        account = self.account
        try:
            say(tr("Logging in to {host} (IMAP)…", host=account.imap_host))
            with self.imap() as client:
                results.append(("imap", "ok"))
                try:
                    say(tr("Opening the inbox…"))
                    client.select_folder("INBOX", readonly=True)
                    results.append(("folder", "ok"))
                except Exception as err:
                    results.append(("folder", tr("INBOX cannot be opened: {error}",
                                                 error=str(err))))
        except MailConnectionError as err:
            results.append((f"imap {err.stage}", err.message))
        except MailError as err:
            results.append(("imap", str(err)))
        try:
            say(tr("Logging in to {host} (SMTP)…", host=account.smtp_host))
            with self.smtp():
                results.append(("smtp", "ok"))
        except MailConnectionError as err:
            results.append((f"smtp {err.stage}", err.message))
        return results

    def folder_names(self) -> list[str]:
        """The selectable folders' names (one LIST, no per-folder STATUS)."""
        with self.imap() as client:
            return [name for flags, _delimiter, name in client.list_folders()
                    if b"\\Noselect" not in flags]

    def list_folders(self) -> list[dict[str, Any]]:
        """Folders with their special use (Sent, Trash, …) and message counts."""
        with self.imap() as client:
            folders = []
            for flags, _delimiter, name in client.list_folders():
                if b"\\Noselect" in flags:
                    continue
                status = client.folder_status(name, ["MESSAGES", "UNSEEN"])
                special = next((f.decode().lstrip("\\") for f in flags
                                if f in (b"\\Sent", b"\\Drafts", b"\\Trash", b"\\Archive",
                                         b"\\Junk")), "")
                folders.append({"name": name, "special": special,
                                "messages": status[b"MESSAGES"], "unread": status[b"UNSEEN"]})
            return folders

    def special_folder(self, client: Any, use: bytes, fallback: str) -> str:
        """The folder with a special use (RFC 6154), or a fallback name."""
        for flags, _delimiter, name in client.list_folders():
            if use in flags:
                return str(name)
        return fallback

    def fetch_raw(self, folder: str, uid: int) -> bytes:
        """A message's bytes (marks nothing as read)."""
        with self.imap() as client:
            client.select_folder(folder, readonly=True)
            data = client.fetch([uid], ["BODY.PEEK[]"])
        if uid not in data:
            raise MailError(tr("There is no message {id} in {folder}.", id=uid, folder=folder))
        return bytes(data[uid][b"BODY[]"])

    def move(self, folder: str, uid: int, target: str) -> None:
        """Move a message (MOVE, RFC 6851)."""
        with self.imap() as client:
            client.select_folder(folder)
            if not client.search(["UID", uid]):
                raise MailError(tr("There is no message {id} in {folder}.", id=uid,
                                   folder=folder))
            client.move([uid], target)

    def trash(self, folder: str, uid: int) -> str:
        """Move to Trash; never expunges anything else."""
        with self.imap() as client:
            target = self.special_folder(client, b"\\Trash", "Trash")
        self.move(folder, uid, target)
        return target

    def mark(self, folder: str, uid: int, flag: str, on: bool) -> None:
        """Set or clear \\Seen or \\Flagged."""
        imap_flag = {"read": b"\\Seen", "flagged": b"\\Flagged"}[flag]
        with self.imap() as client:
            client.select_folder(folder)
            (client.add_flags if on else client.remove_flags)([uid], [imap_flag])

    def append_sent(self, message: bytes, message_id: str) -> None:
        """Save a sent message to Sent unless it is already there (by Message-ID)."""
        with self.imap() as client:
            sent = self.special_folder(client, b"\\Sent", "Sent")
            client.select_folder(sent)
            if client.search(["HEADER", "Message-ID", message_id]):
                return
            client.append(sent, message, flags=[b"\\Seen"])

    def save_draft(self, message: bytes) -> str:
        """Append a draft to the Drafts folder (RFC 6154 \\Drafts); returns its name."""
        with self.imap() as client:
            drafts = self.special_folder(client, b"\\Drafts", "Drafts")
            client.append(drafts, message, flags=[b"\\Draft", b"\\Seen"])
            return drafts

    def in_sent(self, message_id: str) -> bool:
        """Whether Sent already holds this Message-ID (a send that completed before a crash)."""
        with self.imap() as client:
            sent = self.special_folder(client, b"\\Sent", "Sent")
            client.select_folder(sent, readonly=True)
            return bool(client.search(["HEADER", "Message-ID", message_id]))

    # -- SMTP -----------------------------------------------------------------------------
    @contextmanager
    def smtp(self) -> Iterator[smtplib.SMTP]:
        """A logged-in SMTP connection."""
        account = self.account
        _resolve(account.smtp_host)
        context = tls_context(account)
        server: smtplib.SMTP = _SMTPS(context=context, timeout=TIMEOUT) \
            if account.smtp_security == "tls" else _SMTP(timeout=TIMEOUT)
        # smtplib connects in the constructor when given a host; connecting afterwards lets
        # the deadline cover the greeting too. The name TLS checks (SMTP_SSL and STARTTLS
        # read it from _host) is what the constructor would have set.
        server._host = account.smtp_host  # type: ignore[attr-defined]
        deadline = _Deadline(lambda: getattr(server, "sock", None))
        server.progress = deadline.progress  # type: ignore[attr-defined]
        try:
            server.connect(account.smtp_host, account.smtp_port)
        except (ssl.SSLError, OSError, smtplib.SMTPException) as err:
            deadline.cancel()
            server.close()
            if deadline.fired:
                raise MailError(_network_failure(account.smtp_host, err, deadline)) from err
            if isinstance(err, ssl.SSLError):
                raise MailConnectionError("tls", tr("TLS with {host} failed: {error}",
                                                    host=account.smtp_host,
                                                    error=str(err.reason or err))) from err
            raise MailConnectionError("connect", tr(
                "Cannot connect to {host}:{port} ({error}).", host=account.smtp_host,
                port=account.smtp_port, error=str(err))) from err
        try:
            if account.smtp_security == "starttls":
                try:
                    server.starttls(context=context)
                except (smtplib.SMTPException, ssl.SSLError, OSError) as err:
                    raise MailConnectionError("tls", tr(
                        "STARTTLS with {host} failed ({error}); not continuing without "
                        "encryption.", host=account.smtp_host, error=str(err))) from err
            try:
                server.login(account.login, self._password)
            except smtplib.SMTPAuthenticationError as err:
                raise MailConnectionError("login", tr(
                    "The SMTP server refused the login for {login}.",
                    login=account.login)) from err
            except (smtplib.SMTPException, OSError) as err:
                raise MailConnectionError("login", tr("Logging in to {host} failed: {error}",
                                                      host=account.smtp_host,
                                                      error=str(err))) from err
            yield server
        except (MailConnectionError, smtplib.SMTPException, OSError) as err:
            if deadline.fired:  # whatever stage it cut, the cause is the slow link
                raise MailError(_network_failure(account.smtp_host, err, deadline)) from err
            raise
        finally:
            deadline.cancel()
            try:
                server.quit()
            except Exception:  # already closed
                pass

    def send(self, message: EmailMessage) -> None:
        """Hand a message to the SMTP server. Raises SendUnconfirmedError when the connection
        broke after the whole message went out but before the server's verdict."""
        server: Any = None
        try:
            with self.smtp() as server:
                server.send_message(message)
        except (MailError, smtplib.SMTPException, OSError) as err:
            if getattr(server, "verdict_lost", False):
                raise SendUnconfirmedError(tr(
                    "The connection to {host} broke after the message had gone out and before "
                    "the server confirmed it, so it may have been sent. Check your Sent folder "
                    "or ask the recipient before sending it again.",
                    host=self.account.smtp_host)) from err
            if isinstance(err, MailError):
                raise
            if isinstance(err, smtplib.SMTPRecipientsRefused):
                raise MailError(tr("The server refused these recipients: {recipients}.",
                                   recipients=", ".join(err.recipients))) from err
            # (the outbox says what happens to the message: tools.deliver_outbox_item)
            raise MailError(tr("Sending failed: {failure}", failure=_network_failure(
                self.account.smtp_host, err))) from err
