"""The window (Qt): the chat, the confirmation dialog, settings, first run, the worker."""
