"""Invitations: iTIP messages (RFC 5546) and the mail that carries them (iMIP, RFC 6047).

The organiser's REQUEST (a new or changed event) and CANCEL go to the attendees; an attendee's
REPLY (accepted, declined, tentative) goes back to the organiser. Each is a VCALENDAR with a
METHOD, sent as a ``text/calendar; method=…`` part beside a plain-text description. Pure
functions on text, like ical.py; the sending is the calendar tools' (through the mail
account, behind the SEND gate).
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from email.message import EmailMessage
from typing import Any

import icalendar

from connectors.base import one_line, tr
from connectors.calendars import ical
from connectors.calendars.errors import CalendarError

RESPONSES = {"accept": "ACCEPTED", "decline": "DECLINED", "tentative": "TENTATIVE"}
# what an attendee's answer looks like to the organiser, in the mail's subject
ANSWER_WORDS = {"ACCEPTED": "Accepted", "DECLINED": "Declined", "TENTATIVE": "Tentative"}


def _address(value: Any) -> str:
    return str(value or "").removeprefix("mailto:").removeprefix("MAILTO:").strip().lower()


def _events(cal: icalendar.Calendar) -> list[icalendar.cal.Component]:
    return [c for c in cal.walk("VEVENT")]


def with_people(text: str, organizer: str, attendees: Sequence[str]) -> str:
    """The event with the user as ORGANIZER and these ATTENDEEs (waiting for their answer)."""
    cal = ical.parse(text)
    for event in _events(cal):
        for key in ("organizer", "attendee"):
            if key in event:
                del event[key]
        event.add("organizer", f"mailto:{organizer}")
        for person in attendees:
            event.add("attendee", f"mailto:{person}", parameters={
                "ROLE": "REQ-PARTICIPANT", "PARTSTAT": "NEEDS-ACTION", "RSVP": "TRUE"})
        if "sequence" not in event:
            event.add("sequence", 0)
    return ical.serialize(cal)


def organizer_of(text: str) -> str:
    """The organiser's address ("" for an event without one: no one to invite)."""
    main = ical.main_component(ical.parse(text))
    return _address(main.get("organizer"))


def attendees_of(text: str) -> list[str]:
    """The attendees' addresses (not the organiser)."""
    main = ical.main_component(ical.parse(text))
    value = main.get("attendee")
    items = value if isinstance(value, list) else [value] if value else []
    return [_address(item) for item in items]


def _message(cal: icalendar.Calendar, method: str) -> str:
    out = icalendar.Calendar()
    out.add("prodid", ical.PRODID)
    out.add("version", "2.0")
    out.add("method", method)
    for component in cal.subcomponents:
        if component.name == "VTIMEZONE":
            out.add_component(copy.deepcopy(component))
    return out  # type: ignore[return-value]  # filled by the callers below


def request(text: str) -> str:
    """METHOD:REQUEST: the whole event (series and overrides) for the attendees, without the
    organiser's own reminders (an alarm is personal)."""
    cal = ical.parse(text)
    out: Any = _message(cal, "REQUEST")
    for event in _events(cal):
        copied = copy.deepcopy(event)
        copied.subcomponents = [c for c in copied.subcomponents if c.name != "VALARM"]
        out.add_component(copied)
    return ical.serialize(out)


def cancel(text: str) -> str:
    """METHOD:CANCEL for the whole event: STATUS:CANCELLED, SEQUENCE one higher."""
    cal = ical.parse(text)
    main = ical.main_component(cal)
    out: Any = _message(cal, "CANCEL")
    event = icalendar.Event()
    for key in ("uid", "organizer", "dtstart", "summary"):
        if main.get(key) is not None:
            event.add(key, main.get(key))
    for person in main.get("attendee") or []:
        event.add("attendee", person)
    if isinstance(main.get("attendee"), str):
        event.add("attendee", main.get("attendee"))
    event.add("dtstamp", datetime.now(UTC).replace(microsecond=0))
    event.add("sequence", int(main.get("sequence", 0)) + 1)
    event.add("status", "CANCELLED")
    out.add_component(event)
    return ical.serialize(out)


@dataclass(frozen=True)
class Invitation:
    """What an incoming iTIP message says."""

    method: str
    uid: str
    summary: str
    start: date | datetime
    end: date | datetime
    organizer: str
    attendees: tuple[str, ...]
    sequence: int
    text: str  # the VCALENDAR as received

    def describe(self, zone: Any) -> dict[str, Any]:
        """For the model and the dialog."""
        return {"invitation": self.method.lower(), "title": self.summary,
                "start": ical._show(self.start, zone), "end": ical._show(self.end, zone),
                "organizer": self.organizer, "attendees": list(self.attendees)}


