"""The sidebar: the conversations (search, open, rename, delete), the journal and Settings."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.store.db import Conversation, Store
from app.ui.background import run_in_background
from app.ui.i18n import tr
from app.ui.markdown import plain_tooltip


class Sidebar(QWidget):
    """The list of conversations, newest first, with a search box.

    Signals:
        new_requested(): "New chat".
        activated(object): the user opened a stored Conversation.
        deleting(object): a Conversation is about to be deleted (the user said yes).
        journal_requested(), settings_requested(): their buttons.
        loaded(): the list was refreshed (tests wait on it).
    """

    new_requested = Signal()
    activated = Signal(object)
    deleting = Signal(object)
    journal_requested = Signal()
    settings_requested = Signal()
    loaded = Signal()

    def __init__(self, store: Store) -> None:
        super().__init__()
        self.store = store
        self.current: str | None = None  # the open conversation's id, selected in the list
        self.setObjectName("Sidebar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)  # a subclass paints no style
        self.setMinimumWidth(220)
        side = QVBoxLayout(self)
        side.setContentsMargins(10, 14, 10, 10)
        title = QLabel("BotPsy")
        title.setObjectName("AppTitle")
        side.addWidget(title)
        self.new_button = QPushButton(tr("+  New chat"))
        self.new_button.setObjectName("Primary")
        self.new_button.setAccessibleName(tr("New conversation"))
        self.new_button.clicked.connect(lambda: self.new_requested.emit())
        side.addWidget(self.new_button)
        side.addWidget(self._search_box())
        self.conversations = QListWidget()
        self.conversations.setAccessibleName(tr("Conversations"))
        self.conversations.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.conversations.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.conversations.itemActivated.connect(self.open_item)
        self.conversations.itemClicked.connect(self.open_item)
        self.conversations.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.conversations.customContextMenuRequested.connect(self._menu)
        side.addWidget(self.conversations, 1)
        self.journal_button = QPushButton(tr("Action journal"))
        self.journal_button.clicked.connect(lambda: self.journal_requested.emit())
        self.settings_button = QPushButton(tr("Settings"))
        self.settings_button.clicked.connect(lambda: self.settings_requested.emit())
        side.addWidget(self.journal_button)
        side.addWidget(self.settings_button)

    def _search_box(self) -> QLineEdit:
        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Search conversations"))
        self.search.setAccessibleName(tr("Search conversations"))
        self.search.setClearButtonEnabled(True)
        for clear in self.search.findChildren(QToolButton):  # Qt's own, nameless
            clear.setAccessibleName(tr("Clear the search"))
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(200)  # once the keys stop
        self._search_timer.timeout.connect(self.refresh)
        self.search.textChanged.connect(lambda _: self._search_timer.start())
        return self.search

    def refresh(self) -> None:
        """Reload the list in the background."""
        query = self.search.text().strip()
        run_in_background(lambda: self.store.list_conversations(query), self._show, owner=self)

    def _show(self, conversations: list[Conversation]) -> None:
        self.conversations.clear()
        for conversation in conversations:
            item = QListWidgetItem(conversation.title)
            item.setData(Qt.ItemDataRole.UserRole, conversation)
            item.setToolTip(plain_tooltip(conversation.title))
            self.conversations.addItem(item)
            if conversation.id == self.current:
                item.setSelected(True)
                self.conversations.setCurrentItem(item)
        self.loaded.emit()

    def select(self, conversation_id: str | None) -> None:
        """Mark the open conversation (none: a new one)."""
        self.current = conversation_id
        if conversation_id is None:
            self.conversations.clearSelection()

    def open_item(self, item: QListWidgetItem) -> None:
        """The user opened a conversation in the list."""
        self.activated.emit(item.data(Qt.ItemDataRole.UserRole))

    def _menu(self, position: Any) -> None:
        item = self.conversations.itemAt(position)
        if item is None:
            return
        menu = QMenu(self)
        rename = menu.addAction(tr("Rename…"))
        delete = menu.addAction(tr("Delete"))
        chosen = menu.exec(self.conversations.mapToGlobal(position))
        if chosen is rename:
            self.rename_conversation(item)
        elif chosen is delete:
            self.delete_conversation(item)

    def rename_conversation(self, item: QListWidgetItem, title: str | None = None) -> None:
        """Rename (asks for the title unless given)."""
        conversation: Conversation = item.data(Qt.ItemDataRole.UserRole)
        if title is None:
            title, ok = QInputDialog.getText(self, tr("Rename conversation"), tr("Title"),
                                             text=conversation.title)
            if not ok:
                return
        new_title = title
        run_in_background(lambda: self.store.rename_conversation(conversation.id, new_title),
                          lambda _: self.refresh(), owner=self)

    def delete_conversation(self, item: QListWidgetItem, confirm: bool = True) -> None:
        """Delete a conversation (asks first)."""
        conversation: Conversation = item.data(Qt.ItemDataRole.UserRole)
        if confirm and QMessageBox.question(
            self, tr("Delete conversation"),
            tr("Delete “{title}”?").format(title=conversation.title),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        ) != QMessageBox.StandardButton.Yes:
            return
        self.deleting.emit(conversation)
        run_in_background(lambda: self.store.delete_conversation(conversation.id),
                          lambda _: self.refresh(), owner=self)
