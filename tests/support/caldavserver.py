"""A real Radicale CalDAV server for tests: htpasswd users, a filesystem store under a temp
folder, optionally TLS with a throwaway CA; it can be stopped and started again on the same
port with the same data (a server that goes away and comes back)."""

from __future__ import annotations

import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

from tests.support.mailserver import free_port, make_ca_and_cert

USERS = {"alice": "alice-pw", "bob": "bob-pw"}


class RadicaleServer:
    """One Radicale process (``url`` ends with a slash)."""

    def __init__(self, root: Path, tls: bool = False) -> None:
        self.root = root
        self.port = free_port()
        self.ca_file: Path | None = None
        (root / "users").write_text("".join(f"{u}:{p}\n" for u, p in USERS.items()))
        server = f"[server]\nhosts = 127.0.0.1:{self.port}\n"
        if tls:
            self.ca_file, cert, key = make_ca_and_cert(root)
            server += f"ssl = True\ncertificate = {cert}\nkey = {key}\n"
        (root / "config").write_text(
            server + f"[auth]\ntype = htpasswd\nhtpasswd_filename = {root / 'users'}\n"
            "htpasswd_encryption = plain\ndelay = 0\n[rights]\ntype = owner_only\n"
            f"[storage]\nfilesystem_folder = {root / 'store'}\n[logging]\nlevel = warning\n")
        scheme = "https" if tls else "http"
        host = "localhost" if tls else "127.0.0.1"
        self.url = f"{scheme}://{host}:{self.port}/"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        """Start and wait until it answers (fails with its log after 20 s)."""
        log = (self.root / "radicale.log").open("a")
        self.process = subprocess.Popen([sys.executable, "-m", "radicale", "--config",
                                         str(self.root / "config")], stdout=log, stderr=log)
        probe = f"http{'s' if self.ca_file else ''}://127.0.0.1:{self.port}/"
        deadline = time.monotonic() + 20
        while True:
            try:
                if self.ca_file:
                    import socket

                    socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                else:
                    urllib.request.urlopen(probe, timeout=1)
                return
            except urllib.error.HTTPError:
                return  # it answers
            except OSError as err:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    self.stop()
                    raise RuntimeError("Radicale did not start: " + str(err) + "\n"
                                       + (self.root / "radicale.log").read_text()) from err
                time.sleep(0.1)

    def stop(self) -> None:
        """Stop the process (the data stays)."""
        if self.process is not None:
            self.process.terminate()
            self.process.wait(10)
            self.process = None
