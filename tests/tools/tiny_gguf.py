"""A valid GGUF file with a header and no tensors, for the dev tools and the tests (what the
app checks of a chosen model file is its header)."""

from __future__ import annotations

from pathlib import Path


def tiny_gguf(path: Path, name: str = "Tiny test model", context: int = 2048) -> Path:
    """Write it at ``path``; returns ``path``."""
    from gguf import GGUFWriter

    path.parent.mkdir(parents=True, exist_ok=True)
    writer = GGUFWriter(str(path), "llama")
    writer.add_name(name)
    writer.add_context_length(context)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path
