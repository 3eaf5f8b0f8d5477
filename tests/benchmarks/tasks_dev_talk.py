"""Benchmark (development set, tuned on): questions of general knowledge beside an inbox.

    python -m tests.benchmarks.tasks_dev_talk [--model PATH.gguf] [--lang de] [--rows] [--trace]

Written on 2026-12-07 to measure what the app's look-ups cost a question whose answer is not
in the user's data ("who wrote Romeo and Juliet?"): routing may be unsure of it, and
turn.read_first then searches the mail and files before the model answers. The answer is
common knowledge the model has; nothing is in the mail (one unrelated message), and nothing may
change. Six questions, each in English, German, French and Spanish. Its rows are read while
work goes on; its figures are not reported as out of sample.
"""

from __future__ import annotations

from typing import Any

from tests.benchmarks.tasks import CAROL, Task, nothing
from tests.benchmarks.tasks_unseen import main

_BASE: tuple[tuple[str, int, dict[str, str], dict[str, Any]], ...] = (
    ("shakespeare", 1, {
        "en": "who wrote Romeo and Juliet?",
        "de": "Wer hat Romeo und Julia geschrieben?",
        "fr": "Qui a écrit Roméo et Juliette ?",
        "es": "¿Quién escribió Romeo y Julieta?",
    }, {"facts": ("Shakespeare",)}),
    ("paris", 1, {
        "en": "what's the capital of France?",
        "de": "Was ist die Hauptstadt von Frankreich?",
        "fr": "Quelle est la capitale de la France ?",
        "es": "¿Cuál es la capital de Francia?",
    }, {"facts": ("Paris|París",)}),
    ("water", 1, {
        "en": "at what temperature does water boil?",
        "de": "Bei wie viel Grad kocht Wasser?",
        "fr": "L'eau bout à quelle température ?",
        "es": "¿A qué temperatura hierve el agua?",
    }, {"facts": ("100",)}),
    ("green", 2, {
        "en": "what colour do you get if you mix blue and yellow?",
        "de": "Welche Farbe ergibt Blau und Gelb gemischt?",
        "fr": "Quelle couleur on obtient en mélangeant du bleu et du jaune ?",
        "es": "¿Qué color sale al mezclar azul y amarillo?",
    }, {"facts": ("green|grün|vert|verde",)}),
    ("spider", 2, {
        "en": "how many legs does a spider have?",
        "de": "Wie viele Beine hat eine Spinne?",
        "fr": "Une araignée a combien de pattes ?",
        "es": "¿Cuántas patas tiene una araña?",
    }, {"facts": ("8|eight|acht|huit|ocho",)}),
    ("mona lisa", 2, {
        "en": "who painted the Mona Lisa?",
        "de": "Wer hat die Mona Lisa gemalt?",
        "fr": "Qui a peint la Joconde ?",
        "es": "¿Quién pintó la Mona Lisa?",
    }, {"facts": ("Vinci",)}),
)

TASKS: tuple[Task, ...] = tuple(
    Task(f"{language}: {name}", tier, (wording,), check=nothing, acts=False, mails=(CAROL,),
         **fields)
    for name, tier, wordings, fields in _BASE for language, wording in wordings.items())


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
