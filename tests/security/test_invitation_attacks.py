"""Issue 26, items 1 and 2: an invitation acts only for its organiser (RFC 5546).

Someone who can mail the user, or who was ever invited by them, knows the UIDs of their events.
Each attack is a crafted iMIP mail delivered to a real Dovecot inbox and answered through the
real calendar tools: a CANCEL or REQUEST carrying the UID of the user's own event, a spoofed
organiser, an older version, an organiser that names the user. What must hold: the calendar is
changed only by the event's organiser, mailing from that address, with a newer version; the
dialog names the stored event that will change or go, who organises and who mailed; nothing
is mailed to people the attacker chose. A table drives the decision itself (itip.plan)."""

from __future__ import annotations

import os
import uuid
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from connectors import ConnectorContext
from connectors.calendars import itip
from connectors.calendars.errors import CalendarError
from connectors.calendars.tools import build_tools
from connectors.mail.account import set_password
from connectors.mail.client import MailClient
from connectors.mail.tools import build_tools as mail_tools
from tests.connectors.calendars.test_calendars import call, items, shown
from tests.connectors.mail.test_mail import account as mail_account
from tests.connectors.test_forgiving_tools import runner_of
from tests.support.mailserver import search_server

ME = "alice@example.org"
BOSS = "boss@example.net"
ATTACKER = "news@shop.example"


def vcalendar(method: str, uid: str, summary: str, start: str, organizer: str,
              attendees: tuple[str, ...] = (ME,), sequence: int = 0, extra: str = "") -> str:
    people = "".join(f"ATTENDEE;PARTSTAT=NEEDS-ACTION:mailto:{a}\r\n" for a in attendees)
    return ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Evil//EN\r\n"
            f"METHOD:{method}\r\nBEGIN:VEVENT\r\nUID:{uid}\r\nDTSTAMP:20261201T090000Z\r\n"
            f"DTSTART:{start}\r\nDURATION:PT1H\r\nSUMMARY:{summary}\r\n"
            f"ORGANIZER:mailto:{organizer}\r\n{people}SEQUENCE:{sequence}\r\n{extra}"
            "END:VEVENT\r\nEND:VCALENDAR\r\n")


# --- the decision, as a table ----------------------------------------------------------------

def stored(uid: str, organizer: str = BOSS, sequence: int = 1, title: str = "Budget review"
           ) -> str:
    return vcalendar("REQUEST", uid, title, "20261211T130000Z", organizer,
                     sequence=sequence).replace("METHOD:REQUEST\r\n", "")


def invitation(method: str = "REQUEST", organizer: str = BOSS, sequence: int = 2,
               uid: str = "u1") -> itip.Invitation:
    return itip.read_invitation(vcalendar(method, uid, "Anything", "20261211T020000Z",
                                          organizer, sequence=sequence))


PLANS = [
    # (what, invitation, sender, stored text, issued by BotPsy, action or refusal words)
    ("a new invitation from its organiser", invitation(), BOSS, None, False, "add"),
    ("a new invitation mailed by someone else", invitation(), ATTACKER, None, False, "add"),
    ("a newer version from the organiser", invitation(), BOSS, stored("u1"), False, "replace"),
    ("the same version again", invitation(sequence=1), BOSS, stored("u1"), False, "answer"),
    ("a cancellation from the organiser", invitation("CANCEL"), BOSS, stored("u1"), False,
     "delete"),
    ("a cancellation of something not held", invitation("CANCEL"), BOSS, None, False, "none"),
    ("a cancellation of an event BotPsy created", invitation("CANCEL"), BOSS,
     stored("u1", organizer=""), True, "is your own event"),
    ("a request for an event the user organises", invitation(), BOSS, stored("u1", ME),
     False, "is your own event"),
    ("a request by another organiser", invitation(organizer=ATTACKER), ATTACKER,
     stored("u1"), False, "organised by boss@example.net"),
    ("a cancellation by another organiser", invitation("CANCEL", ATTACKER), ATTACKER,
     stored("u1"), False, "organised by boss@example.net"),
    ("the right organiser, mailed by someone else", invitation(), ATTACKER, stored("u1"),
     False, "was sent by news@shop.example"),
    ("an event with no organiser", invitation(), BOSS, stored("u1", organizer=""), False,
     "organised by no one"),
    ("an older version", invitation(sequence=0), BOSS, stored("u1"), False, "older version"),
    ("an invitation naming the user as organiser", invitation(organizer=ME), ME, None, False,
     "names you as its organiser"),
    ("a task with the same UID", invitation(), BOSS,
     "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VTODO\r\nUID:u1\r\nSUMMARY:t\r\n"
     "END:VTODO\r\nEND:VCALENDAR\r\n", False, "not an event"),
]


