"""A multi-conversation agent transcript run through ``LlamaBackend``, step by step.

Used by the prompt-reuse tests (tests/agent/test_prompt_reuse.py) and the benchmark
(tests/benchmarks/prefix_reuse.py). Each step records what the backend reported, the prompt
tokens it built and the tokens it generated, so a test can replay the same prompt from scratch
in a fresh ``Llama`` and compare, and a benchmark can report reuse per scenario.

The transcript has what the agent loop produces: calls (forced by a grammar, so they end
cleanly at EOS, as a real model's do), tool results, a turn cut by a stop string, turns ended by
the length limit, an answer the loop replaced, new user turns, thinking on, a new conversation
in the same process, and a new backend restoring the prefix from disk.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from app.agent.backends import GenerationOptions, LlamaBackend

SYSTEM = ("You are BotPsy, a personal assistant on the user's own computer. You act only through "
          "the tools below; the user approves every change.")


def _tool(name: str, description: str, properties: dict[str, Any]) -> dict[str, Any]:
    return {"type": "function", "function": {
        "name": name, "description": description,
        "parameters": {"type": "object", "properties": properties,
                       "required": list(properties)}}}


TOOLS = [
    _tool("calendar_list_events", "List the events between two dates.",
          {"start": {"type": "string"}, "end": {"type": "string"}}),
    _tool("mail_search", "Search the mailbox.", {"query": {"type": "string"}}),
    _tool("set_timer", "Start a countdown timer.", {"minutes": {"type": "integer"}}),
]

FREE = GenerationOptions(temperature=0.0, max_tokens=10)


def call_options(name: str, argument: str, value: str, thinking: bool = False) -> GenerationOptions:
    """Greedy decoding forced to one XML call, which then ends at EOS like a real one."""
    markup = (f"<tool_call>\n<function={name}>\n<parameter={argument}>\n{value}\n"
              f"</parameter>\n</function>\n</tool_call>")
    if thinking:  # the prompt opened <think>: a real model reasons, closes it, then calls
        markup = "I will look it up.\n</think>\n\n" + markup
    grammar = "root ::= " + json.dumps(markup)
    return GenerationOptions(temperature=0.0, max_tokens=80, grammar=grammar,
                             grammar_lazy=False, enable_thinking=thinking)


@dataclass
class StepFigures:
    """One backend turn."""

    scenario: str
    prompt_tokens: int
    evaluated_tokens: int
    finish: str
    options: GenerationOptions
    prompt: list[int] = field(repr=False)
    generated: list[int] = field(repr=False)
    bound: int  # the most this step should evaluate (see the scenarios)

    @property
    def reused(self) -> float:
        """Share of the prompt that came from the cache."""
        return 1 - self.evaluated_tokens / max(1, self.prompt_tokens)


def _since_last_query(messages: list[dict[str, Any]]) -> int:
    """Index of the first message after the last user message but one (the turns a Qwen3.5
    template renders again, without their think blocks, once a new user message comes)."""
    users = [i for i, m in enumerate(messages) if m["role"] == "user"]
    return users[-2] + 1 if len(users) >= 2 else len(messages)


class Transcript:
    """Runs the scenario, recording every step."""

    def __init__(self, backend: LlamaBackend, stop_string: str = "e", system: str = SYSTEM,
                 tools: list[dict[str, Any]] | None = None) -> None:
        self.backend = backend
        self.stop_string = stop_string
        self.system = system
        self.tools = tools if tools is not None else TOOLS
        self.steps: list[StepFigures] = []

    def _count(self, messages: list[dict[str, Any]], thinking: bool, prompt: bool) -> int:
        """Tokens of ``messages`` rendered (as a prompt, or as history)."""
        text = self.backend.format.render(messages, self.tools, prompt, thinking).text
        return len(self.backend._bos_tokens()) + self.backend.count_tokens(text)

    def turn(self, scenario: str, messages: list[dict[str, Any]], options: GenerationOptions,
             bound: int | None = None) -> str:
        """One assistant turn; its text is appended to ``messages``."""
        result = self.backend.chat_turn(messages, self.tools, options)
        prompt, generated = result.prompt_ids, result.generated_ids
        self.steps.append(StepFigures(scenario, result.prompt_tokens, result.evaluated_tokens,
                                      result.finish_reason, options, list(prompt),
                                      list(generated), bound if bound is not None
                                      else result.prompt_tokens))
        messages.append({"role": "assistant", "content": result.text})
        return result.text

    def user_turn(self, scenario: str, messages: list[dict[str, Any]], words: str,
                  options: GenerationOptions) -> str:
        """A new user message: at most the new messages and the turns re-rendered."""
        thinking = options.enable_thinking
        keep = _since_last_query(messages + [{"role": "user", "content": words}])
        before = self._count(messages[:keep], thinking, prompt=False) if keep else 0
        messages.append({"role": "user", "content": words})
        full = self._count(messages, thinking, prompt=True)
        return self.turn(scenario, messages, options, bound=full - before + 2)

    def tool_step(self, scenario: str, messages: list[dict[str, Any]], result: str,
                  options: GenerationOptions) -> str:
        """A tool result and the next step: at most the result and the new turn's start."""
        thinking = options.enable_thinking
        before = self._count(messages, thinking, prompt=False)
        messages.append({"role": "tool", "content": result})
        full = self._count(messages, thinking, prompt=True)
        # + 2: the last token of a turn that did not end at EOS was never evaluated
        return self.turn(scenario, messages, options, bound=full - before + 2)

    def new_conversation(self, scenario: str, words: str, options: GenerationOptions,
                         warm: str | None = None) -> list[dict[str, Any]]:
        """A new conversation: at most the user's turn (the prefix is ready)."""
        if warm is not None:
            status = self.backend.warm_prefix(self.system, self.tools, options.enable_thinking)
            assert status == warm, f"warm_prefix said {status!r}, expected {warm!r}"
        messages = [{"role": "system", "content": self.system},
                    {"role": "user", "content": words}]
        prefix = len(self.backend._prefix_tokens(self.system, self.tools,
                                                 options.enable_thinking))
        full = self._count(messages, options.enable_thinking, prompt=True)
        self.turn(scenario, messages, options, bound=full - prefix + 1)
        return messages


