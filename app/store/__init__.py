"""Conversations, messages, the action journal and settings, in SQLite (SQLAlchemy)."""
