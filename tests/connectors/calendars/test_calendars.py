"""The calendars connector against a real Radicale: events, recurrence, time zones, 412."""

from __future__ import annotations

import json
from datetime import date, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from app.agent.registry import ToolRegistry
from app.agent.runner import CallRequest, TaskContext, ToolRunner
from connectors import ConnectorContext
from connectors.calendars.client import CalendarClient, parse_when
from connectors.calendars.errors import CalendarError, ConflictError
from connectors.calendars.setup import CalDAVAccount, set_password
from connectors.calendars.tools import build_tools
from tests.support.doubles import ScriptedConfirmer

PARIS = ZoneInfo("Europe/Paris")


@pytest.fixture()
def account(radicale, secrets):  # type: ignore[no-untyped-def]
    import uuid

    acct = CalDAVAccount(f"cal-{uuid.uuid4().hex[:6]}", radicale, "alice")
    set_password(acct, "alice-pw")
    with CalendarClient(acct, "alice-pw").principal() as principal:
        principal.make_calendar(name=f"Personal {acct.name}")
    return CalDAVAccount(acct.name, radicale, "alice", default_calendar=f"Personal {acct.name}")


def runner_for(tmp_path: Path, account: CalDAVAccount, policy="approve"):  # type: ignore[no-untyped-def]
    context = ConnectorContext(tmp_path, (), {"calendars": {"accounts": [
        account.to_settings()]}})
    confirmer = ScriptedConfirmer(policy)
    return ToolRunner(ToolRegistry(build_tools(context)), confirmer), confirmer


def call(runner, name, **arguments):  # type: ignore[no-untyped-def]
    return runner.run_calls([CallRequest(name, arguments)], TaskContext())[0]


def test_create_list_recurring_update_delete(account, tmp_path) -> None:  # type: ignore[no-untyped-def]
    runner, confirmer = runner_for(tmp_path, account)
    created = call(runner, "calendar_create_event", title="Dentist",
                   start="2026-12-04T15:00+01:00", duration_minutes=45,
                   location="14 Avenue Foch", repeat="weekly", repeat_count=3)
    assert created.ok, created.text
    shown = {f.label: f.value for f in confirmer.seen[0].preview.fields}
    assert shown["Starts"].startswith("Friday 04 December 2026, 15:00")
    assert shown["Repeats"] == "weekly, 3 times"
    listed = call(runner, "calendar_list_events", start="2026-12-01T00:00+01:00",
                  end="2026-12-31T00:00+01:00").result.content
    dentist = [e for e in listed if e.get("title") == "Dentist"]
    assert len(dentist) == 3 and all(e["recurring"] for e in dentist)
    uid = created.result.content["uid"]

    moved = call(runner, "calendar_update_event", uid=uid, title="Dentist (Dr. Okafor)")
    assert moved.ok
    change = {f.label: f.value for f in confirmer.seen[-1].preview.fields}
    assert change["Title (before → after)"] == "Dentist → Dentist (Dr. Okafor)"

    assert call(runner, "calendar_delete_event", uid=uid).ok
    assert confirmer.seen[-1].allow_remember is False
    assert not [e for e in call(runner, "calendar_list_events", start="2026-12-01",
                                end="2026-12-31").result.content if e.get("uid") == uid]


def test_a_conflicting_edit_is_reported_not_overwritten(account) -> None:  # type: ignore[no-untyped-def]
    client = CalendarClient(account, "alice-pw", zone=PARIS)
    uid = client.create_event("", "Standup", datetime(2026, 12, 7, 9, tzinfo=PARIS),
                              datetime(2026, 12, 7, 9, 15, tzinfo=PARIS))
    ours, _ = client.get_event(uid)
    theirs, _ = client.get_event(uid)
    client.update_event(theirs, {"summary": "Standup (moved by Sam)"})
    with pytest.raises(ConflictError, match="NOT saved") as info:
        client.update_event(ours, {"summary": "Standup (mine)"})
    assert "Standup (moved by Sam)" in str(info.value)
    assert client.get_event(uid)[1]["title"] == "Standup (moved by Sam)"


def test_times_in_the_users_zone_and_dst_edges() -> None:
    assert parse_when("2026-12-04") == date(2026, 12, 4)
    assert parse_when("2026-12-04T15:00", PARIS).utcoffset() == timedelta(hours=1)
    assert parse_when("2026-07-04T15:00", PARIS).utcoffset() == timedelta(hours=2)
    with pytest.raises(CalendarError, match="does not exist"):
        parse_when("2026-03-29T02:30", PARIS)  # clocks skip 02:00-03:00
    with pytest.raises(CalendarError, match="happens twice"):
        parse_when("2026-10-25T02:30", PARIS)  # clocks go back at 03:00
    assert parse_when("2026-10-25T02:30+01:00", PARIS).utcoffset() == timedelta(hours=1)
    with pytest.raises(CalendarError, match="ISO 8601"):
        parse_when("next friday at 3")


def test_bad_input_gets_a_message_the_model_can_act_on(account, tmp_path) -> None:  # type: ignore[no-untyped-def]
    runner, confirmer = runner_for(tmp_path, account)
    backwards = call(runner, "calendar_create_event", title="X", start="2026-12-04T15:00",
                     end="2026-12-04T14:00")
    mixed = call(runner, "calendar_create_event", title="X", start="2026-12-04",
                 end="2026-12-04T14:00")
    unknown = call(runner, "calendar_create_event", title="X", start="2026-12-04T10:00",
                   calendar="Holidays")
    assert [o.status for o in (backwards, mixed)] == ["invalid", "invalid"]
    assert "end after it starts" in backwards.text and "both" in mixed.text
    assert unknown.status == "failed" and "There is no calendar 'Holidays'" in unknown.text
    assert confirmer.seen and all(r.tool == "calendar_create_event" for r in confirmer.seen)


def test_malformed_icalendar_from_the_server_does_not_hide_the_rest(account) -> None:  # type: ignore[no-untyped-def]
    client = CalendarClient(account, "alice-pw", zone=PARIS)
    client.create_event("", "Good one", datetime(2026, 12, 9, 10, tzinfo=PARIS),
                        datetime(2026, 12, 9, 11, tzinfo=PARIS))
    with client.principal() as principal:
        calendar = client._calendar(principal, "")
        calendar.save_event("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y\r\n"
                            "BEGIN:VEVENT\r\nUID:no-end@x\r\nDTSTAMP:20261201T000000Z\r\n"
                            "DTSTART:20261209T120000Z\r\nSUMMARY:No end\r\nEND:VEVENT\r\n"
                            "END:VCALENDAR\r\n")
    events = client.events(datetime(2026, 12, 9, tzinfo=PARIS), datetime(2026, 12, 10,
                                                                          tzinfo=PARIS))
    titles = [e.get("title") for e in events]
    assert "Good one" in titles and "No end" in titles


def test_wrong_password_and_dead_server(radicale, secrets, tmp_path) -> None:  # type: ignore[no-untyped-def]
    acct = CalDAVAccount("wrong", radicale, "alice")
    assert CalendarClient(acct, "nope").test()[0][0] == "login"
    dead = CalDAVAccount("dead", "http://127.0.0.1:9/", "alice")
    set_password(dead, "x")
    runner, _ = runner_for(tmp_path, dead)
    outcome = call(runner, "calendar_list_calendars")
    assert outcome.status == "failed" and "Cannot reach" in json.loads(outcome.text)["message"]
