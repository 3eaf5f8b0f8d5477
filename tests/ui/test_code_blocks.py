"""Issue 15, item 3 (in part): code never breaks the layout; code blocks are framed, labelled
and have Copy; every answer has Copy."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication

from app.ui.chat_view import ChatView

ANSWER = ("Run this:\n\n```bash\n" + "echo " + "x" * 400 + "\n```\n\nThen `ls`.")


def test_a_long_code_line_stays_inside_the_chat_and_copies(qtbot) -> None:  # type: ignore[no-untyped-def]
    chat = ChatView()
    qtbot.addWidget(chat)
    chat.resize(700, 500)
    chat.show()
    qtbot.waitExposed(chat)
    user = chat.add_user("Give me the command")
    message = chat.assistant()
    message.set_text(ANSWER)
    qtbot.waitUntil(lambda: message.body.isVisible(), timeout=2000)
    viewport = chat.viewport().width()
    assert message.width() <= viewport and user.width() <= viewport
    assert "bash" in message.body.text() and "Copy" in message.body.text()
    message.body.linkActivated.emit("botpsy-copy:0")
    assert QGuiApplication.clipboard().text() == "echo " + "x" * 400 + "\n"
    message.copy_button.click()
    assert QGuiApplication.clipboard().text() == ANSWER.strip()


def test_code_in_a_known_language_is_highlighted_and_stays_data(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Tokens get colours (Pygments); the code's own text is still escaped, never markup; an
    unknown language is shown plain; a long run across tokens still wraps."""
    from app.ui.markdown import markdown_to_html

    code = 'def greet(name):\n    # say hi\n    return "<b>hi</b> " + name  # 42\n'
    shown = markdown_to_html(f"```python\n{code}```")
    assert '<span style="color: #a05cc8">def</span>' in shown  # a keyword
    assert "#8a8f98" in shown and "#4e9a52" in shown  # a comment, a string
    assert "<b>" not in shown and "&lt;b&gt;hi&lt;/b&gt;" in shown
    plain = markdown_to_html("```klingon\nqapla' <b>\n```")
    assert "<span" not in plain and "&lt;b&gt;" in plain
    dotted = ".".join(["a"] * 60)  # 119 characters, each token short
    assert "\u200b" in markdown_to_html(f"```python\n{dotted}\n```")
    blocks: list[str] = []
    markdown_to_html(f"```python\n{dotted}\n```", blocks)
    assert blocks == [dotted + "\n"]  # Copy gives the code as it was, without the breaks
