"""Rendering prompts with a model's own chat template.

A GGUF normally carries its Jinja chat template in ``tokenizer.chat_template``; we render with
it (tools passed in, ``enable_thinking`` honoured). A model without one gets the ChatML /
Qwen3.5-style fallback shipped in resources/templates. Templates run in Jinja's sandbox; one
that raises is reported as a TemplateError with the template's own message.
"""

from __future__ import annotations

import functools
import json
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import jinja2
from jinja2 import nodes
from jinja2.compiler import CodeGenerator, Frame
from jinja2.sandbox import ImmutableSandboxedEnvironment

from app.agent.special_tokens import GENERIC_SPECIAL, SpecialTokens, neutralize_messages
from app.paths import resource
from connectors.base import UserError, tr

FALLBACK_TEMPLATE = "qwen35_fallback.jinja"


class TemplateError(UserError, ValueError):
    """A chat template could not be loaded or rendered."""


def _raise_exception(message: str) -> None:
    raise TemplateError(tr("the chat template refused the conversation: {message}",
                           message=str(message)))


def _tojson(value: Any, indent: int | None = None, **_: Any) -> str:
    # HF's tojson: no HTML escaping (Jinja's own turns < into \u003c, which models never saw).
    return json.dumps(value, ensure_ascii=False, indent=indent)


# A GGUF is someone else's file and its template is code: rendering is bounded so a crafted
# one cannot stall loading (nested loops over range(), huge string products) or eat memory.
MAX_TEMPLATE_CHARS = 200_000
MAX_RENDERED_CHARS = 4_000_000
MAX_TEMPLATE_STEPS = 2_000_000


class _Budget(threading.local):
    steps = 0


_BUDGET = _Budget()


def _spend(count: int) -> None:
    _BUDGET.steps += count
    if _BUDGET.steps > MAX_TEMPLATE_STEPS:
        raise TemplateError("the chat template does too much work; it looks crafted or broken")


def _sized(value: Any) -> Any:
    """``value``, unless it is a string or list too large for any real prompt."""
    if isinstance(value, str | list | tuple) and len(value) > MAX_RENDERED_CHARS:
        raise TemplateError("the chat template builds an enormous value; it looks crafted")
    return value


def _bounded_filter(function: Any) -> Any:
    """A filter whose result is size-checked (``|replace`` in a loop can double a string)."""
    @functools.wraps(function)  # keeps jinja_pass_arg (pass_context and friends)
    def bounded(*args: Any, **kwargs: Any) -> Any:
        _spend(1)
        return _sized(function(*args, **kwargs))

    return bounded


class _BoundedCodeGenerator(CodeGenerator):
    """Compiles ``a ~ b`` to a size-checked join (the sandbox has no hook for it)."""

    def visit_Concat(self, node: nodes.Concat, frame: Frame) -> None:
        self.write("environment.bounded_concat((")
        for argument in node.nodes:
            self.visit(argument, frame)
            self.write(", ")
        self.write("))")


class _BoundedEnvironment(ImmutableSandboxedEnvironment):
    """Jinja's immutable sandbox, plus a work budget for loops, and a size bound on every
    string or list it builds (``*``, ``+``, ``~`` and every call's result)."""

    intercepted_binops = frozenset(["*", "**", "+"])
    code_generator_class = _BoundedCodeGenerator

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.globals["range"] = self._range
        self.filters = {name: _bounded_filter(f) for name, f in self.filters.items()}

    @staticmethod
    def bounded_concat(parts: tuple[Any, ...]) -> str:
        """What ``~`` does, size-checked."""
        _spend(len(parts))
        return str(_sized("".join(str(part) for part in parts)))

    @staticmethod
    def _range(*args: int) -> range:
        values = range(*args)
        _spend(len(values))
        return values

    def call_binop(self, context: Any, operator: str, left: Any, right: Any) -> Any:
        """``*`` and ``**`` with a size check (the sandbox allows 'a' * 10**9)."""
        if operator == "**" and isinstance(right, int) and abs(right) > 64:
            raise TemplateError("the chat template computes an enormous power")
        if operator == "*":
            for sequence, times in ((left, right), (right, left)):
                if isinstance(sequence, str | list | tuple) and isinstance(times, int):
                    _spend(len(sequence) * max(times, 0))
        return _sized(super().call_binop(context, operator, left, right))

    def getattr(self, obj: Any, attribute: str) -> Any:
        """Attribute access, counted (a loop over a long list does real work)."""
        _spend(1)
        return super().getattr(obj, attribute)

    def getitem(self, obj: Any, argument: Any) -> Any:
        """Item access, counted."""
        _spend(1)
        return super().getitem(obj, argument)

    def call(self, __context: Any, __obj: Any, *args: Any, **kwargs: Any) -> Any:
        """Calls (filters' and methods'), counted."""
        _spend(1)
        return _sized(super().call(__context, __obj, *args, **kwargs))


