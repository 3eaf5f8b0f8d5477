"""Benchmark: questions about the user's own facts, asked of an inbox in their own language
(never tuned on).

    python -m tests.benchmarks.tasks_own_unseen [--model PATH.gguf] [--lang xx]
                                                [--profile small|capable] [--without POLICY]

Written on 2026-12-07 (twenty-first session), before that session changed any behaviour,
and committed before it was scored. Each question asks for one fact of the user's own life
(a pick-up code, a seat, a deposit, a membership number, a table) that names no person and
no app area: nothing in its words says "mail". The answer is in one message of an inbox
written in the user's own language — a German user's confirmations come in German —, beside
an English one (tests/benchmarks/tasks.py ``CAROL``). Five questions, each in everyday
English, German, French, Spanish and Chinese (25 tasks). Nothing may act; the answer must
carry the fact, a code or a number, the same in every language. Figures are reported as
counts (by language and by tier), never row by row: its rows are not read while work goes
on.
"""

from __future__ import annotations

from typing import Any

from tests.benchmarks.tasks import CAROL, Mail, Task, nothing
from tests.benchmarks.tasks_unseen import LANGUAGES, main

# (name, tier, fact, {language: (question, sender, subject, body)})
_BASE: tuple[tuple[str, int, str, dict[str, tuple[str, str, str, str]]], ...] = (
    ("rental car", 1, "RX-4471", {
        "en": ("what's the pick-up code for the rental car?",
               "DriveNow Rentals <desk@drivenow.example>", "Your booking is confirmed",
               "Your compact car is ready at the airport desk from 9:00 on Friday. Show "
               "the pick-up code RX-4471 at the counter."),
        "de": ("Wie war nochmal der Abholcode für den Mietwagen?",
               "DriveNow Autovermietung <desk@drivenow.example>", "Ihre Buchung ist bestätigt",
               "Ihr Kleinwagen steht ab Freitag 9:00 Uhr am Flughafenschalter bereit. Zeigen "
               "Sie am Schalter den Abholcode RX-4471."),
        "fr": ("C'est quoi le code de retrait de la voiture de location ?",
               "DriveNow Location <desk@drivenow.example>", "Votre réservation est confirmée",
               "Votre citadine vous attend au comptoir de l'aéroport dès vendredi 9 h. "
               "Présentez le code de retrait RX-4471 au guichet."),
        "es": ("¿Cuál es el código para recoger el coche de alquiler?",
               "DriveNow Alquiler <desk@drivenow.example>", "Su reserva está confirmada",
               "Su coche compacto le espera en el mostrador del aeropuerto desde el viernes "
               "a las 9:00. Muestre el código de recogida RX-4471 en el mostrador."),
        "zh": ("租的车取车码是多少？",
               "DriveNow 租车 <desk@drivenow.example>", "您的预订已确认",
               "您的小型车将于周五9:00起在机场柜台等候。取车时请出示取车码 RX-4471。"),
    }),
    ("train seat", 1, "47", {
        "en": ("which seat have I got on the train tomorrow?",
               "RailConnect <tickets@railconnect.example>", "Your e-ticket",
               "Your journey tomorrow departs at 08:12. Coach 9, seat 47, window."),
        "de": ("Welcher Platz ist meiner im Zug morgen?",
               "RailConnect <tickets@railconnect.example>", "Ihr Online-Ticket",
               "Ihre Reise morgen beginnt um 08:12 Uhr. Wagen 9, Platz 47, Fenster."),
        "fr": ("J'ai quelle place dans le train demain ?",
               "RailConnect <tickets@railconnect.example>", "Votre billet électronique",
               "Votre voyage de demain part à 08 h 12. Voiture 9, place 47, côté fenêtre."),
        "es": ("¿Qué asiento me toca en el tren de mañana?",
               "RailConnect <tickets@railconnect.example>", "Su billete electrónico",
               "Su viaje de mañana sale a las 08:12. Coche 9, asiento 47, ventanilla."),
        "zh": ("明天的火车我坐几号座位？",
               "RailConnect <tickets@railconnect.example>", "您的电子车票",
               "您明天的行程08:12出发。9号车厢，47号座位，靠窗。"),
    }),
    ("deposit", 2, "1850", {
        "en": ("how much is the deposit for the new flat?",
               "Oakwood Lettings <lettings@oakwood.example>", "Next steps for your tenancy",
               "Please transfer the deposit of 1850 EUR before you move in on 1 January. "
               "The keys will be handed over on the day."),
        "de": ("Wie hoch ist die Kaution für die neue Wohnung?",
               "Oakwood Immobilien <lettings@oakwood.example>", "Nächste Schritte zum Mietvertrag",
               "Bitte überweisen Sie die Kaution von 1850 EUR vor dem Einzug am 1. Januar. "
               "Die Schlüssel bekommen Sie am selben Tag."),
        "fr": ("La caution pour le nouvel appart, c'est combien ?",
               "Oakwood Immobilier <lettings@oakwood.example>", "Les prochaines étapes de votre bail",
               "Merci de virer le dépôt de garantie de 1850 EUR avant votre emménagement le "
               "1er janvier. Les clés vous seront remises le jour même."),
        "es": ("¿De cuánto es la fianza del piso nuevo?",
               "Oakwood Inmobiliaria <lettings@oakwood.example>", "Próximos pasos de su alquiler",
               "Le rogamos que transfiera la fianza de 1850 EUR antes de mudarse el 1 de "
               "enero. Las llaves se entregan ese mismo día."),
        "zh": ("新公寓的押金是多少？",
               "Oakwood 房屋中介 <lettings@oakwood.example>", "租房的下一步",
               "请在1月1日入住前转账押金1850欧元。钥匙将在入住当天交给您。"),
    }),
    ("gym number", 2, "GX-55019", {
        "en": ("what's my membership number at the gym?",
               "PowerHouse Gym <hello@powerhouse.example>", "Welcome to PowerHouse",
               "Welcome aboard! Your membership number is GX-55019. Bring it to your first "
               "induction session."),
        "de": ("Was ist meine Mitgliedsnummer im Fitnessstudio?",
               "PowerHouse Gym <hello@powerhouse.example>", "Willkommen bei PowerHouse",
               "Schön, dass du dabei bist! Deine Mitgliedsnummer ist GX-55019. Bring sie zu "
               "deinem ersten Einführungstraining mit."),
        "fr": ("C'est quoi mon numéro d'adhérent à la salle de sport ?",
               "PowerHouse Gym <hello@powerhouse.example>", "Bienvenue chez PowerHouse",
               "Bienvenue ! Ton numéro d'adhérent est GX-55019. Apporte-le à ta première "
               "séance de découverte."),
        "es": ("¿Cuál es mi número de socio del gimnasio?",
               "PowerHouse Gym <hello@powerhouse.example>", "Bienvenido a PowerHouse",
               "¡Bienvenido! Tu número de socio es GX-55019. Tráelo a tu primera sesión de "
               "iniciación."),
        "zh": ("我健身房的会员号是多少？",
               "PowerHouse 健身房 <hello@powerhouse.example>", "欢迎加入 PowerHouse",
               "欢迎加入！您的会员号是 GX-55019。第一次入门课时请带上。"),
    }),
    ("restaurant table", 2, "12", {
        "en": ("what table number did we get for Saturday's dinner?",
               "La Piazza <bookings@lapiazza.example>", "Reservation for Saturday",
               "Thank you for booking with us. Your table for four on Saturday at 19:30 is "
               "table 12, on the terrace."),
        "de": ("Welche Tischnummer haben wir fürs Abendessen am Samstag?",
               "La Piazza <bookings@lapiazza.example>", "Reservierung für Samstag",
               "Danke für Ihre Reservierung. Ihr Tisch für vier Personen am Samstag um 19:30 "
               "Uhr ist Tisch 12, auf der Terrasse."),
        "fr": ("On a quelle table pour le dîner de samedi ?",
               "La Piazza <bookings@lapiazza.example>", "Réservation pour samedi",
               "Merci pour votre réservation. Votre table pour quatre samedi à 19 h 30 est "
               "la table 12, en terrasse."),
        "es": ("¿Qué número de mesa nos dieron para la cena del sábado?",
               "La Piazza <bookings@lapiazza.example>", "Reserva para el sábado",
               "Gracias por su reserva. Su mesa para cuatro el sábado a las 19:30 es la mesa "
               "12, en la terraza."),
        "zh": ("周六晚饭我们订的是几号桌？",
               "La Piazza <bookings@lapiazza.example>", "周六的预订",
               "感谢您的预订。您周六19:30的四人桌是12号桌，在露台上。"),
    }),
)


Own = tuple[tuple[str, int, str, dict[str, tuple[str, str, str, str]]], ...]


def tasks_of_own(base: Own) -> tuple[Task, ...]:
    """Each base task once per language, its mail in that language beside CAROL."""
    made = []
    for name, tier, fact, wordings in base:
        for language in LANGUAGES:
            question, sender, subject, body = wordings[language]
            fields: dict[str, Any] = {"facts": (fact,), "acts": False, "check": nothing,
                                      "mails": (Mail(sender, subject, body), CAROL)}
            made.append(Task(f"{language}: {name}", tier, (question,), **fields))
    return tuple(made)


TASKS: tuple[Task, ...] = tasks_of_own(_BASE)


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
