"""Markdown to the HTML the chat shows: data is never markup (DESIGN.md, invariant 7).

An answer can repeat text someone else wrote (a mail, a file), so the Markdown is rendered
here by markdown-it-py, not by Qt: raw HTML in it is shown as text, images become their alt
text plus a link the user may click, and nothing in the result names a resource that Qt would
load (no ``<img>``, no style sheet, no URL Qt fetches by itself). Qt's own Markdown path loads
``![x](/dev/zero)`` while rendering (a crash), and a FIFO there freezes the window.

This module imports no widgets: it only produces text.
"""

from __future__ import annotations

import html
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.token import Token

SAFE_LINK_SCHEMES = ("http://", "https://", "mailto:")


def _image(
    _renderer: Any, tokens: list[Token], index: int, options: Any, env: Any
) -> str:
    token = tokens[index]
    alt = "".join(child.content for child in token.children or []) or "image"
    src = str(token.attrGet("src") or "")
    label = html.escape(f"[image: {alt}]")
    if src.lower().startswith(("http://", "https://")):
        return f'<a href="{html.escape(src, quote=True)}">{label}</a>'
    return label  # a local path, data: or anything else: only the words


def _link_open(
    _renderer: Any, tokens: list[Token], index: int, options: Any, env: Any
) -> str:
    href = str(tokens[index].attrGet("href") or "")
    if not href.lower().startswith(SAFE_LINK_SCHEMES):
        return "<span>"  # file:, javascript:, UNC paths …: shown as text, not a link
    return f'<a href="{html.escape(href, quote=True)}">'


def _link_close(
    _renderer: Any, tokens: list[Token], index: int, options: Any, env: Any
) -> str:
    opening = next((t for t in reversed(tokens[:index]) if t.type == "link_open"), None)
    href = str(opening.attrGet("href") or "") if opening is not None else ""
    return "</a>" if href.lower().startswith(SAFE_LINK_SCHEMES) else "</span>"


def _build() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})
    md.enable("table")
    md.enable("strikethrough")
    md.add_render_rule("image", _image)
    md.add_render_rule("link_open", _link_open)
    md.add_render_rule("link_close", _link_close)
    return md


_MARKDOWN = _build()
MAX_RENDER_CHARS = 200_000


def markdown_to_html(text: str) -> str:
    """Safe HTML for an assistant message (see the module docstring)."""
    if len(text) > MAX_RENDER_CHARS:  # an answer this long is shown, not parsed
        return f"<pre>{html.escape(text)}</pre>"
    return _MARKDOWN.render(text)


def plain_tooltip(text: str) -> str:
    """A tooltip that shows ``text`` literally (Qt renders tooltips that look like HTML)."""
    return "<qt>" + html.escape(text).replace("\n", "<br>") + "</qt>"
