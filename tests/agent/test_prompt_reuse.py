"""Issue 13: prompt reuse on BotPsy's real architecture (Qwen3.5 hybrid), proven on a real
llama.cpp with a qwen35 GGUF and, side by side, on the pure-attention Qwen2.5 stand-in.

One multi-conversation agent transcript (tests/support/reuse.py) runs through the app's own
``LlamaBackend``: calls, tool results, a stop-string turn, length-ended turns, a replaced
answer, new user turns, thinking on, a new conversation in the same process and a new backend
restoring the prefix from disk. Then:

- every step's greedy tokens equal those of the same prompt evaluated from scratch in a fresh
  ``Llama`` (and changing one prompt token makes that comparison fail);
- every step evaluates at most what it must: a tool step its result, a new user turn the new
  messages plus the turns the template renders again, a new conversation the user's turn;
- ``evaluated_tokens`` is what llama.cpp decoded, also when nothing could be reused.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.agent.backends import GenerationOptions, LlamaBackend
from app.agent.chat_format import ChatFormat
from app.agent.prompt_cache import MAX_CHECKPOINTS
from tests.support.reuse import (
    FREE,
    SYSTEM,
    TOOLS,
    StepFigures,
    Transcript,
    call_options,
    reference_tokens,
    run_transcript,
)

pytestmark = pytest.mark.model
N_CTX = 4096


@pytest.fixture(scope="module", params=["qwen35", "qwen2.5"])
def model_run(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory,
              ) -> Iterator[tuple[str, Path, LlamaBackend, list[StepFigures]]]:
    """The transcript run once per model (about a minute each on 2 cores)."""
    name = request.param
    model = request.getfixturevalue("qwen35_gguf" if name == "qwen35" else "qwen_gguf")
    states = tmp_path_factory.mktemp(f"states-{name}")
    backend = LlamaBackend(model, n_ctx=N_CTX, state_dir=states)
    steps = run_transcript(backend, lambda: LlamaBackend(model, n_ctx=N_CTX, state_dir=states))
    yield name, model, backend, steps


@pytest.fixture(scope="module")
def fresh_llama(model_run):  # type: ignore[no-untyped-def]
    from llama_cpp import Llama

    return Llama(model_path=str(model_run[1]), n_ctx=N_CTX, n_batch=512, verbose=False)


def test_the_architectures_are_what_the_test_claims(model_run) -> None:  # type: ignore[no-untyped-def]
    name, _, backend, _ = model_run
    assert backend.cache.rewinds_by_checkpoint is (name == "qwen35")
    if name == "qwen35":
        assert backend.llm.metadata["general.architecture"] == "qwen35"
        assert backend.llm.n_vocab() == 248_320  # Qwen3.5's vocabulary size loads
        assert backend.format.from_model and backend.call_style == "xml"


def test_every_step_equals_the_same_prompt_from_scratch(model_run, fresh_llama) -> None:  # type: ignore[no-untyped-def]
    name, model, _, steps = model_run
    assert len(steps) == 17
    for step in steps:
        expected = reference_tokens(model, step, N_CTX, llm=fresh_llama)
        assert expected, step.scenario
        if name == "qwen2.5" and step.options.grammar:
            # On the Q4 stand-in two spellings of a forced text ("</" or "<" "/") can tie
            # within the float noise of batch composition; the forced text is compared.
            assert fresh_llama.detokenize(expected) == fresh_llama.detokenize(
                step.generated[: len(expected)]), step.scenario
        else:
            assert step.generated[: len(expected)] == expected, step.scenario


def test_changing_one_prompt_token_changes_the_output(qwen35_gguf: Path) -> None:
    """The comparison above is sensitive: with one token of a prompt changed, it fails."""
    from llama_cpp import Llama

    backend = LlamaBackend(qwen35_gguf, n_ctx=N_CTX)
    run = Transcript(backend)
    chat = run.new_conversation("first", "What is on my calendar tomorrow?", FREE)
    run.user_turn("second", chat, "And on Friday?", FREE)
    run.tool_step("third", chat, '{"events": []}', FREE)
    fresh = Llama(model_path=str(qwen35_gguf), n_ctx=N_CTX, verbose=False)
    for step in run.steps:
        assert reference_tokens(qwen35_gguf, step, N_CTX, llm=fresh) == step.generated
        # A token changed in the part that came from the cache (the part a broken restore
        # would get wrong) changes the output.
        reused_end = step.prompt_tokens - step.evaluated_tokens
        changed = []
        for position in (reused_end - 1, reused_end - 2, reused_end - 4):
            prompt = list(step.prompt)
            prompt[position] = (prompt[position] + 1) % 150_000
            changed.append(reference_tokens(qwen35_gguf, step, N_CTX, prompt=prompt, llm=fresh)
                           != step.generated)
        assert all(changed), (step.scenario, changed)


def test_each_step_evaluates_only_what_it_must(model_run) -> None:  # type: ignore[no-untyped-def]
    name, _, _, steps = model_run
    for step in steps:
        assert step.evaluated_tokens <= step.bound, (name, step)
        assert step.evaluated_tokens >= 1
    # From the second step on, most of every prompt comes from the cache.
    later = steps[1:]
    assert sum(s.evaluated_tokens for s in later) <= 0.2 * sum(s.prompt_tokens for s in later)


def test_new_conversations_reuse_the_prefix(model_run) -> None:  # type: ignore[no-untyped-def]
    _, _, backend, steps = model_run
    prefix = len(backend._prefix_tokens(SYSTEM, TOOLS, False))
    for step in steps:
        if step.scenario.startswith(("new conversation", "new backend")):
            assert step.evaluated_tokens <= step.prompt_tokens - prefix + 1, step


def test_checkpoints_are_bounded(model_run) -> None:  # type: ignore[no-untyped-def]
    name, _, backend, _ = model_run
    if name != "qwen35":
        assert backend.cache.checkpoints == []  # attention-only memory is cut, not restored
        return
    assert 1 <= len(backend.cache.checkpoints) <= MAX_CHECKPOINTS
    assert backend.cache.restored >= 5  # the new user turns and new conversations
    kinds = {c.kind for c in backend.cache.checkpoints}
    assert "prefix" in kinds


def test_nothing_reusable_is_reported_as_a_full_read(qwen35_gguf: Path) -> None:
    """With the checkpoints gone, a prompt that diverges early is read again from the first
    token, and the backend says so (before, it reported only the part after the shared
    prefix)."""
    backend = LlamaBackend(qwen35_gguf, n_ctx=N_CTX)
    messages = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": "Hello"}]
    first = backend.chat_turn(messages, TOOLS, FREE)
    assert first.evaluated_tokens == first.prompt_tokens
    backend.cache.checkpoints.clear()
    edited = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": "Hi there"}]
    second = backend.chat_turn(edited, TOOLS, FREE)
    assert second.evaluated_tokens == second.prompt_tokens


def test_a_checkpoint_put_back_at_the_wrong_place_is_caught(qwen35_gguf: Path) -> None:
    """The recurrent state really matters: restoring an older state while keeping the newer
    attention cache gives other tokens than the same prompt from scratch."""
    from llama_cpp import Llama

    backend = LlamaBackend(qwen35_gguf, n_ctx=N_CTX)
    run = Transcript(backend)
    chat = run.new_conversation("first", "What is on my calendar tomorrow?", FREE)
    run.user_turn("second", chat, "And on Friday?", FREE)
    good = run.steps[-1]
    fresh = Llama(model_path=str(qwen35_gguf), n_ctx=N_CTX, verbose=False)
    assert reference_tokens(qwen35_gguf, good, N_CTX, llm=fresh) == good.generated
    # Now corrupt it: the first checkpoint's state under the later position.
    cache = backend.cache
    assert len(cache.checkpoints) >= 2
    wrong = type(cache.checkpoints[0])(cache.checkpoints[-1].n_tokens, "user",
                                       cache.checkpoints[0].data)
    cache.checkpoints = [wrong]
    run.user_turn("second again", chat[:-2], "And on Friday?", FREE)
    bad = run.steps[-1]
    assert bad.prompt == good.prompt
    assert bad.generated != reference_tokens(qwen35_gguf, bad, N_CTX, llm=fresh)


def test_the_fallback_template_keeps_the_transcript_append_only(qwen35_gguf: Path) -> None:
    """The product's fallback template renders history as its generation prompt wrote it, so
    a tool step and a new user turn extend the cache instead of re-reading it."""
    backend = LlamaBackend(qwen35_gguf, n_ctx=N_CTX, chat_format=ChatFormat.fallback())
    run = Transcript(backend)
    chat = run.new_conversation("first", "Find the mail from the dentist.",
                                call_options("mail_search", "query", "dentist"))
    run.tool_step("tool step", chat, '{"messages": []}', FREE)
    run.user_turn("new user turn", chat, "Thanks.", FREE)
    for step in run.steps[1:]:
        # nothing re-rendered: only the new messages (and the last token of the turn before)
        assert step.evaluated_tokens <= step.bound, step
    assert backend.cache.restored == 0  # pure extensions: no checkpoint needed


def test_the_real_template_thinking_on_and_off(qwen35_gguf: Path) -> None:
    backend = LlamaBackend(qwen35_gguf, n_ctx=N_CTX)
    messages = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": "Hi"}]
    off = backend.format.render(messages, TOOLS, True, enable_thinking=False)
    on = backend.format.render(messages, TOOLS, True, enable_thinking=True)
    assert off.text.endswith("<|im_start|>assistant\n<think>\n\n</think>\n\n")
    assert not off.thinking_open
    assert on.text.endswith("<|im_start|>assistant\n<think>\n") and on.thinking_open
    turn = backend.chat_turn(messages, TOOLS, GenerationOptions(temperature=0.0, max_tokens=4,
                                                                enable_thinking=True))
    assert turn.thinking_open


def test_xml_calls_from_the_real_template_parse(qwen35_gguf: Path) -> None:
    """A call the real Qwen3.5 template renders from history parses back to the same call."""
    from app.agent.parsing import parse_output

    backend = LlamaBackend(qwen35_gguf, n_ctx=N_CTX)
    messages = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": "Timer"},
                {"role": "assistant", "content": "", "tool_calls": [
                    {"type": "function", "function": {"name": "set_timer",
                                                      "arguments": {"minutes": 10}}}]}]
    text = backend.format.render(messages, TOOLS, False).text
    written = text.rsplit("<|im_start|>assistant\n", 1)[1].split("<|im_end|>")[0]
    parsed = parse_output(written)  # XML parameters are text; the registry coerces them
    assert [(c.name, c.arguments) for c in parsed.calls] == [("set_timer", {"minutes": "10"})]
    # and the model's own forced call, through the backend
    turn = backend.chat_turn(messages[:2], TOOLS, call_options("set_timer", "minutes", "10"))
    assert [(c.name, c.arguments) for c in parse_output(turn.text).calls] == \
        [("set_timer", {"minutes": "10"})]


def test_the_parallel_probe_runs_on_the_hybrid_model(qwen35_gguf: Path) -> None:
    """`botpsy calls` asks the model to continue its own turn (a forced assistant prefix): on
    a hybrid model that diverges from the cache, which goes back to a checkpoint; the turn
    after it is still exactly what the same prompt gives from scratch."""
    from llama_cpp import Llama

    from app.agent.calls import predict_calls

    backend = LlamaBackend(qwen35_gguf, n_ctx=N_CTX)

    class FirstTurnCalls:
        """The real backend, its first turn forced to a call (random weights write none)."""

        call_style = backend.call_style
        supports_assistant_prefix = True
        name = backend.name
        probes = 0

        def chat_turn(self, messages, tools, options, cancel=None, on_text=None):  # type: ignore[no-untyped-def]
            if options.assistant_prefix:
                self.probes += 1
            else:
                options = call_options("set_timer", "minutes", "10")
            return backend.chat_turn(messages, tools, options, cancel, on_text)

    messages = [{"role": "system", "content": SYSTEM},  # a second timer: the probe looks for it
                {"role": "user", "content": "Set timers for 10 and 20 minutes."}]
    forced = FirstTurnCalls()
    result = predict_calls(forced, messages, TOOLS,  # type: ignore[arg-type]
                           GenerationOptions(temperature=0.0, max_tokens=60))
    assert result.calls[0] == {"name": "set_timer", "arguments": {"minutes": 10}}
    assert forced.probes >= 1
    run = Transcript(backend)
    chat = messages + [{"role": "assistant", "content": "<tool_call>\n<function=set_timer>\n"
                        "<parameter=minutes>\n10\n</parameter>\n</function>\n</tool_call>"}]
    run.tool_step("after the probe", chat, '{"minutes": 10, "status": "started"}', FREE)
    step = run.steps[-1]
    fresh = Llama(model_path=str(qwen35_gguf), n_ctx=N_CTX, verbose=False)
    assert step.generated == reference_tokens(qwen35_gguf, step, N_CTX, llm=fresh)


def test_botpsy_selftest_with_the_qwen35_model(qwen35_gguf: Path) -> None:
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "app", "selftest", "--model", str(qwen35_gguf)],
                          capture_output=True, text=True, timeout=300, check=False)
    assert "BotPsy test Qwen3.5 (random weights): generated" in done.stdout, done.stdout
    assert "FAIL" not in done.stdout.split("llama")[1].splitlines()[0], done.stdout
