"""`python -m tests.faults.uptime [--hours 24] [--plot docs/uptime.svg]`: a day of uptime, fast.

Issue 27, item 5. The real window (offscreen, a scripted model: the model is not what is
measured) runs against real Dovecot with its clock sped up: each step is five virtual
minutes. In each step two new messages arrive and the window's own sync fetches them (as its
five-minute timer would); the user starts a new conversation and gets an answer; every
virtual hour two alarms are set for later that hour, and at each step the window looks for
what came due with the virtual time. Every virtual hour it samples the process: RSS, open
files, threads, and the size of the data folder's databases.

At the end it checks that every alarm rang exactly once, that every message arrived in the
local copy, and that every conversation was stored. It prints one JSON line per virtual hour
and a summary, writes the curves as an SVG (``--plot``), and exits non-zero when a check
fails. ``tests/faults/test_uptime.py`` runs two virtual hours in the suite.

The clock: the window's alert lookup and the alarms read the time through
``app.ui.reminders.datetime`` and the ``now`` it passes down; both are the virtual clock
here. Everything else (timeouts, the sync's own pacing) runs in real time.
"""

from __future__ import annotations

import argparse
import json
import os
import smtplib
import sys
import tempfile
import time
from collections import Counter
from datetime import UTC, datetime, timedelta
from email.message import EmailMessage
from pathlib import Path
from typing import Any

STEP = timedelta(minutes=5)


def _size(path: Path) -> int:
    """A file's size; 0 when it went away meanwhile (SQLite removes a -wal or -shm file as
    its last connection closes, between the listing and the stat)."""
    try:
        return path.stat().st_size if path.is_file() else 0
    except FileNotFoundError:
        return 0


def sample(data: Path) -> dict[str, float]:
    """What the process holds now: RSS (MB), open files, threads, databases (MB)."""
    status = Path("/proc/self/status").read_text()
    fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
    rss_kb = int(fields["VmRSS"].split()[0])
    databases = sum(_size(p) for p in data.rglob("*.sqlite3*"))
    return {"rss_mb": round(rss_kb / 1024, 1),
            "open_files": len(os.listdir("/proc/self/fd")),
            "threads": int(fields["Threads"]),
            "databases_mb": round(databases / 1e6, 2),
            # a C extension that releases True or False once too often brings the process
            # down when the count reaches 0 (found here: "bool_dealloc" after 29 hours)
            "true_refs": sys.getrefcount(True), "false_refs": sys.getrefcount(False)}


