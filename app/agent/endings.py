"""Honest endings: the user never sees the loop's internal text or a claim that is false.

When a task ends, the loop knows what happened to every call (done, denied, failed, refused,
not repeated). If the model's final text is empty, repeats the loop's own wording to it (or a
raw tool result), or claims an action that did not happen (success after a denial or a
failure), the answer is written from those outcomes instead: "Not done — you denied it: Send
'Late' to bob@example.com."
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from app.agent.events import CallStatus
from app.agent.language import DEFAULT, LEXICON
from app.agent.messages import internal_phrases, say
from connectors.base import one_line

# Phrases only the loop and the runner write to the model (see loop.py and runner.py).
#: what the chat template or the loop's JSON leave in text: never an answer either
STRUCTURAL_MARKS = ("<tool_response>", "already_done")


def internal_marks() -> tuple[str, ...]:
    """Every phrase that marks the app's own text to the model (derived from the model's
    message catalogue, app/agent/messages.py) and the template's structural marks."""
    return (*internal_phrases(), *STRUCTURAL_MARKS)


@dataclass(frozen=True)
class Step:
    """One call of the task as the user saw it: what was proposed, and what became of it."""

    proposal: str  # the one-line summary ("Send 'Late' to bob@example.com")
    status: CallStatus
    result: str  # the result's short line ("3 messages", "Sent", the error)
    side_effect: bool
    found: str = ""  # what a read found, for people (``findings``): names, a mail, a text
    unchanged: bool = False  # a change already as asked: nothing ran ("Mute is already on")
    empty: bool = False  # a read that worked and found no thing (``found_nothing``)


def is_internal(text: str) -> bool:
    """Whether ``text`` is the loop's own wording, or a raw tool result, not an answer."""
    folded = " ".join(text.lower().split())
    if any(phrase in folded for phrase in internal_marks()):
        return True
    stripped = text.strip()
    if stripped.startswith("{") and stripped.endswith("}"):
        try:
            value = json.loads(stripped)
        except ValueError:
            return False
        return isinstance(value, dict) and "status" in value
    return False


_SENTENCES = re.compile(r"(?<=[.!?。！？])\s*|\n")


def claims_what_did_not_happen(text: str, steps: Sequence[Step]) -> bool:
    """A success claimed when every side effect of the task was denied, failed or changed
    nothing (already so: "the Wi-Fi is already on" ran nothing, so "I turned the Wi-Fi on"
    is not so): a sentence that says something was done (the lexicon's ``claim.done``, in
    any shipped language) without a negation (``negation``)."""
    effects = [s for s in steps if s.side_effect and s.status != CallStatus.REPEATED]
    if not effects or any(s.status == CallStatus.DONE and not s.unchanged for s in effects):
        return False
    for sentence in _SENTENCES.split(text):
        if LEXICON.matches("claim.done", sentence) and not LEXICON.matches("negation", sentence):
            return True
    return False


def _line(step: Step, language: str = DEFAULT) -> str:
    # a proposal and a result name someone else's words (a subject, a file name): data, not
    # Markdown, in the window, the reopened history and the terminal (issue 26, item 4)
    proposal = _plain(step.proposal.rstrip("."), 400)
    result = _plain(step.result.strip().rstrip("."), 400)
    if step.status == CallStatus.DONE:
        if step.side_effect and step.unchanged and result:
            return result  # not "Done": nothing was done, it already was so
        if step.side_effect:
            return say("outcome.done_with", language, proposal=proposal, result=result) \
                if result and result != "Done" else say("outcome.done", language,
                                                        proposal=proposal)
        return say("outcome.read", language, proposal=proposal, result=result) if result \
            else proposal
    if step.status == CallStatus.DENIED:
        return say("outcome.denied", language, proposal=proposal)
    if step.status == CallStatus.FAILED:
        return say("outcome.failed", language, proposal=proposal, result=result) if result \
            else say("outcome.failed_plain", language, proposal=proposal)
    if step.status == CallStatus.CANCELLED:
        return say("outcome.cancelled", language, proposal=proposal)
    if step.status == CallStatus.INVALID:
        if not proposal:  # refused before it was shown (an invented address or id)
            return result
        return say("outcome.invalid", language, proposal=proposal)
    return ""


