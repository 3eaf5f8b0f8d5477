"""CalDAV over the caldav library's DAVClient; the only importer of caldav.

Discovery (RFC 6764 /.well-known/caldav when the URL names only a host, then the principal and
its calendar home), the collection list with ctag and sync-token in one PROPFIND, incremental
sync (RFC 6578 sync-collection, or an ETag listing where the server has no sync-token), and
writes that carry the ETag they were based on (If-Match / If-None-Match), so a 412 means
someone else changed the object and nothing is overwritten.

Times: the model gives ISO 8601; a time without an offset is the user's local time, checked
against DST gaps and overlaps (PEP 495 fold) so an impossible or ambiguous time gets a message
instead of a silent shift.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta, tzinfo
from typing import Any
from urllib.parse import urljoin, urlsplit
from xml.sax.saxutils import escape

from connectors.base import error_chain, network_failure, tr
from connectors.calendars.account import CalDAVAccount
from connectors.calendars.errors import CalendarConnectionError, CalendarError, ConflictError

#: the longest one HTTP round trip may take in all, however slowly its bytes come: the read
#: timeout bounds each read only, and a server that sends a byte just inside it would hold a
#: sync for hours
REQUEST_LIMIT = 120.0
#: the throughput floor of an answer's body, as the mail connector's (connectors/mail/
#: client.py): a body that brings less than FLOOR_BYTES in FLOOR_WINDOW seconds is a link
#: that trickles, and is ended then, by the thread that reads it (not at REQUEST_LIMIT, and no
#: helper thread is left behind). 1 KB per 30 s is far below any working link.
FLOOR_WINDOW = 30.0
FLOOR_BYTES = 1024
#: the most one read of a body takes at a time
_PIECE = 65536
#: the largest answer read, once decoded: far above any calendar's (a multiget brings at most
#: MULTIGET_BATCH objects), far below what a hostile server's gzip bomb unpacks to (a few
#: hundred KB on the wire become gigabytes); the body is never held past it
MAX_BODY = 128 * 1024 * 1024


class RequestTooSlowError(TimeoutError):
    """A round trip was still going after REQUEST_LIMIT seconds and was given up."""


class BodyTooSlowError(RequestTooSlowError):
    """An answer's body came in below the throughput floor and was ended."""


class HeadTooSlowError(RequestTooSlowError):
    """An answer's status line and headers were not all there after the connect timeout, the
    read timeout and FLOOR_WINDOW seconds together: they trickled, and were given up."""


class BodyTooLargeError(ValueError):
    """An answer's body, decoded, was larger than MAX_BODY and was not read further."""


#: the encoding asked for: none, so that every piece that comes over the wire is a piece of
#: the body at once (a compressed body gives nothing to read until a block is whole, and the
#: floor could not see it come); a server that compresses anyway is still read right, counted
#: by its bytes on the wire
ACCEPT_ENCODING = "identity"


def _read_body(response: Any) -> Any:
    """Read a streamed answer's body in whatever pieces the network brings, and end it when a
    window of FLOOR_WINDOW seconds brought less than FLOOR_BYTES over the wire, or when it
    unpacks to more than MAX_BODY bytes; the response then holds its whole body, as an
    unstreamed one does."""
    raw = getattr(response, "raw", None)
    if raw is None or not hasattr(raw, "stream") or not hasattr(raw, "tell"):
        return response
    pieces: list[bytes] = []
    size = 0
    window_start, window_from = time.monotonic(), raw.tell()
    # each piece as soon as it comes; urllib3 unpacks at most _PIECE bytes of it at a time
    for piece in raw.stream(_PIECE, decode_content=True):
        size += len(piece)
        if size > MAX_BODY:
            response.close()
            raise BodyTooLargeError(MAX_BODY)
        pieces.append(piece)
        now = time.monotonic()
        if now - window_start >= FLOOR_WINDOW:
            if raw.tell() - window_from < FLOOR_BYTES:
                response.close()  # the connection goes; the next request opens a new one
                raise BodyTooSlowError(FLOOR_WINDOW)
            window_start, window_from = now, raw.tell()
    response._content = b"".join(pieces)
    response._content_consumed = True
    return response


