"""Model backends: llama.cpp in-process (the default) and any OpenAI-compatible endpoint.

Both take a conversation (OpenAI-style messages) plus tool declarations and return the raw
assistant text of one turn, streaming it through a callback. Parsing calls out of the text is
the loop's job, so every backend is measured the same way.

The embedded backend keeps the transcript append-only: the tokens of the previous turn
(prompt + what the model wrote) are kept and only the new messages are tokenized and
evaluated. When a prompt diverges from the cache (a template that re-renders history, a new
conversation), the cache goes back to the divergence: cut, on attention-only models, or put
back from a checkpoint on hybrid ones like Qwen3.5 (app/agent/prompt_cache.py). The
system+tools prefix is saved to disk once and restored for each new conversation.
"""

from __future__ import annotations

import contextlib
import contextvars
import ctypes
import hashlib
import json
import logging
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from app.agent.chat_format import ChatFormat, TemplateError
from app.agent.constrained import DEFAULT_ENGINE, FREE, Constrainer
from app.agent.gguf_info import ModelFileError, inspect_gguf
from app.agent.prompt_cache import PromptCache
from app.agent.special_tokens import GENERIC_SPECIAL, neutralize_messages, vocabulary_special_tokens
from app.agent.threads import ThreadGovernor, physical_cores, register
from connectors.base import UserError, said, tr

log = logging.getLogger(__name__)

Messages = Sequence[Mapping[str, Any]]
Tools = Sequence[Mapping[str, Any]]


MAX_STATES_PER_MODEL = 8  # saved system+tools prefixes kept per model file (routed sets)
EVAL_BATCH = 160  # prompt tokens read between two looks at Stop (~0.5 s at 300 tokens/s)


class BackendError(UserError, RuntimeError):
    """The model could not produce a turn (load failure, dead endpoint, context overflow)."""


class ContextOverflowError(BackendError):
    """The prompt does not fit the model's context; nothing was generated."""

    def __init__(self, prompt_tokens: int, n_ctx: int) -> None:
        super().__init__(f"The conversation is too long for the model's context "
                         f"({prompt_tokens} of {n_ctx} tokens)")
        self.prompt_tokens = prompt_tokens
        self.n_ctx = n_ctx


@dataclass(frozen=True)
class GenerationOptions:
    """Sampling and limits for one turn."""

    max_tokens: int = 768
    temperature: float = 0.2
    top_p: float = 0.95
    top_k: int = 40
    seed: int = 1234
    enable_thinking: bool = False
    grammar: str | None = None  # GBNF for constrained decoding
    grammar_lazy: bool = True  # drop the grammar once the turn is plain text
    assistant_prefix: str = ""  # text the assistant turn is forced to start with
    #: everything before the last message is fixed (instructions, worked examples: a short
    #: conversation of the app's own): its state is kept and put back, as a tools prefix's is
    fixed_turns: bool = False


@dataclass(frozen=True)
class TurnResult:
    """One assistant turn as the backend produced it.

    Attributes:
        text: everything the model wrote (thinking and call markup included).
        thinking_open: the prompt opened ``<think>``, so ``text`` starts as thinking.
        native_calls: calls an endpoint returned as structured data (remote backends only).
        prompt_tokens: length of the prompt.
        evaluated_tokens: prompt tokens llama.cpp decoded for this turn (the rest came from the
            cache), counted at the decode call.
        prompt_ids, generated_ids: the token ids read and written (in-process backends).
    """

    text: str
    thinking_open: bool = False
    native_calls: tuple[dict[str, Any], ...] = ()
    finish_reason: str = "stop"
    prompt_tokens: int = 0
    evaluated_tokens: int = 0
    generated_tokens: int = 0
    ttft_s: float = 0.0
    total_s: float = 0.0
    call_style: str = "hermes"
    prompt_ids: tuple[int, ...] = field(default=(), repr=False)
    generated_ids: tuple[int, ...] = field(default=(), repr=False)


class Backend(Protocol):
    """What the loop needs from a model."""

    name: str
    call_style: str

    def chat_turn(
        self,
        messages: Messages,
        tools: Tools,
        options: GenerationOptions,
        cancel: threading.Event | None = None,
        on_text: Callable[[str], None] | None = None,
    ) -> TurnResult:
        """Produce one assistant turn."""
        ...


@runtime_checkable
class ScoresLabels(Protocol):
    """A backend that can say how likely each of a few labels is as the next answer."""

    def label_scores(self, messages: Messages, labels: Sequence[str]) -> dict[str, float]:
        """Each label's probability, among the labels, as the answer to ``messages``."""
        ...


@runtime_checkable
class WarmsPrefix(Protocol):
    """A backend that can prepare the system+tools prefix before the user types."""

    def warm_prefix(self, system: str, tools: Tools, enable_thinking: bool = False) -> str:
        """Make the prefix ready; say how ("cached", "restored" or "computed")."""
        ...


@runtime_checkable
class CountsTokens(Protocol):
    """A backend that knows its tokenizer and its context size."""

    @property
    def n_ctx(self) -> int:
        """The context window in tokens."""
        ...

    def count_tokens(self, text: str) -> int:
        """Tokens of ``text``."""
        ...


