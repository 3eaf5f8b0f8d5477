"""Reading calls out of model text: every format, several calls, garbage."""

from __future__ import annotations

import pytest

from app.agent.parsing import StreamSplitter, parse_output

QWEN35 = """<tool_call>
<function=mail_send>
<parameter=to>
["bob@example.com"]
</parameter>
<parameter=body>
Line one
Line two
</parameter>
</function>
</tool_call>"""


def test_qwen35_xml_call_keeps_multiline_values() -> None:
    out = parse_output(QWEN35)
    [call] = out.calls
    assert call.name == "mail_send"
    assert call.arguments == {"to": '["bob@example.com"]', "body": "Line one\nLine two"}
    assert out.content == ""


def test_hermes_calls_several_in_one_turn_with_text_around() -> None:
    text = ('Sure.\n<tool_call>\n{"name": "weather_get", "arguments": {"city": "Paris"}}\n'
            '</tool_call>\n<tool_call>\n{"name": "weather_get", "arguments": "{\\"city\\": '
            '\\"Rome\\"}"}\n</tool_call>')
    out = parse_output(text)
    assert [c.arguments for c in out.calls] == [{"city": "Paris"}, {"city": "Rome"}]
    assert out.content == "Sure."


@pytest.mark.parametrize("text", [
    '{"name": "weather_get", "arguments": {"city": "Paris"}}',
    '```json\n{\n  "name": "weather_get",\n  "arguments": {"city": "Paris"}\n}\n```',
    'I will check.\n{"name": "weather_get", "parameters": {"city": "Paris"}}',
    '[{"name": "weather_get", "arguments": {"city": "Paris"}}]',
    '{"function": {"name": "weather_get", "arguments": "{\\"city\\": \\"Paris\\"}"}}',
    '{"tool_calls": [{"function": {"name": "weather_get", "arguments": {"city": "Paris"}}}]}',
    "<tool_call>\n{'name': 'weather_get', 'arguments': {'city': 'Paris'}}\n</tool_call>",
    '<tool_call>\n{"name": "weather_get", "arguments": {"city": "Paris"}\n</tool_call>',
    '<tool_call>\n<function=weather_get>\n<parameter=city>\nParis\n</parameter>\n</function>',
    '<function=weather_get>\n<parameter=city>\nParis\n</parameter>\n</function>',
])
def test_every_format_small_models_write(text: str) -> None:
    out = parse_output(text)
    assert [(c.name, c.arguments) for c in out.calls] == [("weather_get", {"city": "Paris"})]


def test_bare_json_list_gives_parallel_calls() -> None:
    out = parse_output('```json\n[{"name": "a_b", "arguments": {}}, '
                       '{"name": "c_d", "arguments": {"x": 1}}]\n```')
    assert [c.name for c in out.calls] == ["a_b", "c_d"]


def test_json_that_is_not_a_call_stays_text() -> None:
    text = 'Here is the data: {"city": "Paris", "temp": 12}'
    out = parse_output(text)
    assert out.calls == () and out.content == text


@pytest.mark.parametrize("garbage", ["<tool_call>\n{not json at all\n</tool_call>",
                                     "<tool_call></tool_call>",
                                     '<tool_call>{"city": "Paris"}</tool_call>'])
def test_unreadable_tagged_calls_become_errors_for_the_model(garbage: str) -> None:
    out = parse_output(garbage)
    assert out.calls == () and len(out.errors) == 1


def test_plain_answers_and_random_bytes_are_just_text() -> None:
    assert parse_output("The weather is fine.").content == "The weather is fine."
    noise = "\x00\ufffd<<>>{{[[ </tool_call> \u202e"
    out = parse_output(noise)
    assert out.calls == ()


def test_thinking_is_kept_apart() -> None:
    out = parse_output("<think>\nThe user wants Paris.\n</think>\n\nIt is sunny.")
    assert (out.thinking, out.content) == ("The user wants Paris.", "It is sunny.")
    opened = parse_output("Need the tool.\n</think>\n" + QWEN35, thinking_open=True)
    assert opened.thinking == "Need the tool." and opened.calls[0].name == "mail_send"
    unfinished = parse_output("still thinking about it", thinking_open=True)
    assert (unfinished.thinking, unfinished.content) == ("still thinking about it", "")


def test_stream_splitter_hides_call_markup_and_partial_tags() -> None:
    splitter = StreamSplitter(thinking_open=True)
    pieces = []
    for chunk in ["Hm", "m.</th", "ink>\n\nHello <b>", " there", "<tool_", "call>\n{\"na",
                  "me\"}</tool_call>"]:
        pieces.extend(splitter.feed(chunk))
    pieces.extend(splitter.finish())
    text = {kind: "".join(t for k, t in pieces if k == kind) for kind, _ in pieces}
    assert text["thinking"] == "Hmm."
    assert text["content"] == "Hello <b> there"
    assert text["call"] == '\n{"name"}'


def test_stream_splitter_holds_back_bare_json() -> None:
    splitter = StreamSplitter()
    assert splitter.feed('{"name": "a_b",') == []
    assert splitter.finish() == [("held", '{"name": "a_b",')]
