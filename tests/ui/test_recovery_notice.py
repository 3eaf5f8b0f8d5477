"""The window tells the user when a damaged database was set aside at start (issue 27)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from connectors.storage import take_recoveries
from tests.ui.test_window import send


def test_a_damaged_database_at_start_is_told_once_and_the_window_works(  # type: ignore[no-untyped-def]
        make_app, tmp_path: Path, qtbot) -> None:
    take_recoveries()
    path = tmp_path / "damaged.sqlite3"
    path.write_bytes(b"not a database" * 500)
    app, _ = make_app(["Hello!"], store_path=path)
    qtbot.waitUntil(lambda: bool(app.recovery_notices), timeout=5000)
    [notice] = app.recovery_notices
    assert "damaged.sqlite3 was damaged" in notice and "damaged.sqlite3.damaged-" in notice
    box = app.window.findChild(QMessageBox, "RecoveryNotice")
    assert box is not None and box.isVisible()
    assert box.windowModality() == Qt.WindowModality.NonModal  # the window keeps working
    assert notice in box.informativeText()
    box.accept()
    app.check_alerts()  # told once
    assert len(app.recovery_notices) == 1
    with qtbot.waitSignal(app.window.task_finished, timeout=5000):
        send(qtbot, app, "Hi")
    assert app.window.chat.messages_text() == ["user: Hi", "assistant: Hello!"]
