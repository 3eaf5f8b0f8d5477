"""Benchmark: a third development task set, everyday wording in five languages (tuned on).

    python -m tests.benchmarks.tasks_dev_more [--model PATH.gguf] [--lang de] [--only NAME]
                                              [--rows --trace] [--without POLICY]

Written on 2026-12-06 (sixteenth session), before that session changed anything, to look for
what a new user would meet that the other development sets no longer show: eight tasks of
tiers 1–2 of ``tests.benchmarks.tasks`` in the same real worlds, each asked in everyday English,
German, French, Spanish and Chinese (40 tasks), in wordings of their own. Its rows are read and
changes are tuned on it, so its figures are never reported as out of sample; the never-tuned
sets stay ``tests.benchmarks.tasks_unseen`` and ``tests.benchmarks.tasks_fresh``.
"""

from __future__ import annotations

from tests.benchmarks.tasks import Task
from tests.benchmarks.tasks_dev import same_as
from tests.benchmarks.tasks_unseen import Base, main, tasks_of

_BASE: Base = (
    ("read file", 1, {
        "en": "notes.txt has the wifi password somewhere, what is it",
        "de": "Was steht in notes.txt zum WLAN?",
        "fr": "Dans notes.txt, j'ai noté le code wifi. Tu me le donnes ?",
        "es": "¿Qué contraseña del wifi apunté en notes.txt?",
        "zh": "notes.txt 里记的wifi密码是什么",
    }, same_as("read file")),
    ("day agenda", 1, {
        "en": "rundown of december 3 please",
        "de": "Was ist am 3. Dezember los?",
        "fr": "Le 3 décembre, j'ai quelque chose ?",
        "es": "¿Tengo algo el 3 de diciembre?",
        "zh": "12月3号有什么安排",
    }, same_as("day agenda")),
    ("unread count", 2, {
        "en": "got any unopened emails?",
        "de": "Hab ich ungelesene Mails?",
        "fr": "Combien de mails non lus ?",
        "es": "¿Cuántos correos me quedan por leer?",
        "zh": "我有几封未读邮件",
    }, same_as("unread count")),
    ("who wrote", 2, {
        "en": "has Carol written?",
        "de": "Hat Carol sich gemeldet?",
        "fr": "Carol m'a écrit ?",
        "es": "¿Me escribió Carol?",
        "zh": "Carol给我发邮件了吗",
    }, same_as("who wrote")),
    ("latest mail", 1, {
        "en": "what came in most recently?",
        "de": "Was ist zuletzt reingekommen?",
        "fr": "C'est quoi le dernier message reçu ?",
        "es": "¿Qué fue lo último que me llegó?",
        "zh": "最新收到的是什么邮件",
    }, same_as("latest mail")),
    ("write file", 1, {
        "en": "save eggs, milk, bread as shopping.txt",
        "de": "Schreib Eier, Milch, Brot in eine neue Datei shopping.txt.",
        "fr": "Crée shopping.txt avec : œufs, lait, pain.",
        "es": "Guarda huevos, leche y pan en shopping.txt.",
        "zh": "新建文件 shopping.txt，写上鸡蛋、牛奶、面包",
    }, same_as("write file")),
    ("mute", 2, {
        "en": "no sound please",
        "de": "Ton aus bitte.",
        "fr": "Coupe le son.",
        "es": "Silencia el portátil.",
        "zh": "静音",
    }, same_as("mute")),
    ("tomorrow", 2, {
        "en": "plans for tomorrow?",
        "de": "Was steht morgen an?",
        "fr": "J'ai quoi demain ?",
        "es": "¿Qué tengo mañana?",
        "zh": "明天有什么事",
    }, same_as("tomorrow")),
)
TASKS: tuple[Task, ...] = tasks_of(_BASE)


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
