"""Benchmark (development set, tuned on): questions that name nobody, five languages.

    python -m tests.benchmarks.tasks_dev_cross [--model PATH.gguf] [--lang xx] [--rows] [--trace]

The development companion of tasks_cross_unseen (never tuned on): other questions, the same
shape: an English inbox, a question in everyday English, German, French, Spanish or Chinese
that names nobody the mail knows, whose answer is one fact of one message. Its rows are read
while work goes on; its figures are not reported as out of sample.
"""

from __future__ import annotations

from tests.benchmarks.tasks import CAROL, Mail, Task
from tests.benchmarks.tasks_unseen import Base, main, tasks_of

_BASE: Base = (
    ("hotel", 1, {
        "en": "what's my booking number at the hotel?",
        "de": "Wie lautet meine Buchungsnummer beim Hotel?",
        "fr": "C'est quoi mon numéro de réservation à l'hôtel ?",
        "es": "¿Cuál es mi número de reserva del hotel?",
        "zh": "我的酒店预订号是多少？",
    }, {"facts": ("88341",), "acts": False,
        "mails": (CAROL, Mail("Seaside Hotel <booking@seaside.example>", "Booking confirmation",
                              "Your room is booked for 3 nights from 12 January. Check-in "
                              "from 15:00. Booking number 88341."))}),
    ("electrician", 2, {
        "en": "how much does the electrician want for the fuse box?",
        "de": "Was verlangt der Elektriker für den Sicherungskasten?",
        "fr": "Combien l'électricien demande pour le tableau électrique ?",
        "es": "¿Cuánto cobra el electricista por el cuadro eléctrico?",
        "zh": "电工换保险丝盒要多少钱？",
    }, {"facts": ("640",), "acts": False,
        "mails": (Mail("Bright Spark Electrics <office@brightspark.example>", "Your quote",
                       "Replacing the fuse box will cost 640 EUR including parts."), CAROL)}),
    ("parcel", 2, {
        "en": "what's the tracking code of my parcel?",
        "de": "Wie ist die Sendungsnummer von meinem Paket?",
        "fr": "C'est quoi le numéro de suivi de mon colis ?",
        "es": "¿Cuál es el código de seguimiento de mi paquete?",
        "zh": "我的包裹的快递单号是多少？",
    }, {"facts": ("55120",), "acts": False,
        "mails": (CAROL, Mail("ParcelGo <track@parcelgo.example>", "Out for delivery",
                              "Your parcel arrives today between 14:00 and 16:00. Tracking "
                              "code PG-55120."))}),
)

TASKS: tuple[Task, ...] = tasks_of(_BASE)


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
