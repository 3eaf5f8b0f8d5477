"""Data never becomes chat-template control tokens (docs/security.md, "Data is never markup").

A prompt is tokenized with special tokens parsed, because the template's own markup
(``<|im_start|>``, ``<|im_end|>``, ``<tool_response>`` …) must become the model's control
tokens. Everything else in the prompt is data: the user's words, tool results (mail bodies,
file text and names, event titles), provenance lines, tool descriptions and enum values. Before
a template sees them, every string in them that would tokenize as a special token of the model
is *neutralised*: an invisible WORD JOINER (U+2060) goes after its first character, so the text
reads the same to the model but tokenizes as ordinary text. Only the assistant's own turns are
left as they are (the model wrote those tokens itself).

The model's special tokens are read from its vocabulary (control and user-defined tokens);
a generic set covers the common template families for endpoints whose vocabulary is unknown.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

JOINER = "\u2060"

# The control strings of common chat-template families, for backends whose vocabulary is not
# known here (a remote endpoint), on top of the patterns below.
_GENERIC_STRINGS = (
    "<s>", "</s>", "<bos>", "<eos>", "<pad>", "<unk>", "[INST]", "[/INST]", "<<SYS>>",
    "<</SYS>>", "<start_of_turn>", "<end_of_turn>", "<start_of_image>", "<end_of_image>",
    "<think>", "</think>", "<tool_call>", "</tool_call>", "<tool_response>", "</tool_response>",
    "<tools>", "</tools>", "[TOOL_CALLS]", "[AVAILABLE_TOOLS]", "[/AVAILABLE_TOOLS]",
    "[TOOL_RESULTS]", "[/TOOL_RESULTS]",
)
_GENERIC_PATTERNS = (
    r"<\|[^|<>\s]{1,64}\|>",  # ChatML, Llama 3, Phi, GPT-style: <|im_start|>, <|eot_id|>
    "<\uff5c[^\uff5c<>]{1,64}\uff5c>",  # DeepSeek's full-width bars
)


class SpecialTokens:
    """The strings that must never reach a tokenizer from data, and how to defuse them."""

    def __init__(self, strings: Iterable[str] = (), patterns: Sequence[str] = ()) -> None:
        unique = {s for s in strings if len(s) >= 2 and s.strip() and JOINER not in s}
        self.strings = tuple(sorted(unique, key=lambda s: (-len(s), s)))
        self.patterns = tuple(patterns)
        parts = [re.escape(s) for s in self.strings] + list(self.patterns)
        self._re = re.compile("|".join(parts)) if parts else None

    def union(self, other: SpecialTokens) -> SpecialTokens:
        """Both sets at once."""
        return SpecialTokens(self.strings + other.strings, self.patterns + other.patterns)

    def neutralize(self, text: str) -> str:
        """``text`` with every special-token string broken by a WORD JOINER."""
        if self._re is None or not text:
            return text
        for _ in range(8):  # a break can only shorten matches; a few rounds reach a fixpoint
            changed = self._re.sub(lambda m: m.group(0)[0] + JOINER + m.group(0)[1:], text)
            if changed == text:
                return text
            text = changed
        # Pathological overlaps: break every '<', '[' and '|' left in a match.
        return self._re.sub(lambda m: re.sub(r"([<\[|\uff5c])", "\\1" + JOINER, m.group(0)), text)

    def neutralize_value(self, value: Any) -> Any:
        """Strings anywhere in a JSON-like value, neutralised (keys included)."""
        if isinstance(value, str):
            return self.neutralize(value)
        if isinstance(value, Mapping):
            return {self.neutralize(str(k)): self.neutralize_value(v) for k, v in value.items()}
        if isinstance(value, list | tuple):
            return [self.neutralize_value(v) for v in value]
        return value


GENERIC_SPECIAL = SpecialTokens(_GENERIC_STRINGS, _GENERIC_PATTERNS)


def neutralize_messages(
    messages: Sequence[Mapping[str, Any]], special: SpecialTokens
) -> list[dict[str, Any]]:
    """Copies of the messages with all data neutralised; assistant turns are left as written.

    A tool or user message's content is data (whoever wrote it); so is a tool message's name.
    """
    result: list[dict[str, Any]] = []
    for message in messages:
        copy = dict(message)
        if copy.get("role") != "assistant":
            if "content" in copy:
                copy["content"] = special.neutralize_value(copy["content"])
            if isinstance(copy.get("name"), str):
                copy["name"] = special.neutralize(copy["name"])
        result.append(copy)
    return result


def vocabulary_special_tokens(llm: Any) -> SpecialTokens:
    """The control and user-defined tokens of a llama-cpp-python model's vocabulary.

    Tokens that are only whitespace are left out (they cannot form markup, and some
    vocabularies have many of them); so is anything the model cannot tell us.
    """
    try:
        from llama_cpp import llama_cpp as lib

        vocab = llm._model.vocab
        count = lib.llama_vocab_n_tokens(vocab)
        flags = lib.LLAMA_TOKEN_ATTR_CONTROL | lib.LLAMA_TOKEN_ATTR_USER_DEFINED
        strings = []
        for token in range(count):
            if not lib.llama_vocab_get_attr(vocab, token) & flags:
                continue
            raw = lib.llama_vocab_get_text(vocab, token)
            if raw:
                strings.append(raw.decode("utf-8", "replace"))
    except (AttributeError, ImportError, OSError):  # an older llama-cpp-python
        return GENERIC_SPECIAL
    return SpecialTokens(strings).union(GENERIC_SPECIAL)