def run_transcript(backend: LlamaBackend, make_backend: Callable[[], LlamaBackend] | None = None,
                   system: str = SYSTEM, tools: list[dict[str, Any]] | None = None,
                   ) -> list[StepFigures]:
    """The whole scenario. ``make_backend``: a new backend on the same state folder (the
    "restored from disk" step); left out when None."""
    run = Transcript(backend, system=system, tools=tools)
    stop = replace(FREE, max_tokens=24)
    # Conversation 1: calls, results, a stop-string turn, length-ended turns, new user turns.
    backend.warm_prefix(run.system, run.tools)
    chat = run.new_conversation("first message", "What is on my calendar tomorrow?",
                                call_options("calendar_list_events", "start", "2026-12-02"))
    run.tool_step("tool step", chat, '{"events": [{"title": "Dentist", "start": "09:00"}]}', FREE)
    run.user_turn("new user turn", chat, "Find the mail from the dentist.",
                  call_options("mail_search", "query", "dentist"))
    saved = backend.format.stop_strings
    backend.format.stop_strings = saved + (run.stop_string,)
    try:
        run.tool_step("tool step", chat, '{"messages": [{"id": 7, "subject": "Reminder"}]}', stop)
    finally:
        backend.format.stop_strings = saved
    run.user_turn("new user turn (after a stop-string turn)", chat, "Set a timer for 10 minutes.",
                  call_options("set_timer", "minutes", "10"))
    run.tool_step("tool step", chat, '{"minutes": 10, "status": "started"}', FREE)
    run.user_turn("new user turn (after a length-ended turn)", chat, "Thanks!", FREE)
    # The loop replaced the answer (an honest ending): history differs from what was generated.
    chat[-1] = {"role": "assistant", "content": "You're welcome."}
    run.user_turn("new user turn (after a replaced answer)", chat, "One more thing: any mail "
                  "from Sam?", call_options("mail_search", "query", "Sam"))
    # Conversation 2: thinking on.
    thinking = replace(FREE, enable_thinking=True)
    same_process = "restored" if backend.cache.rewinds_by_checkpoint else "cached"
    chat = run.new_conversation("new conversation (thinking on)", "Plan my Friday.", thinking,
                                warm=same_process)
    run.user_turn("thinking on, new user turn", chat, "Keep the morning free.", thinking)
    run.user_turn("thinking on, new user turn", chat, "Search my mail for Friday.",
                  call_options("mail_search", "query", "Friday", thinking=True))
    run.tool_step("thinking on, tool step", chat, '{"messages": []}', thinking)
    # Conversation 3: a new conversation in the same process (the window's path).
    chat = run.new_conversation("new conversation", "Set a timer for 5 minutes.",
                                call_options("set_timer", "minutes", "5"), warm=same_process)
    run.tool_step("tool step", chat, '{"minutes": 5, "status": "started"}', FREE)
    run.user_turn("new user turn", chat, "And another for 15.", FREE)
    if make_backend is not None:
        fresh = make_backend()
        run.backend = fresh
        chat = run.new_conversation("new backend, prefix restored from disk",
                                    "What is on my calendar today?", FREE, warm="restored")
        run.user_turn("new user turn", chat, "And tomorrow?", FREE)
    return run.steps


def reference_tokens(model: Path, step: StepFigures, n_ctx: int, prompt: list[int] | None = None,
                     llm: Any = None) -> list[int]:
    """The greedy tokens for ``step``'s prompt evaluated from scratch in a fresh ``Llama``,
    under the same grammar engine as the backend's (app/agent/constrained.py)."""
    from llama_cpp import Llama

    from app.agent.constrained import Constrainer

    if llm is None:
        llm = Llama(model_path=str(model), n_ctx=n_ctx, n_batch=512, verbose=False)
    llm.reset()
    if getattr(llm, "_test_constrainer", None) is None:  # its vocabulary table costs ~1 s
        llm._test_constrainer = Constrainer(llm)
    constraint = llm._test_constrainer.constraint(step.options.grammar)
    tokens = prompt if prompt is not None else step.prompt
    out: list[int] = []
    for token in llm.generate(tokens, top_k=step.options.top_k, top_p=step.options.top_p,
                              temp=step.options.temperature, repeat_penalty=1.0, reset=True,
                              **constraint.generate_options()):
        if len(out) >= max(len(step.generated), 1):
            break
        out.append(token)
        constraint.accept(token)
    return out
