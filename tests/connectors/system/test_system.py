"""The system connector: real PulseAudio on Linux, command construction elsewhere, alarms."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from app.agent.registry import ToolRegistry
from app.agent.runner import CallRequest, TaskContext, ToolRunner
from connectors import ConnectorContext
from connectors.system.alarms import AlarmStore
from connectors.system.device import LinuxBackend, MacBackend, WindowsBackend
from connectors.system.errors import UnsupportedError
from connectors.system.tools import build_tools, parse_local_time
from tests.conftest import require
from tests.support.doubles import ScriptedConfirmer


@pytest.fixture(scope="module")
def pulse(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    """A real PulseAudio server with a null sink, private to these tests."""
    require(shutil.which("pulseaudio") is not None and shutil.which("pactl") is not None,
            "PulseAudio (pulseaudio, pulseaudio-utils) is not installed")
    runtime = tmp_path_factory.mktemp("xdg-runtime")
    runtime.chmod(0o700)
    env = {**os.environ, "XDG_RUNTIME_DIR": str(runtime), "HOME": str(runtime)}
    log = (runtime / "pulse.log").open("w")
    process = subprocess.Popen(
        ["pulseaudio", "--daemonize=no", "-n", "--exit-idle-time=-1", "--log-target=stderr",
         "--load=module-null-sink sink_name=botpsy_test",
         "--load=module-native-protocol-unix"], env=env, stdout=log, stderr=log)
    old = os.environ.get("XDG_RUNTIME_DIR")
    os.environ["XDG_RUNTIME_DIR"] = str(runtime)
    deadline = time.monotonic() + 10
    while subprocess.run(["pactl", "info"], capture_output=True).returncode != 0:
        if time.monotonic() > deadline or process.poll() is not None:
            process.kill()
            pytest.fail("PulseAudio did not start: " + (runtime / "pulse.log").read_text())
        time.sleep(0.1)
    yield runtime
    process.terminate()
    process.wait(10)
    if old is None:
        os.environ.pop("XDG_RUNTIME_DIR", None)
    else:
        os.environ["XDG_RUNTIME_DIR"] = old


def runner_for(tmp_path: Path, backend=None, policy="approve"):  # type: ignore[no-untyped-def]
    tools = build_tools(ConnectorContext(data_dir=tmp_path), backend=backend)
    confirmer = ScriptedConfirmer(policy)
    return ToolRunner(ToolRegistry(tools), confirmer), confirmer


def call(runner, name, **arguments):  # type: ignore[no-untyped-def]
    return runner.run_calls([CallRequest(name, arguments)], TaskContext())[0]


def test_volume_and_mute_against_real_pulseaudio(pulse, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    runner, confirmer = runner_for(tmp_path, LinuxBackend())
    call(runner, "system_set_volume", percent=70)
    outcome = call(runner, "system_set_volume", percent=35)
    assert outcome.ok
    change = {f.label: f.value for f in confirmer.seen[-1].preview.fields}["Change"]
    assert change == "70% → 35%"  # the dialog shows old → new
    assert LinuxBackend().get_volume() == 35
    assert call(runner, "system_set_mute", muted=True).ok
    assert LinuxBackend().get_mute() is True
    status = call(runner, "system_status").result.content
    assert status["volume_percent"] == 35 and status["muted"] is True


def test_denied_setting_changes_nothing(pulse, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    LinuxBackend().set_volume(50)
    runner, _ = runner_for(tmp_path, LinuxBackend(), policy="deny")
    assert call(runner, "system_set_volume", percent=90).status == "denied"
    assert LinuxBackend().get_volume() == 50


def test_what_a_system_cannot_do_is_said_not_crashed(tmp_path: Path) -> None:
    def missing(command):  # type: ignore[no-untyped-def]
        raise UnsupportedError(f"not supported on this system: {command[0]} is not installed")

    runner, confirmer = runner_for(tmp_path, LinuxBackend(run=missing))
    outcome = call(runner, "system_set_wifi", on=False)
    # refused before any dialog: the backend cannot even read the setting (issue 15, item 11);
    # a failure, not an invalid call: the call is right, this system cannot do it (issue 25)
    assert outcome.status == "failed" and "cannot be changed here" in outcome.text
    assert confirmer.seen == []
    assert "not supported on this system: nmcli" in outcome.text
    outcome = call(runner, "system_set_brightness", percent=40)
    assert outcome.status == "failed" and "not supported on this system" in outcome.text
    assert call(runner, "system_status").ok  # reports what it can, never crashes
    outcome = call(runner, "system_open_url", url="file:///etc/passwd")
    assert outcome.status == "invalid" and "http" in outcome.text  # refused before any dialog


@pytest.mark.parametrize("backend,method,argument,expected", [
    # built, not run: these platforms' commands are checked by construction (marked as such)
    (MacBackend, "volume_command", 30, ["osascript", "-e", "set volume output volume 30"]),
    (MacBackend, "mute_command", True, ["osascript", "-e", "set volume output muted true"]),
    (MacBackend, "wifi_command", False, ["networksetup", "-setairportpower", "en0", "off"]),
    (LinuxBackend, "dark_mode_command", True,
     ["gsettings", "set", "org.gnome.desktop.interface", "color-scheme", "prefer-dark"]),
    (LinuxBackend, "wifi_command", True, ["nmcli", "radio", "wifi", "on"]),
])
def test_command_construction(backend, method, argument, expected) -> None:  # type: ignore[no-untyped-def]
    assert getattr(backend, method)(argument) == expected


def test_other_platforms_run_the_commands_they_build(tmp_path: Path) -> None:
    ran: list[list[str]] = []
    mac = MacBackend(run=lambda command: ran.append(list(command)) or "")
    mac.set_dark_mode(True)
    assert "dark mode to true" in ran[-1][-1]
    windows = WindowsBackend(run=lambda command: ran.append(list(command)) or "")
    windows.set_dark_mode(False)
    assert "AppsUseLightTheme -Value 1" in ran[-1][-1]
    with pytest.raises(UnsupportedError, match="pycaw"):
        windows.set_volume(10)


def test_alarms_survive_a_restart_and_missed_ones_are_reported(tmp_path: Path) -> None:
    runner, confirmer = runner_for(tmp_path)
    assert call(runner, "system_set_timer", minutes=10, label="Tea").ok
    assert "Timer: Tea" in confirmer.seen[0].preview.fields[0].value
    # a reminder whose time passed while BotPsy was closed (a time already past is refused)
    assert not call(runner, "system_set_reminder", time="2020-01-01T09:00", text="Old").ok
    AlarmStore(tmp_path / "alarms.sqlite3").add("reminder", datetime(2020, 1, 1, 9, 0,
                                                                     tzinfo=UTC), "Old")
    listed = call(runner, "system_list_alarms").result.content
    assert [a["label"] for a in listed] == ["Old", "Tea"]

    reopened = AlarmStore(tmp_path / "alarms.sqlite3")  # as after a restart
    missed = reopened.missed()
    assert [a.label for a in missed] == ["Old"]
    assert reopened.missed() == []  # reported once
    later = datetime.now(UTC) + timedelta(minutes=11)
    assert [a.label for a in reopened.due(later)] == ["Tea"]

    tea = call(runner, "system_set_alarm", time="07:30", label="Wake")
    outcome = call(runner, "system_cancel_alarm", id=tea.result.content["id"])
    assert outcome.ok and AlarmStore(tmp_path / "alarms.sqlite3").pending() == []
    assert call(runner, "system_cancel_alarm", id=999).status == "failed"


def test_times_are_read_in_the_users_zone() -> None:
    now = datetime(2026, 11, 30, 22, 0).astimezone()
    assert parse_local_time("07:30", now) == now.replace(hour=7, minute=30) + timedelta(days=1)
    assert parse_local_time("2026-12-01T09:00", now).tzinfo is not None
    with pytest.raises(Exception, match="not a time"):
        parse_local_time("next tuesday-ish", now)
    # "remind me at 17:00" written with a date whose 17:00 has passed (within a day): the
    # next 17:00, as an alarm clock means it; further back, refused in words
    assert parse_local_time("2026-11-30T17:00", now) == datetime(2026, 12, 1, 17, 0).astimezone()
    assert parse_local_time("2026-11-29T23:00", now) == datetime(2026, 11, 30, 23, 0).astimezone()
    with pytest.raises(Exception, match="has passed"):
        parse_local_time("2026-11-20T09:00", now)


def test_a_sound_system_that_is_not_running_is_said_plainly(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Issue 15, item 11: no "unknown → 50%" dialog that then fails with a raw pactl error."""
    import subprocess

    from connectors.system import device

    def refused(command, **kwargs):  # type: ignore[no-untyped-def]
        return subprocess.CompletedProcess(command, 1, "", "Connection failure: Connection refused")

    monkeypatch.setattr(device.shutil, "which", lambda name: f"/usr/bin/{name}")
    monkeypatch.setattr(device.subprocess, "run", refused)
    runner, confirmer = runner_for(tmp_path, LinuxBackend())
    outcome = call(runner, "system_set_volume", percent=50)
    # failed, not invalid: the call was right (issue 25: the model is not asked to redo it)
    assert outcome.status == "failed" and confirmer.seen == []
    assert "the sound system (PulseAudio or PipeWire) is not running" in outcome.text


