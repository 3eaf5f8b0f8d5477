"""The files connector against a real folder tree: confinement, formats, trash, the gate."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from app.agent.registry import ToolRegistry
from app.agent.runner import CallRequest, TaskContext, ToolRunner
from connectors import ConnectorContext
from connectors.base import ToolError
from connectors.files.tools import build_tools
from tests.support.doubles import ScriptedConfirmer


@pytest.fixture()
def tree(tmp_path: Path) -> dict[str, Path]:
    allowed = tmp_path / "Documents"
    outside = tmp_path / "Private"
    allowed.mkdir()
    outside.mkdir()
    (allowed / "notes.md").write_text("# Notes\nBuy milk\nCall the dentist on Friday\n")
    (allowed / "latin1.txt").write_bytes("caf\xe9 cr\xe8me".encode("latin-1"))
    (allowed / "blob.bin").write_bytes(b"\x00\x01\x02" * 100)
    (allowed / "sub").mkdir()
    (allowed / "sub" / "odd name ✓ (1).txt").write_text("unicode names work")
    (outside / "secret.txt").write_text("password: hunter2")
    (allowed / "escape").symlink_to(outside)
    return {"allowed": allowed, "outside": outside, "home": tmp_path}


def tools_for(tree: dict[str, Path]) -> dict:
    context = ConnectorContext(data_dir=tree["home"], allowed_folders=(tree["allowed"],))
    return {t.name: t for t in build_tools(context)}


def run(tree, tool_name, policy="approve", **arguments):  # type: ignore[no-untyped-def]
    tools = tools_for(tree)
    confirmer = ScriptedConfirmer(policy)
    runner = ToolRunner(ToolRegistry(tools.values()), confirmer)
    [outcome] = runner.run_calls([CallRequest(tool_name, arguments)], TaskContext())
    return outcome, confirmer


def test_list_and_read(tree) -> None:  # type: ignore[no-untyped-def]
    outcome, _ = run(tree, "files_list")
    names = [Path(e["path"]).name for e in outcome.result.content]
    assert names == ["escape", "sub", "blob.bin", "latin1.txt", "notes.md"]  # folders first
    outcome, _ = run(tree, "files_read", path="notes.md", start_line=2, end_line=2)
    assert outcome.result.content["text"] == "Buy milk"
    assert outcome.untrusted is not None and outcome.untrusted.kind == "file"


def test_a_range_past_the_end_reads_what_the_file_has_and_says_so(tree) -> None:  # type: ignore[no-untyped-def]
    """Lines 2–10 of a one-line note (a small model counts from 2): the file's one line, and
    why it was read from line 1, never an empty text that hides it."""
    (tree["allowed"] / "wifi.txt").write_text("The wifi password is tulip-42.\n")
    outcome, _ = run(tree, "files_read", path="wifi.txt", start_line=2, end_line=10)
    content = outcome.result.content
    assert content["text"] == "The wifi password is tulip-42." and content["lines"] == "1-1"
    assert outcome.summary == "1 line (it ends before line 2, so it is read from line 1)"
    outcome, _ = run(tree, "files_read", path="wifi.txt", start_line=1, end_line=10)
    assert "notes" not in outcome.result.content  # a range that starts inside: as asked


@pytest.mark.parametrize(("path", "reason"), [
    ("../Private/secret.txt", "Paths with '..' are not accepted"),
    ("escape/secret.txt", "Outside the folders BotPsy may use: escape/secret.txt"),
    ("/etc/passwd", "Outside the folders BotPsy may use: /etc/passwd"),
    ("~/../../etc/passwd", "Paths with '..' are not accepted")])
def test_nothing_outside_the_allowed_folders(tree, path: str, reason: str) -> None:  # type: ignore[no-untyped-def]
    outcome, _ = run(tree, "files_read", path=path)
    assert outcome.status == "failed"
    message = json.loads(outcome.text)["message"]
    assert "hunter2" not in outcome.text
    assert message == f"{reason}\nAllowed folders: {tree['allowed']}"


def test_device_files_are_refused(tree) -> None:  # type: ignore[no-untyped-def]
    os.mkfifo(tree["allowed"] / "pipe")
    outcome, _ = run(tree, "files_read", path="pipe")
    assert outcome.status == "failed" and "not a regular file" in outcome.text.lower()


def test_odd_inputs_give_clear_results(tree) -> None:  # type: ignore[no-untyped-def]
    outcome, _ = run(tree, "files_read", path="blob.bin")
    assert outcome.status == "failed" and "binary" in outcome.text
    outcome, _ = run(tree, "files_read", path="latin1.txt")
    assert outcome.ok and "not UTF-8" in json.dumps(outcome.result.content)
    outcome, _ = run(tree, "files_read", path="sub/odd name ✓ (1).txt")
    assert outcome.result.content["text"] == "unicode names work"
    outcome, _ = run(tree, "files_read", path="missing.txt")
    assert outcome.status == "failed" and "does not exist" in outcome.text.lower()


def test_search_by_name_and_content(tree) -> None:  # type: ignore[no-untyped-def]
    outcome, _ = run(tree, "files_search", query="dentist")
    assert [Path(r["path"]).name for r in outcome.result.content] == ["notes.md"]
    assert "dentist" in outcome.result.content[0]["snippet"]
    outcome, _ = run(tree, "files_search", name="*.txt")
    assert {Path(r["path"]).name for r in outcome.result.content} == {
        "latin1.txt", "odd name ✓ (1).txt"}  # the symlinked folder is not followed


def test_the_search_says_what_its_files_are_written_in(tree) -> None:  # type: ignore[no-untyped-def]
    """calls.search_in_data_language tells the files' language from their names' words and
    the first words of the first few; nothing outside the allowed folders (the symlinked
    folder is not followed) and no binary file's bytes."""
    from app.agent.language import languages_of

    (tree["allowed"] / "Tax_Return-2025.txt").write_text(
        "Your tax return for 2025 was received and will be processed within six weeks.")
    samples = tools_for(tree)["files_search"].samples
    assert samples is not None
    texts = samples()
    assert "Tax Return 2025. Your tax return for 2025 was received and will be processed " \
        "within six weeks." in texts
    assert any(text.startswith("notes. # Notes") for text in texts)
    assert not any("hunter2" in text or "\x00" in text for text in texts)
    assert languages_of(texts)[:1] == ["en"]


