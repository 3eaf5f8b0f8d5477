"""Benchmark (development set, tuned on): questions about the user's own facts against
look-alike knowledge questions, five languages.

    python -m tests.benchmarks.routing_dev_own [--model PATH.gguf] [--no-model]

The development companion of tests/benchmarks/routing_own_unseen.py (never tuned on): other
facts, the same shape. A question about a fact of the user's own life that names nobody
("what's my policy number for the home insurance?") succeeds when the router offers mail; a
knowledge question of the same shape succeeds when it gets no tools. Its rows may be read.
"""

from __future__ import annotations

from tests.benchmarks.routing_unseen import main

CASES: tuple[tuple[str, str, str], ...] = (
    ("en", "what's my policy number for the home insurance?", "mail"),
    ("en", "how much do I owe the dentist?", "mail"),
    ("en", "what time does the concert start on Friday?", "mail"),
    ("en", "what's the booking reference for the flight to Rome?", "mail"),
    ("en", "when can I pick up my prescription?", "mail"),
    ("en", "what's my customer number with the electricity company?", "mail"),
    ("en", "what does a home insurance policy usually cover?", ""),
    ("en", "how much does a dentist filling cost in Germany?", ""),
    ("en", "what time is it in Rome?", ""),
    ("en", "how do prescriptions work in the UK?", ""),
    ("de", "Wie ist meine Versicherungsnummer bei der Hausratversicherung?", "mail"),
    ("de", "Wann kann ich mein Rezept in der Apotheke abholen?", "mail"),
    ("de", "Was schulde ich dem Zahnarzt noch?", "mail"),
    ("de", "Was deckt eine Hausratversicherung ab?", ""),
    ("de", "Wie spät ist es in Rom?", ""),
    ("fr", "C'est quoi la référence de ma réservation pour Rome ?", "mail"),
    ("fr", "Je dois combien au dentiste ?", "mail"),
    ("fr", "Mon numéro client chez EDF, c'est quoi ?", "mail"),
    ("fr", "Ça coûte combien un plombage en France ?", ""),
    ("fr", "Qui a construit le Colisée ?", ""),
    ("es", "¿Cuál es mi número de póliza del seguro de hogar?", "mail"),
    ("es", "¿A qué hora empieza el concierto del viernes?", "mail"),
    ("es", "¿Cuándo puedo recoger mi receta en la farmacia?", "mail"),
    ("es", "¿Qué cubre normalmente un seguro de hogar?", ""),
    ("es", "¿Cuántos habitantes tiene Roma?", ""),
    ("zh", "我家庭保险的保单号是多少？", "mail"),
    ("zh", "我还欠牙医多少钱？", "mail"),
    ("zh", "去罗马的机票预订号是多少？", "mail"),
    ("zh", "家庭保险一般包括什么？", ""),
    ("zh", "罗马现在几点？", ""),
)


if __name__ == "__main__":
    main(CASES)
