"""Reading tool calls and thinking out of a model's raw text.

Formats understood, several calls per turn in each:
- Qwen3.5 XML: ``<tool_call><function=NAME><parameter=ARG>VALUE</parameter></function></tool_call>``
- Hermes JSON: ``<tool_call>{"name": ..., "arguments": {...}}</tool_call>``
- bare or code-fenced JSON objects or lists that small models write
  (``{"name", "arguments"|"parameters"}``, ``{"function": {...}}``, ``{"tool_calls": [...]}``).
Thinking is ``<think>...</think>``, possibly opened by the prompt itself.
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass, field
from typing import Any

THINK_OPEN = "<think>"
THINK_CLOSE = "</think>"
CALL_OPEN = "<tool_call>"
CALL_CLOSE = "</tool_call>"

_CALL_BLOCK_RE = re.compile(r"<tool_call>(.*?)(?:</tool_call>|\Z)", re.S)
_FUNCTION_RE = re.compile(r"<function=([^>\n]+)>(.*?)(?:</function>|\Z)", re.S)
_PARAM_RE = re.compile(r"<parameter=([^>\n]+)>(.*?)(?:</parameter>|(?=<parameter=)|\Z)", re.S)
_FENCE_RE = re.compile(r"```(?:json|JSON|tool_call|tool_code)?\s*\n?(.*?)```", re.S)


@dataclass(frozen=True)
class ParsedCall:
    """One call as the model wrote it (arguments not validated yet)."""

    name: str
    arguments: Any
    raw: str = ""


@dataclass(frozen=True)
class ParsedOutput:
    """A model turn split into its parts."""

    content: str
    thinking: str = ""
    calls: tuple[ParsedCall, ...] = ()
    errors: tuple[str, ...] = field(default_factory=tuple)


def split_thinking(text: str, thinking_open: bool = False) -> tuple[str, str]:
    """Return (thinking, rest). ``thinking_open``: the prompt already opened ``<think>``."""
    if thinking_open and THINK_CLOSE not in text and THINK_OPEN not in text:
        return text.strip(), ""
    if thinking_open and THINK_CLOSE in text and text.find(THINK_CLOSE) < _find_or_len(text, THINK_OPEN):
        head, _, tail = text.partition(THINK_CLOSE)
        thinking, rest = split_thinking(tail)
        return "\n".join(t for t in (head.strip(), thinking) if t), rest
    thoughts: list[str] = []
    rest_parts: list[str] = []
    position = 0
    while True:
        start = text.find(THINK_OPEN, position)
        if start < 0:
            rest_parts.append(text[position:])
            break
        rest_parts.append(text[position:start])
        end = text.find(THINK_CLOSE, start)
        if end < 0:
            thoughts.append(text[start + len(THINK_OPEN):].strip())
            break
        thoughts.append(text[start + len(THINK_OPEN):end].strip())
        position = end + len(THINK_CLOSE)
    rest = "".join(rest_parts)
    if not thoughts and THINK_CLOSE in rest:  # a stray closing tag: everything before is thought
        head, _, rest = rest.partition(THINK_CLOSE)
        thoughts.append(head.strip())
    return "\n".join(t for t in thoughts if t), rest


def _find_or_len(text: str, needle: str) -> int:
    index = text.find(needle)
    return len(text) if index < 0 else index


def _loads_lenient(text: str) -> Any:
    """json.loads, then the repairs small models need: Python literals, missing braces."""
    text = text.strip()
    if len(text) > MAX_CALL_CHARS:
        raise ValueError("too long for a tool call")
    try:
        return json.loads(text)
    except (ValueError, RecursionError):  # "[" x 50,000 recurses in the decoder
        pass
    try:
        value = ast.literal_eval(text)
        if isinstance(value, (dict, list)):
            return _as_json(value)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        pass
    opened = text.count("{") - text.count("}")
    if 0 < opened <= 3:
        try:
            return json.loads(text + "}" * opened)
        except (ValueError, RecursionError):
            pass
    raise ValueError("not valid JSON")


MAX_CALL_CHARS = 200_000


def _as_json(value: Any) -> Any:
    """A Python literal as the JSON value it stands for: int keys become strings; tuple keys,
    sets and bytes are not JSON (ValueError), so nothing downstream meets them."""
    try:
        return json.loads(json.dumps(value, allow_nan=False))
    except (TypeError, ValueError, RecursionError) as err:
        raise ValueError("not a JSON value") from err


def _call_from_object(obj: Any) -> list[ParsedCall] | None:
    """Interpret a decoded JSON value as one or more calls, or None if it is not call-shaped."""
    if isinstance(obj, list):
        calls: list[ParsedCall] = []
        for item in obj:
            found = _call_from_object(item)
            if found is None:
                return None
            calls.extend(found)
        return calls or None
    if not isinstance(obj, dict):
        return None
    if isinstance(obj.get("tool_calls"), list):
        return _call_from_object(obj["tool_calls"])
    if isinstance(obj.get("function"), dict):
        return _call_from_object(obj["function"])
    name = obj.get("name", obj.get("tool", obj.get("function")))
    if not isinstance(name, str) or not name.strip():
        return None
    args_keys = [k for k in ("arguments", "parameters", "args", "tool_input", "input") if k in obj]
    other = set(obj) - {"name", "tool", "function", "type", "id", *args_keys}
    if other:
        return None
    arguments = obj[args_keys[0]] if args_keys else {}
    if isinstance(arguments, str):
        try:
            arguments = _loads_lenient(arguments) if arguments.strip() else {}
        except ValueError:
            pass  # left as text: validation reports it to the model
    return [ParsedCall(name=name.strip(), arguments=arguments, raw=json.dumps(obj))]


def _parse_xml_function(block: str) -> list[ParsedCall]:
    calls = []
    for match in _FUNCTION_RE.finditer(block):
        name = match.group(1).strip()
        arguments: dict[str, Any] = {}
        for param in _PARAM_RE.finditer(match.group(2)):
            value = param.group(2)
            # The format puts each value on its own lines; only that framing newline is removed.
            if value.startswith("\n"):
                value = value[1:]
            if value.endswith("\n"):
                value = value[:-1]
            arguments[param.group(1).strip()] = value
        calls.append(ParsedCall(name=name, arguments=arguments, raw=match.group(0)))
    return calls


def _parse_tagged_block(block: str) -> tuple[list[ParsedCall], str | None]:
    if "<function=" in block:
        return _parse_xml_function(block), None
    body = block.strip()
    fenced = _FENCE_RE.search(body)
    if fenced:
        body = fenced.group(1).strip()
    if not body:
        return [], "An empty <tool_call> block was written."
    try:
        decoded = _loads_lenient(body)
        calls = _call_from_object(decoded)
    except (ValueError, RecursionError):
        return [], f"Could not read this tool call as JSON: {body[:200]}"
    if calls is None:
        return [], (
            'A tool call must look like {"name": "<tool name>", "arguments": {...}}; got: '
            + body[:200]
        )
    return calls, None


def _scan_bare_json(text: str) -> tuple[list[ParsedCall], list[tuple[int, int]]]:
    """Find call-shaped JSON values anywhere in ``text``; return calls and their spans."""
    decoder = json.JSONDecoder()
    calls: list[ParsedCall] = []
    spans: list[tuple[int, int]] = []
    index = 0
    while index < len(text):
        starts = [i for i in (text.find("{", index), text.find("[", index)) if i >= 0]
        if not starts:
            break
        start = min(starts)
        try:
            value, end = decoder.raw_decode(text, start)
        except RecursionError:  # a run of thousands of brackets: skip the whole run
            index = start + 1
            while index < len(text) and text[index] in "[{ \n":
                index += 1
            continue
        except ValueError:
            index = start + 1
            continue
        try:
            found = _call_from_object(value)
        except RecursionError:
            found = None
        if found:
            calls.extend(found)
            spans.append((start, end))
        index = end
    return calls, spans


def parse_output(text: str, thinking_open: bool = False) -> ParsedOutput:
    """Split a model turn into thinking, visible content and tool calls.

    Never raises: whatever a model writes (garbage, 50,000 brackets, Python literals with
    odd keys) becomes content, calls or an error message for the model.
    """
    try:
        return _parse_output(text, thinking_open)
    except (RecursionError, MemoryError, TypeError, ValueError) as err:
        return ParsedOutput("", "", (), (f"The output could not be read ({type(err).__name__}); "
                                         "write the tool call again, simply.",))


def _parse_output(text: str, thinking_open: bool = False) -> ParsedOutput:
    thinking, rest = split_thinking(text, thinking_open)
    calls: list[ParsedCall] = []
    errors: list[str] = []

    if CALL_OPEN in rest or "<function=" in rest:
        content_parts = []
        position = 0
        for match in _CALL_BLOCK_RE.finditer(rest):
            content_parts.append(rest[position:match.start()])
            found, error = _parse_tagged_block(match.group(1))
            calls.extend(found)
            if error:
                errors.append(error)
            position = match.end()
        content_parts.append(rest[position:])
        content = "".join(content_parts)
        if "<function=" in content:  # Qwen3.5 sometimes drops the <tool_call> wrapper
            calls.extend(_parse_xml_function(content))
            content = _FUNCTION_RE.sub("", content)
        return ParsedOutput(content.strip(), thinking, tuple(calls), tuple(errors))

    stripped = rest.strip()
    for fenced in _FENCE_RE.finditer(stripped):
        try:
            decoded = _loads_lenient(fenced.group(1))
            fenced_calls = _call_from_object(decoded)
        except (ValueError, RecursionError):
            continue
        if fenced_calls:
            calls.extend(fenced_calls)
            stripped = stripped.replace(fenced.group(0), "", 1)
    if calls:
        return ParsedOutput(stripped.strip(), thinking, tuple(calls), ())

    found_calls, spans = _scan_bare_json(stripped)
    if found_calls:
        content = stripped
        for start, end in reversed(spans):
            content = content[:start] + content[end:]
        return ParsedOutput(content.strip(), thinking, tuple(found_calls), ())
    return ParsedOutput(stripped, thinking, (), ())


class StreamSplitter:
    """Classifies streamed text as thinking, visible content or call markup, as it arrives.

    Partial tags are held back until they can be decided, so the UI never shows ``<tool_c``.
    Content that starts like bare JSON (``{``, ``[`` or a code fence) is held back too: it may
    turn out to be a call. ``finish()`` flushes whatever is left.
    """

    _TAGS = (THINK_OPEN, THINK_CLOSE, CALL_OPEN, CALL_CLOSE)

    def __init__(self, thinking_open: bool = False) -> None:
        self.state = "thinking" if thinking_open else "content"
        self._pending = ""
        self._content_seen = False
        self._holding_json = False
        self._held = ""

    def feed(self, text: str) -> list[tuple[str, str]]:
        """Add streamed text; return (kind, text) pieces that can be shown now."""
        self._pending += text
        out: list[tuple[str, str]] = []
        while self._pending:
            index = self._pending.find("<")
            if index < 0:
                self._emit(self._pending, out)
                self._pending = ""
                break
            if index > 0:
                self._emit(self._pending[:index], out)
                self._pending = self._pending[index:]
            tag = next((t for t in self._TAGS if self._pending.startswith(t)), None)
            if tag is None:
                if any(t.startswith(self._pending[: len(t)]) for t in self._TAGS) and len(
                    self._pending
                ) < max(len(t) for t in self._TAGS):
                    break  # might still become a tag
                self._emit(self._pending[0], out)
                self._pending = self._pending[1:]
                continue
            self._pending = self._pending[len(tag):]
            if tag == THINK_OPEN:
                self.state = "thinking"
            elif tag == THINK_CLOSE:
                self.state = "content"
            elif tag == CALL_OPEN:
                self.state = "call"
            else:
                self.state = "content"
        return out

    def _emit(self, text: str, out: list[tuple[str, str]]) -> None:
        if not text:
            return
        if self.state == "content":
            if not self._content_seen:
                stripped = text.lstrip()
                if not stripped:
                    return
                self._content_seen = True
                if stripped[0] in "{[`":
                    self._holding_json = True
                text = stripped
            if self._holding_json:
                self._held += text
                return
        kind = "content" if self.state == "content" else self.state
        if out and out[-1][0] == kind:
            out[-1] = (kind, out[-1][1] + text)
        else:
            out.append((kind, text))

    def finish(self) -> list[tuple[str, str]]:
        """Flush held text at the end of the stream (held JSON is returned as 'held')."""
        out: list[tuple[str, str]] = []
        if self._pending:
            self._emit(self._pending, out)
            self._pending = ""
        if self._held:
            out.append(("held", self._held))
            self._held = ""
        return out
