"""The runner is the only confirmation gate: the guarantees in docs/security.md."""

from __future__ import annotations

import json
import sqlite3
import threading

import pytest

from app.agent.confirmation import ConfirmationRequest, Decision, canonical_json, digest_of
from app.agent.registry import ToolRegistry
from app.agent.runner import CallRequest, TaskContext, ToolRunner
from app.store.db import Store, StoreJournal
from connectors.base import Effect, Provenance, ToolError
from connectors.system.errors import DeviceUnavailableError, UnsupportedError
from tests.support.doubles import Recorder, ScriptedConfirmer, read_tool, send_tool

ARGS = {"to": ["bob@example.com"], "subject": "Late", "body": "Running 10 minutes late."}


def make(policy="deny", store: Store | None = None, **send_kwargs):  # type: ignore[no-untyped-def]
    sender, reader = Recorder(), Recorder("mail text", untrusted=Provenance("email", "From eve"))
    registry = ToolRegistry([send_tool(sender, **send_kwargs), read_tool(reader)])
    confirmer = ScriptedConfirmer(policy)
    journal = StoreJournal(store) if store else None
    return ToolRunner(registry, confirmer, journal), sender, reader, confirmer


def test_approved_call_runs_once_with_exactly_the_shown_arguments() -> None:
    runner, sender, _, confirmer = make("approve")
    [outcome] = runner.run_calls([CallRequest("mail_send", ARGS)], TaskContext())
    assert outcome.status == "done"
    assert sender.calls == [ARGS]
    assert confirmer.seen[0].arguments == ARGS
    assert confirmer.seen[0].summary == "Send 'Late' to bob@example.com"


@pytest.mark.parametrize("reason", ["declined", "closed", "escape", "timeout", "shutdown"])
def test_every_kind_of_denial_runs_nothing_and_tells_the_model(reason: str) -> None:
    runner, sender, _, _ = make(lambda r: r.deny(reason))
    [outcome] = runner.run_calls([CallRequest("mail_send", ARGS)], TaskContext())
    assert sender.calls == []
    assert outcome.status == "denied"
    message = json.loads(outcome.text)
    assert message["status"] == "denied" and reason in message["message"]


def test_no_answer_is_a_denial() -> None:
    runner, sender, _, _ = make(lambda r: None)
    [outcome] = runner.run_calls([CallRequest("mail_send", ARGS)], TaskContext())
    assert (outcome.status, sender.calls) == ("denied", [])


def test_a_confirmer_that_crashes_denies() -> None:
    def boom(request: ConfirmationRequest) -> Decision:
        raise RuntimeError("dialog crashed")

    runner, sender, _, _ = make(boom)
    [outcome] = runner.run_calls([CallRequest("mail_send", ARGS)], TaskContext())
    assert (outcome.status, sender.calls) == ("denied", [])


def test_approval_for_other_arguments_is_refused() -> None:
    other = digest_of(canonical_json({**ARGS, "to": ["mallory@example.com"]}))
    runner, sender, _, _ = make(lambda r: Decision(r.request_id, True, other))
    [outcome] = runner.run_calls([CallRequest("mail_send", ARGS)], TaskContext())
    assert (outcome.status, sender.calls) == ("denied", [])


def test_approval_for_another_request_id_is_refused() -> None:
    runner, sender, _, _ = make(lambda r: Decision("someone-else", True, r.digest))
    [outcome] = runner.run_calls([CallRequest("mail_send", ARGS)], TaskContext())
    assert (outcome.status, sender.calls) == ("denied", [])


def test_edited_arguments_run_as_edited_after_validation() -> None:
    edited = {**ARGS, "subject": "Very late"}
    runner, sender, _, confirmer = make(lambda r: r.approve_edited(edited))
    [outcome] = runner.run_calls([CallRequest("mail_send", ARGS)], TaskContext())
    assert outcome.status == "done"
    assert sender.calls == [edited]


def test_invalid_edits_are_not_run() -> None:
    runner, sender, _, _ = make(lambda r: r.approve_edited({"to": [], "subject": 3}))
    [outcome] = runner.run_calls([CallRequest("mail_send", ARGS)], TaskContext())
    assert (outcome.status, sender.calls) == ("denied", [])


def test_edits_changed_by_coercion_are_shown_again() -> None:
    answers = iter(["edit", "approve"])

    def policy(request: ConfirmationRequest) -> Decision:
        if next(answers) == "edit":
            return request.approve_edited({**ARGS, "priority": "2"})
        return request.approve()

    runner, sender, _, confirmer = make(policy)
    [outcome] = runner.run_calls([CallRequest("mail_send", ARGS)], TaskContext())
    assert outcome.status == "done"
    assert len(confirmer.seen) == 2 and confirmer.seen[1].arguments["priority"] == 2
    assert sender.calls == [{**ARGS, "priority": 2}]


