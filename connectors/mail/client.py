"""IMAP and SMTP for one account; the only importer of imapclient and smtplib.

TLS is verified (the system's CAs, plus an account's own CA file); a failed STARTTLS never
falls back to plaintext. Every library error becomes a MailError here, with the stage that
failed (dns, connect, tls, login, folder).
"""

from __future__ import annotations

import email
import email.header
import email.policy
import email.utils
import re
import smtplib
import socket
import ssl
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC
from email.message import EmailMessage
from typing import Any

from connectors.mail.account import MailAccount
from connectors.mail.errors import InvalidMessageError, MailConnectionError, MailError
from connectors.mail.html_text import html_to_text

TIMEOUT = 20


def tls_context(account: MailAccount) -> ssl.SSLContext:
    """Certificate-verifying TLS, trusting the account's extra CA when it has one."""
    context = ssl.create_default_context()
    if account.ca_file:
        try:
            context.load_verify_locations(cafile=account.ca_file)
        except (OSError, ssl.SSLError) as err:
            raise MailConnectionError("tls", f"The CA file {account.ca_file} cannot be read: "
                                      f"{err}") from err
    return context


def _resolve(host: str) -> None:
    try:
        socket.getaddrinfo(host, None)
    except socket.gaierror as err:
        raise MailConnectionError("dns", f"The server name {host} cannot be found "
                                  f"({err.strerror}).") from err


@dataclass(frozen=True)
class MessageSummary:
    """A message in a list: enough to choose one to read."""

    uid: int
    folder: str
    sender: str
    subject: str
    date: str
    unread: bool
    flagged: bool


class MailClient:
    """One account's IMAP and SMTP."""

    def __init__(self, account: MailAccount, password: str) -> None:
        problems = account.problems()
        for field_name in ("imap_security", "smtp_security"):
            # Settings edited by hand cannot turn on plaintext for a remote server.
            if field_name in problems:
                raise MailConnectionError("tls", f"{field_name}: {problems[field_name]}")
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
            raise MailConnectionError("tls", f"TLS with {account.imap_host} failed: "
                                      f"{err.reason or err}") from err
        except OSError as err:
            raise MailConnectionError("connect", f"Cannot connect to {account.imap_host}:"
                                      f"{account.imap_port} ({err}).") from err
        try:
            if account.imap_security == "starttls":
                try:
                    client.starttls(context)
                except (ssl.SSLError, IMAPClientError, OSError) as err:
                    # Never fall back to plaintext: the password would travel in the clear.
                    raise MailConnectionError("tls", f"STARTTLS with {account.imap_host} "
                                              f"failed ({err}); not continuing without "
                                              "encryption.") from err
            try:
                client.login(account.login, self._password)
            except LoginError as err:
                raise MailConnectionError("login", f"The server refused the login for "
                                          f"{account.login}: check the password.") from err
            if client.has_capability("ENABLE"):  # RFC 7162, for incremental sync
                if client.has_capability("QRESYNC"):
                    client.enable("QRESYNC")  # implies CONDSTORE; gives VANISHED
                elif client.has_capability("CONDSTORE"):
                    client.enable("CONDSTORE")
            yield client
        except (TimeoutError, IMAPClientError, OSError) as err:
            raise MailError(f"The mail server failed: {err}") from err
        finally:
            try:
                client.logout()
            except Exception:  # the connection may already be gone; nothing to save
                pass

    def test(self) -> list[tuple[str, str]]:
        """The connection test: (stage, "ok" or what is wrong), IMAP then SMTP."""
        results: list[tuple[str, str]] = []
        try:
            with self.imap() as client:
                results.append(("imap", "ok"))
                try:
                    client.select_folder("INBOX", readonly=True)
                    results.append(("folder", "ok"))
                except Exception as err:
                    results.append(("folder", f"INBOX cannot be opened: {err}"))
        except MailConnectionError as err:
            results.append((f"imap {err.stage}", str(err)))
        except MailError as err:
            results.append(("imap", str(err)))
        try:
            with self.smtp():
                results.append(("smtp", "ok"))
        except MailConnectionError as err:
            results.append((f"smtp {err.stage}", str(err)))
        return results

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
            raise MailError(f"There is no message {uid} in {folder}.")
        return bytes(data[uid][b"BODY[]"])

    def move(self, folder: str, uid: int, target: str) -> None:
        """Move a message (MOVE, RFC 6851)."""
        with self.imap() as client:
            client.select_folder(folder)
            if not client.search(["UID", uid]):
                raise MailError(f"There is no message {uid} in {folder}.")
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
        try:
            if account.smtp_security == "tls":
                server: smtplib.SMTP = smtplib.SMTP_SSL(account.smtp_host, account.smtp_port,
                                                        context=context, timeout=TIMEOUT)
            else:
                server = smtplib.SMTP(account.smtp_host, account.smtp_port, timeout=TIMEOUT)
        except ssl.SSLError as err:
            raise MailConnectionError("tls", f"TLS with {account.smtp_host} failed: "
                                      f"{err.reason or err}") from err
        except OSError as err:
            raise MailConnectionError("connect", f"Cannot connect to {account.smtp_host}:"
                                      f"{account.smtp_port} ({err}).") from err
        try:
            if account.smtp_security == "starttls":
                try:
                    server.starttls(context=context)
                except (smtplib.SMTPException, ssl.SSLError, OSError) as err:
                    raise MailConnectionError("tls", f"STARTTLS with {account.smtp_host} "
                                              f"failed ({err}); not continuing without "
                                              "encryption.") from err
            try:
                server.login(account.login, self._password)
            except smtplib.SMTPAuthenticationError as err:
                raise MailConnectionError("login", "The SMTP server refused the login for "
                                          f"{account.login}.") from err
            except (smtplib.SMTPException, OSError) as err:
                raise MailConnectionError("login", f"Logging in to {account.smtp_host} "
                                          f"failed: {err}") from err
            yield server
        finally:
            try:
                server.quit()
            except Exception:  # already closed
                pass

    def send(self, message: EmailMessage) -> None:
        """Hand a message to the SMTP server."""
        try:
            with self.smtp() as server:
                server.send_message(message)
        except MailConnectionError:
            raise
        except smtplib.SMTPRecipientsRefused as err:
            refused = ", ".join(err.recipients)
            raise MailError(f"The server refused these recipients: {refused}.") from err
        except (smtplib.SMTPException, OSError) as err:
            raise MailError(f"Sending failed: {err}") from err


