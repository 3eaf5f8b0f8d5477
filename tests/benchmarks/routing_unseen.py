"""Benchmark: does a never-seen request get a tool that can do the job, in five languages?

    python -m tests.benchmarks.routing_unseen [--model PATH.gguf] [--no-model]

Written on 2026-12-02 **before** the routing changed (issue 25) and scored once on that code;
never tuned on. Each request is asked in a new conversation. A request that needs one area
(mail, calendars, files, system) succeeds when the router offers that area; small talk
succeeds when it is offered no tools. Reported per language: the share routed right, the
share of small talk that got tools, and what the routing step costs (evaluated tokens and
milliseconds per request, model step included when the router has one).

Since 2026-12-07 two more counts (the columns above are unchanged): ``looked_up_n``, the
requests routed to their area or, taken for no area, looked up first in it by the app
(``Routed.unsure``: turn.read_first searches every area that has a search — mail, files —
before the model answers, and offers the reads of the area it leaned to), and
``small_talk_looked_up``, the small talk looked up so. ``--without route.own_facts`` leaves
out the question whether a request is about the user's own records.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

# (language, request, the area that can do the job; "" for small talk: no tools)
CASES: tuple[tuple[str, str, str], ...] = (
    # -- English, everyday wording
    ("en", "ping Sam that I'm stuck in traffic", "mail"),
    ("en", "has the landlord answered me yet?", "mail"),
    ("en", "anything new from the bank this week?", "mail"),
    ("en", "clean out the promo junk from my inbox", "mail"),
    ("en", "what have I got on Friday?", "calendars"),
    ("en", "block 2 hours on Monday morning for the report", "calendars"),
    ("en", "am I double-booked on Thursday?", "calendars"),
    ("en", "where did I put the lease pdf?", "files"),
    ("en", "jot down 'buy milk' in groceries.txt", "files"),
    ("en", "it's way too dark, crank the screen up", "system"),
    ("en", "give me a shout in 20 minutes", "system"),
    ("en", "how much juice is left in the laptop?", "system"),
    ("en", "thanks, that's all for now", ""),
    ("en", "who wrote Hamlet?", ""),
    ("en", "tell me a joke", ""),
    ("en", "what's 15% of 80?", ""),
    # -- German
    ("de", "Habe ich neue Nachrichten von Anna?", "mail"),
    ("de", "Schick Peter eine Mail, dass ich später komme.", "mail"),
    ("de", "Lösch den Newsletter aus meinem Posteingang.", "mail"),
    ("de", "Was steht morgen an?", "calendars"),
    ("de", "Trag mir am Freitag um 10 Uhr einen Arzttermin ein.", "calendars"),
    ("de", "Bin ich am Donnerstagnachmittag frei?", "calendars"),
    ("de", "Such die Steuererklärung in meinen Dokumenten.", "files"),
    ("de", "Was steht in der Datei einkauf.txt?", "files"),
    ("de", "Stell einen Wecker für 6:45.", "system"),
    ("de", "Mach den Bildschirm heller.", "system"),
    ("de", "Schalte das WLAN aus.", "system"),
    ("de", "Danke, das war's.", ""),
    ("de", "Wer hat Faust geschrieben?", ""),
    ("de", "Erzähl mir einen Witz.", ""),
    # -- French
    ("fr", "Est-ce que Julie m'a répondu ?", "mail"),
    ("fr", "Envoie un courriel à Marc pour annuler le dîner.", "mail"),
    ("fr", "Combien de messages non lus j'ai ?", "mail"),
    ("fr", "Quels sont mes rendez-vous demain ?", "calendars"),
    ("fr", "Ajoute une réunion lundi à 14h.", "calendars"),
    ("fr", "Annule mon rendez-vous chez le coiffeur de jeudi.", "calendars"),
    ("fr", "Trouve le fichier du contrat dans mes documents.", "files"),
    ("fr", "Crée un fichier courses.txt avec du pain et du lait.", "files"),
    ("fr", "Mets le son plus bas.", "system"),
    ("fr", "Rappelle-moi d'appeler maman à 18h.", "system"),
    ("fr", "Active le mode sombre.", "system"),
    ("fr", "Merci beaucoup !", ""),
    ("fr", "Quelle est la capitale du Canada ?", ""),
    ("fr", "Raconte-moi une blague.", ""),
    # -- Spanish
    ("es", "¿Tengo correos sin leer?", "mail"),
    ("es", "Contesta a Luis que el viernes me va bien.", "mail"),
    ("es", "¿Me ha llegado la factura de la luz?", "mail"),
    ("es", "¿Qué tengo el jueves?", "calendars"),
    ("es", "Apúntame una cena con Marta el sábado a las 21:00.", "calendars"),
    ("es", "¿Cuándo es mi próxima reunión?", "calendars"),
    ("es", "Busca la foto del pasaporte en mis archivos.", "files"),
    ("es", "Lee el archivo notas.txt.", "files"),
    ("es", "Baja el volumen al 20 por ciento.", "system"),
    ("es", "Pon una alarma a las 7.", "system"),
    ("es", "¿Cuánta batería me queda?", "system"),
    ("es", "Gracias, eso es todo.", ""),
    ("es", "¿Quién pintó el Guernica?", ""),
    ("es", "Cuéntame un chiste.", ""),
    # -- Chinese
    ("zh", "我有新邮件吗？", "mail"),
    ("zh", "给王老师发邮件说我明天请假。", "mail"),
    ("zh", "把那封广告邮件删掉。", "mail"),
    ("zh", "我明天有什么安排？", "calendars"),
    ("zh", "下周一上午十点加一个会议。", "calendars"),
    ("zh", "周五下午我有空吗？", "calendars"),
    ("zh", "帮我找一下合同的文件。", "files"),
    ("zh", "读一下 notes.txt。", "files"),
    ("zh", "明天早上七点叫醒我。", "system"),
    ("zh", "把屏幕调亮一点。", "system"),
    ("zh", "打开勿扰模式。", "system"),
    ("zh", "谢谢，没事了。", ""),
    ("zh", "长城有多长？", ""),
    ("zh", "给我讲个笑话。", ""),
)

LANGUAGES = ("en", "de", "fr", "es", "zh")


def score(route: Callable[[str], tuple[set[str], int] | tuple[set[str], int, set[str]]],
          cases: Sequence[tuple[str, str, str]] = CASES,
          languages: Sequence[str] = LANGUAGES) -> dict[str, Any]:
    """Route every case in a new conversation; per language: the share of requests that got
    their area, the share of small talk that got any tool, tokens and ms per request; and,
    when ``route`` says which areas a request is looked up in first (a third value), how
    many got their area or were looked up first in it, and how much small talk was."""
    figures: dict[str, Any] = {}
    rows = []
    for language, text, area in cases:
        started = time.perf_counter()
        found = route(text)
        ms = (time.perf_counter() - started) * 1000
        areas, tokens = found[0], found[1]
        looked: set[str] = found[2] if len(found) > 2 else set()
        rows.append((language, area, areas, tokens, ms, looked))
    for language in (*languages, "all"):
        mine = [r for r in rows if language in (r[0], "all")]
        need = [r for r in mine if r[1]]
        talk = [r for r in mine if not r[1]]
        figures[language] = {
            "routed": round(sum(r[1] in r[2] for r in need) / max(len(need), 1), 2),
            "routed_n": f"{sum(r[1] in r[2] for r in need)}/{len(need)}",
            "small_talk_with_tools": f"{sum(bool(r[2]) for r in talk)}/{len(talk)}",
            "looked_up_n": f"{sum(r[1] in r[2] | r[5] for r in need)}/{len(need)}",
            "small_talk_looked_up": f"{sum(bool(r[5]) for r in talk)}/{len(talk)}",
            "tokens_per_request": round(sum(r[3] for r in mine) / max(len(mine), 1), 1),
            "ms_per_request": round(sum(r[4] for r in mine) / max(len(mine), 1), 1),
        }
    return figures


def looked_up_first(unsure: Iterable[str], text: str, searchable: Iterable[str]) -> set[str]:
    """The areas the app looks a request up in before the model answers (turn.read_first):
    every area that has a search, whatever routing leaned to, and only for a question, with
    its mark or without (language.put_as_question: "good morning!" that routing was unsure
    of is answered, not searched)."""
    from app.agent.language import put_as_question

    return set(unsure) | set(searchable) if unsure and put_as_question(text) else set()


def keyword_router() -> Any:
    """The product's router over every connector's real tools (no model)."""
    import tempfile

    from app.agent.registry import ToolRegistry
    from app.services import build_router
    from connectors import build_all_tools
    from tests.benchmarks.prompt_budget import world

    # every connector configured (a mail account, the local calendar), as a user's would be
    return build_router(ToolRegistry(build_all_tools(world(Path(tempfile.mkdtemp())))))


def meaning_router(model: Path | None = None) -> tuple[Any, str]:
    """Routing by meaning on ``model`` (the stand-in by default), its instructions' states
    prepared as the app's warm-up prepares them (areas, and each area's actions); and the
    model's file name."""
    import tempfile

    from app.agent.backends import LlamaBackend
    from app.agent.meaning import ACTIONS, MeaningRouter
    from tests.support.models import qwen_path

    path = model or qwen_path()[0]
    if path is None:
        raise SystemExit("no model to route by meaning with")
    meaning = MeaningRouter(LlamaBackend(path, n_ctx=4096, state_dir=Path(tempfile.mkdtemp())))
    meaning.areas("hello")
    meaning.own("hello")
    for area in ACTIONS:
        meaning.actions(area, "hello")
    return meaning, path.name


