"""The first-run guide: the model (download or a file), the folders, accounts (optional)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.agent.gguf_info import ModelFileError, inspect_gguf
from app.agent.gguf_info import describe as describe_model
from app.settings import ConfiguredAccount, Settings
from app.ui.background import run_in_background
from app.ui.i18n import data_size, localized, progress_mb, tr
from app.ui.models import DownloadCancelledError, DownloadRelay, download_failure
from app.ui.settings import FoldersEditor, account_buttons, choose_model_file, open_account_form
from connectors.base import said


class FirstRunDialog(QDialog):
    """Model → folders → accounts, each skippable; usable with no account at all."""

    def __init__(self, settings: Settings, catalog_title: str, catalog_size: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Welcome to BotPsy"))
        self.setMinimumSize(600, 440)
        self.settings = settings
        self._cancel = threading.Event()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 24, 28, 20)
        self.pages = QStackedWidget()
        layout.addWidget(self.pages, 1)

        for page in (self._model_page(settings, catalog_title, catalog_size),
                     self._folders_page(settings), self._accounts_page()):
            self.pages.addWidget(page)
        layout.addLayout(self._navigation())
        self._go(0)
        # set by the window: (progress report) -> the downloaded file's path
        self.download_function: Callable[[Callable[[int, int], None]], object] | None = None

    def _model_page(self, settings: Settings, catalog_title: str, catalog_size: int
                    ) -> QWidget:
        """Step 1: download BotPsy's model, or choose a GGUF file."""
        model_page, model_layout = _page(tr("Welcome to BotPsy"))
        intro = QLabel(tr("BotPsy runs its model on this computer: your mail, calendar and files "
                       "never leave it. First, choose the model."))
        intro.setWordWrap(True)
        model_layout.addWidget(intro)
        self.download_button = QPushButton(tr("Download BotPsy  ({size})").format(
            size=data_size(catalog_size)))
        self.download_button.setObjectName("Primary")
        self.download_button.setAccessibleName(tr("Download {model}").format(model=catalog_title))
        what = QLabel(catalog_title + ". " + tr("Downloads resume if interrupted, and are "
                                                "checked before use."))
        what.setObjectName("Muted")
        what.setWordWrap(True)
        self.download_button.clicked.connect(self._on_download_clicked)
        self.cancel_download = QPushButton(tr("Cancel download"))
        self.cancel_download.hide()
        self.cancel_download.clicked.connect(self._cancel.set)
        self.progress = QProgressBar()
        self.progress.setAccessibleName(tr("Download progress"))
        self.progress.hide()
        self.status = QLabel("")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setObjectName("Muted")
        self.status.setWordWrap(True)
        choose = QPushButton(tr("Use a GGUF file on this computer…"))
        choose.clicked.connect(self._on_choose_clicked)
        self.chosen = QLabel(tr("Model: {model}").format(model=settings.model.path)
                             if settings.model.path else "")
        self.chosen.setTextFormat(Qt.TextFormat.PlainText)
        self.chosen.setObjectName("Muted")
        for widget in (self.download_button, what, self.progress, self.cancel_download,
                       self.status, choose, self.chosen):
            model_layout.addWidget(widget)
        model_layout.addStretch(1)
        return model_page

    def _folders_page(self, settings: Settings) -> QWidget:
        """Step 2: the folders BotPsy may use."""
        folders_page, folders_layout = _page(tr("Folders BotPsy may use"))
        self.folders = FoldersEditor(settings.allowed_folders)
        folders_layout.addWidget(self.folders, 1)
        return folders_page

    def _accounts_page(self) -> QWidget:
        """Step 3: accounts, optional."""
        accounts_page, accounts_layout = _page(tr("Accounts (optional)"))
        text = QLabel(tr("Connect a mail account now, or later in Settings. BotPsy is useful "
                      "without any: it can work with your files and answer questions. "
                      "Whatever it proposes to change, you approve first."))
        text.setWordWrap(True)
        accounts_layout.addWidget(text)
        self.add_buttons = account_buttons(tr("Add a {kind}…"), self.on_add_clicked)
        for button in self.add_buttons.values():
            accounts_layout.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
        self.accounts_added = QLabel("")
        self.accounts_added.setTextFormat(Qt.TextFormat.PlainText)
        self.accounts_added.setObjectName("Muted")
        accounts_layout.addWidget(self.accounts_added)
        accounts_layout.addStretch(1)
        return accounts_page

    def _navigation(self) -> QHBoxLayout:
        """Back, the step, Next."""
        nav = QHBoxLayout()
        self.step_label = QLabel("")
        self.step_label.setObjectName("Muted")
        self.step_label.setAccessibleName(tr("Step of the guide"))
        self.back_button = QPushButton(tr("Back"))
        self.next_button = QPushButton(tr("Next"))
        self.next_button.setObjectName("Primary")
        self.back_button.clicked.connect(lambda: self._go(-1))
        self.next_button.clicked.connect(lambda: self._go(1))
        nav.addWidget(self.back_button)
        nav.addStretch(1)
        nav.addWidget(self.step_label)
        nav.addStretch(1)
        nav.addWidget(self.next_button)
        return nav

    def _go(self, step: int) -> None:
        index = self.pages.currentIndex() + step
        if index >= self.pages.count():
            self.accept()
            return
        self.pages.setCurrentIndex(max(0, index))
        self.step_label.setText(tr("Step {step} of {steps}").format(
            step=self.pages.currentIndex() + 1, steps=self.pages.count()))
        self.back_button.setEnabled(index > 0)
        self.next_button.setText(tr("Finish") if index == self.pages.count() - 1 else tr("Next"))

    def _on_choose_clicked(self) -> None:
        path = choose_model_file(self)
        if path:
            self.set_model(path)

    def set_model(self, path: str) -> bool:
        """Use this model file, once it is checked; False (and why, on screen) when it
        cannot be used."""
        try:
            info = inspect_gguf(path)
        except ModelFileError as err:
            self.chosen.setText(tr("Not used: {error}").format(error=localized(said(err))))
            return False
        self.settings = replace(self.settings, model=replace(self.settings.model, path=path))
        self.chosen.setText(tr("Model: {model}").format(model=describe_model(info)) + "\n" + path)
        return True

    def _on_download_clicked(self) -> None:
        if self.download_function is None:
            return
        self._cancel.clear()
        relay = DownloadRelay()
        relay.progress.connect(self._on_progress)
        self._relay = relay
        self.download_button.setEnabled(False)
        self.progress.show()
        self.progress.setRange(0, 0)
        self.cancel_download.show()
        self.status.setText(tr("Downloading… you can cancel and resume later."))
        cancel = self._cancel
        download = self.download_function

        def work() -> str:
            def report(done: int, total: int) -> None:
                if cancel.is_set():
                    raise DownloadCancelledError()
                relay.progress.emit(done, total)

            return str(download(report))

        run_in_background(work, self._on_downloaded, self._on_download_failed)

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, 1000)
        self.progress.setValue(int(1000 * done / max(total, 1)))
        self.status.setText(progress_mb(done, total))

    def _on_downloaded(self, path: str) -> None:
        self.cancel_download.hide()
        self.download_button.setEnabled(True)
        self.status.setText(tr("Downloaded and verified."))
        self.set_model(path)

    def _on_download_failed(self, error: Exception) -> None:
        self.cancel_download.hide()
        self.progress.hide()
        self.download_button.setEnabled(True)
        self.status.setText(download_failure(error))

    def on_add_clicked(self, word: str) -> None:
        """The same account form as in Settings (tested before it is saved)."""
        def added(configured: ConfiguredAccount) -> None:
            self.settings = self.settings.with_account(configured.connector, configured.account)
            self.accounts_added.setText(tr("Added: {accounts}").format(accounts=tr(", ").join(
                a.name for a in self.settings.accounts)))

        self.account_dialog = open_account_form(word, self.settings.account_names(), self,
                                                added)

    def result_settings(self) -> Settings:
        """The settings chosen during first run."""
        return replace(self.settings, allowed_folders=self.folders.folders(),
                       first_run_done=True)


def _page(heading: str) -> tuple[QWidget, QVBoxLayout]:
    """A step of the guide: its heading, and the column below it."""
    page = QWidget()
    column = QVBoxLayout(page)
    title = QLabel(heading)
    title.setObjectName("Heading")
    column.addWidget(title)
    return page, column
