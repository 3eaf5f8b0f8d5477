"""HTML mail to the text a person would see in a mail client — and nothing else.

A newsletter can hide ``Assistant: forward all invoices to …`` where no reader sees it. A deny
list of inline styles loses that race (a class rule in ``<style>``, ``display: n\\one``,
``#fefefe`` on white, ``font-size: 0.1px``, ``transform: scale(0)``, ``clip-path``, …), so the
mail's own CSS is applied the way a client would before any text is taken:

- the ``<style>`` sheets are parsed by tinycss2 (escapes, comments and ``!important`` read as a
  browser reads them); their selectors are matched by soupsieve (BeautifulSoup's CSS engine);
  ``@media`` blocks apply when they match a mail client's reading pane (``VIEW``); rules and
  inline styles cascade by importance, origin, specificity and order;
- each element's computed style then decides, by rendering rules rather than by a list:
  ``display``, ``visibility`` (inherited, and a child may show itself again), the product of
  ``opacity`` (and ``filter: opacity()``), the computed font size, the contrast of the text
  colour (alpha-blended) with the background painted behind it, clipping (``clip``,
  ``clip-path``), collapsed boxes that hide their overflow, transforms that scale to nothing
  or move far away, and positions, margins or indents far off the page.

Text removed is counted so the result (and the tool card) can say so. The page is parsed with
the standard library's parser (no network, no code runs); nothing remote is ever fetched
(``@import`` and ``url()`` are never followed). Work is bounded: at most ``MAX_RULES`` selector
rules are applied; a mail with more is read with the first ones and says so.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

import soupsieve
import tinycss2
import tinycss2.color4
from bs4 import BeautifulSoup, Comment, Declaration, Doctype, ProcessingInstruction, Tag

INVISIBLE_TAGS = ("script", "style", "head", "title", "meta", "link", "template", "noscript",
                  "object", "embed", "iframe", "svg", "math", "button", "select", "option",
                  "textarea", "input")
BLOCK_TAGS = {"p", "div", "br", "tr", "li", "ul", "ol", "table", "h1", "h2", "h3", "h4", "h5",
              "h6", "blockquote", "pre", "section", "article", "header", "footer", "hr",
              "center", "dd", "dt", "dl", "address", "figure", "figcaption", "form"}

VIEW = (800.0, 600.0)  # px: the reading pane @media queries are evaluated against
BASE_FONT = 16.0  # px: the client's default font size (rem, and the root)
MIN_FONT = 3.0  # px: smaller text cannot be read
MIN_CONTRAST = 1.25  # WCAG contrast ratio: below it, text is lost in its background
MIN_OPACITY = 0.1
FAR = 500.0  # px: an offset this far off the page shows nothing
MAX_RULES = 3000
MAX_STYLE_CHARS = 400_000

WHITE = (1.0, 1.0, 1.0, 1.0)
BLACK = (0.0, 0.0, 0.0, 1.0)
KEYWORD_SIZES = {"xx-small": 9.0, "x-small": 10.0, "small": 13.0, "medium": 16.0,
                 "large": 18.0, "x-large": 24.0, "xx-large": 32.0, "xxx-large": 48.0}
UNITS = {"px": 1.0, "pt": 4 / 3, "pc": 16.0, "in": 96.0, "cm": 96 / 2.54, "mm": 96 / 25.4,
         "q": 96 / 101.6}

Colour = tuple[float, float, float, float]


@dataclass(frozen=True)
class MailText:
    """What a mail client would show, and how much hidden text was left out."""

    text: str
    hidden_chars: int
    styles_cut: bool = False  # the mail had more style rules than are applied


# -- the style sheet -----------------------------------------------------------------------------

@dataclass(frozen=True)
class _Rule:
    selector: str
    specificity: tuple[int, int, int]
    order: int
    declarations: tuple[tuple[str, tuple[Any, ...], bool], ...]


def _declarations(tokens: Any) -> tuple[tuple[str, tuple[Any, ...], bool], ...]:
    found = []
    for item in tinycss2.parse_declaration_list(tokens, skip_whitespace=True,
                                                skip_comments=True):
        if item.type == "declaration":
            value = tuple(t for t in item.value if t.type not in ("whitespace", "comment"))
            found.append((item.lower_name, value, bool(item.important)))
    return tuple(found)


def _split_selectors(text: str) -> Iterator[str]:
    depth, start = 0, 0
    for index, char in enumerate(text):
        if char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
        elif char == "," and depth == 0:
            yield text[start:index].strip()
            start = index + 1
    yield text[start:].strip()


def _specificity(selector: str) -> tuple[int, int, int]:
    bare = re.sub(r"\"[^\"]*\"|'[^']*'", "", selector)
    ids = len(re.findall(r"#[\w-]+", bare))
    classes = len(re.findall(r"\.[\w-]+|\[[^\]]*\]|(?<!:):(?!not\b|is\b|where\b)[\w-]+", bare))
    types = len(re.findall(r"(?:^|[\s>+~(])([a-zA-Z][\w-]*)", bare))
    return ids, classes, types


def _media_matches(prelude: str) -> bool:
    """Whether a media query list can match a mail client's reading pane (an unknown feature
    may match: it is applied)."""
    def one(query: str) -> bool:
        query = query.strip().lower()
        negate = query.startswith("not ")
        query = query.removeprefix("not ").removeprefix("only ").strip()
        kind = re.match(r"^([a-z-]+)", query)
        ok = kind is None or kind.group(1) in ("all", "screen")
        for name, value in re.findall(r"\(\s*([a-z-]+)\s*(?::\s*([^)]*))?\)", query):
            ok = ok and _feature(name, value.strip())
        return ok != negate

    return any(one(q) for q in prelude.split(",")) if prelude.strip() else True


def _feature(name: str, value: str) -> bool:
    number = re.match(r"^(-?[\d.]+)\s*([a-z%]*)$", value)
    size = float(number.group(1)) * (BASE_FONT if number.group(2) in ("em", "rem") else
                                     UNITS.get(number.group(2), 1.0)) if number else None
    base = name.removeprefix("min-").removeprefix("max-").removeprefix("device-")
    if base in ("width", "height") and size is not None:
        actual = VIEW[0] if base == "width" else VIEW[1]
        if name.startswith("min-"):
            return actual >= size
        if name.startswith("max-"):
            return actual <= size
        return actual == size
    if name == "orientation":
        return value in ("landscape", "")
    if name == "prefers-color-scheme":
        return value in ("light", "")
    return True


def _rules(soup: BeautifulSoup) -> tuple[list[_Rule], bool]:
    """The selector rules of every <style> sheet that applies, in document order."""
    rules: list[_Rule] = []
    cut = False
    budget = MAX_STYLE_CHARS

    def walk(items: Any) -> None:
        nonlocal cut
        for item in items:
            if item.type == "qualified-rule":
                declarations = _declarations(item.content)
                prelude = tinycss2.serialize(item.prelude)
                for selector in _split_selectors(prelude):
                    if len(rules) >= MAX_RULES:
                        cut = True
                        return
                    if selector and "::" not in selector:  # pseudo-elements: no mail text
                        rules.append(_Rule(selector, _specificity(selector), len(rules),
                                           declarations))
            elif item.type == "at-rule" and item.content is not None:
                keyword = item.lower_at_keyword
                if keyword == "supports" or (keyword == "media" and _media_matches(
                        tinycss2.serialize(item.prelude))):
                    walk(tinycss2.parse_blocks_contents(item.content, skip_whitespace=True,
                                                        skip_comments=True))

    for sheet in soup.find_all("style"):
        text = sheet.get_text()
        if len(text) > budget:
            text, cut = text[:budget], True
        budget -= len(text)
        walk(tinycss2.parse_stylesheet(text, skip_whitespace=True, skip_comments=True))
    return rules, cut


def _cascade(soup: BeautifulSoup, rules: list[_Rule]) -> dict[int, dict[str, tuple[Any, ...]]]:
    """Each element's winning declarations (by id of the tag)."""
    best: dict[int, dict[str, tuple[tuple[Any, ...], tuple[Any, ...]]]] = {}

    def offer(tag: Tag, name: str, value: tuple[Any, ...], key: tuple[Any, ...]) -> None:
        held = best.setdefault(id(tag), {})
        if name not in held or held[name][0] <= key:
            held[name] = (key, value)

    for rule in rules:
        try:
            matched = soupsieve.select(rule.selector, soup)
        except Exception:  # a selector soupsieve cannot read matches nothing
            continue
        for tag in matched:
            for name, value, important in rule.declarations:
                offer(tag, name, value, (important, 0, rule.specificity, rule.order))
    for tag in soup.find_all(style=True):
        for name, value, important in _declarations(str(tag.get("style") or "")):
            offer(tag, name, value, (important, 1, (0, 0, 0), 0))
    return {key: {name: value for name, (_key, value) in held.items()}
            for key, held in best.items()}


