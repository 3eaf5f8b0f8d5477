"""Benchmark (never tuned on): the laptop's settings — asked about, and switched the right way.

    python -m tests.benchmarks.tasks_state_unseen [--model PATH.gguf] [--lang xx]
                                                  [--profile small|capable] [--without POLICY]

Written on 2026-12-07 (twenty-seventh session), **before** any change made for it, and
scored once on that code; only per-language and per-tier counts are read. Two shapes a user
of any laptop assistant meets, each in everyday English, German, French, Spanish and Chinese,
in the tasks' real world (the device reads as a laptop's: volume 50 %, not muted, brightness
70 %, Wi-Fi on, notifications shown):

- **A question about a setting asks for no change.** "how bright is my screen at the moment?"
  must be answered with the value read (70), and no change may be put to the user, not even
  one they decline ("proposed a change").
- **A change said the everyday way goes the right way round.** "Ton aus, bitte." mutes (a
  boolean the model fills: ``muted=true``, or the volume at 0); "kill the wifi for now" turns
  it off; "don't let notifications bug me" turns do-not-disturb on. Approved by the call's
  language-independent arguments; checked on the command the device was given.

Its development companion is tests/benchmarks/tasks_dev_state.py (other settings and
wordings, rows read).
"""

from __future__ import annotations

from typing import Any

from tests.benchmarks.tasks import Task, World, calls, either
from tests.benchmarks.tasks_unseen import Base, main, tasks_of


def ran(*commands: str) -> Any:
    """The device was given one of these commands (and nothing else)."""
    return lambda world: len(world.device.commands) == 1 and any(
        command in world.device.commands[0] for command in commands)


def unchanged(world: World) -> bool:
    return not world.device.commands and not world.alarms()


QUESTION: dict[str, Any] = {"acts": False, "may_propose": False, "check": unchanged}

_BASE: Base = (
    ("brightness now", 1, {
        "en": "how bright is my screen at the moment?",
        "de": "Wie hell ist mein Bildschirm gerade?",
        "fr": "Mon écran est réglé à quelle luminosité ?",
        "es": "¿Qué brillo tiene ahora la pantalla?",
        "zh": "我屏幕现在有多亮？",
    }, {**QUESTION, "facts": ("70",)}),
    ("volume now", 1, {
        "en": "what's my volume at right now?",
        "de": "Auf wie viel steht die Lautstärke?",
        "fr": "Le son est à combien en ce moment ?",
        "es": "¿A cuánto está el volumen?",
        "zh": "现在音量是多少？",
    }, {**QUESTION, "facts": ("50",)}),
    ("volume all the way", 2, {
        "en": "is my sound turned all the way up?",
        "de": "Ist der Ton ganz aufgedreht?",
        "fr": "Est-ce que le son est monté à fond ?",
        "es": "¿Tengo el volumen al máximo?",
        "zh": "我的音量是不是开到最大了？",
    }, {**QUESTION, "facts": ("50",)}),
    ("no sound", 1, {
        "en": "no sound please, I'm about to join a call",
        "de": "Ton aus, bitte.",
        "fr": "Coupe-moi le son.",
        "es": "Quítale el sonido al portátil.",
        "zh": "把声音关掉。",
    }, {"approve": either(calls("system_set_mute", muted=True),
                          calls("system_set_volume", percent=0)),
        "check": ran("set-sink-mute @DEFAULT_SINK@ 1", "set-sink-volume @DEFAULT_SINK@ 0%")}),
    ("wifi off", 1, {
        "en": "kill the wifi for now",
        "de": "Mach das WLAN aus.",
        "fr": "Désactive le wifi.",
        "es": "Apaga el wifi.",
        "zh": "把无线网关了。",
    }, {"approve": calls("system_set_wifi", on=False), "check": ran("nmcli radio wifi off")}),
    ("no notifications", 2, {
        "en": "don't let any notifications bug me for a while",
        "de": "Ich will eine Weile keine Benachrichtigungen sehen.",
        "fr": "Je ne veux plus être dérangé par les notifications.",
        "es": "No quiero que me molesten las notificaciones.",
        "zh": "别让通知打扰我。",
    }, {"approve": calls("system_set_do_not_disturb", on=True),
        "check": ran("show-banners false")}),
)

TASKS: tuple[Task, ...] = tasks_of(_BASE)


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
