"""Benchmark: a fourth never-tuned routing set, everyday wording in the five shipped languages.

    python -m tests.benchmarks.routing_everyday_new [--model PATH.gguf] [--no-model]

Written on 2026-12-06 (nineteenth session), before that session changed any behaviour, and
committed before it was scored; scored once then and once at the session's end, never tuned
on (the session's changes were made against probes of its own). The English requests are
everyday wording ("any news from the plumber?", "go dark mode"); German, French, Spanish and
Chinese ones are everyday requests as people type them. Each request is asked in a new
conversation and scored as routing_unseen scores it: a request that needs one area succeeds
when the router offers that area; small talk succeeds when it is offered no tools.
"""

from __future__ import annotations

from tests.benchmarks.routing_unseen import main

CASES: tuple[tuple[str, str, str], ...] = (
    # -- English, everyday wording
    ("en", "any news from the plumber?", "mail"),
    ("en", "did the school email about the trip?", "mail"),
    ("en", "let Tom know I've landed", "mail"),
    ("en", "reply to Anna and say yes to Friday", "mail"),
    ("en", "what did the bank send me?", "mail"),
    ("en", "clear the newsletters out of my inbox", "mail"),
    ("en", "what have I got on Thursday?", "calendars"),
    ("en", "move lunch with Raj to 1:30", "calendars"),
    ("en", "am I busy Saturday night?", "calendars"),
    ("en", "block out Friday afternoon for focus time", "calendars"),
    ("en", "cancel tomorrow's standup", "calendars"),
    ("en", "where did I save my tax return?", "files"),
    ("en", "open the notes from yesterday's meeting", "files"),
    ("en", "rename the holiday photos folder to Italy 2026", "files"),
    ("en", "what's in my Documents?", "files"),
    ("en", "the sound's too quiet", "system"),
    ("en", "set a timer for the pasta, 9 minutes", "system"),
    ("en", "how much juice is left in the battery?", "system"),
    ("en", "go dark mode", "system"),
    ("en", "remind me in an hour to take the bins out", "system"),
    ("en", "good night!", ""),
    ("en", "what's 15% of 80?", ""),
    ("en", "tell me a fun fact about octopuses", ""),
    ("en", "who won the world cup in 2010?", ""),
    ("en", "thanks, that's all for now", ""),
    # -- German
    ("de", "Ist was Neues von der Versicherung gekommen?", "mail"),
    ("de", "Schreib Lena, dass ich morgen später komme", "mail"),
    ("de", "Hab ich am Mittwoch Zeit?", "calendars"),
    ("de", "Trag mir Friseur am Samstag um 11 ein", "calendars"),
    ("de", "Such mal meine Steuererklärung", "files"),
    ("de", "Mach den Bildschirm heller", "system"),
    ("de", "Danke dir!", ""),
    ("de", "Was ist die Hauptstadt von Kanada?", ""),
    # -- French
    ("fr", "Est-ce que Paul m'a répondu ?", "mail"),
    ("fr", "Envoie un petit mot à Claire pour la remercier", "mail"),
    ("fr", "Qu'est-ce que j'ai de prévu ce week-end ?", "calendars"),
    ("fr", "Déplace mon rendez-vous chez le dentiste à vendredi", "calendars"),
    ("fr", "Où est ma facture d'électricité ?", "files"),
    ("fr", "Coupe le son", "system"),
    ("fr", "Bonne soirée !", ""),
    ("fr", "Combien font 7 fois 8 ?", ""),
    # -- Spanish
    ("es", "¿Hay algo nuevo de la escuela?", "mail"),
    ("es", "Dile a Marta que llego en diez minutos", "mail"),
    ("es", "¿Estoy libre el lunes por la mañana?", "calendars"),
    ("es", "Cancela la reunión de mañana", "calendars"),
    ("es", "Abre el documento del presupuesto", "files"),
    ("es", "Pon una alarma a las siete", "system"),
    ("es", "¡Buenas noches!", ""),
    ("es", "¿Quién pintó el Guernica?", ""),
    # -- Chinese
    ("zh", "房东回我邮件了吗？", "mail"),
    ("zh", "给小王发个消息说我晚点到", "mail"),
    ("zh", "我下周三有空吗？", "calendars"),
    ("zh", "把周五的会议改到下午三点", "calendars"),
    ("zh", "帮我找一下护照的扫描件", "files"),
    ("zh", "把音量调小一点", "system"),
    ("zh", "早上好！", ""),
    ("zh", "一年有多少天？", ""),
)

if __name__ == "__main__":
    main(CASES)
