"""Issue 27, item 1: CLI commands beside a running window do no double work — one sync of an
account at a time across processes (a lock file in the data folder), so a queued change goes
out once and the local copy is written by one process at a time."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

from connectors.base import one_at_a_time

ROOT = Path(__file__).resolve().parents[2]


def hold_in_another_process(folder: Path, what: str, seconds: float) -> subprocess.Popen[str]:
    """A process that takes the lock, says so, and keeps it for ``seconds``."""
    process = subprocess.Popen([sys.executable, "-c", textwrap.dedent(f"""
        import time
        from pathlib import Path
        from connectors.base import one_at_a_time
        with one_at_a_time(Path({str(folder)!r}), {what!r}):
            print("held", flush=True)
            time.sleep({seconds})
    """)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None and process.stdout.readline().strip() == "held"
    return process


def test_the_lock_holds_across_processes(tmp_path: Path) -> None:
    holder = hold_in_another_process(tmp_path, "mail-sync-work", 1.0)
    started = time.monotonic()
    with one_at_a_time(tmp_path, "mail-sync-work"):
        waited = time.monotonic() - started
    holder.wait(10)
    assert waited >= 0.7  # it waited for the other process
    started = time.monotonic()
    with one_at_a_time(tmp_path, "mail-sync-home"):  # another account: no waiting
        assert time.monotonic() - started < 0.5


def test_a_mail_sync_waits_for_the_other_process(mail_servers: Any, secrets: Any,
                                                 tmp_path: Path) -> None:
    from connectors import ConnectorContext
    from connectors.mail.account import set_password
    from connectors.mail.tools import sync_account
    from tests.connectors.mail.test_mail import account

    work = account(mail_servers)
    set_password(work, "alice-pw")
    context = ConnectorContext(tmp_path, (), {"mail": {"accounts": [work.to_settings()]}})
    holder = hold_in_another_process(tmp_path, f"mail-sync-{work.name}", 1.5)
    started = time.monotonic()
    report = sync_account(context, work)
    assert time.monotonic() - started >= 1.0  # the window's sync was running: it waited
    assert holder.wait(10) == 0 and report is not None
