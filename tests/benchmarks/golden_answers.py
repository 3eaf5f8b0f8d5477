"""Benchmark: good answers a capable model would write must come through untouched.

    python -m tests.benchmarks.golden_answers

41 exchanges in English, German, French, Spanish and Chinese: the calls a capable model makes
(read, act, approved or declined, a read that fails, or none for small talk and clarifying
questions) and the
answer it then writes. Each runs through the real loop, router and gate with a scripted model
that writes exactly that. Reported per profile: how many answers any honesty or assist policy
rewrote, and which policies acted. The goal (issue 25): 0 rewrites with the ``capable``
profile. The ``small`` profile's count says what its crutches cost a stronger model.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from app.agent import events as ev
from app.agent.loop import Agent, AgentConfig
from app.agent.meaning import Meaning
from app.agent.policies import Action, Policies
from app.agent.registry import ToolRegistry
from app.agent.routing import ToolRouter
from app.agent.runner import ToolRunner
from app.services import build_router
from connectors.base import Preview, PreviewField
from connectors.files.errors import FilesError
from tests.support.doubles import Recorder, ScriptedBackend, ScriptedConfirmer, read_tool, send_tool


@dataclass(frozen=True)
class Golden:
    """One exchange: the request, the calls the model makes, and its good answer."""

    language: str
    request: str
    calls: tuple[tuple[str, dict[str, Any]], ...]
    answer: str
    approve: bool = True


BOB = {"to": ["bob@example.com"], "subject": "Lunch", "body": "See you at noon"}
READ = ("mail_read", {"id": 1})
SEND = ("mail_send", BOB)
TIMER = ("system_set_timer", {"minutes": 10})
LIST = ("files_list", {})
NOTES = ("files_read", {"path": "notes.txt"})

GOLDEN: tuple[Golden, ...] = (
    # -- English
    Golden("en", "Did Sam write back?", (READ,), "Yes. Sam replied yesterday: he can make the "
           "Thursday meeting and will bring the slides."),
    Golden("en", "Email bob@example.com that I'll see him at noon", (SEND,),
           "I've sent Bob the email: \"See you at noon\"."),
    Golden("en", "Email bob@example.com that I'll see him at noon", (SEND,),
           "Done — you declined, so nothing was sent.", approve=False),
    Golden("en", "Set a timer for 10 minutes", (TIMER,), "Your 10-minute timer is running."),
    Golden("en", "What's in my Documents folder?", (LIST,), "I used files_list: there are "
           "two files, budget.csv and letter.txt."),
    Golden("en", "Thanks, that's all!", (), "You're welcome — have a good day!"),
    Golden("en", "Send the report to Anna", (), "Which email address should I use for Anna?"),
    # -- German
    Golden("de", "Hat Sam geantwortet?", (READ,), "Ja, Sam hat gestern geantwortet: Er kommt "
           "am Donnerstag zum Meeting."),
    Golden("de", "Schick bob@example.com eine E-Mail, dass wir uns mittags sehen", (SEND,),
           "Ich habe Bob die E-Mail geschickt."),
    Golden("de", "Schick bob@example.com eine E-Mail, dass wir uns mittags sehen", (SEND,),
           "Du hast abgelehnt, also wurde nichts gesendet.", approve=False),
    Golden("de", "Stell einen Timer auf 10 Minuten", (TIMER,), "Der Timer läuft: 10 Minuten."),
    Golden("de", "Was liegt in meinem Dokumente-Ordner?", (LIST,),
           "Dort liegen zwei Dateien: budget.csv und letter.txt."),
    Golden("de", "Danke, das war's!", (), "Gern geschehen!"),
    Golden("de", "Schick den Bericht an Anna", (), "An welche Adresse soll ich ihn schicken?"),
    # -- French
    Golden("fr", "Est-ce que Sam a répondu ?", (READ,), "Oui, Sam a répondu hier : il viendra "
           "à la réunion de jeudi."),
    Golden("fr", "Envoie un e-mail à bob@example.com pour dire qu'on se voit à midi", (SEND,),
           "C'est envoyé : Bob a reçu ton message."),
    Golden("fr", "Envoie un e-mail à bob@example.com pour dire qu'on se voit à midi", (SEND,),
           "Tu as refusé, donc rien n'a été envoyé.", approve=False),
    Golden("fr", "Lance un minuteur de 10 minutes", (TIMER,), "Le minuteur de 10 minutes est "
           "lancé."),
    Golden("fr", "Qu'y a-t-il dans mon dossier Documents ?", (LIST,),
           "Il y a deux fichiers : budget.csv et letter.txt."),
    Golden("fr", "Merci, c'est tout !", (), "Avec plaisir, bonne journée !"),
    Golden("fr", "Envoie le rapport à Anna", (), "À quelle adresse dois-je l'envoyer ?"),
    # -- Spanish
    Golden("es", "¿Me ha contestado Sam?", (READ,), "Sí, Sam contestó ayer: vendrá a la "
           "reunión del jueves."),
    Golden("es", "Manda un correo a bob@example.com diciendo que nos vemos a mediodía", (SEND,),
           "Listo, le envié el correo a Bob."),
    Golden("es", "Manda un correo a bob@example.com diciendo que nos vemos a mediodía", (SEND,),
           "Lo rechazaste, así que no se envió nada.", approve=False),
    Golden("es", "Pon un temporizador de 10 minutos", (TIMER,), "El temporizador de 10 minutos "
           "está en marcha."),
    Golden("es", "¿Qué hay en mi carpeta Documentos?", (LIST,),
           "Hay dos archivos: budget.csv y letter.txt."),
    Golden("es", "Gracias, eso es todo.", (), "¡De nada, que tengas un buen día!"),
    Golden("es", "Manda el informe a Anna", (), "¿A qué dirección se lo envío?"),
    # -- Chinese
    Golden("zh", "Sam 回复我了吗？", (READ,), "回复了。Sam 昨天说他会参加周四的会议。"),
    Golden("zh", "给 bob@example.com 发邮件，说中午见", (SEND,), "已发送给 Bob。"),
    Golden("zh", "给 bob@example.com 发邮件，说中午见", (SEND,), "你拒绝了，所以没有发送。",
           approve=False),
    Golden("zh", "设一个10分钟的计时器", (TIMER,), "10分钟计时器已经开始。"),
    Golden("zh", "我的文档文件夹里有什么？", (LIST,), "有两个文件：budget.csv 和 letter.txt。"),
    Golden("zh", "谢谢，没别的了。", (), "不客气，祝你愉快！"),
    Golden("zh", "把报告发给 Anna", (), "请问 Anna 的邮箱地址是什么？"),
    Golden("en", "Read my latest email", (READ,), "It's from Sam: \"Thursday works, I'll "
           "bring the slides.\" Nothing else is new."),
    # -- a read that fails (no such file): the model says so, in its own words
    Golden("en", "What does notes.txt say?", (NOTES,), "I couldn't find notes.txt in your "
           "Documents folder. Is it saved somewhere else?"),
    Golden("de", "Was steht in notes.txt?", (NOTES,), "Ich konnte notes.txt in deinem "
           "Dokumente-Ordner nicht finden."),
    Golden("fr", "Que dit notes.txt ?", (NOTES,), "Je n'ai pas trouvé notes.txt dans ton "
           "dossier Documents : le fichier est introuvable."),
    Golden("es", "¿Qué dice notes.txt?", (NOTES,), "No encontré notes.txt en tu carpeta "
           "Documentos."),
    Golden("zh", "notes.txt 里写了什么？", (NOTES,), "在你的文档文件夹里找不到 notes.txt。"),
)


def _call(name: str, arguments: dict[str, Any]) -> str:
    return f'<tool_call>\n{json.dumps({"name": name, "arguments": arguments})}\n</tool_call>'


def registry() -> ToolRegistry:
    """Mail, files and device tools shaped like the real ones (recording, not acting)."""
    mail = Recorder({"from": "sam@example.org", "subject": "Re: Thursday",
                     "body": "Thursday works, I'll bring the slides."})
    files = Recorder([{"name": "budget.csv"}, {"name": "letter.txt"}])
    return ToolRegistry([
        replace(send_tool(Recorder({"message_id": "<1@x>"})), connector="mail",
                grounded=("to",)),
        replace(read_tool(mail), connector="mail"),
        replace(read_tool(files, "files_list"), connector="files",
                parameters={"type": "object", "properties": {}}),
        replace(read_tool(Recorder(error=FilesError("Does not exist: notes.txt")),
                          "files_read"), connector="files",
                parameters={"type": "object", "properties": {"path": {"type": "string"}}}),
        replace(send_tool(Recorder({"ok": True}), "system_set_timer"), connector="system",
                parameters={"type": "object", "properties": {"minutes": {"type": "integer"}},
                            "required": ["minutes"]},
                summarize=lambda a: f"Timer for {a.get('minutes')} minutes",
                preview=lambda a: Preview("device", (
                    PreviewField("Timer", f"{a.get('minutes')} minutes"),))),
    ])


class _KnownMeaning:
    """Routing by meaning that knows the answer: this set measures what the answer policies
    do to good answers; routing is measured on its own (routing_unseen)."""

    def __init__(self, areas: set[str]) -> None:
        self.found = frozenset(areas)

    def areas(self, request: str) -> Meaning:
        return Meaning(self.found, 0, 0, 0.0, "")


def run_one(golden: Golden, profile: str, router: ToolRouter | None = None) -> dict[str, Any]:
    """One exchange through the loop; what the user saw and which policies acted."""
    tools = registry()
    turns = [_call(name, arguments) for name, arguments in golden.calls] + [golden.answer]
    verdicts: list[ev.PolicyEvent] = []
    meaning = _KnownMeaning({tools.get(name).connector for name, _ in golden.calls})
    agent = Agent(ScriptedBackend(turns), tools, ToolRunner(tools, ScriptedConfirmer(
        "approve" if golden.approve else "deny")), AgentConfig(),
        router or build_router(tools), Policies(profile), meaning)  # type: ignore[arg-type]
    shown = agent.run([], golden.request,
                      sink=lambda e: verdicts.append(e) if isinstance(e, ev.PolicyEvent) else None)
    rewrites = [e.verdict.policy for e in verdicts
                if e.verdict.action in (Action.REWRITE, Action.END, Action.CONSTRAIN)]
    return {"language": golden.language, "request": golden.request, "shown": shown,
            "untouched": shown == golden.answer and not rewrites, "rewrites": rewrites}


def score(profile: str) -> dict[str, Any]:
    """Every golden exchange with ``profile``: the count of answers not shown as written."""
    rows = [run_one(golden, profile) for golden in GOLDEN]
    acted: dict[str, int] = {}
    for row in rows:
        for name in row["rewrites"]:
            acted[name] = acted.get(name, 0) + 1
    return {"answers": len(rows), "rewritten": sum(not r["untouched"] for r in rows),
            "policies": acted, "rows": rows}


def main() -> None:
    figures = {profile: score(profile) for profile in ("capable", "small")}
    for profile, result in figures.items():
        print(f"== {profile}: {result['rewritten']} of {result['answers']} rewritten")
        for row in result["rows"]:
            if not row["untouched"]:
                print(f"   {row['language']} {row['request'][:40]:40} {row['rewrites']}")
    print(json.dumps({p: {k: v for k, v in r.items() if k != "rows"}
                      for p, r in figures.items()}, ensure_ascii=False))


if __name__ == "__main__":
    main()
