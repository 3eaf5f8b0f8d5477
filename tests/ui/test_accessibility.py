"""Issue 15, accessibility and keyboard: every control has a name a screen reader can say,
shortcuts are shown (tooltips, a sheet), and text follows the system's size and zooms."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)

from app.ui import theme
from app.ui.application import BotPsyApp
from tests.ui.test_window import send

CONTROLS = (QAbstractButton, QLineEdit, QPlainTextEdit, QComboBox, QAbstractItemView)


def unnamed(root: QWidget) -> list[str]:
    """Controls shown under ``root`` that a screen reader could not name."""
    missing = []
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, CONTROLS) or not widget.isVisibleTo(root):
            continue
        if type(widget).__name__ in ("QScrollBar",):
            continue
        text = widget.text() if isinstance(widget, QAbstractButton) else ""
        if not (widget.accessibleName() or text.strip()):
            missing.append(f"{type(widget).__name__} {widget.objectName()!r}")
    return missing


def test_every_control_of_the_window_and_its_dialogs_has_a_name(qtbot, make_app) -> None:  # type: ignore[no-untyped-def]
    app, _ = make_app(["Hello! Here is `code`:\n\n```python\nprint(1)\n```"])
    with qtbot.waitSignal(app.window.task_finished, timeout=5000):
        send(qtbot, app, "Hi")
    assert unnamed(app.window) == []
    app.window.on_settings_clicked()
    qtbot.waitUntil(lambda: any(isinstance(w, QDialog) and w.isVisible()
                                for w in app.window.findChildren(QDialog)), timeout=5000)
    settings = next(w for w in app.window.findChildren(QDialog) if w.isVisible())
    assert unnamed(settings) == []
    settings.reject()
    sheet = app.window.show_shortcuts()
    assert unnamed(sheet) == []
    sheet.accept()


def test_shortcuts_are_in_tooltips_and_on_a_sheet(qtbot, make_app) -> None:  # type: ignore[no-untyped-def]
    app, _ = make_app(["x"])
    window = app.window
    assert "Ctrl+N" in window.new_button.toolTip()
    assert "Ctrl+J" in window.journal_button.toolTip()
    assert "Ctrl+," in window.settings_button.toolTip()
    rows = dict(window.shortcuts())
    assert rows["New conversation"] == "Ctrl+N"
    assert "Ctrl++" in rows["Larger text"] and rows["Smaller text"] == "Ctrl+-"
    assert rows["Keyboard shortcuts"] == "Ctrl+/ or F1"
    qtbot.keyClick(window.input, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: getattr(window, "shortcuts_sheet", None) is not None
                    and window.shortcuts_sheet.isVisible(), timeout=5000)
    shown = [label.text() for label in window.shortcuts_sheet.findChildren(QLabel)]
    assert "New conversation" in shown and "Ctrl+N" in shown and "Shift+Enter" in shown
    window.shortcuts_sheet.accept()


def answer_size(app: BotPsyApp) -> float:
    from app.ui.chat_view import AssistantMessage

    [answer] = [w for w in app.window.chat.widgets() if isinstance(w, AssistantMessage)]
    return answer.text_labels()[0].font().pointSizeF()


def test_ctrl_plus_and_minus_zoom_the_text_and_it_is_remembered(qtbot, make_app, tmp_path) -> None:  # type: ignore[no-untyped-def]
    app, _ = make_app(["Hello."])
    with qtbot.waitSignal(app.window.task_finished, timeout=5000):
        send(qtbot, app, "Hi")
    normal = answer_size(app)
    qtbot.keyClick(app.window.input, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(app.window.input, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert app.window.settings.zoom == 1.25
    qtbot.waitUntil(lambda: answer_size(app) > normal * 1.2, timeout=5000)
    qtbot.waitUntil(lambda: app.store.get_setting("ui.zoom") == 1.25, timeout=5000)
    qtbot.keyClick(app.window.input, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert app.window.settings.zoom == 1.1
    qtbot.keyClick(app.window.input, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert app.window.settings.zoom == 1.0
    qtbot.waitUntil(lambda: abs(answer_size(app) - normal) < 0.05, timeout=5000)
    qtbot.waitUntil(lambda: app.store.get_setting("ui.zoom") == 1.0, timeout=5000)
    app.store.set_setting("ui.zoom", 1.4)
    app.window.close()
    again, _ = make_app(["x"], tmp_path / "db.sqlite3")
    assert again.settings.zoom == 1.4  # the next start opens at the chosen size


def test_text_follows_the_systems_font_size(qtbot) -> None:  # type: ignore[no-untyped-def]
    assert theme.scaled("a { font-size: 10.5pt; } b { font-size: 9pt; }", 2.0) == \
        "a { font-size: 21.0pt; } b { font-size: 18.0pt; }"
    assert theme.zoom_step(1.0, 1) == 1.1 and theme.zoom_step(0.8, -1) == 0.8
    app = QApplication.instance()
    saved, saved_size = app.font(), theme._os_point_size
    try:
        big = QFont(saved)
        big.setPointSizeF(14.0)
        app.setFont(big)  # a system set to large text
        theme._os_point_size = None
        theme.apply(app, "light")
        label = QLabel("x")
        label.setObjectName("AssistantText")
        qtbot.addWidget(label)
        label.ensurePolished()
        assert abs(label.font().pointSizeF() - 11 * 14 / 10.5) < 0.1
    finally:
        app.setFont(saved)
        theme._os_point_size = saved_size
        theme.apply(app, "light")
