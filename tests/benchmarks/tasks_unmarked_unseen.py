"""Benchmark (never tuned on): questions typed without a question mark, as people chat.

    python -m tests.benchmarks.tasks_unmarked_unseen [--model PATH.gguf] [--lang xx]
                                                     [--profile small|capable] [--without POLICY]

Written on 2026-12-07 (twenty-eighth session), **before** any change made for it, and scored
once on that code; only per-language and per-tier counts are read. In a chat window many
people leave the question mark off ("is the screen on full brightness", "hast du Carol schon
geantwortet", "我12月3号有空吗"). Such a question still asks for no change: it must be
answered from a read, and no change may be put to the user, not even one they decline
("proposed a change"). Two requests without a mark are beside them, so that telling a
question apart never turns a request into one: "do not disturb on, please" (it opens with
"do") and a polite "could you …" must still be carried out. Everyday English, German, French,
Spanish and Chinese, in the tasks' real worlds (the device reads as a laptop's: volume 50 %,
brightness 70 %; Carol's mail about the garden on Saturday; the dentist on 3 December 2026).

Its development companion is tests/benchmarks/tasks_dev_unmarked.py (other wordings, rows
read).
"""

from __future__ import annotations

from typing import Any

from tests.benchmarks.tasks import CAROL, DENTIST, INVOICE, Mail, Task, calls
from tests.benchmarks.tasks_state_unseen import QUESTION, ran
from tests.benchmarks.tasks_unseen import Base, main, tasks_of

#: a question about the user's mail or calendar: answered from a read, nothing put to them
ASKED: dict[str, Any] = {"acts": False, "may_propose": False}

_BASE: Base = (
    ("brightness now", 1, {
        "en": "how bright is the screen right now",
        "de": "wie hell ist der Bildschirm gerade",
        "fr": "la luminosité est à combien là",
        "es": "cuánto brillo tiene la pantalla ahora",
        "zh": "屏幕现在亮度多少",
    }, {**QUESTION, "facts": ("70",)}),
    ("volume at max", 2, {
        "en": "is my volume maxed out",
        "de": "ist mein Ton auf voller Lautstärke",
        "fr": "est-ce que le son est au maximum",
        "es": "tengo el volumen al máximo o no",
        "zh": "音量是不是已经最大了",
    }, {**QUESTION, "facts": ("50",)}),
    ("carol replied", 2, {
        "en": "did Carol ever answer me",
        "de": "hat Carol mir schon geantwortet",
        "fr": "est-ce que Carol m'a répondu",
        "es": "me ha contestado Carol o todavía no",
        "zh": "Carol回我邮件了吗",
    }, {**ASKED, "facts": ("garden|roses|Saturday",), "mails": (INVOICE, CAROL)}),
    ("free on the 3rd", 1, {
        "en": "am I free on December 3rd",
        "de": "hab ich am 3. Dezember 2026 Zeit",
        "fr": "est-ce que je suis libre le 3 décembre 2026",
        "es": "estoy libre el 3 de diciembre de 2026",
        "zh": "我2026年12月3号有空吗",
    }, {**ASKED, "facts": ("Dentist",), "events": (DENTIST,)}),
    ("unread count", 1, {
        "en": "how many emails have I not read yet",
        "de": "wie viele Mails hab ich noch nicht gelesen",
        "fr": "combien de mails je n'ai pas encore lus",
        "es": "cuántos correos me quedan por leer",
        "zh": "我还有多少封邮件没看",
    }, {**ASKED, "facts": ("3|three|drei|trois|tres|三",),
        "mails": (CAROL, INVOICE, Mail("bob@example.org", "Hello", "Hi!"))}),
    ("do not disturb on", 1, {
        "en": "do not disturb on please",
        "de": "bitte nicht stören einschalten",
        "fr": "active le mode ne pas déranger",
        "es": "activa el modo no molestar",
        "zh": "开一下免打扰",
    }, {"approve": calls("system_set_do_not_disturb", on=True),
        "check": ran("show-banners false")}),
    ("polite brightness", 1, {
        "en": "could you put the brightness at 40 percent",
        "de": "kannst du die Helligkeit auf 40 Prozent stellen",
        "fr": "tu peux mettre la luminosité à 40 %",
        "es": "puedes poner el brillo al 40 por ciento",
        "zh": "能帮我把亮度调到40%吗",
    }, {"approve": calls("system_set_brightness", percent=40),
        "check": ran("40")}),
)

TASKS: tuple[Task, ...] = tasks_of(_BASE)


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
