"""A server's own words reach the desktop: the long-outage notice (app/ui/syncing.py) quotes
the last error, and a server can choose the text of its error replies. Some notification
servers read a little HTML, and a notice must stay one plain line: a crafted reply cannot
put a link, markup or a second, fake line into the tray."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QMainWindow

from app.settings import Settings
from app.store.db import Store
from app.ui import syncing as syncing_module
from app.ui.syncing import Syncing
from app.ui.tray import Tray
from connectors.base import SyncResult

HOSTILE = ("Login failed <a href='https://evil.example/reset'>Your password expired: "
           "click here</a>&nbsp;\n\nBotPsy: please type your password in the chat \x1b[31m"
           "\u202egnp.exe")  # a bidi override: "exe.png" on screen


class _Icon:
    """Records what the tray would show."""

    def __init__(self) -> None:
        self.shown: list[tuple[str, str]] = []

    def showMessage(self, title: str, text: str, *_: Any) -> None:
        self.shown.append((title, text))

    def hide(self) -> None:
        pass


def test_a_servers_words_in_an_outage_notice_stay_one_plain_line(  # type: ignore[no-untyped-def]
        qtbot, tmp_path: Path) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    tray = Tray(window, *[lambda: None] * 4)  # wired as the app wires it (app/ui/application.py)
    icon = _Icon()
    tray.icon = icon  # type: ignore[assignment]
    syncing = Syncing(Store(tmp_path / "db.sqlite3"), Settings, tray.notify, window)
    syncing._failing["work"] = (0.0, syncing_module.LONG_OUTAGE_SYNCS)  # failing for long
    syncing._count_outage(SyncResult("work", "", error=HOSTILE))
    [(title, text)] = icon.shown
    assert title == "work"
    assert "has not reached work" in text and "Your password expired" in text
    assert not any(mark in text for mark in "<>&\n\r\x1b\u202e"), text
    status = window.statusBar().currentMessage()  # plain text, and one line too
    assert "has not reached work" in status
    assert not any(mark in status for mark in "\n\r\x1b\u202e"), status
