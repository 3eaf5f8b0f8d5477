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
from pathlib import Path

STATES = ("first-run", "conversation", "working", "long-message", "code", "alert", "shortcuts",
          "confirm-email", "confirm-calendar", "settings", "settings-calendar",
          "settings-accounts", "conversation-dark", "code-dark", "alert-dark", "working-dark",
          "long-message-dark", "shortcuts-dark")
# Also shot with the desktop scaled to 150% (QT_SCALE_FACTOR=1.5), named "<state>-1.5x".
SCALED_STATES = ("conversation", "working", "long-message", "code", "alert", "shortcuts",
                 "conversation-dark", "code-dark", "working-dark", "long-message-dark",
                 "alert-dark", "shortcuts-dark")


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


def run(out_dir: str) -> int:
    """Write the screenshots; returns an exit code."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    xvfb = _start_xvfb()
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "xcb" if env.get("DISPLAY") else "offscreen"
    home = tempfile.mkdtemp(prefix="botpsy-shots-")
    env["BOTPSY_HOME"] = home
    try:
        # The window lives in a child process, so it is gone before the X server stops.
        code = subprocess.call([sys.executable, "-m", "tests.tools.screenshots", "--child",
                                str(out)], env=env)
        if code == 0:  # the same window on a desktop scaled to 150%
            shutil.rmtree(home, ignore_errors=True)
            Path(home).mkdir()
            code = subprocess.call([sys.executable, "-m", "tests.tools.screenshots", "--child",
                                    str(out)], env={**env, "QT_SCALE_FACTOR": "1.5"})
        return code
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait(5)
        shutil.rmtree(home, ignore_errors=True)


def _shoot(out: Path, home: Path) -> int:
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from app.agent.confirmation import ConfirmationRequest
    from app.store.db import Store
    from app.ui import theme
    from app.ui.application import BotPsyApp
    from app.ui.confirm_dialog import ConfirmationDialog
    from app.ui.settings import FirstRunDialog, SettingsDialog
    from app.ui.worker import PendingConfirmation
    from connectors import ConnectorContext, account_kinds
    from connectors.base import Effect, Provenance
    from tests.tools.demo_backend import ScriptedDemoBackend

    app = QApplication.instance() or QApplication(sys.argv)
    docs = home / "Documents"
    docs.mkdir()
    (docs / "Lease agreement 2026.md").write_text(
        "# Lease agreement\nRent: 1,250 EUR per month, due on the 1st.\nNotice period: three "
        "months, in writing.\n")
    (docs / "Groceries.txt").write_text("milk\neggs\n")

    def wait(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    scaled = os.environ.get("QT_SCALE_FACTOR") == "1.5"

    def grab(name: str, widget: object | None = None) -> None:
        if scaled and name not in SCALED_STATES:
            return
        name = f"{name}-1.5x" if scaled else name
        wait(250)
        screen = QGuiApplication.primaryScreen()
        if os.environ.get("QT_QPA_PLATFORM") == "xcb":
            pixmap = screen.grabWindow(0)
        else:
            pixmap = widget.grab()  # type: ignore[union-attr]
        pixmap.save(str(out / f"{name}.png"))
        print(out / f"{name}.png")

    search = json.dumps({"name": "files_search", "arguments": {"query": "notice period"}})
    read = json.dumps({"name": "files_read", "arguments": {
        "path": str(docs / "Lease agreement 2026.md")}})
    answer = ("Your lease (**Lease agreement 2026.md**) says:\n\n"
              "- **Rent:** 1,250 EUR per month, due on the 1st\n"
              "- **Notice period:** three months, in writing\n\n"
              "Would you like me to draft the notice letter?")
    turns = [f"<tool_call>\n{search}\n</tool_call>", f"<tool_call>\n{read}\n</tool_call>", answer]

    store = Store(home / "db.sqlite3")
    store.set_setting("files.allowed_folders", [str(docs)])
    backend = ScriptedDemoBackend(turns)
    botpsy = BotPsyApp(store, backend_factory=lambda settings: backend, model="demo")
    window = botpsy.window
    window.setGeometry(40, 30, 1200, 740)
    theme.apply(app, "light")  # type: ignore[arg-type]

    from dataclasses import replace

    first = FirstRunDialog(replace(botpsy.settings, model=replace(botpsy.settings.model, path="")),
                           "BotPsy 0.8B (Q4_K_M, recommended for laptops)", 533_000_000, None)
    first.folders.add_folder(str(docs))
    first.setGeometry(340, 160, 600, 460)
    first.show()
    grab("first-run", first)
    first.close()

    botpsy.start(show_first_run=False)
    deadline = time.monotonic() + 10
    while not window.model_ready and time.monotonic() < deadline:
        wait(50)
    window.input.setPlainText("What does the lease in my documents say about the notice period?")
    window.on_send_clicked()
    deadline = time.monotonic() + 15
    while (window.worker.busy or window.chat.current is not None) and \
            time.monotonic() < deadline:
        wait(100)
    wait(1500)  # the answer's bubble is laid out after the task ends (a busy machine: later)
    window.input.setPlainText("Yes, and email it to my landlord")
    grab("conversation", window)
    def working_state(name: str) -> None:
        """What the window shows while the model reads a long message (the working row)."""
        asked = window.chat.add_user("Here is the whole lease; what does clause 14 say about "
                                     "repairs?")
        window.chat.start_working("Reading your message…")
        window.chat.set_working("Reading your message… 42%", 672, 1600)
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
        from app.agent.events import SetAsideEvent

        notice = window.chat.add_notice(SetAsideEvent(2, 4).notice)
        window.chat.add_user("Here are the minutes of Monday's meeting:\n" + "\n".join(
            f"{n}. Point {n}: the budget for the spring fair, the rota and who brings what."
            for n in range(1, 60)) + "\nWhat did we decide about the rota?")
        window.chat.assistant().set_text("You decided on a **weekly rota**: Sam on Mondays, "
                                         "Priya on Wednesdays, and you on Fridays (point 23).")
        window.chat.end_assistant()
        window.chat.offer_redo(True)
        grab(name, window)
        window.chat.remove_last_exchange()
        window.chat.column.removeWidget(notice)
        notice.deleteLater()
        window.offer_redo()  # the first exchange is the last again

    working_state("working")
    long_message("long-message")

    def code_exchange(name: str) -> None:
        """Code: a framed block per language, with Copy; a long line scrolls in its box."""
        window.chat.add_user("How do I find the PDFs I changed this week, and rename them by date?")
        window.chat.assistant().set_text(
            "In a terminal, this lists them:\n\n```bash\nfind ~/Documents -name '*.pdf' -mtime -7 "
            "-printf '%TY-%Tm-%Td %p\\n' | sort -r | head -n 20   # newest first, with the "
            "date each was changed\n```\n\nAnd in Python, to rename each one with its date:"
            "\n\n```python\nfrom datetime import date\nfrom pathlib import Path\n\nfor pdf in "
            "Path.home().glob(\"Documents/*.pdf\"):\n    day = date.fromtimestamp("
            "pdf.stat().st_mtime)\n    pdf.rename(pdf.with_name(f\"{day} {pdf.name}\"))\n```\n\n"
            "| Tool | Keeps the original |\n|---|---|\n| `find` | yes |\n| Python | no |")
        window.chat.end_assistant()
        grab(name, window)
        window.chat.remove_last_exchange()
        window.offer_redo()

    code_exchange("code")

    # a timer that rang: it stays, and rings, until Dismiss or Snooze
    from datetime import datetime

    from app.ui.alerts import AlertDialog
    from connectors.base import Alert

    alert = AlertDialog(Alert("Timer", "Tea is ready (4 minutes)", datetime.now().astimezone()),
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

    # the real mail tool's preview (no server is asked to build it)
    from connectors import connector

    mail_context = ConnectorContext(home, (docs,), {"mail": {"accounts": [{
        "name": "Personal", "email": "alex@example.org", "display_name": "Alex Martin",
        "imap_host": "imap.example.org", "smtp_host": "smtp.example.org"}]}})
    send = {t.name: t for t in connector("mail").build_tools(mail_context)}["mail_send"]
    send_args = {"to": ["landlord@example.com"], "subject": "Notice of termination",
                 "body": "Dear Ms. Duval,\n\nI am giving notice to end my lease at 12 Rue des "
                 "Lilas on 28 February 2027, three months from today as the agreement "
                 "requires.\n\nKind regards,\nAlex Martin",
                 "attachments": [str(docs / "Lease agreement 2026.md")]}
    assert send.summarize is not None
    email = ConfirmationRequest.create(
        "mail_send", Effect.SEND, send_args, send.summarize(send_args),
        send.preview_for(send_args),
        untrusted_sources=(Provenance("file", str(docs / "Lease agreement 2026.md")),),
    )
    dialog = ConfirmationDialog(PendingConfirmation("demo", (email,)), None, window)
    dialog.show()
    grab("confirm-email", dialog)
    dialog.reject()
    dialog.deleteLater()

    # the real calendar tool's preview: one occurrence of a weekly event moved

    tools = {t.name: t for t in connector("calendars").build_tools(ConnectorContext(home, (), {"calendars": {
        "time_zone": "Europe/Paris"}}))}
    made = tools["calendar_create_event"].function(
        title="Dentist — Dr. Okafor", start="2026-12-04T15:00", duration_minutes=45,
        location="14 Avenue Foch, Paris", repeat="weekly", repeat_count=6, reminder_minutes=30)
    arguments = {"uid": made.content["uid"], "occurrence": "2026-12-11T15:00",
                 "start": "2026-12-11T16:30"}
    update = tools["calendar_update_event"]
    assert update.summarize is not None and update.preview is not None
    event = ConfirmationRequest.create("calendar_update_event", Effect.WRITE, arguments,
                                       update.summarize(arguments), update.preview(arguments))
    dialog = ConfirmationDialog(PendingConfirmation("demo2", (event,)), None, window)
    dialog.show()
    grab("confirm-calendar", dialog)
    dialog.reject()
    dialog.deleteLater()

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
        {"default_calendar": ("On this computer", "Work (CalDAV)/Team",
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
    alert = AlertDialog(Alert("Calendar", "Dentist — Dr. Okafor, 14 Avenue Foch, in 30 minutes",
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
    """`--out DIR` regenerates the screenshots; `--child DIR` is the window process."""
    if argv[:1] == ["--child"]:
        return _shoot(Path(argv[1]), Path(os.environ["BOTPSY_HOME"]))
    out = argv[argv.index("--out") + 1] if "--out" in argv else "docs/screenshots"
    return run(out)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
