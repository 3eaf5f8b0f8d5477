"""Benchmark: does a never-seen request for an *action* get the tool that does it, in five
languages?

    python -m tests.benchmarks.actions_unseen

Written on 2026-12-02 **before** tool-level routing learned other languages, and scored once
on that code (the figures are in docs/benchmarks.md); never tuned on. routing_unseen asks
whether a request gets its *area*; an area is not enough for an action: tools that delete,
forward, reply, move, set an alarm or open an app are offered only when the user's words name
them (a deletion is never offered because data said so, docs/security.md 3c). So "Lösch den
Newsletter" routed to mail used to be a success there, and still got no tool that deletes.

Each request is routed in a new conversation by the product's router over every connector's
real tools (a mail account and the local calendar configured). Success: the tool that does the
job is among those offered. Reported per language and overall. Scored with words only when
it was written; since 2026-12-04 (sixth session) the app's routing by meaning also picks
actions within an area, so it runs as the app routes (``--no-model``: the words alone).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

# (language, request, the tool that does the job)
CASES: tuple[tuple[str, str, str], ...] = (
    # -- English, everyday wording
    ("en", "bin that spam from the lottery people", "mail_delete"),
    ("en", "send Priya's note on to my accountant", "mail_forward"),
    ("en", "write back to Tom and say yes", "mail_reply"),
    ("en", "stick the bank statement in my Finance folder", "mail_move"),
    ("en", "flag the email from HR so I don't lose it", "mail_mark"),
    ("en", "drop the dentist from my calendar on Friday", "calendar_delete_event"),
    ("en", "push the budget meeting to 3pm", "calendar_update_event"),
    ("en", "say yes to the invite for the offsite", "calendar_answer_invitation"),
    ("en", "get rid of old-draft.txt", "files_delete"),
    ("en", "make a backup copy of thesis.docx", "files_copy"),
    ("en", "wake me at 6:30 tomorrow", "system_set_alarm"),
    ("en", "turn the sound off", "system_set_mute"),
    ("en", "fire up the calculator", "system_open_app"),
    # -- German
    ("de", "Lösch die Werbemail von Zalando.", "mail_delete"),
    ("de", "Leite die Rechnung an meine Steuerberaterin weiter.", "mail_forward"),
    ("de", "Antworte Jonas, dass ich zusage.", "mail_reply"),
    ("de", "Verschieb die Mail von der Bank in den Ordner Finanzen.", "mail_move"),
    ("de", "Markier die Mail vom Chef als wichtig.", "mail_mark"),
    ("de", "Streich den Zahnarzttermin am Freitag.", "calendar_delete_event"),
    ("de", "Verleg das Teammeeting auf 15 Uhr.", "calendar_update_event"),
    ("de", "Nimm die Einladung zum Sommerfest an.", "calendar_answer_invitation"),
    ("de", "Lösche die Datei alt.txt.", "files_delete"),
    ("de", "Mach eine Kopie von bericht.docx.", "files_copy"),
    ("de", "Weck mich morgen um halb sieben.", "system_set_alarm"),
    ("de", "Schalte den Ton aus.", "system_set_mute"),
    ("de", "Öffne den Taschenrechner.", "system_open_app"),
    # -- French
    ("fr", "Supprime le mail de la loterie.", "mail_delete"),
    ("fr", "Transfère la facture à mon comptable.", "mail_forward"),
    ("fr", "Réponds à Claire que c'est d'accord.", "mail_reply"),
    ("fr", "Range le relevé bancaire dans le dossier Banque.", "mail_move"),
    ("fr", "Marque le message de Paul comme lu.", "mail_mark"),
    ("fr", "Annule le rendez-vous chez le dentiste vendredi.", "calendar_delete_event"),
    ("fr", "Décale la réunion budget à 15 h.", "calendar_update_event"),
    ("fr", "Accepte l'invitation au séminaire.", "calendar_answer_invitation"),
    ("fr", "Efface le fichier brouillon.txt.", "files_delete"),
    ("fr", "Fais une copie de rapport.docx.", "files_copy"),
    ("fr", "Réveille-moi demain à 6 h 30.", "system_set_alarm"),
    ("fr", "Coupe le son.", "system_set_mute"),
    ("fr", "Ouvre la calculatrice.", "system_open_app"),
    # -- Spanish
    ("es", "Borra el correo de la lotería.", "mail_delete"),
    ("es", "Reenvía la factura a mi contable.", "mail_forward"),
    ("es", "Contesta a Lucía que sí voy.", "mail_reply"),
    ("es", "Mueve el extracto del banco a la carpeta Finanzas.", "mail_move"),
    ("es", "Marca el correo de mi jefe como importante.", "mail_mark"),
    ("es", "Quita la cita del dentista del viernes.", "calendar_delete_event"),
    ("es", "Cambia la reunión de presupuesto a las 15:00.", "calendar_update_event"),
    ("es", "Acepta la invitación a la cena de empresa.", "calendar_answer_invitation"),
    ("es", "Elimina el archivo viejo.txt.", "files_delete"),
    ("es", "Haz una copia de informe.docx.", "files_copy"),
    ("es", "Despiértame mañana a las seis y media.", "system_set_alarm"),
    ("es", "Silencia el ordenador.", "system_set_mute"),
    ("es", "Abre la calculadora.", "system_open_app"),
    # -- Chinese (Simplified)
    ("zh", "把彩票那封垃圾邮件删掉。", "mail_delete"),
    ("zh", "把发票转发给我的会计。", "mail_forward"),
    ("zh", "回复小王，说我同意。", "mail_reply"),
    ("zh", "把银行的邮件移到财务文件夹。", "mail_move"),
    ("zh", "把老板的邮件标记为重要。", "mail_mark"),
    ("zh", "取消周五的牙医预约。", "calendar_delete_event"),
    ("zh", "把预算会议改到下午三点。", "calendar_update_event"),
    ("zh", "接受年会的邀请。", "calendar_answer_invitation"),
    ("zh", "删除文件 old.txt。", "files_delete"),
    ("zh", "复制一份 report.docx。", "files_copy"),
    ("zh", "明天早上六点半叫醒我。", "system_set_alarm"),
    ("zh", "把声音关掉。", "system_set_mute"),
    ("zh", "打开计算器。", "system_open_app"),
)

LANGUAGES = ("en", "de", "fr", "es", "zh")


def score(offered: Callable[[str], set[str]],
          cases: Sequence[tuple[str, str, str]] = CASES,
          languages: Sequence[str] = LANGUAGES) -> dict[str, Any]:
    """Per language and overall: how many requests were offered the tool that does the job,
    and which were not."""
    rows = [(language, text, tool, tool in offered(text)) for language, text, tool in cases]
    figures: dict[str, Any] = {}
    for language in (*languages, "all"):
        mine = [r for r in rows if language in (r[0], "all")]
        figures[language] = f"{sum(r[3] for r in mine)}/{len(mine)}"
    figures["missed"] = [f"{r[0]}: {r[1]} ({r[2]})" for r in rows if not r[3]]
    return figures


def main(cases: Sequence[tuple[str, str, str]] = CASES,
         languages: Sequence[str] = LANGUAGES) -> None:
    """Route every request as the app does (words, then the model where they are unsure);
    ``--no-model``: the words alone; ``--rows``: each request with the tools offered."""
    import argparse
    import time
    from pathlib import Path

    from app.agent.meaning import route
    from tests.benchmarks.routing_unseen import keyword_router, meaning_router

    parser = argparse.ArgumentParser()
    parser.add_argument("--model", type=Path, default=None)
    parser.add_argument("--no-model", action="store_true", help="the words alone")
    parser.add_argument("--rows", action="store_true", help="print each request")
    parser.add_argument("--without", action="append", default=[], metavar="POLICY",
                        help="route with this policy off (route.meaning, route.actions)")
    args = parser.parse_args()
    router = keyword_router()
    meaning, model_name = meaning_router(args.model) if not args.no_model else (None, "none")
    cost = {"tokens": 0, "seconds": 0.0, "asked": 0}

    def offered(text: str) -> set[str]:
        started = time.perf_counter()
        routed = route(router, meaning, lambda name: name not in args.without, [], text)
        steps = [s for s in (routed.area_step, *routed.action_steps) if s is not None]
        cost["tokens"] += sum(step.evaluated_tokens for step in steps)
        cost["seconds"] += time.perf_counter() - started
        cost["asked"] += len(steps)
        tools = {tool.name for tool in routed.tools}
        if args.rows:
            said = " | ".join(step.said for step in steps)
            print(f"{text}  ->  {sorted(tools)}  [{said}]")
        return tools

    figures = score(offered, cases, languages)
    figures["per_request"] = {"tokens_read": round(cost["tokens"] / len(cases), 1),
                              "ms": round(cost["seconds"] * 1000 / len(cases)),
                              "model_questions": round(cost["asked"] / len(cases), 2)}
    print(json.dumps({"model": model_name, "without": args.without, **figures},
                     ensure_ascii=False))


if __name__ == "__main__":
    main()
