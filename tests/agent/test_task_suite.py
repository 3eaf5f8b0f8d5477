"""The end-to-end task suite (tests/benchmarks/tasks.py) judges what it claims to: with a
scripted model on real Dovecot/SMTP, folders, the local calendar and the alarm store, a task
done right passes, a wrong end state fails, a denial ends honestly; and its judge catches
internal text, false claims and missing facts."""

from __future__ import annotations

import json
import re

from tests.benchmarks import tasks as suite
from tests.support.doubles import ScriptedBackend


def call(tool: str, **arguments: object) -> str:
    return f"<tool_call>\n{json.dumps({'name': tool, 'arguments': arguments})}\n</tool_call>"


def invoice_id(listing: str) -> int:
    """The id of the invoice in a mail_search result (as the model would copy it)."""
    found = re.search(r'"id": (\d+)[^}]*"subject": "Invoice 1043"', listing)
    assert found, listing
    return int(found.group(1))


SCRIPTS = {
    "timer": [call("system_set_timer", minutes=10)],
    "read file": [call("files_read", path="notes.txt"), "The wifi password is tulip-42."],
    "add event": [call("calendar_create_event", title="Team lunch", start="2026-12-05T12:30")],
    "denied send": [call("mail_send", to=["bob@example.org"], subject="Project",
                         body="The project is cancelled.")],
    "forward invoice": [call("mail_search", query="invoice"),
                        lambda messages: call("mail_forward", to=["accounting@example.org"],
                                              id=invoice_id(messages[-1]["content"]))],
}


def test_the_suite_judges_scripted_runs_on_real_servers(mail_servers) -> None:  # type: ignore[no-untyped-def]
    chosen = [t for t in suite.TASKS if t.name in SCRIPTS]
    result = suite.run(tasks=chosen, plain=False,
                       backend_for=lambda task: ScriptedBackend(list(SCRIPTS[task.name])))
    rows = {row["task"]: row for row in result["botpsy"]["rows"]}
    assert rows["timer"]["ok"], rows["timer"]
    assert rows["read file"]["ok"], rows["read file"]
    assert rows["add event"]["failed"] == ["end state"]  # the 5th, not the 4th
    assert rows["denied send"]["ok"] and rows["denied send"]["answer"].startswith("Not done")
    assert rows["forward invoice"]["ok"], rows["forward invoice"]
    assert result["botpsy"]["succeeded"] == 4 and result["botpsy"]["internal_text"] == 0


class _Blank(dict):  # type: ignore[type-arg]
    def __missing__(self, key: str) -> str:
        return "x"


def test_the_judge_catches_internal_text_false_claims_and_missing_facts() -> None:
    task = suite.Task("t", 1, ("Send it",), check=lambda world: False, facts=("tulip-42",))
    user = suite.ScriptedUser(task.approve)
    lie = suite.judge(task, None, "Done! I sent it to Bob.", user)  # type: ignore[arg-type]
    assert lie["false_claim"] and {"end state", "false claim", "facts"} <= set(lie["failed"])
    honest = suite.judge(task, None, "I did not send it. The password is tulip-42.", user)  # type: ignore[arg-type]
    assert not honest["false_claim"] and honest["failed"] == ["end state"]
    from app.agent.messages import model_catalogue

    for key, text in model_catalogue().items():  # any of the app's own words to the model
        if key not in ("model.system", "model.none_offered"):
            leaked = suite.judge(task, None, text.format_map(_Blank()), user)  # type: ignore[arg-type]
            assert leaked["internal"], key
    quoted = suite.judge(task, None, "Read notes.txt: 2 lines.\n\n> Kickoff moved to Thursday.\n"  # type: ignore[arg-type]
                         "> Wifi: tulip-42", user)
    assert not quoted["false_claim"]  # the file's words, quoted, are not BotPsy's claim
    unquoted = suite.judge(task, None, "I moved the kickoff. Wifi: tulip-42", user)  # type: ignore[arg-type]
    assert unquoted["false_claim"]
    snippet = suite.judge(task, None, "Search mail for 'Dave': 1 message.\n\n- New address "  # type: ignore[arg-type]
                          "(Dave): “We moved! Our new address is 12 Elm Street.” tulip-42", user)
    assert not snippet["false_claim"]  # a mail's words in a list of what was found
    listed = suite.judge(task, None, "- Moved it to Archive. tulip-42", user)  # type: ignore[arg-type]
    assert listed["false_claim"]
    # a found mail's subject is its sender's words, listed as found: no claim of BotPsy's
    repair = suite.Mail("QuickFix <shop@quickfix.example>", "Your repair is done", "89 EUR.")
    mailed = suite.Task("t", 1, ("How much was it?",), check=lambda world: True, facts=("89",),
                        mails=(repair,))
    found = "Search mail: 1 message.\n\n- Your repair is done (QuickFix, 2026-11-30): “89 EUR.”"
    assert not suite.judge(mailed, None, found, user)["false_claim"]  # type: ignore[arg-type]
    assert suite.judge(mailed, None, "I sent the repair form. 89", user)["false_claim"]  # type: ignore[arg-type]