def _claim_alarms(path: str, ready: Any, go: Any, out: Any) -> None:  # another process
    store = AlarmStore(Path(path))
    ready.put(True)
    go.wait(30)
    out.put([a.id for a in store.due(datetime.now(UTC))])


def test_each_alarm_rings_once_when_two_processes_ask(tmp_path: Path) -> None:
    """Issue 27: a window and a CLI command (or two windows) poll the same alarm file at the
    same moment; each due alarm is claimed by exactly one of them. Before, both read the due
    alarms and then both marked them fired, so both rang every one."""
    import multiprocessing

    store = AlarmStore(tmp_path / "alarms.sqlite3")
    made = [store.add("timer", datetime.now(UTC) - timedelta(seconds=1), f"t{i}").id
            for i in range(200)]
    spawn = multiprocessing.get_context("spawn")
    ready, go, out = spawn.Queue(), spawn.Event(), spawn.Queue()
    workers = [spawn.Process(target=_claim_alarms, args=(str(store.path), ready, go, out))
               for _ in range(2)]
    for worker in workers:
        worker.start()
    for _ in workers:
        assert ready.get(timeout=60)
    go.set()  # both ask at once
    results = [out.get(timeout=60) for _ in workers]
    for worker in workers:
        worker.join(10)
    first, second = (set(r) for r in results)
    assert not first & second  # none rang twice
    assert first | second == set(made) and sum(map(len, results)) == len(made)
    assert store.pending() == []


