"""Wiring: the pieces the CLI and the GUI share (store, registry, runner, agent).

Nothing here talks to the user; it only assembles objects from settings.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from app.agent.backends import Backend, GenerationOptions, ScoresLabels
from app.agent.confirmation import Confirmer
from app.agent.language import LEXICON
from app.agent.loop import Agent, AgentConfig
from app.agent.meaning import MeaningRouter
from app.agent.policies import Policies, profile_of
from app.agent.registry import ToolRegistry
from app.agent.routing import ToolRouter
from app.agent.runner import Journal, ToolRunner
from app.paths import data_dir, database_path
from app.settings import (
    ALLOWED_FOLDERS_KEY,
    PLAINTEXT_PASSWORDS_KEY,
    TIME_ZONE_KEY,
    Settings,
    connector_settings,
    load_settings,
)
from app.store.db import Store, StoreJournal
from connectors import (
    ConnectorContext,
    all_connectors,
    allow_insecure_secret_store,
    build_all_tools,
    configured_accounts,
)

log = logging.getLogger(__name__)


def default_allowed_folders() -> list[str]:
    """Documents, Downloads and Desktop where they exist."""
    import platformdirs

    found = []
    for getter in (platformdirs.user_documents_dir, platformdirs.user_downloads_dir,
                   platformdirs.user_desktop_dir):
        try:
            path = Path(getter())
        except Exception:  # a platform without that folder
            continue
        if path.is_dir() and str(path) not in found:
            found.append(str(path))
    return found


def open_store(path: Path | None = None) -> Store:
    """Open (and migrate) the user's database, and apply its password-store choice."""
    store = Store(path or database_path())
    apply_secret_policy(store)
    interrupted = store.mark_interrupted()
    if interrupted:
        log.warning("%d approved action(s) were cut short by the last stop; the journal says "
                    "so", interrupted)
    return store


def apply_secret_policy(store: Store) -> None:
    """Whether the user chose (in Settings, after a warning) to allow a plaintext keyring."""
    allow_insecure_secret_store(bool(store.get_setting(PLAINTEXT_PASSWORDS_KEY, False)))


def connector_context(store: Store) -> ConnectorContext:
    """The context connectors build their tools with."""
    folders = store.get_setting(ALLOWED_FOLDERS_KEY)
    if folders is None:
        folders = default_allowed_folders()
    return ConnectorContext(
        data_dir=data_dir(),
        allowed_folders=tuple(Path(f) for f in folders),
        settings=connector_settings(store),
        words=LEXICON,
    )


def build_registry(store: Store) -> ToolRegistry:
    """Every tool of every connector."""
    return ToolRegistry(build_all_tools(connector_context(store)))


def build_router(registry: ToolRegistry) -> ToolRouter:
    """The router over this registry, with each connector's own topic words."""
    faces = all_connectors()
    return ToolRouter(registry, {c.name: c.topics for c in faces},
                      {c.name: c.hints for c in faces})


def own_values(store: Store) -> tuple[str, ...]:
    """What the user's accounts are called (their addresses): "send it to me" needs no
    mention of the address in the conversation."""
    found = []
    for face, account in configured_accounts(connector_settings(store)):
        if face.accounts is not None:
            found.append(face.accounts.label(account))
    return tuple(found)


def build_runner(registry: ToolRegistry, confirmer: Confirmer, store: Store | None) -> ToolRunner:
    """The runner, journaling to the store when there is one."""
    journal: Journal | None = StoreJournal(store) if store is not None else None
    return ToolRunner(registry, confirmer, journal)


def user_time_zone(store: Store) -> str:
    """The time zone the user chose ("" = the system's)."""
    return str(store.get_setting(TIME_ZONE_KEY, "") or "")


def settings_of(store: Store) -> Settings:
    """The user's settings (the default folders where none were chosen)."""
    return load_settings(store, tuple(default_allowed_folders()))


def build_agent(backend: Backend, registry: ToolRegistry, runner: ToolRunner, store: Store,
                model_path: str = "", profile: str = "", without: tuple[str, ...] = (),
                **config: Any) -> Agent:
    """The agent, as both the window and the CLI run it: the registry's router with routing
    by meaning on the same backend, and the policies of the model's profile.

    ``profile`` overrides the model's catalogue entry (the CLI's ``--profile``, Settings ›
    Model); ``without`` switches named policies off (safety ones cannot be); ``config``
    holds AgentConfig fields beyond the time zone and the user's own addresses. The answers
    the app writes itself name what was done in the request's language (the window's
    catalogue, ``app.ui.i18n.sentence_in``).
    """
    from app.agent.catalog import catalog_entry_for

    chosen = profile_of(catalog_entry_for(model_path) if model_path else None, profile)
    options = config.pop("options", None) or GenerationOptions()
    from app.ui.i18n import sentence_in  # the window's catalogue (QtCore only)

    config.setdefault("phrases", sentence_in)
    agent_config = AgentConfig(options=options, time_zone=user_time_zone(store),
                               known_values=own_values(store), **config)
    # routing by meaning scores labels in process; a remote endpoint takes no grammar or
    # logits from us, so there the words alone route
    meaning = MeaningRouter(backend) if isinstance(backend, ScoresLabels) else None
    return Agent(backend, registry, runner, agent_config, build_router(registry),
                 Policies(chosen, without), meaning)
