"""The mail connector: IMAP and SMTP accounts (imapclient, smtplib).

``CONNECTOR`` is all the app sees of it. Its modules are imported when first needed, so
listing connectors or building the command line's options costs nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

from connectors.base import (
    QT_TR_NOOP,
    AccountField,
    Check,
    ConnectorBase,
    Suggested,
    SyncResult,
    Tool,
    joined,
    sync_each,
    tr,
)
from connectors.mail.account import KEYRING_SERVICE, MailAccount
from connectors.secrets import KeyringSecrets

PORTS = {"tls": (993, 465), "starttls": (143, 587)}  # security -> (IMAP, SMTP) default port
SECURITY_CHOICES = (("tls", QT_TR_NOOP("TLS (recommended)")), ("starttls", "STARTTLS"))

# which form field a failing connection stage points at
STAGE_FIELDS = {
    "imap dns": "imap_host", "imap connect": "imap_port", "imap tls": "imap_security",
    "imap login": "password", "imap": "imap_host", "folder": "imap_host",
    "smtp dns": "smtp_host", "smtp connect": "smtp_port", "smtp tls": "smtp_security",
    "smtp login": "password", "smtp": "smtp_host",
}


class MailAccounts(KeyringSecrets):
    """IMAP + SMTP accounts: the password in the OS keyring, the rest in settings."""

    keyring_service = KEYRING_SERVICE
    kind = "mail"
    title = QT_TR_NOOP("mail account")
    fields: tuple[AccountField, ...] = (
        AccountField("name", QT_TR_NOOP("Account name"), default="Personal", required=True),
        AccountField("email", QT_TR_NOOP("Email address"), "email", required=True),
        AccountField("password", QT_TR_NOOP("Password or app password"), "password", required=True),
        AccountField("username", QT_TR_NOOP("Username (if not the address)")),
        AccountField("imap_host", QT_TR_NOOP("IMAP server"), required=True),
        AccountField("imap_port", QT_TR_NOOP("IMAP port"), "port", default=993),
        AccountField("imap_security", QT_TR_NOOP("IMAP security"), "choice", default="tls",
                     choices=SECURITY_CHOICES),
        AccountField("smtp_host", QT_TR_NOOP("SMTP server"), required=True),
        AccountField("smtp_port", QT_TR_NOOP("SMTP port"), "port", default=465),
        AccountField("smtp_security", QT_TR_NOOP("SMTP security"), "choice", default="tls",
                     choices=SECURITY_CHOICES),
        AccountField("ca_file", QT_TR_NOOP("Extra CA (optional)"), "file",
                     help=QT_TR_NOOP("trust one extra CA (PEM)")),
    )

    def new(self, values: Mapping[str, Any]) -> MailAccount:
        """The account described by a form or `accounts add mail NAME --email ...`; a port
        left out follows its security (993/465 for TLS, 143/587 for STARTTLS)."""
        imap_security = str(values.get("imap_security") or "tls")
        smtp_security = str(values.get("smtp_security") or "tls")
        return MailAccount(
            name=str(values.get("name") or "").strip(),
            email=str(values.get("email") or "").strip(),
            imap_host=str(values.get("imap_host") or "").strip(),
            smtp_host=str(values.get("smtp_host") or "").strip(),
            imap_security=imap_security, smtp_security=smtp_security,
            imap_port=_port(values.get("imap_port"), PORTS.get(imap_security, (993, 465))[0]),
            smtp_port=_port(values.get("smtp_port"), PORTS.get(smtp_security, (993, 465))[1]),
            username=str(values.get("username") or "").strip(),
            ca_file=str(values.get("ca_file") or "").strip())

    def from_settings(self, data: Mapping[str, Any]) -> MailAccount:
        """From stored settings."""
        return MailAccount.from_settings(data)

    def test(self, account: Any, password: str,
             progress: Callable[[str], None] | None = None) -> list[Check]:
        """Log in to IMAP, open INBOX, then log in to SMTP."""
        from connectors.mail.client import MailClient

        return [Check(stage, status == "ok", status, STAGE_FIELDS.get(stage, "imap_host"))
                for stage, status in MailClient(account, password).test(progress)]

    def forget(self, data_dir: Path, account: Any) -> None:
        """Forget the password (the mail cache keeps nothing another account can read)."""
        self.forget_secret(account)

    def suggest(self, values: Mapping[str, Any], network: bool) -> Suggested | None:
        """Servers for the typed address: a known provider, else its DNS SRV records."""
        from connectors.mail import autoconfig

        found = autoconfig.suggest(str(values.get("email") or ""),
                                   autoconfig.dns_srv if network else None)
        return Suggested(found.fields(), found.source, found.note, found.confirm) \
            if found else None

    def label(self, account: Any) -> str:
        """The address (the server, or the name, while there is none)."""
        return str(account.email or account.imap_host or account.name)

    def describe(self, account: Any) -> str:
        """One line: address and servers."""
        return (f"{account.email}  imap {account.imap_host}:{account.imap_port} "
                f"({account.imap_security}), smtp {account.smtp_host}:{account.smtp_port} "
                f"({account.smtp_security})")


def _port(value: Any, default: int) -> int:
    try:
        return int(value) if value not in (None, "") else default
    except (TypeError, ValueError):
        return 0  # problems() says "not a port number"


class MailConnector(ConnectorBase):
    """Mail: its tools, its accounts, and the sync of the local copy."""

    name = "mail"
    topics = (r"e-?mails?\b", r"mails?\b", r"mailbox(?:es)?\b", r"inbox\b", r"unread\b",
              r"messages?\b", r"send(?!ung)\w*", r"sent\b", r"repl(?:y|ies|ied)\b", r"respond\w*",
              r"forward\w*", r"drafts?\b", r"attach\w*", r"newsletters?\b", r"spam\b",
              r"junk\b", r"subject\b", r"b?cc\b", r"senders?\b", r"archiv(?:e|es|ed|ing)\b",
              r"flag\w*",
              r"(?:write|writes|wrote|written) (?:to|back)\b",
              r"(?:get|gets|got|gotten) back to (?:me|us)\b", r"let (?!me\b)(?:\w+ ){1,3}know\b",
              r"(?:hear|heard|hearing) back\b",
              r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
    # weaker words: mail arriving ("did I receive anything from the bank?", "what came in
    # most recently?"); alone they leave the request to routing by meaning, which may
    # overrule them ("I received a lovely gift")
    hints = (r"receiv\w*", r"(?:came|come|comes|coming) in\b")
    accounts = MailAccounts()

    def build_tools(self, context: Any) -> list[Tool]:
        """The mail tools."""
        from connectors.mail.tools import build_tools

        return build_tools(context)

    def sync(self, context: Any, name: str = "") -> list[SyncResult]:
        """Sync every account (or the one named); a failing account does not stop the
        others: its result carries the error."""
        from connectors.mail.tools import accounts_from, sync_account

        accounts = {account.name: account for account in accounts_from(context)}

        def one(account: str) -> SyncResult:
            report = sync_account(context, accounts[account])
            done = [tr("%Ln folder(s)", None, report.folders), tr("%Ln new", None, report.new),
                    tr("%Ln removed", None, report.removed),
                    tr("%Ln flag change(s)", None, report.flag_updates)]
            if report.confirmed_sends:
                done.append(tr("%Ln send(s) whose answer was lost found in Sent: sent", None,
                               report.confirmed_sends))
            if report.resynced_folders:
                done.append(tr("resynced {folders}",
                               folders=", ".join(report.resynced_folders)))
            return SyncResult(
                account, joined(done),
                incoming=report.incoming)

        return sync_each(list(accounts), name, one)

    def waiting(self, context: Any, now: datetime) -> list[str]:
        """Messages in the outbox, still to be sent (offline, or the server refused)."""
        from connectors.mail.outbox import Outbox

        path = context.data_dir / "mail-outbox.sqlite3"
        count = len(Outbox(path).items(("queued",))) if path.exists() else 0
        return [f"{count} message{'s' if count != 1 else ''} to send"] if count else []


CONNECTOR = MailConnector()
