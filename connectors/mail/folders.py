"""What a mail folder is for, from its name (RFC 6154's special uses, by the names common
servers and clients give them, in several languages)."""

from __future__ import annotations

import re

# Folders whose whole point is to get rid of mail (\Trash, \Junk): a move there is a deletion.
DELETION_FOLDERS = {"trash", "junk", "spam", "bin", "deleted", "deleted items",
                    "deleted messages", "junk e-mail", "junk email", "bulk mail", "papierkorb",
                    "corbeille", "papelera", "cestino", "prullenbak"}
# Folders of the user's own mail (\Sent, \Drafts, \Archive): nothing in them is news.
OWN_MAIL_FOLDERS = {"sent", "sent items", "sent messages", "sent mail", "drafts", "outbox",
                    "archive"}


def _is_named(name: str, names: set[str]) -> bool:
    """The folder or its last path component ("INBOX.Trash", "[Gmail]/Spam") is in ``names``."""
    folded = " ".join(str(name).casefold().split())
    last = re.split(r"[/.]", folded)[-1].strip() if folded else ""
    return folded in names or last in names


def is_deletion_folder(name: str) -> bool:
    """Whether moving mail to ``name`` throws it away (Trash, Junk and their siblings)."""
    return _is_named(name, DELETION_FOLDERS)


def holds_no_news(name: str) -> bool:
    """Sent, Drafts, Archive, Trash, Junk and the like: a new message there is no new mail."""
    return _is_named(name, OWN_MAIL_FOLDERS | DELETION_FOLDERS)
