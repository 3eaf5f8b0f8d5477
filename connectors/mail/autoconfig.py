"""The account form fills itself in from an address.

First from the table of common providers shipped with the app
(``providers.json`` beside this module: offline, kept by hand, Thunderbird's ISPDB is the model),
then from the domain's own DNS SRV records (RFC 6186: ``_imaps._tcp``, then ``_imap._tcp``;
RFC 8314's ``_submissions._tcp``, then RFC 6186's ``_submission._tcp``). A record whose target
is "." says the service is not offered there (RFC 2782). Nothing is sent anywhere but the
user's DNS resolver, and only when the table does not know the domain.

Plain DNS is not authenticated: whoever answers it can name any server, and the password goes
to that server at the first connection test. So a server outside the address's own domain is
taken from DNS only with the user's explicit yes, shown both domains (``Suggestion.confirm``;
Thunderbird asks the same). The shipped table is trusted as it is.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

log = logging.getLogger(__name__)

SrvRecord = tuple[int, int, int, str]  # priority, weight, port, target
SrvLookup = Callable[[str], list[SrvRecord]]

# (service, security) in the order they are preferred: implicit TLS first (RFC 8314)
IMAP_SERVICES = (("_imaps._tcp", "tls"), ("_imap._tcp", "starttls"))
SMTP_SERVICES = (("_submissions._tcp", "tls"), ("_submission._tcp", "starttls"))


@dataclass(frozen=True)
class Suggestion:
    """Servers for an address, where they came from, and what to know."""

    imap: tuple[str, int, str]  # host, port, security ("tls" | "starttls")
    smtp: tuple[str, int, str]
    username: str  # "" when it is the address itself
    source: str  # "BotPsy's list of providers (Gmail)", "the DNS of example.org"
    note: str = ""
    confirm: str = ""  # the question to put to the user before these servers are used

    def fields(self) -> dict[str, str | int]:
        """The form's fields this fills in."""
        return {"imap_host": self.imap[0], "imap_port": self.imap[1],
                "imap_security": self.imap[2], "smtp_host": self.smtp[0],
                "smtp_port": self.smtp[1], "smtp_security": self.smtp[2],
                "username": self.username}


@lru_cache(maxsize=1)
def providers() -> list[dict]:
    """The shipped table."""
    with Path(__file__).with_name("providers.json").open(encoding="utf-8") as handle:
        return list(json.load(handle)["providers"])


def _domain(email: str) -> str:
    local, at, domain = email.strip().rpartition("@")
    return domain.lower().rstrip(".") if at and local and "." in domain else ""


def from_table(email: str) -> Suggestion | None:
    """The servers of a known provider (also for its subdomains)."""
    domain = _domain(email)
    if not domain:
        return None
    for entry in providers():
        if any(domain == d or domain.endswith("." + d) for d in entry["domains"]):
            imap, smtp = entry["imap"], entry["smtp"]
            username = email.strip().partition("@")[0] if entry["username"] == "local" else ""
            return Suggestion((imap[0], int(imap[1]), imap[2]), (smtp[0], int(smtp[1]), smtp[2]),
                              username, f"BotPsy's list of providers ({entry['name']})",
                              entry.get("note", ""))
    return None


def dns_srv(name: str) -> list[SrvRecord]:
    """SRV records of ``name`` from the system's resolver ([] when there are none)."""
    import dns.exception
    import dns.resolver

    resolver = dns.resolver.Resolver()
    resolver.lifetime = 3.0  # offline: give up quickly
    try:
        answer = resolver.resolve(name, "SRV")
    except (dns.exception.DNSException, OSError) as err:
        log.info("no SRV for %s: %s", name, type(err).__name__)
        return []
    return [(int(r.priority), int(r.weight), int(r.port), str(r.target).rstrip("."))
            for r in answer]


def within(host: str, domain: str) -> bool:
    """Whether ``host`` is the address's domain or under it."""
    host = host.lower().rstrip(".")
    return host == domain or host.endswith("." + domain)


def _best(domain: str, services: tuple[tuple[str, str], ...],
          lookup: SrvLookup) -> tuple[str, int, str] | None:
    for service, security in services:
        records = lookup(f"{service}.{domain}")
        if not records:
            continue
        _priority, _weight, port, target = min(records, key=lambda r: (r[0], -r[1]))
        if target in ("", "."):  # "not offered here" (RFC 2782): try the next service
            continue
        return target, port, security
    return None


def from_dns(email: str, lookup: SrvLookup = dns_srv) -> Suggestion | None:
    """The servers the domain announces (RFC 6186); None unless both are announced."""
    domain = _domain(email)
    if not domain:
        return None
    imap = _best(domain, IMAP_SERVICES, lookup)
    smtp = _best(domain, SMTP_SERVICES, lookup) if imap else None
    if imap is None or smtp is None:
        return None
    outside = sorted({host for host, _port, _security in (imap, smtp)
                      if not within(host, domain)})
    confirm = "" if not outside else (
        f"The DNS of {domain} names mail servers outside {domain}: {', '.join(outside)}. "
        f"DNS answers can be forged, and your password for {email.strip()} would be sent to "
        f"{' and '.join(outside)}. Use these servers only if your provider told you so.")
    return Suggestion(imap, smtp, "", f"the DNS of {domain} (RFC 6186)", confirm=confirm)


def suggest(email: str, lookup: SrvLookup | None = dns_srv) -> Suggestion | None:
    """Servers for ``email``: the table first, then DNS (``lookup=None``: the table only)."""
    return from_table(email) or (from_dns(email, lookup) if lookup is not None else None)
