"""Benchmark: sending to someone by name, five languages (a development set, tuned on).

    python -m tests.benchmarks.tasks_dev_send [--model PATH.gguf] [--only NAME] [--rows]
                                              [--profile small|capable] [--without POLICY]

Written on 2026-12-06 (seventeenth session) as a probe, when no task set had a send to a
person named the way people name them: every send task gave the address ("email
bob@example.org: …"). "Ping Bob that I'm running ten minutes late", in five languages, to
Bob, whose mail is in the inbox; and an answer to his "Friday dinner" said as a message to
him. It was scored (0/10) before the work it led to (recipients by name, a tool's words
hinting at its area) and is tuned on: its figures are never reported as out of sample.
"""

from __future__ import annotations

from tests.benchmarks.tasks import CAROL, Mail, Task, calls
from tests.benchmarks.tasks_unseen import Base, main, tasks_of

BOB = (CAROL, Mail("Bob <bob@example.org>", "Friday dinner", "Dinner on Friday?"))

_BASE: Base = (
    ("tell bob", 1, {
        "en": "Ping Bob that I'm running ten minutes late",
        "de": "Sag Bob, dass ich zehn Minuten später komme",
        "fr": "Préviens Bob que j'ai dix minutes de retard",
        "es": "Avísale a Bob que llego diez minutos tarde",
        "zh": "告诉Bob我晚到十分钟",
    }, {"approve": calls("mail_send", to="bob@example.org"),
        "check": lambda w: w.sent_to("bob@example.org"), "mails": BOB}),
    ("answer bob", 1, {
        "en": "tell Bob friday dinner works for me",
        "de": "Antworte Bob, dass Freitag passt",
        "fr": "Dis à Bob que vendredi ça me va",
        "es": "Dile a Bob que el viernes me va bien",
        "zh": "跟Bob说周五晚饭可以",
    }, {"approve": lambda tool, args: tool in ("mail_send", "mail_reply"),
        "check": lambda w: w.sent_to("bob@example.org"), "mails": BOB}),
)

TASKS: tuple[Task, ...] = tasks_of(_BASE)


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
