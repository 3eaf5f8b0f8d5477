"""What llama.cpp's memory holds for the conversation, and how to get back to a point of it.

A pure-attention model (the stand-ins) can cut its KV cache back to any length, so a prompt
that shares only a prefix with the cache is evaluated from the divergence on. BotPsy's real
model is a Qwen3.5 hybrid: its Gated DeltaNet layers keep one running state per sequence, which
cannot be cut back. llama.cpp refuses to, and without help every prompt that is not a pure
extension of the cache is read again from the first token: each new user turn (the Qwen3.5
template re-renders the last assistant turn without its think block), each new conversation.

So, as llama.cpp's own server does, we take *checkpoints*: at message boundaries (the end of
the system+tools prefix, the start of each assistant turn) the recurrent part of the sequence
state is copied out (``llama_state_seq_get_data_ext`` with PARTIAL_ONLY; the attention part
stays in the KV cache, which can be cut). When a prompt diverges from the cache, the nearest
checkpoint at or before the divergence is put back, the attention cache is cut to the same
point, and evaluation goes on from there. The output is the same as from scratch (tested).

A checkpoint is valid while the cache's tokens before it are unchanged: every rewind drops the
checkpoints beyond the point it went back to, and a reset drops them all. Their number is
bounded (a checkpoint of the 0.8B model is about 19 MiB, see docs/benchmarks.md).

Every token given to ``llama_decode`` is counted, so the figures the backend reports are what
was really computed, not what a prefix comparison suggests.
"""

from __future__ import annotations

import ctypes
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

MAX_CHECKPOINTS = 4  # per backend: the prefix, the latest user turn, the latest steps


@dataclass(frozen=True)
class Checkpoint:
    """The recurrent state after the first ``n_tokens`` tokens of the cache.

    ``kind``: "prefix" (end of the system+tools prefix), "user" (start of the assistant turn
    that answers a user message) or "step" (start of any other assistant turn).
    """

    n_tokens: int
    kind: str
    data: bytes


