"""Settings, first run and the action journal: dialogs over the app's stored settings.

Settings are the typed model of app/settings.py, read and written by the application; these
dialogs only edit a copy. Accounts are listed and added for every connector that has them,
through ``connectors`` only. Passwords never pass through here: accounts keep them in the
OS keyring.
"""

from __future__ import annotations

import threading
import zoneinfo
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLocale, Qt, QTime
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from app.agent import catalog
from app.agent.gguf_info import ModelFileError, inspect_gguf
from app.agent.gguf_info import describe as describe_model
from app.settings import CalendarSettings, ConfiguredAccount, ModelSettings, Settings
from app.store.db import JournalEntry
from app.ui.accounts import AccountDialog
from app.ui.background import run_in_background
from app.ui.chat_view import STATE_TEXT
from app.ui.i18n import (
    QT_TR_NOOP,
    data_size,
    date_time,
    mark_content,
    native_name,
    progress_mb,
    shipped,
    tr,
)
from app.ui.markdown import plain_tooltip
from app.ui.models import (
    DownloadCancelledError,
    DownloadRelay,
    ModelManager,
    download_failure,
)
from connectors import account_kinds


def open_account_dialog(dialog: Any, on_added: Callable[[Any], None]) -> Any:
    """Show an account form without blocking; call ``on_added`` with the saved account."""

    def finished(result: int) -> None:
        if result == QDialog.DialogCode.Accepted and dialog.account is not None:
            on_added(dialog.account)
        dialog.deleteLater()

    dialog.finished.connect(finished)
    dialog.open()
    return dialog


def account_buttons(text: str, on_add: Callable[[str], None]) -> dict[str, QPushButton]:
    """One "Add …" button per account kind (``text``, translated, has a {kind} for its
    title), by kind."""
    buttons: dict[str, QPushButton] = {}
    for word, owner in account_kinds().items():
        assert owner.accounts is not None
        button = QPushButton(text.format(kind=tr(owner.accounts.title)))
        button.clicked.connect(lambda _=False, word=word: on_add(word))
        buttons[word] = button
    return buttons


def open_account_form(word: str, names: set[str], parent: QWidget,
                      on_added: Callable[[ConfiguredAccount], None]) -> AccountDialog:
    """The form of the account kind ``word``; ``on_added`` gets the saved account."""
    owner = account_kinds()[word]
    assert owner.accounts is not None
    dialog = AccountDialog(owner.accounts, names, parent)
    open_account_dialog(dialog, lambda account: on_added(ConfiguredAccount(owner.name,
                                                                          account)))
    return dialog


class FoldersEditor(QWidget):
    """A list of folders with Add and Remove."""

    def __init__(self, folders: tuple[str, ...]) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        hint = QLabel(tr("BotPsy can only see and change files inside these folders."))
        hint.setObjectName("Muted")
        hint.setWordWrap(True)
        layout.addWidget(hint)
        self.list = QListWidget()
        self.list.setAccessibleName(tr("Allowed folders"))
        for folder in folders:
            self.list.addItem(folder)
        layout.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.add_button = QPushButton(tr("Add folder…"))
        self.remove_button = QPushButton(tr("Remove"))
        self.add_button.clicked.connect(self._on_add_clicked)
        self.remove_button.clicked.connect(self._on_remove_clicked)
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        layout.addLayout(row)

    def _on_add_clicked(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, tr("Allow a folder"))
        if folder:
            self.add_folder(folder)

    def add_folder(self, folder: str) -> None:
        """Add a folder (no duplicates)."""
        resolved = str(Path(folder).resolve())
        if resolved not in self.folders():
            self.list.addItem(resolved)

    def _on_remove_clicked(self) -> None:
        for item in self.list.selectedItems():
            self.list.takeItem(self.list.row(item))

    def folders(self) -> tuple[str, ...]:
        """The folders as listed."""
        return tuple(self.list.item(i).text() for i in range(self.list.count()))