def answer_from_outcomes(steps: Sequence[Step], language: str = DEFAULT) -> str:
    """The answer as the outcomes tell it (one line per call, in order, repeats left out),
    in ``language`` (app/agent/messages.py)."""
    lines: list[str] = []
    for step in steps:
        line = _line(step, language) if step.status != CallStatus.REPEATED else ""
        if line and not line.endswith(("?", "!", ".", "。", "？", "！")):
            line += "。" if language == "zh" else "."
        if line and line not in lines:
            lines.append(line)
    if not lines:  # nothing was tried at all, or only what the user never saw
        return say("answer.none" if steps else "answer.nothing_done", language)
    return "\n".join(lines)


#: what a small model writes when it has nothing to say: a JSON/Python null, not an answer (the
#: programming languages' words, the same whatever the user speaks)
NULL_ANSWERS = frozenset({"null", "none", "nil", "undefined", "n/a", "{}", "[]", '""', "''"})
#: a repeat's echo is short: longer, it says something more
_ECHO_WORDS = 12
_ECHO_CHARS = 100


def is_non_answer(text: str, steps: Sequence[Step]) -> bool:
    """Empty, a null ("None", "null"), after only reading a filler ("No changes made.",
    "Erledigt.": the lexicon's ``answer.filler``) or a nothing-to-do ("No action needed.",
    "无需任何操作。": ``answer.nothing_to_do``), or after a repeat in this task a short echo of
    the loop's note on it ("Not repeated.", "Ya se ha intentado.": ``answer.repeat``), in any
    shipped language."""
    stripped = text.strip().strip(".!`").strip().lower()
    if not stripped or stripped in NULL_ANSWERS:
        return True
    if steps and not any(step.side_effect for step in steps) and (
            LEXICON.says_only("answer.filler", text)
            or LEXICON.says_only("answer.nothing_to_do", text)):
        return True
    repeated = any(step.status == CallStatus.REPEATED for step in steps)
    return repeated and len(stripped.split()) <= _ECHO_WORDS and len(stripped) <= _ECHO_CHARS \
        and LEXICON.matches("answer.repeat", stripped)


#: the honesty checks of a final answer, in order: (policy name, the check)
ANSWER_CHECKS = (
    ("answer.not_empty", is_non_answer),
    ("answer.no_internal_text", lambda text, steps: is_internal(text)),
    ("answer.no_false_claim", claims_what_did_not_happen),
)


def failed_check(text: str, steps: Sequence[Step],
                 enabled: Callable[[str], bool] = lambda name: True) -> str:
    """The name of the first enabled honesty check the answer fails ("" when none does)."""
    for name, check in ANSWER_CHECKS:
        if enabled(name) and check(text, steps):
            return name
    return ""


def honest_answer(text: str, steps: Sequence[Step], language: str = DEFAULT) -> str:
    """The model's answer when it is one; otherwise the answer the outcomes give."""
    if failed_check(text, steps):
        return answer_from_outcomes(steps, language)
    return text


def settled(request: str, outcomes: Sequence[Step]) -> bool:
    """Whether a step's outcomes end the task without another model turn: every call of the
    step was a side effect, and either all were declined (nothing more to do), or they were
    done and the request asks for no second action ("… and email Bob")."""
    if not outcomes or not all(s.side_effect for s in outcomes):
        return False
    statuses = {s.status for s in outcomes}
    if statuses == {CallStatus.DENIED}:
        return True
    return statuses == {CallStatus.DONE} and not LEXICON.matches("more_to_do", request)


def settled_answer(steps: Sequence[Step], language: str = DEFAULT) -> str:
    """The answer of a settled task: what was done or declined (the reads before it are in
    their cards)."""
    acted = [s for s in steps if s.side_effect and s.status in
             (CallStatus.DONE, CallStatus.DENIED, CallStatus.FAILED)]
    return answer_from_outcomes(acted or steps, language)


_LIST_KEYS = ("items", "entries", "files", "messages", "events", "results", "tasks", "matches",
              "slots")