def _bounded(call: Callable[[Callable[[], None]], Any], seconds: float,
             head: float | None = None, give_up: Callable[[], None] = lambda: None) -> Any:
    """``call(headed)`` on a helper thread, given up after ``seconds``, or after ``head``
    seconds when it has not called ``headed()`` by then (the answer's headers came). A read
    blocked in an HTTP library cannot be interrupted from its own thread: on giving up,
    ``give_up()`` closes what it reads from, so the helper ends at once and its answer is
    dropped; the caller never waits longer than ``seconds``."""
    outcome: dict[str, Any] = {}
    headed = threading.Event()

    def run() -> None:
        try:
            outcome["value"] = call(headed.set)
        except BaseException as err:  # handed to the caller's thread
            outcome["error"] = err
        finally:
            headed.set()  # ended, with or without an answer: nothing more to wait for

    helper = threading.Thread(target=run, daemon=True, name="caldav-request")
    started = time.monotonic()
    helper.start()
    if head is not None and head < seconds and not headed.wait(head):
        with contextlib.suppress(Exception):
            give_up()
        raise HeadTooSlowError(head)
    helper.join(max(0.0, seconds - (time.monotonic() - started)))
    if helper.is_alive():
        with contextlib.suppress(Exception):
            give_up()
        raise RequestTooSlowError(seconds)
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


def local_zone() -> tzinfo:
    """The user's time zone (the system's)."""
    zone = datetime.now().astimezone().tzinfo
    assert zone is not None
    return zone


def parse_when(text: str, zone: tzinfo | None = None) -> datetime | date:
    """ISO 8601 date or date-time; a naive time is in ``zone``. Raises CalendarError."""
    zone = zone or local_zone()
    value = text.strip()
    try:
        if len(value) == 10:
            return date.fromisoformat(value)
        when = datetime.fromisoformat(value)
    except ValueError as err:
        raise CalendarError(tr("'{text}' is not an ISO 8601 date or time, e.g. "
                               "2026-12-04T15:00 or 2026-12-04 for all day.",
                               text=text)) from err
    if when.tzinfo is not None:
        return when
    first = when.replace(tzinfo=zone, fold=0)
    second = when.replace(tzinfo=zone, fold=1)
    if first.utcoffset() != second.utcoffset():
        # In a DST overlap the two folds differ; in a gap a round trip does not come back.
        back = first.astimezone(UTC).astimezone(zone).replace(tzinfo=None)
        if back != when:
            raise CalendarError(tr("{time} does not exist in your time zone (the clocks "
                                   "skip it); choose another time.", time=value))
        raise CalendarError(tr("{time} happens twice in your time zone (the clocks go back); "
                               "give the offset, e.g. +01:00 or +02:00.", time=value))
    return first


DAV = "{DAV:}"
CAL = "{urn:ietf:params:xml:ns:caldav}"
COLLECTIONS_BODY = """<?xml version="1.0" encoding="utf-8"?>
<d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"
    xmlns:cs="http://calendarserver.org/ns/" xmlns:ic="http://apple.com/ns/ical/">
  <d:prop><d:resourcetype/><d:displayname/><d:sync-token/><cs:getctag/>
    <ic:calendar-color/><c:supported-calendar-component-set/></d:prop>
</d:propfind>"""
ETAGS_BODY = """<?xml version="1.0" encoding="utf-8"?>
<d:propfind xmlns:d="DAV:"><d:prop><d:getetag/></d:prop></d:propfind>"""
MULTIGET_BATCH = 500


@dataclass(frozen=True)
class Collection:
    """A calendar or task list on the server."""

    url: str
    name: str
    color: str
    components: tuple[str, ...]
    ctag: str
    sync_token: str


@dataclass
class Changes:
    """What changed in a collection since a sync token (or everything, when ``full``)."""

    token: str
    changed: list[tuple[str, str, str]] = field(default_factory=list)  # href, etag, text
    deleted: list[str] = field(default_factory=list)
    full: bool = False


def _status(element: Any) -> int:
    text = element.findtext(f"{DAV}status") or ""
    parts = text.split()
    return int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 0


def _href(base: str, response: Any) -> str:
    """The absolute URL of a <response>'s href; "" when it points at another host (a server
    must not send the client, and its password, elsewhere)."""
    href = urljoin(base, response.findtext(f"{DAV}href") or "")
    return href if urlsplit(href).netloc == urlsplit(base).netloc else ""


def _ok_props(response: Any) -> Any:
    """The <prop> of the 200 propstat of a <response>, or None."""
    for propstat in response.findall(f"{DAV}propstat"):
        if _status(propstat) == 200:
            return propstat.find(f"{DAV}prop")
    return None


