"""The message catalogue: every sentence the agent writes to the user itself, per language.

The answers the app writes in place of the model's (what was done or declined, that nothing
was checked, that a request could not be finished) come from ``resources/messages/<lang>.json``
in the language of the request (app/agent/language.py), English where there is no catalogue.
Each entry has a key and named fields (``{proposal}``); every shipped language has every key
with the same fields (tests/agent/test_messages.py).
"""

from __future__ import annotations

import json
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
