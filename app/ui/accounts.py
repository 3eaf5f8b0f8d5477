"""Adding an account of any connector: a form built from its fields, a connection test that
answers per field, then save.

The account is saved only after the test passed; the password goes to the OS keyring (never
to the settings). The test and the keyring run in the background. The form knows a connector
only through its ``AccountKind`` (connectors.base): a new connector's accounts need no edit
here.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.ui.background import run_in_background
from connectors.base import Account, AccountField, AccountKind, Check


def _field_with_error(form: QFormLayout, label: str, widget: QWidget) -> QLabel:
    """Add a labelled field with an (initially hidden) error line under it."""
    widget.setAccessibleName(label)
    error = QLabel("")
    error.setTextFormat(Qt.TextFormat.PlainText)  # a server's error message
    error.setObjectName("Warning")
    error.setWordWrap(True)
    error.hide()
    box = QWidget()
    column = QVBoxLayout(box)
    column.setContentsMargins(0, 0, 0, 0)
    column.addWidget(widget)
    column.addWidget(error)
    form.addRow(label, box)
    return error


class _FileField(QWidget):
    """A path with a Choose… button."""

    def __init__(self, label: str) -> None:
        super().__init__()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.edit = QLineEdit()
        self.edit.setAccessibleName(label)
        browse = QPushButton("Choose…")
        browse.clicked.connect(self._on_browse_clicked)
        row.addWidget(self.edit, 1)
        row.addWidget(browse)
        self.textChanged = self.edit.textChanged
        self._label = label

    def _on_browse_clicked(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self._label, "",
                                              "Certificates (*.pem *.crt);;All files (*)")
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
            combo.addItem(text, value)
        combo.setCurrentIndex(max(0, combo.findData(spec.default)))
        return combo
    if spec.kind == "file":
        return _FileField(spec.label)
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


class AccountDialog(QDialog):
    """The form of one account kind; ``account`` holds the saved account after Save."""

    def __init__(self, kind: AccountKind, existing_names: set[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.setWindowTitle(f"Add a {kind.title}")
        self.setMinimumWidth(540)
        self.existing = existing_names
        self.account: Account | None = None
        self.test_results: list[Check] = []
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.inputs: dict[str, Any] = {}
        self.errors: dict[str, QLabel] = {}
        for spec in kind.fields:
            widget = _widget_for(spec)
            self.inputs[spec.key] = widget
            self.errors[spec.key] = _field_with_error(form, spec.label, widget)
        layout.addLayout(form)
        self.status = QLabel("Test the connection before saving.")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setObjectName("Muted")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        buttons = QHBoxLayout()
        self.test_button = QPushButton("Test connection")
        self.save_button = QPushButton("Save")
        self.save_button.setObjectName("Primary")
        self.save_button.setEnabled(False)
        cancel = QPushButton("Cancel")
        self.test_button.clicked.connect(self.on_test_clicked)
        self.save_button.clicked.connect(self.on_save_clicked)
        cancel.clicked.connect(self.reject)
        buttons.addWidget(self.test_button)
        buttons.addStretch(1)
        buttons.addWidget(cancel)
        buttons.addWidget(self.save_button)
        layout.addLayout(buttons)
        for widget in self.inputs.values():  # a change means the test must run again
            for signal in ("textChanged", "valueChanged", "currentIndexChanged"):
                if hasattr(widget, signal):
                    getattr(widget, signal).connect(lambda *_: self.save_button.setEnabled(False))

    def _password(self) -> str:
        keys = [spec.key for spec in self.kind.fields if spec.kind == "password"]
        return str(_value_of(self.inputs[keys[0]])) if keys else ""

    def current_account(self) -> Account:
        """The account as typed."""
        return self.kind.new({key: _value_of(widget) for key, widget in self.inputs.items()})

    def show_errors(self, errors: dict[str, str]) -> None:
        """Show each problem next to its field."""
        for key, label in self.errors.items():
            message = errors.get(key, "")
            label.setText(message)
            label.setVisible(bool(message))

    def on_test_clicked(self) -> None:
        """Check the fields, then test the connection in the background."""
        account = self.current_account()
        problems = account.problems()
        if account.name in self.existing:
            problems["name"] = "an account with this name exists"
        for spec in self.kind.fields:
            if spec.required and not _value_of(self.inputs[spec.key]):
                problems.setdefault(spec.key, "required")
        self.show_errors(problems)
        if problems:
            self.status.setText("Fix the fields marked above.")
            return
        self.test_button.setEnabled(False)
        self.status.setText("Testing the connection…")
        password = self._password()
        kind = self.kind
        run_in_background(lambda: kind.test(account, password), self._on_tested,
                          self._on_test_failed, owner=self)

    def _on_tested(self, checks: list[Check]) -> None:
        self.test_button.setEnabled(True)
        errors: dict[str, str] = {}
        fallback = self.kind.fields[1].key if len(self.kind.fields) > 1 else "name"
        for check in checks:
            if not check.ok:
                errors.setdefault(check.field if check.field in self.errors else fallback,
                                  check.message)
        self.show_errors(errors)
        self.status.setText("The connection test failed; see the marked fields." if errors
                            else "The connection works. You can save the account.")
        self.save_button.setEnabled(not errors)
        self.test_results = checks

    def _on_test_failed(self, error: Exception) -> None:
        self.test_button.setEnabled(True)
        self.status.setText(f"The test could not run: {error}")

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
        self.status.setText("No OS keyring could store the password. BotPsy keeps passwords "
                            f"only in the system keyring ({error}).")
