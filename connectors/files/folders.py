"""File access confined to the allowed folders; the only importer of pypdf, docx, send2trash.

Paths are resolved strictly: relative paths are taken inside the first allowed folder, ``..``
is refused outright, symlinks are resolved and must still land inside an allowed folder, and
only regular files and folders are touched (no devices, sockets or FIFOs).
"""

from __future__ import annotations

import difflib
import errno
import fnmatch
import html
import os
import re
import secrets
import shutil
import stat
import subprocess
import sys
import zipfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from connectors.base import DISK_FULL_ADVICE, disk_full, tr
from connectors.files.errors import FilesError, OutsideAllowedFoldersError

TEXT_SUFFIXES = {".txt", ".md", ".markdown", ".csv", ".json", ".log", ".py", ".html", ".xml",
                 ".yaml", ".yml", ".ini", ".cfg", ".toml", ".rst", ".tex"}
MAX_READ_BYTES = 2_000_000
# "the file notes.txt", "folder Invoices": a noun a small model copies into a path
_LEADING_NOUN = re.compile(r"^(?:the\s+)?(?:file|folder|document)\s+(?=\S)", re.IGNORECASE)
MAX_COPY_BYTES = 2 * 2**30
_FD_SAFE = hasattr(os, "O_NOFOLLOW") and os.open in os.supports_dir_fd
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_DIR_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0)


MAX_DOCX_XML_BYTES = 32 * 2**20


# formats whose bytes are not text: written as text they would be damaged files
UNWRITABLE_SUFFIXES = {".pdf", ".doc", ".odt", ".rtf", ".xls", ".xlsx", ".ods", ".ppt", ".pptx",
                       ".odp", ".png", ".jpg", ".jpeg", ".gif", ".webp", ".heic", ".zip",
                       ".gz", ".tar", ".7z", ".mp3", ".mp4", ".mov", ".exe", ".dmg", ".epub"}


def document_bytes(path: Path, content: str) -> bytes:
    """The bytes of ``content`` written as a file of ``path``'s type."""
    suffix = path.suffix.lower()
    if suffix == ".docx":
        import io

        from docx import Document

        document = Document()
        for line in content.splitlines() or [""]:
            heading = re.match(r"^(#{1,3})\s+(.*)$", line)
            if heading:
                document.add_heading(heading.group(2), level=len(heading.group(1)))
            else:
                document.add_paragraph(line)
        buffer = io.BytesIO()
        document.save(buffer)
        return buffer.getvalue()
    if suffix in UNWRITABLE_SUFFIXES:
        raise FilesError(tr("BotPsy cannot write {suffix} files (only text, Markdown and "
                            "Word documents); nothing was written: {path}", suffix=suffix,
                            path=str(path)))
    return content.encode("utf-8")


def _read_regular(path: Path, limit: int) -> tuple[bytes, int]:
    """Up to ``limit`` bytes of a regular file; anything else is refused without blocking."""
    try:
        fd = os.open(path, os.O_RDONLY | _NONBLOCK)
    except OSError as err:
        raise FilesError(tr("{name} cannot be read: {reason}", name=path.name,
                            reason=str(err.strerror))) from err
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FilesError(tr("{name} is not a regular file", name=path.name))
        with os.fdopen(fd, "rb", closefd=False) as handle:
            return handle.read(limit), info.st_size
    finally:
        os.close(fd)


