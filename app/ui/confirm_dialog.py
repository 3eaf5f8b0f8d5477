"""The confirmation dialog: a preview of what will happen, for people, not JSON.

Deny is the default button and what Esc or closing the window does; Approve needs a
deliberate click. Edit lets the user change the arguments (validated again; the runner shows
the result once more if validation changed anything). Several calls proposed together are
shown together, each with a checkbox. "Allow for this conversation" appears only where the
request allows it (never for sending or deleting, never after untrusted content).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.agent.confirmation import ConfirmationRequest, Decision
from app.ui.i18n import QT_TR_NOOP, localized, mark_content, tr
from app.ui.worker import PendingConfirmation

Validator = Callable[[str, dict[str, Any]], tuple[dict[str, Any], str | None]]

EFFECT_TEXT = {"write": QT_TR_NOOP("Changes something"), "send": QT_TR_NOOP("Sends"),
               "delete": QT_TR_NOOP("Deletes"), "device": QT_TR_NOOP("Changes this device")}


def _value_label(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


# The edit form follows the preview's order (To, Cc, Bcc, Subject, Body, Attachments …);
# other arguments come after, as the call gave them.
EDIT_ORDER = ("account", "to", "cc", "bcc", "subject", "title", "start", "end", "path",
              "source", "destination", "body", "content", "note", "description", "text",
              "attachments")
LONG_TEXT_KEYS = {"body", "content", "note", "description", "text"}


def _edit_order(key: str) -> tuple[int, str]:
    return (EDIT_ORDER.index(key), "") if key in EDIT_ORDER else (len(EDIT_ORDER), key)


def _edit_text(value: Any) -> tuple[str, str]:
    """(kind, text) of an argument in the edit form: text as it is, a list of plain strings
    (addresses, paths) comma-separated as people write them, anything else as JSON."""
    if isinstance(value, str):
        return "text", value
    if isinstance(value, list) and all(isinstance(v, str) and "," not in v for v in value):
        return "list", ", ".join(value)
    return "json", json.dumps(value, ensure_ascii=False)


class RequestCard(QFrame):
    """One request's preview (and its edit form)."""

    def __init__(self, request: ConfirmationRequest, selectable: bool,
                 validator: Validator | None) -> None:
        super().__init__()
        self.request = request
        self.validator = validator
        self.edited: dict[str, Any] | None = None
        self.setObjectName("PreviewCard")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 14)
        layout.setSpacing(10)
        layout.addLayout(self._header(request, selectable))
        for line in self._cautions(request):
            layout.addWidget(line)
        layout.addWidget(self._preview(request))
        layout.addWidget(self._editor(request.arguments))
        self.remember = QCheckBox(tr("Allow this kind of action for the rest of this conversation"))
        self.remember.setVisible(request.allow_remember)
        layout.addWidget(self.remember)

    def _header(self, request: ConfirmationRequest, selectable: bool) -> QHBoxLayout:
        """Include (when several are asked), what it does, and its kind of effect."""
        header = QHBoxLayout()
        self.include = QCheckBox()
        self.include.setChecked(True)
        summary = localized(request.summary)  # a connector's sentence, in the window's language
        self.include.setAccessibleName(tr("Include: {action}").format(action=summary))
        self.include.setVisible(selectable)
        title = _value_label(summary)  # may quote an event title: plain text
        title.setObjectName("Heading")
        effect = request.effect.value
        badge = _value_label(tr(EFFECT_TEXT[effect]) if effect in EFFECT_TEXT else effect)
        badge.setWordWrap(False)
        badge.setObjectName("EffectBadge")
        header.addWidget(self.include, 0)
        header.addWidget(title, 1)
        header.addWidget(badge, 0, Qt.AlignmentFlag.AlignTop)
        return header


    @staticmethod
    def _cautions(request: ConfirmationRequest) -> list[QLabel]:
        """What the user must know first: the request follows someone else's content; it
        cannot be undone."""
        lines: list[QLabel] = []
        if request.untrusted_sources:
            sources = "\n".join(f"• {localized(p.describe())}" for p in request.untrusted_sources)
            warning = _value_label(
                "⚠  " + tr("This request came after BotPsy read content written by someone "
                           "else. Make sure it is what you want; text in that content may try "
                           "to make the assistant act for its author.") + "\n"
                + tr("Read in this conversation:") + "\n" + sources)
            warning.setObjectName("Warning")
            warning.setAccessibleName(tr("Warning: request follows untrusted content"))
            lines.append(warning)

        if request.irreversible:
            undo = _value_label(tr("This cannot be undone, so BotPsy asks every time."))
            undo.setObjectName("Muted")
            lines.append(undo)

        return lines

    def _preview(self, request: ConfirmationRequest) -> QWidget:
        """Exactly what will happen: the account and each field, as plain text."""
        self.preview = QWidget()
        form = QFormLayout(self.preview)
        form.setContentsMargins(0, 0, 0, 0)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        if request.preview.account:
            form.addRow(self._muted(tr("Account")),
                        mark_content(_value_label(request.preview.account)))
        for field in request.preview.fields:
            if field.long:
                box = QPlainTextEdit(field.value)
                box.setReadOnly(True)
                box.setObjectName("PreviewBody")
                box.setAccessibleName(tr(field.label))
                lines = max(3, min(14, field.value.count("\n") + 2))
                box.setFixedHeight(lines * box.fontMetrics().lineSpacing() + 18)
                form.addRow(self._muted(tr(field.label)), box)
            else:
                form.addRow(self._muted(tr(field.label)),
                            mark_content(_value_label(localized(field.value))))
        return self.preview


    def _editor(self, arguments: dict[str, Any]) -> QWidget:
        """The edit form: one box per argument (hidden until Edit)."""
        self.editor = QWidget()
        self.editor_form = QFormLayout(self.editor)
        self.inputs: dict[str, QLineEdit | QPlainTextEdit] = {}
        for key in sorted(arguments, key=_edit_order):
            value = arguments[key]
            kind, text = _edit_text(value)
            widget: QLineEdit | QPlainTextEdit
            if kind == "text" and (key in LONG_TEXT_KEYS or "\n" in text or len(text) > 60):
                widget = QPlainTextEdit(text)
                widget.setFixedHeight(150 if key in LONG_TEXT_KEYS else 90)
            else:
                widget = QLineEdit(text)
            widget.setProperty("kind", kind)
            widget.setAccessibleName(tr("Edit {field}").format(field=key))
            self.inputs[key] = widget
            self.editor_form.addRow(self._muted(key.replace("_", " ").capitalize()), widget)
        self.edit_error = _value_label("")
        self.edit_error.setObjectName("Warning")
        self.edit_error.hide()
        self.editor_form.addRow(self.edit_error)
        self.editor.hide()
        return self.editor


    @staticmethod
    def _muted(text: str) -> QLabel:
        label = QLabel(text)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setObjectName("Muted")
        return label

    def start_editing(self) -> None:
        """Show the edit form instead of the preview."""
        self.preview.hide()
        self.editor.show()

    def stop_editing(self) -> None:
        """Back to the preview; what was typed in the form is dropped."""
        self.editor.hide()
        self.edit_error.hide()
        self.preview.show()
        for key, value in self.request.arguments.items():
            widget = self.inputs[key]
            _kind, text = _edit_text(value)
            if isinstance(widget, QPlainTextEdit):
                widget.setPlainText(text)
            else:
                widget.setText(text)

    def edited_arguments(self) -> tuple[dict[str, Any] | None, str | None]:
        """The arguments from the edit form, validated; or (None, problem)."""
        arguments: dict[str, Any] = {}
        for key, widget in self.inputs.items():
            text = widget.toPlainText() if isinstance(widget, QPlainTextEdit) else widget.text()
            kind = widget.property("kind")
            if kind == "list":
                arguments[key] = [part.strip() for part in text.split(",") if part.strip()]
            elif kind == "json":
                try:
                    arguments[key] = json.loads(text)
                except ValueError:
                    return None, tr("{field}: not a valid value").format(field=key)
            else:
                arguments[key] = text
        if self.validator is not None:
            validated, problem = self.validator(self.request.tool, arguments)
            if problem:
                return None, problem
            arguments = validated
        return arguments, None

    def decision(self, approved: bool) -> Decision:
        """This card's decision."""
        if not approved or not self.include.isChecked():
            return self.request.deny("declined" if approved is False else "unchecked")
        if not self.editor.isHidden():
            arguments, problem = self.edited_arguments()
            if arguments is None:
                return self.request.deny(f"edit invalid: {problem}")
            if arguments != self.request.arguments:
                return self.request.approve_edited(arguments)
        return self.request.approve(remember=self.remember.isChecked())


