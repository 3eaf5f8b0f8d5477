"""The SQLite database: engine, schema, migrations, and the queries the app makes.

SQLAlchemy 2 on SQLite in WAL mode, under the platformdirs user data folder. One session per
unit of work (``with store.session() as s``) and per thread; queries return plain frozen
dataclasses, never ORM objects, so nothing lazy crosses a thread. The schema version lives in
``PRAGMA user_version`` and every migration step runs in one transaction on start.
Secrets are never stored here: account rows hold a keyring reference, not a password.
"""

from __future__ import annotations

import json
import logging
import os
import uuid
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import (
    JSON,
    DateTime,
    ForeignKey,
    Integer,
    String,
    Text,
    create_engine,
    event,
    or_,
    select,
    text,
)
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, sessionmaker

from app.paths import private_file
from connectors.base import DISK_FULL_ADVICE, UserError, disk_full, tr
from connectors.storage import check as check_database

log = logging.getLogger(__name__)


def utcnow() -> datetime:
    """The current time, timezone-aware UTC."""
    return datetime.now(UTC)


class Base(DeclarativeBase):
    """Declarative base of all tables."""


class ConversationRow(Base):
    """A chat conversation."""

    __tablename__ = "conversations"
    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    title: Mapped[str] = mapped_column(String(200), default="New conversation")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class MessageRow(Base):
    """One message of a conversation, as the model saw it (raw) and as people see it."""

    __tablename__ = "messages"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    conversation_id: Mapped[str] = mapped_column(
        ForeignKey("conversations.id", ondelete="CASCADE"), index=True
    )
    position: Mapped[int] = mapped_column(Integer)
    role: Mapped[str] = mapped_column(String(16))
    content: Mapped[str] = mapped_column(Text, default="")  # exactly what the model saw
    visible: Mapped[str] = mapped_column(Text, default="")  # what the chat view shows
    thinking: Mapped[str] = mapped_column(Text, default="")
    extra: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)  # tool_calls, ids, status
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class JournalRow(Base):
    """Every side-effecting call: what was shown, what was decided, what happened."""

    __tablename__ = "action_journal"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    conversation_id: Mapped[str | None] = mapped_column(String(32), nullable=True, index=True)
    tool: Mapped[str] = mapped_column(String(64))
    effect: Mapped[str] = mapped_column(String(16))
    summary: Mapped[str] = mapped_column(Text)
    arguments_json: Mapped[str] = mapped_column(Text)
    untrusted_sources: Mapped[list[str]] = mapped_column(JSON, default=list)
    decision: Mapped[str] = mapped_column(String(64))
    decided_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    outcome: Mapped[str] = mapped_column(String(16), default="")
    detail: Mapped[str] = mapped_column(Text, default="")
    finished_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class SettingRow(Base):
    """Small app settings as JSON values (never secrets)."""

    __tablename__ = "settings"
    key: Mapped[str] = mapped_column(String(100), primary_key=True)
    value: Mapped[Any] = mapped_column(JSON)


# -- migrations ---------------------------------------------------------------------------------
def _migration_1(conn: Connection) -> None:
    tables = [Base.metadata.tables[name] for name in
              ("conversations", "messages", "action_journal", "settings")]
    Base.metadata.create_all(conn, tables=tables)


#: index i migrates from version i to i + 1; append only, never edit a released step.
MIGRATIONS: list[Callable[[Connection], None]] = [_migration_1]
SCHEMA_VERSION = len(MIGRATIONS)


class DatabaseError(UserError, RuntimeError):
    """The database cannot be opened or is newer than this app."""


class DiskFullError(DatabaseError):
    """The disk is full: the last change was not saved (SQLite rolled it back, so what was
    saved before is whole)."""


# -- plain results --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Conversation:
    """A conversation as the UI lists it."""

    id: str
    title: str
    created_at: datetime
    updated_at: datetime


def _conversation_rows(s: Session, conversation_id: str
                       ) -> tuple[ConversationRow, list[MessageRow]]:
    """A conversation's row and its messages' rows, in order (KeyError: there is none)."""
    conv = s.get(ConversationRow, conversation_id)
    if conv is None:
        raise KeyError(f"no conversation {conversation_id}")
    return conv, list(s.scalars(select(MessageRow).where(
        MessageRow.conversation_id == conversation_id).order_by(MessageRow.position,
                                                                 MessageRow.id)))


