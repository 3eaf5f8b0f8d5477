"""The calendars connector: CalDAV accounts (the caldav library)."""