def svg(rows: list[dict[str, Any]], path: Path) -> None:
    """The four curves against virtual hours, one small chart each, as a plain SVG."""
    charts = (("rss_mb", "RSS (MB)"), ("open_files", "open files"), ("threads", "threads"),
              ("databases_mb", "databases (MB)"))
    width, height, pad = 360, 160, 36
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{2 * width}" '
             f'height="{2 * height}" font-family="sans-serif" font-size="11">',
             f'<rect width="{2 * width}" height="{2 * height}" fill="white"/>']
    hours = [r["hour"] for r in rows]
    for index, (key, title) in enumerate(charts):
        ox, oy = (index % 2) * width, (index // 2) * height
        values = [float(r[key]) for r in rows]
        high = max(values) * 1.15 or 1.0
        span = max(hours[-1] - hours[0], 1)

        def x(hour: float, ox: int = ox, span: float = span) -> float:
            return ox + pad + (hour - hours[0]) / span * (width - 2 * pad)

        def y(value: float, oy: int = oy, high: float = high) -> float:
            return oy + height - pad - value / high * (height - 2 * pad)

        points = " ".join(f"{x(h):.1f},{y(v):.1f}" for h, v in zip(hours, values, strict=True))
        parts += [f'<text x="{ox + pad}" y="{oy + 16}" font-weight="bold">{title}</text>',
                  f'<line x1="{ox + pad}" y1="{y(0):.1f}" x2="{ox + width - pad}" '
                  f'y2="{y(0):.1f}" stroke="#999"/>',
                  f'<line x1="{ox + pad}" y1="{oy + pad - 8}" x2="{ox + pad}" y2="{y(0):.1f}" '
                  'stroke="#999"/>',
                  f'<text x="{ox + 4}" y="{y(high / 1.15) + 4:.1f}">{high / 1.15:g}</text>',
                  f'<text x="{ox + 4}" y="{y(0) + 4:.1f}">0</text>',
                  f'<text x="{ox + width - pad - 40}" y="{oy + height - 8}">hour {hours[-1]}'
                  '</text>',
                  f'<polyline fill="none" stroke="#2a6fdb" stroke-width="1.6" '
                  f'points="{points}"/>']
    parts.append("</svg>")
    path.write_text("\n".join(parts) + "\n", encoding="utf-8")


def deliver(servers: Any, user: str, first: int, count: int) -> None:
    with smtplib.LMTP("127.0.0.1", servers.lmtp_port) as lmtp:
        for index in range(first, first + count):
            message = EmailMessage()
            message["From"] = f"sender{index % 7}@example.net"
            message["To"] = f"{user}@example.org"
            message["Subject"] = f"Uptime {index}"
            message.set_content(f"message {index} " + "words " * 150)
            lmtp.sendmail("sender@example.net", [f"{user}@example.org"], bytes(message))


def run(hours: int, servers: Any, home: Path, user: str = "uptime",
        chat: bool = True) -> dict[str, Any]:
    """The accelerated day; returns the hourly samples and the checks (``chat``: a new
    conversation each step; without, the growth that is the conversations' own shows)."""
    from PySide6.QtWidgets import QApplication

    import app.ui.reminders as reminders_module
    from app.store.db import Store
    from app.ui.application import BotPsyApp
    from connectors import ConnectorContext
    from connectors.mail.account import MailAccount, set_password
    from connectors.mail.cache import MailCache
    from connectors.system.tools import alarm_store
    from tests.support.doubles import ScriptedBackend
    from tests.support.gui_clock import spin

    start = datetime(2026, 12, 7, 6, 0, tzinfo=UTC)
    clock = {"now": start}

    class VirtualTime(datetime):
        @classmethod
        def now(cls, tz: Any = None) -> datetime:  # type: ignore[override]
            return clock["now"] if tz is None else clock["now"].astimezone(tz)

    real_datetime = reminders_module.datetime
    reminders_module.datetime = VirtualTime  # type: ignore[misc]
    steps = hours * 12
    account = MailAccount("uptime", f"{user}@example.org", "127.0.0.1", "127.0.0.1",
                          imap_port=servers.imaps_port, smtp_port=servers.smtps_port,
                          username=user, ca_file=str(servers.ca))
    set_password(account, f"{user}-pw")
    app = QApplication.instance() or QApplication(sys.argv)
    store = Store(home / "db.sqlite3")
    store.set_setting("connectors", {"mail": {"accounts": [account.to_settings()]}})
    backend = ScriptedBackend(["Noted."] * (steps + 10))
    botpsy = BotPsyApp(store, backend_factory=lambda s: backend, model="scripted")
    rang: Counter[str] = Counter()
    looked = {"count": 0}

    def show_alert(alert: Any, missed: bool = False) -> None:
        # an alarm's words are its label and when it was due: "alarm 3 (Mon 07 Dec 07:20)"
        rang[str(alert.text).split(" (")[0]] += 1

    def on_due(alerts: list[Any]) -> None:
        for alert in alerts:
            show_alert(alert)
        looked["count"] += 1

    botpsy.reminders.show_alert = show_alert  # type: ignore[method-assign]
    botpsy.reminders._on_due = on_due  # type: ignore[method-assign]
    finished: list[object] = []
    botpsy.window.task_finished.connect(finished.append)

    alarms: list[str] = []
    samples: list[dict[str, Any]] = []
    delivered = 0
    context = ConnectorContext(home, (), {})
    try:
        botpsy.start(show_first_run=False)
        botpsy.syncing.stop()
        botpsy.reminders.timer.stop()  # the steps below drive both, on the virtual clock
        spin(lambda: botpsy.window.model_ready and not botpsy.syncing.running, 120)
        samples.append({"hour": 0, **sample(home)})
        for step in range(1, steps + 1):
            clock["now"] = start + step * STEP
            deliver(servers, user, delivered, 2)
            delivered += 2
            if step % 12 == 1:  # each virtual hour: two alarms later in that hour
                for minutes in (20, 40):
                    label = f"alarm {len(alarms)}"
                    alarm_store(context).add("alarm", clock["now"] + timedelta(
                        minutes=minutes), label)
                    alarms.append(label)
            botpsy.syncing.sync()
            spin(lambda: not botpsy.syncing.running, 60)
            before = looked["count"]
            botpsy.check_alerts()
            spin(lambda before=before: looked["count"] > before, 30)  # type: ignore[misc]
            if chat:
                botpsy.window.column.new_conversation()
                botpsy.window.input.setPlainText(f"Note {step}: buy milk")
                count = len(finished)
                botpsy.window.column.on_send_clicked()
                spin(lambda count=count: len(finished) > count, 60)  # type: ignore[misc]
            if step % 12 == 0:
                samples.append({"hour": step // 12, **sample(home)})
                print(json.dumps(samples[-1]), flush=True)
        # the last alarms come due after the last step: one more look, an hour later
        clock["now"] += timedelta(hours=1)
        before = looked["count"]
        botpsy.check_alerts()
        spin(lambda: looked["count"] > before, 30)
        conversations = len(store.list_conversations())
        cached = len(MailCache(home / "mail-cache.sqlite3").search("uptime", "INBOX",
                                                                    limit=100_000))
    finally:
        reminders_module.datetime = real_datetime  # type: ignore[misc]
        botpsy.dispose()
        del app
    twice = sorted(label for label, count in rang.items() if count > 1)
    never = sorted(set(alarms) - set(rang))
    first, last = samples[1] if len(samples) > 1 else samples[0], samples[-1]
    return {"hours": hours, "steps": steps, "alarms": len(alarms),
            "rang_twice": twice, "never_rang": never, "messages_delivered": delivered,
            "messages_cached": cached, "conversations": conversations,
            "rss_mb_first_hour": first["rss_mb"], "rss_mb_last": last["rss_mb"],
            "open_files_first_hour": first["open_files"], "open_files_last": last["open_files"],
            "threads_max": max(s["threads"] for s in samples),
            "databases_mb_last": last["databases_mb"], "samples": samples}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hours", type=int, default=24)
    parser.add_argument("--plot", type=Path, default=None, help="write the curves as SVG")
    parser.add_argument("--no-chat", action="store_true", help="no conversations")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = Path(tempfile.mkdtemp(prefix="botpsy-uptime-"))
    os.environ["BOTPSY_HOME"] = str(home)
    from tests.support.mailserver import start_mail_servers
    from tests.support.memory_keyring import MemoryKeyring, installed

    servers = start_mail_servers()
    started = time.monotonic()
    try:
        with installed(MemoryKeyring()):
            result = run(args.hours, servers, home, chat=not args.no_chat)
    finally:
        servers.stop()
    result["seconds"] = round(time.monotonic() - started)
    if args.plot:
        svg(result["samples"], args.plot)
    print(json.dumps({k: v for k, v in result.items() if k != "samples"}))
    ok = (not result["rang_twice"] and not result["never_rang"]
          and result["messages_cached"] == result["messages_delivered"]
          and result["conversations"] == (result["steps"] if not args.no_chat else 0))
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
