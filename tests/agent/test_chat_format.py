"""Prompt rendering: the model's template, the fallback, broken templates."""

from __future__ import annotations

import pytest

from app.agent.chat_format import ChatFormat, TemplateError
from app.agent.parsing import parse_output

TOOLS = [{"type": "function", "function": {"name": "weather_get", "description": "Weather",
          "parameters": {"type": "object", "properties": {"city": {"type": "string"}}}}}]


def test_fallback_template_is_qwen35_style_and_append_only() -> None:
    fmt = ChatFormat.fallback()
    assert fmt.call_style == "xml" and "<|im_end|>" in fmt.stop_strings
    messages = [{"role": "system", "content": "S"}, {"role": "user", "content": "Hi <b>"}]
    first = fmt.render(messages, TOOLS)
    assert "<tools>\n{\"type\": \"function\"" in first.text  # no HTML escaping of JSON
    assert first.text.endswith("<|im_start|>assistant\n<think>\n\n</think>\n\n")
    assert not first.thinking_open
    assert fmt.render(messages, TOOLS, enable_thinking=True).thinking_open
    reply = ("<think>\nx\n</think>\n\n<tool_call>\n<function=weather_get>\n"
             "<parameter=city>\nParis\n</parameter>\n</function>\n</tool_call>")
    more = messages + [{"role": "assistant", "content": reply},
                       {"role": "tool", "content": '{"t": 1}'}]
    second = fmt.render(more, TOOLS, enable_thinking=True).text
    without_gen = fmt.render(messages + [{"role": "assistant", "content": reply}], TOOLS,
                             add_generation_prompt=False).text
    assert second.startswith(without_gen)  # history rendered verbatim, thinking kept
    assert "<tool_response>\n{\"t\": 1}\n</tool_response>" in second


@pytest.mark.parametrize(("thinking", "reply"), [
    (False, "Hello, how can I help?"),  # what the model writes after the empty think block
    (True, "The user greets me.\n</think>\n\nHello!"),  # after the opened <think>
    (False, "<tool_call>\n<function=weather_get>\n<parameter=city>\nParis\n</parameter>\n"
            "</function>\n</tool_call>"),
])
def test_fallback_history_is_what_the_generation_prompt_and_reply_were(
        thinking: bool, reply: str) -> None:
    """The model's reply is stored as it wrote it (no think block of its own when thinking
    is off); the next prompt must start with exactly prompt + reply, or the transcript
    cannot be extended and the whole conversation is read again."""
    fmt = ChatFormat.fallback()
    messages = [{"role": "system", "content": "S"}, {"role": "user", "content": "Hi"}]
    prompt = fmt.render(messages, TOOLS, enable_thinking=thinking).text
    after = messages + [{"role": "assistant", "content": reply},
                        {"role": "user", "content": "And?"}]
    assert fmt.render(after, TOOLS, enable_thinking=thinking).text.startswith(prompt + reply)


def test_fallback_renders_structured_tool_calls_in_the_xml_format() -> None:
    fmt = ChatFormat.fallback()
    text = fmt.render([{"role": "user", "content": "x"},
                       {"role": "assistant", "content": "", "tool_calls": [
                           {"function": {"name": "weather_get", "arguments": {"city": "Rome"}}}]}],
                      TOOLS, add_generation_prompt=False).text
    [call] = parse_output(text.split("<|im_start|>assistant\n")[1]).calls
    assert (call.name, call.arguments) == ("weather_get", {"city": "Rome"})


def test_system_prefix_is_a_prefix_of_every_conversation() -> None:
    fmt = ChatFormat.fallback()
    prefix = fmt.system_prefix("S", TOOLS)
    assert prefix.endswith("<|im_end|>\n") and "<tools>" in prefix
    for user in ("a", "Zebra", ""):
        assert fmt.render([{"role": "system", "content": "S"},
                           {"role": "user", "content": user}], TOOLS).text.startswith(prefix)


def test_a_template_that_raises_gives_a_clear_error() -> None:
    fmt = ChatFormat("{{ raise_exception('Conversation roles must alternate') }}")
    with pytest.raises(TemplateError, match="roles must alternate"):
        fmt.render([{"role": "user", "content": "x"}])
    broken = ChatFormat("{% for m in messages %}{{ m.content.nope() }}{% endfor %}")
    with pytest.raises(TemplateError, match="failed"):
        broken.render([{"role": "user", "content": "x"}])
    with pytest.raises(TemplateError, match="not valid Jinja"):
        ChatFormat("{% for %}")


def test_templates_are_sandboxed() -> None:
    evil = ChatFormat("{{ messages.__class__.__mro__[1].__subclasses__() }}")
    with pytest.raises(TemplateError):
        evil.render([{"role": "user", "content": "x"}])
