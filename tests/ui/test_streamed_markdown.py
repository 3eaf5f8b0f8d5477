"""A streamed answer is parsed in part (issue 28, item 3): the settled blocks never differ from
what parsing the whole text would give, at any point of the stream."""

from __future__ import annotations

import random

import pytest

from app.ui.markdown import StreamedMarkdown, markdown_segments
from tests.benchmarks.ui_responsiveness import long_answer

# lines that change the block before them when they arrive, or start one
LINES = ("Some words here", "===", "---", "- item", "  continued", "1. one", "2. two", "2",
         "> quoted", "lazy line", "| a | b |", "|---|---|", "| 1 | 2 |", "```python",
         "x = 1", "```", "    indented code", "***", "", "", "text with `code` and *em*",
         "   ```sh", "   ls", "   ```", "<b>raw</b>", "## Heading", "[link](https://a.example)")

FIXED = (
    long_answer(6000),
    "Intro\n===\n\npara\n- a\n- b\n\n  still b\n\nafter\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"
    "text\n\n1. one\n\n   ```sh\n   ls\n   ```\n2. two\n\n> quote\nlazy\n\n    code\n\n***\n",
    "```python\nan open fence\n\n\nstill open\n",
    "a\r\nb\r\n\r\n- c\r\n\r\nd\r\n",
)


def random_documents(count: int) -> list[str]:
    chooser = random.Random(28)
    return ["\n".join(chooser.choice(LINES) for _ in range(chooser.randint(5, 40)))
            for _ in range(count)]


def stream(text: str, chooser: random.Random) -> list[tuple[str, StreamedMarkdown]]:
    """The answer in random chunks: each prefix and the parser's state after it."""
    parsed = StreamedMarkdown()
    seen = []
    position = 0
    while position < len(text):
        position += chooser.randint(1, 12)
        parsed.update(text[:position])
        seen.append((text[:position], parsed))
        yield text[:position], parsed


@pytest.mark.parametrize("text", FIXED + tuple(random_documents(60)))
def test_every_prefix_of_a_stream_shows_what_a_full_parse_shows(text: str) -> None:
    chooser = random.Random(len(text))
    for prefix, parsed in stream(text, chooser):
        code: list[str] = []
        whole = markdown_segments(prefix, code)
        assert [(s.kind, s.html) for s in parsed.segments] == [(s.kind, s.html) for s in whole]
        assert parsed.code == code  # the Copy links point at the right code


def test_only_the_last_blocks_are_parsed_again() -> None:
    parsed = StreamedMarkdown()
    text = "".join(f"Paragraph {i} of the answer.\n\n" for i in range(50))
    parsed.update(text)
    assert parsed.update(text + "More") == 48  # of 50 paragraphs, all but the last two settled
    assert len(parsed.segments) == 51


def test_a_reference_defined_after_its_link_is_put_right_by_the_final_parse() -> None:
    text = "See [the docs][d].\n\nMore.\n\nAnd more.\n\n[d]: https://docs.example\n"
    parsed = StreamedMarkdown()
    for end in range(1, len(text) + 1):
        parsed.update(text[:end])
    assert "[the docs][d]" in parsed.segments[0].html  # settled before the definition came
    assert parsed.update(text, final=True) == 0
    assert '<a href="https://docs.example">the docs</a>' in parsed.segments[0].html


def test_a_reference_in_settled_text_still_resolves_later_links() -> None:
    text = "[d]: https://docs.example\n\nOne.\n\nTwo.\n\nThree.\n\nSee [the docs][d]."
    parsed = StreamedMarkdown()
    for end in range(1, len(text) + 1):
        parsed.update(text[:end])
    assert '<a href="https://docs.example">the docs</a>' in parsed.segments[-1].html


def test_replaced_text_is_parsed_from_the_start() -> None:
    parsed = StreamedMarkdown()
    parsed.update("".join(f"Line {i}\n\n" for i in range(10)))
    assert parsed.update("Something else entirely.\n\nTwo.") == 0
    assert [s.html for s in parsed.segments] == ["<p>Something else entirely.</p>\n",
                                                 "<p>Two.</p>\n"]


def test_a_labels_remembered_heights_follow_its_text_and_font(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QLabel

    from app.ui.chat_view import ReadableLabel

    ours, qts = ReadableLabel(), QLabel()
    for label in (ours, qts):
        qtbot.addWidget(label)
        label.setWordWrap(True)
        label.setText("short")
    assert ours.heightForWidth(200) == qts.heightForWidth(200)
    one_line = ours.heightForWidth(200)
    for label in (ours, qts):
        label.setText("many words that wrap onto more lines " * 8)
    assert ours.heightForWidth(200) == qts.heightForWidth(200) > one_line
    for label in (ours, qts):
        label.setFont(QFont(label.font().family(), label.font().pointSize() * 3))
    assert ours.heightForWidth(200) == qts.heightForWidth(200)
    for label in (ours, qts):
        label.setWordWrap(False)
    assert ours.heightForWidth(200) == qts.heightForWidth(200)


def test_a_long_answer_ends_where_its_text_ends_at_every_width(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Each block of an answer takes the height its text needs at the width it has, and the
    conversation ends there: no text cut off, and no blank band below the last answer (Qt's
    own size hints, from the text at about 80 characters, made the conversation taller than
    its messages in a wide window: a band of up to 250 px under the last answer)."""
    from PySide6.QtWidgets import QApplication

    from app.ui.chat_view import AnswerText, ChatView

    chat = ChatView()
    qtbot.addWidget(chat)
    chat.show()
    message = chat.assistant()
    message.set_text(long_answer(3000) + "\n\n" + "A closing paragraph of many words. " * 20)
    for width in (420, 760, 1300):
        chat.resize(width, 300)
        QApplication.processEvents()
        blocks = [part for part in message.parts if isinstance(part, AnswerText)]
        assert len(blocks) > 5
        for block in blocks:
            assert block.height() == block.heightForWidth(block.width()), (width, block.text()[:40])
        bottom = message.mapTo(chat.canvas, message.rect().bottomLeft()).y()
        margin = chat.column.contentsMargins().bottom()
        assert chat.canvas.height() - bottom <= margin + chat.column.spacing() + 1, width
