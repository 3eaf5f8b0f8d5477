"""Benchmark: a third never-tuned routing set, everyday wording in seven languages and one not shipped.

    python -m tests.benchmarks.routing_everyday [--model PATH.gguf] [--no-model]

Written on 2026-12-04, before the session's routing work, and committed before it was
scored; scored once then, once after, and never tuned on (the session's changes were made
against a development set of its own, tests/benchmarks/routing_dev.py). The English
requests are written the way people talk ("push my 3 o'clock to 4", "am I plugged in?"); the
others are everyday requests in German, French, Spanish, Chinese, Italian and Portuguese, and
four in Japanese, which BotPsy ships no lexicon for (routing by meaning is their only way in).
Each request is asked in a new conversation and scored as routing_unseen scores it: a request
that needs one area succeeds when the router offers that area; small talk succeeds when it is
offered no tools.
"""

from __future__ import annotations

from tests.benchmarks.routing_unseen import main

CASES: tuple[tuple[str, str, str], ...] = (
    # -- English, everyday wording
    ("en", "did Mark ever get back to me about the quote?", "mail"),
    ("en", "shoot Dana a quick note that I'll be late", "mail"),
    ("en", "anything from HR I should look at?", "mail"),
    ("en", "has my refund confirmation come through?", "mail"),
    ("en", "tell my boss I'm off sick", "mail"),
    ("en", "who's been trying to reach me?", "mail"),
    ("en", "what's my morning look like?", "calendars"),
    ("en", "push my 3 o'clock to 4", "calendars"),
    ("en", "am I around on the 14th?", "calendars"),
    ("en", "pencil in coffee with Ines next Tuesday", "calendars"),
    ("en", "how packed is next week?", "calendars"),
    ("en", "when do I see the physio again?", "calendars"),
    ("en", "dig up my passport scan", "files"),
    ("en", "what's on my shopping list?", "files"),
    ("en", "tidy up my downloads, put the zips in an archive folder", "files"),
    ("en", "find the spreadsheet with the budget", "files"),
    ("en", "show me what's on my desktop", "files"),
    ("en", "how big is the project folder?", "files"),
    ("en", "it's way too loud", "system"),
    ("en", "wake me up at 7", "system"),
    ("en", "kill the wifi", "system"),
    ("en", "nudge me at 5 to call mum", "system"),
    ("en", "am I plugged in?", "system"),
    ("en", "pull up Spotify", "system"),
    ("en", "morning!", ""),
    ("en", "how are you today?", ""),
    ("en", "what's the capital of Peru?", ""),
    ("en", "can you explain what a VPN is?", ""),
    ("en", "write me a haiku about rain", ""),
    ("en", "you're a lifesaver, thanks", ""),
    ("en", "how many days are in a leap year?", ""),
    ("en", "how do you say 'good night' in Spanish?", ""),
    # -- German
    ("de", "Hat mir der Vermieter schon geantwortet?", "mail"),
    ("de", "Sag Jonas Bescheid, dass das Treffen ausfällt", "mail"),
    ("de", "Was habe ich nächste Woche vor?", "calendars"),
    ("de", "Verschieb den Zahnarzt auf Donnerstag", "calendars"),
    ("de", "Wo ist meine Gehaltsabrechnung vom März?", "files"),
    ("de", "Dreh die Musik leiser", "system"),
    ("de", "Guten Morgen!", ""),
    ("de", "Wie weit ist der Mond entfernt?", ""),
    # -- French
    ("fr", "J'ai reçu quelque chose de la mairie ?", "mail"),
    ("fr", "Préviens Sophie que je serai en retard", "mail"),
    ("fr", "Je suis libre jeudi soir ?", "calendars"),
    ("fr", "Ajoute le foot des enfants samedi à 10h", "calendars"),
    ("fr", "Retrouve mon contrat de travail", "files"),
    ("fr", "Réveille-moi à 6h30", "system"),
    ("fr", "Salut, ça va ?", ""),
    ("fr", "Qui a peint la Joconde ?", ""),
    # -- Spanish
    ("es", "¿Me escribió alguien del banco?", "mail"),
    ("es", "Avísale a Carlos que ya salí", "mail"),
    ("es", "¿Qué tengo el viernes por la tarde?", "calendars"),
    ("es", "Apúntame una cena con Lucía el sábado", "calendars"),
    ("es", "Busca la foto del pasaporte", "files"),
    ("es", "Sube el brillo", "system"),
    ("es", "¡Gracias, eres genial!", ""),
    ("es", "¿Cuántos continentes hay?", ""),
    # -- Chinese
    ("zh", "老板回我了吗", "mail"),
    ("zh", "帮我告诉小王我晚点到", "mail"),
    ("zh", "我周五下午有空吗", "calendars"),
    ("zh", "把明天的会改到后天", "calendars"),
    ("zh", "找一下我的简历", "files"),
    ("zh", "声音太小了", "system"),
    ("zh", "早上好", ""),
    ("zh", "地球到太阳有多远", ""),
    # -- Italian
    ("it", "Ho ricevuto qualcosa dal commercialista?", "mail"),
    ("it", "Avvisa Marco che non vengo", "mail"),
    ("it", "Sono libero domani pomeriggio?", "calendars"),
    ("it", "Sposta la riunione di lunedì alle 15", "calendars"),
    ("it", "Dov'è il mio curriculum?", "files"),
    ("it", "Abbassa il volume", "system"),
    ("it", "Ciao, come stai?", ""),
    ("it", "Chi ha scritto la Divina Commedia?", ""),
    # -- Portuguese
    ("pt", "O senhorio já me respondeu?", "mail"),
    ("pt", "Avisa a Ana que vou me atrasar", "mail"),
    ("pt", "O que tenho na quinta de manhã?", "calendars"),
    ("pt", "Marca um almoço com o Pedro na sexta", "calendars"),
    ("pt", "Cadê o meu comprovante de residência?", "files"),
    ("pt", "Me acorda às 7", "system"),
    ("pt", "Obrigado!", ""),
    ("pt", "Quem descobriu o Brasil?", ""),
    # -- Japanese (no lexicon shipped)
    ("ja", "新しいメールある？", "mail"),
    ("ja", "明日の予定は？", "calendars"),
    ("ja", "履歴書のファイルを探して", "files"),
    ("ja", "音量を下げて", "system"),
    ("ja", "こんにちは", ""),
)

if __name__ == "__main__":
    main(CASES, ("en", "de", "fr", "es", "zh", "it", "pt", "ja"))
