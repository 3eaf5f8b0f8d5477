"""Benchmark: the never-tuned task set — everyday wording and four other languages.

    python -m tests.benchmarks.tasks_unseen [--model PATH.gguf] [--lang de] [--only NAME]
                                            [--profile small|capable] [--without POLICY]

Written on 2026-12-02, **before** any change made for it (issue 25), and scored once on that
code; the result is committed in docs/benchmarks.md. Nothing in app/ or connectors/ may be
tuned on these rows: they measure whether the agent understands requests the way people
write them, in English, German, French, Spanish and Chinese, not the way our own tasks are
written. Only per-language and per-tier counts are read when reporting; a rule that lifts only
this set is not progress.

Twelve tasks of tiers 1–3 of ``tests.benchmarks.tasks``, in the same real worlds (the mail,
files and events stay as they are, in English, as a user's mailbox of mixed languages would),
each asked five ways: everyday English, German, French, Spanish and Chinese (60 tasks). The
scripted user approves by the call's language-independent arguments (a minute count, an
address, a time), and the checks look at the end state and at facts that are data (a title, a
number, a password), so a correct answer in any language passes.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tests.benchmarks.tasks import (
    CAROL,
    DENTIST,
    INVOICE,
    NOTES,
    Mail,
    Task,
    alarm,
    calls,
    either,
    event_at,
    nothing,
)
from tests.benchmarks.tasks import run as run_tasks

LANGUAGES = ("en", "de", "fr", "es", "zh")

# (name, tier, {language: wording}, and the Task fields every wording shares)
Base = tuple[tuple[str, int, dict[str, str], dict[str, Any]], ...]
_BASE: Base = (
    ("timer", 1, {
        "en": "can u start a 10 min countdown for the pasta",
        "de": "Stell mir einen Timer auf 10 Minuten.",
        "fr": "Lance un minuteur de 10 minutes, s'il te plaît.",
        "es": "Pon un temporizador de 10 minutos.",
        "zh": "帮我设一个10分钟的计时器。",
    }, {"approve": calls("system_set_timer", minutes=10), "check": alarm("timer", minutes=10)}),
    ("volume", 1, {
        "en": "way too loud in here, bring the sound down to 30",
        "de": "Mach die Lautstärke auf 30 Prozent.",
        "fr": "Mets le volume à 30 %.",
        "es": "Baja el volumen al 30 por ciento.",
        "zh": "把音量调到30%。",
    }, {"approve": calls("system_set_volume", percent=30),
        "check": lambda w: any("30" in c for c in w.device.commands)}),
    ("read file", 1, {
        "en": "what's the wifi password again? I wrote it down in notes.txt",
        "de": "Wie lautet das WLAN-Passwort? Es steht in notes.txt.",
        "fr": "Quel est le mot de passe du wifi ? Je l'ai noté dans notes.txt.",
        "es": "¿Cuál es la contraseña del wifi? La apunté en notes.txt.",
        "zh": "wifi 密码是什么？我记在 notes.txt 里了。",
    }, {"facts": ("tulip-42",), "files": (NOTES,), "acts": False}),
    ("day agenda", 1, {
        "en": "anything going on on the 3rd of December?",
        "de": "Was steht am 3. Dezember 2026 in meinem Kalender?",
        "fr": "Qu'est-ce que j'ai de prévu le 3 décembre 2026 ?",
        "es": "¿Qué tengo en la agenda el 3 de diciembre de 2026?",
        "zh": "我2026年12月3日有什么安排？",
    }, {"facts": ("Dentist",), "events": (DENTIST,), "acts": False}),
    ("add event", 1, {
        "en": "pencil in 'Team lunch' for Dec 4 at 12:30",
        "de": "Trag 'Team lunch' am 4. Dezember 2026 um 12:30 in meinen Kalender ein.",
        "fr": "Ajoute 'Team lunch' à mon agenda le 4 décembre 2026 à 12h30.",
        "es": "Añade 'Team lunch' a mi calendario el 4 de diciembre de 2026 a las 12:30.",
        "zh": "在日历里加一个'Team lunch'，2026年12月4日12:30。",
    }, {"approve": calls("calendar_create_event", title="team lunch"),
        "check": lambda w: event_at(w, "2026-12-04", "team lunch", "12:30")}),
    ("send mail", 1, {
        "en": "drop bob@example.org a line that I'll see him at noon",
        "de": "Schreib bob@example.org eine E-Mail, dass wir uns um 12 Uhr sehen.",
        "fr": "Envoie un e-mail à bob@example.org pour lui dire qu'on se voit à midi.",
        "es": "Mándale un correo a bob@example.org diciendo que nos vemos a mediodía.",
        "zh": "给 bob@example.org 发一封邮件，告诉他中午见。",
    }, {"approve": calls("mail_send", to="bob@example.org"),
        "check": lambda w: w.sent_to("bob@example.org")}),
    ("tomorrow", 2, {
        "en": "am I free tomorrow or is something on?",
        "de": "Was habe ich morgen vor?",
        "fr": "Qu'est-ce que j'ai demain ?",
        "es": "¿Qué tengo mañana?",
        "zh": "我明天有什么安排？",
    }, {"facts": ("Yoga",), "acts": False,
        "events": (("Yoga", "2026-12-02T07:00", "2026-12-02T08:00", ""), DENTIST)}),
    ("alarm tomorrow", 2, {
        "en": "I need to be up at 6:45 tomorrow, can you make sure I am?",
        "de": "Weck mich morgen um 6:45.",
        "fr": "Réveille-moi demain à 6h45.",
        "es": "Despiértame mañana a las 6:45.",
        "zh": "明天早上6:45叫醒我。",
    }, {"approve": either(calls("system_set_alarm", time="06:45"),
                          calls("system_set_alarm", time="6:45")),
        "check": alarm("alarm", "06:45")}),
    ("unread count", 2, {
        "en": "how many mails haven't I opened yet?",
        "de": "Wie viele ungelesene E-Mails habe ich?",
        "fr": "Combien d'e-mails non lus est-ce que j'ai ?",
        "es": "¿Cuántos correos sin leer tengo?",
        "zh": "我有几封未读邮件？",
    }, {"facts": ("3|three|drei|trois|tres|三",), "acts": False,
        "mails": (CAROL, INVOICE, Mail("bob@example.org", "Hello", "Hi!"))}),
    ("who wrote", 2, {
        "en": "did Carol get back to me? what did she say?",
        "de": "Hat Carol mir geschrieben? Worum geht es?",
        "fr": "Est-ce que Carol m'a écrit ? C'était à propos de quoi ?",
        "es": "¿Me ha escrito Carol? ¿De qué se trata?",
        "zh": "Carol 给我发邮件了吗？说了什么？",
    }, {"facts": ("garden|roses|Saturday",), "mails": (INVOICE, CAROL), "acts": False}),
    ("forward invoice", 3, {
        "en": "pass the invoice on to accounting@example.org",
        "de": "Leite die Rechnung (Invoice) an accounting@example.org weiter.",
        "fr": "Transfère l'e-mail de la facture (Invoice) à accounting@example.org.",
        "es": "Reenvía el correo de la factura (Invoice) a accounting@example.org.",
        "zh": "把发票（Invoice）那封邮件转发给 accounting@example.org。",
    }, {"approve": calls("mail_forward", to="accounting@example.org"),
        "check": lambda w: w.sent_to("accounting@example.org"), "mails": (CAROL, INVOICE)}),
    ("move dentist", 3, {
        "en": "push my dentist on Dec 3 to 4pm",
        "de": "Verschieb meinen Termin 'Dentist' am 3. Dezember 2026 auf 16:00.",
        "fr": "Déplace mon rendez-vous 'Dentist' du 3 décembre 2026 à 16h00.",
        "es": "Mueve mi cita 'Dentist' del 3 de diciembre de 2026 a las 16:00.",
        "zh": "把2026年12月3日的'Dentist'预约改到16:00。",
    }, {"approve": calls("calendar_update_event"),
        "check": lambda w: event_at(w, "2026-12-03", "dentist", "16:00"),
        "events": (DENTIST,)}),
)


def tasks_of(base: Base) -> tuple[Task, ...]:
    """Each base task once per language, named "<language>: <name>"."""
    made = []
    for name, tier, wordings, fields in base:
        for language in LANGUAGES:
            made.append(Task(f"{language}: {name}", tier, (wordings[language],), **{
                "check": nothing, **fields}))
    return tuple(made)


TASKS: tuple[Task, ...] = tasks_of(_BASE)


def language_of(row: dict[str, Any]) -> str:
    """The language of a result row ("de: timer" → "de")."""
    return str(row["task"]).split(":", 1)[0]


def by_language(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Success per language and tier, and the rows that had no answer or a false claim."""
    figures: dict[str, Any] = {}
    for language in LANGUAGES:
        mine = [r for r in rows if language_of(r) == language]
        if not mine:
            continue
        entry: dict[str, Any] = {"tasks": len(mine), "ok": sum(r["ok"] for r in mine)}
        for tier in sorted({r["tier"] for r in mine}):
            tiered = [r for r in mine if r["tier"] == tier]
            entry[f"tier{tier}"] = f"{sum(r['ok'] for r in tiered)}/{len(tiered)}"
        entry["empty"] = sum("no answer" in r["failed"] for r in mine)
        entry["false_claims"] = sum(bool(r["false_claim"]) for r in mine)
        entry["unread_claims"] = sum(bool(r.get("unread_claim")) for r in mine)
        figures[language] = entry
    return figures


