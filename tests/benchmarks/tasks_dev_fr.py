"""Benchmark (development set, tuned on): everyday French questions of an English inbox.

    python -m tests.benchmarks.tasks_dev_fr [--model PATH.gguf] [--lang fr] [--rows] [--trace]

Written on 2026-12-07 to look into the French gap of the never-tuned question sets (French
0/5 on tasks_cross_unseen, whose rows are never read): eight questions of the same shape, on
other facts, each in everyday French and, for comparison, in everyday English. The inbox is
English; each answer is one fact of one message, beside a mail that does not answer it. Its
rows are read while work goes on; its figures are not reported as out of sample.
"""

from __future__ import annotations

from typing import Any

from tests.benchmarks.tasks import CAROL, Mail, Task, nothing
from tests.benchmarks.tasks_unseen import main

_BASE: tuple[tuple[str, int, dict[str, str], dict[str, Any]], ...] = (
    ("plumber", 1, {
        "en": "what time is the plumber coming?",
        "fr": "Le plombier passe à quelle heure ?",
    }, {"facts": ("10:30",), "acts": False,
        "mails": (Mail("FixIt Plumbing <jobs@fixit.example>", "Visit confirmed",
                       "Our plumber will come on Thursday at 10:30 to look at the boiler."),
                  CAROL)}),
    ("library", 1, {
        "en": "when do the library books have to go back?",
        "fr": "Je dois rendre les livres de la bibliothèque quand ?",
    }, {"facts": ("18",), "acts": False,
        "mails": (CAROL, Mail("City Library <loans@library.example>", "Loan reminder",
                              "Your 3 books are due back on 18 December."))}),
    ("wifi", 1, {
        "en": "what's the wifi password for the flat again?",
        "fr": "C'est quoi déjà le mot de passe du wifi de l'appart ?",
    }, {"facts": ("maple-4471",), "acts": False,
        "mails": (Mail("Landlord Tom Reed <tom@reed.example>", "Welcome to the flat",
                       "Keys are in the box. The wifi password is maple-4471."), CAROL)}),
    ("train", 1, {
        "en": "when does my train to Lyon leave?",
        "fr": "Mon train pour Lyon part à quelle heure ?",
    }, {"facts": ("08:12",), "acts": False,
        "mails": (CAROL, Mail("RailEurope <tickets@rail.example>", "Your e-ticket",
                              "Train 6611 to Lyon departs at 08:12 from platform 7."))}),
    ("vet", 2, {
        "en": "how much was the vet for the cat?",
        "fr": "Ça a coûté combien, le véto pour le chat ?",
    }, {"facts": ("75",), "acts": False,
        "mails": (Mail("Green Paws Vet Clinic <desk@greenpaws.example>", "Invoice",
                       "Check-up and vaccination for Misty: 75 EUR, paid by card."), CAROL)}),
    ("concert", 2, {
        "en": "which seat do I have for the concert?",
        "fr": "J'ai quelle place pour le concert ?",
    }, {"facts": ("22",), "acts": False,
        "mails": (CAROL, Mail("TicketHall <orders@tickethall.example>", "Your tickets",
                              "Concert on 9 January, doors 19:00. Row F, seat 22."))}),
    ("school", 2, {
        "en": "what day is the parent-teacher meeting?",
        "fr": "La réunion parents-profs, c'est quel jour ?",
    }, {"facts": ("15",), "acts": False,
        "mails": (Mail("Hillside School <office@hillside.example>", "Parent-teacher meeting",
                       "The parent-teacher meeting is on Tuesday 15 December at 17:00."),
                  CAROL)}),
    ("refund", 2, {
        "en": "did the shop refund me? how much?",
        "fr": "Est-ce que la boutique m'a remboursé ? Combien ?",
    }, {"facts": ("39.90",), "acts": False,
        "mails": (CAROL, Mail("Urban Outfit <help@urbanoutfit.example>", "Refund processed",
                              "We have refunded 39.90 EUR to your card for order 5512."))}),
)

TASKS: tuple[Task, ...] = tuple(
    Task(f"{language}: {name}", tier, (wording,), check=nothing, **fields)
    for name, tier, wordings, fields in _BASE for language, wording in wordings.items())


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
