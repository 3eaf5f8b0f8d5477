"""Tool declarations of the files connector."""

from __future__ import annotations

import fnmatch
import os
import re
from collections.abc import Iterator, Mapping
from datetime import date
from itertools import islice
from pathlib import Path
from typing import Any

from connectors import ConnectorContext
from connectors.base import (
    DELETE_WORDS,
    HAN,
    QT_TR_NOOP,
    Effect,
    Preview,
    PreviewField,
    Provenance,
    Tool,
    ToolResult,
    ToolSet,
    joined,
    search_words,
    tool,
    tr,
)
from connectors.files.errors import FilesError, OutsideAllowedFoldersError
from connectors.files.folders import TEXT_SUFFIXES, Folders, PendingWrites, document_bytes

MAX_CHARS = 6000
SEARCHABLE = TEXT_SUFFIXES | {".pdf", ".docx"}


def search_files(folders: Folders, query: str = "", name: str = "",
                 folder: str = "") -> Iterator[dict[str, Any]]:
    """Matches as they are found: by name pattern and/or by text inside the file."""
    pattern = name if any(ch in name for ch in "*?[") else f"*{name}*" if name else "*"
    needle = query.lower()
    for path in folders.walk(folder):
        if not fnmatch.fnmatch(path.name.lower(), pattern.lower()):
            continue
        if not needle:
            yield {"path": str(path)}
            continue
        text = _searchable_text(folders, path)
        snippet = None if text is None else _snippet(text, needle)
        if snippet is not None:
            yield {"path": str(path), "snippet": snippet}


def _searchable_text(folders: Folders, path: Path) -> str | None:
    """The text a content search reads of ``path`` (its first megabyte); None for a file of
    a kind no search reads, or one that cannot be read."""
    if path.suffix.lower() not in SEARCHABLE:
        return None
    try:
        return folders.search_text(path, max_bytes=1_000_000)
    except (FilesError, OSError):
        return None


def _snippet(text: str, needle: str) -> str | None:
    """Where ``text`` says ``needle`` (any case), with 80 characters either side, on one
    line; None when it does not say it."""
    index = text.lower().find(needle.lower())
    if index < 0:
        return None
    start = max(0, index - 80)
    return " ".join(text[start:index + len(needle) + 80].split())


#: the most files whose names a search by some of its words looks at
MAX_NAMES_SEEN = 20000
#: how many files' names, and of how many the first words, tell what language they are in
SAMPLES = 40
SAMPLES_READ = 10
#: how much of a file's beginning is shown when the file is named as a folder (to list, or
#: to search in without the words being there)
FILE_START = 600
#: a word of a request that may be a file's name: no spaces, quotes or brackets around it,
#: and an extension ("notes.txt", "Documents/plan.md", "C:\\x\\a.pdf")
_AROUND_A_NAME = "\\s\"'“”„‘’‚«»`<>|,;()\\[\\]{}，、；（）「」"
_NAMED_FILE = re.compile(rf"[^{_AROUND_A_NAME}]+\.[A-Za-z0-9]{{1,5}}(?![A-Za-z0-9])")


def _beginning(text: str) -> str:
    """The first FILE_START characters of a file's text, on one line."""
    return " ".join(text[:FILE_START].split())

PATH = {"type": "string", "description": "A file path inside the allowed folders."}
TWO_PATHS = {"type": "object", "properties": {"source": PATH, "destination": PATH},
             "required": ["source", "destination"]}
ONE_PATH = {"type": "object", "properties": {"path": PATH}, "required": ["path"]}


