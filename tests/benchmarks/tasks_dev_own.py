"""Benchmark (development set, tuned on): questions about the user's own facts, asked of an
inbox in their own language.

    python -m tests.benchmarks.tasks_dev_own [--model PATH.gguf] [--lang xx] [--rows]

The development companion of tests/benchmarks/tasks_own_unseen.py (never tuned on): other
facts (a home insurance policy number, what is owed to the dentist, a flight's booking
reference), the same shape: each in everyday English, German, French, Spanish and Chinese,
the answer in one message written in the user's own language beside an English one. Its rows
may be read.
"""

from __future__ import annotations

from tests.benchmarks.tasks_own_unseen import tasks_of_own
from tests.benchmarks.tasks_unseen import main

_BASE = (
    ("insurance", 1, "HP-208834", {
        "en": ("what's the policy number for my home insurance?",
               "SafeHome Insurance <policy@safehome.example>", "Your policy documents",
               "Thank you for choosing SafeHome. Your home insurance policy number is "
               "HP-208834; please quote it in any claim."),
        "de": ("Wie ist die Nummer meiner Hausratversicherung?",
               "SafeHome Versicherung <policy@safehome.example>", "Ihre Vertragsunterlagen",
               "Danke, dass Sie sich für SafeHome entschieden haben. Ihre Versicherungsnummer "
               "lautet HP-208834; bitte geben Sie sie bei jedem Schaden an."),
        "fr": ("C'est quoi le numéro de contrat de mon assurance habitation ?",
               "SafeHome Assurances <policy@safehome.example>", "Vos documents de contrat",
               "Merci d'avoir choisi SafeHome. Votre numéro de contrat d'assurance habitation "
               "est HP-208834 ; rappelez-le pour tout sinistre."),
        "es": ("¿Cuál es el número de póliza de mi seguro de hogar?",
               "SafeHome Seguros <policy@safehome.example>", "Documentación de su póliza",
               "Gracias por elegir SafeHome. Su número de póliza del seguro de hogar es "
               "HP-208834; indíquelo en cualquier siniestro."),
        "zh": ("我家庭保险的保单号是多少？",
               "SafeHome 保险 <policy@safehome.example>", "您的保单文件",
               "感谢您选择 SafeHome。您的家庭保险保单号是 HP-208834，理赔时请提供。"),
    }),
    ("dentist", 2, "85", {
        "en": ("how much do I still owe the dentist?",
               "Bright Smile Dental <billing@brightsmile.example>", "Outstanding balance",
               "After your insurance paid its part, 85 EUR is left to pay for the filling on "
               "12 November."),
        "de": ("Wie viel schulde ich dem Zahnarzt noch?",
               "Zahnarztpraxis Lächeln <billing@brightsmile.example>", "Offener Betrag",
               "Nach der Zahlung Ihrer Versicherung sind für die Füllung vom 12. November "
               "noch 85 EUR offen."),
        "fr": ("Je dois encore combien au dentiste ?",
               "Cabinet Sourire <billing@brightsmile.example>", "Reste à payer",
               "Après le remboursement de votre assurance, il reste 85 EUR à régler pour le "
               "plombage du 12 novembre."),
        "es": ("¿Cuánto le debo todavía al dentista?",
               "Clínica Sonrisa <billing@brightsmile.example>", "Saldo pendiente",
               "Después de lo que pagó su seguro, quedan 85 EUR por pagar del empaste del "
               "12 de noviembre."),
        "zh": ("我还欠牙医多少钱？",
               "微笑牙科 <billing@brightsmile.example>", "待付余额",
               "保险支付后，11月12日补牙还需支付85欧元。"),
    }),
    ("flight", 2, "QX7LMB", {
        "en": ("what's the booking reference for the flight to Rome?",
               "AirNova <booking@airnova.example>", "Your trip to Rome",
               "Your booking reference is QX7LMB. Flight AN 230 leaves at 14:05."),
        "de": ("Wie lautet der Buchungscode für den Flug nach Rom?",
               "AirNova <booking@airnova.example>", "Ihre Reise nach Rom",
               "Ihr Buchungscode lautet QX7LMB. Flug AN 230 startet um 14:05 Uhr."),
        "fr": ("C'est quoi la référence de réservation du vol pour Rome ?",
               "AirNova <booking@airnova.example>", "Votre voyage à Rome",
               "Votre référence de réservation est QX7LMB. Le vol AN 230 part à 14 h 05."),
        "es": ("¿Cuál es el localizador del vuelo a Roma?",
               "AirNova <booking@airnova.example>", "Su viaje a Roma",
               "Su localizador de reserva es QX7LMB. El vuelo AN 230 sale a las 14:05."),
        "zh": ("去罗马的机票预订号是多少？",
               "AirNova 航空 <booking@airnova.example>", "您的罗马之旅",
               "您的预订号是 QX7LMB。AN 230 航班14:05起飞。"),
    }),
)

TASKS = tasks_of_own(_BASE)


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
