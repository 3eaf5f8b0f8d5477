"""File access confined to the allowed folders; the only importer of pypdf, docx, send2trash.

Paths are resolved strictly: relative paths are taken inside the first allowed folder, ``..``
is refused outright, symlinks are resolved and must still land inside an allowed folder, and
only regular files and folders are touched (no devices, sockets or FIFOs).
"""

from __future__ import annotations

import difflib
import fnmatch
import html
import os
import re
import shutil
import stat
import subprocess
import sys
import zipfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from connectors.files.errors import FilesError, OutsideAllowedFoldersError

TEXT_SUFFIXES = {".txt", ".md", ".markdown", ".csv", ".json", ".log", ".py", ".html", ".xml",
                 ".yaml", ".yml", ".ini", ".cfg", ".toml", ".rst", ".tex"}
MAX_READ_BYTES = 2_000_000
_DOCX_TEXT_RE = re.compile(r"<w:t(?:\s[^>]*)?>([^<]*)</w:t>|(\n)")


@dataclass(frozen=True)
class Entry:
    """One item of a folder listing."""

    path: str
    kind: str  # "file" or "folder"
    size: int
    modified: float


class Folders:
    """The allowed folders and every operation inside them."""

    def __init__(self, allowed: Sequence[Path]) -> None:
        self.allowed = tuple(Path(p).expanduser().resolve() for p in allowed)

    def describe(self) -> str:
        """The allowed folders for messages."""
        return ", ".join(str(p) for p in self.allowed) or "none (add one in Settings)"

    # -- resolution -----------------------------------------------------------------------
    def resolve(self, path: str, must_exist: bool = True) -> Path:
        """Resolve a user/model path to an absolute path inside an allowed folder."""
        if not self.allowed:
            raise OutsideAllowedFoldersError(
                "No folders are allowed yet. The user can allow folders in Settings.")
        raw = Path(os.path.expanduser(path.strip()))
        if ".." in raw.parts:
            raise OutsideAllowedFoldersError(
                f"Paths with '..' are not accepted. Allowed folders: {self.describe()}.")
        candidate = raw if raw.is_absolute() else self.allowed[0] / raw
        try:
            resolved = candidate.resolve(strict=must_exist)
        except FileNotFoundError:
            raise FilesError(f"{path} does not exist. Allowed folders: {self.describe()}.") \
                from None
        except (OSError, RuntimeError) as err:  # symlink loops and the like
            raise FilesError(f"{path} cannot be resolved: {err}") from err
        if not any(resolved == root or root in resolved.parents for root in self.allowed):
            raise OutsideAllowedFoldersError(
                f"{path} is outside the folders BotPsy may use. Allowed folders: "
                f"{self.describe()}.")
        if resolved.exists():
            mode = resolved.stat().st_mode
            if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
                raise FilesError(f"{path} is not a regular file or folder.")
        return resolved

    # -- reading --------------------------------------------------------------------------
    def listing(self, path: str = "", pattern: str = "*") -> list[Entry]:
        """Entries of a folder (one level), folders first."""
        folder = self.resolve(path or (str(self.allowed[0]) if self.allowed else ""))
        if not folder.is_dir():
            raise FilesError(f"{path} is not a folder.")
        entries = []
        try:
            children = sorted(folder.iterdir(), key=lambda p: (not p.is_dir(), p.name.lower()))
        except PermissionError as err:
            raise FilesError(f"No permission to read {folder}.") from err
        for child in children:
            if not fnmatch.fnmatch(child.name.lower(), pattern.lower()):
                continue
            try:
                info = child.stat()
            except OSError:
                continue
            kind = "folder" if stat.S_ISDIR(info.st_mode) else "file"
            if kind == "file" and not stat.S_ISREG(info.st_mode):
                continue
            entries.append(Entry(str(child), kind, info.st_size if kind == "file" else 0,
                                 info.st_mtime))
        return entries

    def walk(self, root: str = "") -> Iterator[Path]:
        """Every regular file below a folder (or below all allowed folders)."""
        roots = [self.resolve(root)] if root else list(self.allowed)
        for base in roots:
            for dirpath, dirnames, filenames in os.walk(base, followlinks=False):
                dirnames[:] = [d for d in dirnames if not d.startswith(".")]
                for name in filenames:
                    path = Path(dirpath) / name
                    if path.is_symlink():
                        continue
                    yield path

    def search_text(self, path: Path, max_bytes: int = MAX_READ_BYTES) -> str:
        """Text for searching: like read_text, but Word files are read straight from their
        XML (about 20x faster than python-docx, which matters over thousands of files)."""
        if path.suffix.lower() == ".docx":
            try:
                with zipfile.ZipFile(path) as archive:
                    xml = archive.read("word/document.xml").decode("utf-8", "replace")
            except (zipfile.BadZipFile, KeyError, OSError) as err:
                raise FilesError(f"{path.name} is not a readable Word document.") from err
            xml = xml.replace("</w:p>", "\n")
            return html.unescape("".join(text or newline
                                         for text, newline in _DOCX_TEXT_RE.findall(xml)))
        return self.read_text(path, max_bytes)[0]

    def read_text(self, path: Path, max_bytes: int = MAX_READ_BYTES) -> tuple[str, list[str]]:
        """The text of a document and notes about it (pages, truncation, encoding)."""
        notes: list[str] = []
        suffix = path.suffix.lower()
        size = path.stat().st_size
        if suffix == ".pdf":
            return self._read_pdf(path), notes
        if suffix == ".docx":
            return self._read_docx(path), notes
        with path.open("rb") as handle:
            data = handle.read(max_bytes + 1)
        if len(data) > max_bytes:
            notes.append(f"only the first {max_bytes:,} of {size:,} bytes were read")
            data = data[:max_bytes]
        if b"\x00" in data[:8192] and suffix not in TEXT_SUFFIXES:
            raise FilesError(f"{path.name} is a binary file ({size:,} bytes); it has no text "
                             "to read.")
        for encoding in ("utf-8", "utf-16") if data[:2] in (b"\xff\xfe", b"\xfe\xff") else ("utf-8",):
            try:
                return data.decode(encoding), notes
            except UnicodeDecodeError:
                continue
        notes.append("the file is not UTF-8; undecodable bytes were replaced")
        return data.decode("utf-8", "replace"), notes

    @staticmethod
    def _read_pdf(path: Path) -> str:
        try:
            from pypdf import PdfReader
            from pypdf.errors import PdfReadError
        except ImportError as err:  # pragma: no cover
            raise FilesError("PDF support is not installed.") from err
        try:
            reader = PdfReader(str(path))
            if reader.is_encrypted:
                try:
                    if not reader.decrypt(""):
                        raise FilesError(f"{path.name} is an encrypted PDF; it cannot be read "
                                         "without its password.")
                except (NotImplementedError, PdfReadError) as err:
                    raise FilesError(f"{path.name} is an encrypted PDF; it cannot be read.") \
                        from err
            pages = []
            for number, page in enumerate(reader.pages, 1):
                pages.append(f"[page {number}]\n{page.extract_text() or ''}")
            return "\n\n".join(pages)
        except FilesError:
            raise
        except Exception as err:  # pypdf raises many kinds on damaged files
            raise FilesError(f"{path.name} is not a readable PDF ({type(err).__name__}).") \
                from err

    @staticmethod
    def _read_docx(path: Path) -> str:
        try:
            import docx
        except ImportError as err:  # pragma: no cover
            raise FilesError("DOCX support is not installed.") from err
        try:
            document = docx.Document(str(path))
        except Exception as err:  # python-docx raises zip and XML errors on damaged files
            raise FilesError(f"{path.name} is not a readable Word document "
                             f"({type(err).__name__}).") from err
        return "\n".join(paragraph.text for paragraph in document.paragraphs)

    # -- writing --------------------------------------------------------------------------
    @staticmethod
    def diff(old: str, new: str, name: str) -> str:
        """A unified diff for the confirmation dialog."""
        return "".join(difflib.unified_diff(old.splitlines(True), new.splitlines(True),
                                            f"{name} (now)", f"{name} (after)"))

    def write(self, path: Path, content: str) -> None:
        """Write text atomically (a temporary file, then a rename)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.botpsy-tmp")
        try:
            tmp.write_text(content, "utf-8")
            tmp.replace(path)
        except PermissionError as err:
            tmp.unlink(missing_ok=True)
            raise FilesError(f"No permission to write {path}.") from err

    @staticmethod
    def move(source: Path, target: Path) -> None:
        """Move or rename; never overwrites."""
        if target.exists():
            raise FilesError(f"{target} already exists; nothing was moved.")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(source), str(target))

    @staticmethod
    def copy(source: Path, target: Path) -> None:
        """Copy a file or folder; never overwrites."""
        if target.exists():
            raise FilesError(f"{target} already exists; nothing was copied.")
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.is_dir():
            shutil.copytree(source, target, symlinks=True)
        else:
            shutil.copy2(source, target)

    @staticmethod
    def trash(path: Path) -> None:
        """Move to the OS trash (never unlinked)."""
        from send2trash import send2trash
        from send2trash.exceptions import TrashPermissionError

        try:
            send2trash(str(path))
        except (TrashPermissionError, OSError) as err:
            raise FilesError(f"{path.name} could not be moved to the trash: {err}. "
                             "Nothing was deleted.") from err

    @staticmethod
    def open_with_default_app(path: Path) -> None:
        """Open with the desktop's default application."""
        if sys.platform == "darwin":
            command = ["open", str(path)]
        elif sys.platform == "win32":  # pragma: no cover - exercised on Windows only
            os.startfile(str(path))  # type: ignore[attr-defined]
            return
        else:
            command = ["xdg-open", str(path)]
        try:
            subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        except FileNotFoundError as err:
            raise FilesError(f"Opening files is not supported on this system: {command[0]} "
                             "is missing.") from err