@pytest.mark.parametrize(("what", "incoming", "sender", "held", "issued", "expected"), PLANS,
                         ids=[row[0] for row in PLANS])
def test_what_an_invitation_may_do(what: str, incoming: itip.Invitation, sender: str,
                                   held: str | None, issued: bool, expected: str) -> None:
    if expected in ("add", "replace", "answer", "delete", "none"):
        plan = itip.plan(incoming, sender, ME, held, issued)
        assert plan.action == expected, what
        assert bool(plan.warning) == (sender != incoming.organizer), plan.warning
    else:
        with pytest.raises(CalendarError, match=expected):
            itip.plan(incoming, sender, ME, held, issued)


def test_the_sender_is_the_one_address_in_from() -> None:
    assert itip.sender_of(b"From: Boss <Boss@Example.NET>\r\n\r\nx") == BOSS
    assert itip.sender_of(b"From: a@x.example, b@y.example\r\n\r\nx") == ""
    assert itip.sender_of(b"Subject: none\r\n\r\nx") == ""


# --- the attacks, through real Dovecot and the calendar tools -------------------------------

class Inbox:
    """Alice's BotPsy (mail + local calendar) and a way to mail her crafted invitations."""

    def __init__(self, servers: Any, data: Path) -> None:
        self.servers = servers
        mail = mail_account(servers, user="alice")
        set_password(mail, "alice-pw")
        self.client = MailClient(mail, "alice-pw")
        self.context = context = ConnectorContext(data, (), {
            "calendars": {"time_zone": "Europe/Paris"},
            "mail": {"accounts": [mail.to_settings()]}})
        self.runner = runner_of([*build_tools(context), *mail_tools(context)])

    def mail(self, sender: str, method: str, uid: str, summary: str, start: str,
             organizer: str, sequence: int = 0, attendees: tuple[str, ...] = (ME,)) -> int:
        """Deliver an iMIP mail; its id in the inbox."""
        marker = uuid.uuid4().hex[:8]
        message = itip.imip(sender, [ME], f"{summary} {marker}", "See the invitation.",
                            vcalendar(method, uid, summary, start, organizer, attendees,
                                      sequence), method)
        self.servers.deliver("alice", bytes(message))
        [found] = search_server(self.client, "INBOX", subject=marker, limit=1)
        return int(found.uid)

    def answer(self, id: int, response: str = "accept") -> Any:
        return call(self.runner, "calendar_answer_invitation", id=id, response=response)

    def events(self) -> dict[str, str]:
        listed = items(call(self.runner, "calendar_list_events", start="2026-12-08",
                            end="2026-12-20"))
        return {e["title"]: e["start"] for e in listed}

    def asked(self) -> int:
        return len(self.runner.confirmer.seen)


def sent_to(servers: Any, address: str) -> int:
    log = servers.root / "smtp-accepted.log"
    return sum(address in line for line in log.read_text().splitlines()) if log.exists() else 0


def test_a_cancel_for_the_users_own_event_deletes_nothing(mail_servers: Any, secrets: Any,
                                                          tmp_path: Path) -> None:
    alice = Inbox(mail_servers, tmp_path)
    made = call(alice.runner, "calendar_create_event", title="Board meeting",
                start="2026-12-10T09:00")
    uid = made.result.content["uid"]
    seen = alice.asked()
    id = alice.mail(ATTACKER, "CANCEL", uid, "Weekly newsletter webinar", "20261210T080000Z",
                    ATTACKER, sequence=5)
    refused = alice.answer(id, "decline")
    assert not refused.ok and "is your own event" in refused.text
    assert alice.asked() == seen  # refused before any dialog
    # the same with the organiser spoofed as the user's own address
    id = alice.mail(ATTACKER, "CANCEL", uid, "Webinar", "20261210T080000Z", ME, sequence=5)
    assert not alice.answer(id, "decline").ok
    assert "Board meeting" in alice.events()


