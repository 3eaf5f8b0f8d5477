"""Tool declarations of the mail connector (names are part of the product)."""

from __future__ import annotations

import email
import email.policy
from collections.abc import Mapping
from datetime import date
from pathlib import Path
from typing import Any

from connectors import ConnectorContext
from connectors.base import Effect, Preview, PreviewField, Provenance, Tool, ToolResult
from connectors.mail.client import MailClient, build_message, read_message
from connectors.mail.errors import MailError
from connectors.mail.outbox import Outbox
from connectors.mail.setup import MailAccount, get_password

ADDRESSES = {"type": "array", "items": {"type": "string"}}


def accounts_from(context: ConnectorContext) -> list[MailAccount]:
    """The configured mail accounts."""
    stored = (context.settings.get("mail") or {}).get("accounts", [])
    return [MailAccount.from_settings(item) for item in stored]


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
            client.send(message)  # type: ignore[arg-type]
    except MailError as err:
        outbox.set_state(item_id, "failed", str(err))
        raise MailError(f"{err} The message is kept in the outbox; it can be retried.") from err
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
        since_date = None
        if since:
            try:
                since_date = date.fromisoformat(since[:10])
            except ValueError as err:
                raise MailError(f"'{since}' is not a date; use YYYY-MM-DD.") from err
        found = client_for(account).search(folder, query, sender, subject, since_date, unread,
                                           flagged, limit)
        rows = [{"id": m.uid, "folder": m.folder, "from": m.sender, "subject": m.subject,
                 "date": m.date, "unread": m.unread, "flagged": m.flagged} for m in found]
        untrusted = Provenance("email list", f"{len(rows)} messages in {folder}") if rows else None
        return ToolResult(rows, untrusted=untrusted, summary=f"{len(rows)} messages")

    def mail_read(id: int, folder: str = "INBOX", account: str = "") -> ToolResult:  # noqa: A002
        content = read_message(client_for(account).fetch_raw(folder, id))
        source = f"From {content['from']}: {content['subject']}"
        return ToolResult(content, untrusted=Provenance("email", source),
                          summary=content["subject"] or "(no subject)")

    def attachments_for(paths: list[str]) -> list[tuple[str, bytes]]:
        files = []
        for raw_path in paths:
            path = Path(raw_path).expanduser().resolve()
            if not any(path == root or root in path.parents for root in allowed):
                raise MailError(f"{raw_path} is outside the folders BotPsy may use; attach "
                                "files from an allowed folder.")
            if not path.is_file():
                raise MailError(f"{raw_path} is not a file.")
            files.append((path.name, path.read_bytes()))
        return files

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
        files = attachments_for(args.get("attachments") or [])
        return Preview("mail", (
            PreviewField("From", account.email),
            PreviewField("To", ", ".join(args["to"])),
            PreviewField("Cc", ", ".join(args.get("cc") or []) or "—"),
            PreviewField("Bcc", ", ".join(args.get("bcc") or []) or "—"),
            PreviewField("Subject", args["subject"]),
            PreviewField("Body", args["body"], long=True),
            PreviewField("Attachments", ", ".join(f"{name} ({len(data) / 1024:.1f} KB)"
                                                  for name, data in files) or "none"),
        ), account=f"{account.name} ({account.email})")

    def mail_move(id: int, target_folder: str, folder: str = "INBOX",  # noqa: A002
                  account: str = "") -> ToolResult:
        client_for(account).move(folder, id, target_folder)
        return ToolResult({"moved": id, "to": target_folder}, summary=f"Moved to {target_folder}")

    def mail_delete(id: int, folder: str = "INBOX", account: str = "") -> ToolResult:  # noqa: A002
        trash = client_for(account).trash(folder, id)
        return ToolResult({"moved_to": trash}, summary=f"Moved to {trash}")

    def mail_mark(id: int, flag: str, on: bool = True, folder: str = "INBOX",  # noqa: A002
                  account: str = "") -> ToolResult:
        client_for(account).mark(folder, id, flag, on)
        return ToolResult({"id": id, flag: on}, summary=f"{'Marked' if on else 'Unmarked'} {flag}")

    def message_preview(action: str) -> Any:
        def preview(args: Mapping[str, Any]) -> Preview:
            account = pick(args.get("account", ""))
            fields = [PreviewField("Message", f"#{args['id']} in {args.get('folder', 'INBOX')}"),
                      PreviewField("Action", action.format(**args))]
            return Preview("mail", tuple(fields), account=f"{account.name} ({account.email})")
        return preview

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
        Tool("mail_read", "Read one email as text, by its id from mail_search.",
             {"type": "object", "properties": {"id": message_id, "folder": folder_prop,
                                               **common}, "required": ["id"]},
             Effect.READ, mail_read, summarize=lambda a: f"Read email #{a['id']}"),
        Tool("mail_send", "Send an email. Attachments are file paths in the allowed folders.",
             {"type": "object", "properties": {
                 "to": ADDRESSES, "subject": {"type": "string"}, "body": {"type": "string"},
                 "cc": ADDRESSES, "bcc": ADDRESSES, "attachments": ADDRESSES, **common},
              "required": ["to", "subject", "body"]},
             Effect.SEND, mail_send, summarize=send_summary, preview=send_preview),
        Tool("mail_move", "Move an email to another folder (Archive to archive it).",
             {"type": "object", "properties": {"id": message_id, "target_folder":
                                               {"type": "string"}, "folder": folder_prop,
                                               **common},
              "required": ["id", "target_folder"]},
             Effect.WRITE, mail_move, summarize=lambda a: f"Move email #{a['id']} to "
                                                          f"{a['target_folder']}",
             preview=message_preview("Move to {target_folder}")),
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
