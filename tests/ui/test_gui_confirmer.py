"""The real GUI confirmer's denials: a question nobody answers, Stop, shutdown, a late answer.

The agent thread waits in ``GuiConfirmer.confirm`` while the GUI shows the dialog; whatever ends
the wait other than the user's own answer must be a denial with its reason
(docs/security.md, "What the gate guarantees").
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

from PySide6.QtCore import Qt

from app.agent.confirmation import ConfirmationRequest, Decision
from app.ui.worker import GuiConfirmer, PendingConfirmation
from connectors.base import Effect, Preview, PreviewField


def a_request() -> ConfirmationRequest:
    return ConfirmationRequest.create(
        "files_write", Effect.WRITE, {"path": "note.txt", "content": "hi"}, "Write note.txt",
        Preview("Write a file", (PreviewField("Path", "note.txt"),)))


class Asking:
    """Runs ``confirm`` on its own thread, as the agent does, and records what it returned."""

    def __init__(self, confirmer: GuiConfirmer, cancel: threading.Event | None = None) -> None:
        self.asked: list[PendingConfirmation] = []
        confirmer.requested.connect(self.asked.append)
        self.request = a_request()
        self.cancel = cancel or threading.Event()
        self.result: Sequence[Decision] | None = None
        self.thread = threading.Thread(
            target=lambda: setattr(self, "result", confirmer.confirm([self.request], self.cancel)))
        self.thread.start()

    def wait_asked(self, qtbot) -> PendingConfirmation:  # type: ignore[no-untyped-def]
        """The signal reaches the GUI thread through its event loop, as in the app."""
        qtbot.waitUntil(lambda: bool(self.asked), timeout=5000)
        return self.asked[0]

    def decisions(self) -> Sequence[Decision]:
        self.thread.join(timeout=10)
        assert not self.thread.is_alive(), "confirm() never returned"
        assert self.result is not None
        return self.result


def test_a_question_nobody_answers_is_denied_after_the_timeout(qtbot) -> None:  # type: ignore[no-untyped-def]
    confirmer = GuiConfirmer(timeout_s=0.3)
    asking = Asking(confirmer)
    pending = asking.wait_asked(qtbot)
    [decision] = asking.decisions()
    assert (decision.approved, decision.reason) == (False, "timeout")
    assert decision.request_id == asking.request.request_id
    # the dialog's answer after the timeout changes nothing
    assert confirmer.resolve(pending.token, [asking.request.approve()]) is False


def test_stop_denies_the_waiting_question(qtbot) -> None:  # type: ignore[no-untyped-def]
    confirmer = GuiConfirmer(timeout_s=None)
    asking = Asking(confirmer)
    asking.wait_asked(qtbot)
    asking.cancel.set()
    [decision] = asking.decisions()
    assert (decision.approved, decision.reason) == (False, "stopped")


def test_shutdown_denies_the_waiting_question_and_every_later_one(qtbot) -> None:  # type: ignore[no-untyped-def]
    confirmer = GuiConfirmer(timeout_s=None)
    asking = Asking(confirmer)
    asking.wait_asked(qtbot)
    confirmer.close()
    [decision] = asking.decisions()
    assert (decision.approved, decision.reason) == (False, "shutdown")
    emitted: list[object] = []  # recorded on the emitting thread itself: no waiting needed
    confirmer.requested.connect(emitted.append, Qt.ConnectionType.DirectConnection)
    later = Asking(confirmer)
    [again] = later.decisions()
    assert (again.approved, again.reason) == (False, "shutdown")
    assert emitted == []  # nothing is shown after shutdown


def test_the_users_answer_is_what_confirm_returns(qtbot) -> None:  # type: ignore[no-untyped-def]
    confirmer = GuiConfirmer(timeout_s=5)
    asking = Asking(confirmer)
    pending = asking.wait_asked(qtbot)
    assert pending.requests == (asking.request,)
    approval = asking.request.approve()
    assert confirmer.resolve(pending.token, [approval]) is True
    assert list(asking.decisions()) == [approval]
    assert confirmer.resolve(pending.token, [approval]) is False  # answered once only