def read_invitation(text: str) -> Invitation:
    """Parse an incoming iTIP VCALENDAR (refused clearly when it is not one)."""
    cal = ical.parse(text)
    method = str(cal.get("method") or "").upper()
    if method not in ("REQUEST", "CANCEL", "REPLY"):
        raise CalendarError(tr("This calendar attachment is not an invitation (it has no "
                               "REQUEST, CANCEL or REPLY method)."))
    main = ical.main_component(cal)
    if main.get("dtstart") is None or not main.get("uid"):
        raise CalendarError(tr("This invitation has no start time or no UID; it cannot be "
                               "used."))
    if {str(c.get("uid") or "") for c in cal.walk() if c.name in ("VEVENT", "VTODO",
                                                                 "VJOURNAL")} != {str(main["uid"])}:
        # RFC 5546 3.2: one iTIP message is about one event. A second UID would ride along
        # into the calendar unseen (or carry the UID of one of the user's own events).
        raise CalendarError(tr("This invitation carries more than one event; it cannot be "
                               "used."))
    value = main.get("attendee")
    people = value if isinstance(value, list) else [value] if value else []
    return Invitation(method, str(main.get("uid")), str(main.get("summary") or ""),
                      main.get("dtstart").dt, ical.component_end(main),
                      _address(main.get("organizer")), tuple(_address(p) for p in people),
                      int(main.get("sequence", 0)), text)


@dataclass(frozen=True)
class Plan:
    """What an incoming invitation will do to the user's calendar, decided before the dialog
    asks (RFC 5546, 3.2.2 and 3.2.5: only the organiser updates or cancels an event).

    ``action`` is "add" (a new event), "replace" (a newer version of an event the user holds),
    "answer" (the version the user holds: only their answer changes), "delete" (a cancelled
    event the user holds) or "none" (a cancellation of something not in the calendar)."""

    action: str
    stored: Any = None  # the stored event's main VEVENT, when there is one
    warning: str = ""  # said in the dialog: the mail's sender is not the organiser


def sender_of(raw: bytes) -> str:
    """The one address in a mail's From ("" when there is none, or more than one)."""
    import email
    import email.policy
    import email.utils

    parsed = email.message_from_bytes(raw, policy=email.policy.compat32)
    found = email.utils.getaddresses([str(v) for v in parsed.get_all("From") or []])
    addresses = {address.strip().lower() for _name, address in found if "@" in address}
    return addresses.pop() if len(addresses) == 1 else ""


def plan(invitation: Invitation, sender: str, mine: str, stored_text: str | None,
         issued: bool) -> Plan:
    """Decide what ``invitation`` (mailed by ``sender`` to the user ``mine``) may do to the
    stored event with its UID (``issued``: BotPsy created that UID for the user). Raises
    CalendarError, saying why, for what it may not do:

    - an invitation that names the user as organiser, or touches an event the user created
      or organises (those change only by the user's own hand);
    - a change or cancellation whose organiser is not the stored event's organiser, or that
      was not mailed by that organiser;
    - an older version than the one stored."""
    organizer, sender, mine = invitation.organizer, sender.lower(), mine.strip().lower()
    if not organizer:
        raise CalendarError(tr("This invitation names no organiser; it cannot be answered."))
    if organizer == mine:
        raise CalendarError(tr("This invitation names you as its organiser, but you did not "
                               "send it; it was left alone."))
    stored = None
    if stored_text is not None:
        try:
            stored = next(c for c in ical.parse(stored_text).subcomponents
                          if c.name == "VEVENT" and c.get("recurrence-id") is None)
        except StopIteration:
            raise CalendarError(tr("Something in your calendar that is not an event already "
                                   "has this invitation's UID; it was left alone.")) from None
    if stored is None:
        if invitation.method == "CANCEL":
            return Plan("none")
        who = sender or "an unknown sender"
        warning = "" if sender == organizer else (
            f"This mail was sent by {who}, but the invitation names "
            f"{organizer} as its organiser: your answer goes to {organizer}.")
        return Plan("add", warning=warning)
    title = str(stored.get("summary") or "")
    held_by = _address(stored.get("organizer"))
    if issued or held_by == mine:
        raise CalendarError(tr("'{title}' is your own event: an invitation from someone "
                               "else cannot change or cancel it. It was left alone.",
                               title=title))
    if held_by != organizer:
        raise CalendarError(tr("Your event '{title}' is organised by {holder}, not by "
                               "{organizer}, who sent this invitation; it was left alone.",
                               title=title, holder=held_by or tr("no one"),
                               organizer=organizer))
    if sender != organizer:
        raise CalendarError(tr("This mail about '{title}' was sent by {sender}, not by its "
                               "organiser {organizer}; it was left alone.", title=title,
                               sender=sender or tr("an unknown sender"), organizer=organizer))
    held = int(stored.get("sequence", 0))
    if invitation.sequence < held:
        raise CalendarError(tr("This is an older version of '{title}' than the one in your "
                               "calendar; it was left alone.", title=title))
    if invitation.method == "CANCEL":
        return Plan("delete", stored)
    return Plan("replace" if invitation.sequence > held else "answer", stored)


