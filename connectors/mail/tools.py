"""Tool declarations of the mail connector (names are part of the product)."""

from __future__ import annotations

import email
import email.policy
import email.utils
import logging
from collections.abc import Mapping
from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import Any

from connectors import ConnectorContext
from connectors.base import (
    DELETE_WORDS,
    QT_TR_NOOP,
    UNSPACED,
    Effect,
    Preview,
    PreviewField,
    Provenance,
    Tool,
    ToolError,
    ToolResult,
    ToolSet,
    ToolSpec,
    joined,
    one_at_a_time,
    said,
    search_words,
    tool,
    tr,
    when_words,
)
from connectors.files.errors import FilesError
from connectors.files.folders import Folders, PendingWrites
from connectors.mail.account import MailAccount, get_password
from connectors.mail.cache import MailCache, SyncReport
from connectors.mail.client import MailClient
from connectors.mail.errors import (
    MailConnectionError,
    MailError,
    NoSuchPerson,
    SendUnconfirmedError,
)
from connectors.mail.folders import holds_no_news, is_deletion_folder
from connectors.mail.mime import attachment_parts, build_message, each_once, read_message, show_addresses
from connectors.mail.outbox import Outbox
from connectors.mail.people import people_named, says, unspaced_names, words

log = logging.getLogger(__name__)

ADDRESSES = {"type": "array", "items": {"type": "string"}}


EXECUTABLE_SUFFIXES = {".exe", ".com", ".bat", ".cmd", ".msi", ".ps1", ".vbs", ".js", ".jse",
                       ".wsf", ".scr", ".pif", ".lnk", ".reg", ".hta", ".cpl", ".jar", ".sh",
                       ".bash", ".zsh", ".command", ".desktop", ".app", ".pkg", ".dmg",
                       ".appimage", ".deb", ".rpm", ".py", ".pl", ".rb", ".iso", ".docm",
                       ".xlsm", ".pptm", ".library-ms", ".url", ".webloc"}
_WINDOWS_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(1, 10)),
                     *(f"lpt{i}" for i in range(1, 10))}


def risky_file_name(name: str) -> str:
    """Why saving a file under ``name`` deserves a second look ("" when it does not)."""
    stem, _, _ = name.partition(".")
    suffixes = [s.lower() for s in Path(name).suffixes]
    if name.startswith("."):
        return (f"{name} is a hidden file; names like .bashrc or .profile change how programs "
                "on this computer behave")
    if stem.lower() in _WINDOWS_RESERVED:
        return f"{name} is a reserved device name on Windows"
    if suffixes and suffixes[-1] in EXECUTABLE_SUFFIXES:
        return f"{name} is a program or script: opening it runs code from the sender"
    if len(suffixes) > 1 and suffixes[-1] in EXECUTABLE_SUFFIXES | {".zip"} and \
            suffixes[-2] in {".pdf", ".doc", ".docx", ".jpg", ".png", ".txt"}:
        return f"{name} has a double extension, a common disguise"
    return ""


def accounts_from(context: ConnectorContext) -> list[MailAccount]:
    """The configured mail accounts."""
    stored = (context.settings.get("mail") or {}).get("accounts", [])
    return [MailAccount.from_settings(item) for item in stored]


def sync_account(context: ConnectorContext, account: MailAccount) -> SyncReport:
    """Bring the local copy of one account up to date (queued changes go out first)."""
    password = get_password(account)
    if password is None:
        raise MailError(tr("No password is stored for {account}.", account=account.name))
    cache = MailCache(context.data_dir / "mail-cache.sqlite3")
    client = MailClient(account, password)
    outbox_path = context.data_dir / "mail-outbox.sqlite3"
    with one_at_a_time(context.data_dir, f"mail-sync-{account.name}"):  # one process at a time
        replay_pending(client, cache)
        with client.imap() as imap:
            confirmed = confirm_unconfirmed(client, imap, Outbox(outbox_path)) \
                if outbox_path.exists() else 0
            report = cache.sync(account.name, imap, own_address=account.email)
    return replace(report, confirmed_sends=confirmed)


def confirm_unconfirmed(client: MailClient, imap: Any, outbox: Outbox) -> int:
    """Sends of this account whose verdict was lost (``unconfirmed``), looked for again in
    Sent at every sync, on the sync's own connection: a server that files what it takes may
    do so a while later, and another mail program may have copied it meanwhile. One found
    there is counted sent (nothing is sent again either way). Returns how many were found.
    A Sent that cannot be read says nothing: they stay unconfirmed, and the sync goes on."""
    from imapclient.exceptions import IMAPClientError

    waiting = [item for item in outbox.items(("unconfirmed",))
               if item.account == client.account.name]
    if not waiting:
        return 0
    try:
        sent = client.special_folder(imap, b"\\Sent", "Sent")
        imap.select_folder(sent, readonly=True)
        found = [item for item in waiting
                 if imap.search(["HEADER", "Message-ID", item.message_id])]
    except IMAPClientError as err:  # no Sent folder, a refused search: the server said no
        log.info("unconfirmed sends not looked up in Sent: %s", err)
        return 0
    for item in found:
        outbox.set_state(item.id, "sent")
    return len(found)


def replay_pending(client: MailClient, cache: MailCache) -> list[str]:
    """Replay moves and flag changes queued while the server was away (oldest first).

    A message that has gone meanwhile cannot be moved: that is reported, not retried forever.
    """
    results = []
    for pending_id, action, folder, uid, argument in cache.pending(client.account.name):
        try:
            if action == "move":
                client.move(folder, uid, argument)
            elif action == "trash":
                client.trash(folder, uid)
            elif action == "mark":
                flag, _, value = argument.partition("=")
                client.mark(folder, uid, flag, value == "1")
        except MailConnectionError:
            break  # still offline: keep the rest for later
        except MailError as err:
            results.append(f"{action} of #{uid} in {folder} was dropped: {err}")
        else:
            results.append(f"{action} of #{uid} in {folder} done")
        cache.done(pending_id)
    return results


def send_with_outbox(client: MailClient, outbox: Outbox, raw: bytes, message_id: str,
                     summary: str) -> dict[str, Any]:
    """Store, send, save to Sent. A failure leaves the message in the outbox with its error."""
    item = outbox.add(client.account.name, message_id, summary, raw)
    return deliver_outbox_item(client, outbox, item.id, raw, message_id)


def deliver_outbox_item(client: MailClient, outbox: Outbox, item_id: int, raw: bytes,
                        message_id: str) -> dict[str, Any]:
    """Send one outbox item (checking Sent first, so a retry after a crash never duplicates)."""
    message = email.message_from_bytes(raw, policy=email.policy.default)
    try:
        if not client.in_sent(message_id):
            client.send(message)
    except SendUnconfirmedError as err:
        if _filed_in_sent(client, message_id):  # the server files what it takes (Gmail does)
            outbox.set_state(item_id, "sent")
            return {"sent": True, "message_id": message_id, "saved_to_sent": True,
                    "confirmed_by": "its copy in Sent: the server's reply was lost"}
        outbox.set_state(item_id, "unconfirmed", str(err))
        raise SendUnconfirmedError(tr("{error} It is kept in the outbox, and BotPsy will not "
                                      "send it again on its own.", error=said(err))) from err
    except MailError as err:
        outbox.set_state(item_id, "failed", str(err))
        raise MailError(tr("{error} It was not sent; it is kept in the outbox.",
                           error=said(err))) from err
    outbox.set_state(item_id, "sent")
    saved = True
    try:
        client.append_sent(raw, message_id)
    except MailError:
        saved = False  # sent, but not copied to Sent: said, not hidden
    return {"sent": True, "message_id": message_id, "saved_to_sent": saved}


