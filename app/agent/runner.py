"""The tool runner: the one place that calls tool functions, and the only confirmation gate.

Every call goes through :meth:`ToolRunner.run_calls`. A READ call runs after validation. A
side-effecting call runs only when the confirmer returned an approval whose digest matches the
canonical arguments that were shown; closing, Esc, a timeout, an exception or shutdown all
deny. Declined, invalid and failed calls come back as ordinary results for the model.
"""

from __future__ import annotations

import json
import logging
import threading
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from app.agent import events as ev
from app.agent.confirmation import (
    ConfirmationRequest,
    Confirmer,
    Decision,
    canonical_json,
    digest_of,
)
from app.agent.events import CallStatus
from app.agent.messages import to_model
from app.agent.registry import ToolRegistry, UnknownToolError, validate_arguments
from connectors.base import (
    AlreadySo,
    DiskFullToolError,
    Provenance,
    Tool,
    ToolError,
    ToolResult,
    disk_full,
    said,
)

log = logging.getLogger(__name__)

MAX_EDIT_ROUNDS = 3


@dataclass(frozen=True)
class CallRequest:
    """A call the model proposed (arguments not validated yet)."""

    name: str
    arguments: Any
    call_id: str = field(default_factory=lambda: uuid.uuid4().hex[:12])


@dataclass(frozen=True)
class CallOutcome:
    """What happened to one call.

    Attributes:
        status: how it ended (a CallStatus).
        text: the tool result as the model reads it.
        summary: a short line for the UI.
    """

    call_id: str
    name: str
    arguments: dict[str, Any]
    status: CallStatus
    text: str
    summary: str = ""
    result: ToolResult | None = None
    untrusted: Provenance | None = None
    invented: bool = False  # refused unseen: whom or what it is about was made up
    correctable: bool = False  # invented, but a call can set it right (a time, a looked-up id)
    look_up: bool = False  # invented id: looked up for the model (Agent._look_up)
    not_offered: bool = False  # invented: a tool this request was not offered
    unchanged: bool = False  # already as asked (AlreadySo): nothing ran, nothing was asked

    @property
    def ok(self) -> bool:
        """True when the tool ran and succeeded."""
        return self.status == CallStatus.DONE

    def event(self) -> ev.ToolResultEvent:
        """The event that tells the UI how this call ended."""
        return ev.ToolResultEvent(self.call_id, self.name, self.status, self.summary, self.text)


class Journal(Protocol):
    """Where every side-effecting decision and its outcome is recorded."""

    def decided(
        self, request: ConfirmationRequest, decision: str, conversation_id: str | None
    ) -> int:
        """Record a decision; return an id for :meth:`finished`."""
        ...

    def finished(self, entry_id: int, outcome: str, detail: str) -> None:
        """Record what happened after the decision."""
        ...


class NullJournal:
    """A journal that forgets (tests that do not look at it, `botpsy calls`)."""

    def decided(
        self, request: ConfirmationRequest, decision: str, conversation_id: str | None
    ) -> int:
        """Forget the decision."""
        return 0

    def finished(self, entry_id: int, outcome: str, detail: str) -> None:
        """Forget the outcome."""


@dataclass
class TaskContext:
    """State the runner keeps for one task (one user request and all its steps).

    Attributes:
        untrusted: provenance of every untrusted content in the model's context: read in this
            task, or earlier in the conversation (the loop seeds it from the history, so it
            lasts as long as that content is in the context, not one task).
        allowances: tool names the user allowed for the whole conversation (reversible
            WRITE/DEVICE calls only; none applies while ``untrusted`` is not empty).
        cancel: set by Stop; nothing new runs once it is set.
    """

    conversation_id: str | None = None
    untrusted: list[Provenance] = field(default_factory=list)
    allowances: set[str] = field(default_factory=set)
    cancel: threading.Event = field(default_factory=threading.Event)


Emit = Callable[[ev.AgentEvent], None]


# -- what the gate decided about one call -------------------------------------------------------
@dataclass(frozen=True)
class Approved:
    """Run the call with these arguments (exactly what the user saw); ``entry`` is its
    journal entry."""

    arguments: dict[str, Any]
    request: ConfirmationRequest
    entry: int = 0


@dataclass(frozen=True)
class Denied:
    """Do not run the call; ``reason`` says why ("declined", "no answer", ...)."""

    reason: str


