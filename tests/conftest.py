"""Shared fixtures: an isolated data folder, the real stand-in models, doubles.

Tests that need something the machine lacks (a stand-in model, a server) skip with the reason
on a developer's laptop, and fail when CI=true: CI must never pass by skipping.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests.support import models as stand_in


def require(condition: bool, reason: str) -> None:
    """Skip (developer machine) or fail (CI=true) when ``condition`` is false."""
    if condition:
        return
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(f"required for CI: {reason}")
    pytest.skip(reason)


@pytest.fixture(autouse=True)
def botpsy_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own data folder: nothing touches the user's real data."""
    home = tmp_path_factory.mktemp("botpsy-home")
    monkeypatch.setenv("BOTPSY_HOME", str(home))
    return home


@pytest.fixture(scope="session")
def qwen_gguf() -> Path:
    """The Qwen2.5-Coder-0.5B-Instruct Q4 stand-in (real GGUF with an embedded template)."""
    path, reason = stand_in.qwen_path()
    require(path is not None, reason)
    assert path is not None
    return path


@pytest.fixture(scope="session")
def gemma_gguf() -> Path:
    """The Gemma 3 270M stand-in (real GGUF without a chat template)."""
    path, reason = stand_in.gemma_path()
    require(path is not None, reason)
    assert path is not None
    return path


@pytest.fixture(scope="session")
def qwen35_gguf() -> Path:
    """A tiny random-weight Qwen3.5 hybrid (arch qwen35) with the real Qwen3.5 template,
    written once into the test-model cache (tests/support/qwen35.py)."""
    from tests.support.qwen35 import qwen35_path

    path, reason = qwen35_path()
    require(path is not None, reason)
    assert path is not None
    return path


@pytest.fixture(scope="session")
def qwen_backend(qwen_gguf: Path, tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    """One loaded llama.cpp backend shared by the real-model tests (loading costs ~1 s)."""
    from app.agent.backends import LlamaBackend

    return LlamaBackend(qwen_gguf, n_ctx=4096,
                        state_dir=tmp_path_factory.mktemp("prompt-states"))


@pytest.fixture(scope="session")
def mail_servers():  # type: ignore[no-untyped-def]
    """Real Dovecot (IMAP/IMAPS/LMTP) and SMTP servers with a throwaway CA, for the session."""
    import shutil

    require(shutil.which("dovecot") is not None and shutil.which("openssl") is not None,
            "Dovecot (dovecot-imapd, dovecot-lmtpd) or openssl is not installed")
    from tests.support.mailserver import start_mail_servers

    running = start_mail_servers()
    yield running
    running.stop()


@pytest.fixture()
def secrets():  # type: ignore[no-untyped-def]
    """An in-memory keyring for one test (never the user's real keyring)."""
    from tests.support.memory_keyring import MemoryKeyring, installed

    with installed(MemoryKeyring()) as memory:
        yield memory


def _radicale_available() -> None:
    try:
        import radicale  # noqa: F401
    except ImportError:
        require(False, "Radicale is not installed")


@pytest.fixture(scope="session")
def radicale(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    """A real Radicale CalDAV server (htpasswd users alice and bob, filesystem store)."""
    _radicale_available()
    from tests.support.caldavserver import RadicaleServer

    server = RadicaleServer(tmp_path_factory.mktemp("radicale"))
    server.start()
    yield server.url
    server.stop()


@pytest.fixture()
def own_radicale(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    """A Radicale of this test's own, which the test may stop and start again."""
    _radicale_available()
    from tests.support.caldavserver import RadicaleServer

    server = RadicaleServer(tmp_path_factory.mktemp("radicale-own"))
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def radicale_tls(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    """Radicale over TLS with a throwaway CA (``server.ca_file``)."""
    import shutil

    _radicale_available()
    require(shutil.which("openssl") is not None, "openssl is not installed")
    from tests.support.caldavserver import RadicaleServer

    server = RadicaleServer(tmp_path_factory.mktemp("radicale-tls"), tls=True)
    server.start()
    yield server
    server.stop()


@pytest.fixture()
def small_disk(tmp_path: Path):  # type: ignore[no-untyped-def]
    """A real 512 KB file system (tmpfs) for disk-full tests (tests/support/small_disk.py)."""
    from tests.support.small_disk import can_mount, mounted

    possible, reason = can_mount()
    require(possible, reason)
    with mounted(tmp_path / "small-disk") as disk:
        yield disk
