"""Benchmark (development set, tuned on): questions typed without a question mark.

    python -m tests.benchmarks.tasks_dev_unmarked [--model PATH.gguf] [--lang xx] [--rows [--trace]]

The development companion of tests/benchmarks/tasks_unmarked_unseen.py (never tuned on): the
same shapes (a question without its mark asks for no change; a request without one is still
carried out), other wordings, in English, German, French, Spanish and Chinese. Written right
after that set, before either was run. Its rows may be read.
"""

from __future__ import annotations

from tests.benchmarks.tasks import CAROL, DENTIST, INVOICE, Task, calls
from tests.benchmarks.tasks_state_unseen import QUESTION, ran
from tests.benchmarks.tasks_unmarked_unseen import ASKED
from tests.benchmarks.tasks_unseen import Base, main, tasks_of

_BASE: Base = (
    ("volume level", 1, {
        "en": "what is the volume set to",
        "de": "auf wie viel Prozent steht die Lautstärke",
        "fr": "quel est le volume du son",
        "es": "qué volumen tengo puesto",
        "zh": "音量现在开到多少了",
    }, {**QUESTION, "facts": ("50",)}),
    ("screen at full", 2, {
        "en": "is the display turned all the way up",
        "de": "ist die Helligkeit schon ganz oben",
        "fr": "l'écran est-il à fond",
        "es": "está la pantalla al máximo de brillo",
        "zh": "屏幕亮度是最高的吗",
    }, {**QUESTION, "facts": ("70",)}),
    ("carol wrote", 2, {
        "en": "has Carol written to me",
        "de": "gibt es was Neues von Carol",
        "fr": "Carol m'a écrit quoi",
        "es": "qué me ha escrito Carol",
        "zh": "Carol有没有给我回信",
    }, {**ASKED, "facts": ("garden|roses|Saturday",), "mails": (INVOICE, CAROL)}),
    ("dentist when", 1, {
        "en": "when is my dentist appointment",
        "de": "wann ist mein Zahnarzttermin (Dentist)",
        "fr": "c'est quand mon rendez-vous chez le dentiste (Dentist)",
        "es": "cuándo tengo el dentista (Dentist)",
        "zh": "我的牙医（Dentist）预约是哪天",
    }, {**ASKED, "facts": ("3|Dec|Dez|déc|dic|12月",), "events": (DENTIST,)}),
    ("mute please", 1, {
        "en": "mute the sound please",
        "de": "schalt den Ton stumm",
        "fr": "coupe le son stp",
        "es": "silencia el sonido porfa",
        "zh": "帮我静音",
    }, {"approve": calls("system_set_mute", muted=True),
        "check": ran("set-sink-mute @DEFAULT_SINK@ 1")}),
    ("polite volume", 1, {
        "en": "can you turn the volume down to 20",
        "de": "könntest du die Lautstärke auf 20 runterdrehen",
        "fr": "tu pourrais baisser le son à 20",
        "es": "me bajas el volumen a 20",
        "zh": "可以把音量调到20吗",
    }, {"approve": calls("system_set_volume", percent=20), "check": ran("20%")}),
)

TASKS: tuple[Task, ...] = tasks_of(_BASE)


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
