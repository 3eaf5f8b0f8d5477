"""The agent loop: model turn → tool calls → results → next turn … → answer.

The loop owns nothing with side effects: every call goes through the ToolRunner, the only
confirmation gate. It reports progress as events to a sink (the CLI prints them, the GUI's
worker turns them into Qt signals). Invalid calls, denials and failures go back to the model
as tool results so it can recover; a bounded number of consecutive invalid turns ends the task.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, datetime
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from app.agent import events as ev
from app.agent.backends import (
    Backend,
    BackendError,
    ContextOverflowError,
    CountsTokens,
    GenerationOptions,
    ReportsReading,
    TurnResult,
    WarmsPrefix,
)
from app.agent.chat_format import TemplateError
from app.agent.days import NamedDay, day_referred, named_days
from app.agent.endings import (
    Step,
    answer_from_outcomes,
    failed_check,
    findings,
    found_nothing,
    settled,
    settled_answer,
    with_findings,
)
from app.agent.events import CallStatus
from app.agent.grammar import build_call_grammar
from app.agent.grounding import (
    addresses_said,
    clock_of,
    evidence_of,
    leave_out_made_up,
    leave_out_unasked,
    refusal,
    shown_of_result,
    state_asked,
)
from app.agent.language import DEFAULT as DEFAULT_LANGUAGE
from app.agent.language import (
    LEXICON,
    SHIPPED,
    asks,
    detect,
    languages_of,
    put_as_question,
    shared_runs,
    vocabulary_of,
    written_in,
)
from app.agent.meaning import ACTIONS, MeaningRouter, route
from app.agent.messages import join, result_body, say, to_model, untrusted_mark
from app.agent.parsing import ParsedCall, ParsedOutput, StreamSplitter, parse_output
from app.agent.policies import Action, Policies, Verdict
from app.agent.registry import ToolRegistry
from app.agent.routing import (
    APP_ANSWER_KEY,
    NOW_LINE,
    REFUSED_KEY,
    ROUTED_KEY,
    ToolRouter,
    user_words,
)
from app.agent.runner import CallOutcome, CallRequest, TaskContext, ToolRunner
from connectors.base import HAN, Effect, Provenance, Tool, search_words

log = logging.getLogger(__name__)

UNFINISHED_LINE = say("answer.unfinished")

# Measured on the 0.5B stand-in: longer, rule-heavy prompts made it refuse ordinary requests
# ("I'm sorry, but I can't assist with that"); this one keeps it helpful.
DEFAULT_SYSTEM_PROMPT = to_model("model.system")

Sink = Callable[[ev.AgentEvent], None]


@dataclass
class AgentConfig:
    """Limits and options of the loop."""

    system_prompt: str = DEFAULT_SYSTEM_PROMPT
    options: GenerationOptions = field(default_factory=GenerationOptions)
    max_steps: int = 8
    max_invalid_turns: int = 3
    max_tool_result_chars: int = 6000
    use_grammar: bool = True  # measured: see docs/benchmarks.md (calls_accuracy)
    time_zone: str = ""
    known_values: tuple[str, ...] = ()  # the user's own addresses: grounded without a mention
    end_when_settled: bool = True  # done as asked, or declined: no model turn after it
    #: a connector's sentence (a Phrase: a card's summary, a result line) in a language, for
    #: the answers the app writes in the request's language (app/ui/i18n.sentence_in);
    #: None: as the connector wrote it, in English
    phrases: Callable[[str, str], str] | None = None


def date_hints(days: Sequence[NamedDay]) -> list[str]:
    """What the days a request names mean, in any shipped language ("morgen is Wednesday
    2026-12-02", "3 décembre is Thursday 2026-12-03"; app/agent/days.py), so a small model
    copies the right date instead of today's. An ISO date says itself and gets none."""
    hints: list[str] = []
    for named in days:
        if named.words == named.day.isoformat():
            continue
        hint = f"{named.words} is {named.day:%A %Y-%m-%d}"
        if hint not in hints:
            hints.append(hint)
    return hints[:4]


def zoned(now: datetime | None, time_zone: str) -> tuple[datetime, str]:
    """``now`` (the system's clock when None) in the user's time zone, and that zone ("" for
    the system's: no zone set, or a stale one)."""
    now = now or datetime.now().astimezone()
    if time_zone:
        try:
            return now.astimezone(ZoneInfo(time_zone)), time_zone
        except (ZoneInfoNotFoundError, ValueError):
            pass
    return now, ""


def context_line(now: datetime | None = None, time_zone: str = "", text: str = "",
                 language: str = "", hints: Sequence[str] | None = None) -> str:
    """The date/time note put in front of each user request (not in the system prompt, which
    must stay the same so its KV prefix can be reused), with the dates the request's day
    words mean (``hints``, or else ``date_hints`` of ``text``; none without either)."""
    now, time_zone = zoned(now, time_zone)
    zone = time_zone or (now.tzname() or "local time")
    offset = now.strftime("%z")
    if offset and zone not in ("UTC", "GMT"):
        zone += f" (UTC{offset[:3]}:{offset[3:]})"
    if hints is None:
        hints = date_hints(named_days(text, now, language))
    said = "".join(f"; {hint}" for hint in hints)
    return f"[Now: {now.strftime('%A %Y-%m-%d %H:%M')}, time zone {zone}{said}]"


def truncate_for_model(text: str, limit: int) -> str:
    """Cut an oversized tool result so it fits the context budget, and say so."""
    if len(text) <= limit:
        return text
    return text[:limit] + "\n" + to_model("model.truncated", count=len(text) - limit)


#: a run of Han characters this long is a sentence, not a word ("商店发票的总额是多少"): the
#: app has no word splitter for Chinese, so turn.read_first does not search by it (a search
#: that could only find nothing would end in a false "found nothing")
HAN_SENTENCE = 5


def _searchable(query: str) -> bool:
    """Whether a look-up's query has a word a search can find by (not only Han sentences)."""
    return any(not HAN.search(word) or len(word) < HAN_SENTENCE for word in query.split())


def _tool_call(call_id: str, name: str, arguments: Any,
               ensure_ascii: bool = True) -> dict[str, Any]:
    """One call as an assistant message's ``tool_calls`` entry (OpenAI's shape)."""
    return {"id": call_id, "type": "function", "function": {
        "name": name, "arguments": arguments if isinstance(arguments, str)
        else json.dumps(arguments, ensure_ascii=ensure_ascii)}}


UNTRUSTED_MARK, _UNTRUSTED_END = untrusted_mark()
_MARK_COPY = re.compile(r"\[?" + re.escape(UNTRUSTED_MARK.strip(" [")) + r"\b|:?\s*"
                        + re.escape(_UNTRUSTED_END.strip(" :]")) + r"\]?", re.IGNORECASE)


def untrusted_in(history: list[dict[str, Any]]) -> list[Provenance]:
    """Provenance of every untrusted tool result still in a conversation's context.

    Tool messages keep their provenance under ``"untrusted"``; conversations stored before
    that have only the marker line, which is honoured too (as an unnamed earlier source).
    """
    found: list[Provenance] = []
    for message in history:
        if message.get("role") != "tool":
            continue
        provenance = Provenance.from_dict(message.get("untrusted"))
        if provenance is None and str(message.get("content") or "").startswith(UNTRUSTED_MARK):
            provenance = Provenance("earlier content", "a tool result in this conversation")
        if provenance is not None and provenance not in found:
            found.append(provenance)
    return found


def _share_of(progress: Callable[[int, int], None], index: int,
              count: int) -> Callable[[int, int], None]:
    """Progress of part ``index`` of ``count`` as progress of the whole (per mille)."""
    def report(done: int, total: int) -> None:
        progress((1000 * index + 1000 * done // max(total, 1)) // count, 1000)
    return report


@dataclass
class _TaskState:
    """What one task keeps between its turns."""

    emit: Sink
    language: str  # the request's (app/agent/language.py): the app's own answers use it
    request: str  # the user's words
    #: whether they are put as a question, with or without its mark (language.put_as_question)
    asked: bool = False
    first: int = 0  # where this task's messages start in the history
    areas: set[str] = field(default_factory=set)  # the areas the request itself names/means
    #: the areas the conversation's earlier requests read (their results are in its context)
    read_before: set[str] = field(default_factory=set)
    not_set_up: set[str] = field(default_factory=set)  # areas it needs that give no tools here
    unsure: set[str] = field(default_factory=set)  # no area, unsure: the one it leaned to
    #: the areas only routing by meaning gave (the request's words named none of them)
    meant_only: set[str] = field(default_factory=set)
    searched: set[str] = field(default_factory=set)  # turn.read_first found nothing in these
    app_steps: int = 0  # the steps before the model's own: those searches
    #: the request's search words in each language its data is written in, when not its own
    #: (calls.search_in_data_language), and the tools searched with them
    data_words: dict[str, str] = field(default_factory=dict)
    rendered: set[str] = field(default_factory=set)
    data_languages: dict[str, list[str]] = field(default_factory=dict)  # by tool, told once
    data_texts: dict[str, list[str]] = field(default_factory=dict)  # by tool: what told it
    routed: dict[str, list[str]] = field(default_factory=dict)  # kept with the user message
    steps: list[Step] = field(default_factory=list)  # every call and what became of it
    done_calls: set[str] = field(default_factory=set)  # identical calls already answered
    looked_up: set[str] = field(default_factory=set)  # finders that looked up a made-up id
    days: tuple[date, ...] = ()  # the days the request names (turn.day_dates)
    said_days: tuple[date, ...] = ()  # the same, whichever policies are on
    verdicts: list[Verdict] = field(default_factory=list)
    invalid_turns: int = 0
    nudged: bool = False  # told once that an asked-for action is still to come
    only: list[Tool] = field(default_factory=list)  # the next turn calls these or answers
    calls_only: bool = False  # ... and only calls them (no words)
    nudged_words: bool = False  # an answer in words set aside once for an asked-for action
    read_areas: set[str] = field(default_factory=set)  # the areas a read of the task ran in
    looked_elsewhere: bool = False  # calls.look_elsewhere searched the other areas (once)
    more_tools: bool = False  # tools were added to those offered after a turn


def _folded(text: str) -> str:
    """``text`` compared loosely: case, spacing and the closing punctuation set aside."""
    return " ".join(text.casefold().split()).rstrip(".!?。！？ ")


def _acted(steps: Sequence[Step]) -> bool:
    """Whether a call of the task ran or was put to the user (a refused, repeated or unreadable
    call read nothing)."""
    return any(s.status in (CallStatus.DONE, CallStatus.DENIED, CallStatus.FAILED,
                            CallStatus.CANCELLED) for s in steps)


def _read_something(steps: Sequence[Step]) -> bool:
    """Whether a read of the task worked or an action was put to the user: a read that
    failed ("Does not exist", a server that cannot be reached) read nothing."""
    return any(s.status in (CallStatus.DONE, CallStatus.DENIED, CallStatus.CANCELLED)
               or (s.status == CallStatus.FAILED and s.side_effect) for s in steps)


def _call_key(request: CallRequest) -> str:
    return request.name + "\0" + json.dumps(request.arguments, sort_keys=True, default=str)


class Agent:
    """Runs tasks with one backend, one registry and one runner."""

    def __init__(
        self,
        backend: Backend,
        registry: ToolRegistry,
        runner: ToolRunner,
        config: AgentConfig | None = None,
        router: ToolRouter | None = None,
        policies: Policies | None = None,
        meaning: MeaningRouter | None = None,
    ) -> None:
        """``policies``: the profile's policies (app/agent/policies.py; every one by
        default); ``meaning``: routing by meaning, used when the router's words find no area
        (None: words only)."""
        self.backend = backend
        self.registry = registry
        self.runner = runner
        self.config = config or AgentConfig()
        self.router = router  # None: every tool with every request
        self.policies = policies or Policies()
        self.meaning = meaning

    def tools_for(self, history: Sequence[dict[str, Any]], user_text: str) -> list[Tool]:
        """The tools offered for a request (app/agent/routing.py), in the registry's order."""
        if self.router is None:
            return list(self.registry)
        return self.router.tools_for(history, user_text)

    def tool_schemas(self, tools: Sequence[Tool] | None = None) -> list[dict[str, Any]]:
        """The tools (all of them by default) as OpenAI-style declarations."""
        return [t.openai_schema() for t in (self.registry if tools is None else tools)]

    def new_history(self) -> list[dict[str, Any]]:
        """A fresh conversation: just the system prompt."""
        return [{"role": "system", "content": self.config.system_prompt}]

    def warm_up(self, progress: Callable[[int, int], None] | None = None) -> str | None:
        """Prepare the system+tools prefixes in the model's cache (embedded backend only):
        every tool set the router offers alone, or all tools without a router; and routing
        by meaning's own instructions (areas, and each area's actions).

        ``progress(done, total)`` hears how far the whole preparation is (per mille).
        """
        if not isinstance(self.backend, WarmsPrefix):
            return None
        sets = ([self.router.tools_of(areas) for areas in self.router.area_sets()]
                if self.router is not None else [list(self.registry)])
        reader = self.backend if isinstance(self.backend, ReportsReading) else None
        status = "cached"
        for index, tools in enumerate(sets):
            if reader is not None and progress is not None:
                reader.listen_to_reading(_share_of(progress, index, len(sets)))
            try:
                status = self.backend.warm_prefix(self.config.system_prompt,
                                                  self.tool_schemas(tools),
                                                  self.config.options.enable_thinking)
            finally:
                if reader is not None and progress is not None:
                    reader.listen_to_reading(None)
        if self.meaning is not None and self.router is not None:
            # their instructions' states, saved before the first ask
            if self.policies.on("route.meaning"):
                self.meaning.areas("hello")
                if self.policies.on("route.own_facts"):
                    self.meaning.own("hello")
            if self.policies.on("route.actions"):
                for area in self.router.areas:
                    if area.name in ACTIONS:
                        self.meaning.actions(area.name, "hello")
        return status

    def _options(self, tools: Sequence[Tool], calls_only: bool = False) -> GenerationOptions:
        options = self.config.options
        if (self.config.use_grammar and self.policies.on("turn.grammar")
                and not options.enable_thinking and tools):
            grammar = build_call_grammar(list(tools), self.backend.call_style,
                                         calls_only=calls_only)
            options = replace(options, grammar=grammar)
        return options

    def run(
        self,
        history: list[dict[str, Any]],
        user_text: str,
        task: TaskContext | None = None,
        sink: Sink | None = None,
        now: datetime | None = None,
    ) -> str:
        """Run one task; ``history`` is extended in place. Returns the final answer text.

        The driver: route, then turns until an answer. Each rule the loop applies is a named
        policy (app/agent/policies.py) applied at its hook, and reports a verdict when it acts.
        """
        task = task or TaskContext()
        earlier = " ".join(user_words(m) for m in history if m.get("role") == "user")
        language = detect(user_text, detect(earlier) if earlier else DEFAULT_LANGUAGE)
        state = _TaskState(sink or (lambda event: None), language, user_text,
                           put_as_question(user_text))
        offered = self._route(history, user_text, state)
        state.first = self._begin(history, user_text, task, now, state)  # this task's messages
        state.read_before = self._areas_read(history[:state.first])
        if state.routed:  # what routing by meaning found stays offered (the user's words)
            history[state.first][ROUTED_KEY] = state.routed
        if self.policies.on("turn.read_first"):
            offered = self._read_first(history, task, offered, state)
        if self.policies.on("turn.read_named"):
            self._read_named(history, task, offered, state)
        if self.policies.on("turn.act_on_last_found") and not state.only:
            self._act_on_last_found(offered, state)
        tools = self.tool_schemas(offered)
        options = self._options(offered)
        for step in range(1, self.config.max_steps + 1):
            if task.cancel.is_set():
                state.emit(ev.CancelledEvent())
                return ""
            try:
                turn, state.first = self._turn_that_fits(
                    history, state.first, tools, self._options(state.only, state.calls_only)
                    if state.only else options, task, state.emit)
                state.only, state.calls_only = [], False
            except ContextOverflowError as err:
                state.emit(ev.ErrorEvent(self._make_room(history, state.first, user_text, err,
                                                          state.language)))
                return ""
            except (BackendError, TemplateError) as err:
                state.emit(ev.ErrorEvent(str(err)))
                return ""
            state.emit(ev.StepStatsEvent(step, turn.prompt_tokens, turn.evaluated_tokens,
                                         turn.generated_tokens, turn.ttft_s, turn.total_s))
            parsed = self._parse(turn)
            history.append(self._assistant_message(turn))
            if turn.finish_reason == "cancelled" or task.cancel.is_set():
                state.emit(ev.CancelledEvent())
                return parsed.content
            if not parsed.calls and not parsed.errors:
                if self._nudged_after_words(history, parsed, offered, state):
                    continue
                return self._answer(history, parsed, state)
            ended = self._calls_turn(history, parsed, task, offered, state)
            if ended is not None:
                return ended
            if state.more_tools:  # calls.look_elsewhere found something: its reads too
                tools, options, state.more_tools = (self.tool_schemas(offered),
                                                    self._options(offered), False)
            if task.cancel.is_set():
                state.emit(ev.CancelledEvent())
                return ""
        return self._give_up(say("notice.max_steps", state.language,
                                 steps=self.config.max_steps), history, state)

    def _read_first(self, history: list[dict[str, Any]], task: TaskContext,
                    offered: list[Tool], state: _TaskState) -> list[Tool]:
        """A question that routing by meaning took for no area, but was not sure of ("what's
        the total on the shop's invoice?": none 0.72, files 0.24), is looked up before the
        model answers (``turn.read_first``): every search the app has (a read whose look-up
        searches words: mail, files; a listing of days is not one) runs with the request's
        own words, through the gate and shown as a card, as if the model had called it; when
        they find nothing, with its words in the data's language
        (``calls.search_in_data_language``); the model then answers from what was found,
        with those areas' reads offered; when nothing was found, with the reads of the area
        routing leaned to. Nothing someone else wrote decides what is searched, and nothing
        with a side effect is offered. Returns the tools offered."""
        if self.router is None or not state.unsure or state.areas or not state.asked:
            return offered
        searches, outcomes = self._app_searches("turn.read_first", self._searchers(), task,
                                                state, history)
        if not searches:
            return offered
        areas = {self.registry.get(call.name).connector for call in searches}
        if self._found_nothing(outcomes, state):
            # nothing found ("who invented the telephone?" may be small talk after all):
            # the cards stay, the model does not see the searches, and may read the area
            # routing leaned to ("¿Qué fue lo último que entró?" has no words a search
            # finds by: the stand-in made up "a call from the doctor" with no tool); an
            # answer without a read says where nothing was found (answer.unsure_unchecked)
            state.searched, state.app_steps = areas, len(state.steps)
            return [*offered, *self._reads_of(state.unsure, offered, with_topics=False)]
        self._show_model(history, outcomes)
        return [*offered, *self._reads_of(areas, offered)]

    def _searchers(self, besides: Iterable[str] = ()) -> list[Tool]:
        """Every search the app has (a read whose look-up searches words: mail, files), but
        those of the areas ``besides``."""
        return [tool for tool in self.registry if not tool.effect.has_side_effect
                and tool.lookup is not None and tool.connector not in set(besides)]

    def _app_searches(self, policy: str, searchers: Sequence[Tool], task: TaskContext,
                      state: _TaskState, history: list[dict[str, Any]]
                      ) -> tuple[list[ParsedCall], list[CallOutcome]]:
        """``searchers`` run with the request's own words (``policy``'s verdict), through
        the gate as cards; when they find nothing, once more with its words in the data's
        language (``calls.search_in_data_language``). Returns the searches made and the
        outcomes of the last of them."""
        searches = [call for tool in searchers
                    if (call := self._search_call(tool, state.request, state)) is not None]
        # the app's own searches are offered to the gate (their areas' reads are offered to
        # the model only when they find something)
        outcomes = self._app_reads(policy, searches, task, state, history,
                                   {call.name for call in searches}) if searches else []
        if not self.policies.on("calls.search_in_data_language"):
            return searches, outcomes
        # "¿A qué hora viene el fontanero?" of an English mail: its words in English; when
        # they find nothing either, its words as the data writes them ("plumber")
        for words_of in (self._words_in_data_language, self._words_of_the_data):
            if not self._found_nothing(outcomes, state):
                break
            more = self._searches_by(words_of, searchers, state, searches)
            if more:
                searches += more
                state.rendered.update(call.name for call in more)  # once a task per tool
                outcomes = self._app_reads("calls.search_in_data_language", more, task,
                                           state, history, {call.name for call in more})
        return searches, outcomes

    def _searches_by(self, words_of: Callable[[Tool, _TaskState], str],
                     searchers: Iterable[Tool], state: _TaskState,
                     made: Sequence[ParsedCall]) -> list[ParsedCall]:
        """Each of ``searchers``' look-up of the words ``words_of`` gives it, not one of the
        searches ``made`` already (none for a tool it gives no words, or only a Han
        sentence)."""
        return [call for tool in searchers
                if (words := words_of(tool, state))
                and (call := self._search_call(tool, words, state)) is not None
                and call not in made]

    def _look_elsewhere(self, history: list[dict[str, Any]], outcomes: Sequence[CallOutcome],
                        steps: Sequence[Step], task: TaskContext, offered: list[Tool],
                        state: _TaskState) -> bool:
        """A question whose reads all worked and found nothing, in the areas it was routed
        to ("what's the booking number for the hotel?": the calendar, by "booking"; nothing
        there), is searched for once in the areas no read of the task looked in yet (mail,
        files: where confirmations and bills are), with the request's own words and then
        in the data's language, through the gate as cards (``calls.look_elsewhere``). When
        something is found, the model reads it before its next turn, and those areas' reads
        are offered; when nothing is, the model never sees those searches. So too when the
        model answered the question with a change that was not proposed ("what's the booking
        reference for the flight?": an event made up at the current time): it misread it;
        and when it answered a question that asks for no change (not a polite request) with
        a change the user declined, or that changed nothing ("what's the wifi password for
        the flat?": the Wi-Fi, already on): the question is still unanswered. Not after any
        other action was put to the user; only the user's words decide what is searched.
        Returns whether something was found (the model reads it next)."""
        if state.looked_elsewhere or not outcomes or not state.asked \
                or any(s.found or (s.side_effect and s.status != CallStatus.INVALID
                                   and not self._unanswered(s, state))
                       for s in state.steps) \
                or not all(self._found_nothing_or_misread(o, step, offered, state)
                           for o, step in zip(outcomes, steps, strict=True)):
            return False
        searchers = self._searchers(besides=state.read_areas)
        if not searchers:
            return False
        state.looked_elsewhere = True
        searches, found = self._app_searches("calls.look_elsewhere", searchers, task, state,
                                             history)
        if not searches or self._found_nothing(found, state):
            return False
        self._show_model(history, found)
        more = self._reads_of({self.registry.get(call.name).connector for call in searches},
                              offered)
        if more:
            offered.extend(more)
            state.more_tools = True
        return True

    @staticmethod
    def _unanswered(step: Step, state: _TaskState) -> bool:
        """A change put to the user for a question that asks for none (not a polite request:
        "could you dim the screen?"), which they declined or which changed nothing: the
        model took the question for an order; what it asked is still to be answered."""
        return step.side_effect and (step.status == CallStatus.DENIED or step.unchanged) \
            and state.asked and not LEXICON.matches("request.polite", state.request)

    def _found_nothing_or_misread(self, outcome: CallOutcome, step: Step,
                                  offered: Sequence[Tool], state: _TaskState) -> bool:
        """A read that worked and found no thing (an empty list: a device's status, or a
        text, is something), or a change of an offered tool the model made up for a
        question, which was not proposed (a tool it was not offered is another failing),
        or was declined or changed nothing (``_unanswered``).
        A read that holds none of the user's records (the device's status) found none of
        them when only the request's meaning, never its words, gave its area ("新显示器我付了
        多少钱？": the laptop's settings for a monitor's price)."""
        tool = self.registry.get(outcome.name) if outcome.name in self.registry else None
        if tool is not None and tool.effect.has_side_effect:
            return tool in offered and (outcome.status == CallStatus.INVALID
                                        or self._unanswered(step, state))
        if tool is not None and not tool.holds_records and tool.connector in state.meant_only:
            return outcome.status == CallStatus.DONE
        return not step.side_effect and outcome.status == CallStatus.DONE \
            and outcome.result is not None and found_nothing(outcome.result.content)

    def _search_call(self, tool: Tool, words: str, state: _TaskState) -> ParsedCall | None:
        """``tool``'s look-up of ``words`` (and the days the request names), or None when
        its query has no word a search can find by (only Han sentences)."""
        assert tool.lookup is not None
        arguments = dict(tool.lookup(words, state.days))
        return ParsedCall(tool.name, arguments) \
            if _searchable(str(arguments.get("query") or "")) else None

    def _found_nothing(self, outcomes: Sequence[CallOutcome], state: _TaskState) -> bool:
        """Whether the app's latest searches (``outcomes``, the last steps) all worked and
        found nothing (none made: nothing found)."""
        return all(o.ok and not step.found for o, step in
                   zip(outcomes, state.steps[len(state.steps) - len(outcomes):], strict=True))

    def _words_in_data_language(self, tool: Tool, state: _TaskState) -> str:
        """The request's search words in the language ``tool``'s data is written in, when
        the request is in another (``calls.search_in_data_language``), or in its own when it
        has no word a search finds by (a Han sentence), as the model writes them
        (app/agent/meaning.py ``search_words``); "" when the data is in the request's
        language and its words can be searched, the language cannot be told, or the model
        could not say. Written once a task per
        language; only the user's words are shown to the model, and the data's texts only
        say which language it is in."""
        if tool.samples is None or self.meaning is None:
            return ""
        if tool.name not in state.data_languages:  # its texts are read once a task
            try:
                state.data_texts[tool.name] = list(tool.samples())
                state.data_languages[tool.name] = languages_of(state.data_texts[tool.name])
            except Exception as err:  # a search in the request's words still runs
                log.warning("could not tell the language of %s's data: %s", tool.name, err)
                state.data_languages[tool.name] = []
        languages = state.data_languages[tool.name]
        if not languages:
            return ""
        target = languages[0]
        if state.language in languages:
            # the data is in the request's language: its own words are searched, unless it
            # has none a search finds by (a Han sentence: "新公寓的押金是多少？" of Chinese
            # mail); then the model writes them, in that language
            if self._search_call(tool, state.request, state) is not None:
                return ""
            target = state.language
        return self._rendered(target, tool, target, state)

    def _rendered(self, key: str, tool: Tool, language: str, state: _TaskState,
                  vocabulary: Sequence[str] = ()) -> str:
        """The request's search words in ``language`` (picked among ``vocabulary`` when
        given), as the model writes them, once a task per ``key``; what it cost is an
        event."""
        assert self.meaning is not None
        if key not in state.data_words:
            rendered = self.meaning.search_words(state.request, language, vocabulary)
            state.data_words[key] = rendered.words
            state.emit(ev.RoutedEvent((tool.connector,),
                                      "data words" if vocabulary else "data language",
                                      rendered.evaluated_tokens, rendered.generated_tokens,
                                      rendered.seconds))
        return state.data_words[key]

    def _words_of_the_data(self, tool: Tool, state: _TaskState) -> str:
        """When the request's words rendered in the data's language found nothing too (the
        stand-in kept "plombier" in "plombier time"): its search words once more, each
        picked among the words ``tool``'s newest texts have (``vocabulary_of``), under a
        grammar of them, so that each is a word the data writes ("plumber"); the model is
        shown only the user's words, the data's only bound what it may write. Of data in
        the request's own language, when the request has no word a search finds by (a Han
        sentence), the pieces of it those texts have (``shared_runs``). "" when the data is
        in the request's language otherwise, the model has no such words, or could not say.
        Once a task per tool."""
        languages = state.data_languages.get(tool.name) or []
        if languages and state.language in languages \
                and self._search_call(tool, state.request, state) is None:
            # a Han sentence of Chinese data: the pieces of it the data's newest texts have
            # ("显示器" of "新显示器我付了多少钱？"), no model asked
            return " ".join(shared_runs(state.request, state.data_texts.get(tool.name, ()),
                                        longest=HAN_SENTENCE - 1))
        if self.meaning is None or not languages or state.language in languages:
            return ""
        key = f"{tool.name} words"
        if key in state.data_words:
            return state.data_words[key]
        # told only now: most searches in the data's language find something before this
        vocabulary = vocabulary_of(state.data_texts.get(tool.name, ()))
        return self._rendered(key, tool, languages[0], state, vocabulary) if vocabulary else ""

    def _search_in_data_language(self, history: list[dict[str, Any]],
                                 outcomes: Sequence[CallOutcome], steps: Sequence[Step],
                                 task: TaskContext, state: _TaskState) -> None:
        """A search the model made by words (what its look-up sets, or any of its filters,
        given) that found nothing, of data written in another language than the request
        (``calls.search_in_data_language``: "Auto" searched in an English inbox for "Was hat
        die Werkstatt wegen meinem Auto gesagt?"), runs once more, once a task per tool, as
        the tool's own look-up of the request's words in the data's language, through the
        gate and shown as a card; the model reads what it found before its next turn."""
        again = []
        for outcome, step in zip(outcomes, steps, strict=True):
            tool = self.registry.get(outcome.name) if outcome.name in self.registry else None
            if (tool is None or tool.lookup is None or tool.name in state.rendered
                    or not outcome.ok or step.found):
                continue
            searched_by = {name for name, value in tool.lookup(state.request, state.days).items()
                           if isinstance(value, str)} | set(tool.filters)
            if not any(outcome.arguments.get(name) for name in searched_by):
                continue  # a listing ("the newest mail") found nothing: no words to render
            words = self._words_in_data_language(tool, state)
            call = self._search_call(tool, words, state) if words else None
            if call is not None and call.arguments != outcome.arguments:
                state.rendered.add(tool.name)
                again.append(call)
        if not again:
            return
        outcomes = self._app_reads("calls.search_in_data_language", again, task, state,
                                   history, {call.name for call in again})
        if self._found_nothing(outcomes, state):
            # still nothing: its words as the data writes them ("plumber")
            kept = self._searches_by(self._words_of_the_data,
                                     [self.registry.get(call.name) for call in again],
                                     state, again)
            if kept:
                outcomes += self._app_reads("calls.search_in_data_language", kept, task,
                                            state, history, {call.name for call in kept})
        self._show_model(history, outcomes)

    def _reads_of(self, areas: Iterable[str], offered: Sequence[Tool],
                  with_topics: bool = True) -> list[Tool]:
        """The reads of ``areas`` not yet offered; without ``with_topics``, not those offered
        only when named (a tool with topics of its own)."""
        wanted = set(areas)
        return [tool for tool in self.registry if tool.connector in wanted
                and not tool.effect.has_side_effect and tool not in offered
                and (with_topics or not tool.topics)]

    def _read_named(self, history: list[dict[str, Any]], task: TaskContext,
                    offered: list[Tool], state: _TaskState) -> None:
        """What the request names by itself is read before the model answers
        (``turn.read_named``): a file by its name ("open notes.txt and tell me the wifi
        password": a small model read the device's status for "wifi"), the days it names in
        the calendar ("what have I got on thursday the 3rd?"). Each offered read that has
        such a look-up (connectors.base.Tool.named) runs through the gate, shown as a card,
        as if the model had called it, and the model answers from what it read; not when
        the request's words name a change of that area ("delete notes.txt"; opening a file
        in its app is none): the model acts on what it is asked. Only the user's words
        decide what is read."""
        if self.router is None:
            return
        changes = {tool.connector for tool in offered  # opening a file changes nothing
                   if tool.effect in (Effect.WRITE, Effect.SEND, Effect.DELETE)
                   and self.router.names(tool.name, state.request)}
        reads = []
        for tool in offered:
            if tool.effect.has_side_effect or tool.named is None or tool.connector in changes:
                continue
            arguments = dict(tool.named(state.request, state.said_days))
            if arguments:
                reads.append(ParsedCall(tool.name, arguments))
        if not reads:
            return
        outcomes = self._app_reads("turn.read_named", reads, task, state, history,
                                   {tool.name for tool in offered})
        self._show_model(history, outcomes)

    def _app_reads(self, policy: str, reads: list[ParsedCall], task: TaskContext,
                   state: _TaskState, history: list[dict[str, Any]],
                   offered: set[str]) -> list[CallOutcome]:
        """Reads the app makes before the model's first turn (``policy``'s verdict): through
        the gate as cards, reviewed by the safety policies only."""
        self._verdict(state, policy, Action.LOOK_UP, ", ".join(call.name for call in reads))
        return self._run_calls(ParsedOutput("", calls=tuple(reads)), task, state, history,
                               offered, by_app=True)

    def _show_model(self, history: list[dict[str, Any]], outcomes: list[CallOutcome]) -> None:
        """Calls the app made for the model, and their results, as if it had made them."""
        history.append({"role": "assistant", "content": "", "tool_calls": [
            _tool_call(o.call_id, o.name, o.arguments, ensure_ascii=False) for o in outcomes]})
        self._record(history, outcomes, [])

    def _calls_turn(self, history: list[dict[str, Any]], parsed: ParsedOutput,
                    task: TaskContext, offered: list[Tool],
                    state: _TaskState) -> str | None:
        """Run a turn's calls and decide what follows; the answer when the task ends here."""
        outcomes = self._run_calls(parsed, task, state, history, {t.name for t in offered})
        added = [tool for tool in state.only if tool not in offered]
        if added:  # the reads of a setting's own area (calls.question_asks_no_change)
            offered.extend(added)
            state.more_tools = True
        pending = [] if state.nudged or not self.policies.on("turn.nudge_pending_action") \
            else self._pending_actions(state, offered, state.steps)
        nudged = bool(pending) and any(o.status == CallStatus.REPEATED for o in outcomes)
        if nudged:
            # A read repeated while the request still asks for an action ("archive the
            # newsletter": found, then searched again): one more turn that may call, told
            # which offered tool the user's words asked for.
            state.nudged = True
            # its grammar allows only those calls (or words): the tools in the prompt stay
            # the same, so the prompt's state is reused
            state.only = [tool for tool in offered if tool.name in pending]
            self._verdict(state, "turn.nudge_pending_action", Action.CONSTRAIN,
                          f"still asked for: {', '.join(pending)}")
            outcomes = [replace(o, text=json.dumps({
                "status": "already_done", "message": to_model(
                    "model.repeated_pending", pending=", ".join(pending))}))
                if o.status == CallStatus.REPEATED else o for o in outcomes]
        self._record(history, outcomes, parsed.errors)
        latest = state.steps[len(state.steps) - len(outcomes):]
        if (self.config.end_when_settled and self.policies.on("answer.end_when_settled")
                and not parsed.errors and settled(state.request, latest)
                and not (self.policies.on("calls.look_elsewhere")
                         and self._look_elsewhere(history, outcomes, latest, task, offered,
                                                  state))):
            # Done as asked, or declined: the outcome is the answer. Another turn costs
            # the user a wait and tends to echo the loop or claim more than happened.
            self._verdict(state, "answer.end_when_settled", Action.END,
                          ", ".join(str(s.status) for s in latest))
            return self._finish(history, "", parsed.thinking, state,
                                settled_answer(state.steps, state.language), show_found=False)
        if outcomes and all(o.status == CallStatus.REPEATED for o in outcomes) \
                and not parsed.errors and not nudged:
            # Nothing new was asked for (and no action is still to come): the task is over,
            # and its answer comes from what happened (the results are in the model's context
            # already; another turn tends to repeat the call again).
            return self._finish(history, "", parsed.thinking, state)
        if self.policies.on("calls.search_in_data_language"):
            self._search_in_data_language(history, outcomes, latest, task, state)
        if self.policies.on("calls.look_elsewhere"):
            self._look_elsewhere(history, outcomes, latest, task, offered, state)
        if all(o.status == CallStatus.INVALID for o in outcomes):
            state.invalid_turns += 1
            if state.invalid_turns >= self.config.max_invalid_turns:
                return self._give_up(say("notice.invalid_calls", state.language,
                                         tries=state.invalid_turns), history, state)
        else:
            state.invalid_turns = 0
        return None

    # -- policies at their hooks ----------------------------------------------------------------
    def _verdict(self, state: _TaskState, name: str, action: Action, reason: str = "") -> None:
        """Policy ``name`` acted: counted, kept for the transcript, and emitted."""
        verdict = self.policies.verdict(name, action, reason)
        state.verdicts.append(verdict)
        state.emit(ev.PolicyEvent(verdict))

    def _route(self, history: list[dict[str, Any]], user_text: str,
               state: _TaskState) -> list[Tool]:
        """The tools offered for a request: the router's words (every shipped language), and
        routing by meaning where they are unsure (app/agent/meaning.py ``route``: the
        ``route.meaning`` and ``route.actions`` policies)."""
        if self.router is None:
            return list(self.registry)
        routed = route(self.router, self.meaning, self.policies.on, history, user_text)
        state.areas, state.not_set_up = set(routed.areas), set(routed.not_set_up)
        state.unsure = set(routed.unsure)
        state.meant_only = set(routed.meant - routed.named - routed.known)
        state.routed = routed.remembered()
        found = routed.area_step
        if found is None:
            state.emit(ev.RoutedEvent(tuple(sorted(routed.named)), "words", 0, 0, 0.0))
        else:
            state.emit(ev.RoutedEvent(tuple(sorted(routed.meant)), "meaning",
                                      found.evaluated_tokens, found.generated_tokens,
                                      found.seconds))
            if routed.meant - routed.named:
                self._verdict(state, "route.meaning", Action.ROUTE,
                              f"{', '.join(sorted(routed.meant))} ({found.evaluated_tokens} "
                              f"tokens read, {found.seconds * 1000:.0f} ms)")
            if routed.overruled:
                self._verdict(state, "route.meaning", Action.ROUTE,
                              f"none: {', '.join(sorted(routed.overruled))} left out, "
                              f"named by a hint only")
        own = routed.own_step
        if own is not None:
            state.emit(ev.RoutedEvent(tuple(sorted(own.areas)), "own facts",
                                      own.evaluated_tokens, own.generated_tokens, own.seconds))
            if routed.unsure and own.areas:
                self._verdict(state, "route.own_facts", Action.ROUTE,
                              f"{', '.join(sorted(routed.unsure))}: looked up first "
                              f"({own.evaluated_tokens} tokens read, "
                              f"{own.seconds * 1000:.0f} ms)")
        if routed.known:
            self._verdict(state, "route.known_names", Action.ROUTE,
                          ", ".join(sorted(routed.known)))
        for step in routed.action_steps:
            state.emit(ev.RoutedEvent(tuple(sorted(step.areas)), "actions",
                                      step.evaluated_tokens, step.generated_tokens,
                                      step.seconds))
        if routed.chosen:
            cost = sum(step.evaluated_tokens for step in routed.action_steps)
            self._verdict(state, "route.actions", Action.ROUTE,
                          f"{', '.join(sorted(routed.chosen))} ({cost} tokens read)")
        return routed.tools

    @staticmethod
    def _unread(text: str, state: _TaskState) -> bool:
        """Text (perhaps empty) answering a request about the user's data (its own words, or
        its meaning, name an area) with no read of the task that worked and no action asked
        about. A question back to the user is not an answer. Also when the area gave the
        request no tool at all (the device's, with route.actions off or no model to ask):
        nothing was read. A follow-up about what the conversation read before ("and how
        much is it?" after the invoice was read) was read: its result is in the context."""
        return bool(state.areas and not _read_something(state.steps)
                    and not state.areas <= state.read_before and not asks(text))

    def _areas_read(self, history: Sequence[Mapping[str, Any]]) -> set[str]:
        """The areas whose reads worked in these messages (not refused, not failed)."""
        areas = set()
        for message in history:
            name = str(message.get("name"))
            if message.get("role") != "tool" or message.get(REFUSED_KEY) \
                    or name not in self.registry:
                continue
            tool = self.registry.get(name)
            body = result_body(str(message.get("content") or ""))
            if not tool.effect.has_side_effect and body.startswith('{"status": "ok"'):
                areas.add(tool.connector)
        return areas

    def _unread_claim(self, text: str, state: _TaskState) -> bool:
        """An answer given without a single read: it cannot be about the user's data."""
        return bool(text.strip()) and self._unread(text, state)

    def _answer(self, history: list[dict[str, Any]], parsed: ParsedOutput,
                state: _TaskState) -> str:
        """The model answered in words: the answer policies, then the end of the task."""
        parsed = self._not_an_echo(parsed, state)
        if self.policies.on("answer.not_set_up") and state.not_set_up and not state.areas \
                and not _acted(state.steps) and not asks(parsed.content):
            # mail asked about with no mail account: nothing could be looked at, and the
            # user is told what to set up (not an answer the model made up without it)
            missing = sorted(state.not_set_up)
            self._verdict(state, "answer.not_set_up", Action.REWRITE,
                          f"{', '.join(missing)} not set up")
            areas = [say(f"area.{area}", state.language) for area in missing]
            return self._finish(history, parsed.content, parsed.thinking, state,
                                say("answer.not_set_up", state.language,
                                    areas=join(areas, state.language)))
        failed = [s for s in state.steps if s.status == CallStatus.FAILED]
        if self.policies.on("answer.read_before_claim") and self._unread_claim(
                parsed.content, state) and failed:
            # every read failed: an answer that says so stays ("I couldn't find
            # notes.txt", in any shipped language: the lexicon's answer.failed); one that
            # states something ("The total is €12,000") is replaced by what failed and why
            if not LEXICON.matches("answer.failed", parsed.content):
                self._verdict(state, "answer.read_before_claim", Action.REWRITE,
                              f"every read failed ({len(failed)})")
                return self._finish(history, parsed.content, parsed.thinking, state,
                                    answer_from_outcomes(failed, state.language))
        elif self.policies.on("answer.read_before_claim") and self._unread_claim(
                parsed.content, state):
            areas = [say(f"area.{area}", state.language) for area in sorted(state.areas)]
            self._verdict(state, "answer.read_before_claim", Action.REWRITE,
                          f"nothing of {', '.join(sorted(state.areas))} was read")
            return self._finish(history, parsed.content, parsed.thinking, state,
                                say("answer.not_checked", state.language,
                                    areas=join(areas, state.language)))
        said = parsed.content.strip()
        if self.policies.on("answer.unsure_unchecked") and state.unsure and not state.areas \
                and said and not asks(said) and not _acted(state.steps[state.app_steps:]) \
                and not failed_check(said, state.steps, self.policies.on):
            # maybe about the user's data ("what's the total on the shop's invoice?" went to
            # no area, unsure): the answer stays, and says what it did not look at, or where
            # turn.read_first found nothing (one that is no answer, a raw tool result, is
            # replaced below as any other)
            looked = state.searched or state.unsure
            areas = [say(f"area.{area}", state.language) for area in sorted(looked)]
            self._verdict(state, "answer.unsure_unchecked", Action.REWRITE,
                          f"nothing of {', '.join(sorted(looked))} was "
                          + ("found" if state.searched else "read"))
            line = "answer.unsure_found_nothing" if state.searched \
                else "answer.unsure_not_checked"
            return self._finish(history, parsed.content, parsed.thinking, state,
                                f"{said}\n\n" + say(line, state.language,
                                                     areas=join(areas, state.language)))
        return self._finish(history, parsed.content, parsed.thinking, state)

    def _not_an_echo(self, parsed: ParsedOutput, state: _TaskState) -> ParsedOutput:
        """The model's words without the loop's own ``[Now: …]`` line copied from the
        request, and with nothing left when all it wrote is the request itself (a small model
        parrots it): the answer policies then treat it as the non-answer it is."""
        text = parsed.content
        kept = NOW_LINE.sub("", text.lstrip(), count=1)
        parroted = kept != text.lstrip()  # the prompt's own line came back: copied, not said
        if parroted and self.policies.on("answer.no_internal_text"):
            self._verdict(state, "answer.no_internal_text", Action.REWRITE, "the [Now] line")
            text = kept
        # "Good morning" answered "Good morning!" is an answer; a request about the user's
        # data (its words or meaning name an area) said back, a question said back ("Une
        # araignée a combien de pattes ?"), or the prompt copied, is not
        about_data = bool(state.areas or state.not_set_up)
        if _folded(text) and _folded(text) == _folded(state.request) and \
                (parroted or about_data or state.asked) \
                and self.policies.on("answer.not_empty"):
            text = ""  # answer.not_empty's own check then finds it empty (one verdict)
        return parsed if text == parsed.content else replace(parsed, content=text)

    def _give_up(self, message: str, history: list[dict[str, Any]], state: _TaskState) -> str:
        """The model did not finish: when calls ran or were answered, the outcomes (and what
        the reads found) are the answer, said to be unfinished; otherwise the notice is the
        answer (never an empty one), with the calls that could not be made."""
        if not any(step.status not in (CallStatus.REPEATED, CallStatus.INVALID)
                   or not step.proposal for step in state.steps):
            tried = answer_from_outcomes([s for s in state.steps if s.proposal], state.language)
            return self._finish(history, "", "", state,
                                f"{message}\n\n{tried}" if tried else message)
        answer = (f"{say('answer.unfinished', state.language)}\n\n"
                  f"{answer_from_outcomes(state.steps, state.language)}")
        return self._finish(history, "", "", state, answer)

    def _begin(self, history: list[dict[str, Any]], user_text: str, task: TaskContext,
               now: datetime | None, state: _TaskState) -> int:
        """Add the user's message (after the system prompt of a new conversation), behind the
        date and time and the dates its day words mean (``turn.day_dates``); returns where
        this task's messages start."""
        if not history:
            history.extend(self.new_history())
        # Untrusted content read in an earlier task is still in the model's context: its
        # warning, and the end of every allowance, last as long as it does.
        for provenance in untrusted_in(history):
            if provenance not in task.untrusted:
                task.untrusted.append(provenance)
        first = len(history)
        here = zoned(now, self.config.time_zone)[0]
        named = named_days(user_text, here, state.language)
        if not named:  # "set an alarm for 7:30 that day": the day the last exchange named
            pointed = self._day_pointed_at(history, user_text, here, state.language)
            named = [pointed] if pointed is not None else []
        state.said_days = tuple(n.day for n in named)
        if not self.policies.on("turn.day_dates"):
            named = []
        state.days = tuple(n.day for n in named)
        hints = date_hints(named)
        if hints:
            self._verdict(state, "turn.day_dates", Action.CONSTRAIN)
        line = context_line(here, self.config.time_zone, hints=hints)
        history.append({"role": "user", "content": f"{line}\n{user_text}"})
        return first

    @staticmethod
    def _day_pointed_at(history: list[dict[str, Any]], user_text: str, now: datetime,
                        language: str) -> NamedDay | None:
        """The day a request points back at ("that day", "ce jour-là", "那天"): the one day
        the last answer names, else the one day from today on that the last task's reads
        name (app/agent/days.py ``day_referred``). An answer the app wrote says what was
        searched ("List events today…: 0 events"), and a failed or refused call's text
        echoes the call: neither counts."""
        last = next((i for i in range(len(history) - 1, -1, -1)
                     if history[i].get("role") == "user"), -1)
        if last < 0:
            return None
        exchange = history[last + 1:]
        # the exchange's answer, when the model wrote it (not its calls before it)
        final: Mapping[str, Any] = next(
            (m for m in reversed(exchange) if m.get("role") == "assistant"), {})
        answer = "" if final.get(APP_ANSWER_KEY) or final.get("tool_calls") \
            else str(final.get("content") or "")
        # read only when the request points back at a day (most requests do not)
        read = (shown_of_result(m.get("content")) for m in exchange
                if m.get("role") == "tool" and not m.get(REFUSED_KEY))
        return day_referred(user_text, now, language, answer, read)

    def _record(self, history: list[dict[str, Any]], outcomes: list[CallOutcome],
                errors: Sequence[str]) -> None:
        """What the calls gave, and the calls that could not be read, for the model."""
        for outcome in outcomes:
            history.append(self._tool_message(outcome))
        for error in errors:
            history.append({"role": "tool", "content": json.dumps(
                {"status": "error", "message": to_model("model.unreadable_call", error=error)})})

    def _turn_that_fits(self, history: list[dict[str, Any]], first: int,
                        tools: list[dict[str, Any]], options: GenerationOptions,
                        task: TaskContext, emit: Sink) -> tuple[TurnResult, int]:
        """One model turn; when the conversation no longer fits, its oldest exchanges are set
        aside first (the user is told). Returns the turn and where this task now starts."""
        try:
            return self._model_turn(history, tools, options, task, emit), first
        except ContextOverflowError as err:
            turns, removed = self._set_aside_oldest(history, first, err)
            if not removed:
                raise
            emit(ev.SetAsideEvent(turns, removed))
            first -= removed
            return self._model_turn(history, tools, options, task, emit), first

    def _set_aside_oldest(self, history: list[dict[str, Any]], first: int,
                          err: ContextOverflowError) -> tuple[int, int]:
        """Remove the oldest whole exchanges (a user turn and what followed it) before this
        task's, until the prompt would use about half the context: the cut then stays put
        for the next several messages, so their prompt is still reused. Returns (exchanges,
        messages) removed; (0, 0) when there is nothing older to remove."""
        starts = [i for i in range(1, first) if history[i].get("role") == "user"] + [first]
        if len(starts) < 2 or starts[0] != 1:
            return 0, 0
        counter = self.backend if isinstance(self.backend, CountsTokens) else None

        def size(message: dict[str, Any]) -> int:
            text = str(message.get("content") or "") + json.dumps(message.get("tool_calls") or "")
            return 8 + (counter.count_tokens(text) if counter is not None else len(text) // 3)

        sizes = [sum(size(m) for m in history[a:b]) for a, b in zip(starts, starts[1:],
                                                                     strict=False)]
        if err.prompt_tokens - sum(sizes) > err.n_ctx - 256:
            return 0, 0  # this task's own messages do not fit: setting aside would not help
        excess = err.prompt_tokens - err.n_ctx // 2
        freed, turns = 0, 0
        while turns < len(sizes) and freed < excess:
            freed += sizes[turns]
            turns += 1
        removed = starts[turns] - 1
        del history[1:starts[turns]]
        log.info("set aside the oldest %d exchanges (%d messages)", turns, removed)
        return turns, removed

    def _make_room(self, history: list[dict[str, Any]], first: int, user_text: str,
                   err: ContextOverflowError, language: str = DEFAULT_LANGUAGE) -> str:
        """The prompt no longer fits: keep the conversation usable, and say what to do.

        When the user's new message itself overflows, it is not kept (every later message
        would fail the same way). When this task's tool results filled the context, their
        text is left out of it (what was done stays on record).
        """
        if len(history) == first + 1:  # only the new user message was added
            del history[first:]
            size = (self.backend.count_tokens(user_text) if isinstance(self.backend, CountsTokens)
                    else len(user_text) // 4)
            if size > err.n_ctx // 2:
                return say("overflow.message", language, size=f"{size / 1000:.1f}",
                           limit=f"{err.n_ctx / 1000:.0f}")
            return say("overflow.conversation", language, used=f"{err.prompt_tokens:,}",
                       limit=f"{err.n_ctx:,}")
        for message in history[first:]:
            if message.get("role") == "tool" and len(str(message.get("content"))) > 200:
                message["content"] = json.dumps({"status": "ok",
                                                 "message": to_model("model.left_out")})
        return say("overflow.results", language, used=f"{err.prompt_tokens:,}",
                   limit=f"{err.n_ctx:,}")

    def _finish(self, history: list[dict[str, Any]], text: str, thinking: str,
                state: _TaskState, answer: str = "", show_found: bool = True) -> str:
        """End the task with an honest answer (the honesty policies of
        app/agent/endings.py), or ``answer``; an answer the outcomes wrote shows what the
        reads found (unless ``show_found`` is off: a settled task's answer is what it did)."""
        if not answer:
            failed = failed_check(text, state.steps, self.policies.on)
            if failed:
                self._verdict(state, failed, Action.REWRITE)
                answer = answer_from_outcomes(self._answering(state), state.language)
            else:
                answer = text
        replaced = answer != text
        shown = answer
        if replaced:
            # The model reads next what the user saw, not the text that was replaced; what
            # the reads found is shown below it but not put in the model's own mouth (it is
            # someone else's words: the model has it, marked, in the tool results).
            if history and history[-1].get("role") == "assistant" and text:
                history[-1] = {**history[-1], "content": answer, APP_ANSWER_KEY: True}
            else:
                history.append({"role": "assistant", "content": answer, APP_ANSWER_KEY: True})
            shown = with_findings(answer, state.steps) if show_found else answer
        state.emit(ev.AnswerEvent(shown, thinking, replaced=replaced))
        return shown

    @staticmethod
    def _answering(state: _TaskState) -> list[Step]:
        """The steps an answer written from the outcomes tells. For a question, when a read
        found something (the device's status, a mail), not a change refused before the user
        saw it, nor a read that found nothing (the app's searches elsewhere): what was read
        answers it. Otherwise every step."""
        if not state.asked or not any(
                s.status == CallStatus.DONE and not s.side_effect and not s.empty
                for s in state.steps):
            return state.steps
        return [s for s in state.steps if not s.empty
                and not (s.status == CallStatus.INVALID and not s.proposal)]

    # -- one step ---------------------------------------------------------------------------
    def _model_turn(
        self,
        history: list[dict[str, Any]],
        tools: list[dict[str, Any]],
        options: GenerationOptions,
        task: TaskContext,
        emit: Sink,
    ) -> TurnResult:
        splitter: StreamSplitter | None = None

        def on_text(piece: str) -> None:
            nonlocal splitter
            if splitter is None:
                splitter = StreamSplitter(thinking_open=options.enable_thinking)
            for kind, text in splitter.feed(piece):
                if kind == "content":
                    emit(ev.TokenEvent(text))
                elif kind == "thinking":
                    emit(ev.ThinkingEvent(text))

        reader = self.backend if isinstance(self.backend, ReportsReading) else None
        if reader is not None:  # a long prompt: the window shows how far the model has read
            reader.listen_to_reading(lambda done, total: emit(ev.ReadingEvent(done, total)))
        try:
            turn = self.backend.chat_turn(history, tools, options, task.cancel, on_text)
        finally:
            if reader is not None:
                reader.listen_to_reading(None)
        if splitter is not None:
            for kind, text in splitter.finish():
                if kind == "thinking":
                    emit(ev.ThinkingEvent(text))
        return turn

    def _parse(self, turn: TurnResult) -> ParsedOutput:
        if turn.native_calls:
            parsed = parse_output(turn.text, turn.thinking_open)
            calls = tuple(ParsedCall(c["name"], c["arguments"]) for c in turn.native_calls)
            return ParsedOutput(parsed.content, parsed.thinking, calls + parsed.calls,
                                parsed.errors)
        return parse_output(turn.text, turn.thinking_open)

    @staticmethod
    def _assistant_message(turn: TurnResult) -> dict[str, Any]:
        message: dict[str, Any] = {"role": "assistant", "content": turn.text}
        if turn.native_calls:
            message["tool_calls"] = [_tool_call(f"call_{i}", c["name"], c["arguments"])
                                     for i, c in enumerate(turn.native_calls)]
        return message

    @staticmethod
    def _strip_marks(requests: list[CallRequest]) -> None:
        """The loop's untrusted-content marker copied into a value is taken out: the loop's
        own words never reach a tool or the confirmation card (a search "From Dan: Planning
        meeting" followed by the marker's end keeps its words)."""
        for request in requests:
            if not isinstance(request.arguments, dict):
                continue
            for name, value in list(request.arguments.items()):
                if isinstance(value, str) and _MARK_COPY.search(value):
                    request.arguments[name] = " ".join(
                        _MARK_COPY.sub(" ", value).split()).strip(" :")

    def _invented(self, requests: list[CallRequest], evidence: str,
                  offered: set[str], language: str = DEFAULT_LANGUAGE
                  ) -> dict[str, CallOutcome]:
        """Calls of a tool this request was not offered (written as text, or by a backend
        without a grammar: a deletion the user never spoke of), or whose recipient or id
        appears nowhere in ``evidence`` (app/agent/grounding.py): refused before anyone sees
        them."""
        refused = {}
        for request in requests:
            if request.name not in self.registry or not isinstance(request.arguments, dict):
                continue
            if self.router is not None and request.name not in offered:
                log.info("not proposed, not offered: %s", request.name)
                refused[request.call_id] = CallOutcome(
                    request.call_id, request.name, request.arguments, CallStatus.INVALID,
                    json.dumps({"status": "error", "message": to_model(
                        "model.not_offered", name=request.name,
                        offered=", ".join(sorted(offered)) or to_model("model.none_offered"))}),
                    summary=say("refusal.not_offered", language,
                                proposal=self._proposal(request)[0]),
                    invented=True, correctable=True, not_offered=True)
                continue
            tool = self.registry.get(request.name)
            missing = leave_out_made_up(tool, request.arguments, evidence)
            if missing:
                log.info("not proposed, invented %s: %s", request.name, missing)
                text, line = refusal(missing, evidence, language)
                address = any("@" in value for value in missing)
                # a made-up address is set right only with one the user gave; else the
                # user is asked (words only)
                refused[request.call_id] = CallOutcome(
                    request.call_id, request.name, request.arguments, CallStatus.INVALID, text,
                    summary=line, invented=True,
                    correctable=not address or bool(addresses_said(evidence)),
                    look_up=not address and any(clock_of(v) is None for v in missing))
        return refused

    def _run_calls(self, parsed: ParsedOutput, task: TaskContext, state: _TaskState,
                   history: list[dict[str, Any]], offered: set[str],
                   by_app: bool = False) -> list[CallOutcome]:
        """Review and run a turn's calls, each kept as a step; ``by_app``: reads the app
        itself made from the request's words (turn.read_first, turn.read_named), which only
        the safety policies review."""
        requests = [CallRequest(call.name, call.arguments) for call in parsed.calls]
        self._strip_marks(requests)
        evidence = evidence_of(history, self.config.known_values)
        invented = self._invented(requests, evidence, offered, state.language)
        for outcome in invented.values():
            self._verdict(state, "calls.offered_only" if outcome.not_offered
                          else "calls.grounded", Action.REFUSE, outcome.name)
        if self.policies.on("calls.question_asks_no_change") and not by_app:
            self._refuse_unasked_changes(requests, invented, offered, state)
        if self.policies.on("calls.look_up_made_up_id") and not by_app:
            self._look_up(invented, task, state)
        if self.policies.on("calls.unasked_filters") and not by_app:
            self._leave_out_unasked(requests, invented, evidence, state)
        # Small models often repeat a call that already succeeded instead of answering. The
        # repeat is not run again (a second email must never go out by accident); the model
        # is given the earlier result and asked to answer.
        repeats: dict[str, CallOutcome] = {}
        fresh: list[CallRequest] = []
        for request in requests:
            if request.call_id in invented:
                continue
            if _call_key(request) in state.done_calls:
                # The same call again after it ran, failed or was declined: it is neither run
                # nor asked about again (no nagging). A short result: the earlier one is
                # already in the context, and an instruction here is what small models copy
                # into their answer.
                self._verdict(state, "calls.no_repeat", Action.REFUSE, request.name)
                repeats[request.call_id] = CallOutcome(
                    request.call_id, request.name,
                    request.arguments if isinstance(request.arguments, dict) else {},
                    CallStatus.REPEATED,
                    json.dumps({"status": "already_done",
                                "message": to_model("model.repeated")}),
                    summary="Already tried; not repeated",
                )
            else:
                fresh.append(request)
        proposals = {request.call_id: self._proposal(request) for request in requests}
        for request in fresh:
            effect = self.registry.get(request.name).effect.value \
                if request.name in self.registry else "unknown"
            state.emit(ev.ToolProposedEvent(request.call_id, request.name, request.arguments,
                                            effect, proposals[request.call_id][0]))
        ran = {o.call_id: o for o in self.runner.run_calls(fresh, task, state.emit)} \
            if fresh else {}
        for request in fresh:
            if ran[request.call_id].status in (CallStatus.DONE, CallStatus.DENIED,
                                               CallStatus.FAILED):
                state.done_calls.add(_call_key(request))
        for outcome in repeats.values():
            state.emit(outcome.event())
        outcomes = [ran.get(r.call_id) or repeats.get(r.call_id) or invented[r.call_id]
                    for r in requests]
        for outcome in outcomes:  # a failure's summary is its message (runner.py)
            proposal, side_effect = proposals[outcome.call_id]
            if outcome.invented:  # the user never saw it: no proposal to name
                proposal, side_effect = "", False
            read = outcome.result if outcome.status == CallStatus.DONE and not side_effect \
                else None
            state.steps.append(Step(self._in_their_language(proposal, state.language),
                                    outcome.status,
                                    self._in_their_language(outcome.summary, state.language),
                                    side_effect,
                                    findings(read.content, state.language)
                                    if read is not None else "",
                                    outcome.unchanged,
                                    empty=read is not None and found_nothing(read.content)))
            if outcome.status == CallStatus.DONE and not side_effect \
                    and outcome.name in self.registry:
                state.read_areas.add(self.registry.get(outcome.name).connector)
        return outcomes

    def _refuse_unasked_changes(self, requests: Sequence[CallRequest],
                                refused: dict[str, CallOutcome], offered: set[str],
                                state: _TaskState) -> None:
        """A question ("dec 3 plans?") asks for no change: a side-effect call of a tool that
        comes with its area (an event, a file written) that the request's words do not name,
        in any shipped language, is refused before anyone sees it, and the model is told to
        read instead: the next turn's grammar allows only the offered reads, or words (told
        so, the stand-in wrote the same call three times). Not for a polite request put as a
        question ("could you …?", "kannst du …?": the lexicon's ``request.polite``), nor for
        a request in a language with no lexicon (its words could name the tool unseen). A
        tool offered only when named, or whose words the request has, is asked for (its
        words were there) unless the change sets what the question does not give: an on or
        off, a number it does not say ("how bright is my screen?" → 50 %; grounding.py
        ``state_asked``): that question asks about the setting's state, and the reads of the
        tool's own area (the device's status) are offered with the others."""
        if self.router is None or not state.asked or state.language not in SHIPPED \
                or LEXICON.matches("request.polite", state.request):
            return
        readers = [tool for tool in self.registry
                   if tool.name in offered and not tool.effect.has_side_effect]
        own_reads: list[Tool] = []  # of a setting's area, offered from the next turn on
        for request in requests:
            if request.call_id in refused or request.name not in self.registry:
                continue
            tool = self.registry.get(request.name)
            if not tool.effect.has_side_effect:
                continue
            named = bool(tool.topics) or self.router.names(tool.name, state.request)
            if named and not state_asked(tool, request.arguments, state.request):
                continue
            if named:  # its state is read in its own area
                own_reads += [t for t in self.registry if t.connector == tool.connector
                              and not t.effect.has_side_effect and t not in readers
                              and t not in own_reads]
            self._verdict(state, "calls.question_asks_no_change", Action.REFUSE, tool.name)
            state.only = readers + own_reads
            reads = ", ".join(t.name for t in state.only)
            refused[request.call_id] = CallOutcome(
                request.call_id, request.name,
                request.arguments if isinstance(request.arguments, dict) else {},
                CallStatus.INVALID, json.dumps({"status": "error", "message": to_model(
                    "model.question_no_change", name=tool.name,
                    reads=reads or to_model("model.none_offered"))}),
                summary=say("refusal.question", state.language, proposal=self._in_their_language(
                    self._proposal(request)[0], state.language)),
                invented=True, correctable=True)

    def _leave_out_unasked(self, requests: Sequence[CallRequest],
                           invented: Mapping[str, CallOutcome], evidence: str,
                           state: _TaskState) -> None:
        """A read's filters that the conversation (``evidence``) never gave are left out
        before anyone sees the call (app/agent/grounding.py ``leave_out_unasked``)."""
        for request in requests:
            if request.call_id in invented or request.name not in self.registry \
                    or not isinstance(request.arguments, dict):
                continue
            left_out = leave_out_unasked(self.registry.get(request.name), request.arguments,
                                         evidence, state.said_days)
            if left_out:
                self._verdict(state, "calls.unasked_filters", Action.CHANGE,
                              f"{request.name}: {', '.join(left_out)}")

    def _in_their_language(self, text: str, language: str) -> str:
        """A connector's sentence in the request's language, for an answer the app writes
        from the outcomes (AgentConfig.phrases); as written without a way to translate."""
        phrases = self.config.phrases
        return phrases(text, language) if phrases is not None and text else text

    def _nudged_after_words(self, history: list[dict[str, Any]], parsed: ParsedOutput,
                            offered: Sequence[Tool], state: _TaskState) -> bool:
        """The model answered in words while the request's own words still ask for an action
        and nothing was asked of the user yet ("forward it to accounting@…" or "Bórralo"
        after the last answer found the mail; "send it to bob@…" after a file was read): its
        words are set aside and it gets one more turn whose grammar allows only the calls
        those words name (``turn.nudge_pending_action``); the call still goes to the user.
        Only when something was read to act on, earlier in the conversation or in this task,
        and the model never tried that call in the task (a refused one is not asked for
        again); not an answer that asks the user something back ("which one?"); once a task (also
        after a repeated read's nudge, which allowed words)."""
        if state.nudged_words or not self.policies.on("turn.nudge_pending_action") \
                or asks(parsed.content) or not (state.read_before or state.read_areas):
            return False
        pending = self._pending_actions(state, offered, state.steps)
        tried = {str(m.get("name")) for m in history[state.first:] if m.get("role") == "tool"}
        if not pending or tried & set(pending):  # it tried (refused: a time no one gave)
            return False
        state.nudged = state.nudged_words = state.calls_only = True
        state.only = [tool for tool in offered if tool.name in pending]
        history.pop()  # the words (a claim of what did not happen, or nothing) are not kept
        self._verdict(state, "turn.nudge_pending_action", Action.CONSTRAIN,
                      f"answered in words, still asked for: {', '.join(pending)}")
        return True

    def _act_on_last_found(self, offered: Sequence[Tool], state: _TaskState) -> None:
        """A request that names an action on what a read finds and names nothing else to
        find ("archive it", "Archivier ihn.", "Bórralo.", "把它归档。": without the action's
        words, in any shipped language, and the words that point back, the lexicon's
        ``ref.pronoun``, no word of a search is left), when an earlier message's read of
        that area worked: the first turn's grammar allows only those actions' calls
        (``turn.act_on_last_found``). A small model otherwise searched for the action's own
        words ("archive-la") and acted on whatever that found. The id still has to be one
        the conversation gave (``calls.grounded``), and the call goes to the user."""
        if self.router is None or not state.read_before:
            return
        pending = set(self._pending_actions(state, offered, ()))
        acts = [tool for tool in offered if tool.name in pending and tool.finder
                and tool.connector in state.read_before]
        if not acts or any(self._names_more(tool.name, state.request) for tool in acts):
            return
        state.only, state.calls_only = acts, True
        self._verdict(state, "turn.act_on_last_found", Action.CONSTRAIN,
                      ", ".join(tool.name for tool in acts))

    def _names_more(self, name: str, text: str) -> bool:
        """Whether ``text`` names something to find besides the action (tool ``name``) and
        the words that point back at what was found ("it", "ihn", "它")."""
        assert self.router is not None
        left = self.router.without_own_words(name, text)
        for language in written_in(text):
            pointer = LEXICON.pattern("ref.pronoun", language)
            left = left if pointer is None else pointer.sub(" ", left)
        return bool(search_words(left, LEXICON))

    def _pending_actions(self, state: _TaskState, offered: Sequence[Tool],
                         steps: Sequence[Step]) -> list[str]:
        """The offered side-effect tools that act on something a read finds (they have a
        finder) and that this request's own words name ("archive" names mail_move), while no
        side effect of the task has happened or been declined yet; when it names none of
        those, a write or a send it names ("email bob@example.org: see you at noon", "ping
        Bob that I'm late": mail_send acts on nothing found; the address of a name is found
        by the tool). None for a question that is not a polite request ("did Olga answer
        about the lessons?" names mail_reply, "did Bob email me?" mail_send: they ask what
        happened; "could you archive it?" asks for the archiving, the lexicon's
        ``request.polite``). Not a device switch whose word is only a noun here ("tell me the
        wifi password" named system_set_wifi)."""
        if self.router is None or any(s.side_effect for s in steps):
            return []
        if state.asked and not LEXICON.matches("request.polite", state.request):
            return []
        named = [t for t in self.router.named_tools(state.request, offered)
                 if t.effect.has_side_effect]
        on_found = [t.name for t in named if t.finder]
        if on_found or state.asked:  # "could you email Bob?": what a read finds only
            return on_found
        return [t.name for t in named if t.effect in (Effect.WRITE, Effect.SEND)]

    def _look_up(self, refused: dict[str, CallOutcome], task: TaskContext,
                 state: _TaskState) -> None:
        """A made-up id ("forward email 12345" before any search): told to look it up, a
        small model writes the same id again, or searches for "12345". The app looks up what
        the request is about with the tool's finder instead (a read, through the gate like
        every call, shown as a card), from the request's words without the action's own
        ("the invoice" of "forward the invoice email"), and the refusal carries what it found:
        the next call can use a real id. Once per finder and task."""
        for call_id, outcome in list(refused.items()):
            tool = self.registry.get(outcome.name)
            if (not outcome.look_up or not tool.finder or tool.finder in state.looked_up
                    or tool.finder not in self.registry):
                continue
            state.looked_up.add(tool.finder)
            self._verdict(state, "calls.look_up_made_up_id", Action.LOOK_UP, tool.finder)
            user_text, emit, steps = state.request, state.emit, state.steps
            finder = self.registry.get(tool.finder)
            words = user_text if self.router is None else \
                self.router.without_own_words(tool.name, user_text)
            request = CallRequest(finder.name, dict(finder.lookup(words, state.days))
                                  if finder.lookup else {})
            proposal = self._proposal(request)[0]
            emit(ev.ToolProposedEvent(request.call_id, finder.name, request.arguments,
                                      finder.effect.value, proposal))
            found = self.runner.run_calls([request], task, emit)[0]
            shown = findings(found.result.content, state.language) \
                if found.ok and found.result else ""
            steps.append(Step(self._in_their_language(proposal, state.language), found.status,
                              self._in_their_language(found.summary, state.language), False,
                              shown))
            if not found.ok:
                continue
            message = json.loads(outcome.text)["message"].replace(
                to_model("model.look_it_up"), to_model("model.looked_up", finder=finder.name))
            refused[call_id] = replace(outcome, untrusted=found.untrusted, text=json.dumps({
                "status": "error", "message": message,
                "found": json.loads(found.text).get("result")}, ensure_ascii=False))

    def _proposal(self, request: CallRequest) -> tuple[str, bool]:
        """(the one-line summary of a proposed call, whether it has a side effect)."""
        if request.name not in self.registry:
            return request.name, False
        tool = self.registry.get(request.name)
        summary = tool.name
        if isinstance(request.arguments, dict):
            try:
                summary = tool.summary_for(request.arguments)
            except Exception:  # a summary of unvalidated arguments may fail: the name does
                summary = tool.name
        return summary, tool.effect.has_side_effect

    def _tool_message(self, outcome: CallOutcome) -> dict[str, Any]:
        text = truncate_for_model(outcome.text, self.config.max_tool_result_chars)
        message: dict[str, Any] = {"role": "tool", "content": text,
                                   "tool_call_id": outcome.call_id, "name": outcome.name}
        if outcome.invented:  # never run nor shown: not a tool the conversation used
            message[REFUSED_KEY] = True
        if outcome.untrusted is not None:
            # describe() folds line breaks and control characters: a crafted file name or
            # subject cannot start a line (or a turn) of its own here.
            message["content"] = (
                f"{to_model('model.untrusted', source=outcome.untrusted.describe())}\n{text}")
            message["untrusted"] = outcome.untrusted.to_dict()
        return message
