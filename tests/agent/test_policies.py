"""Issue 25: the agent's rules are a declared table of named policies.

One table of situations per policy: a request, what the (scripted) model writes, and the
verdict the policy must give — or that it must stay silent. A last test makes sure every
declared policy has rows here, so a new rule cannot come without its table.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime
from typing import Any

import pytest

from app.agent import events as ev
from app.agent.catalog import CatalogEntry
from app.agent.loop import Agent, AgentConfig
from app.agent.meaning import Meaning, Rendered
from app.agent.messages import say
from app.agent.policies import (
    BY_NAME,
    POLICIES,
    PROFILES,
    Action,
    Kind,
    Policies,
    PolicyError,
    profile_of,
)
from app.agent.registry import ToolRegistry
from app.agent.routing import APP_ANSWER_KEY, ToolRouter
from app.agent.runner import ToolRunner
from connectors.base import Effect, Tool, ToolResult
from connectors.mail.errors import MailError
from tests.agent.test_loop import SEND, call
from tests.support.doubles import Recorder, ScriptedBackend, ScriptedConfirmer, read_tool, send_tool

# -- the table of profiles ------------------------------------------------------------------


def test_safety_policies_are_on_in_every_profile_and_cannot_be_switched_off() -> None:
    safety = {p.name for p in POLICIES if p.kind == Kind.SAFETY}
    assert safety == {"route.own_words", "calls.offered_only", "calls.grounded",
                      "calls.no_repeat"}
    for profile in PROFILES:
        assert safety <= Policies(profile).enabled
    for name in safety:
        with pytest.raises(PolicyError, match="cannot be switched off"):
            Policies("small", without=(name,))


@pytest.mark.parametrize(("profile", "without", "on", "off"), [
    ("small", (), set(BY_NAME), set()),
    ("capable", (), {"answer.no_false_claim", "answer.read_before_claim", "route.meaning",
                     "answer.not_empty"},
     {"answer.end_when_settled", "calls.look_up_made_up_id", "turn.nudge_pending_action"}),
    ("small", ("route.meaning", "turn.nudge_pending_action"), {"answer.end_when_settled"},
     {"route.meaning", "turn.nudge_pending_action"}),
])
def test_a_profile_picks_the_policies(profile: str, without: tuple[str, ...], on: set[str],
                                      off: set[str]) -> None:
    policies = Policies(profile, without)
    assert all(policies.on(name) for name in on)
    assert not any(policies.on(name) for name in off)


@pytest.mark.parametrize(("profile", "without", "message", "german"), [
    ("huge", (), "no policy profile 'huge'", "kein Richtlinienprofil „huge“"),
    ("small", ("answer.be_nice",), "no policy answer.be_nice", "keine Richtlinie answer.be_nice"),
])
def test_an_unknown_name_is_a_clear_error(profile: str, without: tuple[str, ...],
                                          message: str, german: str) -> None:
    """... in the user's language too (what `botpsy chat --profile` prints)."""
    from app.ui.i18n import Terminal
    from connectors.base import said

    with pytest.raises(PolicyError, match=message) as raised:
        Policies(profile, without)
    assert german in Terminal("de").localized(said(raised.value))


@pytest.mark.parametrize(("entry_profile", "override", "expected"), [
    (None, "", "small"),  # a file of the user's own
    ("capable", "", "capable"),  # the catalogue says
    ("capable", "small", "small"),  # Settings or --profile say otherwise
    ("nonsense", "", "small"),
])
def test_the_profile_comes_from_the_catalogue_entry_unless_overridden(
        entry_profile: str | None, override: str, expected: str) -> None:
    entry = None if entry_profile is None else CatalogEntry(
        "x", "X", "r", "main", "x.gguf", 1, None, entry_profile)
    assert profile_of(entry, override) == expected


# -- situations -> verdicts -------------------------------------------------------------------


@dataclass
class Situation:
    """One row: a request, the model's turns, and the verdicts expected of one policy."""

    policy: str
    request: str
    turns: list[str]
    expected: list[Action]  # the policy's verdicts, in order ([]: it must stay silent)
    answer: str = ""  # a part of the answer, when the row is about the answer
    without: tuple[str, ...] = ()
    profile: str = "small"
    approve: bool = True
    meaning: set[str] = field(default_factory=set)
    history: list[dict[str, Any]] = field(default_factory=list)
    actions: set[str] = field(default_factory=set)  # the tools routing by meaning picks
    unsure: set[str] = field(default_factory=set)  # it says none, unsure, leaning to these
    words: str = ""  # the request's search words in the data's language, as the model says
    own: set[str] = field(default_factory=set)  # a question of the user's own records: these
    files: bool = False  # the registry has a files read too (that finds nothing but "found")


class FakeMeaning:
    """Routing by meaning, scripted: what it says a request needs (its areas, and the tools
    of an area's actions); what it was asked."""

    def __init__(self, areas: set[str], actions: set[str] | None = None,
                 unsure: set[str] | None = None, words: str = "",
                 own: set[str] | None = None, picks: str = "") -> None:
        self.result = frozenset(areas)
        self.own_areas = frozenset(own or ())
        self.asked_own: list[str] = []
        self.tools = frozenset(actions or ())
        self.leaning = frozenset(unsure or ())
        self.words = words
        self.picks = picks  # the words it picks among the data's (those the data has)
        self.asked: list[str] = []
        self.asked_actions: list[tuple[str, str]] = []
        self.asked_words: list[tuple[str, str]] = []
        self.vocabularies: list[tuple[str, ...]] = []

    def areas(self, request: str) -> Meaning:
        self.asked.append(request)
        none = 0.0 if self.result else 0.7 if self.leaning else 1.0
        return Meaning(self.result, 12, 2, 0.01, ", ".join(sorted(self.result)) or "none",
                       none=none, leaning=frozenset() if self.result else self.leaning)

    def actions(self, area: str, request: str, before: str = "") -> Meaning:
        self.asked_actions.append((area, f"{before} | {request}" if before else request))
        return Meaning(frozenset({area}), 9, 0, 0.01, "", self.tools)

    def own(self, request: str) -> Meaning:
        self.asked_own.append(request)
        return Meaning(self.own_areas, 11, 0, 0.01, "records" if self.own_areas else "anyone")

    def search_words(self, request: str, language: str,
                     vocabulary: tuple[str, ...] = ()) -> Rendered:
        self.asked_words.append((request, language))
        if vocabulary:  # picked among the data's words: those of ``picks`` it may write
            self.vocabularies.append(vocabulary)
            return Rendered(" ".join(w for w in self.picks.split() if w in vocabulary),
                            language, 7, 1, 0.01)
        return Rendered(self.words, language, 7, 3, 0.01)


#: the days each lookup of the search below was given
LOOKED_UP: list[tuple[date, ...]] = []


class _Searching(Recorder):
    """The search below: what it was called with; a Spanish word finds nothing in the
    (English) mail."""

    def __call__(self, **kwargs: Any) -> ToolResult:
        found = super().__call__(**kwargs)
        return ToolResult([]) if "fontanero" in str(kwargs.get("query")) else found


SEARCHED = _Searching([{"id": 3, "subject": "Invoice"}])


class _Shelf(Recorder):
    """A read of another area (a shelf of documents): it finds something only in the folder
    "found"."""

    def __call__(self, **kwargs: Any) -> ToolResult:
        super().__call__(**kwargs)
        return ToolResult([{"name": "booking.pdf"}] if kwargs.get("folder") == "found" else [])
#: what the mail is written in (the search's samples): English
INBOX = ["Invoice 1043. The total is 120 EUR, due on Friday.",
         "Garden plan. Hi Alice, shall we plant the roses on Saturday?"]


def _tools(files: bool = False) -> tuple[ToolRegistry, Recorder, Recorder]:
    sender, reader = Recorder({"message_id": "<1@x>"}), Recorder({"subject": "Hi", "body": "x"})
    search = replace(read_tool(SEARCHED, "mail_search"),
                     connector="mail", parameters={"type": "object", "properties": {
                         "query": {"type": "string"}, "folder": {"type": "string"},
                         "since": {"type": "string"}, "unread": {"type": "boolean"}}},
                     lookup=lambda words, days: LOOKED_UP.append(days) or {"query": "invoice"},
                     filters=("query", "since"), filter_words=("mail.unread",),
                     flags=(("unread", "mail.unread"),),
                     # a person the user's mail knows, called by name: here, Olga only
                     named=lambda words, days: {"sender": "Olga"} if "Olga" in words else {},
                     named_routes=True, samples=lambda: INBOX)
    forward = replace(send_tool(Recorder({"ok": True}), "mail_forward"), connector="mail",
                      grounded=("id", "to"), finder="mail_search", topics=(r"forward\w*",),
                      parameters={"type": "object", "required": ["id", "to"], "properties": {
                          "id": {"type": "integer"},
                          "to": {"type": "array", "items": {"type": "string"}}}})
    # an action on what the search finds, that names nothing to send or where
    move = Tool("mail_move", "Move a message to a mailbox.", {"type": "object", "properties": {
        "id": {"type": "integer"}, "to_mailbox": {"type": "string"}},
        "required": ["id", "to_mailbox"]}, Effect.WRITE,
        lambda **a: ToolResult({"moved": a["id"]}), summarize=lambda a: f"Move #{a['id']}",
        connector="mail", grounded=("id",), finder="mail_search", topics=(r"archiv\w*",))
    # the device's tools are each offered only when named (or picked by route.actions)
    alarm = Tool("system_set_timer", "Set a timer.", {"type": "object", "properties": {
        "minutes": {"type": "integer"}}, "required": ["minutes"]},
        read_tool(Recorder()).effect, lambda **a: ToolResult("ok"), connector="system",
        topics=(r"timers?\b",))
    # the device's state: it holds none of the user's records (a bill, a code)
    status = replace(read_tool(Recorder({"wifi": "on", "volume_percent": 50}), "system_status"),
                     connector="system", parameters={"type": "object", "properties": {}},
                     topics=(r"wi-?fi\b",), holds_records=False)
    volume = Tool("system_set_volume", "Set the volume.", {"type": "object", "properties": {
        "percent": {"type": "integer"}}, "required": ["percent"]}, Effect.DEVICE,
        lambda **a: ToolResult({"volume": a["percent"]}), summarize=lambda a: "Set the volume",
        connector="system", topics=(r"volume\b",))
    wifi = Tool("system_set_wifi", "Turn the Wi-Fi on or off.", {"type": "object", "properties": {
        "on": {"type": "boolean"}}, "required": ["on"]}, Effect.DEVICE,
        lambda **a: ToolResult({"wifi": a["on"]}), summarize=lambda a: "Turn Wi-Fi on",
        connector="system", topics=(r"wi-?fi\b",))
    return ToolRegistry([
        replace(send_tool(sender), connector="mail", grounded=("to",)), wifi,
        # a read of what a request names by itself: here, a mail by its number ("#7")
        replace(read_tool(reader), connector="mail", named=lambda words, days: {
            "id": int(found.group(1))} if (found := re.search(r"#(\d+)", words)) else {}),
        search, forward, move, alarm, status, volume,
        *([replace(read_tool(_Shelf(), "files_list"), connector="files", parameters={
            "type": "object", "properties": {"folder": {"type": "string"}}})] if files else []),
        # a read that fails: the mail server cannot be reached
        replace(read_tool(Recorder(error=MailError("imap.example.org cannot be reached; check "
                                                   "the connection.")), "mail_list_folders"),
                connector="mail", parameters={"type": "object", "properties": {}})]), \
        sender, reader


