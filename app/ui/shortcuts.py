"""The window's keyboard shortcuts, and the sheet that lists them (Ctrl+/ or F1)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QFormLayout, QLabel, QPushButton, QWidget

from app.ui.i18n import mark_content, tr

Slot = Callable[[], object]


def add(window: QWidget, text: str, keys: QKeySequence | str, slot: Slot) -> None:
    """One shortcut, anywhere in the window, under the name the sheet shows."""
    act = QAction(text, window)
    act.setShortcut(QKeySequence(keys))
    act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    act.triggered.connect(slot)
    window.addAction(act)


def show_keys_in_tooltips(buttons: list[tuple[QWidget, str]]) -> None:
    """A button's tooltip says what it does and its keys, as the user's system writes them."""
    for widget, key in buttons:
        shown = QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText) or key
        what = widget.accessibleName() or getattr(widget, "text", lambda: "")()
        widget.setToolTip(tr("{what}  ({keys})").format(what=what, keys=shown))


def listing(window: QWidget) -> list[tuple[str, str]]:
    """(what, keys) of every keyboard shortcut, as the user's system writes them."""
    seen: dict[str, list[str]] = {}
    for act in window.actions():
        keys = act.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        if keys:
            seen.setdefault(act.text(), []).append(keys)
    rows = [(what, tr(" or ").join(keys)) for what, keys in seen.items()]
    return rows + [(tr("Send the message"), "Enter"),
                   (tr("New line in the message"), "Shift+Enter"),
                   (tr("Move between controls"), "Tab / Shift+Tab")]


def sheet(window: QWidget) -> QDialog:
    """The keyboard shortcuts sheet, opened over the window."""
    dialog = QDialog(window)
    dialog.setWindowTitle(tr("Keyboard shortcuts"))
    dialog.setAccessibleName(tr("Keyboard shortcuts"))
    form = QFormLayout(dialog)
    for what, keys in listing(window):
        label = mark_content(QLabel(keys))  # the keys, as the system names them
        label.setAccessibleName(tr("{what}: {keys}").format(what=what, keys=keys))
        form.addRow(what, label)
    close = QPushButton(tr("Close"))
    close.clicked.connect(dialog.accept)
    form.addRow(close)
    dialog.finished.connect(lambda _: dialog.deleteLater())
    dialog.open()
    return dialog