def test_what_a_system_cannot_do_is_said_in_the_users_language() -> None:
    """A platform without a way to mute says so, and the window or terminal says it in the
    user's language (the action named in it too); the model reads the English."""
    from app.ui.i18n import Terminal
    from connectors.base import said
    from connectors.system.device import DeviceBackend

    with pytest.raises(UnsupportedError) as raised:
        DeviceBackend(platform="haiku").set_mute(True)
    assert said(raised.value) == "not supported on this system: muting on haiku"
    assert Terminal("de").localized(said(raised.value)) == \
        "auf diesem System nicht möglich: stummschalten unter haiku"
    assert Terminal("zh").localized(said(raised.value)) == "此系统不支持：在 haiku 上静音"


def test_a_setting_that_is_already_so_is_not_asked_about(pulse, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """"Mute" with the sound already muted: no "on → on" dialog, nothing runs, and the card
    says it is already so; a real change is asked about as before (real PulseAudio)."""
    import json

    from app.agent import events as ev

    LinuxBackend().set_mute(True)
    LinuxBackend().set_volume(35)
    runner, confirmer = runner_for(tmp_path, LinuxBackend())
    for name, arguments, said_ in (("system_set_mute", {"muted": True}, "Mute is already on"),
                                   ("system_set_volume", {"percent": 35},
                                    "Volume is already 35%")):
        events: list[Any] = []
        outcome = runner.run_calls([CallRequest(name, arguments)], TaskContext(),
                                   events.append)[0]
        assert outcome.status == "done" and outcome.summary == said_
        assert json.loads(outcome.text)["result"]["changed"] is False
        assert [(e.status, e.summary) for e in events if isinstance(e, ev.ToolResultEvent)] \
            == [("done", said_)]
    assert confirmer.seen == []
    assert call(runner, "system_set_mute", muted=False).ok  # a change: asked, and done
    assert len(confirmer.seen) == 1 and LinuxBackend().get_mute() is False


def test_the_answer_says_a_setting_was_already_so_in_the_requests_language(
        tmp_path: Path) -> None:
    """The model asked to mute a muted laptop: the app's answer says it is already so, in
    the request's language, not that it was done, and no dialog was shown."""
    from app.agent.loop import Agent, AgentConfig
    from app.agent.policies import Policies
    from app.ui.i18n import sentence_in
    from connectors.system.device import DeviceBackend
    from tests.agent.test_loop import call as model_call
    from tests.support.doubles import ScriptedBackend

    class Muted(DeviceBackend):
        def get_mute(self) -> bool | None:
            return True

        def set_mute(self, muted: bool) -> None:
            raise AssertionError("nothing to change, nothing runs")

    registry = ToolRegistry(build_tools(ConnectorContext(data_dir=tmp_path), backend=Muted()))
    confirmer = ScriptedConfirmer("approve")
    agent = Agent(ScriptedBackend([model_call("system_set_mute", muted=True)]), registry,
                  ToolRunner(registry, confirmer),
                  AgentConfig(phrases=sentence_in),
                  None, Policies("small"))
    answer = agent.run([], "Schalte den Ton aus")
    assert confirmer.seen == []
    # not "Erledigt: …": nothing was done, it already was so
    assert answer == "Stummschalten: bereits ein."
