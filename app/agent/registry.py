"""The tool registry and argument validation.

Small models write arguments that are nearly right: ``"15"`` for an integer, ``"true"`` for a
boolean, one address where a list is expected, ``null`` for an optional field. The safe
coercions below fix exactly those; everything else is reported back to the model as an error
it can act on.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import jsonschema
from referencing import Registry, Resource
from referencing.exceptions import NoSuchResource, Unresolvable

from app.agent.messages import to_model
from connectors.base import Tool


class UnknownToolError(LookupError):
    """The model asked for a tool that does not exist."""


@dataclass(frozen=True)
class ValidationProblem:
    """Why a call's arguments were refused, phrased for the model."""

    message: str


class ToolRegistry:
    """All tools the agent may use, by name."""

    def __init__(self, tools: Iterable[Tool] = ()) -> None:
        self._tools: dict[str, Tool] = {}
        for tool in tools:
            self.add(tool)

    def add(self, tool: Tool) -> None:
        """Register a tool; names must be unique."""
        if tool.name in self._tools:
            raise ValueError(f"duplicate tool name {tool.name}")
        self._tools[tool.name] = tool

    def get(self, name: str) -> Tool:
        """Return a tool or raise UnknownToolError with the list of known names."""
        try:
            return self._tools[name]
        except KeyError:
            raise UnknownToolError(
                to_model("model.unknown_tool", name=repr(name),
                         tools=", ".join(sorted(self._tools)))
            ) from None

    def __contains__(self, name: object) -> bool:
        return name in self._tools

    def __iter__(self):
        return iter(self._tools.values())

    def __len__(self) -> int:
        return len(self._tools)

    def names(self) -> list[str]:
        """Return the tool names in registration order."""
        return list(self._tools)

    def openai_schemas(self) -> list[dict[str, Any]]:
        """Return every tool as an OpenAI-style function declaration."""
        return [tool.openai_schema() for tool in self._tools.values()]


def _refuse_retrieval(uri: str) -> Resource[Any]:
    raise NoSuchResource(ref=uri)  # type: ignore[call-arg]  # never fetched: no network, ever


NO_RETRIEVAL: Registry[Any] = Registry(retrieve=_refuse_retrieval)  # type: ignore[call-arg]


def _types(schema: Mapping[str, Any]) -> set[str]:
    kind = schema.get("type")
    if isinstance(kind, str):
        return {kind}
    if isinstance(kind, list):
        return set(kind)
    return set()


def _coerce_text(value: str, schema: Mapping[str, Any], types: set[str]) -> Any:
    """A string where the schema wants a number, a boolean, an array or an object."""
    text = value.strip()
    if "string" in types:
        return value
    if "integer" in types:
        try:
            return int(text)
        except ValueError:
            try:
                as_float = float(text)
            except ValueError:
                return value
            return int(as_float) if as_float.is_integer() else value
    if "number" in types:
        try:
            number = float(text)
        except ValueError:
            return value
        return int(number) if number.is_integer() and "." not in text else number
    if "boolean" in types:
        return {"true": True, "yes": True, "false": False, "no": False}.get(text.lower(), value)
    if types & {"array", "object"}:
        if text[:1] in "[{":
            try:
                parsed = json.loads(text)
            except ValueError:
                parsed = None
            if parsed is not None:
                return coerce(parsed, schema)
        if "array" in types and _types(schema.get("items", {})) <= {"string"}:
            return [value]
    return value


def _coerce_object(value: dict[str, Any], schema: Mapping[str, Any]) -> dict[str, Any]:
    properties = schema.get("properties", {})
    required = set(schema.get("required", []))
    out = {}
    for key, item in value.items():
        if item is None and key not in required and "null" not in _types(
            properties.get(key, {})
        ):
            continue  # small models write null for "not given"
        out[key] = coerce(item, properties[key]) if key in properties else item
    return out


def coerce(value: Any, schema: Mapping[str, Any]) -> Any:
    """Apply the safe coercions to ``value`` for ``schema`` (returns a new value)."""
    types = _types(schema)
    if isinstance(value, str):
        return _coerce_text(value, schema, types)
    if isinstance(value, float) and "integer" in types and value.is_integer():
        return int(value)
    if isinstance(value, list) and "array" in types:
        item_schema = schema.get("items", {})
        return [coerce(item, item_schema) for item in value]
    if isinstance(value, dict) and "object" in types:
        return _coerce_object(value, schema)
    return value


def validate_arguments(tool: Tool, arguments: Any) -> tuple[dict[str, Any], ValidationProblem | None]:
    """Coerce and validate a call's arguments against the tool's schema.

    Returns:
        The coerced arguments and None, or the original arguments and the problem.
    """
    if arguments is None:
        arguments = {}
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments) if arguments.strip() else {}
        except ValueError:
            return {}, ValidationProblem(f"Arguments for {tool.name} are not a JSON object.")
    if not isinstance(arguments, dict):
        return {}, ValidationProblem(f"Arguments for {tool.name} must be a JSON object.")
    coerced = coerce(copy.deepcopy(arguments), tool.parameters)
    schema = dict(tool.parameters)
    # An argument the tool does not declare is refused now, not after the user approved a
    # call that then fails (or silently ignores what the dialog showed).
    schema.setdefault("additionalProperties", False)
    validator = jsonschema.Draft202012Validator(schema, registry=NO_RETRIEVAL)
    try:
        errors = sorted(validator.iter_errors(coerced), key=lambda e: list(e.absolute_path))
    except (jsonschema.exceptions.SchemaError, Unresolvable, LookupError, RecursionError) as err:
        # Unresolvable $refs (never fetched) land here, as do schemas too deep to check.
        return arguments, ValidationProblem(
            f"The schema of {tool.name} cannot be checked ({type(err).__name__}): it refers to "
            "something that is not part of it, and nothing is ever fetched.")
    if errors:
        parts = []
        for error in errors[:5]:
            where = ".".join(str(p) for p in error.absolute_path)
            parts.append(f"{where}: {error.message}" if where else error.message)
        allowed = ", ".join(tool.parameters.get("properties", {}).keys()) or "none"
        return arguments, ValidationProblem(
            f"Invalid arguments for {tool.name}: " + "; ".join(parts) +
            f". Parameters: {allowed}."
        )
    return coerced, None