def test_a_request_for_someone_elses_event_is_refused_unless_its_organiser_sends_it(
        mail_servers: Any, secrets: Any, tmp_path: Path) -> None:
    alice = Inbox(mail_servers, tmp_path)
    uid = f"{uuid.uuid4()}@boss"
    first = alice.mail(BOSS, "REQUEST", uid, "Budget review", "20261211T130000Z", BOSS)
    assert alice.answer(first).ok  # a real invitation from the boss, accepted
    before = alice.events()["Budget review"]

    # the attacker re-uses the UID: as organiser, or spoofing the boss from their own address
    for sender, organizer in ((ATTACKER, ATTACKER), (ATTACKER, BOSS)):
        id = alice.mail(sender, "REQUEST", uid, "Budget review", "20261211T020000Z",
                        organizer, sequence=7, attendees=(ME, "mallory@evil.example"))
        refused = alice.answer(id)
        assert not refused.ok and "left alone" in refused.text, refused.text
        id = alice.mail(sender, "CANCEL", uid, "Budget review", "20261211T130000Z",
                        organizer, sequence=7)
        assert not alice.answer(id, "decline").ok
    assert alice.events()["Budget review"] == before

    # the boss's own update: the dialog names the event it replaces and when it was
    id = alice.mail(BOSS, "REQUEST", uid, "Budget review (moved)", "20261211T150000Z", BOSS,
                    sequence=1)
    moved = alice.answer(id)
    assert moved.ok, moved.text
    fields = shown(alice.runner.confirmer)
    assert fields["Calendar"].startswith("Replaces your event 'Budget review', Friday 11 "
                                         "December 2026, 14:00")
    assert fields["Organiser (from the invitation)"] == BOSS and fields["Sent by"] == BOSS
    assert "Warning" not in fields
    assert "Budget review (moved)" in alice.events()
    # an older version, even from the boss, changes nothing
    id = alice.mail(BOSS, "REQUEST", uid, "Budget review", "20261211T130000Z", BOSS)
    assert "older version" in alice.answer(id).text
    # the boss's cancellation: the dialog says which event goes
    id = alice.mail(BOSS, "CANCEL", uid, "Budget review", "20261211T150000Z", BOSS, sequence=2)
    assert alice.answer(id, "decline").ok
    assert shown(alice.runner.confirmer)["Action"].startswith(
        "Deletes your event 'Budget review (moved)', Friday 11 December 2026, 16:00")
    assert "Budget review (moved)" not in alice.events()


def test_an_invitation_mailed_by_someone_else_says_so_and_names_what_goes_out(
        mail_servers: Any, secrets: Any, tmp_path: Path) -> None:
    alice = Inbox(mail_servers, tmp_path)
    id = alice.mail(ATTACKER, "REQUEST", f"{uuid.uuid4()}@x", "I resign effective today",
                    "20261214T090000Z", "hr@bigcorp.example")
    assert alice.answer(id).ok
    fields = shown(alice.runner.confirmer)
    assert fields["Organiser (from the invitation)"] == "hr@bigcorp.example"
    assert fields["Sent by"] == ATTACKER
    assert "news@shop.example" in fields["Warning"] and "hr@bigcorp.example" in fields["Warning"]
    assert fields["Mail"].startswith("'Accepted: I resign effective today' goes out by mail "
                                     f"from {ME} to hr@bigcorp.example")


