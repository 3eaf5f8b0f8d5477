"""Real mail servers for the tests: Dovecot (IMAP, IMAPS, LMTP) and aiosmtpd (SMTP + AUTH,
STARTTLS and implicit TLS) delivering into Dovecot over LMTP, on 127.0.0.1 with a throwaway CA.

Follows shared/TEST-SERVERS.md: own config (nothing from /etc/dovecot), passwd-file users with
uid 5000, maildir, a mail root that Dovecot's helpers can traverse (mkdtemp + chmod 755),
auth_failure_delay = 0, and every `{ }` block on its own lines.
"""

from __future__ import annotations

import email
import os
import shutil
import smtplib
import socket
import ssl
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

USERS = {"alice": "alice-pw", "bob": "bob-pw",
         "netfault": "netfault-pw",  # netfault: the network fault tests, mailed by no other
         "crash": "crash-pw",  # crash: the crash harness (tests/faults/crash.py)
         "diskfull": "diskfull-pw",  # diskfull: the disk-full sync test, mailed by no other
         "uptime": "uptime-pw",  # uptime: the accelerated day (tests/faults/uptime.py)
         "fullui": "fullui-pw"}  # fullui: the window told of a full disk by a sync
UID = 5000


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def make_ca_and_cert(folder: Path) -> tuple[Path, Path, Path]:
    """A throwaway CA and a server certificate for localhost/127.0.0.1 signed by it."""
    ca_key, ca_crt = folder / "ca.key", folder / "ca.pem"
    key, csr, crt = folder / "server.key", folder / "server.csr", folder / "server.pem"
    ext = folder / "san.ext"
    ext.write_text("subjectAltName=DNS:localhost,IP:127.0.0.1\n")

    def openssl(*args: str) -> None:
        subprocess.run(["openssl", *args], check=True, capture_output=True)

    openssl("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(ca_key), "-out",
            str(ca_crt), "-days", "2", "-subj", "/CN=BotPsy Test CA")
    openssl("req", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(csr),
            "-subj", "/CN=localhost")
    openssl("x509", "-req", "-in", str(csr), "-CA", str(ca_crt), "-CAkey", str(ca_key),
            "-CAcreateserial", "-out", str(crt), "-days", "2", "-extfile", str(ext))
    os.chmod(key, 0o644)
    return ca_crt, crt, key


@dataclass
class MailServers:
    """Running Dovecot + SMTP; ports and the CA the clients must trust."""

    root: Path
    ca: Path
    imap_port: int
    imaps_port: int
    lmtp_port: int
    smtp_port: int  # STARTTLS + AUTH
    smtps_port: int  # implicit TLS + AUTH
    processes: list[subprocess.Popen[bytes]] = field(default_factory=list)
    smtp_controllers: list[object] = field(default_factory=list)

    def deliver(self, user: str, message: bytes) -> None:
        """Put a message into a user's INBOX over LMTP (as a real MTA would)."""
        with smtplib.LMTP("127.0.0.1", self.lmtp_port) as lmtp:
            lmtp.sendmail("sender@example.net", [f"{user}@example.org"], message)

    def stop_dovecot(self) -> None:
        """Stop Dovecot (to prove that tools survive a dead server)."""
        subprocess.run(["doveadm", "-c", str(self.root / "dovecot.conf"), "stop"],
                       capture_output=True)
        for process in self.processes:
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
        self.processes.clear()

    def start_dovecot(self) -> None:
        """(Re)start Dovecot and wait until IMAP answers."""
        log = (self.root / "dovecot.out").open("ab")
        process = subprocess.Popen(["dovecot", "-F", "-c", str(self.root / "dovecot.conf")],
                                   stdout=log, stderr=log)
        self.processes.append(process)
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.imap_port), timeout=1) as sock:
                    if sock.recv(100).startswith(b"* OK"):
                        return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("Dovecot did not start: " + (self.root / "dovecot.log").read_text()
                           if (self.root / "dovecot.log").exists() else "no log")

    def stop(self) -> None:
        """Stop everything."""
        self.stop_dovecot()
        for controller in self.smtp_controllers:
            controller.stop()  # type: ignore[attr-defined]


DOVECOT_CONF = """\
instance_name = botpsy-test-{port}
base_dir = {root}/run
state_dir = {root}/state
log_path = {root}/dovecot.log
listen = 127.0.0.1
protocols = imap lmtp
ssl = yes
ssl_cert = <{cert}
ssl_key = <{key}
ssl_dh = </usr/share/dovecot/dh.pem
auth_mechanisms = plain login
disable_plaintext_auth = no
auth_failure_delay = 0
mail_location = maildir:~/Maildir
mail_uid = {uid}
mail_gid = {uid}
first_valid_uid = {uid}
mail_plugins =
passdb {{
  driver = passwd-file
  args = scheme=PLAIN username_format=%n {root}/users
}}
userdb {{
  driver = passwd-file
  args = username_format=%n {root}/users
}}
namespace inbox {{
  inbox = yes
  separator = /
  mailbox Sent {{
    special_use = \\Sent
    auto = subscribe
  }}
  mailbox Drafts {{
    special_use = \\Drafts
    auto = subscribe
  }}
  mailbox Trash {{
    special_use = \\Trash
    auto = subscribe
  }}
  mailbox Archive {{
    special_use = \\Archive
    auto = subscribe
  }}
}}
service imap-login {{
  inet_listener imap {{
    address = 127.0.0.1
    port = {imap}
  }}
  inet_listener imaps {{
    address = 127.0.0.1
    port = {imaps}
    ssl = yes
  }}
}}
service lmtp {{
  inet_listener lmtp {{
    address = 127.0.0.1
    port = {lmtp}
  }}
}}
protocol imap {{
  mail_max_userip_connections = 50
}}
# Tests log in with wrong passwords on purpose: no growing delay per IP (anvil's penalty).
service anvil {{
  unix_listener anvil-auth-penalty {{
    mode = 0
  }}
}}
"""


