"""Who a name means: the addresses the user's own mail knows for "Bob", "Priya Shah", "王经理".

A person is asked to write to someone by name ("ping Sam that I'm late"), as in any mail
app's To field. The name is looked up in the From, To and Cc headers of the local copy: an
address whose display name has every word of it, or whose local part does ("sam" in
sam.lee@example.org). Names in scripts written without spaces (Chinese, Japanese) are found
inside the display name. Trash and Junk do not count: a spammer's "Bob" is nobody the user
knows. The caller decides what one, none or several matches mean (mail/tools.py: one is
shown in the dialog with its address; none or several are asked about, never guessed).
"""

from __future__ import annotations

import email.utils
import re
from collections import Counter
from collections.abc import Iterable

from connectors.base import UNSPACED, UNSPACED_RUN
from connectors.mail.folders import is_deletion_folder

#: a run of characters of a script written without spaces


def words(text: str) -> list[str]:
    """The words of a name, in any case and script."""
    return re.findall(r"\w+", text.casefold())


def says(name: str, display: str, address: str) -> bool:
    """Whether a mailbox (its display name and address) is one ``name`` may mean."""
    wanted = words(name)
    if not wanted:
        return False
    local = address.split("@", 1)[0]
    if UNSPACED.search(name):
        return "".join(wanted) in "".join(words(display))
    known = set(words(display)) | set(words(local.replace("_", " ")))
    return all(word in known for word in wanted)


def people_named(name: str, headers: Iterable[tuple[str, str]], own: Iterable[str] = ()
                 ) -> list[tuple[str, str]]:
    """(display name, address) of everyone ``name`` may mean in these (folder, header)
    pairs, the most often seen first; the user's own addresses (``own``) are not others."""
    mine = {address.casefold() for address in own}
    seen: Counter[str] = Counter()
    names: dict[str, str] = {}
    addresses: dict[str, str] = {}
    for folder, header in headers:
        if is_deletion_folder(folder):
            continue
        for display, address in email.utils.getaddresses([header]):
            key = address.casefold()
            if "@" not in address or key in mine or not says(name, display, address):
                continue
            seen[key] += 1
            addresses.setdefault(key, address)
            display = " ".join(display.split())
            if display and "@" not in display and not names.get(key):
                names[key] = display  # a name that looks like another address is no name
    return [(names.get(key, ""), addresses[key]) for key, _count in seen.most_common()]


#: a name written with no space around it is at least this many characters ("王芳"): one
#: alone ("王", "の") is a part of too many words
UNSPACED_NAME_AT_LEAST = 2


def unspaced_names(headers: Iterable[tuple[str, str]], own: Iterable[str] = ()) -> list[str]:
    """The names these (folder, header) pairs call people by in a script written without
    spaces: each run of such characters of at least ``UNSPACED_NAME_AT_LEAST`` in a display
    name ("王芳" of "王芳 (Wang Fang) <fang@example.cn>", "田中" and "太郎" of "田中 太郎"),
    longest first (a request's "王芳芳" is not "王芳"); not of Trash or Junk, nor the user's
    own addresses."""
    mine = {address.casefold() for address in own}
    found: set[str] = set()
    for folder, header in headers:
        if is_deletion_folder(folder):
            continue
        for display, address in email.utils.getaddresses([header]):
            if "@" in address and address.casefold() not in mine:
                found.update(run for run in UNSPACED_RUN.findall(display)
                             if len(run) >= UNSPACED_NAME_AT_LEAST)
    return sorted(found, key=lambda name: (-len(name), name))
