"""Tool declarations of the calendars connector (CalDAV)."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime, timedelta
from typing import Any

from connectors import ConnectorContext
from connectors.base import Effect, Preview, PreviewField, Provenance, Tool, ToolResult
from connectors.calendars.client import CalendarClient, default_end, parse_when
from connectors.calendars.errors import CalendarError
from connectors.calendars.setup import CalDAVAccount, get_password

REPEAT = {"type": "string", "enum": ["daily", "weekly", "monthly", "yearly"]}


def accounts_from(context: ConnectorContext) -> list[CalDAVAccount]:
    """The configured CalDAV accounts."""
    stored = (context.settings.get("calendars") or {}).get("accounts", [])
    return [CalDAVAccount.from_settings(item) for item in stored]


def _show(value: datetime | date) -> str:
    if isinstance(value, datetime):
        return f"{value:%A %d %B %Y, %H:%M} ({value.tzname() or value.utcoffset()})"
    return f"{value:%A %d %B %Y} (all day)"


def build_tools(context: ConnectorContext) -> list[Tool]:
    """The calendar tools (none without a CalDAV account)."""
    accounts = accounts_from(context)
    if not accounts:
        return []
    account = accounts[0]

    def client() -> CalendarClient:
        password = get_password(account)
        if password is None:
            raise CalendarError(f"No password is stored for {account.name}.")
        return CalendarClient(account, password)

    def calendar_list_calendars() -> ToolResult:
        found = client().calendars()
        return ToolResult([{"name": c.name, "color": c.color, "holds": list(c.components)}
                           for c in found], summary=f"{len(found)} calendars")

    def calendar_list_events(start: str, end: str = "", calendar: str = "") -> ToolResult:
        begin = parse_when(start)
        if not isinstance(begin, datetime):
            begin = datetime.combine(begin, datetime.min.time()).astimezone()
        finish = parse_when(end) if end else begin + timedelta(days=1)
        if not isinstance(finish, datetime):
            finish = datetime.combine(finish, datetime.min.time()).astimezone()
        if finish <= begin:
            raise CalendarError("The end of the range must be after its start.")
        events = client().events(begin, finish, calendar)
        described = [e["title"] for e in events if e.get("description")]
        untrusted = Provenance("calendar events", ", ".join(described[:5])) if described else None
        return ToolResult(events, untrusted=untrusted, summary=f"{len(events)} events")

    def times(args: Mapping[str, Any]) -> tuple[datetime | date, datetime | date]:
        start = parse_when(args["start"])
        if args.get("end"):
            end = parse_when(args["end"])
        else:
            end = default_end(start, int(args.get("duration_minutes") or 60))
        if type(start) is not type(end):
            raise CalendarError("Start and end must both be dates (all day) or both times.")
        if end <= start:  # type: ignore[operator]
            raise CalendarError("The event must end after it starts.")
        return start, end

    def calendar_create_event(title: str, start: str, end: str = "", duration_minutes: int = 60,
                              calendar: str = "", location: str = "", description: str = "",
                              repeat: str = "", repeat_count: int = 0) -> ToolResult:
        begin, finish = times({"start": start, "end": end, "duration_minutes": duration_minutes})
        rrule: dict[str, Any] | None = None
        if repeat:
            rrule = {"FREQ": repeat.upper()}
            if repeat_count:
                rrule["COUNT"] = repeat_count
        uid = client().create_event(calendar, title, begin, finish, location, description, rrule)
        return ToolResult({"uid": uid, "title": title, "start": str(begin)},
                          summary=f"Added {title}")

    def create_preview(args: Mapping[str, Any]) -> Preview:
        begin, finish = times(args)
        fields = [PreviewField("Calendar", args.get("calendar") or account.default_calendar
                               or "the default calendar"),
                  PreviewField("Title", args["title"]),
                  PreviewField("Starts", _show(begin)), PreviewField("Ends", _show(finish))]
        if args.get("location"):
            fields.append(PreviewField("Where", args["location"]))
        if args.get("repeat"):
            count = args.get("repeat_count")
            fields.append(PreviewField("Repeats", args["repeat"] + (f", {count} times"
                                                                     if count else "")))
        if args.get("description"):
            fields.append(PreviewField("Notes", args["description"], long=True))
        return Preview("event", tuple(fields), account=account.name)

    def changes_for(args: Mapping[str, Any]) -> dict[str, Any]:
        changes: dict[str, Any] = {}
        if args.get("title"):
            changes["summary"] = args["title"]
        if args.get("location"):
            changes["location"] = args["location"]
        if args.get("description"):
            changes["description"] = args["description"]
        if args.get("start"):
            changes["dtstart"] = parse_when(args["start"])
        if args.get("end"):
            changes["dtend"] = parse_when(args["end"])
        if not changes:
            raise CalendarError("Say what to change: title, start, end, location or "
                                "description.")
        return changes

    def calendar_update_event(uid: str, title: str = "", start: str = "", end: str = "",
                              location: str = "", description: str = "") -> ToolResult:
        changes = changes_for({"title": title, "start": start, "end": end,
                               "location": location, "description": description})
        cal = client()
        event, _view = cal.get_event(uid)
        cal.update_event(event, changes)
        return ToolResult({"uid": uid, "changed": sorted(changes)}, summary="Event changed")

    def update_preview(args: Mapping[str, Any]) -> Preview:
        changes = changes_for(args)
        _event, view = client().get_event(args["uid"])
        labels = {"summary": ("Title", "title"), "location": ("Where", "location"),
                  "description": ("Notes", "description"), "dtstart": ("Starts", "start"),
                  "dtend": ("Ends", "end")}
        fields = [PreviewField("Calendar", view["calendar"]),
                  PreviewField("Event", view["title"])]
        for key, value in changes.items():
            label, current = labels[key]
            new = _show(value) if isinstance(value, (date, datetime)) else str(value)
            fields.append(PreviewField(f"{label} (before → after)",
                                       f"{view[current] or '—'} → {new}"))
        return Preview("event", tuple(fields), account=account.name)

    def calendar_delete_event(uid: str) -> ToolResult:
        cal = client()
        event, view = cal.get_event(uid)
        cal.delete_event(event)
        return ToolResult({"deleted": uid}, summary=f"Deleted {view['title']}")

    def delete_preview(args: Mapping[str, Any]) -> Preview:
        _event, view = client().get_event(args["uid"])
        return Preview("event", (PreviewField("Calendar", view["calendar"]),
                                 PreviewField("Event", view["title"]),
                                 PreviewField("When", f"{view['start']} – {view['end']}"),
                                 PreviewField("Action", "Delete the event (every occurrence)")),
                       account=account.name)

    iso = {"type": "string", "description": "ISO 8601, e.g. 2026-12-04T15:00; a date alone "
           "means all day. Without an offset: the user's time zone."}
    return [
        Tool("calendar_list_calendars", "List the calendars and task lists.",
             {"type": "object", "properties": {}}, Effect.READ, calendar_list_calendars,
             summarize=lambda a: "List calendars"),
        Tool("calendar_list_events", "List events between two times (recurring ones "
             "expanded).",
             {"type": "object", "properties": {"start": iso, "end": iso,
                                               "calendar": {"type": "string"}},
              "required": ["start"]},
             Effect.READ, calendar_list_events,
             summarize=lambda a: f"List events from {a.get('start', '')}"),
        Tool("calendar_create_event", "Add an event to a calendar.",
             {"type": "object", "properties": {
                 "title": {"type": "string"}, "start": iso, "end": iso,
                 "duration_minutes": {"type": "integer", "minimum": 1},
                 "calendar": {"type": "string"}, "location": {"type": "string"},
                 "description": {"type": "string"}, "repeat": REPEAT,
                 "repeat_count": {"type": "integer", "minimum": 1}},
              "required": ["title", "start"]},
             Effect.WRITE, calendar_create_event,
             summarize=lambda a: f"Add '{a['title']}' on {a['start']}", preview=create_preview),
        Tool("calendar_update_event", "Change an event by its uid (from calendar_list_events).",
             {"type": "object", "properties": {
                 "uid": {"type": "string"}, "title": {"type": "string"}, "start": iso,
                 "end": iso, "location": {"type": "string"},
                 "description": {"type": "string"}}, "required": ["uid"]},
             Effect.WRITE, calendar_update_event,
             summarize=lambda a: f"Change event {a['uid'][:8]}", preview=update_preview),
        Tool("calendar_delete_event", "Delete an event by its uid.",
             {"type": "object", "properties": {"uid": {"type": "string"}}, "required": ["uid"]},
             Effect.DELETE, calendar_delete_event,
             summarize=lambda a: f"Delete event {a['uid'][:8]}", preview=delete_preview),
    ]
