"""Benchmark: routing_unseen for the two languages shipped later, Italian and Portuguese.

    python -m tests.benchmarks.routing_unseen_more [--model PATH.gguf] [--no-model]

Written on 2026-12-03 after their lexicons (resources/lexicon/it.json, pt.json), by the same
person, and committed before it was scored; scored once and never tuned on: the lexicons are
not changed for it. Everyday requests that need one area, and small talk that needs none, in
a new conversation each, as routing_unseen scores them.
"""

from __future__ import annotations

from tests.benchmarks.routing_unseen import main

CASES: tuple[tuple[str, str, str], ...] = (
    ("it", "Mi ha risposto l'avvocato?", "mail"),
    ("it", "Scrivi a Giulia che arrivo tardi", "mail"),
    ("it", "Ci sono mail nuove dalla banca?", "mail"),
    ("it", "Cosa ho in programma giovedì?", "calendars"),
    ("it", "Fissa una riunione con Paolo lunedì alle 10", "calendars"),
    ("it", "Sono libero sabato pomeriggio?", "calendars"),
    ("it", "Trova il contratto d'affitto nei miei documenti", "files"),
    ("it", "Leggi appunti.txt", "files"),
    ("it", "Svegliami alle sei e mezza", "system"),
    ("it", "Alza la luminosità dello schermo", "system"),
    ("it", "Quanta batteria mi resta?", "system"),
    ("it", "Grazie mille, a dopo!", ""),
    ("it", "Chi ha dipinto la Gioconda?", ""),
    ("it", "Raccontami una barzelletta", ""),
    ("pt", "O senhorio já me respondeu?", "mail"),
    ("pt", "Manda uma mensagem ao Pedro a dizer que vou atrasar", "mail"),
    ("pt", "Chegou algum e-mail do banco esta semana?", "mail"),
    ("pt", "O que tenho marcado para quinta?", "calendars"),
    ("pt", "Marca uma reunião com a Ana na segunda às 10h", "calendars"),
    ("pt", "Estou livre no sábado à tarde?", "calendars"),
    ("pt", "Encontra o contrato de arrendamento nos meus documentos", "files"),
    ("pt", "Lê o ficheiro notas.txt", "files"),
    ("pt", "Acorda-me às seis e meia", "system"),
    ("pt", "Aumenta o brilho do ecrã", "system"),
    ("pt", "Quanta bateria ainda tenho?", "system"),
    ("pt", "Obrigado, até logo!", ""),
    ("pt", "Quem pintou a Mona Lisa?", ""),
    ("pt", "Conta-me uma piada", ""),
)

if __name__ == "__main__":
    main(CASES, ("it", "pt"))