class FilesTools(ToolSet):
    """The files tools, confined to the allowed folders."""

    def __init__(self, context: ConnectorContext) -> None:
        pending = PendingWrites(context.data_dir / "pending-writes")
        self.folders = Folders(context.allowed_folders, pending)
        pending.sweep(self.folders.allowed)  # what a kill left half-written goes
        self.words = context.words

    def _target(self, path: str) -> Path:
        return self.folders.resolve(path, must_exist=False)

    def _file_to_write(self, path: str) -> Path:
        """The file files_write writes (FilesError for a folder: it could only fail)."""
        target = self._target(path)
        if target.is_dir():
            raise FilesError(tr("This is a folder, not a file: {path}", path=str(target)))
        return target

    def _two_paths(self, args: Mapping[str, Any]) -> tuple[Path, Path]:
        src, dst = self.folders.resolve(args["source"]), self._target(args["destination"])
        return src, dst / src.name if dst.is_dir() else dst

    def _two_paths_preview(self, args: Mapping[str, Any], verb: str) -> Preview:
        src, dst = self._two_paths(args)
        return Preview("file", (PreviewField(QT_TR_NOOP("From"), str(src)),
                                PreviewField(QT_TR_NOOP("To"), str(dst)),
                                PreviewField(QT_TR_NOOP("Action"), verb)))

    # -- reading ------------------------------------------------------------------------------
    @tool("List the files and folders in a folder. Without a path, lists the first allowed "
          "folder.",
          {"type": "object", "properties": {
              "path": {"type": "string", "description": "Folder to list."},
              "pattern": {"type": "string", "description": "Name filter like *.pdf"}}},
          filters=("pattern",))  # "show me my documents" listed as "*.pdf": all of them
    def files_list(self, path: str = "", pattern: str = "*") -> ToolResult:
        folders = self.folders
        target = folders.resolve(path) if path else None
        if target is not None and target.is_file():
            # A small model lists the file it was asked about ("what's the wifi password in
            # notes.txt"): that one entry and its beginning, said (as a search in a file).
            info = target.stat()
            entry: dict[str, Any] = {"path": str(target), "kind": "file", "size": info.st_size}
            try:
                entry["snippet"] = _beginning(folders.search_text(target,
                                                                 max_bytes=FILE_START * 4))
                note = tr("{file} is a file, not a folder; its beginning is shown",
                          file=target.name)
            except FilesError as err:  # no text (a binary file): the entry, and why
                note = tr("{file} is a file, not a folder ({error})", file=target.name,
                          error=str(err))
            return ToolResult({"entries": [entry], "note": note},
                              untrusted=Provenance("file", str(target)),
                              summary=tr("{summary} ({note})", note=note,
                                         summary=tr("%Ln file(s) found", None, 1)))
        entries = folders.listing(path, pattern)
        # File names are chosen by whoever made the files (a download, a shared folder).
        untrusted = Provenance("file names", f"{len(entries)} entries in "
                               f"{path or folders.allowed[0]}") if entries else None
        return ToolResult(
            [{"path": e.path, "kind": e.kind, "size": e.size} for e in entries[:200]],
            untrusted=untrusted, summary=tr("%Ln item(s)", None, len(entries)),
        )

    @files_list.summary
    def files_list_summary(self, args: Mapping[str, Any]) -> str:
        pattern = args.get("pattern") or "*"
        where = args.get("path") or tr("the first allowed folder")
        return tr("List {pattern} in {folder}", pattern=pattern, folder=where) \
            if pattern != "*" else tr("List {folder}", folder=where)

    @tool("Find files by name pattern and/or by text they contain (text, Markdown, PDF, Word).",
          {"type": "object", "properties": {
              "query": {"type": "string", "description": "Text the file contains."},
              "name": {"type": "string", "description": "Name or pattern, e.g. *.pdf"},
              "folder": {"type": "string", "description": "Optional. Leave it out to search "
                         "every allowed folder."},
              "max_results": {"type": "integer", "minimum": 1, "maximum": 100}}},
          filters=("folder",))
    def files_search(self, query: str = "", name: str = "", folder: str = "",
                     max_results: int = 20) -> ToolResult:
        if not query and not name:
            raise FilesError(tr("Give a text to search for (query) or a name pattern (name)."))
        notes: list[str] = []
        if folder:
            try:
                where = self.folders.resolve(folder)
            except OutsideAllowedFoldersError:
                raise
            except FilesError:  # "Tax Return" for a folder that is not there: everywhere
                notes.append(tr("there is no folder '{folder}'; every allowed folder was "
                                "searched", folder=folder))
                folder = ""
            else:
                if where.is_file() and query:  # "search notes.txt for the wifi password"
                    return self._search_in_file(where, query)
        results = list(islice(search_files(self.folders, query, name, folder), max_results))
        if not results and query and not name:
            # "Tax Return PDF": no file says it, but a file's name has its words
            words = [w for w in re.split(r"[^0-9a-z]+", query.lower()) if w]
            results = list(islice(({"path": str(path)} for path in self.folders.walk(folder)
                                   if words and all(w in path.name.lower() for w in words)),
                                  max_results))
            if results:
                notes.append(tr("no file contains '{query}'; these names have its words",
                                query=query))
            elif results := self._containing_most(query, folder, max_results):
                # "when do I call the dentist": no file says "call dentist", one says both
                notes.append(tr("no file contains '{query}' as written; these contain most "
                                "of its words, the best match first", query=query))
            else:  # "Steuererklärung (tax return)": names with most of its words, best first
                results = self._named_by_some(query, folder, max_results)
                if results:
                    notes.append(tr("no file contains '{query}' and no name has all its "
                                    "words; these names have some of them, the best match "
                                    "first", query=query))
        sources = [Path(found["path"]).name for found in results]  # names, snippets: others'
        untrusted = Provenance("files", ", ".join(sources[:5])) if sources else None
        counted = tr("%Ln file(s) found", None, len(results))
        if notes:
            return ToolResult({"files": results, "notes": notes}, untrusted=untrusted,
                              summary=tr("{summary} ({note})", summary=counted,
                                         note=joined(notes)))
        return ToolResult(results, untrusted=untrusted, summary=counted)

    def _containing_most(self, query: str, folder: str, most: int) -> list[dict[str, Any]]:
        """The files whose text has at least half of ``query``'s words of three letters or
        more (two or more words; in any script), best first, each with the place of the
        first word it has; the first found first among equals."""
        words = list(dict.fromkeys(w for w in re.findall(r"\w+", query.casefold())
                                   if len(w) >= 3))
        if len(words) < 2:
            return []
        scored = []
        for order, path in enumerate(self.folders.walk(folder)):
            if order >= MAX_NAMES_SEEN:
                break
            text = _searchable_text(self.folders, path)
            if text is None:
                continue
            folded = text.casefold()
            has = [w for w in words if w in folded]
            if 2 * len(has) >= len(words):
                scored.append((-len(has), order, str(path), _snippet(text, has[0])))
        return [{"path": path, "snippet": snippet}
                for _, _, path, snippet in sorted(scored)[:most]]

    def _named_by_some(self, query: str, folder: str, most: int) -> list[dict[str, Any]]:
        """The files whose names have the most of ``query``'s words of three letters or more
        (in any script), best first; the first found first among equals."""
        words = {w for w in re.findall(r"\w+", query.casefold()) if len(w) >= 3}
        scored = []
        for order, path in enumerate(self.folders.walk(folder)):
            name = path.name.casefold()
            score = sum(1 for w in words if w in name)
            if score:
                scored.append((-score, order, str(path)))
            if order >= MAX_NAMES_SEEN:
                break
        return [{"path": path} for _, _, path in sorted(scored)[:most]]

    def _search_in_file(self, path: Path, query: str) -> ToolResult:
        """A search whose folder is a file: that file, with the place that has ``query``, or
        else its beginning (the words may be in another language than the file's), said."""
        text = self.folders.search_text(path, max_bytes=1_000_000)
        snippet = _snippet(text, query)
        if snippet is not None:
            found = {"path": str(path), "snippet": snippet}
            note = tr("{file} is a file, not a folder; searched in it", file=path.name)
        else:
            found = {"path": str(path), "snippet": _beginning(text)}
            note = tr("{file} is a file, not a folder, and '{query}' is not in it; its "
                      "beginning is shown", file=path.name, query=query)
        return ToolResult({"files": [found], "notes": [note]},
                          untrusted=Provenance("file", str(path)),
                          summary=tr("{summary} ({note})", note=note,
                                     summary=tr("%Ln file(s) found", None, 1)))

    @files_search.samples
    def files_search_samples(self) -> list[str]:
        """The first files of the allowed folders, each its name's words and the first words
        of its text (of the first few): what the search's words are written in."""
        texts = []
        for order, path in enumerate(self.folders.walk("")):
            if order >= SAMPLES:
                break
            text = ""
            if order < SAMPLES_READ and path.suffix.lower() in SEARCHABLE:
                try:
                    text = self.folders.search_text(path, max_bytes=4000)[:240]
                except (FilesError, OSError):
                    pass
            name = " ".join(re.split(r"[\W_]+", path.stem))
            texts.append(f"{name}. {text}".strip())
        return texts

    @files_search.lookup
    def files_search_lookup(self, words: str, days: tuple[date, ...] = ()) -> dict[str, Any]:
        """What a request is about, as a search: its words that tell files apart (a search
        by several words that no file has as written finds the files with most of them)."""
        return {"query": " ".join(search_words(words, self.words))}

    @files_search.summary
    def files_search_summary(self, args: Mapping[str, Any]) -> str:
        line = tr("Search files for '{query}'", query=args["query"]) if args.get("query") \
            else tr("Search files")
        parts = [tr("named {pattern}", pattern=args["name"]) if args.get("name") else "",
                 tr("in {folder}", folder=args["folder"]) if args.get("folder") else ""]
        for part in filter(None, parts):  # each part in its own words
            line = tr("{search} {detail}", search=line, detail=part)
        if args.get("max_results"):
            line = tr("{search}, {limit}", search=line,
                      limit=tr("%Ln at most", None, int(args["max_results"])))
        return line

    @tool("Read the text of a file (text, Markdown, PDF, Word), optionally a line range.",
          {"type": "object", "properties": {
              "path": PATH,
              "start_line": {"type": "integer", "minimum": 1},
              "end_line": {"type": "integer", "minimum": 0},
              "max_chars": {"type": "integer", "minimum": 100, "maximum": 20000},
              "page": {"type": "integer", "minimum": 1,
                       "description": "Only this page of a PDF."}},
           "required": ["path"]})
    def files_read(self, path: str, start_line: int = 1, end_line: int = 0,
                   max_chars: int = MAX_CHARS, page: int = 0) -> ToolResult:
        resolved = self.folders.resolve(path)
        if resolved.is_dir():
            raise FilesError(tr("This is a folder (files_list lists it): {path}",
                                path=str(resolved)))
        text, notes = self.folders.read_text(resolved)
        if page and resolved.suffix.lower() != ".pdf":
            if page > 1:
                raise FilesError(tr("Only PDFs have pages; read it by lines instead: {path}",
                                    path=str(resolved)))
            notes.append(tr("page 1 of a file without pages is the whole file"))
        elif page:
            pages = text.split("\n\n[page ")
            if page > len(pages):
                raise FilesError(tr("The PDF has {pages} pages, so no page {page}: {path}",
                                    pages=len(pages), page=page, path=str(resolved)))
            text = ("" if page == 1 else "[page ") + pages[page - 1]
        lines = text.splitlines()
        if lines and start_line > len(lines):  # a range past the end: what the file has
            notes.insert(0, tr("it ends before line {start}, so it is read from line 1",
                               start=start_line))
            start_line, end_line = 1, 0
        last = end_line if end_line and end_line >= start_line else len(lines)
        chunk = "\n".join(lines[start_line - 1:last])
        if len(chunk) > max_chars:
            notes.append(tr("cut at {count} characters; ask for a line range to read more",
                            count=max_chars))
            chunk = chunk[:max_chars]
        content: dict[str, Any] = {"path": str(resolved),
                                   "lines": f"{start_line}-{min(last, len(lines))}",
                                   "total_lines": len(lines), "text": chunk}
        if notes:
            content["notes"] = notes
        counted = tr("%Ln line(s)", None, len(lines))
        return ToolResult(content, untrusted=Provenance("file", str(resolved)),
                          summary=tr("{summary} ({note})", summary=counted, note=notes[0])
                          if notes else counted)

    @files_read.summary
    def files_read_summary(self, args: Mapping[str, Any]) -> str:
        return tr("Read {file}", file=os.path.basename(str(args.get("path", ""))))

    @files_read.named
    def files_read_named(self, words: str, days: tuple[date, ...] = ()) -> dict[str, Any]:
        """The file a request names by its name ("open notes.txt and tell me the wifi
        password", "打开notes.txt"), when one of that name is in an allowed folder and can
        be read as text; none otherwise (a web address or a mail address is not a file)."""
        for word in _NAMED_FILE.findall(words):
            name = HAN.split(word)[-1].strip(".")
            if "@" in word or "://" in word or Path(name).suffix.lower() not in SEARCHABLE:
                continue
            try:
                if self.folders.resolve(name).is_file():
                    return {"path": name}
            except FilesError:
                continue
        return {}

    # -- changing -----------------------------------------------------------------------------
    @tool("Write text to a file (.txt, .md, or .docx for a Word document). Creates it, or "
          "replaces it when overwrite is true.",
          {"type": "object", "properties": {
              "path": PATH, "content": {"type": "string"}, "overwrite": {"type": "boolean"}},
           "required": ["path", "content"]}, Effect.WRITE)
    def files_write(self, path: str, content: str, overwrite: bool = False) -> ToolResult:
        target = self._file_to_write(path)
        if target.exists() and not overwrite:
            raise FilesError(tr("Already exists (overwrite true replaces it): {path}",
                                path=str(target)))
        self.folders.write(target, content, overwrite=overwrite)
        return ToolResult({"path": str(target), "bytes": len(content.encode())},
                          summary=tr("Wrote {file}", file=target.name))

    @files_write.summary
    def files_write_summary(self, args: Mapping[str, Any]) -> str:
        try:  # the file as it will be written ("file shopping.txt" is shopping.txt)
            target = self._target(args["path"])
            name, exists = target.name, target.exists()
        except FilesError:
            name, exists = os.path.basename(args["path"]), False
        return tr("Overwrite {file}", file=name) if exists and args.get("overwrite") \
            else tr("Create {file}", file=name)

    @files_write.preview
    def files_write_preview(self, args: Mapping[str, Any]) -> Preview:
        target = self._file_to_write(args["path"])  # a folder: refused before the dialog
        document_bytes(target, "")  # refused before the dialog: a format it cannot write
        fields = [PreviewField(QT_TR_NOOP("File"), str(target))]
        if target.suffix.lower() == ".docx":
            fields.append(PreviewField(QT_TR_NOOP("Format"), "Word document: one paragraph per line"
                                       + (", the old formatting is not kept"
                                          if target.is_file() else "")))
        if target.is_file():
            old, _ = self.folders.read_text(target)
            fields.append(PreviewField(QT_TR_NOOP("Action"), "Replace the existing file"
                                       if args.get("overwrite") else
                                       "Refused unless overwrite is set (the file exists)"))
            fields.append(PreviewField(QT_TR_NOOP("Changes"), self.folders.diff(old, args["content"],
                                                                    target.name)
                                       or "(no change)", long=True))
        else:
            fields.append(PreviewField(QT_TR_NOOP("Action"), "Create a new file"))
            fields.append(PreviewField(QT_TR_NOOP("Content"), args["content"], long=True))
        return Preview("file", tuple(fields))

    @files_write.irreversible_when
    def files_write_irreversible(self, args: Mapping[str, Any]) -> bool:
        return bool(args.get("overwrite"))  # the old content is gone

    @tool("Move or rename a file or folder.", TWO_PATHS, Effect.WRITE,
          topics=(r"mov(?:e|es|ed|ing)\b", r"renam\w*", r"mv\b", r"call it\b",
                  r"put (?:it|this|that|them) in\b"))
    def files_move(self, source: str, destination: str) -> ToolResult:
        src, dst = self._two_paths({"source": source, "destination": destination})
        self.folders.move(src, dst)
        return ToolResult({"from": str(src), "to": str(dst)},
                          summary=tr("Moved to {folder}", folder=dst))

    @files_move.summary
    def files_move_summary(self, args: Mapping[str, Any]) -> str:
        return tr("Move {file} to {folder}", file=os.path.basename(args["source"]),
                  folder=args["destination"])

    @files_move.preview
    def files_move_preview(self, args: Mapping[str, Any]) -> Preview:
        return self._two_paths_preview(args, "Move (nothing is overwritten)")

    @tool("Copy a file or folder.", TWO_PATHS, Effect.WRITE,
          topics=(r"cop(?:y|ies|ied)\b", r"duplicat\w*", r"back ?up\b", r"cp\b"))
    def files_copy(self, source: str, destination: str) -> ToolResult:
        src, dst = self._two_paths({"source": source, "destination": destination})
        skipped = self.folders.copy(src, dst)
        result: dict[str, Any] = {"from": str(src), "to": str(dst)}
        if skipped:
            result["notes"] = [f"{skipped} links or special files inside were left out"]
        return ToolResult(result, summary=tr("Copied to {folder}", folder=dst))

    @files_copy.summary
    def files_copy_summary(self, args: Mapping[str, Any]) -> str:
        return tr("Copy {file} to {folder}", file=os.path.basename(args["source"]),
                  folder=args["destination"])

    @files_copy.preview
    def files_copy_preview(self, args: Mapping[str, Any]) -> Preview:
        return self._two_paths_preview(args, "Copy (nothing is overwritten)")

    @tool("Delete a file or folder by moving it to the trash.", ONE_PATH, Effect.DELETE,
          topics=DELETE_WORDS)
    def files_delete(self, path: str) -> ToolResult:
        target = self.folders.resolve(path)
        self.folders.trash(target)
        return ToolResult({"trashed": str(target)},
                          summary=tr("Moved {file} to the trash", file=target.name))

    @files_delete.summary
    def files_delete_summary(self, args: Mapping[str, Any]) -> str:
        return tr("Move {file} to the trash", file=os.path.basename(args["path"]))

    @files_delete.preview
    def files_delete_preview(self, args: Mapping[str, Any]) -> Preview:
        target = self.folders.resolve(args["path"])
        action = (tr("Move this folder and everything in it to the trash; it can be restored "
                     "from there") if target.is_dir() else
                  tr("Move this file to the trash; it can be restored from there"))
        return Preview("file", (PreviewField(QT_TR_NOOP("File"), str(target)),
                                PreviewField(QT_TR_NOOP("Action"), action)))

    @tool("Open a file with its default application.", ONE_PATH, Effect.DEVICE,
          irreversible=True, topics=(r"open\w*", r"launch\w*", r"show (?:it|me) in\b"))
    def files_open(self, path: str) -> ToolResult:
        target = self.folders.resolve(path)
        self.folders.open_with_default_app(target)
        return ToolResult({"opened": str(target)}, summary=tr("Opened {file}", file=target.name))

    @files_open.summary
    def files_open_summary(self, args: Mapping[str, Any]) -> str:
        return tr("Open {file}", file=os.path.basename(args["path"]))

    @files_open.preview
    def files_open_preview(self, args: Mapping[str, Any]) -> Preview:
        return Preview("file", (PreviewField(QT_TR_NOOP("File"), str(self.folders.resolve(args["path"]))),
                                PreviewField(QT_TR_NOOP("Action"), "Open with the default application")))


def build_tools(context: ConnectorContext) -> list[Tool]:
    """The files tools, confined to the context's allowed folders."""
    return FilesTools(context).tools()
