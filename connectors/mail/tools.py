"""Tool declarations of the mail connector (names are part of the product)."""

from __future__ import annotations

import email
import email.policy
import email.utils
from collections.abc import Mapping
from datetime import date
from pathlib import Path
from typing import Any

from connectors import ConnectorContext
from connectors.base import Effect, Preview, PreviewField, Provenance, Tool, ToolResult
from connectors.files.errors import FilesError
from connectors.files.folders import Folders
from connectors.mail.account import MailAccount, get_password
from connectors.mail.cache import MailCache, SyncReport
from connectors.mail.client import (
    MailClient,
    attachment_parts,
    build_message,
    read_message,
    show_addresses,
)
from connectors.mail.errors import MailConnectionError, MailError
from connectors.mail.folders import is_deletion_folder
from connectors.mail.outbox import Outbox

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
        raise MailError(f"No password is stored for {account.name}.")
    cache = MailCache(context.data_dir / "mail-cache.sqlite3")
    client = MailClient(account, password)
    replay_pending(client, cache)
    with client.imap() as imap:
        return cache.sync(account.name, imap, own_address=account.email)


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
    except MailError as err:
        outbox.set_state(item_id, "failed", str(err))
        raise MailError(f"{err} It was not sent; it is kept in the outbox.") from err
    outbox.set_state(item_id, "sent")
    saved = True
    try:
        client.append_sent(raw, message_id)
    except MailError:
        saved = False  # sent, but not copied to Sent: said, not hidden
    return {"sent": True, "message_id": message_id, "saved_to_sent": saved}


