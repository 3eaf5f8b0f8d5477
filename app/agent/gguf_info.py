"""Checking a GGUF file before the app trusts it.

Reads the header in one pass (``_Header``): magic, architecture, context length, chat
template, and whether the file holds all its tensor data (a truncated download is refused here,
with a message, rather than crashing llama.cpp). The ``gguf`` package gives the tensor types'
block sizes.
"""

from __future__ import annotations

import mmap
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from connectors.base import UserError, tr

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


class _Header:
    """A forward-only reader of a GGUF header (spec: ggml/docs/gguf.md, versions 2 and 3).

    The ``gguf`` package's reader builds a numpy view of every value, the 150,000 strings of
    a tokenizer's vocabulary among them: 15-30 s on a laptop for a 0.5B model, before
    llama.cpp (under a second) even starts. This reads the same header in a single pass and
    skips the arrays; every length is checked against the file's size, so a
    damaged header fails with a message instead of a huge allocation.
    """

    _SCALARS = {0: "B", 1: "b", 2: "H", 3: "h", 4: "I", 5: "i", 6: "f", 7: "?", 10: "Q",
                11: "q", 12: "d"}  # GGUF value types with a fixed size
    _STRING, _ARRAY = 8, 9
    #: arrays of arrays: real files nest none; a crafted one nested 5,000 deep (60 KB) to
    #: exhaust Python's recursion (issue 26, item 6)
    MAX_DEPTH = 4

    def __init__(self, data: Any, size: int) -> None:
        self.data = data  # the file's bytes (an mmap)
        self.size = size
        self.position = 4  # after the magic
        self.order = "<"

    def scalar(self, code: str) -> Any:
        width = struct.calcsize(code)
        if self.position + width > self.size:
            raise ValueError("the header ends early")
        value = struct.unpack_from(self.order + code, self.data, self.position)[0]
        self.position += width
        return value

    def count(self, what: str, limit: int) -> int:
        value = int(self.scalar("Q"))
        if value > limit:
            raise ValueError(f"{what} of {value:,} does not fit a {self.size:,}-byte file")
        return value

    def skip(self, count: int) -> None:
        if self.position + count > self.size:
            raise ValueError("a value runs past the end of the file")
        self.position += count

    def string(self) -> str:
        length = self.count("a string length", self.size)
        start = self.position
        self.skip(length)
        return bytes(self.data[start:self.position]).decode("utf-8", "replace")

    def value(self, kind: int, depth: int = 0) -> Any:
        """A value of GGUF type ``kind``; arrays are skipped (None), nested ``MAX_DEPTH``
        deep at most."""
        if kind in self._SCALARS:
            return self.scalar(self._SCALARS[kind])
        if kind == self._STRING:
            return self.string()
        if kind != self._ARRAY:
            raise ValueError(f"unknown value type {kind}")
        if depth >= self.MAX_DEPTH:
            raise ValueError(f"arrays nested more than {self.MAX_DEPTH} deep")
        item = int(self.scalar("I"))
        length = self.count("an array length", self.size)
        if item in self._SCALARS:
            self.skip(length * struct.calcsize(self._SCALARS[item]))
        elif item == self._STRING:  # a vocabulary: only the lengths are read
            lengths = struct.Struct(self.order + "Q")
            for _ in range(length):
                if self.position + 8 > self.size:
                    raise ValueError("the header ends early")
                self.skip(8 + lengths.unpack_from(self.data, self.position)[0])
        else:
            for _ in range(length):
                self.value(item, depth + 1)
        return None


_WANTED = ("general.architecture", "general.name", "general.file_type", "general.alignment",
           "tokenizer.chat_template")


def _read_header(data: Any, size: int) -> tuple[dict[str, Any], int]:
    """The wanted metadata (and every ``*.context_length``) and where the tensor data ends."""
    from gguf.constants import GGML_QUANT_SIZES, GGMLQuantizationType

    header = _Header(data, size)
    version = int(header.scalar("I"))
    if version > 0xFFFF:  # written big-endian
        header.order = ">"
        version = int.from_bytes(version.to_bytes(4, "little"), "big")
    if version not in (2, 3):
        raise ValueError(f"GGUF version {version} is not supported (BotPsy reads 2 and 3)")
    tensors = header.count("a tensor count", size // 24)
    entries = header.count("a metadata count", size // 12)
    metadata: dict[str, Any] = {}
    for _ in range(entries):
        key = header.string()
        kind = int(header.scalar("I"))
        value = header.value(kind)
        if key in _WANTED or key.endswith(".context_length"):
            metadata[key] = value
    layout = []
    for _ in range(tensors):
        header.string()  # the tensor's name
        dims = int(header.scalar("I"))
        if dims > 8:
            raise ValueError(f"a tensor with {dims} dimensions")
        elements = 1
        for _ in range(dims):
            elements *= int(header.scalar("Q"))
        kind = int(header.scalar("I"))
        offset = int(header.scalar("Q"))
        try:
            block, block_bytes = GGML_QUANT_SIZES[GGMLQuantizationType(kind)]
        except (ValueError, KeyError) as err:
            raise ValueError(f"a tensor of unknown type {kind}") from err
        layout.append(offset + elements // block * block_bytes)
    alignment = int(metadata.get("general.alignment") or 32)
    if alignment <= 0:
        raise ValueError(f"an alignment of {alignment}")
    start = -(-header.position // alignment) * alignment  # the data starts aligned
    return metadata, start + max(layout, default=0)


def inspect_gguf(path: str | Path) -> GGUFInfo:
    """Validate a GGUF file's header and return its facts.

    Raises:
        ModelFileError: with a message for people (not a GGUF, truncated, unreadable).
    """
    file = Path(path).expanduser()
    if not file.is_file():
        raise ModelFileError(tr("{file} does not exist or is not a file.", file=str(file)))
    size = file.stat().st_size
    with file.open("rb") as handle:
        magic = handle.read(4)
    if magic != GGUF_MAGIC:
        raise ModelFileError(tr(
            "{file} is not a GGUF model file (it does not start with 'GGUF'). BotPsy needs a "
            ".gguf file, such as the ones `botpsy models pull` downloads.", file=file.name)
        )
    try:
        with file.open("rb") as handle, \
                mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as data:
            metadata, end = _read_header(data, size)
    except (ValueError, OSError, struct.error, TypeError, OverflowError, RecursionError) as err:
        raise ModelFileError(tr(
            "{file} looks like a GGUF file but its header cannot be read ({error}); the file "
            "is probably damaged or incomplete.", file=file.name, error=str(err))
        ) from err
    if end > size:
        raise ModelFileError(tr(
            "{file} is incomplete: its tensors need {needed} bytes but the file has {size}. "
            "Download it again (downloads resume where they stopped).", file=file.name,
            needed=f"{end:,}", size=f"{size:,}")
        )
    architecture = metadata.get("general.architecture")
    if not architecture:
        raise ModelFileError(tr("{file} has no general.architecture: not a usable model.",
                                file=file.name))
    context = metadata.get(f"{architecture}.context_length")
    return GGUFInfo(
        path=file,
        size=size,
        architecture=str(architecture),
        name=str(metadata.get("general.name") or file.stem),
        context_length=int(context or 0) if isinstance(context, int) else 0,
        chat_template=_text_or_none(metadata.get("tokenizer.chat_template")),
        file_type=_int_or_none(metadata.get("general.file_type")),
    )


def _text_or_none(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def _int_or_none(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


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

