"""Errors of the files connector, phrased for the model and the user."""

from __future__ import annotations

from connectors.base import ToolError


class FilesError(ToolError):
    """A file operation could not be done."""


class OutsideAllowedFoldersError(FilesError):
    """A path resolves outside every allowed folder."""
