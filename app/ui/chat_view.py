"""The conversation view: user turns, streamed Markdown answers, thinking, tool cards."""

from __future__ import annotations

import json
import time

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QGuiApplication, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.store.db import StoredMessage
from app.ui.i18n import QT_TR_NOOP, localized, mark_content, tr
from app.ui.markdown import (
    COPY_SCHEME,
    SAFE_LINK_SCHEMES,
    Segment,
    StreamedMarkdown,
    plain_words,
)

STATE_TEXT = {  # shown through tr()
    "proposed": QT_TR_NOOP("Proposed"),
    "waiting": QT_TR_NOOP("Waiting for you"),
    "approved": QT_TR_NOOP("Approved"),
    "denied": QT_TR_NOOP("Denied"),
    "running": QT_TR_NOOP("Running"),
    "done": QT_TR_NOOP("Done"),
    "failed": QT_TR_NOOP("Failed"),
    "invalid": QT_TR_NOOP("Not valid"),
    "cancelled": QT_TR_NOOP("Stopped"),
    "repeated": QT_TR_NOOP("Already done"),
    "interrupted": QT_TR_NOOP("Interrupted"),  # the app stopped while it ran (the journal)
}


def _open_clicked_link(href: str) -> None:
    """The user clicked a link in an answer: only web and mail links open (in the browser)."""
    if href.lower().startswith(SAFE_LINK_SCHEMES):
        QDesktopServices.openUrl(QUrl(href))


class ReadableLabel(QLabel):
    """A label a screen reader reads: its accessible name is always the words it shows (the
    plain text of its rich text), and what it is ("Your message", "BotPsy's answer") is its
    accessible description. A fixed accessible name would hide the words: Orca reads a
    label's name, and Qt's labels offer AT-SPI no text of their own."""

    VERTICAL = QSizePolicy.Policy.Minimum  # as high as its text at least

    def __init__(self, text: str = "", what: str = "") -> None:
        super().__init__()
        self._heights: dict[int, int] = {}  # width → height for the text as it is
        if what:
            self.setAccessibleDescription(what)
        self.setText(text)

    def heightForWidth(self, width: int) -> int:
        """Qt's answer, remembered until the text, font or style changes. Nested layouts ask
        a wrapped label for more widths than Qt's own cache keeps (three), so without this
        every settled paragraph of an answer was laid out again at each streamed token: a
        render grew with the answer's length."""
        height = self._heights.get(width)
        if height is None:
            height = self._heights[width] = super().heightForWidth(width)
        return height

    def changeEvent(self, event: QEvent) -> None:
        """A new font or style lays the text out differently."""
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange,
                            QEvent.Type.LayoutDirectionChange):
            self._heights.clear()
        super().changeEvent(event)

    def setWordWrap(self, on: bool) -> None:
        """Wrap or not: the heights change."""
        self._heights.clear()
        super().setWordWrap(on)

    def setMargin(self, margin: int) -> None:
        """A new margin: the heights change."""
        self._heights.clear()
        super().setMargin(margin)

    def setIndent(self, indent: int) -> None:
        """A new indent: the heights change."""
        self._heights.clear()
        super().setIndent(indent)

    def setText(self, text: str) -> None:
        """Show ``text`` and name the label by it."""
        self._heights.clear()
        super().setText(text)
        rich = self.textFormat() == Qt.TextFormat.RichText
        self.setAccessibleName(plain_words(text) if rich else text.strip())

    def setTextFormat(self, format: Qt.TextFormat) -> None:
        """Change the format, and the name with it."""
        self._heights.clear()
        super().setTextFormat(format)
        self.setText(self.text())