class PromptCache:
    """The memory of one ``llama_cpp.Llama``: its tokens, its checkpoints, its decode count."""

    def __init__(self, llm: Any, max_checkpoints: int = MAX_CHECKPOINTS) -> None:
        from llama_cpp import llama_cpp as lib

        self.llm = llm
        self._lib = lib
        model = llm._model.model
        # Memory that cannot be cut back: recurrent (Mamba, RWKV) or hybrid (Qwen3.5).
        self.rewinds_by_checkpoint = bool(lib.llama_model_is_hybrid(model)
                                          or lib.llama_model_is_recurrent(model))
        self.max_checkpoints = max_checkpoints
        self.checkpoints: list[Checkpoint] = []
        self.decoded = 0  # tokens given to llama_decode since the backend started
        self.restored = 0  # checkpoints put back
        self._count_decodes()

    # -- counting --------------------------------------------------------------------------
    def _count_decodes(self) -> None:
        context = self.llm._ctx
        decode = context.decode

        def counted(batch: Any) -> Any:
            self.decoded += int(batch.n_tokens())
            return decode(batch)

        context.decode = counted

    # -- what the cache holds --------------------------------------------------------------
    @property
    def n_tokens(self) -> int:
        """Tokens in the cache."""
        return int(self.llm.n_tokens)

    def common_prefix(self, tokens: Sequence[int]) -> int:
        """How many leading tokens of ``tokens`` the cache holds."""
        count = 0
        for a, b in zip(self.llm._input_ids[: self.llm.n_tokens], tokens):
            if a != b:
                break
            count += 1
        return count

    def reset(self) -> None:
        """Empty the cache (checkpoints go with it)."""
        self.llm.reset()
        self.checkpoints.clear()

    def rewind(self, keep: int) -> int:
        """Make the cache hold its first ``k`` tokens for the largest ``k <= keep`` it can.

        Returns ``k``. Attention-only memory is cut at ``keep``; other memory goes back to the
        nearest checkpoint, or is emptied when there is none.
        """
        # A checkpoint beyond the cache's end is from memory that is gone (a reset elsewhere).
        self.checkpoints = [c for c in self.checkpoints if c.n_tokens <= self.n_tokens]
        if keep >= self.n_tokens:
            return self.n_tokens
        memory = self._lib.llama_get_memory(self.llm._ctx.ctx)
        if not self.rewinds_by_checkpoint and self._lib.llama_memory_seq_rm(memory, 0, keep, -1):
            self._cut(keep)
            return keep
        usable = [c for c in self.checkpoints if c.n_tokens <= keep]
        if not usable:
            self.reset()
            return 0
        best = max(usable, key=lambda c: c.n_tokens)
        buffer = (ctypes.c_uint8 * len(best.data)).from_buffer_copy(best.data)
        flags = self._lib.LLAMA_STATE_SEQ_FLAGS_PARTIAL_ONLY
        loaded = self._lib.llama_state_seq_set_data_ext(
            self.llm._ctx.ctx, buffer, len(best.data), 0, flags)
        # The recurrent state now stands after n_tokens - 1: cutting the attention cache
        # there leaves it alone.
        if loaded != len(best.data) or not self._lib.llama_memory_seq_rm(
                memory, 0, best.n_tokens, -1):
            self.reset()
            return 0
        self.restored += 1
        self._cut(best.n_tokens)
        return best.n_tokens

    def _cut(self, n_tokens: int) -> None:
        self.llm.n_tokens = n_tokens
        self.llm._requires_eval = True
        self.checkpoints = [c for c in self.checkpoints if c.n_tokens <= n_tokens]

    # -- checkpoints -----------------------------------------------------------------------
    def checkpoint(self, kind: str) -> None:
        """Copy out the state at the cache's end (only memory that cannot be cut needs it)."""
        if not self.rewinds_by_checkpoint or self.n_tokens == 0:
            return
        ctx = self.llm._ctx.ctx
        flags = self._lib.LLAMA_STATE_SEQ_FLAGS_PARTIAL_ONLY
        size = int(self._lib.llama_state_seq_get_size_ext(ctx, 0, flags))
        buffer = (ctypes.c_uint8 * size)()
        written = int(self._lib.llama_state_seq_get_data_ext(ctx, buffer, size, 0, flags))
        if written <= 0:
            return
        here = self.n_tokens
        kept = [c for c in self.checkpoints if c.n_tokens != here]
        kept.append(Checkpoint(here, kind, bytes(buffer)[:written]))
        self.checkpoints = sorted(self._bounded(kept), key=lambda c: c.n_tokens)

    def _bounded(self, checkpoints: list[Checkpoint]) -> list[Checkpoint]:
        """Drop the oldest steps first, then the oldest user turns; the prefix stays."""
        while len(checkpoints) > self.max_checkpoints:
            for kind in ("step", "user", "prefix"):
                of_kind = [c for c in checkpoints if c.kind == kind]
                if len(of_kind) > (1 if kind != "step" else 0):
                    checkpoints.remove(min(of_kind, key=lambda c: c.n_tokens))
                    break
            else:
                checkpoints.remove(min(checkpoints, key=lambda c: c.n_tokens))
        return checkpoints

    @property
    def checkpoint_bytes(self) -> int:
        """Memory the checkpoints take."""
        return sum(len(c.data) for c in self.checkpoints)

    # -- evaluating ------------------------------------------------------------------------
    def extend(
        self,
        prompt: Sequence[int],
        marks: Iterable[tuple[int, str]] = (),
        cancel: threading.Event | None = None,
        batch: int = 512,
        progress: Callable[[int, int], None] | None = None,
        on_mark: Callable[[int, str], None] | None = None,
    ) -> bool:
        """Evaluate ``prompt`` from the cache's end to its last token but one.

        The cache must hold a prefix of ``prompt``. The last token is left for generation
        (which then samples from fresh logits). At each mark (position, kind) a checkpoint is
        taken, and ``on_mark(position, kind)`` hears of it. ``progress(done, total)`` hears
        after each batch. Returns False when ``cancel`` was set first.
        """
        end = len(prompt) - 1
        stops = sorted({p for p, _ in marks if self.n_tokens < p <= end})
        kinds = dict(marks)
        position = first = self.n_tokens
        while position < end:
            if cancel is not None and cancel.is_set():
                return False
            target = min([end, position + batch] + [p for p in stops if p > position])
            self.llm.eval(list(prompt[position:target]))
            position = target
            if position in kinds:
                self.checkpoint(kinds[position])
                if on_mark is not None:
                    on_mark(position, kinds[position])
            if progress is not None:
                progress(position - first, end - first)
        return not (cancel is not None and cancel.is_set())
