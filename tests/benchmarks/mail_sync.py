"""Benchmark: mail sync and search over 10,000 messages in a real Dovecot.

    python -m tests.benchmarks.mail_sync [--messages N]

1. Initial sync into the cache (headers, flags, and the bodies of recent mail, all recent here)
   vs. a plain imapclient fetch of the same headers (ENVELOPE FLAGS RFC822.SIZE), which stores
   nothing and reads no body: the ratio is the price of an offline, searchable copy.
2. A no-change incremental sync: round trips and time.
3. FTS5 search latency over the cache: median and p95 of 50 queries; and of 20 queries with
   Han words, found by their characters (not the index: a Han run is one index word), none
   of which any message has, so every message is read.
4. route.known_names: the look-up of the names a request might call, which runs on every
   request while routing: eight names nobody is called (the whole copy is read), and one
   that a tenth of the mail comes from; and a Chinese request naming nobody, and one naming
   "王芳", from whom another tenth comes (the names written so are read from the headers).
Prints one JSON object as the last line.
"""

from __future__ import annotations

import argparse
import json
import smtplib
import statistics
import tempfile
import time
from email.message import EmailMessage
from pathlib import Path

from connectors.mail.account import MailAccount
from connectors.mail.cache import MailCache
from connectors.mail.client import MailClient
from tests.support.mailserver import start_mail_servers

WORDS = ("invoice garden budget meeting travel lease dentist report plan kiwi harbour "
         "lighthouse winter ticket contract").split()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--messages", type=int, default=10_000)
    args = parser.parse_args()
    servers = start_mail_servers()
    try:
        start = time.perf_counter()
        with smtplib.LMTP("127.0.0.1", servers.lmtp_port) as lmtp:
            for index in range(args.messages):
                message = EmailMessage()
                # a tenth from a person with a name (route.known_names below)
                # and another tenth from one whose name is written in Chinese
                message["From"] = f"Greta Lind <sender{index % 97}@example.net>" \
                    if index % 10 == 0 else f"王芳 <wang{index % 97}@example.cn>" \
                    if index % 10 == 5 else f"sender{index % 97}@example.net"
                message["To"] = "alice@example.org"
                message["Subject"] = f"Message {index} about {WORDS[index % len(WORDS)]}"
                message["Message-ID"] = f"<bench-{index}@example.net>"
                message.set_content(" ".join(WORDS[(index + k) % len(WORDS)] for k in range(60)))
                lmtp.sendmail("sender@example.net", ["alice@example.org"], bytes(message))
        fill_s = time.perf_counter() - start
        account = MailAccount("bench", "alice@example.org", "127.0.0.1", "127.0.0.1",
                              imap_port=servers.imaps_port, smtp_port=servers.smtps_port,
                              username="alice", ca_file=str(servers.ca))
        client = MailClient(account, "alice-pw")

        start = time.perf_counter()
        with client.imap() as imap:
            imap.select_folder("INBOX", readonly=True)
            uids = imap.search(["ALL"])
            for offset in range(0, len(uids), 500):
                imap.fetch(uids[offset:offset + 500], ["ENVELOPE", "FLAGS", "RFC822.SIZE"])
        plain_s = time.perf_counter() - start

        with tempfile.TemporaryDirectory() as tmp:
            cache = MailCache(Path(tmp) / "cache.sqlite3")
            start = time.perf_counter()
            with client.imap() as imap:
                initial = cache.sync("bench", imap, ["INBOX"])
            initial_s = time.perf_counter() - start
            start = time.perf_counter()
            with client.imap() as imap:
                again = cache.sync("bench", imap, ["INBOX"])
            nochange_s = time.perf_counter() - start
            latencies = []
            for index in range(50):
                query = f"{WORDS[index % len(WORDS)]} {WORDS[(index * 7) % len(WORDS)]}"
                start = time.perf_counter()
                cache.search("bench", "INBOX", text=query, limit=20)
                latencies.append((time.perf_counter() - start) * 1000)
            latencies.sort()
            han = []
            for index in range(20):
                query = ("取车码", "押金 公寓", "预订号 罗马", "保单号")[index % 4]
                start = time.perf_counter()
                cache.search("bench", "INBOX", text=query, limit=20, any_word=index % 2 == 1)
                han.append((time.perf_counter() - start) * 1000)
            han.sort()
            # route.known_names: the names a request might call, looked up in the local copy
            # (every request, while routing): a request of eight words that could be names,
            # none of whom wrote (the whole copy is read), and one who wrote a tenth of it
            from app.agent.language import LEXICON
            from connectors import ConnectorContext
            from connectors.mail.tools import MailTools

            tools = MailTools(ConnectorContext(Path(tmp), (Path(tmp),), {}, words=LEXICON),
                              [account])
            tools.cache = cache
            names: dict[str, list[float]] = {"nobody": [], "greta": [], "han_nobody": [],
                                             "han_wang": []}
            for who, said in (("nobody", "Did Anna Boris Clara Dmitri Elena Farid Hiro "
                                         "Ivan write?"),
                              ("greta", "Did Greta write about the lease?"),
                              # a name with no word edges: the names the copy writes so
                              # are looked for in the request
                              ("han_nobody", "李经理回复我了吗？"),
                              ("han_wang", "王芳回复我了吗？")):
                for _ in range(20):
                    start = time.perf_counter()
                    tools.mail_search_named(said)
                    names[who].append((time.perf_counter() - start) * 1000)
            cache_mb = (Path(tmp) / "cache.sqlite3").stat().st_size / 1e6
    finally:
        servers.stop()
    print(json.dumps({
        "messages": args.messages, "fill_lmtp_s": round(fill_s, 1),
        "initial_sync_s": round(initial_s, 2), "initial_new": initial.new,
        "initial_round_trips": initial.round_trips,
        "plain_header_fetch_s": round(plain_s, 2),
        "ratio_sync_over_plain": round(initial_s / plain_s, 1),
        "nochange_sync_s": round(nochange_s, 3), "nochange_round_trips": again.round_trips,
        "search_median_ms": round(statistics.median(latencies), 2),
        "search_p95_ms": round(latencies[int(len(latencies) * 0.95) - 1], 2),
        "han_search_median_ms": round(statistics.median(han), 2),
        "han_search_max_ms": round(han[-1], 2),
        "cache_mb": round(cache_mb, 1),
        **{f"known_names_{who}_median_ms": round(statistics.median(ms), 2)
           for who, ms in names.items()},
        **{f"known_names_{who}_max_ms": round(max(ms), 2) for who, ms in names.items()},
    }))


if __name__ == "__main__":
    main()
