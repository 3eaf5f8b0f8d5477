"""The mail connector against real Dovecot and a real SMTP server (TLS with a throwaway CA)."""

from __future__ import annotations

import email
import email.policy
import json
import sqlite3
import uuid
from email.message import EmailMessage
from pathlib import Path

import pytest

from app.agent.language import LEXICON
from app.agent.registry import ToolRegistry
from app.agent.runner import CallRequest, CallStatus, TaskContext, ToolRunner
from connectors import ConnectorContext
from connectors.mail.account import MailAccount, set_password
from connectors.mail.client import MailClient
from connectors.mail.errors import MailConnectionError
from connectors.mail.mime import each_once, read_message
from connectors.mail.outbox import Outbox
from connectors.mail.tools import build_tools, deliver_outbox_item
from tests.support.doubles import ScriptedConfirmer
from tests.support.mailserver import note, search_server


@pytest.fixture()
def servers(mail_servers):  # type: ignore[no-untyped-def]
    return mail_servers


def account(servers, user="alice", **changes) -> MailAccount:  # type: ignore[no-untyped-def]
    values = dict(name=f"{user}-work", email=f"{user}@example.org", imap_host="127.0.0.1",
                  imap_port=servers.imaps_port, smtp_host="127.0.0.1",
                  smtp_port=servers.smtp_port, smtp_security="starttls", username=user,
                  ca_file=str(servers.ca))
    values.update(changes)
    return MailAccount(**values)


def tools(tmp_path: Path, accounts: list[MailAccount], policy="approve"):  # type: ignore[no-untyped-def]
    context = ConnectorContext(tmp_path, (tmp_path,), {"mail": {"accounts": [
        a.to_settings() for a in accounts]}}, words=LEXICON)
    confirmer = ScriptedConfirmer(policy)
    return ToolRunner(ToolRegistry(build_tools(context)), confirmer), confirmer


def call(runner, name, **arguments):  # type: ignore[no-untyped-def]
    return runner.run_calls([CallRequest(name, arguments)], TaskContext())[0]


