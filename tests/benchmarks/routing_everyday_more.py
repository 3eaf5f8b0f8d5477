"""Benchmark: more everyday requests in the five languages, for routing (never tuned on).

    python -m tests.benchmarks.routing_everyday_more [--model PATH.gguf] [--no-model]

Written on 2026-12-06 (seventeenth session) before that session changed routing, committed
before it was scored, and never tuned on: its rows are not read, only its counts. English has
the most requests because English everyday wording was routing_everyday's weakest part
(17/24). Everyday requests that need one area, and small talk that needs none, each in a new
conversation, scored as routing_unseen scores them.
"""

from __future__ import annotations

from tests.benchmarks.routing_unseen import main

CASES: tuple[tuple[str, str, str], ...] = (
    ("en", "did the vet's office ever get back to me", "mail"),
    ("en", "tell Grandma we'll visit on Sunday", "mail"),
    ("en", "what did Hannah say about the flat", "mail"),
    ("en", "any news on my job application?", "mail"),
    ("en", "send Pete the wifi password: tulip42", "mail"),
    ("en", "is the receipt from the electrician in there?", "mail"),
    ("en", "what's on my plate this Thursday", "calendars"),
    ("en", "pencil in drinks with Sara next Friday at 7", "calendars"),
    ("en", "when's the next time I see the physio", "calendars"),
    ("en", "bump the review to the afternoon", "calendars"),
    ("en", "dig up the insurance letter I scanned", "files"),
    ("en", "what's written in ideas.txt", "files"),
    ("en", "tidy my downloads, move the PDFs into Documents", "files"),
    ("en", "crank it up, I love this song", "system"),
    ("en", "get me up at quarter to seven", "system"),
    ("en", "how much charge have I got", "system"),
    ("en", "my eyes hurt, the screen is too much", "system"),
    ("en", "lol that's hilarious", ""),
    ("en", "what's a good name for a goldfish", ""),
    ("en", "how many ounces in a pound", ""),
    ("en", "that'll be all, thank you", ""),
    ("de", "Hat mir der Vermieter schon geantwortet?", "mail"),
    ("de", "Schreib Jonas, dass ich das Buch mitbringe", "mail"),
    ("de", "Was steht diese Woche bei mir an?", "calendars"),
    ("de", "Verschieb den Zahnarzttermin auf Donnerstag", "calendars"),
    ("de", "Wo hab ich den Mietvertrag gespeichert?", "files"),
    ("de", "Zeig mir, was im Ordner Fotos ist", "files"),
    ("de", "Das ist mir zu laut", "system"),
    ("de", "Weck mich morgen um halb sieben", "system"),
    ("de", "Ist das WLAN an?", "system"),
    ("de", "Was ist ein Schaltjahr?", ""),
    ("de", "Danke dir, das war's", ""),
    ("fr", "Est-ce que la banque m'a écrit ?", "mail"),
    ("fr", "Préviens Julie que la réunion est annulée", "mail"),
    ("fr", "Je suis libre jeudi soir ?", "calendars"),
    ("fr", "Ajoute le cours de yoga mardi à 18 h", "calendars"),
    ("fr", "Retrouve mon CV dans mes documents", "files"),
    ("fr", "Qu'y a-t-il dans courses.txt ?", "files"),
    ("fr", "Mets le son moins fort", "system"),
    ("fr", "Un minuteur de cinq minutes, s'il te plaît", "system"),
    ("fr", "Il me reste combien de batterie ?", "system"),
    ("fr", "Comment dit-on « merci » en japonais ?", ""),
    ("fr", "Salut, ça va ?", ""),
    ("es", "¿Ha llegado algo de Correos?", "mail"),
    ("es", "Contesta a Marta que sí voy", "mail"),
    ("es", "¿Qué tengo el lunes por la mañana?", "calendars"),
    ("es", "Apúntame la reunión de vecinos el miércoles a las 8", "calendars"),
    ("es", "Busca la foto del pasaporte", "files"),
    ("es", "Léeme notas.txt", "files"),
    ("es", "No veo nada, sube el brillo", "system"),
    ("es", "Despiértame a las siete menos cuarto", "system"),
    ("es", "Desconecta el wifi", "system"),
    ("es", "¿Cuántos años tiene la Tierra?", ""),
    ("es", "Gracias, eso es todo", ""),
    ("zh", "房东回我邮件了没有？", "mail"),
    ("zh", "告诉小王明天的会取消了", "mail"),
    ("zh", "我周五下午有空吗？", "calendars"),
    ("zh", "帮我把周一的例会改到十点", "calendars"),
    ("zh", "我的简历放在哪儿了？", "files"),
    ("zh", "看看下载文件夹里有什么", "files"),
    ("zh", "声音太大了", "system"),
    ("zh", "十分钟后提醒我关火", "system"),
    ("zh", "现在连着网吗？", "system"),
    ("zh", "月亮离地球多远？", ""),
    ("zh", "好的，谢谢", ""),
)

if __name__ == "__main__":
    main(CASES)
