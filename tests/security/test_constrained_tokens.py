"""Constrained turns cannot write control tokens (the grammar engine, issue 29 item 3).

While the call grammar is on, llguidance's mask decides which tokens the model may write.
Control tokens (``<|im_start|>``, ``<|im_end|>``, ``<|endoftext|>`` …) are marked special in the
vocabulary table, so no grammar text, not even a free string argument or the plain-text
branch, lets the model open a fake turn; an end-of-turn token is allowed only where the grammar
is complete. Checked on the Qwen stand-in's real vocabulary.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from app.agent.calls import declared_tool
from app.agent.constrained import Constrainer
from app.agent.grammar import build_call_grammar

pytestmark = pytest.mark.model

NOTE = declared_tool({"type": "function", "function": {
    "name": "files_write", "description": "Write a note.",
    "parameters": {"type": "object", "properties": {"text": {"type": "string"}},
                   "required": ["text"]}}})

# what the model has written so far when it tries a control token
POSITIONS = {
    "at the start": "",
    "in plain text": "Sure, I will",
    "inside a string argument": '<tool_call>\n{"name": "files_write", "arguments": {"text": "hi',
    "after a call": '<tool_call>\n{"name": "files_write", "arguments": {"text": "a"}}\n'
                    "</tool_call>",
    "between two calls": '<tool_call>\n{"name": "files_write", "arguments": {"text": "a"}}\n'
                         "</tool_call>\n",
    "inside an XML value": "<tool_call>\n<function=files_write>\n<parameter=text>\nhi",
}


@pytest.fixture(scope="module")
def vocabulary(qwen_gguf: Path) -> Any:
    from llama_cpp import Llama

    return Llama(model_path=str(qwen_gguf), vocab_only=True, verbose=False)


@pytest.mark.parametrize("written", list(POSITIONS.values()), ids=list(POSITIONS))
def test_no_control_token_can_be_written_under_the_grammar(vocabulary: Any,
                                                           written: str) -> None:
    from llama_cpp import llama_cpp as lib

    style = "xml" if "<function=" in written else "hermes"
    constraint = Constrainer(vocabulary).constraint(build_call_grammar([NOTE], style))
    assert "logits_processor" in constraint.generate_options()
    for token in vocabulary.tokenize(written.encode(), add_bos=False, special=True):
        constraint.accept(token)
    mask = constraint.generate_options()["logits_processor"][0]
    logits = mask([], np.zeros(vocabulary.n_vocab(), dtype=np.float32))
    vocab = vocabulary._model.vocab
    control = [t for t in range(vocabulary.n_vocab())
               if lib.llama_vocab_get_attr(vocab, t) & lib.LLAMA_TOKEN_ATTR_CONTROL]
    assert control, "the stand-in has control tokens"
    allowed = [vocabulary.detokenize([t], special=True) for t in control
               if np.isfinite(logits[t])]
    # only an end of turn, and only where the grammar may end: after plain text or a call
    may_end = written in (POSITIONS["in plain text"], POSITIONS["after a call"])
    assert all(lib.llama_vocab_is_eog(vocab, t) for t in control if np.isfinite(logits[t]))
    assert bool(allowed) == may_end, allowed
    start = vocabulary.tokenize(b"<|im_start|>", add_bos=False, special=True)
    assert len(start) == 1 and not np.isfinite(logits[start[0]])
