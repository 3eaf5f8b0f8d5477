"""`python -m tests.faults.crash [--kills N] [--seed S]`: kill the app with SIGKILL while it works.

A worker process runs the app's own pieces, as the window does, against real servers: the
store (conversations, settings, the action journal), the tool runner with the files connector
(writes, copies, moves), the calendar on this computer, and the mail connector sending
approved mail through the real SMTP server into Dovecot. It writes an acknowledgement line
(fsync'd) after each operation returns, the moment the window would tell the user "done".

The controller kills it at a random moment, starts it again, lets it recover (the app's own
start: opening the store, building the connectors), and checks before it goes on:

- ``PRAGMA integrity_check`` is ok on every database;
- every acknowledged message and answer is in the conversation history;
- every acknowledged file, copy and move is there with its content, and no half-written or
  temporary file is left in the allowed folder;
- every acknowledged event is in the calendar;
- the settings hold the last acknowledged save (or a later one);
- nothing was sent twice (counted at the SMTP server), and every acknowledged mail went once;
- the journal says done for every acknowledged change, and no entry is left undecided.

It prints the counts and exits non-zero on any violation. `tests/faults/test_crash.py` runs a
short variant in the suite.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

USER, PASSWORD = "crash", "crash-pw"  # a mailbox no other test uses (tests/support/mailserver)
OPS = ("message", "write", "copy", "move", "settings", "event", "send")


# -- the worker: the app at work ----------------------------------------------------------------
def _ack(log: Any, **entry: Any) -> None:
    log.write(json.dumps(entry) + "\n")
    log.flush()
    os.fsync(log.fileno())


def worker(home: Path) -> int:
    """Recover, say so, wait for the go, then work until killed."""
    from dataclasses import replace

    from app.agent.runner import TaskContext
    from app.services import build_registry, build_runner, open_store
    from app.settings import load_settings, save_settings
    from connectors.mail.account import MailAccount, set_password
    from tests.support.doubles import ScriptedConfirmer
    from tests.support.memory_keyring import MemoryKeyring, installed

    config = json.loads((home / "crash.json").read_text())
    docs = Path(config["docs"])
    generation = int(config["generation"])
    rng = random.Random(config["seed"] * 1000 + generation)
    account = MailAccount(name="crash", email=f"{USER}@example.org", imap_host="127.0.0.1",
                          imap_port=config["imaps_port"], smtp_host="127.0.0.1",
                          smtp_port=config["smtp_port"], smtp_security="starttls",
                          username=USER, ca_file=config["ca"])
    with installed(MemoryKeyring()):
        set_password(account, PASSWORD)
        store = open_store()  # the app's start: migrations, damaged files set aside
        settings = load_settings(store)
        if not settings.accounts:
            settings = replace(settings.with_account("mail", account), allowed_folders=(
                str(docs),))
            save_settings(store, settings)
        registry = build_registry(store)  # the connectors' start
        runner = build_runner(registry, ScriptedConfirmer("approve"), store)
        (home / "ready").write_text(str(generation))
        while not (home / "go").exists():
            time.sleep(0.01)
        with open(home / "acks.jsonl", "a", encoding="utf-8") as log:
            conversation = store.create_conversation(f"crash {generation}")
            task = TaskContext(conversation_id=conversation.id)
            for step in range(10_000):
                token = f"{generation}-{step}"
                op = rng.choice(OPS)
                _ack(log, kind="intent", op=op, token=token)
                _one(op, token, rng, store, runner, task, docs, log, conversation.id)
    return 0


def _call(runner: Any, task: Any, name: str, **arguments: Any) -> Any:
    from app.agent.runner import CallRequest

    [outcome] = runner.run_calls([CallRequest(name, arguments)], task)
    if not outcome.ok:
        raise RuntimeError(f"{name} failed: {outcome.text}")
    return outcome


def _one(op: str, token: str, rng: random.Random, store: Any, runner: Any, task: Any,
         docs: Path, log: Any, conversation_id: str) -> None:
    """One operation of the app, acknowledged once it returned."""
    if op == "message":
        store.append_message(conversation_id, "user", f"user {token}")
        _ack(log, kind="message", token=token, role="user", conversation=conversation_id)
        store.append_message(conversation_id, "assistant", f"answer {token}")
        _ack(log, kind="message", token=token, role="assistant", conversation=conversation_id)
    elif op == "write":
        size = rng.randrange(4_000_000, 12_000_000) if rng.random() < 0.2 else \
            rng.randrange(10, 400_000)  # a large document now and then: a longer write
        content = f"{token}\n" + "x" * size
        _call(runner, task, "files_write", path=str(docs / f"f-{token}.txt"), content=content)
        _ack(log, kind="file", path=f"f-{token}.txt",
             sha=hashlib.sha256(content.encode()).hexdigest())
    elif op == "copy":
        sources = sorted(docs.glob("f-*.txt"))
        if sources:
            source = rng.choice(sources)
            _call(runner, task, "files_copy", source=str(source),
                  destination=str(docs / f"c-{token}.txt"))
            _ack(log, kind="copy", path=f"c-{token}.txt", source=source.name)
    elif op == "move":
        copies = sorted(docs.glob("c-*.txt"))
        if copies:
            (docs / "moved").mkdir(exist_ok=True)
            source = rng.choice(copies)
            _call(runner, task, "files_move", source=str(source),
                  destination=str(docs / "moved" / source.name))
            _ack(log, kind="move", path=source.name)
    elif op == "settings":
        from dataclasses import replace

        from app.settings import load_settings, save_settings

        zoom = round(rng.uniform(0.8, 2.0), 2)
        _ack(log, kind="zoom_intent", zoom=zoom)
        save_settings(store, replace(load_settings(store), zoom=zoom))
        _ack(log, kind="zoom", zoom=zoom)
    elif op == "event":
        _call(runner, task, "calendar_create_event", title=f"event {token}",
              start="2027-01-15T10:00", duration_minutes=30)
        _ack(log, kind="event", token=token)
    elif op == "send":
        _call(runner, task, "mail_send", to=[f"{USER}@example.org"], subject=f"mail {token}",
              body=f"Sent by the crash harness, {token}.")
        _ack(log, kind="send", token=token)


# -- the controller: kill, restart, check -------------------------------------------------------
def _acks(home: Path) -> list[dict[str, Any]]:
    path = home / "acks.jsonl"
    if not path.exists():
        return []
    lines = path.read_text(encoding="utf-8").splitlines()
    found = []
    for line in lines:
        try:
            found.append(json.loads(line))
        except ValueError:  # the last line, cut by the kill: not acknowledged
            continue
    return found


def _start(home: Path, env: dict[str, str]) -> subprocess.Popen[bytes]:
    (home / "ready").unlink(missing_ok=True)
    (home / "go").unlink(missing_ok=True)
    return subprocess.Popen([sys.executable, "-m", "tests.faults.crash", "--worker", str(home)],
                            env=env, stdout=subprocess.DEVNULL,
                            stderr=open(home / "worker.log", "ab"))


def _wait_ready(home: Path, process: subprocess.Popen[bytes], timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while not (home / "ready").exists():
        if process.poll() is not None:
            raise RuntimeError("the app did not start again after a kill: "
                               + (home / "worker.log").read_text()[-2000:])
        if time.monotonic() > deadline:
            raise RuntimeError("the app took too long to start again")
        time.sleep(0.02)


def check(home: Path, docs: Path, smtp_log: Path) -> list[str]:
    """Every invariant, after a restart; returns the violations."""
    acks = _acks(home)
    with sqlite3.connect(home / "botpsy.sqlite3") as conn:
        contents = {row[0] for row in conn.execute("SELECT content FROM messages")}
        zoom = conn.execute("SELECT value FROM settings WHERE key = 'ui.zoom'").fetchone()
        journal = conn.execute("SELECT tool, summary, decision, outcome FROM action_journal"
                               ).fetchall()
    return (_databases(home) + _history(acks, contents) + _files(acks, docs)
            + _settings(acks, None if zoom is None else zoom[0])
            + _calendar(acks, _calendar_titles(home)) + _mail(acks, smtp_log)
            + _journal(acks, journal))


def _databases(home: Path) -> list[str]:
    problems = []
    for database in sorted(home.rglob("*.sqlite3")):
        if ".damaged-" in database.name:
            problems.append(f"{database.name} was damaged and set aside")
            continue
        with sqlite3.connect(database) as conn:
            verdict = conn.execute("PRAGMA integrity_check").fetchone()[0]
        if verdict != "ok":
            problems.append(f"{database.name}: integrity_check says {verdict}")
    return problems


def _history(acks: list[dict[str, Any]], contents: set[str]) -> list[str]:
    wanted = [f"{'user' if a['role'] == 'user' else 'answer'} {a['token']}"
              for a in acks if a["kind"] == "message"]
    return [f"lost a message: {text}" for text in wanted if text not in contents]


def _files(acks: list[dict[str, Any]], docs: Path) -> list[str]:
    problems = []
    for ack in acks:
        path, moved = docs / ack.get("path", "-"), docs / "moved" / ack.get("path", "-")
        if ack["kind"] == "file" and (not path.exists() or hashlib.sha256(
                path.read_bytes()).hexdigest() != ack["sha"]):
            problems.append(f"lost or changed a written file: {ack['path']}")
        elif ack["kind"] == "copy" and not path.exists() and not moved.exists():
            problems.append(f"lost a copy: {ack['path']}")
        elif ack["kind"] == "move" and (not moved.exists() or path.exists()):
            problems.append(f"a move is not whole: {ack['path']}")
    leftovers = [p.name for p in docs.rglob("*") if p.name.startswith(".botpsy-")]
    if leftovers:
        problems.append(f"half-written files left in the allowed folder: {leftovers[:5]}")
    return problems


def _settings(acks: list[dict[str, Any]], stored: Any) -> list[str]:
    zooms = [a for a in acks if a["kind"] in ("zoom", "zoom_intent")]
    done = [i for i, a in enumerate(zooms) if a["kind"] == "zoom"]
    if not done:
        return []
    value = json.loads(stored) if isinstance(stored, str) else stored
    allowed = {a["zoom"] for a in zooms[done[-1]:]}  # the last saved, or a later attempt
    return [] if value in allowed else [f"settings lost a save: zoom {value} not in {allowed}"]


def _calendar(acks: list[dict[str, Any]], events: str) -> list[str]:
    return [f"lost an event: {a['token']}" for a in acks
            if a["kind"] == "event" and f"event {a['token']}" not in events]


def _mail(acks: list[dict[str, Any]], smtp_log: Path) -> list[str]:
    lines = smtp_log.read_text().splitlines() if smtp_log.exists() else []
    sent = Counter(line.split("\t", 1)[1] for line in lines if "\t" in line)
    problems = [f"sent {count} times: {subject}" for subject, count in sent.items()
                if count > 1 and subject.startswith("mail ")]
    for ack in acks:
        if ack["kind"] == "send" and sent.get(f"mail {ack['token']}", 0) != 1:
            problems.append(f"an acknowledged mail went {sent.get('mail ' + ack['token'], 0)} "
                            "times")
    return problems


def _journal(acks: list[dict[str, Any]], journal: list[Any]) -> list[str]:
    done = Counter(tool for tool, _summary, _decision, outcome in journal if outcome == "done")
    tools = {"file": "files_write", "copy": "files_copy", "move": "files_move",
             "event": "calendar_create_event", "send": "mail_send"}
    changes = Counter(tools[a["kind"]] for a in acks if a["kind"] in tools)
    problems = [f"the journal has {done[tool]} done {tool}, {count} acknowledged"
                for tool, count in changes.items() if done[tool] < count]
    undecided = [summary for _tool, summary, decision, outcome in journal
                 if decision.startswith("approved") and not outcome]
    if undecided:
        problems.append(f"journal entries approved with no outcome: {undecided[:3]}")
    return problems


def _calendar_titles(home: Path) -> str:
    """Every stored calendar object's text (the local calendar's file)."""
    texts = []
    for database in home.rglob("calendars*.sqlite3"):
        with sqlite3.connect(database) as conn:
            texts += [row[0] or "" for row in conn.execute("SELECT ical FROM objects")]
    return "\n".join(texts)


def run(kills: int, seed: int, out: Any = sys.stdout, servers: Any = None) -> int:
    """Kill the app ``kills`` times; print the counts; the exit code says whether all held.
    ``servers``: running mail servers (tests.support.mailserver), else it starts its own."""
    from tests.support.mailserver import start_mail_servers

    own = servers is None
    servers = servers or start_mail_servers()
    home = Path(tempfile.mkdtemp(prefix="botpsy-crash-"))
    docs = home / "Documents"
    docs.mkdir()
    env = {**os.environ, "BOTPSY_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    rng = random.Random(seed)
    violations: list[str] = []
    started = time.monotonic()
    try:
        for generation in range(kills + 1):
            (home / "crash.json").write_text(json.dumps({
                "docs": str(docs), "generation": generation, "seed": seed,
                "imaps_port": servers.imaps_port, "smtp_port": servers.smtp_port,
                "ca": str(servers.ca)}))
            process = _start(home, env)
            _wait_ready(home, process)
            problems = check(home, docs, servers.root / "smtp-accepted.log")
            violations += [f"after kill {generation}: {p}" for p in problems]
            if generation == kills:
                process.kill()
                break
            (home / "go").write_text("")
            time.sleep(rng.uniform(0.05, 2.0))
            if process.poll() is not None:
                violations.append(f"the app stopped by itself before kill {generation + 1}: "
                                  + (home / "worker.log").read_text()[-1500:])
            process.send_signal(signal.SIGKILL)
            process.wait()
    finally:
        if own:
            servers.stop()
    acks = Counter(a["kind"] for a in _acks(home) if a["kind"] != "intent")
    print(f"kills: {kills}  seed: {seed}  time: {time.monotonic() - started:.0f} s", file=out)
    print("acknowledged: " + ", ".join(f"{k} {v}" for k, v in sorted(acks.items())), file=out)
    print(f"violations: {len(violations)}", file=out)
    for violation in violations[:40]:
        print(f"  {violation}", file=out)
    return 1 if violations else 0


def main(argv: list[str]) -> int:
    """The controller, or (``--worker HOME``) the app it kills."""
    if argv[:1] == ["--worker"]:
        return worker(Path(argv[1]))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    return run(args.kills, args.seed)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
