"""`botpsy selftest` (and the bundle's `--selftest`): is this installation whole?

Runs with no network. Each check prints one line, PASS/WARN/FAIL with its name; the exit code is
0 only when nothing failed. A missing OS keyring is a warning, not a failure: the app works
without accounts and says so when one is added.
"""

from __future__ import annotations

import os
import sys
import tempfile
import traceback
from collections.abc import Callable
from pathlib import Path

Check = Callable[[], str]


def check_connectors() -> str:
    """Every connector imports and declares valid tools."""
    from app.agent.registry import ToolRegistry
    from connectors import CONNECTORS, ConnectorContext, build_all_tools

    with tempfile.TemporaryDirectory() as tmp:
        tools = build_all_tools(ConnectorContext(data_dir=Path(tmp),
                                                 allowed_folders=(Path(tmp),)))
    registry = ToolRegistry(tools)
    return f"{len(CONNECTORS)} connectors, {len(registry)} tools"


def check_calendar() -> str:
    """The local calendar stores a repeating event and expands it across a DST change (time
    zone data, icalendar and recurring-ical-events are all there)."""
    from datetime import datetime, timedelta
    from zoneinfo import ZoneInfo

    from connectors.calendars import ical
    from connectors.calendars.service import Calendars
    from connectors.calendars.store import CalendarStore

    zone = ZoneInfo("Europe/Paris")
    with tempfile.TemporaryDirectory() as tmp:
        calendars = Calendars(CalendarStore(Path(tmp) / "calendars.sqlite3"), [], zone=zone)
        start = datetime(2026, 10, 20, 19, tzinfo=zone)
        calendars.create(calendars.calendar(), ical.new_event(
            "selftest@botpsy", "Choir", start, start + timedelta(hours=1),
            rrule={"FREQ": "WEEKLY", "COUNT": 2}))
        found = [e["start"] for e in calendars.events(start, start + timedelta(days=8))]
    if found != ["2026-10-20T19:00+02:00", "2026-10-27T19:00+01:00"]:
        raise RuntimeError(f"expanded to {found}")
    return "local calendar, recurrence across DST"


def check_resources() -> str:
    """The catalog and the fallback template resolve and parse."""
    from app.agent.catalog import load_catalog
    from app.agent.chat_format import ChatFormat
    from app.paths import resources_dir

    entries = load_catalog()
    ChatFormat.fallback().render([{"role": "user", "content": "hi"}])
    return f"{resources_dir()} ({len(entries)} catalog models)"


def check_database() -> str:
    """A database opens and migrates to the current schema."""
    from app.store.db import SCHEMA_VERSION, Store

    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp) / "selftest.sqlite3")
        version = store.schema_version()
        store.engine.dispose()
    if version != SCHEMA_VERSION:
        raise RuntimeError(f"schema {version}, expected {SCHEMA_VERSION}")
    return f"schema {version}"


def check_keyring() -> str:
    """The OS keyring backend answers (WARN when there is none)."""
    import keyring
    from keyring.errors import KeyringError, NoKeyringError

    from connectors.secrets import backend_problem

    backend = keyring.get_keyring()
    problem = backend_problem(backend)
    if problem is not None:
        return f"WARN {problem}; BotPsy refuses to store passwords there unless you allow a " \
               "plaintext password file in Settings"
    try:
        keyring.get_password("BotPsy selftest", "nobody")
    except NoKeyringError:
        return f"WARN no OS keyring available ({type(backend).__name__}); accounts cannot " \
               "store passwords until one is"
    except KeyringError as err:
        return f"WARN keyring {type(backend).__name__} refused: {err}"
    return type(backend).__name__


