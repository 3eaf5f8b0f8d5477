"""Which tools the model is offered for a request: only the areas that can matter.

Every tool schema is read by the model before the user's words: with mail, calendars, files
and the device together that is ~4,200 tokens of an 8,192-token context, and a small model
chooses among 42 tools at every step. The router picks connectors ("areas") from the words the
user typed in this conversation (never from mail, files or events someone else wrote: a crafted
message cannot widen what the model is offered) and from the tools already used in it:

- an area is offered when the user's words name it ("email", "calendar", "volume", a path, an
  address), or when an earlier request of the conversation did, or a tool of it ran;
- areas only ever join a conversation, so its tool set (and the saved prompt state that goes
  with it) changes only when a new area comes in;
- a connector that declares no words is always offered (the full set stays reachable);
- nothing named, nothing used before: no tools, and the model answers in words;
- within an area, a tool that declares topics of its own (connectors.base.Tool.topics) comes
  only when the user's words name it or it ran: a timer stays out of "wake me at 6:45", the
  to-do list out of "what do I have tomorrow". Its words are the connector's own (English, the
  fast path) and, in every shipped language, the lexicon's concept ``tool.<name>``
  (resources/lexicon/), so "Lösch die Mail" brings ``mail_delete`` as "delete the mail" does;
- a shipped language's words count only in the languages a message is written in, with
  English (language.written_in): an English "pasta" is not the Portuguese folder.

The areas keep the index's order, so a set is the same text (and the same saved prefix)
whichever order the user named them in.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from app.agent.language import LEXICON, Lexicon, written_in
from app.agent.registry import ToolRegistry
from connectors.base import Tool

#: the key a refused call's tool message carries: it was never run nor shown (loop.py)
REFUSED_KEY = "refused"
#: the key of a user message whose areas or tools routing by meaning found (from those words
#: alone): they stay offered for the rest of the conversation, as words would
ROUTED_KEY = "routed"
#: the key of an answer the app wrote in the model's place (what was done, what was found):
#: it says what was searched ("List events today"), not which day the user was told about
APP_ANSWER_KEY = "app_answer"

NOW_LINE = re.compile(r"^\[Now: [^\]\n]*\]\n?")


def user_words(message: Mapping[str, Any]) -> str:
    """What the user typed in a stored user message (without the loop's ``[Now: …]`` line)."""
    return NOW_LINE.sub("", str(message.get("content") or ""), count=1)


def routed(message: Mapping[str, Any]) -> Mapping[str, Sequence[str]]:
    """What routing by meaning found for a stored user message (``{"areas": …, "tools": …,
    "overruled": …}``)."""
    found = message.get(ROUTED_KEY)
    return found if isinstance(found, Mapping) else {}


def _ends_only(found: re.Match[str]) -> str:
    """What stands inside a verb written in two parts ("leite … weiter", "met … dans"): its
    object, kept; the verb's own words go."""
    parts = found.group(0).split()
    return f" {' '.join(parts[1:-1])} " if len(parts) > 2 else " "


@dataclass(frozen=True)
class Area:
    """One connector as the router sees it: its name, the words that call for it, and the
    weaker hints that do only when no area's words are there ("tomorrow" is the calendar's
    in "what about tomorrow?", not in "any mail from Sam tomorrow?")."""

    name: str
    pattern: re.Pattern[str] | None  # None: always offered
    hints: re.Pattern[str] | None = None

    @classmethod
    def of(cls, name: str, topics: Sequence[str], hints: Sequence[str] = ()) -> Area:
        """An area from a connector's topic expressions (regular expressions, any case)."""
        if not topics:
            return cls(name, None)
        return cls(name, _words(topics), _words(hints) if hints else None)

    def named_in(self, text: str) -> bool:
        """Whether ``text`` calls for this area by its own words."""
        return self.pattern is None or bool(self.pattern.search(text))

    def hinted_in(self, text: str) -> bool:
        """Whether ``text`` has one of this area's weaker hints."""
        return self.hints is not None and bool(self.hints.search(text))


def _words(expressions: Sequence[str]) -> re.Pattern[str]:
    """One expression matching any of ``expressions`` where a word (or a path) starts."""
    joined = "|".join(f"(?:{expression})" for expression in expressions)
    return re.compile(rf"(?<![\w@.:/\\-])(?:{joined})", re.IGNORECASE)


class ToolRouter:
    """Chooses the tools of a request from a registry whose tools say their connector."""

    def __init__(self, registry: ToolRegistry, topics: Mapping[str, Sequence[str]],
                 hints: Mapping[str, Sequence[str]] | None = None,
                 lexicon: Lexicon = LEXICON) -> None:
        self.registry = registry
        self.lexicon = lexicon  # every shipped language's words for each area
        order: list[str] = []
        for tool in registry:
            if tool.connector not in order:
                order.append(tool.connector)
        self.areas = [Area.of(name, topics.get(name, ()), (hints or {}).get(name, ()))
                      for name in order]
        #: the areas whose connector gives no tools here (mail with no account set up): a
        #: request that needs one is told so, never answered as if it had been looked at
        self.absent = [Area.of(name, words) for name, words in topics.items()
                       if name not in order and words]
        self.own_words = {tool.name: _words(tool.topics) for tool in registry if tool.topics}

    def named_tools(self, text: str, tools: Iterable[Tool]) -> list[Tool]:
        """Those of ``tools`` that ``text`` names, in their own words ("archive" names
        mail_move) or in a shipped language's (``names``: "make a file" names files_write)."""
        return [tool for tool in tools if self.names(tool.name, text)]

    def names(self, name: str, text: str) -> bool:
        """Whether ``text`` names tool ``name``: in the connector's own words (the English
        fast path) or in a shipped language it is written in (the lexicon's ``tool.<name>``;
        a tool that comes with its area has only those: "make a file" names files_write)."""
        own = self.own_words.get(name)
        return bool(own is not None and own.search(text)) or \
            self.lexicon.matches(f"tool.{name}", text, written_in(text))

    def without_own_words(self, name: str, text: str) -> str:
        """``text`` without the words that name tool ``name`` ("forward the invoice" → "the
        invoice" for mail_forward), its own and a shipped language's it is written in
        ("Leite die Rechnung weiter" → "die Rechnung")."""
        words = self.own_words.get(name)
        read_in = written_in(text)
        text = text if words is None else words.sub(" ", text)
        for language in read_in:
            pattern = self.lexicon.pattern(f"tool.{name}", language)
            text = text if pattern is None else pattern.sub(_ends_only, text)
        return text

    def areas_named(self, text: str, hints: bool = True) -> set[str]:
        """The areas the words of one message call for, in the connector's own words or in
        any shipped language's (the lexicon's ``area.<name>``); its hints (``hint.<name>``),
        when no area's own words are there (``hints=False``: never). A shipped language's
        words count in the languages the message is written in (language.written_in)."""
        read_in = written_in(text)
        named = {area.name for area in self.areas if area.named_in(text)
                 or (area.pattern is not None
                     and self.lexicon.matches(f"area.{area.name}", text, read_in))}
        if not hints or any(area.pattern is not None for area in self.areas
                            if area.name in named):
            return named
        return named | {area.name for area in self.areas if area.hinted_in(text)
                        or self.lexicon.matches(f"hint.{area.name}", text, read_in)
                        or self.tool_named_in(area.name, text)}

    def hinted_by_tools(self, text: str) -> set[str]:
        """The areas only the words of one of their tools hint at in ``text`` (not their
        own words, nor their own hints: a day word is the calendar's)."""
        strict = self.areas_named(text, hints=False)
        return {area.name for area in self.areas if area.name not in strict
                and area.pattern is not None and self.tool_named_in(area.name, text)
                and not area.hinted_in(text)
                and not self.lexicon.matches(f"hint.{area.name}", text, written_in(text))}

    def tool_named_in(self, area: str, text: str) -> bool:
        """Whether ``text`` names one of ``area``'s tools: a hint of the area ("告诉小王…",
        "ping Sam that…" name mail_send, not mail), which routing by meaning then confirms
        or overrules ("tell me a joke")."""
        return any(self.names(tool.name, text) for tool in self.registry
                   if tool.connector == area)

    def known(self, text: str, beside: Iterable[str] = ()) -> set[str]:
        """The areas (not among ``beside``) whose own data ``text`` calls by its own name: a
        person whose mail the user has ("Olga" in "Olga回复我了吗？"), in any language
        (a tool's ``named`` look-up that routes, connectors.base.Tool.named_routes)."""
        wanted = {area.name for area in self.areas} - set(beside)
        return {tool.connector for tool in self.registry
                if tool.named_routes and tool.named is not None and tool.connector in wanted
                and tool.named(text, ())}

    def not_set_up(self, text: str, meant: Iterable[str] = ()) -> set[str]:
        """The areas a request needs that give no tools here: named by their own words (or a
        shipped language's), or ``meant`` (routing by meaning)."""
        absent = {area.name for area in self.absent}
        return {area.name for area in self.absent if area.named_in(text)
                or self.lexicon.matches(f"area.{area.name}", text, written_in(text))} \
            | (set(meant) & absent)

    def unsure(self, text: str) -> bool:
        """Whether the words of a request leave its areas open: no area's own words name
        one (a day word alone is only a hint: "drop Kate a line about Saturday" may be mail).
        Routing by meaning decides then (app/agent/meaning.py)."""
        return not any(area.pattern is not None for area in self.areas
                       if area.name in self.areas_named(text, hints=False))

    def areas_for(self, history: Sequence[Mapping[str, Any]], user_text: str,
                  meant: Iterable[str] = (), overruled: Iterable[str] = ()) -> list[str]:
        """The areas of a request: named now (or ``meant``: what routing by meaning found;
        less those only a hint named that it ``overruled``), named earlier in the
        conversation, or used in it (in the index's order)."""
        chosen = (self.areas_named(user_text) - set(overruled)) | set(meant)
        for message in history:
            if message.get("role") == "user":
                found = routed(message)
                chosen |= (self.areas_named(user_words(message))
                           - set(found.get("overruled", ()))) | set(found.get("areas", ()))
        chosen |= {self.registry.get(name).connector for name in self.used(history)}
        return [area.name for area in self.areas if area.name in chosen]

    def used(self, history: Sequence[Mapping[str, Any]]) -> set[str]:
        """The tools the conversation ran or asked the user about (their results are in it).

        A call refused before anyone saw it (not offered, a made-up target) is not "used":
        text someone else wrote can talk the model into writing any call, and counting it
        would offer that tool from the next request on (issue 26, item 3). A call is counted
        by its result, not by the model's writing of it."""
        names = set()
        for message in history:
            if message.get("role") == "tool" and not message.get(REFUSED_KEY):
                names.add(str(message.get("name")))
        return {name for name in names if name in self.registry}

    def tools_for(self, history: Sequence[Mapping[str, Any]], user_text: str,
                  meant: Iterable[str] = (), chosen: Iterable[str] = (),
                  overruled: Iterable[str] = ()) -> list[Tool]:
        """The tools of a request: its areas' tools (``meant``: areas routing by meaning
        added), those with topics of their own only when the user's words in the
        conversation name them, they ran, or routing by meaning chose them from the user's
        words (``chosen`` now, or earlier in the conversation)."""
        users = [m for m in history if m.get("role") == "user"]
        said = [user_text, *(user_words(m) for m in users)]
        picked = set(chosen).union(*(routed(m).get("tools", ()) for m in users))
        return self.tools_of(self.areas_for(history, user_text, meant, overruled), said,
                             self.used(history) | picked)

    def tools_of(self, areas: Iterable[str], said: str | Sequence[str] = "",
                 used: Iterable[str] = ()) -> list[Tool]:
        """The tools of these areas, in the registry's order; a tool with topics of its own
        only when ``said`` (a message, or each of the conversation's, read in its own
        languages) names them or it is among ``used``."""
        wanted, ran = set(areas), set(used)
        texts = [said] if isinstance(said, str) else list(said)
        return [tool for tool in self.registry if tool.connector in wanted
                and (tool.name not in self.own_words or tool.name in ran
                     or any(self.names(tool.name, text) for text in texts))]

    def area_sets(self) -> list[list[str]]:
        """The sets worth preparing ahead: each area alone (with the always-offered ones)."""
        always = [a.name for a in self.areas if a.pattern is None]
        sets = [sorted({a.name, *always}, key=self._position)
                for a in self.areas if a.pattern is not None]
        return sets or ([always] if always else [])

    def _position(self, name: str) -> int:
        return next(i for i, area in enumerate(self.areas) if area.name == name)
