"""Adding a mail account: a form, a connection test that answers per field, then save.

The account is saved only after the test passed; the password goes to the OS keyring (never
to the settings). The test and the keyring run in the background.
"""

from __future__ import annotations

from collections.abc import Callable

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
from connectors.calendars.account import CalDAVAccount
from connectors.calendars.account import set_password as set_caldav_password
from connectors.calendars.client import CalDAVSession
from connectors.mail.account import MailAccount, set_password
from connectors.mail.client import MailClient

# which form field a failing connection stage points at
STAGE_FIELDS = {
    "imap dns": "imap_host", "imap connect": "imap_port", "imap tls": "imap_security",
    "imap login": "password", "imap": "imap_host", "folder": "imap_host",
    "smtp dns": "smtp_host", "smtp connect": "smtp_port", "smtp tls": "smtp_security",
    "smtp login": "password", "smtp": "smtp_host",
}


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


def _test_and_save_row(dialog: QDialog, layout: QVBoxLayout, on_test: Callable[[], None],
                       on_save: Callable[[], None]) -> tuple[QLabel, QPushButton, QPushButton]:
    """The status line and Test / Cancel / Save buttons (Save waits for a passed test)."""
    status = QLabel("Test the connection before saving.")
    status.setTextFormat(Qt.TextFormat.PlainText)
    status.setObjectName("Muted")
    status.setWordWrap(True)
    layout.addWidget(status)
    buttons = QHBoxLayout()
    test_button = QPushButton("Test connection")
    save_button = QPushButton("Save")
    save_button.setObjectName("Primary")
    save_button.setEnabled(False)
    cancel = QPushButton("Cancel")
    test_button.clicked.connect(on_test)
    save_button.clicked.connect(on_save)
    cancel.clicked.connect(dialog.reject)
    buttons.addWidget(test_button)
    buttons.addStretch(1)
    buttons.addWidget(cancel)
    buttons.addWidget(save_button)
    layout.addLayout(buttons)
    return status, test_button, save_button


