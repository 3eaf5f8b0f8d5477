"""A timer, alarm or reminder that rang: a window that stays until the user answers it.

A notification balloon goes by in seconds and is easy to miss; an alert window stays on top,
rings (again every half minute, a few times), and offers Dismiss or Snooze.
"""

from __future__ import annotations

import logging
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.ui.i18n import date_time, localized, mark_content, tr
from connectors.base import Alert

log = logging.getLogger(__name__)

SNOOZE_MINUTES = 5
RING_EVERY_MS = 30_000
RINGS = 4  # the first, and three more while nobody answers

# Sounds the desktops ship, tried in order (none is bundled: they are the user's own).
LINUX_SOUNDS = ("/usr/share/sounds/freedesktop/stereo/alarm-clock-elapsed.oga",
                "/usr/share/sounds/freedesktop/stereo/complete.oga")
MAC_SOUND = "/System/Library/Sounds/Glass.aiff"


def ring() -> None:
    """Play the desktop's alarm sound without waiting for it; the system bell otherwise."""
    try:
        if sys.platform == "win32":  # pragma: no cover - Windows only
            import winsound

            winsound.PlaySound("SystemExclamation", winsound.SND_ALIAS | winsound.SND_ASYNC)
            return
        if sys.platform == "darwin" and shutil.which("afplay") and Path(MAC_SOUND).exists():
            subprocess.Popen(["afplay", MAC_SOUND], stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
            return
        player = shutil.which("paplay") or shutil.which("pw-play")
        sound = next((s for s in LINUX_SOUNDS if Path(s).exists()), None)
        if player and sound:
            subprocess.Popen([player, sound], stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
            return
    except OSError as err:  # no sound is no reason to miss the alert: the window stays
        log.info("could not play the alert sound: %s", err)
    QApplication.beep()


class AlertDialog(QDialog):
    """One alert, until Dismiss or Snooze.

    Signals:
        snoozed(object): Snooze was pressed (the Alert): ring again in SNOOZE_MINUTES.
    """

    snoozed = Signal(object)

    def __init__(self, alert: Alert, missed: bool, parent: QWidget | None = None,
                 sound: Callable[[], None] = ring) -> None:
        super().__init__(parent, Qt.WindowType.Window | Qt.WindowType.WindowStaysOnTopHint)
        self.alert = alert
        self.missed = missed
        self.sound = sound
        self.setModal(False)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # a connector's words (connectors.base.Phrase), in the window's language
        self.title, self.words = localized(alert.title), localized(alert.text)
        self.setWindowTitle(tr("BotPsy — {alert}").format(alert=self.title))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 18, 20, 16)
        heading = mark_content(QLabel(self._missed_prefix() + self.title))
        heading.setObjectName("Heading")
        heading.setTextFormat(Qt.TextFormat.PlainText)
        self.text = mark_content(QLabel(self.words))  # a reminder's text may be someone else's: plain text
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        self.text.setAccessibleName(tr("Alert"))
        when = QLabel(tr("Due {moment}").format(moment=date_time(alert.at)))
        when.setObjectName("Muted")
        layout.addWidget(heading)
        layout.addWidget(self.text)
        layout.addWidget(when)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.snooze_button = QPushButton(tr("Snooze %Ln min", "", SNOOZE_MINUTES))
        self.snooze_button.setAccessibleName(tr("Snooze for %Ln minute(s)", "", SNOOZE_MINUTES))
        self.dismiss_button = QPushButton(tr("Dismiss"))
        self.dismiss_button.setObjectName("Primary")
        self.dismiss_button.setDefault(True)
        self.snooze_button.clicked.connect(self._snooze)
        self.dismiss_button.clicked.connect(self.accept)
        buttons.addWidget(self.snooze_button)
        buttons.addWidget(self.dismiss_button)
        layout.addLayout(buttons)
        self.rings = 0
        self.ringer = QTimer(self)
        self.ringer.setInterval(RING_EVERY_MS)
        self.ringer.timeout.connect(self._ring)
        self.finished.connect(lambda _: self.ringer.stop())

    def start(self) -> None:
        """Show it, ring now and again while it waits."""
        self.show()
        self.raise_()
        self.activateWindow()
        self._ring()
        if not self.missed:  # a missed alert is news, not an alarm: it rings once
            self.ringer.start()

    def _ring(self) -> None:
        self.rings += 1
        if self.rings >= RINGS:
            self.ringer.stop()
        self.sound()
        QApplication.alert(self)

    def _snooze(self) -> None:
        self.snoozed.emit(self.alert)
        self.accept()

    def line(self) -> str:
        """What it says, in one line (for tests and the log)."""
        return self._missed_prefix() + f"{self.title}: {self.words}"

    def _missed_prefix(self) -> str:
        return tr("Missed while BotPsy was closed: ") if self.missed else ""
