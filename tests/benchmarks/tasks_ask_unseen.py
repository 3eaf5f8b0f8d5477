"""Benchmark: questions about what someone wrote, five languages (never tuned on).

    python -m tests.benchmarks.tasks_ask_unseen [--model PATH.gguf] [--lang xx]
                                                [--profile small|capable] [--without POLICY]

Written on 2026-12-06 (nineteenth session), before that session changed any behaviour, and
committed before it was scored. The inbox is in English, as a user's often is while they ask
in their own language: "Hat Priya sich wegen des Mietvertrags gemeldet?" has to find a mail
about a lease. Five questions whose answer is in one message (a sum, a place, a time, a
sender), each asked in everyday English, German, French, Spanish and Chinese (25 tasks), with
another message beside it. Nothing may act; the answer must carry the fact, which is data (a
number, a name) and so the same in every language. Figures are reported as counts (by
language and by tier), never row by row: its rows are not read while work goes on.
"""

from __future__ import annotations

from tests.benchmarks.tasks import CAROL, Mail, Task
from tests.benchmarks.tasks_unseen import Base, main, tasks_of

_BASE: Base = (
    ("lease", 1, {
        "en": "did Priya ever get back to me about the lease?",
        "de": "Hat Priya sich wegen des Mietvertrags gemeldet?",
        "fr": "Priya m'a répondu pour le bail ?",
        "es": "¿Me contestó Priya lo del contrato de alquiler?",
        "zh": "Priya回复我租约的事了吗？",
    }, {"facts": ("1450",), "acts": False,
        "mails": (CAROL, Mail("Priya Shah <priya.shah@example.com>", "Re: the lease",
                              "Good news: the landlord agreed to 1450 a month from January."))}),
    ("dinner", 1, {
        "en": "where does Marco want to have dinner?",
        "de": "Wo will Marco essen gehen?",
        "fr": "Où est-ce que Marco veut dîner ?",
        "es": "¿Dónde quiere cenar Marco?",
        "zh": "Marco想去哪儿吃晚饭？",
    }, {"facts": ("Luigi",), "acts": False,
        "mails": (Mail("Marco Rossi <marco@rossi.example>", "Dinner",
                       "How about Thursday at 8 at Luigi's on Park Street?"), CAROL)}),
    ("refund", 2, {
        "en": "has the shop paid me back yet? how much?",
        "de": "Hat der Shop mir das Geld schon zurückgezahlt? Wie viel?",
        "fr": "La boutique m'a remboursé ? Combien ?",
        "es": "¿Ya me devolvió el dinero la tienda? ¿Cuánto?",
        "zh": "商店退款了吗？退了多少？",
    }, {"facts": ("39.90|39,90",), "acts": False,
        "mails": (CAROL, Mail("Shop <orders@shop.example>", "Your refund",
                              "We have refunded 39.90 EUR to your card ending 4421."))}),
    ("school bus", 2, {
        "en": "what time does the bus leave for the school trip?",
        "de": "Um wie viel Uhr fährt der Bus zum Schulausflug ab?",
        "fr": "À quelle heure part le bus pour la sortie scolaire ?",
        "es": "¿A qué hora sale el autobús de la excursión del colegio?",
        "zh": "学校郊游的大巴几点出发？",
    }, {"facts": ("8:15|8.15|8h15|8 h 15|8点15|8點15|八点十五|8時15",), "acts": False,
        "mails": (Mail("Greenfield School <office@greenfield.example>", "Museum trip on Friday",
                       "The bus leaves at 8:15 from the main gate. Please pack a lunch."),
                  CAROL)}),
    ("insurance", 2, {
        "en": "who's been emailing me about the car insurance?",
        "de": "Wer hat mir wegen der Autoversicherung geschrieben?",
        "fr": "Qui m'a écrit au sujet de l'assurance auto ?",
        "es": "¿Quién me escribió sobre el seguro del coche?",
        "zh": "谁给我发了关于车险的邮件？",
    }, {"facts": ("Dana|insureco",), "acts": False,
        "mails": (CAROL, Mail("Dana Whitfield <dana@insureco.example>",
                              "Your car insurance renewal",
                              "Your premium for 2027 is 612 EUR a year."))}),
)

TASKS: tuple[Task, ...] = tasks_of(_BASE)


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
