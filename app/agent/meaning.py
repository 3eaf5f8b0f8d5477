"""Routing by meaning: the model itself says which areas a request needs, in any language.

The router's words (each connector's own, and the lexicon of every shipped language) are the
fast path. When they name no area for a request (a day word alone is only a hint: "drop Kate a
line about Saturday" is mail), this step asks the loaded model, in a short
conversation of its own (instructions and worked examples as earlier turns), which of a fixed
list of areas the request needs. In-process, nothing is generated: the backend reads the
request and says how likely each label is as the answer's first token (a zero-shot classifier
by likelihood), so it costs the request's own tokens — the fixed part is a prefix whose state
the backend keeps, like the tools prefixes. A remote model writes the labels under a grammar.
Only the user's own request is shown to it: text someone else wrote never widens the tools
(the ``route.own_words`` policy).

Measured on the never-tuned routing set (tests/benchmarks/routing_unseen.py, docs/
benchmarks.md). A multilingual sentence classifier was the other choice; it would add a
second model to the download and to memory, where this reuses the one already loaded.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from app.agent.backends import Backend, BackendError, GenerationOptions, ScoresLabels
from app.agent.routing import ToolRouter
from connectors.base import Tool

log = logging.getLogger(__name__)

#: the label the model writes → the connector it means
LABELS: dict[str, str] = {"email": "mail", "calendar": "calendars", "files": "files",
                          "device": "system", "none": ""}

INSTRUCTIONS = (
    "Classify the user's request to a laptop assistant. Labels: email (their mailbox, "
    "messages, who wrote), calendar (events, appointments, schedule, free time, to-dos), files "
    "(documents and folders on the computer), device (alarms, timers, reminders, volume, sound, "
    "brightness, screen, wifi, battery, opening apps or websites), none (anything else: chat, "
    "thanks, knowledge). Any language. Answer with the label."
)

#: worked examples, as earlier turns of the same conversation (a small model follows shown
#: turns far better than examples inside the instructions: 15 of 20 against 10 of 20 on a
#: development set of our own, neither of them the never-tuned routing set). The second group
#: (2026-12-04) is everyday wording in several languages, written for neither the development
#: set (tests/benchmarks/routing_dev.py) nor a never-tuned one: with it, on the development
#: set, the model alone found 56 of 66 areas and gave no small talk a tool, against 49 of 66
#: and 2 of 21 with the first group only.
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("Any news from my sister?", "email"), ("Réponds à Paul que c'est d'accord", "email"),
    ("邮箱里有新东西吗", "email"),
    ("Was mache ich am Wochenende?", "calendar"), ("下午三点有会吗", "calendar"),
    ("Cancel my 3pm with Joe", "calendar"),
    ("Where is my CV?", "files"), ("Abre la carpeta de fotos", "files"),
    ("Lies die Datei todo.txt", "files"),
    ("Baisse la luminosité", "device"), ("Ponlo más alto, no oigo nada", "device"),
    ("Remind me in an hour to stretch", "device"),
    ("Explain photosynthesis", "none"), ("Hallo, wie geht's?", "none"), ("你好", "none"),
    ("Merci !", "none"),
    ("Has the school written back?", "email"), ("Tell Anna I can't make it", "email"),
    ("Sag Tim, dass es später wird", "email"), ("¿Me contestó el casero?", "email"),
    ("Des nouvelles du notaire ?", "email"), ("王经理回我了吗", "email"),
    ("Is Wednesday open for a call?", "calendar"), ("Book a haircut for Saturday", "calendar"),
    ("Qu'est-ce que j'ai samedi ?", "calendar"), ("Hab ich morgen früh was?", "calendar"),
    ("Pon la cena con Ana el viernes", "calendar"), ("这周末忙吗", "calendar"),
    ("Find the slides for my talk", "files"), ("Où est ma déclaration d'impôts ?", "files"),
    ("Wo ist die Anleitung vom Drucker?", "files"), ("找一下去年的发票", "files"),
    ("I can barely hear the music", "device"), ("It's too dark in here", "device"),
    ("I need to be up by six", "device"), ("Apaga el wifi", "device"), ("电量还剩多少", "device"),
    ("Who painted Guernica?", "none"), ("Quelle heure est-il à Tokyo ?", "none"),
    ("Write a poem about autumn", "none"), ("Wie viel ist 12 mal 13?", "none"),
    ("¿Qué significa 'saudade'?", "none"), ("Good evening!", "none"),
)

#: "none" is taken only when it is this likely (a little more than every area together: with
#: the second group of examples the model leans to "none", and 0.6–0.65 found the most areas
#: on the development set with no small talk routed); a second area joins the best one when it
#: is this likely ("put the lunch from Tom's mail in my calendar")
NONE_AT_LEAST = 0.6
SECOND_AT_LEAST = 0.3


@dataclass(frozen=True)
class Actions:
    """What one area can do, for routing by meaning within it: which of its actions a request
    needs. Each label brings the tools of the area that are offered only when named
    (connectors.base.Tool.topics); a label with none (``read``) means the tools every request
    of the area gets are enough."""

    instructions: str
    labels: Mapping[str, tuple[str, ...]]
    examples: tuple[tuple[str, str], ...]


_ANSWER = " Any language. Answer with the label."

#: per area: its actions (labels start with distinct tokens: the backend scores first tokens).
#: The worked examples were written for this table on 2026-12-04, before it was tried on any
#: set; the action development set (tests/benchmarks/actions_dev.py) judged it, and the
#: never-tuned ones (actions_unseen, the task sets) report it.
ACTIONS: dict[str, Actions] = {
    "mail": Actions(
        "Which action on the user's email does the request need? Labels: read (find, read, "
        "check or summarize messages), send (write a new message to someone), reply (answer a "
        "message someone sent), forward (pass a message on to someone else), draft (write but "
        "keep it, do not send), attachment (save a file that came with a message), move (put "
        "messages in a folder, archive them), delete (remove messages, junk, spam), mark "
        "(read or unread, flag, star), folders (which mail folders exist)." + _ANSWER,
        {"read": (), "send": ("mail_send",), "reply": ("mail_reply",),
         "forward": ("mail_forward",), "draft": ("mail_save_draft",),
         "attachment": ("mail_save_attachment",), "move": ("mail_move",),
         "delete": ("mail_delete",), "mark": ("mail_mark",),
         "folders": ("mail_list_folders",)},
        (("did the plumber write?", "read"), ("let Omar know I'm on my way", "send"),
         ("tell the travel agent we want the later ferry", "send"),
         ("respond to Grace's question about the budget", "reply"),
         ("share the hotel booking email with Dad", "forward"),
         ("file the electricity bills under Home", "move"),
         ("clear out the promo emails", "delete"), ("I've read the one from Kim, tick it off",
                                                    "mark"),
         ("jot a message to the club but hold on to it", "draft"),
         ("download the photos Ana sent", "attachment"),
         ("Was schreibt die Versicherung?", "read"), ("Antworte Petra, dass es passt", "reply"),
         ("Supprime les mails de la mutuelle", "delete"), ("¿Qué carpetas tengo?", "folders"),
         ("给张老师写封邮件说我请假", "send"), ("把银行的邮件归档", "move"),
         ("get rid of all the Groupon deals", "delete"),
         ("show the message from Ikea as new again", "mark")),
    ),
    "calendars": Actions(
        "Which action on the user's calendar does the request need? Labels: events (see the "
        "schedule, or add a new event), free (find free time, a gap, when they are "
        "available), tasks (the to-do list: add, see or tick off a task), change (move an "
        "event to another time, make it longer, rename it), cancel (remove or call off an "
        "event), invitation (accept, decline or answer an invite), calendars (which "
        "calendars exist)." + _ANSWER,
        {"events": (), "free": ("calendar_find_free_time",),
         "tasks": ("calendar_list_tasks", "calendar_create_task", "calendar_complete_task"),
         "change": ("calendar_update_event",), "cancel": ("calendar_delete_event",),
         "invitation": ("calendar_answer_invitation",),
         "calendars": ("calendar_list_calendars",)},
        (("what's on this weekend?", "events"), ("add football practice Wednesday at 5",
                                                  "events"),
         ("have I got an hour spare tomorrow?", "free"), ("I still need to buy stamps", "tasks"),
         ("done with the tax return, tick it", "tasks"),
         ("the dentist moved to Friday at 9", "change"), ("Sam can't come, kill the 2pm",
                                                           "cancel"),
         ("tell them I'll come to the wedding", "invitation"), ("show my calendars", "calendars"),
         ("Verschieb das Meeting auf 15 Uhr", "change"), ("Wann habe ich nächste Woche Zeit?",
                                                          "free"),
         ("Supprime le rendez-vous de mardi", "cancel"), ("Apunta comprar pan en mis tareas",
                                                          "tasks"),
         ("接受明天的会议邀请", "invitation"), ("明天下午有什么安排", "events"),
         ("Friday's drinks aren't happening, take them off", "cancel"),
         ("scratch the meeting with Paul", "cancel")),
    ),
    "files": Actions(
        "Which action on the user's files does the request need? Labels: read (list, find, "
        "read or write a file), move (move a file to a folder, or rename it), copy (duplicate, "
        "back up), delete (throw a file away), open (show a file in its own app)." + _ANSWER,
        {"read": (), "move": ("files_move",), "copy": ("files_copy",),
         "delete": ("files_delete",), "open": ("files_open",)},
        (("what's in my Downloads?", "read"), ("save this list as groceries.txt", "read"),
         ("change the name of draft.md to final.md", "move"),
         ("shift the scans into Archive", "move"), ("keep a spare of budget.xlsx", "copy"),
         ("I don't need notes-old.txt anymore", "delete"), ("show me the poster PDF", "open"),
         ("Lösch die alte Präsentation", "delete"), ("Kopiere den Vertrag in Backup", "copy"),
         ("Ouvre la photo de la plage", "open"), ("¿Dónde está mi contrato?", "read"),
         ("把报告移到工作文件夹", "move"), ("bring up the scan of my passport", "open")),
    ),
    "system": Actions(
        "Which laptop setting or action does the request need? Labels: volume (louder, "
        "quieter, a sound level), mute (sound off, or back on), brightness (screen brighter "
        "or dimmer), dark (dark or light mode), wifi (wifi or internet on or off), "
        "notifications (do not disturb, silence notifications), website (open a web "
        "address), app (open a program), timer (a countdown for some minutes), alarm (ring "
        "at a clock time, wake up), reminder (remind about something at a time), pending "
        "(which alarms, timers or reminders are set), cancel (remove an alarm, timer or "
        "reminder), status (battery, charging, network)." + _ANSWER,
        {"volume": ("system_set_volume",), "mute": ("system_set_mute",),
         "brightness": ("system_set_brightness",), "dark": ("system_set_dark_mode",),
         "wifi": ("system_set_wifi",), "notifications": ("system_set_do_not_disturb",),
         "website": ("system_open_url",), "app": ("system_open_app",),
         "timer": ("system_set_timer",), "alarm": ("system_set_alarm",),
         "reminder": ("system_set_reminder",), "pending": ("system_list_alarms",),
         "cancel": ("system_cancel_alarm", "system_list_alarms"),
         "status": ("system_status",)},
        (("a little louder please", "volume"), ("silence the laptop", "mute"),
         ("I can't see anything, it's so dim", "brightness"), ("night theme please", "dark"),
         ("disconnect from the network", "wifi"), ("no interruptions for the next hour",
                                                   "notifications"),
         ("go to the BBC news site", "website"), ("start Spotify", "app"),
         ("tell me when 8 minutes are up", "timer"), ("I have to get up at 5:30", "alarm"),
         ("remind me to water the plants tonight", "reminder"),
         ("which alarms are on?", "pending"), ("drop tomorrow's wake-up", "cancel"),
         ("am I charging?", "status"), ("Mach leiser", "volume"),
         ("Réveille-moi à 7 h 15", "alarm"), ("Pon un temporizador de diez minutos", "timer"),
         ("屏幕太暗了", "brightness"), ("还有多少电", "status"),
         ("quiet, I'm on a call", "mute")),
    ),
}

def prompt(request: str, instructions: str = INSTRUCTIONS,
           examples: Sequence[tuple[str, str]] = EXAMPLES) -> list[dict[str, str]]:
    """The short conversation that asks which areas (or, with an area's ``instructions`` and
    ``examples``, which of its actions) ``request`` needs."""
    messages = [{"role": "system", "content": instructions}]
    for example, label in examples:
        messages += [{"role": "user", "content": example}, {"role": "assistant", "content": label}]
    return [*messages, {"role": "user", "content": " ".join(request.split())[:600]}]


def choose(scores: Mapping[str, float]) -> list[str]:
    """The labels a request needs from their probabilities (empty: none)."""
    if scores.get("none", 0.0) >= NONE_AT_LEAST:
        return []
    ranked = sorted((label for label in scores if label != "none"), key=lambda name: -scores[name])
    return [ranked[0], *(label for label in ranked[1:2] if scores[label] >= SECOND_AT_LEAST)]


def grammar(labels: Iterable[str]) -> str:
    """One label, or two, and nothing else (a remote model writes its answer under it)."""
    alternatives = " | ".join(f'"{label}"' for label in labels)
    return f'root ::= label (", " label)?\nlabel ::= {alternatives}\n'


GRAMMAR = grammar(LABELS)


def choose_action(scores: Mapping[str, float]) -> list[str]:
    """The actions a request needs: the likeliest, and a second one this likely ("read the
    mail from Jo and bin it")."""
    ranked = sorted(scores, key=lambda name: -scores[name])
    return [ranked[0], *(label for label in ranked[1:2] if scores[label] >= SECOND_AT_LEAST)]


@dataclass(frozen=True)
class Meaning:
    """What the model said a request needs, and what asking cost."""

    areas: frozenset[str]
    evaluated_tokens: int
    generated_tokens: int
    seconds: float
    said: str
    tools: frozenset[str] = frozenset()  # the actions step: tools of the area it added


class MeaningRouter:
    """Asks a backend which areas a request needs."""

    def __init__(self, backend: Backend, known: Mapping[str, str] | None = None) -> None:
        self.backend = backend
        self.labels = dict(known or LABELS)

    def areas(self, request: str) -> Meaning:
        """The areas ``request`` needs (empty: none, or the model could not say).

        A backend that can score labels (llama.cpp in-process) is asked how likely each
        label is; another one writes the labels under a grammar."""
        labels, meaning = self._ask(prompt(request), LABELS, choose)
        found = frozenset(self.labels[w] for w in labels if self.labels.get(w))
        return replace(meaning, areas=found)

    def actions(self, area: str, request: str) -> Meaning:
        """The tools of ``area`` that ``request`` needs beyond those every request of it gets
        (``Meaning.tools``; empty: those are enough, or the model could not say)."""
        table = ACTIONS[area]
        labels, meaning = self._ask(prompt(request, table.instructions, table.examples),
                                    table.labels, choose_action)
        tools = frozenset(t for label in labels for t in table.labels.get(label, ()))
        return replace(meaning, areas=frozenset({area}), tools=tools)

    def _ask(self, messages: list[dict[str, str]], labels: Iterable[str],
             chooser: Callable[[Mapping[str, float]], list[str]]) -> tuple[list[str], Meaning]:
        started = time.perf_counter()
        labels = list(labels)
        try:
            if isinstance(self.backend, ScoresLabels):
                reading = self.backend.cache.decoded if hasattr(self.backend, "cache") else 0
                scores = self.backend.label_scores(messages, labels)
                read = (self.backend.cache.decoded - reading) if hasattr(self.backend,
                                                                         "cache") else 0
                chosen = chooser(scores)
                said = ", ".join(f"{label} {scores[label]:.2f}" for label in
                                 sorted(scores, key=lambda name: -scores[name]))
                generated = 0
            else:
                turn = self.backend.chat_turn(messages, [], GenerationOptions(
                    max_tokens=8, temperature=0.0, grammar=grammar(labels), grammar_lazy=False))
                said = turn.text.strip().lower()
                chosen = [w for w in re.findall(r"[a-z]+", said) if w in labels]
                read, generated = turn.evaluated_tokens, turn.generated_tokens
        except (BackendError, ValueError) as err:  # routing must not end the request (labels
            # a vocabulary cannot tell apart: ValueError): the words alone route it, then
            log.warning("routing by meaning failed: %s", err)
            return [], Meaning(frozenset(), 0, 0, time.perf_counter() - started, "")
        return chosen, Meaning(frozenset(), read, generated, time.perf_counter() - started, said)


@dataclass(frozen=True)
class Routed:
    """How one request was routed: what its words named, what the model said it means, and
    the tools it is offered."""

    named: frozenset[str]  # areas the request's own words name (a day word: a hint)
    meant: frozenset[str]  # areas routing by meaning added (asked when the words are unsure)
    chosen: frozenset[str]  # tools routing by meaning chose within an area
    tools: list[Tool]
    not_set_up: frozenset[str]  # areas the request needs that nothing is set up for
    area_step: Meaning | None  # the question about areas, when asked
    action_steps: tuple[Meaning, ...]  # one question per area about its actions

    @property
    def areas(self) -> frozenset[str]:
        """The request's own areas (not the conversation's earlier ones)."""
        return self.named | self.meant

    def remembered(self) -> dict[str, list[str]]:
        """What the user message keeps of it (routing.ROUTED_KEY), or nothing to keep."""
        kept = {"areas": sorted(self.meant - self.named), "tools": sorted(self.chosen)}
        return {key: value for key, value in kept.items() if value}


def route(router: ToolRouter, meaning: MeaningRouter | None, on: Callable[[str], bool],
          history: Sequence[Mapping[str, Any]], request: str) -> Routed:
    """The tools a request is offered, as the app routes it (the loop, and the benchmarks).

    First the words of every shipped language. When they name no area (a day word alone is
    only a hint), the model says which areas the request needs (``route.meaning``). Then, in
    each area of the request whose words name none of its actions that are offered only when
    named (``Tool.topics``: a deletion, a reply, an alarm), the model says which it needs
    (``route.actions``: "kill the sound", "I need to be up by six"). Only the user's words
    are ever shown to it (``route.own_words``)."""
    named = frozenset(router.areas_named(request))
    meant: frozenset[str] = frozenset()
    area_step = None
    if router.unsure(request) and meaning is not None and on("route.meaning"):
        area_step = meaning.areas(request)
        meant = area_step.areas & {area.name for area in router.areas}
        # what the model says the request means decides, also against words of an area
        # that is not set up ("eso es todo" is not a to-do list)
        not_set_up = frozenset(router.not_set_up("", area_step.areas))
    else:
        not_set_up = frozenset(router.not_set_up(request))
    chosen: set[str] = set()
    steps: list[Meaning] = []
    if meaning is not None and on("route.actions"):
        for area in router.areas:
            own = [tool for tool in router.registry
                   if tool.connector == area.name and tool.name in router.own_words]
            if area.name not in named | meant or area.name not in ACTIONS or not own \
                    or router.named_tools(request, own):
                continue
            step = meaning.actions(area.name, request)
            steps.append(step)
            chosen |= step.tools & {tool.name for tool in own}
    tools = router.tools_for(history, request, meant, chosen)
    return Routed(named, meant, frozenset(chosen), tools, not_set_up, area_step, tuple(steps))