def check_llama(model: str | None) -> Check:
    """llama.cpp loads (and, given a GGUF, loads it and writes a token)."""

    def run() -> str:
        import llama_cpp

        info = llama_cpp.llama_print_system_info().decode(errors="replace")[:60]
        if not model:
            return f"llama-cpp-python {llama_cpp.__version__} ({info}…)"
        from app.agent.backends import GenerationOptions, LlamaBackend

        backend = LlamaBackend(model, n_ctx=512)
        turn = backend.chat_turn([{"role": "user", "content": "Say OK."}], [],
                                 GenerationOptions(temperature=0.0, max_tokens=2))
        return f"{backend.info.name}: generated {turn.generated_tokens} tokens"

    return run


def check_grammar() -> str:
    """The constrained-decoding engine loads and compiles a call grammar (app/agent/constrained.py)."""
    from llguidance import LLMatcher
    from llguidance.gbnf_to_lark import gbnf_to_lark

    from app.agent.calls import declared_tool
    from app.agent.grammar import build_call_grammar

    tool = declared_tool({"type": "function", "function": {
        "name": "timer_start", "description": "Start a timer.",
        "parameters": {"type": "object", "properties": {"minutes": {"type": "integer"}}}}})
    grammar = build_call_grammar([tool], "hermes")  # type: ignore[list-item]
    compiled = LLMatcher.grammar_from_lark(gbnf_to_lark(grammar))
    problem = LLMatcher.validate_grammar(compiled)
    if problem:
        raise RuntimeError(f"llguidance refused the call grammar: {problem}")
    import llguidance

    return f"llguidance {llguidance.__version__} compiles the call grammar"


def check_translations() -> str:
    """Every shipped language of the window loads, and says "Send" in that language
    (app/ui/i18n.py); where its compiled file came from (the bundle, or this user's cache)."""
    from PySide6.QtCore import QTranslator

    from app.ui import i18n

    found = []
    for language in i18n.shipped():
        path = i18n.compiled(language)
        translator = QTranslator()
        if path is None or not translator.load(str(path)):
            raise RuntimeError(f"the {language} translation cannot be loaded ({path})")
        if language != i18n.ENGLISH and translator.translate("", "Send") in ("", "Send"):
            raise RuntimeError(f"the {language} translation does not translate 'Send'")
        found.append(language)
    bundled = (i18n.translations_dir() / f"{i18n.PREFIX}{i18n.ENGLISH}.qm").is_file()
    where = "bundle" if bundled else "compiled here"
    return f"{', '.join(found)} ({where})"


def check_window() -> str:
    """The main window opens and closes (offscreen when there is no display); the process's
    environment is left as it was."""
    from app.paths import environment
    from app.ui.application import open_and_close_window

    headless = not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY")
    platform = os.environ.get("QT_QPA_PLATFORM") or ("offscreen" if headless else "")
    with environment(**({"QT_QPA_PLATFORM": platform} if platform else {})):
        return open_and_close_window()


def run(model: str | None = None, out=None) -> int:
    """Run every check; print one line each; return the exit code."""
    out = out or sys.stdout
    checks: list[tuple[str, Check]] = [
        ("connectors", check_connectors),
        ("calendar", check_calendar),
        ("resources", check_resources),
        ("database", check_database),
        ("keyring", check_keyring),
        ("llama.cpp", check_llama(model)),
        ("grammar", check_grammar),
        ("translations", check_translations),
        ("window", check_window),
    ]
    failed = []
    for name, check in checks:
        try:
            detail = check()
        except Exception as err:  # every failure is named, none stops the others
            failed.append(name)
            print(f"FAIL {name}: {type(err).__name__}: {err}", file=out)
            if os.environ.get("BOTPSY_SELFTEST_TRACEBACK"):
                traceback.print_exc()
            continue
        status = "WARN" if detail.startswith("WARN ") else "PASS"
        print(f"{status} {name}: {detail.removeprefix('WARN ')}", file=out)
    print(f"selftest: {'FAILED: ' + ', '.join(failed) if failed else 'all checks passed'}",
          file=out)
    return 1 if failed else 0
