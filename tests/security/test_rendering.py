"""Attacks 5, 6 and 14 (rendering): data drives the terminal or Qt's rich text.

- 5: escape sequences in a subject rewrote the y/N prompt of `botpsy chat`; OSC 52 wrote the
  clipboard. Every byte of data the CLI prints is made visible, never interpreted.
- 6: ``![x](/dev/zero)`` in an answer crashed the app, a FIFO froze it, an event title with
  HTML rendered as a headline in the approval dialog. No resource is ever loaded while
  rendering, and every label that shows data is plain text.
- 14: the model's name (a GGUF names itself) was rich text in the status bar.
"""

from __future__ import annotations

import io
import os
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from app.agent import events as ev
from app.agent.confirmation import ConfirmationRequest
from app.cli import TerminalConfirmer, _print_event, format_request, terminal_safe
from app.ui.chat_view import AssistantMessage
from app.ui.confirm_dialog import ConfirmationDialog
from app.ui.markdown import markdown_to_html, plain_tooltip
from app.ui.worker import PendingConfirmation
from connectors.base import Effect, Preview, PreviewField, Provenance

SPOOF = ("Late\x1b[2K\r\x1b[1ABotPsy wants to: Save draft to bob@example.org  [WRITE]"
         "\x1b]52;c;ZXZpbA==\x07\x9b2J\u202etxt.exe")


def request(summary: str, body: str) -> ConfirmationRequest:
    return ConfirmationRequest.create(
        "mail_send", Effect.SEND, {"to": ["eve@evil.example"], "subject": summary,
                                   "body": body},
        f"Send '{summary}' to eve@evil.example",
        Preview("mail", (PreviewField("To", "eve@evil.example"),
                         PreviewField("Subject", summary), PreviewField("Body", body, long=True))),
        [Provenance("email", f"From eve: {summary}")])


def assert_inert(text: str) -> None:
    for control in ("\x1b", "\x07", "\x9b", "\r", "\u202e"):
        assert control not in text, repr(control)


def test_the_terminal_prompt_cannot_be_rewritten() -> None:
    out = io.StringIO()
    confirmer = TerminalConfirmer(stdin=io.StringIO("n\n"), stdout=out)
    [decision] = confirmer.confirm([request(SPOOF, f"line one\n{SPOOF}")], threading.Event())
    printed = out.getvalue()
    assert_inert(printed)
    assert "\\u001b" in printed and not decision.approved
    assert printed.splitlines()[0].startswith("BotPsy wants to: Send ")  # the real tool's line


def test_streamed_answers_and_cards_are_inert() -> None:
    out = io.StringIO()
    for event in (ev.TokenEvent(SPOOF), ev.ToolProposedEvent("c", "mail_send", {}, "send", SPOOF),
                  ev.ToolResultEvent("c", "mail_send", "done", SPOOF, ""), ev.ErrorEvent(SPOOF)):
        _print_event(event, out, show_thinking=False)
    assert_inert(out.getvalue())
    assert terminal_safe("tab\tand\nnewline") == "tab\tand\nnewline"
    assert format_request(request("ok", "ok")).count("\n") >= 3


def test_markdown_never_names_a_resource() -> None:
    html = markdown_to_html("![x](/dev/zero) ![y](\\\\\\\\evil\\\\share\\\\a.png) "
                            "<img src=/dev/zero> [f](file:///etc/passwd) [w](https://ok.example)"
                            '\n\n[r]: /dev/zero "t"\n\n![z][r]')
    assert "<img" not in html and "/dev/zero" not in html.split("[image")[0]
    assert "&lt;img src=/dev/zero&gt;" in html  # raw HTML is shown as text
    assert 'href="file:' not in html and 'href="https://ok.example"' in html
    assert plain_tooltip("<b>x</b>") == "<qt>&lt;b&gt;x&lt;/b&gt;</qt>"


@pytest.mark.skipif(os.name != "posix", reason="FIFOs")
def test_an_answer_naming_a_fifo_or_dev_zero_renders_at_once(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    fifo = tmp_path / "trap.png"
    os.mkfifo(fifo)
    reader_seen: list[bool] = []
    done = threading.Event()

    def watchdog() -> None:
        # Whoever opens the FIFO to read blocks until a writer comes: this thread plays the
        # writer (so a regression fails instead of hanging) and records that it happened.
        deadline = time.monotonic() + 20
        while not done.is_set() and time.monotonic() < deadline:
            try:
                fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
            except OSError:  # ENXIO: nobody is reading
                time.sleep(0.01)
                continue
            reader_seen.append(True)
            os.close(fd)

    guard = threading.Thread(target=watchdog, daemon=True)
    guard.start()
    message = AssistantMessage()
    qtbot.addWidget(message)
    message.set_text(f"Look: ![x]({fifo}) and ![y](/dev/zero) and <img src='{fifo}'>")
    message.show()
    qtbot.waitExposed(message)
    message.grab()  # lay out and paint it for real
    qtbot.wait(200)
    done.set()
    guard.join()
    assert reader_seen == []
    [label] = message.text_labels()
    assert "[image: x]" in label.text()
    assert label.textFormat() == Qt.TextFormat.RichText


def test_the_approval_dialog_shows_an_html_title_as_text(qtbot) -> None:  # type: ignore[no-untyped-def]
    title = "<h1 style='color:green'>Approved by IT</h1><img src='/dev/zero'>"
    pending = PendingConfirmation("t", (request(title, title),))
    dialog = ConfirmationDialog(pending)
    qtbot.addWidget(dialog)
    shown = [label for label in dialog.findChildren(QLabel) if "Approved by IT" in label.text()]
    assert shown, "the title is shown"
    for label in shown:
        assert label.textFormat() == Qt.TextFormat.PlainText, label.text()


def test_the_status_bar_shows_a_crafted_model_name_as_text(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from app.store.db import Store
    from app.ui.application import BotPsyApp
    from tests.support.doubles import ScriptedBackend

    backend = ScriptedBackend([])
    backend.name = "<img src='/dev/zero'><b>BotPsy</b>"
    app = BotPsyApp(Store(tmp_path / "db.sqlite3"), backend_factory=lambda s: backend,
                    model="scripted")
    qtbot.addWidget(app.window)
    try:
        app.start(show_first_run=False)
        qtbot.waitUntil(lambda: app.window.model_ready, timeout=5000)
        assert app.window.model_label.textFormat() == Qt.TextFormat.PlainText
        assert "<img" in app.window.model_label.text()  # shown literally
    finally:
        app.window.close()
        app.dispose()
