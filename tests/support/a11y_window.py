"""The real window in a process of its own, for the screen-reader test (tests/ui/test_screen_reader.py).

Run with ``python -m tests.support.a11y_window FOLDER`` under an X server and an AT-SPI bus: it
opens BotPsy on a scripted model, asks one question that searches the files in FOLDER, waits
for the answer, prints ``READY`` and stays open until its standard input closes.
"""

from __future__ import annotations

import json
import sys
import threading
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from app.store.db import Store
from app.ui.application import BotPsyApp
from tests.support.doubles import ScriptedBackend

QUESTION = "What does the lease in my documents say about the notice period?"
ANSWER = ("Your lease says the **notice period** is three months, in writing.\n\n"
          "```bash\nls ~/Documents\n```")


def main(folder: str) -> int:
    docs = Path(folder)
    (docs / "Lease.md").write_text("Notice period: three months, in writing.\n")
    app = QApplication(sys.argv)
    app.setApplicationName("BotPsy")
    search = json.dumps({"name": "files_search", "arguments": {"query": "notice period"}})
    backend = ScriptedBackend([f"<tool_call>\n{search}\n</tool_call>", ANSWER])
    store = Store(docs.parent / "a11y.sqlite3")
    store.set_setting("files.allowed_folders", [str(docs)])
    botpsy = BotPsyApp(store, backend_factory=lambda settings: backend, model="scripted")
    window = botpsy.window
    window.task_finished.connect(lambda *_: print("READY", flush=True))

    def ask() -> None:
        if not window.model_ready:
            QTimer.singleShot(50, ask)
            return
        window.input.setPlainText(QUESTION)
        window.column.on_send_clicked()

    botpsy.start(show_first_run=False)
    QTimer.singleShot(50, ask)
    threading.Thread(target=lambda: (sys.stdin.read(), app.quit()), daemon=True).start()
    app.exec()
    botpsy.dispose()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
