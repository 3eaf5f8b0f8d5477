"""Keeping the offline copy and the servers in step: one account's sync, the queue of
writes made while a server was away, and writing through with If-Match.

Sync (per account): queued writes are replayed first, then one PROPFIND lists the calendars
with their ctag/sync-token; only calendars whose tag moved are asked what changed (RFC 6578
sync-collection, or an ETag listing) and the changed objects fetched by calendar-multiget.
The queries (events, tasks, free time, reminders) are connectors/calendars/service.py.
"""

from __future__ import annotations

import threading
import time as clock
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, tzinfo

from connectors.base import Moment, joined, one_at_a_time, said, tr
from connectors.calendars import ical
from connectors.calendars.account import CalDAVAccount
from connectors.calendars.client import CalDAVSession, Collection
from connectors.calendars.errors import CalendarConnectionError, CalendarError, ConflictError
from connectors.calendars.store import CalendarRow, CalendarStore, local_etag

_SYNC_LOCKS: dict[tuple[str, str], threading.Lock] = {}
_LOCKS_GUARD = threading.Lock()
RETRY_AFTER = 60  # seconds: a server that could not be reached is not asked again before this


@dataclass
class SyncReport:
    """What one account's sync did."""

    account: str
    calendars: int = 0
    unchanged: int = 0
    fetched: int = 0
    removed: int = 0
    sent: int = 0
    conflicts: list[str] = field(default_factory=list)
    requests: int = 0
    seconds: float = 0.0


