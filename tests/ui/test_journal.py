"""Issue 15, item 12: the journal's columns are as wide as their content, a long failure or
source does not push the rest away (it is elided, whole in its tooltip)."""

from __future__ import annotations

from datetime import UTC, datetime

from app.store.db import JournalEntry
from app.ui.journal import JournalDialog


def entry(summary: str, outcome: str, detail: str = "", sources: list[str] | None = None
          ) -> JournalEntry:
    return JournalEntry(1, None, "mail_send", "send", summary, {}, sources or [], "approved",
                        datetime(2026, 12, 1, 9, 30, tzinfo=UTC), outcome, detail)


def test_columns_fit_their_content_and_a_long_detail_is_elided(qtbot) -> None:  # type: ignore[no-untyped-def]
    long = "The SMTP server refused the message: " + "550 mailbox unavailable; " * 20
    dialog = JournalDialog([entry("Send 'Late' to bob@example.com", "done"),
                            entry("Send 'Report' to carol@example.com", "failed", long,
                                  ["email from mallory@evil.example: 'Re: invoice'"] * 3)])
    qtbot.addWidget(dialog)
    dialog.show()
    table, header = dialog.table, dialog.table.horizontalHeader()
    metrics = table.fontMetrics()
    when = table.item(0, 0).text()
    assert header.sectionSize(0) >= metrics.horizontalAdvance(when)  # the date is whole
    assert header.sectionSize(2) >= metrics.horizontalAdvance("approved")
    for column in (3, 4):
        assert header.sectionSize(column) <= JournalDialog.MAX_COLUMN
    assert header.sectionSize(1) > header.sectionSize(3)  # the action gets the room
    assert table.item(1, 3).toolTip().startswith("<qt>Failed: The SMTP server refused")
    assert "550 mailbox unavailable" in table.item(1, 3).toolTip()
