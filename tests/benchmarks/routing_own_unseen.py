"""Benchmark: questions about the user's own facts against look-alike knowledge questions,
five languages (never tuned on).

    python -m tests.benchmarks.routing_own_unseen [--model PATH.gguf] [--no-model]

Written on 2026-12-07 (twenty-first session), before that session changed any behaviour, and
committed before it was scored. A question about a fact of the user's own life that names no
person and no app area ("what's the reference for my car insurance claim?") is answered from
their mail, where confirmations, bills and tickets arrive: it succeeds when the router offers
mail. A question of the same shape about the world ("how long is a car insurance claim
usually open?") is small talk: it succeeds when it gets no tools. Scored as
tests/benchmarks/routing_unseen.py scores, reported as counts, never row by row.
"""

from __future__ import annotations

from tests.benchmarks.routing_unseen import main

CASES: tuple[tuple[str, str, str], ...] = (
    # -- English
    ("en", "what's the reference for my car insurance claim?", "mail"),
    ("en", "how much is my phone bill this month?", "mail"),
    ("en", "when is the new sofa being delivered?", "mail"),
    ("en", "what's the booking code for our campsite?", "mail"),
    ("en", "which terminal do I fly from on Monday?", "mail"),
    ("en", "how much did the garage charge for the repair?", "mail"),
    ("en", "how long is a car insurance claim usually open?", ""),
    ("en", "what's a normal phone bill in Spain?", ""),
    ("en", "which is the biggest airport terminal in the world?", ""),
    ("en", "how much does a car repair cost on average?", ""),
    # -- German
    ("de", "Was kostet meine Handyrechnung diesen Monat?", "mail"),
    ("de", "Wann wird das neue Sofa geliefert?", "mail"),
    ("de", "Wie ist der Buchungscode für den Campingplatz?", "mail"),
    ("de", "Was hat die Werkstatt für die Reparatur verlangt?", "mail"),
    ("de", "Wie lange dauert eine Lieferung aus China normalerweise?", ""),
    ("de", "Was ist ein Buchungscode?", ""),
    ("de", "Wie viel kostet eine Autoreparatur im Durchschnitt?", ""),
    # -- French
    ("fr", "Elle est de combien ma facture de téléphone ce mois-ci ?", "mail"),
    ("fr", "Le nouveau canapé est livré quand ?", "mail"),
    ("fr", "C'est quoi le code de réservation du camping ?", "mail"),
    ("fr", "Le garage m'a facturé combien pour la réparation ?", "mail"),
    ("fr", "Combien coûte en moyenne une facture de téléphone en France ?", ""),
    ("fr", "C'est quoi la différence entre un camping et un glamping ?", ""),
    ("fr", "Quel est le plus grand aéroport d'Europe ?", ""),
    # -- Spanish
    ("es", "¿Cuánto es mi factura del móvil este mes?", "mail"),
    ("es", "¿Cuándo me traen el sofá nuevo?", "mail"),
    ("es", "¿Cuál es el código de reserva del camping?", "mail"),
    ("es", "¿Cuánto me cobró el taller por la reparación?", "mail"),
    ("es", "¿Cuánto cuesta de media una reparación de coche?", ""),
    ("es", "¿Qué es una franquicia en un seguro de coche?", ""),
    ("es", "¿Cuál es la terminal más grande de Barajas?", ""),
    # -- Chinese
    ("zh", "我这个月的话费是多少？", "mail"),
    ("zh", "新沙发什么时候送到？", "mail"),
    ("zh", "营地的预订码是多少？", "mail"),
    ("zh", "修车厂修车收了我多少钱？", "mail"),
    ("zh", "修车一般要多少钱？", ""),
    ("zh", "什么是预订码？", ""),
    ("zh", "世界上最大的机场是哪个？", ""),
)


if __name__ == "__main__":
    main(CASES)
