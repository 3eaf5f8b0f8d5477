"""Issue 15, accessibility: the chat is readable by a screen reader.

Orca reads applications through AT-SPI over D-Bus. This starts a private desktop (a session
bus, at-spi-bus-launcher with its registry, Xvfb), opens the real window in a process of its
own on the real xcb platform with Qt's AT-SPI bridge on, asks one question, and reads the
window back the way a screen reader does: the accessibility tree on the bus, in its order,
each object's name, role and state.
"""

from __future__ import annotations

import queue
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from tests.conftest import require
from tests.support.a11y_window import QUESTION
from tests.support.atspi import A11yDesktop, AtspiReader, Node, missing

ROOT = Path(__file__).resolve().parents[2]
SHOWING = 1 << 25  # ATSPI_STATE_SHOWING: on screen, what a reader offers
NAMED_ROLES = ("push button", "check box", "text", "list", "list item", "toggle button",
               "combo box", "menu item", "page tab")


def _line(stream: object, timeout: float) -> str:
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: lines.put(stream.readline()),  # type: ignore[attr-defined]
                     daemon=True).start()
    try:
        return lines.get(timeout=timeout)
    except queue.Empty:
        return ""


@pytest.fixture()
def window_on_the_bus(tmp_path: Path):  # type: ignore[no-untyped-def]
    require(not missing(), missing())
    docs = tmp_path / "Documents"
    docs.mkdir()
    with A11yDesktop() as desktop:
        env = dict(desktop.env, BOTPSY_HOME=str(tmp_path / "home"))
        app = subprocess.Popen([sys.executable, "-m", "tests.support.a11y_window", str(docs)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
        try:
            assert app.stdout is not None and app.stdin is not None
            ready = _line(app.stdout, 60)
            assert ready.strip() == "READY", (ready, app.poll())
            reader = AtspiReader(desktop.accessibility_bus())
            try:
                yield reader
            finally:
                reader.close()
        finally:
            if app.stdin is not None:
                app.stdin.close()
            try:
                app.wait(15)
            except subprocess.TimeoutExpired:
                app.kill()


def _showing(node: Node) -> list[Node]:
    """What a screen reader offers, in its reading order (hidden subtrees left out)."""
    if not node.states & SHOWING and node.role not in ("application",):
        return []
    found = [node]
    for child in node.children:
        found.extend(_showing(child))
    return found


def test_a_screen_reader_reads_the_question_the_work_and_the_answer(window_on_the_bus) -> None:  # type: ignore[no-untyped-def]
    reader: AtspiReader = window_on_the_bus
    applications = reader.applications()
    assert "BotPsy" in applications, applications
    tree = reader.tree(*applications["BotPsy"])
    shown = _showing(tree)
    spoken = [node.spoken() for node in shown]

    def first(words: str) -> int:
        matches = [index for index, line in enumerate(spoken) if words in line]
        assert matches, f"a screen reader never hears {words!r}:\n" + "\n".join(spoken)
        return matches[0]

    # The words themselves, not only what they are: the user's message, the tool card
    # (what ran, its state, its result), the answer and its code, in the chat's order.
    question = first(QUESTION)
    card = first("Search files for 'notice period'")
    result = first("1 file found")
    answer = first("the notice period is three months, in writing")
    code = first("ls ~/Documents")
    assert question < card < result < answer < code
    assert shown[question].description == "Your message"
    assert shown[answer].description == "BotPsy's answer"
    assert shown[code].description == "Code in bash"
    assert any("Done" in line for line in spoken[card:answer])
    # Every control a reader can reach says what it does.
    nameless = [f"{n.role} ({n.description})" for n in shown
                if n.role in NAMED_ROLES and not n.name.strip()]
    assert nameless == [], nameless
    for control in ("Message", "Send message", "Copy this answer", "Copy this code",
                    "New conversation", "Search conversations", "Settings"):
        assert any(n.name == control for n in shown), control
    # What is hidden is not read out: the details of the card, the fold of a short message.
    assert not any(n.name.startswith("Arguments:") for n in shown)
    assert not any(n.name == "Show the whole message" for n in shown)