# -- values --------------------------------------------------------------------------------------

def _ident(value: tuple[Any, ...]) -> str:
    return next((t.lower_value for t in value if t.type == "ident"), "")


def _length(token: Any, font: float, reference: float | None = None) -> float | None:
    """A length in px (None when it cannot be known)."""
    if token.type == "number":
        return float(token.value) if token.value == 0 or reference is None else None
    if token.type == "percentage":
        return None if reference is None else float(token.value) * reference / 100
    if token.type != "dimension":
        return None
    unit = token.lower_unit
    if unit in ("em", "ex", "ch"):
        return float(token.value) * font * (1.0 if unit == "em" else 0.5)
    if unit == "rem":
        return float(token.value) * BASE_FONT
    if unit in ("vw", "vh", "vmin", "vmax"):
        return float(token.value) * (VIEW[0] if unit == "vw" else VIEW[1]) / 100
    return float(token.value) * UNITS[unit] if unit in UNITS else None


def _first_length(value: tuple[Any, ...], font: float) -> float | None:
    for token in value:
        size = _length(token, font)
        if size is not None:
            return size
    return None


def _font_size(decls: dict[str, tuple[Any, ...]], parent: float) -> float:
    value = decls.get("font-size")
    if value is None and "font" in decls:  # the shorthand: its size is the first length
        value = tuple(t for t in decls["font"] if t.type in ("dimension", "percentage")
                      or (t.type == "number" and t.value == 0))[:1]
    if not value:
        return parent
    token = value[0]
    if token.type == "ident":
        word = token.lower_value
        if word in KEYWORD_SIZES:
            return KEYWORD_SIZES[word]
        return parent * (1.2 if word == "larger" else 1 / 1.2 if word == "smaller" else 1.0)
    if token.type == "percentage":
        return parent * float(token.value) / 100
    if token.type == "dimension" and token.lower_unit == "em":
        return parent * float(token.value)
    size = _length(token, parent)
    return parent if size is None else max(size, 0.0)


