"""Issue 26, item 6: a hostile GGUF never crashes the model check.

5,000 arrays nested in a 60 KB file raised RecursionError, which no caller catches (first
run, Settings, Verify, the download check). Every malformed header ends as ModelFileError,
whatever its shape; the files are written here byte by byte, as an attacker would.
"""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.agent.gguf_info import ModelFileError, inspect_gguf


def _string(text: str) -> bytes:
    data = text.encode()
    return struct.pack("<Q", len(data)) + data


def _file(entries: bytes, count: int, tensors: int = 0) -> bytes:
    return b"GGUF" + struct.pack("<IQQ", 3, tensors, count) + entries


def _nested(depth: int) -> bytes:
    """One metadata value: an array of one array of one array … of one uint8."""
    value = struct.pack("<I", 9)  # the entry's type: array
    for _ in range(depth - 1):
        value += struct.pack("<IQ", 9, 1)  # of 1 array
    return value + struct.pack("<IQ", 0, 1) + b"\x00"  # of 1 uint8


def test_arrays_nested_5000_deep_are_refused_with_a_message(tmp_path: Path) -> None:
    path = tmp_path / "deep.gguf"
    path.write_bytes(_file(_string("general.architecture") + struct.pack("<I", 8)
                           + _string("llama") + _string("x") + _nested(5000), 2))
    assert path.stat().st_size < 70_000
    with pytest.raises(ModelFileError, match="nested"):
        inspect_gguf(path)


def test_a_shallow_nesting_still_reads(tmp_path: Path) -> None:
    path = tmp_path / "ok.gguf"
    data = _file(_string("general.architecture") + struct.pack("<I", 8) + _string("llama")
                 + _string("x") + _nested(2), 2)
    path.write_bytes(data + b"\0" * (-len(data) % 32))  # the (empty) tensor data, aligned
    assert inspect_gguf(path).architecture == "llama"


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=400), st.integers(0, 4), st.integers(0, 40))
def test_any_header_ends_as_a_model_file_error(tail: bytes, tensors: int, count: int) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzz.gguf"
        path.write_bytes(_file(tail, count, tensors))
        try:
            inspect_gguf(path)
        except ModelFileError:
            pass  # the one way it may fail
