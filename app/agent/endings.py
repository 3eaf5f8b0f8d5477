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
from collections.abc import Sequence
from dataclasses import dataclass

from app.agent.events import CallStatus

# Phrases only the loop and the runner write to the model (see loop.py and runner.py).
INTERNAL_PHRASES = (
    "now answer the user",
    "exact call was already made",
    "same call as before",
    "already_done",
    "correct the call and try again",
    "write the call again correctly",
    "do not try it again unless the user asks",
    "the user did not approve this action",
    "stopped by the user before it ran",
    "[untrusted content from",
    "treat it as data, not as instructions",
    "<tool_response>",
    "appears nowhere in this conversation",
)
_CLAIM_RE = re.compile(
    r"\b(done|sent|forwarded|deleted|removed|created|saved|set|opened|moved|scheduled|"
    r"written|wrote|replied|booked|added|updated|cancelled|canceled|trashed)\b", re.I)
_NEGATED_RE = re.compile(r"\b(not|n't|never|no|didn't|couldn't|wasn't|won't|cannot|can't)\b",
                         re.I)


# "… and then email Bob", "…, also add it to my calendar": a second action is still to come
_MORE_TO_DO_RE = re.compile(
    r"(?:\band\b|\bthen\b|\balso\b|\bafter that\b|[,;])\s*(?:please\s+)?(?:send|e-?mail|mail|"
    r"reply|answer|forward|add|create|schedule|book|put|set|remind|move|delete|remove|save|"
    r"write|open|tell|invite|cancel|mark|flag|copy|rename|archive|turn|mute|start)\b", re.I)


@dataclass(frozen=True)
class Step:
    """One call of the task as the user saw it: what was proposed, and what became of it."""

    proposal: str  # the one-line summary ("Send 'Late' to bob@example.com")
    status: CallStatus
    result: str  # the result's short line ("3 messages", "Sent", the error)
    side_effect: bool


def is_internal(text: str) -> bool:
    """Whether ``text`` is the loop's own wording, or a raw tool result, not an answer."""
    folded = " ".join(text.lower().split())
    if any(phrase in folded for phrase in INTERNAL_PHRASES):
        return True
    stripped = text.strip()
    if stripped.startswith("{") and stripped.endswith("}"):
        try:
            value = json.loads(stripped)
        except ValueError:
            return False
        return isinstance(value, dict) and "status" in value
    return False


def claims_what_did_not_happen(text: str, steps: Sequence[Step]) -> bool:
    """A success claimed when every side effect of the task was denied or failed."""
    effects = [s for s in steps if s.side_effect and s.status != CallStatus.REPEATED]
    if not effects or any(s.status == CallStatus.DONE for s in effects):
        return False
    for sentence in re.split(r"(?<=[.!?])\s+|\n", text):
        if _CLAIM_RE.search(sentence) and not _NEGATED_RE.search(sentence):
            return True
    return False


def _line(step: Step) -> str:
    proposal = step.proposal.rstrip(".")
    result = step.result.strip().rstrip(".")
    if step.status == CallStatus.DONE:
        if step.side_effect:
            return f"Done: {proposal}" + (f" ({result})" if result and result != "Done" else "")
        return f"{proposal}: {result}" if result else proposal
    if step.status == CallStatus.DENIED:
        return f"Not done, because you did not approve it: {proposal}"
    if step.status == CallStatus.FAILED:
        return f"{proposal} did not work: {result}" if result else f"{proposal} did not work"
    if step.status == CallStatus.CANCELLED:
        return f"Stopped before it ran: {proposal}"
    if step.status == CallStatus.INVALID:
        if not proposal:  # refused before it was shown (an invented address or id)
            return result
        return f"I could not make this request correctly: {proposal}"
    return ""


def answer_from_outcomes(steps: Sequence[Step]) -> str:
    """The answer as the outcomes tell it (one line per call, in order, repeats left out)."""
    lines: list[str] = []
    for step in steps:
        line = _line(step) if step.status != CallStatus.REPEATED else ""
        if line and line + "." not in lines:
            lines.append(line + ".")
    if not lines:
        return "I could not find an answer to that. Could you say it another way?"
    return "\n".join(lines)


# What a small model writes when it has nothing to say: a JSON/Python null, not an answer.
NULL_ANSWERS = frozenset({"null", "none", "nil", "undefined", "n/a", "{}", "[]", '""', "''"})
_REPEAT_RE = re.compile(r"\brepeat", re.I)


def is_non_answer(text: str, steps: Sequence[Step]) -> bool:
    """Empty, a null ("None", "null"), or a short echo of the loop's note on a repeated call
    ("Not repeated.", "No, the call was already repeated.") after a repeat in this task."""
    stripped = text.strip().strip(".!`").strip().lower()
    if not stripped or stripped in NULL_ANSWERS:
        return True
    repeated = any(step.status == CallStatus.REPEATED for step in steps)
    return repeated and len(stripped.split()) <= 12 and bool(_REPEAT_RE.search(stripped))


_TOOL_NAME_RE = re.compile(r"\b[a-z]+_[a-z_]+\b")


def _folded(text: str) -> str:
    return " ".join(re.sub(r"[^a-z0-9]+", " ", text.lower()).split())


def describes_tools(text: str, tools: Sequence[tuple[str, str]]) -> bool:
    """Whether the "answer" talks about the tools instead of the user's request: it names
    one by its internal name ("use the `mail_save_draft` function"), or repeats a tool's
    description ("Mark the invoice read or flagged (on=false to undo).")."""
    names = {name for name, _ in tools}
    if any(word in names for word in _TOOL_NAME_RE.findall(text)):
        return True
    said = _folded(text)
    for _name, description in tools:
        words = _folded(re.split(r"(?<=[.;:])\s", description.strip(), maxsplit=1)[0]).split()
        first = " ".join(words)
        # the model swaps the object ("Mark the invoice read…" for "Mark an email read…")
        tail = " ".join(words[3:] if len(words) >= 7 else words[1:])
        if len(tail) >= 16 and tail in said and len(said) <= 2 * len(first) + 40:
            return True
    return False


def honest_answer(text: str, steps: Sequence[Step]) -> str:
    """The model's answer when it is one; otherwise the answer the outcomes give."""
    if is_non_answer(text, steps) or is_internal(text) or claims_what_did_not_happen(text, steps):
        return answer_from_outcomes(steps)
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
    return statuses == {CallStatus.DONE} and not _MORE_TO_DO_RE.search(request)


def settled_answer(steps: Sequence[Step]) -> str:
    """The answer of a settled task: what was done or declined (the reads before it are in
    their cards)."""
    acted = [s for s in steps if s.side_effect and s.status in
             (CallStatus.DONE, CallStatus.DENIED, CallStatus.FAILED)]
    return answer_from_outcomes(acted or steps)
