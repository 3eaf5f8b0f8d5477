"""The files connector: the user's allowed folders, and nothing else.

``CONNECTOR`` is all the app sees of it: tools only (no accounts, nothing to sync).
"""

from __future__ import annotations

from typing import Any

from connectors.base import ConnectorBase, Tool


class FilesConnector(ConnectorBase):
    """Reading, searching and (with approval) writing inside the allowed folders."""

    name = "files"
    topics = (r"files?\b", r"folders?\b", r"director(?:y|ies)\b", r"documents?\b", r"docs\b",
              r"downloads?\b", r"desktop\b", r"pictures?\b", r"photos?\b", r"images?\b",
              r"pdfs?\b", r"spreadsheets?\b", r"notes?\b", r"readme\b", r"renam\w*",
              r"cop(?:y|ies)\b", r"saved?\b", r"~?/[\w.-]+", r"[a-z]:\\",
              r"[\w-]+\.(?:txt|md|pdf|docx?|odt|rtf|csv|xlsx?|pptx?|json|html?|png|jpe?g|gif"
              r"|zip|log)\b")

    def build_tools(self, context: Any) -> list[Tool]:
        """The files tools."""
        from connectors.files.tools import build_tools

        return build_tools(context)


CONNECTOR = FilesConnector()
