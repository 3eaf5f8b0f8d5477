"""The composer: the message box with Send and Stop under the chat."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QPlainTextEdit, QPushButton, QWidget

from app.ui.i18n import tr


class Composer(QPlainTextEdit):
    """The input box: Enter sends, Shift+Enter adds a line.

    Signals:
        submitted(): Enter was pressed.
    """

    submitted = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter sends; Shift+Enter (or Ctrl+Enter) is a new line."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not (
            event.modifiers() & (Qt.KeyboardModifier.ShiftModifier
                                 | Qt.KeyboardModifier.ControlModifier)
        ):
            self.submitted.emit()
            return
        super().keyPressEvent(event)


class ComposerBar(QWidget):
    """The message box with Send (Stop while BotPsy works).

    Signals:
        send_requested(): Send or Enter.
        stop_requested(): Stop.
    """

    send_requested = Signal()
    stop_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("Composer")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)  # a subclass paints no style
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 8, 6)
        self.input = Composer()
        self.input.setPlaceholderText(tr("Message BotPsy  (Enter to send, Shift+Enter for a new "
                                         "line)"))
        self.input.setAccessibleName(tr("Message"))
        self.input.setFixedHeight(68)
        self.input.setTabChangesFocus(True)  # keyboard users leave the box with Tab
        self.input.submitted.connect(self.send_requested.emit)
        self.send_button = QPushButton(tr("Send"))
        self.send_button.setObjectName("Primary")
        self.send_button.setAccessibleName(tr("Send message"))
        self.send_button.clicked.connect(lambda: self.send_requested.emit())
        self.stop_button = QPushButton(tr("Stop"))
        self.stop_button.setAccessibleName(tr("Stop generating"))
        self.stop_button.clicked.connect(lambda: self.stop_requested.emit())
        self.stop_button.hide()
        row.addWidget(self.input, 1)
        row.addWidget(self.send_button, 0, Qt.AlignmentFlag.AlignBottom)
        row.addWidget(self.stop_button, 0, Qt.AlignmentFlag.AlignBottom)

    def text(self) -> str:
        """What is typed, without the blank around it."""
        return self.input.toPlainText().strip()

    def put_back(self, text: str) -> None:
        """Text goes (back) into the box, the cursor at its end."""
        self.input.setPlainText(text)
        self.input.moveCursor(self.input.textCursor().MoveOperation.End)
        self.input.setFocus()

    def set_busy(self, busy: bool) -> None:
        """Stop instead of Send while a task runs."""
        self.send_button.setVisible(not busy)
        self.stop_button.setVisible(busy)
