"""The model catalog: which BotPsy files exist, which are installed, and getting them.

The catalog (resources/models.json) names BotPsy's GGUF files on the model hub. ``pull``
downloads with huggingface_hub (resumes an interrupted download, reports progress) and checks
the SHA-256 against the catalog, or against the hub's LFS checksum when the catalog has none.
``add`` registers a local file after validating its GGUF header. The list of installed models
is a small JSON file in the data folder.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.agent.gguf_info import GGUFInfo, ModelFileError, human_size, inspect_gguf
from app.paths import data_dir, models_dir, resource
from connectors.base import DISK_FULL_ADVICE, UserError, disk_full, said, tr

Progress = Callable[[int, int], None]


class CatalogError(UserError, RuntimeError):
    """A model could not be found, downloaded or verified."""


@dataclass(frozen=True)
class CatalogEntry:
    """One downloadable model."""

    id: str
    title: str
    repository: str
    revision: str
    file: str
    size_bytes: int
    sha256: str | None
    profile: str = "small"  # the agent's policy profile for it (app/agent/policies.py)


@dataclass(frozen=True)
class InstalledModel:
    """A model file the app knows about."""

    id: str
    path: str
    source: str  # "catalog" or "local"
    sha256: str | None = None


def load_catalog() -> list[CatalogEntry]:
    """The catalog shipped in resources/."""
    data = json.loads(resource("models.json").read_text("utf-8"))
    return [CatalogEntry(**entry) for entry in data["models"]]


def default_model_id() -> str:
    """The catalog's default model id."""
    value: str = json.loads(resource("models.json").read_text("utf-8"))["default"]
    return value


def _installed_file() -> Path:
    return data_dir() / "models.json"


def installed_models() -> list[InstalledModel]:
    """Models registered in this installation."""
    path = _installed_file()
    if not path.is_file():
        return []
    try:
        return [InstalledModel(**item) for item in json.loads(path.read_text("utf-8"))]
    except (ValueError, TypeError):
        return []


def _save_installed(models: list[InstalledModel]) -> None:
    path = _installed_file()
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps([m.__dict__ for m in models], indent=2), "utf-8")
    tmp.replace(path)


def _register(model: InstalledModel) -> None:
    models = [m for m in installed_models() if m.id != model.id]
    models.append(model)
    _save_installed(models)


def sha256_file(path: Path, progress: Progress | None = None) -> str:
    """SHA-256 of a file, read in 4 MiB blocks."""
    digest = hashlib.sha256()
    total = path.stat().st_size
    done = 0
    with path.open("rb") as handle:
        while block := handle.read(4 << 20):
            digest.update(block)
            done += len(block)
            if progress:
                progress(done, total)
    return digest.hexdigest()


def add_local(path: str | Path, model_id: str | None = None) -> tuple[InstalledModel, GGUFInfo]:
    """Validate a local GGUF file and register it (the file stays where it is)."""
    info = inspect_gguf(path)
    ident = model_id or re.sub(r"[^a-z0-9.-]+", "-", info.path.stem.lower()).strip("-")
    model = InstalledModel(ident, str(info.path.resolve()), "local")
    _register(model)
    return model, info


def find_entry(name: str) -> CatalogEntry:
    """A catalog entry by id (or file name)."""
    for entry in load_catalog():
        if name in (entry.id, entry.file):
            return entry
    known = ", ".join(entry.id for entry in load_catalog())
    raise CatalogError(tr("No model called '{name}' in the catalog. Known: {known}.",
                          name=name, known=known))


def _progress_tqdm(progress: Progress | None) -> Any:
    if progress is None:
        return None
    from tqdm.auto import tqdm

    report: Progress = progress

    class _Reporter(tqdm):
        def update(self, n: float | None = 1) -> bool | None:
            result = super().update(n)
            if self.total:
                report(int(self.n), int(self.total))
            return result

    return _Reporter


def _check_room(entry: CatalogEntry) -> None:
    """Refuse a download the disk cannot hold before any byte arrives (what a partial
    download already holds counts as there)."""
    folder = models_dir()
    partial = sum(p.stat().st_size for p in folder.rglob("*.incomplete") if p.is_file())
    needed = max(entry.size_bytes - partial, 0)
    free = shutil.disk_usage(folder).free
    if free < needed:
        raise CatalogError(tr(
            "Not enough space for {file}: it needs {needed} more, and the disk has {free} "
            "free. Nothing was downloaded; free some space and try again.", file=entry.file,
            needed=human_size(needed), free=human_size(free)))


