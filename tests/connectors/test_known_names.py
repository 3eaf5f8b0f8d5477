"""Issue 14, item 3: names the app knows are enums in the schema (a small model under
constrained decoding cannot invent a calendar "Work" or a mailbox), and an argument name means
one thing in every tool (a mailbox is never a "folder": in the files tools that is a
directory)."""

from __future__ import annotations

from pathlib import Path

from app.agent.registry import ToolRegistry, validate_arguments
from connectors import ConnectorContext, build_all_tools
from connectors.calendars.tools import build_tools as calendar_tools
from connectors.mail.account import set_password
from connectors.mail.tools import build_tools as mail_tools
from connectors.mail.tools import sync_account
from tests.connectors.mail.test_mail import account
from tests.connectors.test_forgiving_tools import run, runner_of


def schema_of(tools, name: str) -> dict:  # type: ignore[no-untyped-def]
    return dict(next(t for t in tools if t.name == name).parameters["properties"])


def test_known_calendars_are_an_enum_once_the_store_knows_them(tmp_path: Path) -> None:
    context = ConnectorContext(tmp_path, (), {"calendars": {"time_zone": "Europe/Paris"}})
    before = calendar_tools(context)
    assert "enum" not in schema_of(before, "calendar_create_event")["calendar"]
    assert not (tmp_path / "calendars.sqlite3").exists()  # building tools creates nothing
    assert run(runner_of(before), "calendar_create_event", title="Dentist",
               start="2026-12-03T15:00").ok
    after = calendar_tools(context)
    for name in ("calendar_create_event", "calendar_list_events", "calendar_create_task",
                 "calendar_list_tasks"):
        assert schema_of(after, name)["calendar"]["enum"] == ["On this computer"], name
    invented = validate_arguments(next(t for t in after if t.name == "calendar_create_event"),
                                  {"title": "x", "start": "2026-12-04", "calendar": "Hiking"})
    assert invented[1] is not None and "On this computer" in invented[1].message


def test_synced_mailboxes_are_an_enum(mail_servers, secrets, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    alice = account(mail_servers)
    set_password(alice, "alice-pw")
    context = ConnectorContext(tmp_path, (tmp_path,), {"mail": {"accounts": [
        alice.to_settings()]}})
    assert "enum" not in schema_of(mail_tools(context), "mail_search")["mailbox"]
    sync_account(context, alice)
    tools = mail_tools(context)
    names = schema_of(tools, "mail_search")["mailbox"]["enum"]
    assert names[0] == "INBOX" and {"Sent", "Trash"} <= set(names)
    assert schema_of(tools, "mail_move")["to_mailbox"]["enum"] == names
    assert schema_of(tools, "mail_read")["mailbox"]["enum"] == names


def test_no_mail_tool_takes_a_folder_and_folder_means_a_directory(tmp_path: Path) -> None:
    context = ConnectorContext(tmp_path, (tmp_path,), {"mail": {"accounts": [
        {"name": "work", "email": "a@example.org", "imap_host": "imap.example.org",
         "smtp_host": "smtp.example.org"}]}})
    registry = ToolRegistry(build_all_tools(context))
    for tool in registry:
        properties = tool.parameters.get("properties", {})
        if tool.connector == "mail":
            assert not any("folder" in key for key in properties), tool.name
        elif "folder" in properties:
            assert tool.connector == "files", tool.name
