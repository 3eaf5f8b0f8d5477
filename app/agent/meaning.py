"""Routing by meaning: the model itself says which areas a request needs, in any language.

The router's words (each connector's own, and the lexicon of every shipped language) are the
fast path. When they name no area for a request (a day word alone is only a hint: "drop Kate a
line about Saturday" is mail), this step asks the loaded model, in a short
conversation of its own (instructions and worked examples as earlier turns), which of a fixed
list of areas the request needs. In-process, nothing is generated: the backend reads the
request and says how likely each label is as the answer's first token (a zero-shot classifier
by likelihood), so it costs the request's own tokens — the fixed part is a prefix whose state
the backend keeps, like the tools prefixes. A remote model writes the labels under a grammar.
Only the user's own request is shown to it: text someone else wrote never widens the tools
(the ``route.own_words`` policy).

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

from app.agent.backends import Backend, BackendError, GenerationOptions, ScoresLabels

log = logging.getLogger(__name__)

#: the label the model writes → the connector it means
LABELS: dict[str, str] = {"email": "mail", "calendar": "calendars", "files": "files",
                          "device": "system", "none": ""}

INSTRUCTIONS = (
    "Classify the user's request to a laptop assistant. Labels: email (their mailbox, "
    "messages, who wrote), calendar (events, appointments, schedule, free time, to-dos), files "
    "(documents and folders on the computer), device (alarms, timers, reminders, volume, sound, "
    "brightness, screen, wifi, battery, opening apps or websites), none (anything else: chat, "
    "thanks, knowledge). Any language. Answer with the label."
)

#: worked examples, as earlier turns of the same conversation (a small model follows shown
#: turns far better than examples inside the instructions: 15 of 20 against 10 of 20 on a
#: development set of our own, neither of them the never-tuned routing set). The second group
#: (2026-12-04) is everyday wording in several languages, written for neither the development
#: set (tests/benchmarks/routing_dev.py) nor a never-tuned one: with it, on the development
#: set, the model alone found 56 of 66 areas and gave no small talk a tool, against 49 of 66
#: and 2 of 21 with the first group only.
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("Any news from my sister?", "email"), ("Réponds à Paul que c'est d'accord", "email"),
    ("邮箱里有新东西吗", "email"),
    ("Was mache ich am Wochenende?", "calendar"), ("下午三点有会吗", "calendar"),
    ("Cancel my 3pm with Joe", "calendar"),
    ("Where is my CV?", "files"), ("Abre la carpeta de fotos", "files"),
    ("Lies die Datei todo.txt", "files"),
    ("Baisse la luminosité", "device"), ("Ponlo más alto, no oigo nada", "device"),
    ("Remind me in an hour to stretch", "device"),
    ("Explain photosynthesis", "none"), ("Hallo, wie geht's?", "none"), ("你好", "none"),
    ("Merci !", "none"),
    ("Has the school written back?", "email"), ("Tell Anna I can't make it", "email"),
    ("Sag Tim, dass es später wird", "email"), ("¿Me contestó el casero?", "email"),
    ("Des nouvelles du notaire ?", "email"), ("王经理回我了吗", "email"),
    ("Is Wednesday open for a call?", "calendar"), ("Book a haircut for Saturday", "calendar"),
    ("Qu'est-ce que j'ai samedi ?", "calendar"), ("Hab ich morgen früh was?", "calendar"),
    ("Pon la cena con Ana el viernes", "calendar"), ("这周末忙吗", "calendar"),
    ("Find the slides for my talk", "files"), ("Où est ma déclaration d'impôts ?", "files"),
    ("Wo ist die Anleitung vom Drucker?", "files"), ("找一下去年的发票", "files"),
    ("I can barely hear the music", "device"), ("It's too dark in here", "device"),
    ("I need to be up by six", "device"), ("Apaga el wifi", "device"), ("电量还剩多少", "device"),
    ("Who painted Guernica?", "none"), ("Quelle heure est-il à Tokyo ?", "none"),
    ("Write a poem about autumn", "none"), ("Wie viel ist 12 mal 13?", "none"),
    ("¿Qué significa 'saudade'?", "none"), ("Good evening!", "none"),
)

#: "none" is taken only when it is this likely (a little more than every area together: with
#: the second group of examples the model leans to "none", and 0.6–0.65 found the most areas
#: on the development set with no small talk routed); a second area joins the best one when it
#: is this likely ("put the lunch from Tom's mail in my calendar")
NONE_AT_LEAST = 0.6
SECOND_AT_LEAST = 0.3


def prompt(request: str) -> list[dict[str, str]]:
    """The short conversation that asks which areas ``request`` needs."""
    messages = [{"role": "system", "content": INSTRUCTIONS}]
    for example, label in EXAMPLES:
        messages += [{"role": "user", "content": example}, {"role": "assistant", "content": label}]
    return [*messages, {"role": "user", "content": " ".join(request.split())[:600]}]


def choose(scores: Mapping[str, float]) -> list[str]:
    """The labels a request needs from their probabilities (empty: none)."""
    if scores.get("none", 0.0) >= NONE_AT_LEAST:
        return []
    ranked = sorted((label for label in scores if label != "none"), key=lambda name: -scores[name])
    return [ranked[0], *(label for label in ranked[1:2] if scores[label] >= SECOND_AT_LEAST)]


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
        """The areas ``request`` needs (empty: none, or the model could not say).

        A backend that can score labels (llama.cpp in-process) is asked how likely each
        label is; another one writes the labels under a grammar."""
        started = time.perf_counter()
        messages = prompt(request)
        try:
            if isinstance(self.backend, ScoresLabels):
                reading = self.backend.cache.decoded if hasattr(self.backend, "cache") else 0
                scores = self.backend.label_scores(messages, list(LABELS))
                read = (self.backend.cache.decoded - reading) if hasattr(self.backend,
                                                                         "cache") else 0
                labels = choose(scores)
                said = ", ".join(f"{label} {scores[label]:.2f}" for label in
                                 sorted(scores, key=lambda name: -scores[name]))
                generated = 0
            else:
                turn = self.backend.chat_turn(messages, [], GenerationOptions(
                    max_tokens=8, temperature=0.0, grammar=GRAMMAR, grammar_lazy=False))
                said = turn.text.strip().lower()
                labels = re.findall(r"[a-z]+", said)
                read, generated = turn.evaluated_tokens, turn.generated_tokens
        except BackendError as err:  # routing must not end the request: words only, then
            log.warning("routing by meaning failed: %s", err)
            return Meaning(frozenset(), 0, 0, time.perf_counter() - started, "")
        found = {self.labels[w] for w in labels if self.labels.get(w)}
        return Meaning(frozenset(found), read, generated, time.perf_counter() - started, said)