def _agent(row: Situation) -> tuple[Agent, ScriptedBackend, Recorder]:
    """The agent of a row (scripted model and meaning), its model, and its send's recorder."""
    registry, sender, _reader = _tools(row.files)
    backend = ScriptedBackend(list(row.turns))
    router = ToolRouter(registry, {"mail": (r"e-?mails?\b", r"mail\b", r"[\w.]+@[\w.]+"),
                                   "system": (r"timers?\b", r"beep\w*", r"wi-?fi\b", r"volume\b"),
                                   "calendars": (r"calendars?\b",),  # no tool of its own here
                                   **({"files": (r"documents\b",)} if row.files else {})},
                        {"system": (r"tomorrow\b",)})
    agent = Agent(backend, registry, ToolRunner(registry, ScriptedConfirmer(
        "approve" if row.approve else "deny")), AgentConfig(), router,
        Policies(row.profile, row.without),
        FakeMeaning(row.meaning, row.actions, row.unsure, row.words,  # type: ignore[arg-type]
                    row.own))
    return agent, backend, sender


def _run(row: Situation) -> tuple[list[ev.PolicyEvent], str, ScriptedBackend]:
    agent, backend, _sender = _agent(row)
    events: list[Any] = []
    answer = agent.run(list(row.history), row.request, sink=events.append)
    return [e for e in events if isinstance(e, ev.PolicyEvent)], answer, backend


BOB = "Send an email to bob@example.com"
#: an earlier request of the conversation that found the invoice: what a follow-up acts on
FOUND_INVOICE: list[dict[str, Any]] = [
    {"role": "user", "content": "Has the invoice arrived?"},
    {"role": "assistant", "content": "", "tool_calls": [{"id": "c1", "type": "function",
     "function": {"name": "mail_search", "arguments": '{"query": "invoice"}'}}]},
    {"role": "tool", "tool_call_id": "c1", "name": "mail_search",
     "content": '{"status": "ok", "result": [{"id": 3, "subject": "Invoice"}]}'},
    {"role": "assistant", "content": "Yes: Invoice 1043, 120 EUR."}]