@dataclass(frozen=True)
class RenderedPrompt:
    """A prompt ready to tokenize."""

    text: str
    thinking_open: bool  # the generation prompt opened <think>: output starts as thinking


class ChatFormat:
    """One chat template plus the facts about it the agent needs.

    Attributes:
        call_style: how this template asks for calls: "xml" (Qwen3.5), "hermes" or "json".
        stop_strings: text that ends an assistant turn when no EOS token does.
        from_model: False when the fallback template is used.
        special: the model's special-token strings; in data (everything but the assistant's
            own turns) they are neutralised before the template runs, so only the
            template's own markup becomes control tokens. The backend sets the model's set.
    """

    def __init__(
        self,
        source: str,
        bos_token: str = "",
        eos_token: str = "",
        from_model: bool = True,
    ) -> None:
        if len(source) > MAX_TEMPLATE_CHARS:
            raise TemplateError(tr("the chat template is {size} characters long; a real one is "
                                   "far below {limit}", size=f"{len(source):,}",
                                   limit=f"{MAX_TEMPLATE_CHARS:,}"))
        env = _BoundedEnvironment(trim_blocks=True, lstrip_blocks=True, undefined=jinja2.Undefined)
        env.filters["tojson"] = _tojson
        env.globals["raise_exception"] = _raise_exception
        env.globals["strftime_now"] = lambda fmt: datetime.now().strftime(fmt)
        try:
            self._template = env.from_string(source)
        except jinja2.TemplateError as err:
            raise TemplateError(tr("the chat template is not valid Jinja: {error}",
                                   error=str(err))) from err
        self.source = source
        self.bos_token = bos_token
        self.eos_token = eos_token
        self.from_model = from_model
        if "<function=" in source:
            self.call_style = "xml"
        elif "<tool_call>" in source:
            self.call_style = "hermes"
        else:
            self.call_style = "json"
        stops = ["<|im_end|>"] if "<|im_end|>" in source else []
        if eos_token and eos_token not in stops:
            stops.append(eos_token)
        self.stop_strings = tuple(stops)
        self.special: SpecialTokens = GENERIC_SPECIAL

    @classmethod
    def fallback(cls) -> ChatFormat:
        """The shipped ChatML/Qwen3.5-style template, for models that carry none."""
        return cls(resource("templates", FALLBACK_TEMPLATE).read_text("utf-8"), from_model=False)

    @classmethod
    def from_metadata(cls, metadata: Mapping[str, str], bos: str = "", eos: str = "") -> ChatFormat:
        """The model's own template when its GGUF metadata has one, else the fallback."""
        source = metadata.get("tokenizer.chat_template")
        if source and source.strip():
            return cls(source, bos, eos, from_model=True)
        fmt = cls.fallback()
        fmt.bos_token, fmt.eos_token = bos, eos
        return fmt

    def render(
        self,
        messages: Sequence[Mapping[str, Any]],
        tools: Sequence[Mapping[str, Any]] | None = None,
        add_generation_prompt: bool = True,
        enable_thinking: bool = False,
    ) -> RenderedPrompt:
        """Render a conversation. Raises TemplateError with the template's message."""
        try:
            _BUDGET.steps = 0
            text = self._template.render(
                messages=neutralize_messages(messages, self.special),
                tools=[self.special.neutralize_value(dict(t)) for t in tools] if tools else None,
                add_generation_prompt=add_generation_prompt,
                enable_thinking=enable_thinking,
                bos_token=self.bos_token,
                eos_token=self.eos_token,
            )
        except TemplateError:
            raise
        except Exception as err:  # a template is someone else's code: any failure is reported
            raise TemplateError(tr("the chat template failed: {error}",
                                   error=f"{type(err).__name__}: {err}")) from err
        if len(text) > MAX_RENDERED_CHARS:
            raise TemplateError(tr("the chat template produced {size} characters",
                                   size=f"{len(text):,}"))
        thinking_open = add_generation_prompt and text.rstrip(" ").endswith("<think>\n")
        return RenderedPrompt(text, thinking_open)

    def system_prefix(
        self, system: str, tools: Sequence[Mapping[str, Any]] | None, enable_thinking: bool = False
    ) -> str:
        """The rendered text every conversation with this system prompt and tools starts with.

        Found as the common start of two renderings that differ only in the user's words, cut
        back to the start of the user's turn (a prefix primed without a user turn can break a
        template, and a cut inside a turn can tokenize differently).
        """
        first = self.render([{"role": "system", "content": system},
                             {"role": "user", "content": "A"}], tools, True, enable_thinking).text
        second = self.render([{"role": "system", "content": system},
                              {"role": "user", "content": "Z"}], tools, True, enable_thinking).text
        length = 0
        for a, b in zip(first, second):
            if a != b:
                break
            length += 1
        common = first[:length]
        for marker in ("<|im_start|>", "<start_of_turn>", "<|start_header_id|>", "[INST]"):
            cut = common.rfind(marker)
            if cut > 0:
                return common[:cut]
        return common
