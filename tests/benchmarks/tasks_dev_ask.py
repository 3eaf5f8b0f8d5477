"""Benchmark (development set, tuned on): questions about what someone wrote, five languages.

    python -m tests.benchmarks.tasks_dev_ask [--model PATH.gguf] [--lang xx] [--rows] [--trace]

The development companion of tasks_ask_unseen (never tuned on): other people, other
questions, the same shape: an English inbox, a question in everyday English, German, French,
Spanish or Chinese whose answer is one fact of one message. Its rows are read while work goes
on; its figures are not reported as out of sample.
"""

from __future__ import annotations

from tests.benchmarks.tasks import CAROL, Mail, Task
from tests.benchmarks.tasks_unseen import Base, main, tasks_of

_BASE: Base = (
    ("piano", 1, {
        "en": "did Olga answer about the piano lessons? what do they cost?",
        "de": "Hat Olga wegen der Klavierstunden geantwortet? Was kosten sie?",
        "fr": "Olga a répondu pour les cours de piano ? Combien ça coûte ?",
        "es": "¿Olga contestó sobre las clases de piano? ¿Cuánto cuestan?",
        "zh": "Olga回复钢琴课的事了吗？多少钱？",
    }, {"facts": ("45",), "acts": False,
        "mails": (CAROL, Mail("Olga Petrova <olga@music.example>", "Piano lessons",
                              "Lessons start on 14 January and are 45 EUR each."))}),
    ("garage", 2, {
        "en": "what did the garage say about my car?",
        "de": "Was hat die Werkstatt zu meinem Auto gesagt?",
        "fr": "Qu'est-ce que le garage a dit pour ma voiture ?",
        "es": "¿Qué dijo el taller de mi coche?",
        "zh": "修车行关于我的车说了什么？",
    }, {"facts": ("380",), "acts": False,
        "mails": (Mail("Garage Miller <service@garage.example>", "Your car is ready",
                       "The repair cost 380 EUR; pick it up after 4pm."), CAROL)}),
    ("party", 2, {
        "en": "when is Tom's party?",
        "de": "Wann ist die Party von Tom?",
        "fr": "C'est quand, la fête de Tom ?",
        "es": "¿Cuándo es la fiesta de Tom?",
        "zh": "Tom的派对是什么时候？",
    }, {"facts": ("19",), "acts": False,
        "mails": (CAROL, Mail("Tom Baker <tom@baker.example>", "Party!",
                              "My birthday party is on Saturday 19 December at 7pm."))}),
)

TASKS: tuple[Task, ...] = tasks_of(_BASE)


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
