"""Real llama.cpp with the real GGUF stand-ins: load, render, generate, parse, loop.

Greedy decoding (temperature 0) makes these deterministic for a given model and llama.cpp.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import pytest

from app.agent import events as ev
from app.agent.backends import (
    BackendError,
    GenerationOptions,
    LlamaBackend,
    OpenAICompatibleBackend,
    load_backend,
)
from app.agent.calls import predict_calls
from app.agent.loop import Agent, AgentConfig
from app.agent.parsing import parse_output
from app.agent.registry import ToolRegistry
from app.agent.runner import TaskContext, ToolRunner
from connectors.base import Effect, Tool
from tests.support.doubles import Recorder, ScriptedConfirmer

pytestmark = pytest.mark.model

GREEDY = GenerationOptions(temperature=0.0, max_tokens=96)
WEATHER = {"type": "function", "function": {
    "name": "weather_get", "description": "Get the current weather for a city.",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}},
                   "required": ["city"]}}}


def weather_tool(recorder: Recorder) -> Tool:
    return Tool("weather_get", "Get the current weather for a city.",
                WEATHER["function"]["parameters"], Effect.READ, recorder)


def ask(text: str) -> list[dict]:
    return [{"role": "system", "content": "You are a helpful assistant."},
            {"role": "user", "content": text}]


def test_loads_with_its_embedded_template(qwen_backend: LlamaBackend) -> None:
    assert qwen_backend.info.architecture == "qwen2"
    assert qwen_backend.format.from_model and qwen_backend.call_style == "hermes"
    rendered = qwen_backend.format.render(ask("Hi"), [WEATHER]).text
    assert "<tools>" in rendered and '"name": "weather_get"' in rendered
    assert rendered.endswith("<|im_start|>assistant\n")


def test_generates_a_call_that_parses(qwen_backend: LlamaBackend) -> None:
    turn = qwen_backend.chat_turn(ask("What's the weather in Paris?"), [WEATHER], GREEDY)
    parsed = parse_output(turn.text, turn.thinking_open)
    assert [(c.name, c.arguments) for c in parsed.calls] == [("weather_get", {"city": "Paris"})]
    assert turn.finish_reason == "stop" and turn.generated_tokens > 5


def test_streams_text_and_stops_when_cancelled(qwen_backend: LlamaBackend) -> None:
    cancel = threading.Event()
    pieces: list[str] = []

    def on_text(piece: str) -> None:
        pieces.append(piece)
        if len(pieces) == 3:
            cancel.set()

    turn = qwen_backend.chat_turn(ask("Write a long poem about the sea."), [],
                                  GenerationOptions(temperature=0.0, max_tokens=200),
                                  cancel, on_text)
    assert turn.finish_reason == "cancelled" and turn.generated_tokens == 3
    assert "".join(pieces) == turn.text


def test_loop_end_to_end_with_a_real_model(qwen_backend: LlamaBackend) -> None:
    recorder = Recorder({"city": "Paris", "temperature_c": 17, "sky": "sunny"})
    registry = ToolRegistry([weather_tool(recorder)])
    agent = Agent(qwen_backend, registry, ToolRunner(registry, ScriptedConfirmer("deny")),
                  AgentConfig(options=GREEDY, max_steps=4))
    events: list = []
    stats: list[ev.StepStatsEvent] = []
    answer = agent.run([], "What's the weather in Paris?", TaskContext(),
                       lambda e: (events.append(e), isinstance(e, ev.StepStatsEvent)
                                  and stats.append(e)))
    # The 0.5B stand-in tends to repeat its call instead of answering: the loop must not run
    # it twice, and must end with a plain-text answer rather than loop to the step limit.
    assert recorder.calls == [{"city": "Paris"}]
    assert isinstance(events[-1], ev.AnswerEvent) and answer.strip()
    assert not parse_output(answer).calls and "<tool_call>" not in answer
    # step 2 evaluates only the tool result and the new turn, not the whole prompt again
    assert stats[1].evaluated_tokens < 80 < stats[1].prompt_tokens


def test_prefix_state_is_saved_and_restored(qwen_gguf: Path, tmp_path: Path) -> None:
    first = LlamaBackend(qwen_gguf, n_ctx=2048, state_dir=tmp_path)
    assert first.warm_prefix("You are BotPsy.", [WEATHER]) == "computed"
    assert first.warm_prefix("You are BotPsy.", [WEATHER]) == "cached"
    del first
    second = LlamaBackend(qwen_gguf, n_ctx=2048, state_dir=tmp_path)
    assert second.warm_prefix("You are BotPsy.", [WEATHER]) == "restored"
    turn = second.chat_turn([{"role": "system", "content": "You are BotPsy."},
                             {"role": "user", "content": "Weather in Rome?"}], [WEATHER], GREEDY)
    assert turn.evaluated_tokens < 30 < turn.prompt_tokens
    assert parse_output(turn.text).calls[0].arguments == {"city": "Rome"}


def test_a_model_without_template_uses_the_fallback(gemma_gguf: Path) -> None:
    backend = LlamaBackend(gemma_gguf, n_ctx=1024)
    assert not backend.format.from_model and backend.call_style == "xml"
    turn = backend.chat_turn(ask("Hello"), [WEATHER],
                             GenerationOptions(temperature=0.0, max_tokens=24))
    assert turn.generated_tokens > 0 and "<|im_end|>" not in turn.text
    parse_output(turn.text, turn.thinking_open)  # whatever a base model writes, no crash


def test_calls_retries_once_and_validates(qwen_backend: LlamaBackend) -> None:
    result = predict_calls(qwen_backend, [{"role": "user", "content": "Weather in Oslo please"}],
                           [WEATHER])
    assert result.calls == [{"name": "weather_get", "arguments": {"city": "Oslo"}}]


def test_bad_files_are_refused_with_a_clear_message(tmp_path: Path, qwen_gguf: Path) -> None:
    text = tmp_path / "notes.gguf"
    text.write_text("just some notes")
    with pytest.raises(BackendError, match="not a GGUF model file"):
        load_backend(str(text))
    truncated = tmp_path / "half.gguf"
    with qwen_gguf.open("rb") as source, truncated.open("wb") as out:
        out.write(source.read(50_000_000))
    with pytest.raises(BackendError, match="damaged or incomplete|incomplete"):
        load_backend(str(truncated))
    with pytest.raises(BackendError, match="does not exist"):
        load_backend(str(tmp_path / "missing.gguf"))


def test_context_overflow_is_an_error_not_a_crash(qwen_gguf: Path) -> None:
    backend = LlamaBackend(qwen_gguf, n_ctx=512)
    registry = ToolRegistry([weather_tool(Recorder())])
    agent = Agent(backend, registry, ToolRunner(registry, ScriptedConfirmer()),
                  AgentConfig(options=GREEDY))
    events: list = []
    agent.run([], "word " * 2000, sink=events.append)
    assert isinstance(events[-1], ev.ErrorEvent) and "too long" in events[-1].message


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def llama_server(qwen_gguf: Path, tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    """llama-cpp-python's own OpenAI-compatible server with the stand-in model."""
    port = _free_port()
    log = tmp_path_factory.mktemp("server") / "server.log"
    with log.open("w") as handle:
        process = subprocess.Popen(
            [sys.executable, "-m", "llama_cpp.server", "--model", str(qwen_gguf),
             "--host", "127.0.0.1", "--port", str(port), "--n_ctx", "2048"],
            stdout=handle, stderr=subprocess.STDOUT, env={**os.environ},
        )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail("llama_cpp.server exited: " + log.read_text()[-2000:])
        try:
            urllib.request.urlopen(url + "/v1/models", timeout=1).read()
            break
        except OSError:
            time.sleep(0.3)
    else:
        process.kill()
        pytest.fail("llama_cpp.server did not start: " + log.read_text()[-2000:])
    yield url
    process.terminate()
    process.wait(10)


