"""Property-based fuzzing (hypothesis) of what reads hostile bytes: the tool-call parser,
argument validation, MIME reading, iCalendar reading and path resolution.

Properties: no exception escapes but the documented ones (ToolError subclasses where a
function says so), and no path ever resolves outside the allowed folders.
"""

from __future__ import annotations

import os
import string
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.agent.parsing import ParsedOutput, StreamSplitter, parse_output
from app.agent.registry import validate_arguments
from connectors import ConnectorContext
from connectors.base import ToolError
from connectors.calendars import ical
from connectors.calendars.errors import CalendarError
from connectors.files.folders import Folders
from connectors.files.tools import build_tools as files_tools
from connectors.mail.html_text import html_to_text
from connectors.mail.mime import read_message

FUZZ = settings(max_examples=int(os.environ.get("BOTPSY_FUZZ_EXAMPLES", "150")), deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])

MARKUP = ["<tool_call>", "</tool_call>", "<function=", "<parameter=", "</parameter>",
          "</function>", "<think>", "</think>", "{", "}", "[", "]", '"name"', '"arguments"',
          ":", ",", "```json\n", "```", "'", '"', "\n", "files_read", "None", "1", "(1, 2)"]
model_text = st.lists(st.one_of(st.sampled_from(MARKUP), st.text(max_size=8)),
                      max_size=40).map("".join)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=4),
    max_leaves=12)


@FUZZ
@given(model_text, st.booleans())
def test_the_parser_never_raises(text: str, thinking_open: bool) -> None:
    parsed = parse_output(text, thinking_open)
    assert isinstance(parsed, ParsedOutput)
    for call in parsed.calls:
        assert isinstance(call.name, str)
    splitter = StreamSplitter(thinking_open)
    for index in range(0, len(text), 3):
        splitter.feed(text[index:index + 3])
    splitter.finish()