class SettingsDialog(QDialog):
    """Model, thinking, folders, appearance, accounts."""

    def __init__(self, settings: Settings, parent: QWidget | None = None,
                 choices: dict[str, tuple[str, ...]] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Settings"))
        self.choices = choices or {}
        self.setMinimumSize(560, 420)
        self.original = settings
        layout = QVBoxLayout(self)
        tabs = QTabWidget()
        layout.addWidget(tabs, 1)

        model_tab = QWidget()
        model_layout = QVBoxLayout(model_tab)
        model_layout.addWidget(QLabel(tr("Model file (GGUF)")))
        row = QHBoxLayout()
        self.model_path = QLineEdit(settings.model.path)
        self.model_path.setAccessibleName(tr("Model file"))
        self.model_path.setPlaceholderText(tr("No model chosen"))
        browse = QPushButton(tr("Choose…"))
        browse.clicked.connect(self._on_browse_clicked)
        row.addWidget(self.model_path, 1)
        row.addWidget(browse)
        model_layout.addLayout(row)
        self.models = ModelManager(settings.model.path, self)
        self.models.chosen.connect(self.model_path.setText)
        self.model_path.textChanged.connect(lambda text: self.models.set_current(text.strip()))
        model_layout.addWidget(self.models, 1)
        self.thinking = QCheckBox(tr("Let the model think before answering (slower, sometimes "
                                  "better)"))
        self.thinking.setChecked(settings.model.thinking)
        model_layout.addWidget(self.thinking)
        profile_row = QHBoxLayout()
        profile_label = QLabel(tr("Assistant rules:"))
        self.profile = QComboBox()
        for text, value in ((tr("Automatic (from the model)"), ""),
                            (tr("For small models (more help from the app)"), "small"),
                            (tr("For capable models (the model's own answers)"), "capable")):
            self.profile.addItem(text, value)
        self.profile.setCurrentIndex(max(0, self.profile.findData(settings.model.profile)))
        self.profile.setAccessibleName(tr("Assistant rules"))
        self.profile.setToolTip(tr("Which of the app's rules help the model. Safety rules "
                                "always apply."))
        profile_label.setBuddy(self.profile)
        profile_row.addWidget(profile_label)
        profile_row.addWidget(self.profile, 1)
        model_layout.addLayout(profile_row)
        model_layout.addLayout(self._threads_row(settings.model.threads))
        self.guide_requested = False
        guide = QPushButton(tr("Run the welcome guide again…"))
        guide.setAccessibleName(tr("Run the welcome guide again"))
        guide.clicked.connect(self._on_guide_clicked)
        model_layout.addWidget(guide, 0, Qt.AlignmentFlag.AlignLeft)
        tabs.addTab(model_tab, tr("Model"))

        self.folders = FoldersEditor(settings.allowed_folders)
        folders_tab = QWidget()
        QVBoxLayout(folders_tab).addWidget(self.folders)
        tabs.addTab(folders_tab, tr("Folders"))

        accounts_tab = QWidget()
        accounts_layout = QVBoxLayout(accounts_tab)
        note = QLabel(tr("Mail and calendar accounts. Passwords are kept in your system's "
                      "keyring, never in BotPsy's files. BotPsy works without any account."))
        note.setWordWrap(True)
        note.setObjectName("Muted")
        accounts_layout.addWidget(note)
        self.accounts_list = QListWidget()
        self.accounts_list.setAccessibleName(tr("Accounts"))
        self.accounts = list(settings.accounts)
        self._refresh_accounts()
        accounts_layout.addWidget(self.accounts_list, 1)
        row = QHBoxLayout()
        self.add_buttons = account_buttons(tr("Add {kind}…"), self.on_add_clicked)
        for button in self.add_buttons.values():
            row.addWidget(button)
        remove_account = QPushButton(tr("Remove"))
        remove_account.clicked.connect(self.on_remove_account_clicked)
        row.addWidget(remove_account)
        row.addStretch(1)
        accounts_layout.addLayout(row)
        self.plaintext_passwords = QCheckBox(
            tr("Allow a password store that is not the system keyring (not recommended)"))
        self.plaintext_passwords.setChecked(settings.plaintext_passwords)
        self.plaintext_passwords.setAccessibleName(tr("Allow a plaintext password store"))
        plaintext_warning = QLabel(
            tr("Only for computers without a keyring. Passwords would sit in a file that anyone "
            "who can read your files (a backup, another program, someone at this computer) "
            "can read in the clear."))
        plaintext_warning.setObjectName("Warning")
        plaintext_warning.setWordWrap(True)
        accounts_layout.addWidget(self.plaintext_passwords)
        accounts_layout.addWidget(plaintext_warning)
        tabs.addTab(accounts_tab, tr("Accounts"))
        self.removed_accounts: list[ConfiguredAccount] = []
        tabs.addTab(self._calendar_tab(settings), tr("Calendar"))

        look_tab = QWidget()
        look_layout = QVBoxLayout(look_tab)
        look_layout.addWidget(QLabel(tr("Theme")))
        self.theme = QComboBox()
        self.theme.setAccessibleName(tr("Theme"))
        for value, text in (("system", tr("Follow the system")), ("light", tr("Light")),
                            ("dark", tr("Dark"))):
            self.theme.addItem(text, value)
        self.theme.setCurrentIndex(max(0, self.theme.findData(settings.theme)))
        look_layout.addWidget(self.theme)
        look_layout.addSpacing(12)
        language_label = QLabel(tr("Language"))
        look_layout.addWidget(language_label)
        self.language = QComboBox()
        self.language.setAccessibleName(tr("Language"))
        self.language.addItem(tr("Follow the system"), "")
        for code in shipped():
            self.language.addItem(native_name(code), code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        language_label.setBuddy(self.language)
        look_layout.addWidget(self.language)
        self.language_note = QLabel(tr("A new language shows when BotPsy starts again."))
        self.language_note.setObjectName("Muted")
        self.language_note.setWordWrap(True)
        self.language_note.hide()
        self.language.currentIndexChanged.connect(lambda _: self.language_note.setVisible(
            str(self.language.currentData() or "") != settings.language))
        look_layout.addWidget(self.language_note)
        look_layout.addSpacing(12)
        look_layout.addWidget(QLabel(tr("When the window closes")))
        self.keep_in_tray = QCheckBox(tr("Keep BotPsy running in the tray while timers, reminders "
                                      "or mail to send are waiting"))
        self.keep_in_tray.setChecked(settings.keep_in_tray)
        self.keep_in_tray.setAccessibleName(tr("Keep running in the tray"))
        self.start_at_login = QCheckBox(tr("Start BotPsy when I log in"))
        self.start_at_login.setChecked(settings.start_at_login)
        self.start_at_login.setAccessibleName(tr("Start at login"))
        look_layout.addWidget(self.keep_in_tray)
        look_layout.addWidget(self.start_at_login)
        look_layout.addStretch(1)
        tabs.addTab(look_tab, tr("Window"))

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        cancel = QPushButton(tr("Cancel"))
        save = QPushButton(tr("Save"))
        save.setObjectName("Primary")
        cancel.clicked.connect(self.reject)
        save.clicked.connect(self.accept)
        buttons.addWidget(cancel)
        buttons.addWidget(save)
        layout.addLayout(buttons)
        self.tabs = tabs

    def _calendar_tab(self, settings: Settings) -> QWidget:
        """Default calendar, working hours (for free-time search) and time zone."""
        tab = QWidget()
        form = QFormLayout(tab)
        self.default_calendar = mark_content(QComboBox())  # the calendars' own names
        self.default_calendar.setAccessibleName(tr("Default calendar"))
        self.default_calendar.addItem(tr("The first calendar of my account"), "")
        default = settings.calendar.default
        for label in self.choices.get("default_calendar", ()):
            self.default_calendar.addItem(label, label)
        if default and self.default_calendar.findData(default) < 0:  # not synced yet: keep it
            self.default_calendar.addItem(default, default)
        self.default_calendar.setCurrentIndex(max(0, self.default_calendar.findData(default)))
        form.addRow(tr("New events go to"), self.default_calendar)
        hours = QHBoxLayout()
        self.work_start = QTimeEdit(QTime.fromString(settings.calendar.work_start, "HH:mm"))
        self.work_end = QTimeEdit(QTime.fromString(settings.calendar.work_end, "HH:mm"))
        for edit, name in ((self.work_start, tr("Working hours start")),
                           (self.work_end, tr("Working hours end"))):
            edit.setDisplayFormat("HH:mm")
            edit.setAccessibleName(name)
        hours.addWidget(self.work_start)
        hours.addWidget(QLabel(tr("to")))
        hours.addWidget(self.work_end)
        hours.addStretch(1)
        form.addRow(tr("Working hours"), hours)
        days = QHBoxLayout()
        self.work_days: list[QCheckBox] = []
        for number in range(7):  # Monday = 0, named the locale's way
            box = mark_content(QCheckBox(QLocale().dayName(  # the locale's own day names
                number + 1, QLocale.FormatType.ShortFormat)))
            box.setChecked(number in settings.calendar.work_days)
            self.work_days.append(box)
            days.addWidget(box)
        days.addStretch(1)
        form.addRow(tr("Working days"), days)
        self.time_zone = mark_content(QComboBox())  # IANA names
        self.time_zone.setAccessibleName(tr("Time zone"))
        self.time_zone.addItem(tr("The system's time zone"), "")
        for name in sorted(zoneinfo.available_timezones()):
            if "/" in name and not name.startswith(("Etc/", "SystemV/", "posix/", "right/")):
                self.time_zone.addItem(name.replace("_", " "), name)
        self.time_zone.setCurrentIndex(max(0, self.time_zone.findData(settings.time_zone)))
        form.addRow(tr("Time zone"), self.time_zone)
        note = QLabel(tr("Free-time search proposes slots inside your working hours. Times you "
                      "give without a zone are in this time zone."))
        note.setWordWrap(True)
        note.setObjectName("Muted")
        form.addRow(note)
        return tab

    def _on_browse_clicked(self) -> None:
        path = choose_model_file(self)
        if not path:
            return

        def added(_: object) -> None:  # checked and listed: it is used once saved
            self.model_path.setText(path)
            self.models.refresh()

        run_in_background(lambda: catalog.add_local(path), added,
                          lambda error: self.models.status.setText(
                              tr("Not added: {error}").format(error=error)),
                          owner=self)

    def _refresh_accounts(self) -> None:
        self.accounts_list.clear()
        for configured in self.accounts:
            kind = configured.owner().accounts
            assert kind is not None
            item = QListWidgetItem(f"{configured.name} — {kind.label(configured.account)} "
                                   f"({tr(kind.title)})")
            item.setToolTip(plain_tooltip(kind.describe(configured.account)))
            self.accounts_list.addItem(item)

    def on_add_clicked(self, word: str) -> None:
        """Open the form of this account kind (it tests the connection before saving)."""
        def added(configured: ConfiguredAccount) -> None:
            self.accounts.append(configured)
            self._refresh_accounts()

        self.account_dialog = open_account_form(word, {a.name for a in self.accounts}, self,
                                                added)

    def on_remove_account_clicked(self) -> None:
        """Remove the selected account (its password and local copy are forgotten when
        Settings are saved)."""
        row = self.accounts_list.currentRow()
        if 0 <= row < len(self.accounts):
            self.removed_accounts.append(self.accounts.pop(row))
        self._refresh_accounts()

    def _threads_row(self, pinned: int) -> QHBoxLayout:
        """How many cores the model uses: following the load (and what that is now), or a
        number the user pins."""
        from app.agent import threads

        row = QHBoxLayout()
        label = QLabel(tr("Processor threads:"))
        self.threads = QComboBox()
        live = threads.now()
        self.threads.addItem(tr("Automatic: follows how busy the computer is") + (
            " " + tr("(now {generating} generating, {reading} reading)").format(
                generating=live[0], reading=live[1]) if live else ""), 0)
        for count in range(1, max(threads.physical_cores(), pinned) + 1):
            self.threads.addItem(tr("{count} (always)").format(count=count), count)
        self.threads.setCurrentIndex(max(0, self.threads.findData(pinned)))
        self.threads.setAccessibleName(tr("Processor threads"))
        self.threads.setToolTip(tr("Automatic uses fewer threads while other programs keep the "
                                "processor busy, and more when it is free again. Saving "
                                "loads the model again with the new choice."))
        label.setBuddy(self.threads)
        row.addWidget(label)
        row.addWidget(self.threads, 1)
        return row

    def _on_guide_clicked(self) -> None:
        """Close Settings (nothing saved) and start the welcome guide."""
        self.guide_requested = True
        self.reject()

    def result_settings(self) -> Settings:
        """The settings as edited."""
        return replace(self.original,
                       model=ModelSettings(self.model_path.text().strip(),
                                           self.thinking.isChecked(),
                                           str(self.profile.currentData() or ""),
                                           int(self.threads.currentData() or 0)),
                       plaintext_passwords=self.plaintext_passwords.isChecked(),
                       theme=str(self.theme.currentData()),
                       language=str(self.language.currentData() or ""),
                       keep_in_tray=self.keep_in_tray.isChecked(),
                       start_at_login=self.start_at_login.isChecked(),
                       allowed_folders=self.folders.folders(),
                       accounts=tuple(self.accounts),
                       calendar=CalendarSettings(
                           default=str(self.default_calendar.currentData() or ""),
                           work_start=self.work_start.time().toString("HH:mm"),
                           work_end=self.work_end.time().toString("HH:mm"),
                           work_days=tuple(n for n, box in enumerate(self.work_days)
                                           if box.isChecked())),
                       time_zone=str(self.time_zone.currentData() or ""))


def model_folder() -> str:
    """Where the model file dialog opens: Downloads (where a GGUF from the web lands)."""
    import platformdirs

    folder = Path(platformdirs.user_downloads_dir())
    return str(folder if folder.is_dir() else Path.home())


def choose_model_file(parent: QWidget) -> str:
    """Ask for a GGUF file, starting in Downloads ("" when the user cancels)."""
    path, _ = QFileDialog.getOpenFileName(parent, tr("Choose a model"), model_folder(),
                                          tr("GGUF models (*.gguf)"))
    return path


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

        model_page = QWidget()
        model_layout = QVBoxLayout(model_page)
        heading = QLabel(tr("Welcome to BotPsy"))
        heading.setObjectName("Heading")
        model_layout.addWidget(heading)
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
        self.pages.addWidget(model_page)

        folders_page = QWidget()
        folders_layout = QVBoxLayout(folders_page)
        heading2 = QLabel(tr("Folders BotPsy may use"))
        heading2.setObjectName("Heading")
        folders_layout.addWidget(heading2)
        self.folders = FoldersEditor(settings.allowed_folders)
        folders_layout.addWidget(self.folders, 1)
        self.pages.addWidget(folders_page)

        accounts_page = QWidget()
        accounts_layout = QVBoxLayout(accounts_page)
        heading3 = QLabel(tr("Accounts (optional)"))
        heading3.setObjectName("Heading")
        accounts_layout.addWidget(heading3)
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
        self.pages.addWidget(accounts_page)

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
        layout.addLayout(nav)
        self._go(0)
        # set by the window: (progress report) -> the downloaded file's path
        self.download_function: Callable[[Callable[[int, int], None]], object] | None = None

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
            self.chosen.setText(tr("Not used: {error}").format(error=err))
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