def _filed_in_sent(client: MailClient, message_id: str) -> bool:
    """After a send whose verdict was lost: whether Sent holds its Message-ID (a server that
    files what it takes, as Gmail and Exchange do; BotPsy itself copies to Sent only after a
    confirmed send). A failure to look says nothing: the send stays unconfirmed."""
    try:
        return client.in_sent(message_id)
    except MailError:
        return False


# "mailbox", never "folder": in the files tools a folder is a directory, and a small model
# offered both mixed them up (files_search(folder="INBOX")).
MAILBOX = {"type": "string", "description": "INBOX by default"}
MESSAGE_ID = {"type": "integer"}


def _object(properties: dict[str, Any], *required: str) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = list(required)
    return schema


#: the words of sending a new email: "archive the newsletter email" is not one (a small model
#: sent it to newsletter@example.com), "tell Bob", "email bob@…" and "write to Sam" are
SEND_WORDS = (r"send(?!ung)\w*", r"[\w.+-]+@[\w-]+\.[\w.]+", r"tell\b(?! (?:me|us)\b)",
              r"write (?:to|an?|back)\b",
              r"let \w+ know\b", r"e-?mail (?:to|him|her|them|me)\b", r"message (?:to|him|her|them)\b",
              r"ask\b", r"invit\w*", r"notify\b", r"inform\b")
#: the concepts the mail tools read (the app's lexicon has them in every shipped language):
#: a search whose words only say which messages ("unread", "ungelesene Mails", "未读邮件"):
#: the flags; words that tell a message from no other ("the", "von", "email"); and the
#: request's own words around a search ("read me", "latest", "dernier", "最近")
CONCEPTS = ("mail.unread", "mail.flagged", "search.common", "search.request", *(
    # the folders of RFC 6154's special uses, as a user calls them ("Archiv", "corbeille",
    # "已发送"): a search in one of them is asked for only when the user's words say it
    FOLDER_WORDS := ("mail.archive", "mail.trash", "mail.junk", "mail.sent", "mail.drafts")))
#: how many of the newest messages tell what language the mail is written in
SAMPLES = 40
#: how many of the newest messages stand for a search none of whose words tells one apart
NEWEST = 5
#: at most this many words of a request are looked up as names (route.known_names)
NAMES_LOOKED_UP = 8
#: and each in at most this many of the newest headers that have it
NAME_HEADERS_LOOKED_AT = 200


def _attachment_named(parts: list[tuple[str, str, bytes]], wanted: str
                      ) -> tuple[str, bytes | None, str]:
    """The attachment ``wanted`` names: by its exact name; else, said in the result, the
    one whose name differs only in case, or whose name without the extension is the same
    ("Contract.txt" for contract.pdf), or the only one the message has. (name, bytes or
    None, what was assumed)."""
    exact = [p for p in parts if p[0] == wanted]
    if exact:
        return wanted, exact[0][2], ""
    for same in (lambda n: n.casefold() == wanted.casefold(),
                 lambda n: Path(n).stem.casefold() == Path(wanted).stem.casefold()):
        found = [p for p in parts if same(p[0])]
        if len(found) == 1:
            return found[0][0], found[0][2], \
                f"the email has no attachment '{wanted}'; saved its '{found[0][0]}'"
    if len(parts) == 1:
        return parts[0][0], parts[0][2], \
            f"the email has no attachment '{wanted}'; saved its only one, '{parts[0][0]}'"
    return wanted, None, ""


