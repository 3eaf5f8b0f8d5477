"""The questions the agent asks: queued, one confirmation dialog at a time."""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from app.ui.confirm_dialog import ConfirmationDialog, Validator
from app.ui.worker import GuiConfirmer, PendingConfirmation


class ConfirmationQueue(QObject):
    """Shows each PendingConfirmation in its own dialog, in order, and answers the worker
    (through the GuiConfirmer) with the user's decisions when the dialog closes. A QObject in
    the GUI thread: the worker's requests reach it queued."""

    def __init__(self, confirmer: GuiConfirmer, validator: Validator | None,
                 parent: QWidget) -> None:
        super().__init__(parent)
        self.confirmer = confirmer
        self.validator = validator
        self.window = parent
        self.pending: deque[PendingConfirmation] = deque()
        self.dialog: ConfirmationDialog | None = None
        confirmer.requested.connect(self.ask)

    def ask(self, pending: PendingConfirmation) -> None:
        """Queue a question; show it when no other dialog is open."""
        self.pending.append(pending)
        if self.dialog is None:
            self._show_next()

    def deny_all(self) -> None:
        """The open question is denied and the queued ones dropped (Stop, closing)."""
        if self.dialog is not None:
            self.dialog.reject()
        self.pending.clear()

    def _show_next(self) -> None:
        if not self.pending:
            return
        dialog = ConfirmationDialog(self.pending.popleft(), self.validator, self.window)
        self.dialog = dialog
        dialog.finished.connect(lambda _result: self._finished(dialog))
        dialog.open()

    def _finished(self, dialog: ConfirmationDialog) -> None:
        self.confirmer.resolve(dialog.pending.token, dialog.decisions())
        self.dialog = None
        dialog.deleteLater()
        self._show_next()