INTERRUPTED = "interrupted"  # a journal outcome: the app stopped while the call ran
SENT = "sent"  # a user message's extra: stored as sent, its task not finished (append_sent)
MODEL_MESSAGE_KEYS = ("tool_calls", "tool_call_id", "name", "untrusted", "refused", "routed",
                      "app_answer")
"""Keys of a conversation message, besides role and content, that are kept with it (as
app/agent/transcript.py writes them). The provenance (``untrusted``) must survive a reopen:
the warning lasts as long as the content; a refused call must stay "not used" (routing.py)."""


@dataclass(frozen=True)
class StoredMessage:
    """One stored message."""

    id: int
    position: int
    role: str
    content: str
    visible: str
    thinking: str
    extra: dict[str, Any]

    @property
    def in_context(self) -> bool:
        """Whether the model reads it: not a notice the chat showed (an error, "Stopped."),
        and not among the oldest messages set aside."""
        return self.role != "notice" and not self.extra.get("set_aside")

    def for_model(self) -> dict[str, Any]:
        """The message as the model reads it (OpenAI-style)."""
        message: dict[str, Any] = {"role": self.role, "content": self.content}
        for key in MODEL_MESSAGE_KEYS:
            if key in self.extra:
                message[key] = self.extra[key]
        return message


@dataclass(frozen=True)
class JournalEntry:
    """One line of the action journal."""

    id: int
    conversation_id: str | None
    tool: str
    effect: str
    summary: str
    arguments: dict[str, Any]
    untrusted_sources: list[str]
    decision: str
    decided_at: datetime
    outcome: str
    detail: str