def answered_stored(stored_text: str, attendee: str, partstat: str) -> str:
    """The stored event as it is, with only the user's answer set (the same version again)."""
    cal = ical.parse(stored_text)
    for event in cal.walk("VEVENT"):
        _set_partstat(event, attendee, partstat)
    return ical.serialize(cal)


def answered(invitation: Invitation, attendee: str, partstat: str) -> str:
    """The invitation's event as the attendee keeps it: METHOD removed, their PARTSTAT set."""
    cal = ical.parse(invitation.text)
    keep = icalendar.Calendar()
    keep.add("prodid", ical.PRODID)
    keep.add("version", "2.0")
    for component in cal.subcomponents:
        if component.name in ("VTIMEZONE", "VEVENT"):
            copied = copy.deepcopy(component)
            if copied.name == "VEVENT":
                _set_partstat(copied, attendee, partstat)
                # the organiser's reminders are not the user's: none of theirs rings here
                copied.subcomponents = [c for c in copied.subcomponents if c.name != "VALARM"]
            keep.add_component(copied)
    return ical.serialize(keep)


def _set_partstat(event: icalendar.cal.Component, attendee: str, partstat: str) -> None:
    value = event.get("attendee")
    people = value if isinstance(value, list) else [value] if value else []
    kept = []
    found = False
    for person in people:
        if _address(person) == attendee.lower():
            found = True
            person = icalendar.vCalAddress(f"mailto:{attendee}")
            person.params["PARTSTAT"] = partstat
        kept.append(person)
    if not found:
        person = icalendar.vCalAddress(f"mailto:{attendee}")
        person.params["PARTSTAT"] = partstat
        kept.append(person)
    del event["attendee"]
    for person in kept:
        event.add("attendee", person)


def reply(invitation: Invitation, attendee: str, partstat: str) -> str:
    """METHOD:REPLY from ``attendee`` to the organiser (RFC 5546 3.2.3: ATTENDEE, DTSTAMP,
    ORGANIZER, UID, SEQUENCE; DTSTART and SUMMARY for the organiser's client to show)."""
    cal = ical.parse(invitation.text)
    main = ical.main_component(cal)
    out: Any = _message(cal, "REPLY")
    event = icalendar.Event()
    event.add("uid", invitation.uid)
    event.add("dtstamp", datetime.now(UTC).replace(microsecond=0))
    event.add("organizer", main.get("organizer"))
    person = icalendar.vCalAddress(f"mailto:{attendee}")
    person.params["PARTSTAT"] = partstat
    event.add("attendee", person)
    event.add("sequence", invitation.sequence)
    event.add("dtstart", main.get("dtstart"))
    if main.get("summary"):
        event.add("summary", main.get("summary"))
    out.add_component(event)
    return ical.serialize(out)


def imip(sender: str, to: Sequence[str], subject: str, body: str, itip_text: str,
         method: str) -> EmailMessage:
    """The mail that carries an iTIP message: text for people, text/calendar for programs."""
    message = EmailMessage()
    message["From"] = sender
    message["To"] = ", ".join(to)
    message["Subject"] = one_line(subject, 2000)  # an event title may hold line breaks
    message.set_content(body)
    message.add_alternative(itip_text, subtype="calendar", params={"method": method},
                            cte="quoted-printable")
    return message


def calendar_part(raw: bytes) -> str | None:
    """The text/calendar part of a mail, if it has one."""
    import email
    import email.policy

    parsed = email.message_from_bytes(raw, policy=email.policy.default)
    for part in parsed.walk():
        if part.get_content_type() == "text/calendar":
            try:
                return str(part.get_content())
            except (LookupError, ValueError):
                payload = part.get_payload(decode=True)
                return payload.decode("utf-8", "replace") if isinstance(payload, bytes) else None
    return None
