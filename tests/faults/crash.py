"""`python -m tests.faults.crash [--kills N] [--seed S]`: kill the app with SIGKILL while it works.

A worker process runs the app's own pieces, as the window does, against real servers: the
store (conversations, settings, the action journal), the tool runner with the files connector
(writes, copies, moves), the calendar on this computer, a CalDAV calendar on a real Radicale
(online, and offline while the controller keeps Radicale stopped: the offline queue), the
mail connector sending approved mail through the real SMTP server into Dovecot, and the
background sync of every account. It writes an acknowledgement line (fsync'd) after each
operation returns, the moment the window would tell the user "done".

The controller kills it at a random moment, starts it again, lets it recover (the app's own
start: opening the store, building the connectors, the first sync, which sends the offline
queue), and checks before it goes on:

- ``PRAGMA integrity_check`` is ok on every database;
- every acknowledged message and answer is in the conversation history;
- every acknowledged file, copy and move is there with its content, and no half-written or
  temporary file is left in the allowed folder;
- every acknowledged event is in the calendar; every acknowledged CalDAV event is on the
  server exactly once whenever the server is up (its offline queue went out once), and never
  twice; an acknowledged edit of one is there as edited (locally and on the server), an
  acknowledged deletion is gone from both, and one the kill cut short is one or the other,
  never both or neither;
- the local mail copy holds every message the server had before the sync at start, each once;
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
OPS = ("message", "write", "copy", "move", "settings", "event", "send", "remote_event",
       "remote_edit", "remote_delete", "sync")
CALENDAR_USER, CALENDAR_PASSWORD = "alice", "alice-pw"  # tests/support/caldavserver.USERS
CALENDAR = "Crash"  # made on the harness's own Radicale


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
    from connectors.calendars.account import CalDAVAccount
    from connectors.calendars.account import set_password as set_calendar_password
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
    calendar = CalDAVAccount("crashcal", config["caldav_url"], CALENDAR_USER)
    with installed(MemoryKeyring()):
        set_password(account, PASSWORD)
        set_calendar_password(calendar, CALENDAR_PASSWORD)
        store = open_store()  # the app's start: migrations, damaged files set aside
        settings = load_settings(store)
        if not settings.accounts:
            settings = replace(settings.with_account("mail", account).with_account(
                "calendars", calendar), allowed_folders=(str(docs),))
            save_settings(store, settings)
        registry = build_registry(store)  # the connectors' start
        runner = build_runner(registry, ScriptedConfirmer("approve"), store)
        _sync(store)  # the window's first sync: the offline queue goes out
        (home / "ready").write_text(str(generation))
        while not (home / "go").exists():
            time.sleep(0.01)
        targets = _untouched(_acks(home))  # CalDAV events no edit or deletion has aimed at
        with open(home / "acks.jsonl", "a", encoding="utf-8") as log:
            conversation = store.create_conversation(f"crash {generation}")
            task = TaskContext(conversation_id=conversation.id)
            for step in range(10_000):
                token = f"{generation}-{step}"
                op = rng.choice(OPS)
                _ack(log, kind="intent", op=op, token=token)
                _one(op, token, rng, store, runner, task, docs, log, conversation.id, targets)
    return 0


def _sync(store: Any) -> list[Any]:
    """What the window's background sync does (app/ui/syncing.py)."""
    from app.services import connector_context
    from connectors import all_connectors

    context = connector_context(store)
    return [result for each in all_connectors() for result in each.sync(context)]


def _call(runner: Any, task: Any, name: str, **arguments: Any) -> Any:
    from app.agent.runner import CallRequest

    [outcome] = runner.run_calls([CallRequest(name, arguments)], task)
    if not outcome.ok:
        raise RuntimeError(f"{name} failed: {outcome.text}")
    return outcome


def _untouched(acks: list[dict[str, Any]]) -> dict[str, str]:
    """The acknowledged CalDAV events (token → uid) that no edit or deletion has aimed at
    (each is changed at most once, so that every one has a known set of outcomes)."""
    aimed = {a["target"] for a in acks if a["kind"] == "target"}
    return {a["token"]: a["uid"] for a in acks
            if a["kind"] == "remote_event" and "uid" in a and a["token"] not in aimed}


def _one(op: str, token: str, rng: random.Random, store: Any, runner: Any, task: Any,
         docs: Path, log: Any, conversation_id: str, targets: dict[str, str]) -> None:
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
              start="2027-01-15T10:00", duration_minutes=30, calendar="On this computer")
        _ack(log, kind="event", token=token)
    elif op == "remote_event":  # online, or queued while Radicale is stopped
        made = _call(runner, task, "calendar_create_event", title=f"remote {token}",
                     start="2027-01-16T10:00", duration_minutes=30,
                     calendar=f"crashcal/{CALENDAR}")
        targets[token] = made.result.content["uid"]
        _ack(log, kind="remote_event", token=token, uid=targets[token])
    elif op in ("remote_edit", "remote_delete") and targets:  # the same queue, offline
        target = rng.choice(sorted(targets))
        uid = targets.pop(target)
        _ack(log, kind="target", op=op, token=token, target=target)
        if op == "remote_edit":
            _call(runner, task, "calendar_update_event", uid=uid, title=f"edited {token}")
        else:
            _call(runner, task, "calendar_delete_event", uid=uid)
        _ack(log, kind=op, token=token, target=target)
    elif op == "sync":
        _sync(store)
        _ack(log, kind="sync", token=token)
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


