"""Cards now built from translated templates (Phrases): words someone else wrote (an alarm's
label from a crafted mail, a mailbox name, a flag) are filled in as data, never read as a
template, in English and in the window's language."""

from __future__ import annotations

from pathlib import Path

from connectors import ConnectorContext, connector
from connectors.system.tools import build_tools

CRAFTED = "{kind} {label} {when} {0} {__class__} %Ln"


def test_crafted_words_on_a_card_are_shown_as_written(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from app.ui import i18n

    alarm = {t.name: t for t in build_tools(ConnectorContext(data_dir=tmp_path))}[
        "system_set_alarm"]
    mail = {t.name: t for t in connector("mail").build_tools(ConnectorContext(tmp_path, (), {
        "mail": {"accounts": [{"name": "w", "email": "a@example.org", "imap_host": "h",
                               "smtp_host": "h"}]}}))}["mail_move"]
    args = {"time": "06:45", "label": CRAFTED}
    moved = {"id": 3, "mailbox": CRAFTED, "to_mailbox": CRAFTED}
    for language in ("en", "de"):
        i18n.install(language)
        try:
            what = i18n.localized(alarm.preview_for(args).fields[0].value)
            place, action = (i18n.localized(f.value) for f in mail.preview_for(moved).fields)
        finally:
            i18n.install(i18n.ENGLISH)
        assert CRAFTED in what and CRAFTED in place and CRAFTED in action, language