@runtime_checkable
class ReportsReading(Protocol):
    """A backend that says how far it has read a long prompt (the window's working row)."""

    def listen_to_reading(self, listener: Callable[[int, int], None] | None) -> None:
        """``listener(done, total)`` hears as the new part of each prompt is read (None:
        nobody listens)."""
        ...


@runtime_checkable
class ContinuesTurns(Protocol):
    """A backend that honours ``GenerationOptions.assistant_prefix`` (continues a turn the
    caller started, e.g. the parallel-call probe)."""

    supports_assistant_prefix: bool


@dataclass
class _Transcript:
    """The conversation as rendered text and as the tokens the cache was given for it.

    ``boundaries`` are the points (characters, tokens) where the two agree: message
    boundaries, the end of a prompt, the end of what the model wrote. A new prompt reuses
    the tokens up to the last boundary its text shares, so what the model wrote stays in its
    own tokens (re-tokenized text can differ) and the cache matches up to that point.
    """

    rendered: str = ""
    tokens: list[int] = field(default_factory=list)
    boundaries: list[tuple[int, int]] = field(default_factory=list)

    def reusable(self, text: str) -> tuple[int, int]:
        """(characters, tokens) of the longest shared start of ``text`` that can be reused."""
        shared = _shared_start(text, self.rendered)
        return max(((c, t) for c, t in self.boundaries if c <= shared), default=(0, 0))

    def up_to(self, text: str, tokens: list[int], reused: tuple[int, int]) -> _Transcript:
        """The transcript of a prompt built on this one's first ``reused`` boundary."""
        kept = [b for b in self.boundaries if b <= reused]
        return _Transcript(text, tokens, kept + [(len(text), len(tokens))])


def _shared_start(a: str, b: str) -> int:
    """Length of the common start of two strings."""
    limit = min(len(a), len(b))
    block = 4096
    start = 0
    while start < limit and a[start:start + block] == b[start:start + block]:
        start += block
    if start >= limit:
        return limit
    end = min(start + block, limit)
    for index in range(start, end):
        if a[index] != b[index]:
            return index
    return end


def _transcript_key(tools: Tools, enable_thinking: bool) -> str:
    """What a system+tools prefix depends on besides the system prompt."""
    return json.dumps([tools, enable_thinking], sort_keys=True, default=str)


LoadListener = Callable[[float], bool]
"""Hears how far loading the model file is (0.0 to 1.0); returning False stops the load."""

load_listener: contextvars.ContextVar[LoadListener | None] = contextvars.ContextVar(
    "botpsy_load_listener", default=None)
"""Who hears the progress of a model being loaded in this context (the window's worker sets
it around building the agent, so the backend factories need not pass it along)."""

_LOAD_LOCK = threading.Lock()


class LoadStopped(BackendError):
    """Loading the model was stopped (the app is quitting)."""


@contextlib.contextmanager
def _reporting_load(listener: LoadListener | None) -> Iterator[None]:
    """Load a model with llama.cpp's own progress callback set.

    llama-cpp-python 0.3 has no parameter for ``llama_model_params.progress_callback`` (a
    documented field of the C API), and builds the parameters inside ``Llama.__init__`` from
    ``llama_model_default_params()``. For the duration of one load, that function is wrapped
    so the parameters it returns carry our callback; a lock keeps two loads from meeting.
    Without a listener, or a llama-cpp-python without the field, the load runs unchanged.
    """
    try:
        from llama_cpp import llama_cpp as lowlevel
    except ImportError:  # pragma: no cover - a broken installation
        yield
        return
    if listener is None or not hasattr(lowlevel, "llama_progress_callback"):
        yield
        return
    report = listener

    def on_progress(progress: float, _user_data: object) -> bool:
        try:
            return bool(report(max(0.0, min(1.0, float(progress)))))
        except Exception:  # an exception must not cross into C
            log.exception("the load listener failed")
            return True

    callback = lowlevel.llama_progress_callback(on_progress)  # kept alive for the load
    original = lowlevel.llama_model_default_params

    def with_progress() -> Any:
        params = original()
        params.progress_callback = callback
        return params

    with _LOAD_LOCK:
        lowlevel.llama_model_default_params = with_progress
        try:
            yield
        finally:
            lowlevel.llama_model_default_params = original


