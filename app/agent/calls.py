"""Headless tool calling: what `botpsy calls` runs for each case. Nothing is executed.

Each case gives messages and OpenAI-style tools; the answer is the calls the model makes. The
path is the same as the agent's (prompt with the model's template, parsing of every format,
schema validation with safe coercions, optional grammar) plus one corrective retry when the
model's calls are unreadable, name an unknown tool or have invalid arguments.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from app.agent.backends import Backend, ContinuesTurns, GenerationOptions
from app.agent.grammar import build_call_grammar, grammar_schema
from app.agent.loop import DEFAULT_SYSTEM_PROMPT
from app.agent.messages import to_model
from app.agent.parsing import ParsedCall, parse_output
from app.agent.registry import UnknownToolError, validate_arguments
from connectors.base import Effect, ToolResult


def _never_run(**_: Any) -> ToolResult:
    raise RuntimeError("`botpsy calls` never executes tools")


def declared_tool(spec: Mapping[str, Any]) -> _LooseTool:
    """A Tool built from an OpenAI-style declaration, for validation only."""
    function = spec.get("function", spec)
    name = str(function["name"])
    params = function.get("parameters") or {"type": "object", "properties": {}}
    if not isinstance(params, Mapping) or str(params.get("type", "object")).lower() not in (
            "object", "dict"):
        params = {"type": "object", "properties": {}}
    # Any schema a case file declares is taken: Python type names (BFCL's "dict", "float",
    # "tuple", "any") read as their JSON meaning, parts no validator knows as any value.
    params = grammar_schema({**params, "type": "object"})
    return _LooseTool(name, function.get("description") or name, params)


@dataclass(frozen=True)
class _LooseTool:
    """Like Tool, without the naming rule (case files use any names)."""

    name: str
    description: str
    parameters: Mapping[str, Any]
    effect: Effect = Effect.READ

    def openai_schema(self) -> dict[str, Any]:
        return {"type": "function", "function": {"name": self.name,
                "description": self.description, "parameters": dict(self.parameters)}}


@dataclass(frozen=True)
class CallsResult:
    """The calls found for one case."""

    calls: list[dict[str, Any]]
    text: str
    retried: bool = False


def predict_calls(
    backend: Backend,
    messages: Sequence[Mapping[str, Any]],
    tools: Sequence[Mapping[str, Any]],
    options: GenerationOptions | None = None,
    use_grammar: bool = False,
    retry: bool = True,
    probe_parallel: bool = True,
) -> CallsResult:
    """Ask the model once (plus one corrective retry) and return valid calls.

    Small models often write the first of several needed calls and stop. With
    ``probe_parallel`` (embedded models, tagged call formats) the model is asked to continue
    its own turn with one more ``<tool_call>`` — only while the request names something no
    call carries yet (a date, a name, a number, a file); an extra call is kept only if it is
    valid, new, every value in it appears in the user's words, and it carries one of those.
    A call to an address the user never wrote is dropped (it was invented).
    """
    options = options or GenerationOptions(temperature=0.0, max_tokens=512)
    declared = {t.name: t for t in (declared_tool(spec) for spec in tools)}
    schemas = [t.openai_schema() for t in declared.values()]
    history = [dict(m) for m in messages]
    if not history or history[0].get("role") != "system":
        history.insert(0, {"role": "system", "content": DEFAULT_SYSTEM_PROMPT})
    if use_grammar and declared and not options.enable_thinking:
        options = replace(options, grammar=build_call_grammar(
            list(declared.values()), backend.call_style))  # type: ignore[arg-type]
    retried = False
    for attempt in range(2 if retry else 1):
        turn = backend.chat_turn(history, schemas, options)
        parsed = parse_output(turn.text, turn.thinking_open)
        raw_calls = list(parsed.calls) + [ParsedCall(c["name"], c["arguments"])
                                          for c in turn.native_calls]
        valid: list[dict[str, Any]] = []
        problems: list[str] = list(parsed.errors)
        for call in raw_calls:
            tool = declared.get(call.name)
            if tool is None:
                problems.append(str(UnknownToolError(to_model(
                    "model.unknown_tool", name=repr(call.name), tools=", ".join(declared)))))
                continue
            arguments, problem = validate_arguments(tool, call.arguments)  # type: ignore[arg-type]
            if problem is not None:
                problems.append(problem.message)
                continue
            valid.append({"name": call.name, "arguments": arguments})
        if not problems or attempt == 1 or not retry:
            valid = [call for call in valid if not _invented_addresses(call, history)]
            if valid and probe_parallel:
                valid = _probe_more_calls(backend, history, schemas, options, declared,
                                          turn.text, valid)
            return CallsResult(valid, parsed.content, retried)
        retried = True
        history = history + [
            {"role": "assistant", "content": turn.text},
            {"role": "tool", "content": "Error: " + " ".join(problems) +
             " Write the tool calls again, correctly, or answer in text if no tool fits."},
        ]
    return CallsResult([], "", retried)  # pragma: no cover - loop always returns


MAX_EXTRA_CALLS = 3
_ADDRESS_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
# What a request names that a call would carry: dates, times, numbers, quoted words, addresses,
# file names and patterns, names (capitalised words after the first)
_SALIENT_RE = re.compile(r"\d{4}-\d\d-\d\d|\d{1,2}:\d\d|'[^']+'|\"[^\"]+\"|"
                         r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|[\w*-]*[*.][\w*]+|\d+(?:\.\d+)?|"
                         r"(?<=[^.!?\s]\s)[A-Z][\w-]+")


def _user_text(history: Sequence[Mapping[str, Any]]) -> str:
    return " ".join(" ".join(str(m.get("content", "")).lower().split())
                    for m in history if m.get("role") == "user")


def _invented_addresses(call: Mapping[str, Any], history: Sequence[Mapping[str, Any]]) -> bool:
    """A call to an address the user never wrote ("good morning" → mail to user@example.com)."""
    said = _user_text(history)
    return any(address.lower() not in said
               for value in _values(call["arguments"]) for address in _ADDRESS_RE.findall(value))


def _leftovers(history: Sequence[Mapping[str, Any]], calls: Sequence[Mapping[str, Any]]
               ) -> set[str]:
    """What the user's last request names that no call carries yet (a reason to look for
    another call; none: the calls made cover the request, and probing costs a whole
    constrained generation for nothing)."""
    last = next((str(m.get("content", "")) for m in reversed(history)
                 if m.get("role") == "user"), "")
    used = " ".join(set().union(*(_values(c["arguments"]) for c in calls)))
    found = set()
    for match in _SALIENT_RE.finditer(last):
        word = " ".join(match.group(0).strip("'\"").lower().split()).rstrip(".")
        if word and word not in used and word not in ("i", "i'm"):
            found.add(word)
    return found


def _grounded(value: Any, text: str) -> bool:
    """Every string and number in ``value`` appears in ``text`` (case-insensitive)."""
    if isinstance(value, dict):
        return all(_grounded(v, text) for v in value.values())
    if isinstance(value, list):
        return all(_grounded(v, text) for v in value)
    if isinstance(value, bool) or value is None:
        return True
    if isinstance(value, (int, float)):
        number = int(value) if float(value).is_integer() else value
        return str(number) in text
    return " ".join(str(value).lower().split()) in text


def _values(value: Any) -> set[str]:
    """Every scalar in ``value``, normalised (for comparing calls)."""
    if isinstance(value, dict):
        return set().union(*(_values(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(_values(v) for v in value)) if value else set()
    return {" ".join(str(value).lower().split())}


def _probe_more_calls(
    backend: Backend,
    history: list[dict[str, Any]],
    schemas: list[dict[str, Any]],
    options: GenerationOptions,
    declared: Mapping[str, Any],
    turn_text: str,
    calls: list[dict[str, Any]],
) -> list[dict[str, Any]]:
    if not (isinstance(backend, ContinuesTurns) and backend.supports_assistant_prefix):
        return calls
    written = turn_text.rstrip()
    if written.endswith("</tool_call>") and backend.call_style in ("hermes", "xml"):
        style, opener = "tagged", "<tool_call>\n"
    elif written.endswith("```") and backend.call_style in ("hermes", "json"):
        style, opener = "fenced", "```json\n"
    else:
        return calls
    if not _leftovers(history, calls):
        return calls
    user_text = _user_text(history)
    grammar = build_call_grammar(list(declared.values()), backend.call_style,
                                 single=style)
    found = list(calls)
    for _ in range(MAX_EXTRA_CALLS):
        prefix = written + "\n" + ("\n" if style == "fenced" else "") + opener
        probe = replace(options, grammar=grammar, grammar_lazy=False, assistant_prefix=prefix,
                        max_tokens=200)
        turn = backend.chat_turn(history, schemas, probe)
        parsed = parse_output(opener + turn.text)
        if len(parsed.calls) != 1:
            break
        call = parsed.calls[0]
        tool = declared.get(call.name)
        if tool is None:
            break
        arguments, problem = validate_arguments(tool, call.arguments)
        candidate = {"name": call.name, "arguments": arguments}
        # Kept only if it is valid, grounded in the user's words, and brings a value no earlier
        # call used (a swapped or reshuffled copy of a single call is not a second request).
        seen = set().union(*(_values(c["arguments"]) for c in found))
        if (problem is not None or candidate in found or not _grounded(arguments, user_text)
                or not (_values(arguments) - seen)
                or not (_leftovers(history, found) - _leftovers(history, [*found, candidate]))):
            break
        found.append(candidate)
        if not _leftovers(history, found):
            break  # every named thing has its call now
        written = prefix + turn.text.rstrip()
    return found
