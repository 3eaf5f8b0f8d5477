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