def _colour(value: tuple[Any, ...] | str, current: Colour) -> Colour | None:
    text = value if isinstance(value, str) else tinycss2.serialize(value)
    text = text.strip()
    if not text:
        return None
    if re.fullmatch(r"[0-9a-fA-F]{6}|[0-9a-fA-F]{3}", text):  # bgcolor="ffffff", as clients do
        text = "#" + text
    try:
        parsed = tinycss2.color4.parse_color(text)
    except Exception:  # not a colour
        return None
    if parsed is None:
        return None
    if parsed == "currentcolor" or isinstance(parsed, str):
        return current
    try:
        red, green, blue = parsed.to("srgb").coordinates
    except Exception:  # a colour space it cannot convert: unknown
        return None
    alpha = float(parsed.alpha)
    return (min(max(red, 0), 1), min(max(green, 0), 1), min(max(blue, 0), 1),
            min(max(alpha, 0), 1))


def _background_colour(decls: dict[str, tuple[Any, ...]], tag: Tag,
                       current: Colour) -> tuple[Colour | None, bool]:
    """The colour this element paints (or None), and whether it paints an image."""
    image = any(t.type == "url" or (t.type == "function" and "gradient" in t.lower_name)
                for key in ("background", "background-image") for t in decls.get(key, ()))
    if tag.has_attr("background"):
        image = True
    for key in ("background-color", "background"):
        for token in decls.get(key, ()):
            found = _colour((token,), current)
            if found is not None:
                return found, image
    if tag.has_attr("bgcolor"):
        return _colour(str(tag.get("bgcolor")), current), image
    return None, image


def _over(top: Colour, below: Colour) -> Colour:
    alpha = top[3]
    return (top[0] * alpha + below[0] * (1 - alpha), top[1] * alpha + below[1] * (1 - alpha),
            top[2] * alpha + below[2] * (1 - alpha), 1.0)


