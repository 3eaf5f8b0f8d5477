"""Issue 29, item 3: the call grammar applied by llguidance (app/agent/constrained.py).

The masks are checked token by token on the Qwen stand-in's real vocabulary, for every call
style and for the real connectors' tools; then the real model writes the same greedy turns
under llguidance as under llama.cpp's own grammar sampler, so the faster engine decides
nothing differently."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from app.agent.backends import GenerationOptions, LlamaBackend
from app.agent.calls import declared_tool
from app.agent.constrained import Constrainer
from app.agent.grammar import build_call_grammar
from connectors import build_all_tools
from tests.benchmarks.prompt_budget import world
from tests.support.memory_keyring import MemoryKeyring, installed


@pytest.fixture(scope="module")
def vocabulary(qwen_gguf: Path) -> Any:
    from llama_cpp import Llama

    return Llama(model_path=str(qwen_gguf), vocab_only=True, verbose=False)


@pytest.fixture(scope="module")
def constrainer(vocabulary: Any) -> Constrainer:
    return Constrainer(vocabulary, "llguidance")


@pytest.fixture(scope="module")
def tools(tmp_path_factory: pytest.TempPathFactory) -> list[Any]:
    with installed(MemoryKeyring()):
        real = build_all_tools(world(tmp_path_factory.mktemp("world")))
    counted = declared_tool({"type": "function", "function": {
        "name": "timer_start", "description": "Start a timer.",
        "parameters": {"type": "object", "properties": {"minutes": {"type": "integer"}},
                       "required": ["minutes"]}}})
    return [*real, counted]


def walk(constrainer: Constrainer, vocabulary: Any, grammar: str, text: str) -> str | None:
    """Feed ``text``'s tokens through the constraint; return the text where the first refused
    token starts (None: every token was allowed and the turn may end there)."""
    constraint = constrainer.constraint(grammar)
    assert "logits_processor" in constraint.generate_options()
    mask = constraint.generate_options()["logits_processor"][0]
    tokens = vocabulary.tokenize(text.encode(), add_bos=False, special=True)
    written = b""
    for token in tokens:
        logits = mask([], np.zeros(vocabulary.n_vocab(), dtype=np.float32))
        if not np.isfinite(logits[token]):
            return text[len(written.decode("utf-8", "replace")):]
        constraint.accept(token)
        written += vocabulary.detokenize([token], special=True)
    logits = mask([], np.zeros(vocabulary.n_vocab(), dtype=np.float32))
    assert np.isfinite(logits[vocabulary.token_eos()]), "the turn cannot end here"
    return None


CALL = '{"name": "files_list", "arguments": {"path": "~/Documents"}}'
TIMER = '{"name": "timer_start", "arguments": {"minutes": 10}}'

# (call style, what the model writes, the part the grammar must refuse: None = all allowed)
CASES = [
    ("hermes", f"<tool_call>\n{CALL}\n</tool_call>", None),
    ("hermes", f"<tool_call>\n{CALL}\n</tool_call>\n<tool_call>\n{TIMER}\n</tool_call>", None),
    ("hermes", f"```json\n{CALL}\n```", None),
    ("hermes", f"[{CALL}, {TIMER}]", None),
    ("hermes", "Sure, here you go. Je peux aider ! 明天早上七点 <b>{x}</b>", None),
    ("hermes", '<tool_call>\n{"name": "files_wipe_everything"', "wipe_everything\""),
    ("hermes", '<tool_call>\n{"name": "timer_start", "arguments": {"minutes": "ten"}}',
     " \"ten\"}}"),
    ("hermes", "<b>bold</b> first", "<b>bold</b> first"),
    ("json", f"{CALL}", None),
    ("json", "Plain answer.", None),
    ("xml", "<tool_call>\n<function=files_list>\n<parameter=path>\n~/Documents\n</parameter>\n"
            "</function>\n</tool_call>", None),
    ("xml", "<tool_call>\n<function=files_wipe>", "wipe>"),
]


@pytest.mark.parametrize(("style", "text", "stopped_at"), CASES)
def test_the_mask_allows_what_the_grammar_allows(
        constrainer: Constrainer, vocabulary: Any, tools: list[Any], style: str, text: str,
        stopped_at: str | None) -> None:
    grammar = build_call_grammar(tools, style)
    refused = walk(constrainer, vocabulary, grammar, text)
    if stopped_at is None:
        assert refused is None
    else:
        # refused inside the part that breaks the grammar (where exactly depends on how the
        # vocabulary splits it: "files_w" still starts "files_write")
        assert refused and text.endswith(refused) and len(refused) <= len(stopped_at)


def test_a_probe_grammar_ends_with_its_closing_tag(
        constrainer: Constrainer, vocabulary: Any, tools: list[Any]) -> None:
    grammar = build_call_grammar(tools, "hermes", single="tagged")
    assert walk(constrainer, vocabulary, grammar, f"{TIMER}\n</tool_call>") is None
    assert walk(constrainer, vocabulary, grammar, f"{TIMER}\n</tool_call>\nmore") == "\nmore"


def test_a_grammar_llguidance_refuses_falls_back_to_llama_cpp(
        vocabulary: Any, tools: list[Any], monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    import llguidance.gbnf_to_lark as converter

    def refuse(_text: str) -> str:
        raise ValueError("not for me")

    monkeypatch.setattr(converter, "gbnf_to_lark", refuse)
    with caplog.at_level(logging.WARNING, logger="app.agent.constrained"):
        constraint = Constrainer(vocabulary).constraint(build_call_grammar(tools, "hermes"))
    assert "grammar" in constraint.generate_options()
    assert "not for me" in caplog.text


def test_an_unknown_engine_is_refused(vocabulary: Any) -> None:
    with pytest.raises(ValueError, match="gbnf"):
        Constrainer(vocabulary, "fastest")
    assert Constrainer(vocabulary, "gbnf").constraint(None).generate_options() == {}


def test_the_real_model_writes_the_same_turns_with_either_engine(
        qwen_gguf: Path, tools: list[Any]) -> None:
    schemas = [t.openai_schema() for t in tools[:8]] + [tools[-1].openai_schema()]
    chosen = [t for t in tools if t.name in {s["function"]["name"] for s in schemas}]
    free = build_call_grammar(chosen, "hermes")
    probe = build_call_grammar(chosen, "hermes", single="tagged")
    asks = [
        ([{"role": "user", "content": "List the files in my Documents folder."}],
         GenerationOptions(temperature=0.0, max_tokens=48, grammar=free, grammar_lazy=False)),
        ([{"role": "user", "content": "Start a timer for ten minutes."}],
         GenerationOptions(temperature=0.0, max_tokens=48, grammar=probe, grammar_lazy=False,
                           assistant_prefix="<tool_call>\n")),
        ([{"role": "user", "content": "Hello! How are you?"}],
         GenerationOptions(temperature=0.0, max_tokens=24, grammar=free)),
    ]
    written: dict[str, list[str]] = {}
    for engine in ("gbnf", "llguidance"):
        backend = LlamaBackend(qwen_gguf, n_ctx=4096, grammar_engine=engine)
        written[engine] = [backend.chat_turn(messages, schemas, options).text
                           for messages, options in asks]
    assert written["llguidance"] == written["gbnf"]
    forced = json.loads(written["llguidance"][1].split("\n</tool_call>")[0])
    assert forced["name"] in {t.name for t in chosen}


def test_without_llguidance_llama_cpp_s_sampler_takes_over(
        vocabulary: Any, tools: list[Any], monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    """A broken installation or bundle (found once: a bundle without llguidance's metadata,
    which it reads at import) must not stop the warm-up or a turn."""
    import sys

    monkeypatch.setitem(sys.modules, "llguidance", None)  # "import llguidance" now fails
    constrainer = Constrainer(vocabulary)
    with caplog.at_level(logging.WARNING, logger="app.agent.constrained"):
        constrainer.warm()
        constraint = constrainer.constraint(build_call_grammar(tools, "hermes"))
    assert "grammar" in constraint.generate_options()
    assert constrainer.engine == "gbnf" and "cannot be loaded" in caplog.text
