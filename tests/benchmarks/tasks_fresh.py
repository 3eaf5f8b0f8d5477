"""Benchmark: a second never-tuned task set — twelve other tasks, five languages.

    python -m tests.benchmarks.tasks_fresh [--model PATH.gguf] [--lang de] [--only NAME]
                                           [--profile small|capable] [--without POLICY]

Written on 2026-12-04 at bf3ec28, **before** any change made for it (issue 25), and scored
once on that code; the result is committed in docs/benchmarks.md. Like
``tests.benchmarks.tasks_unseen``, nothing in app/ or connectors/ may be tuned on these rows,
and only per-language and per-tier counts are read when reporting.

Why a second set: every language but German came within 10 points of English on tiers 1–2 of
``tasks_unseen``, after work that was measured on it many times; this set says whether that
holds on tasks no change has ever been scored on. Twelve tasks of ``tests.benchmarks.tasks``
that ``tasks_unseen`` does not use (five of tier 1, five of tier 2, two of tier 3), in the same
real worlds (mail, files and events in English), each asked five ways: everyday English,
German, French, Spanish and Chinese (60 tasks). The scripted user approves by the call's
language-independent arguments; the checks look at the end state and at facts that are data,
or accept the fact's word in each of the five languages where the data is a word.
"""

from __future__ import annotations

import re
from typing import Any

from tests.benchmarks.tasks import CAROL, DENTIST, INVOICE, Mail, Task, World, alarm, calls, event_at
from tests.benchmarks.tasks_unseen import Base, main, tasks_of

BUDGET = ("budget.csv", "item,eur\nrent,900\n")
LETTER = ("letter.txt", "Dear Sam,")
PARCEL = Mail("Shop <orders@shop.example>", "Parcel arriving",
              "Your parcel PX-7731 arrives on Thursday.")
SPAM = Mail("promo@spam.example", "Cheap watches!!!", "Buy now.")


def _reminder_at_five(tool: str, args: dict[str, Any]) -> bool:
    """A reminder at 17:00, however the time is written (17:00, 5pm, 5 PM)."""
    time = str(args.get("time", "")).lower().replace(" ", "")
    return tool == "system_set_reminder" and ("17" in time or time.startswith("5p"))


def _wrote_milk(world: World) -> bool:
    return re.search(r"milk|milch|lait|leche|牛奶", world.file("shopping.txt") or "",
                     re.IGNORECASE) is not None


