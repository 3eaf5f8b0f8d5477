"""BotPsy Desktop: a personal assistant whose model runs on the user's own computer."""

__version__ = "0.1.0"
APP_NAME = "BotPsy Desktop"
