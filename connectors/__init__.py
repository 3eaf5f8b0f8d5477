"""The static index of connectors, and the only door the app goes through to reach them.

Each entry names a package whose ``CONNECTOR`` implements :class:`connectors.base.Connector`.
The app (CLI, Settings, first run, the background scheduler) uses only this module and
``connectors.base``: adding a connector is one folder and one line here, and its tools, its
accounts (in Settings, first run, `botpsy accounts`) and its sync (`botpsy sync`, the window's
polling) appear with no other edit. Packaging derives its hidden imports from this index.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol

from connectors.base import Account, AccountKind, Connector, Tool, local_now
from connectors.storage import Recovery, take_recoveries  # noqa: F401 (the faces tell the user)

#: connector name -> package that exports ``CONNECTOR``
CONNECTORS: dict[str, str] = {
    "files": "connectors.files",
    "system": "connectors.system",
    "mail": "connectors.mail",
    "calendars": "connectors.calendars",
}


class Words(Protocol):
    """The words of the user's languages, as concepts ("mail.unread", "search.common"…): the
    app passes its lexicon (app/agent/language.py, one file per language), so a connector
    holds no word list of its own language. Every concept a connector asks for is named in
    its ``CONCEPTS`` and filled in for every shipped language (tests/agent/test_language.py)."""

    def says_only(self, concept: str, text: str, language: str | None = None) -> bool:
        """Whether the whole of ``text`` says ``concept`` (in any shipped language)."""


class NoWords:
    """Words for a connector used without the app: it recognises none."""

    def says_only(self, concept: str, text: str, language: str | None = None) -> bool:
        """Never: without a lexicon no text says a concept."""
        return False


@dataclass(frozen=True)
class ConnectorContext:
    """What connectors get from the app when they build their tools.

    Attributes:
        data_dir: the app's per-user data folder (caches live below it).
        allowed_folders: folders the user allowed the assistant to touch.
        settings: connector settings (accounts etc.), never secrets.
        clock: the time now, aware, in the user's zone. The app's is the computer's clock;
            the task suite pins it, so that "tomorrow" is the same day for the model and
            for the tools that set alarms, word cards and find free time.
        words: the user's languages' words (:class:`Words`); the app gives its lexicon.
    """

    data_dir: Path
    allowed_folders: tuple[Path, ...] = ()
    settings: Mapping[str, Any] = field(default_factory=dict)
    clock: Callable[[], datetime] = local_now
    words: Words = field(default_factory=NoWords)


def connector_modules() -> list[str]:
    """Every connector package (used by packaging for hidden imports)."""
    return list(CONNECTORS.values())


def connector(name: str) -> Connector:
    """The connector called ``name`` (LookupError when there is none)."""
    if name not in CONNECTORS:
        raise LookupError(f"There is no connector called {name!r}.")
    found = importlib.import_module(CONNECTORS[name]).CONNECTOR
    if not isinstance(found, Connector) or found.name != name:
        raise TypeError(f"{CONNECTORS[name]}.CONNECTOR does not implement Connector as "
                        f"{name!r}")
    return found


def all_connectors() -> list[Connector]:
    """Every connector, in index order."""
    return [connector(name) for name in CONNECTORS]


def account_kinds() -> dict[str, Connector]:
    """Connectors that have accounts, by the word of their kind ("mail", "caldav")."""
    return {c.accounts.kind: c for c in all_connectors() if c.accounts is not None}


def stored_accounts(settings: Mapping[str, Any], name: str) -> list[dict[str, Any]]:
    """A connector's accounts as stored in the connectors' settings (no secrets)."""
    return [dict(item) for item in ((settings.get(name) or {}).get("accounts") or [])]


def configured_accounts(settings: Mapping[str, Any]) -> list[tuple[Connector, Account]]:
    """Every configured account with its connector, typed by that connector."""
    found: list[tuple[Connector, Account]] = []
    for each in all_connectors():
        kind: AccountKind | None = each.accounts
        if kind is not None:
            found += [(each, kind.from_settings(item))
                      for item in stored_accounts(settings, each.name)]
    return found


def build_all_tools(context: ConnectorContext, names: list[str] | None = None) -> list[Tool]:
    """The tools of every connector (or of those named)."""
    tools: list[Tool] = []
    for each in all_connectors():
        if names is None or each.name in names:
            tools.extend(tool if tool.connector == each.name else replace(tool, connector=each.name)
                         for tool in each.build_tools(context))
    return tools


def allow_insecure_secret_store(allowed: bool) -> None:
    """Whether connectors may keep passwords in a keyring that is not the OS's (the user's
    choice in Settings, after a warning)."""
    from connectors.secrets import allow_insecure_store

    allow_insecure_store(allowed)