def test_the_lookup_of_a_request_searches_its_own_words(tree) -> None:  # type: ignore[no-untyped-def]
    """turn.read_first (app/agent/loop.py) searches files with a request's words that tell
    files apart, in any shipped language; that search finds the file meant."""
    from app.agent.language import LEXICON

    context = ConnectorContext(data_dir=tree["home"], allowed_folders=(tree["allowed"],),
                               words=LEXICON)
    lookup = {t.name: t for t in build_tools(context)}["files_search"].lookup
    assert lookup is not None
    assert lookup("when do I call the dentist?", ()) == {"query": "call dentist"}
    assert lookup("¿Cuándo llamo al dentista?", ()) == {"query": "llamo dentista"}
    outcome, _ = run(tree, "files_search", **lookup("when do I call the dentist?", ()))
    # no file says "call dentist" as written; notes.md has both words, and says where
    found = outcome.result.content
    assert [Path(r["path"]).name for r in found["files"]] == ["notes.md"]
    assert "Call the dentist" in found["files"][0]["snippet"]
    assert "most of its words" in found["notes"][0]
    outcome, _ = run(tree, "files_search", query="dentist appointment reminder")
    assert outcome.result.content == []  # one word of three is not enough


@pytest.mark.parametrize(("words", "named"), [
    ("what's in notes.md?", {"path": "notes.md"}),
    ("open notes.md and tell me when the dentist is", {"path": "notes.md"}),
    ("打开notes.md的内容", {"path": "notes.md"}),  # no spaces around a name in Chinese
    ("Lies „notes.md“ vor.", {"path": "notes.md"}),
    ("Documents/notes.md, what does it say", {"path": "Documents/notes.md"}),
    ("read sub/odd.txt", {}),  # no such file
    ("what's in blob.bin?", {}),  # not a text the app reads
    ("what's in escape/secret.txt?", {}),  # a link out of the allowed folders
    ("read ../Private/secret.txt", {}),
    ("open https://example.org/notes.md", {}),  # a web address
    ("mail notes.md to bob@notes.md", {"path": "notes.md"}),  # the address is not a file
    ("what's on my list?", {}),
])
def test_a_file_a_request_names_by_its_name_is_read(tree, words: str,  # type: ignore[no-untyped-def]
                                                     named: dict[str, str]) -> None:
    """turn.read_named (app/agent/loop.py) reads the file a request names by its name, in
    any language: only one that is there, in an allowed folder, with text to read."""
    context = ConnectorContext(data_dir=tree["home"], allowed_folders=(tree["allowed"],))
    reads = {t.name: t for t in build_tools(context)}["files_read"].named
    assert reads is not None
    assert reads(words, ()) == named


