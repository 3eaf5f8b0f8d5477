"""Fixtures of the window tests: an allowed folder and the real app with a scripted model."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.store.db import Store
from app.ui.application import BotPsyApp
from tests.support.doubles import ScriptedBackend


@pytest.fixture()
def docs(tmp_path: Path) -> Path:
    folder = tmp_path / "Documents"
    folder.mkdir()
    return folder


@pytest.fixture()
def make_app(qtbot, tmp_path: Path, docs: Path):  # type: ignore[no-untyped-def]
    apps: list[BotPsyApp] = []

    def make(turns: list, store_path: Path | None = None,
             kind: type[ScriptedBackend] = ScriptedBackend) -> tuple[BotPsyApp, ScriptedBackend]:
        store = Store(store_path or tmp_path / "db.sqlite3")
        store.set_setting("files.allowed_folders", [str(docs)])
        backend = kind(turns)
        app = BotPsyApp(store, backend_factory=lambda settings: backend, model="scripted",
                        confirm_timeout_s=30)
        qtbot.addWidget(app.window)
        app.start(show_first_run=False)
        # wait on GUI-thread state only: pytest-qt's blockers are not safe across threads
        qtbot.waitUntil(lambda: app.window.model_ready, timeout=5000)
        apps.append(app)
        return app, backend

    yield make
    for app in apps:
        app.window.close()
        app.dispose()
