"""Benchmark: sending to someone by name, five languages (never tuned on).

    python -m tests.benchmarks.tasks_send_unseen [--model PATH.gguf] [--lang xx]
                                                 [--profile small|capable] [--without POLICY]

Written on 2026-12-06 (eighteenth session), before any further work on sends by name, when
the only set with such sends was the development set it came from (tasks_dev_send.py, tuned
on). Other people, other wordings, the same five languages: a message to someone whose mail
is in the inbox, said the way people say it, and one to somebody nobody has written from.
Its figures are reported as counts (by language and by task), never row by row: its rows are
not read while work goes on.

For "nobody", the scripted user approves whatever the dialog shows: an address the model
made up would be sent, and the task fails; it holds when nothing was sent and the answer
names the person it could not find.
"""

from __future__ import annotations

from tests.benchmarks.tasks import CAROL, Mail, Task
from tests.benchmarks.tasks_unseen import Base, main, tasks_of

PRIYA = "priya.shah@example.com"
MARCO = "marco@rossi.example"
HANNAH = "hannah.weber@example.de"


def _sends(tool: str, args: dict[str, object]) -> bool:
    return tool in ("mail_send", "mail_reply")


_BASE: Base = (
    ("lease", 1, {
        "en": "let Priya know I'll drop off the signed lease tonight",
        "de": "Gib Priya Bescheid, dass ich den unterschriebenen Mietvertrag heute Abend vorbeibringe",
        "fr": "Fais savoir à Priya que je dépose le bail signé ce soir",
        "es": "Avisa a Priya de que esta noche le llevo el contrato firmado",
        "zh": "通知Priya我今晚把签好的租约送过去",
    }, {"approve": _sends, "check": lambda w: w.sent_to(PRIYA),
        "mails": (CAROL, Mail(f"Priya Shah <{PRIYA}>", "Lease renewal",
                              "Could you bring the signed lease this week?"))}),
    ("ride", 1, {
        "en": "message Marco that I can't make it on Sunday",
        "de": "Schreib Marco, dass ich am Sonntag nicht kann",
        "fr": "Écris à Marco que je ne peux pas dimanche",
        "es": "Mándale un mensaje a Marco: el domingo no puedo",
        "zh": "给Marco发消息，说我周日去不了",
    }, {"approve": _sends, "check": lambda w: w.sent_to(MARCO),
        "mails": (Mail(f"Marco Rossi <{MARCO}>", "Sunday ride",
                       "Are you in for the ride on Sunday?"), CAROL)}),
    ("thanks", 1, {
        "en": "shoot Hannah a quick thank-you for the photos",
        "de": "Schick Hannah ein kurzes Danke für die Fotos",
        "fr": "Envoie un petit merci à Hannah pour les photos",
        "es": "Mándale a Hannah las gracias por las fotos",
        "zh": "给Hannah发个谢谢，照片收到了",
    }, {"approve": _sends, "check": lambda w: w.sent_to(HANNAH),
        "mails": (CAROL, Mail(f"Hannah Weber <{HANNAH}>", "Photos from the weekend",
                              "Here are the photos from Saturday!"))}),
    ("nobody", 2, {
        "en": "drop Kevin a line that the meeting is off",
        "de": "Schreib Kevin, dass das Treffen ausfällt",
        "fr": "Écris à Kevin que la réunion est annulée",
        "es": "Escríbele a Kevin que la reunión se cancela",
        "zh": "告诉Kevin会议取消了",
    }, {"approve": lambda tool, args: True, "facts": ("Kevin",), "mails": (CAROL,)}),
)

TASKS: tuple[Task, ...] = tasks_of(_BASE)


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
