"""Issue 15, item 10: Settings' Model tab is a small model manager — installed models with
size and origin, download from the catalog with progress, remove, verify."""

from __future__ import annotations

import threading
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt

from app.agent import catalog
from app.paths import models_dir
from app.settings import ModelSettings, Settings
from app.ui.models import ModelManager
from app.ui.settings import SettingsDialog
from tests.tools.tiny_gguf import tiny_gguf


def installed(tmp_path: Path) -> tuple[Path, Path]:
    """A model downloaded from the catalog (in BotPsy's models folder) and one the user
    added from elsewhere."""
    downloaded = tiny_gguf(models_dir() / "BotPsy-0.8B-Q8_0.gguf")
    catalog._register(catalog.InstalledModel("botpsy-0.8b-q8", str(downloaded), "catalog",
                                             catalog.sha256_file(downloaded)))
    mine = tiny_gguf(tmp_path / "my-model.gguf")
    catalog.add_local(mine)
    return downloaded, mine


def manager(qtbot, current: str = "", **kwargs) -> ModelManager:  # type: ignore[no-untyped-def]
    widget = ModelManager(current, **kwargs)
    qtbot.addWidget(widget)
    widget.show()
    with qtbot.waitSignal(widget.changed, timeout=5000):  # the first read of the disk
        pass
    return widget


def test_the_installed_models_are_listed_used_verified_and_removed(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    downloaded, mine = installed(tmp_path)
    models = manager(qtbot, current=str(mine.resolve()))
    lines = [models.list.item(i).text() for i in range(models.list.count())]
    assert lines[0].startswith("BotPsy 0.8B") and lines[0].endswith(" · from the catalog")
    assert lines[1] == "● my-model.gguf — 160 bytes · your file"  # the locale writes the size
    # the catalog offers what is not installed yet
    offered = [models.catalog_choice.itemData(i) for i in range(models.catalog_choice.count())]
    assert "botpsy-0.8b-q8" not in offered and "botpsy-0.8b-q4" in offered

    models.list.setCurrentRow(0)
    chosen: list[str] = []
    models.chosen.connect(chosen.append)
    qtbot.mouseClick(models.use_button, Qt.MouseButton.LeftButton)
    assert chosen == [str(downloaded)] and models.list.item(0).text().startswith("● ")

    qtbot.mouseClick(models.verify_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "whole" in models.status.text(), timeout=5000)
    with downloaded.open("ab") as handle:
        handle.write(b"damage")
    qtbot.mouseClick(models.verify_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "checksum changed" in models.status.text(), timeout=5000)

    models.on_remove_clicked(confirm=False)  # the model in use: refused
    assert "in use" in models.status.text() and downloaded.exists()
    models.set_current("")
    models.on_remove_clicked(confirm=False)
    qtbot.waitUntil(lambda: models.list.count() == 1, timeout=5000)
    assert not downloaded.exists()  # BotPsy's own download is deleted
    models.list.setCurrentRow(0)
    models.on_remove_clicked(confirm=False)
    qtbot.waitUntil(lambda: models.list.count() == 0, timeout=5000)
    assert mine.exists()  # the user's own file stays where it was


def test_a_catalog_model_downloads_with_progress_and_can_be_cancelled(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    gate = threading.Event()
    pulled: list[str] = []

    def pull(model_id: str, report):  # type: ignore[no-untyped-def]
        pulled.append(model_id)
        report(100, 1000)
        gate.wait(5)
        report(1000, 1000)  # raises once the user cancelled
        path = tiny_gguf(models_dir() / f"{model_id}.gguf")
        model = catalog.InstalledModel(model_id, str(path), "catalog")
        catalog._register(model)
        return model

    models = manager(qtbot, pull=pull)
    assert models.list.count() == 0 and models.download_button.isEnabled()
    qtbot.mouseClick(models.download_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: models.progress.value() == 100, timeout=5000)
    assert models.status.text() == "0 of 0 MB" and models.cancel_button.isVisibleTo(models)
    qtbot.mouseClick(models.cancel_button, Qt.MouseButton.LeftButton)
    gate.set()
    qtbot.waitUntil(lambda: "cancelled" in models.status.text(), timeout=5000)

    assert models.list.count() == 0
    gate.set()
    qtbot.mouseClick(models.download_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: models.list.count() == 1, timeout=5000)
    assert "Downloaded and verified" in models.status.text()
    assert pulled == [catalog.default_model_id()] * 2


def test_settings_model_tab_uses_the_chosen_model(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    downloaded, mine = installed(tmp_path)
    dialog = SettingsDialog(Settings(model=ModelSettings(str(mine.resolve()))))
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.models.list.count() == 2, timeout=5000)
    dialog.models.list.setCurrentRow(0)
    qtbot.mouseClick(dialog.models.use_button, Qt.MouseButton.LeftButton)
    assert dialog.result_settings().model.path == str(downloaded)


def test_settings_choose_the_assistants_rules(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Issue 25: the policy profile comes from the model's catalogue entry unless the user
    picks one in Settings › Model; the choice is kept and reaches the agent's builder."""
    from app.services import open_store
    from app.settings import load_settings, save_settings

    dialog = SettingsDialog(Settings(model=ModelSettings("", False, "capable")))
    qtbot.addWidget(dialog)
    assert dialog.profile.currentData() == "capable"
    dialog.profile.setCurrentIndex(dialog.profile.findData(""))
    assert dialog.result_settings().model.profile == ""
    dialog.profile.setCurrentIndex(dialog.profile.findData("small"))
    store = open_store(tmp_path / "db.sqlite3")
    save_settings(store, dialog.result_settings())
    assert load_settings(store, ()).model.profile == "small"


def test_settings_show_and_pin_the_processor_threads(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Issue 29: Settings › Model shows what the automatic choice uses now, and the user may
    pin a count; the pinned count is kept and reaches the backend factory."""
    from app.agent import threads
    from app.services import open_store
    from app.settings import load_settings, save_settings
    from app.ui import application

    generating, reading = threads.ThreadGovernor(2), threads.ThreadGovernor(2)
    generating.threads = 1
    monkeypatch.setattr(threads, "_live", (generating, reading))
    dialog = SettingsDialog(Settings(model=ModelSettings("", False, "")))
    qtbot.addWidget(dialog)
    assert dialog.threads.currentData() == 0
    assert "now 1 generating, 2 reading" in dialog.threads.currentText()
    assert dialog.threads.count() == 1 + threads.physical_cores()
    dialog.threads.setCurrentIndex(dialog.threads.findData(1))
    store = open_store(tmp_path / "db.sqlite3")
    save_settings(store, dialog.result_settings())
    kept = load_settings(store, ())
    assert kept.model.threads == 1
    seen: dict[str, object] = {}
    monkeypatch.setattr(application, "load_backend",
                        lambda path, **kwargs: seen.update(kwargs) or object())
    application.default_backend_factory(replace(kept, model=replace(kept.model,
                                                                    path="/m.gguf")))
    assert seen["n_threads"] == 1
