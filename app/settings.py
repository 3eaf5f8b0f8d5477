"""What the user can set, as one typed model: loaded from and saved to the store, migrated.

The CLI, the window, first run and the wiring read settings only through :func:`load_settings`
and write them only through :func:`save_settings`. Accounts are the connectors' own typed
settings (``MailAccount``, ``CalDAVAccount``, ...), reached through ``connectors`` only; no
secret is ever part of this model.

Stored layout (the ``settings`` table, one JSON value per key), version 1:
``model.path``, ``model.thinking``, ``ui.theme``, ``files.allowed_folders``, ``app.time_zone``,
``first_run.done``, ``secrets.allow_plaintext``, ``ui.keep_in_tray``, ``app.start_at_login``, ``ui.zoom``,
``ui.language``,
and ``connectors``: per connector
``{"accounts": [...]}`` plus the calendar's ``default`` and ``working_hours``.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from app.store.db import Store
from connectors import Connector, account_kinds, all_connectors, connector, stored_accounts
from connectors.base import Account

log = logging.getLogger(__name__)

VERSION = 1
VERSION_KEY = "settings.version"
ALLOWED_FOLDERS_KEY = "files.allowed_folders"
PLAINTEXT_PASSWORDS_KEY = "secrets.allow_plaintext"
TIME_ZONE_KEY = "app.time_zone"
CONNECTORS_KEY = "connectors"
THEMES = ("system", "light", "dark")


@dataclass(frozen=True)
class ModelSettings:
    """The model file (or server URL) and whether it thinks before answering."""

    path: str = ""
    thinking: bool = False
    profile: str = ""  # the agent's policy profile ("" = the model's catalogue entry's)
    threads: int = 0  # llama.cpp's threads: 0 follows the machine's load, else pinned


@dataclass(frozen=True)
class CalendarSettings:
    """Where new events go and when free time may be proposed."""

    default: str = ""  # a calendar's name as the tools show it; "" = the first one
    work_start: str = "09:00"
    work_end: str = "17:00"
    work_days: tuple[int, ...] = (0, 1, 2, 3, 4)  # Monday = 0


@dataclass(frozen=True)
class ConfiguredAccount:
    """One account and the connector it belongs to."""

    connector: str  # the connector's name ("mail")
    account: Account

    @property
    def name(self) -> str:
        """The account's name (unique across connectors)."""
        return self.account.name

    def owner(self) -> Connector:
        """The connector this account belongs to."""
        return connector(self.connector)


@dataclass(frozen=True)
class Settings:
    """Everything the user can set (no secrets)."""

    model: ModelSettings = field(default_factory=ModelSettings)
    theme: str = "system"
    allowed_folders: tuple[str, ...] = ()
    time_zone: str = ""  # IANA name; "" = the system's
    first_run_done: bool = False
    plaintext_passwords: bool = False  # the user allowed a non-OS keyring, after a warning
    calendar: CalendarSettings = field(default_factory=CalendarSettings)
    accounts: tuple[ConfiguredAccount, ...] = ()
    keep_in_tray: bool = True  # closing keeps BotPsy in the tray while something is to come
    start_at_login: bool = False
    zoom: float = 1.0  # text size, times the system's (Ctrl +/−)
    language: str = ""  # the window's language code; "" follows the system

    def account_names(self) -> set[str]:
        """Names are unique across every connector's accounts."""
        return {a.name for a in self.accounts}

    def with_account(self, connector_name: str, account: Account) -> Settings:
        """These settings with one more account."""
        return replace(self, accounts=(*self.accounts,
                                       ConfiguredAccount(connector_name, account)))

    def without_account(self, name: str) -> Settings:
        """These settings without the account called ``name``."""
        return replace(self, accounts=tuple(a for a in self.accounts if a.name != name))

    def find_account(self, name: str) -> ConfiguredAccount | None:
        """The account called ``name``, if any."""
        return next((a for a in self.accounts if a.name == name), None)


def migrate(store: Store) -> None:
    """Bring stored settings to :data:`VERSION` (each step runs once, in order)."""
    version = int(store.get_setting(VERSION_KEY, 0) or 0)
    if version < 1:
        # 0.1 kept the time zone with the calendars; it is the app's (the agent's clock too).
        stored = dict(store.get_setting(CONNECTORS_KEY, {}) or {})
        calendars = dict(stored.get("calendars") or {})
        zone = calendars.pop("time_zone", None)
        if zone and store.get_setting(TIME_ZONE_KEY) is None:
            store.set_setting(TIME_ZONE_KEY, str(zone))
        if "calendars" in stored:
            stored["calendars"] = calendars
            store.set_setting(CONNECTORS_KEY, stored)
    if version != VERSION:
        store.set_setting(VERSION_KEY, VERSION)


