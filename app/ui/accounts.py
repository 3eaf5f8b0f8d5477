"""Adding an account of any connector: a form built from its fields, a connection test that
answers per field, then save.

The account is saved only after the test passed; the password goes to the OS keyring (never
to the settings). The test and the keyring run in the background. The form knows a connector
only through its ``AccountKind`` (connectors.base): a new connector's accounts need no edit
here.
"""

from __future__ import annotations

import inspect
import time
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.ui.background import run_in_background
from app.ui.i18n import localized, tr
from connectors.base import Account, AccountField, AccountKind, Check, Suggested


def _field_with_error(form: QGridLayout, label: str, widget: QWidget) -> QLabel:
    """Add a labelled field with an (initially hidden) error line under it."""
    widget.setAccessibleName(label)
    error = QLabel("")
    error.setTextFormat(Qt.TextFormat.PlainText)  # a server's error message
    error.setObjectName("FieldError")  # plain text, no box: a box's padding clipped lines
    error.setWordWrap(True)
    error.hide()
    row = form.rowCount()
    name = QLabel(label)
    name.setBuddy(widget)
    form.addWidget(name, row, 0, Qt.AlignmentFlag.AlignVCenter)
    form.addWidget(widget, row, 1)
    form.addWidget(error, row + 1, 1)  # a grid row grows to what its lines need
    return error


class _FileField(QWidget):
    """A path with a Choose… button."""

    def __init__(self, label: str) -> None:
        super().__init__()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.edit = QLineEdit()
        self.edit.setAccessibleName(label)
        browse = QPushButton(tr("Choose…"))
        browse.clicked.connect(self._on_browse_clicked)
        row.addWidget(self.edit, 1)
        row.addWidget(browse)
        self.textChanged = self.edit.textChanged
        self._label = label

    def _on_browse_clicked(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self._label, "",
                                              tr("Certificates (*.pem *.crt);;All files (*)"))
        if path:
            self.edit.setText(path)

    def setText(self, text: str) -> None:
        """Set the path."""
        self.edit.setText(text)

    def text(self) -> str:
        """The path."""
        return self.edit.text()


def _widget_for(spec: AccountField) -> QWidget:
    """The input for one field, holding its default."""
    if spec.kind == "port":
        spin = QSpinBox()
        spin.setRange(1, 65535)
        spin.setValue(int(spec.default or 1))
        return spin
    if spec.kind == "choice":
        combo = QComboBox()
        for value, text in spec.choices:
            combo.addItem(tr(text), value)
        combo.setCurrentIndex(max(0, combo.findData(spec.default)))
        return combo
    if spec.kind == "file":
        return _FileField(tr(spec.label))
    edit = QLineEdit(str(spec.default))
    if spec.kind == "password":
        edit.setEchoMode(QLineEdit.EchoMode.Password)
    return edit


def _value_of(widget: QWidget) -> str | int:
    if isinstance(widget, QSpinBox):
        return widget.value()
    if isinstance(widget, QComboBox):
        return str(widget.currentData())
    if isinstance(widget, (QLineEdit, _FileField)):
        return widget.text().strip()
    return ""


class _Progress(QObject):
    """Carries the connection test's stages from the pool thread to the form.

    Signals:
        said(object): a stage started (a connector's Phrase, shown in the window's language).
    """

    said = Signal(object)


