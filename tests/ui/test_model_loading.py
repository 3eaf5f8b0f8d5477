"""Issue 15, item 1 (second half): while BotPsy prepares the tools' prompt (the first launch,
a new account), the status bar shows real progress, reported by llama.cpp batch by batch; and
loading the model file itself shows llama.cpp's own load progress."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Qt, Slot

from app.agent.loop import Agent, AgentConfig
from app.agent.registry import ToolRegistry
from app.agent.runner import ToolRunner
from app.store.db import Store
from app.ui.application import BotPsyApp
from app.ui.worker import AgentWorker, GuiConfirmer
from connectors import ConnectorContext, build_all_tools
from tests.support.doubles import ScriptedConfirmer

pytestmark = pytest.mark.model


def test_preparing_the_tools_prompt_shows_its_progress(qtbot, qwen_backend, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    registry = ToolRegistry(build_all_tools(ConnectorContext(tmp_path, (tmp_path,)),
                                            ["files", "system"]))
    # a system prompt never seen before: nothing saved, so the prefix is computed
    config = AgentConfig(system_prompt=f"You are BotPsy ({uuid.uuid4()}).")
    worker = AgentWorker(GuiConfirmer(5))
    statuses: list[tuple[str, str]] = []
    worker.model_status.connect(lambda state, detail: statuses.append((state, detail)))
    try:
        qwen_backend.cache.reset()
        worker.load(lambda: Agent(qwen_backend, registry, ToolRunner(
            registry, ScriptedConfirmer("deny")), config), "Preparing BotPsy for your new account")
        qtbot.waitUntil(lambda: bool(statuses) and statuses[-1][0] in ("ready", "error"), timeout=120_000)
    finally:
        worker.shutdown()
    assert statuses[-1][0] == "ready", statuses
    progress = [detail for state, detail in statuses if "one time" in detail]
    assert len(progress) >= 2, statuses  # one report per llama.cpp batch of 512
    assert all(d.startswith("Preparing BotPsy for your new account — one time… ")
               for d in progress)
    percents = [int(d.rsplit(" ", 1)[1].rstrip("%")) for d in progress]
    assert percents == sorted(percents) and percents[-1] == 100
    # the same prompt again is restored from disk: no progress, no "one time"
    statuses.clear()
    worker = AgentWorker(GuiConfirmer(5))
    worker.model_status.connect(lambda state, detail: statuses.append((state, detail)))
    try:
        qwen_backend.cache.reset()
        worker.load(lambda: Agent(qwen_backend, registry, ToolRunner(
            registry, ScriptedConfirmer("deny")), config))
        qtbot.waitUntil(lambda: bool(statuses) and statuses[-1][0] in ("ready", "error"), timeout=60_000)
    finally:
        worker.shutdown()
    assert statuses[-1][0] == "ready" and not any("one time" in d for _, d in statuses)


class StatusLog(QObject):
    """Lives on the GUI thread: the worker's signal reaches it queued, in order."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[tuple[str, str]] = []

    @Slot(str, str)
    def take(self, state: str, detail: str) -> None:
        self.lines.append((state, detail))


def test_the_window_shows_how_far_the_model_file_is_loaded(qtbot, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                           qwen35_gguf: Path) -> None:
    store = Store(tmp_path / "db.sqlite3")
    app = BotPsyApp(store, model=str(qwen35_gguf), confirm_timeout_s=30)
    log = StatusLog()
    app.worker.model_status.connect(log.take)
    qtbot.addWidget(app.window)
    shown: list[str] = []
    try:
        app.start(show_first_run=False)
        app.window.input.setPlainText("Hello")  # typed at once: it waits for the model
        qtbot.keyClick(app.window.input, Qt.Key.Key_Return)
        working = app.window.chat.working
        assert working is not None

        def note() -> bool:
            shown.append(working.label.text())
            return app.window.model_ready or any(s == "error" for s, _ in log.lines)

        qtbot.waitUntil(note, timeout=180_000)
        assert ("error", "") not in log.lines and app.window.model_ready, log.lines
        loading = [detail for state, detail in log.lines if state == "loading"]
        percents = [int(d.rsplit(" ", 1)[1].rstrip("%")) for d in loading
                    if d.startswith("Loading the model… ")]
        assert len(percents) >= 3 and percents == sorted(percents) and percents[-1] == 100
        assert any(0 < p < 100 for p in percents), percents  # seen on the way, not only the end
        assert any(text.startswith("Waiting for the model to load… Loading the model… ")
                   for text in shown), shown[:5]
    finally:
        app.window.close()
        app.dispose()
