"""Who a name means in the user's mail (connectors/mail/people.py): a table, no server."""

from __future__ import annotations

import pytest

from connectors.mail.people import people_named, unspaced_names

HEADERS = (
    ("INBOX", "Bob Builder <bob@example.org>"),
    ("Sent", "bob@example.org, Carol Jones <carol@example.net>"),
    ("INBOX", "Bobby Tables <bobby@example.com>"),
    ("Junk", "Bob <bob@spam.example>"),  # a spammer's "Bob" is nobody the user knows
    ("Trash", "Priya <priya@old.example>"),
    ("INBOX", "sam.lee@example.org"),
    ("INBOX", "王经理 <wang@example.cn>"),
    ("INBOX", '"carol@example.net" <carol@evil.example>'),  # a name that is an address
    ("INBOX", "Carol Smith <csmith@example.com>"),
    ("INBOX", "Alice <alice@example.org>"),  # the user: not someone else
    ("INBOX", "Carol Jones <carol@example.net>"),
)


@pytest.mark.parametrize(("name", "people"), [
    ("Bob", [("Bob Builder", "bob@example.org")]),  # not Bobby, not the spammer's Bob
    ("bob builder", [("Bob Builder", "bob@example.org")]),
    ("Sam", [("", "sam.lee@example.org")]),  # by the address's own part
    ("Sam Lee", [("", "sam.lee@example.org")]),
    ("王经理", [("王经理", "wang@example.cn")]),
    ("Carol", [("Carol Jones", "carol@example.net"), ("", "carol@evil.example"),
               ("Carol Smith", "csmith@example.com")]),  # several: the caller asks
    ("Carol Smith", [("Carol Smith", "csmith@example.com")]),
    ("Priya", []),  # only in the Trash
    ("the landlord", []),
    ("Alice", []),
    ("", []),
])
def test_a_name_means_the_people_of_that_name_in_the_users_mail(
        name: str, people: list[tuple[str, str]]) -> None:
    found = people_named(name, HEADERS, ("alice@example.org",))
    assert sorted(found) == sorted(people)
    if len(people) > 1:  # the most often seen first
        assert found[0] == ("Carol Jones", "carol@example.net")


def test_the_names_a_script_without_spaces_writes_are_each_run_of_a_display_name() -> None:
    """route.known_names finds "王芳回复我了吗？"'s name by looking for the names the mail
    knows inside the request: each run of Chinese, Japanese or Korean characters of a display
    name, of two or more, the longest first; not from Trash or Junk, nor the user's own."""
    headers = (*HEADERS,
               ("INBOX", "王芳芳 (Wang Fangfang) <fang@example.cn>, 田中 太郎 <taro@example.jp>"),
               ("INBOX", "김민수 <minsu@example.kr>, 李 <li@example.cn>"),  # one alone: no name
               ("Junk", "发票 <spam@spam.example>"),  # a spammer's "invoice" is nobody
               ("INBOX", "王芳 <alice@example.org>"))  # the user's own name
    assert unspaced_names(headers, ("alice@example.org",)) == \
        ["王经理", "王芳芳", "김민수", "太郎", "田中"]