def load_settings(store: Store, default_folders: tuple[str, ...] = ()) -> Settings:
    """The stored settings, typed; defaults where nothing (or nothing valid) is stored.

    ``default_folders`` stand in for allowed folders the user never chose.
    """
    migrate(store)
    stored: Mapping[str, Any] = store.get_setting(CONNECTORS_KEY, {}) or {}
    calendars = stored.get("calendars") or {}
    hours = calendars.get("working_hours") or {}
    folders = store.get_setting(ALLOWED_FOLDERS_KEY)
    theme = str(store.get_setting("ui.theme", "system") or "system")
    accounts: list[ConfiguredAccount] = []
    for each in all_connectors():
        if each.accounts is None:
            continue
        for item in stored_accounts(stored, each.name):
            try:
                accounts.append(ConfiguredAccount(each.name, each.accounts.from_settings(item)))
            except (TypeError, ValueError) as err:  # a hand-edited entry: skip, keep the rest
                log.warning("ignoring a stored %s account: %s", each.name, err)
    try:
        days = tuple(int(d) for d in hours.get("days", (0, 1, 2, 3, 4)) if 0 <= int(d) <= 6)
    except (TypeError, ValueError):
        days = CalendarSettings.work_days
    return Settings(
        model=ModelSettings(str(store.get_setting("model.path", "") or ""),
                            bool(store.get_setting("model.thinking", False)),
                            str(store.get_setting("model.profile", "") or ""),
                            _threads(store.get_setting("model.threads", 0))),
        theme=theme if theme in THEMES else "system",
        allowed_folders=tuple(str(f) for f in folders) if isinstance(folders, list)
        else tuple(default_folders),
        time_zone=str(store.get_setting(TIME_ZONE_KEY, "") or ""),
        first_run_done=bool(store.get_setting("first_run.done", False)),
        plaintext_passwords=bool(store.get_setting(PLAINTEXT_PASSWORDS_KEY, False)),
        calendar=CalendarSettings(default=str(calendars.get("default") or ""),
                                  work_start=str(hours.get("start") or "09:00"),
                                  work_end=str(hours.get("end") or "17:00"),
                                  work_days=days),
        accounts=tuple(accounts),
        keep_in_tray=bool(store.get_setting("ui.keep_in_tray", True)),
        start_at_login=bool(store.get_setting("app.start_at_login", False)),
        zoom=_zoom(store.get_setting("ui.zoom", 1.0)),
        language=_language(store.get_setting("ui.language", "")))


def _language(value: Any) -> str:
    """A stored language code ("" = the system's); anything else reads as "" (a code the
    window does not ship falls back when it is applied, app/ui/i18n.py)."""
    text = value if isinstance(value, str) else ""
    return text if text.replace("_", "").isalpha() and len(text) <= 8 else ""


def _threads(value: Any) -> int:
    try:
        return max(0, min(256, int(value)))
    except (TypeError, ValueError):
        return 0


def _zoom(value: Any) -> float:
    try:
        return min(2.0, max(0.8, float(value)))
    except (TypeError, ValueError):
        return 1.0


def save_settings(store: Store, settings: Settings) -> None:
    """Store the settings (never secrets); connector sections this model does not know
    are kept as they are."""
    migrate(store)
    store.set_setting("model.path", settings.model.path)
    store.set_setting("model.thinking", settings.model.thinking)
    store.set_setting("model.profile", settings.model.profile)
    store.set_setting("model.threads", settings.model.threads)
    store.set_setting("ui.theme", settings.theme)
    store.set_setting(ALLOWED_FOLDERS_KEY, list(settings.allowed_folders))
    store.set_setting(TIME_ZONE_KEY, settings.time_zone)
    store.set_setting("first_run.done", settings.first_run_done)
    store.set_setting(PLAINTEXT_PASSWORDS_KEY, settings.plaintext_passwords)
    store.set_setting("ui.keep_in_tray", settings.keep_in_tray)
    store.set_setting("app.start_at_login", settings.start_at_login)
    store.set_setting("ui.zoom", settings.zoom)
    store.set_setting("ui.language", settings.language)
    stored = dict(store.get_setting(CONNECTORS_KEY, {}) or {})
    for each in account_kinds().values():
        section = dict(stored.get(each.name) or {})
        section["accounts"] = [a.account.to_settings() for a in settings.accounts
                               if a.connector == each.name]
        stored[each.name] = section
    calendars = dict(stored.get("calendars") or {})
    calendars["default"] = settings.calendar.default
    calendars["working_hours"] = {"start": settings.calendar.work_start,
                                  "end": settings.calendar.work_end,
                                  "days": list(settings.calendar.work_days)}
    stored["calendars"] = calendars
    store.set_setting(CONNECTORS_KEY, stored)


def connector_settings(store: Store) -> dict[str, Any]:
    """The settings connectors are built with: their stored sections, plus the app's time
    zone under ``calendars`` (where the calendar tools read it)."""
    migrate(store)
    stored: dict[str, Any] = dict(store.get_setting(CONNECTORS_KEY, {}) or {})
    calendars = dict(stored.get("calendars") or {})
    calendars["time_zone"] = str(store.get_setting(TIME_ZONE_KEY, "") or "")
    stored["calendars"] = calendars
    return stored