def test_connection_test_names_the_failing_part(servers, secrets, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr("connectors.mail.client.TIMEOUT", 3)
    good = account(servers)
    assert [status for _, status in MailClient(good, "alice-pw").test()] == ["ok"] * 3
    stages = dict(MailClient(good, "wrong").test())
    assert "check the password" in stages["imap login"] and "smtp login" in stages
    untrusted = account(servers, ca_file="")  # the throwaway CA is not trusted by default
    assert "imap tls" in dict(MailClient(untrusted, "alice-pw").test())
    nowhere = account(servers, imap_host="no-such-host.invalid", smtp_host="127.0.0.1",
                      smtp_port=1)
    results = dict(MailClient(nowhere, "alice-pw").test())
    assert "imap dns" in results and "smtp connect" in results


def test_starttls_never_falls_back_to_plaintext(servers, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr("connectors.mail.client.TIMEOUT", 3)
    # Dovecot's implicit-TLS port does not speak STARTTLS: the client must stop, not log in
    # in the clear.
    wrong = account(servers, imap_port=servers.imaps_port, imap_security="starttls")
    stages = dict(MailClient(wrong, "alice-pw").test())
    assert any(stage.startswith("imap") and stage != "imap" for stage in stages)
    assert "ok" not in stages.get("imap", "")
    assert account(servers, imap_security="plain").problems()["imap_security"]
    with pytest.raises(MailConnectionError, match="plaintext"):
        MailClient(account(servers, imap_security="plain"), "alice-pw")


def test_search_and_read_as_untrusted_text(servers, secrets, tmp_path) -> None:  # type: ignore[no-untyped-def]
    servers.deliver("alice", note("Invoice 42", "Please pay by Friday.\n\nOn Mon, Bob wrote:\n"
                                  "> old stuff\n"))
    servers.deliver("alice", note("Newsletter", "plain part", "<p>Hello <b>there</b>"
                                  "<img src='http://tracker.example/x.png'></p>"))
    set_password(account(servers), "alice-pw")
    runner, _ = tools(tmp_path, [account(servers)])
    found = call(runner, "mail_search", query="Friday")
    assert found.ok and [m["subject"] for m in found.result.content] == ["Invoice 42"]
    message_id = found.result.content[0]["id"]
    read = call(runner, "mail_read", id=message_id)
    assert read.ok and read.result.content["body"] == "Please pay by Friday."
    assert "quoted history" in read.result.content["notes"][0]
    assert read.untrusted is not None and "Invoice 42" in read.untrusted.source
    assert "alice-pw" not in read.text
    unread = call(runner, "mail_search", unread=True)
    assert {m["subject"] for m in unread.result.content} >= {"Invoice 42", "Newsletter"}


def test_html_is_converted_and_nothing_remote_is_fetched() -> None:
    raw = (b"From: x@example.net\r\nSubject: =?iso-8859-1?q?Caf=E9?=\r\nContent-Type: "
           b"text/html; charset=x-unknown\r\n\r\n<html><head><style>p{}</style></head><body>"
           b"<p>Hi&nbsp;there</p><img src='http://tracker.example/p.gif'><br>Bye</body></html>")
    content = read_message(raw)
    assert content["subject"] == "Café"
    assert content["body"].split() == ["Hi", "there", "Bye"]
    assert "tracker" not in content["body"]


def test_malformed_mime_reads_without_crashing() -> None:
    raw = (b"From: \xff\xfe broken <x@\r\nSubject: \x80\x81 odd\r\nContent-Type: multipart/mixed; "
           b"boundary=\"nope\"\r\n\r\n--wrong\r\nno end")
    content = read_message(raw)
    assert isinstance(content["body"], str) and isinstance(content["subject"], str)


def test_send_goes_through_the_outbox_and_lands_in_sent(servers, secrets, tmp_path) -> None:  # type: ignore[no-untyped-def]
    set_password(account(servers), "alice-pw")
    set_password(account(servers, "bob"), "bob-pw")
    runner, confirmer = tools(tmp_path, [account(servers)])
    outcome = call(runner, "mail_send", to=["bob@example.org"], subject="Lunch?",
                   body="Noon at the usual place.")
    assert outcome.ok and outcome.result.content["saved_to_sent"]
    preview = {f.label: f.value for f in confirmer.seen[0].preview.fields}
    assert preview["To"] == "bob@example.org" and preview["Body"].startswith("Noon")
    assert confirmer.seen[0].preview.account.startswith("alice-work")
    bob = MailClient(account(servers, "bob"), "bob-pw")
    assert [m.subject for m in search_server(bob, subject="Lunch?")] == ["Lunch?"]
    alice = MailClient(account(servers), "alice-pw")
    assert [m.subject for m in search_server(alice, folder="Sent", subject="Lunch?")] == ["Lunch?"]
    assert Outbox(tmp_path / "mail-outbox.sqlite3").items(("sent",))[0].summary.startswith(
        "Send 'Lunch?'")


def test_an_address_named_twice_is_sent_to_once(servers, secrets, tmp_path) -> None:  # type: ignore[no-untyped-def]
    # the stand-in copies the recipient into Cc and Bcc: two RCPT TO for one mailbox, which
    # the test server refused (a send that failed) and others deliver twice
    set_password(account(servers), "alice-pw")
    set_password(account(servers, "bob"), "bob-pw")
    runner, confirmer = tools(tmp_path, [account(servers)])
    outcome = call(runner, "mail_send", to=["bob@example.org"], subject="Once only",
                   body="x", cc=["Bob@Example.org", "alice@example.org"],
                   bcc=["bob@example.org"])
    assert outcome.ok, outcome.text
    preview = {f.label: f.value for f in confirmer.seen[0].preview.fields}
    assert (preview["To"], preview["Cc"], preview["Bcc"]) == (
        "bob@example.org", "alice@example.org", "—")
    bob = MailClient(account(servers, "bob"), "bob-pw")
    assert [m.subject for m in search_server(bob, subject="Once only")] == ["Once only"]
    alice = MailClient(account(servers), "alice-pw")
    assert len(search_server(alice, subject="Once only")) == 1  # the Cc, in her inbox


def test_a_recipient_named_as_the_user_named_them_is_the_address_their_mail_knows(  # type: ignore[no-untyped-def]
        servers, secrets, tmp_path) -> None:
    """"ping Bob that I'm late": the model writes "Bob". The address comes from the user's
    own mail, before the dialog, so what is approved is what is sent; nobody of that name, or
    several, is a question for the user, never a guess (connectors/mail/people.py)."""
    servers.deliver("alice", note("Friday dinner", "Dinner?", sender="Bob Builder <bob@example.org>"))
    servers.deliver("alice", note("Hi from Bobby", "Hi", sender="Bobby <bobby@example.net>"))
    servers.deliver("alice", note("Carol one", "x", sender="Carol Jones <carol@example.net>"))
    servers.deliver("alice", note("Carol two", "x", sender="Carol Smith <csmith@example.com>"))
    set_password(account(servers), "alice-pw")
    set_password(account(servers, "bob"), "bob-pw")
    runner, confirmer = tools(tmp_path, [account(servers)])
    # nothing was synced before: the tool brings the local copy up to date to find Bob
    outcome = call(runner, "mail_send", to=["Bob"], subject="Late", body="Ten minutes late.",
                   cc=["alice"])
    assert outcome.ok
    [asked] = confirmer.seen
    # (the servers are shared: other tests' mail may name bob@example.org otherwise)
    [to] = asked.arguments["to"]
    assert to.endswith(" <bob@example.org>")
    assert asked.arguments["cc"] == ["alice@example.org"]  # the user's own name: the user
    assert outcome.arguments == asked.arguments  # what was approved is what ran
    shown = {f.label: f.value for f in asked.preview.fields}
    assert "bob@example.org" in shown["To"] and "bobby" not in shown["To"]
    bob = MailClient(account(servers, "bob"), "bob-pw")
    assert [m.subject for m in search_server(bob, subject="Late")] == ["Late"]
    for name, said in (("Priya", ["knows no address for 'Priya'"]),
                       ("Carol", ["<carol@example.net>", "<csmith@example.com>"])):
        failed = call(runner, "mail_send", to=[name], subject="x", body="y")
        assert failed.status == CallStatus.FAILED
        assert all(part in failed.summary for part in said) and "Which" in failed.summary
    # a word of the request taken for the name ("Sag Bob"): the one person a word of it
    # means is suggested, in the question; nothing is sent
    failed = call(runner, "mail_send", to=["Sag Bob"], subject="x", body="y")
    assert failed.status == CallStatus.FAILED
    assert "knows no address for 'Sag Bob'" in failed.summary
    assert "<bob@example.org>?" in failed.summary and "bobby" not in failed.summary
    assert len(confirmer.seen) == 1  # nobody was asked to approve a guess
    assert call(runner, "mail_send", to=["Carol Smith"], subject="To Carol", body="z").ok
    assert confirmer.seen[-1].arguments["to"] == ["Carol Smith <csmith@example.com>"]


def test_each_once_keeps_the_first_place_of_an_address() -> None:
    assert each_once(["a@x.org", "A@X.org"], ["b@x.org", "Alice <a@x.org>"], ["b@x.org"]) == (
        ["a@x.org"], ["b@x.org"], [])
    assert each_once(["a@x.org"]) == (["a@x.org"], [], [])


def test_bad_headers_are_refused_before_anyone_is_asked(servers, secrets, tmp_path) -> None:  # type: ignore[no-untyped-def]
    set_password(account(servers), "alice-pw")
    runner, confirmer = tools(tmp_path, [account(servers)])
    injected = call(runner, "mail_send", to=["bob@example.org"],
                    subject="Hi\r\nBcc: eve@example.net", body="x")
    invalid = call(runner, "mail_send", to=["bob@@example.org"], subject="Hi", body="x")
    outside = call(runner, "mail_send", to=["bob@example.org"], subject="Hi", body="x",
                   attachments=["/etc/passwd"])
    assert [o.status for o in (injected, invalid, outside)] == ["invalid"] * 3
    assert "line break" in injected.text and "not a valid email" in invalid.text
    assert "outside the folders" in outside.text
    assert confirmer.seen == []


def test_a_failed_send_stays_in_the_outbox_and_a_retry_does_not_duplicate(  # type: ignore[no-untyped-def]
        servers, secrets, tmp_path) -> None:
    set_password(account(servers), "alice-pw")
    broken = account(servers, smtp_port=1)  # SMTP unreachable
    set_password(broken, "alice-pw")
    runner, _ = tools(tmp_path, [broken])
    outcome = call(runner, "mail_send", to=["bob@example.org"], subject="Kept", body="Safe.")
    assert outcome.status == "failed" and "kept in the outbox" in outcome.text
    outbox = Outbox(tmp_path / "mail-outbox.sqlite3")
    [item] = outbox.items(("failed",))
    assert "Cannot connect" in item.error and b"Safe." in item.raw

    good = MailClient(account(servers), "alice-pw")
    assert deliver_outbox_item(good, outbox, item.id, item.raw, item.message_id)["sent"]
    # a crash after sending, before the bookkeeping: the retry finds it in Sent, sends nothing
    outbox.set_state(item.id, "queued")
    deliver_outbox_item(good, outbox, item.id, item.raw, item.message_id)
    bob = MailClient(account(servers, "bob"), "bob-pw")
    assert len(search_server(bob, subject="Kept")) == 1


def test_move_mark_delete_to_trash(servers, secrets, tmp_path) -> None:  # type: ignore[no-untyped-def]
    servers.deliver("bob", note("Move me", "body"))
    set_password(account(servers, "bob"), "bob-pw")
    runner, confirmer = tools(tmp_path, [account(servers, "bob")])
    uid = call(runner, "mail_search", subject="Move me").result.content[0]["id"]
    assert call(runner, "mail_mark", id=uid, flag="flagged").ok
    assert call(runner, "mail_search", flagged=True).result.content[0]["id"] == uid
    assert call(runner, "mail_delete", id=uid).ok
    assert confirmer.seen[-1].allow_remember is False  # DELETE is never remembered
    trash = call(runner, "mail_search", mailbox="Trash", subject="Move me").result.content
    assert len(trash) == 1
    assert call(runner, "mail_move", id=trash[0]["id"], mailbox="Trash",
                to_mailbox="Archive").ok
    assert call(runner, "mail_search", mailbox="Archive", subject="Move me").result.content
    # a folder named in another case ("archive" for Archive) is that folder, said in the result
    servers.deliver("bob", note("Archive me", "body"))
    uid = call(runner, "mail_search", subject="Archive me").result.content[0]["id"]
    moved = call(runner, "mail_move", id=uid, to_mailbox="archive")
    assert moved.ok and moved.result.content["to"] == "Archive", moved.text
    assert call(runner, "mail_search", mailbox="Archive", subject="Archive me").result.content


def test_a_search_with_the_requests_words_finds_the_message_with_some_of_them(  # type: ignore[no-untyped-def]
        servers, secrets, tmp_path) -> None:
    """A small model searches with the request's words ("the invoice email from billing",
    "Quentin's"): no message has all of them, so the ones with most of them come, best first,
    and the result says so. Words that tell no message apart ("email", "the") do not count."""
    servers.deliver("alice", note("Invoice 1043", "120 EUR, due Friday.",
                                  sender="Billing <billing@shop.example>"))
    servers.deliver("alice", note("Lunch", "Saturday works?",
                                  sender="Quentin <quentin@example.net>"))
    servers.deliver("alice", note("Weekly newsletter", "This week: the email of the week.",
                                  sender="news@letter.example"))
    set_password(account(servers), "alice-pw")
    runner, _ = tools(tmp_path, [account(servers)])
    found = call(runner, "mail_search", query="the invoice email from billing")
    rows = found.result.content["messages"]
    assert rows[0]["subject"] == "Invoice 1043", rows
    assert "Weekly newsletter" not in [r["subject"] for r in rows]  # only "email", "the"
    assert "no message has all of the words" in found.result.content["note"]
    quentin = call(runner, "mail_search", query="Quentin's").result.content
    assert [r["subject"] for r in quentin["messages"]] == ["Lunch"]
    unread = call(runner, "mail_search", query="Quentin's email", unread=True, flagged=True)
    assert [r["subject"] for r in unread.result.content["messages"]] == ["Lunch"]
    assert unread.result.content["note"].endswith("read or not")  # none is flagged
    assert "Invoice 1043" in [r["subject"] for r in call(  # a search that matches: as before
        runner, "mail_search", query="invoice").result.content]
    assert call(runner, "mail_search", query="nothing like this here").result.content == []


def test_a_hyphenated_word_is_found_by_its_parts(  # type: ignore[no-untyped-def]
        servers, secrets, tmp_path) -> None:
    """"Rücksendenummer Bluetooth-Kopfhörer": no message says either word as written, but
    one writes "Kopfhörer" on its own; it comes, said to have some of the words. A word the
    hyphen joins to parts too short to tell anything apart ("Wi-Fi") finds nothing by them."""
    tag = uuid.uuid4().hex[:8]
    servers.deliver("alice", note(f"Ihre Rücksendung ist angemeldet {tag}",
                                  "Wir haben die Rücksendung Ihrer kabellosen Kopfhörer "
                                  "registriert. Schreiben Sie RMA-4410 auf das Paket.",
                                  sender="SoundGear <returns@soundgear.example>"))
    set_password(account(servers), "alice-pw")
    runner, _ = tools(tmp_path, [account(servers)])
    found = call(runner, "mail_search", query="Rücksendenummer Bluetooth-Kopfhörer")
    assert found.ok, found.text
    rows = found.result.content["messages"]
    assert tag in rows[0]["subject"], rows
    assert "no message has all of the words" in found.result.content["note"]
    assert call(runner, "mail_search", query="Wi-Fi").result.content == []


def test_a_chinese_word_is_found_inside_the_mails_chinese_text(  # type: ignore[no-untyped-def]
        servers, secrets, tmp_path) -> None:
    """Chinese is written without spaces, and the local copy's index keeps a run of Han
    characters as one word: "取车码" is found inside "取车时请出示取车码" of a mail that came
    through the real server, with the body's words around it."""
    tag = uuid.uuid4().hex[:8]
    servers.deliver("alice", note(f"您的预订已确认 {tag}",
                                  "您的小型车将于周五9:00起在机场柜台等候。取车时请出示取车码 "
                                  "RX-4471。", sender="DriveNow 租车 <desk@drivenow.example>"))
    set_password(account(servers), "alice-pw")
    runner, _ = tools(tmp_path, [account(servers)])
    rows = call(runner, "mail_search", query="取车码").result.content
    rows = rows["messages"] if isinstance(rows, dict) else rows
    mine = [r for r in rows if tag in r["subject"]]
    assert mine and "RX-4471" in mine[0]["snippet"], rows
    both = call(runner, "mail_search", query=f"取车码 {tag}").result.content
    assert [r["subject"] for r in (both["messages"] if isinstance(both, dict) else both)] \
        == [f"您的预订已确认 {tag}"]


@pytest.mark.parametrize("query", ["ungelesene Mails", "Hab ich ungelesene Mails?",
                                   "messages non lus", "correos sin leer",
                                   "未读邮件", "unread emails"])
def test_a_search_for_unread_mail_in_the_users_language_is_the_unread_flag(  # type: ignore[no-untyped-def]
        servers, secrets, tmp_path, query) -> None:
    """"Habe ich ungelesene Mails?" searched as the words "ungelesene Mails": no message says
    them; the unread flag was meant, in any shipped language (the lexicon's mail.unread), and
    the result says how it was read. Without the app's words, a connector reads none."""
    subject = f"Stand {abs(hash(query)) % 100000}"
    servers.deliver("bob", note(subject, "Der Stand der Dinge."))
    set_password(account(servers, user="bob"), "bob-pw")
    runner, _ = tools(tmp_path, [account(servers, user="bob")])
    found = call(runner, "mail_search", query=query)
    assert found.ok, found.text
    assert subject in [m["subject"] for m in found.result.content["messages"]]
    assert found.result.content["note"] == f"'{query}' was read as unread messages"
    mine = [m["id"] for m in found.result.content["messages"] if m["subject"] == subject]
    assert call(runner, "mail_mark", id=mine[0], flag="read").ok
    again = call(runner, "mail_search", query=query)
    assert subject not in [m["subject"] for m in again.result.content["messages"]]
    # a connector built without the app's words searches them as words (nothing says them)
    plain = ConnectorContext(tmp_path, (tmp_path,), {"mail": {"accounts": [
        account(servers, user="bob").to_settings()]}})
    bare = ToolRunner(ToolRegistry(build_tools(plain)), ScriptedConfirmer("approve"))
    assert call(bare, "mail_search", query=query).result.content == []


def test_the_common_words_of_every_language_do_not_count_in_a_search(  # type: ignore[no-untyped-def]
        servers, secrets, tmp_path) -> None:
    """"Rechnung von der Bank" as the words: no message has all of them; the ones with some
    come, but "von" and "der" tell no message apart (the lexicon's search.common), so a
    German note that has only those is not among them."""
    servers.deliver("bob", note("Rechnung 7731", "Ihre Rechnung über 80 EUR.",
                                sender="Bank <service@bank.example>"))
    servers.deliver("bob", note("Treffen morgen", "Wir sehen uns in der Stadt, Grüße von Jana."))
    set_password(account(servers, user="bob"), "bob-pw")
    runner, _ = tools(tmp_path, [account(servers, user="bob")])
    found = call(runner, "mail_search", query="Rechnung von der Bank")
    subjects = [m["subject"] for m in found.result.content["messages"]]
    assert subjects[0] == "Rechnung 7731" and "Treffen morgen" not in subjects, subjects
    assert "no message has all of the words" in found.result.content["note"]


@pytest.mark.parametrize("query", ["Lis-moi mon dernier e-mail", "Léeme el último correo",
                                   "what's the latest email", "最近一封邮件", "new"])
def test_a_search_none_of_whose_words_tells_messages_apart_shows_the_newest(  # type: ignore[no-untyped-def]
        servers, secrets, tmp_path, query) -> None:
    """A small model searches with the request itself ("Lis-moi mon dernier e-mail"): none of
    its words tells a message apart (the lexicon's search.common and search.request), so the
    newest messages come, at most NEWEST, read or not when none of them is unread, said,
    also when an older message has such a word ("new" is not "Old news"). A search with a
    word that tells them apart and matches nothing stays empty."""
    import email.utils
    from datetime import datetime, timedelta

    from connectors.mail.tools import NEWEST

    folder = f"Newest{abs(hash(query)) % 10000}"
    user = account(servers, user="bob")
    set_password(user, "bob-pw")
    now = datetime.now().astimezone()
    with MailClient(user, "bob-pw").imap() as imap:
        imap.create_folder(folder)
        when = email.utils.format_datetime(now - timedelta(days=9))
        imap.append(folder, f"Date: {when}\r\n".encode() + note("Old news", "Nothing new."),
                    flags=[b"\\Seen"])
        for age in range(7, 0, -1):  # the newest last, a day apart
            when = email.utils.format_datetime(now - timedelta(days=age))
            imap.append(folder, f"Date: {when}\r\n".encode() + note(f"Day {age}", "x"),
                        flags=[b"\\Seen"])
    runner, _ = tools(tmp_path, [user])
    found = call(runner, "mail_search", query=query, mailbox=folder, unread=True, limit=20)
    assert found.ok, found.text
    subjects = [m["subject"] for m in found.result.content["messages"]]
    assert subjects == [f"Day {age}" for age in range(1, NEWEST + 1)], subjects
    assert found.result.content["note"] == (f"no word of '{query}' tells messages apart; "
                                            "these are the newest, read or not")
    # "who emailed me last?" as query "last", sender "me", subject "email": none of them
    # tells messages apart, so none narrows the newest
    vague = call(runner, "mail_search", query="last", sender="me", subject="email",
                 mailbox=folder)
    assert [m["subject"] for m in vague.result.content["messages"]][:1] == ["Day 1"]
    # (a word no message has, in this folder nor in the inbox, which is searched next)
    assert call(runner, "mail_search", query="Zwiebelkuchenrezept",
                mailbox=folder).result.content == []
    assert call(runner, "mail_search", query="last", sender="quentin",  # a sender who is not
                mailbox=folder).result.content == []                     # there: still nothing
    # only a "since" that nothing is newer than (today's date copied for "最近一封邮件", the
    # latest): the newest before it, said
    later = (now + timedelta(days=1)).date().isoformat()
    latest = call(runner, "mail_search", since=later, mailbox=folder).result.content
    assert [m["subject"] for m in latest["messages"]] == [f"Day {age}"
                                                          for age in range(1, NEWEST + 1)]
    assert latest["note"] == f"nothing since {later}; these are the newest before it"


def _bobs_folder(servers, folder: str, *messages: bytes):  # type: ignore[no-untyped-def]
    """A new folder of bob's holding ``messages``, read (the servers are shared: each test
    deletes its folder afterwards); bob's account and the folder."""
    user = account(servers, user="bob")
    set_password(user, "bob-pw")
    with MailClient(user, "bob-pw").imap() as imap:
        imap.create_folder(folder)
        for message in messages:
            imap.append(folder, message, flags=[b"\\Seen"])
    return user, folder


@pytest.mark.parametrize("words", [{"query": "Mietvertrag"}, {"subject": "租约"},
                                   {"query": "contrato de alquiler", "unread": True}])
def test_a_search_from_someone_in_another_language_shows_what_they_wrote(  # type: ignore[no-untyped-def]
        servers, secrets, tmp_path, words) -> None:
    """"Hat Priya sich wegen des Mietvertrags gemeldet?" of a mail about the lease: the
    German words find nothing, but the person is the same in every language, so her newest
    messages come (with the start of each body, which has the answer), read or not when none
    is unread, and the result says so. Without a sender, or from someone who never wrote,
    such a search stays empty."""
    user, folder = _bobs_folder(servers, f"Lease{abs(hash(str(words))) % 10000}",
                                note("Re: the lease", "The landlord agreed to 1450 a month.",
                                     sender="Priya Shah <priya.shah@example.com>"),
                                note("Garden plan", "Roses on Saturday?",
                                     sender="Carol <carol@example.net>"))
    try:
        runner, _ = tools(tmp_path, [user])
        found = call(runner, "mail_search", sender="Priya", mailbox=folder, **words)
        assert found.ok, found.text
        rows = found.result.content["messages"]
        assert [m["subject"] for m in rows] == ["Re: the lease"], rows
        assert "1450" in rows[0]["snippet"]
        said = next(iter(value for key, value in words.items() if key != "unread"))
        assert found.result.content["note"].startswith(
            f"nothing from 'Priya' has the words '{said}'; these are the newest from them")
        assert found.result.content["note"].endswith("read or not") == ("unread" in words)
        assert call(runner, "mail_search", mailbox=folder,
                    **{k: v for k, v in words.items() if k != "unread"}).result.content == []
        assert call(runner, "mail_search", sender="Quentin", mailbox=folder,
                    **words).result.content == []
        # "Hat Priya": the German verb taken for part of the name, from whom nothing came;
        # one word of it means one person the mail knows, so it is her, said
        meant = call(runner, "mail_search", sender="Hat Priya", mailbox=folder, **words)
        assert [m["subject"] for m in meant.result.content["messages"]] == ["Re: the lease"]
        assert meant.result.content["note"].startswith(
            "'Hat Priya' was read as Priya Shah <priya.shah@example.com>")
        assert call(runner, "mail_search", sender="Hat Quentin", mailbox=folder,
                    **words).result.content == []
    finally:
        with MailClient(user, "bob-pw").imap() as imap:
            imap.delete_folder(folder)  # the servers are shared: no Priya for other tests


def test_a_person_the_mail_knows_called_by_name_is_what_a_request_names(  # type: ignore[no-untyped-def]
        servers, secrets, tmp_path) -> None:
    """route.known_names: "Olga回复我钢琴课的事了吗？" calls someone the user's mail knows
    by name, in a Chinese sentence; so does "did olga answer?" typed without capitals. The
    look-up reads the local copy's From/To headers only: a word of a subject or a body is
    no person, nor is a capitalised word nobody is called, nor a lower-case word in a
    request that has capitals ("Will it rain?" is not Will). A name written with no space
    around it ("王芳回复我了吗？") is found whole in the request."""
    user, folder = _bobs_folder(servers, f"Known{abs(hash(str(tmp_path))) % 10000}",
                                note("Piano lessons", "Lessons start in January, 45 EUR each.",
                                     sender="Olga Petrova <olga@music.example>"),
                                note("租约", "押金是两个月的房租。",
                                     sender="王芳 <fang@rent.example.cn>"),
                                note("优惠", "点击这里。", sender="帮我 <win@prize.example>"))
    try:
        runner, _ = tools(tmp_path, [user])
        assert call(runner, "mail_search", mailbox=folder).ok  # the folder's local copy
        search = runner.registry.get("mail_search")
        assert search.named_routes and search.named is not None
        for said, name in (("Olga回复我钢琴课的事了吗？", "Olga"),
                           ("did olga answer about the lessons?", "olga"),
                           ("what did petrova say?", ""),  # no capitals: first names only
                           ("Qu'a dit Petrova pour les cours ?", "Petrova"),
                           ("When do the Lessons start?", ""),  # a subject's word
                           ("What does January look like?", ""),  # a body's word
                           ("Did Quentin answer?", ""),  # nobody of that name
                           ("did the piano teacher answer, Olga?", "Olga"),
                           ("Has olga Written?", ""),  # capitals elsewhere: not a name
                           # a Chinese name has no word edges: found whole in the request
                           ("王芳回复我了吗？", "王芳"), ("王先生回复我了吗？", ""),
                           ("租约的事王芳怎么说", "王芳"),
                           # a sender who calls themself by a word of every other request
                           ("帮我设一个10分钟的计时器", "")):
            assert dict(search.named(said, ())) == ({"sender": name} if name else {}), said
        # what the look-up finds is what is read: her mail, with the start of its body
        found = call(runner, "mail_search", mailbox=folder, **search.named("Olga?", ()))
        assert "45 EUR" in found.result.content[0]["snippet"]
        found = call(runner, "mail_search", mailbox=folder, **search.named("王芳说了什么？", ()))
        assert "押金" in found.result.content[0]["snippet"]
    finally:
        with MailClient(user, "bob-pw").imap() as imap:
            imap.delete_folder(folder)


def test_the_search_says_what_its_mail_is_written_in_from_the_local_copy(  # type: ignore[no-untyped-def]
        servers, secrets, tmp_path) -> None:
    """calls.search_in_data_language tells the language of the mail from its newest
    messages' subjects and first words: from the local copy only (a mail not yet synced is
    not among them: the policy never waits on the server)."""
    from app.agent.language import languages_of

    tag = abs(hash(str(tmp_path))) % 100000
    user = account(servers, user="bob")
    set_password(user, "bob-pw")
    servers.deliver("bob", note(f"Visit confirmed {tag}", "Our plumber will come on Tuesday "
                                "at 10:30 to repair the kitchen sink.", sender="FixIt <jobs@fixit.example>"))
    try:
        runner, _ = tools(tmp_path, [user])
        assert call(runner, "mail_search", query="plumber").ok  # brings the local copy up
        search = runner.registry.get("mail_search")
        assert search.samples is not None
        samples = search.samples()
        assert f"Visit confirmed {tag}. Our plumber will come on Tuesday at 10:30 to repair " \
            "the kitchen sink." in samples
        assert languages_of([text for text in samples if str(tag) in text]) == ["en"]
        servers.deliver("bob", note(f"Not synced {tag}", "Not yet in the local copy."))
        assert not any(f"Not synced {tag}" in text for text in search.samples())
    finally:
        with MailClient(user, "bob-pw").imap() as imap:  # the servers are shared
            imap.select_folder("INBOX")
            uids = imap.search(["SUBJECT", str(tag)])
            if uids:
                imap.delete_messages(uids)
                imap.expunge()


def test_a_search_in_another_folder_that_finds_nothing_shows_the_inbox(  # type: ignore[no-untyped-def]
        servers, secrets, tmp_path) -> None:
    """"Archive the newsletter": the verb said, a small model searched Archive, where the
    newsletter is not yet. What matches in the inbox comes, said, with the inbox as its
    folder (the archiving then acts on it there)."""
    subject = f"Newsletter {abs(hash(str(tmp_path))) % 100000}"
    user, folder = _bobs_folder(servers, f"Archived{abs(hash(subject)) % 10000}")
    servers.deliver("bob", note(subject, "This week's news."))
    try:
        runner, _ = tools(tmp_path, [user])
        found = call(runner, "mail_search", query=subject, mailbox=folder)
        assert found.ok, found.text
        rows = found.result.content["messages"]
        assert [(m["subject"], m["folder"]) for m in rows] == [(subject, "INBOX")]
        assert found.result.content["note"] == (f"nothing in {folder} matched; these are "
                                                "from INBOX")
        assert call(runner, "mail_search", query="nothing like this here",
                    mailbox=folder).result.content == []
    finally:
        with MailClient(user, "bob-pw").imap() as imap:
            imap.delete_folder(folder)
            imap.select_folder("INBOX")
            imap.delete_messages(imap.search(["SUBJECT", subject]))
            imap.expunge()


def test_a_made_up_id_is_looked_up_and_the_real_message_is_proposed(  # type: ignore[no-untyped-def]
        servers, secrets, tmp_path) -> None:
    """"Forward the invoice email to bob": the model writes a made-up id first. It is refused
    unseen; the app searches with the request's words (without "forward"), the refusal
    carries what that found, and the forward of that message is what the user is asked
    about and what Bob gets. Real Dovecot and SMTP, the real mail tools, router and gate."""
    from app.agent.loop import Agent, AgentConfig
    from app.services import build_router
    from tests.agent.test_loop import call as written
    from tests.support.doubles import ScriptedBackend

    servers.deliver("alice", note("Invoice 2077", "120 EUR, due Friday.",
                                  sender="Billing <billing@shop.example>"))
    servers.deliver("alice", note("Lunch", "Saturday works?"))
    set_password(account(servers), "alice-pw")
    runner, confirmer = tools(tmp_path, [account(servers)])
    registry = runner.registry

    def forward_found(messages) -> str:  # type: ignore[no-untyped-def]
        refusal = json.loads(messages[-1]["content"].split("\n", 1)[1])  # after the mark
        found = refusal["found"]
        found = found["messages"] if isinstance(found, dict) else found
        [invoice] = [m["id"] for m in found if m["subject"] == "Invoice 2077"]  # the one meant
        return written("mail_forward", id=invoice, to=["bob@example.org"])

    backend = ScriptedBackend([written("mail_forward", id=12345, to=["bob@example.org"]),
                               forward_found])
    agent = Agent(backend, registry, runner, AgentConfig(), build_router(registry))
    history: list = []
    answer = agent.run(history, "Forward the invoice email to bob@example.org")
    lookup = [m for m in history if m.get("role") == "tool"][0]
    assert lookup["content"].startswith("[Untrusted content from email list")
    [asked] = confirmer.seen
    assert asked.tool == "mail_forward" and asked.arguments["id"] != 12345
    assert answer.startswith("Done"), answer
    bob = MailClient(account(servers, "bob"), "bob-pw")
    assert len(search_server(bob, subject="Invoice 2077")) == 1


def test_a_dead_server_is_a_clear_result(servers, secrets, tmp_path) -> None:  # type: ignore[no-untyped-def]
    set_password(account(servers), "alice-pw")
    runner, _ = tools(tmp_path, [account(servers)])
    servers.stop_dovecot()
    try:
        outcome = call(runner, "mail_search", query="x")
        assert outcome.status == "failed" and "Cannot connect" in outcome.text
    finally:
        servers.start_dovecot()
    assert call(runner, "mail_search", query="x").ok


def test_no_secret_reaches_settings_or_the_app_database(servers, secrets, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from app.store.db import Store

    store = Store(tmp_path / "app.sqlite3")
    acct = account(servers)
    store.set_setting("connectors", {"mail": {"accounts": [acct.to_settings()]}})
    set_password(acct, "alice-pw")
    dump = "\n".join(sqlite3.connect(tmp_path / "app.sqlite3").iterdump())
    assert "alice-pw" not in dump and "alice-pw" not in json.dumps(acct.to_settings())
    assert secrets.secrets[("BotPsy mail", "alice-work")] == "alice-pw"


def test_accounts_cli_add_test_list_remove(servers, secrets, capsys, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    import io

    from app.cli import main

    monkeypatch.setattr("connectors.mail.client.TIMEOUT", 3)
    base = ["accounts", "add", "mail", "work", "--email", "alice@example.org", "--imap-host",
            "127.0.0.1", "--imap-port", str(servers.imaps_port), "--smtp-host", "127.0.0.1",
            "--smtp-port", str(servers.smtp_port), "--smtp-security", "starttls",
            "--username", "alice", "--ca-file", str(servers.ca), "--password-stdin"]
    monkeypatch.setattr("sys.stdin", io.StringIO("alice-pw\n"))
    assert main(base) == 0, capsys.readouterr().err
    assert secrets.secrets[("BotPsy mail", "work")] == "alice-pw"
    assert main(["accounts", "list"]) == 0 and "alice@example.org" in capsys.readouterr().out
    assert main(["accounts", "test", "work"]) == 0
    assert main(["tools"]) == 0 and "mail_send" in capsys.readouterr().out
    assert main(["accounts", "remove", "work"]) == 0
    assert ("BotPsy mail", "work") not in secrets.secrets
    # a wrong password: the connection test fails and nothing is saved (done last: Dovecot
    # slows down logins from an address after a failure)
    monkeypatch.setattr("sys.stdin", io.StringIO("wrong\n"))
    assert main(base) == 1
    assert "imap login" in capsys.readouterr().err
    assert main(["accounts", "list"]) == 0 and "No accounts" in capsys.readouterr().out
    monkeypatch.setattr("sys.stdin", io.StringIO("x\n"))
    assert main(["accounts", "add", "mail", "bad", "--email", "nope", "--imap-host", "h",
                 "--smtp-host", "h", "--password-stdin"]) == 2
    assert "email: not an email address" in capsys.readouterr().err


def with_attachment(subject: str) -> bytes:
    message = EmailMessage()
    message["From"] = "Carol <carol@example.net>"
    message["To"] = "bob@example.org"
    message["Cc"] = "dave@example.org, bob@example.org"
    message["Subject"] = subject
    message["Message-ID"] = f"<{abs(hash(subject))}.att@example.net>"
    message.set_content("See the attached plan.")
    message.add_attachment(b"%PDF-1.4 plan", maintype="application", subtype="pdf",
                           filename="plan.pdf")
    return bytes(message)


def test_reply_forward_draft_and_save_attachment(servers, secrets, tmp_path) -> None:  # type: ignore[no-untyped-def]
    servers.deliver("bob", with_attachment("Garden plan"))
    set_password(account(servers, "bob"), "bob-pw")
    runner, confirmer = tools(tmp_path, [account(servers, "bob")])
    uid = call(runner, "mail_search", subject="Garden plan").result.content[0]["id"]

    reply = call(runner, "mail_reply", id=uid, body="Looks good.", reply_all=True)
    assert reply.ok
    shown = {f.label: f.value for f in confirmer.seen[-1].preview.fields}
    assert shown["To"] == "carol@example.net" and shown["Cc"] == "dave@example.org"
    assert shown["Subject"] == "Re: Garden plan"
    bob = MailClient(account(servers, "bob"), "bob-pw")
    [sent] = search_server(bob, folder="Sent", subject="Re: Garden plan")
    raw = bob.fetch_raw("Sent", sent.uid)
    assert b"In-Reply-To: <" in raw and b".att@example.net>" in raw

    forward = call(runner, "mail_forward", id=uid, to=["alice@example.org"], note="FYI")
    assert forward.ok
    alice = MailClient(account(servers), "alice-pw")
    [got] = search_server(alice, subject="Fwd: Garden plan")
    content = read_message(alice.fetch_raw("INBOX", got.uid))
    assert content["body"].startswith("FYI") and "See the attached plan." in content["body"]
    assert content["attachments"][0]["filename"] == "plan.pdf"

    assert call(runner, "mail_save_draft", to=["carol@example.net"], subject="Later",
                body="Draft text").ok
    assert [m.subject for m in search_server(bob, folder="Drafts", subject="Later")] == ["Later"]

    saved = call(runner, "mail_save_attachment", id=uid, filename="plan.pdf")
    assert saved.ok and (tmp_path / "plan.pdf").read_bytes() == b"%PDF-1.4 plan"
    again = call(runner, "mail_save_attachment", id=uid, filename="plan.pdf")
    assert again.status == "invalid" and "already exists" in again.text
    # a name off by its case or extension ("Plan.txt"), or the only attachment there is: that
    # one, shown in the dialog and said in the result
    (tmp_path / "plan.pdf").unlink()
    guessed = call(runner, "mail_save_attachment", id=uid, filename="Plan.txt")
    assert guessed.ok and "saved its 'plan.pdf'" in guessed.text, guessed.text
    shown = {f.label: f.value for f in confirmer.seen[-1].preview.fields}
    assert shown["Attachment"] == "plan.pdf" and "no attachment 'Plan.txt'" in shown["Note"]
    assert confirmer.seen[-1].summary == f"Save plan.pdf from email #{uid}"
    assert (tmp_path / "plan.pdf").read_bytes() == b"%PDF-1.4 plan"
    # a folder named as the file tools take it (a name inside an allowed folder); none outside
    (tmp_path / "Documents").mkdir()
    assert call(runner, "mail_save_attachment", id=uid, filename="plan.pdf",
                save_to="Documents").ok
    assert (tmp_path / "Documents" / "plan.pdf").read_bytes() == b"%PDF-1.4 plan"
    outside = call(runner, "mail_save_attachment", id=uid, filename="plan.pdf", save_to="/etc")
    assert outside.status == "invalid" and "Outside the folders" in outside.text
    assert not Path("/etc/plan.pdf").exists()
    two = with_attachment("Two files")
    message = email.message_from_bytes(two, policy=email.policy.default)
    message.add_attachment(b"sheet", maintype="application", subtype="octet-stream",
                           filename="budget.xlsx")
    servers.deliver("bob", bytes(message))
    both = call(runner, "mail_search", subject="Two files").result.content[0]["id"]
    missing = call(runner, "mail_save_attachment", id=both, filename="nope.txt")
    assert missing.status == "invalid" and "plan.pdf, budget.xlsx" in missing.text


def test_incremental_sync_flags_deletions_uidvalidity_and_offline_search(  # type: ignore[no-untyped-def]
        servers, secrets, tmp_path) -> None:
    from connectors.mail.cache import MailCache

    user = account(servers, "bob", name="bob-sync")
    set_password(user, "bob-pw")
    client = MailClient(user, "bob-pw")
    for index in range(5):
        servers.deliver("bob", note(f"Sync {index}", f"body number {index} with kiwi"))
    cache = MailCache(tmp_path / "mail-cache.sqlite3")
    with client.imap() as imap:
        imap.create_folder("Projects")
        first = cache.sync(user.name, imap, ["INBOX", "Projects"])
    assert first.new >= 5
    with client.imap() as imap:
        nothing = cache.sync(user.name, imap, ["INBOX", "Projects"])
    assert (nothing.new, nothing.removed, nothing.flag_updates) == (0, 0, 0)
    assert nothing.round_trips <= 3  # list + one SELECT per folder when nothing changed

    servers.deliver("bob", note("Sync late", "a late kiwi"))
    [kiwi] = [m for m in cache.search(user.name, "INBOX", text="kiwi", limit=100)
              if m["subject"] == "Sync 0"]
    client.mark("INBOX", kiwi["id"], "flagged", True)
    client.trash("INBOX", cache.search(user.name, "INBOX", subject="Sync 1")[0]["id"])
    with client.imap() as imap:
        report = cache.sync(user.name, imap, ["INBOX"])
    assert (report.new, report.removed, report.flag_updates) == (1, 1, 1)
    assert cache.search(user.name, "INBOX", flagged=True)[0]["subject"] == "Sync 0"
    assert not cache.search(user.name, "INBOX", subject="Sync 1")

    with client.imap() as imap:  # a new UIDVALIDITY (folder recreated) empties and refetches
        imap.append("Projects", note("Plan", "plan text"))
        cache.sync(user.name, imap, ["Projects"])
        imap.select_folder("INBOX")  # Dovecot drops a session whose selected folder goes
        imap.delete_folder("Projects")
        imap.create_folder("Projects")
        imap.append("Projects", note("Plan v2", "plan text"))
        report = cache.sync(user.name, imap, ["Projects"])
    assert report.resynced_folders == ("Projects",)
    assert [m["subject"] for m in cache.search(user.name, "Projects")] == ["Plan v2"]

    runner, _ = tools(tmp_path, [user])
    assert call(runner, "mail_search", query="kiwi").ok
    servers.stop_dovecot()
    try:
        offline = call(runner, "mail_search", query="late kiwi")
        assert offline.ok and "offline" in offline.summary
        [hit] = offline.result.content["messages"]
        assert hit["subject"] == "Sync late"
        body = call(runner, "mail_read", id=hit["id"])
        assert body.ok and "a late kiwi" in body.result.content["body"]
    finally:
        servers.start_dovecot()


def test_botpsy_sync_cli(servers, secrets, capsys) -> None:  # type: ignore[no-untyped-def]
    from app.cli import main
    from app.services import open_store

    user = account(servers, "alice", name="alice-cli")
    set_password(user, "alice-pw")
    open_store().set_setting("connectors", {"mail": {"accounts": [user.to_settings()]}})
    assert main(["sync"]) == 0
    assert capsys.readouterr().out.startswith("alice-cli: 5 folders")
    assert main(["sync", "nobody"]) == 1


def test_moves_and_flags_made_offline_are_replayed_when_the_server_is_back(  # type: ignore[no-untyped-def]
        servers, secrets, tmp_path) -> None:
    user = account(servers, "alice", name="alice-offline")
    set_password(user, "alice-pw")
    servers.deliver("alice", note("Offline flag", "x"))
    servers.deliver("alice", note("Offline move", "y"))
    runner, _ = tools(tmp_path, [user])
    found = {m["subject"]: m["id"] for m in call(runner, "mail_search",
                                                  query="").result.content}
    servers.stop_dovecot()
    try:
        flagged = call(runner, "mail_mark", id=found["Offline flag"], flag="flagged")
        moved = call(runner, "mail_move", id=found["Offline move"], to_mailbox="Archive")
        assert flagged.ok and moved.ok and "Queued" in flagged.summary
        offline = call(runner, "mail_search", flagged=True)
        assert [m["subject"] for m in offline.result.content["messages"]] == ["Offline flag"]
    finally:
        servers.start_dovecot()
    call(runner, "mail_search", query="")  # back online: the queue is replayed first
    client = MailClient(user, "alice-pw")
    assert [m.subject for m in search_server(client, flagged=True)] == ["Offline flag"]
    assert [m.subject for m in search_server(client, folder="Archive", subject="Offline move")] == [
        "Offline move"]


def test_a_server_restart_in_the_middle_of_a_sync(servers, secrets, tmp_path,  # type: ignore[no-untyped-def]
                                                  monkeypatch) -> None:
    from connectors.mail import cache as cache_module
    from connectors.mail.cache import MailCache
    from connectors.mail.errors import MailError

    user = account(servers, "bob", name="bob-restart")
    set_password(user, "bob-pw")
    with smtp_batch(servers) as deliver:
        for index in range(120):
            deliver("bob", note(f"Bulk {index}", f"bulk body {index}"))
    monkeypatch.setattr(cache_module, "BATCH", 40)
    cache = MailCache(tmp_path / "mail-cache.sqlite3")
    client = MailClient(user, "bob-pw")
    import socket

    try:
        with pytest.raises(MailError):
            with client.imap() as imap:
                real_fetch = imap.fetch
                calls = {"n": 0}

                def fetch(*args, **kwargs):  # type: ignore[no-untyped-def]
                    calls["n"] += 1
                    if calls["n"] == 3:  # the first batch is stored: the server restarts
                        servers.stop_dovecot()
                        imap._imap.sock.shutdown(socket.SHUT_RDWR)  # its connections drop
                    return real_fetch(*args, **kwargs)

                imap.fetch = fetch
                cache.sync(user.name, imap, ["INBOX"])
    finally:
        if not servers.processes:
            servers.start_dovecot()
    partial = len(cache.search(user.name, "INBOX", limit=1000))
    with client.imap() as imap:
        cache.sync(user.name, imap, ["INBOX"])
    with client.imap() as imap:
        imap.select_folder("INBOX", readonly=True)
        on_server = len(imap.search(["ALL"]))
    cached = cache.search(user.name, "INBOX", limit=10_000)
    assert 0 < partial < on_server
    assert len(cached) == on_server and len({m["id"] for m in cached}) == on_server


def test_a_huge_message_keeps_its_headers_and_is_read_in_part(servers, secrets, tmp_path) -> None:  # type: ignore[no-untyped-def]
    user = account(servers, "alice", name="alice-huge")
    set_password(user, "alice-pw")
    servers.deliver("alice", note("Huge one", "big line of text\n" * 200_000))  # ~3.4 MB
    runner, _ = tools(tmp_path, [user])
    [hit] = call(runner, "mail_search", subject="Huge one").result.content
    read = call(runner, "mail_read", id=hit["id"])
    assert read.ok and len(read.result.content["body"]) == 8000
    assert any("cut at" in note_ for note_ in read.result.content["notes"])


def smtp_batch(servers):  # type: ignore[no-untyped-def]
    """Deliver many messages over one LMTP session."""
    import contextlib
    import smtplib

    @contextlib.contextmanager
    def session():  # type: ignore[no-untyped-def]
        with smtplib.LMTP("127.0.0.1", servers.lmtp_port) as lmtp:
            yield lambda user, raw: lmtp.sendmail("sender@example.net",
                                                  [f"{user}@example.org"], raw)

    return session()


def test_several_accounts_are_chosen_by_name(servers, secrets, tmp_path) -> None:  # type: ignore[no-untyped-def]
    work, home = account(servers, "alice", name="work"), account(servers, "bob", name="home")
    set_password(work, "alice-pw")
    set_password(home, "bob-pw")
    servers.deliver("bob", note("Only for bob", "x"))
    runner, _ = tools(tmp_path, [work, home])
    schema = runner.registry.get("mail_search").parameters["properties"]["account"]
    assert schema["enum"] == ["work", "home"]
    assert call(runner, "mail_search", subject="Only for bob").result.content == []
    found = call(runner, "mail_search", subject="Only for bob", account="home").result.content
    assert [m["subject"] for m in found] == ["Only for bob"]
    wrong = call(runner, "mail_search", account="holiday")
    assert wrong.status == "invalid" and "home" in wrong.text
