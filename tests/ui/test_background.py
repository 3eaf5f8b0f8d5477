"""Work off the GUI thread (app/ui/background.py): results come back on the GUI thread, and a
job whose owner (a dialog, a window) was deleted meanwhile ends quietly, without its callbacks
and without touching a deleted Qt object."""

from __future__ import annotations

import threading

from PySide6.QtWidgets import QWidget

from app.ui import background
from app.ui.background import run_in_background


def test_a_result_comes_back_to_its_owner(qtbot) -> None:  # type: ignore[no-untyped-def]
    owner = QWidget()
    qtbot.addWidget(owner)
    got: list[object] = []
    run_in_background(lambda: threading.current_thread().name, got.append, got.append,
                      owner=owner)
    qtbot.waitUntil(lambda: bool(got), timeout=5_000)
    assert got != [threading.current_thread().name]  # it ran elsewhere
    assert not background._live


def test_a_job_whose_owner_was_deleted_ends_quietly(qtbot) -> None:  # type: ignore[no-untyped-def]
    for _ in range(20):  # the race was one in many: the owner deleted while the job reports
        owner = QWidget()
        started, release = threading.Event(), threading.Event()
        got: list[object] = []

        def work(started: threading.Event = started, release: threading.Event = release) -> int:
            started.set()
            release.wait(5)
            return 42

        run_in_background(work, got.append, got.append, owner=owner)
        assert started.wait(5)
        owner.deleteLater()
        qtbot.waitUntil(lambda owner=owner: owner_gone(owner), timeout=5_000)
        release.set()
        qtbot.waitUntil(lambda: not background._live, timeout=5_000)
        assert got == []


def owner_gone(owner: QWidget) -> bool:
    from shiboken6 import isValid

    return not isValid(owner)
