"""Benchmark: does the window stay responsive while syncs meet a bad network? (issue 27, item 3)

    python -m tests.benchmarks.gui_under_faults [--messages N] [--new N]

The real window (offscreen unless DISPLAY is set, a scripted model: no model is needed) with a
mail account on real Dovecot and a calendar account on real Radicale, each behind the fault
proxy (tests/support/fault_proxy.py), the clients' read timeout cut to 3 s and the whole-
connection bound (connectors.mail.client.SESSION_LIMIT) to 8 s so a run takes minutes. For
each fault (a clean link, latency, a stall, a reset, a truncated answer, a captive portal's
garbage, a slow link that outlasts the bound) one background sync runs, as the timer or the
user would start it, while a 5 ms timer on the GUI thread records how late each tick fires and
the user types in the composer every 50 ms. Before each run, ``--new`` messages arrive, so
each sync has mail to fetch when the fault strikes (a "mid-answer" fault strikes after 30 KB,
inside the fetch of the new mail); the calendar holds 60 events. Reports per fault: how long
the sync took, what each account said, the longest GUI stall and the p99. Prints one JSON
object as the last line.
"""

from __future__ import annotations

import argparse
import json
import os
import smtplib
import statistics
import sys
import tempfile
import time
from datetime import datetime, timedelta
from email.message import EmailMessage
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HOME = tempfile.mkdtemp(prefix="botpsy-faults-")
os.environ["BOTPSY_HOME"] = HOME

#: (name, fault kind, bytes before it, latency) — what each run does to both servers' answers
FAULTS = (("clean", "pass", 0, 0.0), ("latency 50 ms", "pass", 0, 0.05),
          ("stall at once", "stall", 0, 0.0), ("stall mid-answer", "stall", 30_000, 0.0),
          ("reset mid-answer", "reset", 30_000, 0.0), ("truncated", "truncate", 30_000, 0.0),
          ("captive portal", "garbage", 0, 0.0), ("too slow for the bound", "pass", 0, 0.4))


