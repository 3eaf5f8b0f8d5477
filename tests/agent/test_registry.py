"""Validation against the tool's schema, with the safe coercions only."""

from __future__ import annotations

import pytest

from app.agent.registry import ToolRegistry, UnknownToolError, coerce, validate_arguments
from connectors.base import Effect, Tool, ToolDefinitionError, ToolResult
from tests.support.doubles import Recorder, send_tool


def test_safe_coercions() -> None:
    schema = {"type": "object", "properties": {
        "n": {"type": "integer"}, "x": {"type": "number"}, "flag": {"type": "boolean"},
        "to": {"type": "array", "items": {"type": "string"}},
        "opt": {"type": "string"}, "obj": {"type": "object"}}, "required": ["n"]}
    value = coerce({"n": "15", "x": "2.5", "flag": "true", "to": "bob@example.com",
                    "opt": None, "obj": '{"a": 1}'}, schema)
    assert value == {"n": 15, "x": 2.5, "flag": True, "to": ["bob@example.com"],
                     "obj": {"a": 1}}
    assert coerce({"n": "fifteen"}, schema) == {"n": "fifteen"}  # not guessed
    assert coerce({"to": '["a@x", "b@x"]'}, schema) == {"to": ["a@x", "b@x"]}


def test_validation_reports_what_is_wrong() -> None:
    tool = send_tool(Recorder())
    args, problem = validate_arguments(tool, {"to": ["a@x"], "subject": "s", "body": "b",
                                              "priority": "9"})
    assert problem is not None and "priority" in problem.message
    args, problem = validate_arguments(tool, '{"to": ["a@x"], "subject": "s", "body": "b"}')
    assert problem is None and args["to"] == ["a@x"]
    _, problem = validate_arguments(tool, "not json")
    assert problem is not None and "JSON" in problem.message
    _, problem = validate_arguments(tool, {"to": ["a@x"], "subject": "s", "body": "b", "x": 1})
    assert problem is not None and "Parameters: to, subject, body, priority" in problem.message


def test_registry_names_the_available_tools_for_unknown_ones() -> None:
    registry = ToolRegistry([send_tool(Recorder())])
    with pytest.raises(UnknownToolError, match="Available tools: mail_send"):
        registry.get("mail_sned")
    with pytest.raises(ValueError, match="duplicate"):
        registry.add(send_tool(Recorder()))


@pytest.mark.parametrize("kwargs,message", [
    ({"name": "Send"}, "connector"),
    ({"description": " "}, "description"),
    ({"parameters": {"type": "string"}}, "object schema"),
    ({"parameters": {"type": "object", "properties": {"a": {"type": "nope"}}}}, "invalid schema"),
    ({"effect": Effect.SEND, "summarize": None}, "summary"),
    # a filter is an optional argument of a read (calls.unasked_filters may leave it out)
    ({"filters": ("query",)}, "filters"),
    ({"filters": ("q",), "parameters": {"type": "object", "required": ["q"],
                                        "properties": {"q": {"type": "string"}}}}, "filters"),
    ({"filters": ("q",), "effect": Effect.SEND, "summarize": lambda a: "x",
      "parameters": {"type": "object", "properties": {"q": {"type": "string"}}}}, "filters"),
    ({"filter_words": ("mail.unread",)}, "filter_words"),  # the concepts of no filter
    # a flag is an optional yes/no argument of a read
    ({"flags": (("unread", "mail.unread"),)}, "flag"),
    ({"flags": (("unread", "mail.unread"),), "parameters": {
        "type": "object", "properties": {"unread": {"type": "string"}}}}, "flag"),
    ({"flags": (("unread", "mail.unread"),), "effect": Effect.SEND, "summarize": lambda a: "x",
      "parameters": {"type": "object", "properties": {"unread": {"type": "boolean"}}}}, "flag"),
])
def test_tool_declarations_are_checked_when_defined(kwargs, message) -> None:  # type: ignore[no-untyped-def]
    base = dict(name="mail_send", description="Send.", parameters={"type": "object"},
                effect=Effect.READ, function=lambda: ToolResult("x"))
    base.update(kwargs)
    with pytest.raises(ToolDefinitionError, match=message):
        Tool(**base)