def main(cases: Sequence[tuple[str, str, str]] = CASES,
         languages: Sequence[str] = LANGUAGES) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, default=None)
    parser.add_argument("--no-model", action="store_true", help="the keyword step alone")
    parser.add_argument("--without", action="append", default=[],
                        help="leave out route.own_facts")
    args = parser.parse_args()
    used = {"route.meaning", "route.own_facts"} - set(args.without)
    router = keyword_router()
    searchable = {tool.connector for tool in router.registry
                  if tool.lookup is not None and not tool.effect.has_side_effect}
    model_name = "none"
    meaning = None
    if not args.no_model:  # the product's second step: routing by meaning (app/agent/meaning.py)
        meaning, model_name = meaning_router(args.model)

    def route(text: str) -> tuple[set[str], int, set[str]]:
        """The request's areas as the app routes it (app/agent/meaning.py ``route``; its
        actions step adds tools, never areas, so it is left out here), what routing by
        meaning read, and the areas it is looked up in first."""
        from app.agent.meaning import route as app_route

        routed = app_route(router, meaning, lambda name: name in used, [], text)
        read = sum(step.evaluated_tokens for step in (routed.area_step, routed.own_step)
                   if step is not None)
        return set(routed.areas), read, looked_up_first(routed.unsure, text, searchable)

    print(json.dumps({"model": model_name, **score(route, cases, languages)},
                     ensure_ascii=False))


if __name__ == "__main__":
    main()
