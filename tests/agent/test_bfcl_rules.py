"""The BFCL benchmark's AST rules (tests/benchmarks/bfcl.py), on hand-made cases: a scorer that
accepts anything would make its figures meaningless."""

from __future__ import annotations

from typing import Any

import pytest

from tests.benchmarks.bfcl import case_ok, tool_name

FUNCTIONS = {"math_area": {"name": "math.area", "parameters": {
    "type": "dict", "required": ["base", "height"],
    "properties": {"base": {"type": "integer"}, "height": {"type": "float"},
                   "unit": {"type": "string"}}}}}
EXPECTED = {"math_area": {"base": [10], "height": [5.0], "unit": ["units", ""]}}


def case(category: str = "simple", expected: list[Any] | None = None) -> dict[str, Any]:
    return {"category": category, "functions": FUNCTIONS,
            "expected": [EXPECTED] if expected is None else expected}


def call(**arguments: Any) -> dict[str, Any]:
    return {"name": "math_area", "arguments": arguments}


@pytest.mark.parametrize(("calls", "right"), [
    ([call(base=10, height=5)], True),  # an int for a float; the optional unit left out
    ([call(base=10, height=5.0, unit="Units")], True),  # strings: case and spaces ignored
    ([call(base=10.0, height=5)], False),  # a float for an integer
    ([call(base=10)], False),  # a required parameter missing
    ([call(base=10, height=5, colour="red")], False),  # a parameter it does not have
    ([call(base=10, height=5, unit="metres")], False),
    ([{"name": "math_volume", "arguments": {"base": 10, "height": 5}}], False),
    ([call(base=10, height=5), call(base=10, height=5)], False),  # one call too many
    ([], False),
])
def test_one_call_by_the_ast_rules(calls: list[dict[str, Any]], right: bool) -> None:
    assert case_ok(case(), calls) is right


def test_parallel_calls_match_in_any_order_and_irrelevance_wants_none() -> None:
    other = {"math_area": {"base": [3], "height": [4.0], "unit": [""]}}
    both = case("parallel", [EXPECTED, other])
    assert case_ok(both, [call(base=3, height=4), call(base=10, height=5)])
    assert not case_ok(both, [call(base=10, height=5), call(base=10, height=5)])
    assert case_ok(case("irrelevance", []), [])
    assert not case_ok(case("irrelevance", []), [call(base=1, height=1)])
    assert tool_name("math.area") == "math_area"
