"""Benchmark (never tuned on): a follow-up that acts on what was just found, naming it only by
a pronoun, five languages.

    python -m tests.benchmarks.tasks_pronoun_unseen [--model PATH.gguf] [--lang xx]
                                                    [--profile small|capable] [--without POLICY]

Written on 2026-12-07 (twenty-seventh session) and committed before it was scored, to settle
whether the assist policy ``turn.act_on_last_found`` earns its place (issue 25, item 5): the
never-tuned follow-ups (tasks_followup_unseen) had almost no request of this shape, and
without it they scored the same. Three conversations of two turns: a mail from the gym found,
then "stick it in the archive"; a mail from the pizza place found, then "bin it"; Friday's
only appointment listed, then "cancel it". Each in everyday English, German, French, Spanish
and Chinese (15 tasks), the data in the user's own language, and beside it one other mail or
appointment that the action must not touch. The scripted user approves any call of the
action's tool (the dialog shows which mail or event; the check looks at which one moved).
Reported as counts by language and tier, never row by row.
"""

from __future__ import annotations

from typing import Any

from tests.benchmarks.tasks import Mail, Task, World, calls
from tests.benchmarks.tasks_unseen import LANGUAGES, main

# language: (turn 1, turn 2, the gym's mail (subject, body), the other mail (subject, body))
_ARCHIVE = {
    "en": ("anything from the gym?", "ok, stick it in the archive",
           ("Your membership", "Your membership renews on January 1. FitLife"),
           ("Your parcel", "Your parcel is on its way.")),
    "de": ("Hat das Fitnessstudio geschrieben?", "Ab ins Archiv damit.",
           ("Ihre Mitgliedschaft", "Ihre Mitgliedschaft verlängert sich am 1. Januar. FitLife"),
           ("Ihr Paket", "Ihr Paket ist unterwegs.")),
    "fr": ("La salle de sport m'a écrit ?", "Mets-le dans les archives.",
           ("Votre abonnement", "Votre abonnement est renouvelé le 1er janvier. FitLife"),
           ("Votre colis", "Votre colis est en route.")),
    "es": ("¿Me ha escrito el gimnasio?", "Mándalo al archivo.",
           ("Tu suscripción", "Tu suscripción se renueva el 1 de enero. FitLife"),
           ("Tu paquete", "Tu paquete está en camino.")),
    "zh": ("健身房给我发邮件了吗？", "把这封归档吧。",
           ("您的会员资格", "您的会员资格将于1月1日续期。FitLife 健身房"),
           ("您的包裹", "您的包裹正在派送中。")),
}
# language: (turn 1, turn 2, the pizza place's mail, the other mail)
_DELETE = {
    "en": ("did the pizza place send me anything?", "bin it",
           ("2 for 1 on Tuesdays", "Two pizzas for the price of one every Tuesday! Mario's"),
           ("Your statement", "Your monthly bank statement is ready.")),
    "de": ("Ist was vom Pizzaservice gekommen?", "Weg damit, lösch sie.",
           ("Dienstags 2 für 1", "Jeden Dienstag zwei Pizzen zum Preis von einer! Mario's"),
           ("Ihr Kontoauszug", "Ihr monatlicher Kontoauszug ist bereit.")),
    "fr": ("J'ai reçu un truc de la pizzeria ?", "Jette-le.",
           ("2 pour 1 le mardi", "Deux pizzas pour le prix d'une tous les mardis ! Mario's"),
           ("Votre relevé", "Votre relevé bancaire mensuel est disponible.")),
    "es": ("¿Me ha llegado algo de la pizzería?", "Elimínalo.",
           ("2x1 los martes", "¡Dos pizzas por el precio de una todos los martes! Mario's"),
           ("Tu extracto", "Tu extracto bancario mensual está listo.")),
    "zh": ("披萨店给我发什么了吗？", "删了吧。",
           ("周二买一送一", "每周二披萨买一送一！Mario's 披萨店"),
           ("您的对账单", "您的月度银行对账单已生成。")),
}
# language: (turn 1, turn 2, Friday's appointment, Thursday's)
_CANCEL = {
    "en": ("what do I have on Friday?", "cancel it", "Haircut", "Dentist"),
    "de": ("Was steht am Freitag an?", "Sag das ab.", "Friseur", "Zahnarzt"),
    "fr": ("J'ai quoi vendredi ?", "Annule-le.", "Coiffeur", "Dentiste"),
    "es": ("¿Qué tengo el viernes?", "Cancélalo.", "Peluquería", "Dentista"),
    "zh": ("我周五有什么安排？", "取消它吧。", "理发", "牙医"),
}


def _moved(subject: str, other: str, folder: str) -> Any:
    """The mail found is in ``folder`` and out of the inbox; the other one was not touched."""
    def check(world: World) -> bool:
        return subject in world.subjects(folder) and subject not in world.subjects("INBOX") \
            and other in world.subjects("INBOX")
    return check


def _cancelled(title: str, other: str) -> Any:
    def check(world: World) -> bool:
        friday = [str(e.get("title", "")) for e in world.events("2026-12-04")]
        thursday = [str(e.get("title", "")) for e in world.events("2026-12-03")]
        return title not in friday and other in thursday
    return check


def _tasks() -> tuple[Task, ...]:
    made = []
    for language in LANGUAGES:
        first, then, (subject, body), (other, other_body) = _ARCHIVE[language]
        made.append(Task(f"{language}: archive", 3, (first, then),
                         calls("mail_move", to_mailbox="Archive"),
                         _moved(subject, other, "Archive"),
                         mails=(Mail("FitLife <hello@fitlife.example>", subject, body),
                                Mail("Parcels <track@parcels.example>", other, other_body))))
        first, then, (subject, body), (other, other_body) = _DELETE[language]
        made.append(Task(f"{language}: delete", 3, (first, then), calls("mail_delete"),
                         _moved(subject, other, "Trash"),
                         mails=(Mail("Bank <info@bank.example>", other, other_body),
                                Mail("Mario's <deals@marios.example>", subject, body))))
        first, then, title, other = _CANCEL[language]
        made.append(Task(f"{language}: cancel", 3, (first, then),
                         calls("calendar_delete_event"), _cancelled(title, other),
                         events=((other, "2026-12-03T15:00", "2026-12-03T15:30", ""),
                                 (title, "2026-12-04T11:00", "2026-12-04T11:30", ""))))
    return tuple(made)


TASKS: tuple[Task, ...] = _tasks()


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
