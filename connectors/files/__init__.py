"""The files connector: the user's allowed folders, and nothing else.

``CONNECTOR`` is all the app sees of it: tools only (no accounts, nothing to sync).
"""

from __future__ import annotations

from typing import Any

from connectors.base import ConnectorBase, Tool


class FilesConnector(ConnectorBase):
    """Reading, searching and (with approval) writing inside the allowed folders."""

    name = "files"

    def build_tools(self, context: Any) -> list[Tool]:
        """The files tools."""
        from connectors.files.tools import build_tools

        return build_tools(context)


CONNECTOR = FilesConnector()
