"""Grammar-constrained decoding of tool calls (llama.cpp GBNF).

The grammar lets the model either answer in plain text or write calls in its own format
(Hermes JSON in <tool_call> tags, Qwen3.5 XML, or bare JSON), and inside a call it allows only
the names of active tools and arguments that match their JSON Schemas. The agent uses it
(``AgentConfig.use_grammar``), lazily: it decides how a turn starts and is dropped once the turn
is plain text; docs/benchmarks.md (calls_accuracy) has the measurements.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping, Sequence
from typing import Any

from connectors.base import Tool

log = logging.getLogger(__name__)

#: any JSON value: what a schema the converter cannot read becomes (never a crash)
ANY_VALUE: dict[str, Any] = {"type": ["string", "number", "integer", "boolean", "object",
                                      "array", "null"]}
_TYPES = {"string", "number", "integer", "boolean", "object", "array", "null"}
#: types other tools and benchmarks write (BFCL's Python names) and what they mean in JSON
_TYPE_NAMES = {"float": "number", "double": "number", "int": "integer", "long": "integer",
               "dict": "object", "map": "object", "tuple": "array", "list": "array",
               "bool": "boolean", "str": "string", "char": "string", "none": "null"}
#: what makes a schema one the converter knows how to turn into rules
_SHAPES = {"$ref", "oneOf", "anyOf", "allOf", "type", "const", "enum", "properties",
           "additionalProperties", "items", "prefixItems", "pattern"}

def grammar_schema(schema: Any, depth: int = 0) -> Any:
    """``schema`` in the shapes llama.cpp's converter reads: Python type names mapped to JSON
    ones, unknown types dropped, and any part it could not read (no type, ``true``, an empty
    ``anyOf``, nesting past 32 levels) allowed to be any value. The arguments are validated
    against the original schema afterwards (app/agent/registry.py): the grammar only keeps
    the model's output well formed."""
    if depth > 32 or not isinstance(schema, Mapping):
        return dict(ANY_VALUE)
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "type":
            names = value if isinstance(value, list) else [value]
            known = [t for t in (_TYPE_NAMES.get(str(n).lower(), str(n).lower())
                                 for n in names) if t in _TYPES]
            if known:
                out["type"] = known[0] if len(known) == 1 else sorted(set(known))
        elif key == "properties" and isinstance(value, Mapping):
            out[key] = {str(k): grammar_schema(v, depth + 1) for k, v in value.items()}
        elif key in ("items", "additionalProperties") and isinstance(value, Mapping):
            out[key] = grammar_schema(value, depth + 1)
        elif key in ("anyOf", "oneOf", "allOf", "prefixItems") and isinstance(value, list):
            if value:
                out[key] = [grammar_schema(v, depth + 1) for v in value]
        elif key == "enum" and isinstance(value, list):
            if value:
                out[key] = value
        elif key == "required" and isinstance(value, list):
            out[key] = [str(v) for v in value]
        elif key not in ("items", "additionalProperties", "properties"):
            out[key] = value
    if "items" in schema and isinstance(schema["items"], list):  # the old tuple form
        out["prefixItems"] = [grammar_schema(v, depth + 1) for v in schema["items"]]
    if not _SHAPES & set(out):
        return dict(ANY_VALUE)
    return out


def _inlined(schema: Any, root: Any, budget: list[int], depth: int = 0) -> Any:
    """``schema`` with its local references (``#/…``) replaced by what they point to, within
    a budget of nodes and depth (a recursive or huge schema ends in any value); a reference
    to anything else is never fetched: any value."""
    budget[0] -= 1
    if depth > 32 or budget[0] < 0:
        return dict(ANY_VALUE)
    if isinstance(schema, list):
        return [_inlined(item, root, budget, depth + 1) for item in schema]
    if not isinstance(schema, Mapping):
        return schema
    ref = schema.get("$ref")
    if isinstance(ref, str):
        target: Any = root
        if not ref.startswith("#"):
            return dict(ANY_VALUE)
        for part in ref[1:].split("/")[1:]:
            part = part.replace("~1", "/").replace("~0", "~")
            if not isinstance(target, Mapping) or part not in target:
                return dict(ANY_VALUE)
            target = target[part]
        return _inlined(target, root, budget, depth + 1)
    return {key: _inlined(value, root, budget, depth + 1) for key, value in schema.items()
            if key not in ("$defs", "definitions")}