class AccountDialog(QDialog):
    """The form of one account kind; ``account`` holds the saved account after Save."""

    def __init__(self, kind: AccountKind, existing_names: set[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.setWindowTitle(tr("Add a {kind}").format(kind=tr(kind.title)))
        self.setMinimumWidth(540)
        self.existing = existing_names
        self.account: Account | None = None
        self.test_results: list[Check] = []
        self._shown_errors: dict[str, str] = {}
        self._test_started = time.monotonic()
        layout = QVBoxLayout(self)
        form = QGridLayout()
        form.setColumnStretch(1, 1)
        self.inputs: dict[str, Any] = {}
        self.errors: dict[str, QLabel] = {}
        for spec in kind.fields:
            widget = _widget_for(spec)
            self.inputs[spec.key] = widget
            self.errors[spec.key] = _field_with_error(form, tr(spec.label), widget)
        layout.addLayout(form)
        self.status = QLabel(tr("Test the connection before saving."))
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setObjectName("Muted")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        buttons = QHBoxLayout()
        self.test_button = QPushButton(tr("Test connection"))
        self.save_button = QPushButton(tr("Save"))
        self.save_button.setObjectName("Primary")
        self.save_button.setEnabled(False)
        cancel = QPushButton(tr("Cancel"))
        self.test_button.clicked.connect(self.on_test_clicked)
        self.save_button.clicked.connect(self.on_save_clicked)
        cancel.clicked.connect(self.reject)
        buttons.addWidget(self.test_button)
        buttons.addStretch(1)
        buttons.addWidget(cancel)
        buttons.addWidget(self.save_button)
        layout.addLayout(buttons)
        self.edited: set[str] = set()  # fields the user typed in: never filled in for them
        self._filling = False
        for key, widget in self.inputs.items():  # a change means the test must run again
            for signal in ("textChanged", "valueChanged", "currentIndexChanged"):
                if hasattr(widget, signal):
                    getattr(widget, signal).connect(lambda *_, k=key: self._on_changed(k))
        self.progress = _Progress(self)
        self.progress.said.connect(self._on_progress)
        email = self.inputs.get("email")
        if isinstance(email, QLineEdit):
            email.editingFinished.connect(self.on_address_entered)
        self.suggested: Suggested | None = None

    def _on_changed(self, key: str) -> None:
        self.save_button.setEnabled(False)
        if not self._filling:
            self.edited.add(key)
            self.errors[key].hide()  # the error was about what it said before

    # -- filling in from the address --------------------------------------------------------
    def on_address_entered(self) -> None:
        """Fill in the servers for the address: the shipped table at once, else the
        domain's DNS in the background."""
        values = {key: _value_of(widget) for key, widget in self.inputs.items()}
        if not str(values.get("email") or "").count("@"):
            return
        suggest = getattr(self.kind, "suggest", None)  # optional (connectors.base)
        if suggest is None:
            return
        found = suggest(values, False)
        if found is not None:
            self.apply_suggestion(found)
            return
        self.status.setText(tr("Looking up the mail servers of this address…"))
        run_in_background(lambda: suggest(values, True), self._on_suggested,
                          lambda error: self.status.setText(tr("Enter the servers of your "
                                                            "provider below.")), owner=self)

    def _on_suggested(self, found: Suggested | None) -> None:
        if found is None:
            self.status.setText(tr("BotPsy does not know this provider's servers: enter them "
                                "below (your provider's help pages give them)."))
            return
        self.apply_suggestion(found)

    def apply_suggestion(self, found: Suggested) -> None:
        """Fill the fields the user has not typed in, and say where they came from (servers
        the user must first agree to, e.g. outside the address's domain, only on a yes)."""
        if found.confirm and not self.agree(found.confirm):
            self.status.setText(tr("The suggested servers were not used: enter your provider's "
                                "servers below."))
            return
        self._filling = True
        try:
            for key, value in found.fields.items():
                widget = self.inputs.get(key)
                if widget is None or key in self.edited:
                    continue
                if isinstance(widget, QSpinBox):
                    widget.setValue(int(value))
                elif isinstance(widget, QComboBox):
                    widget.setCurrentIndex(max(0, widget.findData(value)))
                elif isinstance(widget, (QLineEdit, _FileField)):
                    widget.setText(str(value))
        finally:
            self._filling = False
        self.suggested = found
        self.status.setText(tr("Servers filled in from {source}.").format(source=found.source)
                            + (f" {found.note}" if found.note else "") + " "
                            + tr("Check them, then test the connection."))

    def agree(self, question: str) -> bool:
        """Ask before using servers from an answer that could be forged (No by default)."""
        box = QMessageBox(QMessageBox.Icon.Warning, tr("Use these mail servers?"), question,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def _on_progress(self, said: str) -> None:
        text = localized(said)
        seconds = int(time.monotonic() - self._test_started)
        self.status.setText(tr("{activity}  ({seconds} s)").format(activity=text, seconds=seconds)
                            if seconds else text)

    def _password(self) -> str:
        keys = [spec.key for spec in self.kind.fields if spec.kind == "password"]
        return str(_value_of(self.inputs[keys[0]])) if keys else ""

    def current_account(self) -> Account:
        """The account as typed."""
        return self.kind.new({key: _value_of(widget) for key, widget in self.inputs.items()})

    def show_errors(self, errors: dict[str, str]) -> None:
        """Show each problem next to its field (whole: the form grows to fit it)."""
        self._shown_errors = dict(errors)
        for key, label in self.errors.items():
            message = errors.get(key, "")
            label.setText(tr(message) if message else "")  # a connector's QT_TR_NOOP words
            label.setVisible(bool(message))
        # A window does not grow for wrapped lines by itself: ask the layout how tall they
        # make it at this width.
        layout = self.layout()
        if layout is not None:
            layout.activate()
            needed = layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() \
                else layout.totalSizeHint().height()
            self.setMinimumHeight(needed)
            if self.height() < needed:
                self.resize(self.width(), needed)

    def showEvent(self, event: QShowEvent) -> None:
        """Shown: the error lines are measured again at the fields' real width."""
        super().showEvent(event)
        if self._shown_errors:
            self.show_errors(self._shown_errors)

    def on_test_clicked(self) -> None:
        """Check the fields, then test the connection in the background."""
        account = self.current_account()
        problems = account.problems()
        if account.name in self.existing:
            problems["name"] = tr("an account with this name exists")
        for spec in self.kind.fields:
            if spec.required and not _value_of(self.inputs[spec.key]):
                problems.setdefault(spec.key, tr("required"))
        self.show_errors(problems)
        if problems:
            self.status.setText(tr("Fix the fields marked above."))
            return
        self.test_button.setEnabled(False)
        self.status.setText(tr("Testing the connection…"))
        self._test_started = time.monotonic()
        password = self._password()
        kind = self.kind
        say = self.progress.said.emit  # from the pool thread: queued to this one
        if "progress" in inspect.signature(kind.test).parameters:  # optional (connectors.base)
            def test() -> list[Check]:
                return kind.test(account, password, progress=say)  # type: ignore[call-arg]
        else:
            def test() -> list[Check]:
                return kind.test(account, password)
        run_in_background(test, self._on_tested, self._on_test_failed, owner=self)

    def _on_tested(self, checks: list[Check]) -> None:
        self.test_button.setEnabled(True)
        found: dict[str, list[Check]] = {}
        fallback = self.kind.fields[1].key if len(self.kind.fields) > 1 else "name"
        for check in checks:
            if not check.ok:
                found.setdefault(check.field if check.field in self.errors else fallback,
                                 []).append(check)
        # Every failure shows: IMAP's and SMTP's logins both point at the password.
        errors = {key: "\n".join(localized(c.message) if len(failed) == 1 else
                                 f"{c.stage.split()[0].upper()}: {localized(c.message)}"
                                 for c in failed)
                  for key, failed in found.items()}
        self.show_errors(errors)
        self.status.setText(tr("The connection test failed; see the marked fields.") if errors
                            else tr("The connection works. You can save the account."))
        self.save_button.setEnabled(not errors)
        self.test_results = checks

    def _on_test_failed(self, error: Exception) -> None:
        self.test_button.setEnabled(True)
        self.status.setText(tr("The test could not run: {error}").format(error=error))

    def on_save_clicked(self) -> None:
        """Store the password in the keyring, then accept."""
        account = self.current_account()
        password = self._password()
        kind = self.kind
        self.save_button.setEnabled(False)
        run_in_background(lambda: kind.save_secret(account, password),
                          lambda _: self._on_saved(account), self._on_keyring_failed,
                          owner=self)

    def _on_saved(self, account: Account) -> None:
        self.account = account
        self.accept()

    def _on_keyring_failed(self, error: Exception) -> None:
        self.status.setText(tr("No OS keyring could store the password. BotPsy keeps passwords "
                               "only in the system keyring ({error}).").format(error=error))