class CalendarSync:
    """The sync half of :class:`connectors.calendars.service.Calendars` (which sets these
    attributes)."""

    store: CalendarStore
    accounts: dict[str, CalDAVAccount]
    zone: tzinfo
    _password: Callable[[CalDAVAccount], str | None]
    _sessions: dict[str, CalDAVSession]
    _failed_at: dict[str, tuple[float, str, bool]]  # when, what it said, whether at login

    def session(self, account: str) -> CalDAVSession:
        """The (reused) connection of an account."""
        if account not in self._sessions:
            acct = self.accounts.get(account)
            if acct is None:
                raise CalendarError(tr("There is no calendar account '{name}'.", name=account))
            password = self._password(acct)
            if password is None:
                raise CalendarConnectionError("login", tr("No password is stored for {account}.",
                                                          account=account))
            self._sessions[account] = CalDAVSession(acct, password)
        return self._sessions[account]

    # -- sync ---------------------------------------------------------------------------------
    def sync(self, name: str = "") -> list[SyncReport]:
        """Sync every account (or one): raises CalendarConnectionError for a dead server."""
        if name and name not in self.accounts:
            raise CalendarError(tr("There is no calendar account '{name}'.", name=name))
        return [self.sync_account(n) for n in self.accounts if not name or n == name]

    def _lock(self, name: str) -> threading.Lock:
        """One sync of an account at a time in this process (the window's background sync
        and a tool's read share the store: a queued write must go out once); the lock file
        of ``sync_account`` does the same across processes."""
        with _LOCKS_GUARD:
            return _SYNC_LOCKS.setdefault((str(self.store.path), name), threading.Lock())

    def sync_account(self, name: str) -> SyncReport:
        """Replay queued writes, then bring the account's calendars up to date."""
        with self._lock(name), one_at_a_time(self.store.path.parent, f"calendar-sync-{name}"):
            return self._sync_account(name)

    def _sync_account(self, name: str) -> SyncReport:
        began = clock.perf_counter()
        session = self.session(name)
        first_request = session.requests
        report = SyncReport(name)
        report.sent, report.conflicts = self.replay(name)
        collections = self._collections(name, session)
        self.store.drop_calendars(name, keep=[c.url for c in collections])
        for collection in collections:
            row = self.store.upsert_calendar(name, collection.url, collection.name,
                                             collection.color, collection.components)
            report.calendars += 1
            tag = collection.ctag or collection.sync_token
            if tag and (row.ctag or row.sync_token) == tag:
                report.unchanged += 1
                continue
            known = self.store.etags(row.id)
            changes = session.changes(collection, row.sync_token, known)
            waiting = self.store.pending_hrefs(row.id)
            if changes.full:
                self.store.remove(row.id, [h for h in known if h not in waiting])
            report.fetched += self.store.put_many(
                row.id, [c for c in changes.changed if c[0] not in waiting])
            report.removed += self.store.remove(row.id, [h for h in changes.deleted
                                                         if h not in waiting])
            self.store.set_tokens(row.id, collection.ctag, changes.token)
        self.store.mark_synced(name)
        report.requests = session.requests - first_request
        report.seconds = clock.perf_counter() - began
        return report

    def _collections(self, name: str, session: CalDAVSession) -> list[Collection]:
        """The account's calendars, from the home found last time (discovered again when
        the server no longer answers there)."""
        home = self.store.home(name)
        if home:
            try:
                return session.collections(home)
            except CalendarConnectionError:
                raise
            except CalendarError:
                pass  # the server moved the home
        home = session.home()
        self.store.set_home(name, home)
        return session.collections(home)

    def replay(self, name: str) -> tuple[int, list[str]]:
        """Send the writes queued while the server was away, oldest first. A write whose
        object changed on the server meanwhile is not sent: it is reported, and the server's
        version is what the cache now shows."""
        session = self.session(name)
        sent = 0
        conflicts: list[str] = []
        for item in self.store.pending(name):
            deletion = item["action"] == "delete"
            try:
                self._send(session, item["calendar_id"], item["href"], item["action"],
                           item["ical"], item["base_etag"])
                sent += 1
            except CalendarConnectionError:
                raise  # still away: everything stays queued
            except ConflictError:
                server = self._server_version(session, item["calendar_id"], item["href"])
                title = item["summary"]
                if not server:
                    conflicts.append(tr(
                        "Your offline deletion of '{title}' was not sent: it was deleted on the "
                        "server meanwhile.", title=title) if deletion else tr(
                        "Your offline change of '{title}' was not sent: it was deleted on the "
                        "server meanwhile.", title=title))
                else:
                    changes = joined(ical.differences(item["ical"], server, self.zone)) \
                        or tr("details differ")
                    conflicts.append(tr(
                        "Your offline deletion of '{title}' was not sent: someone changed it on "
                        "the server meanwhile ({changes}).", title=title, changes=changes)
                        if deletion else tr(
                        "Your offline change of '{title}' was not sent: someone changed it on "
                        "the server meanwhile ({changes}).", title=title, changes=changes))
            except CalendarError as err:  # e.g. the calendar is gone or read-only now
                conflicts.append(tr(
                    "Your offline deletion of '{title}' could not be sent: {error}",
                    title=item["summary"], error=said(err)) if deletion else tr(
                    "Your offline change of '{title}' could not be sent: {error}",
                    title=item["summary"], error=said(err)))
            self.store.done(item["id"])
        return sent, conflicts

    def _send(self, session: CalDAVSession, calendar_id: int, href: str, action: str,
              text: str, base_etag: str) -> None:
        """One write to the server (If-Match ``base_etag``; a create only if new), and the
        store updated to match. Raises ConflictError for a 412."""
        if action == "delete":
            session.delete(href, base_etag)
            self.store.remove(calendar_id, [href])
            return
        etag = session.put(href, text, base_etag if action == "put" else "")
        if not etag:  # the server did not say: ask
            got = session.get(href)
            etag = got[0] if got else ""
        self.store.put(calendar_id, href, etag, text)

    def _server_version(self, session: CalDAVSession, calendar_id: int, href: str) -> str:
        """After a conflict: the server's version, now also the local copy ("" = gone)."""
        server = session.get(href)
        if server is None:
            self.store.remove(calendar_id, [href])
            return ""
        self.store.put(calendar_id, href, server[0], server[1])
        return server[1]

    def _try_sync(self, name: str) -> bool:
        """Sync unless the server failed less than RETRY_AFTER ago; a failure is remembered
        (with its message) instead of raised."""
        failed = self._failed_at.get(name)
        if failed is not None and clock.monotonic() - failed[0] <= RETRY_AFTER:
            return False
        try:
            self.sync_account(name)
        except CalendarError as err:
            self._failed_at[name] = (clock.monotonic(), said(err),
                                     getattr(err, "stage", "") == "login")
            return False
        self._failed_at.pop(name, None)
        return True

    def refresh(self) -> list[str]:
        """Before a read: ask each server what changed (one PROPFIND when nothing did). A
        server that cannot be reached is a note (the read answers from the local copy), not a
        failure, and is not asked again for a minute."""
        notes: list[str] = []
        for name in self.accounts:
            if self._try_sync(name):
                continue
            synced = self.store.synced_at(name)
            _, error, login = self._failed_at[name]
            # a refused or unreadable password is no network trouble: not "offline"
            if not synced:
                notes.append(tr("{name} could not be signed in to ({error}); shown from this "
                                "computer's copy, never synced.", name=name, error=error)
                             if login else
                             tr("{name} is offline ({error}); shown from this computer's copy, "
                                "never synced.", name=name, error=error))
                continue
            at = datetime.fromisoformat(synced)
            at = (at if at.tzinfo else at.replace(tzinfo=UTC)).astimezone(self.zone)
            when = Moment(f"{at:%Y-%m-%d %H:%M %Z}".strip(), at)
            notes.append(tr("{name} could not be signed in to ({error}); shown from this "
                            "computer's copy, last synced {when}.", name=name, error=error,
                            when=when) if login else
                         tr("{name} is offline ({error}); shown from this computer's copy, "
                            "last synced {when}.", name=name, error=error, when=when))
        return notes

    def commit(self, row: CalendarRow, href: str, action: str, text: str, base_etag: str,
               summary: str, before: str = "") -> str:
        """Write through to the server (or the local calendar). Returns a note for the user
        ("" when all went through). A 412 re-reads the object and raises ConflictError with
        what changed; a dead server queues the write and the local copy shows it."""
        if row.local:
            if action == "delete":
                self.store.remove(row.id, [href])
            else:
                self.store.put(row.id, href, local_etag(text), text)
            return ""
        session = self.session(row.account)
        try:
            self._send(session, row.id, href, action, text, base_etag)
            return ""
        except ConflictError as err:
            server = self._server_version(session, row.id, href)
            if not server:
                raise ConflictError(tr("It was deleted on the server meanwhile; nothing was "
                                       "changed.")) from err
            changed = ical.differences(before, server, self.zone) if before else []
            raise ConflictError(tr(
                "Someone else changed this after it was read; your change was NOT saved. "
                "Their version: {changes}. Read it again and propose the change on top of it.",
                changes=joined(changed) or tr("changed details"))) from err
        except CalendarConnectionError:
            self.store.queue(row.id, href, action, text, base_etag, summary)
            if action == "delete":
                self.store.remove(row.id, [href])
            else:
                self.store.put(row.id, href, base_etag, text)
            return tr("{account} cannot be reached: the change is kept on this computer and "
                      "will be sent when the server is back.", account=row.account)
