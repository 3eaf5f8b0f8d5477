"""A private desktop with an accessibility bus, and a client that reads it as a screen
reader does (Orca reads applications through AT-SPI over D-Bus).

``A11yDesktop`` starts a session D-Bus, at-spi-bus-launcher (which starts the accessibility
bus and its registry) and Xvfb, each in a temporary folder of its own; ``AtspiReader``
walks the accessibility tree of an application on that bus with jeepney (pure-Python D-Bus).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from jeepney import DBusAddress, Properties, new_method_call
from jeepney.io.blocking import DBusConnection, open_dbus_connection

BUS_LAUNCHER_PATHS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
REGISTRY = "org.a11y.atspi.Registry"
ROOT = "/org/a11y/atspi/accessible/root"
ACCESSIBLE = "org.a11y.atspi.Accessible"
TEXT = "org.a11y.atspi.Text"


def bus_launcher() -> str | None:
    """Where at-spi-bus-launcher is installed (Debian: at-spi2-core), or None."""
    return next((path for path in BUS_LAUNCHER_PATHS if Path(path).is_file()), None)


def missing() -> str:
    """What this machine lacks for an accessibility desktop ("" when nothing)."""
    for tool in ("dbus-daemon", "Xvfb"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    return "" if bus_launcher() else "at-spi-bus-launcher (at-spi2-core) is not installed"


class A11yDesktop:
    """Session bus + accessibility bus + X server, torn down in reverse."""

    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="botpsy-a11y-"))
        os.chmod(self.folder, 0o700)
        self.processes: list[subprocess.Popen[str]] = []
        self.env = {k: v for k, v in os.environ.items()
                    if k not in ("DISPLAY", "QT_QPA_PLATFORM", "DBUS_SESSION_BUS_ADDRESS",
                                 "AT_SPI_BUS_ADDRESS")}
        self.env["XDG_RUNTIME_DIR"] = str(self.folder)

    def __enter__(self) -> A11yDesktop:
        try:
            self._start()
        except BaseException:
            self.__exit__()
            raise
        return self

    def _start(self) -> None:
        bus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                               stdout=subprocess.PIPE, text=True, env=self.env)
        self.processes.append(bus)
        assert bus.stdout is not None
        self.env["DBUS_SESSION_BUS_ADDRESS"] = bus.stdout.readline().strip()
        launcher = bus_launcher()
        assert launcher is not None
        self.processes.append(subprocess.Popen([launcher, "--launch-immediately"],
                                               env=self.env, stderr=subprocess.DEVNULL,
                                               text=True))
        for number in range(130, 160):
            if Path(f"/tmp/.X{number}-lock").exists():
                continue
            xvfb = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1280x800x24",
                                     "-nolisten", "tcp"], stdout=subprocess.DEVNULL,
                                    stderr=subprocess.DEVNULL, text=True)
            for _ in range(100):
                if Path(f"/tmp/.X11-unix/X{number}").exists():
                    self.processes.append(xvfb)
                    self.env["DISPLAY"] = f":{number}"
                    break
                time.sleep(0.05)
            else:
                xvfb.kill()
                continue
            break
        else:
            raise RuntimeError("no free X display for Xvfb")
        # A real Qt on a real X server; the bridge to AT-SPI is on as a screen reader turns
        # it on (Orca sets org.a11y.Status.ScreenReaderEnabled; this says the same).
        self.env.update(QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                        QT_ACCESSIBILITY="1")

    def accessibility_bus(self) -> str:
        """The accessibility bus's address, as org.a11y.Bus gives it to applications."""
        with open_dbus_connection(self.env["DBUS_SESSION_BUS_ADDRESS"]) as session:
            message = new_method_call(DBusAddress("/org/a11y/bus", bus_name="org.a11y.Bus",
                                                  interface="org.a11y.Bus"), "GetAddress")
            deadline = time.monotonic() + 10
            while True:
                try:
                    return str(session.send_and_get_reply(message, timeout=5).body[0])
                except Exception:
                    if time.monotonic() > deadline:
                        raise
                    time.sleep(0.1)

    def __exit__(self, *_: object) -> None:
        for process in reversed(self.processes):
            process.terminate()
            try:
                process.wait(5)
            except subprocess.TimeoutExpired:
                process.kill()
        shutil.rmtree(self.folder, ignore_errors=True)


@dataclass
class Node:
    """One accessible object as a screen reader sees it."""

    name: str
    role: str
    text: str
    description: str
    states: int = 0
    children: list[Node] = field(default_factory=list)

    def walk(self) -> Iterator[Node]:
        """This node and everything under it, depth first."""
        yield self
        for child in self.children:
            yield from child.walk()

    def spoken(self) -> str:
        """What a screen reader would say of it: name, role, text."""
        return " ".join(part for part in (self.name, self.role, self.text) if part)


class AtspiReader:
    """Reads applications' accessibility trees on an AT-SPI bus."""

    def __init__(self, address: str) -> None:
        self.connection: DBusConnection = open_dbus_connection(address)

    def close(self) -> None:
        """Disconnect from the bus."""
        self.connection.close()

    def _call(self, sender: str, path: str, interface: str, method: str,
              signature: str | None = None, body: tuple[Any, ...] = ()) -> Any:
        address = DBusAddress(path, bus_name=sender, interface=interface)
        message = new_method_call(address, method, signature, body)
        reply = self.connection.send_and_get_reply(message, timeout=10)
        if reply.header.message_type.name == "error":
            raise RuntimeError(f"{interface}.{method}: {reply.body}")
        return reply.body

    def _property(self, sender: str, path: str, interface: str, name: str) -> Any:
        address = DBusAddress(path, bus_name=sender, interface=interface)
        reply = self.connection.send_and_get_reply(Properties(address).get(name), timeout=10)
        if reply.header.message_type.name == "error":
            return None
        return reply.body[0][1]

    def applications(self) -> dict[str, tuple[str, str]]:
        """Name → (bus name, path) of every application registered on the bus."""
        found = {}
        for sender, path in self._call(REGISTRY, ROOT, ACCESSIBLE, "GetChildren")[0]:
            name = self._property(sender, path, ACCESSIBLE, "Name")
            found[str(name)] = (sender, path)
        return found

    def tree(self, sender: str, path: str, depth: int = 0) -> Node:
        """The accessible object at ``path`` and everything under it."""
        interfaces = self._call(sender, path, ACCESSIBLE, "GetInterfaces")[0]
        text = ""
        if TEXT in interfaces:
            count = int(self._property(sender, path, TEXT, "CharacterCount") or 0)
            text = str(self._call(sender, path, TEXT, "GetText", "ii", (0, count))[0])
        states = self._call(sender, path, ACCESSIBLE, "GetState")[0]
        node = Node(name=str(self._property(sender, path, ACCESSIBLE, "Name") or ""),
                    role=str(self._call(sender, path, ACCESSIBLE, "GetRoleName")[0]),
                    text=text,
                    description=str(self._property(sender, path, ACCESSIBLE, "Description")
                                    or ""),
                    states=int(states[0]) | (int(states[1]) << 32) if states else 0)
        if depth < 40:
            for child_sender, child_path in self._call(sender, path, ACCESSIBLE,
                                                       "GetChildren")[0]:
                node.children.append(self.tree(child_sender, child_path, depth + 1))
        return node