def _arguments_schema(tool: Tool, converter_type: Any) -> dict[str, Any]:
    """The tool's arguments schema as the grammar uses it: its references inlined, cleaned
    (``grammar_schema``); an object of any arguments when even that cannot be turned into
    rules (said in the log, never an exception)."""
    try:
        schema = grammar_schema(_inlined(dict(tool.parameters), tool.parameters, [4000]))
        converter_type(prop_order={}, allow_fetch=False, dotall=False,
                       raw_pattern=False).visit(schema, "probe")
        return schema
    except Exception as err:  # any shape the converter cannot take: a permissive object
        log.warning("the grammar allows any arguments for %s (%s: %s)", tool.name,
                    type(err).__name__, err)
        return {"type": "object"}


def _literal(text: str) -> str:
    return json.dumps(text)  # a JSON string literal is a valid GBNF literal for our characters


def build_call_grammar(tools: Sequence[Tool], call_style: str,
                       single: str | None = None, calls_only: bool = False) -> str:
    """Return GBNF text for "plain text, or one or more calls to these tools" (with
    ``calls_only``: the calls, no text).

    With ``single``, the grammar is the rest of one call after an already written
    ``<tool_call>\n``: the call and its closing tag (used to ask for one more parallel call).
    """
    from llama_cpp.llama_grammar import SchemaConverter

    converter = SchemaConverter(
        prop_order={"name": 0, "arguments": 1}, allow_fetch=False, dotall=False,
        raw_pattern=False,
    )
    rules: list[str] = []
    if call_style == "xml":
        function_rules = []
        for index, tool in enumerate(tools):
            props = list(tool.parameters.get("properties", {}))
            name_rule = " | ".join(_literal(p) for p in props) if props else '"_"'
            rules.append(f"pname{index} ::= {name_rule}")
            rules.append(
                f'param{index} ::= "<parameter=" pname{index} ">\\n" pvalue "\\n</parameter>\\n"'
            )
            rules.append(
                f"fn{index} ::= {_literal('<function=' + tool.name + '>')} \"\\n\" "
                f"param{index}* \"</function>\""
            )
            function_rules.append(f"fn{index}")
        rules.append("pvalue ::= ( [^<] | \"<\" [^/] )*")
        rules.append(f"call ::= {' | '.join(function_rules)}")
        rules.append('calls ::= "<tool_call>\\n" call "\\n</tool_call>" '
                     '( "\\n<tool_call>\\n" call "\\n</tool_call>" )*')
    else:
        schema = {
            "anyOf": [
                {
                    "type": "object",
                    "properties": {
                        "name": {"const": tool.name},
                        "arguments": _arguments_schema(tool, SchemaConverter),
                    },
                    "required": ["name", "arguments"],
                }
                for tool in tools
            ]
        }
        schema = converter.resolve_refs(schema, "tools")
        converter.visit(schema, "call")
        # Small models also write calls as bare or fenced JSON: those forms are allowed (and
        # constrained) too, rather than forcing a model that "wants" a fence into plain text.
        rules.append('jsoncalls ::= call | "[" space call ( "," space call )* "]" space')
        rules.append('fenced ::= "```" "json"? "\\n" jsoncalls "\\n```"')
        if call_style == "hermes":
            rules.append('calls ::= "<tool_call>\\n" call "\\n</tool_call>" '
                         '( "\\n<tool_call>\\n" call "\\n</tool_call>" )* | fenced | jsoncalls')
        else:
            rules.append("calls ::= jsoncalls | fenced")
    if single == "fenced":
        rules.append('root ::= call "\\n```"')
        return converter.format_grammar() + "\n" + "\n".join(rules) + "\n"
    if single:
        rules.append('root ::= call "\\n</tool_call>"')
        return converter.format_grammar() + "\n" + "\n".join(rules) + "\n"
    if calls_only:
        rules.append("root ::= calls")
        return converter.format_grammar() + "\n" + "\n".join(rules) + "\n"
    rules.append("text ::= [^<{\\[`\\x00] [^\\x00]*")
    rules.append("root ::= calls | text")
    return converter.format_grammar() + "\n" + "\n".join(rules) + "\n"
