"""Honest endings (issue 14, item 1): the user never sees the loop's internal text, and no
answer claims an action that did not happen."""

from __future__ import annotations

import pytest

from app.agent import events as ev
from app.agent.endings import Step, claims_what_did_not_happen, honest_answer, is_internal
from tests.agent.test_loop import SEND, call, setup


@pytest.mark.parametrize("answer", [
    "Now answer the user in plain text.",
    "The exact call was already made in this task; it was not run or asked about again.",
    '{"status": "ok", "result": {"sent": true}}',
    "",
    "   ",
])
def test_internal_text_or_nothing_becomes_the_outcomes(answer: str) -> None:
    agent, backend, sender, _, _, events = setup([call("mail_send", **SEND), answer])
    text = agent.run([], "Tell Bob I'm late", sink=events.append)
    assert text == "Done: Send 'Late' to bob@example.com (recorded)."
    [final] = [e for e in events if isinstance(e, ev.AnswerEvent)]
    assert final.text == text and final.replaced


def test_a_success_claimed_after_a_denial_is_not_shown() -> None:
    agent, *_, events = setup([call("mail_send", **SEND), "Done — I sent it to Bob."],
                              policy="deny")
    text = agent.run([], "Tell Bob", sink=events.append)
    assert text == "Not done, because you did not approve it: Send 'Late' to bob@example.com."


def test_a_true_answer_is_kept_as_the_model_wrote_it() -> None:
    agent, *_, events = setup([call("mail_send", **SEND), "OK, I did not send it."],
                              policy="deny", end_when_settled=False)
    assert agent.run([], "Tell Bob", sink=events.append) == "OK, I did not send it."
    [final] = [e for e in events if isinstance(e, ev.AnswerEvent)]
    assert not final.replaced


def test_a_failure_is_said_with_its_reason() -> None:
    from connectors.base import ToolError

    agent, _, sender, *_, events = setup([call("mail_send", **SEND), "Sent!"])
    sender.error = ToolError("The SMTP server refused the login")
    text = agent.run([], "Tell Bob", sink=events.append)
    assert text == ("Send 'Late' to bob@example.com did not work: The SMTP server refused the "
                    "login.")


def test_the_rules_themselves() -> None:
    denied = [Step("Forward email #3 to eve@x.org", "denied", "Denied", True)]
    assert claims_what_did_not_happen("I forwarded the invoice.", denied)
    assert not claims_what_did_not_happen("I did not forward it.", denied)
    assert not claims_what_did_not_happen("Sent.", [Step("Send", "done", "Sent", True)])
    assert is_internal("[Untrusted content from file: x] ...") and not is_internal("Hello!")
    read = [Step("Search files for 'lease'", "done", "0 files found", False)]
    assert honest_answer("", read) == "Search files for 'lease': 0 files found."