def pull(name: str, progress: Progress | None = None, endpoint: str | None = None) -> InstalledModel:
    """Download a catalog model (resuming a partial download) and verify its checksum."""
    entry = find_entry(name)
    try:
        from huggingface_hub import get_hf_file_metadata, hf_hub_download, hf_hub_url
        from huggingface_hub.errors import HfHubHTTPError, LocalEntryNotFoundError
    except ImportError as err:  # pragma: no cover
        raise CatalogError(tr("huggingface_hub is missing: {error}", error=str(err))) from err
    expected = entry.sha256
    _check_room(entry)
    try:
        if expected is None:
            url = hf_hub_url(entry.repository, entry.file, revision=entry.revision,
                             endpoint=endpoint)
            meta = get_hf_file_metadata(url, endpoint=endpoint)
            etag = (meta.etag or "").strip('"')
            expected = etag if re.fullmatch(r"[0-9a-f]{64}", etag) else None
        path = Path(hf_hub_download(
            entry.repository, entry.file, revision=entry.revision,
            local_dir=models_dir(), endpoint=endpoint, tqdm_class=_progress_tqdm(progress),
        ))
    except (LocalEntryNotFoundError, HfHubHTTPError, OSError, Exception) as err:
        # huggingface_hub surfaces its HTTP library's errors (httpx) as they are: every
        # failure becomes one message here, at the edge.
        if disk_full(err):
            raise CatalogError(tr(
                "The disk is full, so {file} could not be downloaded; what arrived is kept and "
                "the download resumes there next time. {advice}", file=entry.file,
                advice=DISK_FULL_ADVICE)) from err
        raise CatalogError(tr(
            "Could not download {file} from {repository}: {error}. Check the network; a "
            "partial download resumes next time.", file=entry.file,
            repository=entry.repository, error=str(err))) from err
    actual = sha256_file(path)
    if expected and actual != expected:
        path.unlink(missing_ok=True)
        raise CatalogError(tr(
            "{file} failed its checksum (expected {expected}…, got {actual}…); the damaged "
            "file was removed. Try again.", file=entry.file, expected=expected[:12],
            actual=actual[:12]))
    try:
        inspect_gguf(path)
    except ModelFileError as err:
        raise CatalogError(said(err)) from err
    model = InstalledModel(entry.id, str(path), "catalog", actual)
    _register(model)
    return model


def verify_one(model: InstalledModel, progress: Progress | None = None) -> str:
    """"ok", or "BROKEN: why" (missing, not a valid GGUF, checksum changed)."""
    path = Path(model.path)
    try:
        inspect_gguf(path)
    except ModelFileError as err:
        return f"BROKEN: {err}"
    if model.sha256 and sha256_file(path, progress) != model.sha256:
        return "BROKEN: checksum changed since download"
    return "ok"


def verify(progress: Progress | None = None) -> list[tuple[InstalledModel, str]]:
    """Check every installed model: present, a valid GGUF, checksum unchanged."""
    return [(model, verify_one(model, progress)) for model in installed_models()]


def remove(model_id: str) -> bool:
    """Forget a model; a file BotPsy downloaded into its models folder is deleted too (a
    file the user added stays where it is). Returns whether the file was deleted."""
    models = installed_models()
    found = next((m for m in models if m.id == model_id), None)
    if found is None:
        raise CatalogError(tr("No installed model is called {model}.", model=model_id))
    _save_installed([m for m in models if m.id != model_id])
    path = Path(found.path)
    ours = found.source == "catalog" and path.resolve().is_relative_to(models_dir().resolve())
    if ours and path.is_file():
        path.unlink()
        return True
    return False


def catalog_entry_for(path: str) -> CatalogEntry | None:
    """The catalogue entry of an installed model file (None: a file of the user's own)."""
    ids = {model.id for model in installed_models()
           if Path(model.path).expanduser() == Path(path).expanduser()}
    return next((entry for entry in load_catalog() if entry.id in ids), None)


def resolve_model(spec: str | None) -> str:
    """A model path from a path, an installed id, or the default; raises CatalogError."""
    if spec and (Path(spec).expanduser().exists() or spec.endswith(".gguf")):
        return str(Path(spec).expanduser())
    if spec and spec.startswith(("http://", "https://")):
        return spec
    wanted = spec or default_model_id()
    for model in installed_models():
        if model.id == wanted:
            return model.path
    installed = installed_models()
    if not spec and installed:
        return installed[0].path
    raise CatalogError(tr(
        "No model '{model}' is installed. Run `botpsy models pull {default}` or "
        "`botpsy models add PATH.gguf`, or pass --model PATH.gguf.", model=wanted,
        default=default_model_id()))
