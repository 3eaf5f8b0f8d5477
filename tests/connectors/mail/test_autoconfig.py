"""Filling in a mail account from its address: the shipped provider table, then DNS SRV
(RFC 6186, with RFC 8314's implicit-TLS submission first)."""

from __future__ import annotations

from connectors.mail import autoconfig
from connectors.mail.autoconfig import from_dns, from_table, providers, suggest


def records(table: dict[str, list[tuple[int, int, int, str]]]):  # type: ignore[no-untyped-def]
    return lambda name: table.get(name, [])


def test_the_table_knows_common_providers_and_their_subdomains() -> None:
    gmail = from_table("Sam.Lee@GMAIL.com ")
    assert gmail is not None and gmail.imap == ("imap.gmail.com", 993, "tls")
    assert gmail.username == "" and "app password" in gmail.note
    icloud = from_table("kim@me.com")
    assert icloud is not None and icloud.username == "kim"  # iCloud logs in without @me.com
    assert icloud.smtp == ("smtp.mail.me.com", 587, "starttls")
    assert from_table("ann@mail.fastmail.com") is not None  # a subdomain of a known one
    assert from_table("bob@example.org") is None
    for bad in ("", "no-at-sign", "@gmail.com", "x@localhost"):
        assert from_table(bad) is None


def test_every_entry_of_the_table_is_well_formed() -> None:
    seen: set[str] = set()
    for entry in providers():
        for server in (entry["imap"], entry["smtp"]):
            host, port, security = server
            assert host and 0 < port < 65536 and security in ("tls", "starttls"), entry
        assert entry["username"] in ("address", "local")
        assert not seen & set(entry["domains"]), entry["name"]  # one provider per domain
        seen |= set(entry["domains"])


def test_dns_srv_prefers_implicit_tls_the_lowest_priority_and_skips_a_dot() -> None:
    lookup = records({
        "_imaps._tcp.example.org": [(20, 0, 993, "backup.example.org"),
                                    (10, 5, 993, "imap.example.org")],
        "_imap._tcp.example.org": [(0, 0, 143, "plain.example.org")],
        # "." = not offered (RFC 2782): the STARTTLS submission service is used instead
        "_submissions._tcp.example.org": [(0, 0, 0, ".")],
        "_submission._tcp.example.org": [(0, 0, 587, "smtp.example.org")],
    })
    found = from_dns("me@example.org", lookup)
    assert found is not None
    assert found.imap == ("imap.example.org", 993, "tls")
    assert found.smtp == ("smtp.example.org", 587, "starttls")
    assert found.source == "the DNS of example.org (RFC 6186)"
    assert from_dns("me@example.org", records({"_imaps._tcp.example.org": [
        (0, 0, 993, "imap.example.org")]})) is None  # no submission server: no guess


def test_suggest_asks_the_dns_only_when_the_table_does_not_know_and_it_may() -> None:
    asked: list[str] = []

    def lookup(name: str):  # type: ignore[no-untyped-def]
        asked.append(name)
        return []

    assert suggest("sam@gmail.com", lookup) is not None and asked == []
    assert suggest("me@example.org", None) is None and asked == []
    assert suggest("me@example.org", lookup) is None
    assert asked[0] == "_imaps._tcp.example.org"


def test_the_real_resolver_answers_quickly_when_there_is_nothing() -> None:
    """Offline (as here) or a domain without records: an empty answer, no exception."""
    assert autoconfig.dns_srv("_imaps._tcp.invalid") == []