def test_an_invitation_carries_one_event_and_none_of_its_reminders(
        mail_servers: Any, secrets: Any, tmp_path: Path) -> None:
    """Found while attacking (issue 26): an invitation's second VEVENT, with another UID (one
    of the user's own), rode into the calendar unseen beside the one the dialog named; and the
    organiser's VALARM rang on the user's machine with the organiser's text."""
    alice = Inbox(mail_servers, tmp_path)
    own = call(alice.runner, "calendar_create_event", title="Board meeting",
               start="2026-12-10T09:00").result.content["uid"]
    smuggled = vcalendar("REQUEST", f"{uuid.uuid4()}@x", "Coffee", "20261216T090000Z", BOSS)
    second = ("BEGIN:VEVENT\r\nUID:" + own + "\r\nDTSTAMP:20261201T090000Z\r\n"
              "DTSTART:20261210T020000Z\r\nSUMMARY:Board meeting (moved to 3am)\r\n"
              "END:VEVENT\r\n")
    message = itip.imip(BOSS, [ME], "Coffee x2", "Coffee?",
                        smuggled.replace("END:VCALENDAR", second + "END:VCALENDAR"), "REQUEST")
    alice.servers.deliver("alice", bytes(message))
    [found] = search_server(alice.client, "INBOX", subject="Coffee x2", limit=1)
    refused = alice.answer(int(found.uid))
    assert not refused.ok and "more than one event" in refused.text
    assert alice.events()["Board meeting"].startswith("2026-12-10T09:00")

    alarmed = vcalendar("REQUEST", f"{uuid.uuid4()}@x", "Tea", "20261217T090000Z", BOSS,
                        extra="BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT5M\r\n"
                              "DESCRIPTION:Call +1-900-EVIL now\r\nEND:VALARM\r\n")
    message = itip.imip(BOSS, [ME], "Tea time", "Tea?", alarmed, "REQUEST")
    alice.servers.deliver("alice", bytes(message))
    [found] = search_server(alice.client, "INBOX", subject="Tea time", limit=1)
    assert alice.answer(int(found.uid)).ok
    from connectors.calendars.tools import open_calendars

    calendars = open_calendars(alice.context)
    tea = alarmed.split("UID:")[1].split("\r\n")[0]
    assert "VALARM" not in calendars.find(tea)[1].text


def test_an_organiser_naming_the_user_never_makes_the_event_theirs(
        mail_servers: Any, secrets: Any, tmp_path: Path) -> None:
    alice = Inbox(mail_servers, tmp_path)
    victim = f"victim-{uuid.uuid4().hex[:6]}@elsewhere.example"
    uid = f"{uuid.uuid4()}@x"
    id = alice.mail(ATTACKER, "REQUEST", uid, "Lunch", "20261215T110000Z", ME,
                    attendees=(ME, victim))
    refused = alice.answer(id)
    assert not refused.ok and "names you as its organiser" in refused.text
    # the same event already in the calendar (from an older BotPsy, or a sync): deleting it
    # mails no CANCEL to the attendees it names, for BotPsy did not create it
    from connectors.calendars.tools import open_calendars

    calendars = open_calendars(alice.context)
    text = vcalendar("REQUEST", uid, "Lunch", "20261215T110000Z", ME,
                     (ME, victim)).replace("METHOD:REQUEST\r\n", "")
    calendars.create(calendars.default_calendar("VEVENT"), text)
    deleted = call(alice.runner, "calendar_delete_event", uid=uid)
    assert deleted.ok and "cancellation" not in deleted.result.content
    assert "Invited" not in shown(alice.runner.confirmer)
    assert sent_to(mail_servers, victim) == 0


# --- fuzzing: the decision and the parser (hypothesis) ----------------------------------------

PEOPLE = st.sampled_from([ME, "Alice@Example.ORG", BOSS, ATTACKER, ""])
FUZZ = settings(max_examples=int(os.environ.get("BOTPSY_FUZZ_EXAMPLES", "150")), deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])


@FUZZ
@given(st.sampled_from(["REQUEST", "CANCEL"]), PEOPLE.filter(bool), PEOPLE,
       st.integers(0, 3), st.one_of(st.none(), PEOPLE), st.integers(0, 3), st.booleans())
def test_only_the_organiser_ever_touches_a_held_event(
        method: str, organizer: str, sender: str, sequence: int, held_by: str | None,
        held_sequence: int, issued: bool) -> None:
    incoming = invitation(method, organizer, sequence)
    held = None if held_by is None else stored("u1", held_by, held_sequence)
    try:
        plan = itip.plan(incoming, sender, ME, held, issued)
    except CalendarError:
        return
    if plan.action in ("replace", "answer", "delete"):
        assert held_by is not None and not issued
        assert held_by.lower() == organizer.lower() == sender.lower() != ME
        assert sequence >= held_sequence
        assert (plan.action == "replace") == (method == "REQUEST" and sequence > held_sequence)
    else:
        assert held is None and organizer.lower() != ME