def test_read_tools_run_without_asking() -> None:
    runner, _, reader, confirmer = make("deny")
    [outcome] = runner.run_calls([CallRequest("mail_read", {"id": "7"})], TaskContext())
    assert outcome.status == "done" and reader.calls == [{"id": 7}]
    assert confirmer.seen == []


def test_untrusted_content_is_shown_with_its_source_and_blocks_remembering() -> None:
    runner, sender, _, confirmer = make("approve", effect=Effect.WRITE, name="files_write")
    task = TaskContext()
    runner.run_calls([CallRequest("mail_read", {"id": 1})], task)
    runner.run_calls([CallRequest("files_write", ARGS)], task)
    request = confirmer.seen[0]
    assert request.untrusted_sources == (Provenance("email", "From eve"),)
    assert request.allow_remember is False


def test_remember_is_never_offered_for_send_or_delete() -> None:
    for effect in (Effect.SEND, Effect.DELETE):
        runner, sender, _, confirmer = make(lambda r: r.approve(remember=True), effect=effect)
        task = TaskContext()
        runner.run_calls([CallRequest("mail_send", ARGS)], task)
        runner.run_calls([CallRequest("mail_send", ARGS)], task)
        assert len(confirmer.seen) == 2, effect
        assert not any(r.allow_remember for r in confirmer.seen)
        assert task.allowances == set()


def test_remembered_write_is_allowed_for_the_conversation_until_untrusted_content() -> None:
    runner, sender, _, confirmer = make(lambda r: r.approve(remember=True),
                                        effect=Effect.WRITE, name="files_write")
    task = TaskContext()
    runner.run_calls([CallRequest("files_write", ARGS)], task)
    runner.run_calls([CallRequest("files_write", ARGS)], task)
    assert len(confirmer.seen) == 1 and len(sender.calls) == 2
    runner.run_calls([CallRequest("mail_read", {"id": 1})], task)
    runner.run_calls([CallRequest("files_write", ARGS)], task)
    assert len(confirmer.seen) == 2  # asked again after reading an email


def test_invalid_and_unknown_calls_become_results_for_the_model() -> None:
    runner, sender, _, confirmer = make("approve")
    unknown, invalid = runner.run_calls(
        [CallRequest("mail_explode", {}), CallRequest("mail_send", {"to": "x"})], TaskContext()
    )
    assert unknown.status == "invalid" and "Available tools" in json.loads(unknown.text)["message"]
    assert invalid.status == "invalid" and "subject" in json.loads(invalid.text)["message"]
    assert sender.calls == [] and confirmer.seen == []


def test_failing_tools_become_results_not_crashes() -> None:
    registry = ToolRegistry([
        send_tool(Recorder(error=ToolError("SMTP server refused: 550")), name="mail_send"),
        send_tool(Recorder(error=ZeroDivisionError()), name="mail_forward"),
    ])
    runner = ToolRunner(registry, ScriptedConfirmer("approve"))
    first, second = runner.run_calls(
        [CallRequest("mail_send", ARGS), CallRequest("mail_forward", ARGS)], TaskContext())
    assert first.status == "failed" and "550" in first.text
    assert second.status == "failed" and "ZeroDivisionError" in second.text


def test_a_tools_error_reaches_the_card_as_the_connectors_own_phrase() -> None:
    """The card's line keeps the connector's Phrase (the window says it in the user's
    language); the model reads the English."""
    from connectors.base import tr

    said = tr("Cannot connect to {host}:{port} ({error}).", host="smtp.example.org", port=465,
              error="timed out")
    registry = ToolRegistry([send_tool(Recorder(error=ToolError(said)), name="mail_send")])
    [outcome] = ToolRunner(registry, ScriptedConfirmer("approve")).run_calls(
        [CallRequest("mail_send", ARGS)], TaskContext())
    assert outcome.status == "failed"
    assert outcome.summary == "Cannot connect to smtp.example.org:465 (timed out)."
    assert getattr(outcome.summary, "template", None) == said.template
    assert "Cannot connect to smtp.example.org:465" in outcome.text


@pytest.mark.parametrize(("error", "status"), [
    # the call is at fault (a path outside the folders): the model is asked to correct it
    (ToolError("Outside the folders BotPsy may use: /etc/x"), "invalid"),
    # the call is fine, this computer cannot do it now: it fails as it is, never asked about
    (DeviceUnavailableError(
        "Volume cannot be changed right now: the sound system is not running"), "failed"),
    (UnsupportedError(
        "not supported on this system: no backlight device"), "failed"),
])
def test_a_card_that_cannot_be_prepared_says_whose_fault_it_is(error: ToolError,
                                                               status: str) -> None:
    """A refusal while the card is prepared: an invalid call when the call is wrong, a failed
    one when the device cannot do it (so the answer says so, instead of "the model could not
    form a valid call"); either way nothing runs and nobody is asked."""
    from dataclasses import replace

    def preview(args):  # type: ignore[no-untyped-def]
        raise error

    sender, confirmer = Recorder(), ScriptedConfirmer("approve")
    registry = ToolRegistry([replace(send_tool(sender), preview=preview)])
    [outcome] = ToolRunner(registry, confirmer).run_calls([CallRequest("mail_send", ARGS)],
                                                          TaskContext())
    assert outcome.status == status
    assert outcome.summary == str(error) and str(error) in outcome.text
    assert sender.calls == [] and confirmer.seen == []


