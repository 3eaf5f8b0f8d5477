"""`botpsy models`: the catalog, pulling (progress, resume, checksum), adding, verifying."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.agent import catalog
from tests.support.fake_hub import FakeHub, tiny_gguf


@pytest.fixture()
def gguf_bytes(tmp_path: Path) -> bytes:
    return tiny_gguf(tmp_path / "tiny.gguf")


def entry() -> catalog.CatalogEntry:
    return catalog.find_entry(catalog.default_model_id())


def test_catalog_names_botpsy_in_three_precisions() -> None:
    entries = catalog.load_catalog()
    assert [e.file.split("-")[-1] for e in entries] == ["Q4_K_M.gguf", "Q8_0.gguf", "BF16.gguf"]
    assert all(e.repository and e.size_bytes > 0 for e in entries)


def test_pull_resumes_after_a_dropped_connection_and_verifies(gguf_bytes: bytes) -> None:
    model = entry()
    seen: list[tuple[int, int]] = []
    with FakeHub() as hub:
        hub.add(model.repository, model.file, gguf_bytes)
        hub.cut_first_get_at = len(gguf_bytes) * 2 // 3  # after the first 10 MB chunk
        installed = catalog.pull(model.id, progress=lambda d, t: seen.append((d, t)),
                                 endpoint=hub.url)
        ranges = [r for method, _, r in hub.requests if method == "GET" and r]
    path = Path(installed.path)
    assert path.read_bytes() == gguf_bytes
    assert ranges, "the second request should have resumed with a Range header"
    assert seen and seen[-1][0] == seen[-1][1] == len(gguf_bytes)
    assert [m.id for m in catalog.installed_models()] == [model.id]
    assert catalog.resolve_model(None) == str(path)
    assert catalog.verify() == [(installed, "ok")]
    path.write_bytes(gguf_bytes[:-1] + b"\x01")  # one flipped byte
    assert catalog.verify()[0][1].startswith("BROKEN")


def test_a_file_that_fails_its_checksum_is_removed(gguf_bytes: bytes) -> None:
    model = entry()
    with FakeHub() as hub:
        hub.add(model.repository, model.file, gguf_bytes, etag="ab" * 32)
        with pytest.raises(catalog.CatalogError, match="failed its checksum"):
            catalog.pull(model.id, endpoint=hub.url)
    assert catalog.installed_models() == []
    assert not any(Path(catalog.models_dir()).glob("*.gguf"))


def test_a_missing_file_or_dead_hub_is_a_clear_error(gguf_bytes: bytes) -> None:
    with FakeHub() as hub:
        with pytest.raises(catalog.CatalogError, match="Could not download"):
            catalog.pull(entry().id, endpoint=hub.url)
    with pytest.raises(catalog.CatalogError, match="Could not download"):
        catalog.pull(entry().id, endpoint="http://127.0.0.1:9")


def test_add_validates_the_header(tmp_path: Path, gguf_bytes: bytes) -> None:
    good = tmp_path / "Good Model.gguf"
    good.write_bytes(gguf_bytes)
    model, info = catalog.add_local(good)
    assert (model.id, info.architecture, info.context_length) == ("good-model", "llama", 2048)
    assert not info.has_template
    broken = tmp_path / "cut.gguf"
    broken.write_bytes(gguf_bytes[: len(gguf_bytes) - 100])
    with pytest.raises(Exception, match="incomplete|damaged"):
        catalog.add_local(broken)


def test_a_download_the_disk_cannot_hold_is_refused_before_it_starts(  # type: ignore[no-untyped-def]
        small_disk: Path, monkeypatch, gguf_bytes: bytes) -> None:
    """On a real 512 KB file system: the catalog's model (hundreds of MB) is refused with
    how much it needs and how much is free, before one byte is fetched."""
    monkeypatch.setenv("BOTPSY_HOME", str(small_disk))
    model = entry()
    with FakeHub() as hub:
        hub.add(model.repository, model.file, gguf_bytes)
        with pytest.raises(catalog.CatalogError, match="Not enough space") as refused:
            catalog.pull(model.id, endpoint=hub.url)
        assert hub.requests == []
    assert "MB more, and the disk has" in str(refused.value)
    assert "Nothing was downloaded" in str(refused.value)


def test_a_download_that_fills_the_disk_says_so_and_installs_nothing(  # type: ignore[no-untyped-def]
        small_disk: Path, monkeypatch, gguf_bytes: bytes) -> None:
    """A file larger than its catalogue says (or a disk that fills meanwhile): the download
    stops at the full disk with a message that says so and what to do, not "check the
    network"; nothing is installed, and the window says it in the user's language."""
    from dataclasses import replace

    from app.ui.i18n import Terminal
    from connectors.base import said

    monkeypatch.setenv("BOTPSY_HOME", str(small_disk))
    small = replace(entry(), size_bytes=100_000)  # what fits, says the catalogue
    monkeypatch.setattr(catalog, "find_entry", lambda name: small)
    with FakeHub() as hub:
        hub.add(small.repository, small.file, gguf_bytes)
        with pytest.raises(catalog.CatalogError, match="The disk is full") as failed:
            catalog.pull(small.id, endpoint=hub.url)
    assert "Check the network" not in str(failed.value)
    assert catalog.installed_models() == []
    assert not any(Path(catalog.models_dir()).glob("*.gguf"))
    assert Terminal("de").localized(said(failed.value)).startswith(
        "Der Datenträger ist voll, daher konnte")