class AnswerText(ReadableLabel):
    """One block of an answer, as wide as the answer's column. Its width comes from the
    column, and its height from heightForWidth (remembered), so the size hints Qt's label
    computes from the text (three more layouts of it: its natural width, one line, the widest
    word) are not needed: for the block being streamed, a 40-row table, they were half of
    each render's stall. Its height may shrink to what the text needs at a new width (the
    layouts ask heightForWidth): a minimum kept from a narrower width left a blank band under
    the last answer."""

    VERTICAL = QSizePolicy.Policy.Preferred

    def sizeHint(self) -> QSize:
        """About 80 characters wide, as high as the text at the width it has."""
        metrics = self.fontMetrics()
        width = self.width()
        return QSize(metrics.averageCharWidth() * 80,
                     self.heightForWidth(width) if width > 0 else metrics.lineSpacing())

    def minimumSizeHint(self) -> QSize:
        """Any width the column gives: the text wraps (long runs have break opportunities,
        app/ui/markdown.py), and a table wider than the column is clipped either way (the
        conversation never scrolls sideways)."""
        return QSize(self.fontMetrics().averageCharWidth() * 4, self.fontMetrics().lineSpacing())


def _label(text: str = "", name: str = "", markdown: bool = False, what: str = "",
           content: bool = False, kind: type[ReadableLabel] = ReadableLabel) -> QLabel:
    """A selectable text; ``content``: it shows words the window did not write (a message,
    an answer, a tool's summary), which are never translated."""
    label = kind(text, what)
    if content:
        mark_content(label)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                  | Qt.TextInteractionFlag.TextSelectableByKeyboard)
    label.setOpenExternalLinks(False)  # nothing in a message opens the network by itself
    if markdown:
        # Our own HTML from app/ui/markdown.py (no images, no raw HTML): Qt's Markdown would
        # load whatever path an image names while rendering.
        label.setTextFormat(Qt.TextFormat.RichText)
        label.linkActivated.connect(_open_clicked_link)
    else:
        label.setTextFormat(Qt.TextFormat.PlainText)
    if name:
        label.setObjectName(name)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, kind.VERTICAL)
    return label


LONG_MESSAGE_CHARS = 1200  # a longer message (a paste) is shown folded
USER_INDENT = 80  # the user's bubbles stand this far in from the left
BUBBLE_PADDING = 14
COMFORTABLE_WIDTH = 520  # a long message wraps at this width when there is room
LONG_MESSAGE_LINES = 16


def _folded(text: str) -> str | None:
    """The start of a long message, for its folded view (None when it is short)."""
    lines = text.splitlines()
    if len(text) <= LONG_MESSAGE_CHARS and len(lines) <= LONG_MESSAGE_LINES:
        return None
    start = "\n".join(lines[:8])[:600].rstrip()
    return f"{start} …"


def _show_more(characters: int) -> str:
    """The label of a folded message's button, with its length."""
    return tr("Show more (%Ln character(s))", "", characters)


def _small_button(text: str, name: str) -> QToolButton:
    button = QToolButton()
    button.setText(text)
    button.setAutoRaise(True)
    button.setObjectName("Muted")
    button.setAccessibleName(name)
    button.setToolTip(name)
    return button


class UserMessage(QWidget):
    """The user's words, right-aligned in a bubble; a long paste is folded behind "Show
    more". Copy is always there; Edit only on the last message (the window decides)."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text
        outer = QVBoxLayout(self)
        outer.setContentsMargins(USER_INDENT, 4, 0, 4)
        outer.setSpacing(2)
        row = QHBoxLayout()
        row.addStretch(1)
        bubble = QFrame()
        bubble.setObjectName("UserBubble")
        inner = QVBoxLayout(bubble)
        inner.setContentsMargins(BUBBLE_PADDING, 10, BUBBLE_PADDING, 10)
        self.folded = _folded(text)
        self.label = _label(self.folded or text, "UserText", what=tr("Your message"),
                            content=True)
        # short messages stay on one line; long ones wrap at a comfortable width, never
        # wider than the room the chat has (``resizeEvent``)
        self._longest = max((self.label.fontMetrics().horizontalAdvance(line)
                             for line in text.splitlines() or [""]), default=0)
        self.label.setMinimumWidth(min(self._longest + 6, COMFORTABLE_WIDTH))
        inner.addWidget(self.label)
        row.addWidget(bubble, 0)
        outer.addLayout(row)
        actions = QHBoxLayout()
        actions.addStretch(1)
        self.more_button = _small_button(tr("Show more"), tr("Show the whole message"))
        self.more_button.setCheckable(True)
        self.more_button.toggled.connect(self._toggle_more)
        self.more_button.setVisible(self.folded is not None)
        if self.folded is not None:
            self.more_button.setText(_show_more(len(text)))
        self.copy_button = _small_button(tr("Copy"), tr("Copy your message"))
        self.copy_button.clicked.connect(
            lambda: QGuiApplication.clipboard().setText(self.text))
        self.edit_button = _small_button(tr("Edit"), tr("Edit and send again"))
        self.edit_button.hide()
        for button in (self.more_button, self.copy_button, self.edit_button):
            actions.addWidget(button, 0)
        outer.addLayout(actions)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the bubble inside the chat: its text's minimum width never exceeds the room
        there is (a narrow window, a desktop scaled to 150%)."""
        super().resizeEvent(event)
        room = self.width() - USER_INDENT - 2 * BUBBLE_PADDING - 4
        wanted = max(60, min(self._longest + 6, COMFORTABLE_WIDTH, room))
        if self.label.minimumWidth() != wanted:
            self.label.setMinimumWidth(wanted)

    def minimumSizeHint(self) -> QSize:
        """Narrow: the bubble wraps to whatever room the chat has."""
        return QSize(USER_INDENT + 2 * BUBBLE_PADDING + 60, super().minimumSizeHint().height())

    def _toggle_more(self, shown: bool) -> None:
        self.label.setText(self.text if shown else (self.folded or self.text))
        self.more_button.setText(tr("Show less") if shown else _show_more(len(self.text)))