LINES = ["BEGIN:VCALENDAR", "END:VCALENDAR", "BEGIN:VEVENT", "END:VEVENT", "METHOD:REQUEST",
         "METHOD:CANCEL", "METHOD:REPLY", "UID:u1", "UID:", "DTSTART:20261211T130000Z",
         "DTSTART:2026", "DTSTART;VALUE=DATE:20261211", "DURATION:PT1H", "DURATION:-P1X",
         "SEQUENCE:2", "SEQUENCE:abc", "SEQUENCE:-99999999999999999999", f"ORGANIZER:{BOSS}",
         "ORGANIZER:mailto:", "ATTENDEE:mailto:" + ME, "ATTENDEE", "SUMMARY:\u202eevil",
         "BEGIN:VTODO", "END:VTODO", "RECURRENCE-ID:20261211T130000Z"]


@FUZZ
@given(st.lists(st.one_of(st.sampled_from(LINES), st.text(max_size=12)), max_size=14),
       st.sampled_from([None, "stored"]))
def test_a_crafted_invitation_is_read_or_refused_clearly(lines: list[str],
                                                         held: str | None) -> None:
    try:
        incoming = itip.read_invitation("\r\n".join(lines) + "\r\n")
        itip.plan(incoming, BOSS, ME, stored(incoming.uid) if held else None, False)
    except CalendarError as err:
        assert str(err)


HOSTILE = st.sampled_from(["Board meeting", "\u202eevil\u202c", "# Heading <b>x</b>",
                           "a\\nb", "x" * 300, "Budget review", "🎉", ""])


@settings(max_examples=int(os.environ.get("BOTPSY_FUZZ_EXAMPLES", "150")) // 10 + 3,
          deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                HealthCheck.too_slow])
@given(st.sampled_from(["REQUEST", "CANCEL"]), st.sampled_from([BOSS, ATTACKER, ME]),
       st.sampled_from([BOSS, ATTACKER, "Boss <boss@example.net>, x@y.example"]),
       HOSTILE, st.integers(0, 9), st.sampled_from(["accept", "decline", "tentative"]))
def test_the_invitation_flow_with_crafted_mail(mail_servers: Any, secrets: Any,
                                               tmp_path_factory: pytest.TempPathFactory,
                                               method: str, organizer: str, sender: str,
                                               summary: str, sequence: int,
                                               response: str) -> None:
    """A crafted mail for the UID of a held event, through real Dovecot: the held event
    changes only when its organiser mailed a newer version; the call never fails but clearly."""
    alice = Inbox(mail_servers, tmp_path_factory.mktemp("flow"))
    uid = f"{uuid.uuid4()}@boss"
    assert alice.answer(alice.mail(BOSS, "REQUEST", uid, "Held", "20261211T130000Z", BOSS,
                                   sequence=3)).ok
    before = alice.events()
    id = alice.mail(sender, method, uid, summary, "20261212T130000Z", organizer, sequence)
    outcome = alice.answer(id, response)
    from_boss = sender == BOSS and organizer == BOSS
    if not outcome.ok:
        assert "left alone" in outcome.text or "not an invitation" in outcome.text
    if not from_boss or sequence < 3:
        assert not outcome.ok and alice.events() == before


def test_an_event_title_with_a_line_break_cannot_reach_a_mail_header() -> None:
    """A crafted invitation's title ("a\\nb" in iCalendar is a real line break) answered by
    mail: the subject is one line (no header injection, and no crash)."""
    message = itip.imip("me@example.org", ["boss@example.net"],
                        "Accepted: a\nBcc: victim@example.com\r\nX: y", "body",
                        "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", "REPLY")
    raw = bytes(message)
    assert b"\nBcc:" not in raw and b"\nX: y" not in raw
    assert message["Subject"] == "Accepted: a Bcc: victim@example.com X: y"
