"""The routing development set: the requests routing changes are made against (tuned on).

    python -m tests.benchmarks.routing_dev [--model PATH.gguf] [--no-model] [--rows]

Written on 2026-12-04, after routing_everyday was committed and scored, and kept apart from
it: every routing change of that session was judged on these requests, so their figures are
not out of sample and are never reported as such. ``--rows`` prints each request with what
the words and the model said.
"""

from __future__ import annotations

CASES: tuple[tuple[str, str, str], ...] = (
    ("en", "any reply from the plumber?", "mail"),
    ("en", "drop Kate a line about Saturday", "mail"),
    ("en", "let Tom know the keys are under the mat", "mail"),
    ("en", "did I hear back from the recruiter?", "mail"),
    ("en", "what did my sister say?", "mail"),
    ("en", "message the team that the demo is off", "mail"),
    ("en", "chase up the invoice with Acme", "mail"),
    ("en", "what am I doing this afternoon?", "calendars"),
    ("en", "move lunch with Ben to 1pm", "calendars"),
    ("en", "do I have anything on the 3rd?", "calendars"),
    ("en", "clear my Friday afternoon", "calendars"),
    ("en", "when's parents' evening?", "calendars"),
    ("en", "put the gym in for 6 tomorrow", "calendars"),
    ("en", "what time is my flight on Sunday?", "calendars"),
    ("en", "where's my CV?", "files"),
    ("en", "list what's in my Documents", "files"),
    ("en", "grab the notes from yesterday's lecture", "files"),
    ("en", "rename the holiday pics", "files"),
    ("en", "what's in todo.txt?", "files"),
    ("en", "turn it up a bit", "system"),
    ("en", "too bright", "system"),
    ("en", "set a 10 minute timer", "system"),
    ("en", "switch off the internet", "system"),
    ("en", "how long until my battery dies?", "system"),
    ("en", "launch firefox", "system"),
    ("en", "silence everything for an hour", "system"),
    ("en", "hey there", ""),
    ("en", "what's the weather usually like in May?", ""),
    ("en", "tell me something interesting", ""),
    ("en", "who invented the telephone?", ""),
    ("en", "cheers mate", ""),
    ("en", "what does 'serendipity' mean?", ""),
    ("en", "good night!", ""),
    ("en", "can you help me with a riddle?", ""),
    ("de", "Gibt's was Neues von Oma?", "mail"),
    ("de", "Antworte Lisa, dass ich komme", "mail"),
    ("de", "Hab ich heute Abend was vor?", "calendars"),
    ("de", "Trag das Elterngespräch am Montag ein", "calendars"),
    ("de", "Öffne den Ordner Rechnungen", "files"),
    ("de", "Mach lauter", "system"),
    ("de", "Servus!", ""),
    ("de", "Was ist die Hauptstadt von Kanada?", ""),
    ("fr", "Des nouvelles de mon frère ?", "mail"),
    ("fr", "Dis à Paul que je passe demain", "mail"),
    ("fr", "Qu'est-ce que j'ai cet après-midi ?", "calendars"),
    ("fr", "Déplace le dentiste à vendredi", "calendars"),
    ("fr", "Où est ma facture EDF ?", "files"),
    ("fr", "Coupe le son", "system"),
    ("fr", "Bonne nuit", ""),
    ("fr", "Raconte-moi une histoire", ""),
    ("es", "¿Algo nuevo de mi jefe?", "mail"),
    ("es", "Dile a Marta que llego tarde", "mail"),
    ("es", "¿Estoy ocupado mañana?", "calendars"),
    ("es", "Cambia la reunión al jueves", "calendars"),
    ("es", "Abre mis documentos", "files"),
    ("es", "Pon una alarma a las 8", "system"),
    ("es", "Hola", ""),
    ("es", "¿Quién escribió el Quijote?", ""),
    ("zh", "有人给我发消息吗", "mail"),
    ("zh", "回复李老师说收到", "mail"),
    ("zh", "下周有什么安排", "calendars"),
    ("zh", "帮我约周三上午看牙医", "calendars"),
    ("zh", "打开下载文件夹", "files"),
    ("zh", "把屏幕调亮一点", "system"),
    ("zh", "谢谢", ""),
    ("zh", "讲个笑话", ""),
    ("it", "Novità da mia madre?", "mail"),
    ("it", "Rispondi a Luca che va bene", "mail"),
    ("it", "Cosa faccio sabato?", "calendars"),
    ("it", "Metti in agenda il dentista martedì", "calendars"),
    ("it", "Trova la bolletta della luce", "files"),
    ("it", "Spegni il wifi", "system"),
    ("it", "Grazie mille", ""),
    ("it", "Quanto fa 7 per 8?", ""),
    ("pt", "Chegou algo do banco?", "mail"),
    ("pt", "Responde ao João que sim", "mail"),
    ("pt", "Tenho algo amanhã à tarde?", "calendars"),
    ("pt", "Desmarca o dentista de sexta", "calendars"),
    ("pt", "Procura o meu contrato", "files"),
    ("pt", "Aumenta o volume", "system"),
    ("pt", "Bom dia", ""),
    ("pt", "Qual é a capital da Austrália?", ""),
    ("ja", "田中さんから返信あった？", "mail"),
    ("ja", "来週の会議はいつ？", "calendars"),
    ("ja", "デスクトップのファイルを見せて", "files"),
    ("ja", "タイマーを5分", "system"),
    ("ja", "ありがとう", ""),
)



def rows(model: str | None = None,
         cases: tuple[tuple[str, str, str], ...] = CASES) -> None:
    """Each request with the areas its words name and the model's label probabilities."""
    from pathlib import Path

    from app.agent.meaning import route
    from tests.benchmarks.routing_unseen import keyword_router, meaning_router

    router = keyword_router()
    meaning, _name = meaning_router(Path(model) if model else None)

    for language, text, area in cases:
        words = set(router.areas_for([], text))
        found = meaning.areas(text)  # shown for every request, asked by the app when unsure
        got = set(route(router, meaning, lambda name: name == "route.meaning", [], text).areas)
        mark = "ok " if (area in got if area else not got) else "MISS"
        print(f"{mark} {language} {area or '-':9} words={sorted(words)} model={found.said!r}"
              f"  {text}")


if __name__ == "__main__":
    import sys

    if "--rows" in sys.argv:
        rows(next((a for a in sys.argv[1:] if a.endswith(".gguf")), None))
    else:
        from tests.benchmarks.routing_unseen import main

        main(CASES, ("en", "de", "fr", "es", "zh", "it", "pt", "ja"))