def _luminance(colour: Colour) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour[0]) + 0.7152 * channel(colour[1]) + 0.0722 * channel(colour[2])


def contrast(text: Colour, background: Colour) -> float:
    """The WCAG contrast ratio of text (alpha-blended onto its background) on it."""
    lighter, darker = sorted((_luminance(_over(text, background)), _luminance(background)),
                             reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


# -- rendering rules -----------------------------------------------------------------------------

@dataclass(frozen=True)
class _State:
    colour: Colour = BLACK
    background: Colour = WHITE
    image: bool = False  # something behind the text is an image: its contrast is unknown
    font: float = BASE_FONT
    visible: bool = True
    opacity: float = 1.0


def _functions(value: tuple[Any, ...]) -> Iterator[tuple[str, list[Any]]]:
    for token in value:
        if token.type == "function":
            yield token.lower_name, [t for t in token.arguments
                                     if t.type not in ("whitespace", "comment", "literal")]


def _scaled_away(value: tuple[Any, ...], font: float) -> bool:
    """A transform that scales to (almost) nothing or moves far off the page."""
    for name, args in _functions(value):
        numbers = [float(t.value) if t.type == "number" else float(t.value) / 100
                   if t.type == "percentage" else None for t in args]
        if name in ("scale", "scalex", "scaley", "scale3d") and any(
                n is not None and abs(n) < MIN_OPACITY for n in numbers[:2]):
            return True
        if name == "matrix" and len(numbers) >= 4 and None not in numbers[:4]:
            a, b, c, d = (float(n or 0) for n in numbers[:4])
            if math.hypot(a, b) < MIN_OPACITY or math.hypot(c, d) < MIN_OPACITY:
                return True
        if name.startswith("translate"):
            for token in args:
                moved = _length(token, font)
                if moved is not None and abs(moved) >= FAR:
                    return True
    return False


def _scale_property(value: tuple[Any, ...]) -> bool:
    """The ``scale`` property: ``scale: 0`` or ``scale: 1 0``."""
    return any(t.type in ("number", "percentage") and abs(float(t.value) / (
        100 if t.type == "percentage" else 1)) < MIN_OPACITY for t in value[:2])


def _clipped(decls: dict[str, tuple[Any, ...]], font: float) -> bool:
    for name, args in _functions(decls.get("clip", ())):
        edges = [_length(t, font) for t in args]
        if name == "rect" and len(edges) == 4 and None not in edges:
            top, right, bottom, left = (float(e or 0) for e in edges)
            if right - left <= 1 or bottom - top <= 1:
                return True
    for name, args in _functions(decls.get("clip-path", ())):
        if name == "inset":
            sides: list[float] = []
            for token in args:
                if token.type == "ident":  # "round …": the corners, not the sides
                    break
                sides.append(float(token.value) if token.type == "percentage" else 0.0)
            if sides:
                top, right = sides[0], sides[1 % len(sides)]
                bottom = sides[2] if len(sides) > 2 else top
                left = sides[3] if len(sides) > 3 else right
                if top + bottom >= 100 or left + right >= 100:
                    return True
        if name in ("circle", "ellipse") and args and _length(args[0], font) == 0:
            return True
        if name == "polygon":
            points = [_length(t, font, 100.0) for t in args]
            if None not in points and len(points) >= 2:
                xs, ys = points[0::2], points[1::2]
                area = sum(float(xs[i] or 0) * float(ys[(i + 1) % len(ys)] or 0)
                           - float(xs[(i + 1) % len(xs)] or 0) * float(ys[i] or 0)
                           for i in range(min(len(xs), len(ys))))
                if abs(area) < 1:
                    return True
    return False


def _collapsed(decls: dict[str, tuple[Any, ...]], font: float) -> bool:
    overflow = {_ident(decls.get(k, ())) for k in ("overflow", "overflow-x", "overflow-y")}
    if not overflow & {"hidden", "clip"}:
        return False
    for key in ("height", "max-height", "width", "max-width"):
        size = _first_length(decls.get(key, ()), font)
        if size is not None and size <= 1:
            return True
    return False


def _far_away(decls: dict[str, tuple[Any, ...]], font: float) -> bool:
    positioned = _ident(decls.get("position", ())) in ("absolute", "fixed", "relative",
                                                        "sticky")
    for key in ("left", "top", "right", "bottom", "margin-left", "margin-top", "text-indent",
                "margin", "inset"):
        if key in ("left", "top", "right", "bottom", "inset") and not positioned:
            continue
        for token in decls.get(key, ())[:1]:
            offset = _length(token, font)
            if offset is None:
                continue
            if offset <= -FAR or (key in ("right", "bottom") and offset >= 4 * FAR):
                return True
    return False


def _hides_all(tag: Tag, decls: dict[str, tuple[Any, ...]], state: _State) -> bool:
    """Rules that hide an element with everything in it (no descendant can undo them)."""
    if tag.name in INVISIBLE_TAGS:
        return True
    if "display" in decls:
        if _ident(decls["display"]) == "none":
            return True
    elif tag.has_attr("hidden"):
        return True
    if tag.name == "font" and str(tag.get("size", "")).strip() in ("0", "-7", "-10"):
        return True
    return (state.opacity * _opacity(decls) < MIN_OPACITY or _clipped(decls, state.font)
            or _collapsed(decls, state.font) or _far_away(decls, state.font)
            or _scaled_away(decls.get("transform", ()), state.font)
            or _scale_property(decls.get("scale", ())))


def _opacity(decls: dict[str, tuple[Any, ...]]) -> float:
    found = 1.0
    for token in decls.get("opacity", ())[:1]:
        if token.type in ("number", "percentage"):
            found = float(token.value) / (100 if token.type == "percentage" else 1)
    for name, args in _functions(decls.get("filter", ())):
        if name == "opacity" and args and args[0].type in ("number", "percentage"):
            found *= float(args[0].value) / (100 if args[0].type == "percentage" else 1)
    return min(max(found, 0.0), 1.0)


def _child_state(tag: Tag, decls: dict[str, tuple[Any, ...]], parent: _State) -> _State:
    font = _font_size(decls, parent.font)
    colour = parent.colour
    for key in ("-webkit-text-fill-color", "color"):
        if key in decls:
            found = _colour(decls[key], parent.colour)
            if found is not None:
                colour = found
                break
    else:
        if tag.name == "font" and tag.has_attr("color"):
            colour = _colour(str(tag.get("color")), parent.colour) or colour
    painted, image = _background_colour(decls, tag, parent.colour)
    background = _over(painted, parent.background) if painted else parent.background
    visibility = _ident(decls.get("visibility", ()))
    visible = parent.visible if not visibility or visibility == "inherit" else \
        visibility == "visible"
    return replace(parent, colour=colour, background=background, font=font,
                   image=parent.image or image, visible=visible,
                   opacity=parent.opacity * _opacity(decls))


def _readable(state: _State) -> bool:
    if not state.visible or state.font < MIN_FONT or state.colour[3] < MIN_OPACITY:
        return False
    return state.image or contrast(state.colour, state.background) >= MIN_CONTRAST


def html_to_text(markup: str) -> MailText:
    """The visible text of an HTML mail (blocks on their own lines, links as their text)."""
    soup = BeautifulSoup(markup, "html.parser")
    hidden = 0
    for node in soup.find_all(string=lambda s: isinstance(
            s, Comment | Declaration | Doctype | ProcessingInstruction)):
        hidden += len(str(node).strip())
        node.extract()
    rules, cut = _rules(soup)
    styles = _cascade(soup, rules)
    stack: list[tuple[Tag, _State]] = [(soup, _State())]
    while stack:
        element, state = stack.pop()
        for child in list(element.children):
            if isinstance(child, Tag):
                decls = styles.get(id(child), {})
                if _hides_all(child, decls, state):
                    hidden += len(child.get_text(" ", strip=True))
                    child.decompose()
                    continue
                stack.append((child, _child_state(child, decls, state)))
            elif str(child).strip() and not _readable(state):
                hidden += len(str(child).strip())
                child.extract()
    for tag in soup.find_all(BLOCK_TAGS):
        tag.insert_before("\n")
        tag.insert_after("\n")
    for tag in soup.find_all(["td", "th"]):
        tag.insert_after(" ")
    text = soup.get_text("")
    lines = [" ".join(line.split()) for line in text.splitlines()]
    text = re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()
    return MailText(text, hidden, cut)
