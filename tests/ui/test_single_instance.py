"""Issue 27, item 1: one BotPsy window per user.

A second launch finds the running window (a lock file and a local socket in the data folder),
hands it its arguments and exits; the running window comes to the front and uses the model
the second launch named. A lock left by a process that was killed is taken over."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

from app.ui.single_instance import SingleInstance

ROOT = Path(__file__).resolve().parents[2]


def test_the_second_instance_hands_over_and_the_first_hears_it(qtbot: Any,
                                                               tmp_path: Path) -> None:
    first = SingleInstance(tmp_path)
    assert first.claim()
    second = SingleInstance(tmp_path)
    assert not second.claim()
    with qtbot.waitSignal(first.message, timeout=5000) as heard:
        assert second.hand_over({"model": "/models/x.gguf"})
    assert heard.args == [{"model": "/models/x.gguf"}]
    with qtbot.waitSignal(first.message, timeout=5000) as heard:  # garbage is no message
        from PySide6.QtNetwork import QLocalSocket

        raw = QLocalSocket()
        raw.connectToServer(first.name)
        assert raw.waitForConnected(2000)
        raw.write(b"\xff\xfe not json\n")
        raw.waitForBytesWritten(2000)
    assert heard.args == [{}]
    first.release()
    third = SingleInstance(tmp_path)
    assert third.claim()  # given up on quit: the next launch is the window
    third.release()
    assert not SingleInstance(tmp_path / "other").hand_over({})  # no window there: no answer


def test_a_lock_left_by_a_killed_window_is_taken_over(tmp_path: Path) -> None:
    holder = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(f"""
            import sys, time
            from pathlib import Path
            from PySide6.QtCore import QCoreApplication
            from app.ui.single_instance import SingleInstance
            app = QCoreApplication([])
            instance = SingleInstance(Path({str(tmp_path)!r}))
            print(instance.claim(), flush=True)
            time.sleep(60)
        """)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "True"
        assert not SingleInstance(tmp_path).claim()  # it runs: the lock is its
        holder.send_signal(signal.SIGKILL)
        holder.wait(10)
        after = SingleInstance(tmp_path)
        assert after.claim()  # its process is gone: the lock is stale and taken over
        after.release()
    finally:
        holder.kill()


def test_a_second_botpsy_brings_the_window_forward_with_its_model(
        qtbot: Any, tmp_path: Path, make_app: Any) -> None:
    """The real second launch (`run_gui` in a new process, as `botpsy --model` runs it)
    exits at once with 0; the running app hears it and loads the model it named."""
    home = tmp_path / "home"
    app, _backend = make_app(["hello"])
    running = SingleInstance(home)
    assert running.claim()
    running.message.connect(app.on_second_launch)
    model = tmp_path / "other.gguf"
    model.write_bytes(b"GGUF")
    env = {**os.environ, "BOTPSY_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    second = subprocess.Popen(
        [sys.executable, "-c", "import sys; from app.ui.application import run_gui; "
         f"sys.exit(run_gui({str(model)!r}))"], cwd=ROOT, env=env)
    try:
        with qtbot.waitSignal(running.message, timeout=60_000):
            pass
        assert second.wait(30) == 0
    finally:
        second.kill()
        running.release()
    assert app.settings.model.path == str(model.resolve())
    assert app.window.isVisible()
