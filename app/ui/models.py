"""Settings' model manager: the installed models (size, origin, in use), a download from the
catalog with progress, a GGUF file added from this computer, remove, verify.

Everything that reads or writes files runs in the background pool; the model actually used
is still the Settings' model path (saved with Save).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.agent import catalog
from app.ui.background import run_in_background
from app.ui.i18n import data_size, localized, mark_content, progress_mb, tr
from connectors.base import said


class DownloadRelay(QObject):
    """Download progress from the pool thread.

    Signals:
        progress(int, int): bytes done, bytes in all.
    """

    progress = Signal(int, int)


class DownloadCancelledError(Exception):
    """The user cancelled a download (it resumes next time)."""


@dataclass(frozen=True)
class ModelRow:
    """One installed model as the list shows it."""

    model: catalog.InstalledModel
    title: str
    size: int | None  # None: the file is missing

    def text(self, in_use: bool) -> str:
        """The list's line."""
        origin = tr("from the catalog") if self.model.source == "catalog" else tr("your file")
        size = data_size(self.size) if self.size is not None else tr("file missing")
        return f"{'● ' if in_use else ''}{self.title} — {size} · {origin}"


def download_failure(error: Exception) -> str:
    """What a download that did not finish says (cancelled, or why it failed)."""
    cancelled = isinstance(error, DownloadCancelledError) or isinstance(
        error.__cause__, DownloadCancelledError)
    return (tr("Download cancelled; it resumes where it stopped next time.") if cancelled
            else tr("Download failed: {error}").format(error=localized(said(error))))


def model_rows() -> list[ModelRow]:
    """The installed models with their titles and sizes (reads the disk)."""
    titles = {entry.id: tr(entry.title) for entry in catalog.load_catalog()}
    rows = []
    for model in catalog.installed_models():
        path = Path(model.path)
        rows.append(ModelRow(model, titles.get(model.id, path.name),
                             path.stat().st_size if path.is_file() else None))
    return rows


