"""`botpsy calls` on schemas it has never seen (issue 14): the look for a further parallel call
costs a whole constrained generation, so it runs only while the request names something no
call carries yet; a call to an address the user never wrote was invented and is dropped."""

from __future__ import annotations

import json
from typing import Any

from app.agent.calls import predict_calls
from tests.support.doubles import ScriptedBackend

WEATHER = {"type": "function", "function": {
    "name": "get_weather", "description": "Weather for a city.",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}},
                   "required": ["city"]}}}
EMAIL = {"type": "function", "function": {
    "name": "send_email", "description": "Send an email.",
    "parameters": {"type": "object", "properties": {"to": {"type": "string"},
                                                    "body": {"type": "string"}},
                   "required": ["to", "body"]}}}


def call(name: str, **arguments: Any) -> str:
    return f"<tool_call>\n{json.dumps({'name': name, 'arguments': arguments})}\n</tool_call>"


class Probing(ScriptedBackend):
    """A scripted model that can continue its own turn, counting the probes."""

    supports_assistant_prefix = True

    def __init__(self, turns: list[str]) -> None:
        super().__init__(turns)
        self.probes = 0

    def chat_turn(self, messages, tools, options, cancel=None, on_text=None):  # type: ignore[no-untyped-def]
        if options.assistant_prefix:
            self.probes += 1
        return super().chat_turn(messages, tools, options, cancel, on_text)


def ask(backend: Probing, text: str, tools: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return predict_calls(backend, [{"role": "user", "content": text}], tools).calls


def test_a_call_that_covers_the_request_is_not_probed_further() -> None:
    backend = Probing([call("get_weather", city="Paris")])
    assert ask(backend, "What's the weather in Paris?", [WEATHER]) == [
        {"name": "get_weather", "arguments": {"city": "Paris"}}]
    assert backend.probes == 0


def test_a_city_no_call_carries_yet_is_probed_for_and_found() -> None:
    rome = json.dumps({"name": "get_weather", "arguments": {"city": "Rome"}}) + "\n</tool_call>"
    backend = Probing([call("get_weather", city="Paris"), rome])
    found = ask(backend, "Weather in Paris and Rome?", [WEATHER])
    assert [c["arguments"]["city"] for c in found] == ["Paris", "Rome"]
    assert backend.probes == 1  # Rome found: nothing named is left to look for


def test_an_extra_call_that_carries_nothing_new_is_not_kept() -> None:
    again = json.dumps({"name": "get_weather", "arguments": {"city": "paris"}}) + "\n</tool_call>"
    backend = Probing([call("get_weather", city="Paris"), again])
    assert len(ask(backend, "Weather in Paris and Rome?", [WEATHER])) == 1


def test_an_address_the_user_never_wrote_is_dropped() -> None:
    backend = Probing([call("send_email", to="user@example.com", body="Good morning!")])
    assert ask(backend, "Good morning!", [EMAIL]) == []
    given = Probing([call("send_email", to="ann@example.org", body="hi")])
    assert ask(given, "Say hi to ann@example.org", [EMAIL]) == [
        {"name": "send_email", "arguments": {"to": "ann@example.org", "body": "hi"}}]
