"""The small-talk development set: things people say to an assistant that need none of its
tools, in eight languages (tuned on).

    python -m tests.benchmarks.routing_dev_talk [--model PATH.gguf] [--no-model] [--rows]

Written on 2026-12-05, before any change it was meant to guide, and scored once on that code
(docs/benchmarks.md). The never-tuned sets gave small talk a tool 2 times in 21
(routing_everyday) and once in 16 (routing_unseen); the goal is at most 5%, and their rows are
never read. Routing changes against small talk are judged on these lines, so their figures
are not out of sample. Many of them name a thing a tool deals with (a leap year's days, a
polite email, a file type) without asking anything of the user's own data: that is where a
router errs. Every line is small talk, so only ``small_talk_with_tools`` means anything here;
what such a change costs requests is read on routing_dev.
"""

from __future__ import annotations

CASES: tuple[tuple[str, str, str], ...] = (
    ("en", "good morning!", ""),
    ("en", "how are you today?", ""),
    ("en", "what can you do?", ""),
    ("en", "you're a lifesaver, thanks", ""),
    ("en", "ok cool", ""),
    ("en", "never mind", ""),
    ("en", "how do you say 'thank you' in Japanese?", ""),
    ("en", "write me a haiku about rain", ""),
    ("en", "is it rude to reply-all at work?", ""),
    ("en", "how many days are in a leap year?", ""),
    ("en", "what's a PDF, actually?", ""),
    ("en", "I'm so bored", ""),
    ("en", "lol that's funny", ""),
    ("en", "what's a good name for a cat?", ""),
    ("de", "Guten Morgen!", ""),
    ("de", "Wie geht's dir?", ""),
    ("de", "Was kannst du alles?", ""),
    ("de", "Alles klar, danke dir", ""),
    ("de", "Wie viele Tage hat ein Schaltjahr?", ""),
    ("de", "Erklär mir kurz die Photosynthese", ""),
    ("fr", "Salut, ça va ?", ""),
    ("fr", "Merci beaucoup !", ""),
    ("fr", "Qu'est-ce que tu sais faire ?", ""),
    ("fr", "C'est quoi la photosynthèse ?", ""),
    ("fr", "Combien de jours dans une année bissextile ?", ""),
    ("fr", "D'accord, laisse tomber", ""),
    ("es", "Buenos días", ""),
    ("es", "¿Cómo estás?", ""),
    ("es", "¿Qué sabes hacer?", ""),
    ("es", "Vale, gracias", ""),
    ("es", "¿Cuántos días tiene un año bisiesto?", ""),
    ("es", "Escríbeme un poema sobre el mar", ""),
    ("zh", "早上好", ""),
    ("zh", "你好吗", ""),
    ("zh", "你会做什么", ""),
    ("zh", "好的，没事了", ""),
    ("zh", "闰年有多少天", ""),
    ("zh", "给我写一首关于秋天的诗", ""),
    ("it", "Buongiorno!", ""),
    ("it", "Come stai?", ""),
    ("it", "Cosa sai fare?", ""),
    ("it", "Va bene, lascia perdere", ""),
    ("pt", "Olá, tudo bem?", ""),
    ("pt", "Obrigado pela ajuda", ""),
    ("pt", "O que você sabe fazer?", ""),
    ("pt", "Quantos dias tem um ano bissexto?", ""),
    ("ja", "おはよう", ""),
    ("ja", "元気？", ""),
    ("ja", "何ができるの？", ""),
    ("ja", "うるう年は何日ある？", ""),
)


if __name__ == "__main__":
    import sys

    from tests.benchmarks import routing_dev

    if "--rows" in sys.argv:
        routing_dev.rows(next((a for a in sys.argv[1:] if a.endswith(".gguf")), None), CASES)
    else:
        from tests.benchmarks.routing_unseen import main

        main(CASES, ("en", "de", "fr", "es", "zh", "it", "pt", "ja"))