class SidewaysScroll(QScrollArea):
    """Scrolls its content sideways only, as tall as the content (plus the scroll bar when
    the content is wider than the room): a long code line never widens the chat."""

    def __init__(self, content: QWidget) -> None:
        super().__init__()
        self.setObjectName("CodeScroll")
        self.content = content
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.viewport().setAutoFillBackground(False)
        content.setAutoFillBackground(False)
        self._wide = False

    def _needed_height(self) -> int:
        content = self.content
        bar = self.horizontalScrollBar().sizeHint().height() if self._wide else 0
        return content.sizeHint().height() + bar + 2 * self.frameWidth()

    def sizeHint(self) -> QSize:
        """Narrow (it never asks for width) and as tall as the code."""
        return QSize(120, self._needed_height())

    def minimumSizeHint(self) -> QSize:
        """The same as the size hint."""
        return self.sizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Room for the scroll bar may be needed now, or no longer."""
        super().resizeEvent(event)
        self.refit()

    def refit(self) -> None:
        """Make room for the scroll bar when the content became wider than the view."""
        wide = self.content.sizeHint().width() > self.viewport().width()
        if wide != self._wide or self.height() != self._needed_height():
            self._wide = wide
            self.setFixedHeight(self._needed_height())


class CodeBlock(QFrame):
    """A framed code block of an answer: its language, Copy, and the code unwrapped in a box
    that scrolls sideways. The code is escaped (perhaps highlighted) HTML, never markup."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("CodeBlock")
        self.code = ""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 8)
        layout.setSpacing(2)
        header = QHBoxLayout()
        self.language = mark_content(QLabel())
        self.language.setObjectName("Muted")
        self.language.setTextFormat(Qt.TextFormat.PlainText)
        self.copy_button = _small_button(tr("Copy"), tr("Copy this code"))
        self.copy_button.clicked.connect(
            lambda: QGuiApplication.clipboard().setText(self.code))
        header.addWidget(self.language, 1)
        header.addWidget(self.copy_button, 0)
        layout.addLayout(header)
        self.view = mark_content(ReadableLabel())
        self.view.setObjectName("CodeText")
        self.view.setTextFormat(Qt.TextFormat.RichText)
        self.view.setWordWrap(False)
        self.view.setOpenExternalLinks(False)
        self.view.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                          | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.view.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.box = SidewaysScroll(self.view)
        layout.addWidget(self.box)

    def show_code(self, segment: Segment) -> None:
        """Show (or update, while it streams) this block's code."""
        self.code = segment.code
        self.language.setText(segment.language[:24] or tr("code"))
        self.view.setAccessibleDescription(
            tr("Code in {language}").format(language=segment.language[:24])
            if segment.language else tr("Code"))
        self.view.setText(f'<pre style="margin: 0px 0px 4px 0px">{segment.html}</pre>')
        self.view.adjustSize()
        self.box.refit()


