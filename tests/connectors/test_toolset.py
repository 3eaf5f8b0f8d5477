"""Tools declared beside their code: a ToolSet's methods are the tools, checked when the
class is defined; summaries and previews stay plain methods that can be tested alone."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from connectors import ConnectorContext
from connectors.base import (
    Effect,
    Preview,
    PreviewField,
    ToolDefinitionError,
    ToolResult,
    ToolSet,
    tool,
)
from connectors.files.tools import FilesTools


def test_a_broken_declaration_fails_when_the_class_is_defined() -> None:
    with pytest.raises(ToolDefinitionError, match="side effect but no summary"):
        class Broken(ToolSet):
            @tool("Erase everything.", effect=Effect.DELETE)
            def notes_erase(self) -> ToolResult:
                return ToolResult({})


class Notes(ToolSet):
    def __init__(self, prefix: str) -> None:
        self.prefix = prefix

    @tool("Add a note.", {"type": "object", "properties": {"text": {"type": "string"}},
                          "required": ["text"]}, Effect.WRITE)
    def notes_add(self, text: str) -> ToolResult:
        return ToolResult({"added": self.prefix + text})

    @notes_add.summary
    def notes_add_summary(self, args: Mapping[str, Any]) -> str:
        return f"Add '{args['text']}'"

    @notes_add.preview
    def notes_add_preview(self, args: Mapping[str, Any]) -> Preview:
        return Preview("note", (PreviewField("Text", self.prefix + args["text"]),))

    @tool("List notes.")
    def notes_list(self) -> ToolResult:
        return ToolResult([self.prefix])


def test_tools_are_bound_in_the_order_written_and_methods_stay_methods() -> None:
    notes = Notes("> ")
    add, listing = notes.tools()
    assert [add.name, listing.name] == ["notes_add", "notes_list"]
    assert add.function(text="milk").content == {"added": "> milk"}
    assert add.summary_for({"text": "milk"}) == "Add 'milk'"
    assert add.preview_for({"text": "milk"}).fields[0].value == "> milk"
    assert listing.parameters == {"type": "object", "properties": {}}
    assert notes.notes_add("eggs").content == {"added": "> eggs"}  # still a plain method


def test_a_real_preview_is_tested_alone(tmp_path: Path) -> None:
    (tmp_path / "todo.txt").write_text("old line\n")
    files = FilesTools(ConnectorContext(tmp_path, (tmp_path,)))
    preview = files.files_write_preview({"path": "todo.txt", "content": "new line\n",
                                         "overwrite": True})
    assert [f.label for f in preview.fields] == ["File", "Action", "Changes"]
    assert "-old line" in preview.fields[2].value and "+new line" in preview.fields[2].value
    assert files.files_write_irreversible({"overwrite": True})
    assert not files.files_write_irreversible({})
