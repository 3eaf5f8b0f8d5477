"""One BotPsy window per user (issue 27).

Two windows on one database mean two schedulers and two syncs at once. The first launch takes
a lock file in the data folder (``QLockFile``: a lock left by a process that died is taken
over) and listens on a local socket named after that folder. A second launch finds the lock
held, hands its arguments (``--model``) to the running window over the socket, and exits; the
running window comes to the front and applies them — the way desktop apps behave.
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger(__name__)

MAX_MESSAGE = 64 * 1024  # bytes a second launch may send


def server_name(folder: Path) -> str:
    """The local socket's name for this data folder (one per user and folder)."""
    digest = hashlib.sha256(str(folder.resolve()).encode()).hexdigest()[:16]
    return f"botpsy-{digest}"


class SingleInstance(QObject):
    """The lock and the socket of the running window.

    Signals:
        message(dict): a second launch handed over its arguments.
    """

    message = Signal(dict)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        folder.mkdir(parents=True, exist_ok=True)
        self.name = server_name(folder)
        self.lock = QLockFile(str(folder / "window.lock"))
        self.lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        self.server: QLocalServer | None = None

    def claim(self) -> bool:
        """Become the running window: True, or False when another one runs."""
        if not self.lock.tryLock(200):
            return False
        QLocalServer.removeServer(self.name)  # a socket file left by a process that died
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not self.server.listen(self.name):
            log.warning("no single-instance socket: %s", self.server.errorString())
        self.server.newConnection.connect(self._on_connection)
        return True

    def hand_over(self, message: dict[str, Any], timeout_ms: int = 3000) -> bool:
        """Send ``message`` to the running window; False when it does not answer."""
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(timeout_ms):
            return False
        socket.write(json.dumps(message).encode() + b"\n")
        sent = socket.waitForBytesWritten(timeout_ms)
        socket.disconnectFromServer()
        return sent

    def _on_connection(self) -> None:
        assert self.server is not None
        socket = self.server.nextPendingConnection()
        if socket is None:
            return
        received = bytearray()

        def read() -> None:
            received.extend(bytes(socket.readAll().data()))
            if b"\n" in received or len(received) > MAX_MESSAGE:
                socket.readyRead.disconnect(read)
                socket.disconnectFromServer()
                self._deliver(bytes(received).split(b"\n", 1)[0])

        socket.readyRead.connect(read)
        socket.disconnected.connect(socket.deleteLater)
        if socket.bytesAvailable():
            read()

    def _deliver(self, line: bytes) -> None:
        try:
            message = json.loads(line.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            log.warning("a second launch sent something that is not a message")
            message = {}
        self.message.emit(message if isinstance(message, dict) else {})

    def release(self) -> None:
        """Stop listening and give the lock up (the app is quitting)."""
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.unlock()
