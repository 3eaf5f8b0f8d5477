"""The local copy's full-text search: a word in any of its forms, with or without accents, and
an index made before that remade from the messages (no server: rows put in the file)."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from connectors.mail.cache import MailCache

ROWS = [
    ("Your order 55812", "Two tickets for the concert. Total paid: 96.00 EUR."),
    ("Your quote", "Bright Spark Electrics: replacing the fuse box will cost 640 EUR."),
    ("Devis", "L'électricien passera jeudi."),
    ("Garden plan", "Shall we plant the roses on Saturday?"),
]


def _fill(path: Path, rows: list[tuple[str, str]] = ROWS) -> None:
    with closing(sqlite3.connect(path)) as conn, conn:
        conn.executemany(
            "INSERT INTO messages (account, folder, uid, message_id, sender, recipients, "
            "subject, date, seen, flagged, size, body) VALUES ('a', 'INBOX', ?, ?, "
            "'x@example.org', 'me@example.org', ?, ?, 1, 0, 10, ?)",
            [(uid, f"<{uid}@x>", subject, f"2026-12-0{uid}T10:00", body)
             for uid, (subject, body) in enumerate(rows, 1)])


@pytest.mark.parametrize("words, subject", [
    ("ticket", "Your order 55812"),  # "tickets"
    ("concerts", "Your order 55812"),
    ("electricity", "Your quote"),  # "Electrics"
    ("replaced", "Your quote"),  # "replacing"
    ("electricien", "Devis"),  # "électricien", typed without its accent
    ("ÉLECTRICIEN", "Devis"),
])
def test_a_word_is_found_in_its_other_forms(tmp_path: Path, words: str, subject: str) -> None:
    cache = MailCache(tmp_path / "cache.sqlite3")
    _fill(cache.path)
    assert [m["subject"] for m in cache.search("a", text=words)] == [subject]
    assert [m["subject"] for m in cache.search("a", text=f"{words} nonsense", any_word=True)
            ] == [subject]


def test_an_index_made_before_is_made_again_from_the_messages(tmp_path: Path) -> None:
    """A local copy from before (an index without word forms) is remade when it is opened:
    what it held is found, in its other forms too, and new mail goes into the new index."""
    path = tmp_path / "cache.sqlite3"
    MailCache(path)
    with closing(sqlite3.connect(path)) as conn, conn:  # the index as it was made before
        conn.execute("DROP TABLE messages_fts")
        conn.execute("CREATE VIRTUAL TABLE messages_fts USING fts5(sender, recipients, subject, "
                     "body, content='messages', content_rowid='id')")
    _fill(path)
    old = MailCache.__new__(MailCache)  # searched as it is, before it is remade
    old.path, old._lock = path, MailCache(tmp_path / "other.sqlite3")._lock
    assert old.search("a", text="ticket") == []
    cache = MailCache(path)
    assert [m["subject"] for m in cache.search("a", text="ticket")] == ["Your order 55812"]
    with closing(sqlite3.connect(path)) as conn:
        assert "porter" in conn.execute(
            "SELECT sql FROM sqlite_master WHERE name = 'messages_fts'").fetchone()[0]
    with closing(sqlite3.connect(path)) as conn, conn:
        conn.execute("INSERT INTO messages (account, folder, uid, subject, date, body) "
                     "VALUES ('a', 'INBOX', 9, 'Lessons', '2026-12-09T10:00', 'Piano lessons')")
    assert [m["subject"] for m in cache.search("a", text="lesson")] == ["Lessons"]


def test_an_index_cut_short_while_being_remade_is_made_again(tmp_path: Path) -> None:
    """Killed between dropping the old index and making the new one: the next start makes
    it and fills it from the messages."""
    path = tmp_path / "cache.sqlite3"
    MailCache(path)
    _fill(path)
    with closing(sqlite3.connect(path)) as conn, conn:
        conn.execute("DROP TABLE messages_fts")
    assert [m["subject"] for m in MailCache(path).search("a", text="roses")] == ["Garden plan"]


def test_a_name_is_looked_up_as_a_word_of_the_headers_through_the_index(tmp_path: Path) -> None:
    """route.known_names's look-up (MailCache.naming_word): the headers that have the word
    as a word, in sender or recipients, newest first, of the account asked; not a subject's
    or a body's word, not the inside of a longer name, not another account's mail."""
    cache = MailCache(tmp_path / "cache.sqlite3")
    headers = [("a", 1, "Tom Baker <tom@baker.example>", "me@example.org", "Hi", "x"),
               ("a", 2, "Tomas <tomas@example.org>", "me@example.org", "Tom's party", "Tom"),
               ("a", 3, "me@example.org", "Tom Baker <tom@baker.example>", "Re: Hi", "y"),
               ("a", 4, "Bottom Line <news@bottom.example>", "me@example.org", "News", "z"),
               ("b", 5, "Tom Other <t@o.example>", "b@example.org", "Hi", "x")]
    with closing(sqlite3.connect(cache.path)) as conn, conn:
        conn.executemany(
            "INSERT INTO messages (account, folder, uid, sender, recipients, subject, date, "
            "body) VALUES (?, 'INBOX', ?, ?, ?, ?, ?, ?)",
            [(acc, uid, sender, to, subject, f"2026-12-0{uid}T10:00", body)
             for acc, uid, sender, to, subject, body in headers])
    found = cache.naming_word("a", "tom")
    assert found == [("INBOX", "me@example.org"), ("INBOX", "Tom Baker <tom@baker.example>"),
                     ("INBOX", "Tom Baker <tom@baker.example>"), ("INBOX", "me@example.org")]
    assert cache.naming_word("a", "tom", limit=1) == found[:2]  # the newest message's two
    assert cache.naming_word("a", 'x" OR "y') == []  # the user's words, never a query


HAN_ROWS = [
    ("您的预订已确认", "您的小型车将于周五9:00起在机场柜台等候。取车时请出示取车码 RX-4471。"),
    ("周六的预订", "感谢您的预订。您周六19:30的四人桌是12号桌，在露台上。"),
    ("100% off_sale", "Everything must go."),
]


def test_a_han_word_is_found_inside_a_longer_run(tmp_path: Path) -> None:
    """The index keeps a run of Han characters as one word: "取车码" is found inside
    "取车时请出示取车码" by its characters, with the body's words around it; every word,
    or with ``any_word`` any of them, the message with the most first."""
    cache = MailCache(tmp_path / "cache.sqlite3")
    _fill(cache.path, HAN_ROWS)
    found = cache.search("a", text="取车码")
    assert [m["subject"] for m in found] == ["您的预订已确认"]
    assert "RX-4471" in found[0]["snippet"]
    assert cache.search("a", text="取车码 露台") == []  # both: no message has both
    assert [m["subject"] for m in cache.search("a", text="露台 桌", any_word=True)] \
        == ["周六的预订"]
    assert [m["subject"] for m in cache.search("a", text="取车码 预订 露台", any_word=True)
            ] == ["周六的预订", "您的预订已确认"]  # two of the words first, then one
    assert [m["subject"] for m in cache.search("a", text="预订")] \
        == ["周六的预订", "您的预订已确认"]  # in the subject too, newest first


@pytest.mark.parametrize("words", ["% 车", "_ 车", "\\ 车", "\" 车"])
def test_a_han_search_takes_its_words_literally(tmp_path: Path, words: str) -> None:
    """A wildcard or quote the user typed beside a Han word is a character to find, never
    a pattern: nothing has both."""
    cache = MailCache(tmp_path / "cache.sqlite3")
    _fill(cache.path, HAN_ROWS)
    assert cache.search("a", text=words) == []
    assert [m["subject"] for m in cache.search("a", text="100% 车", any_word=True)] \
        == ["100% off_sale", "您的预订已确认"]  # each has one of them, as written


def test_the_names_written_without_spaces_are_read_again_when_the_copy_changes(
        tmp_path: Path) -> None:
    """route.known_names reads the headers with Chinese, Japanese or Korean names once, and
    again only when mail came or went: a name that arrives later is found, one whose mail is
    gone is not."""
    cache = MailCache(tmp_path / "cache.sqlite3")
    _fill(cache.path)
    assert cache.unspaced_headers("a") == []
    with closing(sqlite3.connect(cache.path)) as conn, conn:
        conn.execute("INSERT INTO messages (account, folder, uid, sender, recipients, subject, "
                     "date, body) VALUES ('a', 'INBOX', 9, '王芳 <fang@example.cn>', "
                     "'me@example.org', '租约', '2026-12-09T10:00', '押金')")
    assert cache.unspaced_headers("a") == [("INBOX", "王芳 <fang@example.cn>")]
    with closing(sqlite3.connect(cache.path)) as conn, conn:
        conn.execute("DELETE FROM messages WHERE uid = 9")
    assert cache.unspaced_headers("a") == []