ROWS = [
    # route.meaning: asked only when no words name an area; its areas are offered
    Situation("route.meaning", "Sorg dafür, dass ich um sieben aufstehe", ["Gern!"],
              [Action.ROUTE],
              meaning={"system"}, without=("answer.read_before_claim",)),
    Situation("route.meaning", "Check my email", [call("mail_read", id=1), "One mail."], []),
    # a day word alone is a hint, not a decision: the model is asked, and its area joins
    Situation("route.meaning", "Has Sam said anything about tomorrow?", ["Sure."], [Action.ROUTE],
              meaning={"mail"}, without=("answer.read_before_claim",)),
    Situation("route.meaning", "Tell me a joke", ["Why did the..."], []),  # says: none
    # answer.unsure_unchecked: no area, but the meaning was unsure ("none" 0.7, leaning to
    # mail), answered with no read: the answer stays and says what was not looked at
    Situation("answer.unsure_unchecked", "What's the total on the shop's invoice?",
              ["It is 12,000 euros."], [Action.REWRITE],
              answer="It is 12,000 euros.\n\n(I did not look at your mail for this.)",
              unsure={"mail"}, without=("turn.read_first",)),
    Situation("answer.unsure_unchecked", "Wie hoch ist die Rechnung vom Laden?",
              ["12.000 Euro."], [Action.REWRITE],
              answer="(Ich habe mir dafür deine E-Mails nicht angesehen.)", unsure={"mail"},
              without=("turn.read_first",)),
    Situation("answer.unsure_unchecked", "the shop's invoice, how much",  # not a question
              ["It is 12,000 euros."], [Action.REWRITE], unsure={"mail"}),
    # calls.search_in_data_language: a search by words that found nothing, asked in Spanish
    # of English mail, runs once more with the request's words in English
    Situation("calls.search_in_data_language", "¿A qué hora viene el fontanero?",
              [call("mail_search", query="fontanero"), "A las 10:30."], [Action.LOOK_UP],
              meaning={"mail"}, words="plumber visit"),
    Situation("calls.search_in_data_language", "¿A qué hora viene el fontanero?",
              [call("mail_search", query="fontanero"), "No lo sé."], [], meaning={"mail"},
              words="plumber visit", without=("calls.search_in_data_language",)),
    Situation("calls.search_in_data_language", "¿A qué hora viene el fontanero?",  # found
              [call("mail_search", query="factura"), "120 EUR."], [], meaning={"mail"},
              words="plumber visit"),
    Situation("calls.search_in_data_language", "When is the fontanero coming?",  # English
              [call("mail_search", query="fontanero"), "No idea."], [], meaning={"mail"},
              words="plumber visit"),
    Situation("calls.search_in_data_language", "¿A qué hora viene el fontanero?",
              [call("mail_search", query="fontanero"), "No lo sé."], [], meaning={"mail"}),
    Situation("calls.search_in_data_language", "¿A qué hora viene el fontanero?",
              [call("mail_search", query="fontanero"), "A las 10:30."], [Action.LOOK_UP],
              meaning={"mail"}, words="plumber visit", profile="capable"),
    # turn.read_first: the same unsure question is looked up first (the search of every
    # area that has one, with the request's words); the answer comes from what was found
    # and says nothing of what was not read
    Situation("turn.read_first", "What's the total on the shop's invoice?",
              ["It is for 120 EUR."], [Action.LOOK_UP], answer="It is for 120 EUR.",
              unsure={"mail"}),
    Situation("turn.read_first", "Wie hoch ist die Rechnung vom Laden?",
              ["120 EUR."], [Action.LOOK_UP], unsure={"mail"}, profile="capable"),
    Situation("turn.read_first", "the shop's invoice, how much",  # not a question
              ["It is 12,000 euros."], [], unsure={"mail"}),
    Situation("turn.read_first", "What's the capital of Canada?", ["Ottawa."], []),  # sure
    Situation("turn.read_first", "Any new email?", [call("mail_read", id=1), "One."], []),
    Situation("turn.read_first", "What's the total on the shop's invoice?",
              ["It is 12,000 euros."], [], unsure={"mail"}, without=("turn.read_first",)),
    Situation("answer.unsure_unchecked", "What's the total on the shop's invoice?",
              ["Which shop do you mean?"], [], unsure={"mail"}),  # a question back
    # route.own_facts: a question routing by meaning is sure needs no area is asked whether
    # only the user's own records can answer it; then it is looked up first in the mail, as
    # an unsure one is, and the answer comes from what was found
    Situation("route.own_facts", "What's my membership number at the gym?",
              ["It is GX-55019."], [Action.ROUTE], answer="It is GX-55019.", own={"mail"}),
    Situation("turn.read_first", "What's my membership number at the gym?",
              ["It is GX-55019."], [Action.LOOK_UP], own={"mail"}),
    Situation("route.own_facts", "Wie ist meine Mitgliedsnummer im Fitnessstudio?",
              ["GX-55019."], [Action.ROUTE], own={"mail"}, profile="capable"),
    Situation("route.own_facts", "What's the capital of Canada?", ["Ottawa."], []),  # anyone
    Situation("turn.read_first", "What's the capital of Canada?", ["Ottawa."], []),
    Situation("route.own_facts", "What's my membership number at the gym?",
              ["It is GX-55019."], [], own={"mail"}, without=("route.own_facts",)),
    Situation("turn.read_first", "What's my membership number at the gym?",
              ["It is GX-55019."], [], own={"mail"}, without=("route.own_facts",)),
    Situation("route.own_facts", "What's my membership number at the gym?",  # unsure: as was
              ["It is GX-55019."], [], own={"mail"}, unsure={"calendars"}),
    Situation("route.own_facts", "What's my membership number at the gym?",  # has an area
              ["It is GX-55019."], [], own={"mail"}, meaning={"calendars"}),
    # calls.look_elsewhere: a question whose reads found nothing where it was routed is
    # searched for once in the areas not read yet (here: mail), and the model reads it
    Situation("calls.look_elsewhere", "What's the hotel booking number in my documents?",
              [call("files_list", folder="Documents"), "It is 120."], [Action.LOOK_UP],
              files=True),
    Situation("calls.look_elsewhere", "What's the hotel booking number in my documents?",
              [call("files_list", folder="Documents"), "It is 120."], [Action.LOOK_UP],
              profile="capable", files=True),
    Situation("calls.look_elsewhere", "What's the hotel booking number in my documents?",
              [call("files_list", folder="Documents"), "None."], [],
              without=("calls.look_elsewhere",), files=True),
    Situation("calls.look_elsewhere", "What's the hotel booking number in my documents?",
              [call("files_list", folder="found"), "booking.pdf"], [], files=True),  # found
    # the model answered the question with a change, which was not proposed: it misread it
    Situation("calls.look_elsewhere", "What's the hotel booking number in my email?",
              [call("mail_send", **SEND), "It is 120."], [Action.LOOK_UP]),
    Situation("calls.look_elsewhere", "What's the hotel booking number in my email?",
              [call("mail_send", **SEND), "It is 120."], [],
              without=("calls.look_elsewhere",)),
    # a call of a tool it was not offered (refused unseen) is no misreading to look past
    Situation("calls.look_elsewhere", "What's the hotel booking number in my documents?",
              [call("mail_send", **SEND), "It is 120."], [], files=True),
    Situation("calls.look_elsewhere", "list the hotel documents",  # not a question
              [call("files_list", folder="Documents"), "None."], [], files=True),
    Situation("calls.look_elsewhere", "Any email about the fontanero?",  # the only search's
              [call("mail_search", query="fontanero"), "No."], [], files=True),  # area: read
    # the device's state holds no bill: a question only its meaning took to the device
    # ("how much was the new monitor?") is looked for where the user's records are; not
    # one whose own words name the device, nor an order
    Situation("calls.look_elsewhere", "How much was the new monitor?",
              [call("system_status"), "Volume 50%."], [Action.LOOK_UP], meaning={"system"},
              actions={"system_status"}),
    Situation("calls.look_elsewhere", "How much was the new monitor?",
              [call("system_status"), "Volume 50%."], [], meaning={"system"},
              actions={"system_status"}, without=("calls.look_elsewhere",)),
    Situation("calls.look_elsewhere", "Is the wifi on?",
              [call("system_status"), "Yes, it is on."], [], meaning={"system"}),
    Situation("calls.look_elsewhere", "Show me the state of the new monitor",
              [call("system_status"), "Volume 50%."], [], meaning={"system"},
              actions={"system_status"}),
    # a question answered by a change the user declined is still unanswered: looked for
    # (and answered), not ended; not a polite request, nor a change they approved
    Situation("calls.look_elsewhere", "What's the wifi password at the holiday flat?",
              [call("system_set_wifi", on=True), "It is seaview."], [Action.LOOK_UP],
              approve=False, answer="It is seaview."),
    Situation("answer.end_when_settled", "What's the wifi password at the holiday flat?",
              [call("system_set_wifi", on=True), "It is seaview."], [], approve=False),
    Situation("calls.look_elsewhere", "What's the wifi password at the holiday flat?",
              [call("system_set_wifi", on=True), "It is seaview."], [], approve=False,
              without=("calls.look_elsewhere",)),
    Situation("answer.end_when_settled", "Could you switch the wifi on?",
              [call("system_set_wifi", on=True), "Done."], [Action.END], approve=False),
    Situation("calls.look_elsewhere", "Could you switch the wifi on?",
              [call("system_set_wifi", on=True), "Done."], [], approve=False),
    # approved: as asked (a question that gives the value it sets asks for the change)
    Situation("calls.look_elsewhere", "A timer for 10 minutes?",
              [call("system_set_timer", minutes=10), "Done."], []),
    # route.known_names: someone the user's mail knows, called by name, in any language,
    # brings mail (and what they wrote is read first); not a name nobody wrote from, nor
    # with the policy off, nor a request the words already route to mail
    Situation("route.known_names", "Olga的派对是什么时候？", ["周五。"], [Action.ROUTE]),
    Situation("route.known_names", "When is Olga's party?", ["On Friday."], [Action.ROUTE],
              meaning={"calendars"}),
    Situation("route.known_names", "Quentin的派对是什么时候？", ["周五。"], []),
    Situation("route.known_names", "Olga的派对是什么时候？", ["周五。"], [],
              without=("route.known_names",)),
    Situation("route.known_names", "Did Olga email me?", ["Yes."], []),
    Situation("turn.read_named", "Olga的派对是什么时候？", ["周五。"], [Action.LOOK_UP]),
    # turn.read_named: what the request names by itself (here a mail's number) is read
    # before the model answers, and the answer comes from it; not when the words name a
    # change of that area (the model acts as asked), nor for a capable model
    Situation("turn.read_named", "What does email #7 say?", ["It says x."], [Action.LOOK_UP],
              answer="It says x."),
    Situation("turn.read_named", "Lies mir die E-Mail #7 vor", ["Sie sagt x."],
              [Action.LOOK_UP]),
    Situation("turn.read_named", "Forward email #7 to acc@example.org",
              [call("mail_forward", id=7, to=["acc@example.org"])], []),
    Situation("turn.read_named", "What does my last email say?",  # names none
              [call("mail_read", id=1), "It says x."], []),
    Situation("turn.read_named", "What does email #7 say?", ["It says x."], [],
              profile="capable"),
    Situation("turn.read_named", "What does email #7 say?", ["It says x."], [],
              without=("turn.read_named",)),
    # answer.read_before_claim after reads that all failed: an answer that states something
    # is replaced by what failed and why; one that says it failed stays (any language)
    Situation("answer.read_before_claim", "Which mail folders do I have?",
              [call("mail_list_folders"), "You have Inbox, Work and Travel."],
              [Action.REWRITE], answer="did not work: imap.example.org cannot be reached"),
    Situation("answer.read_before_claim", "Welche Mail-Ordner habe ich?",
              [call("mail_list_folders"), "Du hast Posteingang und Arbeit."],
              [Action.REWRITE], answer="hat nicht funktioniert"),
    Situation("answer.read_before_claim", "Which mail folders do I have?",
              [call("mail_list_folders"), "I couldn't reach your mail server, sorry."], [],
              answer="I couldn't reach your mail server"),
    Situation("answer.read_before_claim", "Welche Mail-Ordner habe ich?",
              [call("mail_list_folders"), "Ich konnte den Mailserver nicht erreichen."], []),
    Situation("answer.read_before_claim", "¿Qué carpetas de correo tengo?",
              [call("mail_list_folders"), "No pude conectar con el servidor."], []),
    Situation("answer.read_before_claim", "我有哪些邮件文件夹？",
              [call("mail_list_folders"), "无法连接到邮件服务器。"], [], meaning={"mail"}),
    Situation("answer.read_before_claim", "Which mail folders do I have?",
              [call("mail_list_folders"), call("mail_read", id=1), "Inbox and Work."], []),
    Situation("answer.read_before_claim", "Which mail folders do I have?",
              [call("mail_list_folders"), "Which account do you mean?"], []),  # a question
    Situation("answer.read_before_claim", "Which mail folders do I have?",
              [call("mail_list_folders"), "You have Inbox, Work and Travel."], [],
              profile="capable", without=("answer.read_before_claim",)),
    Situation("answer.unsure_unchecked", "Tell me a joke", ["Why did the..."], []),  # sure
    Situation("answer.unsure_unchecked", "What's the total on the shop's invoice?",
              ["It is 12,000 euros."], [], unsure={"mail"},
              without=("answer.unsure_unchecked",)),
    # its "none" leaves out an area only a hint named (here "tomorrow", the device's)
    Situation("route.meaning", "How are you feeling about tomorrow?", ["Excited!"],
              [Action.ROUTE]),
    # route.actions: an area of the request that would give it no tool (the device's are
    # offered only when named) gets what the model picks; words that name one decide, and an
    # area with tools every request gets (mail's reads) is not asked about
    Situation("route.actions", "Beep when the pasta is done",
              [call("system_set_timer", minutes=10), "Set."], [Action.ROUTE],
              meaning={"system"}, actions={"system_set_timer"}),
    Situation("route.actions", "Beep when the pasta is done", ["Which sound?"], [],
              meaning={"system"}),  # it picked nothing
    Situation("route.actions", "Set a timer for 10 minutes",
              [call("system_set_timer", minutes=10), "Set."], [], actions={"system_set_timer"}),
    Situation("route.actions", "Get Sam's mail over to bob@example.com", ["Sure."], [],
              actions={"mail_forward"}, without=("answer.read_before_claim",)),
    Situation("route.actions", "Beep when the pasta is done", ["Which sound?"], [],
              meaning={"system"}, actions={"system_set_timer"}, without=("route.actions",)),
    # route.own_words: an earlier refused call does not count as used (the row's history)
    Situation("route.own_words", "Thanks!", [call("mail_send", **SEND), "You're welcome."],
              [], history=[{"role": "user", "content": "hi"},
                           {"role": "tool", "name": "mail_send", "content": "{}",
                            "refused": True}]),
    # turn.grammar: counted by the offered grammar, see test_the_grammar_policy_below
    # turn.day_dates: a request whose words name a day, in any shipped language (what is
    # written and looked up: the test after the table)
    Situation("turn.day_dates", "Hab ich morgen Mails?", [call("mail_read", id=1), "Eine."],
              [Action.CONSTRAIN]),
    Situation("turn.day_dates", "明天有邮件吗？", [call("mail_read", id=1), "有一封。"],
              [Action.CONSTRAIN], meaning={"mail"}),
    Situation("turn.day_dates", "Any new email?", [call("mail_read", id=1), "One."], []),
    Situation("turn.day_dates", "Hab ich morgen Mails?", [call("mail_read", id=1), "Eine."],
              [], without=("turn.day_dates",)),
    # calls.offered_only
    Situation("calls.offered_only", "Set a timer for 5", [call("mail_send", **SEND),
                                                          call("system_set_timer", minutes=5),
                                                          "Set."], [Action.REFUSE]),
    # calls.grounded: bob@example.com appears nowhere
    Situation("calls.grounded", "Email my boss", [call("mail_send", **SEND),
                                                  "Who is your boss?"], [Action.REFUSE]),
    Situation("calls.grounded", BOB, [call("mail_send", **SEND)], []),
    # calls.no_repeat
    Situation("calls.no_repeat", "Read email 1", [call("mail_read", id=1),
                                                  call("mail_read", id=1), "It says x."],
              [Action.REFUSE]),
    # calls.unasked_filters: a read's filter the conversation never gave is left out
    Situation("calls.unasked_filters", "Find the invoice email",
              [call("mail_search", query="invoice", since="2026-12-04"), "Found it."],
              [Action.CHANGE], without=("answer.read_before_claim",)),
    Situation("calls.unasked_filters", "Lis-moi mon dernier e-mail",
              [call("mail_search", query="hello world"), "Voilà."], [Action.CHANGE]),
    Situation("calls.unasked_filters", "Mails seit 2026-11-30 zur Rechnung?",
              [call("mail_search", query="Rechnung", since="2026-11-30"), "Eine."], []),
    Situation("calls.unasked_filters", "Find the invoice email",
              [call("mail_search", query="invoice", since="2026-12-04"), "Found it."], [],
              without=("calls.unasked_filters",)),
    # calls.look_up_made_up_id
    Situation("calls.look_up_made_up_id", "Forward the invoice email to acc@example.org",
              [call("mail_forward", id=12345, to=["acc@example.org"]),
               call("mail_forward", id=3, to=["acc@example.org"])], [Action.LOOK_UP]),
    # turn.nudge_pending_action: a read repeated while "forward" is still to come
    Situation("turn.nudge_pending_action", "Forward the invoice email to acc@example.org",
              [call("mail_search", query="invoice"), call("mail_search", query="invoice"),
               call("mail_forward", id=3, to=["acc@example.org"])], [Action.CONSTRAIN]),
    Situation("turn.nudge_pending_action", "Could you forward the invoice email to "
              "acc@example.org?", [call("mail_search", query="invoice"),
                                   call("mail_search", query="invoice"),
                                   call("mail_forward", id=3, to=["acc@example.org"])],
              [Action.CONSTRAIN]),
    # ... and a follow-up answered in words ("forward it" after the invoice was found): its
    # words are set aside, one more turn may only call; not an answer that asks back, nor a
    # question, nor with the policy off
    Situation("turn.nudge_pending_action", "Forward it to acc@example.org",
              ["I forwarded it.", call("mail_forward", id=3, to=["acc@example.org"])],
              [Action.CONSTRAIN], history=FOUND_INVOICE, answer="Done"),
    Situation("turn.nudge_pending_action", "Leite sie an acc@example.org weiter",
              ["Erledigt.", call("mail_forward", id=3, to=["acc@example.org"])],
              [Action.CONSTRAIN], history=FOUND_INVOICE),
    Situation("turn.nudge_pending_action", "Forward it to acc@example.org",
              ["Which one do you mean?"], [], history=FOUND_INVOICE),
    Situation("turn.nudge_pending_action", "Did Carol forward it to acc@example.org?",
              ["No."], [], history=FOUND_INVOICE),
    Situation("turn.nudge_pending_action", "did Carol forward it to acc@example.org",
              ["No."], [], history=FOUND_INVOICE),  # a question without its mark
    Situation("turn.nudge_pending_action", "Forward it to acc@example.org",
              ["I forwarded it."], [], history=FOUND_INVOICE,
              without=("turn.nudge_pending_action",)),
    # ... but a question asks what happened ("did Olga answer…?" names mail_reply): nothing
    # is to come
    Situation("turn.nudge_pending_action", "Did Carol forward the invoice email?",
              [call("mail_search", query="invoice"), call("mail_search", query="invoice"),
               "Yes, on Monday."], [], meaning={"mail"}),
    Situation("turn.nudge_pending_action", "Carol a transféré la facture ?",
              [call("mail_search", query="facture"), call("mail_search", query="facture"),
               "Oui."], [], meaning={"mail"}),
    # turn.act_on_last_found: an action on what was found that names nothing else to find,
    # in any shipped language, after the conversation read mail: the first turn may only
    # call it; not when the request names what to find, nor with nothing read before, nor a
    # question, nor with the policy off
    Situation("turn.act_on_last_found", "archive it",
              [call("mail_move", id=3, to_mailbox="Archive")], [Action.CONSTRAIN],
              history=FOUND_INVOICE, answer="Done"),
    Situation("turn.act_on_last_found", "Archivier ihn bitte.",
              [call("mail_move", id=3, to_mailbox="Archive")], [Action.CONSTRAIN],
              history=FOUND_INVOICE),
    Situation("turn.act_on_last_found", "Archívalo.",
              [call("mail_move", id=3, to_mailbox="Archive")], [Action.CONSTRAIN],
              history=FOUND_INVOICE),
    Situation("turn.act_on_last_found", "把它归档。",
              [call("mail_move", id=3, to_mailbox="Archive")], [Action.CONSTRAIN],
              history=FOUND_INVOICE),
    Situation("turn.act_on_last_found", "archive the newsletter",
              [call("mail_search", query="newsletter"), call("mail_move", id=3,
                                                             to_mailbox="Archive")], [],
              history=FOUND_INVOICE),
    Situation("turn.act_on_last_found", "archive it",
              [call("mail_search", query="invoice"), call("mail_move", id=3,
                                                          to_mailbox="Archive")], [],
              meaning={"mail"}),
    Situation("turn.act_on_last_found", "Did Carol archive it?", ["No."], [],
              history=FOUND_INVOICE),
    Situation("turn.act_on_last_found", "archive it",
              [call("mail_move", id=3, to_mailbox="Archive")], [], history=FOUND_INVOICE,
              without=("turn.act_on_last_found",)),
    # answer.read_before_claim: a follow-up about what the conversation read before is
    # answered from it; the same answer with nothing read before is replaced
    Situation("answer.read_before_claim", "How much is it?", ["120 EUR."], [],
              meaning={"mail"}, history=FOUND_INVOICE, answer="120 EUR."),
    Situation("answer.read_before_claim", "How much is it?", ["120 EUR."], [Action.REWRITE],
              meaning={"mail"}),
    # answer.end_when_settled
    Situation("answer.end_when_settled", BOB, [call("mail_send", **SEND)], [Action.END],
              answer="Done: Send 'Late' to bob@example.com"),
    Situation("answer.end_when_settled", BOB, [call("mail_send", **SEND), "I sent it."], [],
              profile="capable", answer="I sent it."),
    # answer.no_internal_text
    Situation("answer.no_internal_text", "Read email 1",
              [call("mail_read", id=1), "Same call as before: not repeated."],
              [Action.REWRITE]),
    # ... nor when the question was unsure and unread, whose answer gets a line on what was
    # not looked at (the raw result had come through with that line after it)
    Situation("answer.no_internal_text", "What's the total on the shop's invoice?",
              ['{"status": "ok", "result": []}'], [Action.REWRITE], unsure={"mail"},
              without=("turn.read_first",)),
    Situation("answer.no_internal_text", "Wie hoch ist die Rechnung vom Laden?",
              ["Sie beträgt 120 EUR."], [], unsure={"mail"}, without=("turn.read_first",),
              answer="Sie beträgt 120 EUR."),
    # answer.no_false_claim, in the request's language
    Situation("answer.no_false_claim", BOB, [call("mail_send", **SEND), "Done, I sent it."],
              [Action.REWRITE], approve=False, without=("answer.end_when_settled",),
              answer="Not done, because you did not approve it"),
    Situation("answer.no_false_claim", "Schick eine E-Mail an bob@example.com",
              [call("mail_send", **SEND), "Erledigt, ich habe sie gesendet."],
              [Action.REWRITE], approve=False, without=("answer.end_when_settled",),
              answer="Nicht ausgeführt"),
    Situation("answer.no_false_claim", BOB, [call("mail_send", **SEND),
                                             "You declined, so nothing was sent."], [],
              approve=False, without=("answer.end_when_settled",)),
    # answer.not_empty, in the request's language
    Situation("answer.not_empty", "Erzähl mir etwas Schönes", [""], [Action.REWRITE],
              answer=say("answer.nothing_done", "de")),
    Situation("answer.not_empty", "Tell me something nice", ["A sunny day."], []),
    # ... and the request said back is no answer either (a small model parrots it)
    Situation("answer.not_empty", "Mandami una mail su bob@example.com",
              ["Mandami una mail su bob@example.com"], [Action.REWRITE],
              answer=say("answer.nothing_done", "it")),
    Situation("answer.not_empty", "Raccontami qualcosa di bello!",
              ["[Now: Friday 2026-12-04 04:46, time zone UTC]\nraccontami qualcosa di bello"],
              [Action.REWRITE], answer=say("answer.nothing_done", "it")),
    Situation("answer.not_empty", "Good morning", ["Good morning!"], []),  # a greeting back
    # a question said back is no answer, about the user's data or not
    Situation("answer.not_empty", "Une araignée a combien de pattes ?",
              ["Une araignée a combien de pattes ?"], [Action.REWRITE],
              answer=say("answer.nothing_done", "fr")),
    Situation("answer.not_empty", "¿Cuántas patas tiene una araña?",
              ["¿Cuántas patas tiene una araña? Ocho."], []),
    # a filler or a nothing-to-do after only reading, in any shipped language: the read
    # answers (the lexicon's answer.filler and answer.nothing_to_do)
    Situation("answer.not_empty", "Hab ich eine Mail von Bob?", [call("mail_read", id=1),
                                                                "Erledigt."],
              [Action.REWRITE], answer="recorded"),
    Situation("answer.not_empty", "明天有邮件吗？", [call("mail_read", id=1), "无需任何操作。"],
              [Action.REWRITE], meaning={"mail"}),
    Situation("answer.not_empty", "¿Tengo un correo de Bob?", [call("mail_read", id=1),
                                                              "No, no hace falta."], []),
    Situation("answer.not_empty", BOB, [call("mail_send", **SEND), "Erledigt."], [],
              without=("answer.end_when_settled",)),  # after an action, "done" is an answer
    # the loop's own [Now: …] line copied into the answer is taken out of it
    Situation("answer.no_internal_text", "Tell me something nice",
              ["[Now: Friday 2026-12-04 04:46, time zone UTC]\nA sunny day."],
              [Action.REWRITE], answer="A sunny day."),
    # answer.not_set_up: the calendar is asked about, and this registry has no calendar tool
    # (routing by meaning says what the request means; words of an absent area alone do not
    # decide: "eso es todo" is not a to-do list)
    Situation("answer.not_set_up", "What's in my calendar today?",
              ["You have a meeting at 10."], [Action.REWRITE],
              answer="I cannot use your calendar yet: no account", meaning={"calendars"}),
    Situation("answer.not_set_up", "Quels rendez-vous dans mon calendrier ?",
              ["Aucun."], [Action.REWRITE], answer="Je ne peux pas encore utiliser",
              meaning={"calendars"}),
    Situation("answer.not_set_up", "What's in my calendar today?", ["Which calendar?"], [],
              meaning={"calendars"}),
    Situation("answer.not_set_up", "Gracias, eso es todo.", ["¡De nada!"], []),
    Situation("answer.not_set_up", "Tell me a joke", ["Knock knock."], []),
    # answer.read_before_claim, in the request's language
    Situation("answer.read_before_claim", "¿Tengo emails sin leer?",
              ["No, no tengo correos sin leer."], [Action.REWRITE],
              answer="No revisé tu correo"),
    Situation("answer.read_before_claim", "Any new email?", ["No new mail."],
              [Action.REWRITE], answer="I did not check your mail"),
    # calls.question_asks_no_change: here mail_send comes with the mail area (no topics of
    # its own, as calendar_create_event and files_write do in the product)
    Situation("calls.question_asks_no_change", "Any email from bob@example.com?",
              [call("mail_send", **SEND), call("mail_read", id=1), "Nothing new from Bob."],
              [Action.REFUSE], answer="Nothing new from Bob."),
    Situation("calls.question_asks_no_change", "¿Hay algo nuevo de bob@example.com?",
              [call("mail_send", **SEND), "Nada nuevo."], [Action.REFUSE]),
    # nothing more from the model, nothing read: the answer says what was not proposed, and
    # why, in the request's language (the proposal too)
    Situation("calls.question_asks_no_change", "Any email from bob@example.com?",
              [call("mail_send", **SEND), ""], [Action.REFUSE],
              answer="I did not propose it (Send 'Late' to bob@example.com): you asked a "
                     "question, not for a change.", without=("calls.look_elsewhere",)),
    Situation("calls.question_asks_no_change", "¿Hay algo nuevo de bob@example.com?",
              [call("mail_send", **SEND), ""], [Action.REFUSE],
              answer="hiciste una pregunta, no pediste un cambio",
              without=("calls.look_elsewhere",)),
    # … and when a read after it found something, that read is the answer
    Situation("calls.question_asks_no_change", "Any email from bob@example.com?",
              [call("mail_send", **SEND), ""], [Action.REFUSE], answer="- Invoice"),
    # the words name the send (German: "schreib"), or it is no question: no verdict
    Situation("calls.question_asks_no_change",
              "Kannst du bob@example.com schreiben, dass ich später komme?",
              [call("mail_send", **SEND), "Erledigt."], []),
    Situation("calls.question_asks_no_change", BOB, [call("mail_send", **SEND)], []),
    # a polite request put as a question is a request
    Situation("calls.question_asks_no_change", "Could you drop bob@example.com a line?",
              [call("mail_send", **SEND)], []),
    Situation("calls.question_asks_no_change", "¿Puedes avisar a bob@example.com?",
              [call("mail_send", **SEND)], []),
    # a language with no lexicon could name it in words the app cannot read
    Situation("calls.question_asks_no_change", "bob@example.com にメールを送ってくれる？",
              [call("mail_send", **SEND)], []),
    Situation("calls.question_asks_no_change", "Any email from bob@example.com?",
              [call("mail_send", **SEND), "Sent."], [], profile="capable"),
    # a question about a setting's state: a change of a tool whose words it has, setting an
    # on/off or a number it does not give, asks for none ("how bright is my screen?" → 50)
    Situation("calls.question_asks_no_change", "Is my wifi on?",
              [call("system_set_wifi", on=True), call("system_status"), "Yes, it is on."],
              [Action.REFUSE], answer="Yes, it is on."),
    Situation("calls.question_asks_no_change", "¿Está encendido el wifi?",
              [call("system_set_wifi", on=False), "Sí."], [Action.REFUSE]),
    Situation("calls.question_asks_no_change", "What's my volume at?",
              [call("system_set_volume", percent=50), "It is at 50%."], [Action.REFUSE]),
    Situation("calls.question_asks_no_change", "音量是多少？",
              [call("system_set_volume", percent=50), "50%。"], [Action.REFUSE],
              meaning={"system"}, actions={"system_set_volume"}),
    # … typed without the question mark, as people chat
    Situation("calls.question_asks_no_change", "is my wifi on",
              [call("system_set_wifi", on=False), "Yes."], [Action.REFUSE]),
    Situation("calls.question_asks_no_change", "ist das WLAN an",
              [call("system_set_wifi", on=True), "Ja."], [Action.REFUSE]),
    Situation("calls.question_asks_no_change", "le volume est à combien",
              [call("system_set_volume", percent=50), "50 %."], [Action.REFUSE]),
    Situation("calls.question_asks_no_change", "wifi开着吗",
              [call("system_set_wifi", on=True), "开着。"], [Action.REFUSE],
              meaning={"system"}, actions={"system_set_wifi"}),
    # … but the number it gives, in digits or in words, is a change asked for
    Situation("calls.question_asks_no_change", "Volume to 30?",
              [call("system_set_volume", percent=30)], []),
    Situation("calls.question_asks_no_change", "Volume à trente ?",
              [call("system_set_volume", percent=30)], []),
    Situation("calls.question_asks_no_change", "音量调到三十？",
              [call("system_set_volume", percent=30)], [],
              meaning={"system"}, actions={"system_set_volume"}),
    # a polite request, no question, or the policy off: no verdict
    Situation("calls.question_asks_no_change", "Could you turn the wifi off?",
              [call("system_set_wifi", on=False)], []),
    Situation("calls.question_asks_no_change", "Turn the wifi off",
              [call("system_set_wifi", on=False)], []),
    Situation("calls.question_asks_no_change", "do switch the wifi off for me",
              [call("system_set_wifi", on=False)], []),
    Situation("calls.question_asks_no_change", "how about turning the wifi off",
              [call("system_set_wifi", on=False)], []),
    Situation("calls.question_asks_no_change", "Is my wifi on?",
              [call("system_set_wifi", on=True)], [],
              without=("calls.question_asks_no_change",)),
    Situation("answer.read_before_claim", "Any new email?", ["Which account?"], []),
    Situation("answer.read_before_claim", "Tell me a joke", ["Knock knock."], []),
    # the device named, none of its tools (route.actions off): nothing could be done or read
    Situation("answer.read_before_claim", "Beep when the pasta is done", ["Sure, I'll beep."],
              [Action.REWRITE], answer="I did not check your device",
              without=("route.actions",)),
]


