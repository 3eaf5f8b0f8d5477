"""The system connector: device settings, and timers, alarms and reminders."""
