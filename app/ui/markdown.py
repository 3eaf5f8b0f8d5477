"""Markdown to the HTML the chat shows: data is never markup (docs/security.md).

An answer can repeat text someone else wrote (a mail, a file), so the Markdown is rendered
here by markdown-it-py, not by Qt: raw HTML in it is shown as text, images become their alt
text plus a link the user may click, and nothing in the result names a resource that Qt would
load (no ``<img>``, no style sheet, no URL Qt fetches by itself). Qt's own Markdown path loads
``![x](/dev/zero)`` while rendering (a crash), and a FIFO there freezes the window.

This module imports no widgets: it only produces text.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.token import Token

SAFE_LINK_SCHEMES = ("http://", "https://", "mailto:")
# Bidi overrides, embeddings and isolates reorder what is shown: an answer that repeats a file
# name or a subject (or writes ``&#x202E;``) could make "exe.pdf" read as "fdp.exe". They are
# shown as visible escapes, as the terminal shows them (issue 26, item 4).
_BIDI = re.compile("[\u202a-\u202e\u2066-\u2069]")


def _escape(text: str, quote: bool = True) -> str:
    """HTML-escaped text with every bidi control shown as ``\\u202e``."""
    return html.escape(_BIDI.sub(lambda m: f"\\u{ord(m.group(0)):04x}", text), quote=quote)


def _image(
    _renderer: Any, tokens: list[Token], index: int, options: Any, env: Any
) -> str:
    token = tokens[index]
    alt = "".join(child.content for child in token.children or []) or "image"
    src = str(token.attrGet("src") or "")
    label = _escape(f"[image: {alt}]")
    if src.lower().startswith(("http://", "https://")):
        return f'<a href="{_escape(src, quote=True)}">{label}</a>'
    return label  # a local path, data: or anything else: only the words


def _link_open(
    _renderer: Any, tokens: list[Token], index: int, options: Any, env: Any
) -> str:
    href = str(tokens[index].attrGet("href") or "")
    if not href.lower().startswith(SAFE_LINK_SCHEMES):
        return "<span>"  # file:, javascript:, UNC paths …: shown as text, not a link
    return f'<a href="{_escape(href, quote=True)}">'


def _link_close(
    _renderer: Any, tokens: list[Token], index: int, options: Any, env: Any
) -> str:
    opening = next((t for t in reversed(tokens[:index]) if t.type == "link_open"), None)
    href = str(opening.attrGet("href") or "") if opening is not None else ""
    return "</a>" if href.lower().startswith(SAFE_LINK_SCHEMES) else "</span>"


COPY_SCHEME = "botpsy-copy:"
_RUN = 32  # characters without a space after which a line may wrap
_LONG_RUN = re.compile(rf"(\S{{{_RUN}}})(?=\S)")


def _breakable(text: str) -> str:
    """Escaped text in which a run of 32+ characters without a space (a long URL, a hash, a
    line of code) may wrap: an invisible break opportunity goes in, for display only."""
    return _LONG_RUN.sub("\\1\u200b", _escape(text))


def _text(_renderer: Any, tokens: list[Token], index: int, options: Any, env: Any) -> str:
    return _breakable(tokens[index].content)


def _code_inline(_renderer: Any, tokens: list[Token], index: int, options: Any, env: Any
                 ) -> str:
    return f"<code>{_breakable(tokens[index].content)}</code>"
_PRE_STYLE = ("white-space: pre-wrap; font-family: monospace; background-color: "
              "rgba(127, 127, 127, 0.14); padding: 8px; margin: 0px")


def _language(token: Token) -> str:
    """A fence's language: the first word of its info string ("" for a bare fence or an
    indented block)."""
    words = (token.info or "").split() if token.type == "fence" else []
    return words[0] if words else ""


def _code_block(
    _renderer: Any, tokens: list[Token], index: int, options: Any, env: Any
) -> str:
    """A framed code block that wraps inside the bubble (a long line never widens the chat),
    with its language and a Copy link; the code is kept in ``env["code"]`` for Copy."""
    token = tokens[index]
    blocks = env.setdefault("code", [])
    blocks.append(token.content)
    language = _language(token)
    label = _escape(language[:24]) + " · " if language else ""
    code = token.content.rstrip(chr(10))
    shown = highlighted(code, language) if language else None
    return (f'<p style="margin-bottom: 0px"><small>{label}<a href="{COPY_SCHEME}'
            f'{len(blocks) - 1}">Copy</a></small></p>'
            f'<pre style="{_PRE_STYLE}">{shown if shown is not None else _breakable(code)}'
            '</pre>\n')


# Token colours that read on the light and the dark code background alike.
_CODE_COLOURS = (("Comment", "#8a8f98"), ("Keyword", "#a05cc8"), ("Name.Builtin", "#2f8fb5"),
                 ("Name.Function", "#2f8fb5"), ("Name.Class", "#c7882a"),
                 ("Name.Decorator", "#c7882a"), ("Literal.String", "#4e9a52"),
                 ("Literal.Number", "#d0702c"), ("Operator.Word", "#a05cc8"))


def highlighted(code: str, language: str, breaks: bool = True) -> str | None:
    """``code`` as escaped HTML with coloured tokens (Pygments), or None when the language
    is not one Pygments knows (then it is shown plain: no guessing). With ``breaks``, long
    runs without a space get the same invisible break opportunities as plain text."""
    from pygments import lex
    from pygments.lexers import get_lexer_by_name
    from pygments.token import string_to_tokentype
    from pygments.util import ClassNotFound

    try:
        lexer = get_lexer_by_name(language.lower(), stripnl=False, ensurenl=False)
    except ClassNotFound:
        return None
    colours = [(string_to_tokentype(name), colour) for name, colour in _CODE_COLOURS]
    out: list[str] = []
    run = 0
    for kind, value in lex(code, lexer):
        piece: list[str] = []
        for char in value:
            run = 0 if char.isspace() else run + 1
            if breaks and run > _RUN:
                piece.append("\u200b")
                run = 1
            piece.append(char)
        text = _escape("".join(piece))
        colour = next((c for token, c in colours if kind in token), None)
        out.append(f'<span style="color: {colour}">{text}</span>' if colour and text else text)
    return "".join(out)


def _table_open(_renderer: Any, tokens: list[Token], index: int, options: Any, env: Any
                ) -> str:
    return ('<table border="1" cellspacing="0" cellpadding="5" '
            'style="border-color: rgba(127, 127, 127, 0.5); margin: 4px 0px">')


def _blockquote_open(_renderer: Any, tokens: list[Token], index: int, options: Any, env: Any
                     ) -> str:
    return '<blockquote style="margin-left: 14px; font-style: italic">'


def _build() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})
    md.enable("table")
    md.enable("strikethrough")
    md.add_render_rule("image", _image)
    md.add_render_rule("link_open", _link_open)
    md.add_render_rule("link_close", _link_close)
    md.add_render_rule("text", _text)
    md.add_render_rule("table_open", _table_open)
    md.add_render_rule("blockquote_open", _blockquote_open)
    md.add_render_rule("code_inline", _code_inline)
    md.add_render_rule("fence", _code_block)
    md.add_render_rule("code_block", _code_block)
    return md


_MARKDOWN = _build()
MAX_RENDER_CHARS = 200_000


def markdown_to_html(text: str, code: list[str] | None = None) -> str:
    """Safe HTML for an assistant message (see the module docstring); the code blocks'
    text is appended to ``code`` (what the Copy links copy)."""
    if len(text) > MAX_RENDER_CHARS:  # an answer this long is shown, not parsed
        return f'<pre style="{_PRE_STYLE}">{_escape(text)}</pre>'
    env: dict[str, Any] = {}
    rendered = _MARKDOWN.render(text, env)
    if code is not None:
        code.extend(env.get("code", []))
    return rendered


@dataclass(frozen=True)
class Segment:
    """A piece of an answer, shown by its own widget: one top-level Markdown block as HTML,
    or a top-level code block.

    ``html`` is safe HTML either way; for code it is the escaped (perhaps highlighted) code
    without break opportunities, shown unwrapped in a box that scrolls sideways. ``code`` is
    the code as written (what Copy copies), ``language`` its fence label as written. ``line``
    is the block's first source line; ``copies`` how many nested code blocks (Copy links) the
    answer has up to and including this block.
    """

    kind: str  # "text" or "code"
    html: str
    code: str = ""
    language: str = ""
    line: int = 0
    copies: int = 0


def _top_blocks(tokens: list[Token]) -> list[tuple[int, int]]:
    """Each top-level block's tokens as (first, last) indexes: an opening token and its close
    at level 0, or a single token (a fence, a rule)."""
    blocks: list[tuple[int, int]] = []
    start = -1
    for index, token in enumerate(tokens):
        if token.level != 0:
            continue
        if token.nesting == 1:
            start = index
        elif token.nesting == -1:
            blocks.append((start, index))
        else:
            blocks.append((index, index))
    return blocks


def _segments(text: str, env: dict[str, Any]) -> list[Segment]:
    """``text`` cut into one segment per top-level block; nested code goes to env["code"]."""
    tokens = _MARKDOWN.parse(text, env)
    segments: list[Segment] = []
    for first, last in _top_blocks(tokens):
        token = tokens[first]
        line = token.map[0] if token.map else 0
        if token.type in ("fence", "code_block"):
            language = _language(token)
            body = token.content.rstrip("\n")
            shown = highlighted(body, language, breaks=False) if language else None
            segments.append(Segment("code", shown if shown is not None else _escape(body),
                                    token.content, language, line,
                                    len(env.get("code", []))))
            continue
        rendered = _MARKDOWN.renderer.render(tokens[first:last + 1], _MARKDOWN.options, env)
        if rendered.strip():
            segments.append(Segment("text", rendered, line=line,
                                    copies=len(env.get("code", []))))
    return segments


def markdown_segments(text: str, code: list[str] | None = None) -> list[Segment]:
    """An answer cut into its top-level blocks: each paragraph, list, table, heading or quote
    is a text segment, each top-level code block a code segment (see ``Segment``).

    Code blocks nested in a list or a quote stay inside their text (framed and wrapping, with
    a Copy link, as ``markdown_to_html`` renders them); their code is appended to ``code``.
    """
    if len(text) > MAX_RENDER_CHARS:
        return [Segment("text", markdown_to_html(text, code))]
    env: dict[str, Any] = {}
    segments = _segments(text, env)
    if code is not None:
        code.extend(env.get("code", []))
    return segments


_NEWLINE = re.compile(r"\r\n|\r|\n")  # as markdown-it counts lines


def _line_offset(text: str, line: int) -> int:
    """Where source line ``line`` (0-based) of ``text`` starts."""
    if line <= 0:
        return 0
    for count, found in enumerate(_NEWLINE.finditer(text), start=1):
        if count == line:
            return found.end()
    return len(text)


class StreamedMarkdown:
    """An answer's segments while it streams, parsing only what new text can still change.

    Text is only ever appended while a model writes, and in Markdown appended text changes only
    the last top-level block (a paragraph that becomes a heading or a table, an open fence) or
    joins it to the block before (a paragraph "2" that becomes "2. " continues the list above
    it): every block before those two is settled. So each update parses the text from the
    next-to-last block's first line on, and the blocks before keep their segments, their
    widgets and their layout. Reference definitions ``[x]: url`` seen in settled text are carried into
    the next parse. The one change that reaches back (a definition written *after* the link
    that uses it) is put right by the final update, which parses everything.
    """

    def __init__(self) -> None:
        self.text = ""
        self.segments: list[Segment] = []
        self.code: list[str] = []  # nested code blocks, in order (the Copy links' targets)
        self._settled = 0  # leading segments no appended text can change
        self._settled_at = 0  # the characters they came from
        self._settled_lines = 0  # and the lines
        self._references: dict[str, Any] = {}

    def update(self, text: str, final: bool = False) -> int:
        """Parse the answer so far; the index of the first segment that may have changed."""
        if (final or len(text) > MAX_RENDER_CHARS
                or not text.startswith(self.text[:self._settled_at])):
            self._settled = self._settled_at = self._settled_lines = 0
            self._references = {}
        if len(text) > MAX_RENDER_CHARS:
            self.text, self.code = text, []
            self.segments = markdown_segments(text, self.code)
            return 0
        kept = self.segments[:self._settled]
        copies = kept[-1].copies if kept else 0
        env: dict[str, Any] = {"code": self.code[:copies]}
        if self._references:
            env["references"] = dict(self._references)
        tail = text[self._settled_at:]
        fresh = [_moved(s, self._settled_lines) for s in _segments(tail, env)]
        first = self._settled
        self.segments = kept + fresh
        self.code = env.get("code", [])
        self.text = text
        if not final and len(fresh) > 2:
            last = fresh[-2].line - self._settled_lines
            self._settled += len(fresh) - 2
            self._settled_at += _line_offset(tail, last)
            self._settled_lines += last
            self._references = dict(env.get("references", {}))
        return first


def _moved(segment: Segment, lines: int) -> Segment:
    """A tail's segment with its line counted from the answer's start."""
    if not lines:
        return segment
    return Segment(segment.kind, segment.html, segment.code, segment.language,
                   segment.line + lines, segment.copies)


_BLOCK_END = re.compile(r"</(?:p|li|tr|pre|h[1-6]|blockquote)>|<br\s*/?>", re.IGNORECASE)
_TAG = re.compile(r"<[^>]*>")


def plain_words(markup: str) -> str:
    """The words of our own HTML (this module's), for a screen reader: tags go, blocks
    end lines, entities are decoded. Cheap enough to run on every streamed render (a
    QTextDocument parse per render would add to the GUI thread's time). Data in that HTML is
    always escaped, so every ``<`` is a tag."""
    text = _TAG.sub("", _BLOCK_END.sub("\n", markup))
    lines = (" ".join(line.split()) for line in html.unescape(text).split("\n"))
    return "\n".join(line for line in lines if line).replace("\u200b", "")


def plain_tooltip(text: str) -> str:
    """A tooltip that shows ``text`` literally (Qt renders tooltips that look like HTML)."""
    return "<qt>" + _escape(text).replace("\n", "<br>") + "</qt>"
