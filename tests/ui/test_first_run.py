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


def test_a_chosen_model_file_is_checked_and_described(qtbot, tmp_path: Path, qwen_gguf: Path) -> None:  # type: ignore[no-untyped-def]
    """The real stand-in GGUF is described (name, architecture, size, context, template); a
    file that is not a GGUF is refused with the reason, and the model stays as it was."""
    from app.agent.gguf_info import inspect_gguf
    from app.settings import Settings
    from app.ui.first_run import FirstRunDialog

    guide = FirstRunDialog(Settings(), "BotPsy", 1_000_000_000)
    qtbot.addWidget(guide)
    fake = tmp_path / "holiday.gguf"
    fake.write_bytes(b"PK\x03\x04 this is a zip file")
    assert guide.set_model(str(fake)) is False
    assert guide.settings.model.path == ""
    assert guide.chosen.text().startswith("Not used: holiday.gguf is not a GGUF model file")
    assert guide.set_model(str(qwen_gguf)) is True
    info = inspect_gguf(qwen_gguf)
    shown = guide.chosen.text()
    assert guide.settings.model.path == str(qwen_gguf)
    assert info.name in shown and info.architecture in shown
    import re

    [size] = re.findall(r", ([\d.]+) (MB|GB),", shown)
    assert abs(float(size[0]) * (1e9 if size[1] == "GB" else 1e6) - info.size) < 0.01 * info.size
    assert f"{info.context_length:,} tokens" in shown
    assert ("has its chat template" if info.has_template else "no chat template") in shown


def test_the_model_file_dialog_opens_in_downloads(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import platformdirs

    from app.ui.settings import model_folder

    downloads = tmp_path / "Downloads"
    monkeypatch.setattr(platformdirs, "user_downloads_dir", lambda: str(downloads))
    assert model_folder() == str(Path.home())  # no Downloads folder: the home folder
    downloads.mkdir()
    assert model_folder() == str(downloads)


def test_without_a_model_the_window_says_to_choose_one_not_to_wait(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    store = Store(tmp_path / "db.sqlite3")
    app = BotPsyApp(store, backend_factory=lambda settings: ScriptedBackend([]))
    qtbot.addWidget(app.window)
    try:
        app.start(show_first_run=False)
        app.window.input.setPlainText("Hello")
        qtbot.keyClick(app.window.input, Qt.Key.Key_Return)
        [notice] = app.window.chat.messages_text()
        assert "choose one in Settings" in notice and "wait" not in notice
        assert app.window.model_label.text() == "No model chosen — open Settings"
    finally:
        app.window.close()
        app.dispose()