def test_pdf_and_docx_are_searched(tree) -> None:  # type: ignore[no-untyped-def]
    import docx
    from pypdf import PdfWriter

    document = docx.Document()
    document.add_paragraph("Quarterly budget for the garden project")
    document.save(tree["allowed"] / "budget.docx")
    writer = PdfWriter()
    writer.add_blank_page(200, 200)
    with (tree["allowed"] / "empty.pdf").open("wb") as handle:
        writer.write(handle)
    (tree["allowed"] / "broken.pdf").write_bytes(b"%PDF-1.4 garbage")
    outcome, _ = run(tree, "files_search", query="garden")
    assert [Path(r["path"]).name for r in outcome.result.content] == ["budget.docx"]
    outcome, _ = run(tree, "files_read", path="broken.pdf")
    assert outcome.status == "failed" and "not a readable PDF" in outcome.text
    outcome, _ = run(tree, "files_read", path="empty.pdf")
    assert outcome.ok and "[page 1]" in outcome.result.content["text"]


def test_write_shows_the_content_then_the_diff(tree) -> None:  # type: ignore[no-untyped-def]
    outcome, confirmer = run(tree, "files_write", path="todo.txt", content="eggs\n")
    assert outcome.ok and (tree["allowed"] / "todo.txt").read_text() == "eggs\n"
    fields = {f.label: f.value for f in confirmer.seen[0].preview.fields}
    assert fields["Action"] == "Create a new file" and fields["Content"] == "eggs\n"

    outcome, confirmer = run(tree, "files_write", path="todo.txt", content="eggs\nham\n",
                             overwrite=True)
    fields = {f.label: f.value for f in confirmer.seen[0].preview.fields}
    assert "+ham" in fields["Changes"] and outcome.ok

    outcome, _ = run(tree, "files_write", path="todo.txt", content="x")
    assert outcome.status == "failed" and "overwrite" in outcome.text
    assert (tree["allowed"] / "todo.txt").read_text() == "eggs\nham\n"


def test_denied_write_changes_nothing(tree) -> None:  # type: ignore[no-untyped-def]
    outcome, _ = run(tree, "files_write", policy="deny", path="new.txt", content="x")
    assert outcome.status == "denied" and not (tree["allowed"] / "new.txt").exists()


def test_a_write_outside_is_refused_before_anyone_is_asked(tree) -> None:  # type: ignore[no-untyped-def]
    outcome, confirmer = run(tree, "files_write", path=str(tree["outside"] / "x.txt"),
                             content="x")
    assert outcome.status == "invalid" and confirmer.seen == []
    assert not (tree["outside"] / "x.txt").exists()


def test_move_copy_never_overwrite(tree) -> None:  # type: ignore[no-untyped-def]
    outcome, _ = run(tree, "files_copy", source="notes.md", destination="sub")
    assert outcome.ok and (tree["allowed"] / "sub" / "notes.md").exists()
    outcome, _ = run(tree, "files_move", source="notes.md", destination="sub/notes.md")
    assert outcome.status == "failed" and (tree["allowed"] / "notes.md").exists()
    outcome, _ = run(tree, "files_move", source="notes.md", destination="renamed.md")
    assert outcome.ok and (tree["allowed"] / "renamed.md").exists()


def test_delete_goes_to_the_trash(tree, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    trash_home = tree["home"] / "xdg-data"
    monkeypatch.setenv("XDG_DATA_HOME", str(trash_home))
    outcome, confirmer = run(tree, "files_delete", path="notes.md")
    assert outcome.ok and not (tree["allowed"] / "notes.md").exists()
    trashed = list(trash_home.rglob("notes.md"))
    assert trashed and trashed[0].read_text().startswith("# Notes")
    assert "trash" in confirmer.seen[0].preview.fields[1].value
    assert confirmer.seen[0].allow_remember is False


def test_no_allowed_folders_means_nothing_is_touched(tmp_path: Path) -> None:
    tools = {t.name: t for t in build_tools(ConnectorContext(data_dir=tmp_path))}
    with pytest.raises(ToolError, match="No folders are allowed"):
        tools["files_read"].function(path="x.txt")


def test_pdf_pages_and_encrypted_pdfs(tree) -> None:  # type: ignore[no-untyped-def]
    from pypdf import PdfWriter

    writer = PdfWriter()
    for _ in range(3):
        writer.add_blank_page(200, 200)
    with (tree["allowed"] / "three.pdf").open("wb") as handle:
        writer.write(handle)
    outcome, _ = run(tree, "files_read", path="three.pdf", page=2)
    assert outcome.ok and outcome.result.content["text"].startswith("[page 2]")
    assert "[page 3]" not in outcome.result.content["text"]
    outcome, _ = run(tree, "files_read", path="three.pdf", page=9)
    assert outcome.status == "failed" and "no page 9" in outcome.text

    locked = PdfWriter()
    locked.add_blank_page(200, 200)
    locked.encrypt("secret-password")
    with (tree["allowed"] / "locked.pdf").open("wb") as handle:
        locked.write(handle)
    outcome, _ = run(tree, "files_read", path="locked.pdf")
    assert outcome.status == "failed" and "encrypted PDF" in outcome.text
    assert "secret-password" not in outcome.text
