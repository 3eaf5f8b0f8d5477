"""Invitations in the calendar tools: mail to attendees, answers to organisers.

An event with attendees is the user's own invitation: creating it mails a REQUEST to each
attendee, changing it mails the update, deleting it mails a CANCEL, always from the user's
(first) mail account and through the outbox (a send that fails is kept and said). An
invitation that came by mail is answered with ``calendar_answer_invitation``: the event goes
into the calendar (accepted or tentative; a declined one is left out or taken out) and a REPLY
goes to the organiser. Every such call is asked about every time (mail goes out).
"""

from __future__ import annotations

import email.utils
from collections.abc import Mapping, Sequence
from datetime import date, datetime
from typing import Any

from connectors import ConnectorContext
from connectors.base import (
    QT_TR_NOOP,
    Effect,
    Moment,
    Preview,
    PreviewField,
    Provenance,
    ToolResult,
    ToolSet,
    tool,
    tr,
)
from connectors.calendars import ical, itip
from connectors.calendars.errors import CalendarError

ADDRESSES = {"type": "array", "items": {"type": "string"}}
#: an answer as the card says it (the mail that goes out says itip.ANSWER_WORDS, in English)
ANSWERS_SAID = {"ACCEPTED": tr("Accepted"), "DECLINED": tr("Declined"),
                "TENTATIVE": tr("Tentative")}


#: a card's line for each answer to an invitation
_ANSWERED = {
    "ACCEPTED": lambda organizer: tr("Accepted; told {organizer}", organizer=organizer),
    "DECLINED": lambda organizer: tr("Declined; told {organizer}", organizer=organizer),
    "TENTATIVE": lambda organizer: tr("Tentative; told {organizer}", organizer=organizer),
}