class ModelManager(QWidget):
    """The installed models and what can be done with them.

    Signals:
        chosen(str): "Use this model" (the file's path).
        changed(): the list was read again.
    """

    chosen = Signal(str)
    changed = Signal()

    def __init__(self, current_path: str, parent: QWidget | None = None,
                 pull: Callable[[str, catalog.Progress], catalog.InstalledModel] | None = None
                 ) -> None:
        super().__init__(parent)
        self.current_path = current_path
        self.pull = pull or (lambda model_id, report: catalog.pull(model_id, progress=report))
        self.rows: list[ModelRow] = []
        self._cancel = threading.Event()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(tr("Installed models")))
        self.list = QListWidget()
        self.list.setAccessibleName(tr("Installed models"))
        self.list.setTextElideMode(Qt.TextElideMode.ElideMiddle)  # whole in the tooltip
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.currentRowChanged.connect(lambda _: self._update_buttons())
        layout.addWidget(self.list, 1)
        buttons = QHBoxLayout()
        self.use_button = QPushButton(tr("Use this model"))
        self.verify_button = QPushButton(tr("Verify"))
        self.verify_button.setToolTip(tr("Check that the file is whole (as downloaded)"))
        self.remove_button = QPushButton(tr("Remove…"))
        self.remove_button.setObjectName("Danger")
        self.use_button.clicked.connect(self.on_use_clicked)
        self.verify_button.clicked.connect(self.on_verify_clicked)
        self.remove_button.clicked.connect(lambda: self.on_remove_clicked())
        for button in (self.use_button, self.verify_button, self.remove_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        download = QHBoxLayout()
        self.catalog_choice = mark_content(QComboBox())  # the catalog's model names
        self.catalog_choice.setAccessibleName(tr("Model to download"))
        self.download_button = QPushButton(tr("Download"))
        self.download_button.clicked.connect(self.on_download_clicked)
        self.cancel_button = QPushButton(tr("Cancel download"))
        self.cancel_button.clicked.connect(lambda: self._cancel.set())
        self.cancel_button.hide()
        download.addWidget(self.catalog_choice, 1)
        download.addWidget(self.download_button)
        download.addWidget(self.cancel_button)
        layout.addLayout(download)
        self.progress = QProgressBar()
        self.progress.setAccessibleName(tr("Download progress"))
        self.progress.hide()
        layout.addWidget(self.progress)
        self.status = QLabel("")
        self.status.setObjectName("Muted")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.refresh()

    # -- the list ---------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the installed models again (in the background)."""
        run_in_background(model_rows, self._show, lambda error: self.status.setText(
            tr("The installed models could not be read: {error}").format(error=error)),
            owner=self)

    def _show(self, rows: list[ModelRow]) -> None:
        self.rows = rows
        self.list.clear()
        for row in rows:
            item = QListWidgetItem(row.text(row.model.path == self.current_path))
            item.setToolTip(f"{row.text(False)}\n{row.model.path}")
            self.list.addItem(item)
        if rows and self.list.currentRow() < 0:
            self.list.setCurrentRow(0)
        installed = {row.model.id for row in rows}
        self.catalog_choice.clear()
        for entry in catalog.load_catalog():
            if entry.id not in installed:
                self.catalog_choice.addItem(f"{tr(entry.title)} ({data_size(entry.size_bytes)})",
                                            entry.id)
        self.download_button.setEnabled(self.catalog_choice.count() > 0)
        if not self.catalog_choice.count():
            self.catalog_choice.addItem(tr("Every catalog model is installed"))
        self._update_buttons()
        self.changed.emit()

    def selected(self) -> ModelRow | None:
        """The selected model."""
        index = self.list.currentRow()
        return self.rows[index] if 0 <= index < len(self.rows) else None

    def _update_buttons(self) -> None:
        row = self.selected()
        for button in (self.use_button, self.verify_button, self.remove_button):
            button.setEnabled(row is not None)
        if row is not None:
            self.use_button.setEnabled(row.size is not None)

    def set_current(self, path: str) -> None:
        """The model in use changed (marked with ●)."""
        self.current_path = path
        self._show(self.rows)

    # -- actions ----------------------------------------------------------------------------
    def on_use_clicked(self) -> None:
        """Use the selected model (saved with Settings)."""
        row = self.selected()
        if row is not None and row.size is not None:
            self.set_current(row.model.path)
            self.chosen.emit(row.model.path)
            self.status.setText(tr("{model} will be used once you save.").format(model=row.title))

    def on_verify_clicked(self) -> None:
        """Check the selected file in the background (its checksum for a download)."""
        row = self.selected()
        if row is None:
            return
        self.verify_button.setEnabled(False)
        self.status.setText(tr("Checking {model}…").format(model=row.title))

        def done(status: str) -> None:
            self.verify_button.setEnabled(True)
            self.status.setText(tr("{model}: the file is whole.").format(model=row.title)
                                if status == "ok" else
                                f"{row.title}: {status.removeprefix('BROKEN: ')}")

        run_in_background(lambda: catalog.verify_one(row.model), done, owner=self)

    def on_remove_clicked(self, confirm: bool = True) -> None:
        """Remove the selected model (a download's file is deleted; a file you added
        stays where it is). The model in use cannot be removed."""
        row = self.selected()
        if row is None:
            return
        if row.model.path == self.current_path:
            self.status.setText(tr("This model is in use: choose another one first."))
            return
        ours = row.model.source == "catalog"
        question = (tr("Remove {model}? Its downloaded file ({size}) is deleted.").format(
            model=row.title, size=data_size(row.size or 0)) if ours else
            tr("Remove {model} from the list? The file stays where it is.").format(
                model=row.title))
        if confirm and QMessageBox.question(
                self, tr("Remove model"), question,
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No) != QMessageBox.StandardButton.Yes:
            return

        def removed(deleted: bool) -> None:
            self.status.setText((tr("Removed {model} and deleted its file.") if deleted
                                 else tr("Removed {model}.")).format(model=row.title))
            self.refresh()

        run_in_background(lambda: catalog.remove(row.model.id), removed,
                          lambda error: self.status.setText(str(error)), owner=self)

    def on_download_clicked(self) -> None:
        """Download the chosen catalog model, with progress; Cancel stops it (it resumes)."""
        model_id = self.catalog_choice.currentData()
        if not model_id:
            return
        self._cancel.clear()
        relay = DownloadRelay()
        relay.progress.connect(self._on_progress)
        self._relay = relay
        cancel, pull = self._cancel, self.pull
        self.download_button.setEnabled(False)
        self.cancel_button.show()
        self.progress.setRange(0, 0)
        self.progress.show()
        self.status.setText(tr("Downloading… you can cancel and resume later."))

        def report(done: int, total: int) -> None:
            if cancel.is_set():
                raise DownloadCancelledError()
            relay.progress.emit(done, total)

        run_in_background(lambda: pull(str(model_id), report), self._on_downloaded,
                          self._on_download_failed, owner=self)

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, 1000)
        self.progress.setValue(int(1000 * done / max(total, 1)))
        self.status.setText(progress_mb(done, total))

    def _on_downloaded(self, model: catalog.InstalledModel) -> None:
        self.cancel_button.hide()
        self.progress.hide()
        self.status.setText(tr("Downloaded and verified: {file}.").format(
            file=Path(model.path).name))
        self.refresh()

    def _on_download_failed(self, error: Exception) -> None:
        self.cancel_button.hide()
        self.progress.hide()
        self.download_button.setEnabled(True)
        self.status.setText(download_failure(error))
