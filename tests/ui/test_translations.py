"""The window in the user's language (Qt Linguist, app/ui/i18n.py): every visible string can be
translated, every shipped language is complete, plurals follow each language, dates and numbers
follow the locale, the language follows the system or Settings, and right to left works."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale, QPoint, Qt, QTranslator
from PySide6.QtWidgets import QApplication

from app.settings import Settings, load_settings, save_settings
from app.store.db import Store
from app.ui import i18n
from app.ui.settings import SettingsDialog

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("botpsy_translations",
                                               ROOT / "packaging" / "translations.py")
assert _spec is not None and _spec.loader is not None
translations = importlib.util.module_from_spec(_spec)  # lupdate and lrelease, as the build
_spec.loader.exec_module(translations)

SHIPPED = ("de", "fr", "es", "zh")  # besides English, which is the code's own
PLURAL_FORMS = {"en": 2, "de": 2, "fr": 2, "es": 2, "zh": 1}
PLACEHOLDER = re.compile(r"\{\w*\}|%L?n")


@dataclass
class Message:
    source: str
    numerus: bool
    forms: list[str]
    unfinished: bool


def messages(ts: Path) -> list[Message]:
    """The messages of a .ts file."""
    found = []
    for element in ET.parse(ts).iter("message"):
        translation = element.find("translation")
        assert translation is not None
        numerus = element.get("numerus") == "yes"
        forms = ([form.text or "" for form in translation.iter("numerusform")] if numerus
                 else [translation.text or ""])
        found.append(Message(element.findtext("source") or "", numerus, forms,
                             translation.get("type") == "unfinished"))
    return found


@pytest.fixture()
def english():  # type: ignore[no-untyped-def]
    """Whatever a test installs, the next one starts in English again."""
    yield
    i18n.install(i18n.ENGLISH)
    QLocale.setDefault(QLocale("en_US"))
    QApplication.instance().setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_the_shipped_languages_are_the_issues_five() -> None:
    assert i18n.shipped() == ("en", "de", "es", "fr", "zh")
    assert sorted(translations.languages()) == sorted(i18n.shipped())


@pytest.mark.parametrize("language", SHIPPED)
def test_every_shipped_language_is_complete(language: str) -> None:
    """Each message translated, none empty, every placeholder kept, the right number of
    plural forms; and every language holds the same messages."""
    english_sources = {m.source for m in messages(i18n.translations_dir() / "botpsy_de.ts")}
    found = messages(i18n.translations_dir() / f"botpsy_{language}.ts")
    assert {m.source for m in found} == english_sources
    assert len(found) > 300
    problems = []
    for message in found:
        wanted = sorted(PLACEHOLDER.findall(message.source))
        if message.unfinished or not all(form.strip() for form in message.forms):
            problems.append(f"not translated: {message.source!r}")
        if message.numerus and len(message.forms) != PLURAL_FORMS[language]:
            problems.append(f"{len(message.forms)} plural forms: {message.source!r}")
        for form in message.forms:  # a plural form may leave the number out ("the oldest one")
            kept = sorted(PLACEHOLDER.findall(form))
            if kept != wanted and not (message.numerus and kept == [
                    p for p in wanted if not p.endswith("n")]):
                problems.append(f"placeholders differ: {message.source!r} -> {form!r}")
    assert not problems, "\n".join(problems)


def test_english_plurals_are_whole() -> None:
    found = messages(i18n.translations_dir() / "botpsy_en.ts")
    assert found and all(m.numerus and len(m.forms) == 2 and not m.unfinished for m in found)


def test_the_catalogues_hold_every_string_of_the_code(tmp_path: Path) -> None:
    """lupdate over today's code adds nothing to any catalogue and finds nothing stale: a
    string written without a translation fails here, in every language."""
    for language in i18n.shipped():
        shipped = i18n.translations_dir() / f"botpsy_{language}.ts"
        copy = tmp_path / shipped.name
        shutil.copy(shipped, copy)
        translations.update(copy, plural_only=language == "en")
        before = {m.source for m in messages(shipped)}
        after = messages(copy)
        added = sorted(m.source for m in after if m.unfinished)
        assert not added, f"{language}: strings with no translation: {added}"
        assert {m.source for m in after} == before, f"{language}: stale entries"


def _pseudo_catalogue(tmp_path: Path) -> Path:
    """A translation of every string of the code into "⟦…⟧", compiled."""
    ts = tmp_path / "pseudo.ts"
    translations.update(ts)
    tree = ET.parse(ts)
    tree.getroot().set("language", "en")
    for element in tree.iter("message"):
        translation = element.find("translation")
        assert translation is not None
        source = element.findtext("source") or ""
        translation.attrib.pop("type", None)
        if element.get("numerus") == "yes":
            for form in list(translation):
                translation.remove(form)
            for _ in range(2):
                ET.SubElement(translation, "numerusform").text = f"⟦{source}⟧"
        else:
            translation.text = f"⟦{source}⟧"
    tree.write(ts, encoding="utf-8")
    qm = tmp_path / "pseudo.qm"
    subprocess.run([translations.tool("lrelease"), "-silent", str(ts), "-qm", str(qm)],
                   check=True)
    return qm


def test_every_visible_string_is_translatable(tmp_path: Path) -> None:
    """The window, in every state of the screenshots (first run, a conversation, the working
    row, code, an alert, the shortcuts, both confirmation dialogs, three Settings pages, dark),
    under a catalogue that writes every string as ⟦…⟧: every label, button, title, tab,
    placeholder, tooltip, accessible name and list item the window wrote itself shows the
    marks. Only words that are someone's own (a message, an answer, a file name, a tool's
    summary: app/ui/i18n.mark_content) and the app's name stay as they are."""
    from tests.tools.screenshots import STATES

    qm = _pseudo_catalogue(tmp_path)
    home = tmp_path / "home"
    home.mkdir()
    out = tmp_path / "texts.json"
    env = {**os.environ, "BOTPSY_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-m", "tests.tools.screenshots", "--texts",
                             str(out), "--qm", str(qm)], cwd=ROOT, env=env, timeout=600,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-3000:]
    seen = json.loads(out.read_text(encoding="utf-8"))
    assert {entry["state"] for entry in seen} == set(STATES)
    ours = [entry for entry in seen if not entry["content"] and re.search(r"[A-Za-z]{2}",
                                                                          entry["text"])]
    untranslated = sorted({(e["state"], e["where"], e["text"]) for e in ours
                           if "⟦" not in e["text"] and e["text"] != "BotPsy"})
    assert not untranslated, "\n".join(map(str, untranslated))
    translated = {entry["text"] for entry in ours if "⟦" in entry["text"]}
    assert len(translated) > 120  # the walk reached the window's own words
    # what is skipped really is someone's words: the question asked and the file read
    content = {entry["text"] for entry in seen if entry["content"]}
    assert any("notice period" in text for text in content)