# what happens after a failed request: the local copy serves, and the next sync tries again
class CalDAVSession:
    """One CalDAV account's connection; ``requests`` counts its HTTP round trips."""

    def __init__(self, account: CalDAVAccount, password: str,
                 timeout: tuple[float, float] = (5, 30)) -> None:
        self.account = account
        self._password = password
        self._timeout = timeout
        self._client: Any = None
        self.requests = 0

    # -- plumbing -----------------------------------------------------------------------------
    def _dav(self) -> Any:
        if self._client is None:
            import caldav

            verify: Any = self.account.ca_file or True
            self._client = caldav.DAVClient(  # type: ignore[operator]
                url=self.account.url, username=self.account.username,
                password=self._password, ssl_verify_cert=verify, timeout=self._timeout,
                enable_rfc6764=False)
            client = self._client
            client.session.headers["Accept-Encoding"] = ACCEPT_ENCODING
            send = client.session.request

            def counted(*args: Any, **kwargs: Any) -> Any:
                self.requests += 1  # every HTTP round trip, the login handshake included
                kwargs["stream"] = True  # the body is read here, below the floor ended

                def exchange(headed: Callable[[], None]) -> Any:
                    response = send(*args, **kwargs)  # returns once the headers are in
                    headed()
                    return _read_body(response)

                try:
                    return _bounded(exchange, REQUEST_LIMIT, self._head_limit(),
                                    give_up=client.session.close)  # ends the helper's read
                except RequestTooSlowError:
                    if self._client is client:  # the next request opens a new connection
                        self._client = None
                    raise

            self._client.session.request = counted
        return self._client

    def _head_limit(self) -> float:
        """The most an answer's status line and headers may take: they are a few hundred
        bytes, so a head not all there after the connect and read timeouts and one floor
        window trickles."""
        return self._timeout[0] + self._timeout[1] + FLOOR_WINDOW

    def request(self, url: str, method: str, body: str = "",
                headers: dict[str, str] | None = None) -> Any:
        """One HTTP request; transport and login failures become CalendarConnectionError."""
        from caldav.lib import error as dav_error

        try:
            return self._dav().request(url, method, body, headers or {})
        except dav_error.AuthorizationError as err:
            if "Forbidden" in str(err) or "403" in str(err):  # logged in, but not allowed there
                raise CalendarError(tr("The calendar server does not allow {method} on {url} "
                                       "(403 Forbidden).", method=method, url=url)) from err
            raise CalendarConnectionError("login", tr(
                "The calendar server refused the login for {user}.",
                user=self.account.username)) from err
        except Exception as err:  # niquests/requests connection, TLS and timeout errors
            raise self._unreachable(err) from err

    def _unreachable(self, err: Exception) -> CalendarConnectionError:
        name = type(err).__name__
        chain = list(error_chain(err, implicit=True))
        if any(isinstance(e, BodyTooSlowError) for e in chain):
            return CalendarConnectionError("connect", tr(
                "The calendar server at {url} was too slow: its answer brought less than "
                "{size} bytes in {seconds} s and was ended. BotPsy uses its local copy "
                "meanwhile and tries again at the next sync.", url=self.account.url,
                size=FLOOR_BYTES, seconds=f"{FLOOR_WINDOW:g}"))
        if any(isinstance(e, HeadTooSlowError) for e in chain):
            return CalendarConnectionError("connect", tr(
                "The calendar server at {url} was too slow: the start of its answer was "
                "still not all there after {seconds} s and was ended. BotPsy uses its local "
                "copy meanwhile and tries again at the next sync.", url=self.account.url,
                seconds=f"{self._head_limit():g}"))
        if any(isinstance(e, BodyTooLargeError) for e in chain):
            return CalendarConnectionError("connect", tr(
                "The calendar server at {url} sent an answer larger than {size} MB, more than "
                "any calendar needs, so it was not read. BotPsy uses its local copy meanwhile "
                "and tries again at the next sync.", url=self.account.url,
                size=MAX_BODY // (1024 * 1024)))
        if any(isinstance(e, RequestTooSlowError) for e in chain):
            return CalendarConnectionError("connect", tr(
                "The calendar server at {url} was too slow: one request was still going "
                "after {seconds} s and was ended. BotPsy uses its local copy meanwhile and "
                "tries again at the next sync.", url=self.account.url,
                seconds=f"{REQUEST_LIMIT:g}"))
        if "ssl" in f"{name} {err}".lower() or "certificate" in str(err).lower():
            return CalendarConnectionError("tls", tr(
                "Cannot reach the calendar server at {url} safely: its certificate is not "
                "trusted. If the server uses its own CA, give that CA's certificate "
                "(--ca-file).", url=self.account.url))
        kind = network_failure(err)  # HTTP libraries wrap the socket's own error
        if kind == "stalled":
            return CalendarConnectionError("connect", tr(
                "The calendar server at {url} stopped answering (nothing for {seconds} s). "
                "BotPsy uses its local copy meanwhile and tries again at the next sync.",
                url=self.account.url, seconds=f"{self._timeout[1]:g}"))
        if kind == "cut":
            return CalendarConnectionError("connect", tr(
                "The connection to the calendar server at {url} was cut ({error}). BotPsy "
                "uses its local copy meanwhile and tries again at the next sync.",
                url=self.account.url, error=name))
        return CalendarConnectionError("connect", tr(
            "Cannot reach the calendar server at {url} ({error}). BotPsy uses its local copy "
            "meanwhile and tries again at the next sync.", url=self.account.url, error=name))

    def _multistatus(self, url: str, method: str, body: str, depth: str | None) -> Any:
        headers = {"Content-Type": 'application/xml; charset="utf-8"'}
        if depth is not None:
            headers["Depth"] = depth
        response = self.request(url, method, body, headers)
        if response.status != 207 or response.tree is None:
            raise CalendarError(tr("The calendar server answered {method} with HTTP "
                                   "{status}.", method=method, status=response.status))
        return response.tree

    # -- discovery ----------------------------------------------------------------------------
    def well_known(self) -> str:
        """RFC 6764: where /.well-known/caldav points on the account's host (same host only)."""
        parts = urlsplit(self.account.url)
        if parts.path not in ("", "/"):
            return self.account.url
        url = f"{parts.scheme}://{parts.netloc}/.well-known/caldav"
        for _hop in range(5):
            try:
                answer = self._dav().session.request(
                    "PROPFIND", url, allow_redirects=False, timeout=self._timeout,
                    verify=self.account.ca_file or True, headers={"Depth": "0"})
            except Exception as err:
                raise self._unreachable(err) from err
            if answer.status_code in (301, 302, 303, 307, 308):
                target = urljoin(url, answer.headers.get("Location", ""))
                if urlsplit(target).netloc != parts.netloc:
                    break  # never follow discovery to another host
                url = target
                continue
            if answer.status_code in (200, 207, 401):
                return url
            break
        return self.account.url

    def home(self) -> str:
        """The calendar home of the logged-in principal (discovered from the account URL)."""
        from caldav.lib import error as dav_error

        start = self.well_known()
        client = self._dav()
        try:
            client.url = client.url.join(start)
            principal = client.principal()
            return str(principal.calendar_home_set.url)
        except dav_error.AuthorizationError as err:
            raise CalendarConnectionError("login", tr(
                "The calendar server refused the login for {user}.",
                user=self.account.username)) from err
        except dav_error.DAVError as err:
            raise CalendarConnectionError("discovery", tr(
                "No CalDAV calendars were found at {url} ({error}).", url=self.account.url,
                error=str(err)[:120])) from err
        except Exception as err:
            raise self._unreachable(err) from err

    # -- reading ------------------------------------------------------------------------------
    def collections(self, home: str) -> list[Collection]:
        """Every calendar and task list under the home, with ctag and sync-token (1 request)."""
        tree = self._multistatus(home, "PROPFIND", COLLECTIONS_BODY, "1")
        found = []
        for response in tree.findall(f"{DAV}response"):
            prop, href = _ok_props(response), _href(home, response)
            if prop is None or prop.find(f"{DAV}resourcetype/{CAL}calendar") is None \
                    or not href:
                continue
            comps = tuple(c.get("name", "") for c in
                          prop.findall(f"{CAL}supported-calendar-component-set/{CAL}comp"))
            found.append(Collection(
                url=href, name=prop.findtext(f"{DAV}displayname") or
                urlsplit(href).path.rstrip("/").rsplit("/", 1)[-1],
                color=prop.findtext("{http://apple.com/ns/ical/}calendar-color") or "",
                components=comps or ("VEVENT", "VTODO"),
                ctag=prop.findtext("{http://calendarserver.org/ns/}getctag") or "",
                sync_token=prop.findtext(f"{DAV}sync-token") or ""))
        return found

    def changes(self, collection: Collection, token: str,
                known: dict[str, str]) -> Changes:
        """Objects changed since ``token`` (RFC 6578), or, on a server without sync-tokens,
        since the ETags in ``known``. An expired token falls back to a full listing."""
        if collection.sync_token:
            try:
                return self._sync_collection(collection.url, token)
            except CalendarError:
                if not token:
                    raise
                return self._sync_collection(collection.url, "")
        tree = self._multistatus(collection.url, "PROPFIND", ETAGS_BODY, "1")
        listed: dict[str, str] = {}
        for response in tree.findall(f"{DAV}response"):
            prop = _ok_props(response)
            href = _href(collection.url, response)
            if prop is not None and href and href.rstrip("/") != collection.url.rstrip("/"):
                listed[href] = prop.findtext(f"{DAV}getetag") or ""
        wanted = [h for h, etag in listed.items() if known.get(h) != etag]
        return Changes(collection.ctag, self.fetch(collection.url, wanted),
                       [h for h in known if h not in listed])

    def _sync_collection(self, url: str, token: str) -> Changes:
        body = ('<?xml version="1.0" encoding="utf-8"?><d:sync-collection xmlns:d="DAV:">'
                f"<d:sync-token>{escape(token)}</d:sync-token><d:sync-level>1</d:sync-level>"
                "<d:prop><d:getetag/></d:prop></d:sync-collection>")
        tree = self._multistatus(url, "REPORT", body, None)
        result = Changes(tree.findtext(f"{DAV}sync-token") or "", full=not token)
        wanted = []
        for response in tree.findall(f"{DAV}response"):
            href = _href(url, response)
            if not href or href.rstrip("/") == url.rstrip("/"):
                continue
            if _status(response) == 404:
                result.deleted.append(href)
            elif _ok_props(response) is not None:
                wanted.append(href)
        result.changed = self.fetch(url, wanted)
        return result

    def fetch(self, url: str, hrefs: Iterable[str]) -> list[tuple[str, str, str]]:
        """(href, etag, iCalendar text) of objects, by calendar-multiget in batches."""
        wanted = list(hrefs)
        found = []
        for first in range(0, len(wanted), MULTIGET_BATCH):
            refs = "".join(f"<d:href>{escape(urlsplit(h).path)}</d:href>"
                           for h in wanted[first:first + MULTIGET_BATCH])
            body = ('<?xml version="1.0" encoding="utf-8"?><c:calendar-multiget xmlns:d="DAV:" '
                    'xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/>'
                    f"<c:calendar-data/></d:prop>{refs}</c:calendar-multiget>")
            tree = self._multistatus(url, "REPORT", body, None)
            for response in tree.findall(f"{DAV}response"):
                prop = _ok_props(response)
                if prop is None or not _href(url, response):
                    continue
                found.append((_href(url, response),
                              prop.findtext(f"{DAV}getetag") or "",
                              prop.findtext(f"{CAL}calendar-data") or ""))
        return found

    def get(self, href: str) -> tuple[str, str] | None:
        """(etag, text) of one object, or None when it is gone."""
        response = self.request(href, "GET")
        if response.status == 404:
            return None
        if response.status != 200:
            raise CalendarError(tr("The calendar server answered HTTP {status}.",
                                   status=response.status))
        return str(response.headers.get("ETag", "")), response._raw_body.decode("utf-8",
                                                                                  "replace")

    # -- writing ------------------------------------------------------------------------------
    def put(self, href: str, text: str, etag: str) -> str:
        """Store an object only if it is unchanged since ``etag`` (or new, when etag is "").
        Returns the new ETag ("" when the server does not say). A 412 is ConflictError."""
        headers = {"Content-Type": "text/calendar; charset=utf-8"}
        headers["If-Match" if etag else "If-None-Match"] = etag or "*"
        response = self.request(href, "PUT", text, headers)
        if response.status == 412:
            raise ConflictError(tr("changed on the server"))
        if response.status not in (200, 201, 204):
            raise CalendarError(tr("The calendar server did not accept the change (HTTP "
                                   "{status}).", status=response.status))
        return str(response.headers.get("ETag", ""))

    def delete(self, href: str, etag: str) -> None:
        """Delete an object only if unchanged since ``etag``; one already gone is fine."""
        response = self.request(href, "DELETE", "", {"If-Match": etag} if etag else {})
        if response.status == 412:
            raise ConflictError(tr("changed on the server"))
        if response.status not in (200, 204, 404):
            raise CalendarError(tr("The calendar server did not delete it (HTTP {status}).",
                                   status=response.status))

    def test(self) -> list[tuple[str, str]]:
        """Connection test: discovery and login, then the calendar list."""
        try:
            home = self.home()
            found = self.collections(home)
        except CalendarConnectionError as err:
            return [(err.stage, err.message)]
        except CalendarError as err:
            return [("calendars", str(err))]
        return [("login", "ok"), ("calendars", f"ok ({len(found)} found)")]


def default_end(start: datetime | date, duration_minutes: int) -> datetime | date:
    """The end of an event given its start and length (all-day events last one day)."""
    if isinstance(start, datetime):
        return start + timedelta(minutes=duration_minutes)
    return start + timedelta(days=1)
