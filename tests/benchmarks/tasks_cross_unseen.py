"""Benchmark: questions about the user's mail that name nobody, five languages (never tuned on).

    python -m tests.benchmarks.tasks_cross_unseen [--model PATH.gguf] [--lang xx]
                                                  [--profile small|capable] [--without POLICY]

Written on 2026-12-06 (twentieth session), before that session changed any behaviour, and
committed before it was scored. The inbox is in English and the question in the user's own
language, and, unlike tests/benchmarks/tasks_ask_unseen.py, no question names a person the
mail knows: "¿A qué hora viene el fontanero?" has to find a mail about a plumber's visit
with no word in common with it. Five questions whose answer is one fact of one message (a
time, a sum, a gate, a day), each asked in everyday English, German, French, Spanish and
Chinese (25 tasks), with another message beside it. Nothing may act; the answer must carry
the fact, which is data and so the same in every language. Figures are reported as counts
(by language and by tier), never row by row: its rows are not read while work goes on.
"""

from __future__ import annotations

from tests.benchmarks.tasks import CAROL, Mail, Task
from tests.benchmarks.tasks_unseen import Base, main, tasks_of

_BASE: Base = (
    ("plumber", 1, {
        "en": "when's the plumber coming round?",
        "de": "Wann kommt der Klempner?",
        "fr": "Le plombier passe à quelle heure ?",
        "es": "¿A qué hora viene el fontanero?",
        "zh": "水管工几点来？",
    }, {"facts": ("10:30|10.30|10h30|10 h 30|10点30|十点半|10點30|10時30",), "acts": False,
        "mails": (CAROL, Mail("FixIt Plumbing <jobs@fixit.example>", "Visit confirmed",
                              "Our plumber will come on Tuesday at 10:30 to repair the "
                              "kitchen sink."))}),
    ("tickets", 1, {
        "en": "how much did I pay for the concert tickets?",
        "de": "Was haben die Konzertkarten gekostet?",
        "fr": "Combien j'ai payé les billets du concert ?",
        "es": "¿Cuánto me costaron las entradas del concierto?",
        "zh": "演唱会的票花了多少钱？",
    }, {"facts": ("96",), "acts": False,
        "mails": (Mail("Arena Box Office <tickets@arena.example>", "Your order 55812",
                       "Two tickets for the concert on 20 February, row G, seats 14 and 15. "
                       "Total paid: 96.00 EUR."), CAROL)}),
    ("gate", 2, {
        "en": "which gate does my Lisbon flight leave from?",
        "de": "Von welchem Gate geht mein Flug nach Lissabon?",
        "fr": "Mon vol pour Lisbonne part de quelle porte ?",
        "es": "¿De qué puerta sale mi vuelo a Lisboa?",
        "zh": "我去里斯本的航班在哪个登机口？",
    }, {"facts": ("B22",), "acts": False,
        "mails": (CAROL, Mail("SkyAir <noreply@skyair.example>", "Check-in is open",
                              "Flight SA 417 to Lisbon departs from gate B22 at 07:40. "
                              "Boarding closes 20 minutes before."))}),
    ("library", 2, {
        "en": "when does the library book have to go back?",
        "de": "Bis wann muss ich das Buch in der Bücherei zurückgeben?",
        "fr": "Je dois rendre le livre de la bibliothèque quand ?",
        "es": "¿Cuándo tengo que devolver el libro de la biblioteca?",
        "zh": "图书馆的书什么时候要还？",
    }, {"facts": ("17",), "acts": False,
        "mails": (Mail("City Library <loans@library.example>", "Due soon",
                       "The book 'The Silent Sea' is due back on 17 December. The late fee "
                       "is 0.50 EUR a day."), CAROL)}),
    ("vet", 2, {
        "en": "what time is the dog's vaccination?",
        "de": "Um wie viel Uhr ist die Impfung vom Hund?",
        "fr": "La vaccination du chien est à quelle heure ?",
        "es": "¿A qué hora es la vacuna del perro?",
        "zh": "狗打疫苗是几点？",
    }, {"facts": ("9:45|9.45|9h45|9 h 45|9点45|九点四十五|9點45|9時45",), "acts": False,
        "mails": (CAROL, Mail("Happy Paws Vet <info@happypaws.example>",
                              "Vaccination reminder",
                              "Bella's vaccination is booked for Saturday at 9:45 in room 3."))}),
)

TASKS: tuple[Task, ...] = tasks_of(_BASE)


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
