"""Screenshots from a real X11 window, and the first-run and journal dialogs."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from app.agent.confirmation import ConfirmationRequest
from app.settings import Settings
from app.ui.confirm_dialog import ConfirmationDialog
from app.ui.first_run import FirstRunDialog
from app.ui.worker import PendingConfirmation
from connectors.base import Effect, Preview, PreviewField
from tests.conftest import require
from tests.tools.screenshots import SCALED_STATES, STATES
from tests.tools.tiny_gguf import tiny_gguf


def test_screenshots_command_under_xvfb(tmp_path: Path) -> None:
    require(shutil.which("Xvfb") is not None, "Xvfb is not installed")
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "QT_QPA_PLATFORM")}
    result = subprocess.run([sys.executable, "-m", "tests.tools.screenshots", "--out",
                             str(tmp_path)], capture_output=True, text=True, timeout=180,
                            env=env, cwd=Path(__file__).resolve().parents[2])
    assert result.returncode == 0, result.stderr[-2000:]
    for state in (*STATES, *(f"{name}-1.5x" for name in SCALED_STATES)):
        image = QImage(str(tmp_path / f"{state}.png"))
        assert image.width() == 1280 and image.height() == 800, state
        colours = {image.pixel(x, y) for x in range(0, 1280, 11) for y in range(0, 800, 7)}
        assert len(colours) > 8, f"{state} looks blank"


def test_first_run_download_progress_and_cancel(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = FirstRunDialog(Settings(), "BotPsy 0.8B", 533_000_000)
    qtbot.addWidget(dialog)
    gate = threading.Event()

    def download(report):  # type: ignore[no-untyped-def]
        report(100, 1000)
        gate.wait(5)
        report(500, 1000)  # raises once the user cancelled
        return tiny_gguf(tmp_path / "model.gguf")

    dialog.download_function = download
    qtbot.mouseClick(dialog.download_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.progress.value() == 100, timeout=5000)
    assert not dialog.download_button.isEnabled()
    qtbot.mouseClick(dialog.cancel_download, Qt.MouseButton.LeftButton)
    gate.set()
    qtbot.waitUntil(lambda: "cancelled" in dialog.status.text(), timeout=5000)
    assert dialog.download_button.isEnabled()
    assert dialog.result_settings().model.path == ""

    gate.set()
    qtbot.mouseClick(dialog.download_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "verified" in dialog.status.text(), timeout=5000)
    assert dialog.result_settings().model.path == str(tmp_path / "model.gguf")
    assert dialog.result_settings().first_run_done
    assert dialog.chosen.text().startswith("Model: Tiny test model — llama, 0 MB, reads 2,048")


def test_batch_dialog_has_one_checkbox_per_call_and_never_remembers_sends(qtbot) -> None:  # type: ignore[no-untyped-def]
    def request(to: str, effect: Effect) -> ConfirmationRequest:
        return ConfirmationRequest.create(
            "mail_send", effect, {"to": [to]}, f"Send to {to}",
            Preview("mail", (PreviewField("To", to),)))

    pending = PendingConfirmation("t", (request("a@x.org", Effect.SEND),
                                        request("b@x.org", Effect.SEND)))
    dialog = ConfirmationDialog(pending)
    qtbot.addWidget(dialog)
    dialog.show()
    assert all(card.include.isVisibleTo(dialog) for card in dialog.cards)
    assert not any(card.remember.isVisibleTo(dialog) for card in dialog.cards)
    assert not dialog.edit_button.isVisibleTo(dialog)  # edit is for one call at a time
    dialog.cards[1].include.setChecked(False)
    qtbot.mouseClick(dialog.approve_button, Qt.MouseButton.LeftButton)
    first, second = dialog.decisions()
    assert first.approved and first.arguments_digest == pending.requests[0].digest
    assert not second.approved and second.reason == "unchecked"


def test_closing_the_dialog_denies(qtbot) -> None:  # type: ignore[no-untyped-def]
    request = ConfirmationRequest.create("files_write", Effect.WRITE, {"path": "a"}, "Write a",
                                         Preview("file", (PreviewField("File", "a"),)))
    dialog = ConfirmationDialog(PendingConfirmation("t", (request,)))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.cards[0].remember.isVisibleTo(dialog)  # WRITE may be remembered
    dialog.close()
    [decision] = dialog.decisions()
    assert not decision.approved


def test_the_edit_form_reads_like_the_preview(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 15, item 8: fields in the preview's order, addresses comma-separated, a body
    that is multi-line, and a way back to the preview."""
    from PySide6.QtWidgets import QLineEdit, QPlainTextEdit

    from app.agent.confirmation import ConfirmationRequest
    from app.ui.confirm_dialog import ConfirmationDialog
    from app.ui.worker import PendingConfirmation
    from connectors.base import Effect, Preview, PreviewField

    arguments = {"attachments": ["/home/a/report.pdf"], "bcc": [], "body": "Hi Bob,\nsee you",
                 "cc": ["ann@example.org"], "subject": "Lunch",
                 "to": ["bob@example.com", "carl@example.com"]}
    request = ConfirmationRequest.create("mail_send", Effect.SEND, arguments, "Send 'Lunch'",
                                         Preview("mail", (PreviewField("To", "bob"),)))
    dialog = ConfirmationDialog(PendingConfirmation("t", (request,)))
    qtbot.addWidget(dialog)
    card = dialog.cards[0]
    assert list(card.inputs) == ["to", "cc", "bcc", "subject", "body", "attachments"]
    assert isinstance(card.inputs["body"], QPlainTextEdit)
    to = card.inputs["to"]
    assert isinstance(to, QLineEdit) and to.text() == "bob@example.com, carl@example.com"
    dialog.edit_button.click()
    assert card.preview.isHidden() and dialog.edit_button.text() == "Back to preview"
    to.setText("bob@example.com, dana@example.com")
    edited, problem = card.edited_arguments()
    assert problem is None and edited is not None
    assert edited["to"] == ["bob@example.com", "dana@example.com"] and edited["bcc"] == []
    dialog.edit_button.click()  # back to the preview: the typing is dropped
    assert not card.preview.isHidden() and card.editor.isHidden()
    assert to.text() == "bob@example.com, carl@example.com"
    assert dialog.approve_button.text() == "Approve"
