"""Benchmark: a question, then a follow-up that acts on its answer, five languages (never
tuned on).

    python -m tests.benchmarks.tasks_followup_unseen [--model PATH.gguf] [--lang xx]
                                                     [--profile small|capable] [--without POLICY]

Written on 2026-12-07 (twenty-fifth session), before that session changed any behaviour, and
committed before it was scored. Every other task set asks in one message. People do not: they
ask what there is, then say what to do with it, in a second message that names its object
only by a pronoun or by what the first answer showed ("Tell her Saturday works", "Kannst du
den auf 16 Uhr verschieben?", "Ajoute cette réunion à mon agenda"). Five conversations of two
turns — a reply to the mail just read, a calendar entry just listed moved, a meeting a mail
proposes put in the calendar, a file just read sent by mail, the volume just read turned
down — each in everyday English, German, French, Spanish and Chinese (25 tasks), with the
data in the user's own language. The scripted user approves by language-independent
arguments (an address, a time, a percentage); the checks look at the end state. Figures are
reported as counts (by language and by tier), never row by row: its rows are not read while
work goes on.
"""

from __future__ import annotations

from typing import Any

from tests.benchmarks.tasks import Mail, Task, World, calls, either, event_at
from tests.benchmarks.tasks_unseen import LANGUAGES, main

_CAROL = "Carol <carol@example.net>"
_DAN = "Dan <dan@example.net>"
_BOB = "bob@example.org"

# language: (turn 1, turn 2, subject, body)
_REPLY = {
    "en": ("did Carol write to me?", "tell her Saturday works for me",
           "Garden plan", "Hi Alice, shall we plant the roses on Saturday? Carol"),
    "de": ("Hat Carol mir geschrieben?", "Schreib ihr zurück, dass Samstag für mich passt.",
           "Gartenplan", "Hallo Alice, wollen wir am Samstag die Rosen pflanzen? Carol"),
    "fr": ("Carol m'a écrit ?", "Réponds-lui que samedi me va.",
           "Le jardin", "Coucou Alice, on plante les rosiers samedi ? Carol"),
    "es": ("¿Me ha escrito Carol?", "Contéstale que el sábado me va bien.",
           "El jardín", "Hola Alice, ¿plantamos los rosales el sábado? Carol"),
    "zh": ("Carol 给我发邮件了吗？", "回复她说周六我可以。",
           "花园计划", "Alice 你好，我们周六一起种玫瑰好吗？Carol"),
}
# language: (turn 1, turn 2, the appointment's title)
_MOVE = {
    "en": ("what have I got on Thursday?", "can you move it to 4pm?", "Dentist"),
    "de": ("Was hab ich am Donnerstag?", "Kannst du den Termin auf 16 Uhr verschieben?",
           "Zahnarzt"),
    "fr": ("J'ai quoi jeudi ?", "Tu peux le décaler à 16 h ?", "Dentiste"),
    "es": ("¿Qué tengo el jueves?", "¿Puedes pasarlo a las cuatro de la tarde?", "Dentista"),
    "zh": ("我周四有什么安排？", "帮我改到下午四点。", "牙医"),
}
# language: (turn 1, turn 2, subject, body)
_MEETING = {
    "en": ("anything new from Dan?", "add that meeting to my calendar",
           "Budget", "Hi Alice, could we meet on Friday, December 4, at 10:00 to go over the "
           "budget? Dan"),
    "de": ("Gibt's was Neues von Dan?", "Trag das Treffen in meinen Kalender ein.",
           "Budget", "Hallo Alice, können wir uns am Freitag, 4. Dezember, um 10:00 Uhr "
           "treffen und das Budget durchgehen? Dan"),
    "fr": ("Du nouveau de la part de Dan ?", "Ajoute cette réunion à mon agenda.",
           "Budget", "Bonjour Alice, on pourrait se voir vendredi 4 décembre à 10 h pour "
           "faire le point sur le budget ? Dan"),
    "es": ("¿Algo nuevo de Dan?", "Apúntame esa reunión en el calendario.",
           "Presupuesto", "Hola Alice, ¿nos vemos el viernes 4 de diciembre a las 10:00 "
           "para repasar el presupuesto? Dan"),
    "zh": ("Dan 有新消息吗？", "把这个会议加到我的日历里。",
           "预算", "Alice 你好，我们 12 月 4 日周五上午 10:00 见面过一下预算好吗？Dan"),
}
# language: (turn 1, turn 2, the file's text)
_FILE = {
    "en": ("what's in notes.txt?", "send it to bob@example.org",
           "Trip: leave at 7, bring the tent and the blue cooler."),
    "de": ("Was steht in notes.txt?", "Schick das an bob@example.org.",
           "Ausflug: Abfahrt um 7, Zelt und blaue Kühlbox mitnehmen."),
    "fr": ("Il y a quoi dans notes.txt ?", "Envoie ça à bob@example.org.",
           "Sortie : départ à 7 h, prendre la tente et la glacière bleue."),
    "es": ("¿Qué pone en notes.txt?", "Mándaselo a bob@example.org.",
           "Excursión: salir a las 7, llevar la tienda y la nevera azul."),
    "zh": ("notes.txt 里写了什么？", "把它发给 bob@example.org。",
           "出游：七点出发，带上帐篷和蓝色冷藏箱。"),
}
# language: (turn 1, turn 2)
_VOLUME = {
    "en": ("how loud is my laptop right now?", "turn it down to 20"),
    "de": ("Wie laut ist mein Laptop gerade?", "Stell sie auf 20 runter."),
    "fr": ("Le son de mon ordi est à combien là ?", "Baisse-le à 20."),
    "es": ("¿A cuánto está el volumen del portátil?", "Bájalo a 20."),
    "zh": ("我电脑现在音量多大？", "调到20。"),
}


def _moved(title: str) -> Any:
    def check(world: World) -> bool:
        return event_at(world, "2026-12-03", title, "16:00") and \
            not event_at(world, "2026-12-03", title, "15:00")
    return check


def _tasks() -> tuple[Task, ...]:
    made = []
    for language in LANGUAGES:
        first, then, subject, body = _REPLY[language]
        made.append(Task(f"{language}: reply", 2, (first, then),
                         either(calls("mail_reply"), calls("mail_send", to="carol@example.net")),
                         lambda w: w.sent_to("carol@example.net"),
                         mails=(Mail(_CAROL, subject, body),)))
        first, then, title = _MOVE[language]
        made.append(Task(f"{language}: move", 2, (first, then),
                         calls("calendar_update_event", start="16:00"), _moved(title),
                         events=((title, "2026-12-03T15:00", "2026-12-03T15:30", ""),)))
        first, then, subject, body = _MEETING[language]
        made.append(Task(f"{language}: meeting", 3, (first, then),
                         calls("calendar_create_event", start="10:00"),
                         lambda w: event_at(w, "2026-12-04", "", "10:00"),
                         mails=(Mail(_DAN, subject, body),)))
        first, then, text = _FILE[language]
        made.append(Task(f"{language}: file", 3, (first, then),
                         calls("mail_send", to=_BOB),
                         lambda w, t=text: w.sent_to(_BOB) and w.sent_carries("notes.txt", t),
                         files=(("notes.txt", text),)))
        first, then = _VOLUME[language]
        made.append(Task(f"{language}: volume", 1, (first, then),
                         calls("system_set_volume", percent=20),
                         lambda w: any("20" in c for c in w.device.commands)))
    return tuple(made)


TASKS: tuple[Task, ...] = _tasks()


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