class Store:
    """The app's database."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # A file SQLite cannot read is set aside and what can be read is kept (the window and
        # the CLI tell the user: connectors.storage.take_recoveries).
        check_database(self.path)
        # Conversations and the journal are private: the file is created 0600 (an empty file
        # is an empty SQLite database), and SQLite gives its -wal/-shm files the same mode.
        if os.name == "posix":
            os.close(os.open(self.path, os.O_WRONLY | os.O_CREAT, 0o600))
        private_file(self.path)
        self.engine: Engine = create_engine(f"sqlite:///{self.path}", future=True)

        @event.listens_for(self.engine, "connect")
        def _on_connect(dbapi_conn, _record):
            cursor = dbapi_conn.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.execute("PRAGMA busy_timeout=5000")
            cursor.close()

        self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        self.migrate()

    # -- schema ---------------------------------------------------------------------------
    def schema_version(self) -> int:
        """The version the database file is at."""
        with self.engine.connect() as conn:
            return int(conn.execute(text("PRAGMA user_version")).scalar() or 0)

    def migrate(self) -> int:
        """Bring the schema up to date; returns the number of steps run."""
        current = self.schema_version()
        if current > SCHEMA_VERSION:
            raise DatabaseError(
                f"{self.path} was written by a newer BotPsy (schema {current}, this app knows "
                f"{SCHEMA_VERSION}). Update BotPsy; your data was not touched."
            )
        for version in range(current, SCHEMA_VERSION):
            with self.engine.begin() as conn:
                MIGRATIONS[version](conn)
                conn.execute(text(f"PRAGMA user_version = {version + 1}"))
            log.info("database migrated to schema %d", version + 1)
        return SCHEMA_VERSION - current

    @contextmanager
    def session(self) -> Iterator[Session]:
        """One unit of work: commits on success, rolls back on error."""
        session = self._sessions()
        try:
            yield session
            session.commit()
        except Exception as err:
            session.rollback()
            if disk_full(err):
                raise DiskFullError(tr("The disk is full, so the last change was not saved "
                                       "(what was saved before is unchanged). {advice}",
                                       advice=DISK_FULL_ADVICE)) from err
            raise
        finally:
            session.close()

    # -- conversations --------------------------------------------------------------------
    def create_conversation(self, title: str = "New conversation") -> Conversation:
        """Create and return a conversation."""
        row = ConversationRow(id=uuid.uuid4().hex, title=title[:200])
        with self.session() as s:
            s.add(row)
            s.flush()
            return _conversation(row)

    def list_conversations(self, search: str = "") -> list[Conversation]:
        """Conversations, newest first; ``search`` matches titles and message text."""
        with self.session() as s:
            query = select(ConversationRow).order_by(ConversationRow.updated_at.desc())
            if search:
                like = f"%{search}%"
                matching = select(MessageRow.conversation_id).where(MessageRow.visible.like(like))
                query = query.where(
                    ConversationRow.title.like(like) | ConversationRow.id.in_(matching)
                )
            return [_conversation(row) for row in s.scalars(query)]

    def rename_conversation(self, conversation_id: str, title: str) -> None:
        """Change a conversation's title."""
        with self.session() as s:
            row = s.get(ConversationRow, conversation_id)
            if row is not None:
                row.title = title.strip()[:200] or row.title

    def delete_conversation(self, conversation_id: str) -> None:
        """Delete a conversation and its messages (the journal keeps its lines)."""
        with self.session() as s:
            row = s.get(ConversationRow, conversation_id)
            if row is not None:
                s.delete(row)

    # -- messages ---------------------------------------------------------------------------
    def append_message(
        self,
        conversation_id: str,
        role: str,
        content: str,
        visible: str = "",
        thinking: str = "",
        extra: dict[str, Any] | None = None,
    ) -> StoredMessage:
        """Append a message at the end of a conversation."""
        with self.session() as s:
            conv = s.get(ConversationRow, conversation_id)
            if conv is None:
                raise KeyError(f"no conversation {conversation_id}")
            last = s.scalar(
                select(MessageRow.position)
                .where(MessageRow.conversation_id == conversation_id)
                .order_by(MessageRow.position.desc())
                .limit(1)
            )
            row = MessageRow(
                conversation_id=conversation_id,
                position=(last + 1) if last is not None else 0,
                role=role,
                content=content,
                visible=visible,
                thinking=thinking,
                extra=extra or {},
            )
            s.add(row)
            conv.updated_at = utcnow()
            s.flush()
            return _message(row)

    def append_sent(self, conversation_id: str, text: str,
                    before: Sequence[Mapping[str, Any]] = ()) -> StoredMessage:
        """The user's words as they are sent, before the model answers: kept if the app stops
        while the task runs (a crash, a kill, the battery), and given way to by the task's own
        messages when it ends (:meth:`append_task`). Words kept for a task that never ended
        stay as a plain message from now on. ``before``: the messages a new conversation
        starts with (the system prompt), kept the same way, so that a conversation whose first
        task never ended still has them."""
        with self.session() as s:
            conv, rows = _conversation_rows(s, conversation_id)
            for row in rows:
                if (row.extra or {}).get(SENT):
                    row.extra = {k: v for k, v in row.extra.items() if k != SENT}
            position = rows[-1].position + 1 if rows else 0
            for offset, message in enumerate(before):
                s.add(MessageRow(conversation_id=conversation_id, position=position + offset,
                                 role=message["role"], content=message["content"],
                                 visible="", thinking="", extra={SENT: True}))
            sent = MessageRow(conversation_id=conversation_id, position=position + len(before),
                              role="user", content=text, visible=text, thinking="",
                              extra={SENT: True})
            s.add(sent)
            conv.updated_at = utcnow()
            s.flush()
            return _message(sent)

    def append_task(self, conversation_id: str, messages: Sequence[Mapping[str, Any]]) -> None:
        """A finished task's messages (``append_message``'s keyword arguments), in one
        transaction with the removal of the words :meth:`append_sent` kept for it: the user's
        message is stored once, and never missing whenever the app stops."""
        with self.session() as s:
            conv, rows = _conversation_rows(s, conversation_id)
            for row in rows:
                if (row.extra or {}).get(SENT):
                    s.delete(row)
            position = rows[-1].position + 1 if rows else 0
            for offset, message in enumerate(messages):
                s.add(MessageRow(conversation_id=conversation_id, position=position + offset,
                                 role=message["role"], content=message["content"],
                                 visible=message.get("visible", ""),
                                 thinking=message.get("thinking", ""),
                                 extra=dict(message.get("extra") or {})))
            conv.updated_at = utcnow()

    def drop_last_exchange(self, conversation_id: str) -> int:
        """Delete the last user message and everything after it (Edit, Regenerate); returns
        how many messages went. The journal keeps its lines."""
        with self.session() as s:
            last_user = s.scalar(
                select(MessageRow.position)
                .where(MessageRow.conversation_id == conversation_id, MessageRow.role == "user")
                .order_by(MessageRow.position.desc())
                .limit(1)
            )
            if last_user is None:
                return 0
            rows = list(s.scalars(select(MessageRow).where(
                MessageRow.conversation_id == conversation_id,
                MessageRow.position >= last_user)))
            for row in rows:
                s.delete(row)
            return len(rows)

    def set_aside(self, conversation_id: str, count: int) -> None:
        """The model no longer reads the ``count`` oldest messages it still read (never the
        system prompt); the user still sees them."""
        with self.session() as s:
            rows = s.scalars(
                select(MessageRow)
                .where(MessageRow.conversation_id == conversation_id)
                .order_by(MessageRow.position)
            )
            left = count
            for row in rows:
                if left <= 0:
                    break
                if row.role in ("system", "notice") or (row.extra or {}).get("set_aside"):
                    continue
                row.extra = {**(row.extra or {}), "set_aside": True}
                left -= 1

    def messages(self, conversation_id: str) -> list[StoredMessage]:
        """All messages of a conversation, in order."""
        with self.session() as s:
            rows = s.scalars(
                select(MessageRow)
                .where(MessageRow.conversation_id == conversation_id)
                .order_by(MessageRow.position, MessageRow.id)
            )
            return [_message(row) for row in rows]

    # -- settings ---------------------------------------------------------------------------
    def get_setting(self, key: str, default: Any = None) -> Any:
        """A setting's value or ``default`` (also when the stored value is damaged: not
        JSON any more; the next save writes it whole again)."""
        try:
            with self.session() as s:
                row = s.get(SettingRow, key)
                return row.value if row is not None else default
        except ValueError as err:  # json.JSONDecodeError: a damaged entry never stops the app
            log.warning("setting %s is damaged (%s); its default is used", key, err)
            return default

    def set_setting(self, key: str, value: Any) -> None:
        """Store a setting (JSON-serialisable, never a secret)."""
        json.dumps(value)
        with self.session() as s:  # written without reading the old value (it may be damaged)
            s.execute(sqlite_insert(SettingRow).values(key=key, value=value)
                      .on_conflict_do_update(index_elements=[SettingRow.key],
                                             set_={"value": value}))

    # -- journal ----------------------------------------------------------------------------
    def mark_interrupted(self) -> int:
        """Approved calls that never got an outcome: the app stopped while they ran (a crash,
        a kill, a power cut). They are marked "interrupted", so the journal never shows them
        as still running; whether each happened is for the user to check (a mail may have
        gone). A call another process is running gets its real outcome when it ends."""
        with self.session() as s:
            rows = s.scalars(select(JournalRow).where(
                JournalRow.outcome == "",
                or_(JournalRow.decision.startswith("approved"),
                    JournalRow.decision == "allowed for this conversation"))).all()
            for row in rows:
                row.outcome = INTERRUPTED
                row.detail = "BotPsy stopped while this ran; check whether it happened."
                row.finished_at = utcnow()
            return len(rows)

    def journal_entries(self, conversation_id: str | None = None, limit: int = 500) -> list[JournalEntry]:
        """Journal lines, newest first."""
        with self.session() as s:
            query = select(JournalRow).order_by(JournalRow.id.desc()).limit(limit)
            if conversation_id is not None:
                query = query.where(JournalRow.conversation_id == conversation_id)
            return [_journal(row) for row in s.scalars(query)]


