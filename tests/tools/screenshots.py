"""`python -m tests.tools.screenshots --out DIR`: PNGs of the main states from a real window.

Starts its own Xvfb when there is no display (and Xvfb is installed), so the window is a real
X11 window; falls back to Qt's offscreen platform otherwise. The conversation is played by a
scripted model through the real worker, runner and files connector; the mail and calendar
previews are ConfirmationRequests shaped as those connectors will send them.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

STATES = ("first-run", "conversation", "working", "long-message", "code", "alert", "shortcuts",
          "confirm-email", "confirm-calendar", "confirm-device", "settings", "settings-calendar",
          "settings-accounts", "conversation-dark", "code-dark", "alert-dark", "working-dark",
          "long-message-dark", "shortcuts-dark")
# Also shot with the desktop scaled to 150% (QT_SCALE_FACTOR=1.5), named "<state>-1.5x".
SCALED_STATES = ("conversation", "working", "long-message", "code", "alert", "shortcuts",
                 "conversation-dark", "code-dark", "working-dark", "long-message-dark",
                 "alert-dark", "shortcuts-dark")

# The demo's own words per language: what a user of that language would have on disk and ask.
DEMO: dict[str, dict[str, str]] = {
    "en": {
        "documents": "Documents", "lease_file": "Lease agreement 2026.md",
        "lease_text": "# Lease agreement\nRent: 1,250 EUR per month, due on the 1st.\nNotice "
                      "period: three months, in writing.\n",
        "other_file": "Groceries.txt", "other_text": "milk\neggs\n", "query": "notice period",
        "question": "What does the lease in my documents say about the notice period?",
        "answer": "Your lease (**Lease agreement 2026.md**) says:\n\n- **Rent:** 1,250 EUR per "
                  "month, due on the 1st\n- **Notice period:** three months, in writing\n\n"
                  "Would you like me to draft the notice letter?",
        "follow_up": "Yes, and email it to my landlord",
        "long_question": "Here is the whole lease; what does clause 14 say about repairs?",
        "minutes_intro": "Here are the minutes of Monday's meeting:",
        "minutes_line": "{n}. Point {n}: the budget for the spring fair, the rota and who "
                        "brings what.",
        "minutes_question": "What did we decide about the rota?",
        "minutes_answer": "You decided on a **weekly rota**: Sam on Mondays, Priya on "
                          "Wednesdays, and you on Fridays (point 23).",
        "code_question": "How do I find the PDFs I changed this week, and rename them by date?",
        "code_intro": "In a terminal, this lists them:",
        "code_python": "And in Python, to rename each one with its date:",
        "code_table": "| Tool | Keeps the original |\n|---|---|\n| `find` | yes |\n| Python | no |",
        "timer": "Timer", "tea": "Tea is ready (4 minutes)", "subject": "Notice of termination",
        "body": "Dear Ms. Duval,\n\nI am giving notice to end my lease at 12 Rue des Lilas on "
                "28 February 2027, three months from today as the agreement requires.\n\nKind "
                "regards,\nAlex Martin",
        "dentist": "Dentist — Dr. Okafor", "calendar": "Calendar",
        "wake_up": "Train to Lyon at 7:30",
        "dentist_soon": "Dentist — Dr. Okafor, 14 Avenue Foch, in 30 minutes",
        "on_this_computer": "On this computer",
    },
    "de": {
        "documents": "Dokumente", "lease_file": "Mietvertrag 2026.md",
        "lease_text": "# Mietvertrag\nMiete: 1.250 EUR im Monat, fällig am 1.\nKündigungsfrist: "
                      "drei Monate, schriftlich.\n",
        "other_file": "Einkauf.txt", "other_text": "Milch\nEier\n", "query": "Kündigungsfrist",
        "question": "Was sagt der Mietvertrag in meinen Dokumenten zur Kündigungsfrist?",
        "answer": "Dein Mietvertrag (**Mietvertrag 2026.md**) sagt:\n\n- **Miete:** 1.250 EUR "
                  "im Monat, fällig am 1.\n- **Kündigungsfrist:** drei Monate, schriftlich\n\n"
                  "Soll ich das Kündigungsschreiben entwerfen?",
        "follow_up": "Ja, und schick es per E-Mail an meine Vermieterin",
        "long_question": "Hier ist der ganze Mietvertrag; was sagt Paragraf 14 über Reparaturen?",
        "minutes_intro": "Hier ist das Protokoll der Sitzung vom Montag:",
        "minutes_line": "{n}. Punkt {n}: das Budget für das Frühlingsfest, der Dienstplan und "
                        "wer was mitbringt.",
        "minutes_question": "Was haben wir zum Dienstplan beschlossen?",
        "minutes_answer": "Ihr habt einen **wöchentlichen Dienstplan** beschlossen: Sam am "
                          "Montag, Priya am Mittwoch und du am Freitag (Punkt 23).",
        "code_question": "Wie finde ich die PDFs, die ich diese Woche geändert habe, und benenne "
                         "sie nach Datum um?",
        "code_intro": "Im Terminal listet dieser Befehl sie auf:",
        "code_python": "Und in Python, um jede mit ihrem Datum umzubenennen:",
        "code_table": "| Werkzeug | Behält das Original |\n|---|---|\n| `find` | ja |\n"
                      "| Python | nein |",
        "timer": "Timer", "tea": "Der Tee ist fertig (4 Minuten)",
        "subject": "Kündigung des Mietvertrags",
        "body": "Sehr geehrte Frau Duval,\n\nhiermit kündige ich meinen Mietvertrag für die "
                "Wohnung in der Lindenstraße 12 zum 28. Februar 2027, drei Monate ab heute, wie "
                "im Vertrag vorgesehen.\n\nMit freundlichen Grüßen\nAlex Martin",
        "dentist": "Zahnarzt – Dr. Okafor", "calendar": "Kalender",
        "wake_up": "Zug nach Lyon um 7:30",
        "dentist_soon": "Zahnarzt – Dr. Okafor, Lindenstraße 14, in 30 Minuten",
        "on_this_computer": "Auf diesem Computer",
    },
    "zh": {
        "documents": "文档", "lease_file": "2026 租赁合同.md",
        "lease_text": "# 租赁合同\n租金：每月 1,250 欧元，每月 1 日支付。\n通知期：三个月，须书面通知。\n",
        "other_file": "购物清单.txt", "other_text": "牛奶\n鸡蛋\n", "query": "通知期",
        "question": "我文档里的租赁合同关于通知期是怎么说的？",
        "answer": "你的租赁合同（**2026 租赁合同.md**）写道：\n\n- **租金：** 每月 1,250 欧元，"
                  "每月 1 日支付\n- **通知期：** 三个月，须书面通知\n\n要我起草解约通知吗？",
        "follow_up": "好的，然后发邮件给我的房东",
        "long_question": "这是整份租赁合同；第 14 条关于维修是怎么说的？",
        "minutes_intro": "这是周一会议的纪要：",
        "minutes_line": "{n}. 第 {n} 点：春季集市的预算、值班表以及谁带什么。",
        "minutes_question": "我们对值班表做了什么决定？",
        "minutes_answer": "你们决定采用**每周值班表**：周一 Sam，周三 Priya，周五是你（第 23 点）。",
        "code_question": "怎样找到我这周改过的 PDF，并按日期重命名？",
        "code_intro": "在终端中，这条命令会列出它们：",
        "code_python": "用 Python 按日期给每个文件重命名：",
        "code_table": "| 工具 | 保留原文件 |\n|---|---|\n| `find` | 是 |\n| Python | 否 |",
        "timer": "计时器", "tea": "茶泡好了（4 分钟）", "subject": "解除租约通知",
        "body": "杜瓦尔女士：\n\n我特此通知，按照合同规定，我将于 2027 年 2 月 28 日（自今日起三个月后）"
                "终止丁香街 12 号的租约。\n\n此致\n敬礼\nAlex Martin",
        "dentist": "牙医 — Okafor 医生", "calendar": "日历",
        "wake_up": "7:30 去里昂的火车",
        "dentist_soon": "牙医 — Okafor 医生，福煦大街 14 号，30 分钟后",
        "on_this_computer": "在这台电脑上",
    },
}


def _start_xvfb() -> subprocess.Popen[bytes] | None:
    if os.environ.get("DISPLAY") or not shutil.which("Xvfb"):
        return None
    for number in range(91, 120):
        if Path(f"/tmp/.X{number}-lock").exists():
            continue
        process = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1280x800x24",
                                    "-nolisten", "tcp"], stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
        for _ in range(50):
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                os.environ["DISPLAY"] = f":{number}"
                return process
            time.sleep(0.05)
        process.kill()
    return None


def _has_font_for(language: str) -> bool:
    """Whether fontconfig knows a font that writes ``language`` (no fontconfig: assumed)."""
    if shutil.which("fc-list") is None:
        return True
    found = subprocess.run(["fc-list", f":lang={language}", "family"], capture_output=True,
                           text=True)
    return found.returncode != 0 or bool(found.stdout.strip())


def run(out_dir: str, language: str = "") -> int:
    """Write the screenshots (in ``language``; "" is the system's); returns an exit code.
    Another language than English is shot once, at the normal scale."""
    if language and not _has_font_for(language):
        print(f"no font on this machine writes {language!r}: the screenshots would show boxes "
              f"(on Debian: apt-get install fonts-wqy-microhei)", file=sys.stderr)
        return 2
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    xvfb = _start_xvfb()
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "xcb" if env.get("DISPLAY") else "offscreen"
    home = tempfile.mkdtemp(prefix="botpsy-shots-")
    env["BOTPSY_HOME"] = home
    child = [sys.executable, "-m", "tests.tools.screenshots", "--child", str(out),
             "--language", language]
    try:
        # The window lives in a child process, so it is gone before the X server stops.
        code = subprocess.call(child, env=env)
        if code == 0 and language in ("", "en"):  # the same window on a desktop at 150%
            shutil.rmtree(home, ignore_errors=True)
            Path(home).mkdir()
            code = subprocess.call(child, env={**env, "QT_SCALE_FACTOR": "1.5"})
        return code
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait(5)
        shutil.rmtree(home, ignore_errors=True)


def texts_of(widget: Any) -> list[tuple[str, str, bool]]:
    """Every string a widget and its children show or say to a screen reader, as (where,
    text, content): window titles, labels, buttons, tabs, placeholders, tooltips, accessible
    names, combo box items, table headers, actions. ``content`` is True for text a widget
    marked as someone's words (app/ui/i18n.mark_content), which is not translated: its text,
    its items and the name a screen reader reads for it (tooltips are always the window's)."""
    from PySide6.QtWidgets import (
        QAbstractButton,
        QComboBox,
        QGroupBox,
        QLabel,
        QLineEdit,
        QPlainTextEdit,
        QTableWidget,
        QTabWidget,
        QWidget,
    )

    from app.ui.i18n import CONTENT

    found: list[tuple[str, str, bool]] = []
    widgets = [widget, *widget.findChildren(QWidget)]
    for each in widgets:
        if not each.isVisibleTo(widget) and each is not widget:
            continue
        kind = type(each).__name__
        content = bool(each.property(CONTENT))
        if each.isWindow():
            found.append((f"{kind}.windowTitle", each.windowTitle(), False))
        found.append((f"{kind}.toolTip", each.toolTip(), False))
        found.append((f"{kind}.accessibleName", each.accessibleName(), content))
        if isinstance(each, QLabel):
            found.append((f"{kind}.text", each.text(), content))
        elif isinstance(each, QAbstractButton):
            found.append((f"{kind}.text", each.text(), content))
        elif isinstance(each, (QLineEdit, QPlainTextEdit)):
            found.append((f"{kind}.placeholderText", each.placeholderText(), False))
        elif isinstance(each, QComboBox):
            found += [(f"{kind}.item", each.itemText(i), content) for i in range(each.count())]
        elif isinstance(each, QTabWidget):
            found += [(f"{kind}.tab", each.tabText(i), False) for i in range(each.count())]
        elif isinstance(each, QGroupBox):
            found.append((f"{kind}.title", each.title(), False))
        if isinstance(each, QTableWidget):
            headers = (each.horizontalHeaderItem(i) for i in range(each.columnCount()))
            found += [(f"{kind}.header", item.text(), False) for item in headers if item]
        found += [(f"{kind}.action", action.text(), False) for action in each.actions()]
    return [(where, text, content) for where, text, content in found if text]


def _texts(out: Path, home: Path, qm: str) -> int:
    """Play every state with only the translation file ``qm`` installed, whatever the
    language; write what each state shows to ``out`` (JSON)."""
    from app.ui import i18n

    i18n.compiled = lambda language: Path(qm)
    seen: list[dict[str, object]] = []

    def collect(name: str, widget: Any) -> None:
        for where, text, content in texts_of(widget):
            seen.append({"state": name, "where": where, "text": text, "content": content})

    code = play(home, collect, "en")
    out.write_text(json.dumps(seen, ensure_ascii=False, indent=1), encoding="utf-8")
    return code


def _shoot(out: Path, home: Path, language: str = "") -> int:
    """Write one PNG per state (the whole X screen under Xvfb, else the widget)."""
    from PySide6.QtGui import QGuiApplication

    scaled = os.environ.get("QT_SCALE_FACTOR") == "1.5"

    def grab(name: str, widget: object) -> None:
        if scaled and name not in SCALED_STATES:
            return
        name = f"{name}-1.5x" if scaled else name
        screen = QGuiApplication.primaryScreen()
        if os.environ.get("QT_QPA_PLATFORM") == "xcb":
            pixmap = screen.grabWindow(0)
        else:
            pixmap = widget.grab()  # type: ignore[attr-defined]
        pixmap.save(str(out / f"{name}.png"))
        print(out / f"{name}.png")

    return play(home, grab, language)


def play(home: Path, on_state: Callable[[str, Any], None], language: str = "") -> int:
    """Bring a real window through every state in ``STATES``, in ``language`` (a setting:
    "" is the system's), calling ``on_state(name, widget)`` at each; returns an exit code.
    The demo's own words (the files, the question, the answer) are in that language too."""
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from app.agent.confirmation import ConfirmationRequest
    from app.store.db import Store
    from app.ui import theme
    from app.ui.application import BotPsyApp
    from app.ui.confirm_dialog import ConfirmationDialog
    from app.ui.first_run import FirstRunDialog
    from app.ui.i18n import tr
    from app.ui.settings import SettingsDialog
    from app.ui.worker import PendingConfirmation
    from connectors import ConnectorContext, account_kinds
    from connectors.base import Effect, Provenance
    from tests.tools.demo_backend import ScriptedDemoBackend

    app = QApplication.instance() or QApplication(sys.argv)
    words = DEMO.get(language, DEMO["en"])
    docs = home / words["documents"]
    docs.mkdir()
    lease = docs / words["lease_file"]
    lease.write_text(words["lease_text"])
    (docs / words["other_file"]).write_text(words["other_text"])

    def wait(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def grab(name: str, widget: object | None = None) -> None:
        # Under Xvfb the X screen shows a scroll's pixels a while after Qt has painted it:
        # at 250 ms (and at 1 s) an answer was 105 px from its place in the screen's image
        # while Qt's own rendering of the window (widget.grab) had it right; at 2.5 s both agree
        wait(2500 if os.environ.get("QT_QPA_PLATFORM") == "xcb" else 250)
        on_state(name, widget)

    search = json.dumps({"name": "files_search", "arguments": {"query": words["query"]}})
    read = json.dumps({"name": "files_read", "arguments": {"path": str(lease)}})
    answer = words["answer"]
    turns = [f"<tool_call>\n{search}\n</tool_call>", f"<tool_call>\n{read}\n</tool_call>", answer]

    store = Store(home / "db.sqlite3")
    store.set_setting("files.allowed_folders", [str(docs)])
    store.set_setting("ui.language", language)
    backend = ScriptedDemoBackend(turns)
    botpsy = BotPsyApp(store, backend_factory=lambda settings: backend, model="demo")
    window = botpsy.window
    window.setGeometry(40, 30, 1200, 740)
    theme.apply(app, "light")  # type: ignore[arg-type]

    from dataclasses import replace

    first = FirstRunDialog(replace(botpsy.settings, model=replace(botpsy.settings.model, path="")),
                           tr("BotPsy 0.8B (Q4_K_M, recommended for laptops)"), 533_000_000,
                           None)
    first.folders.add_folder(str(docs))
    first.setGeometry(340, 160, 600, 460)
    first.show()
    grab("first-run", first)
    first.close()

    botpsy.start(show_first_run=False)
    deadline = time.monotonic() + 10
    while not window.model_ready and time.monotonic() < deadline:
        wait(50)
    window.input.setPlainText(words["question"])
    window.column.on_send_clicked()
    deadline = time.monotonic() + 15
    while (window.worker.busy or window.chat.current is not None) and \
            time.monotonic() < deadline:
        wait(100)
    wait(1500)  # the answer's bubble is laid out after the task ends (a busy machine: later)
    window.input.setPlainText(words["follow_up"])
    grab("conversation", window)
    def working_state(name: str) -> None:
        """What the window shows while the model reads a long message (the working row)."""
        asked = window.chat.add_user(words["long_question"])
        reading = tr("{activity}…").format(activity=tr("Reading your message"))
        window.chat.start_working(reading)
        window.chat.set_working(tr("{activity} {percent}").format(activity=reading,
                                                                  percent="42 %"), 672, 1600)
        working = window.chat.working
        assert working is not None
        working._started -= 14  # as if the message went 14 s ago
        working._tick()
        grab(name, window)
        window.chat.stop_working()
        window.chat.column.removeWidget(asked)  # the other states show the first conversation
        asked.deleteLater()

    def long_message(name: str) -> None:
        """A long paste, folded; the oldest exchanges set aside; Copy, Edit and Regenerate."""
        from app.ui.progress import set_aside_notice

        notice = window.chat.add_notice(set_aside_notice(2))
        window.chat.add_user(words["minutes_intro"] + "\n" + "\n".join(
            words["minutes_line"].format(n=n) for n in range(1, 60)) + "\n"
            + words["minutes_question"])
        window.chat.assistant().set_text(words["minutes_answer"])
        window.chat.end_assistant()
        window.chat.offer_redo(True)
        grab(name, window)
        window.chat.remove_last_exchange()
        window.chat.column.removeWidget(notice)
        notice.deleteLater()
        window.column.offer_redo()  # the first exchange is the last again

    working_state("working")
    long_message("long-message")

    def code_exchange(name: str) -> None:
        """Code: a framed block per language, with Copy; a long line scrolls in its box."""
        window.chat.add_user(words["code_question"])
        window.chat.assistant().set_text(
            words["code_intro"] + "\n\n```bash\nfind ~/Documents -name '*.pdf' -mtime -7 "
            "-printf '%TY-%Tm-%Td %p\\n' | sort -r | head -n 20   # newest first, with the "
            "date each was changed\n```\n\n" + words["code_python"] +
            "\n\n```python\nfrom datetime import date\nfrom pathlib import Path\n\nfor pdf in "
            "Path.home().glob(\"Documents/*.pdf\"):\n    day = date.fromtimestamp("
            "pdf.stat().st_mtime)\n    pdf.rename(pdf.with_name(f\"{day} {pdf.name}\"))\n```\n\n"
            + words["code_table"])
        window.chat.end_assistant()
        grab(name, window)
        window.chat.remove_last_exchange()
        window.column.offer_redo()

    code_exchange("code")

    # a timer that rang: it stays, and rings, until Dismiss or Snooze
    from datetime import datetime

    from app.ui.alerts import AlertDialog
    from connectors.base import Alert

    alert = AlertDialog(Alert(words["timer"], words["tea"], datetime.now().astimezone()),
                        False, window, sound=lambda: None)
    alert.start()
    alert.move(window.geometry().center() - alert.rect().center())
    grab("alert", alert)
    alert.close()

    def shortcuts(name: str) -> None:
        sheet = window.show_shortcuts()
        sheet.move(window.geometry().center() - sheet.rect().center())
        grab(name, sheet)
        sheet.accept()

    shortcuts("shortcuts")

    def confirm(name: str, request: ConfirmationRequest) -> None:
        """Shoot the confirmation dialog asking ``request``, then deny it."""
        dialog = ConfirmationDialog(PendingConfirmation(name, (request,)), None, window)
        dialog.show()
        grab(name, dialog)
        dialog.reject()
        dialog.deleteLater()

    # the real mail tool's preview (no server is asked to build it)
    from connectors import connector

    mail_context = ConnectorContext(home, (docs,), {"mail": {"accounts": [{
        "name": "Personal", "email": "alex@example.org", "display_name": "Alex Martin",
        "imap_host": "imap.example.org", "smtp_host": "smtp.example.org"}]}})
    send = {t.name: t for t in connector("mail").build_tools(mail_context)}["mail_send"]
    send_args = {"to": ["landlord@example.com"], "subject": words["subject"],
                 "body": words["body"], "attachments": [str(lease)]}
    assert send.summarize is not None
    email = ConfirmationRequest.create(
        "mail_send", Effect.SEND, send_args, send.summarize(send_args),
        send.preview_for(send_args),
        untrusted_sources=(Provenance("file", str(lease)),),
    )
    confirm("confirm-email", email)

    # the real calendar tool's preview: one occurrence of a weekly event moved

    tools = {t.name: t for t in connector("calendars").build_tools(ConnectorContext(home, (), {"calendars": {
        "time_zone": "Europe/Paris"}}))}
    made = tools["calendar_create_event"].function(
        title=words["dentist"], start="2026-12-04T15:00", duration_minutes=45,
        location="14 Avenue Foch, Paris", repeat="weekly", repeat_count=6, reminder_minutes=30)
    arguments = {"uid": made.content["uid"], "occurrence": "2026-12-11T15:00",
                 "start": "2026-12-11T16:30"}
    update = tools["calendar_update_event"]
    assert update.summarize is not None and update.preview is not None
    event = ConfirmationRequest.create("calendar_update_event", Effect.WRITE, arguments,
                                       update.summarize(arguments), update.preview(arguments))
    confirm("confirm-calendar", event)

    # the real alarm tool's preview: what it is for and when it rings, in the window's language
    from connectors.system.tools import build_tools as system_tools

    alarm = {t.name: t for t in system_tools(ConnectorContext(home, (), {}))}["system_set_alarm"]
    alarm_args = {"time": "06:45", "label": words["wake_up"]}
    assert alarm.summarize is not None
    ring = ConfirmationRequest.create("system_set_alarm", Effect.WRITE, alarm_args,
                                      alarm.summarize(alarm_args), alarm.preview_for(alarm_args))
    confirm("confirm-device", ring)

    # the model manager lists a (header-only) model file as if downloaded from the catalog
    from app.agent import catalog
    from app.paths import models_dir
    from tests.tools.tiny_gguf import tiny_gguf

    model_file = tiny_gguf(models_dir() / "BotPsy-0.8B-Q4_K_M.gguf")
    catalog._register(catalog.InstalledModel("botpsy-0.8b-q4", str(model_file), "catalog"))
    settings = SettingsDialog(botpsy.settings, window)
    settings.model_path.setText(str(model_file))
    settings.tabs.setCurrentIndex(0)
    settings.show()
    settings.move(window.geometry().center() - settings.rect().center())
    grab("settings", settings)
    settings.reject()
    calendar_settings = SettingsDialog(
        replace(botpsy.settings, calendar=replace(botpsy.settings.calendar,
                                                  default="Work (CalDAV)/Personal"),
                time_zone="Europe/Paris"), window,
        {"default_calendar": (words["on_this_computer"], "Work (CalDAV)/Team",
                              "Work (CalDAV)/Personal")})
    calendar_settings.tabs.setCurrentIndex(3)
    calendar_settings.show()
    calendar_settings.move(window.geometry().center() - calendar_settings.rect().center())
    grab("settings-calendar", calendar_settings)
    calendar_settings.reject()

    mail = account_kinds()["mail"].accounts
    assert mail is not None
    accounts_settings = SettingsDialog(botpsy.settings.with_account("mail", mail.new({
        "name": "Personal", "email": "alex@example.org", "imap_host": "imap.example.org",
        "smtp_host": "smtp.example.org"})), window)
    accounts_settings.tabs.setCurrentIndex(2)
    accounts_settings.show()
    accounts_settings.move(window.geometry().center() - accounts_settings.rect().center())
    grab("settings-accounts", accounts_settings)
    accounts_settings.reject()

    theme.apply(app, "dark")  # type: ignore[arg-type]
    grab("conversation-dark", window)
    code_exchange("code-dark")
    working_state("working-dark")
    long_message("long-message-dark")
    shortcuts("shortcuts-dark")
    alert = AlertDialog(Alert(words["calendar"], words["dentist_soon"],
                              datetime.now().astimezone()), False, window, sound=lambda: None)
    alert.start()
    alert.move(window.geometry().center() - alert.rect().center())
    grab("alert-dark", alert)
    alert.close()
    for widget in (first, settings, calendar_settings, accounts_settings):
        widget.deleteLater()
    botpsy.dispose()
    return 0


def main(argv: list[str]) -> int:
    """`--out DIR [--language CODE]` regenerates the screenshots; `--child DIR` is the window
    process; `--texts FILE --qm QM` writes what every state shows under one translation."""
    def option(name: str, default: str = "") -> str:
        return argv[argv.index(name) + 1] if name in argv else default

    home = Path(os.environ.get("BOTPSY_HOME", "."))
    if argv[:1] == ["--child"]:
        return _shoot(Path(argv[1]), home, option("--language"))
    if "--texts" in argv:
        return _texts(Path(option("--texts")), home, option("--qm"))
    return run(option("--out", "docs/screenshots"), option("--language"))


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
