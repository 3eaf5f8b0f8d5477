"""The days a request names, in every shipped language (app/agent/days.py): the table the
``turn.day_dates`` policy reads, with the words that look like a day and are not one."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from app.agent.days import MONTHS, WEEKDAYS, day_referred, named_days
from app.agent.language import SHIPPED, lexicon_of

TUESDAY = datetime(2026, 12, 1, 9, 0)  # Tuesday 1 December 2026


@pytest.mark.parametrize(("language", "text", "expected"), [
    # days counted from today, and weekdays (the next to come; today's is today)
    ("en", "What do I have tomorrow, and am I free on Friday?",
     [("tomorrow", "2026-12-02"), ("Friday", "2026-12-04")]),
    ("en", "the day after tomorrow, or yesterday?", [("the day after tomorrow", "2026-12-03"),
                                                     ("yesterday", "2026-11-30")]),
    ("en", "next Tuesday", [("next Tuesday", "2026-12-08")]),
    ("en", "this Tuesday?", [("Tuesday", "2026-12-01")]),
    ("de", "Habe ich morgen Termine?", [("morgen", "2026-12-02")]),
    ("de", "Weck mich morgen früh um 6:45", [("morgen", "2026-12-02")]),
    ("de", "Hab ich am Donnerstagnachmittag Zeit?", [("Donnerstagnachmittag", "2026-12-03")]),
    ("de", "nächsten Dienstag und übermorgen", [("nächsten Dienstag", "2026-12-08"),
                                                ("übermorgen", "2026-12-03")]),
    ("fr", "vendredi prochain et après-demain", [("vendredi prochain", "2026-12-04"),
                                                 ("après-demain", "2026-12-03")]),
    ("fr", "Qu'est-ce que j'ai demain ?", [("demain", "2026-12-02")]),
    ("es", "¿Tengo algo mañana por la mañana?", [("mañana", "2026-12-02")]),
    ("es", "pasado mañana o el jueves", [("pasado mañana", "2026-12-03"),
                                         ("jueves", "2026-12-03")]),
    ("it", "domani o dopodomani", [("domani", "2026-12-02"), ("dopodomani", "2026-12-03")]),
    ("pt", "amanhã ou na sexta", [("amanhã", "2026-12-02"), ("sexta", "2026-12-04")]),
    ("zh", "明天我忙吗？", [("明天", "2026-12-02")]),
    ("zh", "周四下午有空吗", [("周四", "2026-12-03")]),
    ("zh", "下周五下午三点", [("下周五", "2026-12-11")]),  # next week's Friday
    # written dates: a day number beside a month's name, a year or not
    ("en", "what's on for me on december 3rd", [("december 3rd", "2026-12-03")]),
    ("en", "Dec 24th 2026", [("Dec 24th 2026", "2026-12-24")]),
    ("de", "Was steht am 3. Dezember 2026 an?", [("3. Dezember 2026", "2026-12-03")]),
    ("fr", "le 1er décembre", [("1er décembre", "2026-12-01")]),
    ("es", "el 3 de diciembre de 2026", [("3 de diciembre de 2026", "2026-12-03")]),
    ("it", "il 3 dicembre", [("3 dicembre", "2026-12-03")]),
    ("pt", "dia 3 de dezembro", [("3 de dezembro", "2026-12-03")]),
    ("en", "on May 3", [("May 3", "2027-05-03")]),  # half a year ago: next year's
    # numbers: ISO, 年/月/日, dotted, and slashed in the language's order
    ("en", "at 2026-12-03T15:00", [("2026-12-03", "2026-12-03")]),
    ("zh", "我2026年12月3日有什么安排？", [("2026年12月3日", "2026-12-03")]),
    ("zh", "12月3日我的日程是什么？", [("12月3日", "2026-12-03")]),
    ("de", "Welche Termine habe ich am 03.12.2026?", [("03.12.2026", "2026-12-03")]),
    ("de", "am 3.12. um 6.45", [("3.12.", "2026-12-03")]),  # 6.45 is a time
    ("fr", "J'ai quoi le 3/12/2026 ?", [("3/12/2026", "2026-12-03")]),
    ("en", "12/25 and 25/12", [("12/25", "2026-12-25"), ("25/12", "2026-12-25")]),
    # ... and what only looks like a day
    ("en", "3/12", []),  # English writes both orders: 3 December or 12 March
    ("en", "I may be late", []),
    ("en", "the sun sat on the mon", []),
    ("de", "Guten Morgen! Heute Morgen war ich joggen", [("Heute", "2026-12-01")]),
    ("de", "Weck mich an dem Morgen um 7", []),  # a morning named before: not tomorrow
    ("es", "esta mañana llegó un correo", []),
    ("pt", "a segunda mensagem", []),  # "the second message"
    ("de", "am 31.02. oder 45.13.", []),  # no such dates
    ("en", "version 1.2.3 costs 4/5 of 100", []),
])
def test_the_days_a_request_names(language: str, text: str,
                                  expected: list[tuple[str, str]]) -> None:
    found = [(n.words, n.day.isoformat()) for n in named_days(text, TUESDAY, language)]
    assert found == expected


@pytest.mark.parametrize("language", SHIPPED)
def test_every_shipped_language_names_days_and_weekdays(language: str) -> None:
    """Every language has words for today, tomorrow, yesterday and each weekday; months by
    name where it writes them (Chinese writes 12月)."""
    concepts = set(lexicon_of(language).concepts)
    assert {"day.today", "day.tomorrow", "day.yesterday"} <= concepts
    assert {f"weekday.{w}" for w in WEEKDAYS} <= concepts
    if language != "zh":
        assert {f"month.{m}" for m in MONTHS} <= concepts


def test_a_day_is_found_in_any_shipped_language_whatever_the_requests() -> None:
    """A user may mix languages: a German day word in a request taken for English."""
    assert named_days("Meeting morgen please", TUESDAY, "en")[0].day == date(2026, 12, 2)


def test_a_dotted_date_at_the_end_of_a_sentence() -> None:
    assert [n.words for n in named_days("Termine am 03.12.2026.", TUESDAY, "de")] == \
        ["03.12.2026"]


MAIL = "Je passerai jeudi 3 décembre à 8 h. Envoyé le 2026-11-30."


@pytest.mark.parametrize(("text", "answer", "read", "expected"), [
    # the one day from today on that what was read names (the day it was sent is past)
    ("Mets-moi un réveil à 7 h 30 ce jour-là.", "Un message.", [MAIL], ("ce jour-là", "2026-12-03")),
    ("Svegliami alle 7 quel giorno", "", ["giovedì 3 dicembre"], ("quel giorno", "2026-12-03")),
    ("Acorda-me às 7 nesse dia", "", ["quinta-feira, 3 de dezembro"], ("nesse dia", "2026-12-03")),
    ("set a reminder that morning", "", ["see you on the 2026-12-09"], ("that morning", "2026-12-09")),
    # the answer's one day, the read naming it (or no day from today on)
    ("remind me that day", "It moved to December 10.", ["from December 3 to December 10"],
     ("that day", "2026-12-10")),
    ("remind me that day", "You have the dentist tomorrow.", ["sent 2026-11-28"],
     ("that day", "2026-12-02")),
    # an answer's day the read does not name (what was searched: "today"): the read's
    ("当天提醒我", "今天的日程：0 个。", ["12月3日上门"], ("当天", "2026-12-03")),
    # no day, or two: none
    ("remind me that day", "", ["Thursday or Friday"], None),
    ("remind me that day", "", ["nothing about days"], None),
    ("remind me on Friday", "It is on December 3.", [MAIL], None),  # it points at none
])
def test_the_day_a_request_points_back_at(text: str, answer: str, read: list[str],
                                          expected: tuple[str, str] | None) -> None:
    found = day_referred(text, TUESDAY, "", answer, read)
    assert (found.words, found.day.isoformat()) == expected if found else expected is None