class StoreJournal:
    """The runner's Journal, written to the store."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def decided(self, request, decision: str, conversation_id: str | None) -> int:
        """Record a decision about a ConfirmationRequest."""
        with self.store.session() as s:
            row = JournalRow(
                conversation_id=conversation_id,
                tool=request.tool,
                effect=request.effect.value,
                summary=request.summary,
                arguments_json=request.arguments_json,
                untrusted_sources=[p.describe() for p in request.untrusted_sources],
                decision=decision,
            )
            s.add(row)
            s.flush()
            return int(row.id)

    def finished(self, entry_id: int, outcome: str, detail: str) -> None:
        """Record the outcome of an approved call."""
        with self.store.session() as s:
            row = s.get(JournalRow, entry_id)
            if row is not None:
                row.outcome = outcome
                row.detail = detail[:2000]
                row.finished_at = utcnow()


def _conversation(row: ConversationRow) -> Conversation:
    return Conversation(row.id, row.title, row.created_at, row.updated_at)


def _message(row: MessageRow) -> StoredMessage:
    return StoredMessage(row.id, row.position, row.role, row.content, row.visible, row.thinking,
                         dict(row.extra or {}))


def _journal(row: JournalRow) -> JournalEntry:
    return JournalEntry(
        row.id, row.conversation_id, row.tool, row.effect, row.summary,
        json.loads(row.arguments_json), list(row.untrusted_sources or []), row.decision,
        row.decided_at, row.outcome, row.detail,
    )
