"""Issue 15, item 1 (second half): while BotPsy prepares the tools' prompt (the first launch,
a new account), the status bar shows real progress, reported by llama.cpp batch by batch."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest

from app.agent.loop import Agent, AgentConfig
from app.agent.registry import ToolRegistry
from app.agent.runner import ToolRunner
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