def _docx_text(path: Path) -> str:
    """A Word document's text, read from its XML with a bound on what is unpacked (a small
    .docx can unpack to gigabytes: a zip bomb is refused, not expanded)."""
    data, _size = _read_regular(path, 256 * 2**20)
    try:
        import io

        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            info = archive.getinfo("word/document.xml")
            if info.file_size > MAX_DOCX_XML_BYTES:
                raise FilesError(tr("{name} unpacks to {mb} MB of text markup; it is too "
                                    "large to read", name=path.name,
                                    mb=info.file_size // 2**20))
            with archive.open(info) as member:
                xml_bytes = member.read(MAX_DOCX_XML_BYTES + 1)
    except (zipfile.BadZipFile, KeyError, OSError, RuntimeError, ValueError) as err:
        raise FilesError(tr("{name} is not a readable Word document", name=path.name)) from err
    if len(xml_bytes) > MAX_DOCX_XML_BYTES:
        raise FilesError(tr("{name} unpacks to more than {mb} MB of text markup; it is too "
                            "large to read", name=path.name, mb=MAX_DOCX_XML_BYTES // 2**20))
    xml = xml_bytes.decode("utf-8", "replace").replace("</w:p>", "\n")
    return html.unescape("".join(text or newline for text, newline in
                                 _DOCX_TEXT_RE.findall(xml))).strip("\n")


def _not_copied(source: Path, err: BaseException, done: str) -> FilesError:
    """A copy (or a move across file systems) that failed; nothing half-copied is left."""
    reason = str(err.strerror if isinstance(err, OSError) else err)
    if done == "moved":
        if disk_full(err):
            return FilesError(tr("The disk is full: {path} was not moved, and nothing "
                                 "half-moved was left. {advice}", path=str(source),
                                 advice=DISK_FULL_ADVICE))
        return FilesError(tr("Could not be moved ({reason}): {path}", reason=reason,
                             path=str(source)))
    if disk_full(err):
        return FilesError(tr("The disk is full: {path} was not copied, and nothing "
                             "half-copied was left. {advice}", path=str(source),
                             advice=DISK_FULL_ADVICE))
    return FilesError(tr("Could not be copied ({reason}): {path}", reason=reason,
                         path=str(source)))


def _unreachable(path: Path) -> OutsideAllowedFoldersError:
    return OutsideAllowedFoldersError(tr(
        "{path} cannot be reached without leaving the allowed folders (something on the way "
        "is a link, not a folder, or changed meanwhile): nothing was changed", path=str(path)))


def _lstat_at(name: str, dir_fd: int) -> os.stat_result | None:
    try:
        return os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
    except FileNotFoundError:
        return None


def _create_at(name: str, dir_fd: int, data: bytes, shown: Path, mode: int = 0o666) -> None:
    """Create a new file in an opened folder: O_EXCL|O_NOFOLLOW, never an existing name."""
    try:
        fd = os.open(name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, mode,
                     dir_fd=dir_fd)
    except FileExistsError as err:
        raise FilesError(tr("Already exists (or is a link), nothing was written: {path}",
                            path=str(shown))) from err
    except OSError as err:  # e.g. the folder was removed meanwhile
        raise FilesError(tr("Could not be created ({reason}): {path}",
                            reason=str(err.strerror), path=str(shown))) from err
    try:
        with os.fdopen(fd, "wb", closefd=False) as handle:
            handle.write(data)
            handle.flush()
            os.fsync(fd)
    except BaseException:
        os.close(fd)
        os.unlink(name, dir_fd=dir_fd)
        raise
    os.close(fd)


TEMP_NAME = re.compile(r"\.botpsy-[0-9a-f]{16}\.tmp")  # our temporary files, nobody else's
_NO_LINKS = {errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV, errno.EMLINK}


class PendingWrites:
    """The temporary files being written, one small record each in the app's data folder, so
    that the next start removes what a kill or a power cut left (:meth:`sweep`)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def note(self, temp: Path) -> Path:
        """Record a temporary file before it is created; returns the record to remove."""
        self.folder.mkdir(parents=True, exist_ok=True)
        record = self.folder / f"{temp.name}.path"
        with open(record, "w", encoding="utf-8") as handle:
            handle.write(str(temp))
            handle.flush()
            os.fsync(handle.fileno())
        return record

    def sweep(self, allowed: Sequence[Path]) -> int:
        """Remove the temporary files left by an interrupted write (only ours: the name we
        give them, inside an allowed folder); returns how many there were."""
        removed = 0
        for record in sorted(self.folder.glob("*.path")) if self.folder.is_dir() else []:
            try:
                temp = Path(record.read_text(encoding="utf-8").strip())
                inside = any(temp.parent == root or root in temp.parent.parents
                             for root in allowed)
                if TEMP_NAME.fullmatch(temp.name) and inside:
                    temp.unlink()  # a link is removed itself, never what it points to
                    removed += 1
            except (OSError, ValueError):
                pass  # gone already, or unreadable: nothing of ours to remove
            record.unlink(missing_ok=True)
        return removed


def _create_whole_at(name: str, dir_fd: int, data: bytes, shown: Path, mode: int = 0o666,
                     pending: PendingWrites | None = None) -> None:
    """Create a new file that appears whole or not at all: written under a temporary name,
    then linked to its own name (a link never replaces an existing file, so two writers cannot
    both win), then the temporary name goes. A kill in between leaves at most the temporary
    file, which the next start removes. A file system without hard links gets the file
    written in place, as before."""
    tmp = f".botpsy-{secrets.token_hex(8)}.tmp"
    record = pending.note(shown.parent / tmp) if pending is not None else None
    try:
        _create_at(tmp, dir_fd, data, shown, mode)
        try:
            os.link(tmp, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd, follow_symlinks=False)
        except FileExistsError as err:
            raise FilesError(tr("Already exists (or is a link), nothing was written: {path}",
                                path=str(shown))) from err
        except OSError as err:
            if err.errno not in _NO_LINKS:
                raise
            os.unlink(tmp, dir_fd=dir_fd)
            _create_at(name, dir_fd, data, shown, mode)
        finally:
            try:
                os.unlink(tmp, dir_fd=dir_fd)
            except FileNotFoundError:
                pass
    finally:
        if record is not None:
            record.unlink(missing_ok=True)


def _write_checked(path: Path, data: bytes, overwrite: bool) -> None:  # pragma: no cover
    """Windows: no descriptor-relative calls; the resolved path was checked by the caller."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() and not overwrite:
        raise FilesError(tr("Already exists, nothing was written: {path}", path=str(path)))
    tmp = path.with_name(f".botpsy-{secrets.token_hex(8)}.tmp")
    with open(tmp, "xb") as handle:
        handle.write(data)
    tmp.replace(path)
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

    def __init__(self, allowed: Sequence[Path], pending: PendingWrites | None = None) -> None:
        self.allowed = tuple(Path(p).expanduser().resolve() for p in allowed)
        self.pending = pending  # where interrupted writes are recorded (None: not recorded)

    def describe(self) -> str:
        """The allowed folders for messages."""
        return ", ".join(str(p) for p in self.allowed) or "none (add one in Settings)"

    # -- resolution -----------------------------------------------------------------------
    def resolve(self, path: str, must_exist: bool = True) -> Path:
        """Resolve a user/model path to an absolute path inside an allowed folder."""
        if not self.allowed:
            raise OutsideAllowedFoldersError(
                tr("No folders are allowed yet; the user can allow folders in Settings"))
        if "\x00" in path:
            raise FilesError(tr("A path cannot contain a NUL character"))
        raw = Path(os.path.expanduser(path.strip()))
        if ".." in raw.parts:
            raise OutsideAllowedFoldersError(tr(
                "Paths with '..' are not accepted\nAllowed folders: {folders}",
                folders=self.describe()))
        candidate = raw if raw.is_absolute() else self._relative(raw)
        try:
            resolved = candidate.resolve(strict=must_exist)
        except FileNotFoundError:
            raise FilesError(tr("Does not exist: {path}\nAllowed folders: {folders}", path=path,
                                folders=self.describe())) from None
        except (OSError, RuntimeError, ValueError) as err:  # symlink loops and the like
            raise FilesError(tr("Cannot be resolved ({error}): {path}", error=str(err),
                                path=path)) from err
        if not any(resolved == root or root in resolved.parents for root in self.allowed):
            raise OutsideAllowedFoldersError(tr(
                "Outside the folders BotPsy may use: {path}\nAllowed folders: {folders}",
                path=path, folders=self.describe()))
        if resolved.exists():
            mode = resolved.stat().st_mode
            if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
                raise FilesError(tr("Not a regular file or folder: {path}", path=path))
        return resolved

    def _relative(self, raw: Path) -> Path:
        """Where a relative path points (``_relative_one``); "file shopping.txt", the words
        of "create a file shopping.txt" copied whole, is shopping.txt unless a file has that
        very name."""
        found = self._relative_one(raw)
        first = raw.parts[0] if raw.parts else ""
        plain = _LEADING_NOUN.sub("", first)
        if found.exists() or not plain or plain == first:
            return found
        return self._relative_one(Path(plain, *raw.parts[1:]))

    def _relative_one(self, raw: Path) -> Path:
        """A path that starts with an allowed folder's own name ("Documents",
        "Documents/notes.txt") is in that folder; otherwise the first allowed folder that
        has it, else the first allowed folder (a new file goes there)."""
        named = [root / Path(*raw.parts[1:]) for root in self.allowed
                 if raw.parts and raw.parts[0].casefold() == root.name.casefold()]
        inside = [root / raw for root in self.allowed]
        for candidate in [*named, *inside]:
            if candidate.exists():
                return candidate
        return named[0] if named else inside[0]

    # -- reading --------------------------------------------------------------------------
    def listing(self, path: str = "", pattern: str = "*") -> list[Entry]:
        """Entries of a folder (one level), folders first."""
        folder = self.resolve(path or (str(self.allowed[0]) if self.allowed else ""))
        if not folder.is_dir():
            raise FilesError(tr("Not a folder: {path}", path=path))
        entries = []
        try:
            children = sorted(folder.iterdir(), key=lambda p: (not p.is_dir(), p.name.lower()))
        except PermissionError as err:
            raise FilesError(tr("No permission to read: {folder}", folder=str(folder))) from err
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
        """Every regular file below a folder (or below all allowed folders).

        Links are not followed and FIFOs, sockets and devices are never yielded (opening a
        FIFO would block forever); hidden folders are skipped.
        """
        roots = [self.resolve(root)] if root else list(self.allowed)
        for base in roots:
            stack = [base]
            while stack:
                folder = stack.pop()
                try:
                    with os.scandir(folder) as entries:
                        listed = sorted(entries, key=lambda e: e.name)
                except OSError:
                    continue
                subfolders = []
                for entry in listed:
                    try:
                        if entry.is_dir(follow_symlinks=False):
                            if not entry.name.startswith("."):
                                subfolders.append(Path(entry.path))
                        elif entry.is_file(follow_symlinks=False):
                            yield Path(entry.path)
                    except OSError:
                        continue
                stack.extend(reversed(subfolders))

    def search_text(self, path: Path, max_bytes: int = MAX_READ_BYTES) -> str:
        """Text for searching: like read_text, but Word files are read straight from their
        XML (about 20x faster than python-docx, which matters over thousands of files)."""
        if path.suffix.lower() == ".docx":
            return _docx_text(path)
        return self.read_text(path, max_bytes)[0]

    def read_text(self, path: Path, max_bytes: int = MAX_READ_BYTES) -> tuple[str, list[str]]:
        """The text of a document and notes about it (pages, truncation, encoding)."""
        notes: list[str] = []
        suffix = path.suffix.lower()
        if suffix == ".pdf":
            return self._read_pdf(path), notes
        if suffix == ".docx":
            return _docx_text(path), notes
        data, size = _read_regular(path, max_bytes + 1)
        if len(data) > max_bytes:
            notes.append(tr("only the first {part} of {size} bytes were read",
                            part=f"{max_bytes:,}", size=f"{size:,}"))
            data = data[:max_bytes]
        if b"\x00" in data[:8192] and suffix not in TEXT_SUFFIXES:
            raise FilesError(tr("{name} is a binary file ({size} bytes); it has no text to "
                                "read", name=path.name, size=f"{size:,}"))
        for encoding in ("utf-8", "utf-16") if data[:2] in (b"\xff\xfe", b"\xfe\xff") else ("utf-8",):
            try:
                return data.decode(encoding), notes
            except UnicodeDecodeError:
                continue
        notes.append(tr("the file is not UTF-8; undecodable bytes were replaced"))
        return data.decode("utf-8", "replace"), notes

    @staticmethod
    def _read_pdf(path: Path) -> str:
        try:
            from pypdf import PdfReader
            from pypdf.errors import PdfReadError
        except ImportError as err:  # pragma: no cover
            raise FilesError(tr("PDF support is not installed.")) from err
        try:
            reader = PdfReader(str(path))
            if reader.is_encrypted:
                try:
                    if not reader.decrypt(""):
                        raise FilesError(tr("{name} is an encrypted PDF; it cannot be read "
                                            "without its password.", name=path.name))
                except (NotImplementedError, PdfReadError) as err:
                    raise FilesError(tr("{name} is an encrypted PDF; it cannot be read.",
                                        name=path.name)) from err
            pages = []
            for number, page in enumerate(reader.pages, 1):
                pages.append(f"[page {number}]\n{page.extract_text() or ''}")
            return "\n\n".join(pages)
        except FilesError:
            raise
        except Exception as err:  # pypdf raises many kinds on damaged files
            raise FilesError(tr("{name} is not a readable PDF ({reason}).", name=path.name,
                                reason=type(err).__name__)) from err

    # -- writing --------------------------------------------------------------------------
    @staticmethod
    def diff(old: str, new: str, name: str) -> str:
        """A unified diff for the confirmation dialog."""
        return "".join(difflib.unified_diff(old.splitlines(True), new.splitlines(True),
                                            f"{name} (now)", f"{name} (after)"))

    # Every write below is made relative to directory descriptors opened one component at a
    # time from an allowed folder with O_NOFOLLOW, so a symlink planted (or swapped in) on the
    # way can never lead outside: the check and the write are the same operation. Files are
    # created with O_EXCL|O_NOFOLLOW (a dangling symlink at the name is refused, not
    # followed), temporary files get random names, and renames stay inside the opened folder.
    def _root_of(self, path: Path) -> tuple[Path, tuple[str, ...]]:
        for root in self.allowed:
            if path == root or root in path.parents:
                return root, path.relative_to(root).parts
        raise OutsideAllowedFoldersError(tr(
            "Outside the folders BotPsy may use: {path}\nAllowed folders: {folders}",
            path=str(path), folders=self.describe()))

    def _open_parent(self, path: Path, create: bool = False) -> tuple[int, str]:
        """(descriptor of the folder that holds ``path``, its last name), walked safely."""
        root, parts = self._root_of(path)
        if not parts:
            raise FilesError(tr("This is an allowed folder itself, not a file in one: {path}",
                                path=str(path)))
        if not _FD_SAFE:  # pragma: no cover - Windows: no O_NOFOLLOW/dir_fd; checked paths
            return -1, str(path)
        fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY)
        try:
            for name in parts[:-1]:
                try:
                    child = os.open(name, _DIR_FLAGS, dir_fd=fd)
                except FileNotFoundError:
                    if not create:
                        raise FilesError(tr("Does not exist: {path}",
                                            path=str(path.parent))) from None
                    try:
                        os.mkdir(name, 0o777, dir_fd=fd)
                    except FileExistsError:
                        pass
                    try:
                        child = os.open(name, _DIR_FLAGS, dir_fd=fd)
                    except OSError as err:  # it changed under us
                        raise _unreachable(path) from err
                except OSError as err:  # ELOOP/ENOTDIR: a symlink or a file on the way
                    raise _unreachable(path) from err
                os.close(fd)
                fd = child
        except BaseException:
            os.close(fd)
            raise
        return fd, parts[-1]

    def write(self, path: Path, content: str, overwrite: bool = False) -> None:
        """Write text in the file's own format: a new file (never replacing one), or
        atomically replace one. A .docx becomes a Word document (one paragraph per line,
        "# " lines as headings); formats BotPsy cannot write are refused, not filled with text
        that no program then opens."""
        self.write_bytes(path, document_bytes(path, content), overwrite)

    def write_bytes(self, path: Path, data: bytes, overwrite: bool = False) -> None:
        """Write bytes inside the allowed folders (see the note above)."""
        try:
            dir_fd, name = self._open_parent(path, create=True)
        except PermissionError as err:
            raise FilesError(tr("No permission to write: {path}", path=str(path))) from err
        if dir_fd < 0:  # pragma: no cover - Windows
            _write_checked(path, data, overwrite)
            return
        try:
            existing = _lstat_at(name, dir_fd)
            if existing is not None and not stat.S_ISREG(existing.st_mode):
                raise FilesError(tr("Exists and is not a regular file, nothing was written: "
                                    "{path}", path=str(path)))
            if existing is not None and not overwrite:
                raise FilesError(tr("Already exists, nothing was written: {path}",
                                    path=str(path)))
            if existing is None:
                _create_whole_at(name, dir_fd, data, path, pending=self.pending)
                return
            tmp = f".botpsy-{secrets.token_hex(8)}.tmp"
            record = self.pending.note(path.parent / tmp) if self.pending else None
            try:
                _create_at(tmp, dir_fd, data, path, mode=stat.S_IMODE(existing.st_mode))
                try:
                    os.rename(tmp, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
                except OSError:
                    os.unlink(tmp, dir_fd=dir_fd)
                    raise
            finally:
                if record is not None:
                    record.unlink(missing_ok=True)
        except PermissionError as err:
            raise FilesError(tr("No permission to write: {path}", path=str(path))) from err
        except (OSError, FilesError) as err:
            if disk_full(err) and overwrite:
                raise FilesError(tr("The disk is full: nothing was written to {path}. The file "
                                    "as it was is unchanged. {advice}", path=str(path),
                                    advice=DISK_FULL_ADVICE)) from err
            if disk_full(err):
                raise FilesError(tr("The disk is full: nothing was written to {path}. {advice}",
                                    path=str(path), advice=DISK_FULL_ADVICE)) from err
            if isinstance(err, FilesError):
                raise
            raise FilesError(tr("Could not be written ({reason}): {path}",
                                reason=str(err.strerror), path=str(path))) from err
        finally:
            os.close(dir_fd)

    @contextmanager
    def _two_parents(self, source: Path, target: Path) -> Iterator[tuple[int, str, int, str]]:
        """The opened folders of a source and a target (created as needed), closed after."""
        src_fd, src_name = self._open_parent(source)
        try:
            dst_fd, dst_name = self._open_parent(target, create=True)
        except BaseException:
            os.close(src_fd)
            raise
        try:
            yield src_fd, src_name, dst_fd, dst_name
        finally:
            os.close(src_fd)
            os.close(dst_fd)

    def move(self, source: Path, target: Path) -> None:
        """Move or rename inside the allowed folders; never overwrites."""
        if not _FD_SAFE:  # pragma: no cover - Windows
            if target.exists():
                raise FilesError(tr("Already exists, nothing was moved: {path}",
                                    path=str(target)))
            shutil.move(str(source), str(target))
            return
        with self._two_parents(source, target) as (src_fd, src_name, dst_fd, dst_name):
            if _lstat_at(src_name, src_fd) is None:
                raise FilesError(tr("Does not exist: {path}", path=str(source)))
            if _lstat_at(dst_name, dst_fd) is not None:
                raise FilesError(tr("Already exists, nothing was moved: {path}",
                                    path=str(target)))
            try:
                os.rename(src_name, dst_name, src_dir_fd=src_fd, dst_dir_fd=dst_fd)
            except OSError as err:
                if err.errno != errno.EXDEV:
                    raise FilesError(tr("Could not be moved ({reason}): {path}",
                                        reason=str(err.strerror), path=str(source))) from err
                # Another file system: copy (safely), then remove the original.
                try:
                    self._copy_at(src_fd, src_name, dst_fd, dst_name, source, target=target)
                except OSError as copy_err:
                    raise _not_copied(source, copy_err, "moved") from copy_err
                entry = _lstat_at(src_name, src_fd)
                if entry is not None and stat.S_ISDIR(entry.st_mode):
                    shutil.rmtree(src_name, dir_fd=src_fd)  # fd-based: symlink-attack safe
                else:
                    os.unlink(src_name, dir_fd=src_fd)

    def copy(self, source: Path, target: Path) -> int:
        """Copy a file or folder; never overwrites. Returns how many links or special files
        inside a copied folder were left out (they are never followed)."""
        if not _FD_SAFE:  # pragma: no cover - Windows
            if target.exists():
                raise FilesError(tr("Already exists, nothing was copied: {path}",
                                    path=str(target)))
            if source.is_dir():
                shutil.copytree(source, target, symlinks=True)
            else:
                _write_checked(target, source.read_bytes(), False)
            return 0
        try:
            with self._two_parents(source, target) as (src_fd, src_name, dst_fd, dst_name):
                if _lstat_at(dst_name, dst_fd) is not None:
                    raise FilesError(tr("Already exists, nothing was copied: {path}",
                                        path=str(target)))
                return self._copy_at(src_fd, src_name, dst_fd, dst_name, source,
                                     target=target)
        except PermissionError as err:
            raise FilesError(tr("No permission to copy: {path}", path=str(source))) from err
        except (OSError, FilesError) as err:
            if isinstance(err, FilesError) and not disk_full(err):
                raise
            raise _not_copied(source, err, "copied") from err

    def _copy_at(self, src_fd: int, src_name: str, dst_fd: int, dst_name: str,
                 shown: Path, depth: int = 0, target: Path | None = None) -> int:
        if depth > 64:
            raise FilesError(tr("{path} is nested too deeply to copy", path=str(shown)))
        info = _lstat_at(src_name, src_fd)
        if info is None:
            raise FilesError(tr("{path} does not exist", path=str(shown)))
        if stat.S_ISREG(info.st_mode):
            fd = os.open(src_name, os.O_RDONLY | os.O_NOFOLLOW | _NONBLOCK, dir_fd=src_fd)
            try:
                with os.fdopen(fd, "rb", closefd=False) as handle:
                    data = handle.read(MAX_COPY_BYTES + 1)
            finally:
                os.close(fd)
            if len(data) > MAX_COPY_BYTES:
                raise FilesError(tr("{name} is larger than {mb} MB; copy it with your file "
                                    "manager", name=shown.name, mb=MAX_COPY_BYTES // 2**20))
            if target is not None:  # the file copied, as a whole: see _create_whole_at
                _create_whole_at(dst_name, dst_fd, data, target, stat.S_IMODE(info.st_mode),
                                 self.pending)
            else:
                _create_at(dst_name, dst_fd, data, shown, mode=stat.S_IMODE(info.st_mode))
            return 0
        if not stat.S_ISDIR(info.st_mode):
            return 1  # a link, FIFO, socket or device inside a folder: left out
        skipped = 0
        os.mkdir(dst_name, 0o777, dir_fd=dst_fd)  # raises if the name exists: never ours then
        try:
            inner_src = os.open(src_name, _DIR_FLAGS, dir_fd=src_fd)
            inner_dst = os.open(dst_name, _DIR_FLAGS, dir_fd=dst_fd)
            try:
                for child in sorted(os.listdir(inner_src)):
                    skipped += self._copy_at(inner_src, child, inner_dst, child, shown / child,
                                             depth + 1)
            finally:
                os.close(inner_src)
                os.close(inner_dst)
        except BaseException:
            # a copy that cannot finish (a full disk, a file removed meanwhile) leaves no
            # half-copied folder behind: only the folder this copy made is removed
            shutil.rmtree(dst_name, dir_fd=dst_fd, ignore_errors=True)
            raise
        return skipped

    @staticmethod
    def trash(path: Path) -> None:
        """Move to the OS trash (never unlinked)."""
        from send2trash import send2trash
        from send2trash.exceptions import TrashPermissionError

        try:
            send2trash(str(path))
        except (TrashPermissionError, OSError) as err:
            raise FilesError(tr("{name} could not be moved to the trash: {reason}. Nothing "
                                "was deleted.", name=path.name, reason=str(err))) from err

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
            raise FilesError(tr("Opening files is not supported on this system: {command} "
                                "is missing.", command=command[0])) from err