def test_the_window_speaks_german(qtbot, tmp_path: Path, english) -> None:  # type: ignore[no-untyped-def]
    """Settings say German: the window, its shortcuts, Settings and the plurals are German, and
    dates and numbers are written the German way."""
    from app.ui.application import BotPsyApp
    from tests.support.doubles import ScriptedBackend

    store = Store(tmp_path / "db.sqlite3")
    save_settings(store, Settings(language="de"))
    app = BotPsyApp(store, backend_factory=lambda settings: ScriptedBackend([]),
                    model="scripted")
    qtbot.addWidget(app.window)
    window = app.window
    assert (window.send_button.text(), window.stop_button.text()) == ("Senden", "Stopp")
    assert window.search.placeholderText() == "Unterhaltungen durchsuchen"
    assert window.settings_button.text() == "Einstellungen"
    assert ("Tastenkürzel" in [action.text() for action in window.actions()])
    settings = SettingsDialog(app.settings, window)
    qtbot.addWidget(settings)
    assert [settings.tabs.tabText(i) for i in range(settings.tabs.count())] == [
        "Modell", "Ordner", "Konten", "Kalender", "Fenster"]
    assert settings.work_days[0].text() == QLocale("de").dayName(1, QLocale.FormatType.ShortFormat)
    assert i18n.tr("%Ln new message(s)", "", 1) == "1 neue Nachricht"
    assert i18n.tr("%Ln new message(s)", "", 2) == "2 neue Nachrichten"
    assert i18n.tr("%Ln new message(s)", "", 1234) == "1.234 neue Nachrichten"
    assert i18n.number(1234.5) == "1.234,5"
    moment = datetime(2026, 12, 3, 14, 5).astimezone()
    assert i18n.date_time(moment) == QLocale("de").toString(
        QLocale("de").toDateTime("03.12.26 14:05", "dd.MM.yy HH:mm"),
        QLocale.FormatType.ShortFormat)
    assert "14:05" in i18n.date_time(moment) and "03.12." in i18n.date_time(moment)
    app.dispose()


def test_plural_forms_per_language(english) -> None:  # type: ignore[no-untyped-def]
    cases = {"en": ("1 new message", "5 new messages"),
             "fr": ("1 nouveau message", "5 nouveaux messages"),
             "es": ("1 mensaje nuevo", "5 mensajes nuevos"),
             "zh": ("1 封新邮件", "5 封新邮件")}
    for language, (one, five) in cases.items():
        i18n.install(language)
        assert (i18n.tr("%Ln new message(s)", "", 1), i18n.tr("%Ln new message(s)", "", 5)) == (
            one, five), language


def test_the_language_follows_the_system_unless_settings_choose() -> None:
    assert i18n.resolve("", QLocale("fr_FR")) == "fr"
    assert i18n.resolve("", QLocale("es_MX")) == "es"
    assert i18n.resolve("", QLocale("zh_CN")) == "zh"
    assert i18n.resolve("", QLocale("pt_BR")) == "en"  # not shipped: English
    assert i18n.resolve("de", QLocale("fr_FR")) == "de"  # the user's choice wins
    assert i18n.resolve("xx", QLocale("es_ES")) == "es"  # an unknown choice: the system's


def test_settings_offer_each_language_by_its_own_name(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    choices = {dialog.language.itemData(i): dialog.language.itemText(i)
               for i in range(dialog.language.count())}
    assert choices[""] == "Follow the system"
    assert choices["de"] == "Deutsch" and choices["fr"].lower() == "français"
    assert choices["es"].lower().startswith("español") and choices["zh"] == "简体中文"
    assert dialog.language_note.isHidden()
    dialog.language.setCurrentIndex(dialog.language.findData("fr"))
    assert not dialog.language_note.isHidden()  # it shows at the next start: said so
    chosen = dialog.result_settings()
    assert chosen.language == "fr"
    store = Store(tmp_path / "db.sqlite3")
    save_settings(store, chosen)
    assert load_settings(store).language == "fr"
    store.set_setting("ui.language", "'; DROP TABLE settings; --")
    assert load_settings(store).language == ""  # a damaged entry follows the system


def test_right_to_left_mirrors_the_window(qtbot, make_app, english) -> None:  # type: ignore[no-untyped-def]
    """A language written right to left (here: a stand-in for an Arabic catalogue, which is
    all such a language needs) lays the window out mirrored: the conversations on the right,
    the send button left of the message box."""
    app, _ = make_app([])
    QApplication.instance().setLayoutDirection(Qt.LayoutDirection.RightToLeft)  # as i18n does
    window = app.window
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)

    def left(widget) -> int:  # type: ignore[no-untyped-def]
        return widget.mapTo(window, QPoint(0, 0)).x()

    assert left(window.conversations) > left(window.input)
    assert left(window.send_button) < left(window.input)


