"""The action journal: every approved, denied and interrupted action, newest first."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.store.db import JournalEntry
from app.ui.chat_view import STATE_TEXT
from app.ui.i18n import QT_TR_NOOP, date_time, tr
from app.ui.markdown import plain_tooltip

DECISION_TEXT = {  # the runner's words for a decision (app/agent/runner.py), shown via tr()
    "approved": QT_TR_NOOP("Approved"),
    "approved (edited)": QT_TR_NOOP("Approved (edited)"),
    "allowed for this conversation": QT_TR_NOOP("Allowed for this conversation"),
    "denied (stopped)": QT_TR_NOOP("Denied (stopped)"),
    "denied (too many edits)": QT_TR_NOOP("Denied (too many edits)"),
    "denied (declined)": QT_TR_NOOP("Denied (declined)"),
    "denied (unchecked)": QT_TR_NOOP("Denied (unchecked)"),
    "denied (timeout)": QT_TR_NOOP("Denied (timeout)"),
    "denied (shutdown)": QT_TR_NOOP("Denied (shutdown)"),
}


class JournalDialog(QDialog):
    """Every side-effecting proposal: what, decision, outcome."""

    COLUMNS = (QT_TR_NOOP("When"), QT_TR_NOOP("Action"), QT_TR_NOOP("Decision"),
               QT_TR_NOOP("Outcome"), QT_TR_NOOP("After reading"))
    MAX_COLUMN = 200  # px: the widest an outcome or a source column gets by itself

    def __init__(self, entries: list[JournalEntry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Action journal"))
        self.resize(980, 460)
        layout = QVBoxLayout(self)
        hint = QLabel(tr("Everything BotPsy proposed to change, what you decided, and what "
                      "happened."))
        hint.setObjectName("Muted")
        layout.addWidget(hint)
        self.table = QTableWidget(len(entries), len(self.COLUMNS))
        self.table.setAccessibleName(tr("Action journal"))
        self.table.setHorizontalHeaderLabels([tr(column) for column in self.COLUMNS])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        for row, entry in enumerate(entries):
            outcome = tr(STATE_TEXT[entry.outcome]) if entry.outcome in STATE_TEXT \
                else entry.outcome
            values = (date_time(entry.decided_at), entry.summary,
                      tr(DECISION_TEXT[entry.decision]) if entry.decision in DECISION_TEXT
                      else entry.decision,
                      outcome + (f": {entry.detail}" if entry.detail
                                 and entry.outcome != "done" else ""),
                      "; ".join(entry.untrusted_sources))
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setToolTip(plain_tooltip(value))
                self.table.setItem(row, column, item)
        # Each column as wide as its content, up to a limit (a long failure or source is
        # elided, whole in its tooltip); the action takes the room that is left.
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.resizeColumnsToContents()
        header = self.table.horizontalHeader()
        for column in (3, 4):
            header.resizeSection(column, min(header.sectionSize(column), self.MAX_COLUMN))
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 1)
        close = QPushButton(tr("Close"))
        close.clicked.connect(self.accept)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignRight)