@dataclass(frozen=True)
class Edited:
    """The user changed the arguments (canonical JSON): they are checked and shown again."""

    arguments_json: str


@dataclass(frozen=True)
class AskAgain:
    """The edited call, checked, must be confirmed as it now is."""

    request: ConfirmationRequest


Verdict = Approved | Denied


def _model_text(status: str, message: str, data: Any = None) -> str:
    """What the model reads of an outcome: its own small vocabulary (ok, error, denied, ...)."""
    payload: dict[str, Any] = {"status": status}
    if message:
        payload["message"] = message
    if data is not None:
        payload["result"] = data
    return json.dumps(payload, ensure_ascii=False, default=str)


class ToolRunner:
    """Validates, confirms and runs tool calls."""

    def __init__(
        self,
        registry: ToolRegistry,
        confirmer: Confirmer,
        journal: Journal | None = None,
    ) -> None:
        self.registry = registry
        self.confirmer = confirmer
        self.journal: Journal = journal or NullJournal()

    # -- public API -----------------------------------------------------------------------
    def run_calls(
        self,
        calls: Sequence[CallRequest],
        task: TaskContext,
        emit: Emit | None = None,
    ) -> list[CallOutcome]:
        """Run the calls of one model turn, in order; side-effecting ones need approval.

        Calls proposed together are confirmed together (one question per call, asked as one
        batch) before any of them runs, so the user sees the whole plan.
        """
        emit = emit or (lambda event: None)
        outcomes: dict[str, CallOutcome] = {}
        prepared = self._prepare(calls, outcomes)
        requests = self._requests(prepared, task, outcomes)
        settled = set(outcomes)  # invalid, failed before asking, or already so: never run
        prepared = [p for p in prepared if p[0].call_id not in outcomes]
        approved = self._confirm(requests, task, emit)
        for call, tool, arguments in prepared:
            if task.cancel.is_set():
                outcomes[call.call_id] = CallOutcome(
                    call.call_id, call.name, arguments, CallStatus.CANCELLED,
                    _model_text(CallStatus.CANCELLED, to_model("model.cancelled")),
                )
                continue
            if tool.effect.has_side_effect:
                verdict = approved.get(call.call_id, Denied("declined"))
                if isinstance(verdict, Denied):
                    outcomes[call.call_id] = self._denied(call, arguments, verdict.reason)
                    continue
                outcome = self._execute(call, tool, verdict.arguments)
                self.journal.finished(verdict.entry, outcome.status,
                                      outcome.summary or outcome.text)
            else:
                outcome = self._execute(call, tool, arguments)
            if outcome.untrusted is not None:
                task.untrusted.append(outcome.untrusted)
            outcomes[call.call_id] = outcome
            emit(outcome.event())
        for call in calls:
            if call.call_id in settled:
                emit(outcomes[call.call_id].event())
        return [outcomes[call.call_id] for call in calls]

    def _prepare(self, calls: Sequence[CallRequest], outcomes: dict[str, CallOutcome]
                 ) -> list[tuple[CallRequest, Tool, dict[str, Any]]]:
        """Known tools with valid arguments; the others get an INVALID outcome."""
        prepared: list[tuple[CallRequest, Tool, dict[str, Any]]] = []
        for call in calls:
            try:
                tool = self.registry.get(call.name)
            except UnknownToolError as err:
                outcomes[call.call_id] = self._invalid(call, {}, str(err))
                continue
            arguments, problem = validate_arguments(tool, call.arguments)
            if problem is not None:
                shown = arguments if isinstance(arguments, dict) else {}
                outcomes[call.call_id] = self._invalid(call, shown, problem.message)
                continue
            prepared.append((call, tool, arguments))
        return prepared

    def _requests(self, prepared: list[tuple[CallRequest, Tool, dict[str, Any]]],
                  task: TaskContext, outcomes: dict[str, CallOutcome]
                  ) -> dict[str, ConfirmationRequest]:
        """The question for every side effect; a call whose preview cannot be made is
        INVALID (it is never asked about)."""
        requests: dict[str, ConfirmationRequest] = {}
        for call, tool, arguments in prepared:
            if not tool.effect.has_side_effect:
                continue
            try:
                arguments = tool.completed(arguments)  # "Bob" → his address, before asking
                summary, preview = tool.summary_for(arguments), tool.preview_for(arguments)
                irreversible = tool.is_irreversible(arguments)
            except AlreadySo as err:  # nothing would change ("mute" when muted): nothing
                # runs and nothing is asked; the card and the answer say it is already so
                outcomes[call.call_id] = CallOutcome(
                    call.call_id, call.name, arguments, CallStatus.DONE,
                    _model_text("ok", str(err), err.result), summary=said(err),
                    unchanged=True)
                continue
            except ToolError as err:  # e.g. a path outside the allowed folders (the card
                # says the connector's Phrase, in the window's language); a call that is fine
                # but cannot be done here (no sound system running) fails as it is
                outcomes[call.call_id] = self._invalid(call, arguments, said(err)) \
                    if err.about_the_call else _failed(call, arguments, err)
                continue
            except Exception as err:
                log.exception("preview of %s failed", tool.name)
                outcomes[call.call_id] = self._invalid(
                    call, arguments, f"{tool.name} could not prepare this call "
                    f"({type(err).__name__}).")
                continue
            requests[call.call_id] = ConfirmationRequest.create(
                tool.name, tool.effect, arguments, summary, preview, task.untrusted,
                call_id=call.call_id, irreversible=irreversible,
            )
        return requests

    @staticmethod
    def _denied(call: CallRequest, arguments: dict[str, Any], reason: str) -> CallOutcome:
        return CallOutcome(
            call.call_id, call.name, arguments, CallStatus.DENIED,
            _model_text(CallStatus.DENIED, to_model("model.denied", reason=reason)),
            summary="Denied",
        )

    # -- internals ------------------------------------------------------------------------
    def _invalid(self, call: CallRequest, arguments: dict[str, Any], message: str) -> CallOutcome:
        return CallOutcome(
            call.call_id, call.name, arguments, CallStatus.INVALID,
            _model_text("error", to_model("model.correct_call", problem=message)),
            summary=message,
        )

    def _confirm(
        self,
        requests: dict[str, ConfirmationRequest],
        task: TaskContext,
        emit: Emit,
    ) -> dict[str, Verdict]:
        """Ask about every request; return call_id -> Approved (journaled) or Denied."""
        results: dict[str, Verdict] = {}
        to_ask: dict[str, ConfirmationRequest] = {}
        for call_id, request in requests.items():
            # An allowance covers only a call that could have been remembered itself: never
            # while untrusted content is in the context, never an irreversible call.
            if request.tool in task.allowances and request.allow_remember and not task.untrusted:
                entry = self.journal.decided(request, "allowed for this conversation",
                                             task.conversation_id)
                results[call_id] = Approved(request.arguments, request, entry)
            else:
                to_ask[call_id] = request
        rounds = 0
        while to_ask and rounds < MAX_EDIT_ROUNDS:
            rounds += 1
            if task.cancel.is_set():
                for call_id, request in to_ask.items():
                    self.journal.decided(request, "denied (stopped)", task.conversation_id)
                    results[call_id] = Denied("stopped")
                return results
            pending = list(to_ask.items())
            for _, request in pending:
                emit(ev.AwaitingConfirmationEvent(request))
            decisions = self._ask([request for _, request in pending], task)
            to_ask = {}
            for call_id, request in pending:
                decision = decisions.get(request.request_id)
                judged = self._judge(request, decision)
                verdict: Approved | Denied | AskAgain = judged if not isinstance(
                    judged, Edited) else self._reconfirm(request, judged.arguments_json, task)
                if isinstance(verdict, AskAgain):  # confirm the edited version again
                    to_ask[call_id] = verdict.request
                    continue
                if isinstance(verdict, Denied):
                    self.journal.decided(request, f"denied ({verdict.reason})",
                                         task.conversation_id)
                    results[call_id] = verdict
                    emit(ev.DecisionEvent(request.request_id, request.tool, False,
                                          request.call_id))
                    continue
                edited = verdict.request is not request
                if decision is not None and decision.remember and request.allow_remember \
                        and not edited:
                    task.allowances.add(request.tool)
                entry = self.journal.decided(verdict.request,
                                             "approved (edited)" if edited else "approved",
                                             task.conversation_id)
                results[call_id] = Approved(verdict.arguments, verdict.request, entry)
                emit(ev.DecisionEvent(verdict.request.request_id, verdict.request.tool, True,
                                      verdict.request.call_id, edited,
                                      verdict.arguments if edited else None,
                                      verdict.request.summary if edited else ""))
        for call_id, request in to_ask.items():
            self.journal.decided(request, "denied (too many edits)", task.conversation_id)
            results[call_id] = Denied("too many edits")
        return results

    def _ask(
        self, requests: list[ConfirmationRequest], task: TaskContext
    ) -> dict[str, Decision]:
        try:
            answers = self.confirmer.confirm(requests, task.cancel)
        except Exception:  # a broken confirmer denies; it never approves
            log.exception("confirmer failed; every pending request is denied")
            return {}
        decisions: dict[str, Decision] = {}
        for answer in answers or ():
            if isinstance(answer, Decision):
                decisions.setdefault(answer.request_id, answer)
        return decisions

    @staticmethod
    def _judge(request: ConfirmationRequest,
               decision: Decision | None) -> Approved | Denied | Edited:
        """What an answer means: approved as shown, denied (and why), or edited."""
        if decision is None:
            return Denied("no answer")
        if not decision.approved:
            return Denied(decision.reason or "declined")
        if decision.edited_arguments_json is not None:
            if digest_of(decision.edited_arguments_json) != decision.arguments_digest:
                return Denied("approval did not match the edited arguments")
            return Edited(decision.edited_arguments_json)
        if decision.arguments_digest != request.digest:
            return Denied("approval did not match the arguments shown")
        return Approved(request.arguments, request)

    def _reconfirm(self, request: ConfirmationRequest, edited_json: str,
                   task: TaskContext) -> Approved | Denied | AskAgain:
        """Validate edited arguments. Approved as they are if validation changed nothing."""
        tool = self.registry.get(request.tool)
        try:
            edited = json.loads(edited_json)
        except ValueError:
            return Denied("edited arguments were not valid JSON")
        arguments, problem = validate_arguments(tool, edited)
        if problem is not None:
            return Denied("edited arguments were invalid: " + problem.message)
        try:
            arguments = tool.completed(arguments)  # a name typed in To → the address, shown
            summary, preview = tool.summary_for(arguments), tool.preview_for(arguments)
        except ToolError as err:  # e.g. an edited path outside the allowed folders
            return Denied(f"edited arguments were refused: {err}")
        except Exception as err:
            log.exception("preview of edited %s failed", tool.name)
            return Denied(f"edited arguments could not be prepared ({type(err).__name__})")
        new_request = ConfirmationRequest.create(
            tool.name, tool.effect, arguments, summary, preview, task.untrusted,
            call_id=request.call_id, irreversible=tool.is_irreversible(arguments),
        )
        if canonical_json(arguments) == edited_json:
            return Approved(arguments, new_request)  # exactly what the user saw and approved
        return AskAgain(new_request)  # coercion changed something: show it and ask again

    def _execute(self, call: CallRequest, tool: Tool, arguments: dict[str, Any]) -> CallOutcome:
        try:
            result = tool.function(**arguments)
        except ToolError as err:
            return _failed(call, arguments, err)
        except Exception as err:  # a bug in a tool must not take the app down
            if disk_full(err):  # a local copy or a file beside it: not a bug, said plainly
                log.warning("tool %s: the disk is full (%s)", tool.name, err)
                return _failed(call, arguments, DiskFullToolError(tool.name))
            log.exception("tool %s failed", tool.name)
            message = f"{tool.name} failed unexpectedly ({type(err).__name__})."
            return CallOutcome(
                call.call_id, call.name, arguments, CallStatus.FAILED,
                _model_text("error", message), summary=message,
            )
        if not isinstance(result, ToolResult):
            result = ToolResult(content=result)
        return CallOutcome(
            call.call_id, call.name, arguments, CallStatus.DONE,
            _model_text("ok", "", result.content if not isinstance(result.content, str)
                        else result.content),
            summary=result.summary or "Done",
            result=result,
            untrusted=result.untrusted,
        )


def _failed(call: CallRequest, arguments: dict[str, Any], err: ToolError) -> CallOutcome:
    """A call that failed with a connector's error: the model reads the English, the card
    the connector's own Phrase (``said``: the window shows it in the user's language)."""
    return CallOutcome(call.call_id, call.name, arguments, CallStatus.FAILED,
                       _model_text("error", str(err)), summary=said(err))
