"""`python -m tests.faults.crash_window [--kills N] [--seed S]`: kill the window with SIGKILL.

The other harness (tests/faults/crash.py) runs the app's pieces without widgets. This one runs
the window itself, as a user meets it: the real BotPsyApp on Qt's offscreen platform, over the
user's real database at BOTPSY_HOME, with a scripted model (the window's persistence is
measured, not the model). The worker types a message into the composer and presses Enter,
waits until the window shows the answer, and goes on; now and then it starts a new
conversation. It acknowledges (fsync'd):

- a user message once the window has taken it in (the worker stored it as sent, milliseconds
  after Enter; a message typed and killed before that is counted apart, as "typed");
- an answer the moment the window shows the task finished (the user saw it).

The controller kills it at a random moment, starts it again (the app's own start), and checks
that every database is whole (``PRAGMA integrity_check``) and that every acknowledged message
and answer is in a stored conversation, as the user saw it (the ``visible`` text). It prints
the counts and exits non-zero on any violation.
"""

from __future__ import annotations

import json
import os
import random
import re
import signal
import sqlite3
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from tests.faults.crash import (
    _ack,
    _acks,
    _databases,
    _start,
    _wait_ready,
    command_line,
    verdict,
)

#: a new conversation every this many messages, on average
NEW_CONVERSATION_EVERY = 6


def _answer(messages: list[dict[str, Any]]) -> str:
    """The scripted model's answer to the last user message ("user 3-7" → "answer 3-7")."""
    said = str(messages[-1].get("content", ""))
    token = re.findall(r"user (\d+-\d+)", said)
    return f"answer {token[-1]}" if token else "answer"


def worker(home: Path) -> int:
    """Start the window, say so, wait for the go, then chat until killed."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from app.services import open_store
    from app.ui.application import BotPsyApp
    from tests.support.doubles import ScriptedBackend

    config = json.loads((home / "crash.json").read_text())
    generation = int(config["generation"])
    rng = random.Random(config["seed"] * 1000 + generation)
    qt = QApplication.instance() or QApplication([])
    store = open_store()  # the app's start: migrations, damaged files set aside
    backend = ScriptedBackend([_answer] * 100_000)
    app = BotPsyApp(store, backend_factory=lambda settings: backend, model="scripted",
                    confirm_timeout_s=30)
    app.start(show_first_run=False)
    finished: list[object] = []
    kept: list[bool] = []
    app.window.task_finished.connect(finished.append)
    app.worker.kept.connect(lambda: kept.append(True))

    def wait(condition: Any, timeout: float = 30.0) -> None:
        deadline = time.monotonic() + timeout
        while not condition():
            if time.monotonic() > deadline:
                raise RuntimeError("the window took too long")
            qt.processEvents()
            time.sleep(0.002)

    wait(lambda: app.window.model_ready)
    (home / "ready").write_text(str(generation))
    wait(lambda: (home / "go").exists(), timeout=120)
    with open(home / "acks.jsonl", "a", encoding="utf-8") as log:
        for step in range(100_000):
            token = f"{generation}-{step}"
            if rng.random() < 1 / NEW_CONVERSATION_EVERY:
                app.window.column.new_conversation()
            done, stored = len(finished), len(kept)
            app.window.input.setPlainText(f"user {token}")
            QTest.keyClick(app.window.input, Qt.Key.Key_Return)
            _ack(log, kind="typed", token=token)  # on screen as sent; not yet stored
            wait(lambda stored=stored: len(kept) > stored)
            _ack(log, kind="message", token=token, role="user")  # the window took it in
            wait(lambda done=done: len(finished) > done)
            _ack(log, kind="message", token=token, role="assistant")  # shown as finished
    return 0


def typed_not_kept(home: Path) -> list[str]:
    """Messages on screen as sent whose storing (on the worker's thread, milliseconds later)
    the kill came before: not a violation (never acknowledged), counted."""
    with sqlite3.connect(home / "botpsy.sqlite3") as conn:
        seen = {row[0] for row in conn.execute("SELECT visible FROM messages")}
    return [a["token"] for a in _acks(home)
            if a["kind"] == "typed" and f"user {a['token']}" not in seen]


def check(home: Path) -> list[str]:
    """Every invariant, after a restart; returns the violations."""
    with sqlite3.connect(home / "botpsy.sqlite3") as conn:
        seen = Counter(row[0] for row in conn.execute(
            "SELECT visible FROM messages WHERE role IN ('user', 'assistant')"))
    problems = _databases(home)
    for ack in _acks(home):
        if ack["kind"] != "message":
            continue
        text = f"{'user' if ack['role'] == 'user' else 'answer'} {ack['token']}"
        if not seen[text]:
            problems.append(f"lost a message: {text}")
    twice = [text for text, count in seen.items() if count > 1]
    if twice:
        problems.append(f"stored twice: {twice[:5]}")
    return problems


def run(kills: int, seed: int, out: Any = sys.stdout) -> int:
    """Kill the window ``kills`` times; print the counts; the exit code says whether all
    held."""
    home = Path(tempfile.mkdtemp(prefix="botpsy-crash-window-"))
    env = {**os.environ, "BOTPSY_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    rng = random.Random(seed)
    violations: list[str] = []
    started = time.monotonic()
    for generation in range(kills + 1):
        (home / "crash.json").write_text(json.dumps({"generation": generation, "seed": seed}))
        process = _start(home, env, "tests.faults.crash_window")
        _wait_ready(home, process)
        violations += [f"after kill {generation}: {p}" for p in check(home)]
        if generation == kills:
            process.kill()
            process.wait()
            break
        (home / "go").write_text("")
        time.sleep(rng.uniform(0.05, 1.5))
        if process.poll() is not None:
            violations.append(f"the window stopped by itself before kill {generation + 1}: "
                              + (home / "worker.log").read_text()[-1500:])
        process.send_signal(signal.SIGKILL)
        process.wait()
    acks = Counter(a.get("role", a["kind"]) for a in _acks(home))
    print(f"kills: {kills}  seed: {seed}  time: {time.monotonic() - started:.0f} s", file=out)
    print(f"acknowledged: user messages {acks['user']}, answers shown {acks['assistant']}",
          file=out)
    print(f"typed: {acks['typed']}, of them killed before they were stored: "
          f"{len(typed_not_kept(home))}", file=out)
    return verdict(violations, out)


def main(argv: list[str]) -> int:
    """The controller, or (``--worker HOME``) the window it kills."""
    return command_line(argv, worker, run, __doc__ or "")


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