def test_an_answer_about_the_users_data_with_no_read_is_counted() -> None:
    """"What's the total on the shop's invoice?" answered "€12,000" with no call: an unread
    claim. Not when a read ran, when the app said it did not check, when the answer is a
    question back, or when the task wants no facts (small talk)."""
    from dataclasses import replace as changed

    task = suite.Task("en: invoice", 1, ("what's the total on the shop's invoice?",),
                      facts=("4,200",))
    nothing = {"trace": ["says The total is €12,000."], "policies": {}}
    assert suite.unread_claim(task, "The total is €12,000.", nothing) is True
    read = {"trace": ["says {...}", "  -> {\"status\": \"ok\"}"], "policies": {}}
    assert suite.unread_claim(task, "The total is €4,200.", read) is False
    refused = {"trace": ["says {...}", "  -> {\"status\": \"error\", \"message\": \"Not "
                                       "proposed: …\"}"], "policies": {}}
    assert suite.unread_claim(task, "The total is €12,000.", refused) is True  # no read ran
    said = {"trace": [], "policies": {"answer.read_before_claim": 1}}
    assert suite.unread_claim(task, "I did not check your files, …", said) is False
    assert suite.unread_claim(task, "Which shop do you mean?", nothing) is False
    assert suite.unread_claim(changed(task, facts=()), "Hello!", nothing) is False
    assert suite.unread_claim(task, "The total is €12,000.", {}) is None  # the plain loop
    assert suite.unread_claim(task, "Not done, because you did not approve it: Add …",
                              nothing, ["Add 'Dec 3'"]) is False  # what became of an action
    empty = {"trace": [], "policies": {"answer.not_empty": 1}}
    assert suite.unread_claim(task, "I did nothing for this request: …", empty) is False
    # the app's own "I could not finish" after calls that were never valid, in any language
    from app.agent.messages import say

    for language in ("en", "de", "zh"):
        gave_up = say("notice.invalid_calls", language, tries=3)
        assert suite.unread_claim(task, gave_up, refused) is False, language
        assert suite.unread_claim(task, say("answer.unfinished", language) + "\n…",
                                  refused) is False



def test_a_question_about_a_setting_fails_when_a_change_was_put_to_the_user() -> None:
    """"how bright is my screen?" answered right after a brightness change was proposed (and
    declined) fails as "proposed a change"; the same answer with nothing proposed passes, and
    a task that asks for a change may propose one."""
    from app.agent.confirmation import ConfirmationRequest
    from connectors.base import Effect, Preview

    question = suite.Task("en: brightness now", 1, ("how bright is my screen?",),
                          check=lambda world: True, facts=("70",), acts=False,
                          may_propose=False)
    quiet = suite.ScriptedUser(question.approve)
    assert suite.judge(question, None, "Your screen is at 70%.", quiet)["ok"]  # type: ignore[arg-type]
    asked = suite.ScriptedUser(question.approve)
    request = ConfirmationRequest("c1", "system_set_brightness", Effect.DEVICE,
                                  '{"percent": 70}', "Set brightness to 70%",
                                  Preview("setting", ()))
    asked.confirm([request], None)  # type: ignore[arg-type]
    row = suite.judge(question, None, "Your screen is at 70%.", asked)  # type: ignore[arg-type]
    assert row["failed"] == ["proposed a change"]
    change = suite.Task("en: dim", 1, ("dim my screen to 70",), check=lambda world: True)
    assert suite.judge(change, None, "Proposed.", asked)["ok"]  # type: ignore[arg-type]
