"""A scripted backend that plays back fixed turns, streaming them like a model.

Used to regenerate screenshots (tests/tools/screenshots.py) and to drive the real window
deterministically; it is not part of the product.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence

from app.agent.backends import GenerationOptions, Messages, Tools, TurnResult


class ScriptedDemoBackend:
    """Plays back ``turns`` in order, a few characters at a time."""

    name = "Demo (scripted)"
    call_style = "hermes"

    def __init__(self, turns: Sequence[str], chunk: int = 6, delay_s: float = 0.0) -> None:
        self.turns = list(turns)
        self.chunk = chunk
        self.delay_s = delay_s

    def chat_turn(self, messages: Messages, tools: Tools, options: GenerationOptions,
                  cancel: threading.Event | None = None,
                  on_text: Callable[[str], None] | None = None) -> TurnResult:
        """Stream the next scripted turn."""
        text = self.turns.pop(0) if self.turns else "(the demo script is over)"
        for index in range(0, len(text), self.chunk):
            if cancel is not None and cancel.is_set():
                return TurnResult(text[:index], finish_reason="cancelled")
            if on_text is not None:
                on_text(text[index:index + self.chunk])
            if self.delay_s:
                time.sleep(self.delay_s)
        return TurnResult(text, generated_tokens=len(text) // 4)