_BASE: Base = (
    # -- tier 1 -------------------------------------------------------------------------------
    ("dark mode", 1, {
        "en": "my eyes hurt, switch the screen over to the dark theme",
        "de": "Schalte bitte den Dunkelmodus ein.",
        "fr": "Active le mode sombre, s'il te plaît.",
        "es": "Activa el modo oscuro, por favor.",
        "zh": "打开深色模式。",
    }, {"approve": calls("system_set_dark_mode", on=True),
        "check": lambda w: any("dark" in c for c in w.device.commands)}),
    ("list files", 1, {
        "en": "what have I got sitting in my documents folder?",
        "de": "Welche Dateien liegen in meinem Dokumente-Ordner?",
        "fr": "Quels fichiers y a-t-il dans mon dossier Documents ?",
        "es": "¿Qué archivos hay en mi carpeta de Documentos?",
        "zh": "我的文档文件夹里有哪些文件？",
    }, {"facts": ("budget.csv", "letter.txt"), "files": (BUDGET, LETTER), "acts": False}),
    ("write file", 1, {
        "en": "jot down eggs, milk and bread in a new file called shopping.txt",
        "de": "Erstell eine Datei shopping.txt mit: Eier, Milch, Brot",
        "fr": "Crée un fichier shopping.txt avec : œufs, lait, pain",
        "es": "Crea un archivo shopping.txt con: huevos, leche, pan",
        "zh": "新建一个文件 shopping.txt，内容写：鸡蛋、牛奶、面包",
    }, {"approve": calls("files_write", path="shopping.txt"), "check": _wrote_milk}),
    ("latest mail", 1, {
        "en": "what's the newest thing in my inbox?",
        "de": "Was ist die neueste Mail in meinem Posteingang?",
        "fr": "C'est quoi le dernier mail que j'ai reçu ?",
        "es": "¿Cuál es el último correo que me ha llegado?",
        "zh": "我收到的最新一封邮件是什么？",
    }, {"facts": ("PX-7731|parcel|Paket|colis|paquete|包裹",), "acts": False,
        "mails": (Mail("news@paper.example", "Old news", "Nothing new."), PARCEL)}),
    ("invoice amount", 1, {
        "en": "how much was that invoice from the shop again?",
        "de": "Wie hoch ist die Rechnung vom Shop?",
        "fr": "De combien est la facture du magasin ?",
        "es": "¿De cuánto es la factura de la tienda?",
        "zh": "商店那张发票是多少钱？",
    }, {"facts": ("120",), "mails": (CAROL, INVOICE), "acts": False}),
    # -- tier 2 -------------------------------------------------------------------------------
    ("reminder", 2, {
        "en": "at 5pm nudge me to call mum",
        "de": "Erinnere mich um 17 Uhr daran, Mama anzurufen.",
        "fr": "Rappelle-moi d'appeler maman à 17h.",
        "es": "Recuérdame llamar a mamá a las 17:00.",
        "zh": "下午五点提醒我给妈妈打电话。",
    }, {"approve": _reminder_at_five, "check": alarm("reminder", "17:00")}),
    ("friday haircut", 2, {
        "en": "book 'Haircut' in for friday, 3 in the afternoon",
        "de": "Trag mir 'Haircut' für Freitag um 15 Uhr ein.",
        "fr": "Mets 'Haircut' dans mon agenda vendredi à 15h.",
        "es": "Apunta 'Haircut' el viernes a las 3 de la tarde.",
        "zh": "周五下午三点帮我安排'Haircut'。",
    }, {"approve": calls("calendar_create_event", title="haircut"),
        "check": lambda w: event_at(w, "2026-12-04", "haircut", "15:00")}),
    ("free thursday", 2, {
        "en": "is thursday afternoon still open for me?",
        "de": "Hab ich am Donnerstagnachmittag Zeit?",
        "fr": "Je suis libre jeudi après-midi ?",
        "es": "¿Estoy libre el jueves por la tarde?",
        "zh": "我周四下午有空吗？",
    }, {"facts": ("Dentist",), "events": (DENTIST,), "acts": False}),
    ("mute", 2, {
        "en": "kill the sound please, I'm in a meeting",
        "de": "Schalt den Ton aus, ich bin in einem Meeting.",
        "fr": "Coupe le son, je suis en réunion.",
        "es": "Silencia el sonido, estoy en una reunión.",
        "zh": "我在开会，把声音关掉。",
    }, {"approve": calls("system_set_mute", muted=True),
        "check": lambda w: any("mute" in c for c in w.device.commands)}),
    ("brightness", 2, {
        "en": "the screen's blinding me, dim it to 40",
        "de": "Der Bildschirm ist zu hell, stell ihn auf 40 Prozent.",
        "fr": "L'écran est trop lumineux, baisse-le à 40 %.",
        "es": "La pantalla está demasiado brillante, bájala al 40 %.",
        "zh": "屏幕太亮了，调到40%。",
    }, {"approve": calls("system_set_brightness", percent=40),
        "check": lambda w: any("40" in c for c in w.device.commands)}),
    # -- tier 3 -------------------------------------------------------------------------------
    ("reply carol", 3, {
        "en": "write back to Carol that saturday works",
        "de": "Antworte Carol, dass Samstag für mich passt.",
        "fr": "Réponds à Carol que samedi me convient.",
        "es": "Contesta a Carol que el sábado me va bien.",
        "zh": "回复 Carol，说周六我可以。",
    }, {"approve": calls("mail_reply"), "check": lambda w: w.sent_to("carol@example.net"),
        "mails": (INVOICE, CAROL)}),
    ("delete spam", 3, {
        "en": "bin that cheap watches spam",
        "de": "Lösch die Mail über die billigen Uhren (Cheap watches).",
        "fr": "Supprime le mail sur les montres pas chères (Cheap watches).",
        "es": "Borra el correo de los relojes baratos (Cheap watches).",
        "zh": "删掉那封卖便宜手表的邮件（Cheap watches）。",
    }, {"approve": calls("mail_delete"),
        "check": lambda w: "Cheap watches!!!" in w.subjects("Trash")
        and "Cheap watches!!!" not in w.subjects("INBOX"),
        "mails": (CAROL, SPAM)}),
)

TASKS: tuple[Task, ...] = tasks_of(_BASE)


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