@pytest.mark.parametrize("row", ROWS, ids=[f"{r.policy}-{i}" for i, r in enumerate(ROWS)])
def test_each_policy_gives_its_verdict(row: Situation) -> None:
    verdicts, answer, _backend = _run(row)
    mine = [e.verdict.action for e in verdicts if e.verdict.policy == row.policy]
    assert mine == row.expected, [e.verdict for e in verdicts]
    assert all(e.verdict.kind == BY_NAME[e.verdict.policy].kind for e in verdicts)
    if row.answer:
        assert row.answer in answer


def test_a_follow_up_answered_in_words_gets_one_turn_that_may_only_call() -> None:
    """turn.nudge_pending_action after words: "forward it" after the invoice was found,
    answered "I forwarded it." with no call. The words are not kept (they claimed what did
    not happen); the next turn's grammar has the named call and no text; the call goes to
    the user as any other, and the answer says what was done."""
    row = Situation("turn.nudge_pending_action", "Forward it to acc@example.org",
                    ["I forwarded it.", call("mail_forward", id=3, to=["acc@example.org"])],
                    [Action.CONSTRAIN], history=FOUND_INVOICE)
    agent, backend, _sender = _agent(row)
    history = list(FOUND_INVOICE)
    events: list[Any] = []
    answer = agent.run(history, row.request, sink=events.append)
    assert "I forwarded it." not in answer and "acc@example.org" in answer
    assert all("I forwarded it." not in str(m.get("content")) for m in history)
    free, nudged = backend.grammars[0] or "", backend.grammars[1] or ""
    assert "text ::=" in free and "root ::= calls | text" in free
    assert "root ::= calls\n" in nudged and "text ::=" not in nudged
    assert "mail_forward" in nudged and "mail_search" not in nudged
    asked = [e.name for e in events if isinstance(e, ev.ToolProposedEvent)]
    assert asked == ["mail_forward"]


