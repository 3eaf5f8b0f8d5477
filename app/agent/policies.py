"""The agent's rules as a declared, ordered table of named policies.

Every rule the loop applies beyond "ask the model, run its calls through the gate" is a
:class:`Policy` here: a name, a kind, the hook where it acts and what it does. The loop asks
``policies.on(name)`` before applying one and reports each time one acts as a
:class:`Verdict` (an event the transcript keeps and the benchmarks count).

Kinds:
- **safety** — protects the user's data and the gate's promise (a call the request was not
  offered, a made-up recipient, a repeated side effect). Always on: no profile or option turns
  one off.
- **honesty** — the user never reads something untrue or internal: an answer that claims what
  did not happen, the loop's own wording, an empty answer, a claim about the user's data made
  without reading it.
- **assist** — helps a small model do what it was asked (a made-up id looked up, a nudge
  toward the asked-for action, routing by meaning when no words name an area). A capable
  model does without. An assist policy stays only while switching it off lowers the
  never-tuned task set (``python -m tests.benchmarks.ablation``; docs/benchmarks.md).

Hooks, in the order a task meets them: ``route`` (which tools the request is offered),
``before_model`` (how a turn is asked for), ``review_calls`` (each proposed call, before the
gate), ``after_calls`` (what the outcomes mean for the next turn), ``review_answer`` (the final
text).

Profiles pick the policies for a model: ``small`` (the stand-in's size: every policy) and
``capable`` (safety, honesty, routing by meaning, of areas and of actions, the grammar, the
dates day words mean, and a search before an unsure question is answered; no crutches). A
model's catalogue entry names its profile; ``botpsy chat --profile`` and Settings › Model override it.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from connectors.base import tr

log = logging.getLogger(__name__)


class Kind(StrEnum):
    """What a policy is for."""

    SAFETY = "safety"
    HONESTY = "honesty"
    ASSIST = "assist"


class Hook(StrEnum):
    """Where in a task a policy acts."""

    ROUTE = "route"
    BEFORE_MODEL = "before_model"
    REVIEW_CALLS = "review_calls"
    AFTER_CALLS = "after_calls"
    REVIEW_ANSWER = "review_answer"


class Action(StrEnum):
    """What a policy did when it acted."""

    ROUTE = "route"  # chose or added tools for the request
    CONSTRAIN = "constrain"  # changed how the next turn is asked for (a grammar, a nudge)
    REFUSE = "refuse"  # a call was refused before the user saw it
    CHANGE = "change"  # a call's arguments were changed (a placeholder dropped)
    LOOK_UP = "look_up"  # the app ran a read to help the model
    END = "end"  # the task ended here, its answer from the outcomes
    REWRITE = "rewrite"  # the model's answer was replaced


@dataclass(frozen=True)
class Policy:
    """One named rule of the agent."""

    name: str
    kind: Kind
    hook: Hook
    what: str


@dataclass(frozen=True)
class Verdict:
    """A policy acted: which, where, what it did and why (one event, counted)."""

    policy: str
    kind: Kind
    hook: Hook
    action: Action
    reason: str = ""

    def to_dict(self) -> dict[str, str]:
        """The verdict as the transcript stores it."""
        return {"policy": self.policy, "kind": self.kind.value, "hook": self.hook.value,
                "action": self.action.value, "reason": self.reason}


S, H, A = Kind.SAFETY, Kind.HONESTY, Kind.ASSIST

#: every policy, in the order the loop meets them
POLICIES: tuple[Policy, ...] = (
    Policy("route.own_words", S, Hook.ROUTE,
           "Tools come from the user's words and calls that ran or were asked about, never "
           "from text someone else wrote, nor from a call that was refused."),
    Policy("route.meaning", A, Hook.ROUTE,
           "When no words of any shipped language name an area (a day word alone is only a "
           "hint), the model picks the areas from a fixed list (any language, everyday "
           "wording); they join the hinted ones."),
    Policy("route.own_facts", A, Hook.ROUTE,
           "A question routing by meaning is sure needs no area is asked once more whether "
           "it wants a fact of the user's own life (\"what's my membership number at the "
           "gym?\"), in any language; such a question is looked up first in the mail, as "
           "an unsure one is (turn.read_first), and its answer says where nothing was found."),
    Policy("route.known_names", A, Hook.ROUTE,
           "A request that calls someone the user's own mail knows by name (\"Olga\" in "
           "\"Olga回复我了吗？\", \"when is Tom's party?\") needs mail too, in any language: "
           "the name is the same in every one. Looked up in the local copy, from the "
           "user's words only."),
    Policy("route.actions", A, Hook.ROUTE,
           "An area of the request that would give it no tool at all (the device's are each "
           "offered only when named: an alarm, the volume) gets the actions the model picks "
           "from the area's fixed list; their tools stay for the conversation."),
    Policy("turn.grammar", A, Hook.BEFORE_MODEL,
           "Calls are written under a grammar of the offered tools' schemas."),
    Policy("turn.day_dates", A, Hook.BEFORE_MODEL,
           "The dates the request's day words mean, in any shipped language (\"morgen\", "
           "\"3 décembre\", \"12月3日\"), are written beside it, and a made-up event id is "
           "looked up over those days. A day pointed back at (\"that day\", \"ce jour-là\", "
           "\"那天\") is the one day the last exchange named, in its answer or its reads."),
    Policy("turn.read_first", A, Hook.BEFORE_MODEL,
           "A question that routing by meaning took for no area, but was not sure of it "
           "(\"what's the total on the shop's invoice?\"), is looked up before the model "
           "answers: the app searches each set-up area that has a search (mail, files) for "
           "the request's words, each search shown as a card, and offers those areas' reads. "
           "When nothing is found, the model does not see the searches, and is offered the "
           "reads of the area routing leaned to (\"what came in last?\" has no words to "
           "search by)."),
    Policy("turn.read_named", A, Hook.BEFORE_MODEL,
           "What the request names by itself is read before the model answers, each read "
           "shown as a card: a file by its name (\"open notes.txt and tell me the wifi "
           "password\"), the days it names in the calendar (\"what have I got on thursday "
           "the 3rd?\"); not when its words name a change of that area."),
    Policy("turn.act_on_last_found", A, Hook.BEFORE_MODEL,
           "A request that names an action on what a read finds and nothing else to find "
           "(\"archive it\", \"Bórralo.\", \"把它归档。\"), after an earlier message's read of "
           "that area worked, gets a first turn whose grammar allows only those actions' "
           "calls: the model acts on what was found instead of searching for the action's "
           "own words (\"archive-la\" found another mail). The call goes to the user."),
    Policy("calls.offered_only", S, Hook.REVIEW_CALLS,
           "A call of a tool the request was not offered is refused unseen."),
    Policy("calls.grounded", S, Hook.REVIEW_CALLS,
           "A recipient, id or time that appears nowhere in the conversation is refused unseen."),
    Policy("calls.no_repeat", S, Hook.REVIEW_CALLS,
           "The same call again in a task is neither run nor asked about again."),
    Policy("calls.question_asks_no_change", A, Hook.REVIEW_CALLS,
           "A question (\"dec 3 plans?\", or typed without its mark: \"is my wifi on\") "
           "asks for no change: a call that would add an event "
           "or write a file, which the request's words do not name in any shipped language, "
           "or a setting's change that sets an on/off or a number the question does not give "
           "(\"how bright is my screen?\"), is refused unseen, and the next turn may only "
           "read (a setting's own area's reads too). Not a polite request put as a question "
           "(\"could you …?\")."),
    Policy("calls.look_up_made_up_id", A, Hook.REVIEW_CALLS,
           "A made-up id is looked up with the tool's finder and the refusal carries what was "
           "found."),
    Policy("calls.unasked_filters", A, Hook.REVIEW_CALLS,
           "A read's filter that the conversation never gave (today's date as \"since\" when "
           "no day was named, made-up search words) is left out: the read is wider, never "
           "narrower, than asked."),
    Policy("calls.search_in_data_language", A, Hook.AFTER_CALLS,
           "A search by words that found nothing, of data written in another language than "
           "the request (\"¿A qué hora viene el fontanero?\" of an English inbox), runs once "
           "more with the request's search words in the data's language, as the model writes "
           "them under that language's grammar, shown as a card; so do turn.read_first's "
           "searches. So does a search of data in the request's own language when the "
           "request has no word a search finds by (a Han sentence: \"新公寓的押金是多少？\"). "
           "When the rendered words find nothing either (\"plombier time\"), they are asked "
           "for once more, each picked among the words the data's newest texts have "
           "(\"plumber\"), under a grammar of them; of a Han question of data in its own "
           "language, the pieces of it those texts have (\"显示器\" of \"新显示器我付了多少钱？\"). "
           "The data's language and words are told from its newest texts, which the model "
           "never sees; only the user's words are rendered."),
    Policy("calls.look_elsewhere", A, Hook.AFTER_CALLS,
           "A question whose reads all worked and found nothing in the areas it was routed "
           "to (\"what's the booking number for the hotel?\": the calendar) is searched "
           "for once in the areas no read looked in yet (mail, files), as cards; the model "
           "reads what was found, with those areas' reads offered. So is one only its "
           "meaning took to the device, whose status holds none of the user's records "
           "(\"新显示器我付了多少钱？\": the laptop's settings for a monitor's price), and "
           "one the model answered with a change the user declined or that changed nothing "
           "(\"what's the wifi password at the flat?\": the Wi-Fi, already on)."),
    Policy("turn.nudge_pending_action", A, Hook.AFTER_CALLS,
           "A read repeated while the request's own words still ask for an action (one on "
           "what a read finds, or else a send or write, the request not being a question) "
           "gets one more turn, told which action is still to come, whose grammar allows "
           "only that call or words; an answer in words instead, when something was read to "
           "act on (\"forward it to…\" after the invoice was found), is set aside for one "
           "turn whose grammar allows only that call."),
    Policy("answer.end_when_settled", A, Hook.AFTER_CALLS,
           "Done as asked, or declined: the outcome is the answer, without another turn; "
           "not when calls.look_elsewhere found what a question answered by a declined or "
           "idle change asked for."),
    Policy("answer.no_internal_text", H, Hook.REVIEW_ANSWER,
           "The loop's own wording or a raw tool result is never the answer."),
    Policy("answer.no_false_claim", H, Hook.REVIEW_ANSWER,
           "A success claimed when every side effect was declined, failed or changed "
           "nothing (already so) is replaced by what happened."),
    Policy("answer.not_empty", H, Hook.REVIEW_ANSWER,
           "No answer is empty: what was done and not done, in the request's language."),
    Policy("answer.not_set_up", H, Hook.REVIEW_ANSWER,
           "A request that needs an area with nothing set up (mail with no account), answered "
           "with no call, says what to set up instead of an answer made without it."),
    Policy("answer.read_before_claim", H, Hook.REVIEW_ANSWER,
           "A question about the user's data answered without a single read that worked is "
           "not presented as fact: the answer says what was not checked, or, when every read "
           "failed and the answer does not say so, what failed and why."),
    Policy("answer.unsure_unchecked", H, Hook.REVIEW_ANSWER,
           "A request routing by meaning took for no area, but was not sure of it, answered "
           "without a single read: the answer says which of the user's data it did not look "
           "at, or where turn.read_first found nothing (the answer itself stays)."),
)

BY_NAME: dict[str, Policy] = {p.name: p for p in POLICIES}

PROFILES: dict[str, frozenset[str]] = {
    "small": frozenset(BY_NAME),
    "capable": frozenset(p.name for p in POLICIES if p.kind != Kind.ASSIST)
    | {"route.meaning", "route.own_facts", "route.known_names", "route.actions",
       "turn.grammar", "turn.day_dates", "turn.read_first", "calls.search_in_data_language",
       "calls.look_elsewhere"},
}
DEFAULT_PROFILE = "small"


class PolicyError(ValueError):
    """A profile or policy name that does not exist, or a safety policy switched off."""


class Policies:
    """The policies in force for one agent (a profile, less ``without``), and their counts."""

    def __init__(self, profile: str = DEFAULT_PROFILE, without: Iterable[str] = ()) -> None:
        if profile not in PROFILES:
            raise PolicyError(tr("There is no policy profile '{profile}'; choose one of "
                                 "{profiles}.", profile=profile, profiles=", ".join(PROFILES)))
        off = set(without)
        unknown = off - set(BY_NAME)
        if unknown:
            raise PolicyError(tr("There is no policy {names}; the policies are: {policies}.",
                                 names=", ".join(sorted(unknown)),
                                 policies=", ".join(BY_NAME)))
        safety = sorted(n for n in off if BY_NAME[n].kind == Kind.SAFETY)
        if safety:
            raise PolicyError(tr("Safety policies cannot be switched off: {names}.",
                                 names=", ".join(safety)))
        self.profile = profile
        self.enabled = frozenset(n for n in PROFILES[profile] if n not in off) | {
            p.name for p in POLICIES if p.kind == Kind.SAFETY}
        self.counts: Counter[str] = Counter()

    def on(self, name: str) -> bool:
        """Whether policy ``name`` is in force (KeyError for a name not in the table)."""
        return BY_NAME[name].name in self.enabled

    def verdict(self, name: str, action: Action, reason: str = "") -> Verdict:
        """Record that ``name`` acted; returns the verdict to emit."""
        policy = BY_NAME[name]
        self.counts[name] += 1
        log.info("policy %s (%s) %s: %s", name, policy.kind, action, reason)
        return Verdict(name, policy.kind, policy.hook, action, reason)


def profile_of(entry: object, override: str = "") -> str:
    """The profile for a model: ``override`` when given, else its catalogue entry's, else
    the default (a model the catalogue does not know is treated as small)."""
    if override:
        if override not in PROFILES:
            raise PolicyError(tr("There is no policy profile '{profile}'; choose one of "
                                 "{profiles}.", profile=override, profiles=", ".join(PROFILES)))
        return override
    value = getattr(entry, "profile", "") or ""
    return value if value in PROFILES else DEFAULT_PROFILE
