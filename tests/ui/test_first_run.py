"""Issue 15, item 10 (in part): the guide says which step it is on, closing it does not mark it
done for ever, and Settings can start it again."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QPushButton

from app.store.db import Store
from app.ui.application import BotPsyApp
from tests.support.doubles import ScriptedBackend


def test_the_guide_counts_its_steps_and_closing_it_is_not_finishing_it(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    store = Store(tmp_path / "db.sqlite3")
    app = BotPsyApp(store, backend_factory=lambda settings: ScriptedBackend([]))
    qtbot.addWidget(app.window)
    try:
        app.start(show_first_run=True)
        qtbot.waitUntil(lambda: getattr(app, "first_run_dialog", None) is not None, timeout=5000)
        guide = app.first_run_dialog
        assert guide.step_label.text() == "Step 1 of 3"
        guide.next_button.click()
        assert guide.step_label.text() == "Step 2 of 3"
        guide.reject()  # closed, not finished
        qtbot.waitUntil(lambda: not guide.isVisible(), timeout=5000)
        assert not store.get_setting("first_run.done", False)
        assert not app.settings.first_run_done

        app.window.on_settings_clicked()
        settings = next(w for w in app.window.findChildren(QPushButton)
                        if w.text() == "Run the welcome guide again…")
        with qtbot.waitSignal(app.window.first_run_requested, timeout=5000):
            settings.click()
        qtbot.waitUntil(lambda: app.first_run_dialog is not guide
                        and app.first_run_dialog.isVisible(), timeout=5000)
        assert app.first_run_dialog.step_label.text() == "Step 1 of 3"
        app.first_run_dialog.reject()
    finally:
        app.window.close()
        app.dispose()