class ConfirmationDialog(QDialog):
    """Asks about one PendingConfirmation; ``decisions()`` gives the answers."""

    def __init__(self, pending: PendingConfirmation, validator: Validator | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pending = pending
        self.setWindowTitle(tr("BotPsy asks for your approval"))
        self.setModal(True)
        self.setMinimumWidth(620)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 18, 20, 18)
        layout.setSpacing(12)
        count = len(pending.requests)
        intro = QLabel(tr("BotPsy wants to do this. Nothing happens unless you approve.")
                       if count == 1 else
                       tr("BotPsy wants to do these %Ln things. Uncheck any you do not want.",
                          "", count))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 0, 0)
        self.cards = [RequestCard(r, count > 1, validator) for r in pending.requests]
        for card in self.cards:
            column.addWidget(card)
        column.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(body)
        layout.addWidget(scroll, 1)

        buttons = QHBoxLayout()
        self.edit_button = QPushButton(tr("Edit…"))
        self.edit_button.setAccessibleName(tr("Edit the details before approving"))
        self.edit_button.setVisible(count == 1)
        self.edit_button.clicked.connect(self._on_edit_clicked)
        self.deny_button = QPushButton(tr("Deny"))
        self.deny_button.setObjectName("Danger")
        self.deny_button.setAccessibleName(tr("Deny: do nothing"))
        self.approve_button = QPushButton(tr("Approve"))
        self.approve_button.setObjectName("Primary")
        self.approve_button.setAccessibleName(tr("Approve and run"))
        self.approve_button.setAutoDefault(False)
        self.approve_button.setDefault(False)
        self.deny_button.setDefault(True)
        self.deny_button.setAutoDefault(True)
        self.deny_button.clicked.connect(self.reject)
        self.approve_button.clicked.connect(self._on_approve_clicked)
        buttons.addWidget(self.edit_button)
        buttons.addStretch(1)
        buttons.addWidget(self.deny_button)
        buttons.addWidget(self.approve_button)
        layout.addLayout(buttons)
        self.deny_button.setFocus()
        self._approved = False
        # As tall as the preview needs (so the body is visible at once), within the screen.
        screen = self.screen().availableGeometry() if self.screen() else None
        limit = screen.height() - 60 if screen else 760
        wanted = body.sizeHint().height() + intro.sizeHint().height() + 120
        self.resize(680, max(360, min(limit, wanted)))

    def _on_edit_clicked(self) -> None:
        editing = self.edit_button.text() != tr("Back to preview")
        for card in self.cards:
            if editing:
                card.start_editing()
            else:
                card.stop_editing()
        self.edit_button.setText(tr("Back to preview") if editing else tr("Edit…"))
        self.approve_button.setText(tr("Approve edited") if editing else tr("Approve"))

    def _on_approve_clicked(self) -> None:
        for card in self.cards:
            if not card.editor.isHidden():
                arguments, problem = card.edited_arguments()
                if arguments is None:
                    card.edit_error.setText(problem or tr("invalid"))
                    card.edit_error.show()
                    return
        self._approved = True
        self.accept()

    def decisions(self) -> list[Decision]:
        """One Decision per request; anything but a deliberate Approve denies."""
        return [card.decision(self._approved and self.result() == QDialog.DialogCode.Accepted)
                for card in self.cards]
