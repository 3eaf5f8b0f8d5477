"""A tiny random-weight Qwen3.5 (llama.cpp arch ``qwen35``) GGUF, written at test time.

BotPsy's real model is a Qwen3.5 hybrid: Gated DeltaNet (recurrent) layers with a full
attention layer every fourth. The PyPI stand-ins are pure attention, so they cannot show how
prompt reuse behaves on the real architecture. This writes a model with the real mechanics and
meaningless weights:

- 8 layers, ``full_attention_interval`` 4 (6 DeltaNet + 2 gated attention), n_embd 128,
  4 query / 2 KV heads of 32, IMROPE, SSM state 16, conv 4, FFN 256; F32 layers, F16
  embeddings and (untied) output.
- The tokenizer of the Qwen2.5 stand-in, padded to Qwen3.5's 248,320 entries, with the
  Qwen3 thinking and tool-response markers as user-defined tokens (as in the real vocabulary).
- The chat template of a real Qwen3.5 GGUF: llama.cpp's ``models/templates/Qwen3.5-4B.jinja``,
  taken at test time from the sdist of the llama-cpp-python release that is installed (PyPI
  is the one place this machine reaches; the template is not ours to commit) and checked by
  its digest.
- Each recurrent head has its own dt bias and decay, so some heads keep a long memory: a
  state restored at the wrong position changes the output.

Shapes and keys follow llama.cpp's qwen35 loader (src/models/qwen35.cpp) and gguf-py's
``MODEL_ARCH.QWEN35``. The file is built once into the test-model cache folder.
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from tests.support.models import cache_dir, qwen_path

GENERATOR_VERSION = 1
TEMPLATE_MEMBER = "vendor/llama.cpp/models/templates/Qwen3.5-4B.jinja"
TEMPLATE_SHA256 = "a4aee8afcf2e0711942cf848899be66016f8d14a889ff9ede07bca099c28f715"
VOCAB_SIZE = 248_320  # Qwen3.5's embedding rows
EXTRA_TOKENS = ("<think>", "</think>", "<tool_response>", "</tool_response>")

N_LAYER = 8
FULL_ATTENTION_INTERVAL = 4
N_EMBD = 128
N_HEAD = 4
N_HEAD_KV = 2
HEAD_DIM = 32
N_FF = 256
SSM_STATE = 16  # head_k_dim = head_v_dim
SSM_GROUPS = 2  # key heads
SSM_V_HEADS = 4  # value heads (time_step_rank)
SSM_CONV = 4
ROPE_DIMS = 16  # partial rotary, as Qwen3.5 (a quarter of the head)
ROPE_SECTIONS = (3, 3, 2, 0)  # IMROPE sections sum to ROPE_DIMS / 2
CONTEXT = 32_768


def template_text() -> tuple[str | None, str]:
    """The real Qwen3.5 chat template, or (None, why not)."""
    target = cache_dir() / "Qwen3.5-4B.jinja"
    if target.is_file() and hashlib.sha256(target.read_bytes()).hexdigest() == TEMPLATE_SHA256:
        return target.read_text("utf-8"), ""
    try:
        from importlib.metadata import version

        release = version("llama-cpp-python")
    except Exception as err:
        return None, f"llama-cpp-python is not installed ({err})"
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:",
             "-q", "-d", tmp, f"llama-cpp-python=={release}"],
            capture_output=True, text=True, timeout=600, check=False)
        archives = list(Path(tmp).glob("*.tar.gz"))
        if done.returncode != 0 or not archives:
            return None, f"the llama-cpp-python {release} sdist could not be downloaded: " \
                         f"{done.stderr.strip()[-300:]}"
        with tarfile.open(archives[0]) as archive:
            member = next((m for m in archive.getmembers()
                           if m.name.endswith("/" + TEMPLATE_MEMBER)), None)
            handle = archive.extractfile(member) if member is not None else None
            if handle is None:
                return None, f"the llama-cpp-python {release} sdist has no {TEMPLATE_MEMBER}"
            data = handle.read()
    if hashlib.sha256(data).hexdigest() != TEMPLATE_SHA256:
        return None, "the Qwen3.5 template in the sdist is not the one these tests know"
    target.write_bytes(data)
    return data.decode("utf-8"), ""


def _tokenizer_fields(source: Path) -> dict[str, object]:
    import gguf

    reader = gguf.GGUFReader(str(source))
    return {name: reader.fields[name].contents() for name in (
        "tokenizer.ggml.tokens", "tokenizer.ggml.token_type", "tokenizer.ggml.merges",
        "tokenizer.ggml.eos_token_id", "tokenizer.ggml.padding_token_id",
        "tokenizer.ggml.bos_token_id")}


def write_qwen35(path: Path, template: str, tokenizer_source: Path, seed: int = 35) -> None:
    """Write the tiny qwen35 GGUF to ``path``."""
    import gguf
    import numpy as np

    rng = np.random.default_rng(seed)

    def weight(*shape: int, scale: float | None = None) -> np.ndarray:
        # numpy shapes are llama.cpp's dimensions reversed ({n_in, n_out} -> (n_out, n_in))
        std = scale if scale is not None else 1.0 / np.sqrt(shape[-1])
        return (rng.standard_normal(shape, dtype=np.float32) * std).astype(np.float32)

    def norm(size: int) -> np.ndarray:
        return (1.0 + 0.1 * rng.standard_normal(size)).astype(np.float32)

    fields = _tokenizer_fields(tokenizer_source)
    tokens = list(fields["tokenizer.ggml.tokens"])  # type: ignore[call-overload]
    types = list(fields["tokenizer.ggml.token_type"])  # type: ignore[call-overload]
    for extra in EXTRA_TOKENS:
        tokens.append(extra)
        types.append(gguf.TokenType.USER_DEFINED)
    while len(tokens) < VOCAB_SIZE:
        tokens.append(f"[PAD{len(tokens)}]")
        types.append(gguf.TokenType.UNUSED)

    writer = gguf.GGUFWriter(str(path), "qwen35")
    writer.add_name("BotPsy test Qwen3.5 (random weights)")
    writer.add_context_length(CONTEXT)
    writer.add_embedding_length(N_EMBD)
    writer.add_block_count(N_LAYER)
    writer.add_feed_forward_length(N_FF)
    writer.add_head_count(N_HEAD)
    writer.add_head_count_kv(N_HEAD_KV)
    writer.add_key_length(HEAD_DIM)
    writer.add_value_length(HEAD_DIM)
    writer.add_rope_dimension_count(ROPE_DIMS)
    writer.add_rope_dimension_sections(list(ROPE_SECTIONS))
    writer.add_rope_freq_base(10_000_000.0)
    writer.add_layer_norm_rms_eps(1e-6)
    writer.add_full_attention_interval(FULL_ATTENTION_INTERVAL)
    writer.add_ssm_conv_kernel(SSM_CONV)
    writer.add_ssm_inner_size(SSM_STATE * SSM_V_HEADS)
    writer.add_ssm_state_size(SSM_STATE)
    writer.add_ssm_time_step_rank(SSM_V_HEADS)
    writer.add_ssm_group_count(SSM_GROUPS)
    writer.add_file_type(gguf.LlamaFileType.ALL_F32)
    writer.add_tokenizer_model("gpt2")
    writer.add_tokenizer_pre("qwen2")
    writer.add_token_list(tokens)
    writer.add_token_types(types)
    writer.add_token_merges(list(fields["tokenizer.ggml.merges"]))  # type: ignore[call-overload]
    writer.add_eos_token_id(int(fields["tokenizer.ggml.eos_token_id"]))  # type: ignore[call-overload]
    writer.add_pad_token_id(int(fields["tokenizer.ggml.padding_token_id"]))  # type: ignore[call-overload]
    writer.add_bos_token_id(int(fields["tokenizer.ggml.bos_token_id"]))  # type: ignore[call-overload]
    writer.add_add_bos_token(False)
    writer.add_chat_template(template)

    writer.add_tensor("token_embd.weight", weight(VOCAB_SIZE, N_EMBD, scale=1.0).astype(np.float16))
    writer.add_tensor("output_norm.weight", norm(N_EMBD))
    writer.add_tensor("output.weight", weight(VOCAB_SIZE, N_EMBD).astype(np.float16))
    key_dim = SSM_STATE * SSM_GROUPS
    value_dim = SSM_STATE * SSM_V_HEADS
    for layer in range(N_LAYER):
        name = f"blk.{layer}"
        writer.add_tensor(f"{name}.attn_norm.weight", norm(N_EMBD))
        writer.add_tensor(f"{name}.post_attention_norm.weight", norm(N_EMBD))
        if (layer + 1) % FULL_ATTENTION_INTERVAL == 0:  # gated full attention
            writer.add_tensor(f"{name}.attn_q.weight", weight(HEAD_DIM * N_HEAD * 2, N_EMBD))
            writer.add_tensor(f"{name}.attn_k.weight", weight(HEAD_DIM * N_HEAD_KV, N_EMBD))
            writer.add_tensor(f"{name}.attn_v.weight", weight(HEAD_DIM * N_HEAD_KV, N_EMBD))
            writer.add_tensor(f"{name}.attn_output.weight", weight(N_EMBD, HEAD_DIM * N_HEAD))
            writer.add_tensor(f"{name}.attn_q_norm.weight", norm(HEAD_DIM))
            writer.add_tensor(f"{name}.attn_k_norm.weight", norm(HEAD_DIM))
        else:  # Gated DeltaNet
            writer.add_tensor(f"{name}.attn_qkv.weight", weight(key_dim * 2 + value_dim, N_EMBD))
            writer.add_tensor(f"{name}.attn_gate.weight", weight(value_dim, N_EMBD))
            writer.add_tensor(f"{name}.ssm_conv1d.weight",
                              weight(key_dim * 2 + value_dim, SSM_CONV, scale=0.5))
            # One dt bias and decay per head: softplus(-6) keeps a head's memory for
            # hundreds of tokens, softplus(2) forgets within a few.
            writer.add_tensor(f"{name}.ssm_dt.bias",
                              np.linspace(-6.0, 2.0, SSM_V_HEADS, dtype=np.float32))
            writer.add_tensor(f"{name}.ssm_a",
                              -np.geomspace(0.05, 4.0, SSM_V_HEADS).astype(np.float32))
            writer.add_tensor(f"{name}.ssm_beta.weight", weight(SSM_V_HEADS, N_EMBD))
            writer.add_tensor(f"{name}.ssm_alpha.weight", weight(SSM_V_HEADS, N_EMBD))
            writer.add_tensor(f"{name}.ssm_norm.weight", norm(SSM_STATE))
            writer.add_tensor(f"{name}.ssm_out.weight", weight(N_EMBD, value_dim))
        writer.add_tensor(f"{name}.ffn_gate.weight", weight(N_FF, N_EMBD))
        writer.add_tensor(f"{name}.ffn_up.weight", weight(N_FF, N_EMBD))
        writer.add_tensor(f"{name}.ffn_down.weight", weight(N_EMBD, N_FF))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()


def qwen35_path() -> tuple[Path | None, str]:
    """Return (path, "") or (None, why not); the model is built once and cached."""
    target = cache_dir() / f"botpsy-test-qwen35-v{GENERATOR_VERSION}.gguf"
    if target.is_file():
        return target, ""
    template, reason = template_text()
    if template is None:
        return None, reason
    source, reason = qwen_path()
    if source is None:
        return None, f"the Qwen2.5 stand-in (its tokenizer) is missing: {reason}"
    partial = target.with_suffix(".partial")
    write_qwen35(partial, template, source)
    partial.replace(target)
    return target, ""


if __name__ == "__main__":
    found, why = qwen35_path()
    print(found or why)
