"""Mail as bytes and as text: building a message to send, reading one (headers, the text a
client would show, attachments), and checking what goes into headers. No network here:
connectors/mail/client.py moves the bytes.
"""

from __future__ import annotations

import email
import email.header
import email.policy
import email.utils
import re
from datetime import UTC
from email.message import EmailMessage
from typing import Any

from connectors.base import tr
from connectors.mail.account import MailAccount
from connectors.mail.errors import InvalidMessageError
from connectors.mail.html_text import html_to_text

# -- building and reading messages ------------------------------------------------------------
_ADDRESS_RE = re.compile(r"^[^@\s<>,;\"]+@[^@\s<>,;\"]+\.[^@\s<>,;\"]+$")


def check_header(name: str, value: str) -> str:
    """Refuse CR/LF (header injection) before anything is shown or sent."""
    if "\r" in value or "\n" in value:
        raise InvalidMessageError(tr("The {field} must be one line (it contains a line "
                                     "break).", field=name))
    return value


def check_addresses(field: str, addresses: list[str]) -> list[str]:
    """Every address must be a plain, valid address."""
    for address in addresses:
        check_header(field, address)
        _name, parsed = email.utils.parseaddr(address)
        if not parsed or not _ADDRESS_RE.match(parsed):
            raise InvalidMessageError(tr("'{address}' in {field} is not a valid email "
                                         "address.", address=address, field=field))
    return addresses


def each_once(to: list[str], cc: list[str] | None = None,
              bcc: list[str] | None = None) -> tuple[list[str], list[str], list[str]]:
    """To, Cc and Bcc with every address once, where it first appears (To, then Cc, then
    Bcc), compared without case: "Bob" in To and again in Cc or Bcc would be two RCPT TO
    commands for one mailbox (a server may refuse the second, and the message arrives
    twice where it does not), as every mail client avoids."""
    seen: set[str] = set()
    lists: list[list[str]] = []
    for addresses in (to, cc or [], bcc or []):
        kept = []
        for address in addresses:
            key = email.utils.parseaddr(address)[1].casefold() or address.casefold()
            if key not in seen:
                seen.add(key)
                kept.append(address)
        lists.append(kept)
    return lists[0], lists[1], lists[2]


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
    to, cc, bcc = each_once(to, cc, bcc)
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
            notes.append(tr("hidden content removed: {count} characters a mail client would "
                            "not show (hidden or invisible text, comments, styles, scripts)",
                            count=visible.hidden_chars))
    else:
        body = plain
    body, trimmed = trim_quoted(body)
    if trimmed:
        notes.append(tr("quoted history or signature not shown"))
    if len(body) > max_chars:
        body = body[:max_chars]
        notes.append(tr("cut at {count} characters", count=max_chars))
    return {"from": header("From"), "to": header("To"), "cc": header("Cc"),
            "subject": header("Subject"), "date": header("Date"),
            "message_id": header("Message-ID"), "body": body, "attachments": attachments,
            "notes": notes}