class InvitationTools(ToolSet):
    """What the calendar tools need to invite people and answer invitations."""

    context: ConnectorContext
    calendars: Any
    zone: Any

    # -- mail ----------------------------------------------------------------------------------
    def mail_account(self) -> Any:
        """The user's mail account that invitations come from (the first one)."""
        from connectors.mail.tools import accounts_from

        accounts = accounts_from(self.context)
        if not accounts:
            raise CalendarError(tr("Invitations go out by mail: add a mail account in "
                                   "Settings first."))
        return accounts[0]

    def _client(self, account: Any) -> Any:
        from connectors.mail.account import get_password
        from connectors.mail.client import MailClient

        password = get_password(account)
        if password is None:
            raise CalendarError(tr("No password is stored for {account}; add it in Settings.",
                                   account=account.name))
        return MailClient(account, password)

    def send_itip(self, to: Sequence[str], subject: str, body: str, itip_text: str,
                  method: str) -> dict[str, Any]:
        """Mail an iTIP message through the outbox (kept there if it cannot go out)."""
        from connectors.mail.errors import MailError
        from connectors.mail.outbox import Outbox
        from connectors.mail.tools import send_with_outbox

        account = self.mail_account()
        message = itip.imip(account.email, to, subject, body, itip_text, method)
        message["Date"] = email.utils.formatdate(localtime=True)
        message["Message-ID"] = email.utils.make_msgid(domain=account.email.split("@")[-1])
        outbox = Outbox(self.context.data_dir / "mail-outbox.sqlite3")
        try:
            return send_with_outbox(self._client(account), outbox, bytes(message),
                                    str(message["Message-ID"]), f"{subject} to {', '.join(to)}")
        except MailError as err:
            raise CalendarError(str(err)) from err

    def invitation_fields(self, attendees: Sequence[str], what: str) -> list[PreviewField]:
        """The dialog's lines saying who gets mail, and from where."""
        if not attendees:
            return []
        account = self.mail_account()
        return [PreviewField(QT_TR_NOOP("Invited"), ", ".join(attendees)),
                PreviewField(QT_TR_NOOP("Mail"), tr(
                    "{what} goes out by mail from {address} to every attendee", what=what,
                    address=account.email))]

    def invite(self, text: str, subject: str, method: str = "REQUEST") -> str:
        """Mail the stored event's REQUEST (or CANCEL) to its attendees; a line for the
        result."""
        attendees = itip.attendees_of(text)
        if not attendees:
            return ""
        body_text = itip.cancel(text) if method == "CANCEL" else itip.request(text)
        invitation = itip.read_invitation(body_text)
        when = invitation.describe(self.zone)["start"]
        body = (f"{invitation.summary}\n{when}\n\nOrganiser: {invitation.organizer}\n"
                + ("This event is cancelled." if method == "CANCEL" else
                   "Please answer with your calendar program."))
        self.send_itip(attendees, f"{subject}: {invitation.summary}", body, body_text, method)
        return f"mailed to {', '.join(attendees)}"

    # -- answering an invitation ---------------------------------------------------------------
    def received(self, args: Mapping[str, Any]) -> tuple[itip.Invitation, str]:
        """The invitation in an email (by its id from mail_search), and who mailed it."""
        from connectors.mail.errors import MailError

        account = self.mail_account()
        try:
            raw = self._client(account).fetch_raw(args.get("mailbox") or "INBOX",
                                                  int(args["id"]))
        except MailError as err:
            raise CalendarError(str(err)) from err
        text = itip.calendar_part(raw)
        if text is None:
            raise CalendarError(tr("Email {id} carries no invitation (no calendar part).",
                                   id=args["id"]))
        return itip.read_invitation(text), itip.sender_of(raw)

    def planned(self, args: Mapping[str, Any]) -> tuple[itip.Invitation, str, itip.Plan]:
        """The invitation, its sender, and what it may do to the calendar (refused with the
        reason when it may do nothing: see itip.plan). The dialog and the call decide alike."""
        invitation, sender = self.received(args)
        try:
            stored: str | None = self.calendars.find(invitation.uid)[1].text
        except CalendarError:
            stored = None
        if invitation.method == "REPLY":
            raise CalendarError(tr("This email is an answer to an invitation, not an "
                                   "invitation."))
        return invitation, sender, itip.plan(invitation, sender, self.mail_account().email,
                                             stored, self.calendars.store.issued(invitation.uid))

    @tool("Answer an invitation that came by email (its id from mail_search): accept, "
          "decline or tentative. Accepted events go into the calendar; the organiser is "
          "told by mail.",
          {"type": "object", "properties": {
              "id": {"type": "integer"},
              "response": {"type": "string", "enum": list(itip.RESPONSES)},
              "mailbox": {"type": "string", "description": "INBOX by default"}},
           "required": ["id", "response"]}, Effect.SEND, grounded=("id",),
          topics=(r"invit\w*", r"rsvp\b", r"accept\w*", r"declin\w*", r"tentativ\w*"))
    def calendar_answer_invitation(self, id: int, response: str,
                                   mailbox: str = "INBOX") -> ToolResult:
        invitation, _sender, plan = self.planned({"id": id, "mailbox": mailbox})
        me = self.mail_account().email
        if invitation.method == "CANCEL":
            if plan.action == "delete":
                self.calendars.delete(invitation.uid)
            return ToolResult({"cancelled": invitation.summary},
                              summary=tr("Took '{title}' out (it was cancelled)",
                                         title=invitation.summary)
                              if plan.action == "delete" else
                              tr("'{title}' was not in the calendar", title=invitation.summary))
        partstat = itip.RESPONSES[response]
        stored = self._keep(invitation, plan, me, partstat)
        reply = itip.reply(invitation, me, partstat)
        word = itip.ANSWER_WORDS[partstat]
        self.send_itip([invitation.organizer], f"{word}: {invitation.summary}",
                       f"{me} has {word.lower()} the invitation '{invitation.summary}'.",
                       reply, "REPLY")
        content = {**invitation.describe(self.zone), "answer": response,
                   "calendar": stored or "not added", "told": invitation.organizer}
        return ToolResult(content, untrusted=Provenance(
            "invitation", f"From {invitation.organizer}: {invitation.summary}"),
            summary=_ANSWERED[partstat](invitation.organizer))

    def _keep(self, invitation: itip.Invitation, plan: itip.Plan, me: str,
              partstat: str) -> str:
        """Put the answered event in the calendar (or take a declined one out); where."""
        if partstat == "DECLINED":
            if plan.action != "add":
                self.calendars.delete(invitation.uid)
            return ""
        if plan.action == "add":
            row = self.calendars.default_calendar("VEVENT")
            self.calendars.create(row, itip.answered(invitation, me, partstat))
        elif plan.action == "replace":
            row, _note = self.calendars.change(
                invitation.uid, lambda _old: itip.answered(invitation, me, partstat))
        else:  # the same version: only the answer changes
            row, _note = self.calendars.change(
                invitation.uid, lambda old: itip.answered_stored(old, me, partstat))
        return str(row.label)

    def moment_of(self, value: date | datetime) -> str:
        """A time of an invitation as the dialog shows it: in the user's zone, written the
        window's way (a Moment)."""
        local = value.astimezone(self.zone) if isinstance(value, datetime) and \
            value.tzinfo is not None else value
        return Moment(ical.readable(value, self.zone), local)

    def held(self, plan: itip.Plan) -> str:
        """The stored event an invitation acts on, as the dialog names it."""
        start = plan.stored.get("dtstart")
        title = str(plan.stored.get("summary") or "")
        if start is None:
            return tr("'{title}', no time", title=title)
        return tr("'{title}', {when}", title=title, when=self.moment_of(start.dt))

    @calendar_answer_invitation.summary
    def calendar_answer_invitation_summary(self, args: Mapping[str, Any]) -> str:
        said = {"accept": tr("Accept the invitation in email #{id}", id=args.get("id")),
                "decline": tr("Decline the invitation in email #{id}", id=args.get("id")),
                "tentative": tr("Tentatively accept the invitation in email #{id}",
                                id=args.get("id"))}
        return said.get(str(args.get("response", "")),
                        tr("Answer the invitation in email #{id}", id=args.get("id")))

    @calendar_answer_invitation.preview
    def calendar_answer_invitation_preview(self, args: Mapping[str, Any]) -> Preview:
        invitation, sender, plan = self.planned(args)
        start, end = self.moment_of(invitation.start), self.moment_of(invitation.end)
        people = [PreviewField(QT_TR_NOOP("Organiser (from the invitation)"), invitation.organizer),
                  PreviewField(QT_TR_NOOP("Sent by"), sender or tr("unknown", "a sender"))]
        if plan.warning:
            people.append(PreviewField(QT_TR_NOOP("Warning"), plan.warning))
        if invitation.method == "CANCEL":
            action = (tr("Deletes your event {event}", event=self.held(plan))
                      if plan.action == "delete" else
                      tr("Nothing to take out: it is not in your calendar"))
            return Preview("event", (PreviewField(QT_TR_NOOP("Cancelled event"), invitation.summary),
                                     PreviewField(QT_TR_NOOP("When"), start), *people,
                                     PreviewField(QT_TR_NOOP("Action"), action)))
        account = self.mail_account()
        partstat = itip.RESPONSES[args["response"]]
        word = itip.ANSWER_WORDS[partstat]
        if partstat == "DECLINED":
            placed = (tr("Deletes your event {event}", event=self.held(plan))
                      if plan.action != "add" else tr("Not added (declined)"))
        elif plan.action == "replace":
            placed = tr("Replaces your event {event}", event=self.held(plan))
        elif plan.action == "answer":
            placed = tr("Keeps your event {event} as it is, with your new answer",
                        event=self.held(plan))
        else:
            placed = tr("Added to {calendar}",
                        calendar=str(self.calendars.default_calendar("VEVENT").label))
        return Preview("event", (
            PreviewField(QT_TR_NOOP("Invitation"), invitation.summary),
            PreviewField(QT_TR_NOOP("When"), tr("{start} – {end}", start=start, end=end)),
            *people,
            PreviewField(QT_TR_NOOP("Your answer"), ANSWERS_SAID[partstat]),
            PreviewField(QT_TR_NOOP("Calendar"), placed),
            PreviewField(QT_TR_NOOP("Mail"), tr(
                "'{subject}' goes out by mail from {address} to {organiser}",
                subject=f"{word}: {invitation.summary}", address=account.email,
                organiser=invitation.organizer)),
        ), account=account.name)