def test_an_unsure_question_is_searched_with_its_own_words_before_the_model_answers() -> None:
    """turn.read_first: the search runs through the gate as a read the app made (a card,
    a step), from the request's words; the model's first turn sees its result and is offered
    that area's reads, never its side effects; the answer has no "did not look" line."""
    SEARCHED.calls.clear()
    row = Situation("turn.read_first", "What's the total on the shop's invoice?",
                    ["It is for 120 EUR."], [Action.LOOK_UP], unsure={"mail"})
    events: list[Any] = []
    agent, backend, sender = _agent(row)
    history: list[dict[str, Any]] = []
    answer = agent.run(history, row.request, sink=events.append)
    assert SEARCHED.calls == [{"query": "invoice"}]
    assert answer == "It is for 120 EUR."
    proposed = [e for e in events if isinstance(e, ev.ToolProposedEvent)]
    assert [(e.name, e.effect) for e in proposed] == [("mail_search", "read")]
    call_turn, result = history[-3], history[-2]
    assert call_turn["tool_calls"][0]["function"]["name"] == "mail_search"
    assert result["role"] == "tool" and result["tool_call_id"] == call_turn["tool_calls"][0]["id"]
    assert "Invoice" in result["content"]
    seen, grammar = backend.calls[0], backend.grammars[0] or ""
    assert seen[-1]["role"] == "tool" and "Invoice" in seen[-1]["content"]
    assert "mail_search" in grammar and "mail_read" in grammar  # its area's reads
    assert "mail_send" not in grammar and "mail_forward" not in grammar
    assert sender.calls == []


def test_a_question_that_found_nothing_where_it_was_routed_is_searched_for_elsewhere(
        ) -> None:
    """calls.look_elsewhere: the files read found nothing; the app then searches the mail
    with the request's words, through the gate as a card; the model's next turn sees what
    was found and is offered mail's reads (never its sends); it happens once a task."""
    SEARCHED.calls.clear()
    row = Situation("calls.look_elsewhere", "What's the hotel booking number in my documents?",
                    [call("files_list", folder="Documents"), call("files_list", folder="Old"),
                     "It is 120."], [Action.LOOK_UP], files=True)
    events: list[Any] = []
    agent, backend, sender = _agent(row)
    history: list[dict[str, Any]] = []
    assert agent.run(history, row.request, sink=events.append) == "It is 120."
    assert SEARCHED.calls == [{"query": "invoice"}]  # once, though the second read found
    # nothing too
    proposed = [e.name for e in events if isinstance(e, ev.ToolProposedEvent)]
    assert proposed == ["files_list", "mail_search", "files_list"]
    first, second = backend.grammars[0] or "", backend.grammars[1] or ""
    assert "mail_search" not in first and "mail_search" in second and "mail_read" in second
    assert "mail_send" not in second and "mail_forward" not in second
    assert any(m["role"] == "tool" and "Invoice" in m["content"] for m in backend.calls[1])
    assert sender.calls == []


