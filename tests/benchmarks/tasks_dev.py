"""Benchmark: the development task set for other languages and everyday wording (tuned on).

    python -m tests.benchmarks.tasks_dev [--model PATH.gguf] [--lang de] [--only NAME] [--rows]
                                         [--profile small|capable] [--without POLICY]

Written on 2026-12-04 (issue 25) to find why a language trails English on tiers 1–2 of the
never-tuned sets **without reading their rows**: thirteen tasks of tiers 1–2 of
``tests.benchmarks.tasks``, in the same real worlds, each asked five ways (everyday English,
German, French, Spanish, Chinese; 65 tasks), in wordings of their own. Its rows may be read
and changes may be tuned on it, so its figures are never reported as out of sample; the
never-tuned sets stay ``tests.benchmarks.tasks_unseen`` and ``tests.benchmarks.tasks_fresh``.
Most of its tasks are also in those sets, asked differently: a change that lifts this set is
confirmed there, once, by counts only.
"""

from __future__ import annotations

from typing import Any

from tests.benchmarks import tasks_fresh, tasks_unseen
from tests.benchmarks.tasks import Task, calls
from tests.benchmarks.tasks_unseen import Base, main, tasks_of

TAX_FILES = (("tax-return-2025.pdf", "%PDF-1.4 tax"), ("holiday.pdf", "%PDF-1.4 trip"),
             ("tax-notes.txt", "ask about deductions"))

def same_as(name: str) -> dict[str, Any]:
    """The world, approval and checks of the never-tuned sets' task ``name`` (the same task,
    asked in other words)."""
    return next(fields for task, _, _, fields in (*tasks_unseen._BASE, *tasks_fresh._BASE)
                if task == name)


_BASE: Base = (
    # -- tier 1 -------------------------------------------------------------------------------
    ("open url", 1, {
        "en": "can you bring up https://example.org/news for me",
        "de": "Öffne mal https://example.org/news im Browser.",
        "fr": "Ouvre https://example.org/news dans le navigateur.",
        "es": "Ábreme https://example.org/news en el navegador.",
        "zh": "用浏览器打开 https://example.org/news",
    }, {"approve": calls("system_open_url", url="example.org/news"),
        "check": lambda w: w.device.opened == ["https://example.org/news"]}),
    ("timer", 1, {
        "en": "give me 10 minutes on the clock, tea's brewing",
        "de": "Kannst du einen Countdown von 10 Minuten starten?",
        "fr": "Mets-moi un compte à rebours de 10 minutes.",
        "es": "¿Me pones una cuenta atrás de 10 minutos?",
        "zh": "倒计时10分钟。",
    }, same_as("timer")),
    ("read file", 1, {
        "en": "peek in notes.txt, what's the wifi password",
        "de": "Schau in notes.txt nach, wie das WLAN-Passwort heißt.",
        "fr": "Regarde dans notes.txt, c'est quoi le mot de passe wifi ?",
        "es": "Mira en notes.txt cuál es la clave del wifi.",
        "zh": "看一下 notes.txt，无线网密码是多少？",
    }, same_as("read file")),
    ("latest mail", 1, {
        "en": "who emailed me last and what did they want?",
        "de": "Was stand in der letzten E-Mail, die ich bekommen habe?",
        "fr": "Lis-moi mon dernier e-mail.",
        "es": "Léeme el último correo.",
        "zh": "帮我看看最近一封邮件说了什么。",
    }, same_as("latest mail")),
    ("search mail", 1, {
        "en": "dig up the invoice email, how much do I owe?",
        "de": "Such die Rechnung in meinen Mails. Wie viel muss ich zahlen?",
        "fr": "Cherche la facture dans mes mails : combien je dois payer ?",
        "es": "Busca la factura en mi correo. ¿Cuánto tengo que pagar?",
        "zh": "在邮件里找一下那张发票，我要付多少钱？",
    }, same_as("invoice amount")),
    ("day agenda", 1, {
        "en": "what's on for me on december 3rd",
        "de": "Welche Termine habe ich am 03.12.2026?",
        "fr": "J'ai quoi dans mon agenda le 3/12/2026 ?",
        "es": "¿Qué citas tengo el 3/12/2026?",
        "zh": "12月3日我的日程是什么？",
    }, same_as("day agenda")),
    # -- tier 2 -------------------------------------------------------------------------------
    ("find pdf", 2, {
        "en": "where did my tax return pdf go?",
        "de": "Finde das PDF meiner Steuererklärung (tax return).",
        "fr": "Trouve le PDF de ma déclaration d'impôts (tax return).",
        "es": "Busca el PDF de mi declaración de la renta (tax return).",
        "zh": "帮我找报税单（tax return）的 PDF。",
    }, {"facts": ("tax-return-2025.pdf",), "files": TAX_FILES, "acts": False}),
    ("tomorrow", 2, {
        "en": "what's my day looking like tomorrow?",
        "de": "Habe ich morgen Termine?",
        "fr": "J'ai des rendez-vous demain ?",
        "es": "¿Tengo algo mañana?",
        "zh": "明天我忙吗？",
    }, same_as("tomorrow")),
    ("alarm tomorrow", 2, {
        "en": "set an alarm so I'm up at 6:45 tomorrow",
        "de": "Stell mir für morgen früh einen Wecker auf 6:45.",
        "fr": "Mets un réveil à 6h45 pour demain matin.",
        "es": "Pon una alarma para mañana a las 6:45.",
        "zh": "设个明天早上6:45的闹钟。",
    }, same_as("alarm tomorrow")),
    ("unread count", 2, {
        "en": "got any mail I haven't read? how many?",
        "de": "Wie viele Mails habe ich noch nicht gelesen?",
        "fr": "J'ai combien de messages pas encore lus ?",
        "es": "¿Cuántos mensajes me quedan por leer?",
        "zh": "还有多少封邮件没看？",
    }, same_as("unread count")),
    ("mute", 2, {
        "en": "silence the laptop",
        "de": "Stell den Laptop stumm.",
        "fr": "Mets l'ordinateur en sourdine.",
        "es": "Pon el portátil en silencio.",
        "zh": "把电脑静音。",
    }, same_as("mute")),
    ("reminder", 2, {
        "en": "don't let me forget to call mum at 17:00",
        "de": "Erinner mich bitte um 17:00, Mama anzurufen.",
        "fr": "À 17h, fais-moi penser à appeler maman.",
        "es": "A las 5 de la tarde recuérdame que llame a mamá.",
        "zh": "17点提醒我打电话给妈妈。",
    }, same_as("reminder")),
    ("brightness", 2, {
        "en": "turn the screen brightness down to 40",
        "de": "Dreh die Helligkeit auf 40 % runter.",
        "fr": "Règle la luminosité de l'écran sur 40 %.",
        "es": "Pon el brillo de la pantalla al 40 %.",
        "zh": "把屏幕亮度调成40。",
    }, same_as("brightness")),
)

TASKS: tuple[Task, ...] = tasks_of(_BASE)


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
