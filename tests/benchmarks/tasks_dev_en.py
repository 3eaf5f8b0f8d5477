"""Benchmark: a development set of everyday English (tuned on).

    python -m tests.benchmarks.tasks_dev_en [--model PATH.gguf] [--only NAME] [--rows]
                                            [--profile small|capable] [--without POLICY]

Written on 2026-12-05 (issue 25), before any change it was used for: English everyday wording
was the weakest language on tiers 1–2 of both never-tuned sets (4/10 on tasks_fresh, 5/10 on
tasks_unseen), while the development set (tests.benchmarks.tasks_dev) had 12 of its 13 English
tasks right, so it no longer showed why. These are the twenty tier 1–2 tasks of those two
sets, in the same real worlds, each asked twice more in the way people type to an assistant
(40 tasks), in wordings of their own (none is a never-tuned set's). Its rows may be read and
changes may be tuned on it; its figures are never reported as out of sample.
"""

from __future__ import annotations

from tests.benchmarks.tasks import Task
from tests.benchmarks.tasks_dev import same_as
from tests.benchmarks.tasks_unseen import main, nothing

#: (task of the never-tuned sets, tier, two everyday English wordings)
WORDINGS: tuple[tuple[str, int, tuple[str, str]], ...] = (
    # -- tier 1 ---------------------------------------------------------------------------------
    ("timer", 1, ("10 minute timer pls", "eggs are on, ping me in ten minutes")),
    ("volume", 1, ("volume 30", "can you make it quieter, like 30 percent")),
    ("read file", 1, ("open notes.txt and tell me the wifi password",
                      "I saved the wifi code in notes.txt, what was it")),
    ("day agenda", 1, ("what have I got on thursday the 3rd?", "dec 3 plans?")),
    ("add event", 1, ("add team lunch to my calendar, december 4th 12:30",
                      "stick 'Team lunch' in the diary for 12:30 on the 4th")),
    ("send mail", 1, ("email bob@example.org: see you at noon",
                      "shoot bob@example.org a quick note saying noon works for me")),
    ("dark mode", 1, ("dark mode please", "my eyes hurt, switch everything to the dark theme")),
    ("list files", 1, ("show me my documents", "what's in Documents right now?")),
    ("write file", 1, ("make a file shopping.txt that says eggs, milk, bread",
                       "new note shopping.txt: milk, eggs and bread")),
    ("latest mail", 1, ("last email I got?", "anything new come in? read me the latest")),
    ("invoice amount", 1, ("what's the total on the shop's invoice?",
                           "the invoice from the shop, how much is it for")),
    # -- tier 2 ---------------------------------------------------------------------------------
    ("tomorrow", 2, ("what's happening tomorrow?", "busy tomorrow?")),
    ("alarm tomorrow", 2, ("wake me at 6:45 tomorrow", "alarm for 6:45 tmrw morning")),
    ("unread count", 2, ("how many unread do I have", "count my unread messages")),
    ("who wrote", 2, ("any news from Carol?", "what did Carol write to me about?")),
    ("reminder", 2, ("remind me to call mum at 5pm", "17:00 reminder: call mum")),
    ("friday haircut", 2, ("haircut friday 3pm, put it in",
                           "add a Haircut on Friday at 15:00 to my calendar")),
    ("free thursday", 2, ("am I free thursday afternoon?",
                          "anything booked on Thursday after lunch?")),
    ("mute", 2, ("mute", "shh, turn the sound off")),
    ("brightness", 2, ("brightness to 40%", "screen's too bright, 40 percent please")),
)

TASKS: tuple[Task, ...] = tuple(
    Task(f"en: {name} {'ab'[i]}", tier, (wording,), **{"check": nothing, **same_as(name)})
    for name, tier, wordings in WORDINGS for i, wording in enumerate(wordings))


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
