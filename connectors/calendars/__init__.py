"""The calendars connector: the local calendar and CalDAV accounts (the caldav library).

``CONNECTOR`` is all the app sees of it: tools, accounts, sync, reminders and the calendars
Settings offers as the default.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime, timedelta
from functools import cache, partial
from pathlib import Path
from typing import Any

from connectors.base import (
    QT_TR_NOOP,
    AccountField,
    Alert,
    Check,
    ConnectorBase,
    Moment,
    Suggested,
    SyncResult,
    Tool,
    joined,
    sync_each,
    tr,
)
from connectors.calendars.account import KEYRING_SERVICE, CalDAVAccount
from connectors.secrets import KeyringSecrets


class CalDAVAccounts(KeyringSecrets):
    """CalDAV accounts: the password in the OS keyring, the rest in settings."""

    keyring_service = KEYRING_SERVICE
    kind = "caldav"
    title = QT_TR_NOOP("calendar account (CalDAV)")
    fields: tuple[AccountField, ...] = (
        AccountField("name", QT_TR_NOOP("Account name"), default="Calendar", required=True),
        AccountField("url", QT_TR_NOOP("Server address"), "url", default="https://", required=True,
                     help=QT_TR_NOOP("the server, or just https://host")),
        AccountField("username", QT_TR_NOOP("Username"), required=True),
        AccountField("password", QT_TR_NOOP("Password"), "password", required=True),
        AccountField("ca_file", QT_TR_NOOP("Extra CA (optional)"), "file",
                     help=QT_TR_NOOP("trust one extra CA (PEM)")),
    )

    def new(self, values: Mapping[str, Any]) -> CalDAVAccount:
        """The account a form or `accounts add caldav NAME --url ...` describes."""
        return CalDAVAccount(name=str(values.get("name") or "").strip(),
                             url=str(values.get("url") or "").strip(),
                             username=str(values.get("username") or "").strip(),
                             ca_file=str(values.get("ca_file") or "").strip())

    def from_settings(self, data: Mapping[str, Any]) -> CalDAVAccount:
        """From stored settings."""
        return CalDAVAccount.from_settings(data)

    def test(self, account: Any, password: str,
             progress: Callable[[str], None] | None = None) -> list[Check]:
        """Discover the calendars and log in."""
        from connectors.calendars.client import CalDAVSession

        if progress is not None:
            progress(tr("Looking for calendars at {url}…", url=account.url))
        return [Check(stage, status.startswith("ok"), status,
                      "password" if stage == "login" else "url")
                for stage, status in CalDAVSession(account, password).test()]

    def forget(self, data_dir: Path, account: Any) -> None:
        """Forget the password and the offline copy (calendars and queued changes)."""
        from connectors.calendars.tools import forget_account

        self.forget_secret(account)
        forget_account(data_dir, account.name)

    def label(self, account: Any) -> str:
        """The server."""
        return str(account.url)

    def suggest(self, values: Mapping[str, Any], network: bool) -> Suggested | None:
        """Nothing: a CalDAV address is the server's own (given by the provider)."""
        return None

    def describe(self, account: Any) -> str:
        """One line: server and user."""
        return f"{account.url}  user {account.username}"


# a to-do list in English words; not "todos" alone, Spanish "all" ("marcar todos como
# leídos"). The connector's topics and its to-do tools' (tools.TASK_WORDS) share them
TO_DO_WORDS = (r"to-dos?\b", r"to-? ?do lists?\b", r"(?:my|the|a|your) todos?\b")


class CalendarsConnector(ConnectorBase):
    """Calendars: tools, CalDAV accounts, their sync, and event reminders."""

    name = "calendars"
    topics = (r"calendars?\b", r"events?\b", r"meetings?\b", r"meet\b", r"appointments?\b",
              r"schedul\w*", r"reschedul\w*", r"agenda\b", r"busy\b", r"free\b",
              r"availab\w*", r"book\w*", r"invit\w*", r"tasks?\b", *TO_DO_WORDS,
              r"deadlines?\b", r"due\b", r"birthdays?\b", r"lunch\b", r"dinner\b",
              r"breakfast\b", r"dentist\b", r"doctor\b", r"conference\b", r"stand-?up\b",
              r"holidays?\b", r"vacation\b", r"what'?s on\b", r"plans?\b")
    #: when no area's own words are there, a time alone asks what is on then
    hints = (r"tomorrow\b", r"today\b", r"tonight\b", r"yesterday\b",
             r"this (?:morning|afternoon|evening)\b",
             r"week(?:end)?s?\b", r"months?\b", r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b",
             r"(?:january|february|march|april|june|july|august|september|october|november|"
             r"december)\b", r"\d{1,2}(?::\d\d)?\s*(?:am|pm)\b", r"\d{4}-\d\d-\d\d")
    accounts = CalDAVAccounts()

    def build_tools(self, context: Any) -> list[Tool]:
        """The calendar tools (always there: the local calendar needs no account)."""
        from connectors.calendars.tools import build_tools

        return build_tools(context)

    def sync(self, context: Any, name: str = "") -> list[SyncResult]:
        """Send queued changes, then fetch what changed, per account; a dead server is that
        account's error (the offline copy serves until next time)."""
        from connectors.calendars.tools import accounts_from, open_calendars

        # opened inside the first account's sync: a full disk that cannot open the store is
        # then that account's error, not a crash
        calendars = cache(partial(open_calendars, context))

        def one(account: str) -> SyncResult:
            report = calendars().sync_account(account)
            return SyncResult(
                account,
                joined([tr("%Ln calendar(s)", None, report.calendars),
                        tr("%Ln unchanged", None, report.unchanged),
                        tr("%Ln fetched", None, report.fetched),
                        tr("%Ln removed", None, report.removed),
                        tr("%Ln queued change(s) sent", None, report.sent),
                        tr("%Ln request(s)", None, report.requests)]),
                notices=tuple(report.conflicts), details=tuple(report.conflicts))

        return sync_each([account.name for account in accounts_from(context)], name, one)

    def alerts(self, context: Any, now: datetime) -> list[Alert]:
        """Event reminders (VALARM) that came due since the last look, also while the app
        was closed (up to a week back)."""
        from connectors.calendars.tools import open_calendars

        return [Alert(tr("Calendar"), tr("{title} at {time} ({day})", title=r["title"],
                                         time=Moment(f"{r['start']:%H:%M}", r["start"].time()),
                                         day=Moment(f"{r['start']:%a %d %b}", r["start"].date(),
                                                    now.astimezone(r["start"].tzinfo).date())),
                      r["at"]) for r in open_calendars(context).take_reminders(now)]

    def choices(self, context: Any) -> dict[str, tuple[str, ...]]:
        """The calendars the default may be chosen from, as the tools name them."""
        from connectors.calendars.tools import open_calendars

        return {"default_calendar": tuple(c.label for c in open_calendars(context).calendars())}

    def waiting(self, context: Any, now: datetime) -> list[str]:
        """Event reminders in the next day."""
        from connectors.calendars.tools import open_calendars

        return [f"a reminder at {r['at'].astimezone():%H:%M}"
                for r in open_calendars(context).reminders_due(now, now + timedelta(days=1))]


CONNECTOR = CalendarsConnector()
