"""What rings: timers, alarms and event reminders come due (polled), ring in an AlertDialog
until the user answers, and come back when snoozed (also after a restart). It also keeps
what is still to come, which decides whether closing the window keeps BotPsy in the tray."""

from __future__ import annotations

import logging
import operator
import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from functools import partial

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from app.services import connector_context
from app.store.db import DiskFullError, Store
from app.ui.alerts import SNOOZE_MINUTES, AlertDialog, ring
from app.ui.background import run_in_background
from app.ui.i18n import localized, tr
from connectors import all_connectors
from connectors.base import Alert, said

log = logging.getLogger(__name__)

SNOOZED_KEY = "alerts.snoozed"  # snoozed alerts, until they ring again (survive a restart)


class Reminders(QObject):
    """The alerts of every connector, looked for every 15 s (and when asked).

    Signals:
        rang(list): alerts came due and were shown (Alert each).
        waiting_checked(list): what is still to come was looked up (a line each).
        quiet(): the last alert window closed.
    """

    rang = Signal(list)
    waiting_checked = Signal(list)
    quiet = Signal()

    def __init__(self, store: Store, notify: Callable[[str, str], None],
                 parent: QWidget) -> None:
        super().__init__(parent)
        self.store = store
        self.notify = notify  # a short line in the tray and the status bar
        self.window = parent
        self.sound: Callable[[], None] = ring  # what an alert plays (tests count it)
        self.waiting: list[str] = []  # timers, reminders, sends still to come
        self.waiting_looks = 0  # how many looks at what is to come have finished
        self.snoozed = 0  # alerts snoozed and not yet back (also kept in the store)
        self.alert_windows: list[AlertDialog] = []
        self.snooze_ms = SNOOZE_MINUTES * 60_000
        self.started_at = datetime.now(UTC)  # what came due before was missed
        self.timer = QTimer(self)
        self.timer.setInterval(15_000)
        self.timer.timeout.connect(self.check)

    def check(self) -> None:
        """Ring what has come due (timers, alarms, event reminders), also what came due while
        BotPsy was closed, and look up what is still to come (in the background)."""
        store = self.store

        def look() -> list[Alert]:
            context = connector_context(store)
            now = datetime.now(UTC)
            return [alert for each in all_connectors() for alert in each.alerts(context, now)]

        def still_to_come() -> list[str]:
            context = connector_context(store)
            now = datetime.now(UTC)
            return [line for each in all_connectors() for line in each.waiting(context, now)]

        run_in_background(look, self._on_due,
                          lambda error: log.info("looking for alerts failed: %s", error),
                          owner=self.window)
        run_in_background(still_to_come, self._on_waiting,
                          lambda error: log.info("looking for what is to come failed: %s",
                                                 error), owner=self.window)

    def _on_waiting(self, waiting: list[str]) -> None:
        self.waiting = waiting
        self.waiting_looks += 1
        self.waiting_checked.emit(waiting)

    def _on_due(self, alerts: list[Alert]) -> None:
        for alert in alerts:
            self.show_alert(alert, alert.at < self.started_at)
        if alerts:
            self.rang.emit(alerts)

    def show_alert(self, alert: Alert, missed: bool = False) -> AlertDialog:
        """A window that stays (and rings) until Dismiss or Snooze; a desktop notification
        and the status bar say it too."""
        self.notify((tr("Missed while BotPsy was closed: ") if missed else "")
                    + localized(alert.title), localized(alert.text))
        dialog = AlertDialog(alert, missed, sound=self.sound)
        self.alert_windows.append(dialog)
        dialog.snoozed.connect(self._snooze)
        dialog.finished.connect(lambda _: self._closed(dialog))
        dialog.start()
        return dialog

    def close_all(self) -> None:
        """Close every alert window (quitting)."""
        for alert in list(self.alert_windows):
            alert.close()

    def _closed(self, dialog: AlertDialog) -> None:
        if dialog in self.alert_windows:
            self.alert_windows.remove(dialog)
        if not self.alert_windows:
            self.quiet.emit()

    def _snooze(self, alert: Alert) -> None:
        """Ring ``alert`` again in SNOOZE_MINUTES. The snooze is kept in the store, so it
        rings after a restart too (missed, if its time passed while BotPsy was closed)."""
        # kept as the window writes it (the store keeps text): "Snoozed: Timer"
        title, marked = localized(alert.title), tr("Snoozed: {alert}")
        again = Alert(title if title.startswith(marked.format(alert="")) else
                      marked.format(alert=title), localized(alert.text), alert.at)
        until = datetime.now(UTC) + timedelta(milliseconds=self.snooze_ms)
        key = uuid.uuid4().hex
        kept = self._snoozes()
        kept.append({"key": key, "title": again.title, "text": again.text,
                     "at": again.at.isoformat(), "until": until.isoformat()})
        try:
            self.store.set_setting(SNOOZED_KEY, kept)
        except DiskFullError as err:  # it still rings while BotPsy runs
            log.warning("a snooze was not saved: %s", err)
            self.notify(tr("Snooze not saved"), tr(
                "{error} {alert} rings again in {minutes} minutes if BotPsy keeps running; "
                "it is not kept if BotPsy quits.").format(
                    error=localized(said(err)), alert=again.title,
                    minutes=round(self.snooze_ms / 60_000)))
        self._ring_at(key, again, until)

    def _snoozes(self) -> list[dict[str, str]]:
        stored = self.store.get_setting(SNOOZED_KEY, [])
        return [e for e in stored if isinstance(e, dict)] if isinstance(stored, list) else []

    def _forget_snoozes(self, which: Callable[[dict[str, str]], bool]) -> None:
        try:
            self.store.set_setting(SNOOZED_KEY, [e for e in self._snoozes() if not which(e)])
        except DiskFullError as err:  # it may ring once more after a restart, marked missed
            log.warning("a rung snooze was not forgotten: %s", err)

    def _ring_at(self, key: str, alert: Alert, until: datetime) -> None:
        self.snoozed += 1  # what is to come until it rings again (the poll does not know it)

        def ring_again() -> None:
            self.snoozed -= 1
            self._forget_snoozes(lambda entry: entry.get("key") == key)
            self.show_alert(alert, missed=until < self.started_at)

        wait_ms = (until - datetime.now(UTC)).total_seconds() * 1000
        QTimer.singleShot(max(0, min(int(wait_ms), 2**31 - 1)), self, ring_again)

    def restore_snoozes(self) -> None:
        """The alerts snoozed before BotPsy last quit ring when their snooze ends (at once,
        marked missed, when it ended while BotPsy was closed)."""
        for entry in self._snoozes():
            try:
                alert = Alert(str(entry["title"]), str(entry["text"]),
                              datetime.fromisoformat(entry["at"]))
                until = datetime.fromisoformat(entry["until"])
                if until.tzinfo is None or alert.at.tzinfo is None:
                    raise ValueError("a time without its zone")
            except (KeyError, ValueError, TypeError) as err:  # a damaged entry goes
                log.warning("a stored snooze is unreadable (%s); dropped", err)
                self._forget_snoozes(partial(operator.eq, entry))
                continue
            self._ring_at(str(entry.get("key", "")), alert, until)
