"""Grammar-constrained decoding of tool calls (llama.cpp GBNF).

The grammar lets the model either answer in plain text or write calls in its own format
(Hermes JSON in <tool_call> tags, Qwen3.5 XML, or bare JSON), and inside a call it allows only
the names of active tools and arguments that match their JSON Schemas. The agent uses it
(``AgentConfig.use_grammar``), lazily: it decides how a turn starts and is dropped once the turn
is plain text; docs/benchmarks.md (calls_accuracy) has the measurements.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from connectors.base import Tool

#: plain text only: no call markup, no JSON, no code fence at the start
TEXT_ONLY_GRAMMAR = "root ::= [^<{\\[`\\x00 \\n] [^\\x00]*\n"


def _literal(text: str) -> str:
    return json.dumps(text)  # a JSON string literal is a valid GBNF literal for our characters


def build_call_grammar(tools: Sequence[Tool], call_style: str, single: str | None = None,
                       calls_only: bool = False) -> str:
    """Return GBNF text for "plain text, or one or more calls to these tools" (with
    ``calls_only``: one or more calls, no text).

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
                        "arguments": dict(tool.parameters),
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