class LlamaBackend:
    """llama-cpp-python running a GGUF in this process."""

    supports_assistant_prefix = True

    def __init__(
        self,
        model_path: str | Path,
        n_ctx: int = 8192,
        n_threads: int | None = None,
        state_dir: Path | None = None,
        chat_format: ChatFormat | None = None,
        on_load: LoadListener | None = None,
        grammar_engine: str = DEFAULT_ENGINE,
    ) -> None:
        """``on_load`` hears the load's progress (by default: ``load_listener``'s);
        ``grammar_engine`` applies call grammars (app/agent/constrained.py)."""
        info = inspect_gguf(model_path)  # refuse non-GGUF and truncated files before llama.cpp
        try:
            from llama_cpp import Llama
        except ImportError as err:  # pragma: no cover - a broken installation
            raise BackendError(tr("llama.cpp could not be loaded: {error}",
                                  error=str(err))) from err
        self.info = info
        self.name = info.name
        # llama.cpp's thread counts follow the machine's load (app/agent/threads.py), one for
        # generating and one for reading prompts; ``n_threads`` pins both (Settings).
        cores = physical_cores()
        self.threads = ThreadGovernor(cores, pinned=n_threads or 0)
        self.batch_threads = ThreadGovernor(cores, pinned=n_threads or 0, window=128)
        register(self.threads, self.batch_threads)
        listener = on_load or load_listener.get()
        stopped = False

        def hear(progress: float) -> bool:
            nonlocal stopped
            stopped = listener is not None and not listener(progress)
            return not stopped

        try:
            with _reporting_load(hear if listener is not None else None):
                self.llm = Llama(
                    model_path=str(info.path),
                    n_ctx=min(n_ctx, info.context_length or n_ctx),
                    n_threads=self.threads.threads,
                    n_threads_batch=self.batch_threads.threads,
                    n_batch=512,
                    verbose=False,
                )
        except Exception as err:
            if stopped:
                raise LoadStopped(f"Loading {info.path.name} was stopped.") from err
            raise BackendError(tr("llama.cpp could not load {file}: {error}",
                                  file=info.path.name, error=str(err))) from err
        self._timed_eval()
        bos = self._token_text(self.llm.token_bos())
        eos = self._token_text(self.llm.token_eos())
        try:
            self.format = chat_format or ChatFormat.from_metadata(self.llm.metadata, bos, eos)
        except TemplateError as err:
            log.warning("model template unusable (%s); using the fallback template", err)
            self.format = ChatFormat.fallback()
        # Data is tokenized as plain text: the model's special-token strings are neutralised
        # in it before rendering (app/agent/special_tokens.py).
        self.format.special = vocabulary_special_tokens(self.llm)
        self.call_style = self.format.call_style
        self.state_dir = state_dir
        self._transcript = _Transcript()
        self._pending = _Transcript()  # the transcript of the prompt being answered
        self.cache = PromptCache(self.llm)
        self.constrainer = Constrainer(self.llm, grammar_engine)
        self._reading_listener: Callable[[int, int], None] | None = None
        self._turn_starts = self._turn_start_tokens()
        self._prefixes: dict[str, tuple[str, list[int]]] = {}
        self._lock = threading.Lock()
        self._file_id = f"{info.path.resolve()}:{info.size}:{int(info.path.stat().st_mtime)}"
        self._model_tag = hashlib.sha256(self._file_id.encode()).hexdigest()[:10]  # state names

    # -- helpers ----------------------------------------------------------------------------
    def _timed_eval(self) -> None:
        """Time every evaluation llama.cpp does (a token while generating, a batch while
        reading a prompt) and let the thread governors adapt to it."""
        evaluate = self.llm.eval

        def timed(tokens: Sequence[int]) -> None:
            started = time.perf_counter()
            evaluate(tokens)
            self._evaluated(len(tokens), time.perf_counter() - started)

        self.llm.eval = timed  # type: ignore[method-assign]  # this instance only

    def _evaluated(self, tokens: int, seconds: float) -> None:
        governor = self.threads if tokens == 1 else self.batch_threads
        if tokens > 1 and tokens < 32:  # too short to say how fast reading is
            return
        if governor.observe(tokens, seconds) is not None:
            self.llm._ctx.set_n_threads(self.threads.threads, self.batch_threads.threads)
            log.info("llama.cpp threads now %d (generating) and %d (reading)",
                     self.threads.threads, self.batch_threads.threads)

    def _token_text(self, token: int) -> str:
        if token < 0:
            return ""
        try:
            return self.llm.detokenize([token], special=True).decode("utf-8", "ignore")
        except TypeError:  # older llama-cpp-python without special=
            return self.llm.detokenize([token]).decode("utf-8", "ignore")

    def tokenize(self, text: str) -> list[int]:
        """Tokenize rendered prompt text (special tokens are parsed; no BOS is added).

        Only for text the chat format rendered (its data is neutralised) or our own markup.
        """
        return list(self.llm.tokenize(text.encode("utf-8"), add_bos=False, special=True))

    def count_tokens(self, text: str) -> int:
        """Number of tokens of ``text``."""
        return len(self.tokenize(text))

    @property
    def n_ctx(self) -> int:
        """The context window in tokens."""
        return int(self.llm.n_ctx())

    def _bos_tokens(self) -> list[int]:
        add_bos = self.llm.metadata.get("tokenizer.ggml.add_bos_token", "false") == "true"
        if add_bos and not self.format.bos_token:
            return [self.llm.token_bos()]
        return []

    def _turn_start_tokens(self) -> frozenset[int]:
        """The token(s) a turn starts with in this template: where checkpoints are taken."""
        found = set()
        for marker in ("<|im_start|>", "<start_of_turn>", "<|start_header_id|>"):
            if marker in self.format.source:
                tokens = self.tokenize(marker)
                if len(tokens) == 1:
                    found.add(tokens[0])
        return frozenset(found)

    def _prefix(self, system: str, tools: Tools, enable_thinking: bool) -> tuple[str, list[int]]:
        """The system+tools prefix every conversation with them starts with: its text and
        its tokens (rendered once per system prompt and tool set)."""
        key = _transcript_key(tools, enable_thinking) + "\0" + system
        if key not in self._prefixes:
            if len(self._prefixes) > 8:
                self._prefixes.clear()
            text = self.format.system_prefix(system, tools, enable_thinking)
            self._prefixes[key] = (text, self._bos_tokens() + self.tokenize(text))
        return self._prefixes[key]

    def _prefix_tokens(self, system: str, tools: Tools, enable_thinking: bool) -> list[int]:
        """Tokens of the system+tools prefix."""
        return self._prefix(system, tools, enable_thinking)[1]

    def _marks(
        self, messages: Messages, tools: Tools, enable_thinking: bool, prompt: list[int]
    ) -> list[tuple[int, str]]:
        """Where to checkpoint this prompt: the end of the system+tools prefix and the start
        of the assistant turn it asks for (the start of its last turn). Only memory that
        cannot be cut back needs them."""
        marks: list[tuple[int, str]] = []
        if not self.cache.rewinds_by_checkpoint:
            return marks
        if messages and messages[0].get("role") == "system":
            prefix = self._prefix_tokens(str(messages[0].get("content") or ""), tools,
                                         enable_thinking)
            if prompt[: len(prefix)] == prefix:
                marks.append((len(prefix), "prefix"))
        last = next((i for i in range(len(prompt) - 1, -1, -1)
                     if prompt[i] in self._turn_starts), None)
        if last is not None and all(p != last for p, _ in marks):
            asked_by_user = bool(messages) and messages[-1].get("role") == "user"
            marks.append((last, "user" if asked_by_user else "step"))
        return marks

    # -- the prefix state --------------------------------------------------------------------
    def _state_path(self, prefix_text: str) -> Path | None:
        if self.state_dir is None:
            return None
        digest = hashlib.sha256((self._file_id + "\0" + prefix_text).encode()).hexdigest()[:24]
        return self.state_dir / f"prefix-{self._model_tag}-{digest}.state"

    def _prune_states(self, keep: Path) -> None:
        """Stale prefix states go: a tool set that changed leaves a state no prompt will use.

        The newest few of this model file are kept (the common tool sets: an account added
        and removed again); states of the naming before this one (which do not say their
        model) are removed; other models' states are left alone.
        """
        if self.state_dir is None:
            return
        mine = []
        for path in self.state_dir.glob("prefix-*.state"):
            parts = path.name.split("-")
            if len(parts) != 3:  # the naming before this one: unknown model, unknown prefix
                path.unlink(missing_ok=True)
            elif parts[1] == self._model_tag and path != keep:
                mine.append(path)
        mine.sort(key=lambda p: p.stat().st_mtime, reverse=True)
        for path in mine[MAX_STATES_PER_MODEL - 1:]:
            path.unlink(missing_ok=True)

    def warm_prefix(self, system: str, tools: Tools, enable_thinking: bool = False) -> str:
        """Make the system+tools prefix ready: from the saved state, or computed and saved.

        Returns "cached" (the cache holds exactly the prefix, or holds more and can be cut
        back to it), "restored" (put back from a checkpoint in memory or the state on disk) or
        "computed".
        """
        prefix_text, tokens = self._prefix(system, tools, enable_thinking)
        self.constrainer.warm()  # the first constrained turn then starts at once
        with self._lock:
            self._transcript = _Transcript()
            held = self.cache.common_prefix(tokens)
            if held == len(tokens):
                if self.cache.n_tokens == held or not self.cache.rewinds_by_checkpoint:
                    return "cached"
                if self.cache.rewind(held) == held:
                    return "restored"
            if self._restore_state(prefix_text, tokens):
                return "restored"
            self.cache.reset()
            self._compute_prefix(prefix_text, tokens)
            return "computed"

    def _restore_state(self, prefix_text: str, tokens: list[int]) -> bool:
        """Put the prefix back from its state on disk; False when there is none (or it is
        stale or damaged: a lost shortcut, removed)."""
        path = self._state_path(prefix_text)
        if path is None or not path.is_file():
            return False
        try:
            self._load_state(path, tokens)
        except Exception:
            log.warning("could not restore prompt state %s; recomputing", path)
            path.unlink(missing_ok=True)
            return False
        self.cache.checkpoint("prefix")
        return True

    def _compute_prefix(self, prefix_text: str, tokens: list[int]) -> None:
        """Evaluate the prefix from the cache's end, checkpoint it and save its state.

        In llama.cpp's own batches (the same decode calls as one eval), with a report after
        each: on a laptop this takes a while, and the window says how far it is.
        """
        self.cache.extend([*tokens, 0], [(len(tokens), "prefix")], None,
                          batch=self.llm.n_batch, progress=self._reading_listener)
        self._save_prefix_state(prefix_text, tokens)

    def _save_prefix_state(self, prefix_text: str, tokens: list[int]) -> None:
        """Save the cache's state (it holds exactly ``tokens``) as this prefix's state."""
        path = self._state_path(prefix_text)
        if path is not None:
            self._save_state(path, tokens)
            self._prune_states(path)

    def _ready_prefix(self, messages: Messages, tools: Tools, enable_thinking: bool,
                      prompt: list[int]) -> tuple[int, str] | None:
        """Before a prompt whose system+tools prefix the cache does not hold (a conversation
        with another tool set ran last): put that prefix back from its saved state. With no
        saved state, returns (its length, its text): the state is saved on the way, so the
        next conversation with this tool set starts warm."""
        if not messages or messages[0].get("role") != "system":
            return None
        prefix_text, prefix = self._prefix(str(messages[0].get("content") or ""), tools,
                                           enable_thinking)
        return self._ready_fixed(prefix_text, prefix, prompt)

    def _ready_fixed(self, prefix_text: str, prefix: list[int],
                     prompt: list[int]) -> tuple[int, str] | None:
        """Put a fixed start of ``prompt`` back from its saved state when the cache does not
        hold it; (its length, its text) when it has none yet (to be saved on the way)."""
        if (len(prefix) >= len(prompt) or prompt[: len(prefix)] != prefix
                or self.cache.common_prefix(prompt) >= len(prefix)):
            return None
        if self._restore_state(prefix_text, prefix) or self.state_dir is None:
            return None
        return len(prefix), prefix_text

    def _save_state(self, path: Path, tokens: list[int]) -> None:
        from llama_cpp import llama_cpp as lib

        ctx = self.llm._ctx.ctx
        size = lib.llama_state_get_size(ctx)
        buffer = (ctypes.c_uint8 * int(size))()
        written = lib.llama_state_get_data(ctx, buffer, size)
        path.parent.mkdir(parents=True, exist_ok=True)
        header = json.dumps({"tokens": tokens}).encode()
        tmp = path.with_suffix(".tmp")
        with tmp.open("wb") as handle:
            handle.write(len(header).to_bytes(8, "little"))
            handle.write(header)
            handle.write(bytes(buffer)[: int(written)])
        tmp.replace(path)

    def _load_state(self, path: Path, expected: list[int]) -> None:
        from llama_cpp import llama_cpp as lib

        data = path.read_bytes()
        header_len = int.from_bytes(data[:8], "little")
        tokens = json.loads(data[8 : 8 + header_len])["tokens"]
        if tokens != expected:
            raise ValueError("saved state is for another prompt")
        blob = data[8 + header_len :]
        buffer = (ctypes.c_uint8 * len(blob)).from_buffer_copy(blob)
        self.cache.reset()
        if lib.llama_state_set_data(self.llm._ctx.ctx, buffer, len(blob)) != len(blob):
            raise ValueError("llama.cpp refused the saved state")
        self.llm.input_ids[: len(tokens)] = tokens
        self.llm.n_tokens = len(tokens)
        self.llm._requires_eval = True

    # -- one turn ------------------------------------------------------------------------------
    def _prompt_tokens(
        self, messages: Messages, tools: Tools, enable_thinking: bool
    ) -> tuple[list[int], bool, str]:
        """Tokens for the prompt: the previous turns' own tokens as far as the text is shared,
        the rest tokenized."""
        rendered = self.format.render(messages, tools, True, enable_thinking)
        prev = self._transcript
        bos = self._bos_tokens()
        if not prev.tokens or prev.tokens[: len(bos)] != bos:
            prev = _Transcript("", bos, [(0, len(bos))])
        chars, count = prev.reusable(rendered.text)
        tokens = prev.tokens[:count] + self.tokenize(rendered.text[chars:])
        self._pending = prev.up_to(rendered.text, tokens, (chars, count))
        return tokens, rendered.thinking_open, rendered.text

    def chat_turn(
        self,
        messages: Messages,
        tools: Tools,
        options: GenerationOptions,
        cancel: threading.Event | None = None,
        on_text: Callable[[str], None] | None = None,
    ) -> TurnResult:
        """Generate one assistant turn."""
        with self._lock:
            return self._chat_turn(messages, tools, options, cancel, on_text)

    def listen_to_reading(self, listener: Callable[[int, int], None] | None) -> None:
        """``listener(done, total)`` hears after each batch of a prompt is read."""
        self._reading_listener = listener

    def label_scores(self, messages: Messages, labels: Sequence[str]) -> dict[str, float]:
        """How likely the assistant's answer to ``messages`` starts with each label: the
        probability of each label's first token, among the labels' (the labels must start
        with distinct tokens). The prompt is read as a turn's is (its prefix state kept and
        reused), nothing is generated: a classifier that costs the prompt's new tokens."""
        import math

        with self._lock:
            options = GenerationOptions(max_tokens=1)
            prompt, _thinking = self._fitting_prompt(messages, [], options)
            self._read_prompt(messages, [], options, prompt, None, self._fixed_turns(prompt))
            firsts = {label: self.tokenize(label)[0] for label in labels}
            if len(set(firsts.values())) != len(firsts):
                raise ValueError("labels must start with distinct tokens")
            from llama_cpp import llama_cpp as lib

            for _token in self.llm.generate(prompt, temp=0.0, top_k=1, repeat_penalty=1.0):
                break  # the prompt is read: the last decode's logits are its next token's
            row = lib.llama_get_logits_ith(self.llm._ctx.ctx, -1)
            self._transcript = self._pending
            logits = {label: float(row[token]) for label, token in firsts.items()}
        top = max(logits.values())
        weights = {label: math.exp(value - top) for label, value in logits.items()}
        total = sum(weights.values())
        return {label: weight / total for label, weight in weights.items()}

    def _fixed_turns(self, prompt: list[int]) -> tuple[str, list[int]] | None:
        """Everything before the last message of ``prompt`` (instructions, examples), as a
        fixed start with a saved state of its own, as a tools prefix has: asking again reads
        only the last message, whatever ran in between (also on hybrid memory)."""
        starts = [i for i, token in enumerate(prompt) if token in self._turn_starts]
        if len(starts) < 2:  # the last message's turn, then the answer's
            return None
        tokens = prompt[:starts[-2]]
        return self.llm.detokenize(tokens, special=True).decode("utf-8", "replace"), tokens

    def _fitting_prompt(self, messages: Messages, tools: Tools,
                        options: GenerationOptions) -> tuple[list[int], bool]:
        """The prompt's tokens (with a forced assistant prefix), and whether it opened a
        think block; ContextOverflowError when too little room is left to answer."""
        prompt, thinking_open, _text = self._prompt_tokens(messages, tools,
                                                           options.enable_thinking)
        if options.assistant_prefix:
            prompt = prompt + self.tokenize(options.assistant_prefix)
        if self.n_ctx - len(prompt) < 16:
            raise ContextOverflowError(len(prompt), self.n_ctx)
        return prompt, thinking_open

    def _stopped_reading(self, options: GenerationOptions, thinking_open: bool,
                         prompt_tokens: int, evaluated: int, start: float) -> TurnResult:
        """Stop came while the prompt was read: nothing was generated."""
        if not options.assistant_prefix:
            self._transcript = self._pending  # the cache holds part of it: still reusable
        return TurnResult(text="", thinking_open=thinking_open, finish_reason="cancelled",
                          prompt_tokens=prompt_tokens, evaluated_tokens=evaluated,
                          total_s=time.perf_counter() - start, call_style=self.call_style)

    def _read_prompt(self, messages: Messages, tools: Tools, options: GenerationOptions,
                     prompt: list[int], cancel: threading.Event | None,
                     fixed: tuple[str, list[int]] | None = None) -> bool:
        """Bring the cache to the prompt's last token but one; False when Stop came first.

        The cache goes back to where this prompt leaves it (at least one token stays to be
        evaluated, so generation samples from fresh logits); the rest is evaluated in
        batches, checkpointed at message boundaries, with a look at Stop between batches.
        """
        unsaved = (self._ready_fixed(*fixed, prompt) if fixed is not None
                   else self._ready_prefix(messages, tools, options.enable_thinking, prompt))
        self.cache.rewind(min(self.cache.common_prefix(prompt), len(prompt) - 1))
        marks = self._marks(messages, tools, options.enable_thinking, prompt)
        on_mark = None
        if unsaved is not None:
            length, prefix_text = unsaved
            marks = [m for m in marks if m[0] != length] + [(length, "prefix")]

            def on_mark(position: int, _kind: str) -> None:
                if position == length:
                    self._save_prefix_state(prefix_text, prompt[:length])
        return self.cache.extend(prompt, marks, cancel,
                                 batch=EVAL_BATCH if cancel is not None else 4096,
                                 progress=self._reading_listener, on_mark=on_mark)

    def _chat_turn(
        self,
        messages: Messages,
        tools: Tools,
        options: GenerationOptions,
        cancel: threading.Event | None,
        on_text: Callable[[str], None] | None,
    ) -> TurnResult:
        start = time.perf_counter()
        prompt, thinking_open = self._fitting_prompt(messages, tools, options)
        decoded_before = self.cache.decoded
        fixed = self._fixed_turns(prompt) if options.fixed_turns and not tools else None
        if not self._read_prompt(messages, tools, options, prompt, cancel, fixed):
            return self._stopped_reading(options, thinking_open, len(prompt),
                                         self.cache.decoded - decoded_before, start)
        evaluated = 0
        constraint = self.constrainer.constraint(options.grammar)
        from llama_cpp import llama_cpp as lib

        self.llm.set_seed(options.seed)
        eos = self.llm.token_eos()
        stops = self.format.stop_strings
        generated: list[int] = []
        pieces: list[str] = []
        decoder = _Utf8Pieces()
        ttft = 0.0
        finish = "length"
        text = ""
        stopped_by_string = False
        # With the "lazy" mode the grammar only decides how the turn starts: once the first
        # visible character shows plain text (not call markup or JSON), decoding continues
        # without it (the model's own answer is never bent by the call grammar).
        phase = constraint
        while True:
            switch_to_free = False
            for token in self.llm.generate(
                prompt + generated,
                top_k=options.top_k,
                top_p=options.top_p,
                temp=options.temperature,
                repeat_penalty=1.0,
                **phase.generate_options(),
            ):
                if not generated and not ttft:
                    ttft = time.perf_counter() - start
                    evaluated = self.cache.decoded - decoded_before  # the prompt, decoded
                if token == eos or lib.llama_vocab_is_eog(self.llm._model.vocab, token):
                    finish = "stop"
                    break
                generated.append(token)
                phase.accept(token)
                piece = decoder.feed(self.llm.detokenize([token], special=True))
                if piece:
                    pieces.append(piece)
                    text = "".join(pieces)
                    hit = next((s for s in stops if s in text[-(len(piece) + 16):]), None)
                    if hit:
                        text = text[: text.find(hit)]
                        finish = "stop"
                        stopped_by_string = True
                        break
                    if on_text is not None:
                        on_text(piece)
                    visible = text.lstrip()
                    if (phase is not FREE and options.grammar_lazy and visible
                            and visible[0] not in "<{[`"):
                        switch_to_free = True
                if cancel is not None and cancel.is_set():
                    finish = "cancelled"
                    switch_to_free = False
                    break
                if (len(generated) >= options.max_tokens
                        or len(prompt) + len(generated) >= self.n_ctx):
                    switch_to_free = False
                    break
                if switch_to_free:
                    break
            if not switch_to_free:
                break
            phase = FREE
        text = "".join(pieces) if not stopped_by_string else text
        if not options.assistant_prefix:  # a forced prefix is a probe, not the transcript
            self._remember(messages, tools, options.enable_thinking, generated, text,
                           finish, stopped_by_string)
        return TurnResult(
            text=text,
            thinking_open=thinking_open,
            finish_reason=finish,
            prompt_tokens=len(prompt),
            evaluated_tokens=evaluated,
            generated_tokens=len(generated),
            ttft_s=ttft or (time.perf_counter() - start),
            total_s=time.perf_counter() - start,
            call_style=self.call_style,
            prompt_ids=tuple(prompt),
            generated_ids=tuple(generated),
        )

    def _remember(
        self,
        messages: Messages,
        tools: Tools,
        enable_thinking: bool,
        generated: list[int],
        text: str,
        finish: str,
        stopped_by_string: bool,
    ) -> None:
        """Record the transcript as the template will render it next time.

        A turn cut by a stop string or by the length limit is kept too, as the tokens that
        spell what it kept. When nothing spells it exactly (a cut inside a character, a
        template that rewrites the turn), the transcript ends with the prompt: the next
        prompt tokenizes what follows, and the cache goes back to where it diverges.
        """
        pending = self._pending
        self._transcript = pending
        if finish == "cancelled":
            return
        spelled = self._tokens_spelling(generated, text, exact_end=not stopped_by_string)
        if spelled is None:
            return
        after = [dict(m) for m in messages] + [{"role": "assistant", "content": text}]
        try:
            full = self.format.render(after, tools, False, enable_thinking).text
        except TemplateError:
            return
        written = pending.rendered + text
        tokens = pending.tokens + spelled
        boundaries = pending.boundaries + [(len(written), len(tokens))]
        if full.startswith(written):
            tail = full[len(written):]
            tokens = tokens + self.tokenize(tail)
            boundaries.append((len(full), len(tokens)))
            written = full
        self._transcript = _Transcript(written, tokens, boundaries)

    def _tokens_spelling(
        self, generated: list[int], text: str, exact_end: bool
    ) -> list[int] | None:
        """The first tokens of ``generated`` that detokenize to exactly ``text``, or None.

        ``exact_end``: all of ``generated`` must be used (no stop string cut the turn).
        """
        target = text.encode("utf-8")
        if exact_end:
            spelled = b"".join(self.llm.detokenize([t], special=True) for t in generated)
            return list(generated) if spelled == target else None
        so_far = b""
        for count, token in enumerate(generated):
            if so_far == target:
                return list(generated[:count])
            if len(so_far) > len(target):
                return None
            so_far += self.llm.detokenize([token], special=True)
        return list(generated) if so_far == target else None


