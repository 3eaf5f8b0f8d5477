"""The message catalogue: every sentence the agent writes to the user itself, per language,
and every sentence it writes to the model (``to_model``: resources/messages/model.json, in
English, the language of the model's instructions whatever the user speaks).

The answers the app writes in place of the model's (what was done or declined, that nothing
was checked, that a request could not be finished) come from ``resources/messages/<lang>.json``
in the language of the request (app/agent/language.py), English where there is no catalogue.
Each entry has a key and named fields (``{proposal}``); every shipped language has every key
with the same fields (tests/agent/test_language.py).
"""

from __future__ import annotations

import json
import re
import string
from functools import cache

from app.agent.language import DEFAULT, SHIPPED, shipped_or_default
from app.paths import resource


@cache
def catalogue(language: str) -> dict[str, str]:
    """The messages of one shipped language, by key."""
    data = json.loads(resource("messages", f"{language}.json").read_text("utf-8"))
    return dict(data["messages"])


def fields_of(text: str) -> set[str]:
    """The named fields a message fills in ("{proposal}" → {"proposal"})."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def say(key: str, language: str = DEFAULT, **fields: object) -> str:
    """The message ``key`` in ``language`` (English where the app does not speak it), its
    fields filled in."""
    text = catalogue(shipped_or_default(language)).get(key) or catalogue(DEFAULT)[key]
    return text.format(**fields)


def every_rendering(key: str) -> list[str]:
    """The message ``key`` in every shipped language, fields left as they are: what a check
    for the app's own wording looks for."""
    return [catalogue(language)[key] for language in SHIPPED if key in catalogue(language)]


def join(items: list[str], language: str = DEFAULT) -> str:
    """"a, b and c" in ``language``."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + say("list.and", language) + items[-1]


@cache
def model_catalogue() -> dict[str, str]:
    """Every sentence the app writes to the model, by key."""
    data = json.loads(resource("messages", "model.json").read_text("utf-8"))
    return dict(data["messages"])


def to_model(key: str, **fields: object) -> str:
    """The model-facing sentence ``key``, its fields filled in."""
    return model_catalogue()[key].format(**fields)


@cache
def internal_phrases() -> tuple[str, ...]:
    """What must never reach the user as an answer: the fixed wording of every model-facing
    sentence (each clause of four words and 18 characters or more between two fields,
    folded), derived from the catalogue so a new sentence is covered the day it is written."""
    found: list[str] = []
    for key, text in model_catalogue().items():
        if key == "model.system":  # the model may well say what it is ("a helpful assistant")
            continue
        for literal, _name, _spec, _conversion in string.Formatter().parse(text):
            folded = " ".join(literal.split()).casefold()
            if folded.startswith("["):  # a marker, as the untrusted-content line begins
                found.append(folded.strip(" ,;:"))
            for clause in re.split(r"(?<=[.;:!?])\s", folded):  # a model echoes a clause
                piece = clause.strip(" .,;:()[]")
                if len(piece.split()) >= 4 and len(piece) >= 18 and piece not in found:
                    found.append(piece)
    return tuple(found)


@cache
def untrusted_mark() -> tuple[str, str]:
    """The untrusted-content line's beginning and end around its source (``model.untrusted``):
    what the loop writes, and what the loop and the grounding check recognise."""
    start, end = to_model("model.untrusted", source="\0").split("\0")
    return start, end


def result_body(text: str) -> str:
    """A tool result as the model reads it, without the loop's untrusted-content line before
    it (its JSON: ``{"status": …}``)."""
    if text.startswith(untrusted_mark()[0]) and "\n" in text:
        return text.split("\n", 1)[1]
    return text