class AssistantMessage(QWidget):
    """An answer that streams in, rendered at most every 40 ms. Each top-level Markdown block
    is a widget of its own (``parts``): a code block scrolls sideways inside the answer, text
    wraps. While it streams only the last block is parsed and laid out again
    (``StreamedMarkdown``): the blocks before it are settled, so a render costs the same
    whether the answer is 1 KB or 20 KB."""

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 60, 4)
        layout.setSpacing(4)
        self.thinking_toggle = QToolButton()
        self.thinking_toggle.setText("▸ " + tr("Thinking"))
        self.thinking_toggle.setCheckable(True)
        self.thinking_toggle.setAutoRaise(True)
        self.thinking_toggle.setObjectName("Muted")
        self.thinking_toggle.setAccessibleName(tr("Show the model's thinking"))
        self.thinking_toggle.toggled.connect(self._toggle_thinking)
        self.thinking_toggle.hide()
        self.thinking_label = _label("", "Thinking", content=True)
        self.thinking_label.hide()
        self.body = QWidget()
        self.body.setObjectName("AnswerBody")
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(0, 0, 0, 0)
        self.body_layout.setSpacing(10)  # a paragraph's margin inside one label is 12
        self.body.hide()
        self.parts: list[QWidget] = []  # QLabel (text) or CodeBlock, in order
        self.copy_button = QToolButton()
        self.copy_button.setText(tr("Copy"))
        self.copy_button.setAutoRaise(True)
        self.copy_button.setObjectName("Muted")
        self.copy_button.setAccessibleName(tr("Copy this answer"))
        self.copy_button.setToolTip(tr("Copy this answer"))
        self.copy_button.clicked.connect(self.copy_answer)
        self.copy_button.hide()
        self.regenerate_button = _small_button(tr("Regenerate"), tr("Write this answer again"))
        self.regenerate_button.hide()
        layout.addWidget(self.thinking_toggle, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.thinking_label)
        layout.addWidget(self.body)
        actions = QHBoxLayout()
        actions.addWidget(self.copy_button, 0)
        actions.addWidget(self.regenerate_button, 0)
        actions.addStretch(1)
        layout.addLayout(actions)
        self.code_blocks: list[str] = []  # code nested in lists or quotes (Copy links)
        self._stream = StreamedMarkdown()
        self.text = ""
        self.thinking = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(40)
        self._timer.timeout.connect(self._render)

    def append_text(self, text: str) -> None:
        """Add streamed answer text."""
        self.text += text
        if not self._timer.isActive():
            self._timer.start()

    def append_thinking(self, text: str) -> None:
        """Add streamed thinking (shown collapsed)."""
        self.thinking += text
        self.thinking_toggle.show()
        self.thinking_label.setText(self.thinking.strip())

    def set_text(self, text: str) -> None:
        """Replace the answer (the final, parsed version)."""
        self.text = text
        self._render(final=True)

    def text_labels(self) -> list[QLabel]:
        """The answer's text parts (what is not a top-level code block)."""
        return [part for part in self.parts if isinstance(part, QLabel)]

    def code_views(self) -> list[CodeBlock]:
        """The answer's top-level code blocks."""
        return [part for part in self.parts if isinstance(part, CodeBlock)]

    def _part(self, index: int, kind: str) -> QWidget:
        """The widget for part ``index``, reused while it streams when of the same kind."""
        if index < len(self.parts):
            current = self.parts[index]
            if isinstance(current, CodeBlock) == (kind == "code"):
                return current
            self._drop_parts(index)
        widget: QWidget
        if kind == "code":
            widget = CodeBlock()
        else:
            label = _label("", "AssistantText", markdown=True, what=tr("BotPsy's answer"),
                           content=True, kind=AnswerText)
            label.linkActivated.connect(self._on_code_copy)
            widget = label
        self.body_layout.addWidget(widget)
        self.parts.append(widget)
        return widget

    def _drop_parts(self, start: int) -> None:
        """Remove the parts from ``start`` on (the answer's shape changed there)."""
        for stale in self.parts[start:]:
            self.body_layout.removeWidget(stale)
            stale.deleteLater()
        del self.parts[start:]

    def _render(self, final: bool = False) -> None:
        """Show the text so far: the parts from the first block that may have changed on
        (all of them when ``final``, the answer as parsed at the end)."""
        if not self.text.strip():
            return
        first = self._stream.update(self.text, final)
        segments = self._stream.segments
        self.code_blocks = self._stream.code
        for index in range(first, len(segments)):
            segment = segments[index]
            widget = self._part(index, segment.kind)
            if isinstance(widget, CodeBlock):
                widget.show_code(segment)
            elif isinstance(widget, QLabel) and widget.text() != segment.html:
                widget.setText(segment.html)
        self._drop_parts(len(segments))
        self.body.show()
        self.copy_button.show()

    def copy_answer(self) -> None:
        """Put the answer's Markdown text on the clipboard."""
        QGuiApplication.clipboard().setText(self.text.strip())

    def _on_code_copy(self, href: str) -> None:
        """A nested code block's Copy link: its code goes to the clipboard."""
        if href.startswith(COPY_SCHEME):
            try:
                QGuiApplication.clipboard().setText(
                    self.code_blocks[int(href[len(COPY_SCHEME):])])
            except (ValueError, IndexError):
                pass

    def _toggle_thinking(self, shown: bool) -> None:
        self.thinking_toggle.setText(("▾ " if shown else "▸ ") + tr("Thinking"))
        self.thinking_label.setVisible(shown)