def build_tools(context: ConnectorContext) -> list[Tool]:
    """The mail tools (none when no account is configured)."""
    accounts = accounts_from(context)
    if not accounts:
        return []
    by_name = {a.name: a for a in accounts}
    outbox = Outbox(context.data_dir / "mail-outbox.sqlite3")
    cache = MailCache(context.data_dir / "mail-cache.sqlite3")
    allowed = tuple(Path(p).resolve() for p in context.allowed_folders)

    def pick(name: str = "") -> MailAccount:
        if not name:
            return accounts[0]
        try:
            return by_name[name]
        except KeyError:
            raise MailError(f"There is no mail account {name!r}. Accounts: "
                            f"{', '.join(by_name)}.") from None

    def client_for(name: str = "") -> MailClient:
        account = pick(name)
        password = get_password(account)
        if password is None:
            raise MailError(f"No password is stored for {account.name}; add it in Settings.")
        return MailClient(account, password)

    account_prop = {"type": "string", "description": "Account name; leave out for "
                    f"{accounts[0].name}.", "enum": list(by_name)}

    def mail_list_folders(account: str = "") -> ToolResult:
        folders = client_for(account).list_folders()
        return ToolResult(folders, summary=f"{len(folders)} folders")

    def mail_search(query: str = "", sender: str = "", subject: str = "", folder: str = "INBOX",
                    since: str = "", unread: bool = False, flagged: bool = False,
                    limit: int = 20, account: str = "") -> ToolResult:
        if since:
            try:
                date.fromisoformat(since[:10])
            except ValueError as err:
                raise MailError(f"'{since}' is not a date; use YYYY-MM-DD.") from err
        chosen = pick(account)
        offline = refresh(account, folder)
        rows = cache.search(chosen.name, folder, query, sender, subject, since[:10], unread,
                            flagged, limit)
        untrusted = Provenance("email list", f"{len(rows)} messages in {folder}") if rows else None
        summary = f"{len(rows)} messages" + (" (offline: from the local copy)" if offline else "")
        return ToolResult({"messages": rows, "offline": True} if offline else rows,
                          untrusted=untrusted, summary=summary)

    def refresh(account: str, folder: str) -> bool:
        """Bring the local copy of a folder up to date; True when the server was away."""
        chosen = pick(account)
        try:  # cheap when nothing changed
            client = client_for(account)
            replay_pending(client, cache)
            with client.imap() as imap:
                cache.sync(chosen.name, imap, [folder])
        except MailConnectionError:
            if not cache.is_synced(chosen.name, folder):
                raise
            return True
        return False

    def mail_read(id: int = 0, folder: str = "INBOX", account: str = "") -> ToolResult:  # noqa: A002
        latest_note = ""
        if not id:  # "read my latest email": the newest message of the folder
            refresh(account, folder)
            newest = cache.search(pick(account).name, folder, "", "", "", "", False, False, 1)
            if not newest:
                raise MailError(f"There is no message in {folder!r}")
            id = int(newest[0]["id"])  # noqa: A001
            latest_note = f"the newest message in {folder} (id {id})"
        try:
            content = read_message(client_for(account).fetch_raw(folder, id))
        except MailConnectionError:
            body = cache.body(pick(account).name, folder, id)
            if body is None:
                raise
            content = {"body": body, "from": "", "subject": "", "notes": [
                "offline: the body from the local copy (headers in mail_search)"]}
        if latest_note:
            content["notes"] = [latest_note, *content.get("notes", [])]
        source = f"From {content['from']}: {content['subject']}"
        summary = content["subject"] or "(no subject)"
        if any(str(n).startswith("hidden content removed") for n in content.get("notes", [])):
            summary += " (hidden text removed)"
        return ToolResult(content, untrusted=Provenance("email", source), summary=summary)

    def attachment_paths(paths: list[str]) -> list[Path]:
        """The files to attach, resolved and checked to be files in an allowed folder."""
        found = []
        for raw_path in paths:
            path = Path(raw_path).expanduser().resolve()
            if not any(path == root or root in path.parents for root in allowed):
                raise MailError(f"{raw_path} is outside the folders BotPsy may use; attach "
                                "files from an allowed folder.")
            if not path.is_file():
                raise MailError(f"{raw_path} is not a file.")
            found.append(path)
        return found

    def attachments_for(paths: list[str]) -> list[tuple[str, bytes]]:
        return [(path.name, path.read_bytes()) for path in attachment_paths(paths)]

    def mail_send(to: list[str], subject: str, body: str, cc: list[str] | None = None,
                  bcc: list[str] | None = None, attachments: list[str] | None = None,
                  account: str = "") -> ToolResult:
        client = client_for(account)
        message = build_message(client.account, to, subject, body, cc, bcc,
                                attachments_for(attachments or []))
        result = send_with_outbox(client, outbox, bytes(message), str(message["Message-ID"]),
                                  send_summary({"to": to, "subject": subject}))
        return ToolResult(result, summary="Sent" + ("" if result["saved_to_sent"]
                                                    else " (not saved to Sent)"))

    def send_summary(args: Mapping[str, Any]) -> str:
        return f"Send '{args.get('subject', '')}' to {', '.join(args.get('to', []))}"

    def send_preview(args: Mapping[str, Any]) -> Preview:
        account = pick(args.get("account", ""))
        # Validation happens before the dialog: CR/LF, bad addresses, files outside folders.
        build_message(account, list(args["to"]), args["subject"], args["body"],
                      args.get("cc"), args.get("bcc"))
        files = attachment_paths(args.get("attachments") or [])
        return Preview("mail", (
            PreviewField("From", account.email),
            PreviewField("To", show_addresses(args["to"])),
            PreviewField("Cc", show_addresses(args.get("cc") or []) or "—"),
            PreviewField("Bcc", show_addresses(args.get("bcc") or []) or "—"),
            PreviewField("Subject", args["subject"]),
            PreviewField("Body", args["body"], long=True),
            # The full path: "report.pdf" alone could be any file of that name.
            PreviewField("Attachments", "\n".join(
                f"{path} ({path.stat().st_size / 1024:.1f} KB)" for path in files) or "none",
                long=len(files) > 1),
        ), account=f"{account.name} ({account.email})")

    def queued(account: str, action: str, folder: str, uid: int, argument: str) -> ToolResult:
        cache.queue(pick(account).name, action, folder, uid, argument)
        return ToolResult({"queued": True, "message": "The mail server is unreachable; this "
                           "will be done as soon as it is back."},
                          summary="Queued until the server is back")

    def mail_move(id: int, target_folder: str, folder: str = "INBOX",  # noqa: A002
                  account: str = "") -> ToolResult:
        try:
            client_for(account).move(folder, id, target_folder)
        except MailConnectionError:
            return queued(account, "move", folder, id, target_folder)
        return ToolResult({"moved": id, "to": target_folder}, summary=f"Moved to {target_folder}")

    def mail_delete(id: int, folder: str = "INBOX", account: str = "") -> ToolResult:  # noqa: A002
        try:
            trash = client_for(account).trash(folder, id)
        except MailConnectionError:
            return queued(account, "trash", folder, id, "")
        return ToolResult({"moved_to": trash}, summary=f"Moved to {trash}")

    def mail_mark(id: int, flag: str, on: bool = True, folder: str = "INBOX",  # noqa: A002
                  account: str = "") -> ToolResult:
        try:
            client_for(account).mark(folder, id, flag, on)
        except MailConnectionError:
            return queued(account, "mark", folder, id, f"{flag}={int(on)}")
        return ToolResult({"id": id, flag: on}, summary=f"{'Marked' if on else 'Unmarked'} {flag}")

    def message_preview(action: str) -> Any:
        def preview(args: Mapping[str, Any]) -> Preview:
            account = pick(args.get("account", ""))
            fields = [PreviewField("Message", f"#{args['id']} in {args.get('folder', 'INBOX')}"),
                      PreviewField("Action", action.format(**args))]
            return Preview("mail", tuple(fields), account=f"{account.name} ({account.email})")
        return preview

    def move_preview(args: Mapping[str, Any]) -> Preview:
        action = "Move to {target_folder}"
        if is_deletion_folder(args.get("target_folder", "")):
            action += " (this throws the message away, like deleting it)"
        return message_preview(action)(args)

    def original(account: str, folder: str, uid: int) -> tuple[MailClient, bytes, dict[str, Any]]:
        client = client_for(account)
        raw = client.fetch_raw(folder, uid)
        return client, raw, read_message(raw)

    def reply_fields(args: Mapping[str, Any]) -> tuple[MailClient, dict[str, Any], list[str],
                                                        list[str], str]:
        client, raw, content = original(args.get("account", ""), args.get("folder", "INBOX"),
                                        args["id"])
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

    def mail_reply(id: int, body: str, reply_all: bool = False, folder: str = "INBOX",  # noqa: A002
                   account: str = "") -> ToolResult:
        args = {"id": id, "reply_all": reply_all, "folder": folder, "account": account}
        client, content, to, cc, subject = reply_fields(args)
        parsed_refs = content["message_id"]
        message = build_message(client.account, to, subject, body, cc,
                                in_reply_to=content["message_id"], references=parsed_refs)
        result = send_with_outbox(client, outbox, bytes(message), str(message["Message-ID"]),
                                  f"Reply '{subject}' to {', '.join(to)}")
        return ToolResult(result, summary="Reply sent")

    def reply_preview(args: Mapping[str, Any]) -> Preview:
        client, content, to, cc, subject = reply_fields(args)
        build_message(client.account, to, subject, args["body"], cc)  # refuse bad input now
        return Preview("mail", (
            PreviewField("In reply to", f"{content['subject']} — from "
                         f"{show_addresses(content['from'])}"),
            PreviewField("From", client.account.email),
            PreviewField("To", show_addresses(to)),
            PreviewField("Cc", show_addresses(cc) or "—"),
            PreviewField("Subject", subject),
            PreviewField("Body", args["body"], long=True),
        ), account=f"{client.account.name} ({client.account.email})")

    def forward_parts(args: Mapping[str, Any]) -> tuple[MailClient, dict[str, Any], str, str,
                                                         list[tuple[str, bytes]]]:
        client, raw, content = original(args.get("account", ""), args.get("folder", "INBOX"),
                                        args["id"])
        subject = content["subject"]
        if not subject.lower().startswith("fwd:"):
            subject = f"Fwd: {subject}"
        body = (f"{args.get('note', '')}\n\n---------- Forwarded message ----------\n"
                f"From: {content['from']}\nDate: {content['date']}\n"
                f"Subject: {content['subject']}\nTo: {content['to']}\n\n{content['body']}")
        files = [(name, data) for name, _type, data in attachment_parts(raw)]
        return client, content, subject, body.strip(), files

    def mail_forward(id: int, to: list[str], note: str = "", folder: str = "INBOX",  # noqa: A002
                     account: str = "") -> ToolResult:
        args = {"id": id, "note": note, "folder": folder, "account": account}
        client, _content, subject, body, files = forward_parts(args)
        message = build_message(client.account, to, subject, body, attachments=files)
        result = send_with_outbox(client, outbox, bytes(message), str(message["Message-ID"]),
                                  f"Forward '{subject}' to {', '.join(to)}")
        return ToolResult(result, summary="Forwarded")

    def forward_preview(args: Mapping[str, Any]) -> Preview:
        client, content, subject, body, files = forward_parts(args)
        build_message(client.account, list(args["to"]), subject, body)
        return Preview("mail", (
            PreviewField("Forwarding", f"{content['subject']} — from "
                         f"{show_addresses(content['from'])}"),
            PreviewField("To", show_addresses(args["to"])),
            PreviewField("Subject", subject),
            PreviewField("Body", body, long=True),
            PreviewField("Attachments", ", ".join(name for name, _ in files) or "none"),
        ), account=f"{client.account.name} ({client.account.email})")

    def mail_save_draft(to: list[str], subject: str, body: str, cc: list[str] | None = None,
                        account: str = "") -> ToolResult:
        client = client_for(account)
        message = build_message(client.account, to, subject, body, cc)
        drafts = client.save_draft(bytes(message))
        return ToolResult({"saved_to": drafts}, summary=f"Saved to {drafts}")

    def draft_preview(args: Mapping[str, Any]) -> Preview:
        account = pick(args.get("account", ""))
        build_message(account, list(args["to"]), args["subject"], args["body"], args.get("cc"))
        return Preview("mail", (
            PreviewField("Action", "Save as a draft (nothing is sent)"),
            PreviewField("To", show_addresses(args["to"])),
            PreviewField("Cc", show_addresses(args.get("cc") or []) or "—"),
            PreviewField("Subject", args["subject"]),
            PreviewField("Body", args["body"], long=True),
        ), account=f"{account.name} ({account.email})")

    def attachment_target(args: Mapping[str, Any]) -> tuple[Path, bytes]:
        client, raw, _content = original(args.get("account", ""), args.get("folder", "INBOX"),
                                         args["id"])
        parts = attachment_parts(raw)
        match = [p for p in parts if p[0] == args["filename"]]
        if not match:
            raise MailError(f"Message {args['id']} has no attachment {args['filename']!r}; it "
                            f"has: {', '.join(p[0] for p in parts) or 'none'}.")
        if not allowed:
            raise MailError("No folders are allowed yet; allow one in Settings.")
        base = Path(args.get("save_to") or allowed[0]).expanduser().resolve()
        target = (base / Path(args["filename"]).name).resolve()
        if not any(target.parent == root or root in target.parents for root in allowed):
            raise MailError(f"{base} is outside the folders BotPsy may use.")
        if target.exists():
            raise MailError(f"{target} already exists; nothing was saved.")
        return target, match[0][2]

    def mail_save_attachment(id: int, filename: str, save_to: str = "",  # noqa: A002
                             folder: str = "INBOX", account: str = "") -> ToolResult:
        target, data = attachment_target({"id": id, "filename": filename, "save_to": save_to,
                                          "folder": folder, "account": account})
        try:  # created inside the allowed folder without following any link (O_NOFOLLOW)
            Folders(allowed).write_bytes(target, data, overwrite=False)
        except FilesError as err:
            raise MailError(str(err)) from err
        return ToolResult({"saved": str(target), "bytes": len(data)}, summary=f"Saved {target}")

    def attachment_preview(args: Mapping[str, Any]) -> Preview:
        target, data = attachment_target(args)
        fields = [PreviewField("Attachment", args["filename"]),
                  PreviewField("Save as", str(target)),
                  PreviewField("Size", f"{len(data) / 1024:.1f} KB")]
        risk = risky_file_name(target.name)
        if risk:
            fields.append(PreviewField("Warning", risk))
        return Preview("file", tuple(fields))

    common = {"account": account_prop} if len(accounts) > 1 else {}
    folder_prop = {"type": "string", "description": "Folder, INBOX by default."}
    message_id = {"type": "integer", "description": "The message id from mail_search."}
    return [
        Tool("mail_list_folders", "List the mail folders with unread counts.",
             {"type": "object", "properties": {**common}}, Effect.READ, mail_list_folders,
             summarize=lambda a: "List mail folders"),
        Tool("mail_search", "Find emails by words, sender, subject, date, unread or flagged. "
             "Returns ids for mail_read.",
             {"type": "object", "properties": {
                 "query": {"type": "string", "description": "Words in the message."},
                 "sender": {"type": "string"}, "subject": {"type": "string"},
                 "folder": folder_prop,
                 "since": {"type": "string", "description": "YYYY-MM-DD"},
                 "unread": {"type": "boolean"}, "flagged": {"type": "boolean"},
                 "limit": {"type": "integer", "minimum": 1, "maximum": 100}, **common}},
             Effect.READ, mail_search,
             summarize=lambda a: "Search mail" + (f" for '{a['query']}'" if a.get("query")
                                                  else "")),
        Tool("mail_read", "Read one email as text, by its id from mail_search; without an id, "
             "the newest email.",
             {"type": "object", "properties": {"id": message_id, "folder": folder_prop,
                                               **common}},
             Effect.READ, mail_read,
             summarize=lambda a: f"Read email #{a['id']}" if a.get("id") else
             f"Read the newest email in {a.get('folder') or 'INBOX'}"),
        Tool("mail_send", "Send an email. Attachments are file paths in the allowed folders.",
             {"type": "object", "properties": {
                 "to": ADDRESSES, "subject": {"type": "string"}, "body": {"type": "string"},
                 "cc": ADDRESSES, "bcc": ADDRESSES, "attachments": ADDRESSES, **common},
              "required": ["to", "subject", "body"]},
             Effect.SEND, mail_send, summarize=send_summary, preview=send_preview),
        Tool("mail_reply", "Reply to an email by its id (reply_all to include everyone).",
             {"type": "object", "properties": {"id": message_id, "body": {"type": "string"},
                                               "reply_all": {"type": "boolean"},
                                               "folder": folder_prop, **common},
              "required": ["id", "body"]},
             Effect.SEND, mail_reply, summarize=lambda a: f"Reply to email #{a['id']}",
             preview=reply_preview),
        Tool("mail_forward", "Forward an email by its id, with an optional note.",
             {"type": "object", "properties": {"id": message_id, "to": ADDRESSES,
                                               "note": {"type": "string"},
                                               "folder": folder_prop, **common},
              "required": ["id", "to"]},
             Effect.SEND, mail_forward,
             summarize=lambda a: f"Forward email #{a['id']} to {', '.join(a['to'])}",
             preview=forward_preview),
        Tool("mail_save_draft", "Save an email as a draft without sending it.",
             {"type": "object", "properties": {
                 "to": ADDRESSES, "subject": {"type": "string"}, "body": {"type": "string"},
                 "cc": ADDRESSES, **common}, "required": ["to", "subject", "body"]},
             Effect.WRITE, mail_save_draft,
             summarize=lambda a: f"Save draft '{a['subject']}'", preview=draft_preview),
        Tool("mail_save_attachment", "Save an email's attachment into an allowed folder.",
             {"type": "object", "properties": {"id": message_id,
                                               "filename": {"type": "string"},
                                               "save_to": {"type": "string",
                                                           "description": "Folder; the first "
                                                           "allowed folder by default."},
                                               "folder": folder_prop, **common},
              "required": ["id", "filename"]},
             Effect.WRITE, mail_save_attachment,
             summarize=lambda a: f"Save {a['filename']} from email #{a['id']}",
             preview=attachment_preview),
        Tool("mail_move", "Move an email to another folder (Archive to archive it).",
             {"type": "object", "properties": {"id": message_id, "target_folder":
                                               {"type": "string"}, "folder": folder_prop,
                                               **common},
              "required": ["id", "target_folder"]},
             Effect.WRITE, mail_move, summarize=lambda a: f"Move email #{a['id']} to "
                                                          f"{a['target_folder']}",
             preview=move_preview,
             irreversible=lambda a: is_deletion_folder(a.get("target_folder", ""))),
        Tool("mail_delete", "Delete an email (it goes to Trash).",
             {"type": "object", "properties": {"id": message_id, "folder": folder_prop,
                                               **common}, "required": ["id"]},
             Effect.DELETE, mail_delete, summarize=lambda a: f"Move email #{a['id']} to Trash",
             preview=message_preview("Move to Trash (not erased)")),
        Tool("mail_mark", "Mark an email read or flagged (on=false to undo).",
             {"type": "object", "properties": {"id": message_id,
                                               "flag": {"type": "string",
                                                        "enum": ["read", "flagged"]},
                                               "on": {"type": "boolean"}, "folder": folder_prop,
                                               **common}, "required": ["id", "flag"]},
             Effect.WRITE, mail_mark,
             summarize=lambda a: f"Mark email #{a['id']} {'' if a.get('on', True) else 'not '}"
                                 f"{a['flag']}",
             preview=message_preview("Set {flag}")),
    ]
