"""Issue 14, item 5: invitations with real Radicale, Dovecot and SMTP.

Alice (a CalDAV account and a mail account) invites Bob: the event on her server names her as
organiser and Bob as attendee, and Bob's inbox gets an iMIP REQUEST. Bob answers from his own
BotPsy: the event lands in his calendar and Alice's inbox gets the REPLY. Alice's change and
her deletion reach Bob as an updated REQUEST and a CANCEL. Every iTIP body is checked with
icalendar against what RFC 5546 requires of its method."""

from __future__ import annotations

import email
import email.policy
from pathlib import Path
from typing import Any

import icalendar

from connectors import ConnectorContext
from connectors.calendars.tools import build_tools
from connectors.mail.account import set_password
from connectors.mail.client import MailClient
from tests.connectors.calendars.test_calendars import call, other_client, setup_account
from tests.connectors.mail.test_mail import account as mail_account
from tests.connectors.test_forgiving_tools import runner_of
from tests.support.mailserver import search_server

#: RFC 5546, 3.2: the properties each method must carry in its VEVENT
REQUIRED = {"REQUEST": {"ATTENDEE", "DTSTAMP", "DTSTART", "ORGANIZER", "SUMMARY", "UID"},
            "REPLY": {"ATTENDEE", "DTSTAMP", "ORGANIZER", "UID"},
            "CANCEL": {"ATTENDEE", "DTSTAMP", "ORGANIZER", "SEQUENCE", "UID"}}


def itip_in(client: MailClient, subject: str) -> tuple[str, icalendar.Calendar]:
    """The method and the calendar of the newest mail with this subject."""
    [found] = search_server(client, "INBOX", subject=subject, limit=1)
    raw = client.fetch_raw("INBOX", found.uid)
    message = email.message_from_bytes(raw, policy=email.policy.default)
    part = next(p for p in message.walk() if p.get_content_type() == "text/calendar")
    cal = icalendar.Calendar.from_ical(part.get_content())
    method = str(cal["METHOD"])
    assert part.get_param("method") == method  # the MIME parameter says the same (RFC 6047)
    event = next(iter(cal.walk("VEVENT")))
    assert REQUIRED[method] <= set(event.keys()), (method, sorted(event.keys()))
    return method, cal


def person(user: str, servers: Any) -> tuple[Any, MailClient]:
    mail = mail_account(servers, user=user)
    set_password(mail, f"{user}-pw")
    return mail, MailClient(mail, f"{user}-pw")


def test_an_invitation_goes_out_is_answered_changed_and_cancelled(
        radicale: str, mail_servers: Any, secrets: Any, tmp_path: Path) -> None:
    alice_mail, alice_inbox = person("alice", mail_servers)
    bob_mail, bob_inbox = person("bob", mail_servers)
    calendar = setup_account(radicale, make="Work")
    alice = ConnectorContext(tmp_path / "alice", (), {
        "calendars": {"accounts": [calendar.to_settings()], "time_zone": "Europe/Paris"},
        "mail": {"accounts": [alice_mail.to_settings()]}})
    bob = ConnectorContext(tmp_path / "bob", (), {
        "calendars": {"time_zone": "Europe/Paris"},
        "mail": {"accounts": [bob_mail.to_settings()]}})
    runner = runner_of(build_tools(alice))

    created = call(runner, "calendar_create_event", title="Planning", start="2026-12-03T10:00",
                   calendar=f"{calendar.name}/Work", attendees=["bob@example.org"])
    assert created.ok, created.text
    asked = runner.confirmer.seen[-1]
    fields = {f.label: f.value for f in asked.preview.fields}
    assert fields["Invited"] == "bob@example.org" and "alice@example.org" in fields["Mail"]
    assert asked.irreversible and not asked.allow_remember  # asked every time: mail goes out
    uid = created.result.content["uid"]
    on_server = other_client(radicale).calendar(name="Work").event_by_uid(uid)
    stored = on_server.icalendar_component
    assert "alice@example.org" in str(stored["ORGANIZER"])
    assert "bob@example.org" in str(stored["ATTENDEE"])
    method, request = itip_in(bob_inbox, "Invitation: Planning")
    assert method == "REQUEST" and str(next(iter(request.walk("VEVENT")))["UID"]) == uid
    assert not list(request.walk("VALARM"))

    # Bob reads it, answers from his BotPsy: in his calendar, and the REPLY reaches Alice
    from connectors.mail.tools import build_tools as mail_tools

    bob_runner = runner_of([*build_tools(bob), *mail_tools(bob)])
    found = call(bob_runner, "mail_search", subject="Invitation: Planning").result.content
    read = call(bob_runner, "mail_read", id=found[0]["id"])
    assert "calendar_answer_invitation" in read.result.content["invitation"]
    answered = call(bob_runner, "calendar_answer_invitation", id=found[0]["id"],
                    response="accept")
    assert answered.ok, answered.text
    listed = call(bob_runner, "calendar_list_events", start="2026-12-03").result.content
    items = listed["items"] if isinstance(listed, dict) else listed
    assert [e["title"] for e in items] == ["Planning"]
    method, reply = itip_in(alice_inbox, "Accepted: Planning")
    attendee = next(iter(reply.walk("VEVENT")))["ATTENDEE"]
    assert method == "REPLY" and attendee.params["PARTSTAT"] == "ACCEPTED"
    assert "bob@example.org" in str(attendee)

    # Alice moves it: Bob gets the update (SEQUENCE 1); she deletes it: a CANCEL (SEQUENCE 2)
    assert call(runner, "calendar_update_event", uid=uid, start="2026-12-03T11:00").ok
    method, update = itip_in(bob_inbox, "Updated invitation: Planning")
    event = next(iter(update.walk("VEVENT")))
    assert method == "REQUEST" and int(event["SEQUENCE"]) == 1
    assert event.decoded("DTSTART").hour == 11
    assert call(runner, "calendar_delete_event", uid=uid).ok
    method, cancel = itip_in(bob_inbox, "Cancelled: Planning")
    event = next(iter(cancel.walk("VEVENT")))
    assert method == "CANCEL" and str(event["STATUS"]) == "CANCELLED"
    assert int(event["SEQUENCE"]) == 2

    # Bob takes the cancelled event out through the cancellation
    found = call(bob_runner, "mail_search", subject="Cancelled: Planning").result.content
    assert call(bob_runner, "calendar_answer_invitation", id=found[0]["id"],
                response="decline").ok
    listed = call(bob_runner, "calendar_list_events", start="2026-12-03").result.content
    assert not (listed["items"] if isinstance(listed, dict) else listed)


def test_inviting_needs_a_mail_account_and_says_so(tmp_path: Path) -> None:
    context = ConnectorContext(tmp_path, (), {"calendars": {"time_zone": "Europe/Paris"}})
    runner = runner_of(build_tools(context))
    refused = call(runner, "calendar_create_event", title="Party", start="2026-12-05T20:00",
                   attendees=["ann@example.org"])
    assert not refused.ok and "add a mail account in Settings" in refused.text
    assert runner.confirmer.seen == []  # refused before the dialog