class MailTools(ToolSet):
    """The mail tools over the configured accounts (the first is the default)."""

    def __init__(self, context: ConnectorContext, accounts: list[MailAccount]) -> None:
        self.accounts = accounts
        self.by_name = {a.name: a for a in accounts}
        self.outbox = Outbox(context.data_dir / "mail-outbox.sqlite3")
        self.cache = MailCache(context.data_dir / "mail-cache.sqlite3")
        self.allowed = tuple(Path(p).resolve() for p in context.allowed_folders)
        self.pending = PendingWrites(context.data_dir / "pending-writes")  # see files/folders
        self.now = context.clock
        self.words = context.words
        self.mailboxes = list(dict.fromkeys(name for account in accounts
                                            for name in self.cache.folders(account.name)))
        # the last message fetched whole: one call's card, dialog and run read the same one
        # (a message's bytes under one UID never change)
        self.last_raw: tuple[tuple[str, str, int], bytes] | None = None

    def parameters_for(self, spec: ToolSpec) -> Mapping[str, Any]:
        """Names the app knows are enums (constrained decoding cannot invent them): the
        mailboxes synced so far and, with several accounts, the account every tool takes."""
        properties = dict(spec.parameters["properties"])
        for key in ("mailbox", "to_mailbox"):
            if key in properties and self.mailboxes:
                properties[key] = {**properties[key], "enum": self.mailboxes}
        if len(self.accounts) >= 2:
            properties["account"] = {"type": "string", "description": "Account name; leave "
                                     f"out for {self.accounts[0].name}.",
                                     "enum": list(self.by_name)}
        return {**spec.parameters, "properties": properties}

    # -- shared ---------------------------------------------------------------------------------
    def pick(self, name: str = "") -> MailAccount:
        """The account called ``name`` (the first when none is named)."""
        if not name:
            return self.accounts[0]
        try:
            return self.by_name[name]
        except KeyError:
            raise MailError(tr("There is no mail account '{name}'. Accounts: {accounts}.",
                               name=name, accounts=", ".join(self.by_name))) from None

    def client_for(self, name: str = "") -> MailClient:
        """A client for the account, with its password from the keyring."""
        account = self.pick(name)
        password = get_password(account)
        if password is None:
            raise MailError(tr("No password is stored for {account}; add it in Settings.",
                               account=account.name))
        return MailClient(account, password)

    def refresh(self, account: str, mailbox: str) -> bool:
        """Bring the local copy of a mailbox up to date; True when the server was away."""
        chosen = self.pick(account)
        try:  # cheap when nothing changed
            client = self.client_for(account)
            replay_pending(client, self.cache)
            with client.imap() as imap:
                self.cache.sync(chosen.name, imap, [mailbox])
        except MailConnectionError:
            if not self.cache.is_synced(chosen.name, mailbox):
                raise
            return True
        return False

    def queued(self, account: str, action: str, mailbox: str, uid: int,
               argument: str) -> ToolResult:
        """The server is away: the change waits in the local queue."""
        self.cache.queue(self.pick(account).name, action, mailbox, uid, argument)
        return ToolResult({"queued": True, "message": "The mail server is unreachable; this "
                           "will be done as soon as it is back."},
                          summary=tr("Queued until the server is back"))

    def original(self, account: str, mailbox: str,
                 uid: int) -> tuple[MailClient, bytes, dict[str, Any]]:
        """The client, the raw message and what it says."""
        client = self.client_for(account)
        key = (self.pick(account).name, mailbox, uid)
        if self.last_raw is not None and self.last_raw[0] == key:
            raw = self.last_raw[1]
        else:
            raw = client.fetch_raw(mailbox, uid)
            self.last_raw = (key, raw)
        return client, raw, read_message(raw)

    def _acting(self, account: MailAccount) -> str:
        return f"{account.name} ({account.email})"

    def _message_preview(self, args: Mapping[str, Any], action: str) -> Preview:
        account = self.pick(args.get("account", ""))
        where = tr("#{id} in {mailbox}", id=args["id"], mailbox=args.get("mailbox", "INBOX"))
        fields = [PreviewField(QT_TR_NOOP("Message"), where),
                  PreviewField(QT_TR_NOOP("Action"), action)]
        return Preview("mail", tuple(fields), account=self._acting(account))

    # -- reading --------------------------------------------------------------------------------
    @tool("Find emails by words, sender, subject, date, unread or flagged. Returns ids for "
          "mail_read.",
          _object({"query": {"type": "string", "description": "Words in the message."},
                   "sender": {"type": "string"}, "subject": {"type": "string"},
                   "mailbox": MAILBOX,
                   "since": {"type": "string", "description": "YYYY-MM-DD"},
                   "unread": {"type": "boolean"}, "flagged": {"type": "boolean"},
                   "limit": {"type": "integer", "minimum": 1, "maximum": 100}}),
          grounded=("sender",),  # "your-email@example.com" made up: searched without it
          filters=("query", "subject", "since", "mailbox"),
          filter_words=("mail.unread", "mail.flagged", *FOLDER_WORDS),
          flags=(("unread", "mail.unread"), ("flagged", "mail.flagged")))
    def mail_search(self, query: str = "", sender: str = "", subject: str = "",
                    mailbox: str = "INBOX", since: str = "", unread: bool = False,
                    flagged: bool = False, limit: int = 20, account: str = "") -> ToolResult:
        if since:
            try:
                date.fromisoformat(since[:10])
            except ValueError as err:
                raise MailError(tr("'{since}' is not a date; use YYYY-MM-DD.",
                                   since=since)) from err
        chosen = self.pick(account)
        offline = self.refresh(account, mailbox)
        sender, sender_as = self._sender_meant(chosen, mailbox, sender)
        # the flag, said alone or with words that tell no message apart ("Hab ich
        # ungelesene Mails?": the request itself, copied into the query)
        asked = [text for text in {query, " ".join(search_words(query, self.words))}
                 if text.strip()]
        said_unread = any(self.words.says_only("mail.unread", text) for text in asked)
        said_flagged = not said_unread and any(self.words.says_only("mail.flagged", text)
                                               for text in asked)
        read_as = ""
        if said_unread or said_flagged:  # "unread" searched as a word: no message says it;
            read_as = tr("'{word}' was read as unread messages", word=query.strip()) \
                if said_unread else \
                tr("'{word}' was read as flagged messages", word=query.strip())
            unread = unread or said_unread  # the flag was meant
            flagged = flagged or said_flagged
            query = ""
        # "new", "read me the latest": none of its words tells messages apart, and searched
        # as they are they find whatever says "new" ("Old news"): the newest are meant
        vague = bool(query.strip()) and not search_words(query, self.words)
        rows = [] if vague else self.cache.search(chosen.name, mailbox, query, sender, subject,
                                                  since[:10], unread, flagged, limit)
        note = ""
        if not rows and not vague and since:
            # a small model copies today's date from the [Now: …] line into "since", or makes
            # one up ("since yesterday" for "the invoice"): what matches from any date, said;
            # with nothing else asked ("最近一封邮件", the latest), the newest before it
            besides = bool(query or sender or subject or unread or flagged)  # the date
            rows = self.cache.search(chosen.name, mailbox, query, sender, subject, "",
                                     unread, flagged, max(limit, 5) if besides
                                     else min(limit, NEWEST))
            if rows:
                note = tr("nothing since {day}; these match from any date", day=since[:10]) \
                    if besides else tr("nothing since {day}; these are the newest before it",
                                       day=since[:10])
        if not rows and not vague and (unread or flagged) and (query or sender or subject):
            # "Did Carol write to me?" searched as unread and flagged: none is both; what
            # matches the words, read or not, said
            rows = self.cache.search(chosen.name, mailbox, query, sender, subject, "",
                                     False, False, max(limit, 5))
            if rows:
                narrowed = [tr("since {day}", day=since[:10])] if since else []
                narrowed += [word for word, on in ((tr("unread"), unread),
                                                   (tr("flagged"), flagged)) if on]
                said = narrowed[0]
                for more in narrowed[1:]:
                    said = tr("{first} and {then}", first=said, then=more)
                note = tr("nothing {narrowed} matched; these match the words in any message",
                          narrowed=said)
        if not rows and query.strip():
            rows, note = self._by_fewer_words(chosen.name, mailbox, query, sender, subject,
                                              unread, flagged, limit)
        if not rows and (query.strip() or subject.strip()) and sender.strip():
            rows, note = self._from_sender(chosen.name, mailbox, query or subject, sender,
                                           unread, flagged, limit)
        if not rows and not vague and mailbox.casefold() != "inbox":
            rows, note, mailbox = self._in_inbox(account, mailbox, query, sender, subject,
                                                 since, unread, flagged, limit)
        note = joined([part for part in (sender_as, read_as, note) if part])
        untrusted = Provenance("email list", f"{len(rows)} messages in {mailbox}") if rows else None
        summary = tr("%Ln message(s)", None, len(rows))
        if offline:
            summary = tr("{summary} (offline: from the local copy)", summary=summary)
        if note or offline:
            return ToolResult({"messages": rows, **({"note": note} if note else {}),
                               **({"offline": True} if offline else {})},
                              untrusted=untrusted, summary=tr("{summary} ({note})",
                                                              summary=summary, note=note)
                              if note else summary)
        return ToolResult(rows, untrusted=untrusted, summary=summary)

    def _by_fewer_words(self, account: str, mailbox: str, query: str, sender: str,
                        subject: str, unread: bool, flagged: bool, limit: int
                        ) -> tuple[list[dict[str, Any]], str]:
        """No message has all the words of ``query`` (a small model writes the request's
        words): those with most of the words that tell messages apart (a hyphenated word's
        parts each count), best first; or, when
        none of its words does, the newest. Read or not, when none of those is unread or
        flagged. (the messages, what was assumed)"""
        words = search_words(query, self.words)
        # a word joined by a hyphen ("Bluetooth-Kopfhörer", "SIM-Karte") counts by its parts
        # too: a message may write them apart ("kabellose Kopfhörer"), in any language
        words += [part for word in words if "-" in word.strip("-")
                  for part in search_words(word.replace("-", " "), self.words)
                  if part not in words]
        if words and len(words) == 1 and words[0] == query.strip():
            return [], ""  # one word, searched as it is: nothing has it
        if not words:  # with the newest, a sender or subject that tells nothing apart ("me",
            sender = sender if search_words(sender, self.words) else ""  # "email") goes too
            subject = subject if search_words(subject, self.words) else ""
        for flags in dict.fromkeys(((unread, flagged), (False, False))):
            if words:
                # "invoice email from billing": those with most of "invoice", "billing"
                rows = self.cache.search(account, mailbox, " ".join(words), sender, subject,
                                         "", *flags, max(limit, 5), any_word=True)
                note = tr("no message has all of the words '{query}'; these have some of "
                          "them, the best match first", query=query) \
                    if flags == (unread, flagged) else \
                    tr("no message has all of the words '{query}'; these have some of them, "
                       "the best match first, read or not", query=query)
            else:
                # "Lis-moi mon dernier e-mail": the request itself, and the newest were meant
                rows = self.cache.search(account, mailbox, "", sender, subject,
                                         "", *flags, min(limit, NEWEST))
                note = tr("no word of '{query}' tells messages apart; these are the newest",
                          query=query) if flags == (unread, flagged) else \
                    tr("no word of '{query}' tells messages apart; these are the newest, "
                       "read or not", query=query)
            if rows:
                return rows, note
        return [], ""

    def _in_inbox(self, account: str, mailbox: str, query: str, sender: str, subject: str,
                  since: str, unread: bool, flagged: bool, limit: int
                  ) -> tuple[list[dict[str, Any]], str, str]:
        """Nothing matched in ``mailbox``: what matches in the inbox, said ("archive the
        newsletter": the verb said, the stand-in searched Archive, where the newsletter is not
        yet). (the messages, the note, the folder they are in)"""
        self.refresh(account, "INBOX")
        chosen = self.pick(account).name
        rows = self.cache.search(chosen, "INBOX", query, sender, subject, since[:10], unread,
                                 flagged, limit)
        if not rows and query.strip():
            rows, _ = self._by_fewer_words(chosen, "INBOX", query, sender, subject, unread,
                                           flagged, limit)
        if not rows:
            return [], "", mailbox
        return rows, tr("nothing in {mailbox} matched; these are from INBOX",
                        mailbox=mailbox), "INBOX"

    def _sender_meant(self, account: MailAccount, mailbox: str, sender: str) -> tuple[str, str]:
        """(the sender to search for, what was assumed). A sender of several words from
        whom no message came, one of whose words means one person the user's mail knows
        ("Hat Olga" of "Hat Olga geantwortet?": the German verb taken for part of the name),
        is that person, said; any other sender is searched as it is."""
        if len(words(sender)) < 2 or self.cache.search(account.name, mailbox, "", sender,
                                                       limit=1):
            return sender, ""
        near = self.people_near(sender, account)
        if len(near) != 1:
            return sender, ""
        return near[0][1], tr("'{name}' was read as {person}", name=sender.strip(),
                              person=email.utils.formataddr(near[0]))

    def _from_sender(self, account: str, mailbox: str, asked: str, sender: str,
                     unread: bool, flagged: bool, limit: int
                     ) -> tuple[list[dict[str, Any]], str]:
        """Nothing from ``sender`` has the words ``asked``: what they wrote, newest first, said so.
        Asked in one language about mail written in another ("Hat Priya sich wegen des
        Mietvertrags gemeldet?" of a mail about the lease), the words find nothing, while
        the person is the same in every language; their newest messages, each with the
        start of its body, let the question be answered from what they really wrote."""
        for flags in dict.fromkeys(((unread, flagged), (False, False))):
            rows = self.cache.search(account, mailbox, "", sender, "", "", *flags,
                                     min(limit, NEWEST))
            if rows:
                return rows, tr("nothing from '{sender}' has the words '{words}'; these are "
                                "the newest from them", sender=sender, words=asked) \
                    if flags == (unread, flagged) else \
                    tr("nothing from '{sender}' has the words '{words}'; these are the newest "
                       "from them, read or not", sender=sender, words=asked)
        return [], ""

    @mail_search.named_routing
    def mail_search_named(self, said: str, days: tuple[date, ...] = ()) -> dict[str, Any]:
        """The person a request names by name whose mail the user's own copy has ("Olga" in
        "Olga回复我钢琴课的事了吗？", "did olga answer?", "when is Tom's party?"): a search
        of what they wrote, read before the model answers, and the request needs mail
        whatever its language (``route.known_names``). A word counts when it could be a
        name: of three letters or more, not a word that tells no message apart in a
        shipped language, and capitalised unless the request has no capitals at all. A
        name in a script written without spaces ("王芳回复我了吗？") counts when the request
        has it whole, as the mail's headers write it. In the local copy only (no server is
        asked while routing), not Trash or Junk."""
        return {"sender": name} if (name := self._person_in(said)) else {}

    def _person_in(self, said: str) -> str:
        """The first word of ``said`` that names someone the user's mail knows, or "". In
        a request with no capitals at all, only a first name counts ("olga" of Olga Petrova;
        "times" is not The New York Times). Else a name of a script written without spaces
        that the request has, the longest first."""
        spaced = UNSPACED.sub(" ", said)  # "Tom的派对": Tom
        cased = any(c.isupper() for c in spaced)
        found = [word for word in search_words(spaced, self.words)
                 if word.isalpha() and (word[0].isupper() or not cased)]
        for word in list(dict.fromkeys(found))[:NAMES_LOOKED_UP]:
            for account in self.accounts:
                # whether anyone is called so, not everyone: the newest headers that have it
                people = self.people(word, account, NAME_HEADERS_LOOKED_AT, indexed=True)
                if people and (cased or any(words(display)[:1] == [word.casefold()]
                                            for display, _address in people)):
                    return word
        if UNSPACED.search(said):
            # "王芳回复我了吗？": no word edges to find the name by, so the names the mail
            # knows in such a script are looked for in the request
            for account in self.accounts:
                for name in unspaced_names(self.cache.unspaced_headers(account.name),
                                           (account.email,)):
                    # as a word: not one that tells no message apart ("帮我" of a sender
                    # who calls themself so is in every other request)
                    if name in said and search_words(name, self.words):
                        return name
        return ""

    @mail_search.samples
    def mail_search_samples(self) -> list[str]:
        """The newest messages of each account's inbox, subject and first words, from the
        local copy (no server is asked): what the search's words are written in."""
        return [f"{row['subject']}. {row.get('snippet', '')}".strip()
                for account in self.accounts
                for row in self.cache.search(account.name, "INBOX", limit=SAMPLES)]

    @mail_search.lookup
    def mail_search_lookup(self, words: str, days: tuple[date, ...] = ()) -> dict[str, Any]:
        """What a request is about, as a search: its words that tell messages apart
        ("invoice" of "the invoice email"; the search takes the messages with most of them).
        The days it names are not a message's words."""
        return {"query": " ".join(search_words(words, self.words)), "limit": 10}

    @mail_search.summary
    def mail_search_summary(self, args: Mapping[str, Any]) -> str:
        """Every argument that narrows the search, in words (a card that says "0 messages"
        must show why)."""
        line = tr("Search mail for '{query}'", query=args["query"]) if args.get("query") \
            else tr("Search mail")
        parts = []
        if args.get("sender"):
            parts.append(tr("from {sender}", sender=args["sender"]))
        if args.get("subject"):
            parts.append(tr("subject '{subject}'", subject=args["subject"]))
        if (args.get("mailbox") or "INBOX") != "INBOX":
            parts.append(tr("in {mailbox}", mailbox=args["mailbox"]))
        if args.get("since"):
            parts.append(tr("since {when}", when=when_words(args["since"], self.now())))
        for part in parts:  # each part in its own words; the order is the template's
            line = tr("{search} {detail}", search=line, detail=part)
        limits = []
        if args.get("unread") and args.get("flagged"):
            limits.append(tr("unread and flagged only"))
        elif args.get("unread") or args.get("flagged"):
            limits.append(tr("unread only") if args.get("unread") else tr("flagged only"))
        if args.get("limit"):
            limits.append(tr("%Ln result(s) at most", None, int(args["limit"])))
        for limit in limits:
            line = tr("{search}, {limit}", search=line, limit=limit)
        return line

    @tool("Read one email as text, by its id from mail_search; without an id, the newest "
          "email.", _object({"id": MESSAGE_ID, "mailbox": MAILBOX}), grounded=("id",),
          # a folder that neither the user named nor a result showed: the inbox was meant
          filters=("mailbox",), filter_words=FOLDER_WORDS)
    def mail_read(self, id: int = 0, mailbox: str = "INBOX",
                  account: str = "") -> ToolResult:
        latest_note = ""
        if id and not self.cache.has(self.pick(account).name, mailbox, id):
            self.refresh(account, mailbox)
            if not self.cache.has(self.pick(account).name, mailbox, id):
                # an id a small model guessed ("1"): the newest message, and it is said
                latest_note = f"there is no message {id} in {mailbox}; "
                id = 0
        if not id:  # "read my latest email": the newest message of the mailbox
            self.refresh(account, mailbox)
            newest = self.cache.search(self.pick(account).name, mailbox, "", "", "", "", False,
                                       False, 1)
            if not newest:
                raise MailError(tr("There is no message in '{folder}'", folder=mailbox))
            id = int(newest[0]["id"])
            latest_note += f"the newest message in {mailbox} (id {id})"
        try:
            raw = self.client_for(account).fetch_raw(mailbox, id)
            content = read_message(raw)
            invitation = invitation_note(raw)
            if invitation:
                content["invitation"] = invitation
        except MailConnectionError:
            body = self.cache.body(self.pick(account).name, mailbox, id)
            if body is None:
                raise
            content = {"body": body, "from": "", "subject": "", "notes": [
                "offline: the body from the local copy (headers in mail_search)"]}
        if latest_note:
            content["notes"] = [latest_note, *content.get("notes", [])]
        source = f"From {content['from']}: {content['subject']}"
        summary = content["subject"] or tr("(no subject)")
        if any(str(n).startswith("hidden content removed") for n in content.get("notes", [])):
            summary = tr("{subject} (hidden text removed)", subject=summary)
        return ToolResult(content, untrusted=Provenance("email", source), summary=summary)

    @mail_read.summary
    def mail_read_summary(self, args: Mapping[str, Any]) -> str:
        if args.get("id"):
            return tr("Read email #{id}", id=args["id"])
        return tr("Read the newest email in {mailbox}", mailbox=args.get("mailbox") or "INBOX")

    # -- sending --------------------------------------------------------------------------------
    def addressed(self, args: Mapping[str, Any], *fields: str) -> dict[str, Any]:
        """``args`` with each recipient the user named ("Bob") as the one address their own
        mail knows for that name (connectors/mail/people.py); none or several: asked."""
        account = self.pick(args.get("account", ""))
        done = dict(args)
        for field in fields:
            if args.get(field):
                done[field] = [self.address_of(str(value), account) for value in args[field]]
        return done

    def address_of(self, name: str, account: MailAccount) -> str:
        """One recipient as an address: an address as it is; a name as the one person of
        that name in the local copy of the account's mail (brought up to date once when it
        knows nobody of that name)."""
        name = name.strip()
        if "@" in name or not words(name):
            return name  # an address (checked before the dialog), or nothing to look up
        if says(name, account.display_name, account.email):
            return email.utils.formataddr((account.display_name, account.email))  # the user
        found = self.people(name, account)
        if not found:
            try:
                self.refresh(account.name, "INBOX")
                for folder in self.cache.folders(account.name):
                    if holds_no_news(folder) and not is_deletion_folder(folder):
                        self.refresh(account.name, folder)  # Sent: whom the user wrote to
            except MailError:
                pass  # offline: the local copy is all there is
            found = self.people(name, account)
        if not found:
            near = self.people_near(name, account)
            if len(near) == 1:  # "Sag Bob": a word of the request taken for the name
                raise NoSuchPerson(tr("Your mail knows no address for '{name}'. Did you mean "
                                      "{person}? If not, which address should it go to?",
                                      name=name, person=email.utils.formataddr(near[0])))
            raise NoSuchPerson(tr("Your mail knows no address for '{name}': no message from "
                                  "or to anyone of that name. Which address should it go to?",
                                  name=name))
        if len(found) > 1:
            raise NoSuchPerson(tr("'{name}' could be {addresses}. Which one?", name=name,
                                  addresses=joined([email.utils.formataddr(p)
                                                    for p in found[:5]])))
        return email.utils.formataddr(found[0])

    def people(self, name: str, account: MailAccount, limit: int = 5000,
               indexed: bool = False) -> list[tuple[str, str]]:
        """Everyone ``name`` may mean in the account's mail (display name, address), in the
        newest ``limit`` headers that have its longest word; ``indexed``: headers that have
        it as a word, found through the full-text index (a word of a spaced script only: a
        Han name is found inside a longer run, which the index does not split)."""
        longest = max(words(name), key=len)
        headers = self.cache.naming_word(account.name, longest, limit) if indexed \
            else self.cache.naming(account.name, longest, limit)
        return people_named(name, headers, (account.email,))

    def people_near(self, name: str, account: MailAccount) -> list[tuple[str, str]]:
        """For a name of several words that means nobody: everyone one of its words means
        (a suggestion for the question, never an address used)."""
        named = words(name)
        if len(named) < 2:
            return []
        near: dict[str, tuple[str, str]] = {}
        for word in named:
            if len(word) >= 3 or UNSPACED.search(word):
                for person in self.people(word, account):
                    near.setdefault(person[1].casefold(), person)
        return list(near.values())

    def attachment_paths(self, paths: list[str]) -> list[Path]:
        """The files to attach, resolved and checked to be files in an allowed folder."""
        found = []
        for raw_path in paths:
            path = Path(raw_path).expanduser().resolve()
            if not any(path == root or root in path.parents for root in self.allowed):
                raise MailError(tr("{path} is outside the folders BotPsy may use; attach "
                                   "files from an allowed folder.", path=raw_path))
            if not path.is_file():
                raise MailError(tr("{path} is not a file.", path=raw_path))
            found.append(path)
        return found

    @tool("Send an email. To: addresses, or names as the user wrote them (the app finds a "
          "name's address in their mail). Attachments are file paths in the allowed folders.",
          _object({"to": ADDRESSES, "subject": {"type": "string"}, "body": {"type": "string"},
                   "cc": ADDRESSES, "bcc": ADDRESSES, "attachments": ADDRESSES},
                  "to", "subject", "body"), Effect.SEND,
          grounded=("to", "cc", "bcc", "attachments"), topics=SEND_WORDS)
    def mail_send(self, to: list[str], subject: str, body: str, cc: list[str] | None = None,
                  bcc: list[str] | None = None, attachments: list[str] | None = None,
                  account: str = "") -> ToolResult:
        client = self.client_for(account)
        files = [(path.name, path.read_bytes()) for path in
                 self.attachment_paths(attachments or [])]
        message = build_message(client.account, to, subject, body, cc, bcc, files)
        result = send_with_outbox(client, self.outbox, bytes(message),
                                  str(message["Message-ID"]),
                                  self.mail_send_summary({"to": to, "subject": subject}))
        return ToolResult(result, summary=tr("Sent") if result["saved_to_sent"]
                          else tr("Sent (not saved to Sent)"))

    @mail_send.completes
    def mail_send_complete(self, args: Mapping[str, Any]) -> dict[str, Any]:
        return self.addressed(args, "to", "cc", "bcc")

    @mail_send.summary
    def mail_send_summary(self, args: Mapping[str, Any]) -> str:
        return tr("Send '{subject}' to {to}", subject=args.get("subject", ""),
                  to=", ".join(args.get("to", [])))

    @mail_send.preview
    def mail_send_preview(self, args: Mapping[str, Any]) -> Preview:
        account = self.pick(args.get("account", ""))
        # Validation happens before the dialog: CR/LF, bad addresses, files outside folders.
        build_message(account, list(args["to"]), args["subject"], args["body"],
                      args.get("cc"), args.get("bcc"))
        files = self.attachment_paths(args.get("attachments") or [])
        # as sent: each address once (an address in To again in Cc is not shown twice)
        to, cc, bcc = each_once(list(args["to"]), args.get("cc"), args.get("bcc"))
        return Preview("mail", (
            PreviewField(QT_TR_NOOP("From"), account.email),
            PreviewField(QT_TR_NOOP("To"), show_addresses(to)),
            PreviewField(QT_TR_NOOP("Cc"), show_addresses(cc) or "—"),
            PreviewField(QT_TR_NOOP("Bcc"), show_addresses(bcc) or "—"),
            PreviewField(QT_TR_NOOP("Subject"), args["subject"]),
            PreviewField(QT_TR_NOOP("Body"), args["body"], long=True),
            # The full path: "report.pdf" alone could be any file of that name.
            PreviewField(QT_TR_NOOP("Attachments"), "\n".join(
                f"{path} ({path.stat().st_size / 1024:.1f} KB)" for path in files) or "none",
                long=len(files) > 1),
        ), account=self._acting(account))

    def reply_fields(self, args: Mapping[str, Any]) -> tuple[MailClient, dict[str, Any],
                                                             list[str], list[str], str]:
        """The client, the original, To, Cc and subject of a reply."""
        client, raw, content = self.original(args.get("account", ""),
                                             args.get("mailbox", "INBOX"), args["id"])
        parsed = email.message_from_bytes(raw, policy=email.policy.default)
        own = client.account.email.lower()
        reply_to = str(parsed.get("Reply-To") or parsed.get("From") or "")
        to = [address for _name, address in email.utils.getaddresses([reply_to]) if address]
        cc: list[str] = []
        if args.get("reply_all"):
            others = email.utils.getaddresses([str(parsed.get("To") or ""),
                                               str(parsed.get("Cc") or "")])
            cc = [a for _n, a in others if a and a.lower() != own and a not in to]
        subject = content["subject"]
        if not subject.lower().startswith("re:"):
            subject = f"Re: {subject}"
        return client, content, to, cc, subject

    @tool("Reply to an email by its id (reply_all to include everyone).",
          _object({"id": MESSAGE_ID, "body": {"type": "string"},
                   "reply_all": {"type": "boolean"}, "mailbox": MAILBOX}, "id", "body"),
          Effect.SEND, grounded=("id", "mailbox"), finder="mail_search",
          topics=(r"repl\w*", r"respond\w*", r"answer\w*", r"write back\b", r"get back to\b"))
    def mail_reply(self, id: int, body: str, reply_all: bool = False,
                   mailbox: str = "INBOX", account: str = "") -> ToolResult:
        args = {"id": id, "reply_all": reply_all, "mailbox": mailbox, "account": account}
        client, content, to, cc, subject = self.reply_fields(args)
        message = build_message(client.account, to, subject, body, cc,
                                in_reply_to=content["message_id"],
                                references=content["message_id"])
        result = send_with_outbox(client, self.outbox, bytes(message),
                                  str(message["Message-ID"]),
                                  f"Reply '{subject}' to {', '.join(to)}")
        return ToolResult(result, summary=tr("Reply sent"))

    @mail_reply.summary
    def mail_reply_summary(self, args: Mapping[str, Any]) -> str:
        return tr("Reply to email #{id}", id=args["id"])

    @mail_reply.preview
    def mail_reply_preview(self, args: Mapping[str, Any]) -> Preview:
        client, content, to, cc, subject = self.reply_fields(args)
        build_message(client.account, to, subject, args["body"], cc)  # refuse bad input now
        return Preview("mail", (
            PreviewField(QT_TR_NOOP("In reply to"), f"{content['subject']} — from "
                         f"{show_addresses(content['from'])}"),
            PreviewField(QT_TR_NOOP("From"), client.account.email),
            PreviewField(QT_TR_NOOP("To"), show_addresses(to)),
            PreviewField(QT_TR_NOOP("Cc"), show_addresses(cc) or "—"),
            PreviewField(QT_TR_NOOP("Subject"), subject),
            PreviewField(QT_TR_NOOP("Body"), args["body"], long=True),
        ), account=self._acting(client.account))

    def forward_parts(self, args: Mapping[str, Any]) -> tuple[
            MailClient, dict[str, Any], str, str, list[tuple[str, bytes]]]:
        """The client, the original, the subject, body and attachments of a forward."""
        client, raw, content = self.original(args.get("account", ""),
                                             args.get("mailbox", "INBOX"), args["id"])
        subject = content["subject"]
        if not subject.lower().startswith("fwd:"):
            subject = f"Fwd: {subject}"
        body = (f"{args.get('note', '')}\n\n---------- Forwarded message ----------\n"
                f"From: {content['from']}\nDate: {content['date']}\n"
                f"Subject: {content['subject']}\nTo: {content['to']}\n\n{content['body']}")
        files = [(name, data) for name, _type, data in attachment_parts(raw)]
        return client, content, subject, body.strip(), files

    @tool("Forward an email by its id, with an optional note.",
          _object({"id": MESSAGE_ID, "to": ADDRESSES, "note": {"type": "string"},
                   "mailbox": MAILBOX}, "id", "to"), Effect.SEND, grounded=("id", "to", "mailbox"),
          finder="mail_search",
          topics=(r"forward\w*", r"fwd\b", r"pass (?:it |this |that )?on\b",
                  r"send (?:it|this|that) on\b"))
    def mail_forward(self, id: int, to: list[str], note: str = "",
                     mailbox: str = "INBOX", account: str = "") -> ToolResult:
        args = {"id": id, "note": note, "mailbox": mailbox, "account": account}
        client, _content, subject, body, files = self.forward_parts(args)
        message = build_message(client.account, to, subject, body, attachments=files)
        result = send_with_outbox(client, self.outbox, bytes(message),
                                  str(message["Message-ID"]),
                                  f"Forward '{subject}' to {', '.join(to)}")
        return ToolResult(result, summary=tr("Forwarded"))

    @mail_forward.completes
    def mail_forward_complete(self, args: Mapping[str, Any]) -> dict[str, Any]:
        return self.addressed(args, "to")

    @mail_forward.summary
    def mail_forward_summary(self, args: Mapping[str, Any]) -> str:
        return tr("Forward email #{id} to {to}", id=args["id"], to=", ".join(args["to"]))

    @mail_forward.preview
    def mail_forward_preview(self, args: Mapping[str, Any]) -> Preview:
        client, content, subject, body, files = self.forward_parts(args)
        build_message(client.account, list(args["to"]), subject, body)
        return Preview("mail", (
            PreviewField(QT_TR_NOOP("Forwarding"), f"{content['subject']} — from "
                         f"{show_addresses(content['from'])}"),
            PreviewField(QT_TR_NOOP("To"), show_addresses(args["to"])),
            PreviewField(QT_TR_NOOP("Subject"), subject),
            PreviewField(QT_TR_NOOP("Body"), body, long=True),
            PreviewField(QT_TR_NOOP("Attachments"), ", ".join(name for name, _ in files) or "none"),
        ), account=self._acting(client.account))

    # -- changing -------------------------------------------------------------------------------
    @tool("Save an email as a draft without sending it.",
          _object({"to": ADDRESSES, "subject": {"type": "string"}, "body": {"type": "string"},
                   "cc": ADDRESSES}, "to", "subject", "body"), Effect.WRITE,
          grounded=("to", "cc"), topics=(r"drafts?\b",))
    def mail_save_draft(self, to: list[str], subject: str, body: str,
                        cc: list[str] | None = None, account: str = "") -> ToolResult:
        client = self.client_for(account)
        message = build_message(client.account, to, subject, body, cc)
        drafts = client.save_draft(bytes(message))
        return ToolResult({"saved_to": drafts}, summary=tr("Saved to {folder}", folder=drafts))

    @mail_save_draft.completes
    def mail_save_draft_complete(self, args: Mapping[str, Any]) -> dict[str, Any]:
        return self.addressed(args, "to", "cc")

    @mail_save_draft.summary
    def mail_save_draft_summary(self, args: Mapping[str, Any]) -> str:
        return tr("Save draft '{subject}'", subject=args["subject"])

    @mail_save_draft.preview
    def mail_save_draft_preview(self, args: Mapping[str, Any]) -> Preview:
        account = self.pick(args.get("account", ""))
        build_message(account, list(args["to"]), args["subject"], args["body"], args.get("cc"))
        to, cc, _bcc = each_once(list(args["to"]), args.get("cc"))
        return Preview("mail", (
            PreviewField(QT_TR_NOOP("Action"), "Save as a draft (nothing is sent)"),
            PreviewField(QT_TR_NOOP("To"), show_addresses(to)),
            PreviewField(QT_TR_NOOP("Cc"), show_addresses(cc) or "—"),
            PreviewField(QT_TR_NOOP("Subject"), args["subject"]),
            PreviewField(QT_TR_NOOP("Body"), args["body"], long=True),
        ), account=self._acting(account))

    def attachment_target(self, args: Mapping[str, Any]) -> tuple[Path, bytes, str]:
        """Where an attachment would be saved, its bytes, and what was assumed about which
        one was meant (refused outside the folders and over an existing file)."""
        _client, raw, _content = self.original(args.get("account", ""),
                                               args.get("mailbox", "INBOX"), args["id"])
        parts = attachment_parts(raw)
        name, data, assumed = _attachment_named(parts, args["filename"])
        if data is None:
            if not parts:
                raise MailError(tr("Message {id} has no attachment '{name}'; it has none.",
                                   id=args["id"], name=args["filename"]))
            raise MailError(tr("Message {id} has no attachment '{name}'; it has: {names}.",
                               id=args["id"], name=args["filename"],
                               names=", ".join(p[0] for p in parts)))
        if not self.allowed:
            raise MailError(tr("No folders are allowed yet; allow one in Settings."))
        try:  # "Documents": the allowed folder of that name, as for the file tools
            base = Folders(self.allowed).resolve(args.get("save_to") or str(self.allowed[0]))
        except FilesError as err:
            raise MailError(str(err).replace("\n", "; ")) from err
        target = (base / Path(name).name).resolve()
        if not any(target.parent == root or root in target.parents for root in self.allowed):
            raise MailError(tr("{path} is outside the folders BotPsy may use.",
                               path=str(base)))
        if target.exists():
            raise MailError(tr("{path} already exists; nothing was saved.", path=str(target)))
        return target, data, assumed

    @tool("Save an email's attachment into an allowed folder.",
          _object({"id": MESSAGE_ID, "filename": {"type": "string"},
                   "save_to": {"type": "string", "description": "Folder; the first allowed "
                               "folder by default."},
                   "mailbox": MAILBOX}, "id", "filename"), Effect.WRITE, grounded=("id", "mailbox"),
          finder="mail_search",
          topics=(r"attach\w*", r"download\w*"))
    def mail_save_attachment(self, id: int, filename: str, save_to: str = "",
                             mailbox: str = "INBOX", account: str = "") -> ToolResult:
        target, data, assumed = self.attachment_target({
            "id": id, "filename": filename, "save_to": save_to, "mailbox": mailbox,
            "account": account})
        try:  # created inside the allowed folder without following any link (O_NOFOLLOW)
            Folders(self.allowed, self.pending).write_bytes(target, data, overwrite=False)
        except FilesError as err:
            raise MailError(str(err)) from err
        return ToolResult({"saved": str(target), "bytes": len(data),
                           **({"note": assumed} if assumed else {})},
                          summary=tr("Saved {path} ({note})", path=str(target), note=assumed)
                          if assumed else tr("Saved {path}", path=str(target)))

    @mail_save_attachment.summary
    def mail_save_attachment_summary(self, args: Mapping[str, Any]) -> str:
        try:  # the attachment that will be saved ("Contract.txt" asked, contract.pdf saved)
            name = self.attachment_target(args)[0].name
        except ToolError:
            name = args["filename"]
        return tr("Save {file} from email #{id}", file=name, id=args["id"])

    @mail_save_attachment.preview
    def mail_save_attachment_preview(self, args: Mapping[str, Any]) -> Preview:
        target, data, assumed = self.attachment_target(args)
        fields = [PreviewField(QT_TR_NOOP("Attachment"), target.name),
                  PreviewField(QT_TR_NOOP("Save as"), str(target)),
                  PreviewField(QT_TR_NOOP("Size"), f"{len(data) / 1024:.1f} KB")]
        if assumed:
            fields.append(PreviewField(QT_TR_NOOP("Note"), assumed))
        risk = risky_file_name(target.name)
        if risk:
            fields.append(PreviewField(QT_TR_NOOP("Warning"), risk))
        return Preview("file", tuple(fields))

    @tool("Move an email to another mailbox (Archive to archive it).",
          _object({"id": MESSAGE_ID, "to_mailbox": {"type": "string"}, "mailbox": MAILBOX},
                  "id", "to_mailbox"), Effect.WRITE, grounded=("id", "mailbox"), finder="mail_search",
          topics=(r"mov(?:e|es|ed|ing)\b", r"archiv(?:e|es|ing)\b",
                  r"file (?:it|this|that|them)\b", r"put (?:it|this|that|them) in\b",
                  r"folders?\b"))
    def mail_move(self, id: int, to_mailbox: str, mailbox: str = "INBOX",
                  account: str = "") -> ToolResult:
        try:
            client = self.client_for(account)
            if to_mailbox not in self.mailboxes:  # "archive" for Archive: the folder it means
                to_mailbox = next((n for n in client.folder_names()
                                   if n.casefold() == to_mailbox.casefold()), to_mailbox)
            client.move(mailbox, id, to_mailbox)
        except MailConnectionError:
            return self.queued(account, "move", mailbox, id, to_mailbox)
        return ToolResult({"moved": id, "to": to_mailbox},
                          summary=tr("Moved to {folder}", folder=to_mailbox))

    @mail_move.summary
    def mail_move_summary(self, args: Mapping[str, Any]) -> str:
        return tr("Move email #{id} to {folder}", id=args["id"], folder=args["to_mailbox"])

    @mail_move.preview
    def mail_move_preview(self, args: Mapping[str, Any]) -> Preview:
        folder = args.get("to_mailbox", "")
        if is_deletion_folder(folder):
            return self._message_preview(args, tr(
                "Move to {folder} (this throws the message away, like deleting it)",
                folder=folder))
        return self._message_preview(args, tr("Move to {folder}", folder=folder))

    @mail_move.irreversible_when
    def mail_move_irreversible(self, args: Mapping[str, Any]) -> bool:
        return is_deletion_folder(args.get("to_mailbox", ""))

    @tool("Delete an email (it goes to Trash).", _object({"id": MESSAGE_ID, "mailbox": MAILBOX},
                                                         "id"), Effect.DELETE, grounded=("id", "mailbox"),
          finder="mail_search",
          topics=DELETE_WORDS)
    def mail_delete(self, id: int, mailbox: str = "INBOX",
                    account: str = "") -> ToolResult:
        try:
            trash = self.client_for(account).trash(mailbox, id)
        except MailConnectionError:
            return self.queued(account, "trash", mailbox, id, "")
        return ToolResult({"moved_to": trash}, summary=tr("Moved to {folder}", folder=trash))

    @mail_delete.summary
    def mail_delete_summary(self, args: Mapping[str, Any]) -> str:
        return tr("Move email #{id} to Trash", id=args["id"])

    @mail_delete.preview
    def mail_delete_preview(self, args: Mapping[str, Any]) -> Preview:
        return self._message_preview(args, tr("Move to Trash (not erased)"))

    @tool("Mark an email read or flagged (on=false to undo).",
          _object({"id": MESSAGE_ID, "flag": {"type": "string", "enum": ["read", "flagged"]},
                   "on": {"type": "boolean"}, "mailbox": MAILBOX}, "id", "flag"), Effect.WRITE,
          grounded=("id", "mailbox"), finder="mail_search",
          topics=(r"mark\w*", r"flag\w*", r"star\w*", r"as (?:read|unread|seen)\b",
                  r"important\b"))
    def mail_mark(self, id: int, flag: str, on: bool = True, mailbox: str = "INBOX",
                  account: str = "") -> ToolResult:
        try:
            self.client_for(account).mark(mailbox, id, flag, on)
        except MailConnectionError:
            return self.queued(account, "mark", mailbox, id, f"{flag}={int(on)}")
        return ToolResult({"id": id, flag: on}, summary=tr("Marked {flag}", flag=flag) if on
                          else tr("Unmarked {flag}", flag=flag))

    @mail_mark.summary
    def mail_mark_summary(self, args: Mapping[str, Any]) -> str:
        if args.get("on", True):
            return tr("Mark email #{id} {flag}", id=args["id"], flag=args["flag"])
        return tr("Mark email #{id} not {flag}", id=args["id"], flag=args["flag"])

    @mail_mark.preview
    def mail_mark_preview(self, args: Mapping[str, Any]) -> Preview:
        return self._message_preview(args, tr("Set {flag}", flag=args["flag"]))
    @tool("List the mail folders with unread counts.",
          topics=(r"folders?\b", r"mailbox(?:es)?\b", r"labels?\b"))
    def mail_list_folders(self, account: str = "") -> ToolResult:
        folders = self.client_for(account).list_folders()
        return ToolResult(folders, summary=tr("%Ln folder(s)", None, len(folders)))

    @mail_list_folders.summary
    def mail_list_folders_summary(self, args: Mapping[str, Any]) -> str:
        return tr("List mail folders")



def invitation_note(raw: bytes) -> str:
    """What an invitation in a mail is, in one line the model can act on ("" for none)."""
    from connectors.calendars.errors import CalendarError
    from connectors.calendars.itip import calendar_part, read_invitation

    text = calendar_part(raw)
    if text is None:
        return ""
    try:
        found = read_invitation(text)
    except CalendarError as err:
        return str(err)
    what = {"REQUEST": "an invitation", "CANCEL": "a cancellation",
            "REPLY": "an answer to an invitation"}[found.method]
    line = (f"This email is {what}: '{found.summary}' on {found.start}, organised by "
            f"{found.organizer}.")
    if found.method != "REPLY":
        line += " Answer it with calendar_answer_invitation and this email's id."
    return line


def build_tools(context: ConnectorContext) -> list[Tool]:
    """The mail tools (none when no account is configured)."""
    accounts = accounts_from(context)
    return MailTools(context, accounts).tools() if accounts else []