def _start(home: Path, env: dict[str, str],
           module: str = "tests.faults.crash") -> subprocess.Popen[bytes]:
    """The worker of ``module`` (this harness's, or another's), on ``home``."""
    (home / "ready").unlink(missing_ok=True)
    (home / "go").unlink(missing_ok=True)
    return subprocess.Popen([sys.executable, "-m", module, "--worker", str(home)],
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


def check(home: Path, docs: Path, smtp_log: Path, calendar_server: str | None = None,
          mail_before: set[str] | None = None) -> list[str]:
    """Every invariant, after a restart; returns the violations. ``calendar_server``: the
    text of every object on the CalDAV server (None: it is down now); ``mail_before``: the
    subjects the mail server held before the sync at start (None: not checked)."""
    acks = _acks(home)
    with sqlite3.connect(home / "botpsy.sqlite3") as conn:
        contents = {row[0] for row in conn.execute("SELECT content FROM messages")}
        zoom = conn.execute("SELECT value FROM settings WHERE key = 'ui.zoom'").fetchone()
        journal = conn.execute("SELECT tool, summary, decision, outcome FROM action_journal"
                               ).fetchall()
    return (_databases(home) + _history(acks, contents) + _files(acks, docs)
            + _settings(acks, None if zoom is None else zoom[0])
            + _calendar(acks, _calendar_titles(home)) + _mail(acks, smtp_log)
            + _calendar_server(acks, calendar_server) + _mail_copy(home, mail_before)
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


def _titles(text: str) -> Counter[str]:
    """How often each title is in calendar objects' text (their SUMMARY lines)."""
    return Counter(line.removeprefix("SUMMARY:").strip() for line in text.splitlines()
                   if line.startswith("SUMMARY:"))


def _outcomes(acks: list[dict[str, Any]]) -> dict[str, tuple[set[str], set[str]]]:
    """Per acknowledged CalDAV event (``remote TOKEN``): every title it may carry, and the
    titles it may have now ("" for deleted): its own; an acknowledged edit's or deletion's
    result only; either when the kill fell inside the edit or deletion."""
    done = {(a["kind"], a["token"]) for a in acks if a["kind"] in ("remote_edit",
                                                                    "remote_delete")}
    outcomes = {a["token"]: ({f"remote {a['token']}"}, {f"remote {a['token']}"}) for a in acks
                if a["kind"] == "remote_event"}
    for aim in (a for a in acks if a["kind"] == "target" and a["target"] in outcomes):
        names, may = outcomes[aim["target"]]
        after = f"edited {aim['token']}" if aim["op"] == "remote_edit" else ""
        names.add(after)
        if (aim["op"], aim["token"]) in done:
            may.clear()
        may.add(after)
    return outcomes


def _changed(titles: Counter[str], where: str, acks: list[dict[str, Any]]) -> list[str]:
    """Each acknowledged CalDAV event in ``titles`` as it was left (made, edited or deleted),
    and one way only."""
    problems = []
    for token, (names, may) in _outcomes(acks).items():
        there = {name for name in names if name and titles[name]}
        if not there and "" not in may:
            problems.append(f"an acknowledged CalDAV event is {where} 0 times: remote {token}"
                            + (f" (or {sorted(may - {'remote ' + token})[0]})"
                               if len(may) > 1 else ""))
        elif len(there) > 1:
            problems.append(f"a CalDAV edit is {where} twice: remote {token} as "
                            f"{sorted(there)}")
        elif there - may:
            problems.append(f"an acknowledged CalDAV change is not {where}: remote {token} is "
                            f"there as {sorted(there)[0]}, not {' or '.join(sorted(may))!r}")
    return problems


def _calendar(acks: list[dict[str, Any]], events: str) -> list[str]:
    titles = _titles(events)
    return [f"lost an event: event {a['token']}" for a in acks
            if a["kind"] == "event" and not titles[f"event {a['token']}"]] + _changed(
        titles, "in the local copy", acks)


def _calendar_server(acks: list[dict[str, Any]], server: str | None) -> list[str]:
    """Each acknowledged CalDAV event once on the server while it is up, as it was left (made,
    edited or deleted); never twice."""
    if server is None:
        return []
    counts = _titles(server)
    return [f"on the calendar server {count} times: {title}"
            for title, count in counts.items() if count > 1
            and title.startswith(("remote ", "edited "))] + _changed(
        counts, "on the server", acks)


def _mail_copy(home: Path, before: set[str] | None) -> list[str]:
    """The local copy after the sync at start: what the server held before it, each once."""
    if before is None:
        return []
    cached: Counter[str] = Counter()
    for database in home.rglob("mail-cache.sqlite3"):
        with sqlite3.connect(database) as conn:
            cached.update(row[0] for row in conn.execute(
                "SELECT subject FROM messages WHERE folder = 'INBOX'"))
    problems = [f"the local mail copy holds {count} copies of: {subject}"
                for subject, count in cached.items() if count > 1]
    missing = sorted(before - set(cached))
    if missing:
        problems.append(f"the sync at start left out {len(missing)} messages: {missing[:3]}")
    return problems


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
             "event": "calendar_create_event", "send": "mail_send",
             "remote_edit": "calendar_update_event", "remote_delete": "calendar_delete_event"}
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


def _server_subjects(servers: Any) -> set[str]:
    """The subjects in the harness's mailbox at the server (harness mail only)."""
    from connectors.mail.account import MailAccount
    from connectors.mail.client import MailClient
    from tests.support.mailserver import search_server

    account = MailAccount(name="crash-check", email=f"{USER}@example.org", imap_host="127.0.0.1",
                          imap_port=servers.imaps_port, smtp_host="127.0.0.1",
                          smtp_port=servers.smtp_port, username=USER, ca_file=str(servers.ca))
    found = search_server(MailClient(account, PASSWORD), limit=1_000_000)
    return {m.subject for m in found if m.subject.startswith("mail ")}


def _server_calendar(radicale: Any) -> str:
    """Every object Radicale stores, as text (read from its files, not through the app)."""
    return "\n".join(path.read_text(encoding="utf-8", errors="replace")
                     for path in sorted((radicale.root / "store").rglob("*.ics"))
                     if not any(part.startswith(".Radicale") for part in path.parts))  # caches


def _calendar_made(radicale: Any) -> None:
    import caldav

    with caldav.DAVClient(url=radicale.url, username=CALENDAR_USER,  # type: ignore[operator]
                          password=CALENDAR_PASSWORD) as client:
        principal = client.principal()
        if CALENDAR not in [c.get_display_name() for c in principal.calendars()]:
            principal.make_calendar(name=CALENDAR)


def run(kills: int, seed: int, out: Any = sys.stdout, servers: Any = None,
        radicale: Any = None) -> int:
    """Kill the app ``kills`` times; print the counts; the exit code says whether all held.
    ``servers``: running mail servers (tests.support.mailserver), else it starts its own;
    ``radicale``: a tests.support.caldavserver.RadicaleServer it may stop and start (one
    generation in three runs with it stopped: the calendar works offline), else its own."""
    from tests.support.caldavserver import RadicaleServer
    from tests.support.mailserver import start_mail_servers

    own = servers is None
    servers = servers or start_mail_servers()
    home = Path(tempfile.mkdtemp(prefix="botpsy-crash-"))
    docs = home / "Documents"
    docs.mkdir()
    own_radicale = radicale is None
    if radicale is None:
        (home / "radicale").mkdir()
        radicale = RadicaleServer(home / "radicale")
        radicale.start()
    _calendar_made(radicale)
    env = {**os.environ, "BOTPSY_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    rng = random.Random(seed)
    violations: list[str] = []
    offline = 0
    started = time.monotonic()
    try:
        for generation in range(kills + 1):
            down = generation % 3 == 1 and generation != kills  # the last check: online
            if down and radicale.process is not None:
                radicale.stop()
            elif not down and radicale.process is None:
                radicale.start()
            offline += down
            (home / "crash.json").write_text(json.dumps({
                "docs": str(docs), "generation": generation, "seed": seed,
                "imaps_port": servers.imaps_port, "smtp_port": servers.smtp_port,
                "ca": str(servers.ca), "caldav_url": radicale.url}))
            mail_before = _server_subjects(servers)
            process = _start(home, env)
            _wait_ready(home, process)
            problems = check(home, docs, servers.root / "smtp-accepted.log",
                             None if down else _server_calendar(radicale), mail_before)
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
        if own_radicale:
            radicale.stop()
        elif radicale.process is None:
            radicale.start()  # as it was given
    acks = Counter(a["kind"] for a in _acks(home) if a["kind"] != "intent")
    print(f"kills: {kills}  seed: {seed}  time: {time.monotonic() - started:.0f} s  "
          f"generations with the calendar server stopped: {offline}", file=out)
    print("acknowledged: " + ", ".join(f"{k} {v}" for k, v in sorted(acks.items())), file=out)
    return verdict(violations, out)


def verdict(violations: list[str], out: Any) -> int:
    """Print the violations (the first 40); the exit code says whether all held."""
    print(f"violations: {len(violations)}", file=out)
    for violation in violations[:40]:
        print(f"  {violation}", file=out)
    return 1 if violations else 0


def command_line(argv: list[str], work: Any, run_kills: Any, doc: str) -> int:
    """A harness's command line: the controller (``--kills``, ``--seed``), or
    (``--worker HOME``) the app it kills."""
    if argv[:1] == ["--worker"]:
        return int(work(Path(argv[1])))
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    return int(run_kills(args.kills, args.seed))


def main(argv: list[str]) -> int:
    """The controller, or (``--worker HOME``) the app it kills."""
    return command_line(argv, worker, run, __doc__ or "")


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
