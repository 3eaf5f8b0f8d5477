"""A small model-hub double on 127.0.0.1: HEAD/GET ``/{repo}/resolve/{rev}/{file}``.

Speaks the subset of the hub's HTTP that huggingface_hub uses for a plain (non-xet)
download: X-Repo-Commit, ETag (the LFS sha256), Content-Length and byte ranges. It can cut
the first download off half way, to prove that `botpsy models pull` resumes.
"""

from __future__ import annotations

import hashlib
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path


class FakeHub:
    """Serves files by path; records the requests it saw."""

    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}
        self.etags: dict[str, str] = {}
        self.requests: list[tuple[str, str, str]] = []  # method, path, Range header
        self.cut_first_get_at: int | None = None
        hub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:  # keep test output clean
                pass

            def _lookup(self) -> bytes | None:
                hub.requests.append((self.command, self.path, self.headers.get("Range", "")))
                return hub.files.get(self.path.split("?")[0])

            def _headers(self, data: bytes, status: int, length: int,
                         extra: dict[str, str] | None = None) -> None:
                self.send_response(status)
                self.send_header("X-Repo-Commit", "0" * 40)
                self.send_header("ETag", f'"{hub.etags[self.path.split("?")[0]]}"')
                self.send_header("Content-Length", str(length))
                self.send_header("Accept-Ranges", "bytes")
                for key, value in (extra or {}).items():
                    self.send_header(key, value)
                self.end_headers()

            def do_HEAD(self) -> None:
                data = self._lookup()
                if data is None:
                    self.send_error(404)
                    return
                self._headers(data, 200, len(data))

            def do_GET(self) -> None:
                data = self._lookup()
                if data is None:
                    self.send_error(404)
                    return
                start = 0
                range_header = self.headers.get("Range", "")
                if range_header.startswith("bytes="):
                    start = int(range_header[6:].split("-")[0] or 0)
                body = data[start:]
                if start:
                    self._headers(data, 206, len(body),
                                  {"Content-Range": f"bytes {start}-{len(data) - 1}/{len(data)}"})
                else:
                    self._headers(data, 200, len(body))
                cut = hub.cut_first_get_at
                if cut is not None and not start:
                    hub.cut_first_get_at = None
                    self.wfile.write(body[:cut])
                    self.wfile.flush()
                    self.connection.shutdown(2)  # the network drops mid-download
                    return
                self.wfile.write(body)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def add(self, repository: str, name: str, data: bytes, etag: str | None = None,
            revision: str = "main") -> None:
        """Publish a file (its ETag is its sha256 unless given)."""
        path = f"/{repository}/resolve/{revision}/{name}"
        self.files[path] = data
        self.etags[path] = etag or hashlib.sha256(data).hexdigest()

    def __enter__(self) -> FakeHub:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()


def tiny_gguf(path: Path) -> bytes:
    """Write a small but real GGUF (header, metadata, one tensor) and return its bytes."""
    import numpy as np
    from gguf import GGUFWriter

    writer = GGUFWriter(str(path), "llama")
    writer.add_name("tiny test model")
    writer.add_context_length(2048)
    writer.add_tensor("token_embd.weight", np.zeros((6144, 1024), dtype=np.float32))  # 25 MB
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path.read_bytes()