def main(tasks: Sequence[Task] = TASKS, doc: str = __doc__ or "") -> None:
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--model", type=Path, default=None)
    parser.add_argument("--lang", default="", help="only this language (en, de, fr, es, zh)")
    parser.add_argument("--only", default="", help="only the tasks whose name contains this")
    parser.add_argument("--rows", action="store_true",
                        help="print every row (not when reporting: the set is never tuned on)")
    parser.add_argument("--trace", action="store_true",
                        help="with --rows, print each task's calls too (development sets only)")
    args, rest = parser.parse_known_args()
    chosen = [t for t in tasks if args.only in t.name
              and (not args.lang or t.name.startswith(args.lang + ":"))]
    result = run_tasks(args.model, chosen, plain=False, **_extra(rest))
    rows = result["botpsy"]["rows"]
    if args.rows:
        for row in rows:
            mark = "ok  " if row["ok"] else "FAIL"
            print(f"{mark} {row['task']:24} {','.join(row['failed']):24} {row['answer'][:70]}")
            if args.trace:
                print("\n".join(f"        {line}" for line in row.get("trace", ())))
    summary = {k: v for k, v in result["botpsy"].items() if k != "rows"}
    print(json.dumps({"model": result["model"], "by_language": by_language(rows),
                      "botpsy": summary}, ensure_ascii=False))


def _extra(rest: Sequence[str]) -> dict[str, Any]:
    """Options the task runner takes beyond the model and the tasks (``--profile``,
    ``--without``, ``--threads``), when it has them."""
    extra: dict[str, Any] = {}
    parser = argparse.ArgumentParser()
    parser.add_argument("--profile", default=None)
    parser.add_argument("--without", action="append", default=[])
    parser.add_argument("--threads", type=int, default=0)
    known = parser.parse_args(list(rest))
    if known.threads:
        extra["threads"] = known.threads
    if known.profile:
        extra["profile"] = known.profile
    if known.without:
        extra["without"] = tuple(known.without)
    return extra


if __name__ == "__main__":
    main()
