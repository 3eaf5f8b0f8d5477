"""Issue 15, item 3 (in part): code never breaks the layout; code blocks are framed, labelled,
scroll sideways inside the answer and have Copy; every answer has Copy."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from app.ui.chat_view import AssistantMessage, ChatView, CodeBlock

LONG_LINE = "echo " + "x" * 400
ANSWER = f"Run this:\n\n```bash\n{LONG_LINE}\n```\n\nThen `ls`."


def shown(qtbot, text: str) -> tuple[ChatView, AssistantMessage]:  # type: ignore[no-untyped-def]
    chat = ChatView()
    qtbot.addWidget(chat)
    chat.resize(700, 500)
    chat.show()
    qtbot.waitExposed(chat)
    chat.add_user("Give me the command")
    message = chat.assistant()
    message.set_text(text)
    qtbot.waitUntil(lambda: message.body.isVisible(), timeout=2000)
    return chat, message


def test_a_long_code_line_scrolls_sideways_inside_the_answer_and_copies(qtbot) -> None:  # type: ignore[no-untyped-def]
    chat, message = shown(qtbot, ANSWER)
    [user] = [w for w in chat.widgets() if w is not message and hasattr(w, "copy_button")
              and not isinstance(w, AssistantMessage)]
    viewport = chat.viewport().width()
    assert message.width() <= viewport and user.width() <= viewport
    assert chat.horizontalScrollBar().maximum() == 0  # the chat itself never scrolls sideways
    [block] = message.code_views()
    assert block.language.text() == "bash"
    assert block.width() <= message.width()
    qtbot.waitUntil(lambda: block.box.horizontalScrollBar().maximum() > 0, timeout=2000)
    bar = block.box.horizontalScrollBar()
    assert bar.isVisible()  # the line is not wrapped: the box scrolls
    assert block.box.height() >= block.view.sizeHint().height() + bar.height() - 2
    bar.setValue(bar.maximum())  # the end of the line can be reached
    assert block.view.x() < 0
    assert "\u200b" not in block.view.text() and "x" * 400 in block.view.text()
    qtbot.mouseClick(block.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == LONG_LINE + "\n"
    [before, after] = message.text_labels()
    assert "Run this:" in before.text() and "<code>ls</code>" in after.text()
    message.copy_button.click()
    assert QGuiApplication.clipboard().text() == ANSWER.strip()


def test_a_short_block_has_no_scroll_bar_and_a_nested_one_keeps_its_copy_link(qtbot) -> None:  # type: ignore[no-untyped-def]
    chat, message = shown(qtbot, "```python\nprint(1)\n```\n\n1. Then:\n\n   ```sh\n   ls -l\n   ```\n")
    [block] = message.code_views()
    qtbot.wait(50)
    assert not block.box.horizontalScrollBar().isVisible()
    assert block.box.height() <= block.view.sizeHint().height() + 4
    [nested] = message.text_labels()
    assert "botpsy-copy:0" in nested.text()
    nested.linkActivated.emit("botpsy-copy:0")
    assert QGuiApplication.clipboard().text() == "ls -l\n"


def test_a_streaming_answer_keeps_its_widgets_and_follows_the_text(qtbot) -> None:  # type: ignore[no-untyped-def]
    chat, message = shown(qtbot, "Here:\n\n```python\nx = 1\n")
    [block] = message.code_views()
    message.set_text("Here:\n\n```python\nx = 1\ny = 2\n```\n\nDone.")
    assert message.code_views() == [block]  # the same box, updated, not rebuilt
    assert block.code == "x = 1\ny = 2\n"
    assert [type(p) for p in message.parts][1] is CodeBlock and len(message.parts) == 3
    message.set_text("No code now.")
    assert message.code_views() == [] and len(message.text_labels()) == 1


def test_code_in_a_known_language_is_highlighted_and_stays_data(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Tokens get colours (Pygments); the code's own text is still escaped, never markup; an
    unknown language is shown plain; a long run across tokens still wraps where it wraps."""
    from app.ui.markdown import markdown_segments, markdown_to_html

    code = 'def greet(name):\n    # say hi\n    return "<b>hi</b> " + name  # 42\n'
    [segment] = markdown_segments(f"```python\n{code}```")
    assert segment.kind == "code" and segment.code == code and segment.language == "python"
    assert '<span style="color: #a05cc8">def</span>' in segment.html  # a keyword
    assert "#8a8f98" in segment.html and "#4e9a52" in segment.html  # a comment, a string
    assert "<b>" not in segment.html and "&lt;b&gt;hi&lt;/b&gt;" in segment.html
    [plain] = markdown_segments("```klingon\nqapla' <b>\n```")
    assert "<span" not in plain.html and "&lt;b&gt;" in plain.html
    dotted = ".".join(["a"] * 60)  # 119 characters, each token short
    assert "\u200b" in markdown_to_html(f"> ```python\n> {dotted}\n> ```")  # nested: wraps
    blocks: list[str] = []
    markdown_to_html(f"```python\n{dotted}\n```", blocks)
    assert blocks == [dotted + "\n"]  # Copy gives the code as it was, without the breaks


def test_a_long_message_stays_inside_a_narrow_chat(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Seen at 1.5x: a long user message's bubble (its text's minimum width) ran past the
    chat's right edge and cut off Edit. The bubble wraps to the room there is."""
    from app.ui.chat_view import UserMessage

    chat = ChatView()
    qtbot.addWidget(chat)
    chat.resize(520, 500)
    chat.show()
    qtbot.waitExposed(chat)
    user = chat.add_user("7. Point 7: the budget for the spring fair, the rota and who brings "
                         "what, and a few more words so that the line is long.")
    user.edit_button.show()
    qtbot.wait(50)
    viewport = chat.viewport()
    assert isinstance(user, UserMessage)
    for widget in (user, user.label, user.edit_button, user.copy_button):
        right = widget.mapTo(viewport, widget.rect().topRight()).x()
        assert right <= viewport.width(), (widget, right, viewport.width())
    chat.resize(900, 500)  # room again: one comfortable width, as before
    qtbot.waitUntil(lambda: user.label.minimumWidth() == 520, timeout=2000)


def test_a_fence_without_a_language_is_a_plain_code_box(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The commonest fence of all, ``` with no language, at the top and inside a list."""
    chat, message = shown(qtbot, "```\nplain code <b>\n```\n\n- step:\n\n  ```\n  ls\n  ```\n")
    [block] = message.code_views()
    assert block.code == "plain code <b>\n" and block.language.text() == "code"
    assert "&lt;b&gt;" in block.view.text()
    [nested] = message.text_labels()
    assert "botpsy-copy:0" in nested.text()