@pytest.fixture(scope="module")
def real_tools(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    home = tmp_path_factory.mktemp("fuzz-tools")
    (home / "docs").mkdir()
    context = ConnectorContext(home, (home / "docs",), {"mail": {"accounts": [{
        "name": "work", "email": "me@example.org", "imap_host": "h", "smtp_host": "h"}]}})
    from connectors.calendars.tools import build_tools as calendar_tools
    from connectors.mail.tools import build_tools as mail_tools

    return [*files_tools(context), *mail_tools(context), *calendar_tools(context)]


@FUZZ
@given(st.data())
def test_argument_validation_never_raises_and_what_passes_is_valid(real_tools, data) -> None:  # type: ignore[no-untyped-def]
    import jsonschema

    tool = data.draw(st.sampled_from(real_tools))
    properties = list(tool.parameters.get("properties", {}))
    arguments = data.draw(st.one_of(
        json_values,
        st.dictionaries(st.sampled_from(properties or ["x"]) | st.text(max_size=6), json_values,
                        max_size=5)))
    coerced, problem = validate_arguments(tool, arguments)
    if problem is None:
        schema = {**tool.parameters, "additionalProperties": False}
        jsonschema.validate(coerced, schema)


HEADERS = ["From: ", "To: ", "Subject: ", "Content-Type: text/html; charset=", "Content-Type: "
           "multipart/mixed; boundary=b", "--b", "--b--", "Content-Transfer-Encoding: base64",
           "Content-Disposition: attachment; filename=", "=?utf-8?q?", "?=", "\r\n", "\n",
           "<div style='display:none'>", "</div>", "<!--", "-->", "<p>", "\x00", "\xff"]
mime = st.lists(st.one_of(st.sampled_from(HEADERS), st.text(max_size=10)), max_size=40).map(
    lambda parts: "".join(parts).encode("utf-8", "surrogatepass"))


@FUZZ
@given(mime | st.binary(max_size=400))
def test_mime_reading_never_raises(raw: bytes) -> None:
    content = read_message(raw)
    assert set(content) >= {"from", "subject", "body", "attachments", "notes"}
    assert isinstance(content["body"], str)


@FUZZ
@given(st.lists(st.one_of(st.sampled_from(["<", ">", "</", "style=", "'", '"', "display:none",
                                            "<div ", "<p>", "<!--", "-->", "<script>",
                                            "color:#fff", "&amp;", "&#"]),
                          st.text(max_size=6)), max_size=40).map("".join))
def test_html_to_text_never_raises(markup: str) -> None:
    result = html_to_text(markup)
    assert isinstance(result.text, str) and result.hidden_chars >= 0
    assert "\n\n\n" not in result.text


CSS_WORDS = ["<style>", "</style>", "@media", "(max-width:", "600px)", "screen", "{", "}",
             ".a", "#b", " p", "[x]", ":hover", "::after", ",", ";", ":", "!important",
             "display:", "none", "n\\one", "visibility:", "hidden", "color:", "#fefefe",
             "rgb(1 2 3 / 0)", "hsl(", "background:", "url(x)", "font:", "0/0", "font-size:",
             "0.1px", "1em", "50%", "opacity:", "0.01", "transform:", "scale(0)",
             "matrix(0,0,0,0,0,0)", "translate(-9999px)", "clip-path:", "inset(50%)",
             "inset()", "polygon(0 0,1px)", "circle(0)", "clip:", "rect(0,0,0)", "overflow:",
             "max-height:0", "position:absolute", "left:-9999px", "scale:", "filter:",
             "opacity(", ")", "<p class='a' id='b' x style='", "'>text</p>", "<div>", "</div>"]


@FUZZ
@given(st.lists(st.one_of(st.sampled_from(CSS_WORDS), st.text(max_size=4)),
                max_size=60).map("".join))
def test_the_css_visibility_rules_never_raise(markup: str) -> None:
    result = html_to_text(markup)
    assert isinstance(result.text, str) and result.hidden_chars >= 0


ICAL = ["BEGIN:VCALENDAR\r\n", "END:VCALENDAR\r\n", "BEGIN:VEVENT\r\n", "END:VEVENT\r\n",
        "BEGIN:VTODO\r\n", "END:VTODO\r\n", "UID:x\r\n", "SUMMARY:", "DTSTART:20261201T100000Z\r\n",
        "DTSTART;VALUE=DATE:20261201\r\n", "DTSTART;TZID=Nowhere/Else:20261201T100000\r\n",
        "DTEND:20261201T090000Z\r\n", "DURATION:PT1H\r\n", "DURATION:garbage\r\n",
        "RRULE:FREQ=WEEKLY;COUNT=3\r\n", "RRULE:FREQ=NONSENSE\r\n", "RECURRENCE-ID:20261208T100000Z\r\n",
        "EXDATE:20261215T100000Z\r\n", "DUE:20261201\r\n", "BEGIN:VALARM\r\n", "TRIGGER:-PT15M\r\n",
        "END:VALARM\r\n", "DTSTART:\r\n", "DTSTART:2026\r\n", ";", ":", "\r\n "]
ical_text = st.lists(st.one_of(st.sampled_from(ICAL), st.text(string.printable, max_size=8)),
                     max_size=30).map("".join)


@FUZZ
@given(ical_text)
def test_icalendar_reading_raises_only_calendar_errors(text: str) -> None:
    from zoneinfo import ZoneInfo

    try:
        row = ical.index(text)
    except CalendarError:
        return
    assert row.uid
    cal = ical.parse(text)
    main = ical.main_component(cal)
    describe = ical.describe_task if main.name == "VTODO" else ical.describe_event
    try:
        describe(main, ZoneInfo("Europe/Paris"))
    except CalendarError:
        pass


SEGMENTS = ["..", ".", "escape", "sub", "a.txt", "~", "/", "//", "\x00", "docs", "ᴀ", "..\u2215",
            "%2e%2e", "sub/../..", "/etc", "/proc/self/root", "link-loop", "fifo"]


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("fuzz-paths")
    allowed, outside = root / "docs", root / "outside"
    (allowed / "sub").mkdir(parents=True)
    outside.mkdir()
    (allowed / "a.txt").write_text("a")
    (allowed / "escape").symlink_to(outside)
    (allowed / "link-loop").symlink_to(allowed / "link-loop")
    if os.name == "posix":
        os.mkfifo(allowed / "fifo")
    return allowed, outside


@FUZZ
@given(st.lists(st.sampled_from(SEGMENTS) | st.text(max_size=4), min_size=1, max_size=6),
       st.booleans(), st.booleans())
def test_no_path_resolves_outside_the_allowed_folders(tree, parts, absolute, must_exist) -> None:  # type: ignore[no-untyped-def]
    allowed, outside = tree
    text = "/".join(parts)
    if absolute:
        text = str(allowed) + "/" + text
    try:
        resolved = Folders([allowed]).resolve(text, must_exist=must_exist)
    except ToolError:
        return
    real = Path(os.path.realpath(resolved))
    assert real == allowed or allowed in real.parents, (text, resolved)
