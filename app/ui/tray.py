"""The tray icon: its menu (Show, New chat, Pause sync, Quit) and the notifications it shows,
which are also written in the window's status bar."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QSystemTrayIcon

from app.paths import resource
from app.ui.i18n import tr
from connectors.base import one_line


class Tray:
    """The tray icon (when the desktop has a tray) and the app's notifications."""

    def __init__(self, window: QMainWindow, show_window: Callable[[], None],
                 new_chat: Callable[[], None], toggle_sync: Callable[[], None],
                 quit_app: Callable[[], None]) -> None:
        self.window = window
        self.actions = show_window, new_chat, toggle_sync, quit_app
        self.icon: QSystemTrayIcon | None = None
        self.menu: QMenu | None = None
        self.pause_action: QAction | None = None

    def build_menu(self) -> QMenu:
        """Show, New chat, Pause/Resume sync, Quit."""
        show_window, new_chat, toggle_sync, quit_app = self.actions
        menu = QMenu()
        menu.addAction(tr("Show BotPsy"), show_window)
        menu.addAction(tr("New chat"), new_chat)
        self.pause_action = menu.addAction(tr("Pause sync"), toggle_sync)
        menu.addSeparator()
        menu.addAction(tr("Quit BotPsy"), quit_app)
        self.menu = menu
        return menu

    def show(self) -> None:
        """The icon and its menu, when the desktop has a tray."""
        if not QSystemTrayIcon.isSystemTrayAvailable():
            return
        self.icon = QSystemTrayIcon(QIcon(str(resource("botpsy.svg"))), self.window)
        self.icon.setToolTip("BotPsy")
        self.icon.setContextMenu(self.build_menu())
        show_window = self.actions[0]
        self.icon.activated.connect(
            lambda reason: show_window() if reason in (
                QSystemTrayIcon.ActivationReason.Trigger,
                QSystemTrayIcon.ActivationReason.DoubleClick) else None)
        self.icon.show()

    def show_sync_paused(self, paused: bool) -> None:
        """The menu offers the other choice; the status bar says what changed."""
        if self.pause_action is not None:
            self.pause_action.setText(tr("Resume sync") if paused else tr("Pause sync"))
        self.window.statusBar().showMessage(
            tr("Sync paused: mail and calendars are not updated until you resume it.")
            if paused else tr("Sync resumed."), 10_000)

    def notify(self, title: str, text: str) -> None:
        """A notification by the tray, the status bar, and the task bar's attention."""
        # A reminder's or a sync error's text may be someone else's (a shared calendar, a
        # server's reply): one line, without control characters or bidi overrides, everywhere.
        title, text = one_line(title, 60), one_line(text, 300)
        if self.icon is not None:
            # Some desktops' notification servers read a little HTML in the body: angle
            # brackets never reach them.
            shown = text.replace("<", "‹").replace(">", "›").replace("&", "＆")
            self.icon.showMessage(title, shown, QSystemTrayIcon.MessageIcon.Information, 15_000)
        # Not in the chat: an alert is not part of whichever conversation happens to be open.
        self.window.statusBar().showMessage(f"{title}: {text}", 15_000)
        QApplication.alert(self.window)

    def tell(self, title: str, text: str) -> None:
        """A longer message by the tray only (the first time the window goes to the tray)."""
        if self.icon is not None:
            self.icon.showMessage(title, text, QSystemTrayIcon.MessageIcon.Information, 20_000)

    def hide(self) -> None:
        """The icon goes (BotPsy ends)."""
        if self.icon is not None:
            self.icon.hide()
