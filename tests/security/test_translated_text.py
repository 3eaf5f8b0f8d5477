"""Attacks on the window's languages (app/ui/i18n.py, connectors.base.Phrase): words someone else
wrote (a subject, a file name, an event title) go into translated sentences as they are. They
are never read as a template, a plural marker or markup, in any language, in the card and in
the confirmation dialog."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication, QLabel

from app.agent.confirmation import ConfirmationRequest
from app.ui import i18n
from app.ui.chat_view import ToolCard
from app.ui.confirm_dialog import ConfirmationDialog
from app.ui.worker import PendingConfirmation
from connectors import ConnectorContext, connector
from connectors.base import Effect

#: a subject written to look like a template, Qt's plural and argument markers, and HTML
HOSTILE = "{to} {subject!r} {0} %Ln %1 %n {__class__} <b>bold</b> <img src=x>"


@pytest.fixture()
def german():  # type: ignore[no-untyped-def]
    i18n.install("de")
    yield
    i18n.install(i18n.ENGLISH)
    QLocale.setDefault(QLocale("en_US"))
    QApplication.instance().setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def mail_send(tmp_path: Path):  # type: ignore[no-untyped-def]
    context = ConnectorContext(tmp_path, (tmp_path,), {"mail": {"accounts": [{
        "name": "Personal", "email": "alex@example.org", "imap_host": "imap.example.org",
        "smtp_host": "smtp.example.org"}]}})
    return {t.name: t for t in connector("mail").build_tools(context)}["mail_send"]


def test_a_hostile_subject_is_shown_as_written_in_german(qtbot, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                         german) -> None:
    send = mail_send(tmp_path)
    arguments = {"to": ["bob@example.com"], "subject": HOSTILE, "body": "x"}
    summary = send.summary_for(arguments)
    assert summary == f"Send '{HOSTILE}' to bob@example.com"  # the English, unchanged
    shown = i18n.localized(summary)
    assert shown == f"„{HOSTILE}“ an bob@example.com senden"  # German, the subject as written
    card = ToolCard("mail_send", summary, "send", arguments)
    qtbot.addWidget(card)
    assert card.title.text() == shown
    assert card.title.textFormat() == Qt.TextFormat.PlainText  # <b> is text, not markup
    request = ConfirmationRequest.create("mail_send", Effect.SEND, arguments, summary,
                                         send.preview_for(arguments))
    dialog = ConfirmationDialog(PendingConfirmation("c", (request,)), None)
    qtbot.addWidget(dialog)
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert shown in texts  # the heading, in German, with the subject intact
    assert HOSTILE in texts  # the preview's subject line, as written


def test_a_hostile_file_name_in_a_counted_sentence(tmp_path: Path, german) -> None:  # type: ignore[no-untyped-def]
    """A name that looks like a field or a plural marker, in a sentence with a count."""
    from connectors.base import tr

    line = tr("{summary} ({note})", summary=tr("%Ln line(s)", None, 2), note=HOSTILE)
    assert line == f"2 lines ({HOSTILE})"
    assert i18n.localized(line) == f"2 Zeilen ({HOSTILE})"
    name = tr("Read {file}", file="%Ln {file}.txt")
    assert i18n.localized(name) == "%Ln {file}.txt lesen"


def test_a_hostile_event_title_in_a_reminder_is_shown_as_written_in_german(  # type: ignore[no-untyped-def]
        qtbot, tmp_path: Path, german) -> None:
    """A shared calendar's event title comes back as a reminder: the alert window, in German,
    shows it as written, as plain text, and the tray's line carries no angle brackets."""
    from datetime import UTC, datetime, timedelta

    from app.ui.alerts import AlertDialog
    from connectors.calendars import ical
    from connectors.calendars.tools import open_calendars

    context = ConnectorContext(tmp_path, (), {})
    calendars = open_calendars(context)
    now = datetime.now(UTC).replace(second=0, microsecond=0)
    start = now + timedelta(minutes=10)
    calendars.create(calendars.calendar(), ical.new_event(
        "hostile@t", HOSTILE, start, start + timedelta(hours=1), reminder_minutes=15))
    calendars.store.set_meta("reminders_seen_until", (now - timedelta(minutes=10)).isoformat())
    [alert] = connector("calendars").alerts(context, now)
    assert alert.text.startswith(f"{HOSTILE} at ")  # the English, the title as written
    dialog = AlertDialog(alert, False, sound=lambda: None)
    qtbot.addWidget(dialog)
    assert dialog.title == "Kalender" and dialog.words.startswith(f"{HOSTILE} um ")
    assert dialog.text.text() == dialog.words
    assert dialog.text.textFormat() == Qt.TextFormat.PlainText


def test_a_hostile_file_name_in_a_refusal_stays_inert_in_german_in_the_window_and_the_terminal(  # type: ignore[no-untyped-def]
        qapp, tmp_path: Path, german, monkeypatch) -> None:
    """A file named with template fields, Qt markers and terminal escapes (a clipboard write,
    a screen clear) outside the allowed folder: the refusal is a Phrase, so it is translated,
    but the name is a field. In the window it is the name as written; in the terminal every
    control character is a visible escape. A folder named like the notes' own join template
    stays its name in the note that says it does not exist."""
    import io

    import app.cli as cli
    from app.agent import events as ev
    from app.agent.registry import ToolRegistry
    from app.agent.runner import CallRequest, TaskContext, ToolRunner
    from app.ui.i18n import Terminal
    from tests.support.doubles import ScriptedConfirmer

    allowed = tmp_path / "Documents"
    allowed.mkdir()
    name = HOSTILE.replace("<", "").replace(">", "").replace("/", "") + " \x1b]52;c;aGk=\x07\x1b[2J.txt"
    (tmp_path / name).write_text("secret")
    registry = ToolRegistry(connector("files").build_tools(ConnectorContext(tmp_path,
                                                                            (allowed,), {})))
    confirmer = ScriptedConfirmer("approve")
    refused, noted = ToolRunner(registry, confirmer).run_calls(
        [CallRequest("files_write", {"path": str(tmp_path / name), "content": "x"}),
         CallRequest("files_search", {"name": "*.txt", "folder": "{first}; {then} %Ln"})],
        TaskContext())
    assert refused.status == "invalid" and confirmer.seen == [] and \
        (tmp_path / name).read_text() == "secret"
    shown = i18n.localized(refused.summary)
    assert shown.startswith("Außerhalb der Ordner, die BotPsy verwenden darf: ") and name in shown
    assert "es gibt keinen Ordner '{first}; {then} %Ln'" in i18n.localized(noted.summary)
    monkeypatch.setattr(cli, "_terminal", lambda: Terminal("de"))
    out = io.StringIO()
    cli._print_event(ev.ToolResultEvent("c", "files_write", refused.status, refused.summary,
                                        refused.text), out, False)
    printed = out.getvalue()
    assert "Außerhalb der Ordner" in printed and "\x1b" not in printed and "\x07" not in printed
    assert "\\u001b]52;c;aGk=\\u0007\\u001b[2J" in printed and "{to} {subject!r}" in printed