_TEXT_KEYS = ("text", "body", "content", "description", "snippet")
_HEAD_KEYS = ("from", "subject", "title", "date", "start", "end", "location")
_NAME_KEYS = ("title", "subject", "name", "path", "summary")
#: what CommonMark reads as markup inside a line: emphasis, code, links, tables, headings (a
#: "#" after a list marker), autolinks and raw HTML ("<"), entities ("&#x202E;" would become
#: a real right-to-left override), images ("!") and strikethrough: escaped, shown as typed
_MARKUP = r"[\\`*_\[\]|#<>&!~]"
MAX_FOUND_ITEMS = 8
MAX_FOUND_CHARS = 600


def unescaped(text: str) -> str:
    """Findings as a terminal shows them (it renders no Markdown): the escapes go."""
    return re.sub(rf"\\({_MARKUP})", r"\1", text)


def _plain(value: object, limit: int = 160) -> str:
    """Someone else's words on one line, shown as they are: no Markdown, no control or
    direction characters (they could dress data up as the app's own words)."""
    return re.sub(f"({_MARKUP})", r"\\\1", " ".join(one_line(str(value), limit).split()))


def _item(value: object) -> str:
    if not isinstance(value, dict):
        return _plain(value)
    name = next((str(value[k]) for k in _NAME_KEYS if value.get(k)), "")
    if name and ("/" in name or "\\" in name) and "path" in value and name == value["path"]:
        name = re.split(r"[/\\]", name.rstrip("/\\"))[-1] + ("/" if value.get("kind") ==
                                                           "folder" else "")
    extra = [str(value[k]) for k in ("from", "start", "date") if value.get(k)]
    line = _plain(name) + (f" ({_plain(', '.join(extra), 80)})" if extra else "")
    snippet = value.get("snippet")
    # the words of a body are someone else's: shown in quotes, as the user would quote them
    return line + (f": “{_plain(snippet, 120)}”" if isinstance(snippet, str) and snippet else "")


def findings(content: object, language: str = DEFAULT) -> str:
    """What a read found, as Markdown for people: a list of names (files, mails, events), or
    a mail's or a file's head and the start of its text, quoted. Data stays data: every
    character that Markdown would read as markup is escaped."""
    if isinstance(content, dict):
        for key in _LIST_KEYS:
            if isinstance(content.get(key), list):
                return findings(content[key], language)
        head = " — ".join(_plain(content[k], 100) for k in _HEAD_KEYS if content.get(k))
        text = next((str(content[k]) for k in _TEXT_KEYS
                     if isinstance(content.get(k), str) and str(content[k]).strip()), "")
        if not text:
            return head
        shown = text.strip()[:MAX_FOUND_CHARS]
        quoted = "\n".join("> " + _plain(line, 400) for line in shown.splitlines()
                           if line.strip())
        more = "\n> …" if len(text.strip()) > MAX_FOUND_CHARS else ""
        return (head + "\n\n" if head else "") + quoted + more
    if isinstance(content, list):
        lines = [f"- {_item(value)}" for value in content[:MAX_FOUND_ITEMS]]
        if len(content) > MAX_FOUND_ITEMS:
            lines.append("- " + say("found.more", language, count=len(content) - MAX_FOUND_ITEMS))
        return "\n".join(lines)
    if isinstance(content, str) and content.strip():
        return "> " + _plain(content, MAX_FOUND_CHARS)
    return ""


def found_nothing(content: object) -> bool:
    """Whether a read's result is an empty list of things (no mail, no event, no file), not
    a status or a text: what it looked for is not there."""
    if isinstance(content, dict):
        lists = [content[key] for key in _LIST_KEYS if isinstance(content.get(key), list)]
        return bool(lists) and not lists[0]
    return isinstance(content, list) and not content


def with_findings(answer: str, steps: Sequence[Step]) -> str:
    """An answer written from the outcomes, with what the reads found below it (the last
    few reads, each once): the names, the mail, the lines the user asked about."""
    found: list[str] = []
    for step in steps:
        if step.status == CallStatus.DONE and not step.side_effect and step.found \
                and step.found not in found:
            found.append(step.found)
    return "\n\n".join([answer, *found[-2:]]) if found else answer