_OPENAI_MESSAGE_KEYS = ("role", "content", "tool_calls", "tool_call_id", "name")


class OpenAICompatibleBackend:
    """Any OpenAI-compatible chat endpoint (llama.cpp server, Ollama, vLLM, ...).

    Tools are sent as OpenAI tools; structured ``tool_calls`` in the answer are used when the
    server returns them, and the text is parsed like any other model's otherwise.
    """

    call_style = "hermes"

    def __init__(
        self, base_url: str, model: str = "", api_key: str | None = None, timeout: float = 120.0,
        allow_insecure: bool = False,
    ) -> None:
        from urllib.parse import urlsplit

        parts = urlsplit(base_url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise BackendError(tr("{address} is not an http(s) address of a model server.",
                                  address=base_url))
        if parts.username is not None or parts.password is not None:
            raise BackendError(tr("Leave credentials out of the model server's address."))
        local = parts.hostname in ("localhost", "127.0.0.1", "::1") or \
            parts.hostname.startswith("127.")
        if parts.scheme == "http" and not local and not allow_insecure:
            # Every prompt carries mail, files and events: in clear text across a network.
            raise BackendError(tr(
                "{host} is another computer and the address is plain http: your mail, files "
                "and events would cross the network unencrypted. Use https://, or say you "
                "accept that (botpsy … --insecure-http).", host=str(parts.hostname)))
        self.insecure = parts.scheme == "http" and not local
        self.base_url = base_url.rstrip("/")
        if not self.base_url.endswith("/v1"):
            self.base_url += "/v1"
        self.model = model
        self.name = model or base_url
        self._api_key = api_key
        self.timeout = timeout

    def _headers(self) -> dict[str, str]:
        headers = {"Content-Type": "application/json", "Accept": "text/event-stream"}
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"
        return headers

    def chat_turn(
        self,
        messages: Messages,
        tools: Tools,
        options: GenerationOptions,
        cancel: threading.Event | None = None,
        on_text: Callable[[str], None] | None = None,
    ) -> TurnResult:
        """Stream one turn from the endpoint."""
        body: dict[str, Any] = {
            "model": self.model or "default",
            # Only the standard keys (our provenance stays here), with the chat-control
            # strings of common templates neutralised in data (the server tokenizes with
            # special tokens on).
            "messages": [{k: v for k, v in message.items() if k in _OPENAI_MESSAGE_KEYS}
                         for message in neutralize_messages(messages, GENERIC_SPECIAL)],
            "stream": True,
            "temperature": options.temperature,
            "top_p": options.top_p,
            "max_tokens": options.max_tokens,
            "seed": options.seed,
        }
        if tools:
            body["tools"] = [dict(t) for t in tools]
        request = urllib.request.Request(
            self.base_url + "/chat/completions",
            data=json.dumps(body).encode(),
            headers=self._headers(),
            method="POST",
        )
        stream = _EventStream(time.perf_counter(), on_text)
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                for raw_line in response:
                    if cancel is not None and cancel.is_set():
                        stream.finish = "cancelled"
                        break
                    if not stream.take(raw_line.decode("utf-8", "replace").strip()):
                        break
        except urllib.error.HTTPError as err:
            detail = err.read()[:300].decode("utf-8", "replace")
            raise BackendError(tr("The model server answered {code}: {detail}", code=err.code,
                                  detail=detail)) from err
        except (urllib.error.URLError, OSError, TimeoutError) as err:
            reason = getattr(err, "reason", err)
            raise BackendError(tr("The model server at {address} is unreachable: {reason}",
                                  address=self.base_url, reason=str(reason))) from err
        usage = stream.usage
        return TurnResult(
            text="".join(stream.pieces),
            native_calls=stream.native_calls(),
            finish_reason=stream.finish,
            prompt_tokens=int(usage.get("prompt_tokens", 0)),
            evaluated_tokens=int(usage.get("prompt_tokens", 0)),
            generated_tokens=int(usage.get("completion_tokens", 0)),
            ttft_s=stream.ttft,
            total_s=time.perf_counter() - stream.start,
            call_style=self.call_style,
        )


@dataclass
class _EventStream:
    """What a server-sent event stream of chat completion chunks has said so far."""

    start: float
    on_text: Callable[[str], None] | None
    ttft: float = 0.0
    pieces: list[str] = field(default_factory=list)
    calls: dict[int, dict[str, Any]] = field(default_factory=dict)
    finish: str = "stop"
    usage: dict[str, Any] = field(default_factory=dict)

    def take(self, line: str) -> bool:
        """Read one line of the stream; False at its end ([DONE])."""
        if not line.startswith("data:"):
            return True
        payload = line[5:].strip()
        if payload == "[DONE]":
            return False
        try:
            chunk = json.loads(payload)
        except ValueError:
            return True
        self.usage = chunk.get("usage") or self.usage
        for choice in chunk.get("choices", []):
            delta = choice.get("delta") or {}
            if choice.get("finish_reason"):
                self.finish = choice["finish_reason"]
            content = delta.get("content")
            if content:
                if not self.ttft:
                    self.ttft = time.perf_counter() - self.start
                self.pieces.append(content)
                if self.on_text is not None:
                    self.on_text(content)
            for call in delta.get("tool_calls") or []:
                slot = self.calls.setdefault(call.get("index", len(self.calls)),
                                             {"name": "", "arguments": ""})
                function = call.get("function") or {}
                slot["name"] += function.get("name") or ""
                slot["arguments"] += function.get("arguments") or ""
        return True

    def native_calls(self) -> tuple[dict[str, Any], ...]:
        """The structured calls, their arguments parsed when they are JSON."""
        native = []
        for slot in self.calls.values():
            try:
                arguments = json.loads(slot["arguments"]) if slot["arguments"].strip() else {}
            except ValueError:
                arguments = slot["arguments"]
            native.append({"name": slot["name"], "arguments": arguments})
        return tuple(native)


class _Utf8Pieces:
    """Token bytes to text: a character split across tokens waits for its other bytes (up
    to 8 bytes; then it is shown as a replacement character)."""

    def __init__(self) -> None:
        self.buffer = b""

    def feed(self, data: bytes) -> str:
        """The text these bytes complete ("" while a character is unfinished)."""
        self.buffer += data
        try:
            piece = self.buffer.decode("utf-8")
        except UnicodeDecodeError:
            if len(self.buffer) < 8:
                return ""
            piece = self.buffer.decode("utf-8", "replace")
        self.buffer = b""
        return piece


def load_backend(spec: str, **kwargs: Any) -> Backend:
    """A backend from what the user typed: a .gguf path or an http(s):// endpoint."""
    if spec.startswith(("http://", "https://")):
        return OpenAICompatibleBackend(spec, **kwargs)
    try:
        return LlamaBackend(spec, **kwargs)
    except ModelFileError as err:
        raise BackendError(said(err)) from err
