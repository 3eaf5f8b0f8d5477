"""The static index of connectors.

Each entry names a module that exposes ``build_tools(context) -> list[Tool]``. Modules are
imported lazily (only when tools are built), and packaging derives its hidden imports from this
index, so a connector is added here and nowhere else.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from connectors.base import Tool

#: connector name -> module that declares its tools
CONNECTORS: Mapping[str, str] = {
    "files": "connectors.files.tools",
    "system": "connectors.system.tools",
    "mail": "connectors.mail.tools",
    "calendars": "connectors.calendars.tools",
}


@dataclass(frozen=True)
class ConnectorContext:
    """What connectors get from the app when they build their tools.

    Attributes:
        data_dir: the app's per-user data folder (caches live below it).
        allowed_folders: folders the user allowed the assistant to touch.
        settings: connector settings (accounts etc.), never secrets.
    """

    data_dir: Path
    allowed_folders: tuple[Path, ...] = ()
    settings: Mapping[str, Any] = field(default_factory=dict)


def connector_modules() -> list[str]:
    """Return every connector module name (used by packaging for hidden imports)."""
    return list(CONNECTORS.values())


def build_all_tools(context: ConnectorContext, names: list[str] | None = None) -> list[Tool]:
    """Import the connectors (all, or ``names``) and return their tools."""
    tools: list[Tool] = []
    for name, module_name in CONNECTORS.items():
        if names is not None and name not in names:
            continue
        module = importlib.import_module(module_name)
        tools.extend(module.build_tools(context))
    return tools