def test_remote_backend_against_a_real_openai_compatible_server(llama_server: str) -> None:
    backend = OpenAICompatibleBackend(llama_server)
    pieces: list[str] = []
    turn = backend.chat_turn(ask("What's the weather in Paris?"), [WEATHER], GREEDY,
                             on_text=pieces.append)
    calls = [(c["name"], c["arguments"]) for c in turn.native_calls] or \
        [(c.name, c.arguments) for c in parse_output(turn.text).calls]
    assert calls == [("weather_get", {"city": "Paris"})]
    assert "".join(pieces) == turn.text


def test_remote_backend_reports_a_dead_endpoint() -> None:
    backend = OpenAICompatibleBackend(f"http://127.0.0.1:{_free_port()}", timeout=5)
    with pytest.raises(BackendError, match="unreachable"):
        backend.chat_turn(ask("Hi"), [], GREEDY)


@pytest.mark.parametrize("engine", ["llguidance", "gbnf"])
def test_botpsy_calls_cli_single_parallel_and_none(qwen_gguf: Path, tmp_path: Path,
                                                    engine: str) -> None:
    from tests.benchmarks.calls_cases import TOOLS

    cases = [
        {"id": "one", "messages": [{"role": "user", "content": "Set a timer for 25 minutes."}],
         "tools": [TOOLS["set_timer"]]},
        {"id": "two", "messages": [{"role": "user", "content": "Set two timers: one for 10 "
                                    "minutes and one for 30 minutes."}],
         "tools": [TOOLS["set_timer"]]},
        {"id": "none", "messages": [{"role": "user", "content": "Write a haiku about autumn."}],
         "tools": [TOOLS["get_stock_price"]]},
    ]
    source = tmp_path / "cases.jsonl"
    source.write_text("".join(json.dumps(c) + "\n" for c in cases) + "not json\n")
    out = tmp_path / "predictions.jsonl"
    result = subprocess.run([sys.executable, "-m", "app", "calls", "--model", str(qwen_gguf),
                             "--in", str(source), "--out", str(out), "--ctx", "4096",
                             "--grammar-engine", engine],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "line 4: not a case" in result.stderr
    predictions = {p["id"]: p for p in map(json.loads, out.read_text().splitlines())}
    assert predictions["one"]["calls"] == [{"name": "set_timer", "arguments": {"minutes": 25}}]
    assert sorted(c["arguments"]["minutes"] for c in predictions["two"]["calls"]) == [10, 30]
    assert predictions["none"]["calls"] == [] and predictions["none"]["text"]


def test_botpsy_chat_in_the_terminal(qwen_gguf: Path) -> None:
    result = subprocess.run([sys.executable, "-m", "app", "chat", "--model", str(qwen_gguf),
                             "--ctx", "4096"], input="Say hello in one short sentence.\n\n",
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    reply = result.stdout.split("botpsy> ", 1)[1].split("you>", 1)[0].strip()
    assert reply and "<tool_call>" not in reply and "Traceback" not in result.stderr
