"""The GGUF header check and the model load's progress, on the real stand-in files.

The check reads the header in one pass (app/agent/gguf_info.py); it must agree with ggml's own
``gguf`` reader on every stand-in, and a damaged header must end in ModelFileError whatever
byte is wrong. The load reports llama.cpp's own progress, and can be stopped.
"""

from __future__ import annotations

import mmap
import random
from pathlib import Path

import pytest

from app.agent.backends import LlamaBackend, LoadStopped, load_listener
from app.agent.gguf_info import ModelFileError, _read_header, inspect_gguf

HEADER_BYTES = 2_000_000  # enough of the Gemma file for its header, not its tensors


def _llama_metadata(path: Path) -> dict[str, str]:
    from llama_cpp import Llama

    return dict(Llama(model_path=str(path), vocab_only=True, verbose=False).metadata)


@pytest.mark.parametrize("model", ["qwen_gguf", "gemma_gguf", "qwen35_gguf"])
def test_the_header_check_agrees_with_llama_cpp(model: str, request: pytest.FixtureRequest
                                                ) -> None:
    path: Path = request.getfixturevalue(model)
    metadata = _llama_metadata(path)
    info = inspect_gguf(path)
    architecture = metadata["general.architecture"]
    assert info.architecture == architecture
    assert info.context_length == int(metadata[f"{architecture}.context_length"])
    assert info.chat_template == metadata.get("tokenizer.chat_template")
    assert info.name == metadata.get("general.name", path.stem)


def test_where_the_tensor_data_ends_agrees_with_ggmls_reader(qwen35_gguf: Path) -> None:
    from gguf import GGUFReader

    reader = GGUFReader(qwen35_gguf)  # slow (every vocabulary string): one model only
    end = max(int(t.data_offset) + int(t.n_bytes) for t in reader.tensors)
    with qwen35_gguf.open("rb") as handle, \
            mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as data:
        assert _read_header(data, qwen35_gguf.stat().st_size)[1] == end


def test_a_file_missing_its_last_byte_is_incomplete(tmp_path: Path, gemma_gguf: Path) -> None:
    data = gemma_gguf.read_bytes()
    short = tmp_path / "short.gguf"
    short.write_bytes(data[:-1])
    with pytest.raises(ModelFileError, match="incomplete"):
        inspect_gguf(short)


def test_a_damaged_header_is_refused_with_a_message_whatever_byte_is_wrong(
        tmp_path: Path, gemma_gguf: Path) -> None:
    """Cut anywhere in the header, or a byte changed anywhere in it: a ModelFileError (a
    message for people) or, when the change is harmless, the facts; never another exception,
    never a hang on a length that claims terabytes."""
    with gemma_gguf.open("rb") as handle:
        head = handle.read(HEADER_BYTES)
    target = tmp_path / "damaged.gguf"
    rng = random.Random(15)
    for cut in [5, 8, 12, 20, 24, 40, 100, 1000, 50_000, 400_000, HEADER_BYTES - 1]:
        target.write_bytes(head[:cut])
        with pytest.raises(ModelFileError):
            inspect_gguf(target)
    refused = 0
    for _ in range(120):
        damaged = bytearray(head)
        where = rng.randrange(4, 4096)  # the counts, keys, types and lengths up front
        damaged[where] = rng.randrange(256)
        target.write_bytes(bytes(damaged))
        try:
            inspect_gguf(target)
        except ModelFileError as err:
            assert "gguf" in str(err).lower()
            refused += 1
    assert refused > 0  # header-only copies are incomplete at best


def test_the_load_reports_llamas_progress_and_can_be_stopped(qwen_gguf: Path) -> None:
    heard: list[float] = []
    backend = LlamaBackend(qwen_gguf, n_ctx=512, on_load=lambda p: heard.append(p) or True)
    assert backend.n_ctx == 512
    assert len(heard) > 10 and heard == sorted(heard) and heard[-1] == 1.0
    with pytest.raises(LoadStopped, match="was stopped"):
        LlamaBackend(qwen_gguf, n_ctx=512, on_load=lambda p: p < 0.5)
    # The listener of the context (the window's worker sets it) is heard too; once the
    # load is over, llama.cpp's defaults are what they were: a later load hears nothing.
    around: list[float] = []
    token = load_listener.set(lambda p: around.append(p) or True)
    try:
        LlamaBackend(qwen_gguf, n_ctx=512)
    finally:
        load_listener.reset(token)
    assert around and around[-1] == 1.0
    count = len(around)
    LlamaBackend(qwen_gguf, n_ctx=512)
    assert len(around) == count
