"""Settings: the dialog over the app's stored settings, and the parts the first-run guide
shares with it (folders, account buttons, the model file).

Settings are the typed model of app/settings.py, read and written by the application; these
dialogs only edit a copy. Accounts are listed and added for every connector that has them,
through ``connectors`` only. Passwords never pass through here: accounts keep them in the
OS keyring.
"""

from __future__ import annotations

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
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTabWidget,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from app.agent import catalog
from app.settings import CalendarSettings, ConfiguredAccount, ModelSettings, Settings
from app.ui.accounts import AccountDialog
from app.ui.background import run_in_background
from app.ui.i18n import (
    mark_content,
    native_name,
    shipped,
    tr,
)
from app.ui.markdown import plain_tooltip
from app.ui.models import (
    ModelManager,
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


def threads_row(pinned: int) -> tuple[QHBoxLayout, QComboBox]:
    """How many cores the model uses: following the load (and what that is now), or a
    number the user pins. Returns the row and its choice."""
    from app.agent import threads

    row = QHBoxLayout()
    label = QLabel(tr("Processor threads:"))
    choice = QComboBox()
    live = threads.now()
    choice.addItem(tr("Automatic: follows how busy the computer is") + (
        " " + tr("(now {generating} generating, {reading} reading)").format(
            generating=live[0], reading=live[1]) if live else ""), 0)
    for count in range(1, max(threads.physical_cores(), pinned) + 1):
        choice.addItem(tr("{count} (always)").format(count=count), count)
    choice.setCurrentIndex(max(0, choice.findData(pinned)))
    choice.setAccessibleName(tr("Processor threads"))
    choice.setToolTip(tr("Automatic uses fewer threads while other programs keep the "
                         "processor busy, and more when it is free again. Saving "
                         "loads the model again with the new choice."))
    label.setBuddy(choice)
    row.addWidget(label)
    row.addWidget(choice, 1)
    return row, choice


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

        self.guide_requested = False
        self.removed_accounts: list[ConfiguredAccount] = []
        self.accounts = list(settings.accounts)
        for page, title in ((self._model_tab(settings), tr("Model")),
                            (self._folders_tab(settings), tr("Folders")),
                            (self._accounts_tab(settings), tr("Accounts")),
                            (self._calendar_tab(settings), tr("Calendar")),
                            (self._window_tab(settings), tr("Window"))):
            tabs.addTab(page, title)

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

    def _model_tab(self, settings: Settings) -> QWidget:
        """The model file, the models on this computer, thinking, rules and threads."""
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
        threads, self.threads = threads_row(settings.model.threads)
        model_layout.addLayout(threads)
        guide = QPushButton(tr("Run the welcome guide again…"))
        guide.setAccessibleName(tr("Run the welcome guide again"))
        guide.clicked.connect(self._on_guide_clicked)
        model_layout.addWidget(guide, 0, Qt.AlignmentFlag.AlignLeft)
        return model_tab

    def _folders_tab(self, settings: Settings) -> QWidget:
        """The folders BotPsy may read and change."""
        self.folders = FoldersEditor(settings.allowed_folders)
        folders_tab = QWidget()
        QVBoxLayout(folders_tab).addWidget(self.folders)
        return folders_tab

    def _accounts_tab(self, settings: Settings) -> QWidget:
        """Mail and calendar accounts, and where their passwords are kept."""
        accounts_tab = QWidget()
        accounts_layout = QVBoxLayout(accounts_tab)
        note = QLabel(tr("Mail and calendar accounts. Passwords are kept in your system's "
                      "keyring, never in BotPsy's files. BotPsy works without any account."))
        note.setWordWrap(True)
        note.setObjectName("Muted")
        accounts_layout.addWidget(note)
        self.accounts_list = QListWidget()
        self.accounts_list.setAccessibleName(tr("Accounts"))
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
        return accounts_tab

    def _window_tab(self, settings: Settings) -> QWidget:
        """Theme, language, the tray, starting at login."""
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
        return look_tab

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