class ToolCard(QFrame):
    """One tool call: proposed → waiting for you → approved/denied → running → done/failed."""

    def __init__(self, name: str, summary: str, effect: str,
                 arguments: object = None) -> None:
        super().__init__()
        self.setObjectName("ToolCard")
        self.name = name
        self.effect = effect
        self.arguments = arguments
        self.state = "proposed"
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        header = QHBoxLayout()
        summary = localized(summary)  # a connector's sentence, in the window's language
        self.title = _label(summary, "CardTitle")
        self.chip = QLabel(tr(STATE_TEXT["proposed"]))
        self.chip.setObjectName("Chip")
        self.toggle = QToolButton()
        self.toggle.setText(tr("Details"))
        self.toggle.setCheckable(True)
        self.toggle.setAutoRaise(True)
        self.toggle.setAccessibleName(tr("Show details of {tool}").format(tool=name))
        self.toggle.toggled.connect(self._on_toggled)
        header.addWidget(self.title, 1)
        header.addWidget(self.chip, 0)
        header.addWidget(self.toggle, 0)
        layout.addLayout(header)
        self.result_line = _label("", "Muted")
        self.result_line.hide()
        layout.addWidget(self.result_line)
        self.details = _label(self._details(""), "Details")
        self.details.hide()
        layout.addWidget(self.details)
        self.setAccessibleName(tr("Tool call {tool}: {action}").format(tool=name, action=summary))


    def _on_toggled(self, shown: bool) -> None:
        self.details.setVisible(shown)

    def show_edited(self, arguments: object, title: str) -> None:
        """The user changed the call before approving it: the card shows what runs."""
        self.arguments = arguments
        self.title.setText(title)
        self.details.setText(self._details(""))

    def set_state(self, state: str, summary: str = "", details: str = "") -> None:
        """Move the card to a new state."""
        self.state = state
        self.chip.setText(tr(STATE_TEXT[state]) if state in STATE_TEXT else state)
        self.chip.setProperty("state", state)
        self.chip.style().unpolish(self.chip)
        self.chip.style().polish(self.chip)
        if summary:
            self.result_line.setText(localized(summary))
            self.result_line.show()
        if details:
            self.details.setText(self._details(details))

    def _details(self, result: str) -> str:
        """The call's arguments, then what it returned (the arguments explain the result:
        a search for *.pdf that found nothing)."""
        shown = tr("Arguments: {arguments}").format(arguments=json.dumps(
            self.arguments, indent=2, ensure_ascii=False, default=str)) if self.arguments \
            else tr("Arguments: none")
        return shown + ("\n\n" + tr("Result: {result}").format(result=_pretty(result))
                        if result else "")


def _pretty(text: str) -> str:
    try:
        value = json.loads(text)
    except ValueError:
        return text
    return json.dumps(value, indent=2, ensure_ascii=False)[:20000]


