"""The Linux bundle: built by the suite on every run, then its self-test runs (issue: installers)."""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest
import yaml

from tests.conftest import require

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        require(False, "PyInstaller is not installed (the packaging extra)")
    dist = tmp_path_factory.mktemp("dist")
    work = tmp_path_factory.mktemp("work")
    result = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "--dist",
                             str(dist), "--work", str(work)], capture_output=True, text=True,
                            timeout=1200)
    assert result.returncode == 0, result.stderr[-3000:]
    return dist


def test_bundle_selftest_passes_and_loads_a_gguf(bundle: Path, qwen_gguf: Path,
                                                 tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "PYTHONPATH")}
    env["BOTPSY_HOME"] = str(tmp_path)
    result = subprocess.run([str(bundle / "botpsy" / "botpsy"), "--selftest", "--model",
                             str(qwen_gguf)], capture_output=True, text=True, timeout=300,
                            env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr[-2000:]
    for name in ("connectors", "calendar", "resources", "database", "keyring", "llama.cpp",
                 "translations", "window"):
        assert any(line.split(":")[0] in (f"PASS {name}", f"WARN {name}")
                   for line in result.stdout.splitlines()), name
    assert "_internal/resources" in result.stdout  # resources came from the bundle
    assert "generated" in result.stdout
    assert "PASS translations: en, de, es, fr, zh (bundle)" in result.stdout  # compiled by the build


def test_bundle_size_and_archive(bundle: Path) -> None:
    size = sum(p.stat().st_size for p in (bundle / "botpsy").rglob("*")
               if p.is_file() and not p.is_symlink())
    assert size < 450e6, f"bundle is {size / 1e6:.0f} MB"
    [archive] = bundle.glob("BotPsy-*-linux-*.tar.gz")
    with tarfile.open(archive) as tar:
        names = set(tar.getnames())
    top = archive.name.split("-linux-")[0]  # BotPsy-<version>
    for needed in ("botpsy", "botpsy.desktop", "botpsy.svg", "install.sh", "_internal/resources"):
        assert f"{top}/{needed}" in names, needed
    assert not any(name.endswith(".gguf") for name in names)  # the model is never bundled


def test_bundle_starts_a_window_and_quits_cleanly(bundle: Path, tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY",)}
    env.update(QT_QPA_PLATFORM="offscreen", BOTPSY_EXIT_WHEN_READY="1")
    for attempt in range(3):  # first run (guide open) each time: quitting must never crash
        env["BOTPSY_HOME"] = str(tmp_path / str(attempt))
        result = subprocess.run([str(bundle / "botpsy" / "botpsy")], capture_output=True,
                                text=True, timeout=120, env=env)
        assert result.returncode == 0 and "BOTPSY_WINDOW_READY" in result.stdout, \
            (result.returncode, result.stderr[-1000:])


def test_desktop_entry_and_release_workflow_are_valid() -> None:
    entry = (ROOT / "packaging" / "linux" / "botpsy.desktop").read_text()
    assert entry.startswith("[Desktop Entry]") and "Exec=botpsy" in entry
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text())
    triggers = workflow.get("on", workflow.get(True))
    assert triggers["push"]["tags"]
    systems = set(workflow["jobs"]["build"]["strategy"]["matrix"]["os"])
    assert {"ubuntu-latest", "macos-latest", "windows-latest"} <= systems
    assert (ROOT / "packaging" / "windows" / "botpsy.iss").read_text().count("[Icons]") == 1
    assert "hdiutil" in (ROOT / "packaging" / "macos" / "make_dmg.sh").read_text()
