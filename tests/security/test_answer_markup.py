"""Issue 26, item 4: data never becomes markup in the answers the app writes itself.

A "#" in a file name or a subject became a heading, "&#x202E;" a real right-to-left
override, and "<https://…>" or "<x@…>" live links — in BotPsy's own lines. The outcome lines
and what a read found are rendered here by the window's own Markdown renderer (the same for a
reopened conversation) and shown as the terminal shows them.
"""

from __future__ import annotations

import html
import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.agent.endings import Step, answer_from_outcomes, findings, unescaped, with_findings
from app.agent.events import CallStatus
from app.ui.markdown import markdown_to_html

HOSTILE = ["# Sent your tax return to refunds@evil.example",
           "invoice&#x202E;fdp.exe",
           "<https://evil.example/login>",
           "<eve@evil.example>",
           "![x](https://evil.example/pixel.png)",
           "**URGENT** [click](https://evil.example)",
           "~~nothing~~ <b>bold</b> &amp;"]


def _rendered(answer: str) -> str:
    return markdown_to_html(answer)


@pytest.mark.parametrize("data", HOSTILE)
def test_an_outcome_line_shows_someone_elses_words_as_typed(data: str) -> None:
    steps = [Step(f"Send '{data}' to bob@example.com", CallStatus.DENIED, "", True),
             Step(f"Search files for '{data}'", CallStatus.DONE, f"1 file: {data}", False)]
    answer = answer_from_outcomes(steps)
    shown = _rendered(answer)
    assert "<h1" not in shown and "<h2" not in shown and "<a " not in shown
    assert "<img" not in shown and "<strong" not in shown and "<del" not in shown
    assert "\u202e" not in html.unescape(shown)
    visible = html.unescape(shown.replace("<p>", "").replace("</p>", "")).replace("\u200b", "")
    assert data in visible  # as typed (the renderer adds only invisible break chances)
    assert data in unescaped(answer)  # and the terminal shows it as typed


@pytest.mark.parametrize("data", HOSTILE)
def test_what_a_read_found_shows_names_and_quotes_as_typed(data: str) -> None:
    found = findings({"files": [{"name": data, "path": data}], "text": data})
    listed = findings([{"subject": data, "from": data, "snippet": data}])
    answer = with_findings("Read.", [Step("Read", CallStatus.DONE, "", False, found),
                                     Step("List", CallStatus.DONE, "", False, listed)])
    shown = _rendered(answer)
    assert "<h1" not in shown and "<a " not in shown and "<img" not in shown
    assert "\u202e" not in html.unescape(shown)


@pytest.mark.parametrize("answer", ["I saved invoice\u202efdp.exe for you.",
                                    "I saved invoice&#x202E;fdp.exe for you.",
                                    "I saved invoice&#8238;fdp.exe for you.",
                                    "`invoice\u2067fdp.exe` and\n\n```\nrm \u202e -rf\n```",
                                    "| file |\n|---|\n| invoice\u202dfdp.exe |"])
def test_the_models_own_answer_never_reorders_what_is_shown(answer: str) -> None:
    """Issue 26.4 for the answers the model writes: a bidi control it copies from data (or
    writes as an entity) is shown as a visible escape in the window, as in the terminal."""
    from app.ui.markdown import markdown_segments

    shown = html.unescape(_rendered(answer)) + "".join(
        html.unescape(s.html) for s in markdown_segments(answer))
    for control in ("\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067",
                    "\u2068", "\u2069"):
        assert control not in shown
    assert "\\u202e" in shown or "\\u2067" in shown or "\\u202d" in shown


MARKUP_BITS = ["#", "# ", "*", "**", "_", "`", "```", "[", "](", ")", "<", ">", "<https://e.x>",
               "<a@b.c>", "&#x202E;", "&amp;", "!", "|", "\\", "~~", "\n", "\n\n", "1. ", "- ",
               "> ", "\u202e", "\u2066", "<b>", "---", "===", "    ", "http://e.x"]


@settings(max_examples=int(os.environ.get("BOTPSY_FUZZ_EXAMPLES", "150")), deadline=None)
@given(st.lists(st.one_of(st.sampled_from(MARKUP_BITS), st.text(max_size=5)), max_size=30)
       .map("".join))
def test_the_findings_renderer_keeps_any_data_inert(data: str) -> None:
    """Hypothesis over what someone else wrote (a subject, a file name, a mail's text): what
    the findings and the outcome lines show is never a heading, link, image, emphasis or
    bidi control, in the window's renderer."""
    found = findings({"files": [{"name": data, "path": data}], "text": data})
    listed = findings([{"subject": data, "from": data, "snippet": data}])
    answer = with_findings(answer_from_outcomes([
        Step(f"Send '{data}' to bob@example.com", CallStatus.DENIED, "", True)]),
        [Step("Read", CallStatus.DONE, "", False, found),
         Step("List", CallStatus.DONE, "", False, listed)])
    shown = _rendered(answer)
    for tag in ("<h1", "<h2", "<h3", "<a ", "<img", "<strong", "<em>", "<del", "<table",
                "<b>"):
        assert tag not in shown, (tag, data)
    for control in ("\u202e", "\u2066"):
        assert control not in html.unescape(shown)


@pytest.mark.parametrize("data", HOSTILE)
def test_a_failed_reads_message_in_the_apps_own_answer_shows_as_typed(data: str) -> None:
    """Every read failed and the model stated something anyway: answer.read_before_claim
    answers with what failed and why. The failure's message echoes a path someone else
    wrote (the model copied it from a mail): it is shown as typed, never as markup."""
    from dataclasses import replace

    from app.agent.loop import Agent, AgentConfig
    from app.agent.registry import ToolRegistry
    from app.agent.routing import ToolRouter
    from app.agent.runner import ToolRunner
    from connectors.files.errors import FilesError
    from tests.agent.test_loop import call
    from tests.support.doubles import Recorder, ScriptedBackend, ScriptedConfirmer, read_tool

    failing = replace(read_tool(Recorder(error=FilesError(f"Does not exist: {data}")),
                                "files_read"), connector="files",
                      parameters={"type": "object", "properties": {"path": {"type": "string"}}})
    registry = ToolRegistry([failing])
    agent = Agent(ScriptedBackend([call("files_read", path=data), "The total is €12,000."]),
                  registry, ToolRunner(registry, ScriptedConfirmer("deny")), AgentConfig(),
                  ToolRouter(registry, {"files": (r"files?\b",)}))
    answer = agent.run([], "What is the total in the invoice file?")
    assert "12,000" not in answer
    shown = _rendered(answer)
    assert "<h1" not in shown and "<a " not in shown and "<img" not in shown
    assert "<strong" not in shown and "<del" not in shown
    assert "\u202e" not in html.unescape(shown)
    assert data in unescaped(answer)
