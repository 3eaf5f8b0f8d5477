"""Issue 15, item 12: stale prompt-state files are removed when the tool set changes (the
newest few per model stay, for the common tool sets)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.agent.backends import MAX_STATES_PER_MODEL, LlamaBackend

pytestmark = pytest.mark.model


def tools(n: int) -> list[dict]:
    return [{"type": "function", "function": {"name": f"tool_{n}", "description": f"Tool {n}.",
                                               "parameters": {"type": "object",
                                                              "properties": {}}}}]


def test_states_of_old_tool_sets_are_pruned(qwen_gguf: Path, tmp_path: Path) -> None:
    states = tmp_path / "states"
    states.mkdir()
    (states / "prefix-0123456789abcdef01234567.state").write_bytes(b"old naming")
    (states / "prefix-othermodel0-0123456789abcdef01234567.state").write_bytes(b"other model")
    backend = LlamaBackend(qwen_gguf, n_ctx=2048, state_dir=states)
    for n in range(MAX_STATES_PER_MODEL + 2):
        assert backend.warm_prefix("You are BotPsy.", tools(n)) == "computed"
    mine = [p for p in states.glob("prefix-*.state") if "othermodel0" not in p.name]
    assert len(mine) == MAX_STATES_PER_MODEL
    assert (states / "prefix-othermodel0-0123456789abcdef01234567.state").exists()
    assert not (states / "prefix-0123456789abcdef01234567.state").exists()
    backend.cache.reset()
    newest = tools(MAX_STATES_PER_MODEL + 1)
    assert backend.warm_prefix("You are BotPsy.", newest) == "restored"  # the newest stays
    backend.cache.reset()
    assert backend.warm_prefix("You are BotPsy.", tools(0)) == "computed"  # the oldest went
