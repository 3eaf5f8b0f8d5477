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


@pytest.mark.parametrize("damage", ["garbage", "cut short", "empty"])
def test_a_damaged_state_file_is_removed_and_the_prefix_computed_again(
        qwen_gguf: Path, tmp_path: Path, damage: str) -> None:
    """Issue 27, item 4: a prompt-state file damaged on disk never stops the model loading."""
    states = tmp_path / "states"
    states.mkdir()
    backend = LlamaBackend(qwen_gguf, n_ctx=2048, state_dir=states)
    assert backend.warm_prefix("You are BotPsy.", tools(1)) == "computed"
    [saved] = states.glob("prefix-*.state")
    whole = saved.read_bytes()
    saved.write_bytes({"garbage": b"\xff" * len(whole), "cut short": whole[:len(whole) // 2],
                       "empty": b""}[damage])
    fresh = LlamaBackend(qwen_gguf, n_ctx=2048, state_dir=states)
    assert fresh.warm_prefix("You are BotPsy.", tools(1)) == "computed"
    assert saved.exists() and saved.read_bytes() == whole  # saved again, whole
    fresh.cache.reset()
    assert fresh.warm_prefix("You are BotPsy.", tools(1)) == "restored"
