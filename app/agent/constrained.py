"""Constrained decoding: which tokens the call grammar allows next (issue 29, item 3).

The call grammar is written in GBNF (app/agent/grammar.py). Two engines apply it:

- ``llguidance`` (the default): the GBNF is converted once per grammar text to llguidance's
  Lark and compiled for the model's vocabulary; at each step a token mask is computed in Rust
  (about 0.2 ms for Qwen's 151,936 tokens) and applied to the logits before sampling.
- ``gbnf``: llama.cpp's own grammar sampler. It checks every candidate token against the
  grammar at every step, which nearly doubled the time per token of the 0.5B stand-in here.

docs/benchmarks.md ("grammar_cost") has the measurements that chose the default. A grammar
llguidance cannot take (or a missing llguidance) falls back to ``gbnf`` for that grammar, with
a log line: a call grammar never stops a turn.
"""

from __future__ import annotations

import ctypes
import logging
import threading
from collections import OrderedDict
from typing import Any, Protocol

log = logging.getLogger(__name__)

ENGINES = ("llguidance", "gbnf")
DEFAULT_ENGINE = "llguidance"
#: compiled grammars kept per model (one per tool set in use, plus the probe and routing ones)
_KEPT = 16


class Constraint(Protocol):
    """One turn's grammar: what to hand llama-cpp-python's ``generate``, and the tokens the
    turn wrote, in order."""

    def generate_options(self) -> dict[str, Any]:
        """Keyword arguments for ``Llama.generate``."""
        ...

    def accept(self, token: int) -> None:
        """The turn wrote ``token`` (not called for the end-of-turn token)."""
        ...


class _Free:
    """No grammar: the model writes freely."""

    def generate_options(self) -> dict[str, Any]:
        return {}

    def accept(self, token: int) -> None:
        """Nothing to follow."""


#: the constraint of a turn (or the rest of a turn) without a grammar
FREE: Constraint = _Free()


class _LlamaGrammar:
    """llama.cpp's grammar sampler (the ``gbnf`` engine)."""

    def __init__(self, grammar: Any) -> None:
        self._grammar = grammar

    def generate_options(self) -> dict[str, Any]:
        return {"grammar": self._grammar}

    def accept(self, token: int) -> None:
        """llama.cpp's sampler follows the tokens itself."""


class _TokenMask:
    """An llguidance matcher applied as a logits processor (the ``llguidance`` engine)."""

    def __init__(self, matcher: Any, n_vocab: int) -> None:
        import numpy
        from llguidance.numpy import allocate_token_bitmask, fill_next_token_bitmask

        self._matcher = matcher
        self._mask = allocate_token_bitmask(1, n_vocab)
        self._fill = fill_next_token_bitmask  # looked up once: _apply runs at every token
        self._np = numpy
        self._lost = False

    def _apply(self, _ids: Any, logits: Any) -> Any:
        if self._lost:
            return logits
        np = self._np
        self._fill(self._matcher, self._mask)
        # bit i of 32-bit word w is token 32*w + i; as bytes (little-endian) in that order
        allowed = np.unpackbits(self._mask[0].view(np.uint8), bitorder="little")
        logits[allowed[: logits.shape[0]] == 0] = -np.inf
        return logits

    def generate_options(self) -> dict[str, Any]:
        from llama_cpp import LogitsProcessorList

        return {"logits_processor": LogitsProcessorList([self._apply])}

    def accept(self, token: int) -> None:
        if self._lost or self._matcher.consume_token(token):
            return
        # Only a token the mask allowed can be sampled, so this means the matcher failed:
        # the rest of the turn is decoded freely (the arguments are validated after anyway).
        self._lost = True
        log.warning("the grammar matcher refused token %d (%s); the rest of this turn is "
                    "not constrained", token, self._matcher.get_error())


