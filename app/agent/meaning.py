"""Routing by meaning: the model itself says which areas a request needs, in any language.

The router's words (each connector's own, and the lexicon of every shipped language) are the
fast path. When they name no area for a request, this step asks the loaded model, in a short
conversation of its own, which of a fixed list of areas the request needs: the answer is
constrained by a grammar to those labels, so it costs the request's own tokens and about three
generated ones (the fixed instructions are a prefix whose state the backend keeps, like the
tools prefixes). Only the user's own request is shown to it: text someone else wrote never
widens the tools (the ``route.own_words`` policy).

Measured on the never-tuned routing set (tests/benchmarks/routing_unseen.py, docs/
benchmarks.md). A multilingual sentence classifier was the other choice; it would add a
second model to the download and to memory, where this reuses the one already loaded.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Mapping
from dataclasses import dataclass

from app.agent.backends import Backend, BackendError, GenerationOptions

log = logging.getLogger(__name__)

#: the label the model writes → the connector it means
LABELS: dict[str, str] = {"email": "mail", "calendar": "calendars", "files": "files",
                          "device": "system", "none": ""}

INSTRUCTIONS = (
    "You sort requests to a personal assistant on a laptop. Say which of the user's things a "
    "request needs, with one or two of these labels:\n"
    "email - the user's mailbox: reading, searching, sending, replying, forwarding, deleting "
    "or sorting messages, and who wrote\n"
    "calendar - the user's events, appointments, meetings, schedule, free time, to-do tasks\n"
    "files - documents, folders and files on this computer: finding, reading, writing\n"
    "device - alarms, timers, reminders, volume, sound, screen brightness, wifi, dark mode, "
    "do not disturb, battery, opening a website or an app\n"
    "none - anything else: general knowledge, maths, jokes, greetings, thanks, advice\n"
    "The request may be in any language. Answer with the labels only.\n\n"
    "Examples:\n"
    "Any news from my sister? -> email\n"
    "Réponds à Paul que c'est d'accord -> email\n"
    "Was mache ich am Wochenende? -> calendar\n"
    "下午三点有会吗 -> calendar\n"
    "Where is my CV? -> files\n"
    "Abre la carpeta de fotos -> files\n"
    "Baisse la luminosité -> device\n"
    "Ponlo más alto, no oigo nada -> device\n"
    "Explain photosynthesis -> none\n"
    "Hallo, wie geht's? -> none\n"
    "你好 -> none\n"
    "Put the lunch from Tom's mail in my calendar -> email, calendar"
)

_LABEL = " | ".join(f'"{label}"' for label in LABELS)
GRAMMAR = f'root ::= label (", " label)?\nlabel ::= {_LABEL}\n'


@dataclass(frozen=True)
class Meaning:
    """What the model said a request needs, and what asking cost."""

    areas: frozenset[str]
    evaluated_tokens: int
    generated_tokens: int
    seconds: float
    said: str


class MeaningRouter:
    """Asks a backend which areas a request needs."""

    def __init__(self, backend: Backend, known: Mapping[str, str] | None = None) -> None:
        self.backend = backend
        self.labels = dict(known or LABELS)

    def areas(self, request: str) -> Meaning:
        """The areas ``request`` needs (empty: none, or the model could not say)."""
        started = time.perf_counter()
        messages = [{"role": "system", "content": INSTRUCTIONS},
                    {"role": "user", "content": " ".join(request.split())[:600] + " ->"}]
        options = GenerationOptions(max_tokens=8, temperature=0.0, grammar=GRAMMAR,
                                    grammar_lazy=False)
        try:
            turn = self.backend.chat_turn(messages, [], options)
        except BackendError as err:  # routing must not end the request: words only, then
            log.warning("routing by meaning failed: %s", err)
            return Meaning(frozenset(), 0, 0, time.perf_counter() - started, "")
        said = turn.text.strip().lower()
        found = {self.labels[w] for w in re.findall(r"[a-z]+", said) if self.labels.get(w)}
        return Meaning(frozenset(found), turn.evaluated_tokens, turn.generated_tokens,
                       time.perf_counter() - started, said)