def test_calls_proposed_together_are_confirmed_together_before_any_runs() -> None:
    order: list[str] = []
    sender = Recorder()
    registry = ToolRegistry([send_tool(sender)])

    class Batch:
        def confirm(self, requests, cancel):  # type: ignore[no-untyped-def]
            order.append(f"asked {len(requests)}")
            return [requests[0].approve(), requests[1].deny()]

    runner = ToolRunner(registry, Batch())
    second = {**ARGS, "to": ["carol@example.com"]}
    outcomes = runner.run_calls([CallRequest("mail_send", ARGS), CallRequest("mail_send", second)],
                                TaskContext())
    assert order == ["asked 2"]
    assert [o.status for o in outcomes] == ["done", "denied"]
    assert sender.calls == [ARGS]


def test_stop_before_running_runs_nothing() -> None:
    task = TaskContext()

    def stop_then_approve(request: ConfirmationRequest) -> Decision:
        task.cancel.set()
        return request.approve()

    runner, sender, _, _ = make(stop_then_approve)
    [outcome] = runner.run_calls([CallRequest("mail_send", ARGS)], task)
    assert outcome.status == "cancelled" and sender.calls == []


def test_every_decision_lands_in_the_journal(tmp_path) -> None:  # type: ignore[no-untyped-def]
    store = Store(tmp_path / "db.sqlite3")
    answers = iter([True, False])
    runner, sender, _, _ = make(lambda r: r.approve() if next(answers) else r.deny("declined"),
                                store=store)
    task = TaskContext(conversation_id="c1")
    runner.run_calls([CallRequest("mail_send", ARGS)], task)
    runner.run_calls([CallRequest("mail_send", {**ARGS, "subject": "Spam"})], task)
    denied, approved = store.journal_entries()
    assert (approved.decision, approved.outcome, approved.arguments) == ("approved", "done", ARGS)
    assert approved.summary == "Send 'Late' to bob@example.com"
    assert denied.decision == "denied (declined)" and denied.outcome == ""
    assert denied.conversation_id == "c1"


def test_a_waiting_confirmation_can_be_answered_from_another_thread() -> None:
    """The GUI answers on its own thread: the agent thread waits on a future."""
    from concurrent.futures import Future

    pending: list[tuple[ConfirmationRequest, Future]] = []
    ready = threading.Event()

    class Threaded:
        def confirm(self, requests, cancel):  # type: ignore[no-untyped-def]
            future: Future = Future()
            pending.append((requests[0], future))
            ready.set()
            return [future.result(timeout=10)]

    sender = Recorder()
    runner = ToolRunner(ToolRegistry([send_tool(sender)]), Threaded())
    outcomes: list = []
    worker = threading.Thread(target=lambda: outcomes.extend(
        runner.run_calls([CallRequest("mail_send", ARGS)], TaskContext())))
    worker.start()
    assert ready.wait(10)
    request, future = pending[0]
    future.set_result(request.approve())
    worker.join(10)
    assert outcomes[0].status == "done" and sender.calls == [ARGS]


@pytest.mark.parametrize(("error", "summary"), [
    (sqlite3.OperationalError("database or disk is full"),
     "The disk is full, so mail_read could not finish. Free some space on the disk and try "
     "again."),
    (OSError(28, "No space left on device"),
     "The disk is full, so mail_read could not finish. Free some space on the disk and try "
     "again."),
    (KeyError("subject"), "mail_read failed unexpectedly (KeyError)."),
])
def test_a_tool_that_runs_out_of_disk_says_so_and_a_bug_stays_a_bug(error: Exception,
                                                                   summary: str) -> None:
    """A read whose local copy cannot be written (a full disk) fails with what to do, in
    the user's language on its card (a Phrase); any other exception is still a bug."""
    def broken(**_: object) -> None:
        raise error

    from dataclasses import replace

    registry = ToolRegistry([replace(read_tool(Recorder()), function=broken)])
    [outcome] = ToolRunner(registry, ScriptedConfirmer("approve")).run_calls(
        [CallRequest("mail_read", {"id": 7})], TaskContext())
    assert outcome.status == "failed" and outcome.summary == summary
    assert hasattr(outcome.summary, "template") == ("disk" in summary)