def test_an_rtl_language_sets_the_direction(monkeypatch, english) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(i18n, "shipped", lambda: ("en", "ar"))
    monkeypatch.setattr(i18n, "compiled", lambda language: None)
    assert i18n.install("ar") == "ar"
    assert QApplication.instance().layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert QLocale().language() == QLocale.Language.Arabic
    assert i18n.install("en") == "en"
    assert QApplication.instance().layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_a_catalogue_is_compiled_once_and_a_missing_compiler_keeps_english(
        monkeypatch, tmp_path: Path, english) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("BOTPSY_HOME", str(tmp_path))
    first = i18n.compiled("de")
    assert first is not None and first.parent == tmp_path / "cache" / "translations"
    translator = QTranslator()
    assert translator.load(str(first)) and translator.translate("", "Send") == "Senden"
    monkeypatch.setattr(i18n, "_lrelease", lambda: None)
    assert i18n.compiled("de") == first  # cached by content: no compiler needed again
    shutil.rmtree(tmp_path / "cache")
    assert i18n.compiled("de") is None  # no compiler and nothing cached: logged, English
    assert i18n.install("de") == "de"
    assert i18n.tr("Send") == "Send"


def test_connector_sentences_and_dates_follow_the_window(tmp_path: Path, monkeypatch,
                                                         english) -> None:  # type: ignore[no-untyped-def]
    """What a connector writes for people (a card's title, a result, a date) stays the same
    English sentence for the command line and the model, and the window shows it in German."""
    from zoneinfo import ZoneInfo

    from connectors import ConnectorContext, connector
    from connectors.base import Moment
    from connectors.base import tr as phrase

    docs = tmp_path / "Documents"
    docs.mkdir()
    tools = {t.name: t for t in connector("files").build_tools(ConnectorContext(
        tmp_path, (docs,), {}))}
    title = tools["files_search"].summary_for({"query": "Miete", "max_results": 5})
    counted = phrase("%Ln file(s) found", None, 3)
    paris = datetime(2026, 12, 11, 15, 0, tzinfo=ZoneInfo("Europe/Paris"))
    when = Moment("Friday 11 December 2026, 15:00 (CET)", paris)
    assert (title, counted) == ("Search files for 'Miete', 5 at most", "3 files found")
    assert i18n.localized(title) == title  # English: the sentence as written
    i18n.install("de")
    assert i18n.localized(title) == "Dateien nach „Miete“ durchsuchen, höchstens 5"
    assert i18n.localized(counted) == "3 Dateien gefunden"
    assert i18n.localized(phrase("%Ln file(s) found", None, 1)) == "1 Datei gefunden"
    assert i18n.localized(when) == "Freitag, 11. Dezember 2026, 15:00 (CET)"
    assert i18n.localized("plain words") == "plain words"
    # a catalogue entry that lost its field: the English sentence, not a crash
    monkeypatch.setattr(i18n.QCoreApplication, "translate",
                        lambda *args: "Dateien nach {anfrage} durchsuchen")
    assert i18n.localized(phrase("Search files for '{query}'", query="x")) == \
        "Search files for 'x'"


def test_days_near_today_and_alerts_follow_the_window(qapp, tmp_path: Path, english) -> None:  # type: ignore[no-untyped-def]
    """A card title's "tomorrow 15:00", a calendar read's span and an alarm's title are the
    same English for the command line and the model, and German (or Chinese) in the window."""
    from zoneinfo import ZoneInfo

    from connectors import ConnectorContext, connector
    from connectors.base import when_words
    from connectors.system import ALERT_TITLES

    paris = ZoneInfo("Europe/Paris")
    now = datetime(2026, 12, 3, 9, 0, tzinfo=paris)  # a Thursday
    tomorrow, friday = when_words("2026-12-04T15:00", now), when_words("2026-12-11", now)
    tools = {t.name: t for t in connector("calendars").build_tools(ConnectorContext(
        tmp_path, (), {}, clock=lambda: now))}
    span = tools["calendar_list_events"].summary_for({"start": "2026-12-04T09:00",
                                                      "end": "2026-12-04T12:30"})
    week = tools["calendar_find_free_time"].summary_for({"start": "2026-12-07"})
    assert (tomorrow, friday) == ("tomorrow 15:00", "Fri 11 Dec")
    assert (span, week) == ("List events tomorrow 09:00–12:30",
                            "Find 60 free minutes for 7 days from Mon 7 Dec")
    i18n.install("de")
    assert i18n.localized(tomorrow) == "morgen 15:00"
    assert i18n.localized(friday) == "Fr. 11. Dez."
    assert i18n.localized(when_words("2027-08-04", now)) == "4. Aug. 2027"
    assert "morgen 09:00–12:30" in i18n.localized(span)
    assert "7 Tage ab Mo. 7. Dez." in i18n.localized(week)
    assert i18n.localized(ALERT_TITLES["alarm"]) == "Wecker"
    i18n.install("zh")
    assert i18n.localized(tomorrow) == "明天 15:00"
    assert i18n.localized(friday).startswith("12月11日")


def test_the_connection_test_says_its_stages_in_the_windows_language(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    """The stages a connector reports while it tests an account come through the dialog's
    signal whole (not as plain text), so the form says them in German."""
    from app.ui.accounts import AccountDialog
    from connectors import connector
    from connectors.base import tr as phrase

    i18n.install("de")
    dialog = AccountDialog(connector("mail").accounts, set())  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    stage = phrase("Logging in to {host} (IMAP)…", host="imap.example.org")
    assert stage == "Logging in to imap.example.org (IMAP)…"  # the English, for the CLI
    with qtbot.waitSignal(dialog.progress.said):
        dialog.progress.said.emit(stage)
    assert dialog.status.text().startswith("Anmeldung bei imap.example.org (IMAP)…")


def german_account_test(qtbot, kind: str, fields: dict[str, str]):  # type: ignore[no-untyped-def]
    """An account form of ``kind`` in a German window, filled and tested for real: the form,
    and what its marked fields say."""
    from app.ui.accounts import AccountDialog
    from connectors import connector

    i18n.install("de")
    dialog = AccountDialog(connector(kind).accounts, set())  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    dialog.show()
    for key, value in fields.items():
        dialog.inputs[key].setText(value)
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.test_button.isEnabled(), timeout=60000)
    return dialog, "\n".join(label.text() for label in dialog.errors.values()
                             if label.isVisible())


