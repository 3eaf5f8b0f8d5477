"""Benchmark (development set, tuned on): the laptop's settings, asked about and switched.

    python -m tests.benchmarks.tasks_dev_state [--model PATH.gguf] [--lang xx] [--rows [--trace]]

The development companion of tests/benchmarks/tasks_state_unseen.py (never tuned on): the
same two shapes (a question about a setting asks for no change; an everyday change goes the
right way round), other wordings and one other setting (the dark theme), in English, German,
French, Spanish and Chinese. Written right after that set, before either was run. Its rows may be
read.
"""

from __future__ import annotations

from tests.benchmarks.tasks import Task, calls, either
from tests.benchmarks.tasks_state_unseen import QUESTION, ran
from tests.benchmarks.tasks_unseen import Base, main, tasks_of

_BASE: Base = (
    ("brightness level", 1, {
        "en": "what brightness is the display on?",
        "de": "Welche Helligkeit hat das Display?",
        "fr": "Quelle est la luminosité de l'écran ?",
        "es": "¿Cuál es el nivel de brillo?",
        "zh": "屏幕亮度调到多少了？",
    }, {**QUESTION, "facts": ("70",)}),
    ("how loud", 2, {
        "en": "how loud have I got it?",
        "de": "Wie laut ist es eingestellt?",
        "fr": "C'est réglé à quel volume ?",
        "es": "¿Qué tan alto está el volumen?",
        "zh": "声音开得多大？",
    }, {**QUESTION, "facts": ("50",)}),
    ("full brightness", 2, {
        "en": "is the screen on full brightness?",
        "de": "Ist der Bildschirm auf voller Helligkeit?",
        "fr": "L'écran est-il à pleine luminosité ?",
        "es": "¿La pantalla está al brillo máximo?",
        "zh": "屏幕是最亮的吗？",
    }, {**QUESTION, "facts": ("70",)}),
    ("sound off", 1, {
        "en": "turn the sound off",
        "de": "Stell den Ton ab.",
        "fr": "Plus de son, s'il te plaît.",
        "es": "Sin sonido, por favor.",
        "zh": "静音吧。",
    }, {"approve": either(calls("system_set_mute", muted=True),
                          calls("system_set_volume", percent=0)),
        "check": ran("set-sink-mute @DEFAULT_SINK@ 1", "set-sink-volume @DEFAULT_SINK@ 0%")}),
    ("notifications off", 2, {
        "en": "turn notifications off",
        "de": "Schalte die Benachrichtigungen aus.",
        "fr": "Désactive les notifications.",
        "es": "Desactiva las notificaciones.",
        "zh": "关闭通知。",
    }, {"approve": calls("system_set_do_not_disturb", on=True),
        "check": ran("show-banners false")}),
    ("dark theme", 1, {
        "en": "switch me to the dark theme",
        "de": "Ich hätte gern das dunkle Design.",
        "fr": "Passe en thème sombre.",
        "es": "Ponme el tema oscuro.",
        "zh": "换成深色主题。",
    }, {"approve": calls("system_set_dark_mode", on=True), "check": ran("prefer-dark")}),
)

TASKS: tuple[Task, ...] = tasks_of(_BASE)


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
