"""Benchmark (development): a question, then a follow-up that acts on its answer, five
languages.

    python -m tests.benchmarks.tasks_dev_followup [--model PATH.gguf] [--lang xx] [--rows]

The development companion of tests/benchmarks/tasks_followup_unseen.py (never tuned on):
the same kind of two-turn conversation — forward the invoice just found, delete the mail
just found, an alarm on the day a mail names, the brightness just read changed, the
newsletter just found archived — with other data and other wordings. Its rows may be read
and tuned on; the never-tuned set's may not.
"""

from __future__ import annotations

from zoneinfo import ZoneInfo

from tests.benchmarks.tasks import ZONE, Mail, Task, World, alarm, calls, either
from tests.benchmarks.tasks_unseen import LANGUAGES, main

_ACCOUNTING = "accounting@example.org"
_SPAM = Mail("promo@spam.example", "Cheap watches!!!", "Buy now, 90% off.")
_NEWS = Mail("news@letter.example", "Weekly newsletter", "This week: ...")

# language: (turn 1, turn 2, subject, body)
_FORWARD = {
    "en": ("has the invoice from the shop arrived?", "forward it to accounting@example.org",
           "Invoice 1043", "Your invoice 1043 for 120 EUR is due on 2026-12-10."),
    "de": ("Ist die Rechnung vom Shop schon da?", "Leite sie an accounting@example.org weiter.",
           "Rechnung 1043", "Ihre Rechnung 1043 über 120 EUR ist am 10.12.2026 fällig."),
    "fr": ("La facture de la boutique est arrivée ?", "Transfère-la à accounting@example.org.",
           "Facture 1043", "Votre facture 1043 de 120 EUR est à régler le 10/12/2026."),
    "es": ("¿Ha llegado la factura de la tienda?", "Reenvíasela a accounting@example.org.",
           "Factura 1043", "Su factura 1043 de 120 EUR vence el 10/12/2026."),
    "zh": ("商店的发票到了吗？", "把它转发给 accounting@example.org。",
           "发票 1043", "您的 1043 号发票金额 120 欧元，于 2026-12-10 到期。"),
}
_DELETE = {
    "en": ("any mail about cheap watches?", "delete it"),
    "de": ("Hab ich eine Mail wegen billiger Uhren?", "Lösch die."),
    "fr": ("J'ai un mail à propos de montres pas chères ?", "Supprime-le."),
    "es": ("¿Tengo algún correo de relojes baratos?", "Bórralo."),
    "zh": ("有没有关于便宜手表的邮件？", "删掉它。"),
}
# language: (turn 1, turn 2, subject, body)
_PLUMBER = {
    "en": ("when is the plumber coming?", "set an alarm for 7:30 that day",
           "Your appointment", "I'll come by on Thursday, December 3, at 8:00. Mike, plumber"),
    "de": ("Wann kommt der Klempner?", "Stell mir an dem Tag einen Wecker um 7:30.",
           "Ihr Termin", "Ich komme am Donnerstag, 3. Dezember, um 8:00 Uhr. Mike, Installateur"),
    "fr": ("Le plombier passe quand ?", "Mets-moi un réveil à 7 h 30 ce jour-là.",
           "Votre rendez-vous", "Je passerai jeudi 3 décembre à 8 h. Mike, plombier"),
    "es": ("¿Cuándo viene el fontanero?", "Ponme una alarma a las 7:30 ese día.",
           "Su cita", "Pasaré el jueves 3 de diciembre a las 8:00. Mike, fontanero"),
    "zh": ("水管工什么时候来？", "那天早上七点半叫醒我。",
           "您的预约", "我会在 12 月 3 日周四早上 8:00 上门。水管工 Mike"),
}
_BRIGHTNESS = {
    "en": ("how bright is my screen?", "set it to 30"),
    "de": ("Wie hell ist mein Bildschirm?", "Mach ihn auf 30."),
    "fr": ("L'écran est à quelle luminosité ?", "Mets-la à 30."),
    "es": ("¿Cuánto brillo tiene la pantalla?", "Ponlo al 30."),
    "zh": ("屏幕亮度现在是多少？", "调到30。"),
}
_ARCHIVE = {
    "en": ("is there a newsletter in my inbox?", "archive it"),
    "de": ("Ist ein Newsletter in meinem Posteingang?", "Archivier ihn."),
    "fr": ("Il y a une newsletter dans ma boîte ?", "Archive-la."),
    "es": ("¿Hay algún boletín en mi bandeja de entrada?", "Archívalo."),
    "zh": ("我收件箱里有新闻简报吗？", "把它归档。"),
}


def _on_thursday(world: World) -> bool:
    """The alarm rings on the day the mail names (Thursday 2026-12-03), not tomorrow."""
    return all(f"{a.due_at.astimezone(ZoneInfo(ZONE)):%Y-%m-%d}" == "2026-12-03"
               for a in world.alarms())


def _tasks() -> tuple[Task, ...]:
    made = []
    for language in LANGUAGES:
        first, then, subject, body = _FORWARD[language]
        made.append(Task(f"{language}: forward", 2, (first, then),
                         calls("mail_forward", to=_ACCOUNTING),
                         lambda w: w.sent_to(_ACCOUNTING),
                         mails=(Mail("Billing <billing@shop.example>", subject, body),)))
        first, then = _DELETE[language]
        made.append(Task(f"{language}: delete", 2, (first, then), calls("mail_delete"),
                         lambda w: _SPAM.subject in w.subjects("Trash")
                         and _SPAM.subject not in w.subjects("INBOX"),
                         mails=(_NEWS, _SPAM)))
        first, then, subject, body = _PLUMBER[language]
        made.append(Task(f"{language}: alarm", 3, (first, then),
                         either(calls("system_set_alarm", time="07:30"),
                                calls("system_set_alarm", time="7:30")),
                         lambda w: alarm("alarm", "07:30")(w) and _on_thursday(w),
                         mails=(Mail("Mike <mike@plumbing.example>", subject, body),)))
        first, then = _BRIGHTNESS[language]
        made.append(Task(f"{language}: brightness", 1, (first, then),
                         calls("system_set_brightness", percent=30),
                         lambda w: any("30" in c for c in w.device.commands)))
        first, then = _ARCHIVE[language]
        made.append(Task(f"{language}: archive", 3, (first, then),
                         calls("mail_move", to_mailbox="Archive"),
                         lambda w: _NEWS.subject in w.subjects("Archive"),
                         mails=(_SPAM, _NEWS)))
    return tuple(made)


TASKS: tuple[Task, ...] = _tasks()


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