def _elapsed(seconds: int) -> str:
    """Time since the message went, short ("42 s", "1 min 05 s")."""
    if seconds < 60:
        return tr("{seconds} s").format(seconds=seconds)
    return tr("{minutes} min {seconds} s").format(minutes=seconds // 60,
                                                  seconds=f"{seconds % 60:02d}")


class WorkingRow(QFrame):
    """What BotPsy is doing right now (reading, writing, running a tool, waiting for you),
    with a progress bar while it reads a long prompt and the time since the message went."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.setObjectName("WorkingRow")
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        self.label = _label(text, "Muted", what=tr("What BotPsy is doing"))
        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.progress.setTextVisible(False)
        self.progress.setFixedWidth(120)
        self.progress.setAccessibleName(tr("Reading progress"))
        self.progress.hide()
        self.elapsed = ReadableLabel(_elapsed(0), tr("Time since your message"))
        self.elapsed.setObjectName("Muted")
        row.addWidget(self.label, 1)
        row.addWidget(self.progress, 0)
        row.addWidget(self.elapsed, 0)
        self._started = time.monotonic()
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        seconds = int(time.monotonic() - self._started)
        self.elapsed.setText(_elapsed(seconds))

    def show_state(self, text: str, done: int = 0, total: int = 0) -> None:
        """Say what is happening; ``done`` of ``total`` shows a progress bar."""
        self.label.setText(text)
        if total:
            self.progress.setValue(int(1000 * min(done, total) / total))
        self.progress.setVisible(bool(total))


class ChatView(QScrollArea):
    """The scrolling conversation.

    Signals:
        edit_requested(str): Edit on the last message (its text).
        regenerate_requested(): Regenerate on the last answer.
    """

    edit_requested = Signal(str)
    regenerate_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.canvas = QWidget()
        self.canvas.setObjectName("ChatCanvas")
        self.column = QVBoxLayout(self.canvas)
        self.column.setContentsMargins(32, 20, 32, 20)
        self.column.setSpacing(10)
        self.column.addStretch(1)
        self.setWidget(self.canvas)
        self.cards: dict[str, ToolCard] = {}
        self.current: AssistantMessage | None = None
        self.working: WorkingRow | None = None
        self.setAccessibleName(tr("Conversation"))
        self.verticalScrollBar().rangeChanged.connect(self._follow)
        self._stick = True
        self.verticalScrollBar().valueChanged.connect(self._track)

    def _track(self, value: int) -> None:
        bar = self.verticalScrollBar()
        self._stick = value >= bar.maximum() - 24

    def _follow(self, _minimum: int, maximum: int) -> None:
        if self._stick:
            self.verticalScrollBar().setValue(maximum)

    def _add(self, widget: QWidget) -> None:
        """Add below the last message (the working row stays last)."""
        below = self.column.indexOf(self.working) if self.working is not None else -1
        self.column.insertWidget(below if below >= 0 else self.column.count() - 1, widget)

    def start_working(self, text: str) -> WorkingRow:
        """Show the working row under the conversation."""
        self.stop_working()
        self.working = WorkingRow(text)
        self.column.insertWidget(self.column.count() - 1, self.working)
        return self.working

    def set_working(self, text: str, done: int = 0, total: int = 0) -> None:
        """Update the working row (when there is one)."""
        if self.working is not None:
            self.working.show_state(text, done, total)

    def stop_working(self) -> None:
        """The task ended: the working row goes."""
        if self.working is not None:
            self.working.timer.stop()
            self.column.removeWidget(self.working)
            self.working.deleteLater()
            self.working = None

    def clear(self) -> None:
        """Remove every message."""
        while self.column.count() > 1:
            item = self.column.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.cards.clear()
        self.current = None
        self.working = None
        self._stick = True

    def add_user(self, text: str) -> UserMessage:
        """Show a user turn."""
        widget = UserMessage(text)
        widget.edit_button.clicked.connect(lambda: self.edit_requested.emit(widget.text))
        self._add(widget)
        self.current = None
        return widget

    def assistant(self) -> AssistantMessage:
        """The assistant message being streamed (a new one if needed)."""
        if self.current is None:
            self.current = AssistantMessage()
            self.current.regenerate_button.clicked.connect(self.regenerate_requested.emit)
            self._add(self.current)
        return self.current

    def end_assistant(self) -> None:
        """The next text starts a new assistant message (after tool cards)."""
        self.current = None

    def add_tool_card(self, call_id: str, name: str, summary: str, effect: str,
                      arguments: object = None) -> ToolCard:
        """Show a proposed call."""
        card = ToolCard(name, summary, effect, arguments)
        self.cards[call_id] = card
        self._add(card)
        self.current = None
        return card

    def add_notice(self, text: str, content: bool = False) -> QLabel:
        """A short line such as an error or "stopped"; ``content``: the agent wrote it (in
        the language of the request), not the window."""
        label = _label(text, "Muted", content=content)
        self._add(label)
        self.current = None
        return label

    def add_stored(self, message: StoredMessage) -> None:
        """Show one stored message of a conversation as it was shown when it was new."""
        extra = message.extra
        if message.role == "user":
            self.add_user(message.visible or message.content)
        elif message.role == "assistant":
            if message.thinking or message.visible:
                bubble = self.assistant()
                if message.thinking:
                    bubble.append_thinking(message.thinking)
                if message.visible:
                    bubble.set_text(message.visible)
            self.end_assistant()
        elif message.role == "notice":
            self.add_notice(message.visible)
        elif message.role == "tool" and not extra.get("hidden"):
            name = extra.get("name", "tool")
            card = self.add_tool_card(str(message.id), name, extra.get("summary") or name,
                                      extra.get("effect", "read"), extra.get("arguments"))
            card.set_state(extra.get("status", "done"), extra.get("result_summary", ""),
                           message.content)

    def widgets(self) -> list[QWidget]:
        """The messages, cards and notices, in order."""
        found = []
        for index in range(self.column.count()):
            item = self.column.itemAt(index)
            widget = item.widget() if item is not None else None
            if widget is not None and widget is not self.working:
                found.append(widget)
        return found

    def last_exchange(self) -> list[QWidget]:
        """The last user message and everything after it (empty when there is none)."""
        shown = self.widgets()
        users = [i for i, widget in enumerate(shown) if isinstance(widget, UserMessage)]
        return shown[users[-1]:] if users else []

    def offer_redo(self, allowed: bool, why_not: str = "") -> None:
        """Edit on the last message and Regenerate on the last answer, when ``allowed``;
        otherwise they are hidden (``why_not`` is said on the message's Edit tooltip)."""
        for widget in self.widgets():
            if isinstance(widget, UserMessage):
                widget.edit_button.hide()
            elif isinstance(widget, AssistantMessage):
                widget.regenerate_button.hide()
        last = self.last_exchange()
        if not last:
            return
        user = last[0]
        assert isinstance(user, UserMessage)
        answers = [w for w in last if isinstance(w, AssistantMessage) and w.text.strip()]
        if allowed:
            user.edit_button.setToolTip(tr("Edit and send again"))
            user.edit_button.show()
            if answers:
                answers[-1].regenerate_button.show()
        elif why_not:
            user.edit_button.setToolTip(why_not)

    def remove_last_exchange(self) -> str:
        """Take the last user message and what followed it off the screen; returns its text."""
        last = self.last_exchange()
        for widget in last:
            self.column.removeWidget(widget)
            widget.deleteLater()
            for call_id, card in list(self.cards.items()):
                if card is widget:
                    del self.cards[call_id]
        self.current = None
        first = last[0] if last else None
        return first.text if isinstance(first, UserMessage) else ""

    def messages_text(self) -> list[str]:
        """The visible texts, in order (for tests and accessibility checks)."""
        out = []
        for index in range(self.column.count()):
            item = self.column.itemAt(index)
            widget = item.widget() if item is not None else None
            if isinstance(widget, UserMessage):
                out.append("user: " + widget.text)
            elif isinstance(widget, AssistantMessage) and widget.text.strip():
                out.append("assistant: " + widget.text.strip())
            elif isinstance(widget, ToolCard):
                out.append(f"tool: {widget.name} [{widget.state}]")
            elif isinstance(widget, QLabel):
                out.append("notice: " + widget.text())
        return out