# -- building and reading messages ------------------------------------------------------------
_ADDRESS_RE = re.compile(r"^[^@\s<>,;\"]+@[^@\s<>,;\"]+\.[^@\s<>,;\"]+$")


def check_header(name: str, value: str) -> str:
    """Refuse CR/LF (header injection) before anything is shown or sent."""
    if "\r" in value or "\n" in value:
        raise InvalidMessageError(f"The {name} must be one line (it contains a line break).")
    return value


def check_addresses(field: str, addresses: list[str]) -> list[str]:
    """Every address must be a plain, valid address."""
    for address in addresses:
        check_header(field, address)
        _name, parsed = email.utils.parseaddr(address)
        if not parsed or not _ADDRESS_RE.match(parsed):
            raise InvalidMessageError(f"{address!r} in {field} is not a valid email address.")
    return addresses


def show_addresses(addresses: list[str] | str) -> str:
    """Addresses as the confirmation shows them: the real address first, always.

    ``"bob@example.org" <evil@attacker.example>`` is shown as
    ``evil@attacker.example (named "bob@example.org" — NOT that address)``: a display name
    that looks like another address is the classic spoof.
    """
    items = [addresses] if isinstance(addresses, str) else list(addresses)
    shown = []
    for name, address in email.utils.getaddresses(items):
        if not address:
            continue
        name = " ".join(name.split())
        if name and "@" in name and name.strip("<>'\" ").lower() != address.lower():
            shown.append(f'{address} (named "{name}" — NOT that address)')
        elif name and name.lower() != address.lower():
            shown.append(f'{address} ("{name}")')
        else:
            shown.append(address)
    return ", ".join(shown)


def build_message(account: MailAccount, to: list[str], subject: str, body: str,
                  cc: list[str] | None = None, bcc: list[str] | None = None,
                  attachments: list[tuple[str, bytes]] | None = None,
                  in_reply_to: str = "", references: str = "") -> EmailMessage:
    """A MIME message with a fresh Message-ID."""
    check_addresses("To", to)
    check_addresses("Cc", cc or [])
    check_addresses("Bcc", bcc or [])
    check_header("subject", subject)
    message = EmailMessage()
    sender = email.utils.formataddr((account.display_name, account.email)) \
        if account.display_name else account.email
    message["From"] = sender
    message["To"] = ", ".join(to)
    if cc:
        message["Cc"] = ", ".join(cc)
    if bcc:
        message["Bcc"] = ", ".join(bcc)
    message["Subject"] = subject
    message["Date"] = email.utils.formatdate(localtime=True)
    message["Message-ID"] = email.utils.make_msgid(domain=account.email.split("@")[-1])
    if in_reply_to:
        message["In-Reply-To"] = check_header("In-Reply-To", in_reply_to)
        message["References"] = check_header("References", references or in_reply_to)
    message.set_content(body)
    for filename, data in attachments or []:
        message.add_attachment(data, maintype="application", subtype="octet-stream",
                               filename=filename)
    return message


def _address(item: Any) -> str:
    mailbox = (item.mailbox or b"").decode(errors="replace")
    host = (item.host or b"").decode(errors="replace")
    name = _decode_header(item.name) if item.name else ""
    return f"{name} <{mailbox}@{host}>" if name else f"{mailbox}@{host}"


