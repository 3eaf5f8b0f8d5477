"""Honest endings (issue 14, item 1): the user never sees the loop's internal text, and no
answer claims an action that did not happen."""

from __future__ import annotations

import pytest

from app.agent import events as ev
from app.agent.endings import (
    Step,
    claims_what_did_not_happen,
    found_nothing,
    honest_answer,
    is_internal,
    is_non_answer,
    unescaped,
)
from tests.agent.test_loop import SEND, call, setup


@pytest.mark.parametrize("answer", [
    "Now answer the user in plain text.",
    "The exact call was already made in this task; it was not run or asked about again.",
    '{"status": "ok", "result": {"sent": true}}',
    "",
    "   ",
    "null",
    "None.",
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
    # a setting already so ran nothing: "I set it" is not so; saying it is on is no claim
    already = [Step("Turn Wi-Fi on", "done", "Wi-Fi is already on", True,
                    unchanged=True)]
    assert claims_what_did_not_happen("I have set the Wi-Fi to on. The password is x.", already)
    assert not claims_what_did_not_happen("The Wi-Fi is on; the password is x.", already)
    assert is_internal("[Untrusted content from file: x] ...") and not is_internal("Hello!")
    read = [Step("Search files for 'lease'", "done", "0 files found", False)]
    assert honest_answer("", read) == "Search files for 'lease': 0 files found."


def test_a_null_or_an_echo_of_the_repeat_note_is_not_an_answer() -> None:
    """From the task suite: after a repeated call the stand-in answered "Not repeated.",
    "No, the call was already repeated.", "None" or "null"."""
    found = Step("Search mail for 'invoice'", "done", "2 messages", False)
    repeat = Step("Search mail for 'invoice'", "repeated", "Already tried; not repeated", False)
    for text in ("null", "None", "NULL.", "{}", "`None`"):
        assert is_non_answer(text, [found])
        assert honest_answer(text, [found]) == "Search mail for 'invoice': 2 messages."
    for text in ("Not repeated.", "No, the call was already repeated.",
                 "No, this call is not repeated."):
        assert is_non_answer(text, [found, repeat])
        assert honest_answer(text, [found, repeat]) == "Search mail for 'invoice': 2 messages."
    # The same words are an answer when nothing was repeated, or when they say more.
    assert not is_non_answer("Your stand-up repeats every Monday.", [found])
    assert not is_non_answer("None of your messages mention the invoice.", [found])
    long = ("The search found two messages about the invoice; I did not repeat it, "
            "and the newest is from Carol on Monday asking you to pay by Friday.")
    assert not is_non_answer(long, [found, repeat])


def test_an_answer_after_reading_shows_what_was_found_as_data() -> None:
    """A filler ("No changes made.") after only reading is not an answer: the outcomes
    answer, with what the read found. Someone else's Markdown, links and direction marks in
    it are shown as text, never as markup."""
    from app.agent.endings import findings

    agent, _, _, reader, _, events = setup([call("mail_read", id=3), "No changes made."],
                                           end_when_settled=False)
    reader.result = {"from": "eve@example.com", "subject": "Invoice",
                     "body": "Total: **120 EUR**\n[pay here](https://evil.example) \u202eabc"}
    text = agent.run([], "What does the invoice say?", sink=events.append)
    assert "No changes made" not in text and "120 EUR" in text
    assert "\\*\\*120 EUR\\*\\*" in text and "\\[pay here\\]" in text and "\u202e" not in text
    from app.ui.markdown import markdown_to_html

    shown = markdown_to_html(text)
    assert "<a " not in shown and "<strong>" not in shown and "**120 EUR**" in shown
    listing = findings([{"path": f"/d/file{n}.txt", "kind": "file"} for n in range(11)])
    assert listing.splitlines()[0] == "- file0.txt" and listing.endswith("- … and 3 more")
    assert findings([{"path": f"/d/f{n}"} for n in range(10)], "de").endswith("- … und 2 weitere")
    assert findings({"events": [{"title": "Dentist", "start": "2026-12-03T15:00"}]}) == \
        "- Dentist (2026-12-03T15:00)"


def test_nothing_to_do_said_after_only_reading_is_not_an_answer() -> None:
    from app.agent.endings import Step, is_non_answer
    from app.agent.runner import CallStatus

    read = [Step("List events tomorrow", CallStatus.DONE, "1 event", False)]
    for filler in ("No action needed.", "No changes needed.", "No action taken.",
                   "Nothing to do.", "No further action is required.", "No call needed."):
        assert is_non_answer(filler, read), filler
    for answer in ("No meetings tomorrow.", "Nothing is on your calendar tomorrow.",
                   "No, you are free on Thursday afternoon."):
        assert not is_non_answer(answer, read), answer
    for filler in ("Keine Aktion erforderlich.", "Rien à faire.", "无需进一步操作。",
                   "Erledigt.", "¡Hecho!", "完成。"):
        assert is_non_answer(filler, read), filler
    for answer in ("Morgen keine Termine.", "Nada mañana.", "明天没有安排。"):
        assert not is_non_answer(answer, read), answer


def test_a_filler_after_a_side_effect_is_left_alone() -> None:
    agent, *_, events = setup([call("mail_send", **SEND), "Done."], end_when_settled=False)
    assert agent.run([], "Tell Bob I'm late", sink=events.append) == "Done."


def test_the_terminal_shows_the_findings_as_typed() -> None:
    """The terminal renders no Markdown: the escapes go there, and control characters too."""
    import io

    from app.cli import _print_event

    stream = io.StringIO()
    _print_event(ev.AnswerEvent("Read it.\n\n> Total \\*\\*120\\*\\* \x1b[2J", "", replaced=True),
                 stream, False)
    assert "Total **120**" in stream.getvalue() and "\x1b" not in stream.getvalue()


def test_the_terminal_says_when_the_words_above_were_not_the_answer() -> None:
    """The window replaces a made-up answer; a terminal cannot take back what it printed, so it
    says the streamed words are not the answer before what happened."""
    import io

    from app.cli import _print_event

    replaced = ev.AnswerEvent("I did not check your mail.", "", replaced=True)
    for streamed, marked in ((True, True), (False, False)):
        stream = io.StringIO()
        _print_event(replaced, stream, False, streamed)
        shown = stream.getvalue()
        assert ("The words above are not the answer" in shown) is marked, shown
        assert shown.rstrip().endswith("I did not check your mail.")


def test_an_echo_of_the_repeat_note_in_other_words_is_not_an_answer() -> None:
    """From the suite: "No, this call was already done." after a repeat."""
    steps = [Step("Search mail for 'Carol'", "done", "1 message", False),
             Step("Search mail for 'Carol'", "repeated", "Already tried; not repeated", False)]
    for text in ("No, this call was already done.", "Already made.", "This was already tried",
                 "Nein, der Aufruf wurde bereits ausgeführt.", "已经尝试过了。"):
        assert is_non_answer(text, steps), text
    assert not is_non_answer("Carol wrote about the garden; that was already done in May.",
                             steps[:1])


def test_a_found_messages_words_are_shown_in_quotes() -> None:
    """A search result's snippet is the sender's words: in the list of what was found it is
    quoted, so neither the user nor a reader of the answer takes "We moved!" for BotPsy's."""
    from app.agent.endings import findings

    shown = findings([{"id": 11, "subject": "New address", "from": "Dave <dave@example.net>",
                       "snippet": "We moved! Our new address is 12 Elm Street."}])
    # Markdown-escaped (issue 26, item 4); the terminal shows it as typed
    assert shown == ("- New address (Dave \\<dave@example.net\\>): “We moved\\! Our new address "
                     "is 12 Elm Street.”")
    assert unescaped(shown) == ("- New address (Dave <dave@example.net>): “We moved! Our new "
                                "address is 12 Elm Street.”")


@pytest.mark.parametrize(("request_text", "answer"), [
    ("Schreib 'Milch' in die Datei einkauf.txt",
     "Erledigt: einkauf.txt anlegen (einkauf.txt geschrieben)."),
    ("把“牛奶”写进文件 einkauf.txt", "已完成：创建 einkauf.txt（已写入 einkauf.txt）。"),
    ("Write 'milk' into the file einkauf.txt", "Done: Create einkauf.txt (Wrote einkauf.txt)."),
    # a language the window does not ship: the app's words in Italian, the card's as written
    ("Scrivi 'latte' nel file einkauf.txt", "Fatto: Create einkauf.txt (Wrote einkauf.txt)."),
])
def test_the_apps_own_answer_names_what_was_done_in_the_requests_language(
        tmp_path, request_text: str, answer: str) -> None:  # type: ignore[no-untyped-def]
    """The agent as the window and the CLI build it (app.services.build_agent), the real files
    connector: the answer the app writes after an approved write says what was done in the
    request's language, the card's summary and result line too (the window's catalogue), and
    the file's name as it is."""
    from app.agent.registry import ToolRegistry
    from app.services import build_agent, build_runner
    from app.store.db import Store
    from connectors import ConnectorContext, connector
    from tests.support.doubles import ScriptedBackend, ScriptedConfirmer

    docs = tmp_path / "docs"
    docs.mkdir()
    registry = ToolRegistry(connector("files").build_tools(ConnectorContext(tmp_path, (docs,),
                                                                            {})))
    store = Store(tmp_path / "db.sqlite3")
    backend = ScriptedBackend([call("files_write", path=str(docs / "einkauf.txt"),
                                    content="Milch"), "ok"])
    agent = build_agent(backend, registry, build_runner(registry, ScriptedConfirmer("approve"),
                                                        store), store)
    assert agent.run([], request_text) == answer
    assert (docs / "einkauf.txt").read_text(encoding="utf-8") == "Milch"


def test_a_change_already_as_asked_is_not_said_as_done() -> None:
    """A setting already so ran nothing: the answer is what the card says, not "Done: …"."""
    from app.agent.endings import answer_from_outcomes
    from app.agent.events import CallStatus

    already = Step("Mute the sound", CallStatus.DONE, "Mute is already on", True,
                   unchanged=True)
    assert answer_from_outcomes([already]) == "Mute is already on."
    done = Step("Mute the sound", CallStatus.DONE, "Done", True)
    assert answer_from_outcomes([done]) == "Done: Mute the sound."


@pytest.mark.parametrize("content, empty", [
    ([], True), ({"messages": []}, True), ({"events": [], "calendar": "Home"}, True),
    ([{"subject": "Invoice"}], False), ({"files": [{"name": "a.pdf"}]}, False),
    # a status, a text, a single mail: something was read, whatever it says
    ({"volume": 50, "muted": False}, False), ("", False), ("0 events", False),
    ({"subject": "Hi", "body": ""}, False), (None, False),
])
def test_found_nothing_is_an_empty_list_of_things(content: object, empty: bool) -> None:
    """calls.look_elsewhere looks elsewhere only after reads that found no thing: an empty
    list, bare or under its key; never after a device's status or a text."""
    assert found_nothing(content) is empty
