"""Benchmark: content search over 5,000 mixed files, the connector vs. a plain walk-and-read.

    python -m tests.benchmarks.files_search

Makes 2,000 .txt, 1,500 .md, 750 .pdf and 750 .docx files (one in 100 mentions the needle),
then searches for the needle with the files connector (time to the first result, total, hits)
and with a plain Python walk that reads every file's bytes (what a first implementation
would do; it cannot see inside PDF or DOCX). Both runs read the same warm files; the order is
alternated over 3 rounds and the medians reported. Prints one JSON object as the last line.
"""

from __future__ import annotations

import json
import os
import statistics
import tempfile
import time
import zlib
from pathlib import Path

from connectors.files.folders import Folders
from connectors.files.tools import search_files

NEEDLE = "quarterly garden budget"
FILLER = "The meeting notes cover travel, invoices and the reading list. " * 30


def _pdf(text: str) -> bytes:
    """A minimal one-page PDF whose content stream shows ``text`` (Flate-compressed)."""
    stream = zlib.compress(f"BT /F1 12 Tf 72 720 Td ({text}) Tj ET".encode())
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(stream) + stream
        + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1, xref)
    return bytes(out)


def make_tree(root: Path) -> int:
    import docx

    expected = 0
    counts = {".txt": 2000, ".md": 1500, ".pdf": 750, ".docx": 750}
    index = 0
    for suffix, count in counts.items():
        folder = root / suffix.lstrip(".")
        folder.mkdir()
        for _ in range(count):
            index += 1
            hit = index % 100 == 0
            expected += hit
            text = f"Document {index}. {FILLER[: 400 + index % 900]}" + (
                f" Notes on the {NEEDLE} for spring." if hit else "")
            path = folder / f"doc-{index:05d}{suffix}"
            if suffix == ".pdf":
                path.write_bytes(_pdf(text[:300] if not hit else f"Notes on the {NEEDLE}"))
            elif suffix == ".docx":
                document = docx.Document()
                document.add_paragraph(text)
                document.save(str(path))
            else:
                path.write_text(text)
    return expected


def connector_search(root: Path) -> tuple[float, float, int]:
    start = time.perf_counter()
    first = 0.0
    hits = 0
    for _ in search_files(Folders([root]), NEEDLE):
        if not hits:
            first = time.perf_counter() - start
        hits += 1
    return first, time.perf_counter() - start, hits


def plain_search(root: Path) -> tuple[float, float, int]:
    start = time.perf_counter()
    first = 0.0
    hits = 0
    for dirpath, _dirs, files in os.walk(root):
        for name in files:
            with open(os.path.join(dirpath, name), "rb") as handle:
                text = handle.read().decode("utf-8", "ignore").lower()
            if NEEDLE in text:
                if not hits:
                    first = time.perf_counter() - start
                hits += 1
    return first, time.perf_counter() - start, hits


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        made = time.perf_counter()
        expected = make_tree(root)
        made = time.perf_counter() - made
        ours, plain = [], []
        for round_ in range(3):
            pair = [("ours", connector_search), ("plain", plain_search)]
            if round_ % 2:
                pair.reverse()
            for name, function in pair:
                (ours if name == "ours" else plain).append(function(root))

    def median(runs: list[tuple[float, float, int]], index: int) -> float:
        return round(statistics.median(run[index] for run in runs), 3)

    figures = {
        "files": 5000, "expected_hits": expected, "tree_build_s": round(made, 1),
        "ours_first_result_s": median(ours, 0), "ours_total_s": median(ours, 1),
        "ours_hits": ours[0][2],
        "plain_first_result_s": median(plain, 0), "plain_total_s": median(plain, 1),
        "plain_hits": plain[0][2],
    }
    figures["total_ratio_ours_over_plain"] = round(
        figures["ours_total_s"] / max(figures["plain_total_s"], 1e-9), 1)
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
