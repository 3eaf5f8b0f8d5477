"""Work off the GUI thread (app/ui/background.py): results come back on the GUI thread, and a
job whose owner (a dialog, a window) was deleted meanwhile ends quietly, without its callbacks
and without touching a deleted Qt object; and what a job was given is let go on the GUI thread."""

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


class Witness:
    """Says on which thread it was let go (a widget a job closes over, a dialog whose method is
    a callback: Qt objects must be destroyed on the thread they live on)."""

    def __init__(self, seen: list[str]) -> None:
        self.seen = seen

    def take(self, _: object) -> None:
        """A callback."""

    def __del__(self) -> None:
        self.seen.append(threading.current_thread().name)


def test_what_a_job_holds_is_let_go_on_the_gui_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A job's function, its callbacks and what they close over are released on the GUI
    thread, never on the pool's: the last reference to a window dropped there destroyed a Qt
    object on the wrong thread (the suite's crashes in a window's events: a deleted
    wrapper's memory taken for a function)."""
    seen: list[str] = []

    def start(fails: bool) -> None:  # nothing of it stays in the test's own frame
        held, reporter = Witness(seen), Witness(seen)

        def work() -> int:
            if fails:
                raise ValueError(f"refused ({held!r})")
            return id(held)

        run_in_background(work, reporter.take, reporter.take)

    for fails in (False, True) * 5:
        start(fails)
    qtbot.waitUntil(lambda: len(seen) == 20, timeout=10_000)
    assert seen == [threading.main_thread().name] * 20
    assert not background._live