class Constrainer:
    """Builds each turn's :class:`Constraint` for one loaded model, keeping what is costly
    (the vocabulary table, compiled grammars) for the model's life."""

    def __init__(self, llm: Any, engine: str = DEFAULT_ENGINE) -> None:
        if engine not in ENGINES:
            raise ValueError(f"unknown grammar engine {engine!r}; one of {', '.join(ENGINES)}")
        self._llm = llm
        self.engine = engine
        self._tokenizer: Any = None
        self._compiled: OrderedDict[str, Any] = OrderedDict()  # None: llguidance refused
        self._lock = threading.Lock()
        self._loaded = False  # llguidance imported once

    def warm(self) -> None:
        """Build the vocabulary table now (about a second for 150k tokens) rather than at the
        first constrained turn."""
        if self._llguidance():
            self._table()

    def _llguidance(self) -> bool:
        """Whether llguidance is the engine and can be used; if it cannot be imported (a
        broken installation or bundle), llama.cpp's sampler takes over, with one log line."""
        if self.engine != "llguidance":
            return False
        if self._loaded:
            return True
        try:
            import llguidance
            import llguidance.gbnf_to_lark
            import llguidance.numpy  # noqa: F401
        except Exception as err:  # ImportError, or its metadata missing from a bundle
            log.warning("llguidance cannot be loaded (%s); using llama.cpp's grammar sampler",
                        err)
            self.engine = "gbnf"
            return False
        self._loaded = True
        return True

    def constraint(self, grammar: str | None) -> Constraint:
        """The constraint for GBNF text ``grammar`` (:data:`FREE` without one)."""
        if not grammar:
            return FREE
        if self._llguidance():
            fresh = self._matcher(grammar)
            if fresh is not None:
                # a copy of the compiled matcher: 0.02 ms, where compiling again is ~10 ms
                return _TokenMask(fresh.deep_copy(), self._table().vocab_size)
        from llama_cpp import LlamaGrammar

        return _LlamaGrammar(LlamaGrammar.from_string(grammar, verbose=False))

    def _matcher(self, grammar: str) -> Any:
        """A never-used matcher for ``grammar``, compiled once (None: llguidance refused)."""
        with self._lock:
            if grammar in self._compiled:
                self._compiled.move_to_end(grammar)
                return self._compiled[grammar]
        matcher: Any
        try:
            from llguidance import LLMatcher
            from llguidance.gbnf_to_lark import gbnf_to_lark

            matcher = LLMatcher(self._table(), LLMatcher.grammar_from_lark(gbnf_to_lark(grammar)))
            if matcher.is_error():
                raise ValueError(matcher.get_error())
        except Exception as err:  # any refusal means: use llama.cpp's sampler
            log.warning("llguidance cannot take this grammar (%s); using llama.cpp's", err)
            matcher = None
        with self._lock:
            self._compiled[grammar] = matcher
            while len(self._compiled) > _KEPT:
                self._compiled.popitem(last=False)
        return matcher

    def _table(self) -> Any:
        """llguidance's view of the model's vocabulary: each token's bytes, with control
        tokens marked special (so no grammar text can produce them) and user-defined ones such
        as Qwen's ``<tool_call>`` kept as the text they spell, as llama.cpp's sampler does."""
        with self._lock:
            if self._tokenizer is None:
                self._tokenizer = _vocabulary(self._llm)
            return self._tokenizer


def _vocabulary(llm: Any) -> Any:
    from llama_cpp import llama_cpp as lib
    from llguidance import LLTokenizer

    vocab = llm._model.vocab
    size = 1024
    buffer = ctypes.create_string_buffer(size)
    tokens: list[bytes] = []
    ends: list[int] = []  # every end-of-generation token may end a finished grammar
    for token in range(lib.llama_vocab_n_tokens(vocab)):
        if lib.llama_vocab_is_eog(vocab, token):
            ends.append(token)
        length = lib.llama_token_to_piece(vocab, token, buffer, size, 0, True)
        piece = buffer.raw[: max(length, 0)]
        if lib.llama_vocab_get_attr(vocab, token) & lib.LLAMA_TOKEN_ATTR_CONTROL:
            piece = b"\xff" + piece  # llguidance's mark for a special token
        tokens.append(piece)
    tokenize = ctypes.cast(lib._lib.llama_tokenize, ctypes.c_void_p).value
    # (from_llamacpp is in the compiled module, not in its type stubs)
    return LLTokenizer.from_llamacpp(  # type: ignore[attr-defined]
        tokens=tokens, vocab_ptr=vocab, tokenize_fptr=tokenize,
        eos_token=ends or lib.llama_vocab_eos(vocab), slices=None)