def fill(servers: Any, count: int, first: int = 0) -> None:
    with smtplib.LMTP("127.0.0.1", servers.lmtp_port) as lmtp:
        for index in range(first, first + count):
            message = EmailMessage()
            message["From"] = f"sender{index % 13}@example.net"
            message["To"] = "alice@example.org"
            message["Subject"] = f"Report {index}"
            message.set_content(f"body {index} " + "words " * 300)
            lmtp.sendmail("sender@example.net", ["alice@example.org"], bytes(message))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--messages", type=int, default=300, help="in the mailbox at first")
    parser.add_argument("--new", type=int, default=100, help="new messages before each run")
    args = parser.parse_args()

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from app.store.db import Store
    from app.ui.application import BotPsyApp
    from connectors.calendars import client as calendar_client
    from connectors.calendars.account import CalDAVAccount
    from connectors.calendars.account import set_password as set_calendar_password
    from connectors.mail import client as mail_client
    from connectors.mail.account import MailAccount
    from connectors.mail.account import set_password as set_mail_password
    from tests.support.caldavserver import RadicaleServer
    from tests.support.doubles import ScriptedBackend
    from tests.support.fault_proxy import FaultProxy
    from tests.support.gui_clock import StallMeter, spin
    from tests.support.mailserver import start_mail_servers
    from tests.support.memory_keyring import MemoryKeyring, installed

    mail_client.TIMEOUT = 3
    mail_client.SESSION_LIMIT = 8
    servers = start_mail_servers()
    radicale_root = Path(tempfile.mkdtemp(prefix="botpsy-radicale-"))
    radicale = RadicaleServer(radicale_root)
    radicale.start()
    rows: list[dict[str, Any]] = []
    try:
        fill(servers, args.messages)
        import caldav

        home = caldav.DAVClient(url=radicale.url, username="alice",
                                password="alice-pw").principal().make_calendar(name="Home")
        for day in range(60):
            home.save_event(dtstart=datetime(2026, 12, 1, 9) + timedelta(days=day),
                            dtend=datetime(2026, 12, 1, 10) + timedelta(days=day),
                            summary=f"Meeting {day}")
        with installed(MemoryKeyring()), \
                FaultProxy("127.0.0.1", servers.imaps_port) as imap_proxy, \
                FaultProxy("127.0.0.1", radicale.port) as caldav_proxy:
            mail = MailAccount("mail", "alice@example.org", "127.0.0.1", "127.0.0.1",
                               imap_port=imap_proxy.port, smtp_port=servers.smtps_port,
                               username="alice", ca_file=str(servers.ca))
            set_mail_password(mail, "alice-pw")
            calendar = CalDAVAccount("calendar", f"http://127.0.0.1:{caldav_proxy.port}/",
                                     "alice")
            set_calendar_password(calendar, "alice-pw")
            original_session = calendar_client.CalDAVSession.__init__

            def short(self: Any, *a: Any, **k: Any) -> None:  # 3 s like the mail client
                k["timeout"] = (3, 3)
                original_session(self, *a, **k)

            calendar_client.CalDAVSession.__init__ = short  # type: ignore[method-assign]

            app = QApplication.instance() or QApplication(sys.argv)
            store = Store(Path(HOME) / "db.sqlite3")
            store.set_setting("connectors", {
                "mail": {"accounts": [mail.to_settings()]},
                "calendars": {"accounts": [calendar.to_settings()]}})
            botpsy = BotPsyApp(store, backend_factory=lambda s: ScriptedBackend(["ok"]),
                               model="scripted")
            botpsy.start(show_first_run=False)
            botpsy.syncing.stop()  # the runs below start every sync themselves

            spin(lambda: not botpsy.syncing.running, 120)
            meter = StallMeter()
            for number, (name, kind, after, latency) in enumerate(FAULTS):
                fill(servers, args.new, args.messages + number * args.new)  # new mail to fetch
                for proxy in (imap_proxy, caldav_proxy):
                    proxy.fault(kind, after=after, latency=latency)
                results: list[Any] = []
                botpsy.syncing.synced.connect(results.append)
                typing = QTimer()
                typing.setInterval(50)
                typing.timeout.connect(lambda: botpsy.window.input.insertPlainText("a"))
                botpsy.syncing.failures = 0
                started = time.perf_counter()
                meter.start()
                typing.start()
                botpsy.syncing.sync()
                spin(lambda: not botpsy.syncing.running, 180)
                spin(lambda: False, 0.3)  # the ticks after the sync's result arrived
                meter.stop()
                typing.stop()
                botpsy.syncing.synced.disconnect(results.append)
                botpsy.syncing.retry.stop()
                botpsy.window.input.clear()
                stalls = sorted(meter.gaps)
                said = {r.account: (r.error or r.summary)[:110] for r in
                        (results[0] if results else [])}
                rows.append({"fault": name, "sync_s": round(time.perf_counter() - started, 1),
                             "said": said, "ticks": len(stalls),
                             "stall_max_ms": round(stalls[-1], 1) if stalls else None,
                             "stall_p99_ms": round(stalls[int(len(stalls) * 0.99) - 1], 1)
                             if stalls else None,
                             "stall_median_ms": round(statistics.median(stalls), 2)
                             if stalls else None})
                print(json.dumps(rows[-1], ensure_ascii=False), flush=True)
            botpsy.dispose()
            del app
    finally:
        radicale.stop()
        servers.stop()
    worst = max(rows, key=lambda r: r["stall_max_ms"] or 0)
    print(json.dumps({"messages": args.messages, "new_per_run": args.new, "faults": len(rows),
                      "stall_max_ms": worst["stall_max_ms"], "worst_fault": worst["fault"],
                      "stall_p99_max_ms": max(r["stall_p99_ms"] or 0 for r in rows)}))


if __name__ == "__main__":
    main()