class MailAccountDialog(QDialog):
    """The form; ``account`` holds the saved account after Save."""

    def __init__(self, existing_names: set[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Add a mail account")
        self.setMinimumWidth(560)
        self.existing = existing_names
        self.account: MailAccount | None = None
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.inputs: dict[str, QWidget] = {}
        self.errors: dict[str, QLabel] = {}

        def add(key: str, label: str, widget: QWidget) -> None:
            self.inputs[key] = widget
            self.errors[key] = _field_with_error(form, label, widget)

        def security() -> QComboBox:
            combo = QComboBox()
            combo.addItem("TLS (recommended)", "tls")
            combo.addItem("STARTTLS", "starttls")
            return combo

        def port(value: int) -> QSpinBox:
            spin = QSpinBox()
            spin.setRange(1, 65535)
            spin.setValue(value)
            return spin

        add("name", "Account name", QLineEdit("Personal"))
        add("email", "Email address", QLineEdit())
        add("password", "Password or app password", QLineEdit())
        self.inputs["password"].setEchoMode(QLineEdit.EchoMode.Password)  # type: ignore[attr-defined]
        add("username", "Username (if not the address)", QLineEdit())
        add("imap_host", "IMAP server", QLineEdit())
        add("imap_port", "IMAP port", port(993))
        add("imap_security", "IMAP security", security())
        add("smtp_host", "SMTP server", QLineEdit())
        add("smtp_port", "SMTP port", port(465))
        add("smtp_security", "SMTP security", security())
        ca_row = QWidget()
        ca_layout = QHBoxLayout(ca_row)
        ca_layout.setContentsMargins(0, 0, 0, 0)
        self.ca_file = QLineEdit()
        browse = QPushButton("Choose…")
        browse.clicked.connect(self._on_browse_ca_clicked)
        ca_layout.addWidget(self.ca_file, 1)
        ca_layout.addWidget(browse)
        add("ca_file", "Extra CA (optional)", ca_row)
        layout.addLayout(form)
        self.status, self.test_button, self.save_button = _test_and_save_row(
            self, layout, self.on_test_clicked, self.on_save_clicked)
        for widget in self.inputs.values():
            for signal in ("textChanged", "valueChanged", "currentIndexChanged"):
                if hasattr(widget, signal):
                    getattr(widget, signal).connect(lambda *_: self.save_button.setEnabled(False))
        self.ca_file.textChanged.connect(lambda *_: self.save_button.setEnabled(False))

    def _on_browse_ca_clicked(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Choose a CA certificate", "",
                                              "Certificates (*.pem *.crt)")
        if path:
            self.ca_file.setText(path)

    def _text(self, key: str) -> str:
        widget = self.inputs[key]
        if isinstance(widget, QLineEdit):
            return widget.text().strip()
        if isinstance(widget, QComboBox):
            return str(widget.currentData())
        if isinstance(widget, QSpinBox):
            return str(widget.value())
        return ""

    def current_account(self) -> MailAccount:
        """The account as typed."""
        return MailAccount(
            name=self._text("name"), email=self._text("email"),
            imap_host=self._text("imap_host"), imap_port=int(self._text("imap_port")),
            imap_security=self._text("imap_security"), smtp_host=self._text("smtp_host"),
            smtp_port=int(self._text("smtp_port")), smtp_security=self._text("smtp_security"),
            username=self._text("username"), ca_file=self.ca_file.text().strip())

    def show_errors(self, errors: dict[str, str]) -> None:
        """Show each problem next to its field."""
        for key, label in self.errors.items():
            message = errors.get(key, "")
            label.setText(message)
            label.setVisible(bool(message))

    def on_test_clicked(self) -> None:
        """Check the fields, then test IMAP and SMTP in the background."""
        account = self.current_account()
        problems = account.problems()
        if account.name in self.existing:
            problems["name"] = "an account with this name exists"
        if not self._text("password"):
            problems["password"] = "required"
        self.show_errors(problems)
        if problems:
            self.status.setText("Fix the fields marked above.")
            return
        self.test_button.setEnabled(False)
        self.status.setText("Testing the connection…")
        password = self._text("password")
        run_in_background(lambda: MailClient(account, password).test(), self._on_tested,
                          self._on_test_failed, owner=self)

    def _on_tested(self, results: list[tuple[str, str]]) -> None:
        self.test_button.setEnabled(True)
        errors: dict[str, str] = {}
        for stage, status in results:
            if status != "ok":
                errors.setdefault(STAGE_FIELDS.get(stage, "imap_host"), status)
        self.show_errors(errors)
        if errors:
            self.status.setText("The connection test failed; see the marked fields.")
        else:
            self.status.setText("IMAP and SMTP work. You can save the account.")
        self.save_button.setEnabled(not errors)
        self.test_results = results

    def _on_test_failed(self, error: Exception) -> None:
        self.test_button.setEnabled(True)
        self.status.setText(f"The test could not run: {error}")

    def on_save_clicked(self) -> None:
        """Store the password in the keyring, then accept."""
        account = self.current_account()
        password = self._text("password")
        self.save_button.setEnabled(False)
        run_in_background(lambda: set_password(account, password),
                          lambda _: self._on_saved(account), self._on_keyring_failed,
                          owner=self)

    def _on_saved(self, account: MailAccount) -> None:
        self.account = account
        self.accept()

    def _on_keyring_failed(self, error: Exception) -> None:
        self.status.setText("No OS keyring could store the password. BotPsy keeps passwords "
                            f"only in the system keyring ({error}).")


class CalDAVAccountDialog(QDialog):
    """Adding a CalDAV account: URL, user, password; tested before it is saved."""

    def __init__(self, existing_names: set[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Add a calendar account (CalDAV)")
        self.setMinimumWidth(520)
        self.existing = existing_names
        self.account: CalDAVAccount | None = None
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.inputs: dict[str, QLineEdit] = {}
        self.errors: dict[str, QLabel] = {}
        for key, label, value in (("name", "Account name", "Calendar"),
                                  ("url", "Server address", "https://"),
                                  ("username", "Username", ""), ("password", "Password", ""),
                                  ("ca_file", "Extra CA (optional)", "")):
            edit = QLineEdit(value)
            self.inputs[key] = edit
            self.errors[key] = _field_with_error(form, label, edit)
        self.inputs["password"].setEchoMode(QLineEdit.EchoMode.Password)
        layout.addLayout(form)
        self.status, self.test_button, self.save_button = _test_and_save_row(
            self, layout, self.on_test_clicked, self.on_save_clicked)
        for edit in self.inputs.values():
            edit.textChanged.connect(lambda *_: self.save_button.setEnabled(False))

    def current_account(self) -> CalDAVAccount:
        """The account as typed."""
        return CalDAVAccount(self.inputs["name"].text().strip(),
                             self.inputs["url"].text().strip(),
                             self.inputs["username"].text().strip(),
                             self.inputs["ca_file"].text().strip())

    def show_errors(self, errors: dict[str, str]) -> None:
        """Each problem next to its field."""
        for key, label in self.errors.items():
            label.setText(errors.get(key, ""))
            label.setVisible(bool(errors.get(key)))

    def on_test_clicked(self) -> None:
        """Check the fields, then log in and list calendars in the background."""
        account = self.current_account()
        problems = account.problems()
        if account.name in self.existing:
            problems["name"] = "an account with this name exists"
        if not self.inputs["password"].text():
            problems["password"] = "required"
        self.show_errors(problems)
        if problems:
            self.status.setText("Fix the fields marked above.")
            return
        password = self.inputs["password"].text()
        self.test_button.setEnabled(False)
        self.status.setText("Testing the connection…")
        run_in_background(lambda: CalDAVSession(account, password).test(), self._on_tested,
                          lambda error: self.status.setText(f"The test could not run: {error}"),
                          owner=self)

    def _on_tested(self, results: list[tuple[str, str]]) -> None:
        self.test_button.setEnabled(True)
        errors = {("password" if stage == "login" else "url"): status
                  for stage, status in results if not status.startswith("ok")}
        self.show_errors(errors)
        self.status.setText("The connection test failed; see the marked fields." if errors
                            else "The calendar server answers. You can save the account.")
        self.save_button.setEnabled(not errors)

    def on_save_clicked(self) -> None:
        """Store the password in the keyring, then accept."""
        account = self.current_account()
        password = self.inputs["password"].text()
        self.save_button.setEnabled(False)
        run_in_background(lambda: set_caldav_password(account, password),
                          lambda _: self._on_saved(account),
                          lambda error: self.status.setText(
                              "No OS keyring could store the password. BotPsy keeps "
                              f"passwords only in the system keyring ({error})."), owner=self)

    def _on_saved(self, account: CalDAVAccount) -> None:
        self.account = account
        self.accept()