def test_a_failed_connection_test_is_explained_in_the_windows_language(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    """A server name that cannot be found, from the real connection test: the form marks the
    field with the reason in German, the server's name as typed."""
    dialog, shown = german_account_test(qtbot, "mail", {
        "name": "Work", "email": "alice@example.org", "password": "x",
        "imap_host": "imap.no-such-host.invalid", "smtp_host": "smtp.no-such-host.invalid"})
    assert "Der Servername imap.no-such-host.invalid wurde nicht gefunden" in shown, shown
    assert "Der Servername smtp.no-such-host.invalid wurde nicht gefunden" in shown, shown
    assert [check.message for check in dialog.test_results if not check.ok][0].startswith(
        "The server name imap.no-such-host.invalid cannot be found")  # the English beneath


def test_an_unreachable_calendar_server_is_explained_in_the_windows_language(  # type: ignore[no-untyped-def]
        qtbot, english) -> None:
    _, shown = german_account_test(qtbot, "calendars", {
        "name": "Home", "url": "https://dav.no-such-host.invalid/", "username": "alex",
        "password": "x"})
    assert "Der Kalenderserver unter https://dav.no-such-host.invalid/ ist nicht" in shown, shown
    assert "lokale Kopie" in shown


def test_a_path_outside_the_allowed_folders_is_refused_in_the_windows_language(  # type: ignore[no-untyped-def]
        qapp, tmp_path: Path, english) -> None:
    """The refusal reaches the card as the connector's Phrase (the runner keeps it): German in
    the window, the English for the model, the path as written."""
    from app.agent.registry import ToolRegistry
    from app.agent.runner import CallRequest, TaskContext, ToolRunner
    from connectors import ConnectorContext, connector
    from tests.support.doubles import ScriptedConfirmer

    docs = tmp_path / "Documents"
    docs.mkdir()
    secret = tmp_path / "secret {folders}.txt"  # outside, and named like a template field
    secret.write_text("x")
    registry = ToolRegistry(connector("files").build_tools(ConnectorContext(tmp_path, (docs,), {})))
    [outcome] = ToolRunner(registry, ScriptedConfirmer("approve")).run_calls(
        [CallRequest("files_read", {"path": str(secret)})], TaskContext())
    assert outcome.status != "done"
    assert outcome.summary == f"Outside the folders BotPsy may use: {secret}\nAllowed folders: {docs}"
    i18n.install("de")
    assert i18n.localized(outcome.summary) == (
        f"Außerhalb der Ordner, die BotPsy verwenden darf: {secret}\nErlaubte Ordner: {docs}")



@pytest.mark.parametrize(("name", "tool", "arguments", "english_text", "german"), [
    ("files", "files_read", {"path": "Documents"}, "This is a folder (files_list lists it): ",
     "Das ist ein Ordner (files_list listet ihn auf): "),
    ("files", "files_write", {"path": "Documents/notes {path}.txt", "content": "y"},
     "Already exists (overwrite true replaces it): ", "Existiert bereits (overwrite true "),
    ("files", "files_write", {"path": "/botpsy-outside/x.txt", "content": "y"},  # at preview
     "Outside the folders BotPsy may use: /botpsy-outside/x.txt",
     "Außerhalb der Ordner, die BotPsy verwenden darf: /botpsy-outside/x.txt"),
    ("system", "system_cancel_alarm", {"id": 999},
     "There is no pending timer, alarm or reminder 999.",
     "Es gibt keinen anstehenden Timer, Wecker oder keine Erinnerung 999."),
    ("calendars", "calendar_create_event", {"title": "Lunch", "start": "2026-12-10T12:00",
                                            "calendar": "Nope"},
     "There is no calendar 'Nope'.", "Es gibt keinen Kalender 'Nope'."),
])
def test_a_tools_refusal_reaches_its_card_in_the_windows_language(  # type: ignore[no-untyped-def]
        qapp, tmp_path: Path, english, name: str, tool: str, arguments: dict[str, Any],
        english_text: str, german: str) -> None:
    """Files, the device and calendars: the error a tool raises is its connector's Phrase, so
    the card shows it in German while the model reads the English; a path named like a
    template field stays as written."""
    from app.agent.registry import ToolRegistry
    from app.agent.runner import CallRequest, TaskContext, ToolRunner
    from connectors import ConnectorContext, connector
    from tests.support.doubles import ScriptedConfirmer

    docs = tmp_path / "Documents"
    docs.mkdir()
    (docs / "notes {path}.txt").write_text("x")
    registry = ToolRegistry(connector(name).build_tools(ConnectorContext(tmp_path, (tmp_path,),
                                                                         {})))
    [outcome] = ToolRunner(registry, ScriptedConfirmer("approve")).run_calls(
        [CallRequest(tool, dict(arguments))], TaskContext())
    assert outcome.status != "done"
    assert english_text in outcome.summary, outcome.summary
    i18n.install("de")
    shown = i18n.localized(outcome.summary)
    assert german in shown, shown
    assert "{" not in shown.replace("notes {path}.txt", "")  # every field filled, once


def test_a_sentence_inside_a_sentence_is_translated_too(qapp, english) -> None:  # type: ignore[no-untyped-def]
    """A failed send wraps the network's own Phrase: both are German in the window."""
    from connectors.base import tr
    from connectors.mail.client import _network_failure

    failure = tr("Sending failed: {failure}", failure=_network_failure(
        "smtp.example.org", ConnectionResetError(104, "Connection reset by peer")))
    assert str(failure).startswith("Sending failed: The connection to smtp.example.org was cut")
    i18n.install("de")
    assert i18n.localized(failure).startswith(
        "Senden fehlgeschlagen: Die Verbindung zu smtp.example.org wurde unterbrochen")


def test_the_apps_own_calendar_is_named_in_the_answers_language(qapp, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                                english) -> None:
    """The model names the app's own calendar as the tools do, in English ("On this
    computer"); a card and an answer the app writes from it name it in the reader's language
    ("Sur cet ordinateur"), and another calendar as it is called."""
    from connectors import ConnectorContext
    from connectors.calendars.tools import CalendarTools

    tools = CalendarTools(ConnectorContext(tmp_path, (tmp_path,), {}))
    args = {"start": "2026-12-01T09:00", "end": "2026-12-01T11:00"}
    for calendar, french in (("On this computer", "dans Sur cet ordinateur"),
                             ("work/Team", "work/Team")):
        line = tools.calendar_list_events_summary({**args, "calendar": calendar})
        assert calendar in str(line)
        assert french in i18n.sentence_in(line, "fr"), i18n.sentence_in(line, "fr")
        tasks = tools.calendar_list_tasks_summary({"calendar": calendar})
        assert french.split()[-1] in i18n.sentence_in(tasks, "fr")


def test_a_note_on_a_card_is_in_the_windows_language(  # type: ignore[no-untyped-def]
        qapp, tmp_path: Path, english) -> None:
    """A search in a folder that is not there looks everywhere and says so: the note joins the
    count in the card's summary, both in German; notes joined by "; " stay Phrases each."""
    from app.agent.registry import ToolRegistry
    from app.agent.runner import CallRequest, TaskContext, ToolRunner
    from connectors import ConnectorContext, connector
    from connectors.base import joined, tr
    from tests.support.doubles import ScriptedConfirmer

    (tmp_path / "a {folder}.txt").write_text("x")
    registry = ToolRegistry(connector("files").build_tools(ConnectorContext(tmp_path, (tmp_path,),
                                                                            {})))
    [outcome] = ToolRunner(registry, ScriptedConfirmer("approve")).run_calls(
        [CallRequest("files_search", {"name": "*.txt", "folder": "Tax {Return}"})], TaskContext())
    assert outcome.summary == ("1 file found (there is no folder 'Tax {Return}'; every allowed "
                               "folder was searched)")
    notes = joined([tr("quoted history or signature not shown"), tr("cut at {count} characters",
                                                                    count=300)])
    assert notes == "quoted history or signature not shown; cut at 300 characters"
    i18n.install("de")
    assert i18n.localized(outcome.summary) == (
        "1 Datei gefunden (es gibt keinen Ordner 'Tax {Return}'; alle erlaubten Ordner wurden "
        "durchsucht)")
    assert i18n.localized(notes) == ("zitierter Verlauf oder Signatur nicht gezeigt; nach 300 "
                                     "Zeichen abgeschnitten")


def test_a_damaged_file_is_reported_in_the_windows_language(qapp, english) -> None:  # type: ignore[no-untyped-def]
    """The notice of a damaged database (what was saved, where the copy is) is a Phrase with a
    plural: English for the command line, German in the window."""
    from connectors.storage import Recovery

    recovery = Recovery(Path("/data/app.sqlite3"), Path("/data/app.sqlite3.damaged-1"),
                        "database disk image is malformed", {"messages": 1, "settings": 2},
                        ("events",))
    assert recovery.message() == (
        "app.sqlite3 was damaged (database disk image is malformed). BotPsy started with a "
        "fresh copy: 3 records could be saved; some of events could not be read. The damaged "
        "file is kept as /data/app.sqlite3.damaged-1.")
    i18n.install("de")
    assert i18n.localized(recovery.message()) == (
        "app.sqlite3 war beschädigt (database disk image is malformed). BotPsy hat mit einer "
        "frischen Kopie begonnen: 3 Datensätze konnten gerettet werden; einiges aus events "
        "konnte nicht gelesen werden. Die beschädigte Datei liegt als "
        "/data/app.sqlite3.damaged-1.")


def test_what_a_calendar_change_did_is_said_in_the_windows_language(  # type: ignore[no-untyped-def]
        qapp, tmp_path: Path, english) -> None:
    """The result line of an approved event, then of listing calendars (a plural), in German;
    the event's title as the user wrote it."""
    from app.agent.registry import ToolRegistry
    from app.agent.runner import CallRequest, TaskContext, ToolRunner
    from connectors import ConnectorContext, connector
    from tests.support.doubles import ScriptedConfirmer

    registry = ToolRegistry(connector("calendars").build_tools(ConnectorContext(tmp_path, (), {})))
    added, listed = ToolRunner(registry, ScriptedConfirmer("approve")).run_calls(
        [CallRequest("calendar_create_event", {"title": "Lunch {title}",
                                                "start": "2026-12-10T12:00"}),
         CallRequest("calendar_list_calendars", {})], TaskContext())
    assert (added.summary, listed.summary) == ("Added Lunch {title}", "1 calendar")
    i18n.install("de")
    assert i18n.localized(added.summary) == "Lunch {title} hinzugefügt"
    assert i18n.localized(listed.summary) == "1 Kalender"


def test_what_a_sync_could_not_send_is_said_in_the_windows_language(  # type: ignore[no-untyped-def]
        qtbot, tmp_path: Path, english) -> None:
    """A calendar change made offline that the server refused on replay reaches the tray in
    German, with what changed on the server (a field's German name); the event's title as
    written. The sync's own line (plurals) is German too."""
    from PySide6.QtWidgets import QWidget

    from app.ui.syncing import Syncing
    from connectors.base import SyncResult, joined, tr
    from connectors.calendars.ical import FIELD_NAMES

    parent = QWidget()
    qtbot.addWidget(parent)
    told: list[tuple[str, str]] = []
    syncing = Syncing(Store(tmp_path / "db.sqlite3"), Settings, lambda *said: told.append(said),
                      parent)
    conflict = tr("Your offline change of '{title}' was not sent: someone changed it on the "
                  "server meanwhile ({changes}).", title="Lunch {changes}",
                  changes=joined([tr("{field}: was '{was}', now '{now}'", field=FIELD_NAMES[1],
                                     was="12:00", now="13:00")]))
    line = joined([tr("%Ln calendar(s)", None, 2), tr("%Ln queued change(s) sent", None, 1)])
    i18n.install("de")
    syncing._on_synced([SyncResult("work", line, notices=(conflict,))])
    assert told == [("work", "Deine Offline-Änderung an „Lunch {changes}“ wurde nicht gesendet: "
                             "Jemand hat es inzwischen auf dem Server geändert (Beginn: war "
                             "„12:00“, jetzt „13:00“).")]
    assert i18n.localized(line) == "2 Kalender; 1 vorgemerkte Änderung gesendet"


def test_a_file_that_is_not_a_model_is_refused_in_the_windows_language(  # type: ignore[no-untyped-def]
        qtbot, tmp_path: Path, english) -> None:
    """First run, a German window, a text file named like a model: refused in German, with
    the file's name as it is; a model server address with credentials too (the backend's
    own words)."""
    from app.agent.backends import BackendError, load_backend
    from app.ui.first_run import FirstRunDialog
    from connectors.base import said

    fake = tmp_path / "urlaub {file}.gguf"
    fake.write_text("not a model at all\n", encoding="utf-8")
    i18n.install("de")
    guide = FirstRunDialog(Settings(), "BotPsy", 1_000_000_000)
    qtbot.addWidget(guide)
    assert guide.set_model(str(fake)) is False
    assert guide.chosen.text().startswith(
        "Nicht verwendet: urlaub {file}.gguf ist keine GGUF-Modelldatei"), guide.chosen.text()
    with pytest.raises(BackendError) as refused:
        load_backend("https://user:secret@models.example.org/v1")
    assert i18n.localized(said(refused.value)) == \
        "Lass Zugangsdaten aus der Adresse des Modellservers weg."


def test_an_account_forms_field_errors_are_in_the_windows_language(  # type: ignore[no-untyped-def]
        qtbot, english) -> None:
    """A mail account with a wrong address and a CalDAV address with a password in it, in a
    German window: each field's error is German (the connector's own words, marked for the
    catalogue), never the English the connector checks with."""
    from PySide6.QtCore import Qt

    from app.ui.accounts import AccountDialog
    from connectors import account_kinds

    i18n.install("de")
    kinds = account_kinds()
    mail = AccountDialog(kinds["mail"].accounts, set())
    qtbot.addWidget(mail)
    mail.inputs["email"].setText("keine-adresse")
    qtbot.mouseClick(mail.test_button, Qt.MouseButton.LeftButton)
    assert mail.errors["email"].text() == "keine E-Mail-Adresse"
    calendar = AccountDialog(kinds["caldav"].accounts, set())
    qtbot.addWidget(calendar)
    calendar.inputs["url"].setText("https://alice:secret@cal.example.org/")
    qtbot.mouseClick(calendar.test_button, Qt.MouseButton.LeftButton)
    assert calendar.errors["url"].text().startswith(
        "lass Benutzername und Passwort aus der Adresse weg")


def test_a_broken_chat_template_is_explained_in_the_users_language() -> None:
    """A model whose chat template is not valid Jinja (someone else's code): the reason the
    model cannot be used reads in German, Jinja's own words kept as they are."""
    from app.agent.chat_format import ChatFormat, TemplateError
    from connectors.base import said

    with pytest.raises(TemplateError) as broken:
        ChatFormat("{% if messages %}never closed")
    german = i18n.Terminal("de").localized(said(broken.value))
    assert german.startswith("die Chat-Vorlage ist kein gültiges Jinja: "), german
    assert str(broken.value).startswith("the chat template is not valid Jinja: ")


# a change of each device setting and each kind of alarm, as the model would ask for it
DEVICE_CALLS = (("system_set_mute", {"muted": True}), ("system_set_volume", {"percent": 30}),
                ("system_set_brightness", {"percent": 40}), ("system_set_dark_mode", {"on": True}),
                ("system_set_wifi", {"on": False}), ("system_set_do_not_disturb", {"on": True}),
                ("system_set_timer", {"minutes": 10}), ("system_set_alarm", {"time": "06:45"}),
                ("system_set_reminder", {"time": "17:00", "text": "Mama anrufen"}),
                ("system_cancel_alarm", {"id": 1}), ("system_cancel_alarm", {"id": 99}),
                ("system_open_url", {"url": "https://example.org/news"}))


def _device_tools(tmp_path: Path) -> dict[str, Any]:
    from connectors import ConnectorContext
    from connectors.system.alarms import AlarmStore
    from connectors.system.device import LinuxBackend
    from connectors.system.tools import build_tools

    backend = LinuxBackend(run=lambda command: "")
    for getter, value in (("get_mute", False), ("get_volume", 50), ("get_brightness", 70),
                          ("get_dark_mode", False), ("get_wifi", True),
                          ("get_do_not_disturb", None),  # None: this system cannot tell
                          ("get_battery", {"percent": 80, "status": "Charging"}),
                          ("get_network", "full")):
        setattr(backend, getter, lambda value=value: value)
    context = ConnectorContext(data_dir=tmp_path)
    AlarmStore(tmp_path / "alarms.sqlite3").add(
        "alarm", datetime(2026, 12, 2, 6, 45, tzinfo=UTC), "Aufstehen")
    return {t.name: t for t in build_tools(context, backend=backend)}


def test_every_text_on_a_device_or_alarm_card_is_translatable_or_the_calls_own(
        qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A card's title and every value of its preview is a sentence or a date the window
    translates (a Phrase, a Moment), or data the call itself carries (a name, an address)."""
    from connectors.base import Phrase

    tools = _device_tools(tmp_path)
    for name, args in DEVICE_CALLS:
        tool = tools[name]
        shown = [tool.summary_for(args), *(f.value for f in tool.preview_for(args).fields)]
        for text in shown:
            translatable = isinstance(text, Phrase) or getattr(text, "moment", None) is not None
            own = text in {str(v) for v in args.values()} or text == "example.org"
            assert translatable or own, (name, text)


@pytest.mark.parametrize(("values", "english_line", "german"), [
    ({"battery": {"percent": 80, "status": "Charging"}}, "Battery: 80%, charging",
     "Akku: 80 %, wird geladen"),
    ({"battery": {"percent": 41, "status": "Discharging"}}, "Battery: 41%, on battery",
     "Akku: 41 %, im Akkubetrieb"),
    ({"battery": {"percent": 100, "status": "Full"}}, "Battery: 100%, fully charged",
     "Akku: 100 %, voll geladen"),
    ({"battery": {"percent": 60, "status": "Not charging"}},
     "Battery: 60%, plugged in, not charging", "Akku: 60 %, angeschlossen, wird nicht geladen"),
    ({"battery": {"percent": 60, "status": "Unknown"}}, "Battery: 60%", "Akku: 60 %"),
    # a state no system in this app gives: as given, never dropped
    ({"battery": {"percent": 5, "status": "Critical"}}, "Battery: 5%, Critical",
     "Akku: 5 %, Critical"),
    ({"network": "unknown"}, "Network: unknown", "Netzwerk: unbekannt"),
    ({"network": "portal"}, "Network: behind a login page", None),
])
def test_every_battery_and_network_state_is_said_in_the_windows_language(
        qapp, english, values: dict[str, Any], english_line: str,  # type: ignore[no-untyped-def]
        german: str | None) -> None:
    """The device status line: each state the system gives (Linux sysfs, nmcli), in words."""
    from connectors.system.tools import _status_said

    line = _status_said(values)
    assert i18n.localized(line) == english_line
    i18n.install("de")
    if german is not None:
        assert i18n.localized(line) == german


def test_a_device_or_alarm_card_is_in_the_windows_language(
        qapp, tmp_path: Path, english) -> None:  # type: ignore[no-untyped-def]
    """What the user approves a device change or an alarm by, in German: no English word of
    the card's own is left."""
    tools = _device_tools(tmp_path)

    def card(name: str, args: dict[str, Any]) -> list[str]:
        tool = tools[name]
        return [i18n.localized(tool.summary_for(args)),
                *(f"{i18n.tr(f.label)}: {i18n.localized(f.value)}"
                  for f in tool.preview_for(args).fields)]

    english_cards = {name: card(name, args) for name, args in DEVICE_CALLS}
    assert tools["system_status"].function().summary == \
        "Volume: 50%; Mute: off; Brightness: 70%; Dark mode: off; Wi-Fi: on; " \
        "Battery: 80%, charging; Network: connected"
    assert english_cards["system_set_dark_mode"] == [
        "Turn dark mode on", "Setting: Dark mode", "Change: off → on"]
    i18n.install("de")
    assert card("system_set_dark_mode", {"on": True}) == [
        "Dunkelmodus einschalten", "Einstellung: Dunkelmodus", "Änderung: aus → ein"]
    assert card("system_set_volume", {"percent": 30}) == [
        "Lautstärke auf 30 % stellen", "Einstellung: Lautstärke", "Änderung: 50 % → 30 %"]
    assert card("system_set_do_not_disturb", {"on": True})[-1] == "Änderung: unbekannt → ein"
    status = tools["system_status"].function().summary  # what the status card's line says
    assert i18n.localized(status) == \
        "Lautstärke: 50 %; Stummschalten: aus; Helligkeit: 70 %; Dunkelmodus: aus; WLAN: ein; " \
        "Akku: 80 %, wird geladen; Netzwerk: verbunden"
    # (not "Timer" nor "Alarm": German words too)
    english_words = re.compile(r"\b(?:Set|Turn|on|off|unknown|Reminder|Mute|"
                               r"Volume|Brightness|Dark|Cancel|Open|at|to|not found|"
                               r"Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|"
                               r"Mon|Tue|Wed|Thu|Fri|Sat|Sun|December|Dec)\b")
    for name, args in DEVICE_CALLS:
        lines = card(name, args)
        assert lines != english_cards[name], name
        for line in lines:
            assert not english_words.search(line), (name, line)


def test_a_trash_a_move_and_a_repeating_event_are_carded_in_the_windows_language(
        qapp, tmp_path: Path, english) -> None:  # type: ignore[no-untyped-def]
    """The lines of a file's, a message's and a repeating event's confirmation card that were
    English in every window: what a move to the trash does, where a message is and what
    happens to it, how an event repeats and when it reminds."""
    from connectors import ConnectorContext, connector
    from connectors.mail.account import MailAccount

    docs = tmp_path / "Documents"
    docs.mkdir()
    (docs / "old.txt").write_text("x")
    account = MailAccount("work", "alice@example.org", "127.0.0.1", "127.0.0.1")
    context = ConnectorContext(tmp_path, (docs,), {
        "mail": {"accounts": [account.to_settings()]}, "calendars": {"time_zone": "UTC"}})
    tools = {t.name: t for name in ("files", "mail", "calendars")
             for t in connector(name).build_tools(context)}
    asked = (("files_delete", {"path": "old.txt"}),
             ("mail_move", {"id": 7, "mailbox": "INBOX", "to_mailbox": "Archive"}),
             ("mail_delete", {"id": 7, "mailbox": "INBOX"}),
             ("calendar_create_event", {"title": "Yoga", "start": "2026-12-04T07:00",
                                        "repeat": "weekly", "repeat_count": 3,
                                        "reminder_minutes": 30}))

    def lines(name: str, args: dict[str, Any]) -> dict[str, str]:
        fields = tools[name].preview_for(args).fields
        return {f.label: i18n.localized(f.value) for f in fields}

    made = tools["calendar_create_event"].function(title="Run", start="2026-12-07T07:00",
                                                   repeat="daily", repeat_until="2026-12-20")
    asked += (("calendar_delete_event", {"uid": made.content["uid"]}),)
    # series another app wrote: every other week on two days, "the second Monday of the
    # month" and "the last Sunday of October" (said in words), and "the last working day of
    # the month" (BYSETPOS: shown as written)
    from datetime import UTC, datetime

    from connectors.calendars import ical

    own = tools["calendar_create_event"].function.__self__
    other = {}
    for name, rule in (("fortnight", {"FREQ": "WEEKLY", "INTERVAL": 2, "BYDAY": ["MO", "WE"]}),
                       ("second Monday", {"FREQ": "MONTHLY", "BYDAY": ["2MO"]}),
                       ("October", {"FREQ": "YEARLY", "BYMONTH": 10, "BYDAY": ["-1SU"]}),
                       ("day 15", {"FREQ": "MONTHLY", "BYMONTHDAY": [15, -1]}),
                       ("working day", {"FREQ": "MONTHLY", "BYDAY": ["MO", "TU", "WE", "TH",
                                                                    "FR"], "BYSETPOS": -1})):
        text = ical.new_event(f"{name}@other.example", "Standup",
                              datetime(2026, 12, 7, 9, tzinfo=UTC),
                              datetime(2026, 12, 7, 9, 15, tzinfo=UTC), rrule=rule)
        other[name] = {"uid": own.calendars.create(own.calendars.calendar(""), text)[0]}
    i18n.install(i18n.ENGLISH)
    english_cards = {name: lines(name, args) for name, args in asked}
    assert english_cards["calendar_delete_event"]["Delete"].startswith(
        "Every occurrence (daily, until ")
    assert english_cards["mail_move"]["Message"] == "#7 in INBOX"
    assert english_cards["calendar_create_event"]["Repeats"] == "weekly, 3 times"
    assert lines("calendar_delete_event", other["fortnight"])["Delete"] == (
        "Every occurrence (every 2 weeks on Monday, Wednesday, with no end)")
    assert lines("calendar_delete_event", other["second Monday"])["Delete"] == (
        "Every occurrence (monthly on the second Monday, with no end)")
    assert lines("calendar_delete_event", other["working day"])["Delete"] == (
        "Every occurrence (repeats FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1)")
    i18n.install("de")
    german = {name: lines(name, args) for name, args in asked}
    assert german["files_delete"]["Action"].startswith("Diese Datei in den Papierkorb")
    assert german["mail_move"]["Action"] == "Nach Archive verschieben"
    assert german["mail_delete"]["Action"].startswith("In den Papierkorb verschieben")
    assert german["calendar_create_event"]["Repeats"] == "wöchentlich, 3 Mal"
    assert german["calendar_create_event"]["Reminder"] == "30 Minuten vorher"
    until = german["calendar_delete_event"]["Delete"]  # "… bis 20. Dez. 2026", or nearer
    assert until.startswith("Alle Termine der Serie (täglich, bis ") and "20" in until
    assert lines("calendar_delete_event", other["fortnight"])["Delete"].startswith(
        "Alle Termine der Serie (alle 2 Wochen am Montag, Mittwoch, ")
    assert lines("calendar_delete_event", other["second Monday"])["Delete"] == (
        "Alle Termine der Serie (monatlich am zweiten Montag, ohne Ende)")
    assert lines("calendar_delete_event", other["October"])["Delete"] == (
        "Alle Termine der Serie (jährlich am letzten Sonntag im Oktober, ohne Ende)")
    assert lines("calendar_delete_event", other["day 15"])["Delete"] == (
        "Alle Termine der Serie (monatlich am 15., letzten Tag, ohne Ende)")
    i18n.install("zh")
    assert "每 2 周的周一、周三" in lines("calendar_delete_event", other["fortnight"])["Delete"]
    assert "每月的第二个周一" in lines("calendar_delete_event", other["second Monday"])["Delete"]
    for language, words in (("fr", "tous les mois le deuxième lundi"),
                            ("es", "cada mes el segundo lunes")):
        i18n.install(language)
        assert words in lines("calendar_delete_event", other["second Monday"])["Delete"]
    assert "2026-12-20" not in until


def test_an_invitations_card_is_in_the_windows_language(  # type: ignore[no-untyped-def]
        qapp, mail_servers, secrets, tmp_path: Path, english) -> None:
    """Answering an invitation mailed to a real Dovecot: the card's title, when, the answer,
    what happens to the calendar and what goes out, in German; the mail's own subject as it
    goes out (English)."""
    import uuid

    from tests.security.test_invitation_attacks import BOSS, ME, Inbox

    alice = Inbox(mail_servers, tmp_path)
    id = alice.mail(BOSS, "REQUEST", f"{uuid.uuid4()}@x", "Budget review", "20261211T130000Z",
                    BOSS)
    assert alice.answer(id).ok
    request = alice.runner.confirmer.seen[-1]
    i18n.install("de")
    fields = {f.label: i18n.localized(f.value) for f in request.preview.fields}
    assert i18n.localized(request.summary) == f"Die Einladung in E-Mail #{id} annehmen"
    assert fields["When"] == "Freitag, 11. Dezember 2026, 14:00 (CET) – " \
        "Freitag, 11. Dezember 2026, 15:00 (CET)"
    assert fields["Your answer"] == "Zugesagt"
    assert fields["Calendar"].startswith("In ") and fields["Calendar"].endswith(" eingetragen")
    assert fields["Mail"] == f"„Accepted: Budget review“ geht per E-Mail von {ME} an {BOSS}"