def summarize_envelope(envelope: Any) -> dict[str, str]:
    """Sender, recipients, subject, date (ISO, UTC when known) and Message-ID of an ENVELOPE."""
    when = ""
    if envelope.date is not None:
        date_value = envelope.date
        if date_value.tzinfo is not None:
            date_value = date_value.astimezone(UTC)
        when = date_value.isoformat(timespec="minutes")
    recipients = [_address(a) for a in (envelope.to or ()) + (envelope.cc or ())
                  if getattr(a, "mailbox", None)]
    return {
        "sender": _address(envelope.from_[0]) if envelope.from_ else "",
        "recipients": ", ".join(recipients),
        "subject": _decode_header(envelope.subject),
        "date": when,
        "message_id": _decode_header(envelope.message_id),
    }


def attachment_parts(raw: bytes) -> list[tuple[str, str, bytes]]:
    """(filename, content type, bytes) of every attachment of a message."""
    message = email.message_from_bytes(raw, policy=email.policy.default)
    found = []
    for part in message.walk():
        if part.is_multipart():
            continue
        filename = part.get_filename()
        if part.get_content_disposition() == "attachment" or (
                filename and part.get_content_disposition() != "inline"):
            payload = part.get_payload(decode=True)
            found.append((filename or "unnamed", part.get_content_type(),
                          payload if isinstance(payload, bytes) else b""))
    return found


def _decode_header(value: bytes | str | None) -> str:
    if value is None:
        return ""
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    try:
        return str(email.header.make_header(email.header.decode_header(value)))
    except (LookupError, UnicodeDecodeError, ValueError):
        return value


def trim_quoted(text: str) -> tuple[str, bool]:
    """Drop quoted history and the signature; returns (text, whether something was cut)."""
    lines = text.splitlines()
    kept: list[str] = []
    for index, line in enumerate(lines):
        stripped = line.strip()
        if stripped == "--" or line == "-- ":
            return "\n".join(kept).rstrip(), True
        if re.match(r"^On .{4,200} wrote:$", stripped) or stripped.startswith(
                "-----Original Message-----"):
            return "\n".join(kept).rstrip(), True
        if stripped.startswith(">") and all(
                not s.strip() or s.strip().startswith(">") for s in lines[index:]):
            return "\n".join(kept).rstrip(), True
        kept.append(line)
    return "\n".join(kept).rstrip(), False


def read_message(raw: bytes, max_chars: int = 8000) -> dict[str, Any]:
    """A message as readable text: headers, body (HTML converted, history trimmed),
    attachments listed. Malformed MIME or unknown charsets never raise."""
    message = email.message_from_bytes(raw, policy=email.policy.default)

    def header(name: str) -> str:
        try:
            value = message.get(name)
        except Exception:  # a malformed header: shown raw rather than lost
            value = None
        if value is None:
            raws = [v for k, v in message.raw_items() if k.lower() == name.lower()]
            return _decode_header(str(raws[0])) if raws else ""
        return " ".join(str(value).split())

    plain, markup, attachments = "", "", []
    for part in message.walk():
        if part.is_multipart():
            continue
        disposition = part.get_content_disposition()
        filename = part.get_filename()
        if disposition == "attachment" or (filename and disposition != "inline"):
            payload = part.get_payload(decode=True) or b""
            attachments.append({"filename": filename or "unnamed",
                                "type": part.get_content_type(), "bytes": len(payload)})
            continue
        try:
            content = part.get_content()
        except (LookupError, UnicodeDecodeError, AssertionError, ValueError):
            payload = part.get_payload(decode=True)
            content = payload.decode("utf-8", "replace") if isinstance(payload, bytes) else ""
        if not isinstance(content, str):
            continue
        if part.get_content_type() == "text/plain" and not plain:
            plain = content
        elif part.get_content_type() == "text/html" and not markup:
            markup = content
    notes = []
    if markup:
        # A client shows the HTML alternative when there is one, so that is what the model
        # reads too (a plain part can differ from what the user sees), minus what is hidden.
        visible = html_to_text(markup)
        body = visible.text
        if visible.hidden_chars:
            notes.append(f"hidden content removed: {visible.hidden_chars} characters a mail "
                         "client would not show (hidden or invisible text, comments, styles, "
                         "scripts)")
    else:
        body = plain
    body, trimmed = trim_quoted(body)
    if trimmed:
        notes.append("quoted history or signature not shown")
    if len(body) > max_chars:
        body = body[:max_chars]
        notes.append(f"cut at {max_chars} characters")
    return {"from": header("From"), "to": header("To"), "cc": header("Cc"),
            "subject": header("Subject"), "date": header("Date"),
            "message_id": header("Message-ID"), "body": body, "attachments": attachments,
            "notes": notes}