def start_mail_servers() -> MailServers:
    """Start Dovecot and two SMTP listeners; the caller stops them."""
    if not shutil.which("dovecot"):
        raise FileNotFoundError("dovecot is not installed (Debian: dovecot-imapd dovecot-lmtpd)")
    root = Path(tempfile.mkdtemp(prefix="botpsy-mail-"))
    root.chmod(0o755)
    ca, cert, key = make_ca_and_cert(root)
    homes = root / "homes"
    homes.mkdir()
    lines = []
    for user, password in USERS.items():
        home = homes / user
        home.mkdir()
        lines.append(f"{user}:{{PLAIN}}{password}:{UID}:{UID}::{home}")
    (root / "users").write_text("\n".join(lines) + "\n")
    subprocess.run(["chown", "-R", f"{UID}:{UID}", str(homes)], check=True)
    servers = MailServers(root, ca, free_port(), free_port(), free_port(), free_port(),
                          free_port())
    (root / "dovecot.conf").write_text(DOVECOT_CONF.format(
        root=root, cert=cert, key=key, uid=UID, imap=servers.imap_port,
        imaps=servers.imaps_port, lmtp=servers.lmtp_port, port=servers.imap_port))
    servers.start_dovecot()
    _start_smtp(servers, cert, key)
    return servers


def _start_smtp(servers: MailServers, cert: Path, key: Path) -> None:
    from aiosmtpd.controller import Controller
    from aiosmtpd.smtp import AuthResult, LoginPassword

    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(str(cert), str(key))

    class Relay:
        """Accepts mail from authenticated users and delivers it over LMTP."""

        async def handle_DATA(self, server, session, envelope):  # type: ignore[no-untyped-def]
            local = [r for r in envelope.rcpt_tos
                     if r.endswith("@example.org") and r.split("@")[0] in USERS]
            for recipient in local:  # one transaction each: after DATA, LMTP answers once
                # per recipient, and smtplib reads only one answer (the next would be taken
                # for QUIT's)
                with smtplib.LMTP("127.0.0.1", servers.lmtp_port) as lmtp:
                    lmtp.sendmail(envelope.mail_from, [recipient], envelope.content)
            subject = email.message_from_bytes(envelope.content).get("Subject", "")
            with (servers.root / "smtp-accepted.log").open("a") as log:  # one line a message
                log.write(f"{envelope.mail_from} -> {','.join(envelope.rcpt_tos)}\t"
                          f"{' '.join(str(subject).split())}\n")
            return "250 Message accepted"

    def authenticator(server, session, envelope, mechanism, auth_data):  # type: ignore[no-untyped-def]
        ok = isinstance(auth_data, LoginPassword) and USERS.get(
            auth_data.login.decode().split("@")[0]) == auth_data.password.decode()
        return AuthResult(success=ok)

    starttls = Controller(Relay(), hostname="127.0.0.1", port=servers.smtp_port,
                          tls_context=context, require_starttls=True,
                          authenticator=authenticator, auth_required=True,
                          auth_exclude_mechanism=["LOGIN"])
    implicit = Controller(Relay(), hostname="127.0.0.1", port=servers.smtps_port,
                          ssl_context=context, authenticator=authenticator,
                          auth_required=True, auth_require_tls=False,
                          auth_exclude_mechanism=["LOGIN"])
    for controller in (starttls, implicit):
        controller.start()
        servers.smtp_controllers.append(controller)


def note(subject: str, body: str, html: str = "", sender: str = "Carol <carol@example.net>"
         ) -> bytes:
    """A small message to alice (with an HTML alternative when ``html`` is given)."""
    from email.message import EmailMessage

    message = EmailMessage()
    message["From"] = sender
    message["To"] = "alice@example.org"
    message["Subject"] = subject
    message["Message-ID"] = f"<{abs(hash(subject))}@example.net>"
    message.set_content(body)
    if html:
        message.add_alternative(html, subtype="html")
    return bytes(message)


@dataclass(frozen=True)
class MessageSummary:
    """A message as the server lists it."""

    uid: int
    folder: str
    sender: str
    subject: str
    date: str
    unread: bool
    flagged: bool


def search_server(client: Any, folder: str = "INBOX", text: str = "", sender: str = "",
                  subject: str = "", since: Any = None, unread: bool = False,
                  flagged: bool = False, limit: int = 20) -> list[Any]:
    """What the IMAP server itself holds (newest first), to check the connector against:
    a server-side SEARCH through ``client`` (a connectors.mail.client.MailClient)."""
    from connectors.mail.mime import summarize_envelope

    criteria: list[Any] = []
    for key, value in (("TEXT", text), ("FROM", sender), ("SUBJECT", subject),
                       ("SINCE", since)):
        if value:
            criteria += [key, value]
    if unread:
        criteria.append("UNSEEN")
    if flagged:
        criteria.append("FLAGGED")
    with client.imap() as imap:
        imap.select_folder(folder, readonly=True)
        uids = sorted(imap.search(criteria or ["ALL"], charset="UTF-8"), reverse=True)[:limit]
        data = imap.fetch(uids, ["ENVELOPE", "FLAGS"]) if uids else {}
    found = []
    for uid in uids:
        summary = summarize_envelope(data[uid][b"ENVELOPE"])
        flags = data[uid][b"FLAGS"]
        found.append(MessageSummary(uid, folder, summary["sender"], summary["subject"],
                                    summary["date"], b"\\Seen" not in flags,
                                    b"\\Flagged" in flags))
    return found
