"""Checking a GGUF file before the app trusts it.

Reads the header with the ``gguf`` package (ggml's own reader): magic, architecture, context
length, chat template, and whether the file holds all its tensor data (a truncated download is
refused here, with a message, rather than crashing llama.cpp).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from connectors.base import UserError

GGUF_MAGIC = b"GGUF"


class ModelFileError(UserError, ValueError):
    """A model file is missing, not a GGUF, or damaged."""


@dataclass(frozen=True)
class GGUFInfo:
    """What the app needs to know about a model file."""

    path: Path
    size: int
    architecture: str
    name: str
    context_length: int
    chat_template: str | None
    file_type: int | None

    @property
    def has_template(self) -> bool:
        """True when the model carries its own chat template."""
        return bool(self.chat_template and self.chat_template.strip())


def _field(reader, key: str):
    field = reader.fields.get(key)
    if field is None:
        return None
    try:
        return field.contents()
    except Exception:  # an unreadable optional field is treated as absent
        return None


def inspect_gguf(path: str | Path) -> GGUFInfo:
    """Validate a GGUF file's header and return its facts.

    Raises:
        ModelFileError: with a message for people (not a GGUF, truncated, unreadable).
    """
    file = Path(path).expanduser()
    if not file.is_file():
        raise ModelFileError(f"{file} does not exist or is not a file.")
    size = file.stat().st_size
    with file.open("rb") as handle:
        magic = handle.read(4)
    if magic != GGUF_MAGIC:
        raise ModelFileError(
            f"{file.name} is not a GGUF model file (it does not start with 'GGUF'). "
            "BotPsy needs a .gguf file, such as the ones `botpsy models pull` downloads."
        )
    try:
        from gguf import GGUFReader

        reader = GGUFReader(file)
    except Exception as err:
        raise ModelFileError(
            f"{file.name} looks like a GGUF file but its header cannot be read "
            f"({type(err).__name__}: {err}); the file is probably damaged or incomplete."
        ) from err
    end = 0
    for tensor in reader.tensors:
        end = max(end, int(tensor.data_offset) + int(tensor.n_bytes))
    if end > size:
        raise ModelFileError(
            f"{file.name} is incomplete: its tensors need {end:,} bytes but the file has "
            f"{size:,}. Download it again (downloads resume where they stopped)."
        )
    architecture = _field(reader, "general.architecture")
    if not architecture:
        raise ModelFileError(f"{file.name} has no general.architecture: not a usable model.")
    context = _field(reader, f"{architecture}.context_length")
    return GGUFInfo(
        path=file,
        size=size,
        architecture=str(architecture),
        name=str(_field(reader, "general.name") or file.stem),
        context_length=int(context or 0),
        chat_template=_field(reader, "tokenizer.chat_template"),
        file_type=_field(reader, "general.file_type"),
    )


def describe(info: GGUFInfo) -> str:
    """The model in a line for people: name, architecture, size, context, template."""
    template = "has its chat template" if info.has_template else \
        "no chat template inside (BotPsy uses its own for this architecture)"
    context = f"reads {info.context_length:,} tokens" if info.context_length else \
        "context length not stated"
    return f"{info.name} — {info.architecture}, {human_size(info.size)}, {context}, {template}"


def human_size(size: int) -> str:
    """533 MB, 1.21 GB."""
    return f"{size / 1e9:.2f} GB" if size >= 1e9 else f"{size / 1e6:.0f} MB"