def test_a_search_elsewhere_that_finds_nothing_is_not_shown_to_the_model(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """calls.look_elsewhere found nothing either: the card stays, the model does not see the
    search, and no tool is added."""
    monkeypatch.setattr(SEARCHED, "result", [])
    row = Situation("calls.look_elsewhere", "What's the hotel booking number in my documents?",
                    [call("files_list", folder="Documents"), "There is none."], [Action.LOOK_UP],
                    files=True)
    events: list[Any] = []
    agent, backend, _sender = _agent(row)
    assert agent.run([], row.request, sink=events.append) == "There is none."
    assert [e.name for e in events if isinstance(e, ev.ToolProposedEvent)] \
        == ["files_list", "mail_search"]
    assert not any(m.get("name") == "mail_search" or "Invoice" in str(m.get("content"))
                   for m in backend.calls[1])
    assert "mail_search" not in (backend.grammars[1] or "")


def test_a_question_of_the_users_own_records_is_asked_about_and_looked_up_first() -> None:
    """route.own_facts: routing by meaning is sure the question needs no area; asked once
    more, only the user's own records can answer it: the mail is searched first (a card),
    and the model answers from what was found. A question anyone could answer is asked
    about too, and goes on as small talk, with no search and no tools."""
    SEARCHED.calls.clear()
    row = Situation("route.own_facts", "What's my membership number at the gym?",
                    ["It is GX-55019."], [Action.ROUTE], own={"mail"})
    events: list[Any] = []
    agent, backend, _sender = _agent(row)
    assert agent.run([], row.request, sink=events.append) == "It is GX-55019."
    assert agent.meaning.asked_own == [row.request]  # type: ignore[union-attr]
    assert SEARCHED.calls == [{"query": "invoice"}]
    assert any(m["role"] == "tool" and "Invoice" in m["content"] for m in backend.calls[0])
    routed = [e for e in events if isinstance(e, ev.RoutedEvent) and e.by == "own facts"]
    assert [(e.areas, e.evaluated_tokens) for e in routed] == [(("mail",), 11)]
    talk = Situation("route.own_facts", "What's the capital of Canada?", ["Ottawa."], [])
    SEARCHED.calls.clear()
    agent, backend, _sender = _agent(talk)
    assert agent.run([], talk.request) == "Ottawa."
    assert agent.meaning.asked_own == [talk.request]  # type: ignore[union-attr]
    assert SEARCHED.calls == [] and backend.grammars[0] in (None, "")


@pytest.mark.parametrize("request_, answer, line", [
    ("Who invented the telephone?", "Bell.",
     "Bell.\n\n(I searched your mail and found nothing about this.)"),
    ("¿Quién inventó el teléfono?", "Bell.",
     "Bell.\n\n(He revisado tu correo y no he encontrado nada sobre esto.)"),
])
def test_an_unsure_question_whose_search_finds_nothing_is_answered_as_before(
        request_: str, answer: str, line: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """turn.read_first found nothing (the question may be small talk after all): the card
    stays, the model does not see the search, only the reads of the area routing leaned to
    are offered (it may look there by itself: "what came in last?" has no words to search
    by), and an answer without a read says where nothing was found, in the request's
    language, instead of "I did not look"."""
    monkeypatch.setattr(SEARCHED, "result", [])
    row = Situation("turn.read_first", request_, [answer], [Action.LOOK_UP], unsure={"mail"})
    agent, backend, _sender = _agent(row)
    events: list[Any] = []
    history: list[dict[str, Any]] = []
    assert agent.run(history, row.request, sink=events.append) == line
    assert [e.name for e in events if isinstance(e, ev.ToolProposedEvent)] == ["mail_search"]
    assert not any(m["role"] == "tool" for m in backend.calls[0])
    grammar = backend.grammars[0] or ""
    assert "mail_search" in grammar and "mail_read" in grammar  # the leaning area's reads
    assert "mail_send" not in grammar and "mail_forward" not in grammar
    assert [e.verdict.policy for e in events if isinstance(e, ev.PolicyEvent)][-1] \
        == "answer.unsure_unchecked"


class _ByWords(Recorder):
    """A search of English mail by its words: only "plumber" finds the plumber's mail."""

    def __call__(self, **kwargs: Any) -> ToolResult:
        super().__call__(**kwargs)
        return ToolResult([{"id": 4, "subject": "Visit confirmed"}]
                          if "plumber" in str(kwargs.get("query")) else [])


@pytest.mark.parametrize("rendered, searched", [
    # the stand-in kept the word it did not know: its words as the mail writes them
    ("fontanero hora", ["fontanero", "fontanero hora", "plumber"]),
    ("plumber time", ["fontanero", "plumber time"]),  # found: no third search
])
def test_a_search_in_the_datas_language_that_finds_nothing_picks_the_datas_words(
        rendered: str, searched: list[str]) -> None:
    """calls.search_in_data_language: "¿A qué hora viene el fontanero?" of English mail, its
    search for "fontanero" finds nothing, and the model's rendering "fontanero hora" nothing
    either: the words are asked for once
    more, each picked among the words the mail's newest texts have (lower case, none that
    tells no message apart), and that search finds the plumber's mail. The model is never
    shown those words; a rendering that finds something is not asked again."""
    searches = _ByWords()
    registry, _sender, _reader = _tools()
    search = replace(registry.get("mail_search"), function=searches,
                     lookup=lambda words, days: {"query": words}, samples=lambda: [
                         "Visit confirmed. Our plumber will come on Thursday at 10:30.",
                         "Garden plan. Hi Alice, shall we plant the roses on Saturday?"])
    registry = ToolRegistry([search if tool.name == "mail_search" else tool
                             for tool in registry])
    meaning = FakeMeaning({"mail"}, words=rendered, picks="plumber")
    backend = ScriptedBackend([call("mail_search", query="fontanero"), "A las 10:30."])
    agent = Agent(backend, registry, ToolRunner(registry, ScriptedConfirmer()), AgentConfig(),
                  ToolRouter(registry, {"mail": (r"correos?\b",)}), Policies("small"),
                  meaning)  # type: ignore[arg-type]
    history: list[dict[str, Any]] = []
    assert agent.run(history, "¿A qué hora viene el fontanero?") == "A las 10:30."
    assert [c.get("query") for c in searches.calls] == searched, searches.calls
    if len(searched) == 3:
        vocabulary = meaning.vocabularies[0]
        assert "plumber" in vocabulary and "thursday" in vocabulary
        assert "the" not in vocabulary and "on" not in vocabulary  # tell nothing apart
    shown = json.dumps(backend.calls[-1], ensure_ascii=False)
    assert "Visit confirmed" in shown  # the model read what was found
    assert "plumber" not in json.dumps(backend.calls[0], ensure_ascii=False)


def test_an_unsure_question_looked_up_first_picks_the_datas_words_too() -> None:
    """turn.read_first's own searches go the same way: the request's words ("¿Qué dijo el
    fontanero?"), then rendered in the mail's language ("fontanero hora"), then picked
    among the mail's words ("plumber"), which finds it; the model answers from it."""
    searches = _ByWords()
    registry, _sender, _reader = _tools()
    search = replace(registry.get("mail_search"), function=searches,
                     lookup=lambda words, days: {"query": words}, samples=lambda: [
                         "Visit confirmed. Our plumber will come on Thursday at 10:30."])
    registry = ToolRegistry([search if tool.name == "mail_search" else tool
                             for tool in registry])
    meaning = FakeMeaning(set(), unsure={"mail"}, words="fontanero hora", picks="plumber")
    backend = ScriptedBackend(["A las 10:30."])
    agent = Agent(backend, registry, ToolRunner(registry, ScriptedConfirmer()), AgentConfig(),
                  ToolRouter(registry, {"mail": (r"e-?mails?\b",), "system": (r"timers?\b",)}),
                  Policies("small"),
                  meaning)  # type: ignore[arg-type]
    assert agent.run([], "¿Qué dijo el fontanero?") == "A las 10:30."
    assert [c.get("query") for c in searches.calls] == [
        "¿Qué dijo el fontanero?", "fontanero hora", "plumber"]
    assert "Visit confirmed" in json.dumps(backend.calls[0], ensure_ascii=False)


def test_after_an_empty_search_the_model_reads_the_area_routing_leaned_to(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """"¿Qué fue lo último que entró?" has no words a search finds by, nor an area's: the
    app's search finds nothing, the model reads the newest mail with the area's read it is offered, and
    the answer comes from that read, with no "found nothing" line (a made-up "the last
    thing was a call from the doctor" had been kept with that line)."""
    monkeypatch.setattr(SEARCHED, "result", [])
    row = Situation("turn.read_first", "¿Qué fue lo último que entró?",
                    [call("mail_read", id=1), "Un correo: Hi."], [Action.LOOK_UP],
                    unsure={"mail"})
    agent, backend, _sender = _agent(row)
    events: list[Any] = []
    answer = agent.run([], row.request, sink=events.append)
    ran = [e.name for e in events if isinstance(e, ev.ToolProposedEvent)]
    assert ran == ["mail_search", "mail_read"]
    assert answer == "Un correo: Hi."
    assert "answer.unsure_unchecked" not in [
        e.verdict.policy for e in events if isinstance(e, ev.PolicyEvent)]


@pytest.mark.parametrize("query, searchable", [
    ("invoice shop", True), ("Rechnung Laden", True), ("发票", True), ("商店 发票", True),
    ("商店发票的总额是多少", False),  # a sentence: no word splitter for Chinese here
    ("商店发票的总额是多少 Invoice", True), ("", False),
])
def test_a_read_first_search_needs_a_word_it_can_find_by(query: str, searchable: bool) -> None:
    from app.agent.loop import _searchable

    assert _searchable(query) is searchable


def test_a_chinese_sentence_is_not_searched_but_said_not_looked_at(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """turn.read_first with the real connectors' look-ups: a Chinese question is one run of
    Han characters, which no search can find by, so nothing is searched (a search that
    could only find nothing would end in a false "found nothing") and the answer says, in
    Chinese, what was not looked at."""
    from app.services import build_router
    from connectors import build_all_tools
    from tests.benchmarks.prompt_budget import world

    registry = ToolRegistry(build_all_tools(world(tmp_path)))
    agent = Agent(ScriptedBackend(["一共120欧元。"]), registry,
                  ToolRunner(registry, ScriptedConfirmer("approve")), AgentConfig(),
                  build_router(registry), Policies(),
                  FakeMeaning(set(), None, {"mail"}))  # type: ignore[arg-type]
    events: list[Any] = []
    answer = agent.run([], "商店发票的总额是多少？", sink=events.append)
    assert not [e for e in events if isinstance(e, ev.ToolProposedEvent)]
    assert answer == "一共120欧元。\n\n" + say("answer.unsure_not_checked", "zh",
                                              areas=say("area.mail", "zh"))
    # the same question with a word a search can find by is searched
    agent = Agent(ScriptedBackend(["120 EUR."]), registry,
                  ToolRunner(registry, ScriptedConfirmer("approve")), AgentConfig(),
                  build_router(registry), Policies(),
                  FakeMeaning(set(), None, {"mail"}))  # type: ignore[arg-type]
    events.clear()
    agent.run([], "Invoice 1043 的总额是多少？", sink=events.append)
    assert {e.name for e in events if isinstance(e, ev.ToolProposedEvent)} == {
        "mail_search", "files_search"}


def test_a_file_the_request_names_is_read_before_the_model_answers(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """turn.read_named with the real files connector: "open notes.txt and tell me the wifi
    password" (the stand-in read the device's status for "wifi") reads notes.txt first, as
    a card; the model's first turn sees its text. A request that names a change of the
    file is not read first (the model acts as asked), and a file name that only a file's
    text says is never read by the app (route.own_words)."""
    from app.services import build_router
    from connectors import ConnectorContext
    from connectors.files.tools import build_tools

    documents = tmp_path / "Documents"
    documents.mkdir()
    (documents / "notes.txt").write_text("The wifi password is tulip-42. See also secret.md\n")
    (documents / "secret.md").write_text("nothing to see")
    registry = ToolRegistry(build_tools(ConnectorContext(data_dir=tmp_path,
                                                         allowed_folders=(documents,))))

    def agent(turns: list[str], answer: str = "approve") -> tuple[Agent, ScriptedBackend]:
        backend = ScriptedBackend(turns)
        return Agent(backend, registry, ToolRunner(registry, ScriptedConfirmer(answer)),
                     AgentConfig(), build_router(registry), Policies(),
                     FakeMeaning(set())), backend  # type: ignore[arg-type]

    reader, backend = agent(["It is tulip-42."])
    events: list[Any] = []
    history: list[dict[str, Any]] = []
    answer = reader.run(history, "open notes.txt and tell me the wifi password",
                        sink=events.append)
    assert answer == "It is tulip-42."
    assert [(e.name, e.arguments, e.effect) for e in events
            if isinstance(e, ev.ToolProposedEvent)] == [("files_read", {"path": "notes.txt"},
                                                         "read")]
    seen = backend.calls[0]
    assert seen[-1]["role"] == "tool" and "tulip-42" in seen[-1]["content"]
    assert "Untrusted content" in seen[-1]["content"]  # what it read is marked as data
    # the next request's words name no file: the one the file's text names is not read
    follower, _ = agent(["That is all it says."])
    events.clear()
    follower.run(history, "and what else is in there?", sink=events.append)
    assert not [e for e in events if isinstance(e, ev.ToolProposedEvent)]
    # a change of the file named: the model's own call, declined, and nothing read first
    deleter, _ = agent([call("files_delete", path="notes.txt"), "Not deleted."], "deny")
    events.clear()
    deleter.run([], "delete notes.txt", sink=events.append)
    assert [e.name for e in events if isinstance(e, ev.ToolProposedEvent)] == ["files_delete"]
    assert (documents / "notes.txt").exists()


def test_a_question_answered_with_a_change_gets_a_turn_that_may_only_read() -> None:
    """"dec 3 plans?": the stand-in added an event (the user was asked to approve one no one
    asked for). The call is refused unseen, and the next turn's grammar allows only the
    offered reads (told so in words alone, it wrote the same call three times); the turn
    after is as before."""
    row = Situation("calls.question_asks_no_change", "Any email from bob@example.com?",
                    [call("mail_send", **SEND), call("mail_read", id=1),
                     call("mail_send", **SEND), "Nothing new."], [])
    verdicts, answer, backend = _run(row)
    _, sender, reader = _tools()
    assert [v.verdict.reason for v in verdicts
            if v.verdict.policy == row.policy] == ["mail_send", "mail_send"]
    assert "mail_send" in (backend.grammars[0] or "")
    assert "mail_read" in (backend.grammars[1] or "")
    assert "mail_send" not in (backend.grammars[1] or "")
    assert "mail_send" in (backend.grammars[2] or "")  # only that one turn
    assert answer == "Nothing new."


def test_a_question_about_a_setting_may_read_its_area_when_its_words_offered_no_read() -> None:
    """"What's my volume at?" offers the volume (its word), not the device's status: a
    volume proposed for it is refused unseen, and the next turn may call the reads of the
    volume's own area, the device's status among them, which are offered from then on."""
    row = Situation("calls.question_asks_no_change", "What's my volume at?",
                    [call("system_set_volume", percent=50), call("system_status"),
                     "It is at 50%."], [])
    verdicts, answer, backend = _run(row)
    assert [v.verdict.reason for v in verdicts if v.verdict.policy == row.policy] \
        == ["system_set_volume"]
    assert "system_status" not in (backend.grammars[0] or "")
    assert "system_status" in (backend.grammars[1] or "")
    assert "system_set_volume" not in (backend.grammars[1] or "")
    assert "system_status" in (backend.grammars[2] or "")  # offered from then on
    assert answer == "It is at 50%."


@pytest.mark.parametrize("without", [(), ("turn.day_dates",)])
def test_the_day_dates_policy_writes_the_dates_and_looks_up_over_them(without: tuple[str, ...]) -> None:
    """The dates the request's day words mean are written beside it for the model, and a
    made-up id is looked up over those days; switched off, neither."""
    registry, _sender, _reader = _tools()
    backend = ScriptedBackend([call("mail_forward", id=12345, to=["acc@example.org"]),
                               call("mail_forward", id=3, to=["acc@example.org"])])
    agent = Agent(backend, registry, ToolRunner(registry, ScriptedConfirmer("approve")),
                  AgentConfig(), ToolRouter(registry, {"mail": (r"e-?mails?\b",)}),
                  Policies("small", without))
    LOOKED_UP.clear()
    agent.run([], "Forward tomorrow's invoice email to acc@example.org",
              now=datetime(2026, 12, 1, 9, 0, tzinfo=UTC))
    request = backend.calls[0][-1]["content"]
    if without:
        assert "is Wednesday" not in request and LOOKED_UP == [()]
    else:
        assert "; tomorrow is Wednesday 2026-12-02]" in request
        assert LOOKED_UP == [(date(2026, 12, 2),)]


def _plumber(body: str, answer: str, status: str = "ok", by_app: bool = False
             ) -> list[dict[str, Any]]:
    """A question whose read found a mail (``body``), and the answer the user saw (written
    by the app in the model's place: ``by_app``)."""
    result = json.dumps({"status": status, "result": [{"id": 4, "date": "2026-11-30T10:00",
                                                        "body": body}]}, ensure_ascii=False)
    return [{"role": "user", "content": "when is the plumber coming?"},
            {"role": "assistant", "content": "", "tool_calls": [{"id": "c1", "type": "function",
             "function": {"name": "mail_search", "arguments": '{"query": "plumber"}'}}]},
            {"role": "tool", "tool_call_id": "c1", "name": "mail_search", "content": result},
            {"role": "assistant", "content": answer, **({APP_ANSWER_KEY: True} if by_app else {})}]


@pytest.mark.parametrize(("request_text", "history", "without", "hint"), [
    # the one day the last read names from today on (the mail's own date is past), where
    # the answer names none or only what was searched ("today")
    ("set an alarm for 7:30 that day", _plumber("Thursday, December 3, at 8:00", "One mail."),
     (), "that day is Thursday 2026-12-03"),
    ("Stell mir an dem Tag einen Wecker um 7:30.",
     _plumber("am Donnerstag, 3. Dezember, um 8:00", "Termine heute auflisten: 0 Termine."),
     (), "an dem Tag is Thursday 2026-12-03"),
    ("那天早上七点半叫醒我。", _plumber("我会在 12 月 3 日周四早上 8:00 上门。", "找到一封邮件。"),
     (), "那天 is Thursday 2026-12-03"),
    # the answer's one day, when the read names it too (a move: from the 3rd to the 10th)
    ("Mets-moi un réveil à 7 h 30 ce jour-là.",
     _plumber("déplacé du 3 décembre au 10 décembre", "Il passe le 10 décembre."),
     (), "ce jour-là is Thursday 2026-12-10"),
    # two days and no answer to choose: no day; a read that failed counts for nothing
    ("Ponme una alarma a las 7:30 ese día.",
     _plumber("el jueves 3 o el viernes 4 de diciembre", "Un correo."), (), None),
    ("set an alarm for 7:30 that day",
     _plumber("Thursday, December 3, at 8:00", "Nothing.", status="error"), (), None),
    # the model's answer names today; an answer the app wrote names what was searched
    ("set an alarm for 7:30 that day", _plumber("See you soon", "He comes today at 8."), (),
     "that day is Tuesday 2026-12-01"),
    ("Stell mir an dem Tag einen Wecker um 7:30.",
     _plumber("Bis bald", "Termine heute auflisten: 0 Termine.", by_app=True), (), None),
    # ... also when the model's calls before it were written as text ("{"name": …}")
    ("Stell mir an dem Tag einen Wecker um 7:30.",
     [{"role": "user", "content": "Wann kommt der Klempner?"},
      {"role": "assistant", "content": '{"name": "calendar_list_events", "arguments": '
       '{"start": "2026-12-01T09:00"}}'},
      {"role": "tool", "name": "calendar_list_events", "content": '{"status": "ok", "result": []}'},
      {"role": "assistant", "content": "Termine heute auflisten: 0 Termine.", APP_ANSWER_KEY: True}],
     (), None),
    # no day pointed at; the policy off
    ("set an alarm for 7:30", _plumber("Thursday, December 3, at 8:00", "One mail."), (), None),
    ("set an alarm for 7:30 that day", _plumber("Thursday, December 3, at 8:00", "One mail."),
     ("turn.day_dates",), None),
])
def test_a_day_pointed_back_at_is_the_one_the_last_exchange_named(
        request_text: str, history: list[dict[str, Any]], without: tuple[str, ...],
        hint: str | None) -> None:
    """"that day", "an dem Tag", "ce jour-là", "那天": the date written beside the request
    is the one day the last exchange named (app/agent/days.py ``day_referred``)."""
    registry, _sender, _reader = _tools()
    backend = ScriptedBackend(["OK."])
    agent = Agent(backend, registry, ToolRunner(registry, ScriptedConfirmer("approve")),
                  AgentConfig(), ToolRouter(registry, {"mail": (r"e-?mails?\b",)}),
                  Policies("small", without))
    events: list[ev.Event] = []
    agent.run(list(history), request_text, sink=events.append,
              now=datetime(2026, 12, 1, 9, 0, tzinfo=UTC))
    line = backend.calls[0][-1]["content"].split("\n", 1)[0]
    verdicts = [e.verdict.policy for e in events if isinstance(e, ev.PolicyEvent)]
    if hint is None:
        assert line == "[Now: Tuesday 2026-12-01 09:00, time zone UTC]"
        assert "turn.day_dates" not in verdicts
    else:
        assert line.endswith(f"; {hint}]")
        assert verdicts.count("turn.day_dates") == 1


@pytest.mark.parametrize(("request_text", "arguments", "searched"), [
    # no day named: today's date copied from the [Now: …] line is left out
    ("Find the invoice email", {"query": "invoice", "since": "2026-12-04"},
     {"query": "invoice"}),
    # a day named in any shipped language: its date stays, and so do the user's words
    ("Les factures depuis hier ?", {"query": "factures", "since": "2026-12-03"},
     {"query": "factures", "since": "2026-12-03"}),
    ("昨天以来的发票邮件", {"query": "发票", "since": "2026-12-03T00:00:00"},
     {"query": "发票", "since": "2026-12-03T00:00:00"}),
    ("Les factures depuis hier ?", {"query": "factures", "since": "2026-11-01"},
     {"query": "factures"}),  # another day than the one named
    # a stretch of time whose start no one wrote: the model's date for it stays
    ("Any word from the bank this week?", {"query": "bank", "since": "2026-11-30"},
     {"query": "bank", "since": "2026-11-30"}),
    ("本周有银行的邮件吗？", {"query": "银行", "since": "2026-11-30"},
     {"query": "银行", "since": "2026-11-30"}),
    ("Hat die Bank mir geschrieben?", {"query": "Bank", "since": "2026-12-04"},
     {"query": "Bank"}),
    # the flag the user asked for, written by the model in another language: it stays (the
    # mail tools read it as the unread flag); a flag no one asked for goes
    ("Habe ich ungelesene Mails?", {"query": "unread emails"}, {"query": "unread emails"}),
    ("¿Tengo correos sin leer?", {"query": "unread"}, {"query": "unread"}),
    ("有未读邮件吗？", {"query": "unread messages"}, {"query": "unread messages"}),
    ("Hat die Bank mir geschrieben?", {"query": "unread emails"}, {}),
    ("Habe ich ungelesene Mails?", {"query": "unread invoice"}, {}),  # more than the flag
    # words only inside a word of the user's are none of theirs ("open" in "unopened");
    # at a word's start or end they are ("invoice" in "invoices", "Rechnung" in a compound)
    ("got any unopened emails?", {"query": "open", "unread": True}, {"unread": True}),
    ("where are the shop's invoices?", {"query": "invoice"}, {"query": "invoice"}),
    ("Wo ist meine Stromrechnung?", {"query": "Rechnung"}, {"query": "Rechnung"}),
    ("我有几封未读邮件吗", {"query": "邮件"}, {"query": "邮件"}),
    # made-up words go; a folder (not a declared filter) is left alone
    ("What did Sam write?", {"query": "hello world", "folder": "Archive"},
     {"folder": "Archive"}),
    # a flag set when no one spoke of it goes (a small model writes "unread": true into
    # every search); said in any shipped language, it stays; false narrows nothing
    ("Any word from the bank?", {"query": "bank", "unread": True}, {"query": "bank"}),
    ("anything new come in?", {"unread": True}, {}),
    ("Do I have unread mail from the bank?", {"query": "bank", "unread": True},
     {"query": "bank", "unread": True}),
    ("Hab ich ungelesene Mails von der Bank?", {"query": "Bank", "unread": True},
     {"query": "Bank", "unread": True}),
    ("还有多少封邮件没看？", {"unread": True}, {"unread": True}),
    ("Any word from the bank?", {"query": "bank", "unread": False},
     {"query": "bank", "unread": False}),
])
def test_unasked_filters_are_left_out_before_the_read_runs(
        request_text: str, arguments: dict[str, Any], searched: dict[str, Any]) -> None:
    registry, _sender, _reader = _tools()
    SEARCHED.calls.clear()
    backend = ScriptedBackend([call("mail_search", **arguments), "Done."])
    agent = Agent(backend, registry, ToolRunner(registry, ScriptedConfirmer("approve")),
                  AgentConfig(), None, Policies("small", ("answer.read_before_claim",)))
    events: list[Any] = []
    agent.run([], request_text, sink=events.append, now=datetime(2026, 12, 4, 9, 0, tzinfo=UTC))
    assert SEARCHED.calls == [searched]
    shown = [e for e in events if isinstance(e, ev.ToolProposedEvent)]
    assert shown and shown[0].arguments == searched  # the card shows the read that ran


@pytest.mark.parametrize(("request_text", "pattern", "listed"), [
    ("show me my documents", "*.pdf", ["budget.csv", "tax.pdf"]),  # made up: all of them
    ("list my PDFs", "*.pdf", ["tax.pdf"]),  # its word said: kept
    ("Zeig mir meine PDF-Dateien", "*.pdf", ["tax.pdf"]),
    ("show me my documents", "*", ["budget.csv", "tax.pdf"]),
])
def test_a_listing_pattern_no_one_asked_for_is_left_out(
        tmp_path, request_text: str, pattern: str, listed: list[str]) -> None:  # type: ignore[no-untyped-def]
    """files_list's name pattern is a filter: "*.pdf" for "show me my documents" (a small
    model's habit) would hide the user's other files."""
    from pathlib import Path

    from connectors import ConnectorContext
    from connectors.files.tools import build_tools

    docs = tmp_path / "Documents"
    docs.mkdir()
    for name in ("budget.csv", "tax.pdf"):
        (docs / name).write_text("x")
    registry = ToolRegistry(build_tools(ConnectorContext(tmp_path, (docs,))))
    backend = ScriptedBackend([call("files_list", path=str(docs), pattern=pattern), "Here."])
    agent = Agent(backend, registry, ToolRunner(registry, ScriptedConfirmer("approve")),
                  AgentConfig(), None, Policies("small", ("answer.read_before_claim",)))
    events: list[Any] = []
    agent.run([], request_text, sink=events.append)
    done = [e for e in events if isinstance(e, ev.ToolResultEvent)]
    assert done, events
    entries = json.loads(done[0].content[done[0].content.index("{"):])["result"]
    assert sorted(Path(e["path"]).name for e in entries) == listed


def test_the_grammar_policy_constrains_calls() -> None:
    row = Situation("turn.grammar", "Any new email?", [call("mail_read", id=1), "One."], [])
    _, _, backend = _run(row)
    assert all(g is not None and "root ::= calls | text" in g for g in backend.grammars)
    assert len(backend.grammars) == 2
    _, _, backend = _run(replace(row, without=("turn.grammar",)))
    assert backend.grammars == [None, None]


def test_routing_by_meaning_is_asked_only_when_no_words_name_an_area() -> None:
    registry, *_ = _tools()
    meaning = FakeMeaning({"mail"})
    agent = Agent(ScriptedBackend([call("mail_read", id=1), "x", call("mail_read", id=2), "y"]),
                  registry,
                  ToolRunner(registry, ScriptedConfirmer()), AgentConfig(),
                  ToolRouter(registry, {"mail": (r"e-?mails?\b",), "system": (r"timers?\b",)}),
                  Policies(), meaning)  # type: ignore[arg-type]
    agent.run([], "any email?")
    agent.run([], "hat Sam geantwortet?")
    assert meaning.asked == ["hat Sam geantwortet?"]
    offered = agent.router.tools_for([], "hat Sam geantwortet?", meaning.result)  # type: ignore[union-attr]
    assert {t.name for t in offered} >= {"mail_read", "mail_send"}


def test_a_hint_alone_asks_the_meaning_and_keeps_its_own_area() -> None:
    """"drop Kate a line about Saturday": the day word hints at the calendar, but the request
    is mail; the model is asked, and both areas are offered."""
    registry, *_ = _tools()
    meaning = FakeMeaning({"mail"}, {"system_set_timer"})  # (the hinted area's action)
    backend = ScriptedBackend(["Sure."])
    agent = Agent(backend, registry, ToolRunner(registry, ScriptedConfirmer()), AgentConfig(),
                  ToolRouter(registry, {"mail": (r"e-?mails?\b",), "system": (r"timers?\b",)},
                             {"system": (r"tomorrow\b",)}),
                  Policies("small", ("answer.read_before_claim",)), meaning)  # type: ignore[arg-type]
    agent.run([], "ping Sam about tomorrow")
    assert meaning.asked == ["ping Sam about tomorrow"]
    grammar = backend.grammars[0] or ""
    assert "mail_send" in grammar and "system_set_timer" in grammar


def _device_agent(meaning: FakeMeaning, backend: ScriptedBackend,
                  policies: Policies | None = None) -> Agent:
    registry, *_ = _tools()
    return Agent(backend, registry, ToolRunner(registry, ScriptedConfirmer()), AgentConfig(),
                 ToolRouter(registry, {"mail": (r"e-?mails?\b", r"mail\b"),
                                       "system": (r"timers?\b", r"beep\w*")}),
                 policies or Policies("small", ("answer.read_before_claim",)),
                 meaning)  # type: ignore[arg-type]


def test_an_action_picked_by_meaning_is_offered_and_stays_for_the_conversation() -> None:
    """"Beep when the pasta is done": the words name the device, none of its tools; the model picks
    the timer. The next turn ("yes, the loud one") names nothing, and the tool is still
    there: the user message keeps what its own words were found to need, also once stored."""
    from app.agent.transcript import TranscriptRecorder

    meaning = FakeMeaning(set(), {"system_set_timer"})
    backend = ScriptedBackend(["Which sound?", "Done."])
    agent = _device_agent(meaning, backend)
    history: list[dict[str, Any]] = []
    recorder = TranscriptRecorder("Beep when the pasta is done")
    agent.run(history, "Beep when the pasta is done", sink=recorder.observe)
    assert meaning.asked_actions == [("system", "Beep when the pasta is done")]
    assert meaning.asked == []  # the words named the area: its meaning was not asked
    assert "system_set_timer" in (backend.grammars[0] or "")
    assert history[1]["routed"] == {"tools": ["system_set_timer"]}
    stored = [e for e in recorder.entries(history[1:]) if e.role == "user"][0]
    assert stored.extra["routed"] == {"tools": ["system_set_timer"]}
    meaning.tools = frozenset()  # the follow-up alone would bring nothing
    agent.run(history, "yes, the loud one")
    assert "system_set_timer" in (backend.grammars[1] or "")


def test_actions_are_asked_about_only_for_an_area_that_would_give_no_tool() -> None:
    meaning = FakeMeaning(set(), {"mail_forward", "system_set_timer"})
    backend = ScriptedBackend(["Sure.", "Sure.", "Sure."])
    agent = _device_agent(meaning, backend)
    agent.run([], "Set a timer for ten minutes")  # the words name the tool
    agent.run([], "Get Sam's mail over to bob@example.com")  # mail's reads come anyway
    assert meaning.asked_actions == []
    agent = _device_agent(meaning, backend, Policies(
        "small", ("answer.read_before_claim", "route.actions")))
    history: list[dict[str, Any]] = []
    agent.run(history, "Beep when the pasta is done")
    assert meaning.asked_actions == [] and "system_set_timer" not in (backend.grammars[2] or "")
    assert "routed" not in history[1]


def test_words_someone_else_wrote_never_reach_the_action_question() -> None:
    """Only the user's words are shown to routing by meaning: a mail read in an earlier turn
    that says "set a timer" is not asked about. A follow-up is asked with the user's message
    before it ("调到30。" after a question about the screen: the brightness), never with
    what was read or answered in between."""
    meaning = FakeMeaning({"system"}, set())
    backend = ScriptedBackend([call("mail_read", id=1), "It says hi.", "Sure."])
    agent = _device_agent(meaning, backend)
    history: list[dict[str, Any]] = []
    agent.run(history, "Read my mail")
    agent.run(history, "beep when it's time")
    assert [request for _area, request in meaning.asked_actions] == [
        "Read my mail | beep when it's time"]
    assert "It says hi" not in str(meaning.asked_actions)  # nor the answer in between


def test_every_verdict_is_counted_and_kept_in_the_transcript() -> None:
    from app.agent.transcript import TranscriptRecorder

    registry, *_ = _tools()
    policies = Policies()
    agent = Agent(ScriptedBackend(["No new mail."]), registry,
                  ToolRunner(registry, ScriptedConfirmer()), AgentConfig(),
                  ToolRouter(registry, {"mail": (r"e-?mails?\b",)}), policies)
    recorder = TranscriptRecorder("Any new email?")
    history: list[dict[str, Any]] = []
    agent.run(history, "Any new email?", sink=recorder.observe)
    assert policies.counts == {"answer.read_before_claim": 1}
    final = recorder.entries(history[1:])[-1]
    assert [v["policy"] for v in final.extra["policies"]] == ["answer.read_before_claim"]
    assert "policies" not in history[-1]  # the model never reads them
    json.dumps(final.extra)  # stored as JSON


def test_every_declared_policy_has_a_table() -> None:
    assert {row.policy for row in ROWS} | {"turn.grammar"} == set(BY_NAME)
