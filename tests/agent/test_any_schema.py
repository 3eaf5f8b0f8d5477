"""Issue 29, item 5: any valid schema, never a crash.

On a 280-case BFCL sample `botpsy calls` crashed at case 277 and ended the run: a property
with no ``type`` (legal JSON Schema: any value) raised ``AssertionError: Unrecognized schema``
in the grammar converter. Every shape a user, a connector or a benchmark passes is handled
(what the converter cannot read gets a permissive rule), llama.cpp itself compiles the
grammar, and a case that still fails is its own output line, never the end of the run."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from app.agent.backends import GenerationOptions
from app.agent.calls import declared_tool, predict_calls
from app.agent.grammar import build_call_grammar
from tests.support.doubles import ScriptedBackend

SHAPES = {
    "a property with no type (any value)": {"data": {"description": "The dataset to clean"}},
    "an empty schema": {"x": {}},
    "true": {"x": True},
    "false": {"x": False},
    "Python type names (BFCL)": {"f": {"type": "float"}, "d": {"type": "dict"},
                                 "t": {"type": "tuple", "items": {"type": "integer"}},
                                 "b": {"type": "bool"}, "a": {"type": "any"}},
    "a type list with an unknown name": {"x": {"type": ["string", "whatever"]}},
    "an empty enum and an empty anyOf": {"x": {"enum": []}, "y": {"anyOf": []}},
    "a mixed enum": {"x": {"enum": [1, "a", None, {"k": 2}]}},
    "a reference to nothing": {"x": {"$ref": "#/definitions/missing"}},
    "a reference it has": {"x": {"$ref": "#/$defs/city"}},
    "the old tuple form of items": {"x": {"type": "array", "items": [{"type": "string"},
                                                                      {"type": "integer"}]}},
    "allOf of conflicting types": {"x": {"allOf": [{"type": "string"}, {"type": "integer"}]}},
    "a pattern that is not a regular expression": {"x": {"type": "string", "pattern": "(["}},
    "nested 60 deep": {"x": json.loads('{"type": "array", "items": ' * 60 + "{}" + "}" * 60)},
    "additionalProperties as a schema": {"x": {"type": "object", "additionalProperties": {
        "type": "integer"}}},
    "a const object": {"x": {"const": {"a": [1, 2]}}},
}


def case_tool(properties: dict[str, Any]) -> dict[str, Any]:
    return {"type": "function", "function": {
        "name": "clean_data", "description": "Clean a dataset.",
        "parameters": {"type": "object", "properties": properties,
                       "$defs": {"city": {"type": "string"}}}}}


@pytest.mark.parametrize("properties", list(SHAPES.values()), ids=list(SHAPES))
def test_every_shape_gets_a_grammar_both_engines_compile(properties: dict[str, Any]) -> None:
    from llama_cpp.llama_grammar import LlamaGrammar
    from llguidance import LLMatcher
    from llguidance.gbnf_to_lark import gbnf_to_lark

    tool = declared_tool(case_tool(properties))
    for style in ("hermes", "json", "xml"):
        text = build_call_grammar([tool], style)  # type: ignore[list-item]
        assert "root ::=" in text
        LlamaGrammar.from_string(text, verbose=False)  # the real parser accepts it
        # and so does llguidance (app/agent/constrained.py), without falling back
        assert LLMatcher.validate_grammar(LLMatcher.grammar_from_lark(gbnf_to_lark(text))) == ""


def test_python_type_names_are_read_as_json_ones() -> None:
    tool = case_tool(SHAPES["Python type names (BFCL)"] | SHAPES[
        "a property with no type (any value)"])
    arguments = {"f": 1.5, "d": {"k": 1}, "t": [1, 2], "b": True, "a": "anything",
                 "data": [1, "x"]}
    model = ScriptedBackend([f"<tool_call>\n{json.dumps({'name': 'clean_data', 'arguments': arguments})}"
                             "\n</tool_call>"])
    result = predict_calls(model, [{"role": "user", "content": "Clean it."}], [tool],
                           GenerationOptions(temperature=0.0), use_grammar=True, retry=False,
                           probe_parallel=False)
    assert result.calls == [{"name": "clean_data", "arguments": arguments}]
    wrong = ScriptedBackend(['<tool_call>\n{"name": "clean_data", "arguments": {"f": "x"}}'
                             "\n</tool_call>"])
    refused = predict_calls(wrong, [{"role": "user", "content": "Clean it."}], [tool],
                            GenerationOptions(temperature=0.0), use_grammar=False, retry=False,
                            probe_parallel=False)
    assert refused.calls == []  # "float" still means a number when the arguments are checked


def test_a_failing_case_is_its_own_line_and_the_run_goes_on(tmp_path: Path,
                                                            monkeypatch: Any) -> None:
    from app import cli
    from app.agent import calls

    cases = tmp_path / "cases.jsonl"
    cases.write_text("\n".join(json.dumps({"id": name, "messages": [
        {"role": "user", "content": "Clean it."}], "tools": [case_tool({})]})
        for name in ("first", "bad", "last")) + "\n")
    real = calls.predict_calls

    def predict(backend: Any, messages: Any, tools: Any, *args: Any, **kwargs: Any) -> Any:
        if predict.count == 1:  # the second case hits a bug
            predict.count += 1
            raise AssertionError("Unrecognized schema: {...}")
        predict.count += 1
        return real(backend, messages, tools, *args, **kwargs)

    predict.count = 0  # type: ignore[attr-defined]
    monkeypatch.setattr(calls, "predict_calls", predict)
    monkeypatch.setattr(cli, "_make_backend", lambda spec, args: ScriptedBackend(
        ["No call needed."] * 4))
    out = tmp_path / "out.jsonl"
    monkeypatch.setattr("sys.stderr", io.StringIO())
    assert cli.main(["calls", "--model", "x.gguf", "--in", str(cases), "--out", str(out),
                     "--no-probe"]) == 0
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [line["id"] for line in lines] == ["first", "bad", "last"]
    assert "Unrecognized schema" in lines[1]["error"] and lines[1]["calls"] == []
    assert "error" not in lines[2]
