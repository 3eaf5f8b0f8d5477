"""A TCP proxy between the app and a real server that injects network faults (issue 27).

    with FaultProxy("127.0.0.1", servers.imaps_port) as proxy:
        proxy.fault("stall", after=2000)      # new connections: the server goes quiet
        ... connect to 127.0.0.1:proxy.port ...

Faults act on what the server sends, counted per connection from its first byte:

- ``pass``: bytes flow unchanged (``latency`` seconds are added before each piece);
- ``stall``: after ``after`` bytes nothing more arrives, and the connection stays open (a
  server, a Wi-Fi or a laptop lid that stopped answering);
- ``reset``: after ``after`` bytes both sides get a TCP reset;
- ``truncate``: after ``after`` bytes both sides are closed cleanly, mid-answer;
- ``garbage``: the client gets bytes that are not the server's (a captive portal, a broken
  middlebox: TLS fails);
- ``trickle``: after ``after`` bytes, one byte every ``latency`` seconds (a link that keeps
  each read just inside its timeout, so no single read ever times out);
- ``trickle_body``: the same, from ``after`` bytes past the end of the first HTTP header the
  server sends (its first blank line): the answer's status and headers come at once, its
  body trickles;
- ``lose_reply``: once the *client* has sent ``after`` bytes, nothing more from the server
  arrives and the connection stays open (the request got through, its answer never did: a
  send the server took, cut before its "250 OK").

TLS passes through untouched, so certificates are checked as with the real server.
"""

from __future__ import annotations

import contextlib
import socket
import struct
import threading
import time
from dataclasses import dataclass
from typing import Any

FAULTS = ("pass", "stall", "reset", "truncate", "garbage", "trickle", "trickle_body",
          "lose_reply")


@dataclass(frozen=True)
class Fault:
    kind: str = "pass"
    after: int = 0
    latency: float = 0.0


class FaultProxy:
    """Listens on 127.0.0.1 (``port``) and forwards to ``host:port`` with the current fault."""

    def __init__(self, host: str, port: int) -> None:
        self.target = (host, port)
        self._fault = Fault()
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self._listener.getsockname()[1]
        self._sockets: list[socket.socket] = []
        self._lock = threading.Lock()
        self._closed = threading.Event()
        self.connections = 0
        self.from_server = 0  # bytes the server sent, over every connection

    def fault(self, kind: str = "pass", after: int = 0, latency: float = 0.0) -> None:
        """The fault for connections opened from now on."""
        if kind not in FAULTS:
            raise ValueError(f"unknown fault {kind!r}")
        self._fault = Fault(kind, after, latency)

    def __enter__(self) -> FaultProxy:
        threading.Thread(target=self._accept, daemon=True, name="fault-proxy").start()
        return self

    def __exit__(self, *_: Any) -> None:
        self._closed.set()
        with contextlib.suppress(OSError):
            self._listener.close()
        with self._lock:
            for each in self._sockets:
                with contextlib.suppress(OSError):
                    each.close()

    def _accept(self) -> None:
        while not self._closed.is_set():
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            fault = self._fault
            self.connections += 1
            if fault.kind == "garbage":
                with contextlib.suppress(OSError):
                    client.sendall(b"HTTP/1.1 302 Found\r\nLocation: http://portal.example/\r\n"
                                   b"\r\n" + b"\x00\xff" * 64)
                    client.close()
                continue
            try:
                server = socket.create_connection(self.target, timeout=5)
            except OSError:
                client.close()
                continue
            server.settimeout(None)
            with self._lock:
                self._sockets += [client, server]
            sent = [0]  # what the client has sent on this connection
            threading.Thread(target=self._pump, args=(client, server, Fault(), False, sent),
                             daemon=True).start()
            threading.Thread(target=self._pump, args=(server, client, fault, True, sent),
                             daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket, fault: Fault,
              counted: bool, from_client: list[int]) -> None:
        """Forward ``source`` to ``sink`` under ``fault`` (``counted``: the server's side;
        ``from_client``: the bytes the client has sent on this connection so far)."""
        sent = 0
        seen = b""  # what the server sent, until its first header ended (trickle_body)
        try:
            while not self._closed.is_set():
                data = source.recv(4096)
                if not data:
                    sink.shutdown(socket.SHUT_WR)
                    return
                if counted and fault.kind == "trickle_body":
                    seen += data
                    end = seen.find(b"\r\n\r\n")
                    if end < 0:  # the header is still coming: it passes as it is
                        sink.sendall(data)
                        sent += len(data)
                        self.from_server += len(data)
                        continue
                    # from here on a plain trickle, counted from the connection's first byte
                    fault = Fault("trickle", end + 4 + fault.after, fault.latency)
                if not counted:
                    from_client[0] += len(data)  # counted before the server can answer it
                elif fault.kind == "lose_reply" and from_client[0] >= fault.after:
                    self._break(source, sink, "stall")
                    return
                if fault.kind == "trickle" and sent + len(data) > fault.after:
                    for index in range(len(data)):
                        if sent + index >= fault.after:
                            time.sleep(fault.latency)
                        sink.sendall(data[index:index + 1])
                    sent += len(data)
                    continue
                if fault.kind not in ("pass", "trickle", "lose_reply") \
                        and sent + len(data) >= fault.after:
                    sink.sendall(data[: max(fault.after - sent, 0)])
                    self._break(source, sink, fault.kind)
                    return
                if fault.latency and fault.kind == "pass":
                    time.sleep(fault.latency)
                sink.sendall(data)
                sent += len(data)
                if counted:
                    self.from_server += len(data)
        except OSError:
            for each in (source, sink):
                with contextlib.suppress(OSError):
                    each.close()

    def _break(self, source: socket.socket, sink: socket.socket, kind: str) -> None:
        if kind == "stall":  # nothing more is read or sent; the sockets stay open
            self._closed.wait()
            return
        # shutdown() first: a close() alone waits for the other pump's blocked recv()
        for each in (sink, source):
            with contextlib.suppress(OSError):
                if kind == "reset":  # SO_LINGER 0: the close sends RST, not FIN
                    each.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER,
                                    struct.pack("ii", 1, 0))
                    each.shutdown(socket.SHUT_RD)  # wakes the reader, sends nothing
                else:
                    each.shutdown(socket.SHUT_RDWR)
            with contextlib.suppress(OSError):
                each.close()
